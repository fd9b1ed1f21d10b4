#include "gpuasm/assembler.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <tuple>
#include <unordered_map>

#include "core/driver.hpp"
#include "core/open_blocks.hpp"

namespace gpuasm::core {
namespace {

size_t nonBlankLines(std::string_view text) {
  // A line at a time: its end found by find (memchr, many bytes a step), its
  // blankness by its first characters, which are rarely blanks for long.
  size_t lines = 0;
  for (size_t begin = 0; begin < text.size();) {
    size_t end = std::min(text.find('\n', begin), text.size());
    size_t first = text.find_first_not_of(" \t\r", begin);
    lines += first < end ? 1 : 0;
    begin = end + 1;
  }
  return lines;
}

}  // namespace

Driver::Driver(TargetAssembler& target, SourceManager& sources, DiagnosticEngine& diagnostics,
               const AssemblerOptions& options, const AssemblerLimits& limits)
    : target_(target),
      sources_(sources),
      diagnostics_(diagnostics),
      options_(options),
      limits_(limits),
      numberedLabels_(target.lexerOptions().numberedLabels),
      dialect_(target.directiveDialect()),
      dwarf_(dynamic_cast<const DwarfTarget*>(&target)) {
  sections_.push_back(".text");
  sectionIndices_.emplace(".text", 0);
  for (const auto& [name, value] : target.predefinedSymbols()) {
    symbols_.define(std::string(name),
                    {SymbolDefinition::Kind::Set, Expr::constant(value, {}), {}, nullptr});
  }
  for (const auto& [name, value] : options.defines) {
    symbols_.define(name, {SymbolDefinition::Kind::Set, Expr::constant(value, {}), {}, nullptr});
  }
}

std::optional<Image> Driver::run(uint32_t file) {
  std::optional<Image> image = assemble(file);
  diagnostics_.sortByPosition();
  return image;
}

std::optional<Image> Driver::assemble(uint32_t file) {
  // Plain code is about an item a line: sized from the file, the items of a
  // million-line program do not end in a vector doubled past its need (macros
  // and includes that make more items grow it as usual). Blank lines do not
  // count, so that a file of newlines reserves nothing.
  items_.reserve(nonBlankLines(sources_.text(file)));
  processFile(file);
  // After giving up (an expansion limit) the program is incomplete: what
  // is missing would only be reported again as undefined symbols.
  if (aborted_) return std::nullopt;
  debug_.finishSource();
  defineSectionSymbols();
  for (const auto& [depth, where] : localBlocks_) {
    diagnostics_.error(where, "unterminated-local", "'.local' without a matching '.endloc'");
  }
  resolveClones();
  symbols_.checkForwardReferences();
  // The whole-program checks run on what parsed, so that their findings come
  // in the same run as the errors of other lines; encoding goes on regardless
  // so that operand errors of other lines are reported too.
  if (failedInstructions_.empty()) {
    target_.checkProgram(items_, diagnostics_);
  } else {
    checkAroundFailedInstructions();
  }
  auto bases = layout();
  if (!bases) return std::nullopt;
  const SetValueLookup setValues = [this](std::string_view name) -> const Expr* {
    const core::SymbolDefinition* definition = symbols_.find(name);
    return definition && definition->kind == core::SymbolDefinition::Kind::Set
               ? definition->value.get()
               : nullptr;
  };
  Image image =
      buildImage(items_, sections_, *bases, target_, symbols_.resolver(), sources_, diagnostics_,
                 options_.lineRecords || target_.readsLineRecords(), &setValues);
  if (diagnostics_.hasErrors()) return std::nullopt;
  target_.finishImage(image, diagnostics_);
  if (diagnostics_.hasErrors()) return std::nullopt;
  return image;
}

std::optional<std::vector<uint64_t>> Driver::layout() {
  std::optional<std::vector<uint64_t>> bases;
  auto layOut = [&] {
    bases = layoutItems(items_, sections_.size(), target_.addressUnitBytes(), limits_.maxImageUnits,
                        diagnostics_);
    if (!bases) return false;
    for (const ProgramItem& item : items_) {
      if (item.kind == ProgramItem::Kind::Label)
        symbols_.setLabelAddress(item.name(), item.address());
    }
    return true;
  };
  // A `.uleb128` only grows, so this ends (llvm-mc's MCAssembler::layout).
  do {
    if (!layOut()) return std::nullopt;
  } while (lebFields_ != 0 && growLebFields());
  if (lebFields_ != 0) checkLebFields();
  if (dwarf_ && debug_.makesSections() && !diagnostics_.hasErrors()) {
    appendDebugSections(*bases);
    if (!layOut()) return std::nullopt;
  }
  return bases;
}

bool Driver::growLebFields() {
  DiagnosticEngine unreported(sources_);  // an undefined symbol is reported when it is encoded
  bool grew = false;
  for (ProgramItem& item : items_) {
    auto* field = item.kind == ProgramItem::Kind::Instruction
                      ? dynamic_cast<LebField*>(item.instruction())
                      : nullptr;
    if (!field) continue;
    if (auto value = evaluate(field->value(), symbols_.resolver(), unreported))
      grew = field->grow(*value) || grew;
  }
  return grew;
}

void Driver::checkLebFields() {
  // A value is known when assembling if it does not change when the
  // sections move apart: a number, or a difference of labels of one section.
  std::unordered_map<std::string_view, uint16_t> labelSections;
  for (const ProgramItem& item : items_)
    if (item.kind == ProgramItem::Kind::Label) labelSections.emplace(item.name(), item.section);
  const SymbolResolver& resolve = symbols_.resolver();
  const SymbolResolver moved = [&](std::string_view name) -> std::optional<int64_t> {
    auto value = resolve(name);
    auto section = labelSections.find(name);
    if (value && section != labelSections.end()) *value += (int64_t{section->second} + 1) << 32;
    return value;
  };
  DiagnosticEngine unreported(sources_);
  for (const ProgramItem& item : items_) {
    const auto* field = item.kind == ProgramItem::Kind::Instruction
                            ? dynamic_cast<const LebField*>(item.instruction())
                            : nullptr;
    if (!field) continue;
    auto value = evaluate(field->value(), resolve, unreported);
    if (value && value != evaluate(field->value(), moved, unreported)) {
      diagnostics_.error(item.location(), "not-constant",
                         fmt::format("'{}' needs a value known when assembling: a number or the "
                                     "difference of two labels of one section (no relocation "
                                     "fills a LEB128)",
                                     field->isSigned() ? ".sleb128" : ".uleb128"));
    }
  }
}

void Driver::appendDebugSections(const std::vector<uint64_t>& bases) {
  std::vector<uint64_t> ends = bases;
  for (const ProgramItem& item : items_) ends[item.section] += item.units;
  const DebugDirectives::SectionEnd sectionEnd = [&](const std::string& name) -> uint64_t {
    auto it = sectionIndices_.find(name);
    return it == sectionIndices_.end() ? 0 : ends[it->second];
  };
  for (const DebugSectionPart& part :
       debug_.sections(dwarf_->dwarfRules(), symbols_.resolver(), sectionEnd)) {
    selectSection(part.section);
    if (part.alignment > 1) {
      ProgramItem align;
      align.kind = ProgramItem::Kind::Align;
      align.section = section_;
      align.detailsForWriting().alignment =
          std::max<uint32_t>(part.alignment / target_.addressUnitBytes(), 1);
      align.detailsForWriting().zeroFill = true;
      items_.push_back(std::move(align));
    }
    defineLabel(part.startLabel, SourceLocation{});
    // The bytes, and at each field a `.long`/`.quad` of the label plus its addend.
    size_t at = 0;
    for (const DebugSectionPart::Field& field : part.fields) {
      appendBytes(std::span(part.bytes).subspan(at, field.offset - at), {});
      ExprPtr value = Expr::symbol(field.label, {});
      if (field.addend != 0) {
        auto sum = std::make_shared<Expr>();
        sum->kind = Expr::Kind::Binary;
        sum->op = "+";
        sum->lhs = std::move(value);
        sum->rhs = Expr::constant(field.addend, {});
        sum->depth = 2;
        sum->nodes = 3;
        value = std::move(sum);
      }
      ProgramItem item;
      item.kind = ProgramItem::Kind::Data;
      item.section = section_;
      item.detailsForWriting().dataBytes = field.width;
      item.detailsForWriting().data.push_back(std::move(value));
      items_.push_back(std::move(item));
      at = field.offset + field.width;
    }
    appendBytes(std::span(part.bytes).subspan(at), {});
  }
}

void Driver::defineSectionSymbols() {
  for (const std::string& name : dotNames_) {
    auto section = sectionIndices_.find(name);
    if (section == sectionIndices_.end() || symbols_.isDefined(name)) continue;
    Token token;
    token.kind = TokenKind::Identifier;
    token.text = name;
    if (!symbols_.defineLabel(token)) continue;
    ProgramItem label;
    label.kind = ProgramItem::Kind::Label;
    label.setName(name);
    label.section = section->second;
    auto first = std::find_if(items_.begin(), items_.end(), [&](const ProgramItem& item) {
      return item.section == section->second;
    });
    items_.insert(first, std::move(label));
  }
}

void Driver::checkAroundFailedInstructions() {
  std::vector<ProgramItem> withGaps;
  withGaps.reserve(items_.size() + failedInstructions_.size());
  auto failed = failedInstructions_.begin();
  for (size_t i = 0; i <= items_.size(); ++i) {
    for (; failed != failedInstructions_.end() && failed->first <= i; ++failed) {
      ProgramItem& gap = withGaps.emplace_back();
      gap.setLocation(failed->second);
      gap.section = i < items_.size() ? items_[i].section : section_;
    }
    if (i < items_.size()) withGaps.push_back(std::move(items_[i]));
  }
  target_.checkProgram(withGaps, diagnostics_);
  std::erase_if(withGaps, [](const ProgramItem& item) { return item.isGap(); });
  items_ = std::move(withGaps);
}

ExprPtr Driver::parseExpression(TokenCursor& cursor) {
  return gpuasm::parseExpression(cursor, binder_, diagnostics_, target_.expressionFunctions(), this,
                                 {.colonLabels = dialect_.colonLabels});
}

ExprPtr Driver::expand(const Token& name, std::vector<ExprPtr> arguments, uint32_t depth) {
  // Kept alive here: the body may redefine or .unset the function while it runs.
  const std::shared_ptr<const SourceFunction> kept = symbols_.function(name.text);
  const SourceFunction& function = *kept;
  if (arguments.size() != function.params.size()) {
    diagnostics_.error(
        name.location, "argument-count",
        fmt::format("'{}' takes {} argument{}, not {}", name.text, function.params.size(),
                    function.params.size() == 1 ? "" : "s", arguments.size()));
    return nullptr;
  }
  if (expander_.depth() >= limits_.maxMacroDepth) {
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
  NestedBlock nested(*this, name);
  if (!nested.ok()) return nullptr;
  const uint32_t callerDepth = callDepth_;
  callDepth_ = depth;
  expander_.enterCall();
  symbols_.enterScope();
  for (size_t p = 0; p < arguments.size(); ++p) {
    // A register argument (targetArgument) binds the parameter to the register.
    TargetValuePtr target;
    if (arguments[p]->kind == Expr::Kind::Symbol && arguments[p]->name.starts_with(".L.arg."))
      target = targetValue(arguments[p]->name);
    symbols_.makeLocal(function.params[p]);
    if (target) {
      symbols_.define(function.params[p],
                      {SymbolDefinition::Kind::Target, nullptr, name.location, std::move(target)});
    } else {
      symbols_.define(function.params[p], {SymbolDefinition::Kind::Set, std::move(arguments[p]),
                                           name.location, nullptr});
    }
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
  symbols_.leaveScope();
  expander_.leaveCall();
  callDepth_ = callerDepth;
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

ExprPtr Driver::targetArgument(TokenCursor& cursor) {
  // The argument's tokens: up to the ',' or ')' that ends it.
  TokenLine tokens;
  int depth = 0;
  for (size_t i = 0;; ++i) {
    const Token& t = cursor.peek(i);
    if (t.kind == TokenKind::EndOfLine) return nullptr;
    if (depth == 0 && (t.is(",") || t.is(")"))) break;
    depth += t.is("(") ? 1 : t.is(")") ? -1 : 0;
    tokens.push_back(t);
  }
  if (tokens.empty()) return nullptr;
  Token end;
  end.location = tokens.back().location;
  tokens.push_back(end);
  TokenCursor argument(tokens);
  size_t errors = diagnostics_.errorCount();
  TargetValuePtr value = target_.parseTargetValue(argument, *this);
  if (!value && diagnostics_.errorCount() == errors) return nullptr;
  for (size_t i = 0; i + 1 < tokens.size(); ++i) cursor.next();
  if (!value) return Expr::constant(0, tokens.front().location);  // the error fails the assembly
  std::string key = fmt::format(".L.arg.{}", targetArguments_++);
  // targetValue() looks in the table from now on.
  symbols_.define(
      key, {SymbolDefinition::Kind::Target, nullptr, tokens.front().location, std::move(value)});
  return Expr::symbol(key, tokens.front().location);
}

void Driver::processFile(uint32_t file) {
  // An included file is a local context (vc4asm: `.lset` ends with it).
  if (includeDepth_ > 0) symbols_.enterScope();
  LineLexer lexer(sources_, file, target_.lexerOptions(), diagnostics_);
  std::vector<Conditional> conditionals;
  std::vector<TokenLine> pending;  // a block opened but not yet closed
  OpenBlocks open;
  TokenLine line;
  while (!aborted_ && (pending.empty() && !open.any() && target_.rawLines() ? lexer.nextRaw(line)
                                                                            : lexer.next(line))) {
    if (line.size() <= 1) continue;  // blank: nothing to process, in a block or not
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
  expander_.reportUnterminated(conditionals);
  if (includeDepth_ > 0) symbols_.leaveScope();
}

void Driver::processLines(std::span<const TokenLine> lines) {
  std::vector<Conditional> conditionals;
  processLines(lines, conditionals, LineOrigin::Generated);
  expander_.reportUnterminated(conditionals);
}

void Driver::processLines(std::span<const TokenLine> lines, std::vector<Conditional>& conditionals,
                          LineOrigin origin) {
  auto active = [&] { return conditionals.empty() || conditionals.back().active; };
  for (size_t i = 0; i < lines.size() && !aborted_; ++i) {
    const TokenLine& line = lines[i];
    // Blank lines count too: an expansion can make them (`\a` of an empty argument).
    if (origin == LineOrigin::Generated && !countGeneratedLines(1, line.front())) return;
    if (line.size() <= 1) continue;
    const Token& first = line.front();
    if (expander_.handleConditional(line, conditionals)) continue;
    if (!active()) continue;
    const size_t opened = i;
    if (const DirectiveRow* row = findDirective(first); row && row->block) {
      i = row->block(*this, lines, i);
    } else {
      processStatement(line);
    }
    if (origin == LineOrigin::Generated && i > opened && !countGeneratedLines(i - opened, first)) {
      return;
    }
  }
}

bool Driver::countGeneratedLines(size_t lines, const Token& at) {
  if (aborted_) return false;  // reported once, where the limit was passed
  expandedLines_ += lines;
  if (expandedLines_ <= limits_.maxExpandedLines) return true;
  diagnostics_.error(at.location, "expansion-limit",
                     fmt::format("more than {} lines after expanding macros and .rept; giving up",
                                 limits_.maxExpandedLines));
  aborted_ = true;
  return false;
}

bool Driver::enterNesting(const Token& opener) {
  if (nesting_ >= limits_.maxNestingDepth) {
    diagnostics_.error(opener.location, "nesting-depth",
                       fmt::format("blocks nested more than {} deep (.rept, .foreach, .back, .if, "
                                   "macros and function calls count together)",
                                   limits_.maxNestingDepth));
    return false;
  }
  ++nesting_;
  return true;
}

void Driver::expectEnd(TokenCursor& cursor) {
  if (!cursor.atEnd()) {
    diagnostics_.error(cursor.peek().location, "unexpected-token",
                       fmt::format("unexpected '{}' at end of statement", cursor.peek().text));
  }
}

void Driver::processStatement(const TokenLine& line) {
  statement_ = line.front().location;
  TokenCursor cursor(line);
  // vc4asm's `;op` (and `;;op`): an instruction that may join the one before.
  bool continues = false;
  while (!dialect_.joinMark.empty() && cursor.accept(dialect_.joinMark)) continues = true;
  if (continues && !cursor.atEnd() && !startsInstructionOrMacro(cursor)) {
    diagnostics_.error(cursor.peek().location, "unexpected-token",
                       fmt::format("expected an instruction or a macro after '{}', found '{}'",
                                   dialect_.joinMark, cursor.peek().text));
    return;
  }
  // A target's block (`name: value` lines of YAML, `field = value`) before
  // anything reads its lines as labels or assignments.
  if (!cursor.atEnd() && target_.parseBlockLine(cursor, *this)) return;
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
    if (const Macro* macro = expander_.find(first.text)) {
      cursor.next();
      expander_.expandMacro(*macro, first, cursor);
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
  std::unique_ptr<PendingInstruction> instruction;
  // A statement that reported an error is a failed one even where the target
  // made an instruction of it (trailing tokens, a value out of range): the
  // whole-program checks would only read noise from it.
  const size_t errorsBefore = diagnostics_.errorCount();
  auto failed = [&](bool made) {
    if (made && diagnostics_.errorCount() == errorsBefore) return false;
    failedInstructions_.emplace_back(items_.size(), first.location);
    return true;
  };
  if (std::optional<size_t> previous = joinCandidate(); continues && previous) {
    auto joined = target_.parseJoining(cursor, *this, *items_[*previous].instruction());
    if (joined.instruction) expectEnd(cursor);
    if (failed(joined.instruction != nullptr)) return;
    if (joined.replacesPrevious) {
      // Labels for '.' made while parsing the operands follow it: vc4asm's
      // '.' in a joined part is the address after the joined instruction.
      items_[*previous].setInstruction(std::move(joined.instruction));
      encodeEarly(items_[*previous]);
      return;
    }
    instruction = std::move(joined.instruction);
  } else {
    instruction = target_.parseInstruction(cursor, *this);
    if (instruction) expectEnd(cursor);
    if (failed(instruction != nullptr)) return;
  }
  padAfterData(first.location);
  debug_.placeLoc(*this, first.location);
  // Labels for '.' made while parsing the operands were appended already, so
  // they sit before the instruction and take its address.
  ProgramItem item;
  item.kind = ProgramItem::Kind::Instruction;
  item.setLocation(first.location);
  item.section = section_;
  item.setInstruction(std::move(instruction));
  encodeEarly(item);
  // The instruction that waited for a join is final now: encoded as well, so
  // that lines ending in ';' keep no more than others in memory. Not after a
  // `.clone` or `.back`, whose copies may hold it as it is parsed.
  if (joinCandidate_ < items_.size() && joinCandidate_ + 1 == items_.size() &&
      copiesAtCandidate_ == copies_ &&
      items_[joinCandidate_].kind == ProgramItem::Kind::Instruction &&
      items_[joinCandidate_].instruction())
    encodeEarly(items_[joinCandidate_]);
  joinCandidate_ = items_.size();
  copiesAtCandidate_ = copies_;
  items_.push_back(std::move(item));
}

bool Driver::startsInstructionOrMacro(const TokenCursor& cursor) const {
  const Token& t = cursor.peek();
  if (t.kind != TokenKind::Identifier || t.text.front() == '.') return false;
  if (cursor.peek(1).is("=")) return false;
  if (cursor.peek(1).is(":") && !expander_.defines(t.text)) return false;
  return true;
}

std::optional<size_t> Driver::joinCandidate() const {
  if (joinCandidate_ >= items_.size() || joinCandidate_ + 1 != items_.size())
    return std::nullopt;  // none, or something came after it
  const ProgramItem& item = items_[joinCandidate_];
  if (item.kind != ProgramItem::Kind::Instruction || item.section != section_ ||
      !item.instruction() || !target_.offersJoin(*item.instruction())) {
    return std::nullopt;
  }
  return joinCandidate_;
}

void Driver::padAfterData(SourceLocation where) {
  uint32_t alignment = target_.instructionAlignment();
  if (alignment <= 1) return;
  // Before the labels that lead to the instruction, so that they name it
  // (vc4asm's label there keeps the unaligned address).
  size_t at = items_.size();
  while (at > 0 && items_[at - 1].kind == ProgramItem::Kind::Label &&
         items_[at - 1].section == section_)
    --at;
  if (at == 0 || items_[at - 1].kind != ProgramItem::Kind::Data ||
      items_[at - 1].section != section_)
    return;
  ProgramItem padding;
  padding.kind = ProgramItem::Kind::Align;
  padding.setLocation(where);
  padding.section = section_;
  padding.detailsForWriting().alignment = alignment;
  padding.detailsForWriting().padsInstruction = true;
  items_.insert(items_.begin() + static_cast<ptrdiff_t>(at), std::move(padding));
}

void Driver::encodeEarly(ProgramItem& item) {
  // An instruction that waits for a line to join it stays parsed.
  if (target_.encodesWhenParsed() && !target_.offersJoin(*item.instruction())) {
    if (auto spent = earlyEncoder_.encode(item, target_.addressUnitBytes()))
      target_.recycle(std::move(spent));
  }
}

bool Driver::isDirectiveBeforeLabelReference(const Token& name, const Token& colon) const {
  bool apart = colon.location.line != name.location.line ||
               colon.location.column != name.location.column + name.text.size();
  // `m :label` calls macro m with vc4asm's label reference as its argument.
  bool directiveOrMacro =
      (name.text.size() > 1 && name.text[0] == '.') || expander_.defines(name.text);
  return apart && directiveOrMacro;
}

void Driver::defineAnyLabel(const Token& name) {
  // `1:`, or vc4asm's `:0_pass` (a name that starts with a digit may be defined again there)
  const bool numbered =
      name.kind == TokenKind::Integer || (numberedLabels_ && !name.text.empty() &&
                                          std::isdigit(static_cast<unsigned char>(name.text[0])));
  if (!numbered) {
    defineLabel(name);
    return;
  }
  if (!numberedLabels_) {
    diagnostics_.error(
        name.location, "expected-symbol",
        fmt::format("'{}' is not a label name: this dialect has no numbered labels", name.text));
    return;
  }
  const std::string key =
      name.kind == TokenKind::Integer ? std::to_string(name.value) : std::string(name.text);
  addLabelItem(symbols_.defineNumberedLabel(key, name.location), name.location);
}

void Driver::defineLabel(const Token& name) {
  if (symbols_.defineLabel(name)) addLabelItem(std::string(name.text), name.location);
}

bool Driver::defineLabel(std::string_view name, SourceLocation where) {
  Token token;
  token.kind = TokenKind::Identifier;
  token.text = name;
  token.location = where;
  if (!symbols_.defineLabel(token)) return false;
  addLabelItem(std::string(name), where);
  return true;
}

void Driver::addLabelItem(std::string name, SourceLocation where) {
  ProgramItem item;
  item.kind = ProgramItem::Kind::Label;
  item.setName(std::move(name));
  item.setLocation(where);
  item.section = section_;
  items_.push_back(std::move(item));
}

std::optional<std::string> Driver::angledName(const Token& open, TokenCursor& cursor) {
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

std::optional<SymbolDefinition> Driver::symbolValue(const Token& name, TokenCursor& cursor) {
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

void Driver::defineSet(const Token& name, TokenCursor& cursor) {
  auto value = symbolValue(name, cursor);
  if (!value) return;
  symbols_.assign(name, std::move(*value));
}

ExprPtr Driver::bind(const Token& identifier) {
  if (numberedLabels_ && !identifier.text.empty() &&
      std::isdigit(static_cast<unsigned char>(identifier.text[0]))) {
    // `1f`, `1b`: the next or the latest label 1; vc4asm's `0_pass` (a name that starts
    // with a digit is a numbered label there): the latest, or the next while there is none.
    std::string_view digits = identifier.text.substr(0, identifier.text.size() - 1);
    const char last = identifier.text.back();
    if ((last == 'f' || last == 'b') &&
        digits.find_first_not_of("0123456789") == std::string_view::npos)
      return symbols_.numberedReference(digits, last, identifier.location);
    return symbols_.numberedReference(identifier.text, 0, identifier.location);
  }
  if (identifier.text == ".") {
    std::string name = symbols_.defineDotLabel(identifier.location);
    addLabelItem(name, identifier.location);
    return Expr::symbol(name, identifier.location);
  }
  if (identifier.text.size() > 1 && identifier.text[0] == '.' && !identifier.text.starts_with(".L"))
    dotNames_.emplace(identifier.text);
  return symbols_.bindValue(identifier);
}

std::optional<int64_t> Driver::constantExpression(TokenCursor& cursor, std::string_view directive) {
  ExprPtr e = parseExpression(cursor);
  if (!e) return std::nullopt;
  std::string label;
  SymbolTable::KnownValues known;  // symbols may still be redefined, so only for this evaluation
  SymbolResolver resolve = [&](std::string_view name) -> std::optional<int64_t> {
    return symbols_.resolveWhileReading(name, known, label, e->location, resolve);
  };
  auto typed = evaluateValue(*e, resolve, diagnostics_);
  if (typed && typed->isFloat) {
    // vc4asm (P140, P131, P120): `.if 0.5` is no test of a float's value.
    diagnostics_.error(e->location, "not-integer",
                       fmt::format("'{}' needs an integer, not the floating-point number {}",
                                   directive, typed->real));
    return std::nullopt;
  }
  std::optional<int64_t> value;
  if (typed) value = typed->integer;
  if (value && !label.empty()) {
    diagnostics_.error(e->location, "not-constant",
                       fmt::format("'{}' needs a value known at this point, but label '{}' has no "
                                   "address until layout",
                                   directive, label));
    return std::nullopt;
  }
  return value;
}

}  // namespace gpuasm::core

namespace gpuasm {

std::optional<Image> assemble(TargetAssembler& target, SourceManager& sources, uint32_t file,
                              DiagnosticEngine& diagnostics, const AssemblerOptions& options,
                              const AssemblerLimits& limits) {
  if (target.readsWholeSource()) {
    std::optional<Image> image = target.assembleSource(sources, file, diagnostics);
    diagnostics.sortByPosition();
    return image;
  }
  return core::Driver(target, sources, diagnostics, options, limits).run(file);
}

}  // namespace gpuasm
