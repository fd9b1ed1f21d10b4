// Calls on the simulator: every shape of the .param ABI (scalars of each
// size, 64-bit pointers, .b8 arrays for structs, return values), recursion
// with a frame per call, the bounded stack, divergent and indirect calls,
// brx.idx, exit inside a function, trap and brkpt. Hand-written PTX for the
// shapes, nvcc's own output (tests/data/ptx/control/control.ptx, from
// control.cu) for what real code does; every expected value is computed here
// in C++ from the source's definition.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "gpuasm/ptx/host.hpp"
#include "support/build_paths.hpp"

namespace gpuasm::testing {
namespace {

using namespace gpuasm::ptx;

const std::string kHeader = ".version 8.0\n.target sm_80\n.address_size 64\n";

std::string controlPtx() {
  std::ifstream in(std::filesystem::path(gpuasm::testing::sourceDirectory()) /
                   "tests/data/ptx/control/control.ptx");
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// A launch of `name` with one output buffer of `outBytes` (the first
// parameter, when `outFirst`) and numbers for the others.
struct Launch {
  LaunchReport report;
  std::vector<uint8_t> out;
  template <class T>
  T word(size_t index) const {
    T value{};
    std::memcpy(&value, out.data() + index * sizeof(T), sizeof(T));
    return value;
  }
};

Launch launch(const std::string& text, const std::string& name, size_t outBytes,
              std::vector<uint64_t> numbers, LaunchSettings settings) {
  Launch result;
  std::string error;
  auto program = Program::fromText(text, "control.ptx", error);
  EXPECT_TRUE(program) << error;
  if (!program) return result;
  auto kernel = Kernel::create(*program, name, error);
  EXPECT_TRUE(kernel) << error;
  if (!kernel) return result;
  auto device = openDevice(DeviceKind::Simulator, error);
  Buffer out{};
  size_t next = 0;
  if (outBytes) {
    out = device->createBuffer(outBytes);
    EXPECT_TRUE(kernel->setArgument(next++, ArgumentValue::ofBuffer(out), error)) << error;
  }
  for (uint64_t n : numbers)
    EXPECT_TRUE(kernel->setArgument(next++, ArgumentValue::of(n), error)) << error;
  result.report = device->launch(*kernel, settings);
  if (outBytes) {
    result.out.resize(outBytes);
    device->read(out, 0, result.out);
  }
  return result;
}

LaunchSettings threads(uint32_t count, uint32_t blocks = 1) {
  LaunchSettings settings;
  settings.grid = {blocks, 1, 1};
  settings.block = {count, 1, 1};
  return settings;
}

// mix(a .b8, b .b16, c .b32, d .b64) = a << 56 ^ b << 40 ^ c << 8 ^ d, each
// parameter at its own size and alignment, the result a .b64.
const std::string kScalars = kHeader + R"(
.func (.param .b64 mixed) mix(.param .b8 a, .param .b16 b, .param .b32 c, .param .b64 d)
{
  .reg .b16 %h<2>;
  .reg .b32 %w<1>;
  .reg .b64 %x<6>;
  ld.param.u8 %h0, [a];
  ld.param.u16 %h1, [b];
  ld.param.u32 %w0, [c];
  ld.param.u64 %x0, [d];
  cvt.u64.u16 %x1, %h0;
  cvt.u64.u16 %x2, %h1;
  cvt.u64.u32 %x3, %w0;
  shl.b64 %x1, %x1, 56;
  shl.b64 %x2, %x2, 40;
  shl.b64 %x3, %x3, 8;
  xor.b64 %x4, %x1, %x2;
  xor.b64 %x4, %x4, %x3;
  xor.b64 %x5, %x4, %x0;
  st.param.b64 [mixed+0], %x5;
  ret;
}
.visible .entry k(.param .u64 out)
{
  .reg .b16 %h<2>;
  .reg .b32 %r<4>;
  .reg .b64 %rd<8>;
  mov.u32 %r0, %tid.x;
  add.u32 %r1, %r0, 0x80;
  cvt.u16.u32 %h0, %r1;
  add.u32 %r2, %r0, 0x1234;
  cvt.u16.u32 %h1, %r2;
  xor.b32 %r3, %r0, 0xdeadbeef;
  cvt.u64.u32 %rd1, %r0;
  add.u64 %rd1, %rd1, 1;
  mul.lo.u64 %rd2, %rd1, 0x0102030405060708;
  {
  .param .b8 param0;
  st.param.b8 [param0+0], %h0;
  .param .b16 param1;
  st.param.b16 [param1+0], %h1;
  .param .b32 param2;
  st.param.b32 [param2+0], %r3;
  .param .b64 param3;
  st.param.b64 [param3+0], %rd2;
  .param .b64 retval0;
  call.uni (retval0), mix, (param0, param1, param2, param3);
  ld.param.b64 %rd3, [retval0+0];
  }
  ld.param.u64 %rd4, [out];
  cvta.to.global.u64 %rd4, %rd4;
  mul.wide.u32 %rd5, %r0, 8;
  add.u64 %rd6, %rd4, %rd5;
  st.global.u64 [%rd6], %rd3;
}
)";

TEST(PtxCalls, ScalarsOfEverySizePassAndReturnThroughParamVariables) {
  Launch r = launch(kScalars, "k", 64 * 8, {}, threads(64));
  ASSERT_FALSE(r.report.fault) << r.report.fault->describe();
  for (uint64_t t = 0; t < 64; ++t) {
    const uint64_t expected = ((t + 0x80) & 0xff) << 56 ^ ((0x1234 + t) & 0xffff) << 40 ^
                              (0xdeadbeefull ^ t) << 8 ^ 0x0102030405060708ull * (t + 1);
    EXPECT_EQ(r.word<uint64_t>(t), expected) << "thread " << t;
  }
}

// A struct both ways: `.param .align 8 .b8 s[16]` in, {s.low + s.high, s.low
// * 2} out in another; a pointer and a value with no return (store).
const std::string kStructs = kHeader + R"(
.func (.param .align 8 .b8 result[16]) combine(.param .align 8 .b8 s[16])
{
  .reg .b32 %r<4>;
  .reg .b64 %x<4>;
  ld.param.u64 %x0, [s+0];
  ld.param.u32 %r0, [s+8];
  ld.param.u32 %r1, [s+12];
  cvt.u64.u32 %x1, %r0;
  add.u64 %x2, %x0, %x1;
  shl.b32 %r2, %r1, 1;
  st.param.b64 [result+0], %x2;
  st.param.b32 [result+8], %r2;
  ret;
}
.func store(.param .b64 at, .param .b64 value)
{
  .reg .b64 %x<2>;
  ld.param.u64 %x0, [at];
  ld.param.u64 %x1, [value];
  st.global.u64 [%x0], %x1;
}
.visible .entry k(.param .u64 out)
{
  .reg .b32 %r<4>;
  .reg .b64 %rd<12>;
  mov.u32 %r0, %tid.x;
  cvt.u64.u32 %rd0, %r0;
  shl.b64 %rd1, %rd0, 40;
  add.u32 %r1, %r0, 1000;
  mul.lo.u32 %r2, %r0, 3;
  {
  .param .align 8 .b8 param0[16];
  st.param.b64 [param0+0], %rd1;
  st.param.b32 [param0+8], %r1;
  st.param.b32 [param0+12], %r2;
  .param .align 8 .b8 retval0[16];
  call.uni (retval0), combine, (param0);
  ld.param.b64 %rd2, [retval0+0];
  ld.param.b32 %r3, [retval0+8];
  }
  ld.param.u64 %rd3, [out];
  mul.wide.u32 %rd4, %r0, 16;
  add.u64 %rd5, %rd3, %rd4;
  cvt.u64.u32 %rd6, %r3;
  {
  .param .b64 param0;
  st.param.b64 [param0+0], %rd5;
  .param .b64 param1;
  st.param.b64 [param1+0], %rd2;
  call.uni store, (param0, param1);
  }
  add.u64 %rd7, %rd5, 8;
  {
  .param .b64 param0;
  st.param.b64 [param0+0], %rd7;
  .param .b64 param1;
  st.param.b64 [param1+0], %rd6;
  call store, (param0, param1);
  }
}
)";

TEST(PtxCalls, StructsGoAsAlignedByteArraysAndPointersAsSixtyFourBits) {
  Launch r = launch(kStructs, "k", 40 * 16, {}, threads(40));
  ASSERT_FALSE(r.report.fault) << r.report.fault->describe();
  for (uint64_t t = 0; t < 40; ++t) {
    EXPECT_EQ(r.word<uint64_t>(2 * t), (t << 40) + (t + 1000)) << "thread " << t;
    EXPECT_EQ(r.word<uint64_t>(2 * t + 1), 2 * (3 * t)) << "thread " << t;
  }
}

// fact(n) = n < 2 ? 1 : n * fact(n - 1), n read again after the call: each
// frame keeps its own registers. Lanes recurse to different depths.
const std::string kFactorial = kHeader + R"(
.func (.param .b64 result) fact(.param .b32 n)
{
  .reg .pred %p<2>;
  .reg .b32 %r<3>;
  .reg .b64 %x<4>;
  ld.param.u32 %r1, [n];
  setp.lt.u32 %p1, %r1, 2;
  @%p1 bra BASE;
  sub.u32 %r2, %r1, 1;
  {
  .param .b32 param0;
  st.param.b32 [param0+0], %r2;
  .param .b64 retval0;
  call.uni (retval0), fact, (param0);
  ld.param.b64 %x1, [retval0+0];
  }
  cvt.u64.u32 %x2, %r1;
  mul.lo.u64 %x3, %x1, %x2;
  st.param.b64 [result+0], %x3;
  ret;
BASE:
  st.param.b64 [result+0], 1;
  ret;
}
.visible .entry k(.param .u64 out)
{
  .reg .pred %p<1>;
  .reg .b32 %r<4>;
  .reg .b64 %rd<8>;
  mov.u32 %r0, %tid.x;
  and.b32 %r1, %r0, 31;
  setp.gt.u32 %p0, %r1, 20;
  @%p0 sub.u32 %r1, %r1, 11;
  {
  .param .b32 param0;
  st.param.b32 [param0+0], %r1;
  .param .b64 retval0;
  call.uni (retval0), fact, (param0);
  ld.param.b64 %rd1, [retval0+0];
  }
  ld.param.u64 %rd2, [out];
  mul.wide.u32 %rd3, %r0, 8;
  add.u64 %rd4, %rd2, %rd3;
  st.global.u64 [%rd4], %rd1;
}
)";

TEST(PtxCalls, RecursionKeepsAFramePerCallAcrossDivergentDepths) {
  Launch r = launch(kFactorial, "k", 64 * 8, {}, threads(64));
  ASSERT_FALSE(r.report.fault) << r.report.fault->describe();
  for (uint32_t t = 0; t < 64; ++t) {
    uint32_t n = t % 32;
    if (n > 20) n -= 11;
    uint64_t expected = 1;
    for (uint32_t i = 2; i <= n; ++i) expected *= i;
    EXPECT_EQ(r.word<uint64_t>(t), expected) << "thread " << t << ", n = " << n;
  }
}

TEST(PtxCalls, NvccsRecursiveFibonacciRunsAsCompiled) {
  Launch r = launch(controlPtx(), "fibonacci", 64 * 4, {}, threads(64));
  ASSERT_FALSE(r.report.fault) << r.report.fault->describe();
  for (uint32_t t = 0; t < 64; ++t) {
    uint32_t a = 0, b = 1;  // fib(0), fib(1)
    for (uint32_t i = 0; i < t % 16; ++i) {
      const uint32_t c = a + b;
      a = b;
      b = c;
    }
    EXPECT_EQ(r.word<uint32_t>(t), a) << "thread " << t;
  }
}

TEST(PtxCalls, DeepRecursionWithinTheLimitReturnsAndPastItIsAStackFault) {
  // depth(n) = n == 0 ? 1 : depth(n - 1) + depth(n >> 20) = n + 1 for n < 2^20.
  Launch shallow = launch(controlPtx(), "overflow", 32 * 4, {300}, threads(32));
  ASSERT_FALSE(shallow.report.fault) << shallow.report.fault->describe();
  for (uint32_t t = 0; t < 32; ++t) EXPECT_EQ(shallow.word<uint32_t>(t), 301u);

  Launch deep = launch(controlPtx(), "overflow", 32 * 4, {100000}, threads(32));
  ASSERT_TRUE(deep.report.fault);
  const LaunchFault& fault = *deep.report.fault;
  EXPECT_EQ(fault.kind, "stack");
  EXPECT_NE(fault.message.find("stack overflow: calling '_Z5depthj' would make 513 nested calls, "
                               "past the simulator's limit of 512"),
            std::string::npos)
      << fault.message;
  EXPECT_NE(fault.instruction.find("call.uni (retval0), _Z5depthj"), std::string::npos)
      << fault.instruction;
  EXPECT_EQ(fault.thread, (std::array<uint32_t, 3>{0, 0, 0}));
  EXPECT_EQ(fault.value, 513u);
}

// big(n) = n + big(n - 1), n kept in the frame's own 4 KiB .local array
// across the call: frames must not overlap. A frame is 4096 + 4 (n) + 4
// (the return) + 8 (the call's two .param variables) = 4112 bytes, aligned to
// 16; the kernel's frame 16 (its call's two .param variables).
const std::string kBigFrames = kHeader + R"(
.func (.param .b32 r) big(.param .b32 n)
{
  .local .align 8 .b8 depot[4096];
  .reg .pred %p<1>;
  .reg .b32 %r<4>;
  .reg .b64 %x<1>;
  ld.param.u32 %r0, [n];
  mov.u64 %x0, depot;
  st.local.u32 [%x0+4092], %r0;
  setp.eq.u32 %p0, %r0, 0;
  @%p0 bra DONE;
  sub.u32 %r1, %r0, 1;
  {
  .param .b32 a;
  st.param.b32 [a], %r1;
  .param .b32 b;
  call.uni (b), big, (a);
  ld.param.b32 %r2, [b];
  }
  ld.local.u32 %r3, [%x0+4092];
  add.u32 %r0, %r2, %r3;
DONE:
  st.param.b32 [r], %r0;
  ret;
}
.visible .entry k(.param .u64 out, .param .u32 n)
{
  .reg .b32 %r<3>;
  .reg .b64 %rd<4>;
  mov.u32 %r0, %tid.x;
  ld.param.u32 %r1, [n];
  add.u32 %r1, %r1, %r0;
  {
  .param .b32 a;
  st.param.b32 [a], %r1;
  .param .b32 b;
  call.uni (b), big, (a);
  ld.param.b32 %r2, [b];
  }
  ld.param.u64 %rd1, [out];
  mul.wide.u32 %rd2, %r0, 4;
  add.u64 %rd3, %rd1, %rd2;
  st.global.u32 [%rd3], %r2;
}
)";

TEST(PtxCalls, EachFrameHasItsOwnLocalMemoryAndTooMuchOfItIsAStackFault) {
  Launch r = launch(kBigFrames, "k", 8 * 4, {20}, threads(8));
  ASSERT_FALSE(r.report.fault) << r.report.fault->describe();
  for (uint32_t t = 0; t < 8; ++t) EXPECT_EQ(r.word<uint32_t>(t), (20 + t) * (21 + t) / 2) << t;

  // The call at depth d starts at 16 + (d - 1) * 4112 and ends 4112 on: past
  // 256 KiB first at d = 64, 16 + 64 * 4112 = 263184 bytes.
  Launch deep = launch(kBigFrames, "k", 8 * 4, {100}, threads(8));
  ASSERT_TRUE(deep.report.fault);
  EXPECT_EQ(deep.report.fault->kind, "stack");
  EXPECT_EQ(deep.report.fault->message,
            "stack overflow: calling 'big' needs 263184 bytes of .local memory a thread, past "
            "the simulator's limit of 262144");
  EXPECT_EQ(deep.report.fault->value, 263184u);
}

// scatter(n) of control.cu, on the host.
uint64_t scatter(uint32_t n) {
  uint64_t buffer[16];
  for (int i = 0; i < 16; ++i) buffer[i] = static_cast<uint64_t>(i);
  for (uint32_t i = 0; i < n; ++i) buffer[(i * 7 + n) & 15] += uint64_t{i * n};
  uint64_t sum = 0;
  for (int i = 0; i < 16; ++i) sum = sum * 31 + buffer[i];
  return sum;
}

TEST(PtxCalls, ADivergentCallGivesTheCalleeALocalFrameOfItsOwn) {
  // Odd threads call scatter (a .local array in a .func); even ones do not.
  Launch r = launch(controlPtx(), "locals", 48 * 8, {5}, threads(48));
  ASSERT_FALSE(r.report.fault) << r.report.fault->describe();
  for (uint32_t t = 0; t < 48; ++t)
    EXPECT_EQ(r.word<uint64_t>(t), t & 1 ? scatter(5 + t) : 0) << "thread " << t;
}

TEST(PtxCalls, PairsComeBackAsSixteenByteStructs) {
  Launch r = launch(controlPtx(), "pairs", 40 * 16, {}, threads(40));
  ASSERT_FALSE(r.report.fault) << r.report.fault->describe();
  for (uint64_t t = 0; t < 40; ++t) {
    const uint64_t x = t + 7;
    EXPECT_EQ(r.word<uint64_t>(2 * t), 0x100000001ull * x);
    EXPECT_EQ(r.word<uint64_t>(2 * t + 1), static_cast<uint32_t>(x * 3 + 1));
  }
}

TEST(PtxCalls, IndirectCallsThroughATableRunEachTargetForItsLanes) {
  for (uint64_t shift : {0, 1, 2}) {
    Launch r = launch(controlPtx(), "indirect", 70 * 4, {shift}, threads(70));
    ASSERT_FALSE(r.report.fault) << r.report.fault->describe();
    for (uint32_t t = 0; t < 70; ++t) {
      const uint32_t x = t + 10;
      const uint32_t which = static_cast<uint32_t>((t + shift) % 3);
      const uint32_t expected = which == 0 ? 2 * x : which == 1 ? x * x : x ^ 0xa5a5a5a5u;
      EXPECT_EQ(r.word<uint32_t>(t), expected) << "thread " << t << ", shift " << shift;
    }
  }
}

TEST(PtxCalls, AnIndirectCallToNoFunctionIsAFault) {
  const std::string text = kHeader + R"(
.func (.param .b32 r) f(.param .b32 x)
{
  st.param.b32 [r], 1;
}
.visible .entry k(.param .u64 out)
{
  .reg .b32 %r<2>;
  .reg .b64 %rd<2>;
  mov.u64 %rd0, f;
  add.u64 %rd1, %rd0, 4;
  {
  .param .b32 param0;
  st.param.b32 [param0], 0;
  .param .b32 retval0;
  proto: .callprototype (.param .b32 _) _ (.param .b32 _);
  call (retval0), %rd1, (param0), proto;
  }
}
)";
  Launch r = launch(text, "k", 4, {}, threads(1));
  ASSERT_TRUE(r.report.fault);
  EXPECT_EQ(r.report.fault->kind, "call");
  EXPECT_NE(r.report.fault->message.find("indirect call to 0x7c0000000004"), std::string::npos)
      << r.report.fault->message;
}

// brx.idx over a table of four labels: thread t runs case t % 4, and the
// four groups of lanes reconverge after the switch.
const std::string kSwitch = kHeader + R"(
.visible .entry k(.param .u64 out, .param .u32 bias)
{
  .reg .b32 %r<6>;
  .reg .b64 %rd<4>;
  mov.u32 %r0, %tid.x;
  ld.param.u32 %r5, [bias];
  add.u32 %r4, %r0, %r5;
  and.b32 %r1, %r4, 3;
  $L_brx_0: .branchtargets CASE0, CASE1, CASE2, CASE3;
  brx.idx %r1, $L_brx_0;
CASE0:
  mov.u32 %r2, 100;
  bra.uni DONE;
CASE1:
  mov.u32 %r2, 200;
  bra.uni DONE;
CASE2:
  mov.u32 %r2, 300;
  bra.uni DONE;
CASE3:
  mov.u32 %r2, 400;
DONE:
  add.u32 %r3, %r2, %r0;
  ld.param.u64 %rd1, [out];
  mul.wide.u32 %rd2, %r0, 4;
  add.u64 %rd3, %rd1, %rd2;
  st.global.u32 [%rd3], %r3;
}
)";

TEST(PtxCalls, BrxIdxBranchesEachLaneThroughItsTableAndReconverges) {
  Launch r = launch(kSwitch, "k", 50 * 4, {1}, threads(50));
  ASSERT_FALSE(r.report.fault) << r.report.fault->describe();
  for (uint32_t t = 0; t < 50; ++t)
    EXPECT_EQ(r.word<uint32_t>(t), 100 * ((t + 1) % 4 + 1) + t) << "thread " << t;
}

TEST(PtxCalls, ABrxIdxIndexPastItsTableIsAFault) {
  std::string text = kSwitch;
  text.replace(text.find("and.b32 %r1, %r4, 3;"), 20, "and.b32 %r1, %r4, 7;");
  Launch r = launch(text, "k", 8 * 4, {0}, threads(8));
  ASSERT_TRUE(r.report.fault);
  EXPECT_EQ(r.report.fault->kind, "branch");
  EXPECT_EQ(r.report.fault->message, "brx.idx: index 4 is outside its table of 4 targets");
  EXPECT_EQ(r.report.fault->thread, (std::array<uint32_t, 3>{4, 0, 0}));
}

TEST(PtxCalls, ExitInsideAFunctionEndsOnlyItsThreadsAndNanosleepWaitsNoTime) {
  const std::string text = kHeader + R"(
.func (.param .b32 r) maybeExit(.param .b32 x)
{
  .reg .pred %p<1>;
  .reg .b32 %r<3>;
  ld.param.u32 %r0, [x];
  and.b32 %r1, %r0, 1;
  setp.ne.u32 %p0, %r1, 0;
  @%p0 exit;
  nanosleep.u32 1000;
  add.u32 %r2, %r0, 7;
  st.param.b32 [r], %r2;
  ret;
}
.visible .entry k(.param .u64 out)
{
  .reg .b32 %r<3>;
  .reg .b64 %rd<4>;
  mov.u32 %r0, %tid.x;
  {
  .param .b32 param0;
  st.param.b32 [param0], %r0;
  .param .b32 retval0;
  call.uni (retval0), maybeExit, (param0);
  ld.param.b32 %r1, [retval0];
  }
  ld.param.u64 %rd1, [out];
  mul.wide.u32 %rd2, %r0, 4;
  add.u64 %rd3, %rd1, %rd2;
  st.global.u32 [%rd3], %r1;
}
)";
  Launch r = launch(text, "k", 40 * 4, {}, threads(40));
  ASSERT_FALSE(r.report.fault) << r.report.fault->describe();
  for (uint32_t t = 0; t < 40; ++t) EXPECT_EQ(r.word<uint32_t>(t), t & 1 ? 0 : t + 7) << t;
}

TEST(PtxCalls, TrapIsAFaultNamingTheInstructionAndTheThread) {
  LaunchSettings settings = threads(32, 2);
  Launch r = launch(controlPtx(), "traps", 0, {5}, settings);
  ASSERT_TRUE(r.report.fault);
  const LaunchFault& fault = *r.report.fault;
  EXPECT_EQ(fault.kind, "trap");
  EXPECT_EQ(fault.message, "trap: the thread stopped the kernel");
  EXPECT_EQ(fault.instruction, "trap;");
  EXPECT_EQ(fault.block, (std::array<uint32_t, 3>{0, 0, 0}));
  EXPECT_EQ(fault.thread, (std::array<uint32_t, 3>{5, 0, 0}));
  EXPECT_NE(fault.location.find("control.ptx:"), std::string::npos);

  const std::string breakpoint =
      kHeader + ".visible .entry k()\n{\n  .reg .b32 %r<1>;\n  mov.u32 %r0, 1;\n  brkpt;\n}\n";
  Launch b = launch(breakpoint, "k", 0, {}, threads(4));
  ASSERT_TRUE(b.report.fault);
  EXPECT_EQ(b.report.fault->kind, "brkpt");
  EXPECT_EQ(b.report.fault->instruction, "brkpt;");
  EXPECT_EQ(b.report.fault->thread, (std::array<uint32_t, 3>{0, 0, 0}));
}

TEST(PtxCalls, CallsToWhatTheModuleDoesNotHaveAreRefusedByName) {
  std::string error;
  const std::string undeclared = kHeader + ".visible .entry k()\n{\n  call.uni nowhere;\n}\n";
  EXPECT_FALSE(Program::fromText(undeclared, "k.ptx", error));
  EXPECT_NE(error.find("'nowhere' is not a declared .func"), std::string::npos) << error;

  const std::string counts = kHeader +
                             ".func f(.param .b32 a)\n{\n  ret;\n}\n"
                             ".visible .entry k()\n{\n  call.uni f;\n}\n";
  EXPECT_FALSE(Program::fromText(counts, "k.ptx", error));
  EXPECT_NE(error.find("'f' takes 1 parameter: the call passes 0"), std::string::npos) << error;

  // Declared .extern and never defined: ptxas 13 links one module alone
  // ("Unresolved extern function 'g'").
  const std::string unresolved = kHeader +
                                 ".extern .func g();\n"
                                 ".visible .entry k()\n{\n  call.uni g;\n}\n";
  EXPECT_FALSE(Program::fromText(unresolved, "k.ptx", error));
  EXPECT_NE(error.find("'g' is declared '.extern' and never defined"), std::string::npos) << error;
}

std::string heapPtx() {
  std::ifstream in(std::filesystem::path(gpuasm::testing::sourceDirectory()) /
                   "tests/data/ptx/control/heap.ptx");
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// heap.cu's `heap`: thread t allocates n = t % 5 + 1 words, writes t * 100 + i to word i and
// sums them: n * 100 t + n (n - 1) / 2, with the pointer's low four bits (0) in bits 28-31.
// Before the device heap, the launch was refused ("'malloc' is declared .extern and the module
// does not define it").
TEST(PtxCalls, MallocGivesEachThreadAlignedMemoryOfItsOwnAndFreeReturnsIt) {
  Launch r = launch(heapPtx(), "heap", 64 * 4, {}, threads(64));
  ASSERT_FALSE(r.report.fault) << r.report.fault->message;
  for (uint32_t t = 0; t < 64; ++t) {
    const uint32_t n = t % 5 + 1;
    EXPECT_EQ(r.word<uint32_t>(t), n * 100 * t + n * (n - 1) / 2) << "thread " << t;
  }
}

// heap.cu's `blockheap`: thread 0 of each block allocates, every thread reads its mirror's word
// (31 - t) * 3 + b; 16 MiB is more than the 8 MiB heap holds, on a GPU as here: NULL.
TEST(PtxCalls, ABlocksSharedAllocationIsSeenByItsThreadsAndTooLargeOneIsNull) {
  Launch r = launch(heapPtx(), "blockheap", 4 * 32 * 4, {128}, threads(32, 4));
  ASSERT_FALSE(r.report.fault) << r.report.fault->message;
  for (uint32_t b = 0; b < 4; ++b)
    for (uint32_t t = 0; t < 32; ++t)
      EXPECT_EQ(r.word<uint32_t>(b * 32 + t), (31 - t) * 3 + b) << b << " " << t;
  Launch none = launch(heapPtx(), "blockheap", 4 * 32 * 4, {16u << 20}, threads(32, 4));
  ASSERT_FALSE(none.report.fault) << none.report.fault->message;
  for (uint32_t b = 0; b < 4; ++b) EXPECT_EQ(none.word<uint32_t>(b * 32), 0xdeadu) << b;
}

// free of what malloc did not return, and a second free, are faults naming the address; free(0)
// does nothing. A freed block is reused: a second malloc that fits it gets its address.
TEST(PtxCalls, FreeOfAForeignOrFreedPointerIsAFaultAndFreedMemoryIsReused) {
  const std::string text = kHeader +
                           ".extern .func (.param .b64 r) malloc(.param .b64 n);\n"
                           ".extern .func free(.param .b64 p);\n"
                           ".visible .entry k(.param .u64 out, .param .u64 twice)\n{\n"
                           "  .reg .b64 %rd<8>;\n  .reg .pred %p<2>;\n"
                           "  .param .b64 n;\n  .param .b64 r;\n  .param .b64 p;\n"
                           "  ld.param.u64 %rd5, [out];\n  ld.param.u64 %rd6, [twice];\n"
                           "  st.param.b64 [p], 0;\n  call.uni free, (p);\n"
                           "  st.param.b64 [n], 40;\n  call.uni (r), malloc, (n);\n"
                           "  ld.param.b64 %rd1, [r];\n  st.param.b64 [p], %rd1;\n"
                           "  call.uni free, (p);\n"
                           "  st.param.b64 [n], 33;\n  call.uni (r), malloc, (n);\n"
                           "  ld.param.b64 %rd2, [r];\n"
                           "  sub.s64 %rd3, %rd2, %rd1;\n  st.global.u64 [%rd5], %rd3;\n"
                           "  st.global.u64 [%rd5+8], %rd2;\n"
                           "  setp.ne.s64 %p1, %rd6, 0;\n"
                           "  @%p1 call.uni free, (p);\n  call.uni free, (p);\n"
                           "  add.s64 %rd4, %rd2, 16;\n  st.param.b64 [p], %rd4;\n"
                           "  call.uni free, (p);\n  ret;\n}\n";
  // The second allocation (33 bytes: 48 of the heap) fits the first one's freed 48.
  Launch twice = launch(text, "k", 16, {1}, threads(1));
  EXPECT_EQ(twice.word<uint64_t>(0), 0u);
  EXPECT_NE(twice.word<uint64_t>(1), 0u);
  ASSERT_TRUE(twice.report.fault);
  EXPECT_EQ(twice.report.fault->kind, "heap");
  EXPECT_NE(twice.report.fault->message.find(fmt::format(
                "free(0x{:x}): not an address malloc returned to this block, or freed already",
                twice.word<uint64_t>(1))),
            std::string::npos)
      << twice.report.fault->message;
  // Not a pointer malloc returned: 16 bytes into one.
  Launch inside = launch(text, "k", 16, {0}, threads(1));
  ASSERT_TRUE(inside.report.fault);
  EXPECT_NE(
      inside.report.fault->message.find(fmt::format("free(0x{:x})", inside.word<uint64_t>(1) + 16)),
      std::string::npos)
      << inside.report.fault->message;
}

TEST(PtxCalls, RegisterParametersArePassedByValueIntoTheCalleesRegisters) {
  // ptxas 13 takes a .func's .reg parameters (used by name in its body), and
  // refuses them on a kernel ("Entry parameter 'a' must have .param state
  // space"). Both modules below are ptxas 13's (sm_80, exit 0). A recursive
  // .func: each call has its own `n` and `r`, n = %tid.x per lane (divergent
  // depths).
  const std::string recursive =
      kHeader +
      ".func (.reg .u32 r) fact(.reg .u32 n)\n{\n  .reg .pred %p;\n  .reg .b32 %t<3>;\n"
      "  setp.le.u32 %p, n, 1;\n  @%p bra BASE;\n  sub.u32 %t1, n, 1;\n"
      "  call (%t2), fact, (%t1);\n  mul.lo.u32 r, n, %t2;\n  ret;\nBASE:\n  mov.u32 r, 1;\n"
      "  ret;\n}\n"
      ".visible .entry k(.param .u64 out)\n{\n  .reg .b32 %r<4>;\n  .reg .b64 %rd<4>;\n"
      "  ld.param.u64 %rd1, [out];\n  mov.u32 %r1, %tid.x;\n  call (%r2), fact, (%r1);\n"
      "  mul.wide.u32 %rd2, %r1, 4;\n  add.u64 %rd3, %rd1, %rd2;\n  st.global.u32 [%rd3], %r2;\n"
      "  ret;\n}\n";
  Launch facts = launch(recursive, "k", 4 * 14, {}, threads(14));
  ASSERT_FALSE(facts.report.fault) << facts.report.fault->message;
  uint32_t factorial = 1;  // 13! mod 2^32 wraps: the product of u32 multiplications
  for (uint32_t n = 0; n < 14; ++n) {
    if (n > 1) factorial *= n;
    EXPECT_EQ(facts.word<uint32_t>(n), factorial) << n;
  }
  // Two return values (ptxas: "disabling ABI"), an immediate for a .u64, a
  // .b16 and a .pred parameter: hi = a + (q ? 1 : 2), lo = h + 7 in 16 bits.
  const std::string split =
      kHeader +
      ".func (.reg .u64 hi, .reg .b16 lo) split(.reg .u64 a, .reg .b16 h, .reg .pred q)\n{\n"
      "  .reg .b64 %x;\n  selp.b64 %x, 1, 2, q;\n  add.u64 hi, a, %x;\n  add.u16 lo, h, 7;\n"
      "  ret;\n}\n"
      ".visible .entry k(.param .u64 out)\n{\n  .reg .b32 %r<2>;\n  .reg .b64 %rd<6>;\n"
      "  .reg .b16 %h<3>;\n  .reg .pred %p;\n  ld.param.u64 %rd1, [out];\n"
      "  mov.u32 %r1, %tid.x;\n  setp.eq.u32 %p, %r1, 3;\n  cvt.u16.u32 %h1, %r1;\n"
      "  add.u16 %h1, %h1, 0xfffa;\n  call (%rd4, %h2), split, (0x100000000, %h1, %p);\n"
      "  mul.wide.u32 %rd2, %r1, 16;\n  add.u64 %rd3, %rd1, %rd2;\n"
      "  st.global.u64 [%rd3], %rd4;\n  st.global.u16 [%rd3+8], %h2;\n  ret;\n}\n";
  Launch pairs = launch(split, "k", 16 * 8, {}, threads(8));
  ASSERT_FALSE(pairs.report.fault) << pairs.report.fault->message;
  for (uint32_t t = 0; t < 8; ++t) {
    EXPECT_EQ(pairs.word<uint64_t>(2 * t), 0x100000000u + (t == 3 ? 1 : 2)) << t;
    // h = t + 0xfffa (16 bits), + 7: t + 0x10001, cut to 16 bits: t + 1.
    EXPECT_EQ(pairs.word<uint16_t>(8 * t + 4), t + 1) << t;
  }
  std::string error;
  EXPECT_FALSE(Program::fromText(kHeader + ".visible .entry k(.reg .u32 a)\n{\n  ret;\n}\n",
                                 "k.ptx", error));
  EXPECT_NE(error.find("kernel parameter 'a' must be in the .param state space"), std::string::npos)
      << error;
  // "Inconsistent prototypes of 'f', parameter state space differ".
  EXPECT_FALSE(Program::fromText(
      kHeader + ".func g(.param .u32 a);\n.func g(.reg .u32 a)\n{\n  ret;\n}\n", "k.ptx", error));
  EXPECT_NE(error.find("the state space of parameters 1 differs (.param against .reg)"),
            std::string::npos)
      << error;
}

// nvcc -G makes each of CGBN's chain_t methods a .func (one `mad.lo.cc` or `madc.lo.cc` a
// call), so a carry chain runs through calls and returns. The PTX ISA leaves CC.CF undefined
// across calls; the simulator keeps it, as the inlined (-O3) code has it. Before, each frame had
// a flag of its own, zero at the call and lost at the return, and CGBN's gcd at -G gave wrong
// numbers. Each lane adds (lane + 0xffffffff) + 1 as two 32-bit halves (0xffffffff:lane + 1
// in 64 bits): the low half's add.cc in one call, the high half's addc in the next; and the
// flag set in the kernel read in a callee (0xfffffffe + 3 carries, so 5 + 6 + 1 = 12).
TEST(PtxCalls, TheCarryFlagFlowsThroughCallsAndReturnsAsInlinedCodeHasIt) {
  const std::string text =
      kHeader +
      ".func (.param .b32 r) low(.param .b32 a, .param .b32 b)\n{\n  .reg .b32 %t<3>;\n"
      "  ld.param.u32 %t0, [a];\n  ld.param.u32 %t1, [b];\n  add.cc.u32 %t2, %t0, %t1;\n"
      "  st.param.b32 [r], %t2;\n  ret;\n}\n"
      ".func (.param .b32 r) high(.param .b32 a, .param .b32 b)\n{\n  .reg .b32 %t<3>;\n"
      "  ld.param.u32 %t0, [a];\n  ld.param.u32 %t1, [b];\n  addc.u32 %t2, %t0, %t1;\n"
      "  st.param.b32 [r], %t2;\n  ret;\n}\n"
      ".visible .entry k(.param .u64 out)\n{\n  .reg .b32 %r<8>;\n  .reg .b64 %rd<4>;\n"
      "  ld.param.u64 %rd1, [out];\n  mov.u32 %r1, %tid.x;\n  mul.wide.u32 %rd2, %r1, 12;\n"
      "  add.u64 %rd3, %rd1, %rd2;\n"
      "  { .param .b32 a; .param .b32 b; .param .b32 r;\n"
      "    st.param.b32 [a], 0xffffffff; st.param.b32 [b], 1;\n"
      "    call.uni (r), low, (a, b); ld.param.b32 %r2, [r]; }\n"
      "  { .param .b32 a; .param .b32 b; .param .b32 r;\n"
      "    st.param.b32 [a], %r1; st.param.b32 [b], 0;\n"
      "    call.uni (r), high, (a, b); ld.param.b32 %r3, [r]; }\n"
      "  add.cc.u32 %r4, 0xfffffffe, 3;\n"
      "  { .param .b32 a; .param .b32 b; .param .b32 r;\n"
      "    st.param.b32 [a], 5; st.param.b32 [b], 6;\n"
      "    call.uni (r), high, (a, b); ld.param.b32 %r5, [r]; }\n"
      "  st.global.u32 [%rd3], %r2;\n  st.global.u32 [%rd3+4], %r3;\n"
      "  st.global.u32 [%rd3+8], %r5;\n  ret;\n}\n";
  Launch sums = launch(text, "k", 12 * 4, {}, threads(4));
  ASSERT_FALSE(sums.report.fault) << sums.report.fault->message;
  for (uint32_t t = 0; t < 4; ++t) {
    EXPECT_EQ(sums.word<uint32_t>(3 * t), 0u) << t;         // 0xffffffff + 1, carry out
    EXPECT_EQ(sums.word<uint32_t>(3 * t + 1), t + 1) << t;  // lane + 0 + the carry
    EXPECT_EQ(sums.word<uint32_t>(3 * t + 2), 12u) << t;    // 5 + 6 + the kernel's carry
  }
}

// ptxas 13 links the device graph API itself (cuda-samples' graphConditionalNodes calls
// cudaGraphSetConditional; ptxas -arch=sm_90 takes the module below): read, and refused by
// name when run, since the simulator launches one kernel in no graph. The device runtime's
// other functions come from cudadevrt: "Unresolved extern function".
TEST(PtxCalls, DeviceGraphCallsAreReadAsPtxasLinksThemAndRefusedByNameWhenRun) {
  const std::string text =
      ".version 8.5\n.target sm_90\n.address_size 64\n"
      ".extern .func cudaGraphSetConditional(.param .b64 h, .param .b32 v);\n"
      ".visible .entry k(.param .u64 handle)\n{\n  .reg .b64 %rd<2>;\n"
      "  ld.param.u64 %rd1, [handle];\n"
      "  { .param .b64 p0; .param .b32 p1; st.param.b64 [p0], %rd1; st.param.b32 [p1], 1;\n"
      "  call.uni cudaGraphSetConditional, (p0, p1); }\n  ret;\n}\n";
  std::string error;
  auto program = Program::fromText(text, "k.ptx", error);
  ASSERT_TRUE(program) << error;
  auto kernel = Kernel::create(*program, "k", error);
  ASSERT_TRUE(kernel) << error;
  auto device = openDevice(DeviceKind::Simulator, error);
  ASSERT_TRUE(kernel->setArgument("handle", ArgumentValue::of(0), error)) << error;
  std::string refusal;
  try {
    device->launch(*kernel, threads(1));
  } catch (const LaunchError& e) {
    refusal = e.message;
  }
  EXPECT_NE(refusal.find("the simulator cannot run 'cudaGraphSetConditional': device-side calls "
                         "of the CUDA graph API are not modelled"),
            std::string::npos)
      << refusal;
  std::string other = text;
  for (const char* from : {"cudaGraphSetConditional"}) {
    for (size_t at = other.find(from); at != std::string::npos; at = other.find(from))
      other.replace(at, std::string_view(from).size(), "cudaGetLastErrorX");
  }
  EXPECT_FALSE(Program::fromText(other, "k.ptx", error));
  EXPECT_NE(error.find("'cudaGetLastErrorX' is declared '.extern' and never defined"),
            std::string::npos)
      << error;
}

TEST(PtxCalls, MalformedCallsAndTablesAreErrorsThatSayWhatIsWrong) {
  const struct {
    std::string body, error;
  } cases[] = {
      {"call ;", "'call' needs the function it calls, found ';'"},
      {"call (r) f;", "expected ',' between the return list and the function, found 'f'"},
      {"call (r), f, (p)", "expected ';' after the operands of 'call'"},
      {"call.uni (r, s), f, (p);", "'s' is not a declared .param variable of 'k'"},
      {"call (r), f, (p, p);", "'f' takes 1 parameter: the call passes 2"},
      {"call (r), %r1, (p), proto;",
       "'%r1' is declared .b32: an indirect call's target is a "
       "64-bit integer register"},
      {"call (r), %rd1, (p), proto;",
       "'proto' is not a .callprototype or .calltargets list "
       "visible here"},
      {"call (r), %rd1, (p);", "names its .callprototype or .calltargets label last"},
      {"brx.idx %r1;", "'brx.idx' takes 2 operands, not 1"},
      {"brx.idx %r1, nolist;", "'nolist' is not a .branchtargets list visible here"},
      {"L: .branchtargets ;", "expected a label in '.branchtargets', found ';'"},
      {"L: .branchtargets A;\n brx.idx %r1, L;", "label 'A' is not defined in 'k'"},
      {"L: .calltargets nof;", "'nof' in 'L' is not a declared function"},
      // A list refused after a good label (fuzz_ptx: its use once pointed at
      // a list never stored, out of bounds when the block closed).
      {"L: .branchtargets A, %r1;\nA: ret;", "expected a label in '.branchtargets', found '%r1'"},
      {"ld.param.b32 %r1, [r];\n trap %r1;", "'trap' takes 0 operands, not 1"},
  };
  for (const auto& c : cases) {
    const std::string text = kHeader +
                             ".func (.param .b32 r) f(.param .b32 p)\n{\n  ret;\n}\n"
                             ".visible .entry k()\n{\n  .reg .b32 %r<2>;\n  .reg .b64 %rd<2>;\n"
                             "  .param .b32 p;\n  .param .b32 r;\n  " +
                             c.body + "\n}\n";
    std::string error;
    EXPECT_FALSE(Program::fromText(text, "k.ptx", error)) << c.body;
    EXPECT_NE(error.find(c.error), std::string::npos) << c.body << "\n" << error;
  }
  // A .func's return parameter is written for the caller, never read.
  const std::string readsReturn = kHeader +
                                  ".func (.param .b32 r) f()\n{\n  .reg .b32 %x;\n"
                                  "  ld.param.b32 %x, [r];\n  ret;\n}\n";
  std::string error;
  EXPECT_FALSE(Program::fromText(readsReturn, "k.ptx", error));
  EXPECT_NE(error.find("'r' is a return parameter: it is written, never read"), std::string::npos)
      << error;
}

}  // namespace
}  // namespace gpuasm::testing
