// The GCN corpus (tests/data/gcn/corpus): clang-14's output for public OpenCL kernels (ethminer's
// Ethash, BitCrack's secp256k1 and hashes, xmr-stak's CryptoNight, clpeak, the AMD APP SDK
// samples, John the Ripper's and hashcat's hash kernels, Rodinia's benchmarks, CLBlast's BLAS
// kernels, sgminer's coin hashes) for tahiti, gfx701, gfx803 and gfx900 (a few gfx906), regenerated
// by scripts/gcn-corpus/build.sh. Each file is assembled as clang wrote it, for its processor (-m
// mcpu=NAME; tahiti is the default), and the whole object (header, sections, bytes, relocations,
// symbols) is compared with llvm-mc-14's, which scripts/gcn-corpus/expected.py read from llvm-mc's
// own object. The claims: per processor at least kFloors[mcpu] files give llvm-mc's bytes exactly,
// every amdgcn-- file (no HSA blocks) does, and every file gpuasm does not take is refused with a
// diagnostic that names the place, never a crash or an object with other bytes. And the tahiti code
// objects ld.lld-14 linked from the "-co" files run on the simulator as the ROCm runtime launches
// them, giving what a host computation of the same algorithm gives.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "gpuasm/gcn/host.hpp"
#include "gpuasm/target.hpp"
#include "support/build_paths.hpp"
#include "support/elf_summary.hpp"
#include "targets/gcn/binary/elf.hpp"

namespace gpuasm::testing {
namespace {

namespace fs = std::filesystem;

const fs::path kCorpus = fs::path(gpuasm::testing::sourceDirectory()) / "tests/data/gcn/corpus";

// Files whose whole object is llvm-mc-14's (header, sections, every byte, the RELA entries, the
// symbols), at least, per processor: what was measured (scripts/gcn-corpus/report.sh
// build/debug: every tahiti and gfx701 file since the HSA directives; every gfx803 and gfx900
// file since GFX8, GFX9 and octal string escapes; still every file with hashcat's and rodinia's
// added, session 8; the debug group's -g output, with bonaire, and the cdna group, session 10;
// bullet3, SHOC, mixbench and the option variants over gfx702-gfx90c, code object v2 and v3
// and XNACK settings, session 11).
// Raise a floor when a generation lands; never lower one.
const std::map<std::string, size_t> kFloors = {
    {"tahiti", 37}, {"bonaire", 3}, {"gfx700", 1},   {"gfx701", 58}, {"gfx702", 7},
    {"gfx704", 2},  {"gfx705", 1},  {"gfx801", 6},   {"gfx802", 2},  {"gfx803", 102},
    {"gfx805", 6},  {"gfx810", 5},  {"gfx900", 105}, {"gfx902", 8},  {"gfx904", 5},
    {"gfx906", 23}, {"gfx908", 10}, {"gfx909", 7},   {"gfx90a", 9},  {"gfx90c", 6}};

std::string readText(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

struct CorpusFile {
  fs::path source;
  std::string name;  // relative to the corpus, e.g. app-sdk/Reduction.gfx900.s
  std::string mcpu;
  bool hsa = true;  // amdgcn-amd-amdhsa; false: amdgcn-- (the name ends in -amdgcn)
};

std::vector<CorpusFile> corpusFiles() {
  std::vector<CorpusFile> files;
  if (!fs::is_directory(kCorpus)) return files;
  for (const auto& entry : fs::recursive_directory_iterator(kCorpus)) {
    if (!entry.is_regular_file() || entry.path().extension() != ".s") continue;
    const std::string stem = entry.path().stem().string();  // NAME.MCPU
    const size_t dot = stem.rfind('.');
    if (dot == std::string::npos) continue;
    CorpusFile f{entry.path(), fs::relative(entry.path(), kCorpus).string(), stem.substr(dot + 1),
                 !stem.substr(0, dot).ends_with("-amdgcn")};
    files.push_back(std::move(f));
  }
  std::sort(files.begin(), files.end(),
            [](const CorpusFile& a, const CorpusFile& b) { return a.name < b.name; });
  return files;
}

// The sections of an .expected summary: "data NAME HEX" lines.
std::map<std::string, std::string> expectedSections(const fs::path& expected) {
  std::map<std::string, std::string> sections;
  std::istringstream in(readText(expected));
  for (std::string line; std::getline(in, line);) {
    if (!line.starts_with("data ")) continue;
    const size_t space = line.find(' ', 5);
    sections[line.substr(5, space - 5)] = line.substr(space + 1);
  }
  return sections;
}

std::string hex(std::span<const uint8_t> bytes) {
  std::string out;
  for (uint8_t b : bytes) out += fmt::format("{:02x}", b);
  return out;
}

std::optional<std::vector<uint8_t>> writeElf(const Target& gcn, const Image& image,
                                             std::string& error) {
  for (const OutputFormatSpec& f : gcn.outputFormats) {
    if (f.name != "elf") continue;
    std::vector<std::string> warnings;
    return f.write(image, {}, warnings, error);
  }
  error = "no elf format";
  return std::nullopt;
}

// An .expected file's lines (the summary format of tests/support/elf_summary.hpp).
std::vector<std::string> expectedSummary(const fs::path& expected) {
  std::vector<std::string> lines;
  std::istringstream in(readText(expected));
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return canonicalSummary(std::move(lines));
}

struct Verdict {
  bool exact = false;
  std::string why;  // the first refusal or difference
};

Verdict assembleAndCompare(const Target& gcn, const CorpusFile& file) {
  AssembleSettings settings;
  if (file.mcpu != "tahiti") settings.targetOptions["mcpu"] = file.mcpu;
  AssembleOutcome o = assembleText(gcn, file.name, readText(file.source), settings);
  if (!o.image || o.errors) {
    const std::string& d = o.diagnosticsText;
    const size_t error = d.find("error: ");
    if (error == std::string::npos) return {false, "refused without an error message"};
    // The refusal names the place (file:line:col) or is an option error of the program.
    const size_t lineStart =
        d.rfind('\n', error) == std::string::npos ? 0 : d.rfind('\n', error) + 1;
    const std::string first = d.substr(lineStart, d.find('\n', error) - lineStart);
    if (!first.starts_with(file.name + ":") && !first.starts_with("gpuasm: error: "))
      return {false, "refused without naming the place: " + first};
    return {false, first};
  }
  std::string error;
  auto bytes = writeElf(gcn, *o.image, error);
  if (!bytes) return {false, "no object: " + error};
  auto elf = gcn::binary::readElf(*bytes, error);
  if (!elf) return {false, "object unreadable: " + error};
  // The whole object: header, sections, bytes, relocations, symbols.
  const auto got = canonicalSummary(summarizeElf(*bytes, Rela::Entries));
  const auto whole = expectedSummary(fs::path(file.source).replace_extension(".expected"));
  if (got == whole) return {true, ""};
  const auto want = expectedSections(fs::path(file.source).replace_extension(".expected"));
  for (const char* name : {".text", ".rodata"}) {
    const auto w = want.find(name);
    if (w == want.end()) continue;
    std::string got;
    for (const gcn::binary::ElfSection& s : elf->sections)
      if (s.name == name) got = hex(s.contents);
    if (got != w->second) {
      const auto at = std::mismatch(got.begin(), got.end(), w->second.begin(), w->second.end());
      return {false,
              fmt::format("{} differs first at byte {} ({} bytes, llvm-mc-14 {})", name,
                          (at.first - got.begin()) / 2, got.size() / 2, w->second.size() / 2)};
    }
  }
  const auto at = std::mismatch(got.begin(), got.end(), whole.begin(), whole.end());
  return {false, fmt::format("the object differs from llvm-mc-14's at summary line {}: gpuasm "
                             "'{}', llvm-mc-14 '{}'",
                             at.second - whole.begin() + 1,
                             at.first == got.end() ? "(end)" : at.first->substr(0, 160),
                             at.second == whole.end() ? "(end)" : at.second->substr(0, 160))};
}

TEST(GcnCorpus, HoldsFilesForEveryProcessorWithLlvmMcExpectations) {
  const auto files = corpusFiles();
  std::map<std::string, size_t> perCpu;
  for (const CorpusFile& f : files) {
    ++perCpu[f.mcpu];
    EXPECT_TRUE(fs::exists(fs::path(f.source).replace_extension(".expected"))) << f.name;
  }
  EXPECT_GE(files.size(), 100u);
  for (const auto& [mcpu, floor] : kFloors)
    EXPECT_GE(perCpu[mcpu], std::min<size_t>(floor, 15)) << mcpu;
  // The code objects ld.lld-14 linked: one for every -co file.
  size_t codeObjects = 0;
  for (const auto& entry : fs::recursive_directory_iterator(kCorpus))
    codeObjects += entry.path().extension() == ".co";
  EXPECT_GE(codeObjects, 62u);
}

TEST(GcnCorpus, AtLeastTheMeasuredFilesPerProcessorGiveLlvmMcsBytes) {
  const Target* gcn = findTarget("gcn");
  ASSERT_NE(gcn, nullptr);
  const auto files = corpusFiles();
  ASSERT_FALSE(files.empty()) << "no assembly under " << kCorpus;
  std::map<std::string, std::pair<size_t, size_t>> perCpu;  // exact, files
  std::map<std::string, std::string> misses;
  for (const CorpusFile& f : files) {
    const Verdict v = assembleAndCompare(*gcn, f);
    auto& [exact, total] = perCpu[f.mcpu];
    ++total;
    exact += v.exact;
    if (!v.exact) misses[f.mcpu] += "  " + f.name + ": " + v.why.substr(0, 240) + "\n";
    // No file gives other bytes than llvm-mc's: it is exact or refused with a message.
    EXPECT_EQ(v.why.find(" differs first at byte "), std::string::npos) << f.name << ": " << v.why;
    EXPECT_EQ(v.why.find("the object differs"), std::string::npos) << f.name << ": " << v.why;
    EXPECT_EQ(v.why.find("without"), std::string::npos) << f.name << ": " << v.why;
    if (!f.hsa) {
      EXPECT_TRUE(v.exact) << f.name << " (amdgcn--): " << v.why;
    }
  }
  for (const auto& [mcpu, floor] : kFloors) {
    const auto [exact, total] = perCpu[mcpu];
    std::printf("GCN corpus %s: %zu of %zu files exact\n", mcpu.c_str(), exact, total);
    EXPECT_GE(exact, floor) << mcpu << ": files not exact, each with its first refusal:\n"
                            << misses[mcpu];
  }
}

// The text without its HSA blocks (.amdhsa_kernel ... .end_amdhsa_kernel, .amdgpu_metadata ...
// .end_amdgpu_metadata, .amdhsa_code_object_version): the instructions and the other directives.
std::string withoutHsaBlocks(const std::string& text) {
  std::string out, until;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    const size_t first = line.find_first_not_of(" \t");
    const std::string_view t =
        first == std::string::npos ? std::string_view{} : std::string_view(line).substr(first);
    if (!until.empty()) {
      if (t.starts_with(until)) until.clear();
      continue;
    }
    if (t.starts_with(".amdhsa_kernel")) {
      until = ".end_amdhsa_kernel";
    } else if (t.starts_with(".amdgpu_metadata")) {
      until = ".end_amdgpu_metadata";
    } else if (!t.starts_with(".amdhsa_code_object_version")) {
      out += line + "\n";
    }
  }
  return out;
}

// The HSA files' instructions are llvm-mc-14's: assembled without its HSA blocks (what the HSA
// object writer will add), a file's .text is llvm-mc's byte for byte but at the literals that
// llvm-mc relocates with SHT_RELA ("rela .text OFFSET ..." in the expectation: llvm-mc leaves
// zeros there and puts the addend in the entry; gpuasm's SHT_REL puts it in the code). Every
// file gpuasm assembles must be so; files of a processor gpuasm does not offer (-m mcpu refused)
// are counted apart. At least kInstructionFloors[mcpu] files a processor are (measured: every
// tahiti HSA file and every gfx701 one, with the GFX7 table; every gfx803 and gfx900 one since).
const std::map<std::string, size_t> kInstructionFloors = {
    {"tahiti", 33}, {"bonaire", 3}, {"gfx700", 1},   {"gfx701", 58}, {"gfx702", 7},
    {"gfx704", 2},  {"gfx705", 1},  {"gfx801", 5},   {"gfx802", 2},  {"gfx803", 102},
    {"gfx805", 6},  {"gfx810", 4},  {"gfx900", 104}, {"gfx902", 8},  {"gfx904", 5},
    {"gfx906", 22}, {"gfx908", 9},  {"gfx909", 6},   {"gfx90a", 8},  {"gfx90c", 5}};

TEST(GcnCorpus, HsaFilesGiveLlvmMcsInstructionsWithoutTheirHsaBlocks) {
  const Target* gcn = findTarget("gcn");
  ASSERT_NE(gcn, nullptr);
  std::map<std::string, std::array<size_t, 3>> perCpu;  // same instructions, refused, not offered
  for (const CorpusFile& f : corpusFiles()) {
    if (!f.hsa) continue;
    AssembleSettings settings;
    if (f.mcpu != "tahiti") settings.targetOptions["mcpu"] = f.mcpu;
    AssembleOutcome o = assembleText(*gcn, f.name, withoutHsaBlocks(readText(f.source)), settings);
    if (o.badOption) {
      ++perCpu[f.mcpu][2];
      continue;
    }
    if (!o.image || o.errors) {
      ++perCpu[f.mcpu][1];
      EXPECT_NE(o.diagnosticsText.find(f.name + ":"), std::string::npos)
          << f.name << ": refused without naming the place:\n"
          << o.diagnosticsText.substr(0, 500);
      continue;
    }
    std::string error;
    auto bytes = writeElf(*gcn, *o.image, error);
    ASSERT_TRUE(bytes) << error;
    auto elf = gcn::binary::readElf(*bytes, error);
    ASSERT_TRUE(elf) << error;
    std::string got;
    for (const gcn::binary::ElfSection& s : elf->sections)
      if (s.name == ".text") got = hex(s.contents);
    const fs::path expected = fs::path(f.source).replace_extension(".expected");
    const std::string want = expectedSections(expected)[".text"];
    if (got.size() != want.size()) {
      ADD_FAILURE() << f.name << ": .text of " << got.size() / 2 << " bytes, llvm-mc-14's "
                    << want.size() / 2;
      continue;
    }
    std::vector<bool> relocated(want.size() / 2, false);
    std::istringstream lines(readText(expected));
    for (std::string line; std::getline(lines, line);) {
      if (!line.starts_with("rela .text ")) continue;
      const size_t at = std::stoul(line.substr(11), nullptr, 16);
      for (size_t i = at; i < at + 4 && i < relocated.size(); ++i) relocated[i] = true;
    }
    bool same = true;
    for (size_t i = 0; i < relocated.size() && same; ++i) {
      if (relocated[i] || got.compare(2 * i, 2, want, 2 * i, 2) == 0) continue;
      ADD_FAILURE() << f.name << ": .text differs first at byte " << i << " (gpuasm "
                    << got.substr(2 * i, 8) << ", llvm-mc-14 " << want.substr(2 * i, 8) << ")";
      same = false;
    }
    perCpu[f.mcpu][0] += same;
  }
  for (const auto& [mcpu, floor] : kInstructionFloors) {
    const auto [same, refused, notOffered] = perCpu[mcpu];
    std::printf(
        "GCN corpus %s, HSA files without their HSA blocks: %zu with llvm-mc's instructions, %zu "
        "refused, %zu for a processor not offered\n",
        mcpu.c_str(), same, refused, notOffered);
    EXPECT_GE(same, floor) << mcpu;
  }
}

// ---- The code objects, listed ----------------------------------------------------------------

// The `.amdhsa_kernel NAME` blocks of a text: kernel name -> its directive lines, trimmed.
std::map<std::string, std::vector<std::string>> descriptorBlocks(const std::string& text) {
  std::map<std::string, std::vector<std::string>> blocks;
  std::istringstream in(text);
  std::vector<std::string>* block = nullptr;
  for (std::string line; std::getline(in, line);) {
    const size_t first = line.find_first_not_of(" \t");
    if (first == std::string::npos) continue;
    line = line.substr(first);
    if (line.starts_with(".amdhsa_kernel ")) {
      block = &blocks[line.substr(15)];
    } else if (line.starts_with(".end_amdhsa_kernel")) {
      block = nullptr;
    } else if (block) {
      block->push_back(line);
    }
  }
  return blocks;
}

// The relocatable objects of the groups that vary how the target is named and what clang adds
// (variants: code object v2, v3, XNACK on and off; debug: DWARF sections and frames; targets:
// no OS, -O0 calls, v2 and -g for gfx700-gfx908, v3 with XNACK off) list back: `gpuasm dis` of each
// file's object (llvm-mc-14's, as the test above checks) assembles into the same object, header to
// symbols.
TEST(GcnCorpus, ObjectsOfTheTargetVariantsListBackIntoTheSameObject) {
  const Target* gcn = findTarget("gcn");
  ASSERT_NE(gcn, nullptr);
  size_t files = 0;
  for (const CorpusFile& f : corpusFiles()) {
    if (!f.name.starts_with("variants/") && !f.name.starts_with("debug/") &&
        !f.name.starts_with("targets/"))
      continue;
    ++files;
    SCOPED_TRACE(f.name);
    AssembleSettings settings;
    if (f.mcpu != "tahiti") settings.targetOptions["mcpu"] = f.mcpu;
    const AssembleOutcome o = assembleText(*gcn, f.name, readText(f.source), settings);
    ASSERT_TRUE(o.image && o.errors == 0) << o.diagnosticsText.substr(0, 2000);
    std::string error;
    const auto bytes = writeElf(*gcn, *o.image, error);
    ASSERT_TRUE(bytes) << error;
    DisassemblyOptions options;
    options.targetOptions = settings.targetOptions;
    const std::string listing = gcn->disassemble(*bytes, options, error);
    ASSERT_EQ(error, "");
    const AssembleOutcome again = assembleText(*gcn, "listing.s", listing, settings);
    ASSERT_TRUE(again.image && again.errors == 0) << again.diagnosticsText.substr(0, 2000);
    const auto rebuilt = writeElf(*gcn, *again.image, error);
    ASSERT_TRUE(rebuilt) << error;
    EXPECT_EQ(canonicalSummary(summarizeElf(*rebuilt, Rela::Entries)),
              canonicalSummary(summarizeElf(*bytes, Rela::Entries)));
  }
  EXPECT_GE(files, 80u);
}

// `gpuasm dis` lists every code object ld.lld-14 linked with each kernel clang's text declares
// and its descriptor as clang wrote it: every `.amdhsa_*` line of clang's block is in the
// listing's, but the ones the descriptor does not keep as written (the register counts, which
// it keeps granulated; the reserve_* flags and user_sgpr_count, which it does not keep).
TEST(GcnCorpus, EveryCodeObjectListsClangsKernelsAndDescriptorFields) {
  const Target* gcn = findTarget("gcn");
  ASSERT_NE(gcn, nullptr);
  size_t objects = 0, kernels = 0;
  for (const auto& entry : fs::recursive_directory_iterator(kCorpus)) {
    if (entry.path().extension() != ".co") continue;
    ++objects;
    const std::string name = fs::relative(entry.path(), kCorpus).string();
    std::ifstream in(entry.path(), std::ios::binary);
    const std::vector<uint8_t> bytes{std::istreambuf_iterator<char>(in),
                                     std::istreambuf_iterator<char>()};
    std::string error;
    const std::string listing = gcn->disassemble(bytes, {}, error);
    ASSERT_TRUE(error.empty()) << name << ": " << error;
    const auto listed = descriptorBlocks(listing);
    const auto clang = descriptorBlocks(readText(fs::path(entry.path()).replace_extension(".s")));
    ASSERT_FALSE(clang.empty()) << name;
    for (const auto& [kernel, lines] : clang) {
      ++kernels;
      const auto block = listed.find(kernel);
      ASSERT_NE(block, listed.end()) << name << ": kernel " << kernel << " not listed";
      for (const std::string& line : lines) {
        if (line.starts_with(".amdhsa_next_free_") || line.starts_with(".amdhsa_reserve_") ||
            line.starts_with(".amdhsa_user_sgpr_count"))
          continue;
        EXPECT_NE(std::find(block->second.begin(), block->second.end(), line), block->second.end())
            << name << ": kernel " << kernel << ": " << line;
      }
    }
  }
  EXPECT_GE(objects, 45u);
  EXPECT_GE(kernels, 115u);
}

// An instruction line as both listings are compared: the comment after `//` and the spaces
// around it dropped, runs of blanks one space.
std::string normalised(std::string_view line) {
  if (const size_t comment = line.find("//"); comment != std::string_view::npos)
    line = line.substr(0, comment);
  std::string out;
  for (const char c : line) {
    const bool blank = c == ' ' || c == '\t';
    if (blank && (out.empty() || out.back() == ' ')) continue;
    out += blank ? ' ' : c;
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

// kernel -> its instruction lines, from `<kernel>:` to the next directive block, in a listing
// (`gpuasm dis`: the label, the instructions, `.rodata`) or in expected.py's .objdump file.
std::map<std::string, std::vector<std::string>> kernelLines(const std::string& text) {
  std::map<std::string, std::vector<std::string>> kernels;
  std::vector<std::string>* current = nullptr;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    const std::string t = normalised(line);
    if (t.empty()) continue;
    if (line[0] != ' ' && line[0] != '\t' && t.back() == ':' && t.find(' ') == std::string::npos) {
      current = &kernels[t.substr(0, t.size() - 1)];
    } else if (t[0] == '.' && !t.starts_with(".long")) {
      current = nullptr;  // .rodata, .text, ...: the kernel's code has ended
    } else if (current) {
      current->push_back(t);
    }
  }
  return kernels;
}

// llvm-objdump-14 as the second oracle of the GFX8 and GFX9 code objects: `gpuasm dis` lists each
// kernel's instructions with llvm-objdump-14 -d's text (expected.py's .objdump beside the code
// object: SOPK immediates in hex, branch offsets as 16 unsigned bits, ld.lld's s_nop 0 fill up to
// the next function), line for line; but where the listing writes a `.long` with its reason: a
// word llvm-objdump's text would not assemble back to (a literal llvm-mc writes as an inline
// constant), DESIGN.md principle 1 before the second oracle.
TEST(GcnCorpus, Gfx8And9CodeObjectsListAsLlvmObjdumpListsThem) {
  const Target* gcn = findTarget("gcn");
  ASSERT_NE(gcn, nullptr);
  size_t objects = 0, kernels = 0, lines = 0, longs = 0, named = 0;
  for (const auto& entry : fs::recursive_directory_iterator(kCorpus)) {
    if (entry.path().extension() != ".objdump") continue;
    ++objects;
    const std::string name = fs::relative(entry.path(), kCorpus).string();
    const fs::path co = fs::path(entry.path()).replace_extension(".co");
    std::ifstream in(co, std::ios::binary);
    const std::vector<uint8_t> bytes{std::istreambuf_iterator<char>(in),
                                     std::istreambuf_iterator<char>()};
    std::string error;
    const auto listed = kernelLines(gcn->disassemble(bytes, {}, error));
    ASSERT_TRUE(error.empty()) << name << ": " << error;
    const auto objdump = kernelLines(readText(entry.path()));
    ASSERT_FALSE(objdump.empty()) << name;
    for (const auto& [kernel, want] : objdump) {
      ++kernels;
      const auto got = listed.find(kernel);
      ASSERT_NE(got, listed.end()) << name << ": kernel " << kernel << " not listed";
      const std::vector<std::string>& ours = got->second;
      EXPECT_EQ(ours.size(), want.size()) << name << ": " << kernel;
      for (size_t i = 0; i < std::min(ours.size(), want.size()); ++i) {
        ++lines;
        if (ours[i].starts_with(".long")) {
          ++longs;
          continue;
        }
        // A PC-relative literal the listing names (`table@rel32@lo+4`, where llvm-objdump
        // prints the offset ld.lld wrote): the instruction and its other operands the same.
        if (ours[i].find("@rel32@") != std::string::npos) {
          ++named;
          const std::string head = ours[i].substr(0, ours[i].rfind(", "));
          EXPECT_EQ(head, want[i].substr(0, want[i].rfind(", ")))
              << name << ": " << kernel << ", instruction " << i;
          continue;
        }
        EXPECT_EQ(ours[i], want[i]) << name << ": " << kernel << ", instruction " << i;
        if (ours[i] != want[i]) break;
      }
    }
  }
  std::printf(
      "GCN corpus: %zu GFX8/GFX9 code objects, %zu kernels, %zu instructions listed as "
      "llvm-objdump-14 lists them (%zu .long words with their reason, %zu with a PC-relative "
      "literal named)\n",
      objects, kernels, lines - longs - named, longs, named);
  EXPECT_GE(objects, 35u);
  EXPECT_GE(kernels, 88u);
}

// ---- The tahiti and gfx803 code objects, run
// ---------------------------------------------------------------

std::vector<uint8_t> readBytes(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// A seeded sequence of words (the same on every run), as input data.
std::vector<uint32_t> words(size_t count, uint32_t seed) {
  std::vector<uint32_t> out(count);
  uint32_t x = seed;
  for (uint32_t& w : out) {
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    w = x;
  }
  return out;
}

std::span<const uint8_t> asBytes(const std::vector<uint32_t>& w) {
  return {reinterpret_cast<const uint8_t*>(w.data()), w.size() * 4};
}

std::vector<uint32_t> readWords(gcn::Device& device, gcn::Buffer buffer, size_t count) {
  std::span<uint8_t> bytes = device.map(buffer);
  std::vector<uint32_t> out(count);
  std::memcpy(out.data(), bytes.data(), count * 4);
  return out;
}

struct Launched {
  gcn::Device device;
  std::optional<gcn::Program> program;
  std::string error;
};

std::optional<gcn::Kernel> kernelOf(Launched& run, const std::string& file, const char* name) {
  run.program = gcn::Program::fromBinary(readBytes(kCorpus / file), run.error);
  if (!run.program) return std::nullopt;
  return gcn::Kernel::create(*run.program, name, run.error);
}

void launch(gcn::Device& device, const gcn::Kernel& kernel, uint64_t global, uint32_t local) {
  gcn::LaunchSettings settings;
  settings.global = {global, 1, 1};
  settings.local = {local, 1, 1};
  settings.maxHostSeconds = 60;
  gcn::LaunchReport report;
  try {
    report = device.enqueueNDRange(kernel, settings);
  } catch (const gcn::LaunchError& e) {
    FAIL() << "launch refused: " << e.message;
  }
  ASSERT_FALSE(report.fault) << report.fault->describe();
}

// The APP SDK's `reduce`: each group of 64 sums 128 uint4 (two a work-item) through LDS.
void checkAppSdkReductionSumsEachGroupsVectors(const std::string& mcpu) {
  Launched run;
  auto kernel = kernelOf(run, "app-sdk/Reduction-co." + mcpu + ".co", "reduce");
  ASSERT_TRUE(kernel) << run.error;
  const size_t groups = 4, local = 64;
  const std::vector<uint32_t> input = words(groups * local * 2 * 4, 0x5eed1);
  gcn::Buffer in = run.device.createBuffer(input.size() * 4, asBytes(input));
  gcn::Buffer out = run.device.createBuffer(groups * 16);
  ASSERT_TRUE(kernel->setArgument("input", gcn::ArgumentValue::ofBuffer(in), run.error));
  ASSERT_TRUE(kernel->setArgument("output", gcn::ArgumentValue::ofBuffer(out), run.error));
  ASSERT_TRUE(kernel->setArgument("sdata", gcn::ArgumentValue::local(local * 16), run.error));
  ASSERT_NO_FATAL_FAILURE(launch(run.device, *kernel, groups * local, local));
  std::vector<uint32_t> expected(groups * 4, 0);
  for (size_t g = 0; g < groups; ++g)
    for (size_t item = 2 * g * local; item < 2 * (g + 1) * local; ++item)
      for (size_t lane = 0; lane < 4; ++lane) expected[g * 4 + lane] += input[item * 4 + lane];
  EXPECT_EQ(readWords(run.device, out, expected.size()), expected);
}
TEST(GcnCorpusRun, AppSdkReductionSumsEachGroupsVectors) {
  checkAppSdkReductionSumsEachGroupsVectors("tahiti");
}
// clang-14's gfx803 build of the same source, decoded by GFX8.
TEST(GcnCorpusRunGfx8, AppSdkReductionSumsEachGroupsVectors) {
  checkAppSdkReductionSumsEachGroupsVectors("gfx803");
}

// `histogramKernel_Scalar`: per group, a 256-bin histogram of the bytes its work-items read
// (item t reads words t, t + global, ...), counted with LDS atomics in four banks.
void checkAppSdkHistogramCountsEachGroupsBytes(const std::string& mcpu) {
  Launched run;
  auto kernel =
      kernelOf(run, "app-sdk/HistogramAtomics-co." + mcpu + ".co", "histogramKernel_Scalar");
  ASSERT_TRUE(kernel) << run.error;
  const size_t groups = 2, local = 64, perItem = 3, global = groups * local;
  const std::vector<uint32_t> image = words(global * perItem, 0xb17e5);
  gcn::Buffer in = run.device.createBuffer(image.size() * 4, asBytes(image));
  gcn::Buffer out = run.device.createBuffer(groups * 256 * 4);
  ASSERT_TRUE(kernel->setArgument("Image", gcn::ArgumentValue::ofBuffer(in), run.error));
  ASSERT_TRUE(kernel->setArgument("Histogram", gcn::ArgumentValue::ofBuffer(out), run.error));
  ASSERT_TRUE(
      kernel->setArgument("nVectorsPerThread", gcn::ArgumentValue::number(perItem), run.error));
  ASSERT_NO_FATAL_FAILURE(launch(run.device, *kernel, global, local));
  std::vector<uint32_t> expected(groups * 256, 0);
  for (size_t item = 0; item < global; ++item)
    for (size_t i = 0; i < perItem; ++i)
      for (unsigned shift = 0; shift < 32; shift += 8)
        ++expected[item / local * 256 + ((image[item + i * global] >> shift) & 255)];
  EXPECT_EQ(readWords(run.device, out, expected.size()), expected);
}
TEST(GcnCorpusRun, AppSdkHistogramCountsEachGroupsBytes) {
  checkAppSdkHistogramCountsEachGroupsBytes("tahiti");
}
// clang-14's gfx803 build of the same source, decoded by GFX8.
TEST(GcnCorpusRunGfx8, AppSdkHistogramCountsEachGroupsBytes) {
  checkAppSdkHistogramCountsEachGroupsBytes("gfx803");
}

// `bitonicSort`: the host's loop over stages and passes, one launch each (36 for 256 keys),
// sorts the array ascending.
void checkAppSdkBitonicSortSortsAscendingOverItsLaunches(const std::string& mcpu) {
  Launched run;
  auto kernel = kernelOf(run, "app-sdk/BitonicSort-co." + mcpu + ".co", "bitonicSort");
  ASSERT_TRUE(kernel) << run.error;
  const std::vector<uint32_t> keys = words(256, 0x50a7);
  gcn::Buffer array = run.device.createBuffer(keys.size() * 4, asBytes(keys));
  ASSERT_TRUE(kernel->setArgument("theArray", gcn::ArgumentValue::ofBuffer(array), run.error));
  ASSERT_TRUE(kernel->setArgument("direction", gcn::ArgumentValue::number(1), run.error));
  for (uint32_t stage = 0; stage < 8; ++stage) {
    for (uint32_t pass = 0; pass <= stage; ++pass) {
      ASSERT_TRUE(kernel->setArgument("stage", gcn::ArgumentValue::number(stage), run.error));
      ASSERT_TRUE(kernel->setArgument("passOfStage", gcn::ArgumentValue::number(pass), run.error));
      ASSERT_NO_FATAL_FAILURE(launch(run.device, *kernel, keys.size() / 2, 64));
    }
  }
  std::vector<uint32_t> expected = keys;
  std::sort(expected.begin(), expected.end());
  EXPECT_EQ(readWords(run.device, array, expected.size()), expected);
}
TEST(GcnCorpusRun, AppSdkBitonicSortSortsAscendingOverItsLaunches) {
  checkAppSdkBitonicSortSortsAscendingOverItsLaunches("tahiti");
}
// clang-14's gfx803 build of the same source, decoded by GFX8.
TEST(GcnCorpusRunGfx8, AppSdkBitonicSortSortsAscendingOverItsLaunches) {
  checkAppSdkBitonicSortSortsAscendingOverItsLaunches("gfx803");
}

std::vector<uint32_t> floatWords(const std::vector<float>& values) {
  std::vector<uint32_t> out(values.size());
  std::memcpy(out.data(), values.data(), values.size() * 4);
  return out;
}

// CLBlast's single-precision `Xaxpy` (y = alpha*x + y over n elements at strides and offsets):
// integers in floats, so the sums are exact whether clang fused them or not. `arg_alpha` is a
// `real_arg` (a typedef: the metadata says only its 4 bytes), given as the float's bytes.
void checkClblastAxpyScalesAndAdds(const std::string& mcpu) {
  Launched run;
  auto kernel = kernelOf(run, "clblast/xaxpy-co." + mcpu + ".co", "Xaxpy");
  ASSERT_TRUE(kernel) << run.error;
  const int n = 200;
  std::vector<float> x(2 * n), y(n + 3);
  for (size_t i = 0; i < x.size(); ++i) x[i] = static_cast<float>(static_cast<int>(i % 37) - 18);
  for (size_t i = 0; i < y.size(); ++i) y[i] = static_cast<float>(i % 11);
  gcn::Buffer xs = run.device.createBuffer(x.size() * 4, asBytes(floatWords(x)));
  gcn::Buffer ys = run.device.createBuffer(y.size() * 4, asBytes(floatWords(y)));
  const float alpha = 3.0f;
  uint8_t alphaBytes[4];
  std::memcpy(alphaBytes, &alpha, 4);
  auto set = [&](const char* name, gcn::ArgumentValue value) {
    ASSERT_TRUE(kernel->setArgument(name, value, run.error)) << name << ": " << run.error;
  };
  set("n", gcn::ArgumentValue::number(n));
  set("arg_alpha", gcn::ArgumentValue::of(alphaBytes));
  set("xgm", gcn::ArgumentValue::ofBuffer(xs));
  set("x_offset", gcn::ArgumentValue::number(1));
  set("x_inc", gcn::ArgumentValue::number(2));
  set("ygm", gcn::ArgumentValue::ofBuffer(ys));
  set("y_offset", gcn::ArgumentValue::number(3));
  set("y_inc", gcn::ArgumentValue::number(1));
  ASSERT_NO_FATAL_FAILURE(launch(run.device, *kernel, 256, 64));  // WGS 64: reqd_work_group_size
  std::vector<float> expected = y;
  for (int i = 0; i < n; ++i) expected[3 + i] = alpha * x[1 + 2 * i] + y[3 + i];
  EXPECT_EQ(readWords(run.device, ys, y.size()), floatWords(expected));
}
TEST(GcnCorpusRunGfx8, ClblastAxpyScalesAndAdds) {
  checkClblastAxpyScalesAndAdds("gfx803");
}
TEST(GcnCorpusRunGfx9, ClblastAxpyScalesAndAdds) {
  checkClblastAxpyScalesAndAdds("gfx900");
}

// CLBlast's `Xdot` then `XdotEpilogue`, launched as its routine does (2*WGS2 = 128 groups of
// WGS1 = 64, then one group of 64): partial sums through LDS with barriers, then their sum.
void checkClblastDotSumsProductsInTwoKernels(const std::string& mcpu) {
  Launched run;
  auto main = kernelOf(run, "clblast/xdot-co." + mcpu + ".co", "Xdot");
  ASSERT_TRUE(main) << run.error;
  auto epilogue = gcn::Kernel::create(*run.program, "XdotEpilogue", run.error);
  ASSERT_TRUE(epilogue) << run.error;
  const int n = 1000;
  std::vector<float> x(n), y(2 * n);
  for (size_t i = 0; i < x.size(); ++i) x[i] = static_cast<float>(i % 7);
  for (size_t i = 0; i < y.size(); ++i) y[i] = static_cast<float>(static_cast<int>(i % 9) - 4);
  gcn::Buffer xs = run.device.createBuffer(x.size() * 4, asBytes(floatWords(x)));
  gcn::Buffer ys = run.device.createBuffer(y.size() * 4, asBytes(floatWords(y)));
  gcn::Buffer partial = run.device.createBuffer(128 * 4);
  gcn::Buffer dot = run.device.createBuffer(2 * 4);
  auto set = [&](gcn::Kernel& k, const char* name, gcn::ArgumentValue value) {
    ASSERT_TRUE(k.setArgument(name, value, run.error)) << name << ": " << run.error;
  };
  set(*main, "n", gcn::ArgumentValue::number(n));
  set(*main, "xgm", gcn::ArgumentValue::ofBuffer(xs));
  set(*main, "x_offset", gcn::ArgumentValue::number(0));
  set(*main, "x_inc", gcn::ArgumentValue::number(1));
  set(*main, "ygm", gcn::ArgumentValue::ofBuffer(ys));
  set(*main, "y_offset", gcn::ArgumentValue::number(1));
  set(*main, "y_inc", gcn::ArgumentValue::number(2));
  set(*main, "output", gcn::ArgumentValue::ofBuffer(partial));
  set(*main, "do_conjugate", gcn::ArgumentValue::number(0));
  ASSERT_NO_FATAL_FAILURE(launch(run.device, *main, 128 * 64, 64));
  set(*epilogue, "input", gcn::ArgumentValue::ofBuffer(partial));
  set(*epilogue, "dot", gcn::ArgumentValue::ofBuffer(dot));
  set(*epilogue, "dot_offset", gcn::ArgumentValue::number(1));
  ASSERT_NO_FATAL_FAILURE(launch(run.device, *epilogue, 64, 64));
  int64_t sum = 0;  // exact: every product and partial sum is an integer below 2^24
  for (int i = 0; i < n; ++i)
    sum += static_cast<int64_t>(x[i]) * static_cast<int64_t>(y[1 + 2 * i]);
  EXPECT_EQ(readWords(run.device, dot, 2), floatWords({0.0f, static_cast<float>(sum)}));
}
TEST(GcnCorpusRunGfx8, ClblastDotSumsProductsInTwoKernels) {
  checkClblastDotSumsProductsInTwoKernels("gfx803");
}
TEST(GcnCorpusRunGfx9, ClblastDotSumsProductsInTwoKernels) {
  checkClblastDotSumsProductsInTwoKernels("gfx900");
}

}  // namespace
}  // namespace gpuasm::testing
