// CUDA's printf and assert on the simulator: the formatter on argument
// buffers packed here as nvcc packs them (each argument at its natural
// alignment, floats as doubles), expected text written by hand from the C
// rules; nvcc's printf kernel (tests/data/ptx/control/control.ptx) printing
// in block, warp, lane and call order; assert's fault as the CUDA runtime
// words it; and `gpuasm run -t ptx` showing the output.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <bit>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "gpuasm/ptx/host.hpp"
#include "support/build_paths.hpp"
#include "targets/ptx/machine/calls.hpp"
#include "tools/cli_support.hpp"

namespace gpuasm::testing {
namespace {

using namespace gpuasm::ptx;

// Device memory for the formatter: the argument buffer at 0x1000, strings
// from 0x2000; nothing elsewhere.
struct FakeDevice {
  std::vector<uint8_t> arguments;
  std::map<uint64_t, std::string> strings;
  uint64_t nextString = 0x2000;

  template <class T>
  void put(T value) {
    const size_t at = (arguments.size() + sizeof(T) - 1) / sizeof(T) * sizeof(T);
    arguments.resize(at + sizeof(T));
    std::memcpy(arguments.data() + at, &value, sizeof(T));
  }
  uint64_t string(const std::string& text) {
    const uint64_t address = nextString;
    strings[address] = text;
    nextString += 0x100;
    return address;
  }
  DeviceReader reader() {
    return [this](uint64_t address, uint64_t bytes, uint8_t* into) {
      if (address >= 0x1000 && address + bytes <= 0x1000 + arguments.size()) {
        std::memcpy(into, arguments.data() + (address - 0x1000), bytes);
        return true;
      }
      for (const auto& [start, text] : strings) {
        if (address >= start && address + bytes <= start + text.size() + 1) {
          std::memcpy(into, text.c_str() + (address - start), bytes);
          return true;
        }
      }
      return false;
    };
  }
  std::optional<DevicePrintf> format(const std::string& text) {
    return formatDevicePrintf(text, 0x1000, reader());
  }
};

TEST(PtxPrintf, IntegersInEveryBaseAndWidth) {
  FakeDevice d;
  d.put<int32_t>(-5);
  d.put<int32_t>(7);
  d.put<uint32_t>(4000000000u);
  d.put<uint32_t>(0xbeef);
  d.put<uint32_t>(0xbeef);
  d.put<uint32_t>(0xbeef);
  d.put<int32_t>('A');
  auto r = d.format("%d %i %u %x %X %o %c!");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->text, "-5 7 4000000000 beef BEEF 137357 A!");
  EXPECT_EQ(r->arguments, 7);
}

TEST(PtxPrintf, LongArgumentsTakeEightAlignedBytes) {
  FakeDevice d;
  d.put<int32_t>(3);                         // offset 0
  d.put<int64_t>(-9000000000);               // offset 8, after 4 bytes of padding
  d.put<uint64_t>(0xfedcba9876543210ull);    // 16
  d.put<uint64_t>(18446744073709551615ull);  // 24
  d.put<int64_t>(-1);                        // 32
  auto r = d.format("%d %lld %llx %lu %ld");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->text, "3 -9000000000 fedcba9876543210 18446744073709551615 -1");
  EXPECT_EQ(r->arguments, 5);
}

TEST(PtxPrintf, DoublesStringsFlagsAndStars) {
  FakeDevice d;
  d.put<double>(3.14159);
  d.put<double>(1234.5);
  d.put<double>(0.0001);
  d.put<uint64_t>(d.string("ab"));
  d.put<uint64_t>(d.string("cd"));
  d.put<int32_t>(42);
  d.put<int32_t>(7);
  d.put<int32_t>(7);
  d.put<uint32_t>(42);
  d.put<uint32_t>(42);
  d.put<uint64_t>(d.string("abcdef"));
  d.put<int32_t>('z');
  d.put<int32_t>(5);  // * width
  d.put<int32_t>(42);
  d.put<int32_t>(2);  // * precision
  d.put<double>(2.71828);
  d.put<uint64_t>(0);  // a null %s
  auto r = d.format("%5.2f %e %g [%-6s|%6s|%06d|%+d|% d|%#x|%#o|%.3s|%-4c|] %*d|%.*f|%s|100%%");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->text,
            " 3.14 1.234500e+03 0.0001 [ab    |    cd|000042|+7| 7|0x2a|052|abc|z   |]    42|2.72|"
            "(null)|100%");
  EXPECT_EQ(r->arguments, 15);
}

TEST(PtxPrintf, ShortLengthsNarrowAndNoConversionIsText) {
  FakeDevice d;
  d.put<int32_t>(70000);  // as a short: 70000 - 65536 = 4464
  d.put<int32_t>(300);    // as an unsigned char: 300 - 256 = 44
  auto r = d.format("%hd %hhu %y %");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->text, "4464 44 %y %");
  EXPECT_EQ(r->arguments, 2);
}

TEST(PtxPrintf, AStringPointingNowhereIsNoOutput) {
  FakeDevice d;
  d.put<uint64_t>(0x9000);
  EXPECT_FALSE(d.format("%s"));
  FakeDevice short_;
  EXPECT_FALSE(short_.format("%d"));  // no argument buffer at all
}

std::string controlPtx() {
  std::ifstream in(std::filesystem::path(gpuasm::testing::sourceDirectory()) /
                   "tests/data/ptx/control/control.ptx");
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// prints(i, u, ll, d, e, g) of control.cu, for thread t: two lines each,
// then thread 0's count of the first line's arguments (15).
std::string printsLines(uint32_t t) {
  const char* letters = "ABC";
  return fmt::format(
      "t{}: {} -12 42 2a 2A 52 {}|str| 2.50 1.234568e+04 0.000125 -1234567890123 "
      "fffffee08e04fb35 {} %\n",
      t, -12 - static_cast<int>(t), letters[t], 42 + t);
}

TEST(PtxPrintf, NvccsPrintfPrintsBlockByBlockAndLaneByLaneInCallOrder) {
  std::string error;
  auto program = Program::fromText(controlPtx(), "control.ptx", error);
  ASSERT_TRUE(program) << error;
  auto kernel = Kernel::create(*program, "prints", error);
  ASSERT_TRUE(kernel) << error;
  const uint64_t values[] = {static_cast<uint32_t>(-12),
                             42,
                             static_cast<uint64_t>(-1234567890123ll),
                             std::bit_cast<uint64_t>(2.5),
                             std::bit_cast<uint64_t>(12345.678),
                             std::bit_cast<uint64_t>(0.000125)};
  for (size_t i = 0; i < 6; ++i)
    ASSERT_TRUE(kernel->setArgument(i, ArgumentValue::of(values[i]), error)) << error;
  auto device = openDevice(DeviceKind::Simulator, error);
  LaunchSettings settings;
  settings.grid = {2, 1, 1};
  settings.block = {3, 1, 1};
  settings.threads = 2;  // blocks on two host threads: the order is still the blocks'
  LaunchReport report = device->launch(*kernel, settings);
  ASSERT_FALSE(report.fault) << report.fault->describe();
  std::string block;
  for (uint32_t t = 0; t < 3; ++t) block += printsLines(t);
  for (uint32_t t = 0; t < 3; ++t) block += "[ab    |    cd|000042|-12|-12|0x2a|052|abc|z   |]\n";
  block += "n=15 no arguments\n";
  EXPECT_EQ(report.output, block + block);
  EXPECT_EQ(report.table().rfind(block + block, 0), 0u) << "the output heads the report";

  // The SM model interleaves the warps otherwise; the output is the same.
  auto config = findSmConfig("h100", error);
  ASSERT_TRUE(config) << error;
  settings.grid = {3, 1, 1};
  LaunchReport modelled = openModelDevice(*config)->launch(*kernel, settings);
  ASSERT_FALSE(modelled.fault) << modelled.fault->describe();
  EXPECT_EQ(modelled.output, block + block + block);
}

// The line of control.cu's assert, read from the source.
uint32_t assertLine() {
  std::ifstream in(std::filesystem::path(gpuasm::testing::sourceDirectory()) /
                   "tests/data/ptx/control/control.cu");
  std::string line;
  for (uint32_t number = 1; std::getline(in, line); ++number)
    if (line.find("assert(threadIdx.x < limit)") != std::string::npos) return number;
  return 0;
}

TEST(PtxPrintf, AssertIsAFaultNamingFileLineFunctionMessageAndThread) {
  std::string error;
  auto program = Program::fromText(controlPtx(), "control.ptx", error);
  ASSERT_TRUE(program) << error;
  auto kernel = Kernel::create(*program, "checks", error);
  ASSERT_TRUE(kernel->setArgument(0, ArgumentValue::of(37), error)) << error;
  auto device = openDevice(DeviceKind::Simulator, error);
  LaunchSettings settings;
  settings.grid = {3, 1, 1};
  settings.block = {64, 1, 1};
  LaunchReport report = device->launch(*kernel, settings);
  ASSERT_TRUE(report.fault);
  EXPECT_EQ(report.fault->kind, "assert");
  ASSERT_NE(assertLine(), 0u);
  EXPECT_EQ(report.fault->message,
            fmt::format("control.cu:{}: void checks(unsigned int): block: [0,0,0], thread: "
                        "[37,0,0] Assertion `threadIdx.x < limit` failed.",
                        assertLine()));
  EXPECT_EQ(report.fault->thread, (std::array<uint32_t, 3>{37, 0, 0}));
  EXPECT_NE(report.fault->instruction.find("__assertfail"), std::string::npos);

  ASSERT_TRUE(kernel->setArgument(0, ArgumentValue::of(64), error)) << error;
  EXPECT_FALSE(device->launch(*kernel, settings).fault) << "every thread passes";
}

TEST(PtxPrintf, GpuasmRunPrintsTheKernelsOutput) {
  const std::string path =
      gpuasm::testing::sourceDirectory() + "/tests/data/ptx/control/control.ptx";
  cli_test::Result r =
      cli_test::gpuasm("run -t ptx " + path +
                       " --kernel prints --block 1 --arg prints_param_0=-12 --arg prints_param_1=42"
                       " --arg prints_param_2=-1234567890123 --arg prints_param_3=2.5"
                       " --arg prints_param_4=12345.678 --arg prints_param_5=0.000125");
  EXPECT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(
      r.out.rfind(printsLines(0) + "[ab    |    cd|000042|-12|-12|0x2a|052|abc|z   |]\n"
                                   "n=15 no arguments\nkernel prints on gpuasm SIMT simulator",
                  0),
      0u)
      << r.out;
}

}  // namespace
}  // namespace gpuasm::testing
