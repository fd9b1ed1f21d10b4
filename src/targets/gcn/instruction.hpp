// The records the gcn assembler builds from a source line: a parsed operand
// (Value32) and a pending instruction (Instruction) whose dwords are known at
// parse time except a literal or a branch offset that waits for layout.
// Passes after parsing (the hazard checks) read `word` and `dwords`.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <span>
#include <string>

#include "gpuasm/assembler.hpp"
#include "targets/gcn/isa.hpp"

namespace gpuasm::gcn {

// A parsed source or destination operand.
struct Value32 {
  enum class Kind : uint8_t { Register, Constant, Literal, Deferred };
  Kind kind = Kind::Register;
  uint32_t code = 0;   // the 9-bit operand code (a VGPR is 256 + n); 255 for a literal
  uint8_t dwords = 1;  // registers in a range; 0 for a constant (fits any width)
  uint32_t literal = 0;
  ExprPtr deferred;  // a literal whose value is known only after layout (a label)
  bool abs = false, neg = false;
  bool sext = false;  // SDWA's sext(...) on an integer source
  // an accumulation register a0-a255 (code 256 + n, as a VGPR: the instruction says which)
  bool agpr = false;
  SourceLocation location;

  bool isVgpr() const { return kind == Kind::Register && code >= operand::kVgpr0 && !agpr; }
  bool isAgpr() const { return kind == Kind::Register && agpr; }
  bool isScalarRegister() const { return kind == Kind::Register && code < operand::kVgpr0; }
  bool isLiteral() const { return kind == Kind::Literal || kind == Kind::Deferred; }
};

// A literal that the linker fills (an ELF object's relocation): `sym@rel32@lo+4`,
// `sym@gotpcrel32@hi+12`, `sym@abs32@lo`, or in an object source (one with
// ELF directives) a symbol no line defines. `variant` is what follows the
// '@' ("" for a plain symbol); the literal holds `addend` until the object's
// writer decides (object_directives.hpp).
struct LiteralRelocation {
  std::string symbol, variant;
  int64_t addend = 0;
  SourceLocation location;
  // A data directive's field (data_relocations.hpp) rather than a literal:
  // 4 or 8 bytes, a plain symbol absolute (R_AMDGPU_ABS32/64) or, less a
  // label of the field's section, PC-relative (R_AMDGPU_REL32/64).
  bool data = false;
  bool pcRelative = false;
  uint8_t bytes = 4;
};

// What the instructions of one assembly hand over as they are encoded, by the
// literal's address (an instruction encoded twice records once).
struct RelocationSink {
  bool objectSource = false;  // the source used ELF directives (.globl, .section ..., ...)
  // The assembly's own diagnostics: an encoding reporting elsewhere is the
  // core's trial at a made-up address (EarlyEncoder), which records nothing.
  const DiagnosticEngine* diagnostics = nullptr;
  std::map<uint64_t, LiteralRelocation> literals;
};

class Instruction final : public PendingInstruction {
 public:
  uint64_t word = 0;   // the instruction's one or two dwords, first dword in the low half
  uint8_t dwords = 1;  // without the literal
  bool hasLiteral = false;
  uint32_t literal = 0;
  ExprPtr deferredLiteral;
  ExprPtr branchTarget;                         // simm16 = (target - pc - 4) / 4
  std::shared_ptr<RelocationSink> relocations;  // where a relocated literal goes
  SourceLocation location;
  SourceLocation branchLocation;

  uint32_t units() const override { return (dwords + (hasLiteral ? 1 : 0)) * 4u; }
  bool mayDependOnAddress() const override { return branchTarget != nullptr; }
  void encode(const EncodeContext& ctx, std::span<uint8_t> out) const override;
};

}  // namespace gpuasm::gcn
