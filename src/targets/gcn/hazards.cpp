// The SI wait-state rules (hazards.hpp). Where each rule comes from is in
// docs/gcn.md "Wait states"; the numbers are in kRules.
#include "targets/gcn/hazards.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <map>
#include <unordered_map>

namespace gpuasm::gcn {
namespace {

namespace op = operand;
using Effects = InstructionEffects;

constexpr std::array<WaitRuleInfo, kWaitRuleCount> kRules = {{
    {"hazard-setreg-getreg", 2},
    {"hazard-setreg-setreg", 2},
    {"hazard-setvskip-getreg", 2},
    {"hazard-vskip-vector", 2},
    {"hazard-vccz-execz", 5},
    {"hazard-lane-select", 4},
    {"hazard-div-fmas", 4},
    {"hazard-store-data", 1},
    {"hazard-vmem-sgpr", 5},
    {"hazard-smrd-sgpr", 4},
    {"hazard-m0-gds-message", 1},
    {"hazard-m0-lds", 1},
    {"hazard-m0-movrel", 1},
    {"hazard-interp-readlane", 1},
}};

constexpr std::array<std::string_view, kWaitRuleCount> kCodes = [] {
  std::array<std::string_view, kWaitRuleCount> codes{};
  for (size_t i = 0; i < kWaitRuleCount; ++i) codes[i] = kRules[i].code;
  return codes;
}();

constexpr uint32_t kHwregMode = 1;
constexpr uint32_t kVskipBit = 28;  // MODE.vskip (SI ISA manual, table "MODE register")

// What a row of the table is for these rules beyond its format and operands:
// its flags column (instructions.def).
struct Role {
  Effects::Flow flow = Effects::Flow::Next;
  Effects::M0Use m0 = Effects::M0Use::None;
  bool nop = false;
  bool getreg = false, setreg = false, setvskip = false;
  bool sopkWrites = false;  // a SOPK instruction whose sdst field is a destination
  bool laneSelect = false;  // v_readlane, v_writelane
  bool readsLane = false;   // v_readlane, v_readfirstlane
  bool divFmas = false;
  bool writesExec = false;                           // v_cmpx_*
  bool load = false, store = false, atomic = false;  // memory formats
};

Role role(const InstructionInfo& info) {
  using enum RowFlag;
  Role r;
  r.nop = info.has(Nop);
  if (info.has(EndsProgram)) r.flow = Effects::Flow::End;
  if (info.has(Branch)) r.flow = Effects::Flow::Branch;
  if (info.has(ConditionalBranch)) r.flow = Effects::Flow::ConditionalBranch;
  if (info.has(Jump)) r.flow = Effects::Flow::Jump;
  if (info.has(M0Message)) r.m0 = Effects::M0Use::GdsOrMessage;
  if (info.has(M0Movrel)) r.m0 = Effects::M0Use::Movrel;
  r.getreg = info.has(Getreg);
  r.setreg = info.has(Setreg);
  r.setvskip = info.has(Setvskip);
  r.sopkWrites = info.has(SopkWritesSdst);
  r.laneSelect = info.has(LaneSelect);
  r.readsLane = info.has(ReadsLane);
  r.divFmas = info.has(DivFmas);
  r.writesExec = info.has(WritesExec);
  r.store = info.has(Store);
  r.atomic = info.has(Atomic);
  r.load = !r.store && !r.atomic &&
           (info.encoding == Encoding::Mubuf || info.encoding == Encoding::Mtbuf ||
            info.encoding == Encoding::Mimg);
  return r;
}

// A scalar register operand (not a constant, literal or VGPR): its codes.
RegisterRange scalarCodes(uint32_t code, uint32_t dwords) {
  if (code > op::kExecHi || dwords == 0) return {};
  return {static_cast<uint16_t>(code),
          static_cast<uint8_t>(std::min<uint32_t>(dwords, op::kExecHi + 1 - code))};
}

RegisterRange vgprs(uint32_t first, uint32_t dwords) {
  return {static_cast<uint16_t>(first),
          static_cast<uint8_t>(std::min<uint32_t>(dwords, 256 - first))};
}

void readSource(Effects& e, uint32_t code) {
  e.readsVccz |= code == op::kVccz;
  e.readsExecz |= code == op::kExecz;
  if (code == op::kLdsDirect) e.m0 = Effects::M0Use::Lds;
}

void decodeScalar(Effects& e, const Role& r, Encoding form, uint64_t w) {
  const auto ops = operands(*e.info);
  e.unit = form == Encoding::Smrd ? Effects::Unit::ScalarMemory : Effects::Unit::Scalar;
  if (form == Encoding::Smrd) {
    size_t next = 0;
    for (const Operand& o : ops) {
      if (o.field == OperandField::Sbase)
        e.memoryScalarReads[next++] =
            scalarCodes(static_cast<uint32_t>(smrd::sbase.extract(w)) * 2, o.dwords);
      if (o.field == OperandField::Soffset && !smrd::imm.extract(w))
        e.memoryScalarReads[next++] =
            scalarCodes(static_cast<uint32_t>(smrd::offset.extract(w)), 1);
    }
    return;
  }
  if (r.nop) e.waitStates = static_cast<uint8_t>((sopp::simm16.extract(w) & 7) + 1);
  if (r.getreg) e.hwregRead = static_cast<int8_t>(sopp::simm16.extract(w) & 63);
  if (r.setreg) {
    auto simm16 = static_cast<uint32_t>(sopp::simm16.extract(w));
    e.hwregWrite = static_cast<int8_t>(simm16 & 63);
    e.hwregOffset = static_cast<uint8_t>((simm16 >> 6) & 31);
    e.hwregSize = static_cast<uint8_t>(((simm16 >> 11) & 31) + 1);
  }
  e.setsVskip = r.setvskip;
  const bool writes =
      form == Encoding::Sop1 || form == Encoding::Sop2 || (form == Encoding::Sopk && r.sopkWrites);
  if (writes && !ops.empty() && ops[0].field == OperandField::Sdst) {
    BitField f = form == Encoding::Sop2   ? sop2::sdst
                 : form == Encoding::Sopk ? sopk::sdst
                                          : sop1::sdst;
    e.scalarWrites[0] = scalarCodes(static_cast<uint32_t>(f.extract(w)), ops[0].dwords);
  }
}

void decodeVector(Effects& e, const Role& r, Encoding form, uint64_t w) {
  const auto ops = operands(*e.info);
  e.unit = Effects::Unit::Vector;
  e.divFmas = r.divFmas;
  size_t writes = 0;
  auto writeScalar = [&](RegisterRange range) {
    if (range.count && writes < e.scalarWrites.size()) e.scalarWrites[writes++] = range;
  };
  if (r.writesExec) writeScalar({op::kExecLo, 2});
  if (form != Encoding::Vop3) {
    bool afterSource = false;
    for (const Operand& o : ops) {
      switch (o.field) {
        case OperandField::Vdst:
          e.vgprWrite = vgprs(static_cast<uint32_t>(vop2::vdst.extract(w)), o.dwords);
          break;
        case OperandField::Sdst:
          writeScalar(scalarCodes(static_cast<uint32_t>(vop2::vdst.extract(w)), o.dwords));
          break;
        case OperandField::Vcc:
          if (!afterSource) writeScalar({op::kVccLo, 2});
          break;
        case OperandField::Src0: {
          auto code = static_cast<uint32_t>(vop2::src0.extract(w));
          readSource(e, code);
          if (r.readsLane && code >= op::kVgpr0)
            e.readlaneSource = static_cast<int16_t>(code - op::kVgpr0);
          afterSource = true;
          break;
        }
        case OperandField::Ssrc1:
          if (r.laneSelect) e.laneSelect = static_cast<int16_t>(vop2::vsrc1.extract(w));
          break;
        default:
          break;
      }
    }
    return;
  }
  const bool vop3b = traits(*e.info).vop3b;
  const BitField sources[] = {vop3::src0, vop3::src1, vop3::src2};
  size_t next = 0;
  bool afterSource = false;
  for (const Operand& o : ops) {
    switch (o.field) {
      case OperandField::Vdst:
        e.vgprWrite = vgprs(static_cast<uint32_t>(vop3::vdst.extract(w)), o.dwords);
        break;
      case OperandField::Sdst:
        writeScalar(scalarCodes(
            static_cast<uint32_t>(vop3b ? vop3::sdst.extract(w) : vop3::vdst.extract(w)),
            vop3b ? 2 : o.dwords));
        break;
      case OperandField::Vcc:
        if (e.info->encoding == Encoding::Vopc) {
          writeScalar(scalarCodes(static_cast<uint32_t>(vop3::vdst.extract(w)), 2));
        } else if (!afterSource) {
          writeScalar(scalarCodes(static_cast<uint32_t>(vop3::sdst.extract(w)), 2));
        } else {
          readSource(e, static_cast<uint32_t>(vop3::src2.extract(w)));
        }
        break;
      case OperandField::Src0:
      case OperandField::Src1:
      case OperandField::Src2:
      case OperandField::Vsrc1:
        if (next < 3) readSource(e, static_cast<uint32_t>(sources[next++].extract(w)));
        afterSource = true;
        break;
      default:
        break;
    }
  }
}

void decodeMemory(Effects& e, const Role& r, Encoding form, uint64_t w) {
  const auto ops = operands(*e.info);
  switch (form) {
    case Encoding::Ds:
      e.unit = Effects::Unit::Lds;
      if (ds::gds.extract(w) || e.info->has(RowFlag::GdsOnly)) e.m0 = Effects::M0Use::GdsOrMessage;
      for (const Operand& o : ops)
        if (o.field == OperandField::Vdst)
          e.vgprWrite = vgprs(static_cast<uint32_t>(ds::vdst.extract(w)), o.dwords);
      return;
    case Encoding::Vintrp:
      e.unit = Effects::Unit::Interpolation;
      e.m0 = Effects::M0Use::Lds;  // m0 holds the LDS parameter base
      e.vgprWrite = vgprs(static_cast<uint32_t>(vintrp::vdst.extract(w)), 1);
      return;
    case Encoding::Exp:
      e.unit = Effects::Unit::Export;
      return;
    case Encoding::Mubuf:
    case Encoding::Mtbuf: {
      e.unit = Effects::Unit::VectorMemory;
      if (ops.empty()) return;  // buffer_wbinvl1, buffer_wbinvl1_sc
      const bool lds = form == Encoding::Mubuf && mubuf::lds.extract(w);
      const auto soffset = static_cast<uint32_t>(mubuf::soffset.extract(w));
      e.memoryScalarReads[0] = scalarCodes(static_cast<uint32_t>(mubuf::srsrc.extract(w)) * 4, 4);
      e.memoryScalarReads[1] = scalarCodes(soffset, 1);
      if (lds) e.m0 = Effects::M0Use::Lds;
      const uint32_t dwords = ops[0].dwords + (mubuf::tfe.extract(w) ? 1u : 0u);
      const RegisterRange data = vgprs(static_cast<uint32_t>(mubuf::vdata.extract(w)), dwords);
      if ((r.load && !lds) || (r.atomic && mubuf::glc.extract(w))) e.vgprWrite = data;
      // "BUFFER_STORE_* operations that use an SGPR for offset do not require
      // any wait states" (SI ISA manual, table 4.3).
      if ((r.store || r.atomic) && ops[0].dwords > 2 && soffset > op::kExecHi) e.storeData = data;
      return;
    }
    case Encoding::Mimg: {
      e.unit = Effects::Unit::VectorMemory;
      const bool r128 = mimg::r128.extract(w) != 0;
      e.memoryScalarReads[0] =
          scalarCodes(static_cast<uint32_t>(mimg::srsrc.extract(w)) * 4, r128 ? 4 : 8);
      if (ops.size() > 3)
        e.memoryScalarReads[1] = scalarCodes(static_cast<uint32_t>(mimg::ssamp.extract(w)) * 4, 4);
      const auto dmaskBits = static_cast<uint32_t>(std::popcount(mimg::dmask.extract(w)));
      const bool gather = e.info->has(RowFlag::Gather);
      const uint32_t dwords =
          (gather ? 4u : std::max(1u, dmaskBits)) + (mimg::tfe.extract(w) ? 1u : 0u);
      const RegisterRange data = vgprs(static_cast<uint32_t>(mimg::vdata.extract(w)), dwords);
      if (r.load || (r.atomic && mimg::glc.extract(w))) e.vgprWrite = data;
      // More than two dmask bits (more than 64 bits of data) with a 128-bit
      // T#: "ops that use a 256-bit T# do not need a wait state".
      if ((r.store || r.atomic) && dmaskBits > 2 && r128) e.storeData = data;
      return;
    }
    default:
      return;
  }
}

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

std::optional<InstructionEffects> decodeEffects(uint64_t word) {
  auto form = classify(static_cast<uint32_t>(word));
  if (!form) return std::nullopt;
  const uint64_t w = layout(*form).dwords == 2 ? word : word & 0xffffffffu;
  Effects e;
  e.info = rowOfWord(*form, static_cast<uint32_t>(layout(*form).opcode.extract(w)), e.promoted);
  if (!e.info) return std::nullopt;
  const Role r = role(*e.info);
  e.flow = r.flow;
  if (r.m0 != Effects::M0Use::None) e.m0 = r.m0;
  switch (*form) {
    case Encoding::Sop2:
    case Encoding::Sopk:
    case Encoding::Sop1:
    case Encoding::Sopc:
    case Encoding::Sopp:
    case Encoding::Smrd:
      decodeScalar(e, r, *form, w);
      break;
    case Encoding::Vop1:
    case Encoding::Vop2:
    case Encoding::Vopc:
    case Encoding::Vop3:
      decodeVector(e, r, *form, w);
      break;
    default:
      decodeMemory(e, r, *form, w);
      break;
  }
  return e;
}

// ---------------------------------------------------------------------------

uint32_t WaitStateTracker::lifetime(Kind kind) {
  switch (kind) {
    case Kind::ValuScalarWrite:
      return 5;  // the longest of the rules after a VALU write (vccz, VMEM)
    case Kind::Setreg:
    case Kind::VskipSetreg:
    case Kind::Setvskip:
      return 2;
    default:
      return 1;
  }
}

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
}

void WaitStateTracker::issue(const InstructionEffects& e, uint64_t tag) {
  clock_ += e.waitStates;
  expire();
  using Unit = InstructionEffects::Unit;
  if (e.unit == Unit::Vector) {
    for (const RegisterRange& range : e.scalarWrites)
      for (uint32_t r = range.first; r < range.first + uint32_t{range.count}; ++r)
        record(Kind::ValuScalarWrite, static_cast<uint16_t>(r), e, tag);
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
}

void WaitStateTracker::check(const InstructionEffects& next,
                             std::vector<WaitStateHazard>& out) const {
  using Unit = InstructionEffects::Unit;
  using M0Use = InstructionEffects::M0Use;
  const size_t first = out.size();
  auto hazard = [&](WaitRule rule, const Pending& p, uint32_t reg) {
    const uint32_t have = static_cast<uint32_t>(clock_ - p.at);
    const uint32_t need = waitRuleInfo(rule).waitStates;
    if (have >= need) return;
    for (size_t i = first; i < out.size(); ++i) {
      if (out[i].rule != rule) continue;
      if (have < out[i].have) out[i] = {rule, p.tag, p.info, reg, have, need};
      return;
    }
    out.push_back({rule, p.tag, p.info, reg, have, need});
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
        if (next.laneSelect == p.reg) hazard(WaitRule::LaneSelect, p, p.reg);
        if (next.divFmas && vcc) hazard(WaitRule::DivFmas, p, p.reg);
        if (next.unit == Unit::Vector && ((next.readsVccz && vcc) || (next.readsExecz && exec)))
          hazard(WaitRule::VcczExecz, p, p.reg);
        if (next.unit == Unit::VectorMemory && readsMemoryScalar(p.reg))
          hazard(WaitRule::VmemSgpr, p, p.reg);
        if (next.unit == Unit::ScalarMemory && readsMemoryScalar(p.reg))
          hazard(WaitRule::SmrdSgpr, p, p.reg);
        break;
      }
      case Kind::SaluM0Write:
        if (next.m0 == M0Use::GdsOrMessage) hazard(WaitRule::M0GdsMessage, p, op::kM0);
        if (next.m0 == M0Use::Lds) hazard(WaitRule::M0Lds, p, op::kM0);
        if (next.m0 == M0Use::Movrel) hazard(WaitRule::M0Movrel, p, op::kM0);
        break;
      case Kind::Setreg:
        if (next.hwregRead == p.reg) hazard(WaitRule::SetregGetreg, p, p.reg);
        if (next.hwregWrite == p.reg) hazard(WaitRule::SetregSetreg, p, p.reg);
        break;
      case Kind::VskipSetreg:
        if (next.isVector()) hazard(WaitRule::VskipVector, p, kHwregMode);
        break;
      case Kind::Setvskip:
        if (next.hwregRead == static_cast<int8_t>(kHwregMode))
          hazard(WaitRule::SetvskipGetreg, p, kHwregMode);
        break;
      case Kind::StoreData:
        if (next.vgprWrite.contains(p.reg)) hazard(WaitRule::StoreData, p, p.reg);
        break;
      case Kind::InterpolationWrite:
        if (next.readlaneSource == p.reg) hazard(WaitRule::InterpReadlane, p, p.reg);
        break;
    }
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
}

bool WaitStateTracker::sameAs(const WaitStateTracker& other) const {
  if (pending_.size() != other.pending_.size()) return false;
  for (const Pending& p : pending_) {
    auto q = std::find_if(other.pending_.begin(), other.pending_.end(),
                          [&](const Pending& x) { return x.kind == p.kind && x.reg == p.reg; });
    if (q == other.pending_.end() || clock_ - p.at != other.clock_ - q->at || q->tag != p.tag)
      return false;
  }
  return true;
}

// ---------------------------------------------------------------------------

namespace {

std::string describe(const WaitStateHazard& h, const InstructionInfo& consumer,
                     const ProgramItem& producerItem, const DiagnosticEngine& diagnostics,
                     const ProgramItem& consumerItem) {
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
      "{}, {} wait state{} after {}; Southern Islands needs {} and does not check this dependency "
      "(put 's_nop {}' before it, or assemble with --fix-hazards)",
      what, h.have, h.have == 1 ? "" : "s", cause, h.need, h.need - h.have - 1);
}

// The first dwords of an instruction item (and, for a parsed branch, the
// label it names); nullopt for other items and lines that failed.
std::optional<uint64_t> wordOf(const ProgramItem& item, const ParsedInstructionReader& readParsed,
                               std::string* branchTarget = nullptr) {
  if (item.kind != ProgramItem::Kind::Instruction) return std::nullopt;
  if (item.isEncoded()) {
    auto bytes = item.encodedBytes();
    uint64_t word = 0;
    for (size_t i = 0; i < bytes.size() && i < 8; ++i) word |= uint64_t{bytes[i]} << (8 * i);
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
                     const ParsedInstructionReader& readParsed) {
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
  auto walk = [&](auto&& atInstruction) {
    WaitStateTracker state;
    bool reachable = true;
    uint32_t section = items.empty() ? 0 : items[0].section;
    bool changed = false;
    for (size_t i = 0; i < items.size(); ++i) {
      const ProgramItem& item = items[i];
      if (item.section != section) {
        section = item.section;
        state.clear();
      }
      if (item.kind == ProgramItem::Kind::Label) {
        auto in = arriving.find(i);
        if (!reachable) state.clear();
        if (in != arriving.end()) state.merge(in->second);
        reachable = true;
        continue;
      }
      if (item.isGap()) {
        state.clear();  // a line that failed: its effects are unknown, say nothing around it
        continue;
      }
      auto word = wordOf(item, readParsed);
      auto e = word ? decodeEffects(*word) : std::nullopt;
      if (!e) continue;  // data, alignment
      if (!reachable) {
        state.clear();  // reached only by a jump we cannot follow
        reachable = true;
      }
      atInstruction(i, *e, state);
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
    }
    return changed;
  };
  // Each walk checks as it goes; the findings of the walk after which the
  // branch targets' states no longer change are the answer (one walk for a
  // program without branches to labels, usually two with them).
  struct Finding {
    size_t item;
    WaitStateHazard hazard;
    const InstructionInfo* consumer;
  };
  std::vector<Finding> findings;
  std::vector<std::pair<size_t, uint32_t>> insertions;  // before item, wait states
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
  for (int round = 0; round < 64; ++round) {
    findings.clear();
    insertions.clear();
    if (!walk(checkAndFix)) break;
  }
  for (const Finding& f : findings)
    diagnostics.warning(
        items[f.item].location(), std::string(waitRuleInfo(f.hazard.rule).code),
        describe(f.hazard, *f.consumer, items[f.hazard.producer], diagnostics, items[f.item]));
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
