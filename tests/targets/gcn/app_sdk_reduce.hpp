// The APP SDK's `reduce` kernel (tests/data/gcn/corpus/app-sdk, Reduction-co
// and Reduction-O0-co), launched on its input and checked against the host:
// each group of 64 work-items sums 128 uint4 (two a work-item) through LDS
// into one uint4 of `output`. Shared by the code-object run tests and the
// hsaco round trip (which runs the object our own assembler and ld.lld made).
#pragma once

#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "gpuasm/gcn/host.hpp"

namespace gpuasm::gcn {

inline void expectReduceSums(const Program& program, const std::vector<uint32_t>& input) {
  constexpr size_t kLocal = 64;
  const size_t groups = input.size() / (kLocal * 2 * 4);
  std::string error;
  std::optional<Kernel> kernel = Kernel::create(program, "reduce", error);
  ASSERT_TRUE(kernel) << error;
  Device device;
  const Buffer in = device.createBuffer(
      input.size() * 4, {reinterpret_cast<const uint8_t*>(input.data()), input.size() * 4});
  const Buffer out = device.createBuffer(groups * 16);
  ASSERT_TRUE(kernel->setArgument("input", ArgumentValue::ofBuffer(in), error)) << error;
  ASSERT_TRUE(kernel->setArgument("output", ArgumentValue::ofBuffer(out), error)) << error;
  ASSERT_TRUE(kernel->setArgument("sdata", ArgumentValue::local(kLocal * 16), error)) << error;
  LaunchSettings settings;
  settings.global = {groups * kLocal, 1, 1};
  settings.local = {kLocal, 1, 1};
  const LaunchReport report = device.enqueueNDRange(*kernel, settings);
  ASSERT_FALSE(report.fault) << report.fault->describe();
  std::vector<uint32_t> expected(groups * 4, 0);
  for (size_t g = 0; g < groups; ++g)
    for (size_t item = 2 * g * kLocal; item < 2 * (g + 1) * kLocal; ++item)
      for (size_t lane = 0; lane < 4; ++lane) expected[g * 4 + lane] += input[item * 4 + lane];
  std::vector<uint32_t> got(groups * 4);
  std::memcpy(got.data(), device.map(out).data(), got.size() * 4);
  EXPECT_EQ(got, expected);
}

}  // namespace gpuasm::gcn
