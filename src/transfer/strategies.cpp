// The three strategies (seed 004, chapter 6) and runTransfer around them.
// The concurrent one is the seed's listings 6.4/6.5: a reader thread fills
// staging block k+1 while the writer (the calling thread) drains block k, the
// two handing blocks over through a ring; an error or a timeout on either
// side raises the shared abort flag, the other side stops before its next
// block, and the first error is what the caller sees.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <condition_variable>
#include <cstdint>
#include <cstring>
#include <exception>
#include <mutex>
#include <random>
#include <thread>
#include <vector>

#include "gpuasm/transfer/transfer.hpp"
#include "transfer/host_memory.hpp"
#include "transfer/timer.hpp"

namespace gpuasm::transfer {
namespace {

bool runConcurrently(const Endpoint& from, const Endpoint& to) {
  return from.concurrentWith(to) && to.concurrentWith(from);
}

// Staging buys nothing between two in-place endpoints unless it is asked
// for (TransferOptions::staging: to measure it, or compare).
bool inPlacePair(const Endpoint& from, const Endpoint& to, const TransferOptions& options) {
  return from.inPlace() && to.inPlace() && !from.modelled() && !to.modelled() && !options.staging;
}

// The staging memory the options ask for, the seed's choice by default.
HostMemory wantedStaging(const TransferOptions& options) {
  return options.staging.value_or(options.strategy == Strategy::Sequential ? HostMemory::Pageable
                                                                           : HostMemory::Pinned);
}

bool modelledPair(const Endpoint& from, const Endpoint& to) {
  return from.modelled() && to.modelled();
}

// The host staging buffer and the kind of memory the endpoints are told it
// is: pinned by either endpoint's driver where it has an allocator (CUDA's
// cuMemHostAlloc, an OpenCL runtime's CL_MEM_ALLOC_HOST_PTR buffer; the
// source's first) unless the options ask for mlock, else what mlock gave; between two modelled
// endpoints the kind asked for (the modelled host pins it; see TransferOptions::staging).
class Staging {
 public:
  Staging(std::size_t bytes, const TransferOptions& options, const Endpoint& from,
          const Endpoint& to)
      : kind_(wantedStaging(options)),
        modelled_(modelledPair(from, to)),
        drivers_{options.stagingFromDriver ? &from : nullptr,
                 options.stagingFromDriver ? &to : nullptr},
        memory_(bytes,
                kind_ == HostMemory::Pinned && !modelled_ ? HostAllocation::Pinning::IfAllowed
                                                          : HostAllocation::Pinning::None,
                drivers_) {
    if (!modelled_) kind_ = memory_.pinned() ? HostMemory::Pinned : HostMemory::Pageable;
  }
  std::span<std::byte> bytes() { return memory_.bytes(); }
  HostMemory kind() const { return kind_; }
  bool pinned() const { return kind_ == HostMemory::Pinned; }
  // Whose memory the staging is (the modelled host's between two modelled endpoints).
  std::string description() const {
    return modelled_ ? (pinned() ? "the modelled host's pinned memory"
                                 : "the modelled host's pageable memory")
                     : memory_.description();
  }

 private:
  HostMemory kind_;
  bool modelled_;
  std::array<const Endpoint*, 2> drivers_;
  HostAllocation memory_;
};

// The concurrent strategy's blocks a transfer, at most (docs/limits.md): each
// block is a hand-off between two threads (11-18 us each on the 2-core
// development machine: 1M blocks of 1 byte took 18 s) and two recorded times
// (256M in blocks of 1 byte held 4.7 GB of them): 2^18 blocks take some 4 s
// and 4 MiB of times. The automatic rule makes at most 4,096 blocks.
constexpr std::size_t kMaxTransferBlocks = std::size_t{1} << 18;

void checkBlockCount(std::size_t bytes, std::size_t block) {
  const std::size_t blocks = (bytes + block - 1) / block;
  if (blocks > kMaxTransferBlocks)
    throw TransferUsageError(fmt::format(
        "--block {}: {} bytes would be {} blocks, more than the {} a transfer may have; a block "
        "of at least {} bytes",
        block, bytes, blocks, kMaxTransferBlocks,
        (bytes + kMaxTransferBlocks - 1) / kMaxTransferBlocks));
}

void sequential(const Endpoint& from, EndpointBuffer& source, const Endpoint& to,
                EndpointBuffer& destination, std::size_t bytes, const TransferOptions& options,
                TransferReport& report) {
  Staging staging(bytes, options, from, to);
  report.stagingPinned = staging.pinned();
  report.stagingMemory = staging.description();
  report.blockBytes = bytes;
  report.blocks = 1;
  const Stopwatch stopwatch;
  const double readSeconds = source.read(0, staging.bytes(), staging.kind());
  const double writeSeconds = destination.write(0, staging.bytes(), staging.kind());
  report.measuredSeconds = stopwatch.seconds();
  report.composedSeconds = readSeconds + writeSeconds;
}

// What the readers and the writers share: each block's stage, and the first
// error. Guarded by the mutex; the abort flag is also read without it,
// between blocks.
struct Pipeline {
  enum Stage : std::uint8_t { kEmpty, kRead, kWritten };
  explicit Pipeline(std::size_t blocks) : stage(blocks, kEmpty) {}
  std::mutex mutex;
  std::condition_variable changed;
  std::vector<std::uint8_t> stage;
  std::size_t blocksRead = 0, blocksWritten = 0;
  std::atomic<bool> abort{false};
  std::string error;

  void fail(std::string message) {
    {
      std::lock_guard lock(mutex);
      if (error.empty()) error = std::move(message);
      abort = true;
    }
    changed.notify_all();
  }
  void done(std::size_t k, Stage reached) {
    {
      std::lock_guard lock(mutex);
      stage[k] = reached;
      ++(reached == kRead ? blocksRead : blocksWritten);
    }
    changed.notify_all();
  }
};

std::string describe(std::exception_ptr error) {
  try {
    std::rethrow_exception(error);
  } catch (const std::exception& e) {
    return e.what();
  } catch (...) {
    return "an unknown exception";
  }
}

// The host's cores, at most kMaxCopyThreads (at least 1).
unsigned hostCores() {
  return std::clamp(std::thread::hardware_concurrency(), 1u, kMaxCopyThreads);
}

// Between two in-place endpoints: no staging. Thread t copies blocks t,
// t + threads, ... straight from the source's bytes into the destination's
// (the views map an OpenCL CPU device's buffer where it lies); staging would
// move every byte twice, and one thread copies slower than memory can.
void inPlace(EndpointBuffer& source, EndpointBuffer& destination, std::size_t bytes,
             std::size_t block, unsigned threads, TransferReport& report) {
  const std::size_t blocks = (bytes + block - 1) / block;
  report.inPlace = true;
  report.blockBytes = block;
  report.blocks = blocks;
  report.readers = report.writers = threads;
  std::vector<double> threadSeconds(threads);
  const Stopwatch stopwatch;
  {
    // Mapped for the copy, unmapped (an OpenCL CPU buffer) before the clock stops.
    const std::unique_ptr<InPlaceView> from = source.viewInPlace(false);
    const std::unique_ptr<InPlaceView> to = destination.viewInPlace(true);
    const std::byte* in = from->bytes().data();
    std::byte* out = to->bytes().data();
    auto copier = [&](unsigned first) {
      const Stopwatch own;
      for (std::size_t k = first; k < blocks; k += threads)
        std::memcpy(out + k * block, in + k * block, std::min(block, bytes - k * block));
      threadSeconds[first] = own.seconds();
    };
    std::vector<std::jthread> helpers;
    for (unsigned t = 1; t < threads; ++t) helpers.emplace_back(copier, t);
    copier(0);
    helpers.clear();
    from->release();
    to->release();
  }
  report.measuredSeconds = stopwatch.seconds();
  report.composedSeconds = *std::max_element(threadSeconds.begin(), threadSeconds.end());
}

void concurrent(const Endpoint& from, EndpointBuffer& source, const Endpoint& to,
                EndpointBuffer& destination, std::size_t bytes, const TransferOptions& options,
                TransferReport& report) {
  const std::size_t chosen = options.blockBytes ? *options.blockBytes
                             : options.blockRule == BlockRule::Seed
                                 ? seedBlockBytes(bytes)
                                 : autoBlockBytes(from, to, bytes);
  const std::size_t block = std::min(chosen, bytes);
  if (block == 0) throw TransferUsageError("bad block size: at least 1 byte");
  if (options.ringBlocks == 0) throw TransferUsageError("the staging ring needs at least 1 block");
  checkBlockCount(bytes, block);
  const CopyThreads threads = copyThreads(from, to, options);
  if (inPlacePair(from, to, options)) {
    inPlace(source, destination, bytes, block, threads.readers, report);
    return;
  }
  const std::size_t blocks = (bytes + block - 1) / block;
  // Every thread has a slot to work in, beside the ones filled ahead.
  const std::size_t ring = std::min(
      std::max(options.ringBlocks, std::size_t{threads.readers} + threads.writers), blocks);
  Staging staging(ring * block, options, from, to);
  report.stagingPinned = staging.pinned();
  report.stagingMemory = staging.description();
  report.blockBytes = block;
  report.blocks = blocks;
  report.readers = threads.readers;
  report.writers = threads.writers;
  std::vector<double> readSeconds(blocks), writeSeconds(blocks);
  auto blockOffset = [&](std::size_t k) { return k * block; };
  auto blockLength = [&](std::size_t k) { return std::min(block, bytes - k * block); };
  auto slot = [&](std::size_t k) {
    return staging.bytes().subspan((k % ring) * block, blockLength(k));
  };
  const auto timeoutSeconds = std::chrono::duration<double>(options.waitTimeout).count();

  // Reader r reads blocks r, r + readers, ...; writer w writes blocks w,
  // w + writers, .... Block k goes into the slot block k - ring left, once
  // that is written; it is written once it is read. Every wait is on a block
  // earlier in that order, so the threads cannot wait on each other in a
  // circle; each wait still has the timeout.
  Pipeline pipeline(blocks);
  // One copy thread: a reader (into the staging ring) or a writer (out of it).
  auto copier = [&](bool reading, unsigned first) {
    const unsigned step = reading ? threads.readers : threads.writers;
    for (std::size_t k = first; k < blocks; k += step) {
      {
        std::unique_lock lock(pipeline.mutex);
        if (!pipeline.changed.wait_for(lock, options.waitTimeout, [&] {
              return pipeline.abort ||
                     (reading ? k < ring || pipeline.stage[k - ring] == Pipeline::kWritten
                              : pipeline.stage[k] == Pipeline::kRead);
            })) {
          lock.unlock();
          pipeline.fail(
              fmt::format("the {} ({}) waited {} s for the {} ({}) to {} a staging "
                          "block; aborted",
                          reading ? "reader" : "writer", (reading ? from : to).name(),
                          timeoutSeconds, reading ? "writer" : "reader",
                          (reading ? to : from).name(), reading ? "free" : "fill"));
          return;
        }
        if (pipeline.abort) return;
      }
      try {
        if (reading)
          readSeconds[k] = source.read(blockOffset(k), slot(k), staging.kind());
        else
          writeSeconds[k] = destination.write(blockOffset(k), slot(k), staging.kind());
      } catch (...) {
        pipeline.fail(fmt::format("{} block {} of {} {} {} failed: {}",
                                  reading ? "reading" : "writing", k + 1, blocks,
                                  reading ? "from" : "to", (reading ? from : to).name(),
                                  describe(std::current_exception())));
        return;
      }
      pipeline.done(k, reading ? Pipeline::kRead : Pipeline::kWritten);
    }
  };
  const Stopwatch stopwatch;
  {
    // The calling thread is the first writer.
    std::vector<std::jthread> helpers;
    for (unsigned r = 0; r < threads.readers; ++r) helpers.emplace_back(copier, true, r);
    for (unsigned w = 1; w < threads.writers; ++w) helpers.emplace_back(copier, false, w);
    copier(false, 0);
  }
  report.measuredSeconds = stopwatch.seconds();
  if (pipeline.abort)
    throw TransferAborted(
        fmt::format("{} (the transfer stopped after reading {} and writing {} of {} blocks)",
                    pipeline.error, pipeline.blocksRead, pipeline.blocksWritten, blocks),
        pipeline.blocksRead, pipeline.blocksWritten, blocks);
  if (runConcurrently(from, to)) {
    report.composedSeconds =
        composeConcurrent(readSeconds, writeSeconds, ring, threads.readers, threads.writers);
  } else {
    for (std::size_t k = 0; k < blocks; ++k)
      report.composedSeconds += readSeconds[k] + writeSeconds[k];
  }
}

// A host endpoint on either side: the other endpoint reads or writes the host
// buffer itself, with the host endpoint's kind of memory.
void direct(Endpoint& from, EndpointBuffer& source, Endpoint& to, EndpointBuffer& destination,
            std::size_t bytes, TransferReport& report) {
  const Stopwatch stopwatch;
  if (const std::optional<HostMemory> kind = from.hostMemory()) {
    report.composedSeconds = destination.write(0, source.hostBytes().first(bytes), *kind);
  } else if (const std::optional<HostMemory> toKind = to.hostMemory()) {
    report.composedSeconds = source.read(0, destination.hostBytes().first(bytes), *toKind);
  } else {
    report.composedSeconds = from.copyDirect(source, to, destination, bytes);
  }
  report.measuredSeconds = stopwatch.seconds();
  report.blocks = 1;
}

// The verification pattern, regenerated chunk by chunk so that neither the
// fill nor the comparison holds a second copy of the whole transfer.
constexpr std::size_t kVerifyChunkBytes = std::size_t{8} << 20;

class Pattern {
 public:
  explicit Pattern(std::uint64_t seed) : random_(seed) {}
  void next(std::span<std::byte> chunk) {
    std::size_t i = 0;
    for (; i + 8 <= chunk.size(); i += 8) {
      const std::uint64_t word = random_();
      std::memcpy(chunk.data() + i, &word, 8);
    }
    if (i < chunk.size()) {
      const std::uint64_t word = random_();
      std::memcpy(chunk.data() + i, &word, chunk.size() - i);
    }
  }

 private:
  std::mt19937_64 random_;
};

void checkStrategyServesPair(const Endpoint& from, const Endpoint& to,
                             const TransferOptions& options) {
  if (options.strategy == Strategy::Direct) {
    const std::string blocker = directPathBlocker(from, to);
    if (!blocker.empty()) throw TransferUsageError(blocker);
  }
  if (options.strategy == Strategy::Concurrent && options.blockBytes && *options.blockBytes == 0)
    throw TransferUsageError("bad block size: at least 1 byte");
  if (options.strategy == Strategy::Concurrent) {
    (void)copyThreads(from, to, options);  // a bad count is refused before anything is allocated
  } else if (options.copyThreads) {
    throw TransferUsageError(fmt::format(
        "--threads applies to the concurrent strategy only ({} copies with the calling thread)",
        strategyName(options.strategy)));
  }
}

}  // namespace

std::size_t autoBlockBytes(const Endpoint& from, const Endpoint& to, std::size_t transferBytes) {
  constexpr std::size_t kPageBytes = 4096;
  constexpr double kMaxBlocks = 4096;
  // Handing a block from one thread to the other (a condition variable's
  // wake-up on a loaded 2-core host); modelled time does not see it.
  constexpr double kHandoffSeconds = 20e-6;
  // Between real endpoints the staging ring (2 blocks) should stay in the
  // host's last-level cache, so that the writer reads what the reader just
  // wrote from the cache, not from memory: measured on PoCL at 256 MiB, 4 MiB
  // blocks beat the 8-16 MiB the formula gives by up to 1.2x, and 32 MiB
  // blocks lose (docs/transfer.md, "Choosing a block size").
  constexpr double kCachedBlockBytes = 4 << 20;
  const bool real = !from.modelled() && !to.modelled();
  if (transferBytes == 0 || !runConcurrently(from, to))
    return std::max<std::size_t>(transferBytes, 1);
  const CopyCost read = from.readCost();
  const CopyCost write = to.writeCost();
  const bool readIsSlow = read.bytesPerSecond <= write.bytesPerSecond;
  const CopyCost& slow = readIsSlow ? read : write;
  const CopyCost& fast = readIsSlow ? write : read;
  const double callSeconds = slow.callSeconds + (real ? kHandoffSeconds : 0.0);
  const double n = static_cast<double>(transferBytes);
  const double optimum = std::sqrt(n * callSeconds * fast.bytesPerSecond);
  // The block count is a power of two (the nearest on a log scale): blocks
  // of a power-of-two transfer then stay whole multiples of a DMA engine's
  // descriptors and batches (the FPGA's 1 MiB), which any other split cuts.
  double ideal = optimum > 0 ? n / optimum : 1.0;
  if (real) ideal = std::max(ideal, std::exp2(std::ceil(std::log2(n / kCachedBlockBytes))));
  const double blocks =
      std::clamp(std::exp2(std::round(std::log2(std::max(ideal, 1.0)))), 1.0, kMaxBlocks);
  std::size_t block = static_cast<std::size_t>(std::ceil(n / blocks));
  if (block > kPageBytes) block = (block + kPageBytes - 1) / kPageBytes * kPageBytes;
  return std::min(block, transferBytes);
}

CopyThreads copyThreads(const Endpoint& from, const Endpoint& to, const TransferOptions& options) {
  const bool hostFrom = from.hostMemory().has_value(), hostTo = to.hostMemory().has_value();
  const bool inPlace = inPlacePair(from, to, options);
  if (options.copyThreads && !hostFrom && !hostTo && !inPlace)
    throw TransferUsageError(fmt::format(
        "--threads {}: neither {} nor {} is host memory; a device side copies with one thread "
        "(its driver's copy engine)",
        options.copyThreads, from.name(), to.name()));
  if (options.copyThreads > kMaxCopyThreads)
    throw TransferUsageError(fmt::format("--threads {}: at most {} copy threads a side",
                                         options.copyThreads, kMaxCopyThreads));
  // In place, each thread copies its blocks from one side to the other.
  if (inPlace) {
    const unsigned each = options.copyThreads ? options.copyThreads : hostCores();
    return {.readers = each, .writers = each};
  }
  // Given or the host's cores, shared where both sides copy host memory.
  const unsigned side = options.copyThreads
                            ? options.copyThreads
                            : std::max(1u, hostCores() / (hostFrom && hostTo ? 2 : 1));
  return {.readers = hostFrom ? side : 1u, .writers = hostTo ? side : 1u};
}

double composeConcurrent(std::span<const double> readSeconds, std::span<const double> writeSeconds,
                         std::size_t ringBlocks, unsigned readers, unsigned writers) {
  const std::size_t blocks = std::min(readSeconds.size(), writeSeconds.size());
  const std::size_t ring = std::max<std::size_t>(ringBlocks, 1);
  const std::size_t r = std::max(readers, 1u), w = std::max(writers, 1u);
  std::vector<double> readEnd(blocks), writeEnd(blocks);
  for (std::size_t k = 0; k < blocks; ++k) {
    const double readerFree = k >= r ? readEnd[k - r] : 0;
    const double slotFree = k >= ring ? writeEnd[k - ring] : 0;
    readEnd[k] = std::max(readerFree, slotFree) + readSeconds[k];
    const double writerFree = k >= w ? writeEnd[k - w] : 0;
    writeEnd[k] = std::max(readEnd[k], writerFree) + writeSeconds[k];
  }
  return blocks ? *std::max_element(writeEnd.begin(), writeEnd.end()) : 0;
}

TransferReport transferBuffers(Endpoint& from, EndpointBuffer& source, Endpoint& to,
                               EndpointBuffer& destination, std::size_t bytes,
                               const TransferOptions& options) {
  checkStrategyServesPair(from, to, options);
  if (bytes > source.size() || bytes > destination.size())
    throw TransferUsageError(fmt::format("{} bytes do not fit the buffers ({} and {} bytes)", bytes,
                                         source.size(), destination.size()));
  TransferReport report;
  report.from = from.name();
  report.to = to.name();
  report.strategy = options.strategy;
  report.bytes = bytes;
  report.modelled = from.modelled() || to.modelled();
  switch (options.strategy) {
    case Strategy::Sequential:
      sequential(from, source, to, destination, bytes, options, report);
      break;
    case Strategy::Concurrent:
      concurrent(from, source, to, destination, bytes, options, report);
      break;
    case Strategy::Direct:
      direct(from, source, to, destination, bytes, report);
      break;
  }
  return report;
}

void fillRandom(EndpointBuffer& buffer, std::size_t bytes, std::uint64_t seed) {
  Pattern pattern(seed);
  std::vector<std::byte> chunk(std::min(bytes, kVerifyChunkBytes));
  for (std::size_t offset = 0; offset < bytes; offset += chunk.size()) {
    std::span<std::byte> part(chunk.data(), std::min(chunk.size(), bytes - offset));
    pattern.next(part);
    buffer.write(offset, part, HostMemory::Pageable);
  }
}

VerifyResult compareRandom(EndpointBuffer& buffer, std::size_t bytes, std::uint64_t seed) {
  Pattern pattern(seed);
  const std::size_t chunkBytes = std::min(bytes, kVerifyChunkBytes);
  std::vector<std::byte> expected(chunkBytes), actual(chunkBytes);
  for (std::size_t offset = 0; offset < bytes; offset += chunkBytes) {
    const std::size_t length = std::min(chunkBytes, bytes - offset);
    pattern.next({expected.data(), length});
    buffer.read(offset, {actual.data(), length}, HostMemory::Pageable);
    if (std::memcmp(expected.data(), actual.data(), length) == 0) continue;
    const auto at = std::mismatch(expected.begin(), expected.begin() + length, actual.begin());
    VerifyResult result;
    result.equal = false;
    result.firstDifference = offset + static_cast<std::size_t>(at.first - expected.begin());
    result.expected = static_cast<std::uint8_t>(*at.first);
    result.actual = static_cast<std::uint8_t>(*at.second);
    return result;
  }
  return {};
}

TransferReport medianReport(std::span<const TransferReport> reports) {
  std::vector<const TransferReport*> bySeconds;
  for (const TransferReport& report : reports) bySeconds.push_back(&report);
  std::sort(
      bySeconds.begin(), bySeconds.end(),
      [](const TransferReport* a, const TransferReport* b) { return a->seconds() < b->seconds(); });
  return *bySeconds.at((bySeconds.size() - 1) / 2);
}

std::string directPathBlocker(const Endpoint& from, const Endpoint& to) {
  if (from.hostMemory() || to.hostMemory()) return {};
  return from.directCopyBlocker(to);
}

std::vector<TransferReport> runTransfers(Endpoint& from, Endpoint& to, std::size_t bytes,
                                         const TransferOptions& options, unsigned runs,
                                         const std::function<void(const TransferReport&)>& each) {
  if (bytes == 0) throw TransferUsageError("bad size: at least 1 byte");
  checkStrategyServesPair(from, to, options);
  // A given block is checked before the buffers are allocated and filled.
  if (options.strategy == Strategy::Concurrent && options.blockBytes)
    checkBlockCount(bytes, std::min(*options.blockBytes, bytes));
  // Host memory for both buffers, checked before the first is filled (each
  // alone may fit where the two do not). Modelled devices keep their memory
  // on the host too.
  const auto onHost = [](const Endpoint& e) { return e.hostMemory() || e.modelled(); };
  if (onHost(from) && onHost(to))
    checkHostRoom(bytes <= SIZE_MAX / 2 ? 2 * bytes : SIZE_MAX,
                  " (the source and the destination buffer together)");
  // Both buffers are freed when this returns or throws.
  std::unique_ptr<EndpointBuffer> source = from.allocate(bytes);
  std::unique_ptr<EndpointBuffer> destination = to.allocate(bytes);
  if (options.verify) fillRandom(*source, bytes, options.fillSeed);
  std::vector<TransferReport> reports;
  for (unsigned run = 0; run < std::max(runs, 1u); ++run) {
    TransferReport& report =
        reports.emplace_back(transferBuffers(from, *source, to, *destination, bytes, options));
    if (options.verify) report.verify = compareRandom(*destination, bytes, options.fillSeed);
    if (each) each(report);
  }
  return reports;
}

TransferReport runTransfer(Endpoint& from, Endpoint& to, std::size_t bytes,
                           const TransferOptions& options) {
  return runTransfers(from, to, bytes, options, 1).front();
}

}  // namespace gpuasm::transfer
