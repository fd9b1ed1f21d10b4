// `gpuasm transfer`: one transfer between two endpoints (docs/transfer.md).
#pragma once

#include <CLI/CLI.hpp>

#include "console.hpp"

namespace gpuasm::cli {

void addTransfer(CLI::App& app, Console& console);

}  // namespace gpuasm::cli
