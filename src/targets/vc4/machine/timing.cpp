#include "targets/vc4/machine/timing.hpp"

#include <algorithm>
#include <bit>
#include <cmath>

namespace gpuasm::vc4 {
namespace {
constexpr uint32_t kQpusPerSlice = 4;
constexpr uint32_t kEmpty = ~0u;
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

Timing::Timing(const TimingParameters& p, uint32_t qpus) : parameters_(p) {
  uint32_t slices = (qpus + kQpusPerSlice - 1) / kQpusPerSlice;
  instructionCaches_.assign(slices, Cache(p.instructionCacheBytes, p.lineBytes, p.ways));
  uniformCaches_.assign(slices, Cache(p.uniformCacheBytes, p.lineBytes, p.ways));
  tmuCaches_.assign(slices * 2, Cache(p.tmuCacheBytes, p.lineBytes, p.ways));
  tmuFree_.assign(slices * 2, 0);
  l2_ = Cache(p.l2Bytes, p.lineBytes, p.ways);
}

uint64_t Timing::l2Read(uint32_t address, uint64_t cycle) {
  if (l2_.access(address & ~0xC0000000u)) return cycle + parameters_.l2HitCycles;
  // A miss fills the line over the SDRAM bus, which DMA shares.
  uint64_t start = std::max(cycle, busFree_);
  auto transfer = static_cast<uint64_t>(std::ceil(parameters_.lineBytes / parameters_.sdramBytesPerCycle));
  busFree_ = start + transfer;
  return start + parameters_.sdramCycles + transfer;
}

uint64_t Timing::fetchInstruction(uint32_t qpu, uint32_t address, uint64_t cycle) {
  if (instructionCaches_[qpu / kQpusPerSlice].access(address & ~0xC0000000u)) return cycle;
  return l2Read(address, cycle) + parameters_.fetchMissCycles;
}

uint64_t Timing::readUniform(uint32_t qpu, uint32_t address, uint64_t cycle) {
  if (uniformCaches_[qpu / kQpusPerSlice].access(address & ~0xC0000000u)) return cycle;
  return l2Read(address, cycle) + parameters_.fetchMissCycles;
}

uint64_t Timing::tmuLookup(uint32_t qpu, uint32_t tmu, const Vector& addresses, uint64_t cycle) {
  // The guide's automatic swap (page 39) spreads QPUs 2 and 3 of a slice onto the other TMU.
  uint32_t slice = qpu / kQpusPerSlice;
  uint32_t unit = slice * 2 + ((tmu + ((qpu % kQpusPerSlice) >= 2)) & 1);
  Cache& l1 = tmuCaches_[unit];
  uint64_t start = std::max(cycle, tmuFree_[unit]);
  uint64_t done = start;
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    uint64_t issue = start + lane / parameters_.tmuLanesPerCycle;
    uint32_t at = addresses[lane] & ~3u;
    uint64_t ready = l1.access(at & ~0xC0000000u) ? issue + parameters_.l1HitCycles : l2Read(at, issue);
    done = std::max(done, ready);
  }
  tmuFree_[unit] = start + kLanes / parameters_.tmuLanesPerCycle;
  return done;
}

uint64_t Timing::dma(bool store, uint32_t bytes, uint32_t rows, uint64_t cycle) {
  uint64_t& engine = dmaFree_[store];
  uint64_t start = std::max({cycle, engine});
  auto transfer = static_cast<uint64_t>(std::ceil(bytes / parameters_.sdramBytesPerCycle));
  uint64_t busStart = std::max(start + parameters_.dmaSetupCycles, busFree_);
  busFree_ = busStart + transfer + uint64_t{rows} * parameters_.dmaRowCycles;
  engine = busFree_;
  return busFree_ + (store ? 0 : parameters_.sdramCycles);
}

}  // namespace gpuasm::vc4
