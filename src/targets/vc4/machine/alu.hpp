// What the QPU's two ALUs, its pack/unpack units, its flags and its SFU do to
// 16 lanes of data: the "what" of every vc4 instruction, shared by the
// functional and cycle models. Facts: VideoCoreIV-AG100-R pages 26-36 and the
// vc4asm addendum.
#pragma once

#include <array>
#include <cstdint>

#include "targets/vc4/isa.hpp"
#include "targets/vc4/machine/lanes.hpp"

namespace gpuasm::vc4 {

// Per-lane condition flags; 0 or 1. Lanes are 32 bits wide, as the data
// they select, so that the selections vectorise.
struct Flags {
  std::array<uint32_t, kLanes> zero{}, negative{}, carry{};
};
// 1 where a lane takes part (its condition holds), else 0.
using LaneMask = std::array<uint32_t, kLanes>;

// The lanes where a condition code (table 2) holds. Inline: both ALUs of
// every instruction ask, and a 16-byte mask returned from a call is slow to reload.
inline LaneMask conditionMask(uint32_t condition, const Flags& flags) {
  LaneMask mask{};
  const std::array<uint32_t, kLanes>* source = nullptr;
  uint32_t invert = 0;
  switch (condition & 7) {
    case 0:  // never
      return mask;
    case 1:  // always
      mask.fill(1);
      return mask;
    case 2:  // ifz (ZS)
      source = &flags.zero;
      break;
    case 3:  // ifnz (ZC)
      source = &flags.zero, invert = 1;
      break;
    case 4:  // ifn (NS)
      source = &flags.negative;
      break;
    case 5:  // ifnn (NC)
      source = &flags.negative, invert = 1;
      break;
    case 6:  // ifc (CS)
      source = &flags.carry;
      break;
    default:  // ifnc (CC)
      source = &flags.carry, invert = 1;
      break;
  }
  for (uint32_t i = 0; i < kLanes; ++i) mask[i] = ((*source)[i] & 1) ^ invert;
  return mask;
}

// Updates the flags of the lanes in `enabled` from an ALU result (the add
// ALU's unless it is a nop, then the mul ALU's).
void setFlags(const OpInfo& op, const Vector& result, const Vector& carry, const LaneMask& enabled,
              Flags& flags);

// Unpack of a regfile-A read (pm = 0) and of r4 (pm = 1), for an operation
// that takes floats (`floatInput`) or integers.
uint32_t unpackRegfileA(uint32_t mode, uint32_t value, bool floatInput);
uint32_t unpackR4(uint32_t mode, uint32_t value, bool floatInput);
// Pack of an ALU result into the destination's previous value: regfile-A
// pack (pm = 0) and the mul colour pack (pm = 1).
uint32_t packRegfileA(uint32_t mode, uint32_t value, uint32_t previous, bool floatResult);
uint32_t packMulColour(uint32_t mode, uint32_t value, uint32_t previous);

// The mul ALU's full-vector rotation (small immediates 48..63). Table 5:
// "rotated by 1 upwards (so element 0 moves to element 1)"; [pyvc]
// test_vector_rotation matches np.roll(x, n) on hardware.
inline Vector rotate(const Vector& value, uint32_t upwards) {
  Vector out;
  for (uint32_t i = 0; i < kLanes; ++i) out[i] = value[(i - upwards) & (kLanes - 1)];
  return out;
}

// Regfile-A pack with the signed overflow of the add ALU's result, which the
// 32s mode saturates on (table 7: "given overflow/carry flags"); the
// four-argument form above assumes no overflow.
uint32_t packRegfileA(uint32_t mode, uint32_t value, uint32_t previous, bool floatResult,
                      bool signedOverflow);
// Whether an add-ALU opcode overflowed as a signed 32-bit operation (add, sub;
// false for every other opcode).
bool signedOverflow(uint32_t addOpcode, uint32_t a, uint32_t b, uint32_t result);

// One function per opcode (tables 12 and 13), the `execute` column of the op table.
// Float operations flush denormal inputs and results to zero (sign kept), read
// NaN inputs as infinities and round toward zero; see alu.cpp for the sources.
// Precondition of fadd, fsub, fmul and itof: a QpuRounding (float_mode.hpp) is
// held; the host rounds for them. Every other function here gives the same
// result in any host rounding mode.
void opFadd(const Vector& a, const Vector& b, Vector& result, Vector& carry);
void opFsub(const Vector& a, const Vector& b, Vector& result, Vector& carry);
void opFmin(const Vector& a, const Vector& b, Vector& result, Vector& carry);
void opFmax(const Vector& a, const Vector& b, Vector& result, Vector& carry);
void opFminabs(const Vector& a, const Vector& b, Vector& result, Vector& carry);
void opFmaxabs(const Vector& a, const Vector& b, Vector& result, Vector& carry);
void opFtoi(const Vector& a, const Vector& b, Vector& result, Vector& carry);
void opItof(const Vector& a, const Vector& b, Vector& result, Vector& carry);
void opAdd(const Vector& a, const Vector& b, Vector& result, Vector& carry);
void opSub(const Vector& a, const Vector& b, Vector& result, Vector& carry);
void opShr(const Vector& a, const Vector& b, Vector& result, Vector& carry);
void opAsr(const Vector& a, const Vector& b, Vector& result, Vector& carry);
void opRor(const Vector& a, const Vector& b, Vector& result, Vector& carry);
void opShl(const Vector& a, const Vector& b, Vector& result, Vector& carry);
void opMin(const Vector& a, const Vector& b, Vector& result, Vector& carry);
void opMax(const Vector& a, const Vector& b, Vector& result, Vector& carry);
void opAnd(const Vector& a, const Vector& b, Vector& result, Vector& carry);
void opOr(const Vector& a, const Vector& b, Vector& result, Vector& carry);
void opXor(const Vector& a, const Vector& b, Vector& result, Vector& carry);
void opNot(const Vector& a, const Vector& b, Vector& result, Vector& carry);
void opClz(const Vector& a, const Vector& b, Vector& result, Vector& carry);
void opV8adds(const Vector& a, const Vector& b, Vector& result, Vector& carry);
void opV8subs(const Vector& a, const Vector& b, Vector& result, Vector& carry);
void opFmul(const Vector& a, const Vector& b, Vector& result, Vector& carry);
void opMul24(const Vector& a, const Vector& b, Vector& result, Vector& carry);
void opV8muld(const Vector& a, const Vector& b, Vector& result, Vector& carry);
void opV8min(const Vector& a, const Vector& b, Vector& result, Vector& carry);
void opV8max(const Vector& a, const Vector& b, Vector& result, Vector& carry);

// The special functions written through sfu_recip .. sfu_log (into r4).
enum class SfuFunction : uint8_t { Reciprocal, ReciprocalSqrt, Exp2, Log2 };
uint32_t sfu(SfuFunction function, uint32_t value);

}  // namespace gpuasm::vc4
