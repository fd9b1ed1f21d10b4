// Reading the source operands of an instruction and writing its results
// under EXEC: the inline constants of the SI ISA manual (section 3.6.2,
// "Scalar ... Operands"; table 13.1 SSRC0), literals, and the special
// registers read as values (VCCZ, EXECZ, SCC).
#pragma once

#include <bit>
#include <cstdint>
#include <cstring>

#include "targets/gcn/machine/program.hpp"
#include "targets/gcn/machine/wavefront.hpp"

namespace gpuasm::gcn::machine {

// The float inline constants 0.5, -0.5, 1, -1, 2, -2, 4, -4 (codes 240-247)
// as single and as double bits (a 64-bit operand reads the double).
inline constexpr uint32_t kFloatConstants[8] = {0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000,
                                                0x40000000, 0xc0000000, 0x40800000, 0xc0800000};
inline constexpr uint64_t kDoubleConstants[8] = {
    0x3fe0000000000000, 0xbfe0000000000000, 0x3ff0000000000000, 0xbff0000000000000,
    0x4000000000000000, 0xc000000000000000, 0x4010000000000000, 0xc010000000000000};

// GFX9's src_shared_base, src_shared_limit, src_private_base and
// src_private_limit (235-238) as 64-bit values: the aperture's first and last
// byte (wavefront.hpp). A 32-bit operand reads the low dword, as LLVM reads
// them (SIISelLowering: "the real value is in the upper 32 bits", so it takes
// them by a 64-bit move).
inline uint64_t apertureValue(const Wavefront& w, uint32_t code) {
  const uint64_t base =
      uint64_t{code < operand::kSharedBaseGfx9 + 2 ? w.sharedApertureHigh : w.privateApertureHigh}
      << 32;
  return (code - operand::kSharedBaseGfx9) & 1 ? base | 0xffffffffu : base;
}

// The value of a scalar source (any code below 256).
inline uint32_t scalarValue(const Wavefront& w, uint32_t code, uint32_t literal) {
  if (code < 128) return w.scalar[code];
  if (code <= operand::kPositiveLast) return code - operand::kZero;
  if (code <= operand::kNegativeLast)
    return static_cast<uint32_t>(-static_cast<int32_t>(code - 192));
  if (code >= operand::kHalf && code <= operand::kMinusFour)
    return kFloatConstants[code - operand::kHalf];
  switch (code) {
    case operand::kVccz:
      return w.vcc() == 0;
    case operand::kExecz:
      return w.exec() == 0;
    case operand::kScc:
      return w.scc;
    case operand::kLiteral:
      return literal;
    case operand::kInvTwoPi:  // GFX8 and later; the predecoder refuses it on SI and CI
      return operand::kInvTwoPiBits32;
    default:
      if (code >= operand::kSharedBaseGfx9 && code < operand::kPopsExitingWaveIdGfx9)
        return static_cast<uint32_t>(apertureValue(w, code));
      return 0;  // reserved codes: the predecoder refuses them
  }
}

// A 64-bit scalar source: a register pair, or a constant widened as the
// hardware does (integers sign-extended, float constants as doubles; a
// literal zero-extended, which only integer operands use here).
inline uint64_t scalarValue64(const Wavefront& w, uint32_t code, uint32_t literal) {
  if (code < 128) return w.pair(code);
  if (code <= operand::kNegativeLast)
    return static_cast<uint64_t>(
        static_cast<int64_t>(static_cast<int32_t>(scalarValue(w, code, literal))));
  if (code >= operand::kHalf && code <= operand::kMinusFour)
    return kDoubleConstants[code - operand::kHalf];
  if (code == operand::kInvTwoPi) return operand::kInvTwoPiBits64;
  if (code >= operand::kSharedBaseGfx9 && code < operand::kPopsExitingWaveIdGfx9)
    return apertureValue(w, code);
  return scalarValue(w, code, literal);
}

// The 64 lane values of a vector-format source: the VGPR's own row, or the
// scalar value broadcast into `broadcast`. Always inlined: GCC otherwise
// outlines the broadcast part of it into a call, which costs the integer
// handlers about 15% (bench/gcn_simulator_bench.cpp).
[[gnu::always_inline]] inline const uint32_t* laneValues(const Wavefront& w, uint32_t code,
                                                         uint32_t literal,
                                                         uint32_t (&broadcast)[kLanes]) {
  if (code >= operand::kVgpr0) return w.vgpr[code - operand::kVgpr0];
  const uint32_t value = scalarValue(w, code, literal);
  for (uint32_t& lane : broadcast) lane = value;
  return broadcast;
}

// A lane's 64-bit value of a source that takes a register pair (v_lshl_b64).
inline uint64_t laneValue64(const Wavefront& w, uint32_t code, uint32_t literal, uint32_t lane) {
  if (code >= operand::kVgpr0) {
    const uint32_t reg = code - operand::kVgpr0;
    const uint32_t high = reg + 1 < kVgprs ? w.vgpr[reg + 1][lane] : 0;
    return w.vgpr[reg][lane] | uint64_t{high} << 32;
  }
  return scalarValue64(w, code, literal);
}

// Writes `result(lane)` into the lanes EXEC enables; the others keep theirs.
// A whole wave (the common case) takes a loop without the per-lane select,
// which the compiler vectorises best.
template <typename Result>
inline void writeActive(Wavefront& w, uint32_t* destination, Result result) {
  const uint64_t exec = w.exec();
  if (exec == ~uint64_t{0}) {
    for (uint32_t lane = 0; lane < kLanes; ++lane) destination[lane] = result(lane);
    return;
  }
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    const uint32_t value = result(lane);
    destination[lane] = (exec >> lane & 1) ? value : destination[lane];
  }
}

// 64 flags (0 or 1 each) as the bits of a mask, lane 0 lowest: eight at a
// time by one multiply, which gathers the low bit of each byte of a word
// into its top byte.
inline uint64_t packFlags(const uint8_t (&flags)[kLanes]) {
  uint64_t mask = 0;
  for (uint32_t group = 0; group < kLanes / 8; ++group) {
    uint64_t eight;
    std::memcpy(&eight, flags + group * 8, 8);
    mask |= ((eight * 0x0102040810204080u) >> 56) << (group * 8);
  }
  return mask;
}

// A per-lane condition as a 64-bit mask, 0 in the lanes EXEC disables (the
// SI ISA manual: compares and carries write 0 for inactive lanes).
template <typename Condition>
inline uint64_t activeMask(const Wavefront& w, Condition condition) {
  uint8_t flags[kLanes];
  for (uint32_t lane = 0; lane < kLanes; ++lane) flags[lane] = condition(lane) ? 1 : 0;
  return packFlags(flags) & w.exec();
}

inline float asFloat(uint32_t bits) {
  return std::bit_cast<float>(bits);
}
inline uint32_t asBits(float value) {
  return std::bit_cast<uint32_t>(value);
}

}  // namespace gpuasm::gcn::machine
