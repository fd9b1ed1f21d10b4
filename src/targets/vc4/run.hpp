#pragma once

#include "gpuasm/target.hpp"

namespace gpuasm::vc4 {

// `gpuasm run -t vc4`.
CommandOutput run(const RunRequest& request);

}  // namespace gpuasm::vc4
