// vc4asm's directives on the core alone (doc/directives.html): data of every
// width and kind, local contexts, functions, .foreach, .back, .unset. The
// expected words follow from the documentation by hand; the same directives
// against vc4asm's own words are in tests/targets/vc4/asm/vc4asm_directives_test.
#include <gtest/gtest.h>

#include "core/core_target.hpp"

namespace gpuasm::testing {
namespace {

TEST(Vc4asmData, EveryWidthAndKindLittleEndian) {
  CoreResult r = assembleCore(
      ".byte 1, 2, 3, 0xff\n.short 0x1234, -1\n.long 5\n.float 1.5\n.half 1.0, -2\n"
      ".double 1.0\n.float 3\n");
  ASSERT_EQ(r.errors, 0u) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{0xff030201, 0xffff1234, 5, 0, 0x3fc00000, 0xc0003c00,
                                              0, 0x3ff00000, 0x40400000}));
}

TEST(Vc4asmData, HalfRoundsToNearestEvenAndSaturates) {
  // 1 + 2^-11 lies halfway between 1.0 and the next half, 1 + 2^-10: even is 1.0.
  CoreResult r = assembleCore(".half 1.00048828125, 65536.0\n.half 6.0e-8, -0.0\n");
  ASSERT_EQ(r.errors, 0u) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{0x7c003c00, 0x80000001}));
}

TEST(Vc4asmSymbols, LocalContextsRestoreWhatTheyShadow) {
  CoreResult r = assembleCore(
      ".set a, 1\n"
      ".local\n  .lset a, 2\n  emit a\n  .local\n    .lset a, 3\n    emit a\n  .endloc\n"
      "  emit a\n.endloc\nemit a\n"
      ".macro m\n  .lset a, 9\n  emit a\n.endm\nm\nemit a\n"
      ".lset b, 4\n.unset b\n.ifset b\nemit 99\n.endif\n");
  ASSERT_EQ(r.errors, 0u) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{2, 3, 2, 1, 9, 1}));
}

TEST(Vc4asmSymbols, UnsetOfALocalBringsBackTheShadowedValue) {
  CoreResult r = assembleCore(".set a, 1\n.local\n.lset a, 2\n.unset a\nemit a\n.endloc\n");
  ASSERT_EQ(r.errors, 0u) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{1}));
}

TEST(Vc4asmFunctions, ArgumentsAndBodiesEvaluateWhereCalled) {
  CoreResult r = assembleCore(
      ".set k, 10\n.set addk(x) x + k\n.set k, 20\nemit addk(1)\n"
      ".func fact(n)\n  .if n <= 1\n    1\n  .else\n    n * fact(n - 1)\n  .endif\n.endf\n"
      "emit fact(5)\nemit addk(fact(3))\n");
  ASSERT_EQ(r.errors, 0u) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{21, 120, 26}));
}

TEST(Vc4asmFunctions, WrongArgumentCountAndMissingValueAreErrors) {
  CoreResult r = assembleCore(".set f(a, b) a + b\nemit f(1)\n.func g(x)\n.endf\nemit g(1)\n");
  EXPECT_EQ(r.errors, 2u);
  EXPECT_NE(r.diagnostics.find("test.s:2:6: error: 'f' takes 2 arguments, not 1 [argument-count]"),
            std::string::npos)
      << r.diagnostics;
  EXPECT_NE(r.diagnostics.find("test.s:5:6: error: function 'g' has no expression to give "
                               "[no-value]"),
            std::string::npos)
      << r.diagnostics;
}

TEST(Vc4asmLoops, ForeachAndRepRestoreTheirVariable) {
  CoreResult r = assembleCore(
      ".set v, 7\n.foreach v, 1, 2+1, -1\n  emit v\n.endfor\nemit v\n"
      ".rep i, 2\n  .foreach j, 10, 20\n    emit i + j\n  .endfor\n.endr\n");
  ASSERT_EQ(r.errors, 0u) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{1, 3, 0xffffffff, 7, 10, 20, 11, 21}));
}

TEST(Vc4asmBack, InsertsBeforeTheLastInstructions) {
  CoreResult r = assembleCore("emit 1\nemit 2\nemit 3\n.back 2\nemit 9\nemit 8\n.endb\nemit 4\n");
  ASSERT_EQ(r.errors, 0u) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{1, 9, 8, 2, 3, 4}));
}

TEST(Vc4asmDirectives, UnterminatedBlocksAreReported) {
  CoreResult r = assembleCore(".local\n.foreach x, 1\n");
  EXPECT_NE(r.diagnostics.find("'.foreach' without a matching '.endfor'"), std::string::npos)
      << r.diagnostics;
  EXPECT_NE(r.diagnostics.find("test.s:1:1: error: '.local' without a matching '.endloc'"),
            std::string::npos)
      << r.diagnostics;
  CoreResult unmatched = assembleCore(".endloc\n.endf\n.endb\n.endfor\n");
  EXPECT_EQ(unmatched.errors, 4u) << unmatched.diagnostics;
}

}  // namespace
}  // namespace gpuasm::testing

namespace gpuasm::testing {
namespace {

TEST(Vc4asmClone, CopiesInstructionsFromAnEarlierOrALaterLabel) {
  CoreResult r = assembleCore("start:\nemit 1\nemit 2\nemit 3\n.clone start, 2\n");
  ASSERT_EQ(r.errors, 0u) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{1, 2, 3, 1, 2}));
  // vc4asm clones code further on too; a copy may copy a copy made before it
  // (vc4asm: `:l nop .clone :l, 3` is four nops).
  CoreResult later = assembleCore(".clone ahead, 1\nahead:\nemit 5\n.clone ahead, 2\n");
  ASSERT_EQ(later.errors, 0u) << later.diagnostics;
  EXPECT_EQ(later.words(), (std::vector<uint32_t>{5, 5, 5, 5}));
  // A `.clone` of copies still to be made waits for them (found by fuzzing:
  // it held the placeholders, freed when they were filled).
  CoreResult chain = assembleCore("l:\n.clone m, 2\n.clone l, 2\nm:\nemit 1\nemit 2\n");
  ASSERT_EQ(chain.errors, 0u) << chain.diagnostics;
  EXPECT_EQ(chain.words(), (std::vector<uint32_t>{1, 2, 1, 2, 1, 2}));
  CoreResult bad = assembleCore(".clone nowhere, 1\n.clone ahead, 2\nahead:\nemit 1\n");
  EXPECT_EQ(bad.errors, 2u) << bad.diagnostics;
  EXPECT_NE(bad.diagnostics.find("test.s:1:8: error: '.clone' copies from label 'nowhere', "
                                 "which is not defined [undefined-label]"),
            std::string::npos)
      << bad.diagnostics;
  EXPECT_NE(bad.diagnostics.find("test.s:2:8: error: '.clone' of 2 instructions, but fewer "
                                 "follow 'ahead' [value-out-of-range]"),
            std::string::npos)
      << bad.diagnostics;
}

}  // namespace
}  // namespace gpuasm::testing

namespace gpuasm::testing {
namespace {

// vc4asm's macro arguments (the vc4 target turns bare parameter names on;
// the core test target keeps GNU as's `\name` only): see
// tests/targets/vc4/asm/vc4asm_directives_test.cpp, macros.qasm.
TEST(Vc4asmMacros, CoreTargetKeepsBackslashParametersOnly) {
  CoreResult r = assembleCore("a = 7\n.macro m, a\nemit a\nemit \\a\n.endm\nm 1+1\n");
  ASSERT_EQ(r.errors, 0u) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{7, 2}));
}

}  // namespace
}  // namespace gpuasm::testing

namespace gpuasm::testing {
namespace {

TEST(Vc4asmFunctions, ABodyMayRedefineItsOwnFunction) {
  CoreResult r = assembleCore(
      ".func f(x)\n  .set f(y) y * 3\n  x + 1\n.endf\nemit f(1)\nemit f(1)\n"
      ".func g(x)\n  .unset g\n  x\n.endf\nemit g(5)\n");
  ASSERT_EQ(r.errors, 0u) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{2, 3, 5}));
}

}  // namespace
}  // namespace gpuasm::testing
