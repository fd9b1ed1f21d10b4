// An AMD OpenCL binary built here from nothing (the layout of the fact sheet,
// ../shared/reference/gcn/amdcl-format.md, sections 1-3), so that the reader,
// writer and listing are tested without the driver corpora; with
// GPUASM_WRITE_FUZZ_SEEDS=<folder> the files are written there as seeds of
// fuzz_gcn_binary (fuzz/corpus/fuzz_gcn_binary/ holds them: our writer's
// output, no driver bytes).
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "gpuasm/target.hpp"
#include "targets/gcn/binary/amdcl.hpp"
#include "targets/gcn/listing.hpp"

namespace gpuasm::gcn::binary {
namespace {

std::vector<uint8_t> le32s(std::initializer_list<uint32_t> words) {
  std::vector<uint8_t> out(words.size() * 4);
  size_t i = 0;
  for (uint32_t w : words) writeLe32(out, 4 * i++, w);
  return out;
}

void append(std::vector<uint8_t>& to, const std::vector<uint8_t>& bytes) {
  to.insert(to.end(), bytes.begin(), bytes.end());
}

// A string literal with its embedded NULs, without the implicit last one.
template <size_t N>
std::string withNuls(const char (&literal)[N]) {
  return std::string(literal, N - 1);
}

std::vector<uint8_t> bytesOf(std::string_view text) {
  return {text.begin(), text.end()};
}

ElfSection section(std::string name, uint32_t nameOffset, uint32_t type, uint64_t offset,
                   std::vector<uint8_t> contents) {
  ElfSection s;
  s.name = std::move(name);
  s.nameOffset = nameOffset;
  s.type = type;
  s.offset = offset;
  s.size = contents.size();
  s.contents = std::move(contents);
  return s;
}

// One kernel's inner ELF: header, 3 program headers, the CAL encoding
// dictionary, .shstrtab, section headers, the notes, .text, .data, .symtab,
// .strtab back to back, as the driver lays it out.
std::vector<uint8_t> innerElf(const std::vector<uint8_t>& code, uint32_t vgprs, uint32_t sgprs,
                              uint32_t rsrc2, uint32_t ldsBytes) {
  std::vector<CalNote> notes{{2, {}}, {3, {}}, {16, le32s({12, 4, 0, 5})}, {4, le32s({0})}};
  std::vector<uint32_t> info{proginfo::kUserElementCount,
                             1,
                             proginfo::kUserElementFirst,
                             0x17,
                             proginfo::kUserElementFirst + 1,
                             0,
                             proginfo::kUserElementFirst + 2,
                             2,
                             proginfo::kUserElementFirst + 3,
                             2,
                             proginfo::kVgprCount,
                             vgprs,
                             proginfo::kSgprCount,
                             sgprs,
                             proginfo::kComputePgmRsrc2,
                             rsrc2,
                             proginfo::kLdsSizeUsed,
                             ldsBytes};
  std::vector<uint8_t> payload(info.size() * 4);
  for (size_t i = 0; i < info.size(); ++i) writeLe32(payload, 4 * i, info[i]);
  notes.push_back({1, payload});
  std::vector<uint8_t> noteBytes;
  for (const CalNote& n : notes) {
    append(noteBytes, le32s({8, uint32_t(n.payload.size()), n.type}));
    append(noteBytes, bytesOf(withNuls("ATI CAL\0")));
    append(noteBytes, n.payload);
  }
  const std::string names = withNuls("\0.shstrtab\0.text\0.data\0.symtab\0.strtab\0");
  ElfFile elf;
  elf.ident = {0x7f, 'E', 'L', 'F', 1, 1, 1, 0x64, 1};
  elf.type = 2;
  elf.machine = 0x7d;
  elf.version = 1;
  elf.flags = 1;
  elf.headerSize = 52;
  elf.programHeaderSize = 32;
  elf.sectionHeaderSize = 40;
  elf.sectionNameIndex = 1;
  elf.programHeaderOffset = 52;
  const uint64_t dictionary = 52 + 3 * 32, shstrtab = dictionary + 20;
  elf.sectionHeaderOffset = shstrtab + names.size();
  const uint64_t noteAt = elf.sectionHeaderOffset + 6 * 40, textAt = noteAt + noteBytes.size();
  const uint64_t dataAt = textAt + code.size(), symtabAt = dataAt + 64, strtabAt = symtabAt + 16;
  elf.fileSize = strtabAt + 2;
  elf.sections.push_back(ElfSection{});
  elf.sections.push_back(section(".shstrtab", 1, 3, shstrtab, bytesOf(names)));
  elf.sections.push_back(section(".text", 11, 1, textAt, code));
  elf.sections.push_back(section(".data", 17, 1, dataAt, std::vector<uint8_t>(64)));
  elf.sections.push_back(section(".symtab", 23, 2, symtabAt, std::vector<uint8_t>(16)));
  elf.sections.back().link = 5;
  elf.sections.push_back(section(".strtab", 31, 3, strtabAt, std::vector<uint8_t>(2)));
  const uint32_t innerSize = uint32_t(elf.fileSize);
  auto segment = [](uint32_t type, uint64_t offset, std::vector<uint8_t> contents) {
    ElfSegment s;
    s.type = type;
    s.offset = offset;
    s.fileSize = contents.size();
    s.contents = std::move(contents);
    return s;
  };
  const ElfSegment encoding = segment(
      0x70000002, dictionary, le32s({0x1a, 4, uint32_t(noteAt), uint32_t(innerSize - noteAt), 0}));
  const ElfSegment note = segment(4, noteAt, noteBytes);
  ElfSegment load = segment(1, textAt, {});
  load.fileSize = load.memorySize = innerSize - textAt;
  elf.segments = {encoding, note, load};
  return writeElf(elf);
}

// A Tahiti program with one kernel `k` (one global pointer argument).
std::vector<uint8_t> syntheticBinary(const std::vector<uint8_t>& code, uint32_t ldsBytes) {
  const std::string metadata =
      ";ARGSTART:__OpenCL_k_kernel\n;version:3:1:111\n;device:tahiti\n;uniqueid:1024\n"
      ";memory:uavprivate:0\n;memory:hwlocal:" +
      std::to_string(ldsBytes) +
      "\n;memory:hwregion:0\n;pointer:out:u32:1:1:0:uav:12:4:RW:0:0\n;function:1:1028\n"
      ";uavid:11\n;reflection:0:uint*\n;ARGEND:__OpenCL_k_kernel\n";
  const uint32_t granules = (ldsBytes + 255) / 256;
  const std::vector<uint8_t> inner = innerElf(code, 2, 8, 0x98 | granules << 15, ldsBytes);
  std::vector<uint8_t> rodata = bytesOf(metadata);
  append(rodata, le32s({0, 0, 0, ldsBytes, 0, 1, 0, 0}));
  const std::string comment = "-O2@(#) OpenCL 1.2 AMD-APP (1124.2).  Driver version: 1124.2";
  const std::string shnames = withNuls("\0.shstrtab\0.strtab\0.symtab\0.comment\0.rodata\0.text\0");
  const std::string strtab = withNuls(
      "\0__OpenCL_compile_options\0__OpenCL_k_metadata\0__OpenCL_k_kernel\0__OpenCL_k_header\0");
  // Symbols: null, options (.comment, 3 bytes), metadata, kernel, header.
  std::vector<uint8_t> symtab(16);
  auto symbol = [&](uint32_t name, uint32_t value, uint32_t size, uint8_t type, uint16_t index) {
    std::vector<uint8_t> s = le32s({name, value, size, 0});
    s[12] = type;
    s[14] = uint8_t(index);
    append(symtab, s);
  };
  symbol(1, 0, 3, 1, 4);
  symbol(26, 0, uint32_t(metadata.size()), 1, 5);
  symbol(46, 0, uint32_t(inner.size()), 2, 6);
  symbol(64, uint32_t(metadata.size()), 32, 1, 5);
  ElfFile elf;
  elf.ident = {0x7f, 'E', 'L', 'F', 1, 1, 1};
  elf.type = 2;
  elf.machine = 0x3fd;
  elf.version = 1;
  elf.headerSize = 52;
  elf.sectionHeaderSize = 40;
  elf.sectionNameIndex = 1;
  uint64_t at = 52;
  elf.sections.push_back(ElfSection{});
  for (auto [name, nameOffset, type, contents] :
       {std::tuple{".shstrtab", 1u, 3u, bytesOf(shnames)},
        std::tuple{".strtab", 11u, 3u, bytesOf(strtab)}, std::tuple{".symtab", 19u, 2u, symtab},
        std::tuple{".comment", 27u, 1u, bytesOf(comment)}, std::tuple{".rodata", 36u, 1u, rodata},
        std::tuple{".text", 44u, 1u, inner}}) {
    elf.sections.push_back(section(name, nameOffset, type, at, contents));
    at += contents.size();
  }
  elf.sections[3].link = 2;
  elf.sections[3].entrySize = 16;
  elf.sectionHeaderOffset = (at + 3) & ~uint64_t{3};
  elf.fileSize = elf.sectionHeaderOffset + 7 * 40;
  return writeElf(elf);
}

// s_mov_b32 m0, -1 (0xbefc03c1) and s_endpgm (0xbf810000), as llvm-mc-14 -mcpu=tahiti encodes them.
const std::vector<uint8_t> kCode = le32s({0xbefc03c1, 0xbf810000});

TEST(AmdclSynthetic, BinaryBuiltFromTheFactSheetReadsBackItsFields) {
  const std::vector<uint8_t> bytes = syntheticBinary(kCode, 1024);
  std::string error;
  auto binary = readAmdBinary(bytes, error);
  ASSERT_TRUE(binary) << error;
  ASSERT_EQ(binary->kernels.size(), 1u);
  const AmdKernel& k = binary->kernels[0];
  EXPECT_EQ(k.name, "k");
  EXPECT_EQ(binary->compileOptions, "-O2");
  EXPECT_EQ(k.metadata.hwLocal, 1024u);
  ASSERT_EQ(k.metadata.arguments.size(), 1u);
  EXPECT_EQ(k.metadata.arguments[0].addressSpace, "uav");
  EXPECT_EQ(k.metadata.arguments[0].cType, "uint*");
  EXPECT_EQ(k.header[3], 1024u);
  EXPECT_EQ(k.inner.code, kCode);
  EXPECT_EQ(k.inner.progInfoValue(proginfo::kVgprCount), 2u);
  EXPECT_EQ(PgmRsrc2::decode(*k.inner.progInfoValue(proginfo::kComputePgmRsrc2)).ldsSize, 4u);
  ASSERT_EQ(k.inner.encodings.size(), 1u);
  EXPECT_EQ(k.inner.encodings[0].machine, 0x1au);
  auto written = writeAmdBinary(*binary, error);
  ASSERT_TRUE(written) << error;
  EXPECT_TRUE(*written == bytes);

  std::string listingError;
  const std::string text = disassemble(bytes, DisassemblyOptions{}, listingError);
  EXPECT_EQ(listingError, "");
  EXPECT_NE(text.find("//   LDS: 1024 bytes allocated (RSRC2.LDS_SIZE 4 x 256), LDS_SIZE_USED "
                      "1024, hwlocal 1024, header dword 3 1024\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("k:\ns_mov_b32 m0, -1\ns_endpgm\n"), std::string::npos) << text;

  if (const char* seeds = std::getenv("GPUASM_WRITE_FUZZ_SEEDS")) {
    std::filesystem::create_directories(seeds);
    auto save = [&](const char* name, const std::vector<uint8_t>& data) {
      std::ofstream(std::filesystem::path(seeds) / name, std::ios::binary)
          .write(reinterpret_cast<const char*>(data.data()), std::streamsize(data.size()));
    };
    save("synthetic_lds.bin", bytes);
    save("synthetic_nolds.bin", syntheticBinary(kCode, 0));
  }
}

// Found by fuzz_gcn_binary: the null section's offset is nobody's business
// (the file keeps its size), and a CAL encoding dictionary that is no whole
// number of entries is an error rather than a truncated write-back.
TEST(AmdclSynthetic, OddButReadableFieldsWriteBackAndTornDictionaryIsAnError) {
  std::vector<uint8_t> bytes = syntheticBinary(kCode, 0);
  const uint32_t sectionHeaders = readLe32(bytes, 32);
  writeLe32(bytes, sectionHeaders + 16, 0x7ffffff0);  // section 0's sh_offset
  std::string error;
  auto binary = readAmdBinary(bytes, error);
  ASSERT_TRUE(binary) << error;
  auto written = writeAmdBinary(*binary, error);
  ASSERT_TRUE(written) << error;
  EXPECT_TRUE(*written == bytes);

  const uint64_t inner = binary->outer.section(".text")->offset;
  writeLe32(bytes, inner + 52 + 16, 19);  // program header 0 (the dictionary): p_filesz
  EXPECT_FALSE(readAmdBinary(bytes, error));
  EXPECT_EQ(error, fmt::format("offset {:#x}: the CAL encoding dictionary's 19 bytes are no whole "
                               "number of 20-byte entries",
                               inner + 52 + 3 * 32));
}

}  // namespace
}  // namespace gpuasm::gcn::binary
