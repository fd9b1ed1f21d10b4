// The control flow of one function's Ops (predecode.cpp): its basic blocks
// and the immediate post-dominator of each, where a branch's threads meet
// again (Cooper, Harvey and Kennedy's iterative algorithm on the reversed
// control-flow graph).
#pragma once

#include <cstdint>
#include <vector>

#include "targets/ptx/machine/predecode.hpp"

namespace gpuasm::ptx {

// Basic blocks and the immediate post-dominator of each.
struct Flow {
  std::vector<uint32_t> blockStart;  // first op of each block
  std::vector<uint32_t> blockOf;     // op -> block
  std::vector<std::vector<uint32_t>> successors;
  std::vector<uint32_t> postDominator;  // block -> block; blocks.size(): the virtual exit
};

Flow flowOf(const std::vector<Op>& ops, const std::vector<std::vector<uint32_t>>& tables);

}  // namespace gpuasm::ptx
