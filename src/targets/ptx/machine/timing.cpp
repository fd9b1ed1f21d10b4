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
#include <chrono>
#include <cmath>
#include <map>
#include <string>

#include "gpuasm/ptx/sm_model.hpp"
#include "targets/ptx/machine/simulator.hpp"

namespace gpuasm::ptx {

double TimingReport::seconds() const {
  return clockGhz > 0 ? static_cast<double>(cycles) / (clockGhz * 1e9) : 0;
}

namespace {

// What the model needs of an op, computed once a kernel.
struct TimedOp {
  OpClass opClass = OpClass::IntAlu;
  uint32_t latency = 1;
  uint32_t registerReads = 0;  // operands the collector reads (registers only)
  std::vector<uint32_t> reads, writes;
  std::vector<uint32_t> units;  // indices of the unit groups that execute it
};

std::vector<TimedOp> timeOps(const Code& code, const SmConfig& config) {
  std::vector<bool> fixed(code.maxSlots, false);  // numbers and special registers: never written
  for (const auto& [slot, value] : code.constants) fixed[slot] = true;
  for (const auto& [slot, which] : code.specials) fixed[slot] = true;
  std::vector<TimedOp> timed;
  timed.reserve(code.ops.size());
  for (const Op& op : code.ops) {
    TimedOp t;
    const Instruction* instruction =
        code.instructionAt(static_cast<uint32_t>(&op - code.ops.data()));
    t.opClass = instruction ? instruction->row->timing.of(instruction->type) : OpClass::Branch;
    t.latency = config.timing[static_cast<size_t>(t.opClass)].latency;
    // The collector reads the general registers; the guard and CC.CF come
    // from registers of their own (predicates, the condition code).
    auto read = [&](uint32_t slot, bool general) {
      if (slot == kNoSlot) return;
      t.reads.push_back(slot);
      if (general && !fixed[slot]) ++t.registerReads;
    };
    for (uint32_t s : op.source) read(s, true);
    read(op.base, true);
    read(op.guard, false);
    for (uint32_t d : op.dest)
      if (d != kNoSlot) t.writes.push_back(d);
    if (instruction) {
      const Carry carry = instruction->row->carry;
      if (carry == Carry::In || carry == Carry::InOut) read(code.carrySlot, false);
      if (carry == Carry::Out || carry == Carry::InOut) t.writes.push_back(code.carrySlot);
      if (t.opClass == OpClass::LoadStore) {
        const MemoryTiming& m = config.memory;
        switch (instruction->space) {
          case StateSpace::Shared:
            t.latency = m.sharedLatency;
            break;
          case StateSpace::Local:
            t.latency = m.localLatency;
            break;
          case StateSpace::Const:
            t.latency = m.constLatency;
            break;
          case StateSpace::Param:
            t.latency = m.paramLatency;
            break;
          default:
            t.latency = m.globalLatency;
            break;
        }
      }
    }
    for (uint32_t u = 0; u < config.units.size(); ++u) {
      const UnitGroup& unit = config.units[u];
      if (std::find(unit.classes.begin(), unit.classes.end(), t.opClass) != unit.classes.end())
        t.units.push_back(u);
    }
    timed.push_back(std::move(t));
  }
  return timed;
}

// One SM under the model: its resident blocks, their warps, the units.
class SmRun {
 public:
  SmRun(const SmConfig& config, const LoadedKernel& loaded, const LaunchShape& shape,
        const LaunchSettings& settings)
      : config_(config),
        loaded_(loaded),
        shape_(shape),
        settings_(settings),
        timed_(timeOps(*loaded.code, config)) {
    const auto& b = shape.block;
    warpsPerBlock_ = (b[0] * b[1] * b[2] + kLanes - 1) / kLanes;
    resident_ = std::max<uint32_t>(
        1,
        std::min({config.maxBlocks, config.maxWarps / std::max(1u, warpsPerBlock_),
                  shape.sharedBytes ? static_cast<uint32_t>(config.sharedBytes / shape.sharedBytes)
                                    : config.maxBlocks}));
    unitFree_.assign(config.units.size(), 0);
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
  struct Slot {  // a resident block
    std::unique_ptr<BlockRun> run;
    std::array<uint32_t, 3> block{};
    uint64_t index = 0;
    bool used = false;
  };
  struct WarpState {
    uint32_t slot = 0, warp = 0;  // its scheduler: its index in warps_ mod the count
    bool alive = false;
    uint64_t nextIssue = 0;
    uint64_t instructions = 0;
    bool operandsReady = false;   // the next op's operands were found ready
    std::vector<uint64_t> ready;  // per register slot: the cycle its value is there
  };
  enum Stall : uint8_t { None, Dependency, Unit, Operands, Barrier, Idle };

  void startBlock(uint32_t slot, uint64_t index, uint64_t cycle);
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
  uint32_t warpsPerBlock_ = 1, resident_ = 1;
  std::vector<Slot> slots_;
  std::vector<WarpState> warps_;  // slot * warpsPerBlock_ + warp
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
    state.ready.assign(loaded_.code->maxSlots, 0);
  }
}

std::optional<LaunchFault> SmRun::run(uint64_t blockCount, uint64_t stride,
                                      const Deadline& deadline) {
  const uint32_t schedulers = config_.schedulers;
  slots_.resize(resident_);
  warps_.resize(size_t{resident_} * warpsPerBlock_);
  uint64_t next = 0;
  uint32_t live = 0;
  for (uint32_t slot = 0; slot < resident_ && next < blockCount; ++slot, ++live)
    startBlock(slot, stride * next++, 0);
  report_.blocksOnBusiest = blockCount;
  std::vector<uint32_t> roundRobin(schedulers, 0);
  std::vector<uint64_t> collectorFree(schedulers, 0);
  std::vector<Stall> reason(schedulers, Idle);
  uint32_t firstScheduler = 0;
  std::array<uint64_t, 6> stalls{};  // by Stall
  uint64_t cycle = 0, rounds = 0;
  // Each scheduler's warp slots (warp slot w belongs to scheduler w % count).
  std::vector<std::vector<uint32_t>> mine(schedulers);
  for (uint32_t w = 0; w < warps_.size(); ++w) mine[w % schedulers].push_back(w);
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
      auto note = [&](Stall why, uint64_t when) {
        if (reason[s] == Idle || reason[s] == Barrier) reason[s] = why;
        earliest = std::min(earliest, when);
      };
      if (collectorFree[s] > cycle) {
        note(Operands, collectorFree[s]);
        continue;
      }
      const std::vector<uint32_t>& candidates = mine[s];
      const uint32_t count = static_cast<uint32_t>(candidates.size());
      uint32_t position = roundRobin[s] == 0 ? count - 1 : roundRobin[s] - 1;
      for (uint32_t k = 0; k < count && issuedHere < config_.dispatch; ++k) {
        position = position + 1 == count ? 0 : position + 1;
        WarpState& warp = warps_[candidates[position]];
        if (!warp.alive) continue;
        BlockRun& block = *slots_[warp.slot].run;
        if (block.waiting(warp.warp)) {
          if (reason[s] == Idle) reason[s] = Barrier;
          continue;
        }
        if (warp.nextIssue > cycle) {
          note(Dependency, warp.nextIssue);
          continue;
        }
        const uint32_t pc = block.nextPc(warp.warp);
        const TimedOp& t = timed_[pc];
        if (!warp.operandsReady) {
          uint64_t ready = 0;
          for (uint32_t slot : t.reads) ready = std::max(ready, warp.ready[slot]);
          for (uint32_t slot : t.writes) ready = std::max(ready, warp.ready[slot]);
          // Only this warp writes its registers: nothing it waits for comes
          // sooner, and the answer holds until it issues.
          warp.operandsReady = true;
          if (ready > cycle) {
            warp.nextIssue = ready;
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
          const UnitGroup& unit = config_.units[u];
          if (!unit.schedulers.empty() &&
              std::find(unit.schedulers.begin(), unit.schedulers.end(), s) == unit.schedulers.end())
            continue;
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
          note(Unit, soonest);
          continue;
        }
        // Issue: the instruction runs now (the functional result), its
        // results are there `latency` cycles later.
        block.setClock(cycle);
        const StepResult r = block.step(warp.warp);
        if (r.kind == StepResult::Kind::Fault) {
          const Warp& w = block.warpState(warp.warp);
          BlockFault f{w.faultKind, w.faultMessage, r.pc, warp.warp, w.faultLane, w.faultValue};
          return faultOf(loaded_, block, f, slots_[warp.slot].block);
        }
        const uint32_t timingClass = static_cast<uint32_t>(t.opClass);
        if (chosen >= 0) {
          const UnitGroup& unit = config_.units[static_cast<size_t>(chosen)];
          const uint64_t hold = uint64_t{(kLanes + unit.lanes - 1) / unit.lanes} *
                                config_.timing[timingClass].interval;
          unitFree_[static_cast<size_t>(chosen)] = cycle + hold;
          report_.units[static_cast<size_t>(chosen)].busyCycles += hold;
          ++report_.units[static_cast<size_t>(chosen)].instructions;
        }
        for (uint32_t slot : t.writes) warp.ready[slot] = cycle + t.latency;
        warp.operandsReady = false;
        warp.nextIssue = cycle + (t.opClass == OpClass::Branch ? t.latency : 1);
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
        if (r.kind == StepResult::Kind::Barrier && block.releaseBarrier()) {
          const uint64_t resume =
              cycle + config_.timing[static_cast<size_t>(OpClass::Barrier)].latency;
          for (uint32_t w = 0; w < warpsPerBlock_; ++w) {
            WarpState& other = warps_[size_t{warp.slot} * warpsPerBlock_ + w];
            other.nextIssue = std::max(other.nextIssue, resume);
          }
        }
        if (r.kind == StepResult::Kind::Exited) {
          warp.alive = false;
          bool blockDone = true;
          for (uint32_t w = 0; w < warpsPerBlock_; ++w)
            blockDone &= !warps_[size_t{warp.slot} * warpsPerBlock_ + w].alive;
          if (blockDone) {
            --live;
            ++blocksRan_;
            if (next < blockCount) {
              startBlock(warp.slot, stride * next++, cycle + 1);
              ++live;
            }
          }
        }
        roundRobin[s] = (position + 1) % count;
        firstScheduler = (s + 1) % schedulers;
        ++issuedHere;
        issued = true;
      }
      if (issuedHere == 0 && reason[s] != Idle) ++stalls[reason[s]];
    }
    if (!issued && live > 0) {
      if (earliest == UINT64_MAX) {
        // Nothing will ever issue: every live warp waits at a barrier. One
        // whose missing threads exited completes now; else it never will.
        bool released = false;
        for (Slot& slot : slots_)
          if (slot.used) released |= slot.run->releaseBarrier();
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
    if ((++rounds & 0x3fff) == 0 && deadline.passed()) {
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
    const LoadedKernel loaded = load(kernel);
    const LaunchShape shape = prepare(kernel, settings, loaded);
    const auto started = std::chrono::steady_clock::now();
    const auto& g = settings.grid;
    const auto& b = settings.block;
    const uint64_t blocks = uint64_t{g[0]} * g[1] * g[2];
    // Blocks go to SMs in turn; SM 0 has the most and is timed.
    const uint32_t sms = std::max(1u, config_.sms);
    const Deadline deadline(settings.maxHostSeconds);
    SmRun sm(config_, loaded, shape, settings);
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
    report.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
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
