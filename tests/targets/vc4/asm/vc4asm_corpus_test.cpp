// The vc4asm oracle corpus (tests/data/vc4/vc4asm_corpus.txt, written by
// scripts/oracle/vc4asm_corpus.py with vc4asm 80ab48de as the oracle): every
// line vc4asm assembles must give vc4asm's words here, and every line it
// rejects must be rejected here with a diagnostic. The words of each line
// then go through our disassembler, whose text (not `.quad`) must assemble
// back to them.
//
// tests/data/vc4/vc4asm_corpus_differences.txt lists the lines where this
// assembler deliberately answers otherwise (each group says why, docs/vc4.md
// "Differences from vc4asm" too); they are checked to still differ, so a
// fixed difference is noticed and taken off the list.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "targets/vc4/vc4_support.hpp"

namespace gpuasm::vc4 {
namespace {

const std::filesystem::path kData = GPUASM_SOURCE_DIR "/tests/data/vc4";

struct OracleLine {
  size_t lineNumber = 0;
  std::string source;
  bool rejected = false;
  uint64_t word = 0;
  std::string oracleMessage;
};

std::string trim(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r'))
    text.remove_suffix(1);
  return std::string(text);
}

std::vector<OracleLine> readCorpus() {
  std::vector<OracleLine> lines;
  std::ifstream in(kData / "vc4asm_corpus.txt");
  std::string text;
  size_t number = 0;
  while (std::getline(in, text)) {
    ++number;
    size_t mark = text.find("  # => ");
    if (text.starts_with("#") || mark == std::string::npos) continue;
    OracleLine line;
    line.lineNumber = number;
    line.source = trim(std::string_view(text).substr(0, mark));
    std::string answer = text.substr(mark + 7);
    if (answer.starts_with("rejected: ")) {
      line.rejected = true;
      line.oracleMessage = answer.substr(10);
    } else {
      uint64_t low = std::stoull(answer.substr(0, 10), nullptr, 16);
      uint64_t high = std::stoull(answer.substr(12, 10), nullptr, 16);
      line.word = high << 32 | low;
    }
    lines.push_back(std::move(line));
  }
  return lines;
}

std::set<std::string> readDifferences() {
  std::set<std::string> lines;
  std::ifstream in(kData / "vc4asm_corpus_differences.txt");
  std::string text;
  while (std::getline(in, text)) {
    if (text.empty() || text.starts_with("#")) continue;
    lines.insert(trim(text));
  }
  return lines;
}

// One line alone, in the vc4asm dialect, without the whole-program checks
// (the corpus lines are unrelated instructions, not a program).
testing::Assembled assembleLine(const std::string& source) {
  return testing::assembleVc4Unchecked(source + "\n");
}

TEST(Vc4asmCorpus, EveryLineGivesVc4asmsWordsOrIsRejectedAsVc4asmRejectsIt) {
  std::vector<OracleLine> corpus = readCorpus();
  ASSERT_GE(corpus.size(), 20000u) << "tests/data/vc4/vc4asm_corpus.txt is missing or short";
  std::set<std::string> differences =
      std::getenv("GPUASM_VC4ASM_CORPUS_REPORT") ? std::set<std::string>{} : readDifferences();
  size_t matched = 0, rejected = 0, listed = 0, failures = 0;
  std::set<std::string> stillListed;
  // GPUASM_VC4ASM_CORPUS_REPORT=file lists every differing line there (for
  // working through them; the test itself shows the first 40).
  std::unique_ptr<std::ofstream> report;
  if (const char* path = std::getenv("GPUASM_VC4ASM_CORPUS_REPORT")) {
    report = std::make_unique<std::ofstream>(path);
  }
  for (const OracleLine& line : corpus) {
    testing::Assembled ours = assembleLine(line.source);
    bool same = line.rejected
                    ? ours.errors > 0
                    : ours.errors == 0 && ours.words.size() == 1 && ours.words[0] == line.word;
    if (differences.contains(line.source)) {
      ++listed;
      if (same) stillListed.insert(line.source);
      continue;
    }
    if (same) {
      (line.rejected ? rejected : matched)++;
      if (line.rejected && ours.diagnostics.find("error:") == std::string::npos) {
        ADD_FAILURE() << "line " << line.lineNumber << ": '" << line.source
                      << "' is refused without an error message";
      }
      continue;
    }
    if (report) {
      *report << (line.rejected ? "accepted-rejected: "
                  : ours.errors ? "rejected-accepted: "
                                : "words: ")
              << line.source << "\t"
              << (ours.errors          ? ours.diagnostics.substr(0, ours.diagnostics.find('\n'))
                  : ours.words.empty() ? std::string("-")
                                       : fmt::format("{:016x}", ours.words[0]))
              << "\t" << (line.rejected ? line.oracleMessage : fmt::format("{:016x}", line.word))
              << "\n";
    }
    if (++failures > 40) continue;
    if (line.rejected) {
      ADD_FAILURE() << "line " << line.lineNumber << ": vc4asm rejects '" << line.source << "' ("
                    << line.oracleMessage << ") and we accept it";
    } else if (ours.errors) {
      ADD_FAILURE() << "line " << line.lineNumber << ": vc4asm accepts '" << line.source
                    << "' and we reject it: " << ours.diagnostics;
    } else {
      ADD_FAILURE() << "line " << line.lineNumber << ": '" << line.source << "': vc4asm "
                    << fmt::format("{:016x}", line.word) << ", we "
                    << (ours.words.empty() ? std::string("nothing")
                                           : fmt::format("{:016x}", ours.words[0]));
    }
  }
  EXPECT_EQ(failures, 0u) << "lines that differ from vc4asm (the first 40 are shown)";
  for (const std::string& source : stillListed) {
    ADD_FAILURE() << "'" << source
                  << "' now agrees with vc4asm: take it off vc4asm_corpus_differences.txt";
  }
  RecordProperty("matched", static_cast<int>(matched));
  RecordProperty("rejected", static_cast<int>(rejected));
  RecordProperty("listed", static_cast<int>(listed));
  std::cout << fmt::format(
      "vc4asm corpus: {} lines give vc4asm's words, {} rejected by both, {} listed "
      "differences\n",
      matched, rejected, listed);
}

TEST(Vc4asmCorpus, OurDisassemblyOfVc4asmsWordsAssemblesBackToThem) {
  std::vector<OracleLine> corpus = readCorpus();
  ASSERT_FALSE(corpus.empty());
  // Words of listed lines are ones this assembler does not write; some have
  // no text here (`nop r0`: vc4asm's nop with a destination).
  std::set<std::string> differences = readDifferences();
  std::set<uint64_t> seen;
  size_t failures = 0, checked = 0;
  for (const OracleLine& line : corpus) {
    if (line.rejected || differences.contains(line.source) || !seen.insert(line.word).second)
      continue;
    std::string text = formatWord(line.word, 0);
    testing::Assembled back = assembleLine(text);
    ++checked;
    bool quad = text.starts_with(".quad");
    if (!quad && back.errors == 0 && back.words.size() == 1 && back.words[0] == line.word) continue;
    if (++failures > 40) continue;
    ADD_FAILURE() << fmt::format(
        "{:016x} (from '{}') disassembles to '{}', which gives {}", line.word, line.source, text,
        back.errors ? back.diagnostics
                    : (back.words.empty() ? std::string("nothing")
                                          : fmt::format("{:016x}", back.words[0])));
  }
  EXPECT_EQ(failures, 0u) << "of " << checked << " distinct words";
}

}  // namespace
}  // namespace gpuasm::vc4
