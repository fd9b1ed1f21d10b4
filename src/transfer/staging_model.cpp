#include "transfer/staging_model.hpp"

#include <algorithm>
#include <cmath>

namespace gpuasm::transfer {
namespace {

struct BlockTimes {
  double copy = 0;    // r: one copy thread's block
  double driver = 0;  // w: the driver's copy of a block from pinned memory
  double memory = 0;  // s: the block's traffic through the host's memory
};

BlockTimes blockTimes(const StagedPathModel& model, double block) {
  return {.copy = model.handoffSeconds + block / model.memcpyBytesPerSecond,
          .driver = model.callSeconds + block / model.pinnedBytesPerSecond,
          .memory = model.memoryBytesPerSecond > 0
                        ? block * model.memoryBytesPerByte / model.memoryBytesPerSecond
                        : 0.0};
}

}  // namespace

StagedPathPrediction predictStagedPath(const StagedPathModel& model, std::uint64_t bytes,
                                       std::uint64_t blockBytes, unsigned threads) {
  const std::uint64_t block =
      std::clamp<std::uint64_t>(blockBytes, 1, std::max<std::uint64_t>(bytes, 1));
  const double blocks = std::ceil(static_cast<double>(bytes) / static_cast<double>(block));
  const BlockTimes t = blockTimes(model, static_cast<double>(block));
  const double running = std::clamp(threads, 1u, std::max(model.cores, 1u));
  const double threadPeriod = t.copy / running;
  const double period = std::max({threadPeriod, t.driver, t.memory});
  StagedPathPrediction prediction;
  prediction.seconds = t.copy + t.driver + (blocks - 1) * period;
  prediction.bytesPerSecond = static_cast<double>(bytes) / prediction.seconds;
  prediction.speedup = driverPageableSeconds(model, bytes) / prediction.seconds;
  prediction.bound = period == threadPeriod ? StagedPathBound::CopyThreads
                     : period == t.driver   ? StagedPathBound::Driver
                                            : StagedPathBound::Memory;
  return prediction;
}

double driverPageableSeconds(const StagedPathModel& model, std::uint64_t bytes) {
  return model.callSeconds + static_cast<double>(bytes) / model.pageableBytesPerSecond;
}

unsigned threadsForSpeedup(const StagedPathModel& model, std::uint64_t bytes,
                           std::uint64_t blockBytes, double factor) {
  for (unsigned threads = 1; threads <= std::max(model.cores, 1u); ++threads)
    if (predictStagedPath(model, bytes, blockBytes, threads).speedup >= factor) return threads;
  return 0;
}

unsigned threadsToSaturate(const StagedPathModel& model, std::uint64_t blockBytes) {
  const BlockTimes t = blockTimes(model, static_cast<double>(blockBytes));
  const double others = std::max(t.driver, t.memory);
  const double needed = others > 0 ? std::ceil(t.copy / others) : 1.0;
  return static_cast<unsigned>(
      std::clamp(needed, 1.0, static_cast<double>(std::max(model.cores, 1u))));
}

std::uint64_t stagedPathBestBlock(const StagedPathModel& model, std::uint64_t bytes,
                                  unsigned threads) {
  std::uint64_t best = 0;
  double bestSeconds = 0;
  for (std::uint64_t block = std::uint64_t{64} << 10; block <= (std::uint64_t{256} << 20);
       block *= 2) {
    const std::uint64_t used = std::min(block, std::max<std::uint64_t>(bytes, 1));
    const double seconds = predictStagedPath(model, bytes, used, threads).seconds;
    if (best == 0 || seconds < bestSeconds) {
      best = used;
      bestSeconds = seconds;
    }
    if (used == bytes) break;
  }
  return best;
}

StagedPathModel h200HostModel() {
  StagedPathModel model{.memcpyBytesPerSecond = 0,
                        .memoryBytesPerSecond = 200e9,
                        .memoryBytesPerByte = 3,
                        .cores = 16,
                        .handoffSeconds = 20e-6,
                        .pinnedBytesPerSecond = 55.1e9,
                        .callSeconds = 10e-6,
                        .pageableBytesPerSecond = 8.1e9};
  // c fitted to the one-reader figure: with one thread the copies set the
  // period, so n / 8.3 GB/s = r + w + (m - 1) r = m r + w; r = h + b / c.
  const double n = static_cast<double>(kH200TransferBytes);
  const double b = static_cast<double>(kH200BlockBytes);
  const double blocks = n / b;
  const double write = model.callSeconds + b / model.pinnedBytesPerSecond;
  const double copy = (n / kH200StagedOneReaderBytesPerSecond - write) / blocks;
  model.memcpyBytesPerSecond = b / (copy - model.handoffSeconds);
  return model;
}

}  // namespace gpuasm::transfer
