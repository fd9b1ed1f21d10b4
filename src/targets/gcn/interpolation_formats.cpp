// The interpolation formats of the gcn assembler: VINTRP (`v_interp_p1_f32 v0, v1, attr3.y`)
// and GFX8's VOP3 forms of it and 16-bit interpolations (`v_interp_p1_f32_e64 v5, -v2,
// attr0.x clamp mul:2`, `v_interp_p1lv_f16 v5, v2, attr1.x, v3 high`), as llvm-mc-14
// -mcpu=tonga and gfx900 encode them.
#include <fmt/format.h>

#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "targets/gcn/format_parsers.hpp"
#include "targets/gcn/operand_parser.hpp"

namespace gpuasm::gcn {
namespace {

// `p10`, `p20`, `p0`: the interpolation parameter's number (0, 1, 2).
std::optional<uint32_t> parameter(Parser& p) {
  const Token& t = p.cursor().next();
  static constexpr std::pair<std::string_view, uint32_t> kParams[] = {
      {"p10", 0}, {"p20", 1}, {"p0", 2}};
  for (auto [name, value] : kParams)
    if (t.isIdentifier(name)) return value;
  p.error(t.location, "operand-kind", fmt::format("expected p10, p20 or p0, found '{}'", t.text));
  return std::nullopt;
}

struct Attribute {
  uint32_t number = 0, channel = 0;
};

// `attr3.y`: attributes 0 to 63, channels x, y, z, w.
std::optional<Attribute> attribute(Parser& p) {
  const Token& t = p.cursor().next();
  const LowerName lowered(t.text);
  const std::string_view name = lowered;
  size_t dot = name.find('.');
  bool ok = t.kind == TokenKind::Identifier && name.starts_with("attr") &&
            dot != std::string_view::npos && dot > 4 && dot + 2 == name.size() && dot <= 6;
  Attribute a;
  if (ok) {
    for (size_t i = 4; i < dot; ++i) {
      ok &= name[i] >= '0' && name[i] <= '9';
      a.number = a.number * 10 + static_cast<uint32_t>(name[i] - '0');
    }
    std::string_view channels = "xyzw";
    size_t at = channels.find(name[dot + 1]);
    ok &= at != std::string_view::npos;
    a.channel = static_cast<uint32_t>(at);
  }
  if (!ok) {
    p.error(t.location, "operand-kind",
            fmt::format("expected an attribute channel such as attr0.x, found '{}'", t.text));
    return std::nullopt;
  }
  if (a.number > 63) {
    p.error(t.location, "value-out-of-range",
            fmt::format("attribute {} is out of range (attr0 to attr63)", a.number));
    return std::nullopt;
  }
  return a;
}

// A source of the VOP3 forms: src1 a VGPR (m0 is on the constant bus already, llvm-mc-14
// refuses an SGPR there), src2 a VGPR or a scalar register; neg and abs where the row says.
std::optional<Value32> interpolationSource(Parser& p, const InstructionInfo& info,
                                           const Operand& o) {
  auto s = p.source(1, true);
  if (!s) return std::nullopt;
  const bool scalarAllowed = (o.kinds & kScalarKind) != 0;
  if (s->kind != Value32::Kind::Register ||
      (!s->isVgpr() && !(scalarAllowed && s->code < operand::kZero))) {
    p.error(s->location, "operand-kind",
            fmt::format("'{}' takes a vector register{} there", info.mnemonic,
                        scalarAllowed ? " or a scalar one" : ""));
    return std::nullopt;
  }
  if (!checkWidth(p, *s, 1, "the source")) return std::nullopt;
  return s;
}

// The VOP3 forms: vdst, src1 or the parameter, the attribute (src0: its number, channel,
// and bit 8 for `high`), src2; then `high`, `clamp`, `mul:2|4`/`div:2`, in that order.
void parseInterpolationVop3(Parser& p, const InstructionInfo& info, Instruction& inst) {
  TokenCursor& c = p.cursor();
  const InstructionTraits& t = traits(info);
  uint64_t w = opcodeBits(Encoding::Vop3, info.opcodeOn(p.generation()), p.generation());
  auto vdst = vectorRegister(p, 1, "the destination");
  if (!vdst || !p.comma()) return;
  w = vop3::vdst.insert(w, *vdst);
  uint32_t attributeBits = 0;
  bool first = true;
  for (const Operand& o : operands(info)) {
    if (o.field == OperandField::Vdst) continue;
    if (!first && !p.comma()) return;
    first = false;
    if (o.field == OperandField::Param) {
      auto n = parameter(p);
      if (!n) return;
      w = vop3::src1.insert(w, *n);
    } else if (o.field == OperandField::Attr) {
      auto a = attribute(p);
      if (!a) return;
      attributeBits = a->number | a->channel << 6;
    } else {
      auto s = interpolationSource(p, info, o);
      if (!s) return;
      const uint32_t index = o.field == OperandField::Src2 ? 2 : 1;
      w = (index == 2 ? vop3::src2 : vop3::src1).insert(w, s->code);
      if (s->abs) w |= uint64_t{1} << (vop3::abs.shift + index);
      if (s->neg) w |= uint64_t{1} << (vop3::neg.shift + index);
    }
  }
  // llvm-mc-14 takes them in this order only, each once
  enum Stage { kHigh, kClamp, kOmod, kDone };
  int stage = kHigh;
  while (!c.atEnd()) {
    p.commaBeforeModifier();
    const Token& m = c.peek();
    if (isKeyword(m, "high") && t.high && stage <= kHigh) {
      c.next();
      attributeBits |= 0x100;
      stage = kClamp;
    } else if (isKeyword(m, "clamp") && stage <= kClamp) {
      c.next();
      w = vop3::clampGfx8.insert(w, 1);
      stage = kOmod;
    } else if ((isKeyword(m, "mul") || isKeyword(m, "div")) && c.peek(1).is(":") && t.omod &&
               stage <= kOmod) {
      c.next();
      c.next();
      const bool mul = isKeyword(m, "mul");
      auto n = p.integer(1, 4, mul ? "mul:" : "div:");
      if (!n) return;
      if (mul && (*n == 2 || *n == 4)) {
        w = vop3::omod.insert(w, *n == 2 ? 1 : 2);
      } else if (!mul && *n == 2) {
        w = vop3::omod.insert(w, 3);
      } else if (*n != 1) {
        p.error(m.location, "value-out-of-range", "the output modifier is mul:2, mul:4 or div:2");
        return;
      }
      stage = kDone;
    } else {
      std::string allowed = t.high ? "high, clamp" : "clamp";
      allowed += t.omod ? " and mul:2, mul:4 or div:2" : "";
      if (t.high && !t.omod) allowed = "high and clamp";
      p.error(m.location, "modifier-not-allowed",
              fmt::format("'{}' takes {} after its operands, in that order, each once; not '{}'",
                          info.mnemonic, allowed, m.text));
      return;
    }
  }
  w = vop3::src0.insert(w, attributeBits);
  inst.word = w;
  inst.dwords = 2;
}

// Whether a VINTRP line asks for what only the VOP3 form has: neg or abs on the source,
// clamp or an output modifier (llvm-mc-14 then encodes `v_interp_p1_f32_e64` on GFX8 and GFX9).
bool asksForVop3(const TokenCursor& c) {
  for (const Token& t : c.rest()) {
    if (t.kind == TokenKind::EndOfLine) break;
    if (t.is("-") || t.is("|") || isKeyword(t, "neg") || isKeyword(t, "abs") ||
        isKeyword(t, "clamp") || isKeyword(t, "mul") || isKeyword(t, "div"))
      return true;
  }
  return false;
}

}  // namespace

// VINTRP: `v_interp_p1_f32 v0, v1, attr3.y`, `v_interp_mov_f32 v0, p10, attr3.y`.
void parseInterpolation(Parser& p, const InstructionInfo& info, Instruction& inst) {
  if (info.encoding == Encoding::Vop3) {
    parseInterpolationVop3(p, info, inst);
    return;
  }
  if (gfx8OrLater(p.generation()) && asksForVop3(p.cursor())) {
    const std::string e64 = std::string(info.mnemonic) + "_e64";
    if (const InstructionInfo* vop3 = findInstruction(e64, p.generation())) {
      parseInterpolationVop3(p, *vop3, inst);
      return;
    }
  }
  uint64_t w = opcodeBits(Encoding::Vintrp, info.opcodeOn(p.generation()), p.generation());
  auto vdst = vectorRegister(p, 1, "the destination");
  if (!vdst || !p.comma()) return;
  w = vintrp::vdst.insert(w, *vdst);
  bool move = operands(info).size() > 1 && operands(info)[1].field == OperandField::Param;
  if (move) {
    auto n = parameter(p);
    if (!n) return;
    w = vintrp::vsrc.insert(w, *n);
  } else {
    auto vsrc = vectorRegister(p, 1, "the source");
    if (!vsrc) return;
    w = vintrp::vsrc.insert(w, *vsrc);
  }
  if (!p.comma()) return;
  auto a = attribute(p);
  if (!a) return;
  w = vintrp::attr.insert(w, a->number);
  w = vintrp::attrChannel.insert(w, a->channel);
  inst.word = w;
  inst.dwords = 1;
}

}  // namespace gpuasm::gcn
