// The fresh layout (amdcl_layout.hpp) against the driver's own files of
// ../shared/corpora/gcn/: each binary read and laid out again comes back byte
// for byte except .symtab's sh_info, which the driver leaves 0 (readelf warns
// about that) and we set to the number of local symbols.
#include "targets/gcn/binary/amdcl_layout.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "support/build_paths.hpp"
#include "support/corpora.hpp"
#include "targets/gcn/binary/amdcl_corpus.hpp"

namespace gpuasm::gcn::binary {
namespace {

namespace fs = std::filesystem;
using testing::corpusBinaries;
using testing::kGcnCorpora;
using testing::slurp;

// The offset of the outer .symtab's sh_info field.
size_t symtabInfoOffset(const AmdBinary& binary) {
  const ElfFile& elf = binary.outer;
  for (size_t i = 0; i < elf.sections.size(); ++i)
    if (elf.sections[i].name == ".symtab")
      return elf.sectionHeaderOffset + i * elf.sectionHeaderSize + (elf.is64 ? 44 : 28);
  return 0;
}

TEST(AmdclLayout, DriverFilesLaidOutAgainAreTheSameBytesButSymtabInfo) {
  if (!fs::exists(kGcnCorpora / "amdcl")) GTEST_SKIP() << "no corpora at " << kGcnCorpora;
  for (const fs::path& file : corpusBinaries()) {
    SCOPED_TRACE(file.string());
    const std::vector<uint8_t> original = slurp(file);
    std::string error;
    auto binary = readAmdBinary(original, error);
    ASSERT_TRUE(binary) << error;
    auto laidOut = layoutAmdBinary(*binary, error);
    ASSERT_TRUE(laidOut) << error;
    ASSERT_EQ(laidOut->size(), original.size());
    const size_t info = symtabInfoOffset(*binary);
    EXPECT_EQ(readLe32(*laidOut, info), binary->kernels.size() * 3 + 2);
    EXPECT_EQ(readLe32(original, info), 0u);
    std::vector<uint8_t> expected = original;
    writeLe32(expected, info, readLe32(*laidOut, info));
    for (size_t i = 0; i < expected.size(); ++i)
      ASSERT_EQ((*laidOut)[i], expected[i]) << "first difference at offset " << i;
  }
}

// A fuzzer find: a file whose symbol table is named ".llvmir". The fresh
// layout carried that section with its type, SYMTAB, and the file it wrote
// read back with the wrong symbol table; the bitcode section is PROGBITS.
TEST(AmdclLayout, ASymbolTableNamedLlvmirLaysOutToAFileThatReadsBack) {
  const std::vector<uint8_t> bytes =
      slurp(gpuasm::testing::sourceDirectory() +
            "/fuzz/corpus/fuzz_gcn_binary/crash-llvmir-of-type-symtab");
  ASSERT_FALSE(bytes.empty());
  std::string error;
  std::optional<AmdBinary> binary = readAmdBinary(bytes, error);
  ASSERT_TRUE(binary) << error;
  const ElfSection* symbols = binary->outer.section(".llvmir");
  ASSERT_NE(symbols, nullptr);
  EXPECT_EQ(symbols->type, 2u);
  std::optional<std::vector<uint8_t>> fresh = layoutAmdBinary(*binary, error);
  ASSERT_TRUE(fresh) << error;
  std::optional<AmdBinary> again = readAmdBinary(*fresh, error);
  ASSERT_TRUE(again) << error;
  const ElfSection* bitcode = again->outer.section(".llvmir");
  ASSERT_NE(bitcode, nullptr);
  EXPECT_EQ(bitcode->type, 1u);
  ASSERT_EQ(again->kernels.size(), binary->kernels.size());
  for (size_t k = 0; k < again->kernels.size(); ++k) {
    EXPECT_EQ(again->kernels[k].inner.code, binary->kernels[k].inner.code);
    EXPECT_EQ(again->kernels[k].metadata.text, binary->kernels[k].metadata.text);
  }
}

}  // namespace
}  // namespace gpuasm::gcn::binary
