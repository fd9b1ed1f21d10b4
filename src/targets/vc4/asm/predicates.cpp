#include "targets/vc4/asm/predicates.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <vector>

#include "targets/vc4/asm/register_alias.hpp"
#include "targets/vc4/asm/syntax.hpp"
#include "targets/vc4/isa.hpp"

namespace gpuasm::vc4 {
namespace {

constexpr std::array<std::string_view, 14> kPredicates = {
    "isConstant", "isLdPE", "isLdPES",    "isLdPEU",    "isSmallImmd", "isRegister",  "isRegfileA",
    "isRegfileB", "isAccu", "isReadable", "isWritable", "isRotate",    "isSemaphore", "isLabel"};

// What the argument is.
struct Argument {
  enum class Kind { Constant, PerElement, Register, Semaphore, Label } kind = Kind::Constant;
  Value value;                    // Constant
  std::vector<int64_t> elements;  // PerElement
  std::string base;               // Register: its name without suffixes
  bool rotated = false;           // Register: `r5 << 2`, `ra0 >> r5`
};

bool isNumbered(std::string_view base, char file) {
  if (base.size() < 3 || base.size() > 4 || base[0] != 'r' || base[1] != file) return false;
  std::string_view digits = base.substr(2);
  if (digits.find_first_not_of("0123456789") != std::string_view::npos) return false;
  int n = 0;
  for (char c : digits) n = n * 10 + (c - '0');
  return n < 64;
}

bool isAccumulator(std::string_view base) {
  return accumulatorByName(base).has_value() || isR5WriteName(base);
}

bool isRegisterName(std::string_view name) {
  std::string_view base = name.substr(0, name.find('.'));
  return isNumbered(base, 'a') || isNumbered(base, 'b') || isAccumulator(base) ||
         readRegisterByName(base) || writeRegisterByName(base);
}

bool inFile(std::string_view base, bool fileA) {
  if (isAccumulator(base)) return false;
  if (isNumbered(base, fileA ? 'a' : 'b')) return true;
  for (auto reg : {readRegisterByName(base), writeRegisterByName(base)}) {
    if (reg && (fileA ? reg->addressA : reg->addressB)) return true;
  }
  return false;
}

bool readable(std::string_view base) {
  return isNumbered(base, 'a') || isNumbered(base, 'b') || accumulatorByName(base) ||
         readRegisterByName(base);
}

bool writable(std::string_view base) {
  return isNumbered(base, 'a') || isNumbered(base, 'b') || writeRegisterByName(base);
}

bool smallImmediate(const Value& v) {
  if (v.isFloat) return smallImmediateForFloat(static_cast<uint32_t>(v.asWord())).has_value();
  return smallImmediateForInteger(v.integer).has_value();
}

bool evaluate(std::string_view predicate, const Argument& a) {
  using Kind = Argument::Kind;
  bool isRegister = a.kind == Kind::Register;
  auto perElement = [&](int64_t low, int64_t high) {
    return a.kind == Kind::PerElement &&
           std::all_of(a.elements.begin(), a.elements.end(),
                       [&](int64_t e) { return e >= low && e <= high; });
  };
  if (predicate == "isConstant") return a.kind == Kind::Constant;
  if (predicate == "isLdPE") return perElement(-2, 3);
  if (predicate == "isLdPES") return perElement(-2, 1);
  if (predicate == "isLdPEU") return perElement(0, 3);
  if (predicate == "isSmallImmd") return a.kind == Kind::Constant && smallImmediate(a.value);
  if (predicate == "isRegister") return isRegister || a.kind == Kind::Semaphore;
  if (predicate == "isRegfileA") return isRegister && inFile(a.base, true);
  if (predicate == "isRegfileB") return isRegister && inFile(a.base, false);
  if (predicate == "isAccu") return isRegister && isAccumulator(a.base);
  if (predicate == "isReadable")
    return (isRegister && readable(a.base)) || a.kind == Kind::Semaphore;
  if (predicate == "isWritable") return isRegister && writable(a.base);
  if (predicate == "isRotate") return isRegister && a.rotated;
  if (predicate == "isSemaphore") return a.kind == Kind::Semaphore;
  return a.kind == Kind::Label;  // "isLabel"
}

// The argument between the parentheses, as its own line.
std::optional<TokenLine> argumentTokens(const Token& name, TokenCursor& cursor,
                                        InstructionContext& ctx) {
  cursor.next();  // '('
  TokenLine tokens;
  int depth = 0;
  while (!cursor.atEnd() && !(depth == 0 && cursor.peek().is(")"))) {
    if (cursor.peek().is("(") || cursor.peek().is("[")) ++depth;
    if (cursor.peek().is(")") || cursor.peek().is("]")) --depth;
    tokens.push_back(cursor.next());
  }
  if (!cursor.accept(")") || tokens.empty()) {
    ctx.diagnostics().error(cursor.peek().location, "expected-token",
                            fmt::format("expected one argument and ')' after '{}('", name.text));
    return std::nullopt;
  }
  Token end;
  end.location = cursor.peek().location;
  tokens.push_back(end);
  return tokens;
}

std::optional<Argument> readArgument(TokenCursor& sub, InstructionContext& ctx) {
  Argument a;
  const Token& first = sub.peek();
  if (first.is("[")) {
    sub.next();
    a.kind = Argument::Kind::PerElement;
    do {
      ExprPtr e = ctx.parseExpression(sub);
      if (!e) return std::nullopt;
      if (e->kind != Expr::Kind::Constant) {
        ctx.diagnostics().error(e->location, "not-constant",
                                "a per-element value must be an integer known here");
        return std::nullopt;
      }
      a.elements.push_back(e->value);
    } while (sub.accept(","));
    if (!sub.accept("]")) {
      ctx.diagnostics().error(sub.peek().location, "expected-token", "expected ']'");
      return std::nullopt;
    }
    return a;
  }
  std::string_view text = first.text;
  bool semaphore =
      first.kind == TokenKind::Identifier &&
      (text.starts_with("sacq") || text.starts_with("srel")) &&
      (text.size() == 4 ? sub.peek(1).is("(")
                        : text.substr(4).find_first_not_of("0123456789") == std::string_view::npos);
  if (semaphore) {
    a.kind = Argument::Kind::Semaphore;
    while (!sub.atEnd()) sub.next();
    return a;
  }
  bool failed = false;
  if (auto reg = parseRegisterOperand(sub, ctx, isRegisterName, failed)) {
    a.kind = Argument::Kind::Register;
    a.base = reg->spelling().substr(0, reg->spelling().find('.', 1));
    if (sub.accept("<<") || sub.accept(">>")) {
      a.rotated = true;
      while (!sub.atEnd()) sub.next();
    }
    return a;
  }
  if (failed) return std::nullopt;
  ExprPtr e = ctx.parseExpression(sub);
  if (!e) return std::nullopt;
  if (e->kind == Expr::Kind::Constant) {
    a.value = e->constantValue();
  } else {
    a.kind = Argument::Kind::Label;  // depends on a label (or a symbol defined later)
  }
  return a;
}

}  // namespace

bool isPredicateName(std::string_view name) {
  return std::find(kPredicates.begin(), kPredicates.end(), name) != kPredicates.end();
}

ExprPtr parsePredicate(const Token& name, TokenCursor& cursor, InstructionContext& ctx) {
  auto tokens = argumentTokens(name, cursor, ctx);
  if (!tokens) return nullptr;
  TokenCursor sub(*tokens);
  auto argument = readArgument(sub, ctx);
  if (!argument) return nullptr;
  if (!sub.atEnd()) {
    ctx.diagnostics().error(
        sub.peek().location, "unexpected-token",
        fmt::format("unexpected '{}' in the argument of '{}'", sub.peek().text, name.text));
    return nullptr;
  }
  return Expr::constant(evaluate(name.text, *argument) ? 1 : 0, name.location);
}

}  // namespace gpuasm::vc4
