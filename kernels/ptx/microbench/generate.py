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
  classes.ptx      one kernel per instruction class and dependency shape (issue
                   29, item 3: what `gpuasm study -t ptx --suite classes` runs on
                   a GPU and on the model, and what `--calibrate` fits): NAME_x1
                   is one dependent chain, 100 operations an iteration; NAME_x4
                   four independent chains interleaved, 50 each (200 an
                   iteration). The classes and one operation of each:
                     mul_hi    mad.hi.u32 x, x, k, x           (IMAD.HI)
                     mad_wide  mad.wide.u32 w, x, k, w; cvt.u32.u64 x, w
                                                               (IMAD.WIDE; the cvt is free)
                     addc      addc.cc.u32 x, x, k             (x1 only: PTX has one carry flag,
                                                               so four chains would be one)
                     lop3      lop3.b32 x, x, k, t, 0x6a       ((x & k) ^ t, t alternating
                                                               between two values so that
                                                               ptxas cannot fuse two into one)
                     shf       shf.l.wrap.b32 x, x, x, k       (SHF: a rotate)
                     ffma      fma.rn.f32 f, f, factor, 1.0    (FFMA)
                     mont      mad.lo.cc.u32 t, x, k, x; madc.hi.u32 y, x, k, y
                               (Montgomery's pair, which ptxas fuses into one IMAD.WIDE;
                               the next pair reads t and writes x)
                     lds       ld.shared.u32 x, [x]            (a pointer chase on the
                                                               thread's own slot: shared latency)
                   k is the int_factor parameter; results word 0 is chain 0 (xor chain
                   2), word 1 chain 1 (xor chain 3), each 64-bit chain folded as low
                   xor high, lds's less the array's address.

The bodies are long (100 or 1,000 multiplications) so that the loop's own
instructions, which share the CUDA cores' issue with the float multiplications,
cost under 1 %: the 10-an-iteration kernels show what they cost otherwise.
"""

import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
HEADER = ".version 8.0\n.target sm_90\n.address_size 64\n"

INT_A, INT_B, FLOAT_A, FLOAT_B = "%r4", "%r5", "%f0", "%f1"


def multiply(chain, step=0):
    if chain.startswith("%r"):
        return f"\tmul.lo.u32 \t{chain}, {chain}, %r2;"
    return f"\tmul.rn.f32 \t{chain}, {chain}, %f2;"


def kernel(name, comment, sequence, result_a, result_b, ops=None):
    """One entry: `sequence` is the chains' operations of one iteration, in order; `ops` maps a
    chain's register to what one operation of it is (default: a multiplication)."""
    ops = ops or {}
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
    ] + (PIPE_INIT if ops else []) + [
        "\tsetp.eq.u32 \t%p1, %r1, 0;",
        "\tmov.u64 \t%rd1, %clock64;",
        "\t@%p1 bra \t$L__stop;",
        "$L__loop:",
    ]
    middle = len(sequence) // 2
    steps = {}
    for i, chain in enumerate(sequence):
        lines.append(ops.get(chain, multiply)(chain, steps.get(chain, 0)))
        steps[chain] = steps.get(chain, 0) + 1
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


# The pipe probes' operations (pipes.ptx), each on one pipe of an sm_90 sub-partition as ptxas 13
# emits it: IMAD (FMA-heavy only), FMUL/FFMA/FADD (FMA-heavy or FMA-lite), LOP3 (ALU).
def lop3(chain, step):
    # (x & k) ^ t with t alternating between two values, so that ptxas cannot fuse two into one
    return f"\tlop3.b32 \t{chain}, {chain}, %r2, {'%r7' if step % 2 == 0 else '%r8'}, 0x6a;"


def ffma(chain, step):
    return f"\tfma.rn.f32 \t{chain}, {chain}, %f2, 0f3F800000;"


def fadd(chain, step):
    return f"\tadd.rn.f32 \t{chain}, {chain}, %f2;"


PIPE_INIT = ["\tshl.b32 \t%r7, %r0, 3;", "\txor.b32 \t%r8, %r0, 0x5a5a;"]
PIPE_PROBES = [
    # (entry, what it asks, chain a and its operation, chain b and its operation)
    ("pipe_imad_fmul", "IMAD and FMUL (mix_1i1f's pair, the control)",
     INT_A, multiply, FLOAT_A, multiply),
    ("pipe_lop3_fmul", "LOP3 (ALU) and FMUL: two pipes that share nothing but the issue slot",
     INT_B, lop3, FLOAT_A, multiply),
    ("pipe_imad_lop3", "IMAD (FMA-heavy) and LOP3 (ALU): no pipe to choose",
     INT_A, multiply, INT_B, lop3),
    ("pipe_imad_ffma", "IMAD and FFMA (three sources where FMUL has two)",
     INT_A, multiply, FLOAT_A, ffma),
    ("pipe_imad_fadd", "IMAD and FADD",
     INT_A, multiply, FLOAT_A, fadd),
]


def pipes():
    out = [HEADER]
    for entry, asks, a, op_a, b, op_b in PIPE_PROBES:
        out.append(kernel(
            entry,
            f"A pipe probe (issue 29, item 2; scripts/gpu-session.sh's `pipes` stage): {asks}.\n"
            f"Two independent chains interleaved a, b, a, b: 100 operations each an iteration.",
            [a, b] * 100, a, b, {a: op_a, b: op_b}))
    return "\n".join(out)


CLASS_REGISTERS = [
    "\t.reg .pred \t%p<2>;",
    "\t.reg .b32 \t%r<40>;",
    "\t.reg .f32 \t%f<8>;",
    "\t.reg .b64 \t%rd<20>;",
]


def x(i):
    """Chain i's 32-bit register."""
    return f"%r{10 + i}"


def y(i):
    """Chain i's second 32-bit register (a high word, a Montgomery pair's other low word)."""
    return f"%r{14 + i}"


def w(i):
    """Chain i's 64-bit register."""
    return f"%rd{10 + i}"


def f(i):
    """Chain i's float register."""
    return f"%f{4 + i}"


# Each class: (comment, init(chains), op(chain, n-th op of the chain), results(chains)).
def class_table(name):
    if name == "mul_hi":
        return ("mad.hi.u32 x, x, k, x: the high word of a 32 x 32 product (IMAD.HI).",
                lambda c: [f"\tadd.u32 \t{x(i)}, %r0, {1 + 65536 * i};" for i in range(c)],
                lambda i, j: [f"\tmad.hi.u32 \t{x(i)}, {x(i)}, %r2, {x(i)};"],
                lambda c: [x(i) for i in range(c)])
    if name == "mad_wide":
        def init(c):
            lines = []
            for i in range(c):
                lines += [f"\tadd.u32 \t{x(i)}, %r0, {1 + 65536 * i};",
                          f"\tcvt.u64.u32 \t{w(i)}, {x(i)};"]
            return lines
        return ("mad.wide.u32 w, x, k, w, then x = the low word of w (cvt.u32.u64, which\n"
                "ptxas emits nothing for): a 32 x 32 -> 64 multiply-add (IMAD.WIDE.U32).",
                init,
                lambda i, j: [f"\tmad.wide.u32 \t{w(i)}, {x(i)}, %r2, {w(i)};",
                              f"\tcvt.u32.u64 \t{x(i)}, {w(i)};"],
                lambda c: [("wide", w(i)) for i in range(c)])
    if name == "addc":
        def init(c):
            # The carry flag is set once before the loop; the loop's sub and
            # setp do not touch it.
            return [f"\tadd.u32 \t{x(i)}, %r0, {1 + 65536 * i};" for i in range(c)] + [
                f"\tadd.cc.u32 \t{x(0)}, {x(0)}, %r2;"]
        return ("addc.cc.u32 x, x, k: a chain through the register and the carry flag\n"
                "(IADD3.X on sm_90, the carry in a predicate).",
                init,
                lambda i, j: [f"\taddc.cc.u32 \t{x(i)}, {x(i)}, %r2;"],
                lambda c: [x(i) for i in range(c)])
    if name == "lop3":
        def init(c):
            return [f"\tadd.u32 \t{x(i)}, %r0, {1 + 65536 * i};" for i in range(c)] + [
                "\tshl.b32 \t%r8, %r0, 3;",
                "\txor.b32 \t%r9, %r0, 0x5a5a;"]
        return ("lop3.b32 x, x, k, t, 0x6a: (x & k) ^ t, t alternating between two values\n"
                "(tid x 8 and tid ^ 0x5a5a) so that two in a row use four inputs and ptxas\n"
                "cannot fuse them into one LOP3.",
                init,
                lambda i, j: [f"\tlop3.b32 \t{x(i)}, {x(i)}, %r2, {'%r8' if j % 2 == 0 else '%r9'}, 0x6a;"],
                lambda c: [x(i) for i in range(c)])
    if name == "shf":
        return ("shf.l.wrap.b32 x, x, x, k: a rotate left by k (SHF).",
                lambda c: [f"\tadd.u32 \t{x(i)}, %r0, {1 + 65536 * i};" for i in range(c)],
                lambda i, j: [f"\tshf.l.wrap.b32 \t{x(i)}, {x(i)}, {x(i)}, %r2;"],
                lambda c: [x(i) for i in range(c)])
    if name == "ffma":
        return ("fma.rn.f32 f, f, factor, 1.0: a fused multiply-add (FFMA), seeded 1.0, 2.0, ...",
                lambda c: [f"\tmov.f32 \t{f(i)}, 0f{0x3F800000 + (0x00800000 * i if i < 2 else 0):08X};"
                           if i < 2 else f"\tadd.f32 \t{f(i)}, {f(i - 2)}, 0f40000000;"
                           for i in range(c)],
                lambda i, j: [f"\tfma.rn.f32 \t{f(i)}, {f(i)}, %f2, 0f3F800000;"],
                lambda c: [("float", f(i)) for i in range(c)])
    if name == "mont":
        def init(c):
            lines = []
            for i in range(c):
                lines += [f"\tadd.u32 \t{x(i)}, %r0, {1 + 65536 * i};",
                          f"\tmov.u32 \t{y(i)}, 0;"]
            return lines

        def op(i, j):
            # Pair j reads the low word where pair j - 1 wrote it: x, then t, then x ...
            t = f"%r{18 + i}"
            a, b = (x(i), t) if j % 2 == 0 else (t, x(i))
            return [f"\tmad.lo.cc.u32 \t{b}, {a}, %r2, {a};",
                    f"\tmadc.hi.u32 \t{y(i)}, {a}, %r2, {y(i)};"]
        return ("mad.lo.cc.u32 t, x, k, x; madc.hi.u32 y, x, k, y: Montgomery's pair, the\n"
                "64-bit (y:x) += x * k, which ptxas fuses into one IMAD.WIDE.U32; the next\n"
                "pair reads the low word from t and writes it to x.",
                init, op,
                lambda c: [("pair", x(i), y(i)) for i in range(c)])
    if name == "lds":
        def init(c):
            lines = [f"\tmov.u32 \t%r8, lds_x{c}_slots;",
                     "\tshl.b32 \t%r9, %r0, 4;",
                     "\tadd.u32 \t%r9, %r8, %r9;"]
            for i in range(4):
                lines += [f"\tadd.u32 \t{x(i)}, %r9, {4 * i};",
                          f"\tst.shared.u32 \t[{x(i)}], {x(i)};"]
            return lines + ["\tbar.sync \t0;"]
        return ("ld.shared.u32 x, [x]: a pointer chase on the thread's own slots of a\n"
                "shared array (each slot holds its own address): the shared-memory latency.",
                init,
                lambda i, j: [f"\tld.shared.u32 \t{x(i)}, [{x(i)}];"],
                lambda c: [("shared", x(i)) for i in range(c)])
    raise KeyError(name)


CLASS_NAMES = ["mul_hi", "mad_wide", "addc", "lop3", "shf", "ffma", "mont", "lds"]


def fold(value, target):
    """Lines that leave chain `value` folded to 32 bits in `target`."""
    if isinstance(value, str):
        return [f"\tmov.u32 \t{target}, {value};"]
    kind = value[0]
    if kind == "wide":
        return [f"\tcvt.u32.u64 \t%r30, {value[1]};",
                f"\tshr.u64 \t%rd19, {value[1]}, 32;",
                "\tcvt.u32.u64 \t%r31, %rd19;",
                f"\txor.b32 \t{target}, %r30, %r31;"]
    if kind == "float":
        return [f"\tmov.b32 \t{target}, {value[1]};"]
    if kind == "pair":
        return [f"\txor.b32 \t{target}, {value[1]}, {value[2]};"]
    if kind == "shared":
        return [f"\tsub.u32 \t{target}, {value[1]}, %r8;"]
    raise KeyError(kind)


def class_kernel(name, chains):
    comment, init, op, results = class_table(name)
    entry = f"{name}_x{chains}"
    per_chain = 100 if chains == 1 else 50
    shape = ("one dependent chain, 100 operations an iteration" if chains == 1 else
             "four independent chains interleaved a, b, c, d: 50 operations each, 200 an iteration")
    lines = [f"// {line}" for line in (comment + f"\n{entry}: {shape}.").split("\n")]
    if name == "lds":
        lines.append(f".shared .align 16 .b32 {entry}_slots[4096];")
    lines += [
        f".visible .entry {entry}(",
        f"\t.param .u64 {entry}_clocks,",
        f"\t.param .u64 {entry}_results,",
        f"\t.param .u32 {entry}_iterations,",
        f"\t.param .u32 {entry}_int_factor,",
        f"\t.param .u32 {entry}_float_factor",
        ")",
        "{",
    ] + CLASS_REGISTERS + [
        "",
        "\tmov.u32 \t%r0, %tid.x;",
        f"\tld.param.u32 \t%r1, [{entry}_iterations];",
        f"\tld.param.u32 \t%r2, [{entry}_int_factor];",
        f"\tld.param.u32 \t%r3, [{entry}_float_factor];",
        "\tmov.b32 \t%f2, %r3;",
    ]
    body_init = init(chains)
    if name == "lds":
        body_init = [line.replace(f"lds_x{chains}_slots", f"{entry}_slots") for line in body_init]
    lines += body_init
    lines += [
        "\tsetp.eq.u32 \t%p1, %r1, 0;",
        "\tmov.u64 \t%rd1, %clock64;",
        "\t@%p1 bra \t$L__stop;",
        "$L__loop:",
    ]
    total = per_chain * chains
    middle = total // 2
    for n in range(total):
        lines += op(n % chains, n // chains)
        if n == 0:
            lines.append("\tsub.u32 \t%r1, %r1, 1;")
        if n == middle:
            lines.append("\tsetp.ne.u32 \t%p1, %r1, 0;")
    lines += [
        "\t@%p1 bra \t$L__loop;",
        "$L__stop:",
        "\tmov.u64 \t%rd2, %clock64;",
        f"\tld.param.u64 \t%rd3, [{entry}_clocks];",
        "\tcvta.to.global.u64 \t%rd4, %rd3;",
        "\tmul.wide.u32 \t%rd5, %r0, 16;",
        "\tadd.s64 \t%rd4, %rd4, %rd5;",
        "\tst.global.u64 \t[%rd4], %rd1;",
        "\tst.global.u64 \t[%rd4+8], %rd2;",
        f"\tld.param.u64 \t%rd6, [{entry}_results];",
        "\tcvta.to.global.u64 \t%rd7, %rd6;",
        "\tmul.wide.u32 \t%rd8, %r0, 8;",
        "\tadd.s64 \t%rd7, %rd7, %rd8;",
    ]
    values = results(chains)
    for word in (0, 1):
        if word >= len(values):
            lines.append("\tmov.u32 \t%r6, 0;")
        else:
            lines += fold(values[word], "%r6")
            if word + 2 < len(values):
                lines += fold(values[word + 2], "%r7")
                lines.append("\txor.b32 \t%r6, %r6, %r7;")
        lines.append(f"\tst.global.u32 \t[%rd7+{4 * word}], %r6;")
    lines += ["\tret;", "}", ""]
    return "\n".join(lines)


def classes():
    out = [HEADER]
    for name in CLASS_NAMES:
        for chains in (1, 4):
            if name == "addc" and chains == 4:
                continue
            out.append(class_kernel(name, chains))
    return "\n".join(out)


FILES = {"mul_chain.ptx": mul_chain, "mix.ptx": mix, "two_streams.ptx": two_streams,
         "classes.ptx": classes, "pipes.ptx": pipes}


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
