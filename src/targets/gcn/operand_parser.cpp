// The operand parser shared by every format of the gcn assembler: registers
// and ranges, inline constants and literals, VOP3 source modifiers, and the
// checks every format applies to an operand.
#include "targets/gcn/operand_parser.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <iterator>
#include <string>

#include "targets/gcn/relocation_variants.hpp"

namespace gpuasm::gcn {

namespace op = operand;

namespace {

struct SpecialRegister {
  std::string_view name;
  uint32_t code;
  uint8_t dwords;
};
constexpr SpecialRegister kSpecialRegisters[] = {
    {"vcc", op::kVccLo, 2},
    {"vcc_lo", op::kVccLo, 1},
    {"vcc_hi", op::kVccHi, 1},
    {"exec", op::kExecLo, 2},
    {"exec_lo", op::kExecLo, 1},
    {"exec_hi", op::kExecHi, 1},
    {"tba", op::kTbaLo, 2},
    {"tba_lo", op::kTbaLo, 1},
    {"tba_hi", op::kTbaHi, 1},
    {"tma", op::kTmaLo, 2},
    {"tma_lo", op::kTmaLo, 1},
    {"tma_hi", op::kTmaHi, 1},
    {"m0", op::kM0, 1},
    {"scc", op::kScc, 1},
    {"vccz", op::kVccz, 1},
    {"execz", op::kExecz, 1},
    {"lds_direct", op::kLdsDirect, 1},
    // llvm-mc's other names of the same operand codes
    {"src_scc", op::kScc, 1},
    {"src_vccz", op::kVccz, 1},
    {"src_execz", op::kExecz, 1},
    {"src_lds_direct", op::kLdsDirect, 1},
};
// GFX9's source operands 235-239, each also with src_ before it.
constexpr std::string_view kGfx9SourceRegisters[] = {"shared_base", "shared_limit", "private_base",
                                                     "private_limit", "pops_exiting_wave_id"};

}  // namespace

std::string lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string upper(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return out;
}

std::optional<uint32_t> integerInlineCode(int64_t v) {
  if (v >= 0 && v <= 64) return op::kZero + static_cast<uint32_t>(v);
  if (v >= -16 && v < 0) return op::kPositiveLast + static_cast<uint32_t>(-v);
  return std::nullopt;
}

size_t Parser::operandsLeft() const {
  size_t count = 0;
  int depth = 0;
  for (const Token& t : cursor_.rest()) {
    if (t.kind == TokenKind::EndOfLine) break;
    if (count == 0) count = 1;
    if (t.is("(") || t.is("[")) ++depth;
    if (t.is(")") || t.is("]")) --depth;
    if (depth == 0 && t.is(",")) ++count;
  }
  return count;
}

bool Parser::comma() {
  if (accept(",")) return true;
  // llvm-mc-14's commas between operands are optional (`v_max_f32 v1, v2 v3`):
  // its parser reads an operand, then skips one comma if there is one.
  const Token& t = peek();
  if (t.kind != TokenKind::EndOfLine) return true;
  error(t.location, "expected-token", "expected ',' and another operand");
  return false;
}

bool Parser::commaBeforeModifier() {
  const Token& after = peek(1);
  if (!peek().is(",") || after.kind != TokenKind::Identifier) return false;
  next();
  return true;
}

std::optional<uint32_t> Parser::registerIndex(std::string_view what) {
  const Token& t = peek();
  // `s[4:7]`: a number alone, the common case, without the expression parser
  if (t.kind == TokenKind::Integer && (peek(1).is(":") || peek(1).is("]"))) {
    next();
    return static_cast<uint32_t>(std::min<uint64_t>(t.value, 1u << 20));
  }
  // llvm-mc-14 takes an expression there (`ttmp[(3+2)*2+1]`)
  if (t.kind == TokenKind::EndOfLine || t.is("]") || t.is(":")) {
    error(t.location, "expected-register", fmt::format("expected {}", what));
    return std::nullopt;
  }
  ExprPtr e = ctx_.parseExpression(cursor_);
  if (!e) {
    failed_ = true;
    return std::nullopt;
  }
  if (e->kind != Expr::Kind::Constant || e->constantValue().isFloat ||
      e->constantValue().integer < 0) {
    error(t.location, "expected-register", fmt::format("{} must be a constant integer", what));
    return std::nullopt;
  }
  return static_cast<uint32_t>(std::min<int64_t>(e->constantValue().integer, 1 << 20));
}

// `[s6,s7]`, `[ttmp4,ttmp5,ttmp6,ttmp7]`, `[exec_lo,exec_hi]`, `[v1]`: llvm-mc's
// register list, consecutive registers of one kind, read as the range they make.
std::optional<Value32> Parser::registerList() {
  const Token& open = next();
  Value32 range;
  range.location = open.location;
  uint32_t count = 0;
  do {
    const Token& t = peek();
    auto r = tryRegister();
    if (failed_) return range;
    if (!r || r->dwords != 1 || r->code > op::kVgpr0 + 255 ||
        (r->code > op::kExecHi && r->code < op::kVgpr0)) {
      error(t.location, "expected-register",
            "a register list holds single registers (`[s6,s7]`, `[v1,v2]`)");
      return range;
    }
    if (count == 0) {
      range.code = r->code;
      range.agpr = r->agpr;
    } else if (r->code != range.code + count ||
               (r->code >= op::kVgpr0) != (range.code >= op::kVgpr0) || r->agpr != range.agpr) {
      error(t.location, "register-width",
            "the registers of a list are consecutive (`[s6,s7]`, `[v1,v2,v3]`)");
      return range;
    }
    ++count;
  } while (accept(","));
  if (!accept("]")) {
    error(peek().location, "expected-token", "expected ']' after the register list");
    return range;
  }
  const bool vector = range.code >= op::kVgpr0;
  if (count != 1 && count != 2 && count != 3 && count != 4 && count != 8 && count != 16) {
    error(open.location, "register-width",
          fmt::format("a register range holds 1, 2, 3, 4, 8 or 16 registers, not {}", count));
    return range;
  }
  if (vector && count > 1 && (range.code - op::kVgpr0) % 2 && cdna_ == Cdna::Gfx90a) {
    error(open.location, "register-alignment",
          "gfx90a's vector register tuples start at an even register");
    return range;
  }
  // The named pairs are vcc, exec, tba and tma: their low half is even.
  const uint32_t ttmp0 = op::ttmpFirst(generation_);
  const uint32_t first = range.code >= ttmp0 && !vector ? range.code - ttmp0 : range.code;
  if (!vector && count > 1 && first % (count == 2 ? 2 : 4)) {
    error(open.location, "register-alignment",
          fmt::format("a range of {} scalar registers must start at a multiple of {}", count,
                      count == 2 ? 2 : 4));
    return range;
  }
  if (!vector && range.code > op::kSgprLast && range.code < ttmp0 && count != 1 && count != 2) {
    error(open.location, "register-width", "a list of named registers is one pair");
    return range;
  }
  range.dwords = static_cast<uint8_t>(count);
  return range;
}

namespace {

// A lowered name's numbered register file, `s`, `v` or `ttmp` (empty for
// none), and what follows that prefix.
struct NumberedName {
  std::string_view kind;
  std::string_view rest;
};
NumberedName numberedName(std::string_view name) {
  if (name.empty()) return {};
  switch (name[0]) {
    case 's':
      return {"s", name.substr(1)};
    case 'v':
      return {"v", name.substr(1)};
    case 'a':
      // llvm-mc's other name of the AGPRs: acc0, acc[0:3]
      return {"a", name.substr(name.starts_with("acc") ? 3 : 1)};
    case 't':
      if (name.starts_with("ttmp")) return {"ttmp", name.substr(4)};
      return {};
    default:
      return {};
  }
}

bool allDigits(std::string_view text) {
  for (char c : text)
    if (c < '0' || c > '9') return false;
  return true;
}

}  // namespace

// The registers first..last of file `kind` (s, v, a or ttmp), written as `name`
// (lowered) at `t`, checked against the generation's file sizes and the
// alignment rules.
Value32 Parser::numberedRegister(const Token& t, std::string_view name, std::string_view kind,
                                 uint32_t first, uint32_t last) {
  Value32 v;
  v.location = t.location;
  // told apart by the first letter: every operand comes through here
  const char file = kind[0];
  uint32_t count = last >= first ? last - first + 1 : 0;
  // GFX8 gave s102 and s103 to flat_scratch (VI ISA manual, section 3.6)
  const uint32_t sgprs = gfx8OrLater(generation_) ? op::kSgprLast - 1 : op::kSgprLast + 1;
  const bool vector = file == 'v' || file == 'a';
  uint32_t limit = file == 's' ? sgprs
                   : vector    ? 256
                               : op::ttmpLast(generation_) - op::ttmpFirst(generation_) + 1;
  if (count == 0 || last >= limit) {
    error(t.location, "register-out-of-range",
          count == 0 ? fmt::format("register range '{}' ends before it begins", name)
                     : fmt::format("{} registers are {}0 to {}{}",
                                   file == 's'   ? "scalar"
                                   : file == 'v' ? "vector"
                                   : file == 'a' ? "accumulation"
                                                 : "trap",
                                   kind, kind, limit - 1));
    return v;
  }
  // five VGPRs: MIMG data of four channels and tfe; 32: the 32x32 matrices of MFMA
  if (count != 1 && count != 2 && count != 3 && count != 4 && count != 8 && count != 16 &&
      !(count == 5 && file == 'v') && !(count == 32 && vector)) {
    error(t.location, "register-width",
          fmt::format("a register range holds 1, 2, 3, 4, 8 or 16 registers, not {}", count));
    return v;
  }
  if (file == 'a' && !agprAllowed_) {
    if (cdna_ == Cdna::None)
      error(t.location, "unsupported-register",
            fmt::format("'{}' is an accumulation register (AGPR): gfx908 and gfx90a have them "
                        "(-m mcpu=gfx908 or gfx90a)",
                        name));
    else
      error(t.location, "operand-kind",
            fmt::format("'{}' is an accumulation register: this operand takes none (AGPRs are "
                        "operands of v_accvgpr_*, v_mfma_*{})",
                        name, cdna_ == Cdna::Gfx90a ? " and memory instructions' data" : ""));
    return v;
  }
  // gfx90a's register tuples start even (llvm-mc-14: "vgpr tuples must be 64 bit aligned")
  if (vector && count > 1 && first % 2 && cdna_ == Cdna::Gfx90a) {
    error(t.location, "register-alignment",
          fmt::format("gfx90a's vector register tuples start at an even register: {}{} is not",
                      kind, first));
    return v;
  }
  // SI ISA manual, section 3.6.1: 64-bit SGPR operands are even-aligned,
  // wider ones four-aligned (VGPR ranges have no such rule).
  if (!vector && count > 1) {
    uint32_t align = count == 2 ? 2 : 4;
    if (first % align) {
      error(t.location, "register-alignment",
            fmt::format("a range of {} scalar registers must start at a multiple of {}: "
                        "{}{} is not",
                        count, align, kind, first));
      return v;
    }
  }
  v.dwords = static_cast<uint8_t>(count);
  v.code = file == 's' ? first : vector ? op::kVgpr0 + first : op::ttmpFirst(generation_) + first;
  v.agpr = file == 'a';
  return v;
}

std::optional<Value32> Parser::tryRegister() {
  const Token& t = peek();
  if (t.kind != TokenKind::Identifier) {
    if (!t.is("[")) return std::nullopt;
    const Token& inside = peek(1);
    if (!isRegisterName(inside)) return std::nullopt;
    return registerList();
  }
  // Most operands are `v5`, `s12` (either case) or `v[4:7]`, `s[8:15]`: read
  // here in one pass over the tokens, without lowering the name or the
  // general path's lookups. Anything else (an expression for a number,
  // a missing ']') goes the general way, which reports it.
  if (t.text.size() <= 5 && t.text.size() >= 1) {
    const char letter = static_cast<char>(t.text[0] | 0x20);  // 's' or 'S', 'v' or 'V'
    const std::string_view kind = letter == 's'   ? "s"
                                  : letter == 'v' ? "v"
                                  : letter == 'a' ? "a"
                                                  : "";
    if (!kind.empty() && t.text.size() >= 2) {
      uint32_t number = 0;
      size_t i = 1;
      for (; i < t.text.size() && t.text[i] >= '0' && t.text[i] <= '9'; ++i)
        number = number * 10 + static_cast<uint32_t>(t.text[i] - '0');
      if (i == t.text.size()) {
        next();
        return numberedRegister(t, t.text, kind, number, number);
      }
    } else if (!kind.empty()) {
      // `v[4:7]`, `s[8]`: the numbers alone, no expression
      const std::span<const Token> rest = cursor_.rest();
      auto punct = [&](size_t at, char c) {
        return at < rest.size() && rest[at].kind == TokenKind::Punct && rest[at].text.size() == 1 &&
               rest[at].text[0] == c;
      };
      auto integer = [&](size_t at) {
        return at < rest.size() && rest[at].kind == TokenKind::Integer;
      };
      if (punct(1, '[') && integer(2)) {
        const uint32_t first = static_cast<uint32_t>(std::min<uint64_t>(rest[2].value, 1u << 20));
        if (punct(3, ']')) {
          cursor_.seek(cursor_.position() + 4);
          return numberedRegister(t, kind, kind, first, first);
        }
        if (punct(3, ':') && integer(4) && punct(5, ']')) {
          const uint32_t last = static_cast<uint32_t>(std::min<uint64_t>(rest[4].value, 1u << 20));
          cursor_.seek(cursor_.position() + 6);
          return numberedRegister(t, kind, kind, first, last);
        }
      }
    }
  }
  const LowerName lowered(t.text);
  const std::string_view name = lowered;
  Value32 v;
  v.location = t.location;
  // The numbered files first (s5, v[2:3], ttmp4), which most operands are:
  // told apart by the first letter.
  const NumberedName numbered = numberedName(name);
  if (!numbered.kind.empty()) {
    const std::string_view kind = numbered.kind;
    const std::string_view rest = numbered.rest;
    uint32_t first = 0, last = 0;
    bool found = true;
    if (rest.empty() && peek(1).is("[")) {
      next();
      next();
      auto a = registerIndex("a register number after '['");
      if (!a) return v;
      first = last = *a;
      if (accept(":")) {
        auto b = registerIndex("the last register number after ':'");
        if (!b) return v;
        last = *b;
      }
      if (!accept("]")) {
        error(peek().location, "expected-token", "expected ']' after a register range");
        return v;
      }
    } else if (!rest.empty() && rest.size() <= 4 && allDigits(rest)) {
      next();
      for (char c : rest) first = first * 10 + static_cast<uint32_t>(c - '0');
      last = first;
    } else {
      found = false;  // `scc`, `vcc`, `s`: perhaps a named register
    }
    if (found) return numberedRegister(t, name, kind, first, last);
  }
  // Named registers after the numbered ones, which most operands are.
  for (const SpecialRegister& r : kSpecialRegisters) {
    if (name == r.name) {
      next();
      if (r.code == op::kLdsDirect && cdna_ == Cdna::Gfx90a) {
        error(t.location, "unsupported-register", "gfx90a has no lds_direct (llvm-mc-14)");
        return v;
      }
      // GFX9 gave tba's and tma's codes to ttmp0-ttmp3
      if (generation_ == Generation::Gfx9 && r.code >= op::kTbaLo && r.code <= op::kTmaHi) {
        error(t.location, "unsupported-register",
              fmt::format("'{}' does not exist on gfx9 (its codes are ttmp0-ttmp3 there)", t.text));
        return v;
      }
      v.code = r.code;
      v.dwords = r.dwords;
      return v;
    }
  }
  // CI puts flat_scratch after the SGPRs, at 104-105 (llvm-mc-14 -mcpu=bonaire)
  // and GFX8 at 102-103, in the last SGPRs' place
  if (generation_ != Generation::SouthernIslands &&
      (name == "flat_scratch" || name == "flat_scratch_lo" || name == "flat_scratch_hi")) {
    next();
    const uint32_t lo =
        generation_ == Generation::SeaIslands ? op::kFlatScratchLoGfx7 : op::kSgprLast - 1;
    v.code = name == "flat_scratch_hi" ? lo + 1 : lo;
    v.dwords = name == "flat_scratch" ? 2 : 1;
    return v;
  }
  // GFX9: xnack_mask at 104-105 (the gfx900 family has XNACK), and the
  // apertures and the POPS wave id as source operands 235-239 (llvm-mc-14
  // takes them without the src_ prefix too)
  if (generation_ == Generation::Gfx9 &&
      (name == "xnack_mask" || name == "xnack_mask_lo" || name == "xnack_mask_hi")) {
    next();
    v.code = name == "xnack_mask_hi" ? op::kXnackMaskLoGfx9 + 1 : op::kXnackMaskLoGfx9;
    v.dwords = name == "xnack_mask" ? 2 : 1;
    return v;
  }
  {
    const std::string_view bare = name.starts_with("src_") ? name.substr(4) : name;
    for (size_t k = 0; k < std::size(kGfx9SourceRegisters); ++k) {
      if (bare != kGfx9SourceRegisters[k]) continue;
      next();
      if (generation_ != Generation::Gfx9) {
        error(t.location, "unsupported-register",
              fmt::format("'{}' needs gfx9 (-m mcpu=...; this is {})", t.text,
                          generationName(generation_)));
        return v;
      }
      v.code = op::kSharedBaseGfx9 + static_cast<uint32_t>(k);
      v.dwords = 1;
      return v;
    }
  }
  if (name.starts_with("flat_scratch") || name == "xnack_mask" || name.starts_with("xnack_mask_")) {
    next();
    error(t.location, "unsupported-register",
          generation_ == Generation::SouthernIslands
              ? fmt::format("'{}' does not exist on Southern Islands (GFX6): it came with Sea "
                            "Islands (flat_scratch) or later",
                            t.text)
              : fmt::format("'{}' does not exist on {} (xnack_mask: GFX8 processors with XNACK)",
                            t.text, generationName(generation_)));
    return v;
  }
  return std::nullopt;
}

std::optional<Value> Parser::loneNumber() {
  // `5`, `-5`, `1.5`, `-0.5`: what the expression parser would fold to a
  // constant, since nothing after it continues an expression (binary
  // operators are punctuation; a modifier, ',', ')' or the line's end is not).
  const bool negative = peek().is("-");
  const Token& t = peek(negative ? 1 : 0);
  if (t.kind != TokenKind::Integer && t.kind != TokenKind::Float) return std::nullopt;
  if (t.kind == TokenKind::Integer && t.value > uint64_t{INT64_MAX}) return std::nullopt;
  const Token& after = peek(negative ? 2 : 1);
  if (after.kind != TokenKind::EndOfLine && after.kind != TokenKind::Identifier && !after.is(",") &&
      !after.is(")"))
    return std::nullopt;
  if (negative) next();
  next();
  if (t.kind == TokenKind::Float) {
    const double real = std::bit_cast<double>(t.value);
    return Value::ofFloat(negative ? -real : real);
  }
  const auto integer = static_cast<int64_t>(t.value);
  return Value::ofInteger(negative ? -integer : integer);
}

std::optional<Value32> Parser::constantOperand(uint8_t width, bool floatOperand) {
  Value32 v;
  const Token& first = peek();
  v.location = first.location;
  v.dwords = 0;
  // The AMD dump's literal dword (a lone hex number), even where an inline
  // constant would do.
  const bool hex = first.kind == TokenKind::Integer && first.text.size() > 2 &&
                   first.text[0] == '0' && (first.text[1] == 'x' || first.text[1] == 'X');
  auto hexLiteral = [&](const Value& value) {
    if (!rules_.hexIsLiteral || !hex || value.isFloat || value.integer < 0 ||
        value.integer > int64_t{UINT32_MAX})
      return false;
    v.kind = Value32::Kind::Literal;
    v.code = op::kLiteral;
    v.literal = static_cast<uint32_t>(value.integer);
    return true;
  };
  if (auto number = loneNumber()) {
    if (hexLiteral(*number)) return v;
    if (!encodeConstant(*number, width, floatOperand, v)) return std::nullopt;
    return v;
  }
  const size_t start = cursor_.position();
  ExprPtr e = ctx_.parseExpression(cursor_);
  if (!e) {
    failed_ = true;
    return std::nullopt;
  }
  if (cursor_.position() == start + 1 && e->kind == Expr::Kind::Constant &&
      hexLiteral(e->constantValue()))
    return v;
  if (e->kind == Expr::Kind::Constant && e->constantValue().isFloat &&
      cursor_.position() > start + 1) {
    error(v.location, "expected-constant",
          "arithmetic on floating-point numbers is not taken (llvm-mc-14 refuses it): write "
          "the value");
    return std::nullopt;
  }
  // A relocation's variant, `sym@rel32@lo+4` (llvm-mc's AMDGPU symbol
  // variants): the symbol keeps it in its name, which no line defines, and
  // the instruction hands it to the object writer (instruction.hpp).
  if (e->kind == Expr::Kind::Symbol && peek().is("@")) {
    std::string name = e->name;
    while (accept("@")) {
      const Token& variant = next();
      if (variant.kind != TokenKind::Identifier) {
        error(variant.location, "expected-token", "expected a relocation variant after '@'");
        return std::nullopt;
      }
      name += '@';
      name += LowerName(variant.text);
    }
    const std::string_view variant = std::string_view(name).substr(e->name.size() + 1);
    if (!relocationVariant(variant)) {
      error(e->location, "relocation",
            fmt::format("'@{}' is no AMDGPU relocation variant ({})", variant,
                        relocationVariantList()));
      return std::nullopt;
    }
    ExprPtr symbol = Expr::symbol(std::move(name), e->location);
    if (peek().is("+") || peek().is("-")) {
      const Token& op = next();
      ExprPtr addend = ctx_.parseExpression(cursor_);
      if (!addend) {
        failed_ = true;
        return std::nullopt;
      }
      auto sum = std::make_shared<Expr>();
      sum->kind = Expr::Kind::Binary;
      sum->op = op.is("+") ? "+" : "-";
      sum->location = e->location;
      sum->lhs = symbol;
      sum->rhs = addend;
      sum->depth = addend->depth + 1;
      sum->nodes = addend->nodes + 2;
      symbol = sum;
    }
    v.kind = Value32::Kind::Deferred;
    v.code = op::kLiteral;
    v.deferred = symbol;
    return v;
  }
  if (e->kind != Expr::Kind::Constant) {
    v.kind = Value32::Kind::Deferred;
    v.code = op::kLiteral;
    v.deferred = e;
    return v;
  }
  if (!encodeConstant(e->constantValue(), width, floatOperand, v)) return std::nullopt;
  return v;
}

bool Parser::encodeConstant(const Value& value, uint8_t width, bool floatOperand, Value32& v) {
  if (gfx8OrLater(generation_) && isInvTwoPi(value, width)) {
    v.kind = Value32::Kind::Constant;
    v.code = op::kInvTwoPi;
    return true;
  }
  if (half_) {
    bool done = false;
    if (!encodeHalf(value, v, done)) return false;
    if (done) return true;
  }
  if (!value.isFloat) {
    if (auto code = integerInlineCode(value.integer)) {
      v.kind = Value32::Kind::Constant;
      v.code = *code;
      return true;
    }
    if (value.integer < INT32_MIN || value.integer > int64_t{UINT32_MAX}) {
      error(v.location, "value-out-of-range",
            fmt::format("{} does not fit in a 32-bit literal", value.integer));
      return false;
    }
    auto bits = static_cast<uint32_t>(value.integer);
    // llvm-mc-14 reads a 32-bit operand's constant as its 32 bits: 0xffffffff
    // is -1 and 0xfffffff0 is -16, inline constants like them.
    if (width <= 1 && rules_.foldFloatBits) {
      if (auto code = integerInlineCode(static_cast<int32_t>(bits))) {
        v.kind = Value32::Kind::Constant;
        v.code = *code;
        return true;
      }
    }
    if (width <= 1 && rules_.foldFloatBits) {
      for (size_t i = 0; i < kInlineFloats.size(); ++i) {
        if (bits == std::bit_cast<uint32_t>(kInlineFloats[i])) {
          v.kind = Value32::Kind::Constant;
          v.code = op::kHalf + static_cast<uint32_t>(i);
          return true;
        }
      }
    }
    v.kind = Value32::Kind::Literal;
    v.code = op::kLiteral;
    v.literal = bits;
    return true;
  }
  double real = value.real;
  if (real == 0.0 && !std::signbit(real)) {
    v.kind = Value32::Kind::Constant;
    v.code = op::kZero;
    return true;
  }
  for (size_t i = 0; i < kInlineFloats.size(); ++i) {
    if (real == static_cast<double>(kInlineFloats[i])) {
      v.kind = Value32::Kind::Constant;
      v.code = op::kHalf + static_cast<uint32_t>(i);
      return true;
    }
  }
  v.kind = Value32::Kind::Literal;
  v.code = op::kLiteral;
  if (width <= 1) {
    const auto single = static_cast<float>(real);
    // Rounding is taken, as llvm-mc-14 takes it; a value that is no float at
    // all (1e-70 becoming 0, 1e39 infinity) is refused, as llvm-mc-14 refuses it.
    if ((single == 0.0f) != (real == 0.0) || (std::isinf(single) && !std::isinf(real))) {
      error(v.location, "value-out-of-range",
            fmt::format("{} is out of the range of a 32-bit float literal", real));
      return false;
    }
    v.literal = std::bit_cast<uint32_t>(single);
    return true;
  }
  // A 64-bit operand's literal is the high half of the double (the hardware
  // fills the low half with zeros), so only a double whose low half is
  // zero is exact; llvm-mc refuses floats for 64-bit integer operands.
  uint64_t bits = std::bit_cast<uint64_t>(real);
  if (!floatOperand || (bits & 0xffffffffu) != 0) {
    error(v.location, "value-out-of-range",
          floatOperand ? fmt::format("{} is not exact as a 64-bit literal (its low 32 bits are "
                                     "not zero)",
                                     real)
                       : fmt::format("a floating-point literal ({}) cannot be a 64-bit integer "
                                     "operand",
                                     real));
    return false;
  }
  v.literal = static_cast<uint32_t>(bits >> 32);
  return true;
}

std::optional<Value32> Parser::source(uint8_t width, bool floatOperand) {
  const Token& start = peek();
  // A name without '(' after it has no modifier (neg, abs and sext are
  // calls, '-' and '|' punctuation): a register, as most sources are, as
  // tryRegister reads it; anything else (a symbol) goes the general way.
  if (start.kind == TokenKind::Identifier && !peek(1).is("(")) {
    std::optional<Value32> v = tryRegister();
    if (failed_) return std::nullopt;
    if (v) return v;
  }
  // SDWA's sign extension of an integer source: sext(v1) (the caller checks where)
  if (sextAllowed_ && isKeyword(start, "sext") && peek(1).is("(")) {
    next();
    next();
    auto v = source(width, floatOperand);
    if (!v) return std::nullopt;
    if (!accept(")")) {
      error(peek().location, "expected-token", "expected ')' after sext(...");
      return std::nullopt;
    }
    if (v->sext || v->neg || v->abs) {
      error(start.location, "modifier-not-allowed",
            "sext takes a plain source (no neg, abs or another sext)");
      return std::nullopt;
    }
    v->sext = true;
    v->location = start.location;
    return v;
  }
  bool neg = false, abs = false, absFunction = false, negFunction = false;
  if (start.is("-") && peek(1).is("-")) {
    error(peek(1).location, "unexpected-token",
          "'--': a source takes one minus sign (neg), as in llvm-mc-14");
    return std::nullopt;
  }
  if (start.is("-") && (peek(1).is("|") || isKeyword(peek(1), "abs") || isRegisterName(peek(1)) ||
                        (peek(1).is("[") && isRegisterName(peek(2))))) {
    next();
    neg = true;
  } else if (isKeyword(start, "neg") && peek(1).is("(")) {
    next();
    next();
    neg = negFunction = true;
  }
  if (peek().is("|")) {
    next();
    abs = true;
  } else if (isKeyword(peek(), "abs") && peek(1).is("(")) {
    next();
    next();
    abs = absFunction = true;
  }
  std::optional<Value32> v;
  if (abs && !absFunction) {
    // Between bars only a register or a lone number: `|` is also the
    // expression parser's or.
    v = tryRegister();
    if (!v && !failed_) {
      const bool minus = peek().is("-") &&
                         (peek(1).kind == TokenKind::Integer || peek(1).kind == TokenKind::Float);
      if (minus) next();
      const Token& t = peek();
      if (t.kind == TokenKind::Integer || t.kind == TokenKind::Float) {
        next();
        Value32 c;
        c.location = t.location;
        c.dwords = 0;
        double real = std::bit_cast<double>(t.value);
        auto integer = static_cast<int64_t>(t.value);
        Value value = t.kind == TokenKind::Float ? Value::ofFloat(minus ? -real : real)
                                                 : Value::ofInteger(minus ? -integer : integer);
        if (encodeConstant(value, width, floatOperand, c)) v = c;
      } else {
        error(t.location, "expected-operand", "expected a register or a number inside '|...|'");
      }
    }
    if (v && !accept("|")) {
      error(peek().location, "expected-token", "expected '|' after the operand");
      return std::nullopt;
    }
  } else {
    v = tryRegister();
    if (!v && !failed_) v = constantOperand(width, floatOperand);
    if (v && absFunction && !accept(")")) {
      error(peek().location, "expected-token", "expected ')' after abs(...");
      return std::nullopt;
    }
  }
  if (failed_ || !v) return std::nullopt;
  if (negFunction && !accept(")")) {
    error(peek().location, "expected-token", "expected ')' after neg(...");
    return std::nullopt;
  }
  v->abs = abs;
  v->neg = neg;
  v->location = start.location;
  return v;
}

bool Parser::isRegisterName(const Token& t) const {
  if (t.kind != TokenKind::Identifier) return false;
  const LowerName lowered(t.text);
  const std::string_view name = lowered;
  const NumberedName numbered = numberedName(name);
  if (!numbered.kind.empty() && allDigits(numbered.rest)) return true;
  for (const SpecialRegister& r : kSpecialRegisters)
    if (name == r.name) return true;
  if (generation_ != Generation::SouthernIslands && name.starts_with("flat_scratch")) return true;
  return generation_ == Generation::Gfx9 && name.starts_with("xnack_mask");
}

std::optional<int64_t> Parser::integer(int64_t min, int64_t max, std::string_view what) {
  SourceLocation where = peek().location;
  Value value;
  if (auto number = loneNumber()) {
    value = *number;
  } else {
    ExprPtr e = ctx_.parseExpression(cursor_);
    if (!e) {
      failed_ = true;
      return std::nullopt;
    }
    if (e->kind != Expr::Kind::Constant) {
      error(where, "expected-constant", fmt::format("{} must be an integer constant", what));
      return std::nullopt;
    }
    value = e->constantValue();
  }
  if (value.isFloat) {
    error(where, "expected-constant", fmt::format("{} must be an integer constant", what));
    return std::nullopt;
  }
  if (value.integer < min || value.integer > max) {
    error(where, "value-out-of-range",
          fmt::format("{} {} is out of range ({} to {})", what, value.integer, min, max));
    return std::nullopt;
  }
  return value.integer;
}

uint64_t opcodeBits(Encoding encoding, uint32_t opcode, Generation generation) {
  const EncodingLayout& l = layout(encoding, generation);
  return l.fixedBits | l.opcode.insert(0, opcode);
}

// The literal of an instruction: SI has one literal dword, shared by the
// operands that name the same value.
bool addLiteral(Parser& p, Instruction& inst, const Value32& v) {
  if (!v.isLiteral()) return true;
  if (v.kind == Value32::Kind::Deferred) {
    if (inst.hasLiteral) {
      p.error(v.location, "too-many-literals", "an instruction has at most one literal constant");
      return false;
    }
    inst.deferredLiteral = v.deferred;
  } else if (inst.hasLiteral && (inst.deferredLiteral || inst.literal != v.literal)) {
    p.error(v.location, "too-many-literals",
            "an instruction has at most one literal constant (two operands may share it "
            "only when they have the same value)");
    return false;
  }
  inst.hasLiteral = true;
  inst.literal = v.literal;
  return true;
}

bool checkWidth(Parser& p, const Value32& v, uint8_t dwords, std::string_view what) {
  if (v.kind != Value32::Kind::Register || v.dwords == dwords) return true;
  // vccz, execz and scc are one bit: llvm-mc-14 takes them for an operand of
  // any width (`s_mov_b64 s[10:11], vccz`), the hardware extending the bit.
  if (v.code == op::kVccz || v.code == op::kExecz || v.code == op::kScc) return true;
  // So are GFX9's apertures and POPS wave id (235-239: `s_mov_b64 s[0:1],
  // src_shared_base`, `v_add_f64 v[0:1], src_private_base, v[2:3]`).
  if (v.code >= op::kSharedBaseGfx9 &&
      v.code < op::kSharedBaseGfx9 + std::size(kGfx9SourceRegisters))
    return true;
  p.error(v.location, "register-width",
          fmt::format("{} takes {} register{}, not {}", what, dwords, dwords == 1 ? "" : "s",
                      v.dwords));
  return false;
}

bool noModifiers(Parser& p, const Value32& v) {
  if (v.sext) {
    p.error(v.location, "modifier-not-allowed", "sext exists only in the SDWA encoding");
    return false;
  }
  if (!v.abs && !v.neg) return true;
  p.error(v.location, "modifier-not-allowed",
          "abs and neg modifiers exist only in the VOP3 encoding");
  return false;
}

// Whether the operand is a kind the instruction takes there (the table's
// v, s, i, l letters).
bool checkKind(Parser& p, const Value32& v, const Operand& o) {
  uint8_t kind = v.isVgpr()             ? kVgprKind
                 : v.isAgpr()           ? kAgprKind
                 : v.isScalarRegister() ? kScalarKind
                 : v.isLiteral()        ? kLiteralKind
                                        : kInlineKind;
  if (o.kinds & kind) return true;
  std::string allowed;
  auto add = [&](uint8_t k, std::string_view name) {
    if (!(o.kinds & k)) return;
    if (!allowed.empty()) allowed += ", ";
    allowed += name;
  };
  add(kVgprKind, "a vector register");
  add(kAgprKind, "an accumulation register");
  add(kScalarKind, "a scalar register");
  add(kInlineKind, "an inline constant");
  add(kLiteralKind, "a literal");
  std::string_view what = kind == kVgprKind      ? "a vector register"
                          : kind == kAgprKind    ? "an accumulation register"
                          : kind == kScalarKind  ? "a scalar register"
                          : kind == kLiteralKind ? "a literal"
                                                 : "an inline constant";
  p.error(v.location, "operand-kind",
          fmt::format("this operand cannot be {}: it takes {}", what, allowed));
  return false;
}

// A scalar destination: an SGPR, a trap register or one of vcc, m0, exec.
std::optional<Value32> scalarDestination(Parser& p, uint8_t dwords) {
  auto v = p.tryRegister();
  if (p.failed()) return std::nullopt;
  if (!v || v->code > op::kExecHi) {
    p.error(v ? v->location : p.cursor().peek().location, "operand-kind",
            "expected a scalar register destination (s, ttmp, vcc, m0, exec)");
    return std::nullopt;
  }
  if (!checkWidth(p, *v, dwords, "the destination")) return std::nullopt;
  return v;
}

// The value a 32-bit inline constant stands for, for a field that always
// holds a literal dword.
uint32_t constantBits(uint32_t code) {
  if (code >= op::kZero && code <= op::kPositiveLast) return code - op::kZero;
  if (code >= op::kNegativeFirst && code <= op::kNegativeLast)
    return static_cast<uint32_t>(-static_cast<int32_t>(code - op::kPositiveLast));
  if (code == op::kInvTwoPi) return op::kInvTwoPiBits32;
  return std::bit_cast<uint32_t>(kInlineFloats[code - op::kHalf]);
}

bool isScalarRead(const Value32& v) {
  return v.kind == Value32::Kind::Register && v.code < op::kVgpr0;
}

// A VGPR operand of a memory or interpolation format (no constants there).
std::optional<uint32_t> vectorRegister(Parser& p, uint8_t dwords, std::string_view what,
                                       bool* agpr) {
  p.setAgprAllowed(agpr != nullptr);
  auto r = p.tryRegister();
  p.setAgprAllowed(false);
  if (p.failed()) return std::nullopt;
  if (agpr && r) *agpr = r->isAgpr();
  if (!r || !(r->isVgpr() || (agpr && r->isAgpr()))) {
    p.error(r ? r->location : p.cursor().peek().location, "operand-kind",
            fmt::format("{} is a vector register", what));
    return std::nullopt;
  }
  if (r->dwords != dwords) {
    p.error(r->location, "register-width",
            fmt::format("{} takes {} register{}, not {}", what, dwords, dwords == 1 ? "" : "s",
                        r->dwords));
    return std::nullopt;
  }
  return r->code - op::kVgpr0;
}

}  // namespace gpuasm::gcn
