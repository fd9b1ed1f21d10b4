#include "gpuasm/expression.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>

namespace gpuasm {

ExprPtr Expr::constant(int64_t value, SourceLocation where) {
  auto e = std::make_shared<Expr>();
  e->kind = Kind::Constant;
  e->value = value;
  e->location = where;
  return e;
}

const ExpressionFunction* findFunction(ExpressionFunctions functions, std::string_view name) {
  for (const ExpressionFunction& f : functions)
    if (f.name == name) return &f;
  return nullptr;
}

ExprPtr Expr::symbol(std::string name, SourceLocation where) {
  auto e = std::make_shared<Expr>();
  e->kind = Kind::Symbol;
  e->name = std::move(name);
  e->location = where;
  return e;
}

const Token& TokenCursor::peek(size_t ahead) const {
  size_t i = index_ + ahead;
  return i < tokens_.size() ? tokens_[i] : tokens_.back();
}

const Token& TokenCursor::next() {
  const Token& t = peek();
  if (index_ < tokens_.size() && t.kind != TokenKind::EndOfLine) ++index_;
  return t;
}

bool TokenCursor::accept(std::string_view punct) {
  if (!peek().is(punct)) return false;
  next();
  return true;
}

namespace {

// Binary operators by precedence level, loosest first (C's order).
constexpr std::array<std::array<std::string_view, 4>, 9> kLevels = {{
    {"||"},
    {"&&"},
    {"|"},
    {"^"},
    {"&"},
    {"==", "!="},
    {"<", "<=", ">", ">="},
    {"<<", ">>"},
    {"+", "-"},
}};
constexpr std::array<std::string_view, 3> kMultiplicative = {"*", "/", "%"};

class Parser {
 public:
  Parser(TokenCursor& cursor, const SymbolBinder& bind, DiagnosticEngine& diagnostics,
         ExpressionFunctions functions)
      : cursor_(cursor), bind_(bind), diagnostics_(diagnostics), functions_(functions) {}

  ExprPtr parse() { return binary(0); }

 private:
  std::optional<std::string_view> matchOperator(size_t level) {
    const Token& t = cursor_.peek();
    if (t.kind != TokenKind::Punct) return std::nullopt;
    if (level == kLevels.size()) {
      for (auto op : kMultiplicative)
        if (t.text == op) return op;
      return std::nullopt;
    }
    for (auto op : kLevels[level])
      if (!op.empty() && t.text == op) return op;
    return std::nullopt;
  }

  ExprPtr binary(size_t level) {
    if (level > kLevels.size()) return unary();
    ExprPtr lhs = binary(level + 1);
    while (lhs) {
      auto op = matchOperator(level);
      if (!op) break;
      SourceLocation where = cursor_.next().location;
      // A long operator chain builds a deep tree; bound it so that evaluating
      // and freeing it cannot exhaust the stack.
      if (++operators_ > kMaxOperators) {
        diagnostics_.error(where, "expression-too-deep", "expression has too many operators");
        return nullptr;
      }
      ExprPtr rhs = binary(level + 1);
      if (!rhs) return nullptr;
      lhs = node(Expr::Kind::Binary, *op, where, std::move(lhs), std::move(rhs));
    }
    return lhs;
  }

  ExprPtr unary() {
    const Token& t = cursor_.peek();
    if (t.is("-") || t.is("+") || t.is("~") || t.is("!")) {
      if (++depth_ > kMaxDepth) return tooDeep(t);
      cursor_.next();
      ExprPtr operand = unary();
      --depth_;
      if (!operand) return nullptr;
      return node(Expr::Kind::Unary, t.text, t.location, std::move(operand), nullptr);
    }
    return primary();
  }

  // An operator node. Bound symbol values make trees grow across statements
  // (`i = i + 1` in a .rept adds a level per iteration), so constants are
  // folded: `i = i + 1` stays one node, `p = p + 1` over a label two. Trees
  // too deep to evaluate or free on the stack, or too large to evaluate
  // quickly (`x = x + x` doubles), are refused.
  ExprPtr node(Expr::Kind kind, std::string_view op, SourceLocation where, ExprPtr lhs,
               ExprPtr rhs) {
    if (kind == Expr::Kind::Binary && (op == "+" || op == "-") &&
        rhs->kind == Expr::Kind::Constant && lhs->kind == Expr::Kind::Binary &&
        (lhs->op == "+" || lhs->op == "-") && lhs->rhs->kind == Expr::Kind::Constant) {
      // (x ± c1) ± c2 = x + (±c1 ± c2), modulo 2^64 like all arithmetic here.
      auto c1 = static_cast<uint64_t>(lhs->rhs->value), c2 = static_cast<uint64_t>(rhs->value);
      uint64_t sum = (lhs->op == "+" ? c1 : 0 - c1) + (op == "+" ? c2 : 0 - c2);
      rhs = Expr::constant(static_cast<int64_t>(sum), where);
      op = "+";
      lhs = lhs->lhs;
    }
    auto e = std::make_shared<Expr>();
    e->kind = kind;
    e->op = op;
    e->location = where;
    e->depth = 1 + std::max(lhs->depth, rhs ? rhs->depth : 0);
    e->nodes = static_cast<uint32_t>(
        std::min<uint64_t>(uint64_t{1} + lhs->nodes + (rhs ? rhs->nodes : 0), UINT32_MAX));
    e->lhs = std::move(lhs);
    e->rhs = std::move(rhs);
    return checkedAndFolded(std::move(e));
  }

  // Refuses a tree too large (see node()), and replaces one over constants
  // alone by its value.
  ExprPtr checkedAndFolded(std::shared_ptr<Expr> e) {
    SourceLocation where = e->location;
    if (e->depth > kMaxExpressionDepth) {
      diagnostics_.error(where, "expression-too-deep",
                         fmt::format("expression is more than {} levels deep, counting the values "
                                     "of the symbols it uses",
                                     kMaxExpressionDepth));
      return nullptr;
    }
    if (e->nodes > kMaxExpressionNodes) {
      diagnostics_.error(where, "expression-too-large",
                         fmt::format("expression has more than {} terms, counting the values of "
                                     "the symbols it uses",
                                     kMaxExpressionNodes));
      return nullptr;
    }
    static const SymbolResolver kNoSymbols = [](std::string_view) { return std::nullopt; };
    if (e->kind == Expr::Kind::Call) {
      // A call over constants is evaluated now, and a refused argument is
      // reported now, where it is written, whether or not the value is used.
      for (const ExprPtr& argument : e->arguments)
        if (argument->kind != Expr::Kind::Constant) return e;
      auto value = evaluate(*e, kNoSymbols, diagnostics_);
      return value ? Expr::constant(*value, where) : nullptr;
    }
    if (foldable(*e)) {
      if (auto value = evaluate(*e, kNoSymbols, diagnostics_)) return Expr::constant(*value, where);
    }
    return e;
  }

  // Constant operands whose evaluation cannot fail (errors are left for
  // evaluation, which reports them where the value is used).
  static bool foldable(const Expr& e) {
    if (e.lhs->kind != Expr::Kind::Constant) return false;
    if (!e.rhs) return true;
    if (e.rhs->kind != Expr::Kind::Constant) return false;
    int64_t b = e.rhs->value;
    if ((e.op == "/" || e.op == "%") && b == 0) return false;
    if ((e.op == "<<" || e.op == ">>") && (b < 0 || b > 63)) return false;
    return true;
  }

  ExprPtr primary() {
    const Token& t = cursor_.peek();
    switch (t.kind) {
      case TokenKind::Integer:
        cursor_.next();
        return Expr::constant(static_cast<int64_t>(t.value), t.location);
      case TokenKind::Identifier: {
        if (cursor_.peek(1).is("(")) return call();
        cursor_.next();
        ExprPtr bound = bind_(t);
        return bound ? bound : Expr::symbol(std::string(t.text), t.location);
      }
      case TokenKind::Punct:
        if (t.is("(")) {
          if (++depth_ > kMaxDepth) return tooDeep(t);
          cursor_.next();
          ExprPtr inner = binary(0);
          --depth_;
          if (!inner) return nullptr;
          if (!cursor_.accept(")")) {
            diagnostics_.error(cursor_.peek().location, "expected-token",
                               "expected ')' to close '('");
            return nullptr;
          }
          return inner;
        }
        break;
      default:
        break;
    }
    diagnostics_.error(t.location, "expected-expression",
                       t.kind == TokenKind::EndOfLine
                           ? std::string("expected an expression at end of line")
                           : fmt::format("expected an expression, found '{}'", t.text));
    return nullptr;
  }

  // `name(arg, ...)`, the cursor at the name.
  ExprPtr call() {
    const Token& name = cursor_.next();
    const ExpressionFunction* function = findFunction(functions_, name.text);
    if (!function) {
      diagnostics_.error(name.location, "unknown-function",
                         fmt::format("unknown function '{}'", name.text));
      return nullptr;
    }
    const Token& open = cursor_.next();
    if (++depth_ > kMaxDepth) return tooDeep(open);
    std::vector<ExprPtr> arguments;
    if (!cursor_.peek().is(")")) {
      do {
        ExprPtr argument = binary(0);
        if (!argument) return nullptr;
        arguments.push_back(std::move(argument));
      } while (cursor_.accept(","));
    }
    --depth_;
    if (!cursor_.accept(")")) {
      diagnostics_.error(cursor_.peek().location, "expected-token",
                         fmt::format("expected ',' or ')' in the arguments of '{}'", name.text));
      return nullptr;
    }
    if (arguments.size() < function->minArguments || arguments.size() > function->maxArguments) {
      diagnostics_.error(name.location, "argument-count",
                         fmt::format("'{}' takes {} ({}), not {}", function->name,
                                     countText(*function), function->parameters, arguments.size()));
      return nullptr;
    }
    auto e = std::make_shared<Expr>();
    e->kind = Expr::Kind::Call;
    e->name = std::string(name.text);
    e->location = name.location;
    e->function = function;
    uint64_t nodes = 1;
    for (const ExprPtr& argument : arguments) {
      e->depth = std::max(e->depth, 1 + argument->depth);
      nodes += argument->nodes;
    }
    e->nodes = static_cast<uint32_t>(std::min<uint64_t>(nodes, UINT32_MAX));
    e->arguments = std::move(arguments);
    return checkedAndFolded(std::move(e));
  }

  static std::string countText(const ExpressionFunction& f) {
    auto plural = [](uint32_t n) { return n == 1 ? "" : "s"; };
    if (f.maxArguments == ExpressionFunction::kAnyCount)
      return fmt::format("{} or more argument{}", f.minArguments, plural(f.minArguments));
    if (f.minArguments == f.maxArguments)
      return fmt::format("{} argument{}", f.minArguments, plural(f.minArguments));
    return fmt::format("{} to {} arguments", f.minArguments, f.maxArguments);
  }

  ExprPtr tooDeep(const Token& t) {
    diagnostics_.error(t.location, "expression-too-deep", "expression nests too deeply");
    return nullptr;
  }

  static constexpr int kMaxDepth = 256;
  static constexpr int kMaxOperators = 2048;
  int operators_ = 0;
  TokenCursor& cursor_;
  const SymbolBinder& bind_;
  DiagnosticEngine& diagnostics_;
  ExpressionFunctions functions_;
  int depth_ = 0;
};

// Arithmetic wraps modulo 2^64, as an assembler's integers should; done on
// unsigned values because signed overflow is undefined in C++.
std::optional<int64_t> apply(const Expr& e, int64_t a, int64_t b, DiagnosticEngine& diagnostics) {
  auto ua = static_cast<uint64_t>(a), ub = static_cast<uint64_t>(b);
  std::string_view op = e.op;
  if (op == "+") return static_cast<int64_t>(ua + ub);
  if (op == "-") return static_cast<int64_t>(ua - ub);
  if (op == "*") return static_cast<int64_t>(ua * ub);
  if (op == "/" || op == "%") {
    if (b == 0) {
      diagnostics.error(e.location, "division-by-zero",
                        op == "/" ? "division by zero" : "remainder by zero");
      return std::nullopt;
    }
    if (a == INT64_MIN && b == -1) return op == "/" ? a : 0;
    return op == "/" ? a / b : a % b;
  }
  if (op == "<<" || op == ">>") {
    if (b < 0 || b > 63) {
      diagnostics.error(e.location, "shift-out-of-range",
                        fmt::format("shift count {} is outside 0..63", b));
      return std::nullopt;
    }
    return op == "<<" ? static_cast<int64_t>(ua << b) : a >> b;
  }
  if (op == "&") return a & b;
  if (op == "|") return a | b;
  if (op == "^") return a ^ b;
  if (op == "==") return a == b;
  if (op == "!=") return a != b;
  if (op == "<") return a < b;
  if (op == "<=") return a <= b;
  if (op == ">") return a > b;
  if (op == ">=") return a >= b;
  if (op == "&&") return a && b;
  return a || b;  // "||"
}

// Out of line so that evaluate()'s recursive frame stays small: deep trees
// recurse once per level, and sanitizer builds make every local costly.
[[gnu::noinline]] void reportUndefined(const Expr& e, DiagnosticEngine& diagnostics) {
  diagnostics.error(e.location, "undefined-symbol", fmt::format("undefined symbol '{}'", e.name));
}

// Out of line like reportUndefined: the argument values live in this frame,
// not in every level of evaluate()'s recursion.
[[gnu::noinline]] std::optional<int64_t> evaluateCall(const Expr& e, const SymbolResolver& resolve,
                                                      DiagnosticEngine& diagnostics) {
  std::vector<int64_t> values;
  values.reserve(e.arguments.size());
  for (const ExprPtr& argument : e.arguments) {
    auto v = evaluate(*argument, resolve, diagnostics);
    if (!v) return std::nullopt;  // the first failure only, as for operators
    values.push_back(*v);
  }
  FunctionError error;
  auto value = e.function->compute(values, error);
  if (!value) {
    SourceLocation where = error.argument && *error.argument < e.arguments.size()
                               ? e.arguments[*error.argument]->location
                               : e.location;
    diagnostics.error(where, error.code, fmt::format("{}: {}", e.name, error.message));
  }
  return value;
}

}  // namespace

ExprPtr parseExpression(TokenCursor& cursor, const SymbolBinder& bind,
                        DiagnosticEngine& diagnostics, ExpressionFunctions functions) {
  return Parser(cursor, bind, diagnostics, functions).parse();
}

std::optional<int64_t> evaluate(const Expr& e, const SymbolResolver& resolve,
                                DiagnosticEngine& diagnostics) {
  switch (e.kind) {
    case Expr::Kind::Constant:
      return e.value;
    case Expr::Kind::Symbol: {
      // A defined symbol whose own definition fails to evaluate has already
      // been reported by the resolver; calling it undefined too would be wrong.
      size_t errorsBefore = diagnostics.errorCount();
      auto value = resolve(e.name);
      if (!value && diagnostics.errorCount() == errorsBefore) reportUndefined(e, diagnostics);
      return value;
    }
    case Expr::Kind::Unary: {
      auto v = evaluate(*e.lhs, resolve, diagnostics);
      if (!v) return std::nullopt;
      if (e.op == "-") return static_cast<int64_t>(0 - static_cast<uint64_t>(*v));
      if (e.op == "~") return ~*v;
      if (e.op == "!") return !*v;
      return *v;
    }
    case Expr::Kind::Binary: {
      // Stop at the first failure: a value built by doubling (`x2 = x1 + x1`,
      // ...) shares one failing leaf along 2^n paths, and visiting them all
      // would report the same error that many times (found by fuzz_assembler).
      auto a = evaluate(*e.lhs, resolve, diagnostics);
      if (!a) return std::nullopt;
      auto b = evaluate(*e.rhs, resolve, diagnostics);
      if (!b) return std::nullopt;
      return apply(e, *a, *b, diagnostics);
    }
    case Expr::Kind::Call:
      return evaluateCall(e, resolve, diagnostics);
  }
  return std::nullopt;
}

std::string firstSymbol(const Expr& e) {
  if (e.kind == Expr::Kind::Symbol) return e.name;
  if (e.lhs) {
    if (auto s = firstSymbol(*e.lhs); !s.empty()) return s;
  }
  if (e.rhs) return firstSymbol(*e.rhs);
  for (const ExprPtr& argument : e.arguments) {
    if (auto s = firstSymbol(*argument); !s.empty()) return s;
  }
  return {};
}

}  // namespace gpuasm
