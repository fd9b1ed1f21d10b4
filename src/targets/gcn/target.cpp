// Registers the gcn target: AMD GCN, Southern Islands (GFX6), the LLVM AMDGPU
// dialect. The AMD dialect, the memory formats and the simulator come next
// (issue 14, issue 15).
#include "gpuasm/target.hpp"

#include <fmt/format.h>

#include "targets/gcn/assembler.hpp"
#include "targets/gcn/disassembler.hpp"

namespace gpuasm::gcn {
namespace {

constexpr OptionSpec kAssemblerOptions[] = {
    {"--fix-hazards", OptionArity::Flag,
     "Insert the s_nops that the SI wait-state rules require instead of warning (-m "
     "fix-hazards)"},
};

std::unique_ptr<TargetAssembler> makeTargetAssembler(
    const std::map<std::string, std::string>& options, std::string_view /*sourceName*/,
    std::string& error) {
  AssemblerSettings settings;
  for (const auto& [key, value] : options) {
    if (key == "dialect" && value == "llvm") {
      settings.dialect = Dialect::Llvm;
    } else if (key == "fix-hazards") {
      settings.fixHazards = value != "0" && value != "false";
    } else if (key == "dialect") {
      error = fmt::format(
          "-m dialect={}: the gcn assembler speaks the llvm dialect (the amd "
          "dialect is not written yet)",
          value);
      return nullptr;
    } else {
      error = fmt::format("unknown option -m {} for target gcn (known: dialect, fix-hazards)", key);
      return nullptr;
    }
  }
  return makeAssembler(settings);
}

}  // namespace

Target target() {
  return {.id = "gcn",
          .description = "AMD GCN, Southern Islands (GFX6): LLVM AMDGPU dialect",
          .makeAssembler = &makeTargetAssembler,
          .disassemble = &disassemble,
          .run = nullptr,
          .wordBytes = 4,
          .assemblerOptions = kAssemblerOptions,
          .machineOptionsHelp = "dialect=llvm, fix-hazards"};
}

}  // namespace gpuasm::gcn
