#!/usr/bin/env python3
"""Compiles our own OpenCL C kernels (tests/data/gcn/clang/src/*.cl) with
clang-14 for Southern Islands (-mcpu=tahiti) at -O0 to -O3, for the triples
amdgcn-- and amdgcn-mesa-mesa3d, keeps each assembly file as clang wrote it
(tests/data/gcn/clang/<kernel>-<triple>-O<n>.s), has llvm-mc-14 make the
relocatable object of each (-filetype=obj, the same triple and cpu), and
writes what the object holds as a summary beside it (<same name>.expected):

  header osabi=0 abiversion=0 flags=0x20
  section .text type=1 flags=0x6 entsize=0 align=256 link=- info=0 size=732
  data .text 00008cbf...            (every section's bytes but tables')
  reloc .text 0xc 8 table           (section, offset, R_AMDGPU_* number, symbol;
                                     a section's own symbol by the section's name)
  symbol helper value=0x0 size=80 type=2 bind=1 vis=0 section=.text

The summary is read from llvm-mc's ELF bytes here (the ELF64 layout, not our
code), so the test (tests/targets/gcn/clang_corpus_test.cpp) checks gpuasm's
object against llvm-mc's by meaning: section order, types, flags, alignment
and bytes exactly, symbols as a set, relocations in order.

One file for amdgcn-amd-amdhsa (hsa-<kernel>-O2.s) is kept without an
expectation: gpuasm refuses its .amdhsa_kernel block naming issue 31.

Run from the repository root: scripts/oracle/gcn_clang_corpus.py
"""
import pathlib
import struct
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
DIR = ROOT / "tests/data/gcn/clang"
# Every level for amdgcn--; for mesa3d, whose files are larger (the 256-byte
# amd_kernel_code_t block per kernel), -O2 and -O3, to keep the data small.
TRIPLES = {"amdgcn--": ("amdgcn", ["-O0", "-O1", "-O2", "-O3"]),
           "amdgcn-mesa-mesa3d": ("mesa", ["-O2", "-O3"])}


ADDRSIG = 0x6FFF4C03  # SHT_LLVM_ADDRSIG


def compile_kernel(source, triple, level, output):
    subprocess.run(
        ["clang-14", "-target", triple, "-mcpu=tahiti", "-nogpulib", "-cl-std=CL1.2", level,
         "-S", "-Xclang", "-finclude-default-header", "-o", str(output), str(source)],
        check=True)


def summarize(obj):
    """The summary lines of an ELF64 relocatable object."""
    osabi, abiversion = obj[7], obj[8]
    (shoff,) = struct.unpack_from("<Q", obj, 0x28)
    (flags,) = struct.unpack_from("<I", obj, 0x30)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", obj, 0x3a)
    sections = []
    for i in range(shnum):
        name, type_, sflags, _, offset, size, link, info, align, entsize = struct.unpack_from(
            "<IIQQQQIIQQ", obj, shoff + i * shentsize)
        sections.append(dict(name=name, type=type_, flags=sflags, offset=offset, size=size,
                             link=link, info=info, align=align, entsize=entsize))
    strtab = sections[shstrndx]

    def string(table, at):
        start = table["offset"] + at
        return obj[start:obj.index(b"\0", start)].decode()

    for s in sections:
        s["label"] = string(strtab, s["name"])
    lines = [f"header osabi={osabi} abiversion={abiversion} flags=0x{flags:x}"]
    symtab = next(s for s in sections if s["type"] == 2)
    symbols = []
    for at in range(symtab["offset"], symtab["offset"] + symtab["size"], 24):
        name, info, other, shndx, value, size = struct.unpack_from("<IBBHQQ", obj, at)
        kind = info & 15
        where = "UND" if shndx == 0 else "ABS" if shndx == 0xfff1 else sections[shndx]["label"]
        label = where if kind == 3 else string(sections[symtab["link"]], name)
        symbols.append((label, value, size, kind, info >> 4, other & 3, where))
    for s in sections[1:]:
        if s["type"] in (2, 3):  # the symbol and string tables: by meaning below
            continue
        link = sections[s["link"]]["label"] if s["link"] else "-"
        info = sections[s["info"]]["label"] if s["type"] == 9 else s["info"]
        lines.append(f"section {s['label']} type={s['type']} flags=0x{s['flags']:x} "
                     f"entsize={s['entsize']} align={s['align']} link={link} info={info} "
                     f"size={s['size']}")
    for s in sections[1:]:
        if s["type"] in (2, 3, 8, 9) or s["size"] == 0:
            continue
        contents = obj[s["offset"]:s["offset"] + s["size"]]
        if s["type"] == ADDRSIG:
            # ULEB128 symbol indices: by name, as the table's order is free.
            names, value, shift = [], 0, 0
            for byte in contents:
                value |= (byte & 0x7f) << shift
                shift += 7
                if not byte & 0x80:
                    names.append(symbols[value][0])
                    value, shift = 0, 0
            lines.append(f"addrsig {' '.join(sorted(names))}")
            continue
        lines.append(f"data {s['label']} {contents.hex()}")
    for s in sections[1:]:
        if s["type"] != 9:
            continue
        target = sections[s["info"]]["label"]
        for at in range(s["offset"], s["offset"] + s["size"], 16):
            offset, info = struct.unpack_from("<QQ", obj, at)
            lines.append(f"reloc {target} 0x{offset:x} {info & 0xffffffff} "
                         f"{symbols[info >> 32][0]}")
    for label, value, size, kind, bind, vis, where in symbols[1:]:
        lines.append(f"symbol {label} value=0x{value:x} size={size} type={kind} bind={bind} "
                     f"vis={vis} section={where}")
    return lines


def main():
    if len(sys.argv) > 1:  # it rewrites the corpus in place: no argument is taken as a go-ahead
        sys.exit(f"usage: {sys.argv[0]} (no arguments: it regenerates tests/data/gcn/clang)")
    sources = sorted((DIR / "src").glob("*.cl"))
    if not sources:
        sys.exit("no kernels in tests/data/gcn/clang/src")
    for old in list(DIR.glob("*.s")) + list(DIR.glob("*.expected")):
        old.unlink()
    same = []
    with tempfile.TemporaryDirectory() as tmp:
        for source in sources:
            for triple, (short, levels) in TRIPLES.items():
                previous = None
                for level in levels:
                    name = f"{source.stem}-{short}{level}"
                    assembly = DIR / f"{name}.s"
                    compile_kernel(source, triple, level, assembly)
                    # A level that gives the file of the level before it is
                    # kept once (clang-14's -O3 gives -O2's for all of ours).
                    text = assembly.read_bytes()
                    if text == previous:
                        assembly.unlink()
                        same.append(name)
                        continue
                    previous = text
                    obj = pathlib.Path(tmp) / f"{name}.o"
                    subprocess.run(["llvm-mc-14", f"-triple={triple}", "-mcpu=tahiti",
                                    "-filetype=obj", "-o", str(obj), str(assembly)], check=True)
                    lines = summarize(obj.read_bytes())
                    (DIR / f"{name}.expected").write_text("\n".join(lines) + "\n")
        compile_kernel(DIR / "src/helpers.cl", "amdgcn-amd-amdhsa", "-O2", DIR / "hsa-helpers-O2.s")
    total = sum(p.stat().st_size for p in DIR.glob("*.s")) + sum(
        p.stat().st_size for p in DIR.glob("*.expected"))
    (DIR / "same_as_previous_level.txt").write_text(
        "# clang-14 wrote these files byte for byte as at the level before; kept once\n" +
        "".join(f"{name}\n" for name in same))
    print(f"{len(list(DIR.glob('*.expected')))} files, {total} bytes, {len(same)} the same as "
          "the level before")


if __name__ == "__main__":
    main()
