// The rows clang-14 emits for compute kernels on gfx701-gfx906 and the ones
// users write by hand that had no semantics: f64 roundings, sub-group
// shuffles (ds_swizzle, ds_permute, ds_bpermute), LDS counters and float
// adds, the _src2 DS forms, traps, messages and clocks, GFX9's 16-bit rows
// and op_sel, the packing conversions and media SADs, CI's float FLAT
// atomics, GFX9's SMEM atomics. Expected values come from the host
// (std::floor ..., the test's own loops) or are derived by hand from the
// manuals' pseudocode, as each test says.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>

#include "targets/gcn/machine/gfx9_runner.hpp"
#include "targets/gcn/machine/half.hpp"
#include "targets/gcn/machine/lds.hpp"
#include "targets/gcn/machine/memory.hpp"

namespace gpuasm::gcn::machine {
namespace {

// Runs `text` (s_endpgm appended) assembled and predecoded for `mcpu`, its
// generation and processor, on one wave with v0..v7 as kernel_runner.hpp's.
Ran runOn(const std::string& mcpu, const std::string& text,
          const std::function<void(Wavefront&)>& setup = {}, Memory* memory = nullptr,
          Lds* lds = nullptr) {
  Ran r;
  r.wave->setExec(~uint64_t{0});
  for (uint32_t reg = 0; reg < 8; ++reg)
    for (uint32_t lane = 0; lane < kLanes; ++lane) r.wave->vgpr[reg][lane] = initial(reg, lane);
  if (setup) setup(*r.wave);
  const Processor* processor = findProcessor(mcpu);
  const Program program =
      predecode(assembleFor(mcpu, text + "\ns_endpgm\n"), processor->generation, processor);
  r.result = runWave(program, *r.wave, {}, memory, lds);
  return r;
}

uint64_t doubleBits(double v) {
  return std::bit_cast<uint64_t>(v);
}
void setDouble(Wavefront& w, uint32_t reg, uint32_t lane, double v) {
  w.vgpr[reg][lane] = static_cast<uint32_t>(doubleBits(v));
  w.vgpr[reg + 1][lane] = static_cast<uint32_t>(doubleBits(v) >> 32);
}
double getDouble(const Wavefront& w, uint32_t reg, uint32_t lane) {
  return std::bit_cast<double>(w.vgpr[reg][lane] | uint64_t{w.vgpr[reg + 1][lane]} << 32);
}

uint32_t ldsWord(const Lds& lds, uint32_t address) {
  uint32_t v;
  std::memcpy(&v, lds.bytes.data() + address, 4);
  return v;
}
void setLdsWord(Lds& lds, uint32_t address, uint32_t v) {
  std::memcpy(lds.bytes.data() + address, &v, 4);
}

TEST(GcnClangRows, CiDoubleRoundingsMatchTheHost) {
  const double values[] = {2.5,     -2.5,
                           3.5,     -0.5,
                           0.5,     1.0000000001,
                           -7.9999, 1e300,
                           -0.0,    4503599627370497.0,
                           5e-324,  std::numeric_limits<double>::infinity()};
  constexpr uint32_t kCount = sizeof(values) / sizeof(values[0]);
  auto r = runOn("gfx701",
                 "v_floor_f64 v[10:11], v[2:3]\n"
                 "v_ceil_f64 v[12:13], v[2:3]\n"
                 "v_trunc_f64 v[14:15], v[2:3]\n"
                 "v_rndne_f64 v[16:17], v[2:3]\n",
                 [&](Wavefront& w) {
                   for (uint32_t l = 0; l < kLanes; ++l) setDouble(w, 2, l, values[l % kCount]);
                 });
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  for (uint32_t l = 0; l < kCount; ++l) {
    const double v = values[l];
    EXPECT_EQ(doubleBits(getDouble(*r.wave, 10, l)), doubleBits(std::floor(v))) << v;
    EXPECT_EQ(doubleBits(getDouble(*r.wave, 12, l)), doubleBits(std::ceil(v))) << v;
    EXPECT_EQ(doubleBits(getDouble(*r.wave, 14, l)), doubleBits(std::trunc(v))) << v;
    // The host's rint in its default mode rounds ties to even.
    EXPECT_EQ(doubleBits(getDouble(*r.wave, 16, l)), doubleBits(std::rint(v))) << v;
  }
}

TEST(GcnClangRows, SwapExchangesTwoVgprsInTheActiveLanes) {
  auto r = runOn("gfx900", "s_mov_b64 exec, 0xff\nv_swap_b32 v1, v2");
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  for (uint32_t l = 0; l < kLanes; ++l) {
    EXPECT_EQ(r.wave->vgpr[1][l], initial(l < 8 ? 2 : 1, l));
    EXPECT_EQ(r.wave->vgpr[2][l], initial(l < 8 ? 1 : 2, l));
  }
}

// The swizzle patterns by hand: quad mode (offset bit 15) lane k of each
// quad reads lane offset[2k+1:2k]; bit-mask mode reads ((l & and) | or) ^
// xor within each 32 lanes. A source lane EXEC disables gives 0.
TEST(GcnClangRows, SwizzleQuadAndBitMaskModesAndAnInactiveSourceGivesZero) {
  Lds lds;
  // quad_perm [3,2,1,0]: offset 0x8000 | 3 | 2 << 2 | 1 << 4 | 0 << 6 = 0x801b.
  // bit mask and 0x1f, or 0, xor 1 (swap neighbours): 0x1f | 1 << 10 = 0x41f.
  // and 0x1c, or 1: lane l reads (l & 0x1c) | 1: 0x1c | 1 << 5 = 0x3c.
  auto r = runOn("gfx803",
                 "v_mov_b32 v13, 0x5a5a\n"
                 "ds_swizzle_b32 v10, v1 offset:0x801b\n"
                 "ds_swizzle_b32 v11, v1 offset:0x41f\n"
                 "ds_swizzle_b32 v12, v1 offset:0x3c\n"
                 "s_mov_b64 exec, 0xfffffffffffffffd\n"
                 "ds_swizzle_b32 v13, v1 offset:0x41f\n"
                 "s_waitcnt lgkmcnt(0)\n",
                 {}, nullptr, &lds);
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  for (uint32_t l = 0; l < kLanes; ++l) {
    EXPECT_EQ(r.wave->vgpr[10][l], initial(1, (l & ~3u) + 3 - (l & 3))) << l;
    EXPECT_EQ(r.wave->vgpr[11][l], initial(1, l ^ 1)) << l;
    EXPECT_EQ(r.wave->vgpr[12][l], initial(1, (l & 32) | (l & 0x1c) | 1)) << l;
  }
  EXPECT_EQ(r.wave->vgpr[13][0], 0u);       // lane 1 is off
  EXPECT_EQ(r.wave->vgpr[13][1], 0x5a5au);  // off: kept
  EXPECT_EQ(r.wave->vgpr[13][2], initial(1, 3));
}

TEST(GcnClangRows, BackwardAndForwardPermuteMoveDataByLaneAddresses) {
  // v8 = ((l + 1) % 64) * 4: bpermute reads the next lane, permute sends to it.
  // v9 = 0 for every lane: all send to lane 0, the highest sender (63) wins.
  auto r = runOn("gfx900",
                 "ds_bpermute_b32 v10, v8, v1\n"
                 "ds_permute_b32 v11, v8, v1\n"
                 "ds_permute_b32 v12, v9, v1\n"
                 "v_mov_b32 v13, 0x5a5a\n"
                 "s_mov_b64 exec, 0xffffffffffffffdf\n"  // lane 5 off
                 "ds_bpermute_b32 v13, v8, v1\n"
                 "s_waitcnt lgkmcnt(0)\n",
                 [](Wavefront& w) {
                   for (uint32_t l = 0; l < kLanes; ++l) {
                     w.vgpr[8][l] = ((l + 1) % 64) * 4;
                     w.vgpr[9][l] = 0;
                   }
                 });
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  for (uint32_t l = 0; l < kLanes; ++l) {
    EXPECT_EQ(r.wave->vgpr[10][l], initial(1, (l + 1) % 64)) << l;
    EXPECT_EQ(r.wave->vgpr[11][l], initial(1, (l + 63) % 64)) << l;
    EXPECT_EQ(r.wave->vgpr[12][l], l == 0 ? initial(1, 63) : 0u) << l;
  }
  EXPECT_EQ(r.wave->vgpr[13][4], 0u);  // its source, lane 5, is off
  EXPECT_EQ(r.wave->vgpr[13][5], 0x5a5au);
  EXPECT_EQ(r.wave->vgpr[13][6], initial(1, 7));
}

TEST(GcnClangRows, AppendAndConsumeCountTheActiveLanesAtM0) {
  Lds lds;
  setLdsWord(lds, 0x40, 100);
  auto r = runOn("gfx803",
                 "s_mov_b32 m0, 0x30\n"
                 "v_mov_b32 v10, 0x5a5a\n"
                 "v_mov_b32 v11, 0x5a5a\n"
                 "s_mov_b64 exec, 0xff\n"
                 "ds_append v10 offset:16\n"
                 "s_mov_b64 exec, 0x7\n"
                 "ds_consume v11 offset:16\n"
                 "s_waitcnt lgkmcnt(0)\n",
                 {}, nullptr, &lds);
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  // 100 + 8 lanes - 3 lanes; each active lane got the value before.
  EXPECT_EQ(ldsWord(lds, 0x40), 105u);
  for (uint32_t l = 0; l < 8; ++l) EXPECT_EQ(r.wave->vgpr[10][l], 100u);
  EXPECT_EQ(r.wave->vgpr[10][8], 0x5a5au);
  for (uint32_t l = 0; l < 3; ++l) EXPECT_EQ(r.wave->vgpr[11][l], 108u);
  EXPECT_EQ(r.wave->vgpr[11][3], 0x5a5au);
}

TEST(GcnClangRows, LdsFloatAddAccumulatesInLaneOrder) {
  Lds lds;
  setLdsWord(lds, 0x20, bits(1.0f));
  setLdsWord(lds, 0x24, bits(1.0f));
  auto r = runOn("gfx803",
                 "s_mov_b32 m0, -1\n"
                 "v_mov_b32 v8, 0x20\n"
                 "v_mov_b32 v9, 0.5\n"
                 "ds_add_rtn_f32 v10, v8, v9\n"
                 "ds_add_f32 v8, v9 offset:4\n"
                 "s_waitcnt lgkmcnt(0)\n",
                 {}, nullptr, &lds);
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  EXPECT_EQ(f(ldsWord(lds, 0x20)), 33.0f);  // 1 + 64 * 0.5, every sum exact
  EXPECT_EQ(f(ldsWord(lds, 0x24)), 33.0f);
  for (uint32_t l = 0; l < kLanes; ++l) EXPECT_EQ(f(r.wave->vgpr[10][l]), 1.0f + 0.5f * l);
}

// ds_*_src2: DS[A] = op(DS[A], DS[B]), B = A + 4 * the 16-bit signed offset
// {offset1[6], offset1[6:0], offset0} (offset1[7] clear), A the ADDR VGPR;
// lanes in ascending order.
TEST(GcnClangRows, Src2FormsCombineTwoLdsElements) {
  Lds lds;
  for (uint32_t i = 0; i < 64; ++i) setLdsWord(lds, 0x100 + 4 * i, 1000 + i);
  for (uint32_t k = 0; k < 16; ++k) setLdsWord(lds, 0x400 + 4 * k, 100 * k);
  for (uint32_t k = 0; k < 16; ++k) setLdsWord(lds, 0x440 + 4 * k, 500 + k);
  auto r = runOn(
      "gfx701",
      "s_mov_b32 m0, -1\n"
      "s_mov_b64 exec, 0xffff\n"
      "ds_add_src2_u32 v8 offset:16\n"        // B = A + 64
      "ds_max_src2_u32 v9 offset:0x7ff0\n"    // B = A - 64 (offset1[6] the sign)
      "ds_write_src2_b32 v9 offset:0x7fff\n"  // DS[A] = DS[A - 4]
      "s_waitcnt lgkmcnt(0)\n",
      [](Wavefront& w) {
        for (uint32_t l = 0; l < kLanes; ++l) {
          w.vgpr[8][l] = 0x100 + 4 * l;
          w.vgpr[9][l] = 0x440 + 4 * (15 - l % 16);  // lane l: word k = 15 - l
        }
      },
      nullptr, &lds);
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  // Lanes 0-15 add the word 16 further (which no active lane changes).
  for (uint32_t i = 0; i < 16; ++i) EXPECT_EQ(ldsWord(lds, 0x100 + 4 * i), 2 * 1000 + 2 * i + 16);
  // max(500 + k, 100 k) per word; then, k = 15 first, each word takes the one
  // below it (not yet rewritten), word 0 the word at 0x43c (100 * 15).
  uint32_t maxed[16];
  for (uint32_t k = 0; k < 16; ++k) maxed[k] = std::max(500 + k, 100 * k);
  for (uint32_t k = 0; k < 16; ++k)
    EXPECT_EQ(ldsWord(lds, 0x440 + 4 * k), k == 0 ? 1500u : maxed[k - 1]) << k;
}

TEST(GcnClangRows, TrapHaltAndMessagesEndTheRunCleanly) {
  auto trap = runOn("gfx900", "s_nop 0\ns_trap 2");
  ASSERT_TRUE(trap.result.fault);
  EXPECT_EQ(trap.result.fault->kind, "trap");
  EXPECT_NE(trap.result.fault->message.find("trap 2 at 0x0004"), std::string::npos)
      << trap.result.fault->message;
  EXPECT_EQ(runOn("gfx701", "s_trap 3").result.fault, std::nullopt);  // debugtrap: no debugger
  auto halt = runOn("gfx803", "s_sethalt 0\ns_sethalt 1");
  ASSERT_TRUE(halt.result.fault);
  EXPECT_EQ(halt.result.fault->kind, "halt");
  EXPECT_EQ(halt.result.fault->address, 4u);
  EXPECT_EQ(runOn("gfx900", "s_sendmsg sendmsg(MSG_INTERRUPT)").result.fault, std::nullopt);
  auto gs = runOn("gfx900", "s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 0)");
  ASSERT_TRUE(gs.result.fault);
  EXPECT_EQ(gs.result.fault->kind, "unsupported");
  EXPECT_NE(gs.result.fault->message.find("MSG_GS"), std::string::npos);
  auto sendHalt = runOn("gfx900", "s_sendmsghalt sendmsg(MSG_INTERRUPT)");
  ASSERT_TRUE(sendHalt.result.fault);
  EXPECT_EQ(sendHalt.result.fault->kind, "halt");
}

TEST(GcnClangRows, ClocksCountTheWavesInstructionsAcrossRuns) {
  // Two instructions before s_memtime, three before s_memrealtime; after a
  // barrier (a second run of the wave) the count goes on.
  auto r = runOn("gfx900",
                 "s_nop 0\ns_nop 0\ns_memtime s[0:1]\ns_memrealtime s[2:3]\n"
                 "s_barrier\ns_memtime s[4:5]\n");
  ASSERT_TRUE(r.result.atBarrier);
  EXPECT_EQ(r.wave->pair(0), 2u);
  EXPECT_EQ(r.wave->pair(2), 3u);
  const Processor* gfx900 = findProcessor("gfx900");
  const Program again =
      predecode(assembleFor("gfx900",
                            "s_nop 0\ns_nop 0\ns_memtime s[0:1]\ns_memrealtime s[2:3]\n"
                            "s_barrier\ns_memtime s[4:5]\ns_endpgm\n"),
                Generation::Gfx9, gfx900);
  const RunResult second = runWave(again, *r.wave);
  ASSERT_TRUE(second.ended) << faultText(second);
  EXPECT_EQ(r.wave->pair(4), 5u);
}

uint32_t half(float v) {
  return toHalf(bits(v), kRoundNearestEven);
}

// v_div_fixup_f16 (the VI manual's pseudocode): NaN and 0/0 give NaN, x/0
// and inf/x infinity, x/inf and 0/x zero (the sign of S1 ^ S2), else |S0|
// with the quotient's sign. GFX9 keeps vdst's high half; the _legacy row
// (GFX8's opcode) zeroes it.
TEST(GcnClangRows, DivFixupF16SpecialCasesAndGfx9HighHalves) {
  const float q[] = {0.5f, 0.5f, 3.0f, 0.25f, 3.0f};
  const float den[] = {0.0f, 2.0f, -4.0f, std::numeric_limits<float>::infinity(), 0.0f};
  const float num[] = {1.0f, -1.0f, 12.0f, 5.0f, 0.0f};
  const uint32_t expected[] = {0x7c00, half(-0.5f), half(-3.0f), 0x0000, 0x7e00};
  auto r = runOn("gfx900",
                 "v_mov_b32 v10, 0x12340000\nv_mov_b32 v11, 0x12340000\n"
                 "v_div_fixup_f16 v10, v1, v2, v3\n"
                 "v_div_fixup_legacy_f16 v11, v1, v2, v3\n",
                 [&](Wavefront& w) {
                   for (uint32_t l = 0; l < 5; ++l) {
                     w.vgpr[1][l] = half(q[l]);
                     w.vgpr[2][l] = half(den[l]);
                     w.vgpr[3][l] = half(num[l]);
                   }
                 });
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  for (uint32_t l = 0; l < 5; ++l) {
    EXPECT_EQ(r.wave->vgpr[10][l], 0x12340000u | expected[l]) << l;
    EXPECT_EQ(r.wave->vgpr[11][l], expected[l]) << l;
  }
}

// GFX9's VOP3 op_sel on the 16-bit rows GFX8 has too, hand-encoded (the
// assembler takes op_sel only where the row's syntax has it): v_add_u16 with
// op_sel 0b1011 adds the high halves of v1 and v2 into the high half of v5,
// keeping the low; v_mad_u16 (GFX9's opcode) keeps vdst's high half,
// v_mad_legacy_u16 zeroes it.
TEST(GcnClangRows, Gfx9OpSelOnSixteenBitRowsAndTheHighHalfRules) {
  // VOP3: 0xd0000000 | opcode << 16 | op_sel << 11 | vdst; src0 | src1 << 9.
  const uint32_t words[] = {0xd0000000u | (0x100u + 38) << 16 | 0xbu << 11 | 5u,
                            257u | 258u << 9,  // v_add_u16
                            0xd0000000u | 0x204u << 16 | 6u,
                            257u | 258u << 9 | 259u << 18,  // v_mad_u16
                            0xd0000000u | 0x1ebu << 16 | 7u,
                            257u | 258u << 9 | 259u << 18,  // v_mad_legacy_u16
                            0xbf810000u};
  const Program p = predecode(words, Generation::Gfx9, findProcessor("gfx900"));
  ASSERT_EQ(p.code.size(), 4u);
  EXPECT_EQ(p.code[1].info->mnemonic, "v_mad_u16");
  EXPECT_EQ(p.code[2].info->mnemonic, "v_mad_legacy_u16");
  auto wave = std::make_unique<Wavefront>();
  wave->setExec(~uint64_t{0});
  for (uint32_t reg = 0; reg < 8; ++reg)
    for (uint32_t l = 0; l < kLanes; ++l) wave->vgpr[reg][l] = initial(reg, l);
  const RunResult r = runWave(p, *wave);
  ASSERT_TRUE(r.ended) << faultText(r);
  for (uint32_t l = 0; l < kLanes; ++l) {
    const uint32_t a = initial(1, l), b = initial(2, l), c = initial(3, l);
    const uint32_t sum = ((a >> 16) + (b >> 16)) & 0xffff;
    EXPECT_EQ(wave->vgpr[5][l], sum << 16 | (initial(5, l) & 0xffff)) << l;
    const uint32_t mad = ((a & 0xffff) * (b & 0xffff) + (c & 0xffff)) & 0xffff;
    EXPECT_EQ(wave->vgpr[6][l], (initial(6, l) & 0xffff0000u) | mad) << l;
    EXPECT_EQ(wave->vgpr[7][l], mad) << l;
  }
}

TEST(GcnClangRows, Gfx9Min3Max3Med3F16AndSaturatingSignedAdds) {
  const float a[] = {1.0f, -2.0f, 0.5f, 7.0f};
  const float b[] = {3.0f, -1.0f, -0.5f, 7.5f};
  const float c[] = {2.0f, -3.0f, 0.25f, -8.0f};
  auto r = runOn("gfx900",
                 "v_min3_f16 v10, v1, v2, v3\n"
                 "v_max3_f16 v11, v1, v2, v3\n"
                 "v_med3_f16 v12, v1, v2, v3\n"
                 "v_add_i32 v13, v4, v5 clamp\n"
                 "v_sub_i32 v14, v4, v5 clamp\n"
                 "v_add_i32 v15, v4, v5\n",
                 [&](Wavefront& w) {
                   for (uint32_t l = 0; l < 4; ++l) {
                     w.vgpr[1][l] = half(a[l]);
                     w.vgpr[2][l] = half(b[l]);
                     w.vgpr[3][l] = half(c[l]);
                   }
                 });
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  for (uint32_t l = 0; l < 4; ++l) {
    float sorted[3] = {a[l], b[l], c[l]};
    std::sort(sorted, sorted + 3);
    EXPECT_EQ(r.wave->vgpr[10][l], half(sorted[0])) << l;
    EXPECT_EQ(r.wave->vgpr[11][l], half(sorted[2])) << l;
    EXPECT_EQ(r.wave->vgpr[12][l], half(sorted[1])) << l;
  }
  for (uint32_t l = 0; l < kLanes; ++l) {
    const int64_t x = static_cast<int32_t>(initial(4, l)), y = static_cast<int32_t>(initial(5, l));
    EXPECT_EQ(r.wave->vgpr[13][l],
              static_cast<uint32_t>(std::clamp<int64_t>(x + y, INT32_MIN, INT32_MAX)));
    EXPECT_EQ(r.wave->vgpr[14][l],
              static_cast<uint32_t>(std::clamp<int64_t>(x - y, INT32_MIN, INT32_MAX)));
    EXPECT_EQ(r.wave->vgpr[15][l], static_cast<uint32_t>(x + y));
  }
}

// By hand: f32_to_u8 rounds to nearest even and saturates (1.5 -> 2, 2.5 ->
// 2, -3 -> 0, 300 -> 255, NaN -> 0) into byte S1[1:0] of S2; the normalized
// forms clamp, scale by 32767 (65535) and round to nearest even.
TEST(GcnClangRows, PackingConversionsRoundAndSaturateByHand) {
  const float in[] = {1.5f, 2.5f, -3.0f, 300.0f, std::numeric_limits<float>::quiet_NaN()};
  const uint32_t bytes[] = {2, 2, 0, 255, 0};
  auto r = runOn("gfx803",
                 "v_cvt_pk_u8_f32 v10, v1, v2, v3\n"
                 "v_mov_b32 v11, v3\n"
                 "v_cvt_pkaccum_u8_f32 v11, v1, v2\n"
                 "v_cvt_pknorm_i16_f32 v12, v4, v5\n"
                 "v_cvt_pknorm_u16_f32 v13, v4, v5\n",
                 [&](Wavefront& w) {
                   for (uint32_t l = 0; l < 5; ++l) {
                     w.vgpr[1][l] = bits(in[l]);
                     w.vgpr[2][l] = l;  // byte l & 3
                     w.vgpr[3][l] = 0xa1b2c3d4u;
                   }
                   w.vgpr[4][0] = bits(0.5f), w.vgpr[5][0] = bits(-1.5f);
                   w.vgpr[4][1] = bits(1.0f), w.vgpr[5][1] = bits(2.0f);
                 });
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  for (uint32_t l = 0; l < 5; ++l) {
    const uint32_t shift = 8 * (l & 3);
    const uint32_t expected = (0xa1b2c3d4u & ~(0xffu << shift)) | bytes[l] << shift;
    EXPECT_EQ(r.wave->vgpr[10][l], expected) << l;
    EXPECT_EQ(r.wave->vgpr[11][l], expected) << l;
  }
  // 0.5 * 32767 = 16383.5 -> 16384 (even); -1.5 clamps to -32767.
  EXPECT_EQ(r.wave->vgpr[12][0], 0x4000u | 0x8001u << 16);
  EXPECT_EQ(r.wave->vgpr[12][1], 0x7fffu | 0x7fffu << 16);
  // 0.5 * 65535 = 32767.5 -> 32768; -1.5 -> 0; 1 -> 65535; 2 -> 65535.
  EXPECT_EQ(r.wave->vgpr[13][0], 0x8000u);
  EXPECT_EQ(r.wave->vgpr[13][1], 0xffffu | 0xffffu << 16);
}

TEST(GcnClangRows, Gfx9NormalizingAndSaturatingSixteenBitConversions) {
  auto r = runOn("gfx900",
                 "v_sat_pk_u8_i16 v10, v1\n"
                 "v_cvt_norm_i16_f16 v11, v2\n"
                 "v_cvt_norm_u16_f16 v12, v2\n"
                 "v_cvt_pknorm_i16_f16 v13, v2, v3 op_sel:[1,0]\n",
                 [](Wavefront& w) {
                   w.vgpr[1][0] = 0x80000123u;  // -32768 -> 0, 0x123 -> 255
                   w.vgpr[1][1] = 0x007f0080u;  // 127, 128
                   w.vgpr[2][0] = 0xbc003800u;  // low 0.5, high -1.0
                   w.vgpr[3][0] = 0x00003400u;  // low 0.25
                 });
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  EXPECT_EQ(r.wave->vgpr[10][0], 0x00ffu);
  EXPECT_EQ(r.wave->vgpr[10][1], 0x7f80u);
  EXPECT_EQ(r.wave->vgpr[11][0], 16384u);  // 0.5 * 32767 = 16383.5 -> even
  EXPECT_EQ(r.wave->vgpr[12][0], 32768u);  // 0.5 * 65535 = 32767.5 -> even
  // op_sel [1,0]: src0's high half (-1.0 -> -32767), src1's low (0.25 -> 8191.75 -> 8192).
  EXPECT_EQ(r.wave->vgpr[13][0], 0x8001u | 8192u << 16);
}

// cl_amd_media_ops2's amd_msad and amd_qsad, written out here: the sum of
// byte differences (masked: skipping the bytes where the reference is 0).
uint32_t sad(uint32_t a, uint32_t b, uint32_t acc, bool masked) {
  for (int i = 0; i < 4; ++i) {
    const int x = (a >> (8 * i)) & 0xff, y = (b >> (8 * i)) & 0xff;
    if (!(masked && y == 0)) acc += static_cast<uint32_t>(x > y ? x - y : y - x);
  }
  return acc;
}

TEST(GcnClangRows, MaskedAndQuadSadsMatchTheMediaOpsFormulas) {
  auto r = runOn("gfx803",
                 "v_msad_u8 v10, v1, v2, v3\n"
                 "v_qsad_pk_u16_u8 v[12:13], v[4:5], v2, v[6:7]\n"
                 "v_mqsad_pk_u16_u8 v[14:15], v[4:5], v2, v[6:7]\n"
                 "v_mqsad_u32_u8 v[16:19], v[4:5], v2, v[20:23]\n",
                 [](Wavefront& w) {
                   for (uint32_t l = 0; l < kLanes; ++l) {
                     w.vgpr[2][l] &= 0xff00ffffu;  // a zero reference byte in every lane
                     w.vgpr[3][l] &= 0xffffu;
                     for (uint32_t k = 0; k < 4; ++k) w.vgpr[20 + k][l] = l * 3 + k;
                   }
                 });
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  // By hand for lane 0's kind of input: S0 0x01020304, S1 0x00050100, S2 10:
  // bytes 1 and 2 count, |3-1| + |2-5| = 5.
  EXPECT_EQ(sad(0x01020304u, 0x00050100u, 10, true), 15u);
  for (uint32_t l = 0; l < kLanes; ++l) {
    const uint32_t s2 = r.wave->vgpr[2][l];
    EXPECT_EQ(r.wave->vgpr[10][l], sad(initial(1, l), s2, initial(3, l) & 0xffff, true));
    const uint64_t s0 = initial(4, l) | uint64_t{initial(5, l)} << 32;
    const uint64_t acc = initial(6, l) | uint64_t{initial(7, l)} << 32;
    for (uint32_t k = 0; k < 4; ++k) {
      const auto window = static_cast<uint32_t>(s0 >> (8 * k));
      const uint32_t accK = static_cast<uint32_t>(acc >> (16 * k)) & 0xffff;
      const uint32_t plain = sad(window, s2, accK, false) & 0xffff;
      const uint32_t masked = sad(window, s2, accK, true) & 0xffff;
      EXPECT_EQ((r.wave->vgpr[12 + k / 2][l] >> (16 * (k % 2))) & 0xffff, plain) << l << k;
      EXPECT_EQ((r.wave->vgpr[14 + k / 2][l] >> (16 * (k % 2))) & 0xffff, masked) << l << k;
      EXPECT_EQ(r.wave->vgpr[16 + k][l], sad(window, s2, l * 3 + k, true)) << l << k;
    }
  }
}

TEST(GcnClangRows, CiFloatFlatAtomicsApplyInLaneOrder) {
  Memory memory;
  memory.bytes.assign(4096, 0);
  storeDword(memory, 0x100, bits(5.0f));
  storeDword(memory, 0x104, bits(5.0f));
  storeDword(memory, 0x108, bits(2.0f));
  auto r = runOn(
      "gfx701",
      "v_mov_b32 v11, 0\n"
      "v_mov_b32 v10, 0x100\n"
      "flat_atomic_fmin v12, v[10:11], v1 glc\n"
      "v_mov_b32 v10, 0x104\n"
      "flat_atomic_fmax v[10:11], v1\n"
      "v_mov_b32 v10, 0x108\n"
      "v_mov_b32 v14, 2.0\n"  // compare value
      "v_mov_b32 v13, 4.0\n"  // new value
      "flat_atomic_fcmpswap v15, v[10:11], v[13:14] glc\n"
      "s_waitcnt vmcnt(0) lgkmcnt(0)\n",
      [](Wavefront& w) {
        for (uint32_t l = 0; l < kLanes; ++l) w.vgpr[1][l] = bits(10.0f - 0.5f * l);
      },
      &memory);
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  float low = 5.0f, high = 5.0f;
  for (uint32_t l = 0; l < kLanes; ++l) {
    EXPECT_EQ(f(r.wave->vgpr[12][l]), low) << l;  // the value before, lane by lane
    low = std::min(low, 10.0f - 0.5f * l);
    high = std::max(high, 10.0f - 0.5f * l);
  }
  EXPECT_EQ(f(loadDword(memory, 0x100)), low);
  EXPECT_EQ(f(loadDword(memory, 0x104)), high);
  // Lane 0 finds 2.0 and swaps in 4.0; the others find 4.0 and leave it.
  EXPECT_EQ(f(loadDword(memory, 0x108)), 4.0f);
  EXPECT_EQ(f(r.wave->vgpr[15][0]), 2.0f);
  EXPECT_EQ(f(r.wave->vgpr[15][1]), 4.0f);
}

TEST(GcnClangRows, Gfx9ScalarAtomicsOnAnAddressAndThroughAVSharp) {
  Memory memory;
  memory.bytes.assign(4096, 0);
  storeDword(memory, 0x200, 7);
  storeDword(memory, 0x300, 40);
  auto r = runOn("gfx900",
                 "s_mov_b64 s[0:1], 0x200\n"
                 "s_mov_b32 s4, 5\n"
                 "s_atomic_add s4, s[0:1], 0x0 glc\n"
                 "s_mov_b32 s8, 0x300\n"
                 "s_mov_b32 s9, 0\n"
                 "s_mov_b32 s10, 16\n"  // num_records
                 "s_mov_b32 s11, 0\n"
                 "s_mov_b32 s5, 3\n"
                 "s_buffer_atomic_smax s5, s[8:11], 0x0 glc\n"
                 "s_mov_b32 s6, 99\n"
                 "s_buffer_atomic_swap s6, s[8:11], 0x20 glc\n"  // past num_records: dropped
                 "s_waitcnt lgkmcnt(0)\n",
                 {}, &memory);
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  EXPECT_EQ(r.wave->sgpr(4), 7u);
  EXPECT_EQ(loadDword(memory, 0x200), 12u);
  EXPECT_EQ(r.wave->sgpr(5), 40u);
  EXPECT_EQ(loadDword(memory, 0x300), 40u);
  EXPECT_EQ(r.wave->sgpr(6), 0u);
  EXPECT_EQ(loadDword(memory, 0x320), 0u);
}

// A V# base that is not 8-byte aligned: the qword is the one the address
// aligns down to, as every buffer atomic takes it (fuzz_gcn_simulator found
// the unaligned 64-bit access: seed smem-atomic-x2-unaligned-vsharp.bin).
TEST(GcnClangRows, Gfx9ScalarBufferAtomicX2AlignsTheAddressDown) {
  Memory memory;
  memory.bytes.assign(4096, 0);
  storeDword(memory, 0x308, 0xfffffffeu);
  storeDword(memory, 0x30c, 7);
  auto r = runOn("gfx900",
                 "s_mov_b32 s8, 0x303\n"  // base 0x303, offset 8: 0x30b, aligned down to 0x308
                 "s_mov_b32 s9, 0\n"
                 "s_mov_b32 s10, 64\n"
                 "s_mov_b32 s11, 0\n"
                 "s_mov_b64 s[4:5], 3\n"
                 "s_buffer_atomic_add_x2 s[4:5], s[8:11], 0x8 glc\n"
                 "s_waitcnt lgkmcnt(0)\n",
                 {}, &memory);
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  EXPECT_EQ(r.wave->pair(4), 0x7fffffffeu);
  EXPECT_EQ(loadDword(memory, 0x308), 1u);  // 0x7_ffff_fffe + 3 = 0x8_0000_0001
  EXPECT_EQ(loadDword(memory, 0x30c), 8u);
}

// The same v_mad_mix/v_fma_mix word: gfx900 rounds the product first,
// gfx906 fuses. a = b = 1 + 2^-12, c = -1: a * b = 1 + 2^-11 + 2^-24 rounds
// (a tie, to even) to 1 + 2^-11, so the mad gives 2^-11; the fma gives the
// exact 2^-11 + 2^-24.
TEST(GcnClangRows, FmaMixFusesOnGfx906WhereMadMixRoundsTwiceOnGfx900) {
  const float a = 1.0f + std::ldexp(1.0f, -12);
  auto setup = [&](Wavefront& w) {
    for (uint32_t l = 0; l < kLanes; ++l) w.vgpr[1][l] = bits(a), w.vgpr[3][l] = bits(-1.0f);
  };
  // A gfx906 processor defaults to f32 denormals kept (MODE 0xf0).
  auto fused = runOn("gfx906", "v_fma_mix_f32 v10, v1, v1, v3", setup);
  auto twice = runOn("gfx900", "v_mad_mix_f32 v10, v1, v1, v3", setup);
  ASSERT_FALSE(fused.result.fault) << faultText(fused.result);
  ASSERT_FALSE(twice.result.fault) << faultText(twice.result);
  EXPECT_EQ(f(fused.wave->vgpr[10][0]), std::ldexp(1.0f, -11) + std::ldexp(1.0f, -24));
  EXPECT_EQ(f(twice.wave->vgpr[10][0]), std::ldexp(1.0f, -11));
  // The same bytes: gfx906's word is the fma.
  EXPECT_EQ(assembleFor("gfx906", "v_fma_mix_f32 v10, v1, v1, v3"),
            assembleFor("gfx900", "v_mad_mix_f32 v10, v1, v1, v3"));
}

// gfx906's v_fmac_f32 (clang's fma there) against the host's fma, and
// v_xnor_b32; on gfx900 the same words fault naming the processors.
TEST(GcnClangRows, Gfx906FmacAndXnor) {
  auto r = runOn("gfx906", "v_fmac_f32 v10, v1, v2\nv_xnor_b32 v11, v3, v4", [](Wavefront& w) {
    for (uint32_t l = 0; l < kLanes; ++l) {
      w.vgpr[1][l] = bits(1.0f + std::ldexp(static_cast<float>(l), -20));
      w.vgpr[2][l] = bits(3.0f - std::ldexp(static_cast<float>(l), -18));
      w.vgpr[10][l] = bits(-3.0f + 0.125f * static_cast<float>(l));
    }
  });
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  for (uint32_t l = 0; l < kLanes; ++l) {
    const float a = 1.0f + std::ldexp(static_cast<float>(l), -20);
    const float b = 3.0f - std::ldexp(static_cast<float>(l), -18);
    EXPECT_EQ(r.wave->vgpr[10][l], bits(std::fma(a, b, -3.0f + 0.125f * static_cast<float>(l))))
        << l;
    EXPECT_EQ(r.wave->vgpr[11][l], ~(initial(3, l) ^ initial(4, l)));
  }
  const std::vector<uint32_t> words = assembleFor("gfx906", "v_fmac_f32 v10, v1, v2\ns_endpgm");
  const Program p = predecode(words, Generation::Gfx9, findProcessor("gfx900"));
  EXPECT_EQ(p.code[0].support, Support::Illegal);
}

TEST(GcnClangRows, ADotRowInGfx900CodeFaultsNamingTheProcessorsThatHaveIt) {
  const std::vector<uint32_t> words =
      assembleFor("gfx906", "v_dot2_i32_i16 v1, v2, v3, v4\ns_endpgm");
  const Program p = predecode(words, Generation::Gfx9, findProcessor("gfx900"));
  ASSERT_EQ(p.code.size(), 2u);
  EXPECT_EQ(p.code[0].support, Support::Illegal);
  auto wave = std::make_unique<Wavefront>();
  const RunResult r = runWave(p, *wave);
  ASSERT_TRUE(r.fault);
  EXPECT_EQ(r.fault->kind, "illegal");
  EXPECT_EQ(r.fault->message,
            "v_dot2_i32_i16 exists on gfx906, gfx908 or gfx90a only, not on the processor this "
            "code is for");
  // On gfx906 it runs.
  const Program runs = predecode(words, Generation::Gfx9, findProcessor("gfx906"));
  EXPECT_EQ(runs.code[0].support, Support::Runs);
}

// A private access past .private_segment_fixed_size faults naming the
// offset and the size: GFX9's scratch_* (private dword k of lane l at
// FLAT_SCRATCH + 256k + 4l) and a MUBUF access through the private segment V#.
TEST(GcnClangRows, ScratchPastThePrivateSegmentSizeFaults) {
  Memory memory;
  memory.bytes.assign(1 << 16, 0);
  memory.scratchBase = 0x1000;
  memory.scratchEnd = 0x8000;
  memory.privateSegmentBytes = 16;
  const std::string prologue =
      "s_mov_b32 flat_scratch_lo, 0x1000\n"
      "s_mov_b32 flat_scratch_hi, 0\n"
      "v_mov_b32 v10, 12\n";
  auto inside = runOn("gfx900", prologue + "scratch_store_dword v10, v1, off\n", {}, &memory);
  ASSERT_FALSE(inside.result.fault) << faultText(inside.result);
  EXPECT_EQ(loadDword(memory, 0x1000 + 3 * 256 + 4 * 9), initial(1, 9));
  auto past =
      runOn("gfx900", prologue + "scratch_load_dword v11, v10, off offset:4\n", {}, &memory);
  ASSERT_TRUE(past.result.fault);
  EXPECT_EQ(past.result.fault->kind, "address");
  EXPECT_NE(past.result.fault->message.find("private offset 0x10, past the work-item's 16 bytes"),
            std::string::npos)
      << past.result.fault->message;
  // MUBUF through the V# (base 0x1100: a wave's share in the scratch, as
  // LLVM adds the wave offset to the base; swizzled, add_tid, element size 4,
  // index stride 64: dword 3 = 1 << 23 | 1 << 19 | 3 << 21).
  auto buffer = runOn("gfx803",
                      "s_mov_b32 s0, 0x1100\n"
                      "s_mov_b32 s1, 0x80000000\n"
                      "s_mov_b32 s2, -1\n"
                      "s_mov_b32 s3, 0xe80000\n"
                      "v_mov_b32 v10, 16\n"
                      "buffer_store_dword v1, v10, s[0:3], 0 offen\n",
                      {}, &memory);
  ASSERT_TRUE(buffer.result.fault);
  EXPECT_EQ(buffer.result.fault->kind, "address");
  EXPECT_NE(buffer.result.fault->message.find("past the work-item's 16 bytes"), std::string::npos);
}

// A 16_16 float element read as halves: GFX8 gives each component its own
// register's low half (the high zeroed); GFX9's d16_x writes the low half
// and keeps the high, its d16_hi_x the reverse.
TEST(GcnClangRows, D16FormatLoadsUnpackOnGfx8AndFillHalvesOnGfx9) {
  Memory memory;
  memory.bytes.assign(4096, 0);
  storeDword(memory, 0x400, half(1.5f) | half(-2.0f) << 16);
  storeDword(memory, 0x404, half(0.25f));
  // V# base 0x400, num_records 64, dword 3: dst_sel x y z w (4 5 6 7),
  // num_format float (7 << 12), data_format 16_16 (5 << 15).
  const std::string descriptor =
      "s_mov_b32 s0, 0x400\ns_mov_b32 s1, 0\ns_mov_b32 s2, 64\n"
      "s_mov_b32 s3, 0x2ffac\n"
      "v_mov_b32 v11, 0x5a5a5a5a\n"
      "v_mov_b32 v12, 0x5a5a5a5a\n";
  auto unpacked = runOn("gfx803",
                        descriptor +
                            "v_mov_b32 v10, 0\n"
                            "buffer_load_format_d16_xy v[11:12], v10, s[0:3], 0 offen\n"
                            "s_waitcnt vmcnt(0)\n",
                        {}, &memory);
  ASSERT_FALSE(unpacked.result.fault) << faultText(unpacked.result);
  EXPECT_EQ(unpacked.wave->vgpr[11][0], half(1.5f));
  EXPECT_EQ(unpacked.wave->vgpr[12][0], half(-2.0f));
  auto halves = runOn("gfx900",
                      descriptor +
                          "v_mov_b32 v10, 0\n"
                          "buffer_load_format_d16_x v11, v10, s[0:3], 0 offen\n"
                          "v_mov_b32 v10, 4\n"
                          "buffer_load_format_d16_hi_x v11, v10, s[0:3], 0 offen\n"
                          "buffer_load_format_d16_x v12, v10, s[0:3], 0 offen\n"
                          "s_waitcnt vmcnt(0)\n",
                      {}, &memory);
  ASSERT_FALSE(halves.result.fault) << faultText(halves.result);
  EXPECT_EQ(halves.wave->vgpr[11][0], half(1.5f) | half(0.25f) << 16);
  EXPECT_EQ(halves.wave->vgpr[12][0], 0x5a5a0000u | half(0.25f));
}

TEST(GcnClangRows, CallWritesTheReturnAddressAndBranches) {
  auto r = runOn("gfx900",
                 "s_call_b64 s[4:5], target\n"
                 "s_mov_b32 s6, 1\n"
                 "s_endpgm\n"
                 "target:\n"
                 "s_mov_b32 s7, 2\n");
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  EXPECT_EQ(r.wave->pair(4), 4u);  // the instruction after the 4-byte s_call_b64
  EXPECT_EQ(r.wave->sgpr(6), 0u);
  EXPECT_EQ(r.wave->sgpr(7), 2u);
}

}  // namespace
}  // namespace gpuasm::gcn::machine
