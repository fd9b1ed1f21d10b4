// The wait states Southern Islands leaves to software: the SI ISA manual,
// section 4.5 "Manually Inserted Wait States (NOPs)", lists pairs of
// instructions between which the hardware does not check a dependency, so
// that the second reads a stale value (or overwrites data still being read)
// unless enough other instructions or `s_nop`s come between them.
//
// Everything here works from encoded instructions (their dwords decoded
// through the one instruction table), not from source text, so that the
// assembler (diagnostics, --fix-hazards), the disassembler and the simulator
// share it. docs/gcn.md "Wait states" lists the rules and their sources.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "gpuasm/assembler.hpp"
#include "gpuasm/diagnostics.hpp"
#include "targets/gcn/isa.hpp"

namespace gpuasm::gcn {

enum class WaitRule : uint8_t {
  SetregGetreg,    // s_setreg then s_getreg of the same hardware register: 2
  SetregSetreg,    // s_setreg then s_setreg of the same hardware register: 2
  SetvskipGetreg,  // s_setvskip then s_getreg of MODE: 2
  VskipVector,     // s_setreg of MODE.vskip then any vector instruction: 2
  VcczExecz,       // VALU writes vcc or exec, then a VALU reads vccz or execz: 5
  LaneSelect,      // VALU writes an SGPR, then v_readlane/v_writelane selects the lane by it: 4
  DivFmas,         // VALU writes vcc, then v_div_fmas: 4
  StoreData,       // a store of more than 64 bits, then its data VGPRs are written: 1
  VmemSgpr,        // VALU writes an SGPR, then a vector memory instruction reads it: 5
  SmrdSgpr,        // VALU writes an SGPR, then a scalar memory read reads it: 4
  M0GdsMessage,    // SALU writes m0, then GDS, s_sendmsg or s_ttracedata: 1
  M0Lds,           // SALU writes m0, then lds_direct, LDS DMA (buffer ... lds) or v_interp: 1
  M0Movrel,        // SALU writes m0, then s_movrel: 1
  InterpReadlane,  // v_interp writes a VGPR, then v_readlane/v_readfirstlane reads it: 1
};
inline constexpr size_t kWaitRuleCount = 14;

struct WaitRuleInfo {
  std::string_view code;  // the diagnostic's code
  uint8_t waitStates;     // how many the second instruction needs after the first
};
const WaitRuleInfo& waitRuleInfo(WaitRule rule);
// The codes of every rule, for TargetAssembler::warningCodes.
std::span<const std::string_view> waitStateCodes();

// A run of registers: scalar operand codes (s0..s103, vcc 106-107, m0 124,
// exec 126-127, ...) or VGPR numbers, depending on where it is used.
struct RegisterRange {
  uint16_t first = 0;
  uint8_t count = 0;
  bool contains(uint32_t reg) const { return reg >= first && reg < first + uint32_t{count}; }
};

// What one instruction does that the wait-state rules look at.
struct InstructionEffects {
  enum class Unit : uint8_t {
    Scalar,
    ScalarMemory,
    Vector,
    VectorMemory,
    Lds,
    Interpolation,
    Export
  };
  enum class Flow : uint8_t {
    Next,               // goes on to the next instruction
    Branch,             // s_branch: only to its target
    ConditionalBranch,  // s_cbranch_*: to its target or the next instruction
    Jump,               // s_setpc_b64, s_rfe_b64: somewhere not known here
    End,                // s_endpgm
  };
  enum class M0Use : uint8_t { None, GdsOrMessage, Lds, Movrel };

  const InstructionInfo* info = nullptr;
  bool promoted = false;  // a VOP1/VOP2/VOPC instruction in its VOP3 (_e64) form
  Unit unit = Unit::Scalar;
  Flow flow = Flow::Next;
  uint8_t waitStates = 1;  // s_nop N gives N+1 (SI ISA manual, S_NOP: SIMM16[2:0])
  std::array<RegisterRange, 2> scalarWrites{};       // scalar codes written (by SALU or VALU)
  std::array<RegisterRange, 3> memoryScalarReads{};  // SMRD/VMEM address operands: scalar codes
  RegisterRange vgprWrite;                           // VGPRs written (vdst, a load's vdata)
  RegisterRange storeData;      // VGPRs of store data wider than 64 bits (StoreData rule)
  int16_t laneSelect = -1;      // v_readlane/v_writelane: the lane select's scalar code
  int16_t readlaneSource = -1;  // v_readlane/v_readfirstlane: the VGPR read
  bool readsVccz = false, readsExecz = false;  // as a VALU source
  bool divFmas = false;
  bool setsVskip = false;  // s_setvskip
  M0Use m0 = M0Use::None;
  int8_t hwregRead = -1;   // s_getreg: the hardware register's id
  int8_t hwregWrite = -1;  // s_setreg: the id, and the bits it sets:
  uint8_t hwregOffset = 0, hwregSize = 0;

  bool isVector() const { return unit != Unit::Scalar && unit != Unit::ScalarMemory; }
};

// The effects of the instruction whose first dwords are `word` (the second
// dword in the high half, read only by the 64-bit formats); nullopt when it is
// not an SI instruction.
std::optional<InstructionEffects> decodeEffects(uint64_t word);

// One rule broken: `producer` (the caller's tag for the earlier instruction)
// is followed by the instruction checked after only `have` of `need` wait states.
struct WaitStateHazard {
  WaitRule rule{};
  uint64_t producer = 0;
  const InstructionInfo* producerInfo = nullptr;
  uint32_t reg = 0;  // the register involved: scalar code, VGPR or hardware register id
  uint32_t have = 0, need = 0;
};

// The recent instructions whose wait states are still running, in program
// order: issue each instruction after checking it. A value: branches copy it,
// and where paths join, merge() keeps the worst of both.
class WaitStateTracker {
 public:
  // Appends the rules that `next` would break if issued now (the worst case
  // of each rule).
  void check(const InstructionEffects& next, std::vector<WaitStateHazard>& out) const;
  // Issues `e`, tagged with the caller's `tag` for later reports.
  void issue(const InstructionEffects& e, uint64_t tag);
  // Wait states from s_nops the caller inserts.
  void wait(uint32_t waitStates);
  // The state where this path and `other` join: the fewer wait states of the two.
  void merge(const WaitStateTracker& other);
  void clear() { pending_.clear(); }
  bool sameAs(const WaitStateTracker& other) const;

 private:
  enum class Kind : uint8_t {
    ValuScalarWrite,
    SaluM0Write,
    Setreg,
    VskipSetreg,
    Setvskip,
    StoreData,
    InterpolationWrite
  };
  struct Pending {
    Kind kind;
    uint8_t hwregOffset = 0, hwregSize = 0;
    uint16_t reg = 0;
    uint64_t at = 0;  // clock_ after the producer issued
    uint64_t tag = 0;
    const InstructionInfo* info = nullptr;
  };
  static uint32_t lifetime(Kind kind);
  void record(Kind kind, uint16_t reg, const InstructionEffects& e, uint64_t tag);
  void expire();

  std::vector<Pending> pending_;
  // Wait states so far, from a start above the longest rule so that a
  // merged state's earlier producers never fall before zero.
  uint64_t clock_ = 8;
};

// An instruction the assembler holds unencoded (waiting for a label): its
// dwords as far as known, and the label a branch goes to (empty if none or
// not a plain label).
struct ParsedInstructionWords {
  uint64_t word = 0;
  std::string branchTarget;
};
using ParsedInstructionReader =
    std::function<std::optional<ParsedInstructionWords>(const PendingInstruction&)>;

// Checks the whole program (before layout) against every rule: a warning
// for each rule broken, or, with `fix`, an `s_nop` item inserted before the
// instruction (noted in the listing) with exactly the wait states missing.
// Control flow: see docs/gcn.md "Wait states".
void checkWaitStates(std::vector<ProgramItem>& items, DiagnosticEngine& diagnostics, bool fix,
                     const ParsedInstructionReader& readParsed);

}  // namespace gpuasm::gcn
