// Random bytes as source text for one target (demolicious, or the target
// named by GPUASM_FUZZ_TARGET: vc4, gcn). Bad input must only ever produce
// diagnostics: no crash, no sanitizer report, no hang (DESIGN.md principle 4).
// Macros, .rept, conditionals and .include of files that do not exist are all
// reached by the text itself; the seed corpus holds the shipped kernels.
//
// This drives the core entry point (what gpuasm::assembleText wraps) so that
// it can pass smaller AssemblerLimits: the default limits let one input
// expand to millions of lines, which takes seconds under the sanitizers and
// would spend the fuzzing time on a handful of inputs. The limits are
// checked by the same code either way.
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gpuasm/assembler.hpp"
#include "gpuasm/diagnostics.hpp"
#include "gpuasm/image.hpp"
#include "gpuasm/source.hpp"
#include "gpuasm/target.hpp"

#ifndef GPUASM_FUZZ_TARGET
#define GPUASM_FUZZ_TARGET "demolicious"
#endif

namespace {

// The -m option sets each target's assembler is fuzzed with; the input's
// length picks one, so that the text is used byte for byte and the seeds stay
// valid source files.
std::vector<std::map<std::string, std::string>> optionSets(std::string_view target) {
  if (target == "vc4") {
    return {{},
            {{"dialect", "thesis"}},
            {{"restrictions", "off"}},
            {{"dialect", "thesis"}, {"restrictions", "off"}}};
  }
  if (target == "gcn") {
    return {{},
            {{"dialect", "amd"}},
            {{"fix-hazards", "1"}},
            {{"dialect", "amd"}, {"fix-hazards", "1"}}};
  }
  return {{}, {{"fix-hazards", "1"}}, {{"barrel", "1"}}, {{"barrel", "8"}, {"fix-hazards", "1"}}};
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const gpuasm::Target* target = gpuasm::findTarget(GPUASM_FUZZ_TARGET);
  static const auto sets = optionSets(GPUASM_FUZZ_TARGET);
  if (!target) __builtin_trap();
  std::map<std::string, std::string> targetOptions = sets[size % sets.size()];
  // gcn: the first byte picks the processor (-m mcpu=), the text still used
  // byte for byte; modulo 8 keeps each byte's generation from when the list
  // held only the first four, and adds gfx906's instructions.
  if (std::string_view(GPUASM_FUZZ_TARGET) == "gcn" && size > 0) {
    static constexpr const char* kProcessors[] = {"tahiti",   "bonaire", "tonga", "gfx900",
                                                  "pitcairn", "hawaii",  "fiji",  "gfx906"};
    targetOptions["mcpu"] = kProcessors[data[0] % std::size(kProcessors)];
  }
  std::string error;
  auto assembler = target->makeAssembler(targetOptions, "fuzz.s", error);
  if (!assembler) __builtin_trap();

  gpuasm::AssemblerOptions options;
  options.defines["FUZZ"] = 1;
  gpuasm::AssemblerLimits limits;
  limits.maxExpandedLines = 5'000;
  limits.maxExpandedTokens = 50'000;
  limits.maxImageUnits = 1u << 16;

  gpuasm::SourceManager sources;
  gpuasm::DiagnosticEngine diagnostics(sources);
  const uint32_t file =
      sources.addBuffer("fuzz.s", std::string(reinterpret_cast<const char*>(data), size));
  std::optional<gpuasm::Image> image =
      gpuasm::assemble(*assembler, sources, file, diagnostics, options, limits);
  (void)diagnostics.renderAll();
  if (image) {
    if (diagnostics.hasErrors()) __builtin_trap();  // an image despite errors
    // Every output writer must cope with whatever the assembler accepted.
    for (auto format : {gpuasm::OutputFormat::Binary, gpuasm::OutputFormat::Hex,
                        gpuasm::OutputFormat::CArray, gpuasm::OutputFormat::Listing}) {
      (void)gpuasm::writeImage(*image, format);
    }
  }
  return 0;
}
