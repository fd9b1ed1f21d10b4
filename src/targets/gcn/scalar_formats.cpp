// The scalar formats of the gcn assembler: SOP2, SOPK, SOP1, SOPC, SOPP and
// SMRD, with the s_waitcnt, hwreg and sendmsg operand forms.
#include <fmt/format.h>

#include <span>
#include <string>

#include "targets/gcn/format_parsers.hpp"
#include "targets/gcn/operand_parser.hpp"
#include "targets/gcn/symbolic_operands.hpp"

namespace gpuasm::gcn {

namespace op = operand;

namespace {

// A scalar source: a scalar register, a constant or a literal.
std::optional<Value32> scalarSource(Parser& p, Instruction& inst, const Operand& o,
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
std::optional<uint32_t> hwreg(Parser& p) {
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
  for (const SymbolName& h : kHwregs) {
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
// lgkmcnt is 4 bits (llvm-mc-14) or 5 (the AMD compiler), as the dialect says.
std::optional<uint32_t> waitcnt(Parser& p) {
  TokenCursor& c = p.cursor();
  const Token& t = c.peek();
  if (t.kind != TokenKind::Identifier) {
    auto v = p.integer(0, 0xffff, "the s_waitcnt value");
    return v ? std::optional<uint32_t>(static_cast<uint32_t>(*v)) : std::nullopt;
  }
  const uint8_t lgkmBits = p.rules().lgkmcntBits;
  uint32_t value = 0xf | 0x7 << 4 | ((1u << lgkmBits) - 1) << 8;
  while (!c.atEnd()) {
    const Token& name = c.next();
    BitField field{0, 4};
    if (name.isIdentifier("vmcnt")) {
      field = {0, 4};
    } else if (name.isIdentifier("expcnt")) {
      field = {4, 3};
    } else if (name.isIdentifier("lgkmcnt")) {
      field = {8, lgkmBits};
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

std::optional<uint32_t> messageField(Parser& p, std::span<const SymbolName> names, int64_t max,
                                     std::string_view what) {
  const Token& t = p.cursor().peek();
  for (const SymbolName& m : names) {
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
std::optional<uint32_t> sendmsg(Parser& p) {
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
    // the operation field is three bits whatever the message: a number up
    // to 7 is taken as llvm-mc-14 takes it (`sendmsg(2, 4, 0)`)
    bool system = *message == kMsgSystem;
    auto operation = system ? messageField(p, kSysOperations, 7, "the operation")
                            : messageField(p, kGsOperations, 7, "the operation");
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

}  // namespace

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
        const SourceLocation where = p.cursor().peek().location;
        auto v = o.isUnsigned ? p.integer(0, 65535, "the unsigned 16-bit immediate")
                              : p.integer(-32768, 65535, "the 16-bit immediate");
        if (!v) return;
        // llvm-mc-14 encodes any 16 bits, but SI reads only SIMM16[2:0] (SI
        // ISA manual, S_NOP): `s_nop 8` waits one state, not nine.
        if (info.has(RowFlag::Nop) && (*v < 0 || *v > 7)) {
          p.diag().warning(where, "nop-count",
                           fmt::format("s_nop {} gives {} wait state{}: the hardware reads only "
                                       "the low three bits (s_nop 0 to 7 give 1 to 8)",
                                       *v, (*v & 7) + 1, (*v & 7) == 0 ? "" : "s"));
        }
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
  // The AMD dump's `s_endpgm 0`: the simm16 of an instruction that uses none.
  if (ops.empty() && info.encoding == Encoding::Sopp && p.rules().unusedSimm16 && !c.atEnd()) {
    auto v = p.integer(0, 65535, "the unused 16-bit immediate");
    if (!v) return;
    w = sopp::simm16.insert(w, static_cast<uint64_t>(*v));
  }
  inst.word = w;
  inst.dwords = 1;
}

}  // namespace gpuasm::gcn
