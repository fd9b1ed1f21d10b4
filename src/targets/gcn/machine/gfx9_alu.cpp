// GFX9's new integer VALU rows (Vega ISA manual, the VOP2 and VOP3 opcode
// tables): the adds without carry (v_add_u32, v_sub_u32, v_subrev_u32) and
// VI's carry-out adds under their GFX9 names (v_add_co_u32 ...), the
// three-operand shift/add/logic forms, the 16-bit min3/max3/med3 and adds
// with op_sel, v_mad_u32_u16/v_mad_i32_i16, v_pack_b32_f16.
//
// GFX9's integer clamp (LLVM's FeatureIntClamp) saturates the adds and
// subtracts: unsigned results at 0 and 2^32 - 1, signed at the int range.
// VOP3 op_sel (bits 14:11 of the first dword): bit k picks the high half of
// source k, bit 3 writes the 16-bit result into the high half of vdst and
// keeps the low; without it the result is zero-extended into the dword.
#include <algorithm>
#include <cmath>
#include <utility>

#include "targets/gcn/machine/gfx9_sixteen.hpp"
#include "targets/gcn/machine/semantics.hpp"
#include "targets/gcn/machine/vector_lanes.hpp"

namespace gpuasm::gcn::machine {
namespace {

using valu::Lanes;
using valu::source;

uint32_t saturateUnsigned(uint64_t wide) {
  return wide > UINT32_MAX ? UINT32_MAX : static_cast<uint32_t>(wide);
}

// v_add_u32 and friends: no carry on GFX9 (GFX8's rows of these names, its
// carry-out adds, have their own handlers: SimulatedGfx8).
template <typename Op>
void addNoCarry(Execution& x, const Decoded& d, Op op) {
  Lanes b0, b1;
  const uint32_t* a = source(x, d, 0, b0);
  const uint32_t* b = source(x, d, 1, b1);
  // The clamp test stays out of the lane loop (in it: 15% more host
  // instructions on an integer loop).
  if (!d.clamp)
    return writeActive(x.wave, valu::destination(x, d),
                       [&](uint32_t lane) { return op(a[lane], b[lane]).first; });
  writeActive(x.wave, valu::destination(x, d), [&](uint32_t lane) {
    const auto [value, carry] = op(a[lane], b[lane]);
    return carry ? op.saturated : value;
  });
}

struct Add {
  static constexpr uint32_t saturated = UINT32_MAX;
  std::pair<uint32_t, uint32_t> operator()(uint32_t a, uint32_t b) const {
    return {a + b, a + b < a};
  }
};
struct Subtract {
  static constexpr uint32_t saturated = 0;
  std::pair<uint32_t, uint32_t> operator()(uint32_t a, uint32_t b) const { return {a - b, b > a}; }
};
struct ReverseSubtract {
  static constexpr uint32_t saturated = 0;
  std::pair<uint32_t, uint32_t> operator()(uint32_t a, uint32_t b) const { return {b - a, a > b}; }
};

// The carry (borrow) forms: carry-in from src[2] (VCC, or the VOP3 SGPR
// pair), carry-out into sdst, 0 in the lanes EXEC disables.
template <bool CarryIn, typename Op>
void withCarry(Execution& x, const Decoded& d, Op op) {
  Lanes b0, b1;
  const uint32_t* a = source(x, d, 0, b0);
  const uint32_t* b = source(x, d, 1, b1);
  const uint64_t carryIn = CarryIn ? x.wave.pair(d.src[2]) : 0;
  const bool clamp = d.clamp;
  uint8_t carries[kLanes];
  writeActive(x.wave, valu::destination(x, d), [&](uint32_t lane) {
    const uint64_t wide = op(a[lane], b[lane], static_cast<uint32_t>(carryIn >> lane & 1));
    const bool carry = wide >> 32 != 0;
    carries[lane] = static_cast<uint8_t>(carry);
    return clamp && carry ? op.saturated : static_cast<uint32_t>(wide);
  });
  x.wave.setPair(d.sdst, packFlags(carries) & x.wave.exec());
}

// In 64 bits: the sum, or the difference with the borrow as bit 32 and up.
struct AddCarry {
  static constexpr uint32_t saturated = UINT32_MAX;
  uint64_t operator()(uint32_t a, uint32_t b, uint32_t c) const { return uint64_t{a} + b + c; }
};
struct SubtractBorrow {
  static constexpr uint32_t saturated = 0;
  uint64_t operator()(uint32_t a, uint32_t b, uint32_t c) const {
    return uint64_t{a} - b - c;  // wraps to bit 63 and up when it borrows
  }
};
struct ReverseSubtractBorrow {
  static constexpr uint32_t saturated = 0;
  uint64_t operator()(uint32_t a, uint32_t b, uint32_t c) const { return uint64_t{b} - a - c; }
};

inline uint32_t opSel(const Decoded& d) {
  return static_cast<uint32_t>(vop3::opSel.extract(d.raw));
}

// A 16-bit VOP3 operation with op_sel: op(a, b, c) on the selected halves
// (unsigned 16-bit values) gives the 16-bit result.
template <uint32_t Sources, typename Op>
void sixteen(Execution& x, const Decoded& d, Op op) {
  Lanes b0, b1, b2;
  Wavefront& w = x.wave;
  const uint32_t* a = source(x, d, 0, b0);
  const uint32_t* b = source(x, d, 1, b1);
  const uint32_t* c = Sources > 2 ? source(x, d, 2, b2) : b;
  const uint32_t sel = opSel(d);
  uint32_t* out = valu::destination(x, d);
  writeActive(w, out, [&](uint32_t lane) {
    const uint32_t result =
        op((a[lane] >> (16 * (sel & 1))) & 0xffff, (b[lane] >> (16 * (sel >> 1 & 1))) & 0xffff,
           (c[lane] >> (16 * (sel >> 2 & 1))) & 0xffff) &
        0xffff;
    return (sel >> 3 & 1) ? (out[lane] & 0xffffu) | result << 16 : result;
  });
}

template <typename T>
T median3(T a, T b, T c) {
  return std::max(std::min(a, b), std::min(std::max(a, b), c));
}

}  // namespace

GCN_SEMANTICS(v_add_u32) {
  addNoCarry(x, d, Add{});
}
GCN_SEMANTICS(v_sub_u32) {
  addNoCarry(x, d, Subtract{});
}
GCN_SEMANTICS(v_subrev_u32) {
  addNoCarry(x, d, ReverseSubtract{});
}
GCN_SEMANTICS(v_add_co_u32) {
  withCarry<false>(x, d, AddCarry{});
}
GCN_SEMANTICS(v_sub_co_u32) {
  withCarry<false>(x, d, SubtractBorrow{});
}
GCN_SEMANTICS(v_subrev_co_u32) {
  withCarry<false>(x, d, ReverseSubtractBorrow{});
}
GCN_SEMANTICS(v_addc_co_u32) {
  withCarry<true>(x, d, AddCarry{});
}
GCN_SEMANTICS(v_subb_co_u32) {
  withCarry<true>(x, d, SubtractBorrow{});
}
GCN_SEMANTICS(v_subbrev_co_u32) {
  withCarry<true>(x, d, ReverseSubtractBorrow{});
}

GCN_SEMANTICS(v_xad_u32) {
  valu::ternary(x, d, [](uint32_t a, uint32_t b, uint32_t c) { return (a ^ b) + c; });
}
GCN_SEMANTICS(v_lshl_add_u32) {
  valu::ternary(x, d, [](uint32_t a, uint32_t b, uint32_t c) { return (a << (b & 31)) + c; });
}
GCN_SEMANTICS(v_add_lshl_u32) {
  valu::ternary(x, d, [](uint32_t a, uint32_t b, uint32_t c) { return (a + b) << (c & 31); });
}
GCN_SEMANTICS(v_add3_u32) {
  valu::ternary(x, d, [](uint32_t a, uint32_t b, uint32_t c) { return a + b + c; });
}
GCN_SEMANTICS(v_lshl_or_b32) {
  valu::ternary(x, d, [](uint32_t a, uint32_t b, uint32_t c) { return (a << (b & 31)) | c; });
}
GCN_SEMANTICS(v_and_or_b32) {
  valu::ternary(x, d, [](uint32_t a, uint32_t b, uint32_t c) { return (a & b) | c; });
}
GCN_SEMANTICS(v_or3_b32) {
  valu::ternary(x, d, [](uint32_t a, uint32_t b, uint32_t c) { return a | b | c; });
}

GCN_SEMANTICS(v_min3_i16) {
  sixteen<3>(x, d, [](uint32_t a, uint32_t b, uint32_t c) {
    return static_cast<uint32_t>(
        std::min({valu::signed16(a), valu::signed16(b), valu::signed16(c)}));
  });
}
GCN_SEMANTICS(v_max3_i16) {
  sixteen<3>(x, d, [](uint32_t a, uint32_t b, uint32_t c) {
    return static_cast<uint32_t>(
        std::max({valu::signed16(a), valu::signed16(b), valu::signed16(c)}));
  });
}
GCN_SEMANTICS(v_med3_i16) {
  sixteen<3>(x, d, [](uint32_t a, uint32_t b, uint32_t c) {
    return static_cast<uint32_t>(median3(valu::signed16(a), valu::signed16(b), valu::signed16(c)));
  });
}
GCN_SEMANTICS(v_min3_u16) {
  sixteen<3>(x, d, [](uint32_t a, uint32_t b, uint32_t c) { return std::min({a, b, c}); });
}
GCN_SEMANTICS(v_max3_u16) {
  sixteen<3>(x, d, [](uint32_t a, uint32_t b, uint32_t c) { return std::max({a, b, c}); });
}
GCN_SEMANTICS(v_med3_u16) {
  sixteen<3>(x, d, [](uint32_t a, uint32_t b, uint32_t c) { return median3(a, b, c); });
}
GCN_SEMANTICS(v_add_i16) {
  const bool clamp = d.clamp;
  sixteen<2>(x, d, [clamp](uint32_t a, uint32_t b, uint32_t) {
    const int32_t sum = valu::signed16(a) + valu::signed16(b);
    return static_cast<uint32_t>(clamp ? std::clamp(sum, -32768, 32767) : sum);
  });
}
GCN_SEMANTICS(v_sub_i16) {
  const bool clamp = d.clamp;
  sixteen<2>(x, d, [clamp](uint32_t a, uint32_t b, uint32_t) {
    const int32_t difference = valu::signed16(a) - valu::signed16(b);
    return static_cast<uint32_t>(clamp ? std::clamp(difference, -32768, 32767) : difference);
  });
}

// D.u32 = S0.u16 * S1.u16 + S2.u32 (op_sel picks the 16-bit halves).
template <bool Signed>
void multiplyAdd16(Execution& x, const Decoded& d) {
  Lanes b0, b1, b2;
  const uint32_t* a = source(x, d, 0, b0);
  const uint32_t* b = source(x, d, 1, b1);
  const uint32_t* c = source(x, d, 2, b2);
  const uint32_t sel = opSel(d);
  const bool clamp = d.clamp;
  writeActive(x.wave, valu::destination(x, d), [&](uint32_t lane) {
    const uint32_t ha = (a[lane] >> (16 * (sel & 1))) & 0xffff;
    const uint32_t hb = (b[lane] >> (16 * (sel >> 1 & 1))) & 0xffff;
    if constexpr (Signed) {
      const int64_t exact =
          int64_t{valu::signed16(ha)} * valu::signed16(hb) + static_cast<int32_t>(c[lane]);
      return static_cast<uint32_t>(clamp ? std::clamp<int64_t>(exact, INT32_MIN, INT32_MAX)
                                         : exact);
    } else {
      const uint64_t exact = uint64_t{ha} * hb + c[lane];
      return clamp ? saturateUnsigned(exact) : static_cast<uint32_t>(exact);
    }
  });
}
GCN_SEMANTICS_AS(v_mad_u32_u16, multiplyAdd16<false>);
GCN_SEMANTICS_AS(v_mad_i32_i16, multiplyAdd16<true>);

// GFX9's VOP3-only signed adds (Vega ISA manual, VOP3 opcodes 668-669: D =
// S0 + S1, S0 - S1, no carry; clamp saturates to the int32 range, as LLVM
// selects them for llvm.sadd.sat/ssub.sat).
template <int Sign>
void signedAdd(Execution& x, const Decoded& d) {
  const bool clamp = d.clamp;
  valu::binary(x, d, [clamp](uint32_t a, uint32_t b) {
    const int64_t exact =
        int64_t{static_cast<int32_t>(a)} + Sign * int64_t{static_cast<int32_t>(b)};
    return static_cast<uint32_t>(clamp ? std::clamp<int64_t>(exact, INT32_MIN, INT32_MAX) : exact);
  });
}
GCN_SEMANTICS_GFX9(v_add_i32) {
  signedAdd<1>(x, d);
}
GCN_SEMANTICS_GFX9(v_sub_i32) {
  signedAdd<-1>(x, d);
}

// gfx906's VOP2 additions (LLVM's FeatureDLInsts; the predecoder gates them
// by processor): v_fmac_f32, D = S0 * S1 + D fused (one rounding as MODE's
// f32 fields say, denormals as its f32 denorm bits: clang's fma on gfx906),
// and v_xnor_b32, D = ~(S0 ^ S1).
GCN_SEMANTICS(v_fmac_f32) {
  valu::RoundingScope rounding(valu::singleRounding(x));
  Lanes b0, b1;
  const valu::Denormals mode = valu::denormals(x);
  const uint32_t* a = valu::floatSource(x, d, 0, b0);
  const uint32_t* b = valu::floatSource(x, d, 1, b1);
  uint32_t* accumulator = valu::destination(x, d);
  writeActive(x.wave, accumulator, [&](uint32_t l) {
    const uint32_t c = mode.flushInput ? valu::flushed(accumulator[l]) : accumulator[l];
    return asBits(valu::finish(d, std::fma(asFloat(a[l]), asFloat(b[l]), asFloat(c)), mode));
  });
}
GCN_SEMANTICS(v_xnor_b32) {
  valu::binary(x, d, [](uint32_t a, uint32_t b) { return ~(a ^ b); });
}

// v_swap_b32 (Vega ISA manual, VOP1 opcode 81): tmp = D; D = S0; S0 = tmp,
// both VGPRs, in the lanes EXEC enables.
GCN_SEMANTICS(v_swap_b32) {
  if (d.src[0] < operand::kVgpr0)
    return x.raise(d, "illegal", "v_swap_b32's source is not a VGPR", std::nullopt, d.src[0]);
  uint32_t* a = x.wave.vgpr[d.dst & 255];
  uint32_t* b = x.wave.vgpr[(d.src[0] - operand::kVgpr0) & 255];
  const uint64_t exec = x.wave.exec();
  for (uint32_t lane = 0; lane < kLanes; ++lane)
    if (exec >> lane & 1) std::swap(a[lane], b[lane]);
}

// D = {S1.f16, S0.f16}: the halves op_sel picks, with VOP3's abs and neg
// on their sign bits; an inline float constant is a half.
GCN_SEMANTICS(v_pack_b32_f16) {
  Wavefront& w = x.wave;
  uint32_t b0[kLanes], b1[kLanes];
  const uint32_t* a = gfx9::lanes<true>(w, d.src[0], b0);
  const uint32_t* b = gfx9::lanes<true>(w, d.src[1], b1);
  const uint32_t sel = opSel(d);
  const auto neg = static_cast<uint32_t>(vop3::neg.extract(d.raw));
  const auto abs = static_cast<uint32_t>(vop3::abs.extract(d.raw));
  auto half = [&](uint32_t value, uint32_t k) {
    uint32_t h = (value >> (16 * (sel >> k & 1))) & 0xffff;
    if (abs >> k & 1) h &= 0x7fff;
    if (neg >> k & 1) h ^= 0x8000;
    return h;
  };
  writeActive(w, w.vgpr[d.dst & 255],
              [&](uint32_t lane) { return half(a[lane], 0) | half(b[lane], 1) << 16; });
}

}  // namespace gpuasm::gcn::machine
