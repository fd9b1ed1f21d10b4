// The LLVM AMDGPU dialect for Southern Islands: scalar formats (SOP2, SOPK,
// SOP1, SOPC, SOPP, SMRD) and the vector ALU formats (VOP1, VOP2, VOPC, VOP3)
// with their operand rules as llvm-mc-14 applies them for -mcpu=tahiti.
#include "targets/gcn/assembler.hpp"

#include <fmt/format.h>

#include <array>
#include <bit>
#include <cmath>
#include <cstring>
#include <string>

namespace gpuasm::gcn {
namespace {

namespace op = operand;

// A parsed source or destination operand.
struct Value32 {
  enum class Kind : uint8_t { Register, Constant, Literal, Deferred };
  Kind kind = Kind::Register;
  uint32_t code = 0;   // the 9-bit operand code (a VGPR is 256 + n); 255 for a literal
  uint8_t dwords = 1;  // registers in a range; 0 for a constant (fits any width)
  uint32_t literal = 0;
  ExprPtr deferred;  // a literal whose value is known only after layout (a label)
  bool abs = false, neg = false;
  SourceLocation location;

  bool isVgpr() const { return kind == Kind::Register && code >= op::kVgpr0; }
  bool isScalarRegister() const { return kind == Kind::Register && code < op::kVgpr0; }
  bool isLiteral() const { return kind == Kind::Literal || kind == Kind::Deferred; }
};

class Instruction final : public PendingInstruction {
 public:
  uint64_t word = 0;
  uint8_t dwords = 1;  // without the literal
  bool hasLiteral = false;
  uint32_t literal = 0;
  ExprPtr deferredLiteral;
  ExprPtr branchTarget;  // simm16 = (target - pc - 4) / 4
  SourceLocation location;
  SourceLocation branchLocation;

  uint32_t units() const override { return (dwords + (hasLiteral ? 1 : 0)) * 4u; }
  bool mayDependOnAddress() const override { return branchTarget != nullptr; }

  void encode(const EncodeContext& ctx, std::span<uint8_t> out) const override {
    uint64_t w = word;
    uint32_t lit = literal;
    if (deferredLiteral) {
      if (auto v = ctx.evaluate(*deferredLiteral)) {
        if (*v < INT32_MIN || *v > UINT32_MAX) {
          ctx.diagnostics().error(location, "value-out-of-range",
                                  fmt::format("literal {} does not fit in 32 bits", *v));
        }
        lit = static_cast<uint32_t>(*v);
      }
    }
    if (branchTarget) {
      if (auto target = ctx.evaluate(*branchTarget)) {
        int64_t delta = *target - static_cast<int64_t>(ctx.address) - 4;
        if (delta % 4 != 0 || delta / 4 < INT16_MIN || delta / 4 > INT16_MAX) {
          ctx.diagnostics().error(
              branchLocation, "branch-out-of-range",
              fmt::format("branch target is {} bytes away: a branch reaches -131072 to 131068 "
                          "bytes after the next instruction, in whole dwords",
                          delta));
        } else {
          w = sopp::simm16.insert(w, static_cast<uint16_t>(delta / 4));
        }
      }
    }
    for (uint32_t i = 0; i < dwords * 4u; ++i) out[i] = static_cast<uint8_t>(w >> (8 * i));
    if (hasLiteral)
      for (uint32_t i = 0; i < 4; ++i) out[dwords * 4u + i] = static_cast<uint8_t>(lit >> (8 * i));
  }
};

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
};

// The inline constants that stand for floats (SI ISA manual, table 13.1 "SSRC0").
constexpr std::array<float, 8> kInlineFloats = {0.5f, -0.5f, 1.0f, -1.0f, 2.0f, -2.0f, 4.0f, -4.0f};

std::string lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::optional<uint32_t> integerInlineCode(int64_t v) {
  if (v >= 0 && v <= 64) return op::kZero + static_cast<uint32_t>(v);
  if (v >= -16 && v < 0) return op::kPositiveLast + static_cast<uint32_t>(-v);
  return std::nullopt;
}

class Parser {
 public:
  Parser(TokenCursor& cursor, InstructionContext& ctx) : cursor_(cursor), ctx_(ctx) {}

  DiagnosticEngine& diag() { return ctx_.diagnostics(); }
  TokenCursor& cursor() { return cursor_; }

  void error(SourceLocation where, std::string code, std::string message) {
    if (!failed_) diag().error(where, std::move(code), std::move(message));
    failed_ = true;
  }
  bool failed() const { return failed_; }

  bool comma() {
    if (cursor_.accept(",")) return true;
    const Token& t = cursor_.peek();
    error(t.location, "expected-token",
          t.kind == TokenKind::EndOfLine ? std::string("expected ',' and another operand")
                                         : fmt::format("expected ',', found '{}'", t.text));
    return false;
  }

  // A register or register range at the cursor, or nullopt (nothing consumed)
  // when the next token is not a register name.
  std::optional<Value32> tryRegister() {
    const Token& t = cursor_.peek();
    if (t.kind != TokenKind::Identifier) return std::nullopt;
    std::string name = lower(t.text);
    Value32 v;
    v.location = t.location;
    for (const SpecialRegister& r : kSpecialRegisters) {
      if (name == r.name) {
        cursor_.next();
        v.code = r.code;
        v.dwords = r.dwords;
        return v;
      }
    }
    if (name.starts_with("flat_scratch") || name == "xnack_mask" ||
        name.starts_with("xnack_mask_")) {
      cursor_.next();
      error(t.location, "unsupported-register",
            fmt::format("'{}' does not exist on Southern Islands (GFX6): it came with Sea "
                        "Islands (flat_scratch) or later",
                        t.text));
      return v;
    }
    std::string_view kinds[] = {"s", "v", "ttmp"};
    for (std::string_view kind : kinds) {
      if (!name.starts_with(kind)) continue;
      std::string_view rest = std::string_view(name).substr(kind.size());
      uint32_t first = 0, last = 0;
      if (rest.empty() && cursor_.peek(1).is("[")) {
        cursor_.next();
        cursor_.next();
        const Token& a = cursor_.next();
        if (a.kind != TokenKind::Integer) {
          error(a.location, "expected-register", "expected a register number after '['");
          return v;
        }
        first = last = static_cast<uint32_t>(std::min<uint64_t>(a.value, 1u << 20));
        if (cursor_.accept(":")) {
          const Token& b = cursor_.next();
          if (b.kind != TokenKind::Integer) {
            error(b.location, "expected-register", "expected the last register number after ':'");
            return v;
          }
          last = static_cast<uint32_t>(std::min<uint64_t>(b.value, 1u << 20));
        }
        if (!cursor_.accept("]")) {
          error(cursor_.peek().location, "expected-token", "expected ']' after a register range");
          return v;
        }
      } else if (!rest.empty() &&
                 std::all_of(rest.begin(), rest.end(),
                             [](char c) { return c >= '0' && c <= '9'; }) &&
                 rest.size() <= 4) {
        cursor_.next();
        first = last = static_cast<uint32_t>(std::stoul(std::string(rest)));
      } else {
        continue;
      }
      uint32_t count = last >= first ? last - first + 1 : 0;
      uint32_t limit = kind == "s" ? op::kSgprLast + 1 : kind == "v" ? 256 : 12;
      if (count == 0 || last >= limit) {
        error(t.location, "register-out-of-range",
              count == 0 ? fmt::format("register range '{}' ends before it begins", name)
                         : fmt::format("{} registers are {}0 to {}{}",
                                       kind == "s"   ? "scalar"
                                       : kind == "v" ? "vector"
                                                     : "trap",
                                       kind, kind, limit - 1));
        return v;
      }
      // five VGPRs: MIMG data of four channels and tfe
      if (count != 1 && count != 2 && count != 3 && count != 4 && count != 8 && count != 16 &&
          !(count == 5 && kind == "v")) {
        error(t.location, "register-width",
              fmt::format("a register range holds 1, 2, 3, 4, 8 or 16 registers, not {}", count));
        return v;
      }
      // SI ISA manual, section 3.6.1: 64-bit SGPR operands are even-aligned,
      // wider ones four-aligned (VGPR ranges have no such rule).
      if (kind != "v" && count > 1) {
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
      v.code = kind == "s" ? first : kind == "v" ? op::kVgpr0 + first : op::kTtmp0 + first;
      return v;
    }
    return std::nullopt;
  }

  // A constant or expression: an inline constant when its value is one, else a literal.
  std::optional<Value32> constantOperand(uint8_t width, bool floatOperand) {
    Value32 v;
    v.location = cursor_.peek().location;
    ExprPtr e = ctx_.parseExpression(cursor_);
    if (!e) {
      failed_ = true;
      return std::nullopt;
    }
    v.dwords = 0;
    if (e->kind != Expr::Kind::Constant) {
      v.kind = Value32::Kind::Deferred;
      v.code = op::kLiteral;
      v.deferred = e;
      return v;
    }
    if (!encodeConstant(e->constantValue(), width, floatOperand, v)) return std::nullopt;
    return v;
  }

  void setHalf(bool half) { half_ = half; }

  bool encodeConstant(const Value& value, uint8_t width, bool floatOperand, Value32& v) {
    if (half_) {
      if (!encodeHalf(value, v)) return false;
      if (v.kind == Value32::Kind::Literal) return true;
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
      if (width <= 1) {
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
      v.literal = std::bit_cast<uint32_t>(static_cast<float>(real));
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

  // A source: register, constant or literal, with the VOP3 modifiers
  // `-x`, `|x|`, `abs(x)` and `neg(x)` where `modifiers` allows them.
  std::optional<Value32> source(uint8_t width, bool floatOperand) {
    const Token& start = cursor_.peek();
    bool neg = false, abs = false, absFunction = false, negFunction = false;
    if (start.is("-") && (cursor_.peek(1).is("|") || cursor_.peek(1).isIdentifier("abs") ||
                          isRegisterName(cursor_.peek(1)))) {
      cursor_.next();
      neg = true;
    } else if (start.isIdentifier("neg") && cursor_.peek(1).is("(")) {
      cursor_.next();
      cursor_.next();
      neg = negFunction = true;
    }
    if (cursor_.peek().is("|")) {
      cursor_.next();
      abs = true;
    } else if (cursor_.peek().isIdentifier("abs") && cursor_.peek(1).is("(")) {
      cursor_.next();
      cursor_.next();
      abs = absFunction = true;
    }
    std::optional<Value32> v;
    if (abs && !absFunction) {
      // Between bars only a register or a lone number: `|` is also the
      // expression parser's or.
      v = tryRegister();
      if (!v && !failed_) {
        const bool minus = cursor_.peek().is("-") && (cursor_.peek(1).kind == TokenKind::Integer ||
                                                      cursor_.peek(1).kind == TokenKind::Float);
        if (minus) cursor_.next();
        const Token& t = cursor_.peek();
        if (t.kind == TokenKind::Integer || t.kind == TokenKind::Float) {
          cursor_.next();
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
      if (v && !cursor_.accept("|")) {
        error(cursor_.peek().location, "expected-token", "expected '|' after the operand");
        return std::nullopt;
      }
    } else {
      v = tryRegister();
      if (!v && !failed_) v = constantOperand(width, floatOperand);
      if (v && absFunction && !cursor_.accept(")")) {
        error(cursor_.peek().location, "expected-token", "expected ')' after abs(...");
        return std::nullopt;
      }
    }
    if (failed_ || !v) return std::nullopt;
    if (negFunction && !cursor_.accept(")")) {
      error(cursor_.peek().location, "expected-token", "expected ')' after neg(...");
      return std::nullopt;
    }
    v->abs = abs;
    v->neg = neg;
    v->location = start.location;
    return v;
  }

  bool isRegisterName(const Token& t) const {
    if (t.kind != TokenKind::Identifier) return false;
    std::string name = lower(t.text);
    for (const SpecialRegister& r : kSpecialRegisters)
      if (name == r.name) return true;
    for (std::string_view kind : {"s", "v", "ttmp"}) {
      if (!name.starts_with(kind)) continue;
      std::string_view rest = std::string_view(name).substr(kind.size());
      if (rest.empty() ||
          std::all_of(rest.begin(), rest.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return true;
    }
    return false;
  }

  ExprPtr expression() {
    ExprPtr e = ctx_.parseExpression(cursor_);
    if (!e) failed_ = true;
    return e;
  }

  // An integer that must be known now (a field that changes no size).
  std::optional<int64_t> integer(int64_t min, int64_t max, std::string_view what) {
    SourceLocation where = cursor_.peek().location;
    ExprPtr e = ctx_.parseExpression(cursor_);
    if (!e) {
      failed_ = true;
      return std::nullopt;
    }
    if (e->kind != Expr::Kind::Constant || e->isFloat) {
      error(where, "expected-constant", fmt::format("{} must be an integer constant", what));
      return std::nullopt;
    }
    if (e->value < min || e->value > max) {
      error(where, "value-out-of-range",
            fmt::format("{} {} is out of range ({} to {})", what, e->value, min, max));
      return std::nullopt;
    }
    return e->value;
  }

 private:
  // A 16-bit float operand (v_cvt_f32_f16): the inline constants are those
  // of 32-bit operands; a literal is the half's bits in the low 16 bits.
  bool encodeHalf(const Value& value, Value32& v) {
    if (!value.isFloat) {
      if (integerInlineCode(value.integer)) return true;  // the 32-bit path encodes it
      if (value.integer < -32768 || value.integer > 0xffff) {
        error(v.location, "value-out-of-range",
              fmt::format("{} does not fit in a 16-bit literal", value.integer));
        return false;
      }
      v.kind = Value32::Kind::Literal;
      v.code = op::kLiteral;
      v.literal = static_cast<uint32_t>(value.integer) & 0xffff;
      return true;
    }
    for (float f : kInlineFloats)
      if (value.real == static_cast<double>(f)) return true;
    if (value.real == 0.0) return true;
    auto half = toHalf(value.real);
    if (!half) {
      error(v.location, "value-out-of-range",
            fmt::format("{} is not exact as a 16-bit float", value.real));
      return false;
    }
    v.kind = Value32::Kind::Literal;
    v.code = op::kLiteral;
    v.literal = *half;
    return true;
  }

  // The IEEE half with exactly this value, if there is one.
  static std::optional<uint32_t> toHalf(double real) {
    uint32_t sign = std::signbit(real) ? 0x8000 : 0;
    double magnitude = std::fabs(real);
    if (std::isinf(magnitude)) return sign | 0x7c00;
    if (std::isnan(magnitude)) return 0x7e00;
    int exponent = 0;
    double mantissa = std::frexp(magnitude, &exponent);  // magnitude = mantissa * 2^exponent
    int biased = exponent + 14;  // half exponent bias 15, mantissa in [0.5, 1)
    double fraction = 0;
    if (biased >= 1) {
      if (biased >= 31) return std::nullopt;
      fraction = (mantissa * 2 - 1) * 1024;
    } else {
      fraction = magnitude / std::ldexp(1.0, -24);  // a subnormal in units of 2^-24
      biased = 0;
    }
    if (fraction != std::floor(fraction)) return std::nullopt;
    return sign | static_cast<uint32_t>(biased) << 10 | static_cast<uint32_t>(fraction);
  }

  TokenCursor& cursor_;
  InstructionContext& ctx_;
  bool failed_ = false;
  bool half_ = false;
};

bool isFloatInstruction(std::string_view mnemonic) {
  return mnemonic.find("_f64") != std::string_view::npos ||
         mnemonic.find("_f32") != std::string_view::npos;
}

struct HwregName {
  std::string_view name;
  uint32_t id;
};
// SI ISA manual, section 5.5 "S_GETREG / S_SETREG": the hardware registers.
constexpr HwregName kHwregs[] = {
    {"HW_REG_MODE", 1},      {"HW_REG_STATUS", 2},    {"HW_REG_TRAPSTS", 3}, {"HW_REG_HW_ID", 4},
    {"HW_REG_GPR_ALLOC", 5}, {"HW_REG_LDS_ALLOC", 6}, {"HW_REG_IB_STS", 7}};

struct MessageName {
  std::string_view name;
  uint32_t id;
};
constexpr MessageName kMessages[] = {
    {"MSG_INTERRUPT", 1}, {"MSG_GS", 2}, {"MSG_GS_DONE", 3}, {"MSG_SYSMSG", 15}};
constexpr MessageName kGsOperations[] = {
    {"GS_OP_NOP", 0}, {"GS_OP_CUT", 1}, {"GS_OP_EMIT", 2}, {"GS_OP_EMIT_CUT", 3}};
constexpr MessageName kSysOperations[] = {{"SYSMSG_OP_ECC_ERR_INTERRUPT", 1},
                                          {"SYSMSG_OP_REG_RD", 2},
                                          {"SYSMSG_OP_HOST_TRAP_ACK", 3},
                                          {"SYSMSG_OP_TTRACE_PC", 4}};

class Assembler final : public TargetAssembler {
 public:
  explicit Assembler(const AssemblerSettings& settings) : settings_(settings) {}

  uint32_t addressUnitBytes() const override { return 1; }
  uint32_t wordBytes() const override { return 4; }
  uint32_t instructionAlignment() const override { return 4; }
  std::vector<uint8_t> fillPattern() const override { return {0x00, 0x00, 0x80, 0xbf}; }  // s_nop 0
  std::vector<std::string_view> warningCodes() const override { return {}; }

  std::unique_ptr<PendingInstruction> parseInstruction(TokenCursor& cursor,
                                                       InstructionContext& ctx) override {
    Parser p(cursor, ctx);
    const Token& mnemonicToken = cursor.next();
    if (mnemonicToken.kind != TokenKind::Identifier) {
      ctx.diagnostics().error(
          mnemonicToken.location, "expected-instruction",
          fmt::format("expected an instruction, found '{}'", mnemonicToken.text));
      return nullptr;
    }
    std::string mnemonic = lower(mnemonicToken.text);
    enum class Form { Any, E32, E64 } form = Form::Any;
    const InstructionInfo* info = findInstruction(mnemonic);
    if (!info && mnemonic.ends_with("_e32")) {
      info = findInstruction(std::string_view(mnemonic).substr(0, mnemonic.size() - 4));
      form = Form::E32;
    } else if (!info && mnemonic.ends_with("_e64")) {
      info = findInstruction(std::string_view(mnemonic).substr(0, mnemonic.size() - 4));
      form = Form::E64;
    }
    if (info && form != Form::Any && info->encoding != Encoding::Vop1 &&
        info->encoding != Encoding::Vop2 && info->encoding != Encoding::Vopc) {
      info = nullptr;
    }
    if (!info) {
      ctx.diagnostics().error(mnemonicToken.location, "unknown-instruction",
                              fmt::format("unknown instruction '{}'", mnemonicToken.text));
      return nullptr;
    }
    auto inst = std::make_unique<Instruction>();
    inst->location = mnemonicToken.location;
    switch (info->encoding) {
      case Encoding::Sop2:
      case Encoding::Sopk:
      case Encoding::Sop1:
      case Encoding::Sopc:
      case Encoding::Sopp:
      case Encoding::Smrd:
        parseScalar(p, *info, *inst);
        break;
      case Encoding::Vop1:
      case Encoding::Vop2:
      case Encoding::Vopc:
      case Encoding::Vop3:
        parseVector(p, *info, form == Form::E32, form == Form::E64, *inst);
        break;
      case Encoding::Ds:
        parseDs(p, *info, *inst);
        break;
      case Encoding::Vintrp:
        parseInterpolation(p, *info, *inst);
        break;
      case Encoding::Mimg:
        parseImage(p, *info, *inst);
        break;
      case Encoding::Mubuf:
      case Encoding::Mtbuf:
        parseBuffer(p, *info, *inst);
        break;
      case Encoding::Exp:
        parseExport(p, *info, *inst);
        break;
      default:
        ctx.diagnostics().error(
            mnemonicToken.location, "unsupported-instruction",
            fmt::format("'{}' is a {} instruction: the gcn assembler does not encode {} yet",
                        info->mnemonic, encodingName(info->encoding),
                        encodingName(info->encoding)));
        return nullptr;
    }
    if (p.failed()) return nullptr;
    if (!cursor.atEnd()) {
      ctx.diagnostics().error(cursor.peek().location, "unexpected-token",
                              fmt::format("unexpected '{}' after the operands of '{}'",
                                          cursor.peek().text, info->mnemonic));
      return nullptr;
    }
    return inst;
  }

 private:
  static uint64_t opcodeBits(Encoding encoding, uint32_t opcode) {
    const EncodingLayout& l = layout(encoding);
    return l.fixedBits | l.opcode.insert(0, opcode);
  }

  // The literal of an instruction: SI has one literal dword, shared by the
  // operands that name the same value.
  static bool addLiteral(Parser& p, Instruction& inst, const Value32& v) {
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

  static bool checkWidth(Parser& p, const Value32& v, uint8_t dwords, std::string_view what) {
    if (v.kind != Value32::Kind::Register || v.dwords == dwords) return true;
    p.error(v.location, "register-width",
            fmt::format("{} takes {} register{}, not {}", what, dwords, dwords == 1 ? "" : "s",
                        v.dwords));
    return false;
  }

  static bool noModifiers(Parser& p, const Value32& v) {
    if (!v.abs && !v.neg) return true;
    p.error(v.location, "modifier-not-allowed",
            "abs and neg modifiers exist only in the VOP3 encoding");
    return false;
  }

  // Whether the operand is a kind the instruction takes there (the table's
  // v, s, i, l letters).
  static bool checkKind(Parser& p, const Value32& v, const Operand& o) {
    uint8_t kind = v.isVgpr()             ? kVgprKind
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
    add(kScalarKind, "a scalar register");
    add(kInlineKind, "an inline constant");
    add(kLiteralKind, "a literal");
    std::string_view what = kind == kVgprKind      ? "a vector register"
                            : kind == kScalarKind  ? "a scalar register"
                            : kind == kLiteralKind ? "a literal"
                                                   : "an inline constant";
    p.error(v.location, "operand-kind",
            fmt::format("this operand cannot be {}: it takes {}", what, allowed));
    return false;
  }

  // A scalar destination: an SGPR, a trap register or one of vcc, m0, exec.
  static std::optional<Value32> scalarDestination(Parser& p, uint8_t dwords) {
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

  // A scalar source: a scalar register, a constant or a literal.
  static std::optional<Value32> scalarSource(Parser& p, Instruction& inst, const Operand& o,
                                             bool floatOperand) {
    auto v = p.source(o.dwords, floatOperand);
    if (!v) return std::nullopt;
    if (!noModifiers(p, *v)) return std::nullopt;
    if (v->isVgpr()) {
      p.error(v->location, "operand-kind", "a scalar instruction cannot read a vector register");
      return std::nullopt;
    }
    if (!checkWidth(p, *v, o.dwords, "the source") || !checkKind(p, *v, o)) return std::nullopt;
    if (!addLiteral(p, inst, *v)) return std::nullopt;
    return v;
  }

  // hwreg(name or id [, offset, size]) or a raw 16-bit value.
  static std::optional<uint32_t> hwreg(Parser& p) {
    TokenCursor& c = p.cursor();
    if (!c.peek().isIdentifier("hwreg")) {
      auto v = p.integer(0, 0xffff, "the hwreg value");
      return v ? std::optional<uint32_t>(static_cast<uint32_t>(*v)) : std::nullopt;
    }
    c.next();
    if (!c.accept("(")) {
      p.error(c.peek().location, "expected-token", "expected '(' after hwreg");
      return std::nullopt;
    }
    uint32_t id = 0;
    const Token& t = c.peek();
    bool named = false;
    for (const HwregName& h : kHwregs) {
      if (t.isIdentifier(h.name)) {
        c.next();
        id = h.id;
        named = true;
      }
    }
    if (!named) {
      auto v = p.integer(0, 63, "the hardware register id");
      if (!v) return std::nullopt;
      id = static_cast<uint32_t>(*v);
    }
    uint32_t offset = 0, size = 32;
    if (c.accept(",")) {
      auto o = p.integer(0, 31, "the bit offset");
      if (!o || !p.comma()) return std::nullopt;
      auto s = p.integer(1, 32, "the bit count");
      if (!s) return std::nullopt;
      offset = static_cast<uint32_t>(*o);
      size = static_cast<uint32_t>(*s);
    }
    if (!c.accept(")")) {
      p.error(c.peek().location, "expected-token", "expected ')' after the hwreg operands");
      return std::nullopt;
    }
    return id | offset << 6 | (size - 1) << 11;
  }

  // s_waitcnt: vmcnt(n) expcnt(n) lgkmcnt(n) in any order, joined by
  // spaces, '&' or ','; counters not named wait for nothing (their maximum).
  // SI's lgkmcnt is 4 bits here, as llvm-mc has it; the AMD compiler's 5-bit
  // form belongs to the AMD dialect.
  static std::optional<uint32_t> waitcnt(Parser& p) {
    TokenCursor& c = p.cursor();
    const Token& t = c.peek();
    if (t.kind != TokenKind::Identifier) {
      auto v = p.integer(0, 0xffff, "the s_waitcnt value");
      return v ? std::optional<uint32_t>(static_cast<uint32_t>(*v)) : std::nullopt;
    }
    uint32_t value = 0xf | 0x7 << 4 | 0xf << 8;
    while (!c.atEnd()) {
      const Token& name = c.next();
      BitField field{0, 4};
      if (name.isIdentifier("vmcnt")) {
        field = {0, 4};
      } else if (name.isIdentifier("expcnt")) {
        field = {4, 3};
      } else if (name.isIdentifier("lgkmcnt")) {
        field = {8, 4};
      } else {
        p.error(name.location, "expected-operand",
                fmt::format("expected vmcnt(n), expcnt(n) or lgkmcnt(n), found '{}'", name.text));
        return std::nullopt;
      }
      if (!c.accept("(")) {
        p.error(c.peek().location, "expected-token", "expected '(' after the counter name");
        return std::nullopt;
      }
      auto n = p.integer(0, (1 << field.width) - 1, fmt::format("{}", name.text));
      if (!n) return std::nullopt;
      if (!c.accept(")")) {
        p.error(c.peek().location, "expected-token", "expected ')' after the count");
        return std::nullopt;
      }
      value = static_cast<uint32_t>(field.insert(value, static_cast<uint64_t>(*n)));
      if (!c.accept("&")) c.accept(",");
    }
    return value;
  }

  static std::optional<uint32_t> messageField(Parser& p, std::span<const MessageName> names,
                                              int64_t max, std::string_view what) {
    const Token& t = p.cursor().peek();
    for (const MessageName& m : names) {
      if (t.isIdentifier(m.name)) {
        p.cursor().next();
        return m.id;
      }
    }
    auto v = p.integer(0, max, what);
    return v ? std::optional<uint32_t>(static_cast<uint32_t>(*v)) : std::nullopt;
  }

  // sendmsg(message [, operation [, stream]]) or a raw 16-bit value
  // (SI ISA manual, section 4.4 "S_SENDMSG").
  static std::optional<uint32_t> sendmsg(Parser& p) {
    TokenCursor& c = p.cursor();
    if (!c.peek().isIdentifier("sendmsg")) {
      auto v = p.integer(0, 0xffff, "the message");
      return v ? std::optional<uint32_t>(static_cast<uint32_t>(*v)) : std::nullopt;
    }
    c.next();
    if (!c.accept("(")) {
      p.error(c.peek().location, "expected-token", "expected '(' after sendmsg");
      return std::nullopt;
    }
    auto message = messageField(p, kMessages, 15, "the message id");
    if (!message) return std::nullopt;
    uint32_t value = *message;
    if (c.accept(",")) {
      bool system = *message == 15;
      auto operation = system ? messageField(p, kSysOperations, 7, "the operation")
                              : messageField(p, kGsOperations, 3, "the operation");
      if (!operation) return std::nullopt;
      value |= *operation << 4;
      if (c.accept(",")) {
        auto stream = p.integer(0, 3, "the stream");
        if (!stream) return std::nullopt;
        value |= static_cast<uint32_t>(*stream) << 8;
      }
    }
    if (!c.accept(")")) {
      p.error(c.peek().location, "expected-token", "expected ')' after the message");
      return std::nullopt;
    }
    return value;
  }

  void parseScalar(Parser& p, const InstructionInfo& info, Instruction& inst) {
    const auto opcode = static_cast<uint32_t>(info.opcode[0]);
    uint64_t w = opcodeBits(info.encoding, opcode);
    bool floatOperand = false;  // the scalar ALU has no float operations on SI
    auto ops = operands(info);
    TokenCursor& c = p.cursor();
    for (size_t i = 0; i < ops.size(); ++i) {
      if (i > 0 && !p.comma()) return;
      const Operand& o = ops[i];
      switch (o.field) {
        case OperandField::Sdst: {
          auto v = scalarDestination(p, o.dwords);
          if (!v) return;
          BitField f = info.encoding == Encoding::Sop2   ? sop2::sdst
                       : info.encoding == Encoding::Sopk ? sopk::sdst
                       : info.encoding == Encoding::Smrd ? smrd::sdst
                                                         : sop1::sdst;
          w = f.insert(w, v->code);
          break;
        }
        case OperandField::Ssrc0:
        case OperandField::Ssrc1: {
          auto v = scalarSource(p, inst, o, floatOperand);
          if (!v) return;
          BitField f = o.field == OperandField::Ssrc0 ? sop2::ssrc0 : sop2::ssrc1;
          w = f.insert(w, v->code);
          break;
        }
        case OperandField::Simm16: {
          auto v = o.isUnsigned ? p.integer(0, 65535, "the unsigned 16-bit immediate")
                                : p.integer(-32768, 65535, "the 16-bit immediate");
          if (!v) return;
          w = sopp::simm16.insert(w, static_cast<uint64_t>(*v) & 0xffff);
          break;
        }
        case OperandField::Imm32: {
          auto v = p.source(1, false);
          if (!v) return;
          if (v->kind == Value32::Kind::Register) {
            p.error(v->location, "operand-kind", "expected a 32-bit constant");
            return;
          }
          if (v->kind == Value32::Kind::Constant) {
            // the field is a literal dword whatever the value
            inst.hasLiteral = true;
            inst.literal = constantBits(v->code);
          } else if (!addLiteral(p, inst, *v)) {
            return;
          }
          break;
        }
        case OperandField::Hwreg: {
          auto v = hwreg(p);
          if (!v) return;
          w = sopk::simm16.insert(w, *v);
          break;
        }
        case OperandField::Waitcnt: {
          auto v = waitcnt(p);
          if (!v) return;
          w = sopp::simm16.insert(w, *v);
          break;
        }
        case OperandField::Sendmsg: {
          auto v = sendmsg(p);
          if (!v) return;
          w = sopp::simm16.insert(w, *v);
          break;
        }
        case OperandField::Label: {
          inst.branchLocation = c.peek().location;
          ExprPtr e = p.expression();
          if (!e) return;
          if (e->kind == Expr::Kind::Constant && !e->isFloat) {
            // an integer is the raw simm16, as llvm-mc reads `s_branch 1`
            if (e->value < -32768 || e->value > 65535) {
              p.error(inst.branchLocation, "value-out-of-range",
                      fmt::format("branch offset {} does not fit in 16 bits", e->value));
              return;
            }
            w = sopp::simm16.insert(w, static_cast<uint64_t>(e->value) & 0xffff);
          } else {
            inst.branchTarget = e;
          }
          break;
        }
        case OperandField::Sbase: {
          auto v = p.tryRegister();
          if (p.failed()) return;
          if (!v || v->code > op::kSgprLast) {
            p.error(v ? v->location : c.peek().location, "operand-kind",
                    "the base address is a range of scalar registers");
            return;
          }
          if (!checkWidth(p, *v, o.dwords, "the base address")) return;
          w = smrd::sbase.insert(w, v->code / 2);
          break;
        }
        case OperandField::Soffset: {
          auto v = p.tryRegister();
          if (p.failed()) return;
          if (v) {
            if (v->code > op::kExecHi || v->dwords != 1) {
              p.error(v->location, "operand-kind", "the offset is a scalar register or 0 to 255");
              return;
            }
            w = smrd::offset.insert(w, v->code);
          } else {
            auto n = p.integer(0, 255, "the dword offset");
            if (!n) return;
            w = smrd::imm.insert(w, 1);
            w = smrd::offset.insert(w, static_cast<uint64_t>(*n));
          }
          break;
        }
        default:
          p.error(c.peek().location, "unsupported-instruction",
                  fmt::format("'{}': operand kind not supported yet", info.mnemonic));
          return;
      }
    }
    inst.word = w;
    inst.dwords = 1;
  }

  // The value a 32-bit inline constant stands for, for a field that always
  // holds a literal dword.
  static uint32_t constantBits(uint32_t code) {
    if (code >= op::kZero && code <= op::kPositiveLast) return code - op::kZero;
    if (code >= op::kNegativeFirst && code <= op::kNegativeLast)
      return static_cast<uint32_t>(-static_cast<int32_t>(code - op::kPositiveLast));
    return std::bit_cast<uint32_t>(kInlineFloats[code - op::kHalf]);
  }

  void parseVector(Parser& p, const InstructionInfo& info, bool e32, bool e64, Instruction& inst);
  void parseDs(Parser& p, const InstructionInfo& info, Instruction& inst);
  void parseInterpolation(Parser& p, const InstructionInfo& info, Instruction& inst);
  void parseBuffer(Parser& p, const InstructionInfo& info, Instruction& inst);
  void parseImage(Parser& p, const InstructionInfo& info, Instruction& inst);
  void parseExport(Parser& p, const InstructionInfo& info, Instruction& inst);

  AssemblerSettings settings_;
};

// The roles of a vector instruction's operands, whatever form encodes them.
struct VectorOperands {
  std::optional<Value32> vdst;      // VGPR destination
  std::optional<Value32> sdst;      // SGPR destination (v_readlane, VOP3b's sdst)
  std::optional<Value32> carryOut;  // VOP2's written vcc / VOPC's destination
  std::optional<Value32> carryIn;   // VOP2's read vcc (v_addc_u32, v_cndmask_b32)
  std::array<std::optional<Value32>, 3> src;
  std::array<uint8_t, 3> srcDwords{1, 1, 1};
  bool src1IsScalar = false;        // v_readlane/v_writelane's lane select
  std::optional<Value32> constant;  // v_madmk_f32 / v_madak_f32's literal
  bool clamp = false;
  uint32_t omod = 0;
  bool omodGiven = false;  // mul:1 and div:1 set no bits but need an instruction with omod
  SourceLocation modifierLocation;
};

bool isScalarRead(const Value32& v) {
  return v.kind == Value32::Kind::Register && v.code < op::kVgpr0;
}

void Assembler::parseVector(Parser& p, const InstructionInfo& info, bool e32, bool e64,
                            Instruction& inst) {
  TokenCursor& c = p.cursor();
  auto ops = operands(info);
  const bool floatOperand = isFloatInstruction(info.mnemonic);
  VectorOperands v;
  bool afterSource = false;
  for (size_t i = 0; i < ops.size(); ++i) {
    if (i > 0 && !p.comma()) return;
    const Operand& o = ops[i];
    switch (o.field) {
      case OperandField::Vdst: {
        auto r = p.tryRegister();
        if (p.failed()) return;
        if (!r || !r->isVgpr()) {
          p.error(r ? r->location : c.peek().location, "operand-kind",
                  "expected a vector register destination");
          return;
        }
        if (!checkWidth(p, *r, o.dwords, "the destination")) return;
        v.vdst = r;
        break;
      }
      case OperandField::Sdst:
      case OperandField::Vcc: {
        bool wide = o.field == OperandField::Vcc;
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
        p.setHalf(o.half);
        auto s = p.source(o.dwords, floatOperand);
        p.setHalf(false);
        if (!s) return;
        if (!checkWidth(p, *s, o.dwords, fmt::format("source {}", index))) return;
        if (!checkKind(p, *s, o)) return;
        // llvm-mc-14 refuses neg and abs on a constant for a 16-bit operand
        if ((s->neg && !o.neg) || (s->abs && !o.abs) ||
            (o.half && (s->neg || s->abs) && s->kind != Value32::Kind::Register)) {
          p.error(s->location, "modifier-not-allowed",
                  fmt::format("'{}' takes no {} modifier on this operand", info.mnemonic,
                              s->neg && !o.neg ? "neg" : "abs"));
          return;
        }
        v.src[index] = s;
        v.srcDwords[index] = o.dwords;
        if (o.field == OperandField::Ssrc1) v.src1IsScalar = true;
        afterSource = true;
        break;
      }
      case OperandField::Imm32: {
        auto s = p.source(1, floatOperand);
        if (!s) return;
        if (s->kind == Value32::Kind::Register) {
          p.error(s->location, "operand-kind", "expected a 32-bit constant");
          return;
        }
        if (s->kind == Value32::Kind::Constant) {
          s->kind = Value32::Kind::Literal;
          s->literal = constantBits(s->code);
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
  // VOP3 modifiers after the operands: clamp, mul:2, mul:4, div:2.
  while (!c.atEnd()) {
    const Token& t = c.peek();
    if (t.isIdentifier("clamp")) {
      c.next();
      v.clamp = true;
    } else if ((t.isIdentifier("mul") || t.isIdentifier("div")) && c.peek(1).is(":")) {
      c.next();
      c.next();
      bool mul = t.isIdentifier("mul");
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
    } else {
      break;
    }
    v.modifierLocation = t.location;
  }

  const InstructionTraits& flags = traits(info);
  if ((v.clamp && !flags.clamp) || (v.omodGiven && !flags.omod)) {
    p.error(v.modifierLocation, "modifier-not-allowed",
            fmt::format("'{}' takes no {}", info.mnemonic,
                        v.clamp && !flags.clamp ? "clamp" : "output modifier (mul:, div:)"));
    return;
  }
  const bool madConstant = v.constant.has_value();
  const bool laneOperation = v.src1IsScalar || (info.encoding == Encoding::Vop1 && v.sdst);
  const bool hasE64 = info.encoding != Encoding::Vop3 && !madConstant && !laneOperation;
  auto isVcc = [](const std::optional<Value32>& r) {
    return !r || (r->code == op::kVccLo && r->dwords == 2);
  };
  bool modifiers = v.clamp || v.omod != 0;
  for (const auto& s : v.src)
    if (s && (s->abs || s->neg)) modifiers = true;
  std::string whyNot32;
  if (info.encoding == Encoding::Vop3) {
    whyNot32 = "it has only the VOP3 encoding";
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

  // One value from the scalar side per instruction on SI (SI ISA manual,
  // section 6.2.2 "Constant bus"): an SGPR (the same one may be read
  // twice), vcc read implicitly, or the literal.
  // vcc_lo and vcc count as two values, as llvm-mc-14 counts them.
  std::vector<std::pair<uint32_t, uint8_t>> scalarReads;
  bool literal = false;
  auto readScalar = [&](uint32_t code, uint8_t dwords) {
    auto key = std::make_pair(code, dwords);
    if (std::find(scalarReads.begin(), scalarReads.end(), key) == scalarReads.end())
      scalarReads.push_back(key);
  };
  auto read = [&](const Value32& s) {
    if (s.isLiteral()) literal = true;
    if (!isScalarRead(s) || s.code == op::kLdsDirect) return;
    readScalar(s.code, s.dwords);
  };
  for (size_t k = 0; k < 3; ++k)
    if (v.src[k]) read(*v.src[k]);
  if (v.carryIn) read(*v.carryIn);
  if (flags.readsVcc) readScalar(op::kVccLo, 2);
  if (flags.readsM0) readScalar(op::kM0, 1);
  if (v.constant) literal = true;
  if (scalarReads.size() + (literal ? 1 : 0) > 1) {
    p.error(inst.location, "constant-bus",
            "a vector instruction reads at most one scalar value (one SGPR, vcc or literal) on "
            "Southern Islands");
    return;
  }

  uint64_t w = 0;
  if (!vop3) {
    const auto opcode = static_cast<uint32_t>(info.opcode[0]);
    w = opcodeBits(info.encoding, opcode);
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

  const uint32_t opcode = *vop3Opcode(info);
  w = opcodeBits(Encoding::Vop3, opcode);
  // VOP3b: a scalar destination in bits 14:8 where VOP3a has abs and clamp.
  const bool vop3b = (info.encoding == Encoding::Vop2 && v.carryOut) ||
                     (info.encoding == Encoding::Vop3 && v.sdst);
  if (v.vdst) w = vop3::vdst.insert(w, v.vdst->code - op::kVgpr0);
  if (info.encoding == Encoding::Vopc && v.carryOut) w = vop3::vdst.insert(w, v.carryOut->code);
  if (vop3b) w = vop3::sdst.insert(w, (v.sdst ? v.sdst : v.carryOut)->code);
  if (info.encoding == Encoding::Vop1 && v.sdst) w = vop3::vdst.insert(w, v.sdst->code);
  if (v.carryIn) v.src[2] = v.carryIn;
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
  if (v.clamp) {
    if (vop3b) {
      p.error(v.modifierLocation, "modifier-not-allowed",
              fmt::format("'{}' has a scalar destination where VOP3 keeps clamp", info.mnemonic));
      return;
    }
    w = vop3::clamp.insert(w, 1);
  }
  w = vop3::omod.insert(w, v.omod);
  inst.word = w;
  inst.dwords = 2;
}

// DS: `ds_write2_b32 v1, v2, v3 offset0:4 offset1:8 gds`. The instructions
// that address two elements (write2, read2, wrxchg2) take offset0/offset1
// (0-255 elements), the others one 16-bit byte offset.
void Assembler::parseDs(Parser& p, const InstructionInfo& info, Instruction& inst) {
  TokenCursor& c = p.cursor();
  uint64_t w = opcodeBits(Encoding::Ds, static_cast<uint32_t>(info.opcode[0]));
  bool first = true;
  bool forcedGds = isDsGdsOnly(info);
  for (const Operand& o : operands(info)) {
    if (o.field == OperandField::Gds) continue;
    if (!first && !p.comma()) return;
    first = false;
    auto r = p.tryRegister();
    if (p.failed()) return;
    if (!r || !r->isVgpr()) {
      p.error(r ? r->location : c.peek().location, "operand-kind",
              "a DS operand is a vector register");
      return;
    }
    if (!checkWidth(p, *r, o.field == OperandField::Addr ? 1 : o.dwords, "this operand")) return;
    BitField f = o.field == OperandField::Vdst    ? ds::vdst
                 : o.field == OperandField::Addr  ? ds::addr
                 : o.field == OperandField::Data0 ? ds::data0
                                                  : ds::data1;
    w = f.insert(w, r->code - op::kVgpr0);
  }
  const bool twoOffsets = isDsTwoAddress(info);
  bool gds = forcedGds, seenOffset = false, seenOffset0 = false, seenOffset1 = false;
  while (!c.atEnd()) {
    const Token& t = c.peek();
    if (t.isIdentifier("gds")) {
      c.next();
      gds = true;
      continue;
    }
    bool offset = t.isIdentifier("offset"), offset0 = t.isIdentifier("offset0"),
         offset1 = t.isIdentifier("offset1");
    if (!(offset || offset0 || offset1) || !c.peek(1).is(":")) {
      p.error(t.location, "unexpected-token",
              fmt::format("unexpected '{}': a DS instruction takes {} and gds", t.text,
                          twoOffsets ? "offset0:, offset1:" : "offset:"));
      return;
    }
    if (offset == twoOffsets) {
      p.error(
          t.location, "operand-kind",
          fmt::format("'{}' takes {}", info.mnemonic,
                      twoOffsets ? "offset0: and offset1: (in elements)" : "offset: (in bytes)"));
      return;
    }
    bool& seen = offset ? seenOffset : offset0 ? seenOffset0 : seenOffset1;
    if (seen) {
      p.error(t.location, "duplicate-modifier", fmt::format("'{}' is given twice", t.text));
      return;
    }
    seen = true;
    c.next();
    c.next();
    auto v = p.integer(0, offset ? 65535 : 255, offset ? "the offset" : "the element offset");
    if (!v) return;
    if (offset) {
      w = ds::offset0.insert(w, static_cast<uint64_t>(*v) & 0xff);
      w = ds::offset1.insert(w, static_cast<uint64_t>(*v) >> 8);
    } else {
      w = (offset0 ? ds::offset0 : ds::offset1).insert(w, static_cast<uint64_t>(*v));
    }
  }
  w = ds::gds.insert(w, gds ? 1 : 0);
  inst.word = w;
  inst.dwords = 2;
}

// A VGPR operand of a memory or interpolation format (no constants there).
std::optional<uint32_t> vectorRegister(Parser& p, uint8_t dwords, std::string_view what) {
  auto r = p.tryRegister();
  if (p.failed()) return std::nullopt;
  if (!r || !r->isVgpr()) {
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

// VINTRP: `v_interp_p1_f32 v0, v1, attr3.y`, `v_interp_mov_f32 v0, p10, attr3.y`.
void Assembler::parseInterpolation(Parser& p, const InstructionInfo& info, Instruction& inst) {
  TokenCursor& c = p.cursor();
  uint64_t w = opcodeBits(Encoding::Vintrp, static_cast<uint32_t>(info.opcode[0]));
  auto vdst = vectorRegister(p, 1, "the destination");
  if (!vdst || !p.comma()) return;
  w = vintrp::vdst.insert(w, *vdst);
  bool move = operands(info).size() > 1 && operands(info)[1].field == OperandField::Param;
  if (move) {
    const Token& t = c.next();
    static constexpr std::pair<std::string_view, uint32_t> kParams[] = {
        {"p10", 0}, {"p20", 1}, {"p0", 2}};
    bool found = false;
    for (auto [name, value] : kParams) {
      if (t.isIdentifier(name)) {
        w = vintrp::vsrc.insert(w, value);
        found = true;
      }
    }
    if (!found) {
      p.error(t.location, "operand-kind",
              fmt::format("expected p10, p20 or p0, found '{}'", t.text));
      return;
    }
  } else {
    auto vsrc = vectorRegister(p, 1, "the source");
    if (!vsrc) return;
    w = vintrp::vsrc.insert(w, *vsrc);
  }
  if (!p.comma()) return;
  const Token& t = c.next();
  std::string name = lower(t.text);
  size_t dot = name.find('.');
  bool ok = t.kind == TokenKind::Identifier && name.starts_with("attr") &&
            dot != std::string::npos && dot > 4 && dot + 2 == name.size() && dot <= 6;
  uint32_t number = 0, channel = 0;
  if (ok) {
    for (size_t i = 4; i < dot; ++i) {
      ok &= name[i] >= '0' && name[i] <= '9';
      number = number * 10 + static_cast<uint32_t>(name[i] - '0');
    }
    std::string_view channels = "xyzw";
    size_t at = channels.find(name[dot + 1]);
    ok &= at != std::string_view::npos;
    channel = static_cast<uint32_t>(at);
  }
  if (!ok) {
    p.error(t.location, "operand-kind",
            fmt::format("expected an attribute channel such as attr0.x, found '{}'", t.text));
    return;
  }
  if (number > 63) {
    p.error(t.location, "value-out-of-range",
            fmt::format("attribute {} is out of range (attr0 to attr63)", number));
    return;
  }
  w = vintrp::attr.insert(w, number);
  w = vintrp::attrChannel.insert(w, channel);
  inst.word = w;
  inst.dwords = 1;
}

// MUBUF: `buffer_load_dword v0, v1, s[4:7], s0 offen offset:4 glc slc tfe`.
// The address is `off` without offen, idxen or addr64, one VGPR with offen or
// idxen, a pair with both or with addr64. The modifiers come in llvm-mc-14's
// order: idxen, offen, addr64, offset:, glc and slc, lds, tfe.
void Assembler::parseBuffer(Parser& p, const InstructionInfo& info, Instruction& inst) {
  TokenCursor& c = p.cursor();
  const bool typed = info.encoding == Encoding::Mtbuf;
  uint64_t w = opcodeBits(info.encoding, static_cast<uint32_t>(info.opcode[0]));
  if (typed) w = mtbuf::dfmt.insert(w, 1);  // llvm-mc-14's default: BUF_DATA_FORMAT_8
  auto ops = operands(info);
  inst.word = w;
  inst.dwords = 2;
  if (ops.empty()) return;  // buffer_wbinvl1
  auto vdata = vectorRegister(p, ops[0].dwords, "the data");
  if (!vdata || !p.comma()) return;
  w = mubuf::vdata.insert(w, *vdata);
  SourceLocation addressLocation = c.peek().location;
  std::optional<Value32> vaddr;
  if (c.peek().isIdentifier("off")) {
    c.next();
  } else {
    vaddr = p.tryRegister();
    if (p.failed()) return;
    if (!vaddr || !vaddr->isVgpr()) {
      p.error(addressLocation, "operand-kind", "the address is a vector register or off");
      return;
    }
    w = mubuf::vaddr.insert(w, vaddr->code - op::kVgpr0);
  }
  if (!p.comma()) return;
  auto srsrc = p.tryRegister();
  if (p.failed()) return;
  if (!srsrc || srsrc->code > op::kTtmp11 ||
      (srsrc->code > op::kSgprLast && srsrc->code < op::kTtmp0) || srsrc->dwords != 4) {
    p.error(srsrc ? srsrc->location : c.peek().location, "operand-kind",
            "the buffer resource is four scalar registers, s[4n:4n+3] or ttmp[4n:4n+3]");
    return;
  }
  w = mubuf::srsrc.insert(w, srsrc->code / 4);
  if (!p.comma()) return;
  // MTBUF's formats: `dfmt:N, nfmt:N,` before the offset register (older
  // syntax) or `format:[...]` / `format:N` after it.
  bool formatGiven = false;
  while (typed && (c.peek().isIdentifier("dfmt") || c.peek().isIdentifier("nfmt")) &&
         c.peek(1).is(":")) {
    bool data = c.next().isIdentifier("dfmt");
    c.next();
    auto v = p.integer(0, data ? 15 : 7, data ? "dfmt" : "nfmt");
    if (!v || !p.comma()) return;
    w = (data ? mtbuf::dfmt : mtbuf::nfmt).insert(w, static_cast<uint64_t>(*v));
    formatGiven = true;
  }
  auto soffset = p.source(1, false);
  if (!soffset) return;
  if (soffset->isVgpr() || soffset->isLiteral() || soffset->abs || soffset->neg) {
    p.error(soffset->location, "operand-kind",
            "the offset register is a scalar register or an inline constant");
    return;
  }
  w = mubuf::soffset.insert(w, soffset->code);
  if (typed && c.peek().isIdentifier("format") && c.peek(1).is(":")) {
    SourceLocation where = c.peek().location;
    if (formatGiven) {
      p.error(where, "duplicate-modifier", "the format is given twice (dfmt:/nfmt: and format:)");
      return;
    }
    c.next();
    c.next();
    if (c.accept("[")) {
      bool data = false, number = false;
      do {
        const Token& t = c.next();
        auto d = bufferDataFormat(t.text), n = bufferNumberFormat(t.text);
        if (t.kind != TokenKind::Identifier || (!d && !n) || (d && data) || (n && number)) {
          p.error(t.location, "operand-kind",
                  fmt::format("expected a BUF_DATA_FORMAT_ or BUF_NUM_FORMAT_ name (each once), "
                              "found '{}'",
                              t.text));
          return;
        }
        if (d) w = mtbuf::dfmt.insert(w, *d), data = true;
        if (n) w = mtbuf::nfmt.insert(w, *n), number = true;
      } while (c.accept(","));
      if (!c.accept("]")) {
        p.error(c.peek().location, "expected-token", "expected ']' after the formats");
        return;
      }
    } else {
      auto v = p.integer(0, 127, "the format (dfmt + 16 * nfmt)");
      if (!v) return;
      w = mtbuf::dfmt.insert(w, static_cast<uint64_t>(*v) & 15);
      w = mtbuf::nfmt.insert(w, static_cast<uint64_t>(*v) >> 4);
    }
  }
  int rank = 0;
  bool idxen = false, offen = false, addr64 = false;
  while (!c.atEnd()) {
    const Token& m = c.next();
    static constexpr std::pair<std::string_view, int> kOrder[] = {
        {"idxen", 1}, {"offen", 2}, {"addr64", 3}, {"offset", 4},
        {"glc", 5},   {"slc", 5},   {"lds", 6},    {"tfe", 7}};
    int at = 0;
    for (auto [name, r] : kOrder)
      if (m.isIdentifier(name)) at = r;
    if (at == 0) {
      p.error(m.location, "unexpected-token",
              fmt::format("unexpected '{}': a buffer instruction takes idxen, offen, addr64, "
                          "offset:, glc, slc, lds, tfe",
                          m.text));
      return;
    }
    BitField field = m.isIdentifier("idxen")    ? mubuf::idxen
                     : m.isIdentifier("offen")  ? mubuf::offen
                     : m.isIdentifier("addr64") ? mubuf::addr64
                     : m.isIdentifier("offset") ? mubuf::offset
                     : m.isIdentifier("glc")    ? mubuf::glc
                     : m.isIdentifier("slc")    ? mubuf::slc
                     : m.isIdentifier("lds")    ? mubuf::lds
                                                : mubuf::tfe;
    if (at < rank || (at == rank && at != 5) || (field.extract(w) && at != 4)) {
      p.error(m.location, "unexpected-token",
              fmt::format("'{}' out of place or repeated: the modifiers come in the order idxen, "
                          "offen, addr64, offset:, glc/slc, lds, tfe",
                          m.text));
      return;
    }
    if ((at == 6 && !traits(info).lds) || (at == 7 && !traits(info).tfe) ||
        (at == 7 && !typed && mubuf::lds.extract(w))) {
      p.error(m.location, "modifier-not-allowed",
              at == 7 && !typed && mubuf::lds.extract(w)
                  ? std::string("lds and tfe exclude each other")
                  : fmt::format("'{}' takes no {}", info.mnemonic, m.text));
      return;
    }
    rank = at;
    if (at == 4) {
      if (!c.accept(":")) {
        p.error(c.peek().location, "expected-token", "expected ':' after offset");
        return;
      }
      auto v = p.integer(0, 4095, "the offset");
      if (!v) return;
      w = mubuf::offset.insert(w, static_cast<uint64_t>(*v));
      continue;
    }
    idxen |= at == 1;
    offen |= at == 2;
    addr64 |= at == 3;
    w = field.insert(w, 1);
  }
  uint32_t addressDwords = addr64 || (idxen && offen) ? 2 : idxen || offen ? 1 : 0;
  uint32_t given = vaddr ? vaddr->dwords : 0;
  if (addressDwords != given) {
    p.error(addressLocation, "operand-kind",
            addressDwords == 0 ? std::string("without offen, idxen or addr64 the address is off")
                               : fmt::format("the address is {} here",
                                             addressDwords == 1 ? "one vector register"
                                                                : "a pair of vector registers"));
    return;
  }
  inst.word = w;
}

// MIMG: `image_sample v[0:3], v[4:7], s[8:15], s[16:19] dmask:0xf unorm glc`.
// The data holds one register per dmask bit (gather4: four, for one bit),
// one more with tfe; the modifiers come in llvm-mc-14's order dmask:, unorm,
// glc and slc, r128, tfe, lwe, da.
void Assembler::parseImage(Parser& p, const InstructionInfo& info, Instruction& inst) {
  TokenCursor& c = p.cursor();
  uint64_t w = opcodeBits(Encoding::Mimg, static_cast<uint32_t>(info.opcode[0]));
  auto ops = operands(info);
  SourceLocation dataLocation = c.peek().location;
  auto vdata = p.tryRegister();
  if (p.failed()) return;
  if (!vdata || !vdata->isVgpr()) {
    p.error(dataLocation, "operand-kind", "the data is a vector register range");
    return;
  }
  w = mimg::vdata.insert(w, vdata->code - op::kVgpr0);
  if (!p.comma()) return;
  auto vaddr = p.tryRegister();
  if (p.failed()) return;
  if (!vaddr || !vaddr->isVgpr()) {
    p.error(vaddr ? vaddr->location : c.peek().location, "operand-kind",
            "the address is a vector register range");
    return;
  }
  if (!(ops[1].addressWidths & (1u << vaddr->dwords))) {
    p.error(vaddr->location, "register-width",
            fmt::format("'{}' takes no address of {} register{}", info.mnemonic, vaddr->dwords,
                        vaddr->dwords == 1 ? "" : "s"));
    return;
  }
  w = mimg::vaddr.insert(w, vaddr->code - op::kVgpr0);
  const bool sampler = ops.size() > 3;
  for (int k = 0; k < (sampler ? 2 : 1); ++k) {
    if (!p.comma()) return;
    auto r = p.tryRegister();
    if (p.failed()) return;
    uint8_t want = k == 0 ? 8 : 4;
    if (!r || r->code > op::kSgprLast || r->dwords != want) {
      p.error(r ? r->location : c.peek().location, "operand-kind",
              k == 0 ? "the image resource is eight scalar registers, s[4n:4n+7]"
                     : "the sampler is four scalar registers, s[4n:4n+3]");
      return;
    }
    w = (k == 0 ? mimg::srsrc : mimg::ssamp).insert(w, r->code / 4);
  }
  int rank = 0;
  uint32_t dmask = 0;
  bool tfe = false;
  while (!c.atEnd()) {
    const Token& m = c.next();
    static constexpr std::pair<std::string_view, int> kOrder[] = {
        {"dmask", 1}, {"unorm", 2}, {"glc", 3}, {"slc", 3},
        {"r128", 4},  {"tfe", 5},   {"lwe", 6}, {"da", 7}};
    int at = 0;
    for (auto [name, r] : kOrder)
      if (m.isIdentifier(name)) at = r;
    BitField field = m.isIdentifier("dmask")   ? mimg::dmask
                     : m.isIdentifier("unorm") ? mimg::unorm
                     : m.isIdentifier("glc")   ? mimg::glc
                     : m.isIdentifier("slc")   ? mimg::slc
                     : m.isIdentifier("r128")  ? mimg::r128
                     : m.isIdentifier("tfe")   ? mimg::tfe
                     : m.isIdentifier("lwe")   ? mimg::lwe
                                               : mimg::da;
    if (at == 0 || at < rank || (at == rank && at != 3) || (at == 3 && field.extract(w))) {
      p.error(m.location, "unexpected-token",
              fmt::format("unexpected '{}': an image instruction takes dmask:, unorm, glc, slc, "
                          "r128, tfe, lwe, da, in that order",
                          m.text));
      return;
    }
    rank = at;
    if (at == 1) {
      if (!c.accept(":")) {
        p.error(c.peek().location, "expected-token", "expected ':' after dmask");
        return;
      }
      auto v = p.integer(0, 15, "dmask");
      if (!v) return;
      dmask = static_cast<uint32_t>(*v);
      w = mimg::dmask.insert(w, dmask);
      continue;
    }
    tfe |= at == 5;
    w = field.insert(w, 1);
  }
  // atomics: one dword or two (dmask 0x1, 0x3); compare-and-swap: two or four
  // (0x3, 0xf), as llvm-mc-14 takes them
  if (info.mnemonic.starts_with("image_atomic")) {
    bool swap = info.mnemonic.find("cmpswap") != std::string_view::npos;
    if (swap ? (dmask != 3 && dmask != 15) : (dmask != 1 && dmask != 3)) {
      p.error(
          inst.location, "value-out-of-range",
          fmt::format("'{}' takes dmask:{}", info.mnemonic, swap ? "0x3 or 0xf" : "0x1 or 0x3"));
      return;
    }
  }
  const bool gather = info.mnemonic.starts_with("image_gather4");
  if (gather && std::popcount(dmask) != 1) {
    p.error(inst.location, "value-out-of-range", "image_gather4 takes a dmask of one bit");
    return;
  }
  uint32_t dwords =
      (gather ? 4u : static_cast<uint32_t>(std::max(1, std::popcount(dmask)))) + (tfe ? 1u : 0u);
  if (vdata->dwords != dwords) {
    p.error(dataLocation, "register-width",
            fmt::format("the data is {} register{} here (dmask 0x{:x}{})", dwords,
                        dwords == 1 ? "" : "s", dmask, tfe ? ", tfe" : ""));
    return;
  }
  inst.word = w;
  inst.dwords = 2;
}

// EXP: `exp mrt0 v0, v1, off, v3 done vm` (SI ISA manual, section 13.9). With
// compr, llvm-mc-14 takes the first and third sources as the two packed
// registers; so does gpuasm.
void Assembler::parseExport(Parser& p, const InstructionInfo& info, Instruction& inst) {
  TokenCursor& c = p.cursor();
  uint64_t w = opcodeBits(Encoding::Exp, static_cast<uint32_t>(info.opcode[0]));
  const Token& t = c.next();
  auto target = exportTarget(lower(t.text));
  if (t.kind != TokenKind::Identifier || !target) {
    p.error(t.location, "operand-kind",
            fmt::format("expected an export target (mrt0-7, mrtz, null, pos0-3, param0-31), "
                        "found '{}'",
                        t.text));
    return;
  }
  w = exp::target.insert(w, *target);
  std::array<std::optional<uint32_t>, 4> sources;
  for (size_t i = 0; i < 4; ++i) {
    if (i > 0 && !p.comma()) return;
    if (c.peek().isIdentifier("off")) {
      c.next();
      continue;
    }
    sources[i] = vectorRegister(p, 1, "an export source");
    if (!sources[i]) return;
  }
  // in this order, as llvm-mc-14 takes them
  bool compressed = false, done = false, validMask = false;
  int rank = 0;
  while (!c.atEnd()) {
    const Token& m = c.next();
    int at = m.isIdentifier("done")    ? 1
             : m.isIdentifier("compr") ? 2
             : m.isIdentifier("vm")    ? 3
                                       : 0;
    if (at == 0) {
      p.error(m.location, "unexpected-token",
              fmt::format("unexpected '{}': exp takes done, compr and vm", m.text));
      return;
    }
    if (at <= rank) {
      p.error(m.location, "unexpected-token",
              fmt::format("'{}' out of place: exp's modifiers come in the order done, compr, vm",
                          m.text));
      return;
    }
    rank = at;
    (at == 1 ? done : at == 2 ? compressed : validMask) = true;
  }
  const BitField fields[] = {exp::vsrc0, exp::vsrc1, exp::vsrc2, exp::vsrc3};
  uint32_t enable = 0;
  if (compressed) {
    if (sources[0]) enable |= 3, w = exp::vsrc0.insert(w, *sources[0]);
    if (sources[2]) enable |= 12, w = exp::vsrc1.insert(w, *sources[2]);
  } else {
    for (size_t i = 0; i < 4; ++i)
      if (sources[i]) enable |= 1u << i, w = fields[i].insert(w, *sources[i]);
  }
  w = exp::enable.insert(w, enable);
  w = exp::compressed.insert(w, compressed);
  w = exp::done.insert(w, done);
  w = exp::validMask.insert(w, validMask);
  inst.word = w;
  inst.dwords = 2;
}

}  // namespace

std::unique_ptr<TargetAssembler> makeAssembler(const AssemblerSettings& settings) {
  return std::make_unique<Assembler>(settings);
}

}  // namespace gpuasm::gcn
