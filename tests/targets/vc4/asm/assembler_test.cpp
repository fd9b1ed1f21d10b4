// The vc4asm-dialect assembler: what it chooses on its own (write swap, read
// ports, conditions, branch offsets) and what it refuses.
#include <gtest/gtest.h>

#include "targets/vc4/isa.hpp"
#include "targets/vc4/vc4_support.hpp"

namespace gpuasm::vc4 {
namespace {

using testing::assembleVc4;

uint64_t one(const std::string& text) {
  auto a = assembleVc4(text + "\n");
  EXPECT_EQ(a.errors, 0u) << a.diagnostics;
  return a.words.empty() ? 0 : a.words[0];
}

TEST(Vc4Assembler, SemicolonSeparatesUnitsAndHashOrSlashesStartComments) {
  auto a = assembleVc4(
      "fadd r0, r1, r2; fmul r3, r1, r2; ldtmu0  # a comment\n"
      "nop // another\n");
  ASSERT_EQ(a.errors, 0u) << a.diagnostics;
  ASSERT_EQ(a.words.size(), 2u);
  EXPECT_EQ(kSignal.get(a.words[0]), 10u);
  EXPECT_EQ(kOpAdd.get(a.words[0]), 1u);
  EXPECT_EQ(kOpMul.get(a.words[0]), 1u);
  EXPECT_EQ(a.words[1], 0x100009e7'009e7000u);  // Broadcom's nop
}

TEST(Vc4Assembler, WriteSwapFollowsTheDestinationFiles) {
  EXPECT_EQ(kWriteSwap.get(one("mov ra1, r0")), 0u);
  EXPECT_EQ(kWriteSwap.get(one("mov rb1, r0")), 1u);
  EXPECT_EQ(kWriteSwap.get(one("nop; fmul ra2, r0, r1")), 1u);
  EXPECT_EQ(kWriteSwap.get(one("mov vw_setup, r0")), 1u);  // vw_setup is regfile B's 49
  auto clash = assembleVc4("add ra1, r0, r1; fmul ra2, r0, r1\n");
  EXPECT_EQ(clash.errors, 1u);
  EXPECT_NE(clash.diagnostics.find("[invalid-combination]"), std::string::npos)
      << clash.diagnostics;
}

TEST(Vc4Assembler, NamesInBothFilesTakeTheFreeReadPort) {
  uint64_t word = one("add r0, ra1, unif");  // ra1 holds port A, so unif is read from B
  EXPECT_EQ(kReadAddressA.get(word), 1u);
  EXPECT_EQ(kReadAddressB.get(word), 32u);
  EXPECT_EQ(kAddMuxB.get(word), uint32_t{kMuxFileB});
  auto tooMany = assembleVc4("add r0, ra1, ra2\n");
  EXPECT_EQ(tooMany.errors, 1u);
}

TEST(Vc4Assembler, ConditionDefaultsToNeverOnlyForAnUnflaggedDash) {
  EXPECT_EQ(kConditionAdd.get(one("mov -, vw_wait")), uint32_t{kConditionNever});
  EXPECT_EQ(kConditionAdd.get(one("and.setf -, elem_num, 1")), uint32_t{kConditionAlways});
  EXPECT_EQ(kConditionAdd.get(one("mov r0, r1")), uint32_t{kConditionAlways});
  // vc4asm's words (vc4asm 80ab48de): `.ifnc` is "N clear" (5), a synonym of
  // `.ifnn`, as in VC4C's output; "C clear" (7) is `.ifcc`.
  EXPECT_EQ(kConditionAdd.get(one("mov.ifnc r0, r1")), 5u);
  EXPECT_EQ(one("mov.ifnc r0, r1"), 0x100a0827'159e7240u);
  EXPECT_EQ(kConditionAdd.get(one("mov.ifcc r0, r1")), 7u);
  EXPECT_EQ(one("mov.ifcc r0, r1"), 0x100e0827'159e7240u);
  EXPECT_EQ(one("mov r0.nz, r1"), 0x10060827'159e7240u);  // condition on the destination
  EXPECT_EQ(one("mov.sf r0, r1"), 0x10022827'159e7240u);  // vc4asm's .sf is .setf
  EXPECT_EQ(formatWord(0x100e0827'159e7240u, 0), "mov.ifcc r0, r1");
}

TEST(Vc4Assembler, RelativeBranchesCountFromFourInstructionsOn) {
  auto a = assembleVc4(
      "start:\n"
      "nop\n"
      "brr ra1, start\n"
      "nop\nnop\n"  // two instructions between branches (vc4asm addendum)
      "bra -, target\n"
      "nop\nnop\n"
      "target: nop\n");
  ASSERT_EQ(a.errors, 0u) << a.diagnostics;
  EXPECT_EQ(static_cast<int32_t>(kImmediate.get(a.words[1])), 0 - (8 + 32));
  EXPECT_EQ(kBranchRelative.get(a.words[1]), 1u);
  EXPECT_EQ(kWriteAddressAdd.get(a.words[1]), 1u);
  EXPECT_EQ(kImmediate.get(a.words[4]), 56u);  // bra: the absolute byte address
  EXPECT_EQ(kBranchRelative.get(a.words[4]), 0u);
  // A number (no label) is brr's offset itself, as vc4asm 80ab48de reads it:
  // `brr -, 0x100` is 0x00000100, 0xf0f809e7 wherever it stands.
  auto numbers = testing::assembleVc4Unchecked("nop\nbrr -, 0x100\nbrr -, -8\n");
  ASSERT_EQ(numbers.errors, 0u) << numbers.diagnostics;
  EXPECT_EQ(numbers.words[1], 0xf0f809e7'00000100u);
  EXPECT_EQ(numbers.words[2], 0xf0f809e7'fffffff8u);
  EXPECT_EQ(formatWord(0xf0f809e7'00000100u, 8), "brr -, 0x100");
}

TEST(Vc4Assembler, ImmediatesLoadWithLdiAndPerElementListsPickTheirType) {
  uint64_t word = one("mov r0, 0x12345678");
  EXPECT_EQ(kSignal.get(word), uint32_t{kSignalLoadImmediate});
  EXPECT_EQ(kImmediate.get(word), 0x12345678u);
  EXPECT_EQ(kImmediate.get(one("ldi r0, 1.0")), 0x3f800000u);
  EXPECT_EQ(kLoadImmediateType.get(one("ldi r0, [0,1,0,1, 0,1,0,1, 0,1,0,1, 0,1,0,-2]")),
            uint32_t{kLoadImmediatePerElementSigned});
  EXPECT_EQ(kLoadImmediateType.get(one("ldi r0, [3,1,0,1, 0,1,0,1, 0,1,0,1, 0,1,0,1]")),
            uint32_t{kLoadImmediatePerElementUnsigned});
  EXPECT_EQ(kReadAddressB.get(one("fmul r0, r1, 0.5")), 47u);  // table 5: 1/2
}

// -m dialect=broadcom: the same syntax with the choices of Broadcom's own
// assembler, whose words GPU_FFT's hex files show beside their source
// (hello_fft/hex/shader_256.hex: `mov ra_points, 0` with ra_points = ra7, and
// `mov ra_tw_re+TW16+4, 0; mov rb_tw_im+TW16+4, 0` with both addresses 18).
TEST(Vc4Assembler, BroadcomDialectLoadsEveryConstantMoveWithLdi) {
  auto broadcom = [](const std::string& text) {
    AssembleSettings settings;
    settings.targetOptions["dialect"] = "broadcom";
    AssembleOutcome o = assembleText(*findTarget("vc4"), "test.qasm", text + "\n", settings);
    EXPECT_EQ(o.errors, 0u) << o.diagnosticsText;
    return o.image ? o.image->words(0) : std::vector<uint64_t>{};
  };
  EXPECT_EQ(broadcom("mov ra7, 0"), std::vector<uint64_t>{0xe00201e7'00000000});
  EXPECT_EQ(broadcom("mov ra18, 0; mov rb18, 0"), std::vector<uint64_t>{0xe0024492'00000000});
  AssembleSettings unknown;
  unknown.targetOptions["dialect"] = "broadcomm";
  AssembleOutcome o = assembleText(*findTarget("vc4"), "test.qasm", "nop\n", unknown);
  EXPECT_TRUE(o.badOption);
  EXPECT_EQ(o.diagnosticsText,
            "gpuasm: error: -m dialect=broadcomm: target vc4 takes vc4asm, broadcom, thesis for "
            "dialect\n");
}

// Two constant moves whose values are neither small immediates (nor made
// from one) nor equal cannot share the one immediate of a load: the message
// says they differ (vc4asm 80ab48de: "A23.1: Tried to load two different
// immediate values in one instruction. (0xf3f3f3f5 vs. 0xc)").
TEST(Vc4Assembler, LoadImmediateOfTwoDifferentValuesSaysTheyDiffer) {
  for (const char* text :
       {"mov ra0, 0xf3f3f3f5; mov rb0, 12", "ldi ra0, 0xf3f3f3f5; ldi rb0, 12"}) {
    auto a = assembleVc4(std::string(text) + "\n");
    EXPECT_EQ(a.errors, 1u) << text;
    EXPECT_NE(a.diagnostics.find("a load immediate writes one value to both outputs, and these "
                                 "differ (0xf3f3f3f5 and 0xc): load them in two instructions "
                                 "[invalid-combination]"),
              std::string::npos)
        << a.diagnostics;
  }
  EXPECT_EQ(one("mov ra0, 0x12345678; mov rb0, 0x12345678"), 0xe0024000'12345678u);
}

// vc4asm's `read`: a read address without an ALU operation (words from
// vc4asm 80ab48de), and vc4asm's placement of v8adds on a free mul unit.
TEST(Vc4Assembler, ReadSetsAReadAddressAndV8addsTakesTheMulUnit) {
  EXPECT_EQ(one("read vw_wait"), 0x100009e7'009f2000u);
  EXPECT_EQ(one("read 8"), 0xd00009e7'009c8000u);
  EXPECT_EQ(one("mov ra0, r1; read rb5"), 0x10020027'159c5240u);
  EXPECT_EQ(formatWord(0x10020027'159c5240u, 0), "mov ra0, r1; read rb5");
  EXPECT_EQ(one("v8adds r0, r1, r2"), 0x100049e0'c09e700au);
  EXPECT_EQ(one("av8adds r0, r1, r2"), 0x10020827'1e9e7280u);
  EXPECT_EQ(formatWord(0x10020827'1e9e7280u, 0), "av8adds r0, r1, r2");
  auto accumulator = assembleVc4("read r0\n");
  EXPECT_EQ(accumulator.errors, 1u);
}

TEST(Vc4Assembler, MistakesAreDiagnosedWithCodes) {
  struct Case {
    const char* text;
    const char* code;
    const char* phrase;
  };
  for (const Case& c :
       {Case{"frob r0, r1, r2", "unknown-instruction", "unknown operation 'frob'"},
        Case{"add r0, r1, 99", "not-small-immediate", "99 is not a small immediate"},
        Case{"mov r5, r0", "unknown-register", "r5 is written as 'r5quad'"},
        Case{"add.ifq r0, r1, r2", "unknown-suffix", "unknown suffix '.ifq'"},
        Case{"fmul r0, r1, r2; fmul r3, r1, r2", "wrong-unit",
             "'fmul' needs the mul unit, and the line already uses it"},
        Case{"add r0, r1, 1; nop; thrend", "invalid-combination",
             "the signal 'thrend' cannot be combined with a small immediate"},
        Case{"ldi r0, 5; thrsw", "invalid-combination", "a load immediate cannot carry a signal"},
        Case{"brr -, nowhere", "undefined-symbol", "undefined symbol 'nowhere'"}}) {
    auto a = assembleVc4(std::string(c.text) + "\n");
    EXPECT_TRUE(testing::hasError(a.diagnostics, c.code, c.phrase)) << c.text;
  }
}

}  // namespace
}  // namespace gpuasm::vc4
