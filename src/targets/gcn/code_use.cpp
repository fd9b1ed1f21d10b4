// What GCN code uses (code_use.hpp).
#include "targets/gcn/code_use.hpp"

#include <algorithm>
#include <cctype>

#include "targets/gcn/binary/elf.hpp"
#include "targets/gcn/disassembler.hpp"
#include "targets/gcn/hazards.hpp"
#include "targets/gcn/isa.hpp"

namespace gpuasm::gcn {
namespace {

using binary::readLe32;

// The literal dword after a 32-bit-format instruction: a source operand of
// code 255 (SOP2 and SOPC: either source; SOP1, VOP1, VOP2, VOPC: src0) or an
// operand that is always a literal (v_madmk_f32, s_setreg_imm32_b32).
uint32_t literalDwords(const InstructionInfo& info, uint64_t word) {
  for (const Operand& o : operands(info))
    if (o.field == OperandField::Imm32) return 1;
  const auto low8 = static_cast<uint32_t>(word & 0xff),
             next8 = static_cast<uint32_t>(word >> 8 & 0xff);
  switch (info.encoding) {
    case Encoding::Sop2:
    case Encoding::Sopc:
      return low8 == operand::kLiteral || next8 == operand::kLiteral ? 1 : 0;
    case Encoding::Sop1:
      return low8 == operand::kLiteral ? 1 : 0;
    case Encoding::Vop1:
    case Encoding::Vop2:
    case Encoding::Vopc:
      return (word & 0x1ff) == operand::kLiteral ? 1 : 0;
    default:
      return 0;
  }
}

}  // namespace

binary::CodeUse codeUse(std::span<const uint8_t> code) {
  binary::CodeUse use;
  // The registers as the disassembler names them: one table decodes both.
  std::string error;
  const std::string text = disassembleCode(code, DisassemblyOptions{}, error);
  // sN, vN, s[A:B], v[A:B] and vcc as whole words.
  int64_t highestV = -1, highestS = -1;
  auto isWordChar = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  auto digits = [&](size_t& at, int64_t& value) {
    const size_t start = at;
    value = 0;
    while (at < text.size() && std::isdigit(static_cast<unsigned char>(text[at])) && at - start < 6)
      value = value * 10 + (text[at++] - '0');
    return at > start;
  };
  for (size_t at = 0; at < text.size(); ++at) {
    if (at > 0 && isWordChar(text[at - 1])) continue;
    if (text.compare(at, 3, "vcc") == 0 &&
        (at + 3 == text.size() || !isWordChar(text[at + 3]) ||
         text.compare(at + 3, 3, "_lo") == 0 || text.compare(at + 3, 3, "_hi") == 0)) {
      use.usesVcc = true;
      continue;
    }
    if (text[at] != 's' && text[at] != 'v') continue;
    int64_t& highest = text[at] == 'v' ? highestV : highestS;
    size_t p = at + 1;
    int64_t first = 0, last = 0;
    if (p < text.size() && text[p] == '[') {
      ++p;
      if (!digits(p, first) || p >= text.size() || text[p] != ':') continue;
      ++p;
      if (!digits(p, last) || p >= text.size() || text[p] != ']') continue;
    } else if (!digits(p, last) || (p < text.size() && isWordChar(text[p]))) {
      continue;
    }
    highest = std::max(highest, last);
  }
  use.vgprs = static_cast<uint32_t>(highestV + 1);
  use.sgprs = static_cast<uint32_t>(highestS + 1);
  // M0 before the first DS instruction, in byte order from the start.
  bool m0Written = false;
  for (size_t at = 0; at + 4 <= code.size();) {
    uint64_t word = readLe32(code, at);
    if (at + 8 <= code.size()) word |= uint64_t{readLe32(code, at + 4)} << 32;
    auto effects = decodeEffects(word);
    if (!effects) break;
    for (const RegisterRange& r : effects->scalarWrites)
      if (r.count && r.contains(operand::kM0)) m0Written = true;
    if (effects->unit == InstructionEffects::Unit::Lds) {
      if (!m0Written && !use.usesLds) use.dsBeforeM0 = static_cast<uint32_t>(at);
      use.usesLds = true;
    }
    at += 4 * (layout(effects->info->encoding).dwords + literalDwords(*effects->info, word));
  }
  return use;
}

const binary::CodeTools& codeTools() {
  static constexpr binary::CodeTools kTools{&disassembleCode, &disassembleNamedCode, &codeUse};
  return kTools;
}

}  // namespace gpuasm::gcn
