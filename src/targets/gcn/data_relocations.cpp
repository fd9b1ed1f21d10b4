#include "targets/gcn/data_relocations.hpp"

#include <fmt/format.h>

#include <optional>
#include <string>
#include <vector>

#include "targets/gcn/relocation_variants.hpp"

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

// Whether a symbol of `e` is a `.set` symbol (whose value may name a label).
bool namesSetSymbol(const Expr& e, const EncodeContext& ctx) {
  switch (e.kind) {
    case Expr::Kind::Constant:
      return false;
    case Expr::Kind::Symbol:
      return ctx.setValue(e.name.substr(0, e.name.find('@'))) != nullptr;
    case Expr::Kind::Unary:
      return namesSetSymbol(*e.lhs, ctx);
    case Expr::Kind::Binary:
      return namesSetSymbol(*e.lhs, ctx) || namesSetSymbol(*e.rhs, ctx);
    case Expr::Kind::Call:
      for (const ExprPtr& argument : e.arguments)
        if (namesSetSymbol(*argument, ctx)) return true;
      return false;
  }
  return false;
}

// `e` with each `.set` symbol replaced by what it stands for, as llvm-mc
// reads `.long x` before `.set x, label` (the label's relocation, not its
// offset): a chain of them followed to its end, every node placed at the use.
class SetExpansion {
 public:
  SetExpansion(const EncodeContext& ctx, SourceLocation use) : ctx_(ctx), use_(use) {}

  // nullptr after reporting.
  ExprPtr expand(const Expr& e, uint32_t chain = 0) {
    if (++nodes_ > kMaxExpressionNodes) {
      if (!failed_)
        ctx_.diagnostics().error(use_, "expression-too-large",
                                 fmt::format("the value has more than {} terms, counting the "
                                             "values of the '.set' symbols it names",
                                             kMaxExpressionNodes));
      failed_ = true;
      return nullptr;
    }
    if (e.kind == Expr::Kind::Symbol) return symbol(e, chain);
    auto copy = std::make_shared<Expr>(e);
    copy->location = use_;
    if (e.lhs && !(copy->lhs = expand(*e.lhs, chain))) return nullptr;
    if (e.rhs && !(copy->rhs = expand(*e.rhs, chain))) return nullptr;
    for (ExprPtr& argument : copy->arguments)
      if (!(argument = expand(*argument, chain))) return nullptr;
    return copy;
  }

 private:
  // A chain longer than this is one that comes back to itself (`.set a, b`,
  // `.set b, a`): llvm-mc-14 says "Recursive use of 'b'".
  static constexpr uint32_t kMaxChain = 64;

  ExprPtr symbol(const Expr& e, uint32_t chain) {
    const size_t at = e.name.find('@');
    const std::string name = e.name.substr(0, at);
    const Expr* value = ctx_.setValue(name);
    if (!value) return Expr::symbol(e.name, use_);
    if (chain == 0) first_ = name;
    if (chain >= kMaxChain) {
      if (!failed_)
        ctx_.diagnostics().error(use_, "recursive-symbol",
                                 fmt::format("the '.set' chain of '{}' never ends in a label, a "
                                             "symbol or a number: '{}' is defined in terms of "
                                             "itself",
                                             first_, name));
      failed_ = true;
      return nullptr;
    }
    // Bound as the core bounds a forward reference's evaluation: the trees
    // taken in, on top of each other, at most kMaxExpressionDepth deep.
    if (levels_ + value->depth > kMaxExpressionDepth) {
      if (!failed_)
        ctx_.diagnostics().error(use_, "expression-too-deep",
                                 fmt::format("the value of '{}' is more than {} levels deep, "
                                             "counting the values of the symbols it uses",
                                             name, kMaxExpressionDepth));
      failed_ = true;
      return nullptr;
    }
    levels_ += value->depth;
    ExprPtr expanded = expand(*value, chain + 1);
    levels_ -= value->depth;
    if (!expanded || at == std::string::npos) return expanded;
    // `x@rel32@lo` with `.set x, sym + c`: `sym@rel32@lo + c`.
    const Expr* base = expanded.get();
    if (base->kind == Expr::Kind::Binary && (base->op == "+" || base->op == "-") &&
        base->rhs->kind == Expr::Kind::Constant)
      base = base->lhs.get();
    if (base->kind != Expr::Kind::Symbol || base->name.find('@') != std::string::npos) {
      ctx_.diagnostics().error(use_, "relocation",
                               fmt::format("'{}' takes a variant only when it stands for a "
                                           "symbol plus or minus a constant",
                                           name));
      failed_ = true;
      return nullptr;
    }
    ExprPtr withVariant = Expr::symbol(base->name + e.name.substr(at), use_);
    if (base == expanded.get()) return withVariant;
    auto copy = std::make_shared<Expr>(*expanded);
    copy->lhs = std::move(withVariant);
    return copy;
  }

  const EncodeContext& ctx_;
  SourceLocation use_;
  std::string first_;  // the chain's first symbol, for the message
  uint32_t nodes_ = 0, levels_ = 0;
  bool failed_ = false;
};

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
  ExprPtr expanded;
  if (namesSetSymbol(field.value, ctx)) {
    expanded = SetExpansion(ctx, field.value.location).expand(field.value);
    if (!expanded) return true;
  }
  const Expr& e = expanded ? *expanded : field.value;
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
  // The variants as llvm-mc-14 reads them (relocation_variants.hpp), in the
  // spelling the object writer and the listings use.
  for (Term& t : value.terms) {
    if (t.variant.empty()) continue;
    const std::optional<RelocationVariant> variant = relocationVariant(t.variant);
    if (!variant) {
      diagnostics.error(t.location, "relocation",
                        fmt::format("invalid variant '{}' (llvm-mc-14's words): the AMDGPU "
                                    "relocation variants are {}",
                                    t.variant, relocationVariantList()));
      return true;
    }
    t.variant = relocationVariantName(*variant);
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
  if (base && !target->variant.empty()) {
    diagnostics.error(base->location, "relocation",
                      fmt::format("'{}@{}' takes nothing subtracted: its relocation is the "
                                  "variant's own (write the symbol plus or minus a constant)",
                                  target->symbol, target->variant));
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
    // llvm-mc-14 writes a 4-byte relocation into a `.quad` and rel64's 8
    // bytes from a `.long` on (past the field): refused here (docs/gcn.md).
    const uint8_t bytes = relocationVariantBytes(*relocationVariant(target->variant));
    if (bytes != width) {
      diagnostics.error(target->location, "relocation",
                        fmt::format("'{}@{}' is a {}-byte relocation in a {}-byte field ({})",
                                    target->symbol, target->variant, bytes, width,
                                    bytes == 8 ? ".quad, .8byte" : ".long, .4byte, .int"));
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
