#include "targets/ptx/isa.hpp"

#include <algorithm>

namespace gpuasm::ptx {
namespace {

constexpr TypeSet set(std::initializer_list<Type> types) {
  TypeSet s = 0;
  for (Type t : types) s |= typeBit(t);
  return s;
}

using enum Type;
using enum OperandKind;

constexpr TypeSet kCarryTypes = set({U32, S32, U64, S64});
constexpr TypeSet kIntegerTypes = set({U16, U32, U64, S16, S32, S64});
constexpr TypeSet kAddTypes = kIntegerTypes;
constexpr TypeSet kWideTypes = set({U16, U32, S16, S32});
constexpr TypeSet kLogicTypes = set({Pred, B16, B32, B64});
constexpr TypeSet kShiftLeftTypes = set({B16, B32, B64});
constexpr TypeSet kShiftRightTypes = set({B16, B32, B64, U16, U32, U64, S16, S32, S64});
constexpr TypeSet kCompareTypes = set({B16, B32, B64, U16, U32, U64, S16, S32, S64});
constexpr TypeSet kSelectTypes = set({B16, B32, B64, U16, U32, U64, S16, S32, S64, F32, F64});
constexpr TypeSet kMoveTypes =
    set({Pred, B16, B32, B64, U16, U32, U64, S16, S32, S64, F32, F64, B128});
// mov.v2/.v4 of vector registers (`.reg .v4 .u32 %v;`): PTX ISA 5.4.2.
constexpr TypeSet kMoveVectorTypes = set({B16, B32, B64, U16, U32, U64, S16, S32, S64, F32, F64});
constexpr TypeSet kConvertTypes = set({U8, U16, U32, U64, S8, S16, S32, S64});
constexpr TypeSet kMemoryTypes =
    set({B8, B16, B32, B64, U8, U16, U32, U64, S8, S16, S32, S64, F32, F64, B128});
constexpr TypeSet kAddressTypes = set({U32, U64});
constexpr TypeSet kF32 = set({F32});
constexpr TypeSet kSleepTypes = set({U32});
// The int helper's sets (issue 27), as ptxas 13 takes them.
constexpr TypeSet kS32 = set({S32});
// ptxas 13 takes .u16/.s16 for the forms that read the carry but do not
// write it (addc, subc, madc.lo/hi), not for any .cc form.
constexpr TypeSet kCarryInTypes = kCarryTypes | set({U16, S16});
constexpr TypeSet kInt32 = set({U32, S32});
constexpr TypeSet kSignedTypes = set({S16, S32, S64});
constexpr TypeSet kBitFieldTypes = set({U32, U64, S32, S64});
constexpr TypeSet kB32 = set({B32});
constexpr TypeSet kB32B64 = set({B32, B64});
constexpr TypeSet kCnotTypes = set({B16, B32, B64});
// Floating point (float rows): f32/f64, the 16-bit types and their pairs.
constexpr TypeSet kFloat = set({F32, F64});
constexpr TypeSet kHalves = set({F16, BF16, F16x2, BF16x2});
constexpr TypeSet kFloatAll = kFloat | kHalves;
constexpr TypeSet kFloatArithmetic = kFloatAll | set({F32x2});  // add, sub, mul, fma
constexpr TypeSet kMinMaxSign = kF32 | kHalves;  // .xorsign.abs forms
constexpr TypeSet kTanh = kF32 | kHalves;
constexpr TypeSet kCompareFloat = kFloat | set({F16, BF16});
constexpr TypeSet kSetpFloat = kCompareFloat | set({F16x2, BF16x2});  // p|q: a pair's halves
// set's results (ptxas 13): integers all ones, floats 1.0; which go with which
// source type is setTypesProblem's (float_rules.cpp).
constexpr TypeSet kSetResult = set({U16, S16, U32, S32, F16, BF16, F32, F16x2, BF16x2});
constexpr TypeSet kSetIntegerResult = set({U32, S32, F32});  // a half from integers: kHalfScalars
constexpr TypeSet kHalfScalars = set({F16, BF16});
constexpr TypeSet kConvertAll = kConvertTypes | set({F16, BF16, F32, F64});
constexpr TypeSet kPairs = set({F16x2, BF16x2});
// Atomics (ptxas 13's types an operation).
constexpr TypeSet kAtomAddTypes = set({U32, S32, U64, F32, F64});
constexpr TypeSet kAtomMinMaxTypes = set({U32, S32, U64, S64});
constexpr TypeSet kAtomWrapTypes = set({U32});
constexpr TypeSet kAtomBitTypes = set({B32, B64});
constexpr TypeSet kAtomCasTypes = set({B16, B32, B64, B128});  // .b128: sm_90
constexpr TypeSet kAtomHalfTypes = set({F16, BF16, F16x2, BF16x2});

using Operands = std::array<OperandKind, 7>;
constexpr Operands kUnary = {Dest, Source, None, None};
constexpr Operands kBinary = {Dest, Source, Source, None};
constexpr Operands kTernary = {Dest, Source, Source, Source};
constexpr Operands kMulWide = {DestWide, Source, Source, None};
constexpr Operands kMadWide = {DestWide, Source, Source, SourceWide};
constexpr Operands kShift = {Dest, Source, ShiftAmount, None};
constexpr Operands kCompare = {DestPred, SecondDestPred, Source, Source};
constexpr Operands kSelect = {Dest, Source, Source, SourcePred};
constexpr Operands kMove = {MoveDest, MoveSource, None, None};
constexpr Operands kConvert = {ConvertDest, ConvertSource, None, None};
constexpr Operands kAddressOf = {Dest, AddressSource, None, None};
constexpr Operands kLoad = {LoadDest, Address, CachePolicy, None};
constexpr Operands kStore = {Address, StoreSource, CachePolicy, None};
constexpr Operands kBranchTo = {BranchTarget, None, None, None};
constexpr Operands kNoOperands = {None, None, None, None};
constexpr Operands kBarrierWait = {Barrier, ThreadCount, None, None};
constexpr Operands kCall = {CallReturns, CallTarget, CallArguments, CallPrototype};
constexpr Operands kBranchIndexed = {Source, BranchTable, None, None};
constexpr Operands kSleep = {Source, None, None, None};
constexpr Operands kPerfEvent = {PerfEvent, None, None, None};
constexpr Operands kCount = {DestU32, Source, None, None};
constexpr Operands kBitField = {Dest, Source, BitPosition, BitPosition};
constexpr Operands kFindNth = {Dest, Source, ShiftAmount, ShiftAmount};
constexpr Operands kFunnelShift = {Dest, Source, Source, ShiftAmount};
constexpr Operands kMask = {Dest, ShiftAmount, ShiftAmount, None};
constexpr Operands kCompareCombine = {DestPred, SecondDestPred, Source, Source, SourcePred};
constexpr Operands kSetInteger = {Dest, SecondSource, SecondSource, None};
constexpr Operands kSetCombine = {Dest, SecondSource, SecondSource, SourcePred};
constexpr Operands kSlctInteger = {Dest, Source, Source, SecondSource};
constexpr Operands kBitInsert = {Dest, Source, Source, BitPosition, BitPosition};
constexpr Operands kLogicTable = {Dest, Source, Source, Source, LogicTable};
constexpr Operands kLogicTablePred = {Dest,   SecondDestPred, Source,    Source,
                                      Source, LogicTable,     SourcePred};
constexpr Operands kTest = {DestPred, Source, None, None};
constexpr Operands kSet = {Dest, ConvertSource, ConvertSource, None};
constexpr Operands kSetCombineFloat = {Dest, ConvertSource, ConvertSource, SourcePred};
constexpr Operands kSelectByFloat = {Dest, Source, Source, ConvertSource};
constexpr Operands kConvertPair = {ConvertDest, ConvertSource, ConvertSource, None};
// cvt to and from the 8-bit float pairs: a and b (or a pair's halves) to
// one .b16 register, and back to an .f16x2.
constexpr Operands kToFp8Pair = {DestB16, Source, Source, None};
constexpr Operands kToFp8Half = {DestB16, Source, None, None};
constexpr Operands kFromFp8 = {DestU32, SourceB16, None, None};
constexpr Operands kBarrierReduce = {Dest, Barrier, ThreadCount, SourcePred};
constexpr Operands kBarrierReducePred = {DestPred, Barrier, ThreadCount, SourcePred};
constexpr Operands kAtomic = {Dest, Address, Source, None};
constexpr Operands kAtomicCas = {Dest, Address, Source, Source};
constexpr Operands kReduce = {Address, Source, None, None};
// The vector atomics (sm_90, PTX 8.1): {d0, d1[, ...]}, [a], {b0, b1[, ...]}.
constexpr Operands kAtomicVector = {LoadDest, Address, StoreSource, None};
constexpr Operands kReduceVector = {Address, StoreSource, None, None};
constexpr Operands kAddressOnly = {Address, None, None, None};
constexpr Operands kSpaceTest = {DestPred, AddressValue, None, None};
constexpr Operands kMemberMask = {MemberMask, None, None, None};
constexpr Operands kShuffle = {Dest, SecondDestPred, Source, Source, Source, MemberMask};
constexpr Operands kVote = {DestPred, SourcePred, MemberMask, None};
constexpr Operands kBallot = {Dest, SourcePred, MemberMask, None};
constexpr Operands kMatchAny = {MaskDest, Source, MemberMask, None};
constexpr Operands kMatchAll = {MaskDest, SecondDestPred, Source, MemberMask};
constexpr Operands kReduxOperands = {Dest, Source, MemberMask, None};
constexpr Operands kElect = {Dest, SecondDestPred, MemberMask, None};
constexpr Operands kActivemask = {Dest, None, None, None};
constexpr Operands kCopyAsync = {Address, GlobalAddress, CopySize, CopySourceSize};
constexpr Operands kWaitGroup = {GroupCount, None, None, None};
constexpr Operands kMbarrierInit = {Address, ShiftAmount, None, None};
constexpr Operands kMbarrierArrive = {Dest, Address, ShiftAmount, None};
constexpr Operands kMbarrierTx = {Address, ShiftAmount, None, None};
// try_wait's last operand, a time hint, may be left out; test_wait has none.
constexpr Operands kMbarrierWait = {DestPred, Address, Source, ShiftAmount};
constexpr Operands kMbarrierWaitParity = {DestPred, Address, ShiftAmount, ShiftAmount};
constexpr Operands kMbarrierTest = {DestPred, Address, Source, None};
constexpr Operands kMbarrierTestParity = {DestPred, Address, ShiftAmount, None};
constexpr Operands kMbarrierCount = {DestU32, Source, None, None};
constexpr Operands kPolicyFraction = {Dest, PolicyFraction, None, None};
constexpr Operands kPolicyRange = {Dest, Address, ShiftAmount, ShiftAmount};
constexpr TypeSet kB64 = set({B64});
// d, a, b[, c]: video.cpp checks which forms need c.
constexpr Operands kVideo = {Dest, Source, Source, Source};
constexpr TypeSet kReduxArithmetic = set({U32, S32});
// Textures and surfaces (9.7.10, 9.7.11): d[|p], [handle, {sampler,} coordinates] and the
// optional operands of each form; texture_forms.cpp checks them by geometry.
constexpr Operands kTexture = {LoadDest, SecondDestPred, Address, Source, Source};
constexpr Operands kTextureLevel = {LoadDest, SecondDestPred, Address, Source, Source, Source};
constexpr Operands kTextureGrad = {LoadDest, SecondDestPred, Address, Source,
                                   Source,   Source,         Source};
constexpr Operands kHandleQuery = {Dest, Address, None, None};
constexpr Operands kHandleQueryLevel = {Dest, Address, Source, None};
constexpr Operands kSurfaceLoad = {LoadDest, Address, None, None};
constexpr Operands kSurfaceStore = {Address, StoreSource, None, None};
// Clusters and bulk copies (sm_90): mapa d, a, rank; getctarank d, a; cp.async.bulk
// [dst], [src], size, [mbar]{, policy} (shared from global), [dst], [src], size, [mbar] (a
// cluster's shared from shared) or [dst], [src], size{, policy} (global from shared; the
// reductions too); cp.async.bulk.prefetch [src], size{, policy}.
constexpr Operands kMapAddress = {Dest, Source, ShiftAmount, None};
constexpr Operands kClusterRank = {DestU32, Source, None, None};
constexpr Operands kBulkCopy = {Address, GlobalAddress, BulkCopySize, Address, CachePolicy};
constexpr Operands kBulkShared = {Address, Address, BulkCopySize, Address};
constexpr Operands kBulkStore = {GlobalAddress, Address, BulkCopySize, CachePolicy};
constexpr Operands kBulkPrefetch = {GlobalAddress, BulkCopySize, CachePolicy, None};
constexpr Operands kIsType = {DestPred, OpaqueHandle, None, None};
// wmma (9.7.14.4): fragments as vectors, an address, an optional stride (tensor_forms.cpp).
constexpr Operands kWmmaLoad = {LoadDest, Address, ShiftAmount, None};
constexpr Operands kWmmaStore = {Address, StoreSource, ShiftAmount, None};
constexpr Operands kWmmaProduct = {LoadDest, StoreSource, StoreSource, StoreSource};
constexpr TypeSet kTexData = set({U32, S32, F16, F32, F16x2});
constexpr TypeSet kTexCoord = set({S32, F32});
constexpr TypeSet kTld4Data = set({U32, S32, F32});
constexpr TypeSet kSurfaceBits = set({B8, B16, B32, B64});
constexpr TypeSet kSuredBits = set({U32, U64, S32, B32, S64});

using O = OpClass;
constexpr TimingClass kAlu = {O::IntAlu, O::IntAlu, O::IntAlu};
constexpr TimingClass kAdd = {O::IntAlu, O::IntAlu, O::FloatAdd};
constexpr TimingClass kMultiply = {O::IntMul, O::IntMul64, O::FloatMul};
// A 32 x 32 -> 64 product (mul.wide.u32, mad.wide.u32) is one IMAD.WIDE on
// sm_90 (ptxas's SASS), one pass of the multiplier: int-mul, as the narrow
// products. Integer div and rem are sequences of products, timed as one
// 64-bit product (an approximation).
constexpr TimingClass kWideMultiply = {O::IntMul, O::IntMul, O::IntMul};
constexpr TimingClass kDivide = {O::IntMul64, O::IntMul64, O::IntMul64};
constexpr TimingClass kMemory = {O::LoadStore, O::LoadStore, O::LoadStore};
constexpr TimingClass kBranch = {O::Branch, O::Branch, O::Branch};
constexpr TimingClass kBarrier = {O::Barrier, O::Barrier, O::Barrier};
// The SM model has no float64 or SFU classes yet: every float form is timed
// as the f32 adder or multiplier.
constexpr TimingClass kFloatAdd = {O::FloatAdd, O::FloatAdd, O::FloatAdd};
constexpr TimingClass kFloatMul = {O::FloatMul, O::FloatMul, O::FloatMul};

using S = Semantics;
constexpr Control kNext = Control::None;

// Columns: spelling, types, cvt's source types, operands, optional trailing
// operands, carry, semantics, control, timing class.
// clang-format off
constexpr InstructionRow kTable[] = {
    // Integer arithmetic with every carry form (PTX ISA 9.7.1, 9.7.2).
    {"add",             kAddTypes,        0,             kBinary,      0, Carry::None,  S::Add,         kNext,            kAdd},
    {"add.cc",          kCarryTypes,      0,             kBinary,      0, Carry::Out,   S::Add,         kNext,            kAlu},
    {"addc",            kCarryInTypes,    0,             kBinary,      0, Carry::In,    S::Add,         kNext,            kAlu},
    {"addc.cc",         kCarryTypes,      0,             kBinary,      0, Carry::InOut, S::Add,         kNext,            kAlu},
    {"sub",             kIntegerTypes,    0,             kBinary,      0, Carry::None,  S::Sub,         kNext,            kAlu},
    {"sub.cc",          kCarryTypes,      0,             kBinary,      0, Carry::Out,   S::Sub,         kNext,            kAlu},
    {"subc",            kCarryInTypes,    0,             kBinary,      0, Carry::In,    S::Sub,         kNext,            kAlu},
    {"subc.cc",         kCarryTypes,      0,             kBinary,      0, Carry::InOut, S::Sub,         kNext,            kAlu},
    {"mul.lo",          kIntegerTypes,    0,             kBinary,      0, Carry::None,  S::MulLo,       kNext,            kMultiply},
    {"mul.hi",          kIntegerTypes,    0,             kBinary,      0, Carry::None,  S::MulHi,       kNext,            kMultiply},
    {"mul.wide",        kWideTypes,       0,             kMulWide,     0, Carry::None,  S::MulWide,     kNext,            kWideMultiply},
    {"mad.lo",          kIntegerTypes,    0,             kTernary,     0, Carry::None,  S::MadLo,       kNext,            kMultiply},
    {"mad.hi",          kIntegerTypes,    0,             kTernary,     0, Carry::None,  S::MadHi,       kNext,            kMultiply},
    {"mad.lo.cc",       kCarryTypes,      0,             kTernary,     0, Carry::Out,   S::MadLo,       kNext,            kMultiply},
    {"mad.hi.cc",       kCarryTypes,      0,             kTernary,     0, Carry::Out,   S::MadHi,       kNext,            kMultiply},
    {"madc.lo",         kCarryInTypes,    0,             kTernary,     0, Carry::In,    S::MadLo,       kNext,            kMultiply},
    {"madc.hi",         kCarryInTypes,    0,             kTernary,     0, Carry::In,    S::MadHi,       kNext,            kMultiply},
    {"madc.lo.cc",      kCarryTypes,      0,             kTernary,     0, Carry::InOut, S::MadLo,       kNext,            kMultiply},
    {"madc.hi.cc",      kCarryTypes,      0,             kTernary,     0, Carry::InOut, S::MadHi,       kNext,            kMultiply},
    {"mad.wide",        kWideTypes,       0,             kMadWide,     0, Carry::None,  S::MadWide,     kNext,            kWideMultiply},
    // Logic and shifts (9.7.8, 9.7.9).
    {"and",             kLogicTypes,      0,             kBinary,      0, Carry::None,  S::And,         kNext,            kAlu},
    {"or",              kLogicTypes,      0,             kBinary,      0, Carry::None,  S::Or,          kNext,            kAlu},
    {"xor",             kLogicTypes,      0,             kBinary,      0, Carry::None,  S::Xor,         kNext,            kAlu},
    {"not",             kLogicTypes,      0,             kUnary,       0, Carry::None,  S::Not,         kNext,            kAlu},
    {"shl",             kShiftLeftTypes,  0,             kShift,       0, Carry::None,  S::Shl,         kNext,            kAlu},
    {"shr",             kShiftRightTypes, 0,             kShift,       0, Carry::None,  S::Shr,         kNext,            kAlu},
    // Comparison and selection (9.7.7).
    {"setp.{cmp}",      kCompareTypes,    0,             kCompare,     0, Carry::None,  S::Setp,        kNext,            kAlu},
    {"selp",            kSelectTypes,     0,             kSelect,      0, Carry::None,  S::Selp,        kNext,            kAlu},
    // Integer, bit, comparison and selection forms (int, issue 27; PTX ISA 9.7.1-9.7.8).
    {"add.sat",         kS32,             0,             kBinary,      0, Carry::None,  S::Add,         kNext,            kAlu},
    {"sub.sat",         kS32,             0,             kBinary,      0, Carry::None,  S::Sub,         kNext,            kAlu},
    {"mad.hi.sat",      kS32,             0,             kTernary,     0, Carry::None,  S::MadHi,       kNext,            kMultiply},
    {"mul24.lo",        kInt32,           0,             kBinary,      0, Carry::None,  S::Mul24,       kNext,            kMultiply},
    {"mul24.hi",        kInt32,           0,             kBinary,      0, Carry::None,  S::Mul24,       kNext,            kMultiply},
    {"mad24.lo",        kInt32,           0,             kTernary,     0, Carry::None,  S::Mad24,       kNext,            kMultiply},
    {"mad24.hi",        kInt32,           0,             kTernary,     0, Carry::None,  S::Mad24,       kNext,            kMultiply},
    {"mad24.hi.sat",    kS32,             0,             kTernary,     0, Carry::None,  S::Mad24,       kNext,            kMultiply},
    {"sad",             kIntegerTypes,    0,             kTernary,     0, Carry::None,  S::Sad,         kNext,            kAlu},
    {"div",             kIntegerTypes,    0,             kBinary,      0, Carry::None,  S::Div,         kNext,            kDivide},
    {"rem",             kIntegerTypes,    0,             kBinary,      0, Carry::None,  S::Rem,         kNext,            kDivide},
    {"abs",             kSignedTypes,     0,             kUnary,       0, Carry::None,  S::AbsInteger,  kNext,            kAlu},
    {"neg",             kSignedTypes,     0,             kUnary,       0, Carry::None,  S::NegInteger,  kNext,            kAlu},
    {"min",             kIntegerTypes,    0,             kBinary,      0, Carry::None,  S::MinInteger,  kNext,            kAlu},
    {"max",             kIntegerTypes,    0,             kBinary,      0, Carry::None,  S::MaxInteger,  kNext,            kAlu},
    {"min.relu",        kS32,             0,             kBinary,      0, Carry::None,  S::MinInteger,  kNext,            kAlu},
    {"max.relu",        kS32,             0,             kBinary,      0, Carry::None,  S::MaxInteger,  kNext,            kAlu},
    // Two 16-bit integers in a .b32 register, each on its own (sm_90).
    {"min.u16x2",       0,                0,             kBinary,      0, Carry::None,  S::MinInteger,  kNext,            kAlu},
    {"min.s16x2",       0,                0,             kBinary,      0, Carry::None,  S::MinInteger,  kNext,            kAlu},
    {"min.relu.s16x2",  0,                0,             kBinary,      0, Carry::None,  S::MinInteger,  kNext,            kAlu},
    {"max.u16x2",       0,                0,             kBinary,      0, Carry::None,  S::MaxInteger,  kNext,            kAlu},
    {"max.s16x2",       0,                0,             kBinary,      0, Carry::None,  S::MaxInteger,  kNext,            kAlu},
    {"max.relu.s16x2",  0,                0,             kBinary,      0, Carry::None,  S::MaxInteger,  kNext,            kAlu},
    {"add.u16x2",       0,                0,             kBinary,      0, Carry::None,  S::Add,         kNext,            kAlu},
    {"add.s16x2",       0,                0,             kBinary,      0, Carry::None,  S::Add,         kNext,            kAlu},
    {"dp4a",            kInt32,           kInt32,        kTernary,     0, Carry::None,  S::Dp4a,        kNext,            kMultiply},
    {"dp2a.lo",         kInt32,           kInt32,        kTernary,     0, Carry::None,  S::Dp2a,        kNext,            kMultiply},
    {"dp2a.hi",         kInt32,           kInt32,        kTernary,     0, Carry::None,  S::Dp2a,        kNext,            kMultiply},
    {"popc",            kB32B64,          0,             kCount,       0, Carry::None,  S::Popc,        kNext,            kAlu},
    {"clz",             kB32B64,          0,             kCount,       0, Carry::None,  S::Clz,         kNext,            kAlu},
    {"bfind",           kBitFieldTypes,   0,             kCount,       0, Carry::None,  S::Bfind,       kNext,            kAlu},
    {"bfind.shiftamt",  kBitFieldTypes,   0,             kCount,       0, Carry::None,  S::Bfind,       kNext,            kAlu},
    {"fns",             kB32,             0,             kFindNth,     0, Carry::None,  S::Fns,         kNext,            kAlu},
    {"brev",            kB32B64,          0,             kUnary,       0, Carry::None,  S::Brev,        kNext,            kAlu},
    {"bfe",             kBitFieldTypes,   0,             kBitField,    0, Carry::None,  S::Bfe,         kNext,            kAlu},
    {"bfi",             kB32B64,          0,             kBitInsert,   0, Carry::None,  S::Bfi,         kNext,            kAlu},
    {"lop3",            kB32,             0,             kLogicTable,  0, Carry::None,  S::Lop3,        kNext,            kAlu},
    {"lop3.or",         kB32,             0,             kLogicTablePred, 0, Carry::None, S::Lop3,      kNext,            kAlu},
    {"lop3.and",        kB32,             0,             kLogicTablePred, 0, Carry::None, S::Lop3,      kNext,            kAlu},
    {"szext.clamp",     kInt32,           0,             kShift,       0, Carry::None,  S::Szext,       kNext,            kAlu},
    {"szext.wrap",      kInt32,           0,             kShift,       0, Carry::None,  S::Szext,       kNext,            kAlu},
    {"bmsk.clamp",      kB32,             0,             kMask,        0, Carry::None,  S::Bmsk,        kNext,            kAlu},
    {"bmsk.wrap",       kB32,             0,             kMask,        0, Carry::None,  S::Bmsk,        kNext,            kAlu},
    {"cnot",            kCnotTypes,       0,             kUnary,       0, Carry::None,  S::Cnot,        kNext,            kAlu},
    {"shf.l.wrap",      kB32,             0,             kFunnelShift, 0, Carry::None,  S::Shf,         kNext,            kAlu},
    {"shf.l.clamp",     kB32,             0,             kFunnelShift, 0, Carry::None,  S::Shf,         kNext,            kAlu},
    {"shf.r.wrap",      kB32,             0,             kFunnelShift, 0, Carry::None,  S::Shf,         kNext,            kAlu},
    {"shf.r.clamp",     kB32,             0,             kFunnelShift, 0, Carry::None,  S::Shf,         kNext,            kAlu},
    {"prmt",            kB32,             0,             kTernary,     0, Carry::None,  S::Prmt,        kNext,            kAlu},
    // The manual writes a prmt mode after the type; ptxas takes it before as well.
    {"prmt.b32.f4e",    0,                0,             kTernary,     0, Carry::None,  S::Prmt,        kNext,            kAlu},
    {"prmt.b32.b4e",    0,                0,             kTernary,     0, Carry::None,  S::Prmt,        kNext,            kAlu},
    {"prmt.b32.rc8",    0,                0,             kTernary,     0, Carry::None,  S::Prmt,        kNext,            kAlu},
    {"prmt.b32.ecl",    0,                0,             kTernary,     0, Carry::None,  S::Prmt,        kNext,            kAlu},
    {"prmt.b32.ecr",    0,                0,             kTernary,     0, Carry::None,  S::Prmt,        kNext,            kAlu},
    {"prmt.b32.rc16",   0,                0,             kTernary,     0, Carry::None,  S::Prmt,        kNext,            kAlu},
    {"prmt.f4e",        kB32,             0,             kTernary,     0, Carry::None,  S::Prmt,        kNext,            kAlu},
    {"prmt.b4e",        kB32,             0,             kTernary,     0, Carry::None,  S::Prmt,        kNext,            kAlu},
    {"prmt.rc8",        kB32,             0,             kTernary,     0, Carry::None,  S::Prmt,        kNext,            kAlu},
    {"prmt.ecl",        kB32,             0,             kTernary,     0, Carry::None,  S::Prmt,        kNext,            kAlu},
    {"prmt.ecr",        kB32,             0,             kTernary,     0, Carry::None,  S::Prmt,        kNext,            kAlu},
    {"prmt.rc16",       kB32,             0,             kTernary,     0, Carry::None,  S::Prmt,        kNext,            kAlu},
    {"setp.{cmp}.and",  kCompareTypes,    0,             kCompareCombine, 0, Carry::None, S::Setp,      kNext,            kAlu},
    {"setp.{cmp}.or",   kCompareTypes,    0,             kCompareCombine, 0, Carry::None, S::Setp,      kNext,            kAlu},
    {"setp.{cmp}.xor",  kCompareTypes,    0,             kCompareCombine, 0, Carry::None, S::Setp,      kNext,            kAlu},
    {"set.{cmp}",       kSetIntegerResult, kCompareTypes, kSetInteger,  0, Carry::None,  S::Set,         kNext,            kAdd},
    {"set.{cmp}.and",   kSetIntegerResult, kCompareTypes, kSetCombine,  0, Carry::None,  S::Set,         kNext,            kAdd},
    {"set.{cmp}.or",    kSetIntegerResult, kCompareTypes, kSetCombine,  0, Carry::None,  S::Set,         kNext,            kAdd},
    {"set.{cmp}.xor",   kSetIntegerResult, kCompareTypes, kSetCombine,  0, Carry::None,  S::Set,         kNext,            kAdd},
    // A half's 1.0 from integers (`set.gt.f16.u32`, sm_53; .bf16 sm_90): timed on the float adder.
    {"set.{cmp}",       kHalfScalars,     kCompareTypes, kSetInteger,  0, Carry::None,  S::Set,         kNext,            kFloatAdd},
    {"set.{cmp}.and",   kHalfScalars,     kCompareTypes, kSetCombine,  0, Carry::None,  S::Set,         kNext,            kFloatAdd},
    {"set.{cmp}.or",    kHalfScalars,     kCompareTypes, kSetCombine,  0, Carry::None,  S::Set,         kNext,            kFloatAdd},
    {"set.{cmp}.xor",   kHalfScalars,     kCompareTypes, kSetCombine,  0, Carry::None,  S::Set,         kNext,            kFloatAdd},
    {"slct",            kSelectTypes,     kS32,          kSlctInteger, 0, Carry::None,  S::SlctInteger, kNext,            kAlu},
    {"cvt.sat",         kConvertTypes,    kConvertTypes, kConvert,     0, Carry::None,  S::Cvt,         kNext,            kAlu},
    // Data movement and conversion (9.7.9).
    {"mov",             kMoveTypes,       0,             kMove,        0, Carry::None,  S::Mov,         kNext,            kAlu},
    {"mov.{vec}",       kMoveVectorTypes, 0,             kMove,        0, Carry::None,  S::Mov,         kNext,            kAlu},
    {"cvt",             kConvertTypes,    kConvertTypes, kConvert,     0, Carry::None,  S::Cvt,         kNext,            kAlu},
    {"cvta.{cvta}",     kAddressTypes,    0,             kAddressOf,   0, Carry::None,  S::Cvta,        kNext,            kAlu},
    {"cvta.to.{cvta}",  kAddressTypes,    0,             kUnary,       0, Carry::None,  S::CvtaTo,      kNext,            kAlu},
    {"ld.{ld?}.{vec?}", kMemoryTypes,     0,             kLoad,        1, Carry::None,  S::Load,        kNext,            kMemory},
    {"st.{st?}.{vec?}", kMemoryTypes,     0,             kStore,       1, Carry::None,  S::Store,       kNext,            kMemory},
    // Floating point and conversions (9.7.3, 9.7.4, 9.7.9.21): which modifiers
    // go with which types is floatFormProblem's (ptxas 13's rules).
    {"add.{rnd?}.{ftz?}.{sat?}",                  kFloatArithmetic,   0,          kBinary,       0, Carry::None, S::FloatAdd,         kNext, kFloatAdd},
    {"sub.{rnd?}.{ftz?}.{sat?}",                  kFloatArithmetic,   0,          kBinary,       0, Carry::None, S::FloatSub,         kNext, kFloatAdd},
    {"mul.{rnd?}.{ftz?}.{sat?}",                  kFloatArithmetic,   0,          kBinary,       0, Carry::None, S::Mul,              kNext, kFloatMul},
    {"fma.{rnd?}.{ftz?}.{sat?}.{relu?}",          kFloatArithmetic,   0,          kTernary,      0, Carry::None, S::Fma,              kNext, kFloatMul},
    {"mad.{rnd?}.{ftz?}.{sat?}",                  kFloat,        0,          kTernary,      0, Carry::None, S::Fma,              kNext, kFloatMul},
    {"div.approx.{ftz?}",                         kF32,          0,          kBinary,       0, Carry::None, S::FloatDivApprox,   kNext, kFloatMul},
    {"div.full.{ftz?}",                           kF32,          0,          kBinary,       0, Carry::None, S::FloatDivFull,     kNext, kFloatMul},
    {"div.{rnd?}.{ftz?}",                         kFloat,        0,          kBinary,       0, Carry::None, S::FloatDiv,         kNext, kFloatMul},
    {"rcp.approx.{ftz?}",                         kFloat,        0,          kUnary,        0, Carry::None, S::FloatRcpApprox,   kNext, kFloatMul},
    {"rcp.{rnd?}.{ftz?}",                         kFloat,        0,          kUnary,        0, Carry::None, S::FloatRcp,         kNext, kFloatMul},
    {"sqrt.approx.{ftz?}",                        kF32,          0,          kUnary,        0, Carry::None, S::FloatSqrtApprox,  kNext, kFloatMul},
    {"sqrt.{rnd?}.{ftz?}",                        kFloat,        0,          kUnary,        0, Carry::None, S::FloatSqrt,        kNext, kFloatMul},
    {"rsqrt.approx.{ftz?}",                       kFloat,        0,          kUnary,        0, Carry::None, S::FloatRsqrtApprox, kNext, kFloatMul},
    {"sin.approx.{ftz?}",                         kF32,          0,          kUnary,        0, Carry::None, S::FloatSin,         kNext, kFloatMul},
    {"cos.approx.{ftz?}",                         kF32,          0,          kUnary,        0, Carry::None, S::FloatCos,         kNext, kFloatMul},
    {"lg2.approx.{ftz?}",                         kF32,          0,          kUnary,        0, Carry::None, S::FloatLg2,         kNext, kFloatMul},
    {"ex2.approx.{ftz?}",                         kF32 | kHalves, 0,         kUnary,        0, Carry::None, S::FloatEx2,         kNext, kFloatMul},
    {"tanh.approx",                               kTanh,         0,          kUnary,        0, Carry::None, S::FloatTanh,        kNext, kFloatMul},
    {"min.{ftz?}.{nan?}",                         kFloatAll,     0,          kBinary,       0, Carry::None, S::FloatMin,         kNext, kFloatAdd},
    {"min.{ftz?}.{nan?}.xorsign.abs",             kMinMaxSign,   0,          kBinary,       0, Carry::None, S::FloatMin,         kNext, kFloatAdd},
    {"max.{ftz?}.{nan?}",                         kFloatAll,     0,          kBinary,       0, Carry::None, S::FloatMax,         kNext, kFloatAdd},
    {"max.{ftz?}.{nan?}.xorsign.abs",             kMinMaxSign,   0,          kBinary,       0, Carry::None, S::FloatMax,         kNext, kFloatAdd},
    {"abs.{ftz?}",                                kFloatAll,     0,          kUnary,        0, Carry::None, S::FloatAbs,         kNext, kFloatAdd},
    {"neg.{ftz?}",                                kFloatAll,     0,          kUnary,        0, Carry::None, S::FloatNeg,         kNext, kFloatAdd},
    {"copysign",                                  kFloat,        0,          kBinary,       0, Carry::None, S::Copysign,         kNext, kFloatAdd},
    {"testp.{testp}",                             kFloat,        0,          kTest,         0, Carry::None, S::Testp,            kNext, kFloatAdd},
    {"setp.{cmp}.{ftz?}",                         kSetpFloat,    0,          kCompare,      0, Carry::None, S::FloatSetp,        kNext, kFloatAdd},
    {"set.{cmp}.{ftz?}",                          kSetResult,    kSetpFloat, kSet,       0, Carry::None, S::FloatSet,         kNext, kFloatAdd},
    // The boolean forms on floats: the comparison, then .and/.or/.xor with c
    // (ptxas 13 takes .ftz before or after the operation).
    {"setp.{cmp}.and.{ftz?}",                     kSetpFloat,    0,          kCompareCombine, 0, Carry::None, S::FloatSetp,    kNext, kFloatAdd},
    {"setp.{cmp}.{ftz}.and",                      kSetpFloat,    0,          kCompareCombine, 0, Carry::None, S::FloatSetp,    kNext, kFloatAdd},
    {"setp.{cmp}.or.{ftz?}",                      kSetpFloat,    0,          kCompareCombine, 0, Carry::None, S::FloatSetp,    kNext, kFloatAdd},
    {"setp.{cmp}.{ftz}.or",                       kSetpFloat,    0,          kCompareCombine, 0, Carry::None, S::FloatSetp,    kNext, kFloatAdd},
    {"setp.{cmp}.xor.{ftz?}",                     kSetpFloat,    0,          kCompareCombine, 0, Carry::None, S::FloatSetp,    kNext, kFloatAdd},
    {"setp.{cmp}.{ftz}.xor",                      kSetpFloat,    0,          kCompareCombine, 0, Carry::None, S::FloatSetp,    kNext, kFloatAdd},
    {"set.{cmp}.and.{ftz?}",                      kSetResult,    kSetpFloat, kSetCombineFloat, 0, Carry::None, S::FloatSet, kNext, kFloatAdd},
    {"set.{cmp}.{ftz}.and",                       kSetResult,    kSetpFloat, kSetCombineFloat, 0, Carry::None, S::FloatSet, kNext, kFloatAdd},
    {"set.{cmp}.or.{ftz?}",                       kSetResult,    kSetpFloat, kSetCombineFloat, 0, Carry::None, S::FloatSet, kNext, kFloatAdd},
    {"set.{cmp}.{ftz}.or",                        kSetResult,    kSetpFloat, kSetCombineFloat, 0, Carry::None, S::FloatSet, kNext, kFloatAdd},
    {"set.{cmp}.xor.{ftz?}",                      kSetResult,    kSetpFloat, kSetCombineFloat, 0, Carry::None, S::FloatSet, kNext, kFloatAdd},
    {"set.{cmp}.{ftz}.xor",                       kSetResult,    kSetpFloat, kSetCombineFloat, 0, Carry::None, S::FloatSet, kNext, kFloatAdd},
    {"set.{cmp}",                                 kF32,          kConvertTypes, kSet,       0, Carry::None, S::FloatSet,         kNext, kFloatAdd},
    {"slct.{ftz?}",                               kSelectTypes,  kF32,       kSelectByFloat, 0, Carry::None, S::Slct,            kNext, kAlu},
    {"cvt.{cvtrnd?}.{ftz?}.{relu?}.{sat?}",       kConvertAll,   kConvertAll, kConvert,     0, Carry::None, S::FloatConvert,     kNext, kAlu},
    {"cvt.{rnd}.{relu?}.{satfinite?}",            kPairs,        kF32,       kConvertPair,  0, Carry::None, S::ConvertPair,      kNext, kAlu},
    // The 8-bit float pairs (PTX ISA 9.7.9.21, sm_89 with PTX 8.1, sm_90):
    // .rn and .satfinite always, .relu before or after .satfinite.
    {"cvt.rn.satfinite.{relu?}.e4m3x2",           kF32,          0,          kToFp8Pair,    0, Carry::None, S::ConvertFp8,       kNext, kAlu},
    {"cvt.rn.satfinite.{relu?}.e4m3x2",           set({F16x2}),  0,          kToFp8Half,    0, Carry::None, S::ConvertFp8,       kNext, kAlu},
    {"cvt.rn.relu.satfinite.e4m3x2",              kF32,          0,          kToFp8Pair,    0, Carry::None, S::ConvertFp8,       kNext, kAlu},
    {"cvt.rn.relu.satfinite.e4m3x2",              set({F16x2}),  0,          kToFp8Half,    0, Carry::None, S::ConvertFp8,       kNext, kAlu},
    {"cvt.rn.satfinite.{relu?}.e5m2x2",           kF32,          0,          kToFp8Pair,    0, Carry::None, S::ConvertFp8,       kNext, kAlu},
    {"cvt.rn.satfinite.{relu?}.e5m2x2",           set({F16x2}),  0,          kToFp8Half,    0, Carry::None, S::ConvertFp8,       kNext, kAlu},
    {"cvt.rn.relu.satfinite.e5m2x2",              kF32,          0,          kToFp8Pair,    0, Carry::None, S::ConvertFp8,       kNext, kAlu},
    {"cvt.rn.relu.satfinite.e5m2x2",              set({F16x2}),  0,          kToFp8Half,    0, Carry::None, S::ConvertFp8,       kNext, kAlu},
    {"cvt.rn.{relu?}.f16x2.e4m3x2",               0,             0,          kFromFp8,      0, Carry::None, S::ConvertFp8,       kNext, kAlu},
    {"cvt.rn.{relu?}.f16x2.e5m2x2",               0,             0,          kFromFp8,      0, Carry::None, S::ConvertFp8,       kNext, kAlu},
    // .tf32 results in a .b32 register (an f32 with its low 13 bits rounded
    // off), and cvt.pack's saturating packs.
    {"cvt.rna.tf32",                              kF32,          0,          kUnary,        0, Carry::None, S::ConvertTf32,      kNext, kAlu},
    {"cvt.rn.tf32",                               kF32,          0,          kUnary,        0, Carry::None, S::ConvertTf32,      kNext, kAlu},
    {"cvt.rz.tf32",                               kF32,          0,          kUnary,        0, Carry::None, S::ConvertTf32,      kNext, kAlu},
    {"cvt.pack.sat.u16",                          kS32,          0,          kBinary,       0, Carry::None, S::ConvertPack,      kNext, kAlu},
    {"cvt.pack.sat.s16",                          kS32,          0,          kBinary,       0, Carry::None, S::ConvertPack,      kNext, kAlu},
    {"cvt.pack.sat.u8.s32",                       kB32,          0,          kTernary,      0, Carry::None, S::ConvertPack,      kNext, kAlu},
    {"cvt.pack.sat.s8.s32",                       kB32,          0,          kTernary,      0, Carry::None, S::ConvertPack,      kNext, kAlu},
    // Control flow and synchronisation (9.7.12, 9.7.13).
    {"bra",             0,                0,             kBranchTo,    0, Carry::None,  S::ControlFlow, Control::Branch,  kBranch},
    {"bra.uni",         0,                0,             kBranchTo,    0, Carry::None,  S::ControlFlow, Control::Branch,  kBranch},
    {"ret",             0,                0,             kNoOperands,  0, Carry::None,  S::ControlFlow, Control::Exit,    kBranch},
    {"exit",            0,                0,             kNoOperands,  0, Carry::None,  S::ControlFlow, Control::Exit,    kBranch},
    // Warp family: barriers (9.7.13.1); the row's words say sync, arrive or red.
    {"bar.{cta?}.sync",                   0,        0, kBarrierWait,       1, Carry::None, S::ControlFlow, Control::Barrier, kBarrier},
    {"bar.sync.{barany}",                 0,        0, kBarrierWait,       1, Carry::None, S::ControlFlow, Control::Barrier, kBarrier},
    {"bar.{barany}.sync",                 0,        0, kBarrierWait,       1, Carry::None, S::ControlFlow, Control::Barrier, kBarrier},
    {"barrier.{cta?}.sync.{aligned?}",    0,        0, kBarrierWait,       1, Carry::None, S::ControlFlow, Control::Barrier, kBarrier},
    {"bar.{cta?}.arrive",                 0,        0, kBarrierWait,       0, Carry::None, S::ControlFlow, Control::Barrier, kBarrier},
    {"barrier.{cta?}.arrive.{aligned?}",  0,        0, kBarrierWait,       0, Carry::None, S::ControlFlow, Control::Barrier, kBarrier},
    {"bar.{cta?}.red.popc",               set({U32}), 0, kBarrierReduce,   1, Carry::None, S::ControlFlow, Control::Barrier, kBarrier},
    {"barrier.{cta?}.red.popc.{aligned?}", set({U32}), 0, kBarrierReduce,  1, Carry::None, S::ControlFlow, Control::Barrier, kBarrier},
    {"bar.{cta?}.red.and",                set({Pred}), 0, kBarrierReducePred, 1, Carry::None, S::ControlFlow, Control::Barrier, kBarrier},
    {"barrier.{cta?}.red.and.{aligned?}", set({Pred}), 0, kBarrierReducePred, 1, Carry::None, S::ControlFlow, Control::Barrier, kBarrier},
    {"bar.{cta?}.red.or",                 set({Pred}), 0, kBarrierReducePred, 1, Carry::None, S::ControlFlow, Control::Barrier, kBarrier},
    {"barrier.{cta?}.red.or.{aligned?}",  set({Pred}), 0, kBarrierReducePred, 1, Carry::None, S::ControlFlow, Control::Barrier, kBarrier},
    {"bar.warp.sync",                     0,        0, kMemberMask,        0, Carry::None, S::WarpSync,    kNext,            kBarrier},
    // Warp family: fences (9.7.13.4), no-ops in a simulator whose memory is
    // sequentially consistent; prefetches (9.7.9.15) likewise.
    {"membar.{membar}",                   0,        0, kNoOperands,        0, Carry::None, S::NoEffect,    kNext,            kAlu},
    {"fence.{fsem?}.{scope}",             0,        0, kNoOperands,        0, Carry::None, S::NoEffect,    kNext,            kAlu},
    {"fence.mbarrier_init.release.cluster", 0,      0, kNoOperands,        0, Carry::None, S::NoEffect,    kNext,            kAlu},
    {"fence.proxy.alias",                 0,        0, kNoOperands,        0, Carry::None, S::NoEffect,    kNext,            kAlu},
    {"fence.proxy.async.{proxy?}",        0,        0, kNoOperands,        0, Carry::None, S::NoEffect,    kNext,            kAlu},
    {"prefetch.{pf?}.L1",                 0,        0, kAddressOnly,       0, Carry::None, S::NoEffect,    kNext,            kMemory},
    {"prefetch.{pf?}.L2",                 0,        0, kAddressOnly,       0, Carry::None, S::NoEffect,    kNext,            kMemory},
    {"prefetch.L2::evict_last",           0,        0, kAddressOnly,       0, Carry::None, S::NoEffect,    kNext,            kMemory},
    {"prefetch.L2::evict_normal",         0,        0, kAddressOnly,       0, Carry::None, S::NoEffect,    kNext,            kMemory},
    {"prefetch.global.L2::evict_last",    0,        0, kAddressOnly,       0, Carry::None, S::NoEffect,    kNext,            kMemory},
    {"prefetch.global.L2::evict_normal",  0,        0, kAddressOnly,       0, Carry::None, S::NoEffect,    kNext,            kMemory},
    {"prefetch.{pftensormap?}.tensormap", 0,  0, kAddressOnly,       0, Carry::None, S::NoEffect,    kNext,            kMemory},
    {"prefetchu.L1",                      0,        0, kAddressOnly,       0, Carry::None, S::NoEffect,    kNext,            kMemory},
    // Warp family: ldu (the memory orders of ld and st are the reader's
    // qualifiers, takeMemoryQualifiers); sequentially consistent in the simulator.
    {"ldu.{ldu?}.{vec?}",                 kMemoryTypes, 0, kLoad,          1, Carry::None, S::Load,        kNext,            kMemory},
    {"isspacep.{isspace}",                0,        0, kSpaceTest,         0, Carry::None, S::Isspacep,    kNext,            kAlu},
    // Warp family: warp-level instructions (9.7.13.7-12); the word after or
    // before .sync names the mode.
    {"shfl.sync.up",                      set({B32}), 0, kShuffle,         0, Carry::None, S::Shfl,        kNext,            kAlu},
    {"shfl.sync.down",                    set({B32}), 0, kShuffle,         0, Carry::None, S::Shfl,        kNext,            kAlu},
    {"shfl.sync.bfly",                    set({B32}), 0, kShuffle,         0, Carry::None, S::Shfl,        kNext,            kAlu},
    {"shfl.sync.idx",                     set({B32}), 0, kShuffle,         0, Carry::None, S::Shfl,        kNext,            kAlu},
    {"vote.sync.all",                     set({Pred}), 0, kVote,           0, Carry::None, S::Vote,        kNext,            kAlu},
    {"vote.sync.any",                     set({Pred}), 0, kVote,           0, Carry::None, S::Vote,        kNext,            kAlu},
    {"vote.sync.uni",                     set({Pred}), 0, kVote,           0, Carry::None, S::Vote,        kNext,            kAlu},
    {"vote.sync.ballot",                  set({B32}), 0, kBallot,          0, Carry::None, S::Vote,        kNext,            kAlu},
    {"match.any.sync",                    set({B32, B64}), 0, kMatchAny,   0, Carry::None, S::Match,       kNext,            kAlu},
    {"match.sync.any",                    set({B32, B64}), 0, kMatchAny,   0, Carry::None, S::Match,       kNext,            kAlu},
    {"match.all.sync",                    set({B32, B64}), 0, kMatchAll,   0, Carry::None, S::Match,       kNext,            kAlu},
    {"match.sync.all",                    set({B32, B64}), 0, kMatchAll,   0, Carry::None, S::Match,       kNext,            kAlu},
    {"redux.sync.add",                    kReduxArithmetic, 0, kReduxOperands, 0, Carry::None, S::Redux, kNext,            kAlu},
    {"redux.sync.min",                    kReduxArithmetic, 0, kReduxOperands, 0, Carry::None, S::Redux, kNext,            kAlu},
    {"redux.sync.max",                    kReduxArithmetic, 0, kReduxOperands, 0, Carry::None, S::Redux, kNext,            kAlu},
    {"redux.sync.and",                    set({B32}), 0, kReduxOperands,   0, Carry::None, S::Redux,       kNext,            kAlu},
    {"redux.sync.or",                     set({B32}), 0, kReduxOperands,   0, Carry::None, S::Redux,       kNext,            kAlu},
    {"redux.sync.xor",                    set({B32}), 0, kReduxOperands,   0, Carry::None, S::Redux,       kNext,            kAlu},
    {"activemask",                        set({B32}), 0, kActivemask,      0, Carry::None, S::Activemask,  kNext,            kAlu},
    {"elect.sync",                        0,        0, kElect,             0, Carry::None, S::Elect,       kNext,            kAlu},
    // Warp family: atomics and reductions (9.7.13.5, 9.7.13.6); the word
    // after the modifiers names the operation.
    {"atom.{atom*}.add.{atom*}",          kAtomAddTypes,    0, kAtomic,    0, Carry::None, S::Atom,        kNext,            kMemory},
    {"atom.{atom*}.min.{atom*}",          kAtomMinMaxTypes, 0, kAtomic,    0, Carry::None, S::Atom,        kNext,            kMemory},
    {"atom.{atom*}.max.{atom*}",          kAtomMinMaxTypes, 0, kAtomic,    0, Carry::None, S::Atom,        kNext,            kMemory},
    {"atom.{atom*}.inc.{atom*}",          kAtomWrapTypes,   0, kAtomic,    0, Carry::None, S::Atom,        kNext,            kMemory},
    {"atom.{atom*}.dec.{atom*}",          kAtomWrapTypes,   0, kAtomic,    0, Carry::None, S::Atom,        kNext,            kMemory},
    {"atom.{atom*}.and.{atom*}",          kAtomBitTypes,    0, kAtomic,    0, Carry::None, S::Atom,        kNext,            kMemory},
    {"atom.{atom*}.or.{atom*}",           kAtomBitTypes,    0, kAtomic,    0, Carry::None, S::Atom,        kNext,            kMemory},
    {"atom.{atom*}.xor.{atom*}",          kAtomBitTypes,    0, kAtomic,    0, Carry::None, S::Atom,        kNext,            kMemory},
    {"atom.{atom*}.exch.{atom*}",         kAtomBitTypes,    0, kAtomic,    0, Carry::None, S::Atom,        kNext,            kMemory},
    {"atom.{atom*}.cas.{atom*}",          kAtomCasTypes,    0, kAtomicCas, 0, Carry::None, S::Atom,        kNext,            kMemory},
    {"atom.{atom*}.exch.{atom*}",         set({B128}),      0, kAtomic,    0, Carry::None, S::Atom,        kNext,            kMemory},
    {"atom.{atomh*}.add.{atomh*}",        kAtomHalfTypes,   0, kAtomic,    0, Carry::None, S::Atom,        kNext,            kMemory},
    // Vector atomics (PTX ISA 9.7.13.5, sm_90): .add on .v2/.v4 .f32; .add,
    // .min, .max .noftz on .v2/.v4/.v8 of .f16/.bf16 and .v2/.v4 of their
    // pairs (at most 128 bits), on .global or generic addresses; matchOpcode
    // puts the vector and the type last, wherever they are written.
    {"atom.{atom*}.add.{atom*}.{avec}",   kF32,             0, kAtomicVector, 0, Carry::None, S::Atom,     kNext,            kMemory},
    {"atom.{atom*}.add.noftz.{avec}",     kAtomHalfTypes,   0, kAtomicVector, 0, Carry::None, S::Atom,     kNext,            kMemory},
    {"atom.{atom*}.min.noftz.{avec}",     kAtomHalfTypes,   0, kAtomicVector, 0, Carry::None, S::Atom,     kNext,            kMemory},
    {"atom.{atom*}.max.noftz.{avec}",     kAtomHalfTypes,   0, kAtomicVector, 0, Carry::None, S::Atom,     kNext,            kMemory},
    {"red.{atom*}.add.{atom*}.{avec}",    kF32,             0, kReduceVector, 0, Carry::None, S::Red,      kNext,            kMemory},
    {"red.{atom*}.add.noftz.{avec}",      kAtomHalfTypes,   0, kReduceVector, 0, Carry::None, S::Red,      kNext,            kMemory},
    {"red.{atom*}.min.noftz.{avec}",      kAtomHalfTypes,   0, kReduceVector, 0, Carry::None, S::Red,      kNext,            kMemory},
    {"red.{atom*}.max.noftz.{avec}",      kAtomHalfTypes,   0, kReduceVector, 0, Carry::None, S::Red,      kNext,            kMemory},
    {"red.{atomh*}.add.{atomh*}",         kAtomHalfTypes,   0, kReduce,    0, Carry::None, S::Red,         kNext,            kMemory},
    {"red.{atom*}.add.{atom*}",           kAtomAddTypes,    0, kReduce,    0, Carry::None, S::Red,         kNext,            kMemory},
    {"red.{atom*}.min.{atom*}",           kAtomMinMaxTypes, 0, kReduce,    0, Carry::None, S::Red,         kNext,            kMemory},
    {"red.{atom*}.max.{atom*}",           kAtomMinMaxTypes, 0, kReduce,    0, Carry::None, S::Red,         kNext,            kMemory},
    {"red.{atom*}.inc.{atom*}",           kAtomWrapTypes,   0, kReduce,    0, Carry::None, S::Red,         kNext,            kMemory},
    {"red.{atom*}.dec.{atom*}",           kAtomWrapTypes,   0, kReduce,    0, Carry::None, S::Red,         kNext,            kMemory},
    {"red.{atom*}.and.{atom*}",           kAtomBitTypes,    0, kReduce,    0, Carry::None, S::Red,         kNext,            kMemory},
    {"red.{atom*}.or.{atom*}",            kAtomBitTypes,    0, kReduce,    0, Carry::None, S::Red,         kNext,            kMemory},
    {"red.{atom*}.xor.{atom*}",           kAtomBitTypes,    0, kReduce,    0, Carry::None, S::Red,         kNext,            kMemory},
    // Control family: calls with the .param ABI, tables, traps (9.7.12).
    {"call",            0,                0,             kCall,        1, Carry::None,  S::ControlFlow, Control::Call,    kBranch},
    {"call.uni",        0,                0,             kCall,        1, Carry::None,  S::ControlFlow, Control::Call,    kBranch},
    {"ret.uni",         0,                0,             kNoOperands,  0, Carry::None,  S::ControlFlow, Control::Exit,    kBranch},
    {"brx.idx",         0,                0,             kBranchIndexed, 0, Carry::None, S::ControlFlow, Control::BranchIndexed, kBranch},
    {"brx.idx.uni",     0,                0,             kBranchIndexed, 0, Carry::None, S::ControlFlow, Control::BranchIndexed, kBranch},
    {"trap",            0,                0,             kNoOperands,  0, Carry::None,  S::Trap,        kNext,            kBranch},
    {"brkpt",           0,                0,             kNoOperands,  0, Carry::None,  S::Trap,        kNext,            kBranch},
    // Performance-monitor events (9.7.19.2): no counters in the simulator.
    {"pmevent",         0,                0,             kPerfEvent,   0, Carry::None,  S::NoEffect,    kNext,            kAlu},
    {"pmevent.mask",    0,                0,             kPerfEvent,   0, Carry::None,  S::NoEffect,    kNext,            kAlu},
    {"nanosleep",       kSleepTypes,      0,             kSleep,       0, Carry::None,  S::Nanosleep,   kNext,            kBranch},
    // Programmatic dependent launch (9.7.12.1x, sm_90): the simulator runs one grid at a time,
    // the one before done before this one starts, so neither has anything to do.
    {"griddepcontrol.launch_dependents", 0, 0,           kNoOperands,  0, Carry::None,  S::NoEffect,    kNext,            kAlu},
    {"griddepcontrol.wait", 0,            0,             kNoOperands,  0, Carry::None,  S::NoEffect,    kNext,            kAlu},
    // Asynchronous copies (9.7.9.25): run at once, so that waiting for them
    // has nothing to wait for (a correct program sees the same memory).
    {"cp.async.ca.{cpshared}.global.{cpl2?}", 0,    0,             kCopyAsync,   1, Carry::None,  S::CopyAsync,   kNext,            kMemory},
    {"cp.async.cg.{cpshared}.global.{cpl2?}", 0,    0,             kCopyAsync,   1, Carry::None,  S::CopyAsync,   kNext,            kMemory},
    {"cp.async.commit_group", 0,          0,             kNoOperands,  0, Carry::None,  S::NoEffect,    kNext,            kMemory},
    {"cp.async.wait_group", 0,            0,             kWaitGroup,   0, Carry::None,  S::NoEffect,    kNext,            kMemory},
    {"cp.async.wait_all", 0,              0,             kNoOperands,  0, Carry::None,  S::NoEffect,    kNext,            kMemory},
    {"cp.async.mbarrier.arrive.{mb*}", kB64, 0,          kAddressOnly, 0, Carry::None,  S::Mbarrier,    kNext,            kMemory},
    {"cp.async.mbarrier.arrive.noinc.{mb*}", kB64, 0,    kAddressOnly, 0, Carry::None,  S::Mbarrier,    kNext,            kMemory},
    // mbarrier objects (9.7.13.15): a phase, its pending and expected
    // arrivals and transaction count in the object's 64 bits (machine/mbarrier.cpp).
    {"mbarrier.init.{mb*}", kB64,         0,             kMbarrierInit, 0, Carry::None, S::Mbarrier,    kNext,            kMemory},
    {"mbarrier.inval.{mb*}", kB64,        0,             kAddressOnly, 0, Carry::None,  S::Mbarrier,    kNext,            kMemory},
    {"mbarrier.arrive.{mb*}", kB64,       0,             kMbarrierArrive, 1, Carry::None, S::Mbarrier,  kNext,            kMemory},
    {"mbarrier.arrive.noComplete.{mb*}", kB64, 0,        kMbarrierArrive, 0, Carry::None, S::Mbarrier,  kNext,            kMemory},
    {"mbarrier.arrive.expect_tx.{mb*}", kB64, 0,         kMbarrierArrive, 0, Carry::None, S::Mbarrier,  kNext,            kMemory},
    {"mbarrier.arrive_drop.{mb*}", kB64,  0,             kMbarrierArrive, 1, Carry::None, S::Mbarrier,  kNext,            kMemory},
    {"mbarrier.arrive_drop.noComplete.{mb*}", kB64, 0,   kMbarrierArrive, 0, Carry::None, S::Mbarrier,  kNext,            kMemory},
    {"mbarrier.arrive_drop.expect_tx.{mb*}", kB64, 0,    kMbarrierArrive, 0, Carry::None, S::Mbarrier,  kNext,            kMemory},
    {"mbarrier.expect_tx.{mb*}", kB64,    0,             kMbarrierTx,  0, Carry::None,  S::Mbarrier,    kNext,            kMemory},
    {"mbarrier.complete_tx.{mb*}", kB64,  0,             kMbarrierTx,  0, Carry::None,  S::Mbarrier,    kNext,            kMemory},
    {"mbarrier.test_wait.{mb*}", kB64,    0,             kMbarrierTest, 0, Carry::None, S::Mbarrier,    kNext,            kMemory},
    {"mbarrier.test_wait.parity.{mb*}", kB64, 0,         kMbarrierTestParity, 0, Carry::None, S::Mbarrier, kNext,         kMemory},
    {"mbarrier.try_wait.{mb*}", kB64,     0,             kMbarrierWait, 1, Carry::None, S::Mbarrier,    kNext,            kMemory},
    {"mbarrier.try_wait.parity.{mb*}", kB64, 0,          kMbarrierWaitParity, 1, Carry::None, S::Mbarrier, kNext,         kMemory},
    {"mbarrier.pending_count", kB64,      0,             kMbarrierCount, 0, Carry::None, S::Mbarrier,   kNext,            kAlu},
    // L2 cache policies (9.7.9.18): an opaque 64-bit value for ld/st/atom's .L2::cache_hint.
    {"createpolicy.fractional.{cppri}.{cpsec?}", kB64, 0, kPolicyFraction, 1, Carry::None, S::CreatePolicy, kNext, kAlu},
    {"createpolicy.range.{cpglobal?}.{cppri}.{cpsec?}", kB64, 0, kPolicyRange, 0, Carry::None, S::CreatePolicy, kNext, kAlu},
    {"createpolicy.cvt.L2", kB64,         0,             kUnary,       0, Carry::None,  S::CreatePolicy, kNext,           kAlu},
    // Warp-level matrix instructions (9.7.14.4-5): modifiers and types are tensor_forms.cpp's to
    // read (their order is free); one row an operation. Read, not simulated (no tensor cores).
    {"wmma.load",       0,                0,             kWmmaLoad,    1, Carry::None,  S::NotSimulated, kNext,           kMemory},
    {"wmma.store",      0,                0,             kWmmaStore,   1, Carry::None,  S::NotSimulated, kNext,           kMemory},
    {"wmma.mma",        0,                0,             kWmmaProduct, 0, Carry::None,  S::NotSimulated, kNext,           kFloatMul},
    {"mma",             0,                0,             kWmmaProduct, 0, Carry::None,  S::NotSimulated, kNext,           kFloatMul},
    {"ldmatrix",        0,                0,             kSurfaceLoad, 0, Carry::None,  S::NotSimulated, kNext,           kMemory},
    {"stmatrix",        0,                0,             kSurfaceStore, 0, Carry::None, S::NotSimulated, kNext,           kMemory},
    // The asynchronous tensor instructions of sm_90 and sm_100 (wgmma, tcgen05, TMA's tensor
    // copies, tensormap, setmaxnreg, movmatrix): their words and operands are tensor_forms.cpp's
    // to read, by operation; one row an operation.
    {"wgmma.fence",     0,                0,             kNoOperands,  0, Carry::None,  S::NotSimulated, kNext,           kAlu},
    {"wgmma.commit_group", 0,             0,             kNoOperands,  0, Carry::None,  S::NotSimulated, kNext,           kAlu},
    {"wgmma.wait_group", 0,               0,             kNoOperands,  0, Carry::None,  S::NotSimulated, kNext,           kAlu},
    {"wgmma.mma_async", 0,                0,             kNoOperands,  0, Carry::None,  S::NotSimulated, kNext,           kFloatMul},
    {"setmaxnreg",      0,                0,             kNoOperands,  0, Carry::None,  S::NotSimulated, kNext,           kAlu},
    {"movmatrix",       0,                0,             kNoOperands,  0, Carry::None,  S::NotSimulated, kNext,           kAlu},
    {"cp.async.bulk.tensor", 0,           0,             kNoOperands,  0, Carry::None,  S::NotSimulated, kNext,           kMemory},
    {"cp.reduce.async.bulk.tensor", 0,    0,             kNoOperands,  0, Carry::None,  S::NotSimulated, kNext,           kMemory},
    {"cp.async.bulk.prefetch.tensor", 0,  0,             kNoOperands,  0, Carry::None,  S::NotSimulated, kNext,           kMemory},
    {"tensormap.replace", 0,              0,             kNoOperands,  0, Carry::None,  S::NotSimulated, kNext,           kMemory},
    {"tensormap.cp_fenceproxy", 0,        0,             kNoOperands,  0, Carry::None,  S::NotSimulated, kNext,           kMemory},
    {"fence.proxy.tensormap::generic", 0, 0,             kNoOperands,  0, Carry::None,  S::NotSimulated, kNext,           kAlu},
    {"tcgen05.alloc",   0,                0,             kNoOperands,  0, Carry::None,  S::NotSimulated, kNext,           kMemory},
    {"tcgen05.dealloc", 0,                0,             kNoOperands,  0, Carry::None,  S::NotSimulated, kNext,           kMemory},
    {"tcgen05.relinquish_alloc_permit", 0, 0,            kNoOperands,  0, Carry::None,  S::NotSimulated, kNext,           kMemory},
    {"tcgen05.mma",     0,                0,             kNoOperands,  0, Carry::None,  S::NotSimulated, kNext,           kFloatMul},
    {"tcgen05.commit",  0,                0,             kNoOperands,  0, Carry::None,  S::NotSimulated, kNext,           kMemory},
    {"tcgen05.ld",      0,                0,             kNoOperands,  0, Carry::None,  S::NotSimulated, kNext,           kMemory},
    {"tcgen05.st",      0,                0,             kNoOperands,  0, Carry::None,  S::NotSimulated, kNext,           kMemory},
    {"tcgen05.wait",    0,                0,             kNoOperands,  0, Carry::None,  S::NotSimulated, kNext,           kMemory},
    {"clusterlaunchcontrol.try_cancel", 0, 0,            kNoOperands,  0, Carry::None,  S::NotSimulated, kNext,           kMemory},
    {"clusterlaunchcontrol.query_cancel", 0, 0,          kNoOperands,  0, Carry::None,  S::NotSimulated, kNext,           kAlu},
    {"tcgen05.fence",   0,                0,             kNoOperands,  0, Carry::None,  S::NotSimulated, kNext,           kMemory},
    {"tcgen05.cp",      0,                0,             kNoOperands,  0, Carry::None,  S::NotSimulated, kNext,           kMemory},
    {"tcgen05.shift",   0,                0,             kNoOperands,  0, Carry::None,  S::NotSimulated, kNext,           kMemory},
    // Clusters (9.7.13.4, 9.7.9.23) and bulk copies (9.7.9.25.4): read, not simulated (each
    // block is a cluster of one there). {bcarrive} release relaxed; {bcwait} acquire; {mapa}
    // shared::cluster; {bulkcta} shared::cta, {bulkcluster} shared::cluster; the reductions'
    // {bulkminmax} min max, {bulkincdec} inc dec, {bulkbits} and or xor.
    {"barrier.cluster.arrive.{bcarrive?}.{aligned?}", 0, 0, kNoOperands, 0, Carry::None, S::NotSimulated, kNext,        kBarrier},
    {"barrier.cluster.wait.{bcwait?}.{aligned?}", 0, 0,  kNoOperands,  0, Carry::None,  S::NotSimulated, kNext,           kBarrier},
    {"mapa.{mapa?}",    kAddressTypes,    0,             kMapAddress,  0, Carry::None,  S::NotSimulated, kNext,           kAlu},
    {"getctarank.{mapa?}", kAddressTypes, 0,             kClusterRank, 0, Carry::None,  S::NotSimulated, kNext,           kAlu},
    {"cp.async.bulk.{bulkcluster}.global.mbarrier::complete_tx::bytes", 0, 0, kBulkCopy, 1, Carry::None, S::NotSimulated, kNext, kMemory},
    {"cp.async.bulk.{bulkcta}.global.mbarrier::complete_tx::bytes", 0, 0, kBulkCopy, 1, Carry::None, S::NotSimulated, kNext, kMemory},
    {"cp.async.bulk.{bulkcluster}.{bulkcta}.mbarrier::complete_tx::bytes", 0, 0, kBulkShared, 0, Carry::None, S::NotSimulated, kNext, kMemory},
    {"cp.async.bulk.global.{bulkcta}.bulk_group", 0, 0, kBulkStore,    1, Carry::None,  S::NotSimulated, kNext,           kMemory},
    {"cp.async.bulk.prefetch.L2.global", 0, 0,           kBulkPrefetch, 1, Carry::None, S::NotSimulated, kNext,           kMemory},
    {"cp.reduce.async.bulk.global.{bulkcta}.bulk_group.add", set({U32, S32, U64, F32, F64}), 0, kBulkStore, 1, Carry::None, S::NotSimulated, kNext, kMemory},
    {"cp.reduce.async.bulk.global.{bulkcta}.bulk_group.add.noftz", set({F16, BF16}), 0, kBulkStore, 1, Carry::None, S::NotSimulated, kNext, kMemory},
    {"cp.reduce.async.bulk.global.{bulkcta}.bulk_group.{bulkminmax}", set({U32, S32, U64, S64, F16, BF16}), 0, kBulkStore, 1, Carry::None, S::NotSimulated, kNext, kMemory},
    {"cp.reduce.async.bulk.global.{bulkcta}.bulk_group.{bulkincdec}", set({U32}), 0, kBulkStore, 1, Carry::None, S::NotSimulated, kNext, kMemory},
    {"cp.reduce.async.bulk.global.{bulkcta}.bulk_group.{bulkbits}", set({B32, B64}), 0, kBulkStore, 1, Carry::None, S::NotSimulated, kNext, kMemory},
    {"cp.reduce.async.bulk.{bulkcluster}.{bulkcta}.mbarrier::complete_tx::bytes.add", set({U32, S32, U64}), 0, kBulkShared, 0, Carry::None, S::NotSimulated, kNext, kMemory},
    {"cp.reduce.async.bulk.{bulkcluster}.{bulkcta}.mbarrier::complete_tx::bytes.{bulkminmax}", set({U32, S32}), 0, kBulkShared, 0, Carry::None, S::NotSimulated, kNext, kMemory},
    {"cp.reduce.async.bulk.{bulkcluster}.{bulkcta}.mbarrier::complete_tx::bytes.{bulkincdec}", set({U32}), 0, kBulkShared, 0, Carry::None, S::NotSimulated, kNext, kMemory},
    {"cp.reduce.async.bulk.{bulkcluster}.{bulkcta}.mbarrier::complete_tx::bytes.{bulkbits}", set({B32}), 0, kBulkShared, 0, Carry::None, S::NotSimulated, kNext, kMemory},
    {"cp.async.bulk.commit_group", 0,     0,             kNoOperands,  0, Carry::None,  S::NotSimulated, kNext,           kMemory},
    {"cp.async.bulk.wait_group", 0,       0,             kWaitGroup,   0, Carry::None,  S::NotSimulated, kNext,           kMemory},
    {"cp.async.bulk.wait_group.read", 0,  0,             kWaitGroup,   0, Carry::None,  S::NotSimulated, kNext,           kMemory},
    // Textures and surfaces (9.7.10, 9.7.11; texture objects and surface objects, a .u64 handle):
    // read and checked (texture_forms.cpp), not simulated: the simulator has no texture units.
    // {texgeom} 1d 2d 3d a1d a2d cube acube 2dms a2dms; {tld4} r g b a; {tld4geom} 2d a2d cube
    // acube; {txq} {suq} the queries; {sugeom} 1d 2d 3d a1d a2d; {sucop} a cache operation;
    // {suclamp} trap clamp zero (ptxas takes it before or after the type: matchOpcode moves it);
    // {surop} add min max and or; {opaque} texref samplerref surfref (istypep).
    {"istypep.{opaque}", 0,               0,             kIsType,      0, Carry::None,  S::NotSimulated, kNext,           kAlu},
    {"tex.{texgeom}.{vec}", kTexData,     kTexCoord,     kTexture,     2, Carry::None,  S::NotSimulated, kNext,           kMemory},
    {"tex.base.{texgeom}.{vec}", kTexData, kTexCoord,    kTexture,     2, Carry::None,  S::NotSimulated, kNext,           kMemory},
    {"tex.level.{texgeom}.{vec}", kTexData, kTexCoord,   kTextureLevel, 2, Carry::None, S::NotSimulated, kNext,           kMemory},
    {"tex.grad.{texgeom}.{vec}", kTexData, kTexCoord,    kTextureGrad, 2, Carry::None,  S::NotSimulated, kNext,           kMemory},
    {"tld4.{tld4}.{tld4geom}.v4", kTld4Data, kF32,       kTexture,     2, Carry::None,  S::NotSimulated, kNext,           kMemory},
    {"txq.{txq}",       kB32,             0,             kHandleQuery, 0, Carry::None,  S::NotSimulated, kNext,           kMemory},
    {"txq.level.{txql}", kB32,            0,             kHandleQueryLevel, 0, Carry::None, S::NotSimulated, kNext,       kMemory},
    {"suld.b.{sugeom}.{sucop?}.{vec?}.{suclamp}", kSurfaceBits, 0, kSurfaceLoad, 0, Carry::None, S::NotSimulated, kNext, kMemory},
    {"sust.b.{sugeom}.{sucop?}.{vec?}.{suclamp}", kSurfaceBits, 0, kSurfaceStore, 0, Carry::None, S::NotSimulated, kNext, kMemory},
    {"sust.p.{sugeom}.{vec?}.{suclamp}", kB32, 0,        kSurfaceStore, 0, Carry::None, S::NotSimulated, kNext,           kMemory},
    {"sured.b.{surop}.{sugeom}.{suclamp}", kSuredBits, 0, kSurfaceStore, 0, Carry::None, S::NotSimulated, kNext,          kMemory},
    {"sured.p.{surop}.{sugeom}.{suclamp}", kB32B64, 0,   kSurfaceStore, 0, Carry::None, S::NotSimulated, kNext,           kMemory},
    {"suq.{suq}",       kB32,             0,             kHandleQuery, 0, Carry::None,  S::NotSimulated, kNext,           kMemory},
    // Video instructions (9.7.18): the types, the modifiers and the operands'
    // selectors are video.cpp's to read (their order is free); one row an opcode.
    {"vadd",            kInt32,           kInt32,        kVideo,       1, Carry::None,  S::Video,       kNext,            kAlu},
    {"vsub",            kInt32,           kInt32,        kVideo,       1, Carry::None,  S::Video,       kNext,            kAlu},
    {"vabsdiff",        kInt32,           kInt32,        kVideo,       1, Carry::None,  S::Video,       kNext,            kAlu},
    {"vmin",            kInt32,           kInt32,        kVideo,       1, Carry::None,  S::Video,       kNext,            kAlu},
    {"vmax",            kInt32,           kInt32,        kVideo,       1, Carry::None,  S::Video,       kNext,            kAlu},
    {"vshl",            kInt32,           kInt32,        kVideo,       1, Carry::None,  S::Video,       kNext,            kAlu},
    {"vshr",            kInt32,           kInt32,        kVideo,       1, Carry::None,  S::Video,       kNext,            kAlu},
    {"vmad",            kInt32,           kInt32,        kVideo,       1, Carry::None,  S::Video,       kNext,            kMultiply},
    {"vset",            kInt32,           kInt32,        kVideo,       1, Carry::None,  S::Video,       kNext,            kAlu},
    {"vadd2",           kInt32,           kInt32,        kVideo,       1, Carry::None,  S::Video,       kNext,            kAlu},
    {"vsub2",           kInt32,           kInt32,        kVideo,       1, Carry::None,  S::Video,       kNext,            kAlu},
    {"vavrg2",          kInt32,           kInt32,        kVideo,       1, Carry::None,  S::Video,       kNext,            kAlu},
    {"vabsdiff2",       kInt32,           kInt32,        kVideo,       1, Carry::None,  S::Video,       kNext,            kAlu},
    {"vmin2",           kInt32,           kInt32,        kVideo,       1, Carry::None,  S::Video,       kNext,            kAlu},
    {"vmax2",           kInt32,           kInt32,        kVideo,       1, Carry::None,  S::Video,       kNext,            kAlu},
    {"vset2",           kInt32,           kInt32,        kVideo,       1, Carry::None,  S::Video,       kNext,            kAlu},
    {"vadd4",           kInt32,           kInt32,        kVideo,       1, Carry::None,  S::Video,       kNext,            kAlu},
    {"vsub4",           kInt32,           kInt32,        kVideo,       1, Carry::None,  S::Video,       kNext,            kAlu},
    {"vavrg4",          kInt32,           kInt32,        kVideo,       1, Carry::None,  S::Video,       kNext,            kAlu},
    {"vabsdiff4",       kInt32,           kInt32,        kVideo,       1, Carry::None,  S::Video,       kNext,            kAlu},
    {"vmin4",           kInt32,           kInt32,        kVideo,       1, Carry::None,  S::Video,       kNext,            kAlu},
    {"vmax4",           kInt32,           kInt32,        kVideo,       1, Carry::None,  S::Video,       kNext,            kAlu},
    {"vset4",           kInt32,           kInt32,        kVideo,       1, Carry::None,  S::Video,       kNext,            kAlu},
};
// clang-format on

// The SIMT stack runs exactly the rows that change control, and no handler does.
constexpr bool controlRowsAreControlFlow() {
  for (const InstructionRow& row : kTable)
    if ((row.control != Control::None) != (row.semantics == Semantics::ControlFlow)) return false;
  return true;
}
static_assert(controlRowsAreControlFlow());

constexpr SpecialRegisterInfo kSpecialRegisters[] = {
    {"%tid", SpecialRegister::Tid, 32, true},
    {"%ntid", SpecialRegister::Ntid, 32, true},
    {"%ctaid", SpecialRegister::Ctaid, 32, true},
    {"%nctaid", SpecialRegister::Nctaid, 32, true},
    {"%laneid", SpecialRegister::Laneid, 32, false},
    {"%warpid", SpecialRegister::Warpid, 32, false},
    {"%clock", SpecialRegister::Clock, 32, false},
    {"%clock64", SpecialRegister::Clock64, 64, false},
    {"%nwarpid", SpecialRegister::Nwarpid, 32, false},
    {"%smid", SpecialRegister::Smid, 32, false},
    {"%nsmid", SpecialRegister::Nsmid, 32, false},
    {"%gridid", SpecialRegister::Gridid, 64, false},
    {"%lanemask_eq", SpecialRegister::LanemaskEq, 32, false},
    {"%lanemask_le", SpecialRegister::LanemaskLe, 32, false},
    {"%lanemask_lt", SpecialRegister::LanemaskLt, 32, false},
    {"%lanemask_ge", SpecialRegister::LanemaskGe, 32, false},
    {"%lanemask_gt", SpecialRegister::LanemaskGt, 32, false},
    {"%clock_hi", SpecialRegister::ClockHi, 32, false},
    {"%globaltimer", SpecialRegister::Globaltimer, 64, false},
    {"%globaltimer_lo", SpecialRegister::GlobaltimerLo, 32, false},
    {"%globaltimer_hi", SpecialRegister::GlobaltimerHi, 32, false},
    {"%dynamic_smem_size", SpecialRegister::DynamicSmemSize, 32, false},
    {"%total_smem_size", SpecialRegister::TotalSmemSize, 32, false},
    {"%aggr_smem_size", SpecialRegister::AggrSmemSize, 32, false},
    {"%reserved_smem_offset_begin", SpecialRegister::ReservedSmemOffsetBegin, 32, false},
    {"%reserved_smem_offset_end", SpecialRegister::ReservedSmemOffsetEnd, 32, false},
    {"%reserved_smem_offset_cap", SpecialRegister::ReservedSmemOffsetCap, 32, false},
    {"%reserved_smem_offset_", SpecialRegister::ReservedSmemOffset, 32, false, 2},
    {"%envreg", SpecialRegister::Envreg, 32, false, 32},
    {"%pm", SpecialRegister::Pm, 32, false, 8},
    {"%pm", SpecialRegister::Pm64, 64, false, 8, "_64"},
    {"%current_graph_exec", SpecialRegister::CurrentGraphExec, 64, false},
    {"%is_explicit_cluster", SpecialRegister::IsExplicitCluster, 1, false, 0, {}, true},
    {"%clusterid", SpecialRegister::Clusterid, 32, true, 0, {}, true},
    {"%nclusterid", SpecialRegister::Nclusterid, 32, true, 0, {}, true},
    {"%cluster_ctaid", SpecialRegister::ClusterCtaid, 32, true, 0, {}, true},
    {"%cluster_nctaid", SpecialRegister::ClusterNctaid, 32, true, 0, {}, true},
    {"%cluster_ctarank", SpecialRegister::ClusterCtarank, 32, false, 0, {}, true},
    {"%cluster_nctarank", SpecialRegister::ClusterNctarank, 32, false, 0, {}, true},
};

constexpr bool specialRegistersInOrder() {
  for (size_t i = 0; i < std::size(kSpecialRegisters); ++i)
    if (static_cast<size_t>(kSpecialRegisters[i].id) != i) return false;
  return true;
}
static_assert(specialRegistersInOrder());

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

std::span<const SpecialRegisterInfo> specialRegisters() {
  return kSpecialRegisters;
}

const SpecialRegisterInfo* findSpecialRegister(std::string_view name, uint8_t* index) {
  for (const SpecialRegisterInfo& info : kSpecialRegisters) {
    if (info.count == 0) {
      if (info.name == name) return &info;
      continue;
    }
    // A numbered family: the prefix, a decimal number below count, the suffix.
    if (!name.starts_with(info.name) || !name.ends_with(info.suffix)) continue;
    std::string_view digits =
        name.substr(info.name.size(), name.size() - info.name.size() - info.suffix.size());
    if (digits.empty() || digits.size() > 2 || (digits.size() == 2 && digits[0] == '0') ||
        digits.find_first_not_of("0123456789") != std::string_view::npos)
      continue;
    unsigned number = 0;
    for (char c : digits) number = number * 10 + static_cast<unsigned>(c - '0');
    if (number >= info.count) continue;
    if (index) *index = static_cast<uint8_t>(number);
    return &info;
  }
  return nullptr;
}

std::span<const InstructionRow> instructionTable() {
  return kTable;
}

bool isPtxOpcode(std::string_view opcode) {
  return std::binary_search(std::begin(kPtxOpcodes), std::end(kPtxOpcodes), opcode);
}

OperandKind operandKindAt(const InstructionRow& row, size_t given, size_t index) {
  const size_t count = static_cast<size_t>(
      std::count_if(row.operands.begin(), row.operands.end(),
                    [](OperandKind kind) { return kind != OperandKind::None; }));
  if (given < count) {
    for (size_t i = 0; i + 1 < count; ++i) {
      if (row.operands[i] != OperandKind::ThreadCount) continue;
      if (index >= i) ++index;  // left out: the operands after it move up
      break;
    }
  }
  return index < row.operands.size() ? row.operands[index] : OperandKind::None;
}

}  // namespace gpuasm::ptx
