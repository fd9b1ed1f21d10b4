// The external oracle: hello_fft's shaders as Broadcom's own assembler wrote
// them (`0xLOW, 0xHIGH, // qasm source` per line).
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "targets/vc4/isa.hpp"
#include "targets/vc4/vc4_support.hpp"

namespace gpuasm::vc4 {
namespace {

using testing::assembleVc4;
using testing::corpusFiles;
using testing::disassembleProgram;
using testing::kCorpus;
using testing::parseCorpusLine;

// GPU_FFT's source lines with the choices of Broadcom's assembler, which wrote
// these words (-m dialect=broadcom: every constant mov is a load immediate).
testing::Assembled assembleBroadcom(const std::string& text) {
  AssembleSettings settings;
  settings.targetOptions["dialect"] = "broadcom";
  AssembleOutcome o = assembleText(*findTarget("vc4"), "test.qasm", text, settings);
  testing::Assembled out;
  out.diagnostics = o.diagnosticsText;
  out.errors = o.errors;
  if (o.image) out.words = o.image->words(0);
  return out;
}

struct CorpusEntry {
  std::string file;
  size_t line = 0;
  uint64_t word = 0;
  std::string source;  // the qasm text in the trailing comment
};

std::vector<CorpusEntry> readCorpus() {
  std::vector<CorpusEntry> lines;
  for (const auto& path : corpusFiles()) {
    std::ifstream in(path);
    std::string text;
    size_t number = 0;
    while (std::getline(in, text)) {
      ++number;
      auto line = parseCorpusLine(text);
      if (!line) {
        ADD_FAILURE() << path.filename().string() << ":" << number << ": unreadable line: " << text;
        continue;
      }
      lines.push_back({path.filename().string(), number, line->word, line->source});
    }
  }
  return lines;
}

// True when every name in the qasm text is one the dialect itself defines
// (operations, signals, registers, conditions): no macro arguments, register
// aliases or labels from the rest of hello_fft's sources.
bool selfContained(const std::string& source) {
  static const std::set<std::string> kKeywords = {"mov",  "nop", "ldi", "sacq",
                                                  "srel", "bra", "brr"};
  for (size_t i = 0; i < source.size();) {
    unsigned char c = static_cast<unsigned char>(source[i]);
    if (std::isdigit(c)) {
      while (i < source.size() && std::isalnum(static_cast<unsigned char>(source[i]))) ++i;
      continue;
    }
    if (!std::isalpha(c) && c != '_') {
      ++i;
      continue;
    }
    size_t begin = i;
    while (i < source.size() && (std::isalnum(static_cast<unsigned char>(source[i])) ||
                                 source[i] == '_' || source[i] == '.')) {
      ++i;
    }
    std::string word = source.substr(begin, i - begin);
    std::string base = word.substr(0, word.find('.'));
    if (kKeywords.count(base) || signalByName(base) || findOp(Unit::Add, base) ||
        findOp(Unit::Mul, base) || accumulatorByName(base) || readRegisterByName(base) ||
        writeRegisterByName(base)) {
      continue;
    }
    return false;
  }
  return true;
}

class Vc4HelloFftCorpus : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!std::filesystem::is_directory(kCorpus)) {
      GTEST_SKIP() << "hello_fft corpus not found at " << kCorpus.string()
                   << " (the shared corpora folder is absent)";
    }
    corpus_ = readCorpus();
  }
  std::vector<CorpusEntry> corpus_;
};

TEST_F(Vc4HelloFftCorpus, EveryBroadcomWordDisassemblesAndReassemblesBitIdentically) {
  ASSERT_EQ(corpus_.size(), 12112u);
  std::vector<uint64_t> words;
  for (const CorpusEntry& l : corpus_) words.push_back(l.word);
  std::string text = disassembleProgram(words);
  size_t quads = 0;
  for (size_t at = text.find(".quad"); at != std::string::npos; at = text.find(".quad", at + 1))
    ++quads;
  EXPECT_EQ(quads, 0u) << "Broadcom's words all have instruction text";
  auto assembled = assembleVc4(text);
  ASSERT_EQ(assembled.errors, 0u) << assembled.diagnostics;
  ASSERT_EQ(assembled.words.size(), words.size());
  size_t mismatches = 0;
  std::istringstream lines(text);
  for (size_t i = 0; i < words.size(); ++i) {
    std::string line;
    std::getline(lines, line);
    if (assembled.words[i] != words[i] && ++mismatches <= 20) {
      ADD_FAILURE() << corpus_[i].file << ":" << corpus_[i].line << ": 0x" << std::hex << words[i]
                    << " -> '" << line << "' -> 0x" << assembled.words[i];
    }
  }
  EXPECT_EQ(mismatches, 0u);
}

TEST_F(Vc4HelloFftCorpus, SelfContainedQasmSourceAssemblesToBroadcomWords) {
  size_t qualifying = 0, passing = 0;
  std::set<std::string> distinct;
  for (const CorpusEntry& l : corpus_) {
    if (!selfContained(l.source)) continue;
    ++qualifying;
    distinct.insert(l.source);
    auto assembled = assembleBroadcom(l.source + "\n");
    if (assembled.errors == 0 && assembled.words.size() == 1 && assembled.words[0] == l.word) {
      ++passing;
      continue;
    }
    ADD_FAILURE() << l.file << ":" << l.line << ": '" << l.source << "' expected 0x" << std::hex
                  << l.word << ", got "
                  << (assembled.words.empty() ? std::string("nothing")
                                              : fmt::format("0x{:x}", assembled.words[0]))
                  << "\n"
                  << assembled.diagnostics;
  }
  std::printf(
      "[ vc4      ] %zu of %zu hello_fft lines are self-contained (%zu distinct texts); "
      "%zu assemble to Broadcom's words\n",
      qualifying, corpus_.size(), distinct.size(), passing);
  EXPECT_GT(qualifying, 3000u);
  EXPECT_EQ(passing, qualifying);
}

}  // namespace
}  // namespace gpuasm::vc4
