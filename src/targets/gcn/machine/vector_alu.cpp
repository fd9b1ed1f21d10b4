// The vector ALU's integer and bit instructions (VOP2, VOP1, VOPC, VOP3):
// each instruction a loop over the 64 lanes under EXEC (SI ISA manual,
// chapter 6 and the opcode tables of section 13.3-13.5). The same handler
// serves the 32-bit form and its VOP3 form: the predecoder puts the carry-in
// / select mask and the compare or carry destination where both forms find
// them (Decoded::src[2], sdst). The float instructions are in
// vector_float.cpp (f32), vector_special.cpp (transcendentals, division
// steps, packing) and vector_double.cpp (f64).
#include <algorithm>
#include <bit>
#include <utility>

#include "targets/gcn/machine/semantics.hpp"
#include "targets/gcn/machine/vector_lanes.hpp"

namespace gpuasm::gcn::machine {
namespace {

using namespace valu;

// The add/subtract family with a carry (or borrow) per lane into the sdst pair.
template <typename Op>
void withCarry(Execution& x, const Decoded& d, Op op) {
  Lanes b0, b1;
  const uint32_t* a = source(x, d, 0, b0);
  const uint32_t* b = source(x, d, 1, b1);
  const uint64_t carryIn = x.wave.pair(d.src[2]);
  uint32_t* out = destination(x, d);
  uint8_t carries[kLanes];
  writeActive(x.wave, out, [&](uint32_t lane) {
    const auto [value, carry] = op(a[lane], b[lane], static_cast<uint32_t>(carryIn >> lane & 1));
    carries[lane] = static_cast<uint8_t>(carry);
    return value;
  });
  x.wave.setPair(d.sdst, packFlags(carries) & x.wave.exec());
}

int64_t signed24(uint32_t v) {
  return static_cast<int32_t>(v << 8) >> 8;
}
uint32_t firstHigh(uint32_t v) {
  return v ? static_cast<uint32_t>(std::countl_zero(v)) : 0xffffffffu;
}

uint32_t byteDifferences(uint32_t a, uint32_t b) {
  uint32_t sum = 0;
  for (uint32_t shift = 0; shift < 32; shift += 8) {
    const uint32_t p = (a >> shift) & 0xff, q = (b >> shift) & 0xff;
    sum += p > q ? p - q : q - p;
  }
  return sum;
}

template <typename T>
T median(T a, T b, T c) {
  return std::max(std::min(a, b), std::min(std::max(a, b), c));
}

template <typename Shift>
void shift64(Execution& x, const Decoded& d, Shift shift) {
  Lanes b1;
  const uint32_t* amount = source(x, d, 1, b1);
  const uint32_t reg = d.dst & 255;
  const uint64_t exec = x.wave.exec();
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    if (!(exec >> lane & 1) || reg + 1 >= kVgprs) continue;
    const uint64_t value = shift(laneValue64(x.wave, d.src[0], d.literal, lane), amount[lane] & 63);
    x.wave.vgpr[reg][lane] = static_cast<uint32_t>(value);
    x.wave.vgpr[reg + 1][lane] = static_cast<uint32_t>(value >> 32);
  }
}

void relativeMove(Execution& x, const Decoded& d, bool relativeSource, bool relativeDestination) {
  const uint32_t m0 = x.wave.m0();
  uint64_t from = d.src[0];
  if (relativeSource) {
    if (from < operand::kVgpr0)
      return x.raise(d, "illegal", "the M0-relative source is not a VGPR", std::nullopt, from);
    from += m0;
  }
  const uint64_t to = uint64_t{d.dst & 255u} + (relativeDestination ? m0 : 0);
  if (from >= operand::kVgpr0 + uint64_t{kVgprs} || to >= kVgprs)
    return x.raise(d, "address", "the M0-relative register runs past v255", std::nullopt, m0);
  Lanes b0;
  const uint32_t* values = laneValues(x.wave, static_cast<uint32_t>(from), d.literal, b0);
  uint32_t copy[kLanes];
  std::copy(values, values + kLanes, copy);
  writeActive(x.wave, x.wave.vgpr[to], [&](uint32_t l) { return copy[l]; });
}

}  // namespace

GCN_SEMANTICS(v_nop) {}
GCN_SEMANTICS(v_mov_b32) {
  unary(x, d, [](uint32_t a) { return a; });
}
GCN_SEMANTICS(v_not_b32) {
  unary(x, d, [](uint32_t a) { return ~a; });
}
GCN_SEMANTICS(v_bfrev_b32) {
  unary(x, d, [](uint32_t a) {
    uint32_t r = 0;
    for (int bit = 0; bit < 32; ++bit) r |= (a >> bit & 1) << (31 - bit);
    return r;
  });
}
GCN_SEMANTICS(v_ffbh_u32) {
  unary(x, d, firstHigh);
}
GCN_SEMANTICS(v_ffbl_b32) {
  unary(x, d,
        [](uint32_t a) { return a ? static_cast<uint32_t>(std::countr_zero(a)) : 0xffffffffu; });
}
// The first bit from the top that differs from the sign bit; -1 for 0 and -1.
GCN_SEMANTICS(v_ffbh_i32) {
  unary(x, d, [](uint32_t a) {
    return firstHigh(a ^ static_cast<uint32_t>(static_cast<int32_t>(a) >> 31));
  });
}
// v_readfirstlane: the first lane EXEC enables (lane 0 when none is).
GCN_SEMANTICS(v_readfirstlane_b32) {
  Lanes b0;
  const uint32_t* a = source(x, d, 0, b0);
  const uint64_t exec = x.wave.exec();
  x.wave.scalar[d.dst & 127] = a[exec ? std::countr_zero(exec) : 0];
}
// v_readlane / v_writelane: the lane is S1 (a scalar) modulo 64, EXEC ignored.
GCN_SEMANTICS(v_readlane_b32) {
  const uint32_t lane = scalarValue(x.wave, d.src[1], d.literal) & 63;
  Lanes b0;
  x.wave.scalar[d.dst & 127] = source(x, d, 0, b0)[lane];
}
GCN_SEMANTICS(v_writelane_b32) {
  const uint32_t lane = scalarValue(x.wave, d.src[1], d.literal) & 63;
  destination(x, d)[lane] = scalarValue(x.wave, d.src[0], d.literal);
}
// M0-relative VGPR moves (SI ISA manual, section 6.6 "Indexing"): movrels
// reads VGPR[src0 + M0], movreld writes VGPR[vdst + M0], movrelsd both.
GCN_SEMANTICS(v_movrels_b32) {
  relativeMove(x, d, true, false);
}
GCN_SEMANTICS(v_movreld_b32) {
  relativeMove(x, d, false, true);
}
GCN_SEMANTICS(v_movrelsd_b32) {
  relativeMove(x, d, true, true);
}
GCN_SEMANTICS(v_cndmask_b32) {
  const uint64_t mask = x.wave.pair(d.src[2]);
  Lanes b0, b1;
  const uint32_t* a = source(x, d, 0, b0);
  const uint32_t* b = source(x, d, 1, b1);
  writeActive(x.wave, destination(x, d), [&](uint32_t l) { return (mask >> l & 1) ? b[l] : a[l]; });
}
GCN_SEMANTICS(v_and_b32) {
  binary(x, d, [](uint32_t a, uint32_t b) { return a & b; });
}
GCN_SEMANTICS(v_or_b32) {
  binary(x, d, [](uint32_t a, uint32_t b) { return a | b; });
}
GCN_SEMANTICS(v_xor_b32) {
  binary(x, d, [](uint32_t a, uint32_t b) { return a ^ b; });
}
GCN_SEMANTICS(v_lshr_b32) {
  binary(x, d, [](uint32_t a, uint32_t b) { return a >> (b & 31); });
}
GCN_SEMANTICS(v_lshrrev_b32) {
  binary(x, d, [](uint32_t a, uint32_t b) { return b >> (a & 31); });
}
GCN_SEMANTICS(v_lshl_b32) {
  binary(x, d, [](uint32_t a, uint32_t b) { return a << (b & 31); });
}
GCN_SEMANTICS(v_lshlrev_b32) {
  binary(x, d, [](uint32_t a, uint32_t b) { return b << (a & 31); });
}
GCN_SEMANTICS(v_ashr_i32) {
  binary(x, d, [](uint32_t a, uint32_t b) {
    return static_cast<uint32_t>(static_cast<int32_t>(a) >> (b & 31));
  });
}
GCN_SEMANTICS(v_ashrrev_i32) {
  binary(x, d, [](uint32_t a, uint32_t b) {
    return static_cast<uint32_t>(static_cast<int32_t>(b) >> (a & 31));
  });
}
GCN_SEMANTICS(v_bfm_b32) {
  binary(x, d, [](uint32_t a, uint32_t b) { return ((1u << (a & 31)) - 1) << (b & 31); });
}
GCN_SEMANTICS(v_min_i32) {
  binary(x, d, [](uint32_t a, uint32_t b) {
    return static_cast<int32_t>(a) < static_cast<int32_t>(b) ? a : b;
  });
}
GCN_SEMANTICS(v_max_i32) {
  binary(x, d, [](uint32_t a, uint32_t b) {
    return static_cast<int32_t>(a) > static_cast<int32_t>(b) ? a : b;
  });
}
GCN_SEMANTICS(v_min_u32) {
  binary(x, d, [](uint32_t a, uint32_t b) { return std::min(a, b); });
}
GCN_SEMANTICS(v_max_u32) {
  binary(x, d, [](uint32_t a, uint32_t b) { return std::max(a, b); });
}
// 24-bit multiplies: the low 24 bits of each source, signed or unsigned;
// _hi gives bits 47:32 of the 48-bit product.
GCN_SEMANTICS(v_mul_i32_i24) {
  binary(x, d,
         [](uint32_t a, uint32_t b) { return static_cast<uint32_t>(signed24(a) * signed24(b)); });
}
GCN_SEMANTICS(v_mul_hi_i32_i24) {
  binary(x, d, [](uint32_t a, uint32_t b) {
    return static_cast<uint32_t>((signed24(a) * signed24(b)) >> 32);
  });
}
GCN_SEMANTICS(v_mul_u32_u24) {
  binary(x, d, [](uint32_t a, uint32_t b) { return (a & 0xffffff) * (b & 0xffffff); });
}
GCN_SEMANTICS(v_mul_hi_u32_u24) {
  binary(x, d, [](uint32_t a, uint32_t b) {
    return static_cast<uint32_t>((uint64_t{a & 0xffffff} * (b & 0xffffff)) >> 32);
  });
}
GCN_SEMANTICS(v_bcnt_u32_b32) {
  binary(x, d, [](uint32_t a, uint32_t b) { return static_cast<uint32_t>(std::popcount(a)) + b; });
}
// v_mbcnt: the ones of S0 in the lanes below this one (lo: lanes 0-31,
// hi: lanes 32-63), plus S1; the usual way to number a wave's lanes.
GCN_SEMANTICS(v_mbcnt_lo_u32_b32) {
  Lanes b0, b1;
  const uint32_t* a = source(x, d, 0, b0);
  const uint32_t* b = source(x, d, 1, b1);
  writeActive(x.wave, destination(x, d), [&](uint32_t l) {
    const uint32_t below = l >= 32 ? 0xffffffffu : (1u << l) - 1;
    return static_cast<uint32_t>(std::popcount(a[l] & below)) + b[l];
  });
}
GCN_SEMANTICS(v_mbcnt_hi_u32_b32) {
  Lanes b0, b1;
  const uint32_t* a = source(x, d, 0, b0);
  const uint32_t* b = source(x, d, 1, b1);
  writeActive(x.wave, destination(x, d), [&](uint32_t l) {
    const uint32_t below = l < 32 ? 0u : (1u << (l - 32)) - 1;
    return static_cast<uint32_t>(std::popcount(a[l] & below)) + b[l];
  });
}
// In 32-bit arithmetic, the carry or borrow from unsigned wrap-around, so
// that the lane loop stays in 32-bit vector lanes.
using Carry = std::pair<uint32_t, uint32_t>;
GCN_SEMANTICS(v_add_i32) {
  withCarry(x, d, [](uint32_t a, uint32_t b, uint32_t) { return Carry{a + b, a + b < a}; });
}
GCN_SEMANTICS(v_addc_u32) {
  withCarry(x, d, [](uint32_t a, uint32_t b, uint32_t c) {
    const uint32_t sum = a + b;
    return Carry{sum + c, (sum < a) | (sum + c < sum)};
  });
}
GCN_SEMANTICS(v_sub_i32) {
  withCarry(x, d, [](uint32_t a, uint32_t b, uint32_t) { return Carry{a - b, b > a}; });
}
GCN_SEMANTICS(v_subrev_i32) {
  withCarry(x, d, [](uint32_t a, uint32_t b, uint32_t) { return Carry{b - a, a > b}; });
}
GCN_SEMANTICS(v_subb_u32) {
  withCarry(x, d, [](uint32_t a, uint32_t b, uint32_t c) {
    return Carry{a - b - c, (b > a) | (a - b < c)};
  });
}
GCN_SEMANTICS(v_subbrev_u32) {
  withCarry(x, d, [](uint32_t a, uint32_t b, uint32_t c) {
    return Carry{b - a - c, (a > b) | (b - a < c)};
  });
}
// VOP3-only integer instructions.
GCN_SEMANTICS(v_mad_i32_i24) {
  ternary(x, d, [](uint32_t a, uint32_t b, uint32_t c) {
    return static_cast<uint32_t>(signed24(a) * signed24(b)) + c;
  });
}
GCN_SEMANTICS(v_mad_u32_u24) {
  ternary(x, d,
          [](uint32_t a, uint32_t b, uint32_t c) { return (a & 0xffffff) * (b & 0xffffff) + c; });
}
// v_bfe: offset S1[4:0], width S2[4:0].
GCN_SEMANTICS(v_bfe_u32) {
  ternary(x, d, [](uint32_t a, uint32_t b, uint32_t c) {
    const uint32_t width = c & 31;
    return width ? (a >> (b & 31)) & ((1u << width) - 1) : 0u;
  });
}
GCN_SEMANTICS(v_bfe_i32) {
  ternary(x, d, [](uint32_t a, uint32_t b, uint32_t c) {
    const uint32_t width = c & 31;
    if (!width) return 0u;
    const uint32_t shift = 32 - width;
    return static_cast<uint32_t>(static_cast<int32_t>((a >> (b & 31)) << shift) >> shift);
  });
}
GCN_SEMANTICS(v_bfi_b32) {
  ternary(x, d, [](uint32_t a, uint32_t b, uint32_t c) { return (a & b) | (~a & c); });
}
GCN_SEMANTICS(v_alignbit_b32) {
  ternary(x, d, [](uint32_t a, uint32_t b, uint32_t c) {
    return static_cast<uint32_t>(((uint64_t{a} << 32) | b) >> (c & 31));
  });
}
GCN_SEMANTICS(v_alignbyte_b32) {
  ternary(x, d, [](uint32_t a, uint32_t b, uint32_t c) {
    return static_cast<uint32_t>(((uint64_t{a} << 32) | b) >> (8 * (c & 3)));
  });
}
GCN_SEMANTICS(v_min3_i32) {
  ternary(x, d, [](uint32_t a, uint32_t b, uint32_t c) {
    return static_cast<uint32_t>(
        std::min({static_cast<int32_t>(a), static_cast<int32_t>(b), static_cast<int32_t>(c)}));
  });
}
GCN_SEMANTICS(v_max3_i32) {
  ternary(x, d, [](uint32_t a, uint32_t b, uint32_t c) {
    return static_cast<uint32_t>(
        std::max({static_cast<int32_t>(a), static_cast<int32_t>(b), static_cast<int32_t>(c)}));
  });
}
GCN_SEMANTICS(v_med3_i32) {
  ternary(x, d, [](uint32_t a, uint32_t b, uint32_t c) {
    return static_cast<uint32_t>(
        median(static_cast<int32_t>(a), static_cast<int32_t>(b), static_cast<int32_t>(c)));
  });
}
GCN_SEMANTICS(v_min3_u32) {
  ternary(x, d, [](uint32_t a, uint32_t b, uint32_t c) { return std::min({a, b, c}); });
}
GCN_SEMANTICS(v_max3_u32) {
  ternary(x, d, [](uint32_t a, uint32_t b, uint32_t c) { return std::max({a, b, c}); });
}
GCN_SEMANTICS(v_med3_u32) {
  ternary(x, d, median<uint32_t>);
}
GCN_SEMANTICS(v_mul_lo_u32) {
  binary(x, d, [](uint32_t a, uint32_t b) { return a * b; });
}
GCN_SEMANTICS(v_mul_lo_i32) {
  binary(x, d, [](uint32_t a, uint32_t b) { return a * b; });
}
GCN_SEMANTICS(v_mul_hi_u32) {
  binary(x, d,
         [](uint32_t a, uint32_t b) { return static_cast<uint32_t>((uint64_t{a} * b) >> 32); });
}
GCN_SEMANTICS(v_mul_hi_i32) {
  binary(x, d, [](uint32_t a, uint32_t b) {
    return static_cast<uint32_t>(
        static_cast<uint64_t>(int64_t{static_cast<int32_t>(a)} * static_cast<int32_t>(b)) >> 32);
  });
}
// Sums of absolute differences (SI ISA manual, section 13.4): per byte
// (u8), per byte shifted to the high half (hi_u8), per 16-bit half (u16),
// of the dwords (u32); plus S2. v_lerp_u8: the rounded average of each
// byte pair, the rounding bit the low bit of S2's byte.
GCN_SEMANTICS(v_sad_u8) {
  ternary(x, d, [](uint32_t a, uint32_t b, uint32_t c) { return byteDifferences(a, b) + c; });
}
GCN_SEMANTICS(v_sad_hi_u8) {
  ternary(x, d,
          [](uint32_t a, uint32_t b, uint32_t c) { return (byteDifferences(a, b) << 16) + c; });
}
GCN_SEMANTICS(v_sad_u16) {
  ternary(x, d, [](uint32_t a, uint32_t b, uint32_t c) {
    uint32_t sum = c;
    for (uint32_t shift = 0; shift < 32; shift += 16) {
      const uint32_t p = (a >> shift) & 0xffff, q = (b >> shift) & 0xffff;
      sum += p > q ? p - q : q - p;
    }
    return sum;
  });
}
GCN_SEMANTICS(v_sad_u32) {
  ternary(x, d, [](uint32_t a, uint32_t b, uint32_t c) { return (a > b ? a - b : b - a) + c; });
}
GCN_SEMANTICS(v_lerp_u8) {
  ternary(x, d, [](uint32_t a, uint32_t b, uint32_t c) {
    uint32_t r = 0;
    for (uint32_t shift = 0; shift < 32; shift += 8) {
      const uint32_t sum = ((a >> shift) & 0xff) + ((b >> shift) & 0xff) + ((c >> shift) & 1);
      r |= (sum >> 1) << shift;
    }
    return r;
  });
}
GCN_SEMANTICS(v_lshl_b64) {
  shift64(x, d, [](uint64_t v, uint32_t s) { return v << s; });
}
GCN_SEMANTICS(v_lshr_b64) {
  shift64(x, d, [](uint64_t v, uint32_t s) { return v >> s; });
}
GCN_SEMANTICS(v_ashr_i64) {
  shift64(x, d, [](uint64_t v, uint32_t s) {
    return static_cast<uint64_t>(static_cast<int64_t>(v) >> s);
  });
}
GCN_SEMANTICS_AS(v_cmp_f_i32, (vectorCompare<int32_t, 0, false>));
GCN_SEMANTICS_AS(v_cmp_lt_i32, (vectorCompare<int32_t, 1, false>));
GCN_SEMANTICS_AS(v_cmp_eq_i32, (vectorCompare<int32_t, 2, false>));
GCN_SEMANTICS_AS(v_cmp_le_i32, (vectorCompare<int32_t, 3, false>));
GCN_SEMANTICS_AS(v_cmp_gt_i32, (vectorCompare<int32_t, 4, false>));
GCN_SEMANTICS_AS(v_cmp_ne_i32, (vectorCompare<int32_t, 5, false>));
GCN_SEMANTICS_AS(v_cmp_ge_i32, (vectorCompare<int32_t, 6, false>));
GCN_SEMANTICS_AS(v_cmp_t_i32, (vectorCompare<int32_t, 7, false>));
GCN_SEMANTICS_AS(v_cmpx_f_i32, (vectorCompare<int32_t, 0, true>));
GCN_SEMANTICS_AS(v_cmpx_lt_i32, (vectorCompare<int32_t, 1, true>));
GCN_SEMANTICS_AS(v_cmpx_eq_i32, (vectorCompare<int32_t, 2, true>));
GCN_SEMANTICS_AS(v_cmpx_le_i32, (vectorCompare<int32_t, 3, true>));
GCN_SEMANTICS_AS(v_cmpx_gt_i32, (vectorCompare<int32_t, 4, true>));
GCN_SEMANTICS_AS(v_cmpx_ne_i32, (vectorCompare<int32_t, 5, true>));
GCN_SEMANTICS_AS(v_cmpx_ge_i32, (vectorCompare<int32_t, 6, true>));
GCN_SEMANTICS_AS(v_cmpx_t_i32, (vectorCompare<int32_t, 7, true>));
GCN_SEMANTICS_AS(v_cmp_f_u32, (vectorCompare<uint32_t, 0, false>));
GCN_SEMANTICS_AS(v_cmp_lt_u32, (vectorCompare<uint32_t, 1, false>));
GCN_SEMANTICS_AS(v_cmp_eq_u32, (vectorCompare<uint32_t, 2, false>));
GCN_SEMANTICS_AS(v_cmp_le_u32, (vectorCompare<uint32_t, 3, false>));
GCN_SEMANTICS_AS(v_cmp_gt_u32, (vectorCompare<uint32_t, 4, false>));
GCN_SEMANTICS_AS(v_cmp_ne_u32, (vectorCompare<uint32_t, 5, false>));
GCN_SEMANTICS_AS(v_cmp_ge_u32, (vectorCompare<uint32_t, 6, false>));
GCN_SEMANTICS_AS(v_cmp_t_u32, (vectorCompare<uint32_t, 7, false>));
GCN_SEMANTICS_AS(v_cmpx_f_u32, (vectorCompare<uint32_t, 0, true>));
GCN_SEMANTICS_AS(v_cmpx_lt_u32, (vectorCompare<uint32_t, 1, true>));
GCN_SEMANTICS_AS(v_cmpx_eq_u32, (vectorCompare<uint32_t, 2, true>));
GCN_SEMANTICS_AS(v_cmpx_le_u32, (vectorCompare<uint32_t, 3, true>));
GCN_SEMANTICS_AS(v_cmpx_gt_u32, (vectorCompare<uint32_t, 4, true>));
GCN_SEMANTICS_AS(v_cmpx_ne_u32, (vectorCompare<uint32_t, 5, true>));
GCN_SEMANTICS_AS(v_cmpx_ge_u32, (vectorCompare<uint32_t, 6, true>));
GCN_SEMANTICS_AS(v_cmpx_t_u32, (vectorCompare<uint32_t, 7, true>));
GCN_SEMANTICS_AS(v_cmp_f_i64, (vectorCompare<int64_t, 0, false>));
GCN_SEMANTICS_AS(v_cmp_lt_i64, (vectorCompare<int64_t, 1, false>));
GCN_SEMANTICS_AS(v_cmp_eq_i64, (vectorCompare<int64_t, 2, false>));
GCN_SEMANTICS_AS(v_cmp_le_i64, (vectorCompare<int64_t, 3, false>));
GCN_SEMANTICS_AS(v_cmp_gt_i64, (vectorCompare<int64_t, 4, false>));
GCN_SEMANTICS_AS(v_cmp_ne_i64, (vectorCompare<int64_t, 5, false>));
GCN_SEMANTICS_AS(v_cmp_ge_i64, (vectorCompare<int64_t, 6, false>));
GCN_SEMANTICS_AS(v_cmp_t_i64, (vectorCompare<int64_t, 7, false>));
GCN_SEMANTICS_AS(v_cmpx_f_i64, (vectorCompare<int64_t, 0, true>));
GCN_SEMANTICS_AS(v_cmpx_lt_i64, (vectorCompare<int64_t, 1, true>));
GCN_SEMANTICS_AS(v_cmpx_eq_i64, (vectorCompare<int64_t, 2, true>));
GCN_SEMANTICS_AS(v_cmpx_le_i64, (vectorCompare<int64_t, 3, true>));
GCN_SEMANTICS_AS(v_cmpx_gt_i64, (vectorCompare<int64_t, 4, true>));
GCN_SEMANTICS_AS(v_cmpx_ne_i64, (vectorCompare<int64_t, 5, true>));
GCN_SEMANTICS_AS(v_cmpx_ge_i64, (vectorCompare<int64_t, 6, true>));
GCN_SEMANTICS_AS(v_cmpx_t_i64, (vectorCompare<int64_t, 7, true>));
GCN_SEMANTICS_AS(v_cmp_f_u64, (vectorCompare<uint64_t, 0, false>));
GCN_SEMANTICS_AS(v_cmp_lt_u64, (vectorCompare<uint64_t, 1, false>));
GCN_SEMANTICS_AS(v_cmp_eq_u64, (vectorCompare<uint64_t, 2, false>));
GCN_SEMANTICS_AS(v_cmp_le_u64, (vectorCompare<uint64_t, 3, false>));
GCN_SEMANTICS_AS(v_cmp_gt_u64, (vectorCompare<uint64_t, 4, false>));
GCN_SEMANTICS_AS(v_cmp_ne_u64, (vectorCompare<uint64_t, 5, false>));
GCN_SEMANTICS_AS(v_cmp_ge_u64, (vectorCompare<uint64_t, 6, false>));
GCN_SEMANTICS_AS(v_cmp_t_u64, (vectorCompare<uint64_t, 7, false>));
GCN_SEMANTICS_AS(v_cmpx_f_u64, (vectorCompare<uint64_t, 0, true>));
GCN_SEMANTICS_AS(v_cmpx_lt_u64, (vectorCompare<uint64_t, 1, true>));
GCN_SEMANTICS_AS(v_cmpx_eq_u64, (vectorCompare<uint64_t, 2, true>));
GCN_SEMANTICS_AS(v_cmpx_le_u64, (vectorCompare<uint64_t, 3, true>));
GCN_SEMANTICS_AS(v_cmpx_gt_u64, (vectorCompare<uint64_t, 4, true>));
GCN_SEMANTICS_AS(v_cmpx_ne_u64, (vectorCompare<uint64_t, 5, true>));
GCN_SEMANTICS_AS(v_cmpx_ge_u64, (vectorCompare<uint64_t, 6, true>));
GCN_SEMANTICS_AS(v_cmpx_t_u64, (vectorCompare<uint64_t, 7, true>));

// GFX7's 64-bit multiply-add (CI ISA manual, V_MAD_U64_U32, V_MAD_I64_I32):
// {carry, D.64} = S0.32 * S1.32 + S2.64, the carry (sdst, per lane) where the
// exact sum does not fit 64 bits (unsigned) or int64 (signed). Clang's 64-bit
// multiplies for gfx7 are made of them.
template <bool Signed>
void multiplyAdd64(Execution& x, const Decoded& d) {
  uint32_t broadcast0[kLanes], broadcast1[kLanes];
  const uint32_t* s0 = laneValues(x.wave, d.src[0], d.literal, broadcast0);
  const uint32_t* s1 = laneValues(x.wave, d.src[1], d.literal, broadcast1);
  uint64_t carries = 0;
  writeActive64(x, d, [&](uint32_t l) {
    const uint64_t addend = laneValue64(x.wave, d.src[2], d.literal, l);
    if constexpr (Signed) {
      const int64_t product =
          int64_t{static_cast<int32_t>(s0[l])} * int64_t{static_cast<int32_t>(s1[l])};
      int64_t sum = 0;
      carries |= uint64_t{__builtin_add_overflow(product, static_cast<int64_t>(addend), &sum)} << l;
      return static_cast<uint64_t>(sum);
    } else {
      const uint64_t product = uint64_t{s0[l]} * s1[l];
      const uint64_t sum = product + addend;
      carries |= uint64_t{sum < product} << l;
      return sum;
    }
  });
  if (!x.fault) x.wave.setPair(d.sdst, carries & x.wave.exec());
}
GCN_SEMANTICS_AS(v_mad_u64_u32, multiplyAdd64<false>);
GCN_SEMANTICS_AS(v_mad_i64_i32, multiplyAdd64<true>);

}  // namespace gpuasm::gcn::machine
