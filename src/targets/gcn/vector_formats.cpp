// The vector ALU formats of the gcn assembler: VOP1, VOP2, VOPC and VOP3 (the
// choice between the 32-bit and the VOP3 encoding, the constant bus rule);
// VINTRP's are interpolation_formats.cpp's.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <array>
#include <bit>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "targets/gcn/format_parsers.hpp"
#include "targets/gcn/operand_parser.hpp"
#include "targets/gcn/vector_extension.hpp"

namespace gpuasm::gcn {

namespace op = operand;

namespace {

// The unused src2 the AMD dialect writes out (a VOPC's after its destination,
// a two-source VOP3-only instruction's last): a register or an inline
// constant, without modifiers; nullopt after the error.
std::optional<Value32> unusedSource(Parser& p) {
  auto s = p.source(1, false);
  if (s && (s->isLiteral() || s->abs || s->neg)) {
    p.error(s->location, "operand-kind",
            "the unused third source is a register or an inline constant, without modifiers");
    return std::nullopt;
  }
  return s;
}

// The 16 bits a constant stands for in a 16-bit operand (v_madmk_f16's
// literal): the half of an inline float, the low bits of an integer.
uint32_t constantBits16(uint32_t code) {
  static constexpr std::array<uint32_t, 8> kHalfBits = {0x3800, 0xb800, 0x3c00, 0xbc00,
                                                        0x4000, 0xc000, 0x4400, 0xc400};
  if (code >= op::kHalf && code < op::kHalf + kHalfBits.size()) return kHalfBits[code - op::kHalf];
  if (code == op::kInvTwoPi) return op::kInvTwoPiBits16;
  return constantBits(code) & 0xffff;
}

// Whether neg/abs on this constant can be folded into it (below): a 32-bit
// or 16-bit operand's, or a 64-bit float operand's literal, zero or inline
// float (the sign is bit 31 of the high dword, which the literal holds).
bool foldable(const Value32& s, uint8_t dwords) {
  if (s.kind == Value32::Kind::Literal || dwords == 1) return s.kind != Value32::Kind::Deferred;
  return s.kind == Value32::Kind::Constant &&
         (s.code == op::kZero || (s.code >= op::kHalf && s.code < op::kHalf + 8));
}

// llvm-mc-14 folds neg and abs on a constant into its bits when the
// instruction is encoded in 32 bits, where no modifier bits exist:
// `v_add_f32 v5, neg(1.5), v2` is VOP2 with the literal 0xbfc00000 (abs
// clears the sign bit, neg flips it), `abs(-2.0)` becomes the inline 2.0 and
// `abs(-1)` the literal 0x7fffffff.
bool foldModifiers(Parser& p, Value32& s, uint8_t dwords, bool half, bool floatOperand) {
  if (!s.abs && !s.neg) return true;
  static constexpr std::array<uint32_t, 8> kHalfBits = {0x3800, 0xb800, 0x3c00, 0xbc00,
                                                        0x4000, 0xc000, 0x4400, 0xc400};
  const bool literal = s.kind == Value32::Kind::Literal;
  const bool inlineFloat = !literal && s.code >= op::kHalf && s.code < op::kHalf + 8;
  uint32_t bits = 0;
  uint32_t sign = 0x80000000u;
  const bool invTwoPi = !literal && s.code == op::kInvTwoPi;
  if (half) {
    sign = 0x8000;
    bits = literal       ? s.literal & 0xffff
           : inlineFloat ? kHalfBits[s.code - op::kHalf]
           : invTwoPi    ? op::kInvTwoPiBits16
                         : constantBits(s.code) & 0xffff;
  } else if (dwords == 2) {
    bits =
        literal
            ? s.literal
            : static_cast<uint32_t>(std::bit_cast<uint64_t>(static_cast<double>(
                                        inlineFloat ? kInlineFloats[s.code - op::kHalf] : 0.0f)) >>
                                    32);
  } else {
    bits = literal ? s.literal : constantBits(s.code);
  }
  if (s.abs) bits &= ~sign;
  if (s.neg) bits ^= sign;
  Value32 folded;
  folded.location = s.location;
  folded.dwords = 0;
  if (half) {
    const auto* match = std::find(kHalfBits.begin(), kHalfBits.end(), bits);
    const auto asInteger = static_cast<int16_t>(bits);
    if (bits == op::kInvTwoPiBits16 && gfx8OrLater(p.generation())) {
      folded.kind = Value32::Kind::Constant;
      folded.code = op::kInvTwoPi;
    } else if (match != kHalfBits.end()) {
      folded.kind = Value32::Kind::Constant;
      folded.code = op::kHalf + static_cast<uint32_t>(match - kHalfBits.begin());
    } else if (auto code = integerInlineCode(asInteger)) {
      folded.kind = Value32::Kind::Constant;
      folded.code = *code;
    } else {
      folded.kind = Value32::Kind::Literal;
      folded.code = op::kLiteral;
      folded.literal = bits;
    }
  } else if (dwords == 2) {
    if (!p.encodeConstant(Value::ofFloat(std::bit_cast<double>(uint64_t{bits} << 32)), 2,
                          floatOperand, folded))
      return false;
  } else if (!p.encodeConstant(Value::ofInteger(bits), 1, floatOperand, folded)) {
    return false;
  }
  s = folded;
  return true;
}

// The register count an operand may have: the AMD dump's own count for the
// few operands it prints another way (kAmdDumpWidths), else the real one.
uint8_t dumpWidth(Parser& p, const InstructionInfo& info, size_t operand, const Value32& v,
                  uint8_t dwords) {
  if (!p.rules().dumpWidths || v.kind != Value32::Kind::Register) return dwords;
  const uint8_t printed = amdDumpWidth(info.mnemonic, operand);
  return printed != 0 && v.dwords == printed ? printed : dwords;
}

}  // namespace

void parseVector(Parser& p, const InstructionInfo& info, VectorForm form, Instruction& inst) {
  bool e32 = form == VectorForm::E32;
  const bool e64 = form == VectorForm::E64;
  Extension extension;
  extension.sdwa = form == VectorForm::Sdwa;
  extension.dpp = form == VectorForm::Dpp;
  extension.suffix = extension.sdwa || extension.dpp;
  TokenCursor& c = p.cursor();
  auto ops = operands(info);
  const bool floatOperand = info.has(RowFlag::FloatOperands);
  VectorOperands v;
  bool afterSource = false;
  // The AMD dump's VOPC in VOP3 form names src2, unused, after the destination.
  const bool withSource2 = info.encoding == Encoding::Vopc && p.rules().vopcSource2 &&
                           p.operandsLeft() == ops.size() + 1;
  // llvm-mc-14 takes a VOPC without its destination in the 32-bit encoding,
  // which writes vcc (`v_cmp_eq_i32 v1, v2`, GFX10's `v_cmpx` syntax).
  bool implicitVcc = info.encoding == Encoding::Vopc && !e64 && !ops.empty() &&
                     ops[0].field == OperandField::Vcc && p.operandsLeft() + 1 == ops.size();
  if (implicitVcc) {
    // unless the destination is there and a comma is not (`v_cmp_lt_f32
    // s[2:3] v4, v6`: llvm-mc's commas are optional)
    const size_t start = c.position();
    auto first = p.tryRegister();
    implicitVcc = p.failed() || !first || !first->isScalarRegister() || first->dwords != 2 ||
                  c.peek().is(",");
    c.seek(start);
  }
  // without its destination the instruction is the 32-bit encoding
  e32 = e32 || implicitVcc;
  if (implicitVcc) {
    v.implicitVcc = true;
    v.carryOut = Value32{};
    v.carryOut->code = op::kVccLo;
    v.carryOut->dwords = 2;
    v.carryOut->location = inst.location;
  }
  for (size_t i = implicitVcc ? 1 : 0; i < ops.size(); ++i) {
    if (i > (implicitVcc ? 1u : 0u) && !p.comma()) return;
    if (i == 1 && withSource2) {
      v.unusedSource2 = unusedSource(p);
      if (!v.unusedSource2 || !p.comma()) return;
    }
    const Operand& o = ops[i];
    switch (o.field) {
      case OperandField::Vdst: {
        const bool agpr = o.kinds & kAgprKind;  // gfx90a's v_accvgpr_mov_b32
        p.setAgprAllowed(agpr);
        auto r = p.tryRegister();
        p.setAgprAllowed(false);
        if (p.failed()) return;
        if (!r || !(agpr ? r->isAgpr() : r->isVgpr())) {
          p.error(r ? r->location : c.peek().location, "operand-kind",
                  agpr ? "expected an accumulation register destination"
                       : "expected a vector register destination");
          return;
        }
        if (!checkWidth(p, *r, dumpWidth(p, info, i, *r, o.dwords), "the destination")) return;
        v.vdst = r;
        break;
      }
      case OperandField::Sdst:
      case OperandField::Vcc: {
        bool wide = o.field == OperandField::Vcc;
        // v_cndmask_b32 without its vcc (`v_cndmask_b32 v1, v2, v3`), as
        // llvm-mc-14 takes it in the 32-bit encoding
        if (o.field == OperandField::Vcc && afterSource && !v.carryOut && !e64 && c.atEnd()) {
          v.carryIn = Value32{};
          v.carryIn->code = op::kVccLo;
          v.carryIn->dwords = 2;
          v.carryIn->location = c.peek().location;
          break;
        }
        auto r = scalarDestination(p, wide ? 2 : o.dwords);
        if (!r) return;
        if (o.field == OperandField::Sdst) {
          v.sdst = r;
        } else if (afterSource) {
          v.carryIn = r;
        } else {
          v.carryOut = r;
        }
        break;
      }
      case OperandField::Src0:
      case OperandField::Src1:
      case OperandField::Vsrc1:
      case OperandField::Ssrc1:
      case OperandField::Src2: {
        size_t index = o.field == OperandField::Src0 ? 0 : o.field == OperandField::Src2 ? 2 : 1;
        p.setHalf(o.half || o.int16);
        p.setInt16(o.int16);
        p.setSextAllowed(gfx8OrLater(p.generation()));
        p.setAgprAllowed(o.kinds & kAgprKind);
        auto s = p.source(o.dwords, floatOperand);
        p.setAgprAllowed(false);
        p.setHalf(false);
        p.setInt16(false);
        p.setSextAllowed(false);
        if (!s) return;
        static constexpr std::string_view kSourceNames[] = {"source 0", "source 1", "source 2"};
        if (!checkWidth(p, *s, dumpWidth(p, info, i, *s, o.dwords), kSourceNames[index])) return;
        // lds_direct is read where a VGPR is (v_readlane_b32's source too)
        const bool ldsDirect = s->kind == Value32::Kind::Register && s->code == op::kLdsDirect;
        // GFX8's VOP3 v_writelane_b32 (SI's VOP2 one reads it, as llvm-mc-14 takes it)
        if (ldsDirect && !(o.kinds & kVgprKind) && info.encoding == Encoding::Vop3) {
          p.error(s->location, "operand-kind",
                  fmt::format("'{}' cannot read lds_direct there", info.mnemonic));
          return;
        }
        if (!ldsDirect && !checkKind(p, *s, o)) return;
        if ((s->neg && !o.neg) || (s->abs && !o.abs)) {
          p.error(s->location, "modifier-not-allowed",
                  fmt::format("'{}' takes no {} modifier on this operand", info.mnemonic,
                              s->neg && !o.neg ? "neg" : "abs"));
          return;
        }
        v.src[index] = s;
        v.srcDwords[index] = o.dwords;
        v.srcHalf[index] = o.half || o.int16;
        if (o.field == OperandField::Ssrc1) v.src1IsScalar = true;
        afterSource = true;
        break;
      }
      case OperandField::Imm32: {
        p.setHalf(o.half);  // v_madmk_f16's constant is a half
        auto s = p.source(1, floatOperand);
        p.setHalf(false);
        if (!s) return;
        if (s->kind == Value32::Kind::Register) {
          p.error(s->location, "operand-kind", "expected a 32-bit constant");
          return;
        }
        if (s->kind == Value32::Kind::Constant) {
          s->kind = Value32::Kind::Literal;
          s->literal = o.half ? constantBits16(s->code) : constantBits(s->code);
          s->code = op::kLiteral;
        }
        v.constant = s;
        break;
      }
      default:
        p.error(c.peek().location, "unsupported-instruction",
                fmt::format("'{}': operand kind not supported yet", info.mnemonic));
        return;
    }
  }
  // The AMD dialect's unused src2 of a two-source VOP3-only instruction,
  // written as a fourth operand (DialectRules::vop3UnusedSource2).
  const bool twoSourceVop3 = info.encoding == Encoding::Vop3 && !v.src[2] && !v.carryIn;
  if (twoSourceVop3 && p.rules().unusedSource2Operand && c.peek().is(",")) {
    if (!p.comma()) return;
    v.unusedSource2 = unusedSource(p);
    if (!v.unusedSource2) return;
  }
  // VOP3 modifiers after the operands: GFX9's op_sel first, then clamp,
  // mul:2, mul:4, div:2.
  while (!c.atEnd()) {
    p.commaBeforeModifier();
    const Token& t = c.peek();
    if ((isKeyword(t, "clamp") || isKeyword(t, "mul") || isKeyword(t, "div")) &&
        extension.rank > 0) {
      p.error(t.location, "modifier-order",
              fmt::format("'{}' comes before the {} modifiers", t.text,
                          extension.sdwa ? "SDWA" : "DPP"));
      return;
    }
    if (isKeyword(t, "op_sel") && c.peek(1).is(":")) {
      if (!traits(info).opSel || p.generation() != Generation::Gfx9 || v.opSel || v.clamp ||
          v.omodGiven) {
        p.error(t.location, "modifier-not-allowed",
                !traits(info).opSel || p.generation() != Generation::Gfx9
                    ? fmt::format("'{}' takes no op_sel here (GFX9's 16-bit VOP3 instructions do)",
                                  info.mnemonic)
                    : std::string("op_sel comes once, before clamp and the output modifier"));
        return;
      }
      c.next();
      c.next();
      v.opSel = modifierBits(p, "op_sel");
      if (!v.opSel) return;
      v.modifierLocation = t.location;
      continue;
    }
    if (isKeyword(t, "clamp")) {
      c.next();
      v.clamp = true;
    } else if ((isKeyword(t, "mul") || isKeyword(t, "div")) && c.peek(1).is(":")) {
      c.next();
      c.next();
      bool mul = isKeyword(t, "mul");
      v.omodGiven = true;
      auto n = p.integer(1, 4, mul ? "mul:" : "div:");
      if (!n) return;
      if (*n == 1) {
        // mul:1 and div:1 are the default
      } else if (mul && (*n == 2 || *n == 4)) {
        v.omod = *n == 2 ? 1 : 2;
      } else if (!mul && *n == 2) {
        v.omod = 3;
      } else {
        p.error(t.location, "value-out-of-range", "the output modifier is mul:2, mul:4 or div:2");
        return;
      }
    } else if (gfx8OrLater(p.generation()) && t.kind == TokenKind::Identifier) {
      const size_t before = c.position();
      if (!parseExtensionModifier(p, extension)) return;
      if (c.position() == before) break;
      continue;
    } else {
      break;
    }
    v.modifierLocation = t.location;
  }

  const InstructionTraits& flags = traits(info);
  // GFX8 gave every VOP3 and SDWA instruction the clamp bit (DPP has none)
  const bool clampAllowed = gfx8OrLater(p.generation())
                                ? flags.clampGfx8 || extension.sdwa || extension.dpp
                                : flags.clamp;
  if ((v.clamp && !clampAllowed) || (v.omodGiven && !flags.omod)) {
    p.error(v.modifierLocation, "modifier-not-allowed",
            fmt::format("'{}' takes no {}", info.mnemonic,
                        v.clamp && !clampAllowed ? "clamp" : "output modifier (mul:, div:)"));
    return;
  }
  if (extension.sdwa || extension.dpp) {
    encodeExtension(p, info, v, extension, inst);
    return;
  }
  for (const auto& s : v.src) {
    if (s && s->sext) {
      p.error(s->location, "modifier-not-allowed", "sext exists only in the SDWA encoding");
      return;
    }
  }
  const bool madConstant = v.constant.has_value();
  const bool laneOperation = v.src1IsScalar || (info.encoding == Encoding::Vop1 && v.sdst);
  // GFX9's v_swap_b32 writes both its operands and has no VOP3 form (llvm-mc-14)
  // gfx90a's v_accvgpr_mov_b32 is VOP1 alone (llvm-mc-14), as v_swap_b32 is
  const bool accumulation =
      std::any_of(ops.begin(), ops.end(), [](const Operand& o) { return o.kinds & kAgprKind; });
  // gfx908's VOP2 rows (v_dot2c_*, v_pk_fmac_f16) have no VOP3 form either (llvm-mc-14)
  const bool hasE64 = info.encoding != Encoding::Vop3 && !madConstant && !laneOperation &&
                      info.mnemonic != "v_swap_b32" && !accumulation &&
                      !(info.has(RowFlag::Cdna) && info.encoding == Encoding::Vop2);
  auto isVcc = [](const std::optional<Value32>& r) {
    return !r || (r->code == op::kVccLo && r->dwords == 2);
  };
  // neg and abs on a constant do not ask for VOP3: without it they are
  // folded into the constant (foldModifiers).
  bool modifiers = v.clamp || v.omod != 0 || v.opSel;
  for (size_t k = 0; k < 3; ++k) {
    const auto& s = v.src[k];
    if (s && (s->abs || s->neg) &&
        (s->kind == Value32::Kind::Register || !foldable(*s, v.srcDwords[k]) ||
         !p.rules().foldFloatBits))
      modifiers = true;
  }
  std::string_view whyNot32;  // empty: the 32-bit encoding holds them
  if (info.encoding == Encoding::Vop3) {
    whyNot32 = "it has only the VOP3 encoding";
  } else if (v.unusedSource2) {
    whyNot32 = "four operands are the VOP3 form";
  } else if (e64) {
    whyNot32 = "_e64 asks for VOP3";
  } else if (modifiers) {
    whyNot32 = "abs, neg, clamp and the output modifiers exist only in VOP3";
  } else if (info.encoding != Encoding::Vop1 && !v.src1IsScalar && v.src[1] &&
             !v.src[1]->isVgpr()) {
    whyNot32 = "the second source of the 32-bit encoding is a vector register";
  } else if (!isVcc(v.carryOut) || !isVcc(v.carryIn)) {
    whyNot32 = "the 32-bit encoding writes and reads only vcc";
  }
  const bool vop3 = !whyNot32.empty();
  if (vop3 && e32) {
    p.error(inst.location, "operand-kind",
            fmt::format("'{}_e32' cannot encode these operands: {}", info.mnemonic, whyNot32));
    return;
  }
  if (vop3 && info.encoding != Encoding::Vop3 && !hasE64) {
    p.error(
        inst.location, "operand-kind",
        fmt::format("'{}' has no VOP3 form on Southern Islands, and {}", info.mnemonic, whyNot32));
    return;
  }
  for (size_t k = 0; k < 3; ++k) {
    if (!v.src[k]) continue;
    Value32& s = *v.src[k];
    const bool half = v.srcHalf[k];
    if (s.kind == Value32::Kind::Register && s.code == op::kLdsDirect) {
      // llvm-mc-14 reads lds_direct only as the first source, and not
      // where that source is the operation's second operand (v_subrev_f32,
      // v_lshlrev_b32: the *rev* instructions of VOP2).
      const bool reversed =
          info.encoding == Encoding::Vop2 && info.mnemonic.find("rev_") != std::string_view::npos;
      if (k != 0 || reversed) {
        p.error(s.location, "operand-kind",
                k != 0 ? std::string("lds_direct can only be the first source")
                       : fmt::format("'{}' cannot read lds_direct", info.mnemonic));
        return;
      }
    }
    if (s.kind == Value32::Kind::Register) continue;
    if (half && vop3 && (s.abs || s.neg) && !gfx8OrLater(p.generation())) {
      // llvm-mc-14 refuses neg and abs on a constant for a 16-bit operand in
      // VOP3 before GFX8 (in 32 bits it folds them, below)
      p.error(s.location, "modifier-not-allowed",
              "neg and abs on a constant of a 16-bit operand exist only folded into it, in the "
              "32-bit encoding");
      return;
    }
    // the AMD dialect keeps modifiers in VOP3, as the AMD compiler writes them
    if (!vop3 && !foldModifiers(p, s, v.srcDwords[k], half, floatOperand)) return;
  }

  // One value from the scalar side per instruction on SI (SI ISA manual,
  // section 6.2.2 "Constant bus"): an SGPR (the same one may be read
  // twice), vcc read implicitly, or the literal.
  // vcc_lo and vcc count as two values, as llvm-mc-14 counts them.
  // (three sources, the carry in, vcc and m0 read implicitly: six at most, on the stack)
  std::array<std::pair<uint32_t, uint8_t>, 6> scalarReads{};
  size_t scalarCount = 0;
  bool literal = false;
  auto readScalar = [&](uint32_t code, uint8_t dwords) {
    auto key = std::make_pair(code, dwords);
    const auto end = scalarReads.begin() + static_cast<ptrdiff_t>(scalarCount);
    if (std::find(scalarReads.begin(), end, key) == end) scalarReads[scalarCount++] = key;
  };
  // The caret goes to the operand that is one value too many (the
  // mnemonic when that is an implicit read).
  std::optional<SourceLocation> tooMany;
  auto read = [&](const Value32& s) {
    if (s.isLiteral()) literal = true;
    if (isScalarRead(s) && s.code != op::kLdsDirect) readScalar(s.code, s.dwords);
    if (!tooMany && scalarCount + (literal ? 1 : 0) > 1) tooMany = s.location;
  };
  for (size_t k = 0; k < 3; ++k)
    if (v.src[k]) read(*v.src[k]);
  if (v.carryIn) read(*v.carryIn);
  if (flags.readsVcc) readScalar(op::kVccLo, 2);
  if (flags.readsM0) readScalar(op::kM0, 1);
  if (v.constant) literal = true;
  if (scalarCount + (literal ? 1 : 0) > 1) {
    p.error(tooMany.value_or(inst.location), "constant-bus",
            "a vector instruction reads at most one scalar value (one SGPR, vcc or literal) on "
            "Southern Islands");
    return;
  }

  uint64_t w = 0;
  if (!vop3) {
    const auto opcode = info.opcodeOn(p.generation());
    w = opcodeBits(info.encoding, opcode, p.generation());
    if (v.src[0]) {
      w = vop2::src0.insert(w, v.src[0]->code);
      if (!addLiteral(p, inst, *v.src[0])) return;
    }
    if (v.src[1]) {
      if (v.src1IsScalar) {
        if (v.src[1]->isLiteral() || v.src[1]->isVgpr()) {
          p.error(v.src[1]->location, "operand-kind",
                  "the lane select is a scalar register or an inline constant");
          return;
        }
        w = vop2::vsrc1.insert(w, v.src[1]->code & 0xff);
      } else {
        w = vop2::vsrc1.insert(w, v.src[1]->code - op::kVgpr0);
      }
    }
    if (v.vdst) w = vop2::vdst.insert(w, v.vdst->code - op::kVgpr0);
    if (v.sdst) w = vop2::vdst.insert(w, v.sdst->code);
    if (v.constant && !addLiteral(p, inst, *v.constant)) return;
    inst.word = w;
    inst.dwords = 1;
    return;
  }

  // llvm-mc-14 keeps the destination of the SAD instructions that write
  // several registers apart from their sources (isa.hpp)
  if (destinationApartFromSources(info.mnemonic) && v.vdst) {
    const uint32_t first = v.vdst->code, last = first + v.vdst->dwords - 1;
    for (size_t k = 0; k < 3; ++k) {
      const auto& s = v.src[k];
      if (!s || !s->isVgpr() || s->code + s->dwords - 1 < first || s->code > last) continue;
      p.error(s->location, "register-overlap",
              fmt::format("{}'s destination may not overlap a source", info.mnemonic));
      return;
    }
  }
  const uint32_t opcode = *vop3Opcode(info, p.generation());
  w = opcodeBits(Encoding::Vop3, opcode, p.generation());
  // VOP3b: a scalar destination in bits 14:8 where VOP3a has abs and clamp.
  const bool vop3b = (info.encoding == Encoding::Vop2 && v.carryOut) ||
                     (info.encoding == Encoding::Vop3 && flags.vop3b);
  if (v.vdst) w = vop3::vdst.insert(w, v.vdst->code - op::kVgpr0);
  if (info.encoding == Encoding::Vopc && v.carryOut) w = vop3::vdst.insert(w, v.carryOut->code);
  if (vop3b) w = vop3::sdst.insert(w, (v.sdst ? v.sdst : v.carryOut)->code);
  if (v.sdst && !vop3b) w = vop3::vdst.insert(w, v.sdst->code);  // v_readfirstlane, v_readlane
  if (v.carryIn) v.src[2] = v.carryIn;
  // not read, so no constant-bus value
  if (v.unusedSource2)
    w = vop3::src2.insert(w, v.unusedSource2->code);
  else if (twoSourceVop3)
    w = vop3::src2.insert(w, p.rules().vop3UnusedSource2);
  const BitField fields[] = {vop3::src0, vop3::src1, vop3::src2};
  for (size_t k = 0; k < 3; ++k) {
    if (!v.src[k]) continue;
    const Value32& s = *v.src[k];
    if (s.isLiteral()) {
      p.error(s.location, "literal-in-vop3",
              "a VOP3 instruction cannot take a literal on Southern Islands; load the value "
              "into a register first");
      return;
    }
    w = fields[k].insert(w, s.code);
    if (s.abs) {
      if (vop3b) {
        p.error(s.location, "modifier-not-allowed",
                fmt::format("'{}' has a scalar destination where VOP3 keeps abs", info.mnemonic));
        return;
      }
      w |= uint64_t{1} << (vop3::abs.shift + k);
    }
    if (s.neg) w |= uint64_t{1} << (vop3::neg.shift + k);
  }
  if (v.clamp && gfx8OrLater(p.generation())) {
    w = vop3::clampGfx8.insert(w, 1);  // VOP3b keeps clamp too from GFX8 on
  } else if (v.clamp) {
    if (vop3b) {
      p.error(v.modifierLocation, "modifier-not-allowed",
              fmt::format("'{}' has a scalar destination where VOP3 keeps clamp", info.mnemonic));
      return;
    }
    w = vop3::clamp.insert(w, 1);
  }
  w = vop3::omod.insert(w, v.omod);
  if (v.opSel) {
    // element n < the source count: source n (bits 11 up); the next: the
    // destination (bit 14); any after it llvm-mc-14 drops
    const auto count =
        static_cast<uint32_t>((v.src[0] ? 1 : 0) + (v.src[1] ? 1 : 0) + (v.src[2] ? 1 : 0));
    const uint32_t bits = (*v.opSel & ((1u << count) - 1)) | (*v.opSel >> count & 1) << 3;
    w = vop3::opSel.insert(w, bits);
  }
  inst.word = w;
  inst.dwords = 2;
}

// MUBUF: `buffer_load_dword v0, v1, s[4:7], s0 offen offset:4 glc slc tfe`.
// The address is `off` without offen, idxen or addr64, one VGPR with offen or
// idxen, a pair with both or with addr64. The modifiers come in llvm-mc-14's

}  // namespace gpuasm::gcn
