// cuda:N endpoints. Over a fake driver (fake_cuda_transfer_driver.c), on any
// machine where gpuasm is built with cuda.h: every path of the endpoint
// (allocation, copies each way, device to device within one GPU and between
// two, peer access, a failed copy that aborts a concurrent transfer and frees
// both buffers, an allocation the device refuses, no GPU, a device that does
// not exist) and that each call is made in its device's context on whichever
// thread makes it. On a real GPU (CudaGpuTransfer): host <-> device and
// device to device, verified; skipped, saying why, where there is none.
#include "transfer/cuda_endpoint.hpp"

#include <dlfcn.h>
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "fake_cuda_transfer_driver.h"
#include "gpuasm/transfer/transfer.hpp"
#include "support/beside_test_program.hpp"

namespace {

using namespace gpuasm::transfer;

#ifdef GPUASM_FAKE_CUDA_TRANSFER_DRIVER
// Beside the test program, or where the variable of that name says.
const std::string kFakeDriverPath = gpuasm::testing::besideTestProgram(
    "GPUASM_FAKE_CUDA_TRANSFER_DRIVER", GPUASM_FAKE_CUDA_TRANSFER_DRIVER);
const char* const kFakeDriver = kFakeDriverPath.c_str();
#else
constexpr const char* kFakeDriver = nullptr;
#endif
constexpr std::size_t kKiB = 1024, kMiB = 1024 * 1024;
// cuda.h's codes (the test sees no cuda.h).
constexpr int kCudaErrorUnknown = 999;

template <class Exception>
std::string messageOf(auto&& call) {
  try {
    call();
  } catch (const Exception& error) {
    return error.what();
  }
  return "(nothing thrown)";
}

TEST(CudaEndpointNames, BadNamesAreUsageErrorsSayingTheForm) {
  EXPECT_EQ(parseCudaDevice("host"), std::nullopt);
  EXPECT_EQ(parseCudaDevice("cuda:3"), 3u);
  for (const char* bad : {"cuda:x", "cuda:", "cuda:-1", "cuda:1.0", "cuda:0x1"}) {
    EXPECT_EQ(messageOf<TransferUsageError>([&] { parseCudaDevice(bad); }),
              std::string("bad CUDA endpoint '") + bad + "': write cuda:N (CUDA device N, from 0)");
    EXPECT_THROW(openEndpoint(bad), TransferUsageError) << bad;
  }
  // A name the pair opener checks before it opens anything.
  EXPECT_THROW(openEndpoints("host", "cuda:x"), TransferUsageError);
}

TEST(CudaEndpointNames, AMissingDriverLibraryIsAUsageErrorSayingNoDriverIsInstalled) {
  const std::string message = messageOf<TransferUsageError>(
      [] { openCudaEndpointFromLibrary(0, "libgpuasm-no-such-cuda-driver.so.1"); });
  if (kFakeDriver == nullptr) {
    EXPECT_EQ(message,
              "cuda:0: gpuasm was built without CUDA (CMake found no CUDA toolkit, so no cuda.h); "
              "rebuild where it finds one");
    return;
  }
  EXPECT_TRUE(
      message.starts_with("cuda:0: no NVIDIA driver: "
                          "libgpuasm-no-such-cuda-driver.so.1 not found ("))
      << message;
}

// In a process of its own (the test program run again): the stub's soname is
// libcuda.so.1, and once loaded it would be what a later dlopen("libcuda.so.1")
// finds on a machine with a GPU, in place of the driver. Skipped where the
// build machine's toolkit is not (a build carried to another machine).
TEST(CudaEndpointNames, TheToolkitsStubHasEveryEntryPointAndIsNamedAsTheStub) {
#ifdef GPUASM_CUDA_STUB_LIBRARY
  if (!std::filesystem::exists(GPUASM_CUDA_STUB_LIBRARY))
    GTEST_SKIP() << GPUASM_CUDA_STUB_LIBRARY << " is not on this machine";
  // Every entry point the endpoint looks up exists under the name cuda.h
  // gives it; the stub then answers cuInit with CUDA_ERROR_STUB_LIBRARY.
  std::string style = ::testing::GTEST_FLAG(death_test_style);
  ::testing::GTEST_FLAG(death_test_style) = "threadsafe";
  auto openTheStub = [] {
    std::string message =
        messageOf<TransferError>([] { openCudaEndpointFromLibrary(0, GPUASM_CUDA_STUB_LIBRARY); });
    std::fprintf(stderr, "%s\n", message.c_str());
    std::exit(message ==
                      "cuda:0: the NVIDIA driver did not start: cuInit failed: "
                      "CUDA_ERROR_STUB_LIBRARY (the library loaded is the CUDA toolkit's stub, "
                      "lib64/stubs/libcuda.so, with no driver behind it: is the stubs folder on "
                      "LD_LIBRARY_PATH?)"
                  ? 0
                  : 1);
  };
  EXPECT_EXIT(openTheStub(), ::testing::ExitedWithCode(0), "");
  ::testing::GTEST_FLAG(death_test_style) = style;
#else
  GTEST_SKIP() << "no CUDA toolkit stub library (lib64/stubs/libcuda.so) at build time";
#endif
}

class CudaEndpointFake : public ::testing::Test {
 protected:
  void SetUp() override {
    if (kFakeDriver == nullptr)
      GTEST_SKIP() << "gpuasm was built without the CUDA toolkit's cuda.h: no fake driver";
    library_ = dlopen(kFakeDriver, RTLD_NOW | RTLD_LOCAL);
    ASSERT_NE(library_, nullptr) << dlerror();
    auto stateOf = reinterpret_cast<GpuasmFakeCudaTransferState* (*)()>(
        dlsym(library_, "gpuasm_fake_cuda_transfer_state"));
    auto reset = reinterpret_cast<void (*)()>(dlsym(library_, "gpuasm_fake_cuda_transfer_reset"));
    ASSERT_NE(stateOf, nullptr);
    ASSERT_NE(reset, nullptr);
    state_ = stateOf();
    for (int device = 0; device < GPUASM_FAKE_CUDA_TRANSFER_MAX_DEVICES; ++device)
      ASSERT_EQ(state_->contextReferences[device], 0) << "the last test left a context retained";
    reset();
    state_->deviceCount = 2;
    state_->peerAccess = 1;
  }
  void TearDown() override {
    if (library_ == nullptr) return;
    // Whatever the test did, every buffer and context it opened is gone.
    for (int device = 0; device < GPUASM_FAKE_CUDA_TRANSFER_MAX_DEVICES; ++device) {
      EXPECT_EQ(state_->liveAllocations[device], 0) << "device " << device;
      EXPECT_EQ(state_->contextReferences[device], 0) << "device " << device;
    }
    EXPECT_EQ(state_->liveHostAllocations, 0);
    EXPECT_EQ(state_->foreignContextCalls, 0);
    dlclose(library_);
  }
  std::unique_ptr<Endpoint> open(unsigned index) {
    return openCudaEndpointFromLibrary(index, kFakeDriver);
  }
  TransferReport transfer(Endpoint& from, Endpoint& to, std::size_t bytes, Strategy strategy,
                          std::optional<std::size_t> block = std::nullopt) {
    TransferOptions options{.strategy = strategy, .blockBytes = block, .verify = true};
    TransferReport report = runTransfer(from, to, bytes, options);
    EXPECT_TRUE(report.verify && report.verify->equal)
        << from.name() << " -> " << to.name() << " " << strategyName(strategy) << " " << bytes;
    EXPECT_EQ(report.bytes, bytes);
    return report;
  }

  void* library_ = nullptr;
  GpuasmFakeCudaTransferState* state_ = nullptr;
};

TEST_F(CudaEndpointFake, NamesAndDescribesTheDeviceAndItsDriver) {
  auto endpoint = open(1);
  EXPECT_EQ(endpoint->name(), "cuda:1");
  EXPECT_EQ(endpoint->description(),
            std::string(GPUASM_FAKE_CUDA_TRANSFER_NAME) + " (CUDA device 1, driver API 12.4)");
  EXPECT_FALSE(endpoint->modelled());
  EXPECT_EQ(state_->contextReferences[1], 1);
  endpoint.reset();
  EXPECT_EQ(state_->contextReferences[1], 0);
}

TEST_F(CudaEndpointFake, HostToDeviceAndBackEveryIndirectStrategyOddSizes) {
  auto device = open(0);
  auto host = makeHostEndpoint();
  auto pinned = makePinnedHostEndpoint();
  for (std::size_t bytes : {std::size_t{1}, std::size_t{4095}, 3 * kMiB + 7}) {
    for (Strategy strategy : {Strategy::Sequential, Strategy::Concurrent}) {
      transfer(*host, *device, bytes, strategy);
      transfer(*device, *host, bytes, strategy);
      transfer(*pinned, *device, bytes, strategy, 100 * kKiB + 1);
      transfer(*device, *pinned, bytes, strategy, 100 * kKiB + 1);
    }
  }
  EXPECT_GT(state_->hostToDevice, 0);
  EXPECT_GT(state_->deviceToHost, 0);
  EXPECT_EQ(state_->deviceToDevice, 0);
  EXPECT_EQ(state_->peerCopies, 0);
}

TEST_F(CudaEndpointFake, PinnedStagingAndHostPinnedBuffersAreTheDriversOwnMemory) {
  // The driver DMAs straight only from memory it allocated (cuMemHostAlloc);
  // the fake counts the copies whose host side lies in such memory.
  auto device = open(0);
  auto host = makeHostEndpoint();
  auto pinned = makePinnedHostEndpoint(device.get());
  auto pinnedCopies = [&](Endpoint& from, Endpoint& to, TransferOptions options) {
    const int before = state_->pinnedHostCopies;
    const int copies = state_->hostToDevice + state_->deviceToHost;
    const TransferReport report = runTransfer(from, to, kMiB + 1, options);
    EXPECT_EQ(state_->liveHostAllocations, 0) << "the staging buffer is freed";
    return std::pair{state_->pinnedHostCopies - before,
                     state_->hostToDevice + state_->deviceToHost - copies};
  };
  // Concurrent stages through pinned memory (the seed's listing 6.3): 17
  // blocks of 64 KiB, every device copy from the driver's memory.
  TransferOptions concurrent{.strategy = Strategy::Concurrent, .blockBytes = 64 * kKiB};
  EXPECT_EQ(pinnedCopies(*host, *device, concurrent), (std::pair{17, 17}));
  EXPECT_EQ(pinnedCopies(*device, *host, concurrent), (std::pair{17, 17}));
  // Sequential stages through pageable memory unless told otherwise.
  TransferOptions sequential{.strategy = Strategy::Sequential};
  EXPECT_EQ(pinnedCopies(*host, *device, sequential), (std::pair{0, 1}));
  sequential.staging = HostMemory::Pinned;
  EXPECT_EQ(pinnedCopies(*host, *device, sequential), (std::pair{1, 1}));
  // Direct with a host side: nvbandwidth's pageable and pinned copies.
  TransferOptions direct{.strategy = Strategy::Direct};
  EXPECT_EQ(pinnedCopies(*host, *device, direct), (std::pair{0, 1}));
  EXPECT_EQ(pinnedCopies(*pinned, *device, direct), (std::pair{1, 1}));
  EXPECT_EQ(pinnedCopies(*device, *pinned, direct), (std::pair{1, 1}));
  EXPECT_EQ(pinned->description(),
            "host memory pinned by cuda:0's driver where it can, else by mlock");
}

TEST_F(CudaEndpointFake, ConcurrentCopiesEachBlockOnceEachWay) {
  auto from = open(0);
  auto to = open(1);
  const std::size_t bytes = kMiB + 3, block = 64 * kKiB;
  const std::size_t blocks = (bytes + block - 1) / block;  // 17, the last of 3 bytes
  TransferOptions options{.strategy = Strategy::Concurrent, .blockBytes = block};
  TransferReport report = runTransfer(*from, *to, bytes, options);
  EXPECT_EQ(report.blocks, blocks);
  // No verification: the driver saw the transfer's copies and nothing else.
  EXPECT_EQ(state_->deviceToHost, static_cast<int>(blocks));
  EXPECT_EQ(state_->hostToDevice, static_cast<int>(blocks));
}

TEST_F(CudaEndpointFake, DirectWithinOneDeviceIsOneDeviceToDeviceCopy) {
  auto from = open(0);
  auto to = open(0);
  EXPECT_EQ(from->directCopyBlocker(*to), "");
  transfer(*from, *to, 5 * kMiB + 1, Strategy::Direct);
  EXPECT_EQ(state_->deviceToDevice, 1);
  EXPECT_EQ(state_->peerCopies, 0);
  EXPECT_EQ(state_->peerEnables, 0);
}

TEST_F(CudaEndpointFake, DirectBetweenTwoDevicesIsAPeerCopyAfterEnablingPeerAccessOnce) {
  auto from = open(0);
  auto to = open(1);
  EXPECT_EQ(from->directCopyBlocker(*to), "");
  transfer(*from, *to, 3 * kMiB + 5, Strategy::Direct);
  transfer(*from, *to, 1, Strategy::Direct);
  EXPECT_EQ(state_->peerCopies, 2);
  EXPECT_EQ(state_->peerEnables, 1);
  EXPECT_EQ(state_->deviceToDevice, 0);
  // The other way enables the other context's access.
  transfer(*to, *from, 77, Strategy::Direct);
  EXPECT_EQ(state_->peerEnables, 2);
}

TEST_F(CudaEndpointFake, DevicesWithoutPeerAccessHaveNoDirectPathAndSaySo) {
  state_->peerAccess = 0;
  auto from = open(0);
  auto to = open(1);
  const std::string expected =
      "cuda:0 cannot reach cuda:1's memory (cuDeviceCanAccessPeer is 0: no peer-to-peer path "
      "over PCIe or NVLink between them); cuMemcpyPeer would stage the copy through host memory "
      "itself, which is the sequential and concurrent strategies' work";
  EXPECT_EQ(from->directCopyBlocker(*to), expected);
  EXPECT_EQ(messageOf<TransferUsageError>(
                [&] { runTransfer(*from, *to, kKiB, {.strategy = Strategy::Direct}); }),
            expected);
  // The indirect strategies still serve the pair.
  transfer(*from, *to, kMiB + 1, Strategy::Concurrent);
  auto host = makeHostEndpoint();
  EXPECT_EQ(from->directCopyBlocker(*host),
            "no direct path from cuda:0 to host (the CUDA driver copies directly only between "
            "CUDA device buffers)");
  EXPECT_EQ(host->directCopyBlocker(*from),
            "no direct path from host to cuda:0: host has no copy engine of its own");
}

TEST_F(CudaEndpointFake, AFailedCopyAbortsAConcurrentTransferNamesTheCallAndFreesBothBuffers) {
  state_->failCopyAt = 9;
  state_->failCopyResult = kCudaErrorUnknown;
  auto from = open(0);
  auto to = open(1);
  try {
    runTransfer(*from, *to, kMiB, {.strategy = Strategy::Concurrent, .blockBytes = 64 * kKiB});
    ADD_FAILURE() << "the transfer did not fail";
  } catch (const TransferAborted& aborted) {
    const std::string message = aborted.what();
    EXPECT_TRUE(message.find("failed: CUDA_ERROR_UNKNOWN (unknown error)") != std::string::npos)
        << message;
    EXPECT_TRUE(message.find("cuda:0: cuMemcpyDtoH failed") != std::string::npos ||
                message.find("cuda:1: cuMemcpyHtoD failed") != std::string::npos)
        << message;
    EXPECT_LT(aborted.blocksWritten, aborted.blocks);
  }
  EXPECT_EQ(state_->liveAllocations[0], 0);
  EXPECT_EQ(state_->liveAllocations[1], 0);
}

TEST_F(CudaEndpointFake, AFailedPeerCopyNamesTheCall) {
  state_->failCopyAt = 1;
  state_->failCopyResult = kCudaErrorUnknown;
  auto from = open(0);
  auto to = open(1);
  EXPECT_EQ(messageOf<TransferError>(
                [&] { runTransfer(*from, *to, kKiB, {.strategy = Strategy::Direct}); }),
            "cuda:0: cuMemcpyPeer to cuda:1 failed: CUDA_ERROR_UNKNOWN (unknown error)");
}

TEST_F(CudaEndpointFake, AnAllocationLargerThanTheDeviceIsATransferErrorNamingCuMemAlloc) {
  state_->deviceMemoryBytes = 2 * kMiB;
  auto device = open(0);
  auto host = makeHostEndpoint();
  EXPECT_EQ(messageOf<TransferError>(
                [&] { runTransfer(*host, *device, 3 * kMiB, {.strategy = Strategy::Sequential}); }),
            "cuda:0: cuMemAlloc of 3145728 bytes failed: CUDA_ERROR_OUT_OF_MEMORY (out of memory)");
  // Within one device, the second buffer of a direct copy does not fit.
  auto same = open(0);
  EXPECT_THROW(runTransfer(*device, *same, 1536 * kKiB, {.strategy = Strategy::Direct}),
               TransferError);
  transfer(*host, *device, 2 * kMiB, Strategy::Concurrent);
}

TEST_F(CudaEndpointFake, ADeviceThatDoesNotExistIsAUsageErrorSayingHowManyThereAre) {
  EXPECT_EQ(messageOf<TransferUsageError>([&] { open(99); }),
            "no CUDA device 99: there are 2 (0 to 1)");
  state_->deviceCount = 1;
  EXPECT_EQ(messageOf<TransferUsageError>([&] { open(1); }),
            "no CUDA device 1: there is 1 (0 to 0)");
}

TEST_F(CudaEndpointFake, NoGpuIsAUsageErrorSayingTheDriverFindsNone) {
  state_->deviceCount = 0;
  EXPECT_EQ(messageOf<TransferUsageError>([&] { open(0); }),
            "no CUDA device 0: the CUDA driver finds none (the NVIDIA driver did not start: cuInit "
            "failed: CUDA_ERROR_NO_DEVICE (no CUDA-capable device is detected))");
}

TEST_F(CudaEndpointFake, ABufferOutlivingItsEndpointStillFreesItsMemory) {
  auto endpoint = open(0);
  std::unique_ptr<EndpointBuffer> buffer = endpoint->allocate(kKiB);
  endpoint.reset();
  EXPECT_EQ(state_->liveAllocations[0], 1);
  EXPECT_EQ(state_->contextReferences[0], 1);
  buffer.reset();
  EXPECT_EQ(state_->liveAllocations[0], 0);
  EXPECT_EQ(state_->contextReferences[0], 0);
}

// On a real GPU through the installed driver.
class CudaGpuTransfer : public ::testing::Test {
 protected:
  void SetUp() override {
    try {
      gpu_ = openEndpoint("cuda:0");
    } catch (const TransferUsageError& error) {
      GTEST_SKIP() << "no CUDA device: " << error.what();
    } catch (const TransferError& error) {
      GTEST_SKIP() << "the CUDA driver does not serve a device: " << error.what();
    }
  }
  std::unique_ptr<Endpoint> gpu_;
};

TEST_F(CudaGpuTransfer, HostAndDeviceEveryStrategyVerified) {
  auto host = makeHostEndpoint();
  // The driver's pinned memory (cuMemHostAlloc): no RLIMIT_MEMLOCK applies.
  auto pinned = makePinnedHostEndpoint(gpu_.get());
  auto same = openEndpoint("cuda:0");
  for (std::size_t bytes : {std::size_t{1}, 1000 * kKiB + 3, 64 * kMiB + 1}) {
    for (Strategy strategy : {Strategy::Sequential, Strategy::Concurrent, Strategy::Direct}) {
      for (Endpoint* other : {host.get(), pinned.get()}) {
        for (auto [from, to] : {std::pair{other, gpu_.get()}, std::pair{gpu_.get(), other}}) {
          TransferReport report =
              runTransfer(*from, *to, bytes, {.strategy = strategy, .verify = true});
          EXPECT_TRUE(report.verify->equal) << from->name() << " -> " << to->name();
        }
      }
    }
    TransferReport report =
        runTransfer(*gpu_, *same, bytes, {.strategy = Strategy::Direct, .verify = true});
    EXPECT_TRUE(report.verify->equal);
  }
}

TEST_F(CudaGpuTransfer, TwoDevicesPeerCopyOrSayWhyNot) {
  std::unique_ptr<Endpoint> second;
  try {
    second = openEndpoint("cuda:1");
  } catch (const TransferUsageError& error) {
    GTEST_SKIP() << "one CUDA device only: " << error.what();
  }
  const std::string blocker = gpu_->directCopyBlocker(*second);
  if (!blocker.empty()) GTEST_SKIP() << blocker;
  TransferReport report =
      runTransfer(*gpu_, *second, 64 * kMiB + 1, {.strategy = Strategy::Direct, .verify = true});
  EXPECT_TRUE(report.verify->equal);
}

}  // namespace
