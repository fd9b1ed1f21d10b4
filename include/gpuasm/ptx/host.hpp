// PTX kernels as the CUDA driver API runs them, on either of two devices: the
// functional SIMT simulator (any machine) or a real NVIDIA GPU through the
// CUDA driver (where one is present). The same PTX text, the same calls:
//
//   std::string error;
//   auto program = ptx::Program::fromText(text, "k.ptx", error);   // cuModuleLoadData
//   auto kernel = ptx::Kernel::create(*program, "montmul", error);  // cuModuleGetFunction
//   std::unique_ptr<ptx::Device> device = ptx::openDevice(ptx::DeviceKind::Simulator, error);
//   ptx::Buffer a = device->createBuffer(4096);                     // cuMemAlloc
//   device->write(a, 0, bytes);                                      // cuMemcpyHtoD
//   kernel->setArgument("a", ptx::ArgumentValue::ofBuffer(a), error);
//   kernel->setArgument("count", ptx::ArgumentValue::number(128), error);
//   ptx::LaunchReport r = device->launch(*kernel, {.grid = {1, 1, 1}, .block = {128, 1, 1}});
//   device->read(a, 0, out);                                         // cuMemcpyDtoH
//
// A launch that cannot start throws LaunchError; a kernel that faults (bad
// address, watchdog) on the simulator says so in LaunchReport::fault.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gpuasm/ptx/sm_model.hpp"

namespace gpuasm {
struct Image;
}

namespace gpuasm::ptx {

struct Module;

// Device memory (CUdeviceptr), named by the device that made it.
struct Buffer {
  uint32_t id = 0;  // 1, 2, ...; 0 is no buffer
};

// A kernel parameter's value: a number, or a buffer's device address plus an offset.
struct ArgumentValue {
  enum class Kind { Number, Buffer, Bytes };
  Kind kind = Kind::Number;
  uint64_t number = 0;  // two's complement; must fit the parameter's type
  Buffer buffer;
  uint64_t offset = 0;
  // Kind::Bytes: the whole parameter as the kernel reads it (a struct passed
  // by value, `.param .align 8 .b8 p[16]`), exactly its size.
  std::vector<uint8_t> bytes;

  static ArgumentValue of(uint64_t value) { return {Kind::Number, value, {}, 0, {}}; }
  static ArgumentValue ofBuffer(Buffer buffer, uint64_t offset = 0) {
    return {Kind::Buffer, 0, buffer, offset, {}};
  }
  static ArgumentValue ofBytes(std::vector<uint8_t> bytes) {
    return {Kind::Bytes, 0, {}, 0, std::move(bytes)};
  }
};

// A kernel parameter as the `.entry` declares it.
struct ParameterInfo {
  std::string name;
  std::string type;        // "u32", "u64", "b8" (an array: .b8 name[16])
  uint32_t bytes = 0;      // the whole parameter
  uint32_t alignment = 0;  // bytes
  uint32_t offset = 0;     // in the parameter block, as ptxas lays it out
};

// A loaded PTX module: the text as written (what the CUDA driver compiles)
// and what our parser made of it (what the simulator runs).
class Program {
 public:
  // Parses and checks PTX text; nothing, with `error` holding the rendered
  // diagnostics, when it is not valid.
  static std::optional<Program> fromText(std::string text, std::string name, std::string& error);
  // From what `gpuasm asm -t ptx` made (the text, the module beside it).
  static std::optional<Program> fromImage(const Image& image, std::string& error);

  const std::string& text() const;
  const std::string& name() const;
  const Module& module() const;
  std::vector<std::string> kernelNames() const;

  struct State;
  const State& state() const { return *state_; }

 private:
  explicit Program(std::shared_ptr<const State> state) : state_(std::move(state)) {}
  std::shared_ptr<const State> state_;
};

class Kernel {
 public:
  // cuModuleGetFunction: nothing, with `error`, when the program has no such `.entry`.
  static std::optional<Kernel> create(const Program& program, std::string_view name,
                                      std::string& error);
  const std::string& name() const { return name_; }
  const Program& program() const { return program_; }
  size_t functionIndex() const { return function_; }  // in program().module().functions
  std::span<const ParameterInfo> parameters() const { return parameters_; }
  std::optional<size_t> parameterIndex(std::string_view name) const;
  uint32_t parameterBytes() const;  // the parameter block's size
  // False, with `error`, when the value does not fit the parameter: a number
  // too wide for its type, a buffer for a parameter narrower than 64 bits.
  bool setArgument(size_t index, ArgumentValue value, std::string& error);
  bool setArgument(std::string_view name, ArgumentValue value, std::string& error);
  const std::vector<std::optional<ArgumentValue>>& values() const { return values_; }

 private:
  Kernel(Program program, size_t function);
  Program program_;
  size_t function_ = 0;
  std::string name_;
  std::vector<ParameterInfo> parameters_;
  std::vector<std::optional<ArgumentValue>> values_;
};

struct LaunchSettings {
  std::array<uint32_t, 3> grid{1, 1, 1};   // blocks
  std::array<uint32_t, 3> block{1, 1, 1};  // threads a block
  uint32_t dynamicSharedBytes = 0;         // an `.extern .shared` array's bytes
  // Simulator only:
  uint32_t threads = 0;                          // host threads; 0: one per host core
  uint64_t maxInstructions = uint64_t{1} << 32;  // watchdog: warp instructions per warp
  double maxHostSeconds = 0;                     // watchdog on the host's clock; 0: none
};

// What ended a simulated launch early: the kernel's fault, where it happened.
struct LaunchFault {
  std::string kind;  // address, misaligned, watchdog, barrier, ...
  std::string message;
  std::string instruction;  // as written, "ld.global.u32 %r1, [%rd2]"
  std::string location;     // "k.ptx:12:2"
  std::array<uint32_t, 3> block{};
  std::array<uint32_t, 3> thread{};
  std::optional<uint64_t> value;  // the address, the count
  std::string describe() const;
};

struct LaunchReport {
  std::string kernel;
  std::string device;  // "gpuasm SIMT simulator", "NVIDIA H100 80GB HBM3"
  std::array<uint32_t, 3> grid{}, block{};
  uint64_t threads = 0;             // grid x block
  uint64_t warpInstructions = 0;    // simulator: instructions issued, all warps
  uint64_t threadInstructions = 0;  // simulator: of them, counted once per active thread
  uint32_t hostThreads = 0;         // simulator
  double seconds = 0;               // simulator: host time; cuda: events around the launch
  std::optional<LaunchFault> fault;
  std::optional<TimingReport> timing;  // a model device's (sm_model.hpp)
  // Simulator: what the kernel's printf calls wrote, block by block (in each
  // block warp by warp, each warp's calls in order, a call's lanes in lane
  // order). A real GPU's printf goes to the process's stdout.
  std::string output;
  std::string table() const;
  nlohmann::json json() const;
};

// A launch that could not start (an argument not set, a grid or block out of
// range, no device): a message for people.
struct LaunchError {
  std::string message;
  bool badSettings = false;  // the grid, block or an argument, not the device
};

enum class DeviceKind { Simulator, Cuda, Model };

class Device {
 public:
  virtual ~Device() = default;
  virtual DeviceKind kind() const = 0;
  virtual std::string name() const = 0;

  // cuMemAlloc: `bytes` zeroed, then `initial` copied in when given. Throws
  // LaunchError when the device cannot allocate it.
  virtual Buffer createBuffer(uint64_t bytes, std::span<const uint8_t> initial = {}) = 0;
  virtual uint64_t size(Buffer buffer) const = 0;
  // cuMemcpyHtoD / cuMemcpyDtoH of part of a buffer; throw LaunchError when
  // the range is outside it.
  virtual void write(Buffer buffer, uint64_t offset, std::span<const uint8_t> bytes) = 0;
  virtual void read(Buffer buffer, uint64_t offset, std::span<uint8_t> bytes) = 0;
  // The buffer's device address (what a kernel parameter gets).
  virtual uint64_t address(Buffer buffer) const = 0;

  // cuLaunchKernel, run to the end (cuCtxSynchronize). Throws LaunchError
  // when the launch cannot start; a simulated kernel's fault is in the report.
  virtual LaunchReport launch(const Kernel& kernel, const LaunchSettings& settings) = 0;
};

// The parameter block of a launch (what cuLaunchKernel takes as
// CU_LAUNCH_PARAM_BUFFER_POINTER): each argument at its parameter's offset,
// little-endian, a buffer as `device`'s address of it plus the offset.
// Throws LaunchError (badSettings) when an argument is not set.
std::vector<uint8_t> parameterBlock(const Kernel& kernel, const Device& device);

// The simulator always opens. The CUDA device opens where gpuasm was built
// with the CUDA toolkit's headers and the machine has the driver and a GPU;
// otherwise nullptr, with `error` saying which of these is missing.
std::unique_ptr<Device> openDevice(DeviceKind kind, std::string& error);
std::optional<DeviceKind> deviceKindNamed(std::string_view name);  // "sim", "cuda"

}  // namespace gpuasm::ptx
