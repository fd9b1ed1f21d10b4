// Every instruction line of LLVM 14's own MC tests (llvm/test/MC/AMDGPU, as
// scripts/oracle/gcn_llvm_mc_tests.py extracts them) assembles to the bytes
// llvm-mc-14 gives for -mcpu=tahiti, and every line llvm-mc-14 refuses for
// tahiti is refused here too, but for the lines named below, each with the
// reason (docs/gcn.md, "Where gpuasm and llvm-mc-14 differ"). The same for
// each later processor (bonaire, ...) with -m mcpu=: its file holds the lines
// llvm-mc-14 answers otherwise than for tahiti.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>

#include "gpuasm/target.hpp"
#include "support/build_paths.hpp"

namespace gpuasm::testing {
namespace {

struct TestLine {
  std::string file;  // the LLVM test file that holds it first
  std::string source;
  bool refused = false;
  std::string bytes;  // hex, as llvm-mc prints them
};

// The lines of one data file; `removed` gets those marked `; none` (left out
// for that processor).
std::vector<TestLine> readFileLines(const std::string& name, std::set<std::string>* removed) {
  std::ifstream in(gpuasm::testing::sourceDirectory() + "/tests/data/gcn/" + name);
  std::vector<TestLine> lines;
  std::string line, file;
  while (std::getline(in, line)) {
    if (line.starts_with("# ") && line.ends_with(".s")) file = line.substr(2);
    if (line.empty() || line[0] == '#') continue;
    const size_t mark = line.rfind(" ; ");
    TestLine t;
    t.file = file;
    t.source = line.substr(0, mark);
    const std::string tail = line.substr(mark + 3);
    if (tail == "none") {
      if (removed) removed->insert(t.source);
      continue;
    }
    if (tail == "error") {
      t.refused = true;
    } else {
      t.bytes = tail.substr(std::string_view("encoding: ").size());
    }
    lines.push_back(std::move(t));
  }
  return lines;
}

// tahiti's lines, with a later processor's differences applied.
std::vector<TestLine> readLines(const std::string& mcpu = "tahiti") {
  std::vector<TestLine> lines = readFileLines("llvm_mc_tests.txt", nullptr);
  if (mcpu == "tahiti") return lines;
  std::set<std::string> removed;
  std::map<std::string, TestLine> changed;
  for (TestLine& t : readFileLines("llvm_mc_tests_" + mcpu + ".txt", &removed))
    changed.emplace(t.source, std::move(t));
  std::vector<TestLine> out;
  for (TestLine& t : lines) {
    if (removed.contains(t.source)) continue;
    auto it = changed.find(t.source);
    if (it == changed.end()) {
      out.push_back(std::move(t));
    } else {
      out.push_back(std::move(it->second));
      changed.erase(it);
    }
  }
  for (auto& [source, t] : changed) out.push_back(std::move(t));  // tahiti left these out
  return out;
}

// The lines gpuasm treats differently on purpose, each with its reason;
// docs/gcn.md lists the same lines. Each must still differ: a line that
// comes to agree leaves the list.
const std::map<std::string, std::string>& knownDifferences() {
  static const std::string kSmrdGlc =
      "SI's SMRD has no glc bit; llvm-mc-14 takes glc and writes nothing";
  static const std::string kInexactDouble =
      "a 64-bit float literal is the double's high half; llvm-mc-14 drops the low 32 bits of an "
      "inexact double, gpuasm refuses the silent rounding";
  static const std::string kVop3bClamp =
      "VOP3b keeps sdst where VOP3a has clamp; llvm-mc-14 takes clamp and writes nothing";
  static const std::string kNegatedModifier =
      "llvm-mc-14's no-prefixed modifiers (the default, written out) are not taken";
  static const std::string kHalfConstantInVop3 =
      "an inline constant in a 16-bit operand of VOP3 is a valid SI word; llvm-mc-14 refuses to "
      "write it, gpuasm writes it (so that the word it disassembles reads back)";
  static const std::map<std::string, std::string> lines = {
      {"s_load_dword s5, s[2:3], s0 glc", kSmrdGlc},
      {"s_load_dwordx2 s[10:11], s[2:3], s0 glc", kSmrdGlc},
      {"s_load_dwordx4 s[20:23], s[2:3], s0 glc", kSmrdGlc},
      {"s_load_dwordx8 s[20:27], s[2:3], s0 glc", kSmrdGlc},
      {"s_load_dwordx16 s[20:35], s[2:3], s0 glc", kSmrdGlc},
      {"s_buffer_load_dword s5, s[4:7], s0 glc", kSmrdGlc},
      {"s_buffer_load_dwordx2 s[10:11], s[4:7], s0 glc", kSmrdGlc},
      {"s_buffer_load_dwordx4 s[20:23], s[4:7], s0 glc", kSmrdGlc},
      {"s_buffer_load_dwordx8 s[20:27], s[4:7], s0 glc", kSmrdGlc},
      {"s_buffer_load_dwordx16 s[20:35], s[4:7], s0 glc", kSmrdGlc},
      {"s_load_dword s5, s[2:3], s2 glc", kSmrdGlc},
      {"s_load_dwordx2 s[10:11], s[2:3], s2 glc", kSmrdGlc},
      {"s_load_dwordx4 s[20:23], s[2:3], s2 glc", kSmrdGlc},
      {"s_load_dwordx8 s[20:27], s[2:3], s2 glc", kSmrdGlc},
      {"s_load_dwordx16 s[20:35], s[2:3], s2 glc", kSmrdGlc},
      {"s_buffer_load_dword s5, s[4:7], s2 glc", kSmrdGlc},
      {"s_buffer_load_dwordx2 s[10:11], s[4:7], s2 glc", kSmrdGlc},
      {"s_buffer_load_dwordx4 s[20:23], s[4:7], s2 glc", kSmrdGlc},
      {"s_buffer_load_dwordx8 s[20:27], s[4:7], s2 glc", kSmrdGlc},
      {"s_buffer_load_dwordx16 s[20:35], s[4:7], s2 glc", kSmrdGlc},
      {"image_atomic_add v10, v6, s[8:15] dmask:0x1 nor128", kNegatedModifier},
      {"v_cvt_f32_f16_e64 v5, 0", kHalfConstantInVop3},
      {"v_cvt_f32_f16_e64 v5, -1", kHalfConstantInVop3},
      {"v_cvt_f32_f16_e64 v5, 0.5", kHalfConstantInVop3},
      {"v_cvt_f32_f16_e64 v5, -4.0", kHalfConstantInVop3},
      {"v_fract_f64 v[0:1], -3.1415", kInexactDouble},
      {"v_fract_f64 v[0:1], 100000000000000000000000.0", kInexactDouble},
      {"v_fract_f64 v[0:1], 3.402823e+38", kInexactDouble},
      {"v_fract_f64 v[0:1], 2.3509886e-38", kInexactDouble},
      {"v_fract_f64 v[0:1], 2.3509886e-70", kInexactDouble},
      {"v_fract_f64 v[0:1], 0.159154943091895317852646485335", kInexactDouble},
      {"s_load_dword s1, s[2:3], 0xfc glc", kSmrdGlc},
      {"s_load_dword s1, s[2:3], s4 glc", kSmrdGlc},
      {"s_buffer_load_dwordx4 s[8:11], s[92:95], m0 glc", kSmrdGlc},
      {"v_div_scale_f64 v[24:25], s[10:11], -v[22:23], v[20:21], v[20:21] clamp", kVop3bClamp},
      {"v_div_scale_f64 v[24:25], s[10:11], v[22:23], -v[20:21], v[20:21] clamp mul:2",
       kVop3bClamp},
      {"v_div_scale_f32 v24, vcc, v22, -v22, v20 clamp", kVop3bClamp},
      {"v_div_scale_f32 v24, vcc, v22, v22, -v20 clamp div:2", kVop3bClamp},
  };
  return lines;
}

// GFX8's (tonga's) differences, by kind rather than line: what gpuasm treats
// otherwise on purpose, each with its reason (docs/gcn.md, "GFX8").
std::string gfx8Difference(const std::string& source) {
  const std::string mnemonic = source.substr(0, source.find(' '));
  auto has = [&](std::string_view part) { return source.find(part) != std::string::npos; };
  if (mnemonic == "v_fract_f64" && has("v[0:1], ") && !has("0.159154943091895317852646485335"))
    return "a 64-bit float literal is the double's high half; llvm-mc-14 drops the low 32 bits";
  if (has(" nor128") || has(" noclamp"))
    return "llvm-mc-14's no-prefixed modifiers (the default, written out) are not taken";
  if (mnemonic.starts_with("buffer_load_dwordx") && has(" lds"))
    return "LDS loads are dword or smaller; llvm-mc-14 takes lds on wider loads";
  return {};
}

std::string hex(std::span<const uint8_t> bytes) {
  std::string out;
  for (uint8_t b : bytes) out += fmt::format("{:02x}", b);
  return out;
}

// What gpuasm does that llvm-mc-14 does not, or "" when they agree.
std::string difference(const Target& gcn, const TestLine& line, const AssembleSettings& settings) {
  AssembleOutcome o = assembleText(gcn, "llvm_test.s", line.source + "\n", settings);
  std::string got;
  if (o.image) {
    for (const Section& section : o.image->sections) got += hex(section.bytes);
  }
  if (line.refused && o.image) return fmt::format("llvm-mc-14 refuses it, gpuasm gives {}", got);
  if (!line.refused && !o.image)
    return fmt::format("llvm-mc-14 gives {}, gpuasm refuses it: {}", line.bytes, o.diagnosticsText);
  if (!line.refused && got != line.bytes)
    return fmt::format("llvm-mc-14 gives {}, gpuasm {}", line.bytes, got);
  return {};
}

class GcnLlvmMcTestsOf : public ::testing::TestWithParam<std::string> {};

TEST_P(GcnLlvmMcTestsOf, EveryLineGivesLlvmMcBytesOrIsRefusedButTheNamedDifferences) {
  const std::string mcpu = GetParam();
  const auto lines = readLines(mcpu);
  AssembleSettings settings;
  settings.targetOptions["mcpu"] = mcpu;
  ASSERT_GT(lines.size(), 50000u) << "tests/data/gcn/llvm_mc_tests.txt missing or short";
  const Target* gcn = findTarget("gcn");
  ASSERT_NE(gcn, nullptr);
  size_t mismatches = 0, shown = 0, encoded = 0;
  std::set<std::string> stillDiffer;
  std::map<std::string, size_t> byFile;
  const bool gfx8 = mcpu == "tonga";
  size_t gfx8Known = 0;
  for (const TestLine& line : lines) {
    if (!line.refused) ++encoded;
    if (gfx8 && !gfx8Difference(line.source).empty()) {
      ++gfx8Known;
      continue;
    }
    const std::string problem = difference(*gcn, line, settings);
    if (!gfx8 && knownDifferences().contains(line.source)) {
      if (!problem.empty()) stillDiffer.insert(line.source);
      continue;
    }
    if (problem.empty()) continue;
    ++mismatches;
    ++byFile[line.file];
    if (shown++ < 60) ADD_FAILURE() << line.file << ": " << line.source << ": " << problem;
  }
  std::string summary;
  for (const auto& [file, n] : byFile) summary += fmt::format(" {}:{}", file, n);
  EXPECT_EQ(mismatches, 0u) << "of " << lines.size() << " lines (" << encoded
                            << " encoded by llvm-mc-14); by file:" << summary;
  for (const auto& [source, reason] : knownDifferences())
    EXPECT_TRUE(gfx8 || stillDiffer.contains(source))
        << "'" << source << "' is listed as a difference (" << reason
        << ") but is no longer one, or is not in the data";
  // GFX8's differences by kind stay few (174 lines when they were counted)
  EXPECT_LE(gfx8Known, 180u);
}

INSTANTIATE_TEST_SUITE_P(Generations, GcnLlvmMcTestsOf,
                         ::testing::Values("tahiti", "bonaire", "tonga"));

// The two ways of saying the list are the same list: every line the test
// names is in docs/gcn.md, and every line the doc names is in the test.
TEST(GcnLlvmMcTests, DocsListTheSameDifferencesAsTheTest) {
  std::ifstream in(gpuasm::testing::sourceDirectory() + "/docs/gcn.md");
  std::stringstream text;
  text << in.rdbuf();
  const std::string doc = text.str();
  const std::string heading = "### Lines of LLVM's tests gpuasm treats differently";
  const size_t start = doc.find(heading);
  ASSERT_NE(start, std::string::npos) << "docs/gcn.md has no section '" << heading << "'";
  const size_t end = doc.find("\n#", start + heading.size());
  const std::string section = doc.substr(start, end - start);
  std::set<std::string> named;
  std::istringstream rows(section);
  std::string row;
  // A row of the doc's table: | `line` | reason |
  while (std::getline(rows, row)) {
    if (!row.starts_with("| `")) continue;
    const size_t close = row.find("` |", 3);
    if (close != std::string::npos) named.insert(row.substr(3, close - 3));
  }
  std::set<std::string> listed;
  for (const auto& [source, reason] : knownDifferences()) listed.insert(source);
  EXPECT_EQ(named, listed);
}

std::string readFile(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// The committed data is what the script and llvm-mc-14 give today: run live
// where llvm-mc-14, python3 and LLVM's tests (GPUASM_LLVM_MC_TESTS, the
// llvm/test/MC/AMDGPU folder of LLVM 14.0.6) are at hand.
TEST(GcnLlvmMcTests, RegeneratesIdenticallyWhereLlvmMcAndTheTestsAreAtHand) {
  const char* tests = std::getenv("GPUASM_LLVM_MC_TESTS");
  if (!tests || !std::filesystem::is_directory(tests))
    GTEST_SKIP() << "GPUASM_LLVM_MC_TESTS does not name LLVM's test/MC/AMDGPU folder";
  if (std::system("command -v llvm-mc-14 >/dev/null 2>&1 && command -v python3 >/dev/null 2>&1"))
    GTEST_SKIP() << "llvm-mc-14 or python3 not installed";
  const std::string root = gpuasm::testing::sourceDirectory();
  for (const char* name : {"tahiti", "bonaire", "tonga"}) {
    const std::string mcpu = name;
    auto out = std::filesystem::temp_directory_path() /
               ("gcn_llvm_mc_tests_" + mcpu + "_" +
                std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + ".txt");
    const std::string file =
        mcpu == "tahiti" ? "llvm_mc_tests.txt" : "llvm_mc_tests_" + mcpu + ".txt";
    std::string command = "python3 " + root + "/scripts/oracle/gcn_llvm_mc_tests.py --tests " +
                          tests + (mcpu == "tahiti" ? "" : " --mcpu " + mcpu) + " --output " +
                          out.string() + " >/dev/null";
    ASSERT_EQ(std::system(command.c_str()), 0) << command;
    std::string fresh = readFile(out);
    std::filesystem::remove(out);
    EXPECT_TRUE(fresh == readFile(root + "/tests/data/gcn/" + file))
        << "tests/data/gcn/" << file << " is stale: run scripts/oracle/gcn_llvm_mc_tests.py";
  }
}

}  // namespace
}  // namespace gpuasm::testing
