// The functional SIMT simulator's block: its warps, their SIMT stacks and the
// memories they reach. BlockRun::step runs one instruction of one warp (the
// "what"); BlockRun::run is the functional scheduler (each warp in turn until
// bar.sync or its end). The SM timing model (timing.cpp) calls step itself
// and decides which warp issues when.
#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "gpuasm/deadline.hpp"
#include "targets/ptx/machine/warp.hpp"
#include "targets/ptx/program.hpp"

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
  uint64_t blockBytes = 0;   // what a BlockRun holds: registers, .local frames, shared
  uint64_t dynamicSharedBytes = 0;
  std::vector<uint8_t> parameters;
  // The device heap malloc takes from (0: none): each block of the grid its
  // own equal share, `heapArenaBytes` from heapBase + its linear index times that.
  uint64_t heapBase = 0, heapArenaBytes = 0;
};

// The device heap of a launch that calls malloc: CUDA's default size
// (cudaLimitMallocHeapSize, 8 MiB), shared out equally among the blocks.
inline constexpr uint64_t kHeapBytes = uint64_t{8} << 20;

// One level of the SIMT stack: the lanes running from `pc` until they reach
// `reconverge` (where the entry below waits for them).
// `depth` counts the calls the lanes are inside: the entries of a call's
// frame sit above its caller's, and when the last of them is popped the call
// returns.
struct StackEntry {
  uint32_t pc = 0;
  uint32_t mask = 0;
  uint32_t reconverge = kNoPc;
  uint32_t depth = 0;
};

// A thread's nested calls, at most (deeper is a "stack" fault naming the
// function): each frame costs the warp its callee's registers and its
// threads their .local frames. A GPU's default stack (cudaLimitStackSize,
// 1 KiB a thread) holds fewer of nvcc's frames than this.
inline constexpr uint32_t kMaxCallDepth = 512;
// And at most this much .local memory a thread for the frames together.
inline constexpr uint64_t kMaxLocalStack = kMaxThreadLocalBytes;
// And at most this much of registers a thread for the frames together (the
// kernel's own registers are bounded a block: kMaxBlockRegisterBytes).
inline constexpr uint64_t kMaxRegisterStack = kMaxThreadLocalBytes;
// The registers and .local frames of a block, at the launch; and what the
// host threads' blocks hold together, as far as a thread count can keep it
// (fewer host threads run a launch whose blocks are large).
inline constexpr uint64_t kMaxBlockRegisterBytes = uint64_t{256} << 20;
inline constexpr uint64_t kMaxRunningBlocksBytes = uint64_t{256} << 20;
// The printf output a launch keeps (CUDA's FIFO holds 1 MiB by default,
// cudaLimitPrintfFifoSize); what follows is dropped, and the output says so.
inline constexpr size_t kMaxPrintfBytes = size_t{16} << 20;

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
  // The launch's time limit, looked at every 65,536 instructions of a warp: past
  // it the block stops with a BlockFault of kind "time-limit" (the launch words
  // the report, with how many blocks ran).
  Deadline deadline;
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

  // For a timing model that calls step itself: the next op of a warp that
  // has not ended, whether it waits at bar.sync, the release of a barrier
  // every live warp has reached (whether it happened), and the cycle
  // %clock/%clock64 read (by default the block's issued instructions).
  uint32_t nextPc(uint32_t warp) const { return warps_[warp].stack.back().pc; }
  uint32_t activeLanes(uint32_t warp) const { return warps_[warp].stack.back().mask; }
  bool waiting(uint32_t warp) const { return warps_[warp].waiting; }
  const Warp& warpState(uint32_t warp) const { return warps_[warp].warp; }
  // Releases the barriers whose threads have all arrived (threads that exited
  // count as arrived: PTX ISA 9.7.13.1, `exit`); whether one was released since
  // the last call, by an arrival or by this.
  bool releaseBarrier();
  // When no warp can run: the barrier that can never complete and the threads
  // missing from it (a divergent barrier).
  std::optional<BlockFault> barrierFault() const;
  void setClock(uint64_t cycle) {
    clock_ = cycle;
    externalClock_ = true;
  }
  std::array<uint32_t, 3> threadOf(uint32_t warp, uint32_t lane) const;
  uint64_t issued() const { return issued_; }
  uint64_t threadInstructions() const { return threadInstructions_; }
  // What the block's printf calls wrote: warp by warp, each warp's calls in
  // program order, each call's lanes in lane order.
  std::string output() const;

 private:
  // A call in progress: the callee, its call site, the lanes that called,
  // where its registers (in WarpRun::frameRegisters) and its .local frame
  // (in each thread's local memory) begin.
  struct CallFrame {
    uint32_t function = 0;
    uint32_t site = 0;
    uint32_t mask = 0;
    size_t registerOffset = 0;
    uint64_t localBase = 0;
  };
  struct WarpRun {
    Warp warp;
    std::vector<StackEntry> stack;
    bool waiting = false;  // at bar.sync
    uint64_t instructions = 0;
    // While waiting: the barrier, the lanes that arrived and the op (bar.red's result).
    uint32_t barrier = 0;
    uint32_t arrived = 0;
    const Op* barrierOp = nullptr;
    uint64_t* kernelRegisters = nullptr;  // the kernel's frame, in registers_
    std::vector<uint8_t> local;           // lane l's .local memory at l * warp.localBytes
    std::vector<CallFrame> calls;
    std::vector<uint64_t> frameRegisters;  // the calls' register frames, one after another
    std::string output;
  };
  // One of the block's 16 barriers, between its first arrival and its release.
  struct Barrier {
    uint32_t arrived = 0;   // threads
    uint32_t expected = 0;  // the thread count; 0: every thread of the block that has not exited
    uint32_t pc = 0;        // the first arrival's op
    uint32_t popc = 0;      // bar.red: threads whose predicate is true
    bool all = true, any = false;
  };
  // A warp's arrival at the barrier of `op` (bar.sync, bar.arrive, bar.red); false on a fault.
  bool arrive(uint32_t warp, const Op& op, uint32_t mask, uint32_t pc);
  // Releases barrier `id` if every thread it waits for has arrived.
  void complete(uint32_t id);
  uint32_t liveLanes(uint32_t warp) const;
  uint32_t liveThreads() const;
  std::array<Barrier, 16> barriers_{};
  bool released_ = false;
  // The slots a frame starts with: its numbers, its special registers, its
  // frame base.
  void fillFrame(uint32_t warp, uint64_t* registers,
                 const std::vector<std::pair<uint32_t, uint64_t>>& constants,
                 const std::vector<std::pair<uint32_t, SpecialValue>>& specials,
                 uint64_t frameBase) const;
  bool call(uint32_t warp, const Op& op, uint32_t pc, uint32_t mask);
  bool builtin(uint32_t warp, const CallSite& site, Builtin which, uint32_t mask);
  // The block's share of the heap: bytes from heapArena_ on, a bump pointer,
  // the live allocations and the freed ranges (by address, merged).
  uint64_t heapAllocate(uint64_t bytes);
  bool heapFree(Warp& w, uint32_t lane, uint64_t address);
  uint64_t heapArena_ = 0, heapUsed_ = 0;
  std::map<uint64_t, uint64_t> heapLive_, heapFreed_;
  void finishCall(WarpRun& run);
  bool branchIndexed(uint32_t warp, const Op& op, uint32_t pc, uint32_t active, uint32_t mask);
  // Each lane's .local memory at least `bytes` (the frames grow it).
  void reserveLocal(WarpRun& run, uint64_t bytes);
  const LoadedKernel& kernel_;
  const LaunchShape& shape_;
  std::array<uint32_t, 3> block_{};
  std::vector<uint64_t> registers_;
  std::vector<uint8_t> shared_;
  std::vector<WarpRun> warps_;
  uint64_t issued_ = 0, threadInstructions_ = 0;
  uint64_t clock_ = 0;
  bool externalClock_ = false;
};

// The simulated device: its memory, the modules loaded into it and its
// launches (simulator.cpp). The model device (timing.cpp) is one with a
// launch of its own.
class SimulatorDevice : public Device {
 public:
  DeviceKind kind() const override { return DeviceKind::Simulator; }
  std::string name() const override { return "gpuasm SIMT simulator"; }
  Buffer createBuffer(uint64_t bytes, std::span<const uint8_t> initial) override;
  uint64_t size(Buffer buffer) const override { return allocation(buffer).bytes; }
  void write(Buffer buffer, uint64_t offset, std::span<const uint8_t> bytes) override;
  void read(Buffer buffer, uint64_t offset, std::span<uint8_t> bytes) override;
  uint64_t address(Buffer buffer) const override { return allocation(buffer).address; }
  LaunchReport launch(const Kernel& kernel, const LaunchSettings& settings) override;

 protected:
  // The kernel predecoded and its module's variables placed (once a program).
  LoadedKernel load(const Kernel& kernel);
  // The launch's shape after the checks every device makes.
  LaunchShape prepare(const Kernel& kernel, const LaunchSettings& settings,
                      const LoadedKernel& loaded);

 private:
  const GlobalMemory::Allocation& allocation(Buffer buffer) const;
  uint8_t* range(Buffer buffer, uint64_t offset, uint64_t bytes);

  // A program's module as loaded here: variables placed, kernels predecoded.
  struct Loaded {
    Program program;  // holds the module the codes point into
    uint64_t globalsBase = 0, constBase = 0, constBytes = 0;
    std::map<size_t, Code> kernels;
  };
  GlobalMemory memory_;
  uint64_t heap_ = 0;              // the device heap's address, made at the first launch using it
  std::vector<uint64_t> buffers_;  // id - 1 -> address
  std::vector<Loaded> loaded_;
};

// The LaunchFault of a block's fault: the instruction, its place, the thread.
LaunchFault faultOf(const LoadedKernel& loaded, const BlockRun& run, const BlockFault& fault,
                    std::array<uint32_t, 3> block);

}  // namespace gpuasm::ptx
