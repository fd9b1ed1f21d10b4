// The f64 instructions, MODE's rounding field, the division steps, the
// transcendentals and the f16 conversions. Expectations come from the host's
// own IEEE arithmetic (double, float, fenv rounding modes) lane by lane, or
// are derived by hand (noted where they are).
#include <gtest/gtest.h>

#include <cfenv>
#include <cmath>
#include <limits>
#include <random>

#include "kernel_runner.hpp"

namespace gpuasm::gcn::machine {
namespace {

double d64(const Wavefront& w, uint32_t reg, uint32_t lane) {
  return std::bit_cast<double>(w.vgpr[reg][lane] | uint64_t{w.vgpr[reg + 1][lane]} << 32);
}
void setDouble(Wavefront& w, uint32_t reg, uint32_t lane, double v) {
  const uint64_t b = std::bit_cast<uint64_t>(v);
  w.vgpr[reg][lane] = static_cast<uint32_t>(b);
  w.vgpr[reg + 1][lane] = static_cast<uint32_t>(b >> 32);
}
uint64_t bits64(double v) {
  return std::bit_cast<uint64_t>(v);
}
// The same bits, or both NaN (IEEE does not fix the sign or payload of a
// NaN result, and the host's compiler may reorder the operands).
uint64_t canonical(double v) {
  return std::isnan(v) ? 0x7ff8000000000000u : std::bit_cast<uint64_t>(v);
}

// Random doubles over many magnitudes, and a few special values in the
// first lanes.
std::vector<double> randomDoubles(uint32_t seed) {
  std::mt19937_64 random(seed);
  std::uniform_real_distribution<double> mantissa(-2.0, 2.0);
  std::uniform_int_distribution<int> exponent(-60, 60);
  std::vector<double> v(kLanes);
  for (double& x : v) x = std::ldexp(mantissa(random), exponent(random));
  return v;
}

TEST(GcnMachineDouble, ArithmeticEqualsTheHostsDoubles) {
  const auto a = randomDoubles(1), b = randomDoubles(2), c = randomDoubles(3);
  std::vector<double> specials = {0.0, -0.0, INFINITY, -INFINITY, NAN, 1.0, 0x1p-1074, -0x1p-1022};
  auto r = run(R"(
    v_add_f64 v[20:21], v[8:9], v[10:11]
    v_mul_f64 v[22:23], v[8:9], v[10:11]
    v_fma_f64 v[24:25], v[8:9], v[10:11], v[12:13]
    v_min_f64 v[26:27], v[8:9], v[10:11]
    v_max_f64 v[28:29], v[8:9], v[10:11]
    v_ldexp_f64 v[30:31], v[8:9], v14
    v_add_f64 v[32:33], -v[8:9], |v[10:11]|
    v_mul_f64 v[34:35], v[8:9], 0.5
    v_add_f64 v[36:37], v[8:9], v[10:11] mul:2
    v_sqrt_f64 v[38:39], |v[8:9]|
    v_fract_f64 v[40:41], v[8:9]
    s_endpgm
  )",
               [&](Wavefront& w) {
                 for (uint32_t l = 0; l < kLanes; ++l) {
                   setDouble(w, 8, l, l < specials.size() ? specials[l] : a[l]);
                   setDouble(w, 10, l, b[l]);
                   setDouble(w, 12, l, c[l]);
                   w.vgpr[14][l] = static_cast<uint32_t>(static_cast<int32_t>(l) - 30);
                 }
               });
  ASSERT_TRUE(r.result.ended) << faultText(r.result);
  const Wavefront& w = *r.wave;
  for (uint32_t l = 0; l < kLanes; ++l) {
    const double x = l < specials.size() ? specials[l] : a[l], y = b[l], z = c[l];
    EXPECT_EQ(canonical(d64(w, 20, l)), canonical(x + y)) << l;
    EXPECT_EQ(canonical(d64(w, 22, l)), canonical(x * y)) << l;
    EXPECT_EQ(canonical(d64(w, 24, l)), canonical(std::fma(x, y, z))) << l;
    EXPECT_EQ(canonical(d64(w, 26, l)), canonical(std::fmin(x, y))) << l;
    EXPECT_EQ(canonical(d64(w, 28, l)), canonical(std::fmax(x, y))) << l;
    EXPECT_EQ(canonical(d64(w, 30, l)), canonical(std::ldexp(x, static_cast<int>(l) - 30))) << l;
    EXPECT_EQ(canonical(d64(w, 32, l)), canonical(-x + std::fabs(y))) << l;
    EXPECT_EQ(canonical(d64(w, 34, l)), canonical(x * 0.5)) << l;
    EXPECT_EQ(canonical(d64(w, 36, l)), canonical((x + y) * 2)) << l;
    EXPECT_EQ(canonical(d64(w, 38, l)), canonical(std::sqrt(std::fabs(x)))) << l;
    EXPECT_EQ(canonical(d64(w, 40, l)), canonical(x - std::floor(x))) << l;
  }
}

TEST(GcnMachineDouble, ComparesClassesAndConversions) {
  std::vector<double> left = {1.0, 2.0, NAN, -0.0, -INFINITY, 0x1p-1070, 3e9, -3e9, 2.5, -2.5};
  std::vector<double> right = {2.0, 1.0, 1.0, 0.0, 1.0, 0.0, 1.0, 1.0, 1.0, 1.0};
  auto r = run(R"(
    v_cmp_lt_f64 vcc, v[8:9], v[10:11]
    s_mov_b64 s[20:21], vcc
    v_cmp_neq_f64 s[22:23], v[8:9], v[10:11]
    v_cmp_u_f64 s[24:25], v[8:9], v[10:11]
    v_cmp_class_f64 s[26:27], v[8:9], v12
    v_cvt_i32_f64 v20, v[8:9]
    v_cvt_u32_f64 v21, v[8:9]
    v_cvt_f32_f64 v22, v[8:9]
    v_cvt_f64_i32 v[24:25], v13
    v_cvt_f64_u32 v[26:27], v13
    v_cvt_f64_f32 v[28:29], v14
    v_frexp_exp_i32_f64 v30, v[8:9]
    v_frexp_mant_f64 v[32:33], v[8:9]
    v_cmp_lt_i64 s[28:29], v[8:9], v[10:11]
    v_cmp_lt_u64 s[30:31], v[8:9], v[10:11]
    s_endpgm
  )",
               [&](Wavefront& w) {
                 for (uint32_t l = 0; l < kLanes; ++l) {
                   setDouble(w, 8, l, l < left.size() ? left[l] : l * 0.75);
                   setDouble(w, 10, l, l < right.size() ? right[l] : 7.0);
                   w.vgpr[12][l] = 1u << (l % 10);
                   w.vgpr[13][l] = 0xfffffff0u + l;
                   w.vgpr[14][l] = bits(static_cast<float>(l) * -1.25f);
                 }
               });
  ASSERT_TRUE(r.result.ended) << faultText(r.result);
  const Wavefront& w = *r.wave;
  uint64_t lt = 0, neq = 0, unordered = 0, classes = 0, lti = 0, ltu = 0;
  for (uint32_t l = 0; l < kLanes; ++l) {
    const double x = d64(w, 8, l), y = d64(w, 10, l);
    lt |= uint64_t{x < y} << l;
    neq |= uint64_t{!(x == y)} << l;
    unordered |= uint64_t{std::isnan(x) || std::isnan(y)} << l;
    const int64_t xi = static_cast<int64_t>(bits64(x)), yi = static_cast<int64_t>(bits64(y));
    lti |= uint64_t{xi < yi} << l;
    ltu |= uint64_t{bits64(x) < bits64(y)} << l;
    // The class of x by hand: bit l % 10 asked.
    uint32_t cls = std::isnan(x)              ? 1
                   : std::isinf(x)            ? (x < 0 ? 2 : 9)
                   : x == 0                   ? (std::signbit(x) ? 5 : 6)
                   : std::fabs(x) < 0x1p-1022 ? (x < 0 ? 4 : 7)
                                              : (x < 0 ? 3 : 8);
    classes |= uint64_t{cls == l % 10} << l;
    const int32_t asInt = std::isnan(x)        ? 0
                          : x >= 2147483647.0  ? 2147483647
                          : x <= -2147483648.0 ? INT32_MIN
                                               : static_cast<int32_t>(x);
    EXPECT_EQ(w.vgpr[20][l], static_cast<uint32_t>(asInt)) << l;
    const uint32_t asUnsigned = std::isnan(x) || x <= 0 ? 0
                                : x >= 4294967295.0     ? 0xffffffffu
                                                        : static_cast<uint32_t>(x);
    EXPECT_EQ(w.vgpr[21][l], asUnsigned) << l;
    EXPECT_EQ(w.vgpr[22][l], bits(static_cast<float>(x))) << l;
    EXPECT_EQ(d64(w, 24, l), static_cast<double>(static_cast<int32_t>(0xfffffff0u + l))) << l;
    EXPECT_EQ(d64(w, 26, l), static_cast<double>(0xfffffff0u + l)) << l;
    EXPECT_EQ(d64(w, 28, l), static_cast<double>(static_cast<float>(l) * -1.25f)) << l;
    int e = 0;
    const double m = std::isfinite(x) ? std::frexp(x, &e) : x;
    EXPECT_EQ(w.vgpr[30][l], static_cast<uint32_t>(std::isfinite(x) ? e : 0)) << l;
    EXPECT_EQ(bits64(d64(w, 32, l)), bits64(m)) << l;
  }
  EXPECT_EQ(w.pair(20), lt);
  EXPECT_EQ(w.pair(22), neq);
  EXPECT_EQ(w.pair(24), unordered);
  EXPECT_EQ(w.pair(26), classes);
  EXPECT_EQ(w.pair(28), lti);
  EXPECT_EQ(w.pair(30), ltu);
  EXPECT_EQ(w.pair(24), uint64_t{1} << 2);  // by hand: only lane 2 has a NaN
}

// MODE.FP_ROUND: bits 1:0 round f32, bits 3:2 round f64 (0 nearest even, 1
// +inf, 2 -inf, 3 zero); the host's fesetround gives the expectations.
TEST(GcnMachineFloatMode, RoundingFieldSelectsTheRoundingOfF32AndF64) {
  const auto a = randomDoubles(7), b = randomDoubles(8);
  for (uint32_t field = 0; field < 4; ++field) {
    const std::string text =
        "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), " + std::to_string(field | field << 2) + R"(
      v_add_f32 v20, v8, v9
      v_mul_f32 v21, v8, v9
      v_fma_f32 v22, v8, v9, v10
      v_cvt_f32_i32 v23, v11
      v_add_f64 v[24:25], v[12:13], v[14:15]
      v_mul_f64 v[26:27], v[12:13], v[14:15]
      v_cvt_f32_f64 v28, v[12:13]
      v_rcp_f32 v29, v8
      v_sqrt_f32 v30, |v9|
      s_endpgm
    )";
    auto r = run(text, [&](Wavefront& w) {
      for (uint32_t l = 0; l < kLanes; ++l) {
        w.vgpr[8][l] = bits(static_cast<float>(a[l]));
        w.vgpr[9][l] = bits(static_cast<float>(b[l]));
        w.vgpr[10][l] = bits(static_cast<float>(a[(l + 1) % kLanes]));
        w.vgpr[11][l] = 0x7fffffc1u - l * 0x01010101u;
        setDouble(w, 12, l, a[l]);
        setDouble(w, 14, l, b[l]);
      }
    });
    ASSERT_TRUE(r.result.ended) << faultText(r.result);
    static constexpr int kHost[4] = {FE_TONEAREST, FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO};
    const Wavefront& w = *r.wave;
    ASSERT_EQ(std::fesetround(kHost[field]), 0);
    int differs = 0;
    for (uint32_t l = 0; l < kLanes; ++l) {
      volatile float x = f(w.vgpr[8][l]), y = f(w.vgpr[9][l]), z = f(w.vgpr[10][l]);
      volatile double p = a[l], q = b[l];
      volatile int32_t i = static_cast<int32_t>(w.vgpr[11][l]);
      const uint32_t add = bits(x + y), mul = bits(x * y), fma = bits(std::fma(x, y, z));
      const uint32_t cvt = bits(static_cast<float>(i));
      const uint64_t add64 = bits64(p + q), mul64 = bits64(p * q);
      const uint32_t narrow = bits(static_cast<float>(p)), rcp = bits(1.0f / x);
      const uint32_t root = bits(std::sqrt(std::fabs(y)));
      std::fesetround(FE_TONEAREST);
      differs += add != bits(f(w.vgpr[8][l]) + f(w.vgpr[9][l]));
      std::fesetround(kHost[field]);
      EXPECT_EQ(w.vgpr[20][l], add) << field << " " << l;
      EXPECT_EQ(w.vgpr[21][l], mul) << field << " " << l;
      EXPECT_EQ(w.vgpr[22][l], fma) << field << " " << l;
      EXPECT_EQ(w.vgpr[23][l], cvt) << field << " " << l;
      EXPECT_EQ(bits64(d64(w, 24, l)), add64) << field << " " << l;
      EXPECT_EQ(bits64(d64(w, 26, l)), mul64) << field << " " << l;
      EXPECT_EQ(w.vgpr[28][l], narrow) << field << " " << l;
      EXPECT_EQ(w.vgpr[29][l], rcp) << field << " " << l;
      EXPECT_EQ(w.vgpr[30][l], root) << field << " " << l;
    }
    std::fesetround(FE_TONEAREST);
    if (field) {
      EXPECT_GT(differs, 10) << "the directed mode must change some sums";
    }
  }
}

// MODE.FP_DENORM bits 7:6 for f64: 0 flushes input and output denormals.
TEST(GcnMachineFloatMode, DoubleDenormalBitsFlushInputsAndOutputs) {
  auto r = run(R"(
    v_mul_f64 v[20:21], v[8:9], v[10:11]
    v_mul_f64 v[22:23], v[12:13], v[14:15]
    s_setreg_imm32_b32 hwreg(HW_REG_MODE, 6, 2), 0
    v_mul_f64 v[24:25], v[8:9], v[10:11]
    v_mul_f64 v[26:27], v[12:13], v[14:15]
    s_setreg_imm32_b32 hwreg(HW_REG_MODE, 6, 2), 1
    v_mul_f64 v[28:29], v[8:9], v[10:11]
    v_mul_f64 v[30:31], v[12:13], v[14:15]
    s_endpgm
  )",
               [](Wavefront& w) {
                 for (uint32_t l = 0; l < kLanes; ++l) {
                   setDouble(w, 8, l, -0x1p-1030);  // a denormal input
                   setDouble(w, 10, l, 0x1p100);
                   setDouble(w, 12, l, 0x1p-1000);  // a denormal output
                   setDouble(w, 14, l, 0x1p-40);
                 }
               });
  ASSERT_TRUE(r.result.ended) << faultText(r.result);
  const Wavefront& w = *r.wave;
  EXPECT_EQ(d64(w, 20, 3), -0x1p-930);
  EXPECT_EQ(d64(w, 22, 3), 0x1p-1040);
  EXPECT_EQ(bits64(d64(w, 24, 3)), bits64(-0.0));  // flushed to a zero of its sign
  EXPECT_EQ(bits64(d64(w, 26, 3)), 0u);
  EXPECT_EQ(d64(w, 28, 3), -0x1p-930);  // 1: inputs kept, outputs flushed
  EXPECT_EQ(bits64(d64(w, 30, 3)), 0u);
}

// LLVM's SI expansion of an IEEE f32 and f64 division (div_scale twice, rcp,
// Newton steps by fma, div_fmas, div_fixup) gives the correctly rounded
// quotient of the host for normal operands, and IEEE's special cases.
TEST(GcnMachineFloatDivide, LlvmsDivisionSequenceGivesTheHostsQuotient) {
  std::mt19937 random(11);
  std::uniform_real_distribution<float> mantissa(1.0f, 2.0f);
  std::uniform_int_distribution<int> exponent(-40, 40);
  std::vector<float> n(kLanes), den(kLanes);
  for (uint32_t l = 0; l < kLanes; ++l) {
    n[l] = std::ldexp(mantissa(random), exponent(random)) * (l & 1 ? -1.0f : 1.0f);
    den[l] = std::ldexp(mantissa(random), exponent(random)) * (l & 2 ? -1.0f : 1.0f);
  }
  const float specialN[] = {0.0f, 1.0f, INFINITY, 1.0f, NAN, 0.0f, -5.0f};
  const float specialD[] = {0.0f, 0.0f, INFINITY, INFINITY, 1.0f, -3.0f, 0.0f};
  for (uint32_t k = 0; k < 7; ++k) {
    n[k] = specialN[k];
    den[k] = specialD[k];
  }
  auto r = run(R"(
    v_div_scale_f32 v2, vcc, v1, v1, v0
    v_div_scale_f32 v3, vcc, v0, v1, v0
    v_rcp_f32 v4, v2
    v_fma_f32 v5, -v2, v4, 1.0
    v_fma_f32 v4, v5, v4, v4
    v_mul_f32 v5, v3, v4
    v_fma_f32 v6, -v2, v5, v3
    v_fma_f32 v5, v6, v4, v5
    v_fma_f32 v2, -v2, v5, v3
    v_div_fmas_f32 v2, v2, v4, v5
    v_div_fixup_f32 v20, v2, v1, v0
    v_div_scale_f64 v[22:23], vcc, v[10:11], v[10:11], v[8:9]
    v_rcp_f64 v[24:25], v[22:23]
    v_fma_f64 v[26:27], -v[22:23], v[24:25], 1.0
    v_fma_f64 v[24:25], v[24:25], v[26:27], v[24:25]
    v_fma_f64 v[26:27], -v[22:23], v[24:25], 1.0
    v_div_scale_f64 v[28:29], vcc, v[8:9], v[10:11], v[8:9]
    v_fma_f64 v[24:25], v[24:25], v[26:27], v[24:25]
    v_mul_f64 v[26:27], v[28:29], v[24:25]
    v_fma_f64 v[30:31], -v[22:23], v[26:27], v[28:29]
    v_div_fmas_f64 v[30:31], v[30:31], v[24:25], v[26:27]
    v_div_fixup_f64 v[32:33], v[30:31], v[10:11], v[8:9]
    s_endpgm
  )",
               [&](Wavefront& w) {
                 for (uint32_t l = 0; l < kLanes; ++l) {
                   w.vgpr[0][l] = bits(n[l]);
                   w.vgpr[1][l] = bits(den[l]);
                   setDouble(w, 8, l, static_cast<double>(n[l]) * 1.1);
                   setDouble(w, 10, l, static_cast<double>(den[l]) / 3.0);
                 }
               });
  ASSERT_TRUE(r.result.ended) << faultText(r.result);
  const Wavefront& w = *r.wave;
  for (uint32_t l = 0; l < kLanes; ++l) {
    const float q = n[l] / den[l];
    if (std::isnan(q)) {
      EXPECT_TRUE(std::isnan(f(w.vgpr[20][l]))) << l;
    } else {
      EXPECT_EQ(w.vgpr[20][l], bits(q)) << l << ": " << n[l] << " / " << den[l];
    }
    const double q64 = (static_cast<double>(n[l]) * 1.1) / (static_cast<double>(den[l]) / 3.0);
    if (std::isnan(q64)) {
      EXPECT_TRUE(std::isnan(d64(w, 32, l))) << l;
    } else {
      EXPECT_EQ(bits64(d64(w, 32, l)), bits64(q64)) << l;
    }
  }
}

TEST(GcnMachineFloatSpecial, TranscendentalsWithinOneUlpAndExactWhereTheValueIs) {
  std::mt19937 random(5);
  std::uniform_real_distribution<float> value(0.01f, 100.0f);
  std::vector<float> in(kLanes);
  for (float& v : in) v = value(random);
  // By hand: exact results for these inputs.
  const float special[] = {8.0f, 0.25f, 0.0f, -1.0f, 0.5f, INFINITY, -0.0f, 0.125f};
  for (uint32_t k = 0; k < 8; ++k) in[k] = special[k];
  auto r = run(R"(
    v_rcp_f32 v20, v8
    v_rsq_f32 v21, v8
    v_sqrt_f32 v22, v8
    v_exp_f32 v23, v8
    v_log_f32 v24, v8
    v_sin_f32 v25, v8
    v_cos_f32 v26, v8
    v_rcp_clamp_f32 v27, v8
    v_fract_f32 v28, v8
    v_rcp_iflag_f32 v29, v8
    s_endpgm
  )",
               [&](Wavefront& w) {
                 for (uint32_t l = 0; l < kLanes; ++l) w.vgpr[8][l] = bits(in[l]);
               });
  ASSERT_TRUE(r.result.ended) << faultText(r.result);
  const auto* g = r.wave->vgpr;
  auto ulps = [](float got, double exact) {
    const float nearest = static_cast<float>(exact);
    return std::fabs(static_cast<double>(got) - exact) /
           (std::nextafter(std::fabs(nearest), INFINITY) - std::fabs(nearest));
  };
  for (uint32_t l = 8; l < kLanes; ++l) {
    const double x = in[l];
    EXPECT_EQ(g[20][l], bits(1.0f / in[l])) << l;
    EXPECT_LE(ulps(f(g[21][l]), 1.0 / std::sqrt(x)), 1.0) << l;
    EXPECT_EQ(g[22][l], bits(std::sqrt(in[l]))) << l;
    EXPECT_LE(ulps(f(g[23][l]), std::exp2(x)), 1.0) << l;
    EXPECT_LE(ulps(f(g[24][l]), std::log2(x)), 1.0) << l;
    EXPECT_LE(std::fabs(f(g[25][l]) - std::sin(2 * M_PI * x)), 1e-5) << l;
    EXPECT_LE(std::fabs(f(g[26][l]) - std::cos(2 * M_PI * x)), 1e-5) << l;
    EXPECT_EQ(g[28][l], bits(in[l] - std::floor(in[l]))) << l;
    EXPECT_EQ(g[29][l], g[20][l]) << l;
  }
  // Lane 0: 8; lane 1: 0.25; lane 2: 0; lane 3: -1; lane 4: 0.5; lane 5: inf;
  // lane 6: -0; lane 7: 0.125.
  EXPECT_EQ(f(g[20][0]), 0.125f);
  EXPECT_EQ(f(g[21][1]), 2.0f);
  EXPECT_EQ(f(g[22][1]), 0.5f);
  EXPECT_EQ(f(g[23][0]), 256.0f);
  EXPECT_EQ(f(g[24][0]), 3.0f);
  EXPECT_EQ(f(g[24][2]), -INFINITY);
  EXPECT_TRUE(std::isnan(f(g[24][3])));
  EXPECT_EQ(f(g[20][2]), INFINITY);
  EXPECT_EQ(f(g[20][6]), -INFINITY);
  EXPECT_EQ(f(g[27][2]), std::numeric_limits<float>::max());  // clamped
  EXPECT_TRUE(std::isnan(f(g[21][3])));
  EXPECT_EQ(f(g[25][1]), 1.0f);   // sin(pi / 2)
  EXPECT_EQ(f(g[25][4]), 0.0f);   // sin(pi)
  EXPECT_EQ(f(g[26][4]), -1.0f);  // cos(pi)
  EXPECT_EQ(f(g[26][1]), 0.0f);   // cos(pi / 2)
  EXPECT_EQ(f(g[25][0]), 0.0f);   // sin(16 pi)
  EXPECT_EQ(f(g[26][7]), std::sqrt(0.5f));
  EXPECT_TRUE(std::isnan(f(g[25][5])));
  EXPECT_EQ(f(g[28][3]), 0.0f);  // fract(-1)
}

TEST(GcnMachineFloatSpecial, HalfConversionsPackingAndDx9Forms) {
  // By hand: f32 -> f16 bits, nearest even.
  const float toHalf[] = {1.0f,  65504.0f,     65520.0f, 0x1p-24f, 0x1p-25f,   0x1.8p-25f, -0.0f,
                          -2.5f, 0x1.ff8p-15f, 1e-10f,   -1e10f,   0x1.002p0f, 0x1.006p0f};
  const uint32_t halfBits[] = {0x3c00, 0x7bff, 0x7c00, 0x0001, 0x0000, 0x0001, 0x8000,
                               0xc100, 0x03ff, 0x0000, 0xfc00, 0x3c00, 0x3c02};
  const uint32_t fromHalf[] = {0x3c00, 0x0001, 0x7bff, 0xfc00, 0x8000, 0x3555, 0x03ff};
  const float fromHalfValue[] = {1.0f,  0x1p-24f,    65504.0f,    -INFINITY,
                                 -0.0f, 0x1.554p-2f, 0x1.ff8p-15f};
  auto r = run(R"(
    v_cvt_f16_f32 v20, v8
    v_cvt_f32_f16 v21, v9
    v_cvt_pkrtz_f16_f32 v22, v10, v11
    v_cvt_off_f32_i4 v23, v12
    v_med3_f32 v24, v10, v11, v13
    v_mad_legacy_f32 v25, v14, v15, 1.0
    v_cvt_pk_u16_u32 v26, v16, v17
    v_cvt_pk_i16_i32 v27, v16, v17
    s_setreg_imm32_b32 hwreg(HW_REG_MODE, 2, 2), 3
    v_cvt_f16_f32 v28, v8
    s_endpgm
  )",
               [&](Wavefront& w) {
                 for (uint32_t l = 0; l < kLanes; ++l) {
                   w.vgpr[8][l] = bits(toHalf[l % 13]);
                   w.vgpr[9][l] = fromHalf[l % 7];
                   w.vgpr[10][l] = bits(1.0f + 0x1p-12f * static_cast<float>(l));
                   w.vgpr[11][l] = bits(-65536.0f);
                   w.vgpr[12][l] = l;
                   w.vgpr[13][l] = bits(l % 2 ? NAN : 0.5f);
                   w.vgpr[14][l] = bits(l % 2 ? 0.0f : 3.0f);
                   w.vgpr[15][l] = bits(l % 2 ? INFINITY : 2.0f);
                   w.vgpr[16][l] = l * 4000u;
                   w.vgpr[17][l] = static_cast<uint32_t>(-static_cast<int32_t>(l) * 1000);
                 }
               });
  ASSERT_TRUE(r.result.ended) << faultText(r.result);
  const auto* g = r.wave->vgpr;
  for (uint32_t l = 0; l < kLanes; ++l) {
    EXPECT_EQ(g[20][l], halfBits[l % 13]) << l;
    EXPECT_EQ(g[21][l], bits(fromHalfValue[l % 7])) << l;
    // Towards zero: 1 + l/4096 keeps its top 10 mantissa bits; -65536 gives
    // the largest half, 0xfbff.
    EXPECT_EQ(g[22][l], (0x3c00u + l / 4) | 0xfbffu << 16) << l;
    const int32_t nibble = static_cast<int32_t>((l & 15) << 28) >> 28;
    EXPECT_EQ(f(g[23][l]), static_cast<float>(nibble) / 16.0f) << l;
    // med3(1 + l/4096, -65536, 0.5) = 0.5; with a NaN: min3 = -65536.
    EXPECT_EQ(f(g[24][l]), l % 2 ? -65536.0f : 0.5f) << l;
    EXPECT_EQ(f(g[25][l]), l % 2 ? 1.0f : 7.0f) << l;  // 0 * inf = 0 (DX9)
    const uint32_t u0 = std::min(l * 4000u, 0xffffu);
    EXPECT_EQ(g[26][l], u0 | (l ? 0xffffu : 0u) << 16) << l;
    const uint32_t i0 = std::min(l * 4000u, 32767u);
    const uint32_t i1 =
        static_cast<uint32_t>(std::max(-static_cast<int32_t>(l) * 1000, -32768)) & 0xffff;
    EXPECT_EQ(g[27][l], i0 | i1 << 16) << l;
  }
  // Round towards zero (the f64 field): 65520 -> 65504, -1e10 -> -65504,
  // 0x1.006p0 -> 0x3c01.
  EXPECT_EQ(g[28][2], 0x7bffu);
  EXPECT_EQ(g[28][10], 0xfbffu);
  EXPECT_EQ(g[28][12], 0x3c01u);
  EXPECT_EQ(g[28][5], 0x0000u);  // 0.75 of the smallest step, towards zero
}

}  // namespace
}  // namespace gpuasm::gcn::machine

namespace gpuasm::gcn::machine {
namespace {

// v_rndne rounds ties to even whatever MODE's rounding field says; v_sin and
// v_cos reduce their argument the same way in every mode (by hand).
TEST(GcnMachineFloatMode, RoundToNearestEvenIgnoresTheRoundingField) {
  const float in[] = {0.5f, 1.5f, 2.5f, -0.5f, -1.5f, 2.4f, 2.6f, -2.6f, 1e30f, -0.0f, 8388607.5f};
  const float out[] = {0.0f, 2.0f, 2.0f, -0.0f, -2.0f, 2.0f, 3.0f, -3.0f, 1e30f, -0.0f, 8388608.0f};
  for (uint32_t field : {0u, 1u, 2u, 3u}) {
    auto r = run("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), " + std::to_string(field) + R"(
      v_rndne_f32 v20, v8
      v_sin_f32 v21, v9
      v_cos_f32 v22, v9
      s_endpgm
    )",
                 [&](Wavefront& w) {
                   for (uint32_t l = 0; l < kLanes; ++l) {
                     w.vgpr[8][l] = bits(in[l % 11]);
                     w.vgpr[9][l] = bits(static_cast<float>(l % 4) * 0.25f + 3.0f);
                   }
                 });
    ASSERT_TRUE(r.result.ended) << faultText(r.result);
    for (uint32_t l = 0; l < kLanes; ++l) {
      EXPECT_EQ(r.wave->vgpr[20][l], bits(out[l % 11])) << field << " " << l;
      // 3 + k/4 turns: sin 0, 1, 0, -1; cos 1, 0, -1, 0.
      const float sines[] = {0.0f, 1.0f, 0.0f, -1.0f}, cosines[] = {1.0f, 0.0f, -1.0f, 0.0f};
      EXPECT_EQ(f(r.wave->vgpr[21][l]), sines[l % 4]) << field << " " << l;
      EXPECT_EQ(f(r.wave->vgpr[22][l]), cosines[l % 4]) << field << " " << l;
    }
  }
}

}  // namespace
}  // namespace gpuasm::gcn::machine
