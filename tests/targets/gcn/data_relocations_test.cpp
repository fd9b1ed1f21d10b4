// Data directives that name symbols (`.quad tab`, `.long ext+12`, `.long ext - .`): the
// object holds a relocation and the addend, never the symbol's offset in the assembly (issue
// 31). The files of tests/data/gcn/data_relocations are compared with llvm-mc-14's objects
// (scripts/oracle/gcn_data_relocations.py read them from llvm-mc's bytes), the linkable one
// also with what ld.lld-14 makes of llvm-mc's object; the forms llvm-mc-14 gets wrong (`sym -
// .`, 1- and 2-byte fields) are derived by hand here, from the ELF gABI's and LLVM's
// ELFRelocs/AMDGPU.def numbers: R_AMDGPU_ABS64 3, REL32 4, REL64 5, ABS32 6.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "gpuasm/target.hpp"
#include "support/build_paths.hpp"
#include "support/elf_summary.hpp"
#include "targets/gcn/binary/elf.hpp"

namespace gpuasm::testing {
namespace {

namespace fs = std::filesystem;

const fs::path kDir =
    fs::path(gpuasm::testing::sourceDirectory()) / "tests/data/gcn/data_relocations";

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

// The -mcpu the script gave llvm-mc-14, from the file's first line.
std::string mcpuOf(const std::string& text) {
  const size_t at = text.find("-mcpu=");
  if (at == std::string::npos) return "tahiti";
  const size_t end = text.find(' ', at);
  return text.substr(at + 6, end - at - 6);
}

AssembleOutcome assemble(const std::string& text, const std::string& mcpu = "tahiti") {
  AssembleSettings settings;
  settings.targetOptions["mcpu"] = mcpu;
  return assembleText(*findTarget("gcn"), "k.s", text, settings);
}

std::optional<std::vector<uint8_t>> write(const Image& image, std::string_view format,
                                          std::string& error) {
  std::vector<std::string> warnings;
  for (const OutputFormatSpec& f : findTarget("gcn")->outputFormats)
    if (f.name == format) return f.write(image, {}, warnings, error);
  error = "no such format";
  return std::nullopt;
}

// The object of `text` as summary lines (tests/support/elf_summary.hpp).
std::vector<std::string> summary(const std::string& text, const std::string& mcpu = "tahiti") {
  AssembleOutcome o = assemble(text, mcpu);
  EXPECT_TRUE(o.image) << o.diagnosticsText;
  if (!o.image) return {};
  std::string error;
  auto bytes = write(*o.image, "elf", error);
  EXPECT_TRUE(bytes) << error;
  if (!bytes) return {};
  return summarizeElf(*bytes, Rela::Entries);
}

std::vector<std::string> only(const std::vector<std::string>& lines, std::string_view prefix) {
  std::vector<std::string> out;
  for (const std::string& l : lines)
    if (l.starts_with(prefix)) out.push_back(l);
  return out;
}

TEST(GcnDataRelocations, EveryFileGivesTheObjectLlvmMcWrites) {
  size_t files = 0;
  for (const auto& entry : fs::directory_iterator(kDir)) {
    if (entry.path().extension() != ".expected") continue;
    ++files;
    fs::path source = entry.path();
    source.replace_extension(".s");
    SCOPED_TRACE(source.filename().string());
    const std::string text = readText(source);
    std::vector<std::string> want = canonicalSummary(splitLines(readText(entry.path())));
    std::vector<std::string> got = canonicalSummary(summary(text, mcpuOf(text)));
    // llvm-mc-14 puts `.set` symbols in the symbol table, gpuasm does not (docs/gcn.md):
    // the sets- files are compared but for their symbols.
    if (entry.path().filename().string().starts_with("sets-")) {
      auto symbolLine = [](const std::string& l) { return l.starts_with("symbol "); };
      std::erase_if(want, symbolLine);
      std::erase_if(got, symbolLine);
    }
    EXPECT_EQ(got, want);
  }
  EXPECT_EQ(files, 8u);
}

// `gpuasm dis` of our object lists its relocations as llvm-objdump-14 -r lists llvm-mc-14's
// (the .objdump files), in comments after the sections.
TEST(GcnDataRelocations, DisListsTheRelocationsAsLlvmObjdumpDoes) {
  size_t files = 0;
  for (const auto& entry : fs::directory_iterator(kDir)) {
    if (entry.path().extension() != ".objdump") continue;
    ++files;
    fs::path source = entry.path();
    source.replace_extension(".s");
    SCOPED_TRACE(source.filename().string());
    const std::string text = readText(source);
    AssembleOutcome o = assemble(text, mcpuOf(text));
    ASSERT_TRUE(o.image) << o.diagnosticsText;
    std::string error;
    auto bytes = write(*o.image, "elf", error);
    ASSERT_TRUE(bytes) << error;
    const std::string listing = findTarget("gcn")->disassemble(*bytes, {}, error);
    ASSERT_EQ(error, "");
    std::vector<std::string> records;
    bool inRecords = false;
    for (const std::string& line : splitLines(listing)) {
      inRecords |= line.starts_with("// RELOCATION RECORDS FOR");
      if (inRecords && line.starts_with("// ")) records.push_back(line.substr(3));
    }
    EXPECT_EQ(records, splitLines(readText(entry.path())));
    EXPECT_NE(listing.find("\t.section\t.data,\"aw\",@progbits\n"), std::string::npos) << listing;
  }
  EXPECT_EQ(files, 8u);
}

// The issue's example: the bytes are zeros (the addends, REL: in the data), the two
// relocations name `tab`, and nothing else in .data moved.
TEST(GcnDataRelocations, TheIssueExampleHoldsZerosAndTwoRelocations) {
  const std::vector<std::string> lines = summary(readText(kDir / "issue-amdgcn.s"), "gfx900");
  EXPECT_EQ(only(lines, "data .data"),
            std::vector<std::string>{"data .data 01000000000000000000000000000000"});
  EXPECT_EQ(only(lines, "reloc "),
            (std::vector<std::string>{"reloc .data 0x4 3 tab", "reloc .data 0xc 6 tab"}));
}

// `sym - .` and `sym - label` (a label of the field's own section) are PC-relative: S + A - P,
// R_AMDGPU_REL32 / REL64, the addend the constant plus P - label. llvm-mc-14 writes ABS32 /
// ABS64 here (it ignores IsPCRel), which would link to S + A.
TEST(GcnDataRelocations, ASymbolLessALabelOfTheFieldsSectionIsPcRelative) {
  const std::string source = R"(
  .amdgcn_target "amdgcn-amd-amdhsa--gfx900"
  .text
  s_endpgm
  .data
  .long 7
here:
  .long ext - .           ; 0x4: REL32 ext + 0
  .quad ext - . + 8       ; 0x8: REL64 ext + 8
  .long ext - here        ; 0x10: REL32 ext + (0x10 - 0x4) = 12
  .long there - .         ; 0x14: REL32 .rodata + 4 (there: .rodata+4, local)
  .long here - .          ; 0x18: a constant, 4 - 0x18 = -20
  .section .rodata,"a"
  .long 0
there:
  .long 0
)";
  const std::vector<std::string> lines = summary(source, "gfx900");
  EXPECT_EQ(only(lines, "rela .data"),
            (std::vector<std::string>{"rela .data 0x4 4 ext 0", "rela .data 0x8 5 ext 8",
                                      "rela .data 0x10 4 ext 12", "rela .data 0x14 4 .rodata 4"}));
  EXPECT_EQ(only(lines, "data .data"),
            std::vector<std::string>{"data .data 070000000000000000000000000000000000000000000000"
                                     "ecffffff"});
}

// A REL object (amdgcn--) keeps the addend in the field: 8 bytes of it for a .quad.
TEST(GcnDataRelocations, ARelObjectKeepsTheAddendInTheField) {
  const std::vector<std::string> lines = summary(R"(
  .globl k
k:
  s_endpgm
  .data
  .quad ext - 4
  .quad k + 0x100000000
  .long loc + 4
loc:
  .long ext - . + 2
)");
  EXPECT_EQ(only(lines, "reloc .data"),
            (std::vector<std::string>{"reloc .data 0x0 3 ext", "reloc .data 0x8 3 k",
                                      "reloc .data 0x10 6 .data", "reloc .data 0x14 4 ext"}));
  // -4; 2^32; loc's offset 0x14 + 4 = 0x18; 2.
  EXPECT_EQ(
      only(lines, "data .data"),
      std::vector<std::string>{"data .data fcffffffffffffff00000000010000001800000002000000"});
}

std::string errorsOf(const std::string& source) {
  AssembleOutcome o = assemble(source);
  EXPECT_FALSE(o.image);
  return o.diagnosticsText;
}

TEST(GcnDataRelocations, AValueNoRelocationExpressesIsAnErrorNamingTheLine) {
  const std::string prefix = ".globl k\nk:\n  s_endpgm\n  .data\nd:\n";
  std::string e = errorsOf(prefix + "  .short ext\n");
  EXPECT_NE(e.find("k.s:6:10: error: a 2-byte field cannot hold 'ext': AMDGPU relocates 4- and "
                   "8-byte data only"),
            std::string::npos)
      << e;
  e = errorsOf(prefix + "  .byte k\n");
  EXPECT_NE(e.find("k.s:6:9: error: a 1-byte field cannot hold 'k'"), std::string::npos) << e;
  e = errorsOf(prefix + "  .long ext * 2\n");
  EXPECT_NE(e.find("k.s:6:13: error: no relocation can express this value"), std::string::npos)
      << e;
  e = errorsOf(prefix + "  .long ext + k\n");
  EXPECT_NE(e.find("k.s:6:13: error: no relocation can express this value: a data field holds "
                   "one symbol"),
            std::string::npos)
      << e;
  e = errorsOf(prefix + "  .long d - k\n");
  EXPECT_NE(e.find("k.s:6:13: error: cannot represent a difference across sections: 'k'"),
            std::string::npos)
      << e;
  e = errorsOf(prefix + "  .long ext + 0x100000000\n");
  EXPECT_NE(e.find("k.s:6:13: error: addend 4294967296 does not fit in 32 bits"), std::string::npos)
      << e;
}

// A raw binary has no place for the relocation: refused, naming the symbol and the line.
TEST(GcnDataRelocations, ARawBinaryWithADataRelocationIsRefusedNamingTheSymbol) {
  AssembleOutcome o = assemble("  s_endpgm\ntable:\n  .long 1\n  .quad table\n");
  ASSERT_TRUE(o.image) << o.diagnosticsText;
  ASSERT_TRUE(o.image->targetData);
  EXPECT_EQ(o.image->targetData->rawOutputProblem(),
            ".text+0x8 (line 4): R_AMDGPU_ABS64 against '.text' (1 relocation in all): a raw "
            "binary has no place for relocations; write a relocatable ELF object with --format "
            "elf");
  o = assemble("  s_endpgm\n  .long ext\n");
  ASSERT_TRUE(o.image) << o.diagnosticsText;
  EXPECT_NE(o.image->targetData->rawOutputProblem().find("R_AMDGPU_ABS32 against 'ext'"),
            std::string::npos);
  // Two labels of one section: a constant, nothing to relocate.
  o = assemble("a:\n  s_endpgm\nb:\n  .long b - a\n");
  ASSERT_TRUE(o.image) << o.diagnosticsText;
  EXPECT_FALSE(o.image->targetData);
  EXPECT_EQ(o.image->sections[0].bytes, (std::vector<uint8_t>{0x00, 0x00, 0x81, 0xbf, 4, 0, 0, 0}));
}

std::vector<uint8_t> fileBytes(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// What ld.lld-14 -shared --apply-dynamic-relocs makes of our object: the linked symbols and
// .data, in the .linked format, beside what it made of llvm-mc's (the pointers hold the
// addresses the linker gave the symbols). Then a PC-relative field linked: S - P.
TEST(GcnDataRelocations, LdLldLinksOurObjectAsLlvmMcs) {
  if (std::system("command -v ld.lld-14 >/dev/null 2>&1")) GTEST_SKIP() << "no ld.lld-14";
  const fs::path dir = fs::temp_directory_path() /
                       fmt::format("gpuasm-data-relocations-{}", reinterpret_cast<uintptr_t>(&dir));
  fs::create_directories(dir);
  auto link = [&](const std::string& text) -> std::optional<gcn::binary::ElfFile> {
    AssembleOutcome o = assemble(text, "gfx900");
    EXPECT_TRUE(o.image) << o.diagnosticsText;
    if (!o.image) return std::nullopt;
    std::string error;
    auto object = write(*o.image, "hsaco", error);
    EXPECT_TRUE(object) << error;
    if (!object) return std::nullopt;
    {
      std::ofstream out(dir / "k.o", std::ios::binary);
      out.write(reinterpret_cast<const char*>(object->data()),
                static_cast<std::streamsize>(object->size()));
    }
    const std::string command = fmt::format("ld.lld-14 -shared --apply-dynamic-relocs '{}' -o '{}'",
                                            (dir / "k.o").string(), (dir / "k.co").string());
    EXPECT_EQ(std::system(command.c_str()), 0) << command;
    auto elf = gcn::binary::readElf(fileBytes(dir / "k.co"), error);
    EXPECT_TRUE(elf) << error;
    return elf;
  };
  auto symbols = [](const gcn::binary::ElfFile& elf) {
    std::map<std::string, uint64_t> out;
    std::string error;
    if (const auto* symtab = elf.section(".symtab"))
      if (auto list = gcn::binary::readSymbols(elf, *symtab, error))
        for (const auto& s : *list)
          if (!s.name.empty()) out[s.name] = s.value;
    return out;
  };
  const std::string text = readText(kDir / "link-hsa.s");
  auto elf = link(text);
  ASSERT_TRUE(elf);
  std::vector<std::string> got;
  for (const auto& [name, value] : symbols(*elf))
    got.push_back(fmt::format("address {} 0x{:x}", name, value));
  const gcn::binary::ElfSection* data = elf->section(".data");
  ASSERT_NE(data, nullptr);
  std::string hex;
  for (uint8_t b : data->contents) hex += fmt::format("{:02x}", b);
  got.push_back(fmt::format("data .data 0x{:x} {}", data->address, hex));
  std::sort(got.begin(), got.end());
  EXPECT_EQ(got, splitLines(readText(kDir / "link-hsa.linked")));

  // `.long there - .` in .data, `there` a hidden symbol in .rodata: the linked field holds
  // there - (the field's address), whatever addresses ld.lld chose.
  auto pcRelative = link(text +
                         "field:\n  .long there - .\n  .quad there - . + 8\n"
                         "  .rodata\n  .globl there\n  .hidden there\n  .long 1\nthere:\n"
                         "  .long 2\n");
  ASSERT_TRUE(pcRelative);
  const auto at = symbols(*pcRelative);
  const gcn::binary::ElfSection* linked = pcRelative->section(".data");
  ASSERT_NE(linked, nullptr);
  const uint64_t field = at.at("field") - linked->address;
  ASSERT_LE(field + 12, linked->contents.size());
  EXPECT_EQ(gcn::binary::readLe32(linked->contents, field),
            static_cast<uint32_t>(at.at("there") - at.at("field")));
  const uint64_t wide = uint64_t{gcn::binary::readLe32(linked->contents, field + 4)} |
                        uint64_t{gcn::binary::readLe32(linked->contents, field + 8)} << 32;
  EXPECT_EQ(wide, at.at("there") - (at.at("field") + 4) + 8);
  fs::remove_all(dir);
}

}  // namespace
}  // namespace gpuasm::testing
