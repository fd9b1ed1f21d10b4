#include "targets/vc4/asm/assembler.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cctype>
#include <cstdlib>
#include <deque>
#include <memory>
#include <string>

#include "targets/vc4/asm/checks.hpp"
#include "targets/vc4/asm/part_parser.hpp"
#include "targets/vc4/asm/predicates.hpp"
#include "targets/vc4/asm/register_alias.hpp"
#include "targets/vc4/asm/setup_functions.hpp"
#include "targets/vc4/asm/syntax.hpp"
#include "targets/vc4/asm/vc4asm_joining.hpp"
#include "targets/vc4/asm/vc4asm_line.hpp"
#include "targets/vc4/asm/vc4asm_suffixes.hpp"
#include "targets/vc4/isa.hpp"

namespace gpuasm::vc4 {
namespace {

// The part-level parsing (operations, operands) is PartParser's.
class Assembler final : public TargetAssembler, private PartParser {
 public:
  Assembler(bool checkRestrictions, Vc4Choices choices)
      : PartParser(choices), checkRestrictions_(checkRestrictions) {}
  LexerOptions lexerOptions() const override {
    LexerOptions options;
    options.semicolonComments = false;  // ';' separates the add, mul and signal parts
    options.numberedLabels = true;      // `:1` ... `r:1f`, `r:1b`
    return options;
  }
  DirectiveDialect directiveDialect() const override {
    DirectiveDialect dialect = kVc4asmDirectiveDialect;
    dialect.macroParametersByName = true;
    dialect.macroRedefinition = true;
    if (choices_ == Vc4Choices::Vc4asm) dialect.joinMark = ";";
    return dialect;
  }
  // vc4asm's include file: its functions are built in (setup_functions.hpp,
  // predicates.hpp).
  bool providesInclude(std::string_view name) const override { return name == "vc4.qinc"; }
  std::span<const std::pair<std::string_view, Value>> predefinedSymbols() const override {
    return builtinConstants();
  }
  bool readsOwnArguments(std::string_view name) const override { return isPredicateName(name); }
  ExprPtr parseOwnArguments(const Token& name, TokenCursor& cursor,
                            InstructionContext& ctx) override {
    return parsePredicate(name, cursor, ctx);
  }
  ExpressionFunctions expressionFunctions() const override { return setupFunctions(); }
  // vc4asm's `:name`, `::name` (exported there; a plain label here), `:1`
  // (a numbered label) and `:` before a blank or the end of the line: an
  // anonymous label (vc4asm: no blank between ':' and a label's name), which
  // ends an instruction join as a label does. It is a numbered label whose
  // name no reference can spell.
  std::optional<Token> parseLabelDefinition(TokenCursor& cursor) const override {
    size_t colons = cursor.peek().is(":") ? (cursor.peek(1).is(":") ? 2 : 1) : 0;
    if (colons == 0) return std::nullopt;
    const Token& colon = cursor.peek();
    const Token& name = cursor.peek(colons);
    const bool adjacent = name.location.line == colon.location.line &&
                          name.location.column == colon.location.column + colons;
    if (colons == 1 && (name.kind == TokenKind::EndOfLine || !adjacent)) {
      Token anonymous = cursor.next();
      anonymous.kind = TokenKind::Identifier;
      anonymous.text = "0:";
      return anonymous;
    }
    if (name.kind != TokenKind::Identifier && name.kind != TokenKind::Integer) return std::nullopt;
    for (size_t i = 0; i < colons; ++i) cursor.next();
    return cursor.next();
  }
  // `.set name, ra3`, `.set name, ra0.16a`, `.set name, other_alias + 1`.
  TargetValuePtr parseTargetValue(TokenCursor& cursor, InstructionContext& ctx) override {
    bool failed = false;
    auto reg = parseRegisterOperand(cursor, ctx, isRegisterName, failed);
    if (!reg) return nullptr;
    if (!cursor.atEnd()) {
      error(ctx, cursor.peek().location, "unexpected-token",
            fmt::format("unexpected '{}' after register '{}': a register alias is a register, "
                        "optionally plus or minus an integer",
                        cursor.peek().text, reg->spelling()));
      return nullptr;
    }
    return std::make_shared<RegisterAlias>(std::string(reg->spelling()));
  }
  // A QPU program is whole 64-bit words: data that ends inside one is padded
  // with zeros to its end, as vc4asm writes it (vc4asm 80ab48de: `.int 1` as
  // the last word of a file gives 8 bytes).
  void finishImage(Image& image, DiagnosticEngine& /*diagnostics*/) override {
    for (Section& section : image.sections)
      if (!section.owner)
        section.bytes.resize((section.bytes.size() + kInstructionBytes - 1) / kInstructionBytes *
                             kInstructionBytes);
  }
  uint32_t addressUnitBytes() const override { return 1; }
  uint32_t wordBytes() const override { return kInstructionBytes; }
  uint32_t instructionAlignment() const override { return kInstructionBytes; }
  std::vector<uint8_t> fillPattern() const override {
    std::vector<uint8_t> bytes(kInstructionBytes);
    for (size_t b = 0; b < bytes.size(); ++b) bytes[b] = static_cast<uint8_t>(kNopWord >> (8 * b));
    return bytes;
  }
  std::vector<std::string_view> warningCodes() const override {
    auto codes = restrictionWarningCodes();
    std::vector<std::string_view> all(codes.begin(), codes.end());
    for (std::string_view code : vc4asmLineWarningCodes()) all.push_back(code);
    return all;
  }
  // The restriction checks read encoded words (AloneEncoder), nothing else.
  bool encodesWhenParsed() const override { return true; }
  void checkProgram(std::vector<ProgramItem>& items, DiagnosticEngine& diagnostics) override {
    if (checkRestrictions_) checkInstructionRestrictions(items, diagnostics);
  }

  std::unique_ptr<PendingInstruction> parseInstruction(TokenCursor& cursor,
                                                       InstructionContext& ctx) override {
    std::vector<Part>& parts = scratchParts();
    bool offersJoin = false;
    if (!parseParts(cursor, ctx, parts, offersJoin)) {
      joinable_ = nullptr;
      return nullptr;
    }
    return finishLine(parts, offersJoin, ctx);
  }

  // A line encoded as it was parsed comes back here: the next line is built
  // in its storage instead of a new allocation of ~1,000 bytes for each line.
  void recycle(std::unique_ptr<PendingInstruction> instruction) override {
    if (dynamic_cast<Line*>(instruction.get()) && instruction.get() != joinable_)
      spareLine_.reset(static_cast<Line*>(instruction.release()));
  }

  // vc4asm's instruction joining (doc/instructions.html): `a;` then `;b`
  // make one instruction when `a; b` would, unless vc4asm's rule against two
  // peripheral accesses in one instruction refuses it; else `b` is one of its
  // own, as vc4asm does.
  bool offersJoin(const PendingInstruction& instruction) const override {
    return &instruction == joinable_;
  }
  JoinedInstruction parseJoining(TokenCursor& cursor, InstructionContext& ctx,
                                 const PendingInstruction& previous) override {
    std::vector<Part>& parts = scratchParts();
    bool offersJoin = false;
    if (!parseParts(cursor, ctx, parts, offersJoin)) {
      joinable_ = nullptr;
      return {};
    }
    if (&previous == joinable_) {
      std::vector<Part> joined = joinableParts_;
      joined.insert(joined.end(), parts.begin(), parts.end());
      if (auto line = tryJoin(joined, ctx)) {
        remember(*line, offersJoin, std::move(joined));
        return {std::move(line), true};
      }
    }
    return {finishLine(parts, offersJoin, ctx), false};
  }

 private:
  // The parts of the line being read, in a vector kept from line to line:
  // no allocation per line for the vector itself.
  std::vector<Part>& scratchParts() {
    parts_.clear();
    return parts_;
  }

  // The ';'-separated parts of one statement; `offersJoin`: it ends in ';'.
  bool parseParts(TokenCursor& cursor, InstructionContext& ctx, std::vector<Part>& parts,
                  bool& offersJoin) {
    parts.reserve(2);  // an add and a mul part; a Part is large to move on growth
    while (true) {
      Part& part = parts.emplace_back();
      if (!parsePart(cursor, ctx, part)) return false;
      applyOpcodeModes(part, ctx);
      if ((part.kind == PartKind::Immediate || part.kind == PartKind::Semaphore) &&
          part.secondDestination) {
        // `ldi d1, d2, value` is `ldi d1, value; ldi d2, value` (sacq and srel alike).
        Part second = part;
        second.destination = *second.secondDestination;
        second.secondDestination.reset();
        part.secondDestination.reset();
        parts.push_back(std::move(second));  // `part` may move: not used after this
      }
      if (!cursor.accept(";")) break;
      if (choices_ == Vc4Choices::Vc4asm && cursor.atEnd()) {
        offersJoin = true;
        break;
      }
    }
    if (!cursor.atEnd()) {
      error(ctx, cursor.peek().location, "unexpected-token",
            fmt::format("expected ';' or the end of the line, found '{}'", cursor.peek().text));
      return false;
    }
    if (offersJoin) {
      auto branch = std::find_if(parts.begin(), parts.end(),
                                 [](const Part& p) { return p.kind == PartKind::Branch; });
      if (branch != parts.end()) {
        error(ctx, branch->location, "invalid-combination",
              fmt::format("'{}' is an instruction of its own: no line can join it, so it "
                          "cannot end in ';'",
                          branch->mnemonic));
        return false;
      }
    }
    return true;
  }

  // Takes the parts (they are moved into the line).
  std::unique_ptr<Line> buildLine(std::vector<Part>& parts, InstructionContext& ctx) {
    // Default-initialised: every member of a Line has its initialiser, and
    // make_unique's value-initialisation would first zero its ~1,000 bytes
    // for every line of the program.
    std::unique_ptr<Line> line;
    if (spareLine_) {
      line = std::move(spareLine_);
      line->clear();
    } else {
      line = std::make_unique_for_overwrite<Line>();
    }
    line->location = parts.front().location;
    if (!combineParts(parts, *line, ctx, choices_)) return nullptr;
    if (choices_ == Vc4Choices::Vc4asm && !resolveVc4asmModes(*line, ctx)) return nullptr;
    return line;
  }

  std::unique_ptr<PendingInstruction> finishLine(std::vector<Part>& parts, bool offersJoin,
                                                 InstructionContext& ctx) {
    std::vector<Part> kept;
    if (offersJoin) kept = parts;
    auto line = buildLine(parts, ctx);
    if (!line) {
      joinable_ = nullptr;
      return nullptr;
    }
    // A branch (never joined: it cannot end in ';') waits for its label in
    // the compact form.
    if (line->form == Instruction::Form::Branch && !offersJoin) {
      joinable_ = nullptr;
      joinableParts_.clear();
      return std::make_unique<BranchLine>(*line);
    }
    remember(*line, offersJoin, std::move(kept));
    return line;
  }

  void remember(const PendingInstruction& line, bool offersJoin, std::vector<Part> parts) {
    joinable_ = offersJoin ? &line : nullptr;
    joinableParts_ = offersJoin ? std::move(parts) : std::vector<Part>{};
  }

  // The parts as one instruction, or nullptr when they do not fit in one.
  // Symbols count as 0 in the trial encoding (a later label has no address
  // yet): they fill values, not the fields that decide whether parts fit.
  std::unique_ptr<Line> tryJoin(const std::vector<Part>& parts, InstructionContext& ctx) {
    SilentContext silent(ctx);
    std::vector<Part> trial = parts;  // `parts` stay as they are for a later join
    auto line = buildLine(trial, silent);
    if (!line || silent.diagnostics().hasErrors()) return nullptr;
    std::optional<uint64_t> word = trialWord(*line, silent.diagnostics());
    if (!word || accessesPeripheralsTwice(*word)) return nullptr;
    return line;
  }

  bool checkRestrictions_;
  // The last instruction whose line ended in ';' and its parts, for a line
  // that joins it (nullptr: none).
  const PendingInstruction* joinable_ = nullptr;
  std::vector<Part> joinableParts_;
  std::vector<Part> parts_;
  std::unique_ptr<Line> spareLine_;  // recycled: the next line is built in it
};

}  // namespace

std::unique_ptr<TargetAssembler> makeAssembler(bool checkRestrictions, Vc4Choices choices) {
  return std::make_unique<Assembler>(checkRestrictions, choices);
}

}  // namespace gpuasm::vc4
