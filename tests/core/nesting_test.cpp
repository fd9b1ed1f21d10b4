// Nesting and repetition that input controls: one depth limit for every kind
// of block (.rept, .foreach, .back, .if, macros, function calls), expressions
// whose depth counts the functions they call, and repeats whose cost stays
// within the expansion limit however their blocks nest (issue 12).
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <time.h>

#include <string>

#include "core/core_target.hpp"

namespace gpuasm::testing {
namespace {

std::string nested(size_t levels, std::string_view open, std::string_view body,
                   std::string_view close) {
  std::string text;
  for (size_t i = 0; i < levels; ++i) text += fmt::format("{}\n", open);
  text += body;
  for (size_t i = 0; i < levels; ++i) text += fmt::format("{}\n", close);
  return text;
}

// The CPU time this thread has used: unlike the wall clock, it does not grow
// when other processes share the cores (CI's two, a loaded workstation).
double threadCpuSeconds() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

size_t count(const std::string& text, std::string_view what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

TEST(Nesting, FourteenThousandNestedRepeatsAreOneErrorNotAStackOverflow) {
  // It overflowed the stack (SIGSEGV) and took seconds to get there.
  const double started = threadCpuSeconds();
  auto r = assembleCore(nested(14000, ".rept 1", "emit 1\n", ".endr"));
  const double seconds = threadCpuSeconds() - started;
  EXPECT_FALSE(r.image);
  EXPECT_EQ(count(r.diagnostics, "[nesting-depth]"), 1u) << r.diagnostics.substr(0, 600);
  EXPECT_NE(r.diagnostics.find("test.s:257:1: error: blocks nested more than 256 deep (.rept, "
                               ".foreach, .back, .if, macros and function calls count together) "
                               "[nesting-depth]"),
            std::string::npos)
      << r.diagnostics.substr(0, 600);
  EXPECT_LT(seconds, 5.0);  // CPU seconds; linear: milliseconds in release, ~2 s under ASan
}

TEST(Nesting, RepeatsUpToTheLimitAssemble) {
  auto r = assembleCore(nested(256, ".rept 1", "emit 7\n", ".endr"));
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{7})) << r.diagnostics.substr(0, 600);
}

TEST(Nesting, TheLimitCountsEveryKindOfBlockTogether) {
  // 2 levels of .if, a .rept, a macro, a .foreach and a function call: 6.
  const std::string text =
      ".set f(x) x + 1\n"
      ".macro m\n"
      ".foreach v, 1\n"
      ".int f(v)\n"
      ".endfor\n"
      ".endm\n"
      ".if 1\n"
      ".if 1\n"
      ".rept 1\n"
      "m\n"
      ".endr\n"
      ".endif\n"
      ".endif\n";
  CoreOptions options;
  options.limits.maxNestingDepth = 6;
  auto ok = assembleCore(text, options);
  EXPECT_EQ(ok.words(), (std::vector<uint32_t>{2})) << ok.diagnostics;
  options.limits.maxNestingDepth = 5;
  auto refused = assembleCore(text, options);
  EXPECT_FALSE(refused.image);
  EXPECT_EQ(count(refused.diagnostics, "error:"), 1u) << refused.diagnostics;
  EXPECT_NE(refused.diagnostics.find(
                "test.s:4:6: error: blocks nested more than 5 deep (.rept, .foreach, .back, .if, "
                "macros and function calls count together) [nesting-depth]"),
            std::string::npos)
      << refused.diagnostics;
}

TEST(Nesting, ConditionalsBeyondTheLimitAreSkippedAndReportedOnce) {
  CoreOptions options;
  options.limits.maxNestingDepth = 3;
  auto r = assembleCore(nested(5, ".if 1", "emit 1\n", ".endif") + "emit 2\n", options);
  EXPECT_FALSE(r.image);
  EXPECT_EQ(count(r.diagnostics, "error:"), 1u) << r.diagnostics;
  EXPECT_NE(r.diagnostics.find("test.s:4:1: error: blocks nested more than 3 deep"),
            std::string::npos)
      << r.diagnostics;
  // The .endif lines matched their .if lines: nothing is unmatched or unterminated.
  EXPECT_EQ(r.diagnostics.find("unmatched"), std::string::npos) << r.diagnostics;
  EXPECT_EQ(r.diagnostics.find("unterminated"), std::string::npos) << r.diagnostics;
}

TEST(Nesting, ManyConditionalsInARowDoNotAddUp) {
  std::string text;
  for (int i = 0; i < 1000; ++i) text += ".if 1\nemit 1\n.endif\n.ifdef nothing\n.endif\n";
  auto r = assembleCore(text);
  EXPECT_EQ(r.words().size(), 1000u) << r.diagnostics.substr(0, 400);
}

TEST(Nesting, RecursiveFunctionsShareTheExpressionDepthLimit) {
  // Each call nested 250 parentheses deep inside the last one's: 64 levels of
  // 250 overflowed the stack (SIGSEGV) before the function-call limit.
  std::string parens(250, '(');
  std::string closes(250, ')');
  for (const std::string& text :
       {".set f(x) " + parens + "f(x)" + closes + "\n.int f(1)\n",
        ".func f(x)\n" + parens + "f(x)" + closes + "\n.endf\n.int f(1)\n"}) {
    auto r = assembleCore(text);
    EXPECT_FALSE(r.image);
    EXPECT_NE(r.diagnostics.find("error: expression nests more than 256 deep, counting the "
                                 "expressions of the functions it calls [expression-too-deep]"),
              std::string::npos)
        << r.diagnostics.substr(0, 600);
  }
}

TEST(Nesting, RepeatedScansOfANestedBlockCountAgainstTheExpansionLimit) {
  // The inner block is passed over, never expanded, on each of a million
  // passes: 2e9 lines looked at for a file of 2,000 lines.
  const double started = threadCpuSeconds();
  std::string body;
  for (int i = 0; i < 2000; ++i) body += "emit 1\n";
  auto r = assembleCore(".rept 1000000\n" + nested(1, ".rept 0", body, ".endr") + ".endr\n");
  const double seconds = threadCpuSeconds() - started;
  EXPECT_FALSE(r.image);
  EXPECT_NE(r.diagnostics.find("more than 1000000 lines after expanding macros and .rept; giving "
                               "up [expansion-limit]"),
            std::string::npos)
      << r.diagnostics.substr(0, 600);
  EXPECT_LT(seconds, 5.0);  // CPU seconds
}

TEST(Nesting, BlankLinesThatAnExpansionMakesCountAgainstTheExpansionLimit) {
  // `\a` of an empty argument leaves a blank line; a repeat of them was free.
  CoreOptions options;
  options.limits.maxExpandedLines = 100;
  auto r = assembleCore(".macro m, a=\n.rept 50\n\\a\n\\a\n\\a\n.endr\n.endm\nm\n", options);
  EXPECT_FALSE(r.image);
  EXPECT_NE(r.diagnostics.find("[expansion-limit]"), std::string::npos) << r.diagnostics;
}

}  // namespace
}  // namespace gpuasm::testing
