// GFX9 (-m mcpu=gfx900..gfx90c): the formats and operands GFX9 added -
// GLOBAL and SCRATCH, VOP3P, VOP3 op_sel, the trap registers at 108, the
// 6-bit vmcnt, gfx906's dot instructions - assembled as llvm-mc-14
// -arch=amdgcn -mcpu=gfx900 (or gfx906) -show-encoding encodes them (the
// bytes in the comments), listed back as they were written, and refused with
// the place and the reason where llvm-mc-14 refuses them. The gfx900 corpus
// (tests/data/gcn/llvm_corpus_gfx900.txt, llvm-mc-14's bytes) disassembles and
// reassembles bit for bit.
#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "gpuasm/target.hpp"
#include "support/assemble.hpp"
#include "support/build_paths.hpp"

namespace gpuasm::testing {
namespace {

Assembled assembleOn(const std::string& mcpu, const std::string& text) {
  AssembleSettings settings;
  settings.targetOptions["mcpu"] = mcpu;
  return assembleFor("gcn", text, settings);
}

std::string disassembleOn(const std::string& mcpu, const std::vector<uint8_t>& bytes) {
  std::string error;
  DisassemblyOptions options;
  options.targetOptions["mcpu"] = mcpu;
  std::string text = findTarget("gcn")->disassemble(bytes, options, error);
  EXPECT_EQ(error, "");
  return text;
}

std::vector<uint8_t> bytesOf(const std::vector<uint32_t>& words) {
  std::vector<uint8_t> bytes;
  for (uint32_t w : words)
    for (int i = 0; i < 4; ++i) bytes.push_back(static_cast<uint8_t>(w >> (8 * i)));
  return bytes;
}

struct Case {
  const char* text;  // as llvm-mc-14 prints it back
  std::vector<uint32_t> words;
};

TEST(GcnGfx9, NewFormatsAndOperandsEncodeAsLlvmMcAndListBack) {
  const Case cases[] = {
      // [0x01,0xca,0x8f,0xd3,0x02,0x07,0x02,0x30]
      {"v_pk_add_f16 v1, v2, v3 op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[1,0] neg_hi:[0,1] clamp",
       {0xd38fca01, 0x30020702}},
      // [0x01,0x09,0xa0,0xd3,0x02,0x07,0x12,0x3c]
      {"v_mad_mix_f32 v1, -|v2|, v3, v4 op_sel:[1,0,0] op_sel_hi:[1,1,0]",
       {0xd3a00901, 0x3c120702}},
      // [0xf8,0x9f,0x70,0xdc,0x02,0x01,0x7f,0x00]
      {"global_store_dword v[2:3], v1, off offset:-8", {0xdc709ff8, 0x007f0102}},
      // [0x10,0x40,0x51,0xdc,0x00,0x00,0x04,0x01]
      {"scratch_load_dword v1, off, s4 offset:16 glc", {0xdc514010, 0x01040000}},
      // [0x01,0x50,0xf5,0xd1,0x02,0x07,0x12,0x04]
      {"v_min3_i16 v1, v2, v3, v4 op_sel:[0,1,0,1]", {0xd1f55001, 0x04120702}},
      // GFX9's no-carry add, its carry add and its VOP3-only v_add_i32:
      // [0x02,0x07,0x02,0x68], [0x02,0x07,0x02,0x32], [0x01,0x80,0x9c,0xd2,...]
      {"v_add_u32_e32 v1, v2, v3", {0x68020702}},
      {"v_add_co_u32_e32 v1, vcc, v2, v3", {0x32020702}},
      {"v_add_i32 v1, v2, v3 clamp", {0xd29c8001, 0x00020702}},
      // [0xeb,0x00,0x81,0xbe], [0x7a,0x01,0x82,0xbe] (ttmp14 is 108 + 14)
      {"s_mov_b32 s1, src_shared_base", {0xbe8100eb}},
      {"s_mov_b64 s[2:3], ttmp[14:15]", {0xbe82017a}},
      // The apertures serve 64-bit operands too (fuzz_gcn_disassembler's find):
      // [0xeb,0x5e,0xa6,0x89], [0xed,0x01,0x80,0xbe],
      // [0x00,0x00,0x80,0xd2,0xee,0x04,0x02,0x00]
      {"s_andn2_b64 s[38:39], src_shared_base, s[94:95]", {0x89a65eeb}},
      {"s_mov_b64 s[0:1], src_private_base", {0xbe8001ed}},
      {"v_add_f64 v[0:1], src_private_limit, v[2:3]", {0xd2800000, 0x000204ee}},
      // [0x7f,0xc0,0x8c,0xbf]: vmcnt's high bits 15:14 stay set
      {"s_waitcnt lgkmcnt(0)", {0xbf8cc07f}},
  };
  // llvm-mc-14 takes inst_offset: for offset: ([0xfc,0x9f,0x50,0xdc,0x02,0x00,0x7f,0x01])
  EXPECT_EQ(assembleOn("gfx900", "global_load_dword v1, v[2:3], off inst_offset:-4\n").words(),
            (std::vector<uint32_t>{0xdc509ffc, 0x017f0002}));
  for (const Case& c : cases) {
    Assembled a = assembleOn("gfx900", std::string(c.text) + "\n");
    EXPECT_EQ(a.words(), c.words) << c.text << "\n" << a.diagnostics;
    EXPECT_EQ(disassembleOn("gfx900", bytesOf(c.words)), std::string(c.text) + "\n");
  }
}

// v_pk_add_u16 v0, v1, <code 244>: an integer VOP3P source holding the inline
// float 2.0 has no text that assembles (llvm-mc-14 lists it as 0x4000 and then
// refuses its own line as a literal), so the word lists as .long with the
// reason (fuzz_gcn_disassembler's find: it listed as `2.0`, which no
// assembler takes there). llvm-mc-14's v_pk_add_u16 v0, v1, v2 is
// [0x00,0x40,0x8a,0xd3,0x01,0x05,0x02,0x18]; src1 (bits 49:41) set to 244.
TEST(GcnGfx9, AnIntegerPackedSourceWithAFloatConstantListsAsLong) {
  EXPECT_EQ(disassembleOn("gfx900", bytesOf({0xd38a4000, 0x1801e901})),
            ".long 0xd38a4000, 0x1801e901 // a float constant in an integer VOP3P source has no "
            "assembler text\n");
}

TEST(GcnGfx9, RefusedLinesNameThePlaceAndTheFault) {
  const std::pair<const char*, const char*> cases[] = {
      {"scratch_load_dword v1, v2, s4",
       "1:24: error: 'scratch_load_dword' takes a vector or a scalar address, not both"},
      {"scratch_load_dword v1, off, off",
       "1:24: error: 'scratch_load_dword' needs a vector or a "
       "scalar address, not two off"},
      {"global_load_dword v1, v[2:3], s[4:5]", "1:23: error: the address takes 1 register"},
      {"global_load_dword v1, v[2:3], off offset:4096",
       "1:42: error: the GLOBAL and SCRATCH offset (13 bits, signed) 4096 is out of range"},
      {"flat_load_dword v1, v[2:3] glc offset:4", "1:32: error: offset: comes before glc and slc"},
      {"v_pk_add_f16 v1, v2, v3 clamp op_sel:[1,0]", "1:31: error: 'op_sel' out of place"},
      {"v_pk_add_f16 v1, -v2, v3", "1:18: error: 'v_pk_add_f16' negates its sources' halves"},
      {"v_pk_add_u16 v1, v2, 0x1234", "1:22: error: a VOP3P instruction takes no literal"},
      {"v_dot2_f32_f16 v1, v2, v3, v4",
       "1:1: error: 'v_dot2_f32_f16' needs gfx906, gfx908 or gfx90a (-m mcpu=...; this is "
       "gfx900)"},
      {"s_mov_b32 s1, tba_lo", "1:15: error: 'tba_lo' does not exist on gfx9"},
      {"s_buffer_atomic_add s1, s[4:7], -4", "1:33: error: the byte offset -4 is out of range"},
      {"v_swap_b32_e64 v1, v2", "1:1: error: 'v_swap_b32' has no VOP3 form"},
  };
  for (const auto& [text, message] : cases) {
    Assembled a = assembleOn("gfx900", std::string(text) + "\n");
    EXPECT_FALSE(a.image) << text;
    EXPECT_NE(a.diagnostics.find(message), std::string::npos) << text << "\n" << a.diagnostics;
  }
  // llvm-mc-14 -mcpu=gfx906: [0x01,0x40,0xa3,0xd3,0x02,0x07,0x12,0x1c]
  EXPECT_EQ(assembleOn("gfx906", "v_dot2_f32_f16 v1, v2, v3, v4\n").words(),
            (std::vector<uint32_t>{0xd3a34001, 0x1c120702}));
  // and the word is no gfx900 instruction
  const std::string listed = disassembleOn("gfx900", bytesOf({0xd3a34001, 0x1c120702}));
  EXPECT_NE(listed.find(".long"), std::string::npos) << listed;
  EXPECT_EQ(disassembleOn("gfx906", bytesOf({0xd3a34001, 0x1c120702})),
            "v_dot2_f32_f16 v1, v2, v3, v4\n");
}

// s_atc_probe_buffer's offset is unsigned on GFX9 as s_buffer_*'s is: llvm-mc-14 refuses
// `s_atc_probe_buffer 7, s[32:35], -0xb0001` ("expected a 20-bit unsigned offset") though its
// disassembler prints that text for c09e01d0 0014ffff; we list the word as .long
// (fuzz_gcn_disassembler found it).
TEST(GcnGfx9, ANegativeOffsetOfAProbeOfABufferListsAsLong) {
  const std::string text = disassembleOn("gfx900", bytesOf({0xc09e01d0, 0x0014ffff}));
  EXPECT_EQ(text.find("s_atc_probe_buffer"), std::string::npos) << text;
  EXPECT_NE(text.find("a negative s_buffer_* offset"), std::string::npos) << text;
}

// lds_direct is no scalar read in VOP3P either (fuzz_gcn_disassembler listed this word and
// the assembler refused it). llvm-mc-14 -mcpu=gfx906: `v_dot8_i32_i4 v0, src_lds_direct, v0,
// s67 op_sel_hi:[0,0,1]` is [0x00,0x40,0xaa,0xd3,0xfe,0x00,0x0e,0x01].
TEST(GcnGfx9, LdsDirectInAPackedRowLeavesTheConstantBusToOneSgpr) {
  EXPECT_EQ(
      assembleOn("gfx906", "v_dot8_i32_i4 v0, lds_direct, v0, s67 op_sel_hi:[0,0,1]\n").words(),
      (std::vector<uint32_t>{0xd3aa4000, 0x010e00fe}));
}

// A packed integer operation's source is two int16s, and llvm-mc-14 reads a 16-bit integer
// written for it as the int16 it is: 0xffff the inline -1 (code 193), 0xfff0 -16 (208), 0xffef
// a literal VOP3P cannot hold; 0x3e22f983, 1/(2*pi)'s bits, is no integer constant.
// llvm-mc-14 -mcpu=gfx900: v_pk_add_u16 v1, 0xffff, v35 is [0x01,0x40,0x8a,0xd3,0xc1,0x46,
// 0x02,0x18], with 0xfff0 [..,0xd0,0x46,..], v_pk_mad_i16 v1, v18, v35, 0xffff [0x01,0x40,0x80,
// 0xd3,0x12,0x47,0x06,0x1b]; 0xffef and 0x3e22f983: "literal operands are not supported".
TEST(GcnGfx9, APackedIntegerOperationTakesASixteenBitInlineConstant) {
  EXPECT_EQ(assembleOn("gfx900", "v_pk_add_u16 v1, 0xffff, v35\n").words(),
            (std::vector<uint32_t>{0xd38a4001, 0x180246c1}));
  EXPECT_EQ(assembleOn("gfx900", "v_pk_add_u16 v1, 0xfff0, v35\n").words(),
            (std::vector<uint32_t>{0xd38a4001, 0x180246d0}));
  EXPECT_EQ(assembleOn("gfx900", "v_pk_mad_i16 v1, v18, v35, 0xffff\n").words(),
            (std::vector<uint32_t>{0xd3804001, 0x1b064712}));
  for (const char* refused :
       {"v_pk_add_u16 v1, 0xffef, v35\n", "v_pk_add_u16 v1, 0x3e22f983, v35\n"}) {
    Assembled a = assembleOn("gfx900", refused);
    EXPECT_NE(a.diagnostics.find("test.s:1:18: error: a VOP3P instruction takes no literal"),
              std::string::npos)
        << refused << a.diagnostics;
  }
}

// GFX9's compares in SDWA write any SGPR pair: `sd` (bit 15 of the SDWA dword) and sdst (bits
// 8-14) where GFX8 had dst_sel and VOP1/VOP2 have omod. llvm-mc-14 -mcpu=gfx900:
// `v_cmp_f_f32_sdwa s[2:3], v18, v35 src0_sel:WORD_1 src1_sel:BYTE_3` is f9 46 80 7c 12 82 05 03
// (sd 1, sdst 2), and the vcc form 12 00 05 03. They listed as `.long` ("output modifier set").
TEST(GcnGfx9, ACompareInSdwaListsItsScalarDestination) {
  EXPECT_EQ(disassembleOn("gfx900", bytesOf({0x7c8046f9, 0x03058212})),
            "v_cmp_f_f32_sdwa s[2:3], v18, v35 src0_sel:WORD_1 src1_sel:BYTE_3\n");
  EXPECT_EQ(disassembleOn("gfx900", bytesOf({0x7c8046f9, 0x03050012})),
            "v_cmp_f_f32_sdwa vcc, v18, v35 src0_sel:WORD_1 src1_sel:BYTE_3\n");
  // v_cmpx_eq_u32_sdwa s[4:5], v1, v2 src0_sel:WORD_1 src1_sel:BYTE_3: f9 04 b4 7d 01 84 05 03
  EXPECT_EQ(disassembleOn("gfx900", bytesOf({0x7db404f9, 0x03058401})),
            "v_cmpx_eq_u32_sdwa s[4:5], v1, v2 src0_sel:WORD_1 src1_sel:BYTE_3\n");
  // sd 1 naming vcc (sdst 106) has no text: `vcc` written is sd 0, as llvm-mc-14 encodes it
  // (its disassembler prints the word as `vcc` too, which then reassembles to 12 00 06 06).
  // fuzz_gcn_disassembler's find in a CI run of 2026-11-30.
  // As for the SDWA words with no text before it, the first dword lists as `.long` and the
  // listing goes on at the next (where 0x0606ea12 reads as a VOP2, as llvm-objdump resyncs).
  EXPECT_EQ(disassembleOn("gfx900", bytesOf({0x7d5246f9, 0x0606ea12})),
            ".long 0x7d5246f9 // the compare names vcc as an explicit destination\n"
            "v_subrev_f32_e32 v3, s18, v117\n");
}

// Every word llvm-mc-14 encodes in the gfx900 corpus lists as an instruction
// or as `.long` with the reason, and the listing reassembles to the same
// bytes. The words that list as .long are VOP3 clamp and output-modifier bits on rows the
// table does not give them yet (GFX8's clamp on every VOP3a, helper gfx8's), and the 8 words
// of gfx900's v_interp_p2_f16 with a scalar source 1, which llvm-mc-14 alone takes there.
TEST(GcnGfx9, TheGfx900CorpusDisassemblesAndReassemblesBitForBit) {
  std::ifstream in(gpuasm::testing::sourceDirectory() + "/tests/data/gcn/llvm_corpus_gfx900.txt");
  std::vector<uint8_t> bytes;
  for (std::string line; std::getline(in, line);) {
    const size_t mark = line.rfind(" ; encoding: ");
    if (line.empty() || line[0] == '#' || mark == std::string::npos) continue;
    const std::string hex = line.substr(mark + 13);
    for (size_t i = 0; i + 1 < hex.size(); i += 2)
      bytes.push_back(static_cast<uint8_t>(std::stoul(hex.substr(i, 2), nullptr, 16)));
  }
  ASSERT_GT(bytes.size(), 100000u);
  const std::string text = disassembleOn("gfx900", bytes);
  size_t longs = 0;
  for (size_t at = text.find(".long"); at != std::string::npos; at = text.find(".long", at + 1))
    ++longs;
  // measured on the corpus of 53,994 lines (s8): 13, the 8 words of v_interp_p2_f16 with a
  // scalar source 1 and 5 VOP3 clamp or output-modifier words; 99 of the older corpus's 34,485
  // lines before the compares' SDWA sdst listed
  EXPECT_LE(longs, 13u);
  AssembleSettings settings;
  settings.targetOptions["mcpu"] = "gfx900";
  Assembled again = assembleFor("gcn", text, settings);
  ASSERT_TRUE(again.image) << again.diagnostics.substr(0, 2000);
  std::vector<uint8_t> reassembled;
  for (const Section& section : again.image->sections)
    reassembled.insert(reassembled.end(), section.bytes.begin(), section.bytes.end());
  EXPECT_TRUE(reassembled == bytes);
}

}  // namespace
}  // namespace gpuasm::testing
