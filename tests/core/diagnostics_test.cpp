// Diagnostics: the exact rendered text (location, message, code, source line,
// caret), notes for macro expansions and includes, summaries, and the -W options.
#include "gpuasm/diagnostics.hpp"

#include <gtest/gtest.h>

#include "core/core_target.hpp"
#include "support/assemble.hpp"

namespace gpuasm::testing {
namespace {

TEST(DiagnosticFormat, ErrorHasLocationMessageCodeSourceLineAndCaret) {
  auto r = assembleCore("emit 1\n    .bogus 1\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:2:5: error: unknown directive '.bogus' [unknown-directive]\n"
            "      .bogus 1\n"
            "      ^\n"
            "1 error, 0 warnings generated.\n");
}

TEST(DiagnosticFormat, CaretKeepsTabsSoItLinesUpWithTheSource) {
  auto r = assembleCore("\t\temit 1\n\t.bogus\n");
  EXPECT_EQ(r.diagnostics,
            "test.s:2:2: error: unknown directive '.bogus' [unknown-directive]\n"
            "  \t.bogus\n"
            "  \t^\n"
            "1 error, 0 warnings generated.\n");
}

TEST(DiagnosticFormat, SourceLineIsShownWithoutItsCarriageReturn) {
  auto r = assembleCore("emit 1\r\n.bogus\r\n");
  EXPECT_EQ(r.diagnostics,
            "test.s:2:1: error: unknown directive '.bogus' [unknown-directive]\n"
            "  .bogus\n"
            "  ^\n"
            "1 error, 0 warnings generated.\n");
}

TEST(DiagnosticFormat, AllErrorsOfAFileAreReportedInOrder) {
  auto r = assembleCore(
      ".bogus\n"
      "emit 1\n"
      "frobnicate 2\n"
      "emit (3\n"
      ".align 3\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.errors, 4u);
  EXPECT_EQ(r.diagnostics,
            "test.s:1:1: error: unknown directive '.bogus' [unknown-directive]\n"
            "  .bogus\n"
            "  ^\n"
            "test.s:3:1: error: unknown instruction 'frobnicate' [unknown-instruction]\n"
            "  frobnicate 2\n"
            "  ^\n"
            "test.s:4:8: error: expected ')' to close '(' [expected-token]\n"
            "  emit (3\n"
            "         ^\n"
            "test.s:5:1: error: '.align' needs a power of two from 1 to 65536, not 3 "
            "[value-out-of-range]\n"
            "  .align 3\n"
            "  ^\n"
            "4 errors, 0 warnings generated.\n");
}

TEST(DiagnosticFormat, DemoliciousErrorsUseTheSameFormat) {
  auto r = assembleDemolicious("ldi $7, 1\n  ldi $7, 0x10000\nthread_finished\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:2:11: error: immediate 65536 is outside -32768..65535 [value-out-of-range]\n"
            "    ldi $7, 0x10000\n"
            "            ^\n"
            "1 error, 0 warnings generated.\n");
}

TEST(DiagnosticFormat, ErrorThroughAMacroNotesTheInvocationSite) {
  auto r = assembleCore(
      ".macro twice v\n"
      ".word \\v\n"
      ".word \\v / 0\n"
      ".endm\n"
      "  twice 4\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:3:10: error: division by zero [division-by-zero]\n"
            "  .word \\v / 0\n"
            "           ^\n"
            "test.s:5:3: note: in expansion of macro 'twice'\n"
            "    twice 4\n"
            "    ^\n"
            "1 error, 0 warnings generated.\n");
}

TEST(DiagnosticFormat, NestedMacrosNoteEveryExpansionInnermostFirst) {
  auto r = assembleCore(
      ".macro inner\n"
      "  .bogus\n"
      ".endm\n"
      ".macro outer\n"
      "  emit 0\n"
      "  inner\n"
      ".endm\n"
      "outer\n");
  EXPECT_EQ(r.diagnostics,
            "test.s:2:3: error: unknown directive '.bogus' [unknown-directive]\n"
            "    .bogus\n"
            "    ^\n"
            "test.s:6:3: note: in expansion of macro 'inner'\n"
            "    inner\n"
            "    ^\n"
            "test.s:8:1: note: in expansion of macro 'outer'\n"
            "  outer\n"
            "  ^\n"
            "1 error, 0 warnings generated.\n");
}

TEST(DiagnosticFormat, EachMacroInvocationReportsItsOwnSite) {
  auto r = assembleCore(
      ".macro check v\n"
      ".if \\v > 9\n"
      ".error \"too big\"\n"
      ".endif\n"
      ".endm\n"
      "check 1\n"
      "check 10\n"
      "check 11\n");
  EXPECT_EQ(r.errors, 2u);
  EXPECT_EQ(r.diagnostics,
            "test.s:3:1: error: too big [user-error]\n"
            "  .error \"too big\"\n"
            "  ^\n"
            "test.s:7:1: note: in expansion of macro 'check'\n"
            "  check 10\n"
            "  ^\n"
            "test.s:3:1: error: too big [user-error]\n"
            "  .error \"too big\"\n"
            "  ^\n"
            "test.s:8:1: note: in expansion of macro 'check'\n"
            "  check 11\n"
            "  ^\n"
            "2 errors, 0 warnings generated.\n");
}

TEST(DiagnosticFormat, SummaryCountsErrorsAndWarningsWithPlurals) {
  EXPECT_EQ(assembleCore(".warning \"w\"\n").diagnostics.substr(
                assembleCore(".warning \"w\"\n").diagnostics.rfind('\n', 0)),
            "test.s:1:1: warning: w [user-warning]\n  .warning \"w\"\n  ^\n"
            "0 errors, 1 warning generated.\n");
  auto two = assembleCore(".warning \"a\"\n.warning \"b\"\n.error \"c\"\n.error \"d\"\n");
  EXPECT_EQ(two.diagnostics.substr(two.diagnostics.rfind('\n', two.diagnostics.size() - 2) + 1),
            "2 errors, 2 warnings generated.\n");
  EXPECT_EQ(assembleCore("emit 1\n").diagnostics, "");
}

TEST(DiagnosticFormat, DiagnosticWithoutALocationNamesTheProgram) {
  SourceManager sources;
  DiagnosticEngine diagnostics(sources);
  diagnostics.error({}, "no-input", "nothing to assemble");
  diagnostics.warning({}, "", "plain");
  EXPECT_EQ(diagnostics.renderAll(),
            "gpuasm: error: nothing to assemble [no-input]\n"
            "gpuasm: warning: plain\n"
            "1 error, 1 warning generated.\n");
}

TEST(DiagnosticFormat, ColumnPastTheEndOfTheLinePutsTheCaretAfterIt) {
  SourceManager sources;
  uint32_t file = sources.addBuffer("x.s", "ab\ncd");
  DiagnosticEngine diagnostics(sources);
  diagnostics.error({file, 2, 9, 0}, "c", "m");
  EXPECT_EQ(diagnostics.renderAll(),
            "x.s:2:9: error: m [c]\n"
            "  cd\n"
            "    ^\n"
            "1 error, 0 warnings generated.\n");
}

TEST(DiagnosticLimits, StoredDiagnosticsAreCappedAndTheRestCounted) {
  std::string text;
  for (int i = 0; i < 250; ++i) text += ".error \"e\"\n";
  auto r = assembleCore(text);
  EXPECT_EQ(r.errors, 250u);
  EXPECT_EQ(r.diagnostics.substr(r.diagnostics.size() - 90),
            "  ^\n"
            "gpuasm: note: 50 further diagnostics not shown\n"
            "250 errors, 0 warnings generated.\n"
                .substr(0, 90) == "  ^\ngpuasm: note: 50 further diagnostics not shown\n250 errors, 0 warnings generated.\n"
        ? std::string("  ^\ngpuasm: note: 50 further diagnostics not shown\n250 errors, 0 warnings generated.\n")
              .substr(0)
              .substr(std::string("  ^\ngpuasm: note: 50 further diagnostics not shown\n250 errors, 0 warnings generated.\n").size() - 90)
        : std::string());
}

}  // namespace
}  // namespace gpuasm::testing
