// From the checked module to Ops (predecode.hpp): slots for registers,
// numbers and special registers, addresses of variables folded into the
// offsets, handlers chosen, and each branch's reconvergence point computed as
// the immediate post-dominator of its basic block (Cooper, Harvey and
// Kennedy's iterative algorithm on the reversed control-flow graph).
#include "targets/ptx/machine/predecode.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cstring>
#include <map>
#include <optional>
#include <set>

#include "gpuasm/input_file.hpp"
#include "targets/ptx/machine/calls.hpp"
#include "targets/ptx/machine/flow.hpp"
#include "targets/ptx/machine/warp.hpp"

namespace gpuasm::ptx {
namespace {

uint64_t alignUp(uint64_t value, uint64_t alignment) {
  return alignment <= 1 ? value : (value + alignment - 1) / alignment * alignment;
}

uint32_t alignmentOf(const Variable& variable) {
  return variable.alignment ? variable.alignment
                            : std::max<uint32_t>(1, typeBits(variable.type) / 8);
}

// Every .global and .const variable of the module (its own and those declared
// in bodies), in one order, each at its offset in its blob.
struct Placement {
  std::map<const Variable*, uint64_t> offsets;
  ModuleLayout layout;
};

void place(const Variable& variable, std::vector<uint8_t>& blob, Placement& placement) {
  if (variable.external && variable.initializer.empty() && variable.elements == 0) return;
  uint64_t offset = alignUp(blob.size(), alignmentOf(variable));
  blob.resize(offset + variable.bytes());
  const uint32_t elementBytes = std::max<uint32_t>(1, typeBits(variable.type) / 8);
  for (size_t i = 0; i < variable.initializer.size() && i < variable.elements; ++i)
    std::memcpy(blob.data() + offset + i * elementBytes, &variable.initializer[i], elementBytes);
  placement.offsets[&variable] = offset;
  const bool constants = variable.space == StateSpace::Const;
  for (const Variable::AddressInitializer& address : variable.addressInitializers)
    if (address.element < variable.elements)
      placement.layout.addresses.push_back(
          {constants, offset + address.element * elementBytes, &address});
}

std::string tooLarge(const Variable& v, std::string_view space, std::string_view holder,
                     uint64_t end, uint64_t limit) {
  return fmt::format(
      "{}:{}: {} variable '{}' of {} bytes: {} would take {} bytes, more than the simulator's "
      "limit of {} ({} bytes)",
      v.location.line, v.location.column, space, v.name, v.bytes(), holder, end,
      describeByteLimit(limit), limit);
}

Placement placeModuleVariables(const Module& module) {
  Placement placement;
  auto visit = [&](const Variable& v) {
    if (v.space == StateSpace::Global) place(v, placement.layout.globals, placement);
    if (v.space == StateSpace::Const) place(v, placement.layout.constants, placement);
  };
  for (const Variable& v : module.globals) visit(v);
  for (const Function& f : module.functions)
    for (const Variable& v : f.variables) visit(v);
  for (const Variable& v : module.globals)
    if (auto it = placement.offsets.find(&v); it != placement.offsets.end())
      placement.layout.offsets.emplace(v.name, std::pair{v.space, it->second});
  return placement;
}

// The module index of the function `name` names (its definition, where a
// prototype comes first), as reachedFunctions finds it.
std::optional<uint32_t> functionNamed(const Module& module, std::string_view name) {
  std::optional<uint32_t> found;
  for (uint32_t i = 0; i < module.functions.size(); ++i)
    if (module.functions[i].name == name && (!found || module.functions[i].defined)) found = i;
  return found;
}

// What a barrier row does, by the words of its spelling.
BarrierKind barrierKindOf(const InstructionRow& row) {
  const std::string_view spelling = row.spelling;
  if (spelling.find(".arrive") != std::string_view::npos) return BarrierKind::Arrive;
  if (spelling.find(".red.popc") != std::string_view::npos) return BarrierKind::ReducePopc;
  if (spelling.find(".red.and") != std::string_view::npos) return BarrierKind::ReduceAnd;
  if (spelling.find(".red.or") != std::string_view::npos) return BarrierKind::ReduceOr;
  return BarrierKind::Sync;
}

// What the functions of one kernel's code share while they are predecoded:
// the module's variables placed, the block's .shared variables, the reached
// functions by name, and the Code the calls and tables go into.
struct Context {
  const Module& module;
  const VariablePlacement& where;
  Placement placement;
  std::map<const Variable*, uint64_t> sharedOffsets;
  std::map<std::string, uint32_t, std::less<>> functionIndex;  // name -> FunctionCode index
  Code& code;
};

class Predecoder {
 public:
  Predecoder(Context& context, const Function& function, FunctionCode& out)
      : module_(context.module),
        function_(function),
        where_(context.where),
        context_(context),
        out_(out),
        entry_(function.entry) {}

  // The function's ops, pcs counted from its first; `tableBase` is the
  // index of its first brx.idx table in Code::branchTables.
  bool run(std::vector<Op>& ops, std::string& error);

 private:
  uint32_t registerSlot(std::string_view name) {
    auto it = registers_.find(name);
    return it == registers_.end() ? kNoSlot : it->second;
  }
  // A register operand's (or a register-based address's) slot and bits, by
  // the index the parser resolved it to.
  static bool namesRegister(const Operand& operand) {
    return (operand.kind == Operand::Kind::Register ||
            (operand.kind == Operand::Kind::Address && operand.baseIsRegister)) &&
           operand.registerIndex() != Operand::kNoRegister;
  }
  uint32_t registerSlot(const Operand& operand) {
    if (!namesRegister(operand) || operand.registerIndex() >= slotOfRegister_.size())
      return registerSlot(operand.name());
    return slotOfRegister_[operand.registerIndex()];
  }
  uint32_t constantSlot(uint64_t value) {
    auto [it, added] = constantSlots_.try_emplace(value, 0);
    if (added) {
      it->second = out_.slots++;
      out_.constants.push_back({it->second, value});
    }
    return it->second;
  }
  uint32_t specialSlot(SpecialValue value) {
    auto [it, added] = specialSlots_.try_emplace(value, 0);
    if (added) {
      it->second = out_.slots++;
      out_.specials.push_back({it->second, value});
    }
    return it->second;
  }
  // The slot holding where the function's frame begins in .local memory: 0
  // for a kernel, the call's value for a .func.
  uint32_t frameBaseSlot() {
    return entry_ ? constantSlot(0) : specialSlot(SpecialValue::FrameBase);
  }
  // The variable an operand names (the parser resolved it by the scope
  // rules), and its address in its space (in its frame, for a frame variable).
  std::optional<std::pair<const Variable*, uint64_t>> variable(const Operand& operand) const;
  // The slot `_` writes to: a register nobody reads.
  uint32_t sinkSlot() {
    if (sinkSlot_ == kNoSlot) sinkSlot_ = out_.slots++;
    return sinkSlot_;
  }
  bool inFrame(const Variable* variable) const { return frameVariables_.contains(variable); }
  uint64_t windowOf(StateSpace space) const;
  // `operandType`: the operand's type where it is not the instruction's (cvt's source).
  uint32_t sourceSlot(const Instruction& instruction, const Operand& operand,
                      std::optional<Type> operandType = std::nullopt);
  bool operands(const Instruction& instruction, Op& op, std::string& error);
  // A barrier's id, thread count (kNoSlot: none) and bar.red's predicate: sources 0, 1, 2.
  void barrierOperands(const Instruction& instruction, Op& op);
  bool callOperands(const Instruction& instruction, Op& op, std::string& error);
  // An address operand or symbol naming a variable of the frame: a register
  // op reading the frame's base, the variable's offset added.
  bool frameAddress(const Instruction& instruction, const Operand& operand, Op& op, uint64_t window,
                    std::string& error);
  // What the instruction's type and modifiers say, for the handlers that read it.
  void modifiers(const Instruction& instruction, Op& op) const;
  bool placeFrame(std::string& error);

  const Module& module_;
  const Function& function_;
  const VariablePlacement& where_;
  Context& context_;
  FunctionCode& out_;
  bool entry_;
  // .shared (block), .local and .param of the function (frame), a kernel's
  // parameters (parameter block)
  std::map<const Variable*, uint64_t> localOffsets_;
  std::set<const Variable*> frameVariables_;
  std::map<std::string, uint32_t, std::less<>> registers_;
  std::map<std::string, uint8_t, std::less<>> registerBits_;
  uint8_t registerBits(std::string_view name) const {
    auto it = registerBits_.find(name);
    return it == registerBits_.end() ? 0 : it->second;
  }
  uint8_t registerBits(const Operand& operand) const {
    if (!namesRegister(operand) || operand.registerIndex() >= bitsOfRegister_.size())
      return registerBits(operand.name());
    return bitsOfRegister_[operand.registerIndex()];
  }
  // By index in Function::registers: registers of one name (in sibling
  // blocks) share a slot, the widest one's bits.
  std::vector<uint32_t> slotOfRegister_;
  std::vector<uint8_t> bitsOfRegister_;
  std::map<uint64_t, uint32_t> constantSlots_;
  std::map<SpecialValue, uint32_t> specialSlots_;
  uint32_t sinkSlot_ = kNoSlot;
};

std::optional<std::pair<const Variable*, uint64_t>> Predecoder::variable(
    const Operand& operand) const {
  const Variable* v = module_.variable(function_, operand.variable());
  if (!v) return std::nullopt;
  if (auto it = localOffsets_.find(v); it != localOffsets_.end()) return std::pair{v, it->second};
  if (auto it = context_.sharedOffsets.find(v); it != context_.sharedOffsets.end())
    return std::pair{v, it->second};
  if (auto it = context_.placement.offsets.find(v); it != context_.placement.offsets.end())
    return std::pair{v, it->second + (v->space == StateSpace::Global ? where_.globalsBase : 0)};
  return std::nullopt;
}

uint64_t Predecoder::windowOf(StateSpace space) const {
  switch (space) {
    case StateSpace::Shared:
      return kSharedWindow;
    case StateSpace::Local:
      return kLocalWindow;
    case StateSpace::Const:
      return where_.constBase;
    case StateSpace::Param:
      return kParamWindow;
    default:
      return 0;
  }
}

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

// The frame: the function's .local variables, then (a .func's) parameters
// and return values, then the .param variables of its body; a kernel's
// parameters stay in the parameter block.
bool Predecoder::placeFrame(std::string& error) {
  uint64_t local = 0;
  auto put = [&](const Variable& v) {
    if (!error.empty()) return;
    local = alignUp(local, alignmentOf(v));
    localOffsets_[&v] = local;
    frameVariables_.insert(&v);
    local += v.bytes();
    if (local > kMaxThreadLocalBytes)
      error = tooLarge(v, v.space == StateSpace::Local ? ".local" : ".param",
                       fmt::format("a thread's frame of '{}'", function_.name), local,
                       kMaxThreadLocalBytes);
  };
  for (const Variable& v : function_.variables)
    if (v.space == StateSpace::Local) put(v);
  if (entry_) {
    std::vector<ParameterSlot> parameters = parameterLayout(function_);
    for (size_t i = 0; i < parameters.size(); ++i)
      localOffsets_[&function_.params[i]] = parameters[i].offset;
  } else {
    for (const Variable& v : function_.params) {
      put(v);
      out_.paramOffsets.push_back(static_cast<uint32_t>(localOffsets_[&v]));
      out_.paramBytes.push_back(static_cast<uint32_t>(v.bytes()));
    }
    for (const Variable& v : function_.returns) {
      put(v);
      out_.returnOffsets.push_back(static_cast<uint32_t>(localOffsets_[&v]));
      out_.returnBytes.push_back(static_cast<uint32_t>(v.bytes()));
    }
  }
  for (const Variable& v : function_.variables)
    if (v.space == StateSpace::Param) put(v);
  if (!error.empty()) return false;
  out_.frameBytes = static_cast<uint32_t>(alignUp(local, 16));
  return true;
}

bool Predecoder::run(std::vector<Op>& ops, std::string& error) {
  out_.carrySlot = out_.slots++;
  for (const RegisterDeclaration& r : function_.registers) {
    auto [it, added] = registers_.try_emplace(r.name, out_.slots);
    if (added) ++out_.slots;
    registerBits_[r.name] = static_cast<uint8_t>(
        std::max(registerBits_[r.name], static_cast<uint8_t>(typeBits(r.type))));
  }
  slotOfRegister_.reserve(function_.registers.size());
  bitsOfRegister_.reserve(function_.registers.size());
  for (const RegisterDeclaration& r : function_.registers) {
    slotOfRegister_.push_back(registers_.find(r.name)->second);
    bitsOfRegister_.push_back(registerBits_.find(r.name)->second);
  }
  if (!placeFrame(error)) return false;

  const std::vector<Instruction>& body = function_.body;
  ops.reserve(body.size() + 1);
  for (uint32_t index = 0; index < body.size(); ++index) {
    const Instruction& instruction = body[index];
    Op op;
    op.instruction = index;
    if (!instruction.guard().empty()) {
      op.guard = registerSlot(instruction.guard());
      op.guardNegated = instruction.guardNegated;
    }
    op.control = instruction.row->control;
    // A .func's `ret` returns to its caller; a kernel's ends the thread.
    if (op.control == Control::Exit && !entry_ && instruction.opcode().starts_with("ret"))
      op.control = Control::Return;
    std::string why;
    if (op.control == Control::None) {
      // A .param variable of the frame is .local memory to the simulator.
      Instruction asRun = instruction;
      if (instruction.space == StateSpace::Param) {
        for (const Operand& operand : instruction.operands()) {
          if (operand.kind != Operand::Kind::Address || operand.baseIsRegister) continue;
          auto found = variable(operand);
          if (found && inFrame(found->first)) asRun.space = StateSpace::Local;
        }
      }
      op.handler = handlerFor(asRun, why);
      if (!op.handler) {
        const SourceLocation at = module_.location(instruction);
        error = fmt::format("{}:{}: {}", at.line, at.column, why);
        return false;
      }
    }
    const bool good = op.control == Control::Call ? callOperands(instruction, op, why)
                                                  : operands(instruction, op, why);
    if (!good) {
      const SourceLocation at = module_.location(instruction);
      error = fmt::format("{}:{}: {}", at.line, at.column, why);
      return false;
    }
    modifiers(instruction, op);
    ops.push_back(op);
  }
  Op end;  // falling off the end of a kernel is `ret`, as it is of a .func
  end.control = entry_ ? Control::Exit : Control::Return;
  end.instruction = static_cast<uint32_t>(body.size());
  ops.push_back(end);

  const Flow flow = flowOf(ops, context_.code.branchTables);
  const uint32_t exitNode = static_cast<uint32_t>(flow.blockStart.size());
  for (Op& op : ops) {
    if (op.control != Control::Branch && op.control != Control::BranchIndexed) continue;
    const uint32_t block = flow.blockOf[static_cast<size_t>(&op - ops.data())];
    const uint32_t post = flow.postDominator[block];
    op.reconverge = post == exitNode || post == UINT32_MAX ? kNoPc : flow.blockStart[post];
  }
  return true;
}

// The functions a kernel may reach: those it calls, those whose address it
// takes, and theirs, in the order found (the kernel first); vprintf,
// __assertfail, malloc and free, declared `.extern`, are the simulator's own.
bool reachedFunctions(const Module& module, const Function& entry,
                      std::vector<std::pair<const Function*, uint32_t>>& reached,
                      std::string& error) {
  std::map<std::string_view, uint32_t> byName;  // a definition before a declaration
  for (uint32_t i = 0; i < module.functions.size(); ++i) {
    auto [it, added] = byName.emplace(module.functions[i].name, i);
    if (!added && module.functions[i].defined) it->second = i;
  }
  auto definition = [&](std::string_view name) -> std::optional<uint32_t> {
    auto it = byName.find(name);
    return it == byName.end() ? std::nullopt : std::optional(it->second);
  };
  std::set<std::string, std::less<>> seen;
  const uint32_t entryIndex = static_cast<uint32_t>(&entry - module.functions.data());
  reached.push_back({&entry, entryIndex});
  seen.insert(entry.name);
  auto add = [&](std::string_view name, const Instruction& at) {
    if (seen.contains(name)) return true;
    auto index = definition(name);
    if (!index) return true;  // a variable
    const Function& f = module.functions[*index];
    if (!f.defined && name != "vprintf" && name != "__assertfail" && name != "malloc" &&
        name != "free") {
      error = fmt::format(
          "{}:{}: '{}' is declared .extern and the module does not define it: "
          "the simulator cannot run it (vprintf, __assertfail, malloc and free it can)",
          module.location(at).line, module.location(at).column, name);
      return false;
    }
    const auto reg = [](const Variable& v) { return v.space == StateSpace::Reg; };
    if (std::any_of(f.params.begin(), f.params.end(), reg) ||
        std::any_of(f.returns.begin(), f.returns.end(), reg)) {
      error = fmt::format("{}:{}: the simulator cannot run '{}' yet: it passes '.reg' parameters",
                          module.location(at).line, module.location(at).column, name);
      return false;
    }
    seen.insert(std::string(name));
    reached.push_back({&f, *index});
    return true;
  };
  // The functions whose addresses initialize variables: an indirect call may
  // reach any of them.
  for (const Variable& v : module.globals) {
    for (const Variable::AddressInitializer& address : v.addressInitializers) {
      auto index = definition(address.name);
      if (!index || seen.contains(address.name)) continue;
      const Function& f = module.functions[*index];
      const auto reg = [](const Variable& p) { return p.space == StateSpace::Reg; };
      if (!f.defined || std::any_of(f.params.begin(), f.params.end(), reg) ||
          std::any_of(f.returns.begin(), f.returns.end(), reg))
        continue;
      seen.insert(address.name);
      reached.push_back({&f, *index});
    }
  }
  for (size_t next = 0; next < reached.size(); ++next) {
    const Function& f = *reached[next].first;
    for (const Instruction& instruction : f.body) {
      for (size_t i = 0; i < instruction.operands().size(); ++i) {
        const Operand& operand = instruction.operands()[i];
        if (operand.kind == Operand::Kind::Symbol && !add(operand.name(), instruction))
          return false;
      }
      // An indirect call's `.calltargets` list: each function it names.
      if (instruction.row->control == Control::Call && instruction.operands().size() > 3) {
        const uint64_t list = instruction.operands()[3].value;
        if (list < f.targetLists.size() && f.targetLists[list].functions)
          for (const Operand& target : f.targetLists[list].targets)
            if (!add(target.name(), instruction)) return false;
      }
    }
  }
  return true;
}

std::optional<Code> predecodeKernel(const Module& module, const Function& entry,
                                    const VariablePlacement& where, std::string& error) {
  Code code;
  code.module = &module;
  code.function = &entry;
  Context context{module, where, placeModuleVariables(module), {}, {}, code};
  std::vector<std::pair<const Function*, uint32_t>> reached;
  if (!reachedFunctions(module, entry, reached, error)) return std::nullopt;
  code.functionOfModuleIndex.assign(module.functions.size(), kNoPc);
  for (uint32_t i = 0; i < reached.size(); ++i) {
    FunctionCode f;
    f.function = reached[i].first;
    f.moduleIndex = reached[i].second;
    if (!f.function->defined) {
      const std::string_view name = f.function->name;
      f.builtin = name == "vprintf"  ? Builtin::Printf
                  : name == "malloc" ? Builtin::Malloc
                  : name == "free"   ? Builtin::Free
                                     : Builtin::AssertFail;
      code.usesHeap |= f.builtin == Builtin::Malloc || f.builtin == Builtin::Free;
    }
    context.functionIndex.emplace(f.function->name, i);
    code.functionOfModuleIndex[f.moduleIndex] = i;
    code.functions.push_back(std::move(f));
  }
  // The block's .shared variables: the module's, then each function's.
  uint64_t shared = 0;
  std::string sharedError;
  std::vector<const Variable*> dynamicShared;
  auto placeShared = [&](const Variable& v) {
    if (v.space != StateSpace::Shared) return;
    if (v.external) {
      dynamicShared.push_back(&v);
      return;
    }
    if (!sharedError.empty()) return;
    shared = alignUp(shared, alignmentOf(v));
    context.sharedOffsets[&v] = shared;
    shared += v.bytes();
    if (shared > kMaxBlockSharedBytes)
      sharedError =
          tooLarge(v, ".shared", "the block's .shared variables", shared, kMaxBlockSharedBytes);
  };
  for (const Variable& v : module.globals) placeShared(v);
  for (const FunctionCode& f : code.functions)
    for (const Variable& v : f.function->variables) placeShared(v);
  if (!sharedError.empty()) {
    error = std::move(sharedError);
    return std::nullopt;
  }
  code.dynamicSharedOffset = static_cast<uint32_t>(alignUp(shared, 16));
  for (const Variable* v : dynamicShared) context.sharedOffsets[v] = code.dynamicSharedOffset;
  code.sharedBytes = static_cast<uint32_t>(shared);

  for (FunctionCode& f : code.functions) {
    f.firstPc = f.endPc = static_cast<uint32_t>(code.ops.size());
    if (f.builtin != Builtin::None) continue;
    std::vector<Op> ops;
    const size_t firstTable = code.branchTables.size();
    std::string why;
    if (!Predecoder(context, *f.function, f).run(ops, why)) {
      error = f.function == &entry ? why : fmt::format("{} (in '{}')", why, f.function->name);
      return std::nullopt;
    }
    // Its pcs after the functions before it.
    const uint32_t first = f.firstPc;
    for (Op& op : ops) {
      if (op.control == Control::Branch && op.target != kNoPc) op.target += first;
      if (op.reconverge != kNoPc) op.reconverge += first;
    }
    for (size_t t = firstTable; t < code.branchTables.size(); ++t)
      for (uint32_t& pc : code.branchTables[t]) pc += first;
    code.ops.insert(code.ops.end(), ops.begin(), ops.end());
    f.endPc = static_cast<uint32_t>(code.ops.size());
    code.maxSlots = std::max(code.maxSlots, f.slots);
  }
  const FunctionCode& kernel = code.functions.front();
  code.slots = kernel.slots;
  code.carrySlot = kernel.carrySlot;
  code.constants = kernel.constants;
  code.specials = kernel.specials;
  code.localBytes = kernel.frameBytes;
  return code;
}

}  // namespace

std::string moduleVariablesError(const Module& module) {
  // The order and alignment of placeModuleVariables, counted, not allocated.
  uint64_t globals = 0, constants = 0;
  std::string error;
  auto visit = [&](const Variable& v) {
    if (!error.empty() || (v.space != StateSpace::Global && v.space != StateSpace::Const)) return;
    if (v.external && v.initializer.empty() && v.elements == 0) return;
    const bool global = v.space == StateSpace::Global;
    uint64_t& end = global ? globals : constants;
    // Each size is at most 2^44 (the reader's bound on elements), and the end
    // before it at most the limit: no sum here wraps.
    end = alignUp(end, alignmentOf(v)) + v.bytes();
    if (end > kMaxModuleSpaceBytes)
      error = tooLarge(v, global ? ".global" : ".const",
                       global ? "the module's .global variables" : "the module's .const bank", end,
                       kMaxModuleSpaceBytes);
  };
  for (const Variable& v : module.globals) visit(v);
  for (const Function& f : module.functions)
    for (const Variable& v : f.variables) visit(v);
  return error;
}

ModuleLayout moduleLayout(const Module& module) {
  return placeModuleVariables(module).layout;
}

std::string fillAddressInitializers(const Module& module, ModuleLayout& layout,
                                    const VariablePlacement& placement) {
  for (const ModuleLayout::AddressElement& element : layout.addresses) {
    const Variable::AddressInitializer& address = *element.address;
    uint64_t value = 0;
    if (auto function = functionNamed(module, address.name)) {
      value = kCodeWindow + 16 * uint64_t{*function};
    } else if (auto it = layout.offsets.find(address.name); it != layout.offsets.end()) {
      const auto [space, offset] = it->second;
      // A .const variable's generic address is in the device memory holding the bank.
      value = space == StateSpace::Global ? placement.globalsBase + offset
              : address.generic           ? placement.constBase + offset
                                          : offset;
    } else {
      return fmt::format(
          "an initializer takes the address of '{}', which is no function or "
          ".global or .const variable of the module",
          address.name);
    }
    value += static_cast<uint64_t>(address.addend);
    std::vector<uint8_t>& bytes = element.constants ? layout.constants : layout.globals;
    std::memcpy(bytes.data() + element.offset, &value, 8);
  }
  return "";
}

std::optional<Code> predecode(const Module& module, const Function& function,
                              const VariablePlacement& placement, std::string& error) {
  return predecodeKernel(module, function, placement, error);
}

const FunctionCode& Code::functionAt(uint32_t pc) const {
  for (const FunctionCode& f : functions)
    if (pc >= f.firstPc && pc < f.endPc) return f;
  return functions.front();
}

const Instruction* Code::instructionAt(uint32_t pc) const {
  if (pc >= ops.size()) return nullptr;
  const Function& f = *functionAt(pc).function;
  const uint32_t index = ops[pc].instruction;
  return index < f.body.size() ? &f.body[index] : nullptr;
}

std::vector<ParameterSlot> parameterLayout(const Function& function) {
  std::vector<ParameterSlot> slots;
  uint32_t offset = 0;
  for (const Variable& p : function.params) {
    ParameterSlot slot;
    slot.alignment = alignmentOf(p);
    slot.bytes = static_cast<uint32_t>(p.bytes());
    slot.offset = static_cast<uint32_t>(alignUp(offset, slot.alignment));
    offset = slot.offset + slot.bytes;
    slots.push_back(slot);
  }
  return slots;
}

}  // namespace gpuasm::ptx
