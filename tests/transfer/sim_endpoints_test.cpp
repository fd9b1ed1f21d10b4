// The simulated devices' memories as endpoints: "vc4" (a simulated VideoCore
// IV board's SDRAM, in mailbox allocations) and "demolicious" (a Demolicious
// machine's data memory of 16-bit words). Every strategy, sizes that are not
// multiples of the block, verified; the bytes land where the device's own
// programs read them (a bus address through the board's Memory, a data-memory
// word through the Demolicious host API), worked out by hand here; bad names
// and transfers too large for the device are usage errors saying why.
#include "transfer/sim_endpoints.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <numeric>
#include <string>
#include <vector>

#include "gpuasm/transfer/transfer.hpp"

namespace {

using namespace gpuasm::transfer;

constexpr std::size_t kKiB = 1024, kMiB = 1024 * 1024;

template <class Exception>
std::string messageOf(auto&& call) {
  try {
    call();
  } catch (const Exception& error) {
    return error.what();
  }
  return "(nothing thrown)";
}

void expectVerified(Endpoint& from, Endpoint& to, std::size_t bytes, Strategy strategy,
                    std::optional<std::size_t> block = std::nullopt) {
  TransferReport report =
      runTransfer(from, to, bytes, {.strategy = strategy, .blockBytes = block, .verify = true});
  ASSERT_TRUE(report.verify);
  EXPECT_TRUE(report.verify->equal)
      << from.name() << " -> " << to.name() << " " << strategyName(strategy) << " " << bytes
      << ": first "
      << "difference at " << report.verify->firstDifference.value_or(0);
  EXPECT_EQ(report.bytes, bytes);
  EXPECT_FALSE(report.modelled);
}

TEST(SimulatedEndpointNames, ParseTheTwoNamesAndRefuseAnIndex) {
  EXPECT_EQ(parseSimulatedDevice("vc4"), SimulatedDevice::Vc4);
  EXPECT_EQ(parseSimulatedDevice("demolicious"), SimulatedDevice::Demolicious);
  EXPECT_EQ(parseSimulatedDevice("vc4x"), std::nullopt);
  EXPECT_EQ(parseSimulatedDevice("host"), std::nullopt);
  EXPECT_EQ(messageOf<TransferUsageError>([] { openEndpoint("vc4:3"); }),
            "bad endpoint 'vc4:3': write vc4 (one simulated VideoCore IV board per transfer, with "
            "no index)");
  EXPECT_EQ(messageOf<TransferUsageError>([] { openEndpoints("host", "demolicious:0"); }),
            "bad endpoint 'demolicious:0': write demolicious (one simulated Demolicious machine "
            "per transfer, with no index)");
  EXPECT_EQ(messageOf<TransferUsageError>([] { openEndpoint("vc4x"); }),
            "unknown endpoint 'vc4x' (endpoints: host, host-pinned, opencl:P.D, cuda:N, vc4, "
            "demolicious, model:NAME)");
  // An empty name is no endpoint, on either side (a fuzzer's find: it once
  // left that side unopened).
  for (const auto& names : {std::pair<std::string, std::string>{"", "host-pinned"},
                            std::pair<std::string, std::string>{"host", ""}}) {
    EXPECT_EQ(messageOf<TransferUsageError>([&] { openEndpoints(names.first, names.second); }),
              "unknown endpoint '' (endpoints: host, host-pinned, opencl:P.D, cuda:N, vc4, "
              "demolicious, model:NAME)");
  }
  auto vc4 = openEndpoint("vc4");
  EXPECT_EQ(vc4->name(), "vc4");
  EXPECT_NE(vc4->description().find("simulated VideoCore IV"), std::string::npos);
  EXPECT_NE(vc4->description().find("not a Pi's"), std::string::npos);
  auto demolicious = openEndpoint("demolicious");
  EXPECT_EQ(demolicious->name(), "demolicious");
  EXPECT_NE(demolicious->description().find("1048576 words of 16 bits"), std::string::npos)
      << demolicious->description();
}

TEST(Vc4Endpoint, HostToBoardAndBackEveryIndirectStrategyOddSizes) {
  auto vc4 = openEndpoint("vc4");
  auto host = makeHostEndpoint();
  for (std::size_t bytes : {std::size_t{1}, std::size_t{4095}, kMiB + 3}) {
    for (Strategy strategy : {Strategy::Sequential, Strategy::Concurrent}) {
      expectVerified(*host, *vc4, bytes, strategy);
      expectVerified(*vc4, *host, bytes, strategy, 100 * kKiB + 1);
    }
  }
}

TEST(Vc4Endpoint, TwoNamesOfTheBoardShareItAndCopyDirectlyWithinIt) {
  EndpointPair pair = openEndpoints("vc4", "vc4");
  EXPECT_EQ(pair.from->directCopyBlocker(*pair.to), "");
  EXPECT_FALSE(pair.from->concurrentWith(*pair.to));
  for (Strategy strategy : {Strategy::Direct, Strategy::Sequential, Strategy::Concurrent})
    expectVerified(*pair.from, *pair.to, 3 * kMiB + 1, strategy, 256 * kKiB + 3);
  // Two boards opened apart share nothing.
  auto other = openEndpoint("vc4");
  EXPECT_EQ(pair.from->directCopyBlocker(*other),
            "no direct path from vc4 to vc4: the simulated board shares its memory with nothing "
            "else");
  EXPECT_TRUE(pair.from->concurrentWith(*other));
}

TEST(Vc4Endpoint, BytesLandAtTheBusAddressAQpuProgramIsHanded) {
  auto board = std::make_shared<Vc4Board>();
  auto vc4 = makeVc4Endpoint(board);
  auto host = makeHostEndpoint();
  constexpr std::size_t kBytes = 10;
  std::unique_ptr<EndpointBuffer> source = host->allocate(kBytes);
  std::unique_ptr<EndpointBuffer> onBoard = vc4->allocate(kBytes);
  const std::vector<std::byte> pattern = {
      std::byte{0x01}, std::byte{0x23}, std::byte{0x45}, std::byte{0x67}, std::byte{0x89},
      std::byte{0xab}, std::byte{0xcd}, std::byte{0xef}, std::byte{0x10}, std::byte{0x32}};
  source->write(0, pattern, HostMemory::Pageable);
  transferBuffers(*host, *source, *vc4, *onBoard, kBytes, {.strategy = Strategy::Concurrent});

  const std::optional<std::uint32_t> bus = vc4BusAddress(*onBoard);
  ASSERT_TRUE(bus);
  EXPECT_EQ(vc4BusAddress(*source), std::nullopt);
  // MEM_FLAG_DIRECT: the uncached 0xC alias; page aligned, above the firmware's 16 MiB.
  EXPECT_EQ(*bus & 0xC0000000u, 0xC0000000u);
  EXPECT_EQ(*bus % 4096, 0u);
  EXPECT_GE(*bus & 0x3FFFFFFFu, 0x1000000u);
  const std::uint8_t* mapped = board->device.memory().map(*bus, kBytes);
  ASSERT_NE(mapped, nullptr);
  for (std::size_t i = 0; i < kBytes; ++i)
    EXPECT_EQ(mapped[i], std::to_integer<std::uint8_t>(pattern[i])) << i;
  // What a QPU's TMU or VPM DMA reads there: little-endian words.
  std::uint32_t word = 0;
  ASSERT_TRUE(board->device.memory().read32(*bus + 4, word));
  EXPECT_EQ(word, 0xefcdab89u);
  // A word a QPU program stores comes out through the endpoint.
  ASSERT_TRUE(board->device.memory().write32(*bus, 0x04030201u));
  std::vector<std::byte> back(kBytes);
  onBoard->read(0, back, HostMemory::Pageable);
  EXPECT_EQ(back[0], std::byte{0x01});
  EXPECT_EQ(back[3], std::byte{0x04});
  EXPECT_EQ(back[4], std::byte{0x89});
  // Freed (unlocked and released) with the buffer: the address maps nothing.
  onBoard.reset();
  EXPECT_EQ(board->device.memory().map(*bus, 1), nullptr);
}

TEST(Vc4Endpoint, ATransferLargerThanTheBoardIsAUsageErrorSayingSo) {
  auto vc4 = openEndpoint("vc4");
  auto host = makeHostEndpoint();
  EXPECT_EQ(messageOf<TransferUsageError>([&] {
              // The board allocates first (the source), so no host memory is taken.
              runTransfer(*vc4, *host, std::size_t{2} << 30, {.strategy = Strategy::Sequential});
            }),
            "vc4: mem_alloc of 2147483648 bytes refused: the simulated board's SDRAM (a Pi 2's 1 "
            "GiB, less the firmware's first 16 MiB and the peripherals' last 16 MiB) has no room "
            "for it beside what is allocated");
}

TEST(DemoliciousEndpoint, HostToMachineAndBackEveryIndirectStrategyOddSizes) {
  auto demolicious = openEndpoint("demolicious");
  auto host = makeHostEndpoint();
  for (std::size_t bytes : {std::size_t{1}, std::size_t{3}, std::size_t{4095}, kMiB + 3}) {
    for (Strategy strategy : {Strategy::Sequential, Strategy::Concurrent}) {
      expectVerified(*host, *demolicious, bytes, strategy, 1001);
      expectVerified(*demolicious, *host, bytes, strategy);
    }
  }
  // The whole data memory, 2 MiB, is the largest transfer.
  expectVerified(*host, *demolicious, 2 * kMiB, Strategy::Concurrent);
}

TEST(DemoliciousEndpoint, BytesAreTheLittleEndianHalvesOfDataMemoryWords) {
  auto board = std::make_shared<DemoliciousBoard>();
  auto endpoint = makeDemoliciousEndpoint(board);
  std::unique_ptr<EndpointBuffer> first = endpoint->allocate(3);  // words 0 and 1
  std::unique_ptr<EndpointBuffer> buffer = endpoint->allocate(6);
  ASSERT_EQ(demoliciousWordAddress(*first), 0u);
  const std::uint32_t word = demoliciousWordAddress(*buffer).value();
  EXPECT_EQ(word, 2u);  // the 3 bytes took two whole words
  board->host.write_word(word, 0xa5a5);
  board->host.write_word(word + 1, 0xa5a5);
  board->host.write_word(word + 2, 0xa5a5);
  const std::vector<std::byte> bytes = {std::byte{0x11}, std::byte{0x22}, std::byte{0x33}};
  // From byte offset 1: the high half of the first word, then both halves of the next.
  buffer->write(1, bytes, HostMemory::Pageable);
  EXPECT_EQ(board->host.read_word(word), 0x11a5);
  EXPECT_EQ(board->host.read_word(word + 1), 0x3322);
  EXPECT_EQ(board->host.read_word(word + 2), 0xa5a5);
  // A kernel's store read back from an odd offset and an odd length.
  board->host.write_word(word + 2, 0xbeef);
  std::vector<std::byte> back(3);
  buffer->read(3, back, HostMemory::Pageable);
  EXPECT_EQ(back[0], std::byte{0x33});
  EXPECT_EQ(back[1], std::byte{0xef});
  EXPECT_EQ(back[2], std::byte{0xbe});
  // The space of a freed buffer is used again, first fit.
  first.reset();
  EXPECT_EQ(demoliciousWordAddress(*endpoint->allocate(4)), 0u);
}

TEST(DemoliciousEndpoint, DirectWithinTheMachineCopiesOddLengthsAndKeepsTheNextByte) {
  EndpointPair pair = openEndpoints("demolicious", "demolicious");
  EXPECT_EQ(pair.from->directCopyBlocker(*pair.to), "");
  for (std::size_t bytes : {std::size_t{1}, std::size_t{5}, kMiB - 1})
    for (Strategy strategy : {Strategy::Direct, Strategy::Concurrent})
      expectVerified(*pair.from, *pair.to, bytes, strategy, 4097);

  auto board = std::make_shared<DemoliciousBoard>();
  auto endpoint = makeDemoliciousEndpoint(board);
  auto same = makeDemoliciousEndpoint(board);
  std::unique_ptr<EndpointBuffer> from = endpoint->allocate(3);
  std::unique_ptr<EndpointBuffer> to = endpoint->allocate(4);
  const std::uint32_t fromWord = *demoliciousWordAddress(*from),
                      toWord = *demoliciousWordAddress(*to);
  board->host.write_word(fromWord, 0x2211);
  board->host.write_word(fromWord + 1, 0x4433);
  board->host.write_word(toWord, 0);
  board->host.write_word(toWord + 1, 0x9900);
  endpoint->copyDirect(*from, *same, *to, 3);
  EXPECT_EQ(board->host.read_word(toWord), 0x2211);
  EXPECT_EQ(board->host.read_word(toWord + 1), 0x9933);  // byte 3 is not the copy's
}

TEST(DemoliciousEndpoint, TransfersLargerThanTheDataMemoryAreUsageErrorsSayingItsSize) {
  auto demolicious = openEndpoint("demolicious");
  auto host = makeHostEndpoint();
  EXPECT_EQ(messageOf<TransferUsageError>([&] {
              runTransfer(*host, *demolicious, 2 * kMiB + 1, {.strategy = Strategy::Sequential});
            }),
            "demolicious: 2097153 bytes do not fit in the data memory, which holds 2097152 bytes "
            "(1048576 words of 16 bits)");
  // Within the machine both buffers must fit.
  auto board = std::make_shared<DemoliciousBoard>();
  auto endpoint = makeDemoliciousEndpoint(board);
  auto same = makeDemoliciousEndpoint(board);
  EXPECT_EQ(messageOf<TransferUsageError>([&] {
              runTransfer(*endpoint, *same, 1536 * kKiB, {.strategy = Strategy::Direct});
            }),
            "demolicious: no room for 1572864 bytes in the data memory (2097152 bytes, 1572864 of "
            "them held by this transfer's other buffer)");
  // The first buffer was given back when the second failed.
  EXPECT_TRUE(board->allocations.empty());
}

TEST(SimulatedEndpoints, NoDirectPathBetweenDifferentDevicesAndEachSaysWhy) {
  auto vc4 = openEndpoint("vc4");
  auto demolicious = openEndpoint("demolicious");
  auto host = makeHostEndpoint();
  EXPECT_EQ(vc4->directCopyBlocker(*demolicious),
            "no direct path from vc4 to demolicious: the simulated board shares its memory with "
            "nothing else");
  EXPECT_EQ(demolicious->directCopyBlocker(*host),
            "no direct path from demolicious to host: the simulated machine's data memory is "
            "reached only through its MCU's bus");
  EXPECT_THROW(runTransfer(*vc4, *demolicious, kKiB, {.strategy = Strategy::Direct}),
               TransferUsageError);
  for (Strategy strategy : {Strategy::Sequential, Strategy::Concurrent}) {
    expectVerified(*vc4, *demolicious, 999 * kKiB + 1, strategy);
    expectVerified(*demolicious, *vc4, 999 * kKiB + 1, strategy);
  }
}

}  // namespace
