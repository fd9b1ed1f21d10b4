// VideoCore IV assembly in the vc4asm / Broadcom qasm dialect on the core
// framework: `addop dst, a, b; mulop dst, a, b; signal` per line, ';' being a
// separator (comments are '#' and '//').
#pragma once

#include <cstdint>
#include <memory>

#include "gpuasm/assembler.hpp"

namespace gpuasm::vc4 {

// Whose choices the assembler makes where the source leaves one open (which
// encoding a constant `mov` gets, for one): vc4asm's (-m dialect=vc4asm, the
// default) or those of Broadcom's own assembler, whose output GPU_FFT's hex
// files show (-m dialect=broadcom). docs/vc4.md lists the differences.
enum class Vc4Choices : uint8_t { Vc4asm, Broadcom };

// With `checkRestrictions` false the whole-program restriction checks are
// skipped (-m restrictions=off): for deliberately hazardous experiments.
std::unique_ptr<TargetAssembler> makeAssembler(bool checkRestrictions = true,
                                               Vc4Choices choices = Vc4Choices::Vc4asm);

}  // namespace gpuasm::vc4
