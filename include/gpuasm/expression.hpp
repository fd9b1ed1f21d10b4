// Integer expressions: + - * / % << >> & | ^ ~ ! comparisons && || and
// parentheses over numbers, symbols, labels and '.' (the current address).
// Parsed once into an immutable tree; labels stay symbolic until layout.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "gpuasm/diagnostics.hpp"
#include "gpuasm/lexer.hpp"

namespace gpuasm {

struct Expr;
using ExprPtr = std::shared_ptr<const Expr>;

struct Expr {
  enum class Kind : uint8_t { Constant, Symbol, Unary, Binary };
  Kind kind = Kind::Constant;
  int64_t value = 0;    // Constant
  std::string name;     // Symbol
  std::string_view op;  // Unary / Binary operator
  SourceLocation location;
  ExprPtr lhs, rhs;
  // Size of the tree, bound symbol values included: levels down to the deepest
  // leaf, and nodes counted as a tree (a value used twice counts twice).
  uint32_t depth = 1;
  uint32_t nodes = 1;

  static ExprPtr constant(int64_t value, SourceLocation where);
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
  const Token& peek(size_t ahead = 0) const;
  const Token& next();
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

// Parses an expression; reports and returns nullptr on a syntax error.
ExprPtr parseExpression(TokenCursor& cursor, const SymbolBinder& bind,
                        DiagnosticEngine& diagnostics);

// Looks up a symbol's final value; nullopt when it is undefined.
using SymbolResolver = std::function<std::optional<int64_t>(std::string_view name)>;

// Evaluates; reports undefined symbols, division by zero and bad shifts.
std::optional<int64_t> evaluate(const Expr& expr, const SymbolResolver& resolve,
                                DiagnosticEngine& diagnostics);

// The first symbol that `expr` depends on, or empty if it is a constant.
std::string firstSymbol(const Expr& expr);

}  // namespace gpuasm
