// Whole files as clang-14 writes them for Southern Islands (our own OpenCL C
// kernels, tests/data/gcn/clang/src, at -O0 to -O3 for amdgcn-- and
// amdgcn-mesa-mesa3d: scripts/oracle/gcn_clang_corpus.py) assemble as they
// are, and `--format elf` gives the object llvm-mc-14 gives: the same
// sections (order, type, flags, entry size, alignment, bytes: .text byte for
// byte), the same relocations in order and the same symbols. The expectation
// is read from llvm-mc-14's own object by the script.
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "gpuasm/target.hpp"
#include "targets/gcn/binary/elf.hpp"

namespace gpuasm::testing {
namespace {

namespace fs = std::filesystem;
using gcn::binary::ElfFile;
using gcn::binary::ElfSection;

constexpr uint32_t kShtLlvmAddrsig = 0x6fff4c03;
const fs::path kCorpus = fs::path(GPUASM_SOURCE_DIR) / "tests/data/gcn/clang";

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

std::string hex(std::span<const uint8_t> bytes) {
  std::string out;
  for (uint8_t b : bytes) out += fmt::format("{:02x}", b);
  return out;
}

uint64_t le(const std::vector<uint8_t>& bytes, size_t at, size_t size) {
  uint64_t v = 0;
  for (size_t i = 0; i < size; ++i) v |= uint64_t{bytes[at + i]} << (8 * i);
  return v;
}

// The script's summary lines, from our ELF reader over gpuasm's object.
std::vector<std::string> summarize(const std::vector<uint8_t>& bytes) {
  std::string error;
  std::optional<ElfFile> elf = gcn::binary::readElf(bytes, error);
  if (!elf) return {"unreadable: " + error};
  std::vector<std::string> lines{fmt::format("header osabi={} abiversion={} flags=0x{:x}",
                                             elf->ident[7], elf->ident[8], elf->flags)};
  const auto& sections = elf->sections;
  const ElfSection* symtab = nullptr;
  for (const ElfSection& s : sections)
    if (s.type == 2) symtab = &s;
  if (!symtab) return {"no symbol table"};
  struct Symbol {
    std::string name, where;
    uint64_t value, size;
    unsigned type, bind, vis;
  };
  std::vector<Symbol> symbols;
  const ElfSection& names = sections.at(symtab->link);
  for (size_t at = 0; at + 24 <= symtab->contents.size(); at += 24) {
    const auto nameOffset = static_cast<size_t>(le(symtab->contents, at, 4));
    const uint8_t info = symtab->contents[at + 4];
    const auto index = static_cast<size_t>(le(symtab->contents, at + 6, 2));
    Symbol s;
    s.where = index == 0 ? "UND" : sections.at(index).name;
    s.type = info & 15;
    s.bind = info >> 4;
    s.vis = symtab->contents[at + 5] & 3;
    s.value = le(symtab->contents, at + 8, 8);
    s.size = le(symtab->contents, at + 16, 8);
    const auto* first = reinterpret_cast<const char*>(names.contents.data()) + nameOffset;
    s.name = s.type == 3 ? s.where : std::string(first);
    symbols.push_back(std::move(s));
  }
  for (size_t i = 1; i < sections.size(); ++i) {
    const ElfSection& s = sections[i];
    if (s.type == 2 || s.type == 3) continue;
    lines.push_back(fmt::format(
        "section {} type={} flags=0x{:x} entsize={} align={} link={} info={} size={}", s.name,
        s.type, s.flags, s.entrySize, s.alignment, s.link ? sections.at(s.link).name : "-",
        s.type == 9 ? sections.at(s.info).name : std::to_string(s.info), s.size));
  }
  for (size_t i = 1; i < sections.size(); ++i) {
    const ElfSection& s = sections[i];
    if (s.type == 2 || s.type == 3 || s.type == 8 || s.type == 9 || s.size == 0) continue;
    if (s.type == kShtLlvmAddrsig) {
      std::vector<std::string> significant;
      uint64_t value = 0;
      unsigned shift = 0;
      for (uint8_t byte : s.contents) {
        value |= uint64_t{byte & 0x7fu} << shift;
        shift += 7;
        if (byte & 0x80) continue;
        significant.push_back(value < symbols.size() ? symbols[value].name : "?");
        value = shift = 0;
      }
      std::sort(significant.begin(), significant.end());
      lines.push_back(fmt::format("addrsig {}", fmt::join(significant, " ")));
      continue;
    }
    lines.push_back(fmt::format("data {} {}", s.name, hex(s.contents)));
  }
  for (const ElfSection& s : sections) {
    if (s.type != 9) continue;
    for (size_t at = 0; at + 16 <= s.contents.size(); at += 16) {
      const uint64_t info = le(s.contents, at + 8, 8);
      lines.push_back(fmt::format("reloc {} 0x{:x} {} {}", sections.at(s.info).name,
                                  le(s.contents, at, 8), info & 0xffffffff,
                                  symbols.at(info >> 32).name));
    }
  }
  for (size_t i = 1; i < symbols.size(); ++i) {
    const Symbol& s = symbols[i];
    lines.push_back(fmt::format("symbol {} value=0x{:x} size={} type={} bind={} vis={} section={}",
                                s.name, s.value, s.size, s.type, s.bind, s.vis, s.where));
  }
  return lines;
}

// The symbol lines as a set (their order in the table is llvm-mc's order of
// first mention, which carries no meaning); the rest in order.
std::vector<std::string> canonical(std::vector<std::string> lines) {
  auto symbolsStart = std::stable_partition(
      lines.begin(), lines.end(), [](const std::string& l) { return !l.starts_with("symbol "); });
  std::sort(symbolsStart, lines.end());
  return lines;
}

std::vector<fs::path> corpusFiles() {
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(kCorpus))
    if (entry.path().extension() == ".expected") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  return files;
}

std::optional<std::vector<uint8_t>> writeElf(const Image& image, std::string& error) {
  const Target* gcn = findTarget("gcn");
  for (const OutputFormatSpec& f : gcn->outputFormats) {
    if (f.name != "elf") continue;
    std::vector<std::string> warnings;
    return f.write(image, {}, warnings, error);
  }
  error = "no elf format";
  return std::nullopt;
}

TEST(GcnClangCorpus, EveryFileAssemblesToTheObjectLlvmMcWrites) {
  const Target* gcn = findTarget("gcn");
  ASSERT_NE(gcn, nullptr);
  const std::vector<fs::path> files = corpusFiles();
  ASSERT_GE(files.size(), 50u);  // 13 kernels, 4 levels of amdgcn--, 2 of mesa3d, O3 kept once
  size_t exact = 0;
  for (const fs::path& expected : files) {
    fs::path source = expected;
    source.replace_extension(".s");
    SCOPED_TRACE(source.filename().string());
    AssembleOutcome o = assembleText(*gcn, source.filename().string(), readText(source), {});
    ASSERT_TRUE(o.image) << o.diagnosticsText;
    std::string error;
    auto bytes = writeElf(*o.image, error);
    ASSERT_TRUE(bytes) << error;
    const std::vector<std::string> want = canonical(splitLines(readText(expected)));
    const std::vector<std::string> got = canonical(summarize(*bytes));
    for (size_t i = 0; i < std::max(want.size(), got.size()); ++i) {
      const std::string w = i < want.size() ? want[i] : "(nothing)";
      const std::string g = i < got.size() ? got[i] : "(nothing)";
      if (w != g) {
        ADD_FAILURE() << "first difference at summary line " << i + 1
                      << "\n  llvm-mc-14: " << w.substr(0, 300)
                      << "\n  gpuasm:     " << g.substr(0, 300);
        break;
      }
    }
    exact += want == got;
  }
  EXPECT_EQ(exact, files.size());
}

// The HSA triple's file (functions called from a kernel, one descriptor, the metadata) assembles
// as llvm-mc-14 -triple amdgcn-amd-amdhsa -mcpu=gfx600 lays it out (llvm-readelf-14 -h -S of its
// object): OS ABI 64, ABI version 2 (code object v4), e_flags 0x20, these sections in this order
// with SHT_RELA (4) beside .text and .rodata, a 64-byte descriptor and a 0x430-byte note. The
// bytes of such objects are corpus_test.cpp's (tests/data/gcn/corpus).
TEST(GcnClangCorpus, HsaCodeObjectBlocksAssembleAsLlvmMcLaysThemOut) {
  const Target* gcn = findTarget("gcn");
  const fs::path source = kCorpus / "hsa-helpers-O2.s";
  AssembleOutcome o = assembleText(*gcn, "hsa-helpers-O2.s", readText(source), {});
  ASSERT_TRUE(o.image && !o.errors) << o.diagnosticsText;
  std::string error;
  auto bytes = writeElf(*o.image, error);
  ASSERT_TRUE(bytes) << error;
  auto elf = gcn::binary::readElf(*bytes, error);
  ASSERT_TRUE(elf) << error;
  EXPECT_EQ(elf->ident[7], 64);
  EXPECT_EQ(elf->ident[8], 2);
  EXPECT_EQ(elf->flags, 0x20u);
  std::vector<std::string> names;
  for (const ElfSection& s : elf->sections)
    if (!s.name.empty() && s.type != 2 && s.type != 3)
      names.push_back(fmt::format("{} {} {:#x}", s.name, s.type, s.size));
  const std::vector<std::string> llvmMc = {
      ".text 1 0x1d8",         ".rela.text 4 0x90",   ".AMDGPU.csdata 1 0x0",
      ".rodata 1 0x40",        ".rela.rodata 4 0x18", ".comment 1 0x1d",
      ".note.GNU-stack 7 0x0", ".note 7 0x430",       ".llvm_addrsig 1879002115 0x0"};
  EXPECT_EQ(names, llvmMc);
}

}  // namespace
}  // namespace gpuasm::testing
