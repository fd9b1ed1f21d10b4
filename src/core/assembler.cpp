#include "gpuasm/assembler.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <tuple>
#include <unordered_map>

#include "core/layout.hpp"
#include "core/open_blocks.hpp"

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

bool isDirective(const Token& t, std::string_view name) {
  return t.isIdentifier(name);
}

class Driver final : public InstructionContext {
 public:
  Driver(TargetAssembler& target, SourceManager& sources, DiagnosticEngine& diagnostics,
         const AssemblerOptions& options, const AssemblerLimits& limits)
      : target_(target),
        sources_(sources),
        diagnostics_(diagnostics),
        options_(options),
        limits_(limits),
        numberedLabels_(target.lexerOptions().numberedLabels) {
    sections_.push_back(".text");
    for (const auto& [name, value] : options.defines) {
      symbols_[name] = {SymbolDefinition::Kind::Set, Expr::constant(value, {}), {}, nullptr};
    }
  }

  std::optional<Image> run(uint32_t file) {
    processFile(file);
    // After giving up (an expansion limit) the program is incomplete: what
    // is missing would only be reported again as undefined symbols.
    if (aborted_) return std::nullopt;
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
    return gpuasm::parseExpression(cursor, binder_, diagnostics_, target_.expressionFunctions());
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
      } else if (isDirective(first, ".rept")) {
        i = repeat(lines, i);
      } else if (isDirective(first, ".endm") || isDirective(first, ".endr")) {
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
    if (isDirective(first, ".if") || isDirective(first, ".ifdef") ||
        isDirective(first, ".ifndef")) {
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
    if (isDirective(directive, ".ifdef") || isDirective(directive, ".ifndef")) {
      const Token& name = cursor.next();
      if (name.kind != TokenKind::Identifier) {
        diagnostics_.error(name.location, "expected-symbol",
                           fmt::format("expected a symbol name after '{}'", directive.text));
        return false;
      }
      expectEnd(cursor);
      bool defined = symbols_.count(std::string(name.text)) > 0;
      return isDirective(directive, ".ifdef") ? defined : !defined;
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
                                  std::string_view open, std::string_view close) {
    int depth = 0;
    for (size_t i = start; i < lines.size(); ++i) {
      const Token& t = lines[i].front();
      if (isDirective(t, open)) ++depth;
      if (isDirective(t, close) && --depth == 0) return i;
    }
    return std::nullopt;
  }

  size_t defineMacro(std::span<const TokenLine> lines, size_t start) {
    const TokenLine& header = lines[start];
    auto end = findClose(lines, start, ".macro", ".endm");
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
    if (auto it = macros_.find(macro.name); it != macros_.end()) {
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
    auto end = findClose(lines, start, ".rept", ".endr");
    if (!end) {
      diagnostics_.error(directive.location, "unterminated-rept",
                         "'.rept' without a matching '.endr'");
      return lines.size();
    }
    TokenCursor cursor(lines[start]);
    cursor.next();
    auto count = constantExpression(cursor, ".rept");
    expectEnd(cursor);
    if (!count) return *end;
    if (*count < 0 || static_cast<uint64_t>(*count) > limits_.maxExpandedLines) {
      diagnostics_.error(
          directive.location, "value-out-of-range",
          fmt::format("'.rept' count {} is outside 0..{}", *count, limits_.maxExpandedLines));
      return *end;
    }
    auto body = lines.subspan(start + 1, *end - start - 1);
    for (int64_t n = 0; n < *count && !aborted_; ++n) processLines(body);
    return *end;
  }

  // ---- statements ------------------------------------------------------

  void processStatement(const TokenLine& line) {
    TokenCursor cursor(line);
    while (true) {
      const Token& t = cursor.peek();
      if ((t.kind == TokenKind::Identifier || (numberedLabels_ && t.kind == TokenKind::Integer)) &&
          cursor.peek(1).is(":")) {
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

  void defineSet(const Token& name, TokenCursor& cursor) {
    // A value of the target's own (a register alias) first; an integer
    // expression when the target sees none.
    size_t errors = diagnostics_.errorCount();
    SymbolDefinition definition{SymbolDefinition::Kind::Set, nullptr, name.location, nullptr};
    if (TargetValuePtr target = target_.parseTargetValue(cursor, *this)) {
      definition.kind = SymbolDefinition::Kind::Target;
      definition.target = std::move(target);
    } else if (diagnostics_.errorCount() != errors) {
      return;
    } else {
      definition.value = parseExpression(cursor);
      if (!definition.value) return;
    }
    expectEnd(cursor);
    std::string key(name.text);
    auto it = symbols_.find(key);
    if (it != symbols_.end() && it->second.kind == SymbolDefinition::Kind::Label) {
      diagnostics_.error(name.location, "symbol-redefined",
                         fmt::format("'{}' is a label and cannot be assigned", key));
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
    if (isDirective(d, ".set") || isDirective(d, ".equ")) {
      const Token& name = cursor.next();
      if (name.kind != TokenKind::Identifier) {
        diagnostics_.error(name.location, "expected-symbol",
                           fmt::format("expected a symbol name after '{}'", d.text));
        return;
      }
      if (!cursor.accept(",")) {
        diagnostics_.error(cursor.peek().location, "expected-token",
                           fmt::format("expected ',' after '{}'", name.text));
        return;
      }
      defineSet(name, cursor);
    } else if (isDirective(d, ".word") || isDirective(d, ".quad") || isDirective(d, ".int")) {
      data(d, cursor, isDirective(d, ".quad") ? 8 : 4);
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

  void data(const Token& d, TokenCursor& cursor, uint32_t bytes) {
    ProgramItem item;
    item.kind = ProgramItem::Kind::Data;
    item.location = d.location;
    item.section = section_;
    item.dataBytes = bytes;
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
    if (t.kind != TokenKind::String) {
      diagnostics_.error(t.location, "expected-string",
                         "expected a quoted file name after '.include'");
      return;
    }
    expectEnd(cursor);
    if (includeDepth_ >= limits_.maxIncludeDepth) {
      diagnostics_.error(d.location, "include-depth",
                         fmt::format("includes nested more than {} deep", limits_.maxIncludeDepth));
      return;
    }
    std::filesystem::path name = decodeString(t, diagnostics_);
    std::vector<std::filesystem::path> candidates;
    if (name.is_absolute()) {
      candidates.push_back(name);
    } else {
      candidates.push_back(std::filesystem::path(sources_.name(d.location.file)).parent_path() /
                           name);
      for (const auto& dir : options_.includePaths) candidates.push_back(dir / name);
    }
    for (const auto& candidate : candidates) {
      if (auto file = sources_.addFile(candidate, d.location)) {
        ++includeDepth_;
        processFile(*file);
        --includeDepth_;
        return;
      }
    }
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
        Token copy = t;
        copy.location.expansion = frame;
        out.push_back(copy);
      }
      expanded.push_back(std::move(out));
    }
    ++macroDepth_;
    processLines(expanded);
    --macroDepth_;
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

  std::vector<ProgramItem> items_;
  std::vector<std::string> sections_;
  uint32_t section_ = 0;
  // Looked up by string_view (every register operand asks whether it is an
  // alias), so without building a string each time.
  struct NameHash {
    using is_transparent = void;
    size_t operator()(std::string_view name) const { return std::hash<std::string_view>{}(name); }
  };
  std::unordered_map<std::string, SymbolDefinition, NameHash, std::equal_to<>> symbols_;
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
