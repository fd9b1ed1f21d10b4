// VideoCore IV assembly in the QASM dialect of the AES-on-Raspberry-Pi bachelor
// thesis (reference seed 000, chapters 3 and 4): one instruction per line,
//
//   add-op[.sig][.packX][.unpackX] w, a, b; mul-op w, a, b   # comment
//   add-op w, a, b; nop                 (the mul shorthand: the mul unit idles)
//   ldi w1[, w2], imm
//   brr[.cond] w1, w2, label[, ra#]     (cond: zf ze zs zc nf ne ns nc cf ce cs cc)
//   brr w1, w2, BRANCHBACK, ra#         (return to the address held in ra#)
//   sema up|down, n
//
// Registers are raw addresses: `ra0`..`ra63` and `rb0`..`rb63` name regfile A
// and B (reads and writes both, with the meanings of the register map), and
// `r0`..`r5` are the accumulators, which are read only (they are written
// through ra32..ra37 / rb32..rb37). The first operand of an ALU op is ra# or r#,
// the second rb#, r# or a small immediate, written as its 6-bit code 0..47 (the
// thesis's "0 to 63"; codes 48..63 rotate the mul output and are refused).
// Signals: .tend (thread end), .tmu and .tmu0 (load TMU0), .tmu1 (load TMU1),
// and the vc4asm signal names (.thrsw, .sbwait, ...) for the rest.
//
// The assembler chooses what the thesis says it chooses: every non-nop add
// operation sets the flags and both conditions are "always"; the write swap
// follows the destination files. A `nop` operation's registers are dummies: the
// unit is left idle (condition never, write address 39), which is also what the
// `nop` mul shorthand gives. `brr` is relative (the offset counts from the
// branch plus four instructions); `BRANCHBACK` branches absolutely to ra#.
//
// The instruction table, the in-memory `Instruction` and its encoder are the
// ones the vc4asm dialect uses (isa.hpp), and so are the restriction checks
// (checks.hpp); only the text differs. Chosen with -m dialect=thesis.
#pragma once

#include <memory>

#include "gpuasm/assembler.hpp"

namespace gpuasm::vc4 {

// With `checkRestrictions` false the whole-program restriction checks are
// skipped (-m restrictions=off): for deliberately hazardous experiments.
std::unique_ptr<TargetAssembler> makeThesisAssembler(bool checkRestrictions = true);

}  // namespace gpuasm::vc4
