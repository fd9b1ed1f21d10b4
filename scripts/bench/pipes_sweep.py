#!/usr/bin/env python3
"""The pipe probes (issue 29, item 2): cycles a pair a warp of two interleaved chains, one warp
to eight a sub-partition, on a GPU or on the SM model, read from each thread's %clock64 span.

    python3 scripts/bench/pipes_sweep.py GPUASM cuda [ITERATIONS] [PTX]
    python3 scripts/bench/pipes_sweep.py GPUASM sim [ITERATIONS] [PTX] --model h100

Each kernel of PTX (default kernels/ptx/microbench/pipes.ptx, plus mix_1i1f of mix.ptx for the
seed's pair) runs as one block of 128 w threads, w = 1 to 8, so that each of the four
sub-partitions holds w warps. A pair is one operation of each chain; a warp alone issues one every
4 cycles (ptxas 13 gives each instruction a stall count of 2: scripts/bench/class_plan.py), two
16-lane pipes that share nothing finish one every 2 cycles a sub-partition. The H200's mix_1i1f
takes 2.8 from w = 3 up, where the model takes 3.0 or 2.1 (docs/sm-model.md, "Against hardware");
which pairs show it is what the probes ask.
"""
import os
import struct
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
MICRO = os.path.join(HERE, "..", "..", "kernels", "ptx", "microbench")


def kernels(path):
    return [line.split()[2].rstrip("(") for line in open(path) if line.startswith(".visible .entry")]


def pair_cycles(gpuasm, device, iterations, path, kernel, warps, extra):
    threads = 128 * warps
    dump = os.path.join(os.environ.get("TMPDIR", "/tmp"), "pipes-clocks-%d.bin" % os.getpid())
    cmd = [gpuasm, "run", "-t", "ptx", path, "--kernel", kernel, "--grid", "1", "--block",
           str(threads), "--buffer", "clocks=16384", "--buffer", "results=16384",
           "--arg", kernel + "_clocks=clocks", "--arg", kernel + "_results=results",
           "--arg", "%s_iterations=%d" % (kernel, iterations), "--arg", kernel + "_int_factor=3",
           "--arg", kernel + "_float_factor=0x3F800001", "--dump", "clocks=" + dump,
           "--device", device] + extra
    p = subprocess.run(cmd, capture_output=True, timeout=300)
    if p.returncode != 0:
        return "error: " + p.stderr.decode(errors="replace").strip().splitlines()[-1]
    clocks = struct.unpack("<%dQ" % (2 * threads), open(dump, "rb").read()[:16 * threads])
    os.unlink(dump)
    span = max(clocks[1::2]) - min(clocks[0::2])
    pairs = iterations * 100 * warps  # 100 pairs an iteration a warp, w warps a sub-partition
    return "%.3f" % (span / pairs)


def main():
    if len(sys.argv) < 3:
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        return 2
    gpuasm, device = sys.argv[1], sys.argv[2]
    rest = sys.argv[3:]
    iterations = int(rest.pop(0)) if rest and rest[0].isdigit() else 100
    path = rest.pop(0) if rest and not rest[0].startswith("-") else os.path.join(MICRO, "pipes.ptx")
    runs = [(os.path.join(MICRO, "mix.ptx"), "mix_1i1f")] + [(path, k) for k in kernels(path)]
    print("cycles a pair a warp (%s, %d iterations), w = 1 .. 8 warps a sub-partition" %
          (device, iterations))
    for source, kernel in runs:
        row = [pair_cycles(gpuasm, device, iterations, source, kernel, w, rest) for w in range(1, 9)]
        print("%-16s %s" % (kernel, " ".join(row)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
