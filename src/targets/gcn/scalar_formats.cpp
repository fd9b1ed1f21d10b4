// The scalar formats of the gcn assembler: SOP2, SOPK, SOP1, SOPC, SOPP and
// SMRD, with the s_waitcnt, hwreg and sendmsg operand forms.
#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
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
  if (v->isVgpr() || (v->kind == Value32::Kind::Register && v->code == op::kLdsDirect)) {
    p.error(v->location, "operand-kind",
            v->isVgpr() ? "a scalar instruction cannot read a vector register"
                        : "a scalar instruction cannot read lds_direct");
    return std::nullopt;
  }
  if (!checkWidth(p, *v, o.dwords, "the source") || !checkKind(p, *v, o)) return std::nullopt;
  if (!addLiteral(p, inst, *v)) return std::nullopt;
  return v;
}

// hwreg(name or id [, offset, size]) or a raw 16-bit value.
std::optional<uint32_t> hwreg(Parser& p) {
  TokenCursor& c = p.cursor();
  if (!isKeyword(c.peek(), "hwreg")) {
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
      if (h.since > p.generation()) {
        p.error(t.location, "value-out-of-range",
                fmt::format("{} is a {} and later register (-m mcpu=...; this is {})", h.name,
                            generationName(h.since), generationName(p.generation())));
        return std::nullopt;
      }
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
    if (!o) return std::nullopt;
    if (!c.accept(",")) {  // inside hwreg(...) the commas are not optional
      p.error(c.peek().location, "expected-token", "expected ',' before the bit count");
      return std::nullopt;
    }
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
  // GFX9's vmcnt has six bits: the high two at 15:14 (the Vega ISA manual, S_WAITCNT)
  const bool gfx9 = p.generation() == Generation::Gfx9;
  uint32_t value = 0xf | 0x7 << 4 | ((1u << lgkmBits) - 1) << 8 | (gfx9 ? 0xc000u : 0u);
  while (!c.atEnd()) {
    const Token& name = c.next();
    BitField field{0, 4};
    // llvm-mc-14's vmcnt_sat(n) and the like: a count past the field's
    // maximum is the maximum
    const LowerName lowered(name.text);
    std::string_view counter = lowered;
    const bool saturate = counter.ends_with("_sat");
    if (saturate) counter.remove_suffix(4);
    if (name.kind == TokenKind::Identifier && counter == "vmcnt") {
      field = {0, 4};
    } else if (name.kind == TokenKind::Identifier && counter == "expcnt") {
      field = {4, 3};
    } else if (name.kind == TokenKind::Identifier && counter == "lgkmcnt") {
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
    const bool vmcntGfx9 = gfx9 && field.shift == 0;
    const int64_t max = vmcntGfx9 ? 63 : (int64_t{1} << field.width) - 1;
    auto n = p.integer(0, saturate ? INT64_MAX : max, fmt::format("{}", name.text));
    if (!n) return std::nullopt;
    if (!c.accept(")")) {
      p.error(c.peek().location, "expected-token", "expected ')' after the count");
      return std::nullopt;
    }
    const auto count = static_cast<uint64_t>(std::min(*n, max));
    value = static_cast<uint32_t>(field.insert(value, count));
    if (vmcntGfx9) value = static_cast<uint32_t>(BitField{14, 2}.insert(value, count >> 4));
    if ((c.accept("&") || c.accept(",")) && c.atEnd()) {
      p.error(c.peek().location, "expected-operand", "expected a counter after the separator");
      return std::nullopt;
    }
  }
  return value;
}

std::optional<uint32_t> messageField(Parser& p, std::span<const SymbolName> names, int64_t max,
                                     std::string_view what) {
  const Token& t = p.cursor().peek();
  for (const SymbolName& m : names) {
    if (t.isIdentifier(m.name)) {
      if (m.since > p.generation()) {
        p.error(t.location, "value-out-of-range",
                fmt::format("{} is a {} and later message (-m mcpu=...; this is {})", m.name,
                            generationName(m.since), generationName(p.generation())));
        return std::nullopt;
      }
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
  if (!isKeyword(c.peek(), "sendmsg")) {
    auto v = p.integer(0, 0xffff, "the message");
    return v ? std::optional<uint32_t>(static_cast<uint32_t>(*v)) : std::nullopt;
  }
  c.next();
  if (!c.accept("(")) {
    p.error(c.peek().location, "expected-token", "expected '(' after sendmsg");
    return std::nullopt;
  }
  // A message given by name is checked as llvm-mc-14 checks it: the
  // operations it has, a stream only for a GS operation other than NOP. A
  // message given as a number takes any operation (3 bits) and stream (2
  // bits), as llvm-mc-14 takes them (`sendmsg(2, 4, 0)`).
  const Token& messageToken = c.peek();
  auto message = messageField(p, kMessages, 15, "the message id");
  if (!message) return std::nullopt;
  const bool named = messageToken.kind == TokenKind::Identifier;
  const bool gs = *message == kMsgGs || *message == kMsgGsDone;
  const bool system = *message == kMsgSystem;
  uint32_t value = *message;
  std::optional<uint32_t> operation;
  if (c.accept(",")) {
    const Token& operationToken = c.peek();
    operation = system ? messageField(p, kSysOperations, 7, "the operation")
                       : messageField(p, kGsOperations, 7, "the operation");
    if (!operation) return std::nullopt;
    if (named && !gs && !system) {
      p.error(operationToken.location, "value-out-of-range",
              fmt::format("{} takes no operation", messageToken.text));
      return std::nullopt;
    }
    const uint32_t lowest = *message == kMsgGsDone ? 0 : 1;
    const uint32_t highest = system ? 4 : 3;
    if (named && (*operation < lowest || *operation > highest)) {
      p.error(operationToken.location, "value-out-of-range",
              fmt::format("{} is no operation of {} (it takes {} to {})", *operation,
                          messageToken.text, lowest, highest));
      return std::nullopt;
    }
    value |= *operation << 4;
    if (c.accept(",")) {
      const Token& streamToken = c.peek();
      auto stream = p.integer(0, 3, "the stream");
      if (!stream) return std::nullopt;
      if (named && (!gs || *operation == 0)) {
        p.error(streamToken.location, "value-out-of-range",
                "only a GS operation other than GS_OP_NOP takes a stream");
        return std::nullopt;
      }
      value |= static_cast<uint32_t>(*stream) << 8;
    }
  } else if (named && (gs || system)) {
    p.error(c.peek().location, "expected-operand",
            fmt::format("{} needs an operation", messageToken.text));
    return std::nullopt;
  }
  if (!c.accept(")")) {
    p.error(c.peek().location, "expected-token", "expected ')' after the message");
    return std::nullopt;
  }
  return value;
}

// GFX8's VGPR index mode: gpr_idx(SRC0,SRC1,SRC2,DST), each at most once,
// in any order (gpr_idx() is none), or a number of 4 bits (VI ISA manual,
// S_SET_GPR_IDX_ON).
std::optional<uint32_t> gprIndexMode(Parser& p) {
  TokenCursor& c = p.cursor();
  if (!isKeyword(c.peek(), "gpr_idx")) {
    auto v = p.integer(0, 15, "the VGPR index mode");
    return v ? std::optional<uint32_t>(static_cast<uint32_t>(*v)) : std::nullopt;
  }
  c.next();
  if (!c.accept("(")) {
    p.error(c.peek().location, "expected-token", "expected '(' after gpr_idx");
    return std::nullopt;
  }
  uint32_t mode = 0;
  while (!c.peek().is(")")) {
    if (mode != 0 && !c.accept(",")) {
      p.error(c.peek().location, "expected-token", "expected ',' between the index modes");
      return std::nullopt;
    }
    const Token& t = c.next();
    uint32_t bit = 0;
    for (size_t i = 0; i < kGprIndexModes.size(); ++i)
      if (t.isIdentifier(kGprIndexModes[i])) bit = 1u << i;
    if (bit == 0) {
      p.error(t.location, "expected-operand",
              fmt::format("expected SRC0, SRC1, SRC2 or DST, found '{}'", t.text));
      return std::nullopt;
    }
    if (mode & bit) {
      p.error(t.location, "duplicate-operand", fmt::format("{} is named twice", t.text));
      return std::nullopt;
    }
    mode |= bit;
  }
  c.next();
  return mode;
}

}  // namespace

void parseScalar(Parser& p, const InstructionInfo& info, Instruction& inst) {
  const auto opcode = info.opcodeOn(p.generation());
  uint64_t w = opcodeBits(info.encoding, opcode, p.generation());
  bool floatOperand = false;  // the scalar ALU has no float operations on SI
  auto ops = operands(info);
  // GFX8's SMEM in SMRD's place: two dwords, byte offsets of 20 bits (21
  // signed on GFX9), glc
  const bool smem = info.encoding == Encoding::Smrd && gfx8OrLater(p.generation());
  TokenCursor& c = p.cursor();
  for (size_t i = 0; i < ops.size(); ++i) {
    if (i > 0 && !p.comma()) return;
    const Operand& o = ops[i];
    switch (o.field) {
      case OperandField::Sdst: {
        auto v = scalarDestination(p, o.dwords);
        if (!v) return;
        // llvm-mc-14 loads no scalar memory into m0 or exec (nor s_memtime)
        if (info.encoding == Encoding::Smrd &&
            (v->code == op::kM0 || v->code == op::kExecLo || v->code == op::kExecHi)) {
          p.error(v->location, "operand-kind",
                  "a scalar memory instruction writes an SGPR, a trap register or vcc");
          return;
        }
        BitField f = info.encoding == Encoding::Sop2   ? sop2::sdst
                     : info.encoding == Encoding::Sopk ? sopk::sdst
                     : info.encoding == Encoding::Smrd ? (smem ? smem::sdata : smrd::sdst)
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
      case OperandField::GprIdx: {
        auto v = gprIndexMode(p);
        if (!v) return;
        w = (info.encoding == Encoding::Sopc ? sop2::ssrc1 : sopp::simm16).insert(w, *v);
        break;
      }
      case OperandField::Probe: {
        // llvm-mc-14 takes any number and keeps its low 7 bits; 0 to 127 here
        auto v = p.integer(0, 127, "the probe's 7-bit immediate");
        if (!v) return;
        w = smem::sdata.insert(w, static_cast<uint64_t>(*v));
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
        // any aligned pair or quad: SGPRs, ttmp, vcc, tba, tma, exec (trap
        // handlers read through ttmp and tba)
        if (!v || v->code > op::kExecHi || v->code == op::kM0) {
          p.error(v ? v->location : c.peek().location, "operand-kind",
                  "the base address is a range of scalar registers");
          return;
        }
        if (!checkWidth(p, *v, o.dwords, "the base address")) return;
        w = (smem ? smem::sbase : smrd::sbase).insert(w, v->code / 2);
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
          w = (smem ? smem::offset : smrd::offset).insert(w, v->code);
        } else if (smem && p.generation() == Generation::Gfx9) {
          // signed, but for the buffer instructions (their sbase is a quad)
          const bool buffer = ops[i - 1].field == OperandField::Sbase && ops[i - 1].dwords == 4;
          auto n = p.integer(buffer ? 0 : -(int64_t{1} << 20), (int64_t{1} << 20) - 1,
                             "the byte offset");
          if (!n) return;
          w = smem::imm.insert(w, 1);
          w = smem::offsetGfx9.insert(w, static_cast<uint64_t>(*n));
        } else if (smem) {
          auto n = p.integer(0, (int64_t{1} << 20) - 1, "the byte offset");
          if (!n) return;
          w = smem::imm.insert(w, 1);
          w = smem::offset.insert(w, static_cast<uint64_t>(*n));
        } else if (p.generation() == Generation::SeaIslands) {
          // CI: a dword offset above 255 is a literal dword after the
          // instruction, the offset field 255 without imm (as llvm-mc-14 writes it)
          auto n = p.integer(0, 0xffffffff, "the dword offset");
          if (!n) return;
          if (*n <= 255) {
            w = smrd::imm.insert(w, 1);
            w = smrd::offset.insert(w, static_cast<uint64_t>(*n));
          } else {
            w = smrd::offset.insert(w, op::kLiteral);
            inst.hasLiteral = true;
            inst.literal = static_cast<uint32_t>(*n);
          }
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
  if (smem && isKeyword(c.peek(), "glc") && !ops.empty()) {
    c.next();
    w = smem::glc.insert(w, 1);
  }
  if (info.encoding == Encoding::Smrd && isKeyword(c.peek(), "glc")) {
    // llvm-mc-14 takes it and writes nothing: SMRD has no such bit on SI
    p.error(c.peek().location, "modifier-not-allowed",
            "SI's scalar memory instructions have no glc bit (it came with GFX8)");
    return;
  }
  // llvm-mc-14 takes `s_endpgm 1` too (GFX10's syntax) and encodes the value.
  if (ops.empty() && info.encoding == Encoding::Sopp &&
      (p.rules().unusedSimm16 || info.has(RowFlag::EndsProgram)) && !c.atEnd()) {
    auto v = p.integer(0, 65535, "the unused 16-bit immediate");
    if (!v) return;
    w = sopp::simm16.insert(w, static_cast<uint64_t>(*v));
  }
  inst.word = w;
  inst.dwords = static_cast<uint8_t>(layout(info.encoding, p.generation()).dwords);
}

}  // namespace gpuasm::gcn
