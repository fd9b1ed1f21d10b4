// Helpers for the vc4 tests: assemble text, check a line against vc4asm's word,
// and disassemble words into a program.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gpuasm/assembler.hpp"
#include "gpuasm/target.hpp"
#include "support/build_paths.hpp"
#include "targets/vc4/asm/assembler.hpp"
#include "targets/vc4/disassembler.hpp"

namespace gpuasm::vc4::testing {

struct Assembled {
  std::vector<uint64_t> words;
  std::string diagnostics;
  size_t errors = 0;
};

inline Assembled assembleVc4(const std::string& text) {
  AssembleOutcome o = assembleText(*findTarget("vc4"), "test.s", text, {});
  Assembled out;
  out.diagnostics = o.diagnosticsText;
  out.errors = o.errors;
  if (o.image) out.words = o.image->words(0);
  return out;
}

// The vc4asm-dialect assembler without its whole-program restriction checks
// (-m restrictions=off), for encoding round trips over word sequences no
// program would contain.
inline Assembled assembleVc4Unchecked(const std::string& text) {
  AssembleSettings settings;
  settings.targetOptions["restrictions"] = "off";
  AssembleOutcome o = assembleText(*findTarget("vc4"), "test.s", text, settings);
  Assembled out;
  out.diagnostics = o.diagnosticsText;
  out.errors = o.errors;
  if (o.image) out.words = o.image->words(0);
  return out;
}

// Whether `diagnostics` hold an error in the source (`file:line:col: error:
// ... [code]`) with `code` whose message says `phrase`: the error a test
// means, given for the reason it means, not just any error.
inline ::testing::AssertionResult hasError(std::string_view diagnostics, std::string_view code,
                                           std::string_view phrase) {
  std::string tag = "[";  // built in steps: GCC 12's -Wrestrict misreads "[" + std::string(...)
  tag.append(code).append("]");
  for (size_t start = 0; start < diagnostics.size();) {
    size_t end = std::min(diagnostics.find('\n', start), diagnostics.size());
    std::string_view line = diagnostics.substr(start, end - start);
    start = end + 1;
    size_t error = line.find(": error: ");
    // `file:line:col` before it: not the driver's `gpuasm: error:`.
    bool located = error != std::string_view::npos && line.substr(0, error).find(':') != line.npos;
    if (located && line.ends_with(tag) && line.find(phrase) != line.npos)
      return ::testing::AssertionSuccess();
  }
  return ::testing::AssertionFailure()
         << "no error " << tag << " saying \"" << phrase << "\" with a source location in:\n"
         << diagnostics;
}

// One line and the word vc4asm 80ab48de wrote for it alone; 0: vc4asm
// refuses the line, and so do we, with the error `errorCode` saying
// `errorPhrase`.
struct OracleCase {
  const char* source;
  uint64_t word;
  const char* errorCode = nullptr;
  const char* errorPhrase = nullptr;
};

// `source` alone must give vc4asm's `word` (or, for 0, our error
// `errorCode` saying `errorPhrase`), and our disassembly of that word must
// read back to it. `diagnostics` receives our messages for the line, for the
// checks a test adds.
inline void expectVc4asmWord(const std::string& source, uint64_t word, std::string& diagnostics,
                             const char* errorCode = nullptr, const char* errorPhrase = nullptr) {
  Assembled ours = assembleVc4Unchecked(source + "\n");
  diagnostics = ours.diagnostics;
  if (word == 0) {
    ASSERT_TRUE(errorCode && errorPhrase) << source << ": a refusal names the error it expects";
    EXPECT_TRUE(hasError(ours.diagnostics, errorCode, errorPhrase)) << source;
    return;
  }
  ASSERT_EQ(ours.errors, 0u) << source << "\n" << ours.diagnostics;
  ASSERT_EQ(ours.words.size(), 1u) << source;
  EXPECT_EQ(ours.words[0], word) << source;
  std::string text = formatWord(word, 0);
  Assembled back = assembleVc4Unchecked(text + "\n");
  ASSERT_EQ(back.errors, 0u) << text << "\n" << back.diagnostics;
  ASSERT_EQ(back.words.size(), 1u) << text;
  EXPECT_EQ(back.words[0], word) << text;
}

// The canonical text of `words` as a program starting at address 0.
inline std::string disassembleProgram(const std::vector<uint64_t>& words) {
  std::string text;
  for (size_t i = 0; i < words.size(); ++i) {
    text += formatWord(words[i], i * kInstructionBytes);
    text += '\n';
  }
  return text;
}

// ---- Broadcom's GPU_FFT shaders (../shared/corpora/hello_fft/hex) ----------

inline const std::filesystem::path kCorpus =
    gpuasm::testing::sourceDirectory() + "/../shared/corpora/hello_fft/hex";

inline std::vector<std::filesystem::path> corpusFiles() {
  std::vector<std::filesystem::path> files;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(kCorpus, ec)) {
    if (entry.path().extension() == ".hex") files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

struct CorpusLine {
  uint64_t word = 0;
  std::string source;  // the qasm text of the trailing `//` comment, trimmed
};

// Reads `0xLOW, 0xHIGH, // qasm source` (the comment optional); nullopt if the line is not of that
// form.
inline std::optional<CorpusLine> parseCorpusLine(std::string_view text) {
  auto skipBlanks = [&] {
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  };
  auto hexWord = [&]() -> std::optional<uint64_t> {
    skipBlanks();
    if (text.size() < 3 || text[0] != '0' || (text[1] != 'x' && text[1] != 'X'))
      return std::nullopt;
    text.remove_prefix(2);
    uint64_t value = 0;
    size_t digits = 0;
    while (!text.empty() && std::isxdigit(static_cast<unsigned char>(text.front())) && digits < 9) {
      char c = static_cast<char>(std::tolower(static_cast<unsigned char>(text.front())));
      value = value * 16 + static_cast<uint64_t>(c <= '9' ? c - '0' : c - 'a' + 10);
      text.remove_prefix(1);
      ++digits;
    }
    skipBlanks();
    if (digits == 0 || digits > 8) return std::nullopt;
    // A comma follows each word, except perhaps the last one of a file.
    if (!text.empty() && text.front() == ',') {
      text.remove_prefix(1);
    } else if (!text.empty() && !text.starts_with("//")) {
      return std::nullopt;
    }
    return value;
  };
  auto low = hexWord();
  auto high = low ? hexWord() : std::nullopt;
  if (!high) return std::nullopt;
  CorpusLine line{*high << 32 | *low, {}};
  skipBlanks();
  if (text.starts_with("//")) {
    text.remove_prefix(2);
    skipBlanks();
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
      text.remove_suffix(1);
    line.source = std::string(text);
  }
  return line;
}

inline std::vector<uint64_t> readShader(const std::filesystem::path& path) {
  std::vector<uint64_t> words;
  std::ifstream in(path);
  std::string text;
  while (std::getline(in, text)) {
    if (auto line = parseCorpusLine(text)) words.push_back(line->word);
  }
  return words;
}

}  // namespace gpuasm::vc4::testing
