// Test helpers shared by the AMD OpenCL binary tests: the driver-built
// binaries of the shared corpora (../shared/corpora/gcn: amdcl/*.clo and
// gcnasm/sample_dummy.bin), read whole.
#pragma once

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <vector>

#include "support/corpora.hpp"

namespace gpuasm::gcn::binary::testing {

namespace fs = std::filesystem;

inline const fs::path kGcnCorpora = gpuasm::testing::corporaPath("gcn");

// Skips the test when the driver binaries are absent.
#define SKIP_WITHOUT_AMDCL_CORPORA()                                                          \
  if (!std::filesystem::exists(::gpuasm::gcn::binary::testing::kGcnCorpora / "amdcl"))        \
  GTEST_SKIP() << "no AMD driver binaries at " << ::gpuasm::gcn::binary::testing::kGcnCorpora \
               << " (the corpora folder ../shared/corpora is absent; set GPUASM_CORPORA)"

inline std::vector<uint8_t> slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// Every driver-built binary: amdcl/*.clo and gcnasm/sample_dummy.bin, sorted.
inline std::vector<fs::path> corpusBinaries() {
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(kGcnCorpora / "amdcl"))
    if (entry.path().extension() == ".clo") files.push_back(entry.path());
  files.push_back(kGcnCorpora / "gcnasm" / "sample_dummy.bin");
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace gpuasm::gcn::binary::testing
