// The parsers of the gcn formats: each reads the operands of one instruction
// of its format (the mnemonic already read) and fills `inst`, or reports the
// first problem through the parser.
#pragma once

#include "targets/gcn/instruction.hpp"
#include "targets/gcn/isa.hpp"
#include "targets/gcn/operand_parser.hpp"

namespace gpuasm::gcn {

// SOP2, SOPK, SOP1, SOPC, SOPP, SMRD (scalar_formats.cpp)
void parseScalar(Parser& p, const InstructionInfo& info, Instruction& inst);
// The encoding a vector mnemonic's suffix asks for: _e32, _e64, and GFX8's
// _sdwa and _dpp (none: the assembler chooses).
enum class VectorForm : uint8_t { Any, E32, E64, Sdwa, Dpp };
// VOP1, VOP2, VOPC, VOP3, and VOP1/VOP2/VOPC with GFX8's SDWA or DPP dword
// (vector_formats.cpp)
void parseVector(Parser& p, const InstructionInfo& info, VectorForm form, Instruction& inst);
void parseInterpolation(Parser& p, const InstructionInfo& info, Instruction& inst);
// DS, MUBUF/MTBUF, MIMG, EXP (memory_formats.cpp)
void parseDs(Parser& p, const InstructionInfo& info, Instruction& inst);
void parseBuffer(Parser& p, const InstructionInfo& info, Instruction& inst);
void parseImage(Parser& p, const InstructionInfo& info, Instruction& inst);
void parseExport(Parser& p, const InstructionInfo& info, Instruction& inst);
// FLAT (GFX7 and later)
void parseFlat(Parser& p, const InstructionInfo& info, Instruction& inst);
// GFX9's VOP3P packed math (packed_formats.cpp)
void parseVop3p(Parser& p, const InstructionInfo& info, Instruction& inst);
// `[1,0]` after `op_sel:` and the like: one to four 0s and 1s, bit n element n.
std::optional<uint32_t> modifierBits(Parser& p, std::string_view name);

}  // namespace gpuasm::gcn
