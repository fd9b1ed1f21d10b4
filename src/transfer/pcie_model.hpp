// The modelled PCIe device: a pure timing model of the links, DMA engines and
// pinning of seed 004 (a Stratix V FPGA and a Quadro K600 GPU exchanging data
// directly and through host memory). Every function returns modelled seconds
// for one elementary operation a transfer strategy performs, or for a whole
// strategy; nothing here moves memory, starts a thread or reads a clock.
//
// The presets (fpgaPreset, gpuPreset, seedHostPreset) carry the seed's figures
// and the calibration that turns them into parameters; docs/transfer.md ("The model")
// lists which parameter is fitted to which figure and which figures are then
// predictions, and tests/transfer/pcie_model_test.cpp holds each of them.
//
// Units: bytes, seconds, bytes per second. "MB" in the seed is 10^6 bytes.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "gpuasm/transfer/transfer.hpp"

namespace gpuasm::transfer {

// Host <-> device direction of one copy.
enum class CopyDirection { HostToDevice, DeviceToHost };

// One PCIe link: generation and width give the raw rate after line encoding;
// each TLP then carries at most maxPayloadBytes behind tlpOverheadBytes of
// framing, sequence number, header and LCRC, and ACK / flow-control DLLPs take
// a further fraction of the wire.
struct PcieLink {
  int generation = 3;  // 1 to 5
  int lanes = 8;       // 1, 2, 4, 8, 12, 16, 32
  std::uint32_t maxPayloadBytes = 128;
  std::uint32_t tlpOverheadBytes = 24;
  double dllpOverheadFraction = 0.05;
};

// Gigatransfers per second per lane and the line-encoding efficiency of a
// generation (8b/10b for 1 and 2, 128b/130b from 3 on); 0 for an unknown one.
double pcieTransfersPerSecond(int generation);
double pcieEncodingEfficiency(int generation);
// Per direction: bytes per second after encoding ("theoretical bandwidth").
double linkRawBytesPerSecond(const PcieLink& link);
// Per direction: what is left for payload after TLP and DLLP overheads.
double linkEffectiveBytesPerSecond(const PcieLink& link);

// A scatter-gather DMA engine driven by descriptors (the seed's Altera mSGDMA,
// section 5.1; or a GPU copy engine, one descriptor per copy). The driver
// writes descriptorsInFlight descriptors (each needing one address-translation
// entry per attPageBytes), waits for the interrupt that says all are done,
// and only then sends the next batch (section 5.3.2, listing 5.7).
struct DmaEngine {
  std::uint64_t descriptorBytes = 512 * 1024;  // 0: one descriptor per copy
  std::uint32_t descriptorsInFlight = 2;
  double interruptLatencySeconds = 0;  // interrupt -> next batch sent
  std::uint32_t attEntries = 0;        // 0: no address-translation table
  std::uint64_t attPageBytes = 4096;
  double attEntryWriteSeconds = 0;  // one entry written by the driver
  double writeBytesPerSecond = 0;   // engine pushes into remote memory (posted writes)
  double readBytesPerSecond = 0;    // engine pulls remote memory (non-posted reads)
};

// Descriptors the engine really holds at once: the FIFO depth, cut down to
// what the address-translation table can map (seed 5.3.2: 256 entries of 4 KB
// hold two 512 KB descriptors).
std::uint32_t effectiveDescriptorsInFlight(const DmaEngine& engine);
// Seconds for the engine to move `bytes` streaming at `streamBytesPerSecond`:
// the data time plus, per batch of descriptors, the interrupt latency and the
// address-translation writes of the first descriptor of the batch (the rest
// are written while the first one runs).
double dmaSeconds(const DmaEngine& engine, std::uint64_t bytes, double streamBytesPerSecond);

// Pinning memory for another device's DMA (nvidia_p2p_get_pages, section 5.2)
// and the lazy-unpinning look-up table of section 5.3.2.
struct PinModel {
  std::uint64_t pageBytes = 64 * 1024;
  double pinSecondsPerPage = 0;
  double unpinSecondsPerPage = 0;
  std::uint64_t pinLimitBytes = 0;  // most that can be pinned at once; 0: no limit
  std::uint64_t pinBlockBytes = 0;  // a direct transfer is cut into blocks this large
  std::uint32_t cacheEntries = 0;   // look-up table of pinned blocks
  bool lazyUnpinning = false;       // keep blocks pinned between transfers
};

double pinSeconds(const PinModel& pin, std::uint64_t bytes);
double unpinSeconds(const PinModel& pin, std::uint64_t bytes);

// The look-up table of pinned blocks (seed 5.3.2): a hit costs nothing; a
// miss pins the block, evicting first when the table is full or the pin limit
// would be passed. The seed always evicts the same (last) entry and keeps the
// others pinned, which suits strictly consecutive transfers. Without lazy
// unpinning every block is pinned and unpinned within its own transfer.
class PinCache {
 public:
  explicit PinCache(PinModel model) : model_(model) {}
  // Seconds of pinning and unpinning spent to make [address, address+bytes)
  // available as one block.
  double acquireSeconds(std::uint64_t address, std::uint64_t bytes);
  // Memory in [address, address+bytes) was freed: its pinned blocks go (the
  // driver's free callback unpins them; no transfer waits for that).
  void release(std::uint64_t address, std::uint64_t bytes);
  std::uint64_t pinnedBytes() const;
  std::size_t entries() const { return blocks_.size(); }

 private:
  struct Block {
    std::uint64_t address;
    std::uint64_t bytes;
  };
  PinModel model_;
  std::vector<Block> blocks_;
};

// How the device's driver copies from or to a pageable host buffer.
//   PinPerCall: it pins the user's pages for the copy (Altera, get_user_pages);
//               the cost is inside the engine's fitted rates.
//   StagedCopy: it copies through a pinned bounce buffer with a host memcpy;
//               host-to-device overlaps the memcpy with the DMA, device-to-host
//               waits for the DMA and then copies (the NVIDIA driver).
enum class PageableHostPath { PinPerCall, StagedCopy };

struct PcieDeviceModel {
  std::string name;
  PcieLink link;
  double perTransferSeconds = 0;  // one blocking driver call: setup, start, completion
  DmaEngine dma;
  PageableHostPath pageablePath = PageableHostPath::PinPerCall;
  PinModel pinning;  // this device's memory pinned for a peer's DMA
};

struct HostModel {
  double memcpyBytesPerSecond = 0;  // one thread copying between host buffers
};

// --- elementary operations ---------------------------------------------------

// The engine's streaming rate for a host copy in `direction`, bounded by the
// link: device-to-host the engine writes into host memory, host-to-device it reads.
double hostCopyStreamBytesPerSecond(const PcieDeviceModel& device, CopyDirection direction);
// One blocking host <-> device copy of `bytes`.
double hostCopySeconds(const PcieDeviceModel& device, const HostModel& host,
                       CopyDirection direction, HostMemory memory, std::uint64_t bytes);
// A host memcpy between two host buffers (the staging copy).
double hostMemcpySeconds(const HostModel& host, std::uint64_t bytes);
// `master`'s DMA engine writes `bytes` into `target`'s memory over both links
// (no pinning): the slower link and the engine bound the stream.
double directDmaSeconds(const PcieDeviceModel& master, const PcieDeviceModel& target,
                        std::uint64_t bytes);

// --- strategies --------------------------------------------------------------

// Two stages over blocks in max-plus form: block k enters the second stage
// when the first stage has finished it and the second stage has finished
// block k-1. Returns when the second stage finishes the last block.
double pipelineSeconds(std::span<const double> firstStage, std::span<const double> secondStage);

// The seed's block-size rule is seedBlockBytes (gpuasm/transfer/transfer.hpp).

// The block size the model itself prefers for a concurrent transfer: the
// fastest of n/1, n/2, n/4, ... n/maxBlocks (a block count that is a power of
// two, as the seed's rule uses), ties going to the larger block.
std::uint64_t modelBestBlockBytes(const PcieDeviceModel& source, const PcieDeviceModel& destination,
                                  const HostModel& host, std::uint64_t transferBytes,
                                  std::uint64_t maxBlocks = 4096);

// Sequential indirect (listing 6.1): read all of it into host memory, then write it.
double sequentialIndirectSeconds(const PcieDeviceModel& source, const PcieDeviceModel& destination,
                                 const HostModel& host, std::uint64_t bytes,
                                 HostMemory staging = HostMemory::Pageable);
// Concurrent indirect (listings 6.4, 6.5): blocks of `blockBytes` (the last
// one shorter), one thread reading block k+1 while the other writes block k.
double concurrentIndirectSeconds(const PcieDeviceModel& source, const PcieDeviceModel& destination,
                                 const HostModel& host, std::uint64_t bytes,
                                 std::uint64_t blockBytes, HostMemory staging = HostMemory::Pinned);
// Direct (listing 5.13): `master`'s engine writes into `target`'s memory in
// target.pinning.pinBlockBytes blocks, one driver command each, each block
// pinned through `cache` (which keeps its state between transfers).
double directTransferSeconds(const PcieDeviceModel& master, const PcieDeviceModel& target,
                             std::uint64_t bytes, std::uint64_t targetAddress, PinCache& cache);

// bytes / seconds in the seed's MB/s (10^6 bytes).
double megabytesPerSecond(std::uint64_t bytes, double seconds);

// --- presets -----------------------------------------------------------------

PcieDeviceModel fpgaPreset();  // Nallatech 385-D5, Stratix V, Gen3 x8 (seed 7.1)
PcieDeviceModel gpuPreset();   // Quadro K600, Gen2 x16 (seed 7.1)
HostModel seedHostPreset();    // the seed's host
// "fpga" or "gpu"; nullopt for any other name.
std::optional<PcieDeviceModel> findPreset(std::string_view name);
std::vector<std::string_view> presetNames();

}  // namespace gpuasm::transfer
