// The gcn host API and launch (gpuasm/gcn/host.hpp) on driver-built AMD
// OpenCL binaries, run unmodified: what their OpenCL C sources compute,
// worked out on the host.
#include <gtest/gtest.h>

#include <cstring>
#include <random>

#include "gpuasm/gcn/host.hpp"
#include "support/corpora.hpp"

namespace gpuasm::gcn {
namespace {

std::optional<Program> corpusProgram(std::string_view relative) {
  std::optional<std::string> bytes = testing::readCorporaFile(relative);
  if (!bytes) return std::nullopt;
  std::string error;
  std::optional<Program> program = Program::fromBinary(
      std::span(reinterpret_cast<const uint8_t*>(bytes->data()), bytes->size()), error);
  EXPECT_TRUE(program) << error;
  return program;
}

std::vector<uint32_t> randomWords(size_t n, uint32_t seed) {
  std::mt19937 random(seed);
  std::vector<uint32_t> words(n);
  for (uint32_t& w : words) w = random();
  return words;
}

std::span<const uint8_t> bytesOf(const std::vector<uint32_t>& words) {
  return {reinterpret_cast<const uint8_t*>(words.data()), words.size() * 4};
}

std::vector<uint32_t> wordsIn(std::span<const uint8_t> bytes) {
  std::vector<uint32_t> words(bytes.size() / 4);
  std::memcpy(words.data(), bytes.data(), words.size() * 4);
  return words;
}

// samplekernels.cl: add and multiply, `if (gid >= n) return; cdat[gid] =
// adat[gid] op bdat[gid];`, with n below the global size so that the guard
// matters, buffers one element longer than n to show that nothing past n is
// written, and a global offset.
void runSampleKernel(std::string_view file, std::string_view name, uint32_t threads) {
  std::optional<Program> program = corpusProgram(file);
  if (!program) GTEST_SKIP() << "corpus file " << file << " is absent";
  std::string error;
  std::optional<Kernel> kernel = Kernel::create(*program, name, error);
  ASSERT_TRUE(kernel) << error;
  const uint32_t n = 1000, global = 1024, offset = 64;
  std::vector<uint32_t> a = randomWords(global + offset, 1), b = randomWords(global + offset, 2);
  Device device;
  Buffer adat = device.createBuffer(a.size() * 4, bytesOf(a));
  Buffer bdat = device.createBuffer(b.size() * 4, bytesOf(b));
  Buffer cdat = device.createBuffer(a.size() * 4);
  ASSERT_TRUE(kernel->setArgument("n", ArgumentValue::number(n), error)) << error;
  ASSERT_TRUE(kernel->setArgument("adat", ArgumentValue::ofBuffer(adat), error)) << error;
  ASSERT_TRUE(kernel->setArgument("bdat", ArgumentValue::ofBuffer(bdat), error)) << error;
  ASSERT_TRUE(kernel->setArgument("cdat", ArgumentValue::ofBuffer(cdat), error)) << error;
  LaunchSettings settings;
  settings.global = {global, 1, 1};
  settings.local = {64, 1, 1};
  settings.offset = {offset, 0, 0};
  settings.threads = threads;
  LaunchReport report = device.enqueueNDRange(*kernel, settings);
  ASSERT_FALSE(report.fault) << report.fault->describe();
  EXPECT_EQ(report.groups[0], 16u);
  EXPECT_EQ(report.waves, 16u);
  std::vector<uint32_t> c = wordsIn(device.map(cdat));
  for (uint32_t gid = 0; gid < c.size(); ++gid) {
    uint32_t expected = 0;
    if (gid >= offset && gid < n) expected = name == "add" ? a[gid] + b[gid] : a[gid] * b[gid];
    ASSERT_EQ(c[gid], expected) << name << " gid " << gid;
  }
}

TEST(GcnLaunch, SampleKernelsAddAndMultiply32BitGiveWhatTheOpenClSourceComputes) {
  runSampleKernel("gcn/amdcl/samplekernels.clo", "add", 1);
  runSampleKernel("gcn/amdcl/samplekernels.clo", "multiply", 2);
}

TEST(GcnLaunch, SampleKernelsAddAndMultiply64BitGiveWhatTheOpenClSourceComputes) {
  runSampleKernel("gcn/amdcl/samplekernels_64.clo", "add", 2);
  runSampleKernel("gcn/amdcl/samplekernels_64.clo", "multiply", 1);
}

}  // namespace
}  // namespace gpuasm::gcn
