// What vc4asm's instruction joining (doc/instructions.html, "Instruction
// joining") needs besides parsing: trying a joined line without reporting,
// and vc4asm's rule on peripheral accesses. The joining itself is in
// assembler.cpp (parseJoining).
#pragma once

#include <cstdint>
#include <optional>

#include "gpuasm/assembler.hpp"
#include "targets/vc4/asm/vc4asm_line.hpp"

namespace gpuasm::vc4 {

// An InstructionContext whose errors go to a scratch engine: a join that
// does not fit is no error.
class SilentContext final : public InstructionContext {
 public:
  explicit SilentContext(InstructionContext& outer)
      : outer_(outer), scratch_(outer.diagnostics().sources()) {}
  ExprPtr parseExpression(TokenCursor& cursor) override { return outer_.parseExpression(cursor); }
  DiagnosticEngine& diagnostics() override { return scratch_; }
  TargetValuePtr targetValue(std::string_view name) const override {
    return outer_.targetValue(name);
  }
  bool isIntegerSymbol(std::string_view name) const override {
    return outer_.isIntegerSymbol(name);
  }

 private:
  InstructionContext& outer_;
  DiagnosticEngine scratch_;
};

// The line's word with every symbol 0 (a later label has no address yet:
// symbols fill values, not the fields that decide whether parts fit), or
// nullopt when it does not encode; errors go to `scratch`.
std::optional<uint64_t> trialWord(const Line& line, DiagnosticEngine& scratch);

// vc4asm joins no two accesses to the TMUs, SFU, TLB, mutex or their
// kin into one instruction, even where one line may hold them
// (`mov tmu0_s, r0; mov tmu1_s, r1`).
bool accessesPeripheralsTwice(uint64_t word);

}  // namespace gpuasm::vc4
