// clang-14's -g output for GCN: `.file N ... md5`, `.loc`, `.cfi_*` (core/debug_directives.hpp)
// and the .debug_* sections it writes as data. The objects are compared with llvm-mc-14's
// whole (header, every section's bytes, the RELA entries, the symbols): the hand-written cases
// of tests/data/gcn/debug (scripts/oracle/gcn_debug_directives.py: every row and frame case of
// the .debug_line, .debug_frame and .eh_frame llvm-mc builds) and the corpus's debug group
// (tests/data/gcn/corpus/debug, scripts/gcn-corpus/build.sh: three APP SDK samples at -O2 and
// -O0, DWARF 5 and 4, for tahiti, bonaire, gfx803, gfx900 and gfx906); expectations read from
// llvm-mc-14's own objects. The directives' errors name the line and the problem.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "gpuasm/target.hpp"
#include "support/build_paths.hpp"
#include "support/elf_summary.hpp"

namespace gpuasm::testing {
namespace {

namespace fs = std::filesystem;

const fs::path kCases = fs::path(gpuasm::testing::sourceDirectory()) / "tests/data/gcn/debug";
const fs::path kCorpus =
    fs::path(gpuasm::testing::sourceDirectory()) / "tests/data/gcn/corpus/debug";

std::string readText(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::vector<std::string> splitLines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) lines.push_back(line);
  return lines;
}

AssembleOutcome assemble(const std::string& text, const std::string& mcpu,
                         const std::string& name = "k.s") {
  AssembleSettings settings;
  if (mcpu != "tahiti") settings.targetOptions["mcpu"] = mcpu;
  return assembleText(*findTarget("gcn"), name, text, settings);
}

std::optional<std::vector<uint8_t>> write(const Image& image, std::string_view format,
                                          std::string& error) {
  std::vector<std::string> warnings;
  for (const OutputFormatSpec& f : findTarget("gcn")->outputFormats)
    if (f.name == format) return f.write(image, {}, warnings, error);
  error = "no such format";
  return std::nullopt;
}

// The object of `text` in `format` as summary lines (tests/support/elf_summary.hpp).
std::vector<std::string> summary(const std::string& text, const std::string& mcpu,
                                 std::string_view format = "elf") {
  AssembleOutcome o = assemble(text, mcpu);
  EXPECT_TRUE(o.image && o.errors == 0) << o.diagnosticsText;
  if (!o.image) return {};
  std::string error;
  auto bytes = write(*o.image, format, error);
  EXPECT_TRUE(bytes) << error;
  if (!bytes) return {};
  return canonicalSummary(summarizeElf(*bytes, Rela::Entries));
}

// The processor a case's first line gave llvm-mc-14.
std::string mcpuOf(const std::string& text) {
  const size_t at = text.find("-mcpu=");
  return text.substr(at + 6, text.find(' ', at) - at - 6);
}

TEST(GcnDebugSections, EveryCaseGivesTheObjectLlvmMcWrites) {
  size_t files = 0;
  for (const auto& entry : fs::directory_iterator(kCases)) {
    if (entry.path().extension() != ".expected") continue;
    ++files;
    fs::path source = entry.path();
    source.replace_extension(".s");
    SCOPED_TRACE(source.filename().string());
    const std::string text = readText(source);
    EXPECT_EQ(summary(text, mcpuOf(text)), canonicalSummary(splitLines(readText(entry.path()))));
  }
  EXPECT_EQ(files, 8u);
}

// Every file of the corpus's debug group, as clang-14 wrote it, is llvm-mc-14's object byte for
// byte, as `--format elf` and, for amdgcn-amd-amdhsa, `--format hsaco` (the same object).
TEST(GcnDebugSections, EveryCorpusDebugFileGivesLlvmMcsObject) {
  size_t files = 0;
  for (const auto& entry : fs::directory_iterator(kCorpus)) {
    if (entry.path().extension() != ".s") continue;
    ++files;
    SCOPED_TRACE(entry.path().filename().string());
    const std::string stem = entry.path().stem().string();  // NAME.MCPU
    const std::string mcpu = stem.substr(stem.rfind('.') + 1);
    const std::string text = readText(entry.path());
    fs::path expected = entry.path();
    expected.replace_extension(".expected");
    const std::vector<std::string> want = canonicalSummary(splitLines(readText(expected)));
    EXPECT_EQ(summary(text, mcpu), want);
    if (!stem.substr(0, stem.rfind('.')).ends_with("-amdgcn")) {
      EXPECT_EQ(summary(text, mcpu, "hsaco"), want);
    }
  }
  EXPECT_GE(files, 20u);
}

// `gpuasm dis` of an object with debug sections lists its code, and the listing (the debug
// sections as data with their relocated fields by name) assembles back to the same object.
TEST(GcnDebugSections, DisListsAnObjectWithDebugSectionsAndItsListingIsTheObjectAgain) {
  const std::string text = readText(kCorpus / "Reduction-g.gfx900.s");
  AssembleOutcome o = assemble(text, "gfx900");
  ASSERT_TRUE(o.image) << o.diagnosticsText;
  std::string error;
  auto bytes = write(*o.image, "elf", error);
  ASSERT_TRUE(bytes) << error;
  DisassemblyOptions options;
  options.targetOptions["mcpu"] = "gfx900";
  const std::string listing = findTarget("gcn")->disassemble(*bytes, options, error);
  ASSERT_EQ(error, "");
  EXPECT_NE(listing.find("s_endpgm"), std::string::npos) << listing;
  EXPECT_NE(listing.find("\t.section\t.debug_line,"), std::string::npos) << listing;
  AssembleOutcome again = assemble(listing, "gfx900", "listing.s");
  ASSERT_TRUE(again.image) << again.diagnosticsText.substr(0, 2000);
  auto rebuilt = write(*again.image, "elf", error);
  ASSERT_TRUE(rebuilt) << error;
  EXPECT_EQ(canonicalSummary(summarizeElf(*rebuilt, Rela::Entries)),
            canonicalSummary(summarizeElf(*bytes, Rela::Entries)));
}

// ---- errors: each names the line and the problem, and fails the assembly --------------------

std::string errorsOf(const std::string& text) {
  AssembleOutcome o = assemble(text, "gfx900");
  EXPECT_FALSE(o.image && o.errors == 0) << text;
  return o.diagnosticsText;
}

TEST(GcnDebugDirectiveErrors, LocOfAFileNoFileDirectiveGave) {
  EXPECT_NE(errorsOf(".file 1 \"a.cl\"\n.loc 2 1 0\ns_endpgm\n")
                .find("k.s:2:6: error: '.loc' names file 2, which no '.file 2' gave before it "
                      "[unknown-file]"),
            std::string::npos);
  EXPECT_NE(errorsOf(".loc 0 1\n")
                .find("k.s:1:6: error: '.loc' names file 0, which only DWARF "
                      "5's '.file 0 \"directory\" \"name\"' gives"),
            std::string::npos);
}

TEST(GcnDebugDirectiveErrors, FileNumbersHaveNoGapsAndComeOnce) {
  EXPECT_NE(errorsOf(".file 1 \"a.cl\"\n.file 3 \"c.cl\"\n")
                .find("k.s:2:7: error: the line table's files are numbered from 1 without gaps: "
                      "'.file 2' is missing [unknown-file]"),
            std::string::npos);
  EXPECT_NE(errorsOf(".file 1 \"a.cl\"\n.file 1 \"b.cl\"\n")
                .find("k.s:2:7: error: file number 1 is given twice [duplicate-file]"),
            std::string::npos);
  EXPECT_NE(errorsOf(".file \"a.cl\"\n").find("k.s:1:1: error: '.file \"name\"' without a number"),
            std::string::npos);
}

TEST(GcnDebugDirectiveErrors, Md5IsAHexadecimalNumberOf128Bits) {
  EXPECT_NE(errorsOf(".file 0 \"/w\" \"a.cl\" md5 0x00112233445566778899aabbccddeeff00\n")
                .find("k.s:1:25: error: 'md5' takes a number of at most 128 bits (32 "
                      "hexadecimal digits after 0x), not '0x00112233445566778899aabbccddeeff00' "
                      "[invalid-md5]"),
            std::string::npos);
  EXPECT_NE(errorsOf(".file 0 \"/w\" \"a.cl\" md5 0x0011223344556677889xaabbccddeeff\n")
                .find("[invalid-md5]"),
            std::string::npos);
  EXPECT_NE(errorsOf(".file 0 \"/w\" \"a.cl\" md5\n").find("not 'the end of the line'"),
            std::string::npos);
}

TEST(GcnDebugDirectiveErrors, LocOptionsAreLlvmMcs) {
  const std::string file = ".file 0 \"/w\" \"a.cl\"\n";
  EXPECT_NE(errorsOf(file + ".loc 0 1 0 is_stmt 2\n")
                .find("k.s:2:12: error: 'is_stmt' is 0 or 1, not 2 [value-out-of-range]"),
            std::string::npos);
  EXPECT_NE(errorsOf(file + ".loc 0 1 0 hot\n")
                .find("k.s:2:12: error: unknown '.loc' option 'hot' (basic_block, prologue_end, "
                      "epilogue_begin, is_stmt N, isa N, discriminator N) [unexpected-token]"),
            std::string::npos);
}

TEST(GcnDebugDirectiveErrors, FramesOpenAndCloseOnceInOneSection) {
  const std::string sections = ".cfi_sections .debug_frame\n";
  EXPECT_NE(errorsOf(sections + ".cfi_endproc\n")
                .find("k.s:2:1: error: '.cfi_endproc' outside a frame: it comes between "
                      "'.cfi_startproc' and '.cfi_endproc' [cfi-outside-frame]"),
            std::string::npos);
  EXPECT_NE(errorsOf(sections + ".cfi_startproc\n.cfi_startproc\n.cfi_endproc\n")
                .find("k.s:3:1: error: '.cfi_startproc' inside the frame opened at line 2: close "
                      "it with '.cfi_endproc' first [nested-frame]"),
            std::string::npos);
  EXPECT_NE(errorsOf(sections + "s_nop 0\n.cfi_startproc\ns_endpgm\n")
                .find("k.s:3:1: error: '.cfi_startproc' without a matching '.cfi_endproc' "
                      "[unterminated-frame]"),
            std::string::npos);
  const std::string elsewhere = errorsOf(sections + ".cfi_startproc\n.data\n.cfi_endproc\n");
  EXPECT_EQ(elsewhere.find("[unterminated-frame]"), std::string::npos) << elsewhere;
  EXPECT_NE(
      elsewhere.find("k.s:4:1: error: '.cfi_endproc' in section '.data', its '.cfi_startproc' "
                     "(line 2) in '.text': a frame is in one section [cfi-section]"),
      std::string::npos);
  EXPECT_NE(errorsOf(".cfi_sections .eh_frame, .debug_info\n")
                .find("k.s:1:26: error: '.cfi_sections' takes .eh_frame, .debug_frame or both "
                      "[expected-token]"),
            std::string::npos);
}

// Register operands are DWARF numbers or register names (the registers case of
// tests/data/gcn/debug); a name that is no register, or one in capitals, llvm-mc-14 refuses
// ("invalid register name").
TEST(GcnDebugDirectiveErrors, CfiOperationsTakeRegisterNamesAndNumbers) {
  const std::string open = ".cfi_sections .debug_frame\n.cfi_startproc\n";
  EXPECT_NE(errorsOf(open + ".cfi_offset foo, 4\n.cfi_endproc\n")
                .find("k.s:3:13: error: '.cfi_offset' takes a register, not 'foo' "
                      "[expected-token]"),
            std::string::npos);
  EXPECT_NE(errorsOf(open + ".cfi_undefined EXEC\n.cfi_endproc\n")
                .find("k.s:3:16: error: '.cfi_undefined' takes a register, not 'EXEC' "
                      "[expected-token]"),
            std::string::npos);
  EXPECT_NE(errorsOf(open + ".cfi_offset 3 4\n.cfi_endproc\n")
                .find("k.s:3:15: error: expected ',' in '.cfi_offset' [expected-token]"),
            std::string::npos);
  EXPECT_NE(errorsOf(open + ".cfi_personality 0, p\n.cfi_endproc\n")
                .find("k.s:3:1: error: '.cfi_personality' is not supported"),
            std::string::npos);
}

TEST(GcnDebugDirectiveErrors, ALeb128OfALabelsAddressIsRefused) {
  EXPECT_NE(errorsOf("f:\ns_endpgm\n.data\n.uleb128 f\n")
                .find("k.s:4:1: error: '.uleb128' needs a value known when assembling: a number "
                      "or the difference of two labels of one section (no relocation fills a "
                      "LEB128) [not-constant]"),
            std::string::npos);
}

}  // namespace
}  // namespace gpuasm::testing
