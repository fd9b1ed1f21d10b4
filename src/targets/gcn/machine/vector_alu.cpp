// The vector ALU (VOP2, VOP1, VOPC, VOP3): each instruction a loop over the
// 64 lanes under EXEC (SI ISA manual, chapter 6 and the opcode tables of
// section 13.3-13.5). The same handler serves the 32-bit form and its VOP3
// form: the predecoder puts the carry-in / select mask and the compare or
// carry destination where both forms find them (Decoded::src[2], sdst).
// Floats: IEEE single rounded to nearest even; denormals kept or flushed
// (to a zero of the same sign) on input and output as MODE.FP_DENORM says,
// except that v_mad_f32/v_mac_f32/v_madmk/v_madak always flush (LLVM's SI
// notes: the legacy multiply-add has no denormal support). MODE's rounding
// field is not modelled yet.
#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <string>
#include <utility>

#include "targets/gcn/machine/operands.hpp"
#include "targets/gcn/machine/program.hpp"

namespace gpuasm::gcn::machine {
namespace {

using Lanes = uint32_t[kLanes];

const uint32_t* source(const Execution& x, const Decoded& d, size_t k, Lanes& buffer) {
  return laneValues(x.wave, d.src[k], d.literal, buffer);
}

struct Denormals {
  bool flushInput, flushOutput;
};
Denormals denormals(const Execution& x, bool multiplyAdd = false) {
  if (multiplyAdd) return {true, true};
  return {!(x.wave.mode & kModeF32InputDenormals), !(x.wave.mode & kModeF32OutputDenormals)};
}
uint32_t flushed(uint32_t bits) {
  return (bits & 0x7f800000u) ? bits : bits & 0x80000000u;
}

// A float source with VOP3's abs and neg applied (abs first: neg|x| is -|x|),
// and input denormals flushed where MODE says so.
const uint32_t* floatSource(const Execution& x, const Decoded& d, size_t k, Lanes& buffer,
                            bool multiplyAdd = false) {
  const uint32_t* values = source(x, d, k, buffer);
  const bool abs = d.abs >> k & 1, neg = d.neg >> k & 1;
  const bool flush = denormals(x, multiplyAdd).flushInput;
  if (!abs && !neg && !flush) return values;
  const uint32_t clear = abs ? 0x7fffffffu : 0xffffffffu, flip = neg ? 0x80000000u : 0;
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    const uint32_t v = (values[lane] & clear) ^ flip;
    buffer[lane] = flush ? flushed(v) : v;
  }
  return buffer;
}

// VOP3's output modifier and clamp on a float result (clamp to [0, 1], NaN to
// 0), then an output denormal flushed where MODE says so.
float finish(const Decoded& d, float r, Denormals mode) {
  if (d.omod == 1) r *= 2.0f;
  if (d.omod == 2) r *= 4.0f;
  if (d.omod == 3) r *= 0.5f;
  if (d.clamp) r = !(r > 0.0f) ? 0.0f : (r > 1.0f ? 1.0f : r);
  return mode.flushOutput ? asFloat(flushed(asBits(r))) : r;
}

uint32_t* destination(Execution& x, const Decoded& d) {
  return x.wave.vgpr[d.dst & 255];
}

template <typename Op>
void unary(Execution& x, const Decoded& d, Op op) {
  Lanes b0;
  const uint32_t* a = source(x, d, 0, b0);
  writeActive(x.wave, destination(x, d), [&](uint32_t l) { return op(a[l]); });
}

template <typename Op>
void binary(Execution& x, const Decoded& d, Op op) {
  Lanes b0, b1;
  const uint32_t* a = source(x, d, 0, b0);
  const uint32_t* b = source(x, d, 1, b1);
  writeActive(x.wave, destination(x, d), [&](uint32_t l) { return op(a[l], b[l]); });
}

template <typename Op>
void ternary(Execution& x, const Decoded& d, Op op) {
  Lanes b0, b1, b2;
  const uint32_t* a = source(x, d, 0, b0);
  const uint32_t* b = source(x, d, 1, b1);
  const uint32_t* c = source(x, d, 2, b2);
  writeActive(x.wave, destination(x, d), [&](uint32_t l) { return op(a[l], b[l], c[l]); });
}

template <typename Op>
void floatUnary(Execution& x, const Decoded& d, Op op) {
  Lanes b0;
  const Denormals mode = denormals(x);
  const uint32_t* a = floatSource(x, d, 0, b0);
  writeActive(x.wave, destination(x, d),
              [&](uint32_t l) { return asBits(finish(d, op(asFloat(a[l])), mode)); });
}

template <typename Op>
void floatBinary(Execution& x, const Decoded& d, Op op, bool multiplyAdd = false) {
  Lanes b0, b1;
  const Denormals mode = denormals(x, multiplyAdd);
  const uint32_t* a = floatSource(x, d, 0, b0, multiplyAdd);
  const uint32_t* b = floatSource(x, d, 1, b1, multiplyAdd);
  writeActive(x.wave, destination(x, d), [&](uint32_t l) {
    return asBits(finish(d, op(asFloat(a[l]), asFloat(b[l])), mode));
  });
}

template <typename Op>
void floatTernary(Execution& x, const Decoded& d, Op op, bool multiplyAdd = false) {
  Lanes b0, b1, b2;
  const Denormals mode = denormals(x, multiplyAdd);
  const uint32_t* a = floatSource(x, d, 0, b0, multiplyAdd);
  const uint32_t* b = floatSource(x, d, 1, b1, multiplyAdd);
  const uint32_t* c = floatSource(x, d, 2, b2, multiplyAdd);
  writeActive(x.wave, destination(x, d), [&](uint32_t l) {
    return asBits(finish(d, op(asFloat(a[l]), asFloat(b[l]), asFloat(c[l])), mode));
  });
}

// v_mad: the product rounded, then the sum rounded (not fused; v_fma is).
// The build is ISO C++ (no extensions), where GCC does not contract a * b + c.
float multiplyAdd(float a, float b, float c) {
  const float product = a * b;
  return product + c;
}

// The add/subtract family with a carry (or borrow) per lane into the sdst pair.
template <typename Op>
void withCarry(Execution& x, const Decoded& d, Op op) {
  Lanes b0, b1;
  const uint32_t* a = source(x, d, 0, b0);
  const uint32_t* b = source(x, d, 1, b1);
  const uint64_t carryIn = x.wave.pair(d.src[2]);
  uint32_t* out = destination(x, d);
  const uint64_t exec = x.wave.exec();
  uint64_t carries = 0;
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    const auto [value, carry] = op(uint64_t{a[lane]}, uint64_t{b[lane]}, carryIn >> lane & 1);
    if (exec >> lane & 1) out[lane] = static_cast<uint32_t>(value);
    carries |= uint64_t{carry} << lane;
  }
  x.wave.setPair(d.sdst, carries & exec);
}

int64_t signed24(uint32_t v) {
  return static_cast<int32_t>(v << 8) >> 8;
}
uint32_t firstHigh(uint32_t v) {
  return v ? static_cast<uint32_t>(std::countl_zero(v)) : 0xffffffffu;
}

template <typename T>
T median(T a, T b, T c) {
  return std::max(std::min(a, b), std::min(std::max(a, b), c));
}

// The compare conditions in opcode order (SI ISA manual, section 13.5):
// f lt eq le gt lg/ne ge o u nge nlg ngt nle neq nlt tru. For integers the
// first eight are f lt eq le gt ne ge t, which the same code gives.
template <int Condition, typename T>
bool holds(T a, T b) {
  // For integers nothing is unordered, `a < b || a > b` is `a != b` and `o`
  // is `t`: one switch serves both.
  bool unordered = false;
  if constexpr (!std::is_integral_v<T>) unordered = std::isnan(a) || std::isnan(b);
  switch (Condition) {
    case 0:
      return false;
    case 1:
      return a < b;
    case 2:
      return a == b;
    case 3:
      return a <= b;
    case 4:
      return a > b;
    case 5:
      return a < b || a > b;
    case 6:
      return a >= b;
    case 7:
      return !unordered;
    case 8:
      return unordered;
    case 9:
      return !(a >= b);
    case 10:
      return !(a < b || a > b);
    case 11:
      return !(a > b);
    case 12:
      return !(a <= b);
    case 13:
      return !(a == b);
    case 14:
      return !(a < b);
    default:
      return true;
  }
}

template <typename T, int Condition, bool WritesExec>
void vectorCompare(Execution& x, const Decoded& d) {
  Lanes b0, b1;
  const bool isFloat = std::is_floating_point_v<T>;
  const uint32_t* a = isFloat ? floatSource(x, d, 0, b0) : source(x, d, 0, b0);
  const uint32_t* b = isFloat ? floatSource(x, d, 1, b1) : source(x, d, 1, b1);
  const uint64_t mask = activeMask(x.wave, [&](uint32_t l) {
    if constexpr (std::is_same_v<T, float>)
      return holds<Condition>(asFloat(a[l]), asFloat(b[l]));
    else
      return holds<Condition>(static_cast<T>(a[l]), static_cast<T>(b[l]));
  });
  x.wave.setPair(d.sdst, mask);
  if (WritesExec) x.wave.setExec(mask);
}

// Registers v_cmp_<condition>_<type> and v_cmpx_... for the conditions in
// `names`, keyed by the table's own mnemonic strings.
template <typename T, size_t... Conditions>
void addCompares(SemanticsTable& t, std::string_view type, const std::string_view* names,
                 std::index_sequence<Conditions...>) {
  auto add = [&](std::string_view prefix, std::string_view condition, Handler handler) {
    const std::string name = std::string(prefix) + std::string(condition) + "_" + std::string(type);
    if (const InstructionInfo* row = findInstruction(name)) t[row->mnemonic] = handler;
  };
  (add("v_cmp_", names[Conditions], vectorCompare<T, static_cast<int>(Conditions), false>), ...);
  (add("v_cmpx_", names[Conditions], vectorCompare<T, static_cast<int>(Conditions), true>), ...);
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

uint32_t saturatedInt(float v) {
  if (std::isnan(v)) return 0;
  if (v >= 2147483648.0f) return 0x7fffffff;
  if (v <= -2147483648.0f) return 0x80000000u;
  return static_cast<uint32_t>(static_cast<int32_t>(v));
}

uint32_t floatClassBit(uint32_t bits) {
  const bool negative = bits >> 31;
  const uint32_t exponent = (bits >> 23) & 0xff, mantissa = bits & 0x7fffff;
  if (exponent == 0xff) {
    if (mantissa) return (mantissa & 0x400000) ? 1 : 0;
    return negative ? 2 : 9;
  }
  if (exponent == 0) {
    if (!mantissa) return negative ? 5 : 6;
    return negative ? 4 : 7;
  }
  return negative ? 3 : 8;
}

void floatClass(Execution& x, const Decoded& d, bool writesExec) {
  Lanes b0, b1;
  const uint32_t* a = source(x, d, 0, b0);
  const uint32_t* classes = source(x, d, 1, b1);
  const uint64_t mask =
      activeMask(x.wave, [&](uint32_t l) { return (classes[l] >> floatClassBit(a[l]) & 1) != 0; });
  x.wave.setPair(d.sdst, mask);
  if (writesExec) x.wave.setExec(mask);
}

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
  t["v_rndne_f32"] = [](Execution& x, const Decoded& d) {
    floatUnary(x, d, [](float a) { return std::nearbyint(a); });
  };
  t["v_cvt_f32_i32"] = [](Execution& x, const Decoded& d) {
    unary(x, d, [&](uint32_t a) {
      return asBits(finish(d, static_cast<float>(static_cast<int32_t>(a)), denormals(x)));
    });
  };
  t["v_cvt_f32_u32"] = [](Execution& x, const Decoded& d) {
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
  static constexpr std::string_view kFloatConditions[] = {"f",   "lt",  "eq",  "le",  "gt",  "lg",
                                                          "ge",  "o",   "u",   "nge", "nlg", "ngt",
                                                          "nle", "neq", "nlt", "tru"};
  addCompares<float>(t, "f32", kFloatConditions, std::make_index_sequence<16>());
}

}  // namespace

void addVectorSemantics(SemanticsTable& t) {
  addFloatSemantics(t);
  t["v_nop"] = [](Execution&, const Decoded&) {};
  t["v_mov_b32"] = [](Execution& x, const Decoded& d) {
    unary(x, d, [](uint32_t a) { return a; });
  };
  t["v_not_b32"] = [](Execution& x, const Decoded& d) {
    unary(x, d, [](uint32_t a) { return ~a; });
  };
  t["v_bfrev_b32"] = [](Execution& x, const Decoded& d) {
    unary(x, d, [](uint32_t a) {
      uint32_t r = 0;
      for (int bit = 0; bit < 32; ++bit) r |= (a >> bit & 1) << (31 - bit);
      return r;
    });
  };
  t["v_ffbh_u32"] = [](Execution& x, const Decoded& d) { unary(x, d, firstHigh); };
  t["v_ffbl_b32"] = [](Execution& x, const Decoded& d) {
    unary(x, d,
          [](uint32_t a) { return a ? static_cast<uint32_t>(std::countr_zero(a)) : 0xffffffffu; });
  };
  // The first bit from the top that differs from the sign bit; -1 for 0 and -1.
  t["v_ffbh_i32"] = [](Execution& x, const Decoded& d) {
    unary(x, d, [](uint32_t a) {
      return firstHigh(a ^ static_cast<uint32_t>(static_cast<int32_t>(a) >> 31));
    });
  };
  // v_readfirstlane: the first lane EXEC enables (lane 0 when none is).
  t["v_readfirstlane_b32"] = [](Execution& x, const Decoded& d) {
    Lanes b0;
    const uint32_t* a = source(x, d, 0, b0);
    const uint64_t exec = x.wave.exec();
    x.wave.scalar[d.dst & 127] = a[exec ? std::countr_zero(exec) : 0];
  };
  // v_readlane / v_writelane: the lane is S1 (a scalar) modulo 64, EXEC ignored.
  t["v_readlane_b32"] = [](Execution& x, const Decoded& d) {
    const uint32_t lane = scalarValue(x.wave, d.src[1], d.literal) & 63;
    Lanes b0;
    x.wave.scalar[d.dst & 127] = source(x, d, 0, b0)[lane];
  };
  t["v_writelane_b32"] = [](Execution& x, const Decoded& d) {
    const uint32_t lane = scalarValue(x.wave, d.src[1], d.literal) & 63;
    destination(x, d)[lane] = scalarValue(x.wave, d.src[0], d.literal);
  };
  // M0-relative VGPR moves (SI ISA manual, section 6.6 "Indexing"): movrels
  // reads VGPR[src0 + M0], movreld writes VGPR[vdst + M0], movrelsd both.
  t["v_movrels_b32"] = [](Execution& x, const Decoded& d) { relativeMove(x, d, true, false); };
  t["v_movreld_b32"] = [](Execution& x, const Decoded& d) { relativeMove(x, d, false, true); };
  t["v_movrelsd_b32"] = [](Execution& x, const Decoded& d) { relativeMove(x, d, true, true); };
  t["v_cndmask_b32"] = [](Execution& x, const Decoded& d) {
    const uint64_t mask = x.wave.pair(d.src[2]);
    Lanes b0, b1;
    const uint32_t* a = source(x, d, 0, b0);
    const uint32_t* b = source(x, d, 1, b1);
    writeActive(x.wave, destination(x, d),
                [&](uint32_t l) { return (mask >> l & 1) ? b[l] : a[l]; });
  };
  t["v_and_b32"] = [](Execution& x, const Decoded& d) {
    binary(x, d, [](uint32_t a, uint32_t b) { return a & b; });
  };
  t["v_or_b32"] = [](Execution& x, const Decoded& d) {
    binary(x, d, [](uint32_t a, uint32_t b) { return a | b; });
  };
  t["v_xor_b32"] = [](Execution& x, const Decoded& d) {
    binary(x, d, [](uint32_t a, uint32_t b) { return a ^ b; });
  };
  t["v_lshr_b32"] = [](Execution& x, const Decoded& d) {
    binary(x, d, [](uint32_t a, uint32_t b) { return a >> (b & 31); });
  };
  t["v_lshrrev_b32"] = [](Execution& x, const Decoded& d) {
    binary(x, d, [](uint32_t a, uint32_t b) { return b >> (a & 31); });
  };
  t["v_lshl_b32"] = [](Execution& x, const Decoded& d) {
    binary(x, d, [](uint32_t a, uint32_t b) { return a << (b & 31); });
  };
  t["v_lshlrev_b32"] = [](Execution& x, const Decoded& d) {
    binary(x, d, [](uint32_t a, uint32_t b) { return b << (a & 31); });
  };
  t["v_ashr_i32"] = [](Execution& x, const Decoded& d) {
    binary(x, d, [](uint32_t a, uint32_t b) {
      return static_cast<uint32_t>(static_cast<int32_t>(a) >> (b & 31));
    });
  };
  t["v_ashrrev_i32"] = [](Execution& x, const Decoded& d) {
    binary(x, d, [](uint32_t a, uint32_t b) {
      return static_cast<uint32_t>(static_cast<int32_t>(b) >> (a & 31));
    });
  };
  t["v_bfm_b32"] = [](Execution& x, const Decoded& d) {
    binary(x, d, [](uint32_t a, uint32_t b) { return ((1u << (a & 31)) - 1) << (b & 31); });
  };
  t["v_min_i32"] = [](Execution& x, const Decoded& d) {
    binary(x, d, [](uint32_t a, uint32_t b) {
      return static_cast<int32_t>(a) < static_cast<int32_t>(b) ? a : b;
    });
  };
  t["v_max_i32"] = [](Execution& x, const Decoded& d) {
    binary(x, d, [](uint32_t a, uint32_t b) {
      return static_cast<int32_t>(a) > static_cast<int32_t>(b) ? a : b;
    });
  };
  t["v_min_u32"] = [](Execution& x, const Decoded& d) {
    binary(x, d, [](uint32_t a, uint32_t b) { return std::min(a, b); });
  };
  t["v_max_u32"] = [](Execution& x, const Decoded& d) {
    binary(x, d, [](uint32_t a, uint32_t b) { return std::max(a, b); });
  };
  // 24-bit multiplies: the low 24 bits of each source, signed or unsigned;
  // _hi gives bits 47:32 of the 48-bit product.
  t["v_mul_i32_i24"] = [](Execution& x, const Decoded& d) {
    binary(x, d,
           [](uint32_t a, uint32_t b) { return static_cast<uint32_t>(signed24(a) * signed24(b)); });
  };
  t["v_mul_hi_i32_i24"] = [](Execution& x, const Decoded& d) {
    binary(x, d, [](uint32_t a, uint32_t b) {
      return static_cast<uint32_t>((signed24(a) * signed24(b)) >> 32);
    });
  };
  t["v_mul_u32_u24"] = [](Execution& x, const Decoded& d) {
    binary(x, d, [](uint32_t a, uint32_t b) { return (a & 0xffffff) * (b & 0xffffff); });
  };
  t["v_mul_hi_u32_u24"] = [](Execution& x, const Decoded& d) {
    binary(x, d, [](uint32_t a, uint32_t b) {
      return static_cast<uint32_t>((uint64_t{a & 0xffffff} * (b & 0xffffff)) >> 32);
    });
  };
  t["v_bcnt_u32_b32"] = [](Execution& x, const Decoded& d) {
    binary(x, d,
           [](uint32_t a, uint32_t b) { return static_cast<uint32_t>(std::popcount(a)) + b; });
  };
  // v_mbcnt: the ones of S0 in the lanes below this one (lo: lanes 0-31,
  // hi: lanes 32-63), plus S1; the usual way to number a wave's lanes.
  t["v_mbcnt_lo_u32_b32"] = [](Execution& x, const Decoded& d) {
    Lanes b0, b1;
    const uint32_t* a = source(x, d, 0, b0);
    const uint32_t* b = source(x, d, 1, b1);
    writeActive(x.wave, destination(x, d), [&](uint32_t l) {
      const uint32_t below = l >= 32 ? 0xffffffffu : (1u << l) - 1;
      return static_cast<uint32_t>(std::popcount(a[l] & below)) + b[l];
    });
  };
  t["v_mbcnt_hi_u32_b32"] = [](Execution& x, const Decoded& d) {
    Lanes b0, b1;
    const uint32_t* a = source(x, d, 0, b0);
    const uint32_t* b = source(x, d, 1, b1);
    writeActive(x.wave, destination(x, d), [&](uint32_t l) {
      const uint32_t below = l < 32 ? 0u : (1u << (l - 32)) - 1;
      return static_cast<uint32_t>(std::popcount(a[l] & below)) + b[l];
    });
  };
  using Carry = std::pair<uint64_t, uint32_t>;
  t["v_add_i32"] = [](Execution& x, const Decoded& d) {
    withCarry(x, d, [](uint64_t a, uint64_t b, uint64_t) {
      return Carry{a + b, static_cast<uint32_t>((a + b) >> 32)};
    });
  };
  t["v_addc_u32"] = [](Execution& x, const Decoded& d) {
    withCarry(x, d, [](uint64_t a, uint64_t b, uint64_t c) {
      return Carry{a + b + c, static_cast<uint32_t>((a + b + c) >> 32)};
    });
  };
  t["v_sub_i32"] = [](Execution& x, const Decoded& d) {
    withCarry(x, d, [](uint64_t a, uint64_t b, uint64_t) { return Carry{a - b, b > a}; });
  };
  t["v_subrev_i32"] = [](Execution& x, const Decoded& d) {
    withCarry(x, d, [](uint64_t a, uint64_t b, uint64_t) { return Carry{b - a, a > b}; });
  };
  t["v_subb_u32"] = [](Execution& x, const Decoded& d) {
    withCarry(x, d, [](uint64_t a, uint64_t b, uint64_t c) { return Carry{a - b - c, b + c > a}; });
  };
  t["v_subbrev_u32"] = [](Execution& x, const Decoded& d) {
    withCarry(x, d, [](uint64_t a, uint64_t b, uint64_t c) { return Carry{b - a - c, a + c > b}; });
  };
  // VOP3-only integer instructions.
  t["v_mad_i32_i24"] = [](Execution& x, const Decoded& d) {
    ternary(x, d, [](uint32_t a, uint32_t b, uint32_t c) {
      return static_cast<uint32_t>(signed24(a) * signed24(b)) + c;
    });
  };
  t["v_mad_u32_u24"] = [](Execution& x, const Decoded& d) {
    ternary(x, d,
            [](uint32_t a, uint32_t b, uint32_t c) { return (a & 0xffffff) * (b & 0xffffff) + c; });
  };
  // v_bfe: offset S1[4:0], width S2[4:0].
  t["v_bfe_u32"] = [](Execution& x, const Decoded& d) {
    ternary(x, d, [](uint32_t a, uint32_t b, uint32_t c) {
      const uint32_t width = c & 31;
      return width ? (a >> (b & 31)) & ((1u << width) - 1) : 0u;
    });
  };
  t["v_bfe_i32"] = [](Execution& x, const Decoded& d) {
    ternary(x, d, [](uint32_t a, uint32_t b, uint32_t c) {
      const uint32_t width = c & 31;
      if (!width) return 0u;
      const uint32_t shift = 32 - width;
      return static_cast<uint32_t>(static_cast<int32_t>((a >> (b & 31)) << shift) >> shift);
    });
  };
  t["v_bfi_b32"] = [](Execution& x, const Decoded& d) {
    ternary(x, d, [](uint32_t a, uint32_t b, uint32_t c) { return (a & b) | (~a & c); });
  };
  t["v_alignbit_b32"] = [](Execution& x, const Decoded& d) {
    ternary(x, d, [](uint32_t a, uint32_t b, uint32_t c) {
      return static_cast<uint32_t>(((uint64_t{a} << 32) | b) >> (c & 31));
    });
  };
  t["v_alignbyte_b32"] = [](Execution& x, const Decoded& d) {
    ternary(x, d, [](uint32_t a, uint32_t b, uint32_t c) {
      return static_cast<uint32_t>(((uint64_t{a} << 32) | b) >> (8 * (c & 3)));
    });
  };
  t["v_min3_i32"] = [](Execution& x, const Decoded& d) {
    ternary(x, d, [](uint32_t a, uint32_t b, uint32_t c) {
      return static_cast<uint32_t>(
          std::min({static_cast<int32_t>(a), static_cast<int32_t>(b), static_cast<int32_t>(c)}));
    });
  };
  t["v_max3_i32"] = [](Execution& x, const Decoded& d) {
    ternary(x, d, [](uint32_t a, uint32_t b, uint32_t c) {
      return static_cast<uint32_t>(
          std::max({static_cast<int32_t>(a), static_cast<int32_t>(b), static_cast<int32_t>(c)}));
    });
  };
  t["v_med3_i32"] = [](Execution& x, const Decoded& d) {
    ternary(x, d, [](uint32_t a, uint32_t b, uint32_t c) {
      return static_cast<uint32_t>(
          median(static_cast<int32_t>(a), static_cast<int32_t>(b), static_cast<int32_t>(c)));
    });
  };
  t["v_min3_u32"] = [](Execution& x, const Decoded& d) {
    ternary(x, d, [](uint32_t a, uint32_t b, uint32_t c) { return std::min({a, b, c}); });
  };
  t["v_max3_u32"] = [](Execution& x, const Decoded& d) {
    ternary(x, d, [](uint32_t a, uint32_t b, uint32_t c) { return std::max({a, b, c}); });
  };
  t["v_med3_u32"] = [](Execution& x, const Decoded& d) { ternary(x, d, median<uint32_t>); };
  t["v_mul_lo_u32"] = [](Execution& x, const Decoded& d) {
    binary(x, d, [](uint32_t a, uint32_t b) { return a * b; });
  };
  t["v_mul_lo_i32"] = [](Execution& x, const Decoded& d) {
    binary(x, d, [](uint32_t a, uint32_t b) { return a * b; });
  };
  t["v_mul_hi_u32"] = [](Execution& x, const Decoded& d) {
    binary(x, d,
           [](uint32_t a, uint32_t b) { return static_cast<uint32_t>((uint64_t{a} * b) >> 32); });
  };
  t["v_mul_hi_i32"] = [](Execution& x, const Decoded& d) {
    binary(x, d, [](uint32_t a, uint32_t b) {
      return static_cast<uint32_t>(
          static_cast<uint64_t>(int64_t{static_cast<int32_t>(a)} * static_cast<int32_t>(b)) >> 32);
    });
  };
  t["v_lshl_b64"] = [](Execution& x, const Decoded& d) {
    shift64(x, d, [](uint64_t v, uint32_t s) { return v << s; });
  };
  t["v_lshr_b64"] = [](Execution& x, const Decoded& d) {
    shift64(x, d, [](uint64_t v, uint32_t s) { return v >> s; });
  };
  t["v_ashr_i64"] = [](Execution& x, const Decoded& d) {
    shift64(x, d, [](uint64_t v, uint32_t s) {
      return static_cast<uint64_t>(static_cast<int64_t>(v) >> s);
    });
  };
  static constexpr std::string_view kIntegerConditions[] = {"f",  "lt", "eq", "le",
                                                            "gt", "ne", "ge", "t"};
  addCompares<int32_t>(t, "i32", kIntegerConditions, std::make_index_sequence<8>());
  addCompares<uint32_t>(t, "u32", kIntegerConditions, std::make_index_sequence<8>());
}

}  // namespace gpuasm::gcn::machine
