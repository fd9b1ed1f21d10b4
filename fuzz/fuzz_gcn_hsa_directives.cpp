// Random text through the gcn assembler's HSA directives (.amdgcn_target,
// .amdhsa_kernel ... .end_amdhsa_kernel, .amdgpu_metadata's YAML, .amdhsa_*
// fields; src/targets/gcn/hsa_directives.cpp, binary/metadata_yaml.cpp), then
// through every output format gcn writes (elf, hsaco, amdcl): bad input gives
// diagnostics or a writer's error, never a crash, hang or silent nothing; an
// ELF that a writer gives reads back as ELF (issue 31 item 7). The seeds are
// clang-14 -S output for gfx701, gfx803, gfx900 and gfx906 (the first byte,
// a tab or a letter, is used as written: the processor comes from the text's
// .amdgcn_target, as clang writes it).
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "gpuasm/assembler.hpp"
#include "gpuasm/diagnostics.hpp"
#include "gpuasm/image.hpp"
#include "gpuasm/source.hpp"
#include "gpuasm/target.hpp"
#include "shown_check.hpp"
#include "targets/gcn/binary/elf.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const gpuasm::Target* target = gpuasm::findTarget("gcn");
  if (!target) __builtin_trap();
  // the length picks the dialect (the AMD dumps have no HSA directives, but
  // the parser must still cope)
  std::map<std::string, std::string> options;
  if (size % 4 == 3) options["dialect"] = "amd";
  std::string error;
  auto assembler = target->makeAssembler(options, "fuzz.s", error);
  if (!assembler) __builtin_trap();

  gpuasm::AssemblerOptions assemblerOptions;
  gpuasm::AssemblerLimits limits;  // small, as fuzz_assembler.cpp has them
  limits.maxExpandedLines = 5'000;
  limits.maxExpandedTokens = 50'000;
  limits.maxImageUnits = 1u << 16;
  gpuasm::SourceManager sources;
  gpuasm::DiagnosticEngine diagnostics(sources);
  const uint32_t file =
      sources.addBuffer("fuzz.s", std::string(reinterpret_cast<const char*>(data), size));
  std::optional<gpuasm::Image> image =
      gpuasm::assemble(*assembler, sources, file, diagnostics, assemblerOptions, limits);
  (void)diagnostics.renderAll();
  if (!image) {
    if (!diagnostics.hasErrors()) {
      std::fprintf(stderr, "no image and no error\n");
      std::abort();
    }
    return 0;
  }
  if (diagnostics.hasErrors()) __builtin_trap();  // an image despite errors
  for (const gpuasm::OutputFormatSpec& format : target->outputFormats) {
    std::vector<std::string> warnings;
    std::string writeError;
    const auto bytes = format.write(*image, options, warnings, writeError);
    for (const std::string& warning : warnings) fuzz::checkShown(warning);
    if (!bytes) {
      if (writeError.empty()) {
        std::fprintf(stderr, "--format %.*s wrote nothing and said nothing\n",
                     static_cast<int>(format.name.size()), format.name.data());
        std::abort();
      }
      fuzz::checkShown(writeError);
      continue;
    }
    if (format.name == "elf" || format.name == "hsaco") {
      std::string readError;
      if (!gpuasm::gcn::binary::readElf(*bytes, readError)) {
        std::fprintf(stderr, "--format %.*s wrote an ELF that does not read back: %s\n",
                     static_cast<int>(format.name.size()), format.name.data(), readError.c_str());
        std::abort();
      }
    }
  }
  return 0;
}
