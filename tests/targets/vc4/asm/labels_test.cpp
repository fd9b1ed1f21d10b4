// vc4asm's labels: `:name` and `::name` definitions, numbered labels `:1`
// referred to as `r:1f` (the next), `r:1b` or `r:1` (the latest), and `r:name`
// / `:name` references. Branch words are derived by hand: a relative branch
// holds target - (branch + 32) (table 10: PC + 4 instructions), an absolute
// one the target's byte address.
#include <gtest/gtest.h>

#include "targets/vc4/isa.hpp"
#include "targets/vc4/vc4_support.hpp"

namespace gpuasm::vc4 {
namespace {

using testing::assembleVc4;

int32_t offsetOf(uint64_t word) {
  return static_cast<int32_t>(kImmediate.get(word));
}

TEST(Vc4Labels, ColonLabelsAndNumberedLabelsGiveHandDerivedBranchOffsets) {
  auto a = assembleVc4(
      ":start\n"              // 0
      "nop\n"                 // 0
      "brr -, r:end\n"        // 8: end at 216 -> 216 - 40 = 176
      "nop\nnop\nnop\n"       // 16 24 32
      ":1\n"                  // 40
      "nop\n"                 // 40
      "brr -, r:1b\n"         // 48: 40 - 80 = -40
      "nop\nnop\nnop\n"       // 56 64 72
      "brr.anyz -, r:1f\n"    // 80: the next :1, at 112: 112 - 112 = 0
      "nop\nnop\nnop\n"       // 88 96 104
      "::exported\n"          // 112
      ":1 nop\n"              // 112
      "brr -, r:1\n"          // 120: the latest :1, 112 - 152 = -40
      "nop\nnop\nnop\n"       // 128 136 144
      "bra -, :start\n"       // 152: absolute 0
      "nop\nnop\nnop\n"       // 160 168 176
      "brr ra1, :exported\n"  // 184: 112 - 216 = -104
      "nop\nnop\nnop\n"       // 192 200 208
      ":end\n"                // 216
      "ldi r0, :end\n");      // 216: the label's byte address
  ASSERT_EQ(a.errors, 0u) << a.diagnostics;
  ASSERT_EQ(a.words.size(), 28u);
  EXPECT_EQ(offsetOf(a.words[1]), 176);
  EXPECT_EQ(kBranchRelative.get(a.words[1]), 1u);
  EXPECT_EQ(offsetOf(a.words[6]), -40);
  EXPECT_EQ(offsetOf(a.words[10]), 0);
  EXPECT_EQ(offsetOf(a.words[15]), -40);
  EXPECT_EQ(offsetOf(a.words[19]), 0);
  EXPECT_EQ(kBranchRelative.get(a.words[19]), 0u);
  EXPECT_EQ(offsetOf(a.words[23]), -104);
  EXPECT_EQ(kImmediate.get(a.words[27]), 216u);
  // Exported and named labels are in the image's symbols; numbered ones are not.
  auto outcome = assembleText(*findTarget("vc4"), "test.s", ":a\nnop\n:1\n::b\nnop\n", {});
  ASSERT_TRUE(outcome.image) << outcome.diagnosticsText;
  std::vector<std::string> names;
  for (const auto& symbol : outcome.image->symbols) names.push_back(symbol.name);
  EXPECT_EQ(names, (std::vector<std::string>{"a", "b"}));
}

TEST(Vc4Labels, ColonAndTrailingColonFormsAreTheSameLabels) {
  auto a = assembleVc4(
      "top:\nnop\n:bottom\nbrr -, r:top\nnop\nnop\nnop\nbrr -, bottom\nnop\nnop\nnop\n");
  auto b = assembleVc4(
      ":top\nnop\nbottom:\nbrr -, top\nnop\nnop\nnop\nbrr -, r:bottom\nnop\nnop\nnop\n");
  ASSERT_EQ(a.errors + b.errors, 0u) << a.diagnostics << b.diagnostics;
  EXPECT_EQ(a.words, b.words);
  ASSERT_EQ(a.words.size(), 9u);
  EXPECT_EQ(offsetOf(a.words[1]), 0 - (8 + 32));   // top 0, branch at 8
  EXPECT_EQ(offsetOf(a.words[5]), 8 - (40 + 32));  // bottom 8, branch at 40
}

TEST(Vc4Labels, MacroExpansionsEachGetTheirOwnNumberedLabels) {
  auto a = assembleVc4(
      ".macro spin\n"
      ":1\n"
      "brr.anynz -, r:1b\n"
      "nop\nnop\nnop\n"
      ".endm\n"
      "spin\n"    // :1 at 0, branch at 0: 0 - 32
      "spin\n");  // :1 at 32, branch at 32: 32 - 64
  ASSERT_EQ(a.errors, 0u) << a.diagnostics;
  ASSERT_EQ(a.words.size(), 8u);
  EXPECT_EQ(offsetOf(a.words[0]), -32);
  EXPECT_EQ(offsetOf(a.words[4]), -32);
}

TEST(Vc4Labels, MissingNumberedLabelIsAnErrorAtTheReference) {
  auto a = assembleVc4("brr -, r:3f\nnop\nnop\nnop\nnop; thrend\nnop\nnop\n");
  EXPECT_EQ(a.diagnostics,
            "test.s:1:10: error: no numbered label '3' after this reference [undefined-label]\n"
            "  brr -, r:3f\n"
            "           ^\n"
            "1 error, 0 warnings generated.\n");
  // vc4asm's `:2` is the latest `:2`, or the next while there is none (vc4asm 80ab48de: the
  // branch at 0 to 32, offset 0): an error only where no `:2` comes at all.
  auto b = assembleVc4("brr -, r:2\nnop\nnop\nnop\n:2\nnop; thrend\nnop\nnop\n");
  ASSERT_EQ(b.errors, 0u) << b.diagnostics;
  EXPECT_EQ(offsetOf(b.words[0]), 0);
  auto c = assembleVc4("brr -, r:2\nnop\nnop\nnop\nnop; thrend\nnop\nnop\n");
  EXPECT_NE(c.diagnostics.find("test.s:1:10: error: no numbered label '2' after this reference"),
            std::string::npos)
      << c.diagnostics;
}

TEST(Vc4Labels, UndefinedNamedLabelIsStillAnUndefinedSymbol) {
  auto a = assembleVc4("brr -, r:nowhere\nnop\nnop\nnop\n");
  EXPECT_NE(a.diagnostics.find("test.s:1:10: error: undefined symbol 'nowhere'"), std::string::npos)
      << a.diagnostics;
}

}  // namespace
}  // namespace gpuasm::vc4
