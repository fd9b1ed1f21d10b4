// Random bytes as source text for one target (demolicious, or vc4 when built
// with GPUASM_FUZZ_TARGET="vc4"). Bad input must only ever produce
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

#include "gpuasm/assembler.hpp"
#include "gpuasm/diagnostics.hpp"
#include "gpuasm/image.hpp"
#include "gpuasm/source.hpp"
#include "gpuasm/target.hpp"

#ifndef GPUASM_FUZZ_TARGET
#define GPUASM_FUZZ_TARGET "demolicious"
#endif

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const gpuasm::Target* target = gpuasm::findTarget(GPUASM_FUZZ_TARGET);
  if (!target) __builtin_trap();
  const bool vc4 = std::string_view(GPUASM_FUZZ_TARGET) == "vc4";

  // The assembler options come from the input's length, so that the text is
  // used byte for byte and the seeds stay valid source files.
  std::map<std::string, std::string> targetOptions;
  switch (size % 4) {
    case 1:
      if (vc4) {
        targetOptions["dialect"] = "thesis";
      } else {
        targetOptions["fix-hazards"] = "1";
      }
      break;
    case 2:
      targetOptions[vc4 ? "restrictions" : "barrel"] = vc4 ? "off" : "1";
      break;
    case 3:
      if (vc4) {
        targetOptions["dialect"] = "thesis";
        targetOptions["restrictions"] = "off";
      } else {
        targetOptions["barrel"] = "8";
        targetOptions["fix-hazards"] = "1";
      }
      break;
    default:
      break;
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
