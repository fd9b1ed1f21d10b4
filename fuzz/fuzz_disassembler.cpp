// Random bytes through a target's disassembler (demolicious, or the target
// named by GPUASM_FUZZ_TARGET: vc4, gcn), then the round trip of DESIGN.md
// principle 1: the text reassembles to the very bytes it came from, every
// instruction and every data word. A mismatch aborts, naming the line.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
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
  // gcn lists an ELF with an AMD GPU's e_machine as an AMD OpenCL binary or an
  // HSA code object, not as code: those go to fuzz_gcn_binary and
  // fuzz_gcn_code_object (a code object's listing reassembling to its
  // descriptors, note and code is tests/targets/gcn/hsaco_round_trip_test.cpp's).
  if (std::string_view(GPUASM_FUZZ_TARGET) == "gcn" && size >= 4 && data[0] == 0x7f &&
      data[1] == 'E' && data[2] == 'L' && data[3] == 'F')
    return 0;

  // gcn prints two dialects: the input's length picks one, and the text is
  // read back in it. The first byte picks the processor (-m mcpu=), which
  // both the listing and its reassembly use: SI, CI, GFX8 and GFX9, and
  // gfx906 with its dot and fma_mix instructions. Modulo 8, so that a byte
  // keeps the generation it had when the list held only the first four
  // (seeds found then still test what they found).
  std::map<std::string, std::string> dialect;
  if (std::string_view(GPUASM_FUZZ_TARGET) == "gcn" && size % 2) dialect["dialect"] = "amd";
  if (std::string_view(GPUASM_FUZZ_TARGET) == "gcn" && size > 0) {
    static constexpr const char* kProcessors[] = {"tahiti",   "bonaire", "tonga", "gfx900",
                                                  "pitcairn", "hawaii",  "fiji",  "gfx906"};
    dialect["mcpu"] = kProcessors[data[0] % std::size(kProcessors)];
  }

  // The decorated forms only have to survive.
  {
    std::string error;
    (void)target->disassemble(
        bytes, {.addresses = true, .rawWords = true, .labels = true, .targetOptions = dialect},
        error);
  }

  std::string error;
  const std::string text = target->disassemble(bytes, {.targetOptions = dialect}, error);
  if ((size % wordBytes != 0) == error.empty())
    fail("error report", 0, "", "a trailing partial word must be reported, and only that");

  std::vector<std::string_view> lines;
  for (size_t begin = 0; begin < text.size();) {
    size_t end = text.find('\n', begin);
    if (end == std::string::npos) end = text.size();
    lines.push_back(std::string_view(text).substr(begin, end - begin));
    begin = end + 1;
  }
  // One line per instruction: a word each on demolicious and vc4, one to
  // three dwords on gcn.
  const size_t words = size / wordBytes;
  if (lines.size() > words || (lines.empty() && words != 0))
    fail("line count", 0, "",
         std::to_string(lines.size()) + " lines for " + std::to_string(words) + " words");
  if (lines.empty()) return 0;

  // Reassemble every line as one program, `.word`/`.long`/`.quad` lines
  // included, so each word keeps its address (branch targets are printed as
  // addresses or raw offsets). Hazard findings are only warnings without
  // --fix-hazards, so no word is added or moved.
  std::string source;
  for (std::string_view line : lines) source.append(line).push_back('\n');
  // Random words break the hardware's rules between instructions; the round
  // trip is about encodings, so vc4's restriction checks are off.
  gpuasm::AssembleSettings settings;
  settings.targetOptions = dialect;
  if (std::string_view(GPUASM_FUZZ_TARGET) == "vc4") settings.targetOptions["restrictions"] = "off";
  // gcn's llvm dialect cannot write an unusual value in an unused src2 field
  // (bits 18-26 of a VOP3's second dword): the listing notes the value and
  // reassembly writes the usual one. Whether `got` is word `k` of `line`'s
  // instruction but for that field, which holds what the note says.
  auto notedSource2 = [&](std::string_view line, size_t k, uint64_t got, uint64_t want) {
    static constexpr std::string_view kNote = "the unused src2 field holds 0x";
    const size_t at = line.find(kNote);
    if (at == std::string_view::npos || k != 1) return false;
    const uint64_t field = uint64_t{0x1ff} << 18;
    const unsigned long noted =
        std::strtoul(std::string(line.substr(at + kNote.size())).c_str(), nullptr, 16);
    return (got & ~field) == (want & ~field) && ((want & field) >> 18) == noted;
  };
  // The line that gives word `index`, and what it gives on its own, for the
  // message: each line assembled alone, in order. Returns when the word's
  // difference is the one its line notes.
  auto culprit = [&](size_t index) {
    size_t word = 0;
    for (std::string_view line : lines) {
      auto single = gpuasm::assembleText(*target, "line.s", std::string(line), settings);
      if (!single.image)
        fail("does not assemble", wordAt(data, word, wordBytes), line, single.diagnosticsText);
      const std::vector<uint64_t> got = single.image->words(0);
      for (size_t k = 0; k < got.size(); ++k) {
        if (word + k >= words) fail("too many words", 0, line, "");
        const uint64_t want = wordAt(data, word + k, wordBytes);
        if (got[k] != want && !notedSource2(line, k, got[k], want)) {
          char detail[64];
          std::snprintf(detail, sizeof detail, "its word %zu reassembled as 0x%016llx", k,
                        static_cast<unsigned long long>(got[k]));
          fail("different word", want, line, detail);
        }
      }
      if (word <= index && index < word + got.size()) {
        if (got[index - word] != wordAt(data, index, wordBytes)) return;  // noted
        break;
      }
      word += got.size();
    }
    fail("different program", wordAt(data, std::min(index, words - 1), wordBytes), "",
         "the lines agree one by one but not together");
  };
  gpuasm::AssembleOutcome outcome = gpuasm::assembleText(*target, "roundtrip.s", source, settings);
  if (!outcome.image) {
    culprit(words);
    return 0;
  }
  const std::vector<uint64_t> again = outcome.image->words(0);
  if (again.size() != words) {
    culprit(std::min(again.size(), words));
    fail("word count", 0, "", std::to_string(again.size()) + " words for " + std::to_string(words));
  }
  for (size_t k = 0; k < words; ++k) {
    if (again[k] != wordAt(data, k, wordBytes)) culprit(k);
  }
  return 0;
}
