#!/usr/bin/env python3
"""Data directives that name symbols (`.quad tab`, `.long ext+12`, `.4byte ptr`, a
difference of two labels of one section): llvm-mc-14's relocatable objects for
them, the expectation of tests/targets/gcn/data_relocations_test.cpp (issue 31).

Writes into tests/data/gcn/data_relocations/, for each source below:

  <name>.s          the source (as written here)
  <name>.expected   the summary of `llvm-mc-14 -triple=TRIPLE -mcpu=MCPU -filetype=obj`'s object
                    (scripts/oracle/gcn_clang_corpus.py's format: header, sections, bytes,
                    `reloc` lines for SHT_REL, and scripts/gcn-corpus/expected.py's `rela`
                    lines with the addend for SHT_RELA; symbols), read from llvm-mc's bytes
  <name>.objdump    `llvm-objdump-14 -r` of that object (the relocation records, which `gpuasm
                    dis` of gpuasm's object lists the same, in comments)
  <name>.linked     for the linkable HSA source: what `ld.lld-14 -shared --apply-dynamic-relocs`
                    makes of llvm-mc's object: `address SYMBOL VALUE` for each symbol of the
                    linked .symtab and `data .data ADDRESS HEX` (the pointers hold addresses)

The forms left out are those where llvm-mc-14 writes what does not link to the value:
`sym - .` (it writes R_AMDGPU_ABS32/ABS64, dropping the PC-relative flag), `.short sym` and
`.byte sym` (no relocation of that width exists; llvm-mc-14 writes R_AMDGPU_REL16 by falling
off the end of AMDGPUELFObjectWriter::getRelocType). The test derives those by hand.

    scripts/oracle/gcn_data_relocations.py            # rewrites the files
    scripts/oracle/gcn_data_relocations.py --check    # exits 1 if a file is not current
"""
import pathlib
import struct
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "tests/data/gcn/data_relocations"
sys.path.insert(0, str(ROOT / "scripts/oracle"))
sys.path.insert(0, str(ROOT / "scripts/gcn-corpus"))
from gcn_clang_corpus import summarize  # noqa: E402  (the ELF64 summary, from llvm-mc's bytes)
from expected import with_rela  # noqa: E402  (SHT_RELA entries as `rela` lines)

# The forms, in .data (SHT_REL for amdgcn--: the addend in the bytes) and .rodata; every
# symbol kind: a global label, a local one (the section's symbol plus its offset), a label of
# another section, one defined nowhere, a weak one.
DATA = """\
	.data
	.globl	tab
	.p2align	3
tab:
	.long	1
ptr:
	.quad	tab
	.long	tab
	.quad	ptr+8
	.4byte	ptr
	.8byte	k
	.long	ext
	.quad	ext-4
	.quad	ext+0x100000000
	.long	ext+12
	.quad	(ptr - tab) + ext
	.weak	weak_sym
	.quad	weak_sym
	.long	end - tab
	.quad	end - ptr
	.long	.Lk_end - k
	.2byte	end - ptr
	.byte	ptr - tab
end:
	.section	.rodata.ptrs,"a",@progbits
	.p2align	2
table:
	.long	2
	.long	table+4
	.quad	tab+16
	.quad	.Lk_end
"""

KERNEL = """\
	.text
	.globl	k
	.p2align	8
	.type	k,@function
k:
	s_endpgm
.Lk_end:
	.size	k, .Lk_end-k
"""

DESCRIPTOR = """\
	.rodata
	.p2align	6
	.amdhsa_kernel k
		.amdhsa_next_free_vgpr 1
		.amdhsa_next_free_sgpr 1
	.end_amdhsa_kernel
"""

# name: (triple, mcpu, source)
SOURCES = {
    # The example, as written there.
    "issue-amdgcn": ("amdgcn--", "gfx900", """\
.text
.globl k
k:
  s_endpgm
.data
.globl tab
tab:
  .long 1
ptr:
  .quad tab
  .long tab
"""),
    "forms-amdgcn": ("amdgcn--", "tahiti", KERNEL + DATA),
    "forms-hsa": ("amdgcn-amd-amdhsa", "gfx900",
                  '\t.amdgcn_target "amdgcn-amd-amdhsa--gfx900"\n' + KERNEL + DESCRIPTOR + DATA),
    # What ld.lld-14 -shared links: pointers in writable data (R_AMDGPU_RELATIVE64 in the code
    # object, applied with --apply-dynamic-relocs so that the bytes hold the addresses).
    "link-hsa": ("amdgcn-amd-amdhsa", "gfx900",
                 '\t.amdgcn_target "amdgcn-amd-amdhsa--gfx900"\n' + KERNEL + DESCRIPTOR + """\
	.data
	.globl	tab
	.hidden	tab
	.p2align	3
tab:
	.long	1
	.long	2
ptr:
	.quad	tab
	.quad	tab+4
	.quad	k
	.quad	ptr
	.quad	tab - ptr
"""),
}


def linked_summary(co):
    """`address NAME VALUE` for the .symtab of a linked ELF64 file, and its .data."""
    (shoff,) = struct.unpack_from("<Q", co, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", co, 0x3a)
    sections = [struct.unpack_from("<IIQQQQIIQQ", co, shoff + i * shentsize) for i in range(shnum)]

    def string(table, at):
        start = sections[table][4] + at
        return co[start:co.index(b"\0", start)].decode()

    names = [string(shstrndx, s[0]) for s in sections]
    lines = []
    for i, s in enumerate(sections):
        if s[1] != 2:  # SHT_SYMTAB
            continue
        for at in range(s[4] + 24, s[4] + s[5], 24):
            name, info, other, shndx, value, size = struct.unpack_from("<IBBHQQ", co, at)
            if name:
                lines.append(f"address {string(s[6], name)} 0x{value:x}")
    data = sections[names.index(".data")]
    lines.append(f"data .data 0x{data[3]:x} {co[data[4]:data[4] + data[5]].hex()}")
    return sorted(lines)


def main():
    check = "--check" in sys.argv[1:]
    stale = []

    def put(path, content):
        if check:
            if not path.exists() or path.read_bytes() != content:
                stale.append(path)
        else:
            path.write_bytes(content)

    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        for name, (triple, mcpu, text) in SOURCES.items():
            source = OUT / f"{name}.s"
            header = (f"; scripts/oracle/gcn_data_relocations.py: llvm-mc-14 -triple={triple} "
                      f"-mcpu={mcpu} -filetype=obj\n")
            put(source, (header + text).encode())
            obj = pathlib.Path(tmp) / f"{name}.o"
            src = pathlib.Path(tmp) / f"{name}.s"
            src.write_text(header + text)
            subprocess.run(["llvm-mc-14", f"-triple={triple}", f"-mcpu={mcpu}", "-filetype=obj",
                            "-o", str(obj), str(src)], check=True)
            lines = with_rela(summarize(obj.read_bytes()))
            put(OUT / f"{name}.expected", ("\n".join(lines) + "\n").encode())
            records = subprocess.run(["llvm-objdump-14", "-r", str(obj)], check=True,
                                     capture_output=True, text=True).stdout
            records = "".join(line + "\n" for line in records.splitlines()
                              if line and "file format" not in line)
            put(OUT / f"{name}.objdump", records.encode())
            if name.startswith("link-"):
                co = pathlib.Path(tmp) / f"{name}.co"
                subprocess.run(["ld.lld-14", "-shared", "--apply-dynamic-relocs", "-o", str(co),
                                str(obj)], check=True)
                put(OUT / f"{name}.linked",
                    ("\n".join(linked_summary(co.read_bytes())) + "\n").encode())
    for path in stale:
        print(f"gcn_data_relocations.py: not current: {path.relative_to(ROOT)}")
    sys.exit(1 if stale else 0)


if __name__ == "__main__":
    main()
