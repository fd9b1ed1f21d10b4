#!/usr/bin/env python3
"""Writes a large LLVM-dialect GCN (Southern Islands) program for speed runs.

The instructions are the lines of the llvm-mc corpus (tests/data/gcn/
llvm_corpus.txt) that llvm-mc-14 encodes: every opcode of every encoding
family with its operand kinds, modifiers and literals. They are taken in a
deterministic shuffled order, with a label every 64 instructions and a
conditional branch back to the previous label in every block, so that labels
and relocation are part of the work. Both llvm-mc-14 and gpuasm accept every
line (the corpus's known differences, where llvm-mc-14 drops a field SI
cannot encode, are left out) and give the same bytes, so the two can be timed on the same file.

Usage: gcn_mix.py [--mcpu NAME] [--exclude FILE] INSTRUCTIONS [OUTPUT]
(default: standard output). The same count gives the same file. With --mcpu
the lines come from that processor's corpus (tests/data/gcn/llvm_corpus_NAME.txt:
bonaire, gfx900, ...); --exclude leaves out the lines a file names (one a
line, the source before " ; "). The corpus's known differences (the lines
where llvm-mc-14 drops what the encoding cannot hold, as the corpus test lists
them) are always left out, so that both give the same bytes.
"""

import pathlib
import random
import sys

CORPUS = pathlib.Path(__file__).resolve().parents[2] / "tests/data/gcn/llvm_corpus.txt"
BRANCHES = ["s_branch", "s_cbranch_scc0", "s_cbranch_scc1", "s_cbranch_vccz",
            "s_cbranch_vccnz", "s_cbranch_execz", "s_cbranch_execnz"]
BLOCK = 64


def known_difference(text):
    """The corpus lines where gpuasm and llvm-mc-14 part on purpose, as
    tests/targets/gcn/llvm_corpus_test.cpp lists them (knownDifference):
    llvm-mc-14 drops or truncates what the encoding cannot hold."""
    mnemonic = text.split(" ", 1)[0]
    return ("offset:4096" in text
            or (mnemonic.startswith("v_div_scale_") and
                ("|" in text or "abs(" in text or "clamp" in text))
            or ("f64" in mnemonic and "0.15915494" in text and "0.15915494309" not in text)
            or (mnemonic == "v_cndmask_b32_sdwa" and ("-v" in text or "|v" in text))
            or (mnemonic == "v_ldexp_f16_dpp" and "sext(" in text)
            or (mnemonic in ("v_mad_u16", "v_mad_i16") and "0xffff" in text)
            or (mnemonic.startswith("buffer_load_dwordx") and " lds" in text)
            or (mnemonic.startswith("s_atc_probe") and " 128," in text)
            # a constant as the 16-bit interpolations' src2, a scalar or a constant as gfx9's
            # v_interp_p2_f16's src1: llvm-mc-14 encodes a register (docs/gcn.md)
            or (mnemonic in ("v_interp_p1lv_f16", "v_interp_p2_f16", "v_interp_p2_legacy_f16")
                and text.rsplit(", ", 1)[-1][:1].isdigit())
            or (mnemonic == "v_interp_p2_f16" and text.split(", ")[1][:1] in "s0123456789-"))


def instructions(corpus=CORPUS, exclude=frozenset()):
    lines = []
    for line in corpus.read_text().splitlines():
        if line.startswith("#") or "; encoding:" not in line:
            continue
        text = line.rsplit(" ; ", 1)[0].strip()
        if text in exclude:
            continue
        if known_difference(text):
            continue
        # Branches in the corpus carry raw offsets; ours go to labels.
        if text.split(" ", 1)[0] not in BRANCHES:
            lines.append(text)
    return lines


def main():
    args = sys.argv[1:]
    corpus, exclude = CORPUS, frozenset()
    if "--mcpu" in args:
        at = args.index("--mcpu")
        if args[at + 1] != "tahiti":
            corpus = CORPUS.with_name(f"llvm_corpus_{args[at + 1]}.txt")
        del args[at:at + 2]
    if "--exclude" in args:
        at = args.index("--exclude")
        exclude = frozenset(l.split(" ; ", 1)[0] for l in
                            pathlib.Path(args[at + 1]).read_text().splitlines())
        del args[at:at + 2]
    if len(args) not in (1, 2):
        sys.exit(__doc__)
    sys.argv = [sys.argv[0]] + args
    count = int(sys.argv[1])
    pool = instructions(corpus, exclude)
    rng = random.Random(14)
    out = []
    written = 0
    block = 0
    while written < count:
        out.append(f"L{block}:")
        for position in range(min(BLOCK, count - written)):
            if position == BLOCK // 2 and block > 0:
                out.append(f"  {rng.choice(BRANCHES)} L{block - 1}")
            else:
                out.append("  " + rng.choice(pool))
            written += 1
        block += 1
    text = "\n".join(out) + "\n"
    if len(sys.argv) == 3:
        pathlib.Path(sys.argv[2]).write_text(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
