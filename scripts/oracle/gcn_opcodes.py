#!/usr/bin/env python3
"""Checks every row of the gcn instruction table against llvm-mc-14: the
instruction, written with operands of its signature, must encode in the row's
format with the row's opcode (src/targets/gcn/instructions.def, the column of
the processor's generation: SI for tahiti, the default; CI for bonaire, VI
for tonga, GFX9 for gfx900-gfx90a, the rows of the processor), and a row the
processor lacks must be refused.

Run from the repository root: scripts/oracle/gcn_opcodes.py [--mcpu NAME]
Prints each row llvm-mc disagrees with; exits 1 if there is one.
"""
import pathlib
import re
import subprocess
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import gcn_corpus as corpus  # noqa: E402

# (first-dword mask, value, format, opcode field shift, width): narrowest first
FORMATS = [
    (0xFF800000, 0xBE800000, "Sop1", 8, 8), (0xFF800000, 0xBF000000, "Sopc", 16, 7),
    (0xFF800000, 0xBF800000, "Sopp", 16, 7), (0xF0000000, 0xB0000000, "Sopk", 23, 5),
    (0xC0000000, 0x80000000, "Sop2", 23, 7), (0xFE000000, 0x7E000000, "Vop1", 9, 8),
    (0xFE000000, 0x7C000000, "Vopc", 17, 8), (0x80000000, 0x00000000, "Vop2", 25, 6),
    (0xF8000000, 0xC0000000, "Smrd", 22, 5), (0xFC000000, 0xD0000000, "Vop3", 17, 9),
    (0xFC000000, 0xC8000000, "Vintrp", 16, 2), (0xFC000000, 0xD8000000, "Ds", 18, 8),
    (0xFC000000, 0xE0000000, "Mubuf", 18, 7), (0xFC000000, 0xE8000000, "Mtbuf", 16, 3),
    (0xFC000000, 0xF0000000, "Mimg", 18, 7), (0xFC000000, 0xF8000000, "Exp", 0, 0),
    (0xFC000000, 0xDC000000, "Flat", 18, 7),
]
# GFX8 and GFX9: SMEM in SMRD's place, VOP3's opcode at 25:16, VINTRP and EXP
# moved, DS's opcode at 24:17, MTBUF's at 18:15.
VI_FORMATS = FORMATS[:8] + [
    (0xFC000000, 0xC0000000, "Smrd", 18, 8), (0xFC000000, 0xD0000000, "Vop3", 16, 10),
    (0xFC000000, 0xD4000000, "Vintrp", 16, 2), (0xFC000000, 0xD8000000, "Ds", 17, 8),
    (0xFC000000, 0xE0000000, "Mubuf", 18, 7), (0xFC000000, 0xE8000000, "Mtbuf", 15, 4),
    (0xFC000000, 0xF0000000, "Mimg", 18, 7), (0xFC000000, 0xC4000000, "Exp", 0, 0),
    (0xFC000000, 0xDC000000, "Flat", 18, 7),
]

# GFX9: VOP3P inside VOP3's space; FLAT's seg field (bits 15:14) names GLOBAL
# (2) and SCRATCH (1).
GFX9_FORMATS = [(0xFF800000, 0xD3800000, "Vop3p", 16, 7)] + [
    f for f in VI_FORMATS if f[2] != "Flat"] + [
    (0xFC00C000, 0xDC000000, "Flat", 18, 7), (0xFC00C000, 0xDC008000, "FlatGlobal", 18, 7),
    (0xFC00C000, 0xDC004000, "FlatScratch", 18, 7)]


def decode(data, formats=FORMATS):
    word = int.from_bytes(data[:4], "little")
    for mask, value, name, shift, width in formats:
        if word & mask == value:
            return name, (word >> shift) & ((1 << width) - 1)
    return None, None


def reg(kind, width, start):
    return f"{kind}{start}" if width == 1 else f"{kind}[{start}:{start + width - 1}]"


def candidates(name, encoding, operands):
    """Lines to try, best first; the first that llvm-mc takes is checked."""
    if encoding in ("Sop2", "Sopk", "Sop1", "Sopc", "Sopp", "Smrd", "Vop1", "Vop2", "Vopc", "Vop3"):
        return list(corpus.variants(name, encoding, operands))[:40]
    widths = dict(operands)
    if encoding == "Ds":
        parts = []
        for field, width in operands:
            parts.append({"vdst": reg("v", width, 0), "addr": "v8", "data0": reg("v", width, 10),
                          "data1": reg("v", width, 20), "gds": "gds"}[field])
        text = ", ".join(p for p in parts if p != "gds")
        return [f"{name} {text}{' gds' if 'gds' in widths else ''}".strip(), f"{name} {text} gds"]
    if encoding == "Mubuf":
        if not operands:
            return [name]
        if "vdata" not in widths:  # buffer_store_lds_dword: the resource, the offset, lds
            return [f"{name} s[4:7], s1 lds"]
        d = reg("v", widths["vdata"], 0)
        return [f"{name} {d}, v8, s[4:7], s1 offen"]
    if encoding == "Mtbuf":
        d = reg("v", widths["vdata"], 0)
        return [f"{name} {d}, v8, s[4:7], dfmt:1, nfmt:2, s1 offen"]
    if encoding == "Mimg":
        out = []
        for data, dmask in (("v0", "0x1"), ("v[0:1]", "0x3"), ("v[0:3]", "0xf"), ("v[0:3]", "0x1")):
            for address in ("v4", "v[4:5]", "v[4:6]", "v[4:7]", "v[4:11]", "v[4:19]"):
                sampler = ", s[16:19]" if "ssamp" in widths else ""
                out.append(f"{name} {data}, {address}, s[8:15]{sampler} dmask:{dmask}")
        return out
    if encoding == "Vintrp":
        return [f"{name} v0, {'p10' if 'param' in widths else 'v1'}, attr0.x"]
    if encoding == "Exp":
        return ["exp mrt0 v0, v1, v2, v3"]
    if encoding == "Flat":
        first = next(corpus.flat_variants(name, operands))
        return [first, first.replace("v[1:2]", "v[2:3]")]  # (gfx90a's tuples start even)
    if encoding in ("FlatGlobal", "FlatScratch", "Vop3p"):
        return list(corpus.variants(name, encoding, operands, gfx9=True))[:4]
    return []


def main():
    mcpu = sys.argv[sys.argv.index("--mcpu") + 1] if "--mcpu" in sys.argv else "tahiti"
    column = corpus.COLUMNS[mcpu]
    formats = FORMATS if column < 2 else VI_FORMATS if column == 2 else GFX9_FORMATS
    llvm_mc = corpus.LLVM_MC[:2] + [f"-mcpu={mcpu}"] + corpus.LLVM_MC[3:]
    rows = list(corpus.table_rows(column))
    # the rows of some GFX9 processors only (RowFlag::DeepLearning, MadMix, Cdna, Gfx90a,
    # NotGfx90a): llvm-mc-14 refuses them for the others
    flags = corpus.row_flags()
    if column == 3:
        rows = [row for row in rows if corpus.on_processor(flags[row[0]], mcpu)]
    deep = {row[0] for row in corpus.table_rows(column) if row[0] not in {r[0] for r in rows}}
    present = {row[0] for row in rows}
    # the rows of other generations only: each must be refused
    absent = [row for c in range(4) if c != column for row in corpus.table_rows(c)
              if row[0] not in present]
    absent = list({row[0]: row for row in absent}.values())
    absent += [row for row in corpus.table_rows(column) if row[0] in deep and row[0] not in present]
    bad = 0
    for row in absent:
        lines = candidates(row[0], row[1], row[3])
        proc = subprocess.run(llvm_mc, input="\n".join(lines) + "\n", capture_output=True, text=True)
        if re.search(r"; encoding: ", proc.stdout):
            print(f"{row[0]}: not in the {mcpu} column, but llvm-mc encodes a line of it")
            bad += 1
    tries = [(row, candidates(row[0], row[1], row[3])) for row in rows]
    depth = max(len(c) for _, c in tries)
    answer = {}
    for level in range(depth):
        batch = [(row, c[level]) for row, c in tries if row[0] not in answer and level < len(c)]
        if not batch:
            break
        proc = subprocess.run(llvm_mc, input="\n".join(l for _, l in batch) + "\n",
                              capture_output=True, text=True)
        refused = {int(m.group(1)) - 1
                   for m in re.finditer(r"^<stdin>:(\d+):\d+: error", proc.stderr, re.M)}
        encodings = iter(re.findall(r"; encoding: \[([^\]]*)\]", proc.stdout))
        for i, (row, line) in enumerate(batch):
            if i not in refused:
                answer[row[0]] = (line, bytes(int(b, 16) for b in next(encodings).split(",")))
    for name, encoding, opcode, _ in rows:
        if name not in answer:
            print(f"{name}: llvm-mc takes none of the lines tried")
            bad += 1
            continue
        line, data = answer[name]
        got = decode(data, formats)
        if got != (encoding, opcode):
            print(f"{name}: table {encoding} {opcode}, llvm-mc encodes '{line}' as {got[0]} {got[1]}")
            bad += 1
    print(f"{len(rows)} rows of {mcpu} and {len(absent)} of other generations, {bad} disagree "
          f"with llvm-mc-14")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
