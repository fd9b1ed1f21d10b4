// The assembler driver as a whole: statements and their parts, the image it
// builds, and the limits that keep hostile input bounded.
#include "gpuasm/assembler.hpp"

#include <gtest/gtest.h>

#include "core/core_target.hpp"

namespace gpuasm::testing {
namespace {

TEST(CoreAssembler, EmptyOrCommentOnlySourceGivesAnEmptyTextSection) {
  for (const char* text : {"", "\n\n", "; nothing\n# here\n// either\n"}) {
    auto r = assembleCore(text);
    ASSERT_TRUE(r.image) << r.diagnostics;
    ASSERT_EQ(r.image->sections.size(), 1u);
    EXPECT_EQ(r.image->sections[0].name, ".text");
    EXPECT_TRUE(r.image->sections[0].bytes.empty());
    EXPECT_EQ(r.diagnostics, "");
  }
}

TEST(CoreAssembler, ImageRecordsTheTargetsUnitAndWordSizes) {
  CoreOptions options;
  options.unitBytes = 1;
  auto r = assembleCore("emit 0x01020304\n", options);
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.image->addressUnitBytes, 1u);
  EXPECT_EQ(r.image->wordBytes, 4u);
  EXPECT_EQ(r.image->sections[0].bytes, (std::vector<uint8_t>{4, 3, 2, 1}));
}

TEST(CoreAssembler, InstructionsAndLabelsShareALine) {
  auto r = assembleCore("a: b: emit b + 1 ; comment\nc: emit c\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{1, 1}));
}

TEST(CoreAssembler, TrailingTokensAfterAnInstructionAreAnError) {
  auto r = assembleCore("emit 1 2\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:1:8: error: unexpected '2' at end of statement [unexpected-token]\n"
            "  emit 1 2\n"
            "         ^\n"
            "1 error, 0 warnings generated.\n");
}

TEST(CoreAssembler, LineContinuationJoinsOneStatement) {
  auto r = assembleCore(".word 1, \\\n      2, \\\n      3\nemit .\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{1, 2, 3, 3}));
}

TEST(CoreAssembler, ProgramLargerThanTheLimitIsAnError) {
  CoreOptions options;
  options.limits.maxImageUnits = 4;
  auto fits = assembleCore(".rept 4\nemit 0\n.endr\n", options);
  EXPECT_TRUE(fits.image) << fits.diagnostics;
  auto r = assembleCore(".rept 4\nemit 0\n.endr\n.align 8\n", options);
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:4:1: error: program is larger than 4 address units [image-too-large]\n"
            "  .align 8\n"
            "  ^\n"
            "1 error, 0 warnings generated.\n");
}

TEST(CoreAssembler, SameInputGivesTheSameImage) {
  const char* text =
      ".macro m v\nemit \\v\n.endm\n"
      "x = 3\nlab: m x\n.section s\n.word lab, x\n.text\n.align 4\nemit .\n";
  auto first = assembleCore(text);
  auto second = assembleCore(text);
  ASSERT_TRUE(first.image && second.image);
  EXPECT_EQ(first.image->sections[0].bytes, second.image->sections[0].bytes);
  EXPECT_EQ(first.image->sections[1].bytes, second.image->sections[1].bytes);
  EXPECT_EQ(writeImage(*first.image, OutputFormat::Listing),
            writeImage(*second.image, OutputFormat::Listing));
  EXPECT_EQ(first.words(0),
            (std::vector<uint32_t>{3, kCoreFillWord, kCoreFillWord, kCoreFillWord, 4}));
  EXPECT_EQ(first.words(1), (std::vector<uint32_t>{0, 3}));
}

}  // namespace
}  // namespace gpuasm::testing
