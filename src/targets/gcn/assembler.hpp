// GCN assembly: the LLVM AMDGPU dialect (`llvm-mc -arch=amdgcn` syntax) for
// Southern Islands on the core framework. The AMD compiler's ISA dump dialect
// (issue 14) will be a second parser over the same table and encoder.
#pragma once

#include <memory>

#include "gpuasm/assembler.hpp"
#include "targets/gcn/isa.hpp"

namespace gpuasm::gcn {

enum class Dialect : uint8_t { Llvm };

struct AssemblerSettings {
  Dialect dialect = Dialect::Llvm;
  Generation generation = Generation::SouthernIslands;
  bool fixHazards = false;  // -m fix-hazards=1: s_nops where a wait state is missing
};

std::unique_ptr<TargetAssembler> makeAssembler(const AssemblerSettings& settings = {});

}  // namespace gpuasm::gcn
