// The cycle model's "when": caches, the SDRAM bus and the DMA engines of a
// Raspberry Pi 1 (BCM2835, V3D at 250 MHz). Every QPU issues one instruction
// per cycle unless one of these makes it wait; the machine charges each wait
// to a Stall reason. The parameters and where each comes from are listed in
// docs/vc4.md ("The cycle model").
#pragma once

#include <array>
#include <cstdint>
#include <deque>
#include <vector>

#include "gpuasm/vc4/device.hpp"
#include "targets/vc4/machine/lanes.hpp"

namespace gpuasm::vc4 {

struct TimingParameters {
  // Caches: bytes, line bytes, ways.
  uint32_t instructionCacheBytes = 4096, uniformCacheBytes = 1024, tmuCacheBytes = 4096;
  uint32_t l2Bytes = 128 * 1024, lineBytes = 64, ways = 4;
  // Latencies in QPU cycles.
  uint32_t l1HitCycles = 9;       // TMU request to data in the receive FIFO, L1 hit
  uint32_t l2HitCycles = 20;      // an L1 miss served by the L2C
  uint32_t sdramCycles = 60;      // an L2 miss: SDRAM access latency
  uint32_t tmuLanesPerCycle = 4;  // a TMU looks up one quad per cycle
  uint32_t fetchMissCycles = 0;   // added to the L2/SDRAM cost of an icache or uniform miss
  // The SDRAM bus shared by L2 fills and the VPM DMA engines.
  double sdramBytesPerCycle = 8;
  uint32_t dmaSetupCycles = 16;  // per DMA transfer
  uint32_t dmaRowCycles = 4;     // per memory row (burst) of a DMA
  uint32_t sfuCycles = 3;        // write to r4 ready (the guide: 3rd instruction after)
};

// A set-associative cache with LRU replacement; it holds tags only.
class Cache {
 public:
  Cache() = default;
  Cache(uint32_t bytes, uint32_t lineBytes, uint32_t ways);
  bool access(uint32_t address);  // true: hit; a miss fills the line
  void clear();

 private:
  uint32_t lineShift_ = 6, sets_ = 1, ways_ = 1;
  std::vector<uint32_t> tags_;  // sets x ways, most recently used first; ~0u: empty
};

// Per-QPU timing state.
struct QpuTiming {
  std::array<std::deque<uint64_t>, 2> tmuReady;  // cycle each queued lookup's data is in the FIFO
  uint64_t vpmReadReady = 0;                     // first generic VPM read after a setup
  uint64_t loadDone = 0, storeDone = 0;          // the QPU's last VDR / VDW transfer
};

class Timing {
 public:
  Timing(const TimingParameters& parameters, uint32_t qpus);
  const TimingParameters& parameters() const { return parameters_; }

  // The cycle an instruction fetch or a uniform read asked at `cycle` has its data.
  uint64_t fetchInstruction(uint32_t qpu, uint32_t address, uint64_t cycle);
  uint64_t readUniform(uint32_t qpu, uint32_t address, uint64_t cycle);
  // The cycle a TMU lookup of 16 lane addresses issued at `cycle` completes.
  uint64_t tmuLookup(uint32_t qpu, uint32_t tmu, const Vector& addresses, uint64_t cycle);
  // The cycle a DMA of `bytes` in `rows` started at `cycle` completes.
  uint64_t dma(bool store, uint32_t bytes, uint32_t rows, uint64_t cycle);

 private:
  TimingParameters parameters_;
  std::vector<Cache> instructionCaches_, uniformCaches_;  // per slice
  std::vector<Cache> tmuCaches_;                          // per slice and TMU
  Cache l2_;
  uint64_t busFree_ = 0;                // the SDRAM bus
  std::array<uint64_t, 2> dmaFree_{};   // VDR, VDW engines
  std::vector<uint64_t> tmuFree_;       // per slice and TMU

  // The cycle the line holding `address` is available from L2, asked at `cycle`.
  uint64_t l2Read(uint32_t address, uint64_t cycle);
};

}  // namespace gpuasm::vc4
