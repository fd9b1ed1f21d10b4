#include "targets/gcn/instruction.hpp"

#include <fmt/format.h>

#include <cstdint>

namespace gpuasm::gcn {
namespace {

// `sym`, `sym@variant`, or either plus or minus a constant: the literal of a
// relocation when the symbol carries a variant or (in an object source) is
// defined nowhere. nullopt: an ordinary value.
std::optional<LiteralRelocation> relocationOf(const Expr& expr, const EncodeContext& ctx,
                                              bool objectSource) {
  const Expr* symbol = &expr;
  const Expr* addend = nullptr;
  bool minus = false;
  if (expr.kind == Expr::Kind::Binary && (expr.op == "+" || expr.op == "-") && expr.lhs &&
      expr.lhs->kind == Expr::Kind::Symbol) {
    symbol = expr.lhs.get();
    addend = expr.rhs.get();
    minus = expr.op == "-";
  }
  if (symbol->kind != Expr::Kind::Symbol) return std::nullopt;
  LiteralRelocation r;
  r.location = symbol->location;
  const size_t at = symbol->name.find('@');
  if (at != std::string::npos) {
    // Asked for, so that the core never keeps it encoded before layout.
    (void)ctx.defines(symbol->name);
    r.symbol = symbol->name.substr(0, at);
    r.variant = symbol->name.substr(at + 1);
  } else {
    if (!objectSource || ctx.defines(symbol->name)) return std::nullopt;
    r.symbol = symbol->name;
  }
  if (addend) {
    auto v = ctx.evaluate(*addend);
    if (!v) return r;
    r.addend = minus ? -*v : *v;
  }
  return r;
}

}  // namespace

void Instruction::encode(const EncodeContext& ctx, std::span<uint8_t> out) const {
  // Most instructions are known whole at parse time: their words (and
  // literal) little-endian, a dword at a time.
  auto store = [&out](uint32_t at, uint32_t value) {
    out[at] = static_cast<uint8_t>(value);
    out[at + 1] = static_cast<uint8_t>(value >> 8);
    out[at + 2] = static_cast<uint8_t>(value >> 16);
    out[at + 3] = static_cast<uint8_t>(value >> 24);
  };
  if (!deferredLiteral && !branchTarget) {
    store(0, static_cast<uint32_t>(word));
    if (dwords == 2) store(4, static_cast<uint32_t>(word >> 32));
    if (hasLiteral) store(dwords * 4u, literal);
    return;
  }
  uint64_t w = word;
  uint32_t lit = literal;
  std::optional<LiteralRelocation> relocation;
  if (deferredLiteral)
    relocation = relocationOf(*deferredLiteral, ctx, relocations && relocations->objectSource);
  if (relocation) {
    if (relocation->addend < INT32_MIN || relocation->addend > UINT32_MAX) {
      ctx.diagnostics().error(relocation->location, "value-out-of-range",
                              fmt::format("addend {} does not fit in 32 bits", relocation->addend));
    }
    lit = static_cast<uint32_t>(relocation->addend);
    if (relocations) {
      if (&ctx.diagnostics() == relocations->diagnostics)
        relocations->literals[ctx.address + dwords * 4u] = std::move(*relocation);
    } else {
      ctx.diagnostics().error(relocation->location, "relocation",
                              "a relocated literal needs an ELF object (--format elf)");
    }
  } else if (deferredLiteral) {
    if (auto v = ctx.evaluate(*deferredLiteral)) {
      if (*v < INT32_MIN || *v > UINT32_MAX) {
        ctx.diagnostics().error(location, "value-out-of-range",
                                fmt::format("literal {} does not fit in 32 bits", *v));
      }
      lit = static_cast<uint32_t>(*v);
    }
  }
  if (branchTarget) {
    if (auto target = ctx.evaluate(*branchTarget)) {
      int64_t delta = *target - static_cast<int64_t>(ctx.address) - 4;
      if (delta % 4 != 0 || delta / 4 < INT16_MIN || delta / 4 > INT16_MAX) {
        ctx.diagnostics().error(
            branchLocation, "branch-out-of-range",
            fmt::format("branch target is {} bytes away: a branch reaches -131072 to 131068 "
                        "bytes after the next instruction, in whole dwords",
                        delta));
      } else {
        w = sopp::simm16.insert(w, static_cast<uint16_t>(delta / 4));
      }
    }
  }
  for (uint32_t i = 0; i < dwords * 4u; ++i) out[i] = static_cast<uint8_t>(w >> (8 * i));
  if (hasLiteral)
    for (uint32_t i = 0; i < 4; ++i) out[dwords * 4u + i] = static_cast<uint8_t>(lit >> (8 * i));
}

}  // namespace gpuasm::gcn
