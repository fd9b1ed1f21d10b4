// The strategies on host memory and on scripted endpoints: every strategy
// and size verified, the seed's block rule, the max-plus composition of the
// concurrent schedule (hand-derived), the modelled time taking over from the
// wall clock, and a failure or a timeout in either thread stopping the other,
// freeing the buffers and saying what happened.
#include <gtest/gtest.h>

#include <algorithm>
#include <thread>

#include "gpuasm/transfer/transfer.hpp"
#include "transfer/test_endpoints.hpp"

namespace {

using namespace gpuasm::transfer;
using transfer_test::ScriptedBehaviour;
using transfer_test::ScriptedEndpoint;

constexpr std::size_t kKiB = 1024, kMiB = 1024 * 1024;

TEST(TransferBlockRule, SeedRuleHalvesUpTo1MiBQuartersUpTo8MiBEighthsAbove) {
  EXPECT_EQ(seedBlockBytes(1), 1u);
  EXPECT_EQ(seedBlockBytes(2), 1u);
  EXPECT_EQ(seedBlockBytes(4095), 2048u);  // rounded up: 2 blocks, the last 2047 bytes
  EXPECT_EQ(seedBlockBytes(4 * kKiB), 2 * kKiB);
  EXPECT_EQ(seedBlockBytes(1 * kMiB), 512 * kKiB);
  EXPECT_EQ(seedBlockBytes(1 * kMiB + 3), (1 * kMiB + 3 + 3) / 4);
  EXPECT_EQ(seedBlockBytes(2 * kMiB), 512 * kKiB);
  EXPECT_EQ(seedBlockBytes(8 * kMiB), 2 * kMiB);
  EXPECT_EQ(seedBlockBytes(16 * kMiB), 2 * kMiB);
  EXPECT_EQ(seedBlockBytes(256 * kMiB), 32 * kMiB);
}

TEST(TransferSizes, ParsesPowersOf1024AndRejectsTheRestNamingThem) {
  EXPECT_EQ(parseSize("1"), 1u);
  EXPECT_EQ(parseSize("4095"), 4095u);
  EXPECT_EQ(parseSize("4K"), 4096u);
  EXPECT_EQ(parseSize("64m"), 64 * kMiB);
  EXPECT_EQ(parseSize("1G"), 1024 * kMiB);
  for (const char* bad : {"", "0", "K", "-1", "1.5M", "12Q", "1KB", "99999999999999999999"}) {
    try {
      parseSize(bad);
      ADD_FAILURE() << "accepted '" << bad << "'";
    } catch (const TransferUsageError& e) {
      EXPECT_NE(std::string(e.what()).find(std::string("'") + bad + "'"), std::string::npos)
          << e.what();
    }
  }
}

TEST(TransferComposition, ConcurrentPipelineInMaxPlusFormAsDerivedByHand) {
  // Reads of 1 s, writes of 2 s, two slots: read ends 1, 2, 4 (block 2
  // waits for block 0's slot, written at 3); writes end 3, 5, 7.
  const std::vector<double> reads{1, 1, 1}, writes{2, 2, 2};
  EXPECT_DOUBLE_EQ(composeConcurrent(reads, writes, 2), 7.0);
  // One slot serialises everything: the sequential sum, 9.
  EXPECT_DOUBLE_EQ(composeConcurrent(reads, writes, 1), 9.0);
  // Enough slots: the reader never waits; the writer is the bottleneck, 1 + 3 * 2.
  EXPECT_DOUBLE_EQ(composeConcurrent(reads, writes, 3), 7.0);
  // Fast writer: the reads set the pace, plus the last write: 3 * 2 + 1.
  EXPECT_DOUBLE_EQ(composeConcurrent(writes, reads, 2), 7.0);
  EXPECT_DOUBLE_EQ(composeConcurrent({}, {}, 2), 0.0);
}

TEST(TransferComposition, SeveralReadersOrWritersAsDerivedByHand) {
  // Two readers (blocks 0, 2 and 1, 3), one writer, three slots; reads of
  // 2 s, writes of 1 s. Reads end 2, 2, 4 (block 0's reader free at 2), 5
  // (block 0's slot is written at 3); writes end 3, 4, 5, 6.
  const std::vector<double> slow{2, 2, 2, 2}, fast{1, 1, 1, 1};
  EXPECT_DOUBLE_EQ(composeConcurrent(slow, fast, 3, 2, 1), 6.0);
  // One reader: reads end 2, 4, 6, 8 and the last write 9.
  EXPECT_DOUBLE_EQ(composeConcurrent(slow, fast, 3, 1, 1), 9.0);
  // One reader of 1 s, two writers of 2 s: reads end 1, 2, 3, 4 (block 3's
  // slot frees at 3); writes end 3, 4, 5 (block 0's writer), 6.
  EXPECT_DOUBLE_EQ(composeConcurrent(fast, slow, 3, 1, 2), 6.0);
}

TEST(TransferThreads, HostSidesCopyWithSeveralThreadsAndDeviceSidesWithOne) {
  auto host = makeHostEndpoint(), pinned = makePinnedHostEndpoint(nullptr);
  ScriptedEndpoint device(ScriptedBehaviour{.name = "device"});
  CopyThreads t = copyThreads(*host, *pinned, {.copyThreads = 3});
  EXPECT_EQ(t.readers, 3u);
  EXPECT_EQ(t.writers, 3u);
  t = copyThreads(*host, device, {.copyThreads = 3});
  EXPECT_EQ(t.readers, 3u);
  EXPECT_EQ(t.writers, 1u);
  t = copyThreads(device, *host, {});
  EXPECT_EQ(t.readers, 1u);
  EXPECT_EQ(t.writers, std::clamp(std::thread::hardware_concurrency(), 1u, kMaxCopyThreads));
  // Both sides host memory: in place, every thread both reads and writes;
  // with staging asked for, the cores shared between readers and writers.
  const unsigned cores = std::clamp(std::thread::hardware_concurrency(), 1u, kMaxCopyThreads);
  t = copyThreads(*host, *pinned, {});
  EXPECT_EQ(t.readers, cores);
  EXPECT_EQ(t.writers, cores);
  t = copyThreads(*host, *pinned, {.staging = HostMemory::Pinned});
  EXPECT_EQ(t.readers, std::max(1u, cores / 2));
  try {
    copyThreads(device, device, {.copyThreads = 2});
    ADD_FAILURE() << "threads between two devices";
  } catch (const TransferUsageError& e) {
    EXPECT_NE(std::string(e.what()).find("--threads 2: neither device nor device is host memory"),
              std::string::npos)
        << e.what();
  }
  EXPECT_THROW(copyThreads(*host, *pinned, {.copyThreads = kMaxCopyThreads + 1}),
               TransferUsageError);
  EXPECT_THROW(runTransfer(*host, *pinned, 100, {.strategy = Strategy::Direct, .copyThreads = 2}),
               TransferUsageError);
}

// Three readers and three writers over 4 KiB blocks of an odd size: every
// byte arrives, the last short block too.
TEST(TransferThreads, SeveralCopyThreadsMoveEveryByte) {
  auto host = makeHostEndpoint(), pinned = makePinnedHostEndpoint(nullptr);
  const std::size_t bytes = kMiB + 123;
  TransferReport report = runTransfer(
      *host, *pinned, bytes,
      {.strategy = Strategy::Concurrent, .blockBytes = 4096, .copyThreads = 3, .verify = true});
  ASSERT_TRUE(report.verify);
  EXPECT_TRUE(report.verify->equal);
  EXPECT_EQ(report.readers, 3u);
  EXPECT_EQ(report.writers, 3u);
  EXPECT_EQ(report.blocks, (bytes + 4095) / 4096);
}

// Host to host: no staging, each of three threads copies every third block
// from the source's bytes to the destination's; asked for, staging comes back.
TEST(TransferInPlace, HostMemoriesAreCopiedInPlaceUnlessStagingIsAskedFor) {
  auto host = makeHostEndpoint(), pinned = makePinnedHostEndpoint(nullptr);
  EXPECT_TRUE(host->inPlace());
  ScriptedEndpoint device(ScriptedBehaviour{.name = "device"});
  EXPECT_FALSE(device.inPlace());
  const std::size_t bytes = 5 * 4096 + 17;
  TransferReport report = runTransfer(
      *host, *host, bytes,
      {.strategy = Strategy::Concurrent, .blockBytes = 4096, .copyThreads = 3, .verify = true});
  EXPECT_TRUE(report.inPlace);
  EXPECT_FALSE(report.stagingPinned);
  EXPECT_EQ(report.blocks, 6u);
  EXPECT_EQ(report.readers, 3u);
  EXPECT_EQ(report.writers, 3u);
  ASSERT_TRUE(report.verify);
  EXPECT_TRUE(report.verify->equal);
  EXPECT_GT(report.composedSeconds, 0.0);
  EXPECT_LE(report.composedSeconds, report.measuredSeconds);

  report = runTransfer(*host, *host, bytes,
                       {.strategy = Strategy::Concurrent,
                        .blockBytes = 4096,
                        .staging = HostMemory::Pageable,
                        .copyThreads = 1,
                        .verify = true});
  EXPECT_FALSE(report.inPlace);
  EXPECT_EQ(report.readers, 1u);
  EXPECT_TRUE(report.verify->equal);
  // A device side is staged.
  device.resetCounts();
  report =
      runTransfer(*host, device, bytes, {.strategy = Strategy::Concurrent, .blockBytes = 4096});
  EXPECT_FALSE(report.inPlace);
  EXPECT_EQ(device.counters.writes, 6u);
}

// A failure in one of four reader threads stops them all and the writer.
TEST(TransferThreads, OneReaderFailingStopsEveryThread) {
  ScriptedEndpoint from(
      ScriptedBehaviour{.name = "host-like", .failReadAt = 7, .hostMemory = HostMemory::Pageable});
  ScriptedEndpoint to(ScriptedBehaviour{.name = "destination"});
  try {
    runTransfer(from, to, 64 * 100,
                {.strategy = Strategy::Concurrent, .blockBytes = 100, .copyThreads = 4});
    FAIL() << "the injected failure was not reported";
  } catch (const TransferAborted& e) {
    EXPECT_NE(std::string(e.what()).find("from host-like failed: injected read failure"),
              std::string::npos)
        << e.what();
    EXPECT_LT(e.blocksWritten, 64u);
  }
  EXPECT_LT(from.counters.reads, 64u);
  EXPECT_EQ(from.counters.liveBuffers + to.counters.liveBuffers, 0u);
}

TEST(TransferComposition, ModelledEndpointsTimeIsTheComposedOneAlongEachSchedule) {
  ScriptedBehaviour fpga{.name = "model-a", .modelled = true, .modelledReadSeconds = 0.5};
  ScriptedBehaviour gpu{.name = "model-b", .modelled = true, .modelledWriteSeconds = 1.0};
  ScriptedEndpoint from(fpga), to(gpu);
  TransferOptions options{.strategy = Strategy::Sequential, .verify = true};
  TransferReport sequential = runTransfer(from, to, 4000, options);
  EXPECT_TRUE(sequential.modelled);
  EXPECT_DOUBLE_EQ(sequential.seconds(), 1.5);
  EXPECT_DOUBLE_EQ(sequential.bandwidthMBs(), 4000 / 1.5 / 1e6);
  ASSERT_TRUE(sequential.verify);
  EXPECT_TRUE(sequential.verify->equal);

  // Four blocks: reads end 0.5, 1.0, 2.0, 3.0; writes end 1.5, 2.5, 3.5, 4.5.
  options.strategy = Strategy::Concurrent;
  options.blockBytes = 1000;
  TransferReport concurrent = runTransfer(from, to, 4000, options);
  EXPECT_EQ(concurrent.blocks, 4u);
  EXPECT_DOUBLE_EQ(concurrent.seconds(), 4.5);
  EXPECT_TRUE(concurrent.verify->equal);

  // Endpoints that cannot run at the same time: the sum, 4 * 0.5 + 4 * 1.
  ScriptedBehaviour shared = gpu;
  shared.concurrent = false;
  ScriptedEndpoint serial(shared);
  EXPECT_DOUBLE_EQ(runTransfer(from, serial, 4000, options).seconds(), 6.0);
}

TEST(TransferComposition, RealEndpointsTimeIsTheWallClock) {
  auto from = makeHostEndpoint(), to = makeHostEndpoint();
  TransferReport report = runTransfer(*from, *to, 1 * kMiB, {.strategy = Strategy::Concurrent});
  EXPECT_FALSE(report.modelled);
  EXPECT_EQ(report.seconds(), report.measuredSeconds);
  EXPECT_GT(report.measuredSeconds, 0.0);
  EXPECT_GT(report.composedSeconds, 0.0);
}

struct HostCase {
  bool fromPinned, toPinned;
  Strategy strategy;
  std::optional<std::size_t> block;
  std::size_t bytes;
};

class HostTransfer : public ::testing::TestWithParam<HostCase> {};

TEST_P(HostTransfer, ArrivesByteForByte) {
  const HostCase& c = GetParam();
  auto from = c.fromPinned ? makePinnedHostEndpoint() : makeHostEndpoint();
  auto to = c.toPinned ? makePinnedHostEndpoint() : makeHostEndpoint();
  TransferOptions options{.strategy = c.strategy, .blockBytes = c.block, .verify = true};
  TransferReport report;
  try {
    report = runTransfer(*from, *to, c.bytes, options);
  } catch (const TransferError& e) {
    // Pinning beyond RLIMIT_MEMLOCK is the platform's refusal, said as such.
    ASSERT_NE(std::string(e.what()).find("RLIMIT_MEMLOCK"), std::string::npos) << e.what();
    GTEST_SKIP() << e.what();
  }
  ASSERT_TRUE(report.verify);
  EXPECT_TRUE(report.verify->equal) << "first difference at " << *report.verify->firstDifference;
  EXPECT_EQ(report.bytes, c.bytes);
  const std::size_t block =
      c.strategy == Strategy::Sequential
          ? c.bytes
          : std::min(c.block.value_or(autoBlockBytes(*from, *to, c.bytes)), c.bytes);
  EXPECT_EQ(report.blockBytes, block);
  EXPECT_EQ(report.blocks, (c.bytes + block - 1) / block);
}

std::vector<HostCase> hostCases() {
  std::vector<HostCase> cases;
  for (std::size_t bytes : {std::size_t{1}, std::size_t{4095}, kMiB + 3, 64 * kMiB}) {
    for (auto [fromPinned, toPinned] : {std::pair{false, true}, std::pair{true, false}}) {
      cases.push_back({fromPinned, toPinned, Strategy::Sequential, std::nullopt, bytes});
      cases.push_back({fromPinned, toPinned, Strategy::Concurrent, std::nullopt, bytes});
      // A block that divides none of the sizes.
      cases.push_back({fromPinned, toPinned, Strategy::Concurrent, 1000, bytes});
    }
  }
  return cases;
}

INSTANTIATE_TEST_SUITE_P(EveryStrategyAndSize, HostTransfer, ::testing::ValuesIn(hostCases()),
                         [](const ::testing::TestParamInfo<HostCase>& info) {
                           const HostCase& c = info.param;
                           return std::string(c.fromPinned ? "Pinned" : "Host") + "To" +
                                  (c.toPinned ? "Pinned" : "Host") + "_" +
                                  std::string(strategyName(c.strategy)) +
                                  (c.block ? "_block" + std::to_string(*c.block) : "_auto") + "_" +
                                  std::to_string(c.bytes) + "bytes";
                         });

TEST(TransferStrategies, DirectWithAHostSideIsTheOtherSidesOwnCopyOfTheHostBuffer) {
  // Host-direct: the destination writes the host buffer itself (here a
  // memcpy), with no staging buffer between.
  auto from = makeHostEndpoint(), to = makePinnedHostEndpoint();
  TransferReport report =
      runTransfer(*from, *to, 100'003, {.strategy = Strategy::Direct, .verify = true});
  EXPECT_TRUE(report.verify->equal);
  EXPECT_EQ(report.blocks, 1u);
  // The device side is told the host buffer's kind: a scripted endpoint
  // counts one write, of the whole buffer.
  transfer_test::ScriptedEndpoint device({.name = "device"});
  auto host = makeHostEndpoint();
  report = runTransfer(*host, device, 4096, {.strategy = Strategy::Direct});
  EXPECT_EQ(device.counters.writes, 1u);
  EXPECT_EQ(device.counters.reads, 0u);
  report = runTransfer(device, *host, 4096, {.strategy = Strategy::Direct});
  EXPECT_EQ(device.counters.reads, 1u);
  // Between two device endpoints without a path it is still refused.
  transfer_test::ScriptedEndpoint other({.name = "other"});
  try {
    runTransfer(device, other, 100, {.strategy = Strategy::Direct});
    FAIL() << "direct device -> other was accepted";
  } catch (const TransferUsageError& e) {
    EXPECT_STREQ(e.what(),
                 "no direct path from device to other: device has no copy engine of its own");
  }
}

TEST(TransferBlockRule, AutoKeepsTheStagingRingOfRealEndpointsInTheCache) {
  // Host memory: a 1 us call, 10 GB/s. sqrt(n a r) with the 20 us hand-off
  // asks for 16 MiB blocks at 1 GiB; real endpoints get 4 MiB at most, a
  // power-of-two count of them (256).
  const auto host = makeHostEndpoint();
  const auto pinned = makePinnedHostEndpoint();
  EXPECT_EQ(autoBlockBytes(*host, *pinned, std::size_t{1} << 30), std::size_t{4} << 20);
  EXPECT_EQ(autoBlockBytes(*host, *pinned, std::size_t{256} << 20), std::size_t{4} << 20);
  // One byte more: 64 blocks would be a byte over 4 MiB, so 128 blocks of
  // 2 MiB + 1 byte, rounded up to whole pages.
  EXPECT_EQ(autoBlockBytes(*host, *pinned, (std::size_t{256} << 20) + 1),
            (std::size_t{2} << 20) + 4096);
  // Small transfers keep the formula's answer: 64 KiB is one block.
  EXPECT_EQ(autoBlockBytes(*host, *pinned, 64 << 10), std::size_t{64} << 10);
}

TEST(TransferStrategies, BlockOfZeroBytesIsAUsageError) {
  auto from = makeHostEndpoint(), to = makeHostEndpoint();
  EXPECT_THROW(runTransfer(*from, *to, 100, {.strategy = Strategy::Concurrent, .blockBytes = 0}),
               TransferUsageError);
}

TEST(TransferAbort, WriterFailingOnItsThirdBlockStopsTheReaderAndFreesTheBuffers) {
  ScriptedEndpoint from(ScriptedBehaviour{.name = "source"});
  ScriptedEndpoint to(ScriptedBehaviour{.name = "failing-writer", .failWriteAt = 3});
  try {
    runTransfer(from, to, 64 * 100, {.strategy = Strategy::Concurrent, .blockBytes = 100});
    FAIL() << "the injected failure was not reported";
  } catch (const TransferAborted& e) {
    EXPECT_NE(std::string(e.what()).find(
                  "writing block 3 of 64 to failing-writer failed: injected write failure"),
              std::string::npos)
        << e.what();
    EXPECT_EQ(e.blocksWritten, 2u);
    // The reader may fill the two ring slots past the last written block, no more.
    EXPECT_LE(e.blocksRead, 2u + 2u);
    EXPECT_EQ(e.blocks, 64u);
  }
  EXPECT_LE(from.counters.reads, 4u);
  EXPECT_EQ(from.counters.liveBuffers, 0u);
  EXPECT_EQ(to.counters.liveBuffers, 0u);
}

TEST(TransferAbort, ReaderFailingOnItsFifthBlockStopsTheWriter) {
  ScriptedEndpoint from(ScriptedBehaviour{.name = "failing-reader", .failReadAt = 5});
  ScriptedEndpoint to(ScriptedBehaviour{.name = "destination"});
  try {
    runTransfer(from, to, 6400, {.strategy = Strategy::Concurrent, .blockBytes = 100});
    FAIL() << "the injected failure was not reported";
  } catch (const TransferAborted& e) {
    EXPECT_NE(std::string(e.what()).find(
                  "reading block 5 of 64 from failing-reader failed: injected read failure"),
              std::string::npos)
        << e.what();
    EXPECT_EQ(e.blocksRead, 4u);
    EXPECT_LE(e.blocksWritten, 4u);
  }
  EXPECT_LE(to.counters.writes, 4u);
  EXPECT_EQ(from.counters.liveBuffers + to.counters.liveBuffers, 0u);
}

TEST(TransferAbort, AReaderSlowerThanTheTimeoutEndsTheTransferInsteadOfHanging) {
  ScriptedEndpoint from(
      ScriptedBehaviour{.name = "stuck-reader", .readDelay = std::chrono::milliseconds(300)});
  ScriptedEndpoint to(ScriptedBehaviour{.name = "destination"});
  const auto start = std::chrono::steady_clock::now();
  try {
    runTransfer(from, to, 400,
                {.strategy = Strategy::Concurrent,
                 .blockBytes = 100,
                 .waitTimeout = std::chrono::milliseconds(50)});
    FAIL() << "the timeout was not reported";
  } catch (const TransferAborted& e) {
    EXPECT_NE(std::string(e.what()).find(
                  "the writer (destination) waited 0.05 s for the reader (stuck-reader)"),
              std::string::npos)
        << e.what();
    EXPECT_EQ(e.blocksWritten, 0u);
  }
  // The reader finishes the block it is in (300 ms) and stops: no further block.
  EXPECT_EQ(from.counters.reads, 1u);
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5));
}

TEST(TransferVerify, ReportsTheFirstDifferingByte) {
  // A destination that drops every write to its second block.
  class Lossy final : public Endpoint {
   public:
    std::string name() const override { return "lossy"; }
    std::unique_ptr<EndpointBuffer> allocate(std::size_t bytes) override {
      struct Buffer final : EndpointBuffer {
        explicit Buffer(std::size_t n) : bytes(n) {}
        std::size_t size() const override { return bytes.size(); }
        double read(std::size_t offset, std::span<std::byte> out, HostMemory) override {
          std::memcpy(out.data(), bytes.data() + offset, out.size());
          return 0;
        }
        double write(std::size_t offset, std::span<const std::byte> in, HostMemory) override {
          if (offset != 100) std::memcpy(bytes.data() + offset, in.data(), in.size());
          return 0;
        }
        std::vector<std::byte> bytes;
      };
      return std::make_unique<Buffer>(bytes);
    }
  };
  auto from = makeHostEndpoint();
  Lossy to;
  TransferReport report = runTransfer(
      *from, to, 300, {.strategy = Strategy::Concurrent, .blockBytes = 100, .verify = true});
  ASSERT_TRUE(report.verify);
  EXPECT_FALSE(report.verify->equal);
  // Bytes 100..199 stayed zero; the first of them that the pattern does not make zero.
  ASSERT_TRUE(report.verify->firstDifference);
  EXPECT_GE(*report.verify->firstDifference, 100u);
  EXPECT_LT(*report.verify->firstDifference, 110u);
  EXPECT_EQ(report.verify->actual, 0u);
  EXPECT_NE(report.verify->expected, 0u);
}

}  // namespace

// Pinned staging is the memory an endpoint's driver pins for itself
// (Endpoint::allocatePinnedHost: cuMemHostAlloc, an OpenCL runtime's mapped
// CL_MEM_ALLOC_HOST_PTR buffer), whichever side supplies it: every block the
// device side copies comes from or goes to it, and it is freed with the
// transfer. 4500 bytes in blocks of 1000 are 5 blocks.
TEST(TransferStaging, PinnedStagingIsTheMemoryTheDevicesDriverSupplies) {
  const ScriptedBehaviour host{.name = "host-like", .hostMemory = HostMemory::Pageable};
  const ScriptedBehaviour device{.name = "device",
                                 .pinnedHost = ScriptedBehaviour::PinnedHost::Supply};
  const TransferOptions options{
      .strategy = Strategy::Concurrent, .blockBytes = 1000, .copyThreads = 2, .verify = true};
  {
    ScriptedEndpoint from(host), to(device);
    TransferReport report = runTransfer(from, to, 4500, options);
    EXPECT_TRUE(report.verify->equal);
    EXPECT_TRUE(report.stagingPinned);
    EXPECT_EQ(report.stagingMemory, "device's scripted driver");
    EXPECT_EQ(to.counters.pinnedAllocations, 1u);
    EXPECT_EQ(to.counters.pinnedCopies, 5u);  // each of the 5 writes, none of the fill's
    EXPECT_EQ(to.counters.livePinned, 0u);
  }
  {
    ScriptedEndpoint from(device), to(host);
    TransferReport report = runTransfer(from, to, 4500, options);
    EXPECT_TRUE(report.verify->equal);
    EXPECT_EQ(report.stagingMemory, "device's scripted driver");
    EXPECT_EQ(from.counters.pinnedCopies, 5u);  // each of the 5 reads, none of the comparison's
    EXPECT_EQ(from.counters.livePinned, 0u);
  }
  {
    // Sequential asked for pinned staging: one read into it, one write out of it.
    ScriptedEndpoint from(device), to(device);
    TransferReport report = runTransfer(
        from, to, 4500,
        {.strategy = Strategy::Sequential, .staging = HostMemory::Pinned, .verify = true});
    EXPECT_TRUE(report.verify->equal);
    EXPECT_EQ(from.counters.pinnedAllocations, 1u);  // the source's driver, the first asked
    EXPECT_EQ(to.counters.pinnedAllocations, 0u);
    EXPECT_EQ(from.counters.pinnedCopies, 1u);
    EXPECT_EQ(to.counters.pinnedCopies, 0u);  // inside the source's block, not its own
  }
  {
    // Pageable staging asks no driver for pinned memory.
    ScriptedEndpoint from(host), to(device);
    TransferReport report = runTransfer(
        from, to, 4500,
        {.strategy = Strategy::Concurrent, .blockBytes = 1000, .staging = HostMemory::Pageable});
    EXPECT_FALSE(report.stagingPinned);
    EXPECT_EQ(report.stagingMemory, "pageable");
    EXPECT_EQ(to.counters.pinnedAllocations, 0u);
  }
  {
    // `--staging mlock`: memory of our own, locked, though the driver has an allocator.
    ScriptedEndpoint from(host), to(device);
    TransferOptions mlocked = options;
    mlocked.stagingFromDriver = false;
    TransferReport report = runTransfer(from, to, 4500, mlocked);
    EXPECT_TRUE(report.verify->equal);
    EXPECT_EQ(to.counters.pinnedAllocations, 0u);
    EXPECT_EQ(to.counters.pinnedCopies, 0u);
    // 3 slots of 1000 bytes lock one page, within any RLIMIT_MEMLOCK.
    EXPECT_EQ(report.stagingMemory, "mlock");
  }
}

TEST(TransferStaging, ADriverRefusingPinnedMemoryFailsTheTransferWithItsMessage) {
  ScriptedEndpoint from(ScriptedBehaviour{.name = "host-like", .hostMemory = HostMemory::Pageable});
  ScriptedEndpoint to(
      ScriptedBehaviour{.name = "device", .pinnedHost = ScriptedBehaviour::PinnedHost::Refuse});
  try {
    runTransfer(from, to, 4500, {.strategy = Strategy::Concurrent, .blockBytes = 1000});
    FAIL() << "the refused allocation was not reported";
  } catch (const TransferError& e) {
    EXPECT_TRUE(std::string(e.what()).starts_with("device: the driver refused ")) << e.what();
    EXPECT_NE(std::string(e.what()).find(" bytes of pinned host memory"), std::string::npos);
  }
  EXPECT_EQ(from.counters.liveBuffers + to.counters.liveBuffers, 0u);
  EXPECT_EQ(from.counters.reads + to.counters.writes, 0u);  // refused before any block moved
}
