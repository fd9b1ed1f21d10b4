// Macros: named parameters, defaults, keyword arguments, textual substitution,
// nesting, and the errors for bad definitions and bad invocations.
#include <gtest/gtest.h>

#include "core/core_target.hpp"
#include "support/assemble.hpp"

namespace gpuasm::testing {
namespace {

constexpr const char* kPair =
    ".macro pair a, b=2\n"
    ".word \\a, \\b\n"
    ".endm\n";

TEST(MacroExpansion, PositionalArgumentsReplaceParameters) {
  auto r = assembleCore(std::string(kPair) + "pair 3, 4\npair 5, 6\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{3, 4, 5, 6}));
}

TEST(MacroExpansion, MissingTrailingArgumentTakesItsDefault) {
  auto r = assembleCore(std::string(kPair) + "pair 1\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{1, 2}));
}

TEST(MacroExpansion, KeywordArgumentsInAnyOrder) {
  auto r = assembleCore(std::string(kPair) + "pair b=5, a=6\npair 7, b=8\npair a=9\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{6, 5, 7, 8, 9, 2}));
}

TEST(MacroExpansion, ParametersMayBeSeparatedBySpacesOrCommas) {
  auto r = assembleCore(
      ".macro spaced x y\n.word \\y, \\x\n.endm\n"
      ".macro commas, x, y\n.word \\y - \\x\n.endm\n"
      "spaced 1, 2\n"
      "commas 1, 5\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{2, 1, 4}));
}

TEST(MacroExpansion, SubstitutionIsTextualLikeGnuAs) {
  // c = 1 + 2 is substituted as tokens: \c * 2 reads 1 + 2 * 2 = 5, not 6.
  auto r = assembleCore(
      ".macro scaled c=1 + 2\n"
      ".word \\c * 2, (\\c) * 2\n"
      ".endm\n"
      "scaled\n"
      "scaled 4 - 1\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{5, 6, 2, 6}));
}

TEST(MacroExpansion, ArgumentsMayBeWholeExpressions) {
  auto r = assembleCore(std::string(kPair) + "pair (1 + 2) * 3, -(4)\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{9, static_cast<uint32_t>(-4)}));
}

TEST(MacroExpansion, ParameterMayNameALabelOrAnInstructionOperand) {
  auto r = assembleCore(
      ".macro entry name, value\n"
      "\\name: emit \\value\n"
      ".endm\n"
      "emit 0\n"
      "entry first, 10\n"
      "entry second, first + 100\n"
      "emit second\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  // first = 1, second = 2.
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{0, 10, 101, 2}));
  EXPECT_EQ(r.image->findSymbol("second")->address, 2u);
}

TEST(MacroExpansion, MacroWithoutParameters) {
  auto r = assembleCore(".macro three\nemit 3\n.endm\nthree\nthree\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{3, 3}));
}

TEST(MacroExpansion, MacrosMayInvokeOtherMacrosAndHoldDirectives) {
  auto r = assembleCore(
      ".macro one v\n"
      ".if \\v > 0\n"
      "emit \\v\n"
      ".endif\n"
      ".endm\n"
      ".macro many n\n"
      ".rept \\n\n"
      "one \\n\n"
      ".endr\n"
      "one 0\n"
      ".endm\n"
      "many 3\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{3, 3, 3}));
}

TEST(MacroExpansion, DefinitionIsNotAssembledUntilInvoked) {
  auto r = assembleCore(".macro unused\n.error \"never\"\nbogus\n.endm\nemit 1\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.diagnostics, "");
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{1}));
}

TEST(MacroExpansion, WorksWithTheDemoliciousTarget) {
  auto r = assembleDemolicious(
      ".macro load reg, value=0\n"
      "ldi \\reg, \\value\n"
      ".endm\n"
      "load $7, 0x1234\n"
      "load value=9, reg=$7\n"
      "load $7\n"
      "thread_finished\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.warnings, 0u) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{0x04071234, 0x04070009, 0x04070000, 0x40000000}));
}

// ---- errors -------------------------------------------------------------------

TEST(MacroErrors, MissingRequiredArgumentPointsAtTheDefinition) {
  auto r = assembleCore(std::string(kPair) + "pair\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:4:1: error: macro 'pair' needs an argument for 'a' [missing-argument]\n"
            "  pair\n"
            "  ^\n"
            "test.s:1:8: note: macro defined here\n"
            "  .macro pair a, b=2\n"
            "         ^\n"
            "1 error, 0 warnings generated.\n");
}

TEST(MacroErrors, TooManyArgumentsPointsAtTheExtraOne) {
  auto r = assembleCore(std::string(kPair) + "pair 1, 2, 3\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:4:12: error: macro 'pair' takes 2 arguments [too-many-arguments]\n"
            "  pair 1, 2, 3\n"
            "             ^\n"
            "1 error, 0 warnings generated.\n");
}

TEST(MacroErrors, UnknownKeywordArgument) {
  auto r = assembleCore(std::string(kPair) + "pair a=1, c=3\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:4:11: error: macro 'pair' has no parameter 'c' [unknown-parameter]\n"
            "  pair a=1, c=3\n"
            "            ^\n"
            "1 error, 0 warnings generated.\n");
}

TEST(MacroErrors, UnknownParameterInTheBodyIsReportedThroughTheExpansion) {
  auto r = assembleCore(".macro m a\n.word \\b\n.endm\n  m 1\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:2:8: error: macro 'm' has no parameter 'b' [unknown-parameter]\n"
            "  .word \\b\n"
            "         ^\n"
            "test.s:4:3: note: in expansion of macro 'm'\n"
            "    m 1\n"
            "    ^\n"
            "1 error, 0 warnings generated.\n");
}

TEST(MacroErrors, DuplicateParameter) {
  auto r = assembleCore(".macro m a, a\n.endm\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:1:13: error: duplicate macro parameter 'a' [duplicate-parameter]\n"
            "  .macro m a, a\n"
            "              ^\n"
            "1 error, 0 warnings generated.\n");
}

TEST(MacroErrors, BadNameOrParameter) {
  auto r = assembleCore(".macro 5\n.endm\n.macro m a, 7\n.endm\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:1:8: error: expected a macro name after '.macro' [expected-symbol]\n"
            "  .macro 5\n"
            "         ^\n"
            "test.s:3:13: error: expected a parameter name, found '7' [expected-symbol]\n"
            "  .macro m a, 7\n"
            "              ^\n"
            "2 errors, 0 warnings generated.\n");
}

TEST(MacroErrors, RedefinitionPointsAtThePreviousDefinition) {
  auto r = assembleCore(".macro m\n.endm\n.macro m\n.endm\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:3:8: error: macro 'm' is already defined [macro-redefined]\n"
            "  .macro m\n"
            "         ^\n"
            "test.s:1:8: note: previous definition is here\n"
            "  .macro m\n"
            "         ^\n"
            "1 error, 0 warnings generated.\n");
}

TEST(MacroErrors, UnterminatedMacroAndStrayEndm) {
  auto r = assembleCore(".endm\n.macro open\nemit 1\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:1:1: error: '.endm' without a matching opening directive "
            "[unmatched-directive]\n"
            "  .endm\n"
            "  ^\n"
            "test.s:2:1: error: '.macro' without a matching '.endm' [unterminated-macro]\n"
            "  .macro open\n"
            "  ^\n"
            "2 errors, 0 warnings generated.\n");
}

TEST(MacroErrors, RecursionStopsAtTheDepthLimitWithTheWholeChain) {
  CoreOptions options;
  options.limits.maxMacroDepth = 2;
  auto r = assembleCore(".macro r\nr\n.endm\nr\n", options);
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:2:1: error: macros nested more than 2 deep (recursive macro 'r'?) "
            "[macro-depth]\n"
            "  r\n"
            "  ^\n"
            "test.s:2:1: note: in expansion of macro 'r'\n"
            "  r\n"
            "  ^\n"
            "test.s:4:1: note: in expansion of macro 'r'\n"
            "  r\n"
            "  ^\n"
            "1 error, 0 warnings generated.\n");
}

TEST(MacroErrors, UnboundedRecursionIsAnErrorNotACrash) {
  auto r = assembleCore(".macro forever\nforever\n.endm\nforever\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.errors, 1u);
  ASSERT_FALSE(r.diagnostics.empty());
  EXPECT_EQ(r.diagnostics.substr(0, r.diagnostics.find('\n')),
            "test.s:2:1: error: macros nested more than 64 deep (recursive macro 'forever'?) "
            "[macro-depth]");
}

}  // namespace
}  // namespace gpuasm::testing
