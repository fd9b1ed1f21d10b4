// Every instruction word quoted in the report (seed 002 listings 5.2 and
// section 10.2, collected in reference/demolicious.md) assembles to exactly
// that word.
#include <gtest/gtest.h>

#include "support/assemble.hpp"

namespace gpuasm::testing {
namespace {

struct Golden {
  const char* source;
  uint32_t word;
};

class ReportWords : public ::testing::TestWithParam<Golden> {};

TEST_P(ReportWords, AssemblesToTheQuotedWord) {
  auto result =
      assembleDemolicious(GetParam().source, {{},
                                              {},
                                              {"no-uninitialized-register", "no-missing-finish",
                                               "no-memory-spacing", "no-store-before-finish"},
                                              {}});
  ASSERT_TRUE(result.image) << result.diagnostics;
  ASSERT_EQ(result.words().size(), 1u);
  EXPECT_EQ(result.words()[0], GetParam().word) << GetParam().source;
}

INSTANTIATE_TEST_SUITE_P(Seed002, ReportWords,
                         ::testing::Values(Golden{"ldc $data, 0", 0x08050000},
                                           Golden{"mv $address_lo, $id_lo", 0x00402004},
                                           Golden{"mv $address_hi, $id_hi", 0x00201804},
                                           Golden{"sw", 0x10000000}, Golden{"lw", 0x20000000},
                                           Golden{"thread_finished", 0x40000000},
                                           Golden{"srl $mask, $id_lo, 6", 0x00023181},
                                           Golden{"? mv $data, $11", 0x81602804},
                                           Golden{"nop", 0x00000000}));

}  // namespace
}  // namespace gpuasm::testing
