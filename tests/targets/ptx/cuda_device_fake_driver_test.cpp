// The CUDA device over a fake driver (fake_cuda_driver.c), on any machine
// where gpuasm is built with cuda.h: what the device hands the driver (the
// launch's parameter block through `extra`, the JIT's log buffers, memory
// zeroed before its contents) and what it makes of the driver's answers (the
// compiler's log quoted, a fault that leaves the context unusable, a launch
// shape the GPU refuses), and that it gives back all it made. The same
// behaviour on a real GPU is cuda_device_test.cpp's.
#include <dlfcn.h>
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cuda_test_kernels.hpp"
#include "fake_cuda_driver.h"
#include "gpuasm/ptx/host.hpp"
#include "support/beside_test_program.hpp"
#include "targets/ptx/cuda_device.hpp"

namespace gpuasm::ptx {
namespace {

using cuda_test::kFaultingKernel;
using cuda_test::kRefusedByTheDriver;
using cuda_test::program;
using cuda_test::readKernel;
using cuda_test::set;

#ifdef GPUASM_FAKE_CUDA_DRIVER
// Beside the test program, or where the variable of that name says.
const std::string kFakeDriverPath =
    gpuasm::testing::besideTestProgram("GPUASM_FAKE_CUDA_DRIVER", GPUASM_FAKE_CUDA_DRIVER);
const char* const kFakeDriver = kFakeDriverPath.c_str();
#else
constexpr const char* kFakeDriver = nullptr;
#endif
const std::string kName = GPUASM_FAKE_CUDA_NAME;
// cuda.h's CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES (the test sees no cuda.h).
constexpr int CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES_CODE = 701;
constexpr LaunchSettings kLaunch{.grid = {8, 1, 1}, .block = {128, 1, 1}};

class PtxCudaFakeDriver : public ::testing::Test {
 protected:
  void SetUp() override {
    if (kFakeDriver == nullptr)
      GTEST_SKIP() << "gpuasm was built without the CUDA toolkit's cuda.h: no fake driver";
    library_ = dlopen(kFakeDriver, RTLD_NOW | RTLD_LOCAL);
    ASSERT_NE(library_, nullptr) << dlerror();
    void* stateFunction = dlsym(library_, "gpuasm_fake_cuda_state");
    ASSERT_NE(stateFunction, nullptr) << dlerror();
    state_ = reinterpret_cast<GpuasmFakeCudaState* (*)()>(stateFunction)();
    void* contextFunction = dlsym(library_, "gpuasm_fake_cuda_primary_context");
    ASSERT_NE(contextFunction, nullptr) << dlerror();
    primaryContext_ =
        reinterpret_cast<const GpuasmFakeCudaPrimaryContext* (*)(int)>(contextFunction)(0);
    auto newProcess = reinterpret_cast<void (*)()>(dlsym(library_, "gpuasm_fake_cuda_new_process"));
    ASSERT_NE(newProcess, nullptr) << dlerror();
    // What the last test's devices left is theirs: they are all destroyed.
    ASSERT_EQ(state_->contextReferences[0], 0);
    newProcess();
  }
  void TearDown() override {
    if (library_ != nullptr) dlclose(library_);
  }

  std::unique_ptr<Device> open() {
    std::string error;
    std::unique_ptr<Device> device = openCudaDeviceFromLibrary(kFakeDriver, error);
    EXPECT_NE(device, nullptr) << error;
    return device;
  }

  // add256 over three buffers of `numbers` 256-bit numbers, ready to launch.
  struct Add256 {
    Program program;
    Kernel kernel;
    std::array<Buffer, 3> buffers;
  };
  static Add256 add256(Device& device, uint32_t numbers) {
    Program loaded = program(readKernel("add256.ptx"), "add256.ptx");
    std::string error;
    std::optional<Kernel> kernel = Kernel::create(loaded, "add256", error);
    if (!kernel) throw std::runtime_error(error);
    std::array<Buffer, 3> buffers{device.createBuffer(numbers * 32),
                                  device.createBuffer(numbers * 32),
                                  device.createBuffer(numbers * 32 + 64)};
    set(*kernel, "add256_a", ArgumentValue::ofBuffer(buffers[0]));
    set(*kernel, "add256_b", ArgumentValue::ofBuffer(buffers[1]));
    set(*kernel, "add256_c", ArgumentValue::ofBuffer(buffers[2], 64));
    set(*kernel, "add256_count", ArgumentValue::of(numbers));
    return {loaded, *kernel, buffers};
  }

  std::vector<uint8_t> lastParameters() const {
    return {state_->parameters, state_->parameters + state_->parameterBytes};
  }

  // Another module of the process (the CUDA runtime, a library) holding GPU
  // 0's primary context beside gpuasm, through the driver's own calls.
  void retainAsAnotherModule() {
    // A module initialises the driver before it retains (a run of this test
    // alone, as ctest runs it, has no earlier cuInit in the process).
    auto init = reinterpret_cast<int (*)(unsigned)>(dlsym(library_, "cuInit"));
    ASSERT_NE(init, nullptr) << dlerror();
    ASSERT_EQ(init(0), 0);
    auto retain =
        reinterpret_cast<int (*)(void**, int)>(dlsym(library_, "cuDevicePrimaryCtxRetain"));
    ASSERT_NE(retain, nullptr) << dlerror();
    void* context = nullptr;
    ASSERT_EQ(retain(&context, 0), 0);
  }
  void releaseAsAnotherModule() {
    // cuda.h's cuDevicePrimaryCtxRelease is this symbol.
    auto release = reinterpret_cast<int (*)(int)>(dlsym(library_, "cuDevicePrimaryCtxRelease_v2"));
    ASSERT_NE(release, nullptr) << dlerror();
    ASSERT_EQ(release(0), 0);
  }

  void* library_ = nullptr;
  GpuasmFakeCudaState* state_ = nullptr;
  const GpuasmFakeCudaPrimaryContext* primaryContext_ = nullptr;  // GPU 0's
};

uint64_t littleEndian(const std::vector<uint8_t>& bytes, size_t offset, size_t size) {
  uint64_t value = 0;
  for (size_t byte = 0; byte < size; ++byte)
    value |= uint64_t{bytes.at(offset + byte)} << (8 * byte);
  return value;
}

TEST_F(PtxCudaFakeDriver, OpensInThePrimaryContextAndGivesBackAllItMade) {
  {
    std::unique_ptr<Device> device = open();
    ASSERT_NE(device, nullptr);
    EXPECT_EQ(device->kind(), DeviceKind::Cuda);
    EXPECT_EQ(device->name(), kName);
    EXPECT_EQ(state_->contextReferences[0], 1);
    EXPECT_EQ(state_->liveEvents, 2);  // the launch's start and stop
    Add256 run = add256(*device, 4);
    device->launch(run.kernel, kLaunch);
    EXPECT_EQ(state_->liveAllocations, 3);
    EXPECT_EQ(state_->liveModules, 1);
  }
  EXPECT_EQ(state_->contextReferences[0], 0);
  EXPECT_EQ(state_->leftAtReset, 0);  // every buffer, module and event freed by the device
}

TEST_F(PtxCudaFakeDriver, WithoutAGpuTheDriversAnswerIsNamed) {
  state_->deviceCount = 0;
  std::string error;
  EXPECT_EQ(openCudaDeviceFromLibrary(kFakeDriver, error), nullptr);
  EXPECT_EQ(error,
            "the NVIDIA driver did not start: cuInit failed: CUDA_ERROR_NO_DEVICE (no "
            "CUDA-capable device is detected)");
}

TEST_F(PtxCudaFakeDriver, BuffersStartZeroedThenWithTheirContentsAndRefuseRangesOutsideThem) {
  std::unique_ptr<Device> device = open();
  ASSERT_NE(device, nullptr);
  // The fake's memory starts as 0xcd, as a GPU's is not zeroed either.
  std::vector<uint8_t> initial{1, 2, 3};
  Buffer buffer = device->createBuffer(8, initial);
  EXPECT_EQ(device->size(buffer), 8u);
  std::vector<uint8_t> bytes(8);
  device->read(buffer, 0, bytes);
  EXPECT_EQ(bytes, (std::vector<uint8_t>{1, 2, 3, 0, 0, 0, 0, 0}));
  std::vector<uint8_t> two{9, 8};
  device->write(buffer, 6, two);
  std::vector<uint8_t> tail(3);
  device->read(buffer, 5, tail);
  EXPECT_EQ(tail, (std::vector<uint8_t>{0, 9, 8}));

  // An empty buffer has an address of its own (cuMemAlloc refuses 0 bytes).
  Buffer empty = device->createBuffer(0);
  EXPECT_EQ(device->size(empty), 0u);
  EXPECT_NE(device->address(empty), device->address(buffer));
  device->write(empty, 0, {});
  // Contents longer than the buffer fill it, as on the simulator.
  Buffer shortBuffer = device->createBuffer(2, initial);
  std::vector<uint8_t> shortBytes(2);
  device->read(shortBuffer, 0, shortBytes);
  EXPECT_EQ(shortBytes, (std::vector<uint8_t>{1, 2}));

  auto expectRefused = [&](auto operation, const std::string& message) {
    try {
      operation();
      ADD_FAILURE() << "made: " << message;
    } catch (const LaunchError& error) {
      EXPECT_EQ(error.message, message);
      EXPECT_TRUE(error.badSettings);
    }
  };
  expectRefused([&] { device->write(buffer, 7, two); },
                "bytes 7..9 are outside buffer 1 (8 bytes)");
  expectRefused([&] { device->read(buffer, 9, std::span<uint8_t>{}); },
                "bytes 9..9 are outside buffer 1 (8 bytes)");
  expectRefused(
      [&] { device->read(buffer, UINT64_MAX, tail); },
      "bytes 18446744073709551615..18446744073709551615+3 are outside buffer 1 (8 bytes)");
  expectRefused([&] { device->address(Buffer{7}); }, "buffer 7 is not one of this device's");
}

TEST_F(PtxCudaFakeDriver, TheLaunchHandsTheParameterBlockThroughExtra) {
  std::unique_ptr<Device> device = open();
  ASSERT_NE(device, nullptr);
  Add256 run = add256(*device, 1000);
  LaunchReport report = device->launch(run.kernel, kLaunch);

  EXPECT_EQ(state_->launches, 1);
  EXPECT_STREQ(state_->kernel, "add256");
  EXPECT_EQ(std::to_array(state_->grid), kLaunch.grid);
  EXPECT_EQ(std::to_array(state_->block), kLaunch.block);
  EXPECT_EQ(state_->dynamicSharedBytes, 0u);
  std::vector<uint8_t> parameters = lastParameters();
  EXPECT_EQ(parameters, parameterBlock(run.kernel, *device));
  // Independently of parameterBlock: each argument where ptxas lays it out.
  ASSERT_EQ(parameters.size(), 28u);  // three .u64 at 0, 8, 16; the .u32 at 24
  EXPECT_EQ(littleEndian(parameters, 0, 8), device->address(run.buffers[0]));
  EXPECT_EQ(littleEndian(parameters, 8, 8), device->address(run.buffers[1]));
  EXPECT_EQ(littleEndian(parameters, 16, 8), device->address(run.buffers[2]) + 64);
  EXPECT_EQ(littleEndian(parameters, 24, 4), 1000u);

  EXPECT_EQ(report.kernel, "add256");
  EXPECT_EQ(report.device, kName);
  EXPECT_EQ(report.grid, kLaunch.grid);
  EXPECT_EQ(report.block, kLaunch.block);
  EXPECT_EQ(report.threads, 1024u);
  EXPECT_DOUBLE_EQ(report.seconds, GPUASM_FAKE_CUDA_LAUNCH_MILLISECONDS / 1000.0);
  EXPECT_EQ(report.warpInstructions, 0u);
  EXPECT_EQ(report.threadInstructions, 0u);
  EXPECT_FALSE(report.fault.has_value());
}

TEST_F(PtxCudaFakeDriver, EachPtxTextIsCompiledOnceAndWithItsLogsAskedFor) {
  std::unique_ptr<Device> device = open();
  ASSERT_NE(device, nullptr);
  Add256 first = add256(*device, 4);
  device->launch(first.kernel, kLaunch);
  device->launch(first.kernel, kLaunch);
  EXPECT_EQ(state_->moduleLoads, 1);
  EXPECT_TRUE(state_->errorLogGiven);
  EXPECT_TRUE(state_->infoLogGiven);
  // The same text in a program of its own is the same module.
  Add256 again = add256(*device, 4);
  device->launch(again.kernel, kLaunch);
  EXPECT_EQ(state_->moduleLoads, 1);
  // Another text is another.
  Program mulWord = program(readKernel("mul_word.ptx"), "mul_word.ptx");
  std::string error;
  std::optional<Kernel> kernel = Kernel::create(mulWord, "mul_word", error);
  ASSERT_TRUE(kernel) << error;
  Buffer numbers = device->createBuffer(36 * 4);
  set(*kernel, "mul_word_a", ArgumentValue::ofBuffer(numbers));
  set(*kernel, "mul_word_w", ArgumentValue::of(3));
  set(*kernel, "mul_word_r", ArgumentValue::ofBuffer(numbers));
  set(*kernel, "mul_word_count", ArgumentValue::of(4));
  device->launch(*kernel, kLaunch);
  EXPECT_EQ(state_->moduleLoads, 2);
  EXPECT_STREQ(state_->kernel, "mul_word");
}

TEST_F(PtxCudaFakeDriver, DynamicSharedMemoryOver48KiBIsAskedForBeforeTheLaunch) {
  std::unique_ptr<Device> device = open();
  ASSERT_NE(device, nullptr);
  Add256 run = add256(*device, 4);
  LaunchSettings small = kLaunch;
  small.dynamicSharedBytes = 1024;
  device->launch(run.kernel, small);
  EXPECT_EQ(state_->dynamicSharedBytes, 1024u);
  EXPECT_EQ(state_->maxDynamicSharedBytes, 0);  // within what every GPU gives unasked
  LaunchSettings large = kLaunch;
  large.dynamicSharedBytes = 64 * 1024;
  device->launch(run.kernel, large);
  EXPECT_EQ(state_->dynamicSharedBytes, 64u * 1024);
  EXPECT_EQ(state_->maxDynamicSharedBytes, 64 * 1024);
}

TEST_F(PtxCudaFakeDriver, PtxTheCompilerRefusesIsALaunchErrorQuotingItsLog) {
  std::unique_ptr<Device> device = open();
  ASSERT_NE(device, nullptr);
  std::string error;
  std::optional<Program> refused =
      Program::fromText(kRefusedByTheDriver, "too_much_shared.ptx", error);
  if (!refused) GTEST_SKIP() << "our parser now refuses this PTX itself: " << error;
  std::optional<Kernel> kernel = Kernel::create(*refused, "too_much_shared", error);
  ASSERT_TRUE(kernel) << error;
  set(*kernel, "too_much_shared_out", ArgumentValue::ofBuffer(device->createBuffer(4)));
  try {
    device->launch(*kernel, kLaunch);
    FAIL() << "launched";
  } catch (const LaunchError& launchError) {
    EXPECT_FALSE(launchError.badSettings);
    EXPECT_EQ(launchError.message,
              "the CUDA driver did not load too_much_shared.ptx on " + kName +
                  ": cuModuleLoadDataEx failed: CUDA_ERROR_INVALID_PTX (a PTX JIT compilation "
                  "failed)\nptxas error   : Entry function 'too_much_shared' uses too much shared "
                  "data (0x493e0 bytes, 0xc000 max)");
  }
  EXPECT_EQ(state_->launches, 0);
  // The context is as it was.
  Add256 run = add256(*device, 4);
  device->launch(run.kernel, kLaunch);
  EXPECT_EQ(state_->launches, 1);
}

// The messages of a fault that breaks the whole process (cuda.h on
// CUDA_ERROR_ILLEGAL_ADDRESS: "To continue using CUDA, the process must be
// terminated and relaunched").
const std::string kIllegalAddress =
    "CUDA_ERROR_ILLEGAL_ADDRESS (an illegal memory access was encountered)";
const std::string kOnlyInANewProcess =
    "NVIDIA's driver recovers from it only in a new process (cuda.h: \"To continue using CUDA, "
    "the process must be terminated and relaunched\")";

std::string launchErrorOf(Device& device, const Kernel& kernel) {
  try {
    device.launch(kernel, kLaunch);
  } catch (const LaunchError& launchError) {
    EXPECT_FALSE(launchError.badSettings);
    return launchError.message;
  }
  return "(it ran)";
}

std::string bufferErrorOf(Device& device) {
  try {
    device.createBuffer(4);
  } catch (const LaunchError& launchError) {
    return launchError.message;
  }
  return "(it made a buffer)";
}

TEST_F(PtxCudaFakeDriver, DevicesOnOneGpuShareItsPrimaryContextAndTheLastReleaseDestroysIt) {
  std::unique_ptr<Device> first = open();
  std::unique_ptr<Device> second = open();
  ASSERT_NE(first, nullptr);
  ASSERT_NE(second, nullptr);
  EXPECT_EQ(state_->contextReferences[0], 2);
  EXPECT_EQ(primaryContext_->instance, 1);
  EXPECT_EQ(primaryContext_->made, 1);
  first.reset();
  EXPECT_EQ(state_->contextReferences[0], 1);
  EXPECT_EQ(primaryContext_->active, 1);
  second.reset();
  EXPECT_EQ(state_->contextReferences[0], 0);
  EXPECT_EQ(primaryContext_->active, 0);
  // The next device's retain makes a new one.
  std::unique_ptr<Device> third = open();
  ASSERT_NE(third, nullptr);
  EXPECT_EQ(primaryContext_->instance, 2);
  EXPECT_EQ(primaryContext_->resets, 0);
}

// After an illegal address every call of the process fails, on every device
// and in every context made later: the driver's reference says so, and an
// H200 did so (its cuDevicePrimaryCtxRetain answered the fault). gpuasm says
// that only a new process recovers, and opens nothing.
TEST_F(PtxCudaFakeDriver, AnIllegalAddressBreaksEveryDeviceOfTheProcessAndOnlyANewProcessRecovers) {
  std::unique_ptr<Device> faulting = open();
  std::unique_ptr<Device> sharing = open();
  ASSERT_NE(faulting, nullptr);
  ASSERT_NE(sharing, nullptr);
  Program program = cuda_test::program(kFaultingKernel, "fault_store.ptx");
  std::string error;
  std::optional<Kernel> kernel = Kernel::create(program, "fault_store", error);
  ASSERT_TRUE(kernel) << error;
  Buffer out = faulting->createBuffer(4);
  set(*kernel, "fault_store_out", ArgumentValue::ofBuffer(out));
  EXPECT_EQ(launchErrorOf(*faulting, *kernel),
            "kernel fault_store failed on " + kName +
                ": cuCtxSynchronize after cuLaunchKernel failed: " + kIllegalAddress +
                ": the kernel read or wrote an address outside every buffer; the driver does not "
                "say which thread or instruction (the simulator, --device sim, runs the same PTX "
                "and names them). The CUDA driver is now unusable in this process: every further "
                "call on this device, and on every other CUDA device of the process, fails, and " +
                kOnlyInANewProcess);
  std::vector<uint8_t> bytes(4);
  try {
    faulting->read(out, 0, bytes);
    ADD_FAILURE() << "read after the fault";
  } catch (const LaunchError& launchError) {
    EXPECT_EQ(launchError.message,
              "the CUDA context on " + kName + " is unusable after an earlier error (" +
                  kIllegalAddress +
                  "), and so is every CUDA context of this process: " + kOnlyInANewProcess);
  }
  EXPECT_EQ(bufferErrorOf(*sharing),
            "the CUDA context on " + kName + " is unusable after an earlier error (" +
                kIllegalAddress +
                " on another gpuasm device holding it, the GPU's primary context), and so is "
                "every CUDA context of this process: " +
                kOnlyInANewProcess);

  // A new device, while the others hold the context: gpuasm knows, and asks
  // the driver nothing.
  EXPECT_EQ(openCudaDeviceFromLibrary(kFakeDriver, error), nullptr);
  EXPECT_EQ(error, kName +
                       ": the CUDA driver is unusable in this process after an earlier error (" +
                       kIllegalAddress + "): " + kOnlyInANewProcess);
  EXPECT_EQ(state_->contextReferences[0], 2);

  // Once they are gone the last release destroys the context, and still the
  // driver answers the fault to the next retain.
  faulting.reset();
  sharing.reset();
  EXPECT_EQ(state_->contextReferences[0], 0);
  EXPECT_EQ(primaryContext_->active, 0);
  EXPECT_EQ(openCudaDeviceFromLibrary(kFakeDriver, error), nullptr);
  EXPECT_EQ(error, kName + ": cuDevicePrimaryCtxRetain failed: " + kIllegalAddress +
                       ": an earlier kernel's fault left the CUDA driver unusable in this "
                       "process, and " +
                       kOnlyInANewProcess);
  EXPECT_EQ(state_->contextReferences[0], 0);
}

// cuda.h's CUDA_ERROR_ASSERT (the test sees no cuda.h): "The context cannot
// be used anymore, and must be destroyed".
constexpr int kCudaErrorAssert = 710;
const std::string kAssert = "CUDA_ERROR_ASSERT (device-side assert triggered)";

TEST_F(PtxCudaFakeDriver, AnAssertBreaksTheContextUntilItsLastHolderReleasesIt) {
  std::unique_ptr<Device> device = open();
  ASSERT_NE(device, nullptr);
  Add256 run = add256(*device, 4);
  state_->faultOfNextLaunch = kCudaErrorAssert;
  EXPECT_EQ(launchErrorOf(*device, run.kernel),
            "kernel add256 failed on " + kName +
                ": cuCtxSynchronize after cuLaunchKernel failed: " + kAssert +
                ": a thread's assert failed (CUDA's assert, __assertfail); the driver does not "
                "say which thread or instruction (the simulator, --device sim, runs the same PTX "
                "and names them). The CUDA context is now unusable: every further call on this "
                "device fails; destroy it and open a new one");
  EXPECT_EQ(primaryContext_->stickyError, kCudaErrorAssert);
  EXPECT_EQ(bufferErrorOf(*device), "the CUDA context on " + kName +
                                        " is unusable after an earlier error (" + kAssert +
                                        "); destroy this device and open a new one");
  // The device gives back only its reference (every other call would fail):
  // the last release destroys the context with what it held, three buffers,
  // the module and the two events.
  device.reset();
  EXPECT_EQ(state_->contextReferences[0], 0);
  EXPECT_EQ(primaryContext_->active, 0);
  EXPECT_EQ(state_->leftAtReset, 3 + 1 + 2);
  EXPECT_EQ(state_->liveAllocations + state_->liveModules + state_->liveEvents, 0);

  device = open();
  ASSERT_NE(device, nullptr);
  EXPECT_EQ(primaryContext_->instance, 2);
  EXPECT_EQ(primaryContext_->stickyError, 0);
  EXPECT_EQ(primaryContext_->resets, 0);
  Add256 again = add256(*device, 4);
  device->launch(again.kernel, kLaunch);
  EXPECT_EQ(state_->launches, 2);
}

// The driver's reference leaves a reset to the caller, who must know that no
// one else uses the device: gpuasm resets a broken context where its own
// devices alone hold it (they refuse every call, and after the reset give
// back only their references, which the reference allows).
TEST_F(PtxCudaFakeDriver, WhereOnlyGpuasmDevicesHoldABrokenContextANewDeviceResetsIt) {
  std::unique_ptr<Device> faulting = open();
  std::unique_ptr<Device> sharing = open();
  ASSERT_NE(faulting, nullptr);
  ASSERT_NE(sharing, nullptr);
  Add256 run = add256(*faulting, 4);
  state_->faultOfNextLaunch = kCudaErrorAssert;
  launchErrorOf(*faulting, run.kernel);
  EXPECT_EQ(bufferErrorOf(*sharing),
            "the CUDA context on " + kName + " is unusable after an earlier error (" + kAssert +
                " on another gpuasm device holding it, the GPU's primary context); destroy this "
                "device and open a new one");

  std::unique_ptr<Device> fresh = open();
  ASSERT_NE(fresh, nullptr);
  EXPECT_EQ(primaryContext_->resets, 1);
  EXPECT_EQ(primaryContext_->instance, 2);
  EXPECT_EQ(primaryContext_->stickyError, 0);
  // The reset destroyed the faulting device's three buffers, module and two
  // events, and the sharing device's two events; the references stay.
  EXPECT_EQ(state_->leftAtReset, 3 + 1 + 2 + 2);
  EXPECT_EQ(state_->contextReferences[0], 3);
  std::vector<uint8_t> numbers{1, 2, 3, 4, 5, 6, 7, 8};
  Buffer kept = fresh->createBuffer(numbers.size(), numbers);
  Add256 afterReset = add256(*fresh, 4);
  fresh->launch(afterReset.kernel, kLaunch);
  EXPECT_EQ(state_->launches, 2);

  // The broken devices go without touching the new context.
  faulting.reset();
  sharing.reset();
  EXPECT_EQ(state_->contextReferences[0], 1);
  EXPECT_EQ(primaryContext_->active, 1);
  EXPECT_EQ(state_->liveAllocations, 4);
  std::vector<uint8_t> back(numbers.size());
  fresh->read(kept, 0, back);
  EXPECT_EQ(back, numbers);
  fresh.reset();
  EXPECT_EQ(state_->contextReferences[0], 0);
  EXPECT_EQ(state_->leftAtReset, 0);
}

// Where another module holds the broken context too, a reset would destroy
// what it holds: gpuasm says so and resets nothing, before and after its own
// devices let go; once the module releases it, a new device gets a new one.
TEST_F(PtxCudaFakeDriver, WhereAnotherModuleHoldsABrokenContextANewDeviceSaysSoAndResetsNothing) {
  retainAsAnotherModule();
  std::unique_ptr<Device> faulting = open();
  ASSERT_NE(faulting, nullptr);
  Add256 run = add256(*faulting, 4);
  state_->faultOfNextLaunch = kCudaErrorAssert;
  launchErrorOf(*faulting, run.kernel);

  std::string error;
  EXPECT_EQ(openCudaDeviceFromLibrary(kFakeDriver, error), nullptr);
  EXPECT_EQ(error, kName + ": the GPU's context is broken by an earlier fault (" + kAssert +
                       "); 1 gpuasm device and another module of this process still hold it, "
                       "and gpuasm resets it only where its own devices alone do "
                       "(cuDevicePrimaryCtxReset would destroy what that module holds): destroy "
                       "those devices, and have that module release the context");
  EXPECT_EQ(state_->contextReferences[0], 2);

  faulting.reset();
  EXPECT_EQ(state_->contextReferences[0], 1);
  EXPECT_EQ(primaryContext_->active, 1);
  EXPECT_EQ(openCudaDeviceFromLibrary(kFakeDriver, error), nullptr);
  EXPECT_EQ(error, kName + ": the GPU's context is broken by an earlier fault (" + kAssert +
                       "); another module of this process still holds it, and gpuasm resets it "
                       "only where its own devices alone do (cuDevicePrimaryCtxReset would "
                       "destroy what that module holds): have that module release the context");
  EXPECT_EQ(state_->contextReferences[0], 1);
  EXPECT_EQ(primaryContext_->resets, 0);

  releaseAsAnotherModule();
  EXPECT_EQ(primaryContext_->active, 0);
  std::unique_ptr<Device> fresh = open();
  ASSERT_NE(fresh, nullptr);
  EXPECT_EQ(primaryContext_->instance, 2);
  Add256 again = add256(*fresh, 4);
  fresh->launch(again.kernel, kLaunch);
  EXPECT_EQ(state_->launches, 2);
}

// A launch shape outside every GPU's limits is refused before the driver, in
// the simulator's words; one the driver refuses (too many registers for the
// block, too much dynamic shared memory) in the driver's.
TEST_F(PtxCudaFakeDriver, LaunchShapesTheGpuCannotRunAreBadSettingsErrors) {
  std::unique_ptr<Device> device = open();
  ASSERT_NE(device, nullptr);
  Add256 run = add256(*device, 4);
  auto expectRefused = [&](const LaunchSettings& settings, const std::string& message) {
    try {
      device->launch(run.kernel, settings);
      ADD_FAILURE() << "launched: " << message;
    } catch (const LaunchError& launchError) {
      EXPECT_TRUE(launchError.badSettings) << launchError.message;
      EXPECT_EQ(launchError.message, message);
    }
  };
  expectRefused(LaunchSettings{.block = {2048, 1, 1}},
                "block 2048x1x1: at most 1024 threads a block (and 64 in z), as CUDA has it");
  expectRefused(LaunchSettings{.block = {1, 1, 128}},
                "block 1x1x128: at most 1024 threads a block (and 64 in z), as CUDA has it");
  expectRefused(LaunchSettings{.grid = {4, 0, 1}},
                "grid 4x0x1 and block 1x1x1: every size is at least 1");
  expectRefused(LaunchSettings{.grid = {1, 65536, 1}},
                "grid 1x65536x1: at most 2^31-1 x 65535 x 65535 blocks, as CUDA has it");
  EXPECT_EQ(state_->launches, 0);

  LaunchSettings tooMuchShared = kLaunch;
  tooMuchShared.dynamicSharedBytes = 300000;
  expectRefused(tooMuchShared,
                "kernel add256 asks for 300000 bytes of dynamic shared memory, more than " + kName +
                    " gives a block beside its static shared memory: cuFuncSetAttribute failed: "
                    "CUDA_ERROR_INVALID_VALUE (invalid argument)");
  state_->refuseNextLaunch = CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES_CODE;
  expectRefused(kLaunch,
                "kernel add256 (grid 8x1x1, block 128x1x1, 0 dynamic shared bytes) did not "
                "start on " +
                    kName +
                    ": cuLaunchKernel failed: "
                    "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES (too many resources requested for "
                    "launch)");
  EXPECT_EQ(state_->launches, 0);
  device->launch(run.kernel, kLaunch);  // the device still works
  EXPECT_EQ(state_->launches, 1);
}

TEST_F(PtxCudaFakeDriver, AnArgumentNotSetStopsTheLaunchBeforeTheDriver) {
  std::unique_ptr<Device> device = open();
  ASSERT_NE(device, nullptr);
  Program add256 = program(readKernel("add256.ptx"), "add256.ptx");
  std::string error;
  std::optional<Kernel> kernel = Kernel::create(add256, "add256", error);
  ASSERT_TRUE(kernel) << error;
  set(*kernel, "add256_a", ArgumentValue::ofBuffer(device->createBuffer(32)));
  try {
    device->launch(*kernel, kLaunch);
    FAIL() << "launched";
  } catch (const LaunchError& launchError) {
    EXPECT_TRUE(launchError.badSettings) << launchError.message;
  }
  EXPECT_EQ(state_->launches, 0);
  EXPECT_EQ(state_->moduleLoads, 0);
}

}  // namespace
}  // namespace gpuasm::ptx
