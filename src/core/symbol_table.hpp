// The assembler's symbols: what each name is (a `.set` value, a label, a
// value of the target's own such as a register alias), the local contexts
// of vc4asm's `.lset`, the functions the source defines, numbered labels,
// and the values of symbols once layout has given the labels addresses.
// Private to src/core; the Driver owns one and reads the source around it.
#pragma once

#include <fmt/format.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "core/symbol_scopes.hpp"
#include "gpuasm/assembler.hpp"

namespace gpuasm::core {

struct SymbolDefinition {
  enum class Kind { Set, Label, Target } kind = Kind::Set;
  ExprPtr value;  // Set
  SourceLocation location;
  TargetValuePtr target;  // Target: a value of the target's own (a register)
  // Label: its address once layout gives it (SymbolTable::setLabelAddress),
  // kept here rather than in a second table by name.
  std::optional<uint64_t> address = std::nullopt;
};

// A function the source defines: `.set name(a, b) expression` (one line) or
// `.func name(a, b)` ... `.endf` (lines whose one expression is the value).
struct SourceFunction {
  std::vector<std::string> params;
  std::vector<TokenLine> body;
  bool multiLine = false;
  SourceLocation location;
};

class SymbolTable {
 public:
  explicit SymbolTable(DiagnosticEngine& diagnostics) : diagnostics_(diagnostics) {}
  SymbolTable(const SymbolTable&) = delete;  // resolver_ holds this
  SymbolTable& operator=(const SymbolTable&) = delete;

  // ---- definitions -------------------------------------------------------

  // nullptr when `name` is not defined. Looked up by string_view (every
  // register operand asks whether it is an alias), so without building a
  // string each time.
  const SymbolDefinition* find(std::string_view name) const {
    auto it = symbols_.find(name);
    return it == symbols_.end() ? nullptr : &it->second;
  }
  bool isDefined(std::string_view name) const { return symbols_.find(name) != symbols_.end(); }
  bool isLabel(std::string_view name) const {
    const SymbolDefinition* definition = find(name);
    return definition && definition->kind == SymbolDefinition::Kind::Label;
  }
  bool isIntegerSymbol(std::string_view name) const {
    auto it = symbols_.find(name);
    return it != symbols_.end() && it->second.kind != SymbolDefinition::Kind::Target;
  }
  TargetValuePtr targetValue(std::string_view name) const {
    // Targets ask this for every register-like operand; in a program that
    // defines no target value (most do not) the symbol table, which holds
    // every label of a large program, is not searched at all.
    if (!anyTargetValue_) return nullptr;
    auto it = symbols_.find(name);
    if (it == symbols_.end() || it->second.kind != SymbolDefinition::Kind::Target) return nullptr;
    return it->second.target;
  }

  // Defines or redefines `name`, with no checks.
  void define(const std::string& name, SymbolDefinition definition) {
    if (definition.kind == SymbolDefinition::Kind::Target) anyTargetValue_ = true;
    symbols_[name] = std::move(definition);
  }
  void define(std::string&& name, SymbolDefinition definition) {
    if (definition.kind == SymbolDefinition::Kind::Target) anyTargetValue_ = true;
    symbols_[std::move(name)] = std::move(definition);
  }
  // A label; false after reporting when the name is taken.
  bool defineLabel(const Token& name);
  // `.set name, value`; reports, and defines nothing, when `name` is a label
  // or a constant that this context may not assign.
  void assign(const Token& name, SymbolDefinition definition);
  // `.const`: assigned once.
  void makeConstant(const std::string& name) { constants_.insert(name); }
  // `.unset name` (reported for a label); `local` (`.lunset`) undoes only a
  // local definition of this context.
  void unset(const Token& name, bool local);

  // A made-up label for `.` where it is used; returns its name.
  std::string defineDotLabel(SourceLocation where);

  // ---- local contexts (.lset, .local, macros, includes, calls) -----------

  void enterScope() { scopes_.enter(); }
  void leaveScope() { scopes_.leave(symbols_); }
  size_t scopeDepth() const { return scopes_.depth(); }
  void makeLocal(const std::string& name) { scopes_.makeLocal(symbols_, name); }

  // A symbol that holds a value for a while (a loop variable) and then has
  // its earlier definition again, or none.
  class ScopedSymbol {
   public:
    ScopedSymbol(SymbolTable& table, const Token& name);
    ~ScopedSymbol();
    ScopedSymbol(const ScopedSymbol&) = delete;
    ScopedSymbol& operator=(const ScopedSymbol&) = delete;
    bool ok() const { return ok_; }
    void set(ExprPtr value) {
      table_.symbols_[name_] = {SymbolDefinition::Kind::Set, std::move(value), location_, nullptr};
    }
    void define(SymbolDefinition definition) { table_.define(name_, std::move(definition)); }

   private:
    SymbolTable& table_;
    std::string name_;
    SourceLocation location_;
    std::optional<SymbolDefinition> saved_;
    bool ok_ = true;
  };

  // ---- functions the source defines (.set f(a), .func) --------------------

  bool definesFunction(std::string_view name) const {
    return functions_.count(std::string(name)) > 0;
  }
  // Shared so that a call keeps its function while the body redefines it,
  // without copying the body on every call.
  std::shared_ptr<const SourceFunction> function(std::string_view name) const {
    return functions_.at(std::string(name));
  }
  void defineFunction(std::string_view name, SourceFunction function) {
    functions_[std::string(name)] = std::make_shared<const SourceFunction>(std::move(function));
  }

  // ---- numbered labels (`1:`, `1b`, `1f`; vc4asm's `:0_pass`) -----------------

  // Defines the next label of that name (digits, or vc4asm's names that start
  // with one); returns its internal name.
  std::string defineNumberedLabel(std::string_view name, SourceLocation where);
  // A reference to a numbered label: `1f` (direction 'f': the next definition),
  // `1b` ('b': the latest one), or vc4asm's `:1`, `:0_pass` (0: the latest, or the
  // next while there is none yet).
  ExprPtr numberedReference(std::string_view name, char direction, SourceLocation where);
  // A forward reference whose label never came is reported once, here, in
  // its words rather than as an undefined internal name at encoding.
  void checkForwardReferences();

  // ---- values ------------------------------------------------------------

  // The value of `identifier` for an expression being parsed: a `.set`
  // symbol's expression, relocated to this use; nullptr for a label or an
  // unknown name (bound later); 0 after an error for a register alias.
  ExprPtr bindValue(const Token& identifier);

  // A symbol holding a target value (a register) where a number is needed.
  void reportNotNumber(const std::string& name, const SymbolDefinition& definition,
                       SourceLocation use);

  // Values of `.set` symbols met during one evaluation, failures included. A
  // value that many paths lead to (`a = b + b`, `b = c + c`, ... each defined
  // after its use) is evaluated once; a failure too, or a chain that ends in an
  // undefined symbol costs 2^n evaluations and as many errors.
  using KnownValues = std::unordered_map<std::string, std::optional<int64_t>>;

  // The value of `name` while reading (`.if`, `.rept`): a label is 0 and
  // named in `label` (it has no address yet); `use` is where the expression is.
  std::optional<int64_t> resolveWhileReading(std::string_view name, KnownValues& known,
                                             std::string& label, SourceLocation use,
                                             const SymbolResolver& resolver);

  // After layout: every label's address, then resolver() gives final values.
  void setLabelAddress(const std::string& name, uint64_t address) {
    if (auto it = symbols_.find(name);
        it != symbols_.end() && it->second.kind == SymbolDefinition::Kind::Label)
      it->second.address = address;
  }
  const SymbolResolver& resolver() const { return resolver_; }

 private:
  std::optional<int64_t> resolveSetOnce(
      KnownValues& known, const std::pair<const std::string, SymbolDefinition>& symbol,
      const SymbolResolver& resolver);

  std::optional<int64_t> resolveSet(const SymbolDefinition& definition,
                                    const SymbolResolver& resolver);

  std::optional<int64_t> resolve(std::string_view name);

  static std::string numberedLabelName(std::string_view name, uint64_t definition);

  DiagnosticEngine& diagnostics_;
  struct NameHash {
    using is_transparent = void;
    size_t operator()(std::string_view name) const { return std::hash<std::string_view>{}(name); }
  };
  using Map = std::unordered_map<std::string, SymbolDefinition, NameHash, std::equal_to<>>;
  Map symbols_;
  bool anyTargetValue_ = false;  // a SymbolDefinition::Kind::Target was ever made
  SymbolScopes<SymbolDefinition, Map> scopes_;
  std::unordered_set<std::string> constants_;  // .const and .lconst names
  std::unordered_map<std::string, std::shared_ptr<const SourceFunction>> functions_;
  struct ForwardReference {
    std::string name;
    uint64_t definition = 0;  // which definition of `name` it means
    SourceLocation location;
  };
  std::unordered_map<std::string, uint64_t> numberedDefinitions_;  // name -> definitions so far
  std::vector<ForwardReference> forwardReferences_;
  uint64_t dotLabels_ = 0;
  std::unordered_map<std::string, int64_t> resolvedSets_;  // see resolve()
  KnownValues knownThisUse_;                               // see resolve()
  SymbolResolver resolver_ = [this](std::string_view name) { return resolve(name); };
  int resolveDepth_ = 0;
  uint32_t resolveLevels_ = 0;  // summed depth of the symbol values being evaluated
};

}  // namespace gpuasm::core
