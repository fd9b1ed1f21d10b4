#!/usr/bin/env python3
"""e_flags as llvm-mc-14 writes them for each way of naming the processor: the expectation of
GcnElfFlags.* in tests/targets/gcn/hsa_directives_test.cpp.

  - no OS (-triple=amdgcn--), code alone and with a section and a label, for every processor
    name LLVM 14 has for GFX6-GFX9: code object v3's feature bits (XNACK 0x100, SRAMECC 0x200
    where supported), whatever the object's version would be for amdhsa; with clang-14's
    `.amd_amdgpu_isa "amdgcn-unknown-unknown--gfx900"`, under -m mcpu= or naming the processor;
  - code object v2 (--amdhsa-code-object-version=2): `.hsa_code_object_isa`'s stepping under
    -mcpu= alone (llvm-mc never reads it: the processor's default XNACK), `.amd_amdgpu_isa`
    (v2's target id, which llvm-mc takes only with the options it names: -mattr=-xnack for
    `gfx900`, none for `gfx901`), and gpuasm without -m mcpu=, where the stepping names the
    processor (llvm-mc given the -mcpu and -mattr it means).

Writes tests/data/gcn/elf_flags.txt, one case a line, tab-separated: llvm-mc-14's e_flags,
gpuasm's -m mcpu= ('-': none), llvm-mc-14's options, the source with '\\n' for its newlines.

    scripts/oracle/gcn_elf_flags.py            # rewrites the file
    scripts/oracle/gcn_elf_flags.py --check    # exits 1 if it is not current
"""
import pathlib
import struct
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "tests/data/gcn/elf_flags.txt"

PROCESSORS = ["tahiti", "pitcairn", "verde", "oland", "hainan", "kaveri", "hawaii", "kabini",
              "mullins", "bonaire", "carrizo", "iceland", "tonga", "fiji", "polaris10",
              "polaris11", "tongapro", "stoney", "gfx900", "gfx902", "gfx904", "gfx906", "gfx908",
              "gfx909", "gfx90a", "gfx90c"]
V2 = "\t.hsa_code_object_version 2,1\n\t.hsa_code_object_isa {},\"AMD\",\"AMDGPU\"\n"
CODE = "\t.text\nk:\n\ts_endpgm\n"
# (gpuasm's -m mcpu=, llvm-mc-14's options, source)
CASES = []
for p in PROCESSORS:
    CASES.append((p, f"-triple=amdgcn-- -mcpu={p}", "\ts_endpgm\n"))
    CASES.append((p, f"-triple=amdgcn-- -mcpu={p}", CODE))
# `.amd_amdgpu_isa` as clang-14 writes it without an OS (the processor alone), with -m mcpu=
# and without (where it names the processor).
for p, gfx in [("tahiti", "gfx600"), ("verde", "gfx601"), ("hawaii", "gfx701"),
               ("carrizo", "gfx801"), ("fiji", "gfx803"), ("stoney", "gfx810"),
               ("gfx900", "gfx900"), ("gfx906", "gfx906"), ("gfx908", "gfx908"),
               ("gfx90a", "gfx90a"), ("gfx90c", "gfx90c")]:
    isa = CODE + f"\t.amd_amdgpu_isa \"amdgcn-unknown-unknown--{gfx}\"\n"
    CASES.append((p, f"-triple=amdgcn-- -mcpu={p}", isa))
    CASES.append(("-", f"-triple=amdgcn-- -mcpu={p}", isa))
V2_HSA = "-triple=amdgcn-amd-amdhsa --amdhsa-code-object-version=2"
# The stepping of each processor as clang-14 -mcpu=P:xnack- writes it, under -mcpu=P alone.
for p, stepping in [("hawaii", "7,0,1"), ("carrizo", "8,0,1"), ("fiji", "8,0,3"),
                    ("stoney", "8,1,0"), ("gfx900", "9,0,0"), ("gfx902", "9,0,2"),
                    ("gfx904", "9,0,4"), ("gfx906", "9,0,6"), ("gfx90c", "9,0,12")]:
    CASES.append((p, f"{V2_HSA} -mcpu={p}", V2.format(stepping) + CODE))
# `.amd_amdgpu_isa`: XNACK off (the even name) and on or any (the odd one), with -m mcpu=.
for p, odd in [("gfx900", "gfx901"), ("gfx902", "gfx903"), ("gfx904", "gfx905"),
               ("gfx906", "gfx907")]:
    stepping = f"9,0,{p[-1]}"
    CASES.append((p, f"{V2_HSA} -mcpu={p} -mattr=-xnack",
                  V2.format(stepping) + CODE + f"\t.amd_amdgpu_isa \"amdgcn-amd-amdhsa--{p}\"\n"))
    CASES.append((p, f"{V2_HSA} -mcpu={p}",
                  V2.format(stepping) + CODE + f"\t.amd_amdgpu_isa \"amdgcn-amd-amdhsa--{odd}\"\n"))
# Without -m mcpu=: the stepping names the processor and its XNACK.
for stepping, options in [("9,0,0", "-mcpu=gfx900 -mattr=-xnack"), ("9,0,1", "-mcpu=gfx900"),
                          ("9,0,6", "-mcpu=gfx906 -mattr=-xnack"), ("9,0,7", "-mcpu=gfx906"),
                          ("8,0,1", "-mcpu=carrizo"), ("8,0,3", "-mcpu=fiji")]:
    CASES.append(("-", f"{V2_HSA} {options}", V2.format(stepping) + CODE))


def main():
    check = "--check" in sys.argv[1:]
    lines = []
    with tempfile.TemporaryDirectory() as tmp:
        src = pathlib.Path(tmp) / "k.s"
        obj = pathlib.Path(tmp) / "k.o"
        for mcpu, options, source in CASES:
            src.write_text(source)
            subprocess.run(["llvm-mc-14", *options.split(), "-filetype=obj", "-o", str(obj),
                            str(src)], check=True)
            flags = struct.unpack_from("<I", obj.read_bytes(), 48)[0]
            escaped = source.replace("\n", "\\n")
            lines.append(f"{flags:#x}\t{mcpu}\t{options}\t{escaped}")
    text = "".join(line + "\n" for line in lines)
    if check:
        if not OUT.exists() or OUT.read_text() != text:
            print(f"gcn_elf_flags.py: not current: {OUT.relative_to(ROOT)}")
            sys.exit(1)
        return
    OUT.write_text(text)


if __name__ == "__main__":
    main()
