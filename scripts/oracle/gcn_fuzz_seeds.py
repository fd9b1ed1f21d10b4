#!/usr/bin/env python3
"""Writes fuzz_gcn_disassembler's per-generation seeds from llvm-mc-14's encodings.

fuzz/fuzz_disassembler.cpp picks the processor from the input's first byte
(modulo 8: tahiti, bonaire, tonga, gfx900, pitcairn, hawaii, fiji, gfx906) and
the dialect from its length (even: LLVM, odd: AMD). Each seed starts with
`s_mov_b32 s0, s<slot>`, whose first byte is the slot, then a sample of the
encodings llvm-mc-14 gave for that generation (tests/data/gcn/llvm_corpus*.txt,
a few lines of each mnemonic, so every encoding family is there), plus for
gfx906 its own instructions (dot, fma_mix, fmac, xnor) assembled here by
llvm-mc-14 -mcpu=gfx906. Every processor slot gets an even and an odd seed.

Run from the repository root:
  scripts/oracle/gcn_fuzz_seeds.py                 # the committed seeds
  scripts/oracle/gcn_fuzz_seeds.py --all DIR       # every encoding, in chunks (long runs)
"""
import pathlib
import random
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
DATA = ROOT / "tests/data/gcn"
OUT = ROOT / "fuzz/corpus/fuzz_gcn_disassembler"

# slot (first byte modulo 8) -> (processor, its llvm-mc-14 corpus)
SLOTS = [
    ("tahiti", "llvm_corpus.txt"),
    ("bonaire", "llvm_corpus_bonaire.txt"),
    ("tonga", "llvm_corpus_tonga.txt"),
    ("gfx900", "llvm_corpus_gfx900.txt"),
    ("pitcairn", "llvm_corpus.txt"),
    ("hawaii", "llvm_corpus_bonaire.txt"),
    ("fiji", "llvm_corpus_tonga.txt"),
    ("gfx906", "llvm_corpus_gfx900.txt"),
]

# gfx906's additions over gfx900 (LLVM's FeatureDLInsts, FeatureFmaMixInsts).
GFX906_LINES = """\
v_dot2_f32_f16 v0, v1, v2, v3
v_dot2_f32_f16 v5, -v1, v2, v3 op_sel:[1,0,0] op_sel_hi:[0,1,1] clamp
v_dot2_i32_i16 v0, v1, s2, v3
v_dot2_u32_u16 v0, v1, v2, 1
v_dot4_i32_i8 v0, v1, v2, v3
v_dot4_u32_u8 v255, s1, v2, v3
v_dot8_i32_i4 v0, v1, v2, v3
v_dot8_u32_u4 v0, v1, v2, v3 clamp
v_fma_mix_f32 v0, v1, v2, v3
v_fma_mix_f32 v0, -v1, |v2|, v3 op_sel:[1,0,1] op_sel_hi:[1,1,0] clamp
v_fma_mixlo_f16 v0, v1, v2, v3
v_fma_mixhi_f16 v0, v1, v2, v3 op_sel_hi:[1,1,1]
v_fmac_f32 v0, v1, v2
v_fmac_f32_e64 v0, v1, v2
v_xnor_b32 v0, v1, v2
v_xnor_b32_e64 v0, s1, v2
"""

HEX = re.compile(r"encoding: \[([^\]]*)\]")


def llvm_mc(lines, mcpu):
    """The bytes llvm-mc-14 -mcpu=`mcpu` gives each line it takes."""
    run = subprocess.run(["llvm-mc-14", "-arch=amdgcn", f"-mcpu={mcpu}", "-show-encoding"],
                         input=lines, capture_output=True, text=True, check=False)
    return [bytes(int(b, 16) for b in m.group(1).split(",")) for m in HEX.finditer(run.stdout)]


def corpus(name):
    """(mnemonic, bytes) of each line llvm-mc encoded."""
    rows = []
    for line in (DATA / name).read_text().splitlines():
        if line.startswith("#") or "; encoding: " not in line:
            continue
        text, hexbytes = line.split(" ; encoding: ")
        rows.append((text.split()[0], bytes.fromhex(hexbytes.strip())))
    return rows


def sample(rows, per_mnemonic, rng):
    by = {}
    for mnemonic, code in rows:
        by.setdefault(mnemonic, []).append(code)
    picked = []
    for mnemonic in sorted(by):
        codes = by[mnemonic]
        picked.extend(rng.sample(codes, min(per_mnemonic, len(codes))))
    rng.shuffle(picked)
    return picked


def main():
    rng = random.Random(31)
    everything = "--all" in sys.argv
    out = pathlib.Path(sys.argv[sys.argv.index("--all") + 1]) if everything else OUT
    out.mkdir(parents=True, exist_ok=True)
    for slot, (mcpu, name) in enumerate(SLOTS):
        prefix = llvm_mc(f"s_mov_b32 s0, s{slot}\n", mcpu)[0]
        assert prefix[0] % 8 == slot
        rows = corpus(name)
        extra = llvm_mc(GFX906_LINES, mcpu) if mcpu == "gfx906" else []
        if everything:
            codes = [code for _, code in rows]
            rng.shuffle(codes)
            codes = extra * 4 + codes
            chunks = [codes[i:i + 200] for i in range(0, len(codes), 200)]
        else:
            # the committed seeds: small, so CI's 5,000 mutations go far
            # (pitcairn, hawaii and fiji repeat a generation: one seed pair each)
            codes = extra + sample(rows, 1, rng)
            end = 600 if mcpu in ("tahiti", "bonaire", "tonga", "gfx900", "gfx906") else 150
            chunks = [codes[i:i + 150] for i in range(0, min(len(codes), end), 150)]
        for k, chunk in enumerate(chunks):
            body = prefix + b"".join(chunk)
            for dialect, tail in (("llvm", b""), ("amd", b"\x00")):
                (out / f"gen-{mcpu}-{k}-{dialect}").write_bytes(body + tail)


if __name__ == "__main__":
    main()
