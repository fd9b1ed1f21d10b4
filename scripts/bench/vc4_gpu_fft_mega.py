#!/usr/bin/env python3
"""Writes a large vc4asm-dialect program made of real code: vc4dis's listings
of GPU_FFT's 16 shaders (hello_fft, ../shared/corpora/hello_fft/hex), one
after another and again, until the program has INSTRUCTIONS instructions.

Each copy's labels get a suffix of their own (`:L160_90` becomes
`:L160_90_c3`), so that every copy branches inside itself. vc4asm and gpuasm
both assemble each listing to the shader's own words, so the two assemblers
can be timed on the same real code (docs/PERFORMANCE.md, "vc4: a million
instructions beside vc4asm and vc4dis"). The listings come from vc4dis, which
stays outside the repository (scripts/oracle/vc4dis_gpu_fft.py); nothing of
GPU_FFT is written into the repository.

Usage: vc4_gpu_fft_mega.py --vc4dis PATH INSTRUCTIONS OUTPUT [--hex DIR]
The program is deterministic: the same count gives the same file.
"""

import argparse
import glob
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
HEX = os.path.join(HERE, "..", "..", "..", "shared", "corpora", "hello_fft", "hex")
# vc4dis's label names: L<address>_<offset>, LL<n>_<register>.
LABEL = re.compile(r"\b(L[0-9A-Za-z]*_[0-9A-Za-z]+)\b")


def listings(vc4dis, hex_dir):
    shaders = sorted(glob.glob(os.path.join(hex_dir, "shader_*.hex")))
    if not shaders:
        sys.exit(f"no shader_*.hex in {hex_dir}")
    out = []
    with tempfile.TemporaryDirectory() as scratch:
        for path in shaders:
            listing = os.path.join(scratch, "l.qasm")
            subprocess.run([vc4dis, "-x32", "-o", listing, path], check=True,
                           capture_output=True)
            with open(path) as words:
                count = len(re.findall(r"0x[0-9a-fA-F]+", "".join(
                    line.split("//")[0] for line in words))) // 2
            with open(listing) as text:
                out.append((text.read(), count))
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--vc4dis", required=True)
    parser.add_argument("--hex", default=HEX)
    parser.add_argument("instructions", type=int)
    parser.add_argument("output")
    args = parser.parse_args()
    shaders = listings(args.vc4dis, args.hex)
    written = 0
    copy = 0
    with open(args.output, "w") as out:
        out.write("# vc4dis listings of GPU_FFT's shaders, by scripts/bench/vc4_gpu_fft_mega.py\n")
        while written < args.instructions:
            for text, count in shaders:
                suffix = f"_c{copy}"
                out.write(LABEL.sub(lambda m: m.group(1) + suffix, text))
                written += count
                copy += 1
                if written >= args.instructions:
                    break
    print(f"{written} instructions in {copy} shader copies")


if __name__ == "__main__":
    main()
