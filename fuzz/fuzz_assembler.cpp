// Random bytes as demolicious source text. Bad input must only ever produce
// diagnostics: no crash, no sanitizer report, no hang (DESIGN.md principle 4).
// Macros, .rept, conditionals and .include of files that do not exist are all
// reached by the text itself; the seed corpus holds the shipped kernels.
#include <cstddef>
#include <cstdint>
#include <string>

#include "gpuasm/image.hpp"
#include "gpuasm/target.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const gpuasm::Target* target = gpuasm::findTarget("demolicious");
  if (!target) __builtin_trap();

  // The assembler options come from the input's length, so that the text is
  // used byte for byte and the seeds stay valid source files.
  gpuasm::AssembleSettings settings;
  switch (size % 4) {
    case 1: settings.targetOptions["fix-hazards"] = "1"; break;
    case 2: settings.targetOptions["barrel"] = "1"; break;
    case 3:
      settings.targetOptions["barrel"] = "8";
      settings.targetOptions["fix-hazards"] = "1";
      break;
    default: break;
  }
  settings.defines["FUZZ"] = 1;

  std::string text(reinterpret_cast<const char*>(data), size);
  gpuasm::AssembleOutcome outcome = gpuasm::assembleText(*target, "fuzz.s", std::move(text), settings);
  if (outcome.image) {
    // Every output writer must cope with whatever the assembler accepted.
    (void)gpuasm::writeImage(*outcome.image, gpuasm::OutputFormat::Listing);
    (void)gpuasm::writeImage(*outcome.image, gpuasm::OutputFormat::Hex);
    if (outcome.errors != 0) __builtin_trap();  // an image despite errors
  }
  return 0;
}
