// GFX9's GLOBAL, SCRATCH and FLAT d16 instructions (machine/gfx9_flat.cpp):
// each lane's address derived by hand from the Vega ISA manual's rules
// (saddr + 32-bit VGPR offset, or the VGPR pair with `off`; 13-bit signed
// offset; scratch swizzled by dword: base + dword * 256 + lane * 4) and the
// bytes that must land or be read there.
#include <gtest/gtest.h>

#include <cstring>

#include "targets/gcn/machine/gfx9_runner.hpp"

namespace gpuasm::gcn::machine {
namespace {

Memory memoryOf(size_t bytes) {
  Memory m;
  m.bytes.assign(bytes, 0);
  for (size_t i = 0; i < bytes; ++i) m.bytes[i] = static_cast<uint8_t>(i * 7 + (i >> 8));
  return m;
}

uint32_t patternDword(uint64_t address) {
  uint32_t v = 0;
  for (uint32_t i = 0; i < 4; ++i)
    v |= uint32_t{static_cast<uint8_t>((address + i) * 7 + ((address + i) >> 8))} << (8 * i);
  return v;
}

TEST(GcnGfx9Flat, GlobalLoadAddsSgprBaseVgprOffsetAndNegativeOffset) {
  Memory m = memoryOf(1 << 16);
  Ran r = runGfx9(
      "global_load_dword v2, v1, s[4:5] offset:-4\n"
      "global_load_dwordx2 v[10:11], v[8:9], off offset:4095\n"
      "s_endpgm\n",
      [](Wavefront& w) {
        w.sgpr(4) = 0x1000;
        w.sgpr(5) = 0;
        for (uint32_t lane = 0; lane < kLanes; ++lane) {
          w.vgpr[1][lane] = lane * 4;
          w.vgpr[8][lane] = 0x3000 + lane * 8;  // the pair v[8:9]
          w.vgpr[9][lane] = 0;
        }
      },
      &m);
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    EXPECT_EQ(r.wave->vgpr[2][lane], patternDword(0x1000 + lane * 4 - 4)) << lane;
    EXPECT_EQ(r.wave->vgpr[10][lane], patternDword(0x3000 + lane * 8 + 4095)) << lane;
    EXPECT_EQ(r.wave->vgpr[11][lane], patternDword(0x3000 + lane * 8 + 4099)) << lane;
  }
}

TEST(GcnGfx9Flat, GlobalSubDwordLoadsExtendAndD16LoadsKeepTheOtherHalf) {
  Memory m;
  m.bytes.assign(4096, 0);
  const uint8_t data[4] = {0x85, 0xf0, 0x34, 0x12};
  std::memcpy(m.bytes.data() + 0x100, data, 4);
  Ran r = runGfx9(
      "global_load_sbyte v10, v1, s[4:5]\n"
      "global_load_ubyte v11, v1, s[4:5]\n"
      "global_load_sshort v12, v1, s[4:5]\n"
      "global_load_ushort v13, v1, s[4:5]\n"
      "v_mov_b32 v14, 0xaaaabbbb\n"
      "v_mov_b32 v15, 0xaaaabbbb\n"
      "v_mov_b32 v16, 0xaaaabbbb\n"
      "v_mov_b32 v17, 0xaaaabbbb\n"
      "global_load_sbyte_d16 v14, v1, s[4:5]\n"
      "global_load_ubyte_d16_hi v15, v1, s[4:5]\n"
      "global_load_short_d16 v16, v1, s[4:5] offset:2\n"
      "global_load_short_d16_hi v17, v1, s[4:5]\n"
      "s_endpgm\n",
      [](Wavefront& w) {
        w.sgpr(4) = 0x100;
        w.sgpr(5) = 0;
        for (uint32_t lane = 0; lane < kLanes; ++lane) w.vgpr[1][lane] = 0;
      },
      &m);
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  EXPECT_EQ(r.wave->vgpr[10][5], 0xffffff85u);
  EXPECT_EQ(r.wave->vgpr[11][5], 0x85u);
  EXPECT_EQ(r.wave->vgpr[12][5], 0xfffff085u);
  EXPECT_EQ(r.wave->vgpr[13][5], 0xf085u);
  EXPECT_EQ(r.wave->vgpr[14][5], 0xaaaaff85u);  // sign-extended to 16 bits
  EXPECT_EQ(r.wave->vgpr[15][5], 0x0085bbbbu);
  EXPECT_EQ(r.wave->vgpr[16][5], 0xaaaa1234u);
  EXPECT_EQ(r.wave->vgpr[17][5], 0xf085bbbbu);
}

TEST(GcnGfx9Flat, GlobalStoresWriteTheHighHalfForD16Hi) {
  Memory m;
  m.bytes.assign(4096, 0);
  Ran r = runGfx9(
      "v_mov_b32 v2, 0x11223344\n"
      "global_store_short_d16_hi v[8:9], v2, off\n"
      "global_store_byte_d16_hi v[8:9], v2, off offset:2\n"
      "global_store_byte v[8:9], v2, off offset:3\n"
      "global_store_dwordx3 v1, v[4:6], s[4:5] offset:-16\n"
      "s_endpgm\n",
      [](Wavefront& w) {
        w.sgpr(4) = 0x800;
        w.sgpr(5) = 0;
        for (uint32_t lane = 0; lane < kLanes; ++lane) {
          w.vgpr[8][lane] = 0x100 + lane * 4;
          w.vgpr[9][lane] = 0;
          w.vgpr[1][lane] = 16 + lane * 12;
        }
      },
      &m);
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    EXPECT_EQ(loadDword(m, 0x100 + lane * 4), 0x44221122u) << lane;
    for (uint32_t c = 0; c < 3; ++c)
      EXPECT_EQ(loadDword(m, 0x800 + lane * 12 + c * 4), initial(4 + c, lane)) << lane;
  }
}

TEST(GcnGfx9Flat, GlobalAtomicsApplyInLaneOrderAndReturnTheOldValueWithGlc) {
  Memory m;
  m.bytes.assign(4096, 0);
  storeDword(m, 0x200, 1000);
  storeDword(m, 0x300, 7);
  storeDword(m, 0x304, 0);
  Ran r = runGfx9(
      "v_mov_b32 v1, 0\n"
      "global_atomic_add v2, v1, v3, s[4:5] glc\n"
      "global_atomic_cmpswap_x2 v[10:11], v1, v[12:15], s[6:7] glc\n"
      "global_atomic_umax v1, v3, s[4:5] offset:4\n"
      "s_endpgm\n",
      [](Wavefront& w) {
        w.sgpr(4) = 0x200;
        w.sgpr(5) = 0;
        w.sgpr(6) = 0x300;
        w.sgpr(7) = 0;
        for (uint32_t lane = 0; lane < kLanes; ++lane) {
          w.vgpr[3][lane] = lane + 1;
          w.vgpr[12][lane] = 100 + lane;  // the new value (low, high)
          w.vgpr[13][lane] = 0;
          w.vgpr[14][lane] = lane == 0 ? 7 : 100 + lane - 1;  // the compare value
          w.vgpr[15][lane] = 0;
        }
      },
      &m);
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  // add: lane l sees 1000 + (1 + 2 + ... + l).
  for (uint32_t lane = 0; lane < kLanes; ++lane)
    EXPECT_EQ(r.wave->vgpr[2][lane], 1000 + lane * (lane + 1) / 2) << lane;
  EXPECT_EQ(loadDword(m, 0x200), 1000u + 64 * 65 / 2);
  // cmpswap: lane 0 compares 7 and swaps in 100; lane l compares 100 + l - 1: a chain.
  for (uint32_t lane = 0; lane < kLanes; ++lane)
    EXPECT_EQ(r.wave->vgpr[10][lane], lane == 0 ? 7u : 100 + lane - 1) << lane;
  EXPECT_EQ(loadDword(m, 0x300), 100u + 63);
  EXPECT_EQ(loadDword(m, 0x204), 64u);
}

TEST(GcnGfx9Flat, ScratchIsSwizzledByDwordFromFlatScratch) {
  Memory m;
  m.bytes.assign(1 << 16, 0);
  constexpr uint32_t base = 0x4000;
  Ran r = runGfx9(
      "scratch_store_dword v1, v2, off offset:8\n"
      "scratch_store_dwordx2 off, v[4:5], s6 offset:-4\n"
      "scratch_load_dwordx4 v[10:13], off, s7\n"
      "scratch_load_sbyte_d16_hi v14, v1, off offset:9\n"
      "s_endpgm\n",
      [](Wavefront& w) {
        w.setPair(102, base);  // FLAT_SCRATCH
        w.sgpr(6) = 24;
        w.sgpr(7) = 12;
        for (uint32_t lane = 0; lane < kLanes; ++lane) {
          w.vgpr[1][lane] = 4;
          w.vgpr[2][lane] = 0x80 + lane;
          w.vgpr[14][lane] = 0x5555;
        }
      },
      &m);
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  auto at = [&](uint32_t dword, uint32_t lane) { return base + dword * 256 + lane * 4; };
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    EXPECT_EQ(loadDword(m, at(3, lane)), 0x80 + lane) << lane;       // private offset 12
    EXPECT_EQ(loadDword(m, at(5, lane)), initial(4, lane)) << lane;  // offset 20
    EXPECT_EQ(loadDword(m, at(6, lane)), initial(5, lane)) << lane;
    // private 12..27: dwords 3, 4 (never written), 5, 6
    EXPECT_EQ(r.wave->vgpr[10][lane], 0x80 + lane);
    EXPECT_EQ(r.wave->vgpr[11][lane], 0u);
    EXPECT_EQ(r.wave->vgpr[12][lane], initial(4, lane));
    EXPECT_EQ(r.wave->vgpr[13][lane], initial(5, lane));
    // private 13: byte 1 of dword 3, 0x00, sign-extended into the high half
    EXPECT_EQ(r.wave->vgpr[14][lane], 0x00005555u);
  }
}

TEST(GcnGfx9Flat, FlatD16ReachesScratchThroughThePrivateApertureAndLdsThroughTheShared) {
  Memory m;
  m.bytes.assign(1 << 16, 0);
  m.privateApertureHigh = 0x20000001;
  m.sharedApertureHigh = 0x20000000;
  Lds lds;
  constexpr uint32_t base = 0x2000;
  for (uint32_t lane = 0; lane < kLanes; ++lane)
    storeDword(m, base + 4 * 256 + lane * 4, 0xbeef0000u | lane);  // private dword 4
  lds.bytes[0x42] = 0x9a;
  Ran r = runGfx9(
      "flat_load_short_d16 v2, v[8:9] offset:2\n"
      "flat_load_short_d16_hi v3, v[8:9]\n"
      "flat_store_byte_d16_hi v[10:11], v4 offset:2\n"
      "flat_load_ubyte_d16 v5, v[10:11] offset:2\n"
      "s_endpgm\n",
      [](Wavefront& w) {
        w.setPair(102, base);
        for (uint32_t lane = 0; lane < kLanes; ++lane) {
          w.vgpr[8][lane] = 14;  // the private aperture, offset 14
          w.vgpr[9][lane] = 0x20000001;
          w.vgpr[10][lane] = 0x40;
          w.vgpr[11][lane] = 0x20000000;
          w.vgpr[2][lane] = 0x11110000;
          w.vgpr[3][lane] = 0x2222;
          w.vgpr[4][lane] = 0x00ab0000;
          w.vgpr[5][lane] = 0xcccc0000;
        }
      },
      &m, &lds);
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    // offset:2 -> private 16: the low short of dword 4
    EXPECT_EQ(r.wave->vgpr[2][lane], 0x11110000u | lane) << lane;
    // private 14: the high short of dword 3 (zero)
    EXPECT_EQ(r.wave->vgpr[3][lane], 0x00002222u) << lane;
    EXPECT_EQ(r.wave->vgpr[5][lane], 0xcccc00abu) << lane;
  }
  EXPECT_EQ(lds.bytes[0x42], 0xab);
}

TEST(GcnGfx9Flat, AnAddressOutsideTheMemoryFaultsNamingTheLaneAndAddress) {
  Memory m;
  m.bytes.assign(4096, 0);
  Ran r = runGfx9(
      "global_load_dword v2, v1, s[4:5] offset:16\ns_endpgm\n",
      [](Wavefront& w) {
        w.sgpr(4) = 0xff0;
        w.sgpr(5) = 0;
        for (uint32_t lane = 0; lane < kLanes; ++lane) w.vgpr[1][lane] = 0;
      },
      &m);
  ASSERT_TRUE(r.result.fault);
  EXPECT_EQ(faultText(r.result),
            "gcn: address fault: 'global_load_dword' at 0x0000 (wave 0, lane 0, value 0x1000): "
            "the load reaches 0x1000, outside the memory");
}

}  // namespace
}  // namespace gpuasm::gcn::machine

namespace gpuasm::gcn::machine {
namespace {

// MUBUF's d16 rows through a raw V# (base 0x400, 256 bytes) in s[4:7]:
// offen with the lane's VGPR offset; past num_records a load's half is 0
// and a store is dropped.
TEST(GcnGfx9Buffer, D16LoadsFillOneHalfAndD16HiStoresTheHighHalfInRange) {
  Memory m;
  m.bytes.assign(4096, 0);
  m.bytes[0x410] = 0x85;
  m.bytes[0x411] = 0xf0;
  Ran r = runGfx9(
      "v_mov_b32 v10, 0xaaaabbbb\n"
      "v_mov_b32 v11, 0xaaaabbbb\n"
      "v_mov_b32 v12, 0xaaaabbbb\n"
      "buffer_load_sbyte_d16_hi v10, v1, s[4:7], 0 offen\n"
      "buffer_load_short_d16 v11, v1, s[4:7], 0 offen\n"
      "buffer_load_ubyte_d16 v12, v1, s[4:7], 0 offen offset:256\n"
      "v_mov_b32 v13, 0x12345678\n"
      "buffer_store_short_d16_hi v13, v2, s[4:7], 0 offen\n"
      "buffer_store_byte_d16_hi v13, v2, s[4:7], 0 offen offset:2\n"
      "s_waitcnt vmcnt(0)\n"
      "s_endpgm\n",
      [](Wavefront& w) {
        w.sgpr(4) = 0x400;
        w.sgpr(5) = 0;
        w.sgpr(6) = 256;
        w.sgpr(7) = 0;
        for (uint32_t lane = 0; lane < kLanes; ++lane) {
          w.vgpr[1][lane] = 0x10;
          w.vgpr[2][lane] = 0x20 + 4 * lane;  // 0x100 and up (lane 56 on) out of range
        }
      },
      &m);
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  EXPECT_EQ(r.wave->vgpr[10][0], 0xff85bbbbu);
  EXPECT_EQ(r.wave->vgpr[11][0], 0xaaaaf085u);
  EXPECT_EQ(r.wave->vgpr[12][0], 0xaaaa0000u);  // offset 0x110: past num_records
  for (uint32_t lane = 0; lane < 56; ++lane)
    EXPECT_EQ(loadDword(m, 0x420 + 4 * lane), 0x00341234u) << lane;
  for (uint32_t at = 0x500; at < 0x600; at += 4) EXPECT_EQ(loadDword(m, at), 0u) << at;
}

}  // namespace
}  // namespace gpuasm::gcn::machine
