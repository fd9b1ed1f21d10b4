// What the QPU's ALUs, pack/unpack units, flags and SFU compute.
//
// Sources, and what each one settles (cited again where a fact is used):
//  [guide]    VideoCoreIV-AG100-R, pages 26-36 (tables 2 and 5-13) and page 23 (SFU).
//  [addendum] vc4asm doc/VideoCoreIV-addendum.html (maazl/vc4asm): flags update only
//             in lanes whose condition holds; no denormals ("truncated to 0"); no real
//             NaN ("0.0 + NaN = +Inf", NaN written as the bits of +-Inf); shl carry.
//  [vc4cl]    VC4CL wiki "NumericalCompliance" (doe300): measured on hardware, float
//             operations round toward zero (358.6662292480469 - 3.0502657890319824
//             gives 0x43b1ced7, the round-to-nearest result is 0x43b1ced8).
//  [vc4c]     VC4C src/asm/OpCodes.cpp (doe300), the compiler's model of the hardware:
//             fmin/fmax/fminabs/fmaxabs set C when a > b, fadd/fsub set C when the
//             result is > 0, ftoi gives 0 outside [INT_MIN, UINT_MAX] and for Inf/NaN,
//             v8muld = (a * b + 127) / 255, mul24 sets C on 32-bit overflow.
//  [mesa]     mesa vc4_program.c: uadd_carry and usub_borrow read C after add/sub with
//             setf, so add sets C on unsigned carry and sub on unsigned borrow.
//  [pyvc]     py-videocore tests run on hardware: unpack modes, ftoi truncation,
//             rotation direction (np.roll), v8 ops.
#include "targets/vc4/machine/alu.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>

#include "targets/vc4/machine/float_mode.hpp"

namespace gpuasm::vc4 {
namespace {

constexpr uint32_t kSignBit = 0x80000000u;
constexpr uint32_t kExponentMask = 0x7f800000u;
constexpr uint32_t kMagnitudeMask = 0x7fffffffu;
constexpr uint32_t kPositiveInfinity = 0x7f800000u;

inline float asFloat(uint32_t bits) {
  return std::bit_cast<float>(bits);
}
inline uint32_t asBits(float value) {
  return std::bit_cast<uint32_t>(value);
}

// All ones where `condition` holds, else 0. The per-lane helpers below pick
// with these masks instead of branching, so that the 16-lane loops vectorise.
inline uint32_t allOnesIf(bool condition) {
  return 0u - static_cast<uint32_t>(condition);
}

// [addendum] "no support for denormal numbers. They are just truncated to 0": an
// exponent field of 0 reads as zero; the sign is kept (the sign bit travels
// separately from the exponent and mantissa in every float unit we know of).
inline uint32_t flushDenormal(uint32_t bits) {
  return bits & (allOnesIf((bits & kExponentMask) != 0) | kSignBit);
}

// [addendum] NaN is not supported: "0.0 + NaN = +Inf". Arithmetic reads an
// all-ones exponent as an infinity of that sign, whatever the mantissa.
inline uint32_t arithmeticInput(uint32_t bits) {
  uint32_t exponent = bits & kExponentMask;
  uint32_t keep = (allOnesIf(exponent != 0) | kSignBit) &
                  (allOnesIf(exponent != kExponentMask) | kSignBit | kExponentMask);
  return bits & keep;
}

// A result that the host computed as NaN (Inf - Inf, 0 * Inf) is written with
// the bits of +Inf ([addendum]: "it uses the binary representation of +-Inf";
// the sign is not documented, we choose +). Denormal results become zero.
inline uint32_t arithmeticOutput(uint32_t bits) {
  uint32_t nan = allOnesIf((bits & kMagnitudeMask) > kPositiveInfinity);
  return flushDenormal((bits & ~nan) | (kPositiveInfinity & nan));
}

// Total order on sign-magnitude bits (-Inf < ... < -0 < +0 < ... < +Inf, NaN
// beyond Inf as [vc4c] observes): the key compares as a signed integer.
inline int32_t orderKey(uint32_t bits) {
  uint32_t flip = allOnesIf((bits & kSignBit) != 0) & kMagnitudeMask;
  return static_cast<int32_t>(bits ^ flip);
}

inline uint32_t bytewise(uint32_t a, uint32_t b, uint32_t (*perByte)(uint32_t, uint32_t)) {
  uint32_t out = 0;
  for (uint32_t shift = 0; shift < 32; shift += 8) {
    out |= perByte((a >> shift) & 0xff, (b >> shift) & 0xff) << shift;
  }
  return out;
}

// IEEE half -> float, exact (half denormals are normal floats).
uint32_t halfToFloat(uint32_t half) {
  uint32_t sign = (half & 0x8000u) << 16;
  uint32_t exponent = (half >> 10) & 0x1f;
  uint32_t mantissa = half & 0x3ffu;
  if (exponent == 0x1f) return sign | kPositiveInfinity | (mantissa << 13);
  if (exponent != 0) return sign | ((exponent + 112) << 23) | (mantissa << 13);
  // Zero or a half denormal: mantissa * 2^-24.
  return sign | asBits(static_cast<float>(mantissa) * 0x1p-24f);
}

// float -> IEEE half, round to nearest even (the guide says only "convert to 16
// bit float"); overflow gives Inf, results below the half range become half
// denormals or zero.
uint32_t floatToHalf(uint32_t bits) {
  bits = flushDenormal(bits);
  uint32_t sign = (bits >> 16) & 0x8000u;
  uint32_t magnitude = bits & kMagnitudeMask;
  if (magnitude >= kPositiveInfinity) {
    return sign | 0x7c00u | (magnitude > kPositiveInfinity ? 0x200u : 0u);
  }
  if (magnitude >= 0x477ff000u) return sign | 0x7c00u;  // rounds to >= 65536: Inf
  if (magnitude < 0x38800000u) {  // below 2^-14: a half denormal, units of 2^-24
    // In integers, so that the host's rounding mode does not matter: the
    // significand 1.m * 2^(e - 127) is (2^23 + m) * 2^(e - 150), in half
    // denormal units (2^23 + m) >> (126 - e), rounded to nearest even.
    uint32_t exponent = magnitude >> 23;
    if (exponent < 101) return sign;  // below 2^-25: rounds to zero
    uint32_t significand = (magnitude & 0x7fffffu) | 0x800000u;
    uint32_t shift = 126 - exponent;  // 14 .. 25
    uint32_t half = significand >> shift;
    uint32_t rest = significand & ((1u << shift) - 1);
    uint32_t halfway = 1u << (shift - 1);
    if (rest > halfway || (rest == halfway && (half & 1))) ++half;
    return sign | half;
  }
  uint32_t exponent = (magnitude >> 23) - 112;
  uint32_t mantissa = magnitude & 0x7fffffu;
  uint32_t half = (exponent << 10) | (mantissa >> 13);
  uint32_t rest = mantissa & 0x1fffu;
  if (rest > 0x1000u || (rest == 0x1000u && (half & 1))) ++half;
  return sign | half;
}

// 8-bit colour to float in [0, 1] (tables 6 and 8): byte / 255, correctly
// rounded ([pyvc] checks it at rtol 1e-7). A table computed by the compiler,
// which rounds to nearest whatever the host's mode when it runs.
constexpr std::array<uint32_t, 256> kColourFloats = [] {
  std::array<uint32_t, 256> table{};
  for (uint32_t byte = 0; byte < 256; ++byte)
    table[byte] = std::bit_cast<uint32_t>(static_cast<float>(byte) / 255.0f);
  return table;
}();
inline uint32_t colourToFloat(uint32_t byte) {
  return kColourFloats[byte];
}

inline uint32_t replicateByte(uint32_t byte) {
  return byte * 0x01010101u;
}

// Writes `bits` under `mask` into `previous`.
inline uint32_t merge(uint32_t previous, uint32_t bits, uint32_t mask) {
  return (previous & ~mask) | (bits & mask);
}

// Where pack modes 4..7 (and 12..15, and the colour modes 4..7) put their byte.
inline uint32_t byteShift(uint32_t mode) {
  return ((mode & 7) - 4) * 8;
}

}  // namespace

// ---- add ALU: float ---------------------------------------------------------

// The float operations below run under QpuRounding (float_mode.hpp): the host
// rounds toward zero ([vc4cl]) as the QPU does, so each is the native
// operation between arithmeticInput and arithmeticOutput. On overflow, rounding
// toward zero gives the largest finite float of the result's sign (IEEE 754,
// 7.4), as [vc4cl] measures. Where the host also flushes denormal inputs and
// results (floatmode::kFlushesDenormals), those two steps are the hardware's
// own except for NaN, so the operation runs natively on all 16 lanes and
// only a vector with a NaN result (a NaN input, Inf - Inf, 0 * Inf) is
// computed again lane by lane with the explicit steps.
namespace {

template <typename Operation>
void floatOperation(const Vector& a, const Vector& b, Vector& result, Operation operation) {
  if constexpr (floatmode::kFlushesDenormals) {
    uint32_t nan = 0;
    for (uint32_t i = 0; i < kLanes; ++i) {
      float r = operation(asFloat(a[i]), asFloat(b[i]));
      result[i] = asBits(r);
      nan |= r != r ? 1u : 0u;
    }
    if (!nan) return;
  }
  for (uint32_t i = 0; i < kLanes; ++i) {
    float r = operation(asFloat(arithmeticInput(a[i])), asFloat(arithmeticInput(b[i])));
    result[i] = arithmeticOutput(asBits(r));
  }
}

// [vc4c]: fadd/fsub set C where the result is > 0 (in the sign-magnitude
// order: a positive non-zero float, whose bits are a positive int32).
void positiveCarry(const Vector& result, Vector& carry) {
  for (uint32_t i = 0; i < kLanes; ++i) carry[i] = static_cast<int32_t>(result[i]) > 0 ? 1u : 0u;
}

}  // namespace

void opFadd(const Vector& a, const Vector& b, Vector& result, Vector& carry) {
  floatOperation(a, b, result, [](float x, float y) { return x + y; });
  positiveCarry(result, carry);
}

void opFsub(const Vector& a, const Vector& b, Vector& result, Vector& carry) {
  floatOperation(a, b, result, [](float x, float y) { return x - y; });
  positiveCarry(result, carry);
}

// fmin/fmax select one input, compared in the sign-magnitude total order (so
// -0 < +0); C is set where a > b ([vc4c]). Inputs are denormal-flushed.
void opFmin(const Vector& a, const Vector& b, Vector& result, Vector& carry) {
  for (uint32_t i = 0; i < kLanes; ++i) {
    uint32_t x = flushDenormal(a[i]), y = flushDenormal(b[i]);
    bool greater = orderKey(x) > orderKey(y);
    result[i] = greater ? y : x;
    carry[i] = greater ? 1u : 0u;
  }
}

void opFmax(const Vector& a, const Vector& b, Vector& result, Vector& carry) {
  for (uint32_t i = 0; i < kLanes; ++i) {
    uint32_t x = flushDenormal(a[i]), y = flushDenormal(b[i]);
    bool greater = orderKey(x) > orderKey(y);
    result[i] = greater ? x : y;
    carry[i] = greater ? 1u : 0u;
  }
}

// "Floating point min of absolute values" (table 12): the result is the smaller
// magnitude, non-negative; C where |a| > |b| ([vc4c]).
void opFminabs(const Vector& a, const Vector& b, Vector& result, Vector& carry) {
  for (uint32_t i = 0; i < kLanes; ++i) {
    uint32_t x = flushDenormal(a[i]) & kMagnitudeMask, y = flushDenormal(b[i]) & kMagnitudeMask;
    bool greater = x > y;
    result[i] = greater ? y : x;
    carry[i] = greater ? 1u : 0u;
  }
}

void opFmaxabs(const Vector& a, const Vector& b, Vector& result, Vector& carry) {
  for (uint32_t i = 0; i < kLanes; ++i) {
    uint32_t x = flushDenormal(a[i]) & kMagnitudeMask, y = flushDenormal(b[i]) & kMagnitudeMask;
    bool greater = x > y;
    result[i] = greater ? x : y;
    carry[i] = greater ? 1u : 0u;
  }
}

// Truncates toward zero ([pyvc]: matches numpy's astype(int32)). [vc4c]: values
// in [2^31, 2^32) come out as their unsigned bits, anything outside
// [INT_MIN, UINT_MAX] (and Inf, NaN) as 0. Unary: reads `a`.
void opFtoi(const Vector& a, const Vector&, Vector& result, Vector& carry) {
  for (uint32_t i = 0; i < kLanes; ++i) {
    float x = asFloat(arithmeticInput(a[i]));
    bool inRange = x > -2147483904.0f && x < 4294967296.0f;  // NaN compares false
    auto truncated = static_cast<int64_t>(inRange ? x : 0.0f);
    result[i] = static_cast<uint32_t>(truncated);
    carry[i] = 0;
  }
}

// Signed integer to float, rounded toward zero like the other float operations
// ([vc4cl]; exact below 2^24). Unary: reads `a`.
void opItof(const Vector& a, const Vector&, Vector& result, Vector& carry) {
  for (uint32_t i = 0; i < kLanes; ++i) {
    result[i] = asBits(static_cast<float>(static_cast<int32_t>(a[i])));
    carry[i] = 0;
  }
}

// ---- add ALU: integer -------------------------------------------------------

// C: unsigned carry out ([mesa] uadd_carry).
void opAdd(const Vector& a, const Vector& b, Vector& result, Vector& carry) {
  for (uint32_t i = 0; i < kLanes; ++i) {
    result[i] = a[i] + b[i];
    carry[i] = result[i] < a[i] ? 1u : 0u;
  }
}

// C: unsigned borrow, a < b ([mesa] usub_borrow; [pyvc] test_condition_codes
// sees C set for 0 - 1 and clear for 1 - 1).
void opSub(const Vector& a, const Vector& b, Vector& result, Vector& carry) {
  for (uint32_t i = 0; i < kLanes; ++i) {
    result[i] = a[i] - b[i];
    carry[i] = a[i] < b[i] ? 1u : 0u;
  }
}

// Shifts use b mod 32 ([vc4c]: "only take the last 5 bits of the offset").
// C is the last bit shifted out, 0 for a shift by 0: the [addendum] shows
// `shl.setf -, elem_num, 30` setting C to bit 2 of elem_num; shr and asr are
// taken to behave the same way (not documented).
void opShr(const Vector& a, const Vector& b, Vector& result, Vector& carry) {
  for (uint32_t i = 0; i < kLanes; ++i) {
    uint32_t n = b[i] & 31;
    result[i] = a[i] >> n;
    carry[i] = ((a[i] << 1) >> n) & 1u;  // bit n - 1, none for n = 0
  }
}

void opAsr(const Vector& a, const Vector& b, Vector& result, Vector& carry) {
  for (uint32_t i = 0; i < kLanes; ++i) {
    uint32_t n = b[i] & 31;
    result[i] = static_cast<uint32_t>(static_cast<int32_t>(a[i]) >> n);
    carry[i] = ((a[i] << 1) >> n) & 1u;  // bit n - 1, none for n = 0
  }
}

// C clear ([vc4c]).
void opRor(const Vector& a, const Vector& b, Vector& result, Vector& carry) {
  for (uint32_t i = 0; i < kLanes; ++i) {
    result[i] = std::rotr(a[i], static_cast<int>(b[i] & 31));
    carry[i] = 0;
  }
}

void opShl(const Vector& a, const Vector& b, Vector& result, Vector& carry) {
  for (uint32_t i = 0; i < kLanes; ++i) {
    uint32_t n = b[i] & 31;
    result[i] = a[i] << n;
    carry[i] = ((a[i] >> (31 - n)) >> 1) & 1u;  // bit 32 - n, none for n = 0
  }
}

// Signed ([mesa]: "MIN/MAX are signed"); C where a > b ([vc4c]).
void opMin(const Vector& a, const Vector& b, Vector& result, Vector& carry) {
  for (uint32_t i = 0; i < kLanes; ++i) {
    bool greater = static_cast<int32_t>(a[i]) > static_cast<int32_t>(b[i]);
    result[i] = greater ? b[i] : a[i];
    carry[i] = greater ? 1u : 0u;
  }
}

void opMax(const Vector& a, const Vector& b, Vector& result, Vector& carry) {
  for (uint32_t i = 0; i < kLanes; ++i) {
    bool greater = static_cast<int32_t>(a[i]) > static_cast<int32_t>(b[i]);
    result[i] = greater ? a[i] : b[i];
    carry[i] = greater ? 1u : 0u;
  }
}

void opAnd(const Vector& a, const Vector& b, Vector& result, Vector& carry) {
  for (uint32_t i = 0; i < kLanes; ++i) {
    result[i] = a[i] & b[i];
    carry[i] = 0;
  }
}

void opOr(const Vector& a, const Vector& b, Vector& result, Vector& carry) {
  for (uint32_t i = 0; i < kLanes; ++i) {
    result[i] = a[i] | b[i];
    carry[i] = 0;
  }
}

void opXor(const Vector& a, const Vector& b, Vector& result, Vector& carry) {
  for (uint32_t i = 0; i < kLanes; ++i) {
    result[i] = a[i] ^ b[i];
    carry[i] = 0;
  }
}

// Unary: reads `a` (the assembler feeds the operand to both muxes).
void opNot(const Vector& a, const Vector&, Vector& result, Vector& carry) {
  for (uint32_t i = 0; i < kLanes; ++i) {
    result[i] = ~a[i];
    carry[i] = 0;
  }
}

// clz(0) = 32 (vc4asm instructions.html: 32 - floor(log2(2x + 1))).
void opClz(const Vector& a, const Vector&, Vector& result, Vector& carry) {
  for (uint32_t i = 0; i < kLanes; ++i) {
    result[i] = static_cast<uint32_t>(std::countl_zero(a[i]));
    carry[i] = 0;
  }
}

// Per unsigned byte, saturating to [0, 255] ([pyvc] np.clip; vc4asm instructions.html).
void opV8adds(const Vector& a, const Vector& b, Vector& result, Vector& carry) {
  for (uint32_t i = 0; i < kLanes; ++i) {
    result[i] = bytewise(a[i], b[i], [](uint32_t x, uint32_t y) { return std::min(x + y, 255u); });
    carry[i] = 0;
  }
}

void opV8subs(const Vector& a, const Vector& b, Vector& result, Vector& carry) {
  for (uint32_t i = 0; i < kLanes; ++i) {
    result[i] = bytewise(a[i], b[i], [](uint32_t x, uint32_t y) { return x > y ? x - y : 0u; });
    carry[i] = 0;
  }
}

// ---- mul ALU ----------------------------------------------------------------

// Rounded toward zero ([vc4cl]) by the host, under QpuRounding.
void opFmul(const Vector& a, const Vector& b, Vector& result, Vector& carry) {
  floatOperation(a, b, result, [](float x, float y) { return x * y; });
  carry.fill(0);
}

// Unsigned product of the low 24 bits of each input, low 32 bits kept ([pyvc]);
// C where the full product overflows 32 bits ([vc4c]).
void opMul24(const Vector& a, const Vector& b, Vector& result, Vector& carry) {
  for (uint32_t i = 0; i < kLanes; ++i) {
    uint64_t product = static_cast<uint64_t>(a[i] & 0xffffffu) * (b[i] & 0xffffffu);
    result[i] = static_cast<uint32_t>(product);
    carry[i] = static_cast<uint32_t>(product >> 32) != 0 ? 1u : 0u;
  }
}

// Per byte, a * b / 255 rounded to nearest ([vc4c]: (a * b + 127) / 255; [pyvc]
// checks it within 1 of the truncated quotient).
void opV8muld(const Vector& a, const Vector& b, Vector& result, Vector& carry) {
  for (uint32_t i = 0; i < kLanes; ++i) {
    // (t + (t >> 8)) >> 8 with t = x * y + 128 equals (x * y + 127) / 255 for
    // every pair of bytes, without a division.
    result[i] = bytewise(a[i], b[i], [](uint32_t x, uint32_t y) {
      uint32_t t = x * y + 128;
      return (t + (t >> 8)) >> 8;
    });
    carry[i] = 0;
  }
}

// v8min and v8max of a vector with itself are how the mul ALU moves a value:
// the copy is the same result without the per-byte work.
void opV8min(const Vector& a, const Vector& b, Vector& result, Vector& carry) {
  if (&a == &b) {
    result = a;
    carry.fill(0);
    return;
  }
  for (uint32_t i = 0; i < kLanes; ++i) {
    result[i] = bytewise(a[i], b[i], [](uint32_t x, uint32_t y) { return std::min(x, y); });
    carry[i] = 0;
  }
}

void opV8max(const Vector& a, const Vector& b, Vector& result, Vector& carry) {
  if (&a == &b) {
    result = a;
    carry.fill(0);
    return;
  }
  for (uint32_t i = 0; i < kLanes; ++i) {
    result[i] = bytewise(a[i], b[i], [](uint32_t x, uint32_t y) { return std::max(x, y); });
    carry[i] = 0;
  }
}

// ---- flags ------------------------------------------------------------------

// Z and N come from the 32 result bits for integer and float results alike
// ([vc4c]: "for signed, unsigned and float, zero is all bits zero", N = MSB), so
// a float -0 sets N and not Z. Only lanes in `enabled` change ([addendum]:
// "only updated when the corresponding condition code evaluates true").
void setFlags(const OpInfo&, const Vector& result, const Vector& carry, const LaneMask& enabled,
              Flags& flags) {
  for (uint32_t i = 0; i < kLanes; ++i) {
    bool keep = enabled[i] == 0;
    uint32_t zero = result[i] == 0 ? 1 : 0;
    uint32_t negative = result[i] >> 31;
    uint32_t carried = carry[i] & 1;
    flags.zero[i] = keep ? flags.zero[i] : zero;
    flags.negative[i] = keep ? flags.negative[i] : negative;
    flags.carry[i] = keep ? flags.carry[i] : carried;
  }
}

// ---- unpack -----------------------------------------------------------------

// Table 6; [pyvc] test_unpack_regA_int / _float confirm each mode on hardware.
uint32_t unpackRegfileA(uint32_t mode, uint32_t value, bool floatInput) {
  switch (mode & 7) {
    case 0:
      return value;
    case 1:
    case 2: {
      uint32_t half = (mode & 7) == 1 ? value & 0xffffu : value >> 16;
      if (floatInput) return halfToFloat(half);
      return static_cast<uint32_t>(static_cast<int32_t>(static_cast<int16_t>(half)));
    }
    case 3:  // 8d replicated, for integer and float consumers alike
      return replicateByte(value >> 24);
    default: {
      uint32_t byte = (value >> byteShift(mode)) & 0xffu;
      return floatInput ? colourToFloat(byte) : byte;
    }
  }
}

// Table 8 (its modes 5..7 are misprinted "8a"; [pyvc] ERRATA: 8b, 8c, 8d). The r4
// unpack always converts to float, whatever the consuming operation.
uint32_t unpackR4(uint32_t mode, uint32_t value, bool) {
  switch (mode & 7) {
    case 0:
      return value;
    case 1:
      return halfToFloat(value & 0xffffu);
    case 2:
      return halfToFloat(value >> 16);
    case 3:
      return replicateByte(value >> 24);
    default:
      return colourToFloat((value >> byteShift(mode)) & 0xffu);
  }
}

// ---- pack -------------------------------------------------------------------

bool signedOverflow(uint32_t addOpcode, uint32_t a, uint32_t b, uint32_t result) {
  if (addOpcode == 12) return (((a ^ result) & (b ^ result)) >> 31) != 0;  // add
  if (addOpcode == 13) return (((a ^ b) & (a ^ result)) >> 31) != 0;       // sub
  return false;
}

uint32_t packRegfileA(uint32_t mode, uint32_t value, uint32_t previous, bool floatResult) {
  return packRegfileA(mode, value, previous, floatResult, false);
}

// Table 7. 16-bit modes convert float results to half floats (the saturating
// variants too: a half has its own range); integer 16-bit modes keep the low
// half (1, 2) or saturate to int16 (9, 10). 8-bit modes never convert: the low
// byte (3..7) or the signed value saturated to [0, 255] (11..15).
uint32_t packRegfileA(uint32_t mode, uint32_t value, uint32_t previous, bool floatResult,
                      bool signedOverflow) {
  mode &= 15;
  bool saturate = mode >= 8;
  auto signedValue = static_cast<int32_t>(value);
  switch (mode) {
    case 0:
      return value;
    case 8:
      // An overflowed result has the wrong sign: a negative one came from a
      // positive overflow (mesa/VC4C model the same).
      if (!signedOverflow) return value;
      return (value & kSignBit) ? 0x7fffffffu : kSignBit;
    case 1:
    case 2:
    case 9:
    case 10: {
      uint32_t half;
      if (floatResult) {
        half = floatToHalf(value);
      } else if (saturate) {
        half = static_cast<uint32_t>(std::clamp(signedValue, -32768, 32767)) & 0xffffu;
      } else {
        half = value & 0xffffu;
      }
      bool high = (mode & 7) == 2;
      return high ? merge(previous, half << 16, 0xffff0000u) : merge(previous, half, 0xffffu);
    }
    default: {
      uint32_t byte =
          saturate ? static_cast<uint32_t>(std::clamp(signedValue, 0, 255)) : value & 0xffu;
      if ((mode & 7) == 3) return replicateByte(byte);
      uint32_t shift = byteShift(mode);
      return merge(previous, byte << shift, 0xffu << shift);
    }
  }
}

// Table 9 and page 30: c = sat[round(f * 255)]. Ties round away from zero (not
// documented); NaN reads as Inf like every float input. Reserved modes 1, 2
// and 8..15 write the value unchanged.
uint32_t packMulColour(uint32_t mode, uint32_t value, uint32_t previous) {
  mode &= 15;
  if (mode < 3 || mode > 7) return value;
  double scaled = static_cast<double>(asFloat(arithmeticInput(value))) * 255.0;  // exact
  double clamped = std::clamp(scaled, 0.0, 255.0);
  auto byte = static_cast<uint32_t>(std::floor(clamped + 0.5));
  if (mode == 3) return replicateByte(byte);
  uint32_t shift = byteShift(mode);
  return merge(previous, byte << shift, 0xffu << shift);
}

// ---- SFU --------------------------------------------------------------------

// The SFU is approximate on hardware (mesa follows sfu_recip and sfu_recipsqrt
// with a Newton-Raphson step; py-videocore checks it at rtol 1e-3) but its exact
// algorithm is not documented. We compute in double, round to the nearest
// float (overflowing to Inf) and flush denormals; NaN results (log of a negative, rsqrt of a
// negative) are written as +Inf as elsewhere. Inf is supported by the SFU
// ([vc4cl]): recip(+-0) = +-Inf, log2(0) = -Inf.
uint32_t sfu(SfuFunction function, uint32_t value) {
  HostRounding nearest;  // libm and the conversions expect the default mode
  double x = asFloat(arithmeticInput(value));
  floatmode::pin(x);
  double y = 0;
  switch (function) {
    case SfuFunction::Reciprocal:
      y = 1.0 / x;
      break;
    case SfuFunction::ReciprocalSqrt:
      y = 1.0 / std::sqrt(x);
      break;
    case SfuFunction::Exp2:
      y = std::exp2(x);
      break;
    case SfuFunction::Log2:
      y = std::log2(x);
      break;
  }
  auto rounded = static_cast<float>(y);
  floatmode::pin(rounded);
  return arithmeticOutput(asBits(rounded));
}

}  // namespace gpuasm::vc4
