// Running a predecoded program on one wavefront: the functional model only
// (DESIGN.md principle 2: what, not when). Work-groups, memory and the host
// launch come on top of this.
#pragma once

#include <cstdint>
#include <optional>
#include <span>

#include "targets/gcn/machine/program.hpp"
#include "targets/gcn/machine/wavefront.hpp"

namespace gpuasm::gcn::machine {

struct RunLimits {
  // The watchdog: a wave that executes more instructions faults (a kernel
  // that loops forever must end with a report, not hang the host).
  uint64_t maxInstructions = uint64_t{1} << 32;
};

struct RunResult {
  bool ended = false;  // reached s_endpgm
  std::optional<Fault> fault;
  uint64_t instructions = 0;  // executed, s_endpgm included
};

// Runs `wave` from wave.pc until s_endpgm, a fault or the watchdog; memory
// instructions work on `memory`, DS instructions on `lds` (none: they fault).
RunResult runWave(const Program& program, Wavefront& wave, const RunLimits& limits = {},
                  Memory* memory = nullptr, Lds* lds = nullptr);

}  // namespace gpuasm::gcn::machine
