// The functional SIMT simulator's block: its warps, their SIMT stacks and the
// memories they reach. BlockRun::step runs one instruction of one warp (the
// "what"); BlockRun::run is the functional scheduler (each warp in turn until
// bar.sync or its end). A timing model (issue 17) calls step itself and
// decides which warp issues when.
#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "targets/ptx/program.hpp"
#include "targets/ptx/warp.hpp"

namespace gpuasm::ptx {

// A kernel as a device loaded it.
struct LoadedKernel {
  const Code* code = nullptr;
  GlobalMemory* global = nullptr;
  uint8_t* constBank = nullptr;
  uint64_t constBytes = 0;
  const Program::State* program = nullptr;
};

struct LaunchShape {
  std::array<uint32_t, 3> grid{1, 1, 1}, block{1, 1, 1};
  uint64_t sharedBytes = 0;  // static and dynamic
  std::vector<uint8_t> parameters;
};

// One level of the SIMT stack: the lanes running from `pc` until they reach
// `reconverge` (where the entry below waits for them).
struct StackEntry {
  uint32_t pc = 0;
  uint32_t mask = 0;
  uint32_t reconverge = kNoPc;
};

struct StepResult {
  enum class Kind { Ran, Barrier, Exited, Fault };
  Kind kind = Kind::Ran;
  uint32_t pc = 0;    // the op it ran
  uint32_t mask = 0;  // the lanes that ran it (after the guard)
};

struct BlockFault {
  std::string kind;
  std::string message;
  uint32_t pc = 0;
  uint32_t warp = 0, lane = 0;
  std::optional<uint64_t> value;
};

struct RunBudget {
  uint64_t maxInstructions = uint64_t{1} << 32;  // a warp's
  std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
  std::string deadlineMessage;
  // The lowest block that faulted so far: a block after it stops, no fault of its own.
  const std::atomic<uint64_t>* firstFault = nullptr;
  uint64_t block = 0;  // the linear index of the block run
};

class BlockRun {
 public:
  BlockRun(const LoadedKernel& kernel, const LaunchShape& shape);
  // Sets the block up to run from its first instruction.
  void start(std::array<uint32_t, 3> block);
  // Runs one instruction of a warp that has not ended.
  StepResult step(uint32_t warp);
  // Runs the block to its end; its fault, if any ("cancelled" when stopped
  // because the budget's flag was raised).
  std::optional<BlockFault> run(const RunBudget& budget);

  uint32_t warps() const { return static_cast<uint32_t>(warps_.size()); }
  bool ended(uint32_t warp) const { return warps_[warp].stack.empty(); }
  std::array<uint32_t, 3> threadOf(uint32_t warp, uint32_t lane) const;
  uint64_t issued() const { return issued_; }
  uint64_t threadInstructions() const { return threadInstructions_; }

 private:
  struct WarpRun {
    Warp warp;
    std::vector<StackEntry> stack;
    bool waiting = false;  // at bar.sync
    uint64_t instructions = 0;
  };
  const LoadedKernel& kernel_;
  const LaunchShape& shape_;
  std::array<uint32_t, 3> block_{};
  std::vector<uint64_t> registers_;
  std::vector<uint8_t> shared_, local_;
  std::vector<WarpRun> warps_;
  uint64_t issued_ = 0, threadInstructions_ = 0;
};

}  // namespace gpuasm::ptx
