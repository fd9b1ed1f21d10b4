// Running the gpuasm program from a test: exit code, stdout and stderr.
#pragma once

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <system_error>

#include "support/build_paths.hpp"

namespace cli_test {

namespace fs = std::filesystem;

struct Result {
  int exitCode = -1;  // 128 + N when a signal N ended it (as the shell reports it)
  std::string out, err;
};

inline fs::path scratch() {
  fs::path dir = fs::temp_directory_path() / ("gpuasm_cli_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  return dir;
}

inline std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

inline void write(const fs::path& p, const std::string& text) {
  std::ofstream(p, std::ios::binary) << text;
}

// The gpuasm program: where the environment variable GPUASM_CLI says, else
// one folder above the test program (where the build puts it), else where
// this build made it; so that a build carried to another machine (one with a
// GPU) finds it.
inline std::string program() {
  static const std::string path = [] {
    if (const char* set = std::getenv("GPUASM_CLI"); set != nullptr && *set != '\0')
      return std::string(set);
    std::error_code error;
    fs::path self = fs::read_symlink("/proc/self/exe", error);
    if (!error) {
      fs::path beside =
          self.parent_path().parent_path() / fs::path(gpuasm::testing::gpuasmAtBuild()).filename();
      if (fs::exists(beside)) return beside.string();
    }
    return gpuasm::testing::gpuasmAtBuild();
  }();
  return path;
}

// Runs `gpuasm <args>` with `input` on stdin, under /bin/sh. `shell` is put
// after the standard redirections, so it can replace them ("2>&-",
// ">/dev/full"), and `prefix` before the program ("ulimit -f 1;").
inline Result gpuasmShell(const std::string& args, const std::string& input,
                          const std::string& shell, const std::string& prefix = "") {
  fs::path dir = scratch();
  write(dir / "stdin", input);
  fs::remove(dir / "stdout");
  fs::remove(dir / "stderr");
  std::string command = prefix + " " + program() + " " + args + " <" + (dir / "stdin").string() +
                        " >" + (dir / "stdout").string() + " 2>" + (dir / "stderr").string() + " " +
                        shell;
  int status = std::system(command.c_str());
  Result r;
  r.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.out = slurp(dir / "stdout");
  r.err = slurp(dir / "stderr");
  return r;
}

// Runs `gpuasm <args>` with `input` on stdin.
inline Result gpuasm(const std::string& args, const std::string& input = "") {
  return gpuasmShell(args, input, "");
}

}  // namespace cli_test
