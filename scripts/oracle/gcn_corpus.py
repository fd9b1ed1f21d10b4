#!/usr/bin/env python3
"""Generates the gcn LLVM-dialect corpus and records llvm-mc-14's encodings.

Every instruction of the encodings the gcn assembler takes (SOP2, SOPK, SOP1,
SOPC, SOPP, SMRD, VOP1, VOP2, VOPC, VOP3, DS, MUBUF, MTBUF, MIMG, VINTRP, EXP,
FLAT) that the chosen generation has (its column of the instruction table
src/targets/gcn/instructions.def) is written with a few kinds of each operand
(registers and ranges, special registers, inline integer and float
constants, literals, VOP3 modifiers). llvm-mc-14 -arch=amdgcn -mcpu=NAME
assembles them; tests/data/gcn/llvm_corpus.txt (tahiti, SI) or
tests/data/gcn/llvm_corpus_NAME.txt (bonaire, ...) gets one line per instruction:

    <source line> ; encoding: <hex bytes>      what llvm-mc encodes
    <source line> ; error                      what llvm-mc refuses

tests/targets/gcn/llvm_corpus_test.cpp checks that gpuasm agrees line by line.
Run from the repository root: scripts/oracle/gcn_corpus.py [--mcpu NAME] [--output FILE]
[--disassembly FILE] (the test runs it with --output when llvm-mc-14 is installed and
compares). For gfx906 the corpus holds only the rows gfx906 adds to gfx900 (DeepLearning:
the dot instructions, v_fma_mix*, v_fmac_f32, v_xnor_b32); for gfx908 and gfx90a the rows
they add to gfx906 (Cdna, and gfx90a's Gfx90a) and the rows gfx90a dropped, with gfx90a's AGPR
memory data and even register tuples (cdna_lines). For GFX8 (tonga) each
VOP1/VOP2/VOPC row gets its SDWA and DPP forms too, and
--disassembly writes llvm-mc-14 --disassemble's text of every encoding (the
disassembler's second oracle, tests/data/gcn/llvm_disassembly_tonga.txt).
"""
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
TABLE = ROOT / "src/targets/gcn/instructions.def"
OUT = ROOT / "tests/data/gcn/llvm_corpus.txt"
LLVM_MC = ["llvm-mc-14", "-arch=amdgcn", "-mcpu=tahiti", "-show-encoding"]


# The generation of each -mcpu this script is run with: the column of the
# table's opcodes (SI, CI, VI, GFX9).
COLUMNS = {"tahiti": 0, "bonaire": 1, "tonga": 2, "gfx900": 3, "gfx906": 3, "gfx908": 3, "gfx90a": 3}


# The column being generated (main sets it): GFX8 and later get the forms
# they added (1/(2*pi), SDWA, DPP) without changing the SI and CI corpora.
COLUMN = 0


def gfx8():
    return COLUMN >= 2


def table_rows(column=0):
    """(mnemonic, encoding, opcode, [(field, registers)]) of each row the
    generation of `column` has; the operand kinds after the register count
    and the instruction's flags (clamp, omod, vccread, m0read) are left out."""
    row = re.compile(r'^GCN_INSTRUCTION\((\w+), (\w+), \((-?\d+), (-?\d+), (-?\d+), (-?\d+)\), '
                     r'"([^"]*)",', re.M)
    for m in row.finditer(TABLE.read_text()):
        opcode = int(m.group(3 + column))
        if opcode < 0:
            continue
        operands = []
        for token in m.group(7).split():
            if token in ("clamp", "omod", "vccread", "m0read", "lds", "tfe", "clamp8", "nogds", "opsel",
                         "mix", "high", "mai"):
                continue
            field, _, rest = token.partition(":")
            operands.append((field.rstrip("u") if field == "simm16u" else field,
                             int(re.match(r"\d*", rest).group(0) or 1)))
        yield m.group(1), m.group(2), opcode, operands


def row_flags():
    """Each row's flags column (RowFlag names joined by |)."""
    row = re.compile(r'^GCN_INSTRUCTION\((\w+), \w+, \([^)]*\), "[^"]*", ([^,]*),', re.M)
    return {m.group(1): set(m.group(2).replace(" ", "").split("|")) for m in row.finditer(TABLE.read_text())}


def on_processor(flags, mcpu):
    """Whether a GFX9 row with these flags is the processor's (isa.cpp's rowOnProcessor)."""
    deep = mcpu in ("gfx906", "gfx908", "gfx90a")
    cdna = {"gfx908": 1, "gfx90a": 2}.get(mcpu, 0)
    return not (("DeepLearning" in flags and not deep) or ("MadMix" in flags and deep) or
                ("Cdna" in flags and cdna < 1) or ("Gfx90a" in flags and cdna < 2) or
                ("NotGfx90a" in flags and cdna == 2))


def cdna_lines(mcpu):
    """The gfx908 and gfx90a corpus: every line of the rows they add to gfx906 (Cdna; gfx90a:
    Gfx90a too), the rows gfx90a dropped (refused there), and gfx90a's memory instructions with
    AGPR data and its even register tuples."""
    flags = row_flags()
    mine = {"Cdna"} | ({"Gfx90a", "NotGfx90a"} if mcpu == "gfx90a" else set())
    for name, encoding, opcode, operands in table_rows(3):
        if flags[name] & mine:
            yield from variants(name, encoding, operands, gfx9=True)
    if mcpu != "gfx90a":
        return
    for line in ["ds_read_b32 a1, v2", "ds_read_b64 a[2:3], v2 offset:8", "ds_read_b64 a[1:2], v2",
                 "ds_write_b32 v1, a2", "ds_write_b64 v1, a[2:3]", "ds_write2_b32 v1, a2, a3 offset1:4",
                 "ds_write2_b32 v1, a2, v3", "ds_add_rtn_u32 a1, v2, a3", "ds_add_rtn_u32 a1, v2, v3",
                 "ds_add_rtn_u32 v1, v2, a3", "ds_read_b32 a1, a2", "ds_read_b128 a[4:7], v1 gds",
                 "global_load_dword a1, v[2:3], off", "global_load_dwordx2 a[2:3], v[2:3], off",
                 "global_load_dwordx2 a[1:2], v[2:3], off", "global_load_dwordx3 a[2:4], v2, s[4:5]",
                 "global_load_dwordx4 a[4:7], v[2:3], off offset:-8 glc slc", "global_store_dword v[2:3], a1, off",
                 "global_store_dwordx2 v[2:3], a[4:5], off", "global_atomic_add a1, v[2:3], a4, off glc",
                 "global_atomic_add a1, v[2:3], v4, off glc", "global_atomic_add v[2:3], a4, off",
                 "global_atomic_cmpswap_x2 a[0:1], v[2:3], a[4:7], off glc", "global_load_dword v1, a[2:3], off",
                 "flat_load_dword a1, v[2:3]", "flat_load_dwordx4 a[0:3], v[2:3] glc",
                 "flat_store_dwordx2 v[2:3], a[2:3]", "flat_atomic_swap a1, v[2:3], a2 glc",
                 "scratch_load_dword a1, v2, off", "scratch_store_dword off, a1, s4 offset:16",
                 "buffer_load_dword a1, off, s[0:3], 0", "buffer_load_dwordx2 a[2:3], v1, s[0:3], s4 offen",
                 "buffer_load_dwordx2 a[1:2], v1, s[0:3], s4 offen", "buffer_store_dword a1, off, s[0:3], 0",
                 "buffer_atomic_add a1, v1, s[0:3], 0 idxen glc", "buffer_load_dword a1, off, s[0:3], 0 lds",
                 "buffer_load_dword v1, off, s[0:3], 0 tfe", "buffer_load_dword a1, v[2:3], s[0:3], 0 idxen offen",
                 "tbuffer_load_format_x a1, off, s[0:3], 0", "tbuffer_store_format_xy a[2:3], off, s[0:3], 0",
                 "v_add_f64 v[0:1], v[1:2], v[4:5]", "v_add_f64 v[0:1], v[2:3], v[5:6]",
                 "v_add_f64 v[1:2], v[2:3], v[4:5]", "v_lshlrev_b64 v[2:3], v1, v[5:6]",
                 "s_load_dwordx2 s[2:3], s[4:5], 0x0", "v_mov_b32 v0, a1", "v_add_f32 a0, v1, v2",
                 "v_mov_b32_dpp v0, v1 row_newbcast:1", "v_mov_b32_dpp v0, v1 row_newbcast:15",
                 "v_mov_b32_dpp v0, v1 row_bcast:15", "v_mov_b32_dpp v0, v1 row_shl:1"]:
        yield line


def areg(start, width):
    return f"a{start}" if width == 1 else f"a[{start}:{start + width - 1}]"


def mai_variants(name, operands):
    """A matrix instruction's lines: AGPR and VGPR matrices, src2's constants, cbsz:, abid:,
    blgp: in and out of order and range, and what it refuses (neg, clamp, op_sel)."""
    w = dict(operands)
    d, s = w["vdst"], w["src0"]
    base = [areg(0, d), vreg_at(40, s), vreg_at(42, s), areg(0, d)]
    alts = [[vreg_at(0, d), areg(32, d) if d < 32 else areg(224, d), areg(256 - d, d), areg(1, d), areg(2, d)],
            [areg(40, s), vreg_at(254, s), vreg_at(41, s), areg(255, s), "s0" if s == 1 else "s[0:1]", "1", "1.0",
             "0x1234", f"-{vreg_at(40, s)}"],
            [areg(42, s), vreg_at(0, s), vreg_at(43, s), "v255" if s == 1 else "v[250:251]", "2"],
            [areg(d, d) if d < 32 else areg(32, d), vreg_at(0, d), "0", "1", "-2", "64", "-16", "1.0", "0.5",
             "-4.0", "0.15915494", "0x1234", "65", "s[0:3]", areg(2, d) if d > 2 else areg(1, d)]]
    yield from spread(name, base, alts)
    vgprs = [vreg_at(0, d), vreg_at(40, s), vreg_at(42, s), vreg_at(0, d)]
    yield f"{name} {', '.join(vgprs)}"
    yield f"{name} {', '.join(vgprs[:3] + ['1.0'])}"
    yield f"{name} {', '.join(vgprs[:3] + [vreg_at(64, d)])}"
    mixed = [areg(0, d), areg(40, s), vreg_at(42, s), areg(0, d)]
    yield f"{name} {', '.join(mixed)}"
    for tail in ["cbsz:1", "abid:15", "blgp:7", "cbsz:7 abid:15 blgp:7", "cbsz:1 abid:2 blgp:3", "cbsz:8",
                 "abid:16", "blgp:8", "blgp:1 cbsz:1", "abid:1 cbsz:1", "cbsz:1 cbsz:2", "cbsz:0 abid:0 blgp:0",
                 "clamp", "op_sel:[0,0,0]", "neg_lo:[1,0,0]", "cbsz:-1", "cbsz:1, abid:1", "blgp:2 clamp"]:
        yield f"{name} {', '.join(base)} {tail}"
        yield f"{name} {', '.join(vgprs)} {tail}"


def accumulation_variants(name):
    """v_accvgpr_read_b32, v_accvgpr_write_b32 and gfx90a's v_accvgpr_mov_b32."""
    dst, src = {"v_accvgpr_read_b32": ("v1", "a2"), "v_accvgpr_write_b32": ("a1", "v2"),
                "v_accvgpr_mov_b32": ("a1", "a2")}[name]
    alts = [["v255", "a255", "a1", "v1", "s1", "a[0:1]", "a256", "v[0:1]"],
            ["a255", "v255", "a2", "v2", "s2", "1", "-16", "64", "65", "1.0", "0.5", "-4.0", "0.15915494", "0x1234",
             "vcc_lo", "m0", "-v2", "|v2|", "-a2", "a[2:3]", "acc2", "a[2]", "[a2]"]]
    yield from spread(name, [dst, src], alts)
    for suffix in ["_e32", "_e64", "_sdwa", "_dpp"]:
        yield f"{name}{suffix} {dst}, {src}"
    for tail in ["clamp", "op_sel:[0,0]", "op_sel:[1,0]", "neg_lo:[1,0]", "mul:2", "row_shl:1",
                 "row_newbcast:1"]:
        yield f"{name} {dst}, {src} {tail}"


def deep_learning_rows():
    """The mnemonics of the rows gfx906 adds to gfx900 (the DeepLearning flag: LLVM's
    FeatureDLInsts); the gfx906 corpus is theirs alone."""
    row = re.compile(r'^GCN_INSTRUCTION\((\w+), \w+, \([^)]*\), "[^"]*", ([^,]*),', re.M)
    return {m.group(1) for m in row.finditer(TABLE.read_text()) if "DeepLearning" in m.group(2)}


def sreg(index, width):
    start = index * 16 if width > 1 else index * 16 + 3
    return f"s{start}" if width == 1 else f"s[{start}:{start + width - 1}]"


def vreg(index, width):
    start = index * 17 + 1 if width == 1 else index * 16
    return f"v{start}" if width == 1 else f"v[{start}:{start + width - 1}]"


def scalar_sources(width):
    kinds = [sreg(4, width), "0", "64", "-16", "-1", "0.5", "-4.0", "0x12345678"]
    kinds += ["vcc_lo", "m0", "exec_hi", "ttmp3", "s103", "tba_lo", "tma_hi", "ttmp11"] if width == 1 else \
        ["vcc", "exec", "ttmp[4:5]", "1.0", "s[102:103]", "tba", "tma", "ttmp[10:11]"]
    if width == 1:
        kinds += ["65", "-17", "1.5", "0x3f800000", "scc", "vccz"]
    else:
        kinds += ["65", "0xffffffff", "1.5"]
    if gfx8():
        kinds += ["0.15915494", "0x3e22f983"] if width == 1 else ["0.15915494309189532", "0x3fc45f306dc9c882"]
    return kinds


def vector_sources(width, index):
    kinds = [vreg(index, width), sreg(index + 2, width), "0", "64", "-16", "0.5", "-4.0", "0x12345678",
             "v255" if width == 1 else f"v[{256 - width}:255]", "s103" if width == 1 else "s[102:103]",
             "ttmp11" if width == 1 else "ttmp[10:11]", "-1", "1.0"]
    kinds += ["vcc_lo", "m0", "exec_lo", "1.5", "-17"] if width == 1 else ["vcc", "exec", "1.5", "0x3ff00000"]
    if gfx8():
        kinds += ["0.15915494", "0x3e22f983", "0x3118", "0xffff"] if width == 1 else \
            ["0.15915494309189532", "0x3fc45f306dc9c882", "0.15915494"]
    return kinds


def variants(name, encoding, operands, gfx9=False):
    fields = [f for f, _ in operands]
    if name.startswith("v_mfma_"):
        yield from mai_variants(name, operands)
        return
    if name.startswith("v_accvgpr_"):
        yield from accumulation_variants(name)
        return
    if encoding in ("Sop2", "Sop1", "Sopc", "Sopk"):
        base, alts = [], []
        for i, (field, width) in enumerate(operands):
            if field == "sdst":
                base.append(sreg(1, width))
                alts.append([sreg(2, width), "vcc" if width == 2 else "m0", "exec" if width == 2 else "vcc_hi",
                             "s[1:2]" if width == 2 else "s103"])
            elif field in ("ssrc0", "ssrc1"):
                base.append(sreg(2 + i, width))
                alts.append(scalar_sources(width))
            elif field == "simm16":
                base.append("0x1234")
                alts.append(["0", "-1", "0xffff", "-32768", "65536"])
            elif field == "hwreg":
                base.append("hwreg(HW_REG_MODE)")
                alts.append(["hwreg(HW_REG_STATUS, 4, 8)", "hwreg(3)", "hwreg(HW_REG_IB_STS, 0, 32)", "0x1a05"])
            elif field == "imm32":
                base.append("0x12345678")
                alts.append(["0", "-1"])
            elif field == "label":
                base.append("4")
                alts.append(["-1"])
            elif field == "gpridx":
                base.append("gpr_idx(SRC0)")
                alts.append(GPR_IDX)
        yield from spread(name, base, alts)
    elif encoding == "Sopp":
        if not fields:
            yield name
        elif fields == ["waitcnt"]:
            for t in ["0", "vmcnt(0)", "expcnt(0)", "lgkmcnt(0)", "vmcnt(3) expcnt(2) lgkmcnt(1)",
                      "vmcnt(1) & lgkmcnt(2)", "lgkmcnt(15)", "0x1234"]:
                yield f"{name} {t}"
        elif fields == ["gpridx"]:
            for t in GPR_IDX:
                yield f"{name} {t}"
        elif fields == ["sendmsg"]:
            for t in ["sendmsg(MSG_INTERRUPT)", "sendmsg(MSG_GS, GS_OP_EMIT, 1)", "sendmsg(MSG_GS_DONE, GS_OP_NOP)",
                      "sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD)", "3"]:
                yield f"{name} {t}"
        else:
            for t in ["0", "1", "0x7fff", "-1", "0xffff"]:
                yield f"{name} {t}"
    elif encoding == "Smrd" and fields and fields[0] == "probe":
        b = operands[1][1]
        for probe in ["0", "7", "0x7f", "128"]:
            yield f"{name} {probe}, {sreg(2, b)}, 0x4"
        for off in ["0", "0xfffff", "0x100000", "s5", "m0"]:
            yield f"{name} 7, {sreg(2, b)}, {off}"
        yield f"{name} 7, s[1:{b}], 0"
    elif encoding == "Smrd":
        if not fields:
            yield name
        elif len(fields) == 1:
            yield f"{name} {sreg(1, operands[0][1])}"
            yield f"{name} s[1:2]"
        elif fields[0] == "sbase":  # GFX9's s_dcache_discard: no data
            for off in ["0", "0x4", "-4", "0xfffff", "s5", "m0"]:
                yield f"{name} {sreg(2, operands[0][1])}, {off}"
            yield f"{name} s[1:2], 0"
        else:
            d, b = operands[0][1], operands[1][1]
            offsets = ["0", "0x4", "255", "256", "s5", "m0", "vcc_lo"]
            if gfx8():
                offsets += ["0xfffff", "0x100000", "0x4 glc", "s5 glc", "-1"]
            for off in offsets:
                yield f"{name} {sreg(1, d)}, {sreg(2, b)}, {off}"
            yield f"{name} {sreg(1, d)}, s[1:{b}], 0"
            yield f"{name} vcc, {sreg(2, b)}, 0" if d == 2 else f"{name} vcc_lo, {sreg(2, b)}, 0"
            if "atomic" in name or "store" in name:  # GFX8's SMEM and later: glc, negative offsets
                for tail in [", s5 glc", ", 0x4 glc", ", -4", ", -0x100000 glc", ", 0x100000"]:
                    yield f"{name} {sreg(1, d)}, {sreg(2, b)}{tail}"
    elif encoding == "Ds":
        yield from ds_variants(name, operands)
    elif encoding == "Mubuf":
        if not operands:
            yield name
            return
        d = vreg_at(10, operands[0][1])
        forms = [("off", ""), ("v1", " offen"), ("v1", " idxen"), ("v[2:3]", " idxen offen"),
                 ("v[2:3]", " addr64"), ("v1", ""), ("off", " offen"), ("v[2:3]", " offen"),
                 ("v1", " offen idxen")]
        for vaddr, mode in forms:
            yield f"{name} {d}, {vaddr}, s[4:7], s1{mode}"
        for tail in [" offset:4", " offset:4095", " offset:4096", " glc", " slc", " glc slc", " slc glc",
                     " lds", " tfe", " offset:8 glc slc lds tfe", " tfe glc", " glc glc"]:
            yield f"{name} {d}, v1, s[4:7], s1 offen{tail}"
        for soffset in ["0", "64", "-1", "1.0", "m0", "vcc_lo", "0x1234", "v2", "ttmp3"]:
            yield f"{name} {d}, off, s[4:7], {soffset}"
        for rsrc in ["s[8:11]", "s[100:103]", "s[5:8]", "ttmp[4:7]"]:
            yield f"{name} {d}, off, {rsrc}, s1"
    elif encoding == "Mtbuf":
        d = vreg_at(10, operands[0][1])
        for fmt in ["", " format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT]", " format:[BUF_NUM_FORMAT_UINT]",
                    " format:[BUF_DATA_FORMAT_INVALID]", " format:[BUF_NUM_FORMAT_SNORM_OGL,BUF_DATA_FORMAT_8_8]",
                    " format:[BUF_DATA_FORMAT_RESERVED_15,BUF_NUM_FORMAT_SINT]", " format:22", " format:127",
                    " format:128", " format:[BUF_NUM_FORMAT_RESERVED_6]"]:
            yield f"{name} {d}, off, s[4:7], s1{fmt}"
        for legacy in ["dfmt:3, nfmt:2, ", "nfmt:7, ", "dfmt:15, "]:
            yield f"{name} {d}, off, s[4:7], {legacy}s1"
        for mode in [" offen", " idxen", " offen offset:4095 glc slc tfe", " addr64", " offen lds"]:
            vaddr = "v[2:3]" if "addr64" in mode else "v1"
            yield f"{name} {d}, {vaddr}, s[4:7], s1 format:[BUF_DATA_FORMAT_32]{mode}"
        yield f"{name} {d}, v1, s[4:7], 0 offen format:[BUF_DATA_FORMAT_32]"
    elif encoding == "Mimg":
        sampler = ", s[16:19]" if any(f == "ssamp" for f, _ in operands) else ""
        if "gather4" in name:
            data = [("v[0:3]", "0x1"), ("v[0:3]", "0x8"), ("v[0:3]", "0x3"), ("v[0:4]", "0x2 tfe")]
        elif "cmpswap" in name:
            data = [("v[0:1]", "0x3"), ("v[0:3]", "0xf"), ("v0", "0x1")]
        else:
            data = [("v0", "0x1"), ("v[0:1]", "0x3"), ("v[0:2]", "0xb"), ("v[0:3]", "0xf"), ("v0", "0x0"),
                    ("v[0:4]", "0xf tfe"), ("v[0:1]", "0x1 tfe"), ("v[0:1]", "0x1")]
        for width in (1, 2, 3, 4, 8, 16):
            for d, dmask in data[:2]:
                yield f"{name} {d}, {vreg_at(20, width)}, s[8:15]{sampler} dmask:{dmask}"
        address = "v[20:23]"
        for d, dmask in data[2:]:
            yield f"{name} {d}, {address}, s[8:15]{sampler} dmask:{dmask}"
        d, dmask = data[0]
        for tail in [" unorm", " glc", " slc", " glc slc", " slc glc", " r128", " lwe", " da",
                     " unorm glc slc r128 lwe da", " da unorm", " glc glc"]:
            for a in ("v20", "v[20:21]", "v[20:22]", "v[20:23]"):
                line = f"{name} {d}, {a}, s[8:15]{sampler} dmask:{dmask}{tail}"
            yield f"{name} {d}, v[20:23], s[8:15]{sampler} dmask:{dmask}{tail}"
            yield f"{name} {d}, v[20:21], s[8:15]{sampler} dmask:{dmask}{tail}"
        yield f"{name} {d}, v[20:23], s[12:19]{sampler} dmask:{dmask}"
        yield f"{name} {d}, v[20:23], s[8:11]{sampler} dmask:{dmask}"
        yield f"{name} {d}, v[20:23], s[96:103]{sampler} dmask:{dmask}"
    elif encoding == "Vop3" and "attr" in fields:
        yield from interpolation_variants(name, fields)
    elif encoding == "Vintrp":
        second = ["p10", "p20", "p0", "p30", "v2"] if name == "v_interp_mov_f32" else ["v2", "v255", "s2", "p10"]
        for s2 in second:
            for attr in ["attr0.x", "attr63.w", "attr17.z", "attr64.x", "attr1.q"]:
                yield f"{name} v1, {s2}, {attr}"
        yield f"{name} v255, {second[0]}, attr5.y"
        if gfx8():  # what only the VOP3 form has: llvm-mc-14 encodes that instead
            for tail in [" clamp", " mul:2", " div:2", " clamp mul:4", " high"]:
                yield f"{name} v1, {second[0]}, attr0.x{tail}"
            if second[0] == "v2":
                for source in ["-v2", "|v2|", "neg(v2)"]:
                    yield f"{name} v1, {source}, attr0.x"
    elif encoding == "Flat":
        yield from flat_variants(name, operands)
        if gfx9:  # GFX9's FLAT offset
            text = ", ".join(vreg_at({"vdst": 10, "addr": 1, "data0": 20}[f], w) for f, w in operands)
            glc = " glc" if name.startswith("flat_atomic") else ""
            for tail in [" offset:4095", " offset:4096", " offset:-1", " offset:1 glc slc"]:
                yield f"{name} {text}{glc}{tail}".replace(" glc glc", " glc")
    elif encoding in ("FlatGlobal", "FlatScratch"):
        yield from segment_variants(name, encoding, operands)
    elif encoding == "Exp":
        targets = [f"mrt{i}" for i in range(8)] + ["mrtz", "null"] + [f"pos{i}" for i in range(4)] + \
            [f"param{i}" for i in range(32)] + ["param32", "pos4", "mrt8"]
        for t in targets:
            yield f"exp {t} v0, v1, v2, v3"
        for srcs in ["v0, off, v2, off", "off, off, off, off", "off, v255, off, v7", "v1, v2, v3, v4"]:
            for tail in ["", " done", " vm", " done vm", " compr", " done compr vm", " compr done", " vm done"]:
                yield f"exp mrt0 {srcs}{tail}"
        yield "exp mrt0 s0, v1, v2, v3"
    else:
        yield from vector_variants(name, encoding, operands)
        if gfx8() and encoding in ("Vop1", "Vop2", "Vopc"):
            yield from extension_variants(name, encoding, operands)


def interpolation_variants(name, fields):
    """GFX8's VOP3 forms of VINTRP and the 16-bit interpolations: the attribute in src0 (with
    `high` in bit 8), the source or the parameter in src1, the 16-bit ones' src2."""
    src2 = ", v3" if "src2" in fields else ""
    second = ["p10", "p20", "p0", "p30", "v2", "-p10"] if "param" in fields else \
        ["v2", "v255", "-v2", "|v2|", "-|v2|", "neg(v2)", "s2", "1.0", "p10", "v[2:3]"]
    for s2 in second:
        for attr in ["attr0.x", "attr63.w", "attr17.z", "attr32.y", "attr64.x", "attr1.q"]:
            yield f"{name} v1, {s2}, {attr}{src2}"
    base = f"{name} v1, {second[0]}, attr0.x"
    yield f"{name} v255, {second[0]}, attr5.y{src2}"
    if src2:
        for third in ["-v3", "|v3|", "-|v3|", "v255", "s3", "vcc_lo", "m0", "exec_hi", "ttmp3",
                      "1.0", "0", "0x1234", "v[3:4]"]:
            yield f"{base}, {third}"
    for tail in ["high", "clamp", "mul:2", "mul:4", "div:2", "mul:1", "div:1", "high clamp",
                 "high clamp mul:4", "high div:2", "clamp mul:2", "clamp high", "mul:2 clamp",
                 "high high", "op_sel:[1,0,0,0]", ", high"]:
        yield f"{base}{src2} {tail}".replace(" , ", ", ")
    if not name.endswith("_e64"):
        yield f"{name}_e64 v1, {second[0]}, attr0.x{src2}"
        yield f"{name}_e32 v1, {second[0]}, attr0.x{src2}"


GPR_IDX = ["gpr_idx()", "gpr_idx(SRC0,SRC1,SRC2,DST)", "gpr_idx(DST,SRC1)", "15", "16",
           "gpr_idx(SRC0,SRC0)", "gpr_idx(SRC3)"]


def ds_variants(name, operands):
    regs = {"vdst": 10, "addr": 1, "data0": 20, "data1": 30}
    base = [vreg_at(regs[f], 1 if f == "addr" else w) for f, w in operands if f != "gds"]
    text = ", ".join(base)
    two = any(k in name for k in ("write2", "read2", "wrxchg2"))
    gds_only = name.startswith("ds_gws") or name == "ds_ordered_count"
    tails = ["", " gds"]
    if two:
        tails += [" offset0:4", " offset1:255", " offset0:1 offset1:2 gds", " offset0:256", " offset:4"]
    else:
        tails += [" offset:4", " offset:65535", " offset:0x1234 gds", " offset:65536", " offset0:4"]
    for tail in tails:
        if gds_only and "gds" not in tail:
            continue
        yield f"{name} {text}{tail}".strip()
    for i, (field, width) in enumerate(o for o in operands if o[0] != "gds"):
        for alt in ([vreg_at(256 - width, width)] if field != "addr" else ["v255", "s2"]):
            line = list(base)
            line[i] = alt
            yield f"{name} {', '.join(line)}{' gds' if gds_only else ''}"


def flat_variants(name, operands):
    regs = {"vdst": 10, "addr": 1, "data0": 20}
    base = [vreg_at(regs[f], w) for f, w in operands]
    atomic = name.startswith("flat_atomic")
    forms = [(base, " glc" if atomic else "")]
    if atomic:
        forms.append(([o for (f, _), o in zip(operands, base) if f != "vdst"], ""))
    for line, needed in forms:
        text = ", ".join(line)
        for tail in ["", " glc", " slc", " glc slc", " slc glc", " tfe", " glc glc", " offset:4"]:
            yield f"{name} {text}{needed}{tail}".replace(" glc glc glc", " glc glc")
        yield f"{name} {text}"
        for i, (field, width) in enumerate(o for o in operands if atomic is False or line is base or
                                           o[0] != "vdst"):
            for alt in [vreg_at(256 - width, width), "s[2:3]" if width == 2 else "s2", vreg_at(1, 1)]:
                changed = list(line)
                changed[i] = alt
                yield f"{name} {', '.join(changed)}{needed}"


def segment_variants(name, encoding, operands):
    """GFX9's global_ and scratch_ instructions: the vector operands, then the
    scalar address or off, then offset:, glc and slc."""
    atomic = "_atomic_" in name
    glc = " glc" if atomic else ""
    regs = {"vdst": 10, "data0": 20}
    def line(vaddr, saddr, returning=True, tail=""):
        parts = []
        for f, w in operands:
            if f == "vdst" and not returning:
                continue
            parts.append(vaddr if f == "addr" else vreg_at(regs[f], w))
        return f"{name} {', '.join(parts + [saddr])}{glc if returning else ''}{tail}"
    if encoding == "FlatGlobal":
        addresses = [("v[2:3]", "off"), ("v2", "s[4:5]"), ("v[2:3]", "s[4:5]"), ("v2", "off"),
                     ("v255", "s[100:101]"), ("v[254:255]", "off")]
        scalars = ["vcc", "exec", "ttmp[2:3]", "flat_scratch", "xnack_mask", "s[3:4]", "m0", "s4",
                   "s[102:103]", "v[4:5]"]
        base = ("v2", "s[4:5]")
    else:
        addresses = [("v2", "off"), ("off", "s4"), ("off", "off"), ("v2", "s4"), ("v255", "off"),
                     ("off", "s101"), ("v[2:3]", "off")]
        scalars = ["exec_lo", "exec_hi", "vcc_lo", "m0", "ttmp3", "flat_scratch_lo", "flat_scratch_hi",
                   "s102", "s[4:5]", "v4"]
        base = ("off", "s4")
    for vaddr, saddr in addresses:
        yield line(vaddr, saddr)
        if atomic:
            yield line(vaddr, saddr, returning=False)
    for saddr in scalars:
        yield line(base[0], saddr)
    for tail in [" offset:4095", " offset:-4096", " offset:4096", " offset:-4097", " offset:-1", " offset:0",
                 " glc", " slc", " glc slc", " slc glc", " offset:-8 glc slc", " glc glc", " lds", " tfe",
                 " offset:1 offset:2"]:
        yield line(*base, tail=tail.replace(" glc", "") if atomic and "glc" in tail and "slc" not in tail
                   and "glc glc" not in tail else tail)
        yield line(*addresses[0], tail=tail)
    if atomic:
        yield line(*base, returning=False, tail=" offset:-4 slc")


def vreg_at(start, width):
    return f"v{start}" if width == 1 else f"v[{start}:{start + width - 1}]"


def spread(name, base, alts):
    """The base line, then each operand replaced by each of its alternatives."""
    yield f"{name} {', '.join(base)}".strip()
    for i, options in enumerate(alts):
        for o in options:
            line = list(base)
            line[i] = o
            yield f"{name} {', '.join(line)}"


DPP_CONTROLS = ["quad_perm:[0,1,2,3]", "quad_perm:[3,2,1,0]", "row_shl:1", "row_shr:15", "row_ror:7",
                "wave_shl:1", "wave_rol:1", "wave_shr:1", "wave_ror:1", "row_mirror", "row_half_mirror",
                "row_bcast:15", "row_bcast:31"]
SEQUENCE = [0]


def extension_variants(name, encoding, operands):
    """GFX8's SDWA and DPP forms of a VOP1, VOP2 or VOPC row: the selects,
    dst_unused, the source modifiers, DPP's controls and masks, and the
    operands each form refuses."""
    SEQUENCE[0] += 1
    seq = SEQUENCE[0]
    fields = [f for f, _ in operands]
    base, sources = [], []
    for field, width in operands:
        if field == "vdst":
            base.append(vreg(0, width))
        elif field == "sdst":
            base.append(sreg(1, width))
        elif field == "vcc":
            base.append("vcc")
        elif field in ("src0", "vsrc1", "src1"):
            sources.append(len(base))
            base.append(vreg(len(sources), width))
        elif field == "ssrc1":
            base.append(sreg(3, width))
        elif field == "imm32":
            base.append("0x12345678")
    text = ", ".join(base)
    odd = any(w == 2 and f not in ("vcc", "sdst") for f, w in operands) or "imm32" in fields or \
        "ssrc1" in fields or "sdst" in fields
    sels = " src0_sel:WORD_1" if sources else ""
    sels2 = sels + (" src1_sel:BYTE_3" if encoding != "Vop1" else "")
    dst = " dst_sel:BYTE_1 dst_unused:UNUSED_SEXT" if encoding != "Vopc" else ""
    yield f"{name}_sdwa {text}".strip()
    yield f"{name}_dpp {text} row_shl:1".replace("  ", " ")
    if odd:
        return
    yield f"{name}_sdwa {text}{dst}{sels2}"
    yield f"{name}_sdwa {text} dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:BYTE_2"
    yield f"{name}_sdwa {text} dst_sel:DWORD dst_unused:UNUSED_PRESERVE{sels}"
    yield f"{name}_sdwa {text} clamp{sels}"
    yield f"{name}_sdwa {text} mul:2"
    yield f"{name} {text}{sels2}"
    if encoding == "Vopc":
        yield f"{name}_sdwa s[2:3], {', '.join(base[1:])}{sels2}"
        yield f"{name} {', '.join(base[1:])}{sels2}"
    for k in sources:
        for mod in ["-{}", "|{}|", "sext({})", "-|{}|"]:
            line = list(base)
            line[k] = mod.format(line[k])
            yield f"{name}_sdwa {', '.join(line)}{sels}"
        for alt in ["s1", "1", "0.5", "0x12345678", "-1"] if k == sources[0] else ["s2", "2"]:
            line = list(base)
            line[k] = alt
            yield f"{name}_sdwa {', '.join(line)}{sels}"
    if "vcc" in fields and encoding == "Vop2":
        line = ["s[6:7]" if b == "vcc" else b for b in base]
        yield f"{name}_sdwa {', '.join(line)}"
    if encoding == "Vopc":
        return
    for i in range(3):
        control = DPP_CONTROLS[(seq * 3 + i) % len(DPP_CONTROLS)]
        yield f"{name}_dpp {text} {control}".replace("  ", " ")
    yield f"{name}_dpp {text} quad_perm:[1,0,3,2] row_mask:0xa bank_mask:0x1 bound_ctrl:0"
    yield f"{name}_dpp {text} row_shr:3 bound_ctrl:1 row_mask:0 bank_mask:0xe"
    yield f"{name}_dpp {text}".strip()
    yield f"{name}_dpp {text} row_shl:1 clamp"
    yield f"{name} {text} row_ror:2"
    for k in sources:
        for mod in ["-{}", "|{}|", "sext({})"]:
            line = list(base)
            line[k] = mod.format(line[k])
            yield f"{name}_dpp {', '.join(line)} row_mirror"
        line = list(base)
        line[k] = "s1"
        yield f"{name}_dpp {', '.join(line)} row_mirror"


def vector_variants(name, encoding, operands):
    base, alts = [], []
    src_index = 0
    for field, width in operands:
        if field == "vdst":
            base.append(vreg(0, width))
            alts.append(["v255" if width == 1 else f"v[{256 - width}:255]"])
        elif field == "sdst":
            base.append(sreg(1, width))
            alts.append(["vcc", "s[1:2]"] if width == 2 else ["m0", "exec_lo"])
        elif field == "vcc":
            base.append("vcc")
            alts.append(["s[6:7]", "exec"])
        elif field in ("src0", "src1", "src2"):
            src_index += 1
            base.append(vreg(src_index, width))
            alts.append(vector_sources(width, src_index))
        elif field == "vsrc1":
            src_index += 1
            base.append(vreg(src_index, width))
            alts.append([vreg(5, width), sreg(3, width), "0", "1.0", "0x12345678"])
        elif field == "ssrc1":
            base.append(sreg(3, width))
            alts.append(["0", "m0", "v3", "0x12345678"])
        elif field == "imm32":
            base.append("0x12345678")
            alts.append(["0", "1.0", "-1"])
    yield from spread(name, base, alts)
    # every source from the same SGPR: one value on the constant bus
    sources = [i for i, (f, _) in enumerate(operands) if f in ("src0", "src1", "src2", "vsrc1")]
    if len(sources) > 1:
        line = list(base)
        for i in sources:
            line[i] = sreg(2, operands[i][1])
        yield f"{name} {', '.join(line)}"
    if encoding == "Vop3" or any(f == "vsrc1" for f, _ in operands) or encoding == "Vop1":
        if not operands:
            return
        e64 = name if encoding == "Vop3" else name + "_e64"
        e32 = None if encoding == "Vop3" else name + "_e32"
        line = list(base)
        yield f"{e64} {', '.join(line)}"
        if e32:
            yield f"{e32} {', '.join(line)}"
        srcs = [i for i, (f, _) in enumerate(operands) if f in ("src0", "src1", "src2", "vsrc1")]
        for mod in ["-{}", "|{}|", "-|{}|", "abs({})", "neg({})"]:
            for i in srcs:
                line = list(base)
                line[i] = mod.format(line[i])
                yield f"{e64} {', '.join(line)}"
        if srcs:
            for constant in ["neg(1.0)", "abs(-4.0)", "|-15|", "-|2|", "neg(abs(-0.5))", "-|0.5|"]:
                line = list(base)
                line[srcs[0]] = constant
                yield f"{e64} {', '.join(line)}"
        for tail in ["clamp", "mul:2", "mul:4", "div:2", "clamp div:2", "mul:1"]:
            yield f"{e64} {', '.join(base)} {tail}"


def main():
    global COLUMN
    mcpu = sys.argv[sys.argv.index("--mcpu") + 1] if "--mcpu" in sys.argv else "tahiti"
    if mcpu not in COLUMNS:
        sys.exit(f"--mcpu: one of {', '.join(COLUMNS)}")
    COLUMN = COLUMNS[mcpu]
    llvm_mc = LLVM_MC[:2] + [f"-mcpu={mcpu}"] + LLVM_MC[3:]
    lines = list(cdna_lines(mcpu)) if mcpu in ("gfx908", "gfx90a") else []
    deep = deep_learning_rows() if mcpu == "gfx906" else None
    for name, encoding, opcode, operands in table_rows(COLUMNS[mcpu]) if not lines else []:
        if deep is not None and name not in deep:
            continue
        lines.extend(variants(name, encoding, operands, gfx9=COLUMNS[mcpu] == 3))
    seen, unique = set(), []
    for line in lines:
        if line not in seen:
            seen.add(line)
            unique.append(line)
    proc = subprocess.run(llvm_mc, input="\n".join(unique) + "\n", capture_output=True, text=True)
    refused = {int(m.group(1)) - 1 for m in re.finditer(r"^<stdin>:(\d+):\d+: error", proc.stderr, re.M)}
    encodings = [m.group(1) for m in re.finditer(r"; encoding: \[([^\]]*)\]", proc.stdout)]
    out, k = [], 0
    for i, line in enumerate(unique):
        if i in refused:
            out.append(f"{line} ; error")
        else:
            out.append(f"{line} ; encoding: {''.join(b[2:] for b in encodings[k].split(','))}")
            k += 1
    if k != len(encodings):
        sys.exit(f"llvm-mc gave {len(encodings)} encodings for {k} accepted lines")
    header = (f"# gcn LLVM-dialect corpus: llvm-mc-14 -arch=amdgcn -mcpu={mcpu} -show-encoding\n"
              "# generated by scripts/oracle/gcn_corpus.py" + ("" if mcpu == "tahiti" else f" --mcpu {mcpu}") +
              "; do not edit\n")
    default = OUT if mcpu == "tahiti" else OUT.with_name(f"llvm_corpus_{mcpu}.txt")
    target = pathlib.Path(sys.argv[sys.argv.index("--output") + 1]) if "--output" in sys.argv else default
    target.write_text(header + "\n".join(out) + "\n")
    print(f"{len(out)} lines, {len(refused)} refused by llvm-mc -> {target}")
    if "--disassembly" in sys.argv:
        write_disassembly(mcpu, [o.split(" ; encoding: ")[1] for o in out if " ; encoding: " in o],
                          pathlib.Path(sys.argv[sys.argv.index("--disassembly") + 1]))


def write_disassembly(mcpu, encodings, target):
    """llvm-mc-14 --disassemble's text for each distinct encoding of the
    corpus, one `<hex bytes> ; <text>` a line: the second oracle of the
    disassembler (tests/targets/gcn/gfx8_test.cpp)."""
    unique = list(dict.fromkeys(encodings))
    text = "\n".join(" ".join("0x" + h[i:i + 2] for i in range(0, len(h), 2)) for h in unique) + "\n"
    proc = subprocess.run(["llvm-mc-14", "-arch=amdgcn", f"-mcpu={mcpu}", "--disassemble", "-show-encoding"],
                          input=text, capture_output=True, text=True)
    found = {}
    for line in proc.stdout.splitlines():
        m = re.match(r"\s+(.*?)\s*; encoding: \[([^\]]*)\]", line)
        if m:
            found["".join(b[2:] for b in m.group(2).split(","))] = " ".join(m.group(1).split())
    header = (f"# llvm-mc-14 -arch=amdgcn -mcpu={mcpu} --disassemble of every encoding of llvm_corpus_{mcpu}.txt\n"
              f"# generated by scripts/oracle/gcn_corpus.py --mcpu {mcpu} --disassembly FILE; do not edit\n")
    target.write_text(header + "\n".join(f"{h} ; {found[h]}" for h in unique if h in found) + "\n")
    print(f"{len(found)} of {len(unique)} encodings disassembled by llvm-mc -> {target}")


if __name__ == "__main__":
    main()
