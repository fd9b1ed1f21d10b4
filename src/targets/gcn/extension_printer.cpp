// GFX8's SDWA and DPP forms of VOP1, VOP2 and VOPC in the disassembly, as
// llvm-mc-14 prints them (every select and mask written out), and as the
// assembler takes them back (vector_formats.cpp).
#include <fmt/format.h>

#include <algorithm>
#include <string_view>

#include "targets/gcn/extension_rules.hpp"
#include "targets/gcn/printer.hpp"

namespace gpuasm::gcn {
namespace {

namespace op = operand;

constexpr std::string_view kSelects[] = {"BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3",
                                         "WORD_0", "WORD_1", "DWORD"};
constexpr std::string_view kUnused[] = {"UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE"};

// dpp_ctrl as its modifier, or false for a reserved value (VI ISA manual,
// section 6.3.2).
bool appendDppControl(TextOut& out, uint32_t control, Cdna cdna) {
  // gfx90a's row_newbcast:0-15
  if (cdna == Cdna::Gfx90a && isRowNewbcast(control)) {
    out += "row_newbcast:";
    appendDecimal(out, control - kRowNewbcast);
    return true;
  }
  if (control <= 0xff) {
    out += "quad_perm:[";
    for (uint32_t lane = 0; lane < 4; ++lane) {
      if (lane) out += ',';
      appendDecimal(out, control >> (2 * lane) & 3);
    }
    out += ']';
    return true;
  }
  struct Row {
    uint32_t base;
    std::string_view name;
  };
  static constexpr Row kRows[] = {{0x100, "row_shl:"}, {0x110, "row_shr:"}, {0x120, "row_ror:"}};
  for (const Row& r : kRows) {
    if (control > r.base && control < r.base + 16) {
      out += r.name;
      appendDecimal(out, control - r.base);
      return true;
    }
  }
  struct Named {
    uint32_t control;
    std::string_view text;
  };
  static constexpr Named kNamed[] = {{0x130, "wave_shl:1"},   {0x134, "wave_rol:1"},
                                     {0x138, "wave_shr:1"},   {0x13c, "wave_ror:1"},
                                     {0x140, "row_mirror"},   {0x141, "row_half_mirror"},
                                     {0x142, "row_bcast:15"}, {0x143, "row_bcast:31"}};
  for (const Named& n : kNamed) {
    if (n.control == control) {
      out += n.text;
      return true;
    }
  }
  return false;
}

}  // namespace

size_t decodeExtension(Decoder& d, TextOut& out, const InstructionInfo& info, uint32_t word) {
  if (!d.has(2)) return d.refuse("the SDWA or DPP dword is missing");
  const uint64_t w = word | uint64_t{d.dword(1)} << 32;
  const bool sdwa = vop2::src0.extract(w) == op::kSdwa;
  const bool gfx9 = d.generation == Generation::Gfx9;
  const bool vopc = info.encoding == Encoding::Vopc;
  const std::string_view form = sdwa ? "SDWA" : "DPP";
  const auto ops = operands(info);
  const InstructionTraits& flags = traits(info);
  // The assembler's rules (extension_rules.hpp): a word it would refuse lists as data.
  const bool rowNewbcast = !sdwa && isRowNewbcast(static_cast<uint32_t>(dpp::control.extract(w)));
  if (const std::string_view why =
          extensionRefusal(info, sdwa, d.generation, d.cdna(), rowNewbcast);
      !why.empty())
    return d.refuse(fmt::format("'{}' has no {} form: {}", info.mnemonic, form, why));
  // GFX8's v_mac in SDWA writes the whole accumulator: llvm-mc-14 lists
  // another dst_sel and refuses that text back, as the assembler does
  constexpr uint64_t kSelectDword = 6;
  if (sdwa && info.mnemonic.starts_with("v_mac_") && sdwa::dstSel.extract(w) != kSelectDword)
    return d.refuse("v_mac in SDWA with a dst_sel other than DWORD, which no assembler takes");
  // v_nop's SDWA word is zeros (llvm-mc-14 prints it as v_nop, which
  // would read back as one dword)
  if (ops.empty() && sdwa) {
    if (d.dword(1) != 0) return d.refuse("v_nop's SDWA word is not zeros");
    out += info.mnemonic;
    out += "_sdwa";
    return 2;
  }
  const bool cndmask = info.mnemonic == "v_cndmask_b32";
  const EncodingLayout& l = layout(info.encoding, d.generation);
  uint64_t used = l.fixedMask | l.opcode.mask() | vop2::src0.mask();
  auto take = [&](BitField f) {
    used |= f.mask();
    return static_cast<uint32_t>(f.extract(w));
  };
  out += info.mnemonic;
  // llvm-mc-14 writes GFX8's compares in SDWA without the suffix (their
  // selects say the form); a v_nop in SDWA keeps it, or it would read back
  // as the one-dword v_nop.
  if (!(vopc && !gfx9)) out += sdwa ? std::string_view("_sdwa") : std::string_view("_dpp");
  OperandList list{out};
  bool afterSource = false, hasSource0 = false;
  // A source with its modifiers: sext(v1), -v1, |v1|; `scalarBit` is GFX9's
  // s0/s1 (the field then holds a scalar operand code).
  auto source = [&](TextOut& text, const Operand& o, BitField field, BitField scalarBit,
                    BitField neg, BitField abs, BitField sext) {
    uint32_t code = take(field);
    const bool scalar = sdwa && gfx9 && take(scalarBit);
    if (!scalar) code += op::kVgpr0;
    const bool negSet = take(neg) != 0, absSet = take(abs) != 0;
    const bool sextSet = sdwa && take(sext) != 0;
    if (scalar && code == op::kLiteral) d.invalid = "an SDWA source names a literal (255)";
    if (scalar && (negSet || absSet) && code > op::kExecHi &&
        !(code >= op::kTtmp0 && code <= op::kTtmp11))
      d.invalid = "neg or abs on an SDWA constant";
    if ((negSet && (!o.neg || cndmask)) || (absSet && (!o.abs || cndmask)))
      d.invalid = "neg or abs on an operand that takes none";
    if (sextSet && o.neg && !cndmask) d.invalid = "sext on a float operand";
    if (sextSet) text += "sext(";
    if (negSet) text += '-';
    if (absSet) text += '|';
    if (scalar) {
      d.operand(text, code, o, 2);
    } else {
      d.vectorRange(text, code - op::kVgpr0, o.dwords);
    }
    if (absSet) text += '|';
    if (sextSet) text += ')';
  };
  for (const Operand& o : ops) {
    switch (o.field) {
      case OperandField::Vdst:
        d.vectorRange(list.next(), take(vop2::vdst), o.dwords);
        break;
      case OperandField::Vcc:
        if (vopc && sdwa && gfx9 && take(sdwa::vopcSdGfx9)) {
          const uint32_t code = take(sdwa::vopcSdstGfx9);
          if (code > op::kExecHi) d.invalid = "the compare's destination is not a scalar register";
          // `vcc` written is the implicit destination (SD 0), so SD 1 naming vcc has no text
          if (code == op::kVccLo) d.invalid = "the compare names vcc as an explicit destination";
          d.source(list.next(), code, 2, 2);
        } else {
          list.next() += "vcc";
        }
        if (afterSource) d.readScalar(op::kVccLo, 2);
        break;
      case OperandField::Src0:
        hasSource0 = true;
        afterSource = true;
        if (sdwa) {
          source(list.next(), o, sdwa::src0, sdwa::src0ScalarGfx9, sdwa::src0Neg, sdwa::src0Abs,
                 sdwa::src0Sext);
        } else {
          source(list.next(), o, dpp::src0, dpp::src0, dpp::src0Neg, dpp::src0Abs, dpp::src0);
        }
        break;
      case OperandField::Vsrc1:
      case OperandField::Src1:
        if (sdwa) {
          source(list.next(), o, vop2::vsrc1, sdwa::src1ScalarGfx9, sdwa::src1Neg, sdwa::src1Abs,
                 sdwa::src1Sext);
        } else {
          source(list.next(), o, vop2::vsrc1, vop2::vsrc1, dpp::src1Neg, dpp::src1Abs, vop2::vsrc1);
        }
        break;
      default:
        return d.refuse(fmt::format("'{}' has no {} form", info.mnemonic, form));
    }
  }
  if (d.scalarReadCount > 1) return d.refuse("more than one scalar value on the constant bus");
  if (sdwa) {
    // every SDWA instruction has clamp but GFX9's compares (sdst is there)
    if (!(vopc && gfx9) && take(sdwa::clamp)) out += " clamp";
    // GFX9's compares have no omod either: bits 14-15 are sdst's top bit and sd
    if (gfx9 && !vopc) {
      if (const uint32_t omod = take(sdwa::omodGfx9)) {
        if (!flags.omod) return d.refuse("output modifier set on an instruction without it");
        static constexpr std::string_view kOmod[] = {"", " mul:2", " mul:4", " div:2"};
        out += kOmod[omod];
      }
    }
    auto select = [&](std::string_view name, BitField f) {
      const uint32_t value = take(f);
      if (value >= std::size(kSelects)) {
        d.invalid = "a reserved SDWA select (7)";
        return;
      }
      out += name;
      out += kSelects[value];
    };
    if (!vopc) {
      select(" dst_sel:", sdwa::dstSel);
      const uint32_t unused = take(sdwa::dstUnused);
      if (unused >= std::size(kUnused)) d.invalid = "a reserved dst_unused (3)";
      out += " dst_unused:";
      out += kUnused[std::min<size_t>(unused, 2)];
    }
    if (hasSource0) select(" src0_sel:", sdwa::src0Sel);
    if (info.encoding != Encoding::Vop1) select(" src1_sel:", sdwa::src1Sel);
  } else {
    out += ' ';
    if (!appendDppControl(out, take(dpp::control), d.cdna()))
      return d.refuse("a reserved dpp_ctrl value");
    out += " row_mask:";
    appendHex(out, take(dpp::rowMask));
    out += " bank_mask:";
    appendHex(out, take(dpp::bankMask));
    // llvm-mc-14 writes the bit set as bound_ctrl:1 (and reads :0 as :1 too)
    if (take(dpp::boundControl)) out += " bound_ctrl:1";
  }
  if (!d.invalid.empty()) return 0;
  if (w & ~used) return d.refuse(fmt::format("bits set outside the {} instruction's fields", form));
  return 2;
}

}  // namespace gpuasm::gcn
