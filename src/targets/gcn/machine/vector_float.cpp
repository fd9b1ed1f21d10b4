// The f32 instructions of the vector ALU: IEEE single arithmetic rounded as
// MODE.FP_ROUND's f32 field says (nearest even by default), denormals kept
// or flushed (to a zero of the same sign) on input and output as
// MODE.FP_DENORM says, except that v_mad_f32/v_mac_f32/v_madmk/v_madak
// always flush (LLVM's SI notes: the legacy multiply-add has no denormal
// support).
#include <algorithm>
#include <bit>
#include <cmath>

#include "targets/gcn/machine/semantics.hpp"
#include "targets/gcn/machine/vector_lanes.hpp"

namespace gpuasm::gcn::machine::valu {
namespace {

// v_mad: the product rounded, then the sum rounded (not fused; v_fma is).
// The build is ISO C++ (no extensions), where GCC does not contract a * b + c.
float multiplyAdd(float a, float b, float c) {
  const float product = a * b;
  return product + c;
}

// v_rndne: the nearest integer, ties to even, whatever MODE's rounding
// field says (std::nearbyint would follow the host's mode, which a
// RoundingScope may have changed). a - trunc(a) is exact.
float roundHalfEven(float a) {
  const float whole = std::trunc(a), fraction = std::fabs(a - whole);
  const float away = whole + std::copysign(1.0f, a);
  if (fraction > 0.5f) return away;
  if (fraction == 0.5f && std::fmod(whole, 2.0f) != 0.0f) return away;
  return whole;
}

uint32_t saturatedInt(float v) {
  if (std::isnan(v)) return 0;
  if (v >= 2147483648.0f) return 0x7fffffff;
  if (v <= -2147483648.0f) return 0x80000000u;
  return static_cast<uint32_t>(static_cast<int32_t>(v));
}

void floatClass(Execution& x, const Decoded& d, bool writesExec) {
  Lanes b0, b1;
  const uint32_t* a = source(x, d, 0, b0);
  const uint32_t* classes = source(x, d, 1, b1);
  const uint64_t mask = activeMask(
      x.wave, [&](uint32_t l) { return (classes[l] >> classBit<8, 23>(a[l]) & 1) != 0; });
  x.wave.setPair(d.sdst, mask);
  if (writesExec) x.wave.setExec(mask);
}

}  // namespace

}  // namespace gpuasm::gcn::machine::valu

namespace gpuasm::gcn::machine {

using namespace valu;

GCN_SEMANTICS(v_add_f32) {
  floatBinary(x, d, [](float a, float b) { return a + b; });
}
GCN_SEMANTICS(v_sub_f32) {
  floatBinary(x, d, [](float a, float b) { return a - b; });
}
GCN_SEMANTICS(v_subrev_f32) {
  floatBinary(x, d, [](float a, float b) { return b - a; });
}
GCN_SEMANTICS(v_mul_f32) {
  floatBinary(x, d, [](float a, float b) { return a * b; });
}
GCN_SEMANTICS(v_min_f32) {
  floatBinary(x, d, [](float a, float b) { return std::fmin(a, b); });
}
GCN_SEMANTICS(v_max_f32) {
  floatBinary(x, d, [](float a, float b) { return std::fmax(a, b); });
}
GCN_SEMANTICS(v_mac_f32) {
  RoundingScope rounding(singleRounding(x));
  Lanes b0, b1;
  const uint32_t* a = floatSource(x, d, 0, b0, true);
  const uint32_t* b = floatSource(x, d, 1, b1, true);
  uint32_t* accumulator = destination(x, d);
  writeActive(x.wave, accumulator, [&](uint32_t l) {
    const float c = asFloat(flushed(accumulator[l]));
    return asBits(finish(d, multiplyAdd(asFloat(a[l]), asFloat(b[l]), c), denormals(x, true)));
  });
}
// v_madmk: S0 * K + S1; v_madak: S0 * S1 + K (K the literal).
GCN_SEMANTICS(v_madmk_f32) {
  const float k = asFloat(flushed(d.literal));
  floatBinary(
      x, d, [k](float a, float b) { return multiplyAdd(a, k, b); }, true);
}
GCN_SEMANTICS(v_madak_f32) {
  const float k = asFloat(flushed(d.literal));
  floatBinary(
      x, d, [k](float a, float b) { return multiplyAdd(a, b, k); }, true);
}
GCN_SEMANTICS(v_mad_f32) {
  floatTernary(x, d, multiplyAdd, true);
}
GCN_SEMANTICS(v_fma_f32) {
  floatTernary(x, d, [](float a, float b, float c) { return std::fma(a, b, c); });
}
GCN_SEMANTICS(v_trunc_f32) {
  floatUnary(x, d, [](float a) { return std::trunc(a); });
}
GCN_SEMANTICS(v_ceil_f32) {
  floatUnary(x, d, [](float a) { return std::ceil(a); });
}
GCN_SEMANTICS(v_floor_f32) {
  floatUnary(x, d, [](float a) { return std::floor(a); });
}
GCN_SEMANTICS(v_rndne_f32) {
  floatUnary(x, d, roundHalfEven);
}
GCN_SEMANTICS(v_cvt_f32_i32) {
  RoundingScope rounding(singleRounding(x));
  unary(x, d, [&](uint32_t a) {
    return asBits(finish(d, static_cast<float>(static_cast<int32_t>(a)), denormals(x)));
  });
}
GCN_SEMANTICS(v_cvt_f32_u32) {
  RoundingScope rounding(singleRounding(x));
  unary(x, d, [&](uint32_t a) { return asBits(finish(d, static_cast<float>(a), denormals(x))); });
}
// Float to integer: truncated, saturated, NaN to 0.
GCN_SEMANTICS(v_cvt_u32_f32) {
  Lanes b0;
  const uint32_t* a = floatSource(x, d, 0, b0);
  writeActive(x.wave, destination(x, d), [&](uint32_t l) {
    const float v = asFloat(a[l]);
    if (std::isnan(v) || v <= 0.0f) return 0u;
    if (v >= 4294967296.0f) return 0xffffffffu;
    return static_cast<uint32_t>(v);
  });
}
GCN_SEMANTICS(v_cvt_i32_f32) {
  Lanes b0;
  const uint32_t* a = floatSource(x, d, 0, b0);
  writeActive(x.wave, destination(x, d), [&](uint32_t l) {
    const float v = asFloat(a[l]);
    if (std::isnan(v)) return 0u;
    if (v >= 2147483648.0f) return 0x7fffffffu;
    if (v <= -2147483648.0f) return 0x80000000u;
    return static_cast<uint32_t>(static_cast<int32_t>(v));
  });
}
// The DX9 "legacy" forms: min/max keep S1 when a compare with NaN fails;
// the multiply gives 0 when either source is 0, even times inf or NaN.
GCN_SEMANTICS(v_min_legacy_f32) {
  floatBinary(x, d, [](float a, float b) { return a < b ? a : b; });
}
GCN_SEMANTICS(v_max_legacy_f32) {
  floatBinary(x, d, [](float a, float b) { return a >= b ? a : b; });
}
GCN_SEMANTICS(v_mul_legacy_f32) {
  floatBinary(x, d, [](float a, float b) { return (a == 0.0f || b == 0.0f) ? 0.0f : a * b; });
}
GCN_SEMANTICS(v_min3_f32) {
  floatTernary(x, d, [](float a, float b, float c) { return std::fmin(std::fmin(a, b), c); });
}
GCN_SEMANTICS(v_max3_f32) {
  floatTernary(x, d, [](float a, float b, float c) { return std::fmax(std::fmax(a, b), c); });
}
// v_ldexp_f32: S0 * 2^S1 (S1 a signed integer), rounded once.
GCN_SEMANTICS(v_ldexp_f32) {
  RoundingScope rounding(singleRounding(x));
  Lanes b0, b1;
  const Denormals mode = denormals(x);
  const uint32_t* a = floatSource(x, d, 0, b0);
  const uint32_t* e = source(x, d, 1, b1);
  writeActive(x.wave, destination(x, d), [&](uint32_t l) {
    const int32_t exponent = std::clamp(static_cast<int32_t>(e[l]), -1000, 1000);
    return asBits(finish(d, std::ldexp(asFloat(a[l]), exponent), mode));
  });
}
GCN_SEMANTICS(v_frexp_mant_f32) {
  floatUnary(x, d, [](float a) {
    if (!std::isfinite(a)) return a;
    int exponent = 0;
    return std::frexp(a, &exponent);
  });
}
GCN_SEMANTICS(v_frexp_exp_i32_f32) {
  Lanes b0;
  const uint32_t* a = floatSource(x, d, 0, b0);
  writeActive(x.wave, destination(x, d), [&](uint32_t l) {
    const float v = asFloat(a[l]);
    int exponent = 0;
    if (std::isfinite(v)) std::frexp(v, &exponent);
    return static_cast<uint32_t>(exponent);
  });
}
// Byte k of the source as a float (exact).
GCN_SEMANTICS(v_cvt_f32_ubyte0) {
  unary(x, d, [](uint32_t a) { return asBits(static_cast<float>(a & 0xff)); });
}
GCN_SEMANTICS(v_cvt_f32_ubyte1) {
  unary(x, d, [](uint32_t a) { return asBits(static_cast<float>((a >> 8) & 0xff)); });
}
GCN_SEMANTICS(v_cvt_f32_ubyte2) {
  unary(x, d, [](uint32_t a) { return asBits(static_cast<float>((a >> 16) & 0xff)); });
}
GCN_SEMANTICS(v_cvt_f32_ubyte3) {
  unary(x, d, [](uint32_t a) { return asBits(static_cast<float>(a >> 24)); });
}
// To integer after floor (flr) or after adding one half and flooring (rpi),
// saturated, NaN to 0.
GCN_SEMANTICS(v_cvt_flr_i32_f32) {
  Lanes b0;
  const uint32_t* a = floatSource(x, d, 0, b0);
  writeActive(x.wave, destination(x, d),
              [&](uint32_t l) { return saturatedInt(std::floor(asFloat(a[l]))); });
}
GCN_SEMANTICS(v_cvt_rpi_i32_f32) {
  Lanes b0;
  const uint32_t* a = floatSource(x, d, 0, b0);
  writeActive(x.wave, destination(x, d),
              [&](uint32_t l) { return saturatedInt(std::floor(asFloat(a[l]) + 0.5f)); });
}
// v_cmp_class_f32: is S0 in one of the classes S1's bits name (0 signaling
// NaN, 1 quiet NaN, 2 -inf, 3 -normal, 4 -denormal, 5 -0, 6 +0, 7 +denormal,
// 8 +normal, 9 +inf)? The raw bits are classified.
GCN_SEMANTICS(v_cmp_class_f32) {
  floatClass(x, d, false);
}
GCN_SEMANTICS(v_cmpx_class_f32) {
  floatClass(x, d, true);
}
GCN_SEMANTICS_AS(v_cmp_f_f32, (vectorCompare<float, 0, false>));
GCN_SEMANTICS_AS(v_cmp_lt_f32, (vectorCompare<float, 1, false>));
GCN_SEMANTICS_AS(v_cmp_eq_f32, (vectorCompare<float, 2, false>));
GCN_SEMANTICS_AS(v_cmp_le_f32, (vectorCompare<float, 3, false>));
GCN_SEMANTICS_AS(v_cmp_gt_f32, (vectorCompare<float, 4, false>));
GCN_SEMANTICS_AS(v_cmp_lg_f32, (vectorCompare<float, 5, false>));
GCN_SEMANTICS_AS(v_cmp_ge_f32, (vectorCompare<float, 6, false>));
GCN_SEMANTICS_AS(v_cmp_o_f32, (vectorCompare<float, 7, false>));
GCN_SEMANTICS_AS(v_cmp_u_f32, (vectorCompare<float, 8, false>));
GCN_SEMANTICS_AS(v_cmp_nge_f32, (vectorCompare<float, 9, false>));
GCN_SEMANTICS_AS(v_cmp_nlg_f32, (vectorCompare<float, 10, false>));
GCN_SEMANTICS_AS(v_cmp_ngt_f32, (vectorCompare<float, 11, false>));
GCN_SEMANTICS_AS(v_cmp_nle_f32, (vectorCompare<float, 12, false>));
GCN_SEMANTICS_AS(v_cmp_neq_f32, (vectorCompare<float, 13, false>));
GCN_SEMANTICS_AS(v_cmp_nlt_f32, (vectorCompare<float, 14, false>));
GCN_SEMANTICS_AS(v_cmp_tru_f32, (vectorCompare<float, 15, false>));
GCN_SEMANTICS_AS(v_cmpx_f_f32, (vectorCompare<float, 0, true>));
GCN_SEMANTICS_AS(v_cmpx_lt_f32, (vectorCompare<float, 1, true>));
GCN_SEMANTICS_AS(v_cmpx_eq_f32, (vectorCompare<float, 2, true>));
GCN_SEMANTICS_AS(v_cmpx_le_f32, (vectorCompare<float, 3, true>));
GCN_SEMANTICS_AS(v_cmpx_gt_f32, (vectorCompare<float, 4, true>));
GCN_SEMANTICS_AS(v_cmpx_lg_f32, (vectorCompare<float, 5, true>));
GCN_SEMANTICS_AS(v_cmpx_ge_f32, (vectorCompare<float, 6, true>));
GCN_SEMANTICS_AS(v_cmpx_o_f32, (vectorCompare<float, 7, true>));
GCN_SEMANTICS_AS(v_cmpx_u_f32, (vectorCompare<float, 8, true>));
GCN_SEMANTICS_AS(v_cmpx_nge_f32, (vectorCompare<float, 9, true>));
GCN_SEMANTICS_AS(v_cmpx_nlg_f32, (vectorCompare<float, 10, true>));
GCN_SEMANTICS_AS(v_cmpx_ngt_f32, (vectorCompare<float, 11, true>));
GCN_SEMANTICS_AS(v_cmpx_nle_f32, (vectorCompare<float, 12, true>));
GCN_SEMANTICS_AS(v_cmpx_neq_f32, (vectorCompare<float, 13, true>));
GCN_SEMANTICS_AS(v_cmpx_nlt_f32, (vectorCompare<float, 14, true>));
GCN_SEMANTICS_AS(v_cmpx_tru_f32, (vectorCompare<float, 15, true>));
GCN_SEMANTICS_AS(v_cmps_f_f32, (vectorCompare<float, 0, false>));
GCN_SEMANTICS_AS(v_cmps_lt_f32, (vectorCompare<float, 1, false>));
GCN_SEMANTICS_AS(v_cmps_eq_f32, (vectorCompare<float, 2, false>));
GCN_SEMANTICS_AS(v_cmps_le_f32, (vectorCompare<float, 3, false>));
GCN_SEMANTICS_AS(v_cmps_gt_f32, (vectorCompare<float, 4, false>));
GCN_SEMANTICS_AS(v_cmps_lg_f32, (vectorCompare<float, 5, false>));
GCN_SEMANTICS_AS(v_cmps_ge_f32, (vectorCompare<float, 6, false>));
GCN_SEMANTICS_AS(v_cmps_o_f32, (vectorCompare<float, 7, false>));
GCN_SEMANTICS_AS(v_cmps_u_f32, (vectorCompare<float, 8, false>));
GCN_SEMANTICS_AS(v_cmps_nge_f32, (vectorCompare<float, 9, false>));
GCN_SEMANTICS_AS(v_cmps_nlg_f32, (vectorCompare<float, 10, false>));
GCN_SEMANTICS_AS(v_cmps_ngt_f32, (vectorCompare<float, 11, false>));
GCN_SEMANTICS_AS(v_cmps_nle_f32, (vectorCompare<float, 12, false>));
GCN_SEMANTICS_AS(v_cmps_neq_f32, (vectorCompare<float, 13, false>));
GCN_SEMANTICS_AS(v_cmps_nlt_f32, (vectorCompare<float, 14, false>));
GCN_SEMANTICS_AS(v_cmps_tru_f32, (vectorCompare<float, 15, false>));
GCN_SEMANTICS_AS(v_cmpsx_f_f32, (vectorCompare<float, 0, true>));
GCN_SEMANTICS_AS(v_cmpsx_lt_f32, (vectorCompare<float, 1, true>));
GCN_SEMANTICS_AS(v_cmpsx_eq_f32, (vectorCompare<float, 2, true>));
GCN_SEMANTICS_AS(v_cmpsx_le_f32, (vectorCompare<float, 3, true>));
GCN_SEMANTICS_AS(v_cmpsx_gt_f32, (vectorCompare<float, 4, true>));
GCN_SEMANTICS_AS(v_cmpsx_lg_f32, (vectorCompare<float, 5, true>));
GCN_SEMANTICS_AS(v_cmpsx_ge_f32, (vectorCompare<float, 6, true>));
GCN_SEMANTICS_AS(v_cmpsx_o_f32, (vectorCompare<float, 7, true>));
GCN_SEMANTICS_AS(v_cmpsx_u_f32, (vectorCompare<float, 8, true>));
GCN_SEMANTICS_AS(v_cmpsx_nge_f32, (vectorCompare<float, 9, true>));
GCN_SEMANTICS_AS(v_cmpsx_nlg_f32, (vectorCompare<float, 10, true>));
GCN_SEMANTICS_AS(v_cmpsx_ngt_f32, (vectorCompare<float, 11, true>));
GCN_SEMANTICS_AS(v_cmpsx_nle_f32, (vectorCompare<float, 12, true>));
GCN_SEMANTICS_AS(v_cmpsx_neq_f32, (vectorCompare<float, 13, true>));
GCN_SEMANTICS_AS(v_cmpsx_nlt_f32, (vectorCompare<float, 14, true>));
GCN_SEMANTICS_AS(v_cmpsx_tru_f32, (vectorCompare<float, 15, true>));

}  // namespace gpuasm::gcn::machine
