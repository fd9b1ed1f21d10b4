// The gcn assembler (LLVM dialect) beyond the generated corpus: labels,
// directives of the core, and a coded diagnostic with its place for each rule.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "gpuasm/target.hpp"
#include "support/assemble.hpp"

namespace gpuasm::testing {
namespace {

Assembled assembleGcn(const std::string& text) {
  return assembleFor("gcn", text);
}

TEST(GcnAssembler, BranchesToLabelsCountDwordsFromTheNextInstruction) {
  // llvm-mc-14 -filetype=obj gives bf820001 000080bf bf810000 bf84ffff
  auto r = assembleGcn("s_branch L\ns_nop 0\nL: s_endpgm\nM: s_cbranch_scc0 M\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{0xbf820001, 0xbf800000, 0xbf810000, 0xbf84ffff}));
}

TEST(GcnAssembler, LiteralsAndSymbolsFromTheCore) {
  auto r =
      assembleGcn(".set K, 0x1234\ns_mov_b32 s0, K\nv_mov_b32 v1, K+1\ns_mov_b32 s1, end\nend:\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(),
            (std::vector<uint32_t>{0xbe8003ff, 0x1234, 0x7e0202ff, 0x1235, 0xbe8103ff, 0x18}));
}

TEST(GcnAssembler, UpperCaseAndE32E64Suffixes) {
  auto r = assembleGcn("V_ADD_F32 v0, v1, v2\nv_add_f32_e64 v0, v1, v2\nv_add_f32 v0, v1, s2\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  // the third needs VOP3: its second source is an SGPR
  EXPECT_EQ(r.words(),
            (std::vector<uint32_t>{0x06000501, 0xd2060000, 0x00020501, 0xd2060000, 0x00000501}));
}

struct BadLine {
  const char* source;
  const char* code;
  const char* where;  // "line:column"
};

class GcnDiagnostics : public ::testing::TestWithParam<BadLine> {};

TEST_P(GcnDiagnostics, NameTheRuleAndThePlace) {
  auto r = assembleGcn(std::string("s_nop 0\n") + GetParam().source + "\n");
  EXPECT_FALSE(r.image);
  EXPECT_NE(r.diagnostics.find(std::string("[") + GetParam().code + "]"), std::string::npos)
      << r.diagnostics;
  EXPECT_NE(r.diagnostics.find(std::string("test.s:") + GetParam().where + ": error"),
            std::string::npos)
      << r.diagnostics;
}

INSTANTIATE_TEST_SUITE_P(
    SiRules, GcnDiagnostics,
    ::testing::Values(
        BadLine{"s_mov_b64 s[1:2], s[4:5]", "register-alignment", "2:11"},
        BadLine{"s_load_dwordx4 s[2:5], s[0:1], 0", "register-alignment", "2:16"},
        BadLine{"s_mov_b32 flat_scratch_lo, s0", "unsupported-register", "2:11"},
        BadLine{"v_add_f32_e64 v0, 0x12345678, v1", "literal-in-vop3", "2:19"},
        BadLine{"v_add_f32 v0, s0, s1", "constant-bus", "2:19"},             // the second value
        BadLine{"v_addc_u32 v0, vcc, s0, v1, vcc", "constant-bus", "2:29"},  // the carry-in
        BadLine{"s_add_u32 s0, 0x1234, 0x5678", "too-many-literals", "2:23"},
        BadLine{"v_frob v0", "unknown-instruction", "2:1"},
        BadLine{"image_gather4 v[0:3], v[4:7], s[8:15], s[16:19] dmask:0x3", "value-out-of-range",
                "2:1"},
        BadLine{"image_load v[0:2], v[4:7], s[8:15] dmask:0xf", "register-width", "2:12"},
        BadLine{"buffer_load_dword v0, v1, s[4:7], 0 offen offset:4096", "value-out-of-range",
                "2:50"},
        BadLine{"buffer_store_dword v0, v1, s[4:7], 0 offen lds", "modifier-not-allowed", "2:44"},
        BadLine{"buffer_load_dword v0, v1, s[4:7], 0", "operand-kind", "2:23"},
        BadLine{"ds_write2_b32 v1, v2, v3 offset:4", "operand-kind", "2:26"},
        BadLine{"ds_write_b32 v1, v2 offset:65536", "value-out-of-range", "2:28"},
        BadLine{"v_add_i32_e32 v0, s[0:1], v1, v2", "operand-kind", "2:1"},
        BadLine{"s_load_dword s0, s[2:3], 256", "value-out-of-range", "2:26"},
        BadLine{"s_mov_b64 s[0:1], s2", "register-width", "2:19"},
        BadLine{"v_mov_b32 v0, v256", "register-out-of-range", "2:15"},
        BadLine{"v_and_b32_e64 v0, -v1, v2", "modifier-not-allowed", "2:19"},
        BadLine{"v_cmp_eq_f32_e64 s[0:1], v0, v1 clamp", "modifier-not-allowed", "2:33"},
        BadLine{"v_div_scale_f32 v0, vcc, v1, |v2|, v3", "modifier-not-allowed", "2:30"},
        BadLine{"s_movrels_b32 s0, 1", "operand-kind", "2:19"},
        BadLine{"s_cmpk_eq_u32 s0, -1", "value-out-of-range", "2:19"},
        BadLine{"s_waitcnt vmcnt(16)", "value-out-of-range", "2:17"},
        BadLine{"s_add_u32 s0, s1", "expected-token", "2:17"},
        BadLine{"s_add_u32 s0, s1, s2 s3", "unexpected-token", "2:22"},
        BadLine{"s_branch 0x10000", "value-out-of-range", "2:10"}));

// Registers written plainly (`v5`, `s[8:15]`, either case) are read in one
// pass over the tokens; any other spelling (`v[2+3]`, `[v0,v1]`) through the
// expression parser. Both give llvm-mc-14's words.
TEST(GcnAssembler, RegistersWrittenPlainlyOrAsExpressionsEncodeAlike) {
  // llvm-mc-14 -mcpu=tahiti -show-encoding (which refuses upper-case registers)
  const std::vector<uint32_t> expected = {0x060a0d05, 0xc0c40300, 0xf0000f00,
                                          0x00020400, 0x7e020207, 0x7e0203ff};
  for (const char* source :
       {"v_add_f32 v5, v5, v6\ns_load_dwordx8 s[8:15], s[2:3], 0\n"
        "image_load v[4:7], v[0:1], s[8:15] dmask:0xf\nv_mov_b32 v1, s[7]\nv_mov_b32 v1, v[255]\n",
        "v_add_f32 V5, V5, V6\ns_load_dwordx8 S[8:15], S[2:3], 0\n"
        "image_load V[4:7], V[0:1], S[8:15] dmask:0xf\nv_mov_b32 v1, S7\nv_mov_b32 v1, V255\n",
        "v_add_f32 v[2+3], v[5:5], [v6]\ns_load_dwordx8 s[(8):15], s[2:1+2], 0\n"
        "image_load v[4:(7)], [v0,v1], s[8:15] dmask:0xf\nv_mov_b32 v1, s[3+4]\n"
        "v_mov_b32 v1, v[0xff]\n"}) {
    auto r = assembleGcn(source);
    ASSERT_TRUE(r.image) << source << r.diagnostics;
    EXPECT_EQ(r.words(), expected) << source;
  }
}

// The one-pass reading checks what the expression path checks, with the same
// messages at the same places: file sizes, alignment (SI ISA manual, section
// 3.6.1), range order and width.
TEST(GcnAssembler, PlainRegistersAreCheckedAsRegistersWrittenAsExpressions) {
  const auto plain = assembleGcn(
      "s_mov_b64 s[3:4], s[0:1]\ns_load_dwordx4 s[2:5], s[0:1], 0\nv_mov_b32 v0, v[7:4]\n"
      "v_mov_b32 v0, s104\nv_mov_b32 v0, v[4:6]\nv_mov_b32 v0, v[0:5]\nv_mov_b32 v0, v[256]\n");
  const auto written = assembleGcn(
      "s_mov_b64 s[3:(4)], s[0:1]\ns_load_dwordx4 s[2:(5)], s[0:1], 0\nv_mov_b32 v0, v[7:(4)]\n"
      "v_mov_b32 v0, s[104+0]\nv_mov_b32 v0, v[4:(6)]\nv_mov_b32 v0, v[0:(5)]\n"
      "v_mov_b32 v0, v[(256)]\n");
  EXPECT_FALSE(plain.image);
  EXPECT_EQ(plain.errors, 7u) << plain.diagnostics;
  for (const char* message :
       {"test.s:1:11: error: a range of 2 scalar registers must start at a multiple of 2: s3 is "
        "not [register-alignment]",
        "test.s:2:16: error: a range of 4 scalar registers must start at a multiple of 4: s2 is "
        "not [register-alignment]",
        "test.s:3:15: error: register range 'v' ends before it begins [register-out-of-range]",
        "test.s:4:15: error: scalar registers are s0 to s103 [register-out-of-range]",
        "test.s:6:15: error: a register range holds 1, 2, 3, 4, 8 or 16 registers, not 6 "
        "[register-width]",
        "test.s:7:15: error: vector registers are v0 to v255 [register-out-of-range]"})
    EXPECT_NE(plain.diagnostics.find(message), std::string::npos) << message << plain.diagnostics;
  // the source lines quoted under each message differ; the messages do not
  auto messages = [](const std::string& text) {
    std::string out;
    for (size_t at = 0; (at = text.find("test.s:", at)) != std::string::npos;) {
      const size_t end = text.find('\n', at);
      out += text.substr(at, end - at) + "\n";
      at = end;
    }
    return out;
  };
  EXPECT_EQ(messages(plain.diagnostics), messages(written.diagnostics));
}

TEST(GcnAssembler, ReportsEveryBadLineInOneRun) {
  auto r = assembleGcn("s_mov_b64 s[1:2], s[4:5]\ns_nop 0\nv_frob v0\nv_add_f32 v0, s0, s1\n");
  EXPECT_EQ(r.errors, 3u) << r.diagnostics;
}

TEST(GcnAssembler, SpecialRegistersAndWaitcnt) {
  auto r = assembleGcn(
      "s_mov_b64 exec, vcc\ns_mov_b32 m0, -1\ns_waitcnt vmcnt(0) & lgkmcnt(0)\n"
      "s_getreg_b32 s2, hwreg(HW_REG_HW_ID, 8, 4)\ns_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 1)\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  // llvm-mc-14 -mcpu=tahiti
  EXPECT_EQ(r.words(),
            (std::vector<uint32_t>{0xbefe046a, 0xbefc03c1, 0xbf8c0070, 0xb9021a04, 0xbf900122}));
}

// SI reads only SIMM16[2:0] of s_nop (SI ISA manual, S_NOP); llvm-mc-14
// encodes all 16 bits (BF800008 for `s_nop 8`), and so do we, with a warning.
TEST(GcnAssembler, NopCountsPastSevenWarnButEncodeAsLlvmMc) {
  auto r = assembleGcn("s_nop 7\ns_nop 8\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{0xbf800007, 0xbf800008}));
  EXPECT_NE(r.diagnostics.find("test.s:2:7: warning: s_nop 8 gives 1 wait state: the hardware "
                               "reads only the low three bits (s_nop 0 to 7 give 1 to 8) "
                               "[nop-count]"),
            std::string::npos)
      << r.diagnostics;
  EXPECT_EQ(r.diagnostics.find("test.s:1:"), std::string::npos) << r.diagnostics;
  AssembleSettings quiet;
  quiet.warningOptions = {"no-nop-count"};
  auto q = assembleText(*findTarget("gcn"), "test.s", "s_nop 9\n", quiet);
  EXPECT_EQ(q.diagnosticsText.find("nop-count"), std::string::npos) << q.diagnosticsText;
}

}  // namespace
}  // namespace gpuasm::testing
