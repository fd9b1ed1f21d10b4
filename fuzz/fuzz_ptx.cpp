// Random text as a PTX module through the host API (gpuasm/ptx/host.hpp):
// parsed and checked (src/targets/ptx/ tokenizer, module and instruction
// parsers), then every kernel it has launched on the simulator with each
// 64-bit parameter pointing at a small buffer and the others zero, two
// blocks of 40 threads and a low watchdog. The answer is a Program or
// diagnostics, then a report or a LaunchError: never a crash, a hang or a
// fault without a message.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "gpuasm/ptx/host.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gpuasm::ptx;
  std::string error;
  std::optional<Program> program =
      Program::fromText(std::string(reinterpret_cast<const char*>(data), size), "fuzz.ptx", error);
  if (!program) {
    if (error.empty()) {
      std::fprintf(stderr, "no program and no message\n");
      std::abort();
    }
    return 0;
  }
  std::unique_ptr<Device> device = openDevice(DeviceKind::Simulator, error);
  const Buffer buffer = device->createBuffer(256);
  for (const std::string& name : program->kernelNames()) {
    std::optional<Kernel> kernel = Kernel::create(*program, name, error);
    if (!kernel) std::abort();  // a name the program itself gave
    bool fed = true;
    for (size_t i = 0; i < kernel->parameters().size() && fed; ++i) {
      const ParameterInfo& p = kernel->parameters()[i];
      if (p.bytes > 8) {
        fed = false;
        break;
      }
      fed = kernel->setArgument(
          i, p.bytes == 8 ? ArgumentValue::ofBuffer(buffer) : ArgumentValue::of(0), error);
    }
    if (!fed) continue;
    LaunchSettings settings;
    settings.grid = {2, 1, 1};
    settings.block = {40, 1, 1};
    settings.threads = 1;
    settings.maxInstructions = 4096;
    try {
      LaunchReport report = device->launch(*kernel, settings);
      if (report.fault && report.fault->message.empty()) {
        std::fprintf(stderr, "a fault without a message\n");
        std::abort();
      }
    } catch (const LaunchError& e) {
      if (e.message.empty()) std::abort();
    }
  }
  return 0;
}
