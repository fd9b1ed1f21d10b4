// The gcn disassembler's operands: registers, inline constants and literals
// as the dialect writes them, and the checks that the text reassembles to the
// same bits.
#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "targets/gcn/printer.hpp"

namespace gpuasm::gcn {
namespace {

namespace op = operand;

constexpr std::array<std::string_view, 8> kInlineFloatNames = {"0.5", "-0.5", "1.0", "-1.0",
                                                               "2.0", "-2.0", "4.0", "-4.0"};

}  // namespace

void Decoder::readScalar(uint32_t code, uint32_t dwords) {
  auto key = std::make_pair(code, dwords);
  auto end = scalarReads.begin() + static_cast<ptrdiff_t>(scalarReadCount);
  if (std::find(scalarReads.begin(), end, key) != end) return;
  if (scalarReadCount == scalarReads.size()) {
    invalid = "more than one scalar value on the constant bus";
    return;
  }
  scalarReads[scalarReadCount++] = key;
}

void Decoder::literal(TextOut& out, size_t literalIndex) const {
  if (const std::string* name = literalName(literalIndex)) {
    out += *name;
    return;
  }
  appendHex(out, dword(literalIndex), rules.hexIsLiteral ? 8 : 0);
}

// LLVM's dialect has no way to ask for a literal where an inline constant
// would do; the AMD dialect's hex literal has.
void Decoder::operand(TextOut& out, uint32_t code, const Operand& o, size_t literalIndex) {
  // an operand of AGPRs alone (v_accvgpr_read_b32's source)
  if ((o.kinds & kAgprKind) && !(o.kinds & kVgprKind) && code >= op::kVgpr0) {
    if (code - op::kVgpr0 + o.dwords > 256) invalid = "the register range runs past a255";
    vectorRange(out, code - op::kVgpr0, o.dwords, true);
    return;
  }
  source(out, code, o.dwords, literalIndex);
  const bool inlineConstant = (code >= op::kZero && code <= op::kNegativeLast) ||
                              (code >= op::kHalf && code <= op::kMinusFour) ||
                              (code == op::kInvTwoPi && gfx8OrLater(generation));
  uint8_t kind = code >= op::kVgpr0     ? kVgprKind
                 : code == op::kLiteral ? kLiteralKind
                 : inlineConstant       ? kInlineKind
                                        : kScalarKind;
  if (code == op::kLdsDirect && cdna() == Cdna::Gfx90a) invalid = "gfx90a has no lds_direct";
  if (code == op::kLdsDirect) {
    // as the assembler takes it: a vector instruction's first source, read
    // where a VGPR is, off the constant bus
    if (o.field != OperandField::Src0 || reversedOperands) {
      invalid = "lds_direct is only the first source of a vector instruction";
      return;
    }
    return;
  }
  if (!(o.kinds & kind)) invalid = "an operand of a kind the instruction does not take";
  // a 16-bit integer operand reads a float (1.0, 0.15915494) as a literal half
  if (o.int16 && gfx8OrLater(generation) &&
      ((code >= op::kHalf && code <= op::kMinusFour) || code == op::kInvTwoPi))
    invalid =
        "an inline float in a 16-bit integer operand, which the assembler writes as a "
        "literal half";
  if (kind == kScalarKind) readScalar(code, o.dwords);
  if (kind == kLiteralKind && has(literalIndex + 1)) {
    literalRead = true;
    if (rules.hexIsLiteral || literalName(literalIndex)) return;
    uint32_t value = dword(literalIndex);
    bool folds = value <= 64;
    if (o.dwords <= 1 && !o.half) {
      // a 32-bit operand's bits as llvm-mc-14 reads them: 0xfffffff0..0xffffffff
      // are -16..-1, and the inline floats' bits those floats
      folds |= value >= 0xfffffff0u;
      for (uint32_t bits : {0x3f000000u, 0xbf000000u, 0x3f800000u, 0xbf800000u, 0x40000000u,
                            0xc0000000u, 0x40800000u, 0xc0800000u})
        folds |= value == bits;
      folds |= gfx8OrLater(generation) && value == op::kInvTwoPiBits32;
    }
    // GFX8 reads a 16-bit operand's constant as its 16 bits (0xffff is -1,
    // a float operand's 0x3c00 is 1.0, 0x3118 is 1/(2*pi))
    if ((o.half || o.int16) && gfx8OrLater(generation)) {
      folds |= value >= 0xfff0u && value <= 0xffffu;
      if (o.half && !o.int16) {
        for (uint32_t bits : {0x3800u, 0xb800u, 0x3c00u, 0xbc00u, 0x4000u, 0xc000u, 0x4400u,
                              0xc400u, op::kInvTwoPiBits16})
          folds |= value == bits;
      }
    }
    if (o.int16 && value > 0xffff) invalid = "a 16-bit operand's literal has high bits set";
    if (folds) invalid = "a literal the assembler would write as an inline constant";
    if (o.half && value > 0xffff) invalid = "a 16-bit operand's literal has high bits set";
  }
}

void Decoder::vectorRange(TextOut& out, uint32_t first, uint32_t dwords, bool agpr) {
  if (dwords > 1 && first % 2 && cdna() == Cdna::Gfx90a)
    invalid = "a register tuple that starts odd, which gfx90a's assembler refuses";
  appendRegisterRange(out, agpr ? "a" : "v", first, dwords);
}

void Decoder::source(TextOut& out, uint32_t code, uint32_t dwords, size_t literalIndex) {
  if (code >= op::kVgpr0) {
    if (code - op::kVgpr0 + dwords > 256) invalid = "the register range runs past v255";
    vectorRange(out, code - op::kVgpr0, dwords);
    return;
  }
  // GFX8 and later: flat_scratch in s102-s103 (GFX9: xnack_mask at 104-105,
  // operands 235-239)
  if (generation == Generation::Gfx9 && code >= op::kSharedBaseGfx9 &&
      code <= op::kPopsExitingWaveIdGfx9) {
    static constexpr std::string_view kNames[] = {"src_shared_base", "src_shared_limit",
                                                  "src_private_base", "src_private_limit",
                                                  "src_pops_exiting_wave_id"};
    out += kNames[code - op::kSharedBaseGfx9];
    return;
  }
  if (gfx8OrLater(generation) && code >= op::kSgprLast - 1 && code <= op::kSgprLast + 2 &&
      (generation == Generation::Gfx9 || code <= op::kSgprLast)) {
    const bool lo = code % 2 == 0;
    const bool xnack = code > op::kSgprLast;
    if (dwords <= 2 && (dwords == 1 || lo)) {
      out += xnack ? (dwords == 2 ? "xnack_mask"
                      : lo        ? "xnack_mask_lo"
                                  : "xnack_mask_hi")
                   : (dwords == 2 ? "flat_scratch"
                      : lo        ? "flat_scratch_lo"
                                  : "flat_scratch_hi");
      return;
    }
  }
  if ((code <= op::kSgprLast && !(gfx8OrLater(generation) && code + dwords > op::kSgprLast - 1)) ||
      (code >= op::ttmpFirst(generation) && code <= op::ttmpLast(generation))) {
    bool trap = code >= op::ttmpFirst(generation);
    uint32_t first = trap ? code - op::ttmpFirst(generation) : code;
    if (first + dwords - 1 >
        (trap ? op::ttmpLast(generation) - op::ttmpFirst(generation) : op::kSgprLast))
      invalid = "the register range runs past the last scalar register";
    if (dwords == 2 && first % 2) invalid = "a scalar register pair starts at an odd register";
    if (dwords > 2 && first % 4) invalid = "a scalar register range is not four-aligned";
    appendRegisterRange(out, trap ? "ttmp" : "s", first, dwords);
    return;
  }
  if (code >= op::kZero && code <= op::kPositiveLast) {
    appendDecimal(out, code - op::kZero);
    return;
  }
  if (code >= op::kNegativeFirst && code <= op::kNegativeLast) {
    appendDecimal(out, -static_cast<int64_t>(code - op::kPositiveLast));
    return;
  }
  if (code >= op::kHalf && code <= op::kMinusFour) {
    out += kInlineFloatNames[code - op::kHalf];
    return;
  }
  if (code == op::kInvTwoPi && gfx8OrLater(generation)) {
    // as llvm-mc-14 prints it: the double's digits for a 64-bit operand
    out += dwords == 2 ? std::string_view("0.15915494309189532") : std::string_view("0.15915494");
    return;
  }
  if (code == op::kLiteral) {
    literalUsed = true;
    if (!has(literalIndex + 1)) {
      truncated = true;
      out += '0';
      return;
    }
    literal(out, literalIndex);
    return;
  }
  struct Named {
    uint32_t code;
    std::string_view one, two;
  };
  static constexpr Named kNamed[] = {{op::kVccLo, "vcc_lo", "vcc"},
                                     {op::kVccHi, "vcc_hi", ""},
                                     {op::kTbaLo, "tba_lo", "tba"},
                                     {op::kTbaHi, "tba_hi", ""},
                                     {op::kTmaLo, "tma_lo", "tma"},
                                     {op::kTmaHi, "tma_hi", ""},
                                     {op::kM0, "m0", ""},
                                     {op::kExecLo, "exec_lo", "exec"},
                                     {op::kExecHi, "exec_hi", ""},
                                     // one bit, read as an operand of any width
                                     {op::kVccz, "vccz", "vccz"},
                                     {op::kExecz, "execz", "execz"},
                                     {op::kScc, "scc", "scc"},
                                     {op::kLdsDirect, "lds_direct", ""}};
  for (const Named& n : kNamed) {
    if (n.code != code) continue;
    if (generation == Generation::Gfx9 && code >= op::kTbaLo && code <= op::kTmaHi) break;
    std::string_view name = dwords == 2 ? n.two : n.one;
    if (dwords > 2 || name.empty()) break;
    out += name;
    return;
  }
  if (generation == Generation::SeaIslands &&
      (code == op::kFlatScratchLoGfx7 || code == op::kFlatScratchLoGfx7 + 1)) {
    const bool lo = code == op::kFlatScratchLoGfx7;
    if (dwords <= 2 && (dwords == 1 || lo)) {
      out += dwords == 2 ? "flat_scratch" : lo ? "flat_scratch_lo" : "flat_scratch_hi";
      return;
    }
  }
  invalid = fmt::format("operand code {} is not valid here", code);
  out += '0';
}

}  // namespace gpuasm::gcn
