// ptxas (the CUDA toolkit's PTX assembler) as the oracle of what is valid PTX:
// a test runs the same text through it and through the ptx target, and they
// must agree. Found on PATH or in /usr/local/cuda/bin; tests skip without it.
#pragma once

#include <fmt/format.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>

namespace gpuasm::testing {

inline std::optional<std::filesystem::path> findPtxas() {
  if (const char* path = std::getenv("PATH")) {
    std::string_view rest = path;
    while (!rest.empty()) {
      size_t colon = rest.find(':');
      std::filesystem::path candidate = std::filesystem::path(rest.substr(0, colon)) / "ptxas";
      std::error_code error;
      if (std::filesystem::is_regular_file(candidate, error)) return candidate;
      if (colon == std::string_view::npos) break;
      rest.remove_prefix(colon + 1);
    }
  }
  std::filesystem::path cuda = "/usr/local/cuda/bin/ptxas";
  std::error_code error;
  if (std::filesystem::is_regular_file(cuda, error)) return cuda;
  return std::nullopt;
}

struct PtxasVerdict {
  bool accepted = false;
  std::string output;  // what ptxas said, for the failure message
};

// Runs `ptxas -arch=ARCH` on `text` (written to a file of its own).
inline PtxasVerdict runPtxas(const std::filesystem::path& ptxas, const std::string& text,
                             const std::string& arch = "sm_90") {
  static std::atomic<unsigned> counter{0};
  std::filesystem::path file = std::filesystem::temp_directory_path() /
                               fmt::format("gpuasm-ptxas-{}-{}.ptx", getpid(), counter++);
  {
    std::ofstream out(file, std::ios::binary);
    out << text;
  }
  std::string command =
      fmt::format("'{}' -arch={} '{}' -o /dev/null 2>&1", ptxas.string(), arch, file.string());
  PtxasVerdict verdict;
  if (FILE* pipe = popen(command.c_str(), "r")) {
    std::array<char, 512> buffer;
    while (size_t n = fread(buffer.data(), 1, buffer.size(), pipe))
      verdict.output.append(buffer.data(), n);
    int status = pclose(pipe);
    verdict.accepted = WIFEXITED(status) && WEXITSTATUS(status) == 0;
  }
  std::error_code error;
  std::filesystem::remove(file, error);
  return verdict;
}

}  // namespace gpuasm::testing
