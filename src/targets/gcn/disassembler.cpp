// GCN disassembly from the instruction table, in either dialect: the scalar
// and vector ALU formats here, the others in memory_printer.cpp; the listing
// with labels, addresses and raw dwords (as comments, so that it reassembles).
#include "targets/gcn/disassembler.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <array>
#include <bit>
#include <vector>

#include "targets/gcn/isa.hpp"
#include "targets/gcn/printer.hpp"
#include "targets/gcn/symbolic_operands.hpp"

namespace gpuasm::gcn {
namespace {

namespace op = operand;

bool isScalarFormat(Encoding e) {
  return e == Encoding::Sop2 || e == Encoding::Sopk || e == Encoding::Sop1 || e == Encoding::Sopc ||
         e == Encoding::Sopp || e == Encoding::Smrd;
}

// s_waitcnt's counters (vmcnt in bits 3:0, expcnt 6:4, lgkmcnt from bit 8:
// 4 bits for llvm-mc-14 on SI, 5 as the AMD compiler writes them), those that
// wait for something: `vmcnt(3) lgkmcnt(0)` as llvm-mc-14 prints it on SI and
// GFX8 (all three where none waits), `vmcnt(0) & lgkmcnt(0)` in the AMD dump
// (which prints the value where none waits). llvm prints the counters
// whatever the other bits hold and so loses them (0xffff and 0xf7f print
// alike); here a value with bits outside the counters prints raw, as it
// reassembles.
// GFX9's vmcnt has two more bits at 15:14.
void appendWaitcnt(TextOut& out, uint32_t value, const DialectRules& rules, bool gfx9) {
  const uint32_t lgkmMax = (1u << rules.lgkmcntBits) - 1;
  const uint32_t vmMax = gfx9 ? 63 : 0xf;
  const uint32_t vm = (value & 0xf) | (gfx9 ? (value >> 14 & 3) << 4 : 0u), exp = value >> 4 & 0x7,
                 lgkm = value >> 8 & lgkmMax;
  const bool none = vm == vmMax && exp == 0x7 && lgkm == lgkmMax;
  const bool amd = rules.waitcntCounters;
  if (value & ~(0x7fu | lgkmMax << 8 | (gfx9 ? 0xc000u : 0u)) || (amd && none)) {
    appendHex(out, value);
    return;
  }
  bool first = true;
  auto add = [&](std::string_view name, uint32_t count, uint32_t max) {
    if (count == max && !none) return;
    if (!first) out += amd ? std::string_view(" & ") : std::string_view(" ");
    first = false;
    out += name;
    out += '(';
    appendDecimal(out, count);
    out += ')';
  };
  add("vmcnt", vm, vmMax);
  if (rules.dumpPrinting) {
    // the AMD APP SDK dumps' order: `lgkmcnt(4) & expcnt(0)`
    add("lgkmcnt", lgkm, lgkmMax);
    add("expcnt", exp, 0x7);
    return;
  }
  add("expcnt", exp, 0x7);
  add("lgkmcnt", lgkm, lgkmMax);
}

// s_sendmsg's operand as llvm-mc-14 prints it for SI: the names where the
// message and operation are valid together (`sendmsg(MSG_GS, GS_OP_EMIT, 0)`,
// the stream only for a GS operation other than NOP), the fields as numbers
// otherwise (`sendmsg(2, 0, 0)`), the value in decimal where bits outside the
// fields are set. llvm names bit 7 set as if it were clear (0x81 prints as
// sendmsg(MSG_INTERRUPT)); here that value prints raw, as it reassembles.
// GFX8's and GFX9's messages without an operation (MSG_SAVEWAVE, ...) are
// named on the generations that have them, with no operation or stream.
void appendSendmsg(TextOut& out, uint32_t value, Generation generation) {
  if (value & ~0x37fu) {
    appendDecimal(out, value);
    return;
  }
  const uint32_t id = value & 0xf, operation = value >> 4 & 0x7, stream = value >> 8 & 0x3;
  const bool gs = id == kMsgGs || id == kMsgGsDone;
  const bool plain = id == kMsgInterrupt || (id >= 4 && id <= 10);
  const bool named =
      (plain && operation == 0 && stream == 0 && !symbolName(kMessages, id, generation).empty()) ||
      (id == kMsgGs && operation >= 1 && operation <= 3) ||
      (id == kMsgGsDone && operation <= 3 && (operation != 0 || stream == 0)) ||
      (id == kMsgSystem && operation >= 1 && operation <= 4 && stream == 0);
  out += "sendmsg(";
  if (named) {
    out += symbolName(kMessages, id, generation);
    if (!plain) {
      out += ", ";
      out += gs ? symbolName(kGsOperations, operation) : symbolName(kSysOperations, operation);
      if (gs && operation != 0) {
        out += ", ";
        appendDecimal(out, stream);
      }
    }
  } else {
    appendDecimal(out, id);
    out += ", ";
    appendDecimal(out, operation);
    out += ", ";
    appendDecimal(out, stream);
  }
  out += ')';
}

// hwreg(...) as llvm-mc-14 prints it: the register's name (its number where
// SI names none), then the bit offset and count unless they are 0 and 32.
void appendHwreg(TextOut& out, uint32_t value, Generation generation) {
  const uint32_t id = value & 0x3f, offset = value >> 6 & 0x1f, size = (value >> 11 & 0x1f) + 1;
  out += "hwreg(";
  std::string_view name = symbolName(kHwregs, id, generation);
  if (name.empty()) {
    appendDecimal(out, id);
  } else {
    out += name;
  }
  if (offset != 0 || size != 32) {
    out += ", ";
    appendDecimal(out, offset);
    out += ", ";
    appendDecimal(out, size);
  }
  out += ')';
}

// The generation as the listing's reasons name it (SI's as they always read).
std::string_view familyName(Generation generation) {
  constexpr std::string_view kNames[kGenerations] = {"SI", "CI", "VI", "GFX9"};
  return kNames[static_cast<size_t>(generation)];
}

// Whether a VOP1/VOP2 instruction in its VOP3 form has operands that the
// 32-bit encoding holds too (the assembler's choice without a suffix): no
// modifiers, a VGPR second source, vcc as carry-out and carry-in.
bool fitsThirtyTwoBits(const InstructionInfo& info, uint64_t w, bool vop3b, Generation generation) {
  uint64_t modifiers = vop3::omod.mask() | vop3::neg.mask();
  if (!vop3b) modifiers |= vop3::abs.mask();
  if (gfx8OrLater(generation))
    modifiers |= vop3::clampGfx8.mask();
  else if (!vop3b)
    modifiers |= vop3::clamp.mask();
  if (w & modifiers) return false;
  if (vop3b && vop3::sdst.extract(w) != op::kVccLo) return false;
  bool afterSource = false;
  for (const Operand& o : operands(info)) {
    if (o.field == OperandField::Vsrc1 && vop3::src1.extract(w) < op::kVgpr0) return false;
    if (o.field == OperandField::Vcc && afterSource && vop3::src2.extract(w) != op::kVccLo)
      return false;
    if (o.field == OperandField::Src0 || o.field == OperandField::Vsrc1) afterSource = true;
  }
  return true;
}

// One instruction at d.offset, appended to `out`: its size in dwords, or 0
// (why in d.invalid) when the words are not an instruction that reassembles
// to them.
size_t decodeOne(Decoder& d, TextOut& out) {
  const uint32_t word = d.dword(0);
  auto encoding = classify(word, d.generation);
  if (!encoding)
    return d.refuse(fmt::format("no {} format has these bits", familyName(d.generation)));
  const EncodingLayout& l = layout(*encoding, d.generation);
  if (!d.has(l.dwords)) return d.refuse("the instruction's second dword is missing");
  uint64_t w = word;
  if (l.dwords == 2) w |= uint64_t{d.dword(1)} << 32;
  auto opcode = static_cast<uint32_t>(l.opcode.extract(w));
  bool promoted = false;
  const InstructionInfo* info = rowOfWord(*encoding, opcode, promoted, d.generation);
  if (!info) {
    return d.refuse(fmt::format("{} opcode {} is not {} {} instruction", encodingName(*encoding),
                                opcode, d.generation == Generation::SouthernIslands ? "an" : "a",
                                familyName(d.generation)));
  }
  info = &rowForProcessor(*info, d.processor);
  // gfx908's VOP2 rows and gfx90a's v_accvgpr_mov_b32 have no VOP3 form (llvm-mc-14)
  const auto rowOperands = operands(*info);
  if (promoted && (info->has(RowFlag::Cdna) ||
                   std::any_of(rowOperands.begin(), rowOperands.end(),
                               [](const Operand& o) { return o.kinds & kAgprKind; })))
    return d.refuse(fmt::format("{} has no VOP3 form", info->mnemonic));
  if (d.generation == Generation::Gfx9 && !rowOnProcessor(*info, d.processor))
    return d.refuse(fmt::format("{} is {}'s (-m mcpu=)", info->mnemonic, processorsWith(*info)));
  if (*encoding == Encoding::Ds) return decodeDs(d, out, *info, w);
  if (*encoding == Encoding::Vintrp || traits(*info).interpolation)
    return decodeInterpolation(d, out, *info, w);
  if (*encoding == Encoding::Mimg) return decodeImage(d, out, *info, w);
  if (*encoding == Encoding::Mubuf || *encoding == Encoding::Mtbuf)
    return decodeBuffer(d, out, *info, w);
  if (*encoding == Encoding::Exp) return decodeExport(d, out, *info, w);
  if (*encoding == Encoding::Flat || *encoding == Encoding::FlatGlobal ||
      *encoding == Encoding::FlatScratch)
    return decodeFlat(d, out, *info, w);
  if (*encoding == Encoding::Vop3p) return decodeVop3p(d, out, *info, w);
  if ((*encoding == Encoding::Vop1 || *encoding == Encoding::Vop2 || *encoding == Encoding::Vopc) &&
      gfx8OrLater(d.generation) &&
      (vop2::src0.extract(w) == operand::kSdwa || vop2::src0.extract(w) == operand::kDpp))
    return decodeExtension(d, out, *info, word);
  const bool scalar = isScalarFormat(*encoding);
  const bool smem = *encoding == Encoding::Smrd && gfx8OrLater(d.generation);
  bool bufferBase = false;  // an SMEM row whose base is a buffer descriptor (s_buffer_*)
  d.reversedOperands =
      info->encoding == Encoding::Vop2 && info->mnemonic.find("rev_") != std::string_view::npos;
  const auto ops = operands(*info);
  const InstructionTraits& flags = traits(*info);
  const size_t literalIndex = l.dwords;
  // Bits that the printed instruction determines; any other set bit would be
  // lost in reassembly.
  uint64_t used = l.fixedMask | l.opcode.mask();
  auto take = [&](BitField f) {
    used |= f.mask();
    return static_cast<uint32_t>(f.extract(w));
  };
  auto destination = [&](TextOut& text, uint32_t code, uint32_t dwords) {
    if (code > op::kExecHi) d.invalid = "the destination is not a scalar register";
    d.source(text, code, dwords, literalIndex);
  };
  out += info->mnemonic;
  OperandList list{out};
  // The operand as the dialect prints it: a VGPR of the few operands the AMD
  // dump prints with a width of its own (kAmdDumpWidths) with that width.
  auto shown = [&](const Operand& o, size_t index, uint32_t code) {
    Operand printed = o;
    if (!d.rules.dumpWidths || code < op::kVgpr0) return printed;
    const uint8_t dwords = amdDumpWidth(info->mnemonic, index);
    if (dwords != 0 && code - op::kVgpr0 + dwords <= 256) printed.dwords = dwords;
    return printed;
  };

  if (scalar) {
    for (const Operand& o : ops) {
      switch (o.field) {
        case OperandField::Sdst: {
          BitField f = *encoding == Encoding::Sop2   ? sop2::sdst
                       : *encoding == Encoding::Sopk ? sopk::sdst
                       : *encoding == Encoding::Smrd ? (smem ? smem::sdata : smrd::sdst)
                                                     : sop1::sdst;
          const auto code = static_cast<uint32_t>(f.extract(w));
          if (*encoding == Encoding::Smrd &&
              (code == op::kM0 || code == op::kExecLo || code == op::kExecHi))
            d.invalid = "a scalar memory load into m0 or exec (llvm-mc-14 takes none)";
          destination(list.next(), take(f), o.dwords);
          break;
        }
        case OperandField::Ssrc0:
        case OperandField::Ssrc1:
          d.operand(list.next(), take(o.field == OperandField::Ssrc0 ? sop2::ssrc0 : sop2::ssrc1),
                    o, literalIndex);
          break;
        case OperandField::Simm16: {
          auto v = static_cast<uint16_t>(take(sopp::simm16));
          if (d.rules.dumpPrinting) {
            appendHex(list.next(), v, 4);  // the dump's `s_movk_i32 s7, 0x0001`, `s_nop 0x0000`
            break;
          }
          // llvm-objdump-14 and llvm-mc-14 --disassemble write a SOPK immediate as 16-bit hex
          // (AMDGPUInstPrinter::printU16ImmOperand: `s_movk_i32 s0, 0xff80`), SOPP's in decimal
          if (*encoding == Encoding::Sopk) {
            appendHex(list.next(), v);
            break;
          }
          appendDecimal(list.next(), o.isUnsigned ? int64_t{v} : int64_t{static_cast<int16_t>(v)});
          break;
        }
        case OperandField::Label: {
          const auto simm16 = static_cast<int16_t>(take(sopp::simm16));
          // in dwords from the instruction after the branch (SOPP is one dword)
          const int64_t target = static_cast<int64_t>(d.offset / 4) + 1 + simm16;
          d.branchTarget = target;
          const auto* names = d.labelNames;
          if (names && target >= 0 && target < static_cast<int64_t>(names->size()) &&
              !(*names)[static_cast<size_t>(target)].empty()) {
            list.next() += (*names)[static_cast<size_t>(target)];
          } else if (d.rules.dumpPrinting) {
            appendDecimal(list.next(), simm16);
          } else {
            // as llvm-objdump-14 writes a branch with no label: the 16 bits unsigned
            // (`s_cbranch_execz 65513`), which llvm-mc-14 reads back as the same offset
            appendDecimal(list.next(), static_cast<uint16_t>(simm16));
          }
          break;
        }
        case OperandField::Waitcnt:
          appendWaitcnt(list.next(), take(sopp::simm16), d.rules, d.generation == Generation::Gfx9);
          break;
        case OperandField::Hwreg:
          if (d.rules.symbolicOperands) {
            appendHwreg(list.next(), take(sopp::simm16), d.generation);
          } else {
            appendHex(list.next(), take(sopp::simm16));
          }
          break;
        case OperandField::Sendmsg:
          if (d.rules.symbolicOperands) {
            appendSendmsg(list.next(), take(sopp::simm16), d.generation);
          } else {
            appendHex(list.next(), take(sopp::simm16));
          }
          break;
        case OperandField::Imm32:
          d.literalUsed = true;
          if (!d.has(literalIndex + 1)) return d.refuse("the literal dword is missing");
          d.literal(list.next(), literalIndex);
          break;
        case OperandField::GprIdx: {
          const uint32_t mode = take(*encoding == Encoding::Sopc ? sop2::ssrc1 : sopp::simm16);
          if (mode > 15) d.invalid = "a VGPR index mode wider than its 4 bits";
          TextOut& text = list.next();
          text += "gpr_idx(";
          bool first = true;
          for (size_t bit = 0; bit < kGprIndexModes.size(); ++bit) {
            if (!(mode >> bit & 1)) continue;
            if (!first) text += ',';
            first = false;
            text += kGprIndexModes[bit];
          }
          text += ')';
          break;
        }
        case OperandField::Probe:
          appendDecimal(list.next(), take(smem::sdata));
          break;
        case OperandField::Sbase: {
          // SGPRs, or a pair of trap, vcc, tba, tma or exec registers as
          // trap handlers use them (`s_load_dword s5, ttmp[2:3], s2`)
          uint32_t code = static_cast<uint32_t>(take(smem ? smem::sbase : smrd::sbase)) * 2;
          bufferBase = o.dwords == 4;
          if (o.dwords == 4 && code % 4) d.invalid = "the buffer descriptor is not an aligned quad";
          d.source(list.next(), code, o.dwords, 0);
          break;
        }
        case OperandField::Soffset:
          if (smem && take(smem::imm)) {
            // GFX9's offset is signed (21 bits), GFX8's unsigned (20)
            if (d.generation == Generation::Gfx9) {
              const auto offset =
                  static_cast<int64_t>(uint64_t{take(smem::offsetGfx9)} << 43) >> 43;
              // s_buffer_*'s and s_atc_probe_buffer's is unsigned, as llvm-mc-14 takes it
              if (offset < 0 && bufferBase) d.invalid = "a negative s_buffer_* offset";
              if (offset < 0) {
                list.next() += '-';
                appendHex(out, static_cast<uint32_t>(-offset), 0);
              } else {
                appendHex(list.next(), static_cast<uint32_t>(offset), 0);
              }
            } else {
              appendHex(list.next(), take(smem::offset), 0);
            }
          } else if (smem) {
            uint32_t code = take(smem::offset);
            if (code > op::kExecHi) d.invalid = "the offset register is not a scalar register";
            d.source(list.next(), code, 1, literalIndex);
          } else if (take(smrd::imm)) {
            appendHex(list.next(), take(smrd::offset), d.rules.dumpColumns ? 2 : 0);
          } else if (d.generation == Generation::SeaIslands && take(smrd::offset) == op::kLiteral) {
            // CI's 32-bit dword offset in the literal dword (only above 255)
            d.literalUsed = true;
            if (!d.has(literalIndex + 1)) return d.refuse("the literal dword is missing");
            if (d.dword(literalIndex) <= 255)
              d.invalid = "a literal offset below 256 (the assembler writes it in the word)";
            appendHex(list.next(), d.dword(literalIndex), 0);
          } else {
            uint32_t code = take(smrd::offset);
            if (code > op::kExecHi) d.invalid = "the offset register is not a scalar register";
            d.source(list.next(), code, 1, literalIndex);
          }
          break;
        default:
          return d.refuse("operand kind not disassembled yet");
      }
    }
    // the AMD dump's `s_endpgm 0`: the simm16 of an instruction that uses none
    if (ops.empty() && *encoding == Encoding::Sopp && d.rules.unusedSimm16) {
      auto simm16 = take(sopp::simm16);
      if (simm16 != 0 || (info->has(RowFlag::EndsProgram) && !d.rules.dumpPrinting))
        appendDecimal(list.next(), simm16);
    } else if (ops.empty() && info->has(RowFlag::EndsProgram) && sopp::simm16.extract(w) != 0) {
      // llvm-mc-14's `s_endpgm 1` (scalar_formats.cpp)
      appendDecimal(list.next(), take(sopp::simm16));
    }
    if (smem && take(smem::glc)) out += " glc";
  } else if (*encoding != Encoding::Vop3) {
    // llvm-objdump-14 writes `_e32` with a VOPC's or a vector destination
    // (AMDGPUInstPrinter::printVOPDst) of an instruction that has a VOP3 form too:
    // not `v_readfirstlane_b32 s4, v45`, `v_nop`, `v_clrexcp`, nor the VOP2-only
    // v_madmk/v_madak and GFX9's VOP1-only v_swap_b32
    const bool vectorDestination =
        *encoding == Encoding::Vopc || std::any_of(ops.begin(), ops.end(), [](const Operand& o) {
          return o.field == OperandField::Vdst;
        });
    const std::string_view m = info->mnemonic;
    const bool only32 = m.starts_with("v_madmk_") || m.starts_with("v_madak_") || m == "v_swap_b32";
    if (d.rules.encodingSuffixes && vectorDestination && !only32) out += "_e32";
    bool afterSource = false;
    for (size_t index = 0; index < ops.size(); ++index) {
      const Operand& o = ops[index];
      switch (o.field) {
        case OperandField::Vdst: {
          const uint32_t reg = take(vop2::vdst);
          d.vectorRange(list.next(), reg, shown(o, index, reg + op::kVgpr0).dwords,
                        (o.kinds & kAgprKind) != 0);
          if (reg + o.dwords > 256) d.invalid = "the range runs past v255";
          break;
        }
        case OperandField::Sdst:
          destination(list.next(), take(vop2::vdst), o.dwords);
          break;
        case OperandField::Vcc:
          list.next() += "vcc";
          if (afterSource) d.readScalar(op::kVccLo, 2);
          break;
        case OperandField::Src0: {
          const uint32_t code = take(vop2::src0);
          d.operand(list.next(), code, shown(o, index, code), literalIndex);
          afterSource = true;
          break;
        }
        case OperandField::Vsrc1: {
          uint32_t reg = take(vop2::vsrc1);
          if (reg + o.dwords > 256) d.invalid = "the range runs past v255";
          d.vectorRange(list.next(), reg, shown(o, index, reg + op::kVgpr0).dwords,
                        (o.kinds & kAgprKind) != 0);
          break;
        }
        case OperandField::Ssrc1: {
          // the lane select: an SGPR or an inline constant, never the
          // literal code 255 (the assembler's rule, vector_formats.cpp)
          const uint32_t code = take(vop2::vsrc1);
          if (code == op::kLiteral)
            d.invalid = "the lane select names a literal (255), which it cannot read";
          d.operand(list.next(), code, o, literalIndex);
          break;
        }
        case OperandField::Imm32:
          d.literalUsed = true;
          d.literalRead = true;
          if (!d.has(literalIndex + 1)) return d.refuse("the literal dword is missing");
          // v_madmk_f16's constant is a half: the assembler writes 16 bits
          if (o.half && d.dword(literalIndex) > 0xffff && !d.literalName(literalIndex))
            d.invalid = "a 16-bit constant with high bits set";
          d.literal(list.next(), literalIndex);
          break;
        default:
          return d.refuse("operand kind not disassembled yet");
      }
    }
  } else {
    const bool laneOrConstant = std::any_of(ops.begin(), ops.end(), [](const Operand& o) {
      return o.field == OperandField::Imm32 || o.field == OperandField::Ssrc1;
    });
    if (promoted &&
        (laneOrConstant || info->mnemonic == "v_swap_b32" ||
         (info->encoding == Encoding::Vop1 && !ops.empty() && ops[0].field == OperandField::Sdst)))
      return d.refuse(fmt::format("'{}' has no VOP3 form", info->mnemonic));
    if (promoted && d.rules.encodingSuffixes) out += "_e64";
    const size_t mnemonicEnd = out.size();
    const bool vop3b = flags.vop3b;
    const BitField sources[] = {vop3::src0, vop3::src1, vop3::src2};
    size_t next = 0;
    bool afterSource = false;
    auto sourceText = [&](TextOut& text, size_t k, const Operand& o, size_t index) {
      uint32_t code = take(sources[k]);
      // On a constant the modifiers are written as functions: `-4` and `|-4|`
      // would read as the number -4 (SI ISA manual: neg flips the sign bit of
      // whatever the operand is).
      const bool constant = code > op::kExecHi && code < op::kVgpr0 && code != op::kVccz &&
                            code != op::kExecz && code != op::kScc && code != op::kLdsDirect;
      const bool abs = (w >> (vop3::abs.shift + k) & 1) != 0;
      const bool neg = (w >> (vop3::neg.shift + k) & 1) != 0;
      const bool printAbs = !vop3b && abs;
      const bool absCall = constant || d.rules.dumpPrinting;  // the dump's `abs(v4)`
      if (neg) text += constant ? "neg(" : "-";
      if (printAbs) text += absCall ? "abs(" : "|";
      d.operand(text, code, shown(o, index, code), literalIndex);
      if (printAbs) text += absCall ? ')' : '|';
      if (neg && constant) text += ')';
      // The most telling reason last: it is the one reported.
      if (constant && o.half && (abs || neg) && !gfx8OrLater(d.generation))
        d.invalid = "neg or abs on a constant for a 16-bit operand";
      if (printAbs) {
        used |= uint64_t{1} << (vop3::abs.shift + k);
        if (!o.abs) d.invalid = "abs on an operand that takes none";
      }
      if (neg) {
        used |= uint64_t{1} << (vop3::neg.shift + k);
        if (!o.neg) d.invalid = "neg on an operand that takes none";
      }
    };
    for (size_t index = 0; index < ops.size(); ++index) {
      const Operand& o = ops[index];
      switch (o.field) {
        case OperandField::Vdst: {
          uint32_t reg = take(vop3::vdst);
          if (reg + o.dwords > 256) d.invalid = "the range runs past v255";
          d.vectorRange(list.next(), reg, shown(o, index, reg + op::kVgpr0).dwords,
                        (o.kinds & kAgprKind) != 0);
          break;
        }
        case OperandField::Sdst:
          destination(list.next(), vop3b ? take(vop3::sdst) : take(vop3::vdst),
                      vop3b ? 2 : o.dwords);
          break;
        case OperandField::Vcc:
          if (info->encoding == Encoding::Vopc) {
            destination(list.next(), take(vop3::vdst), 2);
            if (d.rules.vopcSource2) {
              // the AMD dump's unused src2 (not read: no constant-bus value);
              // the APP SDK dumps print it only where it is not 0, and it is
              // printed where the three operands would read as the 32-bit
              // encoding
              const uint32_t code = take(vop3::src2);
              const bool fits = vop3::vdst.extract(w) == op::kVccLo &&
                                fitsThirtyTwoBits(*info, w, false, d.generation);
              if (code == op::kLiteral) {
                d.invalid = "a VOPC's unused src2 names a literal";
                list.next() += '0';
              } else if (code != 0 || fits || !d.rules.dumpPrinting) {
                d.source(list.next(), code, 1, literalIndex);
              }
            }
          } else if (!afterSource) {
            destination(list.next(), take(vop3::sdst), 2);
          } else {
            // the carry-in (v_addc_u32) or the select mask (v_cndmask_b32): an SGPR pair
            uint32_t code = take(vop3::src2);
            if (code > op::kExecHi || (w >> (vop3::neg.shift + 2) & 1) ||
                (!vop3b && (w >> (vop3::abs.shift + 2) & 1)))
              d.invalid = "the carry-in is not a plain scalar register pair";
            d.readScalar(code, 2);
            d.source(list.next(), code, 2, literalIndex);
          }
          break;
        case OperandField::Src0:
        case OperandField::Src1:
        case OperandField::Src2:
        case OperandField::Vsrc1:
        case OperandField::Ssrc1:  // GFX8's v_readlane_b32 and v_writelane_b32 in VOP3
          sourceText(list.next(), next, o, index);
          ++next;
          afterSource = true;
          break;
        default:
          return d.refuse("operand kind not disassembled yet");
      }
    }
    // An unused src2 field: the hardware reads nothing there, so any value is
    // the instruction. The dialect's own value (DialectRules::
    // vop3UnusedSource2 for a VOP3-only row, else 0) goes without saying; the
    // AMD dialect writes another value of a VOP3-only row as a fourth operand,
    // and any other is noted in a comment (reassembly writes the usual value).
    if (!(used & vop3::src2.mask())) {
      const uint32_t code = take(vop3::src2);
      const bool vop3Only = info->encoding == Encoding::Vop3;
      if (code != (vop3Only ? d.rules.vop3UnusedSource2 : 0u)) {
        if (vop3Only && d.rules.unusedSource2Operand && code != op::kLiteral)
          d.source(list.next(), code, 1, literalIndex);
        else
          d.note = fmt::format("the unused src2 field holds {:#x}", code);
      }
    }
    if (d.literalRead || d.literalUsed) return d.refuse("VOP3 cannot take a literal on SI");
    if (destinationApartFromSources(info->mnemonic)) {
      // the assembler's and llvm-mc-14's rule (isa.hpp): no text for the word
      const uint32_t first = static_cast<uint32_t>(vop3::vdst.extract(w)) + op::kVgpr0;
      size_t k = 0;
      for (const Operand& o : ops) {
        if (o.field == OperandField::Vdst) {
          const uint32_t last = first + o.dwords - 1;
          for (const Operand& s : ops) {
            if (s.field != OperandField::Src0 && s.field != OperandField::Src1 &&
                s.field != OperandField::Src2)
              continue;
            const auto code = static_cast<uint32_t>(sources[k++].extract(w));
            if (code >= op::kVgpr0 && code <= last && code + s.dwords - 1 >= first)
              return d.refuse("the destination overlaps a source, which no assembler takes");
          }
        }
      }
    }
    if (flags.opSel && d.generation == Generation::Gfx9) {
      // op_sel:[...]: an element per source, then the destination's (bit 14)
      const uint32_t bits = take(vop3::opSel);
      const size_t count = next;
      if (bits & ~((1u << count) - 1) & 7) return d.refuse("op_sel set for a missing source");
      if (bits) {
        out += " op_sel:[";
        for (size_t k = 0; k <= count; ++k) {
          if (k) out += ',';
          out += ((k < count ? bits >> k : bits >> 3) & 1) ? '1' : '0';
        }
        out += ']';
      }
    }
    if (gfx8OrLater(d.generation) ? take(vop3::clampGfx8) != 0 : !vop3b && take(vop3::clamp)) {
      if (!(gfx8OrLater(d.generation) ? flags.clampGfx8 : flags.clamp))
        return d.refuse("clamp set on an instruction without it");
      out += " clamp";
    }
    if (auto omod = take(vop3::omod)) {
      if (!flags.omod) return d.refuse("output modifier set on an instruction without it");
      static constexpr std::string_view kOmod[] = {"", " mul:2", " mul:4", " div:2"};
      out += kOmod[omod];
    }
    if (promoted && !d.rules.encodingSuffixes && info->encoding != Encoding::Vopc &&
        fitsThirtyTwoBits(*info, w, vop3b, d.generation))
      out.insert(mnemonicEnd, "_e64");  // without it the AMD dialect would read the 32-bit encoding
  }
  if (!scalar) {
    if (flags.readsVcc) d.readScalar(op::kVccLo, 2);
    if (flags.readsM0) d.readScalar(op::kM0, 1);
    if (d.scalarReadCount + (d.literalRead ? 1 : 0) > 1)
      return d.refuse("more than one scalar value on the constant bus");
  }
  if (d.literalRead) d.literalUsed = true;
  if (d.truncated) return d.refuse("the literal dword is missing");
  if (!d.invalid.empty()) return 0;
  const uint64_t all = l.dwords == 2 ? ~uint64_t{0} : 0xffffffffu;
  if (w & all & ~used) return d.refuse("bits set outside the instruction's fields");
  return l.dwords + (d.literalUsed ? 1 : 0);
}

void appendUpperHex(TextOut& out, uint64_t value, int width) {
  char digits[16];
  int count = 0;
  do {
    digits[15 - count++] = "0123456789ABCDEF"[value & 15];
    value >>= 4;
  } while (value != 0 && count < 16);
  out.append(static_cast<size_t>(std::max(0, width - count)), '0');
  out += std::string_view(digits + 16 - count, static_cast<size_t>(count));
}

// The instruction at d.offset appended to `out`, or the dwords that are none
// as data: `.long` (32 bits in the gcn dialects) with why, both dwords of a
// 64-bit format and the literal it reads, so that those are not taken for
// instructions of their own. Returns the dwords the line covers.
size_t lineAt(Decoder& d, TextOut& out) {
  const size_t start = out.size();
  size_t dwords = decodeOne(d, out);
  if (!d.invalid.empty()) dwords = 0;  // a decoder that set why and went on
  if (dwords != 0) {
    // the AMD dump's operands start in column 14, or two blanks after a longer mnemonic
    if (d.rules.dumpColumns) {
      const size_t space = out.view(start).find(' ');
      if (space != std::string_view::npos)
        out.insert(start + space, std::string(std::max<size_t>(space, 12) - space + 1, ' '));
    }
    return dwords;
  }
  out.cut(start);
  auto encoding = classify(d.dword(0), d.generation);
  dwords = encoding && d.has(layout(*encoding, d.generation).dwords)
               ? layout(*encoding, d.generation).dwords
               : 1;
  if (encoding && d.literalUsed && d.has(dwords + 1)) ++dwords;
  out += ".long ";
  for (size_t i = 0; i < dwords; ++i) {
    if (i) out += ", ";
    appendHex(out, d.dword(i), 8);
  }
  out += " // ";
  out += d.invalid;
  return dwords;
}

}  // namespace

namespace {

std::string disassembleWith(std::span<const uint8_t> bytes, const DisassemblyOptions& options,
                            const binary::CodeNames* names, std::string& error) {
  Dialect dialect = Dialect::Llvm;
  Generation generation = Generation::SouthernIslands;
  const Processor* processor = nullptr;
  bool packedD16 = false;
  for (const auto& [key, value] : options.targetOptions) {
    if (key == "mcpu") {
      auto named = processorGeneration(value);
      if (!named) {
        error = fmt::format("unknown gcn processor '{}' (-m mcpu=: {})", value,
                            fmt::join(kProcessorNames, ", "));
        return {};
      }
      if (!generationAssembled(*named)) {
        error = fmt::format("-m mcpu={}: {} code is not disassembled yet (gfx6 to gfx9 are)", value,
                            generationName(*named));
        return {};
      }
      generation = *named;
      processor = findProcessor(value);
      packedD16 = processor->packedD16;
      continue;
    }
    auto named = key == "dialect" ? dialectNamed(value) : std::nullopt;
    if (!named) {
      error = key == "dialect" ? fmt::format("unknown gcn dialect '{}' (llvm or amd)", value)
                               : fmt::format(
                                     "unknown option -m {} for the gcn disassembler (it takes "
                                     "dialect=llvm|amd, mcpu=NAME)",
                                     key);
      return {};
    }
    dialect = *named;
  }
  const DialectRules rules = dialectRules(dialect);
  const size_t words = bytes.size() / 4;
  auto decoderAt = [&](size_t at) {
    Decoder d;
    d.bytes = bytes.first(words * 4);
    d.offset = at * 4;
    d.rules = rules;
    d.generation = generation;
    d.processor = processor;
    d.packedD16 = packedD16;
    if (names) d.literalNames = &names->literals;
    return d;
  };

  // With labels, a first pass finds where instructions start and where
  // branches go; a target that is no instruction start keeps its number.
  std::vector<std::string> labelNames;
  if (options.labels) {
    std::vector<bool> starts(words + 1, false);
    std::vector<int64_t> targets;
    TextOut scratch;
    for (size_t at = 0; at < words;) {
      Decoder d = decoderAt(at);
      scratch.cut(0);
      const size_t dwords = lineAt(d, scratch);
      if (d.branchTarget) targets.push_back(*d.branchTarget);
      starts[at] = true;
      at += dwords;
    }
    starts[words] = true;
    labelNames.resize(words + 1);
    for (int64_t target : targets) {
      if (target < 0 || target > static_cast<int64_t>(words) ||
          !starts[static_cast<size_t>(target)])
        continue;
      auto index = static_cast<size_t>(target);
      // the AMD dump's label_XXXX: XXXX the dword index in hex
      labelNames[index] = rules.dwordLabels ? fmt::format("label_{:04X}", index)
                                            : fmt::format("L{:04x}", index * 4);
    }
  }

  TextOut out;
  out.reserve(words * 24);  // about the text of a dword
  auto label = [&](size_t at) {
    if (names) {
      if (auto it = names->labels.find(at * 4); it != names->labels.end()) {
        for (const std::string& name : it->second) {
          out += name;
          out += ":\n";
        }
      }
    }
    if (at < labelNames.size() && !labelNames[at].empty()) {
      out += labelNames[at];
      out += ":\n";
    }
  };
  for (size_t at = 0; at < words;) {
    Decoder d = decoderAt(at);
    if (options.labels) d.labelNames = &labelNames;
    label(at);
    const size_t textStart = out.size();
    const size_t dwords = lineAt(d, out);
    if (options.addresses || options.rawWords) {
      // a comment, so that the listing reassembles: llvm-objdump's
      // `// 000000000004: C2008518`, the AMD dump's `; C2008518` in column 58
      const size_t column = rules.dumpColumns ? 58 : 48;
      const size_t text = out.size() - textStart;
      out.append(text < column ? column - text : 1, ' ');
      out += rules.dumpColumns ? ";" : "//";
      if (options.addresses) {
        out += ' ';
        appendUpperHex(out, at * 4, rules.dumpColumns ? 4 : 12);
        out += ':';
      }
      if (options.rawWords) {
        for (size_t i = 0; i < dwords; ++i) {
          out += ' ';
          appendUpperHex(out, d.dword(i), 8);
        }
      }
    }
    if (!d.note.empty()) {
      out += options.addresses || options.rawWords ? " " : " // ";
      out += d.note;
    }
    out += '\n';
    at += dwords;
  }
  label(words);
  if (bytes.size() % 4) {
    error = fmt::format("input ends with {} byte{} that do not make a whole dword (offset {})",
                        bytes.size() % 4, bytes.size() % 4 == 1 ? "" : "s", words * 4);
  }
  return out.take();
}

}  // namespace

std::string disassembleCode(std::span<const uint8_t> bytes, const DisassemblyOptions& options,
                            std::string& error) {
  return disassembleWith(bytes, options, nullptr, error);
}

std::string disassembleNamedCode(std::span<const uint8_t> bytes, const DisassemblyOptions& options,
                                 const binary::CodeNames& names, std::string& error) {
  return disassembleWith(bytes, options, &names, error);
}

}  // namespace gpuasm::gcn
