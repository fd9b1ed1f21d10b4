// The gcn disassembler's memory and export formats: DS, MUBUF, MTBUF, MIMG,
// VINTRP and EXP, with their modifiers in the order the dialect takes them.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <bit>

#include "targets/gcn/printer.hpp"

namespace gpuasm::gcn {

namespace op = operand;

std::pair<std::string, size_t> decodeDs(const InstructionInfo& info, uint64_t w) {
  const EncodingLayout& l = layout(Encoding::Ds);
  uint64_t used =
      l.fixedMask | l.opcode.mask() | ds::offset0.mask() | ds::offset1.mask() | ds::gds.mask();
  std::string line(info.mnemonic);
  bool first = true;
  for (const Operand& o : operands(info)) {
    if (o.field == OperandField::Gds) continue;
    BitField f = o.field == OperandField::Vdst    ? ds::vdst
                 : o.field == OperandField::Addr  ? ds::addr
                 : o.field == OperandField::Data0 ? ds::data0
                                                  : ds::data1;
    used |= f.mask();
    auto reg = static_cast<uint32_t>(f.extract(w));
    uint32_t dwords = o.field == OperandField::Addr ? 1 : o.dwords;
    if (reg + dwords > 256) return {"the register range runs past v255", 0};
    line += (first ? " " : ", ") + registerRange('v', reg, dwords);
    first = false;
  }
  if (w & ~used) return {"bits set outside the instruction's fields", 0};
  auto offset0 = ds::offset0.extract(w), offset1 = ds::offset1.extract(w);
  if (isDsTwoAddress(info)) {
    if (offset0) line += fmt::format(" offset0:{}", offset0);
    if (offset1) line += fmt::format(" offset1:{}", offset1);
  } else if (offset0 | offset1 << 8) {
    line += fmt::format(" offset:{}", offset0 | offset1 << 8);
  }
  if (ds::gds.extract(w)) {
    line += " gds";
  } else if (isDsGdsOnly(info)) {
    return {"a GDS-only instruction without the gds bit", 0};
  }
  return {line, 2};
}

std::pair<std::string, size_t> decodeBuffer(Decoder& d, const InstructionInfo& info, uint64_t w) {
  const bool typed = info.encoding == Encoding::Mtbuf;
  const EncodingLayout& l = layout(info.encoding);
  const auto ops = operands(info);
  if (ops.empty()) {
    if (w & ~(uint64_t{l.fixedMask} | l.opcode.mask()))
      return {"bits set outside the instruction's fields", 0};
    return {std::string(info.mnemonic), 2};
  }
  const InstructionTraits& flags = traits(info);
  uint64_t used = l.fixedMask | l.opcode.mask() | mubuf::offset.mask() | mubuf::offen.mask() |
                  mubuf::idxen.mask() | mubuf::glc.mask() | mubuf::addr64.mask() |
                  (typed ? mtbuf::dfmt.mask() | mtbuf::nfmt.mask() : mubuf::lds.mask()) |
                  mubuf::vdata.mask() | mubuf::srsrc.mask() | mubuf::slc.mask() |
                  mubuf::tfe.mask() | mubuf::soffset.mask();
  const bool idxen = mubuf::idxen.extract(w), offen = mubuf::offen.extract(w),
             addr64 = mubuf::addr64.extract(w), lds = !typed && mubuf::lds.extract(w),
             tfe = mubuf::tfe.extract(w);
  if ((lds && !flags.lds) || (tfe && !flags.tfe) || (lds && tfe))
    return {"lds or tfe on an instruction that takes none", 0};
  uint32_t addressDwords = addr64 || (idxen && offen) ? 2 : idxen || offen ? 1 : 0;
  if (addressDwords) used |= mubuf::vaddr.mask();
  if (w & ~used) return {"bits set outside the instruction's fields", 0};
  auto vdata = static_cast<uint32_t>(mubuf::vdata.extract(w));
  auto vaddr = static_cast<uint32_t>(mubuf::vaddr.extract(w));
  if (vdata + ops[0].dwords > 256 || vaddr + addressDwords > 256)
    return {"the register range runs past v255", 0};
  uint32_t rsrc = static_cast<uint32_t>(mubuf::srsrc.extract(w)) * 4;
  if (rsrc > op::kTtmp11 || (rsrc > op::kSgprLast && rsrc < op::kTtmp0))
    return {"the buffer resource is not a scalar register quad", 0};
  Operand soffset{OperandField::Soffset};
  soffset.kinds = kScalarKind | kInlineKind;
  std::string offsetText = d.operand(static_cast<uint32_t>(mubuf::soffset.extract(w)), soffset, 2);
  if (!d.invalid.empty()) return {d.invalid, 0};
  std::string line =
      fmt::format("{} {}, {}, {}, {}", info.mnemonic, registerRange('v', vdata, ops[0].dwords),
                  addressDwords ? registerRange('v', vaddr, addressDwords) : "off",
                  d.source(rsrc, 4, 2), offsetText);
  if (typed && !d.rules.formatAmongModifiers) {
    auto dfmt = static_cast<uint32_t>(mtbuf::dfmt.extract(w));
    auto nfmt = static_cast<uint32_t>(mtbuf::nfmt.extract(w));
    if (dfmt != 1 && nfmt != 0) {
      line +=
          fmt::format(" format:[{},{}]", bufferDataFormatName(dfmt), bufferNumberFormatName(nfmt));
    } else if (dfmt != 1) {
      line += fmt::format(" format:[{}]", bufferDataFormatName(dfmt));
    } else if (nfmt != 0) {
      line += fmt::format(" format:[{}]", bufferNumberFormatName(nfmt));
    }
  }
  if (idxen) line += " idxen";
  if (offen) line += " offen";
  if (addr64) line += " addr64";
  if (typed && d.rules.formatAmongModifiers) {
    // the AMD dump names both formats, after the address modifiers
    line += fmt::format(" format:[{},{}]",
                        bufferDataFormatName(static_cast<uint32_t>(mtbuf::dfmt.extract(w))),
                        bufferNumberFormatName(static_cast<uint32_t>(mtbuf::nfmt.extract(w))));
  }
  if (auto offset = mubuf::offset.extract(w)) line += fmt::format(" offset:{}", offset);
  if (mubuf::glc.extract(w)) line += " glc";
  if (mubuf::slc.extract(w)) line += " slc";
  if (lds) line += " lds";
  if (tfe) line += " tfe";
  return {line, 2};
}

// The address size is not in the encoding (the hardware takes as many
// registers as the instruction and the resource need): the smallest size the
// instruction takes is printed, which reassembles to the same bits.
std::pair<std::string, size_t> decodeImage(const InstructionInfo& info, uint64_t w) {
  const EncodingLayout& l = layout(Encoding::Mimg);
  const auto ops = operands(info);
  const bool sampler = ops.size() > 3;
  uint64_t used = l.fixedMask | l.opcode.mask() | mimg::dmask.mask() | mimg::unorm.mask() |
                  mimg::glc.mask() | mimg::da.mask() | mimg::r128.mask() | mimg::tfe.mask() |
                  mimg::lwe.mask() | mimg::slc.mask() | mimg::vaddr.mask() | mimg::vdata.mask() |
                  mimg::srsrc.mask() | (sampler ? mimg::ssamp.mask() : 0);
  if (w & ~used) return {"bits set outside the instruction's fields", 0};
  auto dmask = static_cast<uint32_t>(mimg::dmask.extract(w));
  const bool tfe = mimg::tfe.extract(w) != 0;
  const bool gather = info.mnemonic.starts_with("image_gather4");
  if (gather && std::popcount(dmask) != 1) return {"image_gather4 with a dmask not of one bit", 0};
  if (info.mnemonic.starts_with("image_atomic")) {
    bool swap = info.mnemonic.find("cmpswap") != std::string_view::npos;
    if (swap ? (dmask != 3 && dmask != 15) : (dmask != 1 && dmask != 3))
      return {"an atomic's dmask that llvm-mc-14 does not take", 0};
  }
  uint32_t dataDwords =
      (gather ? 4u : static_cast<uint32_t>(std::max(1, std::popcount(dmask)))) + (tfe ? 1u : 0u);
  uint32_t addressDwords = 0;
  for (uint32_t n = 1; n <= 16 && !addressDwords; ++n)
    if (ops[1].addressWidths & (1u << n)) addressDwords = n;
  auto vdata = static_cast<uint32_t>(mimg::vdata.extract(w));
  auto vaddr = static_cast<uint32_t>(mimg::vaddr.extract(w));
  if (vdata + dataDwords > 256 || vaddr + addressDwords > 256)
    return {"the register range runs past v255", 0};
  auto rsrc = static_cast<uint32_t>(mimg::srsrc.extract(w)) * 4;
  if (rsrc + 7 > op::kSgprLast) return {"the image resource runs past s103", 0};
  std::string line =
      fmt::format("{} {}, {}, {}", info.mnemonic, registerRange('v', vdata, dataDwords),
                  registerRange('v', vaddr, addressDwords), registerRange('s', rsrc, 8));
  if (sampler) {
    auto samp = static_cast<uint32_t>(mimg::ssamp.extract(w)) * 4;
    if (samp + 3 > op::kSgprLast) return {"the sampler runs past s103", 0};
    line += ", " + registerRange('s', samp, 4);
  }
  line += fmt::format(" dmask:0x{:x}", dmask);
  if (mimg::unorm.extract(w)) line += " unorm";
  if (mimg::glc.extract(w)) line += " glc";
  if (mimg::slc.extract(w)) line += " slc";
  if (mimg::r128.extract(w)) line += " r128";
  if (tfe) line += " tfe";
  if (mimg::lwe.extract(w)) line += " lwe";
  if (mimg::da.extract(w)) line += " da";
  return {line, 2};
}

std::pair<std::string, size_t> decodeInterpolation(const InstructionInfo& info, uint64_t w) {
  std::string line = fmt::format("{} v{}, ", info.mnemonic, vintrp::vdst.extract(w));
  auto source = vintrp::vsrc.extract(w);
  if (operands(info)[1].field == OperandField::Param) {
    static constexpr std::string_view kParams[] = {"p10", "p20", "p0"};
    if (source > 2) return {"interpolation parameter 3 does not exist", 0};
    line += kParams[source];
  } else {
    line += fmt::format("v{}", source);
  }
  line +=
      fmt::format(", attr{}.{}", vintrp::attr.extract(w), "xyzw"[vintrp::attrChannel.extract(w)]);
  return {line, 1};
}

std::pair<std::string, size_t> decodeExport(const InstructionInfo& info, uint64_t w) {
  const EncodingLayout& l = layout(Encoding::Exp);
  std::string target = exportTargetName(static_cast<uint32_t>(exp::target.extract(w)));
  if (target.empty())
    return {fmt::format("export target {} is reserved", exp::target.extract(w)), 0};
  const auto enable = exp::enable.extract(w);
  const bool compressed = exp::compressed.extract(w) != 0;
  uint64_t used = l.fixedMask | exp::target.mask() | exp::enable.mask() | exp::compressed.mask() |
                  exp::done.mask() | exp::validMask.mask();
  const BitField fields[] = {exp::vsrc0, exp::vsrc1, exp::vsrc2, exp::vsrc3};
  std::array<std::string, 4> sources;
  for (size_t i = 0; i < 4; ++i) {
    // compressed: two packed registers, each enabling two channels
    BitField field = compressed ? fields[i / 2] : fields[i];
    bool on = compressed ? ((enable >> (i / 2 * 2)) & 3) == 3 : ((enable >> i) & 1) != 0;
    if (compressed && ((enable >> (i / 2 * 2)) & 3) == 1)
      return {"a compressed export enables half a register", 0};
    if (compressed && ((enable >> (i / 2 * 2)) & 3) == 2)
      return {"a compressed export enables half a register", 0};
    sources[i] = on ? fmt::format("v{}", field.extract(w)) : "off";
    if (on) used |= field.mask();
  }
  if (w & ~used) return {"bits set outside the instruction's fields", 0};
  std::string line = fmt::format("{} {} {}, {}, {}, {}", info.mnemonic, target, sources[0],
                                 sources[1], sources[2], sources[3]);
  if (exp::done.extract(w)) line += " done";
  if (compressed) line += " compr";
  if (exp::validMask.extract(w)) line += " vm";
  return {line, 2};
}

}  // namespace gpuasm::gcn
