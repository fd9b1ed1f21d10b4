// The f32 instructions of the vector ALU: IEEE single arithmetic rounded as
// MODE.FP_ROUND's f32 field says (nearest even by default), denormals kept
// or flushed (to a zero of the same sign) on input and output as
// MODE.FP_DENORM says, except that v_mad_f32/v_mac_f32/v_madmk/v_madak
// always flush (LLVM's SI notes: the legacy multiply-add has no denormal
// support).
#include <algorithm>
#include <bit>
#include <cmath>
#include <string>
#include <utility>

#include "targets/gcn/machine/vector_lanes.hpp"

namespace gpuasm::gcn::machine::valu {
namespace {

// v_mad: the product rounded, then the sum rounded (not fused; v_fma is).
// The build is ISO C++ (no extensions), where GCC does not contract a * b + c.
float multiplyAdd(float a, float b, float c) {
  const float product = a * b;
  return product + c;
}

// v_rndne: the nearest integer, ties to even, whatever MODE's rounding
// field says (std::nearbyint would follow the host's mode, which a
// RoundingScope may have changed). a - trunc(a) is exact.
float roundHalfEven(float a) {
  const float whole = std::trunc(a), fraction = std::fabs(a - whole);
  const float away = whole + std::copysign(1.0f, a);
  if (fraction > 0.5f) return away;
  if (fraction == 0.5f && std::fmod(whole, 2.0f) != 0.0f) return away;
  return whole;
}

uint32_t saturatedInt(float v) {
  if (std::isnan(v)) return 0;
  if (v >= 2147483648.0f) return 0x7fffffff;
  if (v <= -2147483648.0f) return 0x80000000u;
  return static_cast<uint32_t>(static_cast<int32_t>(v));
}

void floatClass(Execution& x, const Decoded& d, bool writesExec) {
  Lanes b0, b1;
  const uint32_t* a = source(x, d, 0, b0);
  const uint32_t* classes = source(x, d, 1, b1);
  const uint64_t mask = activeMask(
      x.wave, [&](uint32_t l) { return (classes[l] >> classBit<8, 23>(a[l]) & 1) != 0; });
  x.wave.setPair(d.sdst, mask);
  if (writesExec) x.wave.setExec(mask);
}

}  // namespace

void addFloatSemantics(SemanticsTable& t) {
  t["v_add_f32"] = [](Execution& x, const Decoded& d) {
    floatBinary(x, d, [](float a, float b) { return a + b; });
  };
  t["v_sub_f32"] = [](Execution& x, const Decoded& d) {
    floatBinary(x, d, [](float a, float b) { return a - b; });
  };
  t["v_subrev_f32"] = [](Execution& x, const Decoded& d) {
    floatBinary(x, d, [](float a, float b) { return b - a; });
  };
  t["v_mul_f32"] = [](Execution& x, const Decoded& d) {
    floatBinary(x, d, [](float a, float b) { return a * b; });
  };
  t["v_min_f32"] = [](Execution& x, const Decoded& d) {
    floatBinary(x, d, [](float a, float b) { return std::fmin(a, b); });
  };
  t["v_max_f32"] = [](Execution& x, const Decoded& d) {
    floatBinary(x, d, [](float a, float b) { return std::fmax(a, b); });
  };
  t["v_mac_f32"] = [](Execution& x, const Decoded& d) {
    RoundingScope rounding(singleRounding(x));
    Lanes b0, b1;
    const uint32_t* a = floatSource(x, d, 0, b0, true);
    const uint32_t* b = floatSource(x, d, 1, b1, true);
    uint32_t* accumulator = destination(x, d);
    writeActive(x.wave, accumulator, [&](uint32_t l) {
      const float c = asFloat(flushed(accumulator[l]));
      return asBits(finish(d, multiplyAdd(asFloat(a[l]), asFloat(b[l]), c), denormals(x, true)));
    });
  };
  // v_madmk: S0 * K + S1; v_madak: S0 * S1 + K (K the literal).
  t["v_madmk_f32"] = [](Execution& x, const Decoded& d) {
    const float k = asFloat(flushed(d.literal));
    floatBinary(
        x, d, [k](float a, float b) { return multiplyAdd(a, k, b); }, true);
  };
  t["v_madak_f32"] = [](Execution& x, const Decoded& d) {
    const float k = asFloat(flushed(d.literal));
    floatBinary(
        x, d, [k](float a, float b) { return multiplyAdd(a, b, k); }, true);
  };
  t["v_mad_f32"] = [](Execution& x, const Decoded& d) { floatTernary(x, d, multiplyAdd, true); };
  t["v_fma_f32"] = [](Execution& x, const Decoded& d) {
    floatTernary(x, d, [](float a, float b, float c) { return std::fma(a, b, c); });
  };
  t["v_trunc_f32"] = [](Execution& x, const Decoded& d) {
    floatUnary(x, d, [](float a) { return std::trunc(a); });
  };
  t["v_ceil_f32"] = [](Execution& x, const Decoded& d) {
    floatUnary(x, d, [](float a) { return std::ceil(a); });
  };
  t["v_floor_f32"] = [](Execution& x, const Decoded& d) {
    floatUnary(x, d, [](float a) { return std::floor(a); });
  };
  t["v_rndne_f32"] = [](Execution& x, const Decoded& d) { floatUnary(x, d, roundHalfEven); };
  t["v_cvt_f32_i32"] = [](Execution& x, const Decoded& d) {
    RoundingScope rounding(singleRounding(x));
    unary(x, d, [&](uint32_t a) {
      return asBits(finish(d, static_cast<float>(static_cast<int32_t>(a)), denormals(x)));
    });
  };
  t["v_cvt_f32_u32"] = [](Execution& x, const Decoded& d) {
    RoundingScope rounding(singleRounding(x));
    unary(x, d, [&](uint32_t a) { return asBits(finish(d, static_cast<float>(a), denormals(x))); });
  };
  // Float to integer: truncated, saturated, NaN to 0.
  t["v_cvt_u32_f32"] = [](Execution& x, const Decoded& d) {
    Lanes b0;
    const uint32_t* a = floatSource(x, d, 0, b0);
    writeActive(x.wave, destination(x, d), [&](uint32_t l) {
      const float v = asFloat(a[l]);
      if (std::isnan(v) || v <= 0.0f) return 0u;
      if (v >= 4294967296.0f) return 0xffffffffu;
      return static_cast<uint32_t>(v);
    });
  };
  t["v_cvt_i32_f32"] = [](Execution& x, const Decoded& d) {
    Lanes b0;
    const uint32_t* a = floatSource(x, d, 0, b0);
    writeActive(x.wave, destination(x, d), [&](uint32_t l) {
      const float v = asFloat(a[l]);
      if (std::isnan(v)) return 0u;
      if (v >= 2147483648.0f) return 0x7fffffffu;
      if (v <= -2147483648.0f) return 0x80000000u;
      return static_cast<uint32_t>(static_cast<int32_t>(v));
    });
  };
  // The DX9 "legacy" forms: min/max keep S1 when a compare with NaN fails;
  // the multiply gives 0 when either source is 0, even times inf or NaN.
  t["v_min_legacy_f32"] = [](Execution& x, const Decoded& d) {
    floatBinary(x, d, [](float a, float b) { return a < b ? a : b; });
  };
  t["v_max_legacy_f32"] = [](Execution& x, const Decoded& d) {
    floatBinary(x, d, [](float a, float b) { return a >= b ? a : b; });
  };
  t["v_mul_legacy_f32"] = [](Execution& x, const Decoded& d) {
    floatBinary(x, d, [](float a, float b) { return (a == 0.0f || b == 0.0f) ? 0.0f : a * b; });
  };
  t["v_min3_f32"] = [](Execution& x, const Decoded& d) {
    floatTernary(x, d, [](float a, float b, float c) { return std::fmin(std::fmin(a, b), c); });
  };
  t["v_max3_f32"] = [](Execution& x, const Decoded& d) {
    floatTernary(x, d, [](float a, float b, float c) { return std::fmax(std::fmax(a, b), c); });
  };
  // v_ldexp_f32: S0 * 2^S1 (S1 a signed integer), rounded once.
  t["v_ldexp_f32"] = [](Execution& x, const Decoded& d) {
    RoundingScope rounding(singleRounding(x));
    Lanes b0, b1;
    const Denormals mode = denormals(x);
    const uint32_t* a = floatSource(x, d, 0, b0);
    const uint32_t* e = source(x, d, 1, b1);
    writeActive(x.wave, destination(x, d), [&](uint32_t l) {
      const int32_t exponent = std::clamp(static_cast<int32_t>(e[l]), -1000, 1000);
      return asBits(finish(d, std::ldexp(asFloat(a[l]), exponent), mode));
    });
  };
  t["v_frexp_mant_f32"] = [](Execution& x, const Decoded& d) {
    floatUnary(x, d, [](float a) {
      if (!std::isfinite(a)) return a;
      int exponent = 0;
      return std::frexp(a, &exponent);
    });
  };
  t["v_frexp_exp_i32_f32"] = [](Execution& x, const Decoded& d) {
    Lanes b0;
    const uint32_t* a = floatSource(x, d, 0, b0);
    writeActive(x.wave, destination(x, d), [&](uint32_t l) {
      const float v = asFloat(a[l]);
      int exponent = 0;
      if (std::isfinite(v)) std::frexp(v, &exponent);
      return static_cast<uint32_t>(exponent);
    });
  };
  // Byte k of the source as a float (exact).
  t["v_cvt_f32_ubyte0"] = [](Execution& x, const Decoded& d) {
    unary(x, d, [](uint32_t a) { return asBits(static_cast<float>(a & 0xff)); });
  };
  t["v_cvt_f32_ubyte1"] = [](Execution& x, const Decoded& d) {
    unary(x, d, [](uint32_t a) { return asBits(static_cast<float>((a >> 8) & 0xff)); });
  };
  t["v_cvt_f32_ubyte2"] = [](Execution& x, const Decoded& d) {
    unary(x, d, [](uint32_t a) { return asBits(static_cast<float>((a >> 16) & 0xff)); });
  };
  t["v_cvt_f32_ubyte3"] = [](Execution& x, const Decoded& d) {
    unary(x, d, [](uint32_t a) { return asBits(static_cast<float>(a >> 24)); });
  };
  // To integer after floor (flr) or after adding one half and flooring (rpi),
  // saturated, NaN to 0.
  t["v_cvt_flr_i32_f32"] = [](Execution& x, const Decoded& d) {
    Lanes b0;
    const uint32_t* a = floatSource(x, d, 0, b0);
    writeActive(x.wave, destination(x, d),
                [&](uint32_t l) { return saturatedInt(std::floor(asFloat(a[l]))); });
  };
  t["v_cvt_rpi_i32_f32"] = [](Execution& x, const Decoded& d) {
    Lanes b0;
    const uint32_t* a = floatSource(x, d, 0, b0);
    writeActive(x.wave, destination(x, d),
                [&](uint32_t l) { return saturatedInt(std::floor(asFloat(a[l]) + 0.5f)); });
  };
  // v_cmp_class_f32: is S0 in one of the classes S1's bits name (0 signaling
  // NaN, 1 quiet NaN, 2 -inf, 3 -normal, 4 -denormal, 5 -0, 6 +0, 7 +denormal,
  // 8 +normal, 9 +inf)? The raw bits are classified.
  t["v_cmp_class_f32"] = [](Execution& x, const Decoded& d) { floatClass(x, d, false); };
  t["v_cmpx_class_f32"] = [](Execution& x, const Decoded& d) { floatClass(x, d, true); };
  addCompares<float>(t, "v_cmp", "f32", kFloatConditions, std::make_index_sequence<16>());
  addCompares<float>(t, "v_cmps", "f32", kFloatConditions, std::make_index_sequence<16>());
}

}  // namespace gpuasm::gcn::machine::valu
