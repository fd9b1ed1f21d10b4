// Files the build puts beside the test program (the fake CUDA drivers), found
// from where the test program runs rather than from the build machine's
// paths, so that a build carried to another machine (one with a GPU) runs
// its tests there; an environment variable of the same name overrides it.
#pragma once

#include <cstdlib>
#include <filesystem>
#include <string>
#include <system_error>

namespace gpuasm::testing {

// The folder of the running test program (Linux: /proc/self/exe).
inline std::filesystem::path testProgramDirectory() {
  std::error_code error;
  std::filesystem::path program = std::filesystem::read_symlink("/proc/self/exe", error);
  return error ? std::filesystem::current_path() : program.parent_path();
}

// Where the environment variable `variable` says, or `fileName` beside the test program.
inline std::string besideTestProgram(const char* variable, const char* fileName) {
  if (const char* set = std::getenv(variable); set != nullptr && *set != '\0') return set;
  return (testProgramDirectory() / fileName).string();
}

}  // namespace gpuasm::testing
