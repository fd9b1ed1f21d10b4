// The assembler's driver: reads source lines, runs directives, and collects
// the program items that layout turns into an image; the symbols are its
// SymbolTable's (symbol_table.hpp), macros, repeats and conditionals its
// MacroExpander's (macro_expander.hpp). Private to src/core; its member
// functions are spread over assembler.cpp (lines, statements, labels,
// expressions) and directives.cpp.
#pragma once

#include <fmt/format.h>

#include <cstdint>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/debug_directives.hpp"
#include "core/layout.hpp"
#include "core/macro_expander.hpp"
#include "core/symbol_table.hpp"
#include "gpuasm/assembler.hpp"

namespace gpuasm::core {

class Driver final : public DirectiveContext, public SourceFunctions, public ExpansionHost {
 public:
  Driver(TargetAssembler& target, SourceManager& sources, DiagnosticEngine& diagnostics,
         const AssemblerOptions& options, const AssemblerLimits& limits);

  // Assembles `file`; the diagnostics end up in source order.
  std::optional<Image> run(uint32_t file);

  // InstructionContext
  ExprPtr parseExpression(TokenCursor& cursor) override;

  // SourceFunctions: the function's parameters hold the arguments while its
  // body is read (vc4asm evaluates it where it is called).
  bool defines(std::string_view name) const override { return symbols_.definesFunction(name); }
  bool readsOwnArguments(std::string_view name) const override {
    return target_.readsOwnArguments(name);
  }
  ExprPtr expandOwnArguments(const Token& name, TokenCursor& cursor) override {
    return target_.parseOwnArguments(name, cursor, *this);
  }
  ExprPtr expand(const Token& name, std::vector<ExprPtr> arguments, uint32_t depth) override;
  uint32_t enclosingDepth() const override { return callDepth_; }
  // A register argument is kept under a made-up name that expand() finds.
  ExprPtr targetArgument(TokenCursor& cursor) override;
  DiagnosticEngine& diagnostics() override { return diagnostics_; }
  TargetValuePtr targetValue(std::string_view name) const override {
    return symbols_.targetValue(name);
  }
  // DirectiveContext. constantExpression: an expression that must be known
  // while reading (.if, .rept, .align, the target's own directives).
  std::optional<int64_t> constantExpression(TokenCursor& cursor,
                                            std::string_view directive) override;
  void selectSection(std::string_view name) override;
  std::string currentSection() const override { return sections_[section_]; }
  void emitBytes(std::span<const uint8_t> bytes, SourceLocation where) override;
  bool defineLabel(std::string_view name, SourceLocation where) override;
  bool isIntegerSymbol(std::string_view name) const override {
    return symbols_.isIntegerSymbol(name);
  }

 private:
  // ExpansionHost: what the MacroExpander calls back, once per expansion,
  // repeat pass or conditional directive.
  bool processGeneratedLines(std::span<const TokenLine> lines) override {
    processLines(lines);
    return !aborted_;
  }
  std::optional<int64_t> knownValue(TokenCursor& cursor, std::string_view directive) override {
    return constantExpression(cursor, directive);
  }
  void expectEnd(TokenCursor& cursor) override;
  // Counts a level in nesting_; false after reporting when it would be too deep.
  bool enterNesting(const Token& opener) override;
  void addNesting(ptrdiff_t levels) override {
    if (levels < 0) {
      nesting_ -= static_cast<size_t>(-levels);
    } else {
      nesting_ += static_cast<size_t>(levels);
    }
  }
  bool aborted() const override { return aborted_; }
  void abort() override { aborted_ = true; }

  // ---- reading lines ----------------------------------------------------

  // A file is read a line at a time, so that its tokens are never all in
  // memory: plain lines are processed as they come, and a block that is
  // processed as a whole (a macro definition, a repeat) is gathered first.
  void processFile(uint32_t file);

  // Only lines that macros and repeats generate count against the expansion
  // limit: it stops exponential growth, not long files.
  enum class LineOrigin { File, Generated };

  void processLines(std::span<const TokenLine> lines);

  void processLines(std::span<const TokenLine> lines, std::vector<Conditional>& conditionals,
                    LineOrigin origin);

  // Lines that a repeat or an expansion went over without processing them
  // one by one (the body of a block nested in it): they count against the
  // expansion limit too, so that scanning them again on every pass of an
  // outer repeat is bounded like processing them would be.
  bool countGeneratedLines(size_t lines, const Token& at);

  // ---- statements ------------------------------------------------------

  void processStatement(const TokenLine& line);

  // After a join mark (vc4asm's `;`), only an instruction or a macro call.
  bool startsInstructionOrMacro(const TokenCursor& cursor) const;

  // The last item, when it is an instruction that offers to join the next
  // statement (TargetAssembler::offersJoin) and nothing came after it.
  std::optional<size_t> joinCandidate() const;

  // Pads to the target's instruction alignment when data came last.
  void padAfterData(SourceLocation where);

  // Encodes an instruction as it is parsed where the target allows it.
  void encodeEarly(ProgramItem& item);

  // `.clone :target, 2` and `m :target` (a macro call): a directive or macro
  // followed by vc4asm's `:label` reference, not a label `.clone:` or `m:`
  // (which would be written without a space).
  bool isDirectiveBeforeLabelReference(const Token& name, const Token& colon) const;

  void defineAnyLabel(const Token& name);

  void defineLabel(const Token& name);

  void addLabelItem(std::string name, SourceLocation where);

  // The file name of `<dir/name.qinc>` as written (the cursor after '<').
  std::optional<std::string> angledName(const Token& open, TokenCursor& cursor);

  // A value of the target's own (a register alias) first; an expression when
  // the target sees none. The whole rest of the cursor's line.
  std::optional<SymbolDefinition> symbolValue(const Token& name, TokenCursor& cursor);

  void defineSet(const Token& name, TokenCursor& cursor);

  // Every directive of the core is a row of one table (directives.cpp): its
  // set (DirectiveDialect) and what it does, as a statement or, for one that
  // takes the lines up to its closer, as a block. A dialect that does not
  // take a row's set does not see the row.
  enum class DirectiveSet : uint8_t { Gnu, Vc4asm };
  struct DirectiveRow {
    std::string_view name;
    DirectiveSet set;
    void (*statement)(Driver& driver, const Token& directive, TokenCursor& cursor);
    // Returns the index of the last line it took.
    size_t (*block)(Driver& driver, std::span<const TokenLine> lines, size_t start);
  };
  static std::span<const DirectiveRow> directiveTable();
  // The row named by `name` that the dialect takes; nullptr when none.
  const DirectiveRow* findDirective(const Token& name) const;
  void directive(const Token& d, TokenCursor& cursor);
  // .error and .warning, with their message or a default one.
  void userMessage(const Token& d, TokenCursor& cursor);
  // .section NAME, .text, .data.
  void sectionDirective(const Token& d, TokenCursor& cursor);
  // `.file N`, `.loc`, `.cfi_*` (DebugDirectives), for a target that is a DwarfTarget.
  void debugDirective(const Token& d, TokenCursor& cursor);
  // `.uleb128`/`.sleb128 value, ...`: a LebField item each.
  void leb(const Token& d, TokenCursor& cursor);
  // `bytes` as one data item here; emitBytes is this after the waiting `.loc`
  // takes its place (`.zero` makes no line-table row, as in llvm-mc).
  void appendBytes(std::span<const uint8_t> bytes, SourceLocation where);
  // A section's name used as a symbol (`.long .debug_abbrev`) that nothing
  // else defines is a label at the section's start, as in llvm-mc.
  void defineSectionSymbols();
  // Lays the items out until no LebField grows, then appends the debug
  // sections and lays them out again; nullopt after reporting.
  std::optional<std::vector<uint64_t>> layout();
  // Sizes every LebField for the values of the last layout: whether one grew.
  bool growLebFields();
  // Reports a LebField whose value is no constant (a label's address, a
  // difference across sections).
  void checkLebFields();
  void appendDebugSections(const std::vector<uint64_t>& bases);

  // .set/.equ/.define name, value; .lset (local to the context), .const and
  // .lconst (final); `name(a, b) expression` defines a function instead.
  void symbolDirective(const Token& d, TokenCursor& cursor);

  // `.set name(a, b) expression`: evaluated where it is called.
  void defineLineFunction(const Token& name, TokenCursor& cursor);

  // `(a, b)`, the cursor at '('.
  bool functionParameters(TokenCursor& cursor, SourceFunction& function);

  // `.func name(a, b)` ... `.endf`: lines of directives (.if, .assert, .lset)
  // around the one expression that is the function's value.
  size_t defineFunction(std::span<const TokenLine> lines, size_t start);

  // `.unset name` undoes a definition (a local one brings back what it
  // shadowed); `.lunset` only a local one of this context.
  void unset(const Token& d, TokenCursor& cursor);

  // vc4asm's `.global :label`, `.global name` and `.global name, value` name
  // symbols for its ELF output; the outputs here carry no symbol table, so the
  // directive is accepted and changes nothing.
  void global(const Token& d, TokenCursor& cursor);
  // GNU as's `.p2align n[, fill]` and `.balign bytes[, fill]`.
  void powerOfTwoAlign(const Token& d, TokenCursor& cursor);
  // `.zero`/`.space count[, byte]`, `.ascii`/`.asciz`/`.string "text", ...`.
  void zeros(const Token& d, TokenCursor& cursor);
  void ascii(const Token& d, TokenCursor& cursor);

  // `.foreach name, value, value ...` ... `.endfor`: the lines once per value
  // (a number or a register), `name` holding it; after `.endfor` name has its
  // old value again (doc/directives.html, .foreach).
  size_t forEach(std::span<const TokenLine> lines, size_t start);

  // vc4asm's `.back n` ... `.endb`: the instructions between go before the
  // last n instructions emitted so far (n <= 5), e.g. a branch moved up so
  // that a macro's last instructions fill its delay slots.
  size_t back(std::span<const TokenLine> lines, size_t start);

  // vc4asm's `.clone label, count`: copies of the `count` instructions from
  // `label` on, here (to fill branch delay slots with the target's first
  // instructions). The label may come before or after the `.clone`.
  void clone(const Token& d, TokenCursor& cursor);

  // Appends a copy of an instruction (`.clone`).
  void copyInstruction(const ProgramItem& from, SourceLocation where);

  // Fills the copies of a `.clone` whose instructions came after it.
  void resolveClones();
  std::optional<Image> assemble(uint32_t file);
  // The target's whole-program checks on a program with failed lines: each
  // failed instruction is a gap there, an instruction item with nothing in it,
  // which the checks take as unknown (no finding reaches across it).
  void checkAroundFailedInstructions();

  // `.local` ... `.endloc`: a context for `.lset` and `.lconst`.
  void localBlock(const TokenLine& line);

  void data(const Token& d, TokenCursor& cursor, uint32_t bytes, bool isFloat = false);

  void align(const Token& d, TokenCursor& cursor);

  void include(const Token& d, TokenCursor& cursor);

  // ---- expressions -----------------------------------------------------

  ExprPtr bind(const Token& identifier);

  TargetAssembler& target_;
  SourceManager& sources_;
  DiagnosticEngine& diagnostics_;
  const AssemblerOptions& options_;
  const AssemblerLimits& limits_;
  const bool numberedLabels_;
  const DirectiveDialect dialect_;
  SymbolTable symbols_{diagnostics_};
  MacroExpander expander_{*this, symbols_, target_, sources_, diagnostics_, limits_, dialect_};
  std::vector<std::pair<size_t, SourceLocation>> localBlocks_;  // open .local: depth, where
  std::vector<std::optional<ExprPtr>*> functionResults_;        // .func bodies being read

  std::vector<ProgramItem> items_;
  std::vector<std::string> sections_;
  static constexpr size_t kMaxSections = size_t{1} << 16;  // ProgramItem::section
  struct SectionNameHash {
    using is_transparent = void;
    size_t operator()(std::string_view name) const { return std::hash<std::string_view>{}(name); }
  };
  std::unordered_map<std::string, uint16_t, SectionNameHash, std::equal_to<>> sectionIndices_;
  uint16_t section_ = 0;
  SourceLocation statement_;  // the first token of the statement being processed
  SymbolBinder binder_ = [this](const Token& t) { return bind(t); };
  size_t includeDepth_ = 0;
  size_t nesting_ = 0;      // blocks open inside one another, .if included
  uint32_t callDepth_ = 0;  // expression depth of the function call being expanded
  size_t expandedLines_ = 0;
  uint64_t targetArguments_ = 0;  // names made by targetArgument()
  size_t cloneRequests_ = 0;      // `.clone`s of code further on
  bool failedClone_ = false;      // resolveClones(): this `.clone` was reported
  bool aborted_ = false;
  size_t joinCandidate_ = SIZE_MAX;  // the item of the last instruction statement
  size_t copies_ = 0;                // `.clone`s and `.back`s so far
  size_t copiesAtCandidate_ = 0;     // copies_ when joinCandidate_ was made
  // Instruction statements that failed: where in items_ each would have gone.
  std::vector<std::pair<size_t, SourceLocation>> failedInstructions_;
  EarlyEncoder earlyEncoder_{sources_};
  const DwarfTarget* dwarf_;  // the target as a DwarfTarget; nullptr when it is none
  DebugDirectives debug_{diagnostics_};
  size_t lebFields_ = 0;
  // Names of the form `.name` (not `.L...`) used in expressions: the section names among them
  // may be symbols (defineSectionSymbols).
  std::set<std::string, std::less<>> dotNames_;
};

}  // namespace gpuasm::core
