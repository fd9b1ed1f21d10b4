#include "targets/vc4/asm/vc4asm_line.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <tuple>

#include "targets/vc4/asm/small_immediates.hpp"
#include "targets/vc4/asm/syntax.hpp"

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

bool isImmediate(const ParsedSource& p) {
  return p.kind == ParsedSource::Kind::Value || p.kind == ParsedSource::Kind::Float;
}

// The 32 bits of an immediate as vc4asm reads it: an integer, or a float's
// bits.
std::optional<uint32_t> immediateBits(const EncodeContext& ctx, const ParsedSource& p) {
  if (p.kind == ParsedSource::Kind::Float) return p.floatBits;
  auto value = ctx.evaluate(*p.value);
  if (!value) return std::nullopt;
  if (*value < INT32_MIN || *value > UINT32_MAX) {
    ctx.diagnostics().error(p.location, "value-out-of-range",
                            fmt::format("{} does not fit in 32 bits", *value));
    return std::nullopt;
  }
  return static_cast<uint32_t>(*value);
}

// The small immediate that vc4asm 80ab48de gives an immediate source:
// the one with its bits (`0x3f800000` is 1.0, `0.0` is 0); for a shift count
// (`shiftCount`) the one with the same low five bits (`shl r0, r1, 20` is
// code 20, i.e. -12; `shl r0, r1, 1./256` code 0, the low bits of a float).
std::optional<uint8_t> immediateCode(uint32_t bits, bool shiftCount) {
  if (shiftCount) return static_cast<uint8_t>(bits & 31);
  return smallImmediateForBits(bits);
}

Source smallImmediateSource(uint8_t code) {
  Source s;
  s.kind = Source::Kind::SmallImmediate;
  s.immediate = code;
  return s;
}

std::optional<Source> resolveImmediate(const EncodeContext& ctx, const ParsedSource& p,
                                       bool shiftCount) {
  auto bits = immediateBits(ctx, p);
  if (!bits) return std::nullopt;
  auto code = immediateCode(*bits, shiftCount);
  if (code) return smallImmediateSource(*code);
  if (p.kind == ParsedSource::Kind::Float) {
    ctx.diagnostics().error(
        p.location, "not-small-immediate",
        fmt::format("{} is not a small immediate float (1.0, 2.0 .. 128.0 or 1/256 .. 1/2; "
                    "table 5); load it with ldi",
                    std::bit_cast<float>(p.floatBits)));
  } else {
    ctx.diagnostics().error(p.location, "not-small-immediate",
                            fmt::format("{} is not a small immediate (integers -16..15; "
                                        "table 5); load it into a register with ldi",
                                        *ctx.evaluate(*p.value)));
  }
  return std::nullopt;
}

std::optional<Source> resolve(const EncodeContext& ctx, const ParsedSource& p,
                              bool shiftCount = false) {
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
    case ParsedSource::Kind::Float:
    case ParsedSource::Kind::Value:
      return resolveImmediate(ctx, p, shiftCount);
  }
  return std::nullopt;
}

// vc4asm turns `add x, y, 16` into `sub x, y, -16` (16 is no small immediate,
// -16 is), and `add`/`sub` of v into the other of -v when -v is the small
// immediate the instruction already reads (the first source, or the other
// unit's operation written before): the add unit's second source only. Not
// for 0, which vc4asm flips too (`add x, 0, 0` is its `sub x, 0, 0`): so
// both words keep a spelling.
bool flipsAddAndSub(const OpInfo* op, const Source& earlier, uint32_t bits) {
  if (!op || op->unit != Unit::Add || (op->mnemonic != "add" && op->mnemonic != "sub"))
    return false;
  if (bits == 16) return true;
  return bits != 0 && earlier.kind == Source::Kind::SmallImmediate &&
         earlier.immediate < kSmallImmediateRotations &&
         smallImmediateValue(earlier.immediate).bits == 0u - bits;
}

// The small immediate a slot reads, if any (as a Source, None if none).
Source smallImmediateOf(const Slot& slot) {
  if (slot.a.kind == Source::Kind::SmallImmediate) return slot.a;
  if (slot.b.kind == Source::Kind::SmallImmediate) return slot.b;
  return Source{};
}

// How a constant move is made (Line::build): 0 as x ^ x, or a value made
// from a small immediate.
struct MoveChoice {
  bool zero = false;
  DerivedImmediate derived;
};

// The small-immediate code of a rotation: 0 for none.
std::optional<uint8_t> rotationCode(const EncodeContext& ctx, const ParsedRotation& r) {
  if (r.byR5) return kSmallImmediateRotateByR5;
  auto amount = ctx.evaluate(*r.amount);
  if (!amount) return std::nullopt;
  // `>> n` moves element 0 to element n: table 5's "rotated by n upwards"
  // (Broadcom's hello_fft writes `mov r3, r0 >> 1` for code 49). As in
  // vc4asm the count is taken modulo 16 (`<< -1` is `>> 1`, `<< 16` none).
  int64_t signedUp = r.right ? *amount : -*amount;
  auto up = static_cast<uint32_t>(((signedUp % 16) + 16) % 16);
  return static_cast<uint8_t>(up ? kSmallImmediateRotations + up : 0);
}

// `earlier`: the small immediate the other unit's operation, written
// before this one, reads (flipsAddAndSub).
bool buildAluSlot(const EncodeContext& ctx, const std::optional<Part>& part, Unit unit, Slot& slot,
                  Instruction& in, const std::optional<MoveChoice>& move, const Source& earlier) {
  if (part && part->kind == PartKind::Nop && !part->destination.isNop()) {
    slot.destination = part->destination;  // vc4asm's `nop dst`
    // `nop ra39` writes nothing: `never`, as vc4asm writes it.
    slot.condition =
        part->destination.writesNothing() ? impliedCondition(*part) : uint8_t{kConditionAlways};
    return true;
  }
  if (!part || part->kind == PartKind::Nop) return true;
  buildOutput(*part, slot);
  if (move && move->zero) {
    // Its sources are filled in once the other unit's are known (Line::build).
    slot.op = findOp(unit, unit == Unit::Add ? kOpAddXor : kOpMulV8Subs);
    return true;
  }
  if (move) {
    const DerivedImmediate& d = move->derived;
    slot.op = findOp(unit, d.opcode);
    slot.a = slot.b = smallImmediateSource(d.code);
    if (d.pack) {
      slot.destination.pack = d.pack;
      slot.destination.colour = d.colour;
    }
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
    const ParsedSource& second = part->sources[1];
    std::optional<Source> b;
    if (isImmediate(second) && !isShiftCount(slot.op)) {
      auto bits = immediateBits(ctx, second);
      if (!bits) return false;
      Source before = slot.a.kind == Source::Kind::SmallImmediate ? slot.a : earlier;
      if (flipsAddAndSub(slot.op, before, *bits)) {
        slot.op = findOp(Unit::Add, slot.op->mnemonic == "add" ? "sub" : "add");
        if (auto code = smallImmediateForBits(0u - *bits)) b = smallImmediateSource(*code);
      }
    }
    if (!b) b = resolve(ctx, second, isShiftCount(slot.op));
    if (!b) return false;
    slot.b = *b;
  } else {
    slot.b = slot.a;
  }
  // Written after both sources (vc4asm, vc4dis): only r0..r3 rotate across
  // the whole vector; any other source rotates within its quad of four
  // elements (the addendum to the reference guide, section 3), so the two
  // counts must agree modulo 16 between r0..r3 and modulo 4 otherwise, and
  // the instruction takes an r0..r3 source's count (the first's if none).
  std::optional<uint8_t> rotation;
  if (part->rotation) {
    rotation = rotationCode(ctx, *part->rotation);
    if (!rotation) return false;
  }
  if (part->firstSourceRotation) {
    auto first = rotationCode(ctx, *part->firstSourceRotation);
    if (!first) return false;
    auto fullVector = [](const ParsedSource& s) {
      return s.kind == ParsedSource::Kind::Accumulator && s.accumulator < 4;
    };
    const bool bothFull = fullVector(part->sources[0]) && fullVector(part->sources[1]);
    auto up = [](uint8_t code) { return code ? code - kSmallImmediateRotations : 0; };
    const bool byR5 = *first == kSmallImmediateRotateByR5 || *rotation == kSmallImmediateRotateByR5;
    if (byR5 ? *first != *rotation : (up(*first) - up(*rotation)) % (bothFull ? 16 : 4) != 0) {
      ctx.diagnostics().error(part->rotation->location, "invalid-combination",
                              fmt::format("the two sources name different vector rotations (the "
                                          "same count modulo {}: {})",
                                          bothFull ? 16 : 4,
                                          bothFull ? "both are r0..r3, which rotate across the "
                                                     "vector"
                                                   : "a source other than r0..r3 rotates within "
                                                     "its quad"));
      return false;
    }
    if (!fullVector(part->sources[1]) || fullVector(part->sources[0])) rotation = first;
  }
  if (rotation && *rotation) in.rotation = *rotation;
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
    // 0/1 masks in hello_fft), else unsigned 0..3; `ldipes`/`ldipeu` say which.
    for (bool isSigned : {true, false}) {
      const uint8_t type =
          isSigned ? kLoadImmediatePerElementSigned : kLoadImmediatePerElementUnsigned;
      if (part.perElementType && *part.perElementType != type) continue;
      if (auto bits = perElementImmediate(values, isSigned)) return std::pair{*bits, type};
    }
    ctx.diagnostics().error(part.location, "value-out-of-range",
                            !part.perElementType ? "per-element values must all fit -2..1 or all "
                                                   "fit 0..3"
                            : *part.perElementType == kLoadImmediatePerElementSigned
                                ? "ldipes's per-element values must all fit -2..1"
                                : "ldipeu's per-element values must all fit 0..3");
    return std::nullopt;
  }
  if (part.perElementType && part.value.kind == ParsedSource::Kind::Float) {
    ctx.diagnostics().error(part.value.location, "value-out-of-range",
                            "a per-element load takes 16 integers or their 32 encoded bits, not a "
                            "float");
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
  return std::pair{static_cast<uint32_t>(*v), part.perElementType.value_or(kLoadImmediate32)};
}

}  // namespace

// vc4asm's constant `mov`: a load immediate when it is the line's only
// operation (Broadcom's assembler always loads it so), else an ALU move of a
// small immediate or of a value made from one (small_immediates.hpp), so that
// the other unit stays free; also alone when it sets flags, is packed or the
// line has a signal (vc4asm 80ab48de's words). The values are known when the line is
// encoded, and Line::build makes vc4asm's choice then; two constant moves
// that cannot both be made so fall back to one load immediate there.
// Returns whether a load immediate is left.
bool useSmallImmediateMoves(std::vector<Part>& alu, Line& line, bool hasSignal) {
  size_t working = 0, constants = 0;
  for (size_t i = 0; i < alu.size(); ++i) {
    Part& p = alu[i];
    p.position = static_cast<uint8_t>(i);
    working += p.kind != PartKind::Nop;
    constants += p.kind == PartKind::Immediate && p.constantMov;
  }
  if (constants == 0)
    return std::any_of(alu.begin(), alu.end(),
                       [](const Part& p) { return p.kind == PartKind::Immediate; });
  bool anyImmediateLeft = false;
  for (Part& p : alu) {
    if (p.kind != PartKind::Immediate) continue;
    bool alone = working == 1 && (p.setFlags || hasSignal || p.packRequest);
    if (!p.constantMov || p.isList || (working < 2 && !alone)) {
      anyImmediateLeft = true;
      continue;
    }
    p.kind = PartKind::Mov;
    p.sources = {p.value};
    line.constantMoves = true;
  }
  return anyImmediateLeft;
}

namespace {

// Whether two sources come through one input mux (vc4asm compares muxes).
bool sameMux(const Source& a, const Source& b) {
  if (a.kind != b.kind) return false;
  switch (a.kind) {
    case Source::Kind::Accumulator:
      return a.accumulator == b.accumulator;
    case Source::Kind::Register:
      return a.reg.addressA == b.reg.addressA && a.reg.addressB == b.reg.addressB;
    case Source::Kind::SmallImmediate:
      return a.immediate == b.immediate;
    case Source::Kind::None:
      return true;
  }
  return false;
}

// A line's ALU parts on their units once vc4asm has chosen how to make its
// constant moves (it may move the other part to the other unit for one).
struct AluPlan {
  std::optional<Part> add, mul;
  std::optional<MoveChoice> addMove, mulMove;
  // vc4asm's write swap after its unit swaps, where the destinations leave
  // it free (accumulators and `-` land in either file).
  bool writeSwap = false;

  std::optional<Part>& part(Unit unit) { return unit == Unit::Add ? add : mul; }
  std::optional<MoveChoice>& move(Unit unit) { return unit == Unit::Add ? addMove : mulMove; }
};

Unit otherUnit(Unit unit) {
  return unit == Unit::Add ? Unit::Mul : Unit::Add;
}

bool sameSource(const ParsedSource& a, const ParsedSource& b) {
  if (a.kind != b.kind || a.unpack != b.unpack) return false;
  if (a.kind == ParsedSource::Kind::Accumulator) return a.accumulator == b.accumulator;
  return a.kind == ParsedSource::Kind::Register && a.reg.addressA == b.reg.addressA &&
         a.reg.addressB == b.reg.addressB;
}

// Moves a part to the other unit as vc4asm swaps units: an operation both
// units have, a move, `or`/`and`/`min`/`max` (the mul unit's `v8min`) and
// `xor`/`sub` (`v8subs`) of one source with itself, `v8min`/`v8max` (`or`)
// likewise; false when it cannot go.
bool moveToUnit(std::optional<Part>& part, std::optional<MoveChoice>& move, Unit to) {
  if (!part || part->kind == PartKind::Nop) return true;
  if (part->forcedUnit || part->rotation || part->packRequest || part->destination.pack)
    return false;
  if (move) {
    if (move->zero) return true;
    DerivedImmediate& d = move->derived;
    if (d.colour) return false;
    if (d.unit == Unit::Add && d.opcode == kOpAddOr) {
      d.opcode = kOpMulV8Min;
    } else if (d.unit == Unit::Mul && d.opcode == kOpMulV8Min) {
      d.opcode = kOpAddOr;
    } else if (d.opcode != findOp(d.unit, "v8adds")->opcode) {
      return false;
    } else {
      d.opcode = findOp(to, "v8adds")->opcode;
    }
    d.unit = to;
    return true;
  }
  if (part->kind == PartKind::Mov) return true;
  if (part->kind != PartKind::Alu) return false;
  if (to == Unit::Mul ? part->mulOp != nullptr : part->addOp != nullptr) return true;
  if (part->sources.size() != 2 || !sameSource(part->sources[0], part->sources[1])) return false;
  std::string_view op = to == Unit::Mul ? part->addOp->mnemonic : part->mulOp->mnemonic;
  if (to == Unit::Mul && (op == "or" || op == "and" || op == "min" || op == "max")) {
    part->mulOp = findOp(Unit::Mul, kOpMulV8Min);
  } else if (to == Unit::Mul && (op == "xor" || op == "sub")) {
    part->mulOp = findOp(Unit::Mul, kOpMulV8Subs);
  } else if (to == Unit::Add && (op == "v8min" || op == "v8max")) {
    part->addOp = findOp(Unit::Add, kOpAddOr);
  } else {
    return false;
  }
  return true;
}

// Whether a derived value's pack may be used: vc4asm takes a regfile-A pack
// only for a regfile-A target and without flags, and no pack beside another.
bool packFits(const DerivedImmediate& d, const Part& part, const std::optional<Part>& other,
              bool flags) {
  if (d.pack == 0) return true;
  if (part.packRequest || (other && (other->packRequest || other->destination.pack))) return false;
  return d.colour || (!flags && isRegfileARegister(part.destination.reg));
}

// The small immediate a (non-constant-move) part's immediate sources read,
// if any.
std::optional<uint8_t> immediateCodeOf(const EncodeContext& ctx, const Part& part, Unit unit,
                                       bool& failed) {
  if (part.kind != PartKind::Alu && part.kind != PartKind::Mov) return std::nullopt;
  const OpInfo* op =
      part.kind == PartKind::Alu ? (unit == Unit::Add ? part.addOp : part.mulOp) : nullptr;
  std::optional<uint8_t> code;
  for (size_t i = 0; i < part.sources.size(); ++i) {
    if (!isImmediate(part.sources[i])) continue;
    auto bits = immediateBits(ctx, part.sources[i]);
    if (!bits) {
      failed = true;
      return std::nullopt;
    }
    bool shift = i == 1 && isShiftCount(op);
    Source first = code ? smallImmediateSource(*code) : Source{};
    if (i == 1 && !shift && flipsAddAndSub(op, first, *bits)) *bits = 0u - *bits;
    if (auto c = immediateCode(*bits, shift)) code = c;
  }
  return code;
}

enum class PlanOutcome : uint8_t { Alu, Load, Failed };

// vc4asm's choice for a line's constant moves, in the order written: 0 as
// x ^ x; else the first value made from a small immediate (small_immediates.hpp)
// on the move's unit that agrees with the small immediate already read, or
// failing that the first on the other unit, the parts then swapping units when
// they can (no flags, rotation, pack or named unit). A lone move (with a
// signal, or flags) that makes 0 or sets no flags is a load immediate, as
// vc4asm turns it back into one; and so is a line of constant moves that
// cannot be made so (vc4asm refuses some of those: docs/vc4.md).
PlanOutcome planConstantMoves(const EncodeContext& ctx, const Line& line, AluPlan& plan) {
  plan.add = line.add;
  plan.mul = line.mul;
  std::vector<uint8_t> order;
  size_t working = 0;
  bool allConstant = true, flags = false;
  for (const auto* part : {&plan.add, &plan.mul}) {
    if (!*part || (*part)->kind == PartKind::Nop) continue;
    ++working;
    allConstant = allConstant && (*part)->constantMov;
    flags = flags || (*part)->setFlags;
    order.push_back((*part)->position);
  }
  std::sort(order.begin(), order.end());
  std::optional<uint8_t> code;
  bool lastZero = false, flagsSoFar = false;  // vc4asm knows a `.setf` once it is read
  for (uint8_t position : order) {
    Unit unit = plan.add && plan.add->position == position ? Unit::Add : Unit::Mul;
    Part& part = *plan.part(unit);
    flagsSoFar = flagsSoFar || part.setFlags;
    if (!part.constantMov) {
      bool failed = false;
      if (auto c = immediateCodeOf(ctx, part, unit, failed); c && !code) code = c;
      if (failed) return PlanOutcome::Failed;
      // A rotation is a small-immediate code too: a later move makes its value from the
      // value the code feeds (vc4asm 80ab48de: `v8adds.ifn r3, r3 >> 8, ra6.8b; mov rb6, -1`
      // moves -1 as `v8adds rb6, -8, -8`, GPU_FFT's newer kernels).
      if (part.rotation && !code) {
        auto rotation = rotationCode(ctx, *part.rotation);
        if (!rotation) return PlanOutcome::Failed;
        if (*rotation) code = rotation;
      }
      continue;
    }
    auto bits = immediateBits(ctx, part.value);
    if (!bits) return PlanOutcome::Failed;
    lastZero = *bits == 0;
    if (*bits == 0) {
      plan.move(unit) = MoveChoice{true, {}};
      continue;
    }
    const DerivedImmediate* here = nullptr;
    const DerivedImmediate* there = nullptr;
    if (line.signal == kSignalNone) {
      for (const DerivedImmediate& d : derivedImmediates(*bits)) {
        if ((code ? d.code != *code : d.code >= kSmallImmediateRotations) ||
            !packFits(d, part, plan.part(otherUnit(unit)), flagsSoFar))
          continue;
        if (d.unit == unit) {
          here = &d;
          break;
        }
        if (!there) there = &d;
      }
    }
    if (!here && there && !flagsSoFar && !part.forcedUnit) {
      Unit other = otherUnit(unit);
      if (moveToUnit(plan.part(other), plan.move(other), unit)) {
        std::swap(plan.add, plan.mul);
        std::swap(plan.addMove, plan.mulMove);
        // vc4asm flips its write swap with the units unless the move left
        // the add unit for a free mul unit (vc4asm 80ab48de: `mov r0, 25;
        // mov r1, r2` keeps ws = 0, `mov r1, r2; mov r0, 29` sets it).
        bool addWrites = plan.add && plan.add->position < position &&
                         !plan.add->destination.isNop();  // written before: vc4asm saw it
        const RegisterName& mulTarget = plan.mul->destination.reg;
        if (unit == Unit::Mul || addWrites || !(mulTarget.addressA && mulTarget.addressB))
          plan.writeSwap = !plan.writeSwap;
        unit = other;
        here = there;
      }
    }
    if (!here && line.signal != kSignalNone) {
      ctx.diagnostics().error(part.value.location, "invalid-combination",
                              "a constant move beside a signal can only move 0: a small "
                              "immediate or load immediate would take the signal field");
      return PlanOutcome::Failed;
    }
    if (!here) {
      if (allConstant) return PlanOutcome::Load;
      ctx.diagnostics().error(
          part.value.location, "not-small-immediate",
          fmt::format("0x{:x} is not a small immediate, nor made from one on a free unit beside "
                      "the other operation (vc4asm's smallimmediate.html); load it with ldi",
                      *bits));
      return PlanOutcome::Failed;
    }
    plan.move(unit) = MoveChoice{false, *here};
    code = here->code;
  }
  // vc4asm turns a lone move back into a load unless it sets flags or its
  // pack writes part of the word (`mov ra1.8a, 16` stays `add ra1.8a, 8, 8`;
  // the packs that write all of it are 8abcd, 32s and 8abcds, the same codes
  // in either pm); a 0 it loads whatever its flags and pack.
  bool alone = working == 1 && allConstant && line.reads.empty();
  const Part& lone = plan.add && plan.add->kind != PartKind::Nop ? *plan.add : *plan.mul;
  uint8_t pack = alone ? lone.destination.pack : 0;
  bool wholeWord =
      pack == 0 || pack == kPack8abcd || pack == kPack32Saturated || pack == kPack8abcdSaturated;
  if (alone && line.signal == kSignalNone && (lastZero || (!flags && wholeWord)))
    return PlanOutcome::Load;
  return PlanOutcome::Alu;
}

}  // namespace

bool Line::buildAlu(const EncodeContext& ctx, Instruction& in) const {
  AluPlan plan;
  plan.writeSwap = unitsSwapped;  // placeOnUnits's swap, then the constant moves'
  if (constantMoves) {
    switch (planConstantMoves(ctx, *this, plan)) {
      case PlanOutcome::Failed:
        return false;
      case PlanOutcome::Load:
        in.form = Instruction::Form::LoadImmediate;
        return buildLoad(ctx, in);
      case PlanOutcome::Alu:
        break;
    }
  }
  const std::optional<Part>& addPart = constantMoves ? plan.add : add;
  const std::optional<Part>& mulPart = constantMoves ? plan.mul : mul;
  // The mul unit's operation first when it was written first: the add
  // unit's `add`/`sub` may flip for its small immediate (flipsAddAndSub).
  bool mulFirst = addPart && mulPart && mulPart->position < addPart->position;
  if (mulFirst && !buildAluSlot(ctx, mulPart, Unit::Mul, in.mul, in, plan.mulMove, Source{}))
    return false;
  if (!buildAluSlot(ctx, addPart, Unit::Add, in.add, in, plan.addMove,
                    mulFirst ? smallImmediateOf(in.mul) : Source{}) ||
      (!mulFirst && !buildAluSlot(ctx, mulPart, Unit::Mul, in.mul, in, plan.mulMove, Source{}))) {
    return false;
  }
  if (idleUnitPack)
    (idleUnitPack->first == Unit::Add ? in.add : in.mul).destination.pack = idleUnitPack->second;
  for (const auto* part : {&addPart, &mulPart})
    if (*part && (*part)->unusedUnpack) in.unusedUnpack = (*part)->unusedUnpack;
  for (const Part& read : reads) {
    auto source = resolve(ctx, read.sources[0]);
    if (!source) return false;
    in.reads.push_back(*source);
  }
  // A 0 moves as x ^ x: x is the other unit's small immediate if it has
  // one (the field holds one value), or the value a rotation's code feeds
  // (vc4asm: `mov ra4.16b, 0; fmul.ifn rb10, r2 >> 2, ra6.16b` is xor ra4.16b,
  // -14, -14), else the regfile-B register it reads (port B is taken:
  // vc4asm's `shl.never d, ms_mask, rb13; mov.ifz r0, 0` is v8subs r0, rb13,
  // rb13), else `nop` (39) through port B.
  for (auto [move, slot, other] :
       {std::tuple{&plan.addMove, &in.add, &in.mul}, std::tuple{&plan.mulMove, &in.mul, &in.add}}) {
    if (!*move || !(*move)->zero) continue;
    Source x;
    if (other->a.kind == Source::Kind::SmallImmediate) {
      x = other->a;
    } else if (other->b.kind == Source::Kind::SmallImmediate) {
      x = other->b;
    } else if (in.rotation) {
      x = smallImmediateSource(*in.rotation);
    } else if (auto onlyB =
                   [](const Source& s) {
                     return s.kind == Source::Kind::Register && s.reg.addressB && !s.reg.addressA &&
                            !s.unpack;
                   };
               onlyB(other->a) || onlyB(other->b)) {
      x = onlyB(other->a) ? other->a : other->b;
    } else {
      x.kind = Source::Kind::Register;
      x.reg = RegisterName{"nop", std::nullopt, kNopAddress};
    }
    slot->a = slot->b = x;
  }
  // An operation on constants alone is a load of its result (vc4asm's
  // optimiser, small_immediates.hpp); the working unit's output and
  // condition become the load's.
  if (auto value = foldedOperation(in)) {
    const Slot& working = in.add.op ? in.add : in.mul;
    Slot load;
    load.condition = working.condition;
    load.destination = working.destination;
    in.add = load;
    in.mul = Slot{};
    in.form = Instruction::Form::LoadImmediate;
    in.immediate = *value;
    in.loadType = kLoadImmediate32;
    return true;
  }
  if (foldBlockedByReads(in)) (in.add.op ? in.mul : in.add).condition = kConditionAlways;
  // vc4asm's optimiser reads an add-unit `xor` or `sub` of one source with
  // itself beside an idle mul unit as 0: a load immediate of 0 where the
  // instruction reads no register file, small immediate or signal; otherwise
  // the operation stays, and the idle mul unit keeps the condition `always`
  // (vc4asm 80ab48de: `xor r0, r1, r1` is `ldi r0, 0`, `mov r0, 0; ldtmu0`
  // 0x169e7fc0, 0xa0024827).
  if (in.add.op && (in.add.op->opcode == kOpAddXor || in.add.op->opcode == kOpAddSub) &&
      sameMux(in.add.a, in.add.b) && !in.mul.op && in.mul.destination.isNop()) {
    bool readsAccumulatorsOnly = in.add.a.kind == Source::Kind::Accumulator && reads.empty() &&
                                 !in.rotation && in.signal == kSignalNone;
    if (!readsAccumulatorsOnly) {
      in.mul.condition = kConditionAlways;
    } else {
      in.form = Instruction::Form::LoadImmediate;
      in.add.op = nullptr;
      in.add.a = in.add.b = Source{};
      in.immediate = 0;
      in.loadType = kLoadImmediate32;
      return true;
    }
  }
  in.preferWriteSwap = plan.writeSwap;
  // The flags come from the mul unit when the add unit does nothing;
  // vc4asm then writes the idle add unit's condition `always` (vc4asm
  // 80ab48de: `nop; fmul.setf r3, ra31, r4` is 0x207e7034, 0x100269e3).
  if (!in.add.op && in.mul.setFlags) in.add.condition = kConditionAlways;
  return true;
}

bool Line::build(const EncodeContext& ctx, Instruction& in) const {
  switch (in.form) {
    case Instruction::Form::Alu:
      return buildAlu(ctx, in);
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

namespace {

// A branch part or a BranchLine's operands (the same names) into `in`.
template <typename Branch>
bool buildBranchFrom(const Branch& part, const Expr* target, const EncodeContext& ctx,
                     Instruction& in) {
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
  if (!target) return true;
  auto value = ctx.evaluate(*target);
  if (!value) return false;
  // Relative branches count from the branch plus four instructions (table 10: PC+4).
  int64_t offset = part.relative && !part.targetIsOffset
                       ? *value - static_cast<int64_t>(ctx.address + kBranchBaseBytes)
                       : *value;
  if (offset < INT32_MIN || offset > UINT32_MAX) {
    ctx.diagnostics().error(part.location, "value-out-of-range",
                            fmt::format("branch offset {} does not fit in 32 bits", offset));
    return false;
  }
  in.immediate = static_cast<uint32_t>(offset);
  return true;
}

}  // namespace

bool Line::buildBranch(const EncodeContext& ctx, Instruction& in) const {
  return buildBranchFrom(*add, add->target.get(), ctx, in);
}

BranchLine::BranchLine(const Line& line) {
  const Part& part = *line.add;
  const bool toSymbol = part.target && part.target->kind == Expr::Kind::Symbol;
  // The setf rule on even registers is reported when encoding (buildBranchFrom).
  const bool flagsRefused = part.setFlags && part.branchRegister && *part.branchRegister % 2 == 0;
  if (toSymbol && !flagsRefused) {
    Instruction in;
    in.form = Instruction::Form::Branch;
    in.signal = line.signal;
    in.add.destination = part.destination;
    if (part.secondDestination) in.mul.destination = *part.secondDestination;
    in.relative = part.relative;
    in.branchCondition = part.branchCondition;
    in.branchRegister = part.branchRegister;
    in.add.setFlags = part.setFlags;
    std::string error;
    // Fields that do not encode are reported at encoding, as before: full form.
    if (std::optional<uint64_t> word = vc4::encode(in, error)) {
      word_ = *word;
      targetSymbol_ = part.target->name;
      location_ = part.location;
      targetLocation_ = part.target->location;
      relative_ = part.relative && !part.targetIsOffset;
      return;
    }
  }
  full_ = std::make_unique<Full>();
  full_->location = line.location;
  full_->signal = line.signal;
  full_->branch = {.destination = part.destination,
                   .secondDestination = part.secondDestination,
                   .location = part.location,
                   .target = part.target,
                   .branchRegister = part.branchRegister,
                   .branchCondition = part.branchCondition,
                   .relative = part.relative,
                   .setFlags = part.setFlags,
                   .targetIsOffset = part.targetIsOffset};
}

void BranchLine::encode(const EncodeContext& ctx, std::span<uint8_t> out) const {
  if (full_) {
    Instruction in;
    in.form = Instruction::Form::Branch;
    in.signal = full_->signal;
    if (buildBranchFrom(full_->branch, full_->branch.target.get(), ctx, in))
      writeInstruction(in, full_->location, ctx, out);
    return;
  }
  // buildBranchFrom's steps for the one symbol, the other fields encoded already.
  Expr symbol;  // as the parser made it (Expr::symbol)
  symbol.kind = Expr::Kind::Symbol;
  symbol.name = targetSymbol_;
  symbol.location = targetLocation_;
  auto value = ctx.evaluate(symbol);
  if (!value) return;
  int64_t offset =
      relative_ ? *value - static_cast<int64_t>(ctx.address + kBranchBaseBytes) : *value;
  if (offset < INT32_MIN || offset > UINT32_MAX) {
    ctx.diagnostics().error(location_, "value-out-of-range",
                            fmt::format("branch offset {} does not fit in 32 bits", offset));
    return;
  }
  const uint64_t word = kImmediate.put(word_, static_cast<uint32_t>(offset));
  for (size_t b = 0; b < kInstructionBytes; ++b) out[b] = static_cast<uint8_t>(word >> (8 * b));
}

}  // namespace gpuasm::vc4
