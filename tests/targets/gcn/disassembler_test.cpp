// Round trip of the disassembler, in both dialects: every instruction of the
// llvm-mc corpus that gpuasm assembles, and any dwords at all, disassemble to
// text that assembles to the same bytes.
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <gtest/gtest.h>

#include <fstream>
#include <random>
#include <string>

#include "gpuasm/target.hpp"

namespace gpuasm::testing {
namespace {

// The source name says the dialect: `.isa` is the AMD compiler's.
std::vector<uint8_t> assembleBytes(const Target& gcn, const std::string& text, std::string* why,
                                   const char* name = "t.s") {
  AssembleOutcome o = assembleText(gcn, name, text, {});
  std::vector<uint8_t> bytes;
  if (!o.image) {
    if (why) *why = o.diagnosticsText;
    return bytes;
  }
  for (const Section& s : o.image->sections)
    bytes.insert(bytes.end(), s.bytes.begin(), s.bytes.end());
  return bytes;
}

// Whether `again` is `bytes` but for the src2 field of a VOP3 word (bits
// 18-26 of its second dword), which the listing's note says it holds
// unusually: the hardware reads no unused source, and the assembler writes
// the dialect's own value there.
bool differsOnlyInTheNotedSource2(const std::string& text, const std::vector<uint8_t>& bytes,
                                  const std::vector<uint8_t>& again) {
  if (text.find("the unused src2 field holds") == std::string::npos) return false;
  if (bytes.size() != again.size() || bytes.size() < 8) return false;
  for (size_t i = 0; i < bytes.size(); ++i) {
    // bits 18-26 of dword 1: bits 2-7 of byte 6 and bits 0-2 of byte 7
    const uint8_t mask = i == 6 ? 0xfc : i == 7 ? 0x07 : 0;
    if ((bytes[i] & ~mask) != (again[i] & ~mask)) return false;
  }
  return true;
}

struct DialectCase {
  const char* dialect;
  const char* sourceName;  // that the assembler reads in the dialect
};
constexpr DialectCase kDialects[] = {{"llvm", "t.s"}, {"amd", "t.isa"}};

DisassemblyOptions inDialect(const DialectCase& dialect) {
  DisassemblyOptions options;
  options.targetOptions["dialect"] = dialect.dialect;
  return options;
}

TEST(GcnDisassembler, EveryCorpusInstructionReassemblesBitForBitInBothDialects) {
  const Target& gcn = *findTarget("gcn");
  std::ifstream in(std::string(GPUASM_SOURCE_DIR) + "/tests/data/gcn/llvm_corpus.txt");
  std::string line;
  size_t checked = 0, failures = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#' || line.ends_with("; error")) continue;
    std::string source = line.substr(0, line.rfind(" ; "));
    auto bytes = assembleBytes(gcn, source + "\n", nullptr);
    if (bytes.empty()) continue;  // a known difference: the corpus test speaks for it
    for (const DialectCase& dialect : kDialects) {
      std::string error;
      std::string text = gcn.disassemble(bytes, inDialect(dialect), error);
      std::string why;
      auto again = assembleBytes(gcn, text, &why, dialect.sourceName);
      ++checked;
      if (again != bytes || text.find(".long") != std::string::npos) {
        if (failures++ < 30)
          ADD_FAILURE() << dialect.dialect << ": " << source << " -> " << text << why;
      }
    }
  }
  EXPECT_GT(checked, 24000u);
  EXPECT_EQ(failures, 0u);
}

// Any bytes at all: what prints as an instruction reassembles to it, the rest
// prints as data words, so the whole text gives the bytes back.
TEST(GcnDisassembler, RandomDwordsReassembleBitForBitInBothDialects) {
  const Target& gcn = *findTarget("gcn");
  for (const DialectCase& dialect : kDialects) {
    std::mt19937 random(14);
    size_t instructions = 0, failures = 0;
    for (int round = 0; round < 20000; ++round) {
      std::vector<uint8_t> bytes(12);
      for (uint8_t& b : bytes) b = static_cast<uint8_t>(random());
      // half the time a literal-sized value after the first dword, as real code has
      if (round % 2) bytes[5] = bytes[6] = bytes[7] = 0;
      std::string error;
      std::string text = gcn.disassemble(bytes, inDialect(dialect), error);
      std::string why;
      auto again = assembleBytes(gcn, text, &why, dialect.sourceName);
      if (text.substr(0, 5) != ".long") ++instructions;
      if (again != bytes && !differsOnlyInTheNotedSource2(text, bytes, again) && failures++ < 20) {
        ADD_FAILURE() << dialect.dialect << ": " << fmt::format("{:02x}", fmt::join(bytes, " "))
                      << "\n"
                      << text << why;
      }
    }
    EXPECT_EQ(failures, 0u) << dialect.dialect;
    EXPECT_GT(instructions, 5000u);  // the test sees instructions, not only data words
  }
}

// The same for the 64-bit formats, which random bytes seldom hit: words
// with their prefixes (VOP3, VINTRP, DS, MUBUF, MTBUF, MIMG, EXP) and sparse
// fields, so that many are valid.
TEST(GcnDisassembler, Random64BitFormatWordsReassembleBitForBitInBothDialects) {
  const Target& gcn = *findTarget("gcn");
  for (const DialectCase& dialect : kDialects) {
    std::mt19937 random(15);
    const uint32_t prefixes[] = {0x34, 0x32, 0x36, 0x38, 0x3a, 0x3c, 0x3e};
    size_t instructions = 0, failures = 0;
    for (int round = 0; round < 20000; ++round) {
      uint32_t w0 = prefixes[round % 7] << 26 | (random() & random() & 0x3ffffff);
      uint32_t w1 = static_cast<uint32_t>(random() & random() & random());
      std::vector<uint8_t> bytes;
      for (uint32_t w : {w0, w1})
        for (int i = 0; i < 4; ++i) bytes.push_back(static_cast<uint8_t>(w >> (8 * i)));
      std::string error;
      std::string text = gcn.disassemble(bytes, inDialect(dialect), error);
      std::string why;
      if (text.substr(0, 5) != ".long") ++instructions;
      const auto again = assembleBytes(gcn, text, &why, dialect.sourceName);
      if (again != bytes && !differsOnlyInTheNotedSource2(text, bytes, again) && failures++ < 20)
        ADD_FAILURE() << dialect.dialect << ": " << fmt::format("{:08x} {:08x}", w0, w1) << "\n"
                      << text << why;
    }
    EXPECT_EQ(failures, 0u) << dialect.dialect;
    EXPECT_GT(instructions, 5000u);
  }
}

TEST(GcnDisassembler, DataWordsSayWhyAndAddressesAndRawWordsAreShown) {
  const Target& gcn = *findTarget("gcn");
  // s_mov_b32 s0, 0x12345678; image_load v[0:3], v[4:7], s[8:15] dmask:0xf unorm
  // with a bit set outside its fields; no instruction; half a dword
  std::vector<uint8_t> bytes = {0xff, 0x03, 0x80, 0xbe, 0x78, 0x56, 0x34, 0x12, 0x00, 0x1f, 0x00,
                                0xf0, 0x04, 0x00, 0x02, 0x80, 0xff, 0xff, 0xff, 0xff, 0x01, 0x02};
  std::string error;
  std::string text = gcn.disassemble(bytes, {.addresses = true, .rawWords = true}, error);
  // llvm-objdump's comment: the byte address in 12 hex digits, the dwords
  EXPECT_EQ(text,
            "s_mov_b32 s0, 0x12345678                        // 000000000000: BE8003FF 12345678\n"
            ".long 0xf0001f00, 0x80020004 // bits set outside the instruction's fields // "
            "000000000008: F0001F00 80020004\n"
            ".long 0xffffffff // no SI format has these bits // 000000000010: FFFFFFFF\n");
  // the listing reassembles as it is
  std::string listing;
  EXPECT_EQ(assembleBytes(gcn, text, &listing),
            std::vector<uint8_t>(bytes.begin(), bytes.end() - 2))
      << listing;
  std::string again;
  auto reassembled = assembleBytes(gcn, gcn.disassemble(bytes, {}, error), &again);
  EXPECT_EQ(reassembled, std::vector<uint8_t>(bytes.begin(), bytes.end() - 2)) << again;
  EXPECT_NE(error.find("2 bytes"), std::string::npos) << error;
}

}  // namespace
}  // namespace gpuasm::testing
