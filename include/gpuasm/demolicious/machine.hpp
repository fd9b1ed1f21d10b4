// The Demolicious machine: configuration, run reports and faults.
#pragma once

#include <cstdint>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <vector>

namespace gpuasm::demolicious {

enum class Mode { Functional, Cycle };

struct MachineConfig {
  uint32_t cores = 8;         // 1..64 streaming processors = threads per warp
  uint32_t barrelHeight = 0;  // warps resident; 0 = max(4, cores / 2) as the built hardware
  double clockMHz = 0;        // 0 = report table 11.1.1 for this core count
  Mode mode = Mode::Functional;
  uint32_t dataMemoryWords = 1u << 20;
  uint32_t instructionMemoryWords = 576;
  uint64_t maxCycles = 20'000'000'000ull;  // watchdog (cycle mode)
  // Watchdog on the host's clock: a run that takes longer faults (0: none).
  double maxHostSeconds = 0;
  uint64_t traceCycles = 0;                // cycle mode: record what each of the first N cycles did

  uint32_t effectiveBarrelHeight() const;
  double effectiveClockMHz() const;
  uint32_t batchThreads() const { return cores * effectiveBarrelHeight(); }
};

// A request batch issued while a queue still held the previous one: the
// hardware overwrites requests (seed 002 section 7.5.5).
struct Hazard {
  std::string kind;  // "queue-overrun" or "stores-pending-at-finish"
  uint64_t cycle = 0;
  uint32_t barrelLine = 0;
  uint32_t address = 0;  // instruction memory address
  std::string instruction;
  std::string source;  // file:line: text, when the kernel came from source
  uint32_t pendingRequests = 0;
};

// One cycle of the barrel: which line issued which instruction (figure 7.4.2).
struct TraceEntry {
  uint64_t cycle = 0;
  uint32_t barrelLine = 0;
  std::optional<uint32_t> address;  // instruction memory address; nullopt: the line was idle
  std::string instruction;
  uint32_t firstThread = 0;  // id of the warp's core 0
};

struct Fault {
  std::string kind;  // bad-address, illegal-instruction, imem-overflow, thread-count, watchdog, ...
  std::string message;
  std::optional<uint32_t> address;  // instruction memory address
  std::optional<uint32_t> thread;
  std::optional<uint64_t> cycle;
  std::optional<uint32_t> value;
  std::string instruction;
  std::string source;

  static Fault make(std::string kind, std::string message) {
    Fault f;
    f.kind = std::move(kind);
    f.message = std::move(message);
    return f;
  }
};

struct RunReport {
  Mode mode = Mode::Functional;
  uint32_t cores = 0;
  uint32_t barrelHeight = 0;
  double clockMHz = 0;
  uint64_t threads = 0;
  uint32_t kernelInstructions = 0;  // per thread, thread_finished included
  uint64_t cycles = 0;              // cycle mode only
  uint64_t instructionsIssued = 0;  // warp instructions
  uint64_t threadInstructions = 0;
  uint64_t bankRequests[2] = {0, 0};  // even-core and odd-core queues and their SRAMs
  uint32_t maxQueueOccupancy[2] = {0, 0};
  double meanQueueOccupancy[2] = {0, 0};
  uint64_t hazardCount = 0;
  std::vector<Hazard> hazards;  // the first few
  std::vector<TraceEntry> trace;
  std::optional<uint32_t> frameWidth, frameHeight;
  double hostSeconds = 0;
  std::optional<Fault> fault;

  bool ok() const { return !fault && hazardCount == 0; }
  double ipc() const { return cycles ? double(instructionsIssued) / double(cycles) : 0; }
  double seconds() const { return cycles / (clockMHz * 1e6); }  // at the configured clock
  double framesPerSecond() const { return cycles ? 1.0 / seconds() : 0; }

  std::string table() const;
  nlohmann::json json() const;
};

const char* modeName(Mode mode);

}  // namespace gpuasm::demolicious
