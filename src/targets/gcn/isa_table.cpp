// The rows of the gcn instruction table (instructions.def): the mnemonic, the
// format, the opcode per generation, the operand signature and the flags; the
// semantics column is the simulator's (machine/semantics.hpp). isa.cpp builds
// the lookups and parses the signatures from them.
#include "targets/gcn/isa.hpp"

namespace gpuasm::gcn {
namespace {

using enum RowFlag;

constexpr InstructionInfo kInstructions[] = {
// A row's opcode column is the parenthesised list (SI, CI, VI, GFX9).
#define GCN_OPCODES(si, ci, vi, gfx9) \
  { si, ci, vi, gfx9 }
#define GCN_INSTRUCTION(mnemonic, format, opcode, signature, flags, semantics) \
  {#mnemonic, Encoding::format, GCN_OPCODES opcode, signature, flags},
#include "targets/gcn/instructions.def"
#undef GCN_INSTRUCTION
#undef GCN_OPCODES
};

}  // namespace

std::span<const InstructionInfo> instructions() {
  return kInstructions;
}

}  // namespace gpuasm::gcn
