// What a target tells the core to build DWARF debug sections from the GNU as
// directives `.file N`, `.loc` and `.cfi_*` (docs/assembler.md, "Debug
// information"): a TargetAssembler that also derives from DwarfTarget takes
// them; to any other target they are errors. A capability of its own rather
// than a member of TargetAssembler, so that only the targets that describe
// their DWARF registers and addresses see it.
#pragma once

#include <cstdint>
#include <optional>

namespace gpuasm {

class TokenCursor;
class DirectiveContext;

// The target's values of LLVM's MCAsmInfo and MCRegisterInfo that
// llvm-mc writes into .debug_line and .debug_frame.
struct DwarfRules {
  uint8_t addressBytes = 8;  // DW_LNE_set_address and an FDE's initial location (an ELF64 object)
  // The line table's minimum_instruction_length and the CIE's code alignment
  // factor (MCAsmInfo::getMinInstAlignment).
  uint8_t minimumInstructionBytes = 1;
  int8_t dataAlignment = -4;  // the CIE's data alignment factor (the stack slot, signed by growth)
  uint32_t returnAddressRegister = 0;  // the CIE's return address column (a DWARF register)
};

class DwarfTarget {
 public:
  virtual ~DwarfTarget() = default;
  virtual DwarfRules dwarfRules() const = 0;
  // A register operand of a `.cfi_*` directive written as the target names it (`s5`, `v0`):
  // its DWARF number, its tokens consumed; nullopt, nothing consumed, where the cursor holds
  // no register name of the target (the core then reads a DWARF number).
  virtual std::optional<uint32_t> dwarfRegister(TokenCursor& cursor,
                                                DirectiveContext& context) const {
    (void)cursor;
    (void)context;
    return std::nullopt;
  }
};

}  // namespace gpuasm
