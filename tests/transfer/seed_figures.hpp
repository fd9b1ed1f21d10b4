// What the tests of seed 004's figures share: the sizes of the seed's plots,
// the 10 % tolerance, a peak over sizes (pcie_model_test.cpp holds the
// figures on the model's functions, model_endpoint_test.cpp through the
// library's endpoints and strategies).
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <vector>

#include "transfer/pcie_model.hpp"

namespace gpuasm::transfer::seed_figures {

constexpr std::uint64_t kKiB = 1024;
constexpr std::uint64_t kMiB = 1024 * kKiB;
constexpr double kTolerance = 0.10;

// The transfer sizes of the seed's figures 7.1-7.3: powers of two, 4 KB to 256 MB.
inline std::vector<std::uint64_t> seedSizes(std::uint64_t from = 4 * kKiB,
                                            std::uint64_t to = 256 * kMiB) {
  std::vector<std::uint64_t> sizes;
  for (std::uint64_t n = from; n <= to; n *= 2) sizes.push_back(n);
  return sizes;
}

inline double peakMegabytesPerSecond(const std::vector<std::uint64_t>& sizes,
                                     const std::function<double(std::uint64_t)>& seconds) {
  double peak = 0;
  for (std::uint64_t n : sizes) peak = std::max(peak, megabytesPerSecond(n, seconds(n)));
  return peak;
}

inline void expectWithin(double model, double seedFigure, double tolerance = kTolerance) {
  EXPECT_NEAR(model, seedFigure, seedFigure * tolerance)
      << "model " << model << ", seed " << seedFigure;
}

}  // namespace gpuasm::transfer::seed_figures
