// `gpuasm bench -t ptx montmul`: the Montgomery kernels (kernels/ptx/
// montmul_*.ptx) on the simulator or a GPU, every result checked against GMP,
// beside the same batch computed on the host with GMP.
#pragma once

#include "gpuasm/options.hpp"

namespace gpuasm::ptx {

TargetCommand benchCommand();

}  // namespace gpuasm::ptx
