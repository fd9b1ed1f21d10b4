// SMRD and MUBUF over the flat memory model: what each lane reads and what
// lands in memory, derived from the buffer-addressing rules (base + soffset
// + inst_offset + VGPR offset + stride * index; out-of-range loads give 0,
// out-of-range stores are dropped, soffset is not range checked).
#include "targets/gcn/machine/memory.hpp"

#include <gtest/gtest.h>

#include <cstring>

#include "targets/gcn/machine/kernel_runner.hpp"

namespace gpuasm::gcn::machine {
namespace {

uint32_t dwordAt(const Memory& m, uint64_t address) {
  uint32_t value = 0;
  std::memcpy(&value, m.bytes.data() + address, 4);
  return value;
}
void setDword(Memory& m, uint64_t address, uint32_t value) {
  std::memcpy(m.bytes.data() + address, &value, 4);
}

// A V# in s[4:7]: base, stride, num_records.
void setBuffer(Wavefront& w, uint64_t base, uint32_t stride, uint32_t records) {
  w.sgpr(4) = static_cast<uint32_t>(base);
  w.sgpr(5) = static_cast<uint32_t>(base >> 32 & 0xffff) | stride << 16;
  w.sgpr(6) = records;
  w.sgpr(7) = 0;
}

Ran runWithMemory(const std::string& text, Memory& memory,
                  const std::function<void(Wavefront&)>& setup) {
  Ran r;
  r.wave->setExec(~uint64_t{0});
  for (uint32_t reg = 0; reg < 8; ++reg)
    for (uint32_t lane = 0; lane < kLanes; ++lane) r.wave->vgpr[reg][lane] = initial(reg, lane);
  setup(*r.wave);
  r.result = runWave(predecode(assemble(text)), *r.wave, {}, &memory);
  return r;
}

constexpr char kLaneNumberInV0[] =
    "v_mbcnt_lo_u32_b32 v0, -1, 0\n"
    "v_mbcnt_hi_u32_b32 v0, -1, v0\n";

TEST(GcnMachineMemory, ScalarLoadsReadADescriptorThenTheBufferWithRangeCheck) {
  Memory m;
  m.bytes.assign(256, 0);
  // the V# at 64: base 128, stride 0, 16 bytes
  setDword(m, 64, 128);
  setDword(m, 68, 0);
  setDword(m, 72, 16);
  setDword(m, 76, 0);
  for (uint32_t i = 0; i < 32; ++i) setDword(m, 128 + 4 * i, 100 + i);
  auto r = runWithMemory(R"(
    s_load_dwordx4 s[4:7], s[0:1], 0x4
    s_buffer_load_dword s8, s[4:7], 0x1
    s_buffer_load_dwordx2 s[10:11], s[4:7], 0x3
    s_mov_b32 s12, 8
    s_buffer_load_dword s13, s[4:7], s12
    s_endpgm
  )",
                         m, [](Wavefront& w) {
                           w.setPair(0, 48);  // 48 + 4 dwords = 64
                           w.sgpr(11) = 0xdead;
                         });
  ASSERT_TRUE(r.result.ended) << faultText(r.result);
  EXPECT_EQ(r.wave->sgpr(4), 128u);
  EXPECT_EQ(r.wave->sgpr(6), 16u);
  EXPECT_EQ(r.wave->sgpr(8), 101u);
  EXPECT_EQ(r.wave->sgpr(10), 103u);  // bytes 12..15: in range
  EXPECT_EQ(r.wave->sgpr(11), 0u);    // bytes 16..19: past num_records
  EXPECT_EQ(r.wave->sgpr(13), 102u);  // an SGPR offset is in bytes
}

TEST(GcnMachineMemory, ScalarLoadOutsideTheMemoryIsAFaultWithTheAddress) {
  Memory m;
  m.bytes.assign(64, 0);
  auto r = runWithMemory("s_load_dword s2, s[0:1], 0x2\ns_endpgm\n", m,
                         [](Wavefront& w) { w.setPair(0, 60); });
  ASSERT_TRUE(r.result.fault);
  EXPECT_EQ(r.result.fault->kind, "address");
  EXPECT_EQ(r.result.fault->instruction, "s_load_dword");
  EXPECT_EQ(r.result.fault->value, 68u);
}

TEST(GcnMachineMemory, RawBufferLoadsAndStoresAreRangeCheckedPerLane) {
  Memory m;
  m.bytes.assign(1024, 0);
  for (uint32_t i = 0; i < 64; ++i) setDword(m, 0x100 + 4 * i, 0x5000 + i);
  const std::string kernel = std::string(kLaneNumberInV0) + R"(
    v_lshlrev_b32 v0, 2, v0
    buffer_load_dword v1, v0, s[4:7], 0 offen
    buffer_load_dword v3, v0, s[4:7], s10 offen
    v_add_i32 v2, vcc, 0x3e8, v0
    buffer_store_dword v2, v0, s[4:7], 0 offen offset:8
    s_endpgm
  )";
  auto r = runWithMemory(kernel, m, [](Wavefront& w) {
    setBuffer(w, 0x100, 0, 40);  // ten dwords
    w.sgpr(10) = 4;
  });
  ASSERT_TRUE(r.result.ended) << faultText(r.result);
  for (uint32_t l = 0; l < kLanes; ++l) {
    EXPECT_EQ(r.wave->vgpr[1][l], l < 10 ? 0x5000 + l : 0u) << l;
    // soffset moves the address, not the range check: lanes 0..9 read dword l + 1
    EXPECT_EQ(r.wave->vgpr[3][l], l < 10 ? 0x5000 + l + 1 : 0u) << l;
  }
  // the store at offset 8 + 4 * lane is in range for lanes 0..7
  for (uint32_t i = 0; i < 64; ++i) {
    const uint32_t expected = (i >= 2 && i < 10) ? 1000 + 4 * (i - 2) : 0x5000 + i;
    EXPECT_EQ(dwordAt(m, 0x100 + 4 * i), expected) << "dword " << i;
  }
}

TEST(GcnMachineMemory, StructuredBufferChecksTheIndexAndDwordx2SplitsComponents) {
  Memory m;
  m.bytes.assign(1024, 0);
  // the first dword of each record has a negative high half: 0x8001 + i
  for (uint32_t i = 0; i < 128; ++i)
    setDword(m, 0x80 + 4 * i, (i % 3 ? 0 : (0x8001 + i) << 16) | (0x700 + i));
  const std::string kernel = std::string(kLaneNumberInV0) + R"(
    buffer_load_dwordx2 v[4:5], v0, s[4:7], 0 idxen offset:4
    buffer_load_ubyte v6, v0, s[4:7], 0 idxen
    buffer_load_sshort v7, v0, s[4:7], 0 idxen offset:2
    s_endpgm
  )";
  auto r = runWithMemory(kernel, m, [](Wavefront& w) { setBuffer(w, 0x80, 12, 5); });
  ASSERT_TRUE(r.result.ended) << faultText(r.result);
  for (uint32_t l = 0; l < kLanes; ++l) {
    const bool in = l < 5;
    // record l starts at 0x80 + 12 l: dword 3 l; offset 4 is dword 3 l + 1
    EXPECT_EQ(r.wave->vgpr[4][l], in ? 0x700 + 3 * l + 1 : 0u) << l;
    EXPECT_EQ(r.wave->vgpr[5][l], in ? 0x700 + 3 * l + 2 : 0u) << l;
    EXPECT_EQ(r.wave->vgpr[6][l], in ? (0x700 + 3 * l) & 0xff : 0u) << l;
    // the high half of dword 3 l, 0x8001 + 3 l, sign-extended
    EXPECT_EQ(r.wave->vgpr[7][l], in ? 0xffff0000u | (0x8001 + 3 * l) : 0u) << l;
  }
}

TEST(GcnMachineMemory, AddFortyTwoKernelUnderPartialExec) {
  // out[i] = in[i] + 42 for the lanes of EXEC; the others leave out alone.
  Memory m;
  m.bytes.assign(1024, 0);
  for (uint32_t i = 0; i < 64; ++i) {
    setDword(m, 4 * i, i * 7919u);
    setDword(m, 512 + 4 * i, 0xcccccccc);
  }
  const std::string kernel = std::string(kLaneNumberInV0) + R"(
    v_lshlrev_b32 v0, 2, v0
    s_mov_b64 exec, s[20:21]
    buffer_load_dword v1, v0, s[4:7], 0 offen
    s_waitcnt vmcnt(0)
    v_add_i32 v1, vcc, 42, v1
    buffer_store_dword v1, v0, s[4:7], s22 offen
    s_endpgm
  )";
  const uint64_t exec = 0xf0f0f0f0aaaa5555;
  auto r = runWithMemory(kernel, m, [&](Wavefront& w) {
    setBuffer(w, 0, 0, 256);
    w.setPair(20, exec);
    w.sgpr(22) = 512;
  });
  ASSERT_TRUE(r.result.ended) << faultText(r.result);
  for (uint32_t i = 0; i < 64; ++i)
    EXPECT_EQ(dwordAt(m, 512 + 4 * i), (exec >> i & 1) ? i * 7919u + 42 : 0xccccccccu) << i;
}

TEST(GcnMachineMemory, BufferAccessOutsideTheMemoryNamesLaneAndAddress) {
  Memory m;
  m.bytes.assign(64, 0);
  const std::string kernel = std::string(kLaneNumberInV0) + R"(
    v_lshlrev_b32 v0, 2, v0
    buffer_store_dword v0, v0, s[4:7], 0 offen
    s_endpgm
  )";
  auto r = runWithMemory(kernel, m, [](Wavefront& w) { setBuffer(w, 0, 0, 1024); });
  ASSERT_TRUE(r.result.fault);
  EXPECT_EQ(r.result.fault->kind, "address");
  EXPECT_EQ(r.result.fault->instruction, "buffer_store_dword");
  EXPECT_EQ(r.result.fault->lane, 16u);  // the first lane past 64 bytes
  EXPECT_EQ(r.result.fault->value, 64u);
  EXPECT_EQ(dwordAt(m, 60), 60u);  // lane 15 was stored before
}

TEST(GcnMachineMemory, MemoryInstructionWithoutAMemoryFaults) {
  auto r = run("s_load_dword s2, s[0:1], 0x0\ns_endpgm\n");
  ASSERT_TRUE(r.result.fault);
  EXPECT_EQ(r.result.fault->kind, "memory");
}

}  // namespace
}  // namespace gpuasm::gcn::machine

namespace gpuasm::gcn::machine {
namespace {

TEST(GcnMachineMemory, TypedBufferWithDwordFormatsMovesBitsAndOthersFault) {
  Memory m;
  m.bytes.assign(512, 0);
  for (uint32_t i = 0; i < 64; ++i) setDword(m, 4 * i, 0x3f800000 + i);
  const std::string kernel = std::string(kLaneNumberInV0) + R"(
    v_lshlrev_b32 v0, 2, v0
    tbuffer_load_format_x v1, v0, s[4:7], 0 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT] offen
    tbuffer_store_format_x v1, v0, s[4:7], s10 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_UINT] offen
    tbuffer_load_format_x v2, v0, s[4:7], 0 format:[BUF_DATA_FORMAT_8,BUF_NUM_FORMAT_UINT] offen
    tbuffer_load_format_x v3, v0, s[4:7], 0 format:[BUF_DATA_FORMAT_10_11_11,BUF_NUM_FORMAT_FLOAT] offen
    s_endpgm
  )";
  auto r = runWithMemory(kernel, m, [](Wavefront& w) {
    setBuffer(w, 0, 0, 128);
    w.sgpr(10) = 256;
  });
  for (uint32_t l = 0; l < kLanes; ++l) EXPECT_EQ(r.wave->vgpr[1][l], l < 32 ? 0x3f800000 + l : 0u);
  for (uint32_t i = 0; i < 64; ++i)
    EXPECT_EQ(dwordAt(m, 256 + 4 * i), i < 32 ? 0x3f800000 + i : 0u) << i;
  // 8-bit uint: the low byte of each dword (i for lane i < 32).
  for (uint32_t l = 0; l < kLanes; ++l) EXPECT_EQ(r.wave->vgpr[2][l], l < 32 ? l : 0u) << l;
  ASSERT_TRUE(r.result.fault);
  EXPECT_EQ(r.result.fault->kind, "unsupported");
  EXPECT_EQ(r.result.fault->instruction, "tbuffer_load_format_x");
  EXPECT_EQ(r.result.fault->address, 40u);  // mbcnt 8 + 4, lshlrev 4, three tbuffers 8 each
  EXPECT_EQ(r.result.fault->value, 6u);     // BUF_DATA_FORMAT_10_11_11: packed, not simulated
}

}  // namespace
}  // namespace gpuasm::gcn::machine
