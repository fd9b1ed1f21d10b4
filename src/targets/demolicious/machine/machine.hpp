// The simulated machine behind the host API: memories plus the two execution
// models. Both run the semantics of isa.cpp; the cycle model adds the barrel,
// the thread spawner and the load/store queues around them.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "gpuasm/deadline.hpp"
#include "gpuasm/demolicious/host.hpp"
#include "gpuasm/demolicious/machine.hpp"
#include "gpuasm/source.hpp"
#include "targets/demolicious/isa.hpp"

namespace gpuasm::demolicious {

// A kernel decoded once before it runs: no parsing in the inner loop.
struct Program {
  uint32_t start = 0;
  std::vector<Decoded> code;  // up to and including thread_finished, if it is there
  bool endsWithFinish = false;
};

class Machine {
 public:
  explicit Machine(MachineConfig config);

  MachineConfig config;
  std::vector<uint32_t> instructionMemory;  // only the words loaded so far
  std::vector<uint16_t> constants;
  std::vector<uint16_t> dataMemory;
  // Where each loaded word came from, for fault reports.
  struct SourceLine {
    uint32_t address = 0;  // in instruction memory
    uint32_t units = 0;
    std::shared_ptr<const SourceFile> file;
    uint32_t line = 0;
  };
  std::vector<SourceLine> sourceLines;

  RunReport run(Kernel kernel, uint64_t threads);

  // The faults both models report, named the same way; the cycle model adds the cycle.
  Fault ranOffEnd(const Program& program, size_t pc, uint32_t thread) const;
  Fault illegalInstruction(const Program& program, size_t pc, uint32_t thread) const;
  Fault badAddress(const Program& program, size_t pc, uint32_t thread, uint32_t address) const;
  std::string sourceOf(uint32_t address) const;

 private:
  Fault fault(std::string kind, std::string message, const Program& program, size_t pc,
              uint32_t thread) const;
  Program predecode(Kernel kernel) const;
  void runFunctional(const Program& program, uint32_t threads, RunReport& report);
  void runCycle(const Program& program, uint32_t threads, RunReport& report);

  // The host-time watchdog (config.maxHostSeconds, gpuasm/deadline.hpp):
  // sets report.fault, saying how many of the launch's threads ran to their
  // end (`finished`), and returns true once the run has taken longer. The
  // cycle model looks every kClockCheckCycles cycles, the functional one
  // before every block of threads.
  static constexpr uint64_t kClockCheckCycles = 1 << 16;
  Deadline deadline_;
  bool pastTimeLimit(RunReport& report, uint64_t finished) const;
};

// The per-instruction step both models share for anything but memory and
// thread_finished. Returns false if the instruction is illegal.
inline bool executeAlu(const Decoded& d, const Lanes& lanes) {
  if (!d.info || !d.info->execute) return false;
  d.info->execute(lanes, d);
  return true;
}

}  // namespace gpuasm::demolicious
