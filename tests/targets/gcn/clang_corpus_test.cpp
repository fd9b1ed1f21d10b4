// Whole files as clang-14 writes them for Southern Islands (our own OpenCL C
// kernels, tests/data/gcn/clang/src, at -O0 to -O3 for amdgcn-- and
// amdgcn-mesa-mesa3d: scripts/oracle/gcn_clang_corpus.py) assemble as they
// are, and `--format elf` gives the object llvm-mc-14 gives: the same
// sections (order, type, flags, entry size, alignment, bytes: .text byte for
// byte), the same relocations in order and the same symbols. The expectation
// is read from llvm-mc-14's own object by the script.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
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
using gcn::binary::ElfSection;

const fs::path kCorpus = fs::path(gpuasm::testing::sourceDirectory()) / "tests/data/gcn/clang";

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
    const std::vector<std::string> want = canonicalSummary(splitLines(readText(expected)));
    const std::vector<std::string> got = canonicalSummary(summarizeElf(*bytes, Rela::Data));
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
