// What GFX9's 16-bit and packed handlers share (gfx9_packed.cpp,
// gfx9_alu.cpp): a 16-bit operand's inline constants, halves and f16
// arithmetic rounded once from an exact double.
#pragma once

#include <bit>
#include <cmath>
#include <cstdint>

#include "targets/gcn/machine/half.hpp"
#include "targets/gcn/machine/operands.hpp"
#include "targets/gcn/machine/program.hpp"

namespace gpuasm::gcn::machine::gfx9 {

// The float inline constants of a 16-bit operand (VI/Vega ISA manuals,
// "SSRC0": 0.5, -0.5, 1, -1, 2, -2, 4, -4 and 1/(2*pi) as halves), zero in
// the high half: LLVM sets op_sel_hi to 0 on a packed source holding one, so
// that both halves read it (D45745), which says the high half is not a copy.
inline constexpr uint32_t kHalfConstants[8] = {0x3800, 0xb800, 0x3c00, 0xbc00,
                                               0x4000, 0xc000, 0x4400, 0xc400};

// Whether a source code names something a VOP3/VOP3P source may read on
// GFX9 (registers, inline constants, the special values); a literal (VOP3
// has none on GFX9), a reserved code and the aperture registers
// (src_shared_base..., not modelled here) are not.
inline bool validSource(uint32_t code) {
  if (code >= operand::kVgpr0 || code < 128) return true;
  if (code <= operand::kNegativeLast) return true;
  if (code >= operand::kHalf && code <= operand::kInvTwoPi) return true;
  return code == operand::kVccz || code == operand::kExecz || code == operand::kScc;
}

// The 32-bit value of a scalar source of a 16-bit operation: an inline float
// constant is a half.
inline uint32_t scalarValue16(const Wavefront& w, uint32_t code) {
  if (code >= operand::kHalf && code <= operand::kMinusFour)
    return kHalfConstants[code - operand::kHalf];
  if (code == operand::kInvTwoPi) return operand::kInvTwoPiBits16;
  return scalarValue(w, code, 0);
}
// ... of a 32-bit float operation: the f32 constants, 1/(2*pi) as a single.
inline uint32_t scalarValue32(const Wavefront& w, uint32_t code) {
  if (code == operand::kInvTwoPi) return operand::kInvTwoPiBits32;
  return scalarValue(w, code, 0);
}

// The 64 lane values of a source (a VGPR row, or a scalar value broadcast).
template <bool Half>
inline const uint32_t* lanes(const Wavefront& w, uint32_t code, uint32_t (&broadcast)[kLanes]) {
  if (code >= operand::kVgpr0) return w.vgpr[code - operand::kVgpr0];
  const uint32_t value = Half ? scalarValue16(w, code) : scalarValue32(w, code);
  for (uint32_t& lane : broadcast) lane = value;
  return broadcast;
}

// MODE's f64/f16 fields (GFX8 and later: the f16 operations follow the f64
// round and denorm fields; VI ISA manual, section 3.3 "Mode Register").
struct HalfMode {
  uint32_t rounding;
  bool flushInput, flushOutput;
  static HalfMode of(const Wavefront& w) {
    return {(w.mode >> 2) & 3, !(w.mode & kModeF64InputDenormals),
            !(w.mode & kModeF64OutputDenormals)};
  }
};

inline bool isHalfDenormal(uint32_t h) {
  return (h & 0x7c00) == 0 && (h & 0x3ff) != 0;
}

// A half as a double (exact), its denormals flushed to a signed zero when
// the mode says so.
inline double halfValue(uint32_t h, const HalfMode& mode) {
  h &= 0xffff;
  if (mode.flushInput && isHalfDenormal(h)) h &= 0x8000;
  return static_cast<double>(fromHalf(h));
}

// A double rounded once to a half as `rounding` says (kRoundNearestEven..
// kRoundToZero); NaN gives the quiet NaN 0x7e00 (with the sign).
inline uint32_t toHalfOf(double value, const HalfMode& mode) {
  if (std::isnan(value)) return (std::signbit(value) ? 0x8000u : 0u) | 0x7e00u;
  const uint32_t sign = std::signbit(value) ? 0x8000u : 0u;
  const double magnitude = std::fabs(value);
  if (std::isinf(magnitude)) return sign | 0x7c00;
  if (magnitude == 0) return sign;
  int exponent = 0;
  std::frexp(magnitude, &exponent);  // magnitude = m * 2^exponent, m in [0.5, 1)
  // The unit of the last place: 2^(e - 11) for a normal half, 2^-24 below.
  const int ulpExponent = std::max(exponent - 11, -24);
  const double scaled = std::ldexp(magnitude, -ulpExponent);  // exact: a power of two
  double kept = std::floor(scaled);
  const double remainder = scaled - kept;
  const bool negative = sign != 0;
  bool up = false;
  switch (mode.rounding) {
    case kRoundNearestEven:
      up = remainder > 0.5 || (remainder == 0.5 && std::fmod(kept, 2) != 0);
      break;
    case kRoundUp:
      up = remainder != 0 && !negative;
      break;
    case kRoundDown:
      up = remainder != 0 && negative;
      break;
    default:
      break;
  }
  if (up) kept += 1;
  const double rounded = std::ldexp(kept, ulpExponent);
  if (rounded > 65504.0) {
    const bool toInfinity = mode.rounding == kRoundNearestEven ||
                            (mode.rounding == kRoundUp && !negative) ||
                            (mode.rounding == kRoundDown && negative);
    return sign | (toInfinity ? 0x7c00u : 0x7bffu);
  }
  uint32_t bits = toHalf(std::bit_cast<uint32_t>(static_cast<float>(rounded)), kRoundToZero);
  if (mode.flushOutput && isHalfDenormal(bits)) bits &= 0x8000;
  return sign | (bits & 0x7fff);
}

}  // namespace gpuasm::gcn::machine::gfx9
