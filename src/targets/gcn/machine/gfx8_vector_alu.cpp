// The vector ALU rows GFX8 added or renumbered (VI ISA manual, chapter 6 and
// section 12.7-12.10): VOP2's v_add_u32 / v_sub_u32 / v_subrev_u32 with a
// carry-out (SI's v_add_i32 ..., which GFX8 renamed; GFX8 gave them clamp,
// which saturates), the reversed 64-bit shifts (the shift amount in src0),
// v_perm_b32. The 16-bit rows are in gfx8_vector_16bit.cpp.
#include <algorithm>

#include "targets/gcn/machine/semantics.hpp"
#include "targets/gcn/machine/vector_lanes.hpp"

namespace gpuasm::gcn::machine {
namespace {

using namespace valu;

// a + b or a - b per lane, the carry (borrow) into the sdst pair; clamp
// saturates an unsigned overflow to 0xffffffff and an underflow to 0.
template <bool Subtract, bool Reverse>
void addWithCarry(Execution& x, const Decoded& d) {
  Lanes b0, b1;
  const uint32_t* a = source(x, d, Reverse ? 1 : 0, b0);
  const uint32_t* b = source(x, d, Reverse ? 0 : 1, b1);
  uint32_t* out = destination(x, d);
  uint8_t carries[kLanes];
  const bool clamp = d.clamp;
  writeActive(x.wave, out, [&](uint32_t lane) {
    const uint32_t p = a[lane], q = b[lane];
    const uint32_t value = Subtract ? p - q : p + q;
    const bool carry = Subtract ? q > p : value < p;
    carries[lane] = carry;
    if (clamp && carry) return Subtract ? 0u : 0xffffffffu;
    return value;
  });
  x.wave.setPair(d.sdst, packFlags(carries) & x.wave.exec());
}

// v_lshlrev_b64 and kin: the 64-bit value in src1, the amount (mod 64) in src0.
template <typename Shift>
void reversedShift64(Execution& x, const Decoded& d, Shift shift) {
  Lanes b0;
  const uint32_t* amount = source(x, d, 0, b0);
  writeActive64(x, d, [&](uint32_t lane) {
    return shift(laneValue64(x.wave, d.src[1], d.literal, lane), amount[lane] & 63);
  });
}

// v_perm_b32's byte select (VI ISA manual, V_PERM_B32): selectors 0-7 pick
// a byte of {src0, src1} (src1 the low dword), 8-11 the sign of bytes 1, 3,
// 5 and 7 spread over the byte, 12 gives 0x00, 13 and up 0xff.
uint32_t permByte(uint64_t bytes, uint32_t selector) {
  if (selector < 8) return static_cast<uint32_t>(bytes >> (8 * selector)) & 0xff;
  if (selector < 12) {
    const uint32_t sign = static_cast<uint32_t>(bytes >> (8 * (2 * (selector - 8) + 1) + 7)) & 1;
    return sign ? 0xff : 0;
  }
  return selector == 12 ? 0 : 0xff;
}

}  // namespace

// Without clamp, SI's handlers of the same operations: the lane loop without
// the saturation test vectorises (an integer loop of v_add_u32 ran 15% more
// host instructions through addWithCarry; bench/gcn_simulator_bench.cpp).
GCN_SEMANTICS(v_add_u32_gfx8) {
  if (!d.clamp) return semantics::v_add_i32(x, d);
  addWithCarry<false, false>(x, d);
}
GCN_SEMANTICS(v_sub_u32_gfx8) {
  if (!d.clamp) return semantics::v_sub_i32(x, d);
  addWithCarry<true, false>(x, d);
}
GCN_SEMANTICS(v_subrev_u32_gfx8) {
  if (!d.clamp) return semantics::v_subrev_i32(x, d);
  addWithCarry<true, true>(x, d);
}

GCN_SEMANTICS(v_lshlrev_b64) {
  reversedShift64(x, d, [](uint64_t v, uint32_t n) { return v << n; });
}
GCN_SEMANTICS(v_lshrrev_b64) {
  reversedShift64(x, d, [](uint64_t v, uint32_t n) { return v >> n; });
}
GCN_SEMANTICS(v_ashrrev_i64) {
  reversedShift64(x, d, [](uint64_t v, uint32_t n) {
    return static_cast<uint64_t>(static_cast<int64_t>(v) >> n);
  });
}

GCN_SEMANTICS(v_perm_b32) {
  ternary(x, d, [](uint32_t a, uint32_t b, uint32_t select) {
    const uint64_t bytes = uint64_t{a} << 32 | b;
    uint32_t r = 0;
    for (uint32_t k = 0; k < 4; ++k) r |= permByte(bytes, (select >> (8 * k)) & 0xff) << (8 * k);
    return r;
  });
}

}  // namespace gpuasm::gcn::machine
