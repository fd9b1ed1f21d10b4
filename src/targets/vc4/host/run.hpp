#pragma once

#include "gpuasm/target.hpp"

namespace gpuasm::vc4 {

// `gpuasm run -t vc4`.
std::unique_ptr<RunSession> openRun(const RunRequest& request);

}  // namespace gpuasm::vc4
