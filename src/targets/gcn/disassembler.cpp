// GCN disassembly in the LLVM dialect, from the instruction table: the
// scalar formats and the vector ALU formats; the others print as data words
// until their operands are decoded too.
#include "targets/gcn/disassembler.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <bit>
#include <vector>

#include "targets/gcn/isa.hpp"

namespace gpuasm::gcn {
namespace {

namespace op = operand;

constexpr std::array<std::string_view, 8> kInlineFloatNames = {"0.5", "-0.5", "1.0", "-1.0",
                                                               "2.0", "-2.0", "4.0", "-4.0"};

std::string registerRange(char kind, uint32_t first, uint32_t dwords) {
  if (dwords <= 1) return fmt::format("{}{}", kind, first);
  return fmt::format("{}[{}:{}]", kind, first, first + dwords - 1);
}

struct Decoder {
  std::span<const uint8_t> bytes;
  size_t offset = 0;         // of the instruction
  bool literalUsed = false;  // the instruction reads the dword after it
  bool truncated = false;
  std::string invalid;  // why the word is not an instruction we print

  uint32_t dword(size_t index) const {
    size_t at = offset + index * 4;
    return uint32_t{bytes[at]} | uint32_t{bytes[at + 1]} << 8 | uint32_t{bytes[at + 2]} << 16 |
           uint32_t{bytes[at + 3]} << 24;
  }
  bool has(size_t dwords) const { return offset + dwords * 4 <= bytes.size(); }

  std::vector<std::pair<uint32_t, uint32_t>> scalarReads;  // the constant bus
  bool literalRead = false;

  void readScalar(uint32_t code, uint32_t dwords) {
    auto key = std::make_pair(code, dwords);
    if (std::find(scalarReads.begin(), scalarReads.end(), key) == scalarReads.end())
      scalarReads.push_back(key);
  }

  // A source as the assembler takes it back: of a kind the operand allows,
  // and no literal that it would fold into an inline constant (LLVM's
  // dialect has no way to ask for the literal).
  std::string operand(uint32_t code, const Operand& o, size_t literalIndex) {
    std::string text = source(code, o.dwords, literalIndex);
    const bool inlineConstant = (code >= op::kZero && code <= op::kNegativeLast) ||
                                (code >= op::kHalf && code <= op::kMinusFour);
    uint8_t kind = code >= op::kVgpr0     ? kVgprKind
                   : code == op::kLiteral ? kLiteralKind
                   : inlineConstant       ? kInlineKind
                                          : kScalarKind;
    if (!(o.kinds & kind)) invalid = "an operand of a kind the instruction does not take";
    if (kind == kScalarKind) readScalar(code, o.dwords);
    if (kind == kLiteralKind && has(literalIndex + 1)) {
      literalRead = true;
      uint32_t value = dword(literalIndex);
      bool folds = value <= 64;
      if (o.dwords <= 1 && !o.half) {
        for (uint32_t bits : {0x3f000000u, 0xbf000000u, 0x3f800000u, 0xbf800000u, 0x40000000u,
                              0xc0000000u, 0x40800000u, 0xc0800000u})
          folds |= value == bits;
      }
      if (folds) invalid = "a literal the assembler would write as an inline constant";
      if (o.half && value > 0xffff) invalid = "a 16-bit operand's literal has high bits set";
    }
    return text;
  }

  // An 8- or 9-bit source operand code, as the assembler reads it back.
  std::string source(uint32_t code, uint32_t dwords, size_t literalIndex) {
    if (code >= op::kVgpr0) {
      if (code - op::kVgpr0 + dwords > 256) invalid = "the register range runs past v255";
      return registerRange('v', code - op::kVgpr0, dwords);
    }
    if (code <= op::kSgprLast || (code >= op::kTtmp0 && code <= op::kTtmp11)) {
      bool trap = code >= op::kTtmp0;
      uint32_t first = trap ? code - op::kTtmp0 : code;
      if (first + dwords - 1 > (trap ? 11u : op::kSgprLast))
        invalid = "the register range runs past the last scalar register";
      if (dwords == 2 && first % 2) invalid = "a scalar register pair starts at an odd register";
      if (dwords > 2 && first % 4) invalid = "a scalar register range is not four-aligned";
      std::string text = registerRange('s', first, dwords);
      return trap ? "ttmp" + text.substr(1) : text;
    }
    if (code >= op::kZero && code <= op::kPositiveLast) return fmt::format("{}", code - op::kZero);
    if (code >= op::kNegativeFirst && code <= op::kNegativeLast)
      return fmt::format("-{}", code - op::kPositiveLast);
    if (code >= op::kHalf && code <= op::kMinusFour)
      return std::string(kInlineFloatNames[code - op::kHalf]);
    if (code == op::kLiteral) {
      literalUsed = true;
      if (!has(literalIndex + 1)) {
        truncated = true;
        return "0";
      }
      return fmt::format("0x{:x}", dword(literalIndex));
    }
    struct Named {
      uint32_t code;
      std::string_view one, two;
    };
    static constexpr Named kNamed[] = {{op::kVccLo, "vcc_lo", "vcc"},
                                       {op::kVccHi, "vcc_hi", ""},
                                       {op::kTbaLo, "tba_lo", "tba"},
                                       {op::kTbaHi, "tba_hi", ""},
                                       {op::kTmaLo, "tma_lo", "tma"},
                                       {op::kTmaHi, "tma_hi", ""},
                                       {op::kM0, "m0", ""},
                                       {op::kExecLo, "exec_lo", "exec"},
                                       {op::kExecHi, "exec_hi", ""},
                                       {op::kVccz, "vccz", ""},
                                       {op::kExecz, "execz", ""},
                                       {op::kScc, "scc", ""},
                                       {op::kLdsDirect, "lds_direct", ""}};
    for (const Named& n : kNamed) {
      if (n.code != code) continue;
      std::string_view name = dwords == 2 ? n.two : n.one;
      if (dwords > 2 || name.empty()) break;
      return std::string(name);
    }
    invalid = fmt::format("operand code {} is not valid here", code);
    return "0";
  }
};

bool isScalarFormat(Encoding e) {
  return e == Encoding::Sop2 || e == Encoding::Sopk || e == Encoding::Sop1 || e == Encoding::Sopc ||
         e == Encoding::Sopp || e == Encoding::Smrd;
}

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
  if (typed) {
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

// One instruction at d.offset: its text and its size in dwords, or (why, 0)
// when the words are not an instruction that reassembles to them.
std::pair<std::string, size_t> decodeOne(Decoder& d) {
  const uint32_t word = d.dword(0);
  auto encoding = classify(word);
  if (!encoding) return {"no SI format has these bits", 0};
  const EncodingLayout& l = layout(*encoding);
  if (!d.has(l.dwords)) return {"the instruction's second dword is missing", 0};
  uint64_t w = word;
  if (l.dwords == 2) w |= uint64_t{d.dword(1)} << 32;
  auto opcode = static_cast<uint32_t>(l.opcode.extract(w));
  const InstructionInfo* info = nullptr;
  bool promoted = false;
  if (*encoding == Encoding::Vop3) {
    if (opcode < 0x100) {
      info = findByOpcode(Encoding::Vopc, opcode);
    } else if (opcode < 0x140) {
      info = findByOpcode(Encoding::Vop2, opcode - 0x100);
    } else if (opcode >= 0x180) {
      info = findByOpcode(Encoding::Vop1, opcode - 0x180);
    }
    promoted = info != nullptr;
    if (!info) info = findByOpcode(Encoding::Vop3, opcode);
  } else {
    info = findByOpcode(*encoding, opcode);
  }
  if (!info)
    return {fmt::format("{} opcode {} is not an SI instruction", encodingName(*encoding), opcode),
            0};
  if (*encoding == Encoding::Ds) return decodeDs(*info, w);
  if (*encoding == Encoding::Vintrp) return decodeInterpolation(*info, w);
  if (*encoding == Encoding::Mimg) return decodeImage(*info, w);
  if (*encoding == Encoding::Mubuf || *encoding == Encoding::Mtbuf)
    return decodeBuffer(d, *info, w);
  if (*encoding == Encoding::Exp) return decodeExport(*info, w);
  const bool scalar = isScalarFormat(*encoding);
  if (!scalar && info->encoding != Encoding::Vop1 && info->encoding != Encoding::Vop2 &&
      info->encoding != Encoding::Vopc && info->encoding != Encoding::Vop3) {
    return {fmt::format("{} is not disassembled yet", encodingName(info->encoding)), 0};
  }
  const auto ops = operands(*info);
  const InstructionTraits& flags = traits(*info);
  const size_t literalIndex = l.dwords;
  std::vector<std::string> text;
  std::string mnemonic(info->mnemonic);
  // Bits that the printed instruction determines; any other set bit would be
  // lost in reassembly.
  uint64_t used = l.fixedMask | l.opcode.mask();
  auto take = [&](BitField f) {
    used |= f.mask();
    return static_cast<uint32_t>(f.extract(w));
  };
  auto destination = [&](uint32_t code, uint32_t dwords) {
    if (code > op::kExecHi) d.invalid = "the destination is not a scalar register";
    return d.source(code, dwords, literalIndex);
  };

  if (scalar) {
    for (const Operand& o : ops) {
      switch (o.field) {
        case OperandField::Sdst: {
          BitField f = *encoding == Encoding::Sop2   ? sop2::sdst
                       : *encoding == Encoding::Sopk ? sopk::sdst
                       : *encoding == Encoding::Smrd ? smrd::sdst
                                                     : sop1::sdst;
          text.push_back(destination(take(f), o.dwords));
          break;
        }
        case OperandField::Ssrc0:
        case OperandField::Ssrc1:
          text.push_back(d.operand(take(o.field == OperandField::Ssrc0 ? sop2::ssrc0 : sop2::ssrc1),
                                   o, literalIndex));
          break;
        case OperandField::Simm16: {
          auto v = static_cast<uint16_t>(take(sopp::simm16));
          text.push_back(o.isUnsigned ? fmt::format("{}", v)
                                      : fmt::format("{}", static_cast<int16_t>(v)));
          break;
        }
        case OperandField::Label:
          text.push_back(fmt::format("{}", static_cast<int16_t>(take(sopp::simm16))));
          break;
        case OperandField::Hwreg:
        case OperandField::Waitcnt:
        case OperandField::Sendmsg:
          text.push_back(fmt::format("0x{:x}", take(sopp::simm16)));
          break;
        case OperandField::Imm32:
          d.literalUsed = true;
          if (!d.has(literalIndex + 1)) return {"the literal dword is missing", 0};
          text.push_back(fmt::format("0x{:x}", d.dword(literalIndex)));
          break;
        case OperandField::Sbase: {
          uint32_t code = take(smrd::sbase) * 2;
          if (o.dwords == 4 && code % 4) d.invalid = "the buffer descriptor is not an aligned quad";
          if (code + o.dwords - 1 > op::kSgprLast) d.invalid = "the base runs past s103";
          text.push_back(registerRange('s', code, o.dwords));
          break;
        }
        case OperandField::Soffset:
          if (take(smrd::imm)) {
            text.push_back(fmt::format("0x{:x}", take(smrd::offset)));
          } else {
            uint32_t code = take(smrd::offset);
            if (code > op::kExecHi) d.invalid = "the offset register is not a scalar register";
            text.push_back(d.source(code, 1, literalIndex));
          }
          break;
        default:
          return {"operand kind not disassembled yet", 0};
      }
    }
  } else if (*encoding != Encoding::Vop3) {
    mnemonic += "_e32";
    bool afterSource = false;
    for (const Operand& o : ops) {
      switch (o.field) {
        case OperandField::Vdst:
          text.push_back(registerRange('v', take(vop2::vdst), o.dwords));
          if (vop2::vdst.extract(w) + o.dwords > 256) d.invalid = "the range runs past v255";
          break;
        case OperandField::Sdst:
          text.push_back(destination(take(vop2::vdst), o.dwords));
          break;
        case OperandField::Vcc:
          text.push_back("vcc");
          if (afterSource) d.readScalar(op::kVccLo, 2);
          break;
        case OperandField::Src0:
          text.push_back(d.operand(take(vop2::src0), o, literalIndex));
          afterSource = true;
          break;
        case OperandField::Vsrc1: {
          uint32_t reg = take(vop2::vsrc1);
          if (reg + o.dwords > 256) d.invalid = "the range runs past v255";
          text.push_back(registerRange('v', reg, o.dwords));
          break;
        }
        case OperandField::Ssrc1:
          text.push_back(d.operand(take(vop2::vsrc1), o, literalIndex));
          break;
        case OperandField::Imm32:
          d.literalUsed = true;
          d.literalRead = true;
          if (!d.has(literalIndex + 1)) return {"the literal dword is missing", 0};
          text.push_back(fmt::format("0x{:x}", d.dword(literalIndex)));
          break;
        default:
          return {"operand kind not disassembled yet", 0};
      }
    }
  } else {
    const bool laneOrConstant = std::any_of(ops.begin(), ops.end(), [](const Operand& o) {
      return o.field == OperandField::Imm32 || o.field == OperandField::Ssrc1;
    });
    if (promoted && (laneOrConstant || (info->encoding == Encoding::Vop1 && !ops.empty() &&
                                        ops[0].field == OperandField::Sdst)))
      return {fmt::format("'{}' has no VOP3 form", info->mnemonic), 0};
    if (promoted) mnemonic += "_e64";
    const bool vop3b =
        (info->encoding == Encoding::Vop2 && ops.size() > 1 && ops[1].field == OperandField::Vcc) ||
        (info->encoding == Encoding::Vop3 &&
         std::any_of(ops.begin(), ops.end(),
                     [](const Operand& o) { return o.field == OperandField::Sdst; }));
    const BitField sources[] = {vop3::src0, vop3::src1, vop3::src2};
    size_t next = 0;
    bool afterSource = false;
    auto sourceText = [&](size_t k, const Operand& o) {
      uint32_t code = take(sources[k]);
      std::string s = d.operand(code, o, literalIndex);
      // On a constant the modifiers are written as functions: `-4` and `|-4|`
      // would read as the number -4 (SI ISA manual: neg flips the sign bit of
      // whatever the operand is).
      const bool constant = code > op::kExecHi && code < op::kVgpr0 && code != op::kVccz &&
                            code != op::kExecz && code != op::kScc && code != op::kLdsDirect;
      if (constant && o.half && (w >> (vop3::abs.shift + k) & 1 || w >> (vop3::neg.shift + k) & 1))
        d.invalid = "neg or abs on a constant for a 16-bit operand";
      if (!vop3b && (w >> (vop3::abs.shift + k) & 1)) {
        used |= uint64_t{1} << (vop3::abs.shift + k);
        if (!o.abs) d.invalid = "abs on an operand that takes none";
        s = constant ? "abs(" + s + ")" : "|" + s + "|";
      }
      if (w >> (vop3::neg.shift + k) & 1) {
        used |= uint64_t{1} << (vop3::neg.shift + k);
        if (!o.neg) d.invalid = "neg on an operand that takes none";
        s = constant ? "neg(" + s + ")" : "-" + s;
      }
      return s;
    };
    for (const Operand& o : ops) {
      switch (o.field) {
        case OperandField::Vdst: {
          uint32_t reg = take(vop3::vdst);
          if (reg + o.dwords > 256) d.invalid = "the range runs past v255";
          text.push_back(registerRange('v', reg, o.dwords));
          break;
        }
        case OperandField::Sdst:
          text.push_back(
              destination(vop3b ? take(vop3::sdst) : take(vop3::vdst), vop3b ? 2 : o.dwords));
          break;
        case OperandField::Vcc:
          if (info->encoding == Encoding::Vopc) {
            text.push_back(destination(take(vop3::vdst), 2));
          } else if (!afterSource) {
            text.push_back(destination(take(vop3::sdst), 2));
          } else {
            // the carry-in (v_addc_u32) or the select mask (v_cndmask_b32): an SGPR pair
            uint32_t code = take(vop3::src2);
            if (code > op::kExecHi || (w >> (vop3::neg.shift + 2) & 1) ||
                (!vop3b && (w >> (vop3::abs.shift + 2) & 1)))
              d.invalid = "the carry-in is not a plain scalar register pair";
            d.readScalar(code, 2);
            text.push_back(d.source(code, 2, literalIndex));
          }
          break;
        case OperandField::Src0:
        case OperandField::Src1:
        case OperandField::Src2:
        case OperandField::Vsrc1:
          text.push_back(sourceText(next, o));
          ++next;
          afterSource = true;
          break;
        default:
          return {"operand kind not disassembled yet", 0};
      }
    }
    if (d.literalRead || d.literalUsed) return {"VOP3 cannot take a literal on SI", 0};
    if (!vop3b && take(vop3::clamp)) {
      if (!flags.clamp) return {"clamp set on an instruction without it", 0};
      text.back() += " clamp";
    }
    if (auto omod = take(vop3::omod)) {
      if (!flags.omod) return {"output modifier set on an instruction without it", 0};
      static constexpr std::string_view kOmod[] = {"", "mul:2", "mul:4", "div:2"};
      text.back() += fmt::format(" {}", kOmod[omod]);
    }
  }
  if (!scalar) {
    if (flags.readsVcc) d.readScalar(op::kVccLo, 2);
    if (flags.readsM0) d.readScalar(op::kM0, 1);
    if (d.scalarReads.size() + (d.literalRead ? 1 : 0) > 1)
      return {"more than one scalar value on the constant bus", 0};
  }
  if (d.literalRead) d.literalUsed = true;
  if (d.truncated) return {"the literal dword is missing", 0};
  if (!d.invalid.empty()) return {d.invalid, 0};
  const uint64_t all = l.dwords == 2 ? ~uint64_t{0} : 0xffffffffu;
  if (w & all & ~used) return {"bits set outside the instruction's fields", 0};
  std::string line = mnemonic;
  for (size_t i = 0; i < text.size(); ++i) line += (i ? ", " : " ") + text[i];
  return {line, l.dwords + (d.literalUsed ? 1 : 0)};
}

}  // namespace

std::string disassemble(std::span<const uint8_t> bytes, const DisassemblyOptions& options,
                        std::string& error) {
  std::string out;
  const size_t words = bytes.size() / 4;
  size_t at = 0;
  while (at < words) {
    Decoder d;
    d.bytes = bytes.first(words * 4);
    d.offset = at * 4;
    auto [text, dwords] = decodeOne(d);
    if (dwords == 0) {
      // Not an instruction this disassembler prints: its words as data, with why
      // (both dwords of a 64-bit format, so that the second is not taken for an
      // instruction of its own).
      auto encoding = classify(d.dword(0));
      dwords = encoding && d.has(layout(*encoding).dwords) ? layout(*encoding).dwords : 1;
      std::string words = fmt::format("0x{:08x}", d.dword(0));
      for (size_t i = 1; i < dwords; ++i) words += fmt::format(", 0x{:08x}", d.dword(i));
      text = fmt::format(".word {} // {}", words, text);
    }
    if (options.addresses) out += fmt::format("{:04x}: ", at * 4);
    if (options.rawWords) {
      std::string raw;
      for (size_t i = 0; i < dwords; ++i) raw += fmt::format("{:08x} ", d.dword(i));
      out += fmt::format("{:<27}", raw);
    }
    out += text;
    out += '\n';
    at += dwords;
  }
  if (bytes.size() % 4) {
    error = fmt::format("input ends with {} byte{} that do not make a whole dword (offset {})",
                        bytes.size() % 4, bytes.size() % 4 == 1 ? "" : "s", words * 4);
  }
  return out;
}

}  // namespace gpuasm::gcn
