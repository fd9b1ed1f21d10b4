// Floating point on the lanes of a warp (PTX ISA 9.7.3 for .f32 and .f64,
// 9.7.4 for .f16, .bf16 and their pairs).
//
// .f32 and .f64 arithmetic is the host's IEEE arithmetic in the rounding mode
// the instruction names (RoundingScope); .ftz flushes subnormal inputs and
// results to the zero of their sign, .sat clamps a result to [0.0, 1.0] and a
// NaN to +0.0, and a NaN result is the canonical NaN (float_format.hpp).
// The 16-bit types compute in double rounded to odd and round once to their
// format, which is the correctly rounded result.
// The .approx functions (sin cos lg2 ex2 tanh rsqrt, rcp/sqrt/div .approx)
// return the double-precision function rounded to the format: within the
// PTX ISA's documented error bounds, which is all a program may rely on.
#include <cmath>

#include "targets/ptx/machine/float_format.hpp"
#include "targets/ptx/machine/lanes.hpp"

namespace gpuasm::ptx {
using namespace lanes;
using namespace float_modifier;
namespace {

template <class T>
constexpr FloatFormat kFormatOf = sizeof(T) == 4 ? FloatFormat::Single : FloatFormat::Double;

template <class T>
using BitsOf = std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t>;

// An .f32 or .f64 source, flushed under .ftz.
template <class T>
inline T load(uint64_t bits, bool ftz) {
  T value = std::bit_cast<T>(static_cast<BitsOf<T>>(bits));
  if (ftz && std::fpclassify(value) == FP_SUBNORMAL) value = std::copysign(T(0), value);
  return value;
}

// A result's bits after .sat, .ftz and the canonical NaN.
template <class T>
inline uint64_t finish(T value, uint8_t modifiers) {
  if (std::isnan(value)) return (modifiers & kSat) ? 0 : canonicalNaN(kFormatOf<T>);
  if (modifiers & kSat) {
    if (!(value > T(0))) value = T(0);  // -0.0 and negatives to +0.0
    if (value > T(1)) value = T(1);
  }
  if ((modifiers & kFtz) && std::fpclassify(value) == FP_SUBNORMAL)
    value = std::copysign(T(0), value);
  return std::bit_cast<BitsOf<T>>(value);
}

// --- .f32 and .f64 in the instruction's rounding mode -----------------------------

struct Add {
  template <class T>
  static T apply(T a, T b, T) {
    return a + b;
  }
};
struct Sub {
  template <class T>
  static T apply(T a, T b, T) {
    return a - b;
  }
};
struct Mul {
  template <class T>
  static T apply(T a, T b, T) {
    return a * b;
  }
};
struct Fma {
  template <class T>
  static T apply(T a, T b, T c) {
    return std::fma(a, b, c);
  }
};
struct Div {
  template <class T>
  static T apply(T a, T b, T) {
    return a / b;
  }
};
struct Rcp {
  template <class T>
  static T apply(T a, T, T) {
    return T(1) / a;
  }
};
struct Sqrt {
  template <class T>
  static T apply(T a, T, T) {
    return std::sqrt(a);
  }
};

// `Elements` 2: .f32x2, the two .f32 halves of .b64 operands (low half first), each
// computed as its scalar form would (PTX ISA 9.7.3.1: "operated in parallel").
template <class F, class T, int Sources, int Elements = 1>
bool rounded(Warp& w, const Op& op, uint32_t mask) {
  RoundingScope rounding(op.rounding);
  const uint8_t modifiers = op.floatModifiers;
  const bool ftz = (modifiers & kFtz) != 0;
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = Sources > 1 ? w.slot(op.source[1]) : a;
  const uint64_t* c = Sources > 2 ? w.slot(op.source[2]) : a;
  forLanes(mask, [&](uint32_t l) {
    uint64_t result = 0;
    for (int element = 0; element < Elements; ++element) {
      const int shift = 32 * element;
      const T r = F::apply(load<T>(a[l] >> shift, ftz), load<T>(b[l] >> shift, ftz),
                           load<T>(c[l] >> shift, ftz));
      result |= finish(r, modifiers) << shift;
    }
    d[l] = result;
  });
  return true;
}

// --- The approximations, in double, rounded to nearest ----------------------------

struct Sin {
  static double apply(double x) { return std::sin(x); }
};
struct Cos {
  static double apply(double x) { return std::cos(x); }
};
struct Lg2 {
  static double apply(double x) { return std::log2(x); }
};
struct Ex2 {
  static double apply(double x) { return std::exp2(x); }
};
struct Tanh {
  static double apply(double x) { return std::tanh(x); }
};
struct RsqrtApprox {
  static double apply(double x) { return 1.0 / std::sqrt(x); }
};
struct RcpApprox {
  static double apply(double x) { return 1.0 / x; }
};
struct SqrtApprox {
  static double apply(double x) { return std::sqrt(x); }
};

template <class F, class T>
bool approximate(Warp& w, const Op& op, uint32_t mask) {
  const uint8_t modifiers = op.floatModifiers;
  const bool ftz = (modifiers & kFtz) != 0;
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  forLanes(mask, [&](uint32_t l) {
    const double r = F::apply(static_cast<double>(load<T>(a[l], ftz)));
    d[l] = finish(static_cast<T>(r), modifiers);
  });
  return true;
}

// div.approx.f32: a * (1 / b), which for 2^126 < |b| < 2^128 is 0 (or NaN for
// an infinite a) as the PTX ISA documents; div.full.f32: the full range.
template <bool Full>
bool divideApproximately(Warp& w, const Op& op, uint32_t mask) {
  const uint8_t modifiers = op.floatModifiers;
  const bool ftz = (modifiers & kFtz) != 0;
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = w.slot(op.source[1]);
  forLanes(mask, [&](uint32_t l) {
    const float x = load<float>(a[l], ftz), y = load<float>(b[l], ftz);
    float r;
    if (!Full && std::isfinite(y) && std::fabs(y) > 0x1p126f) {
      r = std::isinf(x) ? NAN : std::copysign(0.0f, x) * std::copysign(1.0f, y);
    } else {
      r = static_cast<float>(static_cast<double>(x) / static_cast<double>(y));
    }
    d[l] = finish(r, modifiers);
  });
  return true;
}

// --- .f16, .bf16 and their pairs ------------------------------------------------------

struct HalfAdd {
  static double apply(double a, double b, double) { return roundedToOddSum(a, b); }
};
struct HalfSub {
  static double apply(double a, double b, double) { return roundedToOddSum(a, -b); }
};
struct HalfMul {
  static double apply(double a, double b, double) { return roundedToOddProduct(a, b); }
};
struct HalfFma {
  static double apply(double a, double b, double c) { return roundedToOddFma(a, b, c); }
};
struct HalfEx2 {
  static double apply(double a, double, double) { return std::exp2(a); }
};
struct HalfTanh {
  static double apply(double a, double, double) { return std::tanh(a); }
};

// Each 16-bit element (both halves of a pair): decoded, computed, rounded to
// nearest, then .relu, .sat, .ftz.
template <class F, int Sources, uint8_t Code>
bool halves(Warp& w, const Op& op, uint32_t mask) {
  constexpr FloatFormat format = static_cast<FloatFormat>(Code - 1);
  const bool pair = op.bytes == 4;
  const uint8_t modifiers = op.floatModifiers;
  const bool ftz = (modifiers & kFtz) != 0;
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = Sources > 1 ? w.slot(op.source[1]) : a;
  const uint64_t* c = Sources > 2 ? w.slot(op.source[2]) : a;
  const FloatLayout layout = layoutOf(format);
  auto input = [&](uint64_t bits) {
    bits &= 0xffff;
    return toDouble(ftz ? flushBits(bits, format) : bits, format);
  };
  auto element = [&](uint64_t x, uint64_t y, uint64_t z) -> uint64_t {
    const double r = F::apply(input(x), input(y), input(z));
    if (std::isnan(r)) return (modifiers & kSat) ? 0 : canonicalNaN(format);
    uint64_t bits = fromDouble(r, format, Rounding::Rn);
    if ((modifiers & kRelu) && (bits & layout.signBit())) bits = 0;
    if (modifiers & kSat) {
      const uint64_t one = static_cast<uint64_t>(layout.bias()) << layout.mantissaBits;
      if (bits & layout.signBit()) bits = 0;
      if (bits > one) bits = one;
    }
    return ftz ? flushBits(bits, format) : bits;
  };
  forLanes(mask, [&](uint32_t l) {
    uint64_t r = element(a[l], b[l], c[l]);
    if (pair) r |= element(a[l] >> 16, b[l] >> 16, c[l] >> 16) << 16;
    d[l] = r;
  });
  return true;
}

// --- min, max, abs, neg, copysign ----------------------------------------------------

// Any float type by its format; pairs element by element.
template <uint8_t Code>
struct Elements {
  static constexpr FloatFormat format = static_cast<FloatFormat>(Code - 1);
  static constexpr uint32_t bits = layoutOf(format).bits();
  bool pair;
  static Elements of(const Op& op) { return {op.bytes == 4 && bits == 16}; }
  template <class F>
  uint64_t apply(uint64_t x, uint64_t y, F f) const {
    const uint64_t m = widthMask(bits);
    uint64_t r = f(x & m, y & m);
    if (pair) r |= f((x >> 16) & m, (y >> 16) & m) << 16;
    return r;
  }
};

// min/max: a NaN loses to a number (both NaN: the canonical NaN), or with
// .NaN wins; -0.0 is below +0.0; .xorsign.abs compares magnitudes and gives
// the result the exclusive or of the signs.
template <bool Max, uint8_t Code>
bool minMax(Warp& w, const Op& op, uint32_t mask) {
  const Elements<Code> elements = Elements<Code>::of(op);
  const FloatLayout layout = layoutOf(elements.format);
  const uint8_t modifiers = op.floatModifiers;
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = w.slot(op.source[1]);
  auto one = [&](uint64_t x, uint64_t y) -> uint64_t {
    if (modifiers & kFtz) {
      x = flushBits(x, elements.format);
      y = flushBits(y, elements.format);
    }
    const bool xNaN = isNaNBits(x, elements.format), yNaN = isNaNBits(y, elements.format);
    if (xNaN || yNaN) {
      if ((modifiers & kNaN) || (xNaN && yNaN)) return canonicalNaN(elements.format);
      return xNaN ? y : x;  // .xorsign.abs: the number as it is (PTX ISA)
    }
    const uint64_t sign = (x ^ y) & layout.signBit();
    if (modifiers & kXorsignAbs) {
      x &= ~layout.signBit();
      y &= ~layout.signBit();
    }
    const double u = toDouble(x, elements.format), v = toDouble(y, elements.format);
    uint64_t r;
    if (u == v) {  // equal, or zeros of two signs: -0.0 < +0.0
      const bool xNegative = (x & layout.signBit()) != 0;
      r = (xNegative != Max) ? x : y;
    } else {
      r = (u < v) != Max ? x : y;
    }
    if (modifiers & kXorsignAbs) r |= sign;
    return r;
  };
  forLanes(mask, [&](uint32_t l) { d[l] = elements.apply(a[l], b[l], one); });
  return true;
}

enum class SignOp { Abs, Neg };

// abs, neg: the sign bit (after .ftz); an .f16/.bf16 NaN becomes the canonical
// NaN (PTX ISA 9.7.4), an .f32/.f64 one keeps its bits.
template <SignOp Kind, uint8_t Code>
bool signOp(Warp& w, const Op& op, uint32_t mask) {
  const Elements<Code> elements = Elements<Code>::of(op);
  const FloatLayout layout = layoutOf(elements.format);
  const bool ftz = (op.floatModifiers & kFtz) != 0;
  const bool canonical = elements.bits == 16;
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  auto one = [&](uint64_t x, uint64_t) -> uint64_t {
    if (ftz) x = flushBits(x, elements.format);
    if (canonical && isNaNBits(x, elements.format)) return canonicalNaN(elements.format);
    return Kind == SignOp::Abs ? x & ~layout.signBit() : x ^ layout.signBit();
  };
  forLanes(mask, [&](uint32_t l) { d[l] = elements.apply(a[l], 0, one); });
  return true;
}

// copysign d, a, b: b's magnitude with a's sign.
template <uint8_t Code>
bool copySign(Warp& w, const Op& op, uint32_t mask) {
  const Elements<Code> elements = Elements<Code>::of(op);
  const uint64_t sign = layoutOf(elements.format).signBit();
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = w.slot(op.source[1]);
  forLanes(mask, [&](uint32_t l) {
    d[l] = elements.apply(a[l], b[l],
                          [&](uint64_t x, uint64_t y) { return (x & sign) | (y & ~sign); });
  });
  return true;
}

// --- testp, setp, set, slct ------------------------------------------------------------

enum class Test { Finite, Infinite, Number, NotANumber, Normal, Subnormal };

template <Test Kind, uint8_t Code>
bool testp(Warp& w, const Op& op, uint32_t mask) {
  constexpr FloatFormat format = static_cast<FloatFormat>(Code - 1);
  const FloatLayout layout = layoutOf(format);
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  forLanes(mask, [&](uint32_t l) {
    const uint64_t x = a[l] & widthMask(layout.bits());
    const uint64_t exponent = x & layout.exponentMask(), mantissa = x & layout.mantissaMask();
    const bool top = exponent == layout.exponentMask();
    bool r = false;
    switch (Kind) {
      case Test::Finite:
        r = !top;
        break;
      case Test::Infinite:
        r = top && mantissa == 0;
        break;
      case Test::Number:
        r = !(top && mantissa != 0);
        break;
      case Test::NotANumber:
        r = top && mantissa != 0;
        break;
      case Test::Normal:
        r = !top && exponent != 0;
        break;
      case Test::Subnormal:
        r = exponent == 0 && mantissa != 0;
        break;
    }
    d[l] = r ? 1 : 0;
  });
  return true;
}

// The float comparisons: the ordered ones are false with a NaN, the unordered
// ones (equ ... geu) true; num and nan test for NaN.
template <Compare How>
inline bool compareFloat(double a, double b) {
  const bool unordered = std::isnan(a) || std::isnan(b);
  switch (How) {
    case Compare::Eq:
      return !unordered && a == b;
    case Compare::Ne:
      return !unordered && a != b;
    case Compare::Lt:
      return !unordered && a < b;
    case Compare::Le:
      return !unordered && a <= b;
    case Compare::Gt:
      return !unordered && a > b;
    case Compare::Ge:
      return !unordered && a >= b;
    case Compare::Equ:
      return unordered || a == b;
    case Compare::Neu:
      return unordered || a != b;
    case Compare::Ltu:
      return unordered || a < b;
    case Compare::Leu:
      return unordered || a <= b;
    case Compare::Gtu:
      return unordered || a > b;
    case Compare::Geu:
      return unordered || a >= b;
    case Compare::Num:
      return !unordered;
    case Compare::Nan:
      return unordered;
    default:
      return false;
  }
}

// A compared value: a float of `format` (flushed under .ftz), or an integer.
inline double comparedValue(uint64_t bits, uint8_t formatCode, uint32_t integerBits, bool isSigned,
                            bool ftz) {
  if (formatCode == 0) {
    const uint64_t value = extend(bits, integerBits, isSigned);
    return isSigned ? static_cast<double>(static_cast<int64_t>(value)) : static_cast<double>(value);
  }
  const FloatFormat format = static_cast<FloatFormat>(formatCode - 1);
  bits &= widthMask(layoutOf(format).bits());
  return toDouble(ftz ? flushBits(bits, format) : bits, format);
}

template <Compare How, uint8_t Code, bool Pair>
bool setpFloat(Warp& w, const Op& op, uint32_t mask) {
  constexpr uint8_t format = Code;
  const bool ftz = (op.floatModifiers & kFtz) != 0;
  uint64_t* d = w.slot(op.dest[0]);
  uint64_t* q = op.dest[1] == kNoSlot ? nullptr : w.slot(op.dest[1]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = w.slot(op.source[1]);
  // The boolean forms combine with c by op.mode's table (semantics.cpp's
  // operationMode: bit 2 * comparison + c); `p|q`: q from the comparison's
  // complement (PTX ISA 9.7.7.4). A pair (.f16x2, .bf16x2) compares each
  // half: p from the low halves, q from the high ones, each combined with c
  // (PTX ISA 9.7.7.2).
  const uint64_t* c = op.source[2] == kNoSlot ? nullptr : w.slot(op.source[2]);
  const uint32_t table = op.mode & 15;
  auto compared = [&](uint64_t x, uint64_t y) {
    return compareFloat<How>(comparedValue(x, format, 0, false, ftz),
                             comparedValue(y, format, 0, false, ftz))
               ? 2u
               : 0u;
  };
  forLanes(mask, [&](uint32_t l) {
    const uint32_t t = compared(a[l], b[l]);
    const uint32_t in = c ? static_cast<uint32_t>(c[l] & 1) : 0;
    d[l] = (table >> (t | in)) & 1;
    if (!q) return;
    const uint32_t other = Pair ? compared(a[l] >> 16, b[l] >> 16) : t ^ 2;
    q[l] = (table >> (other | in)) & 1;
  });
  return true;
}

// set: 0xffffffff or 0 into an integer, 1.0f or 0.0f into an .f32; the
// sources of the second type (a float, or an integer compared as one exactly:
// 64-bit integers beyond 2^53 compare through their double, which keeps order).
template <Compare How, uint8_t From>
bool setFloat(Warp& w, const Op& op, uint32_t mask) {
  const ConvertWidths widths = op.convert;
  const bool ftz = (op.floatModifiers & kFtz) != 0;
  const uint64_t yes = op.resultMask;  // predecode's "true" of the result type
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = w.slot(op.source[1]);
  const uint64_t* c = op.source[2] == kNoSlot ? nullptr : w.slot(op.source[2]);
  const uint32_t table = op.mode & 15;  // as setpFloat's
  forLanes(mask, [&](uint32_t l) {
    const double x = comparedValue(a[l], From, widths.fromBits, widths.fromSigned, ftz);
    const double y = comparedValue(b[l], From, widths.fromBits, widths.fromSigned, ftz);
    const uint32_t t = compareFloat<How>(x, y) ? 2 : 0;
    const uint32_t in = c ? static_cast<uint32_t>(c[l] & 1) : 0;
    d[l] = ((table >> (t | in)) & 1) ? yes : 0;
  });
  return true;
}

// set on a pair (.f16x2, .bf16x2 sources): each half compared, combined
// with c, and its half of "true" (0xffff, or 1.0 of the pair's type) or 0
// written (PTX ISA 9.7.7.1).
template <Compare How, uint8_t Code>
bool setPair(Warp& w, const Op& op, uint32_t mask) {
  const bool ftz = (op.floatModifiers & kFtz) != 0;
  const uint64_t yes = op.resultMask;
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = w.slot(op.source[1]);
  const uint64_t* c = op.source[2] == kNoSlot ? nullptr : w.slot(op.source[2]);
  const uint32_t table = op.mode & 15;
  forLanes(mask, [&](uint32_t l) {
    const uint32_t in = c ? static_cast<uint32_t>(c[l] & 1) : 0;
    uint64_t result = 0;
    for (uint32_t half = 0; half < 2; ++half) {
      const uint32_t shift = 16 * half;
      const bool t = compareFloat<How>(comparedValue(a[l] >> shift, Code, 0, false, ftz),
                                       comparedValue(b[l] >> shift, Code, 0, false, ftz));
      if ((table >> ((t ? 2u : 0u) | in)) & 1) result |= yes & (uint64_t{0xffff} << shift);
    }
    d[l] = result;
  });
  return true;
}

// slct d, a, b, c with an .f32 c: a where c >= 0 (-0.0 too), else b.
bool selectByFloat(Warp& w, const Op& op, uint32_t mask) {
  const bool ftz = (op.floatModifiers & kFtz) != 0;
  const uint64_t keep = op.resultMask;
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = w.slot(op.source[1]);
  const uint64_t* c = w.slot(op.source[2]);
  forLanes(mask, [&](uint32_t l) { d[l] = (load<float>(c[l], ftz) >= 0.0f ? a[l] : b[l]) & keep; });
  return true;
}

// --- Choosing ----------------------------------------------------------------------------

bool isSixteen(Type type) {
  return typeBits(elementType(type)) == 16;
}

template <class F, int Sources>
Handler roundedFor(Type type) {
  if (type == Type::F32) return &rounded<F, float, Sources>;
  if (type == Type::F64) return &rounded<F, double, Sources>;
  if (type == Type::F32x2) return &rounded<F, float, Sources, 2>;
  return nullptr;
}

template <class F, int Sources>
Handler halvesFor(Type type) {
  return elementType(type) == Type::BF16 ? &halves<F, Sources, 1 + uint8_t(FloatFormat::Brain)>
                                         : &halves<F, Sources, 1 + uint8_t(FloatFormat::Half)>;
}

template <class F>
Handler approximateFor(Type type) {
  if (type == Type::F32) return &approximate<F, float>;
  if (type == Type::F64) return &approximate<F, double>;
  return nullptr;
}

template <template <Compare> class H>
Handler byFloatCompare(Compare compare) {
  switch (compare) {
    case Compare::Eq:
      return &H<Compare::Eq>::run;
    case Compare::Ne:
      return &H<Compare::Ne>::run;
    case Compare::Lt:
      return &H<Compare::Lt>::run;
    case Compare::Le:
      return &H<Compare::Le>::run;
    case Compare::Gt:
      return &H<Compare::Gt>::run;
    case Compare::Ge:
      return &H<Compare::Ge>::run;
    case Compare::Equ:
      return &H<Compare::Equ>::run;
    case Compare::Neu:
      return &H<Compare::Neu>::run;
    case Compare::Ltu:
      return &H<Compare::Ltu>::run;
    case Compare::Leu:
      return &H<Compare::Leu>::run;
    case Compare::Gtu:
      return &H<Compare::Gtu>::run;
    case Compare::Geu:
      return &H<Compare::Geu>::run;
    case Compare::Num:
      return &H<Compare::Num>::run;
    case Compare::Nan:
      return &H<Compare::Nan>::run;
    // unsigned-only comparisons (isa.cpp's compareFits refuses them on floats)
    case Compare::Lo:
      return &H<Compare::Lt>::run;
    case Compare::Ls:
      return &H<Compare::Le>::run;
    case Compare::Hi:
      return &H<Compare::Gt>::run;
    case Compare::Hs:
      return &H<Compare::Ge>::run;
  }
  return nullptr;
}
template <uint8_t Code, bool Pair>
struct SetpOf {
  template <Compare How>
  struct Run {
    static bool run(Warp& w, const Op& op, uint32_t mask) {
      return setpFloat<How, Code, Pair>(w, op, mask);
    }
  };
};
template <uint8_t From>
struct SetOf {
  template <Compare How>
  struct Run {
    static bool run(Warp& w, const Op& op, uint32_t mask) {
      return setFloat<How, From>(w, op, mask);
    }
  };
};
template <uint8_t Code>
struct SetPairOf {
  template <Compare How>
  struct Run {
    static bool run(Warp& w, const Op& op, uint32_t mask) {
      return setPair<How, Code>(w, op, mask);
    }
  };
};

// `make.template operator()<Code>()` for the float format code of `type`
// (float_format.hpp; 0 for an integer type).
template <class Make>
Handler byFormat(Type type, Make make) {
  switch (floatFormatCode(type)) {
    case 0:
      return make.template operator()<0>();
    case 1:
      return make.template operator()<1>();
    case 2:
      return make.template operator()<2>();
    case 3:
      return make.template operator()<3>();
    case 4:
      return make.template operator()<4>();
  }
  return nullptr;
}

// byFormat for the float types only: nullptr for an integer type, whose
// handler `make` never instantiates.
template <class Make>
Handler byFloatFormat(Type type, Make make) {
  return byFormat(type, [&]<uint8_t Code>() -> Handler {
    if constexpr (Code == 0)
      return nullptr;
    else
      return make.template operator()<Code>();
  });
}

}  // namespace

Handler lanes::floatAdd(const Instruction& instruction) {
  return chooseFloatAdd(instruction);
}

Handler chooseFloatAdd(const Instruction& instruction) {
  if (isSixteen(instruction.type)) return halvesFor<HalfAdd, 2>(instruction.type);
  return roundedFor<Add, 2>(instruction.type);
}
Handler chooseFloatSub(const Instruction& instruction) {
  if (isSixteen(instruction.type)) return halvesFor<HalfSub, 2>(instruction.type);
  return roundedFor<Sub, 2>(instruction.type);
}
Handler chooseMul(const Instruction& instruction) {
  if (isSixteen(instruction.type)) return halvesFor<HalfMul, 2>(instruction.type);
  return roundedFor<Mul, 2>(instruction.type);
}
Handler chooseFma(const Instruction& instruction) {
  if (isSixteen(instruction.type)) return halvesFor<HalfFma, 3>(instruction.type);
  return roundedFor<Fma, 3>(instruction.type);
}
Handler chooseFloatDiv(const Instruction& instruction) {
  return roundedFor<Div, 2>(instruction.type);
}
Handler chooseFloatDivApprox(const Instruction&) {
  return &divideApproximately<false>;
}
Handler chooseFloatDivFull(const Instruction&) {
  return &divideApproximately<true>;
}
Handler chooseFloatRcp(const Instruction& instruction) {
  return roundedFor<Rcp, 1>(instruction.type);
}
Handler chooseFloatRcpApprox(const Instruction& instruction) {
  return approximateFor<RcpApprox>(instruction.type);
}
Handler chooseFloatSqrt(const Instruction& instruction) {
  return roundedFor<Sqrt, 1>(instruction.type);
}
Handler chooseFloatSqrtApprox(const Instruction& instruction) {
  return approximateFor<SqrtApprox>(instruction.type);
}
Handler chooseFloatRsqrtApprox(const Instruction& instruction) {
  return approximateFor<RsqrtApprox>(instruction.type);
}
Handler chooseFloatSin(const Instruction& instruction) {
  return approximateFor<Sin>(instruction.type);
}
Handler chooseFloatCos(const Instruction& instruction) {
  return approximateFor<Cos>(instruction.type);
}
Handler chooseFloatLg2(const Instruction& instruction) {
  return approximateFor<Lg2>(instruction.type);
}
Handler chooseFloatEx2(const Instruction& instruction) {
  if (isSixteen(instruction.type)) return halvesFor<HalfEx2, 1>(instruction.type);
  return approximateFor<Ex2>(instruction.type);
}
Handler chooseFloatTanh(const Instruction& instruction) {
  if (isSixteen(instruction.type)) return halvesFor<HalfTanh, 1>(instruction.type);
  return approximateFor<Tanh>(instruction.type);
}
Handler chooseFloatMin(const Instruction& instruction) {
  return byFloatFormat(instruction.type,
                       []<uint8_t Code>() -> Handler { return &minMax<false, Code>; });
}
Handler chooseFloatMax(const Instruction& instruction) {
  return byFloatFormat(instruction.type,
                       []<uint8_t Code>() -> Handler { return &minMax<true, Code>; });
}
Handler chooseFloatAbs(const Instruction& instruction) {
  return byFloatFormat(instruction.type,
                       []<uint8_t Code>() -> Handler { return &signOp<SignOp::Abs, Code>; });
}
Handler chooseFloatNeg(const Instruction& instruction) {
  return byFloatFormat(instruction.type,
                       []<uint8_t Code>() -> Handler { return &signOp<SignOp::Neg, Code>; });
}
Handler chooseCopysign(const Instruction& instruction) {
  return byFloatFormat(instruction.type, []<uint8_t Code>() -> Handler { return &copySign<Code>; });
}
template <Test Kind>
Handler testpFor(Type type) {
  return type == Type::F64 ? &testp<Kind, 1 + uint8_t(FloatFormat::Double)>
                           : &testp<Kind, 1 + uint8_t(FloatFormat::Single)>;
}

Handler chooseTestp(const Instruction& instruction) {
  switch (static_cast<Test>(instruction.floatModifiers >> kTestShift)) {
    case Test::Finite:
      return testpFor<Test::Finite>(instruction.type);
    case Test::Infinite:
      return testpFor<Test::Infinite>(instruction.type);
    case Test::Number:
      return testpFor<Test::Number>(instruction.type);
    case Test::NotANumber:
      return testpFor<Test::NotANumber>(instruction.type);
    case Test::Normal:
      return testpFor<Test::Normal>(instruction.type);
    case Test::Subnormal:
      return testpFor<Test::Subnormal>(instruction.type);
  }
  return nullptr;
}
Handler chooseFloatSetp(const Instruction& instruction) {
  const Compare compare = instruction.compare;
  const bool pair = instruction.type == Type::F16x2 || instruction.type == Type::BF16x2;
  return byFloatFormat(instruction.type, [compare, pair]<uint8_t Code>() -> Handler {
    return pair ? byFloatCompare<SetpOf<Code, true>::template Run>(compare)
                : byFloatCompare<SetpOf<Code, false>::template Run>(compare);
  });
}
Handler chooseFloatSet(const Instruction& instruction) {
  const Compare compare = instruction.compare;
  if (instruction.sourceType == Type::F16x2 || instruction.sourceType == Type::BF16x2)
    return byFloatFormat(instruction.sourceType, [compare]<uint8_t Code>() -> Handler {
      return byFloatCompare<SetPairOf<Code>::template Run>(compare);
    });
  return byFormat(instruction.sourceType, [compare]<uint8_t From>() -> Handler {
    return byFloatCompare<SetOf<From>::template Run>(compare);
  });
}
Handler chooseSlct(const Instruction&) {
  return &selectByFloat;
}

}  // namespace gpuasm::ptx
