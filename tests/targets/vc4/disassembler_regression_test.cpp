// Words the vc4 disassembler fuzzer found printed as text that reassembled to
// a different word.
#include <gtest/gtest.h>

#include "targets/vc4/disassembler.hpp"
#include "targets/vc4/vc4_support.hpp"

namespace gpuasm::vc4 {
namespace {

TEST(Vc4DisassemblerRegression, PackModeOnAnUnusedLoadImmediateWriteIsAQuad) {
  // ldi (signal 0xe), type 32-bit, pm = 0, pack = 3, add condition never, ws = 1:
  // the add writes rb30, so the regfile-A pack belongs to the mul write, which
  // is the nop register 39. `ldi.never rb30, 0x40` alone would lose the pack.
  const uint64_t word = 0xe03017a700000040;
  EXPECT_EQ(formatWord(word, 0),
            ".quad 0xe03017a700000040  # mul write goes nowhere but has pack mode 3");
  auto again = testing::assembleVc4Unchecked(formatWord(word, 0) + "\n");
  ASSERT_EQ(again.words.size(), 1u) << again.diagnostics;
  EXPECT_EQ(again.words[0], word);
}

TEST(Vc4DisassemblerRegression, ColourPackOfAnIdleMulUnitIsAQuad) {
  // loadcv, unpack 8c with pm = 1 (it would unpack r4; no operand reads r4),
  // mul colour pack 8 on the idle mul unit: `shl.unpack8c.never r0, ra1, rb10;
  // loadcv` reassembled with pm = 0 and no pack (0x7c0008271104adc0).
  const uint64_t word = 0x7d8008271104adc0;
  std::string text = formatWord(word, 0);
  EXPECT_TRUE(text.starts_with(".quad 0x7d8008271104adc0  # ")) << text;
  auto again = testing::assembleVc4Unchecked(text + "\n");
  ASSERT_EQ(again.words.size(), 1u) << again.diagnostics;
  EXPECT_EQ(again.words[0], word);
}

TEST(Vc4DisassemblerRegression, ConditionalWriteToNothingBesideAStrayUnpackKeepsItsCondition) {
  // or (mov) of vw_wait with condition ifn to address 39, unpack 16a that
  // reaches no operand, signal bkpt: written with `-`, the condition was
  // dropped on reassembly (0x020009e7159f2fc0).
  const uint64_t word = 0x020809e7159f2fc0;
  std::string text = formatWord(word, 0);
  EXPECT_EQ(text, "mov.unpack16a.ifn ra39, vw_wait; bkpt");
  auto again = testing::assembleVc4Unchecked(text + "\n");
  ASSERT_EQ(again.words.size(), 1u) << again.diagnostics;
  EXPECT_EQ(again.words[0], word);
}

TEST(Vc4DisassemblerRegression, R4UnpackBitsBesideARegfileAOperandAreNotAnOpcodeSuffix) {
  // fmul ra4, ra4 to r0 with the colour pack 8 (pm = 1) and r4 unpack bits 8c
  // that no operand takes: `fmul.unpack8c r0.mpack8, ra4, ra4` would unpack
  // ra4 (pm = 0) and did not assemble.
  const uint64_t word = 0x7d8049e020127036;
  std::string text = formatWord(word, 0);
  EXPECT_TRUE(text.starts_with(".quad 0x7d8049e020127036  # ")) << text;
  auto again = testing::assembleVc4Unchecked(text + "\n");
  ASSERT_EQ(again.words.size(), 1u) << again.diagnostics;
  EXPECT_EQ(again.words[0], word);
}

}  // namespace
}  // namespace gpuasm::vc4
