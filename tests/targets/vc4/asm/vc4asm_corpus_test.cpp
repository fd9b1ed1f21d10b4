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
#include <map>
#include <memory>
#include <set>
#include <span>
#include <string>
#include <vector>

#include "support/build_paths.hpp"
#include "targets/vc4/vc4_support.hpp"

namespace gpuasm::vc4 {
namespace {

const std::filesystem::path kData = gpuasm::testing::sourceDirectory() + "/tests/data/vc4";

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

std::vector<OracleLine> readCorpus(const char* name = "vc4asm_corpus.txt") {
  std::vector<OracleLine> lines;
  std::ifstream in(kData / name);
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

std::set<std::string> readDifferences(const char* name = "vc4asm_corpus_differences.txt") {
  std::set<std::string> lines;
  std::ifstream in(kData / name);
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

// The peer's disassembler: vc4dis's text for the corpus's words
// (tests/data/vc4/vc4dis_corpus.txt, scripts/oracle/vc4dis_corpus.py; every
// word but branches, whose labels need a whole program) assembles to the
// very words. Its `ldipes`/`ldipeu`, `.setf` on a nop, raw register names
// and packs are read as vc4dis writes them. (GPU_FFT's 16 shaders, branches
// included, as vc4dis lists them reassemble bit for bit too: docs/vc4.md.)
TEST(Vc4disCorpus, EveryLineVc4disPrintsAssemblesToItsWords) {
  std::vector<OracleLine> corpus = readCorpus("vc4dis_corpus.txt");
  ASSERT_GE(corpus.size(), 8400u) << "tests/data/vc4/vc4dis_corpus.txt is missing or short";
  // `given`: the word vc4dis printed the line for, where vc4asm reads the
  // line otherwise. Either reading is right here: vc4dis's text can say less
  // than the word (`.setf` under `.never`), and vc4asm misreads some of it
  // (`-1.6000000e+01` as -1.6 + 01).
  std::ifstream in(kData / "vc4dis_corpus.txt");
  std::map<size_t, uint64_t> given;
  std::string text;
  for (size_t number = 1; std::getline(in, text); ++number) {
    const size_t at = text.find("  given 0x");
    if (at == std::string::npos) continue;
    given[number] = std::stoull(text.substr(at + 20, 10), nullptr, 16) << 32 |
                    std::stoull(text.substr(at + 8, 10), nullptr, 16);
  }
  const std::set<std::string> differences = readDifferences("vc4dis_corpus_differences.txt");
  ASSERT_FALSE(differences.empty());
  size_t failures = 0, listed = 0;
  for (const OracleLine& line : corpus) {
    testing::Assembled ours = assembleLine(line.source);
    const bool same = ours.errors == 0 && ours.words.size() == 1 &&
                      (ours.words[0] == line.word || (given.contains(line.lineNumber) &&
                                                      ours.words[0] == given[line.lineNumber]));
    if (differences.contains(line.source)) {
      ++listed;
      if (same || ours.errors)
        ADD_FAILURE() << "'" << line.source << "' is listed in vc4dis_corpus_differences.txt but "
                      << (same ? "now agrees: take it off the list" : "is refused");
      continue;
    }
    if (same) continue;
    ADD_FAILURE() << fmt::format("line {}: '{}' is {:016x} to vc4asm; we give {}", line.lineNumber,
                                 line.source, line.word,
                                 ours.errors          ? ours.diagnostics
                                 : ours.words.empty() ? std::string("nothing")
                                                      : fmt::format("{:016x}", ours.words[0]));
  }
  EXPECT_EQ(failures, 0u) << "of " << corpus.size() << " lines (the first 40 are shown)";
  EXPECT_EQ(listed, differences.size()) << "listed lines missing from the corpus";
}

// Each line alone gives its word.
void expectWords(std::span<const std::pair<const char*, uint64_t>> cases) {
  for (const auto& [source, word] : cases) {
    testing::Assembled ours = assembleLine(source);
    ASSERT_EQ(ours.errors, 0u) << source << ": " << ours.diagnostics;
    ASSERT_EQ(ours.words.size(), 1u) << source;
    EXPECT_EQ(ours.words[0], word) << source;
  }
}

// The rotation after either source, as vc4asm reads it and vc4dis prints it
// (vc4asm's answers): r0..r3 rotate across the vector, any other source
// within its quad, so the counts agree modulo 16 or 4, and the word takes an
// r0..r3 source's count, else the first's.
TEST(Vc4disCorpus, RotationsAfterEachSourceAgreeAsTheirSourcesRotate) {
  const std::pair<const char*, uint64_t> cases[] = {
      {"nop; fmul r0, r1<<1, r2<<1", 0xd00049e0'209ff00aull},
      {"nop; fmul r0, r1<<1, r2", 0xd00049e0'209ff00aull},
      {"nop; fmul r0, r1, r2<<1", 0xd00049e0'209ff00aull},
      {"nop; fmul r0, r1<<1, r2>>15", 0xd00049e0'209ff00aull},
      {"nop; fmul r0, r4<<1, r2<<5", 0xd00049e0'209fb022ull},
      {"nop; fmul r0, r5<<1, r2<<5", 0xd00049e0'209fb02aull},
      {"nop; fmul r0, ra1<<5, r2<<1", 0xd00049e0'2007f032ull},
      {"nop; fmul r0, ra1<<1, r2<<5", 0xd00049e0'2007b032ull},
      {"nop; fmul r0, ra1<<5, ra1<<1", 0xd00049e0'2007b036ull},
  };
  expectWords(cases);
  // vc4asm: "Cannot use different vector rotations within one instruction."
  testing::Assembled r = assembleLine("nop; fmul r0, r1<<1, r2<<5");
  EXPECT_NE(r.diagnostics.find("the two sources name different vector rotations (the same count "
                               "modulo 16: both are r0..r3"),
            std::string::npos)
      << r.diagnostics;
  r = assembleLine("nop; fmul r0, ra1<<1, r2<<6");
  EXPECT_NE(r.diagnostics.find("(the same count modulo 4: a source other than r0..r3 rotates "
                               "within its quad)"),
            std::string::npos)
      << r.diagnostics;
}

// vc4asm's explicit per-element loads (its own answers, from vc4asm built
// from maazl/vc4asm): the type is the one written, a list must fit it, and a
// plain integer is the 32 encoded bits.
TEST(Vc4disCorpus, LdipesAndLdipeuForceTheirTypeAsVc4asmDoes) {
  const std::pair<const char*, uint64_t> cases[] = {
      {"ldipes ra1, [0,0,1,1,0,0,1,1,0,0,0,0,0,0,0,0]", 0xe2020067'000000ccull},
      {"ldipeu ra1, [0,0,1,1,0,0,1,1,0,0,0,0,0,0,0,0]", 0xe6020067'000000ccull},
      {"ldipeu ra1, [0,3,1,1,0,0,1,1,0,0,0,0,0,0,0,2]", 0xe6020067'800200ceull},
      {"ldipes ra1, [-2,-1,1,1,0,0,1,1,0,0,0,0,0,0,0,0]", 0xe2020067'000300ceull},
      {"ldipes ra1, 0x12345678", 0xe2020067'12345678ull},
      {"ldipeu ra1, 5", 0xe6020067'00000005ull},
      {"ldipes.setf -, [0,0,1,1,0,0,1,1,0,0,0,0,0,0,0,0]", 0xe20229e7'000000ccull},
      {"ldipeu ra1, rb2, [1,2,3,0,0,0,0,0,0,0,0,0,0,0,0,3]", 0xe6024042'80068005ull},
  };
  expectWords(cases);
  // vc4asm: "Load immediate mode conflicts with per QPU element constant."
  testing::Assembled r = assembleLine("ldipes ra1, [0,3,1,1,0,0,1,1,0,0,0,0,0,0,0,2]");
  EXPECT_NE(r.diagnostics.find("ldipes's per-element values must all fit -2..1"), std::string::npos)
      << r.diagnostics;
  r = assembleLine("ldipeu ra1, [-2,-1,1,1,0,0,1,1,0,0,0,0,0,0,0,0]");
  EXPECT_NE(r.diagnostics.find("ldipeu's per-element values must all fit 0..3"), std::string::npos)
      << r.diagnostics;
  // vc4asm: "Cannot load float value per element."
  r = assembleLine("ldipes ra1, 1.5");
  EXPECT_NE(r.diagnostics.find("a per-element load takes 16 integers or their 32 encoded bits"),
            std::string::npos)
      << r.diagnostics;
  // An unsigned load of values that fit the signed form lists as ldipeu
  // (it was `.quad` before): the text is the word again.
  EXPECT_EQ(formatWord(0xe6020067'000000ccull, 0),
            "ldipeu ra1, [0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 0, "
            "0, 0, 0, 0, 0]");
}

}  // namespace
}  // namespace gpuasm::vc4
