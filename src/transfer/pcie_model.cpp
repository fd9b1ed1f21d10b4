#include "transfer/pcie_model.hpp"

#include <algorithm>
#include <array>
#include <cmath>

namespace gpuasm::transfer {
namespace {

constexpr double kMegabyte = 1e6;  // the seed's MB
constexpr std::uint64_t kKiB = 1024;
constexpr std::uint64_t kMiB = 1024 * kKiB;

std::uint64_t ceilDiv(std::uint64_t a, std::uint64_t b) {
  return b == 0 ? 0 : (a + b - 1) / b;
}

// The figures seed 004 states in its text, in MB/s. Every calibrated
// parameter below is derived from these by a formula, so that a reader sees
// which figure feeds which parameter (docs/transfer.md, "Calibration").
namespace seed {
// Section 7.2: direct FPGA -> GPU, each optimisation added to the previous one.
constexpr double kBasicMBps = 170;            // 4 KB descriptors, one at a time, pin per transfer
constexpr double kLargeDescriptorMBps = 580;  // 512 KB descriptors
constexpr double kTwoInFlightMBps = 610;      // two descriptors in flight
constexpr double kLazyUnpinningMBps = 740;    // lazy unpinning: section 7.4's direct peak
// Table 7.1.
constexpr double kCpuToFpgaMBps = 550;
constexpr double kGpuToCpuMBps = 1930;
constexpr double kCpuToGpuMBps = 1950;
// Section 7.4: concurrent indirect GPU -> FPGA and its speed-up over sequential.
constexpr double kConcurrentGpuToFpgaMBps = 525;
constexpr double kConcurrentGpuToFpgaSpeedup = 1.39;
// Section 7.4: the block-size rule switches from 1/2 to 1/4 between 1 and 2 MB.
constexpr double kHalfToQuarterBytes = 1.41421356 * kMiB;  // sqrt(1 MiB * 2 MiB)
}  // namespace seed

// Section 5.3.2: a 512 KB descriptor spans 128 ATT entries of 4 KB; the
// 256-entry ATT holds two of them.
constexpr std::uint64_t kLargeDescriptorBytes = 512 * kKiB;
constexpr std::uint64_t kAttPageBytes = 4 * kKiB;
constexpr double kAttEntriesPerLargeDescriptor = 128;
constexpr std::uint64_t kGpuPageBytes = 64 * kKiB;  // Kepler, section 5.2

// The FPGA's RDMA calibration (section 7.2). With p the pin+unpin cost per
// byte, R the engine's streaming write rate, X = L + 128 a the per-batch
// overhead of a 512 KB batch (interrupt latency L, ATT write a) and
// Y = L + a that of a 4 KB one, the model's asymptotic seconds per byte are
//   basic:        1/R + Y / 4 KiB + p           = 1/170 MB/s
//   512 KB:       1/R + X / 512 KiB + p         = 1/580 MB/s
//   two in flight 1/R + X / 1 MiB + p           = 1/610 MB/s
//   lazy:         1/R + X / 1 MiB               = 1/740 MB/s
// four equations for four unknowns, solved here in closed form.
struct RdmaCalibration {
  double pinUnpinSecondsPerByte;
  double largeBatchOverheadSeconds;  // X
  double writeBytesPerSecond;        // R
  double interruptLatencySeconds;    // L
  double attEntryWriteSeconds;       // a
};

RdmaCalibration calibrateRdma() {
  auto secondsPerByte = [](double megabytesPerSecond) {
    return 1.0 / (megabytesPerSecond * kMegabyte);
  };
  RdmaCalibration c{};
  c.pinUnpinSecondsPerByte =
      secondsPerByte(seed::kTwoInFlightMBps) - secondsPerByte(seed::kLazyUnpinningMBps);
  c.largeBatchOverheadSeconds =
      (secondsPerByte(seed::kLargeDescriptorMBps) - secondsPerByte(seed::kTwoInFlightMBps)) *
      static_cast<double>(2 * kLargeDescriptorBytes);
  const double streamSecondsPerByte =
      secondsPerByte(seed::kLazyUnpinningMBps) -
      c.largeBatchOverheadSeconds / static_cast<double>(2 * kLargeDescriptorBytes);
  c.writeBytesPerSecond = 1.0 / streamSecondsPerByte;
  const double smallBatchOverhead =
      (secondsPerByte(seed::kBasicMBps) - streamSecondsPerByte - c.pinUnpinSecondsPerByte) *
      static_cast<double>(kAttPageBytes);
  c.attEntryWriteSeconds =
      (c.largeBatchOverheadSeconds - smallBatchOverhead) / (kAttEntriesPerLargeDescriptor - 1);
  c.interruptLatencySeconds = smallBatchOverhead - c.attEntryWriteSeconds;
  return c;
}

}  // namespace

// --- link ----------------------------------------------------------------------

double pcieTransfersPerSecond(int generation) {
  // PCIe base specifications 1.0a to 5.0: 2.5, 5, 8, 16, 32 GT/s per lane.
  static constexpr std::array<double, 5> kGigaTransfers{2.5, 5.0, 8.0, 16.0, 32.0};
  if (generation < 1 || generation > 5) return 0;
  return kGigaTransfers[static_cast<std::size_t>(generation - 1)] * 1e9;
}

double pcieEncodingEfficiency(int generation) {
  if (generation < 1 || generation > 5) return 0;
  return generation <= 2 ? 8.0 / 10.0 : 128.0 / 130.0;  // 8b/10b; 128b/130b
}

double linkRawBytesPerSecond(const PcieLink& link) {
  return pcieTransfersPerSecond(link.generation) * pcieEncodingEfficiency(link.generation) / 8.0 *
         link.lanes;
}

double linkEffectiveBytesPerSecond(const PcieLink& link) {
  const double payload = link.maxPayloadBytes;
  const double tlpEfficiency = payload / (payload + link.tlpOverheadBytes);
  return linkRawBytesPerSecond(link) * tlpEfficiency * (1.0 - link.dllpOverheadFraction);
}

// --- DMA engine ------------------------------------------------------------------

std::uint32_t effectiveDescriptorsInFlight(const DmaEngine& engine) {
  std::uint32_t inFlight = std::max<std::uint32_t>(engine.descriptorsInFlight, 1);
  if (engine.attEntries != 0 && engine.descriptorBytes != 0) {
    const std::uint64_t entriesPerDescriptor = ceilDiv(engine.descriptorBytes, engine.attPageBytes);
    const std::uint64_t fit = engine.attEntries / std::max<std::uint64_t>(entriesPerDescriptor, 1);
    inFlight = static_cast<std::uint32_t>(
        std::clamp<std::uint64_t>(fit, 1, static_cast<std::uint64_t>(inFlight)));
  }
  return inFlight;
}

double dmaSeconds(const DmaEngine& engine, std::uint64_t bytes, double streamBytesPerSecond) {
  if (bytes == 0) return 0;
  const std::uint64_t descriptorBytes =
      engine.descriptorBytes == 0 ? bytes : engine.descriptorBytes;
  const std::uint64_t descriptors = ceilDiv(bytes, descriptorBytes);
  const std::uint64_t batches = ceilDiv(descriptors, effectiveDescriptorsInFlight(engine));
  const std::uint64_t firstDescriptorBytes = std::min(bytes, descriptorBytes);
  const double attSeconds =
      engine.attEntries == 0
          ? 0.0
          : static_cast<double>(ceilDiv(firstDescriptorBytes, engine.attPageBytes)) *
                engine.attEntryWriteSeconds;
  return static_cast<double>(batches) * (engine.interruptLatencySeconds + attSeconds) +
         static_cast<double>(bytes) / streamBytesPerSecond;
}

// --- pinning -------------------------------------------------------------------------

double pinSeconds(const PinModel& pin, std::uint64_t bytes) {
  return static_cast<double>(ceilDiv(bytes, pin.pageBytes)) * pin.pinSecondsPerPage;
}

double unpinSeconds(const PinModel& pin, std::uint64_t bytes) {
  return static_cast<double>(ceilDiv(bytes, pin.pageBytes)) * pin.unpinSecondsPerPage;
}

std::uint64_t PinCache::pinnedBytes() const {
  std::uint64_t total = 0;
  for (const Block& block : blocks_) total += block.bytes;
  return total;
}

void PinCache::release(std::uint64_t address, std::uint64_t bytes) {
  std::erase_if(blocks_, [&](const Block& block) {
    return block.address < address + bytes && address < block.address + block.bytes;
  });
}

double PinCache::acquireSeconds(std::uint64_t address, std::uint64_t bytes) {
  if (!model_.lazyUnpinning || model_.cacheEntries == 0) {
    return pinSeconds(model_, bytes) + unpinSeconds(model_, bytes);
  }
  for (const Block& block : blocks_) {
    if (block.address == address && block.bytes >= bytes) return 0;
  }
  double seconds = 0;
  // The seed evicts one specific entry (the last) and leaves the others pinned.
  auto overLimit = [&] {
    return model_.pinLimitBytes != 0 && pinnedBytes() + bytes > model_.pinLimitBytes;
  };
  while (!blocks_.empty() && (blocks_.size() >= model_.cacheEntries || overLimit())) {
    seconds += unpinSeconds(model_, blocks_.back().bytes);
    blocks_.pop_back();
  }
  seconds += pinSeconds(model_, bytes);
  blocks_.push_back(Block{address, bytes});
  return seconds;
}

// --- elementary operations -------------------------------------------------------------

double hostCopyStreamBytesPerSecond(const PcieDeviceModel& device, CopyDirection direction) {
  const double engine = direction == CopyDirection::DeviceToHost ? device.dma.writeBytesPerSecond
                                                                 : device.dma.readBytesPerSecond;
  return std::min(engine, linkEffectiveBytesPerSecond(device.link));
}

double hostCopySeconds(const PcieDeviceModel& device, const HostModel& host,
                       CopyDirection direction, HostMemory memory, std::uint64_t bytes) {
  const double dma = dmaSeconds(device.dma, bytes, hostCopyStreamBytesPerSecond(device, direction));
  double seconds = device.perTransferSeconds + dma;
  if (memory == HostMemory::Pageable && device.pageablePath == PageableHostPath::StagedCopy) {
    const double staging = hostMemcpySeconds(host, bytes);
    seconds = direction == CopyDirection::HostToDevice
                  ? device.perTransferSeconds + std::max(dma, staging)
                  : seconds + staging;
  }
  return seconds;
}

double hostMemcpySeconds(const HostModel& host, std::uint64_t bytes) {
  return static_cast<double>(bytes) / host.memcpyBytesPerSecond;
}

double directDmaSeconds(const PcieDeviceModel& master, const PcieDeviceModel& target,
                        std::uint64_t bytes) {
  const double stream =
      std::min({master.dma.writeBytesPerSecond, linkEffectiveBytesPerSecond(master.link),
                linkEffectiveBytesPerSecond(target.link)});
  return dmaSeconds(master.dma, bytes, stream);
}

// --- strategies ----------------------------------------------------------------------------

double pipelineSeconds(std::span<const double> firstStage, std::span<const double> secondStage) {
  double firstDone = 0;
  double secondDone = 0;
  const std::size_t blocks = std::min(firstStage.size(), secondStage.size());
  for (std::size_t block = 0; block < blocks; ++block) {
    firstDone += firstStage[block];
    secondDone = std::max(secondDone, firstDone) + secondStage[block];
  }
  return secondDone;
}

double sequentialIndirectSeconds(const PcieDeviceModel& source, const PcieDeviceModel& destination,
                                 const HostModel& host, std::uint64_t bytes, HostMemory staging) {
  return hostCopySeconds(source, host, CopyDirection::DeviceToHost, staging, bytes) +
         hostCopySeconds(destination, host, CopyDirection::HostToDevice, staging, bytes);
}

double concurrentIndirectSeconds(const PcieDeviceModel& source, const PcieDeviceModel& destination,
                                 const HostModel& host, std::uint64_t bytes,
                                 std::uint64_t blockBytes, HostMemory staging) {
  if (bytes == 0) return 0;
  blockBytes = std::clamp<std::uint64_t>(blockBytes, 1, bytes);
  const std::uint64_t fullBlocks = bytes / blockBytes;
  const std::uint64_t tailBytes = bytes % blockBytes;
  auto read = [&](std::uint64_t n) {
    return hostCopySeconds(source, host, CopyDirection::DeviceToHost, staging, n);
  };
  auto write = [&](std::uint64_t n) {
    return hostCopySeconds(destination, host, CopyDirection::HostToDevice, staging, n);
  };
  // Equal blocks give a closed form of the max-plus recurrence: the first
  // read, then the slower stage once per block, then the last write.
  const double readFull = read(blockBytes);
  const double writeFull = write(blockBytes);
  double seconds =
      readFull + static_cast<double>(fullBlocks - 1) * std::max(readFull, writeFull) + writeFull;
  if (tailBytes != 0) {
    const double firstDone = static_cast<double>(fullBlocks) * readFull + read(tailBytes);
    seconds = std::max(seconds, firstDone) + write(tailBytes);
  }
  return seconds;
}

std::uint64_t modelBestBlockBytes(const PcieDeviceModel& source, const PcieDeviceModel& destination,
                                  const HostModel& host, std::uint64_t transferBytes,
                                  std::uint64_t maxBlocks) {
  std::uint64_t bestBlock = std::max<std::uint64_t>(transferBytes, 1);
  double bestSeconds =
      concurrentIndirectSeconds(source, destination, host, transferBytes, bestBlock);
  for (std::uint64_t blocks = 2; blocks <= maxBlocks && blocks <= transferBytes; blocks *= 2) {
    const std::uint64_t block = ceilDiv(transferBytes, blocks);
    const double seconds =
        concurrentIndirectSeconds(source, destination, host, transferBytes, block);
    if (seconds < bestSeconds) {
      bestSeconds = seconds;
      bestBlock = block;
    }
  }
  return bestBlock;
}

double directTransferSeconds(const PcieDeviceModel& master, const PcieDeviceModel& target,
                             std::uint64_t bytes, std::uint64_t targetAddress, PinCache& cache) {
  const std::uint64_t blockBytes = target.pinning.pinBlockBytes == 0
                                       ? std::max<std::uint64_t>(bytes, 1)
                                       : target.pinning.pinBlockBytes;
  double seconds = 0;
  for (std::uint64_t offset = 0; offset < bytes; offset += blockBytes) {
    const std::uint64_t n = std::min(blockBytes, bytes - offset);
    seconds += master.perTransferSeconds + cache.acquireSeconds(targetAddress + offset, n) +
               directDmaSeconds(master, target, n);
  }
  return seconds;
}

double megabytesPerSecond(std::uint64_t bytes, double seconds) {
  return seconds <= 0 ? 0 : static_cast<double>(bytes) / seconds / kMegabyte;
}

// --- presets -----------------------------------------------------------------------------------

PcieDeviceModel fpgaPreset() {
  const RdmaCalibration rdma = calibrateRdma();
  PcieDeviceModel fpga;
  fpga.name = "fpga";
  // Seed table 7.1: PCIe 3.0, 8 lanes. The rest is PcieLink's defaults:
  // Max_Payload_Size 128 B assumed (a desktop root port's usual setting); TLP
  // overhead 24 B = framing, sequence number, 4-DW header (64-bit address)
  // and LCRC; DLLP share 5 % assumed. No seed figure depends on these three:
  // the engine, not the link, is the bound.
  fpga.link = PcieLink{.generation = 3, .lanes = 8};
  fpga.dma.descriptorBytes = kLargeDescriptorBytes;  // 5.3.2: 128 ATT entries of 4 KB
  fpga.dma.descriptorsInFlight = 128;                // 5.3.2: the dispatcher FIFO
  fpga.dma.attEntries = 256;                         // 5.3.2: 256 entries, 1 MB
  fpga.dma.attPageBytes = kAttPageBytes;             // 5.3.1: 4 KB per entry
  fpga.dma.interruptLatencySeconds = rdma.interruptLatencySeconds;  // fitted: 7.2
  fpga.dma.attEntryWriteSeconds = rdma.attEntryWriteSeconds;        // fitted: 7.2
  fpga.dma.writeBytesPerSecond = rdma.writeBytesPerSecond;          // fitted: 7.2
  // Table 7.1's 550 MB/s from the CPU, less the descriptor overhead of the
  // same engine: the one host figure used as an input (the engine reads host
  // memory with non-posted reads, slower than it writes; seed 7.5).
  const double batchSecondsPerByte =
      rdma.largeBatchOverheadSeconds / static_cast<double>(2 * kLargeDescriptorBytes);
  fpga.dma.readBytesPerSecond =
      1.0 / (1.0 / (seed::kCpuToFpgaMBps * kMegabyte) - batchSecondsPerByte);
  // Fitted to section 7.3 / 7.4: in a two-stage pipeline whose slow stage is
  // the FPGA, 1/4 beats 1/2 once the transfer exceeds 8 x latency x the GPU's
  // rate; the seed's rule switches between 1 and 2 MB.
  fpga.perTransferSeconds = seed::kHalfToQuarterBytes / (8.0 * seed::kCpuToGpuMBps * kMegabyte);
  fpga.pageablePath = PageableHostPath::PinPerCall;  // Altera's driver: get_user_pages per call
  return fpga;
}

PcieDeviceModel gpuPreset() {
  const RdmaCalibration rdma = calibrateRdma();
  PcieDeviceModel gpu;
  gpu.name = "gpu";
  // Seed table 7.1: PCIe 2.0, 16 lanes (8b/10b, seed 2.4). Payload, TLP and
  // DLLP overheads are the defaults, as for the FPGA, and as there no figure
  // depends on them.
  gpu.link = PcieLink{.generation = 2, .lanes = 16};
  // The copy engine takes one copy as one descriptor; its rates are table
  // 7.1's, read as pinned-memory figures (what CUDA's bandwidthTest measures
  // by default, transfers.md).
  gpu.dma.descriptorBytes = 0;
  gpu.dma.descriptorsInFlight = 1;
  gpu.dma.writeBytesPerSecond = seed::kGpuToCpuMBps * kMegabyte;
  gpu.dma.readBytesPerSecond = seed::kCpuToGpuMBps * kMegabyte;
  // Assumed: a blocking OpenCL copy's fixed cost on a Kepler GPU. The seed
  // gives none; no seed figure moves by 1 % between 0 and 50 us (a test holds it).
  gpu.perTransferSeconds = 10e-6;
  gpu.pageablePath = PageableHostPath::StagedCopy;
  // GPU memory pinned for the FPGA's DMA (seed 5.2, 5.3.2, 5.5): 64 KB pages;
  // pin + unpin per byte fitted to 7.2 (610 -> 740 MB/s), split evenly (only
  // the sum shows in any seed figure); about 200 MB pinnable; 32 MB blocks;
  // a 6-entry look-up table.
  const double pinUnpinPerPage = rdma.pinUnpinSecondsPerByte * static_cast<double>(kGpuPageBytes);
  gpu.pinning = PinModel{.pageBytes = kGpuPageBytes,
                         .pinSecondsPerPage = pinUnpinPerPage / 2,
                         .unpinSecondsPerPage = pinUnpinPerPage / 2,
                         .pinLimitBytes = 200 * kMiB,
                         .pinBlockBytes = 32 * kMiB,
                         .cacheEntries = 6,
                         .lazyUnpinning = true};
  return gpu;
}

HostModel seedHostPreset() {
  // Fitted to section 7.4's +39 %: sequential GPU -> FPGA (pageable buffer,
  // listing 6.1) must take 1.39 / 525 MB/s per byte: the pinned GPU read, the
  // driver's staging memcpy, and the FPGA write from host memory.
  const double sequentialSecondsPerByte =
      seed::kConcurrentGpuToFpgaSpeedup / (seed::kConcurrentGpuToFpgaMBps * kMegabyte);
  const double memcpySecondsPerByte = sequentialSecondsPerByte -
                                      1.0 / (seed::kGpuToCpuMBps * kMegabyte) -
                                      1.0 / (seed::kCpuToFpgaMBps * kMegabyte);
  return HostModel{.memcpyBytesPerSecond = 1.0 / memcpySecondsPerByte};
}

std::optional<PcieDeviceModel> findPreset(std::string_view name) {
  if (name == "fpga") return fpgaPreset();
  if (name == "gpu") return gpuPreset();
  return std::nullopt;
}

std::vector<std::string_view> presetNames() {
  return {"fpga", "gpu"};
}

}  // namespace gpuasm::transfer
