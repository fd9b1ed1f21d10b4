// The modelled PCIe devices against every figure seed 004 states in its text
// (/work/shared/reference/seeds/004_*, sections 2.4 and 7.1-7.4), each within
// 10 % unless the seed's own wording is looser. Each test quotes the sentence
// it holds. docs/transfer.md ("The model") says which of these figures calibrate the
// model (fitted) and which the model then predicts.
#include "transfer/pcie_model.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

#include "transfer/seed_figures.hpp"

namespace gpuasm::transfer {
namespace {

using namespace seed_figures;

// Figures 7.1 and 7.3 leave out the first transfer (which pins): the steady
// state is the second of two transfers to the same GPU buffer.
double steadyDirectSeconds(const PcieDeviceModel& fpga, const PcieDeviceModel& gpu,
                           std::uint64_t bytes) {
  PinCache cache(gpu.pinning);
  directTransferSeconds(fpga, gpu, bytes, 0, cache);
  return directTransferSeconds(fpga, gpu, bytes, 0, cache);
}

// The four RDMA versions of section 5.3 / figure 7.1.
struct RdmaVersion {
  std::uint64_t descriptorBytes;
  std::uint32_t descriptorsInFlight;
  bool lazyUnpinning;
};
constexpr RdmaVersion kBasic{4 * kKiB, 1, false};
constexpr RdmaVersion kLargeDescriptors{512 * kKiB, 1, false};
constexpr RdmaVersion kMultipleDescriptors{512 * kKiB, 128, false};

double rdmaPeak(RdmaVersion version, std::uint64_t largest = 128 * kMiB) {
  PcieDeviceModel fpga = fpgaPreset();
  PcieDeviceModel gpu = gpuPreset();
  fpga.dma.descriptorBytes = version.descriptorBytes;
  fpga.dma.descriptorsInFlight = version.descriptorsInFlight;
  gpu.pinning.lazyUnpinning = version.lazyUnpinning;
  return peakMegabytesPerSecond(seedSizes(4 * kKiB, largest),
                                [&](std::uint64_t n) { return steadyDirectSeconds(fpga, gpu, n); });
}

double sequentialMBps(const PcieDeviceModel& from, const PcieDeviceModel& to, std::uint64_t n) {
  return megabytesPerSecond(n, sequentialIndirectSeconds(from, to, seedHostPreset(), n));
}

double concurrentMBps(const PcieDeviceModel& from, const PcieDeviceModel& to, std::uint64_t n,
                      std::uint64_t blockBytes) {
  return megabytesPerSecond(n,
                            concurrentIndirectSeconds(from, to, seedHostPreset(), n, blockBytes));
}

// --- section 2.4 and transfers.md: the link ------------------------------------------

TEST(PcieModelLink, Gen2RawBandwidthMatchesSeedTable) {
  // Seed 2.4: "x1 500 MBytes/second, x8 4 GBytes/second, x32 16 GBytes/second"
  // (PCIe 2.0, 5 GT/s, 8b/10b).
  EXPECT_DOUBLE_EQ(linkRawBytesPerSecond(PcieLink{.generation = 2, .lanes = 1}), 500e6);
  EXPECT_DOUBLE_EQ(linkRawBytesPerSecond(PcieLink{.generation = 2, .lanes = 8}), 4e9);
  EXPECT_DOUBLE_EQ(linkRawBytesPerSecond(PcieLink{.generation = 2, .lanes = 32}), 16e9);
}

TEST(PcieModelLink, Gen3To5RawBandwidthMatchesTransfersReference) {
  // transfers.md: "15.75 / 31.5 / 63 GB/s for Gen3 / Gen4 / Gen5 x16, 128b/130b encoding".
  EXPECT_NEAR(linkRawBytesPerSecond(PcieLink{.generation = 3, .lanes = 16}), 15.75e9, 0.01e9);
  EXPECT_NEAR(linkRawBytesPerSecond(PcieLink{.generation = 4, .lanes = 16}), 31.5e9, 0.02e9);
  EXPECT_NEAR(linkRawBytesPerSecond(PcieLink{.generation = 5, .lanes = 16}), 63.0e9, 0.05e9);
  EXPECT_EQ(linkRawBytesPerSecond(PcieLink{.generation = 6, .lanes = 16}), 0);
}

TEST(PcieModelLink, TlpAndDllpOverheadsComeOffTheRawRate) {
  // 128-byte payloads behind 24 bytes of TLP overhead, 5 % DLLPs:
  // 8 GB/s x 128/152 x 0.95 for Gen2 x16.
  const PcieLink link{.generation = 2, .lanes = 16};
  EXPECT_NEAR(linkEffectiveBytesPerSecond(link), 8e9 * 128.0 / 152.0 * 0.95, 1e3);
}

TEST(PcieModelLink, SeedDevicesAreBoundByTheirEnginesNotTheirLinks) {
  // Seed 7.1 measures 550-1950 MB/s on links of 4-8 GB/s: neither preset's
  // engine comes near its link, so the link parameters set no seed figure.
  for (const PcieDeviceModel& device : {fpgaPreset(), gpuPreset()}) {
    const double link = linkEffectiveBytesPerSecond(device.link);
    EXPECT_LT(device.dma.writeBytesPerSecond, link / 2) << device.name;
    EXPECT_LT(device.dma.readBytesPerSecond, link / 2) << device.name;
  }
}

// --- table 7.1: host bandwidths ----------------------------------------------------------

TEST(PcieModelSeed, Table71HostBandwidths) {
  // Table 7.1: "Measured bandwidth to CPU 750 MB/s 1930 MB/s; Measured
  // bandwidth from CPU 550 MB/s 1950 MB/s" (FPGA, GPU).
  const HostModel host = seedHostPreset();
  const PcieDeviceModel fpga = fpgaPreset();
  const PcieDeviceModel gpu = gpuPreset();
  const std::uint64_t n = 256 * kMiB;
  auto mbps = [&](const PcieDeviceModel& device, CopyDirection direction, HostMemory memory) {
    return megabytesPerSecond(n, hostCopySeconds(device, host, direction, memory, n));
  };
  expectWithin(mbps(fpga, CopyDirection::DeviceToHost, HostMemory::Pageable), 750);
  expectWithin(mbps(fpga, CopyDirection::HostToDevice, HostMemory::Pageable), 550);
  expectWithin(mbps(gpu, CopyDirection::DeviceToHost, HostMemory::Pinned), 1930);
  expectWithin(mbps(gpu, CopyDirection::HostToDevice, HostMemory::Pinned), 1950);
}

// --- section 7.2: RDMA optimisations -------------------------------------------------------

TEST(PcieModelSeed, Section72BasicVersion170) {
  // 7.2: "A maximum bandwidth of only 170 MB/s has been measured, which is
  // even slower than the sequential indirect transfer method."
  const double basic = rdmaPeak(kBasic);
  expectWithin(basic, 170);
  EXPECT_LT(basic, sequentialMBps(fpgaPreset(), gpuPreset(), 128 * kMiB));
}

TEST(PcieModelSeed, Section72LargeDescriptors580) {
  // 7.2: "raising the bandwidth to ca. 580 MB/s for large transfers with
  // 512KB descriptor sizes."
  expectWithin(rdmaPeak(kLargeDescriptors), 580);
}

TEST(PcieModelSeed, Section72MultipleDescriptors610) {
  // 7.2: "The multiple descriptors optimization raises the maximum measured
  // bandwidth to ca. 610 MB/s ... only 2 descriptors at a time ... due to the small ATT."
  expectWithin(rdmaPeak(kMultipleDescriptors), 610);
  EXPECT_EQ(effectiveDescriptorsInFlight(fpgaPreset().dma), 2u);
}

TEST(PcieModelSeed, Section72LazyUnpinningGainIsRoughlyConstant) {
  // 7.2: "Lazy unpinning contributes a roughly constant performance gain,
  // independent of the transfer size."
  PcieDeviceModel fpga = fpgaPreset();
  PcieDeviceModel eager = gpuPreset();
  eager.pinning.lazyUnpinning = false;
  const PcieDeviceModel lazy = gpuPreset();
  std::vector<double> gains;
  for (std::uint64_t n : seedSizes(1 * kMiB, 128 * kMiB)) {
    gains.push_back(steadyDirectSeconds(fpga, eager, n) / steadyDirectSeconds(fpga, lazy, n));
  }
  const auto [least, most] = std::minmax_element(gains.begin(), gains.end());
  EXPECT_GT(*least, 1.10);
  EXPECT_LT(*most / *least, 1.10);
}

TEST(PcieModelSeed, Section53PinningTakesSeveralMilliseconds) {
  // 5.3.2: "Pinning GPU memory pages with the function nvidia_p2p_get_pages
  // is an expensive operation that may take several milliseconds".
  const PinModel pin = gpuPreset().pinning;
  const double seconds = pinSeconds(pin, pin.pinBlockBytes);
  EXPECT_GT(seconds, 1e-3);
  EXPECT_LT(seconds, 10e-3);
}

// --- section 7.3: block size for concurrent indirect ----------------------------------------

// Bandwidth of the concurrent strategy with blocks of 1/2, 1/4 and 1/8 of the transfer.
std::array<double, 3> fractionBandwidths(const PcieDeviceModel& from, const PcieDeviceModel& to,
                                         std::uint64_t n) {
  return {concurrentMBps(from, to, n, n / 2), concurrentMBps(from, to, n, n / 4),
          concurrentMBps(from, to, n, n / 8)};
}

TEST(PcieModelSeed, Section73FpgaToGpuSmallTransfersWantHalf) {
  // 7.3: "for small transfers the synchronization costs are rather large and
  // a blocks of one half of the overall size should be chosen."
  for (std::uint64_t n : seedSizes(64 * kKiB, 1 * kMiB)) {
    const auto bw = fractionBandwidths(fpgaPreset(), gpuPreset(), n);
    EXPECT_GT(bw[0], bw[1]) << n;
    EXPECT_GT(bw[0], bw[2]) << n;
  }
}

TEST(PcieModelSeed, Section73FpgaToGpuLargeTransfersWantEighth) {
  // 7.3: "Large transfers seem to benefit from smaller block sizes of ca. one
  // eighth of the overall size".
  for (std::uint64_t n : seedSizes(16 * kMiB, 256 * kMiB)) {
    const auto bw = fractionBandwidths(fpgaPreset(), gpuPreset(), n);
    EXPECT_GT(bw[2], bw[1]) << n;
    EXPECT_GT(bw[2], bw[0]) << n;
  }
}

TEST(PcieModelSeed, Section73GpuToFpgaQuarterIsAnOverallGoodChoice) {
  // 7.3: "For the direction from the GPU to the FPGA, a block size of one
  // fourth of the transfer size seems to be an overall good choice." Read as:
  // from 1 MB to 256 MB, 1/4 stays within 5 % of the best of the three
  // fractions, and neither 1/2 nor 1/8 does.
  std::array<double, 3> worstShortfall{};
  for (std::uint64_t n : seedSizes(1 * kMiB, 256 * kMiB)) {
    const auto bw = fractionBandwidths(gpuPreset(), fpgaPreset(), n);
    const double best = *std::max_element(bw.begin(), bw.end());
    for (std::size_t i = 0; i < bw.size(); ++i) {
      worstShortfall[i] = std::max(worstShortfall[i], 1.0 - bw[i] / best);
    }
  }
  EXPECT_LT(worstShortfall[1], 0.05);
  EXPECT_GT(worstShortfall[0], 0.05);
  EXPECT_GT(worstShortfall[2], 0.05);
}

// --- section 7.4: the three strategies ----------------------------------------------------------

double directPeak() {
  return peakMegabytesPerSecond(seedSizes(), [](std::uint64_t n) {
    return steadyDirectSeconds(fpgaPreset(), gpuPreset(), n);
  });
}

double concurrentPeak(const PcieDeviceModel& from, const PcieDeviceModel& to) {
  return peakMegabytesPerSecond(seedSizes(), [&](std::uint64_t n) {
    return concurrentIndirectSeconds(from, to, seedHostPreset(), n, seedBlockBytes(n));
  });
}

TEST(PcieModelSeed, Section74DirectPeaksAt740) {
  // 7.4: "the direct transfer method is indeed the fastest of the three
  // methods, peaking at 740MB/s."
  const double direct = directPeak();
  expectWithin(direct, 740);
  EXPECT_GT(direct, concurrentPeak(fpgaPreset(), gpuPreset()));
  // 7.4: the CPU-FPGA bandwidth "can be regarded as an upper limit".
  const std::uint64_t n = 256 * kMiB;
  EXPECT_LE(direct, megabytesPerSecond(
                        n, hostCopySeconds(fpgaPreset(), seedHostPreset(),
                                           CopyDirection::DeviceToHost, HostMemory::Pageable, n)));
}

TEST(PcieModelSeed, Section74ConcurrentFpgaToGpu730) {
  // 7.4: "For large transfers the concurrent indirect approach performs almost
  // as well with a speed of up to 730MB/s."
  expectWithin(concurrentPeak(fpgaPreset(), gpuPreset()), 730);
}

TEST(PcieModelSeed, Section74ConcurrentFpgaToGpuSpeedup28To30Percent) {
  // 7.4: "This results in a speed-up of ca 30% and 28% compared with the
  // indirect transfers." Held at the large sizes (64-256 MB), the gain within
  // 3 points (10 % of 29 %) of 28-30 %.
  for (std::uint64_t n : seedSizes(64 * kMiB, 256 * kMiB)) {
    const double gain = concurrentMBps(fpgaPreset(), gpuPreset(), n, seedBlockBytes(n)) /
                            sequentialMBps(fpgaPreset(), gpuPreset(), n) -
                        1.0;
    EXPECT_GT(gain, 0.28 - 0.03) << n;
    EXPECT_LT(gain, 0.30 + 0.03) << n;
  }
}

TEST(PcieModelSeed, Section74ConcurrentGpuToFpga525AndSpeedup39Percent) {
  // 7.4: "For the direction from the GPU to the FPGA ... this is even the best
  // solution, with a bandwidth of ca 525MB/s and a speed-up of ca 39%."
  expectWithin(concurrentPeak(gpuPreset(), fpgaPreset()), 525);
  const std::uint64_t n = 256 * kMiB;
  const double gain = concurrentMBps(gpuPreset(), fpgaPreset(), n, seedBlockBytes(n)) /
                          sequentialMBps(gpuPreset(), fpgaPreset(), n) -
                      1.0;
  EXPECT_NEAR(gain, 0.39, 0.039);
}

TEST(PcieModelSeed, Section74DirectDropsAfter192MBFromThePinLimit) {
  // 7.4: "The bandwidth of the direct method deteriorates after the 192MB
  // transfer size mark. This is due to the limitation of the graphics card
  // not being able to pin more than ca. 200MB at a time."
  auto mbps = [](std::uint64_t n) {
    return megabytesPerSecond(n, steadyDirectSeconds(fpgaPreset(), gpuPreset(), n));
  };
  EXPECT_NEAR(mbps(192 * kMiB), mbps(128 * kMiB), mbps(128 * kMiB) * 0.01);
  EXPECT_LT(mbps(256 * kMiB), mbps(192 * kMiB) * 0.95);
  EXPECT_LT(mbps(512 * kMiB), mbps(192 * kMiB) * 0.95);
}

TEST(PcieModelSeed, AssumedGpuCallLatencyMovesNoSeedFigure) {
  // gpuPreset's 10 us per call is an assumption: the seed's figures move by
  // under 1 % anywhere between 0 and 50 us.
  auto figures = [](double gpuLatency) {
    PcieDeviceModel gpu = gpuPreset();
    gpu.perTransferSeconds = gpuLatency;
    const std::uint64_t n = 256 * kMiB;
    return std::array<double, 3>{concurrentMBps(fpgaPreset(), gpu, n, seedBlockBytes(n)),
                                 concurrentMBps(gpu, fpgaPreset(), n, seedBlockBytes(n)),
                                 sequentialMBps(gpu, fpgaPreset(), n)};
  };
  const auto base = figures(10e-6);
  for (double latency : {0.0, 50e-6}) {
    const auto moved = figures(latency);
    for (std::size_t i = 0; i < base.size(); ++i) EXPECT_NEAR(moved[i], base[i], base[i] * 0.01);
  }
}

TEST(PcieModelSeed, ModelBestBlockAgreesWithTheSeedRuleFrom1To16MB) {
  // 7.4's rule (1/2 to 1 MB, 1/4 to 8 MB, 1/8 from 16 MB) is what the model
  // itself picks at 1, 4 and 16 MB, both directions (the 1/2 -> 1/4 switch is
  // fitted, the rest predicted). Below 512 KB the model prefers not to split
  // at all, and at 256 MB it prefers blocks smaller than 1/8.
  const HostModel host = seedHostPreset();
  for (const auto& [from, to] :
       {std::pair{fpgaPreset(), gpuPreset()}, std::pair{gpuPreset(), fpgaPreset()}}) {
    for (std::uint64_t n : {1 * kMiB, 4 * kMiB, 16 * kMiB}) {
      EXPECT_EQ(modelBestBlockBytes(from, to, host, n), seedBlockBytes(n)) << from.name << " " << n;
    }
    EXPECT_EQ(modelBestBlockBytes(from, to, host, 256 * kKiB), 256 * kKiB) << from.name;
    EXPECT_LT(modelBestBlockBytes(from, to, host, 256 * kMiB), 32 * kMiB) << from.name;
  }
}

// --- the model's own mechanics
// --------------------------------------------------------------------

TEST(PcieModelMechanics, PipelineIsMaxPlus) {
  // Hand-derived: stage 1 finishes blocks at 1, 4, 5; stage 2 starts block 0
  // at 1 (ends 3), block 1 at 4 (ends 6), block 2 at 6 (ends 8).
  const std::array<double, 3> first{1, 3, 1};
  const std::array<double, 3> second{2, 2, 2};
  EXPECT_DOUBLE_EQ(pipelineSeconds(first, second), 8);
}

TEST(PcieModelMechanics, ConcurrentClosedFormMatchesPipelineWithShortLastBlock) {
  const PcieDeviceModel fpga = fpgaPreset();
  const PcieDeviceModel gpu = gpuPreset();
  const HostModel host = seedHostPreset();
  const std::uint64_t n = 10 * kMiB + 12345;
  const std::uint64_t block = 3 * kMiB;
  std::vector<double> reads;
  std::vector<double> writes;
  for (std::uint64_t offset = 0; offset < n; offset += block) {
    const std::uint64_t len = std::min(block, n - offset);
    reads.push_back(
        hostCopySeconds(fpga, host, CopyDirection::DeviceToHost, HostMemory::Pinned, len));
    writes.push_back(
        hostCopySeconds(gpu, host, CopyDirection::HostToDevice, HostMemory::Pinned, len));
  }
  EXPECT_NEAR(concurrentIndirectSeconds(fpga, gpu, host, n, block), pipelineSeconds(reads, writes),
              1e-12);
  EXPECT_NEAR(concurrentIndirectSeconds(gpu, fpga, host, n, block),
              pipelineSeconds(
                  [&] {
                    std::vector<double> r;
                    for (std::uint64_t o = 0; o < n; o += block)
                      r.push_back(hostCopySeconds(gpu, host, CopyDirection::DeviceToHost,
                                                  HostMemory::Pinned, std::min(block, n - o)));
                    return r;
                  }(),
                  [&] {
                    std::vector<double> w;
                    for (std::uint64_t o = 0; o < n; o += block)
                      w.push_back(hostCopySeconds(fpga, host, CopyDirection::HostToDevice,
                                                  HostMemory::Pinned, std::min(block, n - o)));
                    return w;
                  }()),
              1e-12);
}

TEST(PcieModelMechanics, SeedBlockRule) {
  // 7.4: "until including 1MB ... one half, from 2MB until 8MB ... one fourth
  // and from 16MB on ... one eighth".
  EXPECT_EQ(seedBlockBytes(1 * kMiB), 512 * kKiB);
  EXPECT_EQ(seedBlockBytes(2 * kMiB), 512 * kKiB);
  EXPECT_EQ(seedBlockBytes(8 * kMiB), 2 * kMiB);
  EXPECT_EQ(seedBlockBytes(16 * kMiB), 2 * kMiB);
  EXPECT_EQ(seedBlockBytes(1), 1u);
}

TEST(PcieModelMechanics, PinCacheKeepsFiveBlocksAndCyclesTheLast) {
  // 5.3.2: "remove always one specific entry and leave the other 5 pinned".
  // A repeated 256 MB transfer is 8 blocks of 32 MB: the steady state re-pins 3.
  const PinModel pin = gpuPreset().pinning;
  PinCache cache(pin);
  const double block = pinSeconds(pin, pin.pinBlockBytes);
  const double evict = unpinSeconds(pin, pin.pinBlockBytes);
  double first = 0;
  for (std::uint64_t i = 0; i < 8; ++i)
    first += cache.acquireSeconds(i * pin.pinBlockBytes, pin.pinBlockBytes);
  EXPECT_NEAR(first, 8 * block + 2 * evict, 1e-12);
  double second = 0;
  for (std::uint64_t i = 0; i < 8; ++i)
    second += cache.acquireSeconds(i * pin.pinBlockBytes, pin.pinBlockBytes);
  EXPECT_NEAR(second, 3 * (block + evict), 1e-12);
  EXPECT_EQ(cache.entries(), 6u);
  EXPECT_LE(cache.pinnedBytes(), pin.pinLimitBytes);
}

TEST(PcieModelMechanics, PresetsByName) {
  EXPECT_EQ(findPreset("fpga")->name, "fpga");
  EXPECT_EQ(findPreset("gpu")->link.generation, 2);
  EXPECT_FALSE(findPreset("tpu").has_value());
  EXPECT_EQ(presetNames().size(), 2u);
}

TEST(PcieModelMechanics, ZeroBytesCostOnlyTheCall) {
  const PcieDeviceModel fpga = fpgaPreset();
  EXPECT_DOUBLE_EQ(
      hostCopySeconds(fpga, seedHostPreset(), CopyDirection::HostToDevice, HostMemory::Pinned, 0),
      fpga.perTransferSeconds);
  EXPECT_DOUBLE_EQ(concurrentIndirectSeconds(fpga, gpuPreset(), seedHostPreset(), 0, 4096), 0);
}

}  // namespace
}  // namespace gpuasm::transfer
