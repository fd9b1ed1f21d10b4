// Long programs: the expansion limits stop macros and repeats that grow
// without end, never a long file, and what a file holds is assembled however
// many lines it has.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <string>

#include "core/core_target.hpp"

namespace gpuasm::testing {
namespace {

// `count` lines `emit N` (N = 0, 1, ...), with a label every 1000 lines and a
// last line that refers back to the first label.
std::string plainLines(size_t count) {
  std::string text;
  text.reserve(count * 12);
  for (size_t n = 0; n < count; ++n) {
    if (n % 1000 == 0) text += fmt::format("l{}:\n", n);
    text += fmt::format("emit {}\n", n);
  }
  text += "emit l0 + 1\n";
  return text;
}

TEST(CoreScale, PlainLinesBeyondTheExpansionLimitAllAssemble) {
  CoreOptions options;
  options.limits.maxExpandedLines = 100;
  auto r = assembleCore(plainLines(5000), options);
  ASSERT_TRUE(r.image) << r.diagnostics.substr(0, 400);
  auto words = r.words();
  ASSERT_EQ(words.size(), 5001u);
  for (uint32_t n = 0; n < 5000; ++n) ASSERT_EQ(words[n], n);
  EXPECT_EQ(words[5000], 1u);  // l0 is at address 0
}

// Twice the default expansion limit of plain lines (issue 11: 1,211,200
// lines of plain code stopped at it). The vc4 side at this size is
// scripts/bench/vc4_mix.py 2000000 through the CLI (docs/PERFORMANCE.md).
// Under the sanitizers it takes half a minute and gigabytes, so it runs in
// the release build only; the small tests above cover the same code there.
#if defined(__SANITIZE_ADDRESS__)
#define GPUASM_TEST_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define GPUASM_TEST_SANITIZED 1
#endif
#endif

TEST(CoreScale, TwoMillionPlainLinesAssembleUnderTheDefaultLimits) {
#ifdef GPUASM_TEST_SANITIZED
  GTEST_SKIP() << "2M lines run in the release build only (slow under the sanitizers)";
#endif
  constexpr size_t kLines = 2'000'000;
  ASSERT_GT(kLines, AssemblerLimits{}.maxExpandedLines);
  auto r = assembleCore(plainLines(kLines));
  ASSERT_TRUE(r.image) << r.diagnostics.substr(0, 400);
  auto words = r.words();
  ASSERT_EQ(words.size(), kLines + 1);
  EXPECT_EQ(words[0], 0u);
  EXPECT_EQ(words[1'234'567], 1'234'567u);
  EXPECT_EQ(words[kLines - 1], kLines - 1);
  EXPECT_EQ(words[kLines], 1u);
}

TEST(CoreScale, RepeatedLinesStillCountAgainstTheExpansionLimit) {
  CoreOptions options;
  options.limits.maxExpandedLines = 100;
  // 202 plain lines first (a label, 200 emits, a use of the label): they do
  // not count; the repeat's 101st line (line 204, in the 51st round) does.
  auto r = assembleCore(plainLines(200) + ".rept 60\nemit 7\nemit 8\n.endr\n", options);
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.errors, 1u) << r.diagnostics;
  EXPECT_NE(r.diagnostics.find("test.s:204:1: error: more than 100 lines after expanding macros "
                               "and .rept; giving up [expansion-limit]"),
            std::string::npos)
      << r.diagnostics;
}

TEST(CoreScale, MacroLinesStillCountAgainstTheExpansionLimit) {
  CoreOptions options;
  options.limits.maxExpandedLines = 10;
  // Six calls of two lines each: the macro's 11th line is one too many.
  auto r =
      assembleCore(".macro two\nemit 1\nemit 2\n.endm\ntwo\ntwo\ntwo\ntwo\ntwo\ntwo\n", options);
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.errors, 1u) << r.diagnostics;
  EXPECT_NE(r.diagnostics.find("more than 10 lines"), std::string::npos) << r.diagnostics;
}

TEST(CoreScale, GivingUpReportsNothingAboutWhatWasNotRead) {
  CoreOptions options;
  options.limits.maxExpandedLines = 100;
  // The label after the runaway repeat is never defined; saying so would
  // only repeat the first error in other words.
  auto r = assembleCore("emit later\n.rept 1000\nemit 0\n.endr\nlater:\nemit 1\n", options);
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.errors, 1u) << r.diagnostics;
  EXPECT_EQ(r.diagnostics.find("undefined"), std::string::npos) << r.diagnostics;
}

TEST(CoreScale, BlocksSpanningManyLinesOfAFileAreReadWhole) {
  // A file is read a line at a time; macro and repeat bodies, and
  // conditionals around them, still see all their lines.
  auto r = assembleCore(
      ".if 1\n.macro pair a\nemit \\a\n\nemit \\a + 1\n.endm\n.endif\n"
      ".rept 2\n.rept 2\npair 5\n.endr\n.endr\n.if 0\nemit 99\n.else\nemit 8\n.endif\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{5, 6, 5, 6, 5, 6, 5, 6, 8}));
}

TEST(CoreScale, UnterminatedConditionalOfAFileIsReportedOnce) {
  auto r = assembleCore("emit 1\n.if 1\nemit 2\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics,
            "test.s:2:1: error: '.if' without a matching '.endif' [unterminated-conditional]\n"
            "  .if 1\n"
            "  ^\n"
            "1 error, 0 warnings generated.\n");
}

// Instructions whose bytes are known when they are parsed are kept as bytes
// (EarlyEncoder); the others wait for layout. Either way the words are the
// ones layout would give.
TEST(CoreScale, EncodingWhenParsedGivesTheWordsOfEncodingAfterLayout) {
  CoreOptions options;
  options.unitBytes = 1;
  auto r = assembleCore(
      ".set k, 3\n"
      "emit k\n"  // known: 3
      ".set k, 4\n"
      "emit k\n"         // known: 4 (the value at this line)
      "emit later\n"     // a symbol defined below: waits
      "pc\n"             // its address: waits (12)
      "emit here - 4\n"  // a label: waits
      "here:\n"
      "later = 7\n",
      options);
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{3, 4, 7, 12, 16}));
}

TEST(CoreScale, ProblemsFoundWhileEncodingEarlyAreReportedOnceAtLayout) {
  auto r = assembleCore("emit 1 / 0\nemit 2\n");
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.errors, 1u) << r.diagnostics;
  EXPECT_NE(r.diagnostics.find("test.s:1:"), std::string::npos) << r.diagnostics;
}

}  // namespace
}  // namespace gpuasm::testing
