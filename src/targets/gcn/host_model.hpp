// What a gcn::Program holds (gpuasm/gcn/host.hpp): the binary's model and
// each kernel's code predecoded once, shared by every Kernel and launch; and
// what a Device holds, shared by the two launches (launch.cpp for AMD OpenCL
// binaries, code_object_launch.cpp for HSA code objects).
#pragma once

#include <fmt/format.h>

#include <array>
#include <atomic>
#include <functional>
#include <memory>
#include <vector>

#include "gpuasm/gcn/host.hpp"
#include "targets/gcn/binary/amdcl.hpp"
#include "targets/gcn/binary/code_object.hpp"
#include "targets/gcn/machine/machine.hpp"
#include "targets/gcn/machine/memory.hpp"
#include "targets/gcn/machine/program.hpp"

namespace gpuasm::gcn {

// Exactly one of `binary` and `codeObject` is set.
struct Program::Model {
  std::shared_ptr<const binary::AmdBinary> binary;       // an AMD OpenCL binary
  std::shared_ptr<const binary::CodeObject> codeObject;  // an HSA code object
  // An AMD binary: one per kernel, in the kernels' order. A code object: one
  // per executable section, each kernel starting in programs[programOfKernel[i]]
  // at byte entryOfKernel[i].
  std::vector<machine::Program> programs;
  std::vector<size_t> programOfKernel;
  std::vector<uint32_t> entryOfKernel;
};

// A buffer's place in the device's memory.
struct DeviceRegion {
  uint64_t address = 0, size = 0;
};

struct Device::State {
  machine::Memory memory;
  std::vector<DeviceRegion> buffers;  // Buffer{n} is buffers[n - 1]
  uint64_t end = 0x1000;              // where the next buffer goes; address 0 stays no buffer's
  uint64_t dispatches = 0;            // launches so far: the next dispatch id

  const DeviceRegion& region(Buffer b) const {
    if (b.id == 0 || b.id > buffers.size())
      throw LaunchError{fmt::format("buffer {} was not created by this device", b.id)};
    return buffers[b.id - 1];
  }
};

// The work-groups of a launch, run on report.threads host threads, taken in
// order from one counter (launch.cpp); the fault reported is the one of the
// lowest-numbered faulting group.
struct GroupGrid {
  std::array<uint64_t, 3> groups{};
  uint64_t groupCount = 0;
  uint32_t wavesPerGroup = 0;
  bool usesLds = false;
  // Sets wave `index` of group `id` up as the hardware starts it; `slot` is
  // the host thread running it (0 .. report.threads - 1), which owns the
  // group's per-wave resources (scratch) while it runs.
  std::function<void(machine::Wavefront& wave, uint32_t index, const std::array<uint64_t, 3>& id,
                     uint32_t slot)>
      startWave;
};
void runGroups(const GroupGrid& grid, const machine::Program& program, machine::Memory& memory,
               const machine::RunLimits& limits, std::atomic<bool>& cancelled,
               LaunchReport& report);
// Wave `index` of a group of `groupSize` work-items, `local` wide: EXEC on
// the lanes it holds, and the work-item ids x, y, z in v0 .. v(vgprs - 1).
void startWorkItems(machine::Wavefront& wave, uint32_t index, uint32_t groupSize,
                    const std::array<uint64_t, 3>& local, uint32_t vgprs);

// enqueueNDRange of a kernel of an HSA code object (code_object_launch.cpp).
LaunchReport enqueueCodeObjectKernel(Device::State& device, const Kernel& kernel,
                                     const LaunchSettings& settings);

}  // namespace gpuasm::gcn
