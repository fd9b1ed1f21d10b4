#!/usr/bin/env python3
"""Lists every GPU_FFT shader with vc4dis and reassembles the listing with
gpuasm: prints, per shader, whether the words are the shader's own.

    scripts/oracle/vc4dis_gpu_fft.py --vc4dis /path/to/vc4dis \\
        --gpuasm build/release/gpuasm [--hex ../shared/corpora/hello_fft/hex]

The shaders (GPU_FFT's hex files) and vc4dis stay outside the repository;
nothing is written into it. Exit 1 when a shader does not come back.
Python 3 standard library only.
"""

import argparse
import glob
import os
import re
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
HEX = os.path.join(HERE, "..", "..", "..", "shared", "corpora", "hello_fft", "hex")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--vc4dis", required=True)
    parser.add_argument("--gpuasm", required=True)
    parser.add_argument("--hex", default=HEX, help="the folder of GPU_FFT's shader_*.hex")
    args = parser.parse_args()
    shaders = sorted(glob.glob(os.path.join(args.hex, "shader_*.hex")))
    if not shaders:
        sys.exit(f"no shader_*.hex in {args.hex}")
    bad = 0
    with tempfile.TemporaryDirectory() as scratch:
        for path in shaders:
            name = os.path.basename(path)[:-4]
            words = []
            for line in open(path):
                words += [int(x, 16) for x in re.findall(r"0x[0-9a-fA-F]+", line.split("//")[0])]
            listing = os.path.join(scratch, name + ".qasm")
            binary = os.path.join(scratch, name + ".bin")
            dis = subprocess.run([args.vc4dis, "-x32", "-o", listing, path], capture_output=True,
                                 text=True)
            asm = subprocess.run([args.gpuasm, "asm", "-t", "vc4", listing, "-o", binary],
                                 capture_output=True, text=True) if dis.returncode == 0 else dis
            if asm.returncode != 0:
                print(f"{name}: {asm.stderr.strip().splitlines()[0]}")
                bad += 1
                continue
            data = open(binary, "rb").read()
            ours = list(struct.unpack(f"<{len(data) // 4}I", data))
            same = ours == words
            bad += not same
            print(f"{name}: {len(words) // 2} instructions, "
                  f"{'the same words' if same else 'DIFFERENT words'}")
    print(f"{len(shaders) - bad} of {len(shaders)} shaders come back bit for bit")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
