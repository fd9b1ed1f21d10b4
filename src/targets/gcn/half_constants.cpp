// The constants of 16-bit and 1/(2*pi) operands for the gcn operand parser
// (operand_parser.hpp): a half's inline constant or literal, rounded as
// llvm-mc-14 rounds it, and the operand widths that take 1/(2*pi) inline
// (GFX8 and later). Moved whole out of operand_parser.cpp.
#include <fmt/format.h>

#include <bit>
#include <cmath>
#include <iterator>

#include "targets/gcn/operand_parser.hpp"

namespace gpuasm::gcn {

namespace op = operand;

// 1/(2*pi) as llvm-mc-14 recognises it for an operand of `width` (the
// half's width when half_): the float that rounds to the operand's
// type's 1/(2*pi), or those bits as an integer.
bool Parser::isInvTwoPi(const Value& value, uint8_t width) const {
  if (int16_) return false;  // a 16-bit integer operand takes 0x3118 as a literal
  if (value.isFloat) {
    if (width == 2 && !half_) return std::bit_cast<uint64_t>(value.real) == op::kInvTwoPiBits64;
    return std::bit_cast<uint32_t>(static_cast<float>(value.real)) == op::kInvTwoPiBits32;
  }
  if (half_) return value.integer == op::kInvTwoPiBits16;
  if (width == 2) return static_cast<uint64_t>(value.integer) == op::kInvTwoPiBits64;
  return rules_.foldFloatBits && static_cast<uint32_t>(value.integer) == op::kInvTwoPiBits32 &&
         value.integer >= INT32_MIN && value.integer <= int64_t{UINT32_MAX};
}

bool Parser::encodeHalf(const Value& value, Value32& v, bool& done) {
  done = true;
  if (!value.isFloat) {
    if (integerInlineCode(value.integer)) {
      done = false;  // the 32-bit path encodes it
      return true;
    }
    if (value.integer < -32768 || value.integer > 0xffff) {
      error(v.location, "value-out-of-range",
            fmt::format("{} does not fit in a 16-bit literal", value.integer));
      return false;
    }
    // GFX8 reads a 16-bit operand's constant as its 16 bits: 0xffff is -1,
    // and a float operand's 0x3c00 is 1.0
    if (gfx8OrLater(generation_)) {
      if (auto code = integerInlineCode(static_cast<int16_t>(value.integer))) {
        v.kind = Value32::Kind::Constant;
        v.code = *code;
        return true;
      }
      static constexpr uint32_t kHalfBits[] = {0x3800, 0xb800, 0x3c00, 0xbc00,
                                               0x4000, 0xc000, 0x4400, 0xc400};
      for (uint32_t i = 0; i < std::size(kHalfBits) && !int16_; ++i) {
        if (static_cast<uint32_t>(value.integer) == kHalfBits[i]) {
          v.kind = Value32::Kind::Constant;
          v.code = op::kHalf + i;
          return true;
        }
      }
    }
    v.kind = Value32::Kind::Literal;
    v.code = op::kLiteral;
    v.literal = static_cast<uint32_t>(value.integer) & 0xffff;
    return true;
  }
  if (int16_) {
    // llvm-mc-14 writes a float for a 16-bit integer operand as its half's
    // bits (rounded to the nearest), a literal: no float is an inline constant there
    auto bits = roundToHalf(value.real);
    if (!bits) {
      error(v.location, "value-out-of-range",
            fmt::format("{} is out of the range of a 16-bit float", value.real));
      return false;
    }
    v.kind = *bits == 0 ? Value32::Kind::Constant : Value32::Kind::Literal;
    v.code = *bits == 0 ? op::kZero : op::kLiteral;
    v.literal = *bits;
    return true;
  }
  done = false;
  for (float f : kInlineFloats)
    if (value.real == static_cast<double>(f)) return true;
  if (value.real == 0.0 && !std::signbit(value.real)) return true;
  done = true;
  // GFX8's llvm-mc-14 rounds to the nearest half, as it does for a 32-bit float
  auto half = gfx8OrLater(generation_) ? roundToHalf(value.real) : toHalf(value.real);
  if (!half) {
    error(v.location, "value-out-of-range",
          fmt::format("{} is not exact as a 16-bit float", value.real));
    return false;
  }
  v.kind = Value32::Kind::Literal;
  v.code = op::kLiteral;
  v.literal = *half;
  return true;
}

// The half nearest `real` (ties to even), or nullopt past the half's range.
std::optional<uint32_t> Parser::roundToHalf(double real) {
  if (auto exact = toHalf(real)) return exact;
  const uint32_t sign = std::signbit(real) ? 0x8000 : 0;
  const double magnitude = std::fabs(real);
  if (std::isnan(magnitude)) return 0x7e00;
  // in units of the last place of the half's binade (subnormals: 2^-24)
  int exponent = 0;
  std::frexp(magnitude, &exponent);
  const int unitExponent = std::max(exponent - 11, -24);
  const double units = std::nearbyint(std::ldexp(magnitude, -unitExponent));  // ties to even
  const double rounded = std::ldexp(units, unitExponent);
  if (rounded >= 65520.0 || (rounded == 0.0 && magnitude != 0.0)) return std::nullopt;
  auto bits = toHalf(rounded);
  if (!bits) return std::nullopt;
  return sign | *bits;
}

std::optional<uint32_t> Parser::toHalf(double real) {
  uint32_t sign = std::signbit(real) ? 0x8000 : 0;
  double magnitude = std::fabs(real);
  if (std::isinf(magnitude)) return sign | 0x7c00;
  if (std::isnan(magnitude)) return 0x7e00;
  if (magnitude == 0.0) return sign;
  int exponent = 0;
  double mantissa = std::frexp(magnitude, &exponent);  // magnitude = mantissa * 2^exponent
  int biased = exponent + 14;  // half exponent bias 15, mantissa in [0.5, 1)
  double fraction = 0;
  if (biased >= 1) {
    if (biased >= 31) return std::nullopt;
    fraction = (mantissa * 2 - 1) * 1024;
  } else {
    fraction = magnitude / std::ldexp(1.0, -24);  // a subnormal in units of 2^-24
    biased = 0;
  }
  if (fraction != std::floor(fraction)) return std::nullopt;
  return sign | static_cast<uint32_t>(biased) << 10 | static_cast<uint32_t>(fraction);
}

}  // namespace gpuasm::gcn
