// Running a predecoded program on one wavefront: the functional model only
// (DESIGN.md principle 2: what, not when). Work-groups, memory and the host
// launch come on top of this.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <span>

#include "gpuasm/deadline.hpp"
#include "targets/gcn/machine/program.hpp"
#include "targets/gcn/machine/wavefront.hpp"

namespace gpuasm::gcn::machine {

struct RunLimits {
  RunLimits() = default;
  explicit RunLimits(uint64_t maxInstructions) : maxInstructions(maxInstructions) {}
  // The watchdog: a wave that executes more instructions faults (a kernel
  // that loops forever must end with a report, not hang the host).
  uint64_t maxInstructions = uint64_t{1} << 32;
  // The launch's time limit on the host's clock, looked at every
  // kCheckInterval instructions of a wave and every kCheckRounds turns of a
  // work-group's waves (a loop around a barrier): past it the wave faults
  // (kind "time-limit"; the launch reports it as "watchdog"); `cancelled`
  // set (by another host thread's fault) ends it without one.
  Deadline deadline;
  const std::atomic<bool>* cancelled = nullptr;
  static constexpr uint64_t kCheckInterval = uint64_t{1} << 16;
  static constexpr uint64_t kCheckRounds = uint64_t{1} << 10;
};

struct RunResult {
  bool ended = false;      // reached s_endpgm
  bool cancelled = false;  // RunLimits::cancelled was set
  bool atBarrier = false;  // stopped at s_barrier (wave.pc is the instruction after it)
  std::optional<Fault> fault;
  uint64_t instructions = 0;  // executed, s_endpgm included
  uint64_t perLane = 0;       // of them, those that work on 64 lanes (Decoded::perLane)
};

// Runs `wave` from wave.pc until s_endpgm, a fault or the watchdog; memory
// instructions work on `memory`, DS instructions on `lds` (none: they fault).
RunResult runWave(const Program& program, Wavefront& wave, const RunLimits& limits = {},
                  Memory* memory = nullptr, Lds* lds = nullptr);

// Runs the waves of one work-group, which share `lds`, to the end: each wave
// in turn (in index order, so the result is deterministic) until it ends or
// reaches s_barrier; once every wave that has not ended waits at the
// barrier, they all go on. The first fault ends the group; the watchdog
// counts each wave's instructions.
struct WorkGroupResult {
  bool ended = false;
  bool cancelled = false;
  std::optional<Fault> fault;
  uint64_t instructions = 0;  // all waves together
  uint64_t perLane = 0;
};
WorkGroupResult runWorkGroup(const Program& program, std::span<Wavefront* const> waves,
                             const RunLimits& limits, Memory* memory, Lds* lds);

}  // namespace gpuasm::gcn::machine
