// The gcn disassembler's memory and export formats: DS, MUBUF, MTBUF, MIMG,
// VINTRP and EXP, with their modifiers in the order the dialect takes them.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <bit>

#include "targets/gcn/printer.hpp"

namespace gpuasm::gcn {

namespace op = operand;

size_t decodeDs(Decoder& d, TextOut& out, const InstructionInfo& info, uint64_t w) {
  const EncodingLayout& l = layout(Encoding::Ds, d.generation);
  const BitField gdsBit = gfx8OrLater(d.generation) ? ds::gdsGfx8 : ds::gds;
  // gfx90a's AGPR data and destination (the acc bit)
  // (the GWS instructions' one operand, in the addr field, is data)
  const bool gws = info.has(RowFlag::GdsOnly) && !operands(info).empty() &&
                   operands(info)[0].field == OperandField::Addr;
  const bool agpr =
      d.cdna() == Cdna::Gfx90a && acc::ds.extract(w) &&
      std::any_of(operands(info).begin(), operands(info).end(), [gws](const Operand& o) {
        return (o.field != OperandField::Addr || gws) && o.field != OperandField::Gds;
      });
  uint64_t used = l.fixedMask | l.opcode.mask() | ds::offset0.mask() | ds::offset1.mask() |
                  gdsBit.mask() | (agpr ? acc::ds.mask() : 0);
  // ds_nop takes no modifiers (llvm-mc-14 calls another word of it invalid)
  if (operands(info).empty()) used = l.fixedMask | l.opcode.mask();
  out += info.mnemonic;
  OperandList list{out};
  for (const Operand& o : operands(info)) {
    if (o.field == OperandField::Gds) continue;
    BitField f = o.field == OperandField::Vdst    ? ds::vdst
                 : o.field == OperandField::Addr  ? ds::addr
                 : o.field == OperandField::Data0 ? ds::data0
                                                  : ds::data1;
    used |= f.mask();
    auto reg = static_cast<uint32_t>(f.extract(w));
    uint32_t dwords = o.field == OperandField::Addr ? 1 : o.dwords;
    if (reg + dwords > 256) return d.refuse("the register range runs past v255");
    if (gws && d.cdna() == Cdna::Gfx90a && reg % 2)
      return d.refuse("gfx90a's GWS operand is an even register");
    d.vectorRange(list.next(), reg, dwords, agpr && (o.field != OperandField::Addr || gws));
  }
  if (w & ~used) return d.refuse("bits set outside the instruction's fields");
  auto offset0 = ds::offset0.extract(w), offset1 = ds::offset1.extract(w);
  if (info.has(RowFlag::DsTwoAddress)) {
    if (offset0) {
      out += " offset0:";
      appendDecimal(out, static_cast<int64_t>(offset0));
    }
    if (offset1) {
      out += " offset1:";
      appendDecimal(out, static_cast<int64_t>(offset1));
    }
  } else if (offset0 | offset1 << 8) {
    out += " offset:";
    appendDecimal(out, static_cast<int64_t>(offset0 | offset1 << 8));
  }
  if (gdsBit.extract(w)) {
    if (traits(info).noGds) return d.refuse(fmt::format("'{}' takes no gds", info.mnemonic));
    out += " gds";
  } else if (info.has(RowFlag::GdsOnly)) {
    return d.refuse("a GDS-only instruction without the gds bit");
  }
  return 2;
}

namespace {

void appendFormats(TextOut& out, uint32_t dfmt, uint32_t nfmt, bool both, Generation generation) {
  out += " format:[";
  if (both || dfmt != 1) out += bufferDataFormatName(dfmt);
  if (both || (dfmt != 1 && nfmt != 0)) out += ',';
  if (both || nfmt != 0) out += bufferNumberFormatName(nfmt, generation);
  out += ']';
}

}  // namespace

size_t decodeBuffer(Decoder& d, TextOut& out, const InstructionInfo& info, uint64_t w) {
  const bool typed = info.encoding == Encoding::Mtbuf;
  const EncodingLayout& l = layout(info.encoding, d.generation);
  const auto ops = operands(info);
  if (ops.empty()) {
    if (w & ~(uint64_t{l.fixedMask} | l.opcode.mask()))
      return d.refuse("bits set outside the instruction's fields");
    out += info.mnemonic;
    return 2;
  }
  const InstructionTraits& flags = traits(info);
  // GFX8: no addr64 (its bit is MTBUF's opcode or unused), MUBUF's slc at 17
  const bool gfx8 = gfx8OrLater(d.generation);
  const BitField slcBit = gfx8 && !typed ? mubuf::slcGfx8 : mubuf::slc;
  uint64_t used = l.fixedMask | l.opcode.mask() | mubuf::offset.mask() | mubuf::offen.mask() |
                  mubuf::idxen.mask() | mubuf::glc.mask() | (gfx8 ? 0 : mubuf::addr64.mask()) |
                  (typed ? mtbuf::dfmt.mask() | mtbuf::nfmt.mask() : mubuf::lds.mask()) |
                  mubuf::vdata.mask() | mubuf::srsrc.mask() | slcBit.mask() | mubuf::tfe.mask() |
                  mubuf::soffset.mask();
  // gfx90a's acc bit (AGPR data) is where tfe was: it has no tfe
  const bool agpr = d.cdna() == Cdna::Gfx90a && acc::buffer.extract(w);
  const bool idxen = mubuf::idxen.extract(w), offen = mubuf::offen.extract(w),
             addr64 = !gfx8 && mubuf::addr64.extract(w), lds = !typed && mubuf::lds.extract(w),
             tfe = d.cdna() != Cdna::Gfx90a && mubuf::tfe.extract(w);
  if ((lds && !flags.lds) || (tfe && !flags.tfe) || (lds && tfe))
    return d.refuse("lds or tfe on an instruction that takes none");
  // buffer_store_lds_dword: llvm-mc-14 takes offset:, lds, glc and slc only
  // (its listing ignores the VGPR fields, and the other bits)
  const bool ldsStore = ops[0].field == OperandField::Srsrc;
  if (ldsStore) {
    const uint64_t ldsStoreUsed = uint64_t{l.fixedMask} | l.opcode.mask() | mubuf::offset.mask() |
                                  mubuf::lds.mask() | mubuf::glc.mask() | slcBit.mask() |
                                  mubuf::srsrc.mask() | mubuf::soffset.mask();
    if (!lds || (w & ~ldsStoreUsed))
      return d.refuse("buffer_store_lds_dword without lds, or with other bits");
  }
  uint32_t addressDwords = addr64 || (idxen && offen) ? 2 : idxen || offen ? 1 : 0;
  if (addressDwords) used |= mubuf::vaddr.mask();
  if (w & ~used) return d.refuse("bits set outside the instruction's fields");
  auto vdata = static_cast<uint32_t>(mubuf::vdata.extract(w));
  auto vaddr = static_cast<uint32_t>(mubuf::vaddr.extract(w));
  if (vdata + ops[0].dwords > 256 || vaddr + addressDwords > 256)
    return d.refuse("the register range runs past v255");
  uint32_t rsrc = static_cast<uint32_t>(mubuf::srsrc.extract(w)) * 4;
  if (rsrc > op::ttmpLast(d.generation) ||
      (rsrc > op::kSgprLast && rsrc < op::ttmpFirst(d.generation)))
    return d.refuse("the buffer resource is not a scalar register quad");
  out += info.mnemonic;
  out += ' ';
  if (ops[0].field != OperandField::Srsrc) {
    d.vectorRange(out, vdata, ops[0].dwords, agpr);
    out += ", ";
    if (addressDwords) {
      d.vectorRange(out, vaddr, addressDwords);
    } else {
      out += "off";
    }
    out += ", ";
  }
  d.source(out, rsrc, 4, 2);
  out += ", ";
  Operand soffset{OperandField::Soffset};
  soffset.kinds = kScalarKind | kInlineKind;
  d.operand(out, static_cast<uint32_t>(mubuf::soffset.extract(w)), soffset, 2);
  if (!d.invalid.empty()) return 0;
  const auto dfmt = static_cast<uint32_t>(mtbuf::dfmt.extract(w));
  const auto nfmt = static_cast<uint32_t>(mtbuf::nfmt.extract(w));
  if (typed && !d.rules.formatAmongModifiers && (dfmt != 1 || nfmt != 0))
    appendFormats(out, dfmt, nfmt, false, d.generation);
  if (d.rules.offenBeforeIdxen) {
    if (offen) out += " offen";  // the AMD dump's `offen idxen`
    if (idxen) out += " idxen";
  } else {
    if (idxen) out += " idxen";
    if (offen) out += " offen";
  }
  if (addr64) out += " addr64";
  // the AMD dump names both formats among the modifiers: after the address
  // modifiers (md4_test.isa), last in the APP SDK dumps (`offen offset:8 format:[...]`)
  const bool formatLast = typed && d.rules.formatAmongModifiers && d.rules.dumpPrinting;
  if (typed && d.rules.formatAmongModifiers && !formatLast)
    appendFormats(out, dfmt, nfmt, true, d.generation);
  if (auto offset = mubuf::offset.extract(w)) {
    out += " offset:";
    appendDecimal(out, static_cast<int64_t>(offset));
  }
  if (ldsStore) out += " lds";  // before glc and slc, as llvm-mc-14 has it there
  if (mubuf::glc.extract(w) && info.has(RowFlag::Atomic) && info.has(RowFlag::Cdna) &&
      d.cdna() == Cdna::Gfx908)
    return d.refuse("gfx908's float atomics return nothing (no glc)");
  if (mubuf::glc.extract(w)) out += " glc";
  if (slcBit.extract(w)) out += " slc";
  if (lds && !ldsStore) out += " lds";
  if (tfe) out += " tfe";
  if (formatLast) appendFormats(out, dfmt, nfmt, true, d.generation);
  return 2;
}

// The address size is not in the encoding (the hardware takes as many
// registers as the instruction and the resource need): the smallest size the
// instruction takes is printed, which reassembles to the same bits.
size_t decodeImage(Decoder& d, TextOut& out, const InstructionInfo& info, uint64_t w) {
  const EncodingLayout& l = layout(Encoding::Mimg, d.generation);
  const auto ops = operands(info);
  const bool sampler = ops.size() > 3;
  uint64_t used = l.fixedMask | l.opcode.mask() | mimg::dmask.mask() | mimg::unorm.mask() |
                  mimg::glc.mask() | mimg::da.mask() | mimg::r128.mask() | mimg::tfe.mask() |
                  mimg::lwe.mask() | mimg::slc.mask() | mimg::vaddr.mask() | mimg::vdata.mask() |
                  mimg::srsrc.mask() | (sampler ? mimg::ssamp.mask() : 0);
  const bool d16 = gfx8OrLater(d.generation) && !info.has(RowFlag::Atomic) &&
                   !info.mnemonic.starts_with("image_get_") && !info.mnemonic.ends_with("_pck");
  if (d16) used |= mimg::d16Gfx8.mask();
  if (w & ~used) return d.refuse("bits set outside the instruction's fields");
  auto dmask = static_cast<uint32_t>(mimg::dmask.extract(w));
  // gfx90a's acc bit (AGPR data) is where tfe was: it has no tfe
  const bool agpr = d.cdna() == Cdna::Gfx90a && acc::image.extract(w);
  const bool tfe = d.cdna() != Cdna::Gfx90a && mimg::tfe.extract(w) != 0;
  const bool gather = info.has(RowFlag::Gather);
  if (gather && std::popcount(dmask) != 1)
    return d.refuse("image_gather4 with a dmask not of one bit");
  if (info.has(RowFlag::Atomic)) {
    const bool swap = info.has(RowFlag::CompareSwap);
    if (swap ? (dmask != 3 && dmask != 15) : (dmask != 1 && dmask != 3))
      return d.refuse("an atomic's dmask that llvm-mc-14 does not take");
  }
  const bool packed = d16 && d.packedD16 && mimg::d16Gfx8.extract(w) != 0;
  uint32_t dataDwords =
      mimg::dataDwords(gather ? 4u : static_cast<uint32_t>(std::popcount(dmask)), packed, tfe);
  uint32_t addressDwords = 0;
  for (uint32_t n = 1; n <= 16 && !addressDwords; ++n)
    if (ops[1].addressWidths & (1u << n)) addressDwords = n;
  // the APP SDK dumps print four address registers (`image_sample v[27:30], v[10:13], ...`)
  if (d.rules.dumpPrinting && (ops[1].addressWidths & (1u << 4)) &&
      mimg::vaddr.extract(w) + 4 <= 256)
    addressDwords = 4;
  auto vdata = static_cast<uint32_t>(mimg::vdata.extract(w));
  auto vaddr = static_cast<uint32_t>(mimg::vaddr.extract(w));
  if (vdata + dataDwords > 256 || vaddr + addressDwords > 256)
    return d.refuse("the register range runs past v255");
  // SGPRs or trap registers (ttmp[4:11], ttmp[8:11]), as llvm-mc-14 takes them
  auto rsrc = static_cast<uint32_t>(mimg::srsrc.extract(w)) * 4;
  auto samp = static_cast<uint32_t>(mimg::ssamp.extract(w)) * 4;
  out += info.mnemonic;
  out += ' ';
  d.vectorRange(out, vdata, dataDwords, agpr);
  out += ", ";
  d.vectorRange(out, vaddr, addressDwords);
  out += ", ";
  d.source(out, rsrc, 8, 0);
  if (sampler) {
    out += ", ";
    d.source(out, samp, 4, 0);
  }
  if (!d.invalid.empty()) return 0;
  out += " dmask:";
  appendHex(out, dmask);
  if (mimg::unorm.extract(w)) out += " unorm";
  if (mimg::glc.extract(w)) out += " glc";
  if (mimg::slc.extract(w)) out += " slc";
  // GFX9's bit 15 is a16 (16-bit addresses), not r128 (the Vega ISA manual, MIMG)
  if (mimg::r128.extract(w)) out += d.generation == Generation::Gfx9 ? " a16" : " r128";
  if (tfe) out += " tfe";
  if (mimg::lwe.extract(w)) out += " lwe";
  if (mimg::da.extract(w)) out += " da";
  if (d16 && mimg::d16Gfx8.extract(w)) out += " d16";
  return 2;
}

namespace {

// GFX8's VOP3 forms (interpolation_formats.cpp): only what the assembler writes, so that the
// text gives the word back.
size_t decodeInterpolationVop3(Decoder& d, TextOut& out, const InstructionInfo& info, uint64_t w) {
  const InstructionTraits& t = traits(info);
  const auto attribute = static_cast<uint32_t>(vop3::src0.extract(w));
  const auto abs = static_cast<uint32_t>(vop3::abs.extract(w));
  const auto neg = static_cast<uint32_t>(vop3::neg.extract(w));
  bool parameter = false, source2 = false;
  for (const Operand& o : operands(info)) {
    parameter |= o.field == OperandField::Param;
    source2 |= o.field == OperandField::Src2;
  }
  const auto src1 = static_cast<uint32_t>(vop3::src1.extract(w));
  const auto src2 = static_cast<uint32_t>(vop3::src2.extract(w));
  if (vop3::opSel.extract(w)) return d.refuse("op_sel bits in an interpolation");
  if ((attribute & 0x100) && !t.high)
    return d.refuse("the high bit in an interpolation without it");
  if (vop3::omod.extract(w) && !t.omod) return d.refuse("an output modifier it does not take");
  if ((abs | neg) & (parameter ? 3u : 1u)) return d.refuse("abs or neg on the attribute");
  if (parameter && src1 > 2) return d.refuse("interpolation parameter 3 does not exist");
  if (!parameter && src1 < operand::kVgpr0) return d.refuse("source 1 is not a vector register");
  if (!source2 && (src2 || ((abs | neg) & 4))) return d.refuse("a source 2 it does not have");
  if (source2 && src2 >= operand::kZero && src2 < operand::kVgpr0)
    return d.refuse("source 2 is a constant");
  auto modified = [&](uint32_t index, uint32_t code) {
    if (neg >> index & 1) out += '-';
    if (abs >> index & 1) out += '|';
    d.source(out, code, 1, 0);
    if (abs >> index & 1) out += '|';
  };
  out += info.mnemonic;
  out += ' ';
  d.vectorRange(out, static_cast<uint32_t>(vop3::vdst.extract(w)), 1);
  out += ", ";
  if (parameter) {
    static constexpr std::string_view kParams[] = {"p10", "p20", "p0"};
    out += kParams[src1];
  } else {
    modified(1, src1);
  }
  out += ", attr";
  appendDecimal(out, attribute & 63);
  out += '.';
  out += "xyzw"[attribute >> 6 & 3];
  if (source2) {
    out += ", ";
    modified(2, src2);
  }
  if (attribute & 0x100) out += " high";
  if (vop3::clampGfx8.extract(w)) out += " clamp";
  static constexpr std::string_view kOmod[] = {"", " mul:2", " mul:4", " div:2"};
  out += kOmod[vop3::omod.extract(w)];
  return d.invalid.empty() ? 2 : 0;
}

}  // namespace

size_t decodeInterpolation(Decoder& d, TextOut& out, const InstructionInfo& info, uint64_t w) {
  if (info.encoding == Encoding::Vop3) return decodeInterpolationVop3(d, out, info, w);
  auto source = vintrp::vsrc.extract(w);
  const bool parameter = operands(info)[1].field == OperandField::Param;
  if (parameter && source > 2) return d.refuse("interpolation parameter 3 does not exist");
  out += info.mnemonic;
  out += ' ';
  d.vectorRange(out, static_cast<uint32_t>(vintrp::vdst.extract(w)), 1);
  out += ", ";
  if (parameter) {
    static constexpr std::string_view kParams[] = {"p10", "p20", "p0"};
    out += kParams[source];
  } else {
    d.vectorRange(out, static_cast<uint32_t>(source), 1);
  }
  out += ", attr";
  appendDecimal(out, static_cast<int64_t>(vintrp::attr.extract(w)));
  out += '.';
  out += "xyzw"[vintrp::attrChannel.extract(w)];
  return 1;
}

size_t decodeExport(Decoder& d, TextOut& out, const InstructionInfo& info, uint64_t w) {
  const EncodingLayout& l = layout(Encoding::Exp, d.generation);
  std::string target = exportTargetName(static_cast<uint32_t>(exp::target.extract(w)));
  if (target.empty())
    return d.refuse(fmt::format("export target {} is reserved", exp::target.extract(w)));
  const auto enable = exp::enable.extract(w);
  const bool compressed = exp::compressed.extract(w) != 0;
  uint64_t used = l.fixedMask | exp::target.mask() | exp::enable.mask() | exp::compressed.mask() |
                  exp::done.mask() | exp::validMask.mask();
  const BitField fields[] = {exp::vsrc0, exp::vsrc1, exp::vsrc2, exp::vsrc3};
  out += info.mnemonic;
  out += ' ';
  out += target;
  OperandList list{out};
  for (size_t i = 0; i < 4; ++i) {
    // compressed: two packed registers, each enabling two channels
    BitField field = compressed ? fields[i / 2] : fields[i];
    const auto pair = (enable >> (i / 2 * 2)) & 3;
    if (compressed && (pair == 1 || pair == 2))
      return d.refuse("a compressed export enables half a register");
    if (compressed ? pair == 3 : ((enable >> i) & 1) != 0) {
      d.vectorRange(list.next(), static_cast<uint32_t>(field.extract(w)), 1);
      used |= field.mask();
    } else {
      list.next() += "off";
    }
  }
  if (w & ~used) return d.refuse("bits set outside the instruction's fields");
  if (exp::done.extract(w)) out += " done";
  if (compressed) out += " compr";
  if (exp::validMask.extract(w)) out += " vm";
  return 2;
}

size_t decodeFlat(Decoder& d, TextOut& out, const InstructionInfo& info, uint64_t w) {
  const EncodingLayout& l = layout(info.encoding, d.generation);
  const bool global = info.encoding == Encoding::FlatGlobal,
             scratch = info.encoding == Encoding::FlatScratch;
  const bool gfx9 = d.generation == Generation::Gfx9;
  uint64_t used = l.fixedMask | l.opcode.mask() | flat::glc.mask() | flat::slc.mask();
  if (gfx9) used |= flat::seg.mask() | flat::offset.mask();
  const bool glc = flat::glc.extract(w) != 0;
  if (glc && info.has(RowFlag::Atomic) && info.has(RowFlag::Cdna) && d.cdna() == Cdna::Gfx908)
    return d.refuse("gfx908's float atomics return nothing (no glc)");
  // an atomic without glc returns nothing: its vdst field is not printed
  const bool returning = !info.has(RowFlag::Atomic) || glc;
  const auto saddr = static_cast<uint32_t>(flat::saddr.extract(w));
  const bool withSaddr = (global || scratch) && saddr != flat::kSaddrOff;
  if (global || scratch) {
    used |= flat::saddr.mask();
    // as the assembler takes them: no code 125, and pairs for GLOBAL
    if (withSaddr && (saddr == operand::kM0 + 1 || (global && saddr % 2 != 0) ||
                      (global && saddr == operand::kM0)))
      return d.refuse("the scalar address is not a register llvm-mc-14 takes there");
  }
  // gfx90a's AGPR data and destination (the acc bit, where tfe is)
  const bool agpr = d.cdna() == Cdna::Gfx90a && acc::flat.extract(w);
  if (agpr) used |= acc::flat.mask();
  out += info.mnemonic;
  OperandList list{out};
  for (const Operand& o : operands(info)) {
    if (o.field == OperandField::Vdst && !returning) continue;
    const bool address = o.field == OperandField::Addr;
    BitField f = o.field == OperandField::Vdst ? flat::vdst : address ? flat::addr : flat::data;
    used |= f.mask();
    auto reg = static_cast<uint32_t>(f.extract(w));
    if (address && scratch && withSaddr) {
      // SCRATCH with an SGPR address writes off for the VGPR (field 0)
      if (reg != 0) return d.refuse("a SCRATCH instruction with an SGPR address has a VGPR too");
      list.next() += "off";
      continue;
    }
    const uint32_t dwords = address && global && withSaddr ? 1 : o.dwords;
    if (reg + dwords > 256) return d.refuse("the register range runs past v255");
    d.vectorRange(list.next(), reg, dwords, agpr && !address);
  }
  if (global || scratch) {
    TextOut& text = list.next();
    if (!withSaddr)
      text += "off";
    else
      d.source(text, saddr, global ? 2 : 1, 0);
  }
  if (w & ~used) return d.refuse("bits set outside the instruction's fields");
  if (gfx9) {
    const auto field = static_cast<uint32_t>(flat::offset.extract(w));
    if (global || scratch) {
      const int32_t offset =
          field & 0x1000 ? static_cast<int32_t>(field) - 0x2000 : static_cast<int32_t>(field);
      if (offset != 0) {
        out += " offset:";
        appendDecimal(out, offset);
      }
    } else if (field & 0x1000) {
      return d.refuse("the FLAT offset has 12 bits (bit 12 is set)");
    } else if (field != 0) {
      out += " offset:";
      appendDecimal(out, field);
    }
  }
  if (glc) out += " glc";
  if (flat::slc.extract(w)) out += " slc";
  return 2;
}

}  // namespace gpuasm::gcn
