// PTX operands: each operand of an instruction checked against the operand kind
// its row of the table gives (isa.hpp): register types, values, addresses,
// vectors, and mov's pack and unpack.
#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <vector>

#include "targets/ptx/parser.hpp"
#include "targets/ptx/video.hpp"

namespace gpuasm::ptx {
namespace {

Type widened(Type type) {
  switch (type) {
    case Type::U16:
      return Type::U32;
    case Type::S16:
      return Type::S32;
    case Type::U32:
      return Type::U64;
    case Type::S32:
      return Type::S64;
    default:
      return type;
  }
}

std::string ordinal(size_t index) {
  constexpr std::string_view kNames[] = {"first", "second", "third", "fourth"};
  return std::string(index < std::size(kNames) ? kNames[index] : "last");
}

}  // namespace

bool Parser::checkOperands(Instruction& instruction) {
  const InstructionRow& row = *instruction.row;
  // A SecondDestPred is never counted: it is written joined to the operand
  // before it, and parseOperands put a Sink where it was left out.
  auto counted = [](OperandKind kind) {
    return kind != OperandKind::None && kind != OperandKind::SecondDestPred;
  };
  const bool policyLast = row.semantics == Semantics::Atom || row.semantics == Semantics::Red ||
                          row.semantics == Semantics::CopyAsync;
  if (instruction.memory.cacheHint && !policyLast && !isAsyncTensorOpcode(row.spelling) &&
      std::find(row.operands.begin(), row.operands.end(), OperandKind::CachePolicy) ==
          row.operands.end()) {
    // ptxas 13: "Arguments mismatch" (cp.reduce.async.bulk to a cluster's shared memory).
    diagnostics_.error(
        locationOf(instruction), "bad-modifier",
        fmt::format("'{}' is invalid: it takes no '.L2::cache_hint'", instruction.opcode()));
    return false;
  }
  if (instruction.memory.cacheHint && policyLast) {
    // atom's, red's and cp.async's policy, last: a .b64 register the simulator
    // has no use for.
    const Operand* policy =
        instruction.operands().empty() ? nullptr : &instruction.operands().back();
    if (!policy || policy->kind != Operand::Kind::Register ||
        !checkRegister(instruction, *policy, Type::B64, false, instruction.operands().size() - 1)) {
      if (!policy || policy->kind != Operand::Kind::Register)
        diagnostics_.error(
            locationOf(instruction), "operand-kind",
            fmt::format("'{}' takes its cache policy, a .b64 register, as its last operand",
                        instruction.opcode()));
      return false;
    }
    instruction.setOperands(instruction.operands().first(instruction.operands().size() - 1));
  }
  // The asynchronous tensor instructions' operands follow their modifiers (tensor_forms.cpp).
  if (isAsyncTensorOpcode(row.spelling)) return checkAsyncOperands(instruction);
  size_t most =
      static_cast<size_t>(std::count_if(row.operands.begin(), row.operands.end(), counted));
  size_t least = most - row.optionalOperands;
  size_t given = 0;
  for (size_t i = 0; i < instruction.operands().size(); ++i)
    given += i >= row.operands.size() || row.operands[i] != OperandKind::SecondDestPred;
  if (given < least || given > most) {
    std::string count =
        least == most ? fmt::format("{}", most) : fmt::format("{} or {}", least, most);
    if (given < least && std::find(row.operands.begin(), row.operands.end(),
                                   OperandKind::ThreadCount) != row.operands.end()) {
      // bar.arrive: ptxas 13 "Arguments mismatch", a count it cannot do without.
      diagnostics_.error(locationOf(instruction), "operand-count",
                         fmt::format("'{}' needs a barrier and a thread count: it takes {} "
                                     "operands, not {}",
                                     instruction.opcode(), count, given));
      return false;
    }
    // ptxas 13: "Illegal modifier '.noComplete' for instruction 'mbarrier.arrive without
    // count argument'".
    if (given < least && row.semantics == Semantics::Mbarrier &&
        row.spelling.find("noComplete") != std::string_view::npos) {
      diagnostics_.error(locationOf(instruction), "operand-count",
                         fmt::format("'{}' is invalid: modifier .noComplete needs the count "
                                     "operand (d, [a], count)",
                                     instruction.opcode()));
      return false;
    }
    diagnostics_.error(locationOf(instruction), "operand-count",
                       fmt::format("'{}' takes {} operand{}, not {}", instruction.opcode(), count,
                                   most == 1 ? "" : "s", given));
    return false;
  }
  // ld's and st's policy is a CachePolicy operand of the row (atom's, red's
  // and cp.async's were taken off above).
  if (instruction.memory.cacheHint && given < most &&
      std::find(row.operands.begin(), row.operands.end(), OperandKind::CachePolicy) !=
          row.operands.end()) {
    diagnostics_.error(locationOf(instruction), "operand-count",
                       fmt::format("'{}' takes its cache policy, a .b64 register, after the "
                                   "address",
                                   instruction.opcode()));
    return false;
  }
  // ptxas 13: "Feature 'mbarrier.arrive with count argument and without
  // '.noComplete' modifier' requires .target sm_90 or higher".
  if (row.semantics == Semantics::Mbarrier && given == most && row.optionalOperands == 1 &&
      (row.spelling == "mbarrier.arrive.{mb*}" || row.spelling == "mbarrier.arrive_drop.{mb*}") &&
      targetSm(module_.target) != 0 && targetSm(module_.target) < 90) {
    diagnostics_.error(locationOf(instruction), "bad-target",
                       fmt::format("'{}' with a count needs .target sm_90 or higher (or "
                                   ".noComplete before sm_90)",
                                   instruction.opcode()));
    return false;
  }
  const std::string_view first = row.spelling.substr(0, row.spelling.find('.'));
  if (first == "tex" || first == "tld4" || first == "txq" || first == "suld" || first == "sust" ||
      first == "sured" || first == "suq")
    return checkTextureOperands(instruction);
  if (first == "wmma" || first == "mma" || first == "ldmatrix" || first == "stmatrix")
    return checkMatrixOperands(instruction);
  bool good = true;
  for (size_t i = 0; i < instruction.operands().size(); ++i) {
    const Operand& operand = instruction.operands()[i];
    const OperandKind kind = operandKindAt(row, instruction.operands().size(), i);
    // elect.sync takes `_|%p`: the leader's lane id dropped.
    const bool sinkAllowed = kind == OperandKind::SecondDestPred ||
                             (kind == OperandKind::Dest && (row.semantics == Semantics::Elect ||
                                                            row.semantics == Semantics::Mbarrier));
    if (operand.kind == Operand::Kind::Sink && !sinkAllowed) {
      diagnostics_.error(locationOf(operand), "operand-kind",
                         fmt::format("'_' stands only for a dropped element of a vector, not the "
                                     "{} operand of '{}'",
                                     ordinal(i), instruction.opcode()));
      good = false;
      continue;
    }
    if (operand.kind == Operand::Kind::Sink) continue;
    if (operand.negated && kind != OperandKind::SourcePred &&
        !(kind == OperandKind::Source && instruction.type == Type::Pred)) {
      diagnostics_.error(locationOf(operand), "operand-kind",
                         fmt::format("the {} operand of '{}' cannot be negated with '!'",
                                     ordinal(i), instruction.opcode()));
      good = false;
      continue;
    }
    good &= checkOperand(instruction, operand, kind, i);
  }
  if (good && row.semantics == Semantics::Video) good = checkVideoOperands(instruction);
  // ptxas 13: "Predicate output expected for instruction 'elect'".
  if (row.semantics == Semantics::Elect && instruction.operands().size() > 1 &&
      instruction.operands()[1].kind == Operand::Kind::Sink) {
    diagnostics_.error(locationOf(instruction), "operand-kind",
                       fmt::format("'{}' needs a predicate destination: d|p, mask (or _|p, mask)",
                                   instruction.opcode()));
    good = false;
  }
  return good;
}

// ptxas 13's rules for a video instruction's operands: how many, which may
// carry a selector and which selectors (PTX ISA 9.7.18), and vmad's `-`.
bool Parser::checkVideoOperands(const Instruction& instruction) {
  namespace vo = video_operand;
  VideoForm form;
  readVideoForm(instruction.opcode(), form);  // matched: it reads
  const std::span<Operand> operands = instruction.operands();
  const bool mad = form.operation == VideoOperation::Mad;
  const bool simd = form.lanes > 1;
  auto fail = [&](const Operand& at, std::string message) {
    diagnostics_.error(locationOf(at), "operand-kind", std::move(message));
    return false;
  };
  if ((simd || mad) && operands.size() != 4)
    return fail(operands.back(), fmt::format("'{}' takes 4 operands (d, a, b, c), not {}",
                                             instruction.opcode(), operands.size()));
  const bool merge = (operands[0].value & vo::kSelector) != 0;
  if (!simd && operands.size() == 3 && (form.secondary != VideoSecondary::None || merge))
    return fail(operands.back(),
                fmt::format("'{}' takes c, a fourth operand, for its {}", instruction.opcode(),
                            merge ? "merge into d's selected part" : "secondary operation"));
  if (!simd && merge && form.secondary != VideoSecondary::None)
    return fail(operands[0], fmt::format("'{}' cannot have both a destination selector and a "
                                         "secondary operation",
                                         instruction.opcode()));
  if (mad && merge)
    return fail(operands[0],
                fmt::format("'{}' takes no selector on its destination", instruction.opcode()));
  // Whether a selector fits operand `index` (0: d, 1: a, 2: b).
  auto fits = [&](uint64_t value, size_t index) {
    const uint32_t count = vo::digitCount(value);
    const bool halves = (value & vo::kHalves) != 0;
    auto digitsBelow = [&](uint32_t limit) {
      for (uint32_t i = 0; i < count; ++i)
        if (vo::digit(value, i) >= limit) return false;
      return true;
    };
    if (!simd) return count == 1 && digitsBelow(halves ? 2 : 4);
    const bool wantHalves = form.lanes == 2;
    if (halves != wantHalves) return false;
    if (index != 0) return count == form.lanes && digitsBelow(form.lanes == 2 ? 4 : 8);
    // A mask: lanes written highest first, each once (.h10, .b310).
    if (count < 1 || count > form.lanes || !digitsBelow(form.lanes)) return false;
    for (uint32_t i = 1; i < count; ++i)
      if (vo::digit(value, i) >= vo::digit(value, i - 1)) return false;
    return true;
  };
  uint32_t negated = 0;
  for (size_t i = 0; i < operands.size(); ++i) {
    const Operand& operand = operands[i];
    const bool isRegister = operand.kind == Operand::Kind::Register;
    if (isRegister && (operand.value & vo::kNegated)) {
      if (!mad || i == 0)
        return fail(operand, fmt::format("the {} operand of '{}' cannot be negated with '-' "
                                         "(vmad's a, b and c can)",
                                         ordinal(i), instruction.opcode()));
      negated |= 1u << i;
    }
    if (simd && i > 0 && !isRegister)
      return fail(operand, fmt::format("the {} operand of '{}' is a register: a SIMD video "
                                       "instruction selects its parts",
                                       ordinal(i), instruction.opcode()));
    if (!isRegister || !(operand.value & vo::kSelector)) continue;
    if (i == 3)
      return fail(operand, fmt::format("'{}' takes no selector on c, its fourth operand",
                                       instruction.opcode()));
    if (!fits(operand.value, i))
      return fail(operand, fmt::format("the selector of the {} operand of '{}' is not one of its "
                                       "{}",
                                       ordinal(i), instruction.opcode(),
                                       !simd    ? ".b0-.b3, .h0-.h1"
                                       : i == 0 ? (form.lanes == 2 ? "masks .h0, .h1, .h10"
                                                                   : "masks .b0 to .b3210")
                                                : (form.lanes == 2 ? ".hXY (X, Y from 0 to 3)"
                                                                   : ".bXYZW (each from 0 to 7)")));
  }
  // ptxas 13: "Conflicting use of '.po' modifier with operand negation", and
  // "Operand negation limited to either (source A xor source B) or source C".
  if (negated != 0 && form.plusOne)
    return fail(operands[0], fmt::format("'{}' is invalid: no operand is negated in .po mode",
                                         instruction.opcode()));
  if (((negated >> 1) & 1) != ((negated >> 2) & 1) && (negated & 8))
    return fail(operands[3],
                fmt::format("'{}': operand negation goes on the product (a or b) or on c, not both",
                            instruction.opcode()));
  return true;
}

bool Parser::checkRegister(const Instruction& instruction, const Operand& operand, Type type,
                           bool wider, size_t index) {
  auto declared = registerType(operand);
  if (!declared) {
    const std::string_view base =
        std::string_view(operand.name()).substr(0, operand.name().find('.'));
    if (const Scope::VectorRegister* vector = vectorRegister(base)) {
      // ptxas 13 takes `.z` of a .v2 vector and does not say what it holds;
      // the PTX ISA gives a .v2 vector .x and .y only.
      diagnostics_.error(
          locationOf(operand), "vector-element",
          fmt::format("'{}': '{}' is a .v{} .{} vector register, its elements {} (or {})",
                      operand.name(), base, vector->count, typeName(vector->element),
                      vector->count == 2 ? ".x and .y" : ".x, .y, .z and .w",
                      vector->count == 2 ? ".r and .g" : ".r, .g, .b and .a"));
      return false;
    }
    diagnostics_.error(locationOf(operand), "undeclared-register",
                       fmt::format("register '{}' is not declared", operand.name()));
    return false;
  }
  if (!registerFits(*declared, type, wider)) {
    diagnostics_.error(
        locationOf(operand), "operand-type",
        fmt::format("'{}' is declared .{}: the {} operand of '{}' is a .{}{} register",
                    operand.name(), typeName(*declared), ordinal(index), instruction.opcode(),
                    typeName(type), wider ? " (or wider)" : ""));
    return false;
  }
  return true;
}

bool Parser::checkValue(const Instruction& instruction, const Operand& operand, Type type,
                        size_t index) {
  bool floating = typeKind(type) == TypeKind::Float;
  switch (operand.kind) {
    case Operand::Kind::Register:
      return checkRegister(instruction, operand, type, false, index);
    case Operand::Kind::Immediate:
      if (!floating) return true;
      diagnostics_.error(locationOf(operand), "operand-type",
                         fmt::format("the {} operand of '{}' is a floating-point number "
                                     "(0f3F800000, 1.0), not an integer",
                                     ordinal(index), instruction.opcode()));
      return false;
    case Operand::Kind::FloatImmediate:
      // ptxas takes no float literal for the 16-bit float types nor the pairs.
      if (floating && elementType(type) == type && typeBits(type) >= 32) return true;
      if (floating) {
        diagnostics_.error(locationOf(operand), "operand-type",
                           fmt::format("the {} operand of '{}' is invalid: a .{} operand is a "
                                       "register, not a number",
                                       ordinal(index), instruction.opcode(), typeName(type)));
        return false;
      }
      diagnostics_.error(locationOf(operand), "operand-type",
                         fmt::format("the {} operand of '{}' is a .{} value, not a "
                                     "floating-point number",
                                     ordinal(index), instruction.opcode(), typeName(type)));
      return false;
    case Operand::Kind::SpecialRegister:
      diagnostics_.error(locationOf(operand), "special-register",
                         fmt::format("special register '{}' is read only by mov and cvt, not by "
                                     "'{}'",
                                     operand.name(), instruction.opcode()));
      return false;
    case Operand::Kind::Vector:
      // ptxas 13: "Argument vector size mismatch" for a scalar ld or st.
      if ((instruction.row->semantics == Semantics::Load ||
           instruction.row->semantics == Semantics::Store) &&
          instruction.vectorWidth <= 1) {
        diagnostics_.error(locationOf(operand), "operand-kind",
                           fmt::format("'{}' is invalid with a vector operand ({{a, b}}): it "
                                       "moves one value (.v2 or .v4 move a vector)",
                                       instruction.opcode()));
        return false;
      }
      // ptxas 13: "Vector operand is not allowed for instruction 'add'".
      diagnostics_.error(locationOf(operand), "operand-kind",
                         fmt::format("'{}' is invalid with a vector operand ({{a, b}} or a .v2/.v4 "
                                     "register): it takes scalar ones",
                                     instruction.opcode()));
      return false;
    default:
      diagnostics_.error(locationOf(operand), "operand-kind",
                         fmt::format("the {} operand of '{}' is a register or a number",
                                     ordinal(index), instruction.opcode()));
      return false;
  }
}

bool Parser::checkOperand(const Instruction& instruction, const Operand& operand, OperandKind kind,
                          size_t index) {
  auto needRegister = [&](std::string_view what) {
    if (operand.kind == Operand::Kind::Register) return true;
    if (operand.kind == Operand::Kind::Vector) {
      // ptxas 13: "Vector operand is not allowed for instruction 'add'".
      diagnostics_.error(locationOf(operand), "operand-kind",
                         fmt::format("'{}' is invalid with a vector operand ({{a, b}} or a .v2/.v4 "
                                     "register): its {} operand is {}",
                                     instruction.opcode(), ordinal(index), what));
      return false;
    }
    if (operand.kind == Operand::Kind::SpecialRegister && index == 0) {
      diagnostics_.error(locationOf(operand), "special-register",
                         fmt::format("special register '{}' is read-only: it is no destination of "
                                     "'{}'",
                                     operand.name(), instruction.opcode()));
      return false;
    }
    // A name without '%' that nothing declares here (a register of a block
    // already closed): ptxas's "Arguments mismatch".
    if (operand.kind == Operand::Kind::Symbol && !operand.variable() &&
        !functionIndex_.contains(operand.name()) && !bodyLabels_.contains(operand.name())) {
      diagnostics_.error(locationOf(operand), "undeclared-register",
                         fmt::format("'{}' is not declared: the {} operand of '{}' must be {}",
                                     operand.name(), ordinal(index), instruction.opcode(), what));
      return false;
    }
    diagnostics_.error(locationOf(operand), "operand-kind",
                       fmt::format("the {} operand of '{}' must be {}", ordinal(index),
                                   instruction.opcode(), what));
    return false;
  };
  Type type = instruction.type;
  switch (kind) {
    case OperandKind::None:
      return false;
    case OperandKind::Dest:
      return needRegister("a register") && checkRegister(instruction, operand, type, false, index);
    case OperandKind::DestWide:
      return needRegister("a register") &&
             checkRegister(instruction, operand, widened(type), false, index);
    case OperandKind::SourcePred:
      if (operand.kind == Operand::Kind::Immediate) return true;
      [[fallthrough]];
    case OperandKind::DestPred:
      return needRegister("a .pred register") &&
             checkRegister(instruction, operand, Type::Pred, false, index);
    case OperandKind::SecondDestPred:
      if (operand.kind == Operand::Kind::Sink) return true;
      return needRegister("a .pred register") &&
             checkRegister(instruction, operand, Type::Pred, false, index);
    case OperandKind::MoveDest:
      if (instruction.vectorWidth > 1) return checkMoveOfVectors(instruction, operand, true);
      if (operand.kind == Operand::Kind::Vector) return checkMoveVector(instruction, operand, true);
      return needRegister("a register") && checkRegister(instruction, operand, type, false, index);
    case OperandKind::Source:
      return checkValue(instruction, operand, type, index);
    case OperandKind::SourceWide:
      return checkValue(instruction, operand, widened(type), index);
    case OperandKind::SecondSource:
      return checkValue(instruction, operand, instruction.sourceType, index);
    case OperandKind::BitPosition:
      // ptxas: "value '256' out of range, expected to be in range [0..255]".
      if (operand.kind == Operand::Kind::Immediate) {
        if (operand.value <= 255) return true;
        diagnostics_.error(
            locationOf(operand), "immediate-range",
            fmt::format("the {} operand of '{}' is a bit position or length, 0 to "
                        "255, not {}",
                        ordinal(index), instruction.opcode(), static_cast<int64_t>(operand.value)));
        return false;
      }
      return needRegister("a .u32 register or a number from 0 to 255") &&
             checkRegister(instruction, operand, Type::U32, false, index);
    case OperandKind::LogicTable:
      if (operand.kind == Operand::Kind::Immediate) return true;
      diagnostics_.error(locationOf(operand), "operand-kind",
                         fmt::format("the {} operand of '{}' is its truth table, a number "
                                     "(0xf0 & 0xcc: a and b)",
                                     ordinal(index), instruction.opcode()));
      return false;
    case OperandKind::PerfEvent: {
      // ptxas 13: "value '16' out of range, expected to be in range [0..15]".
      const bool mask = instruction.row->spelling == "pmevent.mask";
      const uint64_t most = mask ? 0xffff : 15;
      if (operand.kind != Operand::Kind::Immediate) {
        diagnostics_.error(locationOf(operand), "operand-kind",
                           fmt::format("'{}' takes a number: {}", instruction.opcode(),
                                       mask ? "a 16-bit mask of events" : "an event, 0 to 15"));
        return false;
      }
      if (operand.value > most) {
        diagnostics_.error(
            locationOf(operand), "immediate-range",
            fmt::format("{} {} of '{}' is out of range: 0 to {}", mask ? "mask" : "event",
                        static_cast<int64_t>(operand.value), instruction.opcode(), most));
        return false;
      }
      return true;
    }
    case OperandKind::DestB16:
    case OperandKind::SourceB16:
      if (!needRegister("a .b16 register")) return false;
      if (registerType(operand) == Type::B16) return true;
      diagnostics_.error(locationOf(operand), "operand-type",
                         fmt::format("the {} operand of '{}' is a pair of 8-bit floats: a register "
                                     "declared .b16",
                                     ordinal(index), instruction.opcode()));
      return false;
    case OperandKind::DestU32:
      return needRegister("a .u32 register") &&
             checkRegister(instruction, operand, Type::U32, false, index);
    case OperandKind::ShiftAmount:
      if (operand.kind == Operand::Kind::Immediate) return true;
      return needRegister("a .u32 register or a number") &&
             checkRegister(instruction, operand, Type::U32, false, index);
    case OperandKind::MoveSource:
      return checkMoveSource(instruction, operand);
    case OperandKind::AddressSource:
      if (operand.kind == Operand::Kind::Symbol) {
        const Variable* variable = variableAt(operand.variable());
        if (!variable || variable->space != instruction.space) {
          diagnostics_.error(locationOf(operand), "state-space",
                             fmt::format("'{}' is not a .{} variable", operand.name(),
                                         stateSpaceName(instruction.space)));
          return false;
        }
        return true;
      }
      return needRegister("a register or a variable") &&
             checkRegister(instruction, operand, type, false, index);
    case OperandKind::ConvertDest:
      return needRegister("a register") && checkRegister(instruction, operand, type, true, index);
    case OperandKind::ConvertSource:
      if (operand.kind == Operand::Kind::SpecialRegister) return true;
      if (operand.kind == Operand::Kind::Immediate) return true;
      // ptxas 13 takes `set.gt.u32.f32 %r, %f, 0f00000000` and `cvt.rn.f16.f32 %h, 0f3F800000`.
      if (operand.kind == Operand::Kind::FloatImmediate)
        return checkValue(instruction, operand, instruction.sourceType, index);
      return needRegister("a register, a number or a special register") &&
             checkRegister(instruction, operand, instruction.sourceType, true, index);
    case OperandKind::LoadDest:
    case OperandKind::StoreSource: {
      bool store = kind == OperandKind::StoreSource;
      if (instruction.vectorWidth > 1) return checkVector(instruction, operand, store);
      if (store && operand.kind != Operand::Kind::Register)
        return checkValue(instruction, operand, type, index);
      return needRegister("a register") && checkRegister(instruction, operand, type, true, index);
    }
    case OperandKind::Address:
      return checkAddress(instruction, operand);
    case OperandKind::GlobalAddress: {
      // cp.async reads .global memory whatever space its destination names.
      Instruction global = instruction;
      global.space = StateSpace::Global;
      return checkAddress(global, operand);
    }
    case OperandKind::CopySize: {
      // ptxas 13: "unexpected value '12', expected to be 4 or 8 or 16" (.cg: 16).
      const bool cg = instruction.row->spelling.starts_with("cp.async.cg");
      const bool fits =
          operand.kind == Operand::Kind::Immediate &&
          (operand.value == 16 || (!cg && (operand.value == 4 || operand.value == 8)));
      if (!fits)
        diagnostics_.error(locationOf(operand), "immediate-range",
                           fmt::format("the third operand of '{}' is out of range: it copies {} "
                                       "bytes",
                                       instruction.opcode(), cg ? "16" : "4, 8 or 16"));
      return fits;
    }
    case OperandKind::CopySourceSize:
      if (operand.kind == Operand::Kind::Immediate) return true;
      if (!needRegister("the bytes to read (a .u32 register or a number) or ignore-src (a .pred)"))
        return false;
      if (registerType(operand.name()) == Type::Pred) return true;
      return checkRegister(instruction, operand, Type::U32, false, index);
    case OperandKind::BulkCopySize:
      // ptxas 13: "unexpected value '15', expected to be multiple of 16".
      if (operand.kind == Operand::Kind::Immediate && operand.value % 16 == 0) return true;
      if (operand.kind == Operand::Kind::Immediate) {
        diagnostics_.error(locationOf(operand), "operand-range",
                           fmt::format("the size of '{}' is out of range: a multiple of 16, not {}",
                                       instruction.opcode(), operand.value));
        return false;
      }
      return needRegister("a .u32 register or a multiple of 16") &&
             checkRegister(instruction, operand, Type::U32, false, index);
    case OperandKind::OpaqueHandle:
      return needRegister("a 64-bit register holding a texture, sampler or surface") &&
             checkRegister(instruction, operand, Type::U64, false, index);
    case OperandKind::PolicyFraction: {
      if (operand.kind == Operand::Kind::Register)
        return checkRegister(instruction, operand, Type::F32, false, index);
      if (operand.kind != Operand::Kind::FloatImmediate) {
        diagnostics_.error(locationOf(operand), "operand-type",
                           fmt::format("the fraction of '{}' is a floating-point number in (0, "
                                       "1] (0.5, 0f3F000000) or an .f32 register",
                                       instruction.opcode()));
        return false;
      }
      const double fraction =
          operand.floatIsDouble
              ? std::bit_cast<double>(operand.value)
              : static_cast<double>(std::bit_cast<float>(static_cast<uint32_t>(operand.value)));
      if (fraction > 0 && fraction <= 1) return true;  // NaN fails both
      diagnostics_.error(locationOf(operand), "immediate-range",
                         fmt::format("the fraction of '{}' is out of range: {} is not in (0, 1]",
                                     instruction.opcode(), fraction));
      return false;
    }
    case OperandKind::GroupCount:
      if (operand.kind == Operand::Kind::Immediate) return true;
      diagnostics_.error(locationOf(operand), "operand-kind",
                         fmt::format("'{}' takes a number: the groups that may still be pending",
                                     instruction.opcode()));
      return false;
    case OperandKind::CachePolicy:
      if (!instruction.memory.cacheHint) {
        diagnostics_.error(locationOf(operand), "operand-count",
                           fmt::format("'{}' takes a cache policy operand only with "
                                       "'.L2::cache_hint'",
                                       instruction.opcode()));
        return false;
      }
      return needRegister("a .b64 register") &&
             checkRegister(instruction, operand, Type::B64, false, index);
    case OperandKind::BranchTarget:
      if (operand.kind != Operand::Kind::Symbol) {
        diagnostics_.error(locationOf(operand), "operand-kind",
                           fmt::format("'{}' branches to a label", instruction.opcode()));
        return false;
      }
      pendingBranches_.push_back({operand.name(), 0, index, operand.place()});
      return true;
    case OperandKind::CallReturns:
    case OperandKind::CallTarget:
    case OperandKind::CallArguments:
    case OperandKind::CallPrototype:
    case OperandKind::BranchTable:
      return checkCallOperand(instruction, operand, kind);
    case OperandKind::Barrier:
    case OperandKind::ThreadCount:
      if (operand.kind == Operand::Kind::Immediate) {
        if (kind == OperandKind::Barrier && operand.value > 15) {
          diagnostics_.error(locationOf(operand), "immediate-range",
                             fmt::format("barrier {} is out of range: there are barriers 0 to 15",
                                         static_cast<int64_t>(operand.value)));
          return false;
        }
        // Whole warps take part in a barrier (ptxas: "Number of threads
        // participating in barrier" must be a multiple of the warp size).
        // 0 is taken (all the block's threads) but by bar.arrive ("requires a
        // non-zero thread count").
        const bool arrive = instruction.row->spelling.find(".arrive") != std::string_view::npos;
        if (kind == OperandKind::ThreadCount &&
            ((operand.value == 0 && arrive) || operand.value % 32 != 0)) {
          // Above 1024 too, which the simulator refuses when the block is smaller.
          diagnostics_.error(locationOf(operand), "immediate-range",
                             fmt::format("a barrier's thread count is a multiple of 32, not {}",
                                         static_cast<int64_t>(operand.value)));
          return false;
        }
        return true;
      }
      return needRegister("a number or a 32-bit register") &&
             checkRegister(instruction, operand, Type::U32, false, index);
    case OperandKind::MemberMask:
      if (operand.kind == Operand::Kind::Immediate) return true;
      return needRegister("a .b32 register or a number") &&
             checkRegister(instruction, operand, Type::B32, false, index);
    case OperandKind::MaskDest:
      return needRegister("a .b32 register") &&
             checkRegister(instruction, operand, Type::B32, false, index);
    case OperandKind::AddressValue: {
      if (!needRegister("a register holding an address")) return false;
      auto declared = registerType(operand);
      if (declared && typeKind(*declared) != TypeKind::Float &&
          typeKind(*declared) != TypeKind::Predicate &&
          (typeBits(*declared) == 64 || typeBits(*declared) == 32))
        return true;
      return checkRegister(instruction, operand, Type::U64, false, index);
    }
  }
  return false;
}

bool Parser::checkMoveSource(const Instruction& instruction, const Operand& operand) {
  if (instruction.vectorWidth > 1) return checkMoveOfVectors(instruction, operand, false);
  Type type = instruction.type;
  bool integer = typeKind(type) == TypeKind::Bits || typeKind(type) == TypeKind::Unsigned ||
                 typeKind(type) == TypeKind::Signed;
  if (operand.kind == Operand::Kind::SpecialRegister) {
    const SpecialRegisterInfo& info = specialRegisters()[static_cast<size_t>(operand.special)];
    // `mov.u16 %rh, %tid.x` is the old 16-bit form ptxas still takes for
    // %tid, %ntid, %ctaid and %nctaid; %gridid was 32 bits before PTX ISA 3.0
    // and ptxas 13 still moves it as either.
    const uint32_t bits = typeBits(type);
    bool fits =
        info.bits == 1 ? type == Type::Pred
        : info.bits == 64
            ? integer && (bits == 64 || (bits == 32 && operand.special == SpecialRegister::Gridid))
            : integer && (bits == 32 || (bits == 16 && info.vector && !info.sm90));
    if (!fits) {
      diagnostics_.error(locationOf(operand), "operand-type",
                         fmt::format("special register '{}' is {} bits wide: '{}' does not move it",
                                     operand.name(), info.bits, instruction.opcode()));
    }
    return fits;
  }
  if (operand.kind == Operand::Kind::Vector) return checkMoveVector(instruction, operand, false);
  if (operand.kind == Operand::Kind::Symbol) {
    const Variable* variable = variableAt(operand.variable());
    bool function = functionIndex_.contains(operand.name());
    if (!variable && !function) {
      diagnostics_.error(
          locationOf(operand), "undefined-symbol",
          fmt::format("'{}' is not a declared variable or function", operand.name()));
      return false;
    }
    if (!integer || typeBits(type) < 32) {
      diagnostics_.error(locationOf(operand), "operand-type",
                         fmt::format("the address of '{}' is moved as a 32- or 64-bit integer, "
                                     "not by '{}'",
                                     operand.name(), instruction.opcode()));
      return false;
    }
    // ptxas 13 compiles 64-bit addressing only: "32-Bit compilation is no
    // longer supported" for a .global variable's address in 32 bits.
    if (variable && variable->space == StateSpace::Global && typeBits(type) == 32) {
      diagnostics_.error(locationOf(operand), "address-size",
                         fmt::format("'{}' takes a 32-bit address of the .global '{}': ptxas 13 "
                                     "compiles 64-bit addresses only",
                                     instruction.opcode(), operand.name()));
      return false;
    }
    return true;
  }
  // mov.b32 %r, 0f3F800000 and mov.b64 %rd, 0d...: the literal's bits.
  if (operand.kind == Operand::Kind::FloatImmediate &&
      ((type == Type::B32 && !operand.floatIsDouble) ||
       (type == Type::B64 && operand.floatIsDouble)))
    return true;
  return checkValue(instruction, operand, type, 1);
}

// mov.b64 %rd, {%r1, %r2} packs, mov.b64 {%r1, %r2}, %rd unpacks: two or
// four registers of equal width that together make the type's bits, the
// first the least significant; `_` drops an element when unpacking.
bool Parser::checkMoveVector(const Instruction& instruction, const Operand& operand, bool dest) {
  const uint32_t bits = typeBits(instruction.type);
  const size_t count = operand.elements().size();
  const bool bitType = typeKind(instruction.type) == TypeKind::Bits;
  if (!bitType || bits < 16 || (count != 2 && count != 4) || bits / count < 8) {
    diagnostics_.error(locationOf(operand), "vector-size",
                       fmt::format("'{}' does not {} a vector: mov.b16, .b32 or .b64 packs two or "
                                   "four registers of half or a quarter its width",
                                   instruction.opcode(), dest ? "unpack into" : "pack"));
    return false;
  }
  const uint32_t elementBits = bits / static_cast<uint32_t>(count);
  for (const Operand& element : operand.elements()) {
    if (element.kind == Operand::Kind::Sink && dest) continue;
    // ptxas 13 packs integers too (`mov.b64 %rd1, {%r1, 0}`), each cut to its element.
    if (element.kind == Operand::Kind::Immediate && !dest) continue;
    if (element.kind != Operand::Kind::Register) {
      diagnostics_.error(locationOf(element), "operand-kind",
                         fmt::format("the elements of '{}''s vector are registers{}",
                                     instruction.opcode(), dest ? " (or '_')" : " or integers"));
      return false;
    }
    auto declared = registerType(element);
    if (!declared) {
      diagnostics_.error(locationOf(element), "undeclared-register",
                         fmt::format("register '{}' is not declared", element.name()));
      return false;
    }
    // Float registers pack as their bits (ptxas 13; cuda_fp16.hpp's inline
    // `mov.b32 %r, {low, high}` of two .f16).
    if (typeBits(*declared) != elementBits || *declared == Type::Pred) {
      diagnostics_.error(locationOf(element), "operand-type",
                         fmt::format("'{}' is declared .{}: '{}' {} {}-bit registers",
                                     element.name(), typeName(*declared), instruction.opcode(),
                                     dest ? "unpacks into" : "packs", elementBits));
      return false;
    }
  }
  return true;
}

// mov.v2/.v4 d, a: d a vector register or `{a, b}` of registers (or `_`),
// a one or `{a, b}` of registers or numbers, each element of the type's
// width (ptxas 13: "Argument vector size mismatch", "Incompatible elements of
// vector expression").
bool Parser::checkMoveOfVectors(const Instruction& instruction, const Operand& operand, bool dest) {
  const uint32_t width = instruction.vectorWidth;
  if (operand.kind != Operand::Kind::Vector || operand.elements().size() != width) {
    diagnostics_.error(
        locationOf(operand), "vector-size",
        fmt::format("'{}' moves a vector of {}: its {} is a .v{} register or {{a, b{}}}",
                    instruction.opcode(), width, dest ? "destination" : "source", width,
                    width == 4 ? ", c, d" : ""));
    return false;
  }
  for (const Operand& element : operand.elements()) {
    if (element.kind == Operand::Kind::Sink && dest) continue;
    if (element.kind == Operand::Kind::Register) {
      if (!checkRegister(instruction, element, instruction.type, false, dest ? 0 : 1)) return false;
      continue;
    }
    if (dest || element.kind == Operand::Kind::Vector) {
      diagnostics_.error(
          locationOf(element), "operand-kind",
          fmt::format("the elements of '{}''s {} are registers{}", instruction.opcode(),
                      dest ? "destination" : "source", dest ? " (or '_')" : " or numbers"));
      return false;
    }
    if (!checkValue(instruction, element, instruction.type, 1)) return false;
  }
  return true;
}

bool Parser::checkVector(const Instruction& instruction, const Operand& operand, bool immediates) {
  if (operand.kind != Operand::Kind::Vector ||
      operand.elements().size() != instruction.vectorWidth) {
    diagnostics_.error(
        locationOf(operand), "vector-size",
        fmt::format("'{}' needs {} registers in braces, {{a, b{}}}", instruction.opcode(),
                    instruction.vectorWidth, instruction.vectorWidth == 4 ? ", c, d" : ""));
    return false;
  }
  std::optional<uint32_t> bits;
  for (const Operand& element : operand.elements()) {
    if (element.kind == Operand::Kind::Sink && !immediates) continue;  // ld's dropped element
    if (element.kind == Operand::Kind::Register) {
      if (!checkRegister(instruction, element, instruction.type, true, 0)) return false;
      uint32_t elementBits = typeBits(*registerType(element));
      if (bits && *bits != elementBits) {
        diagnostics_.error(locationOf(element), "vector-size",
                           "the registers of a vector are all of one width");
        return false;
      }
      bits = elementBits;
    } else if (!immediates || !checkValue(instruction, element, instruction.type, 1)) {
      if (!immediates) {
        diagnostics_.error(locationOf(element), "operand-kind",
                           fmt::format("'{}' loads into registers", instruction.opcode()));
      }
      return false;
    }
  }
  return true;
}

bool Parser::checkAddress(const Instruction& instruction, const Operand& operand) {
  std::string_view space = stateSpaceName(instruction.space);
  if (operand.kind != Operand::Kind::Address) {
    diagnostics_.error(locationOf(operand), "address-form",
                       fmt::format("'{}' needs an address: [reg], [reg+offset], [var] or "
                                   "[var+offset]",
                                   instruction.opcode()));
    return false;
  }
  if (operand.name().empty()) {
    if (instruction.space == StateSpace::Local) return true;
    diagnostics_.error(locationOf(operand), "address-form",
                       fmt::format("a number as the address is for .local only, not {}", space));
    return false;
  }
  if (operand.baseIsRegister) {
    auto declared = registerType(operand);
    if (!declared) {
      diagnostics_.error(locationOf(operand), "undeclared-register",
                         fmt::format("register '{}' is not declared", operand.name()));
      return false;
    }
    TypeKind kind = typeKind(*declared);
    bool integer = kind == TypeKind::Bits || kind == TypeKind::Unsigned || kind == TypeKind::Signed;
    bool narrowAllowed =
        instruction.space == StateSpace::Shared || instruction.space == StateSpace::Local;
    uint32_t bits = typeBits(*declared);
    if (!integer || !(bits == 64 || (bits == 32 && narrowAllowed))) {
      diagnostics_.error(locationOf(operand), "address-form",
                         fmt::format("'{}' is declared .{}: a {} address is a 64-bit integer "
                                     "register{}",
                                     operand.name(), typeName(*declared), space,
                                     narrowAllowed ? " (or 32-bit)" : ""));
      return false;
    }
    return true;
  }
  const Variable* variable = variableAt(operand.variable());
  if (!variable) {
    diagnostics_.error(locationOf(operand), "undefined-symbol",
                       fmt::format("'{}' is not a declared variable or parameter", operand.name()));
    return false;
  }
  // ptxas 13: "Illegal operand type to instruction 'ld'" (a .texref is no memory to address).
  if (operand.variable().list == VariableRef::List::Global &&
      opaqueVariables_.contains(operand.name())) {
    diagnostics_.error(locationOf(operand), "operand-kind",
                       fmt::format("'{}' is a .{}: the texture and surface instructions name it, "
                                   "not an address",
                                   operand.name(), opaqueVariables_.find(operand.name())->second));
    return false;
  }
  // A prefetch (prefetch.param.tensormap [p]) names its address without writing it.
  bool store = instruction.row->operands[0] == OperandKind::Address &&
               instruction.row->semantics != Semantics::NoEffect;
  bool input = function_ && std::any_of(function_->params.begin(), function_->params.end(),
                                        [&](const Variable& p) { return &p == variable; });
  if (store && input) {
    diagnostics_.error(
        locationOf(operand), "state-space",
        fmt::format("'{}' is an input parameter: it is read, never written", operand.name()));
    return false;
  }
  // A .func's return parameters are written for the caller, never read (ptxas:
  // "Illegal to read function return parameter").
  if (!store && operand.variable().list == VariableRef::List::Return) {
    diagnostics_.error(
        locationOf(operand), "state-space",
        fmt::format("'{}' is a return parameter: it is written, never read", operand.name()));
    return false;
  }
  if (instruction.space != StateSpace::Generic && variable->space != instruction.space) {
    diagnostics_.error(locationOf(operand), "state-space",
                       fmt::format("'{}' is a .{} variable: '{}' reaches .{}", operand.name(),
                                   stateSpaceName(variable->space), instruction.opcode(), space));
    return false;
  }
  return true;
}

}  // namespace gpuasm::ptx
