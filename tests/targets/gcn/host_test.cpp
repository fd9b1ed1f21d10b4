// The shipped gcn kernels (kernels/gcn/) compute what their comments say,
// checked against the same computation on the host, with LDS, barriers and
// divergent branches, and give the same bytes and counts on 1 and 2 host
// threads.
#include "gpuasm/gcn/host.hpp"

#include <gtest/gtest.h>

#include <cstring>
#include <numeric>
#include <random>

#include "gpuasm/kernels.hpp"
#include "support/assemble.hpp"

namespace gpuasm::gcn {
namespace {

Program shippedProgram(std::string_view name) {
  std::optional<std::string_view> text = findEmbeddedKernel(name);
  EXPECT_TRUE(text) << name;
  testing::Assembled a = testing::assembleFor("gcn", std::string(text.value_or("")));
  EXPECT_EQ(a.errors + a.warnings, 0u) << a.diagnostics;
  std::string error;
  std::optional<Program> program = a.image ? Program::fromImage(*a.image, error) : std::nullopt;
  EXPECT_TRUE(program) << error;
  return std::move(program.value());
}

struct Result {
  std::vector<uint32_t> out;
  LaunchReport report;
};

// Runs `kernel` of the shipped file over `in` (global size in.size()) into an
// `outWords` buffer; arguments `in` and the second one, by position.
Result launch(std::string_view file, const std::vector<uint32_t>& in, size_t outWords,
              uint32_t threads) {
  Program program = shippedProgram(file);
  std::string error;
  std::optional<Kernel> kernel = Kernel::create(program, program.kernelNames().at(0), error);
  EXPECT_TRUE(kernel) << error;
  Device device;
  Buffer input = device.createBuffer(
      in.size() * 4, std::span(reinterpret_cast<const uint8_t*>(in.data()), in.size() * 4));
  Buffer output = device.createBuffer(outWords * 4);
  EXPECT_TRUE(kernel->setArgument(0, ArgumentValue::ofBuffer(input), error)) << error;
  EXPECT_TRUE(kernel->setArgument(1, ArgumentValue::ofBuffer(output), error)) << error;
  LaunchSettings settings;
  settings.global = {in.size(), 1, 1};
  settings.threads = threads;
  Result r;
  r.report = device.enqueueNDRange(*kernel, settings);
  EXPECT_FALSE(r.report.fault) << r.report.fault->describe();
  r.out.resize(outWords);
  std::memcpy(r.out.data(), device.map(output).data(), outWords * 4);
  return r;
}

std::vector<uint32_t> randomWords(size_t n, uint32_t seed, uint32_t below) {
  std::mt19937 random(seed);
  std::vector<uint32_t> words(n);
  for (uint32_t& w : words) w = random() % below;
  return words;
}

// Both thread counts: the same results and the same instruction counts.
Result launchTwice(std::string_view file, const std::vector<uint32_t>& in, size_t outWords) {
  Result one = launch(file, in, outWords, 1), two = launch(file, in, outWords, 2);
  EXPECT_EQ(one.out, two.out);
  EXPECT_EQ(one.report.instructions, two.report.instructions);
  EXPECT_EQ(two.report.threads, 2u);
  return one;
}

TEST(GcnKernels, ReduceSumGivesEachWorkGroupsSum) {
  const std::vector<uint32_t> in = randomWords(256 * 64, 1, UINT32_MAX);
  Result r = launchTwice("gcn/reduce_sum.s", in, 64);
  EXPECT_EQ(r.report.local[0], 256u);  // the kernel's reqd_work_group_size
  EXPECT_EQ(r.report.wavesPerGroup, 4u);
  for (size_t g = 0; g < 64; ++g) {
    const uint32_t sum = std::accumulate(in.begin() + 256 * g, in.begin() + 256 * (g + 1), 0u);
    ASSERT_EQ(r.out[g], sum) << "group " << g;
  }
}

TEST(GcnKernels, PrefixSumGivesEachWorkGroupsInclusiveScan) {
  const std::vector<uint32_t> in = randomWords(256 * 16, 2, UINT32_MAX);
  Result r = launchTwice("gcn/prefix_sum.s", in, in.size());
  std::vector<uint32_t> expected(in.size());
  for (size_t g = 0; g < 16; ++g)
    std::inclusive_scan(in.begin() + 256 * g, in.begin() + 256 * (g + 1),
                        expected.begin() + 256 * g);
  EXPECT_EQ(r.out, expected);
}

TEST(GcnKernels, CollatzCountsEachLanesStepsUnderDivergence) {
  std::vector<uint32_t> in = randomWords(64 * 32, 3, 100'000);
  in[0] = 0;
  in[1] = 1;
  in[2] = 27;  // 111 steps, the classic long one
  Result r = launchTwice("gcn/collatz.s", in, in.size());
  for (size_t i = 0; i < in.size(); ++i) {
    uint32_t n = in[i], steps = 0;
    while (n > 1) {
      n = n % 2 ? 3 * n + 1 : n / 2;
      ++steps;
    }
    ASSERT_EQ(r.out[i], steps) << "in[" << i << "] = " << in[i];
  }
  EXPECT_EQ(r.out[2], 111u);
}

}  // namespace
}  // namespace gpuasm::gcn
