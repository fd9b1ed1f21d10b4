#include "targets/vc4/machine/timing.hpp"

#include <algorithm>
#include <bit>
#include <cmath>

#include "gpuasm/vc4/memory.hpp"
#include "targets/vc4/machine/float_mode.hpp"

// Caches are tagged with physical addresses: the bus aliases (0x0, 0x4, 0x8,
// 0xC) name one byte (physicalOf, gpuasm/vc4/memory.hpp).
namespace gpuasm::vc4 {
namespace {
constexpr uint32_t kQpusPerSlice = 4;
constexpr uint32_t kEmpty = ~0u;

// Cycles to move `bytes` at `bytesPerCycle`, rounded up. The machine runs with
// the host rounding toward zero (float_mode.hpp); the rates are doubles, so the
// quotient is taken in the default mode.
uint64_t cyclesFor(uint32_t bytes, double bytesPerCycle) {
  HostRounding nearest;
  double dividend = bytes;
  floatmode::pin(dividend);
  floatmode::pin(bytesPerCycle);
  double quotient = dividend / bytesPerCycle;
  floatmode::pin(quotient);
  return static_cast<uint64_t>(std::ceil(quotient));
}

}  // namespace

Cache::Cache(uint32_t bytes, uint32_t lineBytes, uint32_t ways)
    : lineShift_(static_cast<uint32_t>(std::countr_zero(lineBytes))),
      sets_(std::max(1u, bytes / lineBytes / ways)),
      ways_(ways),
      tags_(size_t{sets_} * ways, kEmpty) {}

bool Cache::access(uint32_t address) {
  uint32_t line = address >> lineShift_;
  uint32_t* set = &tags_[size_t{line % sets_} * ways_];
  uint32_t* end = set + ways_;
  uint32_t* found = std::find(set, end, line);
  bool hit = found != end;
  if (!hit) found = end - 1;  // the least recently used way
  std::rotate(set, found, found + 1);
  set[0] = line;
  return hit;
}

void Cache::clear() {
  std::fill(tags_.begin(), tags_.end(), kEmpty);
}

Timing::Timing(const TimingParameters& given, uint32_t qpus) : parameters_(given) {
  const TimingParameters& p = parameters_;
  uint32_t slices = (qpus + kQpusPerSlice - 1) / kQpusPerSlice;
  instructionCaches_.assign(slices,
                            Cache(p.instructionCacheBytes, p.lineBytes, p.instructionCacheWays));
  uniformCaches_.assign(slices, Cache(p.uniformCacheBytes, p.lineBytes, p.uniformCacheWays));
  Tmu tmu;
  tmu.l1 = Cache(p.tmuCacheBytes, p.lineBytes, p.tmuCacheWays);
  tmu.fillsDone.assign(std::max(1u, p.tmuMissesInFlight), 0);
  tmus_.assign(slices * 2, tmu);
  l2_ = Cache(p.l2Bytes, p.lineBytes, p.l2Ways);
}

uint64_t Timing::busTransfer(uint32_t bytes, uint64_t cycle) {
  uint64_t start = std::max(cycle, busFree_);
  auto cycles = cyclesFor(bytes, parameters_.sdramBytesPerCycle);
  counters_.busBytes += bytes;
  counters_.busBusyCycles += cycles;
  busFree_ = start + cycles;
  return busFree_;
}

uint64_t Timing::l2Read(uint32_t address, uint64_t cycle) {
  if (l2_.access(physicalOf(address))) {
    ++counters_.l2Hits;
    return cycle + parameters_.l2HitCycles;
  }
  ++counters_.l2Misses;
  // A miss fills the line over the SDRAM bus, which DMA shares; the data
  // arrives one access latency after the bus has carried it.
  return busTransfer(parameters_.lineBytes, cycle) + parameters_.sdramCycles;
}

uint64_t Timing::fetchInstruction(uint32_t qpu, uint32_t address, uint64_t cycle) {
  if (instructionCaches_[qpu / kQpusPerSlice].access(physicalOf(address))) return cycle;
  ++counters_.instructionMisses;
  return l2Read(address, cycle) + parameters_.fetchMissCycles;
}

uint64_t Timing::readUniform(uint32_t qpu, uint32_t address, uint64_t cycle) {
  if (uniformCaches_[qpu / kQpusPerSlice].access(physicalOf(address))) return cycle;
  ++counters_.uniformMisses;
  return l2Read(address, cycle) + parameters_.fetchMissCycles;
}

uint64_t Timing::tmuLookup(uint32_t qpu, uint32_t tmu, const Vector& addresses, uint64_t cycle) {
  // The guide's automatic swap (page 39) spreads QPUs 2 and 3 of a slice onto the other TMU.
  uint32_t slice = qpu / kQpusPerSlice;
  Tmu& unit = tmus_[slice * 2 + ((tmu + ((qpu % kQpusPerSlice) >= 2)) & 1)];
  uint64_t start = std::max(cycle, unit.free);
  uint64_t done = start;
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    uint64_t issue = start + lane / parameters_.tmuLanesPerCycle;
    uint32_t at = physicalOf(addresses[lane] & ~3u);
    if (unit.l1.access(at)) {
      ++counters_.tmuHits;
      done = std::max(done, issue + parameters_.l1HitCycles);
      continue;
    }
    // A miss waits for a free fill slot, then asks the L2C.
    ++counters_.tmuMisses;
    auto slot = std::min_element(unit.fillsDone.begin(), unit.fillsDone.end());
    uint64_t ready = l2Read(at, std::max(issue, *slot));
    *slot = ready;
    done = std::max(done, ready);
  }
  unit.free = start + kLanes / parameters_.tmuLanesPerCycle;
  // The receive FIFO returns lookups in the order they were asked.
  unit.lastDone = done = std::max(done, unit.lastDone);
  return done;
}

uint64_t Timing::dma(bool store, uint32_t bytes, uint32_t rows, uint64_t cycle) {
  uint64_t& engine = dmaFree_[store];
  ++(store ? counters_.dmaStores : counters_.dmaLoads);
  counters_.dmaRows += rows;
  uint64_t start = std::max({cycle, engine, busFree_}) + parameters_.dmaSetupCycles;
  double rate = store ? parameters_.dmaStoreBytesPerCycle : parameters_.dmaLoadBytesPerCycle;
  auto cycles = cyclesFor(bytes, rate) + uint64_t{rows} * parameters_.dmaRowCycles;
  counters_.busBytes += bytes;
  counters_.busBusyCycles += cycles;
  uint64_t end = start + cycles;
  busFree_ = end;
  engine = end;
  return end + (store ? 0 : parameters_.sdramCycles);
}

}  // namespace gpuasm::vc4
