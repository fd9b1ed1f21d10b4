// The cycle model's memory system: the caches, the SDRAM bus and the DMA
// engines on hand-made parameters, and one tiny kernel whose cycle count is
// derived by hand from the default (calibrated) parameters. Every expected
// value is worked out in the comment beside it.
#include "targets/vc4/machine/timing.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>

#include "targets/vc4/machine/machine.hpp"
#include "targets/vc4/vc4_support.hpp"

namespace gpuasm::vc4 {
namespace {

Vector lanesAt(uint32_t base, uint32_t stride) {
  Vector v{};
  for (uint32_t i = 0; i < kLanes; ++i) v[i] = base + i * stride;
  return v;
}

// Round numbers so that every step below is easy to follow.
TimingParameters simpleParameters() {
  TimingParameters p;
  p.launchCycles = 0;
  p.lineBytes = 64;
  p.tmuCacheBytes = 4096;
  p.tmuCacheWays = 1;
  p.l2Bytes = 32 * 1024;
  p.l2Ways = 4;
  p.l1HitCycles = 9;
  p.l2HitCycles = 20;
  p.sdramCycles = 60;
  p.tmuLanesPerCycle = 4;
  p.tmuMissesInFlight = 8;
  p.sdramBytesPerCycle = 8;
  p.dmaLoadBytesPerCycle = 2;
  p.dmaStoreBytesPerCycle = 4;
  p.dmaSetupCycles = 16;
  p.dmaRowCycles = 16;
  return p;
}

TEST(Vc4Timing, TwoWayCacheEvictsTheLeastRecentlyUsedLine) {
  Cache cache(256, 64,
              2);  // 256 / 64 / 2 = 2 sets; lines 0, 2, 4 (addresses 0, 128, 256) share set 0
  EXPECT_FALSE(cache.access(0));    // cold
  EXPECT_FALSE(cache.access(128));  // cold, set 0 now {128, 0}
  EXPECT_TRUE(cache.access(60));    // the line of byte 0; set 0 {0, 128}
  EXPECT_FALSE(cache.access(64));   // set 1, does not disturb set 0
  EXPECT_FALSE(cache.access(256));  // evicts 128, the least recently used: {256, 0}
  EXPECT_TRUE(cache.access(0));     // {0, 256}
  EXPECT_FALSE(cache.access(128));  // evicted above; evicts 256: {128, 0}
  EXPECT_FALSE(cache.access(256));
  cache.clear();
  EXPECT_FALSE(cache.access(0));
}

TEST(Vc4Timing, DirectMappedTmuCacheConflictsAtFourKibOffsets) {
  // The addendum's "sequence counts": two addresses 4 KiB apart share the one line of their set.
  Cache tmu(4096, 64, 1);
  EXPECT_FALSE(tmu.access(0x1000));
  EXPECT_TRUE(tmu.access(0x1004));
  EXPECT_FALSE(tmu.access(0x2000));  // evicts 0x1000
  EXPECT_FALSE(tmu.access(0x1000));
}

TEST(Vc4Timing, TmuLookupOfOneLineMissesOnceAndReturnsInOrder) {
  Timing timing(simpleParameters(), 4);
  // 16 lanes, 4 bytes apart: one 64-byte line. Lane 0 misses L1 and L2: the
  // line crosses the bus in 64 / 8 = 8 cycles (0..8) and arrives 60 later: 68.
  // Lanes 1..15 hit L1; the last quad issues at cycle 3 and is ready at 12.
  EXPECT_EQ(timing.tmuLookup(0, 0, lanesAt(0xC0001000, 4), 0), 68u);
  EXPECT_EQ(timing.counters().tmuMisses, 1u);
  EXPECT_EQ(timing.counters().tmuHits, 15u);
  EXPECT_EQ(timing.counters().l2Misses, 1u);
  EXPECT_EQ(timing.counters().busBytes, 64u);
  // The same line again at cycle 10: all hits, ready at 10 + 3 + 9 = 22, but the
  // receive FIFO is in order, so it leaves after the first lookup: 68.
  EXPECT_EQ(timing.tmuLookup(0, 0, lanesAt(0xC0001000, 4), 10), 68u);
  // QPU 2 on TMU0 is swapped onto the slice's other TMU (page 39): its L1 is
  // cold, the L2C has the line: 20 cycles after the first quad's issue at 100.
  EXPECT_EQ(timing.tmuLookup(2, 0, lanesAt(0x00001000, 4), 100), 120u);
  EXPECT_EQ(timing.counters().l2Hits, 1u);
}

TEST(Vc4Timing, TmuMissesWaitForAFreeFillSlot) {
  TimingParameters p = simpleParameters();
  p.tmuMissesInFlight = 1;
  Timing timing(p, 4);
  // Lanes 256 bytes apart: 16 lines, all missing, one fill at a time. Fill k asks
  // when fill k-1 is back: bus from 68k to 68k + 8, data at 68k + 68; the 16th at 16 * 68.
  EXPECT_EQ(timing.tmuLookup(0, 0, lanesAt(0, 256), 0), 16u * 68u);
  EXPECT_EQ(timing.counters().tmuMisses, 16u);
}

TEST(Vc4Timing, DmaChargesSetupRateAndRowsAndSharesTheBus) {
  Timing timing(simpleParameters(), 4);
  // A VDW of 1024 bytes in 16 rows asked at 100: setup to 116, 1024 / 4 = 256
  // cycles of data and 16 x 16 of row overhead: ends at 116 + 256 + 256 = 628.
  EXPECT_EQ(timing.dma(true, 1024, 16, 100), 628u);
  // A TMU line fill asked meanwhile waits for the bus: 628 + 8 + 60 = 696.
  EXPECT_EQ(timing.tmuLookup(0, 0, lanesAt(0x8000, 0), 200), 696u);
  // A VDR of 512 bytes in 8 rows: after the fill's bus slot (636) plus setup, 512 / 2
  // = 256 and 8 x 16 = 128: 636 + 16 + 384 = 1036, and the data lands 60 later.
  EXPECT_EQ(timing.dma(false, 512, 8, 300), 1096u);
  EXPECT_EQ(timing.counters().dmaStores, 1u);
  EXPECT_EQ(timing.counters().dmaLoads, 1u);
  EXPECT_EQ(timing.counters().dmaRows, 24u);
  EXPECT_EQ(timing.counters().busBytes, 1024u + 64u + 512u);
}

TEST(Vc4Timing, TinyKernelTakesLaunchPlusOneColdLinePlusOneCyclePerInstruction) {
  Memory memory;
  MachineConfig config;
  config.mode = Mode::Cycle;
  auto assembled = testing::assembleVc4Unchecked(R"(
    mov r0, 1
    mov r1, 2
    add r2, r0, r1
    nop; thrend
    nop
    nop
  )");
  ASSERT_EQ(assembled.errors, 0u) << assembled.diagnostics;
  uint32_t code = *memory.lock(memory.allocate(4096, 4096, 0x4));  // line-aligned
  uint32_t uniforms = *memory.lock(memory.allocate(4096, 4096, 0x4));
  std::memcpy(memory.map(code, static_cast<uint32_t>(assembled.words.size() * 8)),
              assembled.words.data(), assembled.words.size() * 8);
  Machine machine(config, memory);
  QpuStart start{uniforms, code, std::nullopt};
  RunReport report = machine.run(std::span(&start, 1));
  ASSERT_FALSE(report.fault) << report.table();
  // The six instructions share one 64-byte line: the first fetch misses the
  // icache and the L2C (the line crosses the bus, then the SDRAM latency), the
  // other five hit; each instruction issues in one cycle; no uniform is read.
  TimingParameters p;
  auto line = static_cast<uint64_t>(std::ceil(p.lineBytes / p.sdramBytesPerCycle));
  uint64_t expected = p.launchCycles + line + p.sdramCycles + p.fetchMissCycles + 6;
  EXPECT_EQ(report.cycles, expected);
  EXPECT_EQ(report.total().stalls[static_cast<int>(Stall::InstructionCache)], line + p.sdramCycles);
  EXPECT_EQ(report.total().instructions, 6u);
}

}  // namespace
}  // namespace gpuasm::vc4
