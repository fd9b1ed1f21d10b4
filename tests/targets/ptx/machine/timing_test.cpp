// The SM timing model on seed 001's experiments, with a Fermi configuration
// written here from the seed's chapter 3-4 description (two schedulers, two
// 16-lane core groups, one 16-lane integer multiplier both schedulers share,
// an 18-stage pipeline), independent of the shipped presets: the knees of
// figure 4.1 at 289 and 577 threads, the 1/9 step of section 4.3, the halved
// time of two independent streams (figure 4.9), and results that are the
// functional simulator's.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "gpuasm/ptx/host.hpp"
#include "gpuasm/ptx/sm_model.hpp"
#include "multiply_chain.hpp"
#include "support/build_paths.hpp"

namespace gpuasm::testing {
namespace {

using namespace gpuasm::ptx;

SmConfig fermi() {
  SmConfig c;
  c.name = "test-fermi";
  c.clockGhz = 1.544;
  c.sms = 16;
  c.schedulers = 2;
  c.dispatch = 1;
  c.operandPorts = 3;
  c.maxWarps = 48;
  c.maxBlocks = 8;
  using enum OpClass;
  c.units = {{"cores-0", 16, {0}, {IntAlu, FloatAdd, FloatMul, Branch}},
             {"cores-1", 16, {1}, {IntAlu, FloatAdd, FloatMul, Branch}},
             {"int-multiplier", 16, {}, {IntMul, IntMul64}},
             {"load-store", 16, {}, {LoadStore}}};
  for (ClassTiming& t : c.timing) t = {18, 1};
  c.timing[static_cast<size_t>(Barrier)] = {1, 1};
  return c;
}

uint64_t cycles(Device& device, const std::string& text, uint32_t threads, uint32_t iterations,
                std::vector<uint32_t>* out = nullptr) {
  std::string error;
  auto program = Program::fromText(text, "k.ptx", error);
  EXPECT_TRUE(program) << error;
  auto kernel = Kernel::create(*program, "k", error);
  Buffer b = device.createBuffer(threads * 4);
  kernel->setArgument("out", ArgumentValue::ofBuffer(b), error);
  kernel->setArgument("n", ArgumentValue::of(iterations), error);
  LaunchSettings settings;
  settings.block = {threads, 1, 1};
  LaunchReport report = device.launch(*kernel, settings);
  EXPECT_FALSE(report.fault) << report.fault->describe();
  EXPECT_TRUE(report.timing);
  if (out) {
    std::vector<uint8_t> bytes(threads * 4);
    device.read(b, 0, bytes);
    out->resize(threads);
    std::memcpy(out->data(), bytes.data(), bytes.size());
  }
  return report.timing ? report.timing->cycles : 0;
}

// Flat (within 2 %: the last warp of a full pipeline starts a few cycles
// after the first, and at 576 threads the loop's own add, setp and bra fill
// the float lanes' last free slots) up to 288 threads for integer multiplies and 576 for float
// ones, then a step of 1/9 (section 4.3: 10 warps on the busiest scheduler or
// on the shared multiplier, 2 cycles each, against the 18-cycle pipeline).
TEST(PtxTimingModel, IntegerMultipliesKneeAt289ThreadsAndFloatAt577) {
  auto device = openModelDevice(fermi());
  auto at = [&](const std::string& text, uint32_t threads) {
    return static_cast<double>(cycles(*device, text, threads, 2));
  };
  const std::string integer = multiplyChain("mul.lo.u32", "b32", 200);
  const std::string floating = multiplyChain("mul.rn.f32", "f32", 200);
  const double int1 = at(integer, 1), int288 = at(integer, 288), int289 = at(integer, 289);
  EXPECT_LT(int288 / int1, 1.02);
  EXPECT_NEAR((int289 - int288) / int288, 1.0 / 9, 0.05 / 9);
  const double float1 = at(floating, 1), float576 = at(floating, 576), float577 = at(floating, 577);
  EXPECT_LT(float576 / float1, 1.02);
  EXPECT_NEAR((float577 - float576) / float576, 1.0 / 9, 0.05 / 9);
  // Between the knees the float line stays flat while the integer one has stepped.
  EXPECT_LT(at(floating, 320) / float1, 1.02);
  EXPECT_GT(at(integer, 320) / int1, 1.1);
}

TEST(PtxTimingModel, TwoIndependentStreamsHalveTheTime) {
  auto device = openModelDevice(fermi());
  auto streams = [](int count) {
    std::string body;
    for (int i = 0; i < 100; ++i)
      for (int s = 0; s < count; ++s)
        body += "  mul.rn.f32 %v" + std::to_string(s) + ", %v" + std::to_string(s) + ", %w;\n";
    return body;
  };
  auto kernel = [](const std::string& body) {
    return ".version 8.0\n.target sm_90\n.address_size 64\n"
           ".visible .entry k(.param .u64 out, .param .u32 n)\n{\n"
           "  .reg .pred %p;\n  .reg .b32 %i, %n;\n  .reg .f32 %v0, %v1, %w;\n"
           "  mov.f32 %v0, 0f3F800000;\n  mov.f32 %v1, 0f3F800000;\n  mov.f32 %w, 0f3F800000;\n"
           "  ld.param.u32 %n, [n];\n  mov.u32 %i, 0;\nLOOP:\n" +
           body + "  add.u32 %i, %i, 1;\n  setp.lt.u32 %p, %i, %n;\n  @%p bra LOOP;\n  ret;\n}\n";
  };
  // The same number of multiplications: one stream of 200 against two of 100.
  std::string one;
  for (int i = 0; i < 200; ++i) one += "  mul.rn.f32 %v0, %v0, %w;\n";
  const uint64_t single = cycles(*device, kernel(one), 64, 10);
  const uint64_t dual = cycles(*device, kernel(streams(2)), 64, 10);
  EXPECT_NEAR(static_cast<double>(dual) / static_cast<double>(single), 0.5, 0.025);
}

TEST(PtxTimingModel, ResultsAreTheSimulatorsAndClockReadsTheModelsCycle) {
  auto model = openModelDevice(fermi());
  std::string error;
  auto simulator = openDevice(DeviceKind::Simulator, error);
  std::vector<uint32_t> timed, plain;
  cycles(*model, multiplyChain("mul.lo.u32", "b32", 7), 100, 3, &timed);
  {
    auto program = Program::fromText(multiplyChain("mul.lo.u32", "b32", 7), "k.ptx", error);
    auto kernel = Kernel::create(*program, "k", error);
    Buffer b = simulator->createBuffer(400);
    kernel->setArgument("out", ArgumentValue::ofBuffer(b), error);
    kernel->setArgument("n", ArgumentValue::of(3), error);
    LaunchSettings settings;
    settings.block = {100, 1, 1};
    simulator->launch(*kernel, settings);
    std::vector<uint8_t> bytes(400);
    simulator->read(b, 0, bytes);
    plain.resize(100);
    std::memcpy(plain.data(), bytes.data(), 400);
  }
  EXPECT_EQ(timed, plain);
  // Thread t computes t * 3^21 mod 2^32.
  uint32_t power = 1;
  for (int i = 0; i < 21; ++i) power *= 3;
  for (uint32_t t = 0; t < 100; ++t) EXPECT_EQ(plain[t], t * power);
}

TEST(PtxTimingModel, AClassWithoutAUnitIsAFaultNamingIt) {
  SmConfig integerOnly = fermi();
  integerOnly.name = "no-float";
  for (UnitGroup& unit : integerOnly.units)
    std::erase_if(unit.classes, [](OpClass c) { return c == OpClass::FloatMul; });
  auto device = openModelDevice(integerOnly);
  std::string error;
  auto program = Program::fromText(multiplyChain("mul.rn.f32", "f32", 1), "k.ptx", error);
  auto kernel = Kernel::create(*program, "k", error);
  Buffer b = device->createBuffer(4);
  kernel->setArgument("out", ArgumentValue::ofBuffer(b), error);
  kernel->setArgument("n", ArgumentValue::of(1), error);
  LaunchReport report = device->launch(*kernel, {});
  ASSERT_TRUE(report.fault);
  EXPECT_EQ(report.fault->kind, "unit");
  EXPECT_EQ(report.fault->message,
            "the model 'no-float' has no unit that executes float-mul instructions");
  EXPECT_EQ(report.fault->instruction, "mul.rn.f32 %v, %v, %w;");
}

// docs/sm-model.md's "A minimal file", read from the page itself: nvcc's
// address arithmetic (mul.wide.u32 of the thread index, one IMAD.WIDE on
// sm_90) is a 32-bit product, int-mul, so a kernel storing t * 3 at out + 4t
// runs on it; a 64-bit product needs int-mul64, which it lacks.
std::string docsMinimalModel() {
  std::ifstream page(gpuasm::testing::sourceDirectory() + "/docs/sm-model.md");
  std::string line, text;
  bool inside = false;
  while (std::getline(page, line)) {
    if (line == "### A minimal file")
      inside = true;
    else if (inside && line.starts_with("    "))
      text += line.substr(4) + "\n";
    else if (inside && !text.empty())
      break;
  }
  return text;
}

LaunchReport runOnModel(const SmConfig& model, const std::string& product,
                        std::vector<uint32_t>& out) {
  const std::string text =
      ".version 8.0\n.target sm_90\n.address_size 64\n"
      ".visible .entry k(.param .u64 out)\n{\n"
      "  .reg .b32 %t, %v;\n  .reg .b64 %rd<4>, %x;\n"
      "  mov.u32 %t, %tid.x;\n  mul.lo.u32 %v, %t, 3;\n" +
      product +
      "  ld.param.u64 %rd1, [out];\n  mul.wide.u32 %rd2, %t, 4;\n  add.s64 %rd3, %rd1, %rd2;\n"
      "  st.global.b32 [%rd3], %v;\n  ret;\n}\n";
  std::string error;
  auto program = Program::fromText(text, "k.ptx", error);
  EXPECT_TRUE(program) << error;
  auto kernel = Kernel::create(*program, "k", error);
  auto device = openModelDevice(model);
  Buffer b = device->createBuffer(64 * 4);
  kernel->setArgument("out", ArgumentValue::ofBuffer(b), error);
  LaunchSettings settings;
  settings.block = {64, 1, 1};
  LaunchReport report = device->launch(*kernel, settings);
  std::vector<uint8_t> bytes(64 * 4);
  device->read(b, 0, bytes);
  out.resize(64);
  std::memcpy(out.data(), bytes.data(), bytes.size());
  return report;
}

TEST(PtxTimingModel, TheDocsMinimalModelRunsNvccAddressArithmeticAndRefusesA64BitProduct) {
  std::string error;
  const auto tiny = loadSmConfig(docsMinimalModel(), "tiny.toml", error);
  ASSERT_TRUE(tiny) << error;
  std::vector<uint32_t> out;
  LaunchReport report = runOnModel(*tiny, "", out);
  ASSERT_FALSE(report.fault) << report.fault->describe();
  ASSERT_TRUE(report.timing);
  for (uint32_t t = 0; t < 64; ++t) EXPECT_EQ(out[t], t * 3) << t;

  report = runOnModel(*tiny, "  cvt.u64.u32 %x, %t;\n  mul.lo.u64 %x, %x, %x;\n", out);
  ASSERT_TRUE(report.fault);
  EXPECT_EQ(report.fault->message,
            "the model 'tiny' has no unit that executes int-mul64 instructions");
  EXPECT_EQ(report.fault->instruction, "mul.lo.u64 %x, %x, %x;");
}

// A machine of one scheduler and one 32-lane unit for everything, every
// class latency 4, so that one warp's cycles are its chains' latencies.
SmConfig simple() {
  SmConfig c;
  c.name = "simple";
  c.sms = 1;
  c.schedulers = 1;
  c.stallCounts = true;  // ptxas's order and stall counts, as on Maxwell and later
  using enum OpClass;
  c.units = {{"all", 32, {}, {IntAlu, IntMul, IntMul64, FloatAdd, FloatMul, LoadStore, Branch}}};
  for (ClassTiming& t : c.timing) t = {4, 1};
  return c;
}

// One warp, `n` iterations of `body` (on %a, %b, %w: .b32, %d: .b64); the
// cycles between the clock reads around the loop.
uint64_t loopCycles(const SmConfig& config, const std::string& body, uint32_t n) {
  const std::string text =
      ".version 8.0\n.target sm_90\n.address_size 64\n"
      ".visible .entry k(.param .u64 out, .param .u32 n)\n{\n"
      "  .reg .pred %p;\n  .reg .b32 %i, %n, %a, %b, %w;\n"
      "  .reg .b64 %d, %c0, %c1, %e<8>, %rd<3>;\n"
      "  mov.u32 %a, %tid.x;\n  mov.u32 %b, 7;\n  mov.u32 %w, 3;\n  ld.param.u32 %n, [n];\n"
      "  mov.u32 %i, 0;\n  mov.u64 %c0, %clock64;\nLOOP:\n" +
      body +
      "  add.u32 %i, %i, 1;\n  setp.lt.u32 %p, %i, %n;\n  @%p bra LOOP;\n"
      "  mov.u64 %c1, %clock64;\n  sub.u64 %rd1, %c1, %c0;\n  ld.param.u64 %rd2, [out];\n"
      "  st.global.u64 [%rd2], %rd1;\n  add.u32 %a, %a, %b;\n  st.global.u32 [%rd2+8], %a;\n"
      "  ret;\n}\n";
  auto device = openModelDevice(config);
  std::string error;
  auto program = Program::fromText(text, "k.ptx", error);
  EXPECT_TRUE(program) << error;
  auto kernel = Kernel::create(*program, "k", error);
  Buffer b = device->createBuffer(64);
  kernel->setArgument("out", ArgumentValue::ofBuffer(b), error);
  kernel->setArgument("n", ArgumentValue::of(n), error);
  LaunchSettings settings;
  settings.block = {1, 1, 1};
  LaunchReport report = device->launch(*kernel, settings);
  EXPECT_FALSE(report.fault) << report.fault->describe();
  std::vector<uint8_t> bytes(16);
  device->read(b, 0, bytes);
  uint64_t span = 0;
  std::memcpy(&span, bytes.data(), 8);
  return span;
}

// The loop's own add, setp and bra are in every body below: the block's
// register arithmetic is list-scheduled (longest latency path first, ties in
// program order), setp's predicate reaches the bra 4 cycles later, and the bra
// holds the warp 4 cycles (the branch latency).

// ptxas interleaves independent chains: a, a, b, b as written runs as a, b,
// ..., a, b. Hand derivation (latency 4, one issue a cycle): a1 0, b1 1, the
// loop's add 2, a2 4, b2 5, setp 6, bra 10, the next a1 14: 14 cycles an
// iteration (in program order a2 would wait for a1 and b1 for a2: 22).
TEST(PtxTimingModel, IndependentChainsAreInterleavedAsPtxasSchedulesThem) {
  const std::string body =
      "  mul.lo.u32 %a, %a, %w;\n  mul.lo.u32 %a, %a, %w;\n"
      "  mul.lo.u32 %b, %b, %w;\n  mul.lo.u32 %b, %b, %w;\n";
  const double perIteration =
      static_cast<double>(loopCycles(simple(), body, 201) - loopCycles(simple(), body, 1)) / 200;
  EXPECT_NEAR(perIteration, 14.0, 0.2);
}

// A stall count of 2 (ptxas's for an IMAD on sm_90) spaces the warp's next
// instruction 2 cycles whatever its dependences: a1 0, b1 2, add 4, a2 5,
// b2 7, setp 9, bra 13, the next a1 17 (14 with stall counts of 1, as above).
TEST(PtxTimingModel, AClassesStallCountSpacesTheWarpsNextIssue) {
  const std::string body =
      "  mul.lo.u32 %a, %a, %w;\n  mul.lo.u32 %b, %b, %w;\n"
      "  mul.lo.u32 %a, %a, %w;\n  mul.lo.u32 %b, %b, %w;\n";
  SmConfig stalled = simple();
  stalled.timing[static_cast<size_t>(OpClass::IntMul)].stall = 2;
  auto perIteration = [&](const SmConfig& c) {
    return static_cast<double>(loopCycles(c, body, 201) - loopCycles(c, body, 1)) / 200;
  };
  EXPECT_NEAR(perIteration(simple()), 14.0, 0.2);
  EXPECT_NEAR(perIteration(stalled), 17.0, 0.2);
}

// What ptxas emits nothing for ([[ptxas]] sass = ""): the cvt.u32.u64 of a
// mul.wide's result. With it an instruction: mw1 0, add 1, cvt1 4, setp 5,
// mw2 8, cvt2 12, bra 13, next 17. Free: its result is there when its source
// is: mw1 0, add 1, mw2 4, setp 5, bra 9 (the predicate), next 13.
TEST(PtxTimingModel, AnInstructionPtxasEmitsNothingForTakesNoCycle) {
  const std::string body =
      "  mul.wide.u32 %d, %a, %w;\n  cvt.u32.u64 %a, %d;\n"
      "  mul.wide.u32 %d, %a, %w;\n  cvt.u32.u64 %a, %d;\n";
  SmConfig freeCvt = simple();
  PtxasOp nothing;
  nothing.ptx = {"cvt.u32.u64"};
  freeCvt.ptxas = {nothing};
  auto perIteration = [&](const SmConfig& c) {
    return static_cast<double>(loopCycles(c, body, 201) - loopCycles(c, body, 1)) / 200;
  };
  EXPECT_NEAR(perIteration(simple()), 17.0, 0.2);
  EXPECT_NEAR(perIteration(freeCvt), 13.0, 0.2);
}

// The SM's share of the DRAM bandwidth: 4 GB/s on 1 SM at 1 GHz is 4 bytes
// a cycle, so the one thread's 8-byte load streams 2 cycles. 8 independent
// loads issue a cycle apart (0..7) and arrive at issue + 100 without the
// limit, the last at 107; with it the 8th has streamed at 8 x 2 = 16, so it
// arrives at 116: 9 cycles later, which the add after them waits for.
TEST(PtxTimingModel, GlobalAccessesStreamAtTheSmsShareOfTheBandwidth) {
  SmConfig limited = simple();
  limited.clockGhz = 1;
  limited.memory.globalLatency = 100;
  limited.memory.globalBandwidthGbs = 4;
  SmConfig unlimited = limited;
  unlimited.memory.globalBandwidthGbs = 0;
  std::string body = "  ld.param.u64 %rd0, [out];\n";
  for (int i = 0; i < 8; ++i)
    body += "  ld.global.u64 %e" + std::to_string(i) + ", [%rd0+" + std::to_string(8 * i) + "];\n";
  body += "  add.u64 %d, %e0, %e7;\n";
  auto perIteration = [&](const SmConfig& c) {
    return static_cast<double>(loopCycles(c, body, 21) - loopCycles(c, body, 1)) / 20;
  };
  EXPECT_NEAR(perIteration(limited) - perIteration(unlimited), 9.0, 1.0);
}

// One warp of 32 threads chases a pointer `n` times: thread t's chain runs
// through `load` from its own slot, which holds the slot's own address, so
// every load of the chain waits for the last; the cycles of thread 0 between
// the clock reads around the loop. Thread t's slot is word t x `stride`. `setup` writes the slots:
// %s is the thread's slot (shared: a word index x 4; global: the buffer's address plus the word
// index x 8).
uint64_t chaseCycles(const SmConfig& config, const std::string& setup, const std::string& load,
                     uint32_t n, uint32_t stride) {
  const std::string text =
      ".version 8.0\n.target sm_90\n.address_size 64\n"
      ".shared .align 16 .b32 slots[2048];\n"
      ".visible .entry k(.param .u64 out, .param .u32 n, .param .u32 stride)\n{\n"
      "  .reg .pred %p;\n  .reg .b32 %i, %n, %t, %k, %w, %a;\n"
      "  .reg .b64 %s, %g, %c0, %c1, %rd<4>;\n"
      "  mov.u32 %t, %tid.x;\n  ld.param.u32 %n, [n];\n  ld.param.u32 %k, [stride];\n"
      "  mul.lo.u32 %w, %t, %k;\n  ld.param.u64 %g, [out];\n" +
      setup + "  bar.sync 0;\n  mov.u32 %i, 0;\n  mov.u64 %c0, %clock64;\nLOOP:\n" + load +
      "  add.u32 %i, %i, 1;\n  setp.lt.u32 %p, %i, %n;\n  @%p bra LOOP;\n"
      "  mov.u64 %c1, %clock64;\n  setp.ne.u32 %p, %t, 0;\n  @%p bra DONE;\n"
      "  sub.u64 %rd1, %c1, %c0;\n  st.global.u64 [%g+8184], %rd1;\n"
      "  st.global.u64 [%g+8176], %s;\nDONE:\n  ret;\n}\n";
  auto device = openModelDevice(config);
  std::string error;
  auto program = Program::fromText(text, "k.ptx", error);
  EXPECT_TRUE(program) << error;
  auto kernel = Kernel::create(*program, "k", error);
  EXPECT_TRUE(kernel) << error;
  Buffer b = device->createBuffer(8192);
  kernel->setArgument("out", ArgumentValue::ofBuffer(b), error);
  kernel->setArgument("n", ArgumentValue::of(n), error);
  kernel->setArgument("stride", ArgumentValue::of(stride), error);
  LaunchSettings settings;
  settings.block = {32, 1, 1};
  LaunchReport report = device->launch(*kernel, settings);
  EXPECT_FALSE(report.fault) << report.fault->describe();
  std::vector<uint8_t> bytes(8);
  device->read(b, 8184, bytes);
  uint64_t span = 0;
  std::memcpy(&span, bytes.data(), 8);
  return span;
}

// Shared memory's 32 banks of 4 bytes (CUDA C++ Programming Guide, "Shared
// Memory", cc 5.x and later): word w is in bank w mod 32, and a warp's access
// takes as many passes as the most distinct words one bank holds. Thread t's
// slot is word t x stride: stride 1 or any odd stride puts the 32 words in 32
// banks (1 pass); stride 2 in 16 banks, two words each (2 passes); 4: 4
// passes; 32: all in bank 0 (32); 0: one word for all, a broadcast (1). On
// `simple` the load-store unit has 32 lanes, a pass a cycle: each pass after
// the first adds a cycle to the chain's every load.
TEST(PtxTimingModel, SharedBankConflictsTakeAPassAWayOnTheChain) {
  const std::string setup =
      "  mov.u32 %a, slots;\n  shl.b32 %w, %w, 2;\n  add.u32 %a, %a, %w;\n"
      "  st.shared.u32 [%a], %a;\n  cvt.u64.u32 %s, %a;\n";
  const std::string load = "  ld.shared.u32 %a, [%a];\n";
  auto perLoad = [&](const SmConfig& c, uint32_t stride) {
    return static_cast<double>(chaseCycles(c, setup, load, 101, stride) -
                               chaseCycles(c, setup, load, 1, stride)) /
           100;
  };
  const double free = perLoad(simple(), 1);
  EXPECT_NEAR(perLoad(simple(), 33) - free, 0.0, 0.05);
  EXPECT_NEAR(perLoad(simple(), 0) - free, 0.0, 0.05);
  EXPECT_NEAR(perLoad(simple(), 2) - free, 1.0, 0.05);
  EXPECT_NEAR(perLoad(simple(), 4) - free, 3.0, 0.05);
  EXPECT_NEAR(perLoad(simple(), 32) - free, 31.0, 0.05);
  SmConfig noBanks = simple();
  noBanks.memory.sharedBanks = 0;  // conflicts not modelled
  EXPECT_NEAR(perLoad(noBanks, 32), free, 0.05);
}

// Global loads through the caches: thread t's slot (word t x 8 of the buffer)
// holds its own address, so from the second load on the chain finds its line
// where the first left it. Without caches every load takes global_latency
// (600 here); with an L1 the first of the 100 loads measured comes from DRAM
// (600: the store before the loop leaves no line) and the other 99 from the
// L1 (30): 35.7 cycles a load; with an L2 only, 99 at 200: 204. An L1 that the
// block's shared memory fills (the unified L1 and shared memory) holds
// nothing: 204 again. (The last load of a run is not waited for: the clock
// read after the loop does not depend on it.)
TEST(PtxTimingModel, GlobalLoadsTakeTheLatencyOfTheLevelTheirLineIsIn) {
  SmConfig none = simple();
  none.memory.globalLatency = 600;
  SmConfig l1 = none;
  l1.memory.l1Bytes = 64 * 1024;
  l1.memory.l1Latency = 30;
  l1.memory.l2Bytes = 1 << 20;
  l1.memory.l2Latency = 200;
  SmConfig l2 = l1;
  l2.memory.l1Bytes = 0;
  SmConfig full = l1;
  full.memory.l1Bytes = 8192;  // the kernel's 8 KB of shared memory takes it all
  const std::string setup =
      "  mul.wide.u32 %s, %w, 8;\n  add.s64 %s, %g, %s;\n  st.global.u64 [%s], %s;\n";
  const std::string load = "  ld.global.u64 %s, [%s];\n";
  auto perLoad = [&](const SmConfig& c) {
    return static_cast<double>(chaseCycles(c, setup, load, 101, 1) -
                               chaseCycles(c, setup, load, 1, 1)) /
           100;
  };
  EXPECT_NEAR(perLoad(none), 600.0, 0.5);
  EXPECT_NEAR(perLoad(l1), (600 + 99 * 30) / 100.0, 0.5);
  EXPECT_NEAR(perLoad(l2), (600 + 99 * 200) / 100.0, 0.5);
  EXPECT_NEAR(perLoad(full), (600 + 99 * 200) / 100.0, 0.5);
}

// A memory-bound kernel on the h100 preset (issue 29 item 4): one block of
// 1,024 threads, each loading words (j x 1024 + t), j = 0..63, four a loop
// iteration and then their sum, so that every warp's load is one new
// 128-byte line and each warp has four in flight: 64 x 32 x 128 = 262,144
// bytes from DRAM, which at the SM's share of 3,350 GB/s (3350 / (132 x
// 1.98) = 12.82 bytes a cycle) stream in 20,450 cycles, plus one DRAM latency
// (600) for the last. (32 warps x 4 lines in flight a latency are 27 bytes a
// cycle wanted: the bandwidth is the bound.) The same loads over 8 lines a
// warp (j mod 8) bring 32 KB once (2,556 cycles of streaming and a latency)
// and find the rest in the L1: then the bound is the issue, 8 warps a
// sub-partition x 31 instructions an iteration x 14 iterations, 3,472 cycles:
// more than the 32 KB's 3,156, and under half the streaming kernel's time.
TEST(PtxTimingModel, AMemoryBoundKernelOnH100RunsAtItsShareOfTheDramBandwidth) {
  std::string error;
  std::optional<SmConfig> h100 = findSmConfig("h100", error);
  ASSERT_TRUE(h100) << error;
  std::string text =
      ".version 8.0\n.target sm_90\n.address_size 64\n"
      ".visible .entry k(.param .u64 buf, .param .u32 n, .param .u32 wrap)\n{\n"
      "  .reg .pred %p;\n  .reg .b32 %i, %n, %t, %m, %v<4>, %s, %x;\n  .reg .b64 %a, %b, %o;\n"
      "  mov.u32 %t, %tid.x;\n  ld.param.u32 %n, [n];\n  ld.param.u32 %m, [wrap];\n"
      "  ld.param.u64 %b, [buf];\n  mov.u32 %i, 0;\n  mov.u32 %s, 0;\nLOOP:\n";
  for (int k = 0; k < 4; ++k)
    text += "  add.u32 %x, %i, " + std::to_string(k) +
            ";\n  and.b32 %x, %x, %m;\n  mad.lo.u32 %x, %x, 1024, %t;\n"
            "  mul.wide.u32 %o, %x, 4;\n  add.s64 %a, %b, %o;\n  ld.global.u32 %v" +
            std::to_string(k) + ", [%a];\n";
  text +=
      "  add.u32 %s, %s, %v0;\n  add.u32 %s, %s, %v1;\n  add.u32 %s, %s, %v2;\n"
      "  add.u32 %s, %s, %v3;\n  add.u32 %i, %i, 4;\n  setp.lt.u32 %p, %i, %n;\n"
      "  @%p bra LOOP;\n  st.global.u32 [%a], %s;\n  ret;\n}\n";
  auto cycles = [&](uint32_t wrap) {
    auto device = openModelDevice(*h100);
    auto program = Program::fromText(text, "k.ptx", error);
    EXPECT_TRUE(program) << error;
    auto kernel = Kernel::create(*program, "k", error);
    EXPECT_TRUE(kernel) << error;
    Buffer b = device->createBuffer(64 * 1024 * 4);
    kernel->setArgument("buf", ArgumentValue::ofBuffer(b), error);
    kernel->setArgument("n", ArgumentValue::of(64), error);
    kernel->setArgument("wrap", ArgumentValue::of(wrap), error);
    LaunchSettings settings;
    settings.block = {1024, 1, 1};
    LaunchReport report = device->launch(*kernel, settings);
    EXPECT_FALSE(report.fault) << report.fault->describe();
    return report.timing ? static_cast<double>(report.timing->cycles) : 0.0;
  };
  const double streaming = cycles(63);
  EXPECT_NEAR(streaming, 262144 / (3350 / (132 * 1.98)) + 600, 0.05 * streaming);
  const double reused = cycles(7);
  EXPECT_GT(reused, 32768 / (3350 / (132 * 1.98)) + 600);
  EXPECT_LT(reused, streaming / 2);
}

// One block of `threads` threads on h100, `n` iterations of `body` (on %x<8>:
// .f64, %f<8> and %g<8>: .f32, each 1.0 at the start): the cycles between the
// clock reads around the loop, of the thread that stored last.
uint64_t h100LoopCycles(const std::string& body, uint32_t n, uint32_t threads = 1) {
  std::string text =
      ".version 8.0\n.target sm_90\n.address_size 64\n"
      ".visible .entry k(.param .u64 out, .param .u32 n)\n{\n"
      "  .reg .pred %p;\n  .reg .b32 %i, %n;\n  .reg .f64 %x<8>;\n  .reg .f32 %f<8>, %g<8>;\n"
      "  .reg .b64 %c0, %c1, %rd<3>;\n  ld.param.u32 %n, [n];\n  mov.u32 %i, 0;\n";
  for (int k = 0; k < 8; ++k)
    text += "  mov.f64 %x" + std::to_string(k) + ", 0d3FF0000000000000;\n  mov.f32 %f" +
            std::to_string(k) + ", 0f3F800000;\n  mov.f32 %g" + std::to_string(k) +
            ", 0f3F800000;\n";
  text += "  mov.u64 %c0, %clock64;\nLOOP:\n" + body +
          "  add.u32 %i, %i, 1;\n  setp.lt.u32 %p, %i, %n;\n  @%p bra LOOP;\n"
          "  mov.u64 %c1, %clock64;\n  sub.u64 %rd1, %c1, %c0;\n  ld.param.u64 %rd2, [out];\n"
          "  st.global.u64 [%rd2], %rd1;\n  st.global.f64 [%rd2+8], %x0;\n"
          "  st.global.f32 [%rd2+16], %f0;\n  ret;\n}\n";
  std::string error;
  std::optional<SmConfig> h100 = findSmConfig("h100", error);
  EXPECT_TRUE(h100) << error;
  auto device = openModelDevice(*h100);
  auto program = Program::fromText(text, "k.ptx", error);
  EXPECT_TRUE(program) << error;
  auto kernel = Kernel::create(*program, "k", error);
  EXPECT_TRUE(kernel) << error;
  Buffer b = device->createBuffer(64);
  kernel->setArgument("out", ArgumentValue::ofBuffer(b), error);
  kernel->setArgument("n", ArgumentValue::of(n), error);
  LaunchSettings settings;
  settings.block = {threads, 1, 1};
  LaunchReport report = device->launch(*kernel, settings);
  EXPECT_FALSE(report.fault) << report.fault->describe();
  std::vector<uint8_t> bytes(8);
  device->read(b, 0, bytes);
  uint64_t span = 0;
  std::memcpy(&span, bytes.data(), 8);
  return span;
}

// Issue 29 item 1: FP64 and the special-function unit on h100 as published
// (configs/sm/h100.toml's last two [[ptxas]] rows; before them both were timed
// as FP32, 4 cycles and a warp a cycle). Hand derivation, an iteration of 8:
// - 8 dependent DFMAs: 8 x 8 = 64 (ptxas 13 -arch=sm_90 waits 8 between
//   dependent DFMAs; Accel-Sim's SM90_H100 dp latency 8);
// - 8 dependent ex2.approx.ftz (one MUFU.EX2 each): 8 x 23 = 184 (Accel-Sim
//   sfu 23);
// the loop's add, setp and bra issue in those shadows. Independent ones are
// bound by their pipe, so 8 more of them an iteration (two on each of 8
// chains, against one) add 8 x 2 = 16 cycles for DFMAs (64 FP64 a clock an
// SM, the CUDA guide's cc 9.0 table: a warp every 2 cycles a sub-partition;
// ptxas spaces them 2) and 8 x 8 = 64 for MUFU (16 a clock an SM: a warp every
// 8 cycles); the difference leaves out the loop's branch.
TEST(PtxTimingModel, Fp64AndSpecialFunctionsOnH100TakeTheirPublishedLatencyAndRate) {
  auto perIteration = [](const std::string& body) {
    return static_cast<double>(h100LoopCycles(body, 101) - h100LoopCycles(body, 1)) / 100;
  };
  std::string dependentF64, independentF64, dependentSfu, independentSfu;
  for (int k = 0; k < 8; ++k) {
    const std::string r = std::to_string(k);
    dependentF64 += "  fma.rn.f64 %x0, %x0, %x1, %x1;\n";
    independentF64 += "  fma.rn.f64 %x" + r + ", %x" + r + ", %x" + r + ", %x" + r + ";\n";
    dependentSfu += "  ex2.approx.ftz.f32 %f0, %f0;\n";
    independentSfu += "  ex2.approx.ftz.f32 %f" + r + ", %f" + r + ";\n";
  }
  EXPECT_NEAR(perIteration(dependentF64), 64, 2);
  EXPECT_NEAR(perIteration(independentF64 + independentF64) - perIteration(independentF64), 16, 1);
  EXPECT_NEAR(perIteration(dependentSfu), 184, 4);
  EXPECT_NEAR(perIteration(independentSfu + independentSfu) - perIteration(independentSfu), 64, 2);
}

// FP64 and MUFU on pipes of their own (classes float64 and special) on h100:
// the cycles that a second copy of the loop's body adds, by hand.
// - 8 independent FFMAs and 8 independent DFMAs, interleaved: the DFMAs hold
//   the 16-lane FP64 pipe 2 cycles each and the FFMAs take the FP32 pipes
//   alongside; ptxas spaces instructions of different pipes 1 cycle. One warp:
//   16 issues (the FP64 pipe's 8 x 2 as well); four warps a sub-partition (512
//   threads): 4 x 16 = 64. When DFMAs ran on the FP32 pipes at FP64's rate
//   (4 cycles a warp each), they and the FFMAs held those pipes 8 x 4 + 8 x 2 =
//   48 cycles, 24 a pipe: 24 and 96.
// - 8 MUFUs (ex2.approx), each followed by 4 FFMAs (on 8 chains): the 4-lane
//   SFU's 8 x 8 = 64 cycles a warp, ptxas's MUFUs 8 cycles apart with the 32
//   FFMAs between them: 64, and 4 x 64 = 256 at 512 threads. On the FP32 pipes
//   (a MUFU holding one 16 cycles), 8 x 16 + 32 x 2 = 192 pipe-cycles, 96 a
//   pipe: 96 and 384.
TEST(PtxTimingModel, Fp64AndSpecialFunctionsLeaveTheFp32PipesFree) {
  auto perIteration = [](const std::string& body, uint32_t threads) {
    return static_cast<double>(h100LoopCycles(body, 41, threads) -
                               h100LoopCycles(body, 1, threads)) /
           40;
  };
  auto ffma = [](int k) {
    const std::string r = std::to_string(k);
    return "  fma.rn.f32 %f" + r + ", %f" + r + ", %f" + r + ", %f" + r + ";\n";
  };
  std::string fp64, sfu;
  for (int k = 0; k < 8; ++k) {
    const std::string r = std::to_string(k);
    fp64 += ffma(k) + "  fma.rn.f64 %x" + r + ", %x" + r + ", %x" + r + ", %x" + r + ";\n";
    sfu += "  ex2.approx.ftz.f32 %g" + r + ", %g" + r + ";\n";
    for (int j = 0; j < 4; ++j) sfu += ffma((4 * k + j) % 8);
  }
  auto added = [&](const std::string& body, uint32_t threads) {
    return perIteration(body + body, threads) - perIteration(body, threads);
  };
  EXPECT_NEAR(added(fp64, 32), 16, 1);
  EXPECT_NEAR(added(fp64, 512), 64, 3);
  EXPECT_NEAR(added(sfu, 32), 64, 2);
  EXPECT_NEAR(added(sfu, 512), 256, 8);
}

TEST(PtxTimingModel, AUnitNoSchedulerOfTheWarpReachesIsAFaultNotAHang) {
  SmConfig split = fermi();
  split.name = "split";
  split.units[2].schedulers = {1};  // the multiplier answers scheduler 1 only
  auto device = openModelDevice(split);
  std::string error;
  auto program = Program::fromText(multiplyChain("mul.lo.u32", "b32", 1), "k.ptx", error);
  auto kernel = Kernel::create(*program, "k", error);
  Buffer b = device->createBuffer(4);
  kernel->setArgument("out", ArgumentValue::ofBuffer(b), error);
  kernel->setArgument("n", ArgumentValue::of(1), error);
  LaunchReport report = device->launch(*kernel, {});  // one warp: scheduler 0's
  ASSERT_TRUE(report.fault);
  EXPECT_EQ(report.fault->kind, "unit");
  EXPECT_EQ(report.fault->message,
            "the model 'split' has no unit that executes int-mul instructions for scheduler 0");
}

// A scheduler that found nothing to issue is not looked at again before the
// soonest cycle it noted (docs/PERFORMANCE.md, the timing model's cost); the
// stalls it would have counted are counted all the same. With one scheduler
// every cycle issues one instruction or counts one stall, so cycles equal
// warp instructions plus stalls: over three blocks taking turns (one resident
// at a time), warps that share the multiplier, wait at a barrier, and an
// FMUL that takes either of two pipes.
TEST(PtxTimingModel, EveryCycleOfOneSchedulerIssuesOrCountsAStall) {
  SmConfig one;
  one.name = "one";
  one.sms = 1;
  one.schedulers = 1;
  one.maxBlocks = 1;
  one.stallCounts = true;
  one.yieldStall = 3;
  using enum OpClass;
  one.units = {{"lite", 16, {}, {FloatMul}},
               {"heavy", 16, {}, {IntMul, FloatMul}},
               {"alu", 32, {}, {IntAlu, Branch, LoadStore, Barrier}}};
  for (ClassTiming& t : one.timing) t = {4, 1};
  one.timing[static_cast<size_t>(IntMul)].stall = 2;
  const std::string text =
      ".version 8.0\n.target sm_90\n.address_size 64\n"
      ".visible .entry k(.param .u64 out, .param .u32 n)\n{\n"
      "  .reg .pred %p;\n  .reg .b32 %i, %n, %t, %v;\n  .reg .f32 %f;\n  .reg .b64 %rd<4>;\n"
      "  mov.u32 %t, %tid.x;\n  mov.u32 %v, %t;\n  cvt.rn.f32.u32 %f, %t;\n"
      "  ld.param.u32 %n, [n];\n  mov.u32 %i, 0;\nLOOP:\n"
      "  mul.lo.u32 %v, %v, 3;\n  mul.rn.f32 %f, %f, 0f3F800001;\n  mul.lo.u32 %v, %v, 5;\n"
      "  bar.sync 0;\n  add.u32 %i, %i, 1;\n  setp.lt.u32 %p, %i, %n;\n  @%p bra LOOP;\n"
      "  ld.param.u64 %rd1, [out];\n  mul.wide.u32 %rd2, %t, 4;\n  add.s64 %rd3, %rd1, %rd2;\n"
      "  st.global.u32 [%rd3], %v;\n  ret;\n}\n";
  auto device = openModelDevice(one);
  std::string error;
  auto program = Program::fromText(text, "k.ptx", error);
  ASSERT_TRUE(program) << error;
  auto kernel = Kernel::create(*program, "k", error);
  ASSERT_TRUE(kernel) << error;
  Buffer b = device->createBuffer(96 * 4);
  kernel->setArgument("out", ArgumentValue::ofBuffer(b), error);
  kernel->setArgument("n", ArgumentValue::of(5), error);
  LaunchSettings settings;
  settings.grid = {3, 1, 1};
  settings.block = {96, 1, 1};
  LaunchReport report = device->launch(*kernel, settings);
  ASSERT_FALSE(report.fault) << report.fault->describe();
  ASSERT_TRUE(report.timing);
  uint64_t stalls = 0;
  for (const auto& [why, count] : report.timing->stalls) stalls += count;
  // 3 blocks x 3 warps x (5 setup + 5 x 7 loop + 5 after) instructions.
  EXPECT_EQ(report.warpInstructions, 3u * 3 * (5 + 5 * 7 + 5));
  EXPECT_GT(stalls, 0u);
  EXPECT_EQ(report.timing->cycles, report.warpInstructions + stalls);
}

// Issue 32 item 5 made a look cheaper (a warp's pc, unit groups and barrier
// state kept with it; warps waiting for the same busy units settled at once);
// this holds what a look decides. 128 warps (4 blocks of 1,024 threads, a
// barrier each iteration) on one scheduler and one 32-lane unit that takes a
// warp instruction a cycle; every chain waits 4 cycles for its last result, so
// with 128 warps in turn one is always ready: the scheduler issues every
// cycle but at the start and the end (the invariant of the test above: cycles
// = warp instructions + stalls), and round-robin order keeps the warps
// together: each warp's last clock read within two rounds (256 cycles) of
// every other's.
TEST(PtxTimingModel, OneSchedulerOf128WarpsIssuesThemInTurnEveryCycle) {
  SmConfig one;
  one.name = "one-of-128";
  one.sms = 1;
  one.schedulers = 1;
  one.maxWarps = 128;
  one.maxBlocks = 4;
  using enum OpClass;
  one.units = {{"alu", 32, {}, {IntAlu, IntMul, Branch, LoadStore, Barrier}}};
  for (ClassTiming& t : one.timing) t = {4, 1};
  const std::string text =
      ".version 8.0\n.target sm_90\n.address_size 64\n"
      ".visible .entry k(.param .u64 out, .param .u32 n)\n{\n"
      "  .reg .pred %p;\n  .reg .b32 %i, %n, %t, %v, %c;\n  .reg .b64 %rd<4>;\n"
      "  mov.u32 %t, %tid.x;\n  mov.u32 %v, %t;\n  ld.param.u32 %n, [n];\n  mov.u32 %i, 0;\n"
      "LOOP:\n  add.u32 %v, %v, 3;\n  xor.b32 %v, %v, 5;\n  bar.sync 0;\n  add.u32 %i, %i, 1;\n"
      "  setp.lt.u32 %p, %i, %n;\n  @%p bra LOOP;\n  mov.u32 %c, %clock;\n"
      "  ld.param.u64 %rd1, [out];\n  mov.u32 %v, %ctaid.x;\n  mad.lo.u32 %v, %v, 1024, %t;\n"
      "  mul.wide.u32 %rd2, %v, 4;\n  add.s64 %rd3, %rd1, %rd2;\n  st.global.u32 [%rd3], %c;\n"
      "  ret;\n}\n";
  auto device = openModelDevice(one);
  std::string error;
  auto program = Program::fromText(text, "k.ptx", error);
  ASSERT_TRUE(program) << error;
  auto kernel = Kernel::create(*program, "k", error);
  ASSERT_TRUE(kernel) << error;
  Buffer b = device->createBuffer(4096 * 4);
  kernel->setArgument("out", ArgumentValue::ofBuffer(b), error);
  kernel->setArgument("n", ArgumentValue::of(20), error);
  LaunchSettings settings;
  settings.grid = {4, 1, 1};
  settings.block = {1024, 1, 1};
  LaunchReport report = device->launch(*kernel, settings);
  ASSERT_FALSE(report.fault) << report.fault->describe();
  ASSERT_TRUE(report.timing);
  // 128 warps x (4 setup + 20 x 6 loop + 8 after) instructions.
  EXPECT_EQ(report.warpInstructions, 128u * (4 + 20 * 6 + 8));
  uint64_t stalls = 0;
  for (const auto& [why, count] : report.timing->stalls) stalls += count;
  EXPECT_EQ(report.timing->cycles, report.warpInstructions + stalls);
  EXPECT_LT(stalls, 2u * 128);
  std::vector<uint8_t> bytes(4096 * 4);
  device->read(b, 0, bytes);
  std::vector<uint32_t> clocks(4096);
  std::memcpy(clocks.data(), bytes.data(), bytes.size());
  const auto [first, last] = std::minmax_element(clocks.begin(), clocks.end());
  EXPECT_LT(*last - *first, 256u);
  EXPECT_GT(*first, 128u * 20 * 6);  // every warp ran its loop before reading the clock
}

// Issue 32 item 5: a look does not visit the warps that wait for a unit none
// of whose groups has freed (bit sets of them by unit set, over the places of
// a scheduler's warps). 96 warps (three blocks of 1,024 threads: two 64-bit
// words of places) on one scheduler, each a chain of 40 dependent multiplies
// and 2 more for its address, on one 16-lane multiplier (2 cycles a warp
// instruction; the chain's 4-cycle latency hidden by the other warps): the
// multiplier bounds the run at 96 x 42 x 2 = 8,064 cycles, and the run's
// start and end (each warp's first multiply waits for its operand, its last
// two for the address) add less than a tenth. Round-robin order among the
// waiting warps keeps them together: every warp's clock read after its chain
// within three rounds of the multiplier (3 x 96 x 2 cycles) of every other's,
// where a scheduler that favoured low places would let warp 0 finish its
// chain some 7,000 cycles before warp 95.
TEST(PtxTimingModel, WarpsWaitingForOneBusyUnitTakeItInTurn) {
  SmConfig one;
  one.name = "one-multiplier";
  one.sms = 1;
  one.schedulers = 1;
  one.maxWarps = 96;
  one.maxBlocks = 3;
  using enum OpClass;
  one.units = {{"mul", 16, {}, {IntMul}}, {"alu", 32, {}, {IntAlu, Branch, LoadStore, Barrier}}};
  for (ClassTiming& t : one.timing) t = {4, 1};
  std::string chain;
  for (int i = 0; i < 40; ++i) {
    chain += "  mul.lo.u32 %v, %v, ";
    chain += std::to_string(3 + 2 * i);
    chain += ";\n";
  }
  const std::string text =
      ".version 8.0\n.target sm_90\n.address_size 64\n"
      ".visible .entry k(.param .u64 out)\n{\n"
      "  .reg .b32 %t, %v, %c;\n  .reg .b64 %rd<4>;\n"
      "  mov.u32 %t, %tid.x;\n  mov.u32 %v, %t;\n" +
      chain +
      "  mov.u32 %c, %clock;\n  ld.param.u64 %rd1, [out];\n  mov.u32 %v, %ctaid.x;\n"
      "  mad.lo.u32 %v, %v, 1024, %t;\n  mul.wide.u32 %rd2, %v, 4;\n  add.s64 %rd3, %rd1, %rd2;\n"
      "  st.global.u32 [%rd3], %c;\n  ret;\n}\n";
  auto device = openModelDevice(one);
  std::string error;
  auto program = Program::fromText(text, "k.ptx", error);
  ASSERT_TRUE(program) << error;
  auto kernel = Kernel::create(*program, "k", error);
  ASSERT_TRUE(kernel) << error;
  Buffer b = device->createBuffer(3072 * 4);
  kernel->setArgument("out", ArgumentValue::ofBuffer(b), error);
  LaunchSettings settings;
  settings.grid = {3, 1, 1};
  settings.block = {1024, 1, 1};
  LaunchReport report = device->launch(*kernel, settings);
  ASSERT_FALSE(report.fault) << report.fault->describe();
  ASSERT_TRUE(report.timing);
  EXPECT_EQ(report.warpInstructions, 96u * (2 + 40 + 8));
  const uint64_t bound = 96u * 42 * 2;
  EXPECT_GE(report.timing->cycles, bound);
  EXPECT_LT(report.timing->cycles, bound + bound / 10);
  ASSERT_EQ(report.timing->units.size(), 2u);
  EXPECT_EQ(report.timing->units[0].busyCycles, bound);
  uint64_t stalls = 0;  // one scheduler: every cycle issues or counts a stall
  for (const auto& [why, count] : report.timing->stalls) stalls += count;
  EXPECT_EQ(report.timing->cycles, report.warpInstructions + stalls);
  std::vector<uint8_t> bytes(3072 * 4);
  device->read(b, 0, bytes);
  std::vector<uint32_t> clocks(3072);
  std::memcpy(clocks.data(), bytes.data(), bytes.size());
  const auto [first, last] = std::minmax_element(clocks.begin(), clocks.end());
  EXPECT_LT(*last - *first, 3u * 96 * 2);
  EXPECT_GT(*first, 96u * 40 * 2 - 3 * 96 * 2);  // every warp ran its chain first
}

}  // namespace
}  // namespace gpuasm::testing
