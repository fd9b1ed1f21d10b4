// Branches that wait for a label's address (GPU_FFT's code has one every 37
// instructions, its only lines that wait): kept until layout as a BranchLine,
// the branch part's fields alone, not as the whole parsed line, and encoded
// and refused exactly as a branch whose target is known at once.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "targets/vc4/asm/assembler.hpp"
#include "targets/vc4/asm/vc4asm_line.hpp"
#include "targets/vc4/isa.hpp"
#include "targets/vc4/vc4_support.hpp"

namespace gpuasm::vc4 {
namespace {

using testing::assembleVc4;
using testing::hasError;

// The vc4asm-dialect assembler, counting the forms its waiting instructions
// take when the whole program has been read.
class WatchingAssembler final : public TargetAssembler {
 public:
  size_t branchLines = 0, branchWords = 0, lines = 0, encoded = 0;

  LexerOptions lexerOptions() const override { return inner_->lexerOptions(); }
  DirectiveDialect directiveDialect() const override { return inner_->directiveDialect(); }
  uint32_t addressUnitBytes() const override { return inner_->addressUnitBytes(); }
  uint32_t wordBytes() const override { return inner_->wordBytes(); }
  uint32_t instructionAlignment() const override { return inner_->instructionAlignment(); }
  std::vector<uint8_t> fillPattern() const override { return inner_->fillPattern(); }
  bool encodesWhenParsed() const override { return inner_->encodesWhenParsed(); }
  ExpressionFunctions expressionFunctions() const override { return inner_->expressionFunctions(); }
  std::span<const std::pair<std::string_view, Value>> predefinedSymbols() const override {
    return inner_->predefinedSymbols();
  }
  std::optional<Token> parseLabelDefinition(TokenCursor& cursor) const override {
    return inner_->parseLabelDefinition(cursor);
  }
  TargetValuePtr parseTargetValue(TokenCursor& cursor, InstructionContext& context) override {
    return inner_->parseTargetValue(cursor, context);
  }
  std::unique_ptr<PendingInstruction> parseInstruction(TokenCursor& cursor,
                                                       InstructionContext& context) override {
    return inner_->parseInstruction(cursor, context);
  }
  bool offersJoin(const PendingInstruction& instruction) const override {
    return inner_->offersJoin(instruction);
  }
  JoinedInstruction parseJoining(TokenCursor& cursor, InstructionContext& context,
                                 const PendingInstruction& previous) override {
    return inner_->parseJoining(cursor, context, previous);
  }
  void checkProgram(std::vector<ProgramItem>& items, DiagnosticEngine& diagnostics) override {
    for (const ProgramItem& item : items) {
      if (item.isEncoded()) ++encoded;
      if (const auto* branch = dynamic_cast<const BranchLine*>(item.instruction())) {
        ++branchLines;
        if (branch->isWord()) ++branchWords;
      }
      if (dynamic_cast<const Line*>(item.instruction())) ++lines;
    }
    inner_->checkProgram(items, diagnostics);
  }

 private:
  std::unique_ptr<TargetAssembler> inner_ = makeAssembler();
};

TEST(Vc4WaitingBranch, KeptAsItsBranchFieldsAndEncodedWithTheHandDerivedOffset) {
  // Relative branches hold target - (branch + 32) (table 10: PC + 4 instructions).
  const std::string program =
      ":back\n"                   // 0
      "brr ra1, r:later\n"        // 0: 48 - 32 = 16, the link in ra1
      "nop\nnop\nnop\n"           // 8 16 24
      "brr.allz -, r:back\n"      // 32: 0 - 64 = -64
      "nop\nnop\nnop\n"           // 40 48 56... later is at 64
      ":later\n"                  // 64
      "nop; thrend\nnop\nnop\n";  // 64 72 80
  WatchingAssembler target;
  SourceManager sources;
  DiagnosticEngine diagnostics(sources);
  uint32_t file = sources.addBuffer("test.s", program);
  std::optional<Image> image = assemble(target, sources, file, diagnostics);
  ASSERT_TRUE(image) << diagnostics.renderAll();
  EXPECT_EQ(target.branchLines, 2u);  // both branches wait, neither as a whole Line
  EXPECT_EQ(target.branchWords, 2u);  // each as its word and its label's name
  EXPECT_EQ(target.lines, 0u);
  EXPECT_EQ(target.encoded, 9u);  // every other instruction is its bytes
  std::vector<uint64_t> words = image->words(0);
  ASSERT_EQ(words.size(), 11u);
  // The first: relative, always, ra1 linked, offset 64 - 32 = 32.
  EXPECT_EQ(kBranchRelative.get(words[0]), 1u);
  EXPECT_EQ(static_cast<int32_t>(kImmediate.get(words[0])), 64 - 32);
  EXPECT_EQ(kWriteAddressAdd.get(words[0]), 1u);
  EXPECT_EQ(kWriteSwap.get(words[0]), 0u);  // the add output's link goes to regfile A
  // The second: 0 - (32 + 32) = -64, condition all-zero.
  EXPECT_EQ(static_cast<int32_t>(kImmediate.get(words[4])), -64);
  // The same words as branches written with their offsets, known at once.
  auto known = assembleVc4(
      "brr ra1, 32\nnop\nnop\nnop\nbrr.allz -, -64\nnop\nnop\nnop\n"
      "nop; thrend\nnop\nnop\n");
  ASSERT_EQ(known.errors, 0u) << known.diagnostics;
  EXPECT_EQ(words, known.words);
  // The word, the label's name, two places and a pointer for the other
  // form: 96 bytes against the 200 of the branch's fields and a Line's 1,000.
  EXPECT_LE(sizeof(BranchLine), 96u);
}

TEST(Vc4WaitingBranch, OnlyABranchToOneSymbolWhoseFieldsEncodeIsKeptAsItsWord) {
  // Kept as the branch's fields: a target that is an expression (and a
  // `.setf` on an even register, refused when encoding: the test above).
  const std::string program =
      ".set far, 8\n"
      "bra -, far + :x\n"  // an expression
      "nop\nnop\nnop\n"
      "bra.setf -, ra3, :x\n"  // odd register: bit 45 is set anyway, a word
      "nop\nnop\nnop\n"
      "brr ra0, r:x\n"  // relative and linked: a word
      "nop\nnop\nnop\n"
      ":x\n"
      "nop; thrend\nnop\nnop\n";
  WatchingAssembler target;
  SourceManager sources;
  DiagnosticEngine diagnostics(sources);
  uint32_t file = sources.addBuffer("test.s", program);
  std::optional<Image> image = assemble(target, sources, file, diagnostics);
  ASSERT_TRUE(image) << diagnostics.renderAll();
  EXPECT_EQ(target.branchLines, 3u);
  EXPECT_EQ(target.branchWords, 2u);
  // x is the 13th instruction (96): by hand, 8 + 96 (absolute), 96 and
  // 96 - (64 + 32) = 0 for the relative one.
  std::vector<uint64_t> words = image->words(0);
  ASSERT_EQ(words.size(), 15u);
  EXPECT_EQ(kImmediate.get(words[0]), 104u);
  EXPECT_EQ(kImmediate.get(words[4]), 96u);
  EXPECT_EQ(kBranchReadAddressA.get(words[4]), 3u);
  EXPECT_EQ(kImmediate.get(words[8]), 0u);
  EXPECT_EQ(kBranchRelative.get(words[8]), 1u);
  auto known = assembleVc4(
      "bra -, 104\nnop\nnop\nnop\nbra.setf -, ra3, 96\nnop\nnop\nnop\n"
      "brr ra0, 0\nnop\nnop\nnop\nnop; thrend\nnop\nnop\n");
  ASSERT_EQ(known.errors, 0u) << known.diagnostics;
  EXPECT_EQ(words, known.words);
}

TEST(Vc4WaitingBranch, ALabelNeverDefinedIsReportedAtTheTargetAsWhenParsedWhole) {
  // The compact form names the label where the source spells it, as the
  // expression form (`+ 0`, kept as the branch's fields) does.
  auto word = assembleVc4("brr -, r:nowhere\nnop\nnop\nnop\nnop; thrend\nnop\nnop\n");
  auto fields = assembleVc4("brr -, r:nowhere + 0\nnop\nnop\nnop\nnop; thrend\nnop\nnop\n");
  ASSERT_GT(word.errors, 0u);
  auto firstLine = [](const std::string& text) { return text.substr(0, text.find('\n')); };
  EXPECT_EQ(firstLine(word.diagnostics), firstLine(fields.diagnostics));
  EXPECT_NE(firstLine(word.diagnostics).find("test.s:1:10:"), std::string::npos)
      << word.diagnostics;
  EXPECT_NE(firstLine(word.diagnostics).find("nowhere"), std::string::npos);
}

TEST(Vc4WaitingBranch, RefusesWhatABranchKnownAtOnceRefusesAtTheSamePlace) {
  // `.setf` on a branch is bit 45, the branch register's low bit: an even
  // register is refused, whether the target is a label or a number.
  auto waiting = assembleVc4("bra.setf -, ra2, :x\nnop\nnop\nnop\n:x\nnop; thrend\nnop\nnop\n");
  auto known = assembleVc4("bra.setf -, ra2, 0\nnop\nnop\nnop\nnop; thrend\nnop\nnop\n");
  EXPECT_TRUE(hasError(waiting.diagnostics, "invalid-combination",
                       "a branch with .setf cannot use an even register"));
  // The same place and message (the source lines under them differ).
  auto firstLine = [](const std::string& text) { return text.substr(0, text.find('\n')); };
  EXPECT_EQ(firstLine(waiting.diagnostics), firstLine(known.diagnostics));
  // An offset past 32 bits: 2^32 + 32, x being the fifth instruction.
  auto far = assembleVc4(
      ".set far, 0x100000000\nbra -, far + :x\nnop\nnop\nnop\n"
      ":x\nnop; thrend\nnop\nnop\n");
  EXPECT_TRUE(hasError(far.diagnostics, "value-out-of-range",
                       "branch offset 4294967328 does not fit in 32 bits"));
}

}  // namespace
}  // namespace gpuasm::vc4
