// The packing conversions and the media SADs (SI-GFX9 VOP2/VOP3, GFX9's
// VOP1/VOP3 16-bit forms): floats into bytes and normalized 16-bit
// integers packed into a dword, v_sat_pk_u8_i16, and the masked and quad
// sums of absolute differences of OpenCL's cl_amd_media_ops2.
//
// Rounding (the GCN manuals name the conversions, f32_to_u8, f32_to_snorm,
// f32_to_unorm, without spelling out their rounding): the byte conversions
// round as MODE's f32 field says (nearest even by default) and saturate to
// 0..255; the normalized ones clamp to [-1, 1] ([0, 1]), scale by 32767
// (65535) and round to nearest even, GLSL's packSnorm2x16/packUnorm2x16
// formula round(clamp(c) * 32767), which Mesa's AMD compiler implements with
// these instructions. NaN gives 0.
#include <algorithm>
#include <cmath>
#include <cstdint>

#include "targets/gcn/machine/gfx9_sixteen.hpp"
#include "targets/gcn/machine/half.hpp"
#include "targets/gcn/machine/semantics.hpp"
#include "targets/gcn/machine/vector_lanes.hpp"

namespace gpuasm::gcn::machine {
namespace {

using namespace valu;

// f32_to_u8 in the current host rounding mode (a RoundingScope sets it).
uint32_t toByte(float value) {
  if (std::isnan(value)) return 0;
  return static_cast<uint32_t>(std::clamp(std::nearbyint(value), 0.0f, 255.0f));
}

double roundHalfEven(double v) {
  const double whole = std::trunc(v), fraction = std::fabs(v - whole);
  if (fraction > 0.5 || (fraction == 0.5 && std::fmod(whole, 2.0) != 0.0))
    return whole + std::copysign(1.0, v);
  return whole;
}

template <bool Signed>
uint32_t normalized16(double value) {
  if (std::isnan(value)) return 0;
  const double scaled =
      Signed ? std::clamp(value, -1.0, 1.0) * 32767.0 : std::clamp(value, 0.0, 1.0) * 65535.0;
  return static_cast<uint32_t>(static_cast<int32_t>(roundHalfEven(scaled))) & 0xffffu;
}

// D = S2 with byte S1[1:0] replaced by f32_to_u8(S0) (pk_u8); pkaccum
// replaces the byte in D itself.
void packByte(Execution& x, const Decoded& d, bool accumulate) {
  Lanes b0, b1, b2;
  RoundingScope rounding(singleRounding(x));
  const uint32_t* a = floatSource(x, d, 0, b0);
  const uint32_t* select = source(x, d, 1, b1);
  uint32_t* out = destination(x, d);
  const uint32_t* into = accumulate ? out : source(x, d, 2, b2);
  writeActive(x.wave, out, [&](uint32_t l) {
    const uint32_t shift = (select[l] & 3) * 8;
    return (into[l] & ~(0xffu << shift)) | toByte(asFloat(a[l])) << shift;
  });
}

template <bool Signed>
void packNormalizedFloats(Execution& x, const Decoded& d) {
  Lanes b0, b1;
  const uint32_t* a = floatSource(x, d, 0, b0);
  const uint32_t* b = floatSource(x, d, 1, b1);
  writeActive(x.wave, destination(x, d), [&](uint32_t l) {
    return normalized16<Signed>(asFloat(a[l])) | normalized16<Signed>(asFloat(b[l])) << 16;
  });
}

// GFX9's f16 forms: the halves op_sel picks (VOP3), VOP3's abs and neg.
template <bool Signed>
void packNormalizedHalves(Execution& x, const Decoded& d) {
  uint32_t b0[kLanes], b1[kLanes];
  const uint32_t* a = gfx9::lanes<true>(x.wave, d.src[0], b0);
  const uint32_t* b = gfx9::lanes<true>(x.wave, d.src[1], b1);
  const auto sel = static_cast<uint32_t>(vop3::opSel.extract(d.raw));
  auto half = [&](uint32_t value, uint32_t k) {
    uint32_t h = (value >> (16 * (sel >> k & 1))) & 0xffff;
    if (d.abs >> k & 1) h &= 0x7fff;
    if (d.neg >> k & 1) h ^= 0x8000;
    return static_cast<double>(fromHalf(h));
  };
  writeActive(x.wave, destination(x, d), [&](uint32_t l) {
    return normalized16<Signed>(half(a[l], 0)) | normalized16<Signed>(half(b[l], 1)) << 16;
  });
}

// One 16-bit f16 source, VOP1 (GFX9): a half, its float inline constants as
// halves; the result in the low half, the high half zeroed.
template <bool Signed>
void normalizeHalf(Execution& x, const Decoded& d) {
  uint32_t b0[kLanes];
  const uint32_t* a =
      d.src[0] == operand::kLiteral ? source(x, d, 0, b0) : gfx9::lanes<true>(x.wave, d.src[0], b0);
  writeActive(x.wave, destination(x, d), [&](uint32_t l) {
    uint32_t h = a[l] & 0xffff;
    if (d.abs & 1) h &= 0x7fff;
    if (d.neg & 1) h ^= 0x8000;
    return normalized16<Signed>(static_cast<double>(fromHalf(h)));
  });
}

// The sum of |a.byte[i] - b.byte[i]| (masked: over the bytes where b's is
// not 0), plus the accumulator (cl_amd_media_ops2's amd_sad/amd_msad).
template <bool Masked>
uint32_t byteDifferences(uint32_t a, uint32_t b, uint32_t accumulator) {
  uint32_t sum = accumulator;
  for (uint32_t i = 0; i < 32; i += 8) {
    const int32_t x = static_cast<int32_t>(a >> i & 0xff), y = static_cast<int32_t>(b >> i & 0xff);
    if (Masked && y == 0) continue;
    sum += static_cast<uint32_t>(std::abs(x - y));
  }
  return sum;
}

// v_qsad_pk_u16_u8 / v_mqsad_pk_u16_u8: D.u16[k] = SAD(S0's bytes k..k+3,
// S1, S2.u16[k]) for k = 0..3 (amd_qsad / amd_mqsad): four 16-bit results,
// truncated, or saturated with clamp.
template <bool Masked>
void quadSad16(Execution& x, const Decoded& d) {
  const bool clamp = d.clamp;
  Lanes b1;
  const uint32_t* reference = source(x, d, 1, b1);
  writeActive64(x, d, [&](uint32_t l) {
    const uint64_t s0 = laneValue64(x.wave, d.src[0], d.literal, l);
    const uint64_t s2 = laneValue64(x.wave, d.src[2], d.literal, l);
    uint64_t result = 0;
    for (uint32_t k = 0; k < 4; ++k) {
      uint32_t sum = byteDifferences<Masked>(static_cast<uint32_t>(s0 >> (8 * k)), reference[l],
                                             static_cast<uint32_t>(s2 >> (16 * k)) & 0xffff);
      sum = clamp ? std::min(sum, 0xffffu) : sum & 0xffff;
      result |= uint64_t{sum} << (16 * k);
    }
    return result;
  });
}

}  // namespace

GCN_SEMANTICS(v_cvt_pk_u8_f32) {
  packByte(x, d, false);
}
GCN_SEMANTICS(v_cvt_pkaccum_u8_f32) {
  packByte(x, d, true);
}
GCN_SEMANTICS_AS(v_cvt_pknorm_i16_f32, packNormalizedFloats<true>);
GCN_SEMANTICS_AS(v_cvt_pknorm_u16_f32, packNormalizedFloats<false>);
GCN_SEMANTICS_AS(v_cvt_pknorm_i16_f16, packNormalizedHalves<true>);
GCN_SEMANTICS_AS(v_cvt_pknorm_u16_f16, packNormalizedHalves<false>);
GCN_SEMANTICS_AS(v_cvt_norm_i16_f16, normalizeHalf<true>);
GCN_SEMANTICS_AS(v_cvt_norm_u16_f16, normalizeHalf<false>);

// D = {16'b0, sat8(S0.i16[31:16]), sat8(S0.i16[15:0])}: each signed half
// saturated to 0..255.
GCN_SEMANTICS(v_sat_pk_u8_i16) {
  unary(x, d, [](uint32_t a) {
    const auto sat8 = [](uint32_t h) {
      return static_cast<uint32_t>(std::clamp(signed16(h), 0, 255));
    };
    return sat8(a) | sat8(a >> 16) << 8;
  });
}

// v_msad_u8: D = S2 + the masked byte SAD of S0 and S1 (amd_msad: bytes
// where S1's is 0 do not count).
GCN_SEMANTICS(v_msad_u8) {
  ternary(x, d, [](uint32_t a, uint32_t b, uint32_t c) { return byteDifferences<true>(a, b, c); });
}
GCN_SEMANTICS_AS(v_qsad_pk_u16_u8, quadSad16<false>);
GCN_SEMANTICS_AS(v_mqsad_pk_u16_u8, quadSad16<true>);

// v_mqsad_u32_u8: D.u32[k] = MSAD(S0's bytes k..k+3, S1, S2.u32[k]), four
// 32-bit results in vdst..vdst+3 (S2 a VGPR quad).
GCN_SEMANTICS(v_mqsad_u32_u8) {
  const uint32_t dst = d.dst & 255;
  if (dst + 3 >= kVgprs || d.src[2] < operand::kVgpr0 || d.src[2] - operand::kVgpr0 + 3 >= kVgprs)
    return x.raise(d, "illegal", "the VGPR quad runs past v255");
  const uint32_t accumulator = d.src[2] - operand::kVgpr0;
  Lanes b1;
  const uint32_t* reference = source(x, d, 1, b1);
  const uint64_t exec = x.wave.exec();
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    if (!(exec >> lane & 1)) continue;
    const uint64_t s0 = laneValue64(x.wave, d.src[0], d.literal, lane);
    uint32_t result[4];
    for (uint32_t k = 0; k < 4; ++k)
      result[k] = byteDifferences<true>(static_cast<uint32_t>(s0 >> (8 * k)), reference[lane],
                                        x.wave.vgpr[accumulator + k][lane]);
    for (uint32_t k = 0; k < 4; ++k) x.wave.vgpr[dst + k][lane] = result[k];
  }
}

}  // namespace gpuasm::gcn::machine
