// The simulator on GFX8 (gfx803) code: the predecoder reads GFX8's layouts
// (VOP3's clamp at bit 15, SMEM's byte offsets, DS's moved gds bit, the
// operand codes GFX8 added) and the GFX8 rows run. Kernels come from the
// real assembler with -m mcpu=gfx803 (checked against llvm-mc-14 -mcpu=tonga
// by tests/targets/gcn/gfx8_test.cpp) or are hand-encoded words; every
// expected value is derived here by hand or by a host computation.
#include <gtest/gtest.h>

#include <bit>
#include <cstring>

#include "targets/gcn/machine/kernel_runner.hpp"
#include "targets/gcn/machine/lds.hpp"
#include "targets/gcn/machine/memory.hpp"

namespace gpuasm::gcn::machine {
namespace {

std::vector<uint32_t> assembleFor(const std::string& mcpu, const std::string& text) {
  AssembleSettings settings;
  settings.targetOptions["mcpu"] = mcpu;
  AssembleOutcome o = assembleText(*findTarget("gcn"), "kernel.s", text, settings);
  EXPECT_TRUE(o.image) << o.diagnosticsText;
  std::vector<uint32_t> words;
  if (o.image)
    for (uint64_t w : o.image->words(0)) words.push_back(static_cast<uint32_t>(w));
  return words;
}

// A GFX8 wave as kernel_runner's run() makes one (v0..v7 distinct per lane).
Ran runGfx8(const std::string& text, const std::function<void(Wavefront&)>& setup = {},
            Memory* memory = nullptr, Lds* lds = nullptr) {
  Ran r;
  r.wave->setExec(~uint64_t{0});
  for (uint32_t reg = 0; reg < 8; ++reg)
    for (uint32_t lane = 0; lane < kLanes; ++lane) r.wave->vgpr[reg][lane] = initial(reg, lane);
  if (setup) setup(*r.wave);
  const Program program =
      predecode(assembleFor("gfx803", text + "\ns_endpgm\n"), Generation::VolcanicIslands);
  r.result = runWave(program, *r.wave, {}, memory, lds);
  return r;
}

TEST(GcnMachineGfx8, Vop3ClampIsBit15AndTheOpcodeIsTenBits) {
  // v_add_f32_e64 v3, v1, v2 clamp: 0.75 + 0.5 = 1.25, clamped to 1.0;
  // v_add_f32_e64 v4, v1, v2 without clamp keeps 1.25.
  auto r = runGfx8("v_add_f32_e64 v3, v1, v2 clamp\nv_add_f32_e64 v4, v1, v2", [](Wavefront& w) {
    for (uint32_t l = 0; l < kLanes; ++l) w.vgpr[1][l] = bits(0.75f), w.vgpr[2][l] = bits(0.5f);
  });
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  EXPECT_EQ(r.wave->vgpr[3][9], bits(1.0f));
  EXPECT_EQ(r.wave->vgpr[4][9], bits(1.25f));
  // Hand-encoded: VOP3 prefix 0xd0000000 | opcode (v_add_f32: VOP2 1 + 0x100)
  // << 16 | clamp << 15 | vdst 3; src0 v1 (257), src1 v2 (258 << 9).
  const uint32_t words[] = {0xd0000000u | 0x101u << 16 | 1u << 15 | 3u, 257u | 258u << 9,
                            0xbf810000u};
  const Program p = predecode(words, Generation::VolcanicIslands);
  ASSERT_EQ(p.code.size(), 2u);
  EXPECT_EQ(p.code[0].info->mnemonic, "v_add_f32");
  EXPECT_TRUE(p.code[0].clamp);
  EXPECT_EQ(p.code[0].abs, 0u);
}

TEST(GcnMachineGfx8, SmemOffsetsAreBytesAndStoresWrite) {
  Memory memory;
  memory.bytes.assign(4096, 0);
  for (uint32_t i = 0; i < 64; ++i) {
    const uint32_t value = 0x1000u + i;
    std::memcpy(memory.bytes.data() + 0x200 + 4 * i, &value, 4);
  }
  // s[0:1] = 0x200; 0x14 is a byte offset on GFX8: dword 5 (0x1005); an
  // SGPR offset (s2 = 8) reads dword 2; s_store_dwordx2 writes s[4:5] at 0x300.
  auto r = runGfx8(R"(
    s_mov_b32 s0, 0x200
    s_mov_b32 s1, 0
    s_mov_b32 s2, 8
    s_load_dword s4, s[0:1], 0x14
    s_load_dword s5, s[0:1], s2
    s_waitcnt lgkmcnt(0)
    s_store_dwordx2 s[4:5], s[0:1], 0x100
    s_dcache_wb
  )",
                   {}, &memory);
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  EXPECT_EQ(r.wave->sgpr(4), 0x1005u);
  EXPECT_EQ(r.wave->sgpr(5), 0x1002u);
  uint32_t stored[2];
  std::memcpy(stored, memory.bytes.data() + 0x300, 8);
  EXPECT_EQ(stored[0], 0x1005u);
  EXPECT_EQ(stored[1], 0x1002u);
}

TEST(GcnMachineGfx8, CarryOutAddsAndReversed64BitShifts) {
  // v_add_u32 (GFX8's v_add_i32): 0xffffffff + 2 = 1 with a carry; v_sub_u32
  // 1 - 2 borrows; clamp saturates the carried add to 0xffffffff.
  auto r = runGfx8(R"(
    v_mov_b32 v1, -1
    v_mov_b32 v2, 2
    v_add_u32 v3, vcc, v1, v2
    s_mov_b64 s[10:11], vcc
    v_mov_b32 v4, 1
    v_sub_u32 v5, vcc, v4, v2
    s_mov_b64 s[12:13], vcc
    v_subrev_u32 v6, vcc, v4, v2
    v_add_u32_e64 v7, s[14:15], v1, v2 clamp
    v_mov_b32 v8, 0x89abcdef
    v_mov_b32 v9, 0x01234567
    v_mov_b32 v10, 36
    v_lshlrev_b64 v[12:13], v10, v[8:9]
    v_lshrrev_b64 v[14:15], 4, v[8:9]
    v_ashrrev_i64 v[16:17], 60, v[8:9]
  )");
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  EXPECT_EQ(r.wave->vgpr[3][0], 1u);
  EXPECT_EQ(r.wave->pair(10), ~uint64_t{0});
  EXPECT_EQ(r.wave->vgpr[5][0], 0xffffffffu);
  EXPECT_EQ(r.wave->pair(12), ~uint64_t{0});
  EXPECT_EQ(r.wave->vgpr[6][0], 1u);  // 2 - 1
  EXPECT_EQ(r.wave->vgpr[7][0], 0xffffffffu);
  EXPECT_EQ(r.wave->pair(14), ~uint64_t{0});
  const uint64_t value = 0x0123456789abcdefull;
  auto pairOf = [&](uint32_t reg) {
    return r.wave->vgpr[reg][0] | uint64_t{r.wave->vgpr[reg + 1][0]} << 32;
  };
  EXPECT_EQ(pairOf(12), value << 36);
  EXPECT_EQ(pairOf(14), value >> 4);
  EXPECT_EQ(pairOf(16), 0u);  // the sign of 0x0123... is 0
}

TEST(GcnMachineGfx8, InverseTwoPiAndFlatScratchAreOperandsOnGfx8Only) {
  // v_mov_b32 v0, <248> (VOP1 opcode 1): 1/(2pi) as a float, 0x3e22f983
  // (VI ISA manual, section 12.1); s_mov_b32 s0, flat_scratch_lo (102).
  const uint32_t words[] = {0x7e0002f8u, 0xbe800066u, 0xbf810000u};
  auto wave = std::make_unique<Wavefront>();
  wave->setExec(~uint64_t{0});
  wave->scalar[102] = 0x4321;
  RunResult r = runWave(predecode(words, Generation::VolcanicIslands), *wave);
  ASSERT_FALSE(r.fault) << faultText(r);
  EXPECT_EQ(wave->vgpr[0][5], 0x3e22f983u);
  EXPECT_EQ(std::bit_cast<float>(wave->vgpr[0][5]), static_cast<float>(0.5 / M_PI));
  EXPECT_EQ(wave->sgpr(0), 0x4321u);
  // On SI, 248 names nothing: the predecoder refuses it.
  const Program si = predecode(words);
  EXPECT_EQ(si.code[0].support, Support::Illegal);
  // As a 64-bit operand it is the double 1/(2pi): v_add_f64 v[2:3], 248, 0.
  auto d = runGfx8("v_add_f64 v[2:3], 0.15915494309189532, 0");
  ASSERT_FALSE(d.result.fault) << faultText(d.result);
  const uint64_t got = d.wave->vgpr[2][0] | uint64_t{d.wave->vgpr[3][0]} << 32;
  // The documented bits (VI ISA manual; LLVM's AMDGPUBaseInfo takes 0x3fc45f306dc9c882 as
  // the inline 64-bit value), one unit in the last place below the double nearest
  // 1/(2pi), which the host computes: the constant is truncated, not rounded.
  EXPECT_EQ(got, 0x3fc45f306dc9c882u);
  EXPECT_EQ(got + 1, std::bit_cast<uint64_t>(0.5 / M_PI));
}

TEST(GcnMachineGfx8, DsGdsBitMovedAndLdsStillWorks) {
  Lds lds;
  auto r = runGfx8(R"(
    s_mov_b32 m0, -1
    v_lshlrev_b32 v1, 2, v0
    v_mov_b32 v0, 7
    ds_write_b32 v1, v2 offset:16
    s_waitcnt lgkmcnt(0)
    ds_read_b32 v3, v1 offset:16
    s_waitcnt lgkmcnt(0)
  )",
                   [](Wavefront& w) {
                     for (uint32_t l = 0; l < kLanes; ++l) w.vgpr[0][l] = l;
                   },
                   nullptr, &lds);
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  for (uint32_t l = 0; l < kLanes; ++l) EXPECT_EQ(r.wave->vgpr[3][l], initial(2, l)) << l;
  uint32_t at5 = 0;
  std::memcpy(&at5, lds.bytes.data() + 16 + 5 * 4, 4);
  EXPECT_EQ(at5, initial(2, 5));
}

TEST(GcnMachineGfx8, SdwaSelectsExtendsAndPlaces) {
  // v_add_u32_sdwa v3, vcc, v1, v2: src0 = byte 1 of v1 sign-extended,
  // src1 = word 0 of v2, the sum's low word into word 1 of v3 with the
  // other bits kept (dst_unused:UNUSED_PRESERVE).
  auto r = runGfx8(
      "v_add_u32_sdwa v3, vcc, sext(v1), v2 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE "
      "src0_sel:BYTE_1 src1_sel:WORD_0\n"
      "v_mov_b32_sdwa v4, v1 dst_sel:BYTE_2 dst_unused:UNUSED_SEXT src0_sel:BYTE_1\n"
      "v_mov_b32_sdwa v5, v1 dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:WORD_1\n");
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  for (uint32_t l = 0; l < kLanes; ++l) {
    const uint32_t v1 = initial(1, l), v2 = initial(2, l), v3 = initial(3, l);
    const int32_t byte1 = static_cast<int8_t>(static_cast<uint8_t>(v1 >> 8));
    const uint32_t sum = static_cast<uint32_t>(byte1) + (v2 & 0xffff);
    EXPECT_EQ(r.wave->vgpr[3][l], (v3 & 0x0000ffffu) | (sum & 0xffff) << 16) << l;
    const uint32_t b1 = (v1 >> 8) & 0xff;
    EXPECT_EQ(r.wave->vgpr[4][l], b1 << 16 | (b1 & 0x80 ? 0xff000000u : 0)) << l;
    EXPECT_EQ(r.wave->vgpr[5][l], (v1 >> 16) & 0xff) << l;
  }
}

TEST(GcnMachineGfx8, DppMovesDataBetweenLanes) {
  // v1 = lane * 10 + 1 in every lane; each v_mov_b32_dpp starts from v2 = 0xdead.
  auto setup = [](Wavefront& w) {
    for (uint32_t l = 0; l < kLanes; ++l) w.vgpr[1][l] = l * 10 + 1;
    for (uint32_t reg = 2; reg < 10; ++reg)
      for (uint32_t l = 0; l < kLanes; ++l) w.vgpr[reg][l] = 0xdead;
  };
  auto r = runGfx8(R"(
    v_mov_b32_dpp v2, v1 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
    v_mov_b32_dpp v3, v1 row_shr:1 row_mask:0xf bank_mask:0xf
    v_mov_b32_dpp v4, v1 row_shl:3 row_mask:0xf bank_mask:0xf bound_ctrl:0
    v_mov_b32_dpp v5, v1 row_ror:4 row_mask:0xf bank_mask:0xf
    v_mov_b32_dpp v6, v1 wave_shr:1 row_mask:0xf bank_mask:0xf
    v_mov_b32_dpp v7, v1 row_mirror row_mask:0x5 bank_mask:0xf
    v_mov_b32_dpp v8, v1 row_bcast:15 row_mask:0xa bank_mask:0xf
    v_add_u32_dpp v9, vcc, v1, v1 wave_rol:1 row_mask:0xf bank_mask:0x1
  )",
                   setup);
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  auto value = [](int lane) { return static_cast<uint32_t>(lane * 10 + 1); };
  for (int l = 0; l < 64; ++l) {
    const int row = l / 16, inRow = l % 16;
    EXPECT_EQ(r.wave->vgpr[2][l], value((l & ~3) + 3 - (l & 3))) << l;
    EXPECT_EQ(r.wave->vgpr[3][l], inRow >= 1 ? value(l - 1) : 0xdeadu) << l;
    EXPECT_EQ(r.wave->vgpr[4][l], inRow + 3 < 16 ? value(l + 3) : 0u) << l;
    EXPECT_EQ(r.wave->vgpr[5][l], value(row * 16 + (inRow + 12) % 16)) << l;
    EXPECT_EQ(r.wave->vgpr[6][l], l >= 1 ? value(l - 1) : 0xdeadu) << l;
    EXPECT_EQ(r.wave->vgpr[7][l], row % 2 == 0 ? value(row * 16 + 15 - inRow) : 0xdeadu) << l;
    EXPECT_EQ(r.wave->vgpr[8][l], row % 2 == 1 ? value(row * 16 - 1) : 0xdeadu) << l;
    // bank_mask 0x1: lanes 0-3 of each row only; src0 from the next lane, src1 its own.
    EXPECT_EQ(r.wave->vgpr[9][l], inRow < 4 ? value((l + 1) % 64) + value(l) : 0xdeadu) << l;
  }
}

TEST(GcnMachineGfx8, DppSourceLanesOffInExecAreInvalid) {
  // Lanes 0-31 on: lane 32 reads lane 31 under row_bcast:31 (rows 2 and 3),
  // but lane 33's row_shr:1 source, lane 32, is off: only bound_ctrl fills.
  auto r = runGfx8(R"(
    s_mov_b32 exec_hi, 0xffffffff
    v_mov_b32 v2, 0xdead
    v_mov_b32 v3, 0xdead
    s_mov_b32 exec_hi, 1
    s_mov_b32 exec_lo, 0xffffffff
    v_mov_b32_dpp v2, v1 row_shr:1 row_mask:0xf bank_mask:0xf
    v_mov_b32_dpp v3, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:0
  )",
                   [](Wavefront& w) {
                     for (uint32_t l = 0; l < kLanes; ++l) w.vgpr[1][l] = 100 + l;
                   });
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  EXPECT_EQ(r.wave->vgpr[2][32], 0xdeadu);  // row 2's first lane: out of the row
  EXPECT_EQ(r.wave->vgpr[2][5], 104u);
  EXPECT_EQ(r.wave->vgpr[3][32], 0u);
  EXPECT_EQ(r.wave->vgpr[2][33], 0xdeadu);  // disabled in EXEC: not written at all
}

TEST(GcnMachineGfx8, SixteenBitIntegerRows) {
  auto r = runGfx8(R"(
    v_mov_b32 v1, 0x1234fff0
    v_mov_b32 v2, 0xabcd0020
    v_add_u16 v3, v1, v2
    v_add_u16_e64 v4, v1, v2 clamp
    v_sub_u16_e64 v5, v2, v1 clamp
    v_mul_lo_u16 v6, v1, v2
    v_lshlrev_b16 v7, 20, v2
    v_ashrrev_i16 v8, 4, v1
    v_max_i16 v9, v1, v2
    v_mad_u16 v10, v1, 3, v2
    v_cmp_lt_i16 vcc, v1, v2
  )");
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  // 0xfff0 + 0x0020 = 0x10010: 0x0010 wrapped, 0xffff clamped; 0x20 - 0xfff0
  // clamps to 0; 0xfff0 * 0x20 = 0x1ffe00 -> 0xfe00; 0x20 << (20 & 15) = 0x200;
  // 0xfff0 (-16) >> 4 = -1 (0xffff); max(-16, 32) = 32; 0xfff0 * 3 + 0x20 =
  // 0x2fff0 -> 0xfff0; -16 < 32. The high halves are zero.
  EXPECT_EQ(r.wave->vgpr[3][0], 0x0010u);
  EXPECT_EQ(r.wave->vgpr[4][0], 0xffffu);
  EXPECT_EQ(r.wave->vgpr[5][0], 0u);
  EXPECT_EQ(r.wave->vgpr[6][0], 0xfe00u);
  EXPECT_EQ(r.wave->vgpr[7][0], 0x200u);
  EXPECT_EQ(r.wave->vgpr[8][0], 0xffffu);
  EXPECT_EQ(r.wave->vgpr[9][0], 0x20u);
  EXPECT_EQ(r.wave->vgpr[10][0], 0xfff0u);
  EXPECT_EQ(r.wave->vcc(), ~uint64_t{0});
}

TEST(GcnMachineGfx8, HalfPrecisionRows) {
  // Halves: 1.5 = 0x3e00, 2.25 = 0x4080; 1.5 + 2.25 = 3.75 = 1.875 * 2 =
  // 0x4000 | 0.875 * 1024 = 0x4380; 1.5 * 2.25 = 3.375 = 0x42c0; the inline
  // constant 2.0 is the half 0x4000 in a 16-bit operand: 1.5 * 2 = 3 = 0x4200;
  // 1/3 rounds to nearest: 0x3555 (0.33325); mad 1.5 * 2.25 + 1 = 4.375 =
  // 0x4460; 65504 * 2 overflows to +inf 0x7c00; u16 300 is 0x5cb0 (300 =
  // 1.171875 * 256: exponent 8 + 15 = 23, mantissa 176).
  auto r = runGfx8(R"(
    v_mov_b32 v1, 0x3e00
    v_mov_b32 v2, 0x4080
    v_add_f16 v3, v1, v2
    v_mul_f16 v4, v1, v2
    v_mul_f16 v5, 2.0, v1
    v_mov_b32 v6, 0x4200
    v_rcp_f16 v6, v6
    v_mad_f16 v7, v1, v2, 1.0
    v_mov_b32 v8, 0x7bff
    v_mul_f16 v8, 2.0, v8
    v_mov_b32 v9, 300
    v_cvt_f16_u16 v9, v9
    v_cmp_gt_f16 vcc, v2, v1
    v_cvt_u16_f16 v10, v4
  )");
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  EXPECT_EQ(r.wave->vgpr[3][0], 0x4380u);
  EXPECT_EQ(r.wave->vgpr[4][0], 0x42c0u);
  EXPECT_EQ(r.wave->vgpr[5][0], 0x4200u);
  EXPECT_EQ(r.wave->vgpr[6][0], 0x3555u);
  EXPECT_EQ(r.wave->vgpr[7][0], 0x4460u);
  EXPECT_EQ(r.wave->vgpr[8][0], 0x7c00u);
  EXPECT_EQ(r.wave->vgpr[9][0], 0x5cb0u);
  EXPECT_EQ(r.wave->vcc(), ~uint64_t{0});
  EXPECT_EQ(r.wave->vgpr[10][0], 3u);  // 3.375 truncated
}

TEST(GcnMachineGfx8, PermSelectsBytesAndSigns) {
  // v_perm_b32 v3, v1, v2, v4: bytes of {v1, v2} (v2 low) by selector; 0x0c
  // gives 0, 0x0d 0xff, 0x09 the sign of byte 3 (v2's top byte 0x80: set);
  // the bytes 0-7 are 0x55 0x66 0x77 0x80 (v2) 0x11 0x22 0x33 0x44 (v1).
  auto r = runGfx8(R"(
    v_mov_b32 v1, 0x44332211
    v_mov_b32 v2, 0x80776655
    v_mov_b32 v4, 0x0709050c
    v_perm_b32 v3, v1, v2, v4
    v_mov_b32 v4, 0x0d000407
    v_perm_b32 v5, v1, v2, v4
  )");
  ASSERT_FALSE(r.result.fault) << faultText(r.result);
  // selectors (byte 3..0) 07 09 05 0c: byte 7 0x44, byte 3's sign 0xff,
  // byte 5 0x22, 0x00
  EXPECT_EQ(r.wave->vgpr[3][0], 0x44ff2200u);
  // 0d 00 04 07: 0xff, 0x55, 0x11, 0x44
  EXPECT_EQ(r.wave->vgpr[5][0], 0xff551144u);
}

TEST(GcnMachineGfx8, UnsimulatedGfx8RowFaultsByName) {
  auto r = runGfx8("s_set_gpr_idx_off");
  ASSERT_TRUE(r.result.fault);
  EXPECT_EQ(r.result.fault->kind, "unsupported");
  EXPECT_EQ(r.result.fault->instruction, "s_set_gpr_idx_off");
}

// GFX9's fields the predecoder reads (their semantics are GFX9's own work):
// SMEM's signed 21-bit offset, FLAT's offset, the apertures as operands.
TEST(GcnMachineGfx9Decoder, SignedSmemOffsetFlatOffsetAndApertures) {
  Memory memory;
  memory.bytes.assign(4096, 0);
  for (uint32_t i = 0; i < 256; ++i) {
    const uint32_t value = 0x2000u + i;
    std::memcpy(memory.bytes.data() + 4 * i, &value, 4);
  }
  const std::vector<uint32_t> words = assembleFor("gfx900", R"(
    s_mov_b32 s0, 0x200
    s_mov_b32 s1, 0
    s_load_dword s4, s[0:1], -0x8
    s_waitcnt lgkmcnt(0)
    v_mov_b32 v2, 0x100
    v_mov_b32 v3, 0
    flat_load_dword v4, v[2:3] offset:12
    s_waitcnt vmcnt(0) lgkmcnt(0)
    s_mov_b64 s[6:7], src_shared_base
    s_mov_b64 s[8:9], src_private_limit
    s_endpgm
  )");
  const Program program = predecode(words, Generation::Gfx9);
  auto wave = std::make_unique<Wavefront>();
  wave->setExec(~uint64_t{0});
  wave->sharedApertureHigh = 0x10000;
  wave->privateApertureHigh = 0x20000;
  RunResult r = runWave(program, *wave, {}, &memory);
  ASSERT_FALSE(r.fault) << faultText(r);
  EXPECT_EQ(wave->sgpr(4), 0x2000u + (0x200 - 8) / 4);
  EXPECT_EQ(wave->vgpr[4][0], 0x2000u + (0x100 + 12) / 4);
  EXPECT_EQ(wave->pair(6), uint64_t{0x10000} << 32);
  EXPECT_EQ(wave->pair(8), uint64_t{0x20000} << 32 | 0xffffffffu);
}

// CI's SMRD with offset 255 and imm 0: a literal dword offset follows (the CI
// ISA manual, SMRD): s_load_dword s4, s[0:1], 0x100 dwords is 0xc00200ff and
// the literal 0x100; s[0:1] = 0, so it reads byte 0x400. On SI the same
// offset code reads as nothing (0) and the literal dword as an instruction.
TEST(GcnMachineGfx7, SmrdLiteralOffsetIsDwords) {
  Memory memory;
  memory.bytes.assign(4096, 0);
  const uint32_t value = 0xfeedf00d;
  std::memcpy(memory.bytes.data() + 0x400, &value, 4);
  const uint32_t words[] = {0xc00200ffu, 0x100u, 0xbf810000u};
  const Program program = predecode(words, Generation::SeaIslands);
  ASSERT_EQ(program.code.size(), 2u);
  auto wave = std::make_unique<Wavefront>();
  RunResult r = runWave(program, *wave, {}, &memory);
  ASSERT_FALSE(r.fault) << faultText(r);
  EXPECT_EQ(wave->sgpr(4), 0xfeedf00du);
}

}  // namespace
}  // namespace gpuasm::gcn::machine
