// The house plan's layers as the sources are written (../shared/DESIGN.md,
// "Layout"): tools -> runtime -> targets -> core. Every quoted #include of
// the library's and the program's sources is read and checked against the
// rules, so that a file reaching the wrong way fails here, naming the line.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <string>
#include <vector>

#include "support/build_paths.hpp"

namespace gpuasm {
namespace {

namespace fs = std::filesystem;

const fs::path kRoot = gpuasm::testing::sourceDirectory();

struct Include {
  std::string file;  // relative to the source root
  int line = 0;
  std::string path;  // as written between the quotes
};

std::vector<Include> includesUnder(const std::string& folder) {
  std::vector<Include> all;
  const std::regex quoted(R"re(^\s*#\s*include\s+"([^"]+)")re");
  for (const auto& entry : fs::recursive_directory_iterator(kRoot / folder)) {
    const std::string extension = entry.path().extension().string();
    if (!entry.is_regular_file() ||
        (extension != ".cpp" && extension != ".hpp" && extension != ".c" && extension != ".h"))
      continue;
    std::ifstream in(entry.path());
    std::string text;
    for (int line = 1; std::getline(in, text); ++line) {
      std::smatch match;
      if (std::regex_search(text, match, quoted))
        all.push_back({fs::relative(entry.path(), kRoot).string(), line, match[1].str()});
    }
  }
  return all;
}

bool startsWith(const std::string& text, const std::string& prefix) {
  return text.rfind(prefix, 0) == 0;
}

// "gpuasm/vc4/device.hpp" -> "vc4"; "" for a header of no target.
std::string publicHeaderTarget(const std::string& path) {
  static const std::regex targetHeader(R"(^gpuasm/(demolicious|gcn|ptx|vc4)/)");
  std::smatch match;
  return std::regex_search(path, match, targetHeader) ? match[1].str() : "";
}

std::string where(const Include& include) {
  return include.file + ":" + std::to_string(include.line) + ": #include \"" + include.path + "\"";
}

TEST(Layers, TheCoreKnowsNoTargetRuntimeOrTool) {
  for (const Include& include : includesUnder("src/core")) {
    const bool allowed =
        startsWith(include.path, "core/") ||
        (startsWith(include.path, "gpuasm/") && publicHeaderTarget(include.path).empty() &&
         !startsWith(include.path, "gpuasm/transfer/"));
    EXPECT_TRUE(allowed) << where(include);
  }
}

TEST(Layers, ATargetIncludesItselfTheCoreAndPublicHeadersNeverAnotherTargetOrTheRuntime) {
  for (const std::string target : {"demolicious", "gcn", "ptx", "vc4"}) {
    for (const Include& include : includesUnder("src/targets/" + target)) {
      const std::string headerTarget = publicHeaderTarget(include.path);
      const bool allowed =
          startsWith(include.path, "targets/" + target + "/") ||
          startsWith(include.path, "core/") || startsWith(include.path, "support/") ||
          (startsWith(include.path, "gpuasm/") &&
           (headerTarget.empty() || headerTarget == target) &&
           !startsWith(include.path, "gpuasm/transfer/")) ||
          include.path.find('/') == std::string::npos;  // a file beside it (the C library's)
      EXPECT_TRUE(allowed) << where(include);
    }
  }
}

TEST(Layers, TheToolsUseTheLibrarysPublicHeadersOnly) {
  for (const Include& include : includesUnder("tools")) {
    const bool allowed =
        startsWith(include.path, "gpuasm/") || include.path.find('/') == std::string::npos;
    EXPECT_TRUE(allowed) << where(include);
  }
}

TEST(Layers, PublicHeadersOfNoTargetNameNone) {
  for (const Include& include : includesUnder("include/gpuasm")) {
    if (!publicHeaderTarget(include.file.substr(std::string("include/").size())).empty()) continue;
    if (startsWith(include.file, "include/gpuasm/transfer/")) continue;
    EXPECT_TRUE(publicHeaderTarget(include.path).empty()) << where(include);
  }
}

}  // namespace
}  // namespace gpuasm
