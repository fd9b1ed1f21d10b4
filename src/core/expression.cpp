#include "gpuasm/expression.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <utility>

namespace gpuasm {

int64_t Value::asWord() const {
  if (!isFloat) return integer;
  return static_cast<int64_t>(std::bit_cast<uint32_t>(static_cast<float>(real)));
}

ExprPtr Expr::constant(Value value, SourceLocation where) {
  if (!value.isFloat) return constant(value.integer, where);
  auto e = std::make_shared<Expr>();
  e->kind = Kind::Constant;
  e->isFloat = true;
  e->real = value.real;
  e->value = value.asWord();
  e->location = where;
  return e;
}

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

bool TokenCursor::accept(std::string_view punct) {
  if (!peek().is(punct)) return false;
  next();
  return true;
}

namespace {

// Binary operators by precedence level, loosest first: C's order, with
// vc4asm's additions (doc/expressions.html, "Operators and precedence").
constexpr std::array<std::array<std::string_view, 8>, 12> kLevels = {{
    {"||"},
    {"^^", "!^^"},
    {"&&"},
    {"|"},
    {"^", "!^"},
    {"&"},
    {"==", "!=", "===", "!=="},
    {"<", "<=", ">", ">=", "<=>"},
    {"<<", ">>", "<<<", ">>>", "><<", ">><", "><<<", ">>><"},
    {"+", "-"},
    {"*", "/", "%"},
    {"**"},
}};

// vc4asm's alphanumeric unary operators: `log2 8` as well as `log2(8)`.
constexpr std::array<std::string_view, 23> kNamedOperators = {
    "abs",   "ceil", "floor", "exp",   "exp2",  "exp10", "log",  "log2",
    "log10", "cos",  "sin",   "tan",   "acos",  "asin",  "atan", "cosh",
    "sinh",  "tanh", "acosh", "asinh", "atanh", "erf",   "erfc"};

class Parser {
 public:
  Parser(TokenCursor& cursor, const SymbolBinder& bind, DiagnosticEngine& diagnostics,
         ExpressionFunctions functions, SourceFunctions* sourceFunctions, ExpressionSyntax syntax)
      : cursor_(cursor),
        bind_(bind),
        diagnostics_(diagnostics),
        functions_(functions),
        sourceFunctions_(sourceFunctions),
        syntax_(syntax),
        depth_(sourceFunctions ? static_cast<int>(sourceFunctions->enclosingDepth()) : 0) {}

  ExprPtr parse() { return binary(0); }

 private:
  std::optional<std::string_view> matchOperator(size_t level) {
    const Token& t = cursor_.peek();
    if (t.kind != TokenKind::Punct) return std::nullopt;
    for (auto op : kLevels[level])
      if (!op.empty() && t.text == op) return op;
    return std::nullopt;
  }

  ExprPtr binary(size_t level) {
    if (level >= kLevels.size()) return unary();
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
    if (t.kind == TokenKind::Identifier && isNamedOperator(t.text) &&
        startsOperand(cursor_.peek(1))) {
      if (++depth_ > kMaxDepth) return tooDeep(t);
      cursor_.next();
      ExprPtr operand = unary();
      --depth_;
      if (!operand) return nullptr;
      return node(Expr::Kind::Unary, namedOperator(t.text), t.location, std::move(operand),
                  nullptr);
    }
    return primary();
  }

  static bool startsOperand(const Token& t) {
    return t.kind == TokenKind::Integer || t.kind == TokenKind::Float ||
           t.kind == TokenKind::Identifier || t.is("(") || t.is("-") || t.is("+") || t.is("~") ||
           t.is("!");
  }

  // The operator's name as a view that outlives the token (Expr::op).
  static std::string_view namedOperator(std::string_view name) {
    for (std::string_view op : kNamedOperators)
      if (op == name) return op;
    return {};
  }

  // An operator node. Bound symbol values make trees grow across statements
  // (`i = i + 1` in a .rept adds a level per iteration), so constants are
  // folded: `i = i + 1` stays one node, `p = p + 1` over a label two. Trees
  // too deep to evaluate or free on the stack, or too large to evaluate
  // quickly (`x = x + x` doubles), are refused.
  ExprPtr node(Expr::Kind kind, std::string_view op, SourceLocation where, ExprPtr lhs,
               ExprPtr rhs) {
    if (kind == Expr::Kind::Binary && (op == "+" || op == "-") &&
        rhs->kind == Expr::Kind::Constant && !rhs->isFloat && lhs->kind == Expr::Kind::Binary &&
        (lhs->op == "+" || lhs->op == "-") && lhs->rhs->kind == Expr::Kind::Constant &&
        !lhs->rhs->isFloat) {
      // (x ± c1) ± c2 = x + (±c1 ± c2), modulo 2^64 like all integer arithmetic.
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
      DiagnosticEngine quiet(diagnostics_.sources());
      if (auto value = evaluateValue(*e, kNoSymbols, quiet)) return Expr::constant(*value, where);
    }
    return e;
  }

  // Constant operands whose evaluation cannot fail (errors are left for
  // evaluation, which reports them where the value is used).
  // (evaluated quietly: a failure stays in the tree for evaluation to report)
  static bool foldable(const Expr& e) {
    if (e.lhs->kind != Expr::Kind::Constant) return false;
    return !e.rhs || e.rhs->kind == Expr::Kind::Constant;
  }

  ExprPtr primary() {
    const Token& t = cursor_.peek();
    switch (t.kind) {
      case TokenKind::Integer:
        cursor_.next();
        return Expr::constant(static_cast<int64_t>(t.value), t.location);
      case TokenKind::Float:
        cursor_.next();
        return Expr::constant(Value::ofFloat(std::bit_cast<double>(t.value)), t.location);
      case TokenKind::Identifier: {
        if (cursor_.peek(1).is("(")) return call();
        if (syntax_.symbolVariants && cursor_.peek(1).is("@")) return symbolWithVariant();
        cursor_.next();
        ExprPtr bound = bind_(t);
        return bound ? bound : Expr::symbol(std::string(t.text), t.location);
      }
      case TokenKind::Punct:
        if (syntax_.colonLabels && t.is(":")) {
          const Token& name = cursor_.peek(1);
          if (name.kind == TokenKind::Integer &&
              name.text.find_first_not_of("0123456789") == std::string_view::npos) {
            // `:1`, a numbered label by name: the binder picks its definition
            cursor_.next();
            Token label = cursor_.next();
            label.kind = TokenKind::Identifier;
            ExprPtr bound = bind_(label);
            return bound ? bound : Expr::symbol(std::string(label.text), label.location);
          }
          if (name.kind == TokenKind::Identifier || name.kind == TokenKind::Integer) {
            cursor_.next();
            return primary();
          }
        }
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

  // `sym@rel32@lo`, the cursor at the symbol: as LLVM's lexer reads it, the
  // variant's words and their '@'s written together, right after the first '@'.
  ExprPtr symbolWithVariant() {
    const Token& symbol = cursor_.next();
    std::string name(symbol.text);
    const Token* previous = &cursor_.next();  // the '@'
    name += '@';
    auto adjacent = [](const Token& a, const Token& b) {
      return a.text.data() + a.text.size() == b.text.data();
    };
    for (bool first = true;; first = false) {
      const Token& word = cursor_.peek();
      if (!adjacent(*previous, word) ||
          (word.kind != TokenKind::Identifier && word.kind != TokenKind::Integer)) {
        if (!first) break;
        diagnostics_.error(word.location, "expected-token",
                           "expected a relocation variant right after '@' (sym@rel32@lo)");
        return nullptr;
      }
      name += word.text;
      cursor_.next();
      if (!cursor_.peek().is("@") || !adjacent(word, cursor_.peek())) break;
      previous = &cursor_.next();
      name += '@';
    }
    return Expr::symbol(std::move(name), symbol.location);
  }

  // `name(arg, ...)`, the cursor at the name.
  ExprPtr call() {
    const Token& name = cursor_.next();
    if (sourceFunctions_ && sourceFunctions_->readsOwnArguments(name.text))
      return sourceFunctions_->expandOwnArguments(name, cursor_);
    bool fromSource = sourceFunctions_ && sourceFunctions_->defines(name.text);
    const ExpressionFunction* function = fromSource ? nullptr : findFunction(functions_, name.text);
    if (!function && !fromSource) {
      diagnostics_.error(name.location, "unknown-function",
                         fmt::format("unknown function '{}'", name.text));
      return nullptr;
    }
    const Token& open = cursor_.next();
    if (++depth_ > kMaxDepth) return tooDeep(open);
    std::vector<ExprPtr> arguments;
    if (!cursor_.peek().is(")")) {
      do {
        ExprPtr argument = fromSource ? sourceFunctions_->targetArgument(cursor_) : nullptr;
        if (!argument) argument = binary(0);
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
    if (fromSource) {
      return sourceFunctions_->expand(name, std::move(arguments),
                                      static_cast<uint32_t>(depth_) + 1);
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
    diagnostics_.error(t.location, "expression-too-deep",
                       fmt::format("expression nests more than {} deep, counting the "
                                   "expressions of the functions it calls",
                                   kMaxDepth));
    return nullptr;
  }

  static constexpr int kMaxDepth = 256;
  static constexpr int kMaxOperators = 2048;
  int operators_ = 0;
  TokenCursor& cursor_;
  const SymbolBinder& bind_;
  DiagnosticEngine& diagnostics_;
  ExpressionFunctions functions_;
  SourceFunctions* sourceFunctions_;
  ExpressionSyntax syntax_;
  int depth_ = 0;
};

// Integer arithmetic wraps modulo 2^64, as an assembler's integers should;
// done on unsigned values because signed overflow is undefined in C++. A
// float on either side makes the operation a float one (vc4asm's rules,
// doc/expressions.html); the bitwise operators take integers only.
[[gnu::noinline]] std::optional<Value> needsIntegers(const Expr& e, DiagnosticEngine& diagnostics) {
  diagnostics.error(e.location, "not-integer",
                    fmt::format("'{}' needs integer operands, not floating-point ones", e.op));
  return std::nullopt;
}

Value ofBool(bool b) {
  return Value::ofInteger(b ? 1 : 0);
}

bool isTrue(const Value& v) {
  return v.isFloat ? v.real != 0 : v.integer != 0;
}

// `<<` `>>` (arithmetic; a float's exponent moves), `<<<` `>>>` (logical); a
// negative count shifts the other way.
std::optional<Value> shift(const Expr& e, const Value& a, const Value& b,
                           DiagnosticEngine& diagnostics) {
  std::string_view op = e.op;
  if (b.isFloat) return needsIntegers(e, diagnostics);
  int64_t count = b.integer;
  if (count < -63 || count > 63) {
    diagnostics.error(e.location, "shift-out-of-range",
                      fmt::format("shift count {} is outside -63..63", count));
    return std::nullopt;
  }
  bool arithmetic = op == "<<" || op == ">>";
  bool left = (op == "<<" || op == "<<<") == (count >= 0);
  int n = static_cast<int>(count < 0 ? -count : count);
  if (a.isFloat) {
    if (!arithmetic) return needsIntegers(e, diagnostics);
    return Value::ofFloat(std::ldexp(a.real, left ? n : -n));
  }
  auto u = static_cast<uint64_t>(a.integer);
  if (left) return Value::ofInteger(static_cast<int64_t>(u << n));
  return Value::ofInteger(arithmetic ? a.integer >> n : static_cast<int64_t>(u >> n));
}

// `><<` `>><` rotate 32 bits, `><<<` `>>><` 64 bits; the count wraps.
std::optional<Value> rotate(const Expr& e, const Value& a, const Value& b,
                            DiagnosticEngine& diagnostics) {
  if (a.isFloat || b.isFloat) return needsIntegers(e, diagnostics);
  bool left = e.op == "><<" || e.op == "><<<";
  if (e.op.size() == 3) {
    auto x = static_cast<uint32_t>(a.integer);
    int n = static_cast<int>(static_cast<uint64_t>(b.integer) % 32);
    return Value::ofInteger(left ? std::rotl(x, n) : std::rotr(x, n));
  }
  auto x = static_cast<uint64_t>(a.integer);
  int n = static_cast<int>(static_cast<uint64_t>(b.integer) % 64);
  return Value::ofInteger(static_cast<int64_t>(left ? std::rotl(x, n) : std::rotr(x, n)));
}

int64_t integerPower(int64_t base, int64_t exponent) {
  if (exponent < 0) return base == 1 ? 1 : base == -1 ? (exponent % 2 ? -1 : 1) : 0;
  uint64_t result = 1, b = static_cast<uint64_t>(base);
  for (auto e = static_cast<uint64_t>(exponent); e; e >>= 1, b *= b)
    if (e & 1) result *= b;
  return static_cast<int64_t>(result);
}

std::optional<Value> compare(std::string_view op, const Value& a, const Value& b) {
  if (op == "===" || op == "!==") {
    bool same = a.isFloat == b.isFloat &&
                (a.isFloat ? (a.real == b.real || (std::isnan(a.real) && std::isnan(b.real)))
                           : a.integer == b.integer);
    return ofBool(op == "===" ? same : !same);
  }
  int order = 0;
  if (a.isFloat || b.isFloat) {
    double x = a.asReal(), y = b.asReal();
    if (std::isnan(x) || std::isnan(y)) {
      if (op == "<=>") return Value::ofInteger(-0x80000000LL);
      return ofBool(op == "!=");
    }
    order = x < y ? -1 : x > y ? 1 : 0;
  } else {
    order = a.integer < b.integer ? -1 : a.integer > b.integer ? 1 : 0;
  }
  if (op == "<=>") return Value::ofInteger(order);
  if (op == "==") return ofBool(order == 0);
  if (op == "!=") return ofBool(order != 0);
  if (op == "<") return ofBool(order < 0);
  if (op == "<=") return ofBool(order <= 0);
  if (op == ">") return ofBool(order > 0);
  return ofBool(order >= 0);  // ">="
}

std::optional<Value> apply(const Expr& e, const Value& a, const Value& b,
                           DiagnosticEngine& diagnostics) {
  std::string_view op = e.op;
  if (op == "<<" || op == ">>" || op == "<<<" || op == ">>>") return shift(e, a, b, diagnostics);
  if (op.starts_with("><") || op.ends_with("><")) return rotate(e, a, b, diagnostics);
  if (op == "==" || op == "!=" || op == "<" || op == "<=" || op == ">" || op == ">=" ||
      op == "<=>" || op == "===" || op == "!==") {
    return compare(op, a, b);
  }
  if (op == "&&") return ofBool(isTrue(a) && isTrue(b));
  if (op == "||") return ofBool(isTrue(a) || isTrue(b));
  if (op == "^^") return ofBool(isTrue(a) != isTrue(b));
  if (op == "!^^") return ofBool(isTrue(a) == isTrue(b));
  if (op == "&" || op == "|" || op == "^" || op == "!^") {
    if (a.isFloat || b.isFloat) return needsIntegers(e, diagnostics);
    if (op == "&") return Value::ofInteger(a.integer & b.integer);
    if (op == "|") return Value::ofInteger(a.integer | b.integer);
    if (op == "^") return Value::ofInteger(a.integer ^ b.integer);
    return Value::ofInteger(~(a.integer ^ b.integer));
  }
  if (a.isFloat || b.isFloat) {
    double x = a.asReal(), y = b.asReal();
    if (op == "+") return Value::ofFloat(x + y);
    if (op == "-") return Value::ofFloat(x - y);
    if (op == "*") return Value::ofFloat(x * y);
    if (op == "/") return Value::ofFloat(x / y);
    if (op == "%") return Value::ofFloat(std::fmod(x, y));
    return Value::ofFloat(std::pow(x, y));  // "**"
  }
  int64_t x = a.integer, y = b.integer;
  auto ux = static_cast<uint64_t>(x), uy = static_cast<uint64_t>(y);
  if (op == "+") return Value::ofInteger(static_cast<int64_t>(ux + uy));
  if (op == "-") return Value::ofInteger(static_cast<int64_t>(ux - uy));
  if (op == "*") return Value::ofInteger(static_cast<int64_t>(ux * uy));
  if (op == "**") return Value::ofInteger(integerPower(x, y));
  // "/" and "%"
  if (y == 0) {
    diagnostics.error(e.location, "division-by-zero",
                      op == "/" ? "division by zero" : "remainder by zero");
    return std::nullopt;
  }
  if (x == INT64_MIN && y == -1) return Value::ofInteger(op == "/" ? x : 0);
  return Value::ofInteger(op == "/" ? x / y : x % y);
}

// Unary + - ~ ! and the alphanumeric operators; ceil and floor give integers,
// the exponential, logarithmic, trigonometric and error functions floats.
std::optional<Value> applyUnary(const Expr& e, const Value& v, DiagnosticEngine& diagnostics) {
  std::string_view op = e.op;
  if (op == "+") return v;
  if (op == "-") {
    if (v.isFloat) return Value::ofFloat(-v.real);
    return Value::ofInteger(static_cast<int64_t>(0 - static_cast<uint64_t>(v.integer)));
  }
  if (op == "!") return ofBool(!isTrue(v));
  if (op == "~") {
    if (v.isFloat) return needsIntegers(e, diagnostics);
    return Value::ofInteger(~v.integer);
  }
  if (op == "abs") {
    if (v.isFloat) return Value::ofFloat(std::fabs(v.real));
    return Value::ofInteger(
        v.integer < 0 ? static_cast<int64_t>(0 - static_cast<uint64_t>(v.integer)) : v.integer);
  }
  if (op == "ceil" || op == "floor") {
    if (!v.isFloat) return v;
    double r = op == "ceil" ? std::ceil(v.real) : std::floor(v.real);
    if (!(r >= -9.2e18 && r <= 9.2e18)) {
      diagnostics.error(e.location, "value-out-of-range",
                        fmt::format("{} {} does not fit in a 64-bit integer", op, v.real));
      return std::nullopt;
    }
    return Value::ofInteger(static_cast<int64_t>(r));
  }
  double x = v.asReal();
  using Function = double (*)(double);
  static constexpr std::pair<std::string_view, Function> kFunctions[] = {
      {"exp", [](double a) { return std::exp(a); }},
      {"exp2", [](double a) { return std::exp2(a); }},
      {"exp10", [](double a) { return std::pow(10.0, a); }},
      {"log", [](double a) { return std::log(a); }},
      {"log2", [](double a) { return std::log2(a); }},
      {"log10", [](double a) { return std::log10(a); }},
      {"cos", [](double a) { return std::cos(a); }},
      {"sin", [](double a) { return std::sin(a); }},
      {"tan", [](double a) { return std::tan(a); }},
      {"acos", [](double a) { return std::acos(a); }},
      {"asin", [](double a) { return std::asin(a); }},
      {"atan", [](double a) { return std::atan(a); }},
      {"cosh", [](double a) { return std::cosh(a); }},
      {"sinh", [](double a) { return std::sinh(a); }},
      {"tanh", [](double a) { return std::tanh(a); }},
      {"acosh", [](double a) { return std::acosh(a); }},
      {"asinh", [](double a) { return std::asinh(a); }},
      {"atanh", [](double a) { return std::atanh(a); }},
      {"erf", [](double a) { return std::erf(a); }},
      {"erfc", [](double a) { return std::erfc(a); }},
  };
  for (const auto& [name, function] : kFunctions)
    if (name == op) return Value::ofFloat(function(x));
  return v;
}

// Out of line so that evaluate()'s recursive frame stays small: deep trees
// recurse once per level, and sanitizer builds make every local costly.
[[gnu::noinline]] void reportUndefined(const Expr& e, DiagnosticEngine& diagnostics) {
  diagnostics.error(e.location, "undefined-symbol", fmt::format("undefined symbol '{}'", e.name));
}

// Out of line like reportUndefined: the argument values live in this frame,
// not in every level of evaluate()'s recursion.
[[gnu::noinline]] std::optional<Value> evaluateCall(const Expr& e, const SymbolResolver& resolve,
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
    return std::nullopt;
  }
  return Value::ofInteger(*value);
}

}  // namespace

ExprPtr parseExpression(TokenCursor& cursor, const SymbolBinder& bind,
                        DiagnosticEngine& diagnostics, ExpressionFunctions functions,
                        SourceFunctions* sourceFunctions, ExpressionSyntax syntax) {
  return Parser(cursor, bind, diagnostics, functions, sourceFunctions, syntax).parse();
}

bool isNamedOperator(std::string_view name) {
  return std::find(kNamedOperators.begin(), kNamedOperators.end(), name) != kNamedOperators.end();
}

std::optional<int64_t> evaluate(const Expr& e, const SymbolResolver& resolve,
                                DiagnosticEngine& diagnostics) {
  if (e.kind == Expr::Kind::Constant) return e.value;
  auto value = evaluateValue(e, resolve, diagnostics);
  if (!value) return std::nullopt;
  return value->asWord();
}

std::optional<Value> evaluateValue(const Expr& e, const SymbolResolver& resolve,
                                   DiagnosticEngine& diagnostics) {
  switch (e.kind) {
    case Expr::Kind::Constant:
      return e.constantValue();
    case Expr::Kind::Symbol: {
      // A defined symbol whose own definition fails to evaluate has already
      // been reported by the resolver; calling it undefined too would be wrong.
      size_t errorsBefore = diagnostics.errorCount();
      auto value = resolve(e.name);
      if (!value && diagnostics.errorCount() == errorsBefore) reportUndefined(e, diagnostics);
      if (!value) return std::nullopt;
      return Value::ofInteger(*value);
    }
    case Expr::Kind::Unary: {
      auto v = evaluateValue(*e.lhs, resolve, diagnostics);
      if (!v) return std::nullopt;
      return applyUnary(e, *v, diagnostics);
    }
    case Expr::Kind::Binary: {
      // Stop at the first failure: a value built by doubling (`x2 = x1 + x1`,
      // ...) shares one failing leaf along 2^n paths, and visiting them all
      // would report the same error that many times (found by fuzz_assembler).
      auto a = evaluateValue(*e.lhs, resolve, diagnostics);
      if (!a) return std::nullopt;
      auto b = evaluateValue(*e.rhs, resolve, diagnostics);
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
