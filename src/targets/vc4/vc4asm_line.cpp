#include "targets/vc4/vc4asm_line.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <tuple>

#include "targets/vc4/syntax.hpp"

namespace gpuasm::vc4 {
namespace {

void buildOutput(const Part& part, Slot& slot) {
  slot.destination = part.destination;
  slot.setFlags = part.setFlags;
  slot.condition = impliedCondition(part);
}

// Whether an operation reads only the low five bits of its second source (a
// shift or rotate count).
bool isShiftCount(const OpInfo* op) {
  if (!op || op->unit != Unit::Add) return false;
  return op->mnemonic == "shl" || op->mnemonic == "shr" || op->mnemonic == "asr" ||
         op->mnemonic == "ror";
}

// vc4asm 80ab48de gives a shift count any integer as the small immediate
// with the same low five bits (`shl r0, r1, 20` is code 20, i.e. -12): codes
// 0..31 are -16..15, whose low five bits are the code. (It does the same with
// a float's bits, `shl r0, r1, 1.0` being code 0; that is not followed, so
// that the disassembler's `shl r0, r1, 1.0` for code 32 reads back.)
std::optional<Source> resolveShiftCount(const EncodeContext& ctx, const ParsedSource& p) {
  auto value = ctx.evaluate(*p.value);
  if (!value) return std::nullopt;
  Source s;
  s.kind = Source::Kind::SmallImmediate;
  s.immediate = static_cast<uint8_t>(static_cast<uint64_t>(*value) & 31);
  return s;
}

std::optional<Source> resolve(const EncodeContext& ctx, const ParsedSource& p,
                              bool shiftCount = false) {
  if (shiftCount && p.kind == ParsedSource::Kind::Value) return resolveShiftCount(ctx, p);
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

// The value of a constant `mov` (Part::constantMov) if it is 0, which vc4asm
// moves as `xor x, x` (add unit) or `v8subs x, x` (mul unit) of any source.
bool isZeroMove(const EncodeContext& ctx, const std::optional<Part>& part) {
  if (!part || part->kind != PartKind::Mov || !part->constantMov) return false;
  const ParsedSource& v = part->value;
  if (v.kind == ParsedSource::Kind::Float) return v.floatBits == 0;
  auto value = ctx.evaluate(*v.value);
  return value && *value == 0;
}

// Whether a constant mov's value is one the ALU can move: a small immediate or 0.
bool movesAsSmallImmediate(const EncodeContext& ctx, const Part& part, bool zeroMayMove) {
  const ParsedSource& v = part.value;
  if (v.kind == ParsedSource::Kind::Float)
    return smallImmediateForFloat(v.floatBits).has_value() || (zeroMayMove && v.floatBits == 0);
  auto value = ctx.evaluate(*v.value);
  if (!value) return true;  // the error comes where the value is used
  return (*value == 0 && zeroMayMove) || (*value != 0 && smallImmediateForInteger(*value));
}

bool buildAluSlot(const EncodeContext& ctx, const std::optional<Part>& part, Unit unit, Slot& slot,
                  Instruction& in) {
  if (part && part->kind == PartKind::Nop && !part->destination.isNop()) {
    slot.destination = part->destination;  // vc4asm's `nop dst`
    slot.condition = kConditionAlways;
    return true;
  }
  if (!part || part->kind == PartKind::Nop) return true;
  buildOutput(*part, slot);
  if (isZeroMove(ctx, part)) {
    // Its sources are filled in once the other unit's are known (Line::build).
    slot.op = findOp(unit, unit == Unit::Add ? kOpAddXor : kOpMulV8Subs);
    return true;
  }
  if (part->kind == PartKind::Mov) {
    slot.op = findOp(unit, unit == Unit::Add ? kOpAddOr : kOpMulV8Min);
  } else {
    slot.op = unit == Unit::Add ? part->addOp : part->mulOp;
  }
  auto a = resolve(ctx, part->sources[0]);
  if (!a) return false;
  slot.a = *a;
  if (part->sources.size() > 1) {
    auto b = resolve(ctx, part->sources[1], isShiftCount(slot.op));
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
      // `>> n` moves element 0 to element n: table 5's "rotated by n upwards"
      // (Broadcom's hello_fft writes `mov r3, r0 >> 1` for code 49). As in
      // vc4asm the count is taken modulo 16 (`<< -1` is `>> 1`, `<< 16` none).
      int64_t signedUp = r.right ? *amount : -*amount;
      auto up = static_cast<uint32_t>(((signedUp % 16) + 16) % 16);
      if (up) in.rotation = static_cast<uint8_t>(kSmallImmediateRotations + up);
    }
  }
  return true;
}

// The 32 bits and type one load-immediate part asks for.
std::optional<std::pair<uint32_t, uint8_t>> loadValue(const EncodeContext& ctx, const Part& part) {
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

}  // namespace

// `op.packXX` packs the destination as `dst.XX` does; `op.unpackXX`
// unpacks every source that can: a read that may come from regfile A and r4,
// but r4 not for an `i` form, which vc4asm 80ab48de takes as a regfile-A
// unpack (pm = 0: `ftoi.unpack16ai r0, r4` is 0x12020827 0x079e7900, r4 read
// as it is). With no such source (an accumulator r0..r3, a regfile-B
// register, a small immediate) vc4asm still writes the unpack bits (its
// warning A48): they are kept as its words have them, with a warning, since
// they do nothing.
void applyOpcodeModes(Part& part, InstructionContext& ctx) {
  if (part.opcodePack) {
    part.destination.pack = part.opcodePack->code;
    part.destination.colour = part.opcodePack->colour;
  }
  if (!part.opcodeUnpack) return;
  bool regfileAOnly = part.opcodeUnpackType == ValueType::Integer;
  bool taken = false;
  for (ParsedSource& s : part.sources) {
    bool canUnpack =
        (s.kind == ParsedSource::Kind::Register && s.reg.addressA) ||
        (s.kind == ParsedSource::Kind::Accumulator && s.accumulator == 4 && !regfileAOnly);
    if (canUnpack && s.unpack == 0) s.unpack = *part.opcodeUnpack;
    taken = taken || (canUnpack && s.unpack == *part.opcodeUnpack);
  }
  if (taken || *part.opcodeUnpack == 0) return;
  part.unusedUnpack = *part.opcodeUnpack;
  ctx.diagnostics().warning(
      part.location, "unpack-without-effect",
      regfileAOnly ? "this unpack reaches no source: an integer ('i') unpack works on regfile-A "
                     "reads only (r4 unpacks to floats); vc4asm writes its bits all the same"
                   : "this unpack reaches no source: only regfile-A reads and r4 unpack "
                     "(accumulators r0..r3 have no unpack); vc4asm writes its bits all the same");
}

// vc4asm's constant `mov`: a load immediate when it is the line's only
// operation (Broadcom's assembler always loads it so), else an ALU move of a
// small immediate (`or` on the add unit, `v8min` on the mul unit; 0 as `xor`
// or `v8subs` of one source with itself), so that the other unit stays free;
// also alone when it sets flags and is not 0 (vc4asm 80ab48de's words).
// Whether a value is a small immediate is known when it is encoded
// (Line::build); two constant moves that are not fall back to one load
// immediate there. Returns whether a load immediate is left.
bool useSmallImmediateMoves(std::vector<Part>& alu, Line& line) {
  size_t working = 0, constants = 0;
  for (const Part& p : alu) {
    working += p.kind != PartKind::Nop;
    constants += p.kind == PartKind::Immediate && p.constantMov;
  }
  if (constants == 0)
    return std::any_of(alu.begin(), alu.end(),
                       [](const Part& p) { return p.kind == PartKind::Immediate; });
  bool anyImmediateLeft = false;
  for (Part& p : alu) {
    if (p.kind != PartKind::Immediate) continue;
    bool flagsAlone = working == 1 && p.setFlags && !p.isList;
    if (!p.constantMov || p.isList || (working < 2 && !flagsAlone)) {
      anyImmediateLeft = true;
      continue;
    }
    p.kind = PartKind::Mov;
    p.sources = {p.value};
    line.constantMoves = true;
    line.zeroMayLoad = flagsAlone;
  }
  return anyImmediateLeft;
}

namespace {

// Whether a destination is a regfile-A register proper (ra0..ra31), the only
// target vc4asm lets a regfile-A pack write from `dst.XX`.
bool isRegfileARegister(const RegisterName& reg) {
  return reg.addressA && *reg.addressA < 32 && !reg.addressB;
}

bool isRegfileBRegister(const RegisterName& reg) {
  return reg.addressB && *reg.addressB < 32 && !reg.addressA;
}

// The operation a part runs on its unit (constant moves and loads are
// integer moves to vc4asm), or nullptr for those.
const OpInfo* operationOf(const Part& part, Unit unit) {
  if (part.kind != PartKind::Alu) return nullptr;
  return unit == Unit::Add ? part.addOp : part.mulOp;
}

// vc4asm's pack for one part on `unit` (Unit::Mul also for a load immediate or
// semaphore, whose output vc4asm may send through the mul unit). Established
// with vc4asm 80ab48de on the corpus's pack section, see vc4asmPackBySuffix:
// - `dst.XX`: a regfile-A target takes the regfile-A code (pm = 0), the 16-bit
//   `i` / `f` forms only from an integer / float result ("A65.20" / "A65.21");
//   another target takes the mul unit's pm = 1 code where the name has one and
//   the operation is on the mul unit, and is refused otherwise ("A63.10" for
//   the add unit, "A65.11" for regfile-A-only names); `sf` names are the mul
//   unit's alone ("A65.10").
// - `op.packXX`: the regfile-A code without the type checks; in an ALU
//   instruction to a target other than ra0..ra31 it goes where vc4asm puts it
//   (placeOpcodePack); elsewhere the add unit's target must be a regfile A or
//   B register ("A63.10").
bool resolvePack(Part& part, Unit unit, bool aluForm, InstructionContext& ctx) {
  if (!part.packRequest) return true;
  const Vc4asmPack& pack = *part.packRequest;
  const RegisterName& target = part.destination.reg;
  auto refuse = [&](std::string message) {
    ctx.diagnostics().error(part.location, "invalid-pack", std::move(message));
    return false;
  };
  if (pack.mulOnly) {
    if (unit != Unit::Mul) return refuse("this pack mode is the mul unit's alone (pm = 1)");
    part.destination.pack = *pack.mul;
    part.destination.colour = true;
    return true;
  }
  if (pack.regfileA == 0 && !pack.mul.value_or(0)) return true;  // `.32`: no pack
  if (part.packOnOpcode) {
    if (aluForm && !isRegfileARegister(target)) return true;  // placeOpcodePack
    if (unit == Unit::Add && !isRegfileARegister(target) && !isRegfileBRegister(target))
      return refuse("the add unit packs only into a regfile A register");
    part.destination.pack = pack.regfileA;
    return true;
  }
  if (isRegfileARegister(target)) {
    const OpInfo* op = operationOf(part, unit);
    bool floatResult = op && op->floatResult;
    if (pack.type == ValueType::Integer && floatResult)
      return refuse("this pack mode requires the result of an integer operation");
    if (pack.type == ValueType::Float && !floatResult)
      return refuse("this pack mode requires the result of a floating point operation");
    part.destination.pack = pack.regfileA;
    return true;
  }
  if (unit == Unit::Mul && pack.mul) {
    part.destination.pack = *pack.mul;
    part.destination.colour = *pack.mul != 0;
    return true;
  }
  if (pack.mul) return refuse("the add unit packs only into a regfile A register");
  return refuse("this pack mode requires a regfile A target");
}

// vc4asm's unpack checks (vc4asm 80ab48de on the corpus's unpack lines): r4
// unpacks to floats, so an `i` form of it is refused; a regfile-A read's `i` /
// `f` form must match what the operation takes (floatInputs).
bool checkUnpacks(const Part& part, Unit unit, InstructionContext& ctx) {
  const OpInfo* op = operationOf(part, unit);
  bool floatInputs = op && op->floatInputs;
  for (const ParsedSource& s : part.sources) {
    if (s.unpackType == ValueType::Any) continue;
    bool r4 = s.kind == ParsedSource::Kind::Accumulator && s.accumulator == 4;
    std::string_view problem;
    if (r4 && s.unpackType == ValueType::Integer) {
      problem = "r4 unpacks to floats: an integer unpack mode is not supported by r4";
    } else if (s.kind == ParsedSource::Kind::Register && s.reg.addressA && !s.reg.addressB &&
               part.kind != PartKind::Mov) {  // vc4asm picks a move's operation to suit
      if (s.unpackType == ValueType::Integer && floatInputs)
        problem = "an integer unpack mode needs an operation that takes integer input";
      if (s.unpackType == ValueType::Float && !floatInputs)
        problem = "a float unpack mode needs an operation that takes floating point input";
    }
    if (!problem.empty()) {
      ctx.diagnostics().error(s.location, "invalid-unpack", std::string(problem));
      return false;
    }
  }
  return true;
}

// Whether vc4asm sends a part to the mul unit for its pack: a `sf` name, or
// `dst.XX` with a pm = 1 code on a target outside regfile A (see resolvePack).
bool packNeedsMul(const Part& part) {
  if (!part.packRequest) return false;
  const Vc4asmPack& pack = *part.packRequest;
  if (pack.mulOnly) return true;
  return !part.packOnOpcode && !isRegfileARegister(part.destination.reg) &&
         pack.mul.value_or(0) != 0;
}

bool isPlainNop(const std::optional<Part>& part) {
  return part && part->kind == PartKind::Nop && part->destination.isNop() && !part->forcedUnit;
}

// Whether a `mov` reads a regfile-A register with a float unpack (`ra4.16af`,
// `ra4.8af`), which vc4asm moves with `fmin x, x` on the add unit.
bool movesWithFloatUnpack(const Part& part) {
  return std::any_of(part.sources.begin(), part.sources.end(), [](const ParsedSource& s) {
    return s.kind == ParsedSource::Kind::Register && s.unpackType == ValueType::Float;
  });
}

// The value of an expression of integer literals (`16`, `-4`, `8+8`), or
// nullopt when it names a symbol or is anything else.
std::optional<int64_t> literalValue(const Expr& e) {
  switch (e.kind) {
    case Expr::Kind::Constant:
      if (e.isFloat) return std::nullopt;
      return e.value;
    case Expr::Kind::Unary: {
      auto v = literalValue(*e.lhs);
      if (!v || (e.op != "-" && e.op != "+")) return std::nullopt;
      return e.op == "-" ? -*v : *v;
    }
    case Expr::Kind::Binary: {
      auto l = literalValue(*e.lhs), r = literalValue(*e.rhs);
      if (!l || !r || *l > INT32_MAX || *l < INT32_MIN || *r > INT32_MAX || *r < INT32_MIN)
        return std::nullopt;
      if (e.op == "+") return *l + *r;
      if (e.op == "-") return *l - *r;
      if (e.op == "*") return *l * *r;
      return std::nullopt;
    }
    default:
      return std::nullopt;
  }
}

// A rotation by a multiple of 16 leaves every element in place: vc4asm
// 80ab48de drops it, so that the operation is free to take either unit
// (`mov r0, r1 << 16` is the add unit's `or`, 0x10020827 0x159e7240).
// Counts known only once symbols have values keep the mul unit.
void dropWholeTurns(Part& part) {
  if (!part.rotation || part.rotation->byR5 || !part.rotation->amount) return;
  auto amount = literalValue(*part.rotation->amount);
  if (amount && *amount % 16 == 0) part.rotation.reset();
}

// Whether two operands read the same thing through one multiplexer input:
// one accumulator, or one register (small immediates are left out).
bool sameOperand(const ParsedSource& x, const ParsedSource& y) {
  if (x.kind != y.kind || x.unpack || y.unpack) return false;
  if (x.kind == ParsedSource::Kind::Accumulator) return x.accumulator == y.accumulator;
  return x.kind == ParsedSource::Kind::Register && x.reg.name == y.reg.name;
}

// vc4asm 80ab48de's add-unit `sub x, y, y` / `xor x, y, y` (a 0) with the mul
// unit idle: a load immediate of 0 when it reads no register and carries no
// signal (`xor.ifns.setf ra14, r4, r4` is 0xe00823a7 0x00000000), else the
// operation as written but with the idle mul unit's condition left `always`
// (`sub.ifz.setf rb26, elem_num, elem_num` is 0x100476a7 0x0d9a7d80): its
// optimizer gives up on the load there before it sets that condition `never`.
// `; mnop` keeps the plain operation.
void placeZeroDifference(Line& line) {
  if (!line.add || line.add->kind != PartKind::Alu || !line.add->addOp ||
      line.add->sources.size() != 2 || line.add->rotation)
    return;
  uint8_t opcode = line.add->addOp->opcode;
  if (opcode != kOpAddSub && opcode != kOpAddXor) return;
  if (line.idleUnitPack || line.add->unusedUnpack) return;  // kept as written
  if (!sameOperand(line.add->sources[0], line.add->sources[1])) return;
  // An explicit `mnop` keeps the operation as written (ours: vc4asm has no
  // text for these words otherwise; the disassembler writes it).
  if (line.mul &&
      (line.mul->kind != PartKind::Nop || !line.mul->destination.isNop() || line.mul->forcedUnit))
    return;
  bool readsNothing = line.add->sources[0].kind == ParsedSource::Kind::Accumulator &&
                      line.reads.empty() && line.signal == kSignalNone;
  if (!readsNothing) {
    line.idleMulAlways = true;
    return;
  }
  Part& part = *line.add;
  part.kind = PartKind::Immediate;
  auto zero = std::make_shared<Expr>();
  part.value = ParsedSource{};
  part.value.kind = ParsedSource::Kind::Value;
  part.value.value = zero;
  part.value.location = part.location;
  part.sources.clear();
  line.mul.reset();
  line.form = Instruction::Form::LoadImmediate;
}

// Whether a write address (32..63) names one register on both files (table
// 14: all but 37, r5's two forms, and 41, 42, 49, 50, which differ).
bool sameOnBothFiles(uint8_t address) {
  return address >= 32 && ((0xfff9f9dfU >> (address - 32)) & 1) != 0;
}

// Two outputs whose names are both in one file: vc4asm 80ab48de writes the
// one written first through the other file where its address names the same
// register there (`add ra32, r0, r1; fmul ra1, r0, r1` writes rb32, which is
// r0 as ra32 is: 0x10025801 0x2c9e7041; `unif_addr` likewise, address 40 being
// UNIFORMS_ADDRESS on both files); it refuses the line otherwise ("A131").
void shareWriteFile(Line& line) {
  if (!line.add || !line.mul) return;
  RegisterName& add = line.add->destination.reg;
  RegisterName& mul = line.mul->destination.reg;
  auto fileA = [](const RegisterName& r) -> std::optional<bool> {
    if (r.addressA.has_value() == r.addressB.has_value()) return std::nullopt;
    return r.addressA.has_value();
  };
  auto inA = fileA(add), mulInA = fileA(mul);
  if (!inA || !mulInA || *inA != *mulInA) return;
  bool addFirst = line.add->location.column <= line.mul->location.column;
  RegisterName& earlier = addFirst ? add : mul;
  uint8_t address = *inA ? *earlier.addressA : *earlier.addressB;
  if (sameOnBothFiles(address)) earlier.addressA = earlier.addressB = address;
}

// A lone constant `mov` to a destination whose regfile-A pack writes part of
// the word (anything but none, `8888`, `32s` and `8888s`): vc4asm 80ab48de
// keeps it a small-immediate move of the ALU rather than a load immediate
// (`mov ra1.8a, 5` is `or`, 0xd0420067 0x159c5fc0); a value the ALU cannot
// move is loaded all the same (Line::constantMovesNeedLoad), 0 included.
void keepPackedConstantMove(Line& line) {
  if (line.form != Instruction::Form::LoadImmediate || !line.add ||
      (line.mul && !isPlainNop(line.mul)))
    return;
  Part& part = *line.add;
  const Destination& d = part.destination;
  constexpr uint32_t kWholeWordPacks = 0x0909;  // codes 0, 3, 8, 11
  if (part.kind != PartKind::Immediate || !part.constantMov || part.isList || !d.pack ||
      ((kWholeWordPacks >> (d.pack & 15)) & 1))
    return;
  part.kind = PartKind::Mov;
  part.sources = {part.value};
  line.form = Instruction::Form::Alu;
  line.constantMoves = true;
  line.zeroMayLoad = true;
  line.mul.reset();
  if (d.colour) {  // the mul unit's pack: its v8min (`mov r0.8a, 1`: 0xd1c049e0 0x809c103f)
    line.mul = std::move(line.add);
    line.add.reset();
  }
}

// The write swap vc4asm gives a line from its targets alone: the first output
// that only one file holds fixes it (add then mul), else 0.
bool vc4asmWriteSwap(const Line& line) {
  for (bool mulUnit : {false, true}) {
    const std::optional<Part>& part = mulUnit ? line.mul : line.add;
    if (!part) continue;
    const RegisterName& reg = part->destination.reg;
    if (reg.addressA && !reg.addressB) return mulUnit;
    if (reg.addressB && !reg.addressA) return !mulUnit;
  }
  return false;
}

// vc4asm's `op.packXX` (a regfile-A code, pm = 0) to a target outside
// ra0..ra31: vc4asm 80ab48de writes the pack bits and lets write swap decide
// which output they pack, the one written to regfile A. Established with it:
// `add.pack16a rb5, r1, r2` is 0x10121167 0x0c9e7280 (ws = 1: the pack is on
// the idle mul unit's output) and `fmul.pack16a r0, r1, r2` 0x101049e0
// 0x209e700a (ws = 0: on the idle add unit's); such a pack packs nothing,
// which we say in a warning. Where the regfile-A output is the add unit's own
// accumulator or I/O target vc4asm refuses it ("A63.10"), and so do we; where
// it is the other operation's ra0..ra31 target (`add.pack16a rb5, r1, r2;
// fmul ra6, r1, r2` packs ra6 in vc4asm) we refuse it as the pack of an
// output that was not asked for.
bool placeOpcodePack(Line& line, InstructionContext& ctx) {
  for (bool mulUnit : {false, true}) {
    std::optional<Part>& part = mulUnit ? line.mul : line.add;
    if (!part || !part->packOnOpcode || !part->packRequest) continue;
    const Vc4asmPack& pack = *part->packRequest;
    if (pack.mulOnly || pack.regfileA == 0 || isRegfileARegister(part->destination.reg)) continue;
    auto refuse = [&](std::string message) {
      ctx.diagnostics().error(part->location, "invalid-pack", std::move(message));
      return false;
    };
    std::string target(part->destination.reg.name);
    bool packsOwnOutput = vc4asmWriteSwap(line) == mulUnit;
    if (packsOwnOutput && !mulUnit)
      return refuse("the add unit packs only into a regfile A register");
    std::optional<Part>& other = mulUnit ? line.add : line.mul;
    if (packsOwnOutput) {
      part->destination.pack = pack.regfileA;
    } else if (other && isRegfileARegister(other->destination.reg)) {
      return refuse(fmt::format(
          "'{}' is not in regfile A, so this regfile-A pack would pack the other operation's "
          "output '{}' (vc4asm does so); write the pack where it belongs",
          target, other->destination.reg.name));
    } else if (other && other->kind != PartKind::Nop) {
      if (other->destination.pack) return refuse("only one output of an instruction can be packed");
      other->destination.pack = pack.regfileA;
    } else {
      line.idleUnitPack = std::pair{mulUnit ? Unit::Add : Unit::Mul, pack.regfileA};
    }
    ctx.diagnostics().warning(
        part->location, "pack-without-effect",
        fmt::format("this pack packs nothing: a regfile-A pack (pm = 0) packs a write to "
                    "ra0..ra31, and '{}' is not one (vc4asm writes its bits all the same)",
                    target));
  }
  return true;
}

// Whether vc4asm moves a part already on the mul unit to the free add unit
// to make room for a later mul-only operation (its tryALUSwap): a v8adds,
// v8subs or register move that sets no flags, packs with no mul-unit pack and
// does not rotate (vc4asm 80ab48de: `v8adds r0, r4, r1; mul24 r1, ra24, r0`
// is the add unit's v8adds, 0x100958215e627870).
bool swapsToAdd(const Part& part) {
  if (part.forcedUnit || part.setFlags || part.rotation || packNeedsMul(part) || !part.canAdd())
    return false;
  if (part.kind == PartKind::Mov) return !part.constantMov;
  return part.kind == PartKind::Alu && part.addOp && part.mulOp;
}

}  // namespace

// vc4asm's placement: the operations in the order written, each on the add
// unit while it is free and can do it, else on the mul unit; v8adds and
// v8subs (which both units have) take the mul unit first, `nop` whichever
// is free (vc4asm 80ab48de: `v8adds r0, r1, r2` alone is the mul unit's).
// Established with vc4asm 80ab48de: a plain `nop` takes a unit only until an
// operation that needs it comes (`nop; add r0, r1, r2` is the add unit's add,
// but `nop; mov r0, r1` is the mul unit's); a `mov` or
// `or` whose pack needs the mul unit becomes the mul unit's `v8min`
// (`or r0.8a, r1, r2`: mop 4, pm = 1), an `or` only while the add unit is
// still free (`fadd ...; or r0.8a, ...` is refused: "The ADD ALU has already
// been used"); a `mov` of a float-unpacked regfile-A read on the add unit is
// `fmin` (instructions.html, "mov").
bool placeOnUnits(std::vector<Part>& alu, Line& line, InstructionContext& ctx) {
  for (Part& p : alu) dropWholeTurns(p);
  for (Part& p : alu) {
    bool isOr = p.kind == PartKind::Alu && p.addOp && !p.mulOp && p.addOp->opcode == kOpAddOr;
    if (!isOr || !packNeedsMul(p)) continue;
    bool addUsed = std::any_of(alu.begin(), alu.end(), [&](const Part& q) {
      return &q < &p && q.kind != PartKind::Nop && q.canAdd() && q.forcedUnit != Unit::Mul;
    });
    if (addUsed) {
      ctx.diagnostics().error(p.location, "wrong-unit",
                              "this pack needs the mul unit, where 'or' is 'v8min', and the add "
                              "unit is already used before it");
      return false;
    }
    p.mulOp = findOp(Unit::Mul, kOpMulV8Min);
    p.addOp = nullptr;
  }
  for (Part& p : alu) {  // those that name their unit first
    if (!p.forcedUnit) continue;
    bool add = *p.forcedUnit == Unit::Add;
    std::optional<Part>& slot = add ? line.add : line.mul;
    if (slot || !(add ? p.canAdd() : p.canMul())) {
      ctx.diagnostics().error(
          p.location, "wrong-unit",
          slot ? fmt::format("the {} unit is named twice", add ? "add" : "mul")
               : fmt::format("'{}' cannot run on the {} unit", p.mnemonic, add ? "add" : "mul"));
      return false;
    }
    slot = std::move(p);
  }
  for (Part& p : alu) {
    if (p.forcedUnit) continue;
    bool mulFirst =
        (p.kind == PartKind::Alu && p.addOp && p.mulOp &&
         (equalsIgnoringCase(p.mnemonic, "v8adds") || equalsIgnoringCase(p.mnemonic, "v8subs"))) ||
        (p.kind == PartKind::Mov && packNeedsMul(p));
    bool addFree = !line.add && p.canAdd(), mulFree = !line.mul && p.canMul();
    if (mulFirst ? mulFree : (!addFree && mulFree)) {
      line.mul = std::move(p);
    } else if (addFree) {
      line.add = std::move(p);
    } else if (p.kind == PartKind::Nop && p.destination.isNop()) {
      continue;  // both units taken: the nop is dropped
    } else if (p.canAdd() && isPlainNop(line.add)) {
      line.add = std::move(p);  // an operation displaces an earlier plain nop
    } else if (p.canMul() && isPlainNop(line.mul)) {
      line.mul = std::move(p);
    } else if (!p.canAdd() && p.canMul() && !line.add && line.mul && swapsToAdd(*line.mul)) {
      line.add = std::move(line.mul);  // vc4asm's ALU swap
      line.mul = std::move(p);
      line.unitsSwapped = true;
    } else {
      ctx.diagnostics().error(
          p.location, "wrong-unit",
          !p.canAdd() && !p.canMul()
              ? std::string("a rotation needs the mul unit, and this operation has none")
              : fmt::format("'{}' needs the {} unit, and the line already uses it", p.mnemonic,
                            p.canMul() ? "mul" : "add"));
      return false;
    }
  }
  // `nop; mov r0, ra4.16af`: vc4asm moves the mov to the add unit for `fmin`
  // (the nop goes), as a swap of the units (vc4asm 80ab48de: 0x1e021827
  // 0x03127d80 for `nop; mov r0, ra4.8df`).
  if (line.mul && line.mul->kind == PartKind::Mov && movesWithFloatUnpack(*line.mul) &&
      (!line.add || isPlainNop(line.add)) && swapsToAdd(*line.mul)) {
    line.add = std::move(line.mul);
    line.mul.reset();
    line.unitsSwapped = true;
  }
  if (line.add && line.add->kind == PartKind::Mov && movesWithFloatUnpack(*line.add)) {
    line.add->kind = PartKind::Alu;
    line.add->addOp = findOp(Unit::Add, "fmin");
  }
  return true;
}

bool noPackOnSecond(const Part& second, InstructionContext& ctx) {
  if (!second.packRequest) return true;
  ctx.diagnostics().error(second.location, "invalid-pack",
                          "a second destination cannot be packed: write the pack on the first");
  return false;
}

bool resolveVc4asmModes(Line& line, InstructionContext& ctx) {
  if (line.form == Instruction::Form::Branch) {
    if (line.add && line.add->packRequest) {
      ctx.diagnostics().error(line.add->location, "invalid-combination",
                              "a branch cannot pack its link address");
      return false;
    }
    return true;
  }
  bool alu = line.form == Instruction::Form::Alu;
  if (line.add && !resolvePack(*line.add, alu ? Unit::Add : Unit::Mul, alu, ctx)) return false;
  if (line.mul && !resolvePack(*line.mul, Unit::Mul, alu, ctx)) return false;
  keepPackedConstantMove(line);
  alu = line.form == Instruction::Form::Alu;
  shareWriteFile(line);
  if (alu && !placeOpcodePack(line, ctx)) return false;
  if (alu) placeZeroDifference(line);
  alu = line.form == Instruction::Form::Alu;
  // vc4asm writes a lone load's colour-packed output through the mul unit
  // (`ldi r3.8a, 0x1234`: waddr_mul = r3, pm = 1).
  if (!alu && line.add && !line.mul && line.add->packRequest && line.add->destination.colour) {
    line.mul = std::move(line.add);
    line.add.reset();
  }
  if (alu) {
    if (line.add && !checkUnpacks(*line.add, Unit::Add, ctx)) return false;
    if (line.mul && !checkUnpacks(*line.mul, Unit::Mul, ctx)) return false;
  }
  return true;
}

RegisterName r4AsDestination(InstructionContext& ctx, SourceLocation where) {
  ctx.diagnostics().warning(where, "r4-destination",
                            "r4 cannot be written (table 14): as in vc4asm, this writes address "
                            "36, tmu_noswap, whose bit 0 disables the automatic TMU swap "
                            "(table 21); write 'tmu_noswap' if that is meant");
  return *writeRegisterByName("tmu_noswap");
}

std::span<const std::string_view> vc4asmLineWarningCodes() {
  static constexpr std::string_view kCodes[] = {"pack-without-effect", "unpack-without-effect",
                                                "r4-destination"};
  return kCodes;
}

bool Line::constantMovesNeedLoad(const EncodeContext& ctx) const {
  bool allConstant = true, allMove = true;
  for (const auto* part : {&add, &mul}) {
    if (!*part || (*part)->kind == PartKind::Nop) continue;
    if (!(*part)->constantMov) {
      allConstant = false;
      continue;
    }
    allMove = allMove && movesAsSmallImmediate(ctx, **part, !zeroMayLoad);
  }
  return allConstant && !allMove;
}

bool Line::build(const EncodeContext& ctx, Instruction& in) const {
  switch (in.form) {
    case Instruction::Form::Alu: {
      if (!buildAluSlot(ctx, add, Unit::Add, in.add, in) ||
          !buildAluSlot(ctx, mul, Unit::Mul, in.mul, in)) {
        return false;
      }
      if (idleMulAlways && !in.mul.op) in.mul.condition = kConditionAlways;
      in.preferWriteSwap = unitsSwapped;
      if (idleUnitPack)
        (idleUnitPack->first == Unit::Add ? in.add : in.mul).destination.pack =
            idleUnitPack->second;
      for (const auto* part : {&add, &mul})
        if (*part && (*part)->unusedUnpack) in.unusedUnpack = (*part)->unusedUnpack;
      for (const Part& read : reads) {
        auto source = resolve(ctx, read.sources[0]);
        if (!source) return false;
        in.reads.push_back(*source);
      }
      // A 0 moves as x ^ x: x is the other unit's small immediate if it has
      // one (the field holds one value), else `nop` (39) through port B.
      for (auto [part, slot, other] :
           {std::tuple{&add, &in.add, &in.mul}, std::tuple{&mul, &in.mul, &in.add}}) {
        if (!isZeroMove(ctx, *part)) continue;
        Source x;
        if (other->a.kind == Source::Kind::SmallImmediate) {
          x = other->a;
        } else if (other->b.kind == Source::Kind::SmallImmediate) {
          x = other->b;
        } else {
          x.kind = Source::Kind::Register;
          x.reg = RegisterName{"nop", std::nullopt, kNopAddress};
        }
        slot->a = slot->b = x;
      }
      // The flags come from the mul unit when the add unit does nothing;
      // vc4asm then writes the idle add unit's condition `always` (vc4asm
      // 80ab48de: `nop; fmul.setf r3, ra31, r4` is 0x207e7034, 0x100269e3).
      if (!in.add.op && in.mul.setFlags) in.add.condition = kConditionAlways;
      return true;
    }
    case Instruction::Form::LoadImmediate:
      return buildLoad(ctx, in);
    case Instruction::Form::Semaphore:
      return buildSemaphore(ctx, in);
    case Instruction::Form::Branch:
      return buildBranch(ctx, in);
  }
  return false;
}

bool Line::buildLoad(const EncodeContext& ctx, Instruction& in) const {
  std::optional<std::pair<uint32_t, uint8_t>> value;
  for (const auto* part : {&add, &mul}) {
    if (!*part || (*part)->kind == PartKind::Nop) continue;
    buildOutput(**part, part == &add ? in.add : in.mul);
    auto v = loadValue(ctx, **part);
    if (!v) return false;
    if (value && *value != *v) {
      auto text = [](const std::pair<uint32_t, uint8_t>& loaded) {
        return loaded.second == kLoadImmediate32 ? fmt::format("0x{:x}", loaded.first)
                                                 : fmt::format("per-element 0x{:x}", loaded.first);
      };
      ctx.diagnostics().error(
          (*part)->location, "invalid-combination",
          fmt::format("a load immediate writes one value to both outputs, and these differ ({} and "
                      "{}): load them in two instructions",
                      text(*value), text(*v)));
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
bool Line::buildSemaphore(const EncodeContext& ctx, Instruction& in) const {
  std::optional<std::pair<bool, int64_t>> semaphore;
  for (const auto* part : {&add, &mul}) {
    if (!*part || (*part)->kind == PartKind::Nop) continue;
    const Part& p = **part;
    buildOutput(p, part == &add ? in.add : in.mul);
    auto number = ctx.evaluate(*p.number);
    if (!number) return false;
    // vc4asm's reading: bits 3:0 name the semaphore, bit 4 is the direction
    // (an acquire sets it; a release cannot have it), bits 31:5 go into the
    // immediate unchanged (`sacq -, 25` is 0x19: acquire 9).
    if (*number < 0 || *number > UINT32_MAX) {
      ctx.diagnostics().error(p.location, "value-out-of-range",
                              fmt::format("semaphore number {} does not fit in 32 bits", *number));
      return false;
    }
    if (!p.acquire && (*number & 0x10)) {
      ctx.diagnostics().error(
          p.location, "value-out-of-range",
          fmt::format("srel {} has bit 4 set, the acquire bit: semaphores are 0..15", *number));
      return false;
    }
    std::pair<bool, int64_t> value{p.acquire, *number & ~int64_t{0x10}};
    if (semaphore && *semaphore != value) {
      ctx.diagnostics().error(p.location, "invalid-combination",
                              "both outputs of a semaphore instruction carry the same value: "
                              "the same semaphore, acquired or released");
      return false;
    }
    semaphore = value;
  }
  in.acquire = semaphore->first;
  in.semaphore = static_cast<uint8_t>(semaphore->second & 0xf);
  in.semaphoreHighBits = static_cast<uint32_t>(semaphore->second) & ~uint32_t{0x1f};
  return true;
}

bool Line::buildBranch(const EncodeContext& ctx, Instruction& in) const {
  const Part& part = *add;
  in.add.destination = part.destination;
  if (part.secondDestination) in.mul.destination = *part.secondDestination;
  in.relative = part.relative;
  in.branchCondition = part.branchCondition;
  in.branchRegister = part.branchRegister;
  // vc4asm 80ab48de takes `.setf` on a branch as bit 45, the low bit of the
  // branch register, and refuses an even register ("A157.1").
  in.add.setFlags = part.setFlags;
  if (part.setFlags && part.branchRegister && *part.branchRegister % 2 == 0) {
    ctx.diagnostics().error(part.location, "invalid-combination",
                            "a branch with .setf cannot use an even register (vc4asm sets bit "
                            "45, the register's low bit)");
    return false;
  }
  if (!part.target) return true;
  auto target = ctx.evaluate(*part.target);
  if (!target) return false;
  // Relative branches count from the branch plus four instructions (table 10: PC+4).
  int64_t offset = part.relative && !part.targetIsOffset
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

}  // namespace gpuasm::vc4
