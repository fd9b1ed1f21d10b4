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
#include "targets/ptx/machine/predecoder.hpp"
#include "targets/ptx/machine/warp.hpp"

namespace gpuasm::ptx {

using predecoding::Context;
using predecoding::Placement;
using predecoding::Predecoder;

namespace {

uint64_t alignUp(uint64_t value, uint64_t alignment) {
  return alignment <= 1 ? value : (value + alignment - 1) / alignment * alignment;
}

uint32_t alignmentOf(const Variable& variable) {
  return variable.alignment ? variable.alignment
                            : std::max<uint32_t>(1, typeBits(variable.type) / 8);
}

void place(const Variable& variable, std::vector<uint8_t>& blob, Placement& placement) {
  if (variable.external && variable.initializer.empty() && variable.elements == 0) return;
  uint64_t offset = alignUp(blob.size(), alignmentOf(variable));
  blob.resize(offset + variable.bytes());
  const uint32_t elementBytes = std::max<uint32_t>(1, typeBits(variable.type) / 8);
  // An initializer's element is 64 bits: a .b128 one's upper half is zero.
  const uint32_t given = std::min<uint32_t>(elementBytes, sizeof(uint64_t));
  for (size_t i = 0; i < variable.initializer.size() && i < variable.elements; ++i)
    std::memcpy(blob.data() + offset + i * elementBytes, &variable.initializer[i], given);
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

}  // namespace

namespace predecoding {

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

// A .v8 atomic's 8 destinations (atom) and 8 sources, in Code::wideVectors.
void Predecoder::wideVectorSlots(const Instruction& instruction, Op& op) {
  std::array<uint32_t, 16> slots;
  slots.fill(kNoSlot);
  const std::span<const Operand> operands = instruction.operands();
  const bool atom = instruction.row->semantics == Semantics::Atom;
  auto fill = [&](const Operand& vector, size_t first, bool dest) {
    if (vector.kind != Operand::Kind::Vector) return;
    for (size_t e = 0; e < vector.elements().size() && e < 8; ++e) {
      const Operand& element = vector.elements()[e];
      slots[first + e] = dest && element.kind == Operand::Kind::Sink ? sinkSlot()
                         : dest                                      ? registerSlot(element)
                                : sourceSlot(instruction, element);
    }
  };
  if (atom && !operands.empty()) fill(operands.front(), 0, true);
  if (!operands.empty()) fill(operands.back(), 8, false);
  op.target = static_cast<uint32_t>(context_.code.wideVectors.size());
  context_.code.wideVectors.push_back(slots);
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
    // A .reg parameter is the callee's register of its name (the parser
    // declared it in the body's outermost block), filled at the call.
    auto registerParameter = [&](const Variable& v, std::vector<uint32_t>& slots,
                                 std::vector<uint64_t>& masks) {
      if (v.space != StateSpace::Reg) {
        slots.push_back(kNoSlot);
        masks.push_back(0);
        return true;
      }
      const uint32_t bits = registerBits(v.name);
      if (bits > 64) {
        error = fmt::format("{}:{}: the simulator cannot pass the .b128 parameter '{}' of '{}' yet",
                            v.location.line, v.location.column, v.name, function_.name);
        return false;
      }
      slots.push_back(registerSlot(std::string_view(v.name)));
      masks.push_back(bits >= 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1);
      return true;
    };
    for (const Variable& v : function_.params) {
      if (!registerParameter(v, out_.paramSlots, out_.paramMasks)) return false;
      if (v.space != StateSpace::Reg) put(v);
      out_.paramOffsets.push_back(static_cast<uint32_t>(localOffsets_[&v]));
      out_.paramBytes.push_back(static_cast<uint32_t>(v.bytes()));
    }
    for (const Variable& v : function_.returns) {
      if (!registerParameter(v, out_.returnSlots, out_.returnMasks)) return false;
      if (v.space != StateSpace::Reg) put(v);
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
  for (const RegisterDeclaration& r : function_.registers)
    registerBits_[r.name] = static_cast<uint8_t>(
        std::max(registerBits_[r.name], static_cast<uint8_t>(typeBits(r.type))));
  // A name's slot (registers of one name in sibling blocks share it); a
  // .b128 register is two, its low 64 bits first.
  for (const RegisterDeclaration& r : function_.registers) {
    auto [it, added] = registers_.try_emplace(r.name, out_.slots);
    if (added) out_.slots += registerBits_[r.name] > 64 ? 2 : 1;
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
    if ((instruction.row->semantics == Semantics::Atom ||
         instruction.row->semantics == Semantics::Red) &&
        instruction.vectorWidth > 4)
      wideVectorSlots(instruction, op);
    if (op.control == Control::None && instruction.type == Type::B128 &&
        !widenTo128(instruction, op, constantSlot(0), why)) {
      const SourceLocation at = module_.location(instruction);
      error = fmt::format("{}:{}: {}", at.line, at.column, why);
      return false;
    }
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

}  // namespace predecoding

namespace {

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
    if (!f.defined && isSystemFunction(name) && name != "vprintf" && name != "__assertfail" &&
        name != "malloc" && name != "free") {
      error = fmt::format(
          "{}:{}: the simulator cannot run '{}': device-side calls of the CUDA graph API are not "
          "modelled (the simulator launches one kernel, in no graph)",
          module.location(at).line, module.location(at).column, name);
      return false;
    }
    if (!f.defined && name != "vprintf" && name != "__assertfail" && name != "malloc" &&
        name != "free") {
      error = fmt::format(
          "{}:{}: '{}' is declared .extern and the module does not define it: "
          "the simulator cannot run it (vprintf, __assertfail, malloc and free it can)",
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
      if (!f.defined) continue;
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
