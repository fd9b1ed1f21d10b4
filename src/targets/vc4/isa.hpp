// The VideoCore IV QPU instruction table: every encoding field, opcode, signal,
// condition, register name and address, small immediate, pack mode, delay slot
// and latency, once. The assembler (asm/, with its restriction checks), the
// disassembler and the simulator (machine/) all work from these tables and from
// one in-memory instruction (`Instruction`) that `encode` turns into 64 bits.
// Facts: VideoCoreIV-AG100-R (../shared/reference/videocore4/), "QPU Instruction
// Encoding" (pages 26-34), "QPU Instruction Set" (pages 35-36), "Summary of
// Instruction Restrictions" (page 37) and "QPU Register Address Map" (table 14,
// pages 37-38); corrections from the vc4asm addendum (maazl/vc4asm
// doc/VideoCoreIV-addendum).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "targets/vc4/machine/lanes.hpp"

namespace gpuasm::vc4 {

inline constexpr uint32_t kInstructionBytes = 8;
// `nop` as Broadcom's assembler writes it: both units idle, signal 1 (none),
// unused addresses 39. The assemblers fill gaps with it.
inline constexpr uint64_t kNopWord = 0x100009e7'009e7000;

// A bit field of the 64-bit instruction word.
struct Field {
  uint8_t shift;
  uint8_t width;
  constexpr uint64_t mask() const { return (width == 64 ? ~0ull : (1ull << width) - 1) << shift; }
  constexpr uint32_t get(uint64_t word) const {
    return static_cast<uint32_t>((word & mask()) >> shift);
  }
  constexpr uint64_t put(uint64_t word, uint64_t value) const {
    return (word & ~mask()) | ((value << shift) & mask());
  }
  constexpr bool fits(uint64_t value) const { return value <= (mask() >> shift); }
};

// Figure 3 / table 1: the ALU form (and, in the upper half, every form).
inline constexpr Field kSignal{60, 4};
inline constexpr Field kUnpack{57, 3};
inline constexpr Field kPackSelect{56, 1};  // "pm": 1 = r4 unpack and mul colour pack
inline constexpr Field kPack{52, 4};
inline constexpr Field kConditionAdd{49, 3};
inline constexpr Field kConditionMul{46, 3};
inline constexpr Field kSetFlags{45, 1};
inline constexpr Field kWriteSwap{44, 1};
inline constexpr Field kWriteAddressAdd{38, 6};
inline constexpr Field kWriteAddressMul{32, 6};
inline constexpr Field kOpMul{29, 3};
inline constexpr Field kOpAdd{24, 5};
inline constexpr Field kReadAddressA{18, 6};
inline constexpr Field kReadAddressB{12, 6};  // the small immediate when signal = 13
inline constexpr Field kAddMuxA{9, 3};
inline constexpr Field kAddMuxB{6, 3};
inline constexpr Field kMulMuxA{3, 3};
inline constexpr Field kMulMuxB{0, 3};
// Figure 5: load immediate. The type takes the place of unpack.
inline constexpr Field kLoadImmediateType{57, 3};
inline constexpr Field kImmediate{0, 32};
// Figure 6: semaphore.
inline constexpr Field kSemaphoreUnused{5, 27};  // "don't care"
inline constexpr Field kSemaphoreAcquire{4, 1};  // "sa": 1 decrements (acquire)
inline constexpr Field kSemaphoreNumber{0, 4};
// Figure 7 / table 10: branch.
inline constexpr Field kBranchUnused{56, 4};
inline constexpr Field kBranchCondition{52, 4};
inline constexpr Field kBranchRelative{51, 1};
inline constexpr Field kBranchRegister{50, 1};
inline constexpr Field kBranchReadAddressA{45, 5};

// Table 4 (page 29); 13..15 select another instruction form.
enum Signal : uint8_t {
  kSignalBreakpoint = 0,
  kSignalNone = 1,
  kSignalThreadSwitch = 2,  // not the last
  kSignalThreadEnd = 3,
  kSignalScoreboardWait = 4,
  kSignalScoreboardUnlock = 5,
  kSignalLastThreadSwitch = 6,
  kSignalLoadCoverage = 7,    // tile buffer to r4
  kSignalLoadColour = 8,      // tile buffer to r4
  kSignalLoadColourEnd = 9,   // and thread end
  kSignalLoadTmu0 = 10,       // TMU0 to r4
  kSignalLoadTmu1 = 11,       // TMU1 to r4
  kSignalLoadAlphaMask = 12,  // tile buffer to r4
  kSignalSmallImmediate = 13,
  kSignalLoadImmediate = 14,
  kSignalBranch = 15,
};
// Mnemonics of the signals an ALU instruction can carry (vc4asm names), by value;
// empty for 1 and for the values that select another instruction form.
std::string_view signalName(uint32_t signal);
std::optional<uint8_t> signalByName(std::string_view name);

// Figure 5: the load-immediate types (other values are reserved).
enum LoadImmediateType : uint8_t {
  kLoadImmediate32 = 0,
  kLoadImmediatePerElementSigned = 1,
  kLoadImmediatePerElementUnsigned = 3,
  kLoadImmediateSemaphore = 4,
};

// Table 2, with the names the disassembler prints: vc4asm's, where `.ifnc`
// means "N clear" (code 5, a synonym of `.ifnn`) and "C clear" is `.ifcc`
// (vc4asm's extensions.html). `.always` is ours: vc4asm has no name for it.
enum Condition : uint8_t { kConditionNever = 0, kConditionAlways = 1 };
inline constexpr std::array<std::string_view, 8> kConditionNames = {
    "never", "always", "ifz", "ifnz", "ifn", "ifnn", "ifc", "ifcc"};

// Table 11 with vc4asm's names; empty: reserved.
inline constexpr uint8_t kBranchAlways = 15;
inline constexpr std::array<std::string_view, 16> kBranchConditionNames = {
    "allz", "allnz", "anyz", "anynz", "alln", "allnn", "anyn", "anynn",
    "allc", "allnc", "anyc", "anync", "",     "",      "",     "always"};

// Table 3: what an ALU input mux selects.
enum Mux : uint8_t { kMuxR4 = 4, kMuxR5 = 5, kMuxFileA = 6, kMuxFileB = 7 };

// ---- operations -----------------------------------------------------------

enum class Unit : uint8_t { Add, Mul };

// What an opcode computes on 16 lanes of (unpacked) inputs: the result, and the
// carry each lane would set the C flag to.
using Semantics = void (*)(const Vector& a, const Vector& b, Vector& result, Vector& carry);

// Tables 12 and 13: one row per opcode the hardware has (reserved ones have none).
struct OpInfo {
  std::string_view mnemonic;
  Unit unit;
  uint8_t opcode;
  uint8_t operands;  // sources it reads: 0 (nop), 1 (not, clz, itof, ftoi) or 2
  Semantics execute;
  bool floatInputs = false;  // unpack reads its inputs as floats (fadd .. ftoi, fmul)
  bool floatResult = false;  // pack treats the result as a float
};

std::span<const OpInfo> opTable();
const OpInfo* findOp(Unit unit, uint32_t opcode);            // nullptr: reserved
const OpInfo* findOp(Unit unit, std::string_view mnemonic);  // case-insensitive
inline constexpr uint8_t kOpNop = 0;
inline constexpr uint8_t kOpAddSub = 13;
inline constexpr uint8_t kOpAddOr = 21;     // `mov` on the add unit
inline constexpr uint8_t kOpMulV8Min = 4;   // `mov` on the mul unit (min(x, x) = x per byte)
inline constexpr uint8_t kOpAddXor = 22;    // vc4asm's `mov dst, 0` on the add unit (x ^ x)
inline constexpr uint8_t kOpMulV8Subs = 7;  // and on the mul unit (x - x saturated per byte)

// ---- registers ------------------------------------------------------------

enum class RegisterFile : uint8_t { A, B };

// Table 14 (pages 37-38): the register-space addresses. 0..31 are the physical
// register files; above them reads and writes (and often files A and B) name
// different things, in the comments as "read: A / B; write: A / B".
inline constexpr uint8_t kRegisterFileAddresses = 32;   // 0..31
inline constexpr uint8_t kAccumulatorAddress = 32;      // write: r0 at 32 .. r3 at 35
inline constexpr uint8_t kUniformReadAddress = 32;      // read: UNIFORM_READ
inline constexpr uint8_t kVaryingReadAddress = 35;      // read: VARYING_READ
inline constexpr uint8_t kTmuNoSwapAddress = 36;        // write: TMU_NOSWAP
inline constexpr uint8_t kR5Address = 37;               // write: r5 (A per quad, B to all)
inline constexpr uint8_t kNumberAddress = 38;           // read: ELEMENT_NUMBER / QPU_NUMBER
inline constexpr uint8_t kHostInterruptAddress = 38;    // write: HOST_INT
inline constexpr uint8_t kNopAddress = 39;              // no read, no write
inline constexpr uint8_t kUniformsAddressAddress = 40;  // write: UNIFORMS_ADDRESS (unif_addr)
// Read: X_PIXEL_COORD / Y_PIXEL_COORD; write: QUAD_X / QUAD_Y.
inline constexpr uint8_t kPixelCoordinateAddress = 41;
inline constexpr uint8_t kMsFlagsAddress = 42;          // MS_FLAGS / REV_FLAG
inline constexpr uint8_t kTlbStencilSetupAddress = 43;  // write; the first TLB address
inline constexpr uint8_t kTlbZAddress = 44;             // write: TLB_Z
inline constexpr uint8_t kTlbColourMsAddress = 45;      // write: TLB_COLOUR_MS
inline constexpr uint8_t kTlbColourAllAddress = 46;     // write: TLB_COLOUR_ALL
inline constexpr uint8_t kTlbAlphaMaskAddress = 47;     // write; the last TLB address
inline constexpr uint8_t kVpmAddress = 48;              // VPM_READ; VPM_WRITE
// Read: VPM_LD_BUSY / VPM_ST_BUSY; write: VPMVCD_RD_SETUP / VPMVCD_WR_SETUP.
inline constexpr uint8_t kVpmSetupAddress = 49;
// Read: VPM_LD_WAIT / VPM_ST_WAIT; write: VPM_LD_ADDR / VPM_ST_ADDR (the DMA's memory address).
inline constexpr uint8_t kVpmDmaAddressAddress = 50;
inline constexpr uint8_t kMutexAddress = 51;     // read: MUTEX_ACQUIRE; write: MUTEX_RELEASE
inline constexpr uint8_t kSfuRecipAddress = 52;  // write; the first SFU address
inline constexpr uint8_t kSfuLogAddress = 55;    // write; the last SFU address
inline constexpr uint8_t kTmu0SAddress = 56;     // write; the first TMU address (TMU0_S)
inline constexpr uint8_t kTmu1SAddress = 60;     // write: TMU1_S
inline constexpr uint8_t kTmu1BAddress = 63;     // write; the last TMU address (TMU1_B)

// A name and what it means in each file; an absent address: not in that file.
struct RegisterName {
  std::string_view name;
  std::optional<uint8_t> addressA;
  std::optional<uint8_t> addressB;
};

// Table 14, read side: names other than raN/rbN and accumulators.
std::optional<RegisterName> readRegisterByName(std::string_view name);
// Table 14, write side (accumulators included).
std::optional<RegisterName> writeRegisterByName(std::string_view name);
// The name the disassembler prints for an address of a file.
RegisterName readRegisterName(RegisterFile file, uint32_t address);
RegisterName writeRegisterName(RegisterFile file, uint32_t address);
// `ra12` / `rb40`: the raw address, valid for reads and writes of one file.
RegisterName rawRegisterName(RegisterFile file, uint32_t address);
std::optional<uint8_t> accumulatorByName(std::string_view name);  // r0..r5 (reads)

// ---- small immediates (table 5 and the addendum) -------------------------

inline constexpr uint8_t kSmallImmediateRotateByR5 = 48;
inline constexpr uint8_t kSmallImmediateRotations = 48;  // codes 48..63 rotate the mul output
struct SmallImmediate {
  bool isFloat = false;
  uint32_t bits = 0;  // the 32-bit value it feeds the ALU
};
// The value a code in 0..63 feeds to a B-mux read; codes 48..63 also rotate the
// mul output, and feed -16..-1 (addendum, "Small immediate values").
SmallImmediate smallImmediateValue(uint32_t code);
std::optional<uint8_t> smallImmediateForInteger(int64_t value);  // codes 0..31
std::optional<uint8_t> smallImmediateForFloat(uint32_t bits);    // codes 32..47
// Rotation of the mul output that a code in 48..63 selects: 0 for r5, 1..15 upwards.
inline uint32_t rotationOf(uint32_t code) {
  return code - kSmallImmediateRotations;
}

// ---- delay slots and latencies ---------------------------------------------

// Instructions after a branch that run before its target (page 20: "three
// 'delay slot' instructions following a branch instruction are always executed").
inline constexpr uint32_t kBranchDelaySlots = 3;
// Where a relative branch counts from and what its link address is: the
// instruction after the delay slots ("PC+4", pages 20 and 34), this many bytes
// after the branch.
inline constexpr uint32_t kBranchBaseBytes = (kBranchDelaySlots + 1) * kInstructionBytes;
// Instructions after a thread end that still run (page 37: "Thread End plus the
// following two delay-slot instructions"); a thread switch has as many (page 21).
inline constexpr uint32_t kThreadEndDelaySlots = 2;
// An SFU write's result reaches r4 after the two instructions that follow it,
// which must not read or write r4 (page 37).
inline constexpr uint32_t kSfuLatency = 2;
// Instructions after a write of UNIFORMS_ADDRESS that must not read uniforms (page 22).
inline constexpr uint32_t kUniformsAddressDelay = 2;
// Instructions after a TMU_NOSWAP write that must not write the TMU (page 37:
// "three instructions before the first TMU write").
inline constexpr uint32_t kTmuNoSwapDelay = 2;
// Instructions after a TLB Z write that must not read the multisample mask (page 37).
inline constexpr uint32_t kTlbZMaskDelay = 2;
// Requests one TMU's FIFO holds reliably (the vc4asm addendum, "Section 4: TMU FIFO").
inline constexpr uint32_t kTmuRequestsInFlight = 4;

// ---- pack / unpack (tables 6-9) -------------------------------------------

// Regfile-A pack (pm = 0), vc4asm names; code 0 is "no pack".
inline constexpr uint8_t kPack8abcd = 3, kPack32Saturated = 8, kPack8abcdSaturated = 11;
inline constexpr uint8_t kColourPack8abcd = 3;  // mul colour pack (pm = 1)
inline constexpr std::array<std::string_view, 16> kPackNames = {
    "",    "16a",  "16b",  "8abcd",  "8a",  "8b",  "8c",  "8d",
    "32s", "16as", "16bs", "8abcds", "8as", "8bs", "8cs", "8ds"};
// Mul colour pack (pm = 1): codes 3..7; others reserved (empty).
inline constexpr std::array<std::string_view, 16> kMulPackNames = {
    "", "", "", "8abcdc", "8ac", "8bc", "8cc", "8dc", "", "", "", "", "", "", "", ""};
// Regfile-A unpack (pm = 0) and r4 unpack (pm = 1) share these names.
inline constexpr std::array<std::string_view, 8> kUnpackNames = {"",   "16a", "16b", "8ddup",
                                                                 "8a", "8b",  "8c",  "8d"};

// ---- the in-memory instruction ------------------------------------------

// One ALU input as the text names it.
struct Source {
  enum class Kind : uint8_t { None, Accumulator, Register, SmallImmediate };
  Kind kind = Kind::None;
  uint8_t accumulator = 0;  // 0..5
  RegisterName reg;         // Register: the addresses the name may be read from
  uint8_t immediate = 0;    // SmallImmediate: the code (0..47, or a rotation code)
  uint8_t unpack = 0;       // regfile-A unpack (Register) or r4 unpack (r4)
};

// Where one ALU output goes: a name whose addresses say which file it needs.
struct Destination {
  RegisterName reg{"-", kNopAddress, kNopAddress};
  uint8_t pack = 0;     // regfile-A pack (pm = 0), code 1..15
  bool colour = false;  // `pack` is the mul colour pack (pm = 1)
  bool isNop() const { return reg.addressA == kNopAddress && reg.addressB == kNopAddress; }
  // `-` or the nop address named in one file (`ra39`, `rb39`): a write
  // that goes nowhere.
  bool writesNothing() const {
    return (reg.addressA || reg.addressB) && reg.addressA.value_or(kNopAddress) == kNopAddress &&
           reg.addressB.value_or(kNopAddress) == kNopAddress;
  }
};

// One ALU's part of the instruction (also the two outputs of a load immediate,
// semaphore or branch, which feed their value through both ALUs).
struct Slot {
  const OpInfo* op = nullptr;  // ALU form; nullptr: nop (and for the other forms)
  uint8_t condition = kConditionNever;
  bool setFlags = false;
  Destination destination;
  Source a, b;
};

struct Instruction {
  enum class Form : uint8_t { Alu, LoadImmediate, Semaphore, Branch };
  Form form = Form::Alu;
  uint8_t signal = kSignalNone;     // Alu: 0..12 (13 is chosen by the encoder)
  std::optional<uint8_t> rotation;  // Alu: mul output rotation code 48..63
  // Alu: unpack bits that no operand takes (vc4asm's `op.unpackXX` with no
  // source that unpacks, written as it writes them); the encoder refuses them
  // where they would unpack a read after all.
  uint8_t unusedUnpack = 0;
  // Alu: write swap 1 where both values would do (outputs that both files
  // hold: accumulators, I/O), as vc4asm writes it after moving an operation
  // from the mul unit to the add unit.
  bool preferWriteSwap = false;
  Slot add, mul;
  // Alu: vc4asm's `read`: register-file reads (or a small immediate) that no
  // ALU operand uses, for their side effects (a FIFO pop, a stall); at most 2.
  std::vector<Source> reads;
  // LoadImmediate
  uint8_t loadType = kLoadImmediate32;
  uint32_t immediate = 0;  // also the branch immediate
  // Semaphore
  bool acquire = false;
  uint8_t semaphore = 0;
  // Bits 31:5 of a semaphore's immediate, which the hardware ignores and
  // vc4asm fills from the number written (`sacq -, 0x35` keeps 0x20).
  uint32_t semaphoreHighBits = 0;
  // Branch
  uint8_t branchCondition = kBranchAlways;
  bool relative = false;
  std::optional<uint8_t> branchRegister;  // ra0..ra31 added to the target
};

// Encodes; on failure returns nullopt and says why in `error`.
std::optional<uint64_t> encode(const Instruction& instruction, std::string& error);

// Takes a word apart into the instruction the disassembler prints. Register
// names are the plain ones; the disassembler pins files where it must.
struct Decoded {
  Instruction instruction;
  std::string invalid;  // why the word has no instruction text (reserved field values)
};
Decoded decode(uint64_t word);

// The element values of a per-element load immediate, and back.
std::array<int32_t, 16> perElementValues(uint32_t immediate, bool isSigned);
std::optional<uint32_t> perElementImmediate(std::span<const int64_t> values, bool isSigned);

}  // namespace gpuasm::vc4
