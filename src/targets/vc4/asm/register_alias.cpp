#include "targets/vc4/asm/register_alias.hpp"

#include <fmt/format.h>

#include <memory>
#include <vector>

#include "targets/vc4/asm/syntax.hpp"

namespace gpuasm::vc4 {
namespace {

bool endsOffset(const Token& t) {
  return t.kind == TokenKind::EndOfLine || t.is(",") || t.is(";") || t.is("<<") || t.is(">>");
}

}  // namespace

std::optional<std::string> offsetRegister(std::string_view spelling, int64_t offset,
                                          std::string& error) {
  size_t dot = spelling.find('.', 1);
  std::string_view base = spelling.substr(0, dot);
  std::string_view suffixes = dot == std::string_view::npos ? "" : spelling.substr(dot);
  size_t digits = base.size() >= 2 && lowerAscii(base[0]) == 'r' &&
                          (lowerAscii(base[1]) == 'a' || lowerAscii(base[1]) == 'b')
                      ? 2
                      : 1;
  std::string_view prefix = base.substr(0, digits);
  std::string_view number = base.substr(std::min(digits, base.size()));
  bool numbered = lowerAscii(base[0]) == 'r' && !number.empty() && number.size() <= 2 &&
                  number.find_first_not_of("0123456789") == std::string_view::npos;
  if (!numbered) {
    error = fmt::format(
        "'{}' has no register number to add to: register arithmetic works on raN, rbN and "
        "the accumulators r0..r5",
        base);
    return std::nullopt;
  }
  int64_t limit = digits == 2 ? 63 : 5;
  int64_t n = std::stoll(std::string(number)) + offset;
  if (n < 0 || n > limit) {
    error = fmt::format("{} {} {} is register number {}, outside {}0..{}{}", base,
                        offset < 0 ? '-' : '+', offset < 0 ? -offset : offset, n, prefix, prefix,
                        limit);
    return std::nullopt;
  }
  return fmt::format("{}{}{}", prefix, n, suffixes);
}

TargetValuePtr namedValue(const InstructionContext& ctx, std::string_view name,
                          std::string_view& suffixes) {
  suffixes = {};
  if (TargetValuePtr value = ctx.targetValue(name)) return value;
  size_t dot = name.find('.', 1);
  if (dot == std::string_view::npos) return nullptr;
  TargetValuePtr value = ctx.targetValue(name.substr(0, dot));
  if (value) suffixes = name.substr(dot);
  return value;
}

std::optional<RegisterOperand> parseRegisterOperand(TokenCursor& cursor, InstructionContext& ctx,
                                                    IsRegisterName isRegister, bool& failed) {
  const Token& t = cursor.peek();
  if (t.kind != TokenKind::Identifier) return std::nullopt;
  RegisterOperand out;
  out.location = t.location;
  std::string_view ownSuffixes;
  if (TargetValuePtr value = namedValue(ctx, t.text, ownSuffixes)) {
    const auto* alias = dynamic_cast<const RegisterAlias*>(value.get());
    if (!alias) return std::nullopt;
    out.written = alias->spelling();
    if (!ownSuffixes.empty()) out.moved = alias->spelling() + std::string(ownSuffixes);
    out.alias = std::move(value);
    out.fromAlias = true;
  } else if (isRegister(splitDots(t.text).base)) {
    out.written = t.text;
  } else {
    return std::nullopt;
  }
  cursor.next();
  if (!cursor.peek().is("+") && !cursor.peek().is("-")) return out;
  bool minus = cursor.next().is("-");
  std::vector<Token> tokens;
  int depth = 0;
  while (!(depth == 0 && endsOffset(cursor.peek())) && cursor.peek().kind != TokenKind::EndOfLine) {
    if (cursor.peek().is("(")) ++depth;
    if (cursor.peek().is(")")) --depth;
    tokens.push_back(cursor.next());
  }
  tokens = asLine(std::move(tokens), cursor.peek().location);
  TokenCursor sub(tokens);
  ExprPtr offset = ctx.parseExpression(sub);
  failed = true;
  if (!offset) return std::nullopt;
  if (!sub.atEnd()) {
    ctx.diagnostics().error(sub.peek().location, "unexpected-token",
                            fmt::format("unexpected '{}' in the register offset", sub.peek().text));
    return std::nullopt;
  }
  if (offset->kind != Expr::Kind::Constant) {
    ctx.diagnostics().error(offset->location, "not-constant",
                            fmt::format("the offset added to register '{}' must be an integer "
                                        "known here ('{}' is not)",
                                        out.spelling(), firstSymbol(*offset)));
    return std::nullopt;
  }
  std::string error;
  auto moved = offsetRegister(out.spelling(), minus ? -offset->value : offset->value, error);
  if (!moved) {
    ctx.diagnostics().error(out.location, "value-out-of-range", error);
    return std::nullopt;
  }
  failed = false;
  out.moved = *moved;
  return out;
}

std::string notRegisterReason(const InstructionContext& ctx, std::string_view name,
                              std::string_view expected) {
  if (ctx.isIntegerSymbol(name)) {
    return fmt::format(
        "'{}' is a number or a label, not a register: {} (a register alias is made with "
        "'.set {}, <register>')",
        name, expected, name);
  }
  if (auto value = ctx.targetValue(name)) {
    return fmt::format("'{}' is {}: {}", name, value->describe(), expected);
  }
  return fmt::format("'{}' is not a register: {}", name, expected);
}

}  // namespace gpuasm::vc4
