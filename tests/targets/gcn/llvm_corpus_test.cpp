// Every line of the generated corpora (scripts/oracle/gcn_corpus.py, one per
// generation: tahiti, bonaire, ...) assembles with -m mcpu=NAME to the bytes
// llvm-mc-14 gives for -mcpu=NAME, and every line llvm-mc refuses is refused
// here too, except the differences listed with a reason.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include "gpuasm/target.hpp"
#include "support/build_paths.hpp"

namespace gpuasm::testing {
namespace {

struct CorpusLine {
  std::string source;
  bool refused = false;
  std::string bytes;  // hex, as llvm-mc prints them
};

// The corpus of a processor: llvm_corpus.txt for tahiti (SI), else llvm_corpus_NAME.txt.
std::string corpusFile(const std::string& mcpu) {
  return mcpu == "tahiti" ? "tests/data/gcn/llvm_corpus.txt"
                          : "tests/data/gcn/llvm_corpus_" + mcpu + ".txt";
}

std::vector<CorpusLine> readCorpus(const std::string& mcpu) {
  std::ifstream in(gpuasm::testing::sourceDirectory() + "/" + corpusFile(mcpu));
  std::vector<CorpusLine> lines;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    size_t mark = line.rfind(" ; ");
    CorpusLine c;
    c.source = line.substr(0, mark);
    std::string tail = line.substr(mark + 3);
    if (tail == "error") {
      c.refused = true;
    } else {
      c.bytes = tail.substr(std::string_view("encoding: ").size());
    }
    lines.push_back(std::move(c));
  }
  return lines;
}

bool contains(const std::string& text, std::string_view part) {
  return text.find(part) != std::string::npos;
}

// GFX8's (tonga's) lines where gpuasm and llvm-mc-14 part on purpose
// (docs/gcn.md, "Where gpuasm and llvm-mc-14 differ").
std::string gfx8Difference(const std::string& source) {
  const std::string mnemonic = source.substr(0, source.find(' '));
  // 1/(2*pi) for a 64-bit float operand is the double 0.15915494309189532;
  // llvm-mc-14 takes the float's digits and keeps the double's high half
  // (with a warning), gpuasm refuses the inexact double as it does on SI
  if (contains(mnemonic, "f64") && contains(source, "0.15915494") &&
      !contains(source, "0.15915494309"))
    return "an inexact double: llvm-mc-14 drops its low 32 bits";
  // llvm-mc-14 writes neg on v_cndmask_b32's SDWA source as sext and drops abs
  if (mnemonic == "v_cndmask_b32_sdwa" && (contains(source, "-v") || contains(source, "|v")))
    return "v_cndmask_b32's SDWA sources take no neg or abs; llvm-mc-14 writes neg as sext";
  // and writes DPP's sext on v_ldexp_f16's integer source as the neg bit
  if (mnemonic == "v_ldexp_f16_dpp" && contains(source, "sext("))
    return "DPP has no sext; llvm-mc-14 writes it as neg";
  // 0xffff is -1 in a 16-bit operand (llvm-mc-14 takes it so for v_add_u16), but
  // llvm-mc-14 refuses it for v_mad_u16/v_mad_i16 as a literal VOP3 cannot hold
  if ((mnemonic == "v_mad_u16" || mnemonic == "v_mad_i16") && contains(source, "0xffff"))
    return "0xffff is the inline -1 of a 16-bit operand; llvm-mc-14 reads a literal in VOP3";
  // the VI manual loads LDS from dword and smaller buffer loads; llvm-mc-14
  // takes lds on buffer_load_dwordx2/x3/x4 too
  if (mnemonic.starts_with("buffer_load_dwordx") && contains(source, " lds"))
    return "LDS loads are dword or smaller; llvm-mc-14 takes lds on wider loads";
  // a constant as the 16-bit interpolations' src2: llvm-mc-14 takes it and encodes src2 = s0
  // (0, 1.0) or the literal's low bits as a register (0x1234: s52); gpuasm refuses it
  if ((mnemonic == "v_interp_p1lv_f16" || mnemonic == "v_interp_p2_f16") &&
      std::isdigit(static_cast<unsigned char>(source[source.rfind(", ") + 2])))
    return "a constant in src2 of a 16-bit interpolation: llvm-mc-14 encodes a register";
  // s_atc_probe's immediate has 7 bits; llvm-mc-14 keeps the low 7 of 128
  if (mnemonic.starts_with("s_atc_probe") && contains(source, " 128,"))
    return "the probe's immediate has 7 bits; llvm-mc-14 truncates 128 to 0";
  return {};
}

// Where gpuasm and llvm-mc-14 part on purpose (docs/gcn.md will list them):
// the reason, or empty when the line is not a known difference.
std::string knownDifference(const CorpusLine& line) {
  // VOP3b keeps its scalar destination in bits 14:8, where VOP3a has abs and
  // clamp; llvm-mc-14 takes `|x|`, abs(x) and clamp on v_div_scale and drops
  // them from the encoding without a word. gpuasm refuses what it cannot encode.
  if (line.source.starts_with("v_div_scale_") && (line.source.find('|') != std::string::npos ||
                                                  line.source.find("abs(") != std::string::npos ||
                                                  line.source.find("clamp") != std::string::npos)) {
    return "VOP3b has no abs or clamp bits; llvm-mc-14 drops them silently";
  }
  // MUBUF's offset field has 12 bits: llvm-mc-14 takes offset:4096 and up
  // and encodes offset 0; gpuasm says the offset is out of range.
  if (line.source.starts_with("buffer_") && line.source.find("offset:4096") != std::string::npos)
    return "the buffer offset field has 12 bits; llvm-mc-14 writes 0 for 4096";
  return gfx8Difference(line.source);
}

std::string hex(std::span<const uint8_t> bytes) {
  std::string out;
  for (uint8_t b : bytes) out += fmt::format("{:02x}", b);
  return out;
}

class GcnLlvmCorpus : public ::testing::TestWithParam<std::string> {};

TEST_P(GcnLlvmCorpus, EveryLineAssemblesToLlvmMcBytesOrIsRefusedLikeLlvmMc) {
  const std::string mcpu = GetParam();
  auto corpus = readCorpus(mcpu);
  ASSERT_GT(corpus.size(), 10000u) << corpusFile(mcpu) << " missing or short";
  const Target* gcn = findTarget("gcn");
  ASSERT_NE(gcn, nullptr);
  AssembleSettings settings;
  settings.targetOptions["mcpu"] = mcpu;
  size_t mismatches = 0, shown = 0, known = 0;
  std::map<std::string, size_t> byMnemonic;
  for (const CorpusLine& line : corpus) {
    if (!knownDifference(line).empty()) {
      ++known;
      continue;
    }
    AssembleOutcome o = assembleText(*gcn, "corpus.s", line.source + "\n", settings);
    std::string got;
    if (o.image) {
      for (const Section& section : o.image->sections) got += hex(section.bytes);
    }
    std::string problem;
    if (line.refused && o.image) {
      problem = fmt::format("llvm-mc refuses it, gpuasm gives {}", got);
    } else if (!line.refused && !o.image) {
      problem =
          fmt::format("llvm-mc gives {}, gpuasm refuses it: {}", line.bytes, o.diagnosticsText);
    } else if (!line.refused && got != line.bytes) {
      problem = fmt::format("llvm-mc gives {}, gpuasm {}", line.bytes, got);
    }
    if (problem.empty()) continue;
    ++mismatches;
    ++byMnemonic[line.source.substr(0, line.source.find(' '))];
    if (shown++ < 40) ADD_FAILURE() << line.source << ": " << problem;
  }
  std::string summary;
  for (const auto& [m, n] : byMnemonic) summary += fmt::format(" {}:{}", m, n);
  EXPECT_EQ(mismatches, 0u) << "of " << corpus.size() << " lines; by mnemonic:" << summary;
  // The known differences stay few and stay differences.
  EXPECT_LT(known, 200u);
}

std::string readFile(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// The committed corpus is what the script and llvm-mc-14 give today: run
// live where llvm-mc-14 (and python3) are installed.
TEST_P(GcnLlvmCorpus, RegeneratesIdenticallyWithLlvmMcWhereInstalled) {
  const std::string mcpu = GetParam();
  if (std::system("command -v llvm-mc-14 >/dev/null 2>&1 && command -v python3 >/dev/null 2>&1"))
    GTEST_SKIP() << "llvm-mc-14 or python3 not installed";
  const std::string root = gpuasm::testing::sourceDirectory();
  auto out =
      std::filesystem::temp_directory_path() /
      ("gcn_corpus_" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + ".txt");
  std::string command = "python3 " + root + "/scripts/oracle/gcn_corpus.py --mcpu " + mcpu +
                        " --output " + out.string() + " >/dev/null";
  ASSERT_EQ(std::system(command.c_str()), 0) << command;
  std::string fresh = readFile(out);
  std::filesystem::remove(out);
  EXPECT_TRUE(fresh == readFile(root + "/" + corpusFile(mcpu)))
      << corpusFile(mcpu) << " is stale: run scripts/oracle/gcn_corpus.py --mcpu " << mcpu;
}

INSTANTIATE_TEST_SUITE_P(Generations, GcnLlvmCorpus,
                         ::testing::Values("tahiti", "bonaire", "tonga"));

}  // namespace
}  // namespace gpuasm::testing
