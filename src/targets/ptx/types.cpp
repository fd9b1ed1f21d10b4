// The PTX types, state spaces, comparisons by name and what a register of
// one type may hold (isa.hpp); the instruction table is isa.cpp.
#include <string_view>

#include "targets/ptx/isa.hpp"

namespace gpuasm::ptx {
namespace {

constexpr std::array<std::string_view, kTypeCount> kTypeNames = {
    "b8",  "b16", "b32", "b64", "u8",   "u16",  "u32",   "u64",    "s8",   "s16",  "s32",
    "s64", "f16", "f32", "f64", "pred", "bf16", "f16x2", "bf16x2", "b128", "f32x2"};

using enum Type;

}  // namespace

std::optional<Type> typeNamed(std::string_view name) {
  for (size_t i = 0; i < kTypeCount; ++i)
    if (kTypeNames[i] == name) return static_cast<Type>(i);
  return std::nullopt;
}

std::string_view typeName(Type type) {
  return kTypeNames[static_cast<size_t>(type)];
}

uint32_t typeBits(Type type) {
  switch (type) {
    case B8:
    case U8:
    case S8:
      return 8;
    case B16:
    case U16:
    case S16:
    case F16:
    case BF16:
      return 16;
    case B32:
    case U32:
    case S32:
    case F32:
    case F16x2:
    case BF16x2:
      return 32;
    case B64:
    case U64:
    case S64:
    case F64:
    case F32x2:
      return 64;
    case B128:
      return 128;
    case Pred:
      return 1;
  }
  return 0;
}

TypeKind typeKind(Type type) {
  switch (type) {
    case B8:
    case B16:
    case B32:
    case B64:
    case B128:
      return TypeKind::Bits;
    case U8:
    case U16:
    case U32:
    case U64:
      return TypeKind::Unsigned;
    case S8:
    case S16:
    case S32:
    case S64:
      return TypeKind::Signed;
    case F16:
    case F32:
    case F64:
    case BF16:
    case F16x2:
    case BF16x2:
    case F32x2:
      return TypeKind::Float;
    case Pred:
      return TypeKind::Predicate;
  }
  return TypeKind::Bits;
}

bool registerFits(Type registerType, Type instructionType, bool wider) {
  TypeKind r = typeKind(registerType), i = typeKind(instructionType);
  if (r == TypeKind::Predicate || i == TypeKind::Predicate) return r == i;
  bool integers = (r == TypeKind::Unsigned || r == TypeKind::Signed) &&
                  (i == TypeKind::Unsigned || i == TypeKind::Signed);
  bool kinds = r == TypeKind::Bits || i == TypeKind::Bits || r == i || integers;
  if (!kinds) return false;
  // A float register holds its own type only (ptxas: an .f16 register is no
  // .bf16, an .f32 one no .f16x2).
  if (r == TypeKind::Float && i == TypeKind::Float && registerType != instructionType) return false;
  uint32_t rb = typeBits(registerType), ib = typeBits(instructionType);
  // ptxas lets a wider bit-size register hold a float too (`cvt.rn.f16.f32
  // %r1` with %r1 a .b32), but not a wider float or integer one.
  if (wider && (r == TypeKind::Bits || (r != TypeKind::Float && i != TypeKind::Float)))
    return rb >= ib;
  return rb == ib;
}

bool isStorageType(Type type) {
  return type != BF16 && type != BF16x2 && type != F32x2;
}

Type elementType(Type type) {
  return type == F16x2 ? F16 : type == BF16x2 ? BF16 : type == F32x2 ? F32 : type;
}

std::optional<StateSpace> stateSpaceNamed(std::string_view name) {
  if (name == "global") return StateSpace::Global;
  if (name == "shared" || name == "shared::cta" || name == "shared::cluster")
    return StateSpace::Shared;  // a cluster of one block: its own shared memory
  if (name == "local") return StateSpace::Local;
  if (name == "const") return StateSpace::Const;
  if (name == "param") return StateSpace::Param;
  if (name == "reg") return StateSpace::Reg;
  return std::nullopt;
}

std::string_view stateSpaceName(StateSpace space) {
  switch (space) {
    case StateSpace::Generic:
      return "generic";
    case StateSpace::Reg:
      return "reg";
    case StateSpace::Global:
      return "global";
    case StateSpace::Shared:
      return "shared";
    case StateSpace::Local:
      return "local";
    case StateSpace::Const:
      return "const";
    case StateSpace::Param:
      return "param";
  }
  return "";
}

std::optional<Compare> compareNamed(std::string_view name) {
  constexpr std::string_view kNames[] = {"eq",  "ne",  "lt",  "le",  "gt",  "ge",
                                         "lo",  "ls",  "hi",  "hs",  "equ", "neu",
                                         "ltu", "leu", "gtu", "geu", "num", "nan"};
  for (size_t i = 0; i < std::size(kNames); ++i)
    if (kNames[i] == name) return static_cast<Compare>(i);
  return std::nullopt;
}

bool compareFits(Compare compare, Type type) {
  switch (typeKind(type)) {
    case TypeKind::Bits:
      return compare == Compare::Eq || compare == Compare::Ne;
    case TypeKind::Unsigned:
      return compare <= Compare::Hs;
    case TypeKind::Signed:
      return compare <= Compare::Ge;
    case TypeKind::Float:
      return compare <= Compare::Ge || compare >= Compare::Equ;
    case TypeKind::Predicate:
      return false;
  }
  return false;
}
}  // namespace gpuasm::ptx
