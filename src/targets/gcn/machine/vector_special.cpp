// The f32 instructions beyond plain IEEE arithmetic: the transcendentals,
// the division steps (v_div_scale, v_div_fmas, v_div_fixup), the f16
// conversions and packings, v_fract, v_med3, the DX9 multiply-adds.
//
// Accuracy of the transcendentals: the SI ISA manual gives v_rcp/v_rsq/
// v_sqrt/v_exp/v_log/v_sin/v_cos as approximations of 1 ULP; the exact
// hardware bits are not documented. Here v_rcp and v_sqrt are correctly
// rounded (IEEE division and square root); v_rsq, v_exp (2^x), v_log
// (log2 x), v_sin and v_cos (of 2*pi*x, the argument in turns as LLVM's SI
// lowering feeds them x / 2pi) are computed in double and rounded once to
// float: correctly rounded except where double rounding or the host's libm
// error lands on a tie, always within the manual's 1 ULP. LLVM's notes:
// v_rcp/v_rsq/v_exp/v_log f32 do no denormal handling (inputs and outputs
// flushed here whatever MODE says); v_sin/v_cos are valid for |x| up to
// 100 pi before v_fract (LLVM applies v_fract first on SI); here every input
// gets the exact periodic value. Rounding follows MODE's f32 field, except
// the f16 conversions, which follow the f64 field (LLVM's mode-register
// pass), and v_cvt_pkrtz, which always rounds towards zero.
#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <numbers>

#include "targets/gcn/machine/half.hpp"
#include "targets/gcn/machine/semantics.hpp"
#include "targets/gcn/machine/vector_lanes.hpp"

namespace gpuasm::gcn::machine::valu {
namespace {

constexpr float kMaxFloat = std::numeric_limits<float>::max();

// The transcendentals without denormal handling: inputs and outputs flushed.
template <typename Op>
void approximation(Execution& x, const Decoded& d, Op op) {
  Lanes b0;
  RoundingScope rounding(singleRounding(x));
  const uint32_t* a = floatSource(x, d, 0, b0, true);
  writeActive(x.wave, destination(x, d), [&](uint32_t l) {
    return asBits(finish(d, op(asFloat(a[l])), Denormals{true, true}));
  });
}

float clampedToMax(float v) {
  return std::isinf(v) ? std::copysign(kMaxFloat, v) : v;
}

float reciprocalSquareRoot(float a) {
  return static_cast<float>(1.0 / std::sqrt(static_cast<double>(a)));
}

// sin of 2 pi r for r in turns: reduced to [0, 1/4] by the symmetries (each
// step exact in double for a float's value), so that the quadrant points
// (0, 1/4, 1/2 ...) give exactly 0 and +-1 and large arguments keep their
// value.
double sinTurns(double r) {
  r -= std::round(r);  // [-1/2, 1/2], whatever the rounding mode
  const bool negative = std::signbit(r);
  r = std::fabs(r);
  if (r > 0.25) r = 0.5 - r;
  const double s = std::sin(2 * std::numbers::pi * r);
  return negative ? -s : s;
}
double cosTurns(double r) {
  r -= std::round(r);
  return sinTurns(0.25 - std::fabs(r));
}

// The field of a value's biased exponent (the division steps test it).
int32_t exponentOf(float v) {
  return static_cast<int32_t>((asBits(v) >> 23) & 0xff);
}

}  // namespace

// v_div_scale (the GCN ISA manuals' pseudocode; the SI edition names the
// operands: S0 the value to scale, S1 the denominator, S2 the numerator): S0
// unchanged and VCC clear unless the quotient would leave the normal range,
// where S0 is scaled by 2^64 (or 2^-64) and VCC set to tell v_div_fmas.
template <typename F>
F divideScale(F s0, F s1, F s2, bool& flag) {
  constexpr bool single = std::is_same_v<F, float>;
  constexpr int32_t gap = single ? 96 : 768, tiny = single ? 23 : 53, scale = single ? 64 : 128;
  auto exponent = [](F v) {
    if constexpr (single)
      return exponentOf(v);
    else
      return static_cast<int32_t>((std::bit_cast<uint64_t>(v) >> 52) & 0x7ff);
  };
  auto denormal = [](F v) { return v != F{0} && std::fpclassify(v) == FP_SUBNORMAL; };
  flag = false;
  if (s2 == F{0} || s1 == F{0}) return std::numeric_limits<F>::quiet_NaN();
  if (exponent(s2) - exponent(s1) >= gap) {
    flag = true;
    return s0 == s1 ? std::ldexp(s0, scale) : s0;
  }
  if (denormal(s1)) return std::ldexp(s0, scale);
  const bool reciprocalDenormal = denormal(F{1} / s1), quotientDenormal = denormal(s2 / s1);
  if (reciprocalDenormal && quotientDenormal) {
    flag = true;
    return s0 == s1 ? std::ldexp(s0, scale) : s0;
  }
  if (reciprocalDenormal) return std::ldexp(s0, -scale);
  if (quotientDenormal) {
    flag = true;
    return s0 == s2 ? std::ldexp(s0, scale) : s0;
  }
  if (exponent(s2) <= tiny) return std::ldexp(s0, scale);
  return s0;
}

// v_div_fixup: S0 the quotient computed by the steps, S1 the denominator,
// S2 the numerator; the special cases of IEEE division, else |S0| with the
// quotient's sign.
template <typename F>
F divideFixup(F s0, F s1, F s2) {
  const bool negative = std::signbit(s1) != std::signbit(s2);
  const F infinity = std::numeric_limits<F>::infinity();
  constexpr int32_t underflowGap = std::is_same_v<F, float> ? -150 : -1075;
  if (std::isnan(s2)) return std::numeric_limits<F>::quiet_NaN();
  if (std::isnan(s1)) return std::numeric_limits<F>::quiet_NaN();
  if (s1 == F{0} && s2 == F{0}) return std::numeric_limits<F>::quiet_NaN();
  if (std::isinf(s1) && std::isinf(s2)) return std::numeric_limits<F>::quiet_NaN();
  if (s1 == F{0} || std::isinf(s2)) return negative ? -infinity : infinity;
  if (std::isinf(s1) || s2 == F{0}) return negative ? -F{0} : F{0};
  int e1 = 0, e2 = 0;
  std::frexp(s1, &e1);
  std::frexp(s2, &e2);
  if (e2 - e1 < underflowGap) return negative ? -F{0} : F{0};
  const F magnitude = std::fabs(s0);
  return negative ? -magnitude : magnitude;
}

template float divideScale<float>(float, float, float, bool&);
template double divideScale<double>(double, double, double, bool&);
template float divideFixup<float>(float, float, float);
template double divideFixup<double>(double, double, double);

}  // namespace gpuasm::gcn::machine::valu

namespace gpuasm::gcn::machine {

using namespace valu;

GCN_SEMANTICS(v_rcp_f32) {
  approximation(x, d, [](float a) { return 1.0f / a; });
}
// v_rcp_iflag: the same value; it differs only in the exception it flags.
GCN_SEMANTICS_AS(v_rcp_iflag_f32, semantics::v_rcp_f32);
// The _clamp forms: an infinite result clamped to +-max_float.
GCN_SEMANTICS(v_rcp_clamp_f32) {
  approximation(x, d, [](float a) { return clampedToMax(1.0f / a); });
}
GCN_SEMANTICS(v_rsq_f32) {
  approximation(x, d, reciprocalSquareRoot);
}
GCN_SEMANTICS(v_rsq_clamp_f32) {
  approximation(x, d, [](float a) { return clampedToMax(reciprocalSquareRoot(a)); });
}
GCN_SEMANTICS(v_sqrt_f32) {
  floatUnary(x, d, [](float a) { return std::sqrt(a); });
}
GCN_SEMANTICS(v_exp_f32) {
  approximation(x, d,
                [](float a) { return static_cast<float>(std::exp2(static_cast<double>(a))); });
}
GCN_SEMANTICS(v_log_f32) {
  approximation(x, d,
                [](float a) { return static_cast<float>(std::log2(static_cast<double>(a))); });
}
GCN_SEMANTICS(v_log_clamp_f32) {
  approximation(x, d, [](float a) {
    return clampedToMax(static_cast<float>(std::log2(static_cast<double>(a))));
  });
}
GCN_SEMANTICS(v_sin_f32) {
  floatUnary(x, d, [](float a) {
    if (!std::isfinite(a)) return std::numeric_limits<float>::quiet_NaN();
    return static_cast<float>(sinTurns(a));
  });
}
GCN_SEMANTICS(v_cos_f32) {
  floatUnary(x, d, [](float a) {
    if (!std::isfinite(a)) return std::numeric_limits<float>::quiet_NaN();
    return static_cast<float>(cosTurns(a));
  });
}
// v_fract: S0 - floor(S0) (SI ISA manual), rounded as the mode says.
GCN_SEMANTICS(v_fract_f32) {
  floatUnary(x, d, [](float a) { return a - std::floor(a); });
}
// v_med3_f32: with a NaN source, the min3 of the three; else the median.
GCN_SEMANTICS(v_med3_f32) {
  floatTernary(x, d, [](float a, float b, float c) {
    if (std::isnan(a) || std::isnan(b) || std::isnan(c)) return std::fmin(std::fmin(a, b), c);
    const float high = std::fmax(std::fmax(a, b), c);
    if (high == a) return std::fmax(b, c);
    if (high == b) return std::fmax(a, c);
    return std::fmax(a, b);
  });
}
// DX9 multiply-adds: 0 times anything (inf, NaN) is 0; rounded twice and
// denormals flushed like v_mad_f32.
GCN_SEMANTICS(v_mad_legacy_f32) {
  floatTernary(
      x, d,
      [](float a, float b, float c) {
        const float product = (a == 0.0f || b == 0.0f) ? 0.0f : a * b;
        return product + c;
      },
      true);
}
GCN_SEMANTICS(v_mac_legacy_f32) {
  RoundingScope rounding(singleRounding(x));
  Lanes b0, b1;
  const uint32_t* a = floatSource(x, d, 0, b0, true);
  const uint32_t* b = floatSource(x, d, 1, b1, true);
  uint32_t* accumulator = destination(x, d);
  writeActive(x.wave, accumulator, [&](uint32_t l) {
    const float p = asFloat(a[l]), q = asFloat(b[l]);
    const float product = (p == 0.0f || q == 0.0f) ? 0.0f : p * q;
    return asBits(finish(d, product + asFloat(flushed(accumulator[l])), Denormals{true, true}));
  });
}
// f16: the half in the low 16 bits, the high 16 bits zero.
GCN_SEMANTICS(v_cvt_f16_f32) {
  Lanes b0;
  const uint32_t rounding = doubleRounding(x);
  const uint32_t* a = floatSource(x, d, 0, b0);
  writeActive(x.wave, destination(x, d), [&](uint32_t l) { return toHalf(a[l], rounding); });
}
GCN_SEMANTICS(v_cvt_f32_f16) {
  Lanes b0;
  const Denormals mode = denormals(x);
  const uint32_t* a = source(x, d, 0, b0);
  const bool abs = d.abs & 1, neg = d.neg & 1;
  writeActive(x.wave, destination(x, d), [&](uint32_t l) {
    float v = fromHalf(a[l] & 0xffff);
    if (abs) v = std::fabs(v);
    if (neg) v = -v;
    return asBits(finish(d, v, mode));
  });
}
// S0 to the low half, S1 to the high half, rounded towards zero.
GCN_SEMANTICS(v_cvt_pkrtz_f16_f32) {
  Lanes b0, b1;
  const uint32_t* a = floatSource(x, d, 0, b0);
  const uint32_t* b = floatSource(x, d, 1, b1);
  writeActive(x.wave, destination(x, d), [&](uint32_t l) {
    return toHalf(a[l], kRoundToZero) | toHalf(b[l], kRoundToZero) << 16;
  });
}
// v_cvt_off_f32_i4: S0[3:0] as a signed 4-bit integer, times 1/16.
GCN_SEMANTICS(v_cvt_off_f32_i4) {
  unary(x, d, [](uint32_t a) {
    const int32_t nibble = static_cast<int32_t>(a << 28) >> 28;
    return asBits(static_cast<float>(nibble) * 0.0625f);
  });
}
GCN_SEMANTICS(v_div_scale_f32) {
  Lanes b0, b1, b2;
  const Denormals mode = denormals(x);
  RoundingScope rounding(singleRounding(x));
  const uint32_t* a = floatSource(x, d, 0, b0);
  const uint32_t* b = floatSource(x, d, 1, b1);
  const uint32_t* c = floatSource(x, d, 2, b2);
  uint64_t flags = 0;
  writeActive(x.wave, destination(x, d), [&](uint32_t l) {
    bool flag = false;
    const float r = divideScale(asFloat(a[l]), asFloat(b[l]), asFloat(c[l]), flag);
    flags |= uint64_t{flag} << l;
    return asBits(finish(d, r, mode));
  });
  x.wave.setPair(d.sdst, flags & x.wave.exec());
}
// v_div_fmas: fma(S0, S1, S2), times 2^32 in the lanes VCC marks (the
// manuals' pseudocode).
GCN_SEMANTICS(v_div_fmas_f32) {
  Lanes b0, b1, b2;
  const Denormals mode = denormals(x);
  RoundingScope rounding(singleRounding(x));
  const uint64_t vcc = x.wave.vcc();
  const uint32_t* a = floatSource(x, d, 0, b0);
  const uint32_t* b = floatSource(x, d, 1, b1);
  const uint32_t* c = floatSource(x, d, 2, b2);
  writeActive(x.wave, destination(x, d), [&](uint32_t l) {
    const float r = std::fma(asFloat(a[l]), asFloat(b[l]), asFloat(c[l]));
    return asBits(finish(d, (vcc >> l & 1) ? std::ldexp(r, 32) : r, mode));
  });
}
GCN_SEMANTICS(v_div_fixup_f32) {
  floatTernary(x, d, divideFixup<float>);
}
// Saturating packs of two integers into 16-bit halves (S0 low, S1 high).
GCN_SEMANTICS(v_cvt_pk_u16_u32) {
  binary(x, d,
         [](uint32_t a, uint32_t b) { return std::min(a, 0xffffu) | std::min(b, 0xffffu) << 16; });
}
GCN_SEMANTICS(v_cvt_pk_i16_i32) {
  binary(x, d, [](uint32_t a, uint32_t b) {
    auto clamp16 = [](uint32_t v) {
      return static_cast<uint32_t>(std::clamp(static_cast<int32_t>(v), -32768, 32767)) & 0xffff;
    };
    return clamp16(a) | clamp16(b) << 16;
  });
}

}  // namespace gpuasm::gcn::machine
