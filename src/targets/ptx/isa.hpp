// The PTX instruction table: every instruction form the ptx target accepts,
// with its type suffixes, operand kinds, carry, semantics, control and timing
// class, the single source of truth for the parser (opcode_matcher.cpp),
// the simulator's dispatch (machine/semantics.cpp, machine/predecode.cpp) and
// the SM timing model (machine/timing.cpp). Adding an instruction is a row
// here, a name in GPUASM_PTX_SEMANTICS and its chooser in a machine/ file
// (machine/lanes.hpp declares them all).
// Facts: the PTX ISA (9.0) and ../shared/reference/ptx-integer-study.md; where
// ptxas 13 is stricter or looser than the ISA text, ptxas wins (docs/ptx.md).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "gpuasm/ptx/op_class.hpp"

namespace gpuasm::ptx {

enum class Type : uint8_t {
  B8,
  B16,
  B32,
  B64,
  U8,
  U16,
  U32,
  U64,
  S8,
  S16,
  S32,
  S64,
  F16,
  F32,
  F64,
  Pred,
  // Floating-point types of instructions: .bf16 lives in .b16 registers, the
  // pairs in .b32 (or .f16x2) ones (ptxas 13 has no .bf16 or .bf16x2 register).
  BF16,
  F16x2,
  BF16x2,
  // 128 bits (PTX ISA 8.3): registers and variables, moved by mov, ld, st and
  // atom.cas/.exch only; a register is two slots of the simulator.
  B128,
  // Two .f32 in a .b64 register (PTX ISA 8.6, sm_100): add, sub, mul and fma
  // only, an instruction type and never a register's (ptxas 13: "Type .f32x2
  // may only be used as an instruction type").
  F32x2,
};
inline constexpr size_t kTypeCount = 21;

enum class TypeKind : uint8_t { Bits, Unsigned, Signed, Float, Predicate };

// Whether `type` may be a register's (or variable's) declared type: not .bf16
// nor .bf16x2 (ptxas: a syntax error), nor .f32x2.
bool isStorageType(Type type);
// The type of each half of a packed pair (.f16x2 -> .f16, .f32x2 -> .f32), or the type itself.
Type elementType(Type type);

std::optional<Type> typeNamed(std::string_view name);  // "u32" (without the dot)
std::string_view typeName(Type type);                  // "u32"
uint32_t typeBits(Type type);                          // 1 for .pred
TypeKind typeKind(Type type);
// Whether a register declared `registerType` may stand where an instruction of
// type `instructionType` reads or writes one: same size, and the same kind
// unless either is a bit-size type (.u/.s mix freely). `wider` lets the
// register be wider (ld, st and cvt integer operands).
bool registerFits(Type registerType, Type instructionType, bool wider = false);

// A set of types, one bit a type.
using TypeSet = uint32_t;
constexpr TypeSet typeBit(Type type) {
  return TypeSet{1} << static_cast<unsigned>(type);
}
constexpr bool contains(TypeSet set, Type type) {
  return (set & typeBit(type)) != 0;
}

enum class StateSpace : uint8_t { Generic, Reg, Global, Shared, Local, Const, Param };
std::optional<StateSpace> stateSpaceNamed(std::string_view name);  // "global"
std::string_view stateSpaceName(StateSpace space);

enum class Compare : uint8_t {
  Eq,
  Ne,
  Lt,
  Le,
  Gt,
  Ge,
  Lo,
  Ls,
  Hi,
  Hs,
  // Floating-point comparisons that are true when either value is NaN, and
  // the tests for NaN (PTX ISA 9.7.4.1, setp's floating-point table).
  Equ,
  Neu,
  Ltu,
  Leu,
  Gtu,
  Geu,
  Num,
  Nan,
};
std::optional<Compare> compareNamed(std::string_view name);
// Whether setp may compare values of `type` with `compare` (ptxas: "Mismatch
// between instruction type and comparison qualifier").
bool compareFits(Compare compare, Type type);

enum class Rounding : uint8_t { Rn, Rz, Rm, Rp };

// The modifiers of the floating-point instructions and cvt, one bit each in
// Instruction::floatModifiers (module.hpp) and Op::floatModifiers.
namespace float_modifier {
inline constexpr uint16_t kRounding = 1 << 0;         // .rn .rz .rm .rp written
inline constexpr uint16_t kIntegerRounding = 1 << 1;  // .rni .rzi .rmi .rpi written
inline constexpr uint16_t kFtz = 1 << 2;
inline constexpr uint16_t kSat = 1 << 3;
inline constexpr uint16_t kRelu = 1 << 4;
inline constexpr uint16_t kNaN = 1 << 5;         // min/max .NaN
inline constexpr uint16_t kXorsignAbs = 1 << 6;  // min/max .xorsign.abs
inline constexpr uint16_t kSatfinite = 1 << 7;   // cvt .satfinite
// testp's test (Instruction only): .finite .infinite .number .notanumber
// .normal .subnormal, 0 to 5, in the bits from here.
inline constexpr uint16_t kTestShift = 8;
}  // namespace float_modifier

// The special registers of the PTX ISA's section 10, every one ptxas 13
// takes for sm_50 to sm_90 (docs/ptx.md says what the simulator gives each).
enum class SpecialRegister : uint8_t {
  Tid,
  Ntid,
  Ctaid,
  Nctaid,
  Laneid,
  Warpid,
  Clock,
  Clock64,
  Nwarpid,
  Smid,
  Nsmid,
  Gridid,
  LanemaskEq,
  LanemaskLe,
  LanemaskLt,
  LanemaskGe,
  LanemaskGt,
  ClockHi,
  Globaltimer,
  GlobaltimerLo,
  GlobaltimerHi,
  DynamicSmemSize,
  TotalSmemSize,
  AggrSmemSize,
  ReservedSmemOffsetBegin,
  ReservedSmemOffsetEnd,
  ReservedSmemOffsetCap,
  ReservedSmemOffset,  // %reserved_smem_offset_0, _1
  Envreg,              // %envreg0 to %envreg31
  Pm,                  // %pm0 to %pm7
  Pm64,                // %pm0_64 to %pm7_64
  CurrentGraphExec,
  IsExplicitCluster,
  Clusterid,
  Nclusterid,
  ClusterCtaid,
  ClusterNctaid,
  ClusterCtarank,
  ClusterNctarank,
};
struct SpecialRegisterInfo {
  std::string_view name;  // "%tid"; a numbered family's prefix ("%envreg")
  SpecialRegister id;
  uint32_t bits;                 // 1: a .pred
  bool vector;                   // read through .x, .y, .z (or .w)
  uint8_t count = 0;             // a numbered family: %envreg0 to %envreg31 is 32
  std::string_view suffix = {};  // after the number: "_64" of %pm3_64
  bool sm90 = false;             // needs target sm_90 (the cluster registers)
};
std::span<const SpecialRegisterInfo> specialRegisters();  // in SpecialRegister's order
// "%tid", "%envreg3" (its number in `index`), or nullptr.
const SpecialRegisterInfo* findSpecialRegister(std::string_view name, uint8_t* index = nullptr);

// What each operand of a row must be.
enum class OperandKind : uint8_t {
  None,
  Dest,      // register of the instruction type
  DestWide,  // register of twice its width (mul.wide, mad.wide)
  DestPred,  // .pred register (setp)
  // A .pred register joined by `|` to the operand before it (`setp ... %p|%q`,
  // `shfl.sync ... %r|%p`), or left out: always optional, the parser puts a
  // Sink operand in its place when it is, so operands match the row one to one.
  SecondDestPred,
  Source,         // register or immediate of the instruction type
  SourceWide,     // register or immediate of twice its width (mad.wide's addend)
  SourcePred,     // .pred register (`!%p` reads it negated) or 0/1 (selp's selector)
  ShiftAmount,    // .u32 (or .b32, .s32) register or immediate
  MoveSource,     // Source, a special register, a variable's (or function's) address, or a
                  // vector {a, b[, c, d]} of registers packed into the type (mov.b64 %rd, {lo, hi})
  MoveDest,       // Dest, or a vector {a, b[, c, d]} the type's bits unpack into (`_`: dropped)
  AddressSource,  // register of the instruction type, or a variable of the row's space (cvta)
  ConvertDest,    // register at least as wide as the first type (cvt)
  ConvertSource,  // register at least as wide as the second type, or a special register
  LoadDest,       // register (or {vector}) at least as wide as the type
  StoreSource,    // register, immediate (or {vector}) at least as wide as the type
  Address,        // [register], [register+offset], [variable], [variable+offset]
  CachePolicy,    // ld/st .L2::cache_hint's 64-bit policy register, after the address
  BranchTarget,   // label of the same function
  Barrier,        // 0 to 15, or a 32-bit register
  ThreadCount,    // bar.sync's optional thread count: a multiple of 32, or a 32-bit register
  // Warp-level, barrier and address operands (the warp family).
  MemberMask,    // a .b32 register or a number: the lanes of a warp-level op (shfl.sync, vote.sync)
  MaskDest,      // a .b32 register, whatever the type (match.sync's lane set)
  AddressValue,  // a 32- or 64-bit integer register holding an address (isspacep)
  // Control family (call_parser.cpp reads and checks these).
  CallReturns,    // call's `(retval0, ...)`: .param variables or registers, maybe none
  CallTarget,     // a declared function, or a 64-bit register holding one's address
  CallArguments,  // call's `(param0, ...)`: .param variables, registers or numbers
  CallPrototype,  // an indirect call's `.callprototype` or `.calltargets` label
  BranchTable,    // brx.idx's `.branchtargets` label
  DestU32,        // .u32 register whatever the type (popc, clz, bfind)
  SecondSource,   // register or immediate of the second type (set's a and b, slct's c)
  BitPosition,    // bfe/bfi position or length: a .u32 register or 0 to 255
  LogicTable,     // lop3's truth table: a number (its low 8 bits)
  PerfEvent,      // pmevent's event, 0 to 15, or pmevent.mask's 16-bit mask: a number
  // The asynchronous family (cp.async, mbarrier).
  GlobalAddress,   // cp.async's source: an address in the .global space
  CopySize,        // cp.async's cp-size: 4, 8 or 16 (.cg: 16)
  CopySourceSize,  // cp.async's src-size (a .u32 register or number) or ignore-src (a .pred)
  GroupCount,      // cp.async.wait_group's N: a number
  PolicyFraction,  // createpolicy.fractional's fraction: a float in (0, 1] or an .f32 register
  BulkCopySize,    // a bulk copy's size: a .u32 register or a multiple of 16
  OpaqueHandle,    // istypep's a: a 64-bit integer register (a texture, sampler or surface)
  // The 8-bit float pairs (.e4m3x2, .e5m2x2) live in .b16 registers, declared
  // so (ptxas 13: "Arguments mismatch" for a .u16 or .b32 one).
  DestB16,
  SourceB16,
};

// What an instruction does with the carry flag (CC.CF), for the simulator.
enum class Carry : uint8_t { None, Out, In, InOut };

// What the simulator does for a row: machine/semantics.cpp has one function a
// name, `choose<Name>`, which picks the handler for the instruction's type,
// carry, comparison or state space; the X-macro builds both the enum and that
// array, so a name without its function does not compile. The same semantics
// serves every carry form of an operation (the row's Carry says which).
//   ControlFlow   the simulator's SIMT stack runs it, as the row's Control says
//   NotSimulated  assembled, but the simulator refuses it ("cannot run yet")
#define GPUASM_PTX_SEMANTICS(X) \
  X(Add)                        \
  X(Sub)                        \
  X(Mul)                        \
  X(MulLo)                      \
  X(MulHi)                      \
  X(MulWide)                    \
  X(MadLo)                      \
  X(MadHi)                      \
  X(MadWide)                    \
  X(Fma)                        \
  X(And)                        \
  X(Or)                         \
  X(Xor)                        \
  X(Not)                        \
  X(Shl)                        \
  X(Shr)                        \
  /* int family */              \
  X(Mul24)                      \
  X(Mad24)                      \
  X(Sad)                        \
  X(Div)                        \
  X(Rem)                        \
  X(AbsInteger)                 \
  X(NegInteger)                 \
  X(MinInteger)                 \
  X(MaxInteger)                 \
  X(Dp4a)                       \
  X(Dp2a)                       \
  X(Popc)                       \
  X(Clz)                        \
  X(Bfind)                      \
  X(Fns)                        \
  X(Brev)                       \
  X(Bfe)                        \
  X(Bfi)                        \
  X(Szext)                      \
  X(Bmsk)                       \
  X(Cnot)                       \
  X(Lop3)                       \
  X(Shf)                        \
  X(Prmt)                       \
  X(SlctInteger)                \
  X(Set)                        \
  X(Setp)                       \
  X(Selp)                       \
  X(Mov)                        \
  X(Cvt)                        \
  X(Cvta)                       \
  X(CvtaTo)                     \
  X(Load)                       \
  X(Store)                      \
  /* float family */            \
  X(FloatAdd)                   \
  X(FloatSub)                   \
  X(FloatDiv)                   \
  X(FloatDivApprox)             \
  X(FloatDivFull)               \
  X(FloatRcp)                   \
  X(FloatRcpApprox)             \
  X(FloatSqrt)                  \
  X(FloatSqrtApprox)            \
  X(FloatRsqrtApprox)           \
  X(FloatSin)                   \
  X(FloatCos)                   \
  X(FloatLg2)                   \
  X(FloatEx2)                   \
  X(FloatTanh)                  \
  X(FloatMin)                   \
  X(FloatMax)                   \
  X(FloatAbs)                   \
  X(FloatNeg)                   \
  X(Copysign)                   \
  X(Testp)                      \
  X(FloatSetp)                  \
  X(FloatSet)                   \
  X(Slct)                       \
  X(FloatConvert)               \
  X(ConvertFp8)                 \
  X(ConvertPair)                \
  X(ConvertPack)                \
  X(ConvertTf32)                \
  /* the warp family */         \
  X(Atom)                       \
  X(Red)                        \
  X(NoEffect)                   \
  X(Isspacep)                   \
  X(WarpSync)                   \
  X(Shfl)                       \
  X(Vote)                       \
  X(Match)                      \
  X(Redux)                      \
  X(Activemask)                 \
  X(Elect)                      \
  X(ControlFlow)                \
  /* control family */          \
  X(Trap)                       \
  X(Nanosleep)                  \
  /* video family */            \
  X(Video)                      \
  /* asynchronous family */     \
  X(CopyAsync)                  \
  X(Mbarrier)                   \
  X(CreatePolicy)               \
  X(NotSimulated)

enum class Semantics : uint8_t {
#define GPUASM_PTX_SEMANTICS_ENUM(name) name,
  GPUASM_PTX_SEMANTICS(GPUASM_PTX_SEMANTICS_ENUM)
#undef GPUASM_PTX_SEMANTICS_ENUM
};
#define GPUASM_PTX_SEMANTICS_COUNT(name) +1
inline constexpr size_t kSemanticsCount = 0 GPUASM_PTX_SEMANTICS(GPUASM_PTX_SEMANTICS_COUNT);
#undef GPUASM_PTX_SEMANTICS_COUNT

// Why a floating-point instruction's (or cvt's) modifiers and types do not go
// together as ptxas 13 takes them ("invalid ..."), or empty: `semantics` is
// its row's, `opcode` as written, `floatModifiers` the float_modifier bits.
std::string floatFormProblem(Semantics semantics, std::string_view opcode, Type type,
                             Type sourceType, uint16_t floatModifiers, Rounding rounding,
                             Compare compare);
// Why the form needs a newer target than sm_`sm` (0: unknown), or empty.
std::string floatTargetProblem(Semantics semantics, std::string_view opcode, Type type,
                               Type sourceType, uint16_t floatModifiers, uint32_t sm);
// Whether rows of `semantics` are the float family's (isa.cpp's float block).
bool isFloatFamily(Semantics semantics);

// How control leaves an instruction: the next one, a branch, the end of the
// thread, or a wait for the block; a call, a return from a `.func` (predecode
// turns a `.func`'s `ret` into one), or a branch through a table (brx.idx).
enum class Control : uint8_t { None, Branch, Exit, Barrier, Call, Return, BranchIndexed };

// The class the SM timing model times a form as, by its type: a 64-bit
// integer product costs what 64-bit operands do (two passes or more of a
// 32-bit multiplier: IMUL + IMUL.HI on Fermi, IMAD.WIDE at half rate on
// Hopper), and an .f32 form (and a pair of them) runs on the float units.
struct TimingClass {
  OpClass narrow;  // forms of 8 to 32 bits, and untyped ones
  OpClass wide;    // 64-bit forms
  OpClass f32;     // .f32 forms
  constexpr OpClass of(Type type) const {
    if (type == Type::F32 || type == Type::F32x2) return f32;
    if (type == Type::B64 || type == Type::U64 || type == Type::S64 || type == Type::F64)
      return wide;
    return narrow;
  }
};

// Placeholders in a row's spelling: one modifier of a class, `?` if it may be absent.
//   {cmp}    eq ne lt le gt ge lo ls hi hs
//   {rnd}    rn rz rm rp
//   {ld}     global shared local param const (ld's spaces)
//   {st}     global shared local param (st's spaces)
//   {cvta}   global shared shared::cta shared::cluster local const param (cvta's spaces)
//   {vec}    v2 v4
//   {atom}   relaxed acquire release acq_rel cta gpu sys cluster global shared
//            shared::cta shared::cluster (atom and red: order, scope and space)
//   {scope}  cta gpu sys cluster
//   {ldv}    global shared shared::cta (the spaces of ld.volatile, .relaxed, .acquire)
//   {ldu}    global
//   {fsem}   sc acq_rel acquire release (fence)
//   {membar} cta gl sys
//   {proxy}  global shared::cta shared::cluster (fence.proxy.async)
//   {isspace} global shared shared::cta shared::cluster local const param
//   {pf}     global local (prefetch)
//   {cta}    cta;  {aligned} aligned  (barrier forms)
//   {cpshared} shared shared::cta (cp.async's destination)
//   {cpl2}   L2::64B L2::128B L2::256B (cp.async's prefetch size)
//   {mb}     relaxed acquire release cta cluster shared shared::cta (mbarrier)
//   {pftensormap} const param (prefetch.tensormap's space)
// A placeholder written `{class*}` takes any number of the class's modifiers,
// in any order, each once (ptxas takes `atom.global.sys.add` and
// `atom.add.acq_rel.gpu` alike).
struct InstructionRow {
  std::string_view spelling;  // "mad.lo.cc", "setp.{cmp}", "ld.{ld?}.{vec?}"
  TypeSet types;              // the (first) type suffix; 0: none
  TypeSet sourceTypes;        // cvt's second type suffix; 0: one type only
  // Kinds in order; lop3's `d|p, a, b, c, immLut, q` is the longest.
  std::array<OperandKind, 7> operands;
  uint8_t optionalOperands;  // trailing operands that may be left out (SecondDestPred aside)
  Carry carry;
  Semantics semantics;
  Control control;
  TimingClass timing;
};

std::span<const InstructionRow> instructionTable();

// Which targets from a requirement's sm_ number take a form (ptxas 13: "Instruction
// 'wgmma.fence' not supported on .target 'sm_90'"): any, sm_90a alone, an `a`/`f` target,
// the sm_100 family's (sm_100, sm_103, sm_110 with `a` or `f`), or its `a` targets alone
// ("Instruction 'tcgen05.shift' not supported on .target 'sm_100f'").
enum class TargetFamily : uint8_t { From, Sm90a, ArchSpecific, Sm100Family, Sm100ArchSpecific };

// What a row needs beyond what every accepted target and version has: the
// target (sm_61: 61), its family and the PTX ISA version ptxas 13 asks for;
// zeros for none.
struct RowRequirement {
  uint32_t sm = 0;
  uint32_t ptxMajor = 0, ptxMinor = 0;
  TargetFamily family = TargetFamily::From;
};
// What a form of `row` of type `type` needs (the .f32x2 forms more than their row's others).
RowRequirement requirementOf(const InstructionRow& row, Type type);
// Why `.target target` ("sm_100a"; "": unknown) cannot take `opcode` needing `need`, or "";
// `why` names what needs it when that is one of the opcode's words (".kind::i8"), or is "".
std::string targetProblem(const RowRequirement& need, std::string_view opcode, std::string_view why,
                          std::string_view target);
// Whether the table holds every form the PTX ISA (and ptxas 13) has of
// `opcode` ("bfe"), so that a form outside it is invalid rather than "not
// supported yet".
bool formsAreComplete(std::string_view opcode);
// Whether `cvt.sat.dest.source` between integer types may be written: ptxas
// takes .sat only where some source value does not fit the destination.
bool saturationApplies(Type dest, Type source);
// Whether `opcode` (the first word of a mnemonic: "tex") is an instruction of
// the PTX ISA, so that one the table lacks is "not supported yet" rather than
// unknown.
bool isPtxOpcode(std::string_view opcode);

// The operand kind of operand `index` when `given` operands were written: a
// row's optional ThreadCount may sit before its last operand (`bar.red.popc.u32
// d, a{, b}, c`), and the operands after it move up when it is left out.
OperandKind operandKindAt(const InstructionRow& row, size_t given, size_t index);

// The lowest sm_ target an instruction needs, by its opcode as written
// ("redux.sync.add.u32": 80); 0 when any target ptxas 13 takes will do.
uint32_t minimumTarget(std::string_view opcode);

// What is wrong with a matched warp-family form (atom, red, ld/st with a
// memory order, elect) as ptxas 13 sees it: two memory orders or scopes,
// red's .acquire, a 16-bit float add without .noftz; "" when nothing.
std::string warpFormProblem(const InstructionRow& row, std::string_view opcode, Type type);

// An .extern function ptxas 13 resolves itself when it links a module alone:
// CUDA's vprintf, malloc, free and __assertfail, and the device graph API
// (cudaGraphLaunch, cudaGraphSetConditional, cudaGraphKernelNode*); any other
// is "Unresolved extern function".
bool isSystemFunction(std::string_view name);

// Whether no form of `opcode`'s first word would take it because it is
// invalid, not because the simulator lacks it: the warp family's opcodes,
// whose every valid form has a row (vector and .b128 atomics too), but for
// cache-policy forms ("::").
bool refusedAsInvalid(std::string_view opcode);

}  // namespace gpuasm::ptx
