// Registers the vc4 target: the assembler (vc4asm dialect; the same syntax with
// Broadcom's assembler's choices with -m dialect=broadcom; the thesis QASM
// dialect with -m dialect=thesis), the disassembler and the simulator (run).
#include "gpuasm/target.hpp"

#include <fmt/format.h>

#include <filesystem>

#include "targets/vc4/asm/assembler.hpp"
#include "targets/vc4/asm/syntax.hpp"
#include "targets/vc4/asm/thesis_dialect.hpp"
#include "targets/vc4/disassembler.hpp"
#include "targets/vc4/host/run.hpp"
#include "targets/vc4/isa.hpp"
#include "targets/vc4/options.hpp"

namespace gpuasm::vc4 {
namespace {

// The dialect a source file's extension implies: `.tqasm` is the thesis QASM
// dialect (the thesis names its files `.qasm`, as Broadcom and vc4asm do, so it
// needs a name of its own); `.qasm`, `.qinc` and anything else are vc4asm.
std::string_view dialectForFileName(std::string_view name) {
  std::string extension = std::filesystem::path(name).extension().string();
  return equalsIgnoringCase(extension, ".tqasm") ? "thesis" : "vc4asm";
}

std::unique_ptr<TargetAssembler> makeTargetAssembler(
    const std::map<std::string, std::string>& options, std::string_view sourceName,
    std::string& /*error*/) {
  // An explicit -m dialect= (or --dialect) wins over the file's extension.
  bool thesis = dialectForFileName(sourceName) == "thesis", checkRestrictions = true;
  Vc4Choices choices = Vc4Choices::Vc4asm;
  if (auto dialect = options.find("dialect"); dialect != options.end()) {
    // broadcom: the vc4asm syntax with the choices of Broadcom's assembler.
    thesis = dialect->second == "thesis";
    choices = dialect->second == "broadcom" ? Vc4Choices::Broadcom : Vc4Choices::Vc4asm;
  }
  if (auto restrictions = options.find("restrictions"); restrictions != options.end())
    checkRestrictions = restrictions->second == "on";
  return thesis ? makeThesisAssembler(checkRestrictions)
                : makeAssembler(checkRestrictions, choices);
}

}  // namespace

Target target() {
  Target target{.id = "vc4",
                .description = "Broadcom VideoCore IV QPU (Raspberry Pi), vc4asm / qasm dialect",
                .makeAssembler = &makeTargetAssembler,
                .disassemble = &disassemble,
                .openRun = &openRun,
                .wordBytes = kInstructionBytes,
                .textWordBytes = 4};
  setCommandLine(target, commandLine());
  return target;
}

}  // namespace gpuasm::vc4
