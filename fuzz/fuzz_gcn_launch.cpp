// Random bytes as an AMD OpenCL binary through the host API and the launch
// (gpuasm/gcn/host.hpp): every kernel whose arguments can be fed gets zeros,
// one small buffer and a small __local size, and runs with a low watchdog.
// Whatever the PROGINFO, metadata and code say, the answer is a Program or an
// error, then a report or a LaunchError; never a crash, a hang or a huge
// allocation.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <span>
#include <string>

#include "gpuasm/gcn/host.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gpuasm::gcn;
  std::string error;
  std::optional<Program> program = Program::fromBinary(std::span(data, size), error);
  if (!program) {
    if (error.empty()) {
      std::fprintf(stderr, "no program and no message\n");
      std::abort();
    }
    return 0;
  }
  for (const std::string& name : program->kernelNames()) {
    std::optional<Kernel> kernel = Kernel::create(*program, name, error);
    if (!kernel) std::abort();  // a name the program itself gave
    Device device;
    Buffer buffer = device.createBuffer(256);
    bool fed = true;
    for (size_t i = 0; i < kernel->arguments().size() && fed; ++i) {
      const ArgumentInfo& a = kernel->arguments()[i];
      ArgumentValue value = a.kind == "pointer" && a.addressSpace == "local"
                                ? ArgumentValue::local(64)
                            : a.kind == "pointer" ? ArgumentValue::ofBuffer(buffer)
                                                  : ArgumentValue::of(std::vector<uint8_t>(a.bytes));
      fed = kernel->setArgument(i, std::move(value), error);
    }
    if (!fed) continue;
    LaunchSettings settings;
    settings.global = {128, 1, 1};
    settings.threads = 1;
    settings.maxInstructions = 4096;
    try {
      LaunchReport report = device.enqueueNDRange(*kernel, settings);
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
