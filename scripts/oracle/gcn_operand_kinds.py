#!/usr/bin/env python3
"""Asks llvm-mc-14 which kinds of operand each scalar and vector ALU
instruction takes, and writes them into the signatures of the instruction
table (src/targets/gcn/instructions.def):

    src0:1        any register, inline constant or literal
    src0:1vsi     only the kinds listed: v VGPR, s scalar register, i inline
                  constant, l literal
    src0:1vsilna  ... and the VOP3 modifiers neg (n) and abs (a)
    src0:1h       a 16-bit float operand (literals are halves)
    simm16u       an unsigned 16-bit immediate
    clamp, omod   the instruction takes clamp / mul:2, mul:4, div:2 in VOP3
    vccread       it reads vcc without naming it (it counts on the constant bus)
    m0read        it reads m0 without naming it (likewise)
    lds, tfe      a buffer instruction that takes the lds / tfe modifier
    vaddr:1234    MIMG: the address sizes llvm-mc-14 takes (hex digits, g = 16)

Run from the repository root: scripts/oracle/gcn_operand_kinds.py [--write]
"""
import pathlib
import re
import subprocess
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import gcn_corpus as corpus  # noqa: E402

ROOT = corpus.ROOT
SOURCE_FIELDS = ("ssrc0", "ssrc1", "src0", "src1", "src2", "vsrc1")


def accepted(lines):
    """Whether llvm-mc takes each line's operands: a line refused only for the
    constant bus (one SGPR or literal per vector instruction, vcc read
    implicitly included) counts as taken; the assembler checks the bus."""
    proc = subprocess.run(corpus.LLVM_MC, input="\n".join(lines) + "\n", capture_output=True, text=True)
    refused = {int(m.group(1)) - 1
               for m in re.finditer(r"^<stdin>:(\d+):\d+: error: (.*)$", proc.stderr, re.M)
               if "constant bus" not in m.group(2)}
    return [i not in refused for i in range(len(lines))]


def base_operands(encoding, operands):
    """One line's operands that llvm-mc accepts (the corpus's first line)."""
    return next(corpus.variants("x", encoding, operands)).split(" ", 1)[1].split(", ") if operands else []


def probes(name, encoding, operands):
    """(key, line) pairs: key says what acceptance of the line would prove."""
    base = base_operands(encoding, operands) if encoding not in ("Mubuf", "Mtbuf", "Mimg") else []
    vector = encoding in ("Vop1", "Vop2", "Vopc", "Vop3")
    e64 = name if encoding == "Vop3" else name + "_e64"
    out = []
    for i, (field, width) in enumerate(operands):
        if field not in SOURCE_FIELDS:
            continue
        kinds = {"v": corpus.vreg(5, width), "s": corpus.sreg(5, width), "i": "1",
                 "l": "1.5" if name == "v_cvt_f32_f16" else "0x12345678" if width == 1 else "0x3ff00000"}
        for k, text in kinds.items():
            line = list(base)
            line[i] = text
            out.append(((i, k), f"{name} {', '.join(line)}"))
        if vector:
            for k, fmt in (("n", "-{}"), ("a", "|{}|")):
                line = list(base)
                line[i] = fmt.format(corpus.vreg(5, width))
                out.append(((i, k), f"{e64} {', '.join(line)}"))
        if field == "src0" and name == "v_cvt_f32_f16":
            pass
    if encoding in ("Mubuf", "Mtbuf") and operands:
        d = corpus.vreg_at(10, operands[0][1])
        out.append((("lds",), f"{name} {d}, v1, s[4:7], s1 offen lds"))
        out.append((("tfe",), f"{name} {d}, v1, s[4:7], s1 offen tfe"))
    if encoding == "Mimg":
        sampler = ", s[16:19]" if any(f == "ssamp" for f, _ in operands) else ""
        data, dmask = ("v[0:3]", "0x1") if "gather4" in name else ("v[0:1]", "0x3") if "cmpswap" in name else ("v0", "0x1")
        for width in (1, 2, 3, 4, 8, 16):
            out.append((("vaddr", width), f"{name} {data}, {corpus.vreg_at(4, width)}, s[8:15]{sampler} dmask:{dmask}"))
    if vector and operands:
        out.append((("clamp",), f"{e64} {', '.join(base)} clamp"))
        out.append((("omod",), f"{e64} {', '.join(base)} mul:2"))
    for i, (field, _) in enumerate(operands):
        if field == "simm16":
            line = list(base)
            line[i] = "-1"
            out.append(((i, "negative"), f"{name} {', '.join(line)}"))
    return out


def signature(name, encoding, operands, results):
    tokens = []
    for i, (field, width) in enumerate(operands):
        if field == "sdst" and encoding == "Vop3":
            width = 2  # VOP3b's carry/flag destination is an SGPR pair (llvm-mc prints vcc)
        token = f"{field}:{width}" if field not in ("vcc", "imm32", "simm16", "hwreg", "label",
                                                   "waitcnt", "sendmsg", "soffset", "vaddr") else field
        if field == "simm16" and not results.get((i, "negative"), True):
            token = "simm16u"
        if field in SOURCE_FIELDS:
            kinds = "".join(k for k in "vsil" if results.get((i, k)))
            mods = "".join(k for k in "na" if results.get((i, k)))
            if name == "v_cvt_f32_f16" and field == "src0":
                mods += "h"
            if kinds != ("vsil" if encoding not in ("Sop2", "Sop1", "Sopc", "Sopk") else "sil") or mods:
                token += kinds + mods
        tokens.append(token)
    if encoding == "Mimg":
        widths = "".join(f"{w:x}" for w in (1, 2, 3, 4, 8) if results.get(("vaddr", w)))
        widths += "g" if results.get(("vaddr", 16)) else ""
        tokens = [f"vaddr:{widths}" if t == "vaddr" or t.startswith("vaddr:") else
                  "vdata" if t.startswith("vdata") else t for t in tokens]
    vop3b = encoding == "Vop3" and any(f == "sdst" for f, _ in operands)
    if vop3b:
        # llvm-mc-14 takes abs and clamp here and drops them: VOP3b keeps sdst in their bits
        tokens = [t[:-1] if t.endswith("a") and ":" in t else t for t in tokens]
        results[("clamp",)] = False
    if results.get(("clamp",)):
        tokens.append("clamp")
    if results.get(("omod",)):
        tokens.append("omod")
    if results.get(("lds",)):
        tokens.append("lds")
    if results.get(("tfe",)):
        tokens.append("tfe")
    if name.startswith("v_movrel"):
        tokens.append("m0read")  # the index comes from m0 (SI ISA manual, V_MOVRELD_B32)
    if name.startswith("v_div_fmas"):
        tokens.append("vccread")  # reads vcc without naming it (SI ISA manual, V_DIV_FMAS)
    return " ".join(tokens)


def main():
    rows = list(corpus.table_rows())
    jobs = []
    for name, encoding, opcode, operands in rows:
        if encoding in ("Sop2", "Sop1", "Sopc", "Sopk", "Vop1", "Vop2", "Vopc", "Vop3", "Mubuf", "Mtbuf", "Mimg"):
            jobs.append((name, encoding, operands, probes(name, encoding, operands)))
    lines = [line for *_, p in jobs for _, line in p]
    ok = iter(accepted(lines))
    text = (ROOT / "src/targets/gcn/instructions.def").read_text()
    changed = 0
    for name, encoding, operands, p in jobs:
        results = {key: next(ok) for key, _ in p}
        new = signature(name, encoding, operands, results)
        old = re.search(rf'^GCN_INSTRUCTION\({name}, {encoding}, (\([-\d, ]+\)), "([^"]*)",', text, re.M)
        if old.group(2) != new:
            changed += 1
            print(f"{name}: {old.group(2)!r} -> {new!r}")
            text = text.replace(old.group(0), old.group(0).replace(f'"{old.group(2)}"', f'"{new}"'))
    if "--write" in sys.argv:
        (ROOT / "src/targets/gcn/instructions.def").write_text(text)
    print(f"{changed} signatures differ{' (written)' if '--write' in sys.argv else ''}")


if __name__ == "__main__":
    main()
