// IEEE half precision (binary16) to and from single: the f16 conversions
// of the vector ALU and the 16-bit float buffer formats.
#pragma once

#include <cmath>
#include <cstdint>

#include "targets/gcn/machine/operands.hpp"

namespace gpuasm::gcn::machine {

// The rounding directions of MODE.FP_ROUND's fields (vector_lanes.hpp).
inline constexpr uint32_t kRoundNearestEven = 0, kRoundUp = 1, kRoundDown = 2, kRoundToZero = 3;

// The IEEE half of a float's bits, rounded as `rounding` says (SI's
// v_cvt_f16_f32): NaN stays a quiet NaN with the top payload bits, overflow
// gives infinity or the largest half as the rounding direction says.
inline uint32_t toHalf(uint32_t bits, uint32_t rounding) {
  const uint32_t sign = (bits >> 16) & 0x8000;
  const int32_t exponent = static_cast<int32_t>((bits >> 23) & 0xff);
  const uint32_t mantissa = bits & 0x7fffff;
  if (exponent == 0xff) return sign | 0x7c00 | (mantissa ? 0x200 | (mantissa >> 13) : 0);
  const bool negative = sign != 0;
  // Whether a discarded non-zero remainder rounds the magnitude up.
  auto roundsUp = [&](uint32_t kept, uint64_t remainder, uint64_t half) {
    switch (rounding) {
      case kRoundNearestEven:
        return remainder > half || (remainder == half && (kept & 1));
      case kRoundUp:
        return remainder != 0 && !negative;
      case kRoundDown:
        return remainder != 0 && negative;
      default:
        return false;
    }
  };
  const uint64_t significand = exponent ? (mantissa | 0x800000) : mantissa;
  const int32_t halfExponent = (exponent ? exponent : 1) - 127 + 15;  // of the leading bit
  if (halfExponent >= 31) {
    const bool toInfinity = rounding == kRoundNearestEven || (rounding == kRoundUp && !negative) ||
                            (rounding == kRoundDown && negative);
    return sign | (toInfinity ? 0x7c00 : 0x7bff);
  }
  // A normal half keeps 11 significant bits; a denormal fewer.
  const int32_t shift = halfExponent >= 1 ? 13 : 13 + 1 - halfExponent;
  uint32_t kept = 0;
  uint64_t remainder = significand, half = 0;
  if (shift < 40) {
    kept = static_cast<uint32_t>(significand >> shift);
    remainder = significand & ((uint64_t{1} << shift) - 1);
    half = uint64_t{1} << (shift - 1);
  } else {
    half = uint64_t{1} << 39;  // everything is below half of the smallest step
  }
  if (roundsUp(kept, remainder, half)) ++kept;
  // kept includes the hidden bit for a normal: adding (exponent - 1) << 10
  // carries a rounding overflow into the exponent, up to infinity.
  const uint32_t magnitude =
      halfExponent >= 1 ? (static_cast<uint32_t>(halfExponent - 1) << 10) + kept : kept;
  return sign | magnitude;
}

// A half's bits as a float (exact).
inline float fromHalf(uint32_t half) {
  const uint32_t sign = (half & 0x8000u) << 16;
  const uint32_t exponent = (half >> 10) & 0x1f, mantissa = half & 0x3ff;
  if (exponent == 0x1f) return asFloat(sign | 0x7f800000u | (mantissa << 13));
  if (exponent == 0) {
    const float magnitude = std::ldexp(static_cast<float>(mantissa), -24);
    return sign ? -magnitude : magnitude;
  }
  return asFloat(sign | ((exponent - 15 + 127) << 23) | (mantissa << 13));
}

}  // namespace gpuasm::gcn::machine
