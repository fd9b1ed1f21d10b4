#include "core/debug_directives.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <unordered_map>

#include "core/macro_expander.hpp"

namespace gpuasm::core {
namespace {

// DWARF 5, section 6.2 (the line-number program) and 6.4 (call frames).
enum : uint8_t {
  kLnsCopy = 1,
  kLnsAdvancePc = 2,
  kLnsAdvanceLine = 3,
  kLnsSetFile = 4,
  kLnsSetColumn = 5,
  kLnsNegateStmt = 6,
  kLnsSetBasicBlock = 7,
  kLnsConstAddPc = 8,
  kLnsSetPrologueEnd = 10,
  kLnsSetEpilogueBegin = 11,
  kLnsSetIsa = 12,
  kLneEndSequence = 1,
  kLneSetAddress = 2,
  kLneSetDiscriminator = 4,
  kLnctPath = 1,
  kLnctDirectoryIndex = 2,
  kLnctMd5 = 5,
  kFormUdata = 0x0f,
  kFormData16 = 0x1e,
  kFormLineStrp = 0x1f,
  kCfaAdvanceLoc = 0x40,
  kCfaOffset = 0x80,
  kCfaRestore = 0xc0,
  kCfaAdvanceLoc1 = 0x02,
  kCfaAdvanceLoc2 = 0x03,
  kCfaAdvanceLoc4 = 0x04,
  kCfaOffsetExtended = 0x05,
  kCfaRestoreExtended = 0x06,
  kCfaUndefined = 0x07,
  kCfaSameValue = 0x08,
  kCfaRegister = 0x09,
  kCfaRememberState = 0x0a,
  kCfaRestoreState = 0x0b,
  kCfaDefCfa = 0x0c,
  kCfaDefCfaRegister = 0x0d,
  kCfaDefCfaOffset = 0x0e,
  kCfaOffsetExtendedSf = 0x11,
  kCfaLlvmDefAspaceCfa = 0x30,
  kEhPointerPcRelativeSdata4 = 0x1b,  // DW_EH_PE_pcrel | DW_EH_PE_sdata4 (LSB 4.1, .eh_frame)
};
// The flags of a row (LLVM's DWARF2_FLAG_*).
constexpr uint8_t kIsStatement = 1, kBasicBlock = 2, kPrologueEnd = 4, kEpilogueBegin = 8;
// The line table's parameters as llvm-mc-14 writes them (MCDwarfLineTableParams).
constexpr int kLineBase = -5;
constexpr uint64_t kLineRange = 14, kOpcodeBase = 13;
constexpr uint8_t kStandardOpcodeLengths[] = {0, 1, 1, 1, 1, 0, 0, 0, 1, 0, 0, 1};
// The largest file number a `.file` takes: the table is a vector by number.
constexpr uint64_t kMaxFileNumber = 1u << 16;

void uleb(std::vector<uint8_t>& out, uint64_t value) {
  do {
    uint8_t byte = value & 0x7f;
    value >>= 7;
    out.push_back(static_cast<uint8_t>(byte | (value ? 0x80 : 0)));
  } while (value);
}

void sleb(std::vector<uint8_t>& out, int64_t value) {
  bool more = true;
  while (more) {
    uint8_t byte = value & 0x7f;
    value >>= 7;
    more = !((value == 0 && !(byte & 0x40)) || (value == -1 && (byte & 0x40)));
    out.push_back(static_cast<uint8_t>(byte | (more ? 0x80 : 0)));
  }
}

void little(std::vector<uint8_t>& out, uint64_t value, unsigned bytes) {
  for (unsigned i = 0; i < bytes; ++i) out.push_back(static_cast<uint8_t>(value >> (8 * i)));
}

void patch(std::vector<uint8_t>& out, size_t at, uint64_t value, unsigned bytes) {
  for (unsigned i = 0; i < bytes; ++i) out[at + i] = static_cast<uint8_t>(value >> (8 * i));
}

// LLVM's MCDwarfLineAddr::encode: a line and address advance (the address in
// minimum-instruction units) as one special opcode where one fits,
// DW_LNS_const_add_pc and a special opcode, or DW_LNS_advance_line and
// DW_LNS_advance_pc; `endSequence` ends the sequence there instead.
void advance(std::vector<uint8_t>& out, int64_t lineDelta, uint64_t addressDelta,
             bool endSequence) {
  const uint64_t maxSpecialAddressDelta = (255 - kOpcodeBase) / kLineRange;
  if (endSequence) {
    if (addressDelta == maxSpecialAddressDelta) {
      out.push_back(kLnsConstAddPc);
    } else if (addressDelta) {
      out.push_back(kLnsAdvancePc);
      uleb(out, addressDelta);
    }
    out.insert(out.end(), {0, 1, kLneEndSequence});
    return;
  }
  uint64_t temp = static_cast<uint64_t>(lineDelta) - static_cast<uint64_t>(int64_t{kLineBase});
  bool needCopy = false;
  if (temp >= kLineRange || temp + kOpcodeBase > 255) {
    out.push_back(kLnsAdvanceLine);
    sleb(out, lineDelta);
    lineDelta = 0;
    temp = static_cast<uint64_t>(-kLineBase);
    needCopy = true;
  }
  if (lineDelta == 0 && addressDelta == 0) {
    out.push_back(kLnsCopy);
    return;
  }
  temp += kOpcodeBase;
  if (addressDelta < 256 + maxSpecialAddressDelta) {
    uint64_t opcode = temp + addressDelta * kLineRange;
    if (opcode <= 255) {
      out.push_back(static_cast<uint8_t>(opcode));
      return;
    }
    opcode = temp + (addressDelta - maxSpecialAddressDelta) * kLineRange;
    if (opcode <= 255) {
      out.push_back(kLnsConstAddPc);
      out.push_back(static_cast<uint8_t>(opcode));
      return;
    }
  }
  out.push_back(kLnsAdvancePc);
  uleb(out, addressDelta);
  out.push_back(needCopy ? static_cast<uint8_t>(kLnsCopy) : static_cast<uint8_t>(temp));
}

// LLVM's MCDwarfFrameEmitter::encodeAdvanceLoc (the delta in code alignment units).
void advanceLoc(std::vector<uint8_t>& out, uint64_t delta) {
  if (delta == 0) return;
  if (delta < 64) {
    out.push_back(static_cast<uint8_t>(kCfaAdvanceLoc | delta));
  } else if (delta < 256) {
    out.push_back(kCfaAdvanceLoc1);
    out.push_back(static_cast<uint8_t>(delta));
  } else if (delta < 65536) {
    out.push_back(kCfaAdvanceLoc2);
    little(out, delta, 2);
  } else {
    out.push_back(kCfaAdvanceLoc4);
    little(out, delta, 4);
  }
}

// The strings of .debug_line_str, each once, in the order first asked for
// (LLVM's StringTableBuilder of kind DWARF, finalized in order).
class LineStrings {
 public:
  uint32_t offset(const std::string& s) {
    auto [it, added] = offsets_.try_emplace(s, static_cast<uint32_t>(bytes_.size()));
    if (added) {
      bytes_.insert(bytes_.end(), s.begin(), s.end());
      bytes_.push_back(0);
    }
    return it->second;
  }
  std::vector<uint8_t> take() { return std::move(bytes_); }

 private:
  std::vector<uint8_t> bytes_;
  std::unordered_map<std::string, uint32_t> offsets_;
};

}  // namespace

void DebugDirectives::expectEnd(TokenCursor& cursor) {
  if (!cursor.atEnd())
    diagnostics_.error(cursor.peek().location, "unexpected-token",
                       fmt::format("unexpected '{}' at end of statement", cursor.peek().text));
}

std::string DebugDirectives::labelHere(DirectiveContext& context, SourceLocation where) {
  // A space: no source spells it; `.L`: no object file lists it as a symbol.
  std::string name = fmt::format(".L debug {}", labels_++);
  context.defineLabel(name, where);
  return name;
}

void DebugDirectives::file(const Token& directive, TokenCursor& cursor) {
  if (cursor.peek().kind == TokenKind::String) {
    diagnostics_.error(directive.location, "unsupported-directive",
                       "'.file \"name\"' without a number names the object's STT_FILE symbol, "
                       "which gpuasm does not write ('.file N \"name\"' is a file of the line "
                       "table)");
    return;
  }
  const Token& number = cursor.next();
  if (number.kind != TokenKind::Integer) {
    diagnostics_.error(number.location, "expected-token",
                       fmt::format("expected a file number after '.file', found '{}'",
                                   number.kind == TokenKind::EndOfLine ? "end of line"
                                                                       : std::string(number.text)));
    return;
  }
  if (number.value > kMaxFileNumber) {
    diagnostics_.error(number.location, "value-out-of-range",
                       fmt::format("file number {} is past the largest gpuasm takes, {}",
                                   number.value, kMaxFileNumber));
    return;
  }
  std::vector<std::string> names;
  while (cursor.peek().kind == TokenKind::String)
    names.push_back(decodeString(cursor.next(), diagnostics_));
  if (names.empty() || names.size() > 2) {
    diagnostics_.error(names.empty() ? cursor.peek().location : directive.location,
                       "expected-string",
                       "'.file N' takes a file name, or a directory and a file name, in quotes");
    return;
  }
  std::optional<std::array<uint8_t, 16>> checksum;
  while (!cursor.atEnd()) {
    const Token& keyword = cursor.next();
    if (!keyword.isIdentifier("md5")) {
      diagnostics_.error(
          keyword.location, "unexpected-token",
          fmt::format("unexpected '{}' in '.file': after the names only 'md5 0x...' comes "
                      "('source' is not supported)",
                      keyword.text));
      return;
    }
    // A 128-bit number: the lexer keeps a long hexadecimal after `md5` as written.
    const Token& value = cursor.next();
    std::string_view digits = value.text;
    const bool hex = digits.starts_with("0x") || digits.starts_with("0X");
    if (value.kind != TokenKind::Integer || (hex && (digits.size() < 3 || digits.size() > 34)) ||
        (hex && digits.find_first_not_of("0123456789abcdefABCDEF", 2) != std::string_view::npos)) {
      diagnostics_.error(
          value.location, "invalid-md5",
          fmt::format("'md5' takes a number of at most 128 bits (32 hexadecimal "
                      "digits after 0x), not '{}'",
                      value.kind == TokenKind::EndOfLine ? std::string_view("the end of the line")
                                                         : value.text));
      return;
    }
    std::array<uint8_t, 16> sum{};  // big-endian, as the digits are written
    if (hex) {
      digits.remove_prefix(2);
      for (size_t i = 0; i < digits.size(); ++i) {
        const char c = digits[digits.size() - 1 - i];
        const unsigned nibble = static_cast<unsigned>(c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
        sum[15 - i / 2] |= static_cast<uint8_t>(nibble << (4 * (i % 2)));
      }
    } else {
      for (size_t i = 0; i < 8; ++i) sum[15 - i] = static_cast<uint8_t>(value.value >> (8 * i));
    }
    checksum = sum;
  }
  const bool withDirectory = names.size() == 2;
  addFile(number, number.value, withDirectory ? names[0] : std::string(),
          withDirectory ? names[1] : names[0], checksum);
}

void DebugDirectives::addFile(const Token& directive, uint64_t number, std::string directory,
                              std::string name, std::optional<std::array<uint8_t, 16>> checksum) {
  // As llvm-mc-14 (MCDwarfLineTableHeader::tryGetFile and setRootFile).
  lineTable_ = true;
  allMd5_ = allMd5_ && checksum.has_value();
  if (number == 0) {
    dwarf5_ = true;
    compilationDirectory_ = directory;
    root_ = FileEntry{std::move(name), 0, checksum};
    return;
  }
  if (directory == compilationDirectory_) directory.clear();
  if (name.empty()) {
    name = "<stdin>";
    directory.clear();
  }
  // DWARF 5: the root file named again is file 0, and the number stays free.
  if (dwarf5_ && root_ && root_->name == name && root_->md5 == checksum) return;
  if (number >= files_.size()) {
    files_.resize(number + 1);
    highestFile_ = directive.location;
  }
  if (!files_[number].name.empty()) {
    diagnostics_.error(directive.location, "duplicate-file",
                       fmt::format("file number {} is given twice", number));
    return;
  }
  if (directory.empty()) {
    if (const size_t slash = name.rfind('/'); slash != std::string::npos) {
      directory = slash == 0 ? std::string("/") : name.substr(0, slash);
      name = slash + 1 == name.size() ? std::string(".") : name.substr(slash + 1);
    }
  }
  uint32_t index = 0;
  if (!directory.empty()) {
    auto it = std::find(directories_.begin(), directories_.end(), directory);
    index = static_cast<uint32_t>(it - directories_.begin()) + 1;
    if (it == directories_.end()) directories_.push_back(std::move(directory));
  }
  files_[number] = FileEntry{std::move(name), index, checksum};
}

bool DebugDirectives::knownFile(uint64_t number) const {
  if (number == 0) return root_.has_value();
  return number < files_.size() && !files_[number].name.empty();
}

void DebugDirectives::loc(const Token& directive, TokenCursor& cursor, DirectiveContext& context) {
  const Token& file = cursor.next();
  if (file.kind != TokenKind::Integer) {
    diagnostics_.error(file.location, "expected-token", "expected a file number after '.loc'");
    return;
  }
  if (!knownFile(file.value)) {
    diagnostics_.error(file.location, "unknown-file",
                       file.value == 0
                           ? std::string("'.loc' names file 0, which only DWARF 5's '.file 0 "
                                         "\"directory\" \"name\"' gives")
                           : fmt::format("'.loc' names file {}, which no '.file {}' gave before it",
                                         file.value, file.value));
    return;
  }
  LineRow row;
  row.file = static_cast<uint32_t>(file.value);
  uint64_t numbers[2] = {0, 0};
  for (uint64_t& n : numbers) {
    if (cursor.peek().kind != TokenKind::Integer) break;
    const Token& t = cursor.next();
    if (t.value > UINT32_MAX) {
      diagnostics_.error(
          t.location, "value-out-of-range",
          fmt::format("'.loc' takes a line and a column of 32 bits, not {}", t.value));
      return;
    }
    n = t.value;
  }
  row.line = static_cast<uint32_t>(numbers[0]);
  row.column = static_cast<uint32_t>(numbers[1]);
  row.flags = statement_;
  while (!cursor.atEnd()) {
    const Token& option = cursor.next();
    if (option.isIdentifier("basic_block")) {
      row.flags |= kBasicBlock;
    } else if (option.isIdentifier("prologue_end")) {
      row.flags |= kPrologueEnd;
    } else if (option.isIdentifier("epilogue_begin")) {
      row.flags |= kEpilogueBegin;
    } else if (option.isIdentifier("is_stmt") || option.isIdentifier("isa") ||
               option.isIdentifier("discriminator")) {
      auto value = context.constantExpression(cursor, fmt::format(".loc {}", option.text));
      if (!value) return;
      const bool statement = option.isIdentifier("is_stmt");
      if ((statement && *value != 0 && *value != 1) || *value < 0 || *value > INT64_C(0xffffffff)) {
        diagnostics_.error(
            option.location, "value-out-of-range",
            statement ? fmt::format("'is_stmt' is 0 or 1, not {}", *value)
                      : fmt::format("'{}' takes 0 to 4294967295, not {}", option.text, *value));
        return;
      }
      if (statement) {
        row.flags = static_cast<uint8_t>((row.flags & ~kIsStatement) | *value);
      } else if (option.isIdentifier("isa")) {
        row.isa = static_cast<uint32_t>(*value);
      } else {
        row.discriminator = static_cast<uint32_t>(*value);
      }
    } else {
      diagnostics_.error(option.location, "unexpected-token",
                         fmt::format("unknown '.loc' option '{}' (basic_block, prologue_end, "
                                     "epilogue_begin, is_stmt N, isa N, discriminator N)",
                                     option.text));
      return;
    }
  }
  // Two `.loc`s in a row: the first is a row too, at this place (llvm-mc's
  // MCObjectStreamer::emitDwarfLocDirective).
  placeLoc(context, directive.location);
  statement_ = row.flags & kIsStatement;
  waiting_ = std::move(row);
}

void DebugDirectives::placeLoc(DirectiveContext& context, SourceLocation where) {
  if (!waiting_) return;
  LineRow row = std::move(*waiting_);
  waiting_.reset();
  row.label = labelHere(context, where);
  row.section = context.currentSection();
  rows_.push_back(std::move(row));
}

void DebugDirectives::cfi(const Token& directive, TokenCursor& cursor, DirectiveContext& context,
                          const DwarfTarget& target) {
  const std::string_view name = directive.text;
  if (isDirective(directive, ".cfi_sections")) {
    // As llvm-mc: the sections named, and only they (none at all: no frames written).
    bool eh = false, debug = false;
    if (!cursor.atEnd()) {
      do {
        const Token& section = cursor.next();
        if (section.isIdentifier(".eh_frame")) {
          eh = true;
        } else if (section.isIdentifier(".debug_frame")) {
          debug = true;
        } else {
          diagnostics_.error(section.location, "expected-token",
                             "'.cfi_sections' takes .eh_frame, .debug_frame or both");
          return;
        }
      } while (cursor.accept(","));
      expectEnd(cursor);
    }
    ehFrame_ = eh;
    debugFrame_ = debug;
    return;
  }
  if (isDirective(directive, ".cfi_startproc")) {
    bool simple = false;
    if (cursor.peek().isIdentifier("simple")) {
      cursor.next();
      simple = true;
    }
    expectEnd(cursor);
    if (frameOpen_) {
      diagnostics_.error(directive.location, "nested-frame",
                         fmt::format("'.cfi_startproc' inside the frame opened at line {}: close "
                                     "it with '.cfi_endproc' first",
                                     frames_.back().location.line));
      return;
    }
    Frame frame;
    frame.simple = simple;
    frame.location = directive.location;
    frame.section = context.currentSection();
    frame.begin = labelHere(context, directive.location);
    frames_.push_back(std::move(frame));
    frameOpen_ = true;
    return;
  }
  if (!frameOpen_) {
    diagnostics_.error(directive.location, "cfi-outside-frame",
                       fmt::format("'{}' outside a frame: it comes between '.cfi_startproc' and "
                                   "'.cfi_endproc'",
                                   name));
    return;
  }
  Frame& frame = frames_.back();
  if (isDirective(directive, ".cfi_endproc")) {
    expectEnd(cursor);
    if (context.currentSection() != frame.section) {
      diagnostics_.error(directive.location, "cfi-section",
                         fmt::format("'.cfi_endproc' in section '{}', its '.cfi_startproc' (line "
                                     "{}) in '{}': a frame is in one section",
                                     context.currentSection(), frame.location.line, frame.section));
      frameOpen_ = false;  // closed all the same: one error, not a second at the end
      return;
    }
    frame.end = labelHere(context, directive.location);
    frameOpen_ = false;
    return;
  }
  // The operations: registers are DWARF numbers or the target's names for them.
  auto number = [&](bool isRegister) -> std::optional<int64_t> {
    if (isRegister && cursor.peek().kind == TokenKind::Identifier) {
      if (const std::optional<uint32_t> dwarf = target.dwarfRegister(cursor, context))
        return *dwarf;
      diagnostics_.error(cursor.peek().location, "expected-token",
                         fmt::format("'{}' takes a register, not '{}'", name, cursor.peek().text));
      return std::nullopt;
    }
    auto value = context.constantExpression(cursor, name);
    if (value && isRegister && (*value < 0 || *value > INT64_C(0xffffffff))) {
      diagnostics_.error(
          directive.location, "value-out-of-range",
          fmt::format("'{}': register {} is no DWARF register number", name, *value));
      return std::nullopt;
    }
    return value;
  };
  auto comma = [&]() {
    if (cursor.accept(",")) return true;
    diagnostics_.error(cursor.peek().location, "expected-token",
                       fmt::format("expected ',' in '{}'", name));
    return false;
  };
  using Op = CfiInstruction::Op;
  CfiInstruction instruction;
  struct Form {
    std::string_view name;
    Op op;
    uint8_t registers;  // 0-2 register operands, then
    bool offset;        // an offset
  };
  static constexpr Form kForms[] = {
      {".cfi_def_cfa", Op::DefCfa, 1, true},
      {".cfi_def_cfa_offset", Op::DefCfaOffset, 0, true},
      {".cfi_adjust_cfa_offset", Op::AdjustCfaOffset, 0, true},
      {".cfi_def_cfa_register", Op::DefCfaRegister, 1, false},
      {".cfi_offset", Op::Offset, 1, true},
      {".cfi_rel_offset", Op::RelOffset, 1, true},
      {".cfi_register", Op::Register, 2, false},
      {".cfi_undefined", Op::Undefined, 1, false},
      {".cfi_same_value", Op::SameValue, 1, false},
      {".cfi_restore", Op::Restore, 1, false},
      {".cfi_remember_state", Op::RememberState, 0, false},
      {".cfi_restore_state", Op::RestoreState, 0, false},
  };
  if (isDirective(directive, ".cfi_escape")) {
    instruction.op = Op::Escape;
    do {
      auto value = number(false);
      if (!value) return;
      if (*value < -128 || *value > 255) {
        diagnostics_.error(directive.location, "value-out-of-range",
                           fmt::format("'.cfi_escape' takes bytes, not {}", *value));
        return;
      }
      instruction.bytes.push_back(static_cast<uint8_t>(*value));
    } while (cursor.accept(","));
  } else if (isDirective(directive, ".cfi_llvm_def_aspace_cfa")) {
    instruction.op = Op::DefAspaceCfa;
    auto reg = number(true);
    if (!reg || !comma()) return;
    auto offset = number(false);
    if (!offset || !comma()) return;
    auto space = number(false);
    if (!space) return;
    instruction.reg = static_cast<uint64_t>(*reg);
    instruction.offset = *offset;
    instruction.reg2 = static_cast<uint64_t>(*space);
  } else if (isDirective(directive, ".cfi_return_column")) {
    auto reg = number(true);
    if (!reg) return;
    expectEnd(cursor);
    frame.returnAddress = static_cast<uint32_t>(*reg);
    return;  // the CIE's, no operation
  } else {
    const Form* form = nullptr;
    for (const Form& f : kForms)
      if (isDirective(directive, f.name)) form = &f;
    if (!form) {
      diagnostics_.error(directive.location, "unsupported-directive",
                         fmt::format("'{}' is not supported (the personality, LSDA and "
                                     "signal-frame marks of .eh_frame are not written)",
                                     name));
      return;
    }
    instruction.op = form->op;
    for (uint8_t r = 0; r < form->registers; ++r) {
      if (r > 0 && !comma()) return;
      auto reg = number(true);
      if (!reg) return;
      (r == 0 ? instruction.reg : instruction.reg2) = static_cast<uint64_t>(*reg);
    }
    if (form->offset) {
      if (form->registers > 0 && !comma()) return;
      auto offset = number(false);
      if (!offset) return;
      instruction.offset = *offset;
    }
  }
  expectEnd(cursor);
  instruction.label = labelHere(context, directive.location);
  frame.instructions.push_back(std::move(instruction));
}

void DebugDirectives::finishSource() {
  if (frameOpen_)
    diagnostics_.error(frames_.back().location, "unterminated-frame",
                       "'.cfi_startproc' without a matching '.cfi_endproc'");
  for (size_t i = 1; i < files_.size(); ++i) {
    if (files_[i].name.empty()) {
      diagnostics_.error(highestFile_, "unknown-file",
                         fmt::format("the line table's files are numbered from 1 without gaps: "
                                     "'.file {}' is missing",
                                     i));
      break;
    }
  }
}

void DebugDirectives::lineProgram(const DwarfRules& rules, const SymbolResolver& address,
                                  const SectionEnd& sectionEnd, DebugSectionPart& out) const {
  // A sequence a section, in the order of each section's first row
  // (MCDwarfLineTable::emitCU, emitDwarfLineTable).
  std::vector<std::string> order;
  for (const LineRow& row : rows_)
    if (std::find(order.begin(), order.end(), row.section) == order.end())
      order.push_back(row.section);
  std::vector<uint8_t>& bytes = out.bytes;
  const uint64_t unit = std::max<uint64_t>(rules.minimumInstructionBytes, 1);
  auto at = [&](const std::string& label) {
    return static_cast<uint64_t>(address(label).value_or(0));
  };
  for (const std::string& section : order) {
    uint32_t file = 1, lastLine = 1, column = 0, isa = 0;
    uint8_t flags = kIsStatement;
    const std::string* lastLabel = nullptr;
    for (const LineRow& row : rows_) {
      if (row.section != section) continue;
      const int64_t lineDelta = int64_t{row.line} - int64_t{lastLine};
      if (file != row.file) {
        file = row.file;
        bytes.push_back(kLnsSetFile);
        uleb(bytes, file);
      }
      if (column != row.column) {
        column = row.column;
        bytes.push_back(kLnsSetColumn);
        uleb(bytes, column);
      }
      if (row.discriminator != 0) {
        std::vector<uint8_t> value;
        uleb(value, row.discriminator);
        bytes.push_back(0);
        uleb(bytes, value.size() + 1);
        bytes.push_back(kLneSetDiscriminator);
        bytes.insert(bytes.end(), value.begin(), value.end());
      }
      if (isa != row.isa) {
        isa = row.isa;
        bytes.push_back(kLnsSetIsa);
        uleb(bytes, isa);
      }
      if ((row.flags ^ flags) & kIsStatement) {
        flags = row.flags;
        bytes.push_back(kLnsNegateStmt);
      }
      if (row.flags & kBasicBlock) bytes.push_back(kLnsSetBasicBlock);
      if (row.flags & kPrologueEnd) bytes.push_back(kLnsSetPrologueEnd);
      if (row.flags & kEpilogueBegin) bytes.push_back(kLnsSetEpilogueBegin);
      if (!lastLabel) {
        bytes.push_back(0);
        uleb(bytes, rules.addressBytes + 1u);
        bytes.push_back(kLneSetAddress);
        out.fields.push_back({bytes.size(), row.label, 0, rules.addressBytes});
        bytes.resize(bytes.size() + rules.addressBytes, 0);
        advance(bytes, lineDelta, 0, false);
      } else {
        advance(bytes, lineDelta, (at(row.label) - at(*lastLabel)) / unit, false);
      }
      lastLine = row.line;
      lastLabel = &row.label;
    }
    advance(bytes, 0, (sectionEnd(section) - at(*lastLabel)) / unit, true);
  }
}

std::vector<DebugSectionPart> DebugDirectives::sections(const DwarfRules& rules,
                                                        const SymbolResolver& address,
                                                        const SectionEnd& sectionEnd) const {
  // llvm-mc's order: the frames, .eh_frame before .debug_frame
  // (MCObjectStreamer::emitFrames), then the line
  // table and its strings (MCDwarfLineTable::emit).
  std::vector<DebugSectionPart> parts;
  if (!frames_.empty() && ehFrame_) parts.push_back(frameSection(rules, address, true));
  if (!frames_.empty() && debugFrame_) parts.push_back(frameSection(rules, address, false));
  if (!lineTable_) return parts;
  DebugSectionPart line;
  line.section = ".debug_line";
  line.startLabel = ".L debug_line";
  DebugSectionPart strings;
  strings.section = ".debug_line_str";
  strings.startLabel = ".L debug_line_str";
  LineStrings lineStrings;
  std::vector<uint8_t>& b = line.bytes;
  const uint16_t version = dwarf5_ ? 5 : 4;
  little(b, 0, 4);  // unit_length, below
  little(b, version, 2);
  if (dwarf5_) {
    b.push_back(rules.addressBytes);
    b.push_back(0);  // segment selector size
  }
  const size_t headerLengthAt = b.size();
  little(b, 0, 4);  // header_length, below
  b.push_back(std::max<uint8_t>(rules.minimumInstructionBytes, 1));
  b.push_back(1);  // maximum_operations_per_instruction
  b.push_back(1);  // default_is_stmt
  b.push_back(static_cast<uint8_t>(kLineBase));
  b.push_back(static_cast<uint8_t>(kLineRange));
  b.push_back(static_cast<uint8_t>(kOpcodeBase));
  b.insert(b.end(), std::begin(kStandardOpcodeLengths), std::end(kStandardOpcodeLengths));
  auto lineString = [&](const std::string& s) {
    line.fields.push_back({b.size(), strings.startLabel, lineStrings.offset(s), 4});
    little(b, 0, 4);
  };
  if (dwarf5_) {
    // MCDwarfLineTableHeader::emitV5FileDirTables: the compilation
    // directory first (llvm-mc's own, the working directory, where `.file 0`
    // gave none), then the other directories; the root file, then the others.
    b.insert(b.end(), {1, kLnctPath, kFormLineStrp});
    uleb(b, directories_.size() + 1);
    lineString(compilationDirectory_.empty() ? std::filesystem::current_path().string()
                                             : compilationDirectory_);
    for (const std::string& directory : directories_) lineString(directory);
    b.push_back(allMd5_ ? 3 : 2);
    b.insert(b.end(), {kLnctPath, kFormLineStrp, kLnctDirectoryIndex, kFormUdata});
    if (allMd5_) b.insert(b.end(), {kLnctMd5, kFormData16});
    uleb(b, files_.empty() ? 1 : files_.size());
    auto entry = [&](const FileEntry& file) {
      lineString(file.name);
      uleb(b, file.directory);
      if (allMd5_) b.insert(b.end(), file.md5->begin(), file.md5->end());
    };
    entry(*root_);
    for (size_t i = 1; i < files_.size(); ++i) entry(files_[i]);
  } else {
    // emitV2FileDirTables.
    for (const std::string& directory : directories_) {
      b.insert(b.end(), directory.begin(), directory.end());
      b.push_back(0);
    }
    b.push_back(0);
    for (size_t i = 1; i < files_.size(); ++i) {
      b.insert(b.end(), files_[i].name.begin(), files_[i].name.end());
      b.push_back(0);
      uleb(b, files_[i].directory);
      b.insert(b.end(), {0, 0});  // modification time, length
    }
    b.push_back(0);
  }
  patch(b, headerLengthAt, b.size() - headerLengthAt - 4, 4);
  lineProgram(rules, address, sectionEnd, line);
  patch(b, 0, b.size() - 4, 4);
  parts.push_back(std::move(line));
  strings.bytes = lineStrings.take();
  if (dwarf5_) parts.push_back(std::move(strings));
  return parts;
}

DebugSectionPart DebugDirectives::frameSection(const DwarfRules& rules,
                                               const SymbolResolver& address, bool eh) const {
  // MCDwarfFrameEmitter::Emit: the frames sorted, stably, by what their CIE
  // says (LLVM's CIEKey: `simple`, then the return column, INT_MAX where
  // none was given), an FDE a frame. .debug_frame has one CIE, the first
  // frame's, version 4, and addresses of the target's size. .eh_frame has a
  // CIE for each run of frames with one key, version 1 (a one-byte return
  // column: llvm-mc-14 keeps the low byte of a larger one), augmentation
  // "zR": the FDEs' addresses are 4 bytes (DW_EH_PE_pcrel|DW_EH_PE_sdata4),
  // which LLVM 14's AMDGPU writer relocates as R_AMDGPU_ABS32 against the
  // frame's start, and their CIE pointer is the distance back to it.
  DebugSectionPart part;
  part.section = eh ? ".eh_frame" : ".debug_frame";
  part.startLabel = eh ? ".L eh_frame" : ".L debug_frame";
  part.alignment = rules.addressBytes;
  std::vector<uint8_t>& b = part.bytes;
  auto at = [&](const std::string& label) {
    return static_cast<uint64_t>(address(label).value_or(0));
  };
  auto pad = [&](size_t alignment) {
    while (b.size() % alignment) b.push_back(0);  // DW_CFA_nop
  };
  constexpr uint32_t kNoReturnColumn = 0x7fffffff;  // LLVM's INT_MAX: not `.cfi_return_column`
  auto key = [&](const Frame* frame) {
    return std::pair(frame->simple, frame->returnAddress.value_or(kNoReturnColumn));
  };
  std::vector<const Frame*> order;
  for (const Frame& frame : frames_) order.push_back(&frame);
  std::stable_sort(order.begin(), order.end(),
                   [&](const Frame* x, const Frame* y) { return key(x) < key(y); });
  const uint8_t pcBytes = eh ? 4 : rules.addressBytes;
  const uint64_t unit = std::max<uint64_t>(rules.minimumInstructionBytes, 1);
  size_t cieStart = 0;
  for (size_t n = 0; n < order.size(); ++n) {
    const Frame& frame = *order[n];
    if (n == 0 || (eh && key(order[n - 1]) != key(&frame))) {
      cieStart = b.size();
      const uint32_t returnAddress = frame.returnAddress.value_or(rules.returnAddressRegister);
      little(b, 0, 4);
      little(b, eh ? 0 : 0xffffffff, 4);  // CIE_id
      b.push_back(eh ? 1 : 4);            // version (DWARF 4 and 5)
      if (eh) {
        b.push_back('z');
        b.push_back('R');
      }
      b.push_back(0);  // the augmentation's end
      if (!eh) {
        b.push_back(rules.addressBytes);
        b.push_back(0);  // segment selector size
      }
      uleb(b, rules.minimumInstructionBytes);
      sleb(b, rules.dataAlignment);
      if (eh) {
        b.push_back(static_cast<uint8_t>(returnAddress));
        uleb(b, 1);  // augmentation data: the FDE pointers' form
        b.push_back(kEhPointerPcRelativeSdata4);
      } else {
        uleb(b, returnAddress);
      }
      pad(eh ? 4 : rules.addressBytes);
      patch(b, cieStart, b.size() - cieStart - 4, 4);
    }
    const size_t start = b.size();
    little(b, 0, 4);
    if (eh) {
      little(b, b.size() - cieStart, 4);
    } else {
      part.fields.push_back({b.size(), part.startLabel, 0, 4});  // the CIE
      little(b, 0, 4);
    }
    part.fields.push_back({b.size(), frame.begin, 0, pcBytes});
    little(b, 0, pcBytes);
    little(b, at(frame.end) - at(frame.begin), pcBytes);
    if (eh) uleb(b, 0);  // augmentation data: none (no LSDA)
    int64_t cfaOffset = 0;
    const std::string* base = &frame.begin;
    for (const CfiInstruction& i : frame.instructions) {
      advanceLoc(b, (at(i.label) - at(*base)) / unit);
      base = &i.label;
      using Op = CfiInstruction::Op;
      switch (i.op) {
        case Op::DefCfa:
          b.push_back(kCfaDefCfa);
          uleb(b, i.reg);
          cfaOffset = i.offset;
          uleb(b, static_cast<uint64_t>(cfaOffset));
          break;
        case Op::DefCfaOffset:
        case Op::AdjustCfaOffset:
          cfaOffset = i.op == Op::AdjustCfaOffset ? cfaOffset + i.offset : i.offset;
          b.push_back(kCfaDefCfaOffset);
          uleb(b, static_cast<uint64_t>(cfaOffset));
          break;
        case Op::DefCfaRegister:
          b.push_back(kCfaDefCfaRegister);
          uleb(b, i.reg);
          break;
        case Op::Offset:
        case Op::RelOffset: {
          const int64_t offset =
              (i.op == Op::RelOffset ? i.offset - cfaOffset : i.offset) / rules.dataAlignment;
          if (offset < 0) {
            b.push_back(kCfaOffsetExtendedSf);
            uleb(b, i.reg);
            sleb(b, offset);
          } else if (i.reg < 64) {
            b.push_back(static_cast<uint8_t>(kCfaOffset | i.reg));
            uleb(b, static_cast<uint64_t>(offset));
          } else {
            b.push_back(kCfaOffsetExtended);
            uleb(b, i.reg);
            uleb(b, static_cast<uint64_t>(offset));
          }
          break;
        }
        case Op::Register:
          b.push_back(kCfaRegister);
          uleb(b, i.reg);
          uleb(b, i.reg2);
          break;
        case Op::Undefined:
          b.push_back(kCfaUndefined);
          uleb(b, i.reg);
          break;
        case Op::SameValue:
          b.push_back(kCfaSameValue);
          uleb(b, i.reg);
          break;
        case Op::Restore:
          if (i.reg < 64) {
            b.push_back(static_cast<uint8_t>(kCfaRestore | i.reg));
          } else {
            b.push_back(kCfaRestoreExtended);
            uleb(b, i.reg);
          }
          break;
        case Op::RememberState:
          b.push_back(kCfaRememberState);
          break;
        case Op::RestoreState:
          b.push_back(kCfaRestoreState);
          break;
        case Op::Escape:
          b.insert(b.end(), i.bytes.begin(), i.bytes.end());
          break;
        case Op::DefAspaceCfa:
          b.push_back(kCfaLlvmDefAspaceCfa);
          uleb(b, i.reg);
          cfaOffset = i.offset;
          uleb(b, static_cast<uint64_t>(cfaOffset));
          uleb(b, i.reg2);
          break;
      }
    }
    // .eh_frame's last FDE pads to the address size, so that the section ends aligned.
    pad(n + 1 == order.size() ? rules.addressBytes : pcBytes);
    patch(b, start, b.size() - start - 4, 4);
  }
  return part;
}

void LebField::encode(const EncodeContext& ctx, std::span<uint8_t> out) const {
  auto value = ctx.evaluate(*value_);
  if (!value) return;
  std::vector<uint8_t> bytes;
  if (signed_) {
    sleb(bytes, *value);
  } else {
    uleb(bytes, static_cast<uint64_t>(*value));
  }
  // Padded to the field's size as llvm-mc pads (encodeULEB128's PadTo):
  // continuation bytes of 0 (of the sign for a negative sleb).
  const uint8_t fill = signed_ && *value < 0 ? 0x7f : 0x00;
  while (bytes.size() < out.size()) {
    bytes.back() |= 0x80;
    bytes.push_back(fill);
  }
  std::copy_n(bytes.begin(), std::min(bytes.size(), out.size()), out.begin());
}

bool LebField::grow(int64_t value) {
  std::vector<uint8_t> bytes;
  if (signed_) {
    sleb(bytes, value);
  } else {
    uleb(bytes, static_cast<uint64_t>(value));
  }
  if (bytes.size() <= size_) return false;
  size_ = static_cast<uint32_t>(bytes.size());
  return true;
}

}  // namespace gpuasm::core
