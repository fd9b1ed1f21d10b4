// Forms the simulator ran last (issue 27's breadth work), each expected word
// worked out by hand in the test: cvt to .tf32 (10 fraction bits kept of the
// f32's 23), setp on .f16x2/.bf16x2 (a predicate a half), add.u16x2, cp.async
// (a copy at once) and mbarrier objects (warps of a block waiting on each other
// through one, and a phase that never completes reported as a deadlock).
#include <gtest/gtest.h>

#include "targets/ptx/machine/kernel_runner.hpp"

namespace gpuasm::testing {
namespace {

using namespace ptxkernel;

// out[i] = `statement` (%r1 from %r2) on in[i], one thread a word.
std::vector<uint32_t> runOnWords(const std::string& statement, const std::vector<uint32_t>& in) {
  const std::string body = std::string(kThreadOut) + R"(
  ld.param.u64 %rd1, [in];
  mul.wide.u32 %rd2, %r60, 4;
  add.s64 %rd1, %rd1, %rd2;
  ld.global.u32 %r2, [%rd1];
  )" + statement + R"(
  st.global.u32 [%rd30], %r1;
  ret;)";
  LaunchSettings settings;
  settings.block = {static_cast<uint32_t>(in.size()), 1, 1};
  Outcome o = run(kernel(body), in, in.size(), settings);
  EXPECT_FALSE(o.report.fault) << statement << ": " << o.report.fault->describe();
  return o.out;
}

TEST(PtxBreadth, CvtToTf32RoundsToTenFractionBitsAsEachModeSays) {
  // 1.0; 1 + 4095 * 2^-23 (below the half step 2^-11 above 1); 1 + 2^-11 exactly (a tie
  // between 1 and 1 + 2^-10); 1 + 3 * 2^-11 (a tie above the odd 1 + 2^-10); -(1 + 2^-11);
  // the largest f32; a NaN whose payload sits in the dropped bits; -infinity.
  const std::vector<uint32_t> in = {0x3f800000, 0x3f800fff, 0x3f801000, 0x3f803000,
                                    0xbf801000, 0x7f7fffff, 0x7f800001, 0xff800000};
  // .rna: ties away from zero; past the largest tf32 value to infinity.
  EXPECT_EQ(runOnWords("cvt.rna.tf32.f32 %r1, %r2;", in),
            (std::vector<uint32_t>{0x3f800000, 0x3f800000, 0x3f802000, 0x3f804000, 0xbf802000,
                                   0x7f800000, 0x7fffffff, 0xff800000}));
  // .rn: ties to the even fraction (1.0 and 1 + 2^-9).
  EXPECT_EQ(runOnWords("cvt.rn.tf32.f32 %r1, %r2;", in),
            (std::vector<uint32_t>{0x3f800000, 0x3f800000, 0x3f800000, 0x3f804000, 0xbf800000,
                                   0x7f800000, 0x7fffffff, 0xff800000}));
  // .rz: the dropped bits cleared.
  EXPECT_EQ(runOnWords("cvt.rz.tf32.f32 %r1, %r2;", in),
            (std::vector<uint32_t>{0x3f800000, 0x3f800000, 0x3f800000, 0x3f802000, 0xbf800000,
                                   0x7f7fe000, 0x7fffffff, 0xff800000}));
}

TEST(PtxBreadth, SetpOnPairsComparesEachHalfIntoItsOwnPredicate) {
  // a = {hi 1.0, lo 2.0}, b = {hi 2.0, lo 1.0} as f16 (1.0 = 0x3c00, 2.0 = 0x4000):
  // p = (2.0 < 1.0) = 0 from the low halves, q = (1.0 < 2.0) = 1 from the high ones.
  const std::string body = std::string(kThreadOut) + R"(
  ld.param.u64 %rd1, [in];
  ld.global.u32 %r2, [%rd1];
  ld.global.u32 %r3, [%rd1+4];
  ld.global.u32 %r4, [%rd1+8];
  setp.ne.u32 %p3, %r4, 0;
  setp.lt.f16x2 %p1|%p2, %r2, %r3;
  selp.u32 %r5, 1, 0, %p1;
  selp.u32 %r6, 2, 0, %p2;
  add.u32 %r1, %r5, %r6;
  st.global.u32 [%rd30], %r1;
  // With .and and c false both are false; .or with c true both true.
  setp.lt.and.f16x2 %p1|%p2, %r2, %r3, %p3;
  selp.u32 %r5, 1, 0, %p1;
  selp.u32 %r6, 2, 0, %p2;
  add.u32 %r1, %r5, %r6;
  st.global.u32 [%rd30+4], %r1;
  setp.ge.or.f16x2 %p1|%p2, %r2, %r3, !%p3;
  selp.u32 %r5, 1, 0, %p1;
  selp.u32 %r6, 2, 0, %p2;
  add.u32 %r1, %r5, %r6;
  st.global.u32 [%rd30+8], %r1;
  // bf16 halves: 1.0 = 0x3f80, 2.0 = 0x4000; and a NaN (0x7fc0) in the low half of a:
  // ltu is true for it, lt false for the high halves 2.0 < 1.0.
  mov.b32 %r7, 0x40007fc0;
  mov.b32 %r8, 0x3f803f80;
  setp.ltu.bf16x2 %p1|%p2, %r7, %r8;
  selp.u32 %r5, 1, 0, %p1;
  selp.u32 %r6, 2, 0, %p2;
  add.u32 %r1, %r5, %r6;
  st.global.u32 [%rd30+12], %r1;
  ret;)";
  Outcome o = run(kernel(body), {0x3c004000, 0x40003c00, 0}, 4);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  EXPECT_EQ(o.out, (std::vector<uint32_t>{2, 0, 3, 1}));
}

TEST(PtxBreadth, AddOnU16x2WrapsEachHalfOnItsOwn) {
  // hi 0xffff + 0x0002 = 0x10001 -> 0x0001 (no carry into anything); lo 1 + 3 = 4.
  EXPECT_EQ(runOnWords("mov.b32 %r3, 0x00020003;\n  add.u16x2 %r1, %r2, %r3;", {0xffff0001}),
            (std::vector<uint32_t>{0x00010004}));
  // -1 + -1 = -2 in each half: the same bits as .s16x2.
  EXPECT_EQ(runOnWords("add.s16x2 %r1, %r2, %r2;", {0xffffffff}),
            (std::vector<uint32_t>{0xfffefffe}));
}

// CUDA 13's DPX intrinsics write .relu after the type (`max.s32.relu`, `min.s16x2.relu`: nvcc
// -arch=sm_90 of __vimin3_s32_relu, __vimax_s16x2_relu), which ptxas 13 takes, twice too
// (tests/data/ptx/ptxas/integer.snippets). Before, each was "not supported yet". .relu clamps
// each result below zero to zero.
TEST(PtxBreadth, ReluAfterTheTypeIsReadAsDpxIntrinsicsWriteIt) {
  // hi max(-5, -2) = -2 -> 0; lo max(9, 3) = 9.
  EXPECT_EQ(runOnWords("mov.b32 %r3, 0xfffe0003;\n  max.s16x2.relu %r1, %r2, %r3;", {0xfffb0009}),
            (std::vector<uint32_t>{0x00000009}));
  // hi min(4, 7) = 4; lo min(9, -2) = -2 -> 0.
  EXPECT_EQ(
      runOnWords("mov.b32 %r3, 0x0007fffe;\n  min.s16x2.relu.relu %r1, %r2, %r3;", {0x00040009}),
      (std::vector<uint32_t>{0x00040000}));
  // max(-5, -3) = -3 -> 0, max(7, -3) = 7; min(-5, 4) = -5 -> 0, min(7, 4) = 4.
  EXPECT_EQ(runOnWords("max.s32.relu %r1, %r2, -3;", {0xfffffffb, 7}),
            (std::vector<uint32_t>{0, 7}));
  EXPECT_EQ(runOnWords("min.s32.relu %r1, %r2, 4;", {0xfffffffb, 7}),
            (std::vector<uint32_t>{0, 4}));
}

TEST(PtxBreadth, CpAsyncCopiesGlobalToSharedZeroFillingPastItsSourceSize) {
  // Thread t copies in[4t..4t+3] (16 bytes) to the shared array, then word 4t of `in` alone
  // with src-size 2 (its two low bytes, the rest zero) and with ignore-src (all zero), then
  // waits, and writes back what shared memory holds.
  const std::string body = std::string(kThreadOut) + R"(
  .reg .pred %q<2>;
  ld.param.u64 %rd1, [in];
  mul.wide.u32 %rd2, %r61, 16;
  add.s64 %rd3, %rd1, %rd2;
  mov.u32 %r2, buffer;
  mul.lo.u32 %r3, %r61, 16;
  add.u32 %r4, %r2, %r3;
  cp.async.ca.shared.global [%r4], [%rd3], 16;
  mov.u32 %r5, partial;
  mul.lo.u32 %r6, %r61, 8;
  add.u32 %r7, %r5, %r6;
  cp.async.ca.shared.global [%r7], [%rd3], 4, 2;
  setp.eq.u32 %q1, %r61, %r61;
  cp.async.ca.shared.global [%r7+4], [%rd3], 4, %q1;
  cp.async.commit_group;
  cp.async.wait_group 0;
  bar.sync 0;
  ld.shared.v4.u32 {%r10, %r11, %r12, %r13}, [%r4];
  ld.shared.v2.u32 {%r14, %r15}, [%r7];
  ld.param.u64 %rd4, [out];
  mul.wide.u32 %rd5, %r61, 32;
  add.s64 %rd6, %rd4, %rd5;
  st.global.v4.u32 [%rd6], {%r10, %r11, %r12, %r13};
  st.global.v2.u32 [%rd6+16], {%r14, %r15};
  ret;)";
  const std::string extra =
      ".shared .align 16 .b8 buffer[64];\n.shared .align 8 .b8 partial[32];\n";
  std::vector<uint32_t> in;
  for (uint32_t i = 0; i < 16; ++i) in.push_back(0x11111111u * (i % 15 + 1) + i);
  LaunchSettings settings;
  settings.block = {4, 1, 1};
  Outcome o = run(kernel(body, extra), in, 32, settings);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  for (uint32_t t = 0; t < 4; ++t) {
    for (uint32_t i = 0; i < 4; ++i) EXPECT_EQ(o.out[8 * t + i], in[4 * t + i]) << t << " " << i;
    EXPECT_EQ(o.out[8 * t + 4], in[4 * t] & 0xffff) << t;
    EXPECT_EQ(o.out[8 * t + 5], 0u) << t;
  }
}

// Thread 0 sets up an mbarrier for `count` arrivals, bar.sync, then `rest`.
std::string mbarrierKernel(uint32_t count, const std::string& rest) {
  return kernel(std::string(kThreadOut) + "  mov.u32 %r2, bar;\n  setp.eq.u32 %p1, %r61, 0;\n" +
                    "  @%p1 mbarrier.init.shared.b64 [%r2], " + std::to_string(count) +
                    ";\n  bar.sync 0;\n" + rest,
                ".shared .align 8 .b64 bar;\n.shared .align 4 .b32 data[32];\n");
}

TEST(PtxBreadth, WarpsOfABlockWaitOnEachOtherThroughAnMbarrier) {
  // Warp 1 writes data[lane] = 3 * tid and arrives; warp 0 arrives at once and spins on
  // test_wait until warp 1's 32 arrivals complete the phase (64 in all), then reads what
  // warp 1 wrote: out[lane] = 3 * (lane + 32). Warp 0 runs first: without yielding to
  // warp 1 while it waits, it would spin forever.
  const std::string rest = R"(
  setp.lt.u32 %p2, %r61, 32;
  @%p2 bra ARRIVE;
  and.b32 %r3, %r61, 31;
  mul.lo.u32 %r4, %r61, 3;
  mov.u32 %r5, data;
  mad.lo.u32 %r6, %r3, 4, %r5;
  st.shared.u32 [%r6], %r4;
ARRIVE:
  mbarrier.arrive.shared.b64 %rd1, [%r2];
WAIT:
  mbarrier.test_wait.shared.b64 %p3, [%r2], %rd1;
  @!%p3 bra WAIT;
  @!%p2 bra DONE;
  mov.u32 %r5, data;
  mad.lo.u32 %r6, %r61, 4, %r5;
  ld.shared.u32 %r7, [%r6];
  st.global.u32 [%rd30], %r7;
  // The next phase (parity 1) has not completed; phase 0 (parity 0) has.
  mbarrier.test_wait.parity.shared.b64 %p4, [%r2], 1;
  mbarrier.test_wait.parity.shared.b64 %p5, [%r2], 0;
  selp.u32 %r8, 1, 0, %p4;
  selp.u32 %r9, 2, 0, %p5;
  add.u32 %r10, %r8, %r9;
  st.global.u32 [%rd30+128], %r10;
DONE:
  ret;)";
  LaunchSettings settings;
  settings.block = {64, 1, 1};
  Outcome o = run(mbarrierKernel(64, rest), {}, 64, settings);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  for (uint32_t lane = 0; lane < 32; ++lane) {
    EXPECT_EQ(o.out[lane], 3 * (lane + 32)) << lane;
    EXPECT_EQ(o.out[32 + lane], 2u) << lane;
  }
}

TEST(PtxBreadth, MbarrierArrivalsCountDownAndPendingCountReadsTheToken) {
  // Thread 0 alone: init 5, arrive (4 pending), arrive with noComplete and a count of 2
  // (2 pending), arrive_drop (1 pending, 4 expected from now on).
  const std::string rest = R"(
  @!%p1 bra DONE;
  mbarrier.arrive.shared.b64 %rd1, [%r2];
  mbarrier.pending_count.b64 %r3, %rd1;
  mbarrier.arrive.noComplete.shared.b64 %rd2, [%r2], 2;
  mbarrier.pending_count.b64 %r4, %rd2;
  mbarrier.arrive_drop.shared.b64 %rd3, [%r2];
  mbarrier.pending_count.b64 %r5, %rd3;
  mbarrier.test_wait.shared.b64 %p2, [%r2], %rd3;
  selp.u32 %r6, 1, 0, %p2;
  // The last arrival completes phase 0: the token's phase has completed.
  mbarrier.arrive.shared.b64 %rd4, [%r2];
  mbarrier.test_wait.shared.b64 %p3, [%r2], %rd4;
  selp.u32 %r7, 1, 0, %p3;
  st.global.v4.u32 [%rd30], {%r3, %r4, %r5, %r6};
  st.global.u32 [%rd30+16], %r7;
DONE:
  ret;)";
  Outcome o = run(mbarrierKernel(5, rest), {}, 5);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  EXPECT_EQ(o.out, (std::vector<uint32_t>{4, 2, 1, 0, 1}));
}

TEST(PtxBreadth, AnMbarrierPhaseThatNeverCompletesIsADeadlockNotAHang) {
  // 65 arrivals expected, 64 threads: every warp waits for ever.
  const std::string rest = R"(
  mbarrier.arrive.shared.b64 %rd1, [%r2];
WAIT:
  mbarrier.test_wait.shared.b64 %p3, [%r2], %rd1;
  @!%p3 bra WAIT;
  ret;)";
  LaunchSettings settings;
  settings.block = {64, 1, 1};
  Outcome o = run(mbarrierKernel(65, rest), {}, 1, settings);
  ASSERT_TRUE(o.report.fault);
  const std::string report = o.report.fault->describe();
  EXPECT_NE(report.find("deadlock"), std::string::npos) << report;
  EXPECT_NE(report.find("mbarrier phase that never completes"), std::string::npos) << report;
  EXPECT_NE(report.find("mbarrier.test_wait"), std::string::npos) << report;
  // Arriving more often than the phase expects is a fault of its own.
  const std::string extra = R"(
  @!%p1 bra DONE;
  mbarrier.arrive.noComplete.shared.b64 %rd1, [%r2], 3;
DONE:
  ret;)";
  o = run(mbarrierKernel(2, extra), {}, 1);
  ASSERT_TRUE(o.report.fault);
  EXPECT_NE(o.report.fault->describe().find("waits for 2 more in this phase"), std::string::npos)
      << o.report.fault->describe();
}

TEST(PtxBreadth, FunctionAddressAndGenericInitializersPointWhereTheProgramLooks) {
  // nvcc's output for `__device__ fn table[2] = {f1, f2}; int *gp = &g[2]; const char *mp =
  // msg + 1;` (a table of device functions called through it, pointers into globals): the
  // kernel calls table[i](5) for i = 0, 1 (5 + 1, 5 * 2), reads *gp (g[2] = 7, set by the
  // kernel first) and mp[0] (msg[1] = 'i' = 105).
  const std::string text = R"(.version 8.5
.target sm_90
.address_size 64
.func (.param .b32 r) _Z2f1i(.param .b32 x);
.func (.param .b32 r) _Z2f2i(.param .b32 x);
.global .align 8 .u64 table[2] = {_Z2f1i, _Z2f2i};
.global .align 4 .b8 g[16];
.global .align 8 .u64 gp = generic(g)+8;
.global .align 1 .b8 msg[3] = {104, 105};
.global .align 8 .u64 mp = generic(msg)+1;
.func (.param .b32 r) _Z2f1i(.param .b32 x)
{
  .reg .b32 %r<3>;
  ld.param.b32 %r1, [x];
  add.s32 %r2, %r1, 1;
  st.param.b32 [r], %r2;
  ret;
}
.func (.param .b32 r) _Z2f2i(.param .b32 x)
{
  .reg .b32 %r<3>;
  ld.param.b32 %r1, [x];
  shl.b32 %r2, %r1, 1;
  st.param.b32 [r], %r2;
  ret;
}
.visible .entry k(.param .u64 in, .param .u64 out)
{
  .reg .b32 %r<8>;
  .reg .b64 %rd<12>;
  mov.u32 %r1, 7;
  st.global.u32 [g+8], %r1;
  ld.param.u64 %rd1, [out];
  cvta.to.global.u64 %rd2, %rd1;
  mov.u64 %rd3, table;
  ld.global.u64 %rd4, [%rd3];
  ld.global.u64 %rd5, [%rd3+8];
  {
  .param .b32 a;
  st.param.b32 [a], 5;
  .param .b32 rv;
  prototype_0 : .callprototype (.param .b32 _) _ (.param .b32 _);
  call (rv), %rd4, (a), prototype_0;
  ld.param.b32 %r2, [rv];
  call (rv), %rd5, (a), prototype_0;
  ld.param.b32 %r3, [rv];
  }
  ld.global.u64 %rd6, [gp];
  ld.u32 %r4, [%rd6];
  ld.global.u64 %rd7, [mp];
  ld.u8 %r5, [%rd7];
  st.global.v4.u32 [%rd2], {%r2, %r3, %r4, %r5};
  ret;
}
)";
  Outcome o = run(text, {0}, 4);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  EXPECT_EQ(o.out, (std::vector<uint32_t>{6, 10, 7, 105}));
  // An address fills a 64-bit element (ptxas 13 takes no narrower one).
  const std::string narrow =
      refusal(kernel("  ret;", ".global .u32 q;\n.global .align 4 .u32 p = generic(q);\n"));
  EXPECT_NE(narrow.find("an address initializes a 64-bit element"), std::string::npos) << narrow;
  // ptxas 13: "Invalid initial value expression" for a variable declared after the initializer.
  const std::string later =
      refusal(kernel("  ret;", ".global .align 8 .u64 p = generic(q);\n.global .u32 q;\n"));
  EXPECT_NE(later.find("'q' is no function or variable declared above it"), std::string::npos)
      << later;
}

// Textures, surfaces, wmma, mma.sync, ldmatrix, clusters and bulk copies (s10): read, as ptxas
// reads them, and refused by name when a kernel holding one is made ready to run.
TEST(PtxBreadth, TexturesSurfacesTensorCoresClustersAndBulkCopiesAreReadAndRefusedWhenRun) {
  const char* read[] = {
      "tex.1d.v4.f32.s32 {%f1, %f2, %f3, %f4}, [%rd1, {%r1}];",
      "suld.b.1d.b32.trap {%r1}, [%rd1, {%r2}];",
      "wmma.load.a.sync.aligned.row.m16n16k16.global.f16 {%r1, %r2, %r3, %r4, %r5, %r6, %r7, "
      "%r8}, [%rd1];",
      "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%r1], [%rd1], 16, "
      "[%r2];",
      "mapa.shared::cluster.u32 %r1, %r2, 1;",
      "barrier.cluster.arrive;",
      "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%f1, %f2, %f3, %f4}, {%r1, %r2, %r3, "
      "%r4}, {%r5, %r6}, {%f5, %f6, %f7, %f8};",
      "ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%r1}, [%r2];",
  };
  std::string error;
  auto device = openDevice(DeviceKind::Simulator, error);
  for (const char* statement : read) {
    const std::string text = kernel(std::string("  ") + statement + "\n  ret;");
    auto program = Program::fromText(text, "k.ptx", error);
    ASSERT_TRUE(program) << statement << ": " << error;
    auto k = Kernel::create(*program, "k", error);
    ASSERT_TRUE(k) << error;
    ASSERT_TRUE(k->setArgument("in", ArgumentValue::of(0), error)) << error;
    ASSERT_TRUE(k->setArgument("out", ArgumentValue::of(0), error)) << error;
    std::string refusal;
    try {
      device->launch(*k, LaunchSettings{});
    } catch (const LaunchError& e) {
      refusal = e.message;
    }
    const std::string opcode(statement, std::string_view(statement).find_first_of(" ;"));
    EXPECT_NE(refusal.find("the simulator cannot run '" + opcode + "' yet"), std::string::npos)
        << statement << ": " << refusal;
  }
}

// sm_90's and sm_100's asynchronous tensor instructions (s11): read on their targets, as ptxas
// 13 reads them, and refused by name when a kernel holding one is made ready to run.
TEST(PtxBreadth, HopperAndBlackwellTensorInstructionsAreReadAndRefusedWhenRun) {
  const std::pair<const char*, const char*> read[] = {
      {"sm_90a", "wgmma.fence.sync.aligned;"},
      {"sm_90a",
       "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%f1, %f2, %f3, %f4}, %rd1, %rd2, %p1, "
       "1, 1, 0, 0;"},
      {"sm_90a", "setmaxnreg.inc.sync.aligned.u32 232;"},
      {"sm_90", "movmatrix.sync.aligned.m8n8.trans.b16 %r1, %r2;"},
      {"sm_90",
       "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%r1], [%rd1, "
       "{%r2, %r3}], [%r4];"},
      {"sm_90", "cp.async.bulk.prefetch.tensor.1d.L2.global [%rd1, {%r2}];"},
      {"sm_90a", "tensormap.replace.tile.global_address.global.b1024.b64 [%rd1], %rd2;"},
      {"sm_90", "fence.proxy.tensormap::generic.acquire.gpu [%rd1], 128;"},
      {"sm_100a", "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%r1], 32;"},
      {"sm_100a", "tcgen05.ld.sync.aligned.32x32b.x2.b32 {%r1, %r2}, [%r3];"},
      {"sm_100a", "tcgen05.mma.cta_group::1.kind::f16 [%r1], %rd1, %rd2, %r2, %p1;"},
      // s12: tcgen05.cp/.shift, tcgen05.mma's other forms, the bulk reductions, istypep.
      {"sm_100a", "tcgen05.cp.cta_group::1.128x256b [%r1], %rd1;"},
      {"sm_100a", "tcgen05.shift.cta_group::1.down [%r1];"},
      {"sm_100a", "tcgen05.mma.ws.cta_group::1.kind::f16 [%r1], %rd1, %rd2, %r2, %p1;"},
      {"sm_100a",
       "tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.scale_vec::1X [%r1], %rd1, %rd2, "
       "%r2, [%r3], [%r4], %p1;"},
      {"sm_90", "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u32 [%rd1], [%r1], 16;"},
      {"sm_90", "cp.async.bulk.prefetch.L2.global [%rd1], 16;"},
      {"sm_90", "istypep.texref %p1, %rd1;"},
  };
  std::string error;
  auto device = openDevice(DeviceKind::Simulator, error);
  for (const auto& [target, statement] : read) {
    std::string text = kernel(std::string("  ") + statement + "\n  ret;", "", target);
    text.replace(text.find("8.5"), 3, "8.6");  // tcgen05: PTX ISA 8.6
    auto program = Program::fromText(text, "k.ptx", error);
    ASSERT_TRUE(program) << statement << ": " << error;
    auto k = Kernel::create(*program, "k", error);
    ASSERT_TRUE(k) << error;
    ASSERT_TRUE(k->setArgument("in", ArgumentValue::of(0), error)) << error;
    ASSERT_TRUE(k->setArgument("out", ArgumentValue::of(0), error)) << error;
    std::string refusal;
    try {
      device->launch(*k, LaunchSettings{});
    } catch (const LaunchError& e) {
      refusal = e.message;
    }
    const std::string opcode(statement, std::string_view(statement).find_first_of(" ;"));
    EXPECT_NE(refusal.find("the simulator cannot run '" + opcode + "' yet"), std::string::npos)
        << statement << ": " << refusal;
  }
}

// lop3.or/.and (PTX ISA 8.2): d is the table's function as for plain lop3, and p = (d != 0)
// BoolOp q. Words: in[t] is a, b = 0x0f0f0f0f, c = 0x00ff00ff, table 0x80 (a & b & c); q is
// t odd. Thread t's d is in[t] & 0x000f000f; by hand for the inputs: 0 for 0, 0xfff0fff0,
// 0x00f000f0; 0x000f000f for all ones, 0x00010001 for 0x00010001.
TEST(PtxBreadth, Lop3WithAPredicateOutputCombinesDNonzeroWithQ) {
  const std::vector<uint32_t> in = {0, 0xffffffff, 0xfff0fff0, 0x00010001, 0x00f000f0, 0xffffffff};
  const std::vector<uint32_t> d = {0, 0x000f000f, 0, 0x00010001, 0, 0x000f000f};
  for (const char* op : {"or", "and"}) {
    const std::string statement = std::string(R"(
  and.b32 %r20, %r61, 1;
  setp.ne.u32 %p2, %r20, 0;
  lop3.)") + op + R"(.b32 %r3|%p1, %r2, 0x0f0f0f0f, 0x00ff00ff, 0x80, %p2;
  lop3.)" + op + R"(.b32 %r4|%p3, %r2, 0x0f0f0f0f, 0x00ff00ff, 0x80, !%p2;
  selp.u32 %r5, 1, 0, %p1;
  selp.u32 %r6, 2, 0, %p3;
  add.u32 %r5, %r5, %r6;
  shl.b32 %r5, %r5, 28;
  or.b32 %r1, %r3, %r5;
  xor.b32 %r7, %r3, %r4;
  or.b32 %r1, %r1, %r7;)";
    const std::vector<uint32_t> got = runOnWords(statement, in);
    for (uint32_t t = 0; t < in.size(); ++t) {
      const bool nonzero = d[t] != 0, q = t % 2 == 1;
      const bool p1 = std::string(op) == "or" ? (nonzero || q) : (nonzero && q);
      const bool p3 = std::string(op) == "or" ? (nonzero || !q) : (nonzero && !q);
      EXPECT_EQ(got[t], d[t] | (uint32_t{p1} << 28) | (uint32_t{p3} << 29)) << op << " " << t;
    }
  }
}

// createpolicy: read in all three forms, the policy passed to a load's .L2::cache_hint and to
// cp.async's; the simulator has no caches, so the load reads what memory holds, and .cvt's
// policy is its access property unchanged.
TEST(PtxBreadth, CreatepolicyValuesFeedCacheHintsAndChangeNoResult) {
  const std::string body = std::string(kThreadOut) + R"(
  ld.param.u64 %rd1, [in];
  createpolicy.fractional.L2::evict_last.b64 %rd2, 1.0;
  createpolicy.fractional.L2::evict_normal.L2::evict_first.b64 %rd3, 0.25;
  createpolicy.range.global.L2::evict_last.L2::evict_unchanged.b64 %rd4, [%rd1], 16, 32;
  mov.b64 %rd5, 0x123456789;
  createpolicy.cvt.L2.b64 %rd6, %rd5;
  ld.global.L2::cache_hint.u32 %r2, [%rd1], %rd2;
  mov.u32 %r3, buffer;
  cp.async.ca.shared.global.L2::cache_hint [%r3], [%rd1+4], 4, %rd3;
  cp.async.wait_all;
  ld.shared.u32 %r4, [%r3];
  add.u32 %r1, %r2, %r4;
  cvt.u32.u64 %r5, %rd6;
  add.u32 %r1, %r1, %r5;
  st.global.u32 [%rd30], %r1;
  ret;)";
  LaunchSettings settings;
  settings.block = {1, 1, 1};
  Outcome o = run(kernel(body, ".shared .align 4 .b32 buffer[1];\n"), {1000, 20}, 1, settings);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  EXPECT_EQ(o.out[0], 1000u + 20u + 0x23456789u);
  // The fraction is in (0, 1], as ptxas says ("value '1.500000' out of range").
  const std::string error =
      refusal(kernel("  createpolicy.fractional.L2::evict_last.b64 %rd1, 1.5;\n  ret;"));
  EXPECT_NE(error.find("the fraction of 'createpolicy.fractional.L2::evict_last.b64' is out "
                       "of range: 1.5 is not in (0, 1]"),
            std::string::npos)
      << error;
}

}  // namespace
}  // namespace gpuasm::testing
