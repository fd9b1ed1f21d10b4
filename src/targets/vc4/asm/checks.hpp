// The VideoCore IV instruction restrictions: the list in VideoCoreIV-AG100-R,
// "Summary of Instruction Restrictions" (page 37), the rules spread through
// section 3 (both ALUs writing one register, page 19; branch delay slots, page
// 20; thread switch and end delay slots, page 21; uniforms address, page 22) and
// section 4 (TMU FIFO, pages 23 and 38-39), with the corrections of the vc4asm
// addendum (maazl/vc4asm doc/VideoCoreIV-addendum: conditional peripheral
// writes, branch distance, concurrent VPM access, usable TMU FIFO depth).
//
// The checks read each instruction's encoded word, so they see exactly which
// register file every operand landed in. Conflicts that cannot be encoded at all
// (two regfile-A addresses, a small immediate with a regfile-B read, two outputs
// to one register file) are the encoder's `invalid-combination` errors.
//
// Control flow is followed only as straight-line code in item order. Labels do
// not break it (the fall-through into a label is a real path), but code after
// an unconditional exit (an unconditional branch's three delay slots, a thread
// end's two) is unreachable until the next label and does not fall into it.
// Data, `.align` and section changes break it too. Conditional branches fall
// through. Not followed: what a branch target inherits from the branches that
// jump to it (hazards across a taken branch go unreported).
#pragma once

#include <span>
#include <string_view>
#include <vector>

#include "gpuasm/assembler.hpp"
#include "gpuasm/diagnostics.hpp"

namespace gpuasm::vc4 {

// The codes of the warnings the checks give (all other findings are errors:
// what the hardware then does is undefined).
std::span<const std::string_view> restrictionWarningCodes();

// Reports every violated restriction in the program, at the instruction that
// completes it, with a note at the earlier instruction it conflicts with.
void checkInstructionRestrictions(const std::vector<ProgramItem>& items,
                                  DiagnosticEngine& diagnostics);

}  // namespace gpuasm::vc4
