// Floating-point instructions on the simulator (machine/float.cpp) against
// independent references: the host FPU with the rounding mode set here, bit
// patterns worked out by hand for .f16/.bf16 (their derivation beside each),
// the PTX ISA's rules for .ftz, .sat, NaN and signed zeros, and the
// documented error bounds of the approximations over many inputs.
#include <cmath>
#include <limits>
#include <random>

#include "float_harness.hpp"

namespace gpuasm::testing {
namespace {

using namespace floats;

constexpr uint32_t kCanonicalNaN32 = 0x7fffffffu;
constexpr uint64_t kCanonicalNaN64 = 0x7fffffffffffffffull;

// Random f32 bit patterns weighted toward the interesting: specials,
// subnormals, values near one another (cancellation), and plain random bits.
std::vector<uint32_t> floatPatterns(size_t count, uint64_t seed) {
  std::mt19937_64 random(seed);
  const uint32_t specials[] = {0x00000000, 0x80000000, 0x3f800000, 0xbf800000, 0x7f800000,
                               0xff800000, 0x7fc00000, 0x7f800001, 0xffc00001, 0x00000001,
                               0x807fffff, 0x00800000, 0x7f7fffff, 0xff7fffff, 0x33800000,
                               0x3f7fffff, 0x3f800001, 0x4b000000, 0x4b7fffff, 0x5f000000};
  std::vector<uint32_t> out;
  for (uint32_t s : specials) out.push_back(s);
  while (out.size() < count) {
    const uint32_t r = static_cast<uint32_t>(random());
    switch (random() % 4) {
      case 0:
        out.push_back(r);
        break;
      case 1:  // moderate exponents
        out.push_back((r & 0x807fffff) | ((100 + random() % 56) << 23));
        break;
      case 2:  // subnormal or tiny
        out.push_back(r & 0x80ffffff);
        break;
      default:  // one of the specials
        out.push_back(specials[random() % std::size(specials)]);
        break;
    }
  }
  return out;
}

std::vector<uint64_t> doublePatterns(size_t count, uint64_t seed) {
  std::mt19937_64 random(seed);
  const uint64_t specials[] = {0,
                               0x8000000000000000ull,
                               0x3ff0000000000000ull,
                               0x7ff0000000000000ull,
                               0xfff0000000000000ull,
                               0x7ff8000000000000ull,
                               0x0000000000000001ull,
                               0x7fefffffffffffffull,
                               0x3ff0000000000001ull,
                               0x4330000000000000ull};
  std::vector<uint64_t> out;
  for (uint64_t s : specials) out.push_back(s);
  while (out.size() < count) {
    const uint64_t r = random();
    switch (random() % 3) {
      case 0:
        out.push_back(r);
        break;
      case 1:
        out.push_back((r & 0x800fffffffffffffull) | ((900 + random() % 250) << 52));
        break;
      default:
        out.push_back(specials[random() % std::size(specials)]);
        break;
    }
  }
  return out;
}

uint64_t expect32(float value) {
  return std::isnan(value) ? kCanonicalNaN32 : bitsOf(value);
}
uint64_t expect64(double value) {
  return std::isnan(value) ? kCanonicalNaN64 : bitsOf(value);
}

// An f32 instruction with `sources` operands in each rounding mode against the host.
template <class F>
void checkF32(const std::string& mnemonic, int sources, F host) {
  const std::vector<uint32_t> a = floatPatterns(600, 1), b = floatPatterns(600, 2),
                              c = floatPatterns(600, 3);
  std::vector<Input> inputs;
  for (size_t i = 0; i < a.size(); ++i) inputs.push_back({a[i], b[i], c[i]});
  for (int mode = 0; mode < 4; ++mode) {
    std::string operands = sources == 1 ? "%fa" : sources == 2 ? "%fa, %fb" : "%fa, %fb, %fc";
    const std::string code =
        "  " + mnemonic + "." + kModeNames[mode] + ".f32 %fd, " + operands + ";";
    const std::vector<uint64_t> got = runEach(code, Result::F32, inputs);
    ASSERT_EQ(got.size(), inputs.size());
    for (size_t i = 0; i < inputs.size(); ++i) {
      const float x = floatOf(a[i]), y = floatOf(b[i]), z = floatOf(c[i]);
      const float want = inMode(kHostModes[mode], [&] { return host(x, y, z); });
      ASSERT_EQ(got[i], expect32(want))
          << code << " of " << std::hex << a[i] << " " << b[i] << " " << c[i];
    }
  }
}

template <class F>
void checkF64(const std::string& mnemonic, int sources, F host) {
  const std::vector<uint64_t> a = doublePatterns(400, 4), b = doublePatterns(400, 5),
                              c = doublePatterns(400, 6);
  std::vector<Input> inputs;
  for (size_t i = 0; i < a.size(); ++i) inputs.push_back({a[i], b[i], c[i]});
  for (int mode = 0; mode < 4; ++mode) {
    std::string operands = sources == 1 ? "%da" : sources == 2 ? "%da, %db" : "%da, %db, %dc";
    const std::string code =
        "  " + mnemonic + "." + kModeNames[mode] + ".f64 %dd, " + operands + ";";
    const std::vector<uint64_t> got = runEach(code, Result::F64, inputs);
    ASSERT_EQ(got.size(), inputs.size());
    for (size_t i = 0; i < inputs.size(); ++i) {
      const double x = doubleOf(a[i]), y = doubleOf(b[i]), z = doubleOf(c[i]);
      const double want = inMode(kHostModes[mode], [&] { return host(x, y, z); });
      ASSERT_EQ(got[i], expect64(want))
          << code << " of " << std::hex << a[i] << " " << b[i] << " " << c[i];
    }
  }
}

TEST(PtxFloat, F32ArithmeticInEachRoundingModeIsTheHostsIeeeResult) {
  checkF32("add", 2, [](float x, float y, float) { return opaque(opaque(x) + opaque(y)); });
  checkF32("sub", 2, [](float x, float y, float) { return opaque(opaque(x) - opaque(y)); });
  checkF32("mul", 2, [](float x, float y, float) { return opaque(opaque(x) * opaque(y)); });
  checkF32("fma", 3, [](float x, float y, float z) {
    return opaque(std::fma(opaque(x), opaque(y), opaque(z)));
  });
  checkF32("mad", 3, [](float x, float y, float z) {
    return opaque(std::fma(opaque(x), opaque(y), opaque(z)));
  });
  checkF32("div", 2, [](float x, float y, float) { return opaque(opaque(x) / opaque(y)); });
  checkF32("rcp", 1, [](float x, float, float) { return opaque(1.0f / opaque(x)); });
  checkF32("sqrt", 1, [](float x, float, float) { return opaque(std::sqrt(opaque(x))); });
}

TEST(PtxFloat, F64ArithmeticInEachRoundingModeIsTheHostsIeeeResult) {
  checkF64("add", 2, [](double x, double y, double) { return opaque(opaque(x) + opaque(y)); });
  checkF64("sub", 2, [](double x, double y, double) { return opaque(opaque(x) - opaque(y)); });
  checkF64("mul", 2, [](double x, double y, double) { return opaque(opaque(x) * opaque(y)); });
  checkF64("fma", 3, [](double x, double y, double z) {
    return opaque(std::fma(opaque(x), opaque(y), opaque(z)));
  });
  checkF64("div", 2, [](double x, double y, double) { return opaque(opaque(x) / opaque(y)); });
  checkF64("rcp", 1, [](double x, double, double) { return opaque(1.0 / opaque(x)); });
  checkF64("sqrt", 1, [](double x, double, double) { return opaque(std::sqrt(opaque(x))); });
}

void checkCases(const std::string& code, Result result, const std::vector<Case>& cases,
                std::string_view target = kSm90);

// .f32x2 (sm_100): each .f32 half of the .b64 operands is what the scalar form gives it, in
// each rounding mode, with .ftz flushing each half alone.
template <class F>
void checkF32Pair(const std::string& mnemonic, int sources, F host) {
  const std::vector<uint32_t> a = floatPatterns(400, 7), b = floatPatterns(400, 8),
                              c = floatPatterns(400, 9);
  auto pair = [](uint32_t low, uint32_t high) { return uint64_t{high} << 32 | low; };
  std::vector<Input> inputs;
  for (size_t i = 0; i < a.size(); ++i) {
    const size_t j = a.size() - 1 - i;  // the high halves another case's values
    inputs.push_back({pair(a[i], a[j]), pair(b[i], b[j]), pair(c[i], c[j])});
  }
  for (int mode = 0; mode < 4; ++mode) {
    for (const std::string ftz : {"", ".ftz"}) {
      const std::string operands = sources == 2 ? "%la, %lb" : "%la, %lb, %lc";
      const std::string code =
          "  " + mnemonic + "." + kModeNames[mode] + ftz + ".f32x2 %ld, " + operands + ";";
      const std::vector<uint64_t> got = runEach(code, Result::B64, inputs, kSm100);
      ASSERT_EQ(got.size(), inputs.size());
      auto half = [&](uint64_t bits, int which) {
        float value = floatOf(static_cast<uint32_t>(bits >> (32 * which)));
        if (!ftz.empty() && std::fpclassify(value) == FP_SUBNORMAL)
          value = std::copysign(0.0f, value);
        return value;
      };
      for (size_t i = 0; i < inputs.size(); ++i) {
        uint64_t want = 0;
        for (int which = 0; which < 2; ++which) {
          float r = inMode(kHostModes[mode], [&] {
            return host(half(inputs[i][0], which), half(inputs[i][1], which),
                        half(inputs[i][2], which));
          });
          if (!ftz.empty() && std::fpclassify(r) == FP_SUBNORMAL) r = std::copysign(0.0f, r);
          want |= expect32(r) << (32 * which);
        }
        ASSERT_EQ(got[i], want) << code << " of " << std::hex << inputs[i][0] << " " << inputs[i][1]
                                << " " << inputs[i][2];
      }
    }
  }
}

TEST(PtxFloat, F32PairArithmeticIsTheScalarFormOnEachHalf) {
  checkF32Pair("add", 2, [](float x, float y, float) { return opaque(opaque(x) + opaque(y)); });
  checkF32Pair("sub", 2, [](float x, float y, float) { return opaque(opaque(x) - opaque(y)); });
  checkF32Pair("mul", 2, [](float x, float y, float) { return opaque(opaque(x) * opaque(y)); });
  checkF32Pair("fma", 3, [](float x, float y, float z) {
    return opaque(std::fma(opaque(x), opaque(y), opaque(z)));
  });
}

TEST(PtxFloat, F32PairResultsWorkedByHand) {
  // {1.0, 2.0} + {0.5, -3.0} = {1.5, -1.0}: 0x3fc00000 low, 0xbf800000 high. Without a
  // rounding modifier add rounds to nearest: 1 + 2^-24 (0x33800000) is a tie, kept at 1.0;
  // .rp takes it up to 1 + 2^-23 (0x3f800001).
  checkCases("  add.f32x2 %ld, %la, %lb;", Result::B64,
             {{{0x400000003f800000, 0xc04000003f000000, 0}, 0xbf8000003fc00000},
              {{0x3f8000003f800000, 0x3380000033800000, 0}, 0x3f8000003f800000}},
             kSm100);
  checkCases("  add.rp.f32x2 %ld, %la, %lb;", Result::B64,
             {{{0x3f8000003f800000, 0x3380000033800000, 0}, 0x3f8000013f800001}}, kSm100);
  // fma.rn of {3, 0.5} * {4, 0.5} + {-12, 1} = {0, 1.25}: 0x00000000 low, 0x3fa00000 high;
  // inf * 0 in one half is the canonical NaN there and leaves the other half alone.
  checkCases("  fma.rn.f32x2 %ld, %la, %lb, %lc;", Result::B64,
             {{{0x3f00000040400000, 0x3f00000040800000, 0x3f800000c1400000}, 0x3fa0000000000000},
              {{0x7f8000003f800000, 0x000000003f800000, 0}, 0x7fffffff3f800000}},
             kSm100);
  // .ftz flushes the subnormal high half (2^-149) to +0 and leaves the low one's 2^-126 + 0.
  checkCases("  sub.ftz.f32x2 %ld, %la, %lb;", Result::B64,
             {{{0x0000000100800000, 0x0000000000000000, 0}, 0x0000000000800000}}, kSm100);
}

void checkCases(const std::string& code, Result result, const std::vector<Case>& cases,
                std::string_view target) {
  std::vector<Input> inputs;
  for (const Case& c : cases) inputs.push_back(c.input);
  const std::vector<uint64_t> got = runEach(code, result, inputs, target);
  ASSERT_EQ(got.size(), cases.size());
  for (size_t i = 0; i < cases.size(); ++i)
    EXPECT_EQ(got[i], cases[i].want)
        << code << " case " << i << std::hex << " of " << cases[i].input[0] << ", "
        << cases[i].input[1] << ", " << cases[i].input[2];
}

TEST(PtxFloat, FtzFlushesSubnormalInputsAndResultsToSignedZero) {
  // 0x00000001 is 2^-149; 0x00800000 the smallest normal 2^-126.
  checkCases("  add.ftz.f32 %fd, %fa, %fb;", Result::F32,
             {{{0x00000001, 0x00000000, 0}, 0x00000000},    // subnormal input: 0 + 0
              {{0x80000001, 0x80000000, 0}, 0x80000000},    // -0 + -0 = -0
              {{0x00800000, 0x80000001, 0}, 0x00800000},    // the subnormal flushed: unchanged
              {{0x00c00000, 0x80800000, 0}, 0x00000000},    // 1.5*2^-126 - 2^-126: subnormal out
              {{0x80c00000, 0x00800000, 0}, 0x80000000}});  // its negative: -0
  // Without .ftz the same sums keep the subnormals (IEEE).
  checkCases(
      "  add.f32 %fd, %fa, %fb;", Result::F32,
      {{{0x00000001, 0x00000000, 0}, 0x00000001}, {{0x00c00000, 0x80800000, 0}, 0x00400000}});
}

TEST(PtxFloat, SatClampsToZeroOneAndNaNToPositiveZero) {
  checkCases("  add.sat.f32 %fd, %fa, %fb;", Result::F32,
             {{{bitsOf(0.75f), bitsOf(0.5f), 0}, bitsOf(1.0f)},
              {{bitsOf(-3.0f), bitsOf(1.0f), 0}, 0},
              {{bitsOf(0.25f), bitsOf(0.5f), 0}, bitsOf(0.75f)},
              {{0x7f800000, 0xff800000, 0}, 0},    // inf - inf: NaN -> +0
              {{0x80000000, 0x80000000, 0}, 0}});  // -0 -> +0
  checkCases("  mul.rz.sat.f32 %fd, %fa, %fb;", Result::F32,
             {{{bitsOf(3.0f), bitsOf(3.0f), 0}, bitsOf(1.0f)}});
}

TEST(PtxFloat, NaNResultsAreCanonicalAndInvalidOperationsGiveThem) {
  // inf * 0, inf - inf, 0 / 0, sqrt(-1); and a NaN input with a payload.
  checkCases(
      "  mul.rn.f32 %fd, %fa, %fb;", Result::F32,
      {{{0x7f800000, 0, 0}, kCanonicalNaN32}, {{0xffc12345, bitsOf(1.0f), 0}, kCanonicalNaN32}});
  checkCases("  sqrt.rn.f32 %fd, %fa;", Result::F32,
             {{{bitsOf(-1.0f), 0, 0}, kCanonicalNaN32}, {{0x80000000, 0, 0}, 0x80000000}});
  checkCases("  div.rn.f64 %dd, %da, %db;", Result::F64, {{{0, 0, 0}, kCanonicalNaN64}});
}

// The approximations against the documented bounds: PTX ISA 9.7.3 (sin, cos:
// absolute error 2^-20.5 in -100pi..100pi; lg2: 2^-22 absolute in the
// mantissa; ex2: 2 ulp; rsqrt: relative 2^-22.9; rcp.approx 1 ulp; sqrt.approx
// relative 2^-23; tanh: relative 2^-11; div.approx and div.full: 2 ulp).
double ulpOf(float value) {
  const float next = std::nextafter(std::fabs(value), std::numeric_limits<float>::infinity());
  return static_cast<double>(next) - std::fabs(static_cast<double>(value));
}

template <class Exact>
void checkBound(const std::string& code, const std::vector<float>& xs, Exact exact,
                const char* kind, double bound) {
  std::vector<Input> inputs;
  for (float x : xs) inputs.push_back({bitsOf(x), bitsOf(0.75f), 0});
  const std::vector<uint64_t> got = runEach(code, Result::F32, inputs);
  ASSERT_EQ(got.size(), xs.size());
  double worst = 0;
  for (size_t i = 0; i < xs.size(); ++i) {
    const long double want = exact(static_cast<long double>(xs[i]));
    const double value = floatOf(got[i]);
    double error = 0;
    if (std::string_view(kind) == "abs") error = std::fabs(static_cast<double>(value - want));
    if (std::string_view(kind) == "rel")
      error = want == 0 ? (value == 0 ? 0 : INFINITY)
                        : std::fabs(static_cast<double>((value - want) / want));
    if (std::string_view(kind) == "ulp")
      error = std::fabs(static_cast<double>(value - want)) / ulpOf(static_cast<float>(want));
    worst = std::max(worst, error);
    ASSERT_LE(error, bound) << code << " at " << xs[i] << ": " << value << " against "
                            << static_cast<double>(want);
  }
  EXPECT_GT(worst, 0.0) << code << ": every result exact is not an approximation test";
}

std::vector<float> range(float from, float to, size_t count) {
  std::vector<float> xs;
  for (size_t i = 0; i < count; ++i)
    xs.push_back(from + (to - from) * static_cast<float>(i) / static_cast<float>(count - 1));
  return xs;
}

TEST(PtxFloat, ApproximationsStayWithinTheirDocumentedBounds) {
  const float pi = 3.14159265f;
  checkBound(
      "  sin.approx.f32 %fd, %fa;", range(-100 * pi, 100 * pi, 4001),
      [](long double x) { return std::sin(x); }, "abs", std::exp2(-20.5));
  checkBound(
      "  cos.approx.ftz.f32 %fd, %fa;", range(-100 * pi, 100 * pi, 4001),
      [](long double x) { return std::cos(x); }, "abs", std::exp2(-20.5));
  checkBound(
      "  lg2.approx.f32 %fd, %fa;", range(0.5f, 2.0f, 3001),
      [](long double x) { return std::log2(x); }, "abs", std::exp2(-22.0));
  checkBound(
      "  ex2.approx.f32 %fd, %fa;", range(-100.0f, 100.0f, 3001),
      [](long double x) { return std::exp2(x); }, "ulp", 2.0);
  checkBound(
      "  rsqrt.approx.f32 %fd, %fa;", range(1e-30f, 1e30f, 3001),
      [](long double x) { return 1.0L / std::sqrt(x); }, "rel", std::exp2(-22.9));
  checkBound(
      "  rcp.approx.ftz.f32 %fd, %fa;", range(-1e30f, 1e30f, 3000),
      [](long double x) { return 1.0L / x; }, "ulp", 1.0);
  checkBound(
      "  sqrt.approx.f32 %fd, %fa;", range(0.0f, 1e30f, 3001),
      [](long double x) { return std::sqrt(x); }, "rel", std::exp2(-23.0));
  checkBound(
      "  tanh.approx.f32 %fd, %fa;", range(-9.0f, 9.0f, 3000),
      [](long double x) { return std::tanh(x); }, "rel", std::exp2(-11.0));
  checkBound(
      "  div.approx.f32 %fd, %fa, %fb;", range(-1e6f, 1e6f, 3000),
      [](long double x) { return x / 0.75L; }, "ulp", 2.0);
  checkBound(
      "  div.full.ftz.f32 %fd, %fa, %fb;", range(-1e30f, 1e30f, 3000),
      [](long double x) { return x / 0.75L; }, "ulp", 2.0);
}

TEST(PtxFloat, ApproximationsSpecialValuesFollowThePtxIsa) {
  const uint32_t inf = 0x7f800000, ninf = 0xff800000;
  checkCases("  sin.approx.f32 %fd, %fa;", Result::F32,
             {{{inf, 0, 0}, kCanonicalNaN32}, {{0x80000000, 0, 0}, 0x80000000}});
  checkCases("  lg2.approx.f32 %fd, %fa;", Result::F32,
             {{{0, 0, 0}, ninf},
              {{bitsOf(-1.0f), 0, 0}, kCanonicalNaN32},
              {{inf, 0, 0}, inf},
              {{bitsOf(8.0f), 0, 0}, bitsOf(3.0f)}});
  checkCases("  ex2.approx.ftz.f32 %fd, %fa;", Result::F32,
             {{{ninf, 0, 0}, 0}, {{inf, 0, 0}, inf}, {{bitsOf(-3.0f), 0, 0}, bitsOf(0.125f)}});
  checkCases("  rsqrt.approx.f32 %fd, %fa;", Result::F32,
             {{{0, 0, 0}, inf},
              {{0x80000000, 0, 0}, ninf},
              {{inf, 0, 0}, 0},
              {{bitsOf(4.0f), 0, 0}, bitsOf(0.5f)}});
  checkCases("  rcp.approx.f32 %fd, %fa;", Result::F32,
             {{{0x80000000, 0, 0}, ninf}, {{bitsOf(4.0f), 0, 0}, bitsOf(0.25f)}});
  // div.approx: for 2^126 < |b| < 2^128 the result is 0 (PTX ISA 9.7.3.8).
  checkCases(
      "  div.approx.f32 %fd, %fa, %fb;", Result::F32,
      {{{bitsOf(1.0f), 0x7f000000, 0}, 0}, {{bitsOf(1.0f), bitsOf(4.0f), 0}, bitsOf(0.25f)}});
  checkCases("  rcp.approx.ftz.f64 %dd, %da;", Result::F64,
             {{{bitsOf(4.0), 0, 0}, bitsOf(0.25)}, {{1, 0, 0}, 0x7ff0000000000000ull}});
}

TEST(PtxFloat, MinMaxFollowThePtxNaNAndSignedZeroRules) {
  const uint32_t one = bitsOf(1.0f), two = bitsOf(2.0f), nan = 0x7fc00001, minusTwo = bitsOf(-2.0f);
  checkCases("  min.f32 %fd, %fa, %fb;", Result::F32,
             {{{one, two, 0}, one},
              {{nan, two, 0}, two},  // a NaN loses to a number
              {{two, nan, 0}, two},
              {{nan, nan, 0}, kCanonicalNaN32},
              {{0x00000000, 0x80000000, 0}, 0x80000000},  // -0 < +0
              {{0x80000000, 0x00000000, 0}, 0x80000000}});
  checkCases(
      "  max.f32 %fd, %fa, %fb;", Result::F32,
      {{{one, two, 0}, two}, {{0x80000000, 0x00000000, 0}, 0x00000000}, {{nan, one, 0}, one}});
  checkCases("  min.NaN.f32 %fd, %fa, %fb;", Result::F32,
             {{{nan, two, 0}, kCanonicalNaN32}, {{one, two, 0}, one}});
  // |a| vs |b|, the sign the xor of theirs: min(|-2|, |1|) = 1, sign - ^ + = -.
  checkCases("  min.xorsign.abs.f32 %fd, %fa, %fb;", Result::F32,
             {{{minusTwo, one, 0}, bitsOf(-1.0f)}, {{minusTwo, bitsOf(-1.0f), 0}, one}});
  checkCases("  max.xorsign.abs.f32 %fd, %fa, %fb;", Result::F32, {{{minusTwo, one, 0}, minusTwo}});
  checkCases("  min.ftz.f32 %fd, %fa, %fb;", Result::F32, {{{0x00000005, 0x00000009, 0}, 0}});
  checkCases("  max.f64 %dd, %da, %db;", Result::F64,
             {{{bitsOf(-1.0), bitsOf(3.0), 0}, bitsOf(3.0)},
              {{0x7ff8000000000000ull, bitsOf(3.0), 0}, bitsOf(3.0)}});
}

TEST(PtxFloat, AbsNegCopysignAndTestpReadTheBits) {
  checkCases("  abs.f32 %fd, %fa;", Result::F32,
             {{{0xbf800000, 0, 0}, 0x3f800000},
              {{0x80000000, 0, 0}, 0},
              {{0xffc00000, 0, 0}, 0x7fc00000}});
  checkCases("  abs.ftz.f32 %fd, %fa;", Result::F32, {{{0x80000003, 0, 0}, 0}});
  checkCases("  neg.f64 %dd, %da;", Result::F64, {{{0, 0, 0}, 0x8000000000000000ull}});
  // copysign d, a, b: |b| with a's sign.
  checkCases(
      "  copysign.f32 %fd, %fa, %fb;", Result::F32,
      {{{0x80000000, bitsOf(2.5f), 0}, bitsOf(-2.5f)}, {{0, bitsOf(-2.5f), 0}, bitsOf(2.5f)}});
  const std::vector<Input> values = {{0},          {0x00000001}, {0x3f800000},
                                     {0x7f800000}, {0x7fc00000}, {0xff800000}};
  // zero, subnormal, normal, inf, NaN, -inf.
  const std::pair<const char*, std::vector<uint64_t>> tests[] = {
      {"finite", {1, 1, 1, 0, 0, 0}}, {"infinite", {0, 0, 0, 1, 0, 1}},
      {"number", {1, 1, 1, 1, 0, 1}}, {"notanumber", {0, 0, 0, 0, 1, 0}},
      {"normal", {0, 0, 1, 0, 0, 0}}, {"subnormal", {0, 1, 0, 0, 0, 0}}};
  for (const auto& [name, want] : tests) {
    EXPECT_EQ(runEach(std::string("  testp.") + name + ".f32 %p, %fa;", Result::Pred, values), want)
        << name;
  }
}

TEST(PtxFloat, SetpHasTheOrderedAndUnorderedComparisons) {
  const uint32_t one = bitsOf(1.0f), two = bitsOf(2.0f), nan = 0x7fc00000;
  const std::vector<Input> pairs = {{one, two}, {two, one}, {one, one}, {nan, one}, {one, nan}};
  // One row a comparison: its truth on each pair, by IEEE: a NaN makes the
  // ordered ones false and the unordered ones (…u) true.
  const std::pair<const char*, std::vector<uint64_t>> compares[] = {
      {"eq", {0, 0, 1, 0, 0}},  {"ne", {1, 1, 0, 0, 0}},  {"lt", {1, 0, 0, 0, 0}},
      {"le", {1, 0, 1, 0, 0}},  {"gt", {0, 1, 0, 0, 0}},  {"ge", {0, 1, 1, 0, 0}},
      {"equ", {0, 0, 1, 1, 1}}, {"neu", {1, 1, 0, 1, 1}}, {"ltu", {1, 0, 0, 1, 1}},
      {"leu", {1, 0, 1, 1, 1}}, {"gtu", {0, 1, 0, 1, 1}}, {"geu", {0, 1, 1, 1, 1}},
      {"num", {1, 1, 1, 0, 0}}, {"nan", {0, 0, 0, 1, 1}}};
  for (const auto& [name, want] : compares) {
    EXPECT_EQ(runEach(std::string("  setp.") + name + ".f32 %p, %fa, %fb;", Result::Pred, pairs),
              want)
        << name;
  }
  // `p|q`: q is the complement.
  EXPECT_EQ(runEach("  setp.lt.f32 %q|%p, %fa, %fb;", Result::Pred, pairs),
            (std::vector<uint64_t>{0, 1, 1, 1, 1}));
  // .ftz: two different subnormals compare equal (both flushed to zero).
  EXPECT_EQ(runEach("  setp.eq.ftz.f32 %p, %fa, %fb;", Result::Pred, {{1, 2}}),
            std::vector<uint64_t>{1});
  EXPECT_EQ(runEach("  setp.eq.f32 %p, %fa, %fb;", Result::Pred, {{1, 2}}),
            std::vector<uint64_t>{0});
  // f16: 0x3c00 is 1.0, 0x4000 2.0, 0x7e00 a NaN.
  EXPECT_EQ(runEach("  setp.ltu.f16 %p, %ha, %hb;", Result::Pred,
                    {{0x3c00, 0x4000}, {0x4000, 0x3c00}, {0x7e00, 0x3c00}}),
            (std::vector<uint64_t>{1, 0, 1}));
  EXPECT_EQ(runEach("  setp.gt.f64 %p, %da, %db;", Result::Pred,
                    {{bitsOf(2.0), bitsOf(1.0)}, {bitsOf(1.0), bitsOf(2.0)}}),
            (std::vector<uint64_t>{1, 0}));
}

TEST(PtxFloat, SetpAndSetCombineAFloatComparisonWithAPredicate) {
  // c is the third input (0 or 1); the truth of the comparison by IEEE (a NaN
  // makes lt false and ltu true), then and/or/xor with c or !c on the host.
  const uint32_t one = bitsOf(1.0f), two = bitsOf(2.0f), nan = 0x7fc00000;
  std::vector<Input> inputs;
  for (uint64_t c : {0, 1})
    for (auto [a, b] : {std::pair{one, two}, std::pair{two, one}, std::pair{nan, one}})
      inputs.push_back({a, b, c});
  auto lessThan = [](const Input& in, bool unordered) {
    const float a = std::bit_cast<float>(static_cast<uint32_t>(in[0]));
    const float b = std::bit_cast<float>(static_cast<uint32_t>(in[1]));
    return (std::isnan(a) || std::isnan(b)) ? unordered : a < b;
  };
  auto combine = [](std::string_view op, bool t, bool c) {
    return op == "and" ? t && c : op == "or" ? t || c : t != c;
  };
  for (std::string_view op : {"and", "or", "xor"}) {
    for (bool negated : {false, true}) {
      std::vector<uint64_t> p, q, set;
      for (const Input& in : inputs) {
        const bool c = (in[2] != 0) != negated;
        p.push_back(combine(op, lessThan(in, false), c));
        q.push_back(combine(op, !lessThan(in, false), c));
        set.push_back(combine(op, lessThan(in, true), c) ? 0xffffffffu : 0u);
      }
      const std::string c = negated ? "!%q" : "%q";
      const std::string setC = "  setp.ne.u32 %q, %rc, 0;\n";
      const std::string name = std::string(op) + (negated ? " !c" : " c");
      EXPECT_EQ(runEach(setC + "  setp.lt." + std::string(op) + ".f32 %p, %fa, %fb, " + c + ";",
                        Result::Pred, inputs),
                p)
          << name;
      // ptxas 13 takes .ftz on either side of the operation.
      EXPECT_EQ(
          runEach(setC + "  setp.lt.ftz." + std::string(op) + ".f32 %q|%p, %fa, %fb, " + c + ";",
                  Result::Pred, inputs),
          q)
          << name;
      EXPECT_EQ(
          runEach(setC + "  set.ltu." + std::string(op) + ".ftz.u32.f32 %rd, %fa, %fb, " + c + ";",
                  Result::B32, inputs),
          set)
          << name;
    }
  }
  // An .f32 result is 1.0 (0x3f800000): 2 > 1 and c = 1.
  EXPECT_EQ(runEach("  setp.ne.u32 %q, %rc, 0;\n  set.gt.and.f32.f32 %fd, %fa, %fb, %q;",
                    Result::F32, {{two, one, 1}, {two, one, 0}}),
            (std::vector<uint64_t>{0x3f800000u, 0u}));
}

TEST(PtxFloat, SetWritesOneOrAllOnesAndSlctSelectsByTheSignOfAFloat) {
  checkCases("  set.lt.f32.f32 %fd, %fa, %fb;", Result::F32,
             {{{bitsOf(1.0f), bitsOf(2.0f), 0}, 0x3f800000}, {{bitsOf(2.0f), bitsOf(1.0f), 0}, 0}});
  checkCases("  set.gtu.u32.f32 %rd, %fa, %fb;", Result::B32,
             {{{0x7fc00000, bitsOf(2.0f), 0}, 0xffffffff}, {{bitsOf(1.0f), bitsOf(2.0f), 0}, 0}});
  checkCases("  set.lt.f32.s32 %fd, %ra, %rb;", Result::F32,
             {{{0xffffffff, 1, 0}, 0x3f800000}, {{1, 0xffffffff, 0}, 0}});
  // slct d, a, b, c: a where c >= 0 (-0.0 included), b where c < 0.
  checkCases("  slct.u32.f32 %rd, %ra, %rb, %fc;", Result::B32,
             {{{7, 9, bitsOf(0.5f)}, 7}, {{7, 9, 0x80000000}, 7}, {{7, 9, bitsOf(-0.5f)}, 9}});
}

// .f16 (1 sign, 5 exponent, 10 mantissa bits) and .bf16 (1, 8, 7): results
// worked out by hand in binary.
TEST(PtxFloat, HalfPrecisionArithmeticRoundsToNearestEvenOnce) {
  checkCases("  add.f16 %hd, %ha, %hb;", Result::B16,
             {// 1 + 2^-11: halfway between 1 and 1 + 2^-10: to the even, 1 (0x3c00)
              {{0x3c00, 0x1000, 0}, 0x3c00},
              // (1 + 2^-10) + 2^-11: halfway to 1 + 2^-9 (even mantissa 2): 0x3c02
              {{0x3c01, 0x1000, 0}, 0x3c02},
              // 65504 + 16 = 65520: halfway between 65504 and 2^16: to the even, inf
              {{0x7bff, 0x4c00, 0}, 0x7c00},
              // subnormals add exactly: 2^-24 + 2^-24 = 2^-23
              {{0x0001, 0x0001, 0}, 0x0002},
              // inf - inf: the canonical NaN
              {{0x7c00, 0xfc00, 0}, 0x7fff}});
  checkCases("  add.ftz.f16 %hd, %ha, %hb;", Result::B16, {{{0x0001, 0x0001, 0}, 0x0000}});
  checkCases("  add.sat.f16 %hd, %ha, %hb;", Result::B16, {{{0x3c00, 0x3c00, 0}, 0x3c00}});
  checkCases("  mul.f16 %hd, %ha, %hb;", Result::B16,
             {// 3 * 0.5 = 1.5 (0x3e00); 2^-14 * 2^-1 = 2^-15, a subnormal 0x0200
              {{0x4200, 0x3800, 0}, 0x3e00},
              {{0x0400, 0x3800, 0}, 0x0200}});
  // fma (1 + 2^-10)^2 + 2^-11 = 1 + 2^-9 + 2^-11 + 2^-20: above the halfway
  // point 1 + 2^-9 + 2^-11, so up to 1 + 3 * 2^-10 (0x3c03).
  checkCases("  fma.rn.f16 %hd, %ha, %hb, %hc;", Result::B16, {{{0x3c01, 0x3c01, 0x1000}, 0x3c03}});
  // relu: a negative result is +0; -1 * 1 + 0.5 = -0.5.
  checkCases("  fma.rn.relu.f16 %hd, %ha, %hb, %hc;", Result::B16,
             {{{0xbc00, 0x3c00, 0x3800}, 0x0000}, {{0x3c00, 0x3c00, 0x3800}, 0x3e00}});
  checkCases("  add.bf16 %hd, %ha, %hb;", Result::B16,
             {// bf16 1.0 = 0x3f80, 2^-8 = 0x3b80: 1 + 2^-8 is halfway: even, 0x3f80
              {{0x3f80, 0x3b80, 0}, 0x3f80},
              // (1 + 2^-7) + 2^-8: halfway to 1 + 2^-6: 0x3f82
              {{0x3f81, 0x3b80, 0}, 0x3f82}});
  checkCases("  fma.rn.bf16 %hd, %ha, %hb, %hc;", Result::B16,
             {// 2 * 3 + 1 = 7: 0x40e0
              {{0x4000, 0x4040, 0x3f80}, 0x40e0}});
  // Pairs, each half on its own: {1, 2} + {2, 2^-11 (f16)}.
  checkCases("  add.f16x2 %rd, %ra, %rb;", Result::B32,
             {{{0x40003c00, 0x10004000, 0}, 0x40004200}});
  checkCases("  mul.bf16x2 %rd, %ra, %rb;", Result::B32,
             {// {2 * 3, 1 * -1} = {6, -1}: 0x40c0, 0xbf80
              {{0x40003f80, 0x4040bf80, 0}, 0x40c0bf80}});
  checkCases("  neg.f16x2 %rd, %ra;", Result::B32, {{{0x3c00bc00, 0, 0}, 0xbc003c00}});
  checkCases("  abs.bf16 %hd, %ha;", Result::B16,
             {{{0xbf80, 0, 0}, 0x3f80}, {{0xffc1, 0, 0}, 0x7fff}});
  checkCases("  max.f16 %hd, %ha, %hb;", Result::B16, {{{0x3c00, 0x7e00, 0}, 0x3c00}});
  checkCases("  min.NaN.bf16x2 %rd, %ra, %rb;", Result::B32,
             {{{0x3f807fc0, 0x40004000, 0}, 0x3f807fff}});
}

TEST(PtxFloat, HalfPrecisionApproximationsStayWithinAnUlp) {
  // ex2.approx.f16: 2^x for x = -2 (0xc000) is 0.25 (0x3400) exactly; 2^0.5
  // = 1.41421..., whose nearest f16 is 0x3da8 (1 + 424/1024 = 1.4140625, the
  // next 1.4150390625 further).
  checkCases("  ex2.approx.f16 %hd, %ha;", Result::B16,
             {{{0xc000, 0, 0}, 0x3400}, {{0x3800, 0, 0}, 0x3da8}});
  // bf16 2^0.5: 1 + 53/128 = 1.4140625 (0x3fb5).
  checkCases("  ex2.approx.ftz.bf16 %hd, %ha;", Result::B16, {{{0x3f00, 0, 0}, 0x3fb5}});
  // tanh(0) = 0, tanh(-inf) = -1.
  checkCases("  tanh.approx.f16 %hd, %ha;", Result::B16,
             {{{0x0000, 0, 0}, 0x0000}, {{0xfc00, 0, 0}, 0xbc00}});
}

}  // namespace
}  // namespace gpuasm::testing
