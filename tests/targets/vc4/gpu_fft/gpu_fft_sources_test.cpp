// Broadcom's GPU_FFT sources (../shared/corpora/hello_fft/qasm), assembled
// unmodified, give exactly the words of Broadcom's own shaders
// (../shared/corpora/hello_fft/hex): macro parameters by bare name, `.rep i, n`,
// `.ifset`, a macro defined twice, register aliases and arithmetic, vpm_setup()
// and friends. The words come from Broadcom's assembler, not from ours.
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "gpuasm/target.hpp"
#include "support/build_paths.hpp"
#include "support/corpora.hpp"
#include "targets/vc4/vc4_support.hpp"

namespace gpuasm::vc4 {
namespace {

namespace fs = std::filesystem;

const fs::path kHelloFft = gpuasm::testing::corporaPath("hello_fft");

struct Shader {
  fs::path source;  // qasm/gpu_fft_<size>.qasm
  fs::path hex;     // hex/shader_<size>.hex
};

std::vector<Shader> shaders() {
  std::vector<Shader> out;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(kHelloFft / "qasm", ec)) {
    std::string name = entry.path().filename().string();
    if (!name.starts_with("gpu_fft_") || entry.path().extension() != ".qasm") continue;
    std::string size = name.substr(8, name.size() - 8 - 5);
    out.push_back({entry.path(), kHelloFft / "hex" / ("shader_" + size + ".hex")});
  }
  std::sort(out.begin(), out.end(),
            [](const Shader& a, const Shader& b) { return a.source < b.source; });
  return out;
}

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// Broadcom encodes `mov ra_x, 0; mov rb_y, 0` as a load immediate, vc4asm as a
// small immediate; `-m dialect=broadcom` keeps Broadcom's choice.
const std::map<std::string, std::string> kBroadcomOptions = {{"dialect", "broadcom"}};

std::string describeWord(uint64_t word) {
  return fmt::format("0x{:08x}, 0x{:08x}", word & 0xffffffffu, word >> 32);
}

TEST(Vc4GpuFftSources, EverySourceAssemblesToBroadcomsWords) {
  std::vector<Shader> files = shaders();
  if (files.empty()) GTEST_SKIP() << "GPU_FFT corpus not found at " << kHelloFft;
  ASSERT_EQ(files.size(), 16u) << "expected GPU_FFT's 16 shader sources in " << kHelloFft;
  const Target* vc4 = findTarget("vc4");
  ASSERT_NE(vc4, nullptr);
  AssembleSettings settings;
  settings.targetOptions = kBroadcomOptions;
  for (const Shader& shader : files) {
    SCOPED_TRACE(shader.source.filename().string());
    ASSERT_TRUE(fs::exists(shader.hex)) << shader.hex;
    std::vector<uint64_t> expected = testing::readShader(shader.hex);
    ASSERT_FALSE(expected.empty()) << shader.hex;
    AssembleOutcome outcome =
        assembleText(*vc4, shader.source.string(), slurp(shader.source), settings);
    ASSERT_TRUE(outcome.image) << outcome.diagnosticsText;
    EXPECT_EQ(outcome.errors, 0u) << outcome.diagnosticsText;
    std::vector<uint64_t> words = outcome.image->words();
    EXPECT_EQ(words.size(), expected.size());
    size_t reported = 0;
    for (size_t i = 0; i < std::min(words.size(), expected.size()) && reported < 10; ++i) {
      if (words[i] == expected[i]) continue;
      ++reported;
      const LineRecord* line = outcome.image->lineAt(i * 8);
      ADD_FAILURE() << "instruction " << i << ": ours " << describeWord(words[i]) << ", Broadcom's "
                    << describeWord(expected[i]) << "\n  from "
                    << (line ? fmt::format("{}:{}: {}", outcome.image->fileName(*line), line->line,
                                           outcome.image->lineText(*line))
                             : std::string("(no source line)"));
    }
  }
}

// The same through the command line, as a user runs it: `gpuasm asm -t vc4
// gpu_fft_256.qasm -o out.bin` from the sources' folder.
TEST(Vc4GpuFftSources, CommandLineAssemblesEverySource) {
  std::vector<Shader> files = shaders();
  if (files.empty()) GTEST_SKIP() << "GPU_FFT corpus not found at " << kHelloFft;
  const Target* vc4 = findTarget("vc4");
  ASSERT_NE(vc4, nullptr);
  std::string options;
  for (const auto& [key, value] : kBroadcomOptions) options += " -m " + key + "=" + value;
  fs::path out = fs::temp_directory_path() / fmt::format("gpuasm_gpu_fft_{}.bin", ::getpid());
  for (const Shader& shader : files) {
    SCOPED_TRACE(shader.source.filename().string());
    std::string command = fmt::format(
        "cd '{}' && '{}' asm -t vc4{} '{}' -o '{}' 2>&1", shader.source.parent_path().string(),
        gpuasm::testing::gpuasmAtBuild(), options, shader.source.filename().string(), out.string());
    int status = std::system(command.c_str());
    ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << command;
    std::string bytes = slurp(out);
    std::vector<uint64_t> expected = testing::readShader(shader.hex);
    ASSERT_EQ(bytes.size(), expected.size() * 8);
    for (size_t i = 0; i < expected.size(); ++i) {
      uint64_t word = 0;
      for (size_t b = 0; b < 8; ++b)
        word |= uint64_t{static_cast<uint8_t>(bytes[i * 8 + b])} << (8 * b);
      ASSERT_EQ(word, expected[i]) << "instruction " << i << ": ours " << describeWord(word)
                                   << ", Broadcom's " << describeWord(expected[i]);
    }
  }
  fs::remove(out);
}

}  // namespace
}  // namespace gpuasm::vc4
