// Expressions over integers and floating-point numbers with the operators of
// vc4asm (doc/expressions.html), which include C's: ** * / % + - << >> <<<
// >>> ><< >>< ><<< >>>< < <= > >= <=> == != === !== & ^ !^ | && ^^ !^^ ||,
// unary + - ~ ! and the alphanumeric unary operators (abs, floor, log2, sin,
// ...: `log2 8` or `log2(8)`), parentheses over numbers, symbols, labels, '.'
// (the current address) and calls `name(arg, ...)` of the functions a target
// offers. Parsed once into an immutable tree; labels stay symbolic until layout.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "gpuasm/diagnostics.hpp"
#include "gpuasm/lexer.hpp"

namespace gpuasm {

// A typed value: an integer or a floating-point number (`1.0`, `2e3`,
// `log2 8`). Integer arithmetic wraps modulo 2^64; a float meets an integer
// as a float. Where only an integer fits (an instruction field, `.int`), a
// float stands for its IEEE-754 single-precision bits, as vc4 loads `1.0`.
struct Value {
  bool isFloat = false;
  int64_t integer = 0;
  double real = 0;

  static Value ofInteger(int64_t v) { return {false, v, 0}; }
  static Value ofFloat(double v) { return {true, 0, v}; }
  double asReal() const { return isFloat ? real : static_cast<double>(integer); }
  int64_t asWord() const;  // the integer, or the float's single-precision bits
};

struct Expr;
using ExprPtr = std::shared_ptr<const Expr>;

// Why a function refused its arguments.
struct FunctionError {
  std::string code = "value-out-of-range";
  std::string message;
  std::optional<size_t> argument;  // the argument at fault (the error points there), if one is
};

// A pure integer function that expressions call as `name(arg, ...)`. Targets
// offer theirs as a table (TargetAssembler::expressionFunctions); a call holds
// a pointer to its row, so the table must outlive the expressions parsed with it.
struct ExpressionFunction {
  static constexpr uint32_t kAnyCount = UINT32_MAX;
  std::string_view name;
  uint32_t minArguments = 0;
  uint32_t maxArguments = 0;    // kAnyCount: no upper limit
  std::string_view parameters;  // "num, stride, addr": named in argument-count errors
  // The value, or nullopt after filling `error`. Arguments arrive in order,
  // their count within the limits above.
  std::optional<int64_t> (*compute)(std::span<const int64_t> arguments,
                                    FunctionError& error) = nullptr;
};
using ExpressionFunctions = std::span<const ExpressionFunction>;

// The function called `name` (case-sensitive), or nullptr.
const ExpressionFunction* findFunction(ExpressionFunctions functions, std::string_view name);

struct Expr {
  enum class Kind : uint8_t { Constant, Symbol, Unary, Binary, Call };
  Kind kind = Kind::Constant;
  int64_t value = 0;     // Constant: an integer, or a float's single-precision bits
  bool isFloat = false;  // Constant: a float, `real` its value
  double real = 0;
  std::string name;     // Symbol; Call: the function's name
  std::string_view op;  // Unary / Binary operator
  SourceLocation location;
  ExprPtr lhs, rhs;
  const ExpressionFunction* function = nullptr;  // Call
  std::vector<ExprPtr> arguments;                // Call
  // Size of the tree, bound symbol values included: levels down to the deepest
  // leaf, and nodes counted as a tree (a value used twice counts twice).
  uint32_t depth = 1;
  uint32_t nodes = 1;

  static ExprPtr constant(int64_t value, SourceLocation where);
  static ExprPtr constant(Value value, SourceLocation where);
  Value constantValue() const { return isFloat ? Value::ofFloat(real) : Value::ofInteger(value); }
  static ExprPtr symbol(std::string name, SourceLocation where);
};

// The largest expression tree the parser builds, bound symbol values included:
// shallow enough to evaluate and free recursively on an ordinary stack, and
// small enough to evaluate quickly however often it is used.
inline constexpr uint32_t kMaxExpressionDepth = 1024;
inline constexpr uint32_t kMaxExpressionNodes = 1u << 16;

// Reads tokens of one line, left to right.
class TokenCursor {
 public:
  explicit TokenCursor(std::span<const Token> tokens) : tokens_(tokens) {}
  // Past the end: the last token (the line's EndOfLine). Inline: a parser
  // calls these several times a token.
  const Token& peek(size_t ahead = 0) const {
    const size_t i = index_ + ahead;
    return i < tokens_.size() ? tokens_[i] : tokens_.back();
  }
  const Token& next() {
    const Token& t = peek();
    if (index_ < tokens_.size() && t.kind != TokenKind::EndOfLine) ++index_;
    return t;
  }
  bool atEnd() const { return peek().kind == TokenKind::EndOfLine; }
  bool accept(std::string_view punct);
  size_t position() const { return index_; }
  void seek(size_t index) { index_ = index; }
  std::span<const Token> rest() const { return tokens_.subspan(index_); }

 private:
  std::span<const Token> tokens_;
  size_t index_ = 0;
};

// Turns an identifier into an expression node at parse time: a `.set` value,
// a reference to a label to be resolved later, '.', ...
using SymbolBinder = std::function<ExprPtr(const Token& identifier)>;

// Functions the source itself defines (vc4asm's `.set f(a, b) a + b` and
// `.func`): a call of one is replaced by the function's value for its
// arguments, worked out where it is called.
class SourceFunctions {
 public:
  virtual ~SourceFunctions() = default;
  virtual bool defines(std::string_view name) const = 0;
  // The value of `name(arguments)` as an expression; nullptr after an error.
  // `depth` is how deeply the call sits in the expression being parsed: the
  // function's own expressions go on from there (enclosingDepth), so that
  // calls inside calls stay within one parser depth limit and its stack.
  virtual ExprPtr expand(const Token& name, std::vector<ExprPtr> arguments, uint32_t depth) = 0;
  // The depth a parse starts at: that of the call being expanded, or 0.
  virtual uint32_t enclosingDepth() const { return 0; }
  // A function that reads its own argument tokens, which need not be
  // expressions (vc4's `isAccu(r0)`): called with the cursor at '(', it
  // consumes through ')'. nullptr after an error.
  virtual bool readsOwnArguments(std::string_view /*name*/) const { return false; }
  // An argument of one of these functions that is a value of the target's
  // own rather than a number (vc4: a register, `f(r0)`), the cursor at it:
  // consumed up to the ',' or ')' after it and returned as an expression that
  // expand() binds the parameter to it by; nullptr, consuming nothing, for an
  // ordinary expression.
  virtual ExprPtr targetArgument(TokenCursor& /*cursor*/) { return nullptr; }
  virtual ExprPtr expandOwnArguments(const Token& /*name*/, TokenCursor& /*cursor*/) {
    return nullptr;
  }
};

// Parses an expression; reports and returns nullptr on a syntax error. An
// identifier followed by '(' is a call of one of `sourceFunctions` or else of
// `functions`: an unknown name or a wrong argument count is an error. Calls
// whose arguments are all constants are evaluated here; the others when their
// symbols have values. `syntax` adds a dialect's own forms.
struct ExpressionSyntax {
  // `sym@rel32@lo` (the '@' and the names written against the symbol and each
  // other) is one symbol of that name (DirectiveDialect::symbolVariants),
  // never bound to a value.
  bool symbolVariants = false;
  // vc4asm's label reference `:name`, and `:1` for the latest numbered label
  // `1` (`1b`; `:1f` is `1f`) (DirectiveDialect::colonLabels).
  bool colonLabels = false;
};
ExprPtr parseExpression(TokenCursor& cursor, const SymbolBinder& bind,
                        DiagnosticEngine& diagnostics, ExpressionFunctions functions = {},
                        SourceFunctions* sourceFunctions = nullptr, ExpressionSyntax syntax = {});

// Looks up a symbol's final value; nullopt when it is undefined.
using SymbolResolver = std::function<std::optional<int64_t>(std::string_view name)>;

// Evaluates; reports undefined symbols, division by zero, bad shifts and
// arguments a function refuses.
std::optional<int64_t> evaluate(const Expr& expr, const SymbolResolver& resolve,
                                DiagnosticEngine& diagnostics);
// The same with its type: a float stays a float (`.float`, `.double`, `.if`).
std::optional<Value> evaluateValue(const Expr& expr, const SymbolResolver& resolve,
                                   DiagnosticEngine& diagnostics);

// The alphanumeric unary operators (`log2 8`), by name; nullptr for others.
bool isNamedOperator(std::string_view name);

// The first symbol that `expr` depends on, or empty if it is a constant.
std::string firstSymbol(const Expr& expr);

}  // namespace gpuasm
