// The vector ALU under EXEC: every expectation is the host computing the
// same expression lane by lane from the lanes' starting values (initial()),
// or a hand derivation where the point is a rounding or encoding detail.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>

#include "targets/gcn/machine/kernel_runner.hpp"

namespace gpuasm::gcn::machine {
namespace {

uint32_t v(uint32_t reg, uint32_t lane) {
  return initial(reg, lane);
}

TEST(GcnMachineVector, AddWithCarryToVccThenAddcGivesSixtyFourBitSums) {
  // v[0:1] + v[2:3] as 64-bit numbers per lane, the carry through VCC; the
  // VOP3 form puts the carry of v4 + v5 in s[10:11].
  auto r = run(R"(
    v_add_i32 v10, vcc, v0, v2
    v_addc_u32 v11, vcc, v1, v3, vcc
    v_add_i32 v12, s[10:11], v4, v7
    v_sub_i32 v13, vcc, v5, v6
    v_subrev_i32 v14, s[12:13], v5, v6
    s_endpgm
  )");
  ASSERT_TRUE(r.result.ended) << faultText(r.result);
  uint64_t carry47 = 0, borrow56 = 0, borrow65 = 0;
  for (uint32_t l = 0; l < kLanes; ++l) {
    const uint64_t a = v(0, l) | uint64_t{v(1, l)} << 32, b = v(2, l) | uint64_t{v(3, l)} << 32;
    EXPECT_EQ(r.wave->vgpr[10][l] | uint64_t{r.wave->vgpr[11][l]} << 32, a + b) << "lane " << l;
    EXPECT_EQ(r.wave->vgpr[12][l], v(4, l) + v(7, l));
    if (uint64_t{v(4, l)} + v(7, l) > 0xffffffffu) carry47 |= uint64_t{1} << l;
    EXPECT_EQ(r.wave->vgpr[13][l], v(5, l) - v(6, l));
    if (v(6, l) > v(5, l)) borrow56 |= uint64_t{1} << l;
    EXPECT_EQ(r.wave->vgpr[14][l], v(6, l) - v(5, l));
    if (v(5, l) > v(6, l)) borrow65 |= uint64_t{1} << l;
  }
  EXPECT_EQ(r.wave->vcc(), borrow56);  // the last VCC writer was v_sub_i32
  EXPECT_EQ(r.wave->pair(10), carry47);
  EXPECT_EQ(r.wave->pair(12), borrow65);
  EXPECT_NE(carry47, 0u);            // the test data has carries in some lanes...
  EXPECT_NE(carry47, ~uint64_t{0});  // ...and not in all
}

TEST(GcnMachineVector, ExecMasksWritesAndComparesWriteZeroForInactiveLanes) {
  auto r = run(R"(
    s_mov_b64 exec, s[0:1]
    v_xor_b32 v10, v0, v1
    v_cmp_gt_u32 vcc, v0, v1
    v_cmp_eq_u32 s[20:21], 0, v8
    v_cndmask_b32 v11, v2, v3, vcc
    v_cndmask_b32 v12, v2, v3, s[20:21]
    s_mov_b64 exec, -1
    s_endpgm
  )",
               [](Wavefront& w) {
                 w.setPair(0, 0xdeadbeef0badf00d);
                 for (uint32_t l = 0; l < kLanes; ++l) w.vgpr[8][l] = l % 3;
               });
  ASSERT_TRUE(r.result.ended) << faultText(r.result);
  const uint64_t exec = 0xdeadbeef0badf00d;
  uint64_t gt = 0, eq = 0;
  for (uint32_t l = 0; l < kLanes; ++l) {
    const bool on = exec >> l & 1;
    if (on && v(0, l) > v(1, l)) gt |= uint64_t{1} << l;
    if (on && l % 3 == 0) eq |= uint64_t{1} << l;
    EXPECT_EQ(r.wave->vgpr[10][l], on ? (v(0, l) ^ v(1, l)) : 0u) << "lane " << l;
    EXPECT_EQ(r.wave->vgpr[11][l], on ? (gt >> l & 1 ? v(3, l) : v(2, l)) : 0u);
    EXPECT_EQ(r.wave->vgpr[12][l], on ? (eq >> l & 1 ? v(3, l) : v(2, l)) : 0u);
  }
  EXPECT_EQ(r.wave->vcc(), gt);
  EXPECT_EQ(r.wave->pair(20), eq);
}

TEST(GcnMachineVector, CmpxWritesExecAndLaneNumbersComeFromMbcnt) {
  auto r = run(R"(
    v_mbcnt_lo_u32_b32 v9, -1, 0
    v_mbcnt_hi_u32_b32 v9, -1, v9
    v_cmpx_lt_u32 vcc, 40, v9
    v_mov_b32 v10, 7
    s_endpgm
  )");
  ASSERT_TRUE(r.result.ended) << faultText(r.result);
  // lanes 41..63 pass 40 < lane
  const uint64_t above40 = ~uint64_t{0} << 41;
  EXPECT_EQ(r.wave->exec(), above40);
  EXPECT_EQ(r.wave->vcc(), above40);
  for (uint32_t l = 0; l < kLanes; ++l) {
    EXPECT_EQ(r.wave->vgpr[9][l], l);
    EXPECT_EQ(r.wave->vgpr[10][l], l > 40 ? 7u : 0u);
  }
}

TEST(GcnMachineVector, LaneAccessReadlaneWritelaneReadfirstlane) {
  auto r = run(R"(
    s_mov_b32 s0, 69
    v_readlane_b32 s1, v3, s0
    v_readlane_b32 s2, v3, 63
    v_writelane_b32 v4, s2, 9
    s_mov_b64 exec, 0x300
    v_readfirstlane_b32 s3, v5
    s_mov_b64 exec, -1
    s_endpgm
  )");
  ASSERT_TRUE(r.result.ended) << faultText(r.result);
  EXPECT_EQ(r.wave->sgpr(1), v(3, 5));  // lane 69 mod 64
  EXPECT_EQ(r.wave->sgpr(2), v(3, 63));
  EXPECT_EQ(r.wave->vgpr[4][9], v(3, 63));
  EXPECT_EQ(r.wave->vgpr[4][8], v(4, 8));
  EXPECT_EQ(r.wave->sgpr(3), v(5, 8));  // first active lane of 0x300
}

TEST(GcnMachineVector, IntegerOperationsMatchTheHostLaneByLane) {
  auto r = run(R"(
    v_mul_lo_u32 v10, v0, v1
    v_mul_hi_u32 v11, v0, v1
    v_mul_hi_i32 v12, v0, v1
    v_mul_u32_u24 v13, v0, v1
    v_mul_hi_u32_u24 v14, v0, v1
    v_mul_i32_i24 v15, v0, v1
    v_mad_u32_u24 v16, v0, v1, v2
    v_bfi_b32 v17, v0, v1, v2
    v_alignbit_b32 v18, v0, v1, v2
    v_bfe_u32 v19, v0, 5, 11
    v_bfe_i32 v20, v0, 5, 11
    v_lshlrev_b32 v21, v1, v0
    v_ashrrev_i32 v22, 7, v7
    v_min_i32 v23, v0, v7
    v_max_u32 v24, v0, v7
    v_med3_u32 v25, v0, v1, v2
    v_not_b32 v26, v3
    v_ffbh_u32 v27, v3
    v_bcnt_u32_b32 v28, v3, 5
    v_lshl_b64 v[30:31], v[0:1], v2
    v_ashr_i64 v[32:33], v[6:7], 35
    s_endpgm
  )");
  ASSERT_TRUE(r.result.ended) << faultText(r.result);
  for (uint32_t l = 0; l < kLanes; ++l) {
    const uint32_t a = v(0, l), b = v(1, l), c = v(2, l);
    const auto* g = r.wave->vgpr;
    SCOPED_TRACE(l);
    EXPECT_EQ(g[10][l], a * b);
    EXPECT_EQ(g[11][l], static_cast<uint32_t>(uint64_t{a} * b >> 32));
    EXPECT_EQ(g[12][l],
              static_cast<uint32_t>(static_cast<uint64_t>(int64_t{int32_t(a)} * int32_t(b)) >> 32));
    EXPECT_EQ(g[13][l], (a & 0xffffff) * (b & 0xffffff));
    EXPECT_EQ(g[14][l], static_cast<uint32_t>(uint64_t{a & 0xffffff} * (b & 0xffffff) >> 32));
    const int64_t a24 = (a & 0x800000) ? int64_t(a & 0xffffff) - 0x1000000 : (a & 0xffffff);
    const int64_t b24 = (b & 0x800000) ? int64_t(b & 0xffffff) - 0x1000000 : (b & 0xffffff);
    EXPECT_EQ(g[15][l], static_cast<uint32_t>(a24 * b24));
    EXPECT_EQ(g[16][l], (a & 0xffffff) * (b & 0xffffff) + c);
    EXPECT_EQ(g[17][l], (a & b) | (~a & c));
    EXPECT_EQ(g[18][l], static_cast<uint32_t>((uint64_t{a} << 32 | b) >> (c % 32)));
    EXPECT_EQ(g[19][l], (a >> 5) & 0x7ff);
    const uint32_t field = (a >> 5) & 0x7ff;
    EXPECT_EQ(g[20][l], (field & 0x400) ? field | 0xfffff800u : field);
    EXPECT_EQ(g[21][l], a << (b % 32));
    EXPECT_EQ(g[22][l], static_cast<uint32_t>(int32_t(v(7, l)) >> 7));
    EXPECT_EQ(g[23][l], int32_t(a) < int32_t(v(7, l)) ? a : v(7, l));
    EXPECT_EQ(g[24][l], a > v(7, l) ? a : v(7, l));
    const uint32_t lo = a < b ? a : b, hi = a < b ? b : a;
    EXPECT_EQ(g[25][l], c < lo ? lo : (c > hi ? hi : c));
    EXPECT_EQ(g[26][l], ~v(3, l));
    uint32_t leading = 0;
    for (uint32_t bit = 31; bit < 32 && !(v(3, l) >> bit & 1); --bit) ++leading;
    EXPECT_EQ(g[27][l], v(3, l) ? leading : 0xffffffffu);
    uint32_t ones = 0;
    for (uint32_t bit = 0; bit < 32; ++bit) ones += v(3, l) >> bit & 1;
    EXPECT_EQ(g[28][l], ones + 5);
    const uint64_t pair01 = a | uint64_t{b} << 32, pair67 = v(6, l) | uint64_t{v(7, l)} << 32;
    EXPECT_EQ(g[30][l] | uint64_t{g[31][l]} << 32, pair01 << (c % 64));
    EXPECT_EQ(g[32][l] | uint64_t{g[33][l]} << 32, static_cast<uint64_t>(int64_t(pair67) >> 35));
  }
}

TEST(GcnMachineVector, InlineConstantsAndLiteralsAsSources) {
  auto r = run(R"(
    v_mov_b32 v10, -16
    v_mov_b32 v11, 64
    v_mov_b32 v12, 0.5
    v_mov_b32 v13, -4.0
    v_mov_b32 v14, 0x12345678
    v_add_i32 v15, vcc, 0x1000, v0
    v_xor_b32 v16, s0, v0
    v_mov_b32 v17, vcc_lo
    v_mov_b32 v18, exec_hi
    s_endpgm
  )",
               [](Wavefront& w) { w.sgpr(0) = 0xa5a5a5a5; });
  ASSERT_TRUE(r.result.ended) << faultText(r.result);
  for (uint32_t l = 0; l < kLanes; ++l) {
    EXPECT_EQ(r.wave->vgpr[10][l], 0xfffffff0u);
    EXPECT_EQ(r.wave->vgpr[11][l], 64u);
    EXPECT_EQ(r.wave->vgpr[12][l], 0x3f000000u);
    EXPECT_EQ(r.wave->vgpr[13][l], 0xc0800000u);
    EXPECT_EQ(r.wave->vgpr[14][l], 0x12345678u);
    EXPECT_EQ(r.wave->vgpr[15][l], v(0, l) + 0x1000);
    EXPECT_EQ(r.wave->vgpr[16][l], v(0, l) ^ 0xa5a5a5a5u);
    EXPECT_EQ(r.wave->vgpr[17][l], static_cast<uint32_t>(r.wave->vcc()));
    EXPECT_EQ(r.wave->vgpr[18][l], 0xffffffffu);
  }
}

TEST(GcnMachineVector, FloatArithmeticWithNegAbsIsIeeeSingle) {
  auto r = run(R"(
    v_add_f32 v10, v8, v9
    v_mul_f32 v11, v8, v9
    v_sub_f32 v12, v8, v9
    v_mad_f32 v13, -v8, |v9|, v8
    v_mad_f32 v14, v20, v20, -1.0
    v_fma_f32 v15, v20, v20, -1.0
    v_mac_f32 v16, v8, v9
    v_cvt_f32_i32 v17, v21
    v_cvt_i32_f32 v18, v8
    v_mul_f32 v19, v8, v9 mul:2 clamp
    s_endpgm
  )",
               [](Wavefront& w) {
                 for (uint32_t l = 0; l < kLanes; ++l) {
                   w.vgpr[8][l] = bits(static_cast<float>(l) * 0.37f - 9.0f);
                   w.vgpr[9][l] = bits(1.0f / static_cast<float>(l + 1) - 0.25f);
                   w.vgpr[16][l] = bits(static_cast<float>(l));
                   w.vgpr[20][l] = bits(1.0f + 0x1p-12f);
                   w.vgpr[21][l] = static_cast<uint32_t>(static_cast<int32_t>(l) * -99991);
                 }
               });
  ASSERT_TRUE(r.result.ended) << faultText(r.result);
  for (uint32_t l = 0; l < kLanes; ++l) {
    const float a = static_cast<float>(l) * 0.37f - 9.0f,
                b = 1.0f / static_cast<float>(l + 1) - 0.25f;
    const auto* g = r.wave->vgpr;
    SCOPED_TRACE(l);
    EXPECT_EQ(g[10][l], bits(a + b));
    EXPECT_EQ(g[11][l], bits(a * b));
    EXPECT_EQ(g[12][l], bits(a - b));
    const float product = -a * std::fabs(b);
    EXPECT_EQ(g[13][l], bits(product + a));
    // (1 + 2^-12)^2 = 1 + 2^-11 + 2^-24: the product rounds to 1 + 2^-11 (a
    // tie, to even), so v_mad gives 2^-11; v_fma keeps the 2^-24.
    EXPECT_EQ(f(g[14][l]), 0x1p-11f);
    EXPECT_EQ(f(g[15][l]), 0x1p-11f + 0x1p-24f);
    const float accumulated = a * b;
    EXPECT_EQ(g[16][l], bits(accumulated + static_cast<float>(l)));
    EXPECT_EQ(g[17][l], bits(static_cast<float>(static_cast<int32_t>(l) * -99991)));
    EXPECT_EQ(static_cast<int32_t>(g[18][l]), static_cast<int32_t>(a));  // truncated
    const float doubled = a * b * 2.0f;
    // clamp to [0, 1]; -0 (lane 3: b is 0) comes out as +0
    EXPECT_EQ(g[19][l], bits(doubled <= 0.0f ? 0.0f : (doubled > 1.0f ? 1.0f : doubled)));
  }
}

TEST(GcnMachineVector, FloatComparesAndConversionEdges) {
  auto r = run(R"(
    v_cmp_lt_f32 vcc, v8, v9
    v_cmp_u_f32 s[4:5], v8, v9
    v_cmp_neq_f32 s[6:7], v8, v9
    v_cvt_u32_f32 v10, v8
    v_cvt_i32_f32 v11, v8
    s_endpgm
  )",
               [](Wavefront& w) {
                 const float values[] = {1.0f, -2.5f, NAN, 3e9f, -3e9f, 0.0f, -0.0f, 7.75f};
                 for (uint32_t l = 0; l < kLanes; ++l) {
                   w.vgpr[8][l] = bits(values[l % 8]);
                   w.vgpr[9][l] = bits(values[(l / 8) % 8]);
                 }
               });
  ASSERT_TRUE(r.result.ended) << faultText(r.result);
  const float values[] = {1.0f, -2.5f, NAN, 3e9f, -3e9f, 0.0f, -0.0f, 7.75f};
  const uint32_t toUnsigned[] = {1, 0, 0, 3000000000u, 0, 0, 0, 7};
  const uint32_t toSigned[] = {1, 0xfffffffeu, 0, 0x7fffffff, 0x80000000u, 0, 0, 7};
  uint64_t lt = 0, unordered = 0, neq = 0;
  for (uint32_t l = 0; l < kLanes; ++l) {
    const float a = values[l % 8], b = values[(l / 8) % 8];
    lt |= uint64_t{a < b} << l;
    unordered |= uint64_t{std::isnan(a) || std::isnan(b)} << l;
    neq |= uint64_t{!(a == b)} << l;
    EXPECT_EQ(r.wave->vgpr[10][l], toUnsigned[l % 8]) << l;
    EXPECT_EQ(r.wave->vgpr[11][l], toSigned[l % 8]) << l;
  }
  EXPECT_EQ(r.wave->vcc(), lt);
  EXPECT_EQ(r.wave->pair(4), unordered);
  EXPECT_EQ(r.wave->pair(6), neq);
}

TEST(GcnMachineVector, DivergentIfElseUnderSaveExec) {
  // if (lane < 20) v1 = lane * lane; else v1 = lane + 1000;
  // then an if whose condition no lane meets: s_cbranch_execz skips its body.
  auto r = run(R"(
    v_mbcnt_lo_u32_b32 v0, -1, 0
    v_mbcnt_hi_u32_b32 v0, -1, v0
    v_cmp_gt_u32 vcc, 20, v0
    s_and_saveexec_b64 s[0:1], vcc
    s_cbranch_execz ELSE
    v_mul_lo_u32 v1, v0, v0
  ELSE:
    s_xor_b64 exec, s[0:1], exec
    s_cbranch_execz DONE
    v_add_i32 v1, vcc, 0x3e8, v0
  DONE:
    s_mov_b64 exec, s[0:1]
    v_cmp_gt_u32 vcc, 0, v0
    s_and_saveexec_b64 s[2:3], vcc
    s_cbranch_execz SKIP
    s_mov_b32 s9, 1
  SKIP:
    s_mov_b64 exec, s[2:3]
    s_endpgm
  )",
               [](Wavefront& w) { w.sgpr(9) = 0; });
  ASSERT_TRUE(r.result.ended) << faultText(r.result);
  for (uint32_t l = 0; l < kLanes; ++l)
    EXPECT_EQ(r.wave->vgpr[1][l], l < 20 ? l * l : l + 1000) << l;
  EXPECT_EQ(r.wave->exec(), ~uint64_t{0});
  EXPECT_EQ(r.wave->sgpr(9), 0u);  // the empty if's body was branched over
}

}  // namespace
}  // namespace gpuasm::gcn::machine

namespace gpuasm::gcn::machine {
namespace {

// MODE.FP_DENORM for f32 (bits 5:4: input, output) through s_setreg and
// s_getreg. v8 = 2^-130 (a denormal input), v9 = 2^100, v10 = 2^-126,
// v11 = 0.5: 2^-126 * 0.5 = 2^-127 is a denormal output.
TEST(GcnMachineVector, ModeRegisterDenormalControlsFlushInputsAndOutputs) {
  auto r = run(R"(
    v_mul_f32 v20, v8, v9
    v_mul_f32 v21, v10, v11
    v_fma_f32 v22, v10, v11, 0
    v_mad_f32 v23, v10, v11, 0
    s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
    v_mul_f32 v24, v8, v9
    v_mul_f32 v25, v10, v11
    s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 1
    v_mul_f32 v26, v8, v9
    v_mul_f32 v27, v10, v11
    s_getreg_b32 s0, hwreg(HW_REG_MODE, 0, 8)
    s_mov_b32 s1, 2
    s_setreg_b32 hwreg(HW_REG_MODE, 4, 2), s1
    v_mul_f32 v28, v8, v9
    v_mul_f32 v29, v10, v11
    s_getreg_b32 s2, hwreg(HW_REG_MODE, 4, 4)
    s_endpgm
  )",
               [](Wavefront& w) {
                 for (uint32_t l = 0; l < kLanes; ++l) {
                   w.vgpr[8][l] = bits(0x1p-130f);
                   w.vgpr[9][l] = bits(0x1p100f);
                   w.vgpr[10][l] = bits(0x1p-126f);
                   w.vgpr[11][l] = bits(0.5f);
                 }
               });
  ASSERT_TRUE(r.result.ended) << faultText(r.result);
  const auto* g = r.wave->vgpr;
  EXPECT_EQ(f(g[20][5]), 0x1p-30f);  // default: denormals kept
  EXPECT_EQ(f(g[21][5]), 0x1p-127f);
  EXPECT_EQ(f(g[22][5]), 0x1p-127f);  // v_fma keeps it
  EXPECT_EQ(g[23][5], 0u);            // v_mad always flushes
  EXPECT_EQ(g[24][5], 0u);            // mode 0: the input flushed
  EXPECT_EQ(g[25][5], 0u);            // and the output
  EXPECT_EQ(f(g[26][5]), 0x1p-30f);   // mode 1: input kept...
  EXPECT_EQ(g[27][5], 0u);            // ...output flushed
  EXPECT_EQ(r.wave->sgpr(0), 0xd0u);  // FP_DENORM = 0b1101 (f64: 3, f32: 1), FP_ROUND = 0
  EXPECT_EQ(g[28][5], 0u);            // mode 2: input flushed...
  EXPECT_EQ(f(g[29][5]), 0x1p-127f);  // ...output kept
  EXPECT_EQ(r.wave->sgpr(2), 0xeu);   // bits 7:4 = 0b1110 (f64 bits still 3)
}

TEST(GcnMachineVector, HardwareRegistersOtherThanModeFaultNamingTheirId) {
  auto r = run("s_getreg_b32 s0, hwreg(HW_REG_HW_ID, 0, 32)\ns_endpgm\n");
  ASSERT_TRUE(r.result.fault);
  EXPECT_EQ(r.result.fault->kind, "unsupported");
  EXPECT_EQ(r.result.fault->value, 4u);
}

}  // namespace
}  // namespace gpuasm::gcn::machine

namespace gpuasm::gcn::machine {
namespace {

TEST(GcnMachineVector, LegacyFloatOpsConversionsAndClasses) {
  // Lane values of v8 (by lane % 8) and hand-derived results.
  auto r =
      run(R"(
    v_mul_legacy_f32 v20, 0, v8
    v_min_legacy_f32 v21, v8, 1.0
    v_max_legacy_f32 v22, v8, 1.0
    v_ldexp_f32 v23, v8, 3
    v_frexp_exp_i32_f32 v24, v8
    v_cvt_flr_i32_f32 v25, v8
    v_cvt_rpi_i32_f32 v26, v8
    v_cvt_f32_ubyte2 v27, v9
    v_cmp_class_f32 vcc, v8, v10
    s_endpgm
  )",
          [](Wavefront& w) {
            const float values[] = {2.5f, -2.5f, NAN, INFINITY, -0.0f, 0x1p-140f, 7.0f, -1e10f};
            for (uint32_t l = 0; l < kLanes; ++l) {
              w.vgpr[8][l] = bits(values[l % 8]);
              w.vgpr[9][l] = 0x00ab0000u | l;
              // bits for NaN (0, 1), +denormal (7) and -normal (3)
              w.vgpr[10][l] = 0x3 | 1u << 7 | 1u << 3;
            }
          });
  ASSERT_TRUE(r.result.ended) << faultText(r.result);
  const float minLegacy[] = {1.0f, -2.5f, 1.0f, 1.0f, -0.0f, 0x1p-140f, 1.0f, -1e10f};
  const float maxLegacy[] = {2.5f, 1.0f, 1.0f, INFINITY, 1.0f, 1.0f, 7.0f, 1.0f};
  const float scaled[] = {20.0f, -20.0f, NAN, INFINITY, -0.0f, 0x1p-137f, 56.0f, -8e10f};
  const uint32_t exponents[] = {2, 2, 0, 0, 0, static_cast<uint32_t>(-139), 3, 34};
  const uint32_t floors[] = {2, 0xfffffffdu, 0, 0x7fffffff, 0, 0, 7, 0x80000000u};
  const uint32_t nearest[] = {3, 0xfffffffeu, 0, 0x7fffffff, 0, 0, 7, 0x80000000u};
  uint64_t classes = 0;
  for (uint32_t l = 0; l < kLanes; ++l) {
    const auto* g = r.wave->vgpr;
    const uint32_t k = l % 8;
    SCOPED_TRACE(l);
    EXPECT_EQ(g[20][l], 0u);  // 0 * NaN and 0 * inf are 0 too
    EXPECT_EQ(g[21][l], bits(minLegacy[k]));
    EXPECT_EQ(g[22][l], bits(maxLegacy[k]));
    if (k == 2)
      EXPECT_TRUE(std::isnan(f(g[23][l])));
    else
      EXPECT_EQ(g[23][l], bits(scaled[k]));
    EXPECT_EQ(g[24][l], exponents[k]);
    EXPECT_EQ(g[25][l], floors[k]);
    EXPECT_EQ(g[26][l], nearest[k]);
    EXPECT_EQ(g[27][l], bits(171.0f));  // byte 2 of 0x00ab00xx
    if (k == 2 || k == 5 || k == 1 || k == 7) classes |= uint64_t{1} << l;
  }
  EXPECT_EQ(r.wave->vcc(), classes);
}

}  // namespace
}  // namespace gpuasm::gcn::machine

namespace gpuasm::gcn::machine {
namespace {

// The SAD family and v_lerp_u8 against a byte-by-byte host loop.
TEST(GcnMachineVector, SumsOfAbsoluteDifferencesAndByteLerp) {
  auto r = run(R"(
    v_sad_u8 v20, v1, v2, v3
    v_sad_hi_u8 v21, v1, v2, v3
    v_sad_u16 v22, v1, v2, v3
    v_sad_u32 v23, v1, v2, v3
    v_lerp_u8 v24, v1, v2, v3
    s_endpgm
  )");
  ASSERT_TRUE(r.result.ended) << faultText(r.result);
  for (uint32_t l = 0; l < kLanes; ++l) {
    const uint32_t a = initial(1, l), b = initial(2, l), c = initial(3, l);
    uint32_t bytes = 0, halves = 0, lerp = 0;
    for (int k = 0; k < 4; ++k) {
      const int p = (a >> (8 * k)) & 0xff, q = (b >> (8 * k)) & 0xff;
      bytes += static_cast<uint32_t>(std::abs(p - q));
      lerp |= static_cast<uint32_t>((p + q + ((c >> (8 * k)) & 1)) / 2) << (8 * k);
    }
    for (int k = 0; k < 2; ++k)
      halves += static_cast<uint32_t>(std::abs(static_cast<int>((a >> (16 * k)) & 0xffff) -
                                               static_cast<int>((b >> (16 * k)) & 0xffff)));
    EXPECT_EQ(r.wave->vgpr[20][l], bytes + c) << l;
    EXPECT_EQ(r.wave->vgpr[21][l], (bytes << 16) + c) << l;
    EXPECT_EQ(r.wave->vgpr[22][l], halves + c) << l;
    EXPECT_EQ(r.wave->vgpr[23][l], static_cast<uint32_t>(std::llabs(int64_t{a} - int64_t{b})) + c)
        << l;
    EXPECT_EQ(r.wave->vgpr[24][l], lerp) << l;
  }
}

}  // namespace
}  // namespace gpuasm::gcn::machine
