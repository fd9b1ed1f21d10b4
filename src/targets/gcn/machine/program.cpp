// The predecoder: each instruction's row, handler and operand fields, taken
// once from the table before the kernel runs.
#include "targets/gcn/machine/program.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "targets/gcn/machine/gfx8_extensions.hpp"
#include "targets/gcn/machine/semantics.hpp"

namespace gpuasm::gcn::machine {
namespace {

namespace op = operand;

void illegal(Execution& x, const Decoded& d) {
  x.raise(d, "illegal",
          fmt::format("dword 0x{:08x} is no {} instruction", static_cast<uint32_t>(d.raw),
                      generationName(d.generation)),
          std::nullopt, static_cast<uint32_t>(d.raw));
}

void truncated(Execution& x, const Decoded& d) {
  x.raise(d, "illegal", "the instruction runs past the end of the program");
}

void unsupported(Execution& x, const Decoded& d) {
  x.raise(d, "unsupported", "the simulator has no semantics for this instruction yet");
}

// GFX9's VOP3 op_sel (bits 14:11) on a row whose handler does not read it
// (the rows GFX9 shares with GFX8): faulting beats a result from the wrong
// halves. The rows with `opsel` in their signature read it (gfx9_alu.cpp).
void unsupportedOpSel(Execution& x, const Decoded& d) {
  x.raise(d, "unsupported", "VOP3 op_sel on this row is not simulated yet", std::nullopt,
          vop3::opSel.extract(d.raw));
}

bool ignoresOpSel(const InstructionInfo& info, Encoding encoding, uint64_t w,
                  Generation generation) {
  // VOP3b has its sdst where VOP3a has abs and op_sel.
  return generation == Generation::Gfx9 && encoding == Encoding::Vop3 && !traits(info).vop3b &&
         info.encoding != Encoding::Vopc && vop3::opSel.extract(w) != 0 &&
         info.signature.find("opsel") == std::string_view::npos && !readsOpSel(semanticsOf(info));
}

void badOperand(Execution& x, const Decoded& d) {
  const uint32_t code = d.badOperand;
  if (code == op::kLdsDirect)
    return x.raise(d, "unsupported", "LDS_DIRECT as a source is not simulated yet", std::nullopt,
                   code);
  if (code == op::kSdwa || code == op::kDpp)
    return x.raise(d, "illegal",
                   fmt::format("the {} form of {} does not exist (a 64-bit operand or a literal)",
                               code == op::kSdwa ? "SDWA" : "DPP",
                               d.info ? d.info->mnemonic : std::string_view("it")),
                   std::nullopt, code);
  if (code == op::kPopsExitingWaveIdGfx9 && d.generation == Generation::Gfx9)
    return x.raise(d, "unsupported",
                   "src_pops_exiting_wave_id as a source is not simulated (no POPS)", std::nullopt,
                   code);
  x.raise(d, "illegal",
          code == op::kLiteral ? fmt::format("a VOP3 instruction names a literal ({} has none)",
                                             generationName(d.generation))
                               : fmt::format("a source names an operand code {} does not have",
                                             generationName(d.generation)),
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

// The memory formats' fields where SI has them (Decoded::raw): GFX8 moved
// DS's gds to bit 16 (the opcode one bit down) and gave MTBUF's opcode bit
// 15, SI's addr64, which GFX8's MUBUF leaves clear.
uint64_t siPlacedMemoryFields(Encoding encoding, uint64_t w) {
  switch (encoding) {
    case Encoding::Ds: {
      const uint64_t gds = ds::gdsGfx8.extract(w);
      return ds::gds.insert(w & ~uint64_t{0x03ff0000}, gds);
    }
    case Encoding::Mubuf:
    case Encoding::Mtbuf:
      return mubuf::addr64.insert(w, 0);
    default:
      return w;
  }
}

void decodeScalarMemory(Decoded& d, uint64_t w, Generation generation) {
  if (!gfx8OrLater(generation)) {
    d.dst = static_cast<uint16_t>(smrd::sdst.extract(w));
    d.src[0] = static_cast<uint16_t>(smrd::sbase.extract(w) * 2);
    const auto offset = static_cast<uint32_t>(smrd::offset.extract(w));
    if (smrd::imm.extract(w)) {
      d.src[1] = op::kLiteral;
      d.literal = offset * 4;  // a dword offset
    } else {
      d.src[1] = static_cast<uint16_t>(offset);
    }
    d.src[2] = op::kZero;
    return;
  }
  d.dst = static_cast<uint16_t>(smem::sdata.extract(w));
  d.src[0] = static_cast<uint16_t>(smem::sbase.extract(w) * 2);
  d.src[2] = op::kZero;
  if (generation == Generation::Gfx9) {
    // GFX9: imm says the offset field is a 21-bit signed byte offset; soe
    // (bit 14) adds the SGPR named in bits 63:57 (with imm) or names the
    // offset SGPR there (without).
    const bool soe = (w >> 14) & 1;
    const auto soffset = static_cast<uint16_t>((w >> 57) & 0x7f);
    if (smem::imm.extract(w)) {
      d.src[1] = op::kLiteral;
      const auto offset = static_cast<uint32_t>(smem::offsetGfx9.extract(w));
      d.literal = static_cast<uint32_t>(static_cast<int32_t>(offset << 11) >> 11);
      if (soe) d.src[2] = soffset;
    } else {
      d.src[1] = soe ? soffset : static_cast<uint16_t>(smem::offset.extract(w) & 0x7f);
    }
    return;
  }
  if (smem::imm.extract(w)) {
    d.src[1] = op::kLiteral;
    d.literal = static_cast<uint32_t>(smem::offset.extract(w));  // a byte offset
  } else {
    d.src[1] = static_cast<uint16_t>(smem::offset.extract(w) & 0x7f);
  }
}

void decodeFields(Decoded& d, const InstructionInfo& info, Encoding encoding, uint64_t w,
                  Generation generation) {
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
    case Encoding::Smrd:
      decodeScalarMemory(d, w, generation);
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
      // GFX8 gave every VOP3 (VOP3b too) a clamp bit at 15, above GFX9's op_sel.
      if (gfx8OrLater(generation)) d.clamp = take(vop3::clampGfx8) != 0;
      if (info.encoding == Encoding::Vopc) {
        d.sdst = d.dst;  // a promoted compare writes the pair named by vdst
      } else if (traits(info).vop3b) {
        d.sdst = take(vop3::sdst);
      } else {
        d.abs = static_cast<uint8_t>(take(vop3::abs));
        if (!gfx8OrLater(generation)) d.clamp = take(vop3::clamp) != 0;
      }
      break;
    }
    case Encoding::Flat:
    case Encoding::FlatGlobal:
    case Encoding::FlatScratch:
      // GFX9's offset (FLAT: 12 bits unsigned; GLOBAL, SCRATCH: 13 signed)
      // and saddr; GFX7 and GFX8 have neither (bits 15:0 but glc, slc unused).
      if (generation == Generation::Gfx9) {
        const auto offset = static_cast<uint32_t>(flat::offset.extract(w));
        d.simm16 = encoding == Encoding::Flat ? static_cast<int32_t>(offset & 0xfff)
                                              : static_cast<int32_t>(offset << 19) >> 19;
        d.src[1] = take(flat::saddr);
      }
      break;
    default:
      // memory formats: their handlers decode d.raw
      if (gfx8OrLater(generation)) d.raw = siPlacedMemoryFields(encoding, w);
      break;
  }
}

bool readsLiteral(const Decoded& d, Encoding encoding, Generation generation) {
  switch (encoding) {
    case Encoding::Smrd:
      // CI's SMRD: offset 255 without imm says a literal dword offset follows.
      return generation == Generation::SeaIslands && !smrd::imm.extract(d.raw) &&
             smrd::offset.extract(d.raw) == op::kLiteral;
    case Encoding::Sop2:
    case Encoding::Sopc:
      return d.src[0] == op::kLiteral || d.src[1] == op::kLiteral;
    case Encoding::Sop1:
    case Encoding::Vop1:
    case Encoding::Vop2:
    case Encoding::Vopc:
      return d.src[0] == op::kLiteral;
    default:
      return false;  // VOP3 takes no literal before GFX10; the disassembler refuses one
  }
}

// Whether a scalar operand code below 256 names something on `generation`
// (SI ISA manual, section 13.1 "SSRC0"; VI, section 12.1; Vega, section
// 12.1): SI reserves 104 and 105 (CI's flat_scratch, GFX8's and GFX9's
// xnack_mask), 209-239 and 248-250 (GFX8's 1/(2pi), SDWA and DPP); GFX9
// names 235-239 its apertures and POPS wave id.
bool operandExists(uint32_t code, Generation generation) {
  if (code == 104 || code == 105) return generation != Generation::SouthernIslands;
  if (code > op::kNegativeLast && code < op::kHalf)
    return generation == Generation::Gfx9 && code >= op::kSharedBaseGfx9 &&
           code < op::kPopsExitingWaveIdGfx9;
  if (code == op::kInvTwoPi) return gfx8OrLater(generation);
  if (code > op::kMinusFour && code < op::kVccz) return false;  // 249/250 only as VOP src0 markers
  return true;
}

// The first source the row reads whose code the generation has no operand
// for, LDS_DIRECT, or a literal in VOP3; 0 if none.
uint16_t badSource(const Decoded& d, const InstructionInfo& info, Encoding encoding,
                   Generation generation) {
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
  if (encoding == Encoding::Sopk || encoding == Encoding::Sopp || encoding == Encoding::Smrd ||
      sources > 3)
    return 0;
  for (size_t k = 0; k < sources; ++k) {
    const uint16_t code = d.src[k];
    if (code >= op::kVgpr0) continue;
    if (!operandExists(code, generation) || code == op::kLdsDirect ||
        (encoding == Encoding::Vop3 && code == op::kLiteral))
      return code;
  }
  return 0;
}

// GFX8's SDWA and DPP (isa.hpp, namespaces sdwa and dpp): a VOP1, VOP2 or
// VOPC word whose src0 is 249 or 250 and a second dword. Returns the
// handler, or nullptr when the row has no such form (a 64-bit operand, a
// literal): then the predecoder says so (badOperand).
Handler decodeExtension(Decoded& d, const InstructionInfo& info, uint32_t marker, uint32_t second,
                        Generation generation) {
  for (const Operand& o : operands(info))
    if (o.dwords > 1 || o.field == OperandField::Imm32) return nullptr;
  const uint64_t w = uint64_t{second} << 32;
  auto take = [&](BitField f) { return static_cast<uint32_t>(f.extract(w)); };
  d.literal = second;
  if (marker == op::kDpp) {
    d.src[0] = static_cast<uint16_t>(op::kVgpr0 + take(dpp::src0));
    d.neg = static_cast<uint8_t>(take(dpp::src0Neg) | take(dpp::src1Neg) << 1);
    d.abs = static_cast<uint8_t>(take(dpp::src0Abs) | take(dpp::src1Abs) << 1);
    return extension::dpp;
  }
  const bool gfx9 = generation == Generation::Gfx9;
  d.src[0] = static_cast<uint16_t>(take(sdwa::src0) +
                                   (gfx9 && take(sdwa::src0ScalarGfx9) ? 0 : op::kVgpr0));
  if (gfx9 && info.encoding != Encoding::Vop1 && take(sdwa::src1ScalarGfx9))
    d.src[1] = static_cast<uint16_t>(d.src[1] - op::kVgpr0);
  d.neg = static_cast<uint8_t>(take(sdwa::src0Neg) | take(sdwa::src1Neg) << 1);
  d.abs = static_cast<uint8_t>(take(sdwa::src0Abs) | take(sdwa::src1Abs) << 1);
  if (info.encoding == Encoding::Vopc) {
    if (gfx9 && take(sdwa::vopcSdGfx9)) d.sdst = static_cast<uint16_t>(take(sdwa::vopcSdstGfx9));
  } else {
    d.clamp = take(sdwa::clamp) != 0;
    if (gfx9) d.omod = static_cast<uint8_t>(take(sdwa::omodGfx9));
  }
  return extension::sdwa;
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
#define GCN_HANDLER_SimulatedGfx8(mnemonic) &semantics::mnemonic##_gfx8,
#define GCN_HANDLER_SimulatedGfx9(mnemonic) &semantics::mnemonic##_gfx9,
#define GCN_HANDLER_Unsimulated(mnemonic) nullptr,
#define GCN_INSTRUCTION(mnemonic, format, opcode, signature, flags, semantics) \
  GCN_HANDLER_##semantics(mnemonic)
#include "targets/gcn/instructions.def"
#undef GCN_INSTRUCTION
#undef GCN_HANDLER_Simulated
#undef GCN_HANDLER_SimulatedGfx8
#undef GCN_HANDLER_SimulatedGfx9
#undef GCN_HANDLER_Unsimulated
};

}  // namespace

Handler semanticsOf(const InstructionInfo& row) {
  return kHandlers[static_cast<size_t>(&row - instructions().data())];
}

// A row of some processors of the generation (gfx906's dot products, gfx908's
// matrix instructions) in the code of a processor without it.
void notOnThisProcessor(Execution& x, const Decoded& d) {
  x.raise(d, "illegal",
          fmt::format("{} exists on {} only, not on the processor this code is for",
                      d.info ? d.info->mnemonic : std::string_view("it"),
                      d.info ? processorsWith(*d.info) : std::string()));
}

Program predecode(std::span<const uint32_t> words, Generation generation,
                  const Processor* processor) {
  Program program;
  program.indexOfDword.assign(words.size(), -1);
  for (size_t at = 0; at < words.size();) {
    Decoded d;
    d.address = static_cast<uint32_t>(at * 4);
    d.raw = words[at];
    d.generation = generation;
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
        if (d.info && processor) d.info = &rowForProcessor(*d.info, processor);
        if (!d.info) {
          d.handler = illegal;
        } else if (processor && !rowOnProcessor(*d.info, processor)) {
          d.handler = notOnThisProcessor;
        } else {
          decodeFields(d, *d.info, *encoding, d.raw, generation);
          const bool vop = *encoding == Encoding::Vop1 || *encoding == Encoding::Vop2 ||
                           *encoding == Encoding::Vopc;
          Handler extended = nullptr;
          if (vop && gfx8OrLater(generation) && (d.src[0] == op::kSdwa || d.src[0] == op::kDpp)) {
            const uint16_t marker = d.src[0];
            if (at + dwords >= words.size()) {
              d.handler = truncated;
            } else {
              extended = decodeExtension(d, *d.info, marker, words[at + dwords], generation);
              ++dwords;
              if (!extended) {
                d.badOperand = marker;
                d.handler = badOperand;
              }
            }
          } else if (readsLiteral(d, *encoding, generation) ||
                     hasField(*d.info, OperandField::Imm32)) {
            if (at + dwords >= words.size()) {
              d.handler = truncated;
            } else {
              d.literal = words[at + dwords];
              if (*encoding == Encoding::Smrd) d.literal *= 4;  // dwords to bytes
              ++dwords;
            }
          }
          if (!d.handler) {
            if ((d.badOperand = badSource(d, *d.info, *encoding, generation)) != 0)
              d.handler = badOperand;
          }
          if (!d.handler && ignoresOpSel(*d.info, *encoding, d.raw, generation))
            d.handler = unsupportedOpSel;
          if (!d.handler) {
            const Handler handler = semanticsOf(*d.info);
            d.handler = !handler ? unsupported : extended ? extended : handler;
          }
        }
      }
    }
    if (d.handler == unsupported || d.handler == unsupportedOpSel ||
        (d.handler == badOperand &&
         (d.badOperand == op::kLdsDirect ||
          (d.badOperand == op::kPopsExitingWaveIdGfx9 && generation == Generation::Gfx9))))
      d.support = Support::Unsupported;
    else if (d.handler == illegal || d.handler == truncated || d.handler == badOperand ||
             d.handler == notOnThisProcessor)
      d.support = Support::Illegal;
    d.next = static_cast<uint32_t>((at + dwords) * 4);
    program.indexOfDword[at] = static_cast<int32_t>(program.code.size());
    program.code.push_back(d);
    at += dwords;
  }
  return program;
}

}  // namespace gpuasm::gcn::machine
