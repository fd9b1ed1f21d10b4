// vc4asm's opcode packs and unpacks that reach no output or source, rotations
// by whole turns, its unit swap, outputs sharing one file and `r4` as a
// destination (src/targets/vc4/asm/vc4asm_modes.cpp). Every expected word was
// written by vc4asm 80ab48de for the line alone:
//   printf '<line>\n' > t.qasm; /work/oracles/vc4asm/build/vc4asm -C t.hex t.qasm
// (t.hex holds `0xLOW, 0xHIGH`); vc4asm's own warning is noted where it gives
// one. The corpus test covers the tables; these name the rules.
#include <gtest/gtest.h>

#include <string>

#include "targets/vc4/vc4_support.hpp"

namespace gpuasm::vc4 {
namespace {

struct ModeCase {
  const char* source;
  uint64_t word;        // 0: refused
  const char* warning;  // the warning code ours gives, or nullptr for none
  // A refusal: the code of our error and what it says.
  const char* errorCode = nullptr;
  const char* errorPhrase = nullptr;
};

class Vc4asmModes : public ::testing::TestWithParam<ModeCase> {};

TEST_P(Vc4asmModes, GivesVc4asmsWordWithTheWarningOrRefuses) {
  const ModeCase& c = GetParam();
  std::string diagnostics;
  testing::expectVc4asmWord(c.source, c.word, diagnostics, c.errorCode, c.errorPhrase);
  if (c.word == 0 || HasFatalFailure()) return;
  if (c.warning) {
    EXPECT_NE(diagnostics.find(std::string("[") + c.warning + "]"), std::string::npos)
        << c.source << "\n"
        << diagnostics;
  } else {
    EXPECT_EQ(diagnostics.find("warning:"), std::string::npos) << diagnostics;
  }
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
        ModeCase{"add.pack16a r0, r1, r2", 0, nullptr, "invalid-pack",
                 "the add unit packs only into a regfile A register"},
        // vc4asm packs the mul unit's ra6 here (0x10125146 0x2c9e728a): refused.
        ModeCase{"add.pack16a rb5, r1, r2; fmul ra6, r1, r2", 0, nullptr, "invalid-pack",
                 "'rb5' is not in regfile A, so this regfile-A pack would pack the other "
                 "operation's output 'ra6'"},
        ModeCase{"fmul.pack16a rb5, r1, r2; add ra1, r1, r2", 0, nullptr, "invalid-pack",
                 "'rb5' is not in regfile A, so this regfile-A pack would pack the other "
                 "operation's output 'ra1'"},
        // `8af`..`8df` on an opcode: the mul unit's pm = 1 codes 12..15.
        ModeCase{"or.pack8af rb5, r1, r2", 0x11c049c5809e700a, nullptr},
        ModeCase{"or.pack8af ra5, r1, r2", 0x11c059c5809e700a, nullptr},
        ModeCase{"fmul.pack8df r0, r1, r2", 0x11f049e0209e700a, nullptr},
        // vc4asm: "A65.10".
        ModeCase{"fadd.pack8af ra5, r1, r2", 0, nullptr, "invalid-pack",
                 "this pack mode is the mul unit's alone (pm = 1)"},
        // `.pack32si` (unknown to vc4asm on an opcode) is `.pack32s`, 0x10820167 0x0c9e7280.
        ModeCase{"add.pack32si ra5, r1, r2", 0x108201670c9e7280, nullptr},
        ModeCase{"itof.pack32si tmurs, r1", 0, nullptr, "invalid-pack",
                 "the add unit packs only into a regfile A register"}));

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
        ModeCase{"itof.unpack8c r0, r0; fmul r1, ra2, r3", 0, nullptr, "invalid-combination",
                 "the unpack would unpack the regfile-A read of 'ra2'"}));

INSTANTIATE_TEST_SUITE_P(
    RotationByWholeTurns, Vc4asmModes,
    ::testing::Values(ModeCase{"mov r0, r1 << 16", 0x10020827159e7240, nullptr},
                      ModeCase{"mov r0, r1 >> 0", 0x10020827159e7240, nullptr},
                      ModeCase{"mov r0, r1 << (8+8)", 0x10020827159e7240, nullptr},
                      ModeCase{"mov r0, r1 << -16", 0x10020827159e7240, nullptr},
                      ModeCase{"mov r0, r1 >> 0; fmul r2, r1, r2", 0x10024822359e724a, nullptr},
                      ModeCase{"mov r0, r1 << 3", 0xd00049e0809fd009, nullptr}));

INSTANTIATE_TEST_SUITE_P(
    UnitSwap, Vc4asmModes,
    ::testing::Values(
        // The mul unit's v8adds moves to the add unit for mul24; write swap 1.
        ModeCase{"v8adds.ifn r0, r4, r1; mul24.ifnc r1, ra24, r0", 0x100958215e627870, nullptr},
        ModeCase{"v8subs rb25, rb25, r4; fmul.ifnc ra14, ra8, r3", 0x1003564e3f219f33, nullptr},
        ModeCase{"v8adds r0, r1, r2; fmul ra1, r1, r2", 0x100258013e9e728a, nullptr},
        // vc4asm: "A101.2" (.setf pins the unit).
        ModeCase{"v8adds.setf r0, r1, r2; fmul r3, r1, r2", 0, nullptr, "wrong-unit",
                 "'fmul' needs the mul unit, and the line already uses it"},
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
        ModeCase{"add ra1, r0, r1; fmul ra33, r0, r1", 0, nullptr, "invalid-combination",
                 "'ra1' and 'ra33' cannot be written together"},
        ModeCase{"add ra37, r0, r1; fmul ra1, r0, r1", 0, nullptr, "invalid-combination",
                 "'ra37' and 'ra1' cannot be written together"}));

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
