// Register aliases (`.set name, register`), vc4asm's register arithmetic, the
// dialect chosen by the file's extension, vc4asm's integer math operators and
// the `.rot` suffix. Each aliased or derived form is checked against the plain
// form it stands for, whose encoding the ISA and corpus tests pin to the guide.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "gpuasm/target.hpp"
#include "targets/vc4/isa.hpp"
#include "targets/vc4/vc4_support.hpp"

namespace gpuasm::vc4 {
namespace {

struct Outcome {
  std::vector<uint64_t> words;
  std::string diagnostics;
  size_t errors = 0;
};

Outcome assemble(const std::string& text, const std::string& name = "test.s",
                 const std::string& dialect = "") {
  AssembleSettings settings;
  if (!dialect.empty()) settings.targetOptions["dialect"] = dialect;
  AssembleOutcome o = assembleText(*findTarget("vc4"), name, text, settings);
  Outcome out;
  out.diagnostics = o.diagnosticsText;
  out.errors = o.errors;
  if (o.image) out.words = o.image->words(0);
  return out;
}

// Both texts assemble without errors to the same, non-empty words.
void expectSameWords(const std::string& aliased, const std::string& plain,
                     const std::string& name = "test.s", const std::string& dialect = "") {
  Outcome a = assemble(aliased, name, dialect);
  Outcome p = assemble(plain, name, dialect);
  ASSERT_EQ(a.errors, 0u) << a.diagnostics;
  ASSERT_EQ(p.errors, 0u) << p.diagnostics;
  ASSERT_FALSE(p.words.empty());
  EXPECT_EQ(a.words, p.words);
}

void expectError(const std::string& text, const std::string& code, const std::string& phrase,
                 const std::string& name = "test.s") {
  EXPECT_TRUE(testing::hasError(assemble(text, name).diagnostics, code, phrase)) << text;
}

// ---- aliases in the vc4asm dialect -----------------------------------------

TEST(Vc4RegisterAlias, AliasStandsForItsRegisterAsSourceAndDestination) {
  expectSameWords(".set ra_x, ra3\n.set rb_y, rb9\nadd ra_x, r1, rb_y\nnop\nmov r0, ra_x\n",
                  "add ra3, r1, rb9\nnop\nmov r0, ra3\n");
  // An I/O register and an accumulator.
  expectSameWords(".set out, vw_setup\n.set acc, r2\nmov out, acc\n", "mov vw_setup, r2\n");
  // `name = register` is the same as `.set`.
  expectSameWords("ptr = ra7\nmov ptr, unif\n", "mov ra7, unif\n");
}

TEST(Vc4RegisterAlias, AliasOfAnAliasAsGpuFftWritesThem) {
  expectSameWords(".set rb_xxx, rb9\n.set rb_0x40, rb_xxx\nadd r0, r1, rb_0x40\n",
                  "add r0, r1, rb9\n");
}

TEST(Vc4RegisterAlias, AliasCarriesPackAndUnpackSuffixes) {
  expectSameWords(".set half, ra4.16a\nadd half, r0, r1\nnop\nmov r2, half\n",
                  "add ra4.16a, r0, r1\nnop\nmov r2, ra4.16a\n");
}

TEST(Vc4RegisterAlias, AliasWorksInLoadImmediatesSemaphoresAndBranches) {
  expectSameWords(".set d1, ra1\n.set d2, rb2\nldi d1, d2, 0x1234\nsrel d1, 3\n",
                  "ldi ra1, rb2, 0x1234\nsrel ra1, 3\n");
  expectSameWords(".set link, ra5\n.set ret, ra6\nbra link, ret\nnop\nnop\nnop\n",
                  "bra ra5, ra6\nnop\nnop\nnop\n");
}

// vc4asm, doc/expressions.html: "In case the left operand is a register the
// register number changes" (GPU_FFT writes `ra_tw_re+TW16+4`).
TEST(Vc4RegisterAlias, RegisterArithmeticMovesTheRegisterNumber) {
  expectSameWords(
      ".set ra_tw_re, ra10\n.set TW16, 3\nmov ra_tw_re+TW16+4, r0\n"
      "mov r1, ra_tw_re + 1\n",
      "mov ra17, r0\nmov r1, ra11\n");
  expectSameWords(".set base, rb20\n.set last, base - 4\nmov last, r0\n", "mov rb16, r0\n");
  expectSameWords("mov r1, r0 + 2\n", "mov r1, r2\n");
}

TEST(Vc4RegisterAlias, AliasesSurviveMacrosAndIncludes) {
  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() / ("gpuasm_alias_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::ofstream(dir / "regs.qinc") << ".set ra_acc, ra7\n"
                                      ".macro put, dst, src\n"
                                      "  mov \\dst, \\src\n"
                                      ".endm\n";
  std::string main =
      ".include \"regs.qinc\"\nput ra_acc, r1\n"
      ".macro twice, reg\n  .set tmp, \\reg\n  mov tmp, r2\n.endm\n"
      "twice rb3\nnop\nmov r0, tmp\n";
  Outcome o = assemble(main, (dir / "main.qasm").string());
  Outcome plain = assemble("mov ra7, r1\nmov rb3, r2\nnop\nmov r0, rb3\n");
  ASSERT_EQ(o.errors, 0u) << o.diagnostics;
  EXPECT_EQ(o.words, plain.words);
  fs::remove_all(dir);
}

TEST(Vc4RegisterAlias, AnAliasIsDefinedForIfdefAndCanBeRedefined) {
  expectSameWords(".set r, ra1\n.ifdef r\n.set r, ra2\n.endif\nmov r, r0\n", "mov ra2, r0\n");
}

TEST(Vc4RegisterAlias, MisusesAreDiagnosed) {
  // A register in an integer expression.
  expectError(".set ra_x, ra3\nldi r0, ra_x * 2\n", "not-a-number",
              "'ra_x' is register 'ra3', not a number");
  expectError(".set ra_x, ra3\n.set n, ra_x\n.rept n\nnop\n.endr\n", "not-a-number",
              "'n' is register 'ra3'");
  // An integer where a register is needed.
  expectError(".set n, 5\nmov n, r0\n", "expected-register", "'n' is a number or a label");
  // A register that cannot be used that way.
  expectError(".set w, vw_setup\nmov r0, w\n", "unknown-register",
              "'w' is register 'vw_setup', which cannot be read");
  expectError(".set rd, elem_num\nmov rd, r0\n", "unknown-register",
              "'rd' is register 'elem_num', which cannot be written");
  // Arithmetic outside the register's range, on a name without a number, or
  // with an offset not known yet.
  expectError(".set top, ra62\nmov top + 2, r0\n", "value-out-of-range", "outside ra0..ra63");
  expectError(".set x, unif + 1\n", "value-out-of-range", "has no register number");
  expectError("mov ra1 + later, r0\nlater:\n", "not-constant", "must be an integer known here");
  expectError(".set x, ra1 * 2\n", "unexpected-token", "a register alias is a register");
}

// ---- the thesis dialect ----------------------------------------------------

TEST(Vc4RegisterAlias, ThesisDialectAliasesItsRawRegisters) {
  expectSameWords(
      ".set state, ra5\n.set key, rb6\nadd state, r0, key; nop\n"
      "ldi state, 7\nnop; nop\nbrr ra39, rb39, 0, state\n",
      "add ra5, r0, rb6; nop\nldi ra5, 7\nnop; nop\nbrr ra39, rb39, 0, ra5\n", "test.s", "thesis");
  expectSameWords(".set s, ra5\nadd s + 1, r0, rb6; nop\n", "add ra6, r0, rb6; nop\n", "test.s",
                  "thesis");
  EXPECT_TRUE(testing::hasError(assemble(".set s, ra70\n", "test.s", "thesis").diagnostics,
                                "unknown-register", "'ra70' is not a register"));
}

// ---- the dialect by extension ----------------------------------------------

const std::string kThesisOnly = "sema up, 3\nadd ra1, r0, rb2; nop\n";

TEST(Vc4Dialect, TqasmFilesAreTheThesisDialectAndExplicitOptionsWin) {
  Outcome byName = assemble(kThesisOnly, "aes.tqasm");
  Outcome byOption = assemble(kThesisOnly, "aes.s", "thesis");
  ASSERT_EQ(byName.errors, 0u) << byName.diagnostics;
  EXPECT_EQ(byName.words, byOption.words);
  // `.qasm`, `.qinc` and other names are vc4asm, which has no `sema`.
  for (const char* name : {"aes.qasm", "aes.qinc", "aes.s", "aes"})
    EXPECT_TRUE(testing::hasError(assemble(kThesisOnly, name).diagnostics, "unknown-instruction",
                                  "unknown operation 'sema'"))
        << name;
  // An explicit dialect beats the extension either way.
  EXPECT_TRUE(testing::hasError(assemble(kThesisOnly, "aes.tqasm", "vc4asm").diagnostics,
                                "unknown-instruction", "unknown operation 'sema'"));
  EXPECT_EQ(assemble(kThesisOnly, "aes.qasm", "thesis").words, byOption.words);
}

// ---- vc4asm's math operators (doc/expressions.html) -------------------------

// The words are vc4asm 80ab48de's for the same lines: the exponential and
// logarithmic operators give floats (log2(64) is 6.0, loaded as 0x40c00000),
// abs of an integer and ceil give integers.
TEST(Vc4ExpressionFunctions, MathOperatorsOfVc4asm) {
  expectSameWords(
      "ldi r0, log2(64)\nldi r1, exp2(10)\nldi r2, abs(-5)\nldi r0, log2(12)\n"
      "ldi r0, log2 64\nldi r0, ceil 2.5\n",
      "ldi r0, 0x40c00000\nldi r1, 0x44800000\nldi r2, 5\nldi r0, 0x40657007\n"
      "ldi r0, 0x40c00000\nldi r0, 3\n");
}

// vc4asm 80ab48de: float literals load their single-precision bits, and a
// float constant expression that is a small immediate float is one.
TEST(Vc4ExpressionFunctions, FloatLiteralsAsVc4asmEncodesThem) {
  Outcome o =
      assemble("mov r0, 1.0\nmov r0, -2.0\nmov r1, 2e3\nfadd r0, r1, 2.0\nfadd r0,r1, 4.0*0.5\n");
  ASSERT_EQ(o.errors, 0u) << o.diagnostics;
  EXPECT_EQ(o.words,
            (std::vector<uint64_t>{0xe0020827'3f800000, 0xe0020827'c0000000, 0xe0020867'44fa0000,
                                   0xd0020827'019e13c0, 0xd0020827'019e13c0}));
}

// ---- `.rot` (vc4asm doc/instructions.html: `opcode.rot count, dst, a, b`) ---

TEST(Vc4RotSuffix, RotIsTheMulOutputRotation) {
  Outcome o = assemble("fmul.rot 3, r0, r1, r2\n");
  ASSERT_EQ(o.errors, 0u) << o.diagnostics;
  ASSERT_EQ(o.words.size(), 1u);
  // Table 5: small immediate 48 + n rotates the mul output by n; signal 13.
  EXPECT_EQ(kReadAddressB.get(o.words[0]), 51u);
  EXPECT_EQ(kSignal.get(o.words[0]), 13u);
  expectSameWords("fmul.rot 3, r0, r1, r2\n", "fmul r0, r1, r2 >> 3\n");
  expectSameWords("v8min.rot r5, r0, r1, r1\n", "mov r0, r1 >> r5\n");
  expectError("add.rot 2, r0, r1, r2\n", "wrong-unit", "has no mul operation");
  expectError("fmul.rot 2, r0, r1, r2 >> 1\n", "invalid-combination", "a second rotation");
}

}  // namespace
}  // namespace gpuasm::vc4
