#pragma once

// Which VOP1, VOP2 and VOPC instructions have an SDWA or DPP form (GFX8 and GFX9: VI ISA
// manual, section 6.3; llvm-mc-14 where the manual says nothing): one table of rules that
// the assembler (extension_formats.cpp: it refuses the form) and the listing
// (extension_printer.cpp: it lists such a word as data) both read, so that what one writes
// the other takes back.
#include <string_view>

#include "targets/gcn/isa.hpp"

namespace gpuasm::gcn {

// Why `info` has no SDWA (`sdwa`) or DPP form on `generation`, as a clause both readers put
// after "'MNEMONIC' has no SDWA form: "; empty when it has one.
std::string_view extensionRefusal(const InstructionInfo& info, bool sdwa, Generation generation);

}  // namespace gpuasm::gcn
