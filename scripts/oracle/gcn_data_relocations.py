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
  <name>.o          llvm-mc-14's object itself (what `gpuasm dis` lists and `gpuasm asm` of the
                    listing makes again), and clang-14 -c's objects (CLANG_OBJECTS)
  refused.txt       `line<TAB>llvm-mc-14's message` for each line of REFUSED
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

# The AMDGPU symbol variants in data directives (issue 31 item 5), every spelling llvm-mc-14
# takes and gives the relocation it names: each 4-byte variant in `.long`/`.4byte`/`.int`,
# `@rel64` in `.quad`/`.8byte`, upper case, a constant before or after, parentheses, a blank
# before the '@', a local label (the section's symbol plus its offset), a global one, a weak
# symbol; and the same variants in instruction operands beside them.
VARIANTS = """\
	.text
	.globl	k
	.p2align	8
	.type	k,@function
k:
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, gv@rel32@lo+4
	s_addc_u32 s5, s5, gv@rel32@hi+12
	s_add_u32 s4, s4, loc@rel32@lo+4
	s_endpgm
.Lk_end:
	.size	k, .Lk_end-k
	.data
	.globl	vars
	.p2align	3
vars:
	.long	ext@rel32@lo
	.long	ext@rel32@hi+8
	.long	ext@abs32@lo
	.long	ext@abs32@hi
	.long	ext@gotpcrel32@lo
	.long	ext@gotpcrel32@hi
	.long	ext@gotpcrel
	.4byte	ext@REL32@LO+0x10
	.int	4+ext@rel32@lo
	.long	(ext@abs32@lo)
	.long	ext @rel32@hi
	.quad	ext@rel64
	.8byte	ext@rel64+8
	.long	loc@rel32@lo
	.long	loc@rel32@lo-4
	.long	vars@abs32@hi
	.quad	k@rel64
	.weak	weak_sym
	.long	weak_sym@gotpcrel
loc:
	.long	0
"""

# `.set` symbols that stand for labels, used in data before they are defined (issue 31 item 5):
# llvm-mc-14 relocates against the label (or the symbol defined nowhere) they stand for, a
# chain of them followed to its end, the last definition of one defined twice; a difference of
# labels stays a number. (llvm-mc-14 also puts the `.set` symbols in the symbol table; gpuasm
# does not, so the test leaves the symbol lines of these files out: docs/gcn.md.)
SETS = """\
	.data
	.p2align	3
sets:
	.long	fwd
	.quad	fwd
	.long	fwd_plus
	.quad	chain
	.long	fwd_ext
	.long	fwd@rel32@lo
	.long	cst
	.long	diff
	.long	twice
lab:
	.long	1
	.set	fwd, lab
	fwd_plus = lab + 4
	.set	chain, chain2
	.set	chain2, lab2+8
	.set	fwd_ext, ext + 12
	.set	cst, 5
	.set	diff, lab2 - lab
	.set	twice, lab
	.set	twice, lab2
lab2:
	.long	2
"""

# Lines llvm-mc-14 refuses, each in a .data of its own (` | ` separates lines of one case): gpuasm refuses them
# too, naming the line. `<name>.refused` holds llvm-mc-14's message for each.
REFUSED = [
    ".long ext@foo",
    ".long ext@rel32",
    ".long ext@abs32",
    ".long ext@gotpcrel32",
    ".long ext@rel32@lo@hi",
    ".quad ext@abs64",
    ".long ext@ rel32@lo",
    ".long -ext@rel32@lo",
    ".long ext@rel32@lo*2",
    ".long ext@rel32@lo + ext2@rel32@lo",
    ".long ext@rel32@lo - ext2",
    ".long a | .set a, b | .set b, a",
]

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
    "variants-amdgcn": ("amdgcn--", "gfx900", VARIANTS),
    "variants-hsa": ("amdgcn-amd-amdhsa", "gfx900",
                     '\t.amdgcn_target "amdgcn-amd-amdhsa--gfx900"\n' + VARIANTS),
    "sets-amdgcn": ("amdgcn--", "tahiti", SETS),
    "sets-hsa": ("amdgcn-amd-amdhsa", "gfx900",
                 '\t.amdgcn_target "amdgcn-amd-amdhsa--gfx900"\n' + SETS),
}

# clang-14 -c objects (their code's `sym@rel32@lo+4` literals, kernel descriptors, the
# metadata note, .data/.bss/.rodata globals, an undefined callee), which `gpuasm dis` lists
# and `gpuasm asm` makes again: `<name>.o` beside the llvm-mc objects.
CLANG = """\
// Program-scope globals (.data, .bss, .rodata), a callee that is not inlined, two kernels.
__global int counter;
__global int table[4] = {3, 5, 7, 11};
__constant int weights[4] = {1, 2, 4, 8};
__attribute__((noinline)) int mix(int a, int b) { return (a ^ (b << 7)) * 0x01000193; }
__kernel void bump(__global int* out) {
  int i = __builtin_amdgcn_workitem_id_x();
  out[i] = mix(table[i & 3], weights[i & 3]) + counter;
  atomic_add(&counter, 1);
}
__kernel void fill(__global int* out, int v) {
  int i = __builtin_amdgcn_workitem_id_x();
  table[i & 3] = v;
  out[i] = v + weights[(i + 1) & 3];
}
"""

# name: (mcpu, code object version, extra flags)
CLANG_OBJECTS = {
    "clang-globals-gfx900-v4": ("gfx900", 4, []),
    "clang-globals-gfx803-v3": ("gfx803", 3, []),
    "clang-globals-gfx701-v4-pic": ("gfx701", 4, ["-fPIC"]),
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
            put(OUT / f"{name}.o", obj.read_bytes())
            if name.startswith("link-"):
                co = pathlib.Path(tmp) / f"{name}.co"
                subprocess.run(["ld.lld-14", "-shared", "--apply-dynamic-relocs", "-o", str(co),
                                str(obj)], check=True)
                put(OUT / f"{name}.linked",
                    ("\n".join(linked_summary(co.read_bytes())) + "\n").encode())
        cl = pathlib.Path(tmp) / "globals.cl"
        cl.write_text(CLANG)
        put(OUT / "clang-globals.cl", CLANG.encode())
        for name, (mcpu, version, flags) in CLANG_OBJECTS.items():
            obj = pathlib.Path(tmp) / f"{name}.o"
            subprocess.run(["clang-14", "-x", "cl", "-cl-std=CL2.0", "-target",
                            "amdgcn-amd-amdhsa", f"-mcpu={mcpu}", "-nogpulib", "-O2",
                            f"-mcode-object-version={version}", *flags, "-c", str(cl), "-o",
                            str(obj)], check=True)
            put(OUT / f"{name}.o", obj.read_bytes())
        refused = []
        for line in REFUSED:
            src = pathlib.Path(tmp) / "refused.s"
            src.write_text("\t.data\n" + line.replace(" | ", "\n") + "\n")
            run = subprocess.run(["llvm-mc-14", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900",
                                  "-filetype=obj", "-o", str(pathlib.Path(tmp) / "refused.o"),
                                  str(src)], capture_output=True, text=True)
            if run.returncode == 0:
                sys.exit(f"gcn_data_relocations.py: llvm-mc-14 takes {line!r}")
            message = run.stderr.splitlines()[0].split("error: ", 1)[1]
            refused.append(f"{line}\t{message}")
        put(OUT / "refused.txt", ("\n".join(refused) + "\n").encode())
    for path in stale:
        print(f"gcn_data_relocations.py: not current: {path.relative_to(ROOT)}")
    sys.exit(1 if stale else 0)


if __name__ == "__main__":
    main()
