// vc4asm's context-dependent pack, unpack, nop and branch `.setf` choices in
// the vc4asm dialect (src/targets/vc4/asm/vc4asm_modes.cpp, resolveVc4asmModes and
// placeOnUnits). Every expected word was written by vc4asm 80ab48de
// (/work/oracles/vc4asm) for the line alone; the corpus test covers the
// whole tables, these name the rules.
#include <gtest/gtest.h>

#include <string>

#include "targets/vc4/vc4_support.hpp"

namespace gpuasm::vc4 {
namespace {

using testing::OracleCase;

class Vc4asmContextChoices : public ::testing::TestWithParam<OracleCase> {};

TEST_P(Vc4asmContextChoices, GivesVc4asmsWordOrRefusesAsItDoes) {
  std::string diagnostics;
  const OracleCase& c = GetParam();
  testing::expectVc4asmWord(c.source, c.word, diagnostics, c.errorCode, c.errorPhrase);
}

INSTANTIATE_TEST_SUITE_P(
    Oracle, Vc4asmContextChoices,
    ::testing::Values(
        // Regfile-A pack only into ra0..ra31; the mul unit's pm = 1 elsewhere.
        OracleCase{"add ra5.16a, r1, r2", 0x101201670c9e7280},
        OracleCase{"add r0.16a, r1, r2", 0, "invalid-pack", "requires a regfile A target"},
        OracleCase{"add ra5.16af, r1, r2", 0, "invalid-pack",
                   "requires the result of a floating point operation"},
        OracleCase{"fadd ra5.16ai, r1, r2", 0, "invalid-pack",
                   "requires the result of an integer operation"},
        OracleCase{"nop; fmul ra5.8a, r1, r2", 0x104059c5209e700a},
        OracleCase{"nop; fmul r0.8a, r1, r2", 0x11c049e0209e700a},
        OracleCase{"nop; mul24 r0.8888, r1, r2", 0x113049e0409e700a},
        OracleCase{"ldi r3.8a, 0x1234", 0xe1c049e300001234},
        OracleCase{"ldi ra3.8a, 0x1234", 0xe04200e700001234},
        // `op.packXX` is not checked against the result type.
        OracleCase{"add.pack16ai ra5, r1, r2", 0x101201670c9e7280},
        // `or` / `mov` with a mul pack become the mul unit's v8min.
        OracleCase{"or r0.8a, r1, r2; fadd r1, r2, r3", 0x11c24860819e74ca},
        OracleCase{"fadd r1, r2, r3; or r0.8a, r1, r2", 0, "wrong-unit",
                   "this pack needs the mul unit, where 'or' is 'v8min', and the add unit is "
                   "already used"},
        OracleCase{"mov ra5.8888sf, r1", 0x11b059c5809e7009},
        // A plain nop gives way; a float-unpacked mov is fmin.
        OracleCase{"nop; add r0, r1, r2", 0x100208270c9e7280},
        OracleCase{"mov r0, ra4.8af", 0x1802082703127d80},
        OracleCase{"fadd r1, r2, r3; mov r0, ra4.16af", 0x12024860811274f6},
        // Unpack checks.
        OracleCase{"fadd r0, ra4.16ai, r1", 0, "invalid-unpack",
                   "an integer unpack mode needs an operation that takes integer input"},
        OracleCase{"add r0, ra4.16af, r1", 0, "invalid-unpack",
                   "a float unpack mode needs an operation that takes floating point input"},
        OracleCase{"add r0, r4.8ai, r1", 0, "invalid-unpack",
                   "an integer unpack mode is not supported by r4"},
        // A shift count is any integer's low five bits.
        OracleCase{"shl r0, r1, 20", 0xd0020827119d43c0},
        OracleCase{"asr r0, r1, -40", 0xd00208270f9d83c0},
        OracleCase{"ror r0, ra1, 31", 0xd00208271005fdc0},
        // `.setf` on a branch: bit 45, the branch register's low bit.
        OracleCase{"bra.setf -, 0", 0xf0f029e700000000},
        OracleCase{"bra.setf -, ra2", 0, "invalid-combination",
                   "a branch with .setf cannot use an even register"}));

}  // namespace
}  // namespace gpuasm::vc4
