// Seed 004's figures through the library: the endpoints model:fpga,
// model:gpu, host and host-pinned opened by name, moved by runTransfer's
// strategies, timed by the model. Each figure comes from the seed's text
// (/work/shared/reference/seeds/004_*, the section quoted), within 10 %;
// pcie_model_test.cpp holds the same figures on the model's own functions,
// these show that the endpoints, the strategies (staging kinds, block
// choice, host-direct copies) and the pin cache's life put them together the
// same way.
#include "transfer/model_endpoint.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "transfer/seed_figures.hpp"

namespace gpuasm::transfer {
namespace {

using namespace seed_figures;

TransferOptions withStrategy(Strategy strategy) {
  TransferOptions options;
  options.strategy = strategy;
  return options;
}

TransferOptions seedConcurrent() {
  TransferOptions options = withStrategy(Strategy::Concurrent);
  options.blockRule = BlockRule::Seed;
  return options;
}

double transferMBps(std::string_view from, std::string_view to, std::uint64_t bytes,
                    const TransferOptions& options) {
  EndpointPair pair = openEndpoints(from, to);
  const TransferReport report = runTransfer(*pair.from, *pair.to, bytes, options);
  EXPECT_TRUE(report.modelled);
  return report.bandwidthMBs();
}

// Figures 7.1 and 7.3 leave out the first transfer, which pins: the second
// of two transfers into the same buffer (its blocks stay pinned between runs).
double steadyDirectMBps(Endpoint& fpga, Endpoint& gpu, std::uint64_t bytes) {
  return runTransfers(fpga, gpu, bytes, withStrategy(Strategy::Direct), 2)[1].bandwidthMBs();
}

double steadyDirectMBps(std::uint64_t bytes) {
  EndpointPair pair = openEndpoints("model:fpga", "model:gpu");
  return steadyDirectMBps(*pair.from, *pair.to, bytes);
}

// --- the endpoints themselves ----------------------------------------------------------

TEST(ModelEndpoint, OpensByNameAndRefusesAnUnknownPreset) {
  const std::unique_ptr<Endpoint> fpga = openEndpoint("model:fpga");
  EXPECT_EQ(fpga->name(), "model:fpga");
  EXPECT_TRUE(fpga->modelled());
  EXPECT_EQ(fpga->description(), "modelled PCIe device 'fpga' (PCIe 3.0 x8)");
  EXPECT_EQ(openEndpoint("model:gpu")->description(), "modelled PCIe device 'gpu' (PCIe 2.0 x16)");
  try {
    openEndpoints("host", "model:tpu");
    FAIL() << "model:tpu opened";
  } catch (const TransferUsageError& e) {
    EXPECT_STREQ(
        e.what(),
        "unknown modelled device 'tpu' (model:NAME presets: fpga, gpu; or model:FILE.toml)");
  }
}

TEST(ModelEndpoint, EveryStrategyMovesTheBytesAndVerifies) {
  // A size that is no multiple of any block, so the last block is short.
  const std::size_t bytes = 3 * kMiB + 12345;
  for (Strategy strategy : {Strategy::Sequential, Strategy::Concurrent, Strategy::Direct}) {
    EndpointPair pair = openEndpoints("model:fpga", "model:gpu");
    TransferOptions options = withStrategy(strategy);
    options.verify = true;
    const TransferReport report = runTransfer(*pair.from, *pair.to, bytes, options);
    ASSERT_TRUE(report.verify.has_value());
    EXPECT_TRUE(report.verify->equal) << strategyName(strategy);
    EXPECT_TRUE(report.modelled);
    EXPECT_GT(report.composedSeconds, 0);
  }
  for (auto [from, to] : {std::pair{"host", "model:gpu"}, std::pair{"model:fpga", "host"}}) {
    EndpointPair pair = openEndpoints(from, to);
    TransferOptions options = withStrategy(Strategy::Direct);
    options.verify = true;
    EXPECT_TRUE(runTransfer(*pair.from, *pair.to, bytes, options).verify->equal) << from;
  }
}

TEST(ModelEndpoint, DirectGoesOnlyWhereTheSeedsDmaMasterWrites) {
  // Seed 7.1: "the direct transfer in the direction from the GPU to the FPGA
  // does not work"; the FPGA's engine is the master (chapter 5).
  EndpointPair pair = openEndpoints("model:gpu", "model:fpga");
  try {
    runTransfer(*pair.from, *pair.to, kMiB, withStrategy(Strategy::Direct));
    FAIL() << "gpu -> fpga direct ran";
  } catch (const TransferUsageError& e) {
    EXPECT_STREQ(e.what(),
                 "no direct path from model:gpu to model:fpga: model:fpga's DMA engine is the "
                 "master and writes into model:gpu's pinned memory (seed 004, chapter 5); the "
                 "other direction, the engine reading model:gpu's memory, hung the seed's FPGA "
                 "(section 7.1) and is not modelled (use --strategy concurrent)");
  }
  EXPECT_EQ(openEndpoint("model:gpu")->directCopyBlocker(*openEndpoint("model:gpu")),
            "no direct path from model:gpu to model:gpu: model:gpu has no DMA engine that can "
            "address a peer's memory");
  EXPECT_EQ(openEndpoint("model:fpga")->directCopyBlocker(*openEndpoint("model:fpga")),
            "no direct path from model:fpga to model:fpga: model:fpga's memory cannot be pinned "
            "for a peer's DMA");
}

TEST(ModelEndpoint, TwoDevicesOverlapButOneDeviceServesOneSideAtATime) {
  const auto fpga = openEndpoint("model:fpga");
  EXPECT_TRUE(fpga->concurrentWith(*openEndpoint("model:gpu")));
  EXPECT_FALSE(fpga->concurrentWith(*openEndpoint("model:fpga")));
}

// --- table 7.1: host bandwidths, host-direct ------------------------------------------------

TEST(ModelEndpointSeed, Table71HostBandwidthsThroughHostDirectCopies) {
  // Table 7.1: "Measured bandwidth to CPU 750 MB/s 1930 MB/s; Measured
  // bandwidth from CPU 550 MB/s 1950 MB/s" (FPGA, GPU). A direct transfer
  // with a host endpoint is the device's own copy of the host buffer. The
  // FPGA's driver pins a user's pageable pages itself (host); the GPU figures
  // are pinned-memory figures (host-pinned, 4 MiB: within RLIMIT_MEMLOCK).
  const TransferOptions direct = withStrategy(Strategy::Direct);
  expectWithin(transferMBps("model:fpga", "host", 64 * kMiB, direct), 750);
  expectWithin(transferMBps("host", "model:fpga", 64 * kMiB, direct), 550);
  expectWithin(transferMBps("model:gpu", "host-pinned", 4 * kMiB, direct), 1930);
  expectWithin(transferMBps("host-pinned", "model:gpu", 4 * kMiB, direct), 1950);
  // Pageable memory costs the GPU's driver its own staging copy (the path
  // section 7.4's sequential +39 % is fitted to): slower than pinned.
  EXPECT_LT(transferMBps("model:gpu", "host", 4 * kMiB, direct), 1930 * 0.8);
}

// --- section 7.2: the RDMA optimisations, and lazy unpinning through --repeat ----------------

TEST(ModelEndpointSeed, Section72OptimisationStepsThroughModelEndpoints) {
  // 7.2: "only 170 MB/s", "ca. 580 MB/s for large transfers with 512KB
  // descriptor sizes", "raises the maximum measured bandwidth to ca. 610
  // MB/s", and lazy unpinning to 7.4's 740 MB/s peak.
  struct Version {
    std::uint64_t descriptorBytes;
    std::uint32_t inFlight;
    bool lazy;
    double seedMBps;
  };
  for (const Version v :
       {Version{4 * kKiB, 1, false, 170}, Version{512 * kKiB, 1, false, 580},
        Version{512 * kKiB, 128, false, 610}, Version{512 * kKiB, 128, true, 740}}) {
    PcieDeviceModel fpga = fpgaPreset();
    fpga.dma.descriptorBytes = v.descriptorBytes;
    fpga.dma.descriptorsInFlight = v.inFlight;
    PcieDeviceModel gpu = gpuPreset();
    gpu.pinning.lazyUnpinning = v.lazy;
    const auto from = makeModelEndpoint(fpga);
    const auto to = makeModelEndpoint(gpu);
    double peak = 0;
    for (std::uint64_t n : {16 * kMiB, 64 * kMiB, 128 * kMiB})
      peak = std::max(peak, steadyDirectMBps(*from, *to, n));
    expectWithin(peak, v.seedMBps);
  }
}

TEST(ModelEndpointSeed, Section72LazyUnpinningShowsInRepeatsWithARoughlyConstantGain) {
  // 7.2: "Lazy unpinning contributes a roughly constant performance gain,
  // independent of the transfer size." The first transfer pins; a repeat
  // into the same buffer finds its blocks pinned. Against a GPU without lazy
  // unpinning the gain stays within 10 % of itself from 1 to 128 MB.
  PcieDeviceModel eagerGpu = gpuPreset();
  eagerGpu.pinning.lazyUnpinning = false;
  std::vector<double> gains;
  for (std::uint64_t n : {1 * kMiB, 8 * kMiB, 32 * kMiB, 128 * kMiB}) {
    EndpointPair lazy = openEndpoints("model:fpga", "model:gpu");
    const std::vector<TransferReport> runs =
        runTransfers(*lazy.from, *lazy.to, n, withStrategy(Strategy::Direct), 2);
    const double first = runs[0].bandwidthMBs(), repeat = runs[1].bandwidthMBs();
    EXPECT_GT(repeat, first * 1.05) << n;
    const auto fpga = openEndpoint("model:fpga");
    const auto eager = makeModelEndpoint(eagerGpu);
    gains.push_back(repeat / steadyDirectMBps(*fpga, *eager, n));
  }
  const auto [least, most] = std::minmax_element(gains.begin(), gains.end());
  EXPECT_GT(*least, 1.10);
  EXPECT_LT(*most / *least, 1.10);
}

// --- section 7.3: block size, given explicitly ----------------------------------------------

// Concurrent MB/s with blocks of 1/2, 1/4 and 1/8 of each size, the buffers
// allocated once.
std::vector<std::array<double, 3>> fractionSweep(std::string_view from, std::string_view to,
                                                 const std::vector<std::uint64_t>& sizes) {
  EndpointPair pair = openEndpoints(from, to);
  const std::uint64_t largest = *std::max_element(sizes.begin(), sizes.end());
  const auto source = pair.from->allocate(largest);
  const auto destination = pair.to->allocate(largest);
  std::vector<std::array<double, 3>> sweep;
  for (std::uint64_t n : sizes) {
    std::array<double, 3> mbps{};
    for (std::size_t i = 0; i < 3; ++i) {
      TransferOptions options = withStrategy(Strategy::Concurrent);
      options.blockBytes = n >> (i + 1);
      mbps[i] =
          transferBuffers(*pair.from, *source, *pair.to, *destination, n, options).bandwidthMBs();
    }
    sweep.push_back(mbps);
  }
  return sweep;
}

TEST(ModelEndpointSeed, Section73BlockFractionsWinWhereTheSeedFoundThem) {
  // 7.3: "for small transfers ... a blocks of one half of the overall size
  // should be chosen" and "Large transfers seem to benefit from smaller block
  // sizes of ca. one eighth" (FPGA -> GPU); "For the direction from the GPU
  // to the FPGA, a block size of one fourth of the transfer size seems to be
  // an overall good choice" (held as: within 5 % of the best fraction from 1
  // to 256 MB, where neither 1/2 nor 1/8 is).
  const auto small = seedSizes(64 * kKiB, 1 * kMiB);
  const auto smallSweep = fractionSweep("model:fpga", "model:gpu", small);
  for (std::size_t s = 0; s < small.size(); ++s) {
    EXPECT_GT(smallSweep[s][0], smallSweep[s][1]) << small[s];
    EXPECT_GT(smallSweep[s][0], smallSweep[s][2]) << small[s];
  }
  const auto large = seedSizes(16 * kMiB, 256 * kMiB);
  const auto largeSweep = fractionSweep("model:fpga", "model:gpu", large);
  for (std::size_t s = 0; s < large.size(); ++s) {
    EXPECT_GT(largeSweep[s][2], largeSweep[s][1]) << large[s];
    EXPECT_GT(largeSweep[s][2], largeSweep[s][0]) << large[s];
  }
  std::array<double, 3> worstShortfall{};
  for (const auto& mbps : fractionSweep("model:gpu", "model:fpga", seedSizes(kMiB, 256 * kMiB))) {
    const double best = *std::max_element(mbps.begin(), mbps.end());
    for (std::size_t i = 0; i < 3; ++i)
      worstShortfall[i] = std::max(worstShortfall[i], 1.0 - mbps[i] / best);
  }
  EXPECT_LT(worstShortfall[1], 0.05);
  EXPECT_GT(worstShortfall[0], 0.05);
  EXPECT_GT(worstShortfall[2], 0.05);
}

// --- section 7.4: the three strategies -------------------------------------------------------

TEST(ModelEndpointSeed, Section74DirectPeaks740AndConcurrentReaches730) {
  // 7.4: "the direct transfer method is indeed the fastest of the three
  // methods, peaking at 740MB/s" and "the concurrent indirect approach
  // performs almost as well with a speed of up to 730MB/s" (seed block rule).
  double direct = 0;
  double concurrent = 0;
  for (std::uint64_t n : {64 * kMiB, 128 * kMiB, 256 * kMiB}) {
    direct = std::max(direct, steadyDirectMBps(n));
    concurrent = std::max(concurrent, transferMBps("model:fpga", "model:gpu", n, seedConcurrent()));
  }
  expectWithin(direct, 740);
  expectWithin(concurrent, 730);
  EXPECT_GT(direct, concurrent);
}

TEST(ModelEndpointSeed, Section74ConcurrentSpeedupsOverSequential) {
  // 7.4: "a speed-up of ca 30% and 28% compared with the indirect transfers"
  // (FPGA -> GPU, large sizes; within 3 points, 10 % of 29 %), and GPU ->
  // FPGA "a bandwidth of ca 525MB/s and a speed-up of ca 39%". Sequential
  // stages through pageable memory (listing 6.1), concurrent through pinned
  // (listing 6.3): the strategies' defaults.
  const TransferOptions sequential = withStrategy(Strategy::Sequential);
  for (std::uint64_t n : {64 * kMiB, 256 * kMiB}) {
    const double gain = transferMBps("model:fpga", "model:gpu", n, seedConcurrent()) /
                            transferMBps("model:fpga", "model:gpu", n, sequential) -
                        1.0;
    EXPECT_GT(gain, 0.28 - 0.03) << n;
    EXPECT_LT(gain, 0.30 + 0.03) << n;
  }
  const std::uint64_t n = 256 * kMiB;
  const double concurrent = transferMBps("model:gpu", "model:fpga", n, seedConcurrent());
  expectWithin(concurrent, 525);
  EXPECT_NEAR(concurrent / transferMBps("model:gpu", "model:fpga", n, sequential) - 1.0, 0.39,
              0.039);
}

TEST(ModelEndpointSeed, Section74DirectDropsAfter192MBFromThePinLimitInRepeats) {
  // 7.4: "The bandwidth of the direct method deteriorates after the 192MB
  // transfer size mark ... not being able to pin more than ca. 200MB at a
  // time." Repeats of 256 MB keep re-pinning what the limit evicted.
  const double at128 = steadyDirectMBps(128 * kMiB);
  const double at192 = steadyDirectMBps(192 * kMiB);
  EXPECT_NEAR(at192, at128, at128 * 0.01);
  EXPECT_LT(steadyDirectMBps(256 * kMiB), at192 * 0.95);
}

TEST(ModelEndpoint, FreeingABufferUnpinsItsBlocks) {
  // A buffer freed and allocated again pays for pinning again (the driver's
  // free callback unpinned it), while a buffer kept finds its blocks pinned:
  // the first run of each is alike, and only a kept buffer's repeat is faster.
  EndpointPair pair = openEndpoints("model:fpga", "model:gpu");
  const TransferOptions direct = withStrategy(Strategy::Direct);
  const double first = runTransfer(*pair.from, *pair.to, 32 * kMiB, direct).seconds();
  const double again = runTransfer(*pair.from, *pair.to, 32 * kMiB, direct).seconds();
  EXPECT_DOUBLE_EQ(again, first);
  const std::vector<TransferReport> kept = runTransfers(*pair.from, *pair.to, 32 * kMiB, direct, 2);
  EXPECT_DOUBLE_EQ(kept[0].seconds(), first);
  EXPECT_LT(kept[1].seconds(), first * 0.95);
}

// --- the automatic block rule ----------------------------------------------------------------

TEST(ModelEndpointBlockRule, AutoIsNeverSlowerThanTheSeedRuleAndWinsWhereItLoses) {
  // Over the seed's sizes, both directions, on the model's own timing: the
  // automatic block (autoBlockBytes, from the endpoints' call costs) against
  // the seed's rule and against the best power-of-two split. Small transfers
  // are where the seed's rule loses (it always cuts in two, paying the FPGA's
  // 113 us call twice); large ones gain from more blocks than 8.
  const HostModel host = seedHostPreset();
  for (auto [fromName, toName] : {std::pair{"fpga", "gpu"}, std::pair{"gpu", "fpga"}}) {
    const PcieDeviceModel from = *findPreset(fromName), to = *findPreset(toName);
    const auto fromEndpoint = makeModelEndpoint(from), toEndpoint = makeModelEndpoint(to);
    for (std::uint64_t n : seedSizes()) {
      auto seconds = [&](std::uint64_t block) {
        return concurrentIndirectSeconds(from, to, host, n, block);
      };
      const double automatic = seconds(autoBlockBytes(*fromEndpoint, *toEndpoint, n));
      const double seed = seconds(seedBlockBytes(n));
      const double best = seconds(modelBestBlockBytes(from, to, host, n));
      EXPECT_LE(automatic, seed * 1.001) << fromName << " " << n;
      EXPECT_LE(automatic, best * 1.03) << fromName << " " << n;
      if (n <= 32 * kKiB) {
        EXPECT_GT(seed / automatic, 1.5) << fromName << " " << n;
      }
      if (n >= 128 * kMiB) {
        EXPECT_GT(seed / automatic, 1.015) << fromName << " " << n;
      }
    }
  }
}

TEST(ModelEndpointBlockRule, AutoIsTheDefaultAndOneDeviceOnBothSidesGetsOneBlock) {
  EndpointPair pair = openEndpoints("model:fpga", "model:gpu");
  const TransferReport report =
      runTransfer(*pair.from, *pair.to, 64 * kMiB, withStrategy(Strategy::Concurrent));
  EXPECT_EQ(report.blockBytes, 4 * kMiB);  // sqrt(64 MiB x 113 us x 1950 MB/s) = 3.8 MB: 16 blocks
  // One device's engine serves both sides one at a time: nothing to overlap.
  EndpointPair same = openEndpoints("model:fpga", "model:fpga");
  EXPECT_EQ(autoBlockBytes(*same.from, *same.to, 64 * kMiB), 64 * kMiB);
}

}  // namespace
}  // namespace gpuasm::transfer
