// The driver's directives: symbols (.set/.lset/.const, .unset, .global),
// source functions (.set f(a), .func), vc4asm's .foreach/.back/.clone/.local,
// data, alignment and includes.
#include <fmt/format.h>

#include <algorithm>
#include <filesystem>

#include "core/driver.hpp"

namespace gpuasm::core {
namespace {

// An instruction written again by `.clone`: it encodes as its original does,
// at its own address. The original's item owns it for the whole assembly (an
// original encoded when parsed is copied as its bytes instead).
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

// A `.clone` of instructions not yet there (a label further on): a
// placeholder per copy, filled by resolveClones() once the file is read.
class CloneRequest final : public PendingInstruction {
 public:
  CloneRequest(std::string label, size_t offset, SourceLocation name, size_t count)
      : label_(std::move(label)), offset_(offset), name_(name), count_(count) {}
  uint32_t units() const override { return 0; }  // resolved before layout, or an error
  void encode(const EncodeContext& /*ctx*/, std::span<uint8_t> /*out*/) const override {}
  const std::string& label() const { return label_; }
  size_t offset() const { return offset_; }
  SourceLocation name() const { return name_; }
  size_t count() const { return count_; }

 private:
  std::string label_;
  size_t offset_;
  SourceLocation name_;
  size_t count_;
};

}  // namespace

std::span<const Driver::DirectiveRow> Driver::directiveTable() {
  using Set = DirectiveSet;
  using Lines = std::span<const TokenLine>;
  constexpr auto symbol = [](Driver& d, const Token& t, TokenCursor& c) {
    d.symbolDirective(t, c);
  };
  constexpr auto unset = [](Driver& d, const Token& t, TokenCursor& c) { d.unset(t, c); };
  constexpr auto ignored = [](Driver& d, const Token&, TokenCursor& c) { d.expectEnd(c); };
  constexpr auto bytes = [](Driver& d, const Token& t, TokenCursor& c) {
    // .long as wide as the dialect says (DirectiveDialect::longBytes).
    d.data(t, c,
           isDirective(t, ".byte")                                ? 1
           : isDirective(t, ".short") || isDirective(t, ".2byte") ? 2
           : isDirective(t, ".quad") || isDirective(t, ".8byte")  ? 8
           : isDirective(t, ".long")                              ? d.dialect_.longBytes
                                                                  : 4);
  };
  constexpr auto floats = [](Driver& d, const Token& t, TokenCursor& c) {
    d.data(t, c, isDirective(t, ".half") ? 2 : isDirective(t, ".float") ? 4 : 8, true);
  };
  constexpr auto message = [](Driver& d, const Token& t, TokenCursor& c) { d.userMessage(t, c); };
  constexpr auto section = [](Driver& d, const Token& t, TokenCursor& c) {
    d.sectionDirective(t, c);
  };
  constexpr auto debug = [](Driver& d, const Token& t, TokenCursor& c) { d.debugDirective(t, c); };
  constexpr auto leb = [](Driver& d, const Token& t, TokenCursor& c) { d.leb(t, c); };
  constexpr auto unmatched = [](Driver& d, Lines lines, size_t start) {
    const Token& first = lines[start].front();
    d.diagnostics_.error(first.location, "unmatched-directive",
                         fmt::format("'{}' without a matching opening directive", first.text));
    return start;
  };
  constexpr auto local = [](Driver& d, Lines lines, size_t start) {
    d.localBlock(lines[start]);
    return start;
  };
  static constexpr DirectiveRow kDirectives[] = {
      // GNU as's
      {".set", Set::Gnu, symbol, nullptr},
      {".equ", Set::Gnu, symbol, nullptr},
      {".global", Set::Gnu, [](Driver& d, const Token& t, TokenCursor& c) { d.global(t, c); },
       nullptr},
      {".byte", Set::Gnu, bytes, nullptr},
      {".short", Set::Gnu, bytes, nullptr},
      {".word", Set::Gnu, bytes, nullptr},
      {".int", Set::Gnu, bytes, nullptr},
      {".long", Set::Gnu, bytes, nullptr},
      {".quad", Set::Gnu, bytes, nullptr},
      {".2byte", Set::Gnu, bytes, nullptr},
      {".4byte", Set::Gnu, bytes, nullptr},
      {".8byte", Set::Gnu, bytes, nullptr},
      {".float", Set::Gnu, floats, nullptr},
      {".double", Set::Gnu, floats, nullptr},
      {".align", Set::Gnu, [](Driver& d, const Token& t, TokenCursor& c) { d.align(t, c); },
       nullptr},
      {".zero", Set::Gnu, [](Driver& d, const Token& t, TokenCursor& c) { d.zeros(t, c); },
       nullptr},
      {".space", Set::Gnu, [](Driver& d, const Token& t, TokenCursor& c) { d.zeros(t, c); },
       nullptr},
      {".fill", Set::Gnu, [](Driver& d, const Token& t, TokenCursor& c) { d.zeros(t, c); },
       nullptr},
      {".ascii", Set::Gnu, [](Driver& d, const Token& t, TokenCursor& c) { d.ascii(t, c); },
       nullptr},
      {".asciz", Set::Gnu, [](Driver& d, const Token& t, TokenCursor& c) { d.ascii(t, c); },
       nullptr},
      {".string", Set::Gnu, [](Driver& d, const Token& t, TokenCursor& c) { d.ascii(t, c); },
       nullptr},
      {".p2align", Set::Gnu,
       [](Driver& d, const Token& t, TokenCursor& c) { d.powerOfTwoAlign(t, c); }, nullptr},
      {".balign", Set::Gnu,
       [](Driver& d, const Token& t, TokenCursor& c) { d.powerOfTwoAlign(t, c); }, nullptr},
      {".p2alignl", Set::Gnu,
       [](Driver& d, const Token& t, TokenCursor& c) { d.powerOfTwoAlign(t, c); }, nullptr},
      {".include", Set::Gnu, [](Driver& d, const Token& t, TokenCursor& c) { d.include(t, c); },
       nullptr},
      {".error", Set::Gnu, message, nullptr},
      {".warning", Set::Gnu, message, nullptr},
      {".section", Set::Gnu, section, nullptr},
      {".text", Set::Gnu, section, nullptr},
      {".data", Set::Gnu, section, nullptr},
      {".macro", Set::Gnu, nullptr,
       [](Driver& d, Lines lines, size_t start) { return d.expander_.defineMacro(lines, start); }},
      {".rept", Set::Gnu, nullptr,
       [](Driver& d, Lines lines, size_t start) { return d.expander_.repeat(lines, start); }},
      {".endm", Set::Gnu, nullptr, unmatched},
      {".endr", Set::Gnu, nullptr, unmatched},
      {".uleb128", Set::Gnu, leb, nullptr},
      {".sleb128", Set::Gnu, leb, nullptr},
      // DWARF (debug_directives.hpp)
      {".file", Set::Gnu, debug, nullptr},
      {".loc", Set::Gnu, debug, nullptr},
      {".cfi_sections", Set::Gnu, debug, nullptr},
      {".cfi_startproc", Set::Gnu, debug, nullptr},
      {".cfi_endproc", Set::Gnu, debug, nullptr},
      {".cfi_def_cfa", Set::Gnu, debug, nullptr},
      {".cfi_def_cfa_offset", Set::Gnu, debug, nullptr},
      {".cfi_adjust_cfa_offset", Set::Gnu, debug, nullptr},
      {".cfi_def_cfa_register", Set::Gnu, debug, nullptr},
      {".cfi_llvm_def_aspace_cfa", Set::Gnu, debug, nullptr},
      {".cfi_offset", Set::Gnu, debug, nullptr},
      {".cfi_rel_offset", Set::Gnu, debug, nullptr},
      {".cfi_register", Set::Gnu, debug, nullptr},
      {".cfi_undefined", Set::Gnu, debug, nullptr},
      {".cfi_same_value", Set::Gnu, debug, nullptr},
      {".cfi_restore", Set::Gnu, debug, nullptr},
      {".cfi_remember_state", Set::Gnu, debug, nullptr},
      {".cfi_restore_state", Set::Gnu, debug, nullptr},
      {".cfi_escape", Set::Gnu, debug, nullptr},
      {".cfi_return_column", Set::Gnu, debug, nullptr},
      {".cfi_personality", Set::Gnu, debug, nullptr},
      {".cfi_lsda", Set::Gnu, debug, nullptr},
      {".cfi_signal_frame", Set::Gnu, debug, nullptr},
      {".cfi_window_save", Set::Gnu, debug, nullptr},
      // vc4asm's (doc/directives.html)
      {".define", Set::Vc4asm, symbol, nullptr},
      {".lset", Set::Vc4asm, symbol, nullptr},
      {".const", Set::Vc4asm, symbol, nullptr},
      {".lconst", Set::Vc4asm, symbol, nullptr},
      {".unset", Set::Vc4asm, unset, nullptr},
      {".lunset", Set::Vc4asm, unset, nullptr},
      {".assert", Set::Vc4asm,
       [](Driver& d, const Token& t, TokenCursor& c) {
         auto value = d.constantExpression(c, ".assert");
         d.expectEnd(c);
         if (value && *value == 0)
           d.diagnostics_.error(t.location, "assertion-failed", "'.assert' condition is false");
       },
       nullptr},
      {".clone", Set::Vc4asm, [](Driver& d, const Token& t, TokenCursor& c) { d.clone(t, c); },
       nullptr},
      // Marks of code and data for vc4asm's validator; the output is the same.
      {".code", Set::Vc4asm, ignored, nullptr},
      {".rodata", Set::Vc4asm, ignored, nullptr},
      {".bit", Set::Vc4asm, [](Driver& d, const Token& t, TokenCursor& c) { d.data(t, c, 0); },
       nullptr},
      {".half", Set::Vc4asm, floats, nullptr},
      {".rep", Set::Vc4asm, nullptr,
       [](Driver& d, Lines lines, size_t start) { return d.expander_.repeat(lines, start); }},
      {".foreach", Set::Vc4asm, nullptr,
       [](Driver& d, Lines lines, size_t start) { return d.forEach(lines, start); }},
      {".func", Set::Vc4asm, nullptr,
       [](Driver& d, Lines lines, size_t start) { return d.defineFunction(lines, start); }},
      {".back", Set::Vc4asm, nullptr,
       [](Driver& d, Lines lines, size_t start) { return d.back(lines, start); }},
      {".local", Set::Vc4asm, nullptr, local},
      {".endloc", Set::Vc4asm, nullptr, local},
      {".endf", Set::Vc4asm, nullptr, unmatched},
      {".endfor", Set::Vc4asm, nullptr, unmatched},
      {".endb", Set::Vc4asm, nullptr, unmatched},
  };
  return kDirectives;
}

const Driver::DirectiveRow* Driver::findDirective(const Token& name) const {
  if (name.kind != TokenKind::Identifier || name.text.empty() || name.text[0] != '.')
    return nullptr;
  for (const DirectiveRow& row : directiveTable()) {
    if (!isDirective(name, row.name)) continue;
    return row.set == DirectiveSet::Gnu || dialect_.vc4asmDirectives ? &row : nullptr;
  }
  return nullptr;
}

void Driver::directive(const Token& d, TokenCursor& cursor) {
  if (const DirectiveRow* row = findDirective(d); row && row->statement) {
    row->statement(*this, d, cursor);
  } else if (target_.parseDirective(d, cursor, *this)) {
    // the target's own directive
  } else {
    diagnostics_.error(d.location, "unknown-directive",
                       fmt::format("unknown directive '{}'", d.text));
  }
}

void Driver::userMessage(const Token& d, TokenCursor& cursor) {
  std::string message = isDirective(d, ".error") ? "'.error' directive" : "'.warning' directive";
  if (cursor.peek().kind == TokenKind::String) message = decodeString(cursor.next(), diagnostics_);
  expectEnd(cursor);
  if (isDirective(d, ".error")) {
    diagnostics_.error(d.location, "user-error", message);
  } else {
    diagnostics_.warning(d.location, "user-warning", message);
  }
}

void Driver::sectionDirective(const Token& d, TokenCursor& cursor) {
  std::string name(d.text);
  if (isDirective(d, ".section")) {
    const Token& t = cursor.next();
    if (t.kind != TokenKind::Identifier && t.kind != TokenKind::String) {
      diagnostics_.error(t.location, "expected-symbol", "expected a section name after '.section'");
      return;
    }
    name = t.kind == TokenKind::String ? decodeString(t, diagnostics_) : std::string(t.text);
    // `.section .rodata,#alloc`, `.section .x,"aw",@progbits`: the object
    // format's attributes, which only a target that writes one reads.
    if (cursor.peek().is(",")) {
      selectSection(name);
      if (!target_.parseSectionAttributes(name, cursor, *this)) {
        diagnostics_.error(cursor.peek().location, "unexpected-token",
                           fmt::format("section attributes after '{}': this target writes no "
                                       "object file that has them",
                                       name));
      }
      return;
    }
  }
  expectEnd(cursor);
  selectSection(name);
}

void Driver::debugDirective(const Token& d, TokenCursor& cursor) {
  if (!dwarf_) {
    diagnostics_.error(d.location, "unsupported-directive",
                       fmt::format("'{}': this target has no DWARF description (its registers "
                                   "and addresses), so gpuasm writes no debug sections for it",
                                   d.text));
    return;
  }
  if (isDirective(d, ".file")) {
    debug_.file(d, cursor);
  } else if (isDirective(d, ".loc")) {
    debug_.loc(d, cursor, *this);
  } else {
    debug_.cfi(d, cursor, *this, *dwarf_);
  }
}

void Driver::leb(const Token& d, TokenCursor& cursor) {
  if (target_.addressUnitBytes() != 1) {
    diagnostics_.error(d.location, "unsupported-directive",
                       fmt::format("'{}' needs a target whose addresses count bytes", d.text));
    return;
  }
  do {
    ExprPtr value = parseExpression(cursor);
    if (!value) return;
    debug_.placeLoc(*this, d.location);
    ProgramItem item;
    item.kind = ProgramItem::Kind::Instruction;
    item.setLocation(d.location);
    item.section = section_;
    item.setInstruction(std::make_unique<LebField>(std::move(value), isDirective(d, ".sleb128")));
    items_.push_back(std::move(item));
    ++lebFields_;
  } while (cursor.accept(","));
  expectEnd(cursor);
}

void Driver::emitBytes(std::span<const uint8_t> bytes, SourceLocation where) {
  if (bytes.empty()) return;
  debug_.placeLoc(*this, where);
  appendBytes(bytes, where);
}

void Driver::appendBytes(std::span<const uint8_t> bytes, SourceLocation where) {
  if (bytes.empty()) return;
  ProgramItem item;
  item.kind = ProgramItem::Kind::Data;
  item.setLocation(where);
  item.section = section_;
  ProgramItem::Details& details = item.detailsForWriting();
  details.dataBytes = 1;
  details.data.reserve(bytes.size());
  for (uint8_t b : bytes) details.data.push_back(Expr::constant(int64_t{b}, where));
  items_.push_back(std::move(item));
}

void Driver::selectSection(std::string_view name) {
  // By a hash table: a program of many sections is not quadratic.
  if (auto known = sectionIndices_.find(name); known != sectionIndices_.end()) {
    if (known->second != section_) debug_.dropLoc();
    section_ = known->second;
    return;
  }
  if (sections_.size() >= kMaxSections) {
    // A program item keeps its section in 16 bits.
    diagnostics_.error(statement_, "too-many-sections",
                       fmt::format("section '{}' would be the {}th: at most {} sections", name,
                                   sections_.size() + 1, kMaxSections));
    return;
  }
  debug_.dropLoc();
  section_ = static_cast<uint16_t>(sections_.size());
  sections_.emplace_back(name);
  sectionIndices_.emplace(sections_.back(), section_);
}

void Driver::symbolDirective(const Token& d, TokenCursor& cursor) {
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
  if (isDirective(d, ".lset") || isDirective(d, ".lconst")) symbols_.makeLocal(key);
  size_t errors = diagnostics_.errorCount();
  defineSet(name, cursor);
  if ((isDirective(d, ".const") || isDirective(d, ".lconst")) &&
      diagnostics_.errorCount() == errors) {
    symbols_.makeConstant(key);
  }
}

void Driver::defineLineFunction(const Token& name, TokenCursor& cursor) {
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
  symbols_.defineFunction(name.text, std::move(function));
}

bool Driver::functionParameters(TokenCursor& cursor, SourceFunction& function) {
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

size_t Driver::defineFunction(std::span<const TokenLine> lines, size_t start) {
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
  symbols_.defineFunction(name.text, std::move(function));
  return *end;
}

void Driver::unset(const Token& d, TokenCursor& cursor) {
  const Token& name = cursor.next();
  if (name.kind != TokenKind::Identifier) {
    diagnostics_.error(name.location, "expected-symbol",
                       fmt::format("expected a symbol name after '{}'", d.text));
    return;
  }
  expectEnd(cursor);
  symbols_.unset(name, isDirective(d, ".lunset"));
}

void Driver::global(const Token& d, TokenCursor& cursor) {
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

size_t Driver::forEach(std::span<const TokenLine> lines, size_t start) {
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
  SymbolTable::ScopedSymbol loopVariable(symbols_, variable);
  if (!loopVariable.ok()) return *end;
  NestedBlock nested(*this, directive);
  if (!nested.ok()) return *end;
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

size_t Driver::back(std::span<const TokenLine> lines, size_t start) {
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
  NestedBlock nested(*this, directive);
  if (!nested.ok()) return *end;
  size_t before = items_.size();
  ++copies_;
  processLines(lines.subspan(start + 1, *end - start - 1));
  std::rotate(items_.begin() + static_cast<ptrdiff_t>(insertAt),
              items_.begin() + static_cast<ptrdiff_t>(before), items_.end());
  return *end;
}

void Driver::clone(const Token& d, TokenCursor& cursor) {
  ++copies_;
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
    return item.kind == ProgramItem::Kind::Label && item.name() == name.text;
  });
  // Indices: the items move as copies are appended.
  std::vector<size_t> originals;
  for (auto it = label; it != items_.end() && originals.size() < static_cast<size_t>(*count);
       ++it) {
    if (it->kind == ProgramItem::Kind::Instruction && it->section == label->section)
      originals.push_back(static_cast<size_t>(it - items_.begin()));
  }
  // A copy of a copy still to be made waits for it.
  bool waiting = std::any_of(originals.begin(), originals.end(), [&](size_t i) {
    return !items_[i].isEncoded() &&
           dynamic_cast<const CloneRequest*>(items_[i].instruction()) != nullptr;
  });
  if (originals.size() < static_cast<size_t>(*count) || waiting) {
    // vc4asm clones code further on too (its second pass has it): copies
    // made once the whole file is read.
    for (size_t k = 0; k < static_cast<size_t>(*count); ++k) {
      ProgramItem item;
      item.kind = ProgramItem::Kind::Instruction;
      item.setLocation(d.location);
      item.section = section_;
      item.setInstruction(std::make_unique<CloneRequest>(std::string(name.text), k, name.location,
                                                         static_cast<size_t>(*count)));
      items_.push_back(std::move(item));
    }
    ++cloneRequests_;
    return;
  }
  for (size_t original : originals) copyInstruction(items_[original], d.location);
}

void Driver::copyInstruction(const ProgramItem& from, SourceLocation where) {
  ProgramItem item;
  item.kind = ProgramItem::Kind::Instruction;
  item.setLocation(where);
  item.section = section_;
  if (from.isEncoded()) {
    item.setEncoded(from.encodedBytes(), from.units);
  } else {
    item.setInstruction(std::make_unique<ClonedInstruction>(*from.instruction()));
  }
  items_.push_back(std::move(item));
}

void Driver::resolveClones() {
  if (cloneRequests_ == 0) return;
  std::unordered_map<std::string_view, size_t> labels;
  for (size_t i = 0; i < items_.size(); ++i) {
    if (items_[i].kind == ProgramItem::Kind::Label) labels.try_emplace(items_[i].name(), i);
  }
  // In order, so that a copy of a copy finds its original copied already; a
  // request that reaches itself or a later request is an error.
  for (size_t i = 0; i < items_.size(); ++i) {
    ProgramItem& item = items_[i];
    auto* request = item.kind == ProgramItem::Kind::Instruction && item.instruction()
                        ? dynamic_cast<const CloneRequest*>(item.instruction())
                        : nullptr;
    if (!request) continue;
    // One error per `.clone`, at its first copy that fails.
    auto fail = [&](std::string code, std::string message) {
      if (request->offset() == 0 || !failedClone_)
        diagnostics_.error(request->name(), code, message);
      failedClone_ = true;  // the placeholder stays: no bytes, and the assembly fails
    };
    if (request->offset() == 0) failedClone_ = false;
    auto label = labels.find(request->label());
    if (label == labels.end()) {
      fail("undefined-label",
           fmt::format("'.clone' copies from label '{}', which is not defined", request->label()));
      continue;
    }
    size_t found = 0, original = items_.size();
    for (size_t j = label->second; j < items_.size(); ++j) {
      if (items_[j].kind != ProgramItem::Kind::Instruction ||
          items_[j].section != items_[label->second].section)
        continue;
      if (found++ == request->offset()) {
        original = j;
        break;
      }
    }
    const ProgramItem* from = original < items_.size() ? &items_[original] : nullptr;
    if (!from) {
      fail("value-out-of-range", fmt::format("'.clone' of {} instructions, but fewer follow '{}'",
                                             request->count(), request->label()));
      continue;
    }
    bool unresolved =
        !from->isEncoded() &&
        (!from->instruction() || dynamic_cast<const CloneRequest*>(from->instruction()));
    if (unresolved && original >= i) {
      fail("value-out-of-range",
           fmt::format("'.clone' from '{}' reaches a copy that a '.clone' makes later",
                       request->label()));
      continue;
    }
    if (from->isEncoded()) {
      item.setEncoded(from->encodedBytes(), from->units);
    } else if (unresolved) {
      continue;  // its original failed and was reported
    } else {
      item.setInstruction(std::make_unique<ClonedInstruction>(*from->instruction()));
    }
  }
}

void Driver::localBlock(const TokenLine& line) {
  const Token& d = line.front();
  TokenCursor cursor(line);
  cursor.next();
  expectEnd(cursor);
  if (isDirective(d, ".local")) {
    symbols_.enterScope();
    localBlocks_.emplace_back(symbols_.scopeDepth(), d.location);
    return;
  }
  if (localBlocks_.empty() || localBlocks_.back().first != symbols_.scopeDepth()) {
    diagnostics_.error(d.location, "unmatched-directive", "'.endloc' without a matching '.local'");
    return;
  }
  localBlocks_.pop_back();
  symbols_.leaveScope();
}

void Driver::data(const Token& d, TokenCursor& cursor, uint32_t bytes, bool isFloat) {
  ProgramItem item;
  item.kind = ProgramItem::Kind::Data;
  item.setLocation(d.location);
  item.section = section_;
  ProgramItem::Details& details = item.detailsForWriting();
  details.dataBytes = bytes;
  details.dataFloat = isFloat;
  details.dataBits = bytes == 0;
  do {
    ExprPtr e =
        gpuasm::parseExpression(cursor, binder_, diagnostics_, target_.expressionFunctions(), this,
                                {.symbolVariants = !isFloat && dialect_.symbolVariants,
                                 .colonLabels = dialect_.colonLabels});
    if (!e) return;
    details.data.push_back(std::move(e));
  } while (cursor.accept(","));
  expectEnd(cursor);
  // vc4asm's `.bit` lines one after another fill the same bytes.
  if (ProgramItem* last = items_.empty() ? nullptr : &items_.back();
      details.dataBits && last && last->kind == ProgramItem::Kind::Data &&
      last->details()->dataBits && last->section == section_) {
    for (ExprPtr& e : details.data) last->detailsForWriting().data.push_back(std::move(e));
    return;
  }
  debug_.placeLoc(*this, d.location);
  items_.push_back(std::move(item));
}

void Driver::align(const Token& d, TokenCursor& cursor) {
  auto value = constantExpression(cursor, ".align");
  if (!value) return;
  // vc4asm's `.align bytes, base`: base is a number or a label before it.
  int64_t base = 0;
  std::string baseLabel;
  if (cursor.accept(",")) {
    size_t start = cursor.position();
    bool colon = cursor.accept(":");
    const Token& name = cursor.peek();
    bool label = symbols_.isLabel(name.text);
    if (name.kind == TokenKind::Identifier && cursor.peek(1).kind == TokenKind::EndOfLine &&
        (label || colon)) {
      if (!label) {
        diagnostics_.error(name.location, "undefined-label",
                           fmt::format("'.align' is relative to a label defined before it; "
                                       "'{}' is not",
                                       name.text));
        return;
      }
      baseLabel = std::string(cursor.next().text);
    } else {
      cursor.seek(start);
      auto offset = constantExpression(cursor, ".align");
      if (!offset) return;
      base = *offset;
    }
  }
  expectEnd(cursor);
  if (*value == 0) return;  // vc4asm: `.align 0` does nothing
  if (*value < 1 || *value > (1 << 16) || (*value & (*value - 1)) != 0) {
    diagnostics_.error(
        d.location, "value-out-of-range",
        fmt::format("'.align' needs a power of two from 1 to 65536, not {}", *value));
    return;
  }
  ProgramItem item;
  item.kind = ProgramItem::Kind::Align;
  item.setLocation(d.location);
  item.section = section_;
  ProgramItem::Details& details = item.detailsForWriting();
  details.alignment = static_cast<uint32_t>(*value);
  details.alignBase = base;
  details.alignLabel = std::move(baseLabel);
  items_.push_back(std::move(item));
}

void Driver::zeros(const Token& d, TokenCursor& cursor) {
  auto count = constantExpression(cursor, d.text);
  if (!count) return;
  // `.fill repeat[, size[, value]]`: repeat copies of value's low size bytes, little-endian
  // (clang-14's gfx90a code ends with `.fill 256, 4, 3212836864`, s_nop 0 words)
  if (isDirective(d, ".fill")) {
    int64_t size = 1, value = 0;
    if (cursor.accept(",")) {
      auto s = constantExpression(cursor, d.text);
      if (!s) return;
      size = *s;
      if (cursor.accept(",")) {
        auto v = constantExpression(cursor, d.text);
        if (!v) return;
        value = *v;
      }
    }
    expectEnd(cursor);
    if (*count < 0 || size < 0 || size > 8 || *count * size > int64_t{1} << 24) {
      diagnostics_.error(d.location, "value-out-of-range",
                         fmt::format("'.fill' takes up to 16777216 bytes in copies of 0 to 8 "
                                     "bytes, not {} of {}",
                                     *count, size));
      return;
    }
    std::vector<uint8_t> bytes;
    bytes.reserve(static_cast<size_t>(*count * size));
    for (int64_t i = 0; i < *count; ++i)
      for (int64_t b = 0; b < size; ++b)
        bytes.push_back(
            static_cast<uint8_t>(static_cast<uint64_t>(value) >> (8 * std::min<int64_t>(b, 7))));
    emitBytes(bytes, d.location);
    return;
  }
  int64_t fill = 0;
  if (cursor.accept(",")) {
    auto value = constantExpression(cursor, d.text);
    if (!value) return;
    fill = *value;
  }
  expectEnd(cursor);
  if (*count < 0 || *count > int64_t{1} << 24 || fill < -128 || fill > 255) {
    diagnostics_.error(d.location, "value-out-of-range",
                       fmt::format("'{}' takes 0 to 16777216 bytes of a byte value, not {} of {}",
                                   d.text, *count, fill));
    return;
  }
  std::vector<uint8_t> bytes(static_cast<size_t>(*count), static_cast<uint8_t>(fill));
  appendBytes(bytes, d.location);
}

void Driver::ascii(const Token& d, TokenCursor& cursor) {
  std::vector<uint8_t> bytes;
  do {
    const Token& t = cursor.next();
    if (t.kind != TokenKind::String) {
      diagnostics_.error(t.location, "expected-string",
                         fmt::format("expected a quoted string after '{}'", d.text));
      return;
    }
    const std::string text = decodeString(t, diagnostics_);
    bytes.insert(bytes.end(), text.begin(), text.end());
    if (!isDirective(d, ".ascii")) bytes.push_back(0);
  } while (cursor.accept(","));
  expectEnd(cursor);
  emitBytes(bytes, d.location);
}

void Driver::powerOfTwoAlign(const Token& d, TokenCursor& cursor) {
  // `.p2alignl n, word`: padding of 4-byte words (clang-14's gfx90a code: s_nop 0)
  const bool words = isDirective(d, ".p2alignl");
  const bool p2 = words || isDirective(d, ".p2align");
  auto value = constantExpression(cursor, p2 ? ".p2align" : ".balign");
  if (!value) return;
  bool zeros = false;
  if (cursor.accept(",")) {
    auto fill = constantExpression(cursor, d.text);
    if (!fill) return;
    // a word fill that is the target's no-op in code pads as the target does
    const std::vector<uint8_t> pattern = target_.fillPattern();
    const std::string& here = sections_[section_];
    const bool noOp =
        words && pattern.size() == 4 && !cursor.peek().is(",") &&
        (here == ".text" || here.starts_with(".text.")) &&
        static_cast<uint64_t>(*fill) == (uint64_t{pattern[0]} | uint64_t{pattern[1]} << 8 |
                                         uint64_t{pattern[2]} << 16 | uint64_t{pattern[3]} << 24);
    if (!noOp && (*fill != 0 || cursor.peek().is(","))) {
      diagnostics_.error(d.location, "unsupported-directive",
                         fmt::format("'{}' takes a fill of 0 (or, in code, a word of the "
                                     "target's no-op) and no maximum here",
                                     d.text));
      return;
    }
    zeros = !noOp;
  }
  expectEnd(cursor);
  const int64_t bytes = p2 ? (*value >= 0 && *value <= 16 ? int64_t{1} << *value : -1) : *value;
  if (bytes < 1 || bytes > (1 << 16) || (bytes & (bytes - 1)) != 0) {
    diagnostics_.error(
        d.location, "value-out-of-range",
        p2 ? fmt::format("'.p2align' needs 0 to 16, not {}", *value)
           : fmt::format("'.balign' needs a power of two from 1 to 65536, not {}", *value));
    return;
  }
  const uint32_t unitBytes = target_.addressUnitBytes();
  ProgramItem item;
  item.kind = ProgramItem::Kind::Align;
  item.setLocation(d.location);
  item.section = section_;
  ProgramItem::Details& details = item.detailsForWriting();
  details.alignment = static_cast<uint32_t>(std::max<int64_t>(bytes / unitBytes, 1));
  // GNU as pads code sections with no-ops and the others with zeros.
  const std::string& section = sections_[section_];
  details.zeroFill = zeros || !(section == ".text" || section.starts_with(".text."));
  items_.push_back(std::move(item));
}

void Driver::include(const Token& d, TokenCursor& cursor) {
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
  InputText unreadable;
  for (const auto& candidate : candidates) {
    InputText failure;
    if (auto file = sources_.addFile(candidate, d.location, &failure)) {
      ++includeDepth_;
      processFile(*file);
      --includeDepth_;
      return;
    }
    if (unreadable.ok() && failure.error != InputText::Error::NotFound) {
      unreadable = std::move(failure);
    }
  }
  // Something is there but cannot be a source (a directory, a FIFO, a
  // device, too large): say so rather than that nothing was found.
  if (!unreadable.ok()) {
    diagnostics_.error(t.location, "include-unreadable", unreadable.message);
    return;
  }
  // A file whose definitions the target has built in (vc4.qinc) is there
  // already; one on the include path is read like any other.
  if (target_.providesInclude(name.filename().string())) return;
  diagnostics_.error(t.location, "include-not-found",
                     fmt::format("cannot find include file '{}'", name.string()));
}

}  // namespace gpuasm::core
