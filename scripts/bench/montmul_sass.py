#!/usr/bin/env python3
"""What ptxas makes of a Montgomery kernel (issue 32, item 1): SASS per multiplication by class.

    python3 scripts/bench/montmul_sass.py [--arch sm_90] FILE.ptx [FILE.ptx ...]

For each file with a `$L__repeat:` loop (the unrolled kernels of kernels/ptx/generate.py), the
body of that loop is put in twice and both versions are compiled with ptxas; the difference of their
`.text` is one multiplication's code. Other files (nvcc's) are counted whole. Instructions are
16 bytes; the class is the low 9 bits of the first 8 bytes (the opcodes of the multiply classes
checked with one-instruction probes, reference/ptx-integer-study.md A3). The bound is the FMA
pipe's: 16 lanes a sub-partition, IMAD.WIDE at half their rate (4 cycles a warp), IMAD and
IMAD.HI 2, at 132 SMs x 4 sub-partitions x 1.98 GHz (H100 SXM / H200).
"""
import argparse
import collections
import os
import struct
import subprocess
import sys
import tempfile

NAMES = {0x24: "IMAD", 0x25: "IMAD.WIDE", 0x27: "IMAD.HI", 0x10: "IADD3", 0x02: "MOV",
         0x07: "SEL", 0x0c: "ISETP", 0x12: "LOP3"}
PIPE_CYCLES = {"IMAD.WIDE": 4, "IMAD": 2, "IMAD.HI": 2}
PTXAS = os.environ.get("PTXAS", "/usr/local/cuda/bin/ptxas")


def text_histogram(cubin):
    data = open(cubin, "rb").read()
    shoff = struct.unpack_from("<Q", data, 0x28)[0]
    entsize, count, strndx = struct.unpack_from("<HHH", data, 0x3a)
    sections = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * entsize) for i in range(count)]
    names = sections[strndx]
    histogram = collections.Counter()
    for s in sections:
        name = data[names[4] + s[0]:].split(b"\0")[0]
        if name.startswith(b".text."):
            code = data[s[4]:s[4] + s[5]]
            for at in range(0, len(code), 16):
                word = int.from_bytes(code[at:at + 8], "little") & 0x1ff
                histogram[NAMES.get(word, "other")] += 1
    return histogram


def compile_histogram(text, arch, tmp):
    ptx, cubin = os.path.join(tmp, "k.ptx"), os.path.join(tmp, "k.cubin")
    open(ptx, "w").write(text)
    subprocess.run([PTXAS, "-arch=" + arch, ptx, "-o", cubin], check=True)
    return text_histogram(cubin)


def per_multiplication(path, arch, tmp):
    text = open(path).read()
    if "$L__repeat:\n" not in text:
        return compile_histogram(text, arch, tmp), "whole kernel"
    start = text.index("$L__repeat:\n") + len("$L__repeat:\n")
    end = text.index("\tsub.u32 \t%k", start)
    if "_outer:" in text[start:end]:
        return None, "a loop over the limbs: not counted"
    once = compile_histogram(text, arch, tmp)
    twice = compile_histogram(text[:end] + text[start:end] + text[end:], arch, tmp)
    twice.subtract(once)
    return +twice, "one multiplication"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--arch", default="sm_90")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        for path in args.files:
            histogram, what = per_multiplication(path, args.arch, tmp)
            if histogram is None:
                print("%s: %s" % (os.path.relpath(path), what))
                continue
            cycles = sum(PIPE_CYCLES.get(k, 0) * v for k, v in histogram.items())
            bound = 132 * 4 * 1.98e9 * 32 / cycles / 1e9 if cycles else 0
            classes = ", ".join("%s %d" % kv for kv in histogram.most_common())
            print("%s (%s, %s): %d SASS: %s; FMA pipe %d cycles a warp, bound %.1f G/s"
                  % (os.path.relpath(path), what, args.arch, sum(histogram.values()), classes,
                     cycles, bound))
    return 0


if __name__ == "__main__":
    sys.exit(main())
