// Barriers on the simulator and the SM model: bar.sync and barrier.sync with
// thread counts, bar.arrive for producer and consumer warps, bar.red's
// popc/and/or results counted by hand, threads that exit before a barrier
// (they no longer hold it up: PTX ISA, `exit`), and divergent barriers, which
// are faults that name the barrier, the instruction and the threads missing.
#include <gtest/gtest.h>

#include "gpuasm/ptx/sm_model.hpp"
#include "targets/ptx/machine/kernel_runner.hpp"

namespace gpuasm::testing {
namespace {

using namespace ptxkernel;

TEST(PtxBarriers, BarRedCountsAndCombinesThePredicatesOfTheWholeBlock) {
  // 128 threads: popc of tid % 3 == 0 (tid - 3 * (tid * 0xAAAAAAAB >> 33)); and of tid < 127 (false
  // for one thread) and tid < 200 (true for all); or of tid == 77 and tid > 500.
  const std::string body = std::string(kThreadOut) + R"(
  mul.hi.u32 %r9, %r61, 0xAAAAAAAB;
  shr.u32 %r9, %r9, 1;
  mul.lo.u32 %r9, %r9, 3;
  sub.u32 %r1, %r61, %r9;
  setp.eq.u32 %p1, %r1, 0;
  bar.red.popc.u32 %r2, 0, %p1;
  setp.lt.u32 %p2, %r61, 127;
  bar.red.and.pred %p3, 1, %p2;
  setp.lt.u32 %p4, %r61, 200;
  barrier.red.and.aligned.pred %p5, 2, 128, %p4;
  setp.eq.u32 %p6, %r61, 77;
  bar.red.or.pred %p7, 3, %p6;
  setp.gt.u32 %p8, %r61, 500;
  barrier.cta.red.or.pred %p9, 4, %p8;
  barrier.red.popc.aligned.u32 %r3, 5, 128, %p4;
  selp.u32 %r4, 1, 0, %p3;
  selp.u32 %r5, 1, 0, %p5;
  selp.u32 %r6, 1, 0, %p7;
  selp.u32 %r7, 1, 0, %p9;
  mul.wide.u32 %rd1, %r60, 32;
  add.s64 %rd2, %rd31, %rd1;
  st.global.v2.u32 [%rd2], {%r2, %r3};
  st.global.v4.u32 [%rd2+16], {%r4, %r5, %r6, %r7};
  ret;)";
  LaunchSettings settings;
  settings.grid = {2, 1, 1};
  settings.block = {128, 1, 1};
  uint32_t popc = 0;
  for (uint32_t t = 0; t < 128; ++t) popc += t % 3 == 0;
  EXPECT_EQ(popc, 43u);  // 0, 3, ..., 126
  const std::string text = kernel(body);
  Outcome o = run(text, {}, 256 * 8, settings);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  for (uint32_t t = 0; t < 256; ++t) {
    EXPECT_EQ(o.out[8 * t], popc) << "thread " << t;
    EXPECT_EQ(o.out[8 * t + 1], 128u);
    EXPECT_EQ(o.out[8 * t + 4], 0u);  // and: thread 127 is false
    EXPECT_EQ(o.out[8 * t + 5], 1u);
    EXPECT_EQ(o.out[8 * t + 6], 1u);  // or: thread 77 is true
    EXPECT_EQ(o.out[8 * t + 7], 0u);
  }
}

TEST(PtxBarriers, BarArriveLetsAProducerWarpRunOnWhileTheConsumerWaits) {
  // Warp 1 writes shared memory and arrives at barrier 1 (64 threads); warp
  // 0 waits there first (the functional scheduler runs it first), then reads
  // what warp 1 wrote. Both then meet at barrier 0 with barrier.sync.
  const std::string body = std::string(kThreadOut) + R"(
  mov.u32 %r1, slots;
  and.b32 %r2, %r61, 31;
  shl.b32 %r3, %r2, 2;
  add.u32 %r4, %r1, %r3;
  setp.lt.u32 %p1, %r61, 32;
  @%p1 bra CONSUMER;
  mad.lo.u32 %r5, %r2, 5, 7;
  st.shared.u32 [%r4], %r5;
  bar.arrive 1, 64;
  bra.uni DONE;
CONSUMER:
  bar.sync 1, 64;
  ld.shared.u32 %r6, [%r4];
  st.global.u32 [%rd30], %r6;
DONE:
  barrier.sync 0;
  ret;)";
  LaunchSettings settings;
  settings.block = {64, 1, 1};
  Outcome o = run(kernel(body, ".shared .align 4 .b32 slots[32];\n"), {}, 64, settings);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  for (uint32_t t = 0; t < 32; ++t) EXPECT_EQ(o.out[t], t * 5 + 7) << "thread " << t;
}

TEST(PtxBarriers, ThreadsThatExitedNoLongerHoldABarrier) {
  // Warp 0 and half of warp 1 exit; the other 16 threads meet at bar.sync.
  const std::string body = std::string(kThreadOut) + R"(
  setp.lt.u32 %p1, %r61, 48;
  @%p1 bra END;
  bar.sync 0;
  st.global.u32 [%rd30], 1;
END:
  ret;)";
  LaunchSettings settings;
  settings.block = {64, 1, 1};
  Outcome o = run(kernel(body), {}, 64, settings);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  for (uint32_t t = 0; t < 64; ++t) EXPECT_EQ(o.out[t], t < 48 ? 0u : 1u) << "thread " << t;
}

TEST(PtxBarriers, ABarrierSomeLanesOfAWarpBranchAroundIsADivergentBarrierFault) {
  // Lanes 16..31 reach bar.sync; lanes 0..15 branched around it and wait at
  // the reconvergence point after it.
  const std::string body = std::string(kThreadOut) + R"(
  setp.lt.u32 %p1, %r61, 16;
  @%p1 bra SKIP;
  bar.sync 0;
SKIP:
  st.global.u32 [%rd30], 1;
  ret;)";
  LaunchSettings settings;
  settings.block = {32, 1, 1};
  Outcome o = run(kernel(body), {}, 32, settings);
  ASSERT_TRUE(o.report.fault);
  const LaunchFault& f = *o.report.fault;
  EXPECT_EQ(f.kind, "barrier");
  EXPECT_EQ(f.instruction, "bar.sync 0;");
  EXPECT_EQ(f.message,
            "divergent barrier: barrier 0 waits for all 32 live threads of the block, 16 arrived "
            "and no other thread can reach it; 16 threads missing: (0,0,0)..(15,0,0) (the first "
            "is on another path of its warp (line 25))");
  EXPECT_EQ(f.thread, (std::array<uint32_t, 3>{16, 0, 0}));  // the first that waits there
}

TEST(PtxBarriers, WarpsWaitingAtDifferentBarriersAreAFaultNamingBoth) {
  const std::string body = std::string(kThreadOut) + R"(
  setp.lt.u32 %p1, %r61, 32;
  @%p1 bra FIRST;
  bar.sync 1;
  bra.uni END;
FIRST:
  bar.sync 0;
END:
  ret;)";
  LaunchSettings settings;
  settings.block = {64, 1, 1};
  Outcome o = run(kernel(body), {}, 1, settings);
  ASSERT_TRUE(o.report.fault);
  const LaunchFault& f = *o.report.fault;
  EXPECT_EQ(f.kind, "barrier");
  EXPECT_EQ(f.instruction, "bar.sync 0;");
  EXPECT_EQ(f.message,
            "divergent barrier: barrier 0 waits for all 64 live threads of the block, 32 arrived "
            "and no other thread can reach it; 32 threads missing: (32,0,0)..(63,0,0) (the first "
            "waits at barrier 1 (line 23))");
}

TEST(PtxBarriers, TheSmModelReportsADivergentBarrierInsteadOfHanging) {
  const std::string body = std::string(kThreadOut) + R"(
  setp.lt.u32 %p1, %r61, 32;
  @%p1 bra FIRST;
  bar.sync 1;
  bra.uni END;
FIRST:
  bar.sync 0;
END:
  ret;)";
  std::string error;
  auto config = findSmConfig("h100", error);
  ASSERT_TRUE(config) << error;
  auto model = openModelDevice(*config);
  LaunchSettings settings;
  settings.block = {64, 1, 1};
  Outcome o = run(kernel(body), {}, 1, settings, model.get());
  ASSERT_TRUE(o.report.fault);
  EXPECT_EQ(o.report.fault->kind, "barrier");
  EXPECT_NE(o.report.fault->message.find("divergent barrier: barrier 0"), std::string::npos)
      << o.report.fault->message;
}

TEST(PtxBarriers, BadBarrierNumbersAndCountsAreFaults) {
  // A barrier id from a register past 15; a count that is not a multiple of 32.
  Outcome high = run(kernel("  mov.u32 %r1, 16;\n  bar.sync %r1;\n  ret;"), {}, 1);
  ASSERT_TRUE(high.report.fault);
  EXPECT_EQ(high.report.fault->message, "barrier 16 does not exist: a block has barriers 0 to 15");
  LaunchSettings settings;
  settings.block = {64, 1, 1};
  Outcome odd = run(kernel("  mov.u32 %r1, 48;\n  bar.sync 2, %r1;\n  ret;"), {}, 1, settings);
  ASSERT_TRUE(odd.report.fault);
  EXPECT_EQ(odd.report.fault->message,
            "barrier 2's thread count 48 is not a multiple of 32 from 32 to the block's 64 "
            "threads");
  // Two counts for one barrier.
  const std::string mixed = std::string(kThreadOut) + R"(
  setp.lt.u32 %p1, %r61, 32;
  @%p1 bra A;
  bar.sync 3;
  ret;
A:
  bar.sync 3, 64;
  ret;)";
  Outcome two = run(kernel(mixed), {}, 1, settings);
  ASSERT_TRUE(two.report.fault);
  EXPECT_EQ(two.report.fault->message,
            "barrier 3 is awaited here for all the block's threads, but for 64 threads by the "
            "threads that reached it first");
}

TEST(PtxBarriers, BarrierFormsPtxasTakesAssembleAndOnesItRefusesDoNot) {
  const std::string good = R"(
  bar.sync 0;
  bar.cta.sync 1, 32;
  barrier.sync 2;
  barrier.sync.aligned 3, 32;
  barrier.cta.sync.aligned 4;
  bar.arrive 5, 32;
  barrier.cta.arrive.aligned 6, 32;
  bar.warp.sync -1;
  barrier.sync 7, 0;
  ret;)";
  LaunchSettings settings;
  settings.block = {32, 1, 1};
  Outcome o = run(kernel(good), {}, 1, settings);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  // ptxas: "Arguments mismatch for instruction 'bar.arrive'" without a count.
  EXPECT_NE(refusal(kernel("  bar.arrive 1;\n  ret;")), "");
  // "Instruction 'bar.arrive' requires a non-zero thread count argument".
  EXPECT_NE(refusal(kernel("  bar.arrive 1, 0;\n  ret;")), "");
  EXPECT_NE(refusal(kernel("  bar.sync 16;\n  ret;")), "");
  EXPECT_NE(refusal(kernel("  bar.sync 0, 48;\n  ret;")), "");
}

TEST(PtxBarriers, BarWarpSyncWithAMaskOfLanesElsewhereIsAFault) {
  // Lanes 0..7 run bar.warp.sync naming every lane: lanes 8..31 are on the
  // other side of the branch.
  const std::string body = std::string(kThreadOut) + R"(
  setp.lt.u32 %p1, %r61, 8;
  @!%p1 bra END;
  bar.warp.sync -1;
END:
  ret;)";
  LaunchSettings settings;
  settings.block = {32, 1, 1};
  Outcome o = run(kernel(body), {}, 1, settings);
  ASSERT_TRUE(o.report.fault);
  EXPECT_EQ(o.report.fault->kind, "membermask");
  EXPECT_EQ(o.report.fault->message,
            "membermask 0xffffffff names lanes 0xffffff00 that are not executing this "
            "instruction (the executing lanes: 0x000000ff)");
  EXPECT_EQ(o.report.fault->instruction, "bar.warp.sync -1;");
}

}  // namespace
}  // namespace gpuasm::testing
