// ptxas 13's rules for the modifiers of the floating-point forms (rounding,
// .ftz, .sat, .relu, the targets each form needs), checked by the parser
// against each float row of the instruction table (isa.cpp).
#include <fmt/format.h>

#include <algorithm>

#include "targets/ptx/isa.hpp"

namespace gpuasm::ptx {

using enum Type;
namespace {

bool isHalf(Type type) {
  return type == F16 || type == F16x2;
}
bool isBrain(Type type) {
  return type == BF16 || type == BF16x2;
}
bool isFloat(Type type) {
  return typeKind(type) == TypeKind::Float;
}

// ptxas 13's rules for the modifiers of each floating-point operation, by type.
class FloatRules {
 public:
  FloatRules(std::string_view opcode, Type type, uint16_t modifiers, Rounding rounding)
      : opcode_(opcode), type_(type), modifiers_(modifiers), rounding_(rounding) {}

  bool has(uint16_t bit) const { return (modifiers_ & bit) != 0; }
  std::string refuse(std::string_view modifier, std::string_view why = "") const {
    return fmt::format("'{}': .{} is invalid for .{}{}", opcode_, modifier, typeName(type_), why);
  }
  std::string roundingName() const {
    constexpr std::string_view kNames[] = {"rn", "rz", "rm", "rp"};
    return fmt::format("{}{}", kNames[static_cast<size_t>(rounding_)],
                       has(float_modifier::kIntegerRounding) ? "i" : "");
  }
  // .ftz where `ftz` allows it, .sat where `sat` does.
  std::string flags(bool ftz, bool sat) const {
    if (has(float_modifier::kFtz) && !ftz) return refuse("ftz");
    if (has(float_modifier::kSat) && !sat) return refuse("sat");
    return {};
  }
  // A rounding modifier: required or not, and .rn only on the 16-bit types.
  std::string rounding(bool required, std::string_view alternatives = "") const {
    if (!has(float_modifier::kRounding)) {
      if (!required) return {};
      return fmt::format("'{}' is invalid: it needs a rounding modifier{} (.rn, .rz, .rm or .rp)",
                         opcode_, alternatives);
    }
    if ((isHalf(type_) || isBrain(type_)) && rounding_ != Rounding::Rn)
      return refuse(roundingName(), " (the 16-bit types round to nearest only: .rn)");
    return {};
  }

 private:
  std::string_view opcode_;
  Type type_;
  uint16_t modifiers_;
  Rounding rounding_;
};

std::string convertProblem(const FloatRules& rules, std::string_view opcode, Type to, Type from) {
  using namespace float_modifier;
  const bool toFloat = isFloat(to), fromFloat = isFloat(from);
  const bool floatRounding = rules.has(kRounding) && !rules.has(kIntegerRounding);
  const bool integerRounding = rules.has(kIntegerRounding);
  auto invalid = [&](std::string_view what) {
    return fmt::format("'{}': {} is invalid for a conversion from .{} to .{}", opcode, what,
                       typeName(from), typeName(to));
  };
  auto needs = [&](std::string_view what) {
    return fmt::format("'{}' is invalid: it needs {} (a conversion from .{} to .{})", opcode, what,
                       typeName(from), typeName(to));
  };
  const std::string rounding = fmt::format(".{}", rules.roundingName());
  if (rules.has(kFtz) && to != F32 && from != F32) return invalid(".ftz (it applies to .f32)");
  if (rules.has(kRelu)) {
    if (!(to == F16 || to == BF16) || from != F32) return invalid(".relu");
    if (rules.has(kSat)) return invalid(".relu with .sat");
  }
  if (rules.has(kSat) && to == BF16) return invalid(".sat");
  if (!toFloat && !fromFloat) {
    if (rules.has(kRounding)) return invalid(rounding);
    return {};
  }
  if (!toFloat) {  // float to integer
    if (floatRounding)
      return invalid(
          fmt::format("{} (an integer result rounds by .rni, .rzi, .rmi or .rpi)", rounding));
    if (!integerRounding) return needs("an integer rounding modifier (.rni, .rzi, .rmi or .rpi)");
    return {};
  }
  if (!fromFloat) {  // integer to float
    if (integerRounding) return invalid(rounding);
    if (!floatRounding) return needs("a rounding modifier (.rn, .rz, .rm or .rp)");
    return {};
  }
  const bool halves = (to == F16 && from == BF16) || (to == BF16 && from == F16);
  if (to == from) {
    if (floatRounding)
      return invalid(fmt::format(
          "{} (a float to its own type rounds to an integer: .rni, .rzi, .rmi or .rpi)", rounding));
    return {};
  }
  if (integerRounding) return invalid(rounding);
  if (halves) return {};
  if (typeBits(to) > typeBits(from)) {
    if (floatRounding) return invalid(fmt::format("{} (widening is exact)", rounding));
    return {};
  }
  if (!floatRounding) return needs("a rounding modifier (.rn, .rz, .rm or .rp)");
  return {};
}

// The oldest target with the form (ptxas 13's "Feature ... requires .target
// sm_NN"), 0 for any.
uint32_t floatTargetNeeded(Semantics semantics, Type type, Type sourceType, uint16_t modifiers) {
  using namespace float_modifier;
  uint32_t need = 0;
  auto at = [&](uint32_t sm) { need = std::max(need, sm); };
  const bool convert = semantics == Semantics::FloatConvert || semantics == Semantics::ConvertPair;
  const bool brain = isBrain(type) || (convert && isBrain(sourceType));
  const bool half = isHalf(type);
  if (half && !convert) at(53);  // f16 arithmetic and compare
  if (brain) at(80);
  switch (semantics) {
    case Semantics::FloatTanh:
      at(brain ? 90 : 75);
      break;
    case Semantics::FloatEx2:
      if (half) at(75);
      if (brain) at(90);
      break;
    case Semantics::FloatAdd:
    case Semantics::FloatSub:
    case Semantics::Mul:
    case Semantics::FloatSetp:
      if (brain) at(90);
      break;
    case Semantics::FloatMin:
    case Semantics::FloatMax:
      if (half || brain || (modifiers & kNaN)) at(80);
      if (modifiers & kXorsignAbs) at(86);
      break;
    case Semantics::Fma:
      if (modifiers & kRelu) at(80);
      break;
    case Semantics::FloatConvert:
      if (modifiers & kRelu) at(80);
      // bf16 from or to anything but f32 (cvt.rn.bf16.f32, cvt.f32.bf16: sm_80).
      if ((isBrain(type) && sourceType != F32) || (isBrain(sourceType) && type != F32)) at(90);
      break;
    case Semantics::ConvertPair:
      at(80);
      break;
    case Semantics::Set:
    case Semantics::FloatSet:
      // ptxas 13: "Feature 'set.bf16' requires .target sm_90 or higher".
      if (isBrain(type) || isBrain(sourceType)) at(90);
      if (isHalf(sourceType)) at(53);
      break;
    default:
      break;
  }
  return need;
}

// Which results go with which sources (ptxas 13, each tried): a pair's
// halves compare into the same pair type or a 32-bit integer; .f16 and
// .bf16 sources into 16- or 32-bit integers or a half (.bf16 into .bf16
// only); the rest into 32-bit integers, .f32 or a half.
std::string setTypesProblem(std::string_view opcode, Type type, Type sourceType) {
  bool fits = false;
  if (sourceType == F16x2 || sourceType == BF16x2)
    fits = type == U32 || type == S32 || type == sourceType;
  else if (sourceType == F16 || sourceType == BF16)
    fits = type == U16 || type == S16 || type == U32 || type == S32 || type == BF16 ||
           (type == F16 && sourceType == F16);
  else
    fits = type == U32 || type == S32 || type == F32 || type == F16 || type == BF16;
  if (fits) return {};
  return fmt::format("invalid types: '{}' cannot give a .{} result from .{} sources", opcode,
                     typeName(type), typeName(sourceType));
}

}  // namespace

std::string floatTargetProblem(Semantics semantics, std::string_view opcode, Type type,
                               Type sourceType, uint16_t floatModifiers, uint32_t sm) {
  const uint32_t need = floatTargetNeeded(semantics, type, sourceType, floatModifiers);
  if (sm == 0 || sm >= need) return {};
  return fmt::format("'{}' needs target sm_{} or later", opcode, need);
}

bool isFloatFamily(Semantics semantics) {
  return (semantics >= Semantics::FloatAdd && semantics <= Semantics::ConvertPair) ||
         semantics == Semantics::Mul || semantics == Semantics::Fma;
}

std::string floatFormProblem(Semantics semantics, std::string_view opcode, Type type,
                             Type sourceType, uint16_t floatModifiers, Rounding rounding,
                             Compare compare) {
  using namespace float_modifier;
  const FloatRules rules(opcode, type, floatModifiers, rounding);
  const bool f32 = type == F32, f64 = type == F64, half = isHalf(type), brain = isBrain(type);
  const bool f32Pair = type == F32x2;  // .ftz, never .sat or .relu
  std::string problem;
  auto first = [&](std::initializer_list<std::string> problems) {
    for (const std::string& p : problems)
      if (!p.empty()) return p;
    return std::string();
  };
  switch (semantics) {
    case Semantics::FloatAdd:
    case Semantics::FloatSub:
    case Semantics::Mul:
      return first({rules.rounding(false), rules.flags(f32 || half || f32Pair, f32 || half)});
    case Semantics::Fma: {
      problem = first({rules.rounding(true), rules.flags(f32 || half || f32Pair, f32 || half)});
      if (!problem.empty()) return problem;
      if (rules.has(kRelu) && (f32 || f64 || f32Pair)) return rules.refuse("relu");
      if (rules.has(kRelu) && rules.has(kSat)) return rules.refuse("relu", " with .sat");
      return {};
    }
    case Semantics::FloatDiv:
      return first(
          {rules.rounding(true, f32 ? ", .approx or .full" : ""), rules.flags(f32, false)});
    case Semantics::FloatRcp:
      return first({rules.rounding(true, f32 ? " or .approx" : ""), rules.flags(true, false)});
    case Semantics::FloatSqrt:
      return first({rules.rounding(true, f32 ? " or .approx" : ""), rules.flags(f32, false)});
    case Semantics::FloatRcpApprox:
      if (f64 && !rules.has(kFtz))
        return fmt::format("'{}' is invalid: it needs .ftz (rcp.approx.ftz.f64)", opcode);
      return {};
    case Semantics::FloatEx2:
      if (brain && !rules.has(kFtz))
        return fmt::format("'{}' is invalid: it needs .ftz (ex2.approx.ftz.bf16)", opcode);
      if (half && rules.has(kFtz)) return rules.refuse("ftz");
      return {};
    case Semantics::FloatMin:
    case Semantics::FloatMax:
      if (rules.has(kNaN) && f64) return rules.refuse("NaN");
      return rules.flags(f32 || half, false);
    case Semantics::FloatAbs:
    case Semantics::FloatNeg:
      return rules.flags(f32 || half, false);
    case Semantics::FloatSetp:
      if (!compareFits(compare, type))
        return fmt::format("'{}': the comparison is invalid for .{} values", opcode,
                           typeName(type));
      return rules.flags(f32 || half, false);
    case Semantics::Set:
      return setTypesProblem(opcode, type, sourceType);
    case Semantics::FloatSet:
      if (!compareFits(compare, sourceType))
        return fmt::format("'{}': the comparison is invalid for .{} values", opcode,
                           typeName(sourceType));
      if (rules.has(kFtz) && sourceType != F32 && sourceType != F16 && sourceType != F16x2)
        return rules.refuse("ftz");
      return setTypesProblem(opcode, type, sourceType);
    case Semantics::FloatConvert:
      return convertProblem(rules, opcode, type, sourceType);
    default:
      return {};
  }
}

}  // namespace gpuasm::ptx
