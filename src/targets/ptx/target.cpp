// Registers the ptx target: NVIDIA PTX, parsed and checked into a module
// (assembler.hpp); the image is the PTX text itself, what the CUDA driver loads.
#include "gpuasm/target.hpp"

#include <fmt/format.h>

#include "targets/ptx/assembler.hpp"
#include "targets/ptx/run.hpp"
#include "targets/ptx/study/bench_command.hpp"
#include "targets/ptx/study/study_command.hpp"

namespace gpuasm::ptx {
namespace {

std::unique_ptr<TargetAssembler> makeTargetAssembler(
    const std::map<std::string, std::string>& /*options*/, std::string_view /*sourceName*/,
    std::string& /*error*/) {
  return makeAssembler();  // no -m options: Target::machineOptions is empty
}

// An image of the ptx target is PTX text: "disassembling" it gives the text
// back, provided it is text.
std::string disassemble(std::span<const uint8_t> bytes, const DisassemblyOptions& /*options*/,
                        std::string& error) {
  for (uint8_t byte : bytes) {
    if (byte == 0 || (byte < 0x20 && byte != '\n' && byte != '\t' && byte != '\r')) {
      error = "not PTX text: a ptx image is the PTX source itself";
      return {};
    }
  }
  return std::string(bytes.begin(), bytes.end());
}

// gpuasm bench -t ptx, gpuasm study -t ptx.
std::span<const TargetCommand> commands() {
  static const TargetCommand kCommands[] = {benchCommand(), studyCommand()};
  return kCommands;
}

}  // namespace

Target target() {
  return {.id = "ptx",
          .description =
              "NVIDIA PTX, the integer subset: checked, run on the SIMT simulator or a GPU (CUDA)",
          .makeAssembler = &makeTargetAssembler,
          .disassemble = &disassemble,
          .openRun = &openRun,
          .wordBytes = 1,
          .runOptions = runOptions(),
          .commands = commands()};
}

}  // namespace gpuasm::ptx
