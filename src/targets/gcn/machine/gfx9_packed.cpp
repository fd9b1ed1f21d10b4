// GFX9's packed math (VOP3P; Vega ISA manual, section 6.4 "VOP3P" and the
// V_PK_* table): two 16-bit operations per lane, the low result from the
// halves op_sel picks, the high from the halves op_sel_hi picks (bit k for
// source k: 0 the low half, 1 the high); neg_lo and neg_hi negate the f16
// halves; clamp saturates the integer results and clamps the f16 ones to
// [0, 1]. v_mad_mix_f32/mixlo/mixhi: each source an f32 or (op_sel_hi set)
// the f16 half op_sel picks, neg_lo the negation and neg_hi the absolute
// value, multiplied and added as v_mad_f32 (rounded twice, denormals
// flushed: LLVM selects it for fmad only), or fused by gfx906's v_fma_mix*;
// the _f16 forms round the sum to a half in the low or high half of vdst,
// keeping the other. gfx906's
// v_dot*: sums of products of the packed elements plus src2, integer sums
// saturated by clamp; v_dot2_f32_f16 rounds once from a double.
//
// f16 results round as MODE's f64/f16 field says, from the exact double of
// the operation (add, sub, mul, min, max are exact in a double; fma rounds
// there first, a double rounding only when the exact result needs more than
// 53 bits). Denormals follow MODE's f64/f16 denorm bits.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "targets/gcn/machine/gfx9_sixteen.hpp"
#include "targets/gcn/machine/semantics.hpp"
#include "targets/gcn/machine/vector_lanes.hpp"

namespace gpuasm::gcn::machine {
namespace {

using gfx9::HalfMode;

struct PackedFields {
  uint32_t vdst;
  uint32_t src[3];
  uint32_t opSel, opSelHi, negLo, negHi;
  bool clamp;
  static PackedFields decode(uint64_t raw) {
    const auto field = [&](BitField f) { return static_cast<uint32_t>(f.extract(raw)); };
    return {field(vop3p::vdst),      {field(vop3p::src0), field(vop3p::src1), field(vop3p::src2)},
            field(vop3p::opSel),     field(vop3p::opSelHi) | field(vop3p::opSelHi2) << 2,
            field(vop3p::negLo),     field(vop3p::negHi),
            field(vop3p::clamp) != 0};
  }
};

// The fields, or nullopt after raising the fault a source the simulator
// cannot read names.
template <uint32_t Sources>
std::optional<PackedFields> fieldsOf(Execution& x, const Decoded& d) {
  const PackedFields f = PackedFields::decode(d.raw);
  for (uint32_t k = 0; k < Sources; ++k) {
    if (gfx9::validSource(f.src[k])) continue;
    x.raise(d, f.src[k] == operand::kLiteral ? "illegal" : "unsupported",
            f.src[k] == operand::kLiteral
                ? "a VOP3P instruction names a literal (GFX9 has none)"
                : fmt::format("source {} names operand code {}, which the simulator does not "
                              "read in a VOP3P instruction",
                              k, f.src[k]),
            std::nullopt, f.src[k]);
    return std::nullopt;
  }
  return f;
}

inline uint32_t halfOf(uint32_t value, uint32_t select) {
  return (value >> (16 * select)) & 0xffff;
}

int32_t saturate(int64_t value, int64_t low, int64_t high) {
  return static_cast<int32_t>(std::clamp(value, low, high));
}

// An integer packed operation: op(a, b, c, clamp) on the halves (as unsigned
// 16-bit values; the op reads them signed where it is signed), giving the
// 16-bit result.
template <uint32_t Sources, typename Op>
void packedInteger(Execution& x, const Decoded& d, Op op) {
  const auto f = fieldsOf<Sources>(x, d);
  if (!f) return;
  Wavefront& w = x.wave;
  uint32_t b0[kLanes], b1[kLanes], b2[kLanes];
  const uint32_t* s0 = gfx9::lanes<true>(w, f->src[0], b0);
  const uint32_t* s1 = gfx9::lanes<true>(w, f->src[1], b1);
  const uint32_t* s2 = Sources > 2 ? gfx9::lanes<true>(w, f->src[2], b2) : s1;
  const bool clamp = f->clamp;
  const uint32_t lo = f->opSel, hi = f->opSelHi;
  writeActive(w, w.vgpr[f->vdst], [&](uint32_t lane) {
    uint32_t result = 0;
    for (uint32_t h = 0; h < 2; ++h) {
      const uint32_t sel = h ? hi : lo;
      const uint32_t a = halfOf(s0[lane], sel & 1), b = halfOf(s1[lane], sel >> 1 & 1),
                     c = halfOf(s2[lane], sel >> 2 & 1);
      result |= (static_cast<uint32_t>(op(a, b, c, clamp)) & 0xffff) << (16 * h);
    }
    return result;
  });
}

uint32_t unsignedResult(int64_t exact, bool clamp) {
  return clamp ? static_cast<uint32_t>(saturate(exact, 0, 0xffff))
               : static_cast<uint32_t>(exact) & 0xffff;
}
uint32_t signedResult(int64_t exact, bool clamp) {
  return clamp ? static_cast<uint32_t>(saturate(exact, -32768, 32767))
               : static_cast<uint32_t>(exact) & 0xffff;
}

// An f16 packed operation: op(a, b, c) on the halves as doubles (negated by
// neg_lo / neg_hi), rounded once to a half.
template <uint32_t Sources, typename Op>
void packedHalf(Execution& x, const Decoded& d, Op op) {
  const auto f = fieldsOf<Sources>(x, d);
  if (!f) return;
  Wavefront& w = x.wave;
  const HalfMode mode = HalfMode::of(w);
  uint32_t b0[kLanes], b1[kLanes], b2[kLanes];
  const uint32_t* s[3] = {gfx9::lanes<true>(w, f->src[0], b0), gfx9::lanes<true>(w, f->src[1], b1),
                          Sources > 2 ? gfx9::lanes<true>(w, f->src[2], b2) : b0};
  const PackedFields fields = *f;
  writeActive(w, w.vgpr[fields.vdst], [&](uint32_t lane) {
    uint32_t result = 0;
    for (uint32_t h = 0; h < 2; ++h) {
      const uint32_t sel = h ? fields.opSelHi : fields.opSel;
      const uint32_t neg = h ? fields.negHi : fields.negLo;
      double v[3] = {0, 0, 0};
      for (uint32_t k = 0; k < Sources; ++k) {
        const uint32_t half = halfOf(s[k][lane], sel >> k & 1) ^ ((neg >> k & 1) << 15);
        v[k] = gfx9::halfValue(half, mode);
      }
      double r = op(v[0], v[1], v[2]);
      if (fields.clamp) r = std::isnan(r) ? 0.0 : std::clamp(r, 0.0, 1.0);
      result |= gfx9::toHalfOf(r, mode) << (16 * h);
    }
    return result;
  });
}

// IEEE minNum/maxNum: a NaN operand gives the other.
double minNumber(double a, double b) {
  if (std::isnan(a)) return b;
  if (std::isnan(b)) return a;
  if (a == b) return std::signbit(a) ? a : b;
  return a < b ? a : b;
}
double maxNumber(double a, double b) {
  if (std::isnan(a)) return b;
  if (std::isnan(b)) return a;
  if (a == b) return std::signbit(a) ? b : a;
  return a > b ? a : b;
}

enum class MixResult : uint8_t { F32, Low16, High16 };

// Fused (gfx906's v_fma_mix*): one f32 rounding of the exact S0 * S1 + S2,
// as MODE's f32 round field says, f32 denormals as its f32 denorm bits say
// (LLVM selects v_fma_mix for fma and for fmad with f32 denormals); the
// _f16 forms then round that f32 to a half (LLVM's pattern: fptrunc of the
// f32 fma). Not fused (v_mad_mix*): v_mad_f32's two roundings, denormals
// flushed.
template <MixResult R, bool Fused = false>
void madMix(Execution& x, const Decoded& d) {
  const auto f = fieldsOf<3>(x, d);
  if (!f) return;
  Wavefront& w = x.wave;
  const HalfMode halfMode = HalfMode::of(w);
  uint32_t buffers[3][kLanes];
  const uint32_t* s[3];
  for (uint32_t k = 0; k < 3; ++k)
    s[k] = (f->opSelHi >> k & 1) ? gfx9::lanes<true>(w, f->src[k], buffers[k])
                                 : gfx9::lanes<false>(w, f->src[k], buffers[k]);
  const PackedFields fields = *f;
  // v_mad_f32's rules: denormals flushed (valu::denormals(x, true)).
  const valu::Denormals mode = valu::denormals(x, !Fused);
  valu::RoundingScope rounding(Fused ? valu::singleRounding(x) : 0);
  auto flush = [](bool yes, float v) { return yes ? asFloat(valu::flushed(asBits(v))) : v; };
  writeActive(w, w.vgpr[fields.vdst], [&](uint32_t lane) {
    float v[3];
    for (uint32_t k = 0; k < 3; ++k) {
      float value = (fields.opSelHi >> k & 1) ? fromHalf(halfOf(s[k][lane], fields.opSel >> k & 1))
                                              : asFloat(s[k][lane]);
      value = flush(mode.flushInput, value);
      if (fields.negHi >> k & 1) value = std::fabs(value);
      if (fields.negLo >> k & 1) value = -value;
      v[k] = value;
    }
    float sum;
    if constexpr (Fused) {
      sum = flush(mode.flushOutput, std::fma(v[0], v[1], v[2]));
    } else {
      const float product = flush(true, v[0] * v[1]);
      sum = flush(true, product + v[2]);
    }
    if (fields.clamp) sum = std::isnan(sum) ? 0.0f : std::clamp(sum, 0.0f, 1.0f);
    if constexpr (R == MixResult::F32) {
      return asBits(sum);
    } else {
      const uint32_t half = gfx9::toHalfOf(static_cast<double>(sum), halfMode);
      const uint32_t old = w.vgpr[fields.vdst][lane];
      return R == MixResult::Low16 ? (old & 0xffff0000u) | half : (old & 0xffffu) | half << 16;
    }
  });
}

// The integer dot products of gfx906: Elements of Bits each in a dword,
// signed or not, summed with src2; clamp saturates the 32-bit sum.
template <uint32_t Elements, bool Signed>
void dotInteger(Execution& x, const Decoded& d) {
  const auto f = fieldsOf<3>(x, d);
  if (!f) return;
  Wavefront& w = x.wave;
  constexpr uint32_t bits = 32 / Elements;
  uint32_t b0[kLanes], b1[kLanes], b2[kLanes];
  const uint32_t* s0 = gfx9::lanes<false>(w, f->src[0], b0);
  const uint32_t* s1 = gfx9::lanes<false>(w, f->src[1], b1);
  const uint32_t* s2 = gfx9::lanes<false>(w, f->src[2], b2);
  const bool clamp = f->clamp;
  writeActive(w, w.vgpr[f->vdst], [&](uint32_t lane) {
    int64_t sum = Signed ? int64_t{static_cast<int32_t>(s2[lane])} : int64_t{s2[lane]};
    for (uint32_t e = 0; e < Elements; ++e) {
      const uint32_t shift = 32 - bits;
      const uint32_t a = s0[lane] << (shift - e * bits), b = s1[lane] << (shift - e * bits);
      if constexpr (Signed)
        sum += int64_t{static_cast<int32_t>(a) >> shift} * (static_cast<int32_t>(b) >> shift);
      else
        sum += int64_t{a >> shift} * (b >> shift);
    }
    if (!clamp) return static_cast<uint32_t>(sum);
    return Signed ? static_cast<uint32_t>(saturate(sum, INT32_MIN, INT32_MAX))
                  : static_cast<uint32_t>(std::min<int64_t>(sum, UINT32_MAX));
  });
}

}  // namespace

GCN_SEMANTICS(v_pk_mad_i16) {
  packedInteger<3>(x, d, [](uint32_t a, uint32_t b, uint32_t c, bool clamp) {
    return signedResult(int64_t{valu::signed16(a)} * valu::signed16(b) + valu::signed16(c), clamp);
  });
}
GCN_SEMANTICS(v_pk_mad_u16) {
  packedInteger<3>(x, d, [](uint32_t a, uint32_t b, uint32_t c, bool clamp) {
    return unsignedResult(int64_t{a} * b + c, clamp);
  });
}
GCN_SEMANTICS(v_pk_mul_lo_u16) {
  packedInteger<2>(x, d, [](uint32_t a, uint32_t b, uint32_t, bool clamp) {
    return unsignedResult(int64_t{a} * b, clamp);
  });
}
GCN_SEMANTICS(v_pk_add_i16) {
  packedInteger<2>(x, d, [](uint32_t a, uint32_t b, uint32_t, bool clamp) {
    return signedResult(int64_t{valu::signed16(a)} + valu::signed16(b), clamp);
  });
}
GCN_SEMANTICS(v_pk_sub_i16) {
  packedInteger<2>(x, d, [](uint32_t a, uint32_t b, uint32_t, bool clamp) {
    return signedResult(int64_t{valu::signed16(a)} - valu::signed16(b), clamp);
  });
}
GCN_SEMANTICS(v_pk_add_u16) {
  packedInteger<2>(x, d, [](uint32_t a, uint32_t b, uint32_t, bool clamp) {
    return unsignedResult(int64_t{a} + b, clamp);
  });
}
GCN_SEMANTICS(v_pk_sub_u16) {
  packedInteger<2>(x, d, [](uint32_t a, uint32_t b, uint32_t, bool clamp) {
    return unsignedResult(int64_t{a} - b, clamp);
  });
}
// The shifts take the amount from src0 (the "rev" order), its low 4 bits.
GCN_SEMANTICS(v_pk_lshlrev_b16) {
  packedInteger<2>(x, d, [](uint32_t a, uint32_t b, uint32_t, bool) { return b << (a & 15); });
}
GCN_SEMANTICS(v_pk_lshrrev_b16) {
  packedInteger<2>(x, d, [](uint32_t a, uint32_t b, uint32_t, bool) { return b >> (a & 15); });
}
GCN_SEMANTICS(v_pk_ashrrev_i16) {
  packedInteger<2>(x, d, [](uint32_t a, uint32_t b, uint32_t, bool) {
    return static_cast<uint32_t>(valu::signed16(b) >> (a & 15));
  });
}
GCN_SEMANTICS(v_pk_max_i16) {
  packedInteger<2>(x, d, [](uint32_t a, uint32_t b, uint32_t, bool) {
    return static_cast<uint32_t>(std::max(valu::signed16(a), valu::signed16(b)));
  });
}
GCN_SEMANTICS(v_pk_min_i16) {
  packedInteger<2>(x, d, [](uint32_t a, uint32_t b, uint32_t, bool) {
    return static_cast<uint32_t>(std::min(valu::signed16(a), valu::signed16(b)));
  });
}
GCN_SEMANTICS(v_pk_max_u16) {
  packedInteger<2>(x, d, [](uint32_t a, uint32_t b, uint32_t, bool) { return std::max(a, b); });
}
GCN_SEMANTICS(v_pk_min_u16) {
  packedInteger<2>(x, d, [](uint32_t a, uint32_t b, uint32_t, bool) { return std::min(a, b); });
}
GCN_SEMANTICS(v_pk_fma_f16) {
  packedHalf<3>(x, d, [](double a, double b, double c) { return std::fma(a, b, c); });
}
GCN_SEMANTICS(v_pk_add_f16) {
  packedHalf<2>(x, d, [](double a, double b, double) { return a + b; });
}
GCN_SEMANTICS(v_pk_mul_f16) {
  packedHalf<2>(x, d, [](double a, double b, double) { return a * b; });
}
GCN_SEMANTICS(v_pk_min_f16) {
  packedHalf<2>(x, d, [](double a, double b, double) { return minNumber(a, b); });
}
GCN_SEMANTICS(v_pk_max_f16) {
  packedHalf<2>(x, d, [](double a, double b, double) { return maxNumber(a, b); });
}
GCN_SEMANTICS_AS(v_mad_mix_f32, madMix<MixResult::F32>);
GCN_SEMANTICS_AS(v_mad_mixlo_f16, madMix<MixResult::Low16>);
GCN_SEMANTICS_AS(v_mad_mixhi_f16, madMix<MixResult::High16>);
GCN_SEMANTICS_AS(v_fma_mix_f32, (madMix<MixResult::F32, true>));
GCN_SEMANTICS_AS(v_fma_mixlo_f16, (madMix<MixResult::Low16, true>));
GCN_SEMANTICS_AS(v_fma_mixhi_f16, (madMix<MixResult::High16, true>));

GCN_SEMANTICS(v_dot2_f32_f16) {
  const auto f = fieldsOf<3>(x, d);
  if (!f) return;
  Wavefront& w = x.wave;
  const HalfMode mode = HalfMode::of(w);
  uint32_t b0[kLanes], b1[kLanes], b2[kLanes];
  const uint32_t* s0 = gfx9::lanes<true>(w, f->src[0], b0);
  const uint32_t* s1 = gfx9::lanes<true>(w, f->src[1], b1);
  const uint32_t* s2 = gfx9::lanes<false>(w, f->src[2], b2);
  const PackedFields fields = *f;
  writeActive(w, w.vgpr[fields.vdst], [&](uint32_t lane) {
    double sum = asFloat(s2[lane]);
    if (fields.negLo >> 2 & 1) sum = -sum;
    for (uint32_t h = 0; h < 2; ++h) {
      const uint32_t sel = h ? fields.opSelHi : fields.opSel;
      const uint32_t neg = h ? fields.negHi : fields.negLo;
      const double a = gfx9::halfValue(halfOf(s0[lane], sel & 1) ^ ((neg & 1) << 15), mode);
      const double b =
          gfx9::halfValue(halfOf(s1[lane], sel >> 1 & 1) ^ ((neg >> 1 & 1) << 15), mode);
      sum += a * b;
    }
    float result = static_cast<float>(sum);
    if (fields.clamp) result = std::isnan(result) ? 0.0f : std::clamp(result, 0.0f, 1.0f);
    return asBits(result);
  });
}
GCN_SEMANTICS_AS(v_dot2_i32_i16, (dotInteger<2, true>));
GCN_SEMANTICS_AS(v_dot2_u32_u16, (dotInteger<2, false>));
GCN_SEMANTICS_AS(v_dot4_i32_i8, (dotInteger<4, true>));
GCN_SEMANTICS_AS(v_dot4_u32_u8, (dotInteger<4, false>));
GCN_SEMANTICS_AS(v_dot8_i32_i4, (dotInteger<8, true>));
GCN_SEMANTICS_AS(v_dot8_u32_u4, (dotInteger<8, false>));

}  // namespace gpuasm::gcn::machine
