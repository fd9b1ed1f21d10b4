// What a large program costs in memory (issue 11: at most 200 bytes an
// instruction): the per-instruction structures stay small, a plain instruction
// is kept as its bytes inline in its item, and the image's line records share
// the one copy of the source. Counts and sizes, not timings.
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <sys/resource.h>

#include <string>

#include "core/core_target.hpp"

namespace gpuasm::testing {
namespace {

// The core test target, also reporting what the items look like when the
// whole program has been read (checkProgram sees them all before layout).
class CountingTarget final : public TargetAssembler {
 public:
  struct Counts {
    size_t items = 0, capacity = 0, encoded = 0, pending = 0, withDetails = 0, labels = 0,
           recycled = 0;
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
  // Every instruction encoded as it was parsed comes back once, for reuse.
  void recycle(std::unique_ptr<PendingInstruction> instruction) override {
    if (instruction) ++counts.recycled;
  }
  void checkProgram(std::vector<ProgramItem>& items, DiagnosticEngine&) override {
    counts.items = items.size();
    counts.capacity = items.capacity();
    for (const ProgramItem& item : items) {
      if (item.isEncoded()) ++counts.encoded;
      if (item.instruction()) ++counts.pending;
      if (item.details()) ++counts.withDetails;
      if (item.kind == ProgramItem::Kind::Label && !item.name().empty()) ++counts.labels;
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
  // An item an instruction (24 bytes: 8 of payload, 8 of packed place, kind,
  // section and units) and, when asked for, a line record (32 bytes).
  EXPECT_EQ(sizeof(ProgramItem), 24u);
  EXPECT_LE(sizeof(LineRecord), 32u);
}

// A pending instruction that says when it is destroyed.
class Watched final : public PendingInstruction {
 public:
  explicit Watched(int& alive) : alive_(alive) { ++alive_; }
  ~Watched() override { --alive_; }
  uint32_t units() const override { return 1; }
  void encode(const EncodeContext&, std::span<uint8_t>) const override {}

 private:
  int& alive_;
};

TEST(CoreMemory, ItemKeepsPlacesThatPackAndThatDoNot) {
  // Packed: file < 1023, line < 2^24, column < 1024, expansion < 2^20.
  const SourceLocation packed{1022 - 1, (1u << 24) - 1, 1023, (1u << 20) - 1};
  ProgramItem item;
  item.setLocation(packed);
  EXPECT_EQ(item.location().file, 1021u);
  EXPECT_EQ(item.location().line, (1u << 24) - 1);
  EXPECT_EQ(item.location().column, 1023u);
  EXPECT_EQ(item.location().expansion, (1u << 20) - 1);
  EXPECT_EQ(item.details(), nullptr);  // no heap object for it
  // Each field one past its packed range is kept whole in the details.
  for (SourceLocation wide : {SourceLocation{1023, 5, 6, 7}, SourceLocation{4, 1u << 24, 6, 7},
                              SourceLocation{4, 5, 1024, 7}, SourceLocation{4, 5, 6, 1u << 20}}) {
    ProgramItem other;
    other.setLocation(wide);
    ASSERT_NE(other.details(), nullptr);
    EXPECT_EQ(other.location().file, wide.file);
    EXPECT_EQ(other.location().line, wide.line);
    EXPECT_EQ(other.location().column, wide.column);
    EXPECT_EQ(other.location().expansion, wide.expansion);
  }
  EXPECT_FALSE(ProgramItem().location().valid());
}

TEST(CoreMemory, ItemOwnsItsInstructionThroughDetailsAndMoves) {
  int alive = 0;
  {
    ProgramItem item;
    item.setInstruction(std::make_unique<Watched>(alive));
    EXPECT_EQ(alive, 1);
    PendingInstruction* parsed = item.instruction();
    item.detailsForWriting().note = "kept";  // the instruction moves into the details
    EXPECT_EQ(item.instruction(), parsed);
    ProgramItem moved(std::move(item));
    EXPECT_EQ(moved.instruction(), parsed);
    EXPECT_EQ(moved.note(), "kept");
    EXPECT_EQ(item.instruction(), nullptr);  // NOLINT(bugprone-use-after-move): it is empty
    ProgramItem assigned;
    assigned.setInstruction(std::make_unique<Watched>(alive));
    EXPECT_EQ(alive, 2);
    assigned = std::move(moved);  // its own instruction is destroyed
    EXPECT_EQ(alive, 1);
    const std::array<uint8_t, 3> bytes = {1, 2, 3};
    assigned.setEncoded(bytes, 3);  // the parsed form goes, the note stays
    EXPECT_EQ(alive, 0);
    EXPECT_EQ(assigned.instruction(), nullptr);
    EXPECT_EQ(std::vector<uint8_t>(assigned.encodedBytes().begin(), assigned.encodedBytes().end()),
              std::vector<uint8_t>({1, 2, 3}));
    EXPECT_EQ(assigned.note(), "kept");
    EXPECT_EQ(assigned.units, 3u);
    assigned.setInstruction(std::make_unique<Watched>(alive));
    EXPECT_FALSE(assigned.isEncoded());
    EXPECT_EQ(alive, 1);
  }
  EXPECT_EQ(alive, 0);  // the destructor freed the last one
  // Bytes inline stay when details are made.
  ProgramItem encoded;
  const std::array<uint8_t, 8> eight = {8, 7, 6, 5, 4, 3, 2, 1};
  encoded.setEncoded(eight, 2);
  encoded.detailsForWriting().note = "n";
  EXPECT_EQ(std::vector<uint8_t>(encoded.encodedBytes().begin(), encoded.encodedBytes().end()),
            std::vector<uint8_t>(eight.begin(), eight.end()));
}

TEST(CoreMemory, ALabelIsItsNameAndAddressWithoutDetails) {
  ProgramItem label;
  label.kind = ProgramItem::Kind::Label;
  label.setName("loop");
  label.setLocation({1, 2, 3, 0});
  EXPECT_EQ(label.details(), nullptr);  // 40 bytes, not the ~190 of the details
  EXPECT_EQ(label.name(), "loop");
  label.setAddress(0x40);
  EXPECT_EQ(label.address(), 0x40u);
  ProgramItem moved(std::move(label));
  EXPECT_EQ(moved.name(), "loop");
  EXPECT_EQ(moved.address(), 0x40u);
  EXPECT_EQ(label.name(), "");  // NOLINT(bugprone-use-after-move): it is empty
  // Details made later (a note) take the name and address along.
  moved.detailsForWriting().note = "n";
  ASSERT_NE(moved.details(), nullptr);
  EXPECT_EQ(moved.name(), "loop");
  EXPECT_EQ(moved.address(), 0x40u);
  EXPECT_EQ(moved.note(), "n");
  // So does a place that does not pack, whichever comes first.
  ProgramItem far;
  far.kind = ProgramItem::Kind::Label;
  far.setName("far");
  far.setLocation({4, 1u << 24, 1, 0});
  EXPECT_EQ(far.name(), "far");
  EXPECT_EQ(far.location().line, 1u << 24);
  ProgramItem farFirst;
  farFirst.kind = ProgramItem::Kind::Label;
  farFirst.setLocation({4, 1u << 24, 1, 0});
  farFirst.setName("first");
  EXPECT_EQ(farFirst.name(), "first");
  EXPECT_EQ(farFirst.location().line, 1u << 24);
}

TEST(CoreMemory, LineStartsAreMadeOnlyWhenALineIsAskedFor) {
  // 4 M lines of one letter: their starts would be 16 MiB (4,096 pages) if
  // made with the file, which an assembly without diagnostics, listing or
  // line records never reads.
  constexpr size_t kLines = size_t{4} << 20;
  std::string text;
  text.reserve(2 * kLines);
  for (size_t i = 0; i < kLines; ++i) {
    text += static_cast<char>('a' + i % 26);
    text += '\n';
  }
  rusage before{};
  ASSERT_EQ(getrusage(RUSAGE_SELF, &before), 0);
  SourceFile file("letters.s", std::move(text));
  rusage after{};
  ASSERT_EQ(getrusage(RUSAGE_SELF, &after), 0);
  EXPECT_LT(after.ru_minflt - before.ru_minflt, 500);
  // Asked for, they are made: line n is letter (n - 1) mod 26, and an empty
  // line follows the last break.
  EXPECT_EQ(file.lineCount(), kLines + 1);
  EXPECT_EQ(file.lineText(1), "a");
  EXPECT_EQ(file.lineText(27), "a");
  EXPECT_EQ(file.lineText(kLines), std::string(1, static_cast<char>('a' + (kLines - 1) % 26)));
  EXPECT_EQ(file.lineText(kLines + 1), "");
  EXPECT_EQ(file.lineText(kLines + 2), "");
  const SourceLocation at = file.locationAt(2 * 5 + 1, 3);  // the break after line 6's letter
  EXPECT_EQ(at.line, 6u);
  EXPECT_EQ(at.column, 2u);
  // The file of no location (id 0) has no lines at all.
  EXPECT_EQ(SourceFile().lineCount(), 0u);
  EXPECT_EQ(SourceFile().lineText(1), "");
}

TEST(CoreMemory, LineRecordsOnlyWhenAskedForAndTheSameBytes) {
  const std::string text = plainLines(1200);
  auto assembleWith = [&](bool lineRecords) {
    CountingTarget target;
    SourceManager sources;
    DiagnosticEngine diagnostics(sources);
    uint32_t file = sources.addBuffer("plain.s", text);
    AssemblerOptions options;
    options.lineRecords = lineRecords;
    auto image = assemble(target, sources, file, diagnostics, options);
    EXPECT_TRUE(image) << diagnostics.renderAll();
    return image;
  };
  auto with = assembleWith(true), without = assembleWith(false);
  ASSERT_TRUE(with && without);
  EXPECT_EQ(with->lines.size(), 1201u);
  EXPECT_TRUE(without->lines.empty());
  EXPECT_EQ(without->lines.capacity(), 0u);
  ASSERT_EQ(without->sections.size(), 1u);
  EXPECT_EQ(without->sections[0].bytes, with->sections[0].bytes);
  // By hand: `emit 1199` is 0x4af; the last, `emit l1000 + 1`, is 1001 =
  // 0x3e9 (word-addressed: l1000 follows 1000 words), the one pending word.
  ASSERT_EQ(without->sections[0].bytes.size(), 1201u * 4);
  const std::vector<uint8_t> lastTwo(without->sections[0].bytes.end() - 8,
                                     without->sections[0].bytes.end());
  EXPECT_EQ(lastTwo, std::vector<uint8_t>({0xaf, 0x04, 0, 0, 0xe9, 0x03, 0, 0}));
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
  EXPECT_EQ(counts.recycled, 3000u);         // the parsed forms of the encoded ones
  EXPECT_EQ(counts.labels, 3u);              // named, and their address kept,
  EXPECT_EQ(counts.withDetails, 0u);         // without the details of data and alignment
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
