// `gpuasm study transfer`: the transfer study (seed 004, figure 7.3) as a
// subcommand of the targets' `study` (docs/transfer.md).
#pragma once

#include <CLI/CLI.hpp>

#include "console.hpp"

namespace gpuasm::cli {

void addTransferStudy(CLI::App& study, Console& console);

}  // namespace gpuasm::cli
