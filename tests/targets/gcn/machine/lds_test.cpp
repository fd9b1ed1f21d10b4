// DS instructions on one wave's LDS: addresses, the two-address forms, M0
// clamping, atomics in lane order, and a tree reduction checked against the
// host's sum.
#include "targets/gcn/machine/lds.hpp"

#include <gtest/gtest.h>

#include <cstring>
#include <memory>
#include <vector>

#include "targets/gcn/machine/kernel_runner.hpp"

namespace gpuasm::gcn::machine {
namespace {

uint32_t ldsDword(const Lds& lds, uint32_t address) {
  uint32_t value = 0;
  std::memcpy(&value, lds.bytes.data() + address, 4);
  return value;
}

Ran runWithLds(const std::string& text, Lds& lds) {
  Ran r;
  r.wave->setExec(~uint64_t{0});
  for (uint32_t reg = 0; reg < 8; ++reg)
    for (uint32_t lane = 0; lane < kLanes; ++lane) r.wave->vgpr[reg][lane] = initial(reg, lane);
  r.result = runWave(predecode(assemble(text)), *r.wave, {}, nullptr, &lds);
  return r;
}

constexpr char kPrologue[] =
    "v_mbcnt_lo_u32_b32 v0, -1, 0\n"
    "v_mbcnt_hi_u32_b32 v0, -1, v0\n"
    "v_lshlrev_b32 v1, 2, v0\n"
    "s_mov_b32 m0, -1\n";

TEST(GcnMachineLds, WritesReadsAndTwoAddressForms) {
  Lds lds;
  auto r = runWithLds(std::string(kPrologue) + R"(
    ds_write_b32 v1, v2 offset:256
    ds_read_b32 v3, v1 offset:256
    ds_read2_b32 v[4:5], v1 offset0:65 offset1:66
    ds_write2_b32 v1, v6, v7 offset0:128 offset1:192
    ds_write_b16 v1, v5 offset:2048
    ds_read_i16 v8, v1 offset:2048
    ds_read_u8 v9, v1 offset:2048
    s_endpgm
  )",
                      lds);
  ASSERT_TRUE(r.result.ended) << faultText(r.result);
  for (uint32_t l = 0; l < kLanes; ++l) {
    SCOPED_TRACE(l);
    EXPECT_EQ(r.wave->vgpr[3][l], initial(2, l));
    // dword 64 + l + 1 and + 2: v2 of the next lanes, 0 past the 64 written
    EXPECT_EQ(r.wave->vgpr[4][l], l + 1 < 64 ? initial(2, l + 1) : 0u);
    EXPECT_EQ(r.wave->vgpr[5][l], l + 2 < 64 ? initial(2, l + 2) : 0u);
    EXPECT_EQ(ldsDword(lds, 4 * (l + 128)), initial(6, l));
    EXPECT_EQ(ldsDword(lds, 4 * (l + 192)), initial(7, l));
    const uint32_t half = r.wave->vgpr[5][l] & 0xffff;
    EXPECT_EQ(r.wave->vgpr[8][l], (half & 0x8000) ? 0xffff0000u | half : half);
    EXPECT_EQ(r.wave->vgpr[9][l], half & 0xff);
  }
}

TEST(GcnMachineLds, M0ClampsEveryAccess) {
  Lds lds;
  for (uint32_t i = 0; i < 128; ++i) std::memcpy(lds.bytes.data() + 4 * i, &i, 4);
  auto r = runWithLds(std::string(kPrologue) + R"(
    s_mov_b32 m0, 128
    ds_read_b32 v3, v1
    v_mov_b32 v4, 7
    ds_write_b32 v1, v4 offset:64
    s_endpgm
  )",
                      lds);
  ASSERT_TRUE(r.result.ended) << faultText(r.result);
  for (uint32_t l = 0; l < kLanes; ++l) EXPECT_EQ(r.wave->vgpr[3][l], l < 32 ? l : 0u) << l;
  // writes at 64 + 4 l land for lanes 0..15 (below byte 128) only
  for (uint32_t i = 0; i < 128; ++i)
    EXPECT_EQ(ldsDword(lds, 4 * i), (i >= 16 && i < 32) ? 7u : i) << i;
}

TEST(GcnMachineLds, AtomicsApplyInLaneOrderAndReturnTheOldValue) {
  Lds lds;
  auto r = runWithLds(std::string(kPrologue) + R"(
    v_mov_b32 v10, 0
    ds_add_rtn_u32 v11, v10, v0
    ds_max_rtn_u32 v12, v10, v0 offset:4
    ds_inc_rtn_u32 v13, v10, v14 offset:8
    s_endpgm
  )",
                      lds);
  ASSERT_TRUE(r.result.ended) << faultText(r.result);
  EXPECT_EQ(ldsDword(lds, 0), 63u * 64 / 2);  // 0 + 1 + ... + 63
  EXPECT_EQ(ldsDword(lds, 4), 63u);
  for (uint32_t l = 0; l < kLanes; ++l) {
    EXPECT_EQ(r.wave->vgpr[11][l], l * (l - 1) / 2) << l;  // the lanes before it
    EXPECT_EQ(r.wave->vgpr[12][l], l == 0 ? 0 : l - 1) << l;
  }
  // ds_inc with limit v14 = 0 (never written: 0) wraps to 0 every time
  EXPECT_EQ(ldsDword(lds, 8), 0u);
}

TEST(GcnMachineLds, TreeReductionUnderExecGivesTheHostSum) {
  Lds lds;
  auto r = runWithLds(std::string(kPrologue) + R"(
    ds_write_b32 v1, v2
    s_mov_b32 s0, 32
    s_mov_b64 s[2:3], exec
  L:
    v_cmp_gt_u32 vcc, s0, v0
    s_and_saveexec_b64 s[4:5], vcc
    s_lshl_b32 s1, s0, 2
    v_add_i32 v3, vcc, s1, v1
    ds_read_b32 v4, v1
    ds_read_b32 v5, v3
    s_waitcnt lgkmcnt(0)
    v_add_i32 v4, vcc, v4, v5
    ds_write_b32 v1, v4
    s_mov_b64 exec, s[2:3]
    s_lshr_b32 s0, s0, 1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 L
    v_mov_b32 v7, 0
    ds_read_b32 v6, v7
    s_endpgm
  )",
                      lds);
  ASSERT_TRUE(r.result.ended) << faultText(r.result);
  uint32_t sum = 0;
  for (uint32_t l = 0; l < kLanes; ++l) sum += initial(2, l);
  for (uint32_t l = 0; l < kLanes; ++l) EXPECT_EQ(r.wave->vgpr[6][l], sum) << l;
}

TEST(GcnMachineLds, GdsAndAMissingLdsFault) {
  Lds lds;
  auto gds = runWithLds("ds_write_b32 v1, v2 gds\ns_endpgm\n", lds);
  ASSERT_TRUE(gds.result.fault);
  EXPECT_EQ(gds.result.fault->kind, "unsupported");
  auto none = run("ds_write_b32 v1, v2\ns_endpgm\n");
  ASSERT_TRUE(none.result.fault);
  EXPECT_EQ(none.result.fault->kind, "memory");
  EXPECT_EQ(none.result.fault->instruction, "ds_write_b32");
}

}  // namespace
}  // namespace gpuasm::gcn::machine

namespace gpuasm::gcn::machine {
namespace {

// Four waves exchange values through the LDS across s_barrier: each writes
// its 64 values, waits, then reads the next wave's. Without the barrier the
// first wave would read zeros (the others have not run yet).
TEST(GcnMachineLds, BarrierLetsTheWavesOfAWorkGroupExchangeThroughLds) {
  const std::string kernel = std::string(kPrologue) + R"(
    s_lshl_b32 s1, s0, 8
    v_add_i32 v3, vcc, s1, v1
    ds_write_b32 v3, v2
    s_barrier
    s_add_u32 s2, s0, 1
    s_and_b32 s2, s2, 3
    s_lshl_b32 s2, s2, 8
    v_add_i32 v4, vcc, s2, v1
    ds_read_b32 v5, v4
    s_cmp_eq_u32 s0, 2
    s_cbranch_scc1 DONE
    s_barrier
    ds_write_b32 v3, v0
  DONE:
    s_endpgm
  )";
  Program program = predecode(assemble(kernel));
  Lds lds;
  std::vector<std::unique_ptr<Wavefront>> owned;
  std::vector<Wavefront*> waves;
  for (uint32_t k = 0; k < 4; ++k) {
    owned.push_back(std::make_unique<Wavefront>());
    Wavefront& w = *owned.back();
    w.id = k;
    w.setExec(~uint64_t{0});
    w.sgpr(0) = k;
    for (uint32_t l = 0; l < kLanes; ++l) w.vgpr[2][l] = k * 1000 + l;
    waves.push_back(&w);
  }
  WorkGroupResult r = runWorkGroup(program, waves, {}, nullptr, &lds);
  ASSERT_TRUE(r.ended) << (r.fault ? r.fault->describe() : "");
  for (uint32_t k = 0; k < 4; ++k)
    for (uint32_t l = 0; l < kLanes; ++l)
      EXPECT_EQ(waves[k]->vgpr[5][l], ((k + 1) % 4) * 1000 + l) << "wave " << k << " lane " << l;
  // wave 2 ended before the second barrier; the others passed it and wrote
  // their lane numbers over their own values
  for (uint32_t k = 0; k < 4; ++k)
    EXPECT_EQ(ldsDword(lds, k * 256 + 4 * 5), k == 2 ? 2005u : 5u) << k;
}

TEST(GcnMachineLds, WorkGroupWatchdogNamesTheWave) {
  Program program =
      predecode(assemble("s_cmp_eq_u32 s0, 1\ns_cbranch_scc0 E\nL: s_branch L\nE: s_endpgm\n"));
  std::vector<std::unique_ptr<Wavefront>> owned;
  std::vector<Wavefront*> waves;
  for (uint32_t k = 0; k < 3; ++k) {
    owned.push_back(std::make_unique<Wavefront>());
    owned.back()->id = k;
    owned.back()->sgpr(0) = k;
    waves.push_back(owned.back().get());
  }
  Lds lds;
  WorkGroupResult r = runWorkGroup(program, waves, RunLimits{500}, nullptr, &lds);
  ASSERT_TRUE(r.fault);
  EXPECT_EQ(r.fault->kind, "watchdog");
  EXPECT_EQ(r.fault->wave, 1u);
  EXPECT_EQ(r.fault->instruction, "s_branch");
}

}  // namespace
}  // namespace gpuasm::gcn::machine

namespace gpuasm::gcn::machine {
namespace {

uint64_t ldsQword(const Lds& lds, uint32_t address) {
  uint64_t value = 0;
  std::memcpy(&value, lds.bytes.data() + address, 8);
  return value;
}

// 64-bit atomics: every lane adds its 64-bit value v[2:3] (initial(2, l) |
// initial(3, l) << 32) to the qword at 0, in lane order, the _rtn form
// returning the running sum; and each lane's own qword at 1024 + 8 l.
TEST(GcnMachineLds, SixtyFourBitAtomicsApplyInLaneOrder) {
  Lds lds;
  auto r = runWithLds(std::string(kPrologue) + R"(
    v_mov_b32 v10, 0
    ds_add_rtn_u64 v[12:13], v10, v[2:3]
    v_lshlrev_b32 v11, 3, v0
    ds_write_b64 v11, v[2:3] offset:1024
    ds_min_rtn_i64 v[14:15], v11, v[4:5] offset:1024
    ds_cmpst_rtn_b64 v[16:17], v11, v[2:3], v[6:7] offset:1024
    ds_max_u64 v11, v[4:5] offset:1024
    s_endpgm
  )",
                      lds);
  ASSERT_TRUE(r.result.ended) << faultText(r.result);
  uint64_t sum = 0;
  auto value = [](uint32_t low, uint32_t l) {
    return initial(low, l) | uint64_t{initial(low + 1, l)} << 32;
  };
  for (uint32_t l = 0; l < kLanes; ++l) {
    SCOPED_TRACE(l);
    EXPECT_EQ(r.wave->vgpr[12][l] | uint64_t{r.wave->vgpr[13][l]} << 32, sum);
    sum += value(2, l);
    const uint64_t mine = value(2, l), other = value(4, l);
    const uint64_t minimum =
        static_cast<int64_t>(other) < static_cast<int64_t>(mine) ? other : mine;
    EXPECT_EQ(r.wave->vgpr[14][l] | uint64_t{r.wave->vgpr[15][l]} << 32, mine);
    // cmpst: memory (the min) == v[2:3]? then v[6:7].
    const uint64_t afterCompare = minimum == mine ? value(6, l) : minimum;
    EXPECT_EQ(r.wave->vgpr[16][l] | uint64_t{r.wave->vgpr[17][l]} << 32, minimum);
    EXPECT_EQ(ldsQword(lds, 1024 + 8 * l), std::max(afterCompare, other));
  }
  EXPECT_EQ(ldsQword(lds, 0), sum);
}

// The float atomics as the SI ISA manual writes them, and wrxchg2.
TEST(GcnMachineLds, FloatAtomicsAndExchangeTwo) {
  Lds lds;
  auto r = runWithLds(std::string(kPrologue) + R"(
    v_cvt_f32_u32 v10, v0
    v_sub_f32 v11, 31.5, v10
    ds_write_b32 v1, v11
    v_mov_b32 v12, 0
    ds_max_rtn_f32 v13, v1, v12
    ds_min_f32 v1, v10
    ds_cmpst_rtn_f32 v14, v1, v12, v10
    ds_wrxchg2_rtn_b32 v[16:17], v1, v0, v10 offset0:64 offset1:128
    ds_read2_b32 v[18:19], v1 offset0:64 offset1:128
    s_endpgm
  )",
                      lds);
  ASSERT_TRUE(r.result.ended) << faultText(r.result);
  for (uint32_t l = 0; l < kLanes; ++l) {
    SCOPED_TRACE(l);
    const float start = 31.5f - static_cast<float>(l), lane = static_cast<float>(l);
    EXPECT_EQ(f(r.wave->vgpr[13][l]), start);
    const float maximum = start > 0.0f ? start : 0.0f;
    const float minimum = maximum < lane ? maximum : lane;
    // cmpst: memory == +0 (v12)? then the lane number: only where the min was 0.
    EXPECT_EQ(f(r.wave->vgpr[14][l]), minimum);
    EXPECT_EQ(f(ldsDword(lds, 4 * l)), minimum == 0.0f ? lane : minimum);
    EXPECT_EQ(r.wave->vgpr[16][l], 0u);  // the old values: never written
    EXPECT_EQ(r.wave->vgpr[17][l], 0u);
    EXPECT_EQ(r.wave->vgpr[18][l], l);
    EXPECT_EQ(f(r.wave->vgpr[19][l]), lane);
  }
}

}  // namespace
}  // namespace gpuasm::gcn::machine
