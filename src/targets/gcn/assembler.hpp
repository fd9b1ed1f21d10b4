// GCN assembly for Southern Islands on the core framework, in either dialect
// (dialect.hpp): the LLVM AMDGPU syntax of llvm-mc or the AMD compiler's ISA
// dump, one parser over the instruction table with the differences as rules.
#pragma once

#include <memory>

#include "gpuasm/assembler.hpp"
#include "targets/gcn/dialect.hpp"
#include "targets/gcn/isa.hpp"

namespace gpuasm::gcn {

struct AssemblerSettings {
  Dialect dialect = Dialect::Llvm;
  Generation generation = Generation::SouthernIslands;
  // The processor (-m mcpu=) when one was named: its features (gfx906's dot
  // instructions) beyond its generation's.
  const Processor* processor = nullptr;
  bool fixHazards = false;  // -m fix-hazards=1: s_nops where a wait state is missing
  bool xnack = false;       // the processor has XNACK (hazards.hpp: HazardTarget)
};

std::unique_ptr<TargetAssembler> makeAssembler(const AssemblerSettings& settings = {});

}  // namespace gpuasm::gcn
