// VideoCore IV assembly in the vc4asm / Broadcom qasm dialect on the core
// framework: `addop dst, a, b; mulop dst, a, b; signal` per line, ';' being a
// separator (comments are '#' and '//').
#pragma once

#include <memory>

#include "gpuasm/assembler.hpp"

namespace gpuasm::vc4 {

// With `checkRestrictions` false the whole-program restriction checks are
// skipped (-m restrictions=off): for deliberately hazardous experiments.
std::unique_ptr<TargetAssembler> makeAssembler(bool checkRestrictions = true);

}  // namespace gpuasm::vc4
