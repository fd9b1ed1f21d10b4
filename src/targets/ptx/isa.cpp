#include "targets/ptx/isa.hpp"

#include <algorithm>

namespace gpuasm::ptx {
namespace {

constexpr std::array<std::string_view, kTypeCount> kTypeNames = {
    "b8", "b16", "b32", "b64", "u8",  "u16", "u32", "u64",
    "s8", "s16", "s32", "s64", "f16", "f32", "f64", "pred"};

constexpr TypeSet set(std::initializer_list<Type> types) {
  TypeSet s = 0;
  for (Type t : types) s |= typeBit(t);
  return s;
}

using enum Type;
using enum OperandKind;

constexpr TypeSet kCarryTypes = set({U32, S32, U64, S64});
constexpr TypeSet kIntegerTypes = set({U16, U32, U64, S16, S32, S64});
constexpr TypeSet kWideTypes = set({U16, U32, S16, S32});
constexpr TypeSet kLogicTypes = set({Pred, B16, B32, B64});
constexpr TypeSet kShiftRightTypes = set({B16, B32, B64, U16, U32, U64, S16, S32, S64});
constexpr TypeSet kCompareTypes = set({B16, B32, B64, U16, U32, U64, S16, S32, S64, F32});
constexpr TypeSet kSelectTypes = set({B16, B32, B64, U16, U32, U64, S16, S32, S64, F32, F64});
constexpr TypeSet kMoveTypes = set({Pred, B16, B32, B64, U16, U32, U64, S16, S32, S64, F32, F64});
constexpr TypeSet kConvertTypes = set({U8, U16, U32, U64, S8, S16, S32, S64});
constexpr TypeSet kMemoryTypes =
    set({B8, B16, B32, B64, U8, U16, U32, U64, S8, S16, S32, S64, F32, F64});
constexpr TypeSet kAddressTypes = set({U32, U64});
constexpr TypeSet kF32 = set({F32});

constexpr std::array<OperandKind, 4> kBinary = {Dest, Source, Source, None};
constexpr std::array<OperandKind, 4> kTernary = {Dest, Source, Source, Source};

constexpr InstructionRow kTable[] = {
    // Integer arithmetic with every carry form (PTX ISA 9.7.1, 9.7.2).
    {"add", kIntegerTypes | kF32, 0, kBinary, 0, Carry::None},
    {"add.{rnd}", kF32, 0, kBinary, 0, Carry::None},
    {"add.cc", kCarryTypes, 0, kBinary, 0, Carry::Out},
    {"addc", kCarryTypes, 0, kBinary, 0, Carry::In},
    {"addc.cc", kCarryTypes, 0, kBinary, 0, Carry::InOut},
    {"sub", kIntegerTypes, 0, kBinary, 0, Carry::None},
    {"sub.cc", kCarryTypes, 0, kBinary, 0, Carry::Out},
    {"subc", kCarryTypes, 0, kBinary, 0, Carry::In},
    {"subc.cc", kCarryTypes, 0, kBinary, 0, Carry::InOut},
    {"mul", kF32, 0, kBinary, 0, Carry::None},
    {"mul.{rnd}", kF32, 0, kBinary, 0, Carry::None},
    {"mul.lo", kIntegerTypes, 0, kBinary, 0, Carry::None},
    {"mul.hi", kIntegerTypes, 0, kBinary, 0, Carry::None},
    {"mul.wide", kWideTypes, 0, {DestWide, Source, Source, None}, 0, Carry::None},
    {"mad.lo", kIntegerTypes, 0, kTernary, 0, Carry::None},
    {"mad.hi", kIntegerTypes, 0, kTernary, 0, Carry::None},
    {"mad.lo.cc", kCarryTypes, 0, kTernary, 0, Carry::Out},
    {"mad.hi.cc", kCarryTypes, 0, kTernary, 0, Carry::Out},
    {"madc.lo", kCarryTypes, 0, kTernary, 0, Carry::In},
    {"madc.hi", kCarryTypes, 0, kTernary, 0, Carry::In},
    {"madc.lo.cc", kCarryTypes, 0, kTernary, 0, Carry::InOut},
    {"madc.hi.cc", kCarryTypes, 0, kTernary, 0, Carry::InOut},
    {"mad.wide", kWideTypes, 0, {DestWide, Source, Source, SourceWide}, 0, Carry::None},
    {"fma.{rnd}", kF32, 0, kTernary, 0, Carry::None},
    // Logic and shifts (9.7.8, 9.7.9).
    {"and", kLogicTypes, 0, kBinary, 0, Carry::None},
    {"or", kLogicTypes, 0, kBinary, 0, Carry::None},
    {"xor", kLogicTypes, 0, kBinary, 0, Carry::None},
    {"not", kLogicTypes, 0, {Dest, Source, None, None}, 0, Carry::None},
    {"shl", set({B16, B32, B64}), 0, {Dest, Source, ShiftAmount, None}, 0, Carry::None},
    {"shr", kShiftRightTypes, 0, {Dest, Source, ShiftAmount, None}, 0, Carry::None},
    // Comparison and selection (9.7.7).
    {"setp.{cmp}", kCompareTypes, 0, {DestPred, Source, Source, None}, 0, Carry::None},
    {"selp", kSelectTypes, 0, {Dest, Source, Source, SourcePred}, 0, Carry::None},
    // Data movement and conversion (9.7.9).
    {"mov", kMoveTypes, 0, {Dest, MoveSource, None, None}, 0, Carry::None},
    {"cvt", kConvertTypes, kConvertTypes, {ConvertDest, ConvertSource, None, None}, 0, Carry::None},
    {"cvta.{cvta}", kAddressTypes, 0, {Dest, AddressSource, None, None}, 0, Carry::None},
    {"cvta.to.{cvta}", kAddressTypes, 0, {Dest, Source, None, None}, 0, Carry::None},
    {"ld.{ld?}.{vec?}", kMemoryTypes, 0, {LoadDest, Address, None, None}, 0, Carry::None},
    {"st.{st?}.{vec?}", kMemoryTypes, 0, {Address, StoreSource, None, None}, 0, Carry::None},
    // Control flow and synchronisation (9.7.12, 9.7.13).
    {"bra", 0, 0, {BranchTarget, None, None, None}, 0, Carry::None},
    {"bra.uni", 0, 0, {BranchTarget, None, None, None}, 0, Carry::None},
    {"ret", 0, 0, {None, None, None, None}, 0, Carry::None},
    {"exit", 0, 0, {None, None, None, None}, 0, Carry::None},
    {"bar.sync", 0, 0, {Barrier, ThreadCount, None, None}, 1, Carry::None},
};

constexpr SpecialRegisterInfo kSpecialRegisters[] = {
    {"%tid", SpecialRegister::Tid, 32, true},
    {"%ntid", SpecialRegister::Ntid, 32, true},
    {"%ctaid", SpecialRegister::Ctaid, 32, true},
    {"%nctaid", SpecialRegister::Nctaid, 32, true},
    {"%laneid", SpecialRegister::Laneid, 32, false},
    {"%warpid", SpecialRegister::Warpid, 32, false},
    {"%clock", SpecialRegister::Clock, 32, false},
    {"%clock64", SpecialRegister::Clock64, 64, false},
};

// The opcodes of the PTX ISA 9.0 instruction set (section 9.7), sorted: an
// instruction outside the table but in this list is "not supported yet".
constexpr std::string_view kPtxOpcodes[] = {
    "abs",          "activemask",    "add",       "addc",       "alloca",
    "and",          "applypriority", "atom",      "bar",        "barrier",
    "bfe",          "bfi",           "bfind",     "bmsk",       "bra",
    "brev",         "brkpt",         "brx",       "call",       "clusterlaunchcontrol",
    "clz",          "cnot",          "copysign",  "cos",        "cp",
    "createpolicy", "cvt",           "cvta",      "discard",    "div",
    "dp2a",         "dp4a",          "elect",     "ex2",        "exit",
    "fence",        "fma",           "fns",       "getctarank", "griddepcontrol",
    "isspacep",     "istypep",       "ld",        "ldmatrix",   "ldu",
    "lg2",          "lop3",          "mad",       "mad24",      "madc",
    "mapa",         "match",         "max",       "mbarrier",   "membar",
    "min",          "mma",           "mov",       "movmatrix",  "mul",
    "mul24",        "multimem",      "nanosleep", "neg",        "not",
    "or",           "pmevent",       "popc",      "prefetch",   "prefetchu",
    "prmt",         "rcp",           "red",       "redux",      "rem",
    "ret",          "rsqrt",         "sad",       "selp",       "set",
    "setmaxnreg",   "setp",          "shf",       "shfl",       "shl",
    "shr",          "sin",           "slct",      "sqrt",       "st",
    "stackrestore", "stacksave",     "stmatrix",  "sub",        "subc",
    "suld",         "suq",           "sured",     "sust",       "szext",
    "tanh",         "tcgen05",       "tensormap", "testp",      "tex",
    "tld4",         "trap",          "txq",       "vabsdiff",   "vabsdiff2",
    "vabsdiff4",    "vadd",          "vadd2",     "vadd4",      "vavrg2",
    "vavrg4",       "vmad",          "vmax",      "vmax2",      "vmax4",
    "vmin",         "vmin2",         "vmin4",     "vote",       "vset",
    "vset2",        "vset4",         "vshl",      "vshr",       "vsub",
    "vsub2",        "vsub4",         "wgmma",     "wmma",       "xor",
};
static_assert(std::is_sorted(std::begin(kPtxOpcodes), std::end(kPtxOpcodes)));

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
      return 16;
    case B32:
    case U32:
    case S32:
    case F32:
      return 32;
    case B64:
    case U64:
    case S64:
    case F64:
      return 64;
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
  uint32_t rb = typeBits(registerType), ib = typeBits(instructionType);
  if (wider && r != TypeKind::Float && i != TypeKind::Float) return rb >= ib;
  return rb == ib;
}

std::optional<StateSpace> stateSpaceNamed(std::string_view name) {
  if (name == "global") return StateSpace::Global;
  if (name == "shared") return StateSpace::Shared;
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
  constexpr std::string_view kNames[] = {"eq", "ne", "lt", "le", "gt",
                                         "ge", "lo", "ls", "hi", "hs"};
  for (size_t i = 0; i < std::size(kNames); ++i)
    if (kNames[i] == name) return static_cast<Compare>(i);
  return std::nullopt;
}

bool compareFits(Compare compare, Type type) {
  switch (typeKind(type)) {
    case TypeKind::Bits:
      return compare == Compare::Eq || compare == Compare::Ne;
    case TypeKind::Unsigned:
      return true;
    case TypeKind::Signed:
    case TypeKind::Float:
      return compare <= Compare::Ge;
    case TypeKind::Predicate:
      return false;
  }
  return false;
}

std::span<const SpecialRegisterInfo> specialRegisters() {
  return kSpecialRegisters;
}

const SpecialRegisterInfo* findSpecialRegister(std::string_view name) {
  for (const SpecialRegisterInfo& info : kSpecialRegisters)
    if (info.name == name) return &info;
  return nullptr;
}

std::span<const InstructionRow> instructionTable() {
  return kTable;
}

bool isPtxOpcode(std::string_view opcode) {
  return std::binary_search(std::begin(kPtxOpcodes), std::end(kPtxOpcodes), opcode);
}

}  // namespace gpuasm::ptx
