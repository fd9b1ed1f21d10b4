// A kernel made ready to run: each instruction of the module (module.hpp)
// turned into an Op whose operands are slot numbers of the warp's register
// file and whose semantics is a function pointer chosen once by its row's
// Semantics column (isa.hpp, semantics.cpp), so that running it looks nothing
// up. Immediates and special registers are slots too, filled when a warp
// starts, so one handler serves a register, a number or %tid.x alike.
// Branches carry their reconvergence point (the immediate post-dominator),
// which the SIMT stack (simulator.cpp) needs.
//
// This is the "what" of the simulator: the SM timing model (timing.cpp) drives
// the same Ops through BlockRun::step and decides "when".
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "targets/ptx/module.hpp"

namespace gpuasm::ptx {

inline constexpr uint32_t kLanes = 32;
inline constexpr uint32_t kAllLanes = 0xffffffffu;
inline constexpr uint32_t kNoSlot = 0xffffffffu;
inline constexpr uint32_t kNoPc = 0xffffffffu;

// Generic addresses (PTX ISA 6.4.1.5): the shared and local windows, 4 GiB
// each, sit below the device memory the simulator hands out (from 0x7f << 40
// up); cvta moves between them.
inline constexpr uint64_t kSharedWindow = uint64_t{0x7e} << 40;
inline constexpr uint64_t kLocalWindow = uint64_t{0x7d} << 40;
// The kernel's parameters (cvta.param, isspacep.param: PTX ISA 7.7).
inline constexpr uint64_t kParamWindow = uint64_t{0x7c} << 40;
inline constexpr uint64_t kWindowBytes = uint64_t{1} << 32;
// A function's address (`mov.u64 %rd, f`, what an indirect call takes): the
// code window plus 16 times its index in Module::functions. Nothing is
// stored there; a load from it faults as any unmapped address does.
inline constexpr uint64_t kCodeWindow = uint64_t{0x7c} << 40;

struct Warp;
struct Op;
// Runs an op on the lanes of `mask`; false when it faulted (Warp::fault says how).
using Handler = bool (*)(Warp& warp, const Op& op, uint32_t mask);

// The widths and signedness of a cvt between integer types.
struct ConvertWidths {
  uint8_t fromBits = 0, toBits = 0;
  bool fromSigned = false, toSigned = false;
};

// An instruction ready to run: its handler or control, slots and modifiers.
// What its type and modifiers say (rounding, widths, the state space's
// window, the result mask) is filled in for every op, whatever its row; each
// handler reads the fields it needs.
struct Op {
  Handler handler = nullptr;  // nullptr: the SIMT stack runs it as `control` says
  Control control = Control::None;
  uint8_t bytes = 0;         // ld/st: bytes an element
  uint8_t vector = 1;        // ld/st: elements; mov: the elements it packs or unpacks
  uint8_t registerBits = 0;  // ld/cvt: the destination register's width
  bool signExtend = false;   // ld: a signed type, extended to the register's width
  bool guardNegated = false;
  uint8_t negated = 0;  // bit s: source[s] is a .pred read negated (`!%p`)
  uint8_t variant = 0;  // barriers: the BarrierKind; others: the StateSpace (atom, red)
  Rounding rounding = Rounding::Rn;  // float arithmetic and cvt
  ConvertWidths convert;             // cvt
  uint8_t floatModifiers = 0;        // float_modifier bits (isa.hpp): .ftz .sat .relu ...
  // setp/set with .and/.or/.xor: the truth table of (comparison, c) -> result,
  // bit 2 * comparison + c (a `!c` folded in); set: bit 4, a .f32 result (1.0).
  uint8_t mode = 0;
  uint32_t guard = kNoSlot;  // the .pred slot, or none
  // dest: the destinations in order, a vector's elements each (mov unpack, ld.v4), a
  // SecondDestPred after the first (kNoSlot when left out; a `_` element is a
  // scratch slot nobody reads). source: the sources in order (st: the values;
  // mov pack: the elements, least significant first).
  uint32_t dest[4] = {kNoSlot, kNoSlot, kNoSlot, kNoSlot};
  uint32_t source[4] = {kNoSlot, kNoSlot, kNoSlot, kNoSlot};
  uint32_t base = kNoSlot;      // ld/st: the address register (a zero slot for none)
  uint32_t target = kNoPc;      // bra
  uint32_t reconverge = kNoPc;  // bra: the immediate post-dominator; kNoPc: the kernel's end
  uint32_t instruction = 0;     // index into Function::body (the trailing exit: body.size())
  uint64_t addressOffset = 0;   // ld/st: added to the base (a variable's address folded in)
  uint64_t addressMask = ~uint64_t{0};  // ld/st: a 32-bit base register wraps at 2^32
  uint64_t window =
      0;  // cvta: the generic address of the state space's window; video: its form (video.cpp)
  // mov, selp, cvta: the bits of the instruction's type; a %clock or
  // %clock64 read (mov, cvt): the special register's.
  uint64_t resultMask = ~uint64_t{0};
};

// What a barrier instruction does (bar.sync, bar.arrive, bar.red.*): Op::variant.
enum class BarrierKind : uint8_t { Sync, Arrive, ReducePopc, ReduceAnd, ReduceOr };

// What a special register slot is filled with when a warp starts.
enum class SpecialValue : uint8_t {
  TidX,
  TidY,
  TidZ,
  NtidX,
  NtidY,
  NtidZ,
  CtaidX,
  CtaidY,
  CtaidZ,
  NctaidX,
  NctaidY,
  NctaidZ,
  Laneid,
  Warpid,
  Nwarpid,     // 64: an sm_90 SM's most resident warps
  LanemaskEq,  // the lane's bit, and the masks below, at, above it
  LanemaskLe,
  LanemaskLt,
  LanemaskGe,
  LanemaskGt,
  DynamicSmemSize,  // the launch's dynamic .shared bytes
  TotalSmemSize,    // the block's .shared bytes, static and dynamic
  Zero,             // %smid, %envregN, %pmN, %reserved_smem_offset_*, %current_graph_exec, ...
  One,              // %nsmid, %gridid, the cluster counts (each block a cluster of one)
  FrameBase,        // a .func's: where its frame begins in the thread's .local memory (at the call)
};

// Where the module's variables live: the device places `.global` and `.const`
// variables in memory of its own and says where.
struct VariablePlacement {
  uint64_t globalsBase = 0;  // the module's .global variables, one after another
  uint64_t constBase = 0;    // the module's .const bank (its variables' const-space offset 0)
};

// What a function called by the kernel runs as. Each call gets a frame of
// its own: `slots` registers (its numbering starts at 0, as the entry's does)
// and `frameBytes` of each thread's .local memory, on top of the caller's,
// holding its .local variables and every .param variable it names (its
// parameters, its return values, the arguments of the calls it makes).
// vprintf, __assertfail, malloc and free: the CUDA runtime's device
// functions, which the simulator provides (builtins.cpp).
enum class Builtin : uint8_t { None, Printf, AssertFail, Malloc, Free };
struct FunctionCode {
  const Function* function = nullptr;
  uint32_t moduleIndex = 0;  // in Module::functions
  Builtin builtin = Builtin::None;
  uint32_t firstPc = 0, endPc = 0;  // its ops in Code::ops (its trailing return included)
  uint32_t slots = 0;
  uint32_t carrySlot = 0;
  uint32_t frameBytes = 0;
  std::vector<std::pair<uint32_t, uint64_t>> constants;
  std::vector<std::pair<uint32_t, SpecialValue>> specials;
  std::vector<uint32_t> paramOffsets, returnOffsets;  // in the frame
  std::vector<uint32_t> paramBytes, returnBytes;
  // A `.reg` parameter (hand-written PTX: `.func f(.reg .b32 a)`) is a
  // register of the callee, not frame bytes: its slot, else kNoSlot; and the
  // bits it holds (the argument is cut to them).
  std::vector<uint32_t> paramSlots, returnSlots;
  std::vector<uint64_t> paramMasks, returnMasks;
};

// A call's operands: where each argument comes from and each return value
// goes, in the caller's frame.
struct CallValue {
  uint32_t slot = kNoSlot;  // a register (or a number's slot); kNoSlot: a .param variable
  uint32_t offset = 0;      // the .param variable's offset in the caller's frame
  uint32_t bytes = 0;       // the variable's size, or the register's
};
struct CallSite {
  uint32_t callee = kNoPc;  // FunctionCode index; kNoPc: indirect, through op.source[0]
  std::vector<CallValue> arguments, returns;
};

// wide.cpp: the second slot of each operand of a .b128 instruction (a
// register's next one, a number's upper half `zero`), ld/st as two 64-bit
// elements; false with `error` for a form the simulator does not run.
bool widenTo128(const Instruction& instruction, Op& op, uint32_t zero, std::string& error);

struct Code {
  const Module* module = nullptr;  // what the instructions' places are located in
  const Function* function = nullptr;
  std::vector<Op> ops;     // the body's instructions, then an exit; then each called function's
  uint32_t slots = 0;      // the warp's register file, each slot 32 lanes of 64 bits
  uint32_t carrySlot = 0;  // CC.CF, per lane
  std::vector<std::pair<uint32_t, uint64_t>> constants;
  std::vector<std::pair<uint32_t, SpecialValue>> specials;
  uint32_t localBytes = 0;           // a thread's .local variables (the kernel's frame)
  uint32_t sharedBytes = 0;          // the block's static .shared variables
  uint32_t dynamicSharedOffset = 0;  // where an .extern .shared array starts
  bool usesHeap = false;             // it may call malloc or free
  // The kernel (functions[0]) and every function it may call; the calls'
  // operands (a call's Op::target) and brx.idx's tables (its Op::target),
  // the pcs of their targets.
  std::vector<FunctionCode> functions;
  std::vector<CallSite> calls;
  std::vector<std::vector<uint32_t>> branchTables;
  // The slots of a .v8 vector atomic (8 elements: more than Op holds), by
  // op.target: the old values' destinations (kNoSlot for red) then the sources.
  std::vector<std::array<uint32_t, 16>> wideVectors;
  std::vector<uint32_t> functionOfModuleIndex;  // Module::functions index -> functions index
  uint32_t maxSlots = 0;                        // of any function's frame

  // The function whose op `pc` is, and the instruction (nullptr: its trailing exit).
  const FunctionCode& functionAt(uint32_t pc) const;
  const Instruction* instructionAt(uint32_t pc) const;
};

// What the simulator holds for what a module declares, at most (docs/limits.md,
// "Simulated memory"): the module's .global variables together and its .const
// bank, as `--buffer` is bounded (kMaxRunBufferBytes); a block's .shared
// variables, as an H100 gives a block at most (opt-in); a thread's .local frame.
inline constexpr uint64_t kMaxModuleSpaceBytes = uint64_t{256} << 20;
inline constexpr uint64_t kMaxBlockSharedBytes = 227 * 1024;
inline constexpr uint64_t kMaxThreadLocalBytes = uint64_t{256} << 10;

// "5:15: .global variable 'g' of 17179869184 bytes: ..." where the module's
// .global or .const variables pass kMaxModuleSpaceBytes; empty when they fit.
// Checked before moduleLayout allocates them.
std::string moduleVariablesError(const Module& module);

// The layout of the module's .global, .const and .shared variables.
struct ModuleLayout {
  std::vector<uint8_t> globals;    // initial bytes of the .global variables
  std::vector<uint8_t> constants;  // initial bytes of the .const bank
  // The elements an address initializes (Variable::addressInitializers):
  // where (in `constants` or `globals`) and what.
  struct AddressElement {
    bool constants = false;
    uint64_t offset = 0;
    const Variable::AddressInitializer* address = nullptr;
  };
  std::vector<AddressElement> addresses;
  // The offset of each module-scope .global and .const variable, by name.
  std::map<std::string, std::pair<StateSpace, uint64_t>, std::less<>> offsets;
};
ModuleLayout moduleLayout(const Module& module);
// Writes the addresses into `layout`'s bytes once the variables' places are
// known (a function's is its code-window address); why one cannot be, or "".
std::string fillAddressInitializers(const Module& module, ModuleLayout& layout,
                                    const VariablePlacement& placement);

// Predecodes an entry; `error` names the first instruction it cannot run.
std::optional<Code> predecode(const Module& module, const Function& function,
                              const VariablePlacement& placement, std::string& error);

// The parameter block's layout of an entry, as ptxas lays it out: each
// parameter at the next multiple of its alignment.
struct ParameterSlot {
  uint32_t offset = 0, bytes = 0, alignment = 0;
};
std::vector<ParameterSlot> parameterLayout(const Function& function);

}  // namespace gpuasm::ptx
