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

#include "targets/ptx/machine/float_format.hpp"
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
  return placement;
}

// Basic blocks and the immediate post-dominator of each.
struct Flow {
  std::vector<uint32_t> blockStart;  // first op of each block
  std::vector<uint32_t> blockOf;     // op -> block
  std::vector<std::vector<uint32_t>> successors;
  std::vector<uint32_t> postDominator;  // block -> block; blocks.size(): the virtual exit
};

std::vector<uint32_t> successorsOf(const std::vector<Op>& ops, uint32_t pc) {
  const Op& op = ops[pc];
  if (op.control == Control::Exit) {
    if (op.guard == kNoSlot) return {};
    return {pc + 1};
  }
  if (op.control == Control::Branch) {
    if (op.guard == kNoSlot) return {op.target};
    return {op.target, pc + 1};
  }
  return {pc + 1};
}

Flow flowOf(const std::vector<Op>& ops) {
  const uint32_t n = static_cast<uint32_t>(ops.size());
  std::vector<bool> leader(n, false);
  leader[0] = true;
  for (uint32_t pc = 0; pc < n; ++pc) {
    const Op& op = ops[pc];
    if (op.control == Control::Branch) leader[op.target] = true;
    if ((op.control == Control::Branch || op.control == Control::Exit) && pc + 1 < n)
      leader[pc + 1] = true;
  }
  Flow flow;
  flow.blockOf.resize(n);
  for (uint32_t pc = 0; pc < n; ++pc) {
    if (leader[pc]) flow.blockStart.push_back(pc);
    flow.blockOf[pc] = static_cast<uint32_t>(flow.blockStart.size() - 1);
  }
  const uint32_t blocks = static_cast<uint32_t>(flow.blockStart.size());
  const uint32_t exitNode = blocks;
  flow.successors.resize(blocks + 1);
  std::vector<std::vector<uint32_t>> predecessors(blocks +
                                                  1);  // of the reversed graph: CFG successors
  for (uint32_t b = 0; b < blocks; ++b) {
    uint32_t last = (b + 1 < blocks ? flow.blockStart[b + 1] : n) - 1;
    std::vector<uint32_t> next = successorsOf(ops, last);
    bool exits = ops[last].control == Control::Exit;
    for (uint32_t pc : next) flow.successors[b].push_back(flow.blockOf[pc]);
    if (exits) flow.successors[b].push_back(exitNode);
  }
  // Reverse postorder of the reversed graph from the exit.
  std::vector<std::vector<uint32_t>> reversed(blocks + 1);
  for (uint32_t b = 0; b < blocks; ++b)
    for (uint32_t s : flow.successors[b]) reversed[s].push_back(b);
  std::vector<uint32_t> order;
  std::vector<uint8_t> seen(blocks + 1, 0);
  std::vector<std::pair<uint32_t, size_t>> stack{{exitNode, 0}};
  seen[exitNode] = 1;
  while (!stack.empty()) {
    auto& [node, next] = stack.back();
    if (next < reversed[node].size()) {
      uint32_t child = reversed[node][next++];
      if (!seen[child]) {
        seen[child] = 1;
        stack.push_back({child, 0});
      }
    } else {
      order.push_back(node);
      stack.pop_back();
    }
  }
  std::reverse(order.begin(), order.end());
  std::vector<uint32_t> rank(blocks + 1, UINT32_MAX);
  for (uint32_t i = 0; i < order.size(); ++i) rank[order[i]] = i;
  constexpr uint32_t kUnknown = UINT32_MAX;
  std::vector<uint32_t> dominator(blocks + 1, kUnknown);
  dominator[exitNode] = exitNode;
  auto intersect = [&](uint32_t a, uint32_t b) {
    while (a != b) {
      while (rank[a] > rank[b]) a = dominator[a];
      while (rank[b] > rank[a]) b = dominator[b];
    }
    return a;
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t node : order) {
      if (node == exitNode) continue;
      uint32_t chosen = kUnknown;
      for (uint32_t s : flow.successors[node]) {
        if (dominator[s] == kUnknown) continue;
        chosen = chosen == kUnknown ? s : intersect(s, chosen);
      }
      if (chosen != kUnknown && dominator[node] != chosen) {
        dominator[node] = chosen;
        changed = true;
      }
    }
  }
  flow.postDominator = std::move(dominator);
  return flow;
}

class Predecoder {
 public:
  Predecoder(const Module& module, const Function& function, const VariablePlacement& where)
      : module_(module), function_(function), where_(where) {}

  std::optional<Code> run(std::string& error);

 private:
  uint32_t registerSlot(const std::string& name) {
    auto it = registers_.find(name);
    return it == registers_.end() ? kNoSlot : it->second;
  }
  uint32_t constantSlot(uint64_t value) {
    auto [it, added] = constantSlots_.try_emplace(value, 0);
    if (added) {
      it->second = code_.slots++;
      code_.constants.push_back({it->second, value});
    }
    return it->second;
  }
  uint32_t specialSlot(SpecialValue value) {
    auto [it, added] = specialSlots_.try_emplace(value, 0);
    if (added) {
      it->second = code_.slots++;
      code_.specials.push_back({it->second, value});
    }
    return it->second;
  }
  // A variable by name as the instruction sees it, and its address in its space.
  std::optional<std::pair<const Variable*, uint64_t>> variable(const Operand& operand) const;
  // The slot `_` writes to: a register nobody reads.
  uint32_t sinkSlot() {
    if (sinkSlot_ == kNoSlot) sinkSlot_ = code_.slots++;
    return sinkSlot_;
  }
  uint64_t windowOf(StateSpace space) const;
  // `operandType`: the operand's type where it is not the instruction's (cvt's source).
  uint32_t sourceSlot(const Instruction& instruction, const Operand& operand,
                      std::optional<Type> operandType = std::nullopt);
  bool operands(const Instruction& instruction, Op& op, std::string& error);
  // What the instruction's type and modifiers say, for the handlers that read it.
  void modifiers(const Instruction& instruction, Op& op) const;

  const Module& module_;
  const Function& function_;
  const VariablePlacement& where_;
  Placement placement_;
  std::map<const Variable*, uint64_t> localOffsets_;  // .shared, .local, .param of the function
  std::map<std::string, uint32_t> registers_;
  std::map<std::string, uint8_t> registerBits_;
  std::map<uint64_t, uint32_t> constantSlots_;
  std::map<SpecialValue, uint32_t> specialSlots_;
  uint32_t sinkSlot_ = kNoSlot;
  Code code_;
};

std::optional<std::pair<const Variable*, uint64_t>> Predecoder::variable(
    const Operand& operand) const {
  const Variable* v = module_.variable(function_, operand.variable);
  if (!v) return std::nullopt;
  if (auto it = localOffsets_.find(v); it != localOffsets_.end()) return std::pair{v, it->second};
  if (auto it = placement_.offsets.find(v); it != placement_.offsets.end())
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
      return registerSlot(operand.name);
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
      return kNoSlot;
    default:
      return kNoSlot;
  }
}

bool Predecoder::operands(const Instruction& instruction, Op& op, std::string& error) {
  const InstructionRow& row = *instruction.row;
  uint32_t sources = 0;
  for (size_t i = 0; i < instruction.operands.size(); ++i) {
    const Operand& operand = instruction.operands[i];
    switch (row.operands[i]) {
      case OperandKind::Dest:
      case OperandKind::DestWide:
      case OperandKind::DestPred:
      case OperandKind::MoveDest:
      case OperandKind::ConvertDest:
      case OperandKind::LoadDest: {
        const bool vector = operand.kind == Operand::Kind::Vector;
        const size_t count = vector ? operand.elements.size() : 1;
        for (size_t e = 0; e < count && e < 4; ++e) {
          const Operand& element = vector ? operand.elements[e] : operand;
          if (element.kind == Operand::Kind::Sink) {
            op.dest[e] = sinkSlot();
            continue;
          }
          op.dest[e] = registerSlot(element.name);
          op.registerBits = registerBits_[element.name];
        }
        if (vector) op.vector = static_cast<uint8_t>(count);
        break;
      }
      case OperandKind::SecondDestPred:
        if (operand.kind == Operand::Kind::Register) op.dest[1] = registerSlot(operand.name);
        break;
      case OperandKind::StoreSource:
        if (operand.kind == Operand::Kind::Vector) {
          for (size_t e = 0; e < operand.elements.size() && e < 4; ++e)
            op.source[e] = sourceSlot(instruction, operand.elements[e]);
        } else {
          op.source[0] = sourceSlot(instruction, operand);
        }
        break;
      case OperandKind::Address: {
        uint64_t offset = operand.value;
        uint32_t base = constantSlot(0);
        if (operand.baseIsRegister) {
          base = registerSlot(operand.name);
          if (registerBits_[operand.name] <= 32) op.addressMask = 0xffffffffu;
        } else if (!operand.name.empty()) {
          auto found = variable(operand);
          if (!found) {
            error = fmt::format("'{}' has no address the simulator knows", operand.name);
            return false;
          }
          offset += found->second;
          // A variable named in a generic access: its generic address.
          if (instruction.space == StateSpace::Generic) offset += windowOf(found->first->space);
        }
        op.base = base;
        op.addressOffset = offset;
        break;
      }
      case OperandKind::BranchTarget:
        // The parser resolved the label, by the scope rules, to its instruction.
        op.target = static_cast<uint32_t>(operand.value);
        break;
      case OperandKind::MoveSource:
        if (operand.kind == Operand::Kind::Vector) {
          for (size_t e = 0; e < operand.elements.size() && e < 4; ++e)
            op.source[sources++] = sourceSlot(instruction, operand.elements[e]);
          op.vector = static_cast<uint8_t>(operand.elements.size());
          break;
        }
        if (operand.kind == Operand::Kind::Symbol && !variable(operand)) {
          error = fmt::format("the simulator cannot take the address of '{}' (a function)",
                              operand.name);
          return false;
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
        break;  // every bar.sync waits for the whole block (docs/ptx.md)
      case OperandKind::CachePolicy:
        break;  // no caches in the simulator (docs/ptx.md)
    }
  }
  for (uint32_t s = 0; s < sources; ++s) {
    if (op.source[s] == kNoSlot) {
      error = fmt::format("operand {} of '{}' has no value the simulator knows", s + 1,
                          instruction.opcode);
      return false;
    }
  }
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
  op.convert = {static_cast<uint8_t>(typeBits(instruction.sourceType)),
                static_cast<uint8_t>(bits),
                typeKind(instruction.sourceType) == TypeKind::Signed,
                isSigned,
                floatFormatCode(instruction.sourceType),
                floatFormatCode(instruction.type)};
  op.window = windowOf(instruction.space);
  op.resultMask = widthMask(bits);
  // A clock read keeps the special register's width, whatever the type
  // (`mov.u16 %rh, %clock` and `cvt.u64.u32 %rd, %clock` alike).
  if (instruction.operands.size() > 1) {
    const Operand& source = instruction.operands[1];
    using R = SpecialRegister;
    if (source.kind == Operand::Kind::SpecialRegister &&
        (source.special == R::Clock || source.special == R::Clock64 ||
         source.special == R::ClockHi || source.special == R::Globaltimer ||
         source.special == R::GlobaltimerLo || source.special == R::GlobaltimerHi))
      op.resultMask = widthMask(specialRegisters()[static_cast<size_t>(source.special)].bits);
  }
}

std::optional<Code> Predecoder::run(std::string& error) {
  placement_ = placeModuleVariables(module_);
  code_.function = &function_;
  code_.carrySlot = code_.slots++;
  for (const RegisterDeclaration& r : function_.registers) {
    auto [it, added] = registers_.try_emplace(r.name, code_.slots);
    if (added) ++code_.slots;
    registerBits_[r.name] = static_cast<uint8_t>(
        std::max(registerBits_[r.name], static_cast<uint8_t>(typeBits(r.type))));
  }
  // The block's .shared variables: the module's, then the function's; .local
  // per thread; parameters at their offsets in the parameter block.
  uint64_t shared = 0, local = 0;
  std::vector<const Variable*> dynamicShared;
  auto placeShared = [&](const Variable& v) {
    if (v.space == StateSpace::Shared) {
      if (v.external) {
        dynamicShared.push_back(&v);
        return;
      }
      shared = alignUp(shared, alignmentOf(v));
      localOffsets_[&v] = shared;
      shared += v.bytes();
    } else if (v.space == StateSpace::Local) {
      local = alignUp(local, alignmentOf(v));
      localOffsets_[&v] = local;
      local += v.bytes();
    }
  };
  for (const Variable& v : module_.globals) placeShared(v);
  for (const Variable& v : function_.variables) placeShared(v);
  code_.dynamicSharedOffset = static_cast<uint32_t>(alignUp(shared, 16));
  for (const Variable* v : dynamicShared) localOffsets_[v] = code_.dynamicSharedOffset;
  code_.sharedBytes = static_cast<uint32_t>(shared);
  code_.localBytes = static_cast<uint32_t>(alignUp(local, 8));
  std::vector<ParameterSlot> parameters = parameterLayout(function_);
  for (size_t i = 0; i < parameters.size(); ++i)
    localOffsets_[&function_.params[i]] = parameters[i].offset;

  const std::vector<Instruction>& body = function_.body;
  code_.ops.reserve(body.size() + 1);
  for (uint32_t index = 0; index < body.size(); ++index) {
    const Instruction& instruction = body[index];
    Op op;
    op.instruction = index;
    if (!instruction.guard.empty()) {
      op.guard = registerSlot(instruction.guard);
      op.guardNegated = instruction.guardNegated;
    }
    op.control = instruction.row->control;
    if (op.control == Control::None) {
      std::string why;
      op.handler = handlerFor(instruction, why);
      if (!op.handler) {
        error =
            fmt::format("{}:{}: {}", instruction.location.line, instruction.location.column, why);
        return std::nullopt;
      }
    }
    std::string why;
    if (!operands(instruction, op, why)) {
      error = fmt::format("{}:{}: {}", instruction.location.line, instruction.location.column, why);
      return std::nullopt;
    }
    modifiers(instruction, op);
    code_.ops.push_back(op);
  }
  Op end;  // falling off the end of a kernel is `ret`
  end.control = Control::Exit;
  end.instruction = static_cast<uint32_t>(body.size());
  code_.ops.push_back(end);

  const Flow flow = flowOf(code_.ops);
  const uint32_t exitNode = static_cast<uint32_t>(flow.blockStart.size());
  for (Op& op : code_.ops) {
    if (op.control != Control::Branch) continue;
    const uint32_t block = flow.blockOf[static_cast<size_t>(&op - code_.ops.data())];
    const uint32_t post = flow.postDominator[block];
    op.reconverge = post == exitNode || post == UINT32_MAX ? kNoPc : flow.blockStart[post];
  }
  return std::move(code_);
}

}  // namespace

ModuleLayout moduleLayout(const Module& module) {
  return placeModuleVariables(module).layout;
}

std::optional<Code> predecode(const Module& module, const Function& function,
                              const VariablePlacement& placement, std::string& error) {
  return Predecoder(module, function, placement).run(error);
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
