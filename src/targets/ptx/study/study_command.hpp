// `gpuasm study -t ptx`: seed 001's microbenchmarks on the SM timing model
// (study.hpp), its figures as SVG plots, and with --area its cost model
// (area_model.hpp).
#pragma once

#include "gpuasm/options.hpp"

namespace gpuasm::ptx {

TargetCommand studyCommand();

}  // namespace gpuasm::ptx
