// The QPU's ALU semantics, flags, pack/unpack, rotation and SFU. Expected values
// are derived by hand in the comments, or by a separate reference computation in
// the test (the host FPU switched to round-toward-zero, exact integer formulas).
#include "targets/vc4/machine/alu.hpp"

#include <gtest/gtest.h>

#include <bit>
#include <cfenv>
#include <cmath>
#include <cstdint>
#include <utility>
#include <vector>

#include "targets/vc4/isa.hpp"
#include "targets/vc4/machine/float_mode.hpp"

namespace gpuasm::vc4 {
namespace {

uint32_t bitsOf(float value) {
  return std::bit_cast<uint32_t>(value);
}
float floatOf(uint32_t bits) {
  return std::bit_cast<float>(bits);
}

struct Case {
  uint32_t a, b;
  uint32_t result, carry;
};

// Runs `op` on up to 16 cases at once (one per lane) and checks each lane. The
// ops run in the host rounding mode the machine gives them (alu.hpp).
void expectLanes(Semantics op, const std::vector<Case>& cases) {
  ASSERT_LE(cases.size(), kLanes);
  Vector a{}, b{}, result{}, carry{};
  for (size_t i = 0; i < cases.size(); ++i) a[i] = cases[i].a, b[i] = cases[i].b;
  {
    QpuRounding mode;
    op(a, b, result, carry);
  }
  for (size_t i = 0; i < cases.size(); ++i) {
    EXPECT_EQ(result[i], cases[i].result)
        << std::hex << "lane " << i << ": a=0x" << cases[i].a << " b=0x" << cases[i].b;
    EXPECT_EQ(carry[i], cases[i].carry)
        << std::hex << "carry, lane " << i << ": a=0x" << cases[i].a << " b=0x" << cases[i].b;
  }
}

std::pair<uint32_t, uint32_t> runOne(Semantics op, uint32_t a, uint32_t b) {
  Vector va{}, vb{}, result{}, carry{};
  va.fill(a);
  vb.fill(b);
  {
    QpuRounding mode;
    op(va, vb, result, carry);
  }
  return {result[0], carry[0]};
}

// A reproducible stream of 32-bit values (xorshift32).
struct Random {
  uint32_t state = 0x2545f491u;
  uint32_t next() {
    state ^= state << 13;
    state ^= state >> 17;
    state ^= state << 5;
    return state;
  }
  // A normal float with a biased exponent in [low, high].
  uint32_t normal(uint32_t low, uint32_t high) {
    uint32_t r = next();
    return (r & 0x807fffffu) | ((low + (next() % (high - low + 1))) << 23);
  }
};

// The host FPU in round-toward-zero mode, restored afterwards: the reference
// for the QPU's float rounding. Results in the denormal range are flushed to a
// signed zero by hand, as the QPU does.
struct TowardZero {
  int saved = std::fegetround();
  TowardZero() { std::fesetround(FE_TOWARDZERO); }
  ~TowardZero() { std::fesetround(saved); }
};
uint32_t flushByHand(uint32_t bits) {
  return (bits & 0x7f800000u) == 0 ? bits & 0x80000000u : bits;
}

constexpr uint32_t kOne = 0x3f800000u;  // 1.0f
constexpr uint32_t kTwo = 0x40000000u;
constexpr uint32_t kInf = 0x7f800000u;
constexpr uint32_t kNegInf = 0xff800000u;
constexpr uint32_t kNaN = 0x7fc00000u;
constexpr uint32_t kMaxFloat = 0x7f7fffffu;
constexpr uint32_t kMinNormal = 0x00800000u;
constexpr uint32_t kNegZero = 0x80000000u;

// ---- integer ops ------------------------------------------------------------

TEST(Vc4AluInteger, AddWrapsAndSetsCarryOnUnsignedOverflow) {
  expectLanes(opAdd, {
                         {5, 7, 12, 0},
                         {0xffffffffu, 1, 0, 1},            // 2^32 wraps, carry out
                         {0x7fffffffu, 1, 0x80000000u, 0},  // signed overflow only
                         {0x80000000u, 0x80000000u, 0, 1},
                         {0xfffffffeu, 0xffffffffu, 0xfffffffdu, 1},  // -2 + -1
                     });
}

TEST(Vc4AluInteger, SubSetsCarryOnUnsignedBorrow) {
  expectLanes(opSub, {
                         {5, 3, 2, 0},
                         {0, 1, 0xffffffffu, 1},            // py-videocore: C set for 0 - 1
                         {1, 1, 0, 0},                      // and clear for 1 - 1
                         {0x80000000u, 1, 0x7fffffffu, 0},  // 2^31 >= 1 unsigned
                         {1, 0x80000000u, 0x80000001u, 1},  // 1 < 2^31 unsigned
                         {0xffffffffu, 0xfffffffeu, 1, 0},
                     });
}

TEST(Vc4AluInteger, ShlUsesLowFiveBitsAndCarriesLastBitOut) {
  expectLanes(opShl, {
                         {4, 30, 0, 1},            // addendum: shl 30 sets C to bit 2 (set)
                         {8, 30, 0, 0},            // bit 2 of 8 is clear; 8 << 30 = 2^33 wraps to 0
                         {6, 30, 0x80000000u, 1},  // N from bit 1, C from bit 2
                         {0x12345678u, 0, 0x12345678u, 0},   // shift 0: nothing out
                         {0x12345678u, 32, 0x12345678u, 0},  // 32 & 31 = 0
                         {0x12345678u, 36, 0x23456780u, 1},  // 36 & 31 = 4, bit 28 out
                         {1, 31, 0x80000000u, 0},            // bit 1 of 1 is clear
                         {3, 31, 0x80000000u, 1},            // bit 1 of 3 is set
                         {0x80000000u, 1, 0, 1},             // bit 31 out
                         {1, 0xffffffffu, 0x80000000u, 0},   // -1 & 31 = 31
                     });
}

TEST(Vc4AluInteger, ShrIsLogicalAndCarriesLastBitOut) {
  expectLanes(opShr, {
                         {0x80000001u, 1, 0x40000000u, 1},
                         {0x80000001u, 0, 0x80000001u, 0},
                         {0x80000001u, 32, 0x80000001u, 0},
                         {0x80000000u, 31, 1, 0},  // bit 30 out: clear
                         {0xc0000000u, 31, 1, 1},  // bit 30 out: set
                         {0xf0u, 4, 0xfu, 0},      // bit 3 out: clear
                         {0xf8u, 4, 0xfu, 1},      // bit 3 out: set
                     });
}

TEST(Vc4AluInteger, AsrExtendsTheSign) {
  expectLanes(opAsr, {
                         {0x80000000u, 31, 0xffffffffu, 0},
                         {0x80000000u, 4, 0xf8000000u, 0},
                         {0xffffffffu, 1, 0xffffffffu, 1},
                         {0x40000000u, 1, 0x20000000u, 0},
                         {0x80000000u, 33, 0xc0000000u, 0},  // 33 & 31 = 1
                         {0xfffffff0u, 0, 0xfffffff0u, 0},
                     });
}

TEST(Vc4AluInteger, RorRotatesRightWithoutCarry) {
  expectLanes(opRor, {
                         {1, 1, 0x80000000u, 0},
                         {0x12345678u, 4, 0x81234567u, 0},
                         {0x12345678u, 0, 0x12345678u, 0},
                         {0x12345678u, 32, 0x12345678u, 0},
                         {0x12345678u, 31, 0x2468acf0u, 0},  // ror 31 = rol 1
                     });
}

TEST(Vc4AluInteger, MinMaxAreSignedAndCarryWhenAIsGreater) {
  expectLanes(opMin, {
                         {0xffffffffu, 1, 0xffffffffu, 0},  // -1 < 1
                         {5, 3, 3, 1},
                         {0x80000000u, 0x7fffffffu, 0x80000000u, 0},
                         {7, 7, 7, 0},
                     });
  expectLanes(opMax, {
                         {0xffffffffu, 1, 1, 0},
                         {5, 3, 5, 1},
                         {0x80000000u, 0x7fffffffu, 0x7fffffffu, 0},
                         {7, 7, 7, 0},
                     });
}

TEST(Vc4AluInteger, BitwiseOpsAndClz) {
  expectLanes(opAnd, {{0xff00ff00u, 0x0ff00ff0u, 0x0f000f00u, 0}});
  expectLanes(opOr, {{0xff00ff00u, 0x0ff00ff0u, 0xfff0fff0u, 0}});
  expectLanes(opXor, {{0xff00ff00u, 0x0ff00ff0u, 0xf0f0f0f0u, 0}});
  // Unary ops read the a operand.
  expectLanes(opNot, {{0x0f0f0f0fu, 0x12345678u, 0xf0f0f0f0u, 0}, {0, 0, 0xffffffffu, 0}});
  expectLanes(opClz, {
                         {0, 0xffffffffu, 32, 0},  // vc4asm: 32 - floor(log2(2x + 1))
                         {1, 0, 31, 0},
                         {0x80000000u, 0, 0, 0},
                         {0x00010000u, 0, 15, 0},
                         {0x00ffffffu, 0, 8, 0},
                     });
}

TEST(Vc4AluInteger, Mul24MultipliesLow24BitsUnsigned) {
  expectLanes(opMul24, {
                           {3, 4, 12, 0},
                           // 0xffffff^2 = 0xfffffe000001: low word kept, the product overflows.
                           {0xffffffu, 0xffffffu, 0xfe000001u, 1},
                           {0x01000000u, 5, 0, 0},                      // bit 24 is ignored
                           {0x12345678u, 2, 0x0068acf0u, 0},            // 0x345678 * 2
                           {0xffffffffu, 0xffffffffu, 0xfe000001u, 1},  // -1 reads as 0xffffff
                           {0x10000u, 0x10000u, 0, 1},                  // 2^32 exactly
                       });
}

// ---- 8-bit vector ops -------------------------------------------------------

TEST(Vc4AluV8, SaturatingAddAndSubtractPerByte) {
  // bytes (d c b a): a = 10 FF 80 40, b = 20 01 7F 40
  // adds: 40+40=80, 80+7F=FF, FF+01=100->FF, 10+20=30
  expectLanes(opV8adds, {{0x10ff8040u, 0x20017f40u, 0x30ffff80u, 0}, {0, 0, 0, 0}});
  // subs: 40-40=0, 80-7F=1, FF-01=FE, 10-20<0->0
  expectLanes(opV8subs, {{0x10ff8040u, 0x20017f40u, 0x00fe0100u, 0}, {0, 0xffffffffu, 0, 0}});
}

TEST(Vc4AluV8, MinMaxPerUnsignedByte) {
  expectLanes(opV8min, {{0x10ff8040u, 0x20017f40u, 0x10017f40u, 0}});
  expectLanes(opV8max, {{0x10ff8040u, 0x20017f40u, 0x20ff8040u, 0}});
}

TEST(Vc4AluV8, MuldRoundsTheProductOver255) {
  // byte0 1*127/255 = 0.498 -> 0; byte1 128*128/255 = 64.25 -> 64; byte2 255*7/255 = 7;
  // byte3 255*255/255 = 255.
  expectLanes(opV8muld, {{0xffff8001u, 0xff07807fu, 0xff074000u, 0},
                         // byte0 1*128/255 = 0.502 -> 1; byte1 200*100/255 = 78.4 -> 78
                         {0x0000c801u, 0x00006480u, 0x00004e01u, 0}});
  // Reference: the nearest integer to x*y/255 (no ties: 255 is odd), over all
  // byte pairs along the diagonal family (x, y) = (i, (i * 37 + 11) & 255).
  for (uint32_t i = 0; i < 256; ++i) {
    uint32_t x = i, y = (i * 37 + 11) & 255;
    auto expected = static_cast<uint32_t>(std::lround(x * y / 255.0));
    uint32_t a = x * 0x01010101u, b = y * 0x01010101u;
    EXPECT_EQ(runOne(opV8muld, a, b).first, expected * 0x01010101u) << x << " * " << y;
  }
}

// ---- float ops --------------------------------------------------------------

TEST(Vc4AluFloat, FaddRoundsTowardZeroAsMeasuredOnHardware) {
  // VC4CL wiki (NumericalCompliance): 358.6662292480469 - 3.0502657890319824 gives
  // 0x43b1ced7 on the QPU, where round-to-nearest gives 0x43b1ced8.
  EXPECT_EQ(runOne(opFsub, bitsOf(358.6662292480469f), bitsOf(3.0502657890319824f)).first,
            0x43b1ced7u);
  // 1 + 1.5 * 2^-24: nearest is 1 + 2^-23, toward zero is 1.
  EXPECT_EQ(runOne(opFadd, kOne, bitsOf(1.5f * 0x1p-24f)).first, kOne);
  // 1 - 2^-60: the exact value is just below 1, toward zero gives the float
  // below 1 (0x3f7fffff), although round-to-nearest (and a double sum) gives 1.
  EXPECT_EQ(runOne(opFadd, kOne, bitsOf(-0x1p-60f)).first, 0x3f7fffffu);
  EXPECT_EQ(runOne(opFsub, kOne, bitsOf(0x1p-60f)).first, 0x3f7fffffu);
  // Negative results round toward zero too: -1 - 1.5 * 2^-24 -> -1.
  EXPECT_EQ(runOne(opFsub, 0xbf800000u, bitsOf(1.5f * 0x1p-24f)).first, 0xbf800000u);
}

TEST(Vc4AluFloat, FaddFsubMatchHostRoundTowardZero) {
  Random random;
  for (int n = 0; n < 4000; ++n) {
    // Exponents close together and far apart, both signs.
    uint32_t a = random.normal(100, 154);
    uint32_t b = n % 2 ? random.normal(100, 154) : random.normal(60, 190);
    uint32_t sum, difference;
    {
      TowardZero mode;
      volatile float x = floatOf(a), y = floatOf(b);
      sum = flushByHand(bitsOf(x + y));
      difference = flushByHand(bitsOf(x - y));
    }
    ASSERT_EQ(runOne(opFadd, a, b).first, sum) << std::hex << a << " + " << b;
    ASSERT_EQ(runOne(opFsub, a, b).first, difference) << std::hex << a << " - " << b;
  }
}

TEST(Vc4AluFloat, FmulMatchesHostRoundTowardZero) {
  // (1 + 2^-23) * 1.75 = 1.75 + 1.75 ulp: nearest 0x3fe00002, toward zero 0x3fe00001.
  EXPECT_EQ(runOne(opFmul, 0x3f800001u, bitsOf(1.75f)).first, 0x3fe00001u);
  Random random;
  for (int n = 0; n < 4000; ++n) {
    uint32_t a = random.normal(64, 190), b = random.normal(64, 190);
    uint32_t product;
    {
      TowardZero mode;
      volatile float x = floatOf(a), y = floatOf(b);
      product = flushByHand(bitsOf(x * y));
    }
    ASSERT_EQ(runOne(opFmul, a, b).first, product) << std::hex << a << " * " << b;
  }
}

TEST(Vc4AluFloat, DenormalsFlushToSignedZero) {
  expectLanes(opFadd, {
                          {0x00000001u, 0, 0, 0},                // denormal input reads as +0
                          {0x80000001u, kNegZero, kNegZero, 0},  // -0 + -0 = -0
                          {0x007fffffu, kOne, kOne, 1},          // denormal + 1 = 1 exactly
                          // 1.5 * 2^-126 - 2^-126 = 2^-127, a denormal: flushed to +0.
                          {0x00c00000u, 0x80800000u, 0, 0},
                      });
  // 2^-126 * 0.5 underflows: +0, and -0 for a negative product.
  expectLanes(opFmul, {{kMinNormal, bitsOf(0.5f), 0, 0},
                       {kMinNormal, bitsOf(-0.5f), kNegZero, 0},
                       {0x00400000u, bitsOf(4.0f), 0, 0}});  // denormal input is 0
}

TEST(Vc4AluFloat, OverflowRoundsTowardZeroToLargestFloat) {
  expectLanes(opFadd,
              {{kMaxFloat, kMaxFloat, kMaxFloat, 1}, {0xff7fffffu, 0xff7fffffu, 0xff7fffffu, 0}});
  expectLanes(opFmul,
              {{kMaxFloat, kTwo, kMaxFloat, 0}, {kMaxFloat, bitsOf(-2.0f), 0xff7fffffu, 0}});
}

TEST(Vc4AluFloat, InfinityAndNaNFollowTheAddendum) {
  expectLanes(opFadd, {
                          {0, kNaN, kInf, 1},  // addendum: 0.0 + NaN = +Inf
                          {kInf, kOne, kInf, 1},
                          {kNegInf, kOne, kNegInf, 0},
                          {kInf, kNegInf, kInf, 1},      // NaN result written as +Inf
                          {0xffc00000u, 0, kNegInf, 0},  // a negative NaN reads as -Inf
                      });
  expectLanes(opFmul, {{0, kInf, kInf, 0}, {kInf, bitsOf(-2.0f), kNegInf, 0}});
}

TEST(Vc4AluFloat, FaddCarryIsSetForPositiveResults) {
  expectLanes(opFadd, {{kOne, kOne, kTwo, 1},
                       {kOne, 0xbf800000u, 0, 0},  // 1 + -1 = +0: not > 0
                       {0xc0000000u, kOne, 0xbf800000u, 0}});
  expectLanes(opFsub, {{kTwo, kOne, kOne, 1}, {kOne, kTwo, 0xbf800000u, 0}});
}

TEST(Vc4AluFloat, FminFmaxOrderSignedZerosAndCarryWhenAIsGreater) {
  expectLanes(opFmin, {
                          {kTwo, kOne, kOne, 1},
                          {kOne, kTwo, kOne, 0},
                          {0, kNegZero, kNegZero, 1},                  // +0 > -0
                          {0xc0400000u, 0xbf800000u, 0xc0400000u, 0},  // -3 < -1
                          {kNegInf, bitsOf(3.0f), kNegInf, 0},
                          {0x00000001u, kNegZero, kNegZero, 1},  // denormal reads as +0
                      });
  expectLanes(opFmax, {
                          {kTwo, kOne, kTwo, 1},
                          {kOne, kTwo, kTwo, 0},
                          {kNegZero, 0, 0, 0},
                          {kNaN, kInf, kNaN, 1},                    // VC4C: NaN orders above Inf
                          {0x80000001u, 0x80000002u, kNegZero, 0},  // both read as -0
                      });
}

TEST(Vc4AluFloat, FminabsFmaxabsCompareMagnitudes) {
  // |-3| = 3 > |2| = 2: C set; the result is a magnitude (sign clear).
  expectLanes(opFminabs, {{0xc0400000u, kTwo, kTwo, 1},
                          {kNegZero, 0xc0a00000u, 0, 0},  // min(|-0|, |-5|) = +0
                          {kOne, 0xbf800000u, kOne, 0}});
  expectLanes(opFmaxabs, {{0xc0400000u, kTwo, 0x40400000u, 1},
                          {kOne, 0xc0a00000u, 0x40a00000u, 0},
                          {kNegInf, kOne, kInf, 1}});
}

TEST(Vc4AluFloat, FtoiTruncatesAndZeroesOutOfRange) {
  expectLanes(opFtoi, {
                          {bitsOf(1.9f), 0, 1, 0},
                          {bitsOf(-1.9f), 0, 0xffffffffu, 0},
                          {bitsOf(0.5f), 0, 0, 0},
                          {bitsOf(-1000.75f), 0, static_cast<uint32_t>(-1000), 0},
                          {0x4f000000u, 0, 0x80000000u, 0},  // 2^31: VC4C, unsigned bits
                          {0x4f32d05eu, 0, 0xb2d05e00u, 0},  // 2^31 * (1 + 0x32d05e / 2^23) = 3e9
                          {0x4f800000u, 0, 0, 0},            // 2^32: out of range
                          {0xcf000000u, 0, 0x80000000u, 0},  // -2^31 fits
                          {0xcf000001u, 0, 0, 0},            // just below -2^31
                          {kInf, 0, 0, 0},
                          {kNegInf, 0, 0, 0},
                          {kNaN, 0, 0, 0},
                          {0x00000001u, 0, 0, 0},  // denormal
                          {kNegZero, 0, 0, 0},
                      });
}

TEST(Vc4AluFloat, ItofRoundsTowardZero) {
  expectLanes(opItof, {
                          {1, 0, kOne, 0},
                          {0xffffffffu, 0, 0xbf800000u, 0},  // -1
                          {0, 0, 0, 0},
                          // 2^31 - 1: toward zero 2147483520 (0x4effffff), nearest 2^31.
                          {0x7fffffffu, 0, 0x4effffffu, 0},
                          {16777217u, 0, 0x4b800000u, 0},    // 2^24 + 1 -> 2^24
                          {0x80000000u, 0, 0xcf000000u, 0},  // -2^31 exactly
                          // -16777219 lies halfway between -16777218 and -16777220:
                          // toward zero gives -16777218 = 0xcb800001.
                          {static_cast<uint32_t>(-16777219), 0, 0xcb800001u, 0},
                      });
  Random random;
  for (int n = 0; n < 2000; ++n) {
    uint32_t value = random.next();
    uint32_t expected;
    {
      TowardZero mode;
      volatile int32_t v = static_cast<int32_t>(value);
      expected = bitsOf(static_cast<float>(v));
    }
    ASSERT_EQ(runOne(opItof, value, 0).first, expected) << value;
  }
}

// ---- flags and conditions -------------------------------------------------

TEST(Vc4AluFlags, ConditionMaskForEveryCode) {
  Flags flags;
  for (uint32_t i = 0; i < kLanes; ++i) {
    flags.zero[i] = i & 1;
    flags.negative[i] = (i >> 1) & 1;
    flags.carry[i] = (i >> 2) & 1;
  }
  for (uint32_t condition = 0; condition < 8; ++condition) {
    LaneMask mask = conditionMask(condition, flags);
    for (uint32_t i = 0; i < kLanes; ++i) {
      // Table 2: never, always, ZS, ZC, NS, NC, CS, CC.
      bool z = i & 1, n = (i >> 1) & 1, c = (i >> 2) & 1;
      bool expected[8] = {false, true, z, !z, n, !n, c, !c};
      EXPECT_EQ(mask[i], expected[condition] ? 1u : 0u)
          << kConditionNames[condition] << " lane " << i;
    }
  }
}

TEST(Vc4AluFlags, SetFlagsUpdatesOnlyEnabledLanes) {
  Flags flags;
  flags.zero.fill(1);
  flags.negative.fill(1);
  flags.carry.fill(1);
  Vector result{}, carry{};
  LaneMask enabled{};
  for (uint32_t i = 0; i < kLanes; ++i) {
    result[i] = i % 3 == 0 ? 0 : (i % 3 == 1 ? 0x80000000u + i : i);
    carry[i] = i & 1;
    enabled[i] = i < 8 ? 1 : 0;
  }
  setFlags(*findOp(Unit::Add, "add"), result, carry, enabled, flags);
  for (uint32_t i = 0; i < kLanes; ++i) {
    if (i >= 8) {  // addendum: not updated where the condition failed
      EXPECT_EQ(flags.zero[i], 1u);
      EXPECT_EQ(flags.negative[i], 1u);
      EXPECT_EQ(flags.carry[i], 1u);
      continue;
    }
    EXPECT_EQ(flags.zero[i], i % 3 == 0 ? 1u : 0u) << i;
    EXPECT_EQ(flags.negative[i], i % 3 == 1 ? 1u : 0u) << i;
    EXPECT_EQ(flags.carry[i], i & 1) << i;
  }
}

TEST(Vc4AluFlags, FloatResultsSetFlagsFromTheirBits) {
  Flags flags;
  Vector result{}, carry{};
  result[0] = kNegZero;     // -0: not all bits zero, sign set
  result[1] = 0;            // +0
  result[2] = 0xbf800000u;  // -1
  result[3] = kOne;
  LaneMask enabled{};
  enabled.fill(1);
  setFlags(*findOp(Unit::Add, "fadd"), result, carry, enabled, flags);
  EXPECT_EQ(flags.zero[0], 0u);
  EXPECT_EQ(flags.negative[0], 1u);
  EXPECT_EQ(flags.zero[1], 1u);
  EXPECT_EQ(flags.negative[1], 0u);
  EXPECT_EQ(flags.negative[2], 1u);
  EXPECT_EQ(flags.zero[3], 0u);
  EXPECT_EQ(flags.negative[3], 0u);
}

// ---- unpack -----------------------------------------------------------------

TEST(Vc4AluUnpack, RegfileAIntegerModes) {
  uint32_t v = 0x8001ff7fu;  // bytes d c b a = 80 01 FF 7F
  EXPECT_EQ(unpackRegfileA(0, v, false), v);
  EXPECT_EQ(unpackRegfileA(1, v, false), 0xffffff7fu);  // int16 0xff7f sign-extended
  EXPECT_EQ(unpackRegfileA(2, v, false), 0xffff8001u);  // int16 0x8001 sign-extended
  EXPECT_EQ(unpackRegfileA(1, 0x12347fffu, false), 0x7fffu);
  EXPECT_EQ(unpackRegfileA(3, v, false), 0x80808080u);  // 8d replicated
  EXPECT_EQ(unpackRegfileA(4, v, false), 0x7fu);        // zero-extended bytes
  EXPECT_EQ(unpackRegfileA(5, v, false), 0xffu);
  EXPECT_EQ(unpackRegfileA(6, v, false), 0x01u);
  EXPECT_EQ(unpackRegfileA(7, v, false), 0x80u);
}

TEST(Vc4AluUnpack, RegfileAFloatModes) {
  EXPECT_EQ(unpackRegfileA(0, 0x12345678u, true), 0x12345678u);
  EXPECT_EQ(unpackRegfileA(1, 0xabcd3c00u, true), kOne);         // half 1.0
  EXPECT_EQ(unpackRegfileA(2, 0xc0001234u, true), 0xc0000000u);  // half -2.0
  EXPECT_EQ(unpackRegfileA(1, 0x7bffu, true), 0x477fe000u);      // 65504
  EXPECT_EQ(unpackRegfileA(1, 0x0001u, true), 0x33800000u);      // half denormal 2^-24
  EXPECT_EQ(unpackRegfileA(2, 0xfc000000u, true), kNegInf);
  EXPECT_EQ(unpackRegfileA(1, 0x8000u, true), kNegZero);
  EXPECT_EQ(unpackRegfileA(3, 0x80000000u, true), 0x80808080u);  // replicate, no conversion
  // Colour bytes to [0, 1]: 255 -> 1.0; 0 -> 0; 128/255 = 0.50196 = 2^-1 * (1 + 32896.5/2^23)
  // rounds to mantissa 0x8081: 0x3f008081.
  EXPECT_EQ(unpackRegfileA(4, 0x000000ffu, true), kOne);
  EXPECT_EQ(unpackRegfileA(5, 0x0000ff00u, true), kOne);
  EXPECT_EQ(unpackRegfileA(6, 0x00800000u, true), 0x3f008081u);
  EXPECT_EQ(unpackRegfileA(7, 0x00ffffffu, true), 0u);
}

TEST(Vc4AluUnpack, R4AlwaysConvertsToFloat) {
  for (bool floatInput : {false, true}) {
    EXPECT_EQ(unpackR4(0, 0x12345678u, floatInput), 0x12345678u);
    EXPECT_EQ(unpackR4(1, 0x00003c00u, floatInput), kOne);
    EXPECT_EQ(unpackR4(2, 0x3c000000u, floatInput), kOne);
    EXPECT_EQ(unpackR4(3, 0xab000000u, floatInput), 0xabababab);
    EXPECT_EQ(unpackR4(4, 0x000000ffu, floatInput), kOne);
    EXPECT_EQ(unpackR4(5, 0x00008000u, floatInput), 0x3f008081u);
    EXPECT_EQ(unpackR4(6, 0x00ff0000u, floatInput), kOne);
    EXPECT_EQ(unpackR4(7, 0xff000000u, floatInput), kOne);
    EXPECT_EQ(unpackR4(7, 0x00ffffffu, floatInput), 0u);
  }
}

// ---- pack -------------------------------------------------------------------

TEST(Vc4AluPack, IntegerTruncatingModesKeepTheRestOfTheWord) {
  uint32_t previous = 0x11223344u;
  EXPECT_EQ(packRegfileA(0, 0x123456abu, previous, false), 0x123456abu);
  EXPECT_EQ(packRegfileA(1, 0x123456abu, previous, false), 0x112256abu);
  EXPECT_EQ(packRegfileA(2, 0x123456abu, previous, false), 0x56ab3344u);
  EXPECT_EQ(packRegfileA(3, 0x123456abu, previous, false), 0xababababu);
  EXPECT_EQ(packRegfileA(4, 0x123456abu, previous, false), 0x112233abu);
  EXPECT_EQ(packRegfileA(5, 0x123456abu, previous, false), 0x1122ab44u);
  EXPECT_EQ(packRegfileA(6, 0x123456abu, previous, false), 0x11ab3344u);
  EXPECT_EQ(packRegfileA(7, 0x123456abu, previous, false), 0xab223344u);
  // 8-bit modes never convert floats (table 7 says "8-bit unsigned int" only).
  EXPECT_EQ(packRegfileA(4, kOne, previous, true), 0x11223300u);
}

TEST(Vc4AluPack, SaturatingModes) {
  uint32_t previous = 0x11223344u;
  // 16as / 16bs: signed 16-bit saturation.
  EXPECT_EQ(packRegfileA(9, 40000, previous, false), 0x11227fffu);
  EXPECT_EQ(packRegfileA(9, static_cast<uint32_t>(-40000), previous, false), 0x11228000u);
  EXPECT_EQ(packRegfileA(9, 5, previous, false), 0x11220005u);
  EXPECT_EQ(packRegfileA(9, 0xffffffffu, previous, false), 0x1122ffffu);
  EXPECT_EQ(packRegfileA(10, 40000, previous, false), 0x7fff3344u);
  EXPECT_EQ(packRegfileA(10, static_cast<uint32_t>(-32768), previous, false), 0x80003344u);
  // 8abcds / 8as..8ds: signed value saturated to [0, 255].
  EXPECT_EQ(packRegfileA(11, 300, previous, false), 0xffffffffu);
  EXPECT_EQ(packRegfileA(11, static_cast<uint32_t>(-5), previous, false), 0u);
  EXPECT_EQ(packRegfileA(11, 0x7f, previous, false), 0x7f7f7f7fu);
  EXPECT_EQ(packRegfileA(12, 256, previous, false), 0x112233ffu);
  EXPECT_EQ(packRegfileA(13, 0xffffffffu, previous, false), 0x11220044u);
  EXPECT_EQ(packRegfileA(14, 0x80, previous, false), 0x11803344u);
  EXPECT_EQ(packRegfileA(15, 1000, previous, false), 0xff223344u);
}

TEST(Vc4AluPack, ThirtyTwoBitSaturationUsesTheOverflow) {
  // 0x7fffffff + 1 overflows to 0x80000000: saturates to INT_MAX.
  EXPECT_TRUE(signedOverflow(12, 0x7fffffffu, 1, 0x80000000u));
  EXPECT_EQ(packRegfileA(8, 0x80000000u, 0, false, true), 0x7fffffffu);
  // INT_MIN - 1 overflows to 0x7fffffff: saturates to INT_MIN.
  EXPECT_TRUE(signedOverflow(13, 0x80000000u, 1, 0x7fffffffu));
  EXPECT_EQ(packRegfileA(8, 0x7fffffffu, 0, false, true), 0x80000000u);
  // No overflow: the value stands.
  EXPECT_FALSE(signedOverflow(12, 1, 2, 3));
  EXPECT_FALSE(signedOverflow(13, 0, 1, 0xffffffffu));            // 0 - 1 = -1 fits
  EXPECT_FALSE(signedOverflow(20, 0x7fffffffu, 1, 0x80000000u));  // not add/sub
  EXPECT_EQ(packRegfileA(8, 0x80000000u, 0, false, false), 0x80000000u);
  EXPECT_EQ(packRegfileA(8, 0x80000000u, 0, false), 0x80000000u);
}

TEST(Vc4AluPack, FloatSixteenBitModesConvertToHalf) {
  uint32_t previous = 0x11223344u;
  EXPECT_EQ(packRegfileA(1, kOne, previous, true), 0x11223c00u);
  EXPECT_EQ(packRegfileA(2, 0xc0000000u, previous, true), 0xc0003344u);   // -2.0
  EXPECT_EQ(packRegfileA(1, 0x477fe000u, previous, true), 0x11227bffu);   // 65504
  EXPECT_EQ(packRegfileA(1, bitsOf(1e6f), previous, true), 0x11227c00u);  // too big: Inf
  EXPECT_EQ(packRegfileA(1, bitsOf(0.5f), previous, true), 0x11223800u);
  // 1 + 2^-11 is halfway between halves 0x3c00 and 0x3c01: even -> 0x3c00;
  // 1 + 3 * 2^-11 is halfway between 0x3c01 and 0x3c02: even -> 0x3c02.
  EXPECT_EQ(packRegfileA(1, 0x3f801000u, previous, true), 0x11223c00u);
  EXPECT_EQ(packRegfileA(1, 0x3f803000u, previous, true), 0x11223c02u);
  // 2^-24 becomes the smallest half denormal.
  EXPECT_EQ(packRegfileA(1, 0x33800000u, previous, true), 0x11220001u);
  // The saturating 16-bit modes convert floats the same way.
  EXPECT_EQ(packRegfileA(9, kOne, previous, true), 0x11223c00u);
  EXPECT_EQ(packRegfileA(10, kOne, previous, true), 0x3c003344u);
}

TEST(Vc4AluPack, MulColourConvertsFloatToSaturatedByte) {
  uint32_t previous = 0x11223344u;
  // Page 30: c = sat[round(f * 255)].
  EXPECT_EQ(packMulColour(3, kOne, previous), 0xffffffffu);
  EXPECT_EQ(packMulColour(4, bitsOf(0.5f), previous), 0x11223380u);   // 127.5 -> 128
  EXPECT_EQ(packMulColour(5, bitsOf(0.25f), previous), 0x11224044u);  // 63.75 -> 64
  EXPECT_EQ(packMulColour(6, bitsOf(-1.0f), previous), 0x11003344u);  // below 0 -> 0
  EXPECT_EQ(packMulColour(7, bitsOf(2.0f), previous), 0xff223344u);   // above 1 -> 255
  EXPECT_EQ(packMulColour(4, 0, previous), 0x11223300u);
  EXPECT_EQ(packMulColour(4, kNaN, previous), 0x112233ffu);          // NaN reads as +Inf
  EXPECT_EQ(packMulColour(3, bitsOf(0.1f), previous), 0x1a1a1a1au);  // 25.5 -> 26
}

// ---- rotation ---------------------------------------------------------------

TEST(Vc4AluRotate, RotatesUpwards) {
  Vector v{};
  for (uint32_t i = 0; i < kLanes; ++i) v[i] = 100 + i;
  EXPECT_EQ(rotate(v, 0), v);
  Vector one = rotate(v, 1);  // table 5: element 0 moves to element 1
  EXPECT_EQ(one[1], 100u);
  EXPECT_EQ(one[0], 115u);
  EXPECT_EQ(one[15], 114u);
  Vector fifteen = rotate(v, 15);  // element 0 moves to element 15
  EXPECT_EQ(fifteen[15], 100u);
  EXPECT_EQ(fifteen[0], 101u);
  EXPECT_EQ(fifteen[14], 115u);
  EXPECT_EQ(rotate(v, 16), v);
  EXPECT_EQ(rotate(rotate(v, 5), 11), v);
}

// ---- SFU --------------------------------------------------------------------

TEST(Vc4AluSfu, ExactValuesAndSpecialCases) {
  EXPECT_EQ(sfu(SfuFunction::Reciprocal, kTwo), bitsOf(0.5f));
  EXPECT_EQ(sfu(SfuFunction::Reciprocal, 0), kInf);
  EXPECT_EQ(sfu(SfuFunction::Reciprocal, kNegZero), kNegInf);
  EXPECT_EQ(sfu(SfuFunction::Reciprocal, 0x00000010u), kInf);  // denormal reads as 0
  EXPECT_EQ(sfu(SfuFunction::Reciprocal, kInf), 0u);
  EXPECT_EQ(sfu(SfuFunction::ReciprocalSqrt, bitsOf(4.0f)), bitsOf(0.5f));
  EXPECT_EQ(sfu(SfuFunction::ReciprocalSqrt, bitsOf(-4.0f)), kInf);  // NaN written as +Inf
  EXPECT_EQ(sfu(SfuFunction::Exp2, bitsOf(3.0f)), bitsOf(8.0f));
  EXPECT_EQ(sfu(SfuFunction::Exp2, bitsOf(-1.0f)), bitsOf(0.5f));
  EXPECT_EQ(sfu(SfuFunction::Exp2, bitsOf(-140.0f)), 0u);  // 2^-140 is denormal: flushed
  EXPECT_EQ(sfu(SfuFunction::Exp2, bitsOf(200.0f)), kInf);
  EXPECT_EQ(sfu(SfuFunction::Log2, bitsOf(8.0f)), bitsOf(3.0f));
  EXPECT_EQ(sfu(SfuFunction::Log2, 0), kNegInf);
  EXPECT_EQ(sfu(SfuFunction::Log2, bitsOf(-1.0f)), kInf);
}

TEST(Vc4AluSfu, WithinTheToleranceHardwareTestsUse) {
  // py-videocore's test_sfu checks the hardware at rtol 1e-3 on (0, 1).
  for (float x : {0.01f, 0.3f, 0.77f, 0.999f}) {
    EXPECT_NEAR(floatOf(sfu(SfuFunction::Reciprocal, bitsOf(x))), 1.0 / x, 1e-3 / x);
    EXPECT_NEAR(floatOf(sfu(SfuFunction::ReciprocalSqrt, bitsOf(x))), 1.0 / std::sqrt(x),
                1e-3 / std::sqrt(x));
    EXPECT_NEAR(floatOf(sfu(SfuFunction::Exp2, bitsOf(x))), std::exp2(x), 1e-3 * std::exp2(x));
    EXPECT_NEAR(floatOf(sfu(SfuFunction::Log2, bitsOf(x))), std::log2(x),
                1e-3 * std::fabs(std::log2(x)));
  }
}

// 1/3 on the host: 0x3eaaaaab rounded to nearest, 0x3eaaaaaa toward zero.
uint32_t hostThird() {
  volatile float one = 1.0f, three = 3.0f;
  return bitsOf(one / three);
}

TEST(Vc4AluSfu, RoundsToNearestInsideTheQpuRoundingMode) {
  EXPECT_EQ(sfu(SfuFunction::Reciprocal, bitsOf(3.0f)), 0x3eaaaaabu);
  {
    QpuRounding mode;
    EXPECT_EQ(hostThird(), 0x3eaaaaaau);
    EXPECT_EQ(sfu(SfuFunction::Reciprocal, bitsOf(3.0f)), 0x3eaaaaabu);
    EXPECT_EQ(hostThird(), 0x3eaaaaaau);  // the SFU gave the mode back
  }
  EXPECT_EQ(hostThird(), 0x3eaaaaabu);  // and so did the guard
}

// ---- the op table -----------------------------------------------------------

TEST(Vc4AluTable, EveryOpcodeHasSemanticsAndTypes) {
  for (const OpInfo& op : opTable()) {
    if (op.opcode == kOpNop) {
      EXPECT_EQ(op.execute, nullptr) << op.mnemonic;
      continue;
    }
    EXPECT_NE(op.execute, nullptr) << op.mnemonic;
  }
  auto add = [](std::string_view name) { return findOp(Unit::Add, name); };
  for (std::string_view name : {"fadd", "fsub", "fmin", "fmax", "fminabs", "fmaxabs"}) {
    EXPECT_TRUE(add(name)->floatInputs && add(name)->floatResult) << name;
  }
  EXPECT_TRUE(add("ftoi")->floatInputs);
  EXPECT_FALSE(add("ftoi")->floatResult);
  EXPECT_FALSE(add("itof")->floatInputs);
  EXPECT_TRUE(add("itof")->floatResult);
  EXPECT_FALSE(add("add")->floatInputs || add("add")->floatResult);
  const OpInfo* fmul = findOp(Unit::Mul, "fmul");
  EXPECT_TRUE(fmul->floatInputs && fmul->floatResult);
  EXPECT_FALSE(findOp(Unit::Mul, "mul24")->floatInputs);
  // The mov of each unit passes its operand through.
  EXPECT_EQ(runOne(findOp(Unit::Add, kOpAddOr)->execute, 0xdeadbeefu, 0xdeadbeefu).first,
            0xdeadbeefu);
  EXPECT_EQ(runOne(findOp(Unit::Mul, kOpMulV8Min)->execute, 0xdeadbeefu, 0xdeadbeefu).first,
            0xdeadbeefu);
  // Both units' v8adds are the same operation.
  EXPECT_EQ(findOp(Unit::Add, "v8adds")->execute, findOp(Unit::Mul, "v8adds")->execute);
}

}  // namespace
}  // namespace gpuasm::vc4
