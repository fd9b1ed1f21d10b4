#!/usr/bin/env python3
"""Writes the microbenchmarks of seed 001's chapter 4 as PTX (issue 17, item 3).

    python3 kernels/ptx/microbench/generate.py           # rewrite the .ptx files
    python3 kernels/ptx/microbench/generate.py --check   # exit 1 if a committed file differs

Run by hand; the build does not run it. The generated files are committed, and
the test PtxMicrobench.GeneratedFilesAreUpToDate runs `--check`.

Every entry has the same parameters, so that one host routine runs them all
(`gpuasm study -t ptx`, src/targets/ptx/study/study.cpp):

    <k>_clocks        .u64  16 bytes a thread: %clock64 before and after the loop
    <k>_results       .u64   8 bytes a thread: the final value of each chain
                             (chain a, then chain b or 0), so that the host can
                             check the multiplications were done
    <k>_iterations    .u32  loop iterations; the body is unrolled in the kernel
    <k>_int_factor    .u32  what an integer chain multiplies by
    <k>_float_factor  .u32  what a float chain multiplies by (the .f32's bits)

A chain is a run of dependent multiplications, x = x * factor, as the seed's
CUDA loops were: integer chains mul.lo.u32 (seeded tid + 1 and tid + 65537),
float chains mul.rn.f32 (seeded 1.0 and 2.0). The loop's own instructions sit
where a compiler would schedule them, between the multiplications: the counter's
sub after the first, its setp in the middle, the branch last, so that at low
occupancy they issue in the shadow of a dependent multiplication (the seed's
figure 4.5 finds the loop costs nothing).

  mul_chain.ptx    int_mul_x10, int_mul_x1000, float_mul_x10, float_mul_x1000:
                   one chain, 10 or 1,000 multiplications an iteration
                   (figures 4.1 and 4.5)
  mix.ptx          mix_1i1f, mix_1i2f, mix_2i1f, mix_1i3f: an integer and a
                   float chain interleaved, I integer to F float
                   multiplications, 100 integer ones an iteration (figures 4.6, 4.7)
  two_streams.ptx  int_mul_2streams, float_mul_2streams: two independent chains
                   of one type interleaved a, b, a, b, 100 an iteration, 50 each
                   (figure 4.9)

The bodies are long (100 or 1,000 multiplications) so that the loop's own
instructions, which share the CUDA cores' issue with the float multiplications,
cost under 1 %: the 10-an-iteration kernels show what they cost otherwise.
"""

import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
HEADER = ".version 8.0\n.target sm_90\n.address_size 64\n"

INT_A, INT_B, FLOAT_A, FLOAT_B = "%r4", "%r5", "%f0", "%f1"


def multiply(chain):
    if chain.startswith("%r"):
        return f"\tmul.lo.u32 \t{chain}, {chain}, %r2;"
    return f"\tmul.rn.f32 \t{chain}, {chain}, %f2;"


def kernel(name, comment, sequence, result_a, result_b):
    """One entry: `sequence` is the chains' multiplications of one iteration, in order."""
    lines = [f"// {line}" if line else "//" for line in comment.split("\n")]
    lines += [
        f".visible .entry {name}(",
        f"\t.param .u64 {name}_clocks,",
        f"\t.param .u64 {name}_results,",
        f"\t.param .u32 {name}_iterations,",
        f"\t.param .u32 {name}_int_factor,",
        f"\t.param .u32 {name}_float_factor",
        ")",
        "{",
        "\t.reg .pred \t%p<2>;",
        "\t.reg .b32 \t%r<9>;",
        "\t.reg .f32 \t%f<3>;",
        "\t.reg .b64 \t%rd<9>;",
        "",
        "\tmov.u32 \t%r0, %tid.x;",
        f"\tld.param.u32 \t%r1, [{name}_iterations];",
        f"\tld.param.u32 \t%r2, [{name}_int_factor];",
        f"\tld.param.u32 \t%r3, [{name}_float_factor];",
        "\tmov.b32 \t%f2, %r3;",
        f"\tadd.u32 \t{INT_A}, %r0, 1;",
        f"\tadd.u32 \t{INT_B}, %r0, 65537;",
        f"\tmov.f32 \t{FLOAT_A}, 0f3F800000;",
        f"\tmov.f32 \t{FLOAT_B}, 0f40000000;",
        "\tsetp.eq.u32 \t%p1, %r1, 0;",
        "\tmov.u64 \t%rd1, %clock64;",
        "\t@%p1 bra \t$L__stop;",
        "$L__loop:",
    ]
    middle = len(sequence) // 2
    for i, chain in enumerate(sequence):
        lines.append(multiply(chain))
        if i == 0:
            lines.append("\tsub.u32 \t%r1, %r1, 1;")
        if i == middle:
            lines.append("\tsetp.ne.u32 \t%p1, %r1, 0;")
    lines += [
        "\t@%p1 bra \t$L__loop;",
        "$L__stop:",
        "\tmov.u64 \t%rd2, %clock64;",
        f"\tld.param.u64 \t%rd3, [{name}_clocks];",
        "\tcvta.to.global.u64 \t%rd4, %rd3;",
        "\tmul.wide.u32 \t%rd5, %r0, 16;",
        "\tadd.s64 \t%rd4, %rd4, %rd5;",
        "\tst.global.u64 \t[%rd4], %rd1;",
        "\tst.global.u64 \t[%rd4+8], %rd2;",
        f"\tld.param.u64 \t%rd6, [{name}_results];",
        "\tcvta.to.global.u64 \t%rd7, %rd6;",
        "\tmul.wide.u32 \t%rd8, %r0, 8;",
        "\tadd.s64 \t%rd7, %rd7, %rd8;",
    ]
    for word, value in ((0, result_a), (1, result_b)):
        if value is None:
            lines.append(f"\tmov.u32 \t%r6, 0;")
        elif value.startswith("%f"):
            lines.append(f"\tmov.b32 \t%r6, {value};")
        else:
            lines.append(f"\tmov.u32 \t%r6, {value};")
        lines.append(f"\tst.global.u32 \t[%rd7+{4 * word}], %r6;")
    lines += ["\tret;", "}", ""]
    return "\n".join(lines)


def interleave(ints, floats):
    """`ints` integer and `floats` float multiplications, spread evenly."""
    total = ints + floats
    sequence = []
    placed_ints = 0
    for i in range(total):
        # The integer multiplication goes where its even share says it is due.
        if placed_ints < ints and (placed_ints * total) <= i * ints:
            sequence.append(INT_A)
            placed_ints += 1
        else:
            sequence.append(FLOAT_A)
    return sequence


def mul_chain():
    out = [HEADER]
    for kind, chain in (("int", INT_A), ("float", FLOAT_A)):
        op = "mul.lo.u32" if kind == "int" else "mul.rn.f32"
        for unroll in (10, 1000):
            out.append(kernel(
                f"{kind}_mul_x{unroll}",
                f"One chain of dependent {op}, {unroll} an iteration: iterations x {unroll}\n"
                f"multiplications a thread (seed 001, figures 4.1 and 4.5).",
                [chain] * unroll, chain, None))
    return "\n".join(out)


def mix():
    out = [HEADER]
    for ints, floats in ((1, 1), (1, 2), (2, 1), (1, 3)):
        per_iteration_ints = 100
        per_iteration_floats = 100 * floats // ints
        out.append(kernel(
            f"mix_{ints}i{floats}f",
            f"An integer chain (mul.lo.u32) and a float chain (mul.rn.f32) interleaved,\n"
            f"{ints} integer to {floats} float multiplications: {per_iteration_ints} and "
            f"{per_iteration_floats} an iteration\n(seed 001, figures 4.6 and 4.7).",
            interleave(per_iteration_ints, per_iteration_floats), INT_A, FLOAT_A))
    return "\n".join(out)


def two_streams():
    out = [HEADER]
    for kind, a, b in (("int", INT_A, INT_B), ("float", FLOAT_A, FLOAT_B)):
        op = "mul.lo.u32" if kind == "int" else "mul.rn.f32"
        out.append(kernel(
            f"{kind}_mul_2streams",
            f"Two independent chains of {op} interleaved a, b, a, b: 100 an iteration,\n"
            f"50 each, so iterations x 100 multiplications a thread (seed 001, figure 4.9).",
            [a, b] * 50, a, b))
    return "\n".join(out)


FILES = {"mul_chain.ptx": mul_chain, "mix.ptx": mix, "two_streams.ptx": two_streams}


def main():
    check = sys.argv[1:] == ["--check"]
    stale = []
    for name, make in FILES.items():
        text = make()
        path = HERE / name
        if check:
            if not path.exists() or path.read_text() != text:
                stale.append(name)
        else:
            path.write_text(text)
    if stale:
        print("out of date (run kernels/ptx/microbench/generate.py): " + ", ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
