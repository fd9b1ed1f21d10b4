// Demolicious assembly: the report's syntax (appendix B) on the core framework,
// with the memory-spacing rule of section 7.4.2 checked or fixed.
#pragma once

#include <memory>

#include "gpuasm/assembler.hpp"

namespace gpuasm::demolicious {

struct AssemblerSettings {
  uint32_t barrelHeight = 4;  // the memory-spacing rule depends on it
  bool fixHazards = false;    // insert nops instead of warning
};

std::unique_ptr<TargetAssembler> makeAssembler(const AssemblerSettings& settings = {});

}  // namespace gpuasm::demolicious
