// gfx908 (MI100) and gfx90a (MI200), the CDNA processors of GFX9: the accumulation registers
// a0-a255, v_accvgpr_*, the matrix instructions v_mfma_* with cbsz:, abid:, blgp:, the dot*c,
// pk_fmac and float atomic rows (RowFlag::Cdna), gfx90a's own rows (packed f32, f64 MFMA and
// atomics: RowFlag::Gfx90a), its AGPR memory data and even register tuples, and the rows it
// dropped (RowFlag::NotGfx90a), against llvm-mc-14 -mcpu=gfx908 and -mcpu=gfx90a: the corpus of
// those rows (tests/data/gcn/llvm_corpus_NAME.txt, scripts/oracle/gcn_corpus.py --mcpu NAME)
// and the lines of LLVM's own MC tests that llvm-mc-14 answers otherwise for NAME than for
// gfx900 (llvm_mc_tests_NAME.txt, scripts/oracle/gcn_llvm_mc_tests.py --mcpu NAME --base
// gfx900). Every line assembles to llvm-mc-14's bytes or is refused as llvm-mc-14 refuses it;
// every encoding disassembles to text that gives its bytes back.
#include <gtest/gtest.h>

#include <cstdio>
#include <map>
#include <regex>
#include <string>
#include <vector>

#include "targets/gcn/llvm_lines.hpp"

namespace gpuasm::testing {
namespace {

using llvm_lines::Apart;
using llvm_lines::assemble;
using llvm_lines::checkAgainstLlvmMc;
using llvm_lines::disassemble;
using llvm_lines::Line;
using llvm_lines::Outcome;
using llvm_lines::readLines;

// The lines gpuasm answers otherwise than llvm-mc-14, by kind (docs/gcn.md, "CDNA"); the tests
// hold each kind's count, so that none comes or goes unnoticed.
std::string apartFromLlvmMc(const Line& line) {
  const std::string& s = line.source;
  if (line.refused) return "";  // gpuasm refuses every line llvm-mc-14 refuses
  static const std::regex bufferOffset(
      R"(^t?buffer_.* offset:(\d{5,}|409[6-9]|4[1-9]\d\d|[5-9]\d{3})\b)");
  static const std::regex packedHalfVop2(
      R"(^v_(dot2c_\w+|pk_fmac_f16)\S* .*(0x[0-9a-f]+|\d\.\d|-17\b|[-|]v\d))");
  if (s.starts_with("v_mul_legacy_f32"))
    return "gfx90a's v_mul_legacy_f32: VOP3-only (673), no row";
  if (std::regex_search(s, bufferOffset)) return "MUBUF offset:4096 and up";
  if (std::regex_search(s, packedHalfVop2))
    return "packed halves in VOP2: a 32-bit integer literal, neg and abs in DPP";
  if (s.starts_with("buffer_load_format_d16_") || s.starts_with("buffer_store_format_d16_"))
    return "GFX9's buffer_*_format_d16_* rows (gfx900 too)";
  if (s.starts_with("v_fmac_f64") && s.find("0.15915494") != std::string::npos)
    return "a VOP2 64-bit float's 1/(2*pi)";
  if (s == "image_atomic_add v[6:7], v255, s[8:15] dmask:0xf")
    return "gfx90a's image atomic with dmask 0xf";
  if (s.starts_with("v_add_f16 v1, v3, v[2:3] row_shl:1"))
    return "gfx90a's DPP with a wide 16-bit source";
  return "";
}

void checkApart(const std::string& mcpu, const std::vector<Line>& lines, size_t& encoded,
                const std::map<std::string, size_t>& expected) {
  std::map<std::string, size_t> counts;
  checkAgainstLlvmMc(mcpu, lines, encoded, apartFromLlvmMc, &counts);
  EXPECT_EQ(counts, expected);
  for (const auto& [why, count] : counts)
    std::printf("%s apart: %zu %s\n", mcpu.c_str(), count, why.c_str());
}

TEST(GcnGfx908, TheCorpusOfItsRowsAgreesWithLlvmMcAndGfx906RefusesThem) {
  const std::vector<Line> lines = readLines("llvm_corpus_gfx908.txt");
  ASSERT_GT(lines.size(), 2000u) << "tests/data/gcn/llvm_corpus_gfx908.txt missing or short";
  size_t encoded = 0;
  checkApart("gfx908", lines, encoded,
             {{"MUBUF offset:4096 and up", 2},
              {"packed halves in VOP2: a 32-bit integer literal, neg and abs in DPP", 36}});
  EXPECT_GT(encoded, 500u);
  size_t acceptedOnGfx906 = 0;
  for (const Line& line : lines) acceptedOnGfx906 += assemble("gfx906", line.source).ok;
  EXPECT_EQ(acceptedOnGfx906, 0u);
}

TEST(GcnGfx908, LlvmsMcTestLinesThatGfx908AnswersOtherwiseAgree) {
  const std::vector<Line> lines = readLines("llvm_mc_tests_gfx908.txt");
  ASSERT_GT(lines.size(), 1200u) << "tests/data/gcn/llvm_mc_tests_gfx908.txt missing or short";
  size_t encoded = 0;
  checkApart("gfx908", lines, encoded,
             {{"packed halves in VOP2: a 32-bit integer literal, neg and abs in DPP", 64}});
  EXPECT_GT(encoded, 500u);
}

TEST(GcnGfx90a, TheCorpusOfItsRowsAgreesWithLlvmMc) {
  const std::vector<Line> lines = readLines("llvm_corpus_gfx90a.txt");
  ASSERT_GT(lines.size(), 6000u) << "tests/data/gcn/llvm_corpus_gfx90a.txt missing or short";
  size_t encoded = 0;
  checkApart("gfx90a", lines, encoded,
             {{"MUBUF offset:4096 and up", 5},
              {"a VOP2 64-bit float's 1/(2*pi)", 2},
              {"gfx90a's v_mul_legacy_f32: VOP3-only (673), no row", 45},
              {"packed halves in VOP2: a 32-bit integer literal, neg and abs in DPP", 36}});
  EXPECT_GT(encoded, 1000u);
}

TEST(GcnGfx90a, LlvmsMcTestLinesThatGfx90aAnswersOtherwiseAgree) {
  const std::vector<Line> lines = readLines("llvm_mc_tests_gfx90a.txt");
  ASSERT_GT(lines.size(), 14000u) << "tests/data/gcn/llvm_mc_tests_gfx90a.txt missing or short";
  size_t encoded = 0;
  checkApart("gfx90a", lines, encoded,
             {{"GFX9's buffer_*_format_d16_* rows (gfx900 too)", 128},
              {"gfx90a's DPP with a wide 16-bit source", 1},
              {"gfx90a's image atomic with dmask 0xf", 1},
              {"gfx90a's v_mul_legacy_f32: VOP3-only (673), no row", 73},
              {"packed halves in VOP2: a 32-bit integer literal, neg and abs in DPP", 64}});
  EXPECT_GT(encoded, 1000u);
}

// Bytes from llvm-mc-14 -show-encoding: gfx908 keeps the matrices in AGPRs (acc_cd, bit 15, is
// 0), gfx90a sets acc_cd for AGPR matrices and takes VGPR ones; the acc bits 59-60 say src0 and
// src1 are AGPRs; cbsz, abid and blgp at 8, 11 and 61.
TEST(GcnCdna, MatrixInstructionsEncodeAsLlvmMc) {
  EXPECT_EQ(assemble("gfx908", "v_mfma_f32_32x32x1f32 a[0:31], v0, v1, a[0:31]").hex,
            "0000c0d300030204");
  EXPECT_EQ(
      assemble("gfx908", "v_mfma_f32_32x32x1f32 a[0:31], v0, v1, a[0:31] cbsz:1 abid:2 blgp:3").hex,
      "0011c0d300030264");
  EXPECT_EQ(assemble("gfx908", "v_mfma_f32_4x4x1f32 a[0:3], a0, a1, a[0:3]").hex,
            "0000c2d30003021c");
  EXPECT_EQ(assemble("gfx90a", "v_mfma_f32_32x32x1f32 a[0:31], v0, v1, a[0:31]").hex,
            "0080c0d300030204");
  EXPECT_EQ(assemble("gfx90a", "v_mfma_f32_4x4x1f32 v[0:3], v0, v1, v[0:3]").hex,
            "0000c2d300030204");
  EXPECT_EQ(assemble("gfx90a", "v_mfma_f32_4x4x1f32 a[0:3], v0, v1, 1.0").hex, "0080c2d30003ca03");
  EXPECT_EQ(assemble("gfx90a", "v_mfma_f64_16x16x4f64 v[0:7], v[0:1], v[2:3], v[0:7]").hex,
            "0000eed300050204");
  EXPECT_EQ(assemble("gfx908", "v_accvgpr_read_b32 v1, a2").hex, "0140d8d302010018");
  EXPECT_EQ(assemble("gfx908", "v_accvgpr_write_b32 a1, 1.0").hex, "0140d9d3f2000018");
  EXPECT_EQ(assemble("gfx90a", "v_accvgpr_mov_b32 a1, a2").hex, "02a5027e");
  EXPECT_EQ(disassemble("gfx908", "0011c0d300030264"),
            "v_mfma_f32_32x32x1f32 a[0:31], v0, v1, a[0:31] cbsz:1 abid:2 blgp:3");
  EXPECT_EQ(disassemble("gfx90a", "0000c2d300030204"),
            "v_mfma_f32_4x4x1f32 v[0:3], v0, v1, v[0:3]");
}

// gfx90a's memory instructions with AGPR data: the acc bit (DS 25, FLAT and MUBUF 55).
TEST(GcnCdna, Gfx90aMemoryTakesAgprData) {
  EXPECT_EQ(assemble("gfx90a", "global_load_dword a1, v[2:3], off").hex, "008050dc0200ff01");
  EXPECT_EQ(assemble("gfx90a", "ds_read_b32 a1, v2").hex, "00006cda02000001");
  EXPECT_EQ(assemble("gfx90a", "buffer_load_dword a1, off, s[0:3], 0").hex, "000050e000018080");
  EXPECT_EQ(disassemble("gfx90a", "00006cda02000001"), "ds_read_b32 a1, v2");
}

// clang-14 ends gfx90a code with `.p2alignl 6, 3212836864` and `.fill 256, 4, 3212836864`:
// padding of s_nop 0 words (0xbf800000). By hand: s_endpgm (0xbf810000), three s_nop 0 to the
// 16-byte boundary, two more from .fill.
TEST(GcnCdna, ClangsWordPaddingDirectives) {
  EXPECT_EQ(assemble("gfx90a", "s_endpgm\n.p2alignl 4, 3212836864\n.fill 2, 4, 3212836864").hex,
            "000081bf"
            "000080bf000080bf000080bf"
            "000080bf000080bf");
  const Outcome other = assemble("gfx90a", "s_endpgm\n.p2alignl 4, 1");
  EXPECT_FALSE(other.ok);
  EXPECT_NE(other.text.find("'.p2alignl' takes a fill of 0 (or, in code, a word of the target's "
                            "no-op)"),
            std::string::npos)
      << other.text;
}

// Bad input: each error names the line, the operand or instruction and the processors that
// take it.
TEST(GcnCdna, RefusalsNameTheProcessorsThatTakeIt) {
  auto refused = [](const std::string& mcpu, const std::string& line) {
    const Outcome o = assemble(mcpu, line);
    EXPECT_FALSE(o.ok) << line << " gave " << o.hex;
    return o.text;
  };
  EXPECT_NE(refused("gfx900", "v_mfma_f32_4x4x1f32 a[0:3], v0, v1, a[0:3]")
                .find("1:1: error: 'v_mfma_f32_4x4x1f32' needs gfx908 or gfx90a (-m mcpu=...; "
                      "this is gfx900)"),
            std::string::npos);
  EXPECT_NE(refused("gfx908", "v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7]")
                .find("'v_pk_fma_f32' needs gfx90a (-m mcpu=...; this is gfx908)"),
            std::string::npos);
  EXPECT_NE(refused("gfx900", "v_mov_b32 v0, a1")
                .find("1:15: error: 'a1' is an accumulation register (AGPR): gfx908 and gfx90a "
                      "have them"),
            std::string::npos);
  EXPECT_NE(refused("gfx90a", "v_add_f64 v[0:1], v[1:2], v[4:5]")
                .find("1:19: error: gfx90a's vector register tuples start at an even register: "
                      "v1 is not"),
            std::string::npos);
  EXPECT_NE(refused("gfx908", "global_load_dword a1, v[2:3], off")
                .find("'a1' is an accumulation register: this operand takes none"),
            std::string::npos);
  EXPECT_NE(refused("gfx90a", "v_interp_p1_f32 v0, v1, attr0.x")
                .find("'v_interp_p1_f32' needs gfx900, gfx902, gfx904, gfx906, gfx908, gfx909 or "
                      "gfx90c (-m mcpu=...; this is gfx90a)"),
            std::string::npos);
}

}  // namespace
}  // namespace gpuasm::testing
