// The SIMT simulator through the host API: carry semantics on values worked
// out by hand (the PTX ISA's definitions, reference/ptx-integer-study.md A4),
// divergence and reconvergence against per-thread C++ evaluation, shared
// memory and bar.sync, the state spaces, and faults that name the
// instruction, the thread and the value.
#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

#include "gpuasm/ptx/host.hpp"
#include "targets/ptx/machine/kernel_runner.hpp"

namespace gpuasm::testing {
namespace {

using namespace gpuasm::ptx;

using namespace ptxkernel;

// Stores %r0..%r(n-1) of thread 0 to out[0..n).
std::string storeRegisters(int n) {
  std::string s = "  ld.param.u64 %rd30, [out];\n";
  for (int i = 0; i < n; ++i)
    s += "  st.global.u32 [%rd30+" + std::to_string(4 * i) + "], %r" + std::to_string(i) + ";\n";
  return s;
}

TEST(PtxSimulator, CarryChainsOf32BitsFollowThePtxDefinitions) {
  // 0xffffffff * 0xffffffff = 0xfffffffe_00000001 (hand: (2^32-1)^2 = 2^64 - 2^33 + 1).
  const std::string body =
      "  add.cc.u32 %r0, 0xffffffff, 1;\n"                          // 0, CF = 1
      "  addc.u32 %r1, 0, 0;\n"                                     // 0 + 0 + 1 = 1
      "  add.cc.u32 %r2, 0x80000000, 0x7fffffff;\n"                 // 0xffffffff, CF = 0
      "  addc.cc.u32 %r3, 5, 6;\n"                                  // 11, CF = 0
      "  sub.cc.u32 %r4, 0, 1;\n"                                   // 0xffffffff, borrow
      "  subc.u32 %r5, 10, 3;\n"                                    // 10 - (3 + 1) = 6
      "  sub.cc.u32 %r6, 7, 7;\n"                                   // 0, no borrow
      "  subc.cc.u32 %r7, 0, 0;\n"                                  // 0, no borrow
      "  subc.u32 %r8, 9, 0;\n"                                     // 9
      "  mad.lo.cc.u32 %r9, 0xffffffff, 0xffffffff, 0xffffffff;\n"  // 1 + 0xffffffff = 0, CF 1
      "  madc.hi.u32 %r10, 0xffffffff, 0xffffffff, 0;\n"    // 0xfffffffe + 0 + 1 = 0xffffffff
      "  mad.hi.cc.u32 %r11, 0xffffffff, 0xffffffff, 2;\n"  // 0xfffffffe + 2 = 0 with CF 1
      "  madc.lo.cc.u32 %r12, 3, 5, 0xffffffff;\n"          // 15 + 0xffffffff + 1 = 15, CF 1
      "  madc.lo.u32 %r13, 2, 2, 0;\n"                      // 4 + 0 + 1 = 5
      "  mul.hi.u32 %r14, 0x10000, 0x10000;\n"              // 2^32 >> 32 = 1
      "  mul.hi.s32 %r15, -2, 3;\n"                         // -6: high word all ones
      "  mad.hi.s32 %r16, -1, 1, 5;\n"                      // -1's high word -1, + 5 = 4
      "  mul.lo.u32 %r17, 0x10001, 0x10001;\n"              // 0x100020001 mod 2^32 = 0x20001
      + storeRegisters(18);
  Outcome o = run(kernel(body), {}, 18);
  const std::vector<uint32_t> want = {0,  1, 0xffffffff, 11,         0xffffffff, 6,
                                      0,  0, 9,          0,          0xffffffff, 0,
                                      15, 5, 1,          0xffffffff, 4,          0x20001};
  EXPECT_EQ(o.out, want);
  EXPECT_FALSE(o.report.fault);
}

TEST(PtxSimulator, CarryChainsOf64BitsAndWideProducts) {
  const std::string body =
      "  add.cc.u64 %rd0, 0xffffffffffffffff, 2;\n"  // 1, CF 1
      "  addc.u64 %rd1, 0, 0;\n"                     // 1
      "  mad.lo.cc.u64 %rd2, 0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff;\n"  // 1 +
                                                                                             // (2^64-1):
                                                                                             // 0,
                                                                                             // CF 1
      "  madc.hi.u64 %rd3, 0xffffffffffffffff, 0xffffffffffffffff, 0;\n"  // 2^64-2 + 1
      "  mul.wide.u32 %rd4, 0xffffffff, 0xffffffff;\n"                    // 0xfffffffe00000001
      "  mul.wide.s32 %rd5, -3, 7;\n"                                     // -21
      "  mad.wide.u32 %rd6, 0x80000000, 4, 0xffffffffffffffff;\n"         // 2^33 - 1 mod 2^64
      "  sub.cc.u64 %rd7, 0, 1;\n"                                        // all ones, borrow
      "  subc.u64 %rd8, 0, 0;\n"                                          // -1
      "  mul.hi.u64 %rd9, 0x100000000, 0x100000000;\n"                    // 1
      "  ld.param.u64 %rd30, [out];\n";
  std::string stores;
  for (int i = 0; i < 10; ++i)
    stores +=
        "  st.global.u64 [%rd30+" + std::to_string(8 * i) + "], %rd" + std::to_string(i) + ";\n";
  Outcome o = run(kernel(body + stores), {}, 20);
  auto word64 = [&](int i) { return uint64_t{o.out[2 * i]} | uint64_t{o.out[2 * i + 1]} << 32; };
  EXPECT_EQ(word64(0), 1u);
  EXPECT_EQ(word64(1), 1u);
  EXPECT_EQ(word64(2), 0u);
  EXPECT_EQ(word64(3), 0xffffffffffffffffu);
  EXPECT_EQ(word64(4), 0xfffffffe00000001u);
  EXPECT_EQ(word64(5), static_cast<uint64_t>(-21));
  EXPECT_EQ(word64(6), 0x1ffffffffu);
  EXPECT_EQ(word64(7), 0xffffffffffffffffu);
  EXPECT_EQ(word64(8), 0xffffffffffffffffu);
  EXPECT_EQ(word64(9), 1u);
}

TEST(PtxSimulator, ShiftsComparesConversionsAndSelects) {
  const std::string body =
      "  shr.s32 %r0, -16, 2;\n"                                 // -4
      "  shr.u32 %r1, 0x80000000, 31;\n"                         // 1
      "  shl.b32 %r2, 1, 40;\n"                                  // clamps: 0
      "  shr.s32 %r3, -5, 99;\n"                                 // clamps: -1
      "  setp.lt.s32 %p1, -1, 1;\n"                              // true
      "  setp.lo.u32 %p2, 0xffffffff, 1;\n"                      // false
      "  selp.b32 %r4, 11, 22, %p1;\n"                           // 11
      "  selp.b32 %r5, 11, 22, %p2;\n"                           // 22
      "  cvt.s32.s8 %r6, 0x80;\n"                                // -128
      "  cvt.u32.u8 %r7, 0x180;\n"                               // 0x80
      "  cvt.u32.u64 %r8, 0x123456789;\n"                        // 0x23456789
      "  and.pred %p3, %p1, %p2;\n  selp.b32 %r9, 1, 0, %p3;\n"  // 0
      "  or.pred %p3, %p1, %p2;\n  selp.b32 %r10, 1, 0, %p3;\n"  // 1
      "  not.pred %p3, %p1;\n  selp.b32 %r11, 1, 0, %p3;\n"      // 0
      "  not.b32 %r12, 0;\n"                                     // all ones
      "  xor.b32 %r13, 0xff00ff00, 0x0ff00ff0;\n"                // 0xf0f0f0f0
      "  mov.f32 %f1, 0f3FC00000;\n"                             // 1.5
      "  fma.rn.f32 %f2, %f1, %f1, 0f3E800000;\n"                // 2.25 + 0.25 = 2.5
      "  mov.b32 %r14, %f2;\n"
      "  add.rz.f32 %f3, 0f3F800000, 0f33800000;\n"  // 1 + 2^-24 rounds to zero: 1.0
      "  mov.b32 %r15, %f3;\n"
      "  add.rp.f32 %f3, 0f3F800000, 0f33800000;\n"  // up: 1 + 2^-23
      "  mov.b32 %r16, %f3;\n"
      "  setp.ne.f32 %p4, 0f7FC00000, 0f3F800000;\n  selp.b32 %r17, 1, 0, %p4;\n"  // NaN: false
      + storeRegisters(18);
  Outcome o = run(kernel(body), {}, 18);
  const std::vector<uint32_t> want = {static_cast<uint32_t>(-4),
                                      1,
                                      0,
                                      0xffffffff,
                                      11,
                                      22,
                                      static_cast<uint32_t>(-128),
                                      0x80,
                                      0x23456789,
                                      0,
                                      1,
                                      0,
                                      0xffffffff,
                                      0xf0f0f0f0,
                                      0x40200000,
                                      0x3f800000,
                                      0x3f800001,
                                      0};
  EXPECT_EQ(o.out, want);
}

TEST(PtxSimulator, SixteenBitFormsWrapAtSixteenBits) {
  const std::string body =
      "  add.u16 %h0, 0xffff, 1;\n"            // wraps to 0
      "  mul.wide.u16 %r1, 0xffff, 0xffff;\n"  // 0xfffe0001
      "  mul.hi.s16 %h2, -2, 3;\n"             // -6: high half 0xffff
      "  shr.s16 %h3, 0x8000, 15;\n"           // 0xffff
      "  mad.lo.u16 %h4, 0x100, 0x100, 7;\n"   // 0x10000 wraps: 7
      "  mul.wide.s16 %r5, -1, 0x7fff;\n"      // -32767
      "  cvt.u32.u16 %r0, %h0;\n  cvt.u32.u16 %r2, %h2;\n  cvt.u32.u16 %r3, %h3;\n"
      "  cvt.s32.s16 %r4, %h4;\n" +
      storeRegisters(6);
  Outcome o = run(kernel(body), {}, 6);
  const std::vector<uint32_t> want = {0,      0xfffe0001, 0xffff,
                                      0xffff, 7,          static_cast<uint32_t>(-32767)};
  EXPECT_EQ(o.out, want);
}

// Collatz steps: a loop whose trip count differs per lane, and an if/else in it.
TEST(PtxSimulator, DivergentLoopsReconvergeAndEveryLaneGetsItsOwnAnswer) {
  const std::string body = R"(
  mov.u32 %r1, %tid.x;
  mov.u32 %r2, %ctaid.x;
  mov.u32 %r3, %ntid.x;
  mad.lo.u32 %r4, %r2, %r3, %r1;     // global index
  add.u32 %r5, %r4, 1;               // n = index + 1
  mov.u32 %r6, 0;                    // steps
LOOP:
  setp.eq.u32 %p1, %r5, 1;
  @%p1 bra DONE;
  and.b32 %r7, %r5, 1;
  setp.eq.u32 %p2, %r7, 0;
  @%p2 bra EVEN;
  mad.lo.u32 %r5, %r5, 3, 1;
  bra NEXT;
EVEN:
  shr.u32 %r5, %r5, 1;
NEXT:
  add.u32 %r6, %r6, 1;
  bra LOOP;
DONE:
  ld.param.u64 %rd1, [out];
  mul.wide.u32 %rd2, %r4, 4;
  add.s64 %rd3, %rd1, %rd2;
  st.global.u32 [%rd3], %r6;
  // After the loop every lane is back: count them with a shared-memory-free check.
  ret;)";
  const uint32_t threads = 3 * 70;
  LaunchSettings settings;
  settings.grid = {3, 1, 1};
  settings.block = {70, 1, 1};  // three warps a block, the last one partial
  Outcome o = run(kernel(body), {}, threads, settings);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  for (uint32_t i = 0; i < threads; ++i) {
    uint32_t n = i + 1, steps = 0;
    while (n != 1) {
      n = n % 2 ? 3 * n + 1 : n / 2;
      ++steps;
    }
    EXPECT_EQ(o.out[i], steps) << "thread " << i;
  }
}

// After an if/else both paths come back together: one instruction after the
// join runs once for the whole warp (the thread-instruction count says so).
TEST(PtxSimulator, AnIfElseReconvergesAtItsPostDominator) {
  const std::string body = R"(
  mov.u32 %r1, %tid.x;
  and.b32 %r2, %r1, 1;
  setp.eq.u32 %p1, %r2, 0;
  @%p1 bra EVEN;
  mov.u32 %r3, 100;
  bra JOIN;
EVEN:
  mov.u32 %r3, 200;
JOIN:
  add.u32 %r3, %r3, %r1;
  ld.param.u64 %rd1, [out];
  mul.wide.u32 %rd2, %r1, 4;
  add.s64 %rd3, %rd1, %rd2;
  st.global.u32 [%rd3], %r3;
  ret;)";
  LaunchSettings settings;
  settings.block = {32, 1, 1};
  Outcome o = run(kernel(body), {}, 32, settings);
  for (uint32_t i = 0; i < 32; ++i) EXPECT_EQ(o.out[i], (i % 2 ? 100 : 200) + i);
  // Hand count: 4 up to the branch (itself included) for 32 lanes; the odd path's mov
  // and bra for 16, the even path's mov for 16; after the join 6 (add .. ret) for 32.
  EXPECT_EQ(o.report.warpInstructions, 4u + 2 + 1 + 6);
  EXPECT_EQ(o.report.threadInstructions, 4u * 32 + 2 * 16 + 16 + 6 * 32);
}

TEST(PtxSimulator, SharedMemoryAndBarSyncReverseABlockAcrossWarps) {
  const std::string body = R"(
  mov.u32 %r1, %tid.x;
  mov.u32 %r2, %ntid.x;
  mov.u32 %r3, %ctaid.x;
  mad.lo.u32 %r4, %r3, %r2, %r1;
  ld.param.u64 %rd1, [in];
  mul.wide.u32 %rd2, %r4, 4;
  add.s64 %rd3, %rd1, %rd2;
  ld.global.u32 %r5, [%rd3];
  mov.u32 %r6, buffer;
  shl.b32 %r7, %r1, 2;
  add.u32 %r8, %r6, %r7;
  st.shared.u32 [%r8], %r5;
  bar.sync 0;
  sub.u32 %r9, %r2, 1;
  sub.u32 %r9, %r9, %r1;
  shl.b32 %r10, %r9, 2;
  add.u32 %r11, %r6, %r10;
  ld.shared.u32 %r12, [%r11];
  ld.param.u64 %rd4, [out];
  add.s64 %rd5, %rd4, %rd2;
  st.global.u32 [%rd5], %r12;
  ret;)";
  const std::string shared = ".shared .align 4 .b32 buffer[128];\n";
  std::vector<uint32_t> in(256);
  for (uint32_t i = 0; i < in.size(); ++i) in[i] = i * 7 + 3;
  LaunchSettings settings;
  settings.grid = {2, 1, 1};
  settings.block = {128, 1, 1};
  Outcome o = run(kernel(body, shared), in, 256, settings);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  for (uint32_t b = 0; b < 2; ++b)
    for (uint32_t t = 0; t < 128; ++t) EXPECT_EQ(o.out[b * 128 + t], in[b * 128 + 127 - t]);
}

TEST(PtxSimulator, SpecialRegistersOfAThreeDimensionalLaunch) {
  const std::string body = R"(
  mov.u32 %r1, %tid.x;
  mov.u32 %r2, %tid.y;
  mov.u32 %r3, %tid.z;
  mov.u32 %r4, %ctaid.x;
  mov.u32 %r5, %ctaid.y;
  mov.u32 %r6, %ctaid.z;
  mov.u32 %r7, %laneid;
  mov.u32 %r8, %warpid;
  mov.u32 %r9, %nctaid.y;
  mov.u32 %r10, %ntid.z;
  // linear = ((ctaid.z * 2 + ctaid.y) * 2 + ctaid.x) * 60 + (tid.z * 20 + tid.y * 5 + tid.x)
  mad.lo.u32 %r11, %r6, 2, %r5;
  mad.lo.u32 %r11, %r11, 2, %r4;
  mul.lo.u32 %r11, %r11, 60;
  mad.lo.u32 %r12, %r3, 20, %r1;
  mad.lo.u32 %r12, %r2, 5, %r12;
  add.u32 %r11, %r11, %r12;
  ld.param.u64 %rd1, [out];
  mul.wide.u32 %rd2, %r11, 16;
  add.s64 %rd3, %rd1, %rd2;
  st.global.v4.u32 [%rd3], {%r7, %r8, %r9, %r10};
  ret;)";
  LaunchSettings settings;
  settings.grid = {2, 2, 2};
  settings.block = {5, 4, 3};
  Outcome o = run(kernel(body), {}, 8 * 60 * 4, settings);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  for (uint32_t block = 0; block < 8; ++block)
    for (uint32_t t = 0; t < 60; ++t) {
      const uint32_t* v = &o.out[(block * 60 + t) * 4];
      EXPECT_EQ(v[0], t % 32);
      EXPECT_EQ(v[1], t / 32);
      EXPECT_EQ(v[2], 2u);
      EXPECT_EQ(v[3], 3u);
    }
}

TEST(PtxSimulator, LocalConstGlobalVariablesAndParametersByAddress) {
  const std::string extra =
      ".const .align 4 .u32 table[4] = {10, 20, 30, 40};\n"
      ".global .align 4 .u32 counter[2] = {7, 9};\n";
  const std::string body = R"(
  .local .align 4 .b32 scratch[4];
  mov.u32 %r1, %tid.x;
  st.local.u32 [scratch], %r1;
  st.local.u32 [scratch+12], 5;
  ld.local.u32 %r2, [scratch];
  ld.local.u32 %r3, [scratch+12];
  and.b32 %r4, %r1, 3;
  shl.b32 %r4, %r4, 2;
  mov.u64 %rd1, table;
  cvt.u64.u32 %rd2, %r4;
  add.s64 %rd3, %rd1, %rd2;
  ld.const.u32 %r5, [%rd3];
  ld.global.u32 %r6, [counter+4];
  mov.u64 %rd4, out;
  ld.param.u64 %rd5, [%rd4];
  mul.wide.u32 %rd6, %r1, 16;
  add.s64 %rd7, %rd5, %rd6;
  st.global.v4.u32 [%rd7], {%r2, %r3, %r5, %r6};
  ret;)";
  LaunchSettings settings;
  settings.block = {40, 1, 1};
  Outcome o = run(kernel(body, extra), {}, 40 * 4, settings);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  for (uint32_t t = 0; t < 40; ++t) {
    EXPECT_EQ(o.out[4 * t], t);
    EXPECT_EQ(o.out[4 * t + 1], 5u);
    EXPECT_EQ(o.out[4 * t + 2], 10 * (t % 4 + 1));
    EXPECT_EQ(o.out[4 * t + 3], 9u);
  }
}

TEST(PtxSimulator, AGuardedExitEndsOnlyItsLanes) {
  const std::string body = R"(
  mov.u32 %r1, %tid.x;
  setp.ge.u32 %p1, %r1, 10;
  @%p1 exit;
  ld.param.u64 %rd1, [out];
  mul.wide.u32 %rd2, %r1, 4;
  add.s64 %rd3, %rd1, %rd2;
  add.u32 %r2, %r1, 1;
  st.global.u32 [%rd3], %r2;)";  // no ret: the end of the body is one
  LaunchSettings settings;
  settings.block = {32, 1, 1};
  Outcome o = run(kernel(body), {}, 32, settings);
  for (uint32_t i = 0; i < 32; ++i) EXPECT_EQ(o.out[i], i < 10 ? i + 1 : 0u);
}

LaunchFault expectFault(const std::string& body, LaunchSettings settings = {}) {
  Outcome o = run(kernel(body), {1, 2, 3, 4}, 4, settings);
  EXPECT_TRUE(o.report.fault);
  return o.report.fault.value_or(LaunchFault{});
}

TEST(PtxSimulatorFaults, AnAddressOutsideEveryBufferNamesInstructionThreadAndAddress) {
  LaunchSettings settings;
  settings.grid = {3, 1, 1};
  settings.block = {64, 1, 1};
  settings.threads = 2;
  // Thread 37 of block 1 and every thread of block 2 store past the 16 bytes of `out`.
  LaunchFault f = expectFault(R"(
  mov.u32 %r1, %tid.x;
  mov.u32 %r2, %ctaid.x;
  mad.lo.u32 %r3, %r2, 64, %r1;
  setp.lt.u32 %p1, %r3, 101;
  @%p1 bra DONE;
  ld.param.u64 %rd1, [out];
  mul.wide.u32 %rd2, %r3, 4096;
  add.s64 %rd3, %rd1, %rd2;
  st.global.u32 [%rd3], %r3;
DONE:
  ret;)",
                              settings);
  EXPECT_EQ(f.kind, "address");
  EXPECT_EQ(f.block, (std::array<uint32_t, 3>{1, 0, 0}));
  EXPECT_EQ(f.thread, (std::array<uint32_t, 3>{37, 0, 0}));
  EXPECT_EQ(f.instruction, "st.global.u32 [%rd3], %r3;");
  EXPECT_EQ(f.location, "k.ptx:21:3");  // kernel(): 5 lines, 6 declarations, then the body
  EXPECT_NE(f.message.find("store of 4 bytes"), std::string::npos) << f.message;
  ASSERT_TRUE(f.value);
}

TEST(PtxSimulatorFaults, MisalignedSharedOutOfRangeAndWatchdog) {
  LaunchFault misaligned =
      expectFault("  ld.param.u64 %rd1, [in];\n  ld.global.u32 %r1, [%rd1+2];\n  ret;");
  EXPECT_EQ(misaligned.kind, "misaligned");
  EXPECT_NE(misaligned.message.find("not aligned to 4 bytes"), std::string::npos);
  EXPECT_EQ(misaligned.instruction, "ld.global.u32 %r1, [%rd1+2];");

  LaunchFault vector =
      expectFault("  ld.param.u64 %rd1, [in];\n  ld.global.v2.u32 {%r1, %r2}, [%rd1+4];\n  ret;");
  EXPECT_EQ(vector.kind, "misaligned");
  EXPECT_NE(vector.message.find("not aligned to 8 bytes"), std::string::npos);

  LaunchFault shared = expectFault("  mov.u32 %r2, 64;\n  ld.shared.u32 %r1, [%r2];\n  ret;");
  EXPECT_EQ(shared.kind, "address");
  EXPECT_NE(shared.message.find("shared memory (0 bytes)"), std::string::npos) << shared.message;

  LaunchSettings settings;
  settings.maxInstructions = 1000;
  LaunchFault forever = expectFault("LOOP:\n  add.u32 %r1, %r1, 1;\n  bra LOOP;", settings);
  EXPECT_EQ(forever.kind, "watchdog");
  EXPECT_NE(forever.message.find("1000 instructions"), std::string::npos) << forever.message;
}

TEST(PtxSimulatorHost, LaunchErrorsAndArgumentChecks) {
  std::string error;
  auto program = Program::fromText(kernel("  ret;"), "k.ptx", error);
  ASSERT_TRUE(program) << error;
  EXPECT_FALSE(Kernel::create(*program, "nope", error));
  EXPECT_EQ(error, "k.ptx has no kernel (.entry) 'nope' (its kernels: k)");
  auto kernel = Kernel::create(*program, "k", error);
  auto device = openDevice(DeviceKind::Simulator, error);
  try {
    device->launch(*kernel, {});
    ADD_FAILURE() << "launched without arguments";
  } catch (const LaunchError& e) {
    EXPECT_EQ(e.message, "parameter 'in' of kernel 'k' is not set");
    EXPECT_TRUE(e.badSettings);
  }
  EXPECT_FALSE(kernel->setArgument("x", ArgumentValue::of(1), error));
  EXPECT_EQ(error, "kernel 'k' has no parameter 'x' (its parameters: in, out)");
  EXPECT_FALSE(Program::fromText("garbage", "bad.ptx", error));
  EXPECT_NE(error.find("bad.ptx:1:1: error:"), std::string::npos) << error;
}

}  // namespace
}  // namespace gpuasm::testing
