#!/usr/bin/env python3
"""Generates the vc4dis oracle corpus: every instruction word of
tests/data/vc4/vc4asm_corpus.txt (vc4asm's encodings of this project's own
lines) as vc4dis prints it, with the words vc4asm assembles that text to, so
that the assembler is tested on the text the peer's disassembler writes.

    scripts/oracle/vc4dis_corpus.py --vc4dis /path/to/vc4dis \\
        --vc4asm /path/to/vc4asm --include /path/to/share/vc4inc \\
        > tests/data/vc4/vc4dis_corpus.txt

Branch words are left out: vc4dis names their targets with labels that exist
only inside a whole program (GPU_FFT's shaders cover them: docs/vc4.md).
Output lines read `text  # => 0xLOW, 0xHIGH`, vc4asm's words for the text;
where those are not the words vc4dis was given (its text does not say
everything: `.setf` under `.never`, `min`/`max` of one register printed as
`mov`), `  given 0xLOW, 0xHIGH` follows. Lines vc4asm refuses are left out and
counted. vc4dis and vc4asm run outside the repository (built from maazl/vc4asm); only its text
is kept. Python 3 standard library only.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

from vc4asm_corpus import run_oracle

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "..", "..", "tests", "data", "vc4", "vc4asm_corpus.txt")
WORDS = re.compile(r"# => (0x[0-9a-f]{8}), (0x[0-9a-f]{8})$")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--vc4dis", required=True, help="the vc4dis binary")
    parser.add_argument("--vc4asm", required=True, help="the vc4asm binary")
    parser.add_argument("--include", required=True, help="vc4asm's share/vc4inc folder")
    parser.add_argument("--corpus", default=CORPUS, help="the vc4asm corpus to take words from")
    args = parser.parse_args()

    words, seen = [], set()
    with open(args.corpus) as corpus:
        for line in corpus:
            m = WORDS.search(line.rstrip("\n"))
            if not m:
                continue
            low, high = int(m.group(1), 16), int(m.group(2), 16)
            if high >> 28 == 0xF or (low, high) in seen:  # a branch, or seen already
                continue
            seen.add((low, high))
            words.append((low, high))

    with tempfile.TemporaryDirectory() as scratch:
        hexfile = os.path.join(scratch, "words.hex")

        def disassemble(chunk):
            """vc4dis's lines for `chunk`, or None where it fails on one."""
            with open(hexfile, "w") as out:
                for low, high in chunk:
                    out.write(f"0x{low:08x}, 0x{high:08x},\n")
            run = subprocess.run([args.vc4dis, "-x32", hexfile], capture_output=True, text=True)
            texts = [l.strip() for l in run.stdout.splitlines() if l.strip()]
            if run.returncode != 0 or len(texts) != len(chunk):
                return None
            return texts

        # In chunks; a chunk vc4dis fails on ("not yet implemented" pack
        # modes abort it) word by word, and the words it cannot print are
        # counted and left out.
        texts, refused = [], 0
        for begin in range(0, len(words), 256):
            chunk = words[begin:begin + 256]
            got = disassemble(chunk)
            if got is None:
                got = []
                for word in chunk:
                    one = disassemble([word])
                    if one is None:
                        refused += 1
                    got.append(one[0] if one else None)
            texts.extend(got)

    kept = [(word, text) for word, text in zip(words, texts) if text is not None]
    answers = run_oracle(args.vc4asm, args.include, [text for _, text in kept])
    lines, rejected, lossy = [], 0, 0
    for ((low, high), text), answer in zip(kept, answers):
        if answer[0] != "words":
            rejected += 1
            continue
        line = f"{text}  # => 0x{answer[1]:08x}, 0x{answer[2]:08x}"
        if (answer[1], answer[2]) != (low, high):
            lossy += 1
            line += f"  given 0x{low:08x}, 0x{high:08x}"
        lines.append(line)

    print("# vc4dis oracle corpus, written by scripts/oracle/vc4dis_corpus.py from the words of")
    print("# tests/data/vc4/vc4asm_corpus.txt: `text  # => 0xLOW, 0xHIGH` is vc4dis's line for a")
    print("# word and vc4asm's words for that line (vc4dis V0.3 and vc4asm, maazl/vc4asm);")
    print(f"# `given` names the word where vc4asm reads the text otherwise ({lossy} lines).")
    print(f"# Left out: {refused} words vc4dis fails on, {rejected} lines vc4asm refuses.")
    for line in lines:
        print(line)


if __name__ == "__main__":
    main()
