// The operand parser of the gcn assembler, shared by every format: registers
// and ranges, inline constants and literals, the VOP3 source modifiers, and
// the checks each format applies to an operand once parsed.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "gpuasm/assembler.hpp"
#include "targets/gcn/dialect.hpp"
#include "targets/gcn/instruction.hpp"
#include "targets/gcn/isa.hpp"

namespace gpuasm::gcn {

// The inline constants that stand for floats (SI ISA manual, table 13.1 "SSRC0").
inline constexpr std::array<float, 8> kInlineFloats = {0.5f, -0.5f, 1.0f, -1.0f,
                                                       2.0f, -2.0f, 4.0f, -4.0f};

std::string lower(std::string_view text);
std::string upper(std::string_view text);

// A name in lower case without allocating, for the lookups every operand and
// mnemonic goes through. A name longer than any register or mnemonic is
// kept empty: it is none of them.
class LowerName {
 public:
  explicit LowerName(std::string_view text) {
    if (text.size() > sizeof text_) return;
    for (char c : text) text_[size_++] = c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c;
  }
  std::string_view view() const { return {text_, size_}; }
  operator std::string_view() const { return view(); }

 private:
  char text_[48];
  size_t size_ = 0;
};
// The same in upper case (MTBUF's format names, SDWA's selects).
class UpperName {
 public:
  explicit UpperName(std::string_view text) {
    if (text.size() > sizeof text_) return;
    for (char c : text) text_[size_++] = c >= 'a' && c <= 'z' ? static_cast<char>(c - 32) : c;
  }
  std::string_view view() const { return {text_, size_}; }
  operator std::string_view() const { return view(); }

 private:
  char text_[48];
  size_t size_ = 0;
};
// Token::isIdentifier inline, for a lower-case `word`: the modifiers every
// source is tested for (neg, abs, sext) are rarely there.
inline bool isKeyword(const Token& t, std::string_view word) {
  if (t.kind != TokenKind::Identifier || t.text.size() != word.size()) return false;
  for (size_t i = 0; i < word.size(); ++i) {
    const char c = t.text[i];
    if ((c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c) != word[i]) return false;
  }
  return true;
}
// The operand code of an integer that is an inline constant (-16..64).
std::optional<uint32_t> integerInlineCode(int64_t v);

// Reads the operands of one instruction from the cursor. The first error is
// reported and the parser is then `failed()`: later errors of the same line
// would follow from the first.
class Parser {
 public:
  Parser(TokenCursor& cursor, InstructionContext& ctx, const DialectRules& rules,
         Generation generation = Generation::SouthernIslands)
      : cursor_(cursor), ctx_(ctx), rules_(rules), generation_(generation) {}

  DiagnosticEngine& diag() { return ctx_.diagnostics(); }
  TokenCursor& cursor() { return cursor_; }
  // The cursor's peek, next and accept, inline here: every operand goes
  // through them several times, and the core's are calls.
  const Token& peek(size_t ahead = 0) const {
    const std::span<const Token> rest = cursor_.rest();
    return ahead < rest.size() ? rest[ahead] : cursor_.peek(ahead);
  }
  const Token& next() {
    const std::span<const Token> rest = cursor_.rest();
    if (rest.empty() || rest[0].kind == TokenKind::EndOfLine) return cursor_.next();
    cursor_.seek(cursor_.position() + 1);
    return rest[0];
  }
  bool accept(std::string_view punct) {
    if (!peek().is(punct)) return false;
    next();
    return true;
  }
  const DialectRules& rules() const { return rules_; }
  // The generation being assembled (-m mcpu=): its opcodes and layouts.
  Generation generation() const { return generation_; }
  // The processor's MIMG d16 data packs two halves a register (Processor::packedD16).
  bool packedD16() const { return packedD16_; }
  void setPackedD16(bool packed) { packedD16_ = packed; }
  // gfx908's AGPRs and MAI, gfx90a's rows and rules (Processor::cdna)
  Cdna cdna() const { return cdna_; }
  void setCdna(Cdna cdna) { cdna_ = cdna; }
  // Whether the next registers may be AGPRs (a0, a[0:3]): only the operands
  // that take them allow them; elsewhere tryRegister reports one.
  void setAgprAllowed(bool allowed) { agprAllowed_ = allowed; }

  void error(SourceLocation where, std::string code, std::string message) {
    if (!failed_) diag().error(where, std::move(code), std::move(message));
    failed_ = true;
  }
  bool failed() const { return failed_; }

  // Between two operands: a ',' or nothing (llvm-mc's commas are optional);
  // reports the line's end, where another operand was expected.
  bool comma();
  // A ',' between the operands and a modifier (`v_fract_f32 v1, v2, clamp`),
  // consumed; false and nothing consumed when there is none.
  bool commaBeforeModifier();

  // A register or register range at the cursor, or nullopt (nothing consumed)
  // when the next token is not a register name.
  std::optional<Value32> tryRegister();
  bool isRegisterName(const Token& t) const;
  // The register numbers of `s[...]`, `[s6,s7]`.
  std::optional<uint32_t> registerIndex(std::string_view what);
  std::optional<Value32> registerList();

  // A number alone, perhaps negative, that no operator follows, consumed;
  // nullopt and nothing consumed otherwise. Most operands are one: they skip
  // the expression parser.
  std::optional<Value> loneNumber();
  // A constant or expression: an inline constant when its value is one, else a literal.
  std::optional<Value32> constantOperand(uint8_t width, bool floatOperand);
  // 16-bit float operands (v_cvt_f32_f16) encode their literals as halves.
  void setHalf(bool half) { half_ = half; }
  // A 16-bit integer operand (GFX8): a float is its half's bits, as a literal.
  void setInt16(bool int16) { int16_ = int16; }
  // A vector ALU source, where SDWA's sext(...) may be written.
  void setSextAllowed(bool allowed) { sextAllowed_ = allowed; }
  bool encodeConstant(const Value& value, uint8_t width, bool floatOperand, Value32& v);

  // A source: register, constant or literal, with the VOP3 modifiers
  // `-x`, `|x|`, `abs(x)` and `neg(x)`; the caller checks where they are allowed.
  std::optional<Value32> source(uint8_t width, bool floatOperand);

  ExprPtr expression() {
    ExprPtr e = ctx_.parseExpression(cursor_);
    if (!e) failed_ = true;
    return e;
  }

  // The number of operands left on the line: commas outside brackets and
  // parentheses, plus one (0 at the end of the line).
  size_t operandsLeft() const;

  // An integer that must be known now (a field that changes no size).
  std::optional<int64_t> integer(int64_t min, int64_t max, std::string_view what);

 private:
  // `done`: the half was encoded (a literal, or an inline constant the 32-bit path would miss)
  bool encodeHalf(const Value& value, Value32& v, bool& done);
  Value32 numberedRegister(const Token& t, std::string_view name, std::string_view kind,
                           uint32_t first, uint32_t last);
  static std::optional<uint32_t> roundToHalf(double real);
  bool isInvTwoPi(const Value& value, uint8_t width) const;
  static std::optional<uint32_t> toHalf(double real);

  TokenCursor& cursor_;
  InstructionContext& ctx_;
  const DialectRules& rules_;
  Generation generation_;
  bool packedD16_ = false;
  Cdna cdna_ = Cdna::None;
  bool agprAllowed_ = false;
  bool failed_ = false;
  bool half_ = false;
  bool sextAllowed_ = false;
  bool int16_ = false;
};

// The first dword's fixed bits and opcode of an instruction of `encoding` on `generation`.
uint64_t opcodeBits(Encoding encoding, uint32_t opcode, Generation generation);
// The literal of an instruction: SI has one literal dword, shared by the
// operands that name the same value.
bool addLiteral(Parser& p, Instruction& inst, const Value32& v);
bool checkWidth(Parser& p, const Value32& v, uint8_t dwords, std::string_view what);
bool noModifiers(Parser& p, const Value32& v);
// Whether the operand is a kind the instruction takes there (the table's
// v, s, i, l letters).
bool checkKind(Parser& p, const Value32& v, const Operand& o);
// A scalar destination: an SGPR, a trap register or one of vcc, m0, exec.
std::optional<Value32> scalarDestination(Parser& p, uint8_t dwords);
// A VGPR operand of a memory or interpolation format (no constants there); with `agpr`,
// an AGPR is taken too, and *agpr says which it was.
std::optional<uint32_t> vectorRegister(Parser& p, uint8_t dwords, std::string_view what,
                                       bool* agpr = nullptr);
// The value a 32-bit inline constant stands for, for a field that always
// holds a literal dword.
uint32_t constantBits(uint32_t code);
bool isScalarRead(const Value32& v);

}  // namespace gpuasm::gcn
