// scripts/bench/gcn_mix.py writes, from each generation's llvm-mc corpus, the
// program that docs/PERFORMANCE.md times gpuasm and llvm-mc-14 on: it must
// assemble without an error for that generation (the corpus's known
// differences left out), and where llvm-mc-14 is installed, to its bytes.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "gpuasm/target.hpp"
#include "support/build_paths.hpp"

namespace gpuasm::testing {
namespace {

namespace fs = std::filesystem;

std::string readFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

class GcnBenchMix : public ::testing::TestWithParam<std::string> {};

TEST_P(GcnBenchMix, AssemblesForItsGenerationAsLlvmMcDoes) {
  if (std::system("command -v python3 >/dev/null 2>&1")) GTEST_SKIP() << "python3 not installed";
  const std::string mcpu = GetParam();
  const fs::path work =
      fs::temp_directory_path() /
      ("gcn_mix_" + mcpu + "_" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()));
  fs::create_directories(work);
  const std::string source = (work / "mix.s").string();
  const std::string command = "python3 " + gpuasm::testing::sourceDirectory() +
                              "/scripts/bench/gcn_mix.py --mcpu " + mcpu + " 3000 " + source;
  ASSERT_EQ(std::system(command.c_str()), 0) << command;
  const std::string text = readFile(source);
  // 3000 instructions in blocks of 64, each after its label
  ASSERT_EQ(std::count(text.begin(), text.end(), '\n'), 3000 + (3000 + 63) / 64);

  AssembleSettings settings;
  settings.targetOptions["mcpu"] = mcpu;
  AssembleOutcome o = assembleText(*findTarget("gcn"), "mix.s", text, settings);
  ASSERT_TRUE(o.image) << o.diagnosticsText.substr(0, 2000);
  EXPECT_EQ(o.errors, 0u) << o.diagnosticsText.substr(0, 2000);
  std::string ours;
  for (const Section& section : o.image->sections)
    ours.append(section.bytes.begin(), section.bytes.end());
  EXPECT_GE(ours.size(), 3000u * 4);

  if (std::system("command -v llvm-mc-14 >/dev/null 2>&1 && "
                  "command -v llvm-objcopy-14 >/dev/null 2>&1") == 0) {
    const std::string object = (work / "mix.o").string(), binary = (work / "mix.bin").string();
    const std::string llvm = "llvm-mc-14 -arch=amdgcn -mcpu=" + mcpu + " -filetype=obj " + source +
                             " -o " + object + " 2>/dev/null && llvm-objcopy-14 -O " +
                             "binary -j .text " + object + " " + binary;
    ASSERT_EQ(std::system(llvm.c_str()), 0) << llvm;
    EXPECT_TRUE(readFile(binary) == ours)
        << "gpuasm and llvm-mc-14 encode " << source << " differently";
  }
  fs::remove_all(work);
}

INSTANTIATE_TEST_SUITE_P(Generations, GcnBenchMix,
                         ::testing::Values("tahiti", "bonaire", "tonga", "gfx900"));

}  // namespace
}  // namespace gpuasm::testing
