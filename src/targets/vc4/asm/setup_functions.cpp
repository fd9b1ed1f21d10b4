#include "targets/vc4/asm/setup_functions.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <limits>
#include <numbers>
#include <span>

namespace gpuasm::vc4 {
namespace {

using Arguments = std::span<const int64_t>;
using Result = std::optional<int64_t>;

// The argument checks are vc4asm's `.assert`s: a value its field cannot hold
// is an error rather than silently cut to the field's width.
bool within(Arguments args, size_t i, std::string_view name, int64_t low, int64_t high,
            FunctionError& error) {
  if (args[i] >= low && args[i] <= high) return true;
  error.message = fmt::format("{} is {}, outside {}..{}", name, args[i], low, high);
  error.argument = i;
  return false;
}

// Vertical VPM addresses hold only Y[5:4] of the row (tables 32 and 33).
bool verticalRow(Arguments args, size_t i, FunctionError& error) {
  if (args[i] >= 0 && args[i] <= 48 && args[i] % 16 == 0) return true;
  error.message = fmt::format(
      "y is {}, not 0, 16, 32 or 48 (a vertical VPM address holds Y[5:4] only)", args[i]);
  error.argument = i;
  return false;
}

// ---- VPM generic block read / write setup (tables 32 and 33) -------------
// Bits 23:20 NUM (read only; 0 means 16), 17:12 STRIDE (0 means 64), 11:0 the
// HORIZ, LANED, SIZE and ADDR fields that h32() ... v8l() below compute.

// vpm_setup(num, stride, addr). A negative stride counts down (modulo 64).
Result vpmSetup(Arguments a, FunctionError& e) {
  if (!within(a, 0, "num", 0, 16, e) || !within(a, 1, "stride", -64, 64, e) ||
      !within(a, 2, "addr", 0, 0xfff, e)) {
    return std::nullopt;
  }
  return (a[0] & 0xf) << 20 | (a[1] & 0x3f) << 12 | a[2];
}

// Bits 11:8 are HORIZ, LANED and SIZE (0 8-bit, 1 16-bit, 2 32-bit); ADDR in
// 7:0 is {Y[5:0]} / {Y[5:0], H} / {Y[5:0], B} horizontally and {Y[5:4], X[3:0]}
// with H or B appended vertically.

// h32(y): horizontal 32-bit row y.
Result h32(Arguments a, FunctionError& e) {
  if (!within(a, 0, "y", 0, 63, e)) return std::nullopt;
  return 0xa00 | a[0];
}

// h16p(y, h) / h16l(y, h): horizontal 16-bit, packed / laned, half-word h.
Result horizontal16(Arguments a, FunctionError& e, int64_t mode) {
  if (!within(a, 0, "y", 0, 63, e) || !within(a, 1, "h", 0, 1, e)) return std::nullopt;
  return mode | a[0] << 1 | a[1];
}
Result h16p(Arguments a, FunctionError& e) {
  return horizontal16(a, e, 0x900);
}
Result h16l(Arguments a, FunctionError& e) {
  return horizontal16(a, e, 0xd00);
}

// h8p(y, b) / h8l(y, b): horizontal 8-bit, packed / laned, byte b.
Result horizontal8(Arguments a, FunctionError& e, int64_t mode) {
  if (!within(a, 0, "y", 0, 63, e) || !within(a, 1, "b", 0, 3, e)) return std::nullopt;
  return mode | a[0] << 2 | a[1];
}
Result h8p(Arguments a, FunctionError& e) {
  return horizontal8(a, e, 0x800);
}
Result h8l(Arguments a, FunctionError& e) {
  return horizontal8(a, e, 0xc00);
}

// v32(y, x): vertical 32-bit column x of the 16-row block starting at row y.
Result v32(Arguments a, FunctionError& e) {
  if (!verticalRow(a, 0, e) || !within(a, 1, "x", 0, 15, e)) return std::nullopt;
  return 0x200 | a[0] | a[1];
}

// v16p(y, x, h) / v16l(y, x, h): vertical 16-bit, packed / laned.
Result vertical16(Arguments a, FunctionError& e, int64_t mode) {
  if (!verticalRow(a, 0, e) || !within(a, 1, "x", 0, 15, e) || !within(a, 2, "h", 0, 1, e))
    return std::nullopt;
  return mode | (a[0] | a[1]) << 1 | a[2];
}
Result v16p(Arguments a, FunctionError& e) {
  return vertical16(a, e, 0x100);
}
Result v16l(Arguments a, FunctionError& e) {
  return vertical16(a, e, 0x500);
}

// v8p(y, x, b) / v8l(y, x, b): vertical 8-bit, packed / laned.
Result vertical8(Arguments a, FunctionError& e, int64_t mode) {
  if (!verticalRow(a, 0, e) || !within(a, 1, "x", 0, 15, e) || !within(a, 2, "b", 0, 3, e))
    return std::nullopt;
  return mode | (a[0] | a[1]) << 2 | a[2];
}
Result v8p(Arguments a, FunctionError& e) {
  return vertical8(a, e, 0x000);
}
Result v8l(Arguments a, FunctionError& e) {
  return vertical8(a, e, 0x400);
}

// ---- VDW: VCD DMA store (tables 34 and 35) ---------------------------------

// vdw_setup_0(units, depth, dma): ID 2 in bits 31:30, UNITS (rows; 0 means
// 128) in 29:23, DEPTH (row length; 0 means 128) in 22:16, and in 15:0 the
// HORIZ, VPMBASE and MODEW fields that dma_h32() ... dma_v8p() compute.
Result vdwSetup0(Arguments a, FunctionError& e) {
  if (!within(a, 0, "units", 0, 128, e) || !within(a, 1, "depth", 0, 128, e) ||
      !within(a, 2, "dma", 0, 0x7fff, e)) {
    return std::nullopt;
  }
  return int64_t{0x80000000} | (a[0] & 0x7f) << 23 | (a[1] & 0x7f) << 16 | a[2];
}

// vdw_setup_1(stride): ID 3, the bytes from the end of one row in memory to
// the start of the next. Table 35 gives STRIDE 13 bits (12:0); vc4asm allows
// 16 because the VPM honours them, and GPU_FFT's PASS16_STRIDE needs them.
Result vdwSetup1(Arguments a, FunctionError& e) {
  if (!within(a, 0, "stride", 0, 0xffff, e)) return std::nullopt;
  return int64_t{0xc0000000} | a[0];
}

// vdw_setup_1p(stride): the same with BLOCKMODE (bit 16): rows packed
// consecutively in the VPM.
Result vdwSetup1p(Arguments a, FunctionError& e) {
  if (!within(a, 0, "stride", 0, 0xffff, e)) return std::nullopt;
  return int64_t{0xc0010000} | a[0];
}

// Bits 15:0 of the VDW basic setup: HORIZ (bit 14), VPMBASE = {Y[6:0], X[3:0]}
// (13:3) and MODEW (2:0: 0 32-bit, 2|h 16-bit half-word h, 4|b 8-bit byte b).
Result dmaAddress(Arguments a, FunctionError& e, int64_t mode, int64_t subMax) {
  if (!within(a, 0, "y", 0, 127, e) || !within(a, 1, "x", 0, 15, e)) return std::nullopt;
  int64_t sub = 0;
  if (subMax) {
    if (!within(a, 2, subMax == 1 ? "h" : "b", 0, subMax, e)) return std::nullopt;
    sub = a[2];
  }
  return mode | a[0] << 7 | a[1] << 3 | sub;
}
// dma_h32(y, x), dma_h16p(y, x, h), dma_h8p(y, x, b): horizontal.
Result dmaH32(Arguments a, FunctionError& e) {
  return dmaAddress(a, e, 0x4000, 0);
}
Result dmaH16p(Arguments a, FunctionError& e) {
  return dmaAddress(a, e, 0x4002, 1);
}
Result dmaH8p(Arguments a, FunctionError& e) {
  return dmaAddress(a, e, 0x4004, 3);
}
// dma_v32(y, x), dma_v16p(y, x, h), dma_v8p(y, x, b): vertical.
Result dmaV32(Arguments a, FunctionError& e) {
  return dmaAddress(a, e, 0x0000, 0);
}
Result dmaV16p(Arguments a, FunctionError& e) {
  return dmaAddress(a, e, 0x0002, 1);
}
Result dmaV8p(Arguments a, FunctionError& e) {
  return dmaAddress(a, e, 0x0004, 3);
}

// ---- VDR: VCD DMA load (tables 36 and 37) ----------------------------------

// vdr_setup_0(mpitch, rowlen, nrows, dma): ID 1 in bit 31, MPITCH in 27:24
// (memory pitch 8 * 2^MPITCH bytes; 0 takes vdr_setup_1's), ROWLEN in 23:20
// and NROWS in 19:16 (0 means 16 for both), and `dma` from vdr_h32() or
// vdr_v32() in 15:0, with MODEW in 30:28 where the width is not 32 bits. MODEW
// 1 would make the word an extended stride setup instead (table 37).
Result vdrSetup0(Arguments a, FunctionError& e) {
  if (!within(a, 0, "mpitch", 0, 15, e) || !within(a, 1, "rowlen", 0, 16, e) ||
      !within(a, 2, "nrows", 0, 16, e)) {
    return std::nullopt;
  }
  if ((a[3] & ~int64_t{0x7000ffff}) != 0 || (a[3] & 0x70000000) == 0x10000000) {
    e.message =
        fmt::format("dma is {:#x}: it may set bits 15:0 and MODEW (30:28, not 1) only", a[3]);
    e.argument = 3;
    return std::nullopt;
  }
  return int64_t{0x80000000} | a[0] << 24 | (a[1] & 0xf) << 20 | (a[2] & 0xf) << 16 | a[3];
}

// vdr_setup_1(stride): ID 9 in bits 31:28, MPITCHB (12:0), the memory pitch
// in bytes used when vdr_setup_0's MPITCH is 0.
Result vdrSetup1(Arguments a, FunctionError& e) {
  if (!within(a, 0, "stride", 0, 0x1fff, e)) return std::nullopt;
  return int64_t{0x90000000} | a[0];
}

// Bits 15:0 of the VDR basic setup: VPITCH (15:12, the VPM rows advanced per
// memory row; 0 means 16), VERT (bit 11) and ADDRXY = {Y[5:0], X[3:0]} (10:0).
Result vdrAddress(Arguments a, FunctionError& e, int64_t vertical) {
  if (!within(a, 0, "vpitch", 0, 16, e) || !within(a, 1, "y", 0, 63, e) ||
      !within(a, 2, "x", 0, 15, e)) {
    return std::nullopt;
  }
  return (a[0] & 0xf) << 12 | vertical | a[1] << 4 | a[2];
}
// vdr_h32(vpitch, y, x) / vdr_v32(vpitch, y, x): horizontal / vertical.
Result vdrH32(Arguments a, FunctionError& e) {
  return vdrAddress(a, e, 0);
}
Result vdrV32(Arguments a, FunctionError& e) {
  return vdrAddress(a, e, 0x800);
}

// ---- bit operations and min/max of vc4asm's vc4.qinc (doc/vc4.qinc.html) --

Result countBits(Arguments a, FunctionError&) {
  return std::popcount(static_cast<uint64_t>(a[0]));
}

// The rightmost n bits of x in reverse order.
Result reverseBits(Arguments a, FunctionError& e) {
  if (!within(a, 1, "n", 0, 64, e)) return std::nullopt;
  uint64_t x = static_cast<uint64_t>(a[0]), out = 0;
  for (int64_t i = 0; i < a[1]; ++i) out |= ((x >> i) & 1) << (a[1] - 1 - i);
  return static_cast<int64_t>(out);
}
template <int64_t kBits>
Result reverseBitsOf(Arguments a, FunctionError& e) {
  std::array<int64_t, 2> both = {a[0], kBits};
  return reverseBits(both, e);
}

// The index of the highest set bit: 0 -> -1, 1 -> 0, 2 and 3 -> 1, ...
Result ilog2(Arguments a, FunctionError&) {
  return 63 - std::countl_zero(static_cast<uint64_t>(a[0]));
}

Result minimum(Arguments a, FunctionError&) {
  return *std::min_element(a.begin(), a.end());
}
Result maximum(Arguments a, FunctionError&) {
  return *std::max_element(a.begin(), a.end());
}

constexpr std::array kSetupFunctions = {
    ExpressionFunction{"countBits", 1, 1, "x", countBits},
    ExpressionFunction{"reverseBits", 2, 2, "x, n", reverseBits},
    ExpressionFunction{"reverseBits4", 1, 1, "x", reverseBitsOf<4>},
    ExpressionFunction{"reverseBits8", 1, 1, "x", reverseBitsOf<8>},
    ExpressionFunction{"reverseBits16", 1, 1, "x", reverseBitsOf<16>},
    ExpressionFunction{"reverseBits32", 1, 1, "x", reverseBitsOf<32>},
    ExpressionFunction{"reverseBits64", 1, 1, "x", reverseBitsOf<64>},
    ExpressionFunction{"ilog2", 1, 1, "x", ilog2},
    ExpressionFunction{"min", 2, ExpressionFunction::kAnyCount, "a, b, ...", minimum},
    ExpressionFunction{"max", 2, ExpressionFunction::kAnyCount, "a, b, ...", maximum},
    ExpressionFunction{"vpm_setup", 3, 3, "num, stride, addr", vpmSetup},
    ExpressionFunction{"h32", 1, 1, "y", h32},
    ExpressionFunction{"h16p", 2, 2, "y, h", h16p},
    ExpressionFunction{"h16l", 2, 2, "y, h", h16l},
    ExpressionFunction{"h8p", 2, 2, "y, b", h8p},
    ExpressionFunction{"h8l", 2, 2, "y, b", h8l},
    ExpressionFunction{"v32", 2, 2, "y, x", v32},
    ExpressionFunction{"v16p", 3, 3, "y, x, h", v16p},
    ExpressionFunction{"v16l", 3, 3, "y, x, h", v16l},
    ExpressionFunction{"v8p", 3, 3, "y, x, b", v8p},
    ExpressionFunction{"v8l", 3, 3, "y, x, b", v8l},
    ExpressionFunction{"vdw_setup_0", 3, 3, "units, depth, dma", vdwSetup0},
    ExpressionFunction{"vdw_setup_1", 1, 1, "stride", vdwSetup1},
    ExpressionFunction{"vdw_setup_1p", 1, 1, "stride", vdwSetup1p},
    ExpressionFunction{"dma_h32", 2, 2, "y, x", dmaH32},
    ExpressionFunction{"dma_h16p", 3, 3, "y, x, h", dmaH16p},
    ExpressionFunction{"dma_h8p", 3, 3, "y, x, b", dmaH8p},
    ExpressionFunction{"dma_v32", 2, 2, "y, x", dmaV32},
    ExpressionFunction{"dma_v16p", 3, 3, "y, x, h", dmaV16p},
    ExpressionFunction{"dma_v8p", 3, 3, "y, x, b", dmaV8p},
    ExpressionFunction{"vdr_setup_0", 4, 4, "mpitch, rowlen, nrows, dma", vdrSetup0},
    ExpressionFunction{"vdr_setup_1", 1, 1, "stride", vdrSetup1},
    ExpressionFunction{"vdr_h32", 3, 3, "vpitch, y, x", vdrH32},
    ExpressionFunction{"vdr_v32", 3, 3, "vpitch, y, x", vdrV32},
};

}  // namespace

ExpressionFunctions setupFunctions() {
  return kSetupFunctions;
}

std::span<const std::pair<std::string_view, Value>> builtinConstants() {
  static const std::array<std::pair<std::string_view, Value>, 16> kConstants = {{
      {"M_E", Value::ofFloat(std::numbers::e)},
      {"M_LOG2E", Value::ofFloat(std::numbers::log2e)},
      {"M_LOG10E", Value::ofFloat(std::numbers::log10e)},
      {"M_PI", Value::ofFloat(std::numbers::pi)},
      {"M_2PI", Value::ofFloat(2 * std::numbers::pi)},
      {"M_PI_2", Value::ofFloat(std::numbers::pi / 2)},
      {"M_PI_4", Value::ofFloat(std::numbers::pi / 4)},
      {"M_1_PI", Value::ofFloat(std::numbers::inv_pi)},
      {"M_2_PI", Value::ofFloat(2 * std::numbers::inv_pi)},
      {"M_2_SQRTPI", Value::ofFloat(2 * std::numbers::inv_sqrtpi)},
      {"M_SQRT2", Value::ofFloat(std::numbers::sqrt2)},
      {"M_SQRT1_2", Value::ofFloat(std::numbers::sqrt2 / 2)},
      // vc4.qinc's `0./0.`: the x86 default NaN, sign bit set (0xffc00000).
      {"M_NAN", Value::ofFloat(-std::numeric_limits<double>::quiet_NaN())},
      {"M_INF", Value::ofFloat(std::numeric_limits<double>::infinity())},
      {"M_LN2", Value::ofFloat(std::numbers::ln2)},
      {"M_LN10", Value::ofFloat(std::numbers::ln10)},
  }};
  return kConstants;
}

}  // namespace gpuasm::vc4
