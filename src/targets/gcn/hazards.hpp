// The wait states GCN leaves to software: each generation's ISA manual,
// section 4.5 "Manually Inserted Wait States (NOPs)", lists pairs of
// instructions between which the hardware does not check a dependency, so
// that the second reads a stale value (or overwrites data still being read)
// unless enough other instructions or `s_nop`s come between them. The rules
// are one table with a column per generation (kRules in hazards.cpp): a rule
// changes its count or vanishes from one generation to the next, and GFX8
// adds its own (DPP, s_rfe_b64, the XNACK clauses).
//
// Everything here works from encoded instructions (their dwords decoded
// through the one instruction table), not from source text, so that the
// assembler (diagnostics, --fix-hazards), the disassembler and the simulator
// share it. docs/gcn.md "Wait states" lists the rules and their sources.
#pragma once

#include <array>
#include <bitset>
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
  DppVgpr,         // VALU writes a VGPR, then a DPP instruction reads it: 2 (GFX8, GFX9)
  DppExec,         // VALU writes exec, then any DPP instruction: 5 (GFX8, GFX9)
  SetregRfe,       // s_setreg of TRAPSTS, then s_rfe_b64: 1 (GFX8, GFX9)
  XnackClause,     // an SMEM or VMEM clause that reads what it writes, with XNACK: 1
};
inline constexpr size_t kWaitRuleCount = 18;

struct WaitRuleInfo {
  std::string_view code;  // the diagnostic's code
  // How many wait states the second instruction needs after the first, by
  // Generation; 0 where the generation has no such rule.
  std::array<uint8_t, kGenerations> waitStates;
  uint8_t on(Generation generation) const { return waitStates[static_cast<size_t>(generation)]; }
};
const WaitRuleInfo& waitRuleInfo(WaitRule rule);

// What the rules are checked for: the generation's column, and whether the
// processor replays memory instructions on an XNACK (LLVM 14 turns XNACK on
// by default where the processor has it: gfx801 carrizo, gfx810 stoney and
// every GFX9), which makes the soft-clause rule apply.
struct HazardTarget {
  Generation generation = Generation::SouthernIslands;
  bool xnack = false;
};
// The target of a processor name as LLVM spells it (-mcpu); nullopt for a
// name kProcessors lacks.
std::optional<HazardTarget> hazardTarget(std::string_view processor);
// "Southern Islands (gfx6)", ..., "GFX9": the generation as a diagnostic names it.
std::string_view generationLongName(Generation generation);
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
  RegisterRange storeData;  // VGPRs of store data wider than 64 bits (StoreData rule)
  std::array<RegisterRange, 2> memoryVgprReads{};  // a memory instruction's address and data VGPRs
  std::array<RegisterRange, 2> dppReads{};         // a DPP instruction's VGPR sources
  bool dpp = false;                                // VOP1/VOP2/VOPC with src0 = DPP (GFX8, GFX9)
  bool rfe = false;                                // s_rfe_b64
  bool memoryStore = false;     // an SMEM or VMEM store (it ends an XNACK clause)
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
// dword in the high half, read only by the 64-bit formats and DPP/SDWA) on
// `generation`; nullopt when it is not an instruction of that generation.
std::optional<InstructionEffects> decodeEffects(
    uint64_t word, Generation generation = Generation::SouthernIslands);

// WaitStateHazard::reg of an XNACK clause broken by a store; any other
// clause conflict names the register: a scalar code below 128, else 128 + VGPR.
inline constexpr uint32_t kClauseStore = 0xffff;

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
  explicit WaitStateTracker(HazardTarget target = {}) : target_(target) {}
  // Appends the rules that `next` would break if issued now (the worst case
  // of each rule).
  void check(const InstructionEffects& next, std::vector<WaitStateHazard>& out) const;
  // Issues `e`, tagged with the caller's `tag` for later reports.
  void issue(const InstructionEffects& e, uint64_t tag);
  // Wait states from s_nops the caller inserts.
  void wait(uint32_t waitStates);
  // The state where this path and `other` join: the fewer wait states of the two.
  void merge(const WaitStateTracker& other);
  void clear() {
    pending_.clear();
    clause_ = {};
  }
  bool sameAs(const WaitStateTracker& other) const;
  // Whether a walk from `other` goes on exactly as one from this state: the
  // same producers in the same order with the same ages, tags and rows, the
  // same clause. Stricter than sameAs, which the join of two paths needs.
  bool identical(const WaitStateTracker& other) const;

 private:
  enum class Kind : uint8_t {
    ValuScalarWrite,
    SaluM0Write,
    Setreg,
    VskipSetreg,
    Setvskip,
    StoreData,
    InterpolationWrite,
    ValuVgprWrite,
  };
  struct Pending {
    Kind kind;
    uint8_t hwregOffset = 0, hwregSize = 0;
    uint16_t reg = 0;
    uint64_t at = 0;  // clock_ after the producer issued
    uint64_t tag = 0;
    const InstructionInfo* info = nullptr;
  };
  // A run of SMEM or VMEM instructions with nothing between them: what they
  // read and write (scalar codes 0-127, VGPRs at 128-383), for the XNACK rule.
  struct Clause {
    enum class Kind : uint8_t { None, ScalarMemory, VectorMemory } kind = Kind::None;
    std::bitset<384> reads, writes;
    uint64_t tag = 0;
    const InstructionInfo* info = nullptr;
  };
  static Clause::Kind clauseKind(const InstructionEffects& e);
  static void addToClause(std::bitset<384>& reads, std::bitset<384>& writes,
                          const InstructionEffects& e);
  // How many wait states a producer of `kind` stays pending: here, inline,
  // as every instruction asks it of every pending producer.
  static constexpr uint32_t lifetime(Kind kind) {
    switch (kind) {
      case Kind::ValuScalarWrite:
        return 5;  // the longest of the rules after a VALU write (vccz, VMEM, DPP exec)
      case Kind::Setreg:
      case Kind::VskipSetreg:
      case Kind::Setvskip:
      case Kind::ValuVgprWrite:
        return 2;
      default:
        return 1;
    }
  }
  void record(Kind kind, uint16_t reg, const InstructionEffects& e, uint64_t tag);
  void expire();

  HazardTarget target_;
  Clause clause_;
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

// Checks the whole program (before layout) against every rule of `target`:
// a warning for each rule broken, or, with `fix`, an `s_nop` item inserted
// before the instruction (noted in the listing) with exactly the wait states
// missing. Control flow: see docs/gcn.md "Wait states".
void checkWaitStates(std::vector<ProgramItem>& items, DiagnosticEngine& diagnostics, bool fix,
                     const ParsedInstructionReader& readParsed, HazardTarget target = {});

}  // namespace gpuasm::gcn
