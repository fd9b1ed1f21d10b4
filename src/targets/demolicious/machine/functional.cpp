// Functional model: threads in blocks of kBlock lanes run the whole kernel one
// instruction at a time across the block. The ISA has no branches, so every
// thread runs the same straight line and each instruction becomes one loop
// over plain arrays that the compiler vectorises.
#include <fmt/format.h>

#include <algorithm>

#include "targets/demolicious/machine/machine.hpp"

namespace gpuasm::demolicious {
namespace {
constexpr uint32_t kBlock = 1024;
}

void Machine::runFunctional(const Program& program, uint32_t threads, RunReport& report) {
  std::vector<uint16_t> storage(size_t{kLaneRegisters} * kBlock);
  Lanes lanes;
  for (uint32_t r = 0; r < kLaneRegisters; ++r) lanes.reg[r] = storage.data() + size_t{r} * kBlock;
  lanes.constants = constants.data();
  const uint32_t memoryWords = static_cast<uint32_t>(dataMemory.size());
  uint16_t* memory = dataMemory.data();

  for (uint32_t base = 0; base < threads; base += kBlock) {
    if (pastTimeLimit(report, base)) return;
    const uint32_t n = std::min(kBlock, threads - base);
    lanes.lanes = n;
    // Every thread starts with cleared registers (the hardware keeps the previous
    // warp's values; the assembler warns about kernels that read them).
    std::fill(storage.begin(), storage.end(), 0);
    for (uint32_t i = 0; i < n; ++i) {
      lanes.reg[kIdHi][i] = static_cast<uint16_t>((base + i) >> 16);
      lanes.reg[kIdLo][i] = static_cast<uint16_t>(base + i);
    }
    size_t pc = 0;
    for (;; ++pc) {
      if (pc == program.code.size()) {
        report.fault = ranOffEnd(program, pc, base);
        return;
      }
      const Decoded& d = program.code[pc];
      if (!d.info) {
        report.fault = illegalInstruction(program, pc, base);
        return;
      }
      const Kind kind = d.info->kind;
      if (kind == Kind::Finish) break;
      if (kind == Kind::Load || kind == Kind::Store) {
        const uint16_t* high = lanes.reg[kAddressHi];
        const uint16_t* low = lanes.reg[kAddressLo];
        uint16_t* data = lanes.reg[kData];
        for (uint32_t i = 0; i < n; ++i) {
          uint32_t address = memoryAddress(high[i], low[i]);
          if (address >= memoryWords) {
            report.fault = badAddress(program, pc, base + i, address);
            return;
          }
          if (kind == Kind::Load) {
            data[i] = memory[address];
          } else {
            memory[address] = data[i];
          }
        }
        continue;
      }
      executeAlu(d, lanes);
    }
    report.threadInstructions += uint64_t{n} * (pc + 1);
  }
  uint64_t warps = (uint64_t{threads} + config.cores - 1) / config.cores;
  report.instructionsIssued = warps * program.code.size();
}

}  // namespace gpuasm::demolicious
