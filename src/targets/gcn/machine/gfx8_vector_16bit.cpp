// GFX8's 16-bit vector ALU (VI ISA manual, section 6.2 "16-bit Math" and the
// opcode tables of chapter 12): integer (u16, i16) and half-precision float
// (f16) rows of VOP2, VOP1, VOPC and VOP3. A 16-bit source is the low half of
// its register; an inline constant is the 16-bit value (the float constants
// as halves, 1/(2pi) as 0x3118), a literal its low half. A result goes to
// the low half of the destination and zeroes the high half (GFX8; SDWA's
// dst_sel writes elsewhere, gfx8_extensions.cpp). Halves compute in double,
// which holds a sum or product of two halves exactly, and round once to a
// half as MODE's f64/f16 field says; MODE's f64/f16 denormal bits flush
// inputs and outputs, except that v_mad_f16, v_mac_f16, v_madmk_f16 and
// v_madak_f16 always flush (as v_mad_f32 does).
#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>

#include "targets/gcn/machine/semantics.hpp"
#include "targets/gcn/machine/vector_lanes.hpp"

namespace gpuasm::gcn::machine {
namespace {

using namespace valu;

// The halves of the float inline constants 0.5, -0.5, 1, -1, 2, -2, 4, -4.
constexpr uint32_t kHalfConstants[8] = {0x3800, 0xb800, 0x3c00, 0xbc00,
                                        0x4000, 0xc000, 0x4400, 0xc400};

uint32_t scalar16(const Wavefront& w, uint32_t code, uint32_t literal) {
  if (code >= operand::kHalf && code <= operand::kMinusFour)
    return kHalfConstants[code - operand::kHalf];
  if (code == operand::kInvTwoPi) return operand::kInvTwoPiBits16;
  return scalarValue(w, code, literal) & 0xffff;
}

// GFX9's VOP3 op_sel (Vega ISA manual, VOP3A fields: bits 14:11): bit k
// reads source k's high half, bit 3 writes the result into vdst's high half
// and keeps the low. 0 for GFX8 and for the 32-bit encodings (their words do
// not start with VOP3's 110100).
uint32_t opSel16(const Decoded& d) {
  if (d.generation != Generation::Gfx9 || (d.raw >> 26 & 0x3f) != 0x34) return 0;
  return static_cast<uint32_t>(vop3::opSel.extract(d.raw));
}

// A 16-bit source of every lane in the low half (the high half is not cleared
// for a VGPR; the handlers mask); with op_sel, the high half moved down (an
// inline float constant's high half is zero, as gfx9_sixteen.hpp says).
const uint32_t* source16(const Execution& x, const Decoded& d, size_t k, Lanes& buffer) {
  const uint32_t code = d.src[k];
  const bool high = opSel16(d) >> k & 1;
  if (code >= operand::kVgpr0) {
    const uint32_t* row = x.wave.vgpr[code - operand::kVgpr0];
    if (!high) return row;
    for (uint32_t lane = 0; lane < kLanes; ++lane) buffer[lane] = row[lane] >> 16;
    return buffer;
  }
  const bool halfConstant = code >= operand::kHalf && code <= operand::kInvTwoPi;
  const uint32_t value = !high          ? scalar16(x.wave, code, d.literal)
                         : halfConstant ? 0
                                        : scalarValue(x.wave, code, d.literal) >> 16;
  for (uint32_t& lane : buffer) lane = value;
  return buffer;
}

// Writes a 16-bit result (the low 16 bits of `result(lane)`) under EXEC: into
// the low half, the high half zeroed (GFX8, and GFX9's legacy behaviour) or
// kept (`preserveHigh`: GFX9's re-numbered v_mad/v_fma/v_div_fixup rows;
// LLVM's GCNSubtarget::zeroesHigh16BitsOfDest: "In gfx9, the preferred
// handling of the unused high 16-bits changed ... Some instructions changed
// to preserving the high bits"), or with op_sel[3] into the high half,
// keeping the low.
template <typename Result>
void write16(Execution& x, const Decoded& d, Result result, bool preserveHigh = false) {
  uint32_t* out = destination(x, d);
  const bool high = opSel16(d) >> 3 & 1;
  if (!high && !preserveHigh)
    return writeActive(x.wave, out, [&](uint32_t l) { return result(l) & 0xffffu; });
  writeActive(x.wave, out, [&](uint32_t l) {
    const uint32_t r = result(l) & 0xffffu;
    return high ? (out[l] & 0xffffu) | r << 16 : (out[l] & 0xffff0000u) | r;
  });
}

// GFX9's rows that keep vdst's high half: their GFX9 opcodes (GFX8's
// numbers are the _legacy rows there, which zero it).
bool preservesHigh(const Decoded& d) {
  return d.generation == Generation::Gfx9;
}

bool halfDenormalsFlushed(const Execution& x, bool multiplyAdd) {
  return multiplyAdd || !(x.wave.mode & kModeF64InputDenormals);
}
bool halfOutputsFlushed(const Execution& x, bool multiplyAdd) {
  return multiplyAdd || !(x.wave.mode & kModeF64OutputDenormals);
}

uint32_t flushedHalf(uint32_t h) {
  return (h & 0x7c00) ? h : h & 0x8000;
}

// A half source's value with abs and neg, a denormal flushed where asked.
double halfOperand(const Decoded& d, size_t k, uint32_t bits, bool flush) {
  uint32_t h = bits & 0xffff;
  if (d.abs >> k & 1) h &= 0x7fff;
  if (d.neg >> k & 1) h ^= 0x8000;
  if (flush) h = flushedHalf(h);
  return static_cast<double>(fromHalf(h));
}

// The half nearest `v` in the direction MODE's rounding field says (exact
// arithmetic on doubles: scaling by a power of two, floor).
uint32_t halfOf(double v, uint32_t rounding) {
  if (std::isnan(v)) return 0x7e00;
  const uint32_t sign = std::signbit(v) ? 0x8000 : 0;
  const double magnitude = std::fabs(v);
  if (std::isinf(magnitude)) return sign | 0x7c00;
  if (magnitude == 0) return sign;
  int exponent = 0;
  std::frexp(magnitude, &exponent);
  const int lead = exponent - 1;  // magnitude is in [2^lead, 2^(lead+1))
  const bool normal = lead >= -14;
  const double scaled = std::ldexp(magnitude, normal ? 10 - lead : 24);
  double kept = std::floor(scaled);
  const double remainder = scaled - kept;
  bool up = false;
  switch (rounding & 3) {
    case kRoundNearestEven:
      up = remainder > 0.5 || (remainder == 0.5 && std::fmod(kept, 2.0) == 1.0);
      break;
    case kRoundUp:
      up = remainder > 0 && !sign;
      break;
    case kRoundDown:
      up = remainder > 0 && sign;
      break;
    default:
      break;
  }
  auto k = static_cast<uint32_t>(kept) + (up ? 1 : 0);
  if (!normal) return sign | k;  // k == 1024 is the smallest normal's bits
  int biased = lead + 15;
  if (k == 2048) {
    k = 1024;
    ++biased;
  }
  if (biased >= 31) {
    const bool toInfinity = (rounding & 3) == kRoundNearestEven ||
                            ((rounding & 3) == kRoundUp && !sign) ||
                            ((rounding & 3) == kRoundDown && sign);
    return sign | (toInfinity ? 0x7c00u : 0x7bffu);
  }
  return sign | static_cast<uint32_t>(biased) << 10 | (k - 1024);
}

// omod, clamp ([0, 1], NaN to 0), the rounding to a half, output denormals.
uint32_t finishHalf(const Execution& x, const Decoded& d, double r, bool multiplyAdd) {
  if (d.omod == 1) r *= 2;
  if (d.omod == 2) r *= 4;
  if (d.omod == 3) r *= 0.5;
  if (d.clamp) r = !(r > 0) ? 0.0 : (r > 1 ? 1.0 : r);
  const uint32_t h = halfOf(r, doubleRounding(x));
  return halfOutputsFlushed(x, multiplyAdd) ? flushedHalf(h) : h;
}

template <size_t Sources, typename Op>
void halfOperation(Execution& x, const Decoded& d, Op op, bool multiplyAdd = false,
                   bool preserveHigh = false) {
  Lanes b0, b1, b2;
  const uint32_t* a = source16(x, d, 0, b0);
  const uint32_t* b = Sources > 1 ? source16(x, d, 1, b1) : a;
  const uint32_t* c = Sources > 2 ? source16(x, d, 2, b2) : a;
  const bool flush = halfDenormalsFlushed(x, multiplyAdd);
  write16(
      x, d,
      [&](uint32_t l) {
        double r;
        if constexpr (Sources == 1)
          r = op(halfOperand(d, 0, a[l], flush));
        else if constexpr (Sources == 2)
          r = op(halfOperand(d, 0, a[l], flush), halfOperand(d, 1, b[l], flush));
        else
          r = op(halfOperand(d, 0, a[l], flush), halfOperand(d, 1, b[l], flush),
                 halfOperand(d, 2, c[l], flush));
        return finishHalf(x, d, r, multiplyAdd);
      },
      preserveHigh);
}

// An integer operation on the low halves; the result's low 16 bits.
template <typename Op>
void integer16(Execution& x, const Decoded& d, Op op) {
  Lanes b0, b1;
  const uint32_t* a = source16(x, d, 0, b0);
  const uint32_t* b = source16(x, d, 1, b1);
  write16(x, d, [&](uint32_t l) { return op(a[l] & 0xffff, b[l] & 0xffff) & 0xffffu; });
}

// The u16 add and subtracts; clamp saturates to 0 .. 0xffff.
template <int Sign, bool Reverse>
void addU16(Execution& x, const Decoded& d) {
  const bool clamp = d.clamp;
  integer16(x, d, [clamp](uint32_t a, uint32_t b) {
    if (Reverse) std::swap(a, b);
    const int32_t r = static_cast<int32_t>(a) + Sign * static_cast<int32_t>(b);
    if (clamp) return static_cast<uint32_t>(std::clamp(r, 0, 0xffff));
    return static_cast<uint32_t>(r);
  });
}

// v_mad_u16 / v_mad_i16: S0 * S1 + S2 in 16 bits; clamp saturates.
template <bool Signed>
void multiplyAdd16(Execution& x, const Decoded& d, bool preserveHigh) {
  Lanes b0, b1, b2;
  const uint32_t* a = source16(x, d, 0, b0);
  const uint32_t* b = source16(x, d, 1, b1);
  const uint32_t* c = source16(x, d, 2, b2);
  const bool clamp = d.clamp;
  write16(
      x, d,
      [&](uint32_t l) {
        int64_t r;
        if constexpr (Signed)
          r = int64_t{signed16(a[l])} * signed16(b[l]) + signed16(c[l]);
        else
          r = int64_t{a[l] & 0xffff} * (b[l] & 0xffff) + (c[l] & 0xffff);
        if (clamp)
          r = Signed ? std::clamp<int64_t>(r, -0x8000, 0x7fff) : std::min<int64_t>(r, 0xffff);
        return static_cast<uint32_t>(r) & 0xffffu;
      },
      preserveHigh);
}

// 16-bit compares: the same conditions as the 32-bit ones (holds).
template <typename T, int Condition, bool WritesExec>
void compare16(Execution& x, const Decoded& d) {
  Lanes b0, b1;
  const uint32_t* a = source16(x, d, 0, b0);
  const uint32_t* b = source16(x, d, 1, b1);
  const bool flush = halfDenormalsFlushed(x, false);
  const uint64_t mask = activeMask(x.wave, [&](uint32_t l) {
    if constexpr (std::is_same_v<T, double>)
      return holds<Condition>(halfOperand(d, 0, a[l], flush), halfOperand(d, 1, b[l], flush));
    else if constexpr (std::is_signed_v<T>)
      return holds<Condition>(signed16(a[l]), signed16(b[l]));
    else
      return holds<Condition>(a[l] & 0xffff, b[l] & 0xffff);
  });
  x.wave.setPair(d.sdst, mask);
  if (WritesExec) x.wave.setExec(mask);
}

// v_cmp_class_f16: S0's class (classBit) among the bits of S1.
template <bool WritesExec>
void classHalf(Execution& x, const Decoded& d) {
  Lanes b0, b1;
  const uint32_t* a = source16(x, d, 0, b0);
  const uint32_t* b = source(x, d, 1, b1);
  const uint64_t mask = activeMask(x.wave, [&](uint32_t l) {
    uint32_t h = a[l] & 0xffff;
    if (d.abs & 1) h &= 0x7fff;
    if (d.neg & 1) h ^= 0x8000;
    return (b[l] >> classBit<5, 10>(h) & 1) != 0;
  });
  x.wave.setPair(d.sdst, mask);
  if (WritesExec) x.wave.setExec(mask);
}

// A half to a 16-bit integer: truncated, saturated, NaN to 0.
template <bool Signed>
uint32_t halfToInteger16(double v) {
  if (std::isnan(v)) return 0;
  const double t = std::trunc(v);
  const double low = Signed ? -32768.0 : 0.0, high = Signed ? 32767.0 : 65535.0;
  return static_cast<uint32_t>(static_cast<int32_t>(std::clamp(t, low, high))) & 0xffffu;
}

double sinTurns(double turns) {
  return std::sin(2 * M_PI * (turns - std::floor(turns)));
}

}  // namespace

// VOP2
GCN_SEMANTICS(v_add_f16) {
  halfOperation<2>(x, d, [](double a, double b) { return a + b; });
}
GCN_SEMANTICS(v_sub_f16) {
  halfOperation<2>(x, d, [](double a, double b) { return a - b; });
}
GCN_SEMANTICS(v_subrev_f16) {
  halfOperation<2>(x, d, [](double a, double b) { return b - a; });
}
GCN_SEMANTICS(v_mul_f16) {
  halfOperation<2>(x, d, [](double a, double b) { return a * b; });
}
GCN_SEMANTICS(v_max_f16) {
  halfOperation<2>(x, d, [](double a, double b) { return std::fmax(a, b); });
}
GCN_SEMANTICS(v_min_f16) {
  halfOperation<2>(x, d, [](double a, double b) { return std::fmin(a, b); });
}
// v_ldexp_f16: S0 * 2^S1, S1 a signed integer.
GCN_SEMANTICS(v_ldexp_f16) {
  Lanes b0, b1;
  const uint32_t* a = source16(x, d, 0, b0);
  const uint32_t* b = source(x, d, 1, b1);
  const bool flush = halfDenormalsFlushed(x, false);
  write16(x, d, [&](uint32_t l) {
    const int shift = std::clamp(static_cast<int32_t>(b[l]), -64, 64);
    return finishHalf(x, d, std::ldexp(halfOperand(d, 0, a[l], flush), shift), false);
  });
}
// v_mac_f16: D = S0 * S1 + D (the low half of vdst).
GCN_SEMANTICS(v_mac_f16) {
  Lanes b0, b1;
  const uint32_t* a = source16(x, d, 0, b0);
  const uint32_t* b = source16(x, d, 1, b1);
  const uint32_t* accumulator = destination(x, d);
  write16(x, d, [&](uint32_t l) {
    const double c = fromHalf(flushedHalf(accumulator[l] & 0xffff));
    return finishHalf(x, d, halfOperand(d, 0, a[l], true) * halfOperand(d, 1, b[l], true) + c,
                      true);
  });
}
// v_madmk_f16: S0 * K + S1; v_madak_f16: S0 * S1 + K (K the literal's low half).
GCN_SEMANTICS(v_madmk_f16) {
  const double k = fromHalf(flushedHalf(d.literal & 0xffff));
  halfOperation<2>(
      x, d, [k](double a, double b) { return a * k + b; }, true);
}
GCN_SEMANTICS(v_madak_f16) {
  const double k = fromHalf(flushedHalf(d.literal & 0xffff));
  halfOperation<2>(
      x, d, [k](double a, double b) { return a * b + k; }, true);
}
GCN_SEMANTICS(v_add_u16) {
  addU16<1, false>(x, d);
}
GCN_SEMANTICS(v_sub_u16) {
  addU16<-1, false>(x, d);
}
GCN_SEMANTICS(v_subrev_u16) {
  addU16<-1, true>(x, d);
}
GCN_SEMANTICS(v_mul_lo_u16) {
  integer16(x, d, [](uint32_t a, uint32_t b) { return a * b; });
}
// The reversed shifts: the amount (mod 16) in src0, the value in src1.
GCN_SEMANTICS(v_lshlrev_b16) {
  integer16(x, d, [](uint32_t a, uint32_t b) { return b << (a & 15); });
}
GCN_SEMANTICS(v_lshrrev_b16) {
  integer16(x, d, [](uint32_t a, uint32_t b) { return b >> (a & 15); });
}
GCN_SEMANTICS(v_ashrrev_i16) {
  integer16(x, d,
            [](uint32_t a, uint32_t b) { return static_cast<uint32_t>(signed16(b) >> (a & 15)); });
}
GCN_SEMANTICS(v_max_u16) {
  integer16(x, d, [](uint32_t a, uint32_t b) { return std::max(a, b); });
}
GCN_SEMANTICS(v_min_u16) {
  integer16(x, d, [](uint32_t a, uint32_t b) { return std::min(a, b); });
}
GCN_SEMANTICS(v_max_i16) {
  integer16(x, d, [](uint32_t a, uint32_t b) {
    return static_cast<uint32_t>(std::max(signed16(a), signed16(b)));
  });
}
GCN_SEMANTICS(v_min_i16) {
  integer16(x, d, [](uint32_t a, uint32_t b) {
    return static_cast<uint32_t>(std::min(signed16(a), signed16(b)));
  });
}

// VOP1
GCN_SEMANTICS(v_cvt_f16_u16) {
  Lanes b0;
  const uint32_t* a = source16(x, d, 0, b0);
  write16(x, d,
          [&](uint32_t l) { return finishHalf(x, d, static_cast<double>(a[l] & 0xffff), false); });
}
GCN_SEMANTICS(v_cvt_f16_i16) {
  Lanes b0;
  const uint32_t* a = source16(x, d, 0, b0);
  write16(x, d, [&](uint32_t l) { return finishHalf(x, d, signed16(a[l]), false); });
}
GCN_SEMANTICS(v_cvt_u16_f16) {
  Lanes b0;
  const uint32_t* a = source16(x, d, 0, b0);
  const bool flush = halfDenormalsFlushed(x, false);
  write16(x, d, [&](uint32_t l) { return halfToInteger16<false>(halfOperand(d, 0, a[l], flush)); });
}
GCN_SEMANTICS(v_cvt_i16_f16) {
  Lanes b0;
  const uint32_t* a = source16(x, d, 0, b0);
  const bool flush = halfDenormalsFlushed(x, false);
  write16(x, d, [&](uint32_t l) { return halfToInteger16<true>(halfOperand(d, 0, a[l], flush)); });
}
GCN_SEMANTICS(v_rcp_f16) {
  halfOperation<1>(x, d, [](double a) { return 1.0 / a; });
}
GCN_SEMANTICS(v_sqrt_f16) {
  halfOperation<1>(x, d, [](double a) { return std::sqrt(a); });
}
GCN_SEMANTICS(v_rsq_f16) {
  halfOperation<1>(x, d, [](double a) { return 1.0 / std::sqrt(a); });
}
GCN_SEMANTICS(v_log_f16) {
  halfOperation<1>(x, d, [](double a) { return std::log2(a); });
}
GCN_SEMANTICS(v_exp_f16) {
  halfOperation<1>(x, d, [](double a) { return std::exp2(a); });
}
GCN_SEMANTICS(v_frexp_mant_f16) {
  halfOperation<1>(x, d, [](double a) {
    if (!std::isfinite(a)) return a;
    int exponent = 0;
    return std::frexp(a, &exponent);
  });
}
GCN_SEMANTICS(v_frexp_exp_i16_f16) {
  Lanes b0;
  const uint32_t* a = source16(x, d, 0, b0);
  const bool flush = halfDenormalsFlushed(x, false);
  write16(x, d, [&](uint32_t l) {
    const double v = halfOperand(d, 0, a[l], flush);
    int exponent = 0;
    if (std::isfinite(v)) std::frexp(v, &exponent);
    return static_cast<uint32_t>(exponent) & 0xffffu;
  });
}
GCN_SEMANTICS(v_floor_f16) {
  halfOperation<1>(x, d, [](double a) { return std::floor(a); });
}
GCN_SEMANTICS(v_ceil_f16) {
  halfOperation<1>(x, d, [](double a) { return std::ceil(a); });
}
GCN_SEMANTICS(v_trunc_f16) {
  halfOperation<1>(x, d, [](double a) { return std::trunc(a); });
}
GCN_SEMANTICS(v_rndne_f16) {
  halfOperation<1>(x, d, [](double a) { return std::nearbyint(a); });
}
GCN_SEMANTICS(v_fract_f16) {
  halfOperation<1>(x, d, [](double a) {
    if (std::isinf(a)) return std::numeric_limits<double>::quiet_NaN();
    return a - std::floor(a);
  });
}
// v_sin_f16 / v_cos_f16: the argument in turns (1.0 is 2pi), as v_sin_f32.
GCN_SEMANTICS(v_sin_f16) {
  halfOperation<1>(x, d, [](double a) {
    return std::isfinite(a) ? sinTurns(a) : std::numeric_limits<double>::quiet_NaN();
  });
}
GCN_SEMANTICS(v_cos_f16) {
  halfOperation<1>(x, d, [](double a) {
    return std::isfinite(a) ? sinTurns(a + 0.25) : std::numeric_limits<double>::quiet_NaN();
  });
}

// VOP3
// v_mad_f16 ... v_div_fixup_f16 keep vdst's high half on GFX9; their
// _legacy rows (GFX8's opcodes on GFX9) zero it, as GFX8 does.
double multiplyAddHalf(double a, double b, double c) {
  return a * b + c;  // exact in a double: one rounding, to the half
}
double fusedHalf(double a, double b, double c) {
  return std::fma(a, b, c);
}
// S0 the quotient, S1 the denominator, S2 the numerator (the VI ISA
// manual's V_DIV_FIXUP_F16: IEEE's special cases, else |S0| with the
// quotient's sign); halves are exact in the double form.
double divideFixupHalf(double a, double b, double c) {
  return divideFixup<double>(a, b, c);
}
GCN_SEMANTICS(v_mad_f16) {
  halfOperation<3>(x, d, multiplyAddHalf, true, preservesHigh(d));
}
GCN_SEMANTICS(v_fma_f16) {
  halfOperation<3>(x, d, fusedHalf, false, preservesHigh(d));
}
GCN_SEMANTICS(v_div_fixup_f16) {
  halfOperation<3>(x, d, divideFixupHalf, false, preservesHigh(d));
}
GCN_SEMANTICS(v_mad_u16) {
  multiplyAdd16<false>(x, d, preservesHigh(d));
}
GCN_SEMANTICS(v_mad_i16) {
  multiplyAdd16<true>(x, d, preservesHigh(d));
}
GCN_SEMANTICS(v_mad_legacy_f16) {
  halfOperation<3>(x, d, multiplyAddHalf, true);
}
GCN_SEMANTICS(v_fma_legacy_f16) {
  halfOperation<3>(x, d, fusedHalf);
}
GCN_SEMANTICS(v_div_fixup_legacy_f16) {
  halfOperation<3>(x, d, divideFixupHalf);
}
GCN_SEMANTICS(v_mad_legacy_u16) {
  multiplyAdd16<false>(x, d, false);
}
GCN_SEMANTICS(v_mad_legacy_i16) {
  multiplyAdd16<true>(x, d, false);
}
// GFX9's three-operand f16 min/max/median (op_sel as every 16-bit VOP3
// row): IEEE minNum/maxNum, as v_min3_f32; med3 with a NaN source is the
// min3 of the three, as v_med3_f32 (vector_special.cpp) does.
GCN_SEMANTICS(v_min3_f16) {
  halfOperation<3>(x, d,
                   [](double a, double b, double c) { return std::fmin(std::fmin(a, b), c); });
}
GCN_SEMANTICS(v_max3_f16) {
  halfOperation<3>(x, d,
                   [](double a, double b, double c) { return std::fmax(std::fmax(a, b), c); });
}
GCN_SEMANTICS(v_med3_f16) {
  halfOperation<3>(x, d, [](double a, double b, double c) {
    if (std::isnan(a) || std::isnan(b) || std::isnan(c)) return std::fmin(std::fmin(a, b), c);
    return std::max(std::min(a, b), std::min(std::max(a, b), c));
  });
}

// VOPC
GCN_SEMANTICS(v_cmp_class_f16) {
  classHalf<false>(x, d);
}
GCN_SEMANTICS(v_cmpx_class_f16) {
  classHalf<true>(x, d);
}
#define GCN_COMPARES16(type, suffix)                                \
  GCN_SEMANTICS_AS(v_cmp_f_##suffix, (compare16<type, 0, false>));  \
  GCN_SEMANTICS_AS(v_cmp_lt_##suffix, (compare16<type, 1, false>)); \
  GCN_SEMANTICS_AS(v_cmp_eq_##suffix, (compare16<type, 2, false>)); \
  GCN_SEMANTICS_AS(v_cmp_le_##suffix, (compare16<type, 3, false>)); \
  GCN_SEMANTICS_AS(v_cmp_gt_##suffix, (compare16<type, 4, false>)); \
  GCN_SEMANTICS_AS(v_cmp_ge_##suffix, (compare16<type, 6, false>)); \
  GCN_SEMANTICS_AS(v_cmpx_f_##suffix, (compare16<type, 0, true>));  \
  GCN_SEMANTICS_AS(v_cmpx_lt_##suffix, (compare16<type, 1, true>)); \
  GCN_SEMANTICS_AS(v_cmpx_eq_##suffix, (compare16<type, 2, true>)); \
  GCN_SEMANTICS_AS(v_cmpx_le_##suffix, (compare16<type, 3, true>)); \
  GCN_SEMANTICS_AS(v_cmpx_gt_##suffix, (compare16<type, 4, true>)); \
  GCN_SEMANTICS_AS(v_cmpx_ge_##suffix, (compare16<type, 6, true>))
GCN_COMPARES16(int16_t, i16);
GCN_COMPARES16(uint16_t, u16);
GCN_COMPARES16(double, f16);
#undef GCN_COMPARES16
// The integer ne and t, the float lg, o, u and the negated ones.
GCN_SEMANTICS_AS(v_cmp_ne_i16, (compare16<int16_t, 5, false>));
GCN_SEMANTICS_AS(v_cmp_t_i16, (compare16<int16_t, 7, false>));
GCN_SEMANTICS_AS(v_cmpx_ne_i16, (compare16<int16_t, 5, true>));
GCN_SEMANTICS_AS(v_cmpx_t_i16, (compare16<int16_t, 7, true>));
GCN_SEMANTICS_AS(v_cmp_ne_u16, (compare16<uint16_t, 5, false>));
GCN_SEMANTICS_AS(v_cmp_t_u16, (compare16<uint16_t, 7, false>));
GCN_SEMANTICS_AS(v_cmpx_ne_u16, (compare16<uint16_t, 5, true>));
GCN_SEMANTICS_AS(v_cmpx_t_u16, (compare16<uint16_t, 7, true>));
#define GCN_FLOAT_COMPARES16(name, condition)                                  \
  GCN_SEMANTICS_AS(v_cmp_##name##_f16, (compare16<double, condition, false>)); \
  GCN_SEMANTICS_AS(v_cmpx_##name##_f16, (compare16<double, condition, true>))
GCN_FLOAT_COMPARES16(lg, 5);
GCN_FLOAT_COMPARES16(o, 7);
GCN_FLOAT_COMPARES16(u, 8);
GCN_FLOAT_COMPARES16(nge, 9);
GCN_FLOAT_COMPARES16(nlg, 10);
GCN_FLOAT_COMPARES16(ngt, 11);
GCN_FLOAT_COMPARES16(nle, 12);
GCN_FLOAT_COMPARES16(neq, 13);
GCN_FLOAT_COMPARES16(nlt, 14);
GCN_FLOAT_COMPARES16(tru, 15);
#undef GCN_FLOAT_COMPARES16

// The rows above that read GFX9's VOP3 op_sel through source16 and write16
// (the compares read it too; the predecoder never refuses op_sel on them).
bool readsOpSel(Handler handler) {
  static constexpr Handler kRows[] = {
      &semantics::v_add_f16,
      &semantics::v_sub_f16,
      &semantics::v_subrev_f16,
      &semantics::v_mul_f16,
      &semantics::v_max_f16,
      &semantics::v_min_f16,
      &semantics::v_ldexp_f16,
      &semantics::v_mac_f16,
      &semantics::v_add_u16,
      &semantics::v_sub_u16,
      &semantics::v_subrev_u16,
      &semantics::v_mul_lo_u16,
      &semantics::v_lshlrev_b16,
      &semantics::v_lshrrev_b16,
      &semantics::v_ashrrev_i16,
      &semantics::v_max_u16,
      &semantics::v_min_u16,
      &semantics::v_max_i16,
      &semantics::v_min_i16,
      &semantics::v_cvt_f16_u16,
      &semantics::v_cvt_f16_i16,
      &semantics::v_cvt_u16_f16,
      &semantics::v_cvt_i16_f16,
      &semantics::v_rcp_f16,
      &semantics::v_sqrt_f16,
      &semantics::v_rsq_f16,
      &semantics::v_log_f16,
      &semantics::v_exp_f16,
      &semantics::v_frexp_mant_f16,
      &semantics::v_frexp_exp_i16_f16,
      &semantics::v_floor_f16,
      &semantics::v_ceil_f16,
      &semantics::v_trunc_f16,
      &semantics::v_rndne_f16,
      &semantics::v_fract_f16,
      &semantics::v_sin_f16,
      &semantics::v_cos_f16,
      &semantics::v_mad_f16,
      &semantics::v_fma_f16,
      &semantics::v_div_fixup_f16,
      &semantics::v_mad_u16,
      &semantics::v_mad_i16,
      &semantics::v_mad_legacy_f16,
      &semantics::v_fma_legacy_f16,
      &semantics::v_div_fixup_legacy_f16,
      &semantics::v_mad_legacy_u16,
      &semantics::v_mad_legacy_i16,
      &semantics::v_min3_f16,
      &semantics::v_max3_f16,
      &semantics::v_med3_f16,
  };
  return std::find(std::begin(kRows), std::end(kRows), handler) != std::end(kRows);
}

}  // namespace gpuasm::gcn::machine
