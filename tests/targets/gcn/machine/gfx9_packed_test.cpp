// GFX9's packed math (machine/gfx9_packed.cpp): the integer forms against
// host computations with the halves op_sel/op_sel_hi pick, the f16 forms
// against values derived by hand (ties to even, a fused multiply-add's
// exact low part, overflow by the rounding mode, denormal flushing),
// v_mad_mix* and gfx906's dot products against host sums.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>

#include "targets/gcn/machine/gfx9_runner.hpp"

namespace gpuasm::gcn::machine {
namespace {

uint32_t half(uint32_t v, uint32_t high) {
  return (v >> (16 * high)) & 0xffff;
}
int32_t signedHalf(uint32_t v, uint32_t high) {
  return static_cast<int16_t>(static_cast<uint16_t>(half(v, high)));
}

TEST(GcnGfx9Packed, IntegerFormsTakeTheHalvesOpSelAndOpSelHiPick) {
  Ran r = runGfx9(
      "v_pk_add_u16 v8, v1, v2\n"
      "v_pk_mul_lo_u16 v9, v1, v2 op_sel:[1,0] op_sel_hi:[0,1]\n"
      "v_pk_sub_i16 v10, v1, v2 clamp\n"
      "v_pk_lshlrev_b16 v11, v3, v1\n"
      "v_pk_ashrrev_i16 v12, v3, v1 op_sel_hi:[1,0]\n"
      "v_pk_max_i16 v13, v1, v2\n"
      "v_pk_min_u16 v14, v1, v2\n"
      "v_pk_mad_u16 v15, v1, v2, v3 op_sel:[0,0,1] op_sel_hi:[1,1,0]\n"
      "v_pk_add_u16 v16, v1, 1 op_sel_hi:[1,0]\n"
      "v_pk_add_u16 v17, v1, v2 clamp\n"
      "s_endpgm\n");
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    const uint32_t a = initial(1, lane), b = initial(2, lane), c = initial(3, lane);
    auto pack = [](uint32_t lo, uint32_t hi) { return (lo & 0xffff) | (hi & 0xffff) << 16; };
    EXPECT_EQ(r.wave->vgpr[8][lane], pack(half(a, 0) + half(b, 0), half(a, 1) + half(b, 1)));
    EXPECT_EQ(r.wave->vgpr[9][lane], pack(half(a, 1) * half(b, 0), half(a, 0) * half(b, 1)));
    auto sat = [](int32_t v) { return static_cast<uint32_t>(std::clamp(v, -32768, 32767)); };
    EXPECT_EQ(r.wave->vgpr[10][lane], pack(sat(signedHalf(a, 0) - signedHalf(b, 0)),
                                           sat(signedHalf(a, 1) - signedHalf(b, 1))));
    EXPECT_EQ(r.wave->vgpr[11][lane],
              pack(half(a, 0) << (half(c, 0) & 15), half(a, 1) << (half(c, 1) & 15)));
    EXPECT_EQ(r.wave->vgpr[12][lane],
              pack(static_cast<uint32_t>(signedHalf(a, 0) >> (half(c, 0) & 15)),
                   static_cast<uint32_t>(signedHalf(a, 0) >> (half(c, 1) & 15))));
    EXPECT_EQ(r.wave->vgpr[13][lane],
              pack(static_cast<uint32_t>(std::max(signedHalf(a, 0), signedHalf(b, 0))),
                   static_cast<uint32_t>(std::max(signedHalf(a, 1), signedHalf(b, 1)))));
    EXPECT_EQ(r.wave->vgpr[14][lane],
              pack(std::min(half(a, 0), half(b, 0)), std::min(half(a, 1), half(b, 1))));
    EXPECT_EQ(r.wave->vgpr[15][lane],
              pack(half(a, 0) * half(b, 0) + half(c, 1), half(a, 1) * half(b, 1) + half(c, 0)));
    EXPECT_EQ(r.wave->vgpr[16][lane], pack(half(a, 0) + 1, half(a, 1) + 1));
    EXPECT_EQ(r.wave->vgpr[17][lane], pack(std::min(half(a, 0) + half(b, 0), 0xffffu),
                                           std::min(half(a, 1) + half(b, 1), 0xffffu)));
  }
}

Ran runHalves(const std::string& text, uint32_t mode, uint32_t v1, uint32_t v2, uint32_t v3) {
  return runGfx9(text, [&](Wavefront& w) {
    w.mode = mode;
    for (uint32_t lane = 0; lane < kLanes; ++lane) {
      w.vgpr[1][lane] = v1;
      w.vgpr[2][lane] = v2;
      w.vgpr[3][lane] = v3;
    }
  });
}

TEST(GcnGfx9Packed, HalfFormsRoundOnceAsModeSays) {
  // v1 = {1.0, 1.5}, v2 = {2^-11, 2.5}: 1 + 2^-11 is halfway between 1 and
  // 1 + 2^-10 (ties to even: 1.0; towards +inf: 0x3c01); 1.5 * 2.5 = 3.75.
  // v3 = {65504, 2^-11 + 2^-21}: the largest half twice overflows.
  const std::string text =
      "v_pk_add_f16 v8, v1, v2\n"
      "v_pk_mul_f16 v9, v1, v2\n"
      "v_pk_add_f16 v10, v3, v3 op_sel:[0,0] op_sel_hi:[0,0]\n"
      "v_pk_add_f16 v11, v1, v3 op_sel:[0,1] op_sel_hi:[0,1]\n"
      "s_endpgm\n";
  Ran nearest = runHalves(text, 0xf0, 0x3e003c00, 0x41001000, 0x10017bff);
  ASSERT_FALSE(nearest.result.fault) << faultText(nearest.result);
  EXPECT_EQ(nearest.wave->vgpr[8][0], 0x44003c00u);   // {1.0, 1.5 + 2.5 = 4.0}
  EXPECT_EQ(nearest.wave->vgpr[9][0], 0x43801000u);   // {2^-11, 3.75}
  EXPECT_EQ(nearest.wave->vgpr[10][0], 0x7c007c00u);  // infinity both halves
  EXPECT_EQ(nearest.wave->vgpr[11][0], 0x3c013c01u);  // 1 + 2^-11 + 2^-21: above the tie
  Ran up = runHalves(text, 0xf0 | 1u << 2, 0x3e003c00, 0x41001000, 0x10017bff);
  EXPECT_EQ(up.wave->vgpr[8][0], 0x44003c01u);
  EXPECT_EQ(up.wave->vgpr[10][0], 0x7c007c00u);
  Ran toZero = runHalves(text, 0xf0 | 3u << 2, 0x3e003c00, 0x41001000, 0x10017bff);
  EXPECT_EQ(toZero.wave->vgpr[8][0], 0x44003c00u);
  EXPECT_EQ(toZero.wave->vgpr[10][0], 0x7bff7bffu);  // overflow stops at the largest half
  EXPECT_EQ(toZero.wave->vgpr[11][0], 0x3c003c00u);
}

TEST(GcnGfx9Packed, FmaKeepsTheExactLowPartAndFlushesDenormalsWhenModeSays) {
  // (1 + 2^-10)^2 - (1 + 2^-9) = 2^-20, a half denormal (0x0010); a separate
  // multiply would round the product to 1 + 2^-9 and give 0. The high
  // halves: neg_hi negates src0's: -(2) * 2 + 0.5 = -3.5 (0xc300).
  const std::string text =
      "v_pk_fma_f16 v8, v1, v1, v2 neg_lo:[0,0,1] neg_hi:[1,0,0]\n"
      "s_endpgm\n";
  const uint32_t v1 = 0x40003c01, v2 = 0x38003c02;  // v1 = {1 + 2^-10, 2}, v2 = {1 + 2^-9, 0.5}
  Ran keep = runGfx9(text, [&](Wavefront& w) {
    for (uint32_t lane = 0; lane < kLanes; ++lane) {
      w.vgpr[1][lane] = v1;
      w.vgpr[2][lane] = v2;
    }
  });
  ASSERT_FALSE(keep.result.fault) << faultText(keep.result);
  EXPECT_EQ(keep.wave->vgpr[8][0], 0xc3000010u);
  Ran flush = runGfx9(text, [&](Wavefront& w) {
    w.mode = 0x30;  // f32 denormals kept, f64/f16 flushed
    for (uint32_t lane = 0; lane < kLanes; ++lane) {
      w.vgpr[1][lane] = v1;
      w.vgpr[2][lane] = v2;
    }
  });
  EXPECT_EQ(flush.wave->vgpr[8][0], 0xc3000000u);
}

TEST(GcnGfx9Packed, HalfNegationsMinMaxAndInlineConstants) {
  Ran r = runHalves(
      "v_pk_add_f16 v8, v1, v2 op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[1,0] neg_hi:[0,1]\n"
      "v_pk_max_f16 v9, v1, v3\n"
      "v_pk_min_f16 v10, v1, v3\n"
      "v_pk_mul_f16 v11, v1, 0.5 op_sel_hi:[1,0]\n"
      "v_pk_add_f16 v12, v1, 1.0 op_sel_hi:[1,0] clamp\n"
      "s_endpgm\n",
      0xf0, 0x42003c00 /* {1, 3} */, 0x44004000 /* {2, 4} */, 0xbc007e00 /* {NaN, -1} */);
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  // low: -(v1.hi = 3) + v2.lo (2) = -1; high: v1.lo (1) + -(v2.hi = 4) = -3
  EXPECT_EQ(r.wave->vgpr[8][0], 0xc200bc00u);
  // max/min with a NaN give the other operand; 3 vs -1
  EXPECT_EQ(r.wave->vgpr[9][0], 0x42003c00u);
  EXPECT_EQ(r.wave->vgpr[10][0], 0xbc003c00u);
  EXPECT_EQ(r.wave->vgpr[11][0], 0x3e003800u);  // {0.5, 1.5}
  EXPECT_EQ(r.wave->vgpr[12][0], 0x3c003c00u);  // {2, 4} clamped to 1
}

TEST(GcnGfx9Packed, MadMixReadsF16OrF32SourcesAndWritesAHalfInPlace) {
  // 1.5 (f16) * 2.0 (f16, the high half of v2) + 0.25 (f32) = 3.25
  const std::string text =
      "v_mad_mix_f32 v8, v1, v2, v3 op_sel:[0,1,0] op_sel_hi:[1,1,0]\n"
      "v_mad_mixlo_f16 v9, v1, v2, v3 op_sel:[0,1,0] op_sel_hi:[1,1,0]\n"
      "v_mad_mixhi_f16 v10, v1, v2, v3 op_sel:[0,1,0] op_sel_hi:[1,1,0]\n"
      "v_mad_mix_f32 v11, -v4, |v5|, v3\n"
      "s_endpgm\n";
  Ran r = runGfx9(text, [](Wavefront& w) {
    for (uint32_t lane = 0; lane < kLanes; ++lane) {
      w.vgpr[1][lane] = 0x00003e00;
      w.vgpr[2][lane] = 0x40000000;
      w.vgpr[3][lane] = std::bit_cast<uint32_t>(0.25f);
      w.vgpr[4][lane] = std::bit_cast<uint32_t>(1.0f + static_cast<float>(lane));
      w.vgpr[5][lane] = std::bit_cast<uint32_t>(-0.5f);
      w.vgpr[9][lane] = 0xaaaabbbb;
      w.vgpr[10][lane] = 0xaaaabbbb;
    }
  });
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    EXPECT_EQ(r.wave->vgpr[8][lane], std::bit_cast<uint32_t>(3.25f));
    EXPECT_EQ(r.wave->vgpr[9][lane], 0xaaaa4280u);
    EXPECT_EQ(r.wave->vgpr[10][lane], 0x4280bbbbu);
    const float expected = -(1.0f + static_cast<float>(lane)) * 0.5f + 0.25f;
    EXPECT_EQ(r.wave->vgpr[11][lane], std::bit_cast<uint32_t>(expected)) << lane;
  }
}

TEST(GcnGfx9Packed, Gfx906DotProductsSumTheElementProductsWithSrc2) {
  Ran r = runGfx9(
      "v_dot2_i32_i16 v8, v1, v2, v3\n"
      "v_dot2_u32_u16 v9, v1, v2, v3\n"
      "v_dot4_i32_i8 v10, v1, v2, v3\n"
      "v_dot4_u32_u8 v11, v1, v2, v3\n"
      "v_dot8_i32_i4 v12, v1, v2, v3\n"
      "v_dot8_u32_u4 v13, v1, v2, v3\n"
      "v_dot2_i32_i16 v14, v1, v2, v7 clamp\n"
      "s_endpgm\n",
      {}, nullptr, nullptr, "gfx906");
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    const uint32_t a = initial(1, lane), b = initial(2, lane), c = initial(3, lane),
                   big = initial(7, lane);
    auto dot = [&](uint32_t bits, bool isSigned, int64_t acc) {
      for (uint32_t e = 0; e < 32 / bits; ++e) {
        const uint32_t mask = (1u << bits) - 1;
        int64_t x = (a >> (e * bits)) & mask, y = (b >> (e * bits)) & mask;
        if (isSigned) {
          if (x >> (bits - 1)) x -= int64_t{1} << bits;
          if (y >> (bits - 1)) y -= int64_t{1} << bits;
        }
        acc += x * y;
      }
      return acc;
    };
    const int64_t sc = static_cast<int32_t>(c);
    EXPECT_EQ(r.wave->vgpr[8][lane], static_cast<uint32_t>(dot(16, true, sc))) << lane;
    EXPECT_EQ(r.wave->vgpr[9][lane], static_cast<uint32_t>(dot(16, false, c))) << lane;
    EXPECT_EQ(r.wave->vgpr[10][lane], static_cast<uint32_t>(dot(8, true, sc))) << lane;
    EXPECT_EQ(r.wave->vgpr[11][lane], static_cast<uint32_t>(dot(8, false, c))) << lane;
    EXPECT_EQ(r.wave->vgpr[12][lane], static_cast<uint32_t>(dot(4, true, sc))) << lane;
    EXPECT_EQ(r.wave->vgpr[13][lane], static_cast<uint32_t>(dot(4, false, c))) << lane;
    const int64_t clamped =
        std::clamp<int64_t>(dot(16, true, static_cast<int32_t>(big)), INT32_MIN, INT32_MAX);
    EXPECT_EQ(r.wave->vgpr[14][lane], static_cast<uint32_t>(clamped)) << lane;
  }
}

}  // namespace
}  // namespace gpuasm::gcn::machine
