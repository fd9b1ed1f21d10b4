// GFX8 (-m mcpu=tonga, VI): the disassembler against both oracles, and the
// forms GFX8 added, each expected value derived by hand from the VI ISA
// manual's field layout (section 12 "Microcode formats"; SDWA and DPP in
// section 6.3) and checked against llvm-mc-14 -mcpu=tonga (the comments).
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "gpuasm/target.hpp"
#include "support/assemble.hpp"
#include "support/build_paths.hpp"

namespace gpuasm::testing {
namespace {

Assembled tonga(const std::string& text) {
  AssembleSettings settings;
  settings.targetOptions["mcpu"] = "tonga";
  return assembleFor("gcn", text, settings);
}

std::string hex(std::span<const uint8_t> bytes) {
  std::string out;
  for (uint8_t b : bytes) out += fmt::format("{:02x}", b);
  return out;
}

std::vector<uint8_t> bytesOf(const std::string& hexText) {
  std::vector<uint8_t> bytes;
  for (size_t i = 0; i + 1 < hexText.size(); i += 2)
    bytes.push_back(static_cast<uint8_t>(std::stoul(hexText.substr(i, 2), nullptr, 16)));
  return bytes;
}

std::string disassembleTonga(std::span<const uint8_t> bytes) {
  DisassemblyOptions options;
  options.targetOptions["mcpu"] = "tonga";
  std::string error;
  std::string text = findTarget("gcn")->disassemble(bytes, options, error);
  EXPECT_EQ(error, "");
  return text;
}

// The bytes of `text` assembled for tonga, or "refused: <diagnostics>".
std::string assembleTonga(const std::string& text) {
  Assembled a = tonga(text + "\n");
  if (!a.image) return "refused: " + a.diagnostics;
  std::string out;
  for (const Section& s : a.image->sections) out += hex(s.bytes);
  return out;
}

// Words whose llvm-mc-14 text or encoding is not one gpuasm takes back, each
// with the reason (docs/gcn.md lists them): what llvm-mc-14 accepts there is a
// known difference of the corpus test (llvm_corpus_test.cpp).
const std::map<std::string, std::string>& llvmTextDifferences() {
  static const std::map<std::string, std::string> kLines = {
      {"34128cbf", "llvm-mc-14 prints s_waitcnt's counters and drops the other bits"},
      {"f900007e00000000", "llvm-mc-14 prints v_nop's SDWA form as v_nop (one dword)"},
      {"34127bd80100000a", "llvm-mc-14 prints a swizzle whose unused bits are set by name"},
      {"fa460266124041ff", "llvm-mc-14 writes DPP's sext(...) on v_ldexp_f16 as the neg bit"},
      {"001055e0010a0101", "llvm-mc-14 takes lds on GFX8's buffer_load_dwordx2"},
      {"001059e0010a0101", "llvm-mc-14 takes lds on GFX8's buffer_load_dwordx3"},
      {"00105de0010a0101", "llvm-mc-14 takes lds on GFX8's buffer_load_dwordx4"},
  };
  return kLines;
}

// The second oracle (issue 31 item 3): llvm-mc-14 --disassemble's text of
// every corpus encoding (tests/data/gcn/llvm_disassembly_tonga.txt, made by
// scripts/oracle/gcn_corpus.py --mcpu tonga --disassembly) assembles here to
// those bytes, and gpuasm's own text of the bytes does too.
TEST(GcnGfx8, LlvmMcDisassemblyOfEveryCorpusWordAssemblesBackToItsBytes) {
  std::ifstream in(gpuasm::testing::sourceDirectory() +
                   "/tests/data/gcn/llvm_disassembly_tonga.txt");
  size_t words = 0, agree = 0, ownText = 0, shown = 0;
  std::set<std::string> differing;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    const size_t mark = line.find(" ; ");
    const std::string bytes = line.substr(0, mark), llvmText = line.substr(mark + 3);
    ++words;
    const std::string fromLlvm = assembleTonga(llvmText);
    if (llvmTextDifferences().contains(bytes)) {
      if (fromLlvm != bytes) differing.insert(bytes);
    } else if (fromLlvm == bytes) {
      ++agree;
    } else if (shown++ < 30) {
      ADD_FAILURE() << bytes << ": llvm-mc-14 prints '" << llvmText << "', which gives "
                    << fromLlvm;
    }
    std::string ours = disassembleTonga(bytesOf(bytes));
    if (!ours.empty() && ours.back() == '\n') ours.pop_back();
    if (assembleTonga(ours) == bytes) {
      ++ownText;
    } else if (!llvmTextDifferences().contains(bytes) && shown++ < 30) {
      ADD_FAILURE() << bytes << ": gpuasm prints '" << ours << "', which gives "
                    << assembleTonga(ours);
    }
  }
  ASSERT_GT(words, 20000u) << "tests/data/gcn/llvm_disassembly_tonga.txt missing or short";
  EXPECT_EQ(agree + llvmTextDifferences().size(), words);
  EXPECT_GE(ownText + llvmTextDifferences().size(), words);
  for (const auto& [bytes, reason] : llvmTextDifferences())
    EXPECT_TRUE(differing.contains(bytes)) << bytes << " (" << reason << ") no longer differs";
}

// SDWA (VI ISA manual, section 6.3.1): src0 of the VOP word is 0xf9; the
// second dword holds src0 in 7:0, dst_sel 10:8, dst_unused 12:11, clamp 13,
// src0_sel 18:16, src0_sext 19, src0_neg 20, src0_abs 21, src1_sel 26:24,
// src1_sext 27, src1_neg 28, src1_abs 29. Selects: BYTE_0..3 0-3, WORD_0 4,
// WORD_1 5, DWORD 6; dst_unused: PAD 0, SEXT 1, PRESERVE 2.
uint64_t sdwa(uint32_t vopWord, uint32_t src0, uint32_t dstSel, uint32_t dstUnused,
              uint32_t src0Sel, uint32_t src1Sel, uint32_t extra = 0) {
  const uint32_t second =
      src0 | dstSel << 8 | dstUnused << 11 | src0Sel << 16 | src1Sel << 24 | extra;
  return (vopWord | 0xf9) | uint64_t{second} << 32;
}

std::string le(uint64_t twoDwords) {
  std::string out;
  for (int i = 0; i < 8; ++i) out += fmt::format("{:02x}", (twoDwords >> (8 * i)) & 0xff);
  return out;
}

TEST(GcnGfx8, SdwaFormsEncodeTheirSelectsAndSourceModifiers) {
  // VOP1 v_mov_b32 (opcode 1): 0x7e000000 | vdst << 17 | opcode << 9
  // llvm-mc-14: [0xf9,0x02,0x02,0x7e,0x02,0x15,0x01,0x00]
  EXPECT_EQ(assembleTonga("v_mov_b32_sdwa v1, v2 dst_sel:WORD_1 src0_sel:BYTE_1"),
            le(sdwa(0x7e000000 | 1 << 17 | 1 << 9, 2, 5, 2, 1, 0)));
  // VOP2 v_add_f32 (opcode 1): opcode << 25 | vdst << 17 | vsrc1 << 9; -v2 is src0_neg, |v3|
  // src1_abs llvm-mc-14: [0xf9,0x06,0x02,0x02,0x02,0x10,0x15,0x22]
  EXPECT_EQ(assembleTonga("v_add_f32_sdwa v1, -v2, |v3| dst_sel:BYTE_0 dst_unused:UNUSED_PRESERVE "
                          "src0_sel:WORD_1 src1_sel:BYTE_2"),
            le(sdwa(1u << 25 | 1 << 17 | 3 << 9, 2, 0, 2, 5, 2, 1u << 20 | 1u << 29)));
  // clamp (bit 13) and sext on an integer source (bit 19)
  // llvm-mc-14: [0xf9,0x06,0x02,0x32,0x02,0x36,0x0d,0x06]
  EXPECT_EQ(assembleTonga("v_add_u32_sdwa v1, vcc, sext(v2), v3 clamp src0_sel:WORD_1"),
            le(sdwa(25u << 25 | 1 << 17 | 3 << 9, 2, 6, 2, 5, 6, 1u << 13 | 1u << 19)));
  // VOPC v_cmp_eq_f32 (opcode 0x42): 0x7c000000 | opcode << 17 | vsrc1 << 9; a
  // compare's word has no dst_sel or dst_unused (zero)
  // llvm-mc-14: [0xf9,0x04,0x84,0x7c,0x01,0x00,0x05,0x00]
  EXPECT_EQ(assembleTonga("v_cmp_eq_f32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:BYTE_0"),
            le(sdwa(0x7c000000 | 0x42 << 17 | 2 << 9, 1, 0, 0, 5, 0)));
  // the modifiers alone ask for the form (llvm-mc-14 takes the suffix as optional)
  EXPECT_EQ(assembleTonga("v_mov_b32 v1, v2 dst_sel:WORD_1"),
            assembleTonga("v_mov_b32_sdwa v1, v2 dst_sel:WORD_1"));
}

// DPP (VI ISA manual, section 6.3.2): src0 is 0xfa; the second dword holds
// src0 in 7:0, dpp_ctrl 16:8, bound_ctrl 19, src0_neg 20, src0_abs 21,
// src1_neg 22, src1_abs 23, bank_mask 27:24, row_mask 31:28.
TEST(GcnGfx8, DppFormsEncodeTheirControlAndMasks) {
  auto dpp = [](uint32_t vopWord, uint32_t src0, uint32_t control, uint32_t rowMask,
                uint32_t bankMask, uint32_t extra) {
    const uint32_t second = src0 | control << 8 | extra | bankMask << 24 | rowMask << 28;
    return le((vopWord | 0xfa) | uint64_t{second} << 32);
  };
  // quad_perm:[a,b,c,d] is a | b << 2 | c << 4 | d << 6
  // llvm-mc-14: [0xfa,0x02,0x00,0x7e,0x01,0x1b,0x00,0xff]
  EXPECT_EQ(assembleTonga("v_mov_b32_dpp v0, v1 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf"),
            dpp(0x7e000000 | 1 << 9, 1, 3 | 2 << 2 | 1 << 4, 0xf, 0xf, 0));
  // row_shl:n is 0x100 + n; bound_ctrl:0 sets bit 19, as llvm-mc-14 writes it
  // llvm-mc-14: [0xfa,0x04,0x00,0x02,0x01,0x01,0x99,0xa3]
  EXPECT_EQ(assembleTonga("v_add_f32_dpp v0, -v1, |v2| row_shl:1 row_mask:0xa bank_mask:0x3 "
                          "bound_ctrl:0"),
            dpp(1u << 25 | 2 << 9, 1, 0x101, 0xa, 0x3, 1u << 19 | 1u << 20 | 1u << 23));
  // wave_shr:1 0x138, row_bcast:15 0x142, row_bcast:31 0x143, row_mirror 0x140
  EXPECT_EQ(assembleTonga("v_mov_b32_dpp v0, v1 wave_shr:1"),
            dpp(0x7e000000 | 1 << 9, 1, 0x138, 0xf, 0xf, 0));
  EXPECT_EQ(assembleTonga("v_mov_b32_dpp v0, v1 row_bcast:31"),
            dpp(0x7e000000 | 1 << 9, 1, 0x143, 0xf, 0xf, 0));
  EXPECT_EQ(assembleTonga("v_mov_b32 v0, v1 row_mirror"),
            dpp(0x7e000000 | 1 << 9, 1, 0x140, 0xf, 0xf, 0));
}

TEST(GcnGfx8, SdwaAndDppWordsPrintAsLlvmMcPrintsThem) {
  // llvm-mc-14 --disassemble -mcpu=tonga prints each of these lines for the bytes
  const std::pair<std::string, std::string> kWords[] = {
      {"f902027e 02150100",
       "v_mov_b32_sdwa v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1"},
      {"f9060202 02101522",
       "v_add_f32_sdwa v1, -v2, |v3| dst_sel:BYTE_0 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 "
       "src1_sel:BYTE_2"},
      {"f904847c 01000500", "v_cmp_eq_f32 vcc, v1, v2 src0_sel:WORD_1 src1_sel:BYTE_0"},
      {"fa04 0002 01019 9a3",
       "v_add_f32_dpp v0, -v1, |v2| row_shl:1 row_mask:0xa bank_mask:0x3 bound_ctrl:1"},
      {"fa02007e 01e400ff", "v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf"},
  };
  for (const auto& [spaced, text] : kWords) {
    std::string bytes;
    for (char c : spaced)
      if (c != ' ') bytes += c;
    EXPECT_EQ(disassembleTonga(bytesOf(bytes)), text + "\n") << bytes;
    EXPECT_EQ(assembleTonga(text), bytes) << text;
  }
}

TEST(GcnGfx8, RefusesWhatSdwaAndDppCannotEncodeNamingTheFault) {
  const std::pair<std::string, std::string> kLines[] = {
      {"v_mov_b32_dpp v0, v1", "needs its dpp_ctrl"},
      {"v_add_f32_sdwa v1, v2, v3 src0_sel:WORD_1 clamp", "'clamp' comes before the SDWA"},
      {"v_add_f32_dpp v1, v2, v3 bound_ctrl:0 row_shl:1", "'row_shl' comes before 'bound_ctrl'"},
      {"v_ceil_f64_sdwa v[0:1], v[2:3]", "has no SDWA form: its operands are 64-bit"},
      {"v_cmp_eq_f32_dpp vcc, v1, v2 row_shl:1", "has no DPP form"},
      {"v_mov_b32_sdwa v1, s2", "the SDWA form's sources are vector registers"},
      {"v_add_f32_sdwa v1, v2, v3 mul:2", "GFX8's SDWA has no output modifier"},
      {"v_add_f32_sdwa v1, sext(v2), v3", "sext is for integer sources"},
      {"v_mov_b32_dpp v1, v2 row_shl:0", "the row_shl count 0 is out of range (1 to 15)"},
      {"v_mov_b32_dpp v1, v2 quad_perm:[4,0,0,0]", "a quad_perm lane 4 is out of range (0 to 3)"},
      {"v_mov_b32_sdwa v1, v2 dst_sel:WORD_2", "expected one of BYTE_0"},
      {"v_movrels_b32_sdwa v1, v2", "it indexes registers by m0"},
      {"s_mov_b32_sdwa s1, s2", "SDWA and DPP extend VOP1, VOP2 and VOPC"},
  };
  for (const auto& [line, message] : kLines) {
    Assembled a = tonga(line + "\n");
    EXPECT_FALSE(a.image) << line;
    EXPECT_NE(a.diagnostics.find(message), std::string::npos) << line << ": " << a.diagnostics;
  }
  // SI has neither form: the error names the generation that has it
  AssembleSettings si;
  Assembled onSi = assembleFor("gcn", "v_mov_b32_sdwa v1, v2\n", si);
  EXPECT_FALSE(onSi.image);
  EXPECT_NE(onSi.diagnostics.find("SDWA came with gfx8"), std::string::npos) << onSi.diagnostics;
}

TEST(GcnGfx8, InverseTwoPiIsAnInlineConstantOfEachWidth) {
  // operand code 248 (VI ISA manual, table "SSRC0"): VOP1 v_mov_b32 with src0 248
  // llvm-mc-14: [0xf8,0x02,0x02,0x7e]
  EXPECT_EQ(assembleTonga("v_mov_b32 v1, 0.15915494"), le(0x7e0202f8).substr(0, 8));
  EXPECT_EQ(assembleTonga("v_mov_b32 v1, 0x3e22f983"), le(0x7e0202f8).substr(0, 8));
  // the half 0x3118 in a 16-bit float operand, the double in a 64-bit one
  EXPECT_EQ(assembleTonga("v_add_f16 v1, 0x3118, v2"),
            assembleTonga("v_add_f16 v1, 0.15915494, v2"));
  EXPECT_EQ(assembleTonga("v_add_f64 v[1:2], 0.15915494309189532, v[2:3]"),
            assembleTonga("v_add_f64 v[1:2], 0x3fc45f306dc9c882, v[2:3]"));
  // a 16-bit integer operand takes 1/(2*pi) as the half's bits, a literal
  // (llvm-mc-14: [0xff,0x04,0x02,0x4c,0x18,0x31,0x00,0x00])
  EXPECT_EQ(assembleTonga("v_add_u16 v1, 0.15915494, v2"), "ff04024c18310000");
  // SI has no such constant: the float is a literal there
  AssembleSettings si;
  EXPECT_EQ(assembleFor("gcn", "v_mov_b32 v1, 0.15915494\n", si).words(),
            (std::vector<uint32_t>{0x7e0202ff, 0x3e22f983}));
  EXPECT_EQ(disassembleTonga(bytesOf("f802027e")), "v_mov_b32_e32 v1, 0.15915494\n");
}

TEST(GcnGfx8, Vop3ClampIsBit15AndTheMovedInstructionsAreVop3) {
  // VOP3 on GFX8: 0xd0000000 | opcode << 16 | clamp << 15 | vdst; VOP2
  // v_add_f32 (1) is VOP3 opcode 0x101. llvm-mc-14: [0x01,0x80,0x01,0xd1,0x02,0x07,0x02,0x00]
  EXPECT_EQ(assembleTonga("v_add_f32_e64 v1, v2, v3 clamp"),
            le(0xd0000000u | 0x101 << 16 | 1 << 15 | 1 | uint64_t{0x102 | 0x103 << 9} << 32));
  // GFX8 gave integer VOP3 instructions clamp too (v_mad_u32_u24, 0x1c3)
  EXPECT_EQ(assembleTonga("v_mad_u32_u24 v1, v2, v3, v4 clamp"),
            le(0xd0000000u | 0x1c3 << 16 | 1 << 15 | 1 |
               uint64_t{0x102 | 0x103 << 9 | 0x104u << 18} << 32));
  // v_readlane_b32 left VOP2 for VOP3 opcode 0x289, the SGPR in vdst
  // llvm-mc-14: [0x05,0x00,0x89,0xd2,0x01,0x05,0x00,0x00]
  EXPECT_EQ(assembleTonga("v_readlane_b32 s5, v1, s2"),
            le(0xd0000000u | 0x289 << 16 | 5 | uint64_t{0x101 | 2 << 9} << 32));
  EXPECT_EQ(disassembleTonga(bytesOf("050089d201050000")), "v_readlane_b32 s5, v1, s2\n");
  // llvm-mc-14 takes v_mul_lo_i32 on GFX8 and writes v_mul_lo_u32 (0x285)
  EXPECT_EQ(assembleTonga("v_mul_lo_i32 v1, v2, v3"), assembleTonga("v_mul_lo_u32 v1, v2, v3"));
}

TEST(GcnGfx8, ScalarAdditionsEncodeAsLlvmMcDoes) {
  // SOPC s_set_gpr_idx_on (17): 0xbf000000 | op << 16 | mode << 8 | ssrc0;
  // SRC0 is bit 0, DST bit 3. llvm-mc-14: [0x01,0x09,0x11,0xbf]
  EXPECT_EQ(assembleTonga("s_set_gpr_idx_on s1, gpr_idx(SRC0,DST)"), le(0xbf110901).substr(0, 8));
  EXPECT_EQ(disassembleTonga(bytesOf("010911bf")), "s_set_gpr_idx_on s1, gpr_idx(SRC0,DST)\n");
  Assembled twice = tonga("s_set_gpr_idx_on s1, gpr_idx(SRC0,SRC0)\n");
  EXPECT_NE(twice.diagnostics.find("SRC0 is named twice"), std::string::npos) << twice.diagnostics;
  // SMEM s_store_dword (16): 0xc0000000 | op << 18 | sdata << 6 | sbase / 2, the offset register
  // in the second dword. llvm-mc-14: [0x42,0x00,0x40,0xc0,0x7c,0x00,0x00,0x00]
  EXPECT_EQ(assembleTonga("s_store_dword s1, s[4:5], m0"),
            le(0xc0000000u | 16 << 18 | 1 << 6 | 2 | uint64_t{124} << 32));
  // ds_permute_b32 works on LDS only
  Assembled gds = tonga("ds_permute_b32 v1, v2, v3 gds\n");
  EXPECT_NE(gds.diagnostics.find("takes no gds"), std::string::npos) << gds.diagnostics;
}

// GFX9's SDWA (the same mechanism, SDWA9): a compare's SGPR destination in
// bits 14:8 of the second dword with sd (bit 15) set, a scalar source with s0
// (bit 23), omod at 15:14 (VOPC has none). Found wrong by the gfx900 HSA corpus
// and the disassembler fuzzer (the generation from the input's first byte).
TEST(GcnGfx8, Gfx9SdwaFormsAndWaitcntReadBack) {
  AssembleSettings gfx900;
  gfx900.targetOptions["mcpu"] = "gfx900";
  auto bytesOn = [&](const std::string& text) {
    Assembled a = assembleFor("gcn", text + "\n", gfx900);
    std::string out;
    if (a.image)
      for (const Section& s : a.image->sections) out += hex(s.bytes);
    return a.image ? out : "refused: " + a.diagnostics;
  };
  // VOPC v_cmp_eq_u32 (0xca) with vsrc1 v59; second dword: src0 1, sdst 4 | sd
  // 0x80 << 8, src0_sel DWORD, src1_sel BYTE_0.
  // llvm-mc-14 -mcpu=gfx900: [0xf9,0x76,0x94,0x7d,0x01,0x84,0x06,0x00]
  EXPECT_EQ(bytesOn("v_cmp_eq_u32_sdwa s[4:5], v1, v59 src0_sel:DWORD src1_sel:BYTE_0"),
            le((0x7c000000u | 0xca << 17 | 59 << 9 | 0xf9) |
               uint64_t{1u | (4u | 0x80u) << 8 | 6u << 16} << 32));
  // llvm-mc-14 -mcpu=gfx900: [0xf9,0x02,0x02,0x7e,0x02,0x16,0x85,0x00]
  EXPECT_EQ(bytesOn("v_mov_b32_sdwa v1, s2 src0_sel:WORD_1"), "f902027e02168500");
  // llvm-mc-14 -mcpu=gfx900: [0xf9,0x06,0x02,0x02,0x02,0x56,0x06,0x06]
  EXPECT_EQ(bytesOn("v_add_f32_sdwa v1, v2, v3 mul:2"), "f906020202560606");
  // GFX9's vmcnt has 6 bits (15:14 the high two): 0xbf8c007f waits for
  // vmcnt 15, as llvm-mc-14 --disassemble -mcpu=gfx900 prints it
  DisassemblyOptions options;
  options.targetOptions["mcpu"] = "gfx900";
  std::string error;
  const std::vector<uint8_t> waitcnt = {0x7f, 0x00, 0x8c, 0xbf};
  const std::string text = findTarget("gcn")->disassemble(waitcnt, options, error);
  EXPECT_EQ(text, "s_waitcnt vmcnt(15) lgkmcnt(0)\n");
  EXPECT_EQ(bytesOn(text.substr(0, text.size() - 1)), "7f008cbf");
}

}  // namespace
}  // namespace gpuasm::testing
