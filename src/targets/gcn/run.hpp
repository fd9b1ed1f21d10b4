#pragma once

#include <span>

#include "gpuasm/options.hpp"
#include "gpuasm/target.hpp"

namespace gpuasm::gcn {

// `gpuasm run -t gcn` and the options it takes.
CommandOutput run(const RunRequest& request);
std::span<const OptionSpec> runOptions();

}  // namespace gpuasm::gcn
