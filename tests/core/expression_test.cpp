// Integer expressions: every operator, C precedence, symbols, parse errors and
// evaluation errors; then '.' and labels inside a program.
#include "gpuasm/expression.hpp"

#include <gtest/gtest.h>

#include <map>
#include <string>

#include "core/core_target.hpp"

namespace gpuasm::testing {
namespace {

class ExpressionTest : public ::testing::Test {
 protected:
  // Parses and evaluates one line; symbols come from `symbols_`.
  std::optional<int64_t> eval(std::string text) {
    ExprPtr e = parse(std::move(text));
    if (!e) return std::nullopt;
    SymbolResolver resolve = [this](std::string_view name) -> std::optional<int64_t> {
      auto it = symbols_.find(std::string(name));
      if (it == symbols_.end()) return std::nullopt;
      return it->second;
    };
    return evaluate(*e, resolve, diagnostics_);
  }

  ExprPtr parse(
      std::string text, const SymbolBinder& bind = [](const Token&) { return nullptr; }) {
    uint32_t file = sources_.addBuffer("expr.s", std::move(text));
    lines_ = lexBuffer(sources_, file, {}, diagnostics_);
    EXPECT_EQ(lines_.size(), 1u);
    cursor_.emplace(lines_.at(0));
    return parseExpression(*cursor_, bind, diagnostics_);
  }

  std::string rendered() const { return diagnostics_.renderAll(); }

  std::map<std::string, int64_t> symbols_;
  SourceManager sources_;
  DiagnosticEngine diagnostics_{sources_};
  std::vector<TokenLine> lines_;
  std::optional<TokenCursor> cursor_;
};

TEST_F(ExpressionTest, AdditiveAndMultiplicativeOperators) {
  EXPECT_EQ(eval("2 + 3"), 5);
  EXPECT_EQ(eval("2 - 3"), -1);
  EXPECT_EQ(eval("6 * 7"), 42);
  EXPECT_EQ(eval("17 / 5"), 3);
  EXPECT_EQ(eval("17 % 5"), 2);
  EXPECT_EQ(diagnostics_.errorCount(), 0u);
}

TEST_F(ExpressionTest, DivisionTruncatesTowardZeroLikeC) {
  EXPECT_EQ(eval("-17 / 5"), -3);
  EXPECT_EQ(eval("-17 % 5"), -2);
  EXPECT_EQ(eval("17 / -5"), -3);
  EXPECT_EQ(eval("17 % -5"), 2);
}

TEST_F(ExpressionTest, ShiftsAreLogicalLeftAndArithmeticRight) {
  EXPECT_EQ(eval("1 << 4"), 16);
  EXPECT_EQ(eval("256 >> 4"), 16);
  EXPECT_EQ(eval("-16 >> 2"), -4);
  EXPECT_EQ(eval("1 << 63"), INT64_MIN);
  EXPECT_EQ(eval("1 << 0"), 1);
}

TEST_F(ExpressionTest, BitwiseOperators) {
  EXPECT_EQ(eval("0xF0 & 0x3C"), 0x30);
  EXPECT_EQ(eval("0xF0 | 0x0F"), 0xFF);
  EXPECT_EQ(eval("6 ^ 3"), 5);
  EXPECT_EQ(eval("~0"), -1);
  EXPECT_EQ(eval("~0x0F & 0xFF"), 0xF0);
}

TEST_F(ExpressionTest, ComparisonsGiveZeroOrOne) {
  EXPECT_EQ(eval("3 < 4"), 1);
  EXPECT_EQ(eval("4 < 4"), 0);
  EXPECT_EQ(eval("4 <= 4"), 1);
  EXPECT_EQ(eval("5 > 6"), 0);
  EXPECT_EQ(eval("6 >= 6"), 1);
  EXPECT_EQ(eval("2 == 2"), 1);
  EXPECT_EQ(eval("2 != 2"), 0);
  EXPECT_EQ(eval("-1 < 0"), 1);  // signed
}

TEST_F(ExpressionTest, LogicalOperatorsAndNot) {
  EXPECT_EQ(eval("2 && 3"), 1);
  EXPECT_EQ(eval("0 && 1"), 0);
  EXPECT_EQ(eval("0 || 5"), 1);
  EXPECT_EQ(eval("0 || 0"), 0);
  EXPECT_EQ(eval("!0"), 1);
  EXPECT_EQ(eval("!7"), 0);
}

TEST_F(ExpressionTest, UnaryOperatorsNestAndBindTighterThanBinary) {
  EXPECT_EQ(eval("-5"), -5);
  EXPECT_EQ(eval("+3"), 3);
  EXPECT_EQ(eval("--3"), 3);
  EXPECT_EQ(eval("-~0"), 1);
  EXPECT_EQ(eval("-2 * 3"), -6);
  EXPECT_EQ(eval("!0 + 1"), 2);
}

TEST_F(ExpressionTest, PrecedenceFollowsC) {
  EXPECT_EQ(eval("1 + 2 * 3"), 7);
  EXPECT_EQ(eval("1 + 2 << 3"), 24);    // (1 + 2) << 3
  EXPECT_EQ(eval("1 << 2 + 1"), 8);     // 1 << (2 + 1)
  EXPECT_EQ(eval("1 << 2 < 5"), 1);     // (1 << 2) < 5
  EXPECT_EQ(eval("1 < 2 == 1"), 1);     // (1 < 2) == 1
  EXPECT_EQ(eval("3 & 4 == 4"), 1);     // 3 & (4 == 4)
  EXPECT_EQ(eval("1 | 2 ^ 3 & 4"), 3);  // 1 | (2 ^ (3 & 4))
  EXPECT_EQ(eval("6 ^ 3 | 8"), 13);     // (6 ^ 3) | 8
  EXPECT_EQ(eval("1 | 0 && 0"), 0);     // (1 | 0) && 0
  EXPECT_EQ(eval("1 || 0 && 0"), 1);    // 1 || (0 && 0)
}

TEST_F(ExpressionTest, BinaryOperatorsAssociateLeft) {
  EXPECT_EQ(eval("10 - 4 - 3"), 3);
  EXPECT_EQ(eval("100 / 10 / 5"), 2);
  EXPECT_EQ(eval("256 >> 2 >> 1"), 32);
}

TEST_F(ExpressionTest, ParenthesesOverridePrecedence) {
  EXPECT_EQ(eval("(1 + 2) * 3"), 9);
  EXPECT_EQ(eval("2 * (3 + (4 - 1)) - 1"), 11);
  EXPECT_EQ(eval("-(2 + 3)"), -5);
}

TEST_F(ExpressionTest, ArithmeticWrapsModuloTwoToTheSixtyFour) {
  EXPECT_EQ(eval("0x7FFFFFFFFFFFFFFF + 1"), INT64_MIN);
  EXPECT_EQ(eval("0xFFFFFFFFFFFFFFFF"), -1);
  EXPECT_EQ(eval("0x8000000000000000 / -1"), INT64_MIN);
  EXPECT_EQ(eval("0x8000000000000000 % -1"), 0);
  EXPECT_EQ(eval("-0x8000000000000000"), INT64_MIN);
  EXPECT_EQ(eval("0x4000000000000000 * 4"), 0);
}

TEST_F(ExpressionTest, SymbolsAreResolvedByTheResolver) {
  symbols_ = {{"x", 10}, {"y", -3}};
  EXPECT_EQ(eval("x * 2 + y"), 17);
  EXPECT_EQ(eval("(x)"), 10);
}

TEST_F(ExpressionTest, UndefinedSymbolIsAnError) {
  symbols_ = {{"x", 1}};
  EXPECT_EQ(eval("x + missing"), std::nullopt);
  EXPECT_EQ(rendered(),
            "expr.s:1:5: error: undefined symbol 'missing' [undefined-symbol]\n"
            "  x + missing\n"
            "      ^\n"
            "1 error, 0 warnings generated.\n");
}

TEST_F(ExpressionTest, DivisionByZeroIsAnErrorAtTheOperator) {
  EXPECT_EQ(eval("1 / (2 - 2)"), std::nullopt);
  EXPECT_EQ(rendered(),
            "expr.s:1:3: error: division by zero [division-by-zero]\n"
            "  1 / (2 - 2)\n"
            "    ^\n"
            "1 error, 0 warnings generated.\n");
}

TEST_F(ExpressionTest, RemainderByZeroIsAnError) {
  EXPECT_EQ(eval("7 % 0"), std::nullopt);
  ASSERT_EQ(diagnostics_.diagnostics().size(), 1u);
  EXPECT_EQ(diagnostics_.diagnostics()[0].code, "division-by-zero");
  EXPECT_EQ(diagnostics_.diagnostics()[0].message, "remainder by zero");
  EXPECT_EQ(diagnostics_.diagnostics()[0].location.column, 3u);
}

// vc4asm (doc/expressions.html): a negative count shifts the other way.
TEST_F(ExpressionTest, ShiftCountOutsideMinusSixtyThreeToSixtyThreeIsAnError) {
  EXPECT_EQ(eval("1 << 64"), std::nullopt);
  EXPECT_EQ(eval("1 >> -64"), std::nullopt);
  EXPECT_EQ(eval("1 << 63"), INT64_MIN);  // the largest count is fine
  EXPECT_EQ(eval("1 >> -1"), 2);
  EXPECT_EQ(eval("8 << -1"), 4);
  EXPECT_EQ(rendered(),
            "expr.s:1:3: error: shift count 64 is outside -63..63 [shift-out-of-range]\n"
            "  1 << 64\n"
            "    ^\n"
            "expr.s:1:3: error: shift count -64 is outside -63..63 [shift-out-of-range]\n"
            "  1 >> -64\n"
            "    ^\n"
            "2 errors, 0 warnings generated.\n");
}

TEST_F(ExpressionTest, MissingClosingParenthesisIsASyntaxError) {
  EXPECT_EQ(eval("(1 + 2"), std::nullopt);
  EXPECT_EQ(rendered(),
            "expr.s:1:7: error: expected ')' to close '(' [expected-token]\n"
            "  (1 + 2\n"
            "        ^\n"
            "1 error, 0 warnings generated.\n");
}

TEST_F(ExpressionTest, MissingOperandIsASyntaxError) {
  EXPECT_EQ(eval("1 +"), std::nullopt);
  EXPECT_EQ(eval("* 2"), std::nullopt);
  EXPECT_EQ(rendered(),
            "expr.s:1:4: error: expected an expression at end of line [expected-expression]\n"
            "  1 +\n"
            "     ^\n"
            "expr.s:1:1: error: expected an expression, found '*' [expected-expression]\n"
            "  * 2\n"
            "  ^\n"
            "2 errors, 0 warnings generated.\n");
}

TEST_F(ExpressionTest, ParsingStopsAtTheFirstTokenThatIsNotAnOperator) {
  ExprPtr e = parse("1 + 2, 3");
  ASSERT_TRUE(e);
  EXPECT_TRUE(cursor_->peek().is(","));
  EXPECT_EQ(evaluate(
                *e, [](std::string_view) { return std::nullopt; }, diagnostics_),
            3);
}

TEST_F(ExpressionTest, BinderReplacesSymbolsAtParseTime) {
  auto bind = [](const Token& t) -> ExprPtr {
    return t.text == "ten" ? Expr::constant(10, t.location) : nullptr;
  };
  ExprPtr e = parse("ten * later", bind);
  ASSERT_TRUE(e);
  EXPECT_EQ(firstSymbol(*e), "later");  // `ten` is no longer a symbol
  auto value = evaluate(
      *e,
      [](std::string_view name) {
        return name == "later" ? std::optional<int64_t>(4) : std::nullopt;
      },
      diagnostics_);
  EXPECT_EQ(value, 40);
}

TEST_F(ExpressionTest, FirstSymbolIsTheLeftmostSymbol) {
  ExprPtr e = parse("1 + foo * (bar - 2)");
  ASSERT_TRUE(e);
  EXPECT_EQ(firstSymbol(*e), "foo");
  ExprPtr constant = parse("1 + 2");
  ASSERT_TRUE(constant);
  EXPECT_EQ(firstSymbol(*constant), "");
}

TEST_F(ExpressionTest, ConstantOperandsAreFoldedWhenEvaluationCannotFail) {
  ExprPtr folded = parse("2 * (3 + 4) - -1");
  ASSERT_TRUE(folded);
  EXPECT_EQ(folded->kind, Expr::Kind::Constant);
  EXPECT_EQ(folded->value, 15);
  EXPECT_EQ(folded->depth, 1u);
  // Errors are left for evaluation, which reports them.
  ExprPtr division = parse("1 / 0");
  ASSERT_TRUE(division);
  EXPECT_EQ(division->kind, Expr::Kind::Binary);
  ExprPtr shift = parse("1 << 64");
  ASSERT_TRUE(shift);
  EXPECT_EQ(shift->kind, Expr::Kind::Binary);
  EXPECT_EQ(diagnostics_.errorCount(), 0u);
}

TEST_F(ExpressionTest, ConstantStepsOnASymbolAreCombined) {
  ExprPtr e = parse("x + 5 - 2 + 10");  // x + 13
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, Expr::Kind::Binary);
  EXPECT_EQ(e->op, "+");
  EXPECT_EQ(e->depth, 2u);
  EXPECT_EQ(e->nodes, 3u);
  ASSERT_EQ(e->rhs->kind, Expr::Kind::Constant);
  EXPECT_EQ(e->rhs->value, 13);
  symbols_ = {{"x", 100}};
  EXPECT_EQ(eval("x - 5 - 2"), 93);
  EXPECT_EQ(eval("x * 2 + 1 - 1"), 200);  // only + and - steps combine
}

TEST_F(ExpressionTest, NestingDeeperThanTheLimitIsAnErrorNotACrash) {
  std::string ok = std::string(256, '(') + "1" + std::string(256, ')');
  EXPECT_EQ(eval(ok), 1);
  std::string deep = std::string(300, '(') + "1" + std::string(300, ')');
  EXPECT_EQ(eval(deep), std::nullopt);
  std::string unary = std::string(300, '-') + "1";
  EXPECT_EQ(eval(unary), std::nullopt);
  ASSERT_EQ(diagnostics_.diagnostics().size(), 2u);
  EXPECT_EQ(diagnostics_.diagnostics()[0].code, "expression-too-deep");
  EXPECT_EQ(diagnostics_.diagnostics()[0].message,
            "expression nests more than 256 deep, counting the expressions of the functions it "
            "calls");
  EXPECT_EQ(diagnostics_.diagnostics()[0].location.column, 257u);  // the 257th '('
  EXPECT_EQ(diagnostics_.diagnostics()[1].location.column, 257u);  // the 257th '-'
}

TEST_F(ExpressionTest, MoreOperatorsThanTheLimitIsAnError) {
  std::string sum = "1";
  for (int i = 0; i < 2048; ++i) sum += "+1";
  EXPECT_EQ(eval(sum), 2049);
  EXPECT_EQ(eval(sum + "+1"), std::nullopt);
  ASSERT_EQ(diagnostics_.diagnostics().size(), 1u);
  EXPECT_EQ(diagnostics_.diagnostics()[0].code, "expression-too-deep");
  EXPECT_EQ(diagnostics_.diagnostics()[0].message, "expression has too many operators");
}

// ---- inside a program: labels and '.' -------------------------------------

TEST(ExpressionInProgram, DotIsTheAddressOfTheCurrentItem) {
  // Word-addressed: each emit is one address unit.
  auto r = assembleCore(
      "emit 0\n"
      "emit 0\n"
      "emit .\n"
      "emit . + 10\n"
      ".word .\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{0, 0, 2, 13, 4}));
}

TEST(ExpressionInProgram, DotCountsBytesOnAByteAddressedTarget) {
  CoreOptions options;
  options.unitBytes = 1;
  auto r = assembleCore("emit .\nemit .\n.word . - 8\npc\n", options);
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{0, 4, 0, 12}));
}

TEST(ExpressionInProgram, LabelsResolveBackwardAndForward) {
  auto r = assembleCore(
      "start: emit end - start\n"
      "       emit middle\n"
      "middle:\n"
      "       emit (end - middle) * 100 + start\n"
      "end:   emit end\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  // start = 0, middle = 2, end = 3.
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{3, 2, 100, 3}));
}

TEST(ExpressionInProgram, SavedDotKeepsTheAddressWhereItWasTaken) {
  auto r = assembleCore(
      "emit 0\n"
      "here = .\n"
      "emit 0\n"
      "emit here\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{0, 0, 1}));
}

TEST(ExpressionInProgram, EvaluationErrorsInOperandsAreAllReported) {
  auto r = assembleCore(
      "emit 1 / 0\n"
      "emit nowhere\n"
      "emit 1 << 99\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.errors, 3u);
  EXPECT_EQ(r.diagnostics,
            "test.s:1:8: error: division by zero [division-by-zero]\n"
            "  emit 1 / 0\n"
            "         ^\n"
            "test.s:2:6: error: undefined symbol 'nowhere' [undefined-symbol]\n"
            "  emit nowhere\n"
            "       ^\n"
            "test.s:3:8: error: shift count 99 is outside -63..63 [shift-out-of-range]\n"
            "  emit 1 << 99\n"
            "         ^\n"
            "3 errors, 0 warnings generated.\n");
}

// ---- symbols redefined in terms of themselves -------------------------------
// A `.set` value is bound where it is used, so `i = i + 1` builds on the previous
// tree; these prove such trees stay cheap or are refused, never crash or hang.

TEST(ExpressionGrowth, CounterRedefinedManyTimesStaysAConstant) {
  // Unfolded, 20000 levels overflowed the stack while evaluating.
  auto r = assembleCore("i = 0\n.rept 20000\ni = i + 1\n.endr\n.word i, i * 2\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{20000, 40000}));
}

TEST(ExpressionGrowth, PointerStepsOverALabelStayShallow) {
  // table = 1; each iteration moves p on by 2 - 1, so p = 1 + 20000.
  auto r = assembleCore(
      "emit 0\n"
      "table:\n"
      "p = table\n"
      ".rept 20000\n"
      "p = p + 2\n"
      "p = p - 1\n"
      ".endr\n"
      ".word p, p - 20003, p + 0xfffffffd - 20000\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{0, 20001, 0xfffffffe, 0xfffffffe}));
}

TEST(ExpressionGrowth, TooDeepAChainOverALabelIsAnError) {
  // `^` with a label cannot be folded: the tree deepens one level per line
  // until the 1024th iteration makes it 1025 levels deep.
  auto r = assembleCore(
      "top:\n"
      "p = top\n"
      ".rept 3000\n"
      "p = p ^ top\n"
      ".endr\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.errors, 3000u - 1023u);
  EXPECT_EQ(r.diagnostics.substr(0, r.diagnostics.find("test.s", 1)),
            "test.s:4:7: error: expression is more than 1024 levels deep, counting the values of "
            "the symbols it uses [expression-too-deep]\n"
            "  p = p ^ top\n"
            "        ^\n");
}

TEST(ExpressionGrowth, DoublingOverALabelIsRefusedBeforeItExplodes) {
  // x + x over a label doubles the tree: 2^(k+1) - 1 terms after k lines, over
  // 65536 at k = 16; iterations 16 to 64 are refused.
  auto r = assembleCore("top:\nx = top\n.rept 64\nx = x + x\n.endr\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.errors, 49u);
  EXPECT_EQ(r.diagnostics.substr(0, r.diagnostics.find("test.s", 1)),
            "test.s:4:7: error: expression has more than 65536 terms, counting the values of the "
            "symbols it uses [expression-too-large]\n"
            "  x = x + x\n"
            "        ^\n");
}

TEST(ExpressionGrowth, ForwardReferencesThroughDeepValuesAreBounded) {
  // .word s1 needs s1 (601 levels, ending in s2), which needs s2 (601 more).
  auto r = assembleCore(
      "top: emit 0\n"
      ".word s1\n"
      "s1 = s2\n"
      ".rept 600\n"
      "s1 = s1 ^ top\n"
      ".endr\n"
      "s2 = 7\n"
      ".rept 600\n"
      "s2 = s2 ^ top\n"
      ".endr\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:9:1: error: symbol's value is more than 1024 levels deep, counting the values "
            "of the symbols it uses [expression-too-deep]\n"
            "  s2 = s2 ^ top\n"
            "  ^\n"
            "1 error, 0 warnings generated.\n");
}

TEST(ExpressionGrowth, SharedForwardReferencesAreEvaluatedOnce) {
  // 100^4 paths lead from the .quad to s4; evaluating each path would not finish.
  std::string text;
  for (int level = 1; level <= 4; ++level) {
    std::string sum = fmt::format("s{}", level);
    for (int i = 1; i < 100; ++i) sum += fmt::format(" + s{}", level);
    text += (level == 1 ? std::string(".quad ") : fmt::format("s{} = ", level - 1)) + sum + "\n";
  }
  text += "s4 = 1\n";
  auto r = assembleCore(text);
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{100000000, 0}));
}

}  // namespace
}  // namespace gpuasm::testing
