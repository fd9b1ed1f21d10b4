// VOP3P (GFX9 packed math) as the assembler takes it back: the modifiers
// printed where they differ from their defaults, in llvm-mc-14's order, with
// one element a source; v_mad_mix*'s neg_lo and neg_hi as -x and |x|.
#include <fmt/format.h>

#include <algorithm>

#include "targets/gcn/printer.hpp"

namespace gpuasm::gcn {

namespace op = operand;

namespace {

void appendBitList(TextOut& out, std::string_view name, uint32_t bits, size_t count) {
  out += ' ';
  out += name;
  out += ":[";
  for (size_t k = 0; k < count; ++k) {
    if (k) out += ',';
    out += (bits >> k & 1) ? '1' : '0';
  }
  out += ']';
}

// gfx908's matrix instructions as parseMai takes them: the acc bits say which of src0 and
// src1 are AGPRs; the destination and src2 are AGPRs on gfx908, on gfx90a as acc_cd says.
size_t decodeMai(Decoder& d, TextOut& out, const InstructionInfo& info, uint64_t w) {
  const EncodingLayout& l = layout(Encoding::Vop3p, d.generation);
  const bool gfx90a = d.cdna() == Cdna::Gfx90a;
  const uint64_t used = l.fixedMask | l.opcode.mask() | vop3p::vdst.mask() | mai::cbsz.mask() |
                        mai::abid.mask() | (gfx90a ? mai::accCd.mask() : 0) | vop3p::src0.mask() |
                        vop3p::src1.mask() | vop3p::src2.mask() | mai::acc.mask() |
                        mai::blgp.mask();
  if (w & ~used) return d.refuse("bits set outside the instruction's fields");
  const auto ops = operands(info);
  const bool matrixAgprs = !gfx90a || mai::accCd.extract(w);
  const auto acc = static_cast<uint32_t>(mai::acc.extract(w));
  out += info.mnemonic;
  OperandList list{out};
  const auto vdst = static_cast<uint32_t>(vop3p::vdst.extract(w));
  if (vdst + ops[0].dwords > 256) return d.refuse("the register range runs past the last register");
  d.vectorRange(list.next(), vdst, ops[0].dwords, matrixAgprs);
  const BitField fields[] = {vop3p::src0, vop3p::src1, vop3p::src2};
  for (size_t k = 0; k < 3; ++k) {
    const Operand& o = ops[k + 1];
    const auto code = static_cast<uint32_t>(fields[k].extract(w));
    if (code < op::kVgpr0) {
      // src2's inline constant (gfx90a); the assembler writes no other
      const bool inlineConstant = (code >= op::kZero && code <= op::kNegativeLast) ||
                                  (code >= op::kHalf && code <= op::kInvTwoPi);
      if (k < 2 || !gfx90a || !inlineConstant)
        return d.refuse("a matrix operand that is no register the assembler takes there");
      d.source(list.next(), code, 1, 0);
      continue;
    }
    if (code - op::kVgpr0 + o.dwords > 256)
      return d.refuse("the register range runs past the last register");
    const bool agpr = k < 2 ? (acc >> k & 1) != 0 : matrixAgprs;
    d.vectorRange(list.next(), code - op::kVgpr0, o.dwords, agpr);
  }
  // src2 overlapping the destination in part, which the assembler refuses
  const auto src2 = static_cast<uint32_t>(vop3p::src2.extract(w));
  if (ops[0].dwords > 4 && src2 >= op::kVgpr0 && src2 - op::kVgpr0 != vdst &&
      src2 - op::kVgpr0 < vdst + ops[0].dwords && vdst < src2 - op::kVgpr0 + ops[3].dwords)
    return d.refuse("source 2 overlaps the destination in part");
  if (!d.invalid.empty()) return 0;
  static constexpr std::pair<std::string_view, BitField> kModifiers[] = {
      {" cbsz:", mai::cbsz}, {" abid:", mai::abid}, {" blgp:", mai::blgp}};
  for (const auto& [name, field] : kModifiers) {
    if (!field.extract(w)) continue;
    out += name;
    appendDecimal(out, static_cast<int64_t>(field.extract(w)));
  }
  return 2;
}

}  // namespace

size_t decodeVop3p(Decoder& d, TextOut& out, const InstructionInfo& info, uint64_t w) {
  if (traits(info).mai) return decodeMai(d, out, info, w);
  const EncodingLayout& l = layout(Encoding::Vop3p, d.generation);
  const bool mix = traits(info).mix;
  uint64_t used = l.fixedMask | l.opcode.mask() | vop3p::vdst.mask() | vop3p::negHi.mask() |
                  vop3p::opSel.mask() | vop3p::opSelHi2.mask() | vop3p::clamp.mask() |
                  vop3p::opSelHi.mask() | vop3p::negLo.mask() | vop3p::src0.mask() |
                  vop3p::src1.mask() | vop3p::src2.mask();
  size_t count = 0;
  for (const Operand& o : operands(info))
    if (o.field != OperandField::Vdst) ++count;
  // a two-source instruction's src2 field is no field of it (the assembler
  // writes 0; llvm-mc-14 calls another value an invalid encoding)
  if (count < 3) used &= ~vop3p::src2.mask();
  const uint32_t all = (1u << count) - 1;
  const auto opSel = static_cast<uint32_t>(vop3p::opSel.extract(w));
  const auto opSelHi =
      static_cast<uint32_t>(vop3p::opSelHi.extract(w) | vop3p::opSelHi2.extract(w) << 2);
  const auto negLo = static_cast<uint32_t>(vop3p::negLo.extract(w));
  const auto negHi = static_cast<uint32_t>(vop3p::negHi.extract(w));
  // The bits of a source the instruction lacks: what the assembler writes
  // (op_sel_hi 1 on packed math), else the text cannot say them.
  const uint32_t missing = 7 & ~all;
  if ((opSel | negLo | negHi) & missing || (opSelHi & missing) != (mix ? 0 : missing))
    return d.refuse("modifier bits set for a source the instruction does not have");
  // v_accvgpr_read_b32 and v_accvgpr_write_b32 take no modifiers
  const auto ops = operands(info);
  if (std::any_of(ops.begin(), ops.end(), [](const Operand& o) { return o.kinds & kAgprKind; }) &&
      (opSel || (opSelHi & all) != all || negLo || negHi || vop3p::clamp.extract(w)))
    return d.refuse("modifiers on an instruction that takes none");
  out += info.mnemonic;
  OperandList list{out};
  const BitField fields[] = {vop3p::src0, vop3p::src1, vop3p::src2};
  size_t k = 0;
  for (const Operand& o : operands(info)) {
    if (o.field == OperandField::Vdst) {
      d.vectorRange(list.next(), static_cast<uint32_t>(vop3p::vdst.extract(w)), o.dwords,
                    (o.kinds & kAgprKind) != 0);
      continue;
    }
    const auto code = static_cast<uint32_t>(fields[k].extract(w));
    if (code == op::kLiteral) return d.refuse("VOP3P takes no literal on GFX9");
    // A packed integer source's float constant (0.5 .. 1/(2*pi)) has no text:
    // llvm-mc-14 (and the assembler) read a float there as a literal, and
    // llvm-mc-14's own listing, the half's bits (0x4000), does not assemble.
    // A dot row's 32-bit integer source lists it as the float it is.
    if (packedIntegerSource(info, o) && code >= op::kHalf && code <= op::kInvTwoPi)
      return d.refuse("a float constant in an integer VOP3P source has no assembler text");
    TextOut& text = list.next();
    const bool neg = mix && (negLo >> k & 1), abs = mix && (negHi >> k & 1);
    const bool constant = code > op::kExecHi && code < op::kVgpr0;
    if (neg) text += constant ? "neg(" : "-";
    if (abs) text += constant ? "abs(" : "|";
    d.operand(text, code, o, l.dwords);
    if (abs) text += constant ? ')' : '|';
    if (neg && constant) text += ')';
    ++k;
  }
  if (d.scalarReadCount > 1) return d.refuse("more than one scalar value on the constant bus");
  if (!d.invalid.empty()) return 0;
  if (opSel) appendBitList(out, "op_sel", opSel, count);
  if ((opSelHi & all) != (mix ? 0 : all)) appendBitList(out, "op_sel_hi", opSelHi, count);
  if (!mix && negLo) appendBitList(out, "neg_lo", negLo, count);
  if (!mix && negHi) appendBitList(out, "neg_hi", negHi, count);
  if (vop3p::clamp.extract(w)) {
    if (!traits(info).clamp) return d.refuse("clamp set on an instruction without it");
    out += " clamp";
  }
  if (w & ~used) return d.refuse("bits set outside the instruction's fields");
  return 2;
}

}  // namespace gpuasm::gcn
