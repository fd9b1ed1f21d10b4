// What the vector ALU's handlers share (vector_alu.cpp, vector_float.cpp,
// vector_double.cpp): reading the sources of the 64 lanes, the float
// modifiers (VOP3 abs/neg, omod, clamp), MODE's denormal and rounding
// fields, and the per-lane loops written for the compiler to vectorise.
#pragma once

#include <bit>
#include <cfenv>
#include <cmath>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "targets/gcn/machine/half.hpp"
#include "targets/gcn/machine/operands.hpp"
#include "targets/gcn/machine/program.hpp"

namespace gpuasm::gcn::machine::valu {

using Lanes = uint32_t[kLanes];

// Always inlined, as laneValues is (operands.hpp): as calls, GCC neither
// inlines the broadcast nor vectorises the handlers' lane loops, which costs
// the integer handlers 10-15% (bench/gcn_simulator_bench.cpp).
[[gnu::always_inline]] inline const uint32_t* source(const Execution& x, const Decoded& d, size_t k,
                                                     Lanes& buffer) {
  return laneValues(x.wave, d.src[k], d.literal, buffer);
}

[[gnu::always_inline]] inline uint32_t* destination(Execution& x, const Decoded& d) {
  return x.wave.vgpr[d.dst & 255];
}

// MODE.FP_DENORM (wavefront.hpp): bit 4 keeps f32 input denormals, bit 5 f32
// output denormals, bits 6 and 7 the same for f64.
struct Denormals {
  bool flushInput, flushOutput;
};
inline Denormals denormals(const Execution& x, bool multiplyAdd = false) {
  if (multiplyAdd) return {true, true};
  return {!(x.wave.mode & kModeF32InputDenormals), !(x.wave.mode & kModeF32OutputDenormals)};
}
inline Denormals doubleDenormals(const Execution& x) {
  return {!(x.wave.mode & kModeF64InputDenormals), !(x.wave.mode & kModeF64OutputDenormals)};
}
// The low 16 bits of a lane's value as a signed number.
inline int32_t signed16(uint32_t v) {
  return static_cast<int16_t>(static_cast<uint16_t>(v));
}
inline uint32_t flushed(uint32_t bits) {
  return (bits & 0x7f800000u) ? bits : bits & 0x80000000u;
}
inline uint64_t flushed64(uint64_t bits) {
  return (bits & 0x7ff0000000000000u) ? bits : bits & 0x8000000000000000u;
}

// MODE.FP_ROUND (SI ISA manual, section 3.3; LLVM's SIDefines.h): bits 1:0
// round the f32 operations, bits 3:2 the f64 ones (and, as LLVM's mode
// register pass sets them, the f16 conversions); 0 nearest even, 1 towards
// +inf, 2 towards -inf, 3 towards zero. A handler holds a RoundingScope for
// its loop: the host's own rounding mode (fenv) does the work, so every IEEE
// operation of the host (+ - * / fma sqrt, conversions) rounds as the field
// says. The default field 0 costs one test. The loads of the lanes come
// after fesetround and the stores before the restoring call (both opaque
// calls), so the compiler cannot move the arithmetic out of the scope.
class RoundingScope {
 public:
  explicit RoundingScope(uint32_t field) : field_(field & 3) {
    if (!field_) return;
    saved_ = std::fegetround();
    static constexpr int kHost[4] = {FE_TONEAREST, FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO};
    std::fesetround(kHost[field_]);
  }
  ~RoundingScope() {
    if (field_) std::fesetround(saved_);
  }
  RoundingScope(const RoundingScope&) = delete;
  RoundingScope& operator=(const RoundingScope&) = delete;

 private:
  uint32_t field_;
  int saved_ = FE_TONEAREST;
};
inline uint32_t singleRounding(const Execution& x) {
  return x.wave.mode & 3;
}
inline uint32_t doubleRounding(const Execution& x) {
  return (x.wave.mode >> 2) & 3;
}

// A float source with VOP3's abs and neg applied (abs first: neg|x| is -|x|),
// and input denormals flushed where MODE says so.
inline const uint32_t* floatSource(const Execution& x, const Decoded& d, size_t k, Lanes& buffer,
                                   bool multiplyAdd = false) {
  const uint32_t* values = source(x, d, k, buffer);
  const bool abs = d.abs >> k & 1, neg = d.neg >> k & 1;
  const bool flush = denormals(x, multiplyAdd).flushInput;
  if (!abs && !neg && !flush) return values;
  const uint32_t clear = abs ? 0x7fffffffu : 0xffffffffu, flip = neg ? 0x80000000u : 0;
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    const uint32_t v = (values[lane] & clear) ^ flip;
    buffer[lane] = flush ? flushed(v) : v;
  }
  return buffer;
}

// VOP3's output modifier and clamp on a float result (clamp to [0, 1], NaN to
// 0), then an output denormal flushed where MODE says so.
template <typename F>
inline F finishAny(const Decoded& d, F r, bool flushOutput) {
  if (d.omod == 1) r *= F{2};
  if (d.omod == 2) r *= F{4};
  if (d.omod == 3) r *= F{0.5};
  if (d.clamp) r = !(r > F{0}) ? F{0} : (r > F{1} ? F{1} : r);
  if (!flushOutput) return r;
  if constexpr (std::is_same_v<F, float>)
    return asFloat(flushed(asBits(r)));
  else
    return std::bit_cast<double>(flushed64(std::bit_cast<uint64_t>(r)));
}
inline float finish(const Decoded& d, float r, Denormals mode) {
  return finishAny(d, r, mode.flushOutput);
}

template <typename Op>
void unary(Execution& x, const Decoded& d, Op op) {
  Lanes b0;
  const uint32_t* a = source(x, d, 0, b0);
  writeActive(x.wave, destination(x, d), [&](uint32_t l) { return op(a[l]); });
}

template <typename Op>
void binary(Execution& x, const Decoded& d, Op op) {
  Lanes b0, b1;
  const uint32_t* a = source(x, d, 0, b0);
  const uint32_t* b = source(x, d, 1, b1);
  writeActive(x.wave, destination(x, d), [&](uint32_t l) { return op(a[l], b[l]); });
}

template <typename Op>
void ternary(Execution& x, const Decoded& d, Op op) {
  Lanes b0, b1, b2;
  const uint32_t* a = source(x, d, 0, b0);
  const uint32_t* b = source(x, d, 1, b1);
  const uint32_t* c = source(x, d, 2, b2);
  writeActive(x.wave, destination(x, d), [&](uint32_t l) { return op(a[l], b[l], c[l]); });
}

template <typename Op>
void floatUnary(Execution& x, const Decoded& d, Op op) {
  Lanes b0;
  const Denormals mode = denormals(x);
  RoundingScope rounding(singleRounding(x));
  const uint32_t* a = floatSource(x, d, 0, b0);
  writeActive(x.wave, destination(x, d),
              [&](uint32_t l) { return asBits(finish(d, op(asFloat(a[l])), mode)); });
}

template <typename Op>
void floatBinary(Execution& x, const Decoded& d, Op op, bool multiplyAdd = false) {
  Lanes b0, b1;
  const Denormals mode = denormals(x, multiplyAdd);
  RoundingScope rounding(singleRounding(x));
  const uint32_t* a = floatSource(x, d, 0, b0, multiplyAdd);
  const uint32_t* b = floatSource(x, d, 1, b1, multiplyAdd);
  writeActive(x.wave, destination(x, d), [&](uint32_t l) {
    return asBits(finish(d, op(asFloat(a[l]), asFloat(b[l])), mode));
  });
}

template <typename Op>
void floatTernary(Execution& x, const Decoded& d, Op op, bool multiplyAdd = false) {
  Lanes b0, b1, b2;
  const Denormals mode = denormals(x, multiplyAdd);
  RoundingScope rounding(singleRounding(x));
  const uint32_t* a = floatSource(x, d, 0, b0, multiplyAdd);
  const uint32_t* b = floatSource(x, d, 1, b1, multiplyAdd);
  const uint32_t* c = floatSource(x, d, 2, b2, multiplyAdd);
  writeActive(x.wave, destination(x, d), [&](uint32_t l) {
    return asBits(finish(d, op(asFloat(a[l]), asFloat(b[l]), asFloat(c[l])), mode));
  });
}

// A lane's f64 source: the register pair, or a constant as a double (a
// literal is the high dword of the double: SI ISA manual, section 6.2.1;
// LLVM's SIInstrInfo: "64-bit fp literals are the high 32 bits"), with
// VOP3's abs and neg and the f64 input denormal mode applied.
inline uint64_t doubleBits(const Execution& x, const Decoded& d, size_t k, uint32_t lane) {
  const uint32_t code = d.src[k];
  uint64_t v = code == operand::kLiteral ? uint64_t{d.literal} << 32
                                         : laneValue64(x.wave, code, d.literal, lane);
  if (d.abs >> k & 1) v &= ~(uint64_t{1} << 63);
  if (d.neg >> k & 1) v ^= uint64_t{1} << 63;
  if (!(x.wave.mode & kModeF64InputDenormals)) v = flushed64(v);
  return v;
}
inline double doubleSource(const Execution& x, const Decoded& d, size_t k, uint32_t lane) {
  return std::bit_cast<double>(doubleBits(x, d, k, lane));
}

// Writes a 64-bit result per active lane into the pair vdst, vdst + 1; false
// (after raising) where the pair runs past v255.
template <typename Result>
void writeActive64(Execution& x, const Decoded& d, Result result) {
  const uint32_t reg = d.dst & 255;
  if (reg + 1 >= kVgprs) return x.raise(d, "illegal", "the VGPR pair runs past v255");
  const uint64_t exec = x.wave.exec();
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    if (!(exec >> lane & 1)) continue;
    const uint64_t value = result(lane);
    x.wave.vgpr[reg][lane] = static_cast<uint32_t>(value);
    x.wave.vgpr[reg + 1][lane] = static_cast<uint32_t>(value >> 32);
  }
}

// An f64 operation on each active lane, its result finished (omod, clamp,
// output denormals) and rounded as MODE's f64 field says.
template <size_t Sources, typename Op>
void doubleOperation(Execution& x, const Decoded& d, Op op) {
  const bool flushOutput = doubleDenormals(x).flushOutput;
  RoundingScope rounding(doubleRounding(x));
  writeActive64(x, d, [&](uint32_t l) {
    double r;
    if constexpr (Sources == 1)
      r = op(doubleSource(x, d, 0, l));
    else if constexpr (Sources == 2)
      r = op(doubleSource(x, d, 0, l), doubleSource(x, d, 1, l));
    else
      r = op(doubleSource(x, d, 0, l), doubleSource(x, d, 1, l), doubleSource(x, d, 2, l));
    return std::bit_cast<uint64_t>(finishAny(d, r, flushOutput));
  });
}

// The compare conditions in opcode order (SI ISA manual, section 13.5):
// f lt eq le gt lg/ne ge o u nge nlg ngt nle neq nlt tru. For integers the
// first eight are f lt eq le gt ne ge t, which the same code gives.
template <int Condition, typename T>
bool holds(T a, T b) {
  // For integers nothing is unordered, `a < b || a > b` is `a != b` and `o`
  // is `t`: one switch serves both.
  bool unordered = false;
  if constexpr (!std::is_integral_v<T>) unordered = std::isnan(a) || std::isnan(b);
  switch (Condition) {
    case 0:
      return false;
    case 1:
      return a < b;
    case 2:
      return a == b;
    case 3:
      return a <= b;
    case 4:
      return a > b;
    case 5:
      return a < b || a > b;
    case 6:
      return a >= b;
    case 7:
      return !unordered;
    case 8:
      return unordered;
    case 9:
      return !(a >= b);
    case 10:
      return !(a < b || a > b);
    case 11:
      return !(a > b);
    case 12:
      return !(a <= b);
    case 13:
      return !(a == b);
    case 14:
      return !(a < b);
    default:
      return true;
  }
}

// v_cmp_<condition>_<type> and v_cmpx_ (WritesExec), Condition the index of
// the condition in opcode order (holds). The signalling v_cmps forms give the
// same results: the simulator raises no float exceptions.
template <typename T, int Condition, bool WritesExec>
void vectorCompare(Execution& x, const Decoded& d) {
  uint64_t mask;
  if constexpr (sizeof(T) == 8) {
    mask = activeMask(x.wave, [&](uint32_t l) {
      if constexpr (std::is_same_v<T, double>)
        return holds<Condition>(doubleSource(x, d, 0, l), doubleSource(x, d, 1, l));
      else
        return holds<Condition>(static_cast<T>(laneValue64(x.wave, d.src[0], d.literal, l)),
                                static_cast<T>(laneValue64(x.wave, d.src[1], d.literal, l)));
    });
  } else {
    Lanes b0, b1;
    const bool isFloat = std::is_floating_point_v<T>;
    const uint32_t* a = isFloat ? floatSource(x, d, 0, b0) : source(x, d, 0, b0);
    const uint32_t* b = isFloat ? floatSource(x, d, 1, b1) : source(x, d, 1, b1);
    mask = activeMask(x.wave, [&](uint32_t l) {
      if constexpr (std::is_same_v<T, float>)
        return holds<Condition>(asFloat(a[l]), asFloat(b[l]));
      else
        return holds<Condition>(static_cast<T>(a[l]), static_cast<T>(b[l]));
    });
  }
  x.wave.setPair(d.sdst, mask);
  if (WritesExec) x.wave.setExec(mask);
}

// The class bit of v_cmp_class (0 signaling NaN, 1 quiet NaN, 2 -inf, 3
// -normal, 4 -denormal, 5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +inf) of an
// IEEE value with `ExponentBits` and `MantissaBits`, from its raw bits.
template <uint32_t ExponentBits, uint32_t MantissaBits>
uint32_t classBit(uint64_t bits) {
  const bool negative = bits >> (ExponentBits + MantissaBits) & 1;
  const uint64_t exponent = (bits >> MantissaBits) & ((uint64_t{1} << ExponentBits) - 1);
  const uint64_t mantissa = bits & ((uint64_t{1} << MantissaBits) - 1);
  if (exponent == (uint64_t{1} << ExponentBits) - 1) {
    if (mantissa) return (mantissa >> (MantissaBits - 1) & 1) ? 1 : 0;
    return negative ? 2 : 9;
  }
  if (exponent == 0) {
    if (!mantissa) return negative ? 5 : 6;
    return negative ? 4 : 7;
  }
  return negative ? 3 : 8;
}

// The division steps for f32 and f64 (vector_special.cpp).
template <typename F>
F divideScale(F s0, F s1, F s2, bool& flag);
template <typename F>
F divideFixup(F s0, F s1, F s2);

}  // namespace gpuasm::gcn::machine::valu
