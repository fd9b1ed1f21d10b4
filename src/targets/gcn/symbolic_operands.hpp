// The names of SI's symbolic 16-bit operands, shared by the parser
// (scalar_formats.cpp) and the printer (disassembler.cpp): the hardware
// registers of s_getreg/s_setreg and the messages of s_sendmsg, and how a
// value splits into their fields.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "targets/gcn/isa.hpp"

namespace gpuasm::gcn {

struct SymbolName {
  std::string_view name;
  uint32_t id;
  Generation since = Generation::SouthernIslands;  // the first generation with the name
};

// SI ISA manual, section 5.5 "S_GETREG / S_SETREG": the hardware registers.
// The simm16 holds the id in bits 5:0, the bit offset in 10:6 and the bit
// count less one in 15:11.
// GFX9 adds SH_MEM_BASES (the Vega ISA manual, S_GETREG_B32; llvm-mc-14
// names it on gfx900 and refuses it on tonga).
inline constexpr SymbolName kHwregs[] = {
    {"HW_REG_MODE", 1},      {"HW_REG_STATUS", 2},
    {"HW_REG_TRAPSTS", 3},   {"HW_REG_HW_ID", 4},
    {"HW_REG_GPR_ALLOC", 5}, {"HW_REG_LDS_ALLOC", 6},
    {"HW_REG_IB_STS", 7},    {"HW_REG_SH_MEM_BASES", 15, Generation::Gfx9}};

// SI ISA manual, section 4.4 "S_SENDMSG": the message in bits 3:0, the
// operation in 6:4 (GS messages use 5:4), the GS stream in 9:8. GFX8 adds
// MSG_SAVEWAVE and GFX9 six more (the VI and Vega ISA manuals, S_SENDMSG;
// llvm-mc-14's names, tonga and gfx900): messages without an operation.
inline constexpr uint32_t kMsgInterrupt = 1, kMsgGs = 2, kMsgGsDone = 3, kMsgSystem = 15;
inline constexpr SymbolName kMessages[] = {{"MSG_INTERRUPT", kMsgInterrupt},
                                           {"MSG_GS", kMsgGs},
                                           {"MSG_GS_DONE", kMsgGsDone},
                                           {"MSG_SAVEWAVE", 4, Generation::VolcanicIslands},
                                           {"MSG_STALL_WAVE_GEN", 5, Generation::Gfx9},
                                           {"MSG_HALT_WAVES", 6, Generation::Gfx9},
                                           {"MSG_ORDERED_PS_DONE", 7, Generation::Gfx9},
                                           {"MSG_EARLY_PRIM_DEALLOC", 8, Generation::Gfx9},
                                           {"MSG_GS_ALLOC_REQ", 9, Generation::Gfx9},
                                           {"MSG_GET_DOORBELL", 10, Generation::Gfx9},
                                           {"MSG_SYSMSG", kMsgSystem}};
inline constexpr SymbolName kGsOperations[] = {
    {"GS_OP_NOP", 0}, {"GS_OP_CUT", 1}, {"GS_OP_EMIT", 2}, {"GS_OP_EMIT_CUT", 3}};
inline constexpr SymbolName kSysOperations[] = {{"SYSMSG_OP_ECC_ERR_INTERRUPT", 1},
                                                {"SYSMSG_OP_REG_RD", 2},
                                                {"SYSMSG_OP_HOST_TRAP_ACK", 3},
                                                {"SYSMSG_OP_TTRACE_PC", 4}};

// GFX8's VGPR index modes (VI ISA manual, S_SET_GPR_IDX_ON): bit n of the
// 4-bit mode turns indexing on for the operand named kGprIndexModes[n].
inline constexpr std::array<std::string_view, 4> kGprIndexModes = {"SRC0", "SRC1", "SRC2", "DST"};

// The name of `id` in `names` that `generation` has, or empty.
template <size_t N>
constexpr std::string_view symbolName(const SymbolName (&names)[N], uint32_t id,
                                      Generation generation = Generation::SouthernIslands) {
  for (const SymbolName& s : names)
    if (s.id == id && s.since <= generation) return s.name;
  return {};
}

}  // namespace gpuasm::gcn
