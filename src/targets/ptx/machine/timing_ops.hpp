// What the SM timing model (timing.cpp) knows of each op of a kernel before
// it runs one: its pipe, latency, issue interval, stall count and registers
// (timeOps, from the configuration and its [[ptxas]] table), and the order
// ptxas would give a basic block's register arithmetic (scheduleLikePtxas).
#pragma once

#include <cstdint>
#include <vector>

#include "gpuasm/ptx/sm_model.hpp"
#include "targets/ptx/machine/predecode.hpp"

namespace gpuasm::ptx {

// What the model needs of an op, computed once a kernel.
struct TimedOp {
  OpClass opClass = OpClass::IntAlu;
  uint32_t latency = 1;
  uint32_t carryLatency = 0;   // until the CC.CF it writes is there (0: latency)
  uint32_t registerReads = 0;  // operands the collector reads (registers only)
  uint32_t dramBytes = 0;      // a global or local access: bytes a lane (0: none)
  uint32_t accessBytes = 0;    // a shared access or a global load: bytes a lane (0: neither)
  bool sharedAccess = false;   // accessBytes are shared memory's (bank conflicts)
  bool globalLoad = false;     // accessBytes are a global load's (through the caches)
  uint32_t interval = 1;       // cycles a lane pass holds its unit
  uint32_t stall = 1;          // cycles before the warp's next issue, at least
  bool free = false;           // ptxas emits nothing for it: no issue slot, no unit
  std::vector<uint32_t> reads, writes;
  std::vector<uint32_t> units;  // indices of the unit groups that execute it
  uint32_t unitSet = 0;         // ops of the same unit groups have the same number
};

// Each op of `code` timed by `config` (its [[ptxas]] rows where they name the op).
std::vector<TimedOp> timeOps(const Code& code, const SmConfig& config);

// ptxas's static schedule, as the model assumes it (docs/sm-model.md, "What
// ptxas does"): within each run of movable ops of a basic block, a list
// scheduler over the ops' latencies (timeOps: the configuration's) picks, each cycle, the ready op
// with the longest latency path to the run's end (ties: program order), and
// the next op issues no sooner than the class's `stall` after it. Independent
// chains are so interleaved (mix_2i1f's I I F becomes I F I F ... then the
// rest of the longer chain, as ptxas 13 emits it for sm_90), and each op gets
// the stall count the schedule leaves before the next one. Reorders `code`'s
// and `timed`'s ops in place (a permutation within each run keeps every
// dependence, so results are unchanged) and returns each op's stall count.
std::vector<uint32_t> scheduleLikePtxas(Code& code, std::vector<TimedOp>& timed);

}  // namespace gpuasm::ptx
