"""Reading ptxas's cubins without nvdisasm: each kernel's 128-bit instructions, the class of
each from its opcode bits and ptxas's plan from its control bits (issue 29 item 1, issue 32 item 1).

Volta to Hopper encode an instruction in 16 bytes: the opcode in the low bits of the first 8
(the low 9 bits name the class; bits 9-11 choose the operand form: register, immediate,
constant, uniform register), the control bits in the top of the second 8: bits 105-108 the
stall count (cycles before the warp's next instruction may issue), bit 109 the yield flag
(clear: the scheduler may switch warps), 110-115 the write and read scoreboards, 116-121 the
wait mask (Jia et al., "Dissecting the NVIDIA Volta GPU Architecture via Microbenchmarking",
arXiv:1804.06826, section 2.1). The class names were checked with one-instruction probes
compiled by ptxas 13 (reference/ptx-integer-study.md A3 for the multiplies).
"""
import collections
import os
import struct
import subprocess

PTXAS = os.environ.get("PTXAS", "/usr/local/cuda/bin/ptxas")

NAMES = {0x24: "IMAD", 0x25: "IMAD.WIDE", 0x27: "IMAD.HI", 0x10: "IADD3", 0x02: "MOV",
         0x07: "SEL", 0x0c: "ISETP", 0x12: "LOP3", 0x19: "SHF", 0x23: "FFMA", 0x20: "FMUL",
         0x21: "FADD", 0x36: "VIADD", 0x11: "LEA", 0x184: "LDS", 0x188: "STS", 0x181: "LDG",
         0x186: "STG", 0x147: "BRA", 0x14d: "EXIT", 0x118: "NOP", 0x119: "S2R", 0x182: "LDC",
         0x1b9: "ULDC", 0x05: "CS2R", 0x1c: "PLOP3", 0x1d: "BAR"}


class Instruction:
    __slots__ = ("name", "stall", "yields")

    def __init__(self, low, high):
        self.name = NAMES.get(low & 0x1ff, "other")
        self.stall = (high >> 41) & 0xf
        self.yields = not (high >> 45) & 1


def kernels(cubin):
    """{kernel name: [Instruction]} of a cubin's .text sections."""
    data = open(cubin, "rb").read()
    shoff = struct.unpack_from("<Q", data, 0x28)[0]
    entsize, count, strndx = struct.unpack_from("<HHH", data, 0x3a)
    sections = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * entsize) for i in range(count)]
    names = sections[strndx]
    result = {}
    for s in sections:
        name = data[names[4] + s[0]:].split(b"\0")[0].decode()
        if name.startswith(".text."):
            code = data[s[4]:s[4] + s[5]]
            result[name[len(".text."):]] = [
                Instruction(*struct.unpack_from("<QQ", code, at)) for at in range(0, len(code), 16)]
    return result


def compile_kernels(text, arch, tmp):
    ptx, cubin = os.path.join(tmp, "k.ptx"), os.path.join(tmp, "k.cubin")
    with open(ptx, "w") as out:
        out.write(text)
    subprocess.run([PTXAS, "-arch=" + arch, ptx, "-o", cubin], check=True)
    return kernels(cubin)


def histogram(instructions):
    return collections.Counter(i.name for i in instructions if i.name != "NOP")


def stalls(instructions):
    """The cycles one warp takes through `instructions` as ptxas planned them (no scoreboard
    waits: a load's latency is not in its stall count)."""
    return sum(i.stall for i in instructions if i.name != "NOP")
