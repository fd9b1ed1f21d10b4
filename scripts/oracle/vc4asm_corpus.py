#!/usr/bin/env python3
"""Generates the vc4asm oracle corpus: lines of vc4asm source, one instruction
each, covering the instruction set as vc4asm's documentation describes it
(doc/instructions.html, smallimmediate.html, extensions.html and the register
table of expressions.html), and records beside each line the words vc4asm
writes for it, or that vc4asm rejects it.

    scripts/oracle/vc4asm_corpus.py --vc4asm /path/to/vc4asm \\
        --include /path/to/share/vc4inc > tests/data/vc4/vc4asm_corpus.txt

With --check-disassembly path/to/gpuasm it instead disassembles every word of
an existing corpus (--corpus) with gpuasm and assembles that text with vc4asm,
printing the lines whose words vc4asm gives otherwise (the disassembler should
print names that mean the same to vc4asm and to gpuasm).

Without --vc4asm it prints the source lines only. The oracle runs outside the
repository; only its answers for lines this script writes are kept. Output
lines read `source  # => 0xLOW, 0xHIGH` or `source  # => rejected: message`
(`#` starts a comment in vc4asm, so the file is itself source), grouped under
`## section` headers. Python 3 standard library only.
"""

import argparse
import os
import random
import re
import subprocess
import sys
import tempfile

ADD_BINARY = ["fadd", "fsub", "fmin", "fmax", "fminabs", "fmaxabs", "add", "sub", "shr",
              "asr", "ror", "shl", "min", "max", "and", "or", "xor", "v8adds", "v8subs"]
ADD_UNARY = ["ftoi", "itof", "not", "clz"]
MUL_BINARY = ["fmul", "mul24", "v8muld", "v8min", "v8max", "v8adds", "v8subs"]
CONDITIONS = ["", "never", "ifz", "ifnz", "ifn", "ifnn", "ifc", "ifnc", "ifcc", "ifzs",
              "ifzc", "ifns", "ifcs", "always"]
DESTINATION_CONDITIONS = ["z", "nz", "zs", "zc", "n", "nn", "ns", "nc", "c", "cc", "cs",
                          "never", "ifz", "ifnn"]
SIGNALS = ["bkpt", "thrsw", "thrend", "sbwait", "sbdone", "lthrsw", "loadcv", "loadc",
           "ldcend", "ldtmu0", "ldtmu1", "loadam"]
ACCUMULATORS = ["r0", "r1", "r2", "r3", "r4", "r5"]
READ_A = ["unif", "vary", "elem_num", "nop", "x_coord", "ms_mask", "vpm", "vr_busy",
          "vr_wait", "mutex"]
READ_B = ["unif", "vary", "qpu_num", "nop", "y_coord", "rev_flag", "vpm", "vw_busy",
          "vw_wait", "mutex"]
WRITE_IO = ["r0", "r1", "r2", "r3", "tmurs", "r5quad", "r5rep", "irq", "interrupt", "nop",
            "unif_addr", "unif_addr_rel", "x_coord", "y_coord", "ms_mask", "rev_flag",
            "stencil", "tlbz", "tlbm", "tlbc", "tlbam", "vpm", "vr_setup", "vw_setup",
            "vr_addr", "vw_addr", "mutex", "mutex_acq", "mutex_rel", "recip", "recipsqrt",
            "exp", "log", "t0s", "t0t", "t0r", "t0b", "t1s", "t1t", "t1r", "t1b", "-"]
PACKS = ["16a", "16ai", "16af", "16b", "16bi", "16bf", "16as", "16asi", "16bs", "16bsi",
         "8888", "8888i", "8888s", "8888si", "8888sf", "8abcd", "8abcdi", "8abcds",
         "8abcdsi", "8abcdsf", "8a", "8ai", "8as", "8asi", "8asf", "8b", "8bi", "8bs",
         "8bsi", "8bsf", "8c", "8ci", "8cs", "8csi", "8csf", "8d", "8di", "8ds", "8dsi",
         "8dsf", "32", "32s", "32si", "8abcdc", "8ac", "8dr", "16af", "8af"]
UNPACKS = ["16a", "16ai", "16af", "16b", "16bi", "16bf", "8dr", "8a", "8ai", "8af", "8b",
           "8bi", "8bf", "8c", "8ci", "8cf", "8d", "8di", "8df", "32", "8ddup", "8as", "16as"]
SMALL_INTS = list(range(-16, 16))
SMALL_FLOATS = ["1.0", "2.0", "4.0", "8.0", "16.0", "32.0", "64.0", "128.0", "1./256",
                "1./128", "1./64", "1./32", "1./16", "1./8", "1./4", "1./2", "0.5", "-2.0",
                "2e3", "1e0", "0.25", "3.0", "-1.0", "128.", ".5"]


def ra(n):
    return f"ra{n}"


def rb(n):
    return f"rb{n}"


def sections(rng):
    """Yields (section name, [lines])."""
    reg_a = [ra(n) for n in range(32)]
    reg_b = [rb(n) for n in range(32)]

    def src():
        pick = rng.randrange(4)
        if pick == 0:
            return rng.choice(ACCUMULATORS)
        if pick == 1:
            return rng.choice(reg_a)
        if pick == 2:
            return rng.choice(reg_b)
        return rng.choice(READ_A + READ_B)

    def dst():
        pick = rng.randrange(4)
        if pick == 0:
            return rng.choice(ACCUMULATORS[:4])
        if pick == 1:
            return rng.choice(reg_a)
        if pick == 2:
            return rng.choice(reg_b)
        return rng.choice(WRITE_IO)

    def suffix(cond, setf):
        text = f".{cond}" if cond else ""
        return text + (".setf" if setf else "")

    # Every add operation with every condition, with and without flags.
    lines = []
    for op in ADD_BINARY + ADD_UNARY:
        for cond in CONDITIONS:
            for setf in (False, True):
                for _ in range(3):
                    operands = [dst(), src()] + ([] if op in ADD_UNARY else [src()])
                    lines.append(f"{op}{suffix(cond, setf)} {', '.join(operands)}")
    yield "add unit: operations, conditions, flags", lines

    lines = []
    for op in MUL_BINARY:
        for cond in CONDITIONS:
            for setf in (False, True):
                for _ in range(3):
                    lines.append(f"nop; {op}{suffix(cond, setf)} {dst()}, {src()}, {src()}")
    yield "mul unit: operations, conditions, flags", lines

    lines = []
    for add in ADD_BINARY + ADD_UNARY + ["mov", "nop"]:
        for mul in MUL_BINARY + ["mov", "nop"]:
            for _ in range(6):
                a_ops = [] if add == "nop" else [dst(), src()] + (
                    [src()] if add in ADD_BINARY else [])
                m_ops = [] if mul == "nop" else [dst(), src()] + (
                    [] if mul == "mov" else [src()])
                cond_a = rng.choice(CONDITIONS[:8])
                cond_m = rng.choice(CONDITIONS[:8])
                a = add + (f".{cond_a}" if cond_a and add != "nop" else "")
                m = mul + (f".{cond_m}" if cond_m and mul != "nop" else "")
                lines.append(f"{a} {', '.join(a_ops)}".strip() + "; " +
                             f"{m} {', '.join(m_ops)}".strip())
    yield "both units", lines

    lines = []
    for sig in SIGNALS:
        lines.append(sig)
        lines.append(f"nop; nop; {sig}")
        for _ in range(20):
            op = rng.choice(ADD_BINARY)
            lines.append(f"{op} {dst()}, {src()}, {src()}; {sig}")
            mop = rng.choice(MUL_BINARY)
            lines.append(f"{op} {dst()}, {src()}, {src()}; {mop} {dst()}, {src()}, {src()}; {sig}")
            lines.append(f"mov {dst()}, {src()}; {sig}")
            lines.append(f"{op} {dst()}, {src()}, {rng.choice(SMALL_INTS)}; {sig}")
    yield "signals", lines

    lines = []
    for name in ACCUMULATORS + READ_A + READ_B + [ra(n) for n in range(64)] + \
            [rb(n) for n in range(64)]:
        lines.append(f"mov r0, {name}")
        lines.append(f"nop; mov r1, {name}")
        lines.append(f"add r0, {name}, r1")
        lines.append(f"fmul r0, r1, {name}")
        lines.append(f"read {name}")
        lines.append(f"add r0, {name}, ra1")
        lines.append(f"add r0, {name}, rb1")
        lines.append(f"add r0, {name}, {name}")
    for name in WRITE_IO + [ra(n) for n in range(64)] + [rb(n) for n in range(64)] + ["r4", "r5"]:
        lines.append(f"mov {name}, r1")
        lines.append(f"nop; mov {name}, r1")
        lines.append(f"add {name}, r0, r1; fmul ra1, r0, r1")
        lines.append(f"add {name}, r0, r1; fmul rb1, r0, r1")
        lines.append(f"ldi {name}, 0x12345678")
        lines.append(f"nop {name}")
    yield "registers: every read and write name", lines

    lines = []
    for name in PACKS:
        for op in ("add", "fadd", "or", "itof", "ftoi"):
            args = "r0, r1" if op in ADD_UNARY else "r0, r1, r2"
            for target in ("ra5", "rb5", "r0", "tmurs"):
                lines.append(f"{op} {target}.{name}, {args.split(', ', 1)[1]}")
                lines.append(f"{op}.pack{name} {target}, {args.split(', ', 1)[1]}")
        for op in ("fmul", "mul24", "v8min", "mov"):
            for target in ("ra5", "rb5", "r0", "tmurs"):
                args = "r1" if op == "mov" else "r1, r2"
                lines.append(f"nop; {op} {target}.{name}, {args}")
        lines.append(f"ldi ra3.{name}, 0x1234")
        lines.append(f"ldi r3.{name}, 0x1234")
        lines.append(f"mov ra3.{name}, 7; mov r1, 7")
    for name in UNPACKS:
        for op in ("add", "fadd", "fmul", "fmin", "itof", "ftoi", "v8min", "mov", "fmaxabs"):
            for reg in ("ra4", "r4", "rb4", "r0"):
                args = f"{reg}.{name}" if op in ADD_UNARY + ["mov"] else f"{reg}.{name}, r1"
                lines.append(f"{op} r0, {args}")
                lines.append(f"nop; {op} r0, {args}" if op not in ADD_UNARY else
                             f"{op}.unpack{name} r0, {reg}")
        lines.append(f"add r0, ra4.{name}, ra4.{name}")
        lines.append(f"add r0, ra4.{name}, 1")
        lines.append(f"add r0, ra4.{name}, r4.{name}")
    yield "pack and unpack", lines

    lines = []
    values = [str(v) for v in SMALL_INTS] + SMALL_FLOATS + [
        str(v) for v in range(16, 48)] + ["0x7fffffff", "0x80000000", "-32", "64", "0.0",
                                          "-0.0", "0x3f800000", "1.5", "256.0", "-16.0"]
    for value in values:
        for op in ("add", "fadd", "sub", "fmin", "shl", "and", "itof", "v8adds"):
            operands = f"r0, {value}" if op in ADD_UNARY else f"r0, r1, {value}"
            lines.append(f"{op} {operands}")
            lines.append(f"{op} {operands.replace('r1', 'ra1')}")
            lines.append(f"{op} r0, {value}, r2" if op not in ADD_UNARY else f"{op} r2, {value}")
        for op in ("fmul", "mul24", "v8min", "v8muld"):
            lines.append(f"nop; {op} r0, r1, {value}")
            lines.append(f"add r2, r3, {value}; {op} r0, r1, {value}")
            lines.append(f"add r2, r3, 1; {op} r0, r1, {value}")
        lines.append(f"mov r0, {value}")
        lines.append(f"mov ra0, {value}")
        lines.append(f"mov.setf r0, {value}")
        lines.append(f"mov r0, {value}; mov r1, r2")
        lines.append(f"mov r1, r2; mov r0, {value}")
        lines.append(f"mov r0, {value}; mov r1, {value}")
        lines.append(f"mov ra0, {value}; mov rb0, {value}")
        lines.append(f"mov r0, {value}; ldtmu0")
        lines.append(f"mov r0, {value}; nop; ldtmu0")
        lines.append(f"read {value}")
    yield "small immediates (integers and floats)", lines

    lines = []
    big = [0, 1, 5, 15, 16, 17, 64, 100, 255, 256, 0x1000, 0xffff, 0x10000, 0x12345678,
           0x7fffffff, 0x80000000, 0xf3f3f3f3, 0xffffffff, -1, -17, 0x01010101, 0x3f800000]
    for value in big:
        for form in ("ldi r0, {v}", "ldi ra1, {v}", "ldi rb1, {v}", "ldi ra1, rb2, {v}",
                     "ldi.ifz r0, {v}", "ldi.setf r0, {v}", "ldi.ifnc.setf ra1, {v}",
                     "mov r0, {v}", "mov ra1, {v}; mov rb2, {v}", "mov ra1, {v}; mov rb2, 0",
                     "mov ra1, {v}; mov r2, 1", "ldi -, {v}", "ldi.ifz -, {v}",
                     "ldi r0, r1, {v}", "ldi ra1, ra2, {v}", "ldi tmurs, {v}",
                     "mov r0, {v}; mov r1, {v}", "mov ra1.8a, {v}"):
            lines.append(form.format(v=value))
    for value in ("1.0", "-2.5", "0.1", "1e10", "-0.0", "3.14159"):
        lines.append(f"ldi r0, {value}")
        lines.append(f"mov r0, {value}")
    for _ in range(300):
        kind = rng.randrange(2)
        if kind == 0:
            elems = [rng.choice([-2, -1, 0, 1]) for _ in range(16)]
        else:
            elems = [rng.choice([0, 1, 2, 3]) for _ in range(16)]
        lines.append(f"ldi r0, [{', '.join(map(str, elems))}]")
        lines.append(f"ldi ra1, [{','.join(map(str, elems))}]")
    lines.append("ldi r0, [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]")
    lines.append("ldi r0, [4,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]")
    lines.append("ldi r0, [-3,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]")
    lines.append("ldi r0, [-2,3,0,0,0,0,0,0,0,0,0,0,0,0,0,0]")
    lines.append("ldi r0, [1,2,3]")
    yield "load immediates", lines

    lines = []
    for n in list(range(16)) + [16, 25, 31, 0x35, 0x100]:
        for form in ("sacq -, {n}", "srel -, {n}", "sacq r0, {n}", "srel ra1, {n}",
                     "sacq ra1, rb2, {n}", "mov -, sacq{n}", "mov -, srel{n}", "mov r0, sacq{n}",
                     "sacq.ifz r0, {n}", "srel.setf -, {n}", "sacq -, {n}; nop"):
            lines.append(form.format(n=n))
    yield "semaphores", lines

    lines = []
    bconds = ["", "allz", "allnz", "anyz", "anynz", "alln", "allnn", "anyn", "anynn", "allc",
              "allnc", "anyc", "anync", "always", "ifz"]
    targets = ["0", "0x100", "-8", "0x7ffffff8", "8*4", "-0x100"]
    for op in ("bra", "brr"):
        for cond in bconds:
            c = f".{cond}" if cond else ""
            for t in targets:
                lines.append(f"{op}{c} -, {t}")
            for link in ("ra1", "rb2", "r0", "ra31", "tmurs"):
                lines.append(f"{op}{c} {link}, 0x40")
            for reg in ("ra0", "ra3", "ra31", "rb3"):
                lines.append(f"{op}{c} -, {reg}")
                lines.append(f"{op}{c} -, {reg}, 0x20")
                lines.append(f"{op}{c} -, 0x20, {reg}")
                lines.append(f"{op}{c}.setf -, {reg}")
            lines.append(f"{op}{c} ra1, rb2, -, 0x30")
            lines.append(f"{op}{c} ra1, r0, ra4, 0x30")
            lines.append(f"{op}{c} r0, r1, -, 0x30")
            lines.append(f"{op}{c} -, -, 0x40, ra2")
    yield "branches", lines

    lines = []
    for op in ("mov", "fmul", "v8min", "mul24", "v8adds"):
        for amount in list(range(0, 17)) + ["r5", "-1", "-4"]:
            operands = "r1" if op == "mov" else "r1, r2"
            for src_reg in ("r1", "ra1", "rb1", "r0"):
                ops = operands.replace("r1", src_reg)
                lines.append(f"{op} r0, {ops} << {amount}")
                lines.append(f"{op} r0, {ops} >> {amount}")
                lines.append(f"nop; {op} r0, {ops} >> {amount}")
            lines.append(f"{op} r0 << {amount}, {operands}")
            lines.append(f"{op} r0 >> {amount}, {operands}")
            lines.append(f"{op}.rot {amount}, r0, {operands}")
            lines.append(f"add r3, r3, r3; {op} r0, {operands} >> {amount}")
            lines.append(f"add r3, r3, 1; {op} r0, {operands} >> {amount}")
            lines.append(f"add r3, r3, -3; {op} r0, {operands} >> {amount}")
            lines.append(f"{op} r0, {operands.split(',')[0]}, 2 >> {amount}"
                         if op != "mov" else f"mov r0, 2 >> {amount}")
    yield "rotations", lines

    lines = []
    for cond in DESTINATION_CONDITIONS:
        lines.append(f"mov r0.{cond}, r1")
        lines.append(f"add ra1.{cond}, r0, r1")
        lines.append(f"nop; fmul rb1.{cond}, r0, r1")
        lines.append(f"ldi r0.{cond}, 0x1234")
    for flag in ("sf", "setf"):
        lines.append(f"mov.{flag} r0, r1")
        lines.append(f"mov r0.{flag}, r1")
        lines.append(f"add ra1.{flag}, r0, r1")
        lines.append(f"nop; fmul rb1.{flag}, r0, r1")
    for cond in CONDITIONS[1:]:
        lines.append(f"mov.{cond} -, r1")
        lines.append(f"add.{cond} -, r1, r2")
        lines.append(f"nop; fmul.{cond} -, r1, r2")
        lines.append(f"ldi.{cond} -, 5")
    for op in ("v8adds", "v8subs", "v8min", "v8max"):
        lines.append(f"{op} r0, r1, r2")
        lines.append(f"{op} r0, r1, r2; add r3, r1, r2")
        lines.append(f"add r3, r1, r2; {op} r0, r1, r2")
        lines.append(f"{op} r0, r1, r2; {op} r1, r2, r3")
    for line in ("nop", "anop", "mnop", "nop r0", "nop ra1", "nop; nop", "anop; mnop",
                 "nop; nop; nop", "mov r0, r1; mov r1, r0; ldtmu0", "mov ra0, r1; read rb5",
                 "read vw_wait", "read unif; read unif", "read ra1; read rb2",
                 "read ra1; read ra2", "read 8; add r0, r1, 8", "read 8; add r0, r1, 9",
                 "mov ra0, 0xf3f3f3f3; mov rb0, 12", "mov ra0, 0; mov rb0, 0",
                 "add r0, r1, r2; fmul r0, r1, r2; thrsw; ldtmu0",
                 "add r0, r1, r2; add r1, r2, r3", "fmul r0, r1, r2; fmul r1, r2, r3",
                 "add r0, r0, 1;", "add r0, ra1, rb2; fmul r1, ra1, rb2"):
        lines.append(line)
    yield "extensions and odd forms", lines


def run_oracle(vc4asm, include, lines):
    """Returns, for every line, ('words', low, high) or ('rejected', message)."""
    results = [None] * len(lines)
    error_pattern = re.compile(r"\((\d+),\d+\): (ERROR|Warning) ([^:]*): (.*)")
    with tempfile.TemporaryDirectory() as tmp:
        source = os.path.join(tmp, "corpus.qasm")
        out = os.path.join(tmp, "corpus.hex")

        def assemble(alive):
            # vc4asm reports every error of a file, then writes nothing: drop
            # the lines it names and try again. When it fails without naming
            # a line (an internal exception), halve the lines to find it.
            while alive:
                with open(source, "w") as f:
                    for i in alive:
                        f.write(lines[i] + "\n")
                if os.path.exists(out):
                    os.remove(out)
                proc = subprocess.run(
                    [vc4asm, "-C", out, "-I", include, "-i", "vc4.qinc", source],
                    capture_output=True, text=True)
                failed = {}
                for message in (proc.stdout + proc.stderr).splitlines():
                    m = error_pattern.search(message)
                    if m and m.group(2) == "ERROR" and "corpus.qasm" in message:
                        failed.setdefault(int(m.group(1)) - 1, f"{m.group(3)}: {m.group(4)}")
                if failed:
                    for index in failed:
                        results[alive[index]] = ("rejected", failed[index])
                    alive = [i for n, i in enumerate(alive) if n not in failed]
                    continue
                if proc.returncode != 0:
                    if len(alive) == 1:
                        what = (proc.stdout + proc.stderr).strip().splitlines()
                        results[alive[0]] = ("rejected", "vc4asm failed: " + what[-1].strip())
                        return
                    half = len(alive) // 2
                    assemble(alive[:half])
                    assemble(alive[half:])
                    return
                words = re.findall(r"0x([0-9a-fA-F]{8}),\s*0x([0-9a-fA-F]{8})", open(out).read())
                if len(words) != len(alive):
                    sys.exit(f"vc4asm wrote {len(words)} instructions for {len(alive)} lines")
                for i, (low, high) in zip(alive, words):
                    results[i] = ("words", int(low, 16), int(high, 16))
                return

        assemble(list(range(len(lines))))
    return results


def check_disassembly(gpuasm, vc4asm, include, corpus):
    words, seen = [], set()
    for line in open(corpus):
        m = re.search(r"# => 0x([0-9a-f]{8}), 0x([0-9a-f]{8})$", line.rstrip())
        if m:
            word = int(m.group(2), 16) << 32 | int(m.group(1), 16)
            if word not in seen:
                seen.add(word)
                words.append(word)
    proc = subprocess.run([gpuasm, "dis", "-t", "vc4", "-"], capture_output=True, text=True,
                          input="".join(f"0x{w:016x}\n" for w in words))
    texts = proc.stdout.splitlines()
    if len(texts) != len(words):
        sys.exit(f"gpuasm printed {len(texts)} lines for {len(words)} words:\n{proc.stderr}")
    pairs = [(w, t) for w, t in zip(words, texts) if not t.startswith(".quad")]
    results = run_oracle(vc4asm, include, [t for _, t in pairs])
    same = 0
    for (word, text), result in zip(pairs, results):
        if result[0] == "words" and (result[2] << 32 | result[1]) == word:
            same += 1
        elif result[0] == "words":
            print(f"0x{word:016x}: '{text}' gives 0x{result[2] << 32 | result[1]:016x} in vc4asm")
        else:
            print(f"0x{word:016x}: '{text}' is refused by vc4asm: {result[1]}")
    print(f"# {same} of {len(pairs)} texts give vc4asm the same word "
          f"({len(words) - len(pairs)} words are .quad)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--vc4asm", help="path of the vc4asm binary (the oracle)")
    parser.add_argument("--include", help="vc4asm's share/vc4inc directory")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--check-disassembly", metavar="GPUASM")
    parser.add_argument("--corpus", default="tests/data/vc4/vc4asm_corpus.txt")
    args = parser.parse_args()
    if args.check_disassembly:
        include = args.include or os.path.join(os.path.dirname(args.vc4asm), "..", "share",
                                               "vc4inc")
        check_disassembly(args.check_disassembly, args.vc4asm, include, args.corpus)
        return
    rng = random.Random(args.seed)
    groups = list(sections(rng))
    lines = []
    for _, group in groups:
        lines.extend(group)
    results = None
    if args.vc4asm:
        include = args.include or os.path.join(os.path.dirname(args.vc4asm), "..", "share",
                                               "vc4inc")
        results = run_oracle(args.vc4asm, include, lines)
    print("# vc4asm oracle corpus, written by scripts/oracle/vc4asm_corpus.py "
          f"(seed {args.seed}).")
    print("# `source  # => 0xLOW, 0xHIGH` are vc4asm's words for the line alone;")
    print("# `source  # => rejected: ...` is vc4asm's error for it.")
    n = 0
    for title, group in groups:
        print(f"## {title}")
        for line in group:
            if results is None:
                print(line)
            elif results[n][0] == "words":
                print(f"{line}  # => 0x{results[n][1]:08x}, 0x{results[n][2]:08x}")
            else:
                print(f"{line}  # => rejected: {results[n][1]}")
            n += 1


if __name__ == "__main__":
    main()
