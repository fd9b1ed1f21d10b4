// Registers the vc4 target: the assembler (vc4asm dialect, or the thesis QASM
// dialect with -m dialect=thesis) and the disassembler. There is no simulator
// or performance study yet.
#include "gpuasm/target.hpp"

#include <fmt/format.h>

#include "targets/vc4/assembler.hpp"
#include "targets/vc4/disassembler.hpp"
#include "targets/vc4/isa.hpp"
#include "targets/vc4/thesis_dialect.hpp"

namespace gpuasm::vc4 {
namespace {

std::unique_ptr<TargetAssembler> makeTargetAssembler(
    const std::map<std::string, std::string>& options, std::string& error) {
  // The dialect is chosen by option only: the target is not told the source file's name.
  bool thesis = false, checkRestrictions = true;
  for (const auto& [key, value] : options) {
    if (key == "dialect" && (value == "vc4asm" || value == "thesis")) {
      thesis = value == "thesis";
    } else if (key == "restrictions" && (value == "on" || value == "off")) {
      checkRestrictions = value == "on";
    } else if (key == "dialect") {
      error = fmt::format("unknown vc4 dialect '{}' (vc4asm or thesis)", value);
      return nullptr;
    } else {
      error = fmt::format(
          "unknown option -m {}={} for target vc4 (it takes dialect=vc4asm|thesis "
          "and restrictions=on|off)",
          key, value);
      return nullptr;
    }
  }
  return thesis ? makeThesisAssembler(checkRestrictions) : makeAssembler(checkRestrictions);
}

}  // namespace

Target target() {
  return {"vc4",
          "Broadcom VideoCore IV QPU (Raspberry Pi), vc4asm / qasm dialect",
          &makeTargetAssembler,
          &disassemble,
          nullptr,
          nullptr,
          kInstructionBytes,
          4};
}

}  // namespace gpuasm::vc4
