#include "targets/gcn/instruction.hpp"

#include <fmt/format.h>

#include <cstdint>

namespace gpuasm::gcn {

void Instruction::encode(const EncodeContext& ctx, std::span<uint8_t> out) const {
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

}  // namespace gpuasm::gcn
