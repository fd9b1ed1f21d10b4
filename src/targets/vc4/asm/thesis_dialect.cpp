#include "targets/vc4/asm/thesis_dialect.hpp"

#include <fmt/format.h>

#include <array>
#include <cctype>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "targets/vc4/asm/checks.hpp"
#include "targets/vc4/asm/register_alias.hpp"
#include "targets/vc4/asm/syntax.hpp"
#include "targets/vc4/isa.hpp"

namespace gpuasm::vc4 {
namespace {

bool startsWithIgnoringCase(std::string_view text, std::string_view prefix) {
  return text.size() >= prefix.size() && equalsIgnoringCase(text.substr(0, prefix.size()), prefix);
}

// `brr.ze` and friends (thesis table 3.1), in the order of the branch condition
// codes of the guide's table 11: zf = all Z set, ze = all Z clear ("no segment
// equals 0"), zs = any Z set, zc = any Z clear; the same for N and C.
constexpr std::array<std::string_view, 16> kThesisBranchConditions = {
    "zf", "ze", "zs", "zc", "nf", "ne", "ns", "nc", "cf", "ce", "cs", "cc", "", "", "", ""};

// `ra12`, `rb40`, `r4`.
struct RegisterRef {
  enum class Kind : uint8_t { FileA, FileB, Accumulator };
  Kind kind = Kind::FileA;
  uint8_t number = 0;
};
enum class RefMatch : uint8_t { No, Yes, OutOfRange };
RefMatch matchRegister(std::string_view text, RegisterRef& out) {
  if (text.size() < 2 || std::tolower(static_cast<unsigned char>(text[0])) != 'r') {
    return RefMatch::No;
  }
  size_t i = 1;
  char file = static_cast<char>(std::tolower(static_cast<unsigned char>(text[1])));
  out.kind = RegisterRef::Kind::Accumulator;
  if (file == 'a' || file == 'b') {
    out.kind = file == 'a' ? RegisterRef::Kind::FileA : RegisterRef::Kind::FileB;
    i = 2;
  }
  if (i >= text.size() || text.size() - i > 3) return RefMatch::No;
  uint32_t n = 0;
  for (; i < text.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(text[i]))) return RefMatch::No;
    n = n * 10 + static_cast<uint32_t>(text[i] - '0');
  }
  uint32_t limit = out.kind == RegisterRef::Kind::Accumulator ? 5 : 63;
  if (n > limit) return RefMatch::OutOfRange;
  out.number = static_cast<uint8_t>(n);
  return RefMatch::Yes;
}

RegisterName rawName(const RegisterRef& ref) {
  return rawRegisterName(ref.kind == RegisterRef::Kind::FileA ? RegisterFile::A : RegisterFile::B,
                         ref.number);
}

struct Operand {
  enum class Kind : uint8_t { Accumulator, Register, Immediate };
  Kind kind = Kind::Immediate;
  uint8_t accumulator = 0;
  RegisterName reg;
  ExprPtr value;
  SourceLocation location;
};

// One pipeline's operation as written; `op` nullptr: `nop`.
struct AluOp {
  const OpInfo* op = nullptr;
  SourceLocation location;
  Destination destination;
  std::vector<Operand> sources;
  std::optional<uint8_t> unpack;
};

class ThesisLine final : public PendingInstruction {
 public:
  Instruction::Form form = Instruction::Form::Alu;
  SourceLocation location;
  // Alu
  AluOp add, mul;
  uint8_t signal = kSignalNone;
  // LoadImmediate, Branch: the two write registers (the second may be absent)
  Destination first, second;
  bool hasSecond = false;
  ExprPtr value;  // the immediate, the semaphore number or the branch target
  // Branch
  bool branchBack = false;
  uint8_t branchCondition = kBranchAlways;
  std::optional<uint8_t> branchRegister;
  // Semaphore
  bool acquire = false;

  uint32_t units() const override { return kInstructionBytes; }

  void encode(const EncodeContext& ctx, std::span<uint8_t> out) const override {
    Instruction in;
    in.form = form;
    if (build(ctx, in)) writeInstruction(in, location, ctx, out);
  }

 private:
  bool build(const EncodeContext& ctx, Instruction& in) const {
    switch (form) {
      case Instruction::Form::Alu:
        in.signal = signal;
        return buildSlot(ctx, add, true, in.add) && buildSlot(ctx, mul, false, in.mul);
      case Instruction::Form::LoadImmediate: {
        auto v = ctx.evaluate(*value);
        if (!v) return false;
        if (*v < INT32_MIN || *v > UINT32_MAX) {
          ctx.diagnostics().error(location, "value-out-of-range",
                                  fmt::format("{} does not fit in 32 bits", *v));
          return false;
        }
        in.loadType = kLoadImmediate32;
        in.immediate = static_cast<uint32_t>(*v);
        in.add.destination = first;
        in.add.condition = kConditionAlways;
        if (hasSecond) {
          in.mul.destination = second;
          in.mul.condition = kConditionAlways;
        }
        return true;
      }
      case Instruction::Form::Semaphore: {
        auto n = ctx.evaluate(*value);
        if (!n) return false;
        if (*n < 0 || *n > 15) {
          ctx.diagnostics().error(location, "value-out-of-range",
                                  fmt::format("semaphore {} is outside 0..15", *n));
          return false;
        }
        in.acquire = acquire;
        in.semaphore = static_cast<uint8_t>(*n);
        return true;
      }
      case Instruction::Form::Branch: {
        in.add.destination = first;
        in.mul.destination = second;
        in.branchCondition = branchCondition;
        in.branchRegister = branchRegister;
        if (branchBack) {
          in.relative = false;
          in.immediate = 0;
          return true;
        }
        auto target = ctx.evaluate(*value);
        if (!target) return false;
        in.relative = true;
        // Relative to the branch plus four instructions (guide, table 10: PC+4).
        int64_t offset = *target - static_cast<int64_t>(ctx.address + kBranchBaseBytes);
        if (offset < INT32_MIN || offset > INT32_MAX) {
          ctx.diagnostics().error(location, "value-out-of-range",
                                  fmt::format("branch offset {} does not fit in 32 bits", offset));
          return false;
        }
        in.immediate = static_cast<uint32_t>(offset);
        return true;
      }
    }
    return false;
  }

  static std::optional<Source> resolve(const EncodeContext& ctx, const Operand& operand) {
    Source s;
    switch (operand.kind) {
      case Operand::Kind::Accumulator:
        s.kind = Source::Kind::Accumulator;
        s.accumulator = operand.accumulator;
        return s;
      case Operand::Kind::Register:
        s.kind = Source::Kind::Register;
        s.reg = operand.reg;
        return s;
      case Operand::Kind::Immediate: {
        auto v = ctx.evaluate(*operand.value);
        if (!v) return std::nullopt;
        if (*v < 0 || *v >= kSmallImmediateRotations) {
          ctx.diagnostics().error(
              operand.location, "not-small-immediate",
              *v >= kSmallImmediateRotations && *v <= 63
                  ? fmt::format("small immediate {} is a mul output rotation code (48..63); "
                                "the codes 0..47 feed values",
                                *v)
                  : fmt::format("{} is not a small immediate (the 6-bit codes 0..47: 0..15 read "
                                "as 0..15, 16..31 as -16..-1, 32..47 as floats); load it into "
                                "a register with ldi",
                                *v));
          return std::nullopt;
        }
        s.kind = Source::Kind::SmallImmediate;
        s.immediate = static_cast<uint8_t>(*v);
        return s;
      }
    }
    return std::nullopt;
  }

  static bool buildSlot(const EncodeContext& ctx, const AluOp& op, bool isAdd, Slot& slot) {
    if (!op.op) return true;  // nop: the unit idles
    slot.op = op.op;
    slot.condition = kConditionAlways;
    slot.setFlags = isAdd;
    slot.destination = op.destination;
    auto a = resolve(ctx, op.sources[0]);
    if (!a) return false;
    slot.a = *a;
    if (op.sources.size() > 1) {
      auto b = resolve(ctx, op.sources[1]);
      if (!b) return false;
      slot.b = *b;
    } else {
      slot.b = slot.a;
    }
    if (op.unpack) {
      bool applied = false;
      for (Source* s : {&slot.a, &slot.b}) {
        bool fileA = s->kind == Source::Kind::Register && s->reg.addressA;
        bool r4 = s->kind == Source::Kind::Accumulator && s->accumulator == kMuxR4;
        if (fileA || r4) {
          s->unpack = *op.unpack;
          applied = true;
        }
      }
      if (!applied) {
        ctx.diagnostics().error(op.location, "invalid-combination",
                                "an unpack needs a regfile-A (ra#) or r4 operand to unpack");
        return false;
      }
    }
    return true;
  }
};

class ThesisAssembler final : public TargetAssembler {
 public:
  explicit ThesisAssembler(bool checkRestrictions) : checkRestrictions_(checkRestrictions) {}
  LexerOptions lexerOptions() const override {
    LexerOptions options;
    options.semicolonComments = false;  // ';' separates the add and the mul operation
    options.slashComments = false;      // comments start with '#' only
    return options;
  }
  DirectiveDialect directiveDialect() const override { return kVc4asmDirectiveDialect; }
  uint32_t addressUnitBytes() const override { return 1; }
  uint32_t wordBytes() const override { return kInstructionBytes; }
  std::vector<uint8_t> fillPattern() const override {
    std::vector<uint8_t> bytes(kInstructionBytes);
    for (size_t b = 0; b < bytes.size(); ++b) bytes[b] = static_cast<uint8_t>(kNopWord >> (8 * b));
    return bytes;
  }

  std::vector<std::string_view> warningCodes() const override {
    auto codes = restrictionWarningCodes();
    return {codes.begin(), codes.end()};
  }
  void checkProgram(std::vector<ProgramItem>& items, DiagnosticEngine& diagnostics) override {
    if (checkRestrictions_) checkInstructionRestrictions(items, diagnostics);
  }

  // `.set name, ra12` (an alias of a raw register, or of another alias, plus or
  // minus an integer); the dialect's registers carry no suffixes.
  TargetValuePtr parseTargetValue(TokenCursor& cursor, InstructionContext& ctx) override {
    const Token& t = cursor.peek();
    bool failed = false;
    auto reg = parseRegisterOperand(cursor, ctx, isRegisterName, failed);
    if (!reg) return nullptr;
    RegisterRef ref;
    if (matchRegister(reg->spelling(), ref) != RefMatch::Yes) {
      error(ctx, t.location, "unknown-register",
            fmt::format("'{}' is not a register (ra0..ra63, rb0..rb63, r0..r5)", reg->spelling()));
      return nullptr;
    }
    if (!cursor.atEnd()) {
      error(ctx, cursor.peek().location, "unexpected-token",
            fmt::format("unexpected '{}' after register '{}': a register alias is a register, "
                        "optionally plus or minus an integer",
                        cursor.peek().text, reg->spelling()));
      return nullptr;
    }
    return std::make_shared<RegisterAlias>(std::string(reg->spelling()));
  }

  std::unique_ptr<PendingInstruction> parseInstruction(TokenCursor& cursor,
                                                       InstructionContext& ctx) override {
    const Token& first = cursor.peek();
    if (first.kind != TokenKind::Identifier) {
      error(ctx, first.location, "expected-instruction",
            fmt::format("expected an instruction, found '{}'", first.text));
      return nullptr;
    }
    auto line = std::make_unique<ThesisLine>();
    line->location = first.location;
    DottedName name = splitDots(first.text);
    bool ok = false;
    if (equalsIgnoringCase(name.base, "ldi")) {
      ok = parseLoad(cursor, ctx, name, *line);
    } else if (equalsIgnoringCase(name.base, "brr")) {
      ok = parseBranch(cursor, ctx, name, *line);
    } else if (equalsIgnoringCase(name.base, "sema")) {
      ok = parseSemaphore(cursor, ctx, name, *line);
    } else {
      ok = parseAlu(cursor, ctx, *line);
    }
    if (!ok) return nullptr;
    cursor.accept(";");  // the thesis ends some lines with a ';'
    if (!cursor.atEnd()) {
      error(ctx, cursor.peek().location, "unexpected-token",
            fmt::format("unexpected '{}' after the instruction", cursor.peek().text));
      return nullptr;
    }
    return line;
  }

 private:
  bool checkRestrictions_;
  static bool isRegisterName(std::string_view name) {
    RegisterRef ref;
    return matchRegister(name, ref) != RefMatch::No;
  }
  // The register at the cursor, aliases resolved and offsets applied, into
  // `text` (kept alive by `storage`); a token that is not one is consumed and
  // its own text returned, for the caller's error. False after an error.
  static bool readRegisterText(TokenCursor& cursor, InstructionContext& ctx, std::string& storage,
                               std::string_view& text) {
    const Token& t = cursor.peek();
    bool failed = false;
    auto operand = parseRegisterOperand(cursor, ctx, isRegisterName, failed);
    if (failed) return false;
    if (operand) {
      storage = std::string(operand->spelling());
      text = storage;
    } else {
      cursor.next();
      text = t.kind == TokenKind::Identifier ? t.text : std::string_view{};
    }
    return true;
  }
  static void error(InstructionContext& ctx, SourceLocation where, std::string code,
                    std::string message) {
    ctx.diagnostics().error(where, std::move(code), std::move(message));
  }

  static bool expectComma(TokenCursor& cursor, InstructionContext& ctx) {
    if (cursor.accept(",")) return true;
    const Token& t = cursor.peek();
    error(ctx, t.location, "expected-token",
          t.kind == TokenKind::EndOfLine ? std::string("expected ',' and another operand")
                                         : fmt::format("expected ',', found '{}'", t.text));
    return false;
  }

  static bool noSuffixes(const DottedName& name, SourceLocation where, InstructionContext& ctx) {
    if (name.suffixes.empty()) return true;
    error(ctx, where, "unknown-suffix",
          fmt::format("'{}' takes no specifier ('.{}')", name.base, name.suffixes.front()));
    return false;
  }

  // A write register: ra0..ra63 or rb0..rb63.
  static bool parseWrite(TokenCursor& cursor, InstructionContext& ctx, Destination& out) {
    const Token& t = cursor.peek();
    std::string storage;
    std::string_view text;
    if (!readRegisterText(cursor, ctx, storage, text)) return false;
    RegisterRef ref;
    RefMatch match = text.empty() ? RefMatch::No : matchRegister(text, ref);
    if (match == RefMatch::Yes && ref.kind != RegisterRef::Kind::Accumulator) {
      out.reg = rawName(ref);
      return true;
    }
    if (match == RefMatch::Yes) {
      error(ctx, t.location, "expected-register",
            fmt::format("the accumulators are written through their register addresses: "
                        "ra{0} or rb{0} for r{1}",
                        ref.number + kAccumulatorAddress, ref.number));
    } else if (match == RefMatch::OutOfRange) {
      error(ctx, t.location, "unknown-register",
            fmt::format("'{}': register numbers are 0..63", text));
    } else {
      error(ctx, t.location, "expected-register",
            t.kind == TokenKind::EndOfLine ? std::string("expected a write register (ra# or rb#)")
            : t.kind == TokenKind::Identifier
                ? notRegisterReason(ctx, t.text, "expected a write register (ra# or rb#)")
                : fmt::format("expected a write register (ra# or rb#), found '{}'", t.text));
    }
    return false;
  }

  // The first (ra# or r#) or second (rb#, r# or a small immediate) read register.
  static bool parseRead(TokenCursor& cursor, InstructionContext& ctx, bool second, Operand& out) {
    const Token& t = cursor.peek();
    out.location = t.location;
    size_t start = cursor.position();
    std::string storage;
    std::string_view text;
    if (!readRegisterText(cursor, ctx, storage, text)) return false;
    RegisterRef ref;
    RefMatch match = text.empty() ? RefMatch::No : matchRegister(text, ref);
    if (match == RefMatch::OutOfRange) {
      error(ctx, t.location, "unknown-register",
            fmt::format("'{}' is not a register (ra0..ra63, rb0..rb63, r0..r5)", text));
      return false;
    }
    if (match != RefMatch::Yes) cursor.seek(start);  // a small immediate, or an error below
    if (match == RefMatch::Yes) {
      if (ref.kind == RegisterRef::Kind::Accumulator) {
        out.kind = Operand::Kind::Accumulator;
        out.accumulator = ref.number;
        return true;
      }
      bool fileA = ref.kind == RegisterRef::Kind::FileA;
      if (fileA == second) {
        error(ctx, t.location, "wrong-operand",
              second ? std::string("the second read register is rb#, r# or a small immediate; "
                                   "regfile A is read through the first")
                     : std::string("the first read register is ra# or r#; regfile B is read "
                                   "through the second"));
        return false;
      }
      out.kind = Operand::Kind::Register;
      out.reg = rawName(ref);
      return true;
    }
    if (t.kind == TokenKind::EndOfLine || t.is(";") || t.is(",")) {
      error(ctx, t.location, "expected-operand", "expected a read register");
      return false;
    }
    if (!second) {
      error(ctx, t.location, "wrong-operand",
            fmt::format("the first read register is ra# or r#, not '{}' (small immediates go "
                        "in the second)",
                        t.text));
      return false;
    }
    out.kind = Operand::Kind::Immediate;
    out.value = ctx.parseExpression(cursor);
    return out.value != nullptr;
  }

  // `op[.specifiers] w, a, b` or a bare `nop`.
  bool parseOp(TokenCursor& cursor, InstructionContext& ctx, Unit unit, AluOp& out,
               uint8_t& signal) {
    const Token& t = cursor.next();
    out.location = t.location;
    std::string_view pipeline = unit == Unit::Add ? "add" : "mul";
    if (t.kind != TokenKind::Identifier) {
      error(ctx, t.location, "expected-instruction",
            t.kind == TokenKind::EndOfLine
                ? fmt::format("expected the {} operation", pipeline)
                : fmt::format("expected the {} operation, found '{}'", pipeline, t.text));
      return false;
    }
    DottedName name = splitDots(t.text);
    bool nop = equalsIgnoringCase(name.base, "nop");
    if (!nop) {
      out.op = findOp(unit, name.base);
      if (!out.op) {
        Unit other = unit == Unit::Add ? Unit::Mul : Unit::Add;
        error(ctx, t.location, findOp(other, name.base) ? "wrong-unit" : "unknown-instruction",
              findOp(other, name.base)
                  ? fmt::format("'{}' is {} pipeline operation; the {} operation comes {}",
                                name.base, unit == Unit::Add ? "a mul" : "an add",
                                unit == Unit::Add ? "mul" : "add",
                                unit == Unit::Add ? "after the ';'" : "before the ';'")
                  : fmt::format("unknown {} operation '{}'", pipeline, name.base));
        return false;
      }
    }
    uint8_t pack = 0;
    bool colour = false;
    for (std::string_view suffix : name.suffixes) {
      std::optional<uint8_t> sig;
      if (equalsIgnoringCase(suffix, "tend")) {
        sig = uint8_t{kSignalThreadEnd};
      } else if (equalsIgnoringCase(suffix, "tmu") || equalsIgnoringCase(suffix, "tmu0")) {
        sig = uint8_t{kSignalLoadTmu0};
      } else if (equalsIgnoringCase(suffix, "tmu1")) {
        sig = uint8_t{kSignalLoadTmu1};
      } else {
        sig = signalByName(suffix);
      }
      if (sig) {
        if (unit == Unit::Mul) {
          error(ctx, t.location, "unknown-suffix",
                fmt::format("the signal '.{}' is written on the add operation", suffix));
          return false;
        }
        if (signal != kSignalNone) {
          error(ctx, t.location, "invalid-combination",
                "an instruction carries at most one signal");
          return false;
        }
        signal = *sig;
        continue;
      }
      std::optional<uint8_t> mode;
      bool isPack = startsWithIgnoringCase(suffix, "pack");
      bool isUnpack = startsWithIgnoringCase(suffix, "unpack");
      if (isPack) {
        std::string_view rest = suffix.substr(4);
        mode = indexOf(kPackNames, rest);
        if (!mode && unit == Unit::Mul) {
          mode = indexOf(kMulPackNames, rest);
          colour = mode.has_value();
        }
        if (mode) pack = *mode;
      } else if (isUnpack) {
        mode = indexOf(kUnpackNames, suffix.substr(6));
        if (mode) out.unpack = mode;
      }
      if (!mode) {
        error(ctx, t.location, "unknown-suffix",
              fmt::format("unknown specifier '.{}' (signals: .tend .tmu .tmu0 .tmu1; "
                          ".pack16a .pack16b .pack8abcd .pack8a .. .pack8d .pack32s .pack16as "
                          ".pack16bs .pack8abcds .pack8as .. .pack8ds; mul colour: .pack8abcdc "
                          ".pack8ac .. .pack8dc; .unpack16a .unpack16b .unpack8ddup .unpack8a .. "
                          ".unpack8d)",
                          suffix));
        return false;
      }
      if (nop) {
        error(ctx, t.location, "unknown-suffix",
              fmt::format("a nop has nothing to pack or unpack ('.{}')", suffix));
        return false;
      }
    }
    if (nop && (cursor.atEnd() || cursor.peek().is(";"))) return true;  // bare `nop`
    if (!parseWrite(cursor, ctx, out.destination)) return false;
    out.destination.pack = pack;
    out.destination.colour = colour;
    if (!expectComma(cursor, ctx)) return false;
    Operand a;
    if (!parseRead(cursor, ctx, false, a)) return false;
    out.sources.push_back(std::move(a));
    bool single = out.op && out.op->operands == 1;
    if (single && !cursor.peek().is(",")) return true;
    if (!expectComma(cursor, ctx)) return false;
    Operand b;
    if (!parseRead(cursor, ctx, true, b)) return false;
    out.sources.push_back(std::move(b));
    return true;
  }

  bool parseAlu(TokenCursor& cursor, InstructionContext& ctx, ThesisLine& line) {
    line.form = Instruction::Form::Alu;
    if (!parseOp(cursor, ctx, Unit::Add, line.add, line.signal)) return false;
    if (!cursor.accept(";")) {
      error(ctx, cursor.peek().location, "expected-token",
            "expected ';' and the mul operation (write '; nop' to leave the mul pipeline idle)");
      return false;
    }
    return parseOp(cursor, ctx, Unit::Mul, line.mul, line.signal);
  }

  // `ldi w1[, w2], imm`
  bool parseLoad(TokenCursor& cursor, InstructionContext& ctx, const DottedName& name,
                 ThesisLine& line) {
    const Token& t = cursor.next();
    if (!noSuffixes(name, t.location, ctx)) return false;
    line.form = Instruction::Form::LoadImmediate;
    if (!parseWrite(cursor, ctx, line.first) || !expectComma(cursor, ctx)) return false;
    RegisterRef ref;
    const Token& next = cursor.peek();
    auto alias = next.kind == TokenKind::Identifier ? ctx.targetValue(next.text) : nullptr;
    if (alias ||
        (next.kind == TokenKind::Identifier && matchRegister(next.text, ref) != RefMatch::No)) {
      if (!parseWrite(cursor, ctx, line.second) || !expectComma(cursor, ctx)) return false;
      line.hasSecond = true;
    }
    line.value = ctx.parseExpression(cursor);
    return line.value != nullptr;
  }

  // `brr[.cond] w1, w2, label[, ra#]` or `brr[.cond] w1, w2, BRANCHBACK, ra#`
  bool parseBranch(TokenCursor& cursor, InstructionContext& ctx, const DottedName& name,
                   ThesisLine& line) {
    const Token& t = cursor.next();
    line.form = Instruction::Form::Branch;
    if (name.suffixes.size() > 1) {
      error(ctx, t.location, "unknown-suffix", "a branch takes one conditional specifier");
      return false;
    }
    if (!name.suffixes.empty()) {
      auto c = indexOf(kThesisBranchConditions, name.suffixes.front());
      if (!c) {
        error(ctx, t.location, "unknown-suffix",
              fmt::format("unknown branch condition '.{}' (zf ze zs zc nf ne ns nc cf ce cs cc)",
                          name.suffixes.front()));
        return false;
      }
      line.branchCondition = *c;
    }
    if (!parseWrite(cursor, ctx, line.first) || !expectComma(cursor, ctx) ||
        !parseWrite(cursor, ctx, line.second) || !expectComma(cursor, ctx)) {
      return false;
    }
    line.hasSecond = true;
    const Token& target = cursor.peek();
    if (target.isIdentifier("BRANCHBACK") &&
        (cursor.peek(1).is(",") || cursor.peek(1).kind == TokenKind::EndOfLine ||
         cursor.peek(1).is(";"))) {
      cursor.next();
      line.branchBack = true;
    } else {
      line.value = ctx.parseExpression(cursor);
      if (!line.value) return false;
    }
    if (!cursor.accept(",")) {
      if (line.branchBack) {
        error(ctx, target.location, "expected-operand",
              "BRANCHBACK needs the register holding the return address: brr w1, w2, "
              "BRANCHBACK, ra#");
        return false;
      }
      return true;
    }
    const Token& r = cursor.peek();
    std::string storage;
    std::string_view text;
    if (!readRegisterText(cursor, ctx, storage, text)) return false;
    RegisterRef ref;
    if (text.empty() || matchRegister(text, ref) != RefMatch::Yes ||
        ref.kind != RegisterRef::Kind::FileA || ref.number >= kRegisterFileAddresses) {
      error(ctx, r.location, "expected-register",
            fmt::format("the branch register is one of ra0..ra31, not '{}'",
                        text.empty() ? r.text : text));
      return false;
    }
    line.branchRegister = ref.number;
    return true;
  }

  // `sema up|down, n`
  bool parseSemaphore(TokenCursor& cursor, InstructionContext& ctx, const DottedName& name,
                      ThesisLine& line) {
    const Token& t = cursor.next();
    if (!noSuffixes(name, t.location, ctx)) return false;
    line.form = Instruction::Form::Semaphore;
    const Token& direction = cursor.next();
    if (direction.isIdentifier("up")) {
      line.acquire = false;  // sa = 0 increments (guide, "Semaphore Instruction")
    } else if (direction.isIdentifier("down")) {
      line.acquire = true;
    } else {
      error(ctx, direction.location, "expected-operand",
            fmt::format("expected 'up' or 'down', found '{}'", direction.text));
      return false;
    }
    if (!expectComma(cursor, ctx)) return false;
    line.value = ctx.parseExpression(cursor);
    return line.value != nullptr;
  }
};

}  // namespace

std::unique_ptr<TargetAssembler> makeThesisAssembler(bool checkRestrictions) {
  return std::make_unique<ThesisAssembler>(checkRestrictions);
}

}  // namespace gpuasm::vc4
