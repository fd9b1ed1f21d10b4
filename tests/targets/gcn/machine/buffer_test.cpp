// Buffer atomics, typed formats and swizzled addressing. Expectations come
// from hand derivations (lane-ordered sums, the SI ISA manual's conversion
// and addressing formulas computed by the host) and from running the same
// atomics on several host threads.
#include <gtest/gtest.h>

#include <cstring>
#include <thread>

#include "targets/gcn/machine/kernel_runner.hpp"
#include "targets/gcn/machine/memory.hpp"

namespace gpuasm::gcn::machine {
namespace {

uint32_t dwordAt(const Memory& m, uint64_t address) {
  uint32_t value = 0;
  std::memcpy(&value, m.bytes.data() + address, 4);
  return value;
}
uint64_t qwordAt(const Memory& m, uint64_t address) {
  uint64_t value = 0;
  std::memcpy(&value, m.bytes.data() + address, 8);
  return value;
}
void setDword(Memory& m, uint64_t address, uint32_t value) {
  std::memcpy(m.bytes.data() + address, &value, 4);
}

// A V# in s[4:7]: base, stride, num_records and dword 3.
void setBuffer(Wavefront& w, uint64_t base, uint32_t stride, uint32_t records, uint32_t word3 = 0,
               bool swizzle = false) {
  w.sgpr(4) = static_cast<uint32_t>(base);
  w.sgpr(5) = static_cast<uint32_t>(base >> 32 & 0xffff) | stride << 16 | uint32_t{swizzle} << 31;
  w.sgpr(6) = records;
  w.sgpr(7) = word3;
}

Ran runWithMemory(const std::string& text, Memory& memory,
                  const std::function<void(Wavefront&)>& setup) {
  Ran r;
  r.wave->setExec(~uint64_t{0});
  for (uint32_t lane = 0; lane < kLanes; ++lane) r.wave->vgpr[0][lane] = lane;
  setup(*r.wave);
  r.result = runWave(predecode(assemble(text)), *r.wave, {}, &memory);
  return r;
}

// Every lane adds its number to one dword at 0 (glc: each gets the sum of
// the lanes below it, the lane order), and to its own dword at 256 + 4 lane.
TEST(GcnMachineBufferAtomic, AddReturnsThePreviousValueInLaneOrder) {
  Memory m;
  m.bytes.assign(1024, 0);
  setDword(m, 0, 1000);
  auto r = runWithMemory(R"(
    v_mov_b32 v1, 0
    v_mov_b32 v2, v0
    buffer_atomic_add v2, v1, s[4:7], 0 offen glc
    v_lshlrev_b32 v3, 2, v0
    v_mov_b32 v4, 7
    buffer_atomic_add v4, v3, s[4:7], 0 offen offset:256
    v_mov_b32 v5, 5
    buffer_atomic_umax v5, v3, s[4:7], 0 offen offset:256 glc
    v_mov_b32 v6, 3
    v_mov_b32 v7, 7
    buffer_atomic_cmpswap v[6:7], v3, s[4:7], 0 offen offset:256 glc
    s_endpgm
  )",
                         m, [](Wavefront& w) {
                           setBuffer(w, 0, 0, 512);
                           w.setExec(~uint64_t{0} >> 1);  // lane 63 inactive
                         });
  ASSERT_TRUE(r.result.ended) << faultText(r.result);
  uint32_t sum = 1000;
  for (uint32_t l = 0; l < 63; ++l) {
    EXPECT_EQ(r.wave->vgpr[2][l], sum) << l;
    sum += l;
    // 7 added, then max(7, 5) returns 7; cmpswap: memory 7 == compare 7 -> 3.
    EXPECT_EQ(r.wave->vgpr[5][l], 7u) << l;
    EXPECT_EQ(r.wave->vgpr[6][l], 7u) << l;
    EXPECT_EQ(dwordAt(m, 256 + 4 * l), 3u) << l;
  }
  EXPECT_EQ(dwordAt(m, 0), sum);                  // 1000 + 0 + ... + 62
  EXPECT_EQ(dwordAt(m, 256 + 4 * 63), 0u);        // lane 63 did nothing
  EXPECT_EQ(r.wave->vgpr[2][63], 0u);             // and kept its register (never written)
  EXPECT_EQ(dwordAt(m, 0), 1000u + 62 * 63 / 2);  // by hand
}

TEST(GcnMachineBufferAtomic, SixtyFourBitAndOtherOperationsAndRangeCheck) {
  Memory m;
  m.bytes.assign(1024, 0);
  for (uint32_t l = 0; l < 64; ++l) setDword(m, 4 * l, 10 + l);
  // The qword at 512: 0x00000001_fffffffe.
  setDword(m, 512, 0xfffffffe);
  setDword(m, 516, 1);
  auto r = runWithMemory(R"(
    v_lshlrev_b32 v1, 2, v0
    v_mov_b32 v2, 20
    buffer_atomic_inc v2, v1, s[4:7], 0 offen glc
    v_mov_b32 v3, 40
    buffer_atomic_dec v3, v1, s[4:7], 0 offen
    v_mov_b32 v4, -1
    buffer_atomic_smin v4, v1, s[4:7], 0 offen
    v_mov_b32 v10, 0x200
    v_mov_b32 v12, 3
    v_mov_b32 v13, 0
    buffer_atomic_add_x2 v[12:13], v10, s[4:7], 0 offen glc
    s_endpgm
  )",
                         m, [](Wavefront& w) {
                           setBuffer(w, 0, 0, 0x208);  // raw: bytes 0..0x207
                           w.setExec(0x3);
                         });
  ASSERT_TRUE(r.result.ended) << faultText(r.result);
  // inc(10, 20) = 11, then dec(11, 40) = 10, then smin(10, -1) = -1.
  EXPECT_EQ(r.wave->vgpr[2][0], 10u);
  EXPECT_EQ(dwordAt(m, 0), 0xffffffffu);
  EXPECT_EQ(dwordAt(m, 4), 0xffffffffu);
  EXPECT_EQ(dwordAt(m, 8), 12u);  // lane 2 inactive
  // Both lanes add 3 to the qword in order: 0x1_fffffffe -> 0x2_00000001 -> 0x2_00000004.
  EXPECT_EQ(qwordAt(m, 512), 0x200000004u);
  EXPECT_EQ(r.wave->vgpr[12][0], 0xfffffffeu);
  EXPECT_EQ(r.wave->vgpr[13][0], 1u);
  EXPECT_EQ(r.wave->vgpr[12][1], 1u);
  EXPECT_EQ(r.wave->vgpr[13][1], 2u);

  // Past num_records (14 bytes): the dword at 16 wholly, the one at 12 in
  // part; atomics are all or nothing, so neither changes and glc returns 0.
  Memory n;
  n.bytes.assign(64, 0);
  setDword(n, 12, 4);
  setDword(n, 16, 5);
  auto out = runWithMemory(R"(
    v_mov_b32 v1, 16
    v_mov_b32 v2, 1
    buffer_atomic_add v2, v1, s[4:7], 0 offen glc
    v_mov_b32 v1, 12
    v_mov_b32 v3, 1
    buffer_atomic_add v3, v1, s[4:7], 0 offen glc
    s_endpgm
  )",
                           n, [](Wavefront& w) { setBuffer(w, 0, 0, 14); });
  ASSERT_TRUE(out.result.ended) << faultText(out.result);
  EXPECT_EQ(dwordAt(n, 12), 4u);
  EXPECT_EQ(dwordAt(n, 16), 5u);
  EXPECT_EQ(out.wave->vgpr[2][0], 0u);
  EXPECT_EQ(out.wave->vgpr[3][0], 0u);
}

// Four host threads each run a wave whose 64 lanes add 1 to the same dword
// 1000 times: the atomics lose nothing (256000).
TEST(GcnMachineBufferAtomic, HostThreadsSharingAMemoryLoseNoUpdate) {
  Memory m;
  m.bytes.assign(64, 0);
  const Program program = predecode(assemble(R"(
    s_movk_i32 s8, 1000
  LOOP:
    buffer_atomic_add v1, v2, s[4:7], 0 offen
    s_sub_u32 s8, s8, 1
    s_cmp_lg_u32 s8, 0
    s_cbranch_scc1 LOOP
    s_endpgm
  )"));
  std::vector<std::thread> threads;
  std::vector<RunResult> results(4);
  for (uint32_t t = 0; t < 4; ++t)
    threads.emplace_back([&, t] {
      auto wave = std::make_unique<Wavefront>();
      wave->setExec(~uint64_t{0});
      setBuffer(*wave, 0, 0, 64);
      for (uint32_t l = 0; l < kLanes; ++l) {
        wave->vgpr[1][l] = 1;
        wave->vgpr[2][l] = 8;
      }
      results[t] = runWave(program, *wave, {}, &m);
    });
  for (std::thread& t : threads) t.join();
  for (const RunResult& r : results) EXPECT_TRUE(r.ended) << faultText(r);
  EXPECT_EQ(dwordAt(m, 8), 4u * 64 * 1000);
}

// Typed loads: unorm v / 255, snorm max(s / 32767, -1), float halves, uint
// and sint, the V#'s dst_sel (here w <- x, x <- 1, y <- 0) and the missing
// components (0, 0, 1).
TEST(GcnMachineBufferFormat, LoadConversionsAndDestinationSelect) {
  Memory m;
  m.bytes.assign(1024, 0);
  for (uint32_t l = 0; l < 64; ++l) {
    setDword(m, 4 * l, (l * 4) | (255 - l) << 8 | l << 16 | 0x80u << 24);
    setDword(m, 256 + 4 * l, (l * 1000 - 32000) & 0xffff);
  }
  auto r = runWithMemory(R"(
    v_lshlrev_b32 v1, 2, v0
    tbuffer_load_format_xyzw v[2:5], v1, s[4:7], 0 format:[BUF_DATA_FORMAT_8_8_8_8,BUF_NUM_FORMAT_UNORM] offen
    tbuffer_load_format_xy v[6:7], v1, s[4:7], 0 format:[BUF_DATA_FORMAT_8_8,BUF_NUM_FORMAT_SINT] offen
    tbuffer_load_format_x v8, v1, s[4:7], 0 format:[BUF_DATA_FORMAT_16,BUF_NUM_FORMAT_SNORM] offen offset:256
    tbuffer_load_format_xyzw v[10:13], v1, s[4:7], 0 format:[BUF_DATA_FORMAT_16,BUF_NUM_FORMAT_FLOAT] offen offset:256
    tbuffer_load_format_xy v[14:15], v1, s[4:7], 0 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_USCALED] offen
    buffer_load_format_xyzw v[16:19], v1, s[8:11], 0 offen
    s_endpgm
  )",
                         m, [](Wavefront& w) {
                           setBuffer(w, 0, 0, 1024);
                           // s[8:11]: data_format 8_8_8_8 (10), num_format uint
                           // (4), dst_sel x=1 y=0 z=z(6) w=x(4).
                           w.sgpr(8) = 0;
                           w.sgpr(9) = 0;
                           w.sgpr(10) = 1024;
                           w.sgpr(11) = 1 | 0 << 3 | 6 << 6 | 4 << 9 | 4 << 12 | 10 << 15;
                         });
  ASSERT_TRUE(r.result.ended) << faultText(r.result);
  const auto* g = r.wave->vgpr;
  for (uint32_t l = 0; l < kLanes; ++l) {
    EXPECT_EQ(f(g[2][l]), static_cast<float>(l * 4 / 255.0)) << l;
    EXPECT_EQ(f(g[3][l]), static_cast<float>((255 - l) / 255.0)) << l;
    EXPECT_EQ(f(g[5][l]), static_cast<float>(128 / 255.0)) << l;
    EXPECT_EQ(g[6][l], l * 4 >= 128 ? l * 4 - 256 : l * 4) << l;  // sign-extended byte
    EXPECT_EQ(g[7][l], static_cast<uint32_t>(static_cast<int8_t>(255 - l))) << l;
    const int32_t s16 = static_cast<int16_t>((l * 1000 - 32000) & 0xffff);
    EXPECT_EQ(f(g[8][l]), std::max(static_cast<float>(s16 / 32767.0), -1.0f)) << l;
    // One 16-bit component: y and z are 0, w is 1.0.
    EXPECT_EQ(g[11][l], 0u);
    EXPECT_EQ(g[12][l], 0u);
    EXPECT_EQ(f(g[13][l]), 1.0f);
    EXPECT_EQ(f(g[14][l]), static_cast<float>((l * 4) | (255 - l) << 8)) << l;
    EXPECT_EQ(f(g[15][l]), static_cast<float>(l | 0x80u << 8)) << l;
    EXPECT_EQ(g[16][l], 1u);
    EXPECT_EQ(g[17][l], 0u);
    EXPECT_EQ(g[18][l], l);
    EXPECT_EQ(g[19][l], l * 4);
  }
  // Halves by hand: lane 32 holds 0 (+0.0), lane 33 holds 1000 = 0x03e8, a
  // denormal half: 1000 * 2^-24.
  EXPECT_EQ(g[10][32], 0u);
  EXPECT_EQ(f(g[10][33]), 1000 * 0x1p-24f);
}

TEST(GcnMachineBufferFormat, StoresAndTheFormatsThatFault) {
  Memory m;
  m.bytes.assign(1024, 0);
  auto r = runWithMemory(R"(
    v_lshlrev_b32 v1, 2, v0
    v_cvt_f32_u32 v2, v0
    v_mov_b32 v3, 0x12345
    tbuffer_store_format_xy v[2:3], v1, s[4:7], 0 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_FLOAT] offen
    tbuffer_store_format_x v3, v1, s[4:7], 0 format:[BUF_DATA_FORMAT_8,BUF_NUM_FORMAT_UINT] offen offset:256
    tbuffer_store_format_x v2, v1, s[4:7], 0 format:[BUF_DATA_FORMAT_8,BUF_NUM_FORMAT_UNORM] offen offset:512
    s_endpgm
  )",
                         m, [](Wavefront& w) { setBuffer(w, 0, 0, 1024); });
  // 16_16 float: the half of lane's number (exact: l < 2048) and the low 16
  // bits of 0x12345 as a float's half conversion... the y component is the
  // f32 bits 0x12345, a tiny denormal float: half +0.
  for (uint32_t l = 0; l < kLanes; ++l) {
    uint32_t expected = 0;
    if (l) {
      const int e = std::bit_width(l) - 1;  // l = 1.m * 2^e
      expected = static_cast<uint32_t>(e + 15) << 10 | ((l << (10 - e)) & 0x3ff);
    }
    EXPECT_EQ(dwordAt(m, 4 * l), expected) << l;
    EXPECT_EQ(dwordAt(m, 256 + 4 * l), 0x45u) << l;  // the low byte
  }
  ASSERT_TRUE(r.result.fault);
  EXPECT_EQ(r.result.fault->kind, "unsupported");
  EXPECT_EQ(r.result.fault->value, 0u);  // storing unorm: no documented rounding
}

// Range checking: format loads all or nothing (16_16 at bytes 4..7 with 6
// bytes in the buffer: both components 0), dword loads per component (the
// dwordx2 at 4: the dword at 4 starts in range, the one at 8 does not).
TEST(GcnMachineBufferFormat, FormatLoadsAreRangeCheckedAllOrNothingDwordsPerComponent) {
  Memory m;
  m.bytes.assign(64, 0);
  setDword(m, 0, 0x00020001);
  setDword(m, 4, 0x00040003);
  setDword(m, 8, 0x00060005);
  auto r = runWithMemory(R"(
    v_lshlrev_b32 v1, 2, v0
    tbuffer_load_format_xy v[2:3], v1, s[4:7], 0 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_UINT] offen
    buffer_load_dwordx2 v[4:5], v1, s[4:7], 0 offen
    s_endpgm
  )",
                         m, [](Wavefront& w) {
                           setBuffer(w, 0, 0, 6);
                           w.setExec(0x3);
                         });
  ASSERT_TRUE(r.result.ended) << faultText(r.result);
  EXPECT_EQ(r.wave->vgpr[2][0], 1u);
  EXPECT_EQ(r.wave->vgpr[3][0], 2u);
  EXPECT_EQ(r.wave->vgpr[2][1], 0u);  // bytes 4..7: 6 and 7 are out, so all is
  EXPECT_EQ(r.wave->vgpr[3][1], 0u);
  EXPECT_EQ(r.wave->vgpr[4][1], 0x00040003u);
  EXPECT_EQ(r.wave->vgpr[5][1], 0u);
}

// Swizzled addressing (SI ISA manual, "Swizzled Buffer Addressing"):
// element_size 4, index_stride 16, stride 8: the byte of (index, offset) is
// (index / 16 * 8 + offset / 4 * 4) * 16 + index % 16 * 4 + offset % 4.
TEST(GcnMachineBufferFormat, SwizzledBufferAddressesFollowTheManualsFormula) {
  Memory m;
  m.bytes.assign(4096, 0);
  auto r = runWithMemory(R"(
    v_mov_b32 v1, 4
    buffer_store_dword v0, v[0:1], s[4:7], 0 idxen offen
    buffer_store_dword v0, v0, s[4:7], 0 idxen
    s_endpgm
  )",
                         m, [](Wavefront& w) {
                           // element_size field 1 (4 bytes), index_stride field 1 (16).
                           setBuffer(w, 0, 8, 64, 1u << 19 | 1u << 21, true);
                         });
  ASSERT_TRUE(r.result.ended) << faultText(r.result);
  for (uint32_t l = 0; l < kLanes; ++l) {
    const uint32_t withOffset = (l / 16 * 8 + 4) * 16 + l % 16 * 4;
    const uint32_t plain = (l / 16 * 8) * 16 + l % 16 * 4;
    EXPECT_EQ(dwordAt(m, withOffset), l) << l;
    EXPECT_EQ(dwordAt(m, plain), l) << l;
  }
}

}  // namespace
}  // namespace gpuasm::gcn::machine
