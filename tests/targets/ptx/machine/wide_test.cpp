// The forms nvcc 13 writes for CUDA's 128-bit and vector intrinsics, run on
// the simulator (issue 27, s7): .b128 registers (mov.b128 packing and
// unpacking, ld/st.b128, atom.cas/.exch.b128: what atomicCAS and atomicExch
// on `unsigned __int128` compile to at sm_90), vector atomics (atomicAdd on
// float2/float4: atom.global.add.v2/.v4.f32), the 8-bit float pairs
// (__nv_cvt_float2_to_fp8x2: cvt.rn.satfinite.e4m3x2.f32) and set on pairs
// (__hgt2: set.gt.f16x2.f16x2). Every expected value is worked out by hand
// in the comment beside it from the PTX ISA's definitions.
#include <gtest/gtest.h>

#include <bit>
#include <cstring>
#include <limits>
#include <string>

#include "targets/ptx/machine/kernel_runner.hpp"

namespace gpuasm::testing {
namespace {

using namespace ptxkernel;

constexpr const char* kPointers = R"(
  .reg .b128 %q<4>;
  ld.param.u64 %rd1, [in];
  ld.param.u64 %rd2, [out];
)";

uint32_t bitsOf(float value) {
  return std::bit_cast<uint32_t>(value);
}

// mov.b128 packs two .b64 (the first least significant) or four .b32 and
// unpacks them again; mov.b128 of a register copies both halves.
TEST(PtxWide, MovB128PacksUnpacksAndCopiesBothHalves) {
  const std::string body = std::string(kPointers) + R"(
  ld.global.u64 %rd3, [%rd1];
  ld.global.u64 %rd4, [%rd1+8];
  mov.b128 %q1, {%rd3, %rd4};
  mov.b128 %q2, %q1;
  mov.b128 {%r1, %r2, %r3, %r4}, %q2;
  st.global.u32 [%rd2], %r1;
  st.global.u32 [%rd2+4], %r2;
  st.global.u32 [%rd2+8], %r3;
  st.global.u32 [%rd2+12], %r4;
  mov.b128 %q3, {%r4, %r3, %r2, %r1};
  mov.b128 {%rd5, %rd6}, %q3;
  st.global.u64 [%rd2+16], %rd5;
  st.global.u64 [%rd2+24], %rd6;
  mov.b128 %q0, 5;
  mov.b128 {%rd7, %rd8}, %q0;
  st.global.u64 [%rd2+32], %rd7;
  st.global.u64 [%rd2+40], %rd8;
  ret;)";
  // in: low = 0x1111111122222222, high = 0x3333333344444444.
  Outcome o = run(kernel(body), {0x22222222, 0x11111111, 0x44444444, 0x33333333}, 12);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  // The four 32-bit quarters, least significant first.
  EXPECT_EQ(o.out[0], 0x22222222u);
  EXPECT_EQ(o.out[1], 0x11111111u);
  EXPECT_EQ(o.out[2], 0x44444444u);
  EXPECT_EQ(o.out[3], 0x33333333u);
  // Packed back in reverse: {q3, q2, q1, q0} = {0x33.., 0x44.., 0x11.., 0x22..}.
  EXPECT_EQ(o.word64(2), 0x4444444433333333u);
  EXPECT_EQ(o.word64(3), 0x2222222211111111u);
  // A number: its value below, zero above.
  EXPECT_EQ(o.word64(4), 5u);
  EXPECT_EQ(o.word64(5), 0u);
}

TEST(PtxWide, LdAndStB128MoveSixteenBytesInOrder) {
  const std::string body = std::string(kPointers) + R"(
  ld.global.b128 %q1, [%rd1];
  st.global.b128 [%rd2+16], %q1;
  mov.b128 {%rd3, %rd4}, %q1;
  st.global.u64 [%rd2], %rd4;
  ret;)";
  Outcome o = run(kernel(body), {1, 2, 3, 4}, 8);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  EXPECT_EQ(o.word64(0), 0x0000000400000003u);  // the upper half: words 2 and 3
  EXPECT_EQ(o.out[4], 1u);
  EXPECT_EQ(o.out[5], 2u);
  EXPECT_EQ(o.out[6], 3u);
  EXPECT_EQ(o.out[7], 4u);
}

// atom.cas.b128 (sm_90): d is the old value; the new one is c where the old
// equals b in all 128 bits, else the old stays. atom.exch.b128 swaps.
TEST(PtxWide, AtomCasAndExchB128CompareAndSwapAll128Bits) {
  const std::string body = std::string(kPointers) + R"(
  ld.global.u64 %rd3, [%rd1];
  ld.global.u64 %rd4, [%rd1+8];
  mov.b64 %rd5, 7;
  mov.b64 %rd6, 8;
  mov.b128 %q1, {%rd3, %rd4};
  mov.b128 %q2, {%rd5, %rd6};
  st.global.u64 [%rd2], 1;
  st.global.u64 [%rd2+8], 2;
  atom.global.cas.b128 %q3, [%rd2], %q1, %q2;
  mov.b128 {%rd7, %rd8}, %q3;
  st.global.u64 [%rd2+16], %rd7;
  st.global.u64 [%rd2+24], %rd8;
  atom.exch.b128 %q0, [%rd2+32], %q2;
  mov.b128 {%rd9, %rd10}, %q0;
  st.global.u64 [%rd2+48], %rd9;
  st.global.u64 [%rd2+56], %rd10;
  ret;)";
  // b = {1, 2} matches the 16 bytes written: they become c = {7, 8}.
  Outcome o = run(kernel(body), {1, 0, 2, 0}, 16);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  EXPECT_EQ(o.word64(0), 7u);
  EXPECT_EQ(o.word64(1), 8u);
  EXPECT_EQ(o.word64(2), 1u);  // the old value
  EXPECT_EQ(o.word64(3), 2u);
  EXPECT_EQ(o.word64(4), 7u);  // exch wrote {7, 8} over zeros
  EXPECT_EQ(o.word64(5), 8u);
  EXPECT_EQ(o.word64(6), 0u);  // and returned them
  EXPECT_EQ(o.word64(7), 0u);
  // b = {1, 3}: the upper half differs, nothing is written.
  Outcome miss = run(kernel(body), {1, 0, 3, 0}, 16);
  ASSERT_FALSE(miss.report.fault) << miss.report.fault->describe();
  EXPECT_EQ(miss.word64(0), 1u);
  EXPECT_EQ(miss.word64(1), 2u);
}

TEST(PtxWide, AMisalignedB128AtomicIsAFault) {
  const std::string body = std::string(kPointers) + R"(
  mov.b128 %q1, {%rd1, %rd1};
  atom.global.exch.b128 %q2, [%rd2+8], %q1;
  ret;)";
  Outcome o = run(kernel(body), {}, 8);
  ASSERT_TRUE(o.report.fault);
  EXPECT_EQ(o.report.fault->kind, "misaligned");
  EXPECT_NE(o.report.fault->message.find("16 bytes"), std::string::npos) << o.report.fault->message;
}

// atom.global.add.v2/.v4.f32: each element added on its own (f32 sums of
// small integers are exact), the old values into the destination vector.
TEST(PtxWide, VectorAtomicsAddEachElementAndReturnTheOldOnes) {
  const std::string body = std::string(kPointers) + R"(
  ld.global.v2.f32 {%f1, %f2}, [%rd1];
  atom.global.add.v2.f32 {%f3, %f4}, [%rd2], {%f1, %f2};
  st.global.v2.f32 [%rd2+32], {%f3, %f4};
  atom.global.v2.f32.add {%f3, _}, [%rd2], {%f1, %f2};
  mov.f32 %f5, 0f40000000;
  atom.add.v4.f32 {%f6, %f7, %f8, %f9}, [%rd2+16], {%f1, %f2, %f5, 0f3F800000};
  red.global.add.v4.f32 [%rd2+16], {%f1, %f1, %f1, %f1};
  st.global.v4.f32 [%rd2+48], {%f6, %f7, %f8, %f9};
  ret;)";
  // in: 1.5, -4.0; out starts as zeros.
  Outcome o = run(kernel(body), {bitsOf(1.5f), bitsOf(-4.0f)}, 16);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  EXPECT_EQ(o.out[0], bitsOf(3.0f));   // 0 + 1.5 + 1.5
  EXPECT_EQ(o.out[1], bitsOf(-8.0f));  // 0 - 4 - 4
  EXPECT_EQ(o.out[8], bitsOf(0.0f));   // the first add's old values
  EXPECT_EQ(o.out[9], bitsOf(0.0f));
  // [16..31]: {1.5, -4, 2, 1}, then red adds 1.5 to each.
  EXPECT_EQ(o.out[4], bitsOf(3.0f));
  EXPECT_EQ(o.out[5], bitsOf(-2.5f));
  EXPECT_EQ(o.out[6], bitsOf(3.5f));
  EXPECT_EQ(o.out[7], bitsOf(2.5f));
  for (int i = 12; i < 16; ++i) EXPECT_EQ(o.out[i], 0u) << i;  // v4's old values
}

// .min/.max.noftz on 16-bit float vectors: each half as min and max have it
// (a NaN loses to a number, -0.0 is below +0.0); out starts as +0.0 halves.
TEST(PtxWide, VectorAtomicsOnHalvesTakeEachHalfsMinimumOrMaximum) {
  const std::string body = std::string(kPointers) + R"(
  mov.b32 %r3, 0xc0003c00;
  mov.b32 %r4, 0x7e008000;
  atom.global.min.noftz.v2.f16x2 {%r1, %r2}, [%rd2], {%r3, %r4};
  mov.b16 %h1, 0x3c00;
  mov.b16 %h2, 0xbc00;
  mov.b16 %h3, 0x7e00;
  mov.b16 %h4, 0x8000;
  red.global.max.noftz.v4.f16 [%rd2+16], {%h1, %h2, %h3, %h4};
  st.global.v2.u32 [%rd2+32], {%r1, %r2};
  ret;)";
  Outcome o = run(kernel(body), {}, 10);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  // Cell 0: min(+0, 1.0) = +0 below, min(+0, -2.0) = -2.0 (0xc000) above.
  EXPECT_EQ(o.out[0], 0xc0000000u);
  // Cell 1: min(+0, -0) = -0 (0x8000) below, min(+0, NaN) = +0 above.
  EXPECT_EQ(o.out[1], 0x00008000u);
  // max(+0, 1.0) = 1.0, max(+0, -1.0) = +0; max(+0, NaN) = +0, max(+0, -0) = +0.
  EXPECT_EQ(o.out[4], 0x00003c00u);
  EXPECT_EQ(o.out[5], 0x00000000u);
  EXPECT_EQ(o.out[8], 0u);  // the old values: +0 halves
  EXPECT_EQ(o.out[9], 0u);
}

// .v8 vector atomics on 16-bit floats (sm_90, PTX 8.1; ptxas 13 takes the
// kernel below): each of the 8 halves its own atomic, the old values into the
// 8 destinations. out starts as +0.0 halves.
TEST(PtxWide, EightHalfVectorAtomicsApplyToEachHalf) {
  const std::string body = std::string(kPointers) + R"(
  .reg .b16 %o<8>;
  ld.global.v4.b16 {%h0, %h1, %h2, %h3}, [%rd1];
  ld.global.v4.b16 {%h4, %h5, %h6, %h7}, [%rd1+8];
  atom.global.add.noftz.v8.f16 {%o0, %o1, %o2, %o3, %o4, %o5, %o6, %o7}, [%rd2], {%h0, %h1, %h2, %h3, %h4, %h5, %h6, %h7};
  atom.global.add.noftz.v8.f16 {%o0, %o1, %o2, %o3, %o4, %o5, %o6, %o7}, [%rd2], {%h0, %h1, %h2, %h3, %h4, %h5, %h6, %h7};
  st.global.v4.b16 [%rd2+16], {%o0, %o1, %o2, %o3};
  st.global.v4.b16 [%rd2+24], {%o4, %o5, %o6, %o7};
  ld.global.v4.b16 {%h0, %h1, %h2, %h3}, [%rd1+16];
  ld.global.v4.b16 {%h4, %h5, %h6, %h7}, [%rd1+24];
  red.global.max.noftz.v8.bf16 [%rd2+32], {%h0, %h1, %h2, %h3, %h4, %h5, %h6, %h7};
  ret;)";
  // f16 halves: 1.0, 2.0, -1.0, 0.5, 65504 (the largest), 2^-24 (the least
  // subnormal), -0.0, 3.0; bf16 halves: 1.0, -1.0, NaN, -0.0, 2.0, the least
  // subnormal, -inf, +inf. Two halves a word, the first low.
  Outcome o = run(kernel(body),
                  {0x40003c00, 0x3800bc00, 0x00017bff, 0x42008000, 0xbf803f80, 0x80007fc0,
                   0x00014000, 0x7f80ff80},
                  12);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  // Added twice to +0: 2.0 (0x4000), 4.0 (0x4400), -2.0 (0xc000), 1.0 (0x3c00),
  // 131008 rounds past 65520 to +inf (0x7c00), 2^-23 (0x0002, kept: .noftz),
  // +0 + -0 = +0 twice (0x0000), 6.0 (0x4600).
  EXPECT_EQ(o.out[0], 0x44004000u);
  EXPECT_EQ(o.out[1], 0x3c00c000u);
  EXPECT_EQ(o.out[2], 0x00027c00u);
  EXPECT_EQ(o.out[3], 0x46000000u);
  // The second atom's old values: the first one's sums (-0 having become +0).
  EXPECT_EQ(o.out[4], 0x40003c00u);
  EXPECT_EQ(o.out[5], 0x3800bc00u);
  EXPECT_EQ(o.out[6], 0x00017bffu);
  EXPECT_EQ(o.out[7], 0x42000000u);
  // max with +0: 1.0, +0; +0 (a NaN loses), +0 (-0 is below); 2.0, the
  // subnormal; +0, +inf.
  EXPECT_EQ(o.out[8], 0x00003f80u);
  EXPECT_EQ(o.out[9], 0x00000000u);
  EXPECT_EQ(o.out[10], 0x00014000u);
  EXPECT_EQ(o.out[11], 0x7f800000u);
}

TEST(PtxWide, AVectorAtomicNotAlignedToItsWholeSizeIsAFault) {
  const std::string body = std::string(kPointers) + R"(
  atom.global.add.v2.f32 {%f3, %f4}, [%rd2+4], {%f1, %f2};
  ret;)";
  Outcome o = run(kernel(body), {}, 8);
  ASSERT_TRUE(o.report.fault);
  EXPECT_EQ(o.report.fault->kind, "misaligned");
  EXPECT_NE(o.report.fault->message.find("8 bytes"), std::string::npos) << o.report.fault->message;
}

// cvt to .e4m3x2 (bias 7, 3 fraction bits, largest 448 = 0x7e, NaN 0x7f) and
// .e5m2x2 (bias 15, 2 fraction bits, largest 57344 = 0x7b): a to the upper
// byte, b to the lower, rounded to nearest even and saturated.
TEST(PtxWide, ConversionsToEightBitFloatPairsRoundToEvenAndSaturate) {
  const std::string body = std::string(kPointers) + R"(
  ld.global.f32 %f1, [%rd1];
  ld.global.f32 %f2, [%rd1+4];
  cvt.rn.satfinite.e4m3x2.f32 %h1, %f1, %f2;
  cvt.rn.satfinite.e5m2x2.f32 %h2, %f1, %f2;
  cvt.rn.satfinite.relu.e4m3x2.f32 %h3, %f1, %f2;
  cvt.u32.u16 %r1, %h1;
  cvt.u32.u16 %r2, %h2;
  cvt.u32.u16 %r3, %h3;
  st.global.u32 [%rd2], %r1;
  st.global.u32 [%rd2+4], %r2;
  st.global.u32 [%rd2+8], %r3;
  ret;)";
  struct Case {
    float a, b;
    uint32_t e4m3, e5m2, relu;
  };
  const float inf = std::numeric_limits<float>::infinity();
  const Case cases[] = {
      // 1.0: e4m3 exponent 7 -> 0x38; e5m2 exponent 15 -> 0x3c. -2.0: 0xc0, 0xc0.
      {1.0f, -2.0f, 0x38c0, 0x3cc0, 0x3800},
      // 448 = 1.75 * 2^8 -> 0x7e; 500 saturates to 0x7e. e5m2: 448 = 1.75 * 2^8 ->
      // exponent 23 (0x5c) | 3 = 0x5f; 500 = 1.95 * 2^8 -> 2^9 = 512 -> 0x60.
      {448.0f, 500.0f, 0x7e7e, 0x5f60, 0x7e7e},
      // inf saturates: 0x7e and e5m2's largest 0x7b; -inf: 0xfe, 0xfb.
      {inf, -inf, 0x7efe, 0x7bfb, 0x7e00},
      // 1.0625 = 1 + 1/16: e4m3's steps are 1/8, a tie -> even (1.0: 0x38);
      // 1.1875 = 1 + 3/16: a tie -> 1.25 (0x3a). e5m2's steps 1/4: 1.0 (0x3c), 1.25 (0x3d).
      {1.0625f, 1.1875f, 0x383a, 0x3c3d, 0x383a},
      // e4m3 subnormals are k * 2^-9: 2^-10 is a tie -> 0; 3 * 2^-10 a tie -> 2 * 2^-9
      // (0x02). e5m2: normal 2^-10 = exponent 5 (0x14); 3 * 2^-10 = 1.5 * 2^-9 -> 0x1a.
      {0x1p-10f, 0x3p-10f, 0x0002, 0x141a, 0x0002},
      // NaN: 0x7f in both; relu of a negative number: 0.
      {std::numeric_limits<float>::quiet_NaN(), -0.5f, 0x7fb0, 0x7fb8, 0x7f00},
  };
  for (const Case& c : cases) {
    Outcome o = run(kernel(body), {bitsOf(c.a), bitsOf(c.b)}, 3);
    ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
    EXPECT_EQ(o.out[0], c.e4m3) << c.a << ", " << c.b;
    EXPECT_EQ(o.out[1], c.e5m2) << c.a << ", " << c.b;
    EXPECT_EQ(o.out[2], c.relu) << c.a << ", " << c.b;
  }
}

// The reverse: each byte to its .f16 half, exactly. An e5m2 number is the
// upper byte of the .f16 with the same value (same exponent and bias).
TEST(PtxWide, EightBitFloatPairsWidenToF16x2Exactly) {
  const std::string body = std::string(kPointers) + R"(
  ld.global.u16 %h1, [%rd1];
  cvt.rn.f16x2.e4m3x2 %r1, %h1;
  cvt.rn.f16x2.e5m2x2 %r2, %h1;
  cvt.rn.relu.f16x2.e4m3x2 %r3, %h1;
  st.global.u32 [%rd2], %r1;
  st.global.u32 [%rd2+4], %r2;
  st.global.u32 [%rd2+8], %r3;
  ld.global.f32 %f1, [%rd1+4];
  ld.global.f32 %f2, [%rd1+8];
  cvt.rn.f16x2.f32 %r4, %f1, %f2;
  cvt.rn.satfinite.e4m3x2.f16x2 %h2, %r4;
  cvt.u32.u16 %r5, %h2;
  st.global.u32 [%rd2+12], %r5;
  ret;)";
  // 0x38c0: e4m3 1.0 (0x3c00 in f16) above -2.0 (0xc000); e5m2 0x38 = 0.5
  // (0x3800), 0xc0 = -2.0 (0xc000); relu: -2.0 -> 0.
  Outcome o = run(kernel(body), {0x38c0, bitsOf(3.0f), bitsOf(-0.25f)}, 4);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  EXPECT_EQ(o.out[0], 0x3c00c000u);
  EXPECT_EQ(o.out[1], 0x3800c000u);
  EXPECT_EQ(o.out[2], 0x3c000000u);
  // f16x2 {3.0, -0.25} to e4m3: 3.0 = 1.5 * 2 -> exponent 8, fraction 4: 0x44;
  // -0.25 = 2^-2 -> exponent 5: 0xa8.
  EXPECT_EQ(o.out[3], 0x44a8u);
  // 0x7f is NaN in both formats; 0x7c is e5m2's infinity (and 384 in e4m3).
  Outcome special = run(kernel(body), {0x7f7c, 0, 0}, 4);
  ASSERT_FALSE(special.report.fault) << special.report.fault->describe();
  EXPECT_EQ(special.out[0] >> 16, 0x7fffu);  // e4m3 NaN: f16's canonical NaN
  EXPECT_EQ(special.out[1], 0x7fff7c00u);    // e5m2 0x7f NaN, 0x7c infinity
}

// set on pairs: each half compared, its half of the result all ones (an
// integer result) or 1.0 of the pair type; scalar halves into 16 bits.
TEST(PtxWide, SetOnHalfPairsComparesEachHalf) {
  const std::string body = std::string(kPointers) + R"(
  ld.global.u32 %r1, [%rd1];
  ld.global.u32 %r2, [%rd1+4];
  ld.global.u32 %r3, [%rd1+8];
  ld.global.u32 %r4, [%rd1+12];
  set.gt.u32.f16x2 %r5, %r1, %r2;
  set.gt.f16x2.f16x2 %r6, %r1, %r2;
  set.lt.bf16x2.bf16x2 %r7, %r3, %r4;
  setp.ne.u32 %p1, %r1, %r1;
  set.gt.and.s32.f16x2 %r8, %r1, %r2, !%p1;
  set.gt.and.s32.f16x2 %r9, %r1, %r2, %p1;
  mov.b32 {%h1, %h2}, %r1;
  set.lt.f16.f16 %h3, %h1, %h2;
  set.lt.u16.f16 %h4, %h1, %h2;
  mov.b32 %r10, {%h3, %h4};
  ld.global.f32 %f1, [%rd1+16];
  set.gt.bf16.f32 %h5, %f1, 0f00000000;
  cvt.u32.u16 %r11, %h5;
  st.global.v4.u32 [%rd2], {%r5, %r6, %r7, %r8};
  st.global.v4.u32 [%rd2+16], {%r9, %r10, %r11, %r11};
  ret;)";
  // r1 = {2.0 above, 1.0 below} (f16 0x4000, 0x3c00), r2 = {1.0, 2.0}: the
  // upper halves compare 2 > 1, the lower 1 > 2 not. r3, r4 the same in bf16
  // (2.0 = 0x4000, 1.0 = 0x3f80), compared with lt: only the lower half holds.
  Outcome o = run(kernel(body), {0x40003c00, 0x3c004000, 0x40003f80, 0x3f804000, bitsOf(0.5f)}, 8);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  EXPECT_EQ(o.out[0], 0xffff0000u);
  EXPECT_EQ(o.out[1], 0x3c000000u);  // f16 1.0 in the upper half
  EXPECT_EQ(o.out[2], 0x00003f80u);  // bf16 1.0 in the lower half
  EXPECT_EQ(o.out[3], 0xffff0000u);  // and with !%p1 (true)
  EXPECT_EQ(o.out[4], 0u);           // and with %p1 (false)
  // h1 = 1.0 (the lower half), h2 = 2.0: 1 < 2 -> f16 1.0 (0x3c00) and 0xffff.
  EXPECT_EQ(o.out[5], 0xffff3c00u);
  EXPECT_EQ(o.out[6], 0x3f80u);  // 0.5 > 0: bf16 1.0
}

// What ptxas 13 refuses of these forms, refused here too, as invalid.
TEST(PtxWide, FormsPtxasRefusesAreRefused) {
  struct Case {
    const char* body;
    const char* word;
  };
  const Case cases[] = {
      {".reg .b128 %q1; mov.b64 %rd1, %q1;", "b128"},
      {".reg .b128 %q1; atom.global.add.b128 %q1, [%rd1], %q1;", "invalid"},
      {".reg .b128 %q1; red.global.exch.b128 [%rd1], %q1;", "invalid"},
      {"atom.shared.add.v2.f32 {%f1, %f2}, [%rd1], {%f3, %f4};", ".shared"},
      {"atom.global.add.v2.u32 {%r1, %r2}, [%rd1], {%r3, %r4};", "invalid"},
      {"atom.global.add.v8.f32 {%f1, %f2, %f1, %f2, %f1, %f2, %f1, %f2}, [%rd1], "
       "{%f3, %f4, %f3, %f4, %f3, %f4, %f3, %f4};",
       "128 bits"},
      {"cvt.rn.e4m3x2.f32 %h1, %f1, %f2;", "invalid"},
      {"cvt.rz.satfinite.e4m3x2.f32 %h1, %f1, %f2;", "invalid"},
      {"cvt.rn.satfinite.e4m3x2.f32 %r1, %f1, %f2;", ".b16"},
      {"set.gt.f32.f16x2 %r1, %r2, %r3;", "invalid"},
      {"set.gt.u16.u32 %h1, %r2, %r3;", "invalid"},
      {"set.gt.ftz.u32.bf16x2 %r1, %r2, %r3;", "ftz"},
  };
  for (const Case& c : cases) {
    const std::string error = refusal(kernel(c.body));
    EXPECT_NE(error.find(c.word), std::string::npos) << c.body << "\n" << error;
    EXPECT_EQ(error.find("not supported yet"), std::string::npos) << c.body << "\n" << error;
  }
  // The targets and versions: vector atomics and .b128 atomics on sm_90, the
  // 8-bit pairs on sm_89 with PTX 8.1.
  EXPECT_NE(refusal(kernel("atom.global.add.v2.f32 {%f1, %f2}, [%rd1], {%f3, %f4};", "", "sm_80"))
                .find("sm_90"),
            std::string::npos);
  EXPECT_NE(
      refusal(kernel(".reg .b128 %q1; atom.global.cas.b128 %q1, [%rd1], %q1, %q1;", "", "sm_80"))
          .find("sm_90"),
      std::string::npos);
  EXPECT_NE(refusal(kernel("cvt.rn.satfinite.e4m3x2.f32 %h1, %f1, %f2;", "", "sm_80")).find("sm_"),
            std::string::npos);
  EXPECT_EQ(refusal(kernel("cvt.rn.satfinite.e4m3x2.f32 %h1, %f1, %f2;", "", "sm_89")), "");
}

}  // namespace
}  // namespace gpuasm::testing
