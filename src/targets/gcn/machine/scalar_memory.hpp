// What SMRD (GFX6, GFX7) and SMEM (GFX8, GFX9) share: the byte offset of an
// access, as program.cpp decodes both alike.
#pragma once

#include <cstdint>

#include "targets/gcn/machine/operands.hpp"
#include "targets/gcn/machine/program.hpp"

namespace gpuasm::gcn::machine {

// The immediate (SMRD's dword offset times 4, SMEM's byte offset: `literal`
// under kLiteral) or an SGPR's value, plus GFX9's soffset SGPR (kZero where
// there is none). GFX9's immediate is signed.
inline uint64_t scalarMemoryOffset(const Execution& x, const Decoded& d) {
  const uint32_t offset = scalarValue(x.wave, d.src[1], d.literal);
  const uint64_t widened =
      d.generation == Generation::Gfx9 && d.src[1] == operand::kLiteral
          ? static_cast<uint64_t>(static_cast<int64_t>(static_cast<int32_t>(offset)))
          : offset;
  return widened + scalarValue(x.wave, d.src[2], 0);
}

}  // namespace gpuasm::gcn::machine
