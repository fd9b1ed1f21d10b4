// The target-independent directives: symbols (.set, .equ, =), data (.word,
// .quad), .align, conditionals, .rept, .error/.warning and .section.
#include <gtest/gtest.h>

#include "core/core_target.hpp"
#include "support/assemble.hpp"

namespace gpuasm::testing {
namespace {

// ---- .set / .equ / = ----------------------------------------------------

TEST(DirectiveSet, SetEquAndAssignmentDefineSymbols) {
  auto r = assembleCore(
      ".set a, 5\n"
      ".equ b, a * 2\n"
      "c = b + 1\n"
      ".word a, b, c\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{5, 10, 11}));
}

TEST(DirectiveSet, DirectiveNamesAreCaseInsensitive) {
  auto r = assembleCore(".SET a, 3\n.Equ b, 4\n.WORD a, b\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{3, 4}));
}

TEST(DirectiveSet, ValueIsBoundWhereTheSymbolIsUsed) {
  auto r = assembleCore(
      "x = 1\n"
      ".word x\n"
      "x = 2\n"
      ".word x\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{1, 2}));
}

TEST(DirectiveSet, RedefinitionInTermsOfItselfCounts) {
  auto r = assembleCore(
      "n = 1\n"
      "n = n + 1\n"
      ".set n, n * 10\n"
      ".word n\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{20}));
}

TEST(DirectiveSet, ForwardReferenceTakesTheFinalDefinition) {
  auto r = assembleCore(
      ".word later\n"
      "later = 1\n"
      "later = 7\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{7}));
}

TEST(DirectiveSet, SymbolMayBeDefinedByALabelExpression) {
  auto r = assembleCore(
      "size = end - start\n"
      "start: emit size\n"
      "       emit 0\n"
      "end:\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{2, 0}));
}

TEST(DirectiveSet, DefinesFromTheCommandLineAreSymbols) {
  CoreOptions options;
  options.assembler.defines = {{"WIDTH", 640}, {"HEIGHT", 480}};
  auto r = assembleCore(".word WIDTH * HEIGHT\n", options);
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{307200}));
}

TEST(DirectiveSet, SymbolDefinedInTermsOfItselfIsOneError) {
  auto r = assembleCore(
      "a = a + 1\n"
      ".word a\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:1:1: error: symbol is defined in terms of itself [recursive-symbol]\n"
            "  a = a + 1\n"
            "  ^\n"
            "1 error, 0 warnings generated.\n");
}

TEST(DirectiveSet, ErrorInAForwardReferencedDefinitionIsNotCalledUndefined) {
  auto r = assembleCore(
      ".word later\n"
      "later = 1 / 0\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:2:11: error: division by zero [division-by-zero]\n"
            "  later = 1 / 0\n"
            "            ^\n"
            "1 error, 0 warnings generated.\n");
}

TEST(DirectiveSet, ErrorAboutABoundValueIsReportedWhereTheSymbolIsUsed) {
  auto r = assembleCore(
      "BIG = 0x100000000\n"
      ".word 1\n"
      ".word 2, BIG\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:3:10: error: value 4294967296 does not fit in 32 bits [value-out-of-range]\n"
            "  .word 2, BIG\n"
            "           ^\n"
            "1 error, 0 warnings generated.\n");
}

TEST(DirectiveSet, LabelCannotBeAssigned) {
  auto r = assembleCore(
      "here: emit 0\n"
      "here = 3\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:2:1: error: 'here' is a label and cannot be assigned [symbol-redefined]\n"
            "  here = 3\n"
            "  ^\n"
            "1 error, 0 warnings generated.\n");
}

TEST(DirectiveSet, SetNeedsANameAndAComma) {
  auto r = assembleCore(".set 5, 1\n.set x 1\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:1:6: error: expected a symbol name after '.set' [expected-symbol]\n"
            "  .set 5, 1\n"
            "       ^\n"
            "test.s:2:8: error: expected ',' after 'x' [expected-token]\n"
            "  .set x 1\n"
            "         ^\n"
            "2 errors, 0 warnings generated.\n");
}

TEST(DirectiveSet, LabelRedefinitionPointsAtThePreviousOne) {
  auto r = assembleCore(
      "twice: emit 1\n"
      "twice: emit 2\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:2:1: error: redefinition of 'twice' [symbol-redefined]\n"
            "  twice: emit 2\n"
            "  ^\n"
            "test.s:1:1: note: previous definition is here\n"
            "  twice: emit 1\n"
            "  ^\n"
            "1 error, 0 warnings generated.\n");
}

// ---- labels and layout ----------------------------------------------------

TEST(DirectiveLabel, LabelsAreExportedAsImageSymbolsInAddressOrder) {
  auto r = assembleCore(
      "zeta:  emit 0\n"
      "alpha: beta: emit 0\n"
      "       emit 0\n"
      "omega:\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  const Image& image = *r.image;
  ASSERT_EQ(image.symbols.size(), 4u);
  EXPECT_EQ(image.symbols[0].name, "zeta");
  EXPECT_EQ(image.symbols[0].address, 0u);
  EXPECT_EQ(image.symbols[3].name, "omega");
  EXPECT_EQ(image.symbols[3].address, 3u);
  ASSERT_TRUE(image.findSymbol("alpha"));
  ASSERT_TRUE(image.findSymbol("beta"));
  EXPECT_EQ(image.findSymbol("alpha")->address, 1u);
  EXPECT_EQ(image.findSymbol("beta")->address, 1u);
  EXPECT_EQ(image.findSymbol("nothing"), nullptr);
}

TEST(DirectiveLabel, AnonymousDotLabelsAreNotExported) {
  auto r = assembleCore("first: emit .\nemit . + 1\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  ASSERT_EQ(r.image->symbols.size(), 1u);
  EXPECT_EQ(r.image->symbols[0].name, "first");
}

// ---- .word / .quad ----------------------------------------------------------

TEST(DirectiveWord, WordStoresLittleEndianThirtyTwoBitValues) {
  auto r = assembleCore(".word 0x11223344, -1, 'A'\n.int 7\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.image->sections[0].bytes,
            (std::vector<uint8_t>{0x44, 0x33, 0x22, 0x11, 0xff, 0xff, 0xff, 0xff, 0x41, 0, 0, 0, 7,
                                  0, 0, 0}));
}

TEST(DirectiveWord, QuadStoresSixtyFourBits) {
  auto r = assembleCore(".quad 0x1122334455667788, -2\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{0x55667788, 0x11223344, 0xfffffffe, 0xffffffff}));
}

TEST(DirectiveWord, WordAcceptsSignedAndUnsignedThirtyTwoBitRanges) {
  auto r = assembleCore(".word 0xffffffff, -0x80000000\n.word 0x100000000, -0x80000001\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:2:7: error: value 4294967296 does not fit in 32 bits [value-out-of-range]\n"
            "  .word 0x100000000, -0x80000001\n"
            "        ^\n"
            "test.s:2:20: error: value -2147483649 does not fit in 32 bits [value-out-of-range]\n"
            "  .word 0x100000000, -0x80000001\n"
            "                     ^\n"
            "2 errors, 0 warnings generated.\n");
}

TEST(DirectiveWord, DataOccupiesWholeAddressUnits) {
  // Word-addressed: a .word is one unit, a .quad two, so `after` is at 1 + 2 = 3.
  auto r = assembleCore(".word after\n.quad 0\nafter: emit .\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{3, 0, 0, 3}));
}

TEST(DirectiveWord, MissingValueIsASyntaxError) {
  auto r = assembleCore(".word 1,\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:1:9: error: expected an expression at end of line [expected-expression]\n"
            "  .word 1,\n"
            "          ^\n"
            "1 error, 0 warnings generated.\n");
}

TEST(DirectiveWord, WordsAssembleWithTheDemoliciousTarget) {
  auto r = assembleDemolicious(
      "ldi $7, 5\n"
      ".word 0xcafe\n"
      "thread_finished\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.warnings, 0u) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{0x04070005, 0x0000cafe, 0x40000000}));
}

// ---- .align -------------------------------------------------------------------

TEST(DirectiveAlign, PadsWithTheTargetFillPattern) {
  auto r = assembleCore(
      "emit 1\n"
      ".align 4\n"
      "emit .\n"
      ".align 4\n"
      "emit .\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{1, kCoreFillWord, kCoreFillWord, kCoreFillWord, 4,
                                              kCoreFillWord, kCoreFillWord, kCoreFillWord, 8}));
}

TEST(DirectiveAlign, AlignedAddressNeedsNoPadding) {
  auto r = assembleCore(".align 1\nemit 1\nemit 2\n.align 2\nemit 3\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{1, 2, 3}));
}

TEST(DirectiveAlign, CountsAddressUnitsOnAByteAddressedTarget) {
  CoreOptions options;
  options.unitBytes = 1;
  auto r = assembleCore("emit 1\n.align 16\nemit .\n", options);
  ASSERT_TRUE(r.image) << r.diagnostics;
  // 4 bytes of code, then 12 bytes of padding up to address 16.
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{1, kCoreFillWord, kCoreFillWord, kCoreFillWord, 16}));
}

TEST(DirectiveAlign, DemoliciousPadsWithNops) {
  auto r = assembleDemolicious("ldi $7, 1\n.align 4\nthread_finished\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{0x04070001, 0, 0, 0, 0x40000000}));
}

// `.align 0` does nothing (vc4asm, doc/directives.html: ".align 0 is a no-op").
TEST(DirectiveAlign, AlignmentMustBeAPowerOfTwoUpTo65536) {
  auto r = assembleCore(".align 3\n.align 0\n.align 131072\n.align 65536\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.errors, 2u);
  EXPECT_EQ(r.diagnostics,
            "test.s:1:1: error: '.align' needs a power of two from 1 to 65536, not 3 "
            "[value-out-of-range]\n"
            "  .align 3\n"
            "  ^\n"
            "test.s:3:1: error: '.align' needs a power of two from 1 to 65536, not 131072 "
            "[value-out-of-range]\n"
            "  .align 131072\n"
            "  ^\n"
            "2 errors, 0 warnings generated.\n");
}

TEST(DirectiveAlign, LabelIsNotAConstant) {
  auto r = assembleCore("top: emit 0\n.align top + 1\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:2:12: error: '.align' needs a value known at this point, but label 'top' has "
            "no address until layout [not-constant]\n"
            "  .align top + 1\n"
            "             ^\n"
            "1 error, 0 warnings generated.\n");
}

// ---- .if / .elseif / .else / .endif -------------------------------------

std::vector<uint32_t> selected(const std::string& first, const std::string& second) {
  auto r = assembleCore(".if " + first +
                        "\n"
                        ".word 1\n"
                        ".elseif " +
                        second +
                        "\n"
                        ".word 2\n"
                        ".else\n"
                        ".word 3\n"
                        ".endif\n"
                        ".word 4\n");
  EXPECT_TRUE(r.image) << r.diagnostics;
  return r.words();
}

TEST(DirectiveIf, TakesTheFirstTrueBranchOnly) {
  EXPECT_EQ(selected("1", "1"), (std::vector<uint32_t>{1, 4}));
  EXPECT_EQ(selected("0", "1"), (std::vector<uint32_t>{2, 4}));
  EXPECT_EQ(selected("0", "0"), (std::vector<uint32_t>{3, 4}));
  EXPECT_EQ(selected("2 > 1", "0"), (std::vector<uint32_t>{1, 4}));
  EXPECT_EQ(selected("-1", "0"), (std::vector<uint32_t>{1, 4}));  // any non-zero is true
}

TEST(DirectiveIf, ConditionsUseSymbolsDefinedSoFar) {
  auto r = assembleCore(
      "MODE = 2\n"
      ".if MODE == 1\n"
      ".word 10\n"
      ".elseif MODE == 2\n"
      ".word 20\n"
      ".endif\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{20}));
}

TEST(DirectiveIf, NestedConditionalsInsideAFalseBranchAreSkippedWhole) {
  auto r = assembleCore(
      ".if 0\n"
      "  .if 1\n"
      "    .word 1\n"
      "  .else\n"
      "    .word 2\n"
      "  .endif\n"
      ".else\n"
      "  .if 0\n"
      "    .word 3\n"
      "  .else\n"
      "    .word 4\n"
      "  .endif\n"
      ".endif\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{4}));
}

TEST(DirectiveIf, SkippedConditionsAndLinesAreNotEvaluated) {
  auto r = assembleCore(
      ".if 1\n"
      ".word 1\n"
      ".elseif 1 / 0\n"
      ".word 2\n"
      ".endif\n"
      ".if 0\n"
      "  .if undefined_symbol\n"
      "  .endif\n"
      "  .error \"not assembled\"\n"
      "  bogus instruction\n"
      ".endif\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.diagnostics, "");
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{1}));
}

TEST(DirectiveIf, LabelInAConditionIsNotAConstant) {
  auto r = assembleCore("top:\n.if top\n.endif\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:2:5: error: '.if' needs a value known at this point, but label 'top' has no "
            "address until layout [not-constant]\n"
            "  .if top\n"
            "      ^\n"
            "1 error, 0 warnings generated.\n");
}

TEST(DirectiveIf, LabelReachedThroughSymbolsIsNotAConstant) {
  // x is bound to `y` while y is undefined; y is later set to a label.
  auto r = assembleCore("top:\nx = y\ny = top\n.if x\n.endif\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:4:5: error: '.if' needs a value known at this point, but label 'top' has no "
            "address until layout [not-constant]\n"
            "  .if x\n"
            "      ^\n"
            "1 error, 0 warnings generated.\n");
}

TEST(DirectiveIf, UndefinedSymbolInAConditionIsAnError) {
  auto r = assembleCore(".if LATER\n.endif\nLATER = 1\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:1:5: error: undefined symbol 'LATER' [undefined-symbol]\n"
            "  .if LATER\n"
            "      ^\n"
            "1 error, 0 warnings generated.\n");
}

TEST(DirectiveIf, UnbalancedDirectivesAreErrors) {
  auto r = assembleCore(
      ".endif\n"
      ".else\n"
      ".elseif 1\n"
      ".if 1\n"
      ".else\n"
      ".else\n"
      ".endif extra\n"
      ".if 1\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:1:1: error: '.endif' without a matching '.if' [unmatched-directive]\n"
            "  .endif\n"
            "  ^\n"
            "test.s:2:1: error: '.else' without a matching '.if' [unmatched-directive]\n"
            "  .else\n"
            "  ^\n"
            "test.s:3:1: error: '.elseif' without a matching '.if' [unmatched-directive]\n"
            "  .elseif 1\n"
            "  ^\n"
            "test.s:6:1: error: '.else' without a matching '.if' [unmatched-directive]\n"
            "  .else\n"
            "  ^\n"
            "test.s:7:8: error: unexpected 'extra' at end of statement [unexpected-token]\n"
            "  .endif extra\n"
            "         ^\n"
            "test.s:8:1: error: '.if' without a matching '.endif' [unterminated-conditional]\n"
            "  .if 1\n"
            "  ^\n"
            "6 errors, 0 warnings generated.\n");
}

TEST(DirectiveIfdef, TestsWhetherASymbolIsDefinedSoFar) {
  CoreOptions options;
  options.assembler.defines = {{"FROM_COMMAND_LINE", 0}};
  auto r = assembleCore(
      "SET_SYMBOL = 0\n"
      "a_label:\n"
      ".ifdef SET_SYMBOL\n.word 1\n.endif\n"
      ".ifdef a_label\n.word 2\n.endif\n"
      ".ifdef FROM_COMMAND_LINE\n.word 3\n.endif\n"
      ".ifdef DEFINED_LATER\n.word 4\n.endif\n"
      ".ifndef DEFINED_LATER\n.word 5\n.endif\n"
      ".ifndef SET_SYMBOL\n.word 6\n.else\n.word 7\n.endif\n"
      "DEFINED_LATER = 1\n",
      options);
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{1, 2, 3, 5, 7}));
}

TEST(DirectiveIfdef, NeedsASymbolName) {
  auto r = assembleCore(".ifdef 5\n.endif\n.ifndef a b\n.endif\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:1:8: error: expected a symbol name after '.ifdef' [expected-symbol]\n"
            "  .ifdef 5\n"
            "         ^\n"
            "test.s:3:11: error: unexpected 'b' at end of statement [unexpected-token]\n"
            "  .ifndef a b\n"
            "            ^\n"
            "2 errors, 0 warnings generated.\n");
}

// ---- .rept / .endr ------------------------------------------------------

TEST(DirectiveRept, RepeatsTheBody) {
  auto r = assembleCore(".rept 3\n.word 7\n.endr\n.word 8\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{7, 7, 7, 8}));
}

TEST(DirectiveRept, BodySeesSymbolsUpdatedByEarlierIterations) {
  auto r = assembleCore(
      "i = 0\n"
      ".rept 4\n"
      ".word i * i\n"
      "i = i + 1\n"
      ".endr\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{0, 1, 4, 9}));
}

TEST(DirectiveRept, NestsAndTakesZero) {
  auto r = assembleCore(
      ".rept 2\n"
      "  .rept 3\n"
      "    emit .\n"
      "  .endr\n"
      "  .rept 0\n"
      "    emit 99\n"
      "  .endr\n"
      ".endr\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{0, 1, 2, 3, 4, 5}));
}

TEST(DirectiveRept, CountMustBeAKnownNonNegativeValue) {
  auto r = assembleCore(
      ".rept -1\n.word 1\n.endr\n"
      "top:\n.rept top\n.word 2\n.endr\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:1:1: error: '.rept' count -1 is outside 0..1000000 [value-out-of-range]\n"
            "  .rept -1\n"
            "  ^\n"
            "test.s:5:7: error: '.rept' needs a value known at this point, but label 'top' has no "
            "address until layout [not-constant]\n"
            "  .rept top\n"
            "        ^\n"
            "2 errors, 0 warnings generated.\n");
}

TEST(DirectiveRept, UnmatchedEndrAndUnterminatedReptAreErrors) {
  auto r = assembleCore(".endr\n.rept 2\n.word 1\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:1:1: error: '.endr' without a matching opening directive "
            "[unmatched-directive]\n"
            "  .endr\n"
            "  ^\n"
            "test.s:2:1: error: '.rept' without a matching '.endr' [unterminated-rept]\n"
            "  .rept 2\n"
            "  ^\n"
            "2 errors, 0 warnings generated.\n");
}

TEST(DirectiveRept, ExpansionBeyondTheLimitStopsWithOneError) {
  CoreOptions options;
  options.limits.maxExpandedLines = 100;
  // 1 + 50 * (1 + 50) lines in all; the 101st is a `.word 0` of the second iteration.
  auto r = assembleCore(".rept 50\n.rept 50\n.word 0\n.endr\n.endr\n", options);
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:3:1: error: more than 100 lines after expanding macros and .rept; giving up "
            "[expansion-limit]\n"
            "  .word 0\n"
            "  ^\n"
            "1 error, 0 warnings generated.\n");
}

// ---- .error / .warning -------------------------------------------------------

TEST(DirectiveError, ErrorReportsItsMessageAndFailsAssembly) {
  auto r = assembleCore(".word 1\n  .error \"unsupported configuration\"\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:2:3: error: unsupported configuration [user-error]\n"
            "    .error \"unsupported configuration\"\n"
            "    ^\n"
            "1 error, 0 warnings generated.\n");
}

TEST(DirectiveError, WarningReportsItsMessageAndStillAssembles) {
  auto r = assembleCore(".warning \"slow path\"\n.word 1\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{1}));
  EXPECT_EQ(r.diagnostics,
            "test.s:1:1: warning: slow path [user-warning]\n"
            "  .warning \"slow path\"\n"
            "  ^\n"
            "0 errors, 1 warning generated.\n");
}

TEST(DirectiveError, WithoutAMessageNamesTheDirective) {
  auto r = assembleCore(".error\n.warning\n");
  EXPECT_EQ(r.diagnostics,
            "test.s:1:1: error: '.error' directive [user-error]\n"
            "  .error\n"
            "  ^\n"
            "test.s:2:1: warning: '.warning' directive [user-warning]\n"
            "  .warning\n"
            "  ^\n"
            "1 error, 1 warning generated.\n");
}

TEST(DirectiveError, MessageEscapesAreDecoded) {
  auto r = assembleCore(".error \"tab\\there \\\"quoted\\\"\"\n");
  ASSERT_EQ(r.errors, 1u);
  EXPECT_EQ(r.diagnostics.substr(0, r.diagnostics.find('\n')),
            // a tab is kept (other control characters are shown escaped)
            "test.s:1:1: error: tab\there \"quoted\" [user-error]");
}

TEST(DirectiveError, ErrorInsideATakenBranchOnly) {
  auto r = assembleCore(
      "VERSION = 3\n"
      ".if VERSION < 2\n"
      ".error \"too old\"\n"
      ".elseif VERSION > 4\n"
      ".error \"too new\"\n"
      ".else\n"
      ".word VERSION\n"
      ".endif\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{3}));
}

// ---- .section -------------------------------------------------------------

TEST(DirectiveSection, ItemsGoToTheirSectionInOrder) {
  auto r = assembleCore(
      ".word 1\n"
      ".section data\n"
      ".word 2\n"
      ".text\n"
      ".word 3\n"
      ".section \"data\"\n"
      ".word 4\n"
      ".data\n"
      ".word 5\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  ASSERT_EQ(r.image->sections.size(), 3u);
  EXPECT_EQ(r.image->sections[0].name, ".text");
  EXPECT_EQ(r.image->sections[1].name, "data");
  EXPECT_EQ(r.image->sections[2].name, ".data");
  EXPECT_EQ(r.words(0), (std::vector<uint32_t>{1, 3}));
  EXPECT_EQ(r.words(1), (std::vector<uint32_t>{2, 4}));
  EXPECT_EQ(r.words(2), (std::vector<uint32_t>{5}));
}

TEST(DirectiveSection, SectionsFollowOneAnotherInOrderOfFirstUse) {
  auto r = assembleCore(
      "emit 0\n"
      "emit 0\n"
      ".section table\n"
      "entry0: .word code1\n"
      "entry1: .word .\n"
      ".text\n"
      "code1: emit entry1\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  // .text holds three words at 0..2, so table starts at 3.
  EXPECT_EQ(r.words(0), (std::vector<uint32_t>{0, 0, 4}));
  EXPECT_EQ(r.words(1), (std::vector<uint32_t>{2, 4}));
  EXPECT_EQ(r.image->sections[1].base, 3u);
  const ImageSymbol* entry1 = r.image->findSymbol("entry1");
  ASSERT_TRUE(entry1);
  EXPECT_EQ(entry1->section, 1u);
  EXPECT_EQ(entry1->address, 4u);
  EXPECT_EQ(r.image->findSymbol("code1")->section, 0u);
  EXPECT_EQ(writeImage(*r.image, OutputFormat::Binary).size(), 5u * 4u);
}

TEST(DirectiveSection, NeedsANameAndNothingAfterIt) {
  auto r = assembleCore(".section 5\n.section a b\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:1:10: error: expected a section name after '.section' [expected-symbol]\n"
            "  .section 5\n"
            "           ^\n"
            "test.s:2:12: error: unexpected 'b' at end of statement [unexpected-token]\n"
            "  .section a b\n"
            "             ^\n"
            "2 errors, 0 warnings generated.\n");
}

TEST(DirectiveSection, AtMost65536SectionsAndTheNextIsAnError) {
  // A program item keeps its section in 16 bits: .text and 65,535 more fit.
  std::string text;
  for (int s = 1; s < 65536; ++s) text += fmt::format(".section s{}\nemit {}\n", s, s);
  auto fits = assembleCore(text);
  ASSERT_TRUE(fits.image) << fits.diagnostics.substr(0, 500);
  ASSERT_EQ(fits.image->sections.size(), 65536u);
  EXPECT_EQ(fits.image->sections[65535].name, "s65535");
  EXPECT_EQ(fits.words(65535), (std::vector<uint32_t>{65535}));
  // The line of `.section s65536` is 2 * 65535 + 1.
  auto r = assembleCore(text + ".section s65536\nemit 1\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:131071:1: error: section 's65536' would be the 65537th: at most 65536 "
            "sections [too-many-sections]\n"
            "  .section s65536\n"
            "  ^\n"
            "1 error, 0 warnings generated.\n");
}

// ---- unknown directives ---------------------------------------------------

TEST(DirectiveUnknown, IsAnErrorNamingTheDirective) {
  auto r = assembleCore(".bogus 1\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:1:1: error: unknown directive '.bogus' [unknown-directive]\n"
            "  .bogus 1\n"
            "  ^\n"
            "1 error, 0 warnings generated.\n");
}

// ---- directive sets ---------------------------------------------------------

// A dialect of GNU as's directives alone (gcn's) does not see vc4asm's: each
// is an unknown directive there, and `.long` is 32 bits.
TEST(DirectiveSets, Vc4asmsDirectivesAreUnknownToAGnuDialectAndLongIsFourBytes) {
  CoreOptions gnu;
  gnu.directives = DirectiveDialect{};
  auto r = assembleCore(".long 5\n.quad 6\n", gnu);
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{5, 6, 0}));
  for (const std::string directive :
       {".lset a, 1", ".const a, 1", ".define a, 1", ".unset a", ".assert 1", ".clone x, 1",
        ".code", ".half 1.0", ".foreach i, 1, 2", ".func f(a)", ".back 1", ".local", ".endloc",
        ".endf", ".ifset a", ".rep i, 2"}) {
    SCOPED_TRACE(directive);
    r = assembleCore(directive + "\n", gnu);
    const std::string name = directive.substr(0, directive.find(' '));
    EXPECT_EQ(r.errors, 1u) << r.diagnostics;
    EXPECT_NE(r.diagnostics.find("error: unknown directive '" + name + "' [unknown-directive]"),
              std::string::npos)
        << r.diagnostics;
  }
}

TEST(DirectiveSets, AVc4asmDialectTakesThemAndLongIsEightBytes) {
  auto r = assembleCore(
      ".long 5\n.lset a, 2\n.foreach i, 1, 2\n.word i * a\n.endfor\n"
      ".ifset a\n.word 9\n.endif\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{5, 0, 2, 4, 9}));
}

}  // namespace
}  // namespace gpuasm::testing
