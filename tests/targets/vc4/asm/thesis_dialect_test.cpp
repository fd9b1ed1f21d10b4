// The thesis QASM dialect (seed 000, chapters 3 and 4; -m dialect=thesis).
//
// Every listing of chapters 3 and 4 is assembled, and checked by an independent
// route: the same program written by hand in the vc4asm dialect, from what each
// instruction means, must give the same words. The targeted tests compare
// single instructions with 64-bit words worked out by hand from the guide's
// "QPU Instruction Encoding" (VideoCoreIV-AG100-R, pages 26-34).
//
// How a thesis instruction reads in the vc4asm dialect:
//   op w, a, b; nop      -> op.setf w, a, b   (the thesis sets the flags on every
//                           non-nop add operation; both conditions are always)
//   nop ...; nop         -> nop               (a nop's registers are dummies)
//   x.tmu / .tmu0 / .tmu1 / .tend -> x; ldtmu0 / ldtmu0 / ldtmu1 / thrend
//   small immediate code c -> the value it feeds: c for 0..15, c - 32 for 16..31
//                           (0x10 -> -16, 0x18 -> -8; a shift uses the low 5 bits)
//   ldi w1, w2, v        -> ldi w1, v; ldi w2, v
//   brr.ze w1, w2, l     -> brr.allnz w1, l   (zf ze zs zc nf ne ns nc cf ce cs cc
//                           are allz allnz anyz anynz alln allnn anyn anynn allc
//                           allnc anyc anync)
//   brr w1, w2, BRANCHBACK, raN -> bra w1, raN
//   sema up|down, n      -> srel -, n | sacq -, n
#include "targets/vc4/asm/thesis_dialect.hpp"

#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "gpuasm/assembler.hpp"
#include "gpuasm/diagnostics.hpp"
#include "gpuasm/source.hpp"
#include "gpuasm/target.hpp"
#include "targets/vc4/asm/assembler.hpp"
#include "targets/vc4/asm/thesis_listings.hpp"
#include "targets/vc4/isa.hpp"
#include "targets/vc4/vc4_support.hpp"

namespace gpuasm::vc4 {
namespace {

using testing::Assembled;

Assembled assembleThesis(const std::string& text) {
  AssembleSettings settings;
  settings.targetOptions["dialect"] = "thesis";
  AssembleOutcome o = assembleText(*findTarget("vc4"), "test.qasm", text, settings);
  Assembled out;
  out.diagnostics = o.diagnosticsText;
  out.errors = o.errors;
  if (o.image) out.words = o.image->words(0);
  return out;
}

// A dialect without its whole-program restriction checks (checks.hpp), to
// compare what the two dialects encode. Listings 3.3 and 3.4 read ra0 in the
// instruction right after `ldi ra0` writes it, which the guide forbids (page
// 37) and the checks refuse in either dialect; their words are still the ones
// the thesis wrote.
class WithoutChecks final : public TargetAssembler {
 public:
  explicit WithoutChecks(std::unique_ptr<TargetAssembler> inner) : inner_(std::move(inner)) {}
  LexerOptions lexerOptions() const override { return inner_->lexerOptions(); }
  DirectiveDialect directiveDialect() const override { return inner_->directiveDialect(); }
  uint32_t addressUnitBytes() const override { return inner_->addressUnitBytes(); }
  uint32_t wordBytes() const override { return inner_->wordBytes(); }
  std::vector<uint8_t> fillPattern() const override { return inner_->fillPattern(); }
  std::unique_ptr<PendingInstruction> parseInstruction(TokenCursor& cursor,
                                                       InstructionContext& context) override {
    return inner_->parseInstruction(cursor, context);
  }

 private:
  std::unique_ptr<TargetAssembler> inner_;
};

Assembled assembleWithoutChecks(std::unique_ptr<TargetAssembler> dialect, const std::string& text) {
  WithoutChecks target(std::move(dialect));
  SourceManager sources;
  uint32_t file = sources.addBuffer("unchecked.s", text);
  DiagnosticEngine diagnostics(sources);
  auto image = assemble(target, sources, file, diagnostics);
  Assembled out;
  out.diagnostics = diagnostics.renderAll();
  out.errors = diagnostics.errorCount();
  if (image) out.words = image->words(0);
  return out;
}

uint64_t one(const std::string& text) {
  auto a = assembleThesis(text + "\n");
  EXPECT_EQ(a.errors, 0u) << a.diagnostics;
  EXPECT_EQ(a.words.size(), 1u);
  return a.words.empty() ? 0 : a.words[0];
}

// The line is refused with the error `code` saying `phrase`.
void expectError(const std::string& text, std::string_view code, std::string_view phrase) {
  EXPECT_TRUE(testing::hasError(assembleThesis(text + "\n").diagnostics, code, phrase)) << text;
}

TEST(Vc4ThesisDialect, EveryListingOfChapters3And4EncodesToTheWordsOfItsVc4asmTwin) {
  for (const testing::Listing& listing : testing::thesisListings()) {
    SCOPED_TRACE(listing.name);
    auto thesis = assembleWithoutChecks(makeThesisAssembler(), listing.thesis);
    ASSERT_EQ(thesis.errors, 0u) << thesis.diagnostics;
    EXPECT_EQ(thesis.words.size(), listing.instructions);
    auto twin = assembleWithoutChecks(makeAssembler(), listing.vc4asm);
    ASSERT_EQ(twin.errors, 0u) << twin.diagnostics;
    ASSERT_EQ(thesis.words.size(), twin.words.size());
    for (size_t i = 0; i < twin.words.size(); ++i) {
      EXPECT_EQ(thesis.words[i], twin.words[i])
          << "instruction " << i
          << ":\n  thesis: " << testing::disassembleProgram({thesis.words[i]})
          << "  vc4asm: " << testing::disassembleProgram({twin.words[i]});
    }
  }
}

// The thesis dialect runs the restriction checks of the vc4asm dialect
// (checks.hpp): they read encoded words, and the hardware rules do not depend
// on how the text is written. Three listings break one, as printed in the thesis:
//   3.3, 3.4: `sub ra0, ra0, 1` right after `ldi ra0, 0x00000002` reads ra0 one
//     instruction after it is written; so does the `add ra0, ra0, 10` after
//     `example_label:` in 3.3 (the conditional branch falls through to it) and
//     the `mul24 ra0, ra0, 4` of `example_function` in 3.4;
//   3.9: the TMU writes follow `ldi ra36, 1` (TMU_NOSWAP) by one and two
//     instructions, not the three the guide asks (page 37).
TEST(Vc4ThesisDialect, ListingsPassTheRestrictionChecksButForTheHazardsTheThesisPrints) {
  const std::map<std::string, std::string> hazards = {{"3.3", "[read-after-write]"},
                                                      {"3.4", "[read-after-write]"},
                                                      {"3.9", "[tmu-noswap-too-late]"}};
  for (const testing::Listing& listing : testing::thesisListings()) {
    SCOPED_TRACE(listing.name);
    auto thesis = assembleThesis(listing.thesis);
    auto hazard = hazards.find(listing.name);
    if (hazard == hazards.end()) {
      EXPECT_EQ(thesis.errors, 0u) << thesis.diagnostics;
      EXPECT_EQ(thesis.words.size(), listing.instructions);
      continue;
    }
    EXPECT_GT(thesis.errors, 0u);
    // Every error is the hazard named above.
    size_t found = 0;
    for (size_t at = thesis.diagnostics.find(hazard->second); at != std::string::npos;
         at = thesis.diagnostics.find(hazard->second, at + 1)) {
      ++found;
    }
    EXPECT_EQ(found, thesis.errors) << thesis.diagnostics;
  }
}

// ---- single instructions against words worked out from the guide ----------
// Upper word: sig 63:60, unpack 59:57, pm 56, pack 55:52, cond_add 51:49,
// cond_mul 48:46, sf 45, ws 44, waddr_add 43:38, waddr_mul 37:32. Lower word:
// op_mul 31:29, op_add 28:24, raddr_a 23:18, raddr_b 17:12, add_a 11:9,
// add_b 8:6, mul_a 5:3, mul_b 2:0. Muxes: r0..r5 = 0..5, A = 6, B = 7.

TEST(Vc4ThesisDialect, AluInstructionSetsFlagsAndLeavesTheNopMulIdle) {
  // sig 1; cond_add 1 (always); cond_mul 0; sf 1; ws 0; waddr_add 1;
  // waddr_mul 39 | op_add 12 (add); raddr_a 2; raddr_b 3; add_a A; add_b B.
  EXPECT_EQ(one("add ra1, ra2, rb3; nop"), 0x10022067'0C083DC0u);
  // The same with the mul written out as a nop with registers: still idle.
  EXPECT_EQ(one("add ra1, ra2, rb3; nop rb39, ra2, rb3"), 0x10022067'0C083DC0u);
}

TEST(Vc4ThesisDialect, SmallImmediatesAreSixBitCodes) {
  // sig 13 (small immediate); small_immed 0x18 = 24 in raddr_b; raddr_a 39
  // (unused); add_a r0; add_b B | op_add 14 (shr).
  EXPECT_EQ(one("shr ra1, r0, 0x18; nop"), 0xD0022067'0E9D81C0u);
  expectError("shr ra1, r0, 48; nop", "not-small-immediate",
              "is a mul output rotation code (48..63)");
  expectError("and ra1, r0, 0x100; nop", "not-small-immediate", "256 is not a small immediate");
}

TEST(Vc4ThesisDialect, BareNopIsTheIdleInstructionAndSignalsAreSpecifiers) {
  // Both units idle: Broadcom's nop (sig 1, addresses 39, muxes 0).
  EXPECT_EQ(one("nop ra39, ra39, rb39; nop"), 0x100009E7'009E7000u);
  EXPECT_EQ(one("nop; nop"), 0x100009E7'009E7000u);
  // .tend: sig 3.
  EXPECT_EQ(one("nop.tend ra39, ra39, rb39; nop"), 0x300009E7'009E7000u);
  // .tmu: sig 10 (load TMU0); op_add 21 (or); add_a r4; add_b B; raddr_b 7.
  EXPECT_EQ(one("or.tmu ra16, r4, rb7; nop"), 0xA0022427'159C79C0u);
  EXPECT_EQ(kSignal.get(one("nop.tmu0 ra39, ra39, rb39; nop")), 10u);
  EXPECT_EQ(kSignal.get(one("nop.tmu1 ra39, ra39, rb39; nop")), 11u);
  EXPECT_EQ(kSignal.get(one("nop.thrsw; nop")), 2u);  // a vc4asm signal name
  expectError("nop; nop.tend", "unknown-suffix",
              "the signal '.tend' is written on the add operation");
  expectError("nop.tend.tmu; nop", "invalid-combination",
              "an instruction carries at most one signal");
}

TEST(Vc4ThesisDialect, PackAndUnpackSpecifiers) {
  // .pack16a: pack 1 (bits 55:52) | add_b r1; the rest unused.
  EXPECT_EQ(one("add.pack16a ra1, r0, r1; nop"), 0x10122067'0C9E7040u);
  // .unpack8a: unpack 4 (bits 59:57), pm 0 | op_add 21; raddr_a 2; add_a A.
  EXPECT_EQ(one("or.unpack8a ra1, ra2, r0; nop"), 0x18022067'150A7C00u);
  // r4 unpack selects pm = 1.
  EXPECT_EQ(kPackSelect.get(one("or.unpack16a ra1, r4, r0; nop")), 1u);
  // The mul colour pack: pm 1, pack 4.
  uint64_t colour = one("nop; fmul.pack8ac ra1, r0, r1");
  EXPECT_EQ(kPackSelect.get(colour), 1u);
  EXPECT_EQ(kPack.get(colour), 4u);
  expectError("or.unpack8a ra1, r0, r1; nop", "invalid-combination",
              "an unpack needs a regfile-A (ra#) or r4 operand");
  expectError("or.pack9z ra1, r0, r1; nop", "unknown-suffix", "unknown specifier '.pack9z'");
}

TEST(Vc4ThesisDialect, MulOperationsAndTheWriteSwap) {
  // Add idle (cond 0, sf 0, its write 39 goes to B); mul: cond_mul 1, writes
  // ra0 so ws 1; sig 13 with small_immed 4 | op_mul 2 (mul24); raddr_a 0;
  // mul_a A; mul_b B.
  EXPECT_EQ(one("nop rb39, ra0, 4; mul24 ra0, ra0, 4"), 0xD00059C0'40004037u);
  expectError("add ra1, r0, r1; fmul ra2, r0, r1", "invalid-combination",
              "'ra1' and 'ra2' cannot be written together");
  expectError("fmul ra1, r0, r1; nop", "wrong-unit",
              "'fmul' is a mul pipeline operation; the mul operation comes after the ';'");
  expectError("add ra1, r0, r1; add rb1, r0, r1", "wrong-unit",
              "'add' is an add pipeline operation; the add operation comes before the ';'");
}

TEST(Vc4ThesisDialect, ReadRegisterPositionsFollowTheGrammar) {
  expectError("or ra1, rb2, r0; nop", "wrong-operand",
              "the first read register is ra# or r#; regfile B is read through the second");
  expectError("or ra1, r0, ra2; nop", "wrong-operand",
              "the second read register is rb#, r# or a small immediate");
  expectError("or ra1, 3, r0; nop", "wrong-operand", "not '3' (small immediates go in the second)");
  expectError("or r0, r1, r2; nop", "expected-register", "ra32 or rb32 for r0");
  expectError("or ra64, r1, r2; nop", "unknown-register", "'ra64': register numbers are 0..63");
  expectError("or ra1, r0, r1", "expected-token", "write '; nop' to leave the mul pipeline idle");
  // One-operand operations take one read register or two.
  EXPECT_EQ(kOpAdd.get(one("not ra1, r2; nop")), 23u);
  EXPECT_EQ(one("not ra1, r2; nop"), one("not ra1, r2, r2; nop"));
}

TEST(Vc4ThesisDialect, LoadImmediateWithOneOrTwoWriteRegisters) {
  // sig 14, type 0; cond_add 1; cond_mul 0; waddr_add 1; waddr_mul 39.
  EXPECT_EQ(one("ldi ra1, 0x12345678;"), 0xE0020067'12345678u);
  // Both conditions always; waddr_add 2 (A); waddr_mul 49 (B).
  EXPECT_EQ(one("ldi ra2, rb49, 0x00401200"), 0xE00240B1'00401200u);
  // The add write goes to B: ws 1, waddr_add 56, waddr_mul 3.
  EXPECT_EQ(one("ldi rb56, ra3, 0x0000f0f0"), 0xE0025E03'0000F0F0u);
  EXPECT_EQ(kImmediate.get(one("ldi ra1, 4000000000")), 4000000000u);
  expectError("ldi ra1, rb1, 0x100000000", "value-out-of-range",
              "4294967296 does not fit in 32 bits");
  expectError("ldi ra1, ra2, 1", "invalid-combination",
              "'ra1' and 'ra2' cannot be written together");
}

TEST(Vc4ThesisDialect, SemaphoresCountUpAndDown) {
  // sig 14, type 4 (bits 59:57); conditions never; writes 39 | sa 0, number 0.
  EXPECT_EQ(one("sema up, 0"), 0xE80009E7'00000000u);
  // sa 1 (decrement), number 4.
  EXPECT_EQ(one("sema down, 4"), 0xE80009E7'00000014u);
  expectError("sema up, 16", "value-out-of-range", "semaphore 16 is outside 0..15");
  expectError("sema sideways, 1", "expected-operand", "expected 'up' or 'down', found 'sideways'");
}

TEST(Vc4ThesisDialect, BranchesAreRelativeAndBranchbackIsAbsolute) {
  auto a = assembleThesis(
      "brr.ze ra39, rb39, target\n"
      "nop; nop\nnop; nop\nnop; nop\nnop; nop\n"
      "target: brr ra39, rb39, BRANCHBACK, ra1\n"
      "nop; nop\nnop; nop\nnop; nop\n"
      "brr.cc ra1, rb39, target, ra2\n");
  ASSERT_EQ(a.errors, 0u) << a.diagnostics;
  ASSERT_EQ(a.words.size(), 10u);
  // sig 15; cond_br 1 (ze: no segment zero = all Z clear); rel 1; ws 0;
  // waddr_add 39; waddr_mul 39 | target 40 - (0 + 32).
  EXPECT_EQ(a.words[0], 0xF01809E7'00000008u);
  // cond_br 15 (always); rel 0; reg 1; raddr_a 1 (bits 49:45) | immediate 0.
  EXPECT_EQ(a.words[5], 0xF0F429E7'00000000u);
  // cc: code 11; reg 1, raddr_a 2; link written to ra1; target 40 - (72 + 32).
  EXPECT_EQ(kBranchCondition.get(a.words[9]), 11u);
  EXPECT_EQ(kBranchReadAddressA.get(a.words[9]), 2u);
  EXPECT_EQ(kWriteAddressAdd.get(a.words[9]), 1u);
  EXPECT_EQ(static_cast<int32_t>(kImmediate.get(a.words[9])), -64);
  expectError("brr ra39, rb39, BRANCHBACK", "expected-operand",
              "BRANCHBACK needs the register holding the return address");
  expectError("x: brr ra39, rb39, x, rb1", "expected-register",
              "the branch register is one of ra0..ra31, not 'rb1'");
  expectError("x: brr.zz ra39, rb39, x", "unknown-suffix", "unknown branch condition '.zz'");
}

TEST(Vc4ThesisDialect, HashStartsCommentsAndSemicolonDoesNot) {
  auto a = assembleThesis(
      "## a comment line\n"
      "add ra1, ra2, rb3; nop # trailing\n"
      "#\n");
  ASSERT_EQ(a.errors, 0u) << a.diagnostics;
  ASSERT_EQ(a.words.size(), 1u);
  EXPECT_EQ(a.words[0], 0x10022067'0C083DC0u);
}

TEST(Vc4ThesisDialect, TheDialectIsATargetOption) {
  AssembleSettings settings;
  settings.targetOptions["dialect"] = "klingon";
  auto bad = assembleText(*findTarget("vc4"), "x.qasm", "nop\n", settings);
  EXPECT_EQ(bad.errors, 1u);
  EXPECT_EQ(bad.diagnosticsText,
            "gpuasm: error: -m dialect=klingon: target vc4 takes vc4asm, broadcom, thesis for "
            "dialect\n");
  settings.targetOptions["dialect"] = "vc4asm";
  auto vc4asm = assembleText(*findTarget("vc4"), "x.qasm", "nop; thrend\n", settings);
  EXPECT_EQ(vc4asm.errors, 0u) << vc4asm.diagnosticsText;
  // Without the option the vc4asm dialect reads the file, and the thesis's
  // "nop ra39, ra39, rb39" is not its syntax.
  EXPECT_TRUE(
      testing::hasError(testing::assembleVc4("nop.tend ra39, ra39, rb39; nop\n").diagnostics,
                        "unknown-suffix", "unknown suffix '.tend'"));
}

}  // namespace
}  // namespace gpuasm::vc4
