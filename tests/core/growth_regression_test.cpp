// Inputs the fuzzers found that once hung the assembler or exhausted memory
// (fuzz/corpus/fuzz_assembler/hang-*.s): each now ends quickly with a few
// diagnostics, under the default limits.
#include <gtest/gtest.h>

#include <chrono>
#include <fstream>
#include <sstream>

#include "support/assemble.hpp"
#include "support/build_paths.hpp"

namespace gpuasm::testing {
namespace {

std::string reproducer(const char* name) {
  std::ifstream in(gpuasm::testing::sourceDirectory() + "/fuzz/corpus/fuzz_assembler/" + name);
  std::ostringstream text;
  text << in.rdbuf();
  EXPECT_FALSE(text.str().empty()) << name;
  return text.str();
}

struct Timed {
  Assembled result;
  double seconds;
};

Timed assembleTimed(const std::string& text) {
  auto begin = std::chrono::steady_clock::now();
  Assembled result = assembleDemolicious(text, {{}, {}, {"no-missing-finish"}, {}});
  return {std::move(result),
          std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count()};
}

TEST(CoreGrowthRegression, RecursiveMacroDoublingItsArgumentStopsAtTheTokenBudget) {
  Timed t = assembleTimed(reproducer("hang-macro-argument-doubling.s"));
  EXPECT_FALSE(t.result.image);
  EXPECT_EQ(t.result.errors, 1u) << t.result.diagnostics;
  EXPECT_NE(t.result.diagnostics.find("more than 4000000 tokens after expanding macro arguments; "
                                      "giving up [expansion-limit]"),
            std::string::npos)
      << t.result.diagnostics.substr(0, 400);
  EXPECT_LT(t.seconds, 30.0);  // a guard against the exponential, not a speed goal
}

TEST(CoreGrowthRegression, FailingForwardChainIsEvaluatedOncePerSymbol) {
  Timed t = assembleTimed(reproducer("hang-failing-forward-chain.s"));
  EXPECT_FALSE(t.result.image);
  EXPECT_GE(t.result.errors, 1u);
  EXPECT_LT(t.result.errors, 100u) << t.result.diagnostics.substr(0, 400);
  EXPECT_NE(t.result.diagnostics.find("undefined symbol 'x0'"), std::string::npos);
  EXPECT_LT(t.seconds, 30.0);
}

TEST(CoreGrowthRegression, ConditionalOverAForwardChainFinishes) {
  Timed t = assembleTimed(reproducer("hang-if-forward-chain.s"));
  EXPECT_LT(t.result.errors, 100u) << t.result.diagnostics.substr(0, 400);
  EXPECT_LT(t.seconds, 30.0);
}

}  // namespace
}  // namespace gpuasm::testing

namespace gpuasm::testing {
namespace {

TEST(CoreGrowthRegression, DoublingOverAnUndefinedSymbolReportsItOncePerUse) {
  // x17 = x16 + x (undefined), then each symbol doubles the last: evaluating
  // visited every one of the 2^n paths to 'x' and reported each (2 GB under
  // ASan in CI's short fuzz run).
  Timed t = assembleTimed(reproducer("oom-doubling-over-undefined.s"));
  EXPECT_FALSE(t.result.image);
  size_t undefinedX = 0;
  for (size_t at = t.result.diagnostics.find("undefined symbol 'x'"); at != std::string::npos;
       at = t.result.diagnostics.find("undefined symbol 'x'", at + 1)) {
    ++undefinedX;
  }
  EXPECT_LE(undefinedX, 5u) << t.result.diagnostics.substr(0, 600);
  EXPECT_LT(t.seconds, 30.0);
}

}  // namespace
}  // namespace gpuasm::testing
