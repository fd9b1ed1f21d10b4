// The VideoCore IV QPUs as a C++ device: memory the way the mailbox hands it
// out, and runs of QPU programs as execute_qpu starts them, with a report.
#pragma once

#include <cstdint>
#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "gpuasm/vc4/memory.hpp"
#include "gpuasm/vc4/v3d_registers.hpp"

namespace gpuasm::vc4 {

enum class Mode { Functional, Cycle };

// What runs the common ALU instructions (those that only read and write
// registers): the fastest code this host can run, the portable build of the
// same fast path, or only the general interpreter. All give the same results
// and counts; the choice is for comparing them.
enum class Engine : uint8_t { Best, Portable, Interpreter };

struct MachineConfig {
  uint32_t qpus = 12;  // 1..16, in slices of 4
  Mode mode = Mode::Functional;
  double clockMHz = 250;                      // Raspberry Pi 1
  uint64_t maxInstructions = 20'000'000'000;  // watchdog: QPU instructions over all QPUs
  // Watchdog on the host's clock: a run that takes longer faults (0: none).
  // Unlike maxInstructions, where it stops depends on the host's speed.
  double maxHostSeconds = 0;
  uint32_t maxReportedHazards = 16;
  Engine engine = Engine::Best;
};

// A run that could not go on: what, where, and the value involved.
struct Fault {
  std::string kind;  // bad-address, illegal-instruction, unsupported, vpm, watchdog, ...
  std::string message;
  std::optional<uint32_t> qpu, lane;
  std::optional<uint32_t> address;  // bus address of the instruction
  std::optional<uint64_t> cycle;
  std::optional<uint32_t> value;
  std::string instruction;  // disassembled
};

// A restriction of the guide broken at run time (the hardware would misbehave).
struct Hazard {
  std::string kind;
  std::string message;
  uint32_t qpu = 0;
  uint32_t address = 0;
  uint64_t cycle = 0;
  std::string instruction;
};

// Why a QPU did not issue in a cycle (cycle model).
enum class Stall : uint8_t {
  InstructionCache,
  UniformCache,
  Tmu,
  Sfu,
  VpmRead,
  VpmDma,
  Semaphore,
  Mutex,
  Count
};
const char* stallName(Stall stall);

struct QpuReport {
  uint64_t instructions = 0;
  uint64_t addOps = 0, mulOps = 0;  // non-nop ALU operations issued
  uint64_t cycles = 0;              // cycle model: cycle of its thread end
  uint64_t stalls[static_cast<int>(Stall::Count)] = {};
  uint64_t tmuRequests = 0, uniformsRead = 0;
  uint64_t dmaLoadBytes = 0, dmaStoreBytes = 0;
  uint64_t hostInterrupts = 0;  // writes to host_int
};

struct RunReport {
  Mode mode = Mode::Functional;
  uint32_t qpus = 0;
  double clockMHz = 0;
  uint64_t cycles = 0;  // cycle model: until the last QPU ends
  std::vector<QpuReport> perQpu;
  uint64_t hostInterrupts = 0;
  uint64_t hazardCount = 0;
  std::vector<Hazard> hazards;  // the first few
  std::optional<Fault> fault;
  double hostSeconds = 0;

  QpuReport total() const;
  bool ok() const { return !fault; }
  double seconds() const { return cycles / (clockMHz * 1e6); }
  std::string table() const;
  nlohmann::json json() const;
};

// One QPU's start: the bus addresses of its uniforms and of its code.
struct QpuStart {
  uint32_t uniforms = 0;
  uint32_t code = 0;
  // The uniforms given, when known (gpuasm run): reading past them faults
  // (uniform-overrun) until the program sets unif_addr. Unknown, as on the
  // hardware, the reads go on through memory.
  std::optional<uint32_t> uniformCount;
};

class Device {
 public:
  explicit Device(MachineConfig config = {});
  ~Device();
  Device(const Device&) = delete;
  Device& operator=(const Device&) = delete;

  const MachineConfig& config() const;
  void configure(const MachineConfig& config);  // between runs; resets the V3D registers
  Memory& memory();
  // The V3D registers a host reaches through the peripheral window.
  V3dRegisters& v3d();

  // Runs one program per entry (entry i on QPU i) until every QPU has ended
  // its thread or the run faults.
  const RunReport& execute(std::span<const QpuStart> starts);
  const RunReport& lastReport() const;

 private:
  struct State;
  std::unique_ptr<State> state_;
};

// The board behind the C mailbox functions (gpuasm/vc4/mailbox.h).
Device& mailboxDevice();

}  // namespace gpuasm::vc4
