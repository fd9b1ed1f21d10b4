// Macros (.macro/.endm and their expansion), repeats (.rept/.rep ... .endr)
// and conditional assembly: the MacroExpander (macro_expander.hpp).
#include "core/macro_expander.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace gpuasm::core {

std::optional<size_t> findClose(std::span<const TokenLine> lines, size_t start,
                                std::initializer_list<std::string_view> opens,
                                std::string_view close) {
  // Nested blocks are scanned again at every level (up to the nesting
  // limit), so each line costs one ASCII case fold, not a locale lookup per
  // character and directive.
  int depth = 0;
  char folded[16];  // longer than any block directive
  for (size_t i = start; i < lines.size(); ++i) {
    const Token& t = lines[i].front();
    if (t.kind != TokenKind::Identifier || t.text.size() > sizeof folded || t.text[0] != '.')
      continue;
    for (size_t c = 0; c < t.text.size(); ++c)
      folded[c] =
          t.text[c] >= 'A' && t.text[c] <= 'Z' ? static_cast<char>(t.text[c] + 32) : t.text[c];
    std::string_view name(folded, t.text.size());
    for (std::string_view open : opens)
      if (name == open) ++depth;
    if (name == close && --depth == 0) return i;
  }
  return std::nullopt;
}

size_t MacroExpander::defineMacro(std::span<const TokenLine> lines, size_t start) {
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

size_t MacroExpander::repeat(std::span<const TokenLine> lines, size_t start) {
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
  auto count = host_.knownValue(cursor, directive.text);
  host_.expectEnd(cursor);
  if (!count) return *end;
  if (*count < 0 || static_cast<uint64_t>(*count) > limits_.maxExpandedLines) {
    diagnostics_.error(directive.location, "value-out-of-range",
                       fmt::format("'{}' count {} is outside 0..{}", directive.text, *count,
                                   limits_.maxExpandedLines));
    return *end;
  }
  auto body = lines.subspan(start + 1, *end - start - 1);
  NestedBlock nested(host_, directive);
  if (!nested.ok() || host_.aborted()) return *end;  // a function call in the count gave up
  if (!counter) {
    for (int64_t n = 0; n < *count; ++n) {
      if (!host_.processGeneratedLines(body)) break;
    }
    return *end;
  }
  SymbolTable::ScopedSymbol loopVariable(symbols_, *counter);
  if (!loopVariable.ok()) return *end;
  for (int64_t n = 0; n < *count; ++n) {
    loopVariable.set(Expr::constant(n, counter->location));
    if (!host_.processGeneratedLines(body)) break;
  }
  return *end;
}

void MacroExpander::expandMacro(const Macro& macro, const Token& nameToken, TokenCursor& cursor) {
  if (depth_ >= limits_.maxMacroDepth) {
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
  host_.expectEnd(cursor);
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
      if (t.is("\\") && i + 1 < bodyLine.size() && bodyLine[i + 1].kind == TokenKind::Identifier &&
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
  NestedBlock nested(host_, nameToken);
  if (!nested.ok()) return;
  ++depth_;
  symbols_.enterScope();  // a macro expansion is a local context
  host_.processGeneratedLines(expanded);
  symbols_.leaveScope();
  --depth_;
}

std::optional<size_t> MacroExpander::parameterIndex(const Macro& macro, std::string_view name) {
  for (size_t p = 0; p < macro.params.size(); ++p)
    if (macro.params[p].name == name) return p;
  return std::nullopt;
}

std::optional<std::vector<Token>> MacroExpander::evaluatedArgument(
    const std::vector<Token>& argument) {
  if (argument.size() < 2) return std::nullopt;
  TokenLine line = argument;
  Token end;
  end.kind = TokenKind::EndOfLine;
  end.location = argument.back().location;
  line.push_back(end);
  DiagnosticEngine quiet(sources_);
  SymbolBinder lookOnly = [this](const Token& t) -> ExprPtr {
    const SymbolDefinition* definition = symbols_.find(t.text);
    if (!definition || definition->kind != SymbolDefinition::Kind::Set) return nullptr;
    return definition->value;
  };
  TokenCursor cursor(line);
  ExprPtr value = gpuasm::parseExpression(cursor, lookOnly, quiet, target_.expressionFunctions());
  if (!value || !cursor.atEnd() || quiet.hasErrors() || value->kind != Expr::Kind::Constant ||
      value->isFloat) {  // a float keeps its type as the tokens that spell it
    return std::nullopt;
  }
  return integerTokens(value->value, argument.front().location);
}

std::vector<Token> MacroExpander::integerTokens(int64_t value, SourceLocation where) {
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

bool MacroExpander::spendExpansionTokens(size_t tokens, const Token& call) {
  expandedTokens_ += tokens;
  if (expandedTokens_ <= limits_.maxExpandedTokens) return true;
  diagnostics_.error(call.location, "expansion-limit",
                     fmt::format("more than {} tokens after expanding macro arguments; giving up",
                                 limits_.maxExpandedTokens));
  host_.abort();
  return false;
}

void MacroExpander::reportUnterminated(const std::vector<Conditional>& stack) {
  if (stack.empty()) return;
  host_.addNesting(-static_cast<ptrdiff_t>(stack.size()));
  for (const Conditional& c : stack) {
    diagnostics_.error(c.location, "unterminated-conditional", "'.if' without a matching '.endif'");
  }
}

bool MacroExpander::handleDirective(const TokenLine& line, std::vector<Conditional>& stack) {
  const Token& first = line.front();
  bool parentActive = stack.empty() || stack.back().active;
  TokenCursor cursor(line);
  cursor.next();
  // A macro argument substituted by name: `.ifset arg` with arg given
  // (vc4asm's; unknown to a dialect without its directives).
  if (isDirective(first, ".ifset") && !dialect_.vc4asmDirectives) return false;
  const bool opens = isDirective(first, ".if") || isDirective(first, ".ifdef") ||
                     isDirective(first, ".ifndef") || isDirective(first, ".ifset");
  if (opens) {
    // Every open .if counts, skipped ones too: each .endif takes one off. Too
    // deep: the block is skipped with everything in it, reported once.
    if (!parentActive || !host_.enterNesting(first)) {
      parentActive = false;
      host_.addNesting(1);
    }
  }
  if (isDirective(first, ".ifset") && parentActive && !cursor.atEnd() &&
      cursor.peek().kind != TokenKind::Identifier) {
    stack.push_back({.parentActive = parentActive,
                     .active = true,
                     .taken = true,
                     .seenElse = false,
                     .location = first.location});
    return true;
  }
  if (opens) {
    Conditional c{.parentActive = parentActive,
                  .active = false,
                  .taken = false,
                  .seenElse = false,
                  .location = first.location};
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
    if (isElse) host_.expectEnd(cursor);
    return true;
  }
  if (isDirective(first, ".endif")) {
    if (stack.empty()) {
      diagnostics_.error(first.location, "unmatched-directive",
                         "'.endif' without a matching '.if'");
    } else {
      stack.pop_back();
      host_.addNesting(-1);
    }
    host_.expectEnd(cursor);
    return true;
  }
  return false;
}

bool MacroExpander::evaluateCondition(const Token& directive, TokenCursor& cursor) {
  if (isDirective(directive, ".ifdef") || isDirective(directive, ".ifndef") ||
      isDirective(directive, ".ifset")) {
    const Token& name = cursor.next();
    if (name.kind != TokenKind::Identifier) {
      diagnostics_.error(name.location, "expected-symbol",
                         fmt::format("expected a symbol name after '{}'", directive.text));
      return false;
    }
    host_.expectEnd(cursor);
    bool defined = symbols_.isDefined(name.text);
    return isDirective(directive, ".ifndef") ? !defined : defined;
  }
  auto value = host_.knownValue(cursor, directive.text);
  host_.expectEnd(cursor);
  return value.value_or(0) != 0;
}

}  // namespace gpuasm::core
