// Test helpers: the shared corpora (other people's code and binaries, test
// material only), beside the source tree in ../shared/corpora or where
// GPUASM_CORPORA names them (a worktree that does not sit beside shared/).
// Tests that read them skip with a clear message when they are absent.
#pragma once

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>

#include "support/build_paths.hpp"

namespace gpuasm::testing {

inline std::filesystem::path corporaPath(std::string_view relative) {
  const char* corpora = std::getenv("GPUASM_CORPORA");
  const std::filesystem::path root =
      corpora ? std::filesystem::path(corpora)
              : std::filesystem::path(gpuasm::testing::sourceDirectory() + "/../shared/corpora");
  return root / relative;
}

// The whole file, or nullopt when it cannot be read.
inline std::optional<std::string> readCorporaFile(std::string_view relative) {
  std::ifstream in(corporaPath(relative), std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace gpuasm::testing
