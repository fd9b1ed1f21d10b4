#!/usr/bin/env python3
"""Records llvm-mc-14's answer for every instruction line of LLVM's own MC
tests (llvm/test/MC/AMDGPU of release 14) when assembled for SI.

The tests are other people's files and stay outside the repository. Get them
from the Debian source package of LLVM 14 (llvm-toolchain-14 1:14.0.6, the
release-14.0.6 tree), for example:

    apt-get source --download-only llvm-toolchain-14      # needs a deb-src line
    tar -xJf llvm-toolchain-14_14.0.6.orig.tar.xz \\
        --wildcards 'llvm-toolchain-14_14.0.6/llvm/test/MC/AMDGPU/*'

An instruction line is what is left of a line of a `.s` file once the
comments (`//`, `;`) are cut: not empty, not a directive (`.text`), not a
label (`loop:`) nor an assignment (`x = 1`), and not inside a `.macro` or
`.rept` body. Each distinct line is assembled on its own by

    llvm-mc-14 -triple=amdgcn -mcpu=tahiti -show-encoding

in batches, each line after a marker label of its own, so that the encodings
and the errors (`<stdin>:N:`) are matched to their line. A line whose encoding
has a fixup names a symbol defined elsewhere in its file: alone it has no
bytes, and it is left out (counted in the summary). Every other line goes to
tests/data/gcn/llvm_mc_tests.txt under the name of the first file holding it:

    <line> ; encoding: <hex bytes>      what llvm-mc-14 encodes for tahiti
    <line> ; error                      what llvm-mc-14 refuses for tahiti

With --mcpu gfx906 --base gfx900 the file holds the lines gfx906 answers otherwise than
gfx900 (its dot, fma_mix, fmac and xnor rows), to apply over gfx900's.

With --mcpu NAME (bonaire, tonga, gfx900) the same lines are assembled for
that processor too, and tests/data/gcn/llvm_mc_tests_NAME.txt gets only the
lines whose answer differs from tahiti's (most lines of SI's instructions
encode alike), under the name of their file:

    <line> ; encoding: <hex bytes>      what llvm-mc-14 encodes for NAME
    <line> ; error                      what llvm-mc-14 refuses for NAME
    <line> ; none                       left out for NAME (a fixup, no instruction)

tests/targets/gcn/llvm_mc_tests_test.cpp checks that gpuasm agrees line by
line, for tahiti and, with the differences applied, for each NAME. Run from
the repository root:

    scripts/oracle/gcn_llvm_mc_tests.py --tests DIR [--mcpu NAME] [--output FILE]
"""
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "tests/data/gcn/llvm_mc_tests.txt"
LLVM_MC = ["llvm-mc-14", "-triple=amdgcn", "-mcpu=tahiti", "-show-encoding"]
BATCH = 2000
MARK = "__gpuasm_line_"
LABEL = re.compile(r"^[A-Za-z_.$][\w.$]*:$")
ASSIGNMENT = re.compile(r"^[A-Za-z_.$][\w.$]*\s*=")
BLOCK_START = re.compile(r"^\.(macro|rept|irp|irpc)\b", re.I)
BLOCK_END = re.compile(r"^\.(endm|endr)\b", re.I)


def instruction_lines(path):
    depth = 0
    for raw in path.read_text(errors="replace").splitlines():
        line = raw.split("//", 1)[0].split(";", 1)[0].strip()
        line = " ".join(line.split())  # tabs and runs of blanks: one space
        if not line:
            continue
        if BLOCK_START.match(line):
            depth += 1
            continue
        if BLOCK_END.match(line):
            depth = max(0, depth - 1)
            continue
        if depth or line.startswith(".") or line.startswith("#") or LABEL.match(line) or \
                ASSIGNMENT.match(line):
            continue
        # A line of non-ASCII text or control characters is no instruction
        # anyone writes; the data file stays plain ASCII.
        if not line.isascii() or not line.isprintable():
            continue
        yield line


def run_batch(lines, mcpu="tahiti"):
    """[(kind, bytes)] for each line: ("encoding", hex), ("error", ""), ("fixup", "")."""
    text = "".join(f"{MARK}{i}:\n{line}\n" for i, line in enumerate(lines))
    command = [LLVM_MC[0], LLVM_MC[1], f"-mcpu={mcpu}"] + LLVM_MC[3:]
    proc = subprocess.run(command, input=text, capture_output=True, text=True)
    refused = {(int(m.group(1)) - 2) // 2
               for m in re.finditer(r"^<stdin>:(\d+):\d+: error", proc.stderr, re.M)}
    results = [None] * len(lines)
    current = None
    encodings = {}
    fixups = set()
    for out in proc.stdout.splitlines():
        m = re.match(rf"^{MARK}(\d+):", out)
        if m:
            current = int(m.group(1))
            continue
        m = re.search(r"; encoding: \[([^\]]*)\]", out)
        if m and current is not None:
            if current in encodings:
                sys.exit(f"two encodings for one line: {lines[current]!r}")
            bytes_ = m.group(1).split(",") if m.group(1) else []
            if any(not b.startswith("0x") for b in bytes_):
                fixups.add(current)
            encodings[current] = "".join(b[2:] for b in bytes_)
        elif "fixup" in out and current is not None:
            fixups.add(current)
    for i in range(len(lines)):
        if i in refused:
            results[i] = ("error", "")
        elif i in fixups:
            results[i] = ("fixup", "")
        elif i in encodings and encodings[i]:
            results[i] = ("encoding", encodings[i])
        else:
            results[i] = ("none", "")  # accepted, but no instruction
    return results


def main():
    if "--tests" not in sys.argv:
        sys.exit(__doc__)
    tests = pathlib.Path(sys.argv[sys.argv.index("--tests") + 1])
    files = sorted(tests.rglob("*.s"))
    if not files:
        sys.exit(f"no .s files under {tests}")
    seen = set()
    per_file = []
    for path in files:
        mine = []
        for line in instruction_lines(path):
            if line not in seen:
                seen.add(line)
                mine.append(line)
        per_file.append((path.relative_to(tests).as_posix(), mine))
    every = [line for _, mine in per_file for line in mine]

    def answers_for(mcpu):
        answers = {}
        for start in range(0, len(every), BATCH):
            batch = every[start:start + BATCH]
            for line, answer in zip(batch, run_batch(batch, mcpu)):
                answers[line] = answer
        return answers

    base = sys.argv[sys.argv.index("--base") + 1] if "--base" in sys.argv else "tahiti"
    answers = answers_for(base)
    if "--mcpu" in sys.argv:
        write_differences(sys.argv[sys.argv.index("--mcpu") + 1], per_file, answers, answers_for,
                          base)
        return
    out = ["# gcn: the instruction lines of LLVM 14.0.6's llvm/test/MC/AMDGPU, each assembled alone",
           "# by llvm-mc-14 -triple=amdgcn -mcpu=tahiti -show-encoding",
           "# generated by scripts/oracle/gcn_llvm_mc_tests.py; do not edit"]
    counts = {"encoding": 0, "error": 0, "fixup": 0, "none": 0}
    for name, mine in per_file:
        kept = []
        for line in mine:
            kind, hexbytes = answers[line]
            counts[kind] += 1
            if kind == "encoding":
                kept.append(f"{line} ; encoding: {hexbytes}")
            elif kind == "error":
                kept.append(f"{line} ; error")
        if kept:
            out.append(f"# {name}")
            out.extend(kept)
    target = pathlib.Path(sys.argv[sys.argv.index("--output") + 1]) if "--output" in sys.argv else OUT
    target.write_text("\n".join(out) + "\n")
    print(f"{len(files)} files, {len(every)} distinct lines: {counts['encoding']} encoded, "
          f"{counts['error']} refused by llvm-mc-14, {counts['fixup']} left out (a symbol "
          f"from elsewhere), {counts['none']} left out (no instruction) -> {target}")


def write_differences(mcpu, per_file, si, answers_for, base="tahiti"):
    mine_answers = answers_for(mcpu)
    against = ("tahiti\n# (tests/data/gcn/llvm_mc_tests.txt)" if base == "tahiti" else
               f"{base}\n# (llvm_mc_tests.txt with llvm_mc_tests_{base}.txt applied)")
    command = f"--mcpu {mcpu}" + ("" if base == "tahiti" else f" --base {base}")
    out = ["# gcn: the instruction lines of LLVM 14.0.6's llvm/test/MC/AMDGPU that llvm-mc-14",
           f"# -triple=amdgcn -mcpu={mcpu} -show-encoding answers otherwise than for {against}; "
           "the other lines it answers alike",
           f"# generated by scripts/oracle/gcn_llvm_mc_tests.py {command}; do not edit"]
    kept_lines = 0
    for name, mine in per_file:
        kept = []
        for line in mine:
            kind, hexbytes = mine_answers[line]
            if (kind, hexbytes) == si[line] or (kind in ("fixup", "none") and
                                                si[line][0] in ("fixup", "none")):
                continue
            if kind == "encoding":
                kept.append(f"{line} ; encoding: {hexbytes}")
            elif kind == "error":
                kept.append(f"{line} ; error")
            else:
                kept.append(f"{line} ; none")
        if kept:
            out.append(f"# {name}")
            out.extend(kept)
            kept_lines += len(kept)
    default = OUT.with_name(f"llvm_mc_tests_{mcpu}.txt")
    target = pathlib.Path(sys.argv[sys.argv.index("--output") + 1]) if "--output" in sys.argv else default
    target.write_text("\n".join(out) + "\n")
    print(f"{kept_lines} lines answered otherwise for {mcpu} -> {target}")


if __name__ == "__main__":
    main()
