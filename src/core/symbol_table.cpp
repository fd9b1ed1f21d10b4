#include "core/symbol_table.hpp"

#include <fmt/format.h>

namespace gpuasm::core {

bool SymbolTable::defineLabel(const Token& name) {
  std::string key(name.text);
  if (auto it = symbols_.find(key); it != symbols_.end()) {
    diagnostics_.error(name.location, "symbol-redefined", fmt::format("redefinition of '{}'", key));
    if (it->second.location.valid())
      diagnostics_.note(it->second.location, "previous definition is here");
    return false;
  }
  symbols_[key] = {SymbolDefinition::Kind::Label, nullptr, name.location, nullptr};
  return true;
}

void SymbolTable::assign(const Token& name, SymbolDefinition definition) {
  std::string key(name.text);
  auto it = symbols_.find(key);
  if (it != symbols_.end() && it->second.kind == SymbolDefinition::Kind::Label) {
    diagnostics_.error(name.location, "symbol-redefined",
                       fmt::format("'{}' is a label and cannot be assigned", key));
    return;
  }
  if (constants_.count(key) && !scopes_.isLocalHere(key)) {
    diagnostics_.error(
        name.location, "symbol-redefined",
        fmt::format("'{}' is a constant (.const) and cannot be assigned again", key));
    if (it != symbols_.end() && it->second.location.valid())
      diagnostics_.note(it->second.location, "defined here");
    return;
  }
  define(std::move(key), std::move(definition));
}

void SymbolTable::unset(const Token& name, bool local) {
  std::string key(name.text);
  auto it = symbols_.find(key);
  if (it != symbols_.end() && it->second.kind == SymbolDefinition::Kind::Label) {
    diagnostics_.error(name.location, "symbol-redefined",
                       fmt::format("'{}' is a label and cannot be unset", key));
    return;
  }
  if (scopes_.unsetLocal(symbols_, key) || local) return;
  symbols_.erase(key);
  constants_.erase(key);
  functions_.erase(key);
}

std::string SymbolTable::defineDotLabel(SourceLocation where) {
  std::string name = fmt::format(".L.dot.{}", dotLabels_++);
  symbols_[name] = {SymbolDefinition::Kind::Label, nullptr, where, nullptr};
  return name;
}

SymbolTable::ScopedSymbol::ScopedSymbol(SymbolTable& table, const Token& name)
    : table_(table), name_(name.text) {
  location_ = name.location;
  if (auto it = table_.symbols_.find(name_); it != table_.symbols_.end()) {
    if (it->second.kind == SymbolDefinition::Kind::Label) {
      table_.diagnostics_.error(
          name.location, "symbol-redefined",
          fmt::format("'{}' is a label and cannot be a loop variable", name_));
      ok_ = false;
      return;
    }
    saved_ = it->second;
  }
}

SymbolTable::ScopedSymbol::~ScopedSymbol() {
  if (!ok_) return;
  if (saved_) {
    table_.symbols_[name_] = *saved_;
  } else {
    table_.symbols_.erase(name_);
  }
}

std::string SymbolTable::numberedLabelName(std::string_view name, uint64_t definition) {
  return fmt::format(".L.numbered.{}.{}", name, definition);
}

std::string SymbolTable::defineNumberedLabel(std::string_view name, SourceLocation where) {
  // Each definition of a numbered label is a label of its own; references
  // pick one by counting definitions (see numberedReference()).
  uint64_t& count = numberedDefinitions_[std::string(name)];
  std::string key = numberedLabelName(name, count++);
  symbols_[key] = {SymbolDefinition::Kind::Label, nullptr, where, nullptr};
  return key;
}

ExprPtr SymbolTable::numberedReference(std::string_view name, char direction,
                                       SourceLocation where) {
  uint64_t defined = 0;
  if (auto it = numberedDefinitions_.find(std::string(name)); it != numberedDefinitions_.end())
    defined = it->second;
  if (direction == 'b' || (direction == 0 && defined > 0)) {
    if (defined == 0) {
      diagnostics_.error(where, "undefined-label",
                         fmt::format("no numbered label '{}' before this reference", name));
      return Expr::constant(0, where);
    }
    return Expr::symbol(numberedLabelName(name, defined - 1), where);
  }
  forwardReferences_.push_back({std::string(name), defined, where});
  return Expr::symbol(numberedLabelName(name, defined), where);
}

void SymbolTable::checkForwardReferences() {
  for (const ForwardReference& ref : forwardReferences_) {
    auto it = numberedDefinitions_.find(ref.name);
    if (it != numberedDefinitions_.end() && ref.definition < it->second) continue;
    diagnostics_.error(ref.location, "undefined-label",
                       fmt::format("no numbered label '{}' after this reference", ref.name));
    symbols_[numberedLabelName(ref.name, ref.definition)] = {
        SymbolDefinition::Kind::Set, Expr::constant(0, ref.location), ref.location, nullptr};
  }
}

ExprPtr SymbolTable::bindValue(const Token& identifier) {
  auto it = symbols_.find(identifier.text);
  if (it != symbols_.end() && it->second.kind == SymbolDefinition::Kind::Target) {
    reportNotNumber(it->first, it->second, identifier.location);
    return Expr::constant(0, identifier.location);  // the error above fails the assembly
  }
  if (it == symbols_.end() || it->second.kind != SymbolDefinition::Kind::Set) return nullptr;
  // The bound value, relocated to this use so that errors about it (a value
  // out of range, not a constant) point here rather than at the definition.
  auto use = std::make_shared<Expr>(*it->second.value);
  use->location = identifier.location;
  return use;
}

void SymbolTable::reportNotNumber(const std::string& name, const SymbolDefinition& definition,
                                  SourceLocation use) {
  diagnostics_.error(use, "not-a-number",
                     fmt::format("'{}' is {}, not a number: it cannot be used in an integer "
                                 "expression",
                                 name, definition.target->describe()));
  if (definition.location.valid()) diagnostics_.note(definition.location, "defined here");
}

std::optional<int64_t> SymbolTable::resolveWhileReading(std::string_view name, KnownValues& known,
                                                        std::string& label, SourceLocation use,
                                                        const SymbolResolver& resolver) {
  auto it = symbols_.find(std::string(name));
  if (it == symbols_.end()) return std::nullopt;
  if (it->second.kind == SymbolDefinition::Kind::Label) {
    label = std::string(name);
    return int64_t{0};
  }
  if (it->second.kind == SymbolDefinition::Kind::Target) {
    reportNotNumber(it->first, it->second, use);
    return std::nullopt;
  }
  return resolveSetOnce(known, *it, resolver);  // a label reached through symbols counts too
}

std::optional<int64_t> SymbolTable::resolveSetOnce(
    KnownValues& known, const std::pair<const std::string, SymbolDefinition>& symbol,
    const SymbolResolver& resolver) {
  if (auto k = known.find(symbol.first); k != known.end()) {
    if (!k->second) {
      // The first failure said why; an error here (rather than none) keeps
      // the use from being reported as an undefined symbol.
      diagnostics_.error(symbol.second.location, "undefined-symbol",
                         fmt::format("'{}' has no value (see the error above)", symbol.first));
    }
    return k->second;
  }
  auto value = resolveSet(symbol.second, resolver);
  known.emplace(symbol.first, value);
  return value;
}

std::optional<int64_t> SymbolTable::resolveSet(const SymbolDefinition& definition,
                                               const SymbolResolver& resolver) {
  if (resolveDepth_ > 64) {
    diagnostics_.error(definition.location, "recursive-symbol",
                       "symbol is defined in terms of itself");
    return std::nullopt;
  }
  // A forward reference evaluates the symbol's tree on top of the trees being
  // evaluated already; bound their total depth as the parser bounds one tree.
  if (resolveLevels_ + definition.value->depth > kMaxExpressionDepth) {
    diagnostics_.error(definition.location, "expression-too-deep",
                       fmt::format("symbol's value is more than {} levels deep, counting the "
                                   "values of the symbols it uses",
                                   kMaxExpressionDepth));
    return std::nullopt;
  }
  ++resolveDepth_;
  resolveLevels_ += definition.value->depth;
  auto value = evaluate(*definition.value, resolver, diagnostics_);
  resolveLevels_ -= definition.value->depth;
  --resolveDepth_;
  return value;
}

std::optional<int64_t> SymbolTable::resolve(std::string_view name) {
  auto it = symbols_.find(std::string(name));
  if (it == symbols_.end()) return std::nullopt;
  if (it->second.kind == SymbolDefinition::Kind::Label) {
    if (!it->second.address) return std::nullopt;
    return static_cast<int64_t>(*it->second.address);
  }
  if (it->second.kind == SymbolDefinition::Kind::Target) {
    // Used before it became a register (a forward reference): the use has
    // no location here, so the error points at the definition.
    reportNotNumber(it->first, it->second, it->second.location);
    return std::nullopt;
  }
  // Only used once layout is done, when every symbol's value is final: a
  // value used by many others (`a = b + b + ...`, `b = c + c + ...`) is
  // evaluated once, not once per path to it. Failures are not kept, so each
  // use reports why.
  if (auto known = resolvedSets_.find(it->first); known != resolvedSets_.end()) {
    return known->second;
  }
  if (resolveDepth_ == 0) knownThisUse_.clear();  // a new use: it reports why again
  auto value = resolveSetOnce(knownThisUse_, *it, resolver_);
  if (value) resolvedSets_.emplace(it->first, *value);
  return value;
}

}  // namespace gpuasm::core
