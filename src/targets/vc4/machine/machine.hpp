// The simulated QPUs: what each instruction does to a QPU and to the shared
// peripherals (execute.cpp), and when (schedule.cpp: the functional model runs
// each QPU until it must wait; the cycle model orders every QPU's instructions
// by the cycle they issue at, adding the stalls of timing.hpp).
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <memory>
#include <new>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "gpuasm/deadline.hpp"
#include "gpuasm/vc4/device.hpp"
#include "gpuasm/vc4/memory.hpp"
#include "targets/vc4/isa.hpp"
#include "targets/vc4/machine/alu.hpp"
#include "targets/vc4/machine/lanes.hpp"
#include "targets/vc4/machine/timing.hpp"
#include "targets/vc4/machine/vpm.hpp"

namespace gpuasm::vc4 {

// An ALU input that the operation does not read.
inline constexpr uint8_t kNoInput = 8;

// Qpu::slots: every vector an ALU instruction reads or writes in place, so
// that predecode turns its operands into indices. The read ports' slots hold
// what a port read from a peripheral (a uniform, the VPM, a number) or the
// small immediate; the zero slot stands for an input the operation ignores.
inline constexpr uint8_t kSlotFileA = 0, kSlotFileB = 32, kSlotAccumulators = 64;
inline constexpr uint8_t kSlotPortA = 70, kSlotPortB = 71, kSlotZero = 72;
inline constexpr uint8_t kSlotElementNumber = 73, kSlotQpuNumber = 74, kSlotCount = 75;
inline constexpr uint8_t kNoSlot = 0xff;          // not read in place / result not written
inline constexpr uint8_t kPeripheralSlot = 0xfe;  // result written through writePeripheral

// What the fast path (fast.cpp) computes inline for an ALU: the common operations, a
// move (or, v8min, v8max of a value with itself), anything else through OpInfo::execute.
// The mul ALU's kinds come first: Nop, Move, Fmul or Other.
enum class FastOp : uint8_t { Nop, Move, Fmul, Other, Fadd, Fsub, Add, Sub, And, Or, Shl, Shr };
inline constexpr int kFastOps = 12, kMulFastOps = 4;

// One instruction word taken apart once, before it first runs. What every
// ALU instruction reads comes first, within one cache line.
struct alignas(64) Predecoded {
  const OpInfo* add = nullptr;
  const OpInfo* mul = nullptr;
  enum class Kind : uint8_t { Alu, LoadImmediate, Semaphore, Branch, Illegal };
  Kind kind = Kind::Illegal;
  uint8_t signal = kSignalNone;
  uint8_t unpack = 0, pack = 0;
  bool packSelect = false;  // pm
  uint8_t conditionAdd = 0, conditionMul = 0;
  bool setFlags = false, writeSwap = false;
  uint8_t writeAdd = kNopAddress, writeMul = kNopAddress;
  uint8_t readA = kNopAddress, readB = kNopAddress;  // readB: the small immediate with signal 13
  bool usesA = false, usesB = false;                 // some mux selects the file
  std::array<uint8_t, 4> mux{};                      // add a, add b, mul a, mul b
  bool readsR4 = false;                              // some mux selects r4
  // Decided once here so that the common instruction skips the work in executeAlu.
  bool readsMutex = false;      // a read port reads the mutex (acquire)
  bool signalFaults = false;    // a graphics signal or bkpt
  bool unpacks = false;         // some input is unpacked
  bool packs = false;           // a pack unit changes a result (pack != 0)
  bool rotates = false;         // a mul input from r0..r3 with a rotation code
  bool readsImmediate = false;  // some input is the small immediate (signal 13)
  bool special = false;         // readsMutex or signalFaults: checked before anything runs
  bool signals = false;         // the signal does something (thread end, ldtmu)
  bool fast = false;            // fast.cpp can run it: registers in, registers out
  // Fast instructions from this one on (at most CodeCache::kMaxRun, within
  // its page) that run back to back without per-instruction checks: none
  // reads in place a register the one before it may write. Filled in by
  // CodeCache::run on first use (0 until then).
  mutable uint16_t run = 0;
  FastOp addKind = FastOp::Other, mulKind = FastOp::Other;
  // Operands as slots: the four ALU inputs, the two results (kNoSlot when
  // not written, kPeripheralSlot beyond the registers), the regfile addresses
  // read in place (kNoSlot otherwise: compared with Qpu::writtenA/B for the
  // read-after-write hazard) and whether a port reads a peripheral.
  std::array<uint8_t, 4> source{kSlotZero, kSlotZero, kSlotZero, kSlotZero};
  uint8_t targetAdd = kNoSlot, targetMul = kNoSlot;
  uint8_t inPlaceA = kNoSlot, inPlaceB = kNoSlot;
  bool portA = false, portB = false;
  uint64_t word = 0;
  Vector immediate{};  // load immediate, semaphore, small immediate: the per-lane value
  uint8_t semaphore = 0;
  bool acquire = false;
  uint8_t branchCondition = kBranchAlways;
  bool relative = false, branchRegister = false;
  int32_t branchOffset = 0;
  std::string illegal;  // why the word cannot run
};
Predecoded predecode(uint64_t word);

// Where a QPU stands.
enum class QpuStatus : uint8_t { Running, Waiting, Ended };

// What stopped an instruction from completing this time (it is retried).
enum class Wait : uint8_t { None, Semaphore, Mutex };

// Instructions predecoded on first fetch, a page of code at a time.
class CodeCache {
 public:
  static constexpr uint32_t kPageInstructions = 512;
  // Entries are constructed when first decoded: a launch touches only the
  // instructions it runs, not 512 x sizeof(Predecoded) bytes per page.
  class Page {
   public:
    Page() = default;
    Page(const Page&) = delete;
    Page& operator=(const Page&) = delete;
    ~Page() {
      for (uint32_t i = 0; i < kPageInstructions; ++i)
        if (decoded[i]) at(i)->~Predecoded();
    }
    Predecoded* at(uint32_t index) {
      return std::launder(reinterpret_cast<Predecoded*>(storage_) + index);
    }
    const Predecoded* at(uint32_t index) const {
      return std::launder(reinterpret_cast<const Predecoded*>(storage_) + index);
    }
    void set(uint32_t index, Predecoded&& d) {
      new (storage_ + index * sizeof(Predecoded)) Predecoded(std::move(d));
      decoded[index] = true;
    }
    std::array<bool, kPageInstructions> decoded{};

   private:
    alignas(Predecoded) std::byte storage_[kPageInstructions * sizeof(Predecoded)];
  };
  // The predecoded instruction at a bus address; nullptr outside allocated memory.
  // Inline: a decoded instruction on the page of the last fetch is the common case.
  const Predecoded* fetch(const Memory& memory, uint32_t busAddress) {
    uint32_t physical = physicalOf(busAddress);
    uint32_t index = (physical / kInstructionBytes) % kPageInstructions;
    if (lastPage_ && physical / kPageBytes == lastPageNumber_ && lastPage_->decoded[index])
      return lastPage_->at(index);
    return fetchSlow(memory, busAddress);
  }
  const Predecoded* find(uint32_t busAddress) const;  // decoded already, or nullptr
  // d.run for the fast instruction d at busAddress.
  static constexpr uint32_t kMaxRun = 256;
  uint32_t run(const Memory& memory, uint32_t busAddress, const Predecoded& d) {
    return d.run ? d.run : measureRun(memory, busAddress);
  }

 private:
  static constexpr uint32_t kPageBytes = kInstructionBytes * kPageInstructions;
  const Predecoded* fetchSlow(const Memory& memory, uint32_t busAddress);
  uint32_t measureRun(const Memory& memory, uint32_t busAddress);
  std::unordered_map<uint32_t, std::unique_ptr<Page>> pages_;  // by physical page number
  // The page of the last fetch: QPUs run long stretches from one page.
  uint32_t lastPageNumber_ = 0;
  Page* lastPage_ = nullptr;
};

struct Qpu {
  uint32_t number = 0;
  QpuStatus status = QpuStatus::Running;
  uint32_t pc = 0;  // bus address of the next instruction
  uint32_t uniforms = 0;
  alignas(64) std::array<Vector, kSlotCount> slots{};
  std::span<Vector, 32> fileA() { return std::span<Vector, 32>(slots.data() + kSlotFileA, 32); }
  std::span<Vector, 32> fileB() { return std::span<Vector, 32>(slots.data() + kSlotFileB, 32); }
  std::span<Vector, 6> acc() {
    return std::span<Vector, 6>(slots.data() + kSlotAccumulators, 6);
  }  // r0..r5
  std::span<const Vector, 32> fileA() const {
    return std::span<const Vector, 32>(slots.data() + kSlotFileA, 32);
  }
  std::span<const Vector, 32> fileB() const {
    return std::span<const Vector, 32>(slots.data() + kSlotFileB, 32);
  }
  std::span<const Vector, 6> acc() const {
    return std::span<const Vector, 6>(slots.data() + kSlotAccumulators, 6);
  }
  Flags flags;
  // Branch and thread end: instructions left before they take effect.
  uint32_t branchDelay = 0, endDelay = 0;
  uint32_t branchTarget = 0;
  // TMU receive FIFOs (general-memory lookups only), per TMU: each lookup's
  // data, and (cycle model) the cycle it is in the FIFO.
  struct TmuResult {
    Vector data;
    uint64_t readyCycle = 0;
  };
  std::array<std::deque<TmuResult>, 2> tmuFifo;
  bool tmuNoSwap = false;
  // SFU result on its way into r4: instructions left.
  uint32_t sfuDelay = 0;
  Vector sfuResult{};
  // Restriction bookkeeping for run-time hazards.
  uint8_t writtenA = kNopAddress, writtenB = kNopAddress;  // by the previous instruction
  uint8_t writingA = kNopAddress, writingB = kNopAddress;  // by this one
  uint32_t uniformAddressDelay = 0;     // instructions left in which a uniform read is a hazard
  std::optional<uint32_t> uniformsEnd;  // past the uniforms given (QpuStart::uniformCount)
  Wait waiting = Wait::None;
  uint32_t waitingOn = 0;  // the Machine::released_ bit of what it waits for
  QpuReport report;
  // Cycle model.
  uint64_t readyCycle = 0;
  QpuTiming timing;
};

// After `count` instructions completed: the next one, and the delays counted
// down (count is 1 unless every delay is 0).
void countDown(Qpu& qpu);
inline bool delaysRunning(const Qpu& qpu) {
  return qpu.uniformAddressDelay | qpu.sfuDelay | qpu.branchDelay | qpu.endDelay;
}
inline void finishInstructions(Qpu& qpu, uint32_t count = 1) {
  qpu.report.instructions += count;
  qpu.writtenA = qpu.writingA;
  qpu.writtenB = qpu.writingB;
  qpu.writingA = qpu.writingB = kNopAddress;
  qpu.pc += count * kInstructionBytes;
  if (delaysRunning(qpu)) countDown(qpu);
}

class Machine;

// How instructions run (fast.cpp): every engine runs them through
// Machine::runInstructions; the fast ones take the instructions marked
// Predecoded::fast past the general route.
struct FastEngine {
  // Machine::runInstructions with this engine's fast step.
  void (*run)(Machine& machine, Qpu& qpu, bool single);
  const char* name;
};
const FastEngine& fastEngine(Engine engine);

class Machine {
 public:
  Machine(const MachineConfig& config, Memory& memory);
  RunReport run(std::span<const QpuStart> starts);
  // The QPUs as the last run left them (for tests and tools that look inside).
  const std::vector<Qpu>& qpus() const { return qpus_; }

  // Runs instructions of one QPU: one (cycle model) or until it waits, ends,
  // faults or releases a waiting QPU. `fastSteps(qpu, d, n)` runs the n fast
  // instructions from d (n > 1 only within d->run and while no delay runs)
  // and says true, or says false (nothing changed) when the first would
  // report a hazard, which leaves it to the general route. One loop for every
  // engine, instantiated by each (fast.cpp) with its fast steps compiled in.
  template <typename FastSteps>
  void runInstructions(Qpu& qpu, bool single, FastSteps fastSteps);

 private:
  const MachineConfig& config_;
  Memory& memory_;
  Vpm vpm_;
  std::array<uint8_t, 16> semaphores_{};
  std::optional<uint32_t> mutexOwner_;
  std::vector<Qpu> qpus_;
  CodeCache code_;
  const FastEngine* engine_ = nullptr;
  Timing timing_;
  bool cycleModel_ = false;
  // Semaphores (bits 0-15) and the mutex (kReleasedMutex) released since the
  // last wake: the QPUs waiting on them retry.
  static constexpr uint32_t kReleasedMutex = 1u << 16;
  uint32_t released_ = 0;
  uint64_t executed_ = 0;
  // The instruction count at which the watchdogs look next: maxInstructions,
  // or earlier, every kClockCheckInstructions, to read the host's clock
  // (2^22 took 2 s in the sanitizer build: a 0.2 s limit stopped at 2.1 s).
  static constexpr uint64_t kClockCheckInstructions = uint64_t{1} << 16;
  uint64_t checkAt_ = 0;
  Deadline deadline_;  // config_.maxHostSeconds from the run's start
  RunReport report_;

  // The instruction at qpu.pc (charging the instruction cache); nullptr: faulted.
  const Predecoded* fetch(Qpu& qpu) {
    const Predecoded* d = qpu.pc % kInstructionBytes ? nullptr : code_.fetch(memory_, qpu.pc);
    if (!d)
      fetchFault(qpu);
    else if (cycleModel_)
      chargeFetch(qpu);
    return d;
  }
  void fetchFault(const Qpu& qpu);  // why fetch gave nullptr
  void chargeFetch(Qpu& qpu);       // the instruction cache's stall
  // At checkAt_: faults (watchdog) past a limit and returns false, else
  // sets the next checkAt_.
  bool checkWatchdogs(const Qpu& qpu);
  void wakeWaiting(const Qpu& releaser);
  void stallUntil(Qpu& qpu, Stall reason, uint64_t cycle);
  // Runs the instruction at qpu.pc; Wait::None when it completed.
  Wait step(Qpu& qpu, const Predecoded& d);
  Wait stepOther(Qpu& qpu, const Predecoded& d);  // step for all but ALU instructions
  Wait executeAlu(Qpu& qpu, const Predecoded& d);
  Wait executeLoadImmediate(Qpu& qpu, const Predecoded& d);
  void executeBranch(Qpu& qpu, const Predecoded& d);
  // `addOverflow`: lanes whose add overflowed (signed), for the 32s pack.
  void writeResults(Qpu& qpu, const Predecoded& d, Vector& addValue, const LaneMask& addLanes,
                    Vector& mulValue, const LaneMask& mulLanes,
                    const LaneMask* addOverflow = nullptr);
  // executeAlu's writes: one result without a pack, and both through the packs.
  void writeResult(Qpu& qpu, uint8_t target, uint8_t condition, bool toB, uint8_t address,
                   const Vector& value);
  void writeResultsThroughPacks(Qpu& qpu, const Predecoded& d, const Vector* const inputs[4],
                                Vector& addResult, const LaneMask& addLanes, Vector& mulResult,
                                const LaneMask& mulLanes);

  // A read port's value from a peripheral (address >= 32) into `value`; false when the run faulted.
  bool readPort(Qpu& qpu, bool fileB, uint8_t address, Vector& value);
  void readAfterWrite(const Qpu& qpu, bool fileB, uint8_t address);
  // The inputs that d.unpack changes, into `changed`.
  void unpackInputs(const Predecoded& d, const Vector* inputs[4], Vector changed[4]);
  void writeRegister(Qpu& qpu, bool fileB, uint8_t address, const Vector& value,
                     const LaneMask& lanes, bool wholeVector);
  // writeRegister beyond the register files and accumulators.
  void writePeripheral(Qpu& qpu, bool fileB, uint8_t address, const Vector& value,
                       const LaneMask& lanes, bool wholeVector);
  void signal(Qpu& qpu, const Predecoded& d);
  bool readUniform(Qpu& qpu, uint32_t& value);

  void fault(const Qpu& qpu, std::string kind, std::string message,
             std::optional<uint32_t> lane = std::nullopt,
             std::optional<uint32_t> value = std::nullopt);
  void hazard(const Qpu& qpu, std::string kind, std::string message);
  // Where and when a VPM access happens, for the VPM sharing checks' messages.
  VpmSite vpmSite(const Qpu& qpu) const {
    return {qpu.pc, cycleModel_ ? qpu.readyCycle : qpu.report.instructions, cycleModel_};
  }
  bool faulted() const { return report_.fault.has_value(); }
};

template <typename FastSteps>
void Machine::runInstructions(Qpu& qpu, bool single, FastSteps fastSteps) {
  do {
    const Predecoded* d = fetch(qpu);
    if (!d) return;
    uint32_t count = 1;
    // A run stops short of the watchdog's limit (the instruction after it faults).
    if (d->fast && !single && !delaysRunning(qpu))
      count = static_cast<uint32_t>(
          std::clamp<uint64_t>(checkAt_ - executed_, 1, code_.run(memory_, qpu.pc, *d)));
    if (!(d->fast && fastSteps(qpu, d, count))) {  // fast steps cannot fault, wait or release
      count = 1;
      Wait wait = step(qpu, *d);
      if (faulted()) return;
      if (wait != Wait::None) {
        qpu.status = QpuStatus::Waiting;
        qpu.waiting = wait;
        qpu.waitingOn = wait == Wait::Mutex ? kReleasedMutex : 1u << d->semaphore;
        return;
      }
      if (released_) single = true;  // waiting QPUs retry first
    }
    if (cycleModel_) ++qpu.readyCycle;  // count is 1 (single)
    if ((executed_ += count) > checkAt_ && !checkWatchdogs(qpu)) return;
  } while (!single && qpu.status == QpuStatus::Running);
}

}  // namespace gpuasm::vc4
