// The ptx target's commands: `gpuasm study -t ptx` (study_command.hpp) and
// `gpuasm bench -t ptx montmul`: the Montgomery kernels (kernels/ptx/
// montmul_*.ptx) on the simulator or a GPU, every result checked against GMP,
// beside the same batch computed on the host with GMP.
#pragma once

#include <span>

#include "gpuasm/options.hpp"

namespace gpuasm::ptx {

std::span<const TargetCommand> commands();

}  // namespace gpuasm::ptx
