// When QPUs run. The functional model runs each QPU until it ends or waits
// (for a semaphore or the mutex); the cycle model always steps the QPU whose
// next instruction issues first (lowest cycle, then lowest QPU number), so
// that every shared resource sees requests in time order. Both retry waiting
// QPUs when a semaphore or the mutex is released, and both are deterministic.
#include <fmt/format.h>

#include "targets/vc4/disassembler.hpp"
#include "targets/vc4/machine/float_mode.hpp"
#include "targets/vc4/machine/machine.hpp"

namespace gpuasm::vc4 {

const Predecoded* CodeCache::fetchSlow(const Memory& memory, uint32_t busAddress) {
  uint32_t physical = physicalOf(busAddress);
  uint32_t index = (physical / kInstructionBytes) % kPageInstructions;
  uint32_t pageNumber = physical / (kInstructionBytes * kPageInstructions);
  if (!lastPage_ || pageNumber != lastPageNumber_) {
    auto& slot = pages_[pageNumber];
    if (!slot) slot.reset(new Page);  // not make_unique: that would zero the storage
    lastPage_ = slot.get();
    lastPageNumber_ = pageNumber;
  }
  Page* page = lastPage_;
  if (!page->decoded[index]) {
    uint32_t low = 0, high = 0;
    if (!memory.read32(busAddress, low) || !memory.read32(busAddress + 4, high)) return nullptr;
    page->set(index, predecode((uint64_t{high} << 32) | low));
  }
  return page->at(index);
}

uint32_t CodeCache::measureRun(const Memory& memory, uint32_t busAddress) {
  // The instructions are consecutive in one page's array: runs end at the page's end.
  std::array<const Predecoded*, kMaxRun> run;
  uint32_t left =
      kPageInstructions - (physicalOf(busAddress) / kInstructionBytes) % kPageInstructions;
  uint32_t n = 0;
  while (n < std::min(left, kMaxRun)) {
    const Predecoded* d = fetch(memory, busAddress + n * kInstructionBytes);
    if (!d || !d->fast) break;
    if (n > 0) {  // d reads in place what the one before may write: d checks for itself
      const Predecoded& before = *run[n - 1];
      auto written = [&](uint8_t slot) {
        return before.targetAdd == slot || before.targetMul == slot;
      };
      if ((d->inPlaceA != kNoSlot && written(static_cast<uint8_t>(kSlotFileA + d->inPlaceA))) ||
          (d->inPlaceB != kNoSlot && written(static_cast<uint8_t>(kSlotFileB + d->inPlaceB))))
        break;
    }
    run[n++] = d;
  }
  for (uint32_t i = 0; i < n; ++i) run[i]->run = static_cast<uint16_t>(n - i);
  return n;
}

const Predecoded* CodeCache::find(uint32_t busAddress) const {
  uint32_t physical = physicalOf(busAddress);
  auto it = pages_.find(physical / (kInstructionBytes * kPageInstructions));
  uint32_t index = (physical / kInstructionBytes) % kPageInstructions;
  if (it == pages_.end() || !it->second->decoded[index]) return nullptr;
  return it->second->at(index);
}

Machine::Machine(const MachineConfig& config, Memory& memory)
    : config_(config),
      memory_(memory),
      vpm_(config.qpus),
      timing_(TimingParameters{}, config.qpus) {}

void Machine::stallUntil(Qpu& qpu, Stall reason, uint64_t cycle) {
  if (cycle <= qpu.readyCycle) return;
  qpu.report.stalls[static_cast<int>(reason)] += cycle - qpu.readyCycle;
  qpu.readyCycle = cycle;
}

void Machine::fetchFault(const Qpu& qpu) {
  if (qpu.pc % kInstructionBytes) {
    fault(qpu, "bad-address",
          fmt::format("instruction address 0x{:08x} is not 8-byte aligned", qpu.pc), std::nullopt,
          qpu.pc);
    return;
  }
  fault(qpu, "bad-address",
        fmt::format("instruction fetch at 0x{:08x}, outside allocated memory", qpu.pc),
        std::nullopt, qpu.pc);
}

void Machine::chargeFetch(Qpu& qpu) {
  stallUntil(qpu, Stall::InstructionCache,
             timing_.fetchInstruction(qpu.number, qpu.pc, qpu.readyCycle));
}

bool Machine::checkWatchdogs(const Qpu& qpu) {
  if (executed_ > config_.maxInstructions) {
    fault(qpu, "watchdog",
          fmt::format("no end after {} QPU instructions (raise the limit with --max-instructions)",
                      config_.maxInstructions));
    return false;
  }
  if (deadline_.passed()) {
    const auto ended = std::count_if(qpus_.begin(), qpus_.end(),
                                     [](const Qpu& q) { return q.status == QpuStatus::Ended; });
    fault(qpu, "watchdog",
          fmt::format(
              "{} ({} QPU instructions)",
              deadline_.stoppedMessage(static_cast<uint64_t>(ended), qpus_.size(), "QPU program"),
              groupedDigits(executed_)));
    return false;
  }
  checkAt_ = std::min(config_.maxInstructions, executed_ + kClockCheckInstructions);
  return true;
}

void Machine::wakeWaiting(const Qpu& releaser) {
  uint32_t released = std::exchange(released_, 0);
  for (Qpu& q : qpus_) {
    if (q.status != QpuStatus::Waiting || !(q.waitingOn & released)) continue;
    q.status = QpuStatus::Running;
    if (cycleModel_)
      stallUntil(q, q.waiting == Wait::Mutex ? Stall::Mutex : Stall::Semaphore,
                 releaser.readyCycle);
  }
}

RunReport Machine::run(std::span<const QpuStart> starts) {
  deadline_ = Deadline(config_.maxHostSeconds);
  executed_ = 0;
  checkAt_ = std::min(config_.maxInstructions, kClockCheckInstructions);
  cycleModel_ = config_.mode == Mode::Cycle;
  engine_ = &fastEngine(config_.engine);
  report_ = {};
  report_.mode = config_.mode;
  report_.qpus = static_cast<uint32_t>(starts.size());
  report_.clockMHz = config_.clockMHz;
  qpus_.assign(starts.size(), Qpu{});
  for (uint32_t i = 0; i < starts.size(); ++i) {
    qpus_[i].number = i;
    qpus_[i].pc = starts[i].code;
    qpus_[i].uniforms = starts[i].uniforms;
    if (starts[i].uniformCount)
      qpus_[i].uniformsEnd = starts[i].uniforms + *starts[i].uniformCount * 4;
    for (uint32_t lane = 0; lane < kLanes; ++lane) {
      qpus_[i].slots[kSlotElementNumber][lane] = lane;
      qpus_[i].slots[kSlotQpuNumber][lane] = i;
    }
    if (cycleModel_) qpus_[i].readyCycle = timing_.parameters().launchCycles;
  }
  {
    // The float operations run natively (alu.hpp); restored on every way out.
    QpuRounding qpuRounding;
    for (;;) {
      Qpu* next = nullptr;
      bool anyWaiting = false;
      for (Qpu& q : qpus_) {
        anyWaiting |= q.status == QpuStatus::Waiting;
        if (q.status != QpuStatus::Running) continue;
        if (!next || (cycleModel_ && q.readyCycle < next->readyCycle)) next = &q;
        if (!cycleModel_) break;
      }
      if (!next) {
        if (anyWaiting) {
          std::string who;
          for (const Qpu& q : qpus_) {
            if (q.status != QpuStatus::Waiting) continue;
            const Predecoded* d = code_.find(q.pc);
            who += fmt::format("{}QPU {} on {}", who.empty() ? "" : ", ", q.number,
                               q.waiting == Wait::Mutex
                                   ? std::string("the mutex")
                                   : fmt::format("semaphore {}", d ? d->semaphore : 0));
          }
          for (const Qpu& q : qpus_)
            if (q.status == QpuStatus::Waiting) {
              fault(q, "deadlock", "every running QPU waits and none can release it: " + who);
              break;
            }
        }
        break;
      }
      engine_->run(*this, *next, cycleModel_);
      if (faulted()) break;
      if (released_) wakeWaiting(*next);
    }
  }
  for (Qpu& q : qpus_) {
    q.report.cycles = q.readyCycle;
    report_.cycles = std::max(report_.cycles, q.readyCycle);
    report_.perQpu.push_back(q.report);
  }
  if (!cycleModel_) report_.cycles = 0;
  report_.hostSeconds = deadline_.elapsedSeconds();
  return std::move(report_);
}

}  // namespace gpuasm::vc4
