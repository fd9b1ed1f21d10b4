// vc4asm's forms that write both outputs of a load immediate, semaphore or
// branch (doc/instructions.html: `ldi destination1, destination2, constant`,
// `brr.cond destination1, destination2, target1, target2`). Words derived by
// hand from "QPU Instruction Encoding" (VideoCoreIV-AG100-R pages 26-34):
//   upper half  sig 63:60, type 59:57 (load immediate), cond_br 55:52, rel 51,
//               reg 50, raddr_a 49:45 (branch), cond_add 51:49, cond_mul 48:46
//               (load immediate), ws 44, waddr_add 43:38, waddr_mul 37:32;
//   lower half  the immediate (a branch: target - (branch + 32)), or sa 4 and
//               the semaphore number 3:0.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "targets/vc4/isa.hpp"
#include "targets/vc4/vc4_support.hpp"

namespace gpuasm::vc4 {
namespace {

using testing::assembleVc4;
using testing::assembleVc4Unchecked;

uint64_t assembleOne(const std::string& text) {
  auto assembled = assembleVc4Unchecked(text + "\n");
  EXPECT_EQ(assembled.errors, 0u) << text << "\n" << assembled.diagnostics;
  return assembled.words.empty() ? 0 : assembled.words[0];
}

// decode -> format -> assemble gives the word back, and the text is `expected`.
void expectRoundTrip(uint64_t word, const std::string& expected) {
  std::string text = formatWord(word, 0);
  EXPECT_EQ(text, expected) << fmt::format("0x{:016x}", word);
  EXPECT_EQ(assembleOne(text), word) << text;
}

// The line is refused with the error `code` saying `phrase`.
void expectError(const std::string& text, std::string_view code, std::string_view phrase) {
  EXPECT_TRUE(testing::hasError(assembleVc4Unchecked(text + "\n").diagnostics, code, phrase))
      << text;
}

TEST(Vc4TwoDestinations, RelativeBranchLinkingToBothWritePorts) {
  // sig 15, cond_br 15 (always), rel 1, reg 0, ws 0, waddr_add 1 (ra1), waddr_mul 2 (rb2);
  // immediate 0x100: vc4asm takes a number as brr's offset (vc4asm 80ab48de
  // writes 0x00000100, 0xf0f80042).
  constexpr uint64_t kWord = 0xf0f80042'00000100;
  EXPECT_EQ(assembleOne("brr ra1, rb2, -, 0x100"), kWord);
  EXPECT_EQ(assembleOne("brr ra1, rb2, 0x100, -"), kWord);
  expectRoundTrip(kWord, "brr ra1, rb2, -, 0x100");
}

TEST(Vc4TwoDestinations, AbsoluteBranchThroughARegisterWithTwoLinks) {
  // sig 15, cond_br 15, rel 0, reg 1, raddr_a 3, ws 0, waddr_add 32 (r0), waddr_mul 33 (r1);
  // immediate 0x40.
  constexpr uint64_t kWord = 0xf0f46821'00000040;
  EXPECT_EQ(assembleOne("bra r0, r1, ra3, 0x40"), kWord);
  EXPECT_EQ(assembleOne("bra r0, r1, 0x40, ra3"), kWord);
  expectRoundTrip(kWord, "bra r0, r1, ra3, 0x40");
  // The register alone: the immediate is 0 and the second target `-`.
  constexpr uint64_t kRegisterOnly = 0xf0f46821'00000000;
  EXPECT_EQ(assembleOne("bra r0, r1, ra3, -"), kRegisterOnly);
  expectRoundTrip(kRegisterOnly, "bra r0, r1, ra3, -");
}

TEST(Vc4TwoDestinations, BranchWithWriteSwapAndCondition) {
  // cond_br 3 (anynz), rel 1, ws 1: the add output goes to regfile B (rb5,
  // waddr_add 5) and the mul output to regfile A (ra6, waddr_mul 6); offset
  // 0x20 (vc4asm: 0x00000020, 0xf0381146).
  constexpr uint64_t kWord = 0xf0381146'00000020;
  EXPECT_EQ(assembleOne("brr.anynz rb5, ra6, -, 0x20"), kWord);
  expectRoundTrip(kWord, "brr.anynz rb5, ra6, -, 0x20");
  // Only the mul output links: waddr_add 39 (nop), waddr_mul 2 (rb2).
  constexpr uint64_t kMulOnly = 0xf0f809c2'00000100;
  EXPECT_EQ(assembleOne("brr -, rb2, -, 0x100"), kMulOnly);
  expectRoundTrip(kMulOnly, "brr -, rb2, -, 0x100");
}

TEST(Vc4TwoDestinations, TwoDestinationBranchesUseLabels) {
  auto a = assembleVc4(
      "brr ra1, rb2, -, r:target\n"  // 0: 40 - 32 = 8
      "nop\nnop\nnop\nnop\n"         // 8 .. 32
      ":target\n"                    // 40
      "nop\n");
  ASSERT_EQ(a.errors, 0u) << a.diagnostics;
  EXPECT_EQ(a.words[0], 0xf0f80042'00000008);
  std::vector<uint64_t> labelled = {40};
  EXPECT_EQ(formatWord(a.words[0], 0, labelled), "brr ra1, rb2, -, r:L0028");
}

TEST(Vc4TwoDestinations, BranchOperandErrors) {
  expectError("brr ra1, rb2, ra3, ra4", "invalid-combination",
              "a branch adds at most one register (regfile A) to its target");
  expectError("brr ra1, rb2, 0x10, 0x20", "invalid-combination",
              "a branch has one immediate target; the other target can only be a register");
  // A pack on either link, at the link that has it.
  expectError("brr ra1.16a, rb2, -, 0x10", "invalid-combination",
              "test.s:1:1: error: a branch cannot pack its link address");
  expectError("brr ra1, rb2.8a, -, 0x10", "invalid-combination",
              "test.s:1:10: error: a branch cannot pack its link address");
  expectError("brr ra1, ra2, -, 0x10", "invalid-combination",
              "'ra1' and 'ra2' cannot be written together: the add output goes to one register "
              "file and the mul output to the other");
}

TEST(Vc4TwoDestinations, LoadImmediateToBothOutputs) {
  // sig 14, type 0, cond_add 1 and cond_mul 1 (always), ws 0, waddr_add 1, waddr_mul 2.
  constexpr uint64_t kWord = 0xe0024042'00001234;
  EXPECT_EQ(assembleOne("ldi ra1, rb2, 0x1234"), kWord);
  EXPECT_EQ(assembleOne("ldi ra1, 0x1234; ldi rb2, 0x1234"), kWord);
  expectRoundTrip(kWord, "ldi ra1, 0x00001234; ldi rb2, 0x00001234");
  // The suffixes apply to both outputs; .setf sets the flags once (sf, bit 45):
  // cond_add 2 and cond_mul 2 (ifz).
  constexpr uint64_t kConditional = 0xe004a042'00000007;
  EXPECT_EQ(assembleOne("ldi.ifz.setf ra1, rb2, 7"), kConditional);
  EXPECT_EQ(assembleOne("ldi.ifz.setf ra1, 7; ldi.ifz rb2, 7"), kConditional);
  // A per-element list to both outputs.
  EXPECT_EQ(assembleOne("ldi r0, r1, [0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1]"),
            assembleOne("ldi r0, [0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1]; "
                        "ldi r1, [0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1]"));
  // Three parts: the two outputs take both units.
  expectError("ldi ra1, rb2, 5; nop", "invalid-combination",
              "an instruction has two units: at most an add and a mul operation");
  expectError("ldi ra1, ra2, 5", "invalid-combination",
              "'ra1' and 'ra2' cannot be written together");
  // The second output takes the pack of the first, and has none of its own.
  expectError("ldi ra1, rb2.8a, 5", "invalid-pack",
              "test.s:1:10: error: a second destination cannot be packed: write the pack on the "
              "first");
}

TEST(Vc4TwoDestinations, SemaphoreWritingBothOutputs) {
  // sig 14, type 4 (semaphore), cond_add 1, cond_mul 1, waddr_add 1, waddr_mul 2;
  // sa 0 (release), semaphore 3.
  constexpr uint64_t kRelease = 0xe8024042'00000003;
  EXPECT_EQ(assembleOne("srel ra1, 3; srel rb2, 3"), kRelease);
  EXPECT_EQ(assembleOne("mov ra1, srel3; mov rb2, srel(3)"), kRelease);
  expectRoundTrip(kRelease, "srel ra1, 3; srel rb2, 3");
  // Only the mul output written: cond_add 0 (never), waddr_add 39; sa 1, semaphore 5.
  constexpr uint64_t kAcquire = 0xe80049c2'00000015;
  EXPECT_EQ(assembleOne("sacq -, 5; sacq rb2, 5"), kAcquire);
  EXPECT_EQ(assembleOne("nop; sacq rb2, 5"), kAcquire);
  expectRoundTrip(kAcquire, "sacq -, 5; sacq rb2, 5");
  // Acquire and release, two semaphores.
  expectError("srel ra1, 3; sacq rb2, 3", "invalid-combination",
              "both outputs of a semaphore instruction carry the same value: the same semaphore, "
              "acquired or released");
  expectError("srel ra1, 3; srel rb2, 4", "invalid-combination",
              "both outputs of a semaphore instruction carry the same value");
  expectError("srel ra1, 3; add r0, r1, r2", "invalid-combination",
              "a semaphore instruction feeds both units: the other operation can only be the "
              "same semaphore operation or nop");
  expectError("srel ra1, 3; srel rb2, 3; thrsw", "invalid-combination",
              "test.s:1:27: error: a semaphore instruction cannot carry a signal (it uses the "
              "signal field)");
  expectError("brr -, 0x10; thrsw", "invalid-combination",
              "a branch cannot carry a signal (it uses the signal field)");
  expectError("brr -, 0x10; add r0, r1, r2", "invalid-combination",
              "'brr' is an instruction of its own and takes no other operation");
}

}  // namespace
}  // namespace gpuasm::vc4
