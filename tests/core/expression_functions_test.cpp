// Function calls in expressions, `name(arg, ...)`, with the functions the core
// test target offers (pair, sum, negate: see core_target.hpp): values, calls
// over labels evaluated at encoding, and the errors a call can have.
#include <gtest/gtest.h>

#include "core/core_target.hpp"
#include "gpuasm/expression.hpp"

namespace gpuasm::testing {
namespace {

std::string only(const CoreResult& r) {
  EXPECT_FALSE(r.image);
  return r.diagnostics;
}

TEST(ExpressionFunctions, CallsComputeTheirValues) {
  auto r = assembleCore(
      "emit pair(1, 2)\n"
      "emit sum()\n"
      "emit sum(1, 2, 3, 4)\n"
      "emit negate(5) + 10\n"
      "emit pair(sum(1, 1), negate(-3)) | 0x80000000\n"
      "emit 2 * (pair (0, 3))\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{0x00010002, 0, 10, 5, 0x80020003, 6}));
}

TEST(ExpressionFunctions, ArgumentsAreFullExpressionsWithSymbols) {
  auto r = assembleCore(
      "base = 0x10\n"
      ".set step, 3\n"
      "emit pair(base + step * 2, (base | 1) << 1)\n"
      "packed = pair(base, 1)\n"
      "emit packed - pair(base, 0)\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{0x00160022, 1}));
}

TEST(ExpressionFunctions, CallsOverLabelsAreEvaluatedAtEncoding) {
  // `end` is at 12 (three words of four bytes, word-addressed units of 4 bytes: 3).
  auto r = assembleCore(
      "emit pair(end, 1)\n"
      "emit sum(start, end, .)\n"
      "start: emit 0\n"
      "end:\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{0x00030001, 2 + 3 + 1, 0}));
}

TEST(ExpressionFunctions, CallsWorkInDirectivesThatNeedAValueWhileReading) {
  auto r = assembleCore(
      ".if sum(1, -1)\nemit 1\n.else\nemit 2\n.endif\n"
      ".rept sum(1, 1)\nemit 3\n.endr\n"
      ".word pair(4, 5)\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{2, 3, 3, 0x00040005}));
}

TEST(ExpressionFunctions, UnknownFunctionIsAnErrorAtItsName) {
  EXPECT_EQ(only(assembleCore("emit 1 + twice(2)\n")),
            "test.s:1:10: error: unknown function 'twice' [unknown-function]\n"
            "  emit 1 + twice(2)\n"
            "           ^\n"
            "1 error, 0 warnings generated.\n");
}

TEST(ExpressionFunctions, WrongArgumentCountIsAnErrorNamingTheParameters) {
  EXPECT_EQ(only(assembleCore("emit pair(1)\n")),
            "test.s:1:6: error: 'pair' takes 2 arguments (hi, lo), not 1 [argument-count]\n"
            "  emit pair(1)\n"
            "       ^\n"
            "1 error, 0 warnings generated.\n");
  EXPECT_NE(only(assembleCore("emit negate()\n"))
                .find("'negate' takes 1 argument (x), not 0 [argument-count]"),
            std::string::npos);
  EXPECT_NE(
      only(assembleCore("emit pair(1, 2, 3)\n")).find("'pair' takes 2 arguments (hi, lo), not 3"),
      std::string::npos);
}

TEST(ExpressionFunctions, RefusedArgumentIsReportedAtThatArgument) {
  EXPECT_EQ(only(assembleCore("emit pair(1, 0x10000)\n")),
            "test.s:1:14: error: pair: 65536 does not fit in 16 bits [value-out-of-range]\n"
            "  emit pair(1, 0x10000)\n"
            "               ^\n"
            "1 error, 0 warnings generated.\n");
}

TEST(ExpressionFunctions, RefusedLabelArgumentIsReportedAtEncoding) {
  // `far` is at unit 0x10000 of a byte-addressed image: too large for pair().
  CoreOptions options;
  options.unitBytes = 1;
  auto r = assembleCore("emit pair(far, 0)\n.rept 0x3fff\nemit 0\n.endr\nfar:\n", options);
  EXPECT_FALSE(r.image);
  EXPECT_NE(r.diagnostics.find("test.s:1:11: error: pair: 65536 does not fit in 16 bits"),
            std::string::npos)
      << r.diagnostics;
}

TEST(ExpressionFunctions, MalformedCallsAreSyntaxErrors) {
  EXPECT_NE(only(assembleCore("emit pair(1 2)\n"))
                .find("test.s:1:13: error: expected ',' or ')' in the arguments of 'pair' "
                      "[expected-token]"),
            std::string::npos);
  EXPECT_NE(only(assembleCore("emit pair(1,)\n")).find("[expected-expression]"), std::string::npos);
  EXPECT_NE(only(assembleCore("emit sum(\n")).find("[expected-expression]"), std::string::npos);
}

TEST(ExpressionFunctions, DeeplyNestedCallsAreBoundedLikeParentheses) {
  std::string text = "emit ";
  for (int i = 0; i < 300; ++i) text += "negate(";
  text += "1";
  for (int i = 0; i < 300; ++i) text += ")";
  EXPECT_NE(only(assembleCore(text + "\n")).find("[expression-too-deep]"), std::string::npos);
}

// The parser on its own: without a table every call is unknown; a call over
// a symbol stays a call node until evaluation.
TEST(ExpressionFunctions, ParserKeepsCallsOverSymbolsForEvaluation) {
  SourceManager sources;
  DiagnosticEngine diagnostics(sources);
  uint32_t file = sources.addBuffer("expr.s", "pair(x, 2)\n");
  auto lines = lexBuffer(sources, file, {}, diagnostics);
  TokenCursor cursor(lines.at(0));
  SymbolBinder none = [](const Token&) { return nullptr; };
  ExprPtr e = parseExpression(cursor, none, diagnostics, kCoreFunctions);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, Expr::Kind::Call);
  EXPECT_EQ(firstSymbol(*e), "x");
  SymbolResolver x = [](std::string_view) { return std::optional<int64_t>(7); };
  EXPECT_EQ(evaluate(*e, x, diagnostics), 0x00070002);

  TokenCursor again(lines.at(0));
  EXPECT_FALSE(parseExpression(again, none, diagnostics));
  EXPECT_NE(diagnostics.renderAll().find("unknown function 'pair'"), std::string::npos);
}

TEST(NumberedLabels, ForwardAndBackwardReferencesPickTheNearestDefinition) {
  CoreOptions options;
  options.numberedLabels = true;
  // Word addresses: 1: at 0, emit at 0..4, second 1: at 3.
  auto r = assembleCore(
      "1: emit 1f\n"  // 0: the next `1:` is the one at 3
      "emit 1b\n"     // 1: the latest is at 0
      "emit 2f\n"     // 2: `2:` at 4
      "1: emit 1b\n"  // 3: itself
      "2: emit 1b\n"  // 4: the `1:` at 3
      "emit 2b\n",    // 5: 4
      options);
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{3, 0, 4, 3, 3, 4}));
  for (const auto& symbol : r.image->symbols) EXPECT_NE(symbol.name.find(".L."), 0u);
}

TEST(NumberedLabels, EachMacroExpansionDefinesItsOwn) {
  CoreOptions options;
  options.numberedLabels = true;
  auto r = assembleCore(".macro loop\n1: emit 1b\nemit 1b\n.endm\nloop\nloop\n", options);
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{0, 0, 2, 2}));
}

TEST(NumberedLabels, MissingDefinitionIsAnErrorAtTheReference) {
  CoreOptions options;
  options.numberedLabels = true;
  EXPECT_EQ(only(assembleCore("emit 1b\n", options)),
            "test.s:1:6: error: no numbered label '1' before this reference [undefined-label]\n"
            "  emit 1b\n"
            "       ^\n"
            "1 error, 0 warnings generated.\n");
  EXPECT_EQ(only(assembleCore("1:\nemit 1f\n", options)),
            "test.s:2:6: error: no numbered label '1' after this reference [undefined-label]\n"
            "  emit 1f\n"
            "       ^\n"
            "1 error, 0 warnings generated.\n");
}

TEST(NumberedLabels, WithoutTheOptionTheyAreBadNumbers) {
  EXPECT_NE(only(assembleCore("emit 1f\n")).find("[invalid-number]"), std::string::npos);
}

}  // namespace
}  // namespace gpuasm::testing
