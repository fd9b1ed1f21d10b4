#pragma once

// The relocations of data directives (`.quad tab`, `.long ext - .`) in a GCN
// object: what llvm-mc's MCValue is (a symbol, less a label of the field's
// own section, plus a constant), read from the field's expression once
// layout has given every label its address (docs/gcn.md, "Relocations in
// data").
#include "gpuasm/assembler.hpp"
#include "targets/gcn/instruction.hpp"

namespace gpuasm::gcn {

// Whether `field` needs a relocation; if so it is recorded in `sink` (by the
// field's address), field.out holds its addend, and true is returned. A
// value no relocation can express is an error (reported to ctx, true
// returned, nothing recorded). False: the field is a constant (a number, a
// difference of two labels of one section) for the core to write.
bool encodeDataRelocation(const DataField& field, const EncodeContext& ctx, RelocationSink& sink);

}  // namespace gpuasm::gcn
