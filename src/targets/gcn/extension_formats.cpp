// GFX8's SDWA and DPP forms of VOP1, VOP2 and VOPC in the gcn assembler (VI
// ISA manual, section 6.3): their modifiers and their second dword.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <span>
#include <string>

#include "targets/gcn/extension_rules.hpp"
#include "targets/gcn/operand_parser.hpp"
#include "targets/gcn/vector_extension.hpp"

namespace gpuasm::gcn {

namespace op = operand;

namespace {

constexpr std::string_view kSdwaSelects[] = {"BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3",
                                             "WORD_0", "WORD_1", "DWORD"};
constexpr std::string_view kSdwaUnused[] = {"UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE"};
constexpr uint32_t kSelectDword = 6, kUnusedPreserve = 2;
// dpp_ctrl (VI ISA manual, section 6.3.2): quad_perm 0x00-0xff, row_shl
// 0x101-0x10f, row_shr 0x111-0x11f, row_ror 0x121-0x12f, the wave shifts
// and rotates, row_mirror, row_half_mirror, row_bcast:15 and :31.
constexpr uint32_t kRowShl = 0x100, kRowShr = 0x110, kRowRor = 0x120, kWaveShl = 0x130,
                   kWaveRol = 0x134, kWaveShr = 0x138, kWaveRor = 0x13c, kRowMirror = 0x140,
                   kRowHalfMirror = 0x141, kRowBcast15 = 0x142, kRowBcast31 = 0x143;
// gfx90a's row_newbcast:0-15 (llvm-mc-14): lane n of each row to the whole row

}  // namespace

// One SDWA or DPP modifier at the cursor (an identifier), consumed; nothing
// consumed when the identifier is none of them. False after an error.
bool parseExtensionModifier(Parser& p, Extension& e) {
  TokenCursor& c = p.cursor();
  const Token& t = c.peek();
  const LowerName lowered(t.text);
  const std::string_view name = lowered;
  const bool colon = c.peek(1).is(":");
  auto mark = [&](bool sdwa) {
    if ((sdwa && e.dpp) || (!sdwa && e.sdwa)) {
      p.error(t.location, "modifier-not-allowed",
              fmt::format("'{}' is {}'s, and this instruction is already {}", t.text,
                          sdwa ? "SDWA" : "DPP", sdwa ? "DPP" : "SDWA"));
      return false;
    }
    if (!e.sdwa && !e.dpp) e.location = t.location;
    (sdwa ? e.sdwa : e.dpp) = true;
    return true;
  };
  auto once = [&](bool given) {
    if (given) p.error(t.location, "duplicate-operand", fmt::format("'{}' is given twice", t.text));
    return !given;
  };
  // in llvm-mc-14's order (Extension::rank)
  auto inOrder = [&](int rank) {
    if (rank <= e.rank) {
      p.error(t.location, "modifier-order",
              fmt::format("'{}' comes before '{}' (the order: {})", t.text, e.last,
                          e.sdwa ? "clamp, omod, dst_sel, dst_unused, src0_sel, src1_sel"
                                 : "the control, row_mask, bank_mask, bound_ctrl"));
      return false;
    }
    e.rank = rank;
    e.last = t.text;
    return true;
  };
  auto symbol = [&](std::span<const std::string_view> names) -> std::optional<uint32_t> {
    const Token& value = c.next();
    for (size_t i = 0; i < names.size(); ++i)
      if (value.kind == TokenKind::Identifier && UpperName(value.text).view() == names[i])
        return static_cast<uint32_t>(i);
    p.error(value.location, "expected-operand",
            fmt::format("expected one of {} after '{}:', found '{}'", fmt::join(names, ", "),
                        t.text, value.text));
    return std::nullopt;
  };
  if (colon &&
      (name == "dst_sel" || name == "dst_unused" || name == "src0_sel" || name == "src1_sel")) {
    if (!mark(true)) return false;
    if (!inOrder(name == "dst_sel" ? 1 : name == "dst_unused" ? 2 : name == "src0_sel" ? 3 : 4))
      return false;
    auto& slot = name == "dst_sel"      ? e.dstSel
                 : name == "dst_unused" ? e.dstUnused
                 : name == "src0_sel"   ? e.src0Sel
                                        : e.src1Sel;
    if (!once(slot.has_value())) return false;
    if (name == "dst_sel" || name == "dst_unused") e.dstLocation = t.location;
    if (name == "src1_sel") e.src1SelLocation = t.location;
    c.next();
    c.next();
    slot = name == "dst_unused" ? symbol(kSdwaUnused) : symbol(kSdwaSelects);
    return slot.has_value();
  }
  auto control = [&](uint32_t value) {
    if (!mark(false) || !once(e.control.has_value()) || !inOrder(1)) return false;
    e.control = value;
    return true;
  };
  if (colon && name == "quad_perm") {
    c.next();
    c.next();
    if (!c.accept("[")) {
      p.error(c.peek().location, "expected-token", "expected '[' after quad_perm:");
      return false;
    }
    uint32_t value = 0;
    for (uint32_t lane = 0; lane < 4; ++lane) {
      if (lane && !c.accept(",")) {
        p.error(c.peek().location, "expected-token", "quad_perm takes four lanes: [a,b,c,d]");
        return false;
      }
      auto n = p.integer(0, 3, "a quad_perm lane");
      if (!n) return false;
      value |= static_cast<uint32_t>(*n) << (2 * lane);
    }
    if (!c.accept("]")) {
      p.error(c.peek().location, "expected-token", "expected ']' after the four lanes");
      return false;
    }
    return control(value);
  }
  struct Shift {
    std::string_view name;
    uint32_t base;
    int64_t min, max;  // the count's range; 0, 0: no count
  };
  static constexpr Shift kShifts[] = {{"row_shl", kRowShl, 1, 15},
                                      {"row_shr", kRowShr, 1, 15},
                                      {"row_ror", kRowRor, 1, 15},
                                      {"wave_shl", kWaveShl, 1, 1},
                                      {"wave_rol", kWaveRol, 1, 1},
                                      {"wave_shr", kWaveShr, 1, 1},
                                      {"wave_ror", kWaveRor, 1, 1},
                                      {"row_mirror", kRowMirror, 0, 0},
                                      {"row_half_mirror", kRowHalfMirror, 0, 0}};
  for (const Shift& s : kShifts) {
    if (name != s.name) continue;
    c.next();
    if (s.max == 0) return control(s.base);
    if (!c.accept(":")) {
      p.error(c.peek().location, "expected-token", fmt::format("expected ':' after {}", s.name));
      return false;
    }
    auto n = p.integer(s.min, s.max, fmt::format("the {} count", s.name));
    if (!n) return false;
    return control(s.base + (s.max == 1 ? 0 : static_cast<uint32_t>(*n)));
  }
  if (colon && name == "row_newbcast") {
    if (p.cdna() != Cdna::Gfx90a) {
      p.error(c.peek().location, "modifier-not-allowed",
              "row_newbcast is gfx90a's (-m mcpu=gfx90a)");
      return false;
    }
    c.next();
    c.next();
    auto n = p.integer(0, 15, "row_newbcast");
    return n && control(kRowNewbcast + static_cast<uint32_t>(*n));
  }
  if (colon && name == "row_bcast") {
    c.next();
    c.next();
    const Token& value = c.peek();
    auto n = p.integer(15, 31, "row_bcast");
    if (!n) return false;
    if (*n != 15 && *n != 31) {
      p.error(value.location, "value-out-of-range", "row_bcast is 15 or 31");
      return false;
    }
    return control(*n == 15 ? kRowBcast15 : kRowBcast31);
  }
  if (colon && (name == "row_mask" || name == "bank_mask")) {
    if (!mark(false) || !inOrder(name == "row_mask" ? 2 : 3)) return false;
    c.next();
    c.next();
    auto n = p.integer(0, 15, name == "row_mask" ? "row_mask" : "bank_mask");
    if (!n) return false;
    (name == "row_mask" ? e.rowMask : e.bankMask) = static_cast<uint32_t>(*n);
    return true;
  }
  if (colon && name == "bound_ctrl") {
    if (!mark(false) || !inOrder(4)) return false;
    c.next();
    c.next();
    // llvm-mc-14 sets the bit for bound_ctrl:0 as for :1 (and prints :1)
    auto n = p.integer(0, 1, "bound_ctrl");
    if (!n) return false;
    e.boundControl = true;
    return true;
  }
  return true;
}

// The SDWA or DPP word of a VOP1, VOP2 or VOPC instruction whose operands
// and modifiers are parsed.
void encodeExtension(Parser& p, const InstructionInfo& info, const VectorOperands& v,
                     const Extension& e, Instruction& inst) {
  const std::string_view form = e.sdwa ? "SDWA" : "DPP";
  const bool gfx9 = p.generation() == Generation::Gfx9;
  const bool vopc = info.encoding == Encoding::Vopc;
  const auto ops = operands(info);
  // The instruction's own rules (extension_rules.hpp, which the listing reads too), then what
  // only a source can ask for: a VOP3-only instruction, the AMD dump's fourth operand.
  std::string_view whyNot = info.encoding == Encoding::Vop3
                                ? "it has only the VOP3 encoding"
                                : extensionRefusal(info, e.sdwa, p.generation(), p.cdna(),
                                                   e.control && isRowNewbcast(*e.control));
  if (whyNot.empty() && v.unusedSource2) whyNot = "four operands are the VOP3 form";
  if (!whyNot.empty()) {
    p.error(e.suffix ? inst.location : e.location, "operand-kind",
            fmt::format("'{}' has no {} form: {}", info.mnemonic, form, whyNot));
    return;
  }
  // v_nop's SDWA word is all zeros, as llvm-mc-14 writes it: no selects
  if (ops.empty() && e.sdwa && (e.rank > 0 || v.clamp)) {
    p.error(e.rank > 0 ? e.location : v.modifierLocation, "modifier-not-allowed",
            "v_nop_sdwa takes no selects and no clamp");
    return;
  }
  if (v.implicitVcc) {
    p.error(inst.location, "expected-operand",
            fmt::format("the {} form of a compare names its destination (vcc)", form));
    return;
  }
  // The SDWA form of v_mac_* writes the whole accumulator
  if (e.sdwa && info.mnemonic.starts_with("v_mac_") && e.dstSel && *e.dstSel != kSelectDword) {
    p.error(e.dstLocation, "modifier-not-allowed",
            fmt::format("'{}' in SDWA writes a whole dword: dst_sel:DWORD", info.mnemonic));
    return;
  }
  if (e.dpp && !e.control) {
    p.error(inst.location, "expected-operand",
            "a DPP instruction needs its dpp_ctrl (quad_perm:[...], row_shl:n, row_mirror, ...)");
    return;
  }
  if (e.dpp && (v.clamp || v.omodGiven)) {
    p.error(v.modifierLocation, "modifier-not-allowed",
            "DPP has no clamp or output modifier (VOP3 has them)");
    return;
  }
  if (e.sdwa && vopc && gfx9 && v.clamp) {
    p.error(v.modifierLocation, "modifier-not-allowed",
            "GFX9's compares in SDWA have no clamp (their sdst takes its bits)");
    return;
  }
  if (e.sdwa && v.omodGiven && !gfx9) {
    p.error(v.modifierLocation, "modifier-not-allowed",
            "GFX8's SDWA has no output modifier (GFX9's has)");
    return;
  }
  if (e.sdwa && vopc && (e.dstSel || e.dstUnused)) {
    p.error(e.dstLocation, "modifier-not-allowed",
            "a compare's SDWA form has no dst_sel or dst_unused (it writes a mask)");
    return;
  }
  if (e.sdwa && info.encoding == Encoding::Vop1 && e.src1Sel) {
    p.error(e.src1SelLocation, "modifier-not-allowed",
            fmt::format("'{}' has one source: no src1_sel", info.mnemonic));
    return;
  }
  auto isVcc = [](const std::optional<Value32>& r) {
    return !r || (r->code == op::kVccLo && r->dwords == 2);
  };
  const bool scalarDestination = vopc && e.sdwa && gfx9 && !isVcc(v.carryOut);
  if ((!isVcc(v.carryOut) && !scalarDestination) || !isVcc(v.carryIn)) {
    p.error((!isVcc(v.carryOut) ? v.carryOut : v.carryIn)->location, "operand-kind",
            fmt::format("the {} form writes and reads only vcc{}", form,
                        vopc && e.sdwa ? " on GFX8 (GFX9's compare writes any SGPR pair)" : ""));
    return;
  }
  // The sources: VGPRs; GFX9's SDWA also takes an SGPR or an inline constant,
  // one scalar value at most.
  std::optional<uint32_t> scalarRead;
  if (v.carryIn) scalarRead = op::kVccLo;  // the carry-in (vcc) is read too
  for (size_t k = 0; k < 2; ++k) {
    if (!v.src[k]) continue;
    const Value32& s = *v.src[k];
    const bool scalarOk = e.sdwa && gfx9 && !s.isLiteral() &&
                          !(s.kind == Value32::Kind::Register && s.code == op::kLdsDirect);
    if (!s.isVgpr() && !scalarOk) {
      p.error(s.location, "operand-kind",
              fmt::format("the {} form's sources are vector registers{}", form,
                          e.sdwa && gfx9 ? ", scalar registers or inline constants" : ""));
      return;
    }
    if (s.isScalarRegister()) {
      if (scalarRead && *scalarRead != s.code) {
        p.error(s.location, "constant-bus",
                "a vector instruction reads at most one scalar register on GFX9");
        return;
      }
      scalarRead = s.code;
    }
    const Operand* o = nullptr;
    for (const Operand& candidate : ops)
      if ((k == 0 && candidate.field == OperandField::Src0) ||
          (k == 1 &&
           (candidate.field == OperandField::Vsrc1 || candidate.field == OperandField::Src1)))
        o = &candidate;
    // v_cndmask_b32's SDWA sources are integers (sext), as llvm-mc-14 has them
    const bool integerSource = info.mnemonic == "v_cndmask_b32" || !o || !o->neg;
    if (info.mnemonic == "v_cndmask_b32" && (s.neg || s.abs)) {
      p.error(s.location, "modifier-not-allowed",
              fmt::format("v_cndmask_b32's {} sources take no neg or abs", form));
      return;
    }
    if (s.sext && (e.dpp || !integerSource)) {
      p.error(s.location, "modifier-not-allowed",
              e.dpp ? std::string("sext exists only in the SDWA encoding")
                    : fmt::format("sext is for integer sources; this one of '{}' is a float",
                                  info.mnemonic));
      return;
    }
  }
  auto field8 = [](const Value32& s) { return s.isVgpr() ? s.code - op::kVgpr0 : s.code; };
  uint64_t w = opcodeBits(info.encoding, info.opcodeOn(p.generation()), p.generation());
  w = vop2::src0.insert(w, e.sdwa ? op::kSdwa : op::kDpp);
  if (v.vdst) w = vop2::vdst.insert(w, v.vdst->code - op::kVgpr0);
  if (v.src[1]) w = vop2::vsrc1.insert(w, field8(*v.src[1]));
  const Value32 none;
  const Value32& s0 = v.src[0] ? *v.src[0] : none;
  const Value32& s1 = v.src[1] ? *v.src[1] : none;
  if (e.sdwa) {
    if (v.src[0]) w = sdwa::src0.insert(w, field8(s0));
    if (v.src[0] && !s0.isVgpr()) w = sdwa::src0ScalarGfx9.insert(w, 1);
    if (v.src[1] && !s1.isVgpr()) w = sdwa::src1ScalarGfx9.insert(w, 1);
    if (!vopc) {
      w = sdwa::dstSel.insert(w, e.dstSel.value_or(kSelectDword));
      w = sdwa::dstUnused.insert(w, e.dstUnused.value_or(kUnusedPreserve));
    } else if (scalarDestination) {
      w = sdwa::vopcSdstGfx9.insert(w, v.carryOut->code);
      w = sdwa::vopcSdGfx9.insert(w, 1);
    }
    if (info.encoding != Encoding::Vop1)
      w = sdwa::src1Sel.insert(w, e.src1Sel.value_or(kSelectDword));
    w = sdwa::src0Sel.insert(w, e.src0Sel.value_or(kSelectDword));
    w = sdwa::src0Sext.insert(w, s0.sext);
    w = sdwa::src0Neg.insert(w, s0.neg);
    w = sdwa::src0Abs.insert(w, s0.abs);
    w = sdwa::src1Sext.insert(w, s1.sext);
    w = sdwa::src1Neg.insert(w, s1.neg);
    w = sdwa::src1Abs.insert(w, s1.abs);
    if (!(vopc && gfx9)) {  // GFX9's compare keeps sdst and sd there
      w = sdwa::clamp.insert(w, v.clamp);
      w = sdwa::omodGfx9.insert(w, v.omod);
    }
    if (ops.empty()) w &= 0xffffffffu;  // v_nop: the SDWA word is zeros
  } else {
    if (v.src[0]) w = dpp::src0.insert(w, field8(s0));
    w = dpp::control.insert(w, *e.control);
    w = dpp::boundControl.insert(w, e.boundControl);
    w = dpp::src0Neg.insert(w, s0.neg);
    w = dpp::src0Abs.insert(w, s0.abs);
    w = dpp::src1Neg.insert(w, s1.neg);
    w = dpp::src1Abs.insert(w, s1.abs);
    w = dpp::bankMask.insert(w, e.bankMask);
    w = dpp::rowMask.insert(w, e.rowMask);
  }
  inst.word = w;
  inst.dwords = 2;
}

}  // namespace gpuasm::gcn
