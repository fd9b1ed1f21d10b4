// The state an Op (predecode.hpp) works on: a warp's register file and the
// memories it reaches. Handlers (semantics.cpp) read and write it lane by
// lane; the SIMT stack and the scheduling around them are simulator.cpp's.
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "targets/ptx/machine/predecode.hpp"

namespace gpuasm::ptx {

// Device memory: allocations at fixed addresses, each its own host block so
// that none moves while kernels run. Read-only while a launch runs (lookups
// from many host threads).
class GlobalMemory {
 public:
  struct Allocation {
    uint64_t address = 0, bytes = 0;
    std::unique_ptr<uint8_t[]> data;
  };
  // A new zeroed allocation, 256-byte aligned, with an unmapped gap after it
  // so that running off its end faults.
  Allocation& allocate(uint64_t bytes);
  // The allocation holding [address, address + bytes), or nullptr.
  Allocation* find(uint64_t address, uint64_t bytes);
  const Allocation* find(uint64_t address, uint64_t bytes) const;

 private:
  std::vector<Allocation> allocations_;  // by address
  uint64_t next_ = uint64_t{0x7f} << 40;
};

struct Warp {
  uint64_t* registers = nullptr;  // slot * kLanes + lane
  const Code* code = nullptr;
  GlobalMemory* global = nullptr;
  uint8_t* constBank = nullptr;  // the module's .const variables
  uint64_t constBytes = 0;
  const uint8_t* parameters = nullptr;
  uint32_t parameterBytes = 0;
  uint8_t* shared = nullptr;
  uint64_t sharedBytes = 0;
  uint8_t* local = nullptr;  // lane l's .local bytes at local + l * localBytes
  uint32_t localBytes = 0;
  uint64_t clock = 0;  // %clock64: the warp instructions its block has issued

  // mbarrier waits (async.cpp): set when a test_wait or try_wait found its
  // phase incomplete in some lane (BlockRun::run then lets the other warps
  // run), with the object's address; and when an mbarrier changed (the
  // progress its deadlock check looks for).
  bool mbarrierWaiting = false;
  bool mbarrierChanged = false;
  uint64_t mbarrierAddress = 0;

  // Set by a handler that returns false.
  std::string faultKind;  // address, misaligned
  std::string faultMessage;
  uint32_t faultLane = 0;
  uint64_t faultValue = 0;

  uint64_t* slot(uint32_t index) { return registers + size_t{index} * kLanes; }
  bool fail(std::string kind, std::string message, uint32_t lane, uint64_t value) {
    faultKind = std::move(kind);
    faultMessage = std::move(message);
    faultLane = lane;
    faultValue = value;
    return false;
  }
};

// The handler of an instruction, picked by its row's Semantics column
// (semantics.cpp); nullptr, with `error`, for a row or type the simulator
// does not run (and for ControlFlow rows, which the SIMT stack runs).
Handler handlerFor(const Instruction& instruction, std::string& error);
// Op::mode for an instruction (semantics.cpp): 0 for the rows that use none.
uint8_t operationMode(const Instruction& instruction);
// Op::window of a video instruction (video.cpp): its form and selectors packed.
uint64_t videoControl(const Instruction& instruction);

}  // namespace gpuasm::ptx
