#pragma once

// Which VOP1, VOP2 and VOPC instructions have an SDWA or DPP form (GFX8 and GFX9: VI ISA
// manual, section 6.3; llvm-mc-14 where the manual says nothing): one table of rules that
// the assembler (extension_formats.cpp: it refuses the form) and the listing
// (extension_printer.cpp: it lists such a word as data) both read, so that what one writes
// the other takes back.
#include <cstdint>
#include <string_view>

#include "targets/gcn/isa.hpp"

namespace gpuasm::gcn {

// DPP's row_newbcast controls (gfx90a): 0x150 + the row, 0 to 15.
inline constexpr uint32_t kRowNewbcast = 0x150;
inline constexpr bool isRowNewbcast(uint32_t control) {
  return control >= kRowNewbcast && control <= kRowNewbcast + 15;
}

// Why `info` has no SDWA (`sdwa`) or DPP form on `generation` and CDNA processor `cdna`, as a
// clause both readers put after "'MNEMONIC' has no SDWA form: "; empty when it has one.
// `rowNewbcast`: the DPP control is a row_newbcast (gfx90a's 64-bit DPP takes it alone).
std::string_view extensionRefusal(const InstructionInfo& info, bool sdwa, Generation generation,
                                  Cdna cdna, bool rowNewbcast);

}  // namespace gpuasm::gcn
