// The VPM / VDW / VDR setup helpers (vpm_setup, vdw_setup_0, ..., h32, v32):
// values derived by hand from the register layouts of VideoCoreIV-AG100-R
// tables 32 to 37, then every self-contained helper call in Broadcom's GPU_FFT
// shaders against the words Broadcom's assembler wrote for it.
#include "targets/vc4/asm/setup_functions.hpp"

#include <gtest/gtest.h>

#include <cctype>
#include <set>

#include "gpuasm/target.hpp"
#include "targets/vc4/isa.hpp"
#include "targets/vc4/vc4_support.hpp"

namespace gpuasm::vc4 {
namespace {

using testing::assembleVc4;

// The 32-bit value `ldi r0, <expression>` loads.
uint32_t value(const std::string& expression) {
  auto a = assembleVc4("ldi r0, " + expression + "\n");
  EXPECT_EQ(a.errors, 0u) << expression << "\n" << a.diagnostics;
  if (a.words.size() != 1) return 0xdeadbeef;
  return static_cast<uint32_t>(kImmediate.get(a.words[0]));
}

std::string errorOf(const std::string& expression) {
  return assembleVc4("ldi r0, " + expression + "\n").diagnostics;
}

// `ldi r0, <expression>` is refused with the error `code` saying `phrase`.
void expectError(const std::string& expression, std::string_view code, std::string_view phrase) {
  EXPECT_TRUE(testing::hasError(errorOf(expression), code, phrase)) << expression;
}

TEST(Vc4SetupFunctions, VpmGenericBlockSetupFollowsTables32And33) {
  // NUM 1 (23:20), STRIDE 1 (17:12), HORIZ 1 (11), SIZE 2 = 32-bit (9:8), ADDR = Y 0.
  EXPECT_EQ(value("vpm_setup(1, 1, h32(0))"), 0x00100000u | 0x1000u | 0x800u | 0x200u);
  // NUM 16 is written 0, stride -1 is 63 in six bits, vertical 32-bit {Y[5:4], X}.
  EXPECT_EQ(value("vpm_setup(16, -1, v32(48, 15))"), 0x0003f000u | 0x200u | 0x30u | 0xfu);
  EXPECT_EQ(value("vpm_setup(0, 64, 0)"), 0u);
  EXPECT_EQ(value("h32(63)"), 0xa3fu);
  // 16-bit (SIZE 1): ADDR {Y, H}; laned sets LANED (10).
  EXPECT_EQ(value("h16p(5, 1)"), 0x900u | 5u << 1 | 1u);
  EXPECT_EQ(value("h16l(5, 1)"), 0xd00u | 5u << 1 | 1u);
  // 8-bit (SIZE 0): ADDR {Y, B}.
  EXPECT_EQ(value("h8p(5, 3)"), 0x800u | 5u << 2 | 3u);
  EXPECT_EQ(value("h8l(5, 3)"), 0xc00u | 5u << 2 | 3u);
  // Vertical: HORIZ 0, ADDR {Y[5:4], X[3:0]} then H or B.
  EXPECT_EQ(value("v16p(16, 3, 1)"), 0x100u | (16u | 3u) << 1 | 1u);
  EXPECT_EQ(value("v16l(16, 3, 1)"), 0x500u | (16u | 3u) << 1 | 1u);
  EXPECT_EQ(value("v8p(32, 2, 3)"), (32u | 2u) << 2 | 3u);
  EXPECT_EQ(value("v8l(32, 2, 3)"), 0x400u | (32u | 2u) << 2 | 3u);
}

TEST(Vc4SetupFunctions, VdwSetupFollowsTables34And35) {
  // ID 2 (31:30), UNITS 16 (29:23), DEPTH 16 (22:16), HORIZ (14), VPMBASE Y 16 (13:7).
  EXPECT_EQ(value("vdw_setup_0(16, 16, dma_h32(16, 0))"),
            0x80000000u | 16u << 23 | 16u << 16 | 0x4000u | 16u << 7);
  // 128 is written 0 in UNITS and DEPTH; vertical 8-bit MODEW 4 | byte 3.
  EXPECT_EQ(value("vdw_setup_0(128, 128, dma_v8p(127, 15, 3))"),
            0x80000000u | 127u << 7 | 15u << 3 | 4u | 3u);
  EXPECT_EQ(value("dma_h16p(1, 2, 1)"), 0x4000u | 1u << 7 | 2u << 3 | 2u | 1u);
  EXPECT_EQ(value("dma_h8p(1, 2, 3)"), 0x4000u | 1u << 7 | 2u << 3 | 4u | 3u);
  EXPECT_EQ(value("dma_v32(3, 4)"), 3u << 7 | 4u << 3);
  EXPECT_EQ(value("dma_v16p(3, 4, 1)"), 3u << 7 | 4u << 3 | 2u | 1u);
  // ID 3 (31:30), STRIDE; BLOCKMODE (16) for the `p` form.
  EXPECT_EQ(value("vdw_setup_1(0)"), 0xc0000000u);
  EXPECT_EQ(value("vdw_setup_1(0xffc0)"), 0xc000ffc0u);
  EXPECT_EQ(value("vdw_setup_1p(64)"), 0xc0010040u);
}

TEST(Vc4SetupFunctions, VdrSetupFollowsTables36And37) {
  // ID 1 (31), MPITCH 0 (27:24: use vdr_setup_1's), ROWLEN and NROWS 16 written 0,
  // VPITCH 1 (15:12), horizontal, X,Y 0.
  EXPECT_EQ(value("vdr_setup_0(0, 16, 16, vdr_h32(1, 0, 0))"), 0x80001000u);
  // MPITCH 3, ROWLEN 8, NROWS 4, VPITCH 2, VERT (11), Y 5 (10:4), X 6.
  EXPECT_EQ(value("vdr_setup_0(3, 8, 4, vdr_v32(2, 5, 6))"),
            0x80000000u | 3u << 24 | 8u << 20 | 4u << 16 | 2u << 12 | 0x800u | 5u << 4 | 6u);
  // MODEW 2 (30:28: 16-bit) passed in with the VPM address.
  EXPECT_EQ(value("vdr_setup_0(1, 16, 1, 0x20000000 | vdr_h32(1, 0, 0))"),
            0x80000000u | 0x20000000u | 1u << 24 | 1u << 16 | 1u << 12);
  // ID 9 (31:28), MPITCHB (12:0).
  EXPECT_EQ(value("vdr_setup_1(64)"), 0x90000040u);
  EXPECT_EQ(value("vdr_setup_1(0x1fff)"), 0x90001fffu);
}

TEST(Vc4SetupFunctions, ArgumentsTheFieldsCannotHoldAreErrorsAtTheArgument) {
  EXPECT_EQ(errorOf("vpm_setup(17, 1, 0)"),
            "test.s:1:19: error: vpm_setup: num is 17, outside 0..16 [value-out-of-range]\n"
            "  ldi r0, vpm_setup(17, 1, 0)\n"
            "                    ^\n"
            "1 error, 0 warnings generated.\n");
  expectError("vpm_setup(1, 1, v32(8, 0))", "value-out-of-range",
              "test.s:1:29: error: v32: y is 8, not 0, 16, 32 or 48");
  expectError("h32(64)", "value-out-of-range", "h32: y is 64, outside 0..63");
  expectError("vdw_setup_0(1, 129, 0)", "value-out-of-range",
              "vdw_setup_0: depth is 129, outside 0..128");
  expectError("vdw_setup_1(0x10000)", "value-out-of-range", "stride is 65536, outside 0..65535");
  expectError("vdr_setup_1(0x2000)", "value-out-of-range", "stride is 8192, outside 0..8191");
  // MODEW 1 would turn the word into table 37's extended stride setup.
  expectError("vdr_setup_0(0, 16, 16, 0x10000000)", "value-out-of-range",
              "vdr_setup_0: dma is 0x10000000");
  expectError("vdw_setup_0(1, 16)", "argument-count",
              "'vdw_setup_0' takes 3 arguments (units, depth, dma), not 2");
  expectError("vpm_setupp(1, 1, 0)", "unknown-function", "unknown function 'vpm_setupp'");
}

TEST(Vc4SetupFunctions, HelpersComposeWithLabelsAndSymbols) {
  auto a = assembleVc4(
      ".set rows, 4\n"
      "ldi r0, vdw_setup_0(rows, 16, dma_h32(rows * 2, 0))\n"
      "ldi r1, vdw_setup_1(end)\n"  // end is at byte 16: evaluated at encoding
      ":end\n");
  ASSERT_EQ(a.errors, 0u) << a.diagnostics;
  ASSERT_EQ(a.words.size(), 2u);
  EXPECT_EQ(kImmediate.get(a.words[0]), 0x80000000u | 4u << 23 | 16u << 16 | 0x4000u | 8u << 7);
  EXPECT_EQ(kImmediate.get(a.words[1]), 0xc0000010u);
}

TEST(Vc4SetupFunctions, EveryNameOfVc4asmsIncludeFileIsOffered) {
  std::set<std::string_view> names;
  for (const ExpressionFunction& f : setupFunctions()) names.insert(f.name);
  for (std::string_view name :
       {"vpm_setup",   "h32",          "h16p",        "h16l",        "h8p",     "h8l",
        "v32",         "v16p",         "v16l",        "v8p",         "v8l",     "vdw_setup_0",
        "vdw_setup_1", "vdw_setup_1p", "dma_h32",     "dma_h16p",    "dma_h8p", "dma_v32",
        "dma_v16p",    "dma_v8p",      "vdr_setup_0", "vdr_setup_1", "vdr_h32", "vdr_v32"}) {
    EXPECT_TRUE(names.count(name)) << name;
  }
  // vc4asm's math operators (abs, log2, ...) are the core's unary operators.
  EXPECT_FALSE(names.count("log2"));
}

// GPU_FFT loads many setup values computed with these helpers (`mov ra_vdw,
// vdw_setup_0(16, 16, dma_h32( 0,0))`, differences of two calls, ...). Every
// such line whose operand uses nothing but helpers and numbers must load the
// word Broadcom's assembler wrote.
TEST(Vc4SetupFunctions, GpuFftSetupValuesMatchBroadcomsWords) {
  if (!std::filesystem::is_directory(testing::kCorpus)) {
    GTEST_SKIP() << "hello_fft corpus not found at " << testing::kCorpus.string();
  }
  std::set<std::string> helpers;
  for (const ExpressionFunction& f : setupFunctions()) helpers.insert(std::string(f.name));
  size_t checked = 0;
  std::set<std::string> distinct;
  for (const auto& path : testing::corpusFiles()) {
    std::ifstream in(path);
    std::string text;
    while (std::getline(in, text)) {
      auto line = testing::parseCorpusLine(text);
      // "mov <destination>, <operand>"
      if (!line || !line->source.starts_with("mov ")) continue;
      size_t comma = line->source.find(',');
      if (comma == std::string::npos) continue;
      std::string operand = line->source.substr(comma + 1);
      operand.erase(0, operand.find_first_not_of(" \t"));
      bool usesHelper = false, selfContained = true;
      for (size_t i = 0; i < operand.size();) {
        unsigned char c = static_cast<unsigned char>(operand[i]);
        size_t begin = i;
        if (std::isdigit(c)) {  // a number, hex digits included
          while (i < operand.size() && std::isalnum(static_cast<unsigned char>(operand[i]))) ++i;
          continue;
        }
        if (!std::isalpha(c) && c != '_') {
          ++i;
          continue;
        }
        while (i < operand.size() &&
               (std::isalnum(static_cast<unsigned char>(operand[i])) || operand[i] == '_')) {
          ++i;
        }
        bool helper = helpers.count(operand.substr(begin, i - begin)) > 0;
        usesHelper |= helper;
        selfContained &= helper;
      }
      if (!usesHelper || !selfContained) continue;
      EXPECT_EQ(value(operand), static_cast<uint32_t>(line->word))
          << path.filename().string() << ": " << line->source;
      ++checked;
      distinct.insert(operand);
    }
  }
  // 102 lines, 18 distinct helper expressions, across the 16 shaders.
  EXPECT_GE(checked, 100u);
  EXPECT_GE(distinct.size(), 18u);
}

}  // namespace
}  // namespace gpuasm::vc4

namespace gpuasm::vc4 {
namespace {

// The word `ldi r0, <expression>` loads, or nullopt after an error.
std::optional<uint32_t> loaded(const std::string& expression) {
  AssembleOutcome o =
      assembleText(*findTarget("vc4"), "test.qasm", "ldi r0, " + expression + "\n", {});
  if (!o.image || o.image->words().size() != 1) return std::nullopt;
  return static_cast<uint32_t>(o.image->words()[0]);
}

// vc4.qinc's bit operations and min/max (doc/vc4.qinc.html), values by hand.
TEST(Vc4Qinc, BitOperationsAndMinMax) {
  EXPECT_EQ(loaded("countBits(0xff)"), 8u);
  EXPECT_EQ(loaded("countBits(-1)"), 64u);
  EXPECT_EQ(loaded("reverseBits(1, 4)"), 8u);
  EXPECT_EQ(loaded("reverseBits(0x3, 10)"), 0x300u);
  EXPECT_EQ(loaded("reverseBits8(1)"), 0x80u);
  EXPECT_EQ(loaded("reverseBits16(0x1234)"), 0x2c48u);
  EXPECT_EQ(loaded("reverseBits32(1)"), 0x80000000u);
  EXPECT_EQ(loaded("reverseBits64(1) >>> 32"), 0x80000000u);
  EXPECT_EQ(loaded("ilog2(0)"), 0xffffffffu);
  EXPECT_EQ(loaded("ilog2(3)"), 1u);
  EXPECT_EQ(loaded("ilog2(0x80000000)"), 31u);
  EXPECT_EQ(loaded("min(-3, 5, 4)"), static_cast<uint32_t>(-3));
  EXPECT_EQ(loaded("max(3, 5)"), 5u);
}

// The numerical constants are floats: their single-precision bits.
TEST(Vc4Qinc, NumericalConstantsAreFloats) {
  EXPECT_EQ(loaded("M_PI"), 0x40490fdbu);
  EXPECT_EQ(loaded("M_E"), 0x402df854u);
  EXPECT_EQ(loaded("M_SQRT1_2"), 0x3f3504f3u);
  EXPECT_EQ(loaded("M_INF"), 0x7f800000u);
  EXPECT_EQ(loaded("M_PI / 2 == M_PI_2"), 1u);
}

TEST(Vc4Qinc, PredicatesClassifyTheirArgument) {
  struct Case {
    const char* expression;
    uint32_t value;
  };
  for (const Case& c :
       std::initializer_list<Case>{{"isConstant(5)", 1},
                                   {"isConstant(r0)", 0},
                                   {"isRegister(r0)", 1},
                                   {"isRegister(5)", 0},
                                   {"isRegister(sacq(1))", 1},
                                   {"isAccu(r5)", 1},
                                   {"isAccu(ra0)", 0},
                                   {"isRegfileA(ra0)", 1},
                                   {"isRegfileA(rb0)", 0},
                                   {"isRegfileB(vw_setup)", 1},
                                   {"isRegfileA(r0)", 0},
                                   {"isReadable(vw_setup)", 0},
                                   {"isWritable(vw_setup)", 1},
                                   {"isReadable(unif)", 1},
                                   {"isWritable(unif)", 0},
                                   {"isWritable(elem_num)", 0},
                                   {"isRotate(r5)", 0},
                                   {"isRotate(r5 << 2)", 1},
                                   {"isSemaphore(srel3)", 1},
                                   {"isSemaphore(r0)", 0},
                                   {"isSmallImmd(-16)", 1},
                                   {"isSmallImmd(16)", 0},
                                   {"isSmallImmd(1.0)", 1},
                                   {"isSmallImmd(3.0)", 0},
                                   {"isLdPE([0,1,2,3,0,1,2,3,0,1,2,3,0,1,2,3])", 1},
                                   {"isLdPEU([0,1,2,3,0,1,2,3,0,1,2,3,0,1,2,3])", 1},
                                   {"isLdPES([0,1,2,3,0,1,2,3,0,1,2,3,0,1,2,3])", 0},
                                   {"isLdPE(5)", 0},
                                   {"isLabel(5)", 0},
                                   {"isRegfileA(ra0.16a)", 1},
                                   {"isWritable(r5quad)", 1}}) {
    EXPECT_EQ(loaded(c.expression), c.value) << c.expression;
  }
  // An alias is its register; a label is a label.
  AssembleOutcome o = assembleText(*findTarget("vc4"), "test.qasm",
                                   ".set acc, r2\nldi r0, isAccu(acc)\n:here\n"
                                   "ldi r1, isLabel(here) + 2 * isConstant(here)\n",
                                   {});
  ASSERT_TRUE(o.image) << o.diagnosticsText;
  EXPECT_EQ(static_cast<uint32_t>(o.image->words()[0]), 1u);
  EXPECT_EQ(static_cast<uint32_t>(o.image->words()[1]), 1u);
}

}  // namespace
}  // namespace gpuasm::vc4
