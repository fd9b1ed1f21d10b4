// The f64 instructions of the vector ALU (all VOP3 on SI but the VOP1
// conversions and v_rcp/v_rsq/v_sqrt/v_frexp/v_fract): IEEE double rounded
// as MODE.FP_ROUND's f64 field says, denormals kept or flushed as
// MODE.FP_DENORM's f64 bits say. Sources are register pairs or constants
// read as doubles (vector_lanes.hpp: doubleSource). v_rcp_f64 and v_rsq_f64
// are approximations on the hardware (LLVM's notes: up to 2^29 ULP); here
// they are correctly rounded (v_rsq: 1 / sqrt in long double, then rounded
// to double), which a kernel that refines them (as LLVM's division does)
// cannot tell from a better first guess. SI has no v_trunc/ceil/floor/
// rndne_f64 (Sea Islands added them).
#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>

#include "targets/gcn/machine/semantics.hpp"
#include "targets/gcn/machine/vector_lanes.hpp"

namespace gpuasm::gcn::machine::valu {
namespace {

constexpr double kMaxDouble = std::numeric_limits<double>::max();

double clampedToMax(double v) {
  return std::isinf(v) ? std::copysign(kMaxDouble, v) : v;
}

double reciprocalSquareRoot(double a) {
  return static_cast<double>(1.0L / std::sqrt(static_cast<long double>(a)));
}

// f64 to a 32-bit integer: truncated, saturated, NaN to 0.
template <typename I>
uint32_t toInteger(double v) {
  if (std::isnan(v)) return 0;
  const double low = static_cast<double>(std::numeric_limits<I>::min());
  const double high = static_cast<double>(std::numeric_limits<I>::max());
  if (v <= low) return static_cast<uint32_t>(std::numeric_limits<I>::min());
  if (v >= high) return static_cast<uint32_t>(std::numeric_limits<I>::max());
  return static_cast<uint32_t>(static_cast<I>(v));
}

// A 32-bit integer source (VOP1 src0 of v_cvt_f64_i32/u32).
template <typename Op>
void fromWord(Execution& x, const Decoded& d, Op op) {
  Lanes b0;
  const uint32_t* a = source(x, d, 0, b0);
  writeActive64(x, d, [&](uint32_t l) { return std::bit_cast<uint64_t>(op(a[l])); });
}

// An f64 source, a 32-bit result.
template <typename Op>
void toWord(Execution& x, const Decoded& d, Op op) {
  uint32_t results[kLanes];
  for (uint32_t lane = 0; lane < kLanes; ++lane) results[lane] = op(doubleSource(x, d, 0, lane));
  writeActive(x.wave, destination(x, d), [&](uint32_t l) { return results[l]; });
}

void doubleClass(Execution& x, const Decoded& d, bool writesExec) {
  Lanes b1;
  const uint32_t* classes = source(x, d, 1, b1);
  const uint64_t mask = activeMask(x.wave, [&](uint32_t l) {
    const uint64_t bits = laneValue64(x.wave, d.src[0], d.literal, l);
    return (classes[l] >> classBit<11, 52>(bits) & 1) != 0;
  });
  x.wave.setPair(d.sdst, mask);
  if (writesExec) x.wave.setExec(mask);
}

}  // namespace

}  // namespace gpuasm::gcn::machine::valu

namespace gpuasm::gcn::machine {

using namespace valu;

GCN_SEMANTICS(v_add_f64) {
  doubleOperation<2>(x, d, [](double a, double b) { return a + b; });
}
GCN_SEMANTICS(v_mul_f64) {
  doubleOperation<2>(x, d, [](double a, double b) { return a * b; });
}
GCN_SEMANTICS(v_min_f64) {
  doubleOperation<2>(x, d, [](double a, double b) { return std::fmin(a, b); });
}
GCN_SEMANTICS(v_max_f64) {
  doubleOperation<2>(x, d, [](double a, double b) { return std::fmax(a, b); });
}
GCN_SEMANTICS(v_fma_f64) {
  doubleOperation<3>(x, d, [](double a, double b, double c) { return std::fma(a, b, c); });
}
// v_ldexp_f64: S0 * 2^S1, S1 a signed 32-bit integer, rounded once.
GCN_SEMANTICS(v_ldexp_f64) {
  Lanes b1;
  const uint32_t* e = source(x, d, 1, b1);
  const bool flushOutput = doubleDenormals(x).flushOutput;
  RoundingScope rounding(doubleRounding(x));
  writeActive64(x, d, [&](uint32_t l) {
    const int exponent = std::clamp(static_cast<int32_t>(e[l]), -5000, 5000);
    return std::bit_cast<uint64_t>(
        finishAny(d, std::ldexp(doubleSource(x, d, 0, l), exponent), flushOutput));
  });
}
GCN_SEMANTICS(v_rcp_f64) {
  doubleOperation<1>(x, d, [](double a) { return 1.0 / a; });
}
GCN_SEMANTICS(v_rcp_clamp_f64) {
  doubleOperation<1>(x, d, [](double a) { return clampedToMax(1.0 / a); });
}
GCN_SEMANTICS(v_rsq_f64) {
  doubleOperation<1>(x, d, reciprocalSquareRoot);
}
GCN_SEMANTICS(v_rsq_clamp_f64) {
  doubleOperation<1>(x, d, [](double a) { return clampedToMax(reciprocalSquareRoot(a)); });
}
GCN_SEMANTICS(v_sqrt_f64) {
  doubleOperation<1>(x, d, [](double a) { return std::sqrt(a); });
}
// CI's integer roundings of a double (CI ISA manual, VOP1 opcodes 23-26);
// v_rndne rounds ties to even whatever MODE's rounding field says, as the
// f32 form does (a - trunc(a) is exact).
GCN_SEMANTICS(v_trunc_f64) {
  doubleOperation<1>(x, d, [](double a) { return std::trunc(a); });
}
GCN_SEMANTICS(v_ceil_f64) {
  doubleOperation<1>(x, d, [](double a) { return std::ceil(a); });
}
GCN_SEMANTICS(v_floor_f64) {
  doubleOperation<1>(x, d, [](double a) { return std::floor(a); });
}
GCN_SEMANTICS(v_rndne_f64) {
  doubleOperation<1>(x, d, [](double a) {
    const double whole = std::trunc(a), fraction = std::fabs(a - whole);
    const double away = whole + std::copysign(1.0, a);
    if (fraction > 0.5 || (fraction == 0.5 && std::fmod(whole, 2.0) != 0.0)) return away;
    return whole;
  });
}
GCN_SEMANTICS(v_fract_f64) {
  doubleOperation<1>(x, d, [](double a) { return a - std::floor(a); });
}
GCN_SEMANTICS(v_frexp_mant_f64) {
  doubleOperation<1>(x, d, [](double a) {
    if (!std::isfinite(a)) return a;
    int exponent = 0;
    return std::frexp(a, &exponent);
  });
}
GCN_SEMANTICS(v_frexp_exp_i32_f64) {
  toWord(x, d, [](double v) {
    int exponent = 0;
    if (std::isfinite(v)) std::frexp(v, &exponent);
    return static_cast<uint32_t>(exponent);
  });
}
GCN_SEMANTICS(v_cvt_f64_i32) {
  fromWord(x, d, [](uint32_t a) { return static_cast<double>(static_cast<int32_t>(a)); });
}
GCN_SEMANTICS(v_cvt_f64_u32) {
  fromWord(x, d, [](uint32_t a) { return static_cast<double>(a); });
}
// f32 to f64 is exact; the f32 input denormal mode applies to the source.
GCN_SEMANTICS(v_cvt_f64_f32) {
  Lanes b0;
  const uint32_t* a = floatSource(x, d, 0, b0);
  const bool flushOutput = doubleDenormals(x).flushOutput;
  writeActive64(x, d, [&](uint32_t l) {
    return std::bit_cast<uint64_t>(finishAny(d, static_cast<double>(asFloat(a[l])), flushOutput));
  });
}
// f64 to f32 rounds as the f32 field says (the result is an f32).
GCN_SEMANTICS(v_cvt_f32_f64) {
  const Denormals mode = denormals(x);
  RoundingScope rounding(singleRounding(x));
  uint32_t results[kLanes];
  for (uint32_t lane = 0; lane < kLanes; ++lane)
    results[lane] = asBits(finish(d, static_cast<float>(doubleSource(x, d, 0, lane)), mode));
  writeActive(x.wave, destination(x, d), [&](uint32_t l) { return results[l]; });
}
GCN_SEMANTICS(v_cvt_i32_f64) {
  toWord(x, d, toInteger<int32_t>);
}
GCN_SEMANTICS(v_cvt_u32_f64) {
  toWord(x, d, toInteger<uint32_t>);
}
GCN_SEMANTICS(v_div_scale_f64) {
  const bool flushOutput = doubleDenormals(x).flushOutput;
  RoundingScope rounding(doubleRounding(x));
  uint64_t flags = 0;
  writeActive64(x, d, [&](uint32_t l) {
    bool flag = false;
    const double r = divideScale(doubleSource(x, d, 0, l), doubleSource(x, d, 1, l),
                                 doubleSource(x, d, 2, l), flag);
    flags |= uint64_t{flag} << l;
    return std::bit_cast<uint64_t>(finishAny(d, r, flushOutput));
  });
  if (!x.fault) x.wave.setPair(d.sdst, flags & x.wave.exec());
}
// v_div_fmas_f64: fma(S0, S1, S2), times 2^64 in the lanes VCC marks.
GCN_SEMANTICS(v_div_fmas_f64) {
  const uint64_t vcc = x.wave.vcc();
  const bool flushOutput = doubleDenormals(x).flushOutput;
  RoundingScope rounding(doubleRounding(x));
  writeActive64(x, d, [&](uint32_t l) {
    const double r =
        std::fma(doubleSource(x, d, 0, l), doubleSource(x, d, 1, l), doubleSource(x, d, 2, l));
    return std::bit_cast<uint64_t>(
        finishAny(d, (vcc >> l & 1) ? std::ldexp(r, 64) : r, flushOutput));
  });
}
GCN_SEMANTICS(v_div_fixup_f64) {
  doubleOperation<3>(x, d, divideFixup<double>);
}
GCN_SEMANTICS(v_cmp_class_f64) {
  doubleClass(x, d, false);
}
GCN_SEMANTICS(v_cmpx_class_f64) {
  doubleClass(x, d, true);
}
GCN_SEMANTICS_AS(v_cmp_f_f64, (vectorCompare<double, 0, false>));
GCN_SEMANTICS_AS(v_cmp_lt_f64, (vectorCompare<double, 1, false>));
GCN_SEMANTICS_AS(v_cmp_eq_f64, (vectorCompare<double, 2, false>));
GCN_SEMANTICS_AS(v_cmp_le_f64, (vectorCompare<double, 3, false>));
GCN_SEMANTICS_AS(v_cmp_gt_f64, (vectorCompare<double, 4, false>));
GCN_SEMANTICS_AS(v_cmp_lg_f64, (vectorCompare<double, 5, false>));
GCN_SEMANTICS_AS(v_cmp_ge_f64, (vectorCompare<double, 6, false>));
GCN_SEMANTICS_AS(v_cmp_o_f64, (vectorCompare<double, 7, false>));
GCN_SEMANTICS_AS(v_cmp_u_f64, (vectorCompare<double, 8, false>));
GCN_SEMANTICS_AS(v_cmp_nge_f64, (vectorCompare<double, 9, false>));
GCN_SEMANTICS_AS(v_cmp_nlg_f64, (vectorCompare<double, 10, false>));
GCN_SEMANTICS_AS(v_cmp_ngt_f64, (vectorCompare<double, 11, false>));
GCN_SEMANTICS_AS(v_cmp_nle_f64, (vectorCompare<double, 12, false>));
GCN_SEMANTICS_AS(v_cmp_neq_f64, (vectorCompare<double, 13, false>));
GCN_SEMANTICS_AS(v_cmp_nlt_f64, (vectorCompare<double, 14, false>));
GCN_SEMANTICS_AS(v_cmp_tru_f64, (vectorCompare<double, 15, false>));
GCN_SEMANTICS_AS(v_cmpx_f_f64, (vectorCompare<double, 0, true>));
GCN_SEMANTICS_AS(v_cmpx_lt_f64, (vectorCompare<double, 1, true>));
GCN_SEMANTICS_AS(v_cmpx_eq_f64, (vectorCompare<double, 2, true>));
GCN_SEMANTICS_AS(v_cmpx_le_f64, (vectorCompare<double, 3, true>));
GCN_SEMANTICS_AS(v_cmpx_gt_f64, (vectorCompare<double, 4, true>));
GCN_SEMANTICS_AS(v_cmpx_lg_f64, (vectorCompare<double, 5, true>));
GCN_SEMANTICS_AS(v_cmpx_ge_f64, (vectorCompare<double, 6, true>));
GCN_SEMANTICS_AS(v_cmpx_o_f64, (vectorCompare<double, 7, true>));
GCN_SEMANTICS_AS(v_cmpx_u_f64, (vectorCompare<double, 8, true>));
GCN_SEMANTICS_AS(v_cmpx_nge_f64, (vectorCompare<double, 9, true>));
GCN_SEMANTICS_AS(v_cmpx_nlg_f64, (vectorCompare<double, 10, true>));
GCN_SEMANTICS_AS(v_cmpx_ngt_f64, (vectorCompare<double, 11, true>));
GCN_SEMANTICS_AS(v_cmpx_nle_f64, (vectorCompare<double, 12, true>));
GCN_SEMANTICS_AS(v_cmpx_neq_f64, (vectorCompare<double, 13, true>));
GCN_SEMANTICS_AS(v_cmpx_nlt_f64, (vectorCompare<double, 14, true>));
GCN_SEMANTICS_AS(v_cmpx_tru_f64, (vectorCompare<double, 15, true>));
GCN_SEMANTICS_AS(v_cmps_f_f64, (vectorCompare<double, 0, false>));
GCN_SEMANTICS_AS(v_cmps_lt_f64, (vectorCompare<double, 1, false>));
GCN_SEMANTICS_AS(v_cmps_eq_f64, (vectorCompare<double, 2, false>));
GCN_SEMANTICS_AS(v_cmps_le_f64, (vectorCompare<double, 3, false>));
GCN_SEMANTICS_AS(v_cmps_gt_f64, (vectorCompare<double, 4, false>));
GCN_SEMANTICS_AS(v_cmps_lg_f64, (vectorCompare<double, 5, false>));
GCN_SEMANTICS_AS(v_cmps_ge_f64, (vectorCompare<double, 6, false>));
GCN_SEMANTICS_AS(v_cmps_o_f64, (vectorCompare<double, 7, false>));
GCN_SEMANTICS_AS(v_cmps_u_f64, (vectorCompare<double, 8, false>));
GCN_SEMANTICS_AS(v_cmps_nge_f64, (vectorCompare<double, 9, false>));
GCN_SEMANTICS_AS(v_cmps_nlg_f64, (vectorCompare<double, 10, false>));
GCN_SEMANTICS_AS(v_cmps_ngt_f64, (vectorCompare<double, 11, false>));
GCN_SEMANTICS_AS(v_cmps_nle_f64, (vectorCompare<double, 12, false>));
GCN_SEMANTICS_AS(v_cmps_neq_f64, (vectorCompare<double, 13, false>));
GCN_SEMANTICS_AS(v_cmps_nlt_f64, (vectorCompare<double, 14, false>));
GCN_SEMANTICS_AS(v_cmps_tru_f64, (vectorCompare<double, 15, false>));
GCN_SEMANTICS_AS(v_cmpsx_f_f64, (vectorCompare<double, 0, true>));
GCN_SEMANTICS_AS(v_cmpsx_lt_f64, (vectorCompare<double, 1, true>));
GCN_SEMANTICS_AS(v_cmpsx_eq_f64, (vectorCompare<double, 2, true>));
GCN_SEMANTICS_AS(v_cmpsx_le_f64, (vectorCompare<double, 3, true>));
GCN_SEMANTICS_AS(v_cmpsx_gt_f64, (vectorCompare<double, 4, true>));
GCN_SEMANTICS_AS(v_cmpsx_lg_f64, (vectorCompare<double, 5, true>));
GCN_SEMANTICS_AS(v_cmpsx_ge_f64, (vectorCompare<double, 6, true>));
GCN_SEMANTICS_AS(v_cmpsx_o_f64, (vectorCompare<double, 7, true>));
GCN_SEMANTICS_AS(v_cmpsx_u_f64, (vectorCompare<double, 8, true>));
GCN_SEMANTICS_AS(v_cmpsx_nge_f64, (vectorCompare<double, 9, true>));
GCN_SEMANTICS_AS(v_cmpsx_nlg_f64, (vectorCompare<double, 10, true>));
GCN_SEMANTICS_AS(v_cmpsx_ngt_f64, (vectorCompare<double, 11, true>));
GCN_SEMANTICS_AS(v_cmpsx_nle_f64, (vectorCompare<double, 12, true>));
GCN_SEMANTICS_AS(v_cmpsx_neq_f64, (vectorCompare<double, 13, true>));
GCN_SEMANTICS_AS(v_cmpsx_nlt_f64, (vectorCompare<double, 14, true>));
GCN_SEMANTICS_AS(v_cmpsx_tru_f64, (vectorCompare<double, 15, true>));

}  // namespace gpuasm::gcn::machine
