#include "targets/gcn/data_relocations.hpp"

#include <fmt/format.h>

#include <optional>
#include <string>
#include <vector>

namespace gpuasm::gcn {
namespace {

// A symbol in a field's value, added (sign 1) or subtracted (-1).
struct Term {
  std::string symbol, variant;      // variant: what follows '@' (`ext@rel64`)
  std::optional<uint32_t> section;  // a label's; nullopt: defined nowhere in the file
  int64_t address = 0;              // a label's, its section's base included
  int sign = 1;
  SourceLocation location;
};

// The field's value as terms plus a constant, as LLVM's MCExpr::evaluateAsRelocatable
// reads it: `+` and `-` of symbols and constants, any other operator over constants only.
struct LinearValue {
  std::vector<Term> terms;
  int64_t constant = 0;
  std::optional<SourceLocation> inexpressible;  // an operator over a symbol, a float
};

// Whether `e` names a symbol that is a label, has a variant or is defined nowhere.
bool namesRelocatable(const Expr& e, const EncodeContext& ctx) {
  switch (e.kind) {
    case Expr::Kind::Constant:
      return false;
    case Expr::Kind::Symbol:
      return e.name.find('@') != std::string::npos || ctx.labelSection(e.name) ||
             !ctx.defines(e.name);
    case Expr::Kind::Unary:
      return namesRelocatable(*e.lhs, ctx);
    case Expr::Kind::Binary:
      return namesRelocatable(*e.lhs, ctx) || namesRelocatable(*e.rhs, ctx);
    case Expr::Kind::Call:
      for (const ExprPtr& argument : e.arguments)
        if (namesRelocatable(*argument, ctx)) return true;
      return false;
  }
  return false;
}

// a + sign * b, wrapping modulo 2^64 as the core's arithmetic does.
int64_t plus(int64_t a, int sign, int64_t b) {
  const auto u = static_cast<uint64_t>(b);
  return static_cast<int64_t>(static_cast<uint64_t>(a) + (sign < 0 ? 0 - u : u));
}

void collect(const Expr& e, int sign, const EncodeContext& ctx, LinearValue& out) {
  if (out.inexpressible) return;
  if (e.kind == Expr::Kind::Symbol && namesRelocatable(e, ctx)) {
    Term t;
    t.sign = sign;
    t.location = e.location;
    if (const size_t at = e.name.find('@'); at != std::string::npos) {
      t.symbol = e.name.substr(0, at);
      t.variant = e.name.substr(at + 1);
    } else {
      t.symbol = e.name;
      t.section = ctx.labelSection(e.name);
      if (t.section) t.address = ctx.evaluate(e).value_or(0);
    }
    out.terms.push_back(std::move(t));
    return;
  }
  // (each node is looked at once: a deep tree costs its size, not its size times its depth)
  if (e.kind == Expr::Kind::Unary && (e.op == "-" || e.op == "+")) {
    collect(*e.lhs, e.op == "-" ? -sign : sign, ctx, out);
    return;
  }
  if (e.kind == Expr::Kind::Binary && (e.op == "+" || e.op == "-")) {
    collect(*e.lhs, sign, ctx, out);
    collect(*e.rhs, e.op == "-" ? -sign : sign, ctx, out);
    return;
  }
  if (namesRelocatable(e, ctx) || (e.kind == Expr::Kind::Constant && e.isFloat)) {
    out.inexpressible = e.location;
    return;
  }
  if (auto v = ctx.evaluate(e)) out.constant = plus(out.constant, sign, *v);
}

// Takes out each label added and subtracted in one section (their
// difference is a constant), and each symbol defined nowhere that is both.
void cancelPairs(LinearValue& value) {
  std::vector<Term>& terms = value.terms;
  for (size_t i = 0; i < terms.size(); ++i) {
    for (size_t j = i + 1; j < terms.size(); ++j) {
      const Term &a = terms[i], &b = terms[j];
      if (a.sign == b.sign || !a.variant.empty() || !b.variant.empty()) continue;
      const bool sameLabelSection = a.section && b.section && *a.section == *b.section;
      const bool sameUndefined = !a.section && !b.section && a.symbol == b.symbol;
      if (!sameLabelSection && !sameUndefined) continue;
      value.constant = plus(plus(value.constant, a.sign, a.address), b.sign, b.address);
      terms.erase(terms.begin() + static_cast<std::ptrdiff_t>(j));
      terms.erase(terms.begin() + static_cast<std::ptrdiff_t>(i));
      --i;
      break;
    }
  }
}

void writeLittleEndian(std::span<uint8_t> out, int64_t value) {
  for (size_t b = 0; b < out.size(); ++b)
    out[b] = static_cast<uint8_t>(static_cast<uint64_t>(value) >> (8 * b));
}

}  // namespace

bool encodeDataRelocation(const DataField& field, const EncodeContext& ctx, RelocationSink& sink) {
  const Expr& e = field.value;
  if (!namesRelocatable(e, ctx)) return false;
  DiagnosticEngine& diagnostics = ctx.diagnostics();
  LinearValue value;
  collect(e, 1, ctx, value);
  if (value.inexpressible) {
    diagnostics.error(*value.inexpressible, "relocation",
                      "no relocation can express this value: a data field that names a label or "
                      "a symbol defined elsewhere holds the symbol plus a constant, or the symbol "
                      "less a label of the field's own section (sym - .)");
    return true;
  }
  cancelPairs(value);
  // A difference of labels of one section: a constant, which the core writes.
  if (value.terms.empty()) return false;
  const Term* target = nullptr;
  const Term* base = nullptr;
  for (const Term& t : value.terms) {
    const Term*& slot = t.sign > 0 ? target : base;
    if (slot) {
      target = nullptr;
      break;
    }
    slot = &t;
  }
  if (!target) {
    diagnostics.error(e.location, "relocation",
                      "no relocation can express this value: a data field holds one symbol plus a "
                      "constant, or one symbol less a label of the field's own section (sym - .)");
    return true;
  }
  if (base) {
    if (!base->section || *base->section != field.section || !base->variant.empty() ||
        !target->variant.empty()) {
      diagnostics.error(base->location, "relocation",
                        fmt::format("cannot represent a difference across sections: '{}' is not "
                                    "a label of the field's own section (a PC-relative "
                                    "relocation subtracts the field's own address)",
                                    base->symbol));
      return true;
    }
    // S - B + C = S + (C + P - B) - P: R_AMDGPU_REL32/64's S + A - P.
    value.constant =
        plus(plus(value.constant, 1, static_cast<int64_t>(field.address)), -1, base->address);
  }
  const size_t width = field.out.size();
  if (width != 4 && width != 8) {
    diagnostics.error(
        target->location, "relocation",
        fmt::format("a {}-byte field cannot hold '{}': AMDGPU relocates 4- and 8-byte "
                    "data only (R_AMDGPU_ABS32, ABS64, REL32, REL64)",
                    width, target->symbol));
    return true;
  }
  if (!target->variant.empty()) {
    const bool wide = target->variant == "rel64";
    if (wide != (width == 8)) {
      diagnostics.error(target->location, "relocation",
                        fmt::format("'{}@{}' is a {}-byte relocation in a {}-byte field",
                                    target->symbol, target->variant, wide ? 8 : 4, width));
      return true;
    }
  }
  if (width == 4 && (value.constant < INT32_MIN || value.constant > UINT32_MAX)) {
    diagnostics.error(e.location, "value-out-of-range",
                      fmt::format("addend {} does not fit in 32 bits", value.constant));
    return true;
  }
  LiteralRelocation r;
  r.symbol = target->symbol;
  r.variant = target->variant;
  r.addend = value.constant;
  r.location = target->location;
  r.data = true;
  r.pcRelative = base != nullptr;
  r.bytes = static_cast<uint8_t>(width);
  writeLittleEndian(field.out, value.constant);
  sink.literals[field.address] = std::move(r);
  return true;
}

}  // namespace gpuasm::gcn
