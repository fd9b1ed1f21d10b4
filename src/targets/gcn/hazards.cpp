// The GCN wait-state rules of each generation (hazards.hpp). Where each rule
// and number comes from is in docs/gcn.md "Wait states"; the numbers are in kRules.
#include "targets/gcn/hazards.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <unordered_map>

namespace gpuasm::gcn {
namespace {

namespace op = operand;
using Effects = InstructionEffects;

// The rules by generation (Southern Islands, Sea Islands, Volcanic Islands,
// GFX9); 0 where the generation has no such rule. docs/gcn.md "Wait states"
// gives each number's source: the manuals' tables, and where LLVM 14 differs
// (fewer, or none, on SI and CI), the larger number.
constexpr std::array<WaitRuleInfo, kWaitRuleCount> kRules = {{
    {"hazard-setreg-getreg", {2, 2, 2, 2}},
    {"hazard-setreg-setreg", {2, 2, 2, 2}},
    {"hazard-setvskip-getreg", {2, 2, 2, 2}},
    {"hazard-vskip-vector", {2, 2, 2, 2}},
    {"hazard-vccz-execz", {5, 5, 5, 5}},
    {"hazard-lane-select", {4, 4, 4, 4}},
    {"hazard-div-fmas", {4, 4, 4, 4}},
    {"hazard-store-data", {1, 1, 1, 1}},
    {"hazard-vmem-sgpr", {5, 5, 5, 5}},
    {"hazard-smrd-sgpr", {4, 0, 0, 0}},
    {"hazard-m0-gds-message", {1, 1, 1, 1}},
    {"hazard-m0-lds", {1, 1, 1, 1}},
    {"hazard-m0-movrel", {1, 1, 1, 1}},
    {"hazard-interp-readlane", {1, 0, 0, 0}},
    {"hazard-dpp-vgpr", {0, 0, 2, 2}},
    {"hazard-dpp-exec", {0, 0, 5, 5}},
    {"hazard-setreg-rfe", {0, 0, 1, 1}},
    {"hazard-xnack-clause", {0, 0, 1, 1}},
}};

constexpr std::array<std::string_view, kWaitRuleCount> kCodes = [] {
  std::array<std::string_view, kWaitRuleCount> codes{};
  for (size_t i = 0; i < kWaitRuleCount; ++i) codes[i] = kRules[i].code;
  return codes;
}();

constexpr uint32_t kHwregMode = 1;
constexpr uint32_t kHwregTrapsts = 3;
constexpr uint32_t kVskipBit = 28;  // MODE.vskip (SI ISA manual, table "MODE register")

std::string scalarName(uint32_t code) {
  if (code <= op::kSgprLast) return fmt::format("s{}", code);
  if (code == op::kVccLo || code == op::kVccHi) return "vcc";
  if (code == op::kExecLo || code == op::kExecHi) return "exec";
  if (code == op::kM0) return "m0";
  if (code >= op::kTtmp0 && code <= op::kTtmp11) return fmt::format("ttmp{}", code - op::kTtmp0);
  if (code == op::kTbaLo || code == op::kTbaHi) return "tba";
  return "tma";
}

std::string hwregName(uint32_t id) {
  static constexpr std::string_view kNames[] = {"",      "MODE",      "STATUS",    "TRAPSTS",
                                                "HW_ID", "GPR_ALLOC", "LDS_ALLOC", "IB_STS"};
  if (id < std::size(kNames) && id > 0) return fmt::format("HW_REG_{}", kNames[id]);
  return fmt::format("hardware register {}", id);
}

}  // namespace

const WaitRuleInfo& waitRuleInfo(WaitRule rule) {
  return kRules[static_cast<size_t>(rule)];
}
std::span<const std::string_view> waitStateCodes() {
  return kCodes;
}

std::optional<HazardTarget> hazardTarget(std::string_view processor) {
  auto generation = processorGeneration(processor);
  if (!generation) return std::nullopt;
  // XNACK: the GFX8 APUs and every GFX9 processor (LLVM 14's FeatureXNACK,
  // on by default: llc-14 -mcpu=carrizo breaks SMEM clauses, -mcpu=fiji not).
  constexpr std::string_view kGfx8Xnack[] = {"gfx801", "carrizo", "gfx810", "stoney"};
  const bool xnack =
      *generation == Generation::Gfx9 ||
      std::find(std::begin(kGfx8Xnack), std::end(kGfx8Xnack), processor) != std::end(kGfx8Xnack);
  return HazardTarget{*generation, xnack};
}

std::string_view generationLongName(Generation generation) {
  static constexpr std::string_view kNames[kGenerations] = {
      "Southern Islands", "Sea Islands (gfx7)", "Volcanic Islands (gfx8)", "GFX9"};
  return kNames[static_cast<size_t>(generation)];
}

// ---------------------------------------------------------------------------

void WaitStateTracker::record(Kind kind, uint16_t reg, const InstructionEffects& e, uint64_t tag) {
  Pending p{kind, e.hwregOffset, e.hwregSize, reg, clock_, tag, e.info};
  for (Pending& old : pending_) {
    if (old.kind == kind && old.reg == reg) {
      old = p;  // the latest write is the one a reader waits for
      return;
    }
  }
  pending_.push_back(p);
}

void WaitStateTracker::expire() {
  std::erase_if(pending_, [&](const Pending& p) { return clock_ - p.at >= lifetime(p.kind); });
}

void WaitStateTracker::wait(uint32_t waitStates) {
  clock_ += waitStates;
  expire();
  clause_ = {};  // an s_nop ends a clause
}

WaitStateTracker::Clause::Kind WaitStateTracker::clauseKind(const InstructionEffects& e) {
  using Unit = InstructionEffects::Unit;
  if (e.unit == Unit::ScalarMemory) return Clause::Kind::ScalarMemory;
  if (e.unit == Unit::VectorMemory) return Clause::Kind::VectorMemory;
  return Clause::Kind::None;
}

// Scalar codes at 0-127, VGPRs at 128-383.
void WaitStateTracker::addToClause(std::bitset<384>& reads, std::bitset<384>& writes,
                                   const InstructionEffects& e) {
  auto set = [](std::bitset<384>& bits, const RegisterRange& range, uint32_t base) {
    for (uint32_t r = range.first; r < range.first + uint32_t{range.count}; ++r) bits.set(base + r);
  };
  for (const RegisterRange& range : e.memoryScalarReads) set(reads, range, 0);
  for (const RegisterRange& range : e.memoryVgprReads) set(reads, range, 128);
  if (e.unit == InstructionEffects::Unit::ScalarMemory)
    for (const RegisterRange& range : e.scalarWrites) set(writes, range, 0);
  set(writes, e.vgprWrite, 128);
}

void WaitStateTracker::issue(const InstructionEffects& e, uint64_t tag) {
  clock_ += e.waitStates;
  expire();
  using Unit = InstructionEffects::Unit;
  if (e.unit == Unit::Vector) {
    for (const RegisterRange& range : e.scalarWrites)
      for (uint32_t r = range.first; r < range.first + uint32_t{range.count}; ++r)
        record(Kind::ValuScalarWrite, static_cast<uint16_t>(r), e, tag);
    if (waitRuleInfo(WaitRule::DppVgpr).on(target_.generation))
      for (uint32_t v = e.vgprWrite.first; v < e.vgprWrite.first + uint32_t{e.vgprWrite.count}; ++v)
        record(Kind::ValuVgprWrite, static_cast<uint16_t>(v), e, tag);
  }
  if (e.unit == Unit::Scalar) {
    for (const RegisterRange& range : e.scalarWrites)
      if (range.contains(op::kM0)) record(Kind::SaluM0Write, 0, e, tag);
  }
  if (e.hwregWrite >= 0) {
    record(Kind::Setreg, static_cast<uint16_t>(e.hwregWrite), e, tag);
    if (e.hwregWrite == kHwregMode && e.hwregOffset <= kVskipBit &&
        e.hwregOffset + e.hwregSize > kVskipBit)
      record(Kind::VskipSetreg, 0, e, tag);
  }
  if (e.setsVskip) record(Kind::Setvskip, 0, e, tag);
  for (uint32_t v = e.storeData.first; v < e.storeData.first + uint32_t{e.storeData.count}; ++v)
    record(Kind::StoreData, static_cast<uint16_t>(v), e, tag);
  if (e.unit == Unit::Interpolation) record(Kind::InterpolationWrite, e.vgprWrite.first, e, tag);
  // The clause goes on while SMEM follows SMEM (VMEM follows VMEM); only
  // XNACK processors have the rule, so only they keep one.
  if (!target_.xnack) return;
  const Clause::Kind kind = clauseKind(e);
  if (kind != clause_.kind) clause_ = {};
  if (kind != Clause::Kind::None) {
    clause_.kind = kind;
    addToClause(clause_.reads, clause_.writes, e);
    clause_.tag = tag;
    clause_.info = e.info;
  }
}

void WaitStateTracker::check(const InstructionEffects& next,
                             std::vector<WaitStateHazard>& out) const {
  using Unit = InstructionEffects::Unit;
  using M0Use = InstructionEffects::M0Use;
  const size_t first = out.size();
  auto hazard = [&](WaitRule rule, uint64_t at, uint64_t tag, const InstructionInfo* info,
                    uint32_t reg) {
    const uint32_t have = static_cast<uint32_t>(clock_ - at);
    const uint32_t need = waitRuleInfo(rule).on(target_.generation);
    if (have >= need) return;
    for (size_t i = first; i < out.size(); ++i) {
      if (out[i].rule != rule) continue;
      if (have < out[i].have) out[i] = {rule, tag, info, reg, have, need};
      return;
    }
    out.push_back({rule, tag, info, reg, have, need});
  };
  auto pendingHazard = [&](WaitRule rule, const Pending& p, uint32_t reg) {
    hazard(rule, p.at, p.tag, p.info, reg);
  };
  auto readsMemoryScalar = [&](uint32_t reg) {
    return std::any_of(next.memoryScalarReads.begin(), next.memoryScalarReads.end(),
                       [&](const RegisterRange& r) { return r.contains(reg); });
  };
  for (const Pending& p : pending_) {
    switch (p.kind) {
      case Kind::ValuScalarWrite: {
        const bool vcc = p.reg == op::kVccLo || p.reg == op::kVccHi;
        const bool exec = p.reg == op::kExecLo || p.reg == op::kExecHi;
        if (next.laneSelect == p.reg) pendingHazard(WaitRule::LaneSelect, p, p.reg);
        if (next.divFmas && vcc) pendingHazard(WaitRule::DivFmas, p, p.reg);
        if (next.unit == Unit::Vector && ((next.readsVccz && vcc) || (next.readsExecz && exec)))
          pendingHazard(WaitRule::VcczExecz, p, p.reg);
        if (next.unit == Unit::VectorMemory && readsMemoryScalar(p.reg))
          pendingHazard(WaitRule::VmemSgpr, p, p.reg);
        if (next.unit == Unit::ScalarMemory && readsMemoryScalar(p.reg))
          pendingHazard(WaitRule::SmrdSgpr, p, p.reg);
        if (next.dpp && exec) pendingHazard(WaitRule::DppExec, p, p.reg);
        break;
      }
      case Kind::ValuVgprWrite:
        if (next.dpp && std::any_of(next.dppReads.begin(), next.dppReads.end(),
                                    [&](const RegisterRange& r) { return r.contains(p.reg); }))
          pendingHazard(WaitRule::DppVgpr, p, p.reg);
        break;
      case Kind::SaluM0Write:
        if (next.m0 == M0Use::GdsOrMessage) pendingHazard(WaitRule::M0GdsMessage, p, op::kM0);
        if (next.m0 == M0Use::Lds) pendingHazard(WaitRule::M0Lds, p, op::kM0);
        if (next.m0 == M0Use::Movrel) pendingHazard(WaitRule::M0Movrel, p, op::kM0);
        break;
      case Kind::Setreg:
        if (next.hwregRead == p.reg) pendingHazard(WaitRule::SetregGetreg, p, p.reg);
        if (next.hwregWrite == p.reg) pendingHazard(WaitRule::SetregSetreg, p, p.reg);
        if (next.rfe && p.reg == kHwregTrapsts) pendingHazard(WaitRule::SetregRfe, p, p.reg);
        break;
      case Kind::VskipSetreg:
        if (next.isVector()) pendingHazard(WaitRule::VskipVector, p, kHwregMode);
        break;
      case Kind::Setvskip:
        if (next.hwregRead == static_cast<int8_t>(kHwregMode))
          pendingHazard(WaitRule::SetvskipGetreg, p, kHwregMode);
        break;
      case Kind::StoreData:
        if (next.vgprWrite.contains(p.reg)) pendingHazard(WaitRule::StoreData, p, p.reg);
        break;
      case Kind::InterpolationWrite:
        if (next.readlaneSource == p.reg) pendingHazard(WaitRule::InterpReadlane, p, p.reg);
        break;
    }
  }
  // The soft clause (LLVM 14's checkSoftClauseHazards): with XNACK, the SMEM
  // (or VMEM) instructions in a row may come back out of order or be
  // replayed, so none may write what another of them reads, and a store ends
  // the clause. The clause's last instruction names it; the register is the
  // first such conflict (kClauseStore: the store).
  if (clause_.kind != Clause::Kind::None && clause_.kind == clauseKind(next) &&
      clause_.writes.any()) {
    uint32_t reg = kClauseStore;
    bool broken = next.memoryStore;
    if (!broken) {
      std::bitset<384> reads = clause_.reads, writes = clause_.writes;
      addToClause(reads, writes, next);
      const std::bitset<384> common = reads & writes;
      broken = common.any();
      for (uint32_t i = 0; broken && i < common.size(); ++i)
        if (common.test(i)) {
          reg = i;
          break;
        }
    }
    if (broken) hazard(WaitRule::XnackClause, clock_, clause_.tag, clause_.info, reg);
  }
}

void WaitStateTracker::merge(const WaitStateTracker& other) {
  for (const Pending& theirs : other.pending_) {
    const uint64_t since = other.clock_ - theirs.at;
    Pending p = theirs;
    p.at = clock_ - since;  // since < lifetime <= 5 < the clock's start
    auto mine = std::find_if(pending_.begin(), pending_.end(),
                             [&](const Pending& q) { return q.kind == p.kind && q.reg == p.reg; });
    if (mine == pending_.end()) {
      pending_.push_back(p);
    } else if (p.at > mine->at) {
      *mine = p;
    }
  }
  // A clause that reaches the label by either way goes on after it.
  if (other.clause_.kind != Clause::Kind::None) {
    if (clause_.kind == other.clause_.kind) {
      clause_.reads |= other.clause_.reads;
      clause_.writes |= other.clause_.writes;
    } else if (clause_.kind == Clause::Kind::None) {
      clause_ = other.clause_;
    }
  }
}

bool WaitStateTracker::sameAs(const WaitStateTracker& other) const {
  if (pending_.size() != other.pending_.size()) return false;
  if (clause_.kind != other.clause_.kind || clause_.reads != other.clause_.reads ||
      clause_.writes != other.clause_.writes)
    return false;
  for (const Pending& p : pending_) {
    auto q = std::find_if(other.pending_.begin(), other.pending_.end(),
                          [&](const Pending& x) { return x.kind == p.kind && x.reg == p.reg; });
    if (q == other.pending_.end() || clock_ - p.at != other.clock_ - q->at || q->tag != p.tag)
      return false;
  }
  return true;
}

bool WaitStateTracker::identical(const WaitStateTracker& other) const {
  if (pending_.size() != other.pending_.size() || clause_.kind != other.clause_.kind ||
      clause_.tag != other.clause_.tag || clause_.info != other.clause_.info ||
      clause_.reads != other.clause_.reads || clause_.writes != other.clause_.writes)
    return false;
  for (size_t i = 0; i < pending_.size(); ++i) {
    const Pending& p = pending_[i];
    const Pending& q = other.pending_[i];
    if (p.kind != q.kind || p.reg != q.reg || p.hwregOffset != q.hwregOffset ||
        p.hwregSize != q.hwregSize || p.tag != q.tag || p.info != q.info ||
        clock_ - p.at != other.clock_ - q.at)
      return false;
  }
  return true;
}

// ---------------------------------------------------------------------------

namespace {

std::string describe(const WaitStateHazard& h, const InstructionInfo& consumer,
                     const ProgramItem& producerItem, const DiagnosticEngine& diagnostics,
                     const ProgramItem& consumerItem, Generation generation) {
  const std::string c(consumer.mnemonic);
  const std::string p(h.producerInfo ? h.producerInfo->mnemonic : "?");
  std::string where = fmt::format("line {}", producerItem.location().line);
  if (producerItem.location().file != consumerItem.location().file &&
      producerItem.location().valid())
    where = fmt::format("{}:{}", diagnostics.sources().name(producerItem.location().file),
                        producerItem.location().line);
  std::string what;
  switch (h.rule) {
    case WaitRule::LaneSelect:
      what = fmt::format("'{}' selects the lane by {}", c, scalarName(h.reg));
      break;
    case WaitRule::DivFmas:
      what = fmt::format("'{}' reads vcc", c);
      break;
    case WaitRule::VcczExecz:
      what = fmt::format("'{}' reads {}z", c, scalarName(h.reg));
      break;
    case WaitRule::VmemSgpr:
    case WaitRule::SmrdSgpr:
      what = fmt::format("'{}' reads {}", c, scalarName(h.reg));
      break;
    case WaitRule::M0GdsMessage:
    case WaitRule::M0Lds:
    case WaitRule::M0Movrel:
      what = fmt::format("'{}' uses m0", c);
      break;
    case WaitRule::SetregGetreg:
    case WaitRule::SetvskipGetreg:
      what = fmt::format("'{}' reads {}", c, hwregName(h.reg));
      break;
    case WaitRule::SetregSetreg:
      what = fmt::format("'{}' sets {}", c, hwregName(h.reg));
      break;
    case WaitRule::VskipVector:
      what = fmt::format("vector instruction '{}' comes", c);
      break;
    case WaitRule::StoreData:
      what = fmt::format("'{}' overwrites v{}", c, h.reg);
      break;
    case WaitRule::InterpReadlane:
      what = fmt::format("'{}' reads v{}", c, h.reg);
      break;
    case WaitRule::DppVgpr:
      what = fmt::format("DPP instruction '{}' reads v{}", c, h.reg);
      break;
    case WaitRule::DppExec:
      what = fmt::format("DPP instruction '{}' comes", c);
      break;
    case WaitRule::SetregRfe:
      what = fmt::format("'{}' returns from the trap handler", c);
      break;
    case WaitRule::XnackClause: {
      const bool scalar = consumer.encoding == Encoding::Smrd;
      if (h.reg == kClauseStore) {
        what = fmt::format("'{}' stores in a {} clause", c, scalar ? "SMEM" : "VMEM");
      } else {
        what = fmt::format("'{}' joins a {} clause that both writes and reads {}", c,
                           scalar ? "SMEM" : "VMEM",
                           h.reg < 128 ? scalarName(h.reg) : fmt::format("v{}", h.reg - 128));
      }
      break;
    }
  }
  std::string cause;
  switch (h.rule) {
    case WaitRule::SetregGetreg:
    case WaitRule::SetregSetreg:
      cause = fmt::format("'{}' on {} set it", p, where);
      break;
    case WaitRule::SetvskipGetreg:
    case WaitRule::VskipVector:
      cause = fmt::format("'{}' on {} set MODE.vskip", p, where);
      break;
    case WaitRule::StoreData:
      cause = fmt::format("'{}' on {} stored it as part of more than 64 bits", p, where);
      break;
    case WaitRule::InterpReadlane:
      cause = fmt::format("'{}' on {} wrote it", p, where);
      break;
    case WaitRule::DppVgpr:
      cause = fmt::format("vector ALU instruction '{}' on {} wrote it", p, where);
      break;
    case WaitRule::SetregRfe:
      cause = fmt::format("'{}' on {} set HW_REG_TRAPSTS", p, where);
      break;
    case WaitRule::XnackClause:
      cause = fmt::format("'{}' on {} (with XNACK a clause may be replayed)", p, where);
      break;
    case WaitRule::M0GdsMessage:
    case WaitRule::M0Lds:
    case WaitRule::M0Movrel:
      cause = fmt::format("scalar ALU instruction '{}' on {} wrote it", p, where);
      break;
    default:
      cause =
          fmt::format("vector ALU instruction '{}' on {} wrote {}", p, where, scalarName(h.reg));
      break;
  }
  return fmt::format(
      "{}, {} wait state{} after {}; {} needs {} and does not check this dependency "
      "(put 's_nop {}' before it, or assemble with --fix-hazards)",
      what, h.have, h.have == 1 ? "" : "s", cause, generationLongName(generation), h.need,
      h.need - h.have - 1);
}

// The first dwords of an instruction item (and, for a parsed branch, the
// label it names); nullopt for other items and lines that failed.
std::optional<uint64_t> wordOf(const ProgramItem& item, const ParsedInstructionReader& readParsed,
                               std::string* branchTarget = nullptr) {
  if (item.kind != ProgramItem::Kind::Instruction) return std::nullopt;
  if (item.isEncoded()) {
    auto bytes = item.encodedBytes();
    // little-endian, a dword at a time (an instruction's bytes are whole dwords)
    auto dword = [&](size_t at) {
      return uint32_t{bytes[at]} | uint32_t{bytes[at + 1]} << 8 | uint32_t{bytes[at + 2]} << 16 |
             uint32_t{bytes[at + 3]} << 24;
    };
    if (bytes.size() >= 8) return dword(0) | uint64_t{dword(4)} << 32;
    if (bytes.size() >= 4) return uint64_t{dword(0)};
    uint64_t word = 0;
    for (size_t i = 0; i < bytes.size(); ++i) word |= uint64_t{bytes[i]} << (8 * i);
    return word;
  }
  if (!item.instruction()) return std::nullopt;
  auto parsed = readParsed(*item.instruction());
  if (!parsed) return std::nullopt;
  if (branchTarget) *branchTarget = std::move(parsed->branchTarget);
  return parsed->word;
}

ProgramItem nopItem(const ProgramItem& before, uint32_t waitStates) {
  ProgramItem nop;
  nop.kind = ProgramItem::Kind::Instruction;
  nop.setLocation(before.location());
  nop.section = before.section;
  // s_nop N (SOPP opcode 0, SIMM16 = N) is 0xBF80000N.
  const std::array<uint8_t, 4> bytes = {static_cast<uint8_t>(waitStates - 1), 0x00, 0x80, 0xbf};
  nop.setEncoded(bytes, 4);
  nop.detailsForWriting().note = "s_nop inserted by --fix-hazards";
  return nop;
}

}  // namespace

void checkWaitStates(std::vector<ProgramItem>& items, DiagnosticEngine& diagnostics, bool fix,
                     const ParsedInstructionReader& readParsed, HazardTarget target) {
  using Flow = InstructionEffects::Flow;
  // Branches to labels, by item: few, so kept aside rather than per item
  // (a program has millions of instructions).
  std::unordered_map<std::string_view, size_t> labels;
  for (size_t i = 0; i < items.size(); ++i)
    if (items[i].kind == ProgramItem::Kind::Label) labels.emplace(items[i].name(), i);
  std::unordered_map<size_t, size_t> branchTargets;
  for (size_t i = 0; i < items.size(); ++i) {
    if (items[i].kind != ProgramItem::Kind::Instruction || items[i].isEncoded()) continue;
    std::string target;
    if (!wordOf(items[i], readParsed, &target) || target.empty()) continue;
    if (auto label = labels.find(target); label != labels.end())
      branchTargets.emplace(i, label->second);
  }
  // The states that reach each branch target by its branches: iterated until
  // they no longer change (loops), which is quick because every pending wait
  // state runs out after at most five.
  std::map<size_t, WaitStateTracker> arriving;
  std::vector<WaitStateHazard> hazards;
  // Each walk checks as it goes; the findings of the walk after which the
  // branch targets' states no longer change are the answer (one walk for a
  // program without branches to labels, usually two with them).
  struct Finding {
    size_t item;
    WaitStateHazard hazard;
    const InstructionInfo* consumer;
  };
  std::vector<Finding> findings, lastFindings;
  std::vector<std::pair<size_t, uint32_t>> insertions, lastInsertions;  // before item, wait states
  // A walk after the first repeats most of the one before: a label's arriving
  // state changes what follows it only until its producers run out. So the
  // walk keeps, for each stretch from a label to the next, where it stood a
  // few instructions past the label (the checkpoint) and at the stretch's
  // end. When the next walk stands at the checkpoint exactly as this one did
  // (WaitStateTracker::identical), the rest of the stretch goes as it went:
  // its findings are copied and the walk resumes at the end. Its branches
  // add nothing to their targets' states, which already hold what they
  // added then (merge keeps the worst of both). A stretch is kept only when
  // long enough to be worth its two states.
  struct Place {
    WaitStateTracker state;
    bool reachable = true;
    uint32_t section = 0;
    size_t findings = 0, insertions = 0;
  };
  struct Stretch {
    size_t checkpoint = 0, end = 0;  // item indices
    Place atCheckpoint, atEnd;
  };
  constexpr size_t kCheckpointInstructions = 8, kShortestStretch = 24;
  std::unordered_map<size_t, Stretch> stretches;  // by label item, as the last walk left them
  const bool repeats = !branchTargets.empty();    // otherwise one walk
  auto checkAndFix = [&](size_t i, const InstructionEffects& e, WaitStateTracker& state) {
    hazards.clear();
    state.check(e, hazards);
    if (hazards.empty()) return;
    uint32_t missing = 0;
    for (const WaitStateHazard& h : hazards) {
      missing = std::max(missing, h.need - h.have);
      if (!fix) findings.push_back({i, h, e.info});
    }
    if (fix) {
      insertions.emplace_back(i, missing);
      state.wait(missing);
    }
  };
  auto walk = [&] {
    WaitStateTracker state(target);
    bool reachable = true;
    uint32_t section = items.empty() ? 0 : items[0].section;
    bool changed = false;
    // The stretch being walked: its label item (items.size(): none yet),
    // instructions since the label, and what this walk records of it.
    size_t label = items.size();
    size_t sinceLabel = 0;
    Stretch open;
    bool openHasCheckpoint = false;
    auto place = [&] {
      return Place{state, reachable, section, findings.size(), insertions.size()};
    };
    auto closeStretch = [&](size_t end) {
      if (label == items.size()) return;
      if (openHasCheckpoint && end - open.checkpoint >= kShortestStretch) {
        open.end = end;
        open.atEnd = place();
        stretches[label] = std::move(open);
      } else {
        stretches.erase(label);
      }
      openHasCheckpoint = false;
    };
    for (size_t i = 0; i < items.size(); ++i) {
      if (repeats && openHasCheckpoint && i == open.checkpoint) {
        auto last = stretches.find(label);
        if (last != stretches.end() && last->second.checkpoint == i &&
            last->second.atCheckpoint.reachable == reachable &&
            last->second.atCheckpoint.section == section &&
            last->second.atCheckpoint.state.identical(state)) {
          Stretch& s = last->second;
          findings.insert(findings.end(),
                          lastFindings.begin() + static_cast<ptrdiff_t>(s.atCheckpoint.findings),
                          lastFindings.begin() + static_cast<ptrdiff_t>(s.atEnd.findings));
          insertions.insert(
              insertions.end(),
              lastInsertions.begin() + static_cast<ptrdiff_t>(s.atCheckpoint.insertions),
              lastInsertions.begin() + static_cast<ptrdiff_t>(s.atEnd.insertions));
          state = s.atEnd.state;
          reachable = s.atEnd.reachable;
          section = s.atEnd.section;
          // The record now points into this walk's findings.
          s.atEnd.findings = findings.size();
          s.atEnd.insertions = insertions.size();
          s.atCheckpoint.findings = open.atCheckpoint.findings;
          s.atCheckpoint.insertions = open.atCheckpoint.insertions;
          i = s.end;
          label = items.size();  // recorded already
          openHasCheckpoint = false;
          if (i == items.size()) break;
        }
      }
      const ProgramItem& item = items[i];
      if (item.section != section) {
        section = item.section;
        state.clear();
      }
      if (item.kind == ProgramItem::Kind::Label) {
        if (repeats) closeStretch(i);
        auto in = arriving.find(i);
        if (!reachable) state.clear();
        if (in != arriving.end()) state.merge(in->second);
        reachable = true;
        label = i;
        sinceLabel = 0;
        continue;
      }
      if (item.isGap()) {
        state.clear();  // a line that failed: its effects are unknown, say nothing around it
        continue;
      }
      auto word = wordOf(item, readParsed);
      auto e = word ? decodeEffects(*word, target.generation) : std::nullopt;
      if (!e) continue;  // data, alignment
      if (!reachable) {
        state.clear();  // reached only by a jump we cannot follow
        reachable = true;
      }
      checkAndFix(i, *e, state);
      state.issue(*e, i);
      if (e->flow == Flow::Branch || e->flow == Flow::ConditionalBranch) {
        if (auto target = branchTargets.find(i); target != branchTargets.end()) {
          auto [slot, inserted] = arriving.try_emplace(target->second, state);
          if (!inserted) {
            WaitStateTracker merged = slot->second;
            merged.merge(state);
            if (!merged.sameAs(slot->second)) {
              slot->second = std::move(merged);
              changed = true;
            }
          } else {
            changed = true;
          }
        }
      }
      if (e->flow == Flow::Branch || e->flow == Flow::Jump || e->flow == Flow::End)
        reachable = false;
      if (repeats && label != items.size() && ++sinceLabel == kCheckpointInstructions) {
        open.checkpoint = i + 1;
        open.atCheckpoint = place();
        openHasCheckpoint = true;
      }
    }
    if (repeats) closeStretch(items.size());
    return changed;
  };
  for (int round = 0; round < 64; ++round) {
    std::swap(findings, lastFindings);
    std::swap(insertions, lastInsertions);
    findings.clear();
    insertions.clear();
    if (!walk()) break;
  }
  // Past the diagnostics the engine stores (kMaxErrors) a warning is only
  // counted: its message is not formatted (10^6 lines may break a rule 10^5 times).
  for (const Finding& f : findings)
    diagnostics.warning(items[f.item].location(), std::string(waitRuleInfo(f.hazard.rule).code),
                        diagnostics.diagnostics().size() < DiagnosticEngine::kMaxErrors
                            ? describe(f.hazard, *f.consumer, items[f.hazard.producer], diagnostics,
                                       items[f.item], target.generation)
                            : std::string());
  if (insertions.empty()) return;
  std::vector<ProgramItem> out;
  out.reserve(items.size() + insertions.size());
  size_t next = 0;
  for (size_t i = 0; i < items.size(); ++i) {
    if (next < insertions.size() && insertions[next].first == i) {
      out.push_back(nopItem(items[i], insertions[next].second));
      ++next;
    }
    out.push_back(std::move(items[i]));
  }
  items = std::move(out);
}

}  // namespace gpuasm::gcn
