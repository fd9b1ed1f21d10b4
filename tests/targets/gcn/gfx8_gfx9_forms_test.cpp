// GFX8 and GFX9 forms llvm-mc-14 takes that gpuasm refused or listed
// otherwise (issue 31 item 3): the messages and hardware registers the later
// generations named, GFX9's a16 in the MIMG bit SI-GFX8 call r128, and d16 data
// packed two halves a register on gfx810 and GFX9. Each case's words are
// llvm-mc-14 -arch=amdgcn -mcpu=NAME -show-encoding's bytes (in the comment),
// its text what llvm-mc-14 --disassemble prints for them; the refusals are
// lines llvm-mc-14 refuses on that processor.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "gpuasm/target.hpp"
#include "support/assemble.hpp"

namespace gpuasm::testing {
namespace {

Assembled assembleOn(const std::string& mcpu, const std::string& text) {
  AssembleSettings settings;
  settings.targetOptions["mcpu"] = mcpu;
  return assembleFor("gcn", text, settings);
}

std::string disassembleOn(const std::string& mcpu, const std::vector<uint32_t>& words) {
  std::vector<uint8_t> bytes;
  for (uint32_t w : words)
    for (int i = 0; i < 4; ++i) bytes.push_back(static_cast<uint8_t>(w >> (8 * i)));
  std::string error;
  DisassemblyOptions options;
  options.targetOptions["mcpu"] = mcpu;
  std::string text = findTarget("gcn")->disassemble(bytes, options, error);
  EXPECT_EQ(error, "");
  return text;
}

struct Case {
  const char* mcpu;
  const char* text;  // as llvm-mc-14 --disassemble prints the words
  std::vector<uint32_t> words;
};

void expectBothWays(const Case& c) {
  SCOPED_TRACE(std::string(c.mcpu) + ": " + c.text);
  const Assembled a = assembleOn(c.mcpu, std::string(c.text) + "\n");
  EXPECT_EQ(a.diagnostics, "");
  EXPECT_EQ(a.words(), c.words);
  EXPECT_EQ(disassembleOn(c.mcpu, c.words), std::string(c.text) + "\n");
}

void expectRefused(const char* mcpu, const char* line, const std::string& message) {
  SCOPED_TRACE(std::string(mcpu) + ": " + line);
  const Assembled a = assembleOn(mcpu, std::string(line) + "\n");
  EXPECT_FALSE(a.image);
  EXPECT_NE(a.diagnostics.find(message), std::string::npos) << a.diagnostics;
}

TEST(GcnGfx8Gfx9Forms, LaterMessagesAndHardwareRegistersByNameAsLlvmMc) {
  const Case cases[] = {
      // [0x04,0x00,0x90,0xbf] on tonga and gfx900; [0x04,0x00,0x91,0xbf]
      {"tonga", "s_sendmsg sendmsg(MSG_SAVEWAVE)", {0xbf900004}},
      {"gfx900", "s_sendmsg sendmsg(MSG_SAVEWAVE)", {0xbf900004}},
      {"gfx900", "s_sendmsghalt sendmsg(MSG_SAVEWAVE)", {0xbf910004}},
      // [0x05,0x00,0x90,0xbf] .. [0x0a,0x00,0x90,0xbf]
      {"gfx900", "s_sendmsg sendmsg(MSG_STALL_WAVE_GEN)", {0xbf900005}},
      {"gfx900", "s_sendmsg sendmsg(MSG_HALT_WAVES)", {0xbf900006}},
      {"gfx900", "s_sendmsg sendmsg(MSG_ORDERED_PS_DONE)", {0xbf900007}},
      {"gfx900", "s_sendmsg sendmsg(MSG_EARLY_PRIM_DEALLOC)", {0xbf900008}},
      {"gfx900", "s_sendmsg sendmsg(MSG_GS_ALLOC_REQ)", {0xbf900009}},
      {"gfx900", "s_sendmsg sendmsg(MSG_GET_DOORBELL)", {0xbf90000a}},
      // tonga has no names for GFX9's messages: llvm-mc-14 prints the fields
      {"tonga", "s_sendmsg sendmsg(5, 0, 0)", {0xbf900005}},
      // an operation on a message that takes none: the fields, on GFX9 too
      {"gfx900", "s_sendmsg sendmsg(4, 1, 0)", {0xbf900014}},
      // [0x0f,0xf8,0x80,0xb8], [0x0f,0x00,0x00,0xb9]
      {"gfx900", "s_getreg_b32 s0, hwreg(HW_REG_SH_MEM_BASES)", {0xb880f80f}},
      {"gfx900", "s_setreg_b32 hwreg(HW_REG_SH_MEM_BASES, 0, 1), s0", {0xb900000f}},
      {"tonga", "s_getreg_b32 s0, hwreg(15)", {0xb880f80f}},
  };
  for (const Case& c : cases) expectBothWays(c);
  // llvm-mc-14: "invalid message id", "specified hardware register is not
  // supported on this GPU"
  expectRefused("bonaire", "s_sendmsg sendmsg(MSG_SAVEWAVE)",
                "MSG_SAVEWAVE is a gfx8 and later message (-m mcpu=...; this is gfx7)");
  expectRefused("tonga", "s_sendmsg sendmsg(MSG_GET_DOORBELL)",
                "MSG_GET_DOORBELL is a gfx9 and later message");
  expectRefused("tonga", "s_getreg_b32 s0, hwreg(HW_REG_SH_MEM_BASES)",
                "HW_REG_SH_MEM_BASES is a gfx9 and later register");
  expectRefused("gfx900", "s_sendmsg sendmsg(MSG_SAVEWAVE, 1)", "MSG_SAVEWAVE takes no operation");
}

TEST(GcnGfx8Gfx9Forms, ImageA16OnGfx9AndD16PackedOnGfx810AndGfx9AsLlvmMc) {
  const Case cases[] = {
      // [0x00,0x83,0x00,0xf0,0x00,0x00,0x00,0x00]: bit 15 is r128 on tonga, a16 on gfx900
      {"tonga", "image_load v[0:1], v0, s[0:7] dmask:0x3 r128", {0xf0008300, 0x00000000}},
      {"gfx900", "image_load v[0:1], v0, s[0:7] dmask:0x3 a16", {0xf0008300, 0x00000000}},
      {"gfx906", "image_load v[0:1], v0, s[0:7] dmask:0x3 a16", {0xf0008300, 0x00000000}},
      // [0x00,0x03,0x00,0xf0,0x00,0x00,0x00,0x80]: tonga unpacks d16, gfx900 packs it
      {"tonga", "image_load v[0:1], v0, s[0:7] dmask:0x3 d16", {0xf0000300, 0x80000000}},
      {"gfx900", "image_load v0, v0, s[0:7] dmask:0x3 d16", {0xf0000300, 0x80000000}},
      // [0x00,0x0f,0x00,0xf0,0x00,0x00,0x00,0x80], [0x00,0x07,0x01,0xf0,...,0x80]
      {"gfx900", "image_load v[0:1], v0, s[0:7] dmask:0xf d16", {0xf0000f00, 0x80000000}},
      {"gfx900", "image_load v[0:2], v0, s[0:7] dmask:0x7 tfe d16", {0xf0010700, 0x80000000}},
      // [0x00,0x0f,0x20,0xf0,0x00,0x00,0x00,0x80], [0x00,0x01,0x00,0xf1,0x00,0x00,0x40,0x80]
      {"stoney", "image_store v[0:1], v0, s[0:7] dmask:0xf d16", {0xf0200f00, 0x80000000}},
      {"stoney",
       "image_gather4 v[0:1], v0, s[0:7], s[8:11] dmask:0x1 d16",
       {0xf1000100, 0x80400000}},
      {"carrizo", "image_store v[0:3], v0, s[0:7] dmask:0xf d16", {0xf0200f00, 0x80000000}},
  };
  for (const Case& c : cases) expectBothWays(c);
  // llvm-mc-14: "r128 modifier is not supported on this GPU", "a16 modifier
  // is not supported on this GPU", "image data size does not match dmask and tfe"
  expectRefused("gfx900", "image_load v[0:1], v0, s[0:7] dmask:0x3 r128",
                "1:41: error: GFX9's images have no r128: its bit is a16");
  expectRefused("tonga", "image_load v[0:1], v0, s[0:7] dmask:0x3 a16",
                "1:41: error: a16 came with gfx9 (gfx8 has r128 in its bit)");
  expectRefused("gfx900", "image_load v[0:1], v0, s[0:7] dmask:0x3 d16",
                "the data is 1 register here (dmask 0x3, d16 packed two a register)");
  expectRefused("tonga", "image_load v0, v0, s[0:7] dmask:0x3 d16",
                "the data is 2 registers here (dmask 0x3)");
}

// fuzz_gcn_disassembler's find (seed gfx8_qsad_destination_overlaps_source):
// llvm-mc-14 --disassemble -mcpu=tonga prints [0x00,0x80,0xe5,0xd1,0x00,0x47,
// 0xc2,0x06] as `v_qsad_pk_u16_u8 v[0:1], v[0:1], v35, v[176:177] clamp` and
// refuses that text ("destination must be different than all sources"), as
// on every generation with the SAD instructions that write several registers.
TEST(GcnGfx8Gfx9Forms, SadDestinationOverlappingASourceListsAsDataOnEveryGeneration) {
  const std::string why = " // the destination overlaps a source, which no assembler takes\n";
  EXPECT_EQ(disassembleOn("tonga", {0xd1e58000, 0x06c24700}), ".long 0xd1e58000, 0x06c24700" + why);
  EXPECT_EQ(disassembleOn("gfx900", {0xd1e70000, 0x06c24700}),
            ".long 0xd1e70000, 0x06c24700" + why);
  EXPECT_EQ(disassembleOn("bonaire", {0xd2e40000, 0x06c24700}),
            ".long 0xd2e40000, 0x06c24700" + why);
  EXPECT_EQ(disassembleOn("tahiti", {0xd2e60000, 0x06c24700}),
            ".long 0xd2e60000, 0x06c24700" + why);
  // apart, they list (llvm-mc-14 -mcpu=tonga: [0x02,0x00,0xe5,0xd1,0x00,0x47,0xc2,0x06])
  EXPECT_EQ(disassembleOn("tonga", {0xd1e50002, 0x06c24700}),
            "v_qsad_pk_u16_u8 v[2:3], v[0:1], v35, v[176:177]\n");
  expectRefused("tonga", "v_qsad_pk_u16_u8 v[0:1], v[0:1], v35, v[176:177] clamp",
                "1:26: error: v_qsad_pk_u16_u8's destination may not overlap a source");
}

// fuzz_gcn_disassembler's find (seed gfx8_mac_sdwa_dst_sel_byte): llvm-mc-14
// --disassemble -mcpu=tonga lists [0xf9,0x46,0x42,0x47,0xaa,0x01,0x00,0x00] as
// `v_mac_f16_sdwa v161, v170, v35 dst_sel:BYTE_1 dst_unused:UNUSED_PAD
// src0_sel:BYTE_0 src1_sel:BYTE_0` and refuses that text ("invalid operand
// for instruction"): v_mac in SDWA writes the whole dword. With dst_sel:DWORD
// it takes it: [0xf9,0x46,0x4a,0x2d,0x12,0x06,0x05,0x06].
TEST(GcnGfx8Gfx9Forms, MacSdwaWithPartialDestinationListsAsData) {
  // (an SDWA or DPP word that lists as data is its first dword, as for GFX9's
  // v_mac_*_sdwa: the second is listed on its own)
  const std::string listed = disassembleOn("tonga", {0x474246f9, 0x000001aa});
  EXPECT_EQ(listed.substr(0, listed.find('\n')),
            ".long 0x474246f9 // v_mac in SDWA with a dst_sel other than DWORD, which no "
            "assembler takes");
  EXPECT_EQ(disassembleOn("tonga", {0x2d4a46f9, 0x06050612}),
            "v_mac_f32_sdwa v165, v18, v35 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 "
            "src1_sel:DWORD\n");
  expectRefused("tonga",
                "v_mac_f32_sdwa v165, v18, v35 clamp dst_sel:BYTE_0 dst_unused:UNUSED_PAD "
                "src0_sel:WORD_1 src1_sel:DWORD",
                "'v_mac_f32' in SDWA writes a whole dword: dst_sel:DWORD");
}

// fuzz_gcn_disassembler's find (seed gfx8_movreld_sdwa): [0xf9,0x6c,0x02,0x7e,
// 0x12,0x04,0x02,0x00] listed as `v_movreld_b32_sdwa v1, v18 ...`, which the
// assembler refuses. llvm-mc-14 --disassemble -mcpu=tonga calls it an
// invalid encoding, and the DPP word [0xfa,0x6c,0x02,0x7e,0x02,0xe4,0x00,0xff]
// too; its assembler says "sdwa/dpp variant of this instruction is not supported".
TEST(GcnGfx8Gfx9Forms, MovrelInSdwaOrDppListsAsData) {
  std::string listed = disassembleOn("tonga", {0x7e026cf9, 0x00020412});
  EXPECT_EQ(listed.substr(0, listed.find('\n')),
            ".long 0x7e026cf9 // 'v_movreld_b32' has no SDWA form: it indexes registers by m0");
  listed = disassembleOn("tonga", {0x7e026cfa, 0xff00e402});
  EXPECT_EQ(listed.substr(0, listed.find('\n')),
            ".long 0x7e026cfa // 'v_movreld_b32' has no DPP form: it indexes registers by m0");
}

// The listing reads the assembler's rules (extension_rules.hpp): v_clrexcp, which has no
// operands, in SDWA [0xf9,0x6a,0x00,0x7e,0x00,0x06,0x06,0x06] or DPP listed as data with the
// reason the assembler gives for `v_clrexcp_sdwa` (llvm-mc-14 refuses that text too, and
// lists both words as the one-dword v_clrexcp, which would not give them back); and so on
// for each rule, the same clause in both.
TEST(GcnGfx8Gfx9Forms, ARefusedExtensionFormListsWithTheAssemblersReason) {
  std::string listed = disassembleOn("tonga", {0x7e006af9, 0x06060600});
  EXPECT_EQ(listed.substr(0, listed.find('\n')),
            ".long 0x7e006af9 // 'v_clrexcp' has no SDWA form: it has no operands");
  listed = disassembleOn("tonga", {0x7e006afa, 0xff00e400});
  EXPECT_EQ(listed.substr(0, listed.find('\n')),
            ".long 0x7e006afa // 'v_clrexcp' has no DPP form: it has no operands");
  expectRefused("tonga", "v_clrexcp_sdwa", "'v_clrexcp' has no SDWA form: it has no operands");
  expectRefused("tonga", "v_movreld_b32_sdwa v1, v18",
                "'v_movreld_b32' has no SDWA form: it indexes registers by m0");
}

// fuzz_gcn_disassembler's find (seed gfx8_ds_nop_offset_amd): ds_nop with
// offset bits listed as `ds_nop offset:5244`, which neither llvm-mc-14 ("not
// a valid operand") nor gpuasm takes; llvm-mc-14 --disassemble -mcpu=tonga
// calls [0x7c,0x14,0x28,0xd8,0x00,0x00,0x00,0x00] an invalid encoding, and
// encodes ds_nop as [0x00,0x00,0x28,0xd8,...] (tonga), [0x00,0x00,0x50,0xd8,...] (bonaire).
TEST(GcnGfx8Gfx9Forms, DsNopWithOffsetOrGdsBitsListsAsData) {
  const std::string why = " // bits set outside the instruction's fields\n";
  EXPECT_EQ(disassembleOn("tonga", {0xd828147c, 0}), ".long 0xd828147c, 0x00000000" + why);
  EXPECT_EQ(disassembleOn("tonga", {0xd8290000, 0}), ".long 0xd8290000, 0x00000000" + why);
  EXPECT_EQ(disassembleOn("bonaire", {0xd8500001, 0}), ".long 0xd8500001, 0x00000000" + why);
  expectBothWays({"tonga", "ds_nop", {0xd8280000, 0}});
  expectBothWays({"bonaire", "ds_nop", {0xd8500000, 0}});
}

// fuzz_gcn_disassembler's find (seed gfx906_vop3p_unused_src2): a two-source
// VOP3P word with its src2 field set listed as `v_pk_ashrrev_i16 v0, v1, s2`,
// which reassembles with src2 0 ([0x00,0x40,0x86,0xd3,0x01,0x05,0x00,0x18],
// llvm-mc-14 -mcpu=gfx900); llvm-mc-14 --disassemble calls
// [0x00,0x40,0x86,0xd3,0x01,0x05,0x0c,0x1c] an invalid encoding.
TEST(GcnGfx8Gfx9Forms, TwoSourceVop3pWithSrc2SetListsAsData) {
  EXPECT_EQ(disassembleOn("gfx900", {0xd3864000, 0x1c0c0501}),
            ".long 0xd3864000, 0x1c0c0501 // bits set outside the instruction's fields\n");
  EXPECT_EQ(disassembleOn("gfx906", {0xd3864000, 0x1c0c0501}),
            ".long 0xd3864000, 0x1c0c0501 // bits set outside the instruction's fields\n");
  expectBothWays({"gfx900", "v_pk_ashrrev_i16 v0, v1, s2", {0xd3864000, 0x18000501}});
}

TEST(GcnGfx8Gfx9Forms, BufferStoreLdsDwordAsLlvmMc) {
  const Case cases[] = {
      // [0x00,0x00,0xf5,0xe0,0x00,0x00,0x01,0x00] on tonga and gfx900
      {"tonga", "buffer_store_lds_dword s[4:7], s0 lds", {0xe0f50000, 0x00010000}},
      {"gfx900", "buffer_store_lds_dword s[4:7], s0 lds", {0xe0f50000, 0x00010000}},
      // [0xff,0x0f,0xf5,0xe0,0x00,0x00,0x01,0x81], [0x00,0x00,0xf5,0xe0,0x00,0x00,0x1c,0x7c]
      {"gfx900", "buffer_store_lds_dword s[4:7], 1 offset:4095 lds", {0xe0f50fff, 0x81010000}},
      {"gfx900", "buffer_store_lds_dword ttmp[4:7], m0 lds", {0xe0f50000, 0x7c1c0000}},
      // glc and slc after lds: [0x00,0x40,0xf5,0xe0,0x00,0x00,0x01,0x00] (tonga),
      // [0x04,0x40,0xf7,0xe0,0x00,0x00,0x01,0x08] (LLVM's mubuf.s)
      {"tonga", "buffer_store_lds_dword s[4:7], s0 lds glc", {0xe0f54000, 0x00010000}},
      {"gfx900",
       "buffer_store_lds_dword s[4:7], s8 offset:4 lds glc slc",
       {0xe0f74004, 0x08010000}},
  };
  for (const Case& c : cases) expectBothWays(c);
  // llvm-mc-14: "invalid operand for instruction", and no such instruction on SI
  expectRefused("gfx900", "buffer_store_lds_dword s[4:7], s0 glc lds",
                "1:35: error: 'glc' out of place or repeated: 'buffer_store_lds_dword' takes "
                "offset:, lds, then glc and slc");
  expectRefused("gfx900", "buffer_store_lds_dword s[4:7], s0 lds tfe",
                "1:39: error: 'tfe' out of place or repeated");
  expectRefused("gfx900", "buffer_store_lds_dword s[4:7], s0",
                "'buffer_store_lds_dword' needs lds (it stores from LDS)");
  expectRefused("gfx900", "buffer_store_lds_dword v1, s[4:7], s0 lds",
                "the buffer resource is four scalar registers");
  expectRefused("tahiti", "buffer_store_lds_dword s[4:7], s0 lds", "needs gfx8 or later");
  // llvm-mc-14 --disassemble lists the word without lds as invalid, and the
  // one with tfe as if tfe were clear: words without a text
  EXPECT_EQ(disassembleOn("gfx900", {0xe0f40000, 0x00010000, 0xe0f50000, 0x00810000}),
            ".long 0xe0f40000, 0x00010000 // buffer_store_lds_dword without lds, or with other "
            "bits\n.long 0xe0f50000, 0x00810000 // lds or tfe on an instruction that takes "
            "none\n");
}

TEST(GcnGfx8Gfx9Forms, FmaMixOnGfx906AtMadMixOpcodesAsLlvmMc) {
  const Case cases[] = {
      {"gfx906", "v_fma_mix_f32 v0, v1, v2, v3", {0xd3a00000, 0x040e0501}},
      {"gfx900", "v_mad_mix_f32 v0, v1, v2, v3", {0xd3a00000, 0x040e0501}},
      // [0x00,0x00,0xa1,0xd3,0x01,0x05,0x0e,0x04], [0x00,0x40,0xa2,0xd3,0x01,0x05,0x0e,0x1c]
      {"gfx906", "v_fma_mixlo_f16 v0, v1, v2, v3", {0xd3a10000, 0x040e0501}},
      {"gfx906", "v_fma_mixhi_f16 v0, v1, v2, v3 op_sel_hi:[1,1,1]", {0xd3a24000, 0x1c0e0501}},
      // [0x00,0x09,0xa0,0xd3,0x01,0x05,0x0e,0x3c] (llvm-mc-14 -mcpu=gfx906)
      {"gfx906",
       "v_fma_mix_f32 v0, -|v1|, v2, v3 op_sel:[1,0,0] op_sel_hi:[1,1,0]",
       {0xd3a00900, 0x3c0e0501}},
  };
  for (const Case& c : cases) expectBothWays(c);
  expectRefused("gfx906", "v_mad_mix_f32 v0, v1, v2, v3",
                "1:1: error: 'v_mad_mix_f32' is not gfx906's: it has v_fma_mix_f32 at that opcode");
  expectRefused("gfx900", "v_fma_mix_f32 v0, v1, v2, v3",
                "1:1: error: 'v_fma_mix_f32' needs gfx906, gfx908 or gfx90a");
}

}  // namespace
}  // namespace gpuasm::testing
