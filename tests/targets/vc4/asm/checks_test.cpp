// The instruction-restriction checks: each fires with its code, message and
// location, and stays quiet on the corrected program; Broadcom's own GPU_FFT
// shaders pass them without errors.
#include "targets/vc4/asm/checks.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "gpuasm/target.hpp"
#include "targets/vc4/vc4_support.hpp"

namespace gpuasm::vc4 {
namespace {

using testing::corpusFiles;
using testing::disassembleProgram;
using testing::kCorpus;
using testing::readShader;

// The snippets are fragments without a thread end: missing-thrend is off
// except in its own test.
AssembleOutcome assemble(const std::string& text, std::vector<std::string> warnings = {},
                         bool warnMissingThreadEnd = false) {
  AssembleSettings settings;
  settings.warningOptions = std::move(warnings);
  if (!warnMissingThreadEnd) settings.warningOptions.push_back("no-missing-thrend");
  return assembleText(*findTarget("vc4"), "test.s", text, settings);
}

// The diagnostic lines (`file:line:col: severity: message [code]`), without
// source lines, carets or the summary.
std::vector<std::string> diagnosticLines(const AssembleOutcome& outcome) {
  std::vector<std::string> lines;
  std::istringstream in(outcome.diagnosticsText);
  std::string line;
  while (std::getline(in, line)) {
    if (line.starts_with("test.s:")) lines.push_back(line);
  }
  return lines;
}

// Expects exactly one diagnostic (and any notes after it), and returns its line.
std::string only(const std::string& text, std::vector<std::string> warnings = {}) {
  AssembleOutcome outcome = assemble(text, std::move(warnings));
  std::vector<std::string> lines;
  for (const std::string& line : diagnosticLines(outcome)) {
    if (line.find(": note: ") == std::string::npos) lines.push_back(line);
  }
  EXPECT_EQ(lines.size(), 1u) << outcome.diagnosticsText;
  return lines.empty() ? std::string() : lines[0];
}

void expectClean(const std::string& text) {
  AssembleOutcome outcome = assemble(text);
  EXPECT_EQ(outcome.errors, 0u) << outcome.diagnosticsText;
  EXPECT_EQ(outcome.warnings, 0u) << outcome.diagnosticsText;
  EXPECT_TRUE(outcome.image.has_value());
}

// ---- restrictions between instructions ------------------------------------

TEST(Vc4Checks, RegfileReadRightAfterItsWriteIsAnError) {
  AssembleOutcome outcome = assemble("mov ra1, r0\nadd r1, ra1, r2\n");
  EXPECT_EQ(outcome.errors, 1u);
  std::vector<std::string> lines = diagnosticLines(outcome);
  ASSERT_EQ(lines.size(), 2u) << outcome.diagnosticsText;
  EXPECT_EQ(lines[0],
            "test.s:2:1: error: 'ra1' is read one instruction after it is written: a physical "
            "register-file location written by an instruction cannot be read by the next one "
            "(page 37); put an instruction between them or use an accumulator [read-after-write]");
  EXPECT_EQ(lines[1], "test.s:1:1: note: 'ra1' is written here");
  EXPECT_NE(only("mov rb7, r0\nfmul r1, r2, rb7\n").find("test.s:2:1: error: 'rb7' is read"),
            std::string::npos);
  expectClean("mov ra1, r0\nnop\nadd r1, ra1, r2\n");
  expectClean("mov ra1, r0\nadd r1, rb1, r2\n");  // the other file's register 1
  expectClean("mov.never ra1, r0\nadd r1, ra1, r2\n");
}

// The checks run on the lines that assembled, in the same run as the errors
// of other lines (issue 12); a line that failed is a gap no finding reaches
// across, and everything comes in line order.
TEST(Vc4Checks, RestrictionErrorsComeWithOtherErrorsInLineOrder) {
  AssembleOutcome outcome = assemble(
      "mov ra1, r0\n"
      "add r1, ra1, r2\n"  // read-after-write: found by the checks, after the lines
      "frobnicate r0\n"    // unknown instruction: found while reading
      "mov ra2, r0\n"
      "add r1, ra2, )\n"     // fails: a gap, not a read of ra2 after its write
      "add r1, ra2, r2\n");  // two instructions after the write: fine
  EXPECT_EQ(outcome.errors, 3u) << outcome.diagnosticsText;
  std::vector<std::string> lines = diagnosticLines(outcome);
  ASSERT_EQ(lines.size(), 4u) << outcome.diagnosticsText;
  EXPECT_TRUE(lines[0].starts_with("test.s:2:1: error: 'ra1' is read one instruction after"))
      << lines[0];
  EXPECT_EQ(lines[1], "test.s:1:1: note: 'ra1' is written here");
  EXPECT_TRUE(lines[2].starts_with("test.s:3:1: error: ")) << lines[2];
  EXPECT_TRUE(lines[3].starts_with("test.s:5:")) << lines[3];
  // Without the failed line between them, the write and read are one apart.
  outcome = assemble("mov ra2, r0\nadd r1, ra2, r2\nfrobnicate\n");
  lines = diagnosticLines(outcome);
  ASSERT_EQ(lines.size(), 3u) << outcome.diagnosticsText;
  EXPECT_TRUE(lines[0].starts_with("test.s:2:1: error: 'ra2' is read")) << lines[0];
  EXPECT_TRUE(lines[2].starts_with("test.s:3:1: error: ")) << lines[2];
}

TEST(Vc4Checks, StraightLineFallsThroughLabelsButNotOutOfUnreachableCode) {
  EXPECT_EQ(only("mov ra1, r0\nloop:\nadd r1, ra1, r2\n").substr(0, 38),
            "test.s:3:1: error: 'ra1' is read one i");
  // A conditional branch falls through.
  EXPECT_EQ(only("brr.allz -, target\nnop\nnop\nmov ra1, r0\nadd r1, ra1, r2\ntarget:\nnop\n")
                .substr(0, 38),
            "test.s:5:1: error: 'ra1' is read one i");
  // An unconditional branch leaves after its delay slots: the instruction after
  // them runs only when reached from elsewhere, and so does the label after it.
  expectClean("brr -, target\nnop\nnop\nmov ra1, r0\nadd r1, ra1, r2\ntarget:\nnop\n");
  expectClean("brr -, target\nnop\nnop\nnop\nmov ra1, r0\ntarget:\nadd r1, ra1, r2\n");
  expectClean("nop; thrend\nnop\nmov ra1, r0\nentry:\nadd r1, ra1, r2\n");
}

TEST(Vc4Checks, R4WithinTwoInstructionsOfAnSfuWriteIsAnError) {
  EXPECT_EQ(only("mov sfu_recip, r0\nnop\nmov r1, r4\n"),
            "test.s:3:1: error: r4 is read 2 instructions after an SFU write: the result arrives "
            "in r4 after two instructions (page 37) [sfu-r4-hazard]");
  EXPECT_EQ(only("mov sfu_exp, r0\nnop; ldtmu0\n"),
            "test.s:2:1: error: r4 is written (TMU/TLB load or SFU write) 1 instruction after an "
            "SFU write, before the SFU result has arrived (page 37) [sfu-r4-hazard]");
  expectClean("mov sfu_recip, r0\nnop\nnop\nmov r1, r4\n");
  expectClean("mov sfu_recip, r0\nnop\nnop\nmov sfu_log, r4\n");
}

TEST(Vc4Checks, RotationRightAfterWritingItsSourceIsAnError) {
  EXPECT_EQ(only("mov r0, ra1\nmov r1, r0 >> 1\n"),
            "test.s:2:1: error: a vector rotation of r0 right after an instruction that writes r0 "
            "(page 37) [rotate-after-write]");
  EXPECT_EQ(only("mov r5rep, ra1\nmov r1, r0 >> r5\n"),
            "test.s:2:1: error: a vector rotation by r5 right after an instruction that writes r5 "
            "(page 37) [rotate-after-write]");
  expectClean("mov r0, ra1\nnop\nmov r1, r0 >> 1\n");
  expectClean("mov r2, ra1\nmov r1, r0 >> 1\n");  // r2 is not rotated
  expectClean("mov r5rep, ra1\nnop\nmov r1, r0 >> r5\n");
}

TEST(Vc4Checks, MultisampleMaskReadSoonAfterTlbZWriteIsAnError) {
  EXPECT_EQ(only("nop\nnop\nmov tlb_z, r0\nnop\nmov r1, ms_flags\n"),
            "test.s:5:1: error: the multisample mask is read 2 instructions after a TLB Z write; "
            "it must not be read in the two instructions that follow (page 37) [tlb-z-ms-flags]");
  expectClean("nop\nnop\nmov tlb_z, r0\nnop\nnop\nmov r1, ms_flags\n");
  expectClean("nop\nnop\nmov tlb_z, r0\nmov tlb_colour_all, r1\n");  // allowed by page 37
}

TEST(Vc4Checks, TmuNoSwapMustBeWrittenThreeInstructionsBeforeTheTmu) {
  EXPECT_EQ(only("mov tmu_noswap, r0\nnop\nmov t0s, r1\n"),
            "test.s:3:1: error: a TMU write 2 instructions after TMU_NOSWAP is written: the "
            "TMU_NOSWAP write must be three instructions before the first TMU write (page 37) "
            "[tmu-noswap-too-late]");
  expectClean("mov tmu_noswap, r0\nnop\nnop\nmov t0s, r1\n");
}

TEST(Vc4Checks, UniformReadSoonAfterUniformsAddressWriteIsAnError) {
  EXPECT_EQ(only("mov unif_addr, r0\nmov r1, unif\n"),
            "test.s:2:1: error: a uniform is read 1 instruction after the uniforms address is "
            "written: two instructions that do not read uniforms must follow the write (page 22) "
            "[uniform-after-address-write]");
  expectClean("mov unif_addr, r0\nnop\nnop\nmov r1, unif\n");
}

TEST(Vc4Checks, BranchesCloserThanThreeInstructionsAreAnError) {
  EXPECT_EQ(only("brr -, target\nnop\nbrr -, target\nnop\nnop\nnop\ntarget:\nnop\n"),
            "test.s:3:1: error: a branch 2 instructions after a branch: there must be at least "
            "two non-branch instructions between two branches, or neither is reliably taken "
            "(page 20; vc4asm addendum, 'Distance of branch instructions') [branch-too-close]");
  // The addendum's example: the next branch in the last delay slot is fine.
  expectClean("brr -, target\nnop\nnop\nbrr -, target\nnop\nnop\nnop\ntarget:\nnop\n");
}

TEST(Vc4Checks, ThreadEndOrSwitchInDelaySlotsIsAnError) {
  EXPECT_EQ(only("brr -, target\nnop; thrend\nnop\nnop\ntarget:\nnop\n"),
            "test.s:2:1: error: a thread end in delay slot 1 of a branch: what the QPU does then "
            "is not defined (pages 20-21) [delay-slot-control]");
  EXPECT_EQ(only("nop; thrsw\nnop\nbrr -, target\nnop\nnop\nnop\ntarget:\nnop\n"),
            "test.s:3:1: error: a branch in delay slot 2 of a thread switch: what the QPU does "
            "then is not defined (pages 20-21) [delay-slot-control]");
  expectClean("brr -, target\nnop\nnop\nnop\ntarget:\nnop; thrend\nnop\nnop\n");
  expectClean("nop; thrsw\nnop\nnop\nbrr -, target\nnop\nnop\nnop\ntarget:\nnop\n");
}

TEST(Vc4Checks, TmuFifoHoldsAtMostFourRequestsPerTmu) {
  EXPECT_EQ(only("mov t0s, r0\nmov t0s, r0\nmov t0s, r0\nmov t0s, r0\nmov t0s, r0\n"),
            "test.s:5:1: error: TMU0 request 5 in flight: more than 4 requests in one TMU's FIFO "
            "give unreliable results; read some back with ldtmu0 first (vc4asm addendum, "
            "'Section 4: TMU FIFO') [tmu-fifo-overflow]");
  expectClean("mov t0s, r0\nmov t0s, r0\nmov t0s, r0\nmov t0s, r0\nnop; ldtmu0\nmov t0s, r0\n");
  expectClean("mov t0s, r0\nmov t0s, r0\nmov t0s, r0\nmov t0s, r0\nmov t1s, r0\n");
}

// ---- the thread end (page 37) ------------------------------------------------

TEST(Vc4Checks, ThreadEndMustNotWriteTheRegisterFiles) {
  EXPECT_EQ(only("mov ra1, r0; thrend\nnop\nnop\n"),
            "test.s:1:1: error: the thread end instruction writes 'ra1': it must not write either "
            "physical register file (page 37) [thread-end-regfile-write]");
  expectClean("mov r1, r0; thrend\nnop\nnop\n");
}

TEST(Vc4Checks, LastThreeInstructionsMustNotTouchUniformsVaryingsOrVpm) {
  EXPECT_EQ(only("nop; thrend\nmov r0, unif\nnop\n"),
            "test.s:2:1: error: thread end delay slot 1 reads 'unif': the last three instructions "
            "of a program must not read uniforms or varyings or access the VPM (page 37) "
            "[thread-end-fifo-access]");
  EXPECT_EQ(only("nop; thrend\nnop\nmov vpm, r0\n"),
            "test.s:3:1: error: thread end delay slot 2 writes 'vpm': the last three instructions "
            "of a program must not access the VPM, VDR or VDW (page 37) [thread-end-fifo-access]");
  expectClean("mov r0, unif\nmov vpm, r0\nnop; thrend\nnop\nnop\n");
}

TEST(Vc4Checks, ThreadEndAndItsSlotsMustNotUseAddressFourteen) {
  EXPECT_EQ(only("nop; thrend\nnop\nmov r0, rb14\n"),
            "test.s:3:1: error: thread end delay slot 2 reads 'rb14': the thread end and its two "
            "delay slots must not read or write address 14 of either register file (page 37) "
            "[thread-end-address-14]");
  expectClean("nop; thrend\nnop\nmov r0, rb13\n");
}

TEST(Vc4Checks, LastInstructionMustNotWriteTlbZ) {
  EXPECT_EQ(only("nop\nnop\nnop; thrend\nnop\nmov tlb_z, r0\n"),
            "test.s:5:1: error: the last instruction of the program (the second thread end delay "
            "slot) writes 'tlb_z': it must not do a TLB Z write (page 37) [thread-end-tlb-z]");
  expectClean("nop\nnop\nnop; thrend\nmov tlb_z, r0\nnop\n");
}

TEST(Vc4Checks, NoScoreboardWaitInTheFirstTwoInstructions) {
  EXPECT_EQ(only("nop; sbwait\n"),
            "test.s:1:1: error: instruction 1 of the program waits for the scoreboard (the sbwait "
            "signal): a scoreboard wait must not occur in the first two instructions of a "
            "fragment shader (page 37) [early-scoreboard-wait]");
  EXPECT_EQ(only("nop\nmov tlb_colour_all, r0\n"),
            "test.s:2:1: error: instruction 2 of the program waits for the scoreboard (its first "
            "tile-buffer access): a scoreboard wait must not occur in the first two instructions "
            "of a fragment shader (page 37) [early-scoreboard-wait]");
  expectClean("nop\nnop\nnop; sbwait\nmov tlb_colour_all, r0\n");
}

// ---- restrictions within one instruction ------------------------------------

TEST(Vc4Checks, BothAluWritingOneRegisterIsAnError) {
  EXPECT_EQ(only("mov r0, r1; mov r0, r2\n"),
            "test.s:1:1: error: both ALUs write 'r0': the result is undefined when both write the "
            "same accumulator (unless under inverse conditions) or I/O register (page 19; vc4asm "
            "addendum) [same-destination]");
  EXPECT_NE(only("mov.ifz r0, r1; mov.ifn r0, r2\n").find("[same-destination]"), std::string::npos);
  // The addendum: inverse conditions do not make two writes to an I/O register safe.
  AssembleOutcome inverse = assemble("mov.ifz vpm, r0; mov.ifnz vpm, r1\n");
  EXPECT_EQ(inverse.errors, 1u) << inverse.diagnosticsText;
  EXPECT_NE(inverse.diagnosticsText.find("test.s:1:1: error: both ALUs write 'vpm'"),
            std::string::npos)
      << inverse.diagnosticsText;
  expectClean("mov r0, r1; mov r1, r2\n");
  expectClean("mov ra1, r1; mov rb1, r2\n");
  expectClean("mov vr_setup, r0; mov r1, r2\n");
  expectClean("mov.ifz r0, r2; mov.ifnz r0, r1 >> 1\n");  // GPU_FFT's merge
}

TEST(Vc4Checks, MoreThanOnePeripheralAccessIsAnError) {
  EXPECT_EQ(only("mov sfu_recip, r0; ldtmu0\n"),
            "test.s:1:1: error: 2 peripheral accesses in one instruction (SFU write 'sfu_recip', "
            "TMU read 'ldtmu0'); an instruction can do at most one TMU write, TMU read, TLB "
            "write, TLB read, SFU write, mutex read or semaphore access (page 37) "
            "[peripheral-conflict]");
  EXPECT_NE(only("mov t0s, r0; mov t0t, r1\n").find("[peripheral-conflict]"), std::string::npos);
  expectClean("mov sfu_recip, r0; mov r1, r2\n");
  expectClean("mov t0s, r0\nnop; ldtmu0\n");
}

TEST(Vc4Checks, VpmAccessesOtherThanOneReadAndOneWriteConflict) {
  EXPECT_EQ(only("mov vw_setup, r0; mov vpm, r1\n"),
            "test.s:1:1: error: 2 VPM accesses in one instruction (write 'vw_setup', write "
            "'vpm'); only a VPM read together with a VPM write is reliable (vc4asm addendum, "
            "'Concurrent access to VPM registers') [vpm-conflict]");
  expectClean("mov vpm, vpm\n");
}

TEST(Vc4Checks, ConditionalTmuOrVpmWriteIsAWarningThatOptionsControl) {
  const std::string text = "mov.ifz t0s, r0\n";
  EXPECT_EQ(
      only(text),
      "test.s:1:1: warning: conditional write to 'tmu0_s': the TMU request is issued for every "
      "element, with undefined data where the condition fails (vc4asm addendum, 'No "
      "conditional write to peripheral registers') [conditional-peripheral-write]");
  AssembleOutcome silenced = assemble(text, {"no-conditional-peripheral-write"});
  EXPECT_EQ(silenced.errors + silenced.warnings, 0u) << silenced.diagnosticsText;
  AssembleOutcome promoted = assemble(text, {"error=conditional-peripheral-write"});
  EXPECT_EQ(promoted.errors, 1u) << promoted.diagnosticsText;
  EXPECT_EQ(assemble(text, {"error"}).errors, 1u);
  expectClean("mov t0s, r0\n");
  expectClean("mov.ifz r0, r1\n");
}

TEST(Vc4Checks, TmuWriteReadingAUniformIsAWarning) {
  EXPECT_EQ(only("mov t0s, unif\n"),
            "test.s:1:1: warning: a TMU write also reads a uniform: unless the lookup is a direct "
            "memory address, the TMU takes its texture setup from the uniform stream in the same "
            "instruction (page 23) [tmu-write-uniform-read]");
  expectClean("mov r0, unif\nmov t0s, r0\n");
}

TEST(Vc4Checks, UnknownWarningOptionsAreRejectedAndOursAreListed) {
  AssembleOutcome bad = assemble("nop\n", {"no-not-a-vc4-warning"});
  EXPECT_EQ(bad.errors, 1u);
  EXPECT_NE(bad.diagnosticsText.find("conditional-peripheral-write"), std::string::npos)
      << bad.diagnosticsText;
  for (std::string_view code : restrictionWarningCodes()) {
    EXPECT_EQ(assemble("nop\n", {fmt::format("no-{}", code)}).errors, 0u) << code;
  }
}

// The conflicts no encoding can express are the encoder's errors.
TEST(Vc4Checks, UnencodableReadAndWriteCombinationsAreEncoderErrors) {
  EXPECT_EQ(only("add r0, ra1, ra2\n"),
            "test.s:1:1: error: 'ra2' cannot be read: an instruction reads at most one regfile A "
            "and one regfile B address (or a small immediate) [invalid-combination]");
  EXPECT_EQ(only("add r0, rb1, 1\n"),
            "test.s:1:1: error: 'rb1' cannot be read: an instruction reads at most one regfile A "
            "and one regfile B address (or a small immediate) [invalid-combination]");
  EXPECT_EQ(only("add ra1, r0, r1; fmul ra2, r0, r1\n"),
            "test.s:1:1: error: 'ra1' and 'ra2' cannot be written together: the add output goes "
            "to one register file and the mul output to the other (write swap) "
            "[invalid-combination]");
  expectClean("add r0, ra1, rb2\nadd r0, ra1, 1\nadd ra1, r0, r1; fmul rb2, r0, r1\n");
}

// ---- Broadcom's GPU_FFT shaders ---------------------------------------------

TEST(Vc4Checks, EveryGpuFftShaderPassesWithoutErrors) {
  if (!std::filesystem::is_directory(kCorpus)) {
    GTEST_SKIP() << "hello_fft corpus not found at " << kCorpus.string();
  }
  std::vector<std::filesystem::path> files = corpusFiles();
  ASSERT_FALSE(files.empty());
  size_t instructions = 0, warnings = 0;
  std::map<std::string, size_t> byCode;
  for (const auto& path : files) {
    std::vector<uint64_t> words = readShader(path);
    ASSERT_FALSE(words.empty()) << path;
    instructions += words.size();
    AssembleOutcome outcome = assemble(disassembleProgram(words));
    EXPECT_EQ(outcome.errors, 0u) << path.filename().string() << "\n" << outcome.diagnosticsText;
    warnings += outcome.warnings;
    for (const std::string& line : diagnosticLines(outcome)) {
      // "file:line:col: warning: message [code]"
      if (line.find(": warning: ") == std::string::npos || !line.ends_with("]")) continue;
      size_t open = line.rfind('[');
      if (open != std::string::npos) ++byCode[line.substr(open + 1, line.size() - open - 2)];
    }
  }
  std::string codes;
  for (const auto& [code, count] : byCode) codes += fmt::format(" {}={}", code, count);
  std::printf("[ vc4      ] %zu GPU_FFT shaders, %zu instructions: 0 errors, %zu warnings%s\n",
              files.size(), instructions, warnings, codes.c_str());
}

}  // namespace
}  // namespace gpuasm::vc4

namespace gpuasm::vc4 {
namespace {

TEST(Vc4Checks, ProgramWithoutThreadEndIsAWarningAtItsLastInstruction) {
  AssembleOutcome outcome = assemble("mov r0, 1\nmov r1, 2\n", {}, true);
  EXPECT_EQ(outcome.errors, 0u) << outcome.diagnosticsText;
  EXPECT_EQ(outcome.warnings, 1u) << outcome.diagnosticsText;
  EXPECT_NE(outcome.diagnosticsText.find("test.s:2:1: warning: the program never ends its thread: "
                                         "no 'thrend' (or a signal that ends it) anywhere, so the "
                                         "QPU runs on past the last instruction [missing-thrend]"),
            std::string::npos)
      << outcome.diagnosticsText;
  // A thread end anywhere (here in the middle, jumped over) silences it.
  AssembleOutcome ended = assemble("mov r0, 1\nthrend\nnop\nnop\nmov r1, 2\n", {}, true);
  EXPECT_EQ(ended.warnings, 0u) << ended.diagnosticsText;
  AssembleOutcome off = assemble("mov r0, 1\n", {"no-missing-thrend"}, true);
  EXPECT_EQ(off.warnings, 0u) << off.diagnosticsText;
}

}  // namespace
}  // namespace gpuasm::vc4
