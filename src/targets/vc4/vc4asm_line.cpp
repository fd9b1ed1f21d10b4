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
