#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "gpuasm/target.hpp"

namespace gpuasm {

// One line per target: each target's folder defines its entry.
namespace demolicious {
Target target();
}
namespace gcn {
Target target();
}
namespace ptx {
Target target();
}
namespace vc4 {
Target target();
}

std::span<const Target> targets() {
  static const std::array<Target, 4> kTargets = {demolicious::target(), gcn::target(),
                                                 ptx::target(), vc4::target()};
  return kTargets;
}

const Target* findTarget(std::string_view id) {
  for (const Target& t : targets())
    if (t.id == id) return &t;
  return nullptr;
}

AssembleOutcome assembleText(const Target& target, std::string name, std::string text,
                             const AssembleSettings& settings) {
  InputText source;
  source.text = std::move(text);
  return assembleInput(target, std::move(name), std::move(source), settings);
}

AssembleOutcome assembleInput(const Target& target, std::string name, InputText source,
                              const AssembleSettings& settings) {
  AssembleOutcome outcome;
  SourceManager sources;
  std::string error = machineOptionsProblem(target.machineOptions, settings.targetOptions,
                                            fmt::format("target {}", target.id));
  auto assembler =
      error.empty() ? target.makeAssembler(settings.targetOptions, name, error) : nullptr;
  if (!assembler) {
    outcome.diagnosticsText = fmt::format("gpuasm: error: {}\n", error);
    outcome.errors = 1;
    outcome.badOption = true;
    return outcome;
  }
  std::vector<std::string_view> codes = assembler->warningCodes();
  codes.insert(codes.end(), std::begin(kCoreWarningCodes), std::end(kCoreWarningCodes));
  WarningOptions warnings;
  for (const std::string& w : settings.warningOptions) {
    std::string_view code = w;
    for (std::string_view prefix : {"no-error=", "error=", "no-"}) {
      if (code.starts_with(prefix)) {
        code.remove_prefix(prefix.size());
        break;
      }
    }
    bool known = w == "error" || std::find(codes.begin(), codes.end(), code) != codes.end();
    if (!known || !warnings.apply(w)) {
      std::string list;
      for (std::string_view c : codes) list += fmt::format(" {}", c);
      outcome.diagnosticsText =
          fmt::format("gpuasm: error: unknown warning option '-W{}' (warnings of target {}:{})\n",
                      w, target.id, list);
      outcome.errors = 1;
      outcome.badOption = true;
      return outcome;
    }
  }
  DiagnosticEngine diagnostics(sources, warnings);
  uint32_t file = sources.addInput(std::move(name), std::move(source));
  AssemblerOptions options{settings.includePaths, settings.defines, settings.lineRecords};
  outcome.image = assemble(*assembler, sources, file, diagnostics, options);
  if (outcome.image) outcome.image->textWordBytes = target.textWordBytes;
  outcome.diagnosticsText = diagnostics.renderAll();
  outcome.errors = diagnostics.errorCount();
  outcome.warnings = diagnostics.warningCount();
  return outcome;
}

}  // namespace gpuasm
