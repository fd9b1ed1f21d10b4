// The integer arithmetic of PTX ISA 9.7.1 beyond add, sub, mul and mad
// (semantics.cpp): mul24, mad24, sad, div, rem, abs, neg, min, max, dp4a and
// dp2a. Every result is defined for every input, as on the hardware:
//   - div and rem by zero give all ones in the type's width (the manual leaves
//     it "unspecified, machine-specific"; NVIDIA's integer division returns all
//     ones for a zero divisor, for `/` and `%` alike, on every GPU we know of);
//   - the most negative value divided by -1 wraps to itself, and its
//     remainder is 0; abs and neg of it give it back (two's complement).
// No host division ever sees a zero divisor or an overflow.
#include "targets/ptx/machine/lanes.hpp"

namespace gpuasm::ptx {
using namespace lanes;
namespace {

template <class T>
constexpr T allOnes() {
  return static_cast<T>(~Unsigned<T>{0});
}
// -a in two's complement, without signed overflow.
template <class T>
constexpr T negated(T a) {
  return static_cast<T>(static_cast<Unsigned<T>>(Unsigned<T>{0} - static_cast<Unsigned<T>>(a)));
}

struct Divide {
  template <class T>
  static T apply(T a, T b) {
    if (b == 0) return allOnes<T>();
    if constexpr (std::is_signed_v<T>) {
      if (b == T(-1)) return negated(a);  // the most negative value stays itself
    }
    return static_cast<T>(a / b);
  }
};
struct Remainder {
  template <class T>
  static T apply(T a, T b) {
    if (b == 0) return allOnes<T>();
    if constexpr (std::is_signed_v<T>) {
      if (b == T(-1)) return T{0};
    }
    return static_cast<T>(a % b);  // C++ truncates: the sign of the dividend, as PTX
  }
};
struct Absolute {
  template <class T>
  static T apply(T a) {
    if constexpr (std::is_signed_v<T>) {
      if (a < 0) return negated(a);
    }
    return a;
  }
};
struct Negate {
  template <class T>
  static T apply(T a) {
    return negated(a);
  }
};
struct Minimum {
  template <class T>
  static T apply(T a, T b) {
    return a < b ? a : b;
  }
};
struct Maximum {
  template <class T>
  static T apply(T a, T b) {
    return a > b ? a : b;
  }
};
// min.relu / max.relu (.s32): the result, or 0 where it is negative.
template <class Inner>
struct Relu {
  template <class T>
  static T apply(T a, T b) {
    const T r = Inner::apply(a, b);
    return r < 0 ? T{0} : r;
  }
};
// min/max .u16x2 and .s16x2: each 16-bit half of the .b32 on its own, as a
// `Half`.
template <class Inner, class Half>
struct Halves {
  template <class T>
  static T apply(T a, T b) {
    auto half = [](T v, int shift) { return static_cast<Half>(static_cast<uint16_t>(v >> shift)); };
    const auto low = static_cast<uint16_t>(Inner::apply(half(a, 0), half(b, 0)));
    const auto high = static_cast<uint16_t>(Inner::apply(half(a, 16), half(b, 16)));
    return static_cast<T>((uint32_t{high} << 16) | low);
  }
};
// sad: c + |a - b|, the difference taken in the type's order and wrapped.
struct SumOfAbsoluteDifference {
  template <class T>
  static T apply(T a, T b, T c) {
    using U = Unsigned<T>;
    const U difference = a < b ? static_cast<U>(static_cast<U>(b) - static_cast<U>(a))
                               : static_cast<U>(static_cast<U>(a) - static_cast<U>(b));
    return static_cast<T>(static_cast<U>(static_cast<U>(c) + difference));
  }
};

// mul24 / mad24: the 48-bit product of the low 24 bits of a and b (sign- or
// zero-extended as the type says); .lo keeps bits 31..0, .hi bits 47..16.
template <class T>
inline int64_t product24(uint64_t a, uint64_t b) {
  constexpr bool isSigned = std::is_signed_v<T>;
  const int64_t x = static_cast<int64_t>(extend(a, 24, isSigned));
  const int64_t y = static_cast<int64_t>(extend(b, 24, isSigned));
  return x * y;  // |x|, |y| < 2^24: no overflow
}
template <bool High, class T>
inline uint32_t half24(uint64_t a, uint64_t b) {
  const uint64_t p = static_cast<uint64_t>(product24<T>(a, b));
  return static_cast<uint32_t>(High ? p >> 16 : p);
}

template <bool High, class T>
bool multiply24(Warp& w, const Op& op, uint32_t mask) {
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = w.slot(op.source[1]);
  forLanes(mask, [&](uint32_t l) { d[l] = half24<High, T>(a[l], b[l]); });
  return true;
}

template <bool High, bool Saturate, class T>
bool multiplyAdd24(Warp& w, const Op& op, uint32_t mask) {
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = w.slot(op.source[1]);
  const uint64_t* c = w.slot(op.source[2]);
  forLanes(mask, [&](uint32_t l) {
    const uint32_t half = half24<High, T>(a[l], b[l]);
    if constexpr (Saturate) {
      // mad24.hi.sat.s32: the signed sum, clamped to the .s32 range.
      const int64_t sum = int64_t{static_cast<int32_t>(half)} + static_cast<int32_t>(c[l]);
      d[l] = stored(saturated<int32_t>(sum));
    } else {
      d[l] = static_cast<uint32_t>(half + static_cast<uint32_t>(c[l]));
    }
  });
  return true;
}

// dp4a: c plus the four products of a's and b's bytes; dp2a: c plus the two
// products of a's 16-bit halves with two bytes of b (.lo: bytes 0 and 1, .hi:
// 2 and 3). Each part is sign- or zero-extended as its type says; the sum
// wraps at 32 bits.
template <bool ASigned, bool BSigned>
bool dotProduct4(Warp& w, const Op& op, uint32_t mask) {
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = w.slot(op.source[1]);
  const uint64_t* c = w.slot(op.source[2]);
  forLanes(mask, [&](uint32_t l) {
    uint32_t sum = static_cast<uint32_t>(c[l]);
    for (uint32_t i = 0; i < 4; ++i) {
      const uint64_t x = extend(a[l] >> (8 * i), 8, ASigned);
      const uint64_t y = extend(b[l] >> (8 * i), 8, BSigned);
      sum += static_cast<uint32_t>(x * y);
    }
    d[l] = sum;
  });
  return true;
}

template <bool High, bool ASigned, bool BSigned>
bool dotProduct2(Warp& w, const Op& op, uint32_t mask) {
  constexpr uint32_t first = High ? 2 : 0;
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = w.slot(op.source[1]);
  const uint64_t* c = w.slot(op.source[2]);
  forLanes(mask, [&](uint32_t l) {
    uint32_t sum = static_cast<uint32_t>(c[l]);
    for (uint32_t i = 0; i < 2; ++i) {
      const uint64_t x = extend(a[l] >> (16 * i), 16, ASigned);
      const uint64_t y = extend(b[l] >> (8 * (first + i)), 8, BSigned);
      sum += static_cast<uint32_t>(x * y);
    }
    d[l] = sum;
  });
  return true;
}

// The handler F<ASigned, BSigned> for dp4a's and dp2a's two types.
template <template <bool, bool> class F>
Handler bySignedness(const Instruction& instruction) {
  const bool aSigned = instruction.type == Type::S32;
  const bool bSigned = instruction.sourceType == Type::S32;
  if (aSigned) return bSigned ? F<true, true>::handler : F<true, false>::handler;
  return bSigned ? F<false, true>::handler : F<false, false>::handler;
}
template <bool ASigned, bool BSigned>
struct Dot4Of {
  static constexpr Handler handler = &dotProduct4<ASigned, BSigned>;
};
template <bool High>
struct Dot2 {
  template <bool ASigned, bool BSigned>
  struct Of {
    static constexpr Handler handler = &dotProduct2<High, ASigned, BSigned>;
  };
};

}  // namespace

Handler chooseMul24(const Instruction& instruction) {
  const bool high = spelledWith(instruction, "hi");
  if (instruction.type == Type::S32)
    return high ? &multiply24<true, int32_t> : &multiply24<false, int32_t>;
  if (instruction.type == Type::U32)
    return high ? &multiply24<true, uint32_t> : &multiply24<false, uint32_t>;
  return nullptr;
}
Handler chooseMad24(const Instruction& instruction) {
  const bool high = spelledWith(instruction, "hi");
  if (spelledWith(instruction, "sat"))
    return instruction.type == Type::S32 ? &multiplyAdd24<true, true, int32_t> : nullptr;
  if (instruction.type == Type::S32)
    return high ? &multiplyAdd24<true, false, int32_t> : &multiplyAdd24<false, false, int32_t>;
  if (instruction.type == Type::U32)
    return high ? &multiplyAdd24<true, false, uint32_t> : &multiplyAdd24<false, false, uint32_t>;
  return nullptr;
}
Handler chooseSad(const Instruction& instruction) {
  return byIntegerType<TernaryOf<SumOfAbsoluteDifference>::With>(instruction.type);
}
Handler chooseDiv(const Instruction& instruction) {
  return byIntegerType<BinaryOf<Divide>::With>(instruction.type);
}
Handler chooseRem(const Instruction& instruction) {
  return byIntegerType<BinaryOf<Remainder>::With>(instruction.type);
}
Handler chooseAbsInteger(const Instruction& instruction) {
  return byIntegerType<UnaryOf<Absolute>::With>(instruction.type);
}
Handler chooseNegInteger(const Instruction& instruction) {
  return byIntegerType<UnaryOf<Negate>::With>(instruction.type);
}
// The packed forms of min and max, or nullptr for the others.
template <class Operation>
Handler packedHalves(const Instruction& instruction) {
  const bool relu = spelledWith(instruction, "relu");
  if (spelledWith(instruction, "u16x2")) return binary<Halves<Operation, uint16_t>, uint32_t>;
  if (!spelledWith(instruction, "s16x2")) return nullptr;
  return relu ? binary<Halves<Relu<Operation>, int16_t>, uint32_t>
              : binary<Halves<Operation, int16_t>, uint32_t>;
}

Handler chooseMinInteger(const Instruction& instruction) {
  if (Handler packed = packedHalves<Minimum>(instruction)) return packed;
  if (spelledWith(instruction, "relu"))
    return instruction.type == Type::S32 ? binary<Relu<Minimum>, int32_t> : nullptr;
  return byIntegerType<BinaryOf<Minimum>::With>(instruction.type);
}
Handler chooseMaxInteger(const Instruction& instruction) {
  if (Handler packed = packedHalves<Maximum>(instruction)) return packed;
  if (spelledWith(instruction, "relu"))
    return instruction.type == Type::S32 ? binary<Relu<Maximum>, int32_t> : nullptr;
  return byIntegerType<BinaryOf<Maximum>::With>(instruction.type);
}
Handler chooseDp4a(const Instruction& instruction) {
  return bySignedness<Dot4Of>(instruction);
}
Handler chooseDp2a(const Instruction& instruction) {
  if (spelledWith(instruction, "hi")) return bySignedness<Dot2<true>::Of>(instruction);
  return bySignedness<Dot2<false>::Of>(instruction);
}

}  // namespace gpuasm::ptx
