#include "targets/vc4/asm/part_parser.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cctype>
#include <string>

#include "targets/vc4/asm/register_alias.hpp"
#include "targets/vc4/asm/syntax.hpp"
#include "targets/vc4/asm/vc4asm_line.hpp"
#include "targets/vc4/asm/vc4asm_suffixes.hpp"
#include "targets/vc4/isa.hpp"

namespace gpuasm::vc4 {
namespace {

// The add and the mul operation of a mnemonic (either may be nullptr), as
// findOp(Unit::Add, name) and findOp(Unit::Mul, name) give them, found with
// one hashed lookup: every part of every line asks for both.
struct UnitOps {
  const OpInfo* add = nullptr;
  const OpInfo* mul = nullptr;
};

UnitOps findUnitOps(std::string_view name) {
  static const NameIndex<UnitOps> index = [] {
    NameIndex<UnitOps> built;
    for (const OpInfo& op : opTable()) {
      UnitOps ops{findOp(Unit::Add, op.mnemonic), findOp(Unit::Mul, op.mnemonic)};
      built.add(op.mnemonic, ops);
    }
    return built;
  }();
  const UnitOps* ops = index.find(name);
  return ops ? *ops : UnitOps{};
}

}  // namespace

// A name the dialect reads or writes as a register.
bool PartParser::isRegisterName(std::string_view name) {
  return accumulatorByName(name) || readRegisterByName(name) || writeRegisterByName(name);
}

void PartParser::error(InstructionContext& ctx, SourceLocation where, std::string code,
                       std::string message) {
  ctx.diagnostics().error(where, std::move(code), std::move(message));
}

// Parses one part into `part` (a fresh Part, filled in place); false after an error.
bool PartParser::parsePart(TokenCursor& cursor, InstructionContext& ctx, Part& part) {
  const Token& first = cursor.next();
  if (first.kind != TokenKind::Identifier) {
    error(ctx, first.location, "expected-instruction",
          first.kind == TokenKind::EndOfLine
              ? std::string("expected an operation or a signal")
              : fmt::format("expected an operation or a signal, found '{}'", first.text));
    return false;
  }
  part.location = first.location;
  DottedName name = splitDots(first.text);
  part.mnemonic = std::string(name.base);
  std::string_view base = name.base;

  if (auto s = signalByName(base); s && name.suffixes.empty()) {
    part.kind = PartKind::Signal;
    part.signal = *s;
    return true;
  }
  if (equalsIgnoringCase(base, "bra") || equalsIgnoringCase(base, "brr")) {
    part.kind = PartKind::Branch;
    part.relative = equalsIgnoringCase(base, "brr");
    for (std::string_view suffix : name.suffixes) {
      if (choices_ == Vc4Choices::Vc4asm && isSetFlagsSuffix(suffix)) {
        part.setFlags = true;  // vc4asm's, see Line::buildBranch
        continue;
      }
      auto c = indexOf(kBranchConditionNames, suffix);
      if (!c) {
        error(ctx, first.location, "unknown-suffix",
              fmt::format("unknown branch condition '.{}' (allz allnz anyz anynz alln allnn "
                          "anyn anynn allc allnc anyc anync)",
                          suffix));
        return false;
      }
      part.branchCondition = *c;
    }
    if (!parseBranchOperands(cursor, ctx, part)) return false;
    return true;
  }
  const UnitOps ops = findUnitOps(base);
  const OpInfo* addOp = ops.add;
  const OpInfo* mulOp = ops.mul;
  // vc4asm's unit prefixes: `av8adds`, `mmov`, `anop`, `mnop` name the unit.
  if (!addOp && !mulOp && base.size() > 1 &&
      (lowerAscii(base[0]) == 'a' || lowerAscii(base[0]) == 'm')) {
    std::string_view rest = base.substr(1);
    Unit unit = lowerAscii(base[0]) == 'a' ? Unit::Add : Unit::Mul;
    if (findOp(unit, rest) || equalsIgnoringCase(rest, "mov") || equalsIgnoringCase(rest, "nop")) {
      part.forcedUnit = unit;
      base = rest;
      part.mnemonic = std::string(rest);
      addOp = findOp(Unit::Add, base);
      mulOp = findOp(Unit::Mul, base);
    }
  }
  bool rotate = false;
  if (!parseSuffixes(name, first.location, ctx, part, rotate)) return false;
  std::optional<ParsedRotation> rotation;
  if (rotate) {
    // vc4asm's `op.rot count, dst, a, b`: the count comes first.
    if (!equalsIgnoringCase(base, "mov") && !mulOp) {
      error(
          ctx, first.location, "wrong-unit",
          fmt::format("'.rot' rotates the mul unit's result, and '{}' has no mul operation", base));
      return false;
    }
    rotation = parseRotationCount(cursor, ctx, first.location);
    if (!rotation || !expectComma(cursor, ctx)) return false;
  }
  auto done = [&](Part& parsed) {
    if (!rotation) return true;
    if (parsed.rotation) {
      error(ctx, parsed.rotation->location, "invalid-combination",
            "a second rotation: '.rot' already rotates the result");
      return false;
    }
    if (parsed.kind != PartKind::Alu && parsed.kind != PartKind::Mov) {
      error(ctx, first.location, "invalid-combination",
            "'.rot' needs a register or small-immediate source; this mov is a load immediate");
      return false;
    }
    parsed.rotation = rotation;
    return true;
  };
  if (equalsIgnoringCase(base, "nop")) {
    if (part.condition || part.setFlags) {
      error(ctx, first.location, "unknown-suffix", "'nop' takes no condition or .setf");
      return false;
    }
    part.kind = PartKind::Nop;
    // vc4asm's `nop dst`: the idle unit still writes dst (what the ALU
    // last produced: "access previous ALU results again").
    if (!cursor.atEnd() && !cursor.peek().is(";") && !parseDestination(cursor, ctx, part))
      return false;
    return true;
  }
  if (equalsIgnoringCase(base, "read") && !part.forcedUnit) {
    // vc4asm's `read source`: a read address set without an ALU operation.
    if (part.condition || part.setFlags) {
      error(ctx, first.location, "unknown-suffix", "'read' takes no condition or .setf");
      return false;
    }
    part.kind = PartKind::Read;
    auto source = parseSource(cursor, ctx);
    if (!source) return false;
    if (source->kind == ParsedSource::Kind::Accumulator) {
      error(ctx, source->location, "expected-register",
            "'read' reads a register file or a small immediate, not an accumulator");
      return false;
    }
    part.sources.push_back(std::move(*source));
    return true;
  }
  if (equalsIgnoringCase(base, "sacq") || equalsIgnoringCase(base, "srel")) {
    part.kind = PartKind::Semaphore;
    part.acquire = equalsIgnoringCase(base, "sacq");
    if (!parseValueDestinations(cursor, ctx, part)) return false;
    part.number = parseOperandExpression(cursor, ctx, false, nullptr);
    if (!part.number) return false;
    return true;
  }
  const bool signedPerElement = equalsIgnoringCase(base, "ldipes");
  if (signedPerElement || equalsIgnoringCase(base, "ldipeu")) {
    part.perElementType =
        signedPerElement ? kLoadImmediatePerElementSigned : kLoadImmediatePerElementUnsigned;
    base = "ldi";
  }
  if (equalsIgnoringCase(base, "ldi")) {
    part.kind = PartKind::Immediate;
    if (!parseValueDestinations(cursor, ctx, part)) return false;
    if (!parseImmediate(cursor, ctx, part)) return false;
    return true;
  }
  if (equalsIgnoringCase(base, "mov")) {
    if (!parseDestination(cursor, ctx, part) || !expectComma(cursor, ctx)) return false;
    if (parseSemaphoreSource(cursor, ctx, part)) return true;
    if (part.kind == PartKind::Semaphore) return false;  // its number was bad
    if (auto source = tryRegisterSource(cursor, ctx)) {
      part.kind = PartKind::Mov;
      part.sources.push_back(std::move(*source));
      if (!parseRotation(cursor, ctx, part)) return false;
      return done(part);
    }
    // Broadcom's assembler loads every immediate `mov` with ldi (hello_fft's
    // `mov ra_x, 0` is a load immediate), so this dialect does the same.
    part.kind = PartKind::Immediate;
    part.constantMov = true;
    if (!parseImmediate(cursor, ctx, part)) return false;
    return done(part);
  }
  part.addOp = addOp;
  part.mulOp = mulOp;
  if (!part.addOp && !part.mulOp) {
    error(ctx, first.location, "unknown-instruction",
          fmt::format("unknown operation '{}'", first.text));
    return false;
  }
  const OpInfo* op = part.addOp ? part.addOp : part.mulOp;
  part.kind = PartKind::Alu;
  if (!parseDestination(cursor, ctx, part)) return false;
  // Both sources in one allocation (growing from one to two was a second
  // allocation, a move and a free for most operations of a program).
  part.sources.reserve(2);
  for (uint32_t n = 0; n < 2; ++n) {
    if (n == 1 && op->operands == 1 && !cursor.peek().is(",")) break;
    if (!expectComma(cursor, ctx)) return false;
    bool failed = false;
    auto source = tryRotatedGroup(cursor, ctx, part, failed);
    if (!source && !failed) source = parseSource(cursor, ctx);
    if (!source) return false;
    part.sources.push_back(std::move(*source));
    // vc4asm (and vc4dis, which prints `fmul r0, r1<<1, r2<<1`) take the
    // rotation after either source, the same one where both say it.
    if (n == 0 && part.mulOp && op->operands == 2) {
      if (!parseRotation(cursor, ctx, part)) return false;
      part.firstSourceRotation = std::exchange(part.rotation, std::nullopt);
    }
  }
  if (part.mulOp && !parseRotation(cursor, ctx, part)) return false;
  if (!part.rotation) part.rotation = std::exchange(part.firstSourceRotation, std::nullopt);
  return done(part);
}

bool PartParser::parseSuffixes(const DottedName& name, SourceLocation where,
                               InstructionContext& ctx, Part& part, bool& rotate) {
  for (std::string_view suffix : name.suffixes) {
    if (isSetFlagsSuffix(suffix)) {
      part.setFlags = true;
    } else if (equalsIgnoringCase(suffix, "rot")) {
      rotate = true;
    } else if (auto c = conditionBySuffix(suffix)) {
      part.condition = *c;
    } else if (auto v = choices_ == Vc4Choices::Vc4asm && suffix.size() > 4 &&
                                equalsIgnoringCase(suffix.substr(0, 4), "pack")
                            ? vc4asmOpcodePackBySuffix(suffix.substr(4))
                            : std::nullopt) {
      part.packRequest = *v;
      part.packOnOpcode = true;
    } else if (auto p = suffix.size() > 4 && equalsIgnoringCase(suffix.substr(0, 4), "pack")
                            ? packBySuffix(suffix.substr(4))
                            : std::nullopt) {
      part.opcodePack = *p;
    } else if (auto u = suffix.size() > 6 && equalsIgnoringCase(suffix.substr(0, 6), "unpack")
                            ? unpackBySuffix(suffix.substr(6))
                            : std::nullopt) {
      part.opcodeUnpack = *u;
      part.opcodeUnpackType = unpackTypeOfSuffix(suffix.substr(6));
    } else {
      error(ctx, where, "unknown-suffix",
            fmt::format("unknown suffix '.{}' (conditions: .never .ifz .ifnz .ifn .ifnn .ifc "
                        ".ifcc and vc4asm's .ifzs .ifzc .ifns .ifnc .ifcs; flags: .setf .sf; "
                        ".packXX, .unpackXX; mul output rotation: .rot)",
                        suffix));
      return false;
    }
  }
  return true;
}

bool PartParser::expectComma(TokenCursor& cursor, InstructionContext& ctx) {
  if (cursor.accept(",")) return true;
  const Token& t = cursor.peek();
  error(ctx, t.location, "expected-token",
        t.kind == TokenKind::EndOfLine ? std::string("expected ',' and another operand")
                                       : fmt::format("expected ',', found '{}'", t.text));
  return false;
}

bool PartParser::parseDestination(TokenCursor& cursor, InstructionContext& ctx, Part& part) {
  const Token& t = cursor.peek();
  if (t.is("-")) {
    cursor.next();
    part.destination = Destination{};
    return parseDestinationRotation(cursor, ctx, part);
  }
  bool failed = false;
  auto operand = parseRegisterOperand(cursor, ctx, isRegisterName, failed);
  if (failed) return false;
  if (!operand) {
    error(ctx, t.location, "expected-register",
          t.kind == TokenKind::EndOfLine ? std::string("expected a destination register")
          : t.kind == TokenKind::Identifier
              ? notRegisterReason(ctx, t.text, "expected a destination register")
              : fmt::format("expected a destination register, found '{}'", t.text));
    return false;
  }
  DottedName name = splitDots(operand->spelling());
  auto reg = writeRegisterByName(name.base);
  if (!reg && equalsIgnoringCase(name.base, "r4")) reg = r4AsDestination(ctx, t.location);
  if (!reg) {
    error(ctx, t.location, "unknown-register",
          equalsIgnoringCase(name.base, "r5")
              ? std::string("r5 is written as 'r5quad' (regfile A address: per quad) or "
                            "'r5rep' (regfile B address: all elements; see the vc4asm "
                            "addendum, 'Writing to r5')")
          : operand->fromAlias
              ? fmt::format("'{}' is register '{}', which cannot be written", t.text,
                            operand->spelling())
              : fmt::format("'{}' is not a register that can be written", name.base));
    return false;
  }
  part.destination.reg = *reg;
  if (!parseDestinationRotation(cursor, ctx, part)) return false;
  for (std::string_view written : name.suffixes) {
    std::string_view suffix = written;
    // vc4asm's long names (`ra0.pack16a`, `ra0.pack8af`) are its opcode
    // pack names (`or.pack8af`), which take `8af`..`8df` where the short
    // destination names do not.
    const bool longName = suffix.size() > 4 && equalsIgnoringCase(suffix.substr(0, 4), "pack");
    if (longName) suffix.remove_prefix(4);
    if (auto v = choices_ != Vc4Choices::Vc4asm ? std::nullopt
                 : longName                     ? vc4asmOpcodePackBySuffix(suffix)
                                                : vc4asmPackBySuffix(suffix)) {
      part.packRequest = *v;
      part.packOnOpcode = false;
    } else if (auto p = packBySuffix(suffix)) {
      part.destination.pack = p->code;
      part.destination.colour = p->colour;
    } else if (auto c = longName ? std::nullopt : destinationConditionBySuffix(suffix)) {
      part.condition = *c;
    } else if (!longName && isSetFlagsSuffix(suffix)) {
      part.setFlags = true;
    } else {
      error(ctx, t.location, "unknown-suffix",
            fmt::format("unknown destination suffix '.{}' (pack: 16a 16b 8888 8a 8b 8c 8d 32s "
                        "16as 16bs 8888s 8as 8bs 8cs 8ds with vc4asm's i and f forms; mul "
                        "colour pack: 8888sf 8asf 8bsf 8csf 8dsf; conditions: z nz n nn c cc "
                        "...; flags: setf sf)",
                        written));
      return false;
    }
  }
  return true;
}

// vc4asm's rotation written on the destination: `dst << n` moves element 0
// to element n, as `src >> n` does, so the direction turns over.
bool PartParser::parseDestinationRotation(TokenCursor& cursor, InstructionContext& ctx,
                                          Part& part) {
  if (!cursor.peek().is("<<") && !cursor.peek().is(">>")) return true;
  if (!parseRotation(cursor, ctx, part)) return false;
  part.rotation->right = !part.rotation->right;
  return true;
}

bool PartParser::endsOperand(const Token& t) {
  return t.kind == TokenKind::EndOfLine || t.is(",") || t.is(";") || t.is("<<") || t.is(">>");
}

// Whether the operand at the cursor is a destination followed by another
// operand: a register name (or `-`) and then ','.
bool PartParser::startsDestination(TokenCursor& cursor, const InstructionContext& ctx) {
  const Token& t = cursor.peek();
  if (!cursor.peek(1).is(",")) return false;
  if (t.is("-")) return true;
  if (t.kind != TokenKind::Identifier) return false;
  std::string_view suffixes;
  if (TargetValuePtr value = namedValue(ctx, t.text, suffixes)) {
    const auto* alias = dynamic_cast<const RegisterAlias*>(value.get());
    return alias && writeRegisterByName(splitDots(alias->spelling()).base);
  }
  return writeRegisterByName(splitDots(t.text).base).has_value();
}

// The operands of the rest of this part: commas outside brackets, plus one.
size_t PartParser::operandsLeft(TokenCursor& cursor) {
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
std::optional<ParsedSource> PartParser::tryRegisterSource(TokenCursor& cursor,
                                                          InstructionContext& ctx) {
  const Token& t = cursor.peek();
  size_t start = cursor.position();
  bool failed = false;
  auto operand = parseRegisterOperand(cursor, ctx, isRegisterName, failed);
  if (!operand) return std::nullopt;
  if (!endsOperand(cursor.peek())) {
    // `unif * 2`: not a register operand; the expression reader says why.
    cursor.seek(start);
    return std::nullopt;
  }
  DottedName name = splitDots(operand->spelling());
  ParsedSource s;
  s.location = t.location;
  if (auto acc =
          isR5WriteName(name.base) ? std::optional<uint8_t>(5) : accumulatorByName(name.base)) {
    s.kind = ParsedSource::Kind::Accumulator;
    s.accumulator = *acc;
  } else if (auto reg = readRegisterByName(name.base)) {
    s.kind = ParsedSource::Kind::Register;
    s.reg = *reg;
  } else if (operand->fromAlias) {
    error(ctx, t.location, "unknown-register",
          fmt::format("'{}' is register '{}', which cannot be read", t.text, operand->spelling()));
    return std::nullopt;
  } else {
    cursor.seek(start);  // a write-only name: the expression reader says it is unknown
    return std::nullopt;
  }
  for (std::string_view suffix : name.suffixes)
    if (!applyUnpack(s, suffix, ctx, t.location)) return std::nullopt;
  return s;
}

bool PartParser::applyUnpack(ParsedSource& s, std::string_view suffix, InstructionContext& ctx,
                             SourceLocation where) const {
  // vc4asm's long name `ra1.unpack8b` is `ra1.8b`.
  if (suffix.size() > 6 && equalsIgnoringCase(suffix.substr(0, 6), "unpack"))
    suffix.remove_prefix(6);
  auto u = unpackBySuffix(suffix);
  if (!u) {
    error(ctx, where, "unknown-suffix",
          fmt::format("unknown unpack mode '.{}' (16a 16b 8dr 8a 8b 8c 8d 32, with vc4asm's "
                      "i and f forms)",
                      suffix));
    return false;
  }
  s.unpack = *u;
  if (choices_ == Vc4Choices::Vc4asm) s.unpackType = unpackTypeOfSuffix(suffix);
  return true;
}

// vc4asm's `(ra6 >> 2).16b`: a register source and its rotation in parentheses,
// optionally with an unpack after them (GPU_FFT's newer kernels). nullopt,
// consuming nothing, when the parentheses hold something else; nullopt with
// `failed` set after reporting an error.
std::optional<ParsedSource> PartParser::tryRotatedGroup(TokenCursor& cursor,
                                                        InstructionContext& ctx, Part& part,
                                                        bool& failed) {
  std::span<const Token> rest = cursor.rest();
  if (rest.empty() || !rest[0].is("(")) return std::nullopt;
  size_t close = 1;
  for (int depth = 1; close < rest.size() && rest[close].kind != TokenKind::EndOfLine; ++close) {
    if (rest[close].is("(")) ++depth;
    if (rest[close].is(")") && --depth == 0) break;
  }
  if (close == rest.size() || !rest[close].is(")")) return std::nullopt;
  std::vector<Token> inside = asLine(
      {rest.begin() + 1, rest.begin() + static_cast<std::ptrdiff_t>(close)}, rest[close].location);
  TokenCursor sub(inside);
  const size_t errors = ctx.diagnostics().errorCount();
  auto source = tryRegisterSource(sub, ctx);
  failed = ctx.diagnostics().errorCount() != errors;
  if (!source) return std::nullopt;
  if (!parseRotation(sub, ctx, part)) {
    failed = true;
    return std::nullopt;
  }
  if (!sub.atEnd()) {
    error(
        ctx, sub.peek().location, "unexpected-token",
        fmt::format("unexpected '{}' after the rotated register in parentheses", sub.peek().text));
    failed = true;
    return std::nullopt;
  }
  cursor.seek(cursor.position() + close + 1);
  const Token& suffix = cursor.peek();
  if (suffix.kind == TokenKind::Identifier && suffix.text.size() > 1 && suffix.text[0] == '.') {
    cursor.next();
    if (!applyUnpack(*source, suffix.text.substr(1), ctx, suffix.location)) {
      failed = true;
      return std::nullopt;
    }
  }
  return source;
}

std::optional<ParsedSource> PartParser::parseSource(TokenCursor& cursor, InstructionContext& ctx) {
  size_t errors = ctx.diagnostics().errorCount();
  if (auto s = tryRegisterSource(cursor, ctx)) return s;
  if (ctx.diagnostics().errorCount() != errors) return std::nullopt;
  ParsedSource s;
  s.location = cursor.peek().location;
  // A shift of a value is arithmetic (`2 >> 1` is 1, as in vc4asm); only a
  // register's `<<` / `>>` rotates.
  s.value = parseOperandExpression(cursor, ctx, false, nullptr);
  if (!s.value) return std::nullopt;
  takeFloat(s);
  return s;
}

// A float constant (`1.0`, `-2.0`, `2e3`, `log2 8`) is a float operand.
void PartParser::takeFloat(ParsedSource& s) {
  if (s.value->kind != Expr::Kind::Constant || !s.value->isFloat) return;
  s.kind = ParsedSource::Kind::Float;
  s.floatBits = static_cast<uint32_t>(s.value->value);
}

// An expression up to the end of the operand; with `rotationMayFollow`, a
// '<<' or '>>' outside parentheses ends it (it starts the rotation).
ExprPtr PartParser::parseOperandExpression(TokenCursor& cursor, InstructionContext& ctx,
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
  if (ExprPtr number = plainNumber(rest.first(end))) {
    cursor.seek(cursor.position() + end);
    if (consumed) *consumed = end;
    return number;
  }
  std::vector<Token> tokens = asLine(labelReferences(rest.first(end)),
                                     end < rest.size() ? rest[end].location : rest.back().location);
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

// An operand that is one number, `5`, `-5` or `1.5`, is the constant the
// expression parser would fold it to, made without copying the tokens (most
// operands that are not registers are such small immediates).
ExprPtr PartParser::plainNumber(std::span<const Token> operand) {
  const Token& last = operand.back();
  if (operand.size() == 1 && last.kind == TokenKind::Integer) {
    return Expr::constant(static_cast<int64_t>(last.value), last.location);
  }
  if (operand.size() == 1 && last.kind == TokenKind::Float) {
    return Expr::constant(Value::ofFloat(std::bit_cast<double>(last.value)), last.location);
  }
  if (operand.size() == 2 && operand[0].is("-") && last.kind == TokenKind::Integer) {
    return Expr::constant(static_cast<int64_t>(uint64_t{0} - last.value), operand[0].location);
  }
  return nullptr;
}

// vc4asm writes a label reference `:name` or `r:name` (Broadcom's form), and
// a numbered one `:1f` (the next `:1`), `:1b` (the latest) or `:1` (the latest,
// or the next while there is none: vc4asm's rule, also for names that start
// with a digit, `:0_pass`). The core knows labels by name, `1f` and `1b`, so
// the prefixes go and `:1` becomes the name `1`, which the binder resolves.
std::vector<Token> PartParser::labelReferences(std::span<const Token> operand) {
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
    Token label = name;  // `:1`, a numbered label by name: the binder picks its definition
    label.kind = TokenKind::Identifier;
    out.push_back(label);
  }
  return out;
}

// The count of `.rot`: 0..15 elements, or r5. `op.rot n` rotates the result
// as `>> n` on the source does: the hardware's rotation by n (table 5).
std::optional<ParsedRotation> PartParser::parseRotationCount(TokenCursor& cursor,
                                                             InstructionContext& ctx,
                                                             SourceLocation where) {
  ParsedRotation r;
  r.location = where;
  r.right = true;
  if (cursor.peek().isIdentifier("r5") && cursor.peek(1).is(",")) {
    cursor.next();
    r.byR5 = true;
    return r;
  }
  r.amount = parseOperandExpression(cursor, ctx, false, nullptr);
  if (!r.amount) return std::nullopt;
  return r;
}

bool PartParser::parseRotation(TokenCursor& cursor, InstructionContext& ctx, Part& part) {
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
bool PartParser::parseImmediate(TokenCursor& cursor, InstructionContext& ctx, Part& part) {
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
  part.value.kind = ParsedSource::Kind::Value;
  part.value.value = parseOperandExpression(cursor, ctx, false, nullptr);
  if (!part.value.value) return false;
  takeFloat(part.value);
  return true;
}

// Broadcom's `mov dst, sacq(n)` / `srel(n)` and vc4asm's `sacqN` / `srelN`.
bool PartParser::parseSemaphoreSource(TokenCursor& cursor, InstructionContext& ctx, Part& part) {
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
      if (n > 15) return false;  // vc4asm's names are sacq0..sacq15, srel0..srel15
    }
    if (!endsOperand(cursor.peek(1))) return false;
    cursor.next();
    part.number = Expr::constant(n, t.location);
  }
  part.kind = PartKind::Semaphore;
  part.acquire = acquire;
  return part.number != nullptr;
}

// The destinations of a load immediate or a semaphore and the comma after
// them: `dst, ` or vc4asm's `dst1, dst2, ` (the value goes to both outputs).
bool PartParser::parseValueDestinations(TokenCursor& cursor, InstructionContext& ctx, Part& part) {
  if (!parseDestination(cursor, ctx, part) || !expectComma(cursor, ctx)) return false;
  if (!startsDestination(cursor, ctx)) return true;
  Part second;
  second.location = cursor.peek().location;
  if (!parseDestination(cursor, ctx, second) || !expectComma(cursor, ctx)) return false;
  if (!noPackOnSecond(second, ctx)) return false;
  part.secondDestination = second.destination;
  return true;
}

// `dst, target`, `dst, raN`, `dst, raN, target` (the targets in either order)
// or vc4asm's `dst1, dst2, target1, target2`, where `dst2` takes the link
// address through the mul output and a target may be `-` (none). A target
// may be written `:label` or `r:label` as in Broadcom's sources (see
// labelReferences()).
bool PartParser::parseBranchOperands(TokenCursor& cursor, InstructionContext& ctx, Part& part) {
  size_t operands = operandsLeft(cursor);
  if (!parseDestination(cursor, ctx, part)) return false;
  if (operands == 4) {
    if (!expectComma(cursor, ctx)) return false;
    Part second;
    second.location = cursor.peek().location;
    if (!parseDestination(cursor, ctx, second)) return false;
    // Neither link is packed (not "write the pack on the first", as for a load).
    if (second.packRequest || second.destination.pack) {
      error(ctx, second.location, "invalid-combination", "a branch cannot pack its link address");
      return false;
    }
    part.secondDestination = second.destination;
  }
  if (part.destination.pack) {
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
bool PartParser::parseBranchTarget(TokenCursor& cursor, InstructionContext& ctx, Part& part) {
  const Token& t = cursor.peek();
  if (t.is("-") && endsOperand(cursor.peek(1))) {
    cursor.next();
    return true;
  }
  size_t start = cursor.position();
  bool failed = false;
  if (auto operand = parseRegisterOperand(cursor, ctx, isRegisterName, failed);
      operand && endsOperand(cursor.peek())) {
    auto reg = readRegisterByName(operand->spelling());
    if (reg && reg->addressA && *reg->addressA < kRegisterFileAddresses) {
      if (part.branchRegister) {
        error(ctx, t.location, "invalid-combination",
              "a branch adds at most one register (regfile A) to its target");
        return false;
      }
      part.branchRegister = *reg->addressA;
      return true;
    }
    if (operand->fromAlias) {
      error(ctx, t.location, "expected-register",
            fmt::format("'{}' is register '{}': a branch adds one of ra0..ra31 to its target",
                        t.text, operand->spelling()));
      return false;
    }
  }
  if (failed) return false;
  cursor.seek(start);
  if (part.target) {
    error(ctx, t.location, "invalid-combination",
          "a branch has one immediate target; the other target can only be a register");
    return false;
  }
  std::span<const Token> operand = cursor.rest();
  size_t consumed = 0;
  part.target = parseOperandExpression(cursor, ctx, false, &consumed);
  // vc4asm takes a number as `brr`'s offset from PC+4 itself and a label
  // (`:name`, `r:name`) as the address to reach; a name is taken as a
  // label here (this parser cannot tell a later label from a constant).
  part.targetIsOffset =
      std::none_of(operand.begin(), operand.begin() + static_cast<ptrdiff_t>(consumed),
                   [](const Token& t) { return t.kind == TokenKind::Identifier || t.is(":"); });
  return part.target != nullptr;
}

}  // namespace gpuasm::vc4
