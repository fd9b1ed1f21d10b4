// The local data share of a work-group: 64 KiB on SI (SI ISA manual,
// chapter 9), shared by the waves of the group.
#pragma once

#include <cstdint>
#include <vector>

namespace gpuasm::gcn::machine {

inline constexpr uint32_t kLdsBytes = 64 * 1024;

struct Lds {
  std::vector<uint8_t> bytes = std::vector<uint8_t>(kLdsBytes, 0);
};

}  // namespace gpuasm::gcn::machine
