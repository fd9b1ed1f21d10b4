// GFX9's new integer VALU and SALU rows (machine/gfx9_alu.cpp,
// gfx9_scalar.cpp) against host computations of the Vega ISA manual's
// formulas, lane by lane over kernel_runner.hpp's distinct lane values.
#include <gtest/gtest.h>

#include <algorithm>

#include "targets/gcn/machine/gfx9_runner.hpp"

namespace gpuasm::gcn::machine {
namespace {

TEST(GcnGfx9Alu, AddWithoutCarryKeepsVccAndTheCarryFormsChainA64BitAdd) {
  Ran r = runGfx9(
      "s_mov_b64 vcc, 0x5a5a\n"
      "v_add_u32 v8, v1, v2\n"
      "v_sub_u32 v9, v1, v2\n"
      "v_subrev_u32 v10, v1, v2\n"
      "s_mov_b64 s[20:21], vcc\n"
      "v_add_co_u32 v12, vcc, v1, v3\n"
      "v_addc_co_u32 v13, vcc, v2, v4, vcc\n"
      "s_mov_b64 s[22:23], vcc\n"
      "v_sub_co_u32 v14, vcc, v1, v3\n"
      "v_subb_co_u32 v15, vcc, v2, v4, vcc\n"
      "v_subrev_co_u32_e64 v16, s[24:25], v1, v3\n"
      "s_endpgm\n");
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  EXPECT_EQ(r.wave->pair(20), 0x5a5au);  // the adds without carry left VCC alone
  uint64_t carries = 0, borrows = 0, reverseBorrows = 0;
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    const uint32_t v1 = initial(1, lane), v2 = initial(2, lane), v3 = initial(3, lane),
                   v4 = initial(4, lane);
    EXPECT_EQ(r.wave->vgpr[8][lane], v1 + v2);
    EXPECT_EQ(r.wave->vgpr[9][lane], v1 - v2);
    EXPECT_EQ(r.wave->vgpr[10][lane], v2 - v1);
    const uint64_t a = uint64_t{v2} << 32 | v1, b = uint64_t{v4} << 32 | v3;
    const uint64_t sum = a + b;  // the carry out of 64 bits: the sum wrapped
    EXPECT_EQ(r.wave->vgpr[12][lane], static_cast<uint32_t>(sum)) << lane;
    EXPECT_EQ(r.wave->vgpr[13][lane], static_cast<uint32_t>(sum >> 32)) << lane;
    carries |= uint64_t{sum < a} << lane;
    EXPECT_EQ(r.wave->vgpr[14][lane], static_cast<uint32_t>(a - b)) << lane;
    EXPECT_EQ(r.wave->vgpr[15][lane], static_cast<uint32_t>((a - b) >> 32)) << lane;
    borrows |= uint64_t{b > a} << lane;
    EXPECT_EQ(r.wave->vgpr[16][lane], v3 - v1);
    reverseBorrows |= uint64_t{v1 > v3} << lane;
  }
  EXPECT_EQ(r.wave->pair(22), carries);
  EXPECT_EQ(r.wave->vcc(), borrows);
  EXPECT_EQ(r.wave->pair(24), reverseBorrows);
}

TEST(GcnGfx9Alu, ThreeOperandShiftAddLogicFormsMatchTheManualsFormulas) {
  Ran r = runGfx9(
      "v_lshl_add_u32 v8, v1, 5, v2\n"
      "v_add_lshl_u32 v9, v1, v2, v3\n"
      "v_add3_u32 v10, v1, v2, v3\n"
      "v_lshl_or_b32 v11, v1, v4, v5\n"
      "v_and_or_b32 v12, v1, v2, v3\n"
      "v_or3_b32 v13, v1, v2, v3\n"
      "v_xad_u32 v14, v1, v2, v3\n"
      "s_endpgm\n");
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    const uint32_t a = initial(1, lane), b = initial(2, lane), c = initial(3, lane),
                   e = initial(4, lane), f = initial(5, lane);
    EXPECT_EQ(r.wave->vgpr[8][lane], (a << 5) + b);
    EXPECT_EQ(r.wave->vgpr[9][lane], (a + b) << (c & 31));
    EXPECT_EQ(r.wave->vgpr[10][lane], a + b + c);
    EXPECT_EQ(r.wave->vgpr[11][lane], (a << (e & 31)) | f);
    EXPECT_EQ(r.wave->vgpr[12][lane], (a & b) | c);
    EXPECT_EQ(r.wave->vgpr[13][lane], a | b | c);
    EXPECT_EQ(r.wave->vgpr[14][lane], (a ^ b) + c);
  }
}

int32_t low16(uint32_t v, bool high) {
  return static_cast<int16_t>(static_cast<uint16_t>(v >> (high ? 16 : 0)));
}

TEST(GcnGfx9Alu, SixteenBitOpsReadTheHalvesOpSelPicksAndWriteTheHighHalfWithItsBit3) {
  Ran r = runGfx9(
      "v_med3_i16 v8, v1, v2, v3 op_sel:[1,0,1,0]\n"
      "v_max3_u16 v9, v1, v2, v3 op_sel:[0,1,0,1]\n"
      "v_mov_b32 v9, v9\n"
      "v_min3_i16 v10, v1, v2, v3\n"
      "v_mad_u32_u16 v11, v1, v2, v3 op_sel:[1,1,0,0]\n"
      "v_mad_i32_i16 v12, v1, v2, v3 op_sel:[0,1,0,0]\n"
      "v_add_i16 v13, v1, v2 op_sel:[1,1,0,0]\n"
      "v_pack_b32_f16 v14, -v1, |v2| op_sel:[1,0,0,0]\n"
      "s_endpgm\n",
      [](Wavefront& w) {
        for (uint32_t lane = 0; lane < kLanes; ++lane) w.vgpr[9][lane] = 0x1234abcd;
      });
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    const uint32_t a = initial(1, lane), b = initial(2, lane), c = initial(3, lane);
    const int32_t x = low16(a, true), y = low16(b, false), z = low16(c, true);
    const int32_t median = std::max(std::min(x, y), std::min(std::max(x, y), z));
    EXPECT_EQ(r.wave->vgpr[8][lane], static_cast<uint32_t>(median) & 0xffff) << lane;
    const uint32_t most = std::max({a & 0xffff, b >> 16, c & 0xffff});
    EXPECT_EQ(r.wave->vgpr[9][lane], most << 16 | 0xabcd) << lane;
    const int32_t least = std::min({low16(a, false), low16(b, false), low16(c, false)});
    EXPECT_EQ(r.wave->vgpr[10][lane], static_cast<uint32_t>(least) & 0xffff) << lane;
    EXPECT_EQ(r.wave->vgpr[11][lane], (a >> 16) * (b >> 16) + c) << lane;
    EXPECT_EQ(
        r.wave->vgpr[12][lane],
        static_cast<uint32_t>(int64_t{low16(a, false)} * low16(b, true) + static_cast<int32_t>(c)))
        << lane;
    EXPECT_EQ(r.wave->vgpr[13][lane],
              static_cast<uint32_t>(low16(a, true) + low16(b, true)) & 0xffff)
        << lane;
    EXPECT_EQ(r.wave->vgpr[14][lane], ((a >> 16) ^ 0x8000) | (b & 0x7fff) << 16) << lane;
  }
}

TEST(GcnGfx9Alu, IntegerClampSaturatesTheAdds) {
  Ran r = runGfx9(
      "v_add_u32_e64 v8, v1, v2 clamp\n"
      "v_sub_u32_e64 v9, v1, v2 clamp\n"
      "v_add_co_u32_e64 v10, s[20:21], v1, v2 clamp\n"
      "v_add_i16 v11, v1, v2 clamp\n"
      "s_endpgm\n");
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    const uint32_t a = initial(1, lane), b = initial(2, lane);
    const uint64_t sum = uint64_t{a} + b;
    EXPECT_EQ(r.wave->vgpr[8][lane], sum > UINT32_MAX ? UINT32_MAX : a + b) << lane;
    EXPECT_EQ(r.wave->vgpr[9][lane], b > a ? 0 : a - b) << lane;
    EXPECT_EQ(r.wave->vgpr[10][lane], sum > UINT32_MAX ? UINT32_MAX : a + b) << lane;
    const int32_t s16 = std::clamp(low16(a, false) + low16(b, false), -32768, 32767);
    EXPECT_EQ(r.wave->vgpr[11][lane], static_cast<uint32_t>(s16) & 0xffff) << lane;
  }
}

TEST(GcnGfx9Scalar, NewScalarRowsMatchTheManualsFormulas) {
  Ran r = runGfx9(
      "s_mov_b32 s0, 0x89abcdef\n"
      "s_mov_b32 s1, 0x76543210\n"
      "s_mul_hi_u32 s2, s0, s1\n"
      "s_mul_hi_i32 s3, s0, s1\n"
      "s_lshl2_add_u32 s4, s0, s1\n"
      "s_cselect_b32 s5, 1, 0\n"
      "s_lshl1_add_u32 s6, s1, 1\n"
      "s_cselect_b32 s7, 1, 0\n"
      "s_pack_ll_b32_b16 s8, s0, s1\n"
      "s_pack_lh_b32_b16 s9, s0, s1\n"
      "s_pack_hh_b32_b16 s10, s0, s1\n"
      "s_bitreplicate_b64_b32 s[12:13], s0\n"
      "s_mov_b32 exec_lo, 0xff00ff00\n"
      "s_mov_b32 exec_hi, 0xff00ff00\n"
      "s_mov_b32 s14, 0x0f0f0f0f\n"
      "s_mov_b32 s15, 0x0f0f0f0f\n"
      "s_andn1_saveexec_b64 s[16:17], s[14:15]\n"
      "s_mov_b64 s[18:19], exec\n"
      "s_orn1_saveexec_b64 s[20:21], s[14:15]\n"
      "s_mov_b64 s[22:23], exec\n"
      "s_mov_b32 exec_lo, 0xff00ff00\n"
      "s_mov_b32 exec_hi, 0xff00ff00\n"
      "s_andn2_wrexec_b64 s[24:25], s[14:15]\n"
      "s_cselect_b32 s26, 1, 0\n"
      "s_andn1_wrexec_b64 s[28:29], s[14:15]\n"
      "s_mov_b64 exec, -1\n"
      "s_endpgm\n");
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  const uint32_t a = 0x89abcdef, b = 0x76543210;
  const Wavefront& w = *r.wave;
  EXPECT_EQ(w.sgpr(2), static_cast<uint32_t>(uint64_t{a} * b >> 32));
  EXPECT_EQ(
      w.sgpr(3),
      static_cast<uint32_t>(
          static_cast<uint64_t>(int64_t{static_cast<int32_t>(a)} * static_cast<int32_t>(b)) >> 32));
  EXPECT_EQ(w.sgpr(4), (a << 2) + b);
  EXPECT_EQ(w.sgpr(5), 1u);  // (a << 2) + b >= 2^32
  EXPECT_EQ(w.sgpr(6), (b << 1) + 1);
  EXPECT_EQ(w.sgpr(7), 0u);
  EXPECT_EQ(w.sgpr(8), 0x3210cdefu);
  EXPECT_EQ(w.sgpr(9), 0x7654cdefu);
  EXPECT_EQ(w.sgpr(10), 0x765489abu);
  uint64_t doubled = 0;
  for (uint32_t i = 0; i < 32; ++i)
    if (a >> i & 1) doubled |= uint64_t{3} << (2 * i);
  EXPECT_EQ(w.pair(12), doubled);
  const uint64_t exec0 = 0xff00ff00ff00ff00, s = 0x0f0f0f0f0f0f0f0f;
  EXPECT_EQ(w.pair(16), exec0);
  EXPECT_EQ(w.pair(18), ~s & exec0);
  EXPECT_EQ(w.pair(20), ~s & exec0);
  EXPECT_EQ(w.pair(22), ~s | (~s & exec0));
  EXPECT_EQ(w.pair(24), s & ~exec0);
  EXPECT_EQ(w.sgpr(26), 1u);
  EXPECT_EQ(w.pair(28), ~s & (s & ~exec0));  // nothing left: 0
  EXPECT_EQ(w.pair(28), 0u);
}

}  // namespace
}  // namespace gpuasm::gcn::machine

namespace gpuasm::gcn::machine {
namespace {

// A GFX8 row GFX9 keeps (v_mad_u16) with op_sel bits set: its handler reads
// the low halves only, so the run faults by name instead of answering
// from the wrong halves; the same word without op_sel runs.
TEST(GcnGfx9Alu, OpSelOnARowThatDoesNotReadItFaultsByName) {
  std::vector<uint32_t> words = assembleFor("gfx900", "v_mad_u16 v1, v2, v3, v4\ns_endpgm\n");
  ASSERT_EQ(words.size(), 3u);
  auto wave = std::make_unique<Wavefront>();
  wave->setExec(~uint64_t{0});
  EXPECT_FALSE(runWave(predecode(words, Generation::Gfx9), *wave).fault);
  words[0] |= 1u << 11;  // op_sel[0]: the high half of src0
  const Program program = predecode(words, Generation::Gfx9);
  EXPECT_EQ(program.code[0].support, Support::Unsupported);
  auto fresh = std::make_unique<Wavefront>();
  fresh->setExec(~uint64_t{0});
  const RunResult r = runWave(program, *fresh);
  ASSERT_TRUE(r.fault);
  EXPECT_EQ(r.fault->describe(),
            "gcn: unsupported fault: 'v_mad_u16' at 0x0000 (wave 0, value 0x1): VOP3 op_sel on "
            "this row is not simulated yet");
}

}  // namespace
}  // namespace gpuasm::gcn::machine
