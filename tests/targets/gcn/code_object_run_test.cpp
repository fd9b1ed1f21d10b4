// clang-14's gfx600, gfx701 and gfx803 code objects (tests/data/gcn/code_objects/kernels.cl,
// built by scripts/oracle/gcn_code_objects.sh) launched as the ROCm runtime
// launches them, each result compared with the same computation on the host:
// integer arithmetic, an LDS reduction with barriers, global atomics, 64-bit
// arithmetic and division, a data-dependent loop, a __local pointer argument,
// the global offset through the hidden arguments, and private memory; and the same kernels as
// code object v2 for each generation.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <tuple>

#include "gpuasm/gcn/host.hpp"
#include "support/build_paths.hpp"
#include "targets/gcn/app_sdk_reduce.hpp"
#include "tools/cli_support.hpp"

namespace gpuasm::gcn {
namespace {

namespace fs = std::filesystem;
const fs::path kData = fs::path(gpuasm::testing::sourceDirectory()) / "tests/data/gcn/code_objects";

std::vector<uint8_t> fileBytes(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  const std::string text = s.str();
  return {text.begin(), text.end()};
}

Program loadProgram(const std::string& name = "kernels-gfx600.co") {
  std::string error;
  std::optional<Program> program = Program::fromBinary(fileBytes(kData / name), error);
  EXPECT_TRUE(program) << error;
  return std::move(program.value());
}

template <class T>
std::span<const uint8_t> bytesOf(const std::vector<T>& v) {
  return {reinterpret_cast<const uint8_t*>(v.data()), v.size() * sizeof(T)};
}

template <class T>
std::vector<T> read(Device& device, Buffer buffer) {
  std::span<const uint8_t> bytes = device.map(buffer);
  std::vector<T> out(bytes.size() / sizeof(T));
  std::memcpy(out.data(), bytes.data(), out.size() * sizeof(T));
  return out;
}

std::vector<uint32_t> randomWords(size_t n, uint32_t seed) {
  std::mt19937 random(seed);
  std::vector<uint32_t> v(n);
  for (uint32_t& x : v) x = random();
  return v;
}

// The kernel, its arguments set by name, launched over `global` items in
// groups of `local`.
struct Launch {
  Program program;
  Device device;
  std::optional<Kernel> kernel;
  explicit Launch(std::string_view name, const std::string& co = "kernels-gfx600.co")
      : program(loadProgram(co)) {
    std::string error;
    kernel = Kernel::create(program, name, error);
    EXPECT_TRUE(kernel) << error;
  }
  Buffer buffer(std::span<const uint8_t> bytes) { return device.createBuffer(bytes.size(), bytes); }
  void set(std::string_view name, ArgumentValue value) {
    std::string error;
    EXPECT_TRUE(kernel->setArgument(name, std::move(value), error)) << error;
  }
  LaunchReport run(uint64_t global, uint32_t local, uint32_t threads = 2, uint64_t offset = 0) {
    LaunchSettings s;
    s.global = {global, 1, 1};
    s.local = {local, 0, 0};
    s.offset = {offset, 0, 0};
    s.threads = threads;
    LaunchReport r = device.enqueueNDRange(*kernel, s);
    EXPECT_FALSE(r.fault) << r.fault->describe();
    return r;
  }
};

void checkIntegerArithmeticMatchesTheHost(const std::string& co) {
  const uint32_t n = 200;
  const std::vector<uint32_t> a = randomWords(256, 1), b = randomWords(256, 2);
  Launch l("add", co);
  const Buffer c = l.device.createBuffer(256 * 4);
  l.set("a", ArgumentValue::ofBuffer(l.buffer(bytesOf(a))));
  l.set("b", ArgumentValue::ofBuffer(l.buffer(bytesOf(b))));
  l.set("c", ArgumentValue::ofBuffer(c));
  l.set("n", ArgumentValue::number(n));
  const LaunchReport report = l.run(256, 64);
  EXPECT_EQ(report.waves, 4u);
  const std::vector<uint32_t> out = read<uint32_t>(l.device, c);
  for (uint32_t i = 0; i < 256; ++i)
    EXPECT_EQ(out[i], i < n ? (a[i] + b[i] * 3u) ^ (i << 4) : 0u) << i;
}

TEST(CodeObjectRun, IntegerArithmeticMatchesTheHost) {
  checkIntegerArithmeticMatchesTheHost("kernels-gfx600.co");
}
// The same kernel compiled for gfx701: its global accesses are FLAT instructions.
TEST(CodeObjectRunGfx7, IntegerArithmeticMatchesTheHost) {
  checkIntegerArithmeticMatchesTheHost("kernels-gfx701.co");
}
// The same kernel compiled for gfx803: GFX8's SMEM, VOP3 and carry-out v_add_u32.
TEST(CodeObjectRunGfx8, IntegerArithmeticMatchesTheHost) {
  checkIntegerArithmeticMatchesTheHost("kernels-gfx803.co");
}
// The same kernel compiled for gfx900: GLOBAL, v_add_co_u32, v_lshl_add_u32, no M0 for DS.
TEST(CodeObjectRunGfx9, IntegerArithmeticMatchesTheHost) {
  checkIntegerArithmeticMatchesTheHost("kernels-gfx900.co");
}

TEST(CodeObjectRun, CodeObjectV3RunsAsV4Does) {
  Program program = loadProgram("kernels-gfx600-v3.co");
  std::string error;
  std::optional<Kernel> kernel = Kernel::create(program, "offset_ids", error);
  ASSERT_TRUE(kernel) << error;
  Device device;
  const Buffer ids = device.createBuffer(64 * 8);
  ASSERT_TRUE(kernel->setArgument("ids", ArgumentValue::ofBuffer(ids), error)) << error;
  ASSERT_TRUE(kernel->setArgument("offset", ArgumentValue::number(7, 8), error)) << error;
  LaunchSettings s;
  s.global = {64, 1, 1};
  s.offset = {7, 0, 0};
  const LaunchReport report = device.enqueueNDRange(*kernel, s);
  ASSERT_FALSE(report.fault) << report.fault->describe();
  const std::vector<uint64_t> got = read<uint64_t>(device, ids);
  for (uint64_t i = 0; i < 64; ++i) EXPECT_EQ(got[i], 7 + i) << i;
}

void checkLdsReductionWithBarriersMatchesTheHost(const std::string& co) {
  for (uint32_t local : {64u, 128u}) {
    const std::vector<uint32_t> in = randomWords(512, local);
    Launch l("reduce", co);
    const Buffer out = l.device.createBuffer(512 / local * 4);
    l.set("in", ArgumentValue::ofBuffer(l.buffer(bytesOf(in))));
    l.set("out", ArgumentValue::ofBuffer(out));
    l.run(512, local);
    const std::vector<uint32_t> sums = read<uint32_t>(l.device, out);
    for (uint32_t g = 0; g < 512 / local; ++g) {
      uint32_t sum = 0;
      for (uint32_t i = 0; i < local; ++i) sum += in[g * local + i];
      EXPECT_EQ(sums[g], sum) << "group " << g << " of " << local;
    }
  }
}

TEST(CodeObjectRun, LdsReductionWithBarriersMatchesTheHost) {
  checkLdsReductionWithBarriersMatchesTheHost("kernels-gfx600.co");
}
// The same kernel compiled for gfx701: its global accesses are FLAT instructions.
TEST(CodeObjectRunGfx7, LdsReductionWithBarriersMatchesTheHost) {
  checkLdsReductionWithBarriersMatchesTheHost("kernels-gfx701.co");
}
// The same kernel compiled for gfx803: GFX8's SMEM, VOP3 and carry-out v_add_u32.
TEST(CodeObjectRunGfx8, LdsReductionWithBarriersMatchesTheHost) {
  checkLdsReductionWithBarriersMatchesTheHost("kernels-gfx803.co");
}
// The same kernel compiled for gfx900: GLOBAL, v_add_co_u32, v_lshl_add_u32, no M0 for DS.
TEST(CodeObjectRunGfx9, LdsReductionWithBarriersMatchesTheHost) {
  checkLdsReductionWithBarriersMatchesTheHost("kernels-gfx900.co");
}

void checkGlobalAtomicsMatchTheHostOnAnyThreadCount(const std::string& co) {
  const uint32_t n = 1000;
  const std::vector<uint32_t> in = randomWords(1024, 7);
  std::vector<uint32_t> bins(16, 0);
  uint32_t maximum = 0;
  for (uint32_t i = 0; i < n; ++i) {
    ++bins[in[i] % 16];
    maximum = std::max(maximum, in[i]);
  }
  for (uint32_t threads : {1u, 3u}) {
    Launch l("histogram", co);
    const Buffer binBuffer = l.device.createBuffer(16 * 4), maxBuffer = l.device.createBuffer(4);
    l.set("in", ArgumentValue::ofBuffer(l.buffer(bytesOf(in))));
    l.set("bins", ArgumentValue::ofBuffer(binBuffer));
    l.set("maximum", ArgumentValue::ofBuffer(maxBuffer));
    l.set("n", ArgumentValue::number(n));
    l.run(1024, 256, threads);
    EXPECT_EQ(read<uint32_t>(l.device, binBuffer), bins) << threads;
    EXPECT_EQ(read<uint32_t>(l.device, maxBuffer).at(0), maximum) << threads;
  }
}

TEST(CodeObjectRun, GlobalAtomicsMatchTheHostOnAnyThreadCount) {
  checkGlobalAtomicsMatchTheHostOnAnyThreadCount("kernels-gfx600.co");
}
// The same kernel compiled for gfx701: its global accesses are FLAT instructions.
TEST(CodeObjectRunGfx7, GlobalAtomicsMatchTheHostOnAnyThreadCount) {
  checkGlobalAtomicsMatchTheHostOnAnyThreadCount("kernels-gfx701.co");
}
// The same kernel compiled for gfx803: GFX8's SMEM, VOP3 and carry-out v_add_u32.
TEST(CodeObjectRunGfx8, GlobalAtomicsMatchTheHostOnAnyThreadCount) {
  checkGlobalAtomicsMatchTheHostOnAnyThreadCount("kernels-gfx803.co");
}
// The same kernel compiled for gfx900: GLOBAL, v_add_co_u32, v_lshl_add_u32, no M0 for DS.
TEST(CodeObjectRunGfx9, GlobalAtomicsMatchTheHostOnAnyThreadCount) {
  checkGlobalAtomicsMatchTheHostOnAnyThreadCount("kernels-gfx900.co");
}

void checkSixtyFourBitArithmeticMatchesTheHost(const std::string& co) {
  std::mt19937_64 random(11);
  std::vector<uint64_t> a(128), b(128);
  for (size_t i = 0; i < 128; ++i) {
    a[i] = random();
    b[i] = random();
  }
  Launch l("wide", co);
  const Buffer out = l.device.createBuffer(128 * 3 * 8);
  l.set("a", ArgumentValue::ofBuffer(l.buffer(bytesOf(a))));
  l.set("b", ArgumentValue::ofBuffer(l.buffer(bytesOf(b))));
  l.set("out", ArgumentValue::ofBuffer(out));
  l.run(128, 64);
  const std::vector<uint64_t> got = read<uint64_t>(l.device, out);
  for (uint64_t i = 0; i < 128; ++i) {
    const uint64_t x = a[i], y = b[i];
    EXPECT_EQ(got[3 * i], x * y + (x >> 7)) << i;
    EXPECT_EQ(got[3 * i + 1], (x ^ y) << (i % 64)) << i;
    EXPECT_EQ(got[3 * i + 2], x / ((y & 0xffff) | 1)) << i;
  }
}

TEST(CodeObjectRun, SixtyFourBitArithmeticMatchesTheHost) {
  checkSixtyFourBitArithmeticMatchesTheHost("kernels-gfx600.co");
}
// The same kernel compiled for gfx701: its global accesses are FLAT instructions.
TEST(CodeObjectRunGfx7, SixtyFourBitArithmeticMatchesTheHost) {
  checkSixtyFourBitArithmeticMatchesTheHost("kernels-gfx701.co");
}
// The same kernel compiled for gfx803: GFX8's SMEM, VOP3 and carry-out v_add_u32.
TEST(CodeObjectRunGfx8, SixtyFourBitArithmeticMatchesTheHost) {
  checkSixtyFourBitArithmeticMatchesTheHost("kernels-gfx803.co");
}
// The same kernel compiled for gfx900: GLOBAL, v_add_co_u32, v_lshl_add_u32, no M0 for DS.
TEST(CodeObjectRunGfx9, SixtyFourBitArithmeticMatchesTheHost) {
  checkSixtyFourBitArithmeticMatchesTheHost("kernels-gfx900.co");
}

void checkDataDependentLoopMatchesTheHost(const std::string& co) {
  std::vector<uint32_t> start(192);
  for (uint32_t i = 0; i < start.size(); ++i) start[i] = i * 37 + 1;
  Launch l("collatz", co);
  const Buffer steps = l.device.createBuffer(start.size() * 4);
  l.set("start", ArgumentValue::ofBuffer(l.buffer(bytesOf(start))));
  l.set("steps", ArgumentValue::ofBuffer(steps));
  l.run(start.size(), 64);
  const std::vector<uint32_t> got = read<uint32_t>(l.device, steps);
  for (size_t i = 0; i < start.size(); ++i) {
    uint32_t x = start[i], count = 0;
    while (x != 1 && count < 1000) {
      x = (x & 1) ? 3 * x + 1 : x / 2;
      ++count;
    }
    EXPECT_EQ(got[i], count) << start[i];
  }
}

TEST(CodeObjectRun, DataDependentLoopMatchesTheHost) {
  checkDataDependentLoopMatchesTheHost("kernels-gfx600.co");
}
// The same kernel compiled for gfx701: its global accesses are FLAT instructions.
TEST(CodeObjectRunGfx7, DataDependentLoopMatchesTheHost) {
  checkDataDependentLoopMatchesTheHost("kernels-gfx701.co");
}
// The same kernel compiled for gfx803: GFX8's SMEM, VOP3 and carry-out v_add_u32.
TEST(CodeObjectRunGfx8, DataDependentLoopMatchesTheHost) {
  checkDataDependentLoopMatchesTheHost("kernels-gfx803.co");
}
// The same kernel compiled for gfx900: GLOBAL, v_add_co_u32, v_lshl_add_u32, no M0 for DS.
TEST(CodeObjectRunGfx9, DataDependentLoopMatchesTheHost) {
  checkDataDependentLoopMatchesTheHost("kernels-gfx900.co");
}

void checkLocalPointerArgumentMatchesTheHost(const std::string& co) {
  std::vector<int32_t> data(256);
  for (size_t i = 0; i < data.size(); ++i) data[i] = static_cast<int32_t>(i) - 100;
  Launch l("scale", co);
  const Buffer buffer = l.buffer(bytesOf(data));
  l.set("data", ArgumentValue::ofBuffer(buffer));
  l.set("scratch", ArgumentValue::local(128 * 4));
  l.set("factor", ArgumentValue::number(static_cast<uint32_t>(-3)));
  l.run(256, 128);
  const std::vector<int32_t> got = read<int32_t>(l.device, buffer);
  for (size_t i = 0; i < data.size(); ++i) {
    const size_t group = i / 128 * 128, mirrored = group + 127 - (i - group);
    EXPECT_EQ(got[i], data[mirrored] * -3) << i;
  }
}

TEST(CodeObjectRun, LocalPointerArgumentMatchesTheHost) {
  checkLocalPointerArgumentMatchesTheHost("kernels-gfx600.co");
}
// The same kernel compiled for gfx701: its global accesses are FLAT instructions.
TEST(CodeObjectRunGfx7, LocalPointerArgumentMatchesTheHost) {
  checkLocalPointerArgumentMatchesTheHost("kernels-gfx701.co");
}
// The same kernel compiled for gfx803: GFX8's SMEM, VOP3 and carry-out v_add_u32.
TEST(CodeObjectRunGfx8, LocalPointerArgumentMatchesTheHost) {
  checkLocalPointerArgumentMatchesTheHost("kernels-gfx803.co");
}
// The same kernel compiled for gfx900: GLOBAL, v_add_co_u32, v_lshl_add_u32, no M0 for DS.
TEST(CodeObjectRunGfx9, LocalPointerArgumentMatchesTheHost) {
  checkLocalPointerArgumentMatchesTheHost("kernels-gfx900.co");
}

void checkGlobalOffsetReachesTheHiddenArguments(const std::string& co) {
  Launch l("offset_ids", co);
  const Buffer ids = l.device.createBuffer(128 * 8);
  l.set("ids", ArgumentValue::ofBuffer(ids));
  l.set("offset", ArgumentValue::number(1000, 8));
  l.run(128, 64, 2, 1000);
  const std::vector<uint64_t> got = read<uint64_t>(l.device, ids);
  for (uint64_t i = 0; i < 128; ++i) EXPECT_EQ(got[i], 1000 + i) << i;
}

// A metadata `.size: 0` on a by-value argument (offset_ids's ulong offset,
// MessagePack `.name offset .offset 8 .size 8` patched to `.size 0`): the
// argument takes only a zero and leaves its kernarg bytes zero, so the kernel
// stores id at ids[id]. It passed a null pointer to memcpy, and a nonzero
// value read the byte before the value's first (fuzz_gcn_launch's find).
TEST(CodeObjectRun, AnArgumentOfNoBytesTakesOnlyAZero) {
  std::vector<uint8_t> bytes = fileBytes(kData / "kernels-gfx600.co");
  const std::string_view text("\xa5.name\xa6offset\xa7.offset\x08\xa5.size\x08", 29);
  const std::vector<uint8_t> pattern(text.begin(), text.end());
  const auto at = std::search(bytes.begin(), bytes.end(), pattern.begin(), pattern.end());
  ASSERT_NE(at, bytes.end());
  at[28] = 0;  // .size 0
  std::string error;
  std::optional<Program> program = Program::fromBinary(bytes, error);
  ASSERT_TRUE(program) << error;
  std::optional<Kernel> kernel = Kernel::create(*program, "offset_ids", error);
  ASSERT_TRUE(kernel) << error;
  EXPECT_FALSE(kernel->setArgument("offset", ArgumentValue::number(0x80, 1), error));
  EXPECT_EQ(error, "argument 'offset' (ulong) takes 0 bytes; the value does not fit");
  ASSERT_TRUE(kernel->setArgument("offset", ArgumentValue::number(0, 8), error)) << error;
  Device device;
  const Buffer ids = device.createBuffer(64 * 8);
  ASSERT_TRUE(kernel->setArgument("ids", ArgumentValue::ofBuffer(ids), error)) << error;
  LaunchSettings s;
  s.global = {64, 1, 1};
  s.local = {64, 0, 0};
  const LaunchReport r = device.enqueueNDRange(*kernel, s);
  ASSERT_FALSE(r.fault) << r.fault->describe();
  const std::vector<uint64_t> got = read<uint64_t>(device, ids);
  for (uint64_t i = 0; i < 64; ++i) EXPECT_EQ(got[i], i) << i;
}

TEST(CodeObjectRun, GlobalOffsetReachesTheHiddenArguments) {
  checkGlobalOffsetReachesTheHiddenArguments("kernels-gfx600.co");
}
// The same kernel compiled for gfx701: its global accesses are FLAT instructions.
TEST(CodeObjectRunGfx7, GlobalOffsetReachesTheHiddenArguments) {
  checkGlobalOffsetReachesTheHiddenArguments("kernels-gfx701.co");
}
// The same kernel compiled for gfx803: GFX8's SMEM, VOP3 and carry-out v_add_u32.
TEST(CodeObjectRunGfx8, GlobalOffsetReachesTheHiddenArguments) {
  checkGlobalOffsetReachesTheHiddenArguments("kernels-gfx803.co");
}
// The same kernel compiled for gfx900: GLOBAL, v_add_co_u32, v_lshl_add_u32, no M0 for DS.
TEST(CodeObjectRunGfx9, GlobalOffsetReachesTheHiddenArguments) {
  checkGlobalOffsetReachesTheHiddenArguments("kernels-gfx900.co");
}

void checkPrivateMemoryIsEachWorkItemsOwn(const std::string& co) {
  const std::vector<uint32_t> in = randomWords(512, 5);
  for (uint32_t threads : {1u, 4u}) {
    Launch l("private_table", co);
    const Buffer out = l.device.createBuffer(512 * 4);
    l.set("in", ArgumentValue::ofBuffer(l.buffer(bytesOf(in))));
    l.set("out", ArgumentValue::ofBuffer(out));
    l.run(512, 128, threads);
    const std::vector<uint32_t> got = read<uint32_t>(l.device, out);
    for (uint32_t i = 0; i < 512; ++i)
      EXPECT_EQ(got[i], (i + 1) * (in[i] % 16) + (i + 1) * ((in[i] / 16) % 16)) << i;
  }
}

TEST(CodeObjectRun, PrivateMemoryIsEachWorkItemsOwn) {
  checkPrivateMemoryIsEachWorkItemsOwn("kernels-gfx600.co");
}
// The same kernel compiled for gfx701: its global accesses are FLAT instructions.
TEST(CodeObjectRunGfx7, PrivateMemoryIsEachWorkItemsOwn) {
  checkPrivateMemoryIsEachWorkItemsOwn("kernels-gfx701.co");
}
// The same kernel compiled for gfx803: GFX8's SMEM, VOP3 and carry-out v_add_u32.
TEST(CodeObjectRunGfx8, PrivateMemoryIsEachWorkItemsOwn) {
  checkPrivateMemoryIsEachWorkItemsOwn("kernels-gfx803.co");
}
// The same kernel compiled for gfx900: GLOBAL, v_add_co_u32, v_lshl_add_u32, no M0 for DS.
TEST(CodeObjectRunGfx9, PrivateMemoryIsEachWorkItemsOwn) {
  checkPrivateMemoryIsEachWorkItemsOwn("kernels-gfx900.co");
}

// The APP SDK's `reduce` at -O0 (tests/data/gcn/corpus, helper gcncorpus's
// corpus): the kernel calls the work-item functions, which ld.lld put before
// it in .text, through s_getpc/s_swappc, with its stack in scratch. Each group
// of 64 sums 128 uint4 (two a work-item) through LDS.
// Code object v2 (clang-14 -mcode-object-version=2: each kernel's amd_kernel_code_t before its
// code, v2's YAML metadata with its own keys) of the same kernels, for each generation: read
// into the launch description the v3-v5 objects give, they run to the same results.
void checkEveryKernelMatchesTheHost(const std::string& co) {
  checkIntegerArithmeticMatchesTheHost(co);
  checkLdsReductionWithBarriersMatchesTheHost(co);
  checkGlobalAtomicsMatchTheHostOnAnyThreadCount(co);
  checkSixtyFourBitArithmeticMatchesTheHost(co);
  checkDataDependentLoopMatchesTheHost(co);
  checkLocalPointerArgumentMatchesTheHost(co);
  checkGlobalOffsetReachesTheHiddenArguments(co);
  checkPrivateMemoryIsEachWorkItemsOwn(co);
}

TEST(CodeObjectRunV2, Gfx600KernelsMatchTheHost) {
  checkEveryKernelMatchesTheHost("kernels-gfx600-v2.co");
}
TEST(CodeObjectRunV2, Gfx701KernelsMatchTheHost) {
  checkEveryKernelMatchesTheHost("kernels-gfx701-v2.co");
}
TEST(CodeObjectRunV2, Gfx803KernelsMatchTheHost) {
  checkEveryKernelMatchesTheHost("kernels-gfx803-v2.co");
}
TEST(CodeObjectRunV2, Gfx900KernelsMatchTheHost) {
  checkEveryKernelMatchesTheHost("kernels-gfx900-v2.co");
}

TEST(CodeObjectRun, CallsReachFunctionsElsewhereInText) {
  std::string error;
  std::optional<Program> program =
      Program::fromBinary(fileBytes(fs::path(gpuasm::testing::sourceDirectory()) /
                                    "tests/data/gcn/corpus/app-sdk/Reduction-O0-co.tahiti.co"),
                          error);
  ASSERT_TRUE(program) << error;
  expectReduceSums(*program, randomWords(4 * 64 * 2 * 4, 9));
}

TEST(CodeObjectRun, UnnamedArgumentsGoByIndex) {
  Program program = loadProgram("kernels-gfx600-noinfo.co");
  std::string error;
  std::optional<Kernel> kernel = Kernel::create(program, "collatz", error);
  ASSERT_TRUE(kernel) << error;
  ASSERT_EQ(kernel->arguments().size(), 2u);
  EXPECT_EQ(kernel->arguments()[0].name, "0");
  EXPECT_EQ(kernel->arguments()[1].name, "1");
}

// Code of a processor past GCN: kernels-gfx600.co with e_flags' EF_AMDGPU_MACH
// (the low byte, ELF64 e_flags at 0x30) made 0x33, gfx1010 (LLVM's ELF.h).
TEST(CodeObjectRun, CodeOfAProcessorPastGcnIsRefusedByName) {
  std::vector<uint8_t> bytes = fileBytes(kData / "kernels-gfx600.co");
  ASSERT_EQ(bytes[0x30], 0x20);  // EF_AMDGPU_MACH_AMDGCN_GFX600
  bytes[0x30] = 0x33;
  std::string error;
  std::optional<Program> program = Program::fromBinary(bytes, error);
  ASSERT_TRUE(program) << error;
  std::optional<Kernel> add = Kernel::create(*program, "add", error);
  ASSERT_TRUE(add) << error;
  Device device;
  const Buffer b = device.createBuffer(1024);
  for (size_t i = 0; i < 3; ++i)
    ASSERT_TRUE(add->setArgument(i, ArgumentValue::ofBuffer(b), error));
  ASSERT_TRUE(add->setArgument(3, ArgumentValue::number(1), error));
  try {
    device.enqueueNDRange(*add, LaunchSettings{});
    ADD_FAILURE() << "gfx1010 code ran";
  } catch (const LaunchError& e) {
    EXPECT_EQ(e.message,
              "kernel 'add' is gfx1010 code: the simulator runs GCN (GFX6 to GFX9) only");
  }
}

// add.kd is the first descriptor of .rodata (llvm-readelf -s: add.kd at
// 0x1880, .rodata's start); its RSRC2 (descriptor byte 52) made to count 2
// user SGPRs where its properties enable 8.
TEST(CodeObjectRun, UserSgprsPastTheDescriptorsCountAreRefused) {
  std::vector<uint8_t> bytes = fileBytes(kData / "kernels-gfx600.co");
  // .rodata's file offset (llvm-readelf -S: address and offset 0x1880).
  const size_t rsrc2 = 0x1880 + 52;
  ASSERT_EQ(bytes[rsrc2] & 0x3e, 8 << 1);  // user_sgpr_count 8: s[0:3], dispatch, kernarg
  bytes[rsrc2] = static_cast<uint8_t>((bytes[rsrc2] & ~0x3e) | 2 << 1);
  std::string error;
  std::optional<Program> program = Program::fromBinary(bytes, error);
  ASSERT_TRUE(program) << error;
  std::optional<Kernel> add = Kernel::create(*program, "add", error);
  ASSERT_TRUE(add) << error;
  Device device;
  const Buffer b = device.createBuffer(1024);
  for (size_t i = 0; i < 3; ++i)
    ASSERT_TRUE(add->setArgument(i, ArgumentValue::ofBuffer(b), error));
  ASSERT_TRUE(add->setArgument(3, ArgumentValue::number(1), error));
  try {
    device.enqueueNDRange(*add, LaunchSettings{});
    ADD_FAILURE() << "the launch started";
  } catch (const LaunchError& e) {
    EXPECT_EQ(e.message,
              "kernel 'add': its descriptor's kernel_code_properties enable 8 user SGPRs, but "
              "compute_pgm_rsrc2.user_sgpr_count is 2");
    EXPECT_FALSE(e.badSettings);
  }
}

TEST(CodeObjectRunCli, RunsACodeObjectWithArgumentsByName) {
  const fs::path dir = cli_test::scratch();
  std::vector<uint32_t> start(64);
  for (uint32_t i = 0; i < 64; ++i) start[i] = i + 1;
  cli_test::write(dir / "start.bin",
                  std::string(reinterpret_cast<const char*>(start.data()), start.size() * 4));
  const std::string co = (kData / "kernels-gfx600.co").string();
  const cli_test::Result r = cli_test::gpuasm(
      "run -t gcn " + co + " --kernel collatz --global 64 --local 64 --buffer start=@" +
      (dir / "start.bin").string() + " --buffer steps=256 --arg start=start --arg steps=steps " +
      "--dump steps=" + (dir / "steps.bin").string());
  ASSERT_EQ(r.exitCode, 0) << r.err << r.out;
  const std::string steps = cli_test::slurp(dir / "steps.bin");
  ASSERT_EQ(steps.size(), 256u);
  uint32_t seven = 0;  // 7 takes 16 steps: 7 22 11 34 17 52 26 13 40 20 10 5 16 8 4 2 1
  std::memcpy(&seven, steps.data() + 6 * 4, 4);
  EXPECT_EQ(seven, 16u);

  // By index where the metadata has no names.
  const std::string noinfo = (kData / "kernels-gfx600-noinfo.co").string();
  const cli_test::Result byIndex = cli_test::gpuasm(
      "run -t gcn " + noinfo + " --kernel collatz --global 64 --buffer start=@" +
      (dir / "start.bin").string() + " --buffer steps=256 --arg 0=start --arg 1=steps");
  EXPECT_EQ(byIndex.exitCode, 0) << byIndex.err;
  const cli_test::Result wrong =
      cli_test::gpuasm("run -t gcn " + noinfo + " --kernel collatz --global 64 --arg start=x");
  EXPECT_EQ(wrong.exitCode, 2);
  EXPECT_NE(wrong.err.find("kernel 'collatz' has no parameter 'start' (it has: 0, 1)"),
            std::string::npos)
      << wrong.err;

  // The same kernel compiled for gfx803 (GFX8's encodings) gives the same steps.
  const cli_test::Result gfx8 = cli_test::gpuasm(
      "run -t gcn " + (kData / "kernels-gfx803.co").string() +
      " --kernel collatz --global 64 --local 64 --buffer start=@" + (dir / "start.bin").string() +
      " --buffer steps=256 --arg start=start --arg steps=steps --dump steps=" +
      (dir / "steps8.bin").string());
  ASSERT_EQ(gfx8.exitCode, 0) << gfx8.err << gfx8.out;
  EXPECT_EQ(cli_test::slurp(dir / "steps8.bin"), steps);

  // And as code object v2: its arguments' names from v2's YAML, the same steps.
  const cli_test::Result v2 = cli_test::gpuasm(
      "run -t gcn " + (kData / "kernels-gfx803-v2.co").string() +
      " --kernel collatz --global 64 --local 64 --buffer start=@" + (dir / "start.bin").string() +
      " --buffer steps=256 --arg start=start --arg steps=steps --dump steps=" +
      (dir / "steps-v2.bin").string());
  ASSERT_EQ(v2.exitCode, 0) << v2.err << v2.out;
  EXPECT_EQ(cli_test::slurp(dir / "steps-v2.bin"), steps);
}

// By-value arguments whose metadata names a typedef (typedef.cl: real_arg a float, real64_arg
// a double, count_arg an int; CLBlast's real_arg): a number with a point is a float of the
// argument's size, a typed number (f32:, i32:, f64: ...) what it says; a bare integer, which
// could be either, is refused naming both ways to write it.
TEST(CodeObjectRunCli, TypedefScalarsTakeNumbersThatSayTheirType) {
  const fs::path dir = cli_test::scratch();
  std::vector<float> x(64);
  for (uint32_t i = 0; i < 64; ++i) x[i] = static_cast<float>(i) + 0.5f;
  cli_test::write(dir / "x.bin", std::string(reinterpret_cast<const char*>(x.data()), 256));
  const std::string co = (kData / "typedef-gfx803.co").string();
  auto run = [&](const std::string& alpha, const std::string& beta, const std::string& n) {
    return cli_test::gpuasm("run -t gcn " + co + " --global 64 --buffer x=@" +
                            (dir / "x.bin").string() + " --buffer y=512 --arg alpha=" + alpha +
                            " --arg beta=" + beta + " --arg n=" + n + " --arg x=x --arg y=y" +
                            " --dump x=" + (dir / "x.out").string() +
                            " --dump y=" + (dir / "y.out").string());
  };
  for (const auto& [alpha, beta, n] :
       {std::tuple{"2.5", "0.25", "i32:60"}, std::tuple{"f32:2.5", "f64:0.25", "i32:60"}}) {
    const cli_test::Result r = run(alpha, beta, n);
    ASSERT_EQ(r.exitCode, 0) << r.err << r.out;
    const std::string xs = cli_test::slurp(dir / "x.out"), ys = cli_test::slurp(dir / "y.out");
    ASSERT_EQ(xs.size(), 256u);
    ASSERT_EQ(ys.size(), 512u);
    for (uint32_t i = 0; i < 64; ++i) {
      float xi = 0;
      double yi = 0;
      std::memcpy(&xi, xs.data() + 4 * i, 4);
      std::memcpy(&yi, ys.data() + 8 * i, 8);
      EXPECT_EQ(xi, i < 60 ? 2.5f * x[i] : x[i]) << i;
      EXPECT_EQ(yi, i < 60 ? 0.25 + i : 0.0) << i;
    }
  }
  // The integer's bits as written: u32:0x40200000 is 2.5f.
  ASSERT_EQ(run("u32:0x40200000", "0.25", "i32:60").exitCode, 0);
  float first = 0;
  std::memcpy(&first, cli_test::slurp(dir / "x.out").data(), 4);
  EXPECT_EQ(first, 2.5f * 0.5f);

  const cli_test::Result bare = run("2", "0.25", "i32:60");
  EXPECT_EQ(bare.exitCode, 2);
  EXPECT_NE(bare.err.find("--arg alpha=2: 'alpha' is a real_arg, a value of 4 bytes whose type "
                          "the metadata does not name: write the number with its type, f32:2 or "
                          "i32:2 (a number with a point or an exponent, 1.0, is taken as f32)"),
            std::string::npos)
      << bare.err;
  const cli_test::Result wrongType = run("2.5", "f32:0.25", "i32:60");
  EXPECT_EQ(wrongType.exitCode, 2);
  EXPECT_NE(wrongType.err.find("--arg beta=f32:0.25: 'beta' (real64_arg) takes 8 bytes: write its "
                               "number as f64:N, i64:N or u64:N"),
            std::string::npos)
      << wrongType.err;
}

}  // namespace
}  // namespace gpuasm::gcn
