// The SM timing model (gpuasm/ptx/sm_model.hpp): the model device launches
// a kernel as the simulator does, but the blocks of the busiest SM run under
// a cycle-by-cycle model of its warp schedulers. Each cycle each scheduler
// looks at its warps in loose round-robin order and issues the first whose
// next instruction has its operands ready (scoreboard), finds a free unit
// group that executes its class and is wired to the scheduler, and has its
// operands collected; issuing runs the instruction functionally
// (BlockRun::step), so results are the simulator's. The other SMs' blocks run
// functionally only: the launch's time is the busiest SM's.
#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <map>
#include <string>

#include "gpuasm/ptx/sm_model.hpp"
#include "targets/ptx/machine/simulator.hpp"
#include "targets/ptx/machine/timing_ops.hpp"

namespace gpuasm::ptx {

double TimingReport::seconds() const {
  return clockGhz > 0 ? static_cast<double>(cycles) / (clockGhz * 1e9) : 0;
}

namespace {

// The lanes of `mask` that an op's guard lets run (BlockRun::step's rule).
uint32_t guardedLanes(const Warp& w, const Op& op, uint32_t mask) {
  if (op.guard == kNoSlot) return mask;
  const uint64_t* predicate = w.registers + size_t{op.guard} * kLanes;
  uint32_t set = 0;
  for (uint32_t l = 0; l < kLanes; ++l) set |= static_cast<uint32_t>(predicate[l] != 0) << l;
  return mask & (op.guardNegated ? ~set : set);
}

// The passes a warp's shared access takes over `banks` 4-byte banks: the most
// distinct words one bank holds among the words the lanes of `mask` touch (a
// word many lanes read is one broadcast). Read before the op runs: a load may
// overwrite its own address register (a pointer chase).
uint32_t sharedPasses(const Warp& w, const Op& op, uint32_t mask, uint32_t bytes, uint32_t banks) {
  if (banks == 0 || mask == 0) return 1;
  const uint64_t* base = w.registers + size_t{op.base} * kLanes;
  const uint32_t words = std::max(1u, bytes / 4);
  // At most 32 lanes x 4 words: a small sorted list of distinct words.
  std::array<uint64_t, kLanes * 4> seen{};
  size_t count = 0;
  for (uint32_t l = 0; l < kLanes; ++l) {
    if (((mask >> l) & 1u) == 0) continue;
    const uint64_t first = ((base[l] + op.addressOffset) & op.addressMask) / 4;
    for (uint32_t k = 0; k < words && count < seen.size(); ++k) seen[count++] = first + k;
  }
  std::sort(seen.begin(), seen.begin() + static_cast<ptrdiff_t>(count));
  const auto end = std::unique(seen.begin(), seen.begin() + static_cast<ptrdiff_t>(count));
  std::array<uint32_t, 64> perBank{};
  uint32_t passes = 1;
  for (auto word = seen.begin(); word != end; ++word)
    passes = std::max(passes, ++perBank[*word % banks]);
  return passes;
}

// A set-associative cache of 128-byte lines with least-recently-used
// replacement: which lines the timed SM would find in its L1 or its share of
// the L2.
class LineCache {
 public:
  static constexpr uint32_t kLineBytes = 128;
  static constexpr uint32_t kWays = 4;
  explicit LineCache(uint64_t bytes)
      : sets_(std::max<uint64_t>(1, bytes / kLineBytes / kWays)),
        enabled_(bytes >= kLineBytes),
        tags_(sets_ * kWays, kEmpty),
        used_(sets_ * kWays, 0) {}
  bool enabled() const { return enabled_; }
  // Whether `line` (an address / kLineBytes) is there; it is there afterwards.
  bool access(uint64_t line) {
    const size_t set = static_cast<size_t>(line % sets_) * kWays;
    size_t victim = set;
    for (size_t way = set; way < set + kWays; ++way) {
      if (tags_[way] == line) {
        used_[way] = ++clock_;
        return true;
      }
      if (used_[way] < used_[victim]) victim = way;
    }
    tags_[victim] = line;
    used_[victim] = ++clock_;
    return false;
  }

 private:
  static constexpr uint64_t kEmpty = ~uint64_t{0};
  uint64_t sets_;
  bool enabled_;
  std::vector<uint64_t> tags_;
  std::vector<uint64_t> used_;
  uint64_t clock_ = 0;
};

// One SM under the model: its resident blocks, their warps, the units.
class SmRun {
 public:
  // `loaded`'s code as scheduleLikePtxas left it, with its ops' timing and stall counts.
  SmRun(const SmConfig& config, const LoadedKernel& loaded, const LaunchShape& shape,
        const LaunchSettings& settings, std::vector<TimedOp> timed, std::vector<uint32_t> stall)
      : config_(config),
        loaded_(loaded),
        shape_(shape),
        settings_(settings),
        timed_(std::move(timed)),
        stall_(std::move(stall)) {
    // ptxas's yield flag: set where the stall count is `yield_stall` or more
    // (the control bits of its cubins, "What ptxas does").
    yields_.assign(stall_.size(), true);
    if (config.stallCounts && config.yieldStall > 0)
      for (size_t pc = 0; pc < stall_.size(); ++pc) yields_[pc] = stall_[pc] >= config.yieldStall;
    const auto& b = shape.block;
    warpsPerBlock_ = (b[0] * b[1] * b[2] + kLanes - 1) / kLanes;
    resident_ = std::max<uint32_t>(
        1,
        std::min({config.maxBlocks, config.maxWarps / std::max(1u, warpsPerBlock_),
                  shape.sharedBytes ? static_cast<uint32_t>(config.sharedBytes / shape.sharedBytes)
                                    : config.maxBlocks}));
    unitFree_.assign(config.units.size(), 0);
    if (config.memory.globalBandwidthGbs > 0)
      dramBytesPerCycle_ = config.memory.globalBandwidthGbs /
                           (static_cast<double>(std::max(1u, config.sms)) * config.clockGhz);
    report_.units.resize(config.units.size());
    for (size_t u = 0; u < config.units.size(); ++u) report_.units[u].name = config.units[u].name;
    report_.model = config.name;
    report_.clockGhz = config.clockGhz;
  }

  // Runs `blockCount` blocks, linear indices 0, stride, 2 * stride, ..., to their
  // end or until `deadline` passes; the fault that stopped it, if any (the
  // time limit's: kind "watchdog", stoppedByTime() true, the message the
  // launch's to word).
  std::optional<LaunchFault> run(uint64_t blockCount, uint64_t stride, const Deadline& deadline);
  bool stoppedByTime() const { return stoppedByTime_; }
  uint64_t blocksRan() const { return blocksRan_; }
  const TimingReport& report() const { return report_; }
  uint64_t warpInstructions() const { return warpInstructions_; }
  uint64_t threadInstructions() const { return threadInstructions_; }
  // printf's output of the blocks run, by block index.
  std::map<uint64_t, std::string>& outputs() { return outputs_; }

 private:
  static constexpr uint32_t kNoUnitSet = UINT32_MAX;
  struct Slot {  // a resident block
    std::unique_ptr<BlockRun> run;
    std::array<uint32_t, 3> block{};
    uint64_t index = 0;
    bool used = false;
  };
  // What a look reads of a warp comes first, and a warp is one cache line:
  // a look goes through many warps (issue 32 item 5).
  struct alignas(64) WarpState {
    uint64_t nextIssue = 0;
    uint32_t pc = 0;              // the next op, while operandsReady
    uint32_t unitSet = 0;         // and its TimedOp::unitSet
    uint32_t slot = 0, warp = 0;  // its scheduler: its index in warps_ mod the count
    bool alive = false;
    bool operandsReady = false;  // the next op's operands were found ready
    bool unitWait = false;       // nextIssue is when a unit for the next op frees
    bool atBarrier = false;      // its block's BlockRun::waiting, kept here (looked at often)
    uint32_t scheduler = 0, place = 0;  // its scheduler, and its place in the scheduler's order
    uint32_t parkedSet = kNoUnitSet;    // the unit set its place is in parked_ for
    uint64_t instructions = 0;
    std::vector<uint64_t> ready;  // per register slot: the cycle its value is there
  };
  enum Stall : uint8_t { None, Dependency, Unit, Operands, Barrier, Idle };

  void startBlock(uint32_t slot, uint64_t index, uint64_t cycle);
  // A warp's alive, atBarrier, unitWait or unitSet changed: its bits in
  // runnable_ and parked_ follow.
  void noteWait(WarpState& w) {
    const size_t word = w.place / 64;
    const uint64_t bit = uint64_t{1} << (w.place % 64);
    uint64_t& runnable = runnable_[size_t{w.scheduler} * schedulerWords_ + word];
    const bool runs = w.alive && !w.atBarrier;
    runnable = runs ? runnable | bit : runnable & ~bit;
    const uint32_t set = runs && w.unitWait ? w.unitSet : kNoUnitSet;
    if (set == w.parkedSet) return;
    if (w.parkedSet != kNoUnitSet) {
      const size_t group = size_t{w.scheduler} * unitSetCount_ + w.parkedSet;
      parked_[group * schedulerWords_ + word] &= ~bit;
      --parkedCount_[group];
    }
    if (set != kNoUnitSet) {
      const size_t group = size_t{w.scheduler} * unitSetCount_ + set;
      parked_[group * schedulerWords_ + word] |= bit;
      ++parkedCount_[group];
    }
    w.parkedSet = set;
  }
  // A global load by the lanes of `mask` through the caches: its latency, and
  // the bytes of the 32-byte sectors it misses in the L2.
  std::pair<uint64_t, uint64_t> cachedLoad(const Warp& w, const Op& op, uint32_t mask);
  void countInstructions(const Slot& slot) {
    warpInstructions_ += slot.run->issued();
    threadInstructions_ += slot.run->threadInstructions();
    if (std::string text = slot.run->output(); !text.empty()) outputs_[slot.index] = text;
  }
  std::array<uint32_t, 3> blockOf(uint64_t index) const {
    const auto& g = shape_.grid;
    return {static_cast<uint32_t>(index % g[0]), static_cast<uint32_t>(index / g[0] % g[1]),
            static_cast<uint32_t>(index / (uint64_t{g[0]} * g[1]))};
  }

  const SmConfig& config_;
  const LoadedKernel& loaded_;
  const LaunchShape& shape_;
  const LaunchSettings& settings_;
  std::vector<TimedOp> timed_;
  std::vector<uint32_t> stall_;   // by pc: cycles before the warp's next issue
  std::vector<bool> yields_;      // by pc: whether the scheduler looks past the warp next
  double dramBytesPerCycle_ = 0;  // the SM's share of the DRAM bandwidth (0: unlimited)
  double dramFree_ = 0;           // when the SM's DRAM accesses so far have streamed
  LineCache l1_{0}, l2_{0};       // what the SM's global loads find in its L1 and L2 share
  uint32_t warpsPerBlock_ = 1, resident_ = 1;
  std::vector<Slot> slots_;
  std::vector<WarpState> warps_;  // slot * warpsPerBlock_ + warp
  // Each scheduler's warps as bit sets over their places in its round-robin
  // order (place k of scheduler s: warp slot s + k x count): those that may
  // issue (alive, not at a barrier), and of those the ones that wait for a
  // unit, by the unit set (TimedOp::unitSet) of their next op. A look visits
  // no warp that waits for units none of which has freed (issue 32 item 5).
  uint32_t schedulerWords_ = 1;     // 64-bit words of one scheduler's bit set
  uint32_t unitSetCount_ = 1;       // unit sets: 1 + the largest TimedOp::unitSet
  std::vector<uint64_t> runnable_;  // by scheduler
  std::vector<uint64_t> parked_;    // by scheduler and unit set
  std::vector<uint32_t> parkedCount_;
  std::vector<uint64_t> unitFree_;
  TimingReport report_;
  uint64_t warpInstructions_ = 0, threadInstructions_ = 0;
  uint64_t blocksRan_ = 0;
  bool stoppedByTime_ = false;
  std::map<uint64_t, std::string> outputs_;
};

void SmRun::startBlock(uint32_t slot, uint64_t index, uint64_t cycle) {
  Slot& s = slots_[slot];
  if (!s.run) s.run = std::make_unique<BlockRun>(loaded_, shape_);
  if (s.used) countInstructions(s);
  s.block = blockOf(index);
  s.index = index;
  s.run->start(s.block);
  s.used = true;
  for (uint32_t w = 0; w < warpsPerBlock_; ++w) {
    WarpState& state = warps_[size_t{slot} * warpsPerBlock_ + w];
    state.slot = slot;
    state.warp = w;
    state.alive = true;
    state.nextIssue = cycle;
    state.instructions = 0;
    state.operandsReady = false;
    state.unitWait = false;
    state.atBarrier = false;
    noteWait(state);
    state.ready.assign(loaded_.code->maxSlots, 0);
  }
}

std::pair<uint64_t, uint64_t> SmRun::cachedLoad(const Warp& w, const Op& op, uint32_t mask) {
  const MemoryTiming& m = config_.memory;
  const uint64_t* base = w.registers + size_t{op.base} * kLanes;
  // The 32-byte sectors the lanes touch (an aligned access of up to 16 bytes
  // lies in one), sorted: a line's sectors are then next to each other.
  std::array<uint64_t, kLanes> sectors{};
  size_t count = 0;
  for (uint32_t l = 0; l < kLanes; ++l)
    if ((mask >> l) & 1u) sectors[count++] = ((base[l] + op.addressOffset) & op.addressMask) / 32;
  std::sort(sectors.begin(), sectors.begin() + static_cast<ptrdiff_t>(count));
  const size_t distinct = static_cast<size_t>(
      std::unique(sectors.begin(), sectors.begin() + static_cast<ptrdiff_t>(count)) -
      sectors.begin());
  uint64_t latency = 0, missed = 0;
  constexpr uint64_t kSectorsALine = LineCache::kLineBytes / 32;
  for (size_t k = 0; k < distinct;) {
    const uint64_t line = sectors[k] / kSectorsALine;
    size_t next = k;
    while (next < distinct && sectors[next] / kSectorsALine == line) ++next;
    uint64_t level = m.globalLatency;
    if (l1_.enabled() && l1_.access(line)) {
      level = m.l1Latency;
    } else if (l2_.enabled() && l2_.access(line)) {
      level = m.l2Latency;
    } else {
      missed += next - k;
    }
    latency = std::max(latency, level);
    k = next;
  }
  return {latency, missed * 32};
}

std::optional<LaunchFault> SmRun::run(uint64_t blockCount, uint64_t stride,
                                      const Deadline& deadline) {
  const uint32_t schedulers = config_.schedulers;
  const uint32_t carrySlot = loaded_.code->carrySlot;
  slots_.resize(resident_);
  warps_.resize(size_t{resident_} * warpsPerBlock_);
  const uint32_t warpsAScheduler =
      static_cast<uint32_t>((warps_.size() + schedulers - 1) / schedulers);
  schedulerWords_ = (warpsAScheduler + 63) / 64;
  for (const TimedOp& t : timed_) unitSetCount_ = std::max(unitSetCount_, t.unitSet + 1);
  runnable_.assign(size_t{schedulers} * schedulerWords_, 0);
  parked_.assign(size_t{schedulers} * unitSetCount_ * schedulerWords_, 0);
  parkedCount_.assign(size_t{schedulers} * unitSetCount_, 0);
  for (uint32_t w = 0; w < warps_.size(); ++w) {
    warps_[w].scheduler = w % schedulers;
    warps_[w].place = w / schedulers;
  }
  // The unified L1 and shared memory: the L1 holds what the shared memory of
  // the blocks that reside at once leaves; the L2 is the GPU's, shared by its SMs.
  const uint64_t sharedInUse = std::min<uint64_t>(resident_, blockCount) * shape_.sharedBytes;
  const MemoryTiming& memory = config_.memory;
  l1_ = LineCache(memory.l1Bytes > sharedInUse ? memory.l1Bytes - sharedInUse : 0);
  l2_ = LineCache(memory.l2Bytes / std::max(1u, config_.sms));
  uint64_t next = 0;
  uint32_t live = 0;
  for (uint32_t slot = 0; slot < resident_ && next < blockCount; ++slot, ++live)
    startBlock(slot, stride * next++, 0);
  report_.blocksOnBusiest = blockCount;
  std::vector<uint32_t> roundRobin(schedulers, 0);
  std::vector<uint64_t> collectorFree(schedulers, 0);
  std::vector<Stall> reason(schedulers, Idle);
  // A scheduler whose last look found nothing to issue issues nothing before
  // the soonest cycle that look noted, with the same reason: until then it is
  // not looked at again (the model's cost is per look, docs/PERFORMANCE.md).
  // Another scheduler's issue can only take a shared unit for longer; a
  // barrier's release and a new block change its warps, and forget this.
  std::vector<uint64_t> idleUntil(schedulers, 0);
  std::vector<Stall> idleReason(schedulers, Idle);
  auto forgetIdle = [&] { std::fill(idleUntil.begin(), idleUntil.end(), 0); };
  // The schedulers wired to each unit group, as a mask.
  std::vector<uint32_t> wired(config_.units.size(), ~0u);
  for (size_t u = 0; u < config_.units.size(); ++u)
    if (!config_.units[u].schedulers.empty()) {
      wired[u] = 0;
      for (uint32_t w : config_.units[u].schedulers) wired[u] |= 1u << w;
    }
  // The units of each unit set wired to each scheduler.
  std::vector<std::vector<uint32_t>> wiredUnits(size_t{schedulers} * unitSetCount_);
  std::vector<bool> setKnown(unitSetCount_, false);
  for (const TimedOp& t : timed_) {
    if (setKnown[t.unitSet]) continue;
    setKnown[t.unitSet] = true;
    for (uint32_t s = 0; s < schedulers; ++s)
      for (uint32_t u : t.units)
        if ((wired[u] >> s) & 1u) wiredUnits[size_t{s} * unitSetCount_ + t.unitSet].push_back(u);
  }
  std::vector<uint64_t> toVisit(schedulerWords_);
  uint32_t firstScheduler = 0;
  std::array<uint64_t, 6> stalls{};  // by Stall
  uint64_t cycle = 0, rounds = 0;
  // Each scheduler's warp slots (warp slot w belongs to scheduler w % count).
  std::vector<std::vector<uint32_t>> mine(schedulers);
  for (uint32_t w = 0; w < warps_.size(); ++w) mine[w % schedulers].push_back(w);
  auto refreshBarrier = [&](uint32_t slot) {
    for (uint32_t w = 0; w < warpsPerBlock_; ++w) {
      WarpState& warp = warps_[slot * warpsPerBlock_ + w];
      warp.atBarrier = slots_[slot].run->waiting(w);
      noteWait(warp);
    }
  };
  static constexpr const char* kStallNames[] = {"",         "dependency", "unit",
                                                "operands", "barrier",    "idle"};
  while (live > 0) {
    bool issued = false;
    uint64_t earliest = UINT64_MAX;
    // The scheduler after the last one that issued looks first: units that
    // several schedulers share go to each in turn.
    const uint32_t first = firstScheduler;
    for (uint32_t turn = 0; turn < schedulers; ++turn) {
      const uint32_t s = (first + turn) % schedulers;
      uint32_t issuedHere = 0;
      reason[s] = Idle;
      // The look's reason and soonest cycle in locals (reason[s] is a byte
      // that every store of a warp's flags may alias).
      Stall lookReason = Idle;
      uint64_t soonestHere = UINT64_MAX;
      auto note = [&](Stall why, uint64_t when) {
        if (lookReason == Idle || lookReason == Barrier) lookReason = why;
        soonestHere = std::min(soonestHere, when);
      };
      if (collectorFree[s] > cycle) {
        reason[s] = Operands;
        earliest = std::min(earliest, collectorFree[s]);
        continue;
      }
      if (idleUntil[s] > cycle) {
        reason[s] = idleReason[s];
        earliest = std::min(earliest, idleUntil[s]);
        if (reason[s] != Idle) ++stalls[reason[s]];
        continue;
      }
      const uint32_t* candidates = mine[s].data();
      const uint32_t count = static_cast<uint32_t>(mine[s].size());
      const uint32_t dispatch = config_.dispatch;
      // The warps to visit: those that may issue, less those that wait for
      // units none of which has freed. What a visit would note of each of
      // those is the cycle the first of its units frees (a unit frees only
      // later when another warp takes it), and the reason Unit (below).
      const uint64_t* runnable = runnable_.data() + size_t{s} * schedulerWords_;
      for (uint32_t word = 0; word < schedulerWords_; ++word) toVisit[word] = runnable[word];
      for (uint32_t set = 0; set < unitSetCount_; ++set) {
        const size_t group = size_t{s} * unitSetCount_ + set;
        if (parkedCount_[group] == 0) continue;
        uint64_t frees = UINT64_MAX;
        for (uint32_t u : wiredUnits[group]) frees = std::min(frees, unitFree_[u]);
        if (frees <= cycle) continue;
        soonestHere = std::min(soonestHere, frees);
        const uint64_t* parked = parked_.data() + group * schedulerWords_;
        for (uint32_t word = 0; word < schedulerWords_; ++word) toVisit[word] &= ~parked[word];
      }
      // The unit groups a warp of this look found busy, and when the first
      // frees: a warp whose next op needs the same groups finds the same,
      // until an issue takes a unit (issue 32 item 5: on gtx580 32 warps wait
      // for one shared multiplier, and each look went through them all).
      uint32_t busySet = UINT32_MAX;
      uint64_t busyUntil = 0;
      // In round-robin order, from the warp after the last one that issued.
      const uint32_t start = roundRobin[s];
      uint32_t position = start;
      for (uint32_t pass = 0; pass < 2 && issuedHere < dispatch; ++pass) {
        const uint32_t from = pass == 0 ? start : 0, to = pass == 0 ? count : start;
        for (uint32_t word = from / 64; word * 64 < to && issuedHere < dispatch; ++word) {
          uint64_t bits = toVisit[word];
          if (word == from / 64) bits &= ~uint64_t{0} << (from % 64);
          if ((word + 1) * 64 > to) bits &= (uint64_t{1} << (to % 64)) - 1;
          for (; bits != 0 && issuedHere < dispatch; bits &= bits - 1) {
            position = word * 64 + static_cast<uint32_t>(std::countr_zero(bits));
            WarpState& warp = warps_[candidates[position]];
            if (warp.nextIssue > cycle) {
              note(warp.unitWait ? Unit : Dependency, warp.nextIssue);
              continue;
            }
            if (warp.operandsReady && warp.unitSet == busySet) {
              warp.nextIssue = busyUntil;
              warp.unitWait = true;
              noteWait(warp);
              note(Unit, busyUntil);
              continue;
            }
            BlockRun& block = *slots_[warp.slot].run;
            // A warp whose operands were found ready has its next op's pc.
            uint32_t pc = warp.operandsReady ? warp.pc : block.nextPc(warp.warp);
            // What ptxas emits nothing for (a cvt.u32.u64: the register's low
            // half) runs as soon as its sources are there, with no issue slot;
            // its results are there when its sources are.
            while (timed_[pc].free) {
              const TimedOp& f = timed_[pc];
              uint64_t ready = cycle;
              for (uint32_t slot : f.reads) ready = std::max(ready, warp.ready[slot]);
              block.setClock(cycle);
              const StepResult r = block.step(warp.warp);
              if (r.kind == StepResult::Kind::Fault) {
                const Warp& w = block.warpState(warp.warp);
                BlockFault fault{w.faultKind, w.faultMessage, r.pc,
                                 warp.warp,   w.faultLane,    w.faultValue};
                return faultOf(loaded_, block, fault, slots_[warp.slot].block);
              }
              for (uint32_t slot : f.writes) warp.ready[slot] = std::max(warp.ready[slot], ready);
              warp.operandsReady = false;
              ++warp.instructions;
              pc = block.nextPc(warp.warp);
            }
            const TimedOp& t = timed_[pc];
            if (!warp.operandsReady) {
              uint64_t ready = 0;
              for (uint32_t slot : t.reads) ready = std::max(ready, warp.ready[slot]);
              for (uint32_t slot : t.writes) ready = std::max(ready, warp.ready[slot]);
              // Only this warp writes its registers: nothing it waits for comes
              // sooner, and the answer holds until it issues.
              warp.operandsReady = true;
              warp.pc = pc;
              warp.unitSet = t.unitSet;
              if (ready > cycle) {
                warp.nextIssue = ready;
                warp.unitWait = false;
                noteWait(warp);
                note(Dependency, ready);
                continue;
              }
            }
            if (t.units.empty() && t.opClass != OpClass::Branch && t.opClass != OpClass::Barrier) {
              BlockFault f{"unit",
                           fmt::format("the model '{}' has no unit that executes {} instructions",
                                       config_.name, opClassName(t.opClass)),
                           pc,
                           warp.warp,
                           static_cast<uint32_t>(std::countr_zero(block.activeLanes(warp.warp))),
                           std::nullopt};
              return faultOf(loaded_, block, f, slots_[warp.slot].block);
            }
            // A free unit wired to this scheduler (branches and barriers need none
            // when the configuration names no unit for them).
            int32_t chosen = -1;
            uint64_t soonest = UINT64_MAX;
            for (uint32_t u : t.units) {
              if (((wired[u] >> s) & 1u) == 0) continue;
              if (unitFree_[u] <= cycle) {
                chosen = static_cast<int32_t>(u);
                break;
              }
              soonest = std::min(soonest, unitFree_[u]);
            }
            if (chosen < 0 && !t.units.empty()) {
              if (soonest == UINT64_MAX) {
                // Units execute the class, but none is wired to this scheduler:
                // the warp could never issue.
                BlockFault f{"unit",
                             fmt::format("the model '{}' has no unit that executes {} instructions "
                                         "for scheduler {}",
                                         config_.name, opClassName(t.opClass), s),
                             pc,
                             warp.warp,
                             static_cast<uint32_t>(std::countr_zero(block.activeLanes(warp.warp))),
                             std::nullopt};
                return faultOf(loaded_, block, f, slots_[warp.slot].block);
              }
              // No unit frees before `soonest` (another issue only holds one
              // longer): the warp is not looked at again before then.
              warp.nextIssue = soonest;
              warp.unitWait = true;
              noteWait(warp);
              note(Unit, soonest);
              busySet = t.unitSet;
              busyUntil = soonest;
              continue;
            }
            // Issue: the instruction runs now (the functional result), its
            // results are there `latency` cycles later. What a memory access
            // costs depends on its lanes' addresses, read before it runs.
            uint32_t passes = 1;
            std::optional<std::pair<uint64_t, uint64_t>> cached;  // latency, DRAM bytes
            if (t.sharedAccess || (t.globalLoad && (l1_.enabled() || l2_.enabled()))) {
              const Warp& w = block.warpState(warp.warp);
              const Op& op = loaded_.code->ops[pc];
              const uint32_t lanes = guardedLanes(w, op, block.activeLanes(warp.warp));
              if (t.sharedAccess)
                passes = sharedPasses(w, op, lanes, t.accessBytes, config_.memory.sharedBanks);
              else
                cached = cachedLoad(w, op, lanes);
            }
            block.setClock(cycle);
            busySet = UINT32_MAX;
            const StepResult r = block.step(warp.warp);
            if (r.kind == StepResult::Kind::Fault) {
              const Warp& w = block.warpState(warp.warp);
              BlockFault f{w.faultKind, w.faultMessage, r.pc, warp.warp, w.faultLane, w.faultValue};
              return faultOf(loaded_, block, f, slots_[warp.slot].block);
            }
            if (chosen >= 0) {
              const UnitGroup& unit = config_.units[static_cast<size_t>(chosen)];
              const uint64_t pass = uint64_t{(kLanes + unit.lanes - 1) / unit.lanes} * t.interval;
              const uint64_t hold = pass * passes;
              unitFree_[static_cast<size_t>(chosen)] = cycle + hold;
              report_.units[static_cast<size_t>(chosen)].busyCycles += hold;
              ++report_.units[static_cast<size_t>(chosen)].instructions;
            }
            uint64_t latency = t.latency;
            if (passes > 1 && chosen >= 0) {
              // Each pass after the first of a bank-conflicted access comes later.
              const UnitGroup& unit = config_.units[static_cast<size_t>(chosen)];
              latency +=
                  uint64_t{passes - 1} * ((kLanes + unit.lanes - 1) / unit.lanes) * t.interval;
            }
            if (cached) latency = cached->first;
            const double streamed = cached
                                        ? static_cast<double>(cached->second)
                                        : static_cast<double>(t.dramBytes) * std::popcount(r.mask);
            if (t.dramBytes && dramBytesPerCycle_ > 0 && streamed > 0) {
              // The SM's share of the DRAM bandwidth: the access streams after
              // the SM's earlier ones.
              const double bytes = streamed;
              dramFree_ =
                  std::max(dramFree_, static_cast<double>(cycle)) + bytes / dramBytesPerCycle_;
              latency += static_cast<uint64_t>(std::ceil(dramFree_)) - cycle;
            }
            for (uint32_t slot : t.writes)
              warp.ready[slot] =
                  slot == carrySlot && t.carryLatency ? cycle + t.carryLatency : cycle + latency;
            warp.operandsReady = false;
            // With ptxas's stall counts the warp waits its static schedule's
            // distance to the next instruction; without, the class's own gap (the
            // scoreboard keeps the dependences either way).
            const uint64_t gap = t.opClass == OpClass::Branch ? t.latency
                                 : config_.stallCounts        ? stall_[pc]
                                                              : t.stall;
            warp.nextIssue = cycle + gap;
            warp.unitWait = false;
            noteWait(warp);
            if (t.registerReads > config_.operandPorts)
              collectorFree[s] =
                  cycle + (t.registerReads + config_.operandPorts - 1) / config_.operandPorts;
            if (++warp.instructions > settings_.maxInstructions) {
              BlockFault f{
                  "watchdog",
                  fmt::format("warp {} ran {} instructions without ending (the limit; raise it "
                              "with --max-instructions)",
                              warp.warp, warp.instructions),
                  r.pc,
                  warp.warp,
                  static_cast<uint32_t>(std::countr_zero(r.mask | 1u)),
                  warp.instructions};
              return faultOf(loaded_, block, f, slots_[warp.slot].block);
            }
            if (r.kind == StepResult::Kind::Barrier) refreshBarrier(warp.slot);
            if (r.kind == StepResult::Kind::Barrier && block.releaseBarrier()) {
              refreshBarrier(warp.slot);
              const uint64_t resume =
                  cycle + config_.timing[static_cast<size_t>(OpClass::Barrier)].latency;
              for (uint32_t w = 0; w < warpsPerBlock_; ++w) {
                WarpState& other = warps_[size_t{warp.slot} * warpsPerBlock_ + w];
                other.nextIssue = std::max(other.nextIssue, resume);
              }
              forgetIdle();
            }
            if (r.kind == StepResult::Kind::Exited) {
              warp.alive = false;
              noteWait(warp);
              bool blockDone = true;
              for (uint32_t w = 0; w < warpsPerBlock_; ++w)
                blockDone &= !warps_[size_t{warp.slot} * warpsPerBlock_ + w].alive;
              if (blockDone) {
                --live;
                ++blocksRan_;
                if (next < blockCount) {
                  startBlock(warp.slot, stride * next++, cycle + 1);
                  forgetIdle();
                  ++live;
                }
              }
            }
            // An instruction that does not yield keeps its warp first in line
            // (Jia et al., arXiv:1804.06826, 2.1: "when the bit is set, the
            // scheduler prefers to issue instructions from the current warp").
            const bool yields = t.opClass == OpClass::Branch || yields_[pc];
            roundRobin[s] = yields ? (position + 1) % count : position;
            firstScheduler = (s + 1) % schedulers;
            ++issuedHere;
            issued = true;
          }
        }
      }
      if (issuedHere == 0) {
        // Every warp that may issue was noted: the look's reason is the first
        // one's in round-robin order, as its visit would have noted it (the
        // warps skipped above wait for a unit); with none, a warp at a
        // barrier's, else none.
        lookReason = Idle;
        for (uint32_t k = 0; k < count; ++k) {
          const uint32_t place = start + k < count ? start + k : start + k - count;
          const WarpState& warp = warps_[candidates[place]];
          if (!warp.alive) continue;
          if (warp.atBarrier) {
            if (lookReason == Idle) lookReason = Barrier;
            continue;
          }
          lookReason = warp.unitWait ? Unit : Dependency;
          break;
        }
      }
      reason[s] = lookReason;
      earliest = std::min(earliest, soonestHere);
      if (issuedHere == 0) {
        idleUntil[s] = soonestHere;
        idleReason[s] = reason[s];
        if (reason[s] != Idle) ++stalls[reason[s]];
      }
    }
    if (!issued && live > 0) {
      if (earliest == UINT64_MAX) {
        // Nothing will ever issue: every live warp waits at a barrier. One
        // whose missing threads exited completes now; else it never will.
        bool released = false;
        for (Slot& slot : slots_)
          if (slot.used) released |= slot.run->releaseBarrier();
        for (uint32_t slot = 0; slot < slots_.size(); ++slot)
          if (slots_[slot].used) refreshBarrier(slot);
        forgetIdle();
        if (!released) {
          for (Slot& slot : slots_)
            if (slot.used)
              return faultOf(loaded_, *slot.run, *slot.run->barrierFault(), slot.block);
        }
        earliest = cycle + 1;
      }
      // Nothing can issue before `earliest`: skip there, counting the stalls.
      const uint64_t skipped = earliest - cycle - 1;
      for (uint32_t s = 0; s < schedulers; ++s)
        if (reason[s] != Idle) stalls[reason[s]] += skipped;
      cycle = earliest;
    } else {
      ++cycle;
    }
    // Counted in rounds of this loop, not cycles: a skip over idle cycles
    // would jump past a multiple.
    if ((++rounds & 0x3ff) == 0 && deadline.passed()) {
      stoppedByTime_ = true;
      for (WarpState& warp : warps_) {
        if (!warp.alive) continue;
        BlockRun& block = *slots_[warp.slot].run;
        BlockFault f{"watchdog",
                     "",
                     block.nextPc(warp.warp),
                     warp.warp,
                     static_cast<uint32_t>(std::countr_zero(block.activeLanes(warp.warp) | 1u)),
                     std::nullopt};
        return faultOf(loaded_, block, f, slots_[warp.slot].block);
      }
    }
  }
  report_.cycles = cycle;
  for (size_t why = 0; why < stalls.size(); ++why)
    if (stalls[why]) report_.stalls[kStallNames[why]] = stalls[why];
  for (Slot& slot : slots_)
    if (slot.used) countInstructions(slot);
  return std::nullopt;
}

class ModelDevice final : public SimulatorDevice {
 public:
  explicit ModelDevice(SmConfig config) : config_(std::move(config)) {}
  DeviceKind kind() const override { return DeviceKind::Model; }
  std::string name() const override { return fmt::format("gpuasm SM model '{}'", config_.name); }

  LaunchReport launch(const Kernel& kernel, const LaunchSettings& settings) override {
    const LoadedKernel original = load(kernel);
    const LaunchShape shape = prepare(kernel, settings, original);
    // The model runs the code as ptxas would order it (same results).
    Code scheduled = *original.code;
    std::vector<TimedOp> timed = timeOps(scheduled, config_);
    // A configuration without stall counts (Fermi's hardware scoreboard)
    // runs the PTX's order: seed 001's GTX 580 figures were fitted on it.
    std::vector<uint32_t> stall(timed.size(), 1);
    if (config_.stallCounts) stall = scheduleLikePtxas(scheduled, timed);
    LoadedKernel loaded = original;
    loaded.code = &scheduled;
    const auto& g = settings.grid;
    const auto& b = settings.block;
    const uint64_t blocks = uint64_t{g[0]} * g[1] * g[2];
    // Blocks go to SMs in turn; SM 0 has the most and is timed.
    const uint32_t sms = std::max(1u, config_.sms);
    const Deadline deadline(settings.maxHostSeconds);
    SmRun sm(config_, loaded, shape, settings, std::move(timed), std::move(stall));
    LaunchReport report;
    report.fault = sm.run((blocks + sms - 1) / sms, sms, deadline);
    bool stoppedByTime = sm.stoppedByTime();
    uint64_t blocksRan = sm.blocksRan();
    uint64_t warpInstructions = sm.warpInstructions();
    uint64_t threadInstructions = sm.threadInstructions();
    // The other SMs' blocks, functionally (their results, not their time).
    if (!report.fault && sms > 1) {
      BlockRun run(loaded, shape);
      RunBudget budget;
      budget.maxInstructions = settings.maxInstructions;
      budget.deadline = deadline;
      for (uint64_t i = 0; i < blocks && !report.fault; ++i) {
        if (i % sms == 0) continue;
        if (deadline.passed()) {  // between blocks as well as inside them
          stoppedByTime = true;
          report.fault = LaunchFault{};
          break;
        }
        const std::array<uint32_t, 3> block = {static_cast<uint32_t>(i % g[0]),
                                               static_cast<uint32_t>(i / g[0] % g[1]),
                                               static_cast<uint32_t>(i / (uint64_t{g[0]} * g[1]))};
        run.start(block);
        if (std::optional<BlockFault> f = run.run(budget)) {
          stoppedByTime = f->kind == "time-limit";
          report.fault = faultOf(loaded, run, *f, block);
        } else {
          ++blocksRan;
        }
        warpInstructions += run.issued();
        threadInstructions += run.threadInstructions();
        if (std::string text = run.output(); !text.empty()) sm.outputs()[i] = text;
      }
    }
    if (stoppedByTime) {
      if (!report.fault) report.fault.emplace();
      report.fault->kind = "watchdog";
      report.fault->message = deadline.stoppedMessage(blocksRan, blocks, "block");
    }
    for (const auto& [index, text] : sm.outputs()) report.output += text;
    report.kernel = kernel.name();
    report.device = name();
    report.grid = g;
    report.block = b;
    report.threads = blocks * b[0] * b[1] * b[2];
    report.warpInstructions = warpInstructions;
    report.threadInstructions = threadInstructions;
    report.hostThreads = 1;
    report.seconds = deadline.elapsedSeconds();
    report.timing = sm.report();
    report.timing->sms = static_cast<uint32_t>(std::min<uint64_t>(config_.sms, blocks));
    return report;
  }

 private:
  SmConfig config_;
};

}  // namespace

std::unique_ptr<Device> openModelDevice(const SmConfig& config) {
  return std::make_unique<ModelDevice>(config);
}

}  // namespace gpuasm::ptx
