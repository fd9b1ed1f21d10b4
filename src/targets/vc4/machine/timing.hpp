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
  // A launch through the mailbox (execute_qpu: ARM to firmware to V3D and the
  // completion back), in QPU cycles before the first instruction issues.
  uint32_t launchCycles = 4500;
  // Caches: bytes and ways; every line is lineBytes.
  uint32_t lineBytes = 64;
  uint32_t instructionCacheBytes = 4096, instructionCacheWays = 4;
  uint32_t uniformCacheBytes = 1024, uniformCacheWays = 4;
  uint32_t tmuCacheBytes = 4096, tmuCacheWays = 1;
  uint32_t l2Bytes = 32 * 1024, l2Ways = 4;
  // Latencies in QPU cycles.
  uint32_t l1HitCycles = 9;        // TMU request to data in the receive FIFO, L1 hit
  uint32_t l2HitCycles = 20;       // an L1 miss served by the L2C
  uint32_t sdramCycles = 60;       // an L2 miss: SDRAM access latency
  uint32_t tmuLanesPerCycle = 4;   // a TMU looks up one quad per cycle
  uint32_t tmuMissesInFlight = 8;  // line fills one TMU can have outstanding (tuned)
  uint32_t fetchMissCycles = 0;    // added to the L2/SDRAM cost of an icache or uniform miss
  // The SDRAM bus shared by L2 fills and the VPM DMA engines.
  double sdramBytesPerCycle = 8;  // a line fill: 64-bit AXI at the V3D clock
  // VPM DMA: measured stream rates (690 MB/s VDR, 1120 MB/s VDW at 250 MHz).
  double dmaLoadBytesPerCycle = 2.76, dmaStoreBytesPerCycle = 4.48;
  uint32_t dmaSetupCycles = 16;  // per DMA transfer
  uint32_t dmaRowCycles = 16;    // per memory row (burst) of a DMA (tuned)
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
  uint64_t vpmReadReady = 0;                     // first generic VPM read after a setup
  uint64_t loadDone = 0, storeDone = 0;          // the QPU's last VDR / VDW transfer
};

// What the memory system served, for tests and tuning.
struct TimingCounters {
  uint64_t tmuHits = 0, tmuMisses = 0, l2Hits = 0, l2Misses = 0;
  uint64_t instructionMisses = 0, uniformMisses = 0;
  uint64_t dmaLoads = 0, dmaStores = 0, dmaRows = 0;
  uint64_t busBytes = 0, busBusyCycles = 0;
};

class Timing {
 public:
  Timing(const TimingParameters& parameters, uint32_t qpus);
  const TimingCounters& counters() const { return counters_; }
  const TimingParameters& parameters() const { return parameters_; }

  // The cycle an instruction fetch or a uniform read asked at `cycle` has its data.
  uint64_t fetchInstruction(uint32_t qpu, uint32_t address, uint64_t cycle);
  uint64_t readUniform(uint32_t qpu, uint32_t address, uint64_t cycle);
  // The cycle a TMU lookup of 16 lane addresses issued at `cycle` completes.
  uint64_t tmuLookup(uint32_t qpu, uint32_t tmu, const Vector& addresses, uint64_t cycle);
  // The cycle a DMA of `bytes` in `rows` started at `cycle` completes.
  uint64_t dma(bool store, uint32_t bytes, uint32_t rows, uint64_t cycle);

 private:
  struct Tmu {
    Cache l1;
    uint64_t free = 0;                // the next quad can be looked up
    uint64_t lastDone = 0;            // results leave in request order
    std::vector<uint64_t> fillsDone;  // per outstanding-fill slot: when it frees
  };
  TimingParameters parameters_;
  TimingCounters counters_;
  std::vector<Cache> instructionCaches_, uniformCaches_;  // per slice
  std::vector<Tmu> tmus_;                                 // per slice and TMU
  Cache l2_;
  uint64_t busFree_ = 0;               // the SDRAM bus
  std::array<uint64_t, 2> dmaFree_{};  // VDR, VDW engines

  // The cycle the line holding `address` is available from L2, asked at `cycle`.
  uint64_t l2Read(uint32_t address, uint64_t cycle);
  // Occupies the SDRAM bus for `bytes` from `cycle` on; the cycle the transfer ends.
  uint64_t busTransfer(uint32_t bytes, uint64_t cycle);
};

}  // namespace gpuasm::vc4
