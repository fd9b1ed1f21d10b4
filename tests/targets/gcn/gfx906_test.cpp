// gfx906 (and gfx908, gfx90a): the rows it adds to gfx900 (LLVM's FeatureDLInsts: the dot
// instructions, v_fma_mix*, v_fmac_f32, v_xnor_b32) against llvm-mc-14 -mcpu=gfx906: the
// corpus of those rows (tests/data/gcn/llvm_corpus_gfx906.txt, scripts/oracle/gcn_corpus.py
// --mcpu gfx906) and the lines of LLVM's own MC tests that llvm-mc-14 answers otherwise for
// gfx906 than for gfx900 (tests/data/gcn/llvm_mc_tests_gfx906.txt, scripts/oracle/
// gcn_llvm_mc_tests.py --mcpu gfx906 --base gfx900). Every line assembles to llvm-mc-14's
// bytes or is refused as llvm-mc-14 refuses it; gfx900 refuses every one of the rows; every
// encoding disassembles to text that gives its bytes back.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "targets/gcn/llvm_lines.hpp"

namespace gpuasm::testing {
namespace {

using llvm_lines::Line;
using llvm_lines::Outcome;
using llvm_lines::readLines;

Outcome assemble(const std::string& mcpu, const std::string& source) {
  return llvm_lines::assemble(mcpu, source);
}
std::string disassemble(const std::string& hex) {
  return llvm_lines::disassemble("gfx906", hex);
}
void checkAgainstLlvmMc(const std::vector<Line>& lines, size_t& encoded) {
  llvm_lines::checkAgainstLlvmMc("gfx906", lines, encoded);
}

TEST(GcnGfx906, TheCorpusOfItsRowsAgreesWithLlvmMcAndGfx900RefusesThem) {
  const std::vector<Line> lines = readLines("llvm_corpus_gfx906.txt");
  ASSERT_GT(lines.size(), 800u) << "tests/data/gcn/llvm_corpus_gfx906.txt missing or short";
  size_t encoded = 0;
  checkAgainstLlvmMc(lines, encoded);
  EXPECT_GT(encoded, 500u);
  size_t acceptedOnGfx900 = 0;
  for (const Line& line : lines) acceptedOnGfx900 += assemble("gfx900", line.source).ok;
  EXPECT_EQ(acceptedOnGfx900, 0u);
}

// The dot rows' sources as LLVM 14 types them (VOP3PInstructions.td): v_dot2_i32_i16 and
// v_dot2_u32_u16 take two packed int16s and an i32 (VOP_I32_V2I16_V2I16_I32), v_dot4_* and
// v_dot8_* three i32s (VOP_I32_I32_I32_I32). A packed int16 takes 0xffff as the inline -1 (193)
// and refuses a float and 1/(2*pi); an i32 takes 0.5 as 240 and 0x3e22f983 as 248, as VOP3's
// 32-bit integer operands do. Bytes from llvm-mc-14 -mcpu=gfx906 -show-encoding.
TEST(GcnGfx906, DotSourcesTakeTheConstantsOfTheirLlvmTypes) {
  EXPECT_EQ(assemble("gfx906", "v_dot2_i32_i16 v1, 0xffff, v35, v52").hex, "0140a6d3c146d21c");
  EXPECT_EQ(assemble("gfx906", "v_dot2_u32_u16 v1, v18, 0xffff, v52").hex, "0140a7d31283d11c");
  EXPECT_EQ(assemble("gfx906", "v_dot2_i32_i16 v1, v18, v35, 0.5").hex, "0140a6d31247c21b");
  EXPECT_EQ(assemble("gfx906", "v_dot4_u32_u8 v1, 0.5, v35, v52").hex, "0140a9d3f046d21c");
  EXPECT_EQ(assemble("gfx906", "v_dot8_i32_i4 v1, v18, -4.0, v52").hex, "0140aad312efd11c");
  EXPECT_EQ(assemble("gfx906", "v_dot4_i32_i8 v1, v18, v35, 0.15915494").hex, "0140a8d31247e21b");
  for (const char* refused :
       {"v_dot2_i32_i16 v1, 0x3e22f983, v35, v52", "v_dot2_i32_i16 v1, 0.5, v35, v52",
        "v_dot4_u32_u8 v1, 0xffff, v35, v52", "v_dot2_i32_i16 v1, v18, v35, 0xffff"}) {
    const Outcome o = assemble("gfx906", refused);
    EXPECT_FALSE(o.ok) << refused << " gave " << o.hex;
    EXPECT_NE(o.text.find("VOP3P instruction takes no literal"), std::string::npos) << o.text;
  }
  // the i32 sources' float constants list as the floats, which give the bytes back
  EXPECT_EQ(disassemble("0140a9d3f046d21c"), "v_dot4_u32_u8 v1, 0.5, v35, v52");
  EXPECT_EQ(disassemble("0140a8d31247e21b"), "v_dot4_i32_i8 v1, v18, v35, 0.15915494");
}

TEST(GcnGfx906, LlvmsMcTestLinesThatGfx906AnswersOtherwiseAgree) {
  const std::vector<Line> lines = readLines("llvm_mc_tests_gfx906.txt");
  ASSERT_GT(lines.size(), 700u) << "tests/data/gcn/llvm_mc_tests_gfx906.txt missing or short";
  size_t encoded = 0;
  checkAgainstLlvmMc(lines, encoded);
  EXPECT_GT(encoded, 300u);
}

// v_fmac_f32 (VOP2 59 on GFX9: 0x76 in the top byte) and v_xnor_b32 (61), from llvm-mc-14
// -mcpu=gfx906 -show-encoding: [0x02,0x07,0x02,0x76], [0x01,0x82,0x3b,0xd1,...] (VOP3 0x13b).
TEST(GcnGfx906, FmacAndXnorEncodeAsLlvmMcAndNeedGfx906) {
  EXPECT_EQ(assemble("gfx906", "v_fmac_f32 v1, v2, v3").hex, "02070276");
  EXPECT_EQ(assemble("gfx906", "v_xnor_b32 v1, v2, v3").hex, "0207027a");
  EXPECT_EQ(assemble("gfx906", "v_fmac_f32_e64 v1, -v2, |v3| clamp mul:2").hex, "01823bd102070228");
  const Outcome refused = assemble("gfx900", "v_fmac_f32 v1, v2, v3");
  EXPECT_FALSE(refused.ok);
  EXPECT_NE(refused.text.find("'v_fmac_f32' needs gfx906, gfx908 or gfx90a"), std::string::npos)
      << refused.text;
  const Outcome sdwa = assemble("gfx906", "v_fmac_f32_sdwa v1, v2, v3");
  EXPECT_FALSE(sdwa.ok);
  EXPECT_NE(sdwa.text.find("'v_fmac_f32' has no SDWA form"), std::string::npos) << sdwa.text;
}

}  // namespace
}  // namespace gpuasm::testing
