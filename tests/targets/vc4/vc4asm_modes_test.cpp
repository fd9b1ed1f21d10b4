// vc4asm's opcode packs and unpacks that reach no output or source, rotations
// by whole turns, `x - x`, its unit swap, outputs sharing one file and `r4` as
// a destination (src/targets/vc4/vc4asm_modes.cpp). Every expected word was
// written by vc4asm 80ab48de for the line alone:
//   printf '<line>\n' > t.qasm; /work/oracles/vc4asm/build/vc4asm -C t.hex t.qasm
// (t.hex holds `0xLOW, 0xHIGH`); vc4asm's own warning is noted where it gives
// one. The corpus test covers the tables; these name the rules.
#include <gtest/gtest.h>

#include <string>

#include "targets/vc4/disassembler.hpp"
#include "vc4_support.hpp"

namespace gpuasm::vc4 {
namespace {

struct ModeCase {
  const char* source;
  uint64_t word;        // 0: refused
  const char* warning;  // the warning code ours gives, or nullptr for none
};

class Vc4asmModes : public ::testing::TestWithParam<ModeCase> {};

TEST_P(Vc4asmModes, GivesVc4asmsWordWithTheWarningOrRefuses) {
  const ModeCase& c = GetParam();
  testing::Assembled ours = testing::assembleVc4Unchecked(std::string(c.source) + "\n");
  if (c.word == 0) {
    EXPECT_GT(ours.errors, 0u) << c.source;
    EXPECT_NE(ours.diagnostics.find("error:"), std::string::npos) << c.source;
    return;
  }
  ASSERT_EQ(ours.errors, 0u) << c.source << "\n" << ours.diagnostics;
  ASSERT_EQ(ours.words.size(), 1u);
  EXPECT_EQ(ours.words[0], c.word) << c.source;
  if (c.warning) {
    EXPECT_NE(ours.diagnostics.find(std::string("[") + c.warning + "]"), std::string::npos)
        << c.source << "\n"
        << ours.diagnostics;
  } else {
    EXPECT_EQ(ours.diagnostics.find("warning:"), std::string::npos) << ours.diagnostics;
  }
  // Our disassembly of the word reads back to it.
  std::string text = formatWord(c.word, 0);
  testing::Assembled back = testing::assembleVc4Unchecked(text + "\n");
  ASSERT_EQ(back.errors, 0u) << text << "\n" << back.diagnostics;
  ASSERT_EQ(back.words.size(), 1u) << text;
  EXPECT_EQ(back.words[0], c.word) << text;
}

INSTANTIATE_TEST_SUITE_P(
    OpcodePackOutsideRegfileA, Vc4asmModes,
    ::testing::Values(
        // The pm = 0 bits go to the regfile-A write, the idle unit's: they pack nothing.
        ModeCase{"add.pack16a rb5, r1, r2", 0x101211670c9e7280, "pack-without-effect"},
        ModeCase{"itof.pack16bs rb5, r1", 0x10221167089e7240, "pack-without-effect"},
        ModeCase{"itof.pack16bsi rb5, r1", 0x10a21167089e7240, "pack-without-effect"},
        ModeCase{"fmul.pack16a r0, r1, r2", 0x101049e0209e700a, "pack-without-effect"},
        ModeCase{"add.pack16a ra5, r1, r2", 0x101201670c9e7280, nullptr},
        // vc4asm: "A63.10" (the add unit's accumulator target).
        ModeCase{"add.pack16a r0, r1, r2", 0, nullptr},
        // vc4asm packs the mul unit's ra6 here (0x10125146 0x2c9e728a): refused.
        ModeCase{"add.pack16a rb5, r1, r2; fmul ra6, r1, r2", 0, nullptr},
        ModeCase{"fmul.pack16a rb5, r1, r2; add ra1, r1, r2", 0, nullptr},
        // `8af`..`8df` on an opcode: the mul unit's pm = 1 codes 12..15.
        ModeCase{"or.pack8af rb5, r1, r2", 0x11c049c5809e700a, nullptr},
        ModeCase{"or.pack8af ra5, r1, r2", 0x11c059c5809e700a, nullptr},
        ModeCase{"fmul.pack8df r0, r1, r2", 0x11f049e0209e700a, nullptr},
        // vc4asm: "A65.10".
        ModeCase{"fadd.pack8af ra5, r1, r2", 0, nullptr},
        // `.pack32si` (unknown to vc4asm on an opcode) is `.pack32s`, 0x10820167 0x0c9e7280.
        ModeCase{"add.pack32si ra5, r1, r2", 0x108201670c9e7280, nullptr},
        ModeCase{"itof.pack32si tmurs, r1", 0, nullptr}));

INSTANTIATE_TEST_SUITE_P(
    OpcodeUnpackWithoutSource, Vc4asmModes,
    ::testing::Values(
        // vc4asm: "Warning A48: The unpack option does not apply to any source argument."
        ModeCase{"itof.unpack16a r0, r0", 0x12020827089e7000, "unpack-without-effect"},
        ModeCase{"itof.unpack8c r0, rb4", 0x1c020827089c4fc0, "unpack-without-effect"},
        ModeCase{"itof.unpack8dr r0, r0", 0x16020827089e7000, "unpack-without-effect"},
        // An `i` form is a regfile-A unpack (pm = 0): r4 is read as it is.
        ModeCase{"ftoi.unpack16ai r0, r4", 0x12020827079e7900, "unpack-without-effect"},
        ModeCase{"ftoi.unpack8bi r0, r4", 0x1a020827079e7900, "unpack-without-effect"},
        ModeCase{"ftoi.unpack16b r0, r4", 0x15020827079e7900, nullptr},
        ModeCase{"fadd.unpack8ai r0, r4, ra1", 0x1802082701067980, nullptr},
        // The bits would unpack the mul unit's ra2 (vc4asm: "A45.1").
        ModeCase{"itof.unpack8c r0, r0; fmul r1, ra2, r3", 0, nullptr}));

INSTANTIATE_TEST_SUITE_P(
    RotationByWholeTurns, Vc4asmModes,
    ::testing::Values(ModeCase{"mov r0, r1 << 16", 0x10020827159e7240, nullptr},
                      ModeCase{"mov r0, r1 >> 0", 0x10020827159e7240, nullptr},
                      ModeCase{"mov r0, r1 << (8+8)", 0x10020827159e7240, nullptr},
                      ModeCase{"mov r0, r1 << -16", 0x10020827159e7240, nullptr},
                      ModeCase{"mov r0, r1 >> 0; fmul r2, r1, r2", 0x10024822359e724a, nullptr},
                      ModeCase{"mov r0, r1 << 3", 0xd00049e0809fd009, nullptr}));

INSTANTIATE_TEST_SUITE_P(ZeroDifference, Vc4asmModes,
                         ::testing::Values(
                             // No register read, no signal: a load immediate of 0.
                             ModeCase{"xor.ifns.setf ra14, r4, r4", 0xe00823a700000000, nullptr},
                             ModeCase{"sub r0, r1, r1", 0xe002082700000000, nullptr},
                             ModeCase{"sub ra1.16a, r1, r1", 0xe012006700000000, nullptr},
                             // Else the idle mul unit's condition stays `always`.
                             ModeCase{"sub.ifz.setf rb26, elem_num, elem_num", 0x100476a70d9a7d80,
                                      nullptr},
                             ModeCase{"sub r0, r1, r1; read ra1", 0x100248270d067240, nullptr},
                             ModeCase{"xor ra1, r2, r2; ldtmu0", 0xa0024067169e7480, nullptr},
                             // Ours: `; mnop` keeps the operation as written (vc4asm loads 0 or
                             // leaves the mul condition `always` there too).
                             ModeCase{"sub -, r0, r0; mnop", 0x100009e70d9e7000, nullptr},
                             ModeCase{"sub r0, ra1, ra1; mnop", 0x100208270d067d80, nullptr}));

INSTANTIATE_TEST_SUITE_P(
    UnitSwap, Vc4asmModes,
    ::testing::Values(
        // The mul unit's v8adds moves to the add unit for mul24; write swap 1.
        ModeCase{"v8adds.ifn r0, r4, r1; mul24.ifnc r1, ra24, r0", 0x100958215e627870, nullptr},
        ModeCase{"v8subs rb25, rb25, r4; fmul.ifnc ra14, ra8, r3", 0x1003564e3f219f33, nullptr},
        ModeCase{"v8adds r0, r1, r2; fmul ra1, r1, r2", 0x100258013e9e728a, nullptr},
        // vc4asm: "A101.2" (.setf pins the unit).
        ModeCase{"v8adds.setf r0, r1, r2; fmul r3, r1, r2", 0, nullptr},
        // A float-unpacked mov after a nop is the add unit's fmin.
        ModeCase{"nop; mov r0, ra4.8df", 0x1e02182703127d80, nullptr},
        ModeCase{"nop; mov rb1, ra4.8df", 0x1e02106703127d80, nullptr}));

INSTANTIATE_TEST_SUITE_P(
    OutputsSharingAFile, Vc4asmModes,
    ::testing::Values(
        // The first-written output goes through the other file where its
        // address is the same register there (table 14).
        ModeCase{"add ra32, r0, r1; fmul ra1, r0, r1", 0x100258012c9e7041, nullptr},
        ModeCase{"add rb40, r0, r1; fmul rb1, r0, r1", 0x10024a012c9e7041, nullptr},
        ModeCase{"add unif_addr, r0, r1; fmul ra1, r0, r1", 0x10025a012c9e7041, nullptr},
        ModeCase{"fmul ra33, r0, r1; add ra1, r0, r1", 0x100240612c9e7041, nullptr},
        // vc4asm: "A131" (ra1 is in regfile A only; 37 differs between the files).
        ModeCase{"add ra1, r0, r1; fmul ra33, r0, r1", 0, nullptr},
        ModeCase{"add ra37, r0, r1; fmul ra1, r0, r1", 0, nullptr}));

INSTANTIATE_TEST_SUITE_P(PackedConstantMove, Vc4asmModes,
                         ::testing::Values(
                             // A pack that writes part of the word keeps a lone constant mov an
                             // ALU move of a small immediate (the mul unit's v8min for pm = 1).
                             ModeCase{"mov ra1.8a, 5", 0xd0420067159c5fc0, nullptr},
                             ModeCase{"mov ra1.8a, 1; nop", 0xd0420067159c1fc0, nullptr},
                             ModeCase{"mov ra1.16a, 2.0", 0xd0120067159e1fc0, nullptr},
                             ModeCase{"mov r0.8a, 1", 0xd1c049e0809c103f, nullptr},
                             // 0 is loaded.
                             ModeCase{"mov ra1.8a, 0", 0xe042006700000000, nullptr}));

INSTANTIATE_TEST_SUITE_P(R4AsDestination, Vc4asmModes,
                         ::testing::Values(
                             // Address 36, tmu_noswap (r4 cannot be written).
                             ModeCase{"mov r4, r1", 0x10020927159e7240, "r4-destination"},
                             ModeCase{"nop; mov r4, r1", 0x100049e4809e7009, "r4-destination"},
                             ModeCase{"add r4, r0, r1; fmul ra1, r0, r1", 0x100259012c9e7041,
                                      "r4-destination"},
                             ModeCase{"ldi r4, 5", 0xe002092700000005, "r4-destination"}));

}  // namespace
}  // namespace gpuasm::vc4
