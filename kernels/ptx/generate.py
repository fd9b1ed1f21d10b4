#!/usr/bin/env python3
"""Writes the big-integer PTX kernels of kernels/ptx/ (issue 16, item 5).

    python3 kernels/ptx/generate.py           # rewrite the generated .ptx files
    python3 kernels/ptx/generate.py --check   # exit 1 if a committed file differs

Run by hand; the build does not run it. The generated files are committed, and
the test PtxKernels.GeneratedFilesAreUpToDate runs `--check`.

Numbers are little-endian arrays of 32-bit limbs (least significant first), one
number after another: element i of an s-limb array is at byte 4*s*i. Every size
here is a multiple of 128 bits, so every element starts 16-byte aligned and is
read and written with ld/st.global.v4.u32.

Products use paired `mad.lo.cc` / `madc.hi.cc` on the same operands (the lo
and hi halves of one 32x32 product into adjacent words), which ptxas turns into
one IMAD.WIDE when the two words are an aligned register pair. `row` (the full
products): acc += x * y for a multi-limb x and a one-limb y, as two carry chains,
the even limbs of x (product j at words j and j+1, j = 0, 2, ...) then the odd
ones, each one exact addition into the whole accumulator ending with addc into
the top words; it may also shift the accumulator down one word as it writes it
(word k to register k-1), so that a loop body is the same for every row.
Montgomery multiplication (`montmul_step`) keeps its accumulator in two arrays
instead, the even products' and the odd products' (one word up), which trade
places each step: the shift by a word costs no register move, and every pair
stays aligned. On sm_90, ptxas 13 makes one 256-bit multiplication 225 SASS
instructions where the shifting row made 357, the same 136 products but 43
fewer IMAD.MOV on the multiply pipe (scripts/bench/montmul_sass.py;
docs/PERFORMANCE.md, issue 32).
"""

import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
HEADER = ".version 8.0\n.target sm_90\n.address_size 64\n"
LIMB_BITS = 32


class Body:
    """The instructions of one kernel, as lines of text."""

    def __init__(self):
        self.lines = []

    def op(self, opcode, *operands):
        self.lines.append("\t%s \t%s;" % (opcode, ", ".join(operands)))

    def label(self, name):
        self.lines.append("%s:" % name)

    def comment(self, text):
        self.lines.append("\t// " + text)


def regs(prefix, count):
    return ["%%%s%d" % (prefix, i) for i in range(count)]


def vector(registers):
    return "{" + ", ".join(registers) + "}"


def load_limbs(body, registers, address, space="global"):
    for i in range(0, len(registers), 4):
        offset = "+%d" % (4 * i) if i else ""
        body.op("ld.%s.v4.u32" % space, vector(registers[i:i + 4]), "[%s%s]" % (address, offset))


def store_limbs(body, registers, address, space="global", base_offset=0):
    for i in range(0, len(registers), 4):
        offset = base_offset + 4 * i
        text = "+%d" % offset if offset else ""
        body.op("st.%s.v4.u32" % space, "[%s%s]" % (address, text), vector(registers[i:i + 4]))


def row(body, acc, x, y, shift, top_zero, low=None):
    """acc += x * y over len(acc) words (x of s limbs, len(acc) > s, s even).

    shift: position k is written to acc[k-1], position 0 to `low`.
    top_zero: the top position holds 0 (its register is stale and not read).
    """
    s, width = len(x), len(acc)

    def source(k):
        return "0" if top_zero and k == width - 1 else acc[k]

    def dest(k):
        if not shift:
            return acc[k]
        return low if k == 0 else acc[k - 1]

    # The even limbs' chain: reads every position, writes each to dest.
    for j in range(0, s, 2):
        body.op("mad.lo.cc.u32" if j == 0 else "madc.lo.cc.u32", dest(j), x[j], y, source(j))
        body.op("madc.hi.cc.u32", dest(j + 1), x[j], y, source(j + 1))
    for k in range(s, width):
        body.op("addc.u32" if k == width - 1 else "addc.cc.u32", dest(k), source(k), "0")
    # The odd limbs' chain, on what the first wrote (positions 1 and up).
    for j in range(1, s, 2):
        body.op("mad.lo.cc.u32" if j == 1 else "madc.lo.cc.u32", dest(j), x[j], y, dest(j))
        last = j == s - 1 and width == s + 1
        body.op("madc.hi.u32" if last else "madc.hi.cc.u32", dest(j + 1), x[j], y, dest(j + 1))
    for k in range(s + 1, width):
        body.op("addc.u32" if k == width - 1 else "addc.cc.u32", dest(k), dest(k), "0")


def thread_index(body, count_param, done_label):
    body.op("mov.u32", "%r0", "%tid.x")
    body.op("mov.u32", "%r1", "%ntid.x")
    body.op("mov.u32", "%r2", "%ctaid.x")
    body.op("mad.lo.u32", "%r3", "%r2", "%r1", "%r0")
    body.op("ld.param.u32", "%r4", "[%s]" % count_param)
    body.op("setp.ge.u32", "%p0", "%r3", "%r4")
    body.op("@%p0 bra", done_label)


def element_address(body, param, element_bytes, address, scratch):
    """address = param + thread index * element_bytes (a global address)."""
    body.op("ld.param.u64", scratch, "[%s]" % param)
    body.op("cvta.to.global.u64", address, scratch)
    if element_bytes:
        body.op("mul.wide.u32", scratch, "%r3", str(element_bytes))
        body.op("add.s64", address, address, scratch)


def entry(name, params, declarations, body):
    text = ".visible .entry %s(\n" % name
    text += ",\n".join("\t.param .%s %s_%s" % (t, name, p) for t, p in params)
    text += "\n)\n{\n"
    for declaration in declarations:
        text += "\t%s\n" % declaration
    text += "\n" + "\n".join(body.lines) + "\n}\n"
    return text


# ---- Montgomery multiplication (CIOS) ---------------------------------------

def montmul_step(body, x, y, n, e, o, inverse, first):
    """One CIOS step on y's limb y (a register): t = (t + x y + m n) / 2^32.

    t is held in e (s + 1 words). The products of x's and n's even limbs are
    added to e in place; m = e_0 n0inv mod 2^32 clears word 0. The new t, in
    o: e / 2^32 + the products of the odd limbs (o_k is word k + 1, so e_(k+1)
    is o_k's addend). Every mad.lo.cc / madc.hi.cc pair writes an aligned
    register pair (ptxas makes each one IMAD.WIDE); the caller swaps the
    names of the arrays instead of moving them. first: t = 0 (e is written,
    not read). Bounds: t < 2n, so e < 2n + 2^(32 s) 2^32 fits s + 1 words,
    and the new t < 2n.
    """
    s = len(x)
    for j in range(0, s, 2):
        if first:
            body.op("mul.lo.u32", e[j], x[j], y)
            body.op("mul.hi.u32", e[j + 1], x[j], y)
        else:
            body.op("mad.lo.cc.u32" if j == 0 else "madc.lo.cc.u32", e[j], x[j], y, e[j])
            body.op("madc.hi.cc.u32", e[j + 1], x[j], y, e[j + 1])
    if first:
        body.op("mov.u32", e[s], "0")
    else:
        body.op("addc.u32", e[s], e[s], "0")
    body.op("mul.lo.u32", "%m", e[0], inverse)
    for j in range(0, s, 2):
        low = "%lo" if j == 0 else e[j]
        body.op("mad.lo.cc.u32" if j == 0 else "madc.lo.cc.u32", low, n[j], "%m", e[j])
        body.op("madc.hi.cc.u32", e[j + 1], n[j], "%m", e[j + 1])
    body.op("addc.u32", e[s], e[s], "0")
    for j in range(1, s, 2):
        body.op("mad.lo.cc.u32" if j == 1 else "madc.lo.cc.u32", o[j - 1], x[j], y, e[j])
        body.op("madc.hi.cc.u32", o[j], x[j], y, e[j + 1])
    body.op("addc.u32", o[s], "0", "0")
    for j in range(1, s, 2):
        body.op("mad.lo.cc.u32" if j == 1 else "madc.lo.cc.u32", o[j - 1], n[j], "%m", o[j - 1])
        body.op("madc.hi.cc.u32", o[j], n[j], "%m", o[j])
    body.op("addc.u32", o[s], o[s], "0")


def montmul(body, x, multiplier, n, inverse, tag, loop=None):
    """x = x * y * 2^(-32 s) mod n, fully reduced, for x, y < n (n odd).

    CIOS, the outer index over y's limbs (montmul_step), the accumulator in
    two register arrays %e and %o (s + 1 words each) that trade places each
    step instead of shifting by a word; then one subtraction of n when
    t >= n.

    multiplier: y's limbs as registers (the outer loop unrolled), or, with
    loop=(space, address register, limb register, counter), y in memory at
    that address: a loop over pairs of limbs (two steps, so that the arrays
    are back in their places at the loop's end) that loads them each time.
    """
    s = len(x)
    e, o = regs("e", s + 1), regs("o", s + 1)
    if loop is None:
        for i, y in enumerate(multiplier):
            body.comment("limb %d" % i)
            montmul_step(body, x, y, n, e, o, inverse, first=i == 0)
            e, o = o, e
    else:
        space, address, limb, counter = loop
        for register in e:
            body.op("mov.u32", register, "0")
        body.op("mov.u32", counter, "0")
        body.label("$L__%s_outer" % tag)
        body.op("mul.wide.u32", "%rd15", counter, "4")
        body.op("add.s64", "%rd15", address, "%rd15")
        body.op("ld.%s.v2.u32" % space, "{%s, %%yj}" % limb, "[%rd15]")
        montmul_step(body, x, limb, n, e, o, inverse, first=False)
        montmul_step(body, x, "%yj", n, o, e, inverse, first=False)
        body.op("add.u32", counter, counter, "2")
        body.op("setp.lt.u32", "%p1", counter, str(s))
        body.op("@%p1 bra", "$L__%s_outer" % tag)
    # t (words 0..s, in e) < 2n: x = t - n unless that borrows (its top word
    # is then all ones), else t.
    body.op("sub.cc.u32", x[0], e[0], n[0])
    for j in range(1, s):
        body.op("subc.cc.u32", x[j], e[j], n[j])
    body.op("subc.u32", "%top", e[s], "0")
    body.op("setp.ne.u32", "%p2", "%top", "0")
    for j in range(s):
        body.op("selp.b32", x[j], e[j], x[j], "%p2")


def montmul_declarations(s, multiplier_registers):
    declarations = [
        ".reg .pred \t%p<4>;",
        ".reg .b32 \t%r<8>;",
        ".reg .b32 \t%%x<%d>;" % s,
        ".reg .b32 \t%%n<%d>;" % s,
        ".reg .b32 \t%%e<%d>;" % (s + 1),
        ".reg .b32 \t%%o<%d>;" % (s + 1),
        ".reg .b32 \t%m, %lo, %top, %inv, %yi, %yj, %i, %k;",
        ".reg .b64 \t%rd<16>;",
    ]
    if multiplier_registers:
        declarations.insert(3, ".reg .b32 \t%%y<%d>;" % s)
    return declarations


def montmul_kernel(bits, unrolled):
    s = bits // LIMB_BITS
    name = "montmul_%d" % bits
    x, y, n = regs("x", s), regs("y", s), regs("n", s)
    body = Body()
    thread_index(body, "%s_count" % name, "$L__done")
    element_address(body, "%s_a" % name, 4 * s, "%rd1", "%rd0")
    element_address(body, "%s_b" % name, 4 * s, "%rd2", "%rd0")
    element_address(body, "%s_r" % name, 4 * s, "%rd3", "%rd0")
    element_address(body, "%s_n" % name, 0, "%rd4", "%rd0")
    body.op("ld.param.u32", "%inv", "[%s_n0inv]" % name)
    body.op("ld.param.u32", "%k", "[%s_repeat]" % name)
    load_limbs(body, x, "%rd1")
    load_limbs(body, n, "%rd4")
    if unrolled:
        load_limbs(body, y, "%rd2")
    body.op("setp.eq.u32", "%p3", "%k", "0")
    body.op("@%p3 bra", "$L__store")
    body.label("$L__repeat")
    if unrolled:
        montmul(body, x, y, n, "%inv", "mm")
    else:
        montmul(body, x, None, n, "%inv", "mm", loop=("global", "%rd2", "%yi", "%i"))
    body.op("sub.u32", "%k", "%k", "1")
    body.op("setp.ne.u32", "%p3", "%k", "0")
    body.op("@%p3 bra", "$L__repeat")
    body.label("$L__store")
    store_limbs(body, x, "%rd3")
    body.label("$L__done")
    body.op("ret")
    params = [("u64", "a"), ("u64", "b"), ("u64", "n"), ("u32", "n0inv"), ("u64", "r"),
              ("u32", "count"), ("u32", "repeat")]
    shape = ("the outer CIOS loop fully unrolled, b's limbs in registers" if unrolled else
             "the outer CIOS index a loop that loads b's limb i from global memory\n"
             "// each time (fully unrolled, the text would be s times longer)")
    comment = f"""// Generated by kernels/ptx/generate.py; do not edit.
//
// {bits}-bit Montgomery multiplication, R = 2^{bits}, {s} limbs of 32 bits:
// for each thread i < count, r[i] = a[i] * b[i]^repeat * R^-repeat mod n,
// i.e. x = a[i]; `repeat` times x = montmul(x, b[i]); r[i] = x (repeat 0
// copies a[i]). One load and one store per `repeat` multiplications, so that
// a large repeat makes a benchmark compute-bound. n (odd, shared by the
// batch) at `n`; n0inv = -n^-1 mod 2^32; a[i], b[i] < n; r[i] < n.
// a, b, r: arrays of count numbers, {4 * s} bytes each (element i at byte
// {4 * s} i), limbs least significant first, 16-byte aligned.
// CIOS with paired mad.lo.cc / madc.hi.cc chains (generate.py, `montmul_step`);
// {shape}.
// Per limb b_i of b: t += x b_i; m = t_0 n0inv mod 2^32; t = (t + m n) / 2^32,
// t in two arrays (%e: the even products' words, %o: the odd products', one
// word up) that trade places each step instead of shifting by a word.
// t < 2n throughout (t + x b_i + m n < 2n + 2 (2^32 - 1) n), so {s + 1} words
// of each array hold every sum and no carry chain loses a carry; at the end x = t - n
// unless that borrows, else t.
"""
    return comment + entry(name, params, montmul_declarations(s, unrolled), body)


# ---- Full products ------------------------------------------------------------

def mul_entry(bits, unrolled):
    s = bits // LIMB_BITS
    name = "mul%d" % bits
    a, b, acc = regs("x", s), regs("y", s), regs("t", s + 1)
    body = Body()
    thread_index(body, "%s_count" % name, "$L__done_%s" % name)
    element_address(body, "%s_a" % name, 4 * s, "%rd1", "%rd0")
    element_address(body, "%s_b" % name, 4 * s, "%rd2", "%rd0")
    element_address(body, "%s_r" % name, 8 * s, "%rd3", "%rd0")
    load_limbs(body, a, "%rd1")
    for register in acc:
        body.op("mov.u32", register, "0")
    # Row i adds a * b_i at word i: the accumulator holds words i .. i+s,
    # where the sum (< 2^(32 (i+s+1))) fits; the row shifts it down as it
    # writes it and word i, now final, is stored.
    if unrolled:
        load_limbs(body, b, "%rd2")
        for i in range(s):
            body.comment("limb %d" % i)
            row(body, acc, a, b[i], shift=True, top_zero=True, low="%lo")
            body.op("st.global.u32", "[%%rd3+%d]" % (4 * i) if i else "[%rd3]", "%lo")
    else:
        body.op("mov.u32", "%i", "0")
        body.label("$L__%s_row" % name)
        body.op("mul.wide.u32", "%rd4", "%i", "4")
        body.op("add.s64", "%rd5", "%rd2", "%rd4")
        body.op("ld.global.u32", "%yi", "[%rd5]")
        row(body, acc, a, "%yi", shift=True, top_zero=True, low="%lo")
        body.op("add.s64", "%rd5", "%rd3", "%rd4")
        body.op("st.global.u32", "[%rd5]", "%lo")
        body.op("add.u32", "%i", "%i", "1")
        body.op("setp.lt.u32", "%p1", "%i", str(s))
        body.op("@%p1 bra", "$L__%s_row" % name)
    store_limbs(body, acc[:s], "%rd3", base_offset=4 * s)
    body.label("$L__done_%s" % name)
    body.op("ret")
    declarations = [
        ".reg .pred \t%p<2>;",
        ".reg .b32 \t%r<8>;",
        ".reg .b32 \t%%x<%d>;" % s,
        ".reg .b32 \t%%t<%d>;" % (s + 1),
        ".reg .b32 \t%lo, %yi, %i;",
        ".reg .b64 \t%rd<8>;",
    ]
    if unrolled:
        declarations.insert(3, ".reg .b32 \t%%y<%d>;" % s)
    shape = ("unrolled, b's limbs in registers" if unrolled else
             "a loop over b's limbs, each loaded from global memory")
    comment = f"// mul{bits}: {bits} x {bits} -> {2 * bits} bits, {s} rows, {shape}.\n"
    params = [("u64", "a"), ("u64", "b"), ("u64", "r"), ("u32", "count")]
    return comment + entry(name, params, declarations, body)


def mul_file():
    text = """// Generated by kernels/ptx/generate.py; do not edit.
//
// Full products: for each thread i < count, r[i] = a[i] * b[i]. a, b: arrays
// of count s-limb numbers (4 s bytes each), r of 2s-limb ones (8 s bytes
// each), limbs of 32 bits least significant first, 16-byte aligned. Operand
// scanning: one row per limb of b, each two carry chains of paired
// mad.lo.cc / madc.hi.cc (generate.py, `row`). Row i adds a b_i at word i to
// a sum below 2^(32 (i + s)); the result, below 2^(32 (i + s + 1)), fits the
// s + 1 accumulator words (words i .. i + s), so no chain loses a carry.
"""
    entries = [mul_entry(256, True), mul_entry(512, True), mul_entry(1024, False),
               mul_entry(2048, False)]
    return HEADER + "\n" + text + "\n" + "\n".join(entries)


# ---- Modular exponentiation --------------------------------------------------

def modexp_kernel(bits):
    s = bits // LIMB_BITS
    name = "modexp_%d" % bits
    x, n = regs("x", s), regs("n", s)
    body = Body()
    thread_index(body, "%s_count" % name, "$L__done")
    element_address(body, "%s_base" % name, 4 * s, "%rd1", "%rd0")
    element_address(body, "%s_r" % name, 4 * s, "%rd3", "%rd0")
    element_address(body, "%s_n" % name, 0, "%rd4", "%rd0")
    element_address(body, "%s_r2" % name, 0, "%rd5", "%rd0")
    element_address(body, "%s_e" % name, 0, "%rd6", "%rd0")
    body.op("ld.param.u32", "%inv", "[%s_n0inv]" % name)
    body.op("ld.param.u32", "%k", "[%s_ebits]" % name)
    body.op("mov.u64", "%rd7", "xm")
    body.op("mov.u64", "%rd8", "y")
    load_limbs(body, n, "%rd4")

    def multiply(tag, space, address):
        montmul(body, x, None, n, "%inv", tag, loop=(space, address, "%yi", "%i"))

    body.comment("xm = base R mod n = montmul(base, R^2 mod n)")
    load_limbs(body, x, "%rd1")
    multiply("in", "global", "%rd5")
    store_limbs(body, x, "%rd7", space="local")
    body.comment("x = R mod n (1 in Montgomery form) = montmul(1, R^2 mod n)")
    body.op("mov.u32", x[0], "1")
    for register in x[1:]:
        body.op("mov.u32", register, "0")
    multiply("one", "global", "%rd5")
    body.comment("the exponent's bits, most significant first: x = x^2, then x = x xm if set")
    body.label("$L__bit")
    body.op("setp.eq.u32", "%p3", "%k", "0")
    body.op("@%p3 bra", "$L__out")
    body.op("sub.u32", "%k", "%k", "1")
    store_limbs(body, x, "%rd8", space="local")
    multiply("square", "local", "%rd8")
    body.op("shr.u32", "%r5", "%k", "5")
    body.op("mul.wide.u32", "%rd9", "%r5", "4")
    body.op("add.s64", "%rd9", "%rd6", "%rd9")
    body.op("ld.global.u32", "%r6", "[%rd9]")
    body.op("and.b32", "%r5", "%k", "31")
    body.op("shr.u32", "%r6", "%r6", "%r5")
    body.op("and.b32", "%r6", "%r6", "1")
    body.op("setp.eq.u32", "%p3", "%r6", "0")
    body.op("@%p3 bra", "$L__bit")
    multiply("times", "local", "%rd7")
    body.op("bra", "$L__bit")
    body.label("$L__out")
    body.comment("out of Montgomery form: montmul(1, x) = x R^-1 mod n")
    store_limbs(body, x, "%rd8", space="local")
    body.op("mov.u32", x[0], "1")
    for register in x[1:]:
        body.op("mov.u32", register, "0")
    multiply("out", "local", "%rd8")
    store_limbs(body, x, "%rd3")
    body.label("$L__done")
    body.op("ret")
    declarations = montmul_declarations(s, False)
    declarations[-1] = ".reg .b64 \t%rd<16>;"
    declarations.append(".local .align 16 .b32 \txm[%d];" % s)
    declarations.append(".local .align 16 .b32 \ty[%d];" % s)
    params = [("u64", "base"), ("u64", "e"), ("u32", "ebits"), ("u64", "n"), ("u32", "n0inv"),
              ("u64", "r2"), ("u64", "r"), ("u32", "count")]
    comment = f"""// Generated by kernels/ptx/generate.py; do not edit.
//
// {bits}-bit modular exponentiation: for each thread i < count,
// r[i] = base[i]^e mod n, base[i] < n. The exponent e is shared: `ebits` bits
// at `e` (32-bit limbs, least significant first; e = 0 gives 1 mod n). n (odd)
// and r2 = R^2 mod n, R = 2^{bits}, are {s} limbs each; n0inv = -n^-1 mod 2^32.
// base, r: arrays of count numbers of {4 * s} bytes (element i at byte
// {4 * s} i), limbs least significant first, 16-byte aligned.
// Left-to-right square-and-multiply on Montgomery multiplication (CIOS with
// paired mad.lo.cc / madc.hi.cc chains, as montmul_{bits}.ptx), in and out of
// Montgomery form by montmul(base, R^2) and montmul(1, x). There is no call:
// each of the five multiplications is inlined, each a loop over the outer
// CIOS index that loads the multiplier's limbs from memory (R^2 from global,
// x and base R from the thread's .local copies).
"""
    return comment + entry(name, params, declarations, body)


SIZES = [256, 384, 512, 1024, 2048]


def files():
    out = {"mul_nxn.ptx": mul_file()}
    for bits in SIZES:
        out["montmul_%d.ptx" % bits] = HEADER + "\n" + montmul_kernel(bits, bits <= 512)
        out["modexp_%d.ptx" % bits] = HEADER + "\n" + modexp_kernel(bits)
    return out


def main():
    check = sys.argv[1:] == ["--check"]
    if sys.argv[1:] and not check:
        print("usage: generate.py [--check]", file=sys.stderr)
        return 2
    stale = []
    for name, text in files().items():
        path = HERE / name
        if check:
            if not path.exists() or path.read_text() != text:
                stale.append(name)
        else:
            path.write_text(text)
    if stale:
        print("out of date (run python3 kernels/ptx/generate.py): " + " ".join(stale),
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
