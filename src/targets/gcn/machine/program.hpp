// A kernel decoded once before it runs (DESIGN.md, principle 2): per
// instruction the handler of its semantics and the operand fields taken out
// of its encoding with the table's BitFields, so that the run loop parses
// nothing. The rows come from the one instruction table (isa.hpp: classify,
// rowOfWord, operands); the handler is the row's own (semanticsOf).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "targets/gcn/isa.hpp"
#include "targets/gcn/machine/wavefront.hpp"

namespace gpuasm::gcn::machine {

struct Decoded;
struct Memory;
struct Lds;

// What one instruction's handler works on: the wave, and where it says that
// the run ends (s_endpgm) or faults.
struct Execution {
  Wavefront& wave;
  Memory* memory = nullptr;  // what SMRD and MUBUF read and write; none: they fault
  Lds* lds = nullptr;        // the work-group's LDS, for DS; none: they fault
  std::optional<Fault> fault;
  bool stop = false;       // s_endpgm, s_barrier or a fault
  bool atBarrier = false;  // stopped at s_barrier: the work-group resumes it
  // The instructions this run executed before the current one (runWave's
  // count); with Wavefront::retired, s_memtime's clock.
  const uint64_t* runInstructions = nullptr;
  void raise(const Decoded& d, std::string kind, std::string message,
             std::optional<uint32_t> lane = std::nullopt,
             std::optional<uint64_t> value = std::nullopt);
};

using Handler = void (*)(Execution&, const Decoded&);

// Whether an instruction has semantics: what the predecoder found, so that a
// tool can list what a kernel would fault on before running it.
enum class Support : uint8_t { Runs, Unsupported, Illegal };

struct Decoded {
  Handler handler = nullptr;
  Support support = Support::Runs;
  // Whether the instruction works on the wave's 64 lanes (vector ALU and
  // memory, LDS, exports) rather than once for the wave (scalar ALU and
  // memory, program control): what run reports count lane-instructions by.
  bool perLane = false;
  const InstructionInfo* info = nullptr;  // nullptr: no row decodes (illegal)
  uint32_t address = 0;                   // byte address
  uint32_t next = 0;                      // byte address of the instruction after it
  uint32_t literal = 0;                   // the literal dword, where there is one
  // The destination: a VGPR number (vdst) or a scalar operand code (sdst).
  uint16_t dst = 0;
  // The scalar pair a compare or a carry writes: VCC (106) in the 32-bit
  // forms, the VOP3 sdst (VOP3b) or vdst (a VOPC promoted to VOP3) field.
  uint16_t sdst = operand::kVccLo;
  // Sources as 9-bit operand codes (256 and up: VGPRs). VOP2's vsrc1 is
  // stored as 256 + n, except where the row names it a scalar (v_readlane's
  // lane select). src[2] of VOP2 v_addc/v_subb/v_cndmask is VCC, as in VOP3
  // it is the SGPR pair named by src2.
  std::array<uint16_t, 3> src{};
  int32_t simm16 = 0;  // sign-extended
  uint8_t neg = 0, abs = 0, omod = 0;
  bool clamp = false;
  // The first two dwords, for the memory formats, with GFX8's and GFX9's
  // moved bits put where SI has them (DS's gds at 17, MUBUF's and MTBUF's
  // bit 15 (SI's addr64) clear), so that one handler serves every generation.
  uint64_t raw = 0;
  uint16_t badOperand = 0;  // the source code an Illegal instruction names
  Generation generation = Generation::SouthernIslands;  // the column it was decoded by
};

struct Program {
  std::vector<Decoded> code;
  // The index into `code` of the instruction starting at each dword; -1 for
  // a literal or a second dword.
  std::vector<int32_t> indexOfDword;
  std::optional<size_t> indexAt(uint32_t address) const {
    if (address % 4 || address / 4 >= indexOfDword.size()) return std::nullopt;
    int32_t index = indexOfDword[address / 4];
    if (index < 0) return std::nullopt;
    return static_cast<size_t>(index);
  }
};

// Decodes every instruction of `words` (code starting at byte address 0). An
// instruction that does not decode, or whose row has no semantics, gets a
// handler that faults when it runs (naming it), so a kernel that never
// reaches it still runs. `generation`: the table's column and the layouts
// the words are decoded by (isa.hpp: layout, rowOfWord): GFX7's FLAT, GFX8's
// VOP3 (clamp at bit 15), SMEM, SDWA and DPP, GFX9's FLAT segments.
//
// Operand fields come out in one shape for every generation: SMRD and SMEM
// put the base pair's first SGPR in src[0], the offset in src[1] (an SGPR
// code, or kLiteral with the byte offset in `literal`) and GFX9's soffset in
// src[2] (kZero where there is none). GFX9's FLAT, GLOBAL and SCRATCH put
// their offset in simm16 and saddr in src[1]. SDWA and DPP put the real src0
// in src[0], their float modifiers in neg/abs (bits 0 and 1), SDWA's clamp
// and omod in clamp/omod, and their second dword in `literal`; the handler is
// then extensions.hpp's, which transforms the operands and calls the row's.
//
// `processor` (where the code says which: a code object's e_flags, --mcpu)
// decides the rows only some processors of a generation have: on gfx906,
// gfx908 and gfx90a (Processor::deepLearning) the v_mad_mix* opcodes are
// v_fma_mix*; elsewhere their dot-product rows fault, naming the processors
// that have them. Without one, the generation's rows decode as the
// disassembler's default (v_mad_mix*, the dot products run).
Program predecode(std::span<const uint32_t> words,
                  Generation generation = Generation::SouthernIslands,
                  const Processor* processor = nullptr);

// The handler of a row of the table: its semantics column (instructions.def,
// semantics.hpp); nullptr for a row marked Unsimulated.
Handler semanticsOf(const InstructionInfo& row);

}  // namespace gpuasm::gcn::machine
