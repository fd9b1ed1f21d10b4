#pragma once

#include <span>

#include "gpuasm/options.hpp"
#include "gpuasm/target.hpp"

namespace gpuasm::gcn {

// `gpuasm run -t gcn` (runKernel drives the session) and the options it takes.
std::unique_ptr<RunSession> openRun(const RunRequest& request);
std::span<const OptionSpec> runOptions();

}  // namespace gpuasm::gcn
