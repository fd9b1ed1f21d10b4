// `gpuasm study -t ptx`: seed 001's microbenchmarks on the SM timing model
// (study.hpp), its figures as SVG plots, and with --area its cost model
// (area_model.hpp).
#pragma once

#include <functional>
#include <memory>
#include <string>

#include "gpuasm/options.hpp"
#include "gpuasm/ptx/host.hpp"

namespace gpuasm::ptx {

TargetCommand studyCommand();

// The command with the GPU of --device cuda opened by `openGpu` (nullptr with
// `error` saying why there is none): the command opens the CUDA driver's;
// the tests give a CUDA device over a fake driver.
using GpuOpener = std::function<std::unique_ptr<Device>(std::string& error)>;
int studyWith(const OptionValues& options, std::ostream& out, std::ostream& err,
              const GpuOpener& openGpu);

}  // namespace gpuasm::ptx
