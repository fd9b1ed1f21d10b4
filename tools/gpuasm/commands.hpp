// The subcommands of the gpuasm program. Each returns the process exit code:
// 0 success, 1 bad input or kernel fault, 2 usage error.
#pragma once

#include <CLI/CLI.hpp>
#include <span>
#include <string>

namespace gpuasm::cli {

// Thrown by a subcommand to end the program with `code` after printing.
struct Exit {
  int code;
};

// `args` is the command line without the program name: commands that depend on
// a target look for -t in it before parsing, to add that target's options.
void addCommands(CLI::App& app, std::span<const std::string> args);

}  // namespace gpuasm::cli
