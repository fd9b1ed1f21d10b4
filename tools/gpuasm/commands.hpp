// The subcommands of the gpuasm program. Each returns the process exit code:
// 0 success, 1 bad input or kernel fault, 2 usage error.
#pragma once

#include <CLI/CLI.hpp>

namespace gpuasm::cli {

// Thrown by a subcommand to end the program with `code` after printing.
struct Exit {
  int code;
};

void addCommands(CLI::App& app);

}  // namespace gpuasm::cli
