// The SM timing model (issue 17): a configurable streaming multiprocessor
// that times the functional simulator's instructions. The simulator decides
// what each instruction does (BlockRun::step); the model decides when each
// warp may issue: warp schedulers, functional-unit groups with their lanes,
// pipeline latency and initiation interval per operation class, a register
// scoreboard, operand collection and memory latency. Results are the
// functional simulator's, bit for bit; cycle counts are deterministic.
//
// A configuration is a TOML file (docs/sm-model.md; presets gtx580, plan-a,
// plan-b, h100 are shipped in configs/sm/ and built into gpuasm):
//
//   name = "gtx580"
//   clock_ghz = 1.544
//   sms = 16
//   [scheduler]
//   count = 2            # warp w goes to scheduler w % count
//   dispatch = 1         # instructions a scheduler issues a cycle
//   operand_ports = 2    # register operands it reads a cycle
//   [[unit]]
//   name = "int-multiplier"
//   lanes = 16           # a warp instruction holds it ceil(32 / lanes) x interval cycles
//   schedulers = [0, 1]  # which schedulers may issue to it (default: all)
//   classes = ["int-mul"]
//   [class.int-mul]
//   latency = 18         # cycles from issue until a dependent instruction may issue
//   interval = 1         # initiation interval a lane pass
//   [memory]
//   shared_latency = 38
//   global_latency = 400
//   ...
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gpuasm/ptx/op_class.hpp"

namespace gpuasm::ptx {

class Device;

// What the model times each instruction as (op_class.hpp), by name.
std::string_view opClassName(OpClass c);  // "int-alu", "int-mul", ...
std::optional<OpClass> opClassNamed(std::string_view name);

struct ClassTiming {
  uint32_t latency = 1;   // cycles from issue to the result (dependent issue)
  uint32_t interval = 1;  // cycles a lane pass holds the unit
  // Cycles before the same warp issues its next instruction: the stall count
  // ptxas writes into each instruction's control bits, which the hardware
  // obeys (docs/sm-model.md, "What ptxas does"). The model's static schedule
  // spaces a basic block's instructions at least this far apart.
  uint32_t stall = 1;
};

struct UnitGroup {
  std::string name;
  uint32_t lanes = 32;
  std::vector<uint32_t> schedulers;  // empty: every scheduler
  std::vector<OpClass> classes;
};

struct MemoryTiming {
  uint32_t sharedLatency = 30;
  uint32_t globalLatency = 400;
  uint32_t localLatency = 400;
  uint32_t constLatency = 30;  // a constant-cache hit
  uint32_t paramLatency = 30;
  // The whole GPU's DRAM bandwidth in GB/s (0: unlimited). Each SM gets its
  // share, bandwidth / (sms x clock): a global or local access of B bytes (its
  // active lanes' elements) waits for the SM's earlier accesses to stream,
  // B / share cycles each, before its latency starts.
  uint32_t globalBandwidthGbs = 0;
  // Shared memory's banks, 4 bytes wide (0: no bank conflicts modelled). A
  // warp's shared access takes as many passes of the load-store unit as the
  // most distinct words one bank holds among its active lanes' words (one
  // word read by many lanes is a broadcast: one pass); each pass after the
  // first adds its cycles to the access's latency (CUDA C++ Programming
  // Guide, "Shared Memory" of each compute capability).
  uint32_t sharedBanks = 32;
  // Global loads through caches of 128-byte lines (0 bytes: none, every load
  // takes globalLatency). l1Bytes is the SM's unified L1 and shared memory:
  // the L1 holds what the resident blocks' shared memory leaves; l2Bytes is
  // the GPU's L2, of which the timed SM gets its share (l2Bytes / sms). A
  // warp's load takes the latency of the slowest level one of its lines comes
  // from: L1 hit, L2 hit, or DRAM (globalLatency, and the DRAM bandwidth for
  // the 32-byte sectors it misses); a line a load brings stays in both. Stores
  // stream to DRAM as before and change no cache's contents.
  uint32_t l1Bytes = 0, l1Latency = 30;
  uint32_t l2Bytes = 0, l2Latency = 200;
};

// One row of a configuration's [[ptxas]] table: what ptxas emits for the PTX
// instructions `ptx` on the configuration's architecture, and how the model
// times it instead of by the instruction's class (docs/sm-model.md, "What
// ptxas does").
struct PtxasOp {
  std::vector<std::string> ptx;  // opcodes as written ("mul.hi.u32"); "mul.hi." names every type
  std::string sass;              // "IMAD.HI"; empty: ptxas emits nothing (the op costs no issue)
  OpClass opClass = OpClass::IntAlu;  // the units that execute it
  uint32_t latency = 1, interval = 1, stall = 1;
  // Cycles until the carry (CC.CF) it writes is there, where that differs
  // from its result's `latency` (0: the same): a mad.lo.cc/madc.hi pair is one
  // IMAD.WIDE, whose high half follows its low half 2 cycles later whatever
  // the product's latency.
  uint32_t carryLatency = 0;
};

struct SmConfig {
  std::string name;
  std::string description;
  double clockGhz = 1.0;
  uint32_t sms = 1;
  uint32_t schedulers = 1;
  uint32_t dispatch = 1;      // instructions a scheduler issues a cycle (from different warps)
  uint32_t operandPorts = 3;  // register operands a scheduler reads a cycle
  // Whether kernels run in ptxas's order with its stall counts (the model's
  // static schedule: control codes, Maxwell and later) or as written, each
  // instruction spaced by its class's `stall` (Fermi's hardware scoreboard).
  bool stallCounts = false;
  // With stall counts: an instruction whose stall count is at least this
  // yields (ptxas's yield flag); after one that does not, its warp's
  // scheduler looks at that warp first next time (docs/sm-model.md, "The
  // engine"). 0: never; every scheduler goes round-robin.
  uint32_t yieldStall = 0;
  uint32_t maxWarps = 48;            // resident warps an SM
  uint32_t maxBlocks = 8;            // resident blocks an SM
  uint32_t sharedBytes = 48 * 1024;  // shared memory an SM
  std::vector<UnitGroup> units;
  std::array<ClassTiming, kOpClassCount> timing{};
  MemoryTiming memory;
  std::vector<PtxasOp> ptxas;
  // The row for an opcode as written: an exact name first, else the longest
  // prefix ending in '.'; nullptr when none.
  const PtxasOp* ptxasFor(std::string_view opcode) const;
};

// A configuration from TOML text; nothing, with `error` as
// "FILE:LINE:COL: error: message [toml-syntax|sm-config]", when the text is
// not one (a syntax error, an unknown key, a wrong type, a number out of
// range, an unknown class, a missing key). A class no unit executes is
// allowed: such instructions fault when run.
std::optional<SmConfig> loadSmConfig(std::string_view text, std::string_view name,
                                     std::string& error);
// A shipped preset by name (gtx580, plan-a, plan-b, h100), or a file path
// ending in .toml; nothing, with `error`, otherwise.
std::optional<SmConfig> findSmConfig(std::string_view nameOrPath, std::string& error);
// The TOML text of a preset or file, and the name its errors give it
// ("configs/sm/h100.toml", or the path); nothing, with `error`, as above.
std::optional<std::pair<std::string, std::string>> findSmConfigText(std::string_view nameOrPath,
                                                                    std::string& error);
std::vector<std::string> smConfigPresets();

// Where the cycles went, in a LaunchReport of a model device.
struct TimingReport {
  std::string model;    // the configuration's name
  uint64_t cycles = 0;  // of the busiest SM, launch to the last warp's end
  uint32_t sms = 0;     // SMs that ran blocks
  uint64_t blocksOnBusiest = 0;
  // Scheduler-cycles in which a scheduler with resident warps issued nothing,
  // by the reason of its oldest warp: "dependency" (scoreboard), "unit" (no
  // free unit), "operands", "barrier", "memory" (a load in flight), "idle" (no warps).
  std::map<std::string, uint64_t> stalls;
  struct UnitUse {
    std::string name;
    uint64_t busyCycles = 0;  // cycles it was held, the busiest SM
    uint64_t instructions = 0;
  };
  std::vector<UnitUse> units;
  double seconds() const;  // cycles at the configuration's clock
  double clockGhz = 1.0;
};

// A device that runs kernels on the functional simulator under the timing
// model; its LaunchReport has `timing` set.
std::unique_ptr<Device> openModelDevice(const SmConfig& config);

}  // namespace gpuasm::ptx
