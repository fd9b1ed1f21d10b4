#include "gpuasm/assembler.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <deque>
#include <tuple>
#include <unordered_map>
#include <unordered_set>

#include "core/layout.hpp"
#include "core/open_blocks.hpp"
#include "core/symbol_scopes.hpp"

namespace gpuasm {
namespace {

struct Macro {
  struct Param {
    std::string name;
    std::vector<Token> defaultValue;
    bool required = true;
  };
  std::string name;
  std::vector<Param> params;
  std::vector<TokenLine> body;
  SourceLocation location;
};

struct SymbolDefinition {
  enum class Kind { Set, Label, Target } kind = Kind::Set;
  ExprPtr value;  // Set
  SourceLocation location;
  TargetValuePtr target;  // Target: a value of the target's own (a register)
};

// What a conditional-assembly block is doing.
struct Conditional {
  bool parentActive = true;
  bool active = false;  // this branch is being assembled
  bool taken = false;   // some branch of this block was already taken
  bool seenElse = false;
  SourceLocation location;
};

// An instruction written again by `.clone`: it encodes as its original does,
// at its own address. The original's item owns it for the whole assembly.
class ClonedInstruction final : public PendingInstruction {
 public:
  explicit ClonedInstruction(const PendingInstruction& original) : original_(original) {}
  uint32_t units() const override { return original_.units(); }
  void encode(const EncodeContext& ctx, std::span<uint8_t> out) const override {
    original_.encode(ctx, out);
  }

 private:
  const PendingInstruction& original_;
};

bool isDirective(const Token& t, std::string_view name) {
  return t.isIdentifier(name);
}

// A function the source defines: `.set name(a, b) expression` (one line) or
// `.func name(a, b)` ... `.endf` (lines whose one expression is the value).
struct SourceFunction {
  std::vector<std::string> params;
  std::vector<TokenLine> body;
  bool multiLine = false;
  SourceLocation location;
};

class Driver final : public InstructionContext, public SourceFunctions {
 public:
  Driver(TargetAssembler& target, SourceManager& sources, DiagnosticEngine& diagnostics,
         const AssemblerOptions& options, const AssemblerLimits& limits)
      : target_(target),
        sources_(sources),
        diagnostics_(diagnostics),
        options_(options),
        limits_(limits),
        numberedLabels_(target.lexerOptions().numberedLabels),
        dialect_(target.directiveDialect()) {
    sections_.push_back(".text");
    for (const auto& [name, value] : target.predefinedSymbols()) {
      symbols_[std::string(name)] = {
          SymbolDefinition::Kind::Set, Expr::constant(value, {}), {}, nullptr};
    }
    for (const auto& [name, value] : options.defines) {
      symbols_[name] = {SymbolDefinition::Kind::Set, Expr::constant(value, {}), {}, nullptr};
    }
  }

  std::optional<Image> run(uint32_t file) {
    processFile(file);
    // After giving up (an expansion limit) the program is incomplete: what
    // is missing would only be reported again as undefined symbols.
    if (aborted_) return std::nullopt;
    for (const auto& [depth, where] : localBlocks_) {
      diagnostics_.error(where, "unterminated-local", "'.local' without a matching '.endloc'");
    }
    checkForwardReferences();
    // Whole-program checks only make sense on a program that parsed; encoding
    // goes on regardless so that operand errors of other lines are reported too.
    if (!diagnostics_.hasErrors()) target_.checkProgram(items_, diagnostics_);
    auto bases = layoutItems(items_, sections_.size(), target_.addressUnitBytes(),
                             limits_.maxImageUnits, diagnostics_);
    if (!bases) return std::nullopt;
    for (const ProgramItem& item : items_) {
      if (item.kind == ProgramItem::Kind::Label) labelAddresses_[item.name] = item.address;
    }
    Image image = buildImage(items_, sections_, *bases, target_, resolver_, sources_, diagnostics_);
    if (diagnostics_.hasErrors()) return std::nullopt;
    return image;
  }

  // InstructionContext
  ExprPtr parseExpression(TokenCursor& cursor) override {
    return gpuasm::parseExpression(cursor, binder_, diagnostics_, target_.expressionFunctions(),
                                   this);
  }

  // SourceFunctions: the function's parameters hold the arguments while its
  // body is read (vc4asm evaluates it where it is called).
  bool defines(std::string_view name) const override {
    return functions_.count(std::string(name)) > 0;
  }
  bool readsOwnArguments(std::string_view name) const override {
    return target_.readsOwnArguments(name);
  }
  ExprPtr expandOwnArguments(const Token& name, TokenCursor& cursor) override {
    return target_.parseOwnArguments(name, cursor, *this);
  }
  ExprPtr expand(const Token& name, std::vector<ExprPtr> arguments) override {
    // A copy: the body may redefine or .unset the function while it runs.
    const SourceFunction function = functions_.at(std::string(name.text));
    if (arguments.size() != function.params.size()) {
      diagnostics_.error(
          name.location, "argument-count",
          fmt::format("'{}' takes {} argument{}, not {}", name.text, function.params.size(),
                      function.params.size() == 1 ? "" : "s", arguments.size()));
      return nullptr;
    }
    if (macroDepth_ >= limits_.maxMacroDepth) {
      diagnostics_.error(name.location, "macro-depth",
                         fmt::format("function calls nested more than {} deep (recursive '{}'?)",
                                     limits_.maxMacroDepth, name.text));
      return nullptr;
    }
    // A call counts as a line: `f(x) f(x) + f(x)` doubles the calls per level.
    if (aborted_) return nullptr;
    if (++expandedLines_ > limits_.maxExpandedLines) {
      diagnostics_.error(name.location, "expansion-limit",
                         fmt::format("more than {} lines and function calls after expanding; "
                                     "giving up",
                                     limits_.maxExpandedLines));
      aborted_ = true;
      return nullptr;
    }
    ++macroDepth_;
    scopes_.enter();
    for (size_t p = 0; p < arguments.size(); ++p) {
      scopes_.makeLocal(symbols_, function.params[p]);
      symbols_[function.params[p]] = {SymbolDefinition::Kind::Set, std::move(arguments[p]),
                                      name.location, nullptr};
    }
    std::optional<ExprPtr> result;
    if (function.multiLine) {
      functionResults_.push_back(&result);
      processLines(function.body);
      functionResults_.pop_back();
    } else {
      TokenCursor cursor(function.body.front());
      result = parseExpression(cursor);
      if (*result) expectEnd(cursor);
    }
    scopes_.leave(symbols_);
    --macroDepth_;
    if (!result) {
      diagnostics_.error(name.location, "no-value",
                         fmt::format("function '{}' has no expression to give", name.text));
      diagnostics_.note(function.location, "function defined here");
      return nullptr;
    }
    if (!*result) return nullptr;
    auto use = std::make_shared<Expr>(**result);
    use->location = name.location;
    return use;
  }
  DiagnosticEngine& diagnostics() override { return diagnostics_; }
  TargetValuePtr targetValue(std::string_view name) const override {
    auto it = symbols_.find(name);
    if (it == symbols_.end() || it->second.kind != SymbolDefinition::Kind::Target) return nullptr;
    return it->second.target;
  }
  bool isIntegerSymbol(std::string_view name) const override {
    auto it = symbols_.find(name);
    return it != symbols_.end() && it->second.kind != SymbolDefinition::Kind::Target;
  }

 private:
  // ---- reading lines ----------------------------------------------------

  // A file is read a line at a time, so that its tokens are never all in
  // memory: plain lines are processed as they come, and a block that is
  // processed as a whole (a macro definition, a repeat) is gathered first.
  void processFile(uint32_t file) {
    // An included file is a local context (vc4asm: `.lset` ends with it).
    if (includeDepth_ > 0) scopes_.enter();
    LineLexer lexer(sources_, file, target_.lexerOptions(), diagnostics_);
    std::vector<Conditional> conditionals;
    std::vector<TokenLine> pending;  // a block opened but not yet closed
    OpenBlocks open;
    TokenLine line;
    while (!aborted_ && lexer.next(line)) {
      if (line.size() <= 1 && !open.any()) continue;
      open.track(line.front());
      if (pending.empty() && !open.any()) {
        // The common case: one line, processed where it is (its token vector
        // is reused for the next line).
        processLines(std::span(&line, 1), conditionals, LineOrigin::File);
        continue;
      }
      pending.push_back(std::move(line));
      if (open.any()) continue;
      processLines(pending, conditionals, LineOrigin::File);
      pending.clear();
    }
    if (!pending.empty() && !aborted_) processLines(pending, conditionals, LineOrigin::File);
    reportUnterminated(conditionals);
    if (includeDepth_ > 0) scopes_.leave(symbols_);
  }

  // Only lines that macros and repeats generate count against the expansion
  // limit: it stops exponential growth, not long files.
  enum class LineOrigin { File, Generated };

  void processLines(std::span<const TokenLine> lines) {
    std::vector<Conditional> conditionals;
    processLines(lines, conditionals, LineOrigin::Generated);
    reportUnterminated(conditionals);
  }

  void reportUnterminated(const std::vector<Conditional>& conditionals) {
    for (const Conditional& c : conditionals) {
      diagnostics_.error(c.location, "unterminated-conditional",
                         "'.if' without a matching '.endif'");
    }
  }

  void processLines(std::span<const TokenLine> lines, std::vector<Conditional>& conditionals,
                    LineOrigin origin) {
    auto active = [&] { return conditionals.empty() || conditionals.back().active; };
    for (size_t i = 0; i < lines.size() && !aborted_; ++i) {
      const TokenLine& line = lines[i];
      if (line.size() <= 1) continue;
      if (origin == LineOrigin::Generated && ++expandedLines_ > limits_.maxExpandedLines) {
        diagnostics_.error(line.front().location, "expansion-limit",
                           fmt::format("more than {} lines after expanding macros and .rept; "
                                       "giving up",
                                       limits_.maxExpandedLines));
        aborted_ = true;
        return;
      }
      const Token& first = line.front();
      if (handleConditional(line, conditionals)) continue;
      if (!active()) continue;
      if (isDirective(first, ".macro")) {
        i = defineMacro(lines, i);
      } else if (isDirective(first, ".rept") || isDirective(first, ".rep")) {
        i = repeat(lines, i);
      } else if (isDirective(first, ".foreach")) {
        i = forEach(lines, i);
      } else if (isDirective(first, ".func")) {
        i = defineFunction(lines, i);
      } else if (isDirective(first, ".back")) {
        i = back(lines, i);
      } else if (isDirective(first, ".local") || isDirective(first, ".endloc")) {
        localBlock(line);
      } else if (isDirective(first, ".endm") || isDirective(first, ".endr") ||
                 isDirective(first, ".endf") || isDirective(first, ".endfor") ||
                 isDirective(first, ".endb")) {
        diagnostics_.error(first.location, "unmatched-directive",
                           fmt::format("'{}' without a matching opening directive", first.text));
      } else {
        processStatement(line);
      }
    }
  }

  // Returns true if the line is a conditional-assembly directive (handled).
  bool handleConditional(const TokenLine& line, std::vector<Conditional>& stack) {
    const Token& first = line.front();
    if (first.kind != TokenKind::Identifier || first.text.empty() || first.text[0] != '.') {
      return false;
    }
    bool parentActive = stack.empty() || stack.back().active;
    TokenCursor cursor(line);
    cursor.next();
    // A macro argument substituted by name: `.ifset arg` with arg given.
    if (isDirective(first, ".ifset") && parentActive && !cursor.atEnd() &&
        cursor.peek().kind != TokenKind::Identifier) {
      stack.push_back({parentActive, true, true, false, first.location});
      return true;
    }
    if (isDirective(first, ".if") || isDirective(first, ".ifdef") ||
        isDirective(first, ".ifndef") || isDirective(first, ".ifset")) {
      Conditional c{parentActive, false, false, false, first.location};
      if (parentActive) c.active = evaluateCondition(first, cursor);
      c.taken = c.active;
      stack.push_back(c);
      return true;
    }
    if (isDirective(first, ".elseif") || isDirective(first, ".else")) {
      if (stack.empty() || stack.back().seenElse) {
        diagnostics_.error(first.location, "unmatched-directive",
                           fmt::format("'{}' without a matching '.if'", first.text));
        return true;
      }
      Conditional& c = stack.back();
      bool isElse = isDirective(first, ".else");
      c.seenElse = isElse;
      if (!c.parentActive || c.taken) {
        c.active = false;
      } else {
        c.active = isElse ? true : evaluateCondition(first, cursor);
        c.taken = c.active;
      }
      if (isElse) expectEnd(cursor);
      return true;
    }
    if (isDirective(first, ".endif")) {
      if (stack.empty()) {
        diagnostics_.error(first.location, "unmatched-directive",
                           "'.endif' without a matching '.if'");
      } else {
        stack.pop_back();
      }
      expectEnd(cursor);
      return true;
    }
    return false;
  }

  bool evaluateCondition(const Token& directive, TokenCursor& cursor) {
    if (isDirective(directive, ".ifdef") || isDirective(directive, ".ifndef") ||
        isDirective(directive, ".ifset")) {
      const Token& name = cursor.next();
      if (name.kind != TokenKind::Identifier) {
        diagnostics_.error(name.location, "expected-symbol",
                           fmt::format("expected a symbol name after '{}'", directive.text));
        return false;
      }
      expectEnd(cursor);
      bool defined = symbols_.count(std::string(name.text)) > 0;
      return isDirective(directive, ".ifndef") ? !defined : defined;
    }
    auto value = constantExpression(cursor, directive.text);
    expectEnd(cursor);
    return value.value_or(0) != 0;
  }

  void expectEnd(TokenCursor& cursor) {
    if (!cursor.atEnd()) {
      diagnostics_.error(cursor.peek().location, "unexpected-token",
                         fmt::format("unexpected '{}' at end of statement", cursor.peek().text));
    }
  }

  // Finds the line closing the block opened at lines[start], honouring nesting.
  std::optional<size_t> findClose(std::span<const TokenLine> lines, size_t start,
                                  std::initializer_list<std::string_view> opens,
                                  std::string_view close) {
    int depth = 0;
    for (size_t i = start; i < lines.size(); ++i) {
      const Token& t = lines[i].front();
      for (std::string_view open : opens)
        if (isDirective(t, open)) ++depth;
      if (isDirective(t, close) && --depth == 0) return i;
    }
    return std::nullopt;
  }

  size_t defineMacro(std::span<const TokenLine> lines, size_t start) {
    const TokenLine& header = lines[start];
    auto end = findClose(lines, start, {".macro"}, ".endm");
    if (!end) {
      diagnostics_.error(header.front().location, "unterminated-macro",
                         "'.macro' without a matching '.endm'");
      return lines.size();
    }
    TokenCursor cursor(header);
    cursor.next();
    const Token& name = cursor.next();
    if (name.kind != TokenKind::Identifier) {
      diagnostics_.error(name.location, "expected-symbol", "expected a macro name after '.macro'");
      return *end;
    }
    Macro macro;
    macro.name = std::string(name.text);
    macro.location = name.location;
    cursor.accept(",");
    while (!cursor.atEnd()) {
      const Token& param = cursor.next();
      if (param.kind != TokenKind::Identifier) {
        diagnostics_.error(param.location, "expected-symbol",
                           fmt::format("expected a parameter name, found '{}'", param.text));
        return *end;
      }
      Macro::Param p{std::string(param.text), {}, true};
      for (const auto& existing : macro.params) {
        if (existing.name == p.name) {
          diagnostics_.error(param.location, "duplicate-parameter",
                             fmt::format("duplicate macro parameter '{}'", p.name));
        }
      }
      if (cursor.accept("=")) {
        p.required = false;
        while (!cursor.atEnd() && !cursor.peek().is(",")) p.defaultValue.push_back(cursor.next());
      }
      macro.params.push_back(std::move(p));
      cursor.accept(",");
    }
    macro.body.assign(lines.begin() + static_cast<ptrdiff_t>(start) + 1,
                      lines.begin() + static_cast<ptrdiff_t>(*end));
    if (auto it = macros_.find(macro.name); it != macros_.end() && dialect_.macroRedefinition) {
      // vc4asm: a macro defined again replaces the old one.
      it->second = std::move(macro);
    } else if (it != macros_.end()) {
      diagnostics_.error(name.location, "macro-redefined",
                         fmt::format("macro '{}' is already defined", macro.name));
      diagnostics_.note(it->second.location, "previous definition is here");
    } else {
      macros_.emplace(macro.name, std::move(macro));
    }
    return *end;
  }

  size_t repeat(std::span<const TokenLine> lines, size_t start) {
    const Token& directive = lines[start].front();
    auto end = findClose(lines, start, {".rept", ".rep"}, ".endr");
    if (!end) {
      diagnostics_.error(directive.location, "unterminated-rept",
                         fmt::format("'{}' without a matching '.endr'", directive.text));
      return lines.size();
    }
    TokenCursor cursor(lines[start]);
    cursor.next();
    // vc4asm's `.rep i, count` counts in `i` from 0 to count-1; `i` has its
    // old value again after `.endr` (doc/directives.html, .rep).
    const Token* counter = nullptr;
    if (cursor.peek().kind == TokenKind::Identifier && cursor.peek(1).is(",")) {
      counter = &cursor.next();
      cursor.next();
    }
    auto count = constantExpression(cursor, directive.text);
    expectEnd(cursor);
    if (!count) return *end;
    if (*count < 0 || static_cast<uint64_t>(*count) > limits_.maxExpandedLines) {
      diagnostics_.error(directive.location, "value-out-of-range",
                         fmt::format("'{}' count {} is outside 0..{}", directive.text, *count,
                                     limits_.maxExpandedLines));
      return *end;
    }
    auto body = lines.subspan(start + 1, *end - start - 1);
    if (!counter) {
      for (int64_t n = 0; n < *count && !aborted_; ++n) processLines(body);
      return *end;
    }
    ScopedSymbol loopVariable(*this, *counter);
    if (!loopVariable.ok()) return *end;
    for (int64_t n = 0; n < *count && !aborted_; ++n) {
      loopVariable.set(Expr::constant(n, counter->location));
      processLines(body);
    }
    return *end;
  }

  // A symbol that holds a value for a while (a loop variable) and then has
  // its earlier definition again, or none.
  class ScopedSymbol {
   public:
    ScopedSymbol(Driver& driver, const Token& name) : driver_(driver), name_(name.text) {
      location_ = name.location;
      if (auto it = driver_.symbols_.find(name_); it != driver_.symbols_.end()) {
        if (it->second.kind == SymbolDefinition::Kind::Label) {
          driver_.diagnostics_.error(
              name.location, "symbol-redefined",
              fmt::format("'{}' is a label and cannot be a loop variable", name_));
          ok_ = false;
          return;
        }
        saved_ = it->second;
      }
    }
    ~ScopedSymbol() {
      if (!ok_) return;
      if (saved_) {
        driver_.symbols_[name_] = *saved_;
      } else {
        driver_.symbols_.erase(name_);
      }
    }
    ScopedSymbol(const ScopedSymbol&) = delete;
    ScopedSymbol& operator=(const ScopedSymbol&) = delete;
    bool ok() const { return ok_; }
    void set(ExprPtr value) {
      driver_.symbols_[name_] = {SymbolDefinition::Kind::Set, std::move(value), location_, nullptr};
    }
    void define(SymbolDefinition definition) { driver_.symbols_[name_] = std::move(definition); }

   private:
    Driver& driver_;
    std::string name_;
    SourceLocation location_;
    std::optional<SymbolDefinition> saved_;
    bool ok_ = true;
  };

  // ---- statements ------------------------------------------------------

  void processStatement(const TokenLine& line) {
    TokenCursor cursor(line);
    while (true) {
      const Token& t = cursor.peek();
      if ((t.kind == TokenKind::Identifier || (numberedLabels_ && t.kind == TokenKind::Integer)) &&
          cursor.peek(1).is(":") && !isDirectiveBeforeLabelReference(t, cursor.peek(1))) {
        defineAnyLabel(cursor.next());
        cursor.next();
      } else if (auto name = target_.parseLabelDefinition(cursor)) {
        defineAnyLabel(*name);
      } else {
        break;
      }
    }
    if (cursor.atEnd()) return;
    const Token& first = cursor.peek();
    if (first.text == "." && cursor.peek(1).is("=")) {
      diagnostics_.error(
          first.location, "unsupported-directive",
          "assigning to '.' is not supported; use .align or .word to move the address");
      return;
    }
    if (first.kind == TokenKind::Identifier && cursor.peek(1).is("=")) {
      cursor.next();
      cursor.next();
      defineSet(first, cursor);
      return;
    }
    if (first.kind == TokenKind::Identifier && first.text.size() > 1 && first.text[0] == '.') {
      cursor.next();
      directive(first, cursor);
      return;
    }
    if (first.kind == TokenKind::Identifier) {
      if (auto it = macros_.find(std::string(first.text)); it != macros_.end()) {
        cursor.next();
        expandMacro(it->second, first, cursor);
        return;
      }
    }
    if (!functionResults_.empty()) {
      // The one expression of a `.func` body: the function's value.
      std::optional<ExprPtr>& result = *functionResults_.back();
      if (result) {
        diagnostics_.error(first.location, "unexpected-token",
                           "a function body gives one expression; this is a second one");
        return;
      }
      result = parseExpression(cursor);
      if (*result) expectEnd(cursor);
      return;
    }
    auto instruction = target_.parseInstruction(cursor, *this);
    if (!instruction) return;
    expectEnd(cursor);
    // Labels for '.' made while parsing the operands were appended already, so
    // they sit before the instruction and take its address.
    ProgramItem item;
    item.kind = ProgramItem::Kind::Instruction;
    item.location = first.location;
    item.section = section_;
    item.instruction =
        target_.encodesWhenParsed()
            ? earlyEncoder_.encode(std::move(instruction), target_.addressUnitBytes())
            : std::move(instruction);
    items_.push_back(std::move(item));
  }

  // `.clone :target, 2`: a directive followed by vc4asm's `:label`
  // reference, not a label `.clone:` (which would be written without a space).
  static bool isDirectiveBeforeLabelReference(const Token& name, const Token& colon) {
    return name.text.size() > 1 && name.text[0] == '.' &&
           (colon.location.line != name.location.line ||
            colon.location.column != name.location.column + name.text.size());
  }

  void defineAnyLabel(const Token& name) {
    if (name.kind != TokenKind::Integer) {
      defineLabel(name);
      return;
    }
    if (!numberedLabels_) {
      diagnostics_.error(
          name.location, "expected-symbol",
          fmt::format("'{}' is not a label name: this dialect has no numbered labels", name.text));
      return;
    }
    // Each definition of a numbered label is a label of its own; references
    // pick one by counting definitions (see numberedReference()).
    uint64_t& count = numberedDefinitions_[name.value];
    std::string key = numberedLabelName(name.value, count++);
    symbols_[key] = {SymbolDefinition::Kind::Label, nullptr, name.location, nullptr};
    addLabelItem(key, name.location);
  }

  static std::string numberedLabelName(uint64_t number, uint64_t definition) {
    return fmt::format(".L.numbered.{}.{}", number, definition);
  }

  // `1f` (the next definition of numbered label 1) or `1b` (the latest one).
  ExprPtr numberedReference(const Token& identifier) {
    std::string_view digits = identifier.text.substr(0, identifier.text.size() - 1);
    uint64_t number = 0;
    for (char c : digits) {
      if (number > (UINT64_MAX - 9) / 10) break;  // the lexer gave it digits; only overflow is left
      number = number * 10 + static_cast<uint64_t>(c - '0');
    }
    uint64_t defined = 0;
    if (auto it = numberedDefinitions_.find(number); it != numberedDefinitions_.end())
      defined = it->second;
    if (identifier.text.back() == 'b') {
      if (defined == 0) {
        diagnostics_.error(identifier.location, "undefined-label",
                           fmt::format("no numbered label '{}' before this reference", number));
        return Expr::constant(0, identifier.location);
      }
      return Expr::symbol(numberedLabelName(number, defined - 1), identifier.location);
    }
    forwardReferences_.push_back({number, defined, identifier.location});
    return Expr::symbol(numberedLabelName(number, defined), identifier.location);
  }

  // A forward reference whose label never came is reported once, here, in
  // its words rather than as an undefined internal name at encoding.
  void checkForwardReferences() {
    for (const ForwardReference& ref : forwardReferences_) {
      auto it = numberedDefinitions_.find(ref.number);
      if (it != numberedDefinitions_.end() && ref.definition < it->second) continue;
      diagnostics_.error(ref.location, "undefined-label",
                         fmt::format("no numbered label '{}' after this reference", ref.number));
      symbols_[numberedLabelName(ref.number, ref.definition)] = {
          SymbolDefinition::Kind::Set, Expr::constant(0, ref.location), ref.location, nullptr};
    }
  }

  void defineLabel(const Token& name) {
    std::string key(name.text);
    if (auto it = symbols_.find(key); it != symbols_.end()) {
      diagnostics_.error(name.location, "symbol-redefined",
                         fmt::format("redefinition of '{}'", key));
      if (it->second.location.valid())
        diagnostics_.note(it->second.location, "previous definition is here");
      return;
    }
    symbols_[key] = {SymbolDefinition::Kind::Label, nullptr, name.location, nullptr};
    addLabelItem(key, name.location);
  }

  void addLabelItem(std::string name, SourceLocation where) {
    ProgramItem item;
    item.kind = ProgramItem::Kind::Label;
    item.name = std::move(name);
    item.location = where;
    item.section = section_;
    items_.push_back(std::move(item));
  }

  // The file name of `<dir/name.qinc>` as written (the cursor after '<').
  std::optional<std::string> angledName(const Token& open, TokenCursor& cursor) {
    const Token* last = nullptr;
    while (!cursor.atEnd() && !cursor.peek().is(">")) last = &cursor.next();
    if (!last || !cursor.accept(">")) {
      diagnostics_.error(open.location, "expected-string",
                         "expected a file name between '<' and '>' after '.include'");
      return std::nullopt;
    }
    expectEnd(cursor);
    std::string_view line = sources_.lineText(open.location.file, open.location.line);
    size_t begin = open.location.column, end = last->location.column - 1 + last->text.size();
    if (last->location.line != open.location.line || end > line.size() || begin >= end) {
      diagnostics_.error(open.location, "expected-string", "the file name must be on one line");
      return std::nullopt;
    }
    return std::string(line.substr(begin, end - begin));
  }

  // A value of the target's own (a register alias) first; an expression when
  // the target sees none. The whole rest of the cursor's line.
  std::optional<SymbolDefinition> symbolValue(const Token& name, TokenCursor& cursor) {
    size_t errors = diagnostics_.errorCount();
    SymbolDefinition definition{SymbolDefinition::Kind::Set, nullptr, name.location, nullptr};
    if (TargetValuePtr target = target_.parseTargetValue(cursor, *this)) {
      definition.kind = SymbolDefinition::Kind::Target;
      definition.target = std::move(target);
    } else if (diagnostics_.errorCount() != errors) {
      return std::nullopt;
    } else {
      definition.value = parseExpression(cursor);
      if (!definition.value) return std::nullopt;
    }
    expectEnd(cursor);
    return definition;
  }

  void defineSet(const Token& name, TokenCursor& cursor) {
    auto value = symbolValue(name, cursor);
    if (!value) return;
    SymbolDefinition definition = std::move(*value);
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
    symbols_[key] = std::move(definition);
  }

  // A symbol holding a target value (a register) where a number is needed.
  void reportNotNumber(const std::string& name, const SymbolDefinition& definition,
                       SourceLocation use) {
    diagnostics_.error(use, "not-a-number",
                       fmt::format("'{}' is {}, not a number: it cannot be used in an integer "
                                   "expression",
                                   name, definition.target->describe()));
    if (definition.location.valid()) diagnostics_.note(definition.location, "defined here");
  }

  void directive(const Token& d, TokenCursor& cursor) {
    if (isDirective(d, ".set") || isDirective(d, ".equ") || isDirective(d, ".define") ||
        isDirective(d, ".lset") || isDirective(d, ".const") || isDirective(d, ".lconst")) {
      symbolDirective(d, cursor);
    } else if (isDirective(d, ".unset") || isDirective(d, ".lunset")) {
      unset(d, cursor);
    } else if (isDirective(d, ".assert")) {
      auto value = constantExpression(cursor, ".assert");
      expectEnd(cursor);
      if (value && *value == 0)
        diagnostics_.error(d.location, "assertion-failed", "'.assert' condition is false");
    } else if (isDirective(d, ".global")) {
      global(d, cursor);
    } else if (isDirective(d, ".clone")) {
      clone(d, cursor);
    } else if (isDirective(d, ".code") || isDirective(d, ".rodata")) {
      // vc4asm: marks code or data for its validator; the output is the same.
      expectEnd(cursor);
    } else if (isDirective(d, ".word") || isDirective(d, ".quad") || isDirective(d, ".int") ||
               isDirective(d, ".byte") || isDirective(d, ".short") || isDirective(d, ".long")) {
      // vc4asm's .long is 64 bits (doc/directives.html, .byte).
      uint32_t bytes = isDirective(d, ".byte")                              ? 1
                       : isDirective(d, ".short")                           ? 2
                       : isDirective(d, ".quad") || isDirective(d, ".long") ? 8
                                                                            : 4;
      data(d, cursor, bytes);
    } else if (isDirective(d, ".half") || isDirective(d, ".float") || isDirective(d, ".double")) {
      data(d, cursor, isDirective(d, ".half") ? 2 : isDirective(d, ".float") ? 4 : 8, true);
    } else if (isDirective(d, ".align")) {
      align(d, cursor);
    } else if (isDirective(d, ".include")) {
      include(d, cursor);
    } else if (isDirective(d, ".error") || isDirective(d, ".warning")) {
      std::string message =
          isDirective(d, ".error") ? "'.error' directive" : "'.warning' directive";
      if (cursor.peek().kind == TokenKind::String)
        message = decodeString(cursor.next(), diagnostics_);
      expectEnd(cursor);
      if (isDirective(d, ".error")) {
        diagnostics_.error(d.location, "user-error", message);
      } else {
        diagnostics_.warning(d.location, "user-warning", message);
      }
    } else if (isDirective(d, ".section") || isDirective(d, ".text") || isDirective(d, ".data")) {
      std::string name(d.text);
      if (isDirective(d, ".section")) {
        const Token& t = cursor.next();
        if (t.kind != TokenKind::Identifier && t.kind != TokenKind::String) {
          diagnostics_.error(t.location, "expected-symbol",
                             "expected a section name after '.section'");
          return;
        }
        name = t.kind == TokenKind::String ? decodeString(t, diagnostics_) : std::string(t.text);
      }
      expectEnd(cursor);
      auto it = std::find(sections_.begin(), sections_.end(), name);
      section_ = static_cast<uint32_t>(it - sections_.begin());
      if (it == sections_.end()) sections_.push_back(name);
    } else {
      diagnostics_.error(d.location, "unknown-directive",
                         fmt::format("unknown directive '{}'", d.text));
    }
  }

  // .set/.equ/.define name, value; .lset (local to the context), .const and
  // .lconst (final); `name(a, b) expression` defines a function instead.
  void symbolDirective(const Token& d, TokenCursor& cursor) {
    const Token& name = cursor.next();
    if (name.kind != TokenKind::Identifier) {
      diagnostics_.error(name.location, "expected-symbol",
                         fmt::format("expected a symbol name after '{}'", d.text));
      return;
    }
    if (cursor.peek().is("(")) {
      defineLineFunction(name, cursor);
      return;
    }
    if (!cursor.accept(",")) {
      diagnostics_.error(cursor.peek().location, "expected-token",
                         fmt::format("expected ',' after '{}'", name.text));
      return;
    }
    std::string key(name.text);
    if (isDirective(d, ".lset") || isDirective(d, ".lconst")) scopes_.makeLocal(symbols_, key);
    size_t errors = diagnostics_.errorCount();
    defineSet(name, cursor);
    if ((isDirective(d, ".const") || isDirective(d, ".lconst")) &&
        diagnostics_.errorCount() == errors) {
      constants_.insert(key);
    }
  }

  // `.set name(a, b) expression`: evaluated where it is called.
  void defineLineFunction(const Token& name, TokenCursor& cursor) {
    SourceFunction function;
    function.location = name.location;
    if (!functionParameters(cursor, function)) return;
    cursor.accept(",");
    if (cursor.atEnd()) {
      diagnostics_.error(cursor.peek().location, "expected-expression",
                         fmt::format("expected the expression of function '{}'", name.text));
      return;
    }
    function.body.emplace_back(cursor.rest().begin(), cursor.rest().end());
    functions_[std::string(name.text)] = std::move(function);
  }

  // `(a, b)`, the cursor at '('.
  bool functionParameters(TokenCursor& cursor, SourceFunction& function) {
    cursor.next();
    if (!cursor.peek().is(")")) {
      do {
        const Token& p = cursor.next();
        if (p.kind != TokenKind::Identifier) {
          diagnostics_.error(p.location, "expected-symbol",
                             fmt::format("expected a parameter name, found '{}'", p.text));
          return false;
        }
        function.params.emplace_back(p.text);
      } while (cursor.accept(","));
    }
    if (!cursor.accept(")")) {
      diagnostics_.error(cursor.peek().location, "expected-token",
                         "expected ',' or ')' after a parameter name");
      return false;
    }
    return true;
  }

  // `.func name(a, b)` ... `.endf`: lines of directives (.if, .assert, .lset)
  // around the one expression that is the function's value.
  size_t defineFunction(std::span<const TokenLine> lines, size_t start) {
    const Token& directive = lines[start].front();
    auto end = findClose(lines, start, {".func"}, ".endf");
    if (!end) {
      diagnostics_.error(directive.location, "unterminated-function",
                         "'.func' without a matching '.endf'");
      return lines.size();
    }
    TokenCursor cursor(lines[start]);
    cursor.next();
    const Token& name = cursor.next();
    if (name.kind != TokenKind::Identifier || !cursor.peek().is("(")) {
      diagnostics_.error(name.location, "expected-symbol",
                         "expected 'name(parameters)' after '.func'");
      return *end;
    }
    SourceFunction function;
    function.location = name.location;
    function.multiLine = true;
    if (!functionParameters(cursor, function)) return *end;
    expectEnd(cursor);
    function.body.assign(lines.begin() + static_cast<ptrdiff_t>(start) + 1,
                         lines.begin() + static_cast<ptrdiff_t>(*end));
    functions_[std::string(name.text)] = std::move(function);
    return *end;
  }

  // `.unset name` undoes a definition (a local one brings back what it
  // shadowed); `.lunset` only a local one of this context.
  void unset(const Token& d, TokenCursor& cursor) {
    const Token& name = cursor.next();
    if (name.kind != TokenKind::Identifier) {
      diagnostics_.error(name.location, "expected-symbol",
                         fmt::format("expected a symbol name after '{}'", d.text));
      return;
    }
    expectEnd(cursor);
    std::string key(name.text);
    auto it = symbols_.find(key);
    if (it != symbols_.end() && it->second.kind == SymbolDefinition::Kind::Label) {
      diagnostics_.error(name.location, "symbol-redefined",
                         fmt::format("'{}' is a label and cannot be unset", key));
      return;
    }
    if (scopes_.unsetLocal(symbols_, key) || isDirective(d, ".lunset")) return;
    symbols_.erase(key);
    constants_.erase(key);
    functions_.erase(key);
  }

  // vc4asm's `.global :label`, `.global name` and `.global name, value` name
  // symbols for its ELF output; the outputs here carry no symbol table, so the
  // directive is accepted and changes nothing.
  void global(const Token& d, TokenCursor& cursor) {
    cursor.accept(":");
    const Token& name = cursor.next();
    if (name.kind != TokenKind::Identifier) {
      diagnostics_.error(name.location, "expected-symbol",
                         fmt::format("expected a symbol name after '{}'", d.text));
      return;
    }
    if (cursor.accept(",")) {
      while (!cursor.atEnd()) cursor.next();
    }
    expectEnd(cursor);
  }

  // `.foreach name, value, value ...` ... `.endfor`: the lines once per value
  // (a number or a register), `name` holding it; after `.endfor` name has its
  // old value again (doc/directives.html, .foreach).
  size_t forEach(std::span<const TokenLine> lines, size_t start) {
    const Token& directive = lines[start].front();
    auto end = findClose(lines, start, {".foreach"}, ".endfor");
    if (!end) {
      diagnostics_.error(directive.location, "unterminated-foreach",
                         "'.foreach' without a matching '.endfor'");
      return lines.size();
    }
    TokenCursor cursor(lines[start]);
    cursor.next();
    const Token& variable = cursor.next();
    if (variable.kind != TokenKind::Identifier) {
      diagnostics_.error(variable.location, "expected-symbol",
                         "expected a symbol name after '.foreach'");
      return *end;
    }
    cursor.accept(",");
    std::vector<TokenLine> values;
    while (!cursor.atEnd()) {
      TokenLine value;
      int depth = 0;
      while (!cursor.atEnd() && !(depth == 0 && cursor.peek().is(","))) {
        if (cursor.peek().is("(")) ++depth;
        if (cursor.peek().is(")")) --depth;
        value.push_back(cursor.next());
      }
      Token endOfValue;
      endOfValue.location = cursor.peek().location;
      value.push_back(endOfValue);
      values.push_back(std::move(value));
      if (!cursor.accept(",")) break;
    }
    ScopedSymbol loopVariable(*this, variable);
    if (!loopVariable.ok()) return *end;
    auto body = lines.subspan(start + 1, *end - start - 1);
    for (const TokenLine& value : values) {
      if (aborted_) break;
      TokenCursor valueCursor(value);
      auto definition = symbolValue(variable, valueCursor);
      if (!definition) continue;
      loopVariable.define(std::move(*definition));
      processLines(body);
    }
    return *end;
  }

  // vc4asm's `.back n` ... `.endb`: the instructions between go before the
  // last n instructions emitted so far (n <= 5), e.g. a branch moved up so
  // that a macro's last instructions fill its delay slots.
  size_t back(std::span<const TokenLine> lines, size_t start) {
    const Token& directive = lines[start].front();
    auto end = findClose(lines, start, {".back"}, ".endb");
    if (!end) {
      diagnostics_.error(directive.location, "unterminated-back",
                         "'.back' without a matching '.endb'");
      return lines.size();
    }
    TokenCursor cursor(lines[start]);
    cursor.next();
    auto count = constantExpression(cursor, ".back");
    expectEnd(cursor);
    if (!count) return *end;
    if (*count < 0 || *count > 5) {
      diagnostics_.error(directive.location, "value-out-of-range",
                         fmt::format("'.back' goes back 0 to 5 instructions, not {}", *count));
      return *end;
    }
    size_t insertAt = items_.size();
    for (int64_t found = 0; found < *count;) {
      if (insertAt == 0) {
        diagnostics_.error(
            directive.location, "value-out-of-range",
            fmt::format("'.back {}' but only {} instructions come before it", *count, found));
        return *end;
      }
      const ProgramItem& item = items_[--insertAt];
      if (item.section == section_ && item.kind == ProgramItem::Kind::Instruction) ++found;
    }
    size_t before = items_.size();
    processLines(lines.subspan(start + 1, *end - start - 1));
    std::rotate(items_.begin() + static_cast<ptrdiff_t>(insertAt),
                items_.begin() + static_cast<ptrdiff_t>(before), items_.end());
    return *end;
  }

  // vc4asm's `.clone label, count`: copies of the `count` instructions from
  // `label` on, here (to fill branch delay slots with the target's first
  // instructions). The label must come before the `.clone`.
  void clone(const Token& d, TokenCursor& cursor) {
    cursor.accept(":");
    const Token& name = cursor.next();
    if (name.kind != TokenKind::Identifier) {
      diagnostics_.error(name.location, "expected-symbol", "expected a label after '.clone'");
      return;
    }
    if (!cursor.accept(",")) {
      diagnostics_.error(cursor.peek().location, "expected-token",
                         fmt::format("expected ',' after '{}'", name.text));
      return;
    }
    auto count = constantExpression(cursor, ".clone");
    expectEnd(cursor);
    if (!count) return;
    if (*count < 0 || *count > 64) {
      diagnostics_.error(d.location, "value-out-of-range",
                         fmt::format("'.clone' copies 0 to 64 instructions, not {}", *count));
      return;
    }
    auto label = std::find_if(items_.begin(), items_.end(), [&](const ProgramItem& item) {
      return item.kind == ProgramItem::Kind::Label && item.name.str() == name.text;
    });
    if (label == items_.end()) {
      diagnostics_.error(
          name.location, "undefined-label",
          fmt::format("'.clone' copies from a label defined before it; '{}' is not", name.text));
      return;
    }
    std::vector<const PendingInstruction*> originals;
    for (auto it = label; it != items_.end() && originals.size() < static_cast<size_t>(*count);
         ++it) {
      if (it->kind == ProgramItem::Kind::Instruction && it->section == label->section)
        originals.push_back(it->instruction.get());
    }
    if (originals.size() < static_cast<size_t>(*count)) {
      diagnostics_.error(d.location, "value-out-of-range",
                         fmt::format("'.clone' of {} instructions, but only {} follow '{}'", *count,
                                     originals.size(), name.text));
      return;
    }
    for (const PendingInstruction* original : originals) {
      ProgramItem item;
      item.kind = ProgramItem::Kind::Instruction;
      item.location = d.location;
      item.section = section_;
      item.instruction = std::make_unique<ClonedInstruction>(*original);
      items_.push_back(std::move(item));
    }
  }

  // `.local` ... `.endloc`: a context for `.lset` and `.lconst`.
  void localBlock(const TokenLine& line) {
    const Token& d = line.front();
    TokenCursor cursor(line);
    cursor.next();
    expectEnd(cursor);
    if (isDirective(d, ".local")) {
      scopes_.enter();
      localBlocks_.emplace_back(scopes_.depth(), d.location);
      return;
    }
    if (localBlocks_.empty() || localBlocks_.back().first != scopes_.depth()) {
      diagnostics_.error(d.location, "unmatched-directive",
                         "'.endloc' without a matching '.local'");
      return;
    }
    localBlocks_.pop_back();
    scopes_.leave(symbols_);
  }

  void data(const Token& d, TokenCursor& cursor, uint32_t bytes, bool isFloat = false) {
    ProgramItem item;
    item.kind = ProgramItem::Kind::Data;
    item.location = d.location;
    item.section = section_;
    item.dataBytes = bytes;
    item.dataFloat = isFloat;
    do {
      ExprPtr e = parseExpression(cursor);
      if (!e) return;
      item.data.push_back(std::move(e));
    } while (cursor.accept(","));
    expectEnd(cursor);
    items_.push_back(std::move(item));
  }

  void align(const Token& d, TokenCursor& cursor) {
    auto value = constantExpression(cursor, ".align");
    expectEnd(cursor);
    if (!value) return;
    if (*value < 1 || *value > (1 << 16) || (*value & (*value - 1)) != 0) {
      diagnostics_.error(
          d.location, "value-out-of-range",
          fmt::format("'.align' needs a power of two from 1 to 65536, not {}", *value));
      return;
    }
    ProgramItem item;
    item.kind = ProgramItem::Kind::Align;
    item.location = d.location;
    item.section = section_;
    item.alignment = static_cast<uint32_t>(*value);
    items_.push_back(std::move(item));
  }

  void include(const Token& d, TokenCursor& cursor) {
    const Token& t = cursor.next();
    // vc4asm's `.include <file>` searches the include paths first.
    bool angled = t.is("<");
    std::filesystem::path name;
    if (angled) {
      std::optional<std::string> spelled = angledName(t, cursor);
      if (!spelled) return;
      name = *spelled;
    } else if (t.kind != TokenKind::String) {
      diagnostics_.error(t.location, "expected-string",
                         "expected a quoted file name after '.include'");
      return;
    } else {
      expectEnd(cursor);
      name = decodeString(t, diagnostics_);
    }
    if (includeDepth_ >= limits_.maxIncludeDepth) {
      diagnostics_.error(d.location, "include-depth",
                         fmt::format("includes nested more than {} deep", limits_.maxIncludeDepth));
      return;
    }
    std::vector<std::filesystem::path> candidates;
    if (name.is_absolute()) {
      candidates.push_back(name);
    } else {
      std::filesystem::path here =
          std::filesystem::path(sources_.name(d.location.file)).parent_path() / name;
      if (!angled) candidates.push_back(here);
      for (const auto& dir : options_.includePaths) candidates.push_back(dir / name);
      if (angled) candidates.push_back(here);
    }
    for (const auto& candidate : candidates) {
      if (auto file = sources_.addFile(candidate, d.location)) {
        ++includeDepth_;
        processFile(*file);
        --includeDepth_;
        return;
      }
    }
    // A file whose definitions the target has built in (vc4.qinc) is there
    // already; one on the include path is read like any other.
    if (target_.providesInclude(name.filename().string())) return;
    diagnostics_.error(t.location, "include-not-found",
                       fmt::format("cannot find include file '{}'", name.string()));
  }

  void expandMacro(const Macro& macro, const Token& nameToken, TokenCursor& cursor) {
    if (macroDepth_ >= limits_.maxMacroDepth) {
      diagnostics_.error(nameToken.location, "macro-depth",
                         fmt::format("macros nested more than {} deep (recursive macro '{}'?)",
                                     limits_.maxMacroDepth, macro.name));
      return;
    }
    // Arguments: comma-separated token runs, positional or `name=value`.
    std::vector<std::optional<std::vector<Token>>> args(macro.params.size());
    size_t position = 0;
    while (!cursor.atEnd()) {
      std::vector<Token> arg;
      std::optional<size_t> target;
      if (cursor.peek().kind == TokenKind::Identifier && cursor.peek(1).is("=")) {
        for (size_t p = 0; p < macro.params.size(); ++p) {
          if (cursor.peek().text == macro.params[p].name) target = p;
        }
        if (!target) {
          diagnostics_.error(
              cursor.peek().location, "unknown-parameter",
              fmt::format("macro '{}' has no parameter '{}'", macro.name, cursor.peek().text));
          return;
        }
        cursor.next();
        cursor.next();
      } else {
        target = position++;
      }
      int depth = 0;
      while (!cursor.atEnd() && !(depth == 0 && cursor.peek().is(","))) {
        if (cursor.peek().is("(")) ++depth;
        if (cursor.peek().is(")")) --depth;
        arg.push_back(cursor.next());
      }
      if (*target >= macro.params.size()) {
        diagnostics_.error(arg.empty() ? cursor.peek().location : arg.front().location,
                           "too-many-arguments",
                           fmt::format("macro '{}' takes {} argument{}", macro.name,
                                       macro.params.size(), macro.params.size() == 1 ? "" : "s"));
        return;
      }
      if (!arg.empty()) args[*target] = std::move(arg);
      if (!cursor.accept(",")) break;
    }
    expectEnd(cursor);
    for (size_t p = 0; p < macro.params.size(); ++p) {
      if (args[p]) continue;
      if (macro.params[p].required) {
        diagnostics_.error(
            nameToken.location, "missing-argument",
            fmt::format("macro '{}' needs an argument for '{}'", macro.name, macro.params[p].name));
        diagnostics_.note(macro.location, "macro defined here");
        return;
      }
      args[p] = macro.params[p].defaultValue;
    }

    // Arguments used by bare name that are integer constants here stand for
    // their value, as vc4asm evaluates them where the macro is called.
    std::vector<std::optional<std::vector<Token>>> byName(macro.params.size());
    if (dialect_.macroParametersByName) {
      for (size_t p = 0; p < macro.params.size(); ++p) byName[p] = evaluatedArgument(*args[p]);
    }
    uint32_t frame = sources_.addExpansion({macro.name, nameToken.location});
    std::vector<TokenLine> expanded;
    expanded.reserve(macro.body.size());
    for (const TokenLine& bodyLine : macro.body) {
      if (!spendExpansionTokens(bodyLine.size(), nameToken)) return;
      TokenLine out;
      for (size_t i = 0; i < bodyLine.size(); ++i) {
        const Token& t = bodyLine[i];
        if (t.is("\\") && i + 1 < bodyLine.size() &&
            bodyLine[i + 1].kind == TokenKind::Identifier &&
            bodyLine[i + 1].location.column == t.location.column + 1) {
          const Token& param = bodyLine[i + 1];
          size_t p = 0;
          while (p < macro.params.size() && macro.params[p].name != param.text) ++p;
          if (p == macro.params.size()) {
            Token located = param;
            located.location.expansion = frame;
            diagnostics_.error(
                located.location, "unknown-parameter",
                fmt::format("macro '{}' has no parameter '{}'", macro.name, param.text));
            return;
          }
          if (!spendExpansionTokens(args[p]->size(), nameToken)) return;
          out.insert(out.end(), args[p]->begin(), args[p]->end());
          ++i;
          continue;
        }
        if (dialect_.macroParametersByName && t.kind == TokenKind::Identifier) {
          if (auto p = parameterIndex(macro, t.text)) {
            const std::vector<Token>& value = byName[*p] ? *byName[*p] : *args[*p];
            if (!spendExpansionTokens(value.size(), nameToken)) return;
            out.insert(out.end(), value.begin(), value.end());
            continue;
          }
        }
        Token copy = t;
        copy.location.expansion = frame;
        out.push_back(copy);
      }
      expanded.push_back(std::move(out));
    }
    ++macroDepth_;
    scopes_.enter();  // a macro expansion is a local context
    processLines(expanded);
    scopes_.leave(symbols_);
    --macroDepth_;
  }

  static std::optional<size_t> parameterIndex(const Macro& macro, std::string_view name) {
    for (size_t p = 0; p < macro.params.size(); ++p)
      if (macro.params[p].name == name) return p;
    return std::nullopt;
  }

  // The tokens of an argument's value when it is an integer constant of more
  // than one token (`1+1` becomes `2`); nullopt for anything else (registers,
  // labels, floats, a single token), which is substituted as written. Looks at
  // symbols without side effects and reports nothing.
  std::optional<std::vector<Token>> evaluatedArgument(const std::vector<Token>& argument) {
    if (argument.size() < 2) return std::nullopt;
    TokenLine line = argument;
    Token end;
    end.kind = TokenKind::EndOfLine;
    end.location = argument.back().location;
    line.push_back(end);
    DiagnosticEngine quiet(sources_);
    SymbolBinder lookOnly = [this](const Token& t) -> ExprPtr {
      auto it = symbols_.find(std::string(t.text));
      if (it == symbols_.end() || it->second.kind != SymbolDefinition::Kind::Set) return nullptr;
      return it->second.value;
    };
    TokenCursor cursor(line);
    ExprPtr value = gpuasm::parseExpression(cursor, lookOnly, quiet, target_.expressionFunctions());
    if (!value || !cursor.atEnd() || quiet.hasErrors() || value->kind != Expr::Kind::Constant ||
        value->isFloat) {  // a float keeps its type as the tokens that spell it
      return std::nullopt;
    }
    return integerTokens(value->value, argument.front().location);
  }

  // Tokens that spell `value`: `5`, or `(-5)` for a negative one.
  std::vector<Token> integerTokens(int64_t value, SourceLocation where) {
    auto token = [&](TokenKind kind, std::string text, uint64_t number = 0) {
      spelled_.push_back(std::move(text));
      Token t;
      t.kind = kind;
      t.text = spelled_.back();
      t.value = number;
      t.location = where;
      return t;
    };
    auto magnitude = value < 0 ? 0 - static_cast<uint64_t>(value) : static_cast<uint64_t>(value);
    Token number = token(TokenKind::Integer, std::to_string(magnitude), magnitude);
    if (value >= 0) return {number};
    return {token(TokenKind::Punct, "("), token(TokenKind::Punct, "-"), number,
            token(TokenKind::Punct, ")")};
  }

  // Arguments can grow with every level of a recursive macro (a body line
  // `m \a \a` doubles them), so the depth and line limits alone let a
  // four-line file ask for 2^64 tokens; this budget over the whole run stops
  // such input with an error before the tokens are allocated.
  bool spendExpansionTokens(size_t tokens, const Token& call) {
    expandedTokens_ += tokens;
    if (expandedTokens_ <= limits_.maxExpandedTokens) return true;
    diagnostics_.error(call.location, "expansion-limit",
                       fmt::format("more than {} tokens after expanding macro arguments; giving up",
                                   limits_.maxExpandedTokens));
    aborted_ = true;
    return false;
  }

  // ---- symbols and expressions -----------------------------------------

  ExprPtr bind(const Token& identifier) {
    if (numberedLabels_ && !identifier.text.empty() &&
        std::isdigit(static_cast<unsigned char>(identifier.text[0]))) {
      return numberedReference(identifier);
    }
    if (identifier.text == ".") {
      std::string name = fmt::format(".L.dot.{}", dotLabels_++);
      symbols_[name] = {SymbolDefinition::Kind::Label, nullptr, identifier.location, nullptr};
      addLabelItem(name, identifier.location);
      return Expr::symbol(name, identifier.location);
    }
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

  // Evaluates an expression that must be known while reading (.if, .rept, .align).
  std::optional<int64_t> constantExpression(TokenCursor& cursor, std::string_view directive) {
    ExprPtr e = parseExpression(cursor);
    if (!e) return std::nullopt;
    std::string label;
    KnownValues known;  // symbols may still be redefined, so only for this evaluation
    SymbolResolver resolve = [&](std::string_view name) -> std::optional<int64_t> {
      auto it = symbols_.find(std::string(name));
      if (it == symbols_.end()) return std::nullopt;
      if (it->second.kind == SymbolDefinition::Kind::Label) {
        label = std::string(name);
        return int64_t{0};
      }
      if (it->second.kind == SymbolDefinition::Kind::Target) {
        reportNotNumber(it->first, it->second, e->location);
        return std::nullopt;
      }
      return resolveSetOnce(known, *it, resolve);  // a label reached through symbols counts too
    };
    auto value = evaluate(*e, resolve, diagnostics_);
    if (value && !label.empty()) {
      diagnostics_.error(
          e->location, "not-constant",
          fmt::format("'{}' needs a value known at this point, but label '{}' has no "
                      "address until layout",
                      directive, label));
      return std::nullopt;
    }
    return value;
  }

  // Values of `.set` symbols met during one evaluation, failures included. A
  // value that many paths lead to (`a = b + b`, `b = c + c`, ... each defined
  // after its use) is evaluated once; a failure too, or a chain that ends in an
  // undefined symbol costs 2^n evaluations and as many errors.
  using KnownValues = std::unordered_map<std::string, std::optional<int64_t>>;

  std::optional<int64_t> resolveSetOnce(
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

  std::optional<int64_t> resolveSet(const SymbolDefinition& definition,
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

  std::optional<int64_t> resolve(std::string_view name) {
    auto it = symbols_.find(std::string(name));
    if (it == symbols_.end()) return std::nullopt;
    if (it->second.kind == SymbolDefinition::Kind::Label) {
      auto address = labelAddresses_.find(it->first);
      if (address == labelAddresses_.end()) return std::nullopt;
      return static_cast<int64_t>(address->second);
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

  TargetAssembler& target_;
  SourceManager& sources_;
  DiagnosticEngine& diagnostics_;
  const AssemblerOptions& options_;
  const AssemblerLimits& limits_;
  const bool numberedLabels_;
  const DirectiveDialect dialect_;
  struct NameHash {
    using is_transparent = void;
    size_t operator()(std::string_view name) const { return std::hash<std::string_view>{}(name); }
  };
  using SymbolTable = std::unordered_map<std::string, SymbolDefinition, NameHash, std::equal_to<>>;
  SymbolScopes<SymbolDefinition, SymbolTable> scopes_;  // .lset, .local, macros, includes, calls
  std::vector<std::pair<size_t, SourceLocation>> localBlocks_;  // open .local: depth, where
  std::unordered_set<std::string> constants_;                   // .const and .lconst names
  std::unordered_map<std::string, SourceFunction> functions_;   // .set f(a), .func
  std::vector<std::optional<ExprPtr>*> functionResults_;        // .func bodies being read
  std::deque<std::string> spelled_;  // text of tokens made here (evaluated macro arguments)

  std::vector<ProgramItem> items_;
  std::vector<std::string> sections_;
  uint32_t section_ = 0;
  // Looked up by string_view (every register operand asks whether it is an
  // alias), so without building a string each time.
  SymbolTable symbols_;
  std::unordered_map<std::string, Macro> macros_;
  struct ForwardReference {
    uint64_t number = 0;
    uint64_t definition = 0;  // which definition of `number` it means
    SourceLocation location;
  };
  std::unordered_map<uint64_t, uint64_t> numberedDefinitions_;  // number -> definitions so far
  std::vector<ForwardReference> forwardReferences_;
  std::unordered_map<std::string, uint64_t> labelAddresses_;
  std::unordered_map<std::string, int64_t> resolvedSets_;  // see resolve()
  KnownValues knownThisUse_;                               // see resolve()
  SymbolBinder binder_ = [this](const Token& t) { return bind(t); };
  SymbolResolver resolver_ = [this](std::string_view name) { return resolve(name); };
  size_t includeDepth_ = 0;
  size_t macroDepth_ = 0;
  size_t expandedLines_ = 0;
  size_t expandedTokens_ = 0;
  int resolveDepth_ = 0;
  uint32_t resolveLevels_ = 0;  // summed depth of the symbol values being evaluated
  uint64_t dotLabels_ = 0;
  bool aborted_ = false;
  EarlyEncoder earlyEncoder_{sources_};
};

}  // namespace

std::optional<Image> assemble(TargetAssembler& target, SourceManager& sources, uint32_t file,
                              DiagnosticEngine& diagnostics, const AssemblerOptions& options,
                              const AssemblerLimits& limits) {
  return Driver(target, sources, diagnostics, options, limits).run(file);
}

}  // namespace gpuasm
