// GFX8's sub-dword addressing (SDWA) and data-parallel primitives (DPP), which
// GFX9 keeps: operand-level transforms around the handler of any VOP1, VOP2
// or VOPC row (VI ISA manual, section 6.3; isa.hpp, namespaces sdwa and dpp).
// The predecoder (program.cpp) gives an instruction in either form one of
// these handlers; it finds the row's own through semanticsOf.
#pragma once

#include "targets/gcn/machine/program.hpp"

namespace gpuasm::gcn::machine::extension {

// SDWA: each source's byte or word selected (src0_sel, src1_sel) and zero-
// or sign-extended (sext), the row's operation, and its result put in the
// destination's byte or word (dst_sel) with the other bits zeroed, sign
// extension or kept (dst_unused).
void sdwa(Execution& x, const Decoded& d);
// DPP: src0 read from another lane of the row, the wave or the quad
// (dpp_ctrl); lanes whose row or bank is masked off keep their destination,
// as do lanes whose source lane is out of range or off in EXEC unless
// bound_ctrl makes that source read 0.
void dpp(Execution& x, const Decoded& d);

}  // namespace gpuasm::gcn::machine::extension
