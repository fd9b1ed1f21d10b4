// The video instructions (PTX ISA 9.7.18) on the simulator: each case's
// expected word worked out by hand from the manual's pseudocode (the byte or
// half selected and extended, the operation, the clamp, then the secondary
// operation or the merge), and the forms ptxas 13 refuses refused with its
// reason.
#include <gtest/gtest.h>

#include "targets/ptx/machine/kernel_runner.hpp"

namespace gpuasm::testing {
namespace {

using namespace ptxkernel;

struct VideoCase {
  const char* statement;  // reads %r2, %r3, %r4, writes %r1
  uint32_t a, b, c;
  uint32_t expected;
};

// One thread a case: in[4i..4i+2] are a, b, c; out[i] is %r1.
void runCases(const std::vector<VideoCase>& cases) {
  for (const VideoCase& v : cases) {
    const std::string body = std::string(R"(
  ld.param.u64 %rd1, [in];
  ld.global.u32 %r2, [%rd1];
  ld.global.u32 %r3, [%rd1+4];
  ld.global.u32 %r4, [%rd1+8];
  mov.u32 %r1, 0xdeadbeef;
  )") + v.statement + R"(
  ld.param.u64 %rd2, [out];
  st.global.u32 [%rd2], %r1;
  ret;)";
    Outcome o = run(kernel(body), {v.a, v.b, v.c}, 1);
    ASSERT_FALSE(o.report.fault) << v.statement << ": " << o.report.fault->describe();
    EXPECT_EQ(o.out[0], v.expected) << v.statement << std::hex << " a=" << v.a << " b=" << v.b
                                    << " c=" << v.c << " got " << o.out[0];
  }
}

TEST(PtxVideo, ScalarFormsExtendTheirSelectedPartsThenClampAndCombineAsTheManualSays) {
  runCases({
      // b0 of a unsigned: 255; h0 of b signed: 0xfffe = -2; 255 - 2 = 253.
      {"vadd.s32.u32.s32.sat %r1, %r2.b0, %r3.h0;", 0x123456ff, 0x0000fffe, 0, 253},
      // 5 - 7 = -2, clamped to the unsigned destination: 0.
      {"vsub.u32.u32.u32.sat %r1, %r2, %r3;", 5, 7, 0, 0},
      // Without .sat the low 32 bits of -2.
      {"vsub.u32.u32.u32 %r1, %r2, %r3;", 5, 7, 0, 0xfffffffe},
      {"vabsdiff.u32.u32.u32 %r1, %r2, %r3;", 5, 7, 0, 2},
      // Signed halves: h1 of a is 0x8000 = -32768, h1 of b 0x0001: min -32768.
      {"vmin.s32.s32.s32 %r1, %r2.h1, %r3.h1;", 0x80000000, 0x00010000, 0, 0xffff8000},
      // The same halves unsigned: max(32768, 1).
      {"vmax.u32.u32.u32 %r1, %r2.h1, %r3.h1;", 0x80000000, 0x00010000, 0, 0x8000},
      // Secondary .add: |3 - 10| + 100.
      {"vabsdiff.u32.u32.u32.add %r1, %r2, %r3, %r4;", 3, 10, 100, 107},
      // Secondary .min with c signed (dtype .s32): min(2 + 3, -1) = -1.
      {"vadd.s32.s32.s32.min %r1, %r2, %r3, %r4;", 2, 3, 0xffffffff, 0xffffffff},
      // The same c unsigned (dtype .u32): min(5, 4294967295) = 5.
      {"vadd.u32.s32.s32.min %r1, %r2, %r3, %r4;", 2, 3, 0xffffffff, 5},
      // .sat before .max: 0xffffffff + 2 clamps to 0xffffffff; max with 7.
      {"vadd.u32.u32.u32.sat.max %r1, %r2, %r3, %r4;", 0xffffffff, 2, 7, 0xffffffff},
      // Merge into h1 of c: max(0x12345678, 0x10000) = 0x12345678, its low half 0x5678.
      {"vmax.u32.u32.u32 %r1.h1, %r2, %r3, %r4;", 0x12345678, 0x00010000, 0xaaaabbbb, 0x5678bbbb},
      // Merge into b2 with .sat: 200 + 100 = 300 clamps to the byte's 255.
      {"vadd.u32.u32.u32.sat %r1.b2, %r2, %r3, %r4;", 200, 100, 0x11223344, 0x11ff3344},
      // Merge into b0, signed byte range: -100 - 100 = -200 clamps to -128 = 0x80.
      {"vsub.s32.s32.s32.sat %r1.b0, %r2, %r3, %r4;", static_cast<uint32_t>(-100), 100, 0x11223344,
       0x11223380},
      // Modifiers before the types (ptxas 13 takes them anywhere).
      {"vadd.sat.u32.u32.u32 %r1, %r2, %r3;", 0xffffffff, 1, 0, 0xffffffff},
  });
}

TEST(PtxVideo, ShiftsClampOrWrapTheirAmountAndRotateAsMinersWriteThem) {
  runCases({
      // ccminer's rotate: (x << n) + (x >> (32 - n)) with x = 0x80000001, n = 4:
      // 0x8_0000_0010 + 0x8, low 32 bits 0x18 = ROTL(x, 4).
      {"vshl.u32.u32.u32.clamp.add %r1, %r2, %r3, %r4;", 0x80000001, 4, 0x8, 0x00000018},
      // .clamp: an amount of 40 shifts by 32, leaving c.
      {"vshl.u32.u32.u32.clamp.add %r1, %r2, %r3, %r4;", 0x12345678, 40, 0x55, 0x55},
      // .wrap: 40 & 31 = 8.
      {"vshl.u32.u32.u32.wrap %r1, %r2, %r3;", 0x12345678, 40, 0, 0x34567800},
      // Signed right shift fills with the sign: -256 >> (36 & 31 = 4) = -16.
      {"vshr.s32.s32.u32.wrap %r1, %r2, %r3;", 0xffffff00, 36, 0, 0xfffffff0},
      // Unsigned: zeros; clamped to 32: nothing left.
      {"vshr.u32.u32.u32.clamp %r1, %r2, %r3;", 0xffffff00, 33, 0, 0},
      // .sat: 0x80000000 << 1 = 2^32 does not fit .u32.
      {"vshl.u32.u32.u32.clamp.sat %r1, %r2, %r3;", 0x80000000, 1, 0, 0xffffffff},
      // A selected byte (b1 = 0x81, unsigned 129) shifted by h0 of b (= 3): 1032.
      {"vshl.u32.u32.u32.wrap %r1, %r2.b1, %r3.h0;", 0x00008100, 0xffff0003, 0, 1032},
  });
}

TEST(PtxVideo, VmadNegatesTheProductOrCShiftsAndClamps) {
  runCases({
      // 0xffff * 0xffff = 0xfffe0001; + 0x7fff = 0xfffe8000; >> 15 = 0x1fffd.
      {"vmad.u32.u32.u32.shr15 %r1, %r2.h0, %r3.h0, %r4;", 0xffff, 0xffff, 0x7fff, 0x1fffd},
      // 3 * 4 - 5 = 7 (c negated: ~c + 1).
      {"vmad.s32.s32.s32 %r1, %r2, %r3, -%r4;", 3, 4, 5, 7},
      // -(3 * 4) + 5 = -7.
      {"vmad.s32.s32.s32 %r1, -%r2, %r3, %r4;", 3, 4, 5, 0xfffffff9},
      // Both a and b negated: the product stands.
      {"vmad.s32.s32.s32 %r1, -%r2, -%r3, %r4;", 3, 4, 5, 17},
      // .po: 3 * 4 + 5 + 1.
      {"vmad.u32.u32.u32.po %r1, %r2, %r3, %r4;", 3, 4, 5, 18},
      // 0x10000 * 0x10000 = 2^32 (unsigned final) clamps to 0xffffffff.
      {"vmad.u32.u32.u32.sat %r1, %r2, %r3, %r4;", 0x10000, 0x10000, 0, 0xffffffff},
      // Signed: -(0x10000 * 0x10000) = -2^32 clamps to -2^31.
      {"vmad.s32.u32.u32.sat %r1, -%r2, %r3, %r4;", 0x10000, 0x10000, 0, 0x80000000},
      // (.shr7) (100 * 100 + 28) >> 7 = 10028 / 128 = 78.
      {"vmad.u32.u32.u32.shr7 %r1, %r2, %r3, %r4;", 100, 100, 28, 78},
  });
}

TEST(PtxVideo, VsetComparesExtendedPartsAndAddsOrMergesTheBit) {
  runCases({
      // a = 1 (.u32), b1 of b as .s32 = 0xff = -1: 1 < -1 is false: 0 + 10.
      {"vset.u32.s32.lt.add %r1, %r2, %r3.b1, %r4;", 1, 0x0000ff00, 10, 10},
      // As .u32 the byte is 255: 1 < 255: 1 + 10.
      {"vset.u32.u32.lt.add %r1, %r2, %r3.b1, %r4;", 1, 0x0000ff00, 10, 11},
      {"vset.s32.s32.ge %r1, %r2, %r3;", 0xffffffff, 0xfffffffe, 0, 1},
      // The bit merged into b3 of c.
      {"vset.u32.u32.ne %r1.b3, %r2, %r3, %r4;", 1, 2, 0xffffffff, 0x01ffffff},
  });
}

TEST(PtxVideo, SimdFormsWorkOnHalvesOrBytesOfBThenA) {
  runCases({
      // Halves: lane 0 0xffff + 0x0001 = 0x10000 (its low half 0), lane 1 1 + 2 = 3.
      {"vadd2.u32.u32.u32 %r1, %r2, %r3, %r4;", 0x0001ffff, 0x00020001, 0, 0x00030000},
      // .sat clamps lane 0 to 0xffff.
      {"vadd2.u32.u32.u32.sat %r1, %r2, %r3, %r4;", 0x0001ffff, 0x00020001, 0, 0x0003ffff},
      // Rounded averages of bytes: (4+2+1)>>1, (3+2+1)>>1, (2+2+1)>>1, (1+2+1)>>1.
      {"vavrg4.u32.u32.u32 %r1, %r2, %r3, %r4;", 0x01020304, 0x02020202, 0, 0x02020303},
      // Signed average of -3 and 0 rounds toward -inf: -3 >> 1 = -2; lane 1: (1 + 2 + 1) >> 1 = 2.
      {"vavrg2.s32.s32.s32 %r1, %r2, %r3, %r4;", 0x0001fffd, 0x00020000, 0, 0x0002fffe},
      // A sum of absolute differences: 0 + 2 + 6 + 5, plus c = 100.
      {"vabsdiff4.u32.u32.u32.add %r1, %r2, %r3, %r4;", 0x0a000510, 0x05060710, 100, 113},
      // Mask .h1: lane 1 is min(-2, 3) = -2; lane 0 keeps c's half.
      {"vmin2.s32.s32.s32 %r1.h1, %r2, %r3, %r4;", 0xfffe0005, 0x00030002, 0x12345678, 0xfffe5678},
      // Selectors over {b, a}: .h01 gives lane 1 a's half 0 (9) and lane 0 its half 1 (7);
      // .h32 gives b's halves (lane 0: 7, lane 1: 9): both lanes equal.
      {"vset2.u32.u32.eq %r1, %r2.h01, %r3.h32, %r4;", 0x00070009, 0x00090007, 0, 0x00010001},
      // Signed bytes with .sat: 127 - -127 = 254 -> 127; 0 - 1 = -1; -128 - 1 -> -128;
      // 127 - 1 = 126.
      {"vsub4.s32.s32.s32.sat %r1, %r2, %r3, %r4;", 0x7f80007f, 0x01010181, 0, 0x7e80ff7f},
      // .add with mask .b31: lanes 3 and 1 only: (4 + 1) + (2 + 1) + c.
      {"vadd4.u32.u32.u32.add %r1.b31, %r2, %r3, %r4;", 0x04030201, 0x01010101, 1000, 1008},
      // .b7777 takes b's byte 3 (0x05) for every lane of a; b's bytes (.b7654) as they
      // are: min(5, 0x40), min(5, 0x30), min(5, 0x20), min(5, 5).
      {"vmin4.u32.u32.u32 %r1, %r2.b7777, %r3, %r4;", 0, 0x05203040, 0, 0x05050505},
  });
}

std::string videoRefusal(const std::string& statement) {
  return refusal(kernel(statement + "\n  ret;"));
}

TEST(PtxVideo, FormsPtxasRefusesAreRefusedWithItsReason) {
  // Each verdict is ptxas 13's (-arch=sm_80) on the same statement.
  const std::pair<const char*, const char*> refused[] = {
      {"vshl.u32.u32.u32 %r1, %r2, %r3;", "needs .clamp or .wrap"},
      {"vshl.u32.u32.s32.clamp %r1, %r2, %r3;", "the shift amount's type (the third) is .u32"},
      {"vadd.u32.u32 %r1, %r2, %r3;", "needs three types"},
      {"vadd.f32.u32.u32 %r1, %r2, %r3;", "takes .u32 or .s32 types, not .f32"},
      {"vadd2.u32.u32.u32.sat.add %r1, %r2, %r3, %r4;", ".sat cannot go with the accumulating"},
      {"vset.u32.u32.lt.sat %r1, %r2, %r3;", "invalid modifier '.sat' for 'vset'"},
      {"vset.u32.u32.lo %r1, %r2, %r3;", "vset compares with .eq"},
      {"vadd.u32.u32.u32.add.min %r1, %r2, %r3, %r4;", "it has two secondary operations"},
      {"vmad.s32.s32.s32.shr7.shr15 %r1, %r2, %r3, %r4;", "both .shr7 and .shr15"},
      {"vmax.u32.u32.u32.wrap %r1, %r2, %r3;", "invalid modifier '.wrap' for 'vmax'"},
      {"vadd.u32.u32.u32 %r1.h1, %r2, %r3;", "takes c, a fourth operand"},
      {"vadd.u32.u32.u32.max %r1, %r2, %r3;", "takes c, a fourth operand"},
      {"vadd.u32.u32.u32.min %r1.h1, %r2, %r3, %r4;", "both a destination selector and a"},
      {"vadd2.u32.u32.u32 %r1, %r2, %r3;", "takes 4 operands"},
      {"vadd2.u32.u32.u32 %r1.h01, %r2, %r3, %r4;", "masks .h0, .h1, .h10"},
      {"vadd4.u32.u32.u32 %r1, %r2.b0, %r3, %r4;", ".bXYZW"},
      {"vadd.u32.u32.u32 %r1, %r2.h10, %r3;", ".b0-.b3, .h0-.h1"},
      {"vadd.u32.u32.u32.add %r1, %r2, %r3, %r4.b0;", "no selector on c"},
      {"vadd2.u32.u32.u32 %r1, 5, %r3, %r4;", "a SIMD video instruction selects its parts"},
      {"vadd.u32.u32.u32 %r1, -%r2, %r3;", "cannot be negated with '-'"},
      {"vmad.u32.u32.u32.po %r1, -%r2, %r3, %r4;", "no operand is negated in .po mode"},
      {"vmad.u32.u32.u32 %r1, -%r2, %r3, -%r4;", "on the product (a or b) or on c, not both"},
      {"vmad.u32.u32.u32.sat %r1.h0, %r2, %r3, %r4;", "no selector on its destination"},
      {"vadd2.u32.u32.u32 %r1.h10, %r2.h4, %r3, %r4;", "is not one of its .hXY"},
      {"vadd.u32.u32.u32 %r1, %r2.x, %r3;", "unknown video selector '.x'"},
  };
  for (const auto& [statement, reason] : refused) {
    const std::string error = videoRefusal(statement);
    EXPECT_NE(error.find(reason), std::string::npos) << statement << ": " << error;
  }
  // And what ptxas 13 takes (c without a secondary operation is read and unused).
  for (const char* statement :
       {"vadd.u32.u32.u32 %r1, %r2, %r3, %r4;", "vadd.u32.u32.u32.add.sat %r1, %r2, %r3, 7;",
        "vadd4.u32.u32.u32 %r1.b30, %r2, %r3, %r4;", "vmad.u32.u32.u32 %r1, -%r2, -%r3, -%r4;",
        "vmad.u32.u32.u32 %r1, %r2.b1, 3, %r4;", "vadd4.u32.u32.u32 %r1.b32, %r2.b7777, %r3, %r4;",
        "vset.u32.u32.eq.max %r1, %r2, %r3, %r4;"})
    EXPECT_EQ(videoRefusal(statement), "") << statement;
}

}  // namespace
}  // namespace gpuasm::testing
