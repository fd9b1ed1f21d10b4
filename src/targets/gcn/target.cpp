// Registers the gcn target: AMD GCN, Southern Islands (GFX6), in the LLVM
// AMDGPU dialect or the AMD compiler's ISA dump dialect (dialect.hpp), AMD
// OpenCL binaries (binary/), and the simulator behind `run` (machine/, run.cpp).
#include "gpuasm/target.hpp"

#include <fmt/format.h>

#include "targets/gcn/assembler.hpp"
#include "targets/gcn/binary/amdcl_output.hpp"
#include "targets/gcn/binary/image_binary.hpp"
#include "targets/gcn/disassembler.hpp"
#include "targets/gcn/run.hpp"

namespace gpuasm::gcn {
namespace {

constexpr std::string_view kDialectNames[] = {"amd", "llvm"};

constexpr OptionSpec kAssemblerOptions[] = {
    {"--dialect", OptionArity::Single,
     "Source dialect: llvm (llvm-mc's AMDGPU syntax) or amd (the AMD compiler's ISA dump); -m "
     "dialect= (default by extension: .isa amd, else llvm)",
     kDialectNames},
    {"--fix-hazards", OptionArity::Flag,
     "Insert the s_nops that the SI wait-state rules require instead of warning (-m "
     "fix-hazards)"},
};

constexpr OptionSpec kDisassemblerOptions[] = {
    {"--dialect", OptionArity::Single,
     "Output dialect: llvm (llvm-mc's AMDGPU syntax, the default) or amd (the AMD compiler's ISA "
     "dump); -m dialect=",
     kDialectNames},
};

constexpr OutputFormatSpec kOutputFormats[] = {
    {"amdcl",
     "the AMD OpenCL 1.2 binary of the source's .kernel descriptions; with --patch BASE, BASE with "
     "one kernel's code replaced",
     &binary::writeAmdclFormat},
};

std::unique_ptr<TargetAssembler> makeTargetAssembler(
    const std::map<std::string, std::string>& options, std::string_view sourceName,
    std::string& error) {
  // An explicit -m dialect= (or --dialect) wins over the file's extension.
  AssemblerSettings settings;
  settings.dialect = dialectForFileName(sourceName);
  for (const auto& [key, value] : options) {
    if (key == "dialect") {
      auto dialect = dialectNamed(value);
      if (!dialect) {
        error = fmt::format("unknown gcn dialect '{}' (llvm or amd)", value);
        return nullptr;
      }
      settings.dialect = *dialect;
    } else if (key == "fix-hazards") {
      settings.fixHazards = value != "0" && value != "false";
    } else {
      error = fmt::format(
          "unknown option -m {} for target gcn (it takes dialect=llvm|amd, fix-hazards)", key);
      return nullptr;
    }
  }
  return makeAssembler(settings);
}

}  // namespace

Target target() {
  return {.id = "gcn",
          .description = "AMD GCN, Southern Islands (GFX6): LLVM AMDGPU and AMD ISA dump dialects",
          .makeAssembler = &makeTargetAssembler,
          .disassemble = &disassemble,
          .run = &run,
          .wordBytes = 4,
          .assemblerOptions = kAssemblerOptions,
          .machineOptionsHelp = "dialect=llvm|amd, fix-hazards",
          .disassemblerOptions = kDisassemblerOptions,
          .runOptions = runOptions(),
          .outputFormats = kOutputFormats,
          .loadBinary = &binary::loadAmdBinaryImage};
}

}  // namespace gpuasm::gcn
