// `gpuasm run`, written once for every target. The run driver
// (runtime/run_driver.cpp) makes the --buffer buffers, binds --arg by
// parameter name, launches, prints the report (text or JSON), dumps buffers
// and turns faults, bad input and usage errors into exit codes; a target
// supplies a RunSession: its kernel's parameters and a small adapter over its
// device. The behaviour is the README's "Conventions" section.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "gpuasm/image.hpp"
#include "gpuasm/options.hpp"

namespace gpuasm {

// A kernel parameter that --arg NAME=VALUE binds; `type` as the messages show
// it ("uint*", ".u64").
struct RunParameter {
  std::string name;
  std::string type;
};

// A --buffer as the driver made it: `index` is the session's.
struct RunBuffer {
  size_t index = 0;
  uint64_t size = 0;
  uint64_t address = 0;              // on the device
  std::span<const uint8_t> initial;  // the bytes --buffer gave (zeros or a file's)
};
using RunBuffers = std::map<std::string, RunBuffer, std::less<>>;

// Bad input found while running (a binary that does not load, a device that
// does not open): `gpuasm run: MESSAGE`, exit 1. A bad option is an
// OptionError (exit 2).
struct RunInputError {
  std::string message;
};

// What a launch gives back.
struct RunResult {
  std::string table;    // the report as text
  nlohmann::json json;  // the report as JSON (an object: the driver adds "dumps")
  // A fault ends the run with exit 1: "gpuasm: kernel fault [KIND]: MESSAGE".
  std::string faultKind, faultMessage;
  // What the hardware would not have survived although the simulation went
  // on (vc4's and demolicious's run-time hazards): a line for stderr, exit 1.
  std::string hazards;
};

class RunSession {
 public:
  virtual ~RunSession() = default;
  // --buffer names that mean something else to the target (vc4: qpu, qpus).
  virtual std::span<const std::string_view> reservedBufferNames() const { return {}; }
  // The kernel and the parameters that --arg binds by name; none: the target
  // takes its arguments its own way (vc4's --uniform, demolicious's --const).
  virtual std::string_view kernelName() const { return {}; }
  virtual std::span<const RunParameter> parameters() const { return {}; }
  // Device memory holding `bytes`; returns the session's index of it.
  virtual size_t createBuffer(std::span<const uint8_t> bytes) = 0;
  virtual uint64_t bufferAddress(size_t index) const = 0;
  virtual std::vector<uint8_t> readBuffer(size_t index) = 0;
  // Binds --arg PARAM=VALUE's value to parameters()[parameter]; OptionError
  // for a value that does not suit it.
  virtual void bindArgument(size_t parameter, const std::string& value,
                            const RunBuffers& buffers) = 0;
  // After the buffers and arguments, before the launch: the target's own
  // options that name buffers (vc4's --uniform, --png). OptionError for a bad one.
  virtual void prepare(const RunBuffers& /*buffers*/) {}
  // OptionError for launch settings that cannot be; RunInputError for bad input.
  virtual RunResult launch() = 0;
  // After the report: files of the target's own (--png); a file that cannot
  // be written goes to `errors` (exit 1) and the others are still written.
  virtual void writeFiles(const RunBuffers& /*buffers*/, std::vector<std::string>& /*errors*/) {}
};

// For the targets whose host API has a Program of named kernels and a launch
// report (gcn, ptx): the program loaded from the run's image (RunInputError
// when it does not load) and the kernel --kernel names, or the only one
// (OptionError otherwise; `container` names what holds the kernels).
template <class Program, class Kernel>
struct LoadedKernel {
  std::optional<Program> program;
  std::string name;
  std::optional<Kernel> kernel;
};
template <class Program, class Kernel>
LoadedKernel<Program, Kernel> loadKernel(const Image& image, const OptionValues& options,
                                         std::string_view container) {
  LoadedKernel<Program, Kernel> loaded;
  std::string error;
  loaded.program = Program::fromImage(image, error);
  if (!loaded.program) throw RunInputError{error};
  loaded.name = chosenKernel(options, loaded.program->kernelNames(), container);
  loaded.kernel = Kernel::create(*loaded.program, loaded.name, error);
  if (!loaded.kernel) throw OptionError{"--kernel " + loaded.name + ": " + error};
  return loaded;
}
// Their launch report (table(), json(), a fault with kind and describe()).
template <class Report>
RunResult runResultOf(const Report& report) {
  RunResult result;
  result.table = report.table();
  result.json = report.json();
  if (report.fault) {
    result.faultKind = report.fault->kind;
    result.faultMessage = report.fault->describe();
  }
  return result;
}

}  // namespace gpuasm
