#!/usr/bin/env python3
"""Runs every gpuasm command line of README.md and docs/*.md as written.

The commands are the lines of fenced (```) and indented code blocks that
start with `gpuasm`, `$B`, `build/release/gpuasm` or `build/debug/gpuasm`
(after an optional `$ ` prompt), joined across trailing backslashes. Each
document's commands run in order in one scratch folder, so that a command
reads what an earlier one wrote (`asm -o kernel.bin`, then `dis kernel.bin`).
The files a document names without shipping them (`kernel.s`, `k.ptx`,
`data.bin`, ...) are made there first from the shipped kernels (FIXTURES);
`kernels/`, `tests/`, `fuzz/` and `../shared` are the repository's own.

A command passes when it exits 0, or 1 where the block shows the failure
after it (a line starting `gpuasm: kernel fault`, as docs/ptx.md's fault
examples). A command that needs hardware, a network, a corpus that is absent
or minutes of time is skipped with the reason (SKIPS); so is a synopsis (a
line with [OPTIONAL] parts, A|B choices or ...). A skip that matches no
command fails the check, so that the list keeps to the docs.

Usage: check-doc-commands.py --gpuasm PATH [--source DIR] [--all]
  --all   also runs the commands skipped as long (minutes under ASan)
Exit 0 when every command that ran passed, 1 otherwise.
"""

import argparse
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

# (pattern on the command, reason, kind): kind "long" runs with --all.
SKIPS = [
    (r"opencl:0\.1", "needs a second OpenCL device (two GPUs)", "hardware"),
    (r"--to opencl:0\.0 --size 256M", "needs an OpenCL device (PoCL or a GPU) and 256 MB moved "
     "three ways (minutes)", "long"),
    (r"\bfft --hello-fft", "needs Broadcom's hello_fft (../shared/corpora/hello_fft or ~/hello_fft)"
     " and minutes on the cycle model", "long"),
    (r"aes --bench", "the AES benchmark: a minute of measurements", "long"),
    (r"study -t demolicious", "the fps study: minutes under ASan", "long"),
    (r"study -t ptx --device cuda", "needs an NVIDIA GPU", "hardware"),
    (r"study -t ptx(?! --area)", "seed 001's study: minutes under ASan", "long"),
    (r"study transfer", "seed 004's figure: 2 GB moved by memcpy", "long"),
    (r"bench -t ptx montmul", "Montgomery products checked against GMP: minutes under ASan",
     "long"),
    (r"--from model:fpga --to model:gpu --size 64M", "64 MB moved on the models, three times",
     "long"),
    (r"listing_3_8\.tqasm", "the thesis's listing 3.8 is test data "
     "(tests/targets/vc4/asm/thesis_listings.cpp), not a file", "data"),
    (r"\bm1\.qasm|\bgd\.qasm", "compares with vc4asm's output (v1.bin): needs vc4asm and the "
     "generated million-line file", "tool"),
    (r"\b(?:tonga|tahiti|bonaire|gfx900)-(?:1m|20k)\.s\b", "a generated GCN benchmark file "
     "(scripts/bench/gcn_mix.py: a million lines)", "data"),
    (r"md4k\.isa", "the MD4 kernel of the measurement is test data (tests/targets/gcn), "
     "not a file", "data"),
    (r"\$\{?[nsb]\b", "a line of a shell loop: its variables come from the loop", "loop"),
    (r"--mode cycle --cores 8$|tunnel\.s --size 64x64", "renders a 64x64 frame on the cycle model",
     "long"),
    (r"mandelbrot\.qasm", "renders the Mandelbrot set on 12 simulated QPUs: minutes under ASan",
     "long"),
    (r"green_fill\.s --size 512x256", "a 512x256 frame on the cycle model", "long"),
    (r"--model h100 --grid 264 --block 256", "264 blocks of Montgomery products on the SM model",
     "long"),
]

# Files the docs name as a user's own: made from shipped kernels. A key is
# (target or None, file name); a value is ("copy", path under the source),
# ("corpus", path under ../shared/corpora), ("bytes", count) of a pattern,
# ("asm", target, path[, extra args]) assembled, or ("text", contents).
PTX_OUT_KERNEL = """.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 out)
{
  .reg .b32 %t;
  .reg .b64 %rd<4>;
  mov.u32 %t, %tid.x;
  ld.param.u64 %rd1, [out];
  mul.wide.u32 %rd2, %t, 4;
  add.s64 %rd3, %rd1, %rd2;
  st.global.b32 [%rd3], %t;
  ret;
}
"""
# A store past a 16-byte buffer: docs/ptx.md's fault example.
PTX_FAULT_KERNEL = PTX_OUT_KERNEL.replace(".param .u64 out)", ".param .u64 in, .param .u64 out)")
THESIS_QASM = "sema up, 3\nadd ra1, r0, rb2; nop\n"
# A kernel whose code starts with a run of s_nop, for --patch-nops.
GCN_BASE = ".kernel patched\n" + "s_nop 0\n" * 8 + "s_endpgm\n"
FIXTURES = {
    ("demolicious", "kernel.s"): ("copy", "kernels/demolicious/green_fill.s"),
    ("vc4", "shader.qasm"): ("copy", "kernels/vc4/store.qasm"),
    ("vc4", "kernel.qasm"): ("copy", "kernels/vc4/store.qasm"),
    ("vc4", "shader.bin"): ("asm", "vc4", "kernels/vc4/store.qasm"),
    ("vc4", "shader_256.hex"): ("corpus", "hello_fft/hex/shader_256.hex"),
    ("vc4", "aes.tqasm"): ("text", THESIS_QASM),
    ("vc4", "aes.qasm"): ("text", THESIS_QASM),
    ("vc4", "data.bin"): ("bytes", 4096),
    ("gcn", "kernel.s"): ("copy", "kernels/gcn/reduce_sum.s"),
    ("gcn", "k.s"): ("copy", "kernels/gcn/collatz.s"),
    ("gcn", "new.s"): ("text", ".kernel patched\ns_mov_b32 s0, 1\ns_endpgm\n"),
    ("gcn", "base.bin"): ("asm-text", "gcn", GCN_BASE, "base.s", "--format", "amdcl"),
    ("gcn", "code.bin"): ("text", "\x00\x00\x81\xbf"),  # s_endpgm
    ("gcn", "md4.isa"): ("corpus", "gcn/md4_test.isa"),
    ("gcn", "program.clo"): ("corpus", "gcn/amdcl/samplekernels.clo"),
    ("gcn", "samplekernels.clo"): ("corpus", "gcn/amdcl/samplekernels.clo"),
    ("gcn", "a.bin"): ("bytes", 4096),
    ("gcn", "b.bin"): ("bytes", 4096),
    ("ptx", "k.ptx"): ("text", PTX_OUT_KERNEL),
    ("ptx", "kernel.ptx"): ("copy", "kernels/ptx/add256.ptx"),
    ("ptx", "f.ptx"): ("text", PTX_FAULT_KERNEL),
    ("ptx", "in.bin"): ("bytes", 4096),
    (None, "secret.txt"): ("text", "Attack at dawn, and bring the QPUs.\n"),
    (None, "secret.enc"): ("bytes", 48),
    (None, "in.ctr"): ("bytes", 100),
    (None, "big.bin"): ("bytes", 65536),
}

PROGRAM = re.compile(r"^(\$ )?(\$B|gpuasm|build/release/gpuasm|build/debug/gpuasm)(\s|$)")


def blocks(text):
    """(line number, line) of every line inside a fenced or indented code block."""
    fenced = False
    previous_blank = True
    indented = False
    for number, line in enumerate(text.split("\n"), 1):
        if line.strip().startswith("```"):
            fenced = not fenced
            continue
        if fenced:
            yield number, line
            continue
        if line.startswith("    ") and (previous_blank or indented):
            indented = True
            yield number, line[4:]
        elif line.strip():
            indented = False
        previous_blank = not line.strip()


def commands(path):
    """(line, command, expected exit code) of each gpuasm command in `path`."""
    lines = list(blocks(open(path, encoding="utf-8").read()))
    found = []
    i = 0
    while i < len(lines):
        number, line = lines[i]
        text = line.strip()
        if not PROGRAM.match(text):
            i += 1
            continue
        parts = [text]
        while parts[-1].split(" #")[0].rstrip().endswith("\\") and i + 1 < len(lines):
            i += 1
            parts.append(lines[i][1].strip())
        joined = " ".join(re.sub(r"\s+#.*$", "", p).rstrip().rstrip("\\").strip() for p in parts)
        joined = re.sub(r"^\$ ", "", joined)
        following = lines[i + 1][1].strip() if i + 1 < len(lines) else ""
        fault = re.match(r"gpuasm: kernel fault \[[a-z-]+\]", following)
        found.append((number, joined, (1, fault.group(0)) if fault else (0, "")))
        i += 1
    return found


def target_of(command):
    match = re.search(r"(?:-t|--target)\s+(\S+)", command)
    return match.group(1) if match else None


def is_synopsis(command):
    return bool(re.search(r"\[[-A-Za-z]|\|\S|\.\.\.|\bN\[|\bE\b|FILE\.toml", command))


def make_fixture(kind, destination, source, gpuasm):
    if kind[0] == "copy":
        shutil.copyfile(os.path.join(source, kind[1]), destination)
    elif kind[0] == "corpus":
        corpus = os.path.join(source, "..", "shared", "corpora", kind[1])
        if not os.path.exists(corpus):
            return f"the corpus file ../shared/corpora/{kind[1]} is absent"
        shutil.copyfile(corpus, destination)
    elif kind[0] == "bytes":
        with open(destination, "wb") as out:
            out.write(bytes((i * 37 + 11) & 0xFF for i in range(kind[1])))
    elif kind[0] == "text":
        with open(destination, "w", encoding="latin-1") as out:
            out.write(kind[1])
    elif kind[0] == "asm-text":
        text = destination + ".source" + os.path.splitext(kind[3])[1]
        with open(text, "w", encoding="utf-8") as out:
            out.write(kind[2])
        subprocess.run([gpuasm, "asm", "-t", kind[1], text, "-o", destination] + list(kind[4:]),
                       check=True, capture_output=True)
    elif kind[0] == "asm":
        subprocess.run([gpuasm, "asm", "-t", kind[1], os.path.join(source, kind[2]), "-o",
                        destination] + list(kind[3:]), check=True, capture_output=True)
    return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--gpuasm", required=True)
    parser.add_argument("--source", default=os.path.dirname(os.path.dirname(os.path.abspath(
        __file__))))
    parser.add_argument("--all", action="store_true")
    parser.add_argument("--timeout", type=float, default=300)
    args = parser.parse_args()
    source = os.path.abspath(args.source)
    gpuasm = os.path.abspath(args.gpuasm)
    docs = ["README.md"] + sorted(
        os.path.join("docs", f) for f in os.listdir(os.path.join(source, "docs"))
        if f.endswith(".md"))
    used_skips = set()
    ran = failed = skipped = 0
    root = tempfile.mkdtemp(prefix="gpuasm_doc_commands_")
    shared = os.path.join(source, "..", "shared")
    if os.path.isdir(shared):
        os.symlink(os.path.abspath(shared), os.path.join(root, "shared"))
    bin_dir = os.path.join(root, "bin")
    os.makedirs(bin_dir)
    os.symlink(gpuasm, os.path.join(bin_dir, "gpuasm"))
    try:
        for doc in docs:
            work = os.path.join(root, doc.replace("/", "_"))
            os.makedirs(work)
            for shipped in ("kernels", "tests", "fuzz", "scripts"):
                os.symlink(os.path.join(source, shipped), os.path.join(work, shipped))
            os.makedirs(os.path.join(work, "build", "release"))
            os.makedirs(os.path.join(work, "build", "debug"))
            os.symlink(gpuasm, os.path.join(work, "build", "release", "gpuasm"))
            os.symlink(gpuasm, os.path.join(work, "build", "debug", "gpuasm"))
            os.makedirs(os.path.join(work, "docs"))
            made = {}
            # The files a skipped command would have written (`-o NAME`): a
            # later command that reads one is skipped too.
            unwritten = {}
            for number, command, (expected, shown) in commands(os.path.join(source, doc)):
                where = f"{doc}:{number}"
                reason = None
                for index, (pattern, why, kind) in enumerate(SKIPS):
                    if re.search(pattern, command):
                        used_skips.add(index)
                        if not (args.all and kind == "long"):
                            reason = why
                        break
                if reason is None and is_synopsis(command):
                    reason = "a synopsis, not a command"
                target = target_of(command)
                if reason is None:
                    for word in shlex.split(command.replace("<", " ")):
                        name = word.split("=")[-1].lstrip("@")
                        for key in ((target, name), (None, name)):
                            # A name another target's fixture made is made anew
                            # (README's kernel.s: demolicious's, then gcn's).
                            if key in FIXTURES and made.get(name) != key:
                                made[name] = key
                                reason = make_fixture(FIXTURES[key], os.path.join(work, name),
                                                      source, gpuasm)
                                break
                        if reason:
                            break
                try:
                    words = shlex.split(command.replace("<", " "))
                except ValueError:  # an unbalanced quote: a synopsis, most likely
                    words = command.split()
                outputs = {words[i + 1] for i, w in enumerate(words[:-1]) if w in ("-o", "--output")}
                if reason is None:
                    for word in words:
                        if word in unwritten and word not in outputs:
                            reason = (f"it reads {word}, which the command skipped at "
                                      f"{unwritten[word]} writes")
                            break
                if reason:
                    skipped += 1
                    unwritten.update({name: where for name in outputs})
                    print(f"skip  {where}: {command}\n      ({reason})")
                    continue
                for name in outputs:
                    unwritten.pop(name, None)
                env = dict(os.environ, B=gpuasm, HOME=work,
                           PATH=bin_dir + os.pathsep + os.environ.get("PATH", ""))
                start = time.monotonic()
                try:
                    result = subprocess.run(["bash", "-c", command], cwd=work, env=env,
                                            capture_output=True, timeout=args.timeout)
                    code, err = result.returncode, result.stderr.decode("utf-8", "replace")
                except subprocess.TimeoutExpired:
                    code, err = -1, f"timed out after {args.timeout:.0f} s"
                seconds = time.monotonic() - start
                ran += 1
                if code == expected and shown in err:
                    print(f"ok    {where}: {command} ({seconds:.1f} s)")
                else:
                    failed += 1
                    print(f"FAIL  {where}: {command}\n      exit {code}, expected {expected}"
                          f"{' and ' + repr(shown) if shown else ''}; "
                          f"stderr:\n" + "".join("      | " + l + "\n"
                                                 for l in err.strip().split("\n")[:12]))
        for index, (pattern, why, kind) in enumerate(SKIPS):
            if index not in used_skips:
                failed += 1
                print(f"FAIL  the skip '{pattern}' ({why}) matches no command: remove it")
    finally:
        shutil.rmtree(root, ignore_errors=True)
    print(f"\n{ran} commands ran, {failed} failed, {skipped} skipped")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
