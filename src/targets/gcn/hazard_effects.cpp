// What one GCN instruction does that the wait-state rules look at
// (hazards.hpp: decodeEffects), read from its words through the instruction
// table with the generation's opcodes and layouts. Moved whole out of
// hazards.cpp, which keeps the rules, the tracker and the program walk.
#include <algorithm>
#include <bit>

#include "targets/gcn/hazards.hpp"  // decodeEffects

namespace gpuasm::gcn {
namespace {

namespace op = operand;
using Effects = InstructionEffects;

// The 9-bit src0 codes that say a VOP1/VOP2/VOPC instruction has a second
// dword of SDWA or DPP controls, its real src0 VGPR in bits 39:32 (GFX8).
constexpr uint32_t kSdwaSource = 249, kDppSource = 250;
constexpr BitField kExtensionSource{32, 8};

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
  // Most rows (the ALU's) have none of the flags below and no memory format:
  // the default role, told by one test.
  constexpr RowFlag kRoleFlags = Nop | EndsProgram | Branch | ConditionalBranch | Jump |
                                 M0Message | M0Movrel | Getreg | Setreg | Setvskip |
                                 SopkWritesSdst | LaneSelect | ReadsLane | DivFmas | WritesExec |
                                 Store | Atomic;
  if (!info.has(kRoleFlags) && info.encoding != Encoding::Mubuf &&
      info.encoding != Encoding::Mtbuf && info.encoding != Encoding::Mimg)
    return r;
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

// GFX9's SMEM: soe says an SGPR offset (soffset, bits 63:57) is added to the
// immediate one (Vega ISA manual, "SMEM" microcode format).
constexpr BitField kSmemSoe{14, 1}, kSmemSoffsetGfx9{57, 7};

void decodeScalarMemory(Effects& e, const Role& r, Generation generation, uint64_t w) {
  e.unit = Effects::Unit::ScalarMemory;
  e.memoryStore = r.store || r.atomic;
  const bool smem = gfx8OrLater(generation);
  size_t next = 0;
  auto read = [&](RegisterRange range) {
    if (range.count && next < e.memoryScalarReads.size()) e.memoryScalarReads[next++] = range;
  };
  for (const Operand& o : operands(*e.info)) {
    switch (o.field) {
      case OperandField::Sdst: {
        // sdata: what a load writes, what a store (GFX8's s_store_dword) reads
        const auto code =
            static_cast<uint32_t>(smem ? smem::sdata.extract(w) : smrd::sdst.extract(w));
        if (e.memoryStore) {
          read(scalarCodes(code, o.dwords));
        } else {
          e.scalarWrites[0] = scalarCodes(code, o.dwords);
        }
        break;
      }
      case OperandField::Sbase:
        read(scalarCodes(
            static_cast<uint32_t>(smem ? smem::sbase.extract(w) : smrd::sbase.extract(w)) * 2,
            o.dwords));
        break;
      case OperandField::Soffset:
        if (smem) {
          if (!smem::imm.extract(w)) read(scalarCodes(static_cast<uint32_t>(w >> 32 & 0xff), 1));
          if (generation == Generation::Gfx9 && kSmemSoe.extract(w))
            read(scalarCodes(static_cast<uint32_t>(kSmemSoffsetGfx9.extract(w)), 1));
        } else if (!smrd::imm.extract(w)) {
          read(scalarCodes(static_cast<uint32_t>(smrd::offset.extract(w)), 1));
        }
        break;
      default:
        break;
    }
  }
}

void decodeScalar(Effects& e, const Role& r, Encoding form, uint64_t w) {
  const auto ops = operands(*e.info);
  e.unit = Effects::Unit::Scalar;
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

void decodeVector(Effects& e, const Role& r, Encoding form, Generation generation, uint64_t w) {
  const auto ops = operands(*e.info);
  e.unit = Effects::Unit::Vector;
  e.divFmas = r.divFmas;
  size_t writes = 0;
  auto writeScalar = [&](RegisterRange range) {
    if (range.count && writes < e.scalarWrites.size()) e.scalarWrites[writes++] = range;
  };
  if (r.writesExec) writeScalar({op::kExecLo, 2});
  // VOP3P (GFX9's packed math) keeps VOP3's vdst and sources where they are
  if (form != Encoding::Vop3 && form != Encoding::Vop3p) {
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
          if (gfx8OrLater(generation) && (code == kDppSource || code == kSdwaSource)) {
            // the real source is a VGPR in the second dword
            e.dpp = code == kDppSource;
            code = op::kVgpr0 + static_cast<uint32_t>(kExtensionSource.extract(w));
            if (e.dpp) e.dppReads[0] = vgprs(code - op::kVgpr0, o.dwords);
          }
          readSource(e, code);
          if (r.readsLane && code >= op::kVgpr0)
            e.readlaneSource = static_cast<int16_t>(code - op::kVgpr0);
          afterSource = true;
          break;
        }
        case OperandField::Vsrc1:
          if (e.dpp) e.dppReads[1] = vgprs(static_cast<uint32_t>(vop2::vsrc1.extract(w)), o.dwords);
          afterSource = true;
          break;
        case OperandField::Ssrc1:
          if (r.laneSelect) e.laneSelect = static_cast<int16_t>(vop2::vsrc1.extract(w));
          break;
        default:
          break;
      }
    }
    return;
  }
  if (traits(*e.info).interpolation) {
    // GFX8's VOP3 forms of VINTRP read the LDS parameters at m0 as VINTRP does; src0 is
    // the attribute, src1 the source (or the parameter), src2 the 16-bit ones' second
    e.unit = Effects::Unit::Interpolation;
    e.m0 = Effects::M0Use::Lds;
    e.vgprWrite = vgprs(static_cast<uint32_t>(vop3::vdst.extract(w)), 1);
    for (const Operand& o : ops) {
      if (o.field == OperandField::Src1)
        readSource(e, static_cast<uint32_t>(vop3::src1.extract(w)));
      if (o.field == OperandField::Src2)
        readSource(e, static_cast<uint32_t>(vop3::src2.extract(w)));
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
      case OperandField::Ssrc1: {
        // GFX8 made v_readlane/v_writelane VOP3-only: the lane select in src1
        if (next >= 3) break;
        const auto code = static_cast<uint32_t>(sources[next++].extract(w));
        readSource(e, code);
        if (o.field == OperandField::Ssrc1 && r.laneSelect)
          e.laneSelect = static_cast<int16_t>(code);
        if (o.field == OperandField::Src0 && r.readsLane && code >= op::kVgpr0)
          e.readlaneSource = static_cast<int16_t>(code - op::kVgpr0);
        afterSource = true;
        break;
      }
      default:
        break;
    }
  }
}

// A vector memory instruction reads exec: LLVM 14 counts it among the
// VMEM-SGPR rule's reads from GFX8 on (llc-14 -mcpu=fiji puts 5 wait states
// between v_readfirstlane exec_lo and buffer_load), where it applies that
// rule; SI and CI keep the rule as their table gives it, SGPRs only.
RegisterRange execRead(Generation generation) {
  return gfx8OrLater(generation) ? RegisterRange{op::kExecLo, 2} : RegisterRange{};
}

// The VGPRs a buffer instruction's address takes: offen and idxen one each,
// SI and CI's addr64 two.
uint32_t bufferAddressVgprs(Generation generation, uint64_t w) {
  if (!gfx8OrLater(generation) && mubuf::addr64.extract(w)) return 2;
  return static_cast<uint32_t>(mubuf::offen.extract(w) + mubuf::idxen.extract(w));
}

void decodeFlat(Effects& e, const Role& r, Generation generation, uint64_t w) {
  e.unit = Effects::Unit::VectorMemory;
  e.memoryStore = r.store || r.atomic;
  // The segment and saddr are GFX9's; on GFX7 and GFX8 those bits are unused.
  const bool gfx9 = generation == Generation::Gfx9;
  const auto segment = gfx9 ? static_cast<uint32_t>(flat::seg.extract(w)) : 0u;
  const auto saddr = static_cast<uint32_t>(flat::saddr.extract(w));
  if (segment != 0 && saddr != 0x7f)  // 0x7f: off
    e.memoryScalarReads[0] = scalarCodes(saddr, segment == 2 ? 2 : 1);
  e.memoryScalarReads[2] = execRead(generation);
  if (gfx9 && flat::lds.extract(w)) e.m0 = Effects::M0Use::Lds;
  const bool returns = !r.atomic || flat::glc.extract(w);
  const uint32_t tfe = flat::tfe.extract(w) ? 1u : 0u;
  for (const Operand& o : operands(*e.info)) {
    switch (o.field) {
      case OperandField::Vdst:
        if (returns)
          e.vgprWrite = vgprs(static_cast<uint32_t>(flat::vdst.extract(w)), o.dwords + tfe);
        break;
      case OperandField::Addr:
        // GLOBAL with an SGPR pair: one VGPR, a 32-bit offset
        e.memoryVgprReads[0] = vgprs(static_cast<uint32_t>(flat::addr.extract(w)),
                                     segment == 2 && saddr != 0x7f ? 1u : o.dwords);
        break;
      case OperandField::Data0:
      case OperandField::Vdata: {
        const RegisterRange data = vgprs(static_cast<uint32_t>(flat::data.extract(w)), o.dwords);
        e.memoryVgprReads[1] = data;
        // FLAT_STORE_X3/X4 and FLAT_ATOMIC_(F)CMPSWAP_X2 in the GFX8 and GFX9
        // tables; LLVM 14 applies it from CI on.
        if (o.dwords > 2) e.storeData = data;
        break;
      }
      default:
        break;
    }
  }
}

void decodeMemory(Effects& e, const Role& r, Encoding form, Generation generation, uint64_t w) {
  const auto ops = operands(*e.info);
  switch (form) {
    case Encoding::Ds: {
      e.unit = Effects::Unit::Lds;
      const BitField gds = gfx8OrLater(generation) ? ds::gdsGfx8 : ds::gds;
      if (gds.extract(w) || e.info->has(RowFlag::GdsOnly)) e.m0 = Effects::M0Use::GdsOrMessage;
      for (const Operand& o : ops)
        if (o.field == OperandField::Vdst)
          e.vgprWrite = vgprs(static_cast<uint32_t>(ds::vdst.extract(w)), o.dwords);
      return;
    }
    case Encoding::Vintrp:
      e.unit = Effects::Unit::Interpolation;
      e.m0 = Effects::M0Use::Lds;  // m0 holds the LDS parameter base
      e.vgprWrite = vgprs(static_cast<uint32_t>(vintrp::vdst.extract(w)), 1);
      return;
    case Encoding::Exp:
      e.unit = Effects::Unit::Export;
      return;
    case Encoding::Flat:
    case Encoding::FlatGlobal:  // GFX9's segments: encodings of their own (isa.hpp)
    case Encoding::FlatScratch:
      decodeFlat(e, r, generation, w);
      return;
    case Encoding::Mubuf:
    case Encoding::Mtbuf: {
      e.unit = Effects::Unit::VectorMemory;
      if (ops.empty()) return;  // buffer_wbinvl1, buffer_wbinvl1_sc
      e.memoryStore = r.store || r.atomic;
      const bool lds = form == Encoding::Mubuf && mubuf::lds.extract(w);
      const auto soffset = static_cast<uint32_t>(mubuf::soffset.extract(w));
      e.memoryScalarReads[0] = scalarCodes(static_cast<uint32_t>(mubuf::srsrc.extract(w)) * 4, 4);
      e.memoryScalarReads[1] = scalarCodes(soffset, 1);
      e.memoryScalarReads[2] = execRead(generation);
      if (lds) e.m0 = Effects::M0Use::Lds;
      // buffer_store_lds_dword (ops[0] its resource) names no VGPR
      if (ops[0].field == OperandField::Srsrc) return;
      const uint32_t dwords = ops[0].dwords + (mubuf::tfe.extract(w) ? 1u : 0u);
      const RegisterRange data = vgprs(static_cast<uint32_t>(mubuf::vdata.extract(w)), dwords);
      e.memoryVgprReads[0] =
          vgprs(static_cast<uint32_t>(mubuf::vaddr.extract(w)), bufferAddressVgprs(generation, w));
      if (r.store || r.atomic) e.memoryVgprReads[1] = data;
      if ((r.load && !lds) || (r.atomic && mubuf::glc.extract(w))) e.vgprWrite = data;
      // "BUFFER_STORE_* operations that use an SGPR for offset do not require
      // any wait states" (SI ISA manual, table 4.3).
      if ((r.store || r.atomic) && ops[0].dwords > 2 && soffset > op::kExecHi) e.storeData = data;
      return;
    }
    case Encoding::Mimg: {
      e.unit = Effects::Unit::VectorMemory;
      e.memoryStore = r.store || r.atomic;
      // GFX9 has no 128-bit resources: its bit 15 is a16.
      const bool r128 = generation != Generation::Gfx9 && mimg::r128.extract(w) != 0;
      e.memoryScalarReads[0] =
          scalarCodes(static_cast<uint32_t>(mimg::srsrc.extract(w)) * 4, r128 ? 4 : 8);
      if (ops.size() > 3)
        e.memoryScalarReads[1] = scalarCodes(static_cast<uint32_t>(mimg::ssamp.extract(w)) * 4, 4);
      e.memoryScalarReads[2] = execRead(generation);
      const auto dmaskBits = static_cast<uint32_t>(std::popcount(mimg::dmask.extract(w)));
      const bool gather = e.info->has(RowFlag::Gather);
      const uint32_t dwords =
          (gather ? 4u : std::max(1u, dmaskBits)) + (mimg::tfe.extract(w) ? 1u : 0u);
      const RegisterRange data = vgprs(static_cast<uint32_t>(mimg::vdata.extract(w)), dwords);
      // the address's first VGPR only: its count depends on the instruction and its modifiers
      e.memoryVgprReads[0] = vgprs(static_cast<uint32_t>(mimg::vaddr.extract(w)), 1);
      if (r.store || r.atomic) e.memoryVgprReads[1] = data;
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

}  // namespace

std::optional<InstructionEffects> decodeEffects(uint64_t word, Generation generation) {
  auto form = classify(static_cast<uint32_t>(word), generation);
  if (!form) return std::nullopt;
  const EncodingLayout& formLayout = layout(*form, generation);
  // DPP and SDWA (GFX8 on) put a second dword after a VOP1/VOP2/VOPC word.
  const bool extended =
      gfx8OrLater(generation) &&
      (*form == Encoding::Vop1 || *form == Encoding::Vop2 || *form == Encoding::Vopc) &&
      ((word & 0x1ff) == kDppSource || (word & 0x1ff) == kSdwaSource);
  const uint64_t w = formLayout.dwords == 2 || extended ? word : word & 0xffffffffu;
  Effects e;
  e.info =
      rowOfWord(*form, static_cast<uint32_t>(formLayout.opcode.extract(w)), e.promoted, generation);
  if (!e.info) return std::nullopt;
  const Role r = role(*e.info);
  e.flow = r.flow;
  if (r.m0 != Effects::M0Use::None) e.m0 = r.m0;
  // Rows named rather than flagged: only the rules here need them.
  if (*form == Encoding::Sop1) {
    static const InstructionInfo* const kRfe[] = {
        findInstruction("s_rfe_b64", Generation::Gfx9),
        findInstruction("s_rfe_restore_b64", Generation::Gfx9)};
    e.rfe = std::find(std::begin(kRfe), std::end(kRfe), e.info) != std::end(kRfe);
  }
  switch (*form) {
    case Encoding::Sop2:
    case Encoding::Sopk:
    case Encoding::Sop1:
    case Encoding::Sopc:
    case Encoding::Sopp:
      decodeScalar(e, r, *form, w);
      break;
    case Encoding::Smrd:
      decodeScalarMemory(e, r, generation, w);
      break;
    case Encoding::Vop1:
    case Encoding::Vop2:
    case Encoding::Vopc:
    case Encoding::Vop3:
    case Encoding::Vop3p:
      decodeVector(e, r, *form, generation, w);
      break;
    default:
      decodeMemory(e, r, *form, generation, w);
      break;
  }
  // "LDS add-TID" instructions read m0 (the GFX9 table)
  if (*form == Encoding::Ds) {
    static const InstructionInfo* const kAddTid[] = {
        findInstruction("ds_read_addtid_b32", Generation::Gfx9),
        findInstruction("ds_write_addtid_b32", Generation::Gfx9)};
    if (std::find(std::begin(kAddTid), std::end(kAddTid), e.info) != std::end(kAddTid))
      e.m0 = Effects::M0Use::Lds;
  }
  return e;
}

}  // namespace gpuasm::gcn
