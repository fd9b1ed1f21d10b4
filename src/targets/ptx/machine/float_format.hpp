// The binary floating-point formats of PTX (.f16, .bf16, .f32, .f64) as bit
// patterns: exact decoding to double, and rounding of an exact value (an
// integer significand and a power of two) to any of them in each of the four
// rounding modes by integer arithmetic, so that conversions do not depend on
// the host's FPU (float.cpp, convert.cpp).
#pragma once

#include <bit>
#include <cstdint>

#include "targets/ptx/isa.hpp"

namespace gpuasm::ptx {

enum class FloatFormat : uint8_t { Half, Brain, Single, Double };

struct FloatLayout {
  uint32_t exponentBits, mantissaBits;
  constexpr uint32_t bits() const { return 1 + exponentBits + mantissaBits; }
  constexpr int bias() const { return (1 << (exponentBits - 1)) - 1; }
  constexpr uint64_t signBit() const { return uint64_t{1} << (bits() - 1); }
  constexpr uint64_t mantissaMask() const { return (uint64_t{1} << mantissaBits) - 1; }
  constexpr uint64_t exponentMask() const {
    return ((uint64_t{1} << exponentBits) - 1) << mantissaBits;
  }
  constexpr uint64_t infinity() const { return exponentMask(); }
  constexpr uint64_t largest() const { return exponentMask() - 1; }  // the largest finite
};

constexpr FloatLayout layoutOf(FloatFormat format) {
  switch (format) {
    case FloatFormat::Half:
      return {5, 10};
    case FloatFormat::Brain:
      return {8, 7};
    case FloatFormat::Single:
      return {8, 23};
    case FloatFormat::Double:
      return {11, 52};
  }
  return {11, 52};
}

// The format of a float type (of each half of a pair); nullopt-like 0 in
// ConvertWidths: floatFormatCode is the format plus one, 0 for an integer type.
inline uint8_t floatFormatCode(Type type) {
  switch (elementType(type)) {
    case Type::F16:
      return 1 + static_cast<uint8_t>(FloatFormat::Half);
    case Type::BF16:
      return 1 + static_cast<uint8_t>(FloatFormat::Brain);
    case Type::F32:
      return 1 + static_cast<uint8_t>(FloatFormat::Single);
    case Type::F64:
      return 1 + static_cast<uint8_t>(FloatFormat::Double);
    default:
      return 0;
  }
}

// The NaN a PTX instruction writes (PTX ISA 9.7.3: f32 results are the
// canonical NaN 0x7fffffff; f16 and bf16 ones 0x7fff). For f64 the simulator
// writes 0x7fffffffffffffff by the same rule (not checked on hardware).
constexpr uint64_t canonicalNaN(FloatFormat format) {
  const FloatLayout layout = layoutOf(format);
  return layout.signBit() - 1;
}

constexpr bool isNaNBits(uint64_t bits, FloatFormat format) {
  const FloatLayout layout = layoutOf(format);
  return (bits & layout.exponentMask()) == layout.exponentMask() &&
         (bits & layout.mantissaMask()) != 0;
}
constexpr bool isSubnormalBits(uint64_t bits, FloatFormat format) {
  const FloatLayout layout = layoutOf(format);
  return (bits & layout.exponentMask()) == 0 && (bits & layout.mantissaMask()) != 0;
}
// .ftz: a subnormal becomes the zero of its sign.
constexpr uint64_t flushBits(uint64_t bits, FloatFormat format) {
  return isSubnormalBits(bits, format) ? bits & layoutOf(format).signBit() : bits;
}

// The value of `bits` in `format`, exactly (every format fits in a double).
double toDouble(uint64_t bits, FloatFormat format);

// The value (-1)^negative * significand * 2^exponent (plus a nonzero amount
// below its last bit when `sticky`) rounded to `format` as `rounding` says,
// with overflow to infinity or the largest finite number as IEEE 754 has it.
uint64_t roundToFormat(bool negative, uint64_t significand, int exponent, bool sticky,
                       FloatFormat format, Rounding rounding);

// `value` rounded to `format`; a NaN becomes the canonical NaN.
uint64_t fromDouble(double value, FloatFormat format, Rounding rounding);

// `value` rounded to `format` (Rn) after a double computation rounded to odd
// (roundedToOdd): the pair gives the correctly rounded result of the exact
// value for every format narrower than 52 bits of significand.
double roundedToOddSum(double a, double b);
double roundedToOddProduct(double a, double b);
double roundedToOddFma(double a, double b, double c);
double roundedToOddQuotient(double a, double b);

}  // namespace gpuasm::ptx
