// What a large program costs in memory (issue 11: at most 200 bytes an
// instruction): the per-instruction structures stay small, a plain instruction
// is kept as its bytes inline in its item, and the image's line records share
// the one copy of the source. Counts and sizes, not timings.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <string>

#include "core/core_target.hpp"

namespace gpuasm::testing {
namespace {

// The core test target, also reporting what the items look like when the
// whole program has been read (checkProgram sees them all before layout).
class CountingTarget final : public TargetAssembler {
 public:
  struct Counts {
    size_t items = 0, capacity = 0, encoded = 0, pending = 0, withDetails = 0;
  };

  LexerOptions lexerOptions() const override { return inner_.lexerOptions(); }
  DirectiveDialect directiveDialect() const override { return inner_.directiveDialect(); }
  ExpressionFunctions expressionFunctions() const override { return inner_.expressionFunctions(); }
  uint32_t addressUnitBytes() const override { return inner_.addressUnitBytes(); }
  uint32_t wordBytes() const override { return inner_.wordBytes(); }
  bool encodesWhenParsed() const override { return inner_.encodesWhenParsed(); }
  std::vector<uint8_t> fillPattern() const override { return inner_.fillPattern(); }
  std::unique_ptr<PendingInstruction> parseInstruction(TokenCursor& cursor,
                                                       InstructionContext& context) override {
    return inner_.parseInstruction(cursor, context);
  }
  void checkProgram(std::vector<ProgramItem>& items, DiagnosticEngine&) override {
    counts.items = items.size();
    counts.capacity = items.capacity();
    for (const ProgramItem& item : items) {
      if (item.isEncoded()) ++counts.encoded;
      if (item.instruction) ++counts.pending;
      if (item.details) ++counts.withDetails;
    }
  }

  Counts counts;

 private:
  CoreTestTarget inner_;
};

// `count` lines `emit N`, a label every 1000, and a last line that waits for
// a label's address.
std::string plainLines(size_t count) {
  std::string text;
  for (size_t n = 0; n < count; ++n) {
    if (n % 1000 == 0) text += fmt::format("l{}:\n", n);
    text += fmt::format("emit {}\n", n);
  }
  text += "emit l1000 + 1\n";
  return text;
}

TEST(CoreMemory, PerInstructionStructuresStaySmall) {
  // One of each per instruction: 64 + 32 bytes, with the image's bytes and
  // the source text, keeps a program under 200 bytes an instruction.
  EXPECT_LE(sizeof(ProgramItem), 64u);
  EXPECT_LE(sizeof(LineRecord), 32u);
}

TEST(CoreMemory, PlainInstructionsAreTheirBytesInItemsSizedToTheFile) {
  CountingTarget target;
  SourceManager sources;
  DiagnosticEngine diagnostics(sources);
  uint32_t file = sources.addBuffer("plain.s", plainLines(3000));
  auto image = assemble(target, sources, file, diagnostics);
  ASSERT_TRUE(image) << diagnostics.renderAll();
  const CountingTarget::Counts& counts = target.counts;
  EXPECT_EQ(counts.items, 3000u + 3u + 1u);  // instructions, labels, the last line
  EXPECT_EQ(counts.encoded, 3000u);          // no heap object for a plain instruction
  EXPECT_EQ(counts.pending, 1u);             // `emit l1000 + 1`
  EXPECT_EQ(counts.withDetails, 3u);         // the labels' names
  // Reserved from the file's 3004 lines (and a last empty one), not doubled to 4096.
  EXPECT_EQ(sources.file(file)->lineCount(), 3005u);
  EXPECT_EQ(counts.capacity, 3004u);

  // One record an instruction, all pointing into the one shared copy of the file.
  ASSERT_EQ(image->lines.size(), 3001u);
  EXPECT_EQ(image->lines.capacity(), image->lines.size());
  ASSERT_EQ(image->sourceFiles.size(), 1u);
  EXPECT_EQ(image->sourceFiles[0], sources.file(file));
  EXPECT_EQ(image->notes.size(), 1u);  // only the empty note
  // Record 1000 is `emit 1000`, line 1003 (after `l0:`, 1000 lines, `l1000:`).
  EXPECT_EQ(image->lineText(image->lines[1000]), "emit 1000");
  EXPECT_EQ(image->lines[1000].line, 1003u);
  EXPECT_EQ(image->fileName(image->lines[1000]), "plain.s");
}

TEST(CoreMemory, BlankLinesReserveNoItems) {
  CountingTarget target;
  SourceManager sources;
  DiagnosticEngine diagnostics(sources);
  uint32_t file = sources.addBuffer("blank.s", std::string(100'000, '\n') + "emit 1\n  \t\n");
  ASSERT_TRUE(assemble(target, sources, file, diagnostics)) << diagnostics.renderAll();
  EXPECT_EQ(target.counts.items, 1u);
  EXPECT_EQ(target.counts.capacity, 1u);
}

TEST(CoreMemory, NotesAreKeptOncePerDistinctText) {
  // Every instruction a macro makes carries a note naming the call; the
  // image keeps each distinct note once.
  auto r = assembleCore(".macro two\nemit 1\nemit 2\n.endm\ntwo\ntwo\ntwo\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  ASSERT_EQ(r.image->lines.size(), 6u);
  EXPECT_EQ(r.image->notes.size(), 4u);  // the empty note and one per call line
  EXPECT_EQ(r.image->note(r.image->lines[0]), "from macro 'two' at line 5");
  EXPECT_EQ(r.image->note(r.image->lines[1]), "from macro 'two' at line 5");
  EXPECT_EQ(r.image->lines[0].note, r.image->lines[1].note);
  EXPECT_EQ(r.image->note(r.image->lines[5]), "from macro 'two' at line 7");
}

}  // namespace
}  // namespace gpuasm::testing
