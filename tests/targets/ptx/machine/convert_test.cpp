// cvt on the simulator (machine/convert.cpp) against independent references:
// the host FPU's conversions with the rounding mode set here (integers go to
// float through long double, which holds every 64-bit integer exactly, so the
// host rounds once), hand-derived .f16/.bf16 bit patterns, the PTX ISA's
// saturation rules; and the assembler's verdict on cvt's and the float
// instructions' modifier combinations, as ptxas 13 gives it (-arch=sm_90).
#include <cmath>
#include <limits>
#include <random>
#include <tuple>

#include "float_harness.hpp"

namespace gpuasm::testing {
namespace {

using namespace floats;

std::vector<uint64_t> integerPatterns(size_t count, uint64_t seed) {
  std::mt19937_64 random(seed);
  const uint64_t specials[] = {0,
                               1,
                               ~uint64_t{0},
                               0x7fffffffffffffffull,
                               0x8000000000000000ull,
                               0xffffffffull,
                               0x80000000ull,
                               0x7fffffffull,
                               0x1000001ull,         // 2^24 + 1: a tie for f32
                               0x1000003ull,         // 2^24 + 3: a tie to even upward
                               0x20000000000001ull,  // 2^53 + 1: a tie for f64
                               0xffffff7fffffffffull};
  std::vector<uint64_t> out(std::begin(specials), std::end(specials));
  while (out.size() < count) {
    const uint64_t r = random();
    out.push_back(r >> (random() % 64));
  }
  return out;
}

TEST(PtxConvert, IntegersToFloatInEachRoundingModeAreTheHostsConversion) {
  const std::vector<uint64_t> values = integerPatterns(500, 7);
  std::vector<Input> inputs;
  for (uint64_t v : values) inputs.push_back({v, 0, 0});
  struct Form {
    const char* source;
    const char* operand;
    bool f64;
  };
  const Form forms[] = {{"u32", "%ra", false}, {"s32", "%ra", false}, {"u64", "%la", false},
                        {"s64", "%la", false}, {"u64", "%la", true},  {"s64", "%la", true},
                        {"s16", "%ha", false}, {"u16", "%ha", true}};
  for (const Form& form : forms) {
    for (int mode = 0; mode < 4; ++mode) {
      const std::string code = std::string("  cvt.") + kModeNames[mode] +
                               (form.f64 ? ".f64." : ".f32.") + form.source +
                               (form.f64 ? " %dd, " : " %fd, ") + form.operand + ";";
      const std::vector<uint64_t> got = runEach(code, form.f64 ? Result::F64 : Result::F32, inputs);
      ASSERT_EQ(got.size(), values.size());
      for (size_t i = 0; i < values.size(); ++i) {
        const std::string source = form.source;
        const uint64_t v = values[i];
        long double exact = 0;
        if (source == "u32") exact = static_cast<uint32_t>(v);
        if (source == "s32") exact = static_cast<int32_t>(static_cast<uint32_t>(v));
        if (source == "u64") exact = v;
        if (source == "s64") exact = static_cast<int64_t>(v);
        if (source == "s16") exact = static_cast<int16_t>(static_cast<uint16_t>(v));
        if (source == "u16") exact = static_cast<uint16_t>(v);
        const uint64_t want =
            form.f64 ? bitsOf(inMode(kHostModes[mode],
                                     [&] { return opaque(static_cast<double>(opaque(exact))); }))
                     : bitsOf(inMode(kHostModes[mode],
                                     [&] { return opaque(static_cast<float>(opaque(exact))); }));
        ASSERT_EQ(got[i], want) << code << " of 0x" << std::hex << v;
      }
    }
  }
}

// PTX ISA 9.7.9.21: a float to an integer rounds as .rni .rzi .rmi .rpi say,
// then saturates to the destination's range; NaN becomes 0.
template <class Int>
uint64_t floatToIntegerByThePtxRule(long double value, int mode) {
  if (std::isnan(value)) return 0;
  const long double r = inMode(kHostModes[mode], [&] { return std::nearbyint(opaque(value)); });
  if (r >= static_cast<long double>(std::numeric_limits<Int>::max()))
    return static_cast<std::make_unsigned_t<Int>>(std::numeric_limits<Int>::max());
  if (r <= static_cast<long double>(std::numeric_limits<Int>::min()))
    return static_cast<std::make_unsigned_t<Int>>(std::numeric_limits<Int>::min());
  return static_cast<std::make_unsigned_t<Int>>(static_cast<Int>(r));
}

TEST(PtxConvert, FloatsToIntegersRoundAsToldAndSaturate) {
  std::mt19937_64 random(8);
  std::vector<uint32_t> floats = {0x7fc00000, 0x7f800000, 0xff800000, 0x4f000000, 0x4f800000,
                                  0xcf000000, 0x3f000000, 0x3fc00000, 0xbf000000, 0xbfc00000,
                                  0x40200000, 0x80000001, 0x5f000000, 0xdf000001};
  while (floats.size() < 400) {
    const uint32_t r = static_cast<uint32_t>(random());
    floats.push_back((r & 0x807fffff) | ((110 + random() % 60) << 23));
  }
  std::vector<Input> inputs;
  for (uint32_t f : floats) inputs.push_back({f, bitsOf(static_cast<double>(floatOf(f))), 0});
  const char* irnd[] = {"rni", "rzi", "rmi", "rpi"};
  for (int mode = 0; mode < 4; ++mode) {
    const auto s32 =
        runEach(std::string("  cvt.") + irnd[mode] + ".s32.f32 %rd, %fa;", Result::B32, inputs);
    const auto u32 =
        runEach(std::string("  cvt.") + irnd[mode] + ".u32.f32 %rd, %fa;", Result::B32, inputs);
    const auto s64 =
        runEach(std::string("  cvt.") + irnd[mode] + ".s64.f64 %ld, %db;", Result::B64, inputs);
    const auto u64 =
        runEach(std::string("  cvt.") + irnd[mode] + ".u64.f32 %ld, %fa;", Result::B64, inputs);
    const auto u16 =
        runEach(std::string("  cvt.") + irnd[mode] + ".u16.f32 %hd, %fa;", Result::B16, inputs);
    ASSERT_EQ(s32.size(), floats.size());
    for (size_t i = 0; i < floats.size(); ++i) {
      const long double v = floatOf(floats[i]);
      ASSERT_EQ(s32[i], floatToIntegerByThePtxRule<int32_t>(v, mode)) << irnd[mode] << " " << v;
      ASSERT_EQ(u32[i], floatToIntegerByThePtxRule<uint32_t>(v, mode)) << irnd[mode] << " " << v;
      ASSERT_EQ(s64[i], floatToIntegerByThePtxRule<int64_t>(v, mode)) << irnd[mode] << " " << v;
      ASSERT_EQ(u64[i], floatToIntegerByThePtxRule<uint64_t>(v, mode)) << irnd[mode] << " " << v;
      ASSERT_EQ(u16[i], floatToIntegerByThePtxRule<uint16_t>(v, mode)) << irnd[mode] << " " << v;
    }
  }
  // A signed 8-bit result sign-extends into its 32-bit register; 300.0 saturates to 127.
  EXPECT_EQ(runEach("  cvt.rzi.s8.f32 %rd, %fa;", Result::B32,
                    {{bitsOf(-5.5f)}, {bitsOf(300.0f)}, {bitsOf(-300.0f)}}),
            (std::vector<uint64_t>{0xfffffffb, 127, 0xffffff80}));
}

TEST(PtxConvert, FloatToFloatRoundsNarrowingAndRoundsToIntegralValues) {
  std::mt19937_64 random(9);
  std::vector<Input> inputs;
  const uint64_t specials[] = {0x7ff8000000000000ull, 0x3ff0000010000000ull,  // 1 + 2^-24: a tie
                               0x36a0000000000000ull,  // 2^-149: the smallest f32 subnormal
                               0x3690000000000000ull,  // 2^-150: half of it, a tie to zero
                               0x47efffffe0000000ull,  // halfway above FLT_MAX
                               0xc7efffffe0000000ull};
  for (uint64_t s : specials) inputs.push_back({0, s, 0});
  while (inputs.size() < 500)
    inputs.push_back({0, (random() & 0x800fffffffffffffull) | ((760 + random() % 530) << 52), 0});
  for (int mode = 0; mode < 4; ++mode) {
    const auto got = runEach(std::string("  cvt.") + kModeNames[mode] + ".f32.f64 %fd, %db;",
                             Result::F32, inputs);
    ASSERT_EQ(got.size(), inputs.size());
    for (size_t i = 0; i < inputs.size(); ++i) {
      const double d = doubleOf(inputs[i][1]);
      const float want =
          inMode(kHostModes[mode], [&] { return opaque(static_cast<float>(opaque(d))); });
      ASSERT_EQ(got[i], std::isnan(want) ? 0x7fffffffu : bitsOf(want))
          << kModeNames[mode] << " " << d;
    }
  }
  // Widening is exact; f32 to f32 with integer rounding is rint in the mode.
  std::vector<Input> floats;
  for (float f : {0.5f, 1.5f, 2.5f, -0.5f, -2.5f, 1e30f, 0.3f, -0.3f, 8388607.5f})
    floats.push_back({bitsOf(f), 0, 0});
  const char* irnd[] = {"rni", "rzi", "rmi", "rpi"};
  for (int mode = 0; mode < 4; ++mode) {
    const auto got =
        runEach(std::string("  cvt.") + irnd[mode] + ".f32.f32 %fd, %fa;", Result::F32, floats);
    ASSERT_EQ(got.size(), floats.size());
    for (size_t i = 0; i < floats.size(); ++i) {
      const float f = floatOf(floats[i][0]);
      EXPECT_EQ(got[i], bitsOf(inMode(kHostModes[mode], [&] { return std::nearbyint(opaque(f)); })))
          << irnd[mode] << " " << f;
    }
  }
  EXPECT_EQ(runEach("  cvt.f64.f32 %dd, %fa;", Result::F64, {{bitsOf(0.1f)}}),
            std::vector<uint64_t>{bitsOf(static_cast<double>(0.1f))});
  // .sat: [0, 1], NaN to 0; .ftz: a subnormal f32 result flushed.
  EXPECT_EQ(runEach("  cvt.sat.f32.f32 %fd, %fa;", Result::F32,
                    {{bitsOf(1.5f)}, {bitsOf(-0.25f)}, {0x7fc00000}, {bitsOf(0.25f)}}),
            (std::vector<uint64_t>{bitsOf(1.0f), 0, 0, bitsOf(0.25f)}));
  EXPECT_EQ(runEach("  cvt.rn.ftz.f32.f64 %fd, %db;", Result::F32, {{0, bitsOf(-1e-40)}}),
            std::vector<uint64_t>{0x80000000});
  EXPECT_EQ(runEach("  cvt.rn.f32.f64 %fd, %db;", Result::F32, {{0, bitsOf(-1e-40)}}),
            std::vector<uint64_t>{bitsOf(static_cast<float>(-1e-40))});
}

// f32 to f16 (1, 5, 10 bits) and bf16 (1, 8, 7 bits), each worked out in binary.
TEST(PtxConvert, SinglesToHalvesRoundByHandDerivedBits) {
  const std::vector<Case> half = {
      {{bitsOf(1.0f)}, 0x3c00},
      {{bitsOf(-2.0f)}, 0xc000},
      {{bitsOf(65504.0f)}, 0x7bff},                          // the largest f16
      {{bitsOf(65520.0f)}, 0x7c00},                          // halfway to 2^16: even is inf
      {{bitsOf(65519.0f)}, 0x7bff},                          // below halfway
      {{bitsOf(std::ldexp(1.0f, -24))}, 0x0001},             // the smallest subnormal
      {{bitsOf(std::ldexp(1.0f, -25))}, 0x0000},             // halfway to it: even is 0
      {{bitsOf(std::ldexp(1.5f, -25))}, 0x0001},             // above halfway
      {{bitsOf(1.0f + std::ldexp(1.0f, -11))}, 0x3c00},      // tie: even mantissa 0
      {{bitsOf(1.0f + 3 * std::ldexp(1.0f, -11))}, 0x3c02},  // tie: even mantissa 2
      {{0x7fc00000}, 0x7fff},                                // NaN: canonical
      {{0xff800000}, 0xfc00},                                // -inf
      {{0x80000000}, 0x8000}};
  std::vector<Input> inputs;
  std::vector<uint64_t> want;
  for (const Case& c : half) {
    inputs.push_back({c.input[0], 0, 0});
    want.push_back(c.want);
  }
  EXPECT_EQ(runEach("  cvt.rn.f16.f32 %hd, %fa;", Result::B16, inputs), want);
  // Toward zero: 65520 and beyond stay at the largest finite; ties truncate.
  EXPECT_EQ(
      runEach("  cvt.rz.f16.f32 %hd, %fa;", Result::B16,
              {{bitsOf(65520.0f)}, {bitsOf(1e10f)}, {bitsOf(1.0f + 3 * std::ldexp(1.0f, -11))}}),
      (std::vector<uint64_t>{0x7bff, 0x7bff, 0x3c01}));
  // Toward +inf: any excess goes up; a negative overflow stays finite.
  EXPECT_EQ(runEach("  cvt.rp.f16.f32 %hd, %fa;", Result::B16,
                    {{bitsOf(1.0f + std::ldexp(1.0f, -20))}, {bitsOf(-1e10f)}, {bitsOf(1e-30f)}}),
            (std::vector<uint64_t>{0x3c01, 0xfbff, 0x0001}));
  EXPECT_EQ(
      runEach("  cvt.rm.f16.f32 %hd, %fa;", Result::B16, {{bitsOf(-1e-30f)}, {bitsOf(1e-30f)}}),
      (std::vector<uint64_t>{0x8001, 0x0000}));
  EXPECT_EQ(runEach("  cvt.rn.bf16.f32 %hd, %fa;", Result::B16,
                    {{0x3f800000},    // 1.0
                     {0x3f808000},    // 1 + 2^-8: halfway, even: 0x3f80
                     {0x3f818000},    // 1 + 2^-7 + 2^-8: halfway, even: 0x3f82
                     {0x3f808001},    // above halfway: 0x3f81
                     {0x7f7fffff},    // FLT_MAX: above bf16's largest by more than half: inf
                     {0x7fc00001},    // NaN: canonical
                     {0x00010000}}),  // a subnormal bf16 kept: 0x0001
            (std::vector<uint64_t>{0x3f80, 0x3f80, 0x3f82, 0x3f81, 0x7f80, 0x7fff, 0x0001}));
  EXPECT_EQ(runEach("  cvt.rz.bf16.f32 %hd, %fa;", Result::B16, {{0x7f7fffff}, {0x3f80ffff}}),
            (std::vector<uint64_t>{0x7f7f, 0x3f80}));
  EXPECT_EQ(runEach("  cvt.rn.relu.bf16.f32 %hd, %fa;", Result::B16,
                    {{bitsOf(-2.0f)}, {bitsOf(2.0f)}, {0x7fc00000}}),
            (std::vector<uint64_t>{0x0000, 0x4000, 0x7fff}));
  // A pair: a to the upper half, b to the lower.
  EXPECT_EQ(
      runEach("  cvt.rn.f16x2.f32 %rd, %fa, %fb;", Result::B32, {{bitsOf(1.0f), bitsOf(-2.0f)}}),
      std::vector<uint64_t>{0x3c00c000});
  EXPECT_EQ(
      runEach("  cvt.rn.bf16x2.f32 %rd, %fa, %fb;", Result::B32, {{bitsOf(2.0f), bitsOf(1.0f)}}),
      std::vector<uint64_t>{0x40003f80});
  EXPECT_EQ(runEach("  cvt.rn.satfinite.f16x2.f32 %rd, %fa, %fb;", Result::B32,
                    {{bitsOf(1e6f), bitsOf(-1e6f)}}),
            std::vector<uint64_t>{0x7bfffbff});
}

TEST(PtxConvert, HalvesWidenExactly) {
  // f16: 0x0001 = 2^-24 (f32 0x33800000); 0x3555 = 2^-2 * (1 + 341/1024)
  // = 0.333251953125; 0x7c00 = inf; a NaN: the canonical f32 NaN.
  EXPECT_EQ(runEach("  cvt.f32.f16 %fd, %ha;", Result::F32,
                    {{0x0001}, {0x3555}, {0x7c00}, {0xfe00}, {0x8000}}),
            (std::vector<uint64_t>{0x33800000, bitsOf(0.333251953125f), 0x7f800000, 0x7fffffff,
                                   0x80000000}));
  // bf16 is the upper half of an f32.
  EXPECT_EQ(runEach("  cvt.f32.bf16 %fd, %ha;", Result::F32, {{0x3fb5}, {0x0001}}),
            (std::vector<uint64_t>{0x3fb50000, 0x00010000}));
  EXPECT_EQ(runEach("  cvt.f64.f16 %dd, %ha;", Result::F64, {{0xbc00}}),
            std::vector<uint64_t>{bitsOf(-1.0)});
  EXPECT_EQ(runEach("  cvt.rzi.s32.f16 %rd, %ha;", Result::B32, {{0xc580}}),  // -5.5
            std::vector<uint64_t>{0xfffffffb});
  EXPECT_EQ(runEach("  cvt.rn.f16.s32 %hd, %ra;", Result::B16, {{2049}, {0xffffffff}}),
            (std::vector<uint64_t>{0x6800, 0xbc00}));  // 2049: halfway, even 2048; -1
}

TEST(PtxConvert, IntegerSaturationClampsToTheDestinationRange) {
  EXPECT_EQ(runEach("  cvt.sat.s8.s32 %rd, %ra;", Result::B32, {{300}, {0xfffffe00}, {5}}),
            (std::vector<uint64_t>{127, 0xffffff80, 5}));
  EXPECT_EQ(runEach("  cvt.sat.u32.s32 %rd, %ra;", Result::B32, {{0xfffffffb}, {7}}),
            (std::vector<uint64_t>{0, 7}));
  EXPECT_EQ(runEach("  cvt.sat.s32.u32 %rd, %ra;", Result::B32, {{0xffffffff}}),
            std::vector<uint64_t>{0x7fffffff});
  EXPECT_EQ(runEach("  cvt.sat.u16.s64 %hd, %la;", Result::B16, {{~uint64_t{0}}, {70000}}),
            (std::vector<uint64_t>{0, 0xffff}));
}

// cvt.pack.sat (PTX ISA 9.7.9.21): each .s32 source clamped to the
// destination type, a's field above b's; the 8-bit forms put c above the
// pair. Expected values worked out by hand from that definition.
TEST(PtxConvert, PackSaturatesEachSourceAndPutsAAboveB) {
  EXPECT_EQ(runEach("  cvt.pack.sat.u16.s32 %rd, %ra, %rb;", Result::B32,
                    {{70000, 0xfffffffb}, {1, 2}, {0x80000000, 0x7fffffff}}),
            // 70000 -> 0xffff, -5 -> 0; 1 and 2; INT_MIN -> 0, INT_MAX -> 0xffff
            (std::vector<uint64_t>{0xffff0000, 0x00010002, 0x0000ffff}));
  EXPECT_EQ(runEach("  cvt.pack.sat.s16.s32 %rd, %ra, %rb;", Result::B32,
                    {{static_cast<uint32_t>(-40000), 123}, {0xffffffff, 40000}}),
            // -40000 -> -32768 (0x8000), 123; -1 (0xffff), 40000 -> 32767
            (std::vector<uint64_t>{0x8000007b, 0xffff7fff}));
  EXPECT_EQ(runEach("  cvt.pack.sat.u8.s32.b32 %rd, %ra, %rb, %rc;", Result::B32,
                    {{300, 0xffffffff, 0x12345678}, {7, 9, 0}}),
            // 300 -> 0xff, -1 -> 0, c's low 16 bits above: 0x5678
            (std::vector<uint64_t>{0x5678ff00, 0x00000709}));
  EXPECT_EQ(runEach("  cvt.pack.sat.s8.s32.b32 %rd, %ra, %rb, %rc;", Result::B32,
                    {{static_cast<uint32_t>(-200), 100, 0xffff}}),
            // -200 -> -128 (0x80), 100 (0x64), c = 0xffff above
            (std::vector<uint64_t>{0xffff8064}));
}

// Each form with ptxas 13's verdict (ptxas -arch=sm_90, run by hand on these
// lines): the valid ones assemble, the invalid ones are refused as invalid.
TEST(PtxConvert, ModifierCombinationsAreThoseOfPtxas) {
  const char* valid[] = {"cvt.rn.f32.u32 %f1, %r1",
                         "cvt.rzi.s32.f32 %s1, %f1",
                         "cvt.rzi.sat.s32.f32 %s1, %f1",
                         "cvt.rzi.ftz.s32.f32 %s1, %f1",
                         "cvt.rzi.s8.f32 %c1, %f1",
                         "cvt.f64.f32 %fd1, %f1",
                         "cvt.ftz.f64.f32 %fd1, %f1",
                         "cvt.rn.ftz.sat.f32.f64 %f1, %fd1",
                         "cvt.f32.f32 %f1, %f1",
                         "cvt.rni.ftz.sat.f32.f32 %f1, %f1",
                         "cvt.rn.f16.f32 %h1, %f1",
                         "cvt.rz.f16.f32 %h1, %f1",
                         "cvt.f32.f16 %f1, %h1",
                         "cvt.ftz.f32.f16 %f1, %h1",
                         "cvt.rn.relu.bf16.f32 %h1, %f1",
                         "cvt.rn.bf16x2.f32 %r1, %f1, %f2",
                         "cvt.rz.relu.f16x2.f32 %r1, %f1, %f2",
                         "cvt.rn.f16.f32 %r1, %f1",
                         "cvt.f32.f16 %f1, %hf1",
                         "cvt.rn.f32.u32 %f1, %ud1",
                         "cvt.sat.s8.s32 %c1, %s1",
                         "cvt.f16.bf16 %h1, %h1",
                         "cvt.rni.f16.f16 %h1, %h1",
                         "cvt.rn.f16.u8 %h1, %r1",
                         "add.rn.ftz.sat.f32 %f1, %f2, %f3",
                         "add.rm.f64 %fd1, %fd2, %fd3",
                         "mad.rn.sat.f32 %f1, %f2, %f3, %f1",
                         "div.full.ftz.f32 %f1, %f2, %f3",
                         "rcp.approx.ftz.f64 %fd1, %fd2",
                         "rcp.rn.ftz.f64 %fd1, %fd2",
                         "rsqrt.approx.f64 %fd1, %fd2",
                         "ex2.approx.ftz.bf16 %h1, %h2",
                         "add.f16x2 %r1, %r2, %r3",
                         "add.bf16 %h1, %h2, %h3",
                         "fma.rn.ftz.relu.f16 %h1, %h2, %h3, %h1",
                         "min.ftz.NaN.xorsign.abs.f32 %f1, %f2, %f3",
                         "min.NaN.bf16x2 %r1, %r2, %r3",
                         "setp.ltu.ftz.f32 %p1, %f1, %f2",
                         "setp.eq.bf16 %p1, %h1, %h2",
                         "set.lt.f32.s32 %f1, %s1, %s2",
                         "slct.ftz.u32.f32 %r1, %r2, %r3, %f1",
                         "testp.notanumber.f32 %p1, %r1",
                         "copysign.f64 %fd1, %fd2, %fd3",
                         "tanh.approx.bf16 %h1, %h2",
                         "add.f64 %fd1, %fd2, 0f3F800000",
                         "neg.ftz.f16 %h1, %h2"};
  for (const char* form : valid) {
    std::string error;
    EXPECT_TRUE(assembles(form, error)) << form << ": " << error;
  }
  const char* invalid[] = {"cvt.f32.u32 %f1, %r1",
                           "cvt.rni.f32.u32 %f1, %r1",
                           "cvt.s32.f32 %s1, %f1",
                           "cvt.rn.s32.f32 %s1, %f1",
                           "cvt.rzi.ftz.s32.f64 %s1, %fd1",
                           "cvt.rn.f64.f32 %fd1, %f1",
                           "cvt.f32.f64 %f1, %fd1",
                           "cvt.rn.f32.f32 %f1, %f1",
                           "cvt.f16.f32 %h1, %f1",
                           "cvt.rn.f32.f16 %f1, %h1",
                           "cvt.rn.relu.sat.f16.f32 %h1, %f1",
                           "cvt.rn.sat.bf16.f32 %h1, %f1",
                           "cvt.rn.u32.s32 %r1, %s1",
                           "cvt.ftz.u32.s32 %r1, %s1",
                           "cvt.rni.ftz.f16.f16 %h1, %h1",
                           "cvt.rn.ftz.f64.s32 %fd1, %s1",
                           "cvt.rn.relu.f16.f64 %h1, %fd1",
                           "cvt.rzi.f32.f16 %f1, %h1",
                           "add.sat.f64 %fd1, %fd2, %fd3",
                           "add.ftz.f64 %fd1, %fd2, %fd3",
                           "mad.f32 %f1, %f2, %f3, %f1",
                           "fma.f32 %f1, %f2, %f3, %f1",
                           "div.f32 %f1, %f2, %f3",
                           "div.f64 %fd1, %fd2, %fd3",
                           "rcp.f32 %f1, %f2",
                           "rcp.approx.f64 %fd1, %fd2",
                           "sqrt.f32 %f1, %f2",
                           "sqrt.rn.ftz.f64 %fd1, %fd2",
                           "ex2.approx.bf16 %h1, %h2",
                           "add.rz.f16 %h1, %h2, %h3",
                           "add.ftz.bf16 %h1, %h2, %h3",
                           "fma.rn.sat.relu.f16 %h1, %h2, %h3, %h1",
                           "fma.rn.sat.bf16 %h1, %h2, %h3, %h1",
                           "min.NaN.f64 %fd1, %fd2, %fd3",
                           "min.ftz.f64 %fd1, %fd2, %fd3",
                           "min.ftz.bf16 %h1, %h2, %h3",
                           "abs.ftz.f64 %fd1, %fd2",
                           "neg.ftz.bf16 %h1, %h2",
                           "setp.lo.f32 %p1, %f1, %f2",
                           "setp.eq.ftz.bf16 %p1, %h1, %h2",
                           "ex2.approx.ftz.f16x2 %r1, %r2",
                           "add.f16 %h1, %h2, 0f3F800000",
                           "add.approx.f32 %f1, %f2, %f3",
                           "add.rn.rz.f32 %f1, %f2, %f3",
                           "fma.rna.f32 %f1, %f2, %f3, %f1",
                           "min.rn.f32 %f1, %f2, %f3",
                           "sin.f32 %f1, %f2",
                           "testp.odd.f32 %p1, %f1"};
  for (const char* form : invalid) {
    std::string error;
    EXPECT_FALSE(assembles(form, error)) << form;
    EXPECT_NE(error.find("invalid"), std::string::npos) << form << ": " << error;
  }
  // Refused for their operands: a register of the wrong kind, a comparison
  // of another type's (the messages say which).
  const std::pair<const char*, const char*> refused[] = {
      {"setp.equ.u32 %p1, %r1, %r2", "does not apply"},
      {"cvt.rn.f16.f32 %ud1, %f1", "is declared .u64"},
      {"cvt.f32.f16 %f1, %us1", "is declared .u16"},
      {"add.bf16 %hf1, %hf2, %hf1", "is declared .f16"}};
  for (const auto& [form, message] : refused) {
    std::string error;
    EXPECT_FALSE(assembles(form, error)) << form;
    EXPECT_NE(error.find(message), std::string::npos) << form << ": " << error;
  }
}

// Forms newer than the module's target, with ptxas 13's "Feature ... requires
// .target sm_NN" (checked with -arch=sm_75, sm_80 and sm_86).
TEST(PtxConvert, FormsNewerThanTheTargetAreRefusedNamingTheTargetTheyNeed) {
  const std::tuple<const char*, const char*, const char*> forms[] = {
      {"sm_75", "add.bf16 %h1, %h2, %h3", "sm_90"},
      {"sm_80", "add.bf16 %h1, %h2, %h3", "sm_90"},
      {"sm_75", "fma.rn.bf16 %h1, %h2, %h3, %h1", "sm_80"},
      {"sm_75", "min.f16 %h1, %h2, %h3", "sm_80"},
      {"sm_75", "min.NaN.f32 %f1, %f2, %f3", "sm_80"},
      {"sm_80", "min.xorsign.abs.f32 %f1, %f2, %f3", "sm_86"},
      {"sm_75", "cvt.rn.relu.f16.f32 %h1, %f1", "sm_80"},
      {"sm_75", "cvt.rn.f16x2.f32 %r1, %f1, %f2", "sm_80"},
      {"sm_80", "cvt.rn.bf16.s32 %h1, %s1", "sm_90"},
      {"sm_86", "setp.eq.bf16 %p1, %h1, %h2", "sm_90"},
      {"sm_86", "tanh.approx.bf16 %h1, %h2", "sm_90"}};
  for (const auto& [target, form, needed] : forms) {
    std::string error;
    EXPECT_FALSE(assembles(form, error, target)) << form << " on " << target;
    EXPECT_NE(error.find(needed), std::string::npos) << form << ": " << error;
  }
  // And what those targets have (ptxas 13 accepts each).
  const std::pair<const char*, const char*> accepted[] = {
      {"sm_75", "tanh.approx.f32 %f1, %f2"},          {"sm_75", "ex2.approx.f16 %h1, %h2"},
      {"sm_80", "cvt.rn.bf16.f32 %h1, %f1"},          {"sm_80", "min.NaN.bf16x2 %r1, %r2, %r3"},
      {"sm_86", "min.xorsign.abs.f32 %f1, %f2, %f3"}, {"sm_75", "add.rn.f16 %h1, %h2, %h3"}};
  for (const auto& [target, form] : accepted) {
    std::string error;
    EXPECT_TRUE(assembles(form, error, target)) << form << " on " << target << ": " << error;
  }
}

}  // namespace
}  // namespace gpuasm::testing
