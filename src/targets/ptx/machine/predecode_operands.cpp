// The operands of an instruction as slots, a barrier's and a call's
// operands, and what its type and modifiers say: the parts of the Predecoder
// (predecoder.hpp) that each instruction runs through.
#include <fmt/format.h>

#include <algorithm>
#include <bit>

#include "targets/ptx/machine/calls.hpp"
#include "targets/ptx/machine/predecoder.hpp"
#include "targets/ptx/machine/warp.hpp"

namespace gpuasm::ptx::predecoding {
namespace {

// What a barrier row does, by the words of its spelling.
BarrierKind barrierKindOf(const InstructionRow& row) {
  const std::string_view spelling = row.spelling;
  if (spelling.find(".arrive") != std::string_view::npos) return BarrierKind::Arrive;
  if (spelling.find(".red.popc") != std::string_view::npos) return BarrierKind::ReducePopc;
  if (spelling.find(".red.and") != std::string_view::npos) return BarrierKind::ReduceAnd;
  if (spelling.find(".red.or") != std::string_view::npos) return BarrierKind::ReduceOr;
  return BarrierKind::Sync;
}

}  // namespace

SpecialValue specialValueOf(const Operand& operand) {
  auto component = [&](SpecialValue x) {
    return static_cast<SpecialValue>(static_cast<uint8_t>(x) +
                                     std::min<uint8_t>(operand.component, 2));
  };
  using R = SpecialRegister;
  switch (operand.special) {
    case R::Tid:
      return operand.component == 3 ? SpecialValue::Zero : component(SpecialValue::TidX);
    case R::Ntid:
      return operand.component == 3 ? SpecialValue::Zero : component(SpecialValue::NtidX);
    case R::Ctaid:
    case R::Clusterid:  // each block is a cluster of its own
      return operand.component == 3 ? SpecialValue::Zero : component(SpecialValue::CtaidX);
    case R::Nctaid:
    case R::Nclusterid:
      return operand.component == 3 ? SpecialValue::Zero : component(SpecialValue::NctaidX);
    case R::ClusterNctaid:
      return operand.component == 3 ? SpecialValue::Zero : SpecialValue::One;
    case R::Laneid:
      return SpecialValue::Laneid;
    case R::Warpid:
      return SpecialValue::Warpid;
    case R::Nwarpid:
      return SpecialValue::Nwarpid;
    case R::LanemaskEq:
      return SpecialValue::LanemaskEq;
    case R::LanemaskLe:
      return SpecialValue::LanemaskLe;
    case R::LanemaskLt:
      return SpecialValue::LanemaskLt;
    case R::LanemaskGe:
      return SpecialValue::LanemaskGe;
    case R::LanemaskGt:
      return SpecialValue::LanemaskGt;
    case R::DynamicSmemSize:
      return SpecialValue::DynamicSmemSize;
    case R::TotalSmemSize:
    case R::AggrSmemSize:  // no reserved .shared
      return SpecialValue::TotalSmemSize;
    case R::Nsmid:
    case R::Gridid:
    case R::ClusterNctarank:
      return SpecialValue::One;
    default:
      return SpecialValue::Zero;  // %clock and the timers: their own handler
  }
}

uint32_t Predecoder::sourceSlot(const Instruction& instruction, const Operand& operand,
                                std::optional<Type> operandType) {
  const Type type = operandType.value_or(instruction.type);
  switch (operand.kind) {
    case Operand::Kind::Register:
      return registerSlot(operand);
    case Operand::Kind::SpecialRegister:
      return specialSlot(specialValueOf(operand));
    case Operand::Kind::Immediate:
      return constantSlot(operand.value);
    case Operand::Kind::FloatImmediate: {
      uint64_t bits = operand.value;
      if (operand.floatIsDouble && type == Type::F32) {
        bits = std::bit_cast<uint32_t>(static_cast<float>(std::bit_cast<double>(bits)));
      }
      // A 0f literal where an .f64 goes: its value, exactly, as an f64.
      if (!operand.floatIsDouble && type == Type::F64) {
        bits = std::bit_cast<uint64_t>(
            static_cast<double>(std::bit_cast<float>(static_cast<uint32_t>(bits))));
      }
      return constantSlot(bits);
    }
    case Operand::Kind::Symbol:
      if (auto found = variable(operand)) return constantSlot(found->second);
      if (auto it = context_.functionIndex.find(operand.name()); it != context_.functionIndex.end())
        return constantSlot(kCodeWindow +
                            16 * uint64_t{context_.code.functions[it->second].moduleIndex});
      return kNoSlot;
    default:
      return kNoSlot;
  }
}

bool Predecoder::frameAddress(const Instruction&, const Operand& operand, Op& op, uint64_t window,
                              std::string& error) {
  auto found = variable(operand);
  if (found->first->space != StateSpace::Local) {
    error = fmt::format("the simulator cannot take the address of .param variable '{}'",
                        operand.name());
    return false;
  }
  op.handler = frameAddressHandler();
  op.base = frameBaseSlot();
  op.addressOffset = found->second + window;
  return true;
}

bool Predecoder::operands(const Instruction& instruction, Op& op, std::string& error) {
  const InstructionRow& row = *instruction.row;
  uint32_t sources = 0;
  for (size_t i = 0; i < instruction.operands().size(); ++i) {
    const Operand& operand = instruction.operands()[i];
    switch (operandKindAt(row, instruction.operands().size(), i)) {
      case OperandKind::MaskDest:
      case OperandKind::Dest:
      case OperandKind::DestWide:
      case OperandKind::DestPred:
      case OperandKind::DestU32:
      case OperandKind::DestB16:
      case OperandKind::MoveDest:
      case OperandKind::ConvertDest:
      case OperandKind::LoadDest: {
        const bool vector = operand.kind == Operand::Kind::Vector;
        const size_t count = vector ? operand.elements().size() : 1;
        for (size_t e = 0; e < count && e < 4; ++e) {
          const Operand& element = vector ? operand.elements()[e] : operand;
          if (element.kind == Operand::Kind::Sink) {
            op.dest[e] = sinkSlot();
            continue;
          }
          op.dest[e] = registerSlot(element);
          op.registerBits = registerBits(element);
        }
        if (vector) op.vector = static_cast<uint8_t>(count);
        break;
      }
      case OperandKind::SecondDestPred:
        if (operand.kind == Operand::Kind::Register) op.dest[1] = registerSlot(operand);
        break;
      case OperandKind::LogicTable:  // lop3's truth table, a number: in the op
        op.mode = static_cast<uint8_t>(operand.value);
        break;
      case OperandKind::StoreSource:
        if (operand.kind == Operand::Kind::Vector) {
          for (size_t e = 0; e < operand.elements().size() && e < 4; ++e)
            op.source[e] = sourceSlot(instruction, operand.elements()[e]);
        } else {
          op.source[0] = sourceSlot(instruction, operand);
        }
        break;
      case OperandKind::Address: {
        uint64_t offset = operand.value;
        uint32_t base = constantSlot(0);
        if (operand.baseIsRegister) {
          if (!entry_ && instruction.space == StateSpace::Param) {
            error = fmt::format(
                "'{}' reaches .param memory through a register inside a .func: "
                "the simulator does not run that yet",
                instruction.opcode());
            return false;
          }
          base = registerSlot(operand);
          if (registerBits(operand) <= 32) op.addressMask = 0xffffffffu;
        } else if (!operand.name().empty()) {
          auto found = variable(operand);
          if (!found) {
            error = fmt::format("'{}' has no address the simulator knows", operand.name());
            return false;
          }
          offset += found->second;
          if (inFrame(found->first)) {
            base = frameBaseSlot();
            if (instruction.space == StateSpace::Generic) offset += kLocalWindow;
          } else if (instruction.space == StateSpace::Generic) {
            // A variable named in a generic access: its generic address.
            offset += windowOf(found->first->space);
          }
        }
        op.base = base;
        op.addressOffset = offset;
        break;
      }
      case OperandKind::BranchTarget:
        // The parser resolved the label, by the scope rules, to its instruction.
        op.target = static_cast<uint32_t>(operand.value);
        break;
      case OperandKind::BranchTable: {
        // The list the parser found (its labels resolved like a branch's).
        if (operand.value >= function_.targetLists.size() ||
            function_.targetLists[operand.value].functions) {
          error = fmt::format("'{}' is not a .branchtargets list of '{}'", operand.name(),
                              function_.name);
          return false;
        }
        std::vector<uint32_t> pcs;
        for (const Operand& label : function_.targetLists[operand.value].targets)
          pcs.push_back(static_cast<uint32_t>(label.value));
        op.target = static_cast<uint32_t>(context_.code.branchTables.size());
        context_.code.branchTables.push_back(std::move(pcs));
        break;
      }
      case OperandKind::MoveSource:
      case OperandKind::AddressSource:
        if (operand.kind == Operand::Kind::Vector) {  // mov's pack
          for (size_t e = 0; e < operand.elements().size() && e < 4; ++e)
            op.source[sources++] = sourceSlot(instruction, operand.elements()[e]);
          op.vector = static_cast<uint8_t>(operand.elements().size());
          break;
        }
        if (operand.kind == Operand::Kind::Symbol) {
          auto found = variable(operand);
          const bool function = context_.functionIndex.contains(operand.name());
          if (!found && !function) {
            error = fmt::format("the simulator cannot take the address of '{}'", operand.name());
            return false;
          }
          if (found && inFrame(found->first)) {
            const bool generic = row.operands[i] == OperandKind::AddressSource;
            if (!entry_)
              return frameAddress(instruction, operand, op, generic ? kLocalWindow : 0, error);
            if (found->first->space != StateSpace::Local)
              return frameAddress(instruction, operand, op, 0, error);  // says why not
          }
        }
        [[fallthrough]];
      default:
        if (operand.negated && sources < 8) op.negated |= static_cast<uint8_t>(1u << sources);
        if (sources < 4)
          op.source[sources++] =
              sourceSlot(instruction, operand,
                         row.operands[i] == OperandKind::ConvertSource && row.sourceTypes != 0
                             ? std::optional<Type>(instruction.sourceType)
                             : std::nullopt);
        break;
      case OperandKind::Barrier:
      case OperandKind::ThreadCount:
        break;  // barrierOperands
      case OperandKind::CachePolicy:
      case OperandKind::PolicyFraction:
        break;  // no caches in the simulator (docs/ptx.md)
      case OperandKind::GlobalAddress: {
        // cp.async's source: its base register in the next source, its
        // offset (a .global variable's address folded in) in Op::window.
        uint64_t offset = operand.value;
        uint32_t base = constantSlot(0);
        if (operand.baseIsRegister) {
          base = registerSlot(operand);
        } else if (!operand.name().empty()) {
          auto found = variable(operand);
          if (!found) {
            error = fmt::format("'{}' has no address the simulator knows", operand.name());
            return false;
          }
          offset += found->second;
        }
        if (sources < 4) op.source[sources++] = base;
        op.window = offset;
        break;
      }
      case OperandKind::CallReturns:
      case OperandKind::CallTarget:
      case OperandKind::CallArguments:
      case OperandKind::CallPrototype:
        break;  // callOperands
    }
  }
  if (row.control == Control::Barrier) barrierOperands(instruction, op);
  for (uint32_t s = 0; s < sources; ++s) {
    if (op.source[s] == kNoSlot) {
      error = fmt::format("operand {} of '{}' has no value the simulator knows", s + 1,
                          instruction.opcode());
      return false;
    }
  }
  return true;
}

void Predecoder::barrierOperands(const Instruction& instruction, Op& op) {
  const InstructionRow& row = *instruction.row;
  const size_t given = instruction.operands().size();
  op.source[0] = op.source[1] = op.source[2] = kNoSlot;
  for (size_t i = 0; i < given; ++i) {
    const Operand& operand = instruction.operands()[i];
    switch (operandKindAt(row, given, i)) {
      case OperandKind::Barrier:
        op.source[0] = sourceSlot(instruction, operand);
        break;
      case OperandKind::ThreadCount:
        op.source[1] = sourceSlot(instruction, operand);
        break;
      case OperandKind::SourcePred:
        op.source[2] = sourceSlot(instruction, operand);
        op.negated = operand.negated ? 1u << 2 : 0;
        break;
      default:
        break;
    }
  }
}

bool Predecoder::callOperands(const Instruction& instruction, Op& op, std::string& error) {
  CallSite site;
  const Operand& target = instruction.operands()[1];
  if (target.kind == Operand::Kind::Register) {
    op.source[0] = registerSlot(target);
  } else {
    auto it = context_.functionIndex.find(target.name());
    if (it == context_.functionIndex.end()) {
      error = fmt::format("the simulator does not know function '{}'", target.name());
      return false;
    }
    site.callee = it->second;
  }
  auto values = [&](const Operand& list, std::vector<CallValue>& into) {
    for (const Operand& element : list.elements()) {
      CallValue value;
      if (element.kind == Operand::Kind::Symbol) {
        auto found = variable(element);
        if (!found || !inFrame(found->first)) {
          error = fmt::format("'{}' is not a .param variable the call can pass", element.name());
          return false;
        }
        value.offset = static_cast<uint32_t>(found->second);
        value.bytes = static_cast<uint32_t>(found->first->bytes());
      } else {
        if (element.kind == Operand::Kind::Register && registerBits(element) > 64) {
          error = fmt::format(
              "the simulator cannot pass the .b128 register '{}' to or from a call "
              "yet",
              element.name());
          return false;
        }
        value.slot = sourceSlot(instruction, element);
        value.bytes = element.kind == Operand::Kind::Register
                          ? std::max<uint32_t>(1, registerBits(element) / 8)
                          : 8;
      }
      into.push_back(value);
    }
    return true;
  };
  if (!values(instruction.operands()[0], site.returns) ||
      !values(instruction.operands()[2], site.arguments))
    return false;
  op.target = static_cast<uint32_t>(context_.code.calls.size());
  context_.code.calls.push_back(std::move(site));
  return true;
}

uint64_t widthMask(uint32_t bits) {
  return bits >= 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1;
}

uint64_t setTrueValue(Type type) {
  switch (type) {
    case Type::F32:
      return 0x3f800000u;
    case Type::F16:
      return 0x3c00u;
    case Type::BF16:
      return 0x3f80u;
    case Type::F16x2:
      return 0x3c003c00u;
    case Type::BF16x2:
      return 0x3f803f80u;
    default:
      return widthMask(typeBits(type));
  }
}

void Predecoder::modifiers(const Instruction& instruction, Op& op) const {
  const uint32_t bits = typeBits(instruction.type);
  const bool isSigned = typeKind(instruction.type) == TypeKind::Signed;
  op.bytes = static_cast<uint8_t>(std::max<uint32_t>(1, bits / 8));
  if (instruction.vectorWidth > 1) op.vector = instruction.vectorWidth;
  op.signExtend = isSigned;
  op.rounding = instruction.rounding;
  op.floatModifiers = static_cast<uint8_t>(instruction.floatModifiers);
  op.convert = {static_cast<uint8_t>(typeBits(instruction.sourceType)), static_cast<uint8_t>(bits),
                typeKind(instruction.sourceType) == TypeKind::Signed, isSigned};
  if (instruction.row->semantics != Semantics::CopyAsync) op.window = windowOf(instruction.space);
  // isspacep tells the const bank, a range of device memory, from .global.
  if (instruction.row->semantics == Semantics::Isspacep) op.window = where_.constBase;
  if (instruction.row->semantics == Semantics::Video) op.window = videoControl(instruction);
  op.variant = op.control == Control::Barrier
                   ? static_cast<uint8_t>(barrierKindOf(*instruction.row))
                   : static_cast<uint8_t>(instruction.space);
  op.resultMask = widthMask(bits);
  // set: what "true" writes (its handlers' result), by the result type: all
  // ones, 1.0 of the float type, each half's of a pair (PTX ISA 9.7.7.1).
  if (instruction.row->semantics == Semantics::Set ||
      instruction.row->semantics == Semantics::FloatSet)
    op.resultMask = setTrueValue(instruction.type);
  // lop3's mode is its truth table, which operands() put there.
  if (instruction.row->semantics != Semantics::Lop3) op.mode = operationMode(instruction);
  // cp.async: 1 with src-size (the bytes read, the rest zeroed), 2 with
  // ignore-src (a .pred: true reads none).
  if (instruction.row->semantics == Semantics::CopyAsync && instruction.operands().size() > 3) {
    const Operand& last = instruction.operands()[3];
    op.mode = last.kind == Operand::Kind::Register && registerBits(last) == 1 ? 2 : 1;
  }
  // A clock read keeps the special register's width, whatever the type
  // (`mov.u16 %rh, %clock` and `cvt.u64.u32 %rd, %clock` alike).
  if (instruction.operands().size() > 1) {
    const Operand& source = instruction.operands()[1];
    using R = SpecialRegister;
    if (source.kind == Operand::Kind::SpecialRegister &&
        (source.special == R::Clock || source.special == R::Clock64 ||
         source.special == R::ClockHi || source.special == R::Globaltimer ||
         source.special == R::GlobaltimerLo || source.special == R::GlobaltimerHi))
      op.resultMask = widthMask(specialRegisters()[static_cast<size_t>(source.special)].bits);
  }
}

}  // namespace gpuasm::ptx::predecoding
