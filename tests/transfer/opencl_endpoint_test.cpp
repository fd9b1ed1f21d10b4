// Transfers through the OpenCL ICD loader on PoCL's CPU devices: host <->
// device and device <-> device, every strategy the pair allows, sizes from 1
// byte to 64 MiB (not multiples of the block), verified byte for byte.
//
// PoCL offers two devices when POCL_DEVICES="pthread pthread"; the variable
// is set here, in the test process, by a static initialiser (before main, so
// before any OpenCL call: PoCL reads it once, when the ICD loader first
// enumerates the platforms). Setting it in the ctest environment instead
// would leave a plain `gpuasm-tests --gtest_filter=...` run with one device.
// Tests skip, saying why, where no PoCL platform is installed.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <vector>

#include "gpuasm/transfer/transfer.hpp"

namespace {

using namespace gpuasm::transfer;

const bool kTwoPoclDevices = [] {
  ::setenv("POCL_DEVICES", "pthread pthread", 1);
  return true;
}();

constexpr std::size_t kMiB = 1024 * 1024;

// The PoCL platform's index ("opencl:P."), or nullopt: a machine with a GPU
// driver may list its platform first.
std::optional<unsigned> poclPlatform() {
  for (unsigned platform = 0; platform < 8; ++platform) {
    try {
      auto endpoint = openEndpoint("opencl:" + std::to_string(platform) + ".0");
      if (endpoint->description().find("Portable Computing Language") != std::string::npos)
        return platform;
    } catch (const TransferUsageError&) {
      return std::nullopt;  // no platform of that index: no more to look at
    }
  }
  return std::nullopt;
}

#define REQUIRE_POCL(platform)                                                 \
  const std::optional<unsigned> platform = poclPlatform();                     \
  if (!platform)                                                               \
  GTEST_SKIP() << "no PoCL OpenCL platform (scripts/install-deps.sh installs " \
                  "pocl-opencl-icd); kTwoPoclDevices="                         \
               << kTwoPoclDevices

std::string device(unsigned platform, unsigned index) {
  return "opencl:" + std::to_string(platform) + "." + std::to_string(index);
}

struct OpenClCase {
  std::string from, to;  // "host", "host-pinned", or "dev0" / "dev1" (PoCL devices)
  Strategy strategy;
  std::optional<std::size_t> block;
  std::size_t bytes;
  // Concurrent: staging asked for (PoCL's devices are otherwise copied in place).
  std::optional<HostMemory> staging = std::nullopt;
};

class OpenClTransfer : public ::testing::TestWithParam<OpenClCase> {};

TEST_P(OpenClTransfer, ArrivesByteForByte) {
  REQUIRE_POCL(platform);
  const OpenClCase& c = GetParam();
  auto endpointName = [&](const std::string& name) {
    return name == "dev0" ? device(*platform, 0) : name == "dev1" ? device(*platform, 1) : name;
  };
  EndpointPair pair = openEndpoints(endpointName(c.from), endpointName(c.to));
  TransferOptions options{
      .strategy = c.strategy, .blockBytes = c.block, .staging = c.staging, .verify = true};
  TransferReport report = runTransfer(*pair.from, *pair.to, c.bytes, options);
  ASSERT_TRUE(report.verify);
  EXPECT_TRUE(report.verify->equal) << "first difference at " << *report.verify->firstDifference;
  EXPECT_EQ(report.bytes, c.bytes);
  EXPECT_EQ(report.from, endpointName(c.from));
  EXPECT_EQ(report.to, endpointName(c.to));
  EXPECT_GT(report.bandwidthMBs(), 0.0);
}

std::vector<OpenClCase> openClCases() {
  std::vector<OpenClCase> cases;
  const std::pair<const char*, const char*> pairs[] = {
      {"host", "dev0"},        {"dev1", "host"}, {"host-pinned", "dev1"},
      {"dev0", "host-pinned"}, {"dev0", "dev1"}, {"dev1", "dev0"}};
  for (std::size_t bytes : {std::size_t{1}, std::size_t{4095}, kMiB + 3, 64 * kMiB}) {
    for (auto [from, to] : pairs) {
      // Pinned host pairs at the small sizes only: their large cases are
      // the pageable ones' with mlock, which the host tests cover.
      if ((std::string(from) == "host-pinned" || std::string(to) == "host-pinned") &&
          bytes > kMiB + 3)
        continue;
      cases.push_back({from, to, Strategy::Sequential, std::nullopt, bytes});
      cases.push_back({from, to, Strategy::Concurrent, std::nullopt, bytes});
      cases.push_back({from, to, Strategy::Concurrent, 3 * kMiB + 1, bytes});
      cases.push_back({from, to, Strategy::Concurrent, 3 * kMiB + 1, bytes, HostMemory::Pinned});
      // Direct everywhere: between the devices clEnqueueCopyBuffer, with a
      // host side the device's own read or write of the host buffer.
      cases.push_back({from, to, Strategy::Direct, std::nullopt, bytes});
    }
  }
  return cases;
}

std::string caseName(const ::testing::TestParamInfo<OpenClCase>& info) {
  const OpenClCase& c = info.param;
  auto part = [](const std::string& name) {
    return name == "host-pinned" ? std::string("Pinned") : name == "host" ? "Host" : name;
  };
  return part(c.from) + "To" + part(c.to) + "_" + std::string(strategyName(c.strategy)) +
         (c.block ? "_block" + std::to_string(*c.block) : "_auto") + "_" + std::to_string(c.bytes) +
         "bytes" + (c.staging ? "_staged" : "");
}

INSTANTIATE_TEST_SUITE_P(EveryStrategyAndSize, OpenClTransfer, ::testing::ValuesIn(openClCases()),
                         caseName);

// 1 GB (10^9 bytes, under PoCL's 1 GiB largest allocation) device to
// device, every strategy: about 3 GB of host memory at its peak (PoCL's
// buffers are host memory; sequential stages all of it), 8 s in release and
// 13 s under ASan on the 2-core CI host, under the 20 s that would put it
// out of the default run.
TEST(OpenClTransferLarge, OneGigabyteDeviceToDeviceEveryStrategy) {
  REQUIRE_POCL(platform);
  EndpointPair pair = openEndpoints(device(*platform, 0), device(*platform, 1));
  for (Strategy strategy : {Strategy::Sequential, Strategy::Concurrent, Strategy::Direct}) {
    TransferReport report =
        runTransfer(*pair.from, *pair.to, 1'000'000'000, {.strategy = strategy, .verify = true});
    EXPECT_TRUE(report.verify->equal) << strategyName(strategy);
    std::printf("1 GB %s: %.3f s, %.0f MB/s\n", std::string(strategyName(strategy)).c_str(),
                report.seconds(), report.bandwidthMBs());
  }
}

// PoCL's CPU devices are host memory (CL_DEVICE_HOST_UNIFIED_MEMORY): the
// concurrent strategy maps their buffers and copies in place with several
// threads, host to device and device to device; staging only when asked for.
TEST(OpenClEndpoints, PoclDevicesAreCopiedInPlaceByEveryThread) {
  REQUIRE_POCL(platform);
  EndpointPair pair = openEndpoints(device(*platform, 0), device(*platform, 1));
  EXPECT_TRUE(pair.from->inPlace());
  const std::size_t bytes = 3 * kMiB + 5;
  TransferReport report = runTransfer(
      *pair.from, *pair.to, bytes,
      {.strategy = Strategy::Concurrent, .blockBytes = kMiB, .copyThreads = 2, .verify = true});
  EXPECT_TRUE(report.inPlace);
  EXPECT_EQ(report.blocks, 4u);
  EXPECT_EQ(report.readers, 2u);
  ASSERT_TRUE(report.verify);
  EXPECT_TRUE(report.verify->equal) << "first difference at " << *report.verify->firstDifference;
  auto host = makeHostEndpoint();
  report = runTransfer(*host, *pair.to, bytes,
                       {.strategy = Strategy::Concurrent, .copyThreads = 3, .verify = true});
  EXPECT_TRUE(report.inPlace);
  EXPECT_EQ(report.writers, 3u);
  EXPECT_TRUE(report.verify->equal);
  report = runTransfer(*pair.from, *host, bytes,
                       {.strategy = Strategy::Concurrent,
                        .staging = HostMemory::Pinned,
                        .copyThreads = 1,
                        .verify = true});
  EXPECT_FALSE(report.inPlace);
  EXPECT_TRUE(report.verify->equal);
}

// Pinned staging beside an OpenCL device is the runtime's own pinned memory
// (a CL_MEM_ALLOC_HOST_PTR buffer, mapped), not mlock'd memory the runtime
// would copy through its bounce buffers: forced here with --staging pinned,
// since PoCL's devices are otherwise copied in place.
TEST(OpenClEndpoints, PinnedStagingIsTheRuntimesMappedAllocHostPtrBuffer) {
  REQUIRE_POCL(platform);
  const std::string runtime0 = device(*platform, 0) + "'s runtime (CL_MEM_ALLOC_HOST_PTR, mapped)";
  const std::size_t bytes = 3 * kMiB + 5;
  const TransferOptions pinned{.strategy = Strategy::Concurrent,
                               .blockBytes = kMiB,
                               .staging = HostMemory::Pinned,
                               .copyThreads = 2,
                               .verify = true};
  EndpointPair pair = openEndpoints("host", device(*platform, 0));
  TransferReport report = runTransfer(*pair.from, *pair.to, bytes, pinned);
  EXPECT_FALSE(report.inPlace);
  EXPECT_TRUE(report.stagingPinned);
  EXPECT_EQ(report.stagingMemory, runtime0);
  EXPECT_EQ(report.readers, 2u);
  EXPECT_TRUE(report.verify->equal) << "first difference at " << *report.verify->firstDifference;
  report = runTransfer(*pair.to, *pair.from, bytes, pinned);
  EXPECT_EQ(report.stagingMemory, runtime0);
  EXPECT_EQ(report.writers, 2u);
  EXPECT_TRUE(report.verify->equal);
  // Device to device: the source's runtime pins it; one thread a side.
  EndpointPair devices = openEndpoints(device(*platform, 0), device(*platform, 1));
  report = runTransfer(*devices.from, *devices.to, bytes,
                       {.strategy = Strategy::Concurrent,
                        .blockBytes = kMiB,
                        .staging = HostMemory::Pinned,
                        .verify = true});
  EXPECT_EQ(report.stagingMemory, runtime0);
  EXPECT_TRUE(report.verify->equal);
  report = runTransfer(
      *devices.from, *devices.to, bytes,
      {.strategy = Strategy::Sequential, .staging = HostMemory::Pinned, .verify = true});
  EXPECT_EQ(report.stagingMemory, runtime0);
  EXPECT_TRUE(report.verify->equal);
  // Asked for mlock: our own locked memory (pageable where RLIMIT_MEMLOCK refuses it).
  TransferOptions mlocked = pinned;
  mlocked.stagingFromDriver = false;
  report = runTransfer(*pair.from, *pair.to, bytes, mlocked);
  EXPECT_TRUE(report.stagingMemory == "mlock" || report.stagingMemory == "pageable")
      << report.stagingMemory;
  EXPECT_TRUE(report.verify->equal);
  // The seed's sequential staging stays pageable.
  report = runTransfer(*devices.from, *devices.to, bytes, {.strategy = Strategy::Sequential});
  EXPECT_EQ(report.stagingMemory, "pageable");
}

// The runtime's pinned memory itself: the bytes it hands out are where a
// write to a device buffer reads them from, and host-pinned buffers beside
// an OpenCL device are such memory too (a direct copy from them is then the
// runtime's pinned copy, as nvbandwidth's pinned test is CUDA's).
TEST(OpenClEndpoints, TheRuntimesPinnedMemoryCarriesBytesToTheDeviceAndBack) {
  REQUIRE_POCL(platform);
  EndpointPair pair = openEndpoints("host-pinned", device(*platform, 0));
  std::unique_ptr<DriverPinnedMemory> memory = pair.to->allocatePinnedHost(4097);
  ASSERT_TRUE(memory);
  ASSERT_EQ(memory->bytes().size(), 4097u);
  for (std::size_t i = 0; i < 4097; ++i) memory->bytes()[i] = std::byte(i * 7 + 1);
  std::unique_ptr<EndpointBuffer> buffer = pair.to->allocate(4097);
  buffer->write(0, memory->bytes(), HostMemory::Pinned);
  std::vector<std::byte> back(4097);
  buffer->read(0, back, HostMemory::Pageable);
  for (std::size_t i = 0; i < 4097; ++i) ASSERT_EQ(back[i], std::byte(i * 7 + 1)) << "byte " << i;
  EXPECT_NE(pair.from->description().find(device(*platform, 0) + "'s driver"), std::string::npos)
      << pair.from->description();
  TransferReport report =
      runTransfer(*pair.from, *pair.to, kMiB + 3, {.strategy = Strategy::Direct, .verify = true});
  EXPECT_TRUE(report.verify->equal);
}

// More than the device's largest allocation is refused by the runtime with a
// message naming the limit and what to do, before anything is mapped.
TEST(OpenClEndpoints, PinnedMemoryLargerThanTheDevicesLargestAllocationIsRefusedSayingSo) {
  REQUIRE_POCL(platform);
  auto endpoint = openEndpoint(device(*platform, 0));
  const std::size_t tooLarge = (std::size_t{1} << 40) + 1;
  try {
    endpoint->allocatePinnedHost(tooLarge);
    FAIL() << "1 TiB of pinned memory was handed out";
  } catch (const TransferError& e) {
    const std::string message = e.what();
    EXPECT_TRUE(message.starts_with(device(*platform, 0) + ": clCreateBuffer of 1099511627777 "
                                                           "bytes of pinned host memory "
                                                           "(CL_MEM_ALLOC_HOST_PTR) refused: the "
                                                           "device's largest allocation is "))
        << message;
    EXPECT_NE(message.find("(CL_DEVICE_MAX_MEM_ALLOC_SIZE); a smaller block, or pageable staging "
                           "(--staging pageable)"),
              std::string::npos)
        << message;
  }
}

TEST(OpenClEndpoints, DirectWithHostIsTheDevicesOwnCopyNotAnOpenClCopy) {
  // The strategy serves a host side itself (EndpointBuffer::hostBytes); the
  // endpoints' own copy still covers only OpenCL buffers.
  REQUIRE_POCL(platform);
  EndpointPair pair = openEndpoints("host", device(*platform, 0));
  EXPECT_EQ(pair.to->directCopyBlocker(*pair.from),
            "no direct path from " + device(*platform, 0) +
                " to host (OpenCL copies only between its own buffers)");
  TransferReport report =
      runTransfer(*pair.from, *pair.to, kMiB + 3, {.strategy = Strategy::Direct, .verify = true});
  EXPECT_TRUE(report.verify->equal);
  EXPECT_FALSE(report.modelled);
}

TEST(OpenClEndpoints, DevicesOpenedSeparatelyHaveNoSharedContextForADirectCopy) {
  REQUIRE_POCL(platform);
  auto first = openEndpoint(device(*platform, 0));
  auto second = openEndpoint(device(*platform, 1));
  EXPECT_NE(first->directCopyBlocker(*second).find("no context holds both"), std::string::npos);
  EndpointPair together = openEndpoints(device(*platform, 0), device(*platform, 1));
  EXPECT_EQ(together.from->directCopyBlocker(*together.to), "");
}

TEST(OpenClEndpoints, MissingDevicesAndPlatformsAreUsageErrorsSayingWhatThereIs) {
  REQUIRE_POCL(platform);
  try {
    openEndpoint(device(*platform, 7));
    FAIL() << "device 7 was accepted";
  } catch (const TransferUsageError& e) {
    EXPECT_NE(std::string(e.what()).find("no OpenCL device 7 on platform"), std::string::npos);
    EXPECT_NE(std::string(e.what()).find("it has 2 devices (0 to 1)"), std::string::npos)
        << e.what();
  }
  EXPECT_THROW(openEndpoint("opencl:99.0"), TransferUsageError);
  for (const char* bad : {"opencl:", "opencl:0", "opencl:0.", "opencl:x.0", "opencl:0.0.0"})
    EXPECT_THROW(openEndpoint(bad), TransferUsageError) << bad;
}

}  // namespace
