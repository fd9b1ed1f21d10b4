// The bit instructions of PTX ISA 9.7.1 and 9.7.8: popc, clz, bfind, fns,
// brev, bfe, bfi, szext, bmsk, cnot, lop3, shf and prmt, each as the manual's
// pseudocode defines it for every input (positions and lengths past the
// width, shift counts up to 2^32 - 1), computed with masks and shifts that
// never shift by the width or more.
#include <algorithm>

#include "targets/ptx/machine/lanes.hpp"

namespace gpuasm::ptx {
using namespace lanes;
namespace {

template <class T>
constexpr uint32_t kWidth = 8 * sizeof(T);

// The low `n` bits set, n <= 64.
constexpr uint64_t lowBits(uint32_t n) {
  return widthMask(n);
}

// popc, clz: the count in a .u32 register.
template <bool LeadingZeros, class T>
bool count(Warp& w, const Op& op, uint32_t mask) {
  using U = Unsigned<T>;
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  forLanes(mask, [&](uint32_t l) {
    const U x = static_cast<U>(a[l]);
    d[l] = static_cast<uint32_t>(LeadingZeros ? std::countl_zero(x) : std::popcount(x));
  });
  return true;
}

// bfind: the position of the most significant non-sign bit (0xffffffff for
// none); .shiftamt: the left shift that brings it to the top.
template <bool ShiftAmount, class T>
bool findMostSignificant(Warp& w, const Op& op, uint32_t mask) {
  using U = Unsigned<T>;
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  forLanes(mask, [&](uint32_t l) {
    U x = static_cast<U>(a[l]);
    if constexpr (std::is_signed_v<T>) {
      if (static_cast<T>(x) < 0) x = static_cast<U>(~x);
    }
    if (x == 0) {
      d[l] = 0xffffffffu;
      return;
    }
    const uint32_t leading = static_cast<uint32_t>(std::countl_zero(x));
    d[l] = ShiftAmount ? leading : kWidth<T> - 1 - leading;
  });
  return true;
}

template <class T>
bool reverseBits(Warp& w, const Op& op, uint32_t mask) {
  using U = Unsigned<T>;
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  forLanes(mask, [&](uint32_t l) {
    uint64_t x = static_cast<U>(a[l]);
    // Swap halves of ever smaller groups, then drop the unused high half.
    x = ((x >> 1) & 0x5555555555555555u) | ((x & 0x5555555555555555u) << 1);
    x = ((x >> 2) & 0x3333333333333333u) | ((x & 0x3333333333333333u) << 2);
    x = ((x >> 4) & 0x0f0f0f0f0f0f0f0fu) | ((x & 0x0f0f0f0f0f0f0f0fu) << 4);
    x = ((x >> 8) & 0x00ff00ff00ff00ffu) | ((x & 0x00ff00ff00ff00ffu) << 8);
    x = ((x >> 16) & 0x0000ffff0000ffffu) | ((x & 0x0000ffff0000ffffu) << 16);
    x = (x >> 32) | (x << 32);
    d[l] = stored(static_cast<U>(x >> (64 - kWidth<T>)));
  });
  return true;
}

// bfe: `len` bits of a from `pos` (each operand's low 8 bits), the bits past
// the top of a and past len filled with the field's sign (the bit at
// min(pos + len - 1, msb)) for signed types, zeros for unsigned ones.
template <class T>
bool extractField(Warp& w, const Op& op, uint32_t mask) {
  using U = Unsigned<T>;
  constexpr uint32_t width = kWidth<T>;
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = w.slot(op.source[1]);
  const uint64_t* c = w.slot(op.source[2]);
  forLanes(mask, [&](uint32_t l) {
    const uint64_t x = static_cast<U>(a[l]);
    const uint32_t pos = static_cast<uint32_t>(b[l] & 0xff),
                   len = static_cast<uint32_t>(c[l] & 0xff);
    const uint32_t taken = pos >= width ? 0 : std::min(len, width - pos);
    uint64_t field = taken == 0 ? 0 : (x >> pos) & lowBits(taken);
    if (std::is_signed_v<T> && len != 0) {
      const uint32_t signAt = std::min(pos + len - 1, width - 1);
      if ((x >> signAt) & 1) field |= ~lowBits(taken);
    }
    d[l] = field & lowBits(width);
  });
  return true;
}

// bfi: b with `len` bits from `pos` replaced by a's low bits (the part that
// fits below the top).
template <class T>
bool insertField(Warp& w, const Op& op, uint32_t mask) {
  using U = Unsigned<T>;
  constexpr uint32_t width = kWidth<T>;
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = w.slot(op.source[1]);
  const uint64_t* c = w.slot(op.source[2]);
  const uint64_t* e = w.slot(op.source[3]);
  forLanes(mask, [&](uint32_t l) {
    const uint64_t base = static_cast<U>(b[l]);
    const uint32_t pos = static_cast<uint32_t>(c[l] & 0xff),
                   len = static_cast<uint32_t>(e[l] & 0xff);
    const uint32_t taken = pos >= width ? 0 : std::min(len, width - pos);
    if (taken == 0) {
      d[l] = base;
      return;
    }
    const uint64_t field = lowBits(taken) << pos;
    d[l] = ((base & ~field) | ((static_cast<uint64_t>(a[l]) << pos) & field)) & lowBits(width);
  });
  return true;
}

// szext: the low N = b bits of a (.wrap: b mod 32; .clamp: at most 32) zero-
// or sign-extended to 32 bits; N = 0 gives 0.
template <bool Clamp, bool Signed>
bool extendLow(Warp& w, const Op& op, uint32_t mask) {
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = w.slot(op.source[1]);
  forLanes(mask, [&](uint32_t l) {
    const uint32_t x = static_cast<uint32_t>(a[l]), n = static_cast<uint32_t>(b[l]);
    if (Clamp && n >= 32) {
      d[l] = x;
      return;
    }
    const uint32_t bits = n & 31;
    if (bits == 0) {
      d[l] = 0;
      return;
    }
    d[l] = static_cast<uint32_t>(extend(x, bits, Signed));
  });
  return true;
}

// bmsk: `b` ones from bit `a`. .wrap takes both mod 32; .clamp gives no
// ones for a >= 32 and ones up to the top for b >= 32; a field that would
// pass bit 31 stops there.
template <bool Clamp>
bool bitMask(Warp& w, const Op& op, uint32_t mask) {
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = w.slot(op.source[1]);
  forLanes(mask, [&](uint32_t l) {
    const uint32_t start = static_cast<uint32_t>(a[l]), size = static_cast<uint32_t>(b[l]);
    if (Clamp && start >= 32) {
      d[l] = 0;
      return;
    }
    const uint32_t from = start & 31;
    const uint32_t length = Clamp && size >= 32 ? 32 : size & 31;
    const uint32_t end = std::min<uint32_t>(from + length, 32);
    d[l] = static_cast<uint32_t>(lowBits(end) & ~lowBits(from));
  });
  return true;
}

template <class T>
bool logicalNot(Warp& w, const Op& op, uint32_t mask) {
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  forLanes(mask, [&](uint32_t l) { d[l] = static_cast<T>(a[l]) == 0 ? 1 : 0; });
  return true;
}

// fns: the position of the |offset|-th set bit of the mask counting from
// `base` up (offset > 0) or down (offset < 0); offset 0 asks whether bit
// `base` is set. 0xffffffff when there is none, and for a base above 31
// (undefined in the manual: we find nothing).
bool findNthSet(Warp& w, const Op& op, uint32_t mask) {
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* m = w.slot(op.source[0]);
  const uint64_t* b = w.slot(op.source[1]);
  const uint64_t* c = w.slot(op.source[2]);
  forLanes(mask, [&](uint32_t l) {
    const uint32_t bits = static_cast<uint32_t>(m[l]), base = static_cast<uint32_t>(b[l]);
    const int64_t offset = static_cast<int32_t>(static_cast<uint32_t>(c[l]));
    uint32_t found = 0xffffffffu;
    if (base <= 31) {
      if (offset == 0) {
        if ((bits >> base) & 1) found = base;
      } else if (offset > 0) {
        uint32_t left = static_cast<uint32_t>(bits & (0xffffffffu << base));
        for (int64_t n = offset; left != 0; left &= left - 1) {
          if (--n == 0) {
            found = static_cast<uint32_t>(std::countr_zero(left));
            break;
          }
        }
      } else {
        uint32_t left = static_cast<uint32_t>(bits & lowBits(base + 1));
        for (int64_t n = -offset; left != 0;) {
          const uint32_t top = 31 - static_cast<uint32_t>(std::countl_zero(left));
          if (--n == 0) {
            found = top;
            break;
          }
          left &= ~(1u << top);
        }
      }
    }
    d[l] = found;
  });
  return true;
}

// lop3: each bit of d is bit (a << 2 | b << 1 | c) of the 8-bit table.
// lop3: the truth table (Op::mode) applied bit by bit; with .or/.and (PTX
// ISA 8.2) also p = (d != 0) BoolOp q, `!q` read negated.
enum class Lop3Predicate { None, Or, And };
template <Lop3Predicate Predicate>
bool logicTable(Warp& w, const Op& op, uint32_t mask) {
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = w.slot(op.source[1]);
  const uint64_t* c = w.slot(op.source[2]);
  const uint32_t table = op.mode;
  forLanes(mask, [&](uint32_t l) {
    const uint32_t x = static_cast<uint32_t>(a[l]), y = static_cast<uint32_t>(b[l]),
                   z = static_cast<uint32_t>(c[l]);
    uint32_t result = 0;
    for (uint32_t minterm = 0; minterm < 8; ++minterm) {
      if (!((table >> minterm) & 1)) continue;
      result |= ((minterm & 4) ? x : ~x) & ((minterm & 2) ? y : ~y) & ((minterm & 1) ? z : ~z);
    }
    d[l] = result;
  });
  if constexpr (Predicate != Lop3Predicate::None) {
    if (op.dest[1] == kNoSlot) return true;
    uint64_t* p = w.slot(op.dest[1]);
    const uint64_t* q = w.slot(op.source[3]);
    const uint64_t flip = (op.negated >> 3) & 1;
    forLanes(mask, [&](uint32_t l) {
      const bool nonzero = d[l] != 0, other = ((q[l] & 1) ^ flip) != 0;
      p[l] = Predicate == Lop3Predicate::Or ? (nonzero || other) : (nonzero && other);
    });
  }
  return true;
}

// shf: the 64-bit {b, a} shifted by n (.clamp: at most 32; .wrap: mod 32);
// .l keeps the high word, .r the low one.
template <bool Left, bool Clamp>
bool funnelShift(Warp& w, const Op& op, uint32_t mask) {
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = w.slot(op.source[1]);
  const uint64_t* c = w.slot(op.source[2]);
  forLanes(mask, [&](uint32_t l) {
    const uint32_t amount = static_cast<uint32_t>(c[l]);
    const uint32_t n = Clamp ? std::min<uint32_t>(amount, 32) : amount & 31;
    const uint64_t pair =
        (uint64_t{static_cast<uint32_t>(b[l])} << 32) | static_cast<uint32_t>(a[l]);
    d[l] = Left ? static_cast<uint32_t>((pair << n) >> 32) : static_cast<uint32_t>(pair >> n);
  });
  return true;
}

// prmt: each byte of d picked from the eight bytes of {b, a}. Without a mode
// c holds four 4-bit selectors (bit 3: replicate the byte's sign); a mode
// picks one of four fixed selector sets by c's low two bits (PTX ISA
// 9.7.8.7's table, each entry d.b3 d.b2 d.b1 d.b0 as hexadecimal digits).
enum class PermuteMode : uint8_t { Generic, F4e, B4e, Rc8, Ecl, Ecr, Rc16 };
constexpr uint16_t kPermuteSelectors[7][4] = {
    {0, 0, 0, 0},
    {0x3210, 0x4321, 0x5432, 0x6543},  // f4e
    {0x5670, 0x6701, 0x7012, 0x0123},  // b4e
    {0x0000, 0x1111, 0x2222, 0x3333},  // rc8
    {0x3210, 0x3211, 0x3222, 0x3333},  // ecl
    {0x0000, 0x1110, 0x2210, 0x3210},  // ecr
    {0x1010, 0x3232, 0x1010, 0x3232},  // rc16
};

template <PermuteMode Mode>
bool permute(Warp& w, const Op& op, uint32_t mask) {
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = w.slot(op.source[1]);
  const uint64_t* c = w.slot(op.source[2]);
  forLanes(mask, [&](uint32_t l) {
    const uint64_t bytes =
        (uint64_t{static_cast<uint32_t>(b[l])} << 32) | static_cast<uint32_t>(a[l]);
    const uint32_t selectors = Mode == PermuteMode::Generic
                                   ? static_cast<uint32_t>(c[l] & 0xffff)
                                   : kPermuteSelectors[static_cast<int>(Mode)][c[l] & 3];
    uint32_t result = 0;
    for (uint32_t i = 0; i < 4; ++i) {
      const uint32_t selector = (selectors >> (4 * i)) & 0xf;
      uint32_t byte = static_cast<uint32_t>(bytes >> (8 * (selector & 7))) & 0xff;
      if (Mode == PermuteMode::Generic && (selector & 8)) byte = (byte & 0x80) ? 0xff : 0;
      result |= byte << (8 * i);
    }
    d[l] = result;
  });
  return true;
}

template <class T>
struct PopcOf {
  static constexpr Handler handler = &count<false, T>;
};
template <class T>
struct ClzOf {
  static constexpr Handler handler = &count<true, T>;
};
template <bool ShiftAmount>
struct BfindOf {
  template <class T>
  struct With {
    static constexpr Handler handler = &findMostSignificant<ShiftAmount, T>;
  };
};
template <class T>
struct BrevOf {
  static constexpr Handler handler = &reverseBits<T>;
};
template <class T>
struct BfeOf {
  static constexpr Handler handler = &extractField<T>;
};
template <class T>
struct BfiOf {
  static constexpr Handler handler = &insertField<T>;
};
template <class T>
struct CnotOf {
  static constexpr Handler handler = &logicalNot<T>;
};

}  // namespace

Handler choosePopc(const Instruction& instruction) {
  return byIntegerType<PopcOf>(instruction.type);
}
Handler chooseClz(const Instruction& instruction) {
  return byIntegerType<ClzOf>(instruction.type);
}
Handler chooseBfind(const Instruction& instruction) {
  if (spelledWith(instruction, "shiftamt"))
    return byIntegerType<BfindOf<true>::With>(instruction.type);
  return byIntegerType<BfindOf<false>::With>(instruction.type);
}
Handler chooseFns(const Instruction&) {
  return &findNthSet;
}
Handler chooseBrev(const Instruction& instruction) {
  return byIntegerType<BrevOf>(instruction.type);
}
Handler chooseBfe(const Instruction& instruction) {
  return byIntegerType<BfeOf>(instruction.type);
}
Handler chooseBfi(const Instruction& instruction) {
  return byIntegerType<BfiOf>(instruction.type);
}
Handler chooseSzext(const Instruction& instruction) {
  const bool clamp = spelledWith(instruction, "clamp");
  if (instruction.type == Type::S32)
    return clamp ? &extendLow<true, true> : &extendLow<false, true>;
  return clamp ? &extendLow<true, false> : &extendLow<false, false>;
}
Handler chooseBmsk(const Instruction& instruction) {
  return spelledWith(instruction, "clamp") ? &bitMask<true> : &bitMask<false>;
}
Handler chooseCnot(const Instruction& instruction) {
  return byIntegerType<CnotOf>(instruction.type);
}
Handler chooseLop3(const Instruction& instruction) {
  if (spelledWith(instruction, "or")) return &logicTable<Lop3Predicate::Or>;
  if (spelledWith(instruction, "and")) return &logicTable<Lop3Predicate::And>;
  return &logicTable<Lop3Predicate::None>;
}
Handler chooseShf(const Instruction& instruction) {
  const bool left = spelledWith(instruction, "l"), clamp = spelledWith(instruction, "clamp");
  if (left) return clamp ? &funnelShift<true, true> : &funnelShift<true, false>;
  return clamp ? &funnelShift<false, true> : &funnelShift<false, false>;
}
Handler choosePrmt(const Instruction& instruction) {
  if (spelledWith(instruction, "f4e")) return &permute<PermuteMode::F4e>;
  if (spelledWith(instruction, "b4e")) return &permute<PermuteMode::B4e>;
  if (spelledWith(instruction, "rc8")) return &permute<PermuteMode::Rc8>;
  if (spelledWith(instruction, "ecl")) return &permute<PermuteMode::Ecl>;
  if (spelledWith(instruction, "ecr")) return &permute<PermuteMode::Ecr>;
  if (spelledWith(instruction, "rc16")) return &permute<PermuteMode::Rc16>;
  return &permute<PermuteMode::Generic>;
}

}  // namespace gpuasm::ptx
