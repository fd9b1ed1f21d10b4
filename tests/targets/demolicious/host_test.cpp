// The shipped kernels draw what their comments say, pixel by pixel, in both
// simulator modes; the expected frames are computed here from each kernel's
// stated intent, not from the simulator.
#include <gtest/gtest.h>

#include <functional>

#include "support/run.hpp"

namespace gpuasm::testing {
namespace {

using namespace gpuasm::demolicious;

constexpr uint32_t kSide = 64;  // the report's demo frame is 64x64
constexpr uint16_t kGreen = 0x07e0, kBlue = 0x001f, kRed = 0xf800, kBlack = 0;

struct KernelCase {
  std::string kernel;
  std::function<void(Host&)> prepare;
  std::function<uint16_t(uint32_t address)> expected;  // for the whole checked range
  uint32_t checkedWords;
};

bool onTunnel(int x, int y, int offset1, int offset2) {
  auto square = [&](int o) {
    int e = 64 - o;
    bool vertical = (x == o || x == e) && o < y && y < e;
    bool horizontal = (y == o || y == e) && o < x && x < e;
    return vertical || horizontal;
  };
  return square(offset1) || square(offset2) || x == y || x == 63 - y;
}

KernelCase setup(const std::string& name) {
  if (name == "green_fill.s") {
    return {name, [](Host&) {}, [](uint32_t a) { return a < kSide * kSide ? kGreen : uint16_t{0}; },
            8192};
  }
  if (name == "param_color.s") {
    return {name, [](Host& h) { h.load_constant(0, kBlue); },
            [](uint32_t a) { return a < kSide * kSide ? kBlue : uint16_t{0}; }, 8192};
  }
  if (name == "stripes.s") {
    // Odd rows keep colour one (constant 0), even rows take colour two (constant 1).
    return {name,
            [](Host& h) {
              h.load_constant(0, kRed);
              h.load_constant(1, kBlue);
            },
            [](uint32_t a) {
              return a >= kSide * kSide ? uint16_t{0} : (a / kSide) % 2 ? kRed : kBlue;
            },
            8192};
  }
  if (name == "memory_load.s") {
    return {name, [](Host& h) { h.write_word(0, 0xabcd); },
            [](uint32_t a) {
              return a == 0 || (a >= 2 && a < 2 + kSide * kSide) ? uint16_t{0xabcd} : uint16_t{0};
            },
            8192};
  }
  // tunnel.s: frame at constant 5, squares at constants 10 and 11.
  return {name,
          [](Host& h) {
            h.load_constant(5, 100);
            h.load_constant(10, 10);
            h.load_constant(11, 20);
          },
          [](uint32_t a) -> uint16_t {
            if (a < 100 || a >= 100 + kSide * kSide) return 0;
            uint32_t p = a - 100;
            return onTunnel(int(p % kSide), int(p / kSide), 10, 20) ? kGreen : kBlack;
          },
          8192};
}

struct ModeCase {
  Mode mode;
  uint32_t cores;
};

std::vector<uint16_t> runShipped(const std::string& name, ModeCase mc,
                                 RunReport* reportOut = nullptr) {
  KernelCase s = setup(name);
  MachineConfig config;
  config.mode = mc.mode;
  config.cores = mc.cores;
  Host host(config);
  s.prepare(host);
  AssembleSettings settings;
  settings.targetOptions["barrel"] = std::to_string(config.effectiveBarrelHeight());
  // The kernels are spaced for the report's barrel of height 4; taller barrels
  // need more nops, which the assembler inserts.
  settings.targetOptions["fix-hazards"] = "1";
  Image image = assembleOrFail(shippedKernel("demolicious/" + name), settings);
  RunReport report = host.run_kernel(host.load_kernel(image), kSide * kSide);
  EXPECT_FALSE(report.fault) << report.fault->message;
  EXPECT_EQ(report.hazardCount, 0u) << report.table();
  if (reportOut) *reportOut = report;
  auto memory = host.data_memory();
  return {memory.begin(), memory.begin() + s.checkedWords};
}

class ShippedKernel : public ::testing::TestWithParam<std::string> {};

TEST_P(ShippedKernel, DrawsItsIntendedFrameInEveryMode) {
  KernelCase s = setup(GetParam());
  for (ModeCase mc :
       {ModeCase{Mode::Functional, 8}, ModeCase{Mode::Cycle, 8}, ModeCase{Mode::Cycle, 2},
        ModeCase{Mode::Cycle, 4}, ModeCase{Mode::Cycle, 3}}) {
    auto memory = runShipped(GetParam(), mc);
    size_t wrong = 0;
    for (uint32_t a = 0; a < s.checkedWords; ++a) {
      if (memory[a] != s.expected(a) && wrong++ < 5) {
        ADD_FAILURE() << GetParam() << " mode " << modeName(mc.mode) << " cores " << mc.cores
                      << ": word " << a << " is 0x" << std::hex << memory[a] << ", expected 0x"
                      << s.expected(a);
      }
    }
    EXPECT_EQ(wrong, 0u);
  }
}

INSTANTIATE_TEST_SUITE_P(Demolicious, ShippedKernel,
                         ::testing::Values("green_fill.s", "param_color.s", "stripes.s",
                                           "memory_load.s", "tunnel.s"));

TEST(DemoliciousShippedKernels, AssembleWithoutWarningsForTheReportMachine) {
  for (const EmbeddedKernel& k : embeddedKernels()) {
    if (!k.name.starts_with("demolicious/")) continue;
    auto result =
        assembleDemolicious(std::string(k.text), {{}, {}, {"error"}, {}}, std::string(k.name));
    EXPECT_TRUE(result.image) << result.diagnostics;
    EXPECT_EQ(result.diagnostics, "");
  }
}

TEST(DemoliciousModes, FunctionalAndCycleResultsAreIdenticalAtManyCoreCounts) {
  for (const char* name : {"green_fill.s", "tunnel.s", "stripes.s"}) {
    auto functional = runShipped(name, {Mode::Functional, 8});
    for (uint32_t cores : {1u, 5u, 16u, 64u}) {
      EXPECT_EQ(runShipped(name, {Mode::Cycle, cores}), functional)
          << name << " on " << cores << " cores";
    }
  }
}

TEST(DemoliciousCycleModel, SteadyStateIssuesOneWarpInstructionPerCycle) {
  RunReport report;
  runShipped("tunnel.s", {Mode::Cycle, 8}, &report);
  // 4096 threads = 512 warps x 75 instructions, issued one per cycle; the only
  // idle cycles are the jagged start (6 slots) and the drain at the end.
  EXPECT_EQ(report.kernelInstructions, 75u);
  EXPECT_EQ(report.instructionsIssued, 512u * 75u);
  EXPECT_EQ(report.threadInstructions, 4096u * 75u);
  EXPECT_GE(report.cycles, 512u * 75u + 6u);
  EXPECT_LE(report.cycles, 512u * 75u + 6u + 4u * 4u);
  EXPECT_EQ(report.bankRequests[0], 2048u);  // one store per thread, even and odd cores
  EXPECT_EQ(report.bankRequests[1], 2048u);
  EXPECT_EQ(report.maxQueueOccupancy[0], 4u);
}

}  // namespace
}  // namespace gpuasm::testing
