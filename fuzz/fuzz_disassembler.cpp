// Random bytes through the demolicious disassembler, then the round trip of
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

uint32_t wordAt(const uint8_t* data, size_t i) {
  return uint32_t{data[4 * i]} | uint32_t{data[4 * i + 1]} << 8 | uint32_t{data[4 * i + 2]} << 16 |
         uint32_t{data[4 * i + 3]} << 24;
}

[[noreturn]] void fail(const char* what, uint32_t word, std::string_view line,
                       const std::string& detail) {
  std::fprintf(stderr, "round trip failed (%s): word 0x%08x -> '%.*s'\n%s\n", what, word,
               static_cast<int>(line.size()), line.data(), detail.c_str());
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const gpuasm::Target* target = gpuasm::findTarget("demolicious");
  if (!target) __builtin_trap();
  if (size > 4 * 4096) return 0;  // more words find nothing new, only run slower
  const std::span<const uint8_t> bytes(data, size);

  // The decorated forms only have to survive.
  {
    std::string error;
    (void)target->disassemble(bytes, {.addresses = true, .rawWords = true}, error);
  }

  std::string error;
  const std::string text = target->disassemble(bytes, {}, error);
  if ((size % 4 != 0) == error.empty())
    fail("error report", 0, "", "a trailing partial word must be reported, and only that");

  std::vector<std::string_view> lines;
  for (size_t begin = 0; begin < text.size();) {
    size_t end = text.find('\n', begin);
    if (end == std::string::npos) end = text.size();
    lines.push_back(std::string_view(text).substr(begin, end - begin));
    begin = end + 1;
  }
  const size_t words = size / 4;
  if (lines.size() != words)
    fail("line count", 0, "",
         std::to_string(lines.size()) + " lines for " + std::to_string(words) + " words");

  // Reassemble all canonical lines as one program (hazard findings are only
  // warnings without --fix-hazards, so no word is added or moved).
  std::string source;
  std::vector<size_t> canonical;  // word index of each line in `source`
  for (size_t i = 0; i < words; ++i) {
    if (lines[i].starts_with(".word")) continue;
    source.append(lines[i]).push_back('\n');
    canonical.push_back(i);
  }
  if (canonical.empty()) return 0;
  gpuasm::AssembleOutcome outcome = gpuasm::assembleText(*target, "roundtrip.s", source, {});
  if (!outcome.image) {
    // Find the line that does not assemble on its own, for the message.
    for (size_t i : canonical) {
      auto single = gpuasm::assembleText(*target, "line.s", std::string(lines[i]), {});
      if (!single.image)
        fail("does not assemble", wordAt(data, i), lines[i], single.diagnosticsText);
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
    const uint32_t word = wordAt(data, canonical[k]);
    if (again[k] != word) {
      char got[32];
      std::snprintf(got, sizeof got, "reassembled as 0x%08x", static_cast<uint32_t>(again[k]));
      fail("different word", word, lines[canonical[k]], got);
    }
  }
  return 0;
}
