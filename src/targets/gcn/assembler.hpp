// GCN assembly for Southern Islands on the core framework, in either dialect
// (dialect.hpp): the LLVM AMDGPU syntax of llvm-mc or the AMD compiler's ISA
// dump, one parser over the instruction table with the differences as rules.
#pragma once

#include <memory>
#include <string>

#include "gpuasm/assembler.hpp"
#include "targets/gcn/dialect.hpp"
#include "targets/gcn/isa.hpp"

namespace gpuasm::gcn {

struct AssemblerSettings {
  Dialect dialect = Dialect::Llvm;
  Generation generation = Generation::SouthernIslands;
  // The -m mcpu= name, empty when not given: then an HSA source's
  // `.amdgcn_target` chooses the processor (hsa_directives.hpp).
  std::string processor;
  bool fixHazards = false;  // -m fix-hazards=1: s_nops where a wait state is missing
};

std::unique_ptr<TargetAssembler> makeAssembler(const AssemblerSettings& settings = {});

}  // namespace gpuasm::gcn
