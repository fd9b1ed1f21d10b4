#pragma once

#include <span>

#include "gpuasm/options.hpp"
#include "gpuasm/target.hpp"

namespace gpuasm::ptx {

// `gpuasm run -t ptx` and the options it takes.
std::unique_ptr<RunSession> openRun(const RunRequest& request);
std::span<const OptionSpec> runOptions();

}  // namespace gpuasm::ptx
