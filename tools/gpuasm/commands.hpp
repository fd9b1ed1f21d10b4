// The subcommands of the gpuasm program. Each ends with an exit code:
// 0 success, 1 bad input or kernel fault, 2 usage error.
#pragma once

#include <CLI/CLI.hpp>
#include <span>
#include <string>

#include "console.hpp"

namespace gpuasm::cli {

// Thrown to end the program with `code`; runCli prints `message`, if any, as
// "gpuasm: <message>" (no command calls exit()).
struct Exit {
  int code;
  std::string message;
};

[[noreturn]] inline void fail(int code, std::string message) {
  throw Exit{code, std::move(message)};
}

// `args` is the command line without the program name: commands that depend on
// a target look for -t in it before parsing, to add that target's options.
// The commands print through `console`, which must outlive the parse.
void addCommands(CLI::App& app, std::span<const std::string> args, Console& console);

}  // namespace gpuasm::cli
