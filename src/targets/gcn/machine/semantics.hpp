// The semantics column of the instruction table (instructions.def): every row
// marked Simulated declares a handler named after its mnemonic here, which a
// file of machine/ defines with GCN_SEMANTICS(mnemonic) { ... } (x: the
// Execution, d: the Decoded). The build checks the column: a definition with
// no Simulated row does not compile (a qualified name must be declared), a
// Simulated row without a definition does not link.
#pragma once

#include "targets/gcn/isa.hpp"
#include "targets/gcn/machine/program.hpp"

namespace gpuasm::gcn::machine {

// A row marked SimulatedGfx8 is GFX8's meaning of a mnemonic that GFX9 gave
// to another instruction (v_add_u32: GFX8's add with carry-out, GFX9's add
// without): its handler is named mnemonic_gfx8, leaving the mnemonic's own
// name to the other row. A row marked SimulatedGfx9 is GFX9's instruction
// under a mnemonic an older row already has (GFX9's VOP3-only v_add_i32, a
// signed add without carry): its handler is named mnemonic_gfx9.
namespace semantics {
#define GCN_DECLARE_Simulated(mnemonic) void mnemonic(Execution& x, const Decoded& d);
#define GCN_DECLARE_SimulatedGfx8(mnemonic) void mnemonic##_gfx8(Execution& x, const Decoded& d);
#define GCN_DECLARE_SimulatedGfx9(mnemonic) void mnemonic##_gfx9(Execution& x, const Decoded& d);
#define GCN_DECLARE_Unsimulated(mnemonic)
#define GCN_INSTRUCTION(mnemonic, format, opcode, signature, flags, semantics) \
  GCN_DECLARE_##semantics(mnemonic)
#include "targets/gcn/instructions.def"
#undef GCN_INSTRUCTION
#undef GCN_DECLARE_Simulated
#undef GCN_DECLARE_SimulatedGfx8
#undef GCN_DECLARE_SimulatedGfx9
#undef GCN_DECLARE_Unsimulated
}  // namespace semantics

// Whether a handler reads GFX9's VOP3 op_sel itself (the 16-bit rows GFX9
// shares with GFX8, gfx8_vector_16bit.cpp): the predecoder refuses op_sel on
// the other rows without `opsel` in their signature.
bool readsOpSel(Handler handler);

// Defines the handler of a Simulated row, in namespace gpuasm::gcn::machine.
#define GCN_SEMANTICS(mnemonic) \
  void semantics::mnemonic([[maybe_unused]] Execution& x, [[maybe_unused]] const Decoded& d)
// The same for a handler that is another function, a template's instance:
// GCN_SEMANTICS_AS(ds_read_b32, (dsRead<4, false>)); (in parentheses when
// it has commas). The compiler inlines the call.
// The handler of a SimulatedGfx9 row.
#define GCN_SEMANTICS_GFX9(mnemonic) \
  void semantics::mnemonic##_gfx9([[maybe_unused]] Execution& x, [[maybe_unused]] const Decoded& d)
#define GCN_SEMANTICS_AS(mnemonic, handler) \
  GCN_SEMANTICS(mnemonic) {                 \
    handler(x, d);                          \
  }                                         \
  static_assert(true)

}  // namespace gpuasm::gcn::machine
