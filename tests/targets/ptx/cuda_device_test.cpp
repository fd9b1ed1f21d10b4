// The CUDA device (src/targets/ptx/cuda_device.cpp). Where it cannot open,
// the message names the missing piece (the toolkit's headers at build time,
// the driver, a GPU). Where a GPU is present, the shipped kernels give on it
// the bytes a host computation gives and the simulator gives, and a kernel's
// fault, a launch shape the GPU refuses and PTX the driver's compiler refuses
// are LaunchErrors that say so. The GPU tests skip, with the reason the
// device did not open, on machines without one, and read nothing from the
// build machine's tree (the kernels are the library's embedded ones).
#include "targets/ptx/cuda_device.hpp"

#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "cuda_test_kernels.hpp"
#include "gpuasm/ptx/host.hpp"
#include "ptxas_oracle.hpp"
#include "tools/cli_support.hpp"

namespace gpuasm::ptx {
namespace {

using cuda_test::kAssertingKernel;
using cuda_test::kFaultingKernel;
using cuda_test::kRefusedByTheDriver;
using cuda_test::program;
using cuda_test::readKernel;
using cuda_test::set;

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

bool startsWith(const std::string& text, const std::string& prefix) {
  return text.rfind(prefix, 0) == 0;
}

// ---- Without a GPU: what is missing, by name -------------------------------

// The messages openCudaDevice gives for each piece it needs; the one this
// machine gets depends on what it has.
bool namesTheMissingPiece(const std::string& error) {
  if (cudaHeaderVersion() == 0) {
    return error ==
           "gpuasm was built without the CUDA toolkit's headers (cuda.h); rebuild where CMake "
           "finds the CUDA toolkit";
  }
  return startsWith(error, "no NVIDIA driver: libcuda.so.1 not found (") ||
         startsWith(error, "the NVIDIA driver's libcuda.so.1 has no ") ||
         startsWith(error, "the NVIDIA driver did not start: cuInit failed: CUDA_ERROR_") ||
         startsWith(error, "no NVIDIA GPU: ");
}

TEST(PtxCudaDevice, OpensOrNamesTheMissingPiece) {
  std::string error;
  std::unique_ptr<Device> device = openDevice(DeviceKind::Cuda, error);
  if (device != nullptr) {
    EXPECT_EQ(device->kind(), DeviceKind::Cuda);
    EXPECT_FALSE(device->name().empty());
    return;
  }
  EXPECT_TRUE(namesTheMissingPiece(error)) << error;
}

TEST(PtxCudaDevice, WithoutTheDriverLibrarySaysNoDriverAndQuotesTheLoader) {
  std::string error;
  EXPECT_EQ(openCudaDeviceFromLibrary("libgpuasm-no-such-driver.so.1", error), nullptr);
  if (cudaHeaderVersion() == 0) {
    EXPECT_TRUE(namesTheMissingPiece(error)) << error;
    return;
  }
  // The loader's own reason follows in parentheses, naming the file again.
  EXPECT_TRUE(startsWith(error, "no NVIDIA driver: libgpuasm-no-such-driver.so.1 not found ("))
      << error;
  EXPECT_TRUE(contains(error.substr(error.find('(')), "libgpuasm-no-such-driver.so.1")) << error;
}

// The toolkit's stub exports every entry point and answers each call with
// CUDA_ERROR_STUB_LIBRARY: every name the device looks up must be in it, and
// the first call (cuInit) must be reported with its name. In a process of its
// own: the stub's soname is libcuda.so.1, and once loaded it would be what a
// later dlopen("libcuda.so.1") finds, in place of the driver.
TEST(PtxCudaDevice, TheToolkitsStubResolvesEveryEntryPointAndIsNamedAsTheStub) {
#ifndef GPUASM_CUDA_STUB_LIBRARY
  GTEST_SKIP() << "CMake found no CUDA toolkit with lib64/stubs/libcuda.so";
#else
  if (!std::filesystem::exists(GPUASM_CUDA_STUB_LIBRARY))
    GTEST_SKIP() << GPUASM_CUDA_STUB_LIBRARY << " is not on this machine";
  // A fresh process (the test program run again), not a fork of this one,
  // which may hold the simulator's threads.
  std::string style = ::testing::GTEST_FLAG(death_test_style);
  ::testing::GTEST_FLAG(death_test_style) = "threadsafe";
  auto openTheStub = [] {
    std::string error;
    bool opened = openCudaDeviceFromLibrary(GPUASM_CUDA_STUB_LIBRARY, error) != nullptr;
    bool named =
        startsWith(error,
                   "the NVIDIA driver did not start: cuInit failed: "
                   "CUDA_ERROR_STUB_LIBRARY (the library loaded is the CUDA toolkit's stub");
    std::fprintf(stderr, "%s\n", error.c_str());
    std::exit(!opened && named ? 0 : 1);
  };
  EXPECT_EXIT(openTheStub(), ::testing::ExitedWithCode(0), "");
  ::testing::GTEST_FLAG(death_test_style) = style;
#endif
}

// gpuasm must start where there is no driver: libcuda is opened at run time,
// never a library the program needs.
TEST(PtxCudaDevice, TheProgramDoesNotNeedTheDriverLibrary) {
  std::string command = "readelf -d '" + cli_test::program() + "' 2>/dev/null";
  FILE* pipe = popen(command.c_str(), "r");
  ASSERT_NE(pipe, nullptr);
  std::string dynamicSection;
  std::array<char, 4096> chunk{};
  while (size_t got = fread(chunk.data(), 1, chunk.size(), pipe))
    dynamicSection.append(chunk.data(), got);
  int status = pclose(pipe);
  if (status != 0 || !contains(dynamicSection, "(NEEDED)"))
    GTEST_SKIP() << "readelf (binutils) did not read " << cli_test::program();
  EXPECT_FALSE(contains(dynamicSection, "libcuda")) << dynamicSection;
  EXPECT_TRUE(contains(dynamicSection, "libc.so")) << dynamicSection;
}

// The two texts the GPU tests hand the driver do what those tests expect of
// it, by ptxas (the compiler inside the driver): the faulting kernel compiles
// (its fault is the kernel's, at run time) and the other is refused, with the
// words the tests look for in the driver's log.
TEST(PtxCudaDevice, PtxasCompilesTheFaultingKernelAndRefusesTheTooMuchSharedOne) {
  std::optional<std::filesystem::path> ptxas = gpuasm::testing::findPtxas();
  if (!ptxas) GTEST_SKIP() << "ptxas not found (PATH, /usr/local/cuda/bin): the oracle is absent";
  gpuasm::testing::PtxasVerdict faulting = gpuasm::testing::runPtxas(*ptxas, kFaultingKernel);
  EXPECT_TRUE(faulting.accepted) << faulting.output;
  gpuasm::testing::PtxasVerdict asserting = gpuasm::testing::runPtxas(*ptxas, kAssertingKernel);
  EXPECT_TRUE(asserting.accepted) << asserting.output;
  gpuasm::testing::PtxasVerdict refused = gpuasm::testing::runPtxas(*ptxas, kRefusedByTheDriver);
  EXPECT_FALSE(refused.accepted);
  EXPECT_TRUE(contains(refused.output, "too much shared data")) << refused.output;
  // Our parser takes the faulting kernel, so that it reaches the GPU. (The
  // other one it takes for now, as it does not count shared memory; the JIT
  // tests skip, saying so, if it ever refuses it.)
  std::string error;
  EXPECT_TRUE(Program::fromText(kFaultingKernel, "fault_store.ptx", error)) << error;
}

// ---- On a GPU --------------------------------------------------------------

std::vector<uint8_t> randomBytes(size_t count, uint32_t seed) {
  std::mt19937 generator(seed);
  std::vector<uint8_t> bytes(count);
  for (uint8_t& byte : bytes) byte = static_cast<uint8_t>(generator());
  return bytes;
}

uint32_t limb(const std::vector<uint8_t>& bytes, size_t index) {
  return uint32_t{bytes[index * 4]} | uint32_t{bytes[index * 4 + 1]} << 8 |
         uint32_t{bytes[index * 4 + 2]} << 16 | uint32_t{bytes[index * 4 + 3]} << 24;
}

void putLimb(std::vector<uint8_t>& bytes, size_t index, uint32_t value) {
  for (int byte = 0; byte < 4; ++byte)
    bytes[index * 4 + byte] = static_cast<uint8_t>(value >> (8 * byte));
}

constexpr uint32_t kCount = 1000;  // numbers; the launch has 1024 threads, the last 24 idle
constexpr LaunchSettings kLaunch{.grid = {8, 1, 1}, .block = {128, 1, 1}};

struct KernelRun {
  std::vector<uint8_t> output;
  LaunchReport report;
};

// Runs `kernelName` on `device` with `inputs` in buffers of their own and an
// output buffer of `outputBytes`; setArguments gives the arguments.
template <class SetArguments>
KernelRun run(Device& device, const Program& program, const std::string& kernelName,
              const std::vector<std::vector<uint8_t>>& inputs, size_t outputBytes,
              SetArguments setArguments) {
  std::string error;
  std::optional<Kernel> kernel = Kernel::create(program, kernelName, error);
  if (!kernel) throw std::runtime_error(error);
  std::vector<Buffer> buffers;
  for (const std::vector<uint8_t>& input : inputs)
    buffers.push_back(device.createBuffer(input.size(), input));
  Buffer output = device.createBuffer(outputBytes);
  setArguments(*kernel, buffers, output);
  KernelRun result;
  result.report = device.launch(*kernel, kLaunch);
  result.output.resize(outputBytes);
  device.read(output, 0, result.output);
  return result;
}

class PtxCudaGpu : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string error;
    gpu_ = openDevice(DeviceKind::Cuda, error);
    if (gpu_ == nullptr) GTEST_SKIP() << "no CUDA device: " << error;
    simulator_ = openDevice(DeviceKind::Simulator, error);
    ASSERT_NE(simulator_, nullptr) << error;
  }

  std::unique_ptr<Device> gpu_;
  std::unique_ptr<Device> simulator_;
};

// add256's inputs: random numbers, and in the first few the carry runs the
// whole chain (all ones plus one, all ones plus all ones).
std::vector<std::vector<uint8_t>> add256Inputs() {
  std::vector<uint8_t> a = randomBytes(kCount * 32, 1), b = randomBytes(kCount * 32, 2);
  for (size_t byte = 0; byte < 32; ++byte) {
    a[byte] = 0xff, b[byte] = byte == 0 ? 1 : 0;
    a[32 + byte] = 0xff, b[32 + byte] = 0xff;
  }
  return {a, b};
}

std::vector<uint8_t> add256OnTheHost(const std::vector<uint8_t>& a, const std::vector<uint8_t>& b) {
  std::vector<uint8_t> sum(a.size());
  for (size_t number = 0; number < kCount; ++number) {
    uint64_t carry = 0;
    for (size_t word = 0; word < 8; ++word) {
      uint64_t total = uint64_t{limb(a, number * 8 + word)} + limb(b, number * 8 + word) + carry;
      putLimb(sum, number * 8 + word, static_cast<uint32_t>(total));
      carry = total >> 32;
    }
  }
  return sum;
}

KernelRun runAdd256(Device& device, const Program& add256) {
  return run(device, add256, "add256", add256Inputs(), kCount * 32,
             [](Kernel& kernel, const std::vector<Buffer>& in, Buffer out) {
               set(kernel, "add256_a", ArgumentValue::ofBuffer(in[0]));
               set(kernel, "add256_b", ArgumentValue::ofBuffer(in[1]));
               set(kernel, "add256_c", ArgumentValue::ofBuffer(out));
               set(kernel, "add256_count", ArgumentValue::of(kCount));
             });
}

TEST_F(PtxCudaGpu, Add256GivesTheHostsSumsOnTheGpuAndTheSimulator) {
  Program add256 = program(readKernel("add256.ptx"), "add256.ptx");
  std::vector<std::vector<uint8_t>> inputs = add256Inputs();
  std::vector<uint8_t> expected = add256OnTheHost(inputs[0], inputs[1]);
  ASSERT_EQ(limb(expected, 0), 0u);           // 2^256 - 1 + 1 wraps to 0
  ASSERT_EQ(limb(expected, 8), 0xfffffffeu);  // 2 (2^256 - 1) mod 2^256
  KernelRun onGpu = runAdd256(*gpu_, add256);
  KernelRun onSimulator = runAdd256(*simulator_, add256);
  EXPECT_EQ(onGpu.output, expected);
  EXPECT_EQ(onSimulator.output, expected);
  EXPECT_EQ(onGpu.output, onSimulator.output);

  EXPECT_EQ(onGpu.report.kernel, "add256");
  EXPECT_EQ(onGpu.report.device, gpu_->name());
  EXPECT_EQ(onGpu.report.threads, 1024u);
  EXPECT_EQ(onGpu.report.grid, kLaunch.grid);
  EXPECT_EQ(onGpu.report.block, kLaunch.block);
  EXPECT_GT(onGpu.report.seconds, 0.0);
  EXPECT_EQ(onGpu.report.warpInstructions, 0u);
  EXPECT_FALSE(onGpu.report.fault.has_value());
}

TEST_F(PtxCudaGpu, MulWordGivesTheHostsProductsOnTheGpuAndTheSimulator) {
  Program mulWord = program(readKernel("mul_word.ptx"), "mul_word.ptx");
  std::vector<uint8_t> a = randomBytes(kCount * 32, 3);
  for (size_t byte = 0; byte < 32; ++byte) a[byte] = 0xff;  // every high half at its largest
  constexpr uint32_t kWord = 0xfffffffdu;
  std::vector<uint8_t> expected(kCount * 36);
  for (size_t number = 0; number < kCount; ++number) {
    uint64_t carry = 0;
    for (size_t word = 0; word < 8; ++word) {
      uint64_t product = uint64_t{limb(a, number * 8 + word)} * kWord + carry;
      putLimb(expected, number * 9 + word, static_cast<uint32_t>(product));
      carry = product >> 32;
    }
    putLimb(expected, number * 9 + 8, static_cast<uint32_t>(carry));
  }
  // Both forms of the algorithm: interleaved, and as two carry chains.
  for (const std::string entry : {"mul_word", "mul_word_two_chains"}) {
    SCOPED_TRACE(entry);
    auto runOn = [&](Device& device) {
      return run(device, mulWord, entry, {a}, kCount * 36,
                 [&](Kernel& kernel, const std::vector<Buffer>& in, Buffer out) {
                   set(kernel, entry + "_a", ArgumentValue::ofBuffer(in[0]));
                   set(kernel, entry + "_w", ArgumentValue::of(kWord));
                   set(kernel, entry + "_r", ArgumentValue::ofBuffer(out));
                   set(kernel, entry + "_count", ArgumentValue::of(kCount));
                 });
    };
    KernelRun onGpu = runOn(*gpu_);
    KernelRun onSimulator = runOn(*simulator_);
    EXPECT_EQ(onGpu.output, expected);
    EXPECT_EQ(onSimulator.output, expected);
    EXPECT_EQ(onGpu.output, onSimulator.output);
  }
}

// An illegal address breaks the whole process (cuda.h: "any further CUDA
// work will return the same error. To continue using CUDA, the process must
// be terminated and relaunched"; on an H200 with driver 580 the next
// cuDevicePrimaryCtxRetain answered CUDA_ERROR_ILLEGAL_ADDRESS). So the fault
// happens in a process of its own, the test program run again, and this one
// goes on with a working GPU. There: the launch is a LaunchError that says
// so, every later call on the device says why it is not made, the simulator
// finds the same fault and names it, and a new device is refused with the
// reason (only a new process recovers).
TEST_F(PtxCudaGpu, AKernelsIllegalAddressBreaksItsProcessAndOnlyANewProcessRecovers) {
  std::string style = ::testing::GTEST_FLAG(death_test_style);
  ::testing::GTEST_FLAG(death_test_style) = "threadsafe";
  auto faultThenOpenAgain = [this] {
    std::vector<std::string> wrong;
    auto expect = [&](bool holds, const std::string& what, const std::string& text) {
      if (!holds) wrong.push_back(what + ": " + text);
    };
    Program faulting = program(kFaultingKernel, "fault_store.ptx");
    std::string error;
    std::optional<Kernel> kernel = Kernel::create(faulting, "fault_store", error);
    expect(kernel.has_value(), "kernel", error);
    Buffer out = gpu_->createBuffer(64);
    expect(kernel->setArgument("fault_store_out", ArgumentValue::ofBuffer(out), error), "argument",
           error);
    try {
      gpu_->launch(*kernel, kLaunch);
      expect(false, "launch", "a store to address 8 ran to the end");
    } catch (const LaunchError& launchError) {
      const std::string& message = launchError.message;
      expect(!launchError.badSettings, "bad settings", message);
      expect(startsWith(message, "kernel fault_store failed on " + gpu_->name()), "start", message);
      expect(contains(message,
                      "cuCtxSynchronize after cuLaunchKernel failed: CUDA_ERROR_ILLEGAL_ADDRESS"),
             "call", message);
      expect(contains(message, "outside every buffer"), "meaning", message);
      expect(contains(message, "The CUDA driver is now unusable in this process"), "process",
             message);
    }
    std::vector<uint8_t> bytes(64);
    try {
      gpu_->read(out, 0, bytes);
      expect(false, "read", "a read after the fault was made");
    } catch (const LaunchError& launchError) {
      expect(contains(launchError.message,
                      "unusable after an earlier error (CUDA_ERROR_ILLEGAL_ADDRESS"),
             "read", launchError.message);
    }
    Buffer simulatedOut = simulator_->createBuffer(64);
    expect(kernel->setArgument("fault_store_out", ArgumentValue::ofBuffer(simulatedOut), error),
           "simulator argument", error);
    expect(simulator_->launch(*kernel, kLaunch).fault.has_value(), "simulator", "no fault");

    gpu_.reset();
    std::unique_ptr<Device> again = openDevice(DeviceKind::Cuda, error);
    expect(again == nullptr, "a new device", "opened after the fault");
    expect(contains(error, "CUDA_ERROR_ILLEGAL_ADDRESS") &&
               contains(error, "NVIDIA's driver recovers from it only in a new process"),
           "a new device's refusal", error);
    for (const std::string& line : wrong) std::fprintf(stderr, "%s\n", line.c_str());
    std::exit(wrong.empty() ? 0 : 1);
  };
  EXPECT_EXIT(faultThenOpenAgain(), ::testing::ExitedWithCode(0), "");
  ::testing::GTEST_FLAG(death_test_style) = style;

  // This process never saw the fault: its GPU works.
  Program add256 = program(readKernel("add256.ptx"), "add256.ptx");
  std::vector<std::vector<uint8_t>> inputs = add256Inputs();
  EXPECT_EQ(runAdd256(*gpu_, add256).output, add256OnTheHost(inputs[0], inputs[1]));
}

// A failed assert breaks the context only: while the faulting device still
// holds it, a new device resets it (gpuasm's devices alone hold it) and runs
// kernels again; the faulting device then goes, and the new one still works.
// In a child process all the same, in case a driver breaks more than cuda.h
// says.
TEST_F(PtxCudaGpu, AFailedAssertBreaksTheContextAndANewDeviceResetsIt) {
  std::string error;
  std::optional<Program> asserting = Program::fromText(kAssertingKernel, "assert.ptx", error);
  if (!asserting) GTEST_SKIP() << "our parser does not take this PTX yet: " << error;
  std::string style = ::testing::GTEST_FLAG(death_test_style);
  ::testing::GTEST_FLAG(death_test_style) = "threadsafe";
  auto assertThenOpenAgain = [&] {
    std::vector<std::string> wrong;
    auto expect = [&](bool holds, const std::string& what, const std::string& text) {
      if (!holds) wrong.push_back(what + ": " + text);
    };
    std::optional<Kernel> kernel = Kernel::create(*asserting, "assert_fails", error);
    expect(kernel.has_value(), "kernel", error);
    Buffer out = gpu_->createBuffer(64);
    expect(kernel->setArgument("assert_fails_out", ArgumentValue::ofBuffer(out), error), "argument",
           error);
    try {
      gpu_->launch(*kernel, kLaunch);
      expect(false, "launch", "the assert did not fail");
    } catch (const LaunchError& launchError) {
      expect(contains(launchError.message, "CUDA_ERROR_ASSERT") &&
                 contains(launchError.message, "The CUDA context is now unusable"),
             "launch", launchError.message);
    }
    std::unique_ptr<Device> fresh = openDevice(DeviceKind::Cuda, error);
    expect(fresh != nullptr, "a new device beside the broken one", error);
    if (fresh != nullptr) {
      Program add256 = program(readKernel("add256.ptx"), "add256.ptx");
      std::vector<std::vector<uint8_t>> inputs = add256Inputs();
      std::vector<uint8_t> expected = add256OnTheHost(inputs[0], inputs[1]);
      expect(runAdd256(*fresh, add256).output == expected, "add256 after the reset", "wrong sums");
      gpu_.reset();
      expect(runAdd256(*fresh, add256).output == expected, "add256 after the broken device went",
             "wrong sums");
    }
    for (const std::string& line : wrong) std::fprintf(stderr, "%s\n", line.c_str());
    std::exit(wrong.empty() ? 0 : 1);
  };
  EXPECT_EXIT(assertThenOpenAgain(), ::testing::ExitedWithCode(0), "");
  ::testing::GTEST_FLAG(death_test_style) = style;
}

TEST_F(PtxCudaGpu, PtxTheDriverRefusesIsALaunchErrorQuotingItsLog) {
  std::string error;
  std::optional<Program> refused =
      Program::fromText(kRefusedByTheDriver, "too_much_shared.ptx", error);
  if (!refused) GTEST_SKIP() << "our parser now refuses this PTX itself: " << error;
  std::optional<Kernel> kernel = Kernel::create(*refused, "too_much_shared", error);
  ASSERT_TRUE(kernel) << error;
  Buffer out = gpu_->createBuffer(64);
  ASSERT_TRUE(kernel->setArgument("too_much_shared_out", ArgumentValue::ofBuffer(out), error));
  try {
    gpu_->launch(*kernel, kLaunch);
    FAIL() << "the driver loaded 300000 bytes of static shared memory";
  } catch (const LaunchError& launchError) {
    const std::string& message = launchError.message;
    EXPECT_TRUE(startsWith(message, "the CUDA driver did not load too_much_shared.ptx on " +
                                        gpu_->name() + ": cuModuleLoadDataEx failed: CUDA_ERROR_"))
        << message;
    // The compiler's log follows the first line.
    size_t logStart = message.find('\n');
    ASSERT_NE(logStart, std::string::npos) << message;
    EXPECT_TRUE(contains(message.substr(logStart), "shared")) << message;
    EXPECT_FALSE(contains(message, "unusable")) << message;
  }
  // A compiler error leaves the context as it was.
  Program add256 = program(readKernel("add256.ptx"), "add256.ptx");
  std::vector<std::vector<uint8_t>> inputs = add256Inputs();
  EXPECT_EQ(runAdd256(*gpu_, add256).output, add256OnTheHost(inputs[0], inputs[1]));
}

TEST_F(PtxCudaGpu, LaunchShapesTheGpuCannotRunAreBadSettingsErrors) {
  Program add256 = program(readKernel("add256.ptx"), "add256.ptx");
  std::string error;
  std::optional<Kernel> kernel = Kernel::create(add256, "add256", error);
  ASSERT_TRUE(kernel) << error;
  Buffer numbers = gpu_->createBuffer(32);
  for (const char* name : {"add256_a", "add256_b", "add256_c"})
    ASSERT_TRUE(kernel->setArgument(name, ArgumentValue::ofBuffer(numbers), error)) << error;
  ASSERT_TRUE(kernel->setArgument("add256_count", ArgumentValue::of(1), error)) << error;
  LaunchSettings tooMuchShared = kLaunch;
  tooMuchShared.dynamicSharedBytes = 300000;  // an H100 gives a block 227 KiB at most
  const std::vector<std::pair<LaunchSettings, std::string>> refused{
      {LaunchSettings{.block = {2048, 1, 1}}, "block 2048x1x1: at most 1024 threads a block"},
      {LaunchSettings{.block = {0, 1, 1}}, "block 0x1x1: every size is at least 1"},
      // This one the driver refuses.
      {tooMuchShared, "cuFuncSetAttribute failed: CUDA_ERROR_INVALID_VALUE"}};
  for (const auto& [settings, message] : refused) {
    try {
      gpu_->launch(*kernel, settings);
      ADD_FAILURE() << "launched: " << message;
    } catch (const LaunchError& launchError) {
      EXPECT_TRUE(launchError.badSettings) << launchError.message;
      EXPECT_TRUE(contains(launchError.message, message)) << launchError.message;
    }
  }
  // The device still works.
  std::vector<uint8_t> bytes(32, 0x5a);
  gpu_->write(numbers, 0, bytes);
  std::vector<uint8_t> back(32);
  gpu_->read(numbers, 0, back);
  EXPECT_EQ(back, bytes);
}

TEST_F(PtxCudaGpu, BuffersStartZeroedOrWithTheirContentsAndRefuseRangesOutsideThem) {
  std::vector<uint8_t> initial{1, 2, 3};
  Buffer buffer = gpu_->createBuffer(8, initial);
  EXPECT_EQ(gpu_->size(buffer), 8u);
  EXPECT_NE(gpu_->address(buffer), 0u);
  std::vector<uint8_t> bytes(8, 0xee);
  gpu_->read(buffer, 0, bytes);
  EXPECT_EQ(bytes, (std::vector<uint8_t>{1, 2, 3, 0, 0, 0, 0, 0}));
  std::vector<uint8_t> two{9, 9};
  gpu_->write(buffer, 6, two);
  gpu_->read(buffer, 0, bytes);
  EXPECT_EQ(bytes, (std::vector<uint8_t>{1, 2, 3, 0, 0, 0, 9, 9}));

  try {
    gpu_->write(buffer, 7, two);
    FAIL() << "a write past the end was made";
  } catch (const LaunchError& launchError) {
    EXPECT_EQ(launchError.message,
              "bytes 7..9 are outside buffer " + std::to_string(buffer.id) + " (8 bytes)");
  }
  try {
    gpu_->read(Buffer{999}, 0, bytes);
    FAIL() << "a buffer that does not exist was read";
  } catch (const LaunchError& launchError) {
    EXPECT_EQ(launchError.message, "buffer 999 is not one of this device's");
  }
}

}  // namespace
}  // namespace gpuasm::ptx
