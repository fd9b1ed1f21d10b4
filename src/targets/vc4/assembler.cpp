#include "targets/vc4/assembler.hpp"

#include <fmt/format.h>

#include <bit>
#include <cctype>
#include <cstdlib>
#include <deque>
#include <string>

#include "targets/vc4/checks.hpp"
#include "targets/vc4/isa.hpp"
#include "targets/vc4/setup_functions.hpp"
#include "targets/vc4/syntax.hpp"

namespace gpuasm::vc4 {
namespace {

struct ParsedSource {
  enum class Kind : uint8_t { Accumulator, Register, Value, Float };
  Kind kind = Kind::Value;
  uint8_t accumulator = 0;
  RegisterName reg;
  uint8_t unpack = 0;
  ExprPtr value;
  uint32_t floatBits = 0;
  SourceLocation location;
};

struct ParsedRotation {
  bool byR5 = false;
  bool right = false;
  ExprPtr amount;
  SourceLocation location;
};

enum class PartKind : uint8_t { Alu, Nop, Mov, Immediate, Semaphore, Branch, Signal };

// One ';'-separated piece of a line.
struct Part {
  PartKind kind = PartKind::Alu;
  SourceLocation location;
  std::string mnemonic;
  const OpInfo* addOp = nullptr;
  const OpInfo* mulOp = nullptr;
  std::optional<uint8_t> condition;
  bool setFlags = false;
  Destination destination;
  // vc4asm's second destination (`ldi d1, d2, value`, `brr d1, d2, t1, t2`):
  // the mul unit's output.
  std::optional<Destination> secondDestination;
  std::vector<ParsedSource> sources;
  std::optional<ParsedRotation> rotation;
  // Immediate: a value, a float or a per-element list.
  ParsedSource value;
  std::vector<ExprPtr> elements;
  bool isList = false;
  // Semaphore
  bool acquire = false;
  ExprPtr number;
  // Branch
  bool relative = false;
  uint8_t branchCondition = kBranchAlways;
  std::optional<uint8_t> branchRegister;
  ExprPtr target;
  uint8_t signal = kSignalNone;

  bool canAdd() const {
    return kind == PartKind::Nop || (kind == PartKind::Mov && !rotation) ||
           (kind == PartKind::Alu && addOp && !rotation);
  }
  bool canMul() const {
    return kind == PartKind::Nop || kind == PartKind::Mov || (kind == PartKind::Alu && mulOp);
  }
};

uint8_t impliedCondition(const Part& part) {
  if (part.condition) return *part.condition;
  return part.destination.isNop() && !part.setFlags ? kConditionNever : kConditionAlways;
}

class Line final : public PendingInstruction {
 public:
  Instruction::Form form = Instruction::Form::Alu;
  std::optional<Part> add, mul;  // nullopt: idle (nop)
  uint8_t signal = kSignalNone;
  SourceLocation location;

  uint32_t units() const override { return kInstructionBytes; }

  void encode(const EncodeContext& ctx, std::span<uint8_t> out) const override {
    Instruction in;
    in.form = form;
    in.signal = signal;
    if (build(ctx, in)) writeInstruction(in, location, ctx, out);
  }

 private:
  bool build(const EncodeContext& ctx, Instruction& in) const {
    switch (form) {
      case Instruction::Form::Alu:
        return buildAluSlot(ctx, add, Unit::Add, in.add, in) &&
               buildAluSlot(ctx, mul, Unit::Mul, in.mul, in);
      case Instruction::Form::LoadImmediate:
        return buildLoad(ctx, in);
      case Instruction::Form::Semaphore:
        return buildSemaphore(ctx, in);
      case Instruction::Form::Branch:
        return buildBranch(ctx, in);
    }
    return false;
  }

  static void buildOutput(const Part& part, Slot& slot) {
    slot.destination = part.destination;
    slot.setFlags = part.setFlags;
    slot.condition = impliedCondition(part);
  }

  static std::optional<Source> resolve(const EncodeContext& ctx, const ParsedSource& p) {
    Source s;
    switch (p.kind) {
      case ParsedSource::Kind::Accumulator:
        s.kind = Source::Kind::Accumulator;
        s.accumulator = p.accumulator;
        s.unpack = p.unpack;
        return s;
      case ParsedSource::Kind::Register:
        s.kind = Source::Kind::Register;
        s.reg = p.reg;
        s.unpack = p.unpack;
        return s;
      case ParsedSource::Kind::Float: {
        auto code = smallImmediateForFloat(p.floatBits);
        if (!code) {
          ctx.diagnostics().error(
              p.location, "not-small-immediate",
              fmt::format("{} is not a small immediate float (1.0, 2.0 .. 128.0 or 1/256 .. 1/2; "
                          "table 5); load it with ldi",
                          std::bit_cast<float>(p.floatBits)));
          return std::nullopt;
        }
        s.kind = Source::Kind::SmallImmediate;
        s.immediate = *code;
        return s;
      }
      case ParsedSource::Kind::Value: {
        auto value = ctx.evaluate(*p.value);
        if (!value) return std::nullopt;
        auto code = smallImmediateForInteger(*value);
        if (!code) {
          ctx.diagnostics().error(p.location, "not-small-immediate",
                                  fmt::format("{} is not a small immediate (integers -16..15; "
                                              "table 5); load it into a register with ldi",
                                              *value));
          return std::nullopt;
        }
        s.kind = Source::Kind::SmallImmediate;
        s.immediate = *code;
        return s;
      }
    }
    return std::nullopt;
  }

  static bool buildAluSlot(const EncodeContext& ctx, const std::optional<Part>& part, Unit unit,
                           Slot& slot, Instruction& in) {
    if (!part || part->kind == PartKind::Nop) return true;
    buildOutput(*part, slot);
    if (part->kind == PartKind::Mov) {
      slot.op = findOp(unit, unit == Unit::Add ? kOpAddOr : kOpMulV8Min);
    } else {
      slot.op = unit == Unit::Add ? part->addOp : part->mulOp;
    }
    auto a = resolve(ctx, part->sources[0]);
    if (!a) return false;
    slot.a = *a;
    if (part->sources.size() > 1) {
      auto b = resolve(ctx, part->sources[1]);
      if (!b) return false;
      slot.b = *b;
    } else {
      slot.b = slot.a;
    }
    if (part->rotation) {
      const ParsedRotation& r = *part->rotation;
      if (r.byR5) {
        in.rotation = kSmallImmediateRotateByR5;
      } else {
        auto amount = ctx.evaluate(*r.amount);
        if (!amount) return false;
        if (*amount < 0 || *amount > 15) {
          ctx.diagnostics().error(r.location, "value-out-of-range",
                                  fmt::format("rotation {} is outside 0..15", *amount));
          return false;
        }
        // `>> n` moves element 0 to element n: table 5's "rotated by n upwards"
        // (Broadcom's hello_fft writes `mov r3, r0 >> 1` for code 49).
        uint32_t up =
            r.right ? static_cast<uint32_t>(*amount) : (16 - static_cast<uint32_t>(*amount)) % 16;
        if (up) in.rotation = static_cast<uint8_t>(kSmallImmediateRotations + up);
      }
    }
    return true;
  }

  // The 32 bits and type one load-immediate part asks for.
  static std::optional<std::pair<uint32_t, uint8_t>> loadValue(const EncodeContext& ctx,
                                                               const Part& part) {
    if (part.isList) {
      std::vector<int64_t> values;
      for (const ExprPtr& e : part.elements) {
        auto v = ctx.evaluate(*e);
        if (!v) return std::nullopt;
        values.push_back(*v);
      }
      // Signed when every value fits -2..1 (what Broadcom's assembler picks for
      // 0/1 masks in hello_fft), else unsigned 0..3.
      if (auto bits = perElementImmediate(values, true))
        return std::pair{*bits, uint8_t{kLoadImmediatePerElementSigned}};
      if (auto bits = perElementImmediate(values, false))
        return std::pair{*bits, uint8_t{kLoadImmediatePerElementUnsigned}};
      ctx.diagnostics().error(part.location, "value-out-of-range",
                              "per-element values must all fit -2..1 or all fit 0..3");
      return std::nullopt;
    }
    if (part.value.kind == ParsedSource::Kind::Float)
      return std::pair{part.value.floatBits, uint8_t{kLoadImmediate32}};
    auto v = ctx.evaluate(*part.value.value);
    if (!v) return std::nullopt;
    if (*v < INT32_MIN || *v > UINT32_MAX) {
      ctx.diagnostics().error(part.value.location, "value-out-of-range",
                              fmt::format("{} does not fit in 32 bits", *v));
      return std::nullopt;
    }
    return std::pair{static_cast<uint32_t>(*v), uint8_t{kLoadImmediate32}};
  }

  bool buildLoad(const EncodeContext& ctx, Instruction& in) const {
    std::optional<std::pair<uint32_t, uint8_t>> value;
    for (const auto* part : {&add, &mul}) {
      if (!*part || (*part)->kind == PartKind::Nop) continue;
      buildOutput(**part, part == &add ? in.add : in.mul);
      auto v = loadValue(ctx, **part);
      if (!v) return false;
      if (value && *value != *v) {
        ctx.diagnostics().error((*part)->location, "invalid-combination",
                                "both outputs of a load immediate carry the same value");
        return false;
      }
      value = v;
    }
    in.immediate = value->first;
    in.loadType = value->second;
    return true;
  }

  // One semaphore, or two parts (`srel ra1, 3; srel rb2, 3`) that write its
  // value to both outputs, as a load immediate does.
  bool buildSemaphore(const EncodeContext& ctx, Instruction& in) const {
    std::optional<std::pair<bool, int64_t>> semaphore;
    for (const auto* part : {&add, &mul}) {
      if (!*part || (*part)->kind == PartKind::Nop) continue;
      const Part& p = **part;
      buildOutput(p, part == &add ? in.add : in.mul);
      auto number = ctx.evaluate(*p.number);
      if (!number) return false;
      if (*number < 0 || *number > 15) {
        ctx.diagnostics().error(p.location, "value-out-of-range",
                                fmt::format("semaphore {} is outside 0..15", *number));
        return false;
      }
      std::pair<bool, int64_t> value{p.acquire, *number};
      if (semaphore && *semaphore != value) {
        ctx.diagnostics().error(p.location, "invalid-combination",
                                "both outputs of a semaphore instruction carry the same value: "
                                "the same semaphore, acquired or released");
        return false;
      }
      semaphore = value;
    }
    in.acquire = semaphore->first;
    in.semaphore = static_cast<uint8_t>(semaphore->second);
    return true;
  }

  bool buildBranch(const EncodeContext& ctx, Instruction& in) const {
    const Part& part = *add;
    in.add.destination = part.destination;
    if (part.secondDestination) in.mul.destination = *part.secondDestination;
    in.relative = part.relative;
    in.branchCondition = part.branchCondition;
    in.branchRegister = part.branchRegister;
    if (!part.target) return true;
    auto target = ctx.evaluate(*part.target);
    if (!target) return false;
    // Relative branches count from the branch plus four instructions (table 10: PC+4).
    int64_t offset = part.relative
                         ? *target - static_cast<int64_t>(ctx.address + 4 * kInstructionBytes)
                         : *target;
    if (offset < INT32_MIN || offset > UINT32_MAX) {
      ctx.diagnostics().error(part.location, "value-out-of-range",
                              fmt::format("branch offset {} does not fit in 32 bits", offset));
      return false;
    }
    in.immediate = static_cast<uint32_t>(offset);
    return true;
  }
};

class Assembler final : public TargetAssembler {
 public:
  explicit Assembler(bool checkRestrictions) : checkRestrictions_(checkRestrictions) {}
  LexerOptions lexerOptions() const override {
    LexerOptions options;
    options.semicolonComments = false;  // ';' separates the add, mul and signal parts
    options.numberedLabels = true;      // `:1` ... `r:1f`, `r:1b`
    return options;
  }
  ExpressionFunctions expressionFunctions() const override { return setupFunctions(); }
  // vc4asm's `:name`, `::name` (exported there; a plain label here) and `:1`
  // (a numbered label).
  std::optional<Token> parseLabelDefinition(TokenCursor& cursor) const override {
    size_t colons = cursor.peek().is(":") ? (cursor.peek(1).is(":") ? 2 : 1) : 0;
    if (colons == 0) return std::nullopt;
    const Token& name = cursor.peek(colons);
    if (name.kind != TokenKind::Identifier && name.kind != TokenKind::Integer) return std::nullopt;
    for (size_t i = 0; i < colons; ++i) cursor.next();
    return cursor.next();
  }
  uint32_t addressUnitBytes() const override { return 1; }
  uint32_t wordBytes() const override { return kInstructionBytes; }
  std::vector<uint8_t> fillPattern() const override {
    // `nop` as Broadcom's assembler writes it: signal 1, unused addresses 39.
    constexpr uint64_t kNop = 0x100009e7'009e7000;
    std::vector<uint8_t> bytes(kInstructionBytes);
    for (size_t b = 0; b < bytes.size(); ++b) bytes[b] = static_cast<uint8_t>(kNop >> (8 * b));
    return bytes;
  }
  std::vector<std::string_view> warningCodes() const override {
    auto codes = restrictionWarningCodes();
    return {codes.begin(), codes.end()};
  }
  void checkProgram(std::vector<ProgramItem>& items, DiagnosticEngine& diagnostics) override {
    if (checkRestrictions_) checkInstructionRestrictions(items, diagnostics);
  }

  std::unique_ptr<PendingInstruction> parseInstruction(TokenCursor& cursor,
                                                       InstructionContext& ctx) override {
    auto line = std::make_unique<Line>();
    line->location = cursor.peek().location;
    std::vector<Part> parts;
    while (true) {
      auto part = parsePart(cursor, ctx);
      if (!part) return nullptr;
      if (part->kind == PartKind::Immediate && part->secondDestination) {
        // `ldi d1, d2, value` is `ldi d1, value; ldi d2, value`.
        Part second = *part;
        second.destination = *second.secondDestination;
        second.secondDestination.reset();
        part->secondDestination.reset();
        parts.push_back(std::move(*part));
        parts.push_back(std::move(second));
      } else {
        parts.push_back(std::move(*part));
      }
      if (!cursor.accept(";")) break;
    }
    if (!cursor.atEnd()) {
      error(ctx, cursor.peek().location, "unexpected-token",
            fmt::format("expected ';' or the end of the line, found '{}'", cursor.peek().text));
      return nullptr;
    }
    if (!combine(parts, *line, ctx)) return nullptr;
    return line;
  }

 private:
  bool checkRestrictions_;
  static void error(InstructionContext& ctx, SourceLocation where, std::string code,
                    std::string message) {
    ctx.diagnostics().error(where, std::move(code), std::move(message));
  }

  // ---- combining parts into one instruction ----------------------------

  bool combine(std::vector<Part>& parts, Line& line, InstructionContext& ctx) {
    std::vector<Part> alu;
    std::optional<Part> signal;
    bool immediate = false, semaphore = false, branch = false;
    for (Part& p : parts) {
      if (p.kind == PartKind::Signal) {
        if (signal) {
          error(ctx, p.location, "invalid-combination",
                "an instruction carries at most one signal");
          return false;
        }
        signal = std::move(p);
        continue;
      }
      immediate |= p.kind == PartKind::Immediate;
      semaphore |= p.kind == PartKind::Semaphore;
      branch |= p.kind == PartKind::Branch;
      alu.push_back(std::move(p));
    }
    if (alu.size() > 2) {
      error(ctx, alu[2].location, "invalid-combination",
            "an instruction has two units: at most an add and a mul operation");
      return false;
    }
    if (semaphore && !branch && !signal) {
      for (const Part& p : alu) {
        if (p.kind != PartKind::Semaphore && p.kind != PartKind::Nop) {
          error(ctx, p.location, "invalid-combination",
                "a semaphore instruction feeds both units: the other operation can only be the "
                "same semaphore operation or nop");
          return false;
        }
      }
      line.form = Instruction::Form::Semaphore;
      line.add = std::move(alu[0]);
      if (alu.size() == 2) line.mul = std::move(alu[1]);
      return true;
    }
    if (branch || semaphore) {
      if (alu.size() != 1 || signal) {
        error(ctx, alu.front().location, "invalid-combination",
              fmt::format("'{}' is an instruction of its own and takes no other operation or "
                          "signal",
                          alu.front().mnemonic));
        return false;
      }
      line.form = branch ? Instruction::Form::Branch : Instruction::Form::Semaphore;
      line.add = std::move(alu.front());
      return true;
    }
    if (immediate) {
      for (const Part& p : alu) {
        if (p.kind != PartKind::Immediate && p.kind != PartKind::Nop) {
          error(ctx, p.location, "invalid-combination",
                "a load immediate feeds both units: the other operation can only be another "
                "load of the same value or nop");
          return false;
        }
      }
      if (signal) {
        error(ctx, signal->location, "invalid-combination",
              "a load immediate cannot carry a signal (it uses the signal field)");
        return false;
      }
      line.form = Instruction::Form::LoadImmediate;
      line.add = std::move(alu[0]);
      if (alu.size() == 2) line.mul = std::move(alu[1]);
      return true;
    }
    line.form = Instruction::Form::Alu;
    if (signal) line.signal = signal->signal;
    if (alu.size() == 2) {
      if (!alu[0].canAdd()) {
        error(ctx, alu[0].location, "wrong-unit",
              fmt::format("'{}' cannot run on the add unit (the first operation of a line)",
                          alu[0].mnemonic));
        return false;
      }
      if (!alu[1].canMul()) {
        error(ctx, alu[1].location, "wrong-unit",
              fmt::format("'{}' cannot run on the mul unit (the second operation of a line)",
                          alu[1].mnemonic));
        return false;
      }
      line.add = std::move(alu[0]);
      line.mul = std::move(alu[1]);
    } else if (alu.size() == 1) {
      if (alu[0].canAdd()) {
        line.add = std::move(alu[0]);
      } else if (alu[0].canMul()) {
        line.mul = std::move(alu[0]);
      } else {
        error(ctx, alu[0].location, "wrong-unit",
              "a rotation needs the mul unit, and this operation has none");
        return false;
      }
    }
    return true;
  }

  // ---- one part ----------------------------------------------------------

  std::optional<Part> parsePart(TokenCursor& cursor, InstructionContext& ctx) {
    const Token& first = cursor.next();
    if (first.kind != TokenKind::Identifier) {
      error(ctx, first.location, "expected-instruction",
            first.kind == TokenKind::EndOfLine
                ? std::string("expected an operation or a signal")
                : fmt::format("expected an operation or a signal, found '{}'", first.text));
      return std::nullopt;
    }
    Part part;
    part.location = first.location;
    DottedName name = splitDots(first.text);
    part.mnemonic = std::string(name.base);
    std::string_view base = name.base;

    if (auto s = signalByName(base); s && name.suffixes.empty()) {
      part.kind = PartKind::Signal;
      part.signal = *s;
      return part;
    }
    if (equalsIgnoringCase(base, "bra") || equalsIgnoringCase(base, "brr")) {
      part.kind = PartKind::Branch;
      part.relative = equalsIgnoringCase(base, "brr");
      for (std::string_view suffix : name.suffixes) {
        auto c = indexOf(kBranchConditionNames, suffix);
        if (!c) {
          error(ctx, first.location, "unknown-suffix",
                fmt::format("unknown branch condition '.{}' (allz allnz anyz anynz alln allnn "
                            "anyn anynn allc allnc anyc anync)",
                            suffix));
          return std::nullopt;
        }
        part.branchCondition = *c;
      }
      if (!parseBranchOperands(cursor, ctx, part)) return std::nullopt;
      return part;
    }
    if (!parseSuffixes(name, first.location, ctx, part)) return std::nullopt;
    if (equalsIgnoringCase(base, "nop")) {
      if (part.condition || part.setFlags) {
        error(ctx, first.location, "unknown-suffix", "'nop' takes no condition or .setf");
        return std::nullopt;
      }
      part.kind = PartKind::Nop;
      return part;
    }
    if (equalsIgnoringCase(base, "sacq") || equalsIgnoringCase(base, "srel")) {
      part.kind = PartKind::Semaphore;
      part.acquire = equalsIgnoringCase(base, "sacq");
      if (!parseDestination(cursor, ctx, part) || !expectComma(cursor, ctx)) return std::nullopt;
      part.number = parseOperandExpression(cursor, ctx, false, nullptr);
      if (!part.number) return std::nullopt;
      return part;
    }
    if (equalsIgnoringCase(base, "ldi")) {
      part.kind = PartKind::Immediate;
      if (!parseDestination(cursor, ctx, part) || !expectComma(cursor, ctx)) return std::nullopt;
      if (startsDestination(cursor)) {
        // vc4asm's `ldi destination1, destination2, constant`.
        Part second;
        if (!parseDestination(cursor, ctx, second) || !expectComma(cursor, ctx))
          return std::nullopt;
        part.secondDestination = second.destination;
      }
      if (!parseImmediate(cursor, ctx, part)) return std::nullopt;
      return part;
    }
    if (equalsIgnoringCase(base, "mov")) {
      if (!parseDestination(cursor, ctx, part) || !expectComma(cursor, ctx)) return std::nullopt;
      if (parseSemaphoreSource(cursor, ctx, part)) return part;
      if (part.kind == PartKind::Semaphore) return std::nullopt;  // its number was bad
      if (auto source = tryRegisterSource(cursor, ctx)) {
        part.kind = PartKind::Mov;
        part.sources.push_back(*source);
        if (!parseRotation(cursor, ctx, part)) return std::nullopt;
        return part;
      }
      // Broadcom's assembler loads every immediate `mov` with ldi (hello_fft's
      // `mov ra_x, 0` is a load immediate), so this dialect does the same.
      part.kind = PartKind::Immediate;
      if (!parseImmediate(cursor, ctx, part)) return std::nullopt;
      return part;
    }
    part.addOp = findOp(Unit::Add, base);
    part.mulOp = findOp(Unit::Mul, base);
    if (!part.addOp && !part.mulOp) {
      error(ctx, first.location, "unknown-instruction",
            fmt::format("unknown operation '{}'", first.text));
      return std::nullopt;
    }
    const OpInfo* op = part.addOp ? part.addOp : part.mulOp;
    part.kind = PartKind::Alu;
    if (!parseDestination(cursor, ctx, part)) return std::nullopt;
    for (uint32_t n = 0; n < 2; ++n) {
      if (n == 1 && op->operands == 1 && !cursor.peek().is(",")) break;
      if (!expectComma(cursor, ctx)) return std::nullopt;
      bool last = n == 1 || (op->operands == 1 && !cursor.peek(1).is(","));
      auto source = parseSource(cursor, ctx, last && part.mulOp);
      if (!source) return std::nullopt;
      part.sources.push_back(*source);
    }
    if (part.mulOp && !parseRotation(cursor, ctx, part)) return std::nullopt;
    return part;
  }

  bool parseSuffixes(const DottedName& name, SourceLocation where, InstructionContext& ctx,
                     Part& part) {
    for (std::string_view suffix : name.suffixes) {
      if (equalsIgnoringCase(suffix, "setf")) {
        part.setFlags = true;
      } else if (auto c = indexOf(kConditionNames, suffix)) {
        part.condition = *c;
      } else {
        error(ctx, where, "unknown-suffix",
              fmt::format("unknown suffix '.{}' (conditions: .never .always .ifz .ifnz .ifn .ifnn "
                          ".ifc .ifnc; flags: .setf)",
                          suffix));
        return false;
      }
    }
    return true;
  }

  bool expectComma(TokenCursor& cursor, InstructionContext& ctx) {
    if (cursor.accept(",")) return true;
    const Token& t = cursor.peek();
    error(ctx, t.location, "expected-token",
          t.kind == TokenKind::EndOfLine ? std::string("expected ',' and another operand")
                                         : fmt::format("expected ',', found '{}'", t.text));
    return false;
  }

  bool parseDestination(TokenCursor& cursor, InstructionContext& ctx, Part& part) {
    const Token& t = cursor.next();
    if (t.is("-")) {
      part.destination = Destination{};
      return true;
    }
    if (t.kind != TokenKind::Identifier) {
      error(ctx, t.location, "expected-register",
            t.kind == TokenKind::EndOfLine
                ? std::string("expected a destination register")
                : fmt::format("expected a destination register, found '{}'", t.text));
      return false;
    }
    DottedName name = splitDots(t.text);
    auto reg = writeRegisterByName(name.base);
    if (!reg) {
      error(ctx, t.location, "unknown-register",
            equalsIgnoringCase(name.base, "r5")
                ? std::string("r5 is written as 'r5quad' (regfile A address: per quad) or "
                              "'r5rep' (regfile B address: all elements; see the vc4asm "
                              "addendum, 'Writing to r5')")
                : fmt::format("'{}' is not a register that can be written", name.base));
      return false;
    }
    part.destination.reg = *reg;
    for (std::string_view suffix : name.suffixes) {
      if (auto p = indexOf(kPackNames, suffix)) {
        part.destination.pack = *p;
      } else if (auto c = indexOf(kMulPackNames, suffix)) {
        part.destination.pack = *c;
        part.destination.colour = true;
      } else {
        error(ctx, t.location, "unknown-suffix",
              fmt::format("unknown pack mode '.{}' (regfile A: 16a 16b 8abcd 8a 8b 8c 8d 32s 16as "
                          "16bs 8abcds 8as 8bs 8cs 8ds; mul colour: 8abcdc 8ac 8bc 8cc 8dc)",
                          suffix));
        return false;
      }
    }
    return true;
  }

  static bool endsOperand(const Token& t) {
    return t.kind == TokenKind::EndOfLine || t.is(",") || t.is(";") || t.is("<<") || t.is(">>");
  }

  // Whether the operand at the cursor is a destination followed by another
  // operand: a register name (or `-`) and then ','.
  static bool startsDestination(TokenCursor& cursor) {
    const Token& t = cursor.peek();
    if (!cursor.peek(1).is(",")) return false;
    return t.is("-") ||
           (t.kind == TokenKind::Identifier && writeRegisterByName(splitDots(t.text).base));
  }

  // The operands of the rest of this part: commas outside brackets, plus one.
  static size_t operandsLeft(TokenCursor& cursor) {
    std::span<const Token> rest = cursor.rest();
    size_t operands = 1;
    int depth = 0;
    for (const Token& t : rest) {
      if (t.kind == TokenKind::EndOfLine || (depth == 0 && t.is(";"))) break;
      if (t.is("(") || t.is("[")) ++depth;
      if (t.is(")") || t.is("]")) --depth;
      if (depth == 0 && t.is(",")) ++operands;
    }
    return operands;
  }

  // A register or accumulator operand (with an unpack suffix), if the cursor is at one.
  std::optional<ParsedSource> tryRegisterSource(TokenCursor& cursor, InstructionContext& ctx) {
    const Token& t = cursor.peek();
    if (t.kind != TokenKind::Identifier || !endsOperand(cursor.peek(1))) return std::nullopt;
    DottedName name = splitDots(t.text);
    ParsedSource s;
    s.location = t.location;
    if (auto acc = accumulatorByName(name.base)) {
      s.kind = ParsedSource::Kind::Accumulator;
      s.accumulator = *acc;
    } else if (auto reg = readRegisterByName(name.base)) {
      s.kind = ParsedSource::Kind::Register;
      s.reg = *reg;
    } else {
      return std::nullopt;
    }
    for (std::string_view suffix : name.suffixes) {
      auto u = indexOf(kUnpackNames, suffix);
      if (!u) {
        error(ctx, t.location, "unknown-suffix",
              fmt::format("unknown unpack mode '.{}' (16a 16b 8ddup 8a 8b 8c 8d)", suffix));
        return std::nullopt;
      }
      s.unpack = *u;
    }
    cursor.next();
    return s;
  }

  std::optional<ParsedSource> parseSource(TokenCursor& cursor, InstructionContext& ctx,
                                          bool rotationMayFollow) {
    size_t errors = ctx.diagnostics().errorCount();
    if (auto s = tryRegisterSource(cursor, ctx)) return s;
    if (ctx.diagnostics().errorCount() != errors) return std::nullopt;
    ParsedSource s;
    s.location = cursor.peek().location;
    if (auto bits = tryFloat(cursor)) {
      s.kind = ParsedSource::Kind::Float;
      s.floatBits = *bits;
      return s;
    }
    s.value = parseOperandExpression(cursor, ctx, rotationMayFollow, nullptr);
    if (!s.value) return std::nullopt;
    return s;
  }

  // `1.0`, `0.5`: the lexer reads an integer and then `.digits` as an identifier.
  static std::optional<uint32_t> tryFloat(TokenCursor& cursor) {
    const Token& whole = cursor.peek();
    const Token& fraction = cursor.peek(1);
    if (whole.kind != TokenKind::Integer || fraction.kind != TokenKind::Identifier ||
        fraction.text.size() < 2 || fraction.text[0] != '.' ||
        fraction.location.line != whole.location.line ||
        fraction.location.column != whole.location.column + whole.text.size() ||
        !endsOperand(cursor.peek(2))) {
      return std::nullopt;
    }
    for (char c : fraction.text.substr(1)) {
      if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
    }
    std::string text = fmt::format("{}{}", whole.value, fraction.text);
    float value = std::strtof(text.c_str(), nullptr);
    cursor.next();
    cursor.next();
    return std::bit_cast<uint32_t>(value);
  }

  // An expression up to the end of the operand; with `rotationMayFollow`, a
  // '<<' or '>>' outside parentheses ends it (it starts the rotation).
  ExprPtr parseOperandExpression(TokenCursor& cursor, InstructionContext& ctx,
                                 bool rotationMayFollow, size_t* consumed) {
    std::span<const Token> rest = cursor.rest();
    size_t end = 0;
    int depth = 0;
    for (; end < rest.size(); ++end) {
      const Token& t = rest[end];
      if (t.kind == TokenKind::EndOfLine) break;
      if (t.is("(") || t.is("[")) ++depth;
      if (t.is(")") || t.is("]")) --depth;
      if (depth == 0 && (t.is(",") || t.is(";"))) break;
      if (depth == 0 && rotationMayFollow && (t.is("<<") || t.is(">>"))) break;
    }
    if (end == 0) {
      error(ctx, rest.empty() ? cursor.peek().location : rest[0].location, "expected-operand",
            "expected an operand");
      return nullptr;
    }
    std::deque<std::string> spelled;  // texts of the rewritten tokens, alive while parsing
    std::vector<Token> tokens = labelReferences(rest.first(end), spelled);
    Token endOfLine;
    endOfLine.kind = TokenKind::EndOfLine;
    endOfLine.location = end < rest.size() ? rest[end].location : rest.back().location;
    tokens.push_back(endOfLine);
    TokenCursor sub(tokens);
    ExprPtr expr = ctx.parseExpression(sub);
    if (!expr) return nullptr;
    if (!sub.atEnd()) {
      error(ctx, sub.peek().location, "unexpected-token",
            fmt::format("unexpected '{}' in operand", sub.peek().text));
      return nullptr;
    }
    cursor.seek(cursor.position() + end);
    if (consumed) *consumed = end;
    return expr;
  }

  // vc4asm writes a label reference `:name` or `r:name` (Broadcom's form), and
  // a numbered one `:1f` (the next `:1`), `:1b` or `:1` (the latest `:1`).
  // The core knows labels by name, `1f` and `1b`, so the prefixes go and `:1`
  // becomes `1b`.
  static std::vector<Token> labelReferences(std::span<const Token> operand,
                                            std::deque<std::string>& spelled) {
    std::vector<Token> out;
    for (size_t i = 0; i < operand.size(); ++i) {
      const Token& t = operand[i];
      bool prefix = t.isIdentifier("r") && i + 1 < operand.size() && operand[i + 1].is(":");
      if (prefix) continue;
      if (!t.is(":") || i + 1 == operand.size()) {
        out.push_back(t);
        continue;
      }
      const Token& name = operand[++i];
      bool digits = name.kind == TokenKind::Integer && !name.text.empty() &&
                    name.text.find_first_not_of("0123456789") == std::string_view::npos;
      if (!digits) {
        out.push_back(name);
        continue;
      }
      Token backward = name;
      backward.kind = TokenKind::Identifier;
      backward.text = spelled.emplace_back(fmt::format("{}b", name.text));
      out.push_back(backward);
    }
    return out;
  }

  bool parseRotation(TokenCursor& cursor, InstructionContext& ctx, Part& part) {
    const Token& op = cursor.peek();
    if (!op.is("<<") && !op.is(">>")) return true;
    cursor.next();
    ParsedRotation r;
    r.location = op.location;
    r.right = op.is(">>");
    if (cursor.peek().isIdentifier("r5") && endsOperand(cursor.peek(1))) {
      cursor.next();
      r.byR5 = true;
    } else {
      r.amount = parseOperandExpression(cursor, ctx, false, nullptr);
      if (!r.amount) return false;
    }
    part.rotation = r;
    return true;
  }

  // ldi / mov values: an expression, a float, or `[e0, ..., e15]`.
  bool parseImmediate(TokenCursor& cursor, InstructionContext& ctx, Part& part) {
    if (cursor.peek().is("[")) {
      const Token& open = cursor.next();
      part.isList = true;
      while (true) {
        ExprPtr e = ctx.parseExpression(cursor);
        if (!e) return false;
        part.elements.push_back(e);
        if (cursor.accept("]")) break;
        if (!cursor.accept(",")) {
          error(ctx, cursor.peek().location, "expected-token",
                "expected ',' or ']' in the per-element list");
          return false;
        }
      }
      if (part.elements.size() != 16) {
        error(ctx, open.location, "value-out-of-range",
              fmt::format("a per-element list has 16 values (one per element), not {}",
                          part.elements.size()));
        return false;
      }
      return true;
    }
    part.value.location = cursor.peek().location;
    if (auto bits = tryFloat(cursor)) {
      part.value.kind = ParsedSource::Kind::Float;
      part.value.floatBits = *bits;
      return true;
    }
    part.value.kind = ParsedSource::Kind::Value;
    part.value.value = parseOperandExpression(cursor, ctx, false, nullptr);
    return part.value.value != nullptr;
  }

  // Broadcom's `mov dst, sacq(n)` / `srel(n)` and vc4asm's `sacqN` / `srelN`.
  bool parseSemaphoreSource(TokenCursor& cursor, InstructionContext& ctx, Part& part) {
    const Token& t = cursor.peek();
    if (t.kind != TokenKind::Identifier || t.text.size() < 4) return false;
    std::string_view head = t.text.substr(0, 4);
    bool acquire = equalsIgnoringCase(head, "sacq");
    if (!acquire && !equalsIgnoringCase(head, "srel")) return false;
    std::string_view digits = t.text.substr(4);
    if (digits.empty()) {
      if (!cursor.peek(1).is("(")) return false;
      cursor.next();
      part.number = parseOperandExpression(cursor, ctx, false, nullptr);
    } else {
      uint32_t n = 0;
      for (char c : digits) {
        if (!std::isdigit(static_cast<unsigned char>(c))) return false;
        n = n * 10 + static_cast<uint32_t>(c - '0');
        if (n > 99) return false;
      }
      if (!endsOperand(cursor.peek(1))) return false;
      cursor.next();
      part.number = Expr::constant(n, t.location);
    }
    part.kind = PartKind::Semaphore;
    part.acquire = acquire;
    return part.number != nullptr;
  }

  // `dst, target`, `dst, raN`, `dst, raN, target` (the targets in either order)
  // or vc4asm's `dst1, dst2, target1, target2`, where `dst2` takes the link
  // address through the mul output and a target may be `-` (none). A target
  // may be written `:label` or `r:label` as in Broadcom's sources (see
  // labelReferences()).
  bool parseBranchOperands(TokenCursor& cursor, InstructionContext& ctx, Part& part) {
    size_t operands = operandsLeft(cursor);
    if (!parseDestination(cursor, ctx, part)) return false;
    if (operands == 4) {
      Part second;
      if (!expectComma(cursor, ctx) || !parseDestination(cursor, ctx, second)) return false;
      part.secondDestination = second.destination;
    }
    if (part.destination.pack || (part.secondDestination && part.secondDestination->pack)) {
      error(ctx, part.location, "invalid-combination", "a branch cannot pack its link address");
      return false;
    }
    for (size_t n = 0; n < 2; ++n) {
      if (!expectComma(cursor, ctx)) return false;
      if (!parseBranchTarget(cursor, ctx, part)) return false;
      if (operands < 4 && !cursor.peek().is(",")) break;
    }
    return true;
  }

  // One branch target: raN (regfile A, 0..31), `-` (none) or an expression.
  bool parseBranchTarget(TokenCursor& cursor, InstructionContext& ctx, Part& part) {
    const Token& t = cursor.peek();
    if (t.is("-") && endsOperand(cursor.peek(1))) {
      cursor.next();
      return true;
    }
    if (t.kind == TokenKind::Identifier && endsOperand(cursor.peek(1))) {
      if (auto reg = readRegisterByName(t.text); reg && reg->addressA && *reg->addressA < 32) {
        if (part.branchRegister) {
          error(ctx, t.location, "invalid-combination",
                "a branch adds at most one register (regfile A) to its target");
          return false;
        }
        part.branchRegister = *reg->addressA;
        cursor.next();
        return true;
      }
    }
    if (part.target) {
      error(ctx, t.location, "invalid-combination",
            "a branch has one immediate target; the other target can only be a register");
      return false;
    }
    part.target = parseOperandExpression(cursor, ctx, false, nullptr);
    return part.target != nullptr;
  }
};

}  // namespace

std::unique_ptr<TargetAssembler> makeAssembler(bool checkRestrictions) {
  return std::make_unique<Assembler>(checkRestrictions);
}

}  // namespace gpuasm::vc4
