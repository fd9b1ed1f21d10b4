// vc4asm's choices for constant moves and immediate sources in the vc4asm
// dialect (src/targets/vc4/asm/small_immediates.cpp, vc4asm_line.cpp:
// planConstantMoves, resolve). Every expected word was written by vc4asm
// 80ab48de (/work/oracles/vc4asm) for the line alone: `printf 'LINE\n' >
// t.qasm; vc4asm -C t.hex t.qasm` (t.hex holds the low word, then the high);
// 0 where vc4asm refuses the line.
#include <gtest/gtest.h>

#include <string>

#include "targets/vc4/asm/small_immediates.hpp"
#include "targets/vc4/vc4_support.hpp"

namespace gpuasm::vc4 {
namespace {

using testing::OracleCase;

class Vc4asmSmallImmediates : public ::testing::TestWithParam<OracleCase> {};

TEST_P(Vc4asmSmallImmediates, GivesVc4asmsWordOrRefusesAsItDoes) {
  std::string diagnostics;
  const OracleCase& c = GetParam();
  testing::expectVc4asmWord(c.source, c.word, diagnostics, c.errorCode, c.errorPhrase);
}

// A constant move beside another operation: a small immediate or the first
// value vc4asm makes from one on the move's unit (`add r0, 8, 8` for 16), else
// on the other unit with the parts swapping units (and vc4asm's write swap).
const OracleCase kConstantMoves[] = {
    {"mov r0, 16; mov r1, r2", 0xd0024821'8c9c8fd2},
    {"mov r1, r2; mov r0, 16", 0xd0024860'559c44bf},
    {"mov r0, 25; mov r1, r2", 0xd0024860'559c54bf},
    {"mov r1, r2; mov r0, 29", 0xd0025821'989c4fd2},
    {"mov r0, 32; mov r1, r2", 0xd0024821'879e5fd2},
    {"mov r0, 64; mov r1, r2", 0xd0024821'879e6fd2},
    {"mov r0, 0x80000000; mov r1, r2", 0xd0024821'909c1fd2},
    {"mov r0, -32; mov r1, r2", 0xd0024821'8c9d0fd2},
    {"mov r0, 3.0; mov r1, r2", 0xd0024821'889c3fd2},
    {"mov r0, 255; mov r1, r2", 0xd0024821'8e9d8fd2},
    {"mov r0, 0x3f800000; mov r1, r2", 0xd0024821'959e0fd2},
    {"mov r0, 268435456; mov r1, r2", 0xd0024860'759ef4bf},
    {"mov r0, 0x12345; mov r1, r2", 0, "not-small-immediate",
     "0x12345 is not a small immediate, nor made from one on a free unit"},
};
// Two constant moves, or one beside a small immediate already read: the
// second takes the value made from the same small immediate, on its unit or
// swapping units (`ftoi r2, 1.0; v8min ra1, 1.0, 1.0`).
const OracleCase kTwoConstantMoves[] = {
    {"mov ra0, 22; mov rb0, 22", 0xd0024000'cc9cbfff},
    {"mov r0, 16; mov r1, 16", 0xd0024821'cc9c8fff},
    {"mov ra1, 15; mov r2, 1", 0xd0024062'759cffff},
    {"mov ra1, -1; mov r2, 1", 0xd0025881'8e9dffff},
    {"mov ra1, 100; mov rb2, 0", 0xd0025081'569cafff},
    {"mov ra1, 1065353216; mov r2, 1", 0xd0025881'879e0fff},
    {"add r0, r1, 8; mov r2, 16", 0xd0024822'cc9c83ff},
    {"add.setf r1, r2, r3; mov r0, 25", 0xd0026860'4c9c54ff},
};
// Byte-replicated values and 0x7fffffff through a regfile-A pack, and moves
// to a packed destination.
const OracleCase kPackedConstantMoves[] = {
    {"mov ra1, 16843009; mov rb2, 0", 0xd0324042'f59c1fff},
    {"mov ra1, 0xf3f3f3f3; mov rb2, 0", 0xd0324042'f59d3fff},
    {"mov ra1, 2147483647; mov rb2, 0", 0xd0824042'ec9e1fff},
    {"mov ra0, 0xf3f3f3f3; mov rb0, 12", 0xd0325000'979d3fff},
    // Alone, a pack that writes part of the word keeps the ALU operation.
    {"mov ra1.8a, 16", 0xd0420067'0c9c8fc0},
    {"mov ra1.8a, 100", 0xd04059c1'409ca03f},
    {"mov ra1.8a, 5", 0xd0420067'159c5fc0},
    {"mov ra1.8a, 1; nop", 0xd0420067'159c1fc0},
    {"mov ra1.16a, 2.0", 0xd0120067'159e1fc0},
    {"mov r0.8a, 1", 0xd1c049e0'809c103f},  // the mul unit's pack: its v8min
    {"mov ra1.8a, 0", 0xe0420067'00000000},
};
// Alone, a constant move is a load immediate, except with .setf (a small
// immediate when one makes the value and it is not 0) or beside a signal
// (only 0, as x ^ x).
const OracleCase kLoneConstantMoves[] = {
    {"mov.setf r0, 16", 0xd0022827'0c9c8fc0},
    {"mov.setf r0, 32", 0xd0022827'079e5fc0},
    {"mov.setf r0, 0x80000000", 0xd0022827'109c1fc0},
    {"mov.setf r0, 12345", 0xe0022827'00003039},
    {"mov.setf r0, 0", 0xe0022827'00000000},
    {"mov r0, 0; ldtmu0", 0xa0024827'169e7fc0},
    {"mov r0, 16", 0xe0020827'00000010},
    {"mov r0, 1; ldtmu0", 0, "invalid-combination",
     "a constant move beside a signal can only move 0"},
};
// An ALU source matches a small immediate by its bits: 0x3f800000 is 1.0,
// 0.0 is 0.
const OracleCase kSourceBits[] = {
    {"add r0, r1, 0x3f800000", 0xd0020827'0c9e03c0},
    {"itof r0, 0x3f800000", 0xd0020827'089e0fc0},
    {"itof r0, 0.0", 0xd0020827'089c0fc0},
    {"fadd r0, r1, 0.0", 0xd0020827'019c03c0},
    {"v8adds r0, r1, 0x3f800000", 0xd00049e0'c09e000f},
    {"read 0x3f800000", 0xd00009e7'009e0000},
    {"read 0.0", 0xd00009e7'009c0000},
};
// add/sub of 16, or of -v beside the small immediate v, flips to sub/add.
const OracleCase kAddSubFlip[] = {
    {"add r0, r1, 16", 0xd0020827'0d9d03c0},
    {"sub r0, r1, 16", 0xd0020827'0c9d03c0},
    {"add r0, 3, -3; mov r1, r2", 0xd0024821'8d9c3fd2},
    {"v8min r1, r2, 3; add r0, r1, -3", 0xd0024821'8d9c33d7},
};
// A shift count takes any immediate's low five bits, a float's too.
const OracleCase kShiftCounts[] = {
    {"shl r0, r1, 1./256", 0xd0020827'119c03c0},
    {"shl r0, r1, 2e3", 0xd0020827'119c03c0},
    {"shl r0, r1, 20", 0xd0020827'119d43c0},
    {"shr r0, r1, 4.0", 0xd0020827'0e9c03c0},
};
// vc4asm's optimiser: xor/sub of one source with itself beside an idle mul
// unit (a load of 0, or the mul unit's condition left `always`); plain nops
// dropped while an operation can still take their unit.
const OracleCase kOptimiser[] = {
    // No register read, no signal: a load immediate of 0 (the flags and pack kept).
    {"xor r0, r1, r1", 0xe0020827'00000000},
    {"xor.ifns.setf ra14, r4, r4", 0xe00823a7'00000000},
    {"sub ra1.16a, r1, r1", 0xe0120067'00000000},
    {"sub -, r0, r0; mnop", 0xe00009e7'00000000},
    // Else the idle mul unit's condition stays `always`.
    {"sub.ifc ra24, mutex, mutex; nop", 0x100c4627'0dce7d80},
    {"xor r0, ra1, ra1", 0x10024827'16067d80},
    {"sub.ifz.setf rb26, elem_num, elem_num", 0x100476a7'0d9a7d80},
    {"sub r0, r1, r1; read ra1", 0x10024827'0d067240},
    {"xor ra1, r2, r2; ldtmu0", 0xa0024067'169e7480},
    {"sub r0, ra1, ra1; mnop", 0x10024827'0d067d80},
    {"nop; nop; nop", 0x100009e7'009e7000},
    {"nop; nop; add r0, r1, r2", 0x10020827'0c9e7280},
    {"add r0, r1, r2; fmul r1, r2, r3; nop", 0, "invalid-combination",
     "an instruction has two units: at most an add and a mul operation"},
};

// An operation whose two operands are the one small immediate, beside an
// idle unit: loaded as its result (the condition kept); with .setf, a pack,
// one operand or another operation it stays; beside a `read`, the idle unit's
// condition becomes `always`.
const OracleCase kFolding[] = {
    {"add r0, 8, 8", 0xe0020827'00000010},
    {"add r0, 8, 8; nop", 0xe0020827'00000010},
    {"sub r0, 5, 5", 0xe0020827'00000000},
    {"fadd r0, 1.0, 1.0", 0xe0020827'40000000},
    {"add.ifz r0, 8, 8", 0xe0040827'00000010},
    {"add.never r0, 8, 8", 0xe0000827'00000010},
    {"add -, 8, 8", 0xe00009e7'00000010},
    {"add rb5, 15, 15", 0xe0021167'0000001e},
    {"v8adds r0, 8, 8", 0xe0020827'00000010},
    {"mul24 r0, 3, 3", 0xe0020827'00000009},
    {"fmin r0, 1.0, 1.0", 0xe0020827'3f800000},
    {"asr r0, -16, -16", 0xe0020827'ffffffff},
    {"shl r0, -1, -1", 0xe0020827'80000000},
    {"ror r0, 1, 1", 0xe0020827'80000000},
    {"v8muld r0, 0.5, 0.5", 0xe0020827'10000000},
    {"fmul r1, 0.5, 0.5; nop", 0xe0020867'3e800000},
    {"nop; fmul ra1, 2.0, 2.0", 0xe0020067'40800000},
    {"add.setf r0, 8, 8", 0xd0022827'0c9c8fc0},
    {"add ra1.8a, 8, 8", 0xd0420067'0c9c8fc0},
    {"not r0, 5", 0xd0020827'179c5fc0},
    {"itof r0, 3", 0xd0020827'089c3fc0},
    {"add r0, 8, 8; mov r1, r2", 0xd0024821'8c9c8fd2},
    {"add r0, 8, 8; read ra1", 0xd0024827'0c048fc0},
    {"add.ifz r0, 8, 8; read ra1", 0xd0044827'0c048fc0},
    {"fmul r1, 2.0, 2.0; read ra1", 0xd00249e1'2006103f},
    {"not r0, 5; read ra1", 0xd0020827'17045fc0},
};

INSTANTIATE_TEST_SUITE_P(ConstantMoves, Vc4asmSmallImmediates, ::testing::ValuesIn(kConstantMoves));
INSTANTIATE_TEST_SUITE_P(TwoConstantMoves, Vc4asmSmallImmediates,
                         ::testing::ValuesIn(kTwoConstantMoves));
INSTANTIATE_TEST_SUITE_P(PackedConstantMoves, Vc4asmSmallImmediates,
                         ::testing::ValuesIn(kPackedConstantMoves));
INSTANTIATE_TEST_SUITE_P(LoneConstantMoves, Vc4asmSmallImmediates,
                         ::testing::ValuesIn(kLoneConstantMoves));
INSTANTIATE_TEST_SUITE_P(SourceBits, Vc4asmSmallImmediates, ::testing::ValuesIn(kSourceBits));
INSTANTIATE_TEST_SUITE_P(AddSubFlip, Vc4asmSmallImmediates, ::testing::ValuesIn(kAddSubFlip));
INSTANTIATE_TEST_SUITE_P(ShiftCounts, Vc4asmSmallImmediates, ::testing::ValuesIn(kShiftCounts));
INSTANTIATE_TEST_SUITE_P(Optimiser, Vc4asmSmallImmediates, ::testing::ValuesIn(kOptimiser));
INSTANTIATE_TEST_SUITE_P(Folding, Vc4asmSmallImmediates, ::testing::ValuesIn(kFolding));

// Where the QPU's result differs from vc4asm's we load the QPU's (vc4asm
// 80ab48de loads 2.0 for `fsub r0, 1.0, 1.0` and drops the condition of a
// folded mul-unit operation), and a NaN input is left to the QPU.
TEST(Vc4asmFolding, LoadsWhatTheQpuComputesNotVc4asmsSlips) {
  struct Case {
    const char* source;
    uint64_t word;
  } cases[] = {
      {"fsub r0, 1.0, 1.0", 0xe0020827'00000000},      // vc4asm: 0x40000000
      {"fmul.ifz r1, 2.0, 2.0", 0xe0040867'40800000},  // vc4asm: condition always
      {"fadd r0, -16, -16", 0xd0020827'019d0fc0},      // the bits of -16 are a NaN
  };
  for (const Case& c : cases) {
    std::string diagnostics;
    testing::expectVc4asmWord(c.source, c.word, diagnostics);
  }
}

// vc4asm 80ab48de refuses `mov r0, 25; mov r1, 25` ("A124.2: Load immediate
// or semaphore cannot be combined with signals": its first move took
// `mul24 r0, 5, 5`); we load 25 once to both outputs (hand derivation:
// signal 14, both conditions always, waddr_add 32 (r0), waddr_mul 33 (r1)).
TEST(Vc4asmSmallImmediatesDeliberate, TwoMovesOfOneValueNoUnitMakesAreOneLoad) {
  testing::Assembled ours = testing::assembleVc4Unchecked("mov r0, 25; mov r1, 25\n");
  ASSERT_EQ(ours.errors, 0u) << ours.diagnostics;
  ASSERT_EQ(ours.words.size(), 1u);
  EXPECT_EQ(ours.words[0], 0xe0024821'00000019u);
}

// The derivations of a value, best first: the table's order decides which
// vc4asm takes (smallimmediate.html lists 16 as `add`, 25 as `mul24`).
TEST(Vc4asmSmallImmediatesTable, PrefersTheOperationsVc4asmPrefers) {
  auto first = [](uint32_t value, Unit unit) {
    for (const DerivedImmediate& d : derivedImmediates(value))
      if (d.unit == unit) return std::pair{findOp(unit, d.opcode)->mnemonic, d.code};
    return std::pair{std::string_view{}, uint8_t{0}};
  };
  EXPECT_EQ(first(16, Unit::Add), (std::pair{std::string_view{"add"}, uint8_t{8}}));
  EXPECT_EQ(first(16, Unit::Mul), (std::pair{std::string_view{"mul24"}, uint8_t{4}}));
  EXPECT_EQ(first(25, Unit::Mul), (std::pair{std::string_view{"mul24"}, uint8_t{5}}));
  EXPECT_EQ(first(25, Unit::Add).first, std::string_view{});
  EXPECT_EQ(first(31, Unit::Add), (std::pair{std::string_view{"clz"}, uint8_t{1}}));
  EXPECT_EQ(first(0x80000000u, Unit::Add), (std::pair{std::string_view{"ror"}, uint8_t{1}}));
  EXPECT_EQ(first(0xc0000000u, Unit::Add), (std::pair{std::string_view{"itof"}, uint8_t{30}}));
  EXPECT_TRUE(derivedImmediates(0).empty());  // 0 moves as x ^ x
  EXPECT_TRUE(derivedImmediates(0x12345).empty());
}

}  // namespace
}  // namespace gpuasm::vc4
