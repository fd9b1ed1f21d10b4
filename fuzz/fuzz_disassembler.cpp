// Random bytes through a target's disassembler (demolicious, or vc4 when built
// with GPUASM_FUZZ_TARGET="vc4"), then the round trip of
// DESIGN.md principle 1: every decoded line that is not a `.word` must
// reassemble to the very word it came from. A mismatch aborts.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "gpuasm/image.hpp"
#include "gpuasm/target.hpp"

namespace {

#ifndef GPUASM_FUZZ_TARGET
#define GPUASM_FUZZ_TARGET "demolicious"
#endif

// Little-endian word `i` of `bytes`-byte words.
uint64_t wordAt(const uint8_t* data, size_t i, uint32_t bytes) {
  uint64_t word = 0;
  for (uint32_t b = 0; b < bytes; ++b) word |= uint64_t{data[bytes * i + b]} << (8 * b);
  return word;
}

[[noreturn]] void fail(const char* what, uint64_t word, std::string_view line,
                       const std::string& detail) {
  std::fprintf(stderr, "round trip failed (%s): word 0x%016llx -> '%.*s'\n%s\n", what,
               static_cast<unsigned long long>(word), static_cast<int>(line.size()), line.data(),
               detail.c_str());
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const gpuasm::Target* target = gpuasm::findTarget(GPUASM_FUZZ_TARGET);
  if (!target) __builtin_trap();
  const uint32_t wordBytes = target->wordBytes;
  if (size > wordBytes * 4096) return 0;  // more words find nothing new, only run slower
  const std::span<const uint8_t> bytes(data, size);

  // The decorated forms only have to survive.
  {
    std::string error;
    (void)target->disassemble(bytes, {.addresses = true, .rawWords = true}, error);
  }

  std::string error;
  const std::string text = target->disassemble(bytes, {}, error);
  if ((size % wordBytes != 0) == error.empty())
    fail("error report", 0, "", "a trailing partial word must be reported, and only that");

  std::vector<std::string_view> lines;
  for (size_t begin = 0; begin < text.size();) {
    size_t end = text.find('\n', begin);
    if (end == std::string::npos) end = text.size();
    lines.push_back(std::string_view(text).substr(begin, end - begin));
    begin = end + 1;
  }
  const size_t words = size / wordBytes;
  if (lines.size() != words)
    fail("line count", 0, "",
         std::to_string(lines.size()) + " lines for " + std::to_string(words) + " words");

  // Reassemble every line as one program, `.word`/`.quad` lines included, so
  // each word keeps its address (branch targets are printed as addresses).
  // Hazard findings are only warnings without --fix-hazards, so no word is
  // added or moved.
  std::string source;
  std::vector<size_t> canonical;  // word index of each line in `source`
  for (size_t i = 0; i < words; ++i) {
    source.append(lines[i]).push_back('\n');
    canonical.push_back(i);
  }
  if (canonical.empty()) return 0;
  // Random words break the hardware's rules between instructions; the round
  // trip is about encodings, so vc4's restriction checks are off.
  gpuasm::AssembleSettings settings;
  if (std::string_view(GPUASM_FUZZ_TARGET) == "vc4") settings.targetOptions["restrictions"] = "off";
  gpuasm::AssembleOutcome outcome = gpuasm::assembleText(*target, "roundtrip.s", source, settings);
  if (!outcome.image) {
    // Find the line that does not assemble on its own, for the message.
    for (size_t i : canonical) {
      auto single = gpuasm::assembleText(*target, "line.s", std::string(lines[i]), settings);
      if (!single.image)
        fail("does not assemble", wordAt(data, i, wordBytes), lines[i], single.diagnosticsText);
    }
    fail("program does not assemble", 0, "", outcome.diagnosticsText);
  }
  const std::vector<uint64_t> again = outcome.image->words(0);
  if (again.size() != canonical.size()) {
    fail("word count", 0, "",
         std::to_string(again.size()) + " words from " + std::to_string(canonical.size()) +
             " lines");
  }
  for (size_t k = 0; k < canonical.size(); ++k) {
    const uint64_t word = wordAt(data, canonical[k], wordBytes);
    if (again[k] != word) {
      char got[48];
      std::snprintf(got, sizeof got, "reassembled as 0x%016llx",
                    static_cast<unsigned long long>(again[k]));
      fail("different word", word, lines[canonical[k]], got);
    }
  }
  return 0;
}
