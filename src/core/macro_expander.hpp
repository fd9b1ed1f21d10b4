// The assembler's macros (.macro/.endm and their expansion), repeats
// (.rept/.rep ... .endr) and conditional assembly (.if/.elseif/.else/.endif,
// .ifdef, .ifndef, .ifset). Private to src/core; the Driver owns one, reads
// the lines and hands it the blocks and conditional directives, and the
// expander gives the lines it makes back through ExpansionHost.
#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/symbol_table.hpp"
#include "gpuasm/assembler.hpp"

namespace gpuasm::core {

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

// What a conditional-assembly block is doing.
struct Conditional {
  bool parentActive = true;
  bool active = false;  // this branch is being assembled
  bool taken = false;   // some branch of this block was already taken
  bool seenElse = false;
  SourceLocation location;
};

inline bool isDirective(const Token& t, std::string_view name) {
  return t.isIdentifier(name);
}

// Finds the line closing the block opened at lines[start], honouring nesting.
std::optional<size_t> findClose(std::span<const TokenLine> lines, size_t start,
                                std::initializer_list<std::string_view> opens,
                                std::string_view close);

// What the expander needs of the one that reads the lines (the Driver): it
// is called once per expansion, repeat pass or conditional directive, never
// per token or per plain line.
class ExpansionHost {
 public:
  // Processes lines that a macro or repeat generated (they count against the
  // expansion limit), with their own conditional stack; false when the
  // assembly gave up meanwhile.
  virtual bool processGeneratedLines(std::span<const TokenLine> lines) = 0;
  // An expression that must be known while reading (.if, .rept).
  virtual std::optional<int64_t> knownValue(TokenCursor& cursor, std::string_view directive) = 0;
  // Reports tokens left over at the end of a statement.
  virtual void expectEnd(TokenCursor& cursor) = 0;
  // Counts a level of nesting (AssemblerLimits::maxNestingDepth); false after
  // reporting when it would be too deep (nothing is counted then).
  virtual bool enterNesting(const Token& opener) = 0;
  // Counts `levels` more (positive) or fewer (negative) levels, unchecked.
  virtual void addNesting(ptrdiff_t levels) = 0;
  // Whether the assembly gave up (an expansion limit), and giving up.
  virtual bool aborted() const = 0;
  virtual void abort() = 0;

 protected:
  ~ExpansionHost() = default;
};

// One level of nesting for as long as it lives; ok() is false, after an
// error naming the limit, when the limit is reached and the block must not
// be entered.
class NestedBlock {
 public:
  NestedBlock(ExpansionHost& host, const Token& opener) : host_(host) {
    ok_ = host_.enterNesting(opener);
  }
  ~NestedBlock() {
    if (ok_) host_.addNesting(-1);
  }
  NestedBlock(const NestedBlock&) = delete;
  NestedBlock& operator=(const NestedBlock&) = delete;
  bool ok() const { return ok_; }

 private:
  ExpansionHost& host_;
  bool ok_ = false;
};

class MacroExpander {
 public:
  MacroExpander(ExpansionHost& host, SymbolTable& symbols, TargetAssembler& target,
                SourceManager& sources, DiagnosticEngine& diagnostics,
                const AssemblerLimits& limits, const DirectiveDialect& dialect)
      : host_(host),
        symbols_(symbols),
        target_(target),
        sources_(sources),
        diagnostics_(diagnostics),
        limits_(limits),
        dialect_(dialect) {}
  MacroExpander(const MacroExpander&) = delete;
  MacroExpander& operator=(const MacroExpander&) = delete;

  // ---- macros --------------------------------------------------------------

  // nullptr when no macro is called `name`.
  const Macro* find(std::string_view name) const {
    auto it = macros_.find(std::string(name));
    return it == macros_.end() ? nullptr : &it->second;
  }
  bool defines(std::string_view name) const { return macros_.count(std::string(name)) > 0; }

  // `.macro name, params` ... `.endm`; returns the index of the last line it took.
  size_t defineMacro(std::span<const TokenLine> lines, size_t start);

  // A call of `macro`, the cursor after its name.
  void expandMacro(const Macro& macro, const Token& nameToken, TokenCursor& cursor);

  // Macro expansions and source function calls open now (they share
  // AssemblerLimits::maxMacroDepth); the Driver counts its function calls here.
  size_t depth() const { return depth_; }
  void enterCall() { ++depth_; }
  void leaveCall() { --depth_; }

  // ---- repeats ---------------------------------------------------------------

  // `.rept count` / vc4asm's `.rep i, count` ... `.endr`; returns the index of
  // the last line it took.
  size_t repeat(std::span<const TokenLine> lines, size_t start);

  // ---- conditional assembly --------------------------------------------------

  // Returns true if the line is a conditional-assembly directive (handled).
  // Called for every line, so a line that cannot be one costs a few compares.
  bool handleConditional(const TokenLine& line, std::vector<Conditional>& stack) {
    const Token& first = line.front();
    if (first.kind != TokenKind::Identifier || first.text.empty() || first.text[0] != '.') {
      return false;
    }
    return handleDirective(line, stack);
  }

  // Reports the blocks of `stack` left open and takes their nesting off.
  void reportUnterminated(const std::vector<Conditional>& stack);

 private:
  bool handleDirective(const TokenLine& line, std::vector<Conditional>& stack);

  bool evaluateCondition(const Token& directive, TokenCursor& cursor);

  static std::optional<size_t> parameterIndex(const Macro& macro, std::string_view name);

  // The tokens of an argument's value when it is an integer constant of more
  // than one token (`1+1` becomes `2`); nullopt for anything else (registers,
  // labels, floats, a single token), which is substituted as written. Looks at
  // symbols without side effects and reports nothing.
  std::optional<std::vector<Token>> evaluatedArgument(const std::vector<Token>& argument);

  // Tokens that spell `value`: `5`, or `(-5)` for a negative one.
  std::vector<Token> integerTokens(int64_t value, SourceLocation where);

  // Arguments can grow with every level of a recursive macro (a body line
  // `m \a \a` doubles them), so the depth and line limits alone let a
  // four-line file ask for 2^64 tokens; this budget over the whole run stops
  // such input with an error before the tokens are allocated.
  bool spendExpansionTokens(size_t tokens, const Token& call);

  ExpansionHost& host_;
  SymbolTable& symbols_;
  TargetAssembler& target_;
  SourceManager& sources_;
  DiagnosticEngine& diagnostics_;
  const AssemblerLimits& limits_;
  const DirectiveDialect& dialect_;
  std::unordered_map<std::string, Macro> macros_;
  std::deque<std::string> spelled_;  // text of tokens made here (evaluated macro arguments)
  size_t depth_ = 0;                 // macro expansions and function calls open
  size_t expandedTokens_ = 0;
};

}  // namespace gpuasm::core
