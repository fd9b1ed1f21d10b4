#include "gpuasm/vc4/device.hpp"

#include <fmt/format.h>

#include "targets/vc4/machine/machine.hpp"

namespace gpuasm::vc4 {

struct Device::State {
  explicit State(Device& device) : v3d(device) {}
  MachineConfig config;
  Memory memory;
  RunReport last;
  V3dRegisters v3d;
};

Device::Device(MachineConfig config) : state_(std::make_unique<State>(*this)) {
  state_->config = config;
}

Device::~Device() = default;

const MachineConfig& Device::config() const {
  return state_->config;
}

void Device::configure(const MachineConfig& config) {
  state_->config = config;
  state_->v3d.reset();
}

Memory& Device::memory() {
  return state_->memory;
}

V3dRegisters& Device::v3d() {
  return state_->v3d;
}

const RunReport& Device::execute(std::span<const QpuStart> starts) {
  const MachineConfig& config = state_->config;
  if (starts.empty() || starts.size() > config.qpus) {
    state_->last = {};
    state_->last.mode = config.mode;
    state_->last.clockMHz = config.clockMHz;
    state_->last.qpus = static_cast<uint32_t>(starts.size());
    Fault f;
    f.kind = "qpu-count";
    f.message = fmt::format("{} programs for a machine of {} QPUs (1..{})", starts.size(),
                            config.qpus, config.qpus);
    state_->last.fault = std::move(f);
    return state_->last;
  }
  Machine machine(config, state_->memory);
  state_->last = machine.run(starts);
  return state_->last;
}

const RunReport& Device::lastReport() const {
  return state_->last;
}

Device& mailboxDevice() {
  static Device device;
  return device;
}

}  // namespace gpuasm::vc4
