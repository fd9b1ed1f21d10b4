// What predecode.cpp and predecode_operands.cpp share: the module's
// variables placed, the context of one kernel's predecoding and the
// Predecoder that turns one function's instructions into Ops (predecode.hpp
// is the interface; this header is theirs alone).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "targets/ptx/machine/predecode.hpp"

namespace gpuasm::ptx::predecoding {

// Every .global and .const variable of the module (its own and those declared
// in bodies), in one order, each at its offset in its blob.
struct Placement {
  std::map<const Variable*, uint64_t> offsets;
  ModuleLayout layout;
};

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
  void wideVectorSlots(const Instruction& instruction, Op& op);

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

}  // namespace gpuasm::ptx::predecoding
