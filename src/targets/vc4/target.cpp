// Registers the vc4 target: the vc4asm-dialect assembler and the disassembler.
// There is no simulator or performance study yet.
#include "gpuasm/target.hpp"

#include <fmt/format.h>

#include "targets/vc4/assembler.hpp"
#include "targets/vc4/disassembler.hpp"
#include "targets/vc4/isa.hpp"

namespace gpuasm::vc4 {
namespace {

std::unique_ptr<TargetAssembler> makeTargetAssembler(
    const std::map<std::string, std::string>& options, std::string& error) {
  if (!options.empty()) {
    error =
        fmt::format("unknown option -m {} for target vc4 (it takes none)", options.begin()->first);
    return nullptr;
  }
  return makeAssembler();
}

}  // namespace

Target target() {
  return {"vc4",
          "Broadcom VideoCore IV QPU (Raspberry Pi), vc4asm / qasm dialect",
          &makeTargetAssembler,
          &disassemble,
          nullptr,
          nullptr,
          kInstructionBytes};
}

}  // namespace gpuasm::vc4
