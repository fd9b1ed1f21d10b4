// The predecoder: each instruction's row, handler and operand fields, taken
// once from the table before the kernel runs.
#include "targets/gcn/machine/program.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "targets/gcn/machine/semantics.hpp"

namespace gpuasm::gcn::machine {
namespace {

namespace op = operand;

void illegal(Execution& x, const Decoded& d) {
  x.raise(d, "illegal",
          fmt::format("dword 0x{:08x} is no SI instruction", static_cast<uint32_t>(d.raw)),
          std::nullopt, static_cast<uint32_t>(d.raw));
}

void truncated(Execution& x, const Decoded& d) {
  x.raise(d, "illegal", "the instruction runs past the end of the program");
}

void unsupported(Execution& x, const Decoded& d) {
  x.raise(d, "unsupported", "the simulator has no semantics for this instruction yet");
}

void badOperand(Execution& x, const Decoded& d) {
  const uint32_t code = d.badOperand;
  if (code == op::kLdsDirect)
    return x.raise(d, "unsupported", "LDS_DIRECT as a source is not simulated yet", std::nullopt,
                   code);
  x.raise(d, "illegal",
          code == op::kLiteral ? "a VOP3 instruction names a literal (SI has none)"
                               : "a source names a reserved operand code",
          std::nullopt, code);
}

bool hasField(const InstructionInfo& info, OperandField field) {
  auto ops = operands(info);
  return std::any_of(ops.begin(), ops.end(), [&](const Operand& o) { return o.field == field; });
}

// A Vcc operand after the sources: the carry-in or select mask.
bool readsCarry(const InstructionInfo& info) {
  auto ops = operands(info);
  return info.encoding == Encoding::Vop2 && !ops.empty() && ops.back().field == OperandField::Vcc;
}

void decodeFields(Decoded& d, const InstructionInfo& info, Encoding encoding, uint64_t w) {
  auto take = [&](BitField f) { return static_cast<uint16_t>(f.extract(w)); };
  auto sext16 = [](uint64_t v) { return static_cast<int32_t>(static_cast<int16_t>(v)); };
  switch (encoding) {
    case Encoding::Sop2:
      d.dst = take(sop2::sdst);
      d.src = {take(sop2::ssrc0), take(sop2::ssrc1), 0};
      break;
    case Encoding::Sopk:
      d.dst = take(sopk::sdst);
      d.simm16 = sext16(sopk::simm16.extract(w));
      break;
    case Encoding::Sop1:
      d.dst = take(sop1::sdst);
      d.src = {take(sop1::ssrc0), 0, 0};
      break;
    case Encoding::Sopc:
      d.src = {take(sopc::ssrc0), take(sopc::ssrc1), 0};
      break;
    case Encoding::Sopp:
      d.simm16 = sext16(sopp::simm16.extract(w));
      break;
    case Encoding::Vop2: {
      d.dst = take(vop2::vdst);
      const bool scalarLane = hasField(info, OperandField::Ssrc1);
      d.src = {take(vop2::src0),
               static_cast<uint16_t>(take(vop2::vsrc1) + (scalarLane ? 0 : op::kVgpr0)), 0};
      if (readsCarry(info)) d.src[2] = op::kVccLo;
      break;
    }
    case Encoding::Vop1:
      d.dst = take(vop1::vdst);
      d.src = {take(vop1::src0), 0, 0};
      break;
    case Encoding::Vopc:
      d.src = {take(vopc::src0), static_cast<uint16_t>(take(vopc::vsrc1) + op::kVgpr0), 0};
      break;
    case Encoding::Vop3: {
      d.dst = take(vop3::vdst);
      d.src = {take(vop3::src0), take(vop3::src1), take(vop3::src2)};
      d.neg = static_cast<uint8_t>(take(vop3::neg));
      d.omod = static_cast<uint8_t>(take(vop3::omod));
      if (info.encoding == Encoding::Vopc) {
        d.sdst = d.dst;  // a promoted compare writes the pair named by vdst
      } else if (traits(info).vop3b) {
        d.sdst = take(vop3::sdst);
      } else {
        d.abs = static_cast<uint8_t>(take(vop3::abs));
        d.clamp = take(vop3::clamp) != 0;
      }
      break;
    }
    default:
      break;  // memory formats: their handlers decode d.raw
  }
}

bool readsLiteral(const Decoded& d, Encoding encoding) {
  switch (encoding) {
    case Encoding::Sop2:
    case Encoding::Sopc:
      return d.src[0] == op::kLiteral || d.src[1] == op::kLiteral;
    case Encoding::Sop1:
    case Encoding::Vop1:
    case Encoding::Vop2:
    case Encoding::Vopc:
      return d.src[0] == op::kLiteral;
    default:
      return false;  // VOP3 takes no literal on SI; the disassembler refuses one
  }
}

// The first source the row reads whose code no SI operand has (s104, s105,
// 209-239, 248-250), LDS_DIRECT, or a literal in VOP3; 0 if none.
uint16_t badSource(const Decoded& d, const InstructionInfo& info, Encoding encoding) {
  size_t sources = 0;
  for (const Operand& o : operands(info)) {
    switch (o.field) {
      case OperandField::Ssrc0:
      case OperandField::Ssrc1:
      case OperandField::Src0:
      case OperandField::Src1:
      case OperandField::Src2:
      case OperandField::Vsrc1:
        ++sources;
        break;
      default:
        break;
    }
  }
  if (encoding == Encoding::Sopk || encoding == Encoding::Sopp || sources > 3) return 0;
  for (size_t k = 0; k < sources; ++k) {
    const uint16_t code = d.src[k];
    if (code >= op::kVgpr0) continue;
    const bool reserved = code == 104 || code == 105 ||
                          (code > op::kNegativeLast && code < op::kHalf) ||
                          (code > op::kMinusFour && code < op::kVccz) || code == op::kLdsDirect;
    if (reserved || (encoding == Encoding::Vop3 && code == op::kLiteral)) return code;
  }
  return 0;
}

}  // namespace

void Execution::raise(const Decoded& d, std::string kind, std::string message,
                      std::optional<uint32_t> lane, std::optional<uint64_t> value) {
  if (fault) return;  // the first fault is the one reported
  fault = Fault{std::move(kind),
                std::move(message),
                d.info ? std::string(d.info->mnemonic)
                       : fmt::format("0x{:08x}", static_cast<uint32_t>(d.raw)),
                d.address,
                wave.id,
                lane,
                value};
  stop = true;
}

std::string Fault::describe() const {
  std::string text =
      fmt::format("gcn: {} fault: '{}' at 0x{:04x} (wave {}", kind, instruction, address, wave);
  if (lane) text += fmt::format(", lane {}", *lane);
  if (value) text += fmt::format(", value 0x{:x}", *value);
  return text + "): " + message;
}

namespace {

// The semantics column of the table, indexed like instructions().
constexpr Handler kHandlers[] = {
#define GCN_HANDLER_Simulated(mnemonic) &semantics::mnemonic,
#define GCN_HANDLER_Unsimulated(mnemonic) nullptr,
#define GCN_INSTRUCTION(mnemonic, format, opcode, signature, flags, semantics) \
  GCN_HANDLER_##semantics(mnemonic)
#include "targets/gcn/instructions.def"
#undef GCN_INSTRUCTION
#undef GCN_HANDLER_Simulated
#undef GCN_HANDLER_Unsimulated
};

}  // namespace

Handler semanticsOf(const InstructionInfo& row) {
  return kHandlers[static_cast<size_t>(&row - instructions().data())];
}

Program predecode(std::span<const uint32_t> words, Generation generation) {
  Program program;
  program.indexOfDword.assign(words.size(), -1);
  for (size_t at = 0; at < words.size();) {
    Decoded d;
    d.address = static_cast<uint32_t>(at * 4);
    d.raw = words[at];
    size_t dwords = 1;
    std::optional<Encoding> encoding = classify(words[at], generation);
    if (!encoding) {
      d.handler = illegal;
    } else {
      const EncodingLayout& l = layout(*encoding, generation);
      dwords = l.dwords;
      if (at + dwords > words.size()) {
        d.handler = truncated;
        dwords = words.size() - at;
      } else {
        if (dwords == 2) d.raw |= uint64_t{words[at + 1]} << 32;
        d.perLane = *encoding != Encoding::Sop2 && *encoding != Encoding::Sopk &&
                    *encoding != Encoding::Sop1 && *encoding != Encoding::Sopc &&
                    *encoding != Encoding::Sopp && *encoding != Encoding::Smrd;
        bool promoted = false;
        d.info = rowOfWord(*encoding, static_cast<uint32_t>(l.opcode.extract(words[at])), promoted,
                            generation);
        if (!d.info) {
          d.handler = illegal;
        } else {
          decodeFields(d, *d.info, *encoding, d.raw);
          if (readsLiteral(d, *encoding) || hasField(*d.info, OperandField::Imm32)) {
            if (at + dwords >= words.size()) {
              d.handler = truncated;
            } else {
              d.literal = words[at + dwords];
              ++dwords;
            }
          }
          if (!d.handler) {
            if ((d.badOperand = badSource(d, *d.info, *encoding)) != 0) d.handler = badOperand;
          }
          if (!d.handler) {
            const Handler handler = semanticsOf(*d.info);
            d.handler = handler ? handler : unsupported;
          }
        }
      }
    }
    if (d.handler == unsupported || (d.handler == badOperand && d.badOperand == op::kLdsDirect))
      d.support = Support::Unsupported;
    else if (d.handler == illegal || d.handler == truncated || d.handler == badOperand)
      d.support = Support::Illegal;
    d.next = static_cast<uint32_t>((at + dwords) * 4);
    program.indexOfDword[at] = static_cast<int32_t>(program.code.size());
    program.code.push_back(d);
    at += dwords;
  }
  return program;
}

}  // namespace gpuasm::gcn::machine
