// GCN disassembly in the LLVM dialect, from the instruction table: the
// scalar formats and the vector ALU formats; the others print as data words
// until their operands are decoded too.
#include "targets/gcn/disassembler.hpp"

#include <fmt/format.h>

#include <array>
#include <bit>

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

  // An 8- or 9-bit source operand code, as the assembler reads it back.
  std::string source(uint32_t code, uint32_t dwords, size_t literalIndex) {
    if (code >= op::kVgpr0) return registerRange('v', code - op::kVgpr0, dwords);
    if (code <= op::kSgprLast) {
      if (dwords == 2 && code % 2) invalid = fmt::format("s{} is not an aligned pair", code);
      if (dwords > 2 && code % 4) invalid = fmt::format("s{} is not an aligned range", code);
      return registerRange('s', code, dwords);
    }
    if (code >= op::kTtmp0 && code <= op::kTtmp11)
      return registerRange('t', code - op::kTtmp0, dwords).insert(1, "tmp");
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

// One instruction at d.offset: its text and its size in dwords (0: invalid).
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
  if (!isScalarFormat(info->encoding) && info->encoding != Encoding::Vop1 &&
      info->encoding != Encoding::Vop2 && info->encoding != Encoding::Vopc &&
      info->encoding != Encoding::Vop3) {
    return {fmt::format("{} is not disassembled yet", encodingName(info->encoding)), 0};
  }
  const auto ops = operands(*info);
  const InstructionTraits& flags = traits(*info);
  const size_t literalIndex = l.dwords;
  std::vector<std::string> text;
  std::string mnemonic(info->mnemonic);

  if (isScalarFormat(*encoding)) {
    for (const Operand& o : ops) {
      switch (o.field) {
        case OperandField::Sdst: {
          BitField f = *encoding == Encoding::Sop2   ? sop2::sdst
                       : *encoding == Encoding::Sopk ? sopk::sdst
                       : *encoding == Encoding::Smrd ? smrd::sdst
                                                     : sop1::sdst;
          auto code = static_cast<uint32_t>(f.extract(w));
          if (code > op::kExecHi) d.invalid = "the destination is not a scalar register";
          text.push_back(d.source(code, o.dwords, literalIndex));
          break;
        }
        case OperandField::Ssrc0:
        case OperandField::Ssrc1: {
          BitField f = o.field == OperandField::Ssrc0 ? sop2::ssrc0 : sop2::ssrc1;
          text.push_back(d.source(static_cast<uint32_t>(f.extract(w)), o.dwords, literalIndex));
          break;
        }
        case OperandField::Simm16:
        case OperandField::Label: {
          auto v = static_cast<uint16_t>(sopp::simm16.extract(w));
          text.push_back(o.isUnsigned || o.field == OperandField::Label
                             ? fmt::format("{}", o.field == OperandField::Label
                                                     ? static_cast<int>(static_cast<int16_t>(v))
                                                     : static_cast<int>(v))
                             : fmt::format("{}", static_cast<int16_t>(v)));
          break;
        }
        case OperandField::Hwreg:
        case OperandField::Waitcnt:
        case OperandField::Sendmsg:
          text.push_back(fmt::format("0x{:x}", sopp::simm16.extract(w)));
          break;
        case OperandField::Imm32:
          d.literalUsed = true;
          if (!d.has(literalIndex + 1)) return {"the literal dword is missing", 0};
          text.push_back(fmt::format("0x{:x}", d.dword(literalIndex)));
          break;
        case OperandField::Sbase: {
          auto code = static_cast<uint32_t>(smrd::sbase.extract(w)) * 2;
          if (o.dwords == 4 && code % 4) d.invalid = "the buffer descriptor is not an aligned quad";
          if (code + o.dwords - 1 > op::kSgprLast) d.invalid = "the base is past s103";
          text.push_back(registerRange('s', code, o.dwords));
          break;
        }
        case OperandField::Soffset:
          if (smrd::imm.extract(w)) {
            text.push_back(fmt::format("0x{:x}", smrd::offset.extract(w)));
          } else {
            auto code = static_cast<uint32_t>(smrd::offset.extract(w));
            if (code > op::kExecHi) d.invalid = "the offset register is not a scalar register";
            text.push_back(d.source(code, 1, literalIndex));
          }
          break;
        default:
          return {"operand kind not disassembled yet", 0};
      }
    }
  } else if (*encoding != Encoding::Vop3) {
    mnemonic += info->encoding == Encoding::Vop3 ? "" : "_e32";
    for (const Operand& o : ops) {
      switch (o.field) {
        case OperandField::Vdst:
          text.push_back(
              registerRange('v', static_cast<uint32_t>(vop2::vdst.extract(w)), o.dwords));
          break;
        case OperandField::Sdst:
          text.push_back(
              d.source(static_cast<uint32_t>(vop2::vdst.extract(w)), o.dwords, literalIndex));
          break;
        case OperandField::Vcc:
          text.push_back("vcc");
          break;
        case OperandField::Src0:
          text.push_back(
              d.source(static_cast<uint32_t>(vop2::src0.extract(w)), o.dwords, literalIndex));
          break;
        case OperandField::Vsrc1:
          text.push_back(
              registerRange('v', static_cast<uint32_t>(vop2::vsrc1.extract(w)), o.dwords));
          break;
        case OperandField::Ssrc1:
          text.push_back(
              d.source(static_cast<uint32_t>(vop2::vsrc1.extract(w)), o.dwords, literalIndex));
          break;
        case OperandField::Imm32:
          d.literalUsed = true;
          if (!d.has(literalIndex + 1)) return {"the literal dword is missing", 0};
          text.push_back(fmt::format("0x{:x}", d.dword(literalIndex)));
          break;
        default:
          return {"operand kind not disassembled yet", 0};
      }
    }
  } else {
    if (promoted) mnemonic += "_e64";
    const bool vop3b =
        (info->encoding == Encoding::Vop2 &&
         std::any_of(ops.begin(), ops.end(),
                     [](const Operand& o) { return o.field == OperandField::Vcc; }) &&
         ops.size() > 1 && ops[1].field == OperandField::Vcc) ||
        (info->encoding == Encoding::Vop3 &&
         std::any_of(ops.begin(), ops.end(),
                     [](const Operand& o) { return o.field == OperandField::Sdst; }));
    const BitField sources[] = {vop3::src0, vop3::src1, vop3::src2};
    size_t next = 0;
    bool afterSource = false;
    auto sourceText = [&](size_t k, uint32_t dwords) {
      std::string s = d.source(static_cast<uint32_t>(sources[k].extract(w)), dwords, literalIndex);
      if (!vop3b && (w >> (vop3::abs.shift + k) & 1)) s = "|" + s + "|";
      if (w >> (vop3::neg.shift + k) & 1) s = "-" + s;
      return s;
    };
    for (const Operand& o : ops) {
      switch (o.field) {
        case OperandField::Vdst:
          text.push_back(
              registerRange('v', static_cast<uint32_t>(vop3::vdst.extract(w)), o.dwords));
          break;
        case OperandField::Sdst:
          text.push_back(
              d.source(static_cast<uint32_t>(vop3b ? vop3::sdst.extract(w) : vop3::vdst.extract(w)),
                       vop3b ? 2 : o.dwords, literalIndex));
          break;
        case OperandField::Vcc:
          if (info->encoding == Encoding::Vopc) {
            text.push_back(d.source(static_cast<uint32_t>(vop3::vdst.extract(w)), 2, literalIndex));
          } else if (!afterSource) {
            text.push_back(d.source(static_cast<uint32_t>(vop3::sdst.extract(w)), 2, literalIndex));
          } else {
            text.push_back(sourceText(2, 2));
          }
          break;
        case OperandField::Src0:
        case OperandField::Src1:
        case OperandField::Src2:
        case OperandField::Vsrc1:
          text.push_back(sourceText(next, o.dwords));
          ++next;
          afterSource = true;
          break;
        default:
          return {"operand kind not disassembled yet", 0};
      }
    }
    if (d.literalUsed) return {"VOP3 cannot take a literal on SI", 0};
    if (vop3::clamp.extract(w) && !vop3b) {
      if (!flags.clamp) return {"clamp set on an instruction without it", 0};
      text.back() += " clamp";
    }
    if (auto omod = vop3::omod.extract(w)) {
      if (!flags.omod) return {"output modifier set on an instruction without it", 0};
      static constexpr std::string_view kOmod[] = {"", "mul:2", "mul:4", "div:2"};
      text.back() += fmt::format(" {}", kOmod[omod]);
    }
  }
  if (d.truncated) return {"the literal dword is missing", 0};
  if (!d.invalid.empty()) return {d.invalid, 0};
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
