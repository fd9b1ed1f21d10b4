// Test helpers: assemble a demolicious kernel and run it on a Host.
#pragma once

#include <gtest/gtest.h>

#include "gpuasm/demolicious/host.hpp"
#include "support/assemble.hpp"

namespace gpuasm::testing {

inline Image assembleOrFail(const std::string& text, AssembleSettings settings = {}) {
  auto result = assembleDemolicious(text, std::move(settings));
  EXPECT_TRUE(result.image) << result.diagnostics;
  EXPECT_EQ(result.warnings, 0u) << result.diagnostics;
  return result.image ? *result.image : Image{};
}

inline std::string shippedKernel(std::string_view name) {
  auto text = findEmbeddedKernel(name);
  EXPECT_TRUE(text) << name;
  return text ? std::string(*text) : std::string();
}

}  // namespace gpuasm::testing
