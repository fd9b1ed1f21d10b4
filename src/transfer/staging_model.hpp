// The staged pageable path with copy threads (issue 32 item 2,
// docs/transfer.md "The staged pageable path"): pageable host memory moved
// to a device (or back) through a ring of pinned staging blocks, T host
// threads copying between the pageable buffer and the ring and one thread
// issuing the driver's copies from pinned memory, against the driver's own
// copy of the pageable buffer. A pure timing model like pcie_model.hpp:
// nothing here moves memory, starts a thread or reads a clock.
//
// Per block of b bytes:
//   a copy thread's time   r = h + b/c     (hand-off, then one core's memcpy)
//   the driver's copy      w = a + b/P     (a call, then the DMA from pinned memory)
//   the host's memory      s = b·k/B       (k bytes of traffic per byte staged, shared
//                                           by every thread)
// The pipeline over m = ceil(n/b) blocks takes the first block's copy and
// write, then one period per further block:
//   seconds(n, b, T) = r + w + (m − 1)·max(r/T, w, s)
// and the driver's own pageable copy takes a + n/D. Units: bytes, seconds,
// bytes per second.
#pragma once

#include <cstdint>

namespace gpuasm::transfer {

struct StagedPathModel {
  // The host.
  double memcpyBytesPerSecond = 0;  // c: one thread's memcpy between pageable and pinned memory
  double memoryBytesPerSecond = 0;  // B: memory traffic (reads + writes) all cores sustain
  double memoryBytesPerByte = 3;    // k: traffic per byte staged (read, staging write, DMA read)
  unsigned cores = 1;               // copy threads the host can run at once
  double handoffSeconds = 0;        // h: one block handed from one thread to another
  // The device's driver.
  double pinnedBytesPerSecond = 0;    // P: its copy from pinned memory (DMA engine, link)
  double callSeconds = 0;             // a: one copy call's fixed cost
  double pageableBytesPerSecond = 0;  // D: its own copy of a pageable buffer (the baseline)
};

// What bounds the pipeline's period: the copy threads (r/T), the driver's
// copies (w) or the host's memory (s).
enum class StagedPathBound { CopyThreads, Driver, Memory };

struct StagedPathPrediction {
  double seconds = 0;
  double bytesPerSecond = 0;
  double speedup = 0;  // over the driver's own pageable copy
  StagedPathBound bound = StagedPathBound::CopyThreads;
};

// The staged path moving `bytes` in blocks of `blockBytes` with `threads`
// copy threads (at least 1; more than model.cores run no faster than cores).
StagedPathPrediction predictStagedPath(const StagedPathModel& model, std::uint64_t bytes,
                                       std::uint64_t blockBytes, unsigned threads);
// The driver's own copy of a pageable buffer: a + n/D.
double driverPageableSeconds(const StagedPathModel& model, std::uint64_t bytes);
// The fewest copy threads (1..cores) whose staged path is at least `factor`
// times the driver's own pageable copy; 0 when no count on this host is.
unsigned threadsForSpeedup(const StagedPathModel& model, std::uint64_t bytes,
                           std::uint64_t blockBytes, double factor);
// The fewest copy threads past which another adds nothing: the period stops
// being the threads' (r/T <= max(w, s)); at most cores.
unsigned threadsToSaturate(const StagedPathModel& model, std::uint64_t blockBytes);
// The block (a power of two from 64 KiB to 256 MiB, at most `bytes`) the
// model finds fastest for `threads` copy threads, ties to the smaller.
std::uint64_t stagedPathBestBlock(const StagedPathModel& model, std::uint64_t bytes,
                                  unsigned threads);

// An H200's host (/work/shared/reference/ptx-h200.md, issue 32): measured
// there with 1 GiB and the automatic 4 MiB blocks: the driver's pageable
// copy host -> GPU 8.1 GB/s (D), pinned 55.1 GB/s (P), the one-reader
// staged path 8.3 GB/s (c is fitted to it); 16 cores (the lent machine);
// h = 20 us (the hand-off the automatic block rule counts), a = 10 us (the
// gpu preset's call), B = 200 GB/s and k = 3 assumed (docs/transfer.md).
StagedPathModel h200HostModel();
// The one-reader staged figure c is fitted to, and its size and block.
inline constexpr double kH200StagedOneReaderBytesPerSecond = 8.3e9;
inline constexpr std::uint64_t kH200TransferBytes = std::uint64_t{1} << 30;
inline constexpr std::uint64_t kH200BlockBytes = std::uint64_t{4} << 20;

}  // namespace gpuasm::transfer
