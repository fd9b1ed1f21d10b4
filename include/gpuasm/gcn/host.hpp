// The simulated Southern Islands GPU as the AMD OpenCL runtime drives it:
// buffers in device memory, programs from AMD OpenCL 1.2 binaries, kernels
// whose arguments are set by index or by their names in the metadata, and
// NDRange launches. A launch sets up what the runtime would (user SGPRs from
// the PROGINFO user elements, constant buffers CB0 and CB1, the UAV table,
// LDS; docs/gcn-simulator.md, "The launch") so that a driver-built or
// patched binary runs unmodified, and runs the work-groups on host threads.
//
//   gcn::Device device;
//   auto program = gcn::Program::fromBinary(bytes, error);     // clCreateProgramWithBinary
//   auto kernel = gcn::Kernel::create(*program, "add", error);  // clCreateKernel
//   gcn::Buffer a = device.createBuffer(4096);                  // clCreateBuffer
//   kernel->setArgument("n", gcn::ArgumentValue::number(1024), error);  // clSetKernelArg
//   kernel->setArgument("adat", gcn::ArgumentValue::buffer(a), error);
//   gcn::LaunchReport r = device.enqueueNDRange(*kernel, {.global = {1024}, .local = {64}});
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gpuasm {
struct Image;
}
namespace gpuasm::gcn::binary {
struct AmdBinary;
}

namespace gpuasm::gcn {

// A device memory object (cl_mem).
struct Buffer {
  uint32_t id = 0;  // 1, 2, ...; 0 is no buffer
};

// A kernel argument as clSetKernelArg takes it.
struct ArgumentValue {
  enum class Kind { Bytes, Buffer, Local };
  Kind kind = Kind::Bytes;
  std::vector<uint8_t> bytes;  // Bytes: the value, little-endian, as the C type lays it out
  Buffer buffer;               // Buffer: the buffer and a byte offset into it
  uint64_t offset = 0;
  uint32_t localBytes = 0;  // Local: the size of a __local buffer

  static ArgumentValue number(uint64_t value, uint32_t size = 4);
  static ArgumentValue of(std::span<const uint8_t> bytes);
  static ArgumentValue ofBuffer(Buffer buffer, uint64_t offset = 0);
  static ArgumentValue local(uint32_t bytes);
};

// One kernel argument as the metadata declares it.
struct ArgumentInfo {
  std::string name;
  std::string kind;          // value, pointer, image, counter, sampler
  std::string type;          // u32, float, ... (pointer: the element type)
  uint32_t vectorSize = 1;   // value: lanes; struct: bytes
  std::string addressSpace;  // pointer: global, constant or local
  std::string cType;         // the OpenCL C type the metadata reflects ("uint*")
  uint32_t bytes = 0;        // what a value argument takes in CB1
};

class Program {
 public:
  // From an AMD OpenCL 1.2 binary or an HSA code object
  // (clCreateProgramWithBinary): nothing, with `error` saying why, when the
  // bytes are neither.
  static std::optional<Program> fromBinary(std::span<const uint8_t> bytes, std::string& error);
  // From an HSA code object, as clang -target amdgcn-amd-amdhsa makes it
  // (hipModuleLoadData): its kernels' explicit arguments are the kernel's
  // arguments (named by index where the metadata has no names); the hidden
  // ones the launch fills as the ROCm runtime does (docs/gcn-simulator.md).
  static std::optional<Program> fromCodeObject(std::span<const uint8_t> bytes, std::string& error);
  // From what the gcn assembler made of source with kernel directives, or a
  // loaded binary's image; nothing when it describes no kernel.
  static std::optional<Program> fromImage(const Image& image, std::string& error);
  // From the binary's model (the library's own route for both).
  static std::optional<Program> fromModel(binary::AmdBinary binary, std::string& error);

  std::vector<std::string> kernelNames() const;
  struct Model;
  const Model& model() const { return *model_; }

 private:
  explicit Program(std::shared_ptr<const Model> model) : model_(std::move(model)) {}
  std::shared_ptr<const Model> model_;
};

class Kernel {
 public:
  // clCreateKernel: nothing, with `error`, when the program has no such kernel.
  static std::optional<Kernel> create(const Program& program, std::string_view name,
                                      std::string& error);
  const std::string& name() const;
  std::span<const ArgumentInfo> arguments() const { return arguments_; }
  std::optional<size_t> argumentIndex(std::string_view name) const;
  // clSetKernelArg: false, with `error`, when the value does not fit the
  // argument (a buffer for a value, bytes of the wrong size, ...).
  bool setArgument(size_t index, ArgumentValue value, std::string& error);
  bool setArgument(std::string_view name, ArgumentValue value, std::string& error);
  const std::vector<std::optional<ArgumentValue>>& values() const { return values_; }
  const Program& program() const { return program_; }
  size_t index() const { return index_; }

 private:
  Kernel(Program program, size_t index);
  Program program_;
  size_t index_ = 0;
  std::vector<ArgumentInfo> arguments_;
  std::vector<std::optional<ArgumentValue>> values_;
};

struct LaunchSettings {
  uint32_t dimensions = 0;  // 0: as many as `global` has entries other than 1
  std::array<uint64_t, 3> global{1, 1, 1};
  std::array<uint32_t, 3> local{0, 0, 0};  // 0: the kernel's required size, else chosen
  std::array<uint64_t, 3> offset{0, 0, 0};
  // LDS beyond the kernel's own, from its end (HIP's sharedMemBytes; code objects only).
  uint32_t dynamicLdsBytes = 0;
  uint32_t threads = 0;                          // host threads; 0: one per host core
  uint64_t maxInstructions = uint64_t{1} << 32;  // watchdog, per wave
  double maxHostSeconds = 0;                     // watchdog on the host's clock; 0: none
};

// What ended a launch early: the kernel's fault, where it happened.
struct LaunchFault {
  std::string kind;  // unsupported, illegal, pc, watchdog, address, memory, ...
  std::string message;
  std::string instruction;
  uint32_t address = 0;  // byte address in the kernel's code
  std::array<uint64_t, 3> group{};
  uint32_t wave = 0;  // within the group
  std::optional<uint32_t> lane;
  std::optional<uint64_t> value;
  std::string describe() const;
};

struct LaunchReport {
  std::string kernel;
  uint32_t dimensions = 1;
  std::array<uint64_t, 3> global{}, local{}, groups{};
  uint32_t wavesPerGroup = 0;
  uint64_t waves = 0;
  uint64_t instructions = 0;         // wave instructions executed, all waves
  uint64_t perLaneInstructions = 0;  // of them, vector ALU, memory and LDS ones
  // A vector instruction counts its 64 lanes, a scalar one 1.
  uint64_t laneInstructions() const {
    return perLaneInstructions * 64 + (instructions - perLaneInstructions);
  }
  uint32_t threads = 0;
  double seconds = 0;
  std::optional<LaunchFault> fault;
  std::string table() const;
  nlohmann::json json() const;
};

// A launch that could not start (an argument not set, a bad NDRange, a
// feature of the binary the simulator does not model): a message for people.
struct LaunchError {
  std::string message;
  bool badSettings = false;  // the NDRange or an argument, not the binary
};

class Device {
 public:
  Device();
  ~Device();
  Device(Device&&) noexcept;
  Device& operator=(Device&&) noexcept;

  // clCreateBuffer: `bytes` zeroed, or `initial` copied in when given.
  Buffer createBuffer(uint64_t bytes, std::span<const uint8_t> initial = {});
  // The buffer's bytes (clEnqueueMapBuffer); valid until the next
  // createBuffer or enqueueNDRange (device memory may move).
  std::span<uint8_t> map(Buffer buffer);
  // Where the buffer starts in the simulated device's address space.
  uint64_t address(Buffer buffer) const;

  // clEnqueueNDRangeKernel, run to the end. Throws LaunchError when the
  // launch cannot start; a fault of the kernel is in the report.
  LaunchReport enqueueNDRange(const Kernel& kernel, const LaunchSettings& settings);

  struct State;  // the library's own (host_model.hpp)

 private:
  std::unique_ptr<State> state_;
};

}  // namespace gpuasm::gcn
