// atom and red on the simulator: counters that many blocks on several host
// threads update end at the exact total, compare-and-swap loops, the wrap
// rules of inc and dec and signed against unsigned min and max worked out by
// plain loops in the test, f32 sums in lane order with subnormals flushed,
// shared and generic atomics, and the memory-order and scope qualifiers nvcc
// and libcu++ write.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <numeric>

#include "targets/ptx/machine/kernel_runner.hpp"

namespace gpuasm::testing {
namespace {

using namespace ptxkernel;

TEST(PtxAtomics, CountersFromManyBlocksOnSeveralHostThreadsEndAtTheExactTotal) {
  // out[0]: +1 a thread (atom, its old value kept); out[2..3]: u64 sum of tid + 1 (red).
  const std::string body = std::string(kThreadOut) + R"(
  ld.param.u64 %rd1, [out];
  atom.global.add.u32 %r1, [%rd1], 1;
  add.u32 %r2, %r61, 1;
  cvt.u64.u32 %rd2, %r2;
  red.global.add.u64 [%rd1+8], %rd2;
  st.global.u32 [%rd30+16], %r1;
  ret;)";
  LaunchSettings settings;
  settings.grid = {64, 1, 1};
  settings.block = {128, 1, 1};
  settings.threads = 4;
  const uint32_t threads = 64 * 128;
  Outcome o = run(kernel(body), {}, 4 + threads, settings);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  EXPECT_EQ(o.out[0], threads);
  EXPECT_EQ(o.word64(1), uint64_t{64} * (128 * 129 / 2));  // 64 blocks of 1 + 2 + ... + 128
  // Every thread saw a different old value: 0 .. threads - 1 once each.
  std::vector<uint32_t> seen(o.out.begin() + 4, o.out.end());
  std::sort(seen.begin(), seen.end());
  for (uint32_t i = 0; i < threads; ++i) ASSERT_EQ(seen[i], i);
}

TEST(PtxAtomics, ACompareAndSwapLoopAddsEveryThreadsShareAcrossBlocks) {
  // Each thread adds 3 * tid + 1 by a cas loop: read, add, cas, retry on a lost race.
  const std::string body = std::string(kThreadOut) + R"(
  ld.param.u64 %rd1, [out];
  mad.lo.u32 %r2, %r61, 3, 1;
RETRY:
  ld.global.u32 %r3, [%rd1];
  add.u32 %r4, %r3, %r2;
  atom.global.cas.b32 %r5, [%rd1], %r3, %r4;
  setp.ne.u32 %p1, %r5, %r3;
  @%p1 bra RETRY;
  ret;)";
  LaunchSettings settings;
  settings.grid = {16, 1, 1};
  settings.block = {96, 1, 1};
  settings.threads = 4;
  Outcome o = run(kernel(body), {}, 1, settings);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  uint32_t expected = 0;
  for (uint32_t b = 0; b < 16; ++b)
    for (uint32_t t = 0; t < 96; ++t) expected += 3 * t + 1;
  EXPECT_EQ(o.out[0], expected);
}

TEST(PtxAtomics, IncAndDecWrapAsThePtxIsaDefinesThemInLaneOrder) {
  // One warp: every lane incs out[0] (bound 5, from 0) and decs out[1] (bound
  // 5, from 9), keeping what it read: lane l sees the l-th value of the chain.
  const std::string body = std::string(kThreadOut) + R"(
  ld.param.u64 %rd1, [out];
  ld.param.u64 %rd2, [in];
  ld.global.u32 %r1, [%rd2];
  ld.global.u32 %r2, [%rd2+4];
  setp.eq.u32 %p1, %r61, 0;
  @%p1 st.global.u32 [%rd1], %r1;
  @%p1 st.global.u32 [%rd1+4], %r2;
  bar.sync 0;
  atom.global.inc.u32 %r3, [%rd1], 5;
  atom.global.dec.u32 %r4, [%rd1+4], 5;
  st.global.u32 [%rd30+8], %r3;
  st.global.u32 [%rd30+136], %r4;
  ret;)";
  LaunchSettings settings;
  settings.block = {32, 1, 1};
  Outcome o = run(kernel(body), {0, 9}, 2 + 64, settings);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  uint32_t inc = 0, dec = 9;
  for (uint32_t l = 0; l < 32; ++l) {
    EXPECT_EQ(o.out[2 + l], inc) << "inc, lane " << l;
    EXPECT_EQ(o.out[34 + l], dec) << "dec, lane " << l;
    inc = inc >= 5 ? 0 : inc + 1;               // ((old >= b) ? 0 : old + 1)
    dec = (dec == 0 || dec > 5) ? 5 : dec - 1;  // ((old == 0 || old > b) ? b : old - 1)
  }
  EXPECT_EQ(o.out[0], inc);  // 32 increments from 0, wrapping after 5: 32 mod 6 = 2
  EXPECT_EQ(o.out[0], 2u);
  EXPECT_EQ(o.out[1], dec);
}

TEST(PtxAtomics, MinAndMaxCompareAsTheirTypeSays) {
  // Lane l offers l - 16 (as bits): the s32 minimum is -16, the u32 maximum
  // 0xffffffff (-1's bits), the u32 minimum 0 and the s32 maximum 15.
  const std::string body = std::string(kThreadOut) + R"(
  ld.param.u64 %rd1, [out];
  sub.u32 %r1, %r61, 16;
  atom.global.min.s32 %r2, [%rd1], %r1;
  atom.global.max.u32 %r3, [%rd1+4], %r1;
  atom.global.min.u32 %r4, [%rd1+8], %r1;
  atom.global.max.s32 %r5, [%rd1+12], %r1;
  cvt.s64.s32 %rd2, %r1;
  red.global.min.s64 [%rd1+16], %rd2;
  red.global.max.u64 [%rd1+24], %rd2;
  ret;)";
  LaunchSettings settings;
  settings.block = {32, 1, 1};
  std::vector<uint32_t> in;
  Outcome o = run(kernel(body), in, 8, settings);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  int32_t smin = 0, smax = 0;
  uint32_t umin = 0, umax = 0;
  int64_t smin64 = 0;
  uint64_t umax64 = 0;
  for (int32_t l = 0; l < 32; ++l) {
    smin = std::min(smin, l - 16);
    smax = std::max(smax, l - 16);
    umin = std::min(umin, static_cast<uint32_t>(l - 16));
    umax = std::max(umax, static_cast<uint32_t>(l - 16));
    smin64 = std::min<int64_t>(smin64, l - 16);
    umax64 = std::max(umax64, static_cast<uint64_t>(int64_t{l} - 16));
  }
  EXPECT_EQ(static_cast<int32_t>(o.out[0]), smin);
  EXPECT_EQ(smin, -16);
  EXPECT_EQ(o.out[1], umax);
  EXPECT_EQ(umax, 0xffffffffu);
  EXPECT_EQ(o.out[2], umin);
  EXPECT_EQ(static_cast<int32_t>(o.out[3]), smax);
  EXPECT_EQ(static_cast<int64_t>(o.word64(2)), smin64);
  EXPECT_EQ(o.word64(3), umax64);
  EXPECT_EQ(umax64, ~uint64_t{0});
}

TEST(PtxAtomics, BitwiseExchangeAndTheValuesEachLaneGetsBack) {
  // and/or/xor of lane bits, exch of the lane index: lane l reads l - 1 back.
  const std::string body = std::string(kThreadOut) + R"(
  ld.param.u64 %rd1, [out];
  mov.u32 %r9, 1;
  shl.b32 %r1, %r9, %r61;
  not.b32 %r2, %r1;
  atom.global.or.b32 %r3, [%rd1], %r1;
  atom.global.and.b32 %r4, [%rd1+4], %r2;
  atom.global.xor.b32 %r5, [%rd1+8], %r1;
  atom.global.exch.b32 %r6, [%rd1+12], %r61;
  cvt.u64.u32 %rd2, %r1;
  red.global.or.b64 [%rd1+16], %rd2;
  st.global.u32 [%rd30+32], %r6;
  ret;)";
  LaunchSettings settings;
  settings.block = {16, 1, 1};
  Outcome o = run(kernel(body), {}, 8 + 16, settings);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  EXPECT_EQ(o.out[0], 0xffffu);
  EXPECT_EQ(o.out[1], 0u);  // 0 and anything
  EXPECT_EQ(o.out[2], 0xffffu);
  EXPECT_EQ(o.out[3], 15u);  // the last lane's
  EXPECT_EQ(o.word64(2), 0xffffu);
  EXPECT_EQ(o.out[8], 0u);  // lane 0 read the zeroed word
  for (uint32_t l = 1; l < 16; ++l) EXPECT_EQ(o.out[8 + l], l - 1) << "lane " << l;
}

TEST(PtxAtomics, FloatAddsSumInLaneOrderAndF32FlushesSubnormals) {
  // Lanes add 1 and 3 by turns from 0: lane l reads the float sum of the
  // lanes before it. A subnormal f32 added alone flushes to 0; an f64 one stays.
  const std::string body = std::string(kThreadOut) + R"(
  ld.param.u64 %rd1, [out];
  ld.param.u64 %rd2, [in];
  and.b32 %r1, %r61, 1;
  setp.eq.u32 %p1, %r1, 0;
  selp.f32 %f1, 0f3F800000, 0f40400000, %p1;
  atom.global.add.f32 %f2, [%rd1], %f1;
  ld.global.f32 %f3, [%rd2];
  setp.eq.u32 %p2, %r61, 0;
  @%p2 atom.global.add.f32 %f4, [%rd1+4], %f3;
  @%p2 st.global.f32 [%rd1+8], %f4;
  selp.f64 %fd1, 0d3FF0000000000000, 0d4008000000000000, %p1;
  red.global.add.f64 [%rd1+16], %fd1;
  ld.global.f64 %fd2, [%rd2+8];
  @%p2 red.global.add.f64 [%rd1+24], %fd2;
  st.global.f32 [%rd30+32], %f2;
  ret;)";
  // The subnormal 2^-140 for f32; 2^-1070 for f64 (not flushed).
  const float tinyFloat = std::ldexp(1.0f, -140);
  const double tinyDouble = std::ldexp(1.0, -1070);
  std::vector<uint32_t> in = {std::bit_cast<uint32_t>(tinyFloat), 0};
  const uint64_t tinyBits = std::bit_cast<uint64_t>(tinyDouble);
  in.push_back(static_cast<uint32_t>(tinyBits));
  in.push_back(static_cast<uint32_t>(tinyBits >> 32));
  LaunchSettings settings;
  settings.block = {32, 1, 1};
  Outcome o = run(kernel(body), in, 8 + 32, settings);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  float sum = 0.0f;
  double wide = 0.0;
  for (uint32_t l = 0; l < 32; ++l) {
    EXPECT_EQ(std::bit_cast<float>(o.out[8 + l]), sum) << "lane " << l << " read";
    const float v = (l & 1) == 0 ? 1.0f : 3.0f;
    sum += v;
    wide += v;
  }
  EXPECT_EQ(std::bit_cast<float>(o.out[0]), sum);
  EXPECT_EQ(std::bit_cast<float>(o.out[1]), 0.0f);  // 0 + 2^-140, flushed
  EXPECT_EQ(std::bit_cast<float>(o.out[2]), 0.0f);  // what it read
  EXPECT_EQ(std::bit_cast<double>(o.word64(2)), wide);
  EXPECT_EQ(std::bit_cast<double>(o.word64(3)), tinyDouble);  // f64 keeps subnormals
}

TEST(PtxAtomics, FloatAddsRoundEachStepInLaneOrder) {
  // From 2^24 (seeded by lane 0 alone first), lanes add 1 and 2 by turns;
  // the ulp is 2, so odd sums are ties to even: 2^24 + 1 rounds to 2^24,
  // 2^24 + 3 to 2^24 + 4, and the order decides the sum (2 then 1 would
  // give 2^24 + 64).
  const std::string body = std::string(kThreadOut) + R"(
  ld.param.u64 %rd1, [out];
  setp.eq.u32 %p2, %r61, 0;
  @%p2 st.global.f32 [%rd1], 0f4B800000;
  bar.sync 0;
  and.b32 %r1, %r61, 1;
  setp.eq.u32 %p1, %r1, 0;
  selp.f32 %f1, 0f3F800000, 0f40000000, %p1;
  red.global.add.f32 [%rd1], %f1;
  ret;)";
  LaunchSettings settings;
  settings.block = {32, 1, 1};
  Outcome o = run(kernel(body), {}, 1, settings);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  float sum = 16777216.0f;
  for (uint32_t l = 0; l < 32; ++l) sum += (l & 1) == 0 ? 1.0f : 2.0f;
  EXPECT_EQ(std::bit_cast<float>(o.out[0]), sum);
  EXPECT_EQ(sum, 16777216.0f + 62.0f);  // 2, then 4 a pair: by hand as above
  EXPECT_NE(sum, 16777216.0f + 48.0f);  // the exact sum: rounding made a difference
}

TEST(PtxAtomics, HalfFloatAddsRoundToNearestEvenAndCasWorksOn16Bits) {
  // f16: 2048 (0x6800, ulp 2) plus 1.0 (0x3c00) 32 times: each sum is a tie
  // and rounds back to 2048. f16x2: 0 plus (1.0, 0.5) 32 times: (32, 16) =
  // (0x5000, 0x4c00) exactly. bf16: 256 (0x4380, ulp 2) plus 1.0 (0x3f80)
  // stays 256. cas.b16: only lane 0 finds 0x1234 and swaps in 0xbeef.
  const std::string body = std::string(kThreadOut) + R"(
  ld.param.u64 %rd1, [out];
  setp.eq.u32 %p1, %r61, 0;
  @%p1 st.global.u16 [%rd1], 0x6800;
  @%p1 st.global.u16 [%rd1+2], 0x4380;
  @%p1 st.global.u16 [%rd1+8], 0x1234;
  bar.sync 0;
  mov.b16 %h1, 0x3c00;
  atom.global.add.noftz.f16 %h2, [%rd1], %h1;
  mov.b16 %h3, 0x3f80;
  red.global.add.noftz.bf16 [%rd1+2], %h3;
  mov.b32 %r1, 0x38003c00;
  atom.noftz.global.add.f16x2 %r2, [%rd1+4], %r1;
  mov.b16 %h4, 0x1234;
  mov.b16 %h5, 0xbeef;
  atom.global.cas.b16 %h6, [%rd1+8], %h4, %h5;
  cvt.u32.u16 %r3, %h6;
  st.global.u32 [%rd30+16], %r3;
  ret;)";
  LaunchSettings settings;
  settings.block = {32, 1, 1};
  Outcome o = run(kernel(body), {}, 4 + 32, settings);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  EXPECT_EQ(o.out[0] & 0xffff, 0x6800u);
  EXPECT_EQ(o.out[0] >> 16, 0x4380u);
  EXPECT_EQ(o.out[1], 0x4c005000u);
  EXPECT_EQ(o.out[2] & 0xffff, 0xbeefu);
  EXPECT_EQ(o.out[4], 0x1234u);  // lane 0 read the old value
  for (uint32_t l = 1; l < 32; ++l) EXPECT_EQ(o.out[4 + l], 0xbeefu) << "lane " << l;
}

TEST(PtxAtomics, SharedAndGenericAtomicsAreTheBlocksOwn) {
  // 256 threads add 1 to shared counter tid % 4 (by .shared, then through a
  // generic address); each block's thread 0 writes its counters out.
  const std::string body = std::string(kThreadOut) + R"(
  and.b32 %r1, %r61, 3;
  shl.b32 %r2, %r1, 2;
  mov.u32 %r3, counters;
  add.u32 %r4, %r3, %r2;
  atom.shared.add.u32 %r5, [%r4], 1;
  mov.u64 %rd1, counters;
  cvta.shared.u64 %rd2, %rd1;
  cvt.u64.u32 %rd3, %r2;
  add.s64 %rd4, %rd2, %rd3;
  atom.add.u32 %r6, [%rd4+16], 2;
  atom.relaxed.cta.shared.add.u32 %r7, [counters+32], 1;
  bar.sync 0;
  setp.ne.u32 %p1, %r61, 0;
  @%p1 ret;
  ld.param.u64 %rd5, [out];
  mul.wide.u32 %rd6, %r63, 48;
  add.s64 %rd7, %rd5, %rd6;
  ld.shared.v4.u32 {%r10, %r11, %r12, %r13}, [counters];
  ld.shared.v4.u32 {%r14, %r15, %r16, %r17}, [counters+16];
  ld.shared.u32 %r18, [counters+32];
  st.global.v4.u32 [%rd7], {%r10, %r11, %r12, %r13};
  st.global.v4.u32 [%rd7+16], {%r14, %r15, %r16, %r17};
  st.global.u32 [%rd7+32], %r18;
  ret;)";
  LaunchSettings settings;
  settings.grid = {3, 1, 1};
  settings.block = {256, 1, 1};
  settings.threads = 3;
  Outcome o = run(kernel(body, ".shared .align 16 .b32 counters[9];\n"), {}, 36, settings);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  for (uint32_t b = 0; b < 3; ++b) {
    for (uint32_t i = 0; i < 4; ++i) {
      EXPECT_EQ(o.out[b * 12 + i], 64u) << "block " << b;
      EXPECT_EQ(o.out[b * 12 + 4 + i], 128u) << "block " << b;
    }
    EXPECT_EQ(o.out[b * 12 + 8], 256u);
  }
}

TEST(PtxAtomics, MemoryOrderAndScopeQualifiersAsNvccAndLibcuxxWriteThem) {
  const std::string body = std::string(kThreadOut) + R"(
  ld.param.u64 %rd1, [out];
  atom.global.sys.add.u32 %r1, [%rd1], 1;
  atom.global.cta.add.u32 %r2, [%rd1], 1;
  atom.add.acq_rel.gpu.u32 %r3, [%rd1], 1;
  atom.relaxed.gpu.global.add.u32 %r4, [%rd1], 1;
  atom.acquire.sys.global.exch.b32 %r5, [%rd1+4], 7;
  atom.release.gpu.cas.b32 %r6, [%rd1+8], 0, 9;
  atom.global.cas.b64 %rd2, [%rd1+16], 0, 11;
  red.release.gpu.global.add.u64 [%rd1+24], 5;
  membar.gl;
  membar.cta;
  membar.sys;
  fence.sc.cta;
  fence.acq_rel.gpu;
  fence.sc.sys;
  fence.cta;
  fence.proxy.alias;
  fence.proxy.async.global;
  ret;)";
  LaunchSettings settings;
  settings.grid = {2, 1, 1};
  settings.block = {64, 1, 1};
  Outcome o = run(kernel(body), {}, 8, settings);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  EXPECT_EQ(o.out[0], 4u * 128);
  EXPECT_EQ(o.out[1], 7u);
  EXPECT_EQ(o.out[2], 9u);
  EXPECT_EQ(o.word64(2), 11u);
  EXPECT_EQ(o.word64(3), 5u * 128);
}

TEST(PtxAtomics, TypesAndSpacesPtxasRefusesAreRefused) {
  // ptxas 13: ".add requires .u32 or .s32 or .u64 or .f64 ... or .f32",
  // ".and requires .b32 or .b64", ".inc requires .u32", "State space incorrect".
  for (const char* wrong :
       {"atom.global.add.b32 %r1, [%rd1], 1;", "atom.global.and.u32 %r1, [%rd1], 1;",
        "atom.global.inc.u64 %rd2, [%rd1], 1;", "atom.local.add.u32 %r1, [%rd1], 1;",
        "atom.global.max.f32 %f1, [%rd1], %f2;", "red.global.cas.b32 [%rd1], 1, 2;",
        "atom.global.exch.f32 %f1, [%rd1], %f2;",
        // "Duplicate .acquire modifier", "Illegal modifier '.acquire' for
        // instruction 'red'", "'.noftz' modifier required", "Arguments mismatch".
        "atom.add.release.acquire.gpu.u32 %r1, [%rd1], 1;",
        "atom.global.cta.gpu.add.u32 %r1, [%rd1], 1;", "red.acquire.gpu.global.add.u32 [%rd1], 1;",
        "atom.global.add.f16 %h1, [%rd1], %h2;", "atom.global.add.f32.noftz %f1, [%rd1], %f2;",
        "atom.global.add.u32 %r1, [%rd1], %r2, %r3;"}) {
    EXPECT_NE(refusal(kernel(std::string("  ") + wrong + "\n  ret;")), "") << wrong;
  }
  // An unknown operation is invalid, not "not supported yet".
  const std::string sub = refusal(kernel("  atom.global.sub.u32 %r1, [%rd1], 1;\n  ret;"));
  EXPECT_NE(sub.find("'atom.global.sub.u32' is invalid"), std::string::npos) << sub;
  const std::string twice =
      refusal(kernel("  atom.add.release.acquire.gpu.u32 %r1, [%rd1], 1;\n  ret;"));
  EXPECT_NE(twice.find("duplicate memory orders .release and .acquire"), std::string::npos)
      << twice;
}

TEST(PtxAtomics, ACachePolicyIsCheckedAndChangesNothing) {
  // ptxas 13 takes atom/red .L2::cache_hint with a .b64 policy last; one
  // warp's 32 adds of 2 (atom) and 3 (red) make 64 and 96 wherever the policy.
  const std::string body = std::string(kThreadOut) + R"(
  ld.param.u64 %rd1, [out];
  mov.b64 %rd3, 0;
  atom.global.L2::cache_hint.add.u32 %r1, [%rd1], 2, %rd3;
  red.L2::cache_hint.global.add.u32 [%rd1+4], 3, %rd3;
  ret;)";
  LaunchSettings settings;
  settings.block = {32, 1, 1};
  Outcome o = run(kernel(body), {}, 2, settings);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  EXPECT_EQ(o.out[0], 64u);
  EXPECT_EQ(o.out[1], 96u);
  // "Illegal modifier '.L2::cache_hint' for instruction 'atom'" (cas), "cannot
  // be applied to '.shared' space", "Arguments mismatch" (no policy, or a
  // 32-bit one).
  const struct {
    const char* form;
    const char* error;
  } wrong[] = {
      {"atom.global.L2::cache_hint.cas.b32 %r1, [%rd1], %r2, %r3, %rd3;", "takes no"},
      {"atom.shared.L2::cache_hint.add.u32 %r1, [%rd1], %r2, %rd3;", ".shared state space"},
      {"atom.global.L2::cache_hint.add.u32 %r1, [%rd1], %r2;", "is declared .b32"},
      {"atom.global.L2::cache_hint.add.u32 %r1, [%rd1], %r2, %r3;", "is declared .b32"},
  };
  for (const auto& [form, error] : wrong) {
    const std::string message = refusal(kernel(std::string("  ") + form + "\n  ret;"));
    EXPECT_NE(message.find(error), std::string::npos) << form << ": " << message;
  }
}

TEST(PtxAtomics, AMisalignedAtomicIsAFaultNamingTheAddress) {
  const std::string body = R"(
  ld.param.u64 %rd1, [out];
  atom.global.add.u32 %r1, [%rd1+2], 1;
  ret;)";
  Outcome o = run(kernel(body), {}, 2);
  ASSERT_TRUE(o.report.fault);
  EXPECT_EQ(o.report.fault->kind, "misaligned");
  EXPECT_NE(o.report.fault->message.find("not aligned to 4 bytes"), std::string::npos)
      << o.report.fault->message;
  EXPECT_NE(o.report.fault->instruction.find("atom.global.add.u32"), std::string::npos);
}

}  // namespace
}  // namespace gpuasm::testing
