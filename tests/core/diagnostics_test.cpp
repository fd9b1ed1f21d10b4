// Diagnostics: the exact rendered text (location, message, code, source line,
// caret), notes for macro expansions and includes, summaries, and the -W options.
#include "gpuasm/diagnostics.hpp"

#include <gtest/gtest.h>

#include "core/core_target.hpp"
#include "support/assemble.hpp"

namespace gpuasm::testing {
namespace {

bool endsWith(const std::string& text, const std::string& tail) {
  return text.size() >= tail.size() &&
         text.compare(text.size() - tail.size(), tail.size(), tail) == 0;
}

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

TEST(DiagnosticFormat, DiagnosticsComeInLineOrder) {
  // Operands are evaluated after the whole file is read, so their errors are
  // found second; they are shown in line order all the same, and a reading
  // error does not hide them.
  auto r = assembleCore(".word missing\n.bogus\nemit 1 / 0\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:1:7: error: undefined symbol 'missing' [undefined-symbol]\n"
            "  .word missing\n"
            "        ^\n"
            "test.s:2:1: error: unknown directive '.bogus' [unknown-directive]\n"
            "  .bogus\n"
            "  ^\n"
            "test.s:3:8: error: division by zero [division-by-zero]\n"
            "  emit 1 / 0\n"
            "         ^\n"
            "3 errors, 0 warnings generated.\n");
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
  EXPECT_EQ(assembleCore(".warning \"w\"\n").diagnostics,
            "test.s:1:1: warning: w [user-warning]\n"
            "  .warning \"w\"\n"
            "  ^\n"
            "0 errors, 1 warning generated.\n");
  EXPECT_TRUE(endsWith(
      assembleCore(".warning \"a\"\n.warning \"b\"\n.error \"c\"\n.error \"d\"\n").diagnostics,
      "\n2 errors, 2 warnings generated.\n"));
  EXPECT_TRUE(
      endsWith(assembleCore(".error \"c\"\n").diagnostics, "\n1 error, 0 warnings generated.\n"));
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

TEST(DiagnosticFormat, ControlCharactersOfTheSourceAreShownEscapedWithTheCaretInPlace) {
  // ESC [31m would turn the terminal red; BEL would ring. Column 15 is '`'.
  auto r = assembleCore("emit 1 \x1b[31m\a `\n");
  EXPECT_EQ(r.diagnostics.find('\x1b'), std::string::npos);
  EXPECT_EQ(r.diagnostics.find('\a'), std::string::npos);
  EXPECT_NE(r.diagnostics.find("test.s:1:8: error: unexpected byte 0x1b [invalid-character]\n"
                               "  emit 1 \\x1b[31m\\x07 `\n"
                               "         ^\n"),
            std::string::npos)
      << r.diagnostics;
  EXPECT_NE(r.diagnostics.find("test.s:1:15: error: unexpected character '`' [invalid-character]\n"
                               "  emit 1 \\x1b[31m\\x07 `\n"
                               "                      ^\n"),
            std::string::npos)
      << r.diagnostics;
}

TEST(DiagnosticFormat, NulBytesAreShownSoNothingAfterThemIsLost) {
  // Text passed on as a C string ended at the NUL: the later errors and the
  // summary were lost.
  auto r = assembleCore(std::string("emit 1\0\n.bogus\n", 15));
  EXPECT_EQ(r.diagnostics.find('\0'), std::string::npos);
  EXPECT_EQ(r.diagnostics,
            "test.s:1:7: error: unexpected byte 0x00 [invalid-character]\n"
            "  emit 1\\0\n"
            "        ^\n"
            "test.s:2:1: error: unknown directive '.bogus' [unknown-directive]\n"
            "  .bogus\n"
            "  ^\n"
            "2 errors, 0 warnings generated.\n");
}

TEST(DiagnosticFormat, NamesQuotedInMessagesAreEscapedAndUtf8IsKept) {
  auto r = assembleCore(".bogus\x1b\x9b\n.error \"caf\xc3\xa9 \\e[2J\"\n");
  EXPECT_NE(r.diagnostics.find("error: caf\xc3\xa9 \\x1b[2J [user-error]"), std::string::npos)
      << r.diagnostics;
  EXPECT_EQ(r.diagnostics.find('\x1b'), std::string::npos) << r.diagnostics;
  EXPECT_EQ(r.diagnostics.find('\x9b'), std::string::npos) << r.diagnostics;  // 8-bit CSI
  EXPECT_NE(r.diagnostics.find("  .bogus\\x1b\\x9b\n"), std::string::npos) << r.diagnostics;
}

TEST(DiagnosticFormat, OfAVeryLongLineThePartAroundTheColumnIsShown) {
  // 200 errors on a 100 MB line echoed it 200 times: gigabytes of text.
  std::string line = "emit 1" + std::string(50000, ' ') + "` ;" + std::string(50000, 'x');
  auto r = assembleCore(line + "\n");
  EXPECT_LT(r.diagnostics.size(), 1000u);
  EXPECT_EQ(r.diagnostics,
            "test.s:1:50007: error: unexpected character '`' [invalid-character]\n"
            "  ..." +
                line.substr(50006 - 80, 160) +
                "...\n"
                "     " +
                std::string(80, ' ') +
                "^\n"
                "1 error, 0 warnings generated.\n");
}

TEST(DiagnosticFormat, AMessageQuotingAHugeNameKeepsItsStart) {
  auto r = assembleCore(".bogus" + std::string(100000, 'x') + "\n");
  EXPECT_LT(r.diagnostics.size(), 1500u);
  EXPECT_NE(r.diagnostics.find("error: unknown directive '.bogus" + std::string(1024 - 25, 'x') +
                               "... [unknown-directive]"),
            std::string::npos)
      << r.diagnostics.substr(0, 1200);
}

TEST(DiagnosticLimits, StoredDiagnosticsAreCappedAndTheRestCounted) {
  std::string text;
  for (int i = 0; i < 250; ++i) text += ".error \"e\"\n";
  auto r = assembleCore(text);
  EXPECT_EQ(r.errors, 250u);
  EXPECT_TRUE(endsWith(r.diagnostics,
                       "test.s:200:1: error: e [user-error]\n"
                       "  .error \"e\"\n"
                       "  ^\n"
                       "gpuasm: note: 50 further diagnostics not shown\n"
                       "250 errors, 0 warnings generated.\n"))
      << r.diagnostics.substr(r.diagnostics.size() - 200);
}

TEST(DiagnosticLimits, DroppedWarningsAreCountedToo) {
  // 150 errors fill 150 of the 200 stored slots; 50 of the 100 warnings are dropped.
  std::string text;
  for (int i = 0; i < 150; ++i) text += ".error \"e\"\n";
  for (int i = 0; i < 100; ++i) text += ".warning \"w\"\n";
  auto r = assembleCore(text);
  EXPECT_EQ(r.errors, 150u);
  EXPECT_EQ(r.warnings, 100u);
  EXPECT_TRUE(endsWith(r.diagnostics,
                       "test.s:200:1: warning: w [user-warning]\n"
                       "  .warning \"w\"\n"
                       "  ^\n"
                       "gpuasm: note: 50 further diagnostics not shown\n"
                       "150 errors, 100 warnings generated.\n"))
      << r.diagnostics.substr(r.diagnostics.size() - 200);
}

TEST(DiagnosticLimits, NotesTakeSlotsButAreNotCountedAsHidden) {
  // Each redefinition is an error plus a note: 100 pairs fill the 200 slots,
  // so 110 of the 210 errors are not shown.
  std::string text = "x: emit 0\n";
  for (int i = 0; i < 210; ++i) text += "x: emit 0\n";
  auto r = assembleCore(text);
  EXPECT_EQ(r.errors, 210u);
  EXPECT_TRUE(endsWith(r.diagnostics,
                       "test.s:1:1: note: previous definition is here\n"
                       "  x: emit 0\n"
                       "  ^\n"
                       "gpuasm: note: 110 further diagnostics not shown\n"
                       "210 errors, 0 warnings generated.\n"))
      << r.diagnostics.substr(r.diagnostics.size() - 200);
}

// ---- -W options -------------------------------------------------------------

CoreResult withWarnings(std::vector<std::string> options) {
  CoreOptions core;
  core.warningOptions = std::move(options);
  return assembleCore(
      ".warning \"first\"\n"
      "emit 1\n",
      core);
}

TEST(DiagnosticWarnings, WarningsAsErrorsFailsAssembly) {
  auto r = withWarnings({"error"});
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.errors, 1u);
  EXPECT_EQ(r.warnings, 0u);
  EXPECT_EQ(r.diagnostics,
            "test.s:1:1: error: first [user-warning]\n"
            "  .warning \"first\"\n"
            "  ^\n"
            "1 error, 0 warnings generated.\n");
}

TEST(DiagnosticWarnings, NoCodeSilencesThatWarningOnly) {
  auto silenced = withWarnings({"no-user-warning"});
  ASSERT_TRUE(silenced.image) << silenced.diagnostics;
  EXPECT_EQ(silenced.diagnostics, "");
  EXPECT_EQ(silenced.warnings, 0u);
  auto other = withWarnings({"no-missing-finish"});
  EXPECT_EQ(other.warnings, 1u);
}

TEST(DiagnosticWarnings, SilencedWarningStaysSilentUnderWerror) {
  auto r = withWarnings({"error", "no-user-warning"});
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.diagnostics, "");
}

TEST(DiagnosticWarnings, ErrorEqualsCodePromotesOneWarning) {
  auto promoted = withWarnings({"error=user-warning"});
  EXPECT_FALSE(promoted.image);
  EXPECT_EQ(promoted.errors, 1u);
  auto other = withWarnings({"error=missing-finish"});
  EXPECT_TRUE(other.image);
  EXPECT_EQ(other.warnings, 1u);
  auto undone = withWarnings({"error=user-warning", "no-error=user-warning"});
  EXPECT_TRUE(undone.image);
  EXPECT_EQ(undone.warnings, 1u);
}

TEST(DiagnosticWarnings, NamingACodeReenablesIt) {
  auto r = withWarnings({"no-user-warning", "user-warning"});
  EXPECT_EQ(r.warnings, 1u);
}

TEST(DiagnosticWarnings, OptionsCannotSilenceErrors) {
  CoreOptions core;
  core.warningOptions = {"no-user-error", "no-unknown-directive"};
  auto r = assembleCore(".error \"stop\"\n.bogus\n", core);
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.errors, 2u);
}

TEST(DiagnosticWarnings, ApplyParsesEachForm) {
  WarningOptions options;
  EXPECT_TRUE(options.apply("error"));
  EXPECT_TRUE(options.apply("no-memory-spacing"));
  EXPECT_TRUE(options.apply("error=missing-finish"));
  EXPECT_FALSE(options.apply(""));
  EXPECT_TRUE(options.warningsAsErrors);
  EXPECT_EQ(options.disabled, (std::set<std::string>{"memory-spacing"}));
  EXPECT_EQ(options.promoted, (std::set<std::string>{"missing-finish"}));
}

TEST(DiagnosticWarnings, DemoliciousWarningsFollowTheOptions) {
  // No thread_finished: the demolicious target warns [missing-finish].
  auto warned = assembleDemolicious("ldi $7, 1\n");
  ASSERT_TRUE(warned.image) << warned.diagnostics;
  EXPECT_EQ(warned.warnings, 1u);
  EXPECT_NE(warned.diagnostics.find("test.s:1:1: warning: "), std::string::npos);
  EXPECT_NE(warned.diagnostics.find("[missing-finish]\n  ldi $7, 1\n  ^\n"), std::string::npos);

  AssembleSettings werror;
  werror.warningOptions = {"error"};
  auto failed = assembleDemolicious("ldi $7, 1\n", werror);
  EXPECT_FALSE(failed.image);
  EXPECT_EQ(failed.errors, 1u);
  EXPECT_NE(failed.diagnostics.find("test.s:1:1: error: "), std::string::npos);

  AssembleSettings silenced;
  silenced.warningOptions = {"error", "no-missing-finish"};
  auto quiet = assembleDemolicious("ldi $7, 1\n", silenced);
  ASSERT_TRUE(quiet.image) << quiet.diagnostics;
  EXPECT_EQ(quiet.diagnostics, "");
  EXPECT_EQ(quiet.words(), (std::vector<uint32_t>{0x04070001}));
}

}  // namespace
}  // namespace gpuasm::testing

namespace gpuasm::testing {
namespace {

TEST(DiagnosticFormat, DeepMacroChainsShowBothEndsAndCountTheMiddle) {
  auto r = assembleDemolicious(".macro m\nm\n.endm\nm\n", {}, "deep.s");
  ASSERT_EQ(r.errors, 1u);
  size_t notes = 0;
  for (size_t at = r.diagnostics.find("note: in expansion"); at != std::string::npos;
       at = r.diagnostics.find("note: in expansion", at + 1)) {
    ++notes;
  }
  // 64 nested expansions: four innermost, four outermost, 56 counted.
  EXPECT_EQ(notes, 8u);
  EXPECT_NE(r.diagnostics.find("note: 56 more macro expansions not shown\n"), std::string::npos)
      << r.diagnostics;
  EXPECT_NE(r.diagnostics.find("deep.s:4:1: note: in expansion of macro 'm'\n  m\n  ^\n"),
            std::string::npos);
}

}  // namespace
}  // namespace gpuasm::testing
