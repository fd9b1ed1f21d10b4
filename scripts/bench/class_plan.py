#!/usr/bin/env python3
"""What ptxas plans for each microbenchmark's loop (issue 29 item 1): cycles an operation.

    python3 scripts/bench/class_plan.py [--arch sm_90] [kernels/ptx/microbench/classes.ptx ...]

Each entry's loop body (between `$L__loop:` and its backward `bra`) is put in twice and both
versions are compiled with ptxas; the difference of their code is one iteration's SASS. Its
stall counts (scripts/bench/sass.py) summed and divided by the operations of the iteration are
the cycles an operation of one warp alone as ptxas planned it: a chain's dependent latency (x1),
or the issue rate of independent chains (x4). A load's latency is not in its stall count (the
warp waits on a scoreboard): for `lds` the figure is the issue spacing only. An operation is one
PTX instruction of the body but the loop's sub and setp, a cvt, and the madc of a
mad.lo.cc/madc.hi pair (one operation, two instructions). The SASS classes per operation show
what each PTX instruction became.
"""
import argparse
import os
import re
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sass  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(HERE, "..", "..", "kernels", "ptx", "microbench", "classes.ptx")
ENTRY = re.compile(r"^\.visible \.entry (\w+)\(", re.M)
NOT_AN_OPERATION = ("sub.u32 \t%r1,", "setp.ne.u32 \t%p1,", "cvt.", "madc.", "addc.u32")


def entries(text):
    """[(name, start, end)] of each entry's text."""
    starts = [(m.group(1), m.start()) for m in ENTRY.finditer(text)]
    return [(name, at, starts[k + 1][1] if k + 1 < len(starts) else len(text))
            for k, (name, at) in enumerate(starts)]


def plan(text, name, start, end, arch, tmp):
    loop = text.index("$L__loop:\n", start, end) + len("$L__loop:\n")
    stop = text.index("\t@%p1 bra \t$L__loop;", loop, end)
    body = text[loop:stop]
    operations = sum(1 for line in body.splitlines()
                     if line.strip() and not line.strip().startswith(NOT_AN_OPERATION))
    once = sass.compile_kernels(text, arch, tmp)[name]
    twice = sass.compile_kernels(text[:stop] + body + text[stop:], arch, tmp)[name]
    histogram = sass.histogram(twice)
    histogram.subtract(sass.histogram(once))
    return (sass.stalls(twice) - sass.stalls(once)) / operations, +histogram, operations


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--arch", default="sm_90")
    parser.add_argument("files", nargs="*", default=[DEFAULT])
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        for path in args.files:
            text = open(path).read()
            # Each entry alone (ptxas's choices for one kernel do not depend on the others),
            # with the file's header for the target asked for.
            header = text[:ENTRY.search(text).start()]
            header = header[:header.index("\n", header.index(".address_size")) + 1]
            header = re.sub(r"\.target sm_\d+", ".target " + args.arch, header)
            for name, start, end in entries(text):
                before = text.rfind("\n}\n", 0, start)
                shared = text.find("\n.shared", before, start)  # lds's array, before its entry
                source = header + text[shared + 1 if shared >= 0 else start:end]
                cycles, histogram, operations = plan(source, name, len(header), len(source),
                                                     args.arch, tmp)
                classes = ", ".join("%s %.2f" % (k, v / operations)
                                    for k, v in histogram.most_common())
                print("%-20s %s: %5.2f cycles an operation (%s an operation)"
                      % (name, args.arch, cycles, classes))
    return 0


if __name__ == "__main__":
    sys.exit(main())
