// The SI wait states (SI ISA manual, section 4.5, table "Required
// Software-inserted Wait States"): each rule fires with one wait state fewer
// than the manual requires and is quiet with exactly enough, counted with
// other instructions and with `s_nop N` (N+1 wait states); the warning names
// the earlier line; --fix-hazards inserts the s_nop (0xBF80000N: SOPP,
// opcode 0, SIMM16 = N) and branches to labels stay right; AMD's own compiler
// output (md4_test.isa) breaks no rule.
#include "targets/gcn/hazards.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "gpuasm/target.hpp"
#include "support/corpora.hpp"

namespace gpuasm::gcn {
namespace {

namespace fs = std::filesystem;
using testing::corporaPath;
using testing::readCorporaFile;

struct Result {
  std::optional<Image> image;
  std::string diagnostics;
  size_t warnings = 0;
  std::vector<uint32_t> words() const {
    std::vector<uint32_t> out;
    if (image)
      for (uint64_t w : image->words(0)) out.push_back(static_cast<uint32_t>(w));
    return out;
  }
  size_t count(const std::string& code) const {
    size_t n = 0;
    for (size_t at = 0; (at = diagnostics.find("[" + code + "]", at)) != std::string::npos; ++at)
      ++n;
    return n;
  }
};

Result assemble(const std::string& text, bool fix = false, std::vector<std::string> warnings = {}) {
  AssembleSettings settings;
  if (fix) settings.targetOptions = {{"fix-hazards", "1"}};
  settings.warningOptions = std::move(warnings);
  AssembleOutcome o = assembleText(*findTarget("gcn"), "test.s", text, settings);
  return {std::move(o.image), o.diagnosticsText, o.warnings};
}

// One rule of the manual's table: the first instruction, the second, how many
// wait states must come between them, and an instruction that is neither
// (to count wait states with).
struct RuleCase {
  const char* code;
  const char* first;
  const char* second;
  const char* filler;
  uint32_t need;
};

std::ostream& operator<<(std::ostream& out, const RuleCase& c) {
  return out << c.code << ": " << c.first << " / " << c.second;
}

// The wait-state counts of the GCN manuals' table "Required Software-inserted
// Wait States" (docs/gcn.md "Wait states" gives each row's source), except where noted.
const RuleCase kRuleCases[] = {
    {"hazard-setreg-getreg", "s_setreg_b32 hwreg(HW_REG_TRAPSTS), s0",
     "s_getreg_b32 s1, hwreg(HW_REG_TRAPSTS)", "s_mov_b32 s2, s3", 2},
    {"hazard-setreg-setreg", "s_setreg_b32 hwreg(HW_REG_TRAPSTS), s0",
     "s_setreg_imm32_b32 hwreg(HW_REG_TRAPSTS), 0x1", "s_mov_b32 s2, s3", 2},
    {"hazard-setvskip-getreg", "s_setvskip s0, s1", "s_getreg_b32 s2, hwreg(HW_REG_MODE)",
     "s_mov_b32 s4, s5", 2},
    {"hazard-vskip-vector", "s_setreg_b32 hwreg(HW_REG_MODE, 28, 1), s0", "v_mov_b32 v0, v1",
     "s_mov_b32 s2, s3", 2},
    {"hazard-vccz-execz", "v_cmp_eq_f32 vcc, v0, v1", "v_mov_b32 v2, vccz", "v_mov_b32 v5, v6", 5},
    {"hazard-vccz-execz", "v_cmpx_eq_f32 vcc, v0, v1", "v_mov_b32 v2, execz", "s_mov_b32 s2, s3",
     5},
    {"hazard-lane-select", "v_readfirstlane_b32 s4, v0", "v_readlane_b32 s0, v1, s4",
     "v_mov_b32 v5, v6", 4},
    {"hazard-lane-select", "v_cmp_eq_f32 vcc, v0, v1", "v_writelane_b32 v1, 0, vcc_hi",
     "v_mov_b32 v5, v6", 4},
    {"hazard-lane-select", "v_cmp_eq_u32_e64 s[6:7], v0, v1", "v_readlane_b32 s0, v1, s7",
     "s_mov_b32 s2, s3", 4},
    {"hazard-div-fmas", "v_div_scale_f32 v0, vcc, v1, v2, v3", "v_div_fmas_f32 v4, v1, v2, v3",
     "v_mov_b32 v5, v6", 4},
    {"hazard-div-fmas", "v_add_i32 v0, vcc, v1, v2",
     "v_div_fmas_f64 v[4:5], v[0:1], v[2:3], v[6:7]", "v_mov_b32 v8, v9", 4},
    {"hazard-store-data", "buffer_store_dwordx4 v[0:3], off, s[4:7], 0", "v_mov_b32 v3, 0",
     "s_mov_b32 s2, s3", 1},
    {"hazard-store-data", "buffer_atomic_cmpswap_x2 v[0:3], off, s[4:7], 0", "v_mov_b32 v1, 0",
     "s_mov_b32 s2, s3", 1},
    {"hazard-store-data", "image_store v[0:3], v[4:7], s[8:15] dmask:0xf r128",
     "v_add_f32 v0, v1, v2", "s_mov_b32 s2, s3", 1},
    {"hazard-vmem-sgpr", "v_readfirstlane_b32 s4, v0", "buffer_load_dword v1, off, s[4:7], 0",
     "v_mov_b32 v5, v6", 5},
    {"hazard-vmem-sgpr", "v_readfirstlane_b32 s9, v0", "buffer_load_dword v1, off, s[4:7], s9",
     "s_mov_b32 s2, s3", 5},
    {"hazard-vmem-sgpr", "v_readfirstlane_b32 s13, v0",
     "image_sample v[0:3], v[4:5], s[16:23], s[12:15] dmask:0xf", "v_mov_b32 v5, v6", 5},
    // The SI manual as LLVM quotes it ("VALU writes SGPR" -> "SMRD reads that SGPR"): 4.
    {"hazard-smrd-sgpr", "v_readfirstlane_b32 s2, v0", "s_load_dword s0, s[2:3], 0x0",
     "v_mov_b32 v5, v6", 4},
    {"hazard-smrd-sgpr", "v_readfirstlane_b32 s9, v0", "s_buffer_load_dword s0, s[4:7], s9",
     "v_mov_b32 v5, v6", 4},
    {"hazard-m0-gds-message", "s_mov_b32 m0, s0", "ds_write_b32 v0, v1 gds", "v_mov_b32 v5, v6", 1},
    {"hazard-m0-gds-message", "s_movk_i32 m0, 0x1", "s_sendmsg sendmsg(MSG_INTERRUPT)",
     "v_mov_b32 v5, v6", 1},
    {"hazard-m0-gds-message", "s_mov_b32 m0, s0", "s_ttracedata", "v_mov_b32 v5, v6", 1},
    // The GFX9 table's M0 rows, which issue 14 asks for on SI as well.
    {"hazard-m0-lds", "s_mov_b32 m0, s0", "buffer_load_dword v1, off, s[4:7], 0 lds",
     "v_mov_b32 v5, v6", 1},
    {"hazard-m0-lds", "s_mov_b32 m0, s0", "v_mov_b32 v0, lds_direct", "v_mov_b32 v5, v6", 1},
    {"hazard-m0-lds", "s_mov_b32 m0, s0", "v_interp_p1_f32 v0, v1, attr0.x", "v_mov_b32 v5, v6", 1},
    {"hazard-m0-movrel", "s_mov_b32 m0, s0", "s_movrels_b32 s1, s2", "v_mov_b32 v5, v6", 1},
    // Mesa ACO (aco_insert_NOPs.cpp): a GPU hang on GFX6 confirmed by AMD.
    {"hazard-interp-readlane", "v_interp_p1_f32 v0, v1, attr0.x", "v_readfirstlane_b32 s0, v0",
     "s_mov_b32 s2, s3", 1},
};

class GcnWaitStateRule : public ::testing::TestWithParam<RuleCase> {};

std::string program(const RuleCase& c, uint32_t fillers, int nop) {
  std::string text = fmt::format("{}\n", c.first);
  for (uint32_t i = 0; i < fillers; ++i) text += fmt::format("{}\n", c.filler);
  if (nop >= 0) text += fmt::format("s_nop {}\n", nop);
  text += fmt::format("{}\ns_endpgm\n", c.second);
  return text;
}

void expectFires(const RuleCase& c, const std::string& text, uint32_t have) {
  Result r = assemble(text);
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.count(c.code), 1u) << text << r.diagnostics;
  EXPECT_EQ(r.warnings, 1u) << text << r.diagnostics;
  EXPECT_NE(r.diagnostics.find(fmt::format(", {} wait state{} after ", have, have == 1 ? "" : "s")),
            std::string::npos)
      << r.diagnostics;
  EXPECT_NE(r.diagnostics.find(fmt::format("needs {} ", c.need)), std::string::npos)
      << r.diagnostics;
  EXPECT_NE(r.diagnostics.find(fmt::format("'s_nop {}'", c.need - have - 1)), std::string::npos)
      << r.diagnostics;
  EXPECT_NE(r.diagnostics.find("on line 1 "), std::string::npos) << r.diagnostics;
}

void expectQuiet(const std::string& text) {
  Result r = assemble(text);
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.warnings, 0u) << text << r.diagnostics;
}

TEST_P(GcnWaitStateRule, FiresWithOneWaitStateTooFewCountingInstructions) {
  const RuleCase& c = GetParam();
  for (uint32_t have = 0; have < c.need; ++have) expectFires(c, program(c, have, -1), have);
  expectQuiet(program(c, c.need, -1));
}

TEST_P(GcnWaitStateRule, SNopNGivesNPlusOneWaitStates) {
  const RuleCase& c = GetParam();
  if (c.need >= 2) expectFires(c, program(c, 0, static_cast<int>(c.need) - 2), c.need - 1);
  expectQuiet(program(c, 0, static_cast<int>(c.need) - 1));
  // s_nop and other instructions add up
  if (c.need >= 3) {
    expectFires(c, program(c, 1, static_cast<int>(c.need) - 3), c.need - 1);
    expectQuiet(program(c, 1, static_cast<int>(c.need) - 2));
  }
}

TEST_P(GcnWaitStateRule, FixHazardsInsertsExactlyTheMissingWaitStates) {
  const RuleCase& c = GetParam();
  Result fixed = assemble(program(c, 0, -1), true);
  ASSERT_TRUE(fixed.image) << fixed.diagnostics;
  EXPECT_EQ(fixed.warnings, 0u) << fixed.diagnostics;
  // the two instructions as they encode alone, with s_nop (need - 1) between
  std::vector<uint32_t> expected = assemble(fmt::format("{}\n", c.first)).words();
  expected.push_back(0xbf800000u + c.need - 1);
  for (uint32_t w : assemble(fmt::format("{}\n", c.second)).words()) expected.push_back(w);
  expected.push_back(0xbf810000u);  // s_endpgm
  EXPECT_EQ(fixed.words(), expected);
  // and the result is clean
  EXPECT_EQ(assemble(program(c, 0, static_cast<int>(c.need) - 1)).words(), fixed.words());
}

INSTANTIATE_TEST_SUITE_P(Table, GcnWaitStateRule, ::testing::ValuesIn(kRuleCases));

TEST(GcnWaitStates, WarningNamesTheEarlierLineWithCaret) {
  Result r = assemble("v_readfirstlane_b32 s4, v0\n  v_readlane_b32 s0, v1, s4\n");
  EXPECT_EQ(r.diagnostics,
            "test.s:2:3: warning: 'v_readlane_b32' selects the lane by s4, 0 wait states after "
            "vector ALU instruction 'v_readfirstlane_b32' on line 1 wrote s4; Southern Islands "
            "needs 4 and does not check this dependency (put 's_nop 3' before it, or assemble "
            "with --fix-hazards) [hazard-lane-select]\n"
            "    v_readlane_b32 s0, v1, s4\n"
            "    ^\n"
            "0 errors, 1 warning generated.\n");
}

TEST(GcnWaitStates, WarningsAreRegisteredForWOptions) {
  const std::string text = "v_readfirstlane_b32 s4, v0\nv_readlane_b32 s0, v1, s4\n";
  EXPECT_EQ(assemble(text, false, {"no-hazard-lane-select"}).warnings, 0u);
  Result promoted = assemble(text, false, {"error=hazard-lane-select"});
  EXPECT_FALSE(promoted.image) << promoted.diagnostics;
  EXPECT_NE(promoted.diagnostics.find("error: 'v_readlane_b32'"), std::string::npos);
}

TEST(GcnWaitStates, OnlyTheRegistersAndHardwareRegistersNamedConflict) {
  expectQuiet("v_readfirstlane_b32 s5, v0\nv_readlane_b32 s0, v1, s4\n");
  expectQuiet("v_readfirstlane_b32 s5, v0\ns_load_dword s0, s[2:3], 0x0\n");
  expectQuiet("v_readfirstlane_b32 s4, v0\nv_readlane_b32 s0, v1, 3\n");
  expectQuiet("s_setreg_b32 hwreg(HW_REG_TRAPSTS), s0\ns_getreg_b32 s1, hwreg(HW_REG_MODE)\n");
  expectQuiet("s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s0\nv_mov_b32 v0, v1\n");
  expectQuiet("v_mov_b32 v0, v1\nv_div_fmas_f32 v4, v1, v2, v3\n");
  // a scalar write of vcc is checked by the hardware
  expectQuiet("s_mov_b64 vcc, s[0:1]\nv_div_fmas_f32 v4, v1, v2, v3\n");
  // a VALU write of m0 is no SALU write
  expectQuiet("v_readfirstlane_b32 m0, v0\ns_sendmsg sendmsg(MSG_INTERRUPT)\n");
  // "BUFFER_STORE_* operations that use an SGPR for offset do not require any wait states"
  expectQuiet("buffer_store_dwordx4 v[0:3], off, s[4:7], s0\nv_mov_b32 v3, 0\n");
  // 64 bits of data, or another register
  expectQuiet("buffer_store_dwordx2 v[0:1], off, s[4:7], 0\nv_mov_b32 v1, 0\n");
  expectQuiet("buffer_store_dwordx4 v[0:3], off, s[4:7], 0\nv_mov_b32 v4, 0\n");
  // "ops that use a 256-bit T# do not need a wait state"
  expectQuiet("image_store v[0:3], v[4:7], s[8:15] dmask:0xf\nv_mov_b32 v0, 0\n");
  expectQuiet("image_store v[0:1], v[4:7], s[8:15] dmask:0x3 r128\nv_mov_b32 v0, 0\n");
}

TEST(GcnWaitStates, EachRuleBrokenIsReportedAndFixedOnce) {
  // vcc written by the VALU, then read as lane select and by v_div_fmas: the
  // readlane needs 4, and by then v_div_fmas has had 1.
  const std::string text =
      "v_cmp_eq_f32 vcc, v0, v1\n"
      "v_readlane_b32 s0, v1, vcc_lo\n"
      "v_div_fmas_f32 v4, v1, v2, v3\n";
  Result r = assemble(text);
  EXPECT_EQ(r.count("hazard-lane-select"), 1u) << r.diagnostics;
  EXPECT_EQ(r.count("hazard-div-fmas"), 1u) << r.diagnostics;
  EXPECT_NE(r.diagnostics.find("'v_div_fmas_f32' reads vcc, 1 wait state after"), std::string::npos)
      << r.diagnostics;
  Result fixed = assemble(text, true);
  // v_cmp_eq_f32 (VOPC 0x02): 7C040300; v_readlane_b32 s0, v1, vcc_lo: 0200D501;
  // v_div_fmas_f32 v4, v1, v2, v3 (VOP3 0x16F): D2DE0004 040E0501.
  EXPECT_EQ(fixed.words(),
            (std::vector<uint32_t>{0x7c040300, 0xbf800003, 0x0200d501, 0xd2de0004, 0x040e0501}));
}

TEST(GcnWaitStates, FixHazardsBytesAndListingNote) {
  // v_readfirstlane_b32 s4, v0: VOP1 7E000000 | vdst 4 << 17 | op 2 << 9 | src0 v0 (256)
  // = 7E080500; v_readlane_b32 s0, v1, s4: VOP2 op 1 << 25 | s4 << 9 | v1 (257) = 02000901.
  Result fixed =
      assemble("v_readfirstlane_b32 s4, v0\nv_readlane_b32 s0, v1, s4\ns_endpgm\n", true);
  ASSERT_TRUE(fixed.image) << fixed.diagnostics;
  EXPECT_EQ(fixed.words(), (std::vector<uint32_t>{0x7e080500, 0xbf800003, 0x02000901, 0xbf810000}));
  bool noted = false;
  for (const std::string& note : fixed.image->notes)
    noted |= note.find("--fix-hazards") != std::string::npos;
  EXPECT_TRUE(noted);
}

TEST(GcnWaitStates, InsertedNopsKeepBranchesToLabelsRight) {
  // s_cbranch_scc0 (SOPP 4) over the inserted nop: 4 dwords on, (16 - 0 - 4) / 4 = 3.
  Result forward = assemble(
      "s_cbranch_scc0 L\nv_readfirstlane_b32 s4, v0\nv_readlane_b32 s0, v1, s4\nL:\ns_endpgm\n",
      true);
  EXPECT_EQ(forward.words(),
            (std::vector<uint32_t>{0xbf840003, 0x7e080500, 0xbf800003, 0x02000901, 0xbf810000}));
  // backwards across it: the branch at 12 to L at 0 is (0 - 12 - 4) / 4 = -4
  Result backward = assemble(
      "L:\nv_readlane_b32 s0, v1, s4\nv_readfirstlane_b32 s4, v0\ns_cbranch_scc0 L\n"
      "s_endpgm\n",
      true);
  EXPECT_EQ(backward.words(),
            (std::vector<uint32_t>{0xbf800002, 0x02000901, 0x7e080500, 0xbf84fffc, 0xbf810000}));
}

TEST(GcnWaitStates, BranchesCarryTheirWaitStatesToTheLabel) {
  // The loop's back edge: v_readfirstlane then the branch (one wait state)
  // reach v_readlane at the top of the loop.
  Result loop = assemble(
      "L:\nv_readlane_b32 s0, v1, s4\nv_readfirstlane_b32 s4, v0\ns_cbranch_scc0 L\ns_endpgm\n");
  EXPECT_EQ(loop.count("hazard-lane-select"), 1u) << loop.diagnostics;
  EXPECT_NE(loop.diagnostics.find("test.s:2:1: warning: 'v_readlane_b32' selects the lane by s4, "
                                  "1 wait state after vector ALU instruction "
                                  "'v_readfirstlane_b32' on line 3 wrote s4"),
            std::string::npos)
      << loop.diagnostics;
  // s_branch: the nops after it are never run on the way to L
  Result jump =
      assemble("v_readfirstlane_b32 s4, v0\ns_branch L\ns_nop 7\nL:\nv_readlane_b32 s0, v1, s4\n");
  EXPECT_EQ(jump.count("hazard-lane-select"), 1u) << jump.diagnostics;
  EXPECT_NE(jump.diagnostics.find("s4, 1 wait state after"), std::string::npos) << jump.diagnostics;
  // a label reached only by falling through changes nothing
  Result label = assemble("v_readfirstlane_b32 s4, v0\nL:\nv_readlane_b32 s0, v1, s4\n");
  EXPECT_EQ(label.count("hazard-lane-select"), 1u) << label.diagnostics;
  expectQuiet("v_readfirstlane_b32 s4, v0\ns_nop 3\nL:\nv_readlane_b32 s0, v1, s4\n");
  // both ways into L give enough
  expectQuiet(
      "v_readfirstlane_b32 s4, v0\ns_nop 2\ns_cbranch_scc0 L\ns_nop 7\nL:\n"
      "v_readlane_b32 s0, v1, s4\n");
  // the worse of the two ways into L counts: 3 + branch on one, 8 + 3 on the other
  Result join = assemble(
      "v_readfirstlane_b32 s4, v0\ns_nop 1\ns_cbranch_scc0 L\ns_nop 7\nL:\n"
      "v_readlane_b32 s0, v1, s4\n");
  EXPECT_NE(join.diagnostics.find("s4, 3 wait states after"), std::string::npos)
      << join.diagnostics;
  // after s_endpgm nothing carries over
  expectQuiet("v_readfirstlane_b32 s4, v0\ns_endpgm\nv_readlane_b32 s0, v1, s4\n");
}

// A loop walked twice (its back edge is known only at its end): the second
// walk reuses the first's findings past the first instructions after the
// label once its state is the first walk's again. Each hazard is reported
// once, the back edge's too, and --fix-hazards inserts each nop once.
TEST(GcnWaitStates, ALongLoopBodyIsReportedOnceAfterTheSecondWalk) {
  std::string text =
      "L:\nv_readlane_b32 s0, v1, s4\n";  // line 2: s4 from line 45, by the back edge
  for (int i = 0; i < 10; ++i) text += "v_mov_b32 v5, v6\n";           // lines 3-12
  text += "v_readfirstlane_b32 s8, v0\nv_readlane_b32 s2, v1, s8\n";   // lines 13, 14
  for (int i = 0; i < 30; ++i) text += "v_mov_b32 v5, v6\n";           // lines 15-44
  text += "v_readfirstlane_b32 s4, v0\ns_cbranch_scc0 L\ns_endpgm\n";  // lines 45-47
  Result loop = assemble(text);
  ASSERT_TRUE(loop.image) << loop.diagnostics;
  EXPECT_EQ(loop.warnings, 2u) << loop.diagnostics;
  EXPECT_EQ(loop.count("hazard-lane-select"), 2u) << loop.diagnostics;
  // the branch is the one wait state between line 45 and line 2
  EXPECT_NE(loop.diagnostics.find("test.s:2:1: warning: 'v_readlane_b32' selects the lane by s4, "
                                  "1 wait state after vector ALU instruction "
                                  "'v_readfirstlane_b32' on line 45 wrote s4"),
            std::string::npos)
      << loop.diagnostics;
  EXPECT_NE(loop.diagnostics.find("test.s:14:1: warning: 'v_readlane_b32' selects the lane by s8, "
                                  "0 wait states after vector ALU instruction "
                                  "'v_readfirstlane_b32' on line 13 wrote s8"),
            std::string::npos)
      << loop.diagnostics;
  // Fixed: 4 wait states needed, 1 there (s_nop 2, 0xBF800002) before line 2
  // and none there (s_nop 3) before line 14; the branch back spans both nops.
  Result fixed = assemble(text, true);
  ASSERT_TRUE(fixed.image) << fixed.diagnostics;
  const std::vector<uint32_t> words = fixed.words();
  ASSERT_EQ(words.size(), 46u + 2u);
  EXPECT_EQ(words[0], 0xbf800002u);
  EXPECT_EQ(words[13], 0xbf800003u);  // after the label's nop, line 2 and lines 3-13
  EXPECT_EQ(std::count(words.begin(), words.end(), 0xbf800002u) +
                std::count(words.begin(), words.end(), 0xbf800003u),
            2);
  // s_cbranch_scc0 (SOPP 4) at dword 46 back to L at 0: (0 - 184 - 4) / 4 = -47 = 0xffd1
  EXPECT_EQ(words[46], 0xbf84ffd1u);
}

// The path the lead may turn on (TargetAssembler::encodesWhenParsed): items
// that hold their encoded bytes rather than a parsed instruction.
TEST(GcnWaitStates, EncodedItemsAreCheckedAndFixedToo) {
  SourceManager sources;
  uint32_t file =
      sources.addBuffer("encoded.s", "v_readfirstlane_b32 s4, v0\nv_readlane_b32 s0, v1, s4\n");
  auto items = [&] {
    std::vector<ProgramItem> out(2);
    const std::array<std::array<uint8_t, 4>, 2> bytes = {
        {{0x00, 0x05, 0x08, 0x7e}, {0x01, 0x09, 0x00, 0x02}}};
    for (uint32_t i = 0; i < 2; ++i) {
      out[i].setLocation({file, i + 1, 1, 0});
      out[i].setEncoded(bytes[i], 4);
    }
    return out;
  };
  auto noParsed = [](const PendingInstruction&) -> std::optional<ParsedInstructionWords> {
    return std::nullopt;
  };
  DiagnosticEngine diagnostics(sources);
  auto checked = items();
  checkWaitStates(checked, diagnostics, false, noParsed);
  ASSERT_EQ(diagnostics.diagnostics().size(), 1u);
  EXPECT_EQ(diagnostics.diagnostics()[0].code, "hazard-lane-select");
  EXPECT_EQ(diagnostics.diagnostics()[0].location.line, 2u);

  DiagnosticEngine quiet(sources);
  auto fixed = items();
  checkWaitStates(fixed, quiet, true, noParsed);
  EXPECT_EQ(quiet.diagnostics().size(), 0u);
  ASSERT_EQ(fixed.size(), 3u);
  const std::vector<uint8_t> nop(fixed[1].encodedBytes().begin(), fixed[1].encodedBytes().end());
  EXPECT_EQ(nop, (std::vector<uint8_t>{0x03, 0x00, 0x80, 0xbf}));
  EXPECT_EQ(fixed[1].note(), "s_nop inserted by --fix-hazards");
}

TEST(GcnWaitStates, DecodesWhatEachInstructionDoesFromItsWords) {
  // v_cmp_eq_u32_e64 s[6:7], v0, v1: VOP3 D1840006 00020300 writes s6, s7
  auto cmp = decodeEffects(0x00020300'd1840006ull);
  ASSERT_TRUE(cmp);
  EXPECT_EQ(cmp->info->mnemonic, "v_cmp_eq_u32");
  EXPECT_TRUE(cmp->promoted);
  EXPECT_EQ(cmp->scalarWrites[0].first, 6);
  EXPECT_EQ(cmp->scalarWrites[0].count, 2);
  // s_nop 5 (BF800005) is six wait states; SIMM16[2:0] is the count
  EXPECT_EQ(decodeEffects(0xbf800005)->waitStates, 6);
  EXPECT_EQ(decodeEffects(0xbf80000f)->waitStates, 8);
  EXPECT_FALSE(decodeEffects(0xffffffff));  // no SI format
}

// LLVM 14's hazard recognizer for -mcpu=tahiti as an oracle, where it
// implements a rule on SI: the same pairs in MIR through `llc-14 -run-pass
// post-RA-hazard-rec` get as many wait states from its S_NOPs as gpuasm's
// --fix-hazards inserts (more where gpuasm keeps the table's larger number).
struct LlcCase {
  const char* name;
  const char* mir;  // the body of bb.0, before S_ENDPGM
  const char* text;
  bool atLeast;  // gpuasm may insert more than LLVM
};

const LlcCase kLlcCases[] = {
    {"lanesel",
     "$sgpr4 = V_READFIRSTLANE_B32 $vgpr0, implicit $exec\n"
     "    $sgpr0 = V_READLANE_B32 $vgpr1, $sgpr4",
     "v_readfirstlane_b32 s4, v0\nv_readlane_b32 s0, v1, s4\n", false},
    {"lanesel2",
     "$sgpr4 = V_READFIRSTLANE_B32 $vgpr0, implicit $exec\n"
     "    $vgpr5 = V_MOV_B32_e32 $vgpr6, implicit $exec\n"
     "    $vgpr7 = V_MOV_B32_e32 $vgpr6, implicit $exec\n"
     "    $sgpr0 = V_READLANE_B32 $vgpr1, $sgpr4",
     "v_readfirstlane_b32 s4, v0\nv_mov_b32 v5, v6\nv_mov_b32 v7, v6\nv_readlane_b32 s0, v1, s4\n",
     false},
    {"lanevcc",
     "$vcc = V_CMP_EQ_F32_e64 0, $vgpr0, 0, $vgpr1, 0, implicit $mode, implicit $exec\n"
     "    $sgpr0 = V_READLANE_B32 $vgpr1, $vcc_lo",
     "v_cmp_eq_f32_e64 vcc, v0, v1\nv_readlane_b32 s0, v1, vcc_lo\n", false},
    {"divfmas",
     "$vcc = V_CMP_EQ_F32_e64 0, $vgpr0, 0, $vgpr1, 0, implicit $mode, implicit $exec\n"
     "    $vgpr4 = V_DIV_FMAS_F32_e64 0, $vgpr1, 0, $vgpr2, 0, $vgpr3, 0, 0, implicit "
     "$mode, implicit $vcc, implicit $exec",
     "v_cmp_eq_f32_e64 vcc, v0, v1\nv_div_fmas_f32 v4, v1, v2, v3\n", false},
    {"smrd",
     "$sgpr2 = V_READFIRSTLANE_B32 $vgpr0, implicit $exec\n"
     "    $sgpr0 = S_LOAD_DWORD_IMM $sgpr2_sgpr3, 0, 0",
     "v_readfirstlane_b32 s2, v0\ns_load_dword s0, s[2:3], 0x0\n", false},
    {"setget",
     "S_SETREG_B32 $sgpr0, 3, implicit-def $mode, implicit $mode\n"
     "    $sgpr1 = S_GETREG_B32 3, implicit $mode",
     "s_setreg_b32 hwreg(HW_REG_TRAPSTS), s0\ns_getreg_b32 s1, hwreg(HW_REG_TRAPSTS)\n", false},
    {"setset",
     "S_SETREG_B32 $sgpr0, 3, implicit-def $mode, implicit $mode\n"
     "    S_SETREG_B32 $sgpr1, 3, implicit-def $mode, implicit $mode",
     "s_setreg_b32 hwreg(HW_REG_TRAPSTS), s0\ns_setreg_b32 hwreg(HW_REG_TRAPSTS), s1\n", true},
};

TEST(GcnWaitStates, AsManyAsLlvm14InsertsForTahiti) {
  if (std::system("llc-14 --version > /dev/null 2>&1") != 0)
    GTEST_SKIP() << "llc-14 is not installed";
  const fs::path mir = fs::path(::testing::TempDir()) / "gpuasm_gcn_hazards.mir";
  {
    std::ofstream out(mir);
    for (const LlcCase& c : kLlcCases)
      out << "---\nname: " << c.name << "\nbody: |\n  bb.0:\n    " << c.mir
          << "\n    S_ENDPGM 0\n...\n";
  }
  const std::string command =
      "llc-14 -march=amdgcn -mcpu=tahiti -run-pass post-RA-hazard-rec -o - " + mir.string();
  std::string output;
  if (FILE* pipe = popen(command.c_str(), "r")) {
    char buffer[4096];
    while (size_t n = fread(buffer, 1, sizeof buffer, pipe)) output.append(buffer, n);
    pclose(pipe);
  }
  std::map<std::string, uint32_t> llvm;  // wait states from S_NOPs, by function
  std::string function;
  std::istringstream lines(output);
  for (std::string line; std::getline(lines, line);) {
    std::istringstream fields(line);
    std::string first, second;
    fields >> first >> second;
    if (first == "name:") function = second;
    if (first == "S_NOP") llvm[function] += static_cast<uint32_t>(std::stoul(second)) + 1;
  }
  ASSERT_FALSE(llvm.empty()) << output;
  for (const LlcCase& c : kLlcCases) {
    Result fixed = assemble(c.text, true);
    uint32_t ours = 0;
    for (uint32_t w : fixed.words())
      if ((w & 0xffff0000u) == 0xbf800000u) ours += (w & 7) + 1;
    if (c.atLeast) {
      EXPECT_GE(ours, llvm[c.name]) << c.name;
    } else {
      EXPECT_EQ(ours, llvm[c.name]) << c.name;
    }
    EXPECT_GT(ours, 0u) << c.name;
  }
}

// Any words at all (the disassembler and the simulator will hand it what a
// file holds): decoded or refused, never out of bounds, and the tracker takes
// whatever was decoded.
TEST(GcnWaitStates, RandomWordsDecodeSafely) {
  std::mt19937_64 random(14);
  WaitStateTracker state;
  std::vector<WaitStateHazard> hazards;
  size_t decoded = 0;
  for (int i = 0; i < 200000; ++i) {
    auto e = decodeEffects(random());
    if (!e) continue;
    ++decoded;
    for (const RegisterRange& r : e->scalarWrites) EXPECT_LE(r.first + r.count, 128);
    EXPECT_LE(e->vgprWrite.first + e->vgprWrite.count, 256);
    EXPECT_LE(e->storeData.first + e->storeData.count, 256);
    hazards.clear();
    state.check(*e, hazards);
    for (const WaitStateHazard& h : hazards) EXPECT_LT(h.have, h.need);
    state.issue(*e, static_cast<uint64_t>(i));
  }
  EXPECT_GT(decoded, 10000u);
}

// md4_test.isa: AMD's compiler output for John the Ripper's raw-md4 kernel,
// with the dwords beside each instruction. It ran on SI hardware, so it must
// break no rule; read at the word level (the AMD dialect is another helper's
// parser), with its labels and branches.
class WordsWithTarget final : public PendingInstruction {
 public:
  WordsWithTarget(uint64_t w, std::string target) : word(w), branchTarget(std::move(target)) {}
  uint32_t units() const override { return 4; }
  void encode(const EncodeContext&, std::span<uint8_t>) const override {}
  uint64_t word;
  std::string branchTarget;
};

TEST(GcnWaitStates, AmdCompilerOutputMd4BreaksNoRule) {
  const std::optional<std::string> md4 = readCorporaFile("gcn/md4_test.isa");
  if (!md4)
    GTEST_SKIP() << "md4_test.isa not found at " << corporaPath("gcn/md4_test.isa")
                 << " (the shared corpora are absent)";
  SourceManager sources;
  uint32_t file = sources.addBuffer("md4_test.isa", *md4);
  std::vector<ProgramItem> items;
  std::istringstream lines(*md4);
  // `label_0035:`, or `mnemonic operands ; DWORD [DWORD]`; `;` comment lines
  uint32_t number = 0;
  size_t instructions = 0;
  for (std::string line; std::getline(lines, line);) {
    ++number;
    const size_t semicolon = line.find(';');
    std::istringstream code(line.substr(0, semicolon));
    std::string mnemonic, firstOperand;
    code >> mnemonic >> firstOperand;
    ProgramItem item;
    item.setLocation({file, number, 1, 0});
    if (!mnemonic.empty() && mnemonic.back() == ':' && firstOperand.empty()) {
      item.kind = ProgramItem::Kind::Label;
      item.detailsForWriting().name = mnemonic.substr(0, mnemonic.size() - 1);
    } else if (!mnemonic.empty() && semicolon != std::string::npos) {
      std::istringstream comment(line.substr(semicolon + 1));
      std::string low, high;
      comment >> low >> high;
      uint64_t word = std::stoul(low, nullptr, 16);
      if (high.size() == 8) word |= uint64_t{std::stoul(high, nullptr, 16)} << 32;
      const bool branch = mnemonic.starts_with("s_cbranch") || mnemonic == "s_branch";
      item.setInstruction(std::make_unique<WordsWithTarget>(word, branch ? firstOperand : ""));
      ++instructions;
    } else {
      continue;
    }
    items.push_back(std::move(item));
  }
  EXPECT_EQ(instructions, 438u);
  DiagnosticEngine diagnostics(sources);
  checkWaitStates(items, diagnostics, false,
                  [](const PendingInstruction& p) -> std::optional<ParsedInstructionWords> {
                    const auto& w = dynamic_cast<const WordsWithTarget&>(p);
                    return ParsedInstructionWords{w.word, w.branchTarget};
                  });
  EXPECT_EQ(diagnostics.diagnostics().size(), 0u) << diagnostics.renderAll();
}

// The same file through the assembler (the AMD dialect, by its extension):
// no warning, and --fix-hazards changes no byte.
TEST(GcnWaitStates, AmdCompilerOutputMd4AssemblesWithoutWarningsOrNops) {
  const std::optional<std::string> md4 = readCorporaFile("gcn/md4_test.isa");
  if (!md4)
    GTEST_SKIP() << "md4_test.isa not found at " << corporaPath("gcn/md4_test.isa")
                 << " (the shared corpora are absent)";
  AssembleOutcome plain = assembleText(*findTarget("gcn"), "md4_test.isa", *md4, {});
  ASSERT_TRUE(plain.image) << plain.diagnosticsText;
  EXPECT_EQ(plain.warnings, 0u) << plain.diagnosticsText;
  AssembleSettings fix;
  fix.targetOptions = {{"fix-hazards", "1"}};
  AssembleOutcome fixed = assembleText(*findTarget("gcn"), "md4_test.isa", *md4, fix);
  ASSERT_TRUE(fixed.image) << fixed.diagnosticsText;
  EXPECT_EQ(fixed.image->words(0), plain.image->words(0));
}

}  // namespace
}  // namespace gpuasm::gcn
