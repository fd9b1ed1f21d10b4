// The QPU's unit of data: one 32-bit value per SIMD element, 16 elements.
#pragma once

#include <array>
#include <cstdint>

namespace gpuasm::vc4 {

inline constexpr uint32_t kLanes = 16;
using Vector = std::array<uint32_t, kLanes>;

}  // namespace gpuasm::vc4
