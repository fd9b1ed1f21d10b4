// The DS rows of machine/gfx9_lds.cpp: b96/b128 reads and writes and the
// d16 forms, each lane's LDS bytes derived by hand; and GFX9's LDS range
// without M0 (LLVM initialises no M0 for DS on GFX9).
#include <gtest/gtest.h>

#include <cstring>

#include "targets/gcn/machine/gfx9_runner.hpp"

namespace gpuasm::gcn::machine {
namespace {

uint32_t ldsDword(const Lds& lds, uint32_t at) {
  uint32_t v = 0;
  std::memcpy(&v, lds.bytes.data() + at, 4);
  return v;
}

TEST(GcnGfx9Lds, WideReadsAndWritesMoveThreeOrFourDwordsWithoutM0) {
  Lds lds;
  Ran r = runGfx9(
      "s_mov_b32 m0, 0\n"  // GFX9 ignores M0 for DS
      "v_lshlrev_b32 v8, 4, v9\n"
      "ds_write_b128 v8, v[1:4] offset:16\n"
      "ds_write_b96 v8, v[4:6] offset:2048\n"
      "s_waitcnt lgkmcnt(0)\n"
      "ds_read_b128 v[10:13], v8 offset:16\n"
      "ds_read_b96 v[14:16], v8 offset:2048\n"
      "s_endpgm\n",
      [](Wavefront& w) {
        for (uint32_t lane = 0; lane < kLanes; ++lane) w.vgpr[9][lane] = lane;
      },
      nullptr, &lds);
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    for (uint32_t c = 0; c < 4; ++c) {
      EXPECT_EQ(ldsDword(lds, 16 + lane * 16 + 4 * c), initial(1 + c, lane)) << lane;
      EXPECT_EQ(r.wave->vgpr[10 + c][lane], initial(1 + c, lane)) << lane;
    }
    for (uint32_t c = 0; c < 3; ++c) {
      EXPECT_EQ(r.wave->vgpr[14 + c][lane], initial(4 + c, lane)) << lane;
    }
  }
  // lane 63's b96 at 2048 + 1008 .. + 12; the b128 of lane 0 at 16.
  EXPECT_EQ(ldsDword(lds, 2048 + 63 * 16 + 8), initial(6, 63));
}

TEST(GcnGfx9Lds, D16ReadsFillOneHalfAndD16HiWritesStoreTheHighHalf) {
  Lds lds;
  lds.bytes[0x100] = 0x85;
  lds.bytes[0x101] = 0xf0;
  Ran r = runGfx9(
      "v_mov_b32 v8, 0x100\n"
      "v_mov_b32 v10, 0xaaaabbbb\n"
      "v_mov_b32 v11, 0xaaaabbbb\n"
      "v_mov_b32 v12, 0xaaaabbbb\n"
      "v_mov_b32 v13, 0xaaaabbbb\n"
      "ds_read_i8_d16 v10, v8\n"
      "ds_read_u8_d16_hi v11, v8\n"
      "ds_read_u16_d16 v12, v8\n"
      "ds_read_i8_d16_hi v13, v8\n"
      "v_mov_b32 v14, 0x12345678\n"
      "ds_write_b16_d16_hi v8, v14 offset:8\n"
      "ds_write_b8_d16_hi v8, v14 offset:11\n"
      "s_waitcnt lgkmcnt(0)\n"
      "s_endpgm\n",
      {}, nullptr, &lds);
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  EXPECT_EQ(r.wave->vgpr[10][3], 0xaaaaff85u);
  EXPECT_EQ(r.wave->vgpr[11][3], 0x0085bbbbu);
  EXPECT_EQ(r.wave->vgpr[12][3], 0xaaaaf085u);
  EXPECT_EQ(r.wave->vgpr[13][3], 0xff85bbbbu);
  EXPECT_EQ(ldsDword(lds, 0x108), 0x34001234u);
}

}  // namespace
}  // namespace gpuasm::gcn::machine
