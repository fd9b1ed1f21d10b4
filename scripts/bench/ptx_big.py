#!/usr/bin/env python3
"""Writes a large PTX module shaped like nvcc's output, to measure the PTX
reader's memory and speed (docs/PERFORMANCE.md, "ptx: the reader in bounded
memory"):

  scripts/bench/ptx_big.py --instructions 200000 > big.ptx
  /usr/bin/time -v build/release/gpuasm asm -t ptx big.ptx -o /dev/null

Kernels of about --per-kernel instructions each: ld.param, address
arithmetic, ld/st with offsets and vectors (ld.global.v4, st.global.v2,
mov.b64 {lo, hi}), mad.lo.cc/madc.hi.cc carry chains, setp and guarded
bra to $L__BB labels, and a call of a .func (nvcc's callseq block with
.param arguments) every 64 instructions. `--entries N --params P` instead
writes N small kernels of P parameters each (the module-level cost).
The instruction count is printed on stderr; the output is deterministic.
"""
import argparse
import sys


def helper_functions(out):
    out.append(
        ".func  (.param .b32 func_retval0) addmod(\n"
        "\t.param .b32 addmod_param_0,\n"
        "\t.param .b32 addmod_param_1\n"
        ")\n{\n"
        "\t.reg .pred \t%p<2>;\n"
        "\t.reg .b32 \t%r<5>;\n\n"
        "\tld.param.u32 \t%r1, [addmod_param_0];\n"
        "\tld.param.u32 \t%r2, [addmod_param_1];\n"
        "\tadd.s32 \t%r3, %r2, %r1;\n"
        "\tsetp.lt.u32 \t%p1, %r3, %r1;\n"
        "\tselp.b32 \t%r4, 1, 0, %p1;\n"
        "\tadd.s32 \t%r3, %r3, %r4;\n"
        "\tst.param.b32 \t[func_retval0], %r3;\n"
        "\tret;\n\n}\n")
    return 8


def kernel(out, index, count, state):
    """One kernel of about `count` instructions; returns how many it has."""
    def pick(n):
        state[0] = (state[0] * 1664525 + 1013904223) & 0xFFFFFFFF
        return (state[0] >> 8) % n

    name = f"_Z6kernel{index}PjPKjj"
    out.append(
        f".visible .entry {name}(\n"
        f"\t.param .u64 {name}_param_0,\n"
        f"\t.param .u64 {name}_param_1,\n"
        f"\t.param .u32 {name}_param_2\n"
        ")\n{\n"
        "\t.reg .pred \t%p<16>;\n"
        "\t.reg .b32 \t%r<128>;\n"
        "\t.reg .b64 \t%rd<32>;\n\n"
        f"\tld.param.u64 \t%rd1, [{name}_param_0];\n"
        f"\tld.param.u64 \t%rd2, [{name}_param_1];\n"
        f"\tld.param.u32 \t%r1, [{name}_param_2];\n"
        "\tcvta.to.global.u64 \t%rd3, %rd1;\n"
        "\tcvta.to.global.u64 \t%rd4, %rd2;\n"
        "\tmov.u32 \t%r2, %tid.x;\n"
        "\tmul.wide.u32 \t%rd5, %r2, 16;\n"
        "\tadd.s64 \t%rd6, %rd4, %rd5;\n"
        "\tadd.s64 \t%rd7, %rd3, %rd5;\n")
    made = 9
    label = 0
    call = 0
    while made < count - 1:
        a, b, c, d = (pick(120) + 4 for _ in range(4))
        offset = 16 * pick(64)
        shape = made % 16
        if shape == 0:
            out.append(f"\tld.global.v4.u32 \t{{%r{a}, %r{b}, %r{c}, %r{d}}}, [%rd6+{offset}];\n")
        elif shape in (1, 3, 5):
            out.append(f"\tmad.lo.cc.u32 \t%r{a}, %r{b}, %r{c}, %r{d};\n")
        elif shape in (2, 4, 6):
            out.append(f"\tmadc.hi.cc.u32 \t%r{a}, %r{b}, %r{c}, %r{d};\n")
        elif shape == 7:
            out.append(f"\taddc.u32 \t%r{a}, %r{b}, 0;\n")
        elif shape == 8:
            out.append(f"\tld.global.u32 \t%r{a}, [%rd7+{offset}];\n")
        elif shape == 9:
            out.append(f"\tsetp.lt.u32 \t%p{pick(14) + 1}, %r{b}, %r{c};\n")
        elif shape == 10:
            out.append(f"\t@%p{pick(14) + 1} bra \t$L__BB{index}_{label};\n")
        elif shape == 11:
            out.append(f"\tmov.b64 \t%rd{pick(20) + 8}, {{%r{a}, %r{b}}};\n")
        elif shape == 12:
            out.append(f"\tst.global.v2.u32 \t[%rd7+{offset}], {{%r{b}, %r{c}}};\n")
        elif shape == 13:
            out.append(f"\txor.b32 \t%r{a}, %r{b}, %r{c};\n$L__BB{index}_{label}:\n")
            label += 1
        elif shape == 14:
            out.append(f"\tshf.l.wrap.b32 \t%r{a}, %r{b}, %r{c}, 7;\n")
        elif made % 64 == 15:
            out.append(
                f"\t{{ // callseq {call}, 0\n"
                "\t.param .b32 param0;\n"
                f"\tst.param.b32 \t[param0], %r{b};\n"
                "\t.param .b32 param1;\n"
                f"\tst.param.b32 \t[param1], %r{c};\n"
                "\t.param .b32 retval0;\n"
                "\tcall.uni (retval0), \n\taddmod, \n\t(\n\tparam0, \n\tparam1\n\t);\n"
                f"\tld.param.b32 \t%r{a}, [retval0];\n"
                f"\t}} // callseq {call}\n")
            call += 1
            made += 3
        else:
            out.append(f"\tst.global.u32 \t[%rd6+{offset}], %r{a};\n")
        made += 1
    out.append(f"$L__BB{index}_{label}:\n\tret;\n\n}}\n")
    return made + 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--instructions", type=int, default=200000)
    parser.add_argument("--per-kernel", type=int, default=2000)
    parser.add_argument("--entries", type=int, default=0,
                        help="instead: this many small kernels")
    parser.add_argument("--params", type=int, default=4)
    args = parser.parse_args()
    out = ["//\n// Generated by scripts/bench/ptx_big.py (nvcc-like)\n//\n\n"
           ".version 8.0\n.target sm_90\n.address_size 64\n\n"]
    total = 0
    if args.entries:
        for k in range(args.entries):
            params = ",\n".join(f"\t.param .u32 e{k}_param_{p}" for p in range(args.params))
            out.append(f".visible .entry e{k}(\n{params}\n)\n{{\n\t.reg .b32 \t%r<3>;\n\n"
                       f"\tld.param.u32 \t%r1, [e{k}_param_0];\n"
                       "\tadd.s32 \t%r2, %r1, 1;\n\tret;\n\n}\n")
            total += 3
    else:
        total += helper_functions(out)
        state = [1]
        index = 0
        while total < args.instructions:
            total += kernel(out, index, min(args.per_kernel, args.instructions - total + 1), state)
            index += 1
    sys.stdout.write("".join(out))
    print(f"{total} instructions", file=sys.stderr)


if __name__ == "__main__":
    main()
