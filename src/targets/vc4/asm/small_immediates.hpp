// The values an ALU makes from one small immediate, as vc4asm's `mov dst,
// value` uses them (vc4asm's smallimmediate.html): `add dst, 8, 8` moves 16,
// `mul24 dst, 5, 5` 25, `or ra0.8abcd, -13, -13` 0xf3f3f3f3.
#pragma once

#include <cstdint>
#include <optional>
#include <span>

#include "targets/vc4/isa.hpp"

namespace gpuasm::vc4 {

// `op dst, x, x` on one unit, x the small immediate `code`, its result
// packed or not.
struct DerivedImmediate {
  Unit unit = Unit::Add;
  uint8_t opcode = 0;
  uint8_t code = 0;     // 0..47; 48..63 (-16..-1) on the add unit beside a mul rotation only
  uint8_t pack = 0;     // 0: none; else a regfile-A pack, or the mul colour pack
  bool colour = false;  // `pack` is the mul colour pack (pm = 1)
};

// Every way to make `value` (never 0: vc4asm moves 0 as `xor x, x`), in
// vc4asm 80ab48de's order of preference: unpacked results first, then those
// of the regfile-A pack 8abcd, the mul colour pack 8abcdc, 8abcds and 32s;
// within each, by operation (add unit: or, ror, add, itof, ftoi, shl, fadd,
// not, clz, shr, v8adds, fsub; mul unit: v8min, mul24, v8adds, v8muld, fmul),
// then by code. One code gives a value once per unit and pack (the first
// operation). The add unit's codes 48..63 are the mul unit's rotations: a move
// may use one only where a rotation of the line has set it.
std::span<const DerivedImmediate> derivedImmediates(uint32_t value);

// The small immediate with these 32 bits, read as an integer (-16..15) or a
// float (1/256 .. 128, powers of two): vc4asm matches a source's bits, so
// `0x3f800000` is 1.0 and `0.0` is 0.
std::optional<uint8_t> smallImmediateForBits(uint32_t bits);

// vc4asm's optimiser folds an operation on constants into a load of its
// result: one operation of two operands, both the instruction's small
// immediate, beside an idle other unit, with no flags, pack, unpack,
// rotation, signal or other read (vc4asm 80ab48de: `add r0, 8, 8` is `ldi
// r0, 16`, `fmul r1, 0.5, 0.5` `ldi r1, 0.25`; `not r0, 5`, one operand,
// stays). The value the QPU computes (vc4asm's `fsub r0, 1.0, 1.0` loads
// 2.0, a bug of its own we do not copy); nullopt for anything else, and where
// an input or the result is a float NaN or infinity (left to the QPU).
std::optional<uint32_t> foldedOperation(const Instruction& in);
// An operation that would fold but for a `read` beside it: vc4asm's optimiser
// then gives up after writing the idle unit's condition `always` (`add r0, 8,
// 8; read ra1` is 0x0c048fc0, 0xd0024827).
bool foldBlockedByReads(const Instruction& in);

}  // namespace gpuasm::vc4
