// The gpuasm program as a function: main() and the command-line fuzzer call it.
#pragma once

#include <span>
#include <string>

#include "console.hpp"

namespace gpuasm::cli {

// Runs `gpuasm <args>` (args without the program name) with the streams of
// `console` and returns the exit code: 0 success, 1 bad input, kernel fault or
// failed write, 2 usage error. It never calls exit() and never throws.
int runCli(std::span<const std::string> args, Console& console);

}  // namespace gpuasm::cli
