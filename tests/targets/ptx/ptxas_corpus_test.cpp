// The ptx target against ptxas 13, the oracle of validity, without ptxas:
// tests/data/ptx/ptxas/*.snippets holds valid and invalid snippets with the
// verdict ptxas gave each (scripts/ptxas-verdicts.py regenerates them), and
// frames.ptx the kernel or module each one goes into. We assemble every framed
// snippet and count how often we agree: the same verdict and, where both
// refuse, a message of the fault the record names (the rule table below).
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "ptxas_oracle.hpp"
#include "support/assemble.hpp"
#include "support/build_paths.hpp"

namespace gpuasm::testing {
namespace {

namespace fs = std::filesystem;

const fs::path kData = gpuasm::testing::sourceDirectory() + "/tests/data/ptx/ptxas";

// The goal of issue 27: at least 98 % of the records agree. The test holds
// the figure measured (1499 of 1500, 99.9 %, s10; docs/ptx.md, "Agreement with
// ptxas", says why the 1 that remains stays), to a tenth below, as a floor, so that a
// change that loses agreement fails, and prints the goal beside it. Raise the
// floor as the list shrinks.
constexpr double kAgreementGoal = 0.98;
constexpr double kAgreementFloor = 0.998;

std::string slurp(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::vector<std::string> splitLines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::string lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

void replaceAll(std::string& text, std::string_view from, std::string_view to) {
  for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
}

// frames.ptx: "//## frame NAME" starts a frame; lines before the first are
// comments. Read exactly as scripts/ptxas-verdicts.py reads them.
std::map<std::string, std::string> readFrames() {
  std::map<std::string, std::string> frames;
  std::string name, body;
  auto finish = [&] {
    if (name.empty()) return;
    while (!body.empty() && body.back() == '\n') body.pop_back();
    frames[name] = body + "\n";
  };
  for (const std::string& line : splitLines(slurp(kData / "frames.ptx"))) {
    if (line.rfind("//## frame ", 0) == 0) {
      finish();
      name = line.substr(11);
      body.clear();
    } else if (!name.empty()) {
      body += line + "\n";
    }
  }
  finish();
  return frames;
}

struct Record {
  std::string file;  // e.g. "integer.snippets"
  int line = 0;      // of its "@" header
  std::string target, frame, ptx = "8.0", fault;
  std::string snippet;
  bool hasVerdict = false, accepted = false;
  std::string ptxasError;  // "line N: ..." as ptxas said it, when refused
};

// A .snippets file: "@ TARGET FRAME [ptx=X.Y] [fault=CLASS]", the snippet's
// lines (blank and '#' lines are not part of it), then "= accepted" or
// "= refused | FIRST ERROR".
std::vector<Record> readRecords(const fs::path& path) {
  std::vector<Record> records;
  bool open = false;
  int number = 0;
  for (const std::string& line : splitLines(slurp(path))) {
    ++number;
    if (line.rfind("@ ", 0) == 0) {
      Record record;
      record.file = path.filename().string();
      record.line = number;
      std::istringstream fields(line.substr(2));
      fields >> record.target >> record.frame;
      for (std::string option; fields >> option;) {
        if (option.rfind("ptx=", 0) == 0) record.ptx = option.substr(4);
        if (option.rfind("fault=", 0) == 0) record.fault = option.substr(6);
      }
      records.push_back(record);
      open = true;
    } else if (open && line.rfind("=", 0) == 0) {
      Record& record = records.back();
      record.hasVerdict = true;
      record.accepted = line == "= accepted";
      if (size_t bar = line.find(" | "); bar != std::string::npos)
        record.ptxasError = line.substr(bar + 3);
      open = false;
    } else if (open && !line.empty() && line[0] != '#') {
      Record& record = records.back();
      record.snippet += (record.snippet.empty() ? "" : "\n") + line;
    }
  }
  return records;
}

std::vector<Record> readAllRecords() {
  std::vector<fs::path> files;
  for (const fs::directory_entry& entry : fs::directory_iterator(kData))
    if (entry.path().extension() == ".snippets") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  std::vector<Record> all;
  for (const fs::path& file : files) {
    std::vector<Record> records = readRecords(file);
    all.insert(all.end(), records.begin(), records.end());
  }
  return all;
}

std::string framed(const std::map<std::string, std::string>& frames, const Record& record) {
  auto frame = frames.find(record.frame);
  if (frame == frames.end()) return {};
  std::string text = frame->second;
  replaceAll(text, "{ptx}", record.ptx);
  replaceAll(text, "{target}", record.target);
  replaceAll(text, "{snippet}", record.snippet);
  return text;
}

// ---- The rule table: what our message says for each class of fault ---------

// Where both refuse, our first error (its message and its [code]) must hold
// one of the words of the record's fault class.
struct FaultClass {
  std::string_view name;
  std::vector<std::string_view> words;
};

const std::vector<FaultClass>& faultClasses() {
  static const std::vector<FaultClass> classes = {
      {"address", {"address", "offset"}},
      {"alignment", {"align"}},
      {"count", {"operand"}},
      {"directive", {"directive"}},
      {"duplicate", {"already", "duplicate"}},
      {"expected", {"expected"}},
      {"initializer", {"initializ"}},
      {"kind", {"operand", "register", "number", "label", "symbol", "address"}},
      {"label", {"label"}},
      {"missing", {"needs", "missing", "required", "without"}},
      {"modifier", {"invalid", "modifier", "needs"}},
      {"number", {"number"}},
      {"prototype", {"prototype", "differently", "inconsistent"}},
      {"range", {"range"}},
      {"regtype", {"declared", "register", "type", "bits"}},
      {"space", {"space", "parameter"}},
      {"special", {"special register"}},
      {"symbol", {"declared", "defined", "unknown"}},
      {"syntax", {"expected", "syntax"}},
      {"target", {"sm_"}},
      {"type", {"invalid", "type"}},
      {"undeclared", {"not declared", "undeclared", "not a declared"}},
      {"unknown", {"unknown"}},
      {"vector", {"vector", "brace"}},
      {"version", {"version"}},
  };
  return classes;
}

const FaultClass* findFaultClass(std::string_view name) {
  for (const FaultClass& fault : faultClasses())
    if (fault.name == name) return &fault;
  return nullptr;
}

// The special registers of the PTX ISA (section 10), which are never "not
// declared" whatever else may be wrong with their use.
bool namesSpecialRegister(std::string_view name) {
  static constexpr std::array<std::string_view, 33> kSpecial = {"%tid",
                                                                "%ntid",
                                                                "%laneid",
                                                                "%warpid",
                                                                "%nwarpid",
                                                                "%ctaid",
                                                                "%nctaid",
                                                                "%smid",
                                                                "%nsmid",
                                                                "%gridid",
                                                                "%is_explicit_cluster",
                                                                "%clusterid",
                                                                "%nclusterid",
                                                                "%cluster_ctaid",
                                                                "%cluster_nctaid",
                                                                "%cluster_ctarank",
                                                                "%cluster_nctarank",
                                                                "%lanemask_eq",
                                                                "%lanemask_le",
                                                                "%lanemask_lt",
                                                                "%lanemask_ge",
                                                                "%lanemask_gt",
                                                                "%clock",
                                                                "%clock_hi",
                                                                "%clock64",
                                                                "%globaltimer",
                                                                "%globaltimer_lo",
                                                                "%globaltimer_hi",
                                                                "%total_smem_size",
                                                                "%aggr_smem_size",
                                                                "%dynamic_smem_size",
                                                                "%current_graph_exec",
                                                                "%reserved_smem_offset"};
  for (std::string_view special : kSpecial)
    if (name == special || (name.rfind(special, 0) == 0 && special == "%reserved_smem_offset"))
      return true;
  auto numbered = [&](std::string_view prefix, int last, std::string_view suffix) {
    if (name.rfind(prefix, 0) != 0 || name.size() < prefix.size() + suffix.size() + 1) return false;
    std::string_view rest = name.substr(prefix.size(), name.size() - prefix.size() - suffix.size());
    if (name.substr(name.size() - suffix.size()) != suffix || rest.empty() || rest.size() > 2)
      return false;
    int value = 0;
    for (char c : rest) {
      if (!std::isdigit(static_cast<unsigned char>(c))) return false;
      value = value * 10 + (c - '0');
    }
    return value <= last;
  };
  return numbered("%envreg", 31, "") || numbered("%pm", 7, "") || numbered("%pm", 7, "_64");
}

// What is wrong with our message, or "" when it names the fault as it should.
// `ptxasRefuses` is ptxas's verdict; `fault` the record's class ("" if none).
std::string messageFault(std::string_view ourError, bool ptxasRefuses, std::string_view fault) {
  std::string message = lower(ourError);
  // A register named as undeclared that is one of the special registers.
  for (size_t at = message.find("'%"); at != std::string::npos; at = message.find("'%", at + 1)) {
    size_t end = message.find('\'', at + 1);
    if (end == std::string::npos) break;
    std::string name = message.substr(at + 1, end - at - 1);
    if (size_t dot = name.find('.'); dot != std::string::npos) name.resize(dot);
    if (namesSpecialRegister(name) && message.find("not declared", end) != std::string::npos)
      return fmt::format("calls the special register '{}' undeclared", name);
  }
  if (!ptxasRefuses) return "";
  if (message.find("not supported yet") != std::string::npos)
    return "says 'not supported yet' of what ptxas refuses as wrong";
  if (fault.empty()) return "";
  const FaultClass* faultClass = findFaultClass(fault);
  if (!faultClass) return fmt::format("the record's fault class '{}' is not in the table", fault);
  for (std::string_view word : faultClass->words)
    if (message.find(word) != std::string::npos) return "";
  return fmt::format("does not name a fault of class '{}' (none of its words)", fault);
}

// Our first error line (file:line:col: error: message [code]), or "".
std::string firstError(const std::string& diagnostics) {
  for (const std::string& line : splitLines(diagnostics))
    if (line.find(": error: ") != std::string::npos) return line;
  return "";
}

std::string oneLine(std::string text, size_t width) {
  replaceAll(text, "\n", " / ");
  replaceAll(text, "\t", "");
  if (text.size() > width) text = text.substr(0, width - 3) + "...";
  return text;
}

// ---- The data --------------------------------------------------------------

TEST(PtxasVerdicts, TheRecordsAreWellFormedAndCoverBothVerdicts) {
  std::map<std::string, std::string> frames = readFrames();
  EXPECT_TRUE(frames.count("kernel") && frames.count("module") && frames.count("bare"));
  std::vector<Record> records = readAllRecords();
  ASSERT_GE(records.size(), 600u);
  size_t accepted = 0, refused = 0;
  for (const Record& record : records) {
    std::string where = fmt::format("{}:{}", record.file, record.line);
    EXPECT_TRUE(record.hasVerdict) << where << ": no '=' verdict line";
    EXPECT_FALSE(record.snippet.empty()) << where;
    EXPECT_TRUE(frames.count(record.frame)) << where << ": no frame '" << record.frame << "'";
    EXPECT_EQ(record.target.rfind("sm_", 0), 0u) << where << ": target " << record.target;
    if (record.accepted) {
      ++accepted;
    } else {
      ++refused;
      EXPECT_FALSE(record.ptxasError.empty()) << where << ": a refusal without ptxas's error";
      EXPECT_TRUE(findFaultClass(record.fault)) << where << ": ptxas refuses it, and fault class '"
                                                << record.fault << "' is not in the rule table";
    }
  }
  EXPECT_GE(accepted, 300u);
  EXPECT_GE(refused, 300u);
}

// The rule table catches the wrong messages issue 27 names.
TEST(PtxasVerdicts, TheRuleTableRefusesMessagesThatNameTheWrongFault) {
  EXPECT_NE(
      messageFault("t.ptx:1:1: error: '%smid' is not declared [undeclared-register]", false, ""),
      "");
  EXPECT_NE(messageFault("error: '%envreg31' is not declared", true, "regtype"), "");
  EXPECT_EQ(messageFault("error: '%envreg32' is not declared", true, "undeclared"), "");
  EXPECT_NE(messageFault("error: '%pm7_64' is not declared", false, ""), "");
  EXPECT_NE(messageFault("error: 'add.sat' is not supported yet [unsupported-modifier]", true,
                         "modifier"),
            "");
  EXPECT_EQ(messageFault("error: invalid modifier '.sat' for 'add.u32'", true, "modifier"), "");
  EXPECT_NE(messageFault("error: expected ';'", true, "modifier"), "");
  EXPECT_EQ(messageFault("error: 'add.cc' takes .u32, not .f32 [bad-type]", true, "type"), "");
  EXPECT_NE(messageFault("error: unknown fault", true, "no-such-class"), "");
}

// ---- The agreement ---------------------------------------------------------

TEST(PtxasVerdicts, OursAgreeWithPtxasNoLessThanMeasured) {
  std::map<std::string, std::string> frames = readFrames();
  std::vector<Record> records = readAllRecords();
  ASSERT_FALSE(records.empty());

  struct Tally {
    size_t total = 0, agree = 0;
  };
  std::map<std::string, Tally> byFile;
  std::map<std::string, size_t> byCause;  // our code (or "accepted"), for the disagreements
  std::vector<std::string> disagreements;
  size_t verdictsAgree = 0, agree = 0;
  for (const Record& record : records) {
    std::string text = framed(frames, record);
    Assembled ours = assembleFor("ptx", text, {}, "test.ptx");
    bool weAccept = ours.image.has_value();
    std::string error = firstError(ours.diagnostics);
    std::string problem;
    if (weAccept != record.accepted) {
      problem = weAccept ? "we accept" : "we refuse";
    } else {
      ++verdictsAgree;
      problem = messageFault(error, !record.accepted, record.fault);
    }
    Tally& tally = byFile[record.file];
    ++tally.total;
    if (problem.empty()) {
      ++agree;
      ++tally.agree;
      continue;
    }
    std::string cause = "accepted";
    if (size_t open = error.rfind('['); open != std::string::npos) cause = error.substr(open);
    ++byCause[cause];
    std::string message = error.substr(std::min(error.size(), error.find(": error: ") + 9));
    disagreements.push_back(fmt::format(
        "  {}:{} [{} {}{}] {}\n      {}; ptxas: {}; ours: {}", record.file, record.line,
        record.target, record.frame, record.fault.empty() ? "" : " fault=" + record.fault,
        oneLine(record.snippet, 90), problem, record.accepted ? "accepted" : record.ptxasError,
        weAccept ? "accepted" : oneLine(message, 140)));
  }

  double agreement = static_cast<double>(agree) / static_cast<double>(records.size());
  std::cout << fmt::format(
      "ptxas agreement: {} of {} snippets ({:.1f} %); same verdict: {} ({:.1f} %); goal {:.0f} %\n",
      agree, records.size(), 100.0 * agreement, verdictsAgree,
      100.0 * static_cast<double>(verdictsAgree) / static_cast<double>(records.size()),
      100.0 * kAgreementGoal);
  for (const auto& [file, tally] : byFile)
    std::cout << fmt::format("  {:20} {:4} of {:4}\n", file, tally.agree, tally.total);
  if (!disagreements.empty()) {
    std::cout << "disagreements by our first error's code:\n";
    for (const auto& [cause, count] : byCause)
      std::cout << fmt::format("  {:5} {}\n", count, cause);
    std::cout << "disagreements:\n";
    for (const std::string& line : disagreements) std::cout << line << "\n";
  }
  EXPECT_GE(agreement, kAgreementFloor)
      << disagreements.size() << " snippets disagree with ptxas (listed above); the floor is "
      << 100.0 * kAgreementFloor << " %, the goal " << 100.0 * kAgreementGoal << " %";
}

// ---- With ptxas present: the recorded verdicts are still what it says -------

// Every sixteenth record goes through ptxas again (all of them: scripts/
// ptxas-verdicts.py --check), so that an edited frame or snippet left with a
// stale verdict shows.
TEST(PtxasVerdicts, RecordedVerdictsAreWhatPtxasSaysToday) {
  std::optional<fs::path> ptxas = findPtxas();
  if (!ptxas) GTEST_SKIP() << "ptxas not found (PATH, /usr/local/cuda/bin): the oracle is absent";
  std::map<std::string, std::string> frames = readFrames();
  std::vector<Record> records = readAllRecords();
  for (size_t i = 0; i < records.size(); i += 16) {
    const Record& record = records[i];
    // The target itself from sm_75 on, its `a` or `f` suffix kept (as scripts/ptxas-verdicts.py
    // runs it), ptxas 13's oldest below.
    int number = std::atoi(record.target.c_str() + 3);
    std::string arch = number >= 75 ? record.target : "sm_75";
    PtxasVerdict verdict = runPtxas(*ptxas, framed(frames, record), arch);
    EXPECT_EQ(verdict.accepted, record.accepted)
        << record.file << ":" << record.line << ": ptxas now says " << verdict.output;
  }
}

}  // namespace
}  // namespace gpuasm::testing
