// cvt with a float on either side, and cvt.sat between integers (PTX ISA
// 9.7.9.21): the formats' bits rounded by integer arithmetic
// (float_format.hpp), so that every rounding mode is exact whatever the
// host's. Float-to-integer conversions saturate always and take NaN to 0;
// .ftz flushes an .f32 source or result; .sat clamps a float result to
// [0.0, 1.0] (NaN to +0.0); .relu takes a negative result to +0.0 and a NaN to
// the canonical NaN.
#include <algorithm>
#include <cfenv>
#include <cmath>
#include <limits>

#include "targets/ptx/machine/float_format.hpp"
#include "targets/ptx/machine/lanes.hpp"

namespace gpuasm::ptx {
using namespace lanes;

double toDouble(uint64_t bits, FloatFormat format) {
  const FloatLayout layout = layoutOf(format);
  if (format == FloatFormat::Double) return std::bit_cast<double>(bits);
  const bool negative = (bits & layout.signBit()) != 0;
  const uint64_t exponent = (bits & layout.exponentMask()) >> layout.mantissaBits;
  const uint64_t mantissa = bits & layout.mantissaMask();
  double magnitude;
  if (exponent == (layout.exponentMask() >> layout.mantissaBits)) {
    magnitude = mantissa ? std::numeric_limits<double>::quiet_NaN()
                         : std::numeric_limits<double>::infinity();
  } else if (exponent == 0) {
    magnitude = std::ldexp(static_cast<double>(mantissa),
                           1 - layout.bias() - static_cast<int>(layout.mantissaBits));
  } else {
    magnitude = std::ldexp(
        static_cast<double>(mantissa | (uint64_t{1} << layout.mantissaBits)),
        static_cast<int>(exponent) - layout.bias() - static_cast<int>(layout.mantissaBits));
  }
  return negative ? -magnitude : magnitude;
}

uint64_t roundToFormat(bool negative, uint64_t significand, int exponent, bool sticky,
                       FloatFormat format, Rounding rounding) {
  const FloatLayout layout = layoutOf(format);
  const uint64_t sign = negative ? layout.signBit() : 0;
  if (significand == 0) return sign;
  const int mantissaBits = static_cast<int>(layout.mantissaBits);
  const int leading = 63 - std::countl_zero(significand) + exponent;  // the top bit's power
  const int smallest = 1 - layout.bias();                             // of the smallest normal
  int quantum = std::max(leading, smallest) - mantissaBits;           // the last kept bit's power
  const int drop = quantum - exponent;
  uint64_t kept;
  bool half = false, below = sticky;
  if (drop <= 0) {
    kept = significand << -drop;
  } else if (drop > 64) {
    kept = 0;
    below = below || significand != 0;
  } else if (drop == 64) {
    kept = 0;
    half = (significand >> 63) != 0;
    below = below || (significand << 1) != 0;
  } else {
    kept = significand >> drop;
    half = ((significand >> (drop - 1)) & 1) != 0;
    below = below || (significand & ((uint64_t{1} << (drop - 1)) - 1)) != 0;
  }
  const bool inexact = half || below;
  bool up = false;
  switch (rounding) {
    case Rounding::Rn:
      up = half && (below || (kept & 1) != 0);
      break;
    case Rounding::Rz:
      break;
    case Rounding::Rm:
      up = negative && inexact;
      break;
    case Rounding::Rp:
      up = !negative && inexact;
      break;
  }
  kept += up ? 1 : 0;
  const uint64_t implicit = uint64_t{1} << mantissaBits;
  if (kept < implicit) return sign | kept;  // subnormal (or zero)
  if (kept == implicit << 1) {
    kept >>= 1;
    ++quantum;
  }
  const int biased = quantum + mantissaBits + layout.bias();
  if (biased >= static_cast<int>(layout.exponentMask() >> layout.mantissaBits)) {
    // Overflow: infinity, or the largest finite number where the rounding
    // goes toward zero.
    const bool toInfinity = rounding == Rounding::Rn || (rounding == Rounding::Rm && negative) ||
                            (rounding == Rounding::Rp && !negative);
    return sign | (toInfinity ? layout.infinity() : layout.largest());
  }
  return sign | (static_cast<uint64_t>(biased) << mantissaBits) | (kept & layout.mantissaMask());
}

uint64_t fromDouble(double value, FloatFormat format, Rounding rounding) {
  if (std::isnan(value)) return canonicalNaN(format);
  const uint64_t bits = std::bit_cast<uint64_t>(value);
  if (format == FloatFormat::Double) return bits;
  const FloatLayout layout = layoutOf(format);
  const bool negative = (bits >> 63) != 0;
  if (std::isinf(value)) return (negative ? layout.signBit() : 0) | layout.infinity();
  const uint64_t exponent = (bits >> 52) & 0x7ff;
  const uint64_t mantissa = bits & ((uint64_t{1} << 52) - 1);
  if (exponent == 0) return roundToFormat(negative, mantissa, -1074, false, format, rounding);
  return roundToFormat(negative, mantissa | (uint64_t{1} << 52), static_cast<int>(exponent) - 1075,
                       false, format, rounding);
}

namespace {

// Keeps the compiler from moving a computation across the rounding-mode
// changes around it.
template <class T>
inline void opaque(T& value) {
  __asm__ __volatile__("" : "+m"(value));
}

// A double computation rounded toward zero, its last bit set when inexact:
// rounded to odd, which a second rounding to any narrower format turns into
// the correctly rounded result (Boldo and Melquiond).
template <class F>
double roundedToOdd(double a, double b, double c, F compute) {
  std::fexcept_t flags;
  std::fegetexceptflag(&flags, FE_ALL_EXCEPT);
  const int mode = std::fegetround();
  std::fesetround(FE_TOWARDZERO);
  std::feclearexcept(FE_INEXACT);
  opaque(a);
  opaque(b);
  opaque(c);
  double r = compute(a, b, c);
  opaque(r);
  const bool inexact = std::fetestexcept(FE_INEXACT) != 0;
  std::fesetround(mode);
  std::fesetexceptflag(&flags, FE_ALL_EXCEPT);
  if (inexact && std::isfinite(r)) r = std::bit_cast<double>(std::bit_cast<uint64_t>(r) | 1);
  return r;
}

}  // namespace

double roundedToOddSum(double a, double b) {
  return roundedToOdd(a, b, 0.0, [](double x, double y, double) { return x + y; });
}
double roundedToOddProduct(double a, double b) {
  return roundedToOdd(a, b, 0.0, [](double x, double y, double) { return x * y; });
}
double roundedToOddFma(double a, double b, double c) {
  return roundedToOdd(a, b, c, [](double x, double y, double z) { return std::fma(x, y, z); });
}
double roundedToOddQuotient(double a, double b) {
  return roundedToOdd(a, b, 0.0, [](double x, double y, double) { return x / y; });
}

namespace {

using namespace float_modifier;

// An integral value of `value` as .rni .rzi .rmi .rpi say (exact in double).
double roundToIntegral(double value, Rounding rounding) {
  switch (rounding) {
    case Rounding::Rz:
      return std::trunc(value);
    case Rounding::Rm:
      return std::floor(value);
    case Rounding::Rp:
      return std::ceil(value);
    case Rounding::Rn:
      break;
  }
  const double down = std::floor(value);
  const double rest = value - down;  // exact
  double r = down;
  if (rest > 0.5 || (rest == 0.5 && std::fmod(down, 2.0) != 0.0)) r = down + 1.0;
  return std::copysign(r, value);  // -0.4 rounds to -0.0
}

// A float to an integer of `bits`: NaN to 0, out of range to the nearest end.
uint64_t floatToInteger(double value, uint32_t bits, bool isSigned, Rounding rounding) {
  if (std::isnan(value)) return 0;
  const double r = roundToIntegral(value, rounding);
  if (isSigned) {
    const double top = std::ldexp(1.0, static_cast<int>(bits) - 1);  // 2^(bits-1)
    if (r >= top) return (uint64_t{1} << (bits - 1)) - 1;
    if (r < -top) return uint64_t{1} << (bits - 1);
    return static_cast<uint64_t>(static_cast<int64_t>(r));
  }
  const double top = std::ldexp(1.0, static_cast<int>(bits));  // 2^bits
  if (r >= top) return widthMask(bits);
  if (r <= 0.0) return 0;
  return static_cast<uint64_t>(r);
}

// .sat, .relu and .ftz on a float result's bits.
uint64_t finishFloat(uint64_t bits, FloatFormat format, uint8_t modifiers) {
  const FloatLayout layout = layoutOf(format);
  const bool nan = isNaNBits(bits, format);
  if ((modifiers & kSat) != 0) {
    if (nan || (bits & layout.signBit()) != 0) return 0;
    const uint64_t one = static_cast<uint64_t>(layout.bias()) << layout.mantissaBits;
    return bits > one ? one : bits;
  }
  if ((modifiers & kRelu) != 0) {
    if (nan) return canonicalNaN(format);
    if ((bits & layout.signBit()) != 0) return 0;
  }
  if ((modifiers & kFtz) != 0 && format == FloatFormat::Single) bits = flushBits(bits, format);
  return bits;
}

// .satfinite: a finite result beyond the largest finite becomes it; NaN stays NaN.
uint64_t saturateFinite(uint64_t bits, FloatFormat format) {
  const FloatLayout layout = layoutOf(format);
  if ((bits & ~layout.signBit()) == layout.infinity())
    return (bits & layout.signBit()) | layout.largest();
  return bits;
}

// `From`, `To`: each side's float format code (float_format.hpp), 0 for an integer.
template <uint8_t From, uint8_t To>
uint64_t convertValue(uint64_t source, const ConvertWidths& widths, uint8_t modifiers,
                      Rounding rounding) {
  const bool ftz = (modifiers & kFtz) != 0;
  if constexpr (From == 0) {
    const uint64_t value = extend(source, widths.fromBits, widths.fromSigned);
    const bool negative = widths.fromSigned && static_cast<int64_t>(value) < 0;
    if constexpr (To == 0) {  // cvt.sat between integers
      if ((modifiers & kSat) == 0) return extend(value, widths.toBits, widths.toSigned);
      const Int128 wide =
          negative ? static_cast<Int128>(static_cast<int64_t>(value)) : static_cast<Int128>(value);
      const Int128 low = widths.toSigned ? -(static_cast<Int128>(1) << (widths.toBits - 1)) : 0;
      const Int128 high = widths.toSigned ? (static_cast<Int128>(1) << (widths.toBits - 1)) - 1
                                          : (static_cast<Int128>(1) << widths.toBits) - 1;
      const Int128 clamped = wide < low ? low : wide > high ? high : wide;
      return extend(static_cast<uint64_t>(clamped), widths.toBits, widths.toSigned);
    } else {
      constexpr FloatFormat to = static_cast<FloatFormat>(To - 1);
      const uint64_t magnitude = negative ? ~value + 1 : value;
      return finishFloat(roundToFormat(negative, magnitude, 0, false, to, rounding), to, modifiers);
    }
  } else {
    constexpr FloatFormat from = static_cast<FloatFormat>(From - 1);
    uint64_t bits = source & widthMask(layoutOf(from).bits());
    if (ftz && from == FloatFormat::Single) bits = flushBits(bits, from);
    const double value = toDouble(bits, from);
    if constexpr (To == 0) {
      return extend(floatToInteger(value, widths.toBits, widths.toSigned, rounding), widths.toBits,
                    widths.toSigned);
    } else {
      constexpr FloatFormat to = static_cast<FloatFormat>(To - 1);
      if (std::isnan(value)) return (modifiers & kSat) != 0 ? 0 : canonicalNaN(to);
      const double rounded =
          (modifiers & kIntegerRounding) != 0 ? roundToIntegral(value, rounding) : value;
      return finishFloat(fromDouble(rounded, to, rounding), to, modifiers);
    }
  }
}

template <uint8_t From, uint8_t To>
bool convertFloat(Warp& w, const Op& op, uint32_t mask) {
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t keep = widthMask(op.registerBits);
  const ConvertWidths widths = op.convert;
  const uint8_t modifiers = op.floatModifiers;
  const Rounding rounding = op.rounding;
  forLanes(mask, [&](uint32_t l) {
    d[l] = convertValue<From, To>(a[l], widths, modifiers, rounding) & keep;
  });
  return true;
}

// cvt.rn.f16x2.f32 d, a, b: a to the upper half, b to the lower.
template <uint8_t To>
bool convertPair(Warp& w, const Op& op, uint32_t mask) {
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = w.slot(op.source[1]);
  constexpr FloatFormat to = static_cast<FloatFormat>(To - 1);
  const uint8_t modifiers = op.floatModifiers;
  const Rounding rounding = op.rounding;
  auto one = [&](uint64_t source) {
    const double value = toDouble(source & 0xffffffffu, FloatFormat::Single);
    uint64_t bits = finishFloat(fromDouble(value, to, rounding), to, modifiers);
    if ((modifiers & kSatfinite) != 0) bits = saturateFinite(bits, to);
    return bits;
  };
  const uint64_t keep = widthMask(op.registerBits);
  forLanes(mask, [&](uint32_t l) { d[l] = ((one(a[l]) << 16) | one(b[l])) & keep; });
  return true;
}

// The 8-bit float pairs (PTX ISA 5.2.5.1, 9.7.9.21): .e4m3 has 4 exponent
// bits (bias 7), 3 of fraction, no infinity and one NaN (S.1111.111), so its
// largest number is 448; .e5m2 has 5 (bias 15) and 2, IEEE's infinities and
// NaNs, and 57344 as its largest. Both have subnormals.
struct Fp8Format {
  int fraction, bias;
  double largest;
};
constexpr Fp8Format kE4m3 = {3, 7, 448.0};
constexpr Fp8Format kE5m2 = {2, 15, 57344.0};

// `value` (exact: an f32's or an f16's) to the 8-bit format, rounded to the
// nearest (ties to even) and saturated to the largest finite number
// (.satfinite, which these forms always have); .relu makes a negative
// result +0. A NaN becomes 0x7f, the canonical NaN of either format.
uint8_t toFp8(double value, const Fp8Format& f, bool relu) {
  if (std::isnan(value)) return 0x7f;
  const bool negative = std::signbit(value);
  if (relu && negative) return 0;
  const double magnitude = std::fabs(value);
  const int smallest = 1 - f.bias;  // the exponent of the smallest normal number
  double rounded = 0;
  if (std::isinf(magnitude) || magnitude >= 2 * f.largest) {
    rounded = f.largest;
  } else if (magnitude != 0) {
    const int exponent = std::max(std::ilogb(magnitude), smallest);
    const double quantum = std::ldexp(1.0, exponent - f.fraction);
    const double steps = magnitude / quantum;  // exact: a power of two apart
    double whole = std::floor(steps);
    const double rest = steps - whole;
    if (rest > 0.5 || (rest == 0.5 && std::fmod(whole, 2.0) == 1.0)) whole += 1;
    rounded = std::min(whole * quantum, f.largest);
  }
  uint32_t bits = 0;
  if (rounded != 0) {
    const int exponent = std::ilogb(rounded);
    if (exponent < smallest) {
      bits = static_cast<uint32_t>(rounded / std::ldexp(1.0, smallest - f.fraction));
    } else {
      const auto fraction = static_cast<uint32_t>(rounded / std::ldexp(1.0, exponent - f.fraction));
      bits = (static_cast<uint32_t>(exponent + f.bias) << f.fraction) |
             (fraction - (1u << f.fraction));
    }
  }
  return static_cast<uint8_t>(bits | (negative ? 0x80u : 0u));
}

// An 8-bit float's value (NaN for its NaNs, e5m2's infinities).
double fromFp8(uint32_t byte, const Fp8Format& f) {
  const uint32_t fractionMask = (1u << f.fraction) - 1;
  const uint32_t exponentField = (byte & 0x7f) >> f.fraction;
  const uint32_t fraction = byte & fractionMask;
  const uint32_t top = 0x7fu >> f.fraction;  // the all-ones exponent field
  double magnitude = 0;
  if (f.bias == 7 && exponentField == top && fraction == fractionMask)
    return std::numeric_limits<double>::quiet_NaN();
  if (f.bias == 15 && exponentField == top) {
    if (fraction != 0) return std::numeric_limits<double>::quiet_NaN();
    magnitude = std::numeric_limits<double>::infinity();
  } else if (exponentField == 0) {
    magnitude = std::ldexp(static_cast<double>(fraction), 1 - f.bias - f.fraction);
  } else {
    magnitude = std::ldexp(static_cast<double>(fraction | (fractionMask + 1)),
                           static_cast<int>(exponentField) - f.bias - f.fraction);
  }
  return (byte & 0x80) ? -magnitude : magnitude;
}

// cvt.rn.satfinite{.relu}.e4m3x2.f32 d, a, b: a to d's upper byte, b to its
// lower; from an .f16x2 a, its upper half to the upper byte.
template <bool E4m3, bool Pair>
bool convertToFp8(Warp& w, const Op& op, uint32_t mask) {
  const Fp8Format& f = E4m3 ? kE4m3 : kE5m2;
  const bool relu = (op.floatModifiers & kRelu) != 0;
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = Pair ? w.slot(op.source[1]) : a;
  forLanes(mask, [&](uint32_t l) {
    double high = 0, low = 0;
    if (Pair) {
      high = toDouble(a[l] & 0xffffffffu, FloatFormat::Single);
      low = toDouble(b[l] & 0xffffffffu, FloatFormat::Single);
    } else {
      high = toDouble((a[l] >> 16) & 0xffffu, FloatFormat::Half);
      low = toDouble(a[l] & 0xffffu, FloatFormat::Half);
    }
    d[l] = (uint64_t{toFp8(high, f, relu)} << 8) | toFp8(low, f, relu);
  });
  return true;
}

// cvt.rn{.relu}.f16x2.e4m3x2 d, a: each byte of a to its half of d (exact;
// a NaN is the canonical f16 NaN, 0x7fff; .relu makes a negative one +0).
template <bool E4m3>
bool convertFromFp8(Warp& w, const Op& op, uint32_t mask) {
  const Fp8Format& f = E4m3 ? kE4m3 : kE5m2;
  const bool relu = (op.floatModifiers & kRelu) != 0;
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  auto half = [&](uint32_t byte) -> uint64_t {
    const double value = fromFp8(byte, f);
    if (std::isnan(value)) return 0x7fff;
    if (relu && std::signbit(value)) return 0;
    return fromDouble(value, FloatFormat::Half, Rounding::Rn);
  };
  forLanes(mask, [&](uint32_t l) { d[l] = (half((a[l] >> 8) & 0xff) << 16) | half(a[l] & 0xff); });
  return true;
}

// The handler for source and destination format codes 0 to 4.
template <uint8_t From>
Handler convertFor(uint8_t from, uint8_t to) {
  if constexpr (From > 4) {
    return nullptr;
  } else {
    if (from != From) return convertFor<From + 1>(from, to);
    switch (to) {
      case 0:
        return &convertFloat<From, 0>;
      case 1:
        return &convertFloat<From, 1>;
      case 2:
        return &convertFloat<From, 2>;
      case 3:
        return &convertFloat<From, 3>;
      case 4:
        return &convertFloat<From, 4>;
    }
    return nullptr;
  }
}

}  // namespace

Handler chooseFloatConvert(const Instruction& instruction) {
  if (!instruction.operands().empty()) {
    const Operand& source =
        instruction.operands().size() > 1 ? instruction.operands()[1] : instruction.operands()[0];
    if (source.kind == Operand::Kind::SpecialRegister &&
        (source.special == SpecialRegister::Clock || source.special == SpecialRegister::Clock64))
      return chooseCvt(instruction);  // cvt.sat of a clock: the integer cvt's reading
  }
  return convertFor<0>(floatFormatCode(instruction.sourceType), floatFormatCode(instruction.type));
}

Handler chooseConvertFp8(const Instruction& instruction) {
  const bool e4m3 = instruction.row->spelling.find("e4m3x2") != std::string_view::npos;
  if (instruction.row->spelling.find("f16x2.e") != std::string_view::npos)
    return e4m3 ? &convertFromFp8<true> : &convertFromFp8<false>;
  const bool pair = instruction.type == Type::F32;
  if (e4m3) return pair ? &convertToFp8<true, true> : &convertToFp8<true, false>;
  return pair ? &convertToFp8<false, true> : &convertToFp8<false, false>;
}

Handler chooseConvertPair(const Instruction& instruction) {
  return elementType(instruction.type) == Type::BF16
             ? &convertPair<1 + static_cast<uint8_t>(FloatFormat::Brain)>
             : &convertPair<1 + static_cast<uint8_t>(FloatFormat::Half)>;
}

namespace {
// cvt.pack.sat (PTX ISA 9.7.9.21): a and b (.s32) clamped to the range of
// the destination type T, a's in the upper and b's in the lower of two
// T-wide fields; for the 8-bit types the pair fills the low 16 bits and c's
// low bits the rest (d[2 * size .. 31] = c[0 .. 31 - 2 * size]).
template <class T, bool WithC>
bool convertPack(Warp& w, const Op& op, uint32_t mask) {
  constexpr uint32_t size = 8 * sizeof(T);
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = w.slot(op.source[1]);
  const uint64_t* c = WithC ? w.slot(op.source[2]) : nullptr;
  auto clamped = [](uint64_t x) { return stored(saturated<T>(static_cast<int32_t>(x))); };
  forLanes(mask, [&](uint32_t l) {
    uint64_t packed = clamped(a[l]) << size | clamped(b[l]);
    if constexpr (WithC) packed |= c[l] << (2 * size);
    d[l] = static_cast<uint32_t>(packed);
  });
  return true;
}
}  // namespace

Handler chooseConvertPack(const Instruction& instruction) {
  if (spelledWith(instruction, "u16")) return &convertPack<uint16_t, false>;
  if (spelledWith(instruction, "s16")) return &convertPack<int16_t, false>;
  if (spelledWith(instruction, "u8")) return &convertPack<uint8_t, true>;
  if (spelledWith(instruction, "s8")) return &convertPack<int8_t, true>;
  return nullptr;
}

namespace {

// cvt to .tf32 (PTX ISA 9.7.9.21): the f32 rounded to 10 fraction bits, its
// low 13 bits zero, in the f32's exponent range (no flush); .rna rounds half
// away from zero, .rn half to even, .rz toward zero. Carrying out of the
// fraction steps the exponent (to infinity past the largest value). A NaN
// gives the canonical NaN 0x7fffffff.
enum class Tf32Rounding { NearestAway, NearestEven, Zero };
template <Tf32Rounding R>
struct ToTf32 {
  static uint32_t apply(uint32_t bits) {
    if ((bits & 0x7fffffffu) > 0x7f800000u) return 0x7fffffffu;
    if ((bits & 0x7f800000u) == 0x7f800000u) return bits;  // an infinity stays
    uint32_t rounded = bits;
    if (R == Tf32Rounding::NearestAway) rounded += 0x1000u;
    if (R == Tf32Rounding::NearestEven) rounded += 0xfffu + ((bits >> 13) & 1);
    return rounded & ~0x1fffu;
  }
};

}  // namespace

Handler chooseConvertTf32(const Instruction& instruction) {
  if (lanes::spelledWith(instruction, "rna"))
    return lanes::UnaryOf<ToTf32<Tf32Rounding::NearestAway>>::With<uint32_t>::handler;
  if (lanes::spelledWith(instruction, "rn"))
    return lanes::UnaryOf<ToTf32<Tf32Rounding::NearestEven>>::With<uint32_t>::handler;
  return lanes::UnaryOf<ToTf32<Tf32Rounding::Zero>>::With<uint32_t>::handler;
}

}  // namespace gpuasm::ptx
