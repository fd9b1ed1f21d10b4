// GFX9's packed math, VOP3P: `v_pk_add_f16 v1, v2, v3 op_sel:[1,0]
// op_sel_hi:[0,1] neg_lo:[1,0] neg_hi:[0,1] clamp`, and v_mad_mix*, whose
// sources take -x and |x| (neg_lo and neg_hi's bits) and whose op_sel_hi
// says which sources are 16-bit.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <string_view>
#include <utility>
#include <vector>

#include "targets/gcn/format_parsers.hpp"
#include "targets/gcn/operand_parser.hpp"

namespace gpuasm::gcn {

namespace op = operand;

namespace {

// The modifiers in the one order llvm-mc-14 takes them.
constexpr std::array<std::string_view, 4> kLists = {"op_sel", "op_sel_hi", "neg_lo", "neg_hi"};

}  // namespace

std::optional<uint32_t> modifierBits(Parser& p, std::string_view name) {
  TokenCursor& c = p.cursor();
  if (!c.peek().is("[")) {
    p.error(c.peek().location, "expected-token", fmt::format("expected '[' after {}:", name));
    return std::nullopt;
  }
  c.next();
  uint32_t bits = 0;
  for (size_t i = 0;; ++i) {
    const Token& t = c.peek();
    if (i == 4 || t.kind != TokenKind::Integer || t.value > 1) {
      p.error(t.location, "value-out-of-range",
              fmt::format("{} takes one to four 0s and 1s, one a source: [1,0]", name));
      return std::nullopt;
    }
    bits |= static_cast<uint32_t>(t.value) << i;
    c.next();
    if (c.accept("]")) return bits;
    if (!c.accept(",")) {
      p.error(c.peek().location, "expected-token", fmt::format("expected ',' or ']' in {}", name));
      return std::nullopt;
    }
  }
}

namespace {

// gfx908's matrix instructions: `v_mfma_f32_4x4x1f32 a[0:3], v1, v2, a[4:7] cbsz:1 abid:2
// blgp:3`. src0 and src1 are VGPRs or AGPRs (the acc bits), the destination and src2 AGPRs;
// gfx90a's may be VGPRs both (acc_cd says which), and its src2 an inline constant, as
// llvm-mc-14 takes them.
void parseMai(Parser& p, const InstructionInfo& info, Instruction& inst) {
  TokenCursor& c = p.cursor();
  const auto ops = operands(info);
  const bool gfx90a = p.cdna() == Cdna::Gfx90a;
  uint64_t w = opcodeBits(Encoding::Vop3p, info.opcodeOn(p.generation()), p.generation());
  std::array<Value32, 4> values;  // vdst, src0, src1, src2
  static constexpr std::string_view kNames[] = {"the destination", "source 0", "source 1",
                                                "source 2"};
  for (size_t i = 0; i < ops.size(); ++i) {
    if (i > 0 && !p.comma()) return;
    const Operand& o = ops[i];
    const SourceLocation where = c.peek().location;
    p.setAgprAllowed(true);
    // (src2's constant is of the matrix's elements: doubles for v_mfma_f64_*)
    const uint8_t element = info.mnemonic.starts_with("v_mfma_f64") ? 2 : 1;
    std::optional<Value32> v = o.field == OperandField::Src2
                                   ? p.source(element, info.has(RowFlag::FloatOperands))
                                   : p.tryRegister();
    p.setAgprAllowed(false);
    if (p.failed()) return;
    if (!v || (o.field != OperandField::Src2 && !v->isVgpr() && !v->isAgpr())) {
      p.error(v ? v->location : where, "operand-kind",
              fmt::format("{} of '{}' is a vector or an accumulation register", kNames[i],
                          info.mnemonic));
      return;
    }
    if (v->neg || v->abs) {
      p.error(v->location, "modifier-not-allowed",
              fmt::format("'{}' takes no neg or abs", info.mnemonic));
      return;
    }
    const bool matrix = o.field == OperandField::Vdst || o.field == OperandField::Src2;
    if (v->kind == Value32::Kind::Register && !v->isVgpr() && !v->isAgpr()) {
      p.error(v->location, "operand-kind",
              fmt::format("{} of '{}' is a vector or an accumulation register{}", kNames[i],
                          info.mnemonic, gfx90a ? " or an inline constant" : ""));
      return;
    }
    if (v->kind != Value32::Kind::Register && (!gfx90a || v->isLiteral())) {
      p.error(v->location, "operand-kind",
              gfx90a ? fmt::format("source 2 of '{}' takes no literal", info.mnemonic)
                     : fmt::format("gfx908's '{}' takes accumulation registers as source 2, no "
                                   "constant (gfx90a's takes an inline one)",
                                   info.mnemonic));
      return;
    }
    if (matrix && v->isVgpr() && !gfx90a) {
      p.error(v->location, "operand-kind",
              fmt::format("gfx908's '{}' keeps its matrices in accumulation registers "
                          "(a0-a255; gfx90a's in vector ones too)",
                          info.mnemonic));
      return;
    }
    if (v->kind == Value32::Kind::Register && !checkWidth(p, *v, o.dwords, kNames[i])) return;
    values[i] = *v;
  }
  const Value32& vdst = values[0];
  const Value32& src2 = values[3];
  if (src2.kind == Value32::Kind::Register) {
    if (src2.isAgpr() != vdst.isAgpr()) {
      p.error(src2.location, "operand-kind",
              "source 2 and the destination are both accumulation or both vector registers");
      return;
    }
    // (llvm-mc-14 checks matrices of more than four registers: AMDGPUAsmParser::validateMFMA)
    const uint32_t first = src2.code, last = src2.code + src2.dwords;
    const uint32_t dstFirst = vdst.code, dstLast = vdst.code + vdst.dwords;
    if (vdst.dwords > 4 && first != dstFirst && first < dstLast && dstFirst < last) {
      p.error(src2.location, "register-overlap",
              "source 2 overlaps the destination in part (llvm-mc-14 takes it whole or apart)");
      return;
    }
  }
  // cbsz:, abid:, blgp:, each once and in that order
  static constexpr std::array<std::pair<std::string_view, BitField>, 3> kModifiers = {
      {{"cbsz", mai::cbsz}, {"abid", mai::abid}, {"blgp", mai::blgp}}};
  size_t rank = 0;
  while (!c.atEnd()) {
    p.commaBeforeModifier();
    const Token& t = c.peek();
    size_t at = kModifiers.size();
    for (size_t k = 0; k < kModifiers.size(); ++k)
      if (isKeyword(t, kModifiers[k].first) && c.peek(1).is(":")) at = k;
    if (at == kModifiers.size() || at < rank) {
      p.error(t.location, "unexpected-token",
              fmt::format("unexpected '{}': '{}' takes cbsz:, abid:, blgp:, each once and in "
                          "that order",
                          t.text, info.mnemonic));
      return;
    }
    rank = at + 1;
    c.next();
    c.next();
    const BitField field = kModifiers[at].second;
    auto n = p.integer(0, (1 << field.width) - 1, kModifiers[at].first);
    if (!n) return;
    w = field.insert(w, static_cast<uint64_t>(*n));
  }
  w = vop3p::vdst.insert(w, vdst.code - op::kVgpr0);
  w = vop3p::src0.insert(w, values[1].code);
  w = vop3p::src1.insert(w, values[2].code);
  w = vop3p::src2.insert(w, src2.code);
  w = mai::acc.insert(w, (values[1].isAgpr() ? 1u : 0u) | (values[2].isAgpr() ? 2u : 0u));
  if (gfx90a && vdst.isAgpr()) w = mai::accCd.insert(w, 1);
  inst.word = w;
  inst.dwords = 2;
}

}  // namespace

void parseVop3p(Parser& p, const InstructionInfo& info, Instruction& inst) {
  if (traits(info).mai) {
    parseMai(p, info, inst);
    return;
  }
  TokenCursor& c = p.cursor();
  const auto ops = operands(info);
  const bool mix = traits(info).mix;
  // v_accvgpr_read_b32 and v_accvgpr_write_b32: an AGPR operand, and no modifiers
  const bool accumulation =
      std::any_of(ops.begin(), ops.end(), [](const Operand& o) { return o.kinds & kAgprKind; });
  const bool floatOperand = info.has(RowFlag::FloatOperands);
  uint64_t w = opcodeBits(Encoding::Vop3p, info.opcodeOn(p.generation()), p.generation());
  std::array<std::optional<Value32>, 3> sources;
  size_t count = 0;
  for (size_t i = 0; i < ops.size(); ++i) {
    if (i > 0 && !p.comma()) return;
    const Operand& o = ops[i];
    if (o.field == OperandField::Vdst) {
      bool agpr = false;
      auto r =
          vectorRegister(p, o.dwords, "the destination", o.kinds & kAgprKind ? &agpr : nullptr);
      if (!r) return;
      if ((o.kinds & kAgprKind) && !agpr) {
        p.error(c.peek().location, "operand-kind",
                fmt::format("the destination of '{}' is an accumulation register", info.mnemonic));
        return;
      }
      w = vop3p::vdst.insert(w, *r);
      continue;
    }
    // a packed integer operation's float is a 32-bit literal to llvm-mc-14, which
    // VOP3P cannot hold
    const Token& first = c.peek().is("-") ? c.peek(1) : c.peek();
    const bool floatText = first.kind == TokenKind::Float;
    p.setHalf(o.half);
    p.setAgprAllowed(o.kinds & kAgprKind);
    // (gfx90a's packed f32 sources are register pairs of two 32-bit values: their constants
    // are 32-bit ones)
    auto s = p.source(1, floatOperand);
    p.setAgprAllowed(false);
    p.setHalf(false);
    if (!s || !checkWidth(p, *s, o.dwords, "the source")) return;
    // A packed integer operation's operand is two int16s: llvm-mc-14 takes a 16-bit integer
    // that is an inline constant as an int16 (0xffff the inline -1, 0xfff0 -16), and no
    // 1/(2*pi) (AMDGPU::isInlinableLiteralV216 for OPERAND_REG_INLINE_C_V2INT16, LLVM 14);
    // a dot row's 32-bit integer source takes 0.5 and 0x3e22f983 inline, as VOP3 does
    const bool packedIntegers = packedIntegerSource(info, o);
    if (packedIntegers && s->kind == Value32::Kind::Literal && s->literal <= 0xffff) {
      const auto half = static_cast<int16_t>(s->literal);
      if (half >= -16 && half <= 64) {
        s->kind = Value32::Kind::Constant;
        s->code =
            half >= 0 ? 128u + static_cast<uint32_t>(half) : 192u + static_cast<uint32_t>(-half);
        s->dwords = 0;
        s->literal = 0;
      }
    }
    if (packedIntegers && s->kind == Value32::Kind::Constant && s->code == 248) {
      p.error(s->location, "literal-in-vop3",
              "a VOP3P instruction takes no literal on GFX9: 0x3e22f983 (1/(2*pi)) is a "
              "constant of float operations only");
      return;
    }
    if (s->isLiteral() || (floatText && packedIntegers && !s->isVgpr() && !s->isScalarRegister())) {
      p.error(s->location, "literal-in-vop3",
              "a VOP3P instruction takes no literal on GFX9: registers and inline constants");
      return;
    }
    if (!checkKind(p, *s, o)) return;
    if ((s->neg || s->abs) && !mix) {
      p.error(s->location, "modifier-not-allowed",
              fmt::format("'{}' negates its sources' halves with neg_lo:[...] and neg_hi:[...], "
                          "not -x or |x|",
                          info.mnemonic));
      return;
    }
    sources[count++] = s;
  }
  // op_sel, op_sel_hi, neg_lo, neg_hi, clamp: each once, in that order
  std::array<std::optional<uint32_t>, 4> lists;
  bool clamp = false;
  size_t rank = 0;
  while (!c.atEnd()) {
    p.commaBeforeModifier();
    const Token& t = c.peek();
    if (accumulation) {
      p.error(t.location, "unexpected-token",
              fmt::format("unexpected '{}': '{}' takes no modifiers", t.text, info.mnemonic));
      return;
    }
    size_t at = kLists.size();
    for (size_t k = 0; k < kLists.size(); ++k)
      if (t.isIdentifier(kLists[k]) && c.peek(1).is(":")) at = k;
    if (at == kLists.size() && !isKeyword(t, "clamp")) {
      p.error(t.location, "unexpected-token",
              fmt::format("unexpected '{}': '{}' takes op_sel, op_sel_hi, {}clamp", t.text,
                          info.mnemonic, mix ? "" : "neg_lo, neg_hi, "));
      return;
    }
    if (mix && (at == 2 || at == 3)) {
      p.error(t.location, "modifier-not-allowed",
              fmt::format("'{}' takes -x and |x| on its sources, not {}", info.mnemonic, t.text));
      return;
    }
    if (at + 1 <= rank) {
      p.error(t.location, "unexpected-token",
              fmt::format("'{}' out of place: the modifiers come in the order op_sel, op_sel_hi, "
                          "neg_lo, neg_hi, clamp, each once",
                          t.text));
      return;
    }
    rank = at + 1;
    c.next();
    if (at == kLists.size()) {
      clamp = true;
      continue;
    }
    c.next();  // ':'
    lists[at] = modifierBits(p, kLists[at]);
    if (!lists[at]) return;
  }
  // Elements past the last source are dropped, as llvm-mc-14 drops them;
  // op_sel_hi of a missing source is 1 (the hardware's default), of a
  // named one 0 unless given, and all 1 without the modifier (v_mad_mix*: 0).
  const uint32_t used = (1u << count) - 1;
  const uint32_t opSel = lists[0].value_or(0) & used;
  const uint32_t opSelHi = lists[1] ? (*lists[1] & used) | (mix ? 0 : 7 & ~used) : (mix ? 0 : 7);
  uint32_t negLo = lists[2].value_or(0) & used, negHi = lists[3].value_or(0) & used;
  // One scalar value per instruction (the constant bus); the same SGPR twice is one.
  // lds_direct is not a scalar read (llvm-mc-14 takes `v_dot8_i32_i4 v0, src_lds_direct,
  // v0, s67`), as in the VOP3 rows.
  std::optional<std::pair<uint32_t, uint8_t>> scalar;
  const BitField fields[] = {vop3p::src0, vop3p::src1, vop3p::src2};
  for (size_t k = 0; k < count; ++k) {
    const Value32& s = *sources[k];
    if (isScalarRead(s) && s.code != op::kLdsDirect) {
      const auto read = std::make_pair(s.code, s.dwords);
      if (scalar && *scalar != read) {
        p.error(s.location, "constant-bus",
                "a vector instruction reads at most one scalar value (one SGPR) on GFX9");
        return;
      }
      scalar = read;
    }
    w = fields[k].insert(w, s.code);
    if (s.neg) negLo |= 1u << k;
    if (s.abs) negHi |= 1u << k;
  }
  w = vop3p::opSel.insert(w, opSel);
  w = vop3p::opSelHi.insert(w, opSelHi & 3);
  w = vop3p::opSelHi2.insert(w, opSelHi >> 2);
  w = vop3p::negLo.insert(w, negLo);
  w = vop3p::negHi.insert(w, negHi);
  w = vop3p::clamp.insert(w, clamp ? 1 : 0);
  inst.word = w;
  inst.dwords = 2;
}

}  // namespace gpuasm::gcn
