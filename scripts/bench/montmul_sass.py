#!/usr/bin/env python3
"""What ptxas makes of a Montgomery kernel (issue 32, item 1): SASS per multiplication by class.

    python3 scripts/bench/montmul_sass.py [--arch sm_90] FILE.ptx [FILE.ptx ...]

For each file with a `$L__repeat:` loop (the unrolled kernels of kernels/ptx/generate.py), the
body of that loop is put in twice and both versions are compiled with ptxas; the difference of their
`.text` is one multiplication's code. Other files (nvcc's) are counted whole. Instructions are
read by scripts/bench/sass.py (the class from the opcode bits, ptxas's stall counts from the
control bits). The bound is the multiply pipe's (FMA-heavy): 16 lanes a sub-partition, a warp
instruction holding it 2 cycles (IMAD) or 4 (IMAD.WIDE and IMAD.HI, half rate: ptxas 13 for
sm_90 spaces independent IMAD.HIs and IMAD.WIDEs 4 cycles apart, IMADs 2; the class kernels
mul_hi_x4 and mad_wide_x4, docs/sm-model.md "What ptxas does"), at 132 SMs x 4 sub-partitions x
1.98 GHz (H100 SXM / H200). "ptxas plans" is the sum of the stall counts: the cycles one warp
alone takes through the multiplication's code (no other warp, no load waits).
"""
import argparse
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sass  # noqa: E402

PIPE_CYCLES = {"IMAD.WIDE": 4, "IMAD.HI": 4, "IMAD": 2}


def code(text, arch, tmp):
    """All kernels' instructions of a PTX text, in one list."""
    return [i for body in sass.compile_kernels(text, arch, tmp).values() for i in body]


def per_multiplication(path, arch, tmp):
    """(histogram, stall sum, what) of one multiplication's SASS."""
    text = open(path).read()
    if "$L__repeat:\n" not in text:
        whole = code(text, arch, tmp)
        return sass.histogram(whole), sass.stalls(whole), "whole kernel"
    start = text.index("$L__repeat:\n") + len("$L__repeat:\n")
    end = text.index("\tsub.u32 \t%k", start)
    if "_outer:" in text[start:end]:
        return None, 0, "a loop over the limbs: not counted"
    once = code(text, arch, tmp)
    twice = code(text[:end] + text[start:end] + text[end:], arch, tmp)
    histogram = sass.histogram(twice)
    histogram.subtract(sass.histogram(once))
    return +histogram, sass.stalls(twice) - sass.stalls(once), "one multiplication"


def pipe_cycles(histogram):
    return sum(PIPE_CYCLES.get(k, 0) * v for k, v in histogram.items())


def bound_gs(cycles, sms=132, clock_ghz=1.98):
    """Multiplications a second when every sub-partition's multiply pipe is busy."""
    return sms * 4 * clock_ghz * 32 / cycles if cycles else 0.0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--arch", default="sm_90")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        for path in args.files:
            histogram, planned, what = per_multiplication(path, args.arch, tmp)
            if histogram is None:
                print("%s: %s" % (os.path.relpath(path), what))
                continue
            cycles = pipe_cycles(histogram)
            classes = ", ".join("%s %d" % kv for kv in histogram.most_common())
            print("%s (%s, %s): %d SASS: %s; multiply pipe %d cycles a warp, bound %.1f G/s; "
                  "ptxas plans %d cycles for one warp"
                  % (os.path.relpath(path), what, args.arch, sum(histogram.values()), classes,
                     cycles, bound_gs(cycles), planned))
    return 0


if __name__ == "__main__":
    sys.exit(main())
