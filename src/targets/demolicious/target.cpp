// Registers the demolicious target: assembler options, disassembler, and what
// it adds to the command line (options.cpp: run options, `study`).
#include "gpuasm/target.hpp"

#include <fmt/format.h>

#include "targets/demolicious/assembler.hpp"
#include "targets/demolicious/disassembler.hpp"
#include "targets/demolicious/options.hpp"

namespace gpuasm::demolicious {
namespace {

std::optional<uint32_t> parseUnsigned(const std::string& text) {
  if (text.empty() || text.size() > 9) return std::nullopt;
  uint32_t value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    value = value * 10 + static_cast<uint32_t>(c - '0');
  }
  return value;
}

std::unique_ptr<TargetAssembler> makeTargetAssembler(
    const std::map<std::string, std::string>& options, std::string_view /*sourceName*/,
    std::string& error) {
  AssemblerSettings settings;
  for (const auto& [key, value] : options) {
    if (key == "barrel") {
      auto height = parseUnsigned(value);
      if (!height || *height < 1 || *height > 256) {
        error = fmt::format("-m barrel={}: the barrel height must be 1 to 256", value);
        return nullptr;
      }
      settings.barrelHeight = *height;
    } else if (key == "fix-hazards") {
      settings.fixHazards = value != "0" && value != "false";
    }
  }
  return makeAssembler(settings);
}

}  // namespace

Target target() {
  Target target{.id = "demolicious",
                .description = "Demolicious: 16-bit barrel-scheduled SIMT GPU (seed 002)",
                .makeAssembler = &makeTargetAssembler,
                .disassemble = &disassemble,
                .openRun = &openRun,
                .wordBytes = 4,
                .runAssemblerOptions = &runAssemblerOptions};
  setCommandLine(target, commandLine());
  return target;
}

}  // namespace gpuasm::demolicious
