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
#include "support/build_paths.hpp"

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
  std::ifstream in(gpuasm::testing::sourceDirectory() + "/tests/data/gcn/llvm_corpus.txt");
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

// A literal holding what llvm-mc-14 reads as an inline constant: 5, the bits
// of 1.0, and 0xffffffff and 0xfffffff0 (a 32-bit operand's -1 and -16, as
// the llvm dialect folds them) have no llvm text that keeps them literals,
// so they list as data, which reassembles; 0xffffffef (-17) is a literal.
// The AMD dialect's hex literal keeps every one. (The fuzzer found
// 0xffffffff printed as a literal that reassembled as -1.)
TEST(GcnDisassembler, LiteralsLlvmMcWouldFoldListAsDataInTheLlvmDialect) {
  const Target& gcn = *findTarget("gcn");
  auto bytesOf = [](std::initializer_list<uint32_t> words) {
    std::vector<uint8_t> bytes;
    for (uint32_t w : words)
      for (int b = 0; b < 4; ++b) bytes.push_back(static_cast<uint8_t>(w >> (8 * b)));
    return bytes;
  };
  for (uint32_t literal : {5u, 0x3f800000u, 0xffffffffu, 0xfffffff0u}) {
    // s_min_u32 s0, <literal>, s1
    std::vector<uint8_t> bytes = bytesOf({0x838001ff, literal});
    std::string error;
    const std::string text = gcn.disassemble(bytes, {}, error);
    EXPECT_EQ(text, fmt::format(".long 0x838001ff, 0x{:08x} // a literal the assembler would "
                                "write as an inline constant\n",
                                literal));
    EXPECT_EQ(assembleBytes(gcn, text, nullptr), bytes) << text;
    DisassemblyOptions amd;
    amd.targetOptions["dialect"] = "amd";
    const std::string dump = gcn.disassemble(bytes, amd, error);
    EXPECT_EQ(dump.find(".long"), std::string::npos) << dump;
    EXPECT_EQ(assembleBytes(gcn, dump, nullptr, "t.isa"), bytes) << dump;
  }
  std::string error;
  EXPECT_EQ(gcn.disassemble(bytesOf({0x838001ff, 0xffffffef}), {}, error),
            "s_min_u32 s0, 0xffffffef, s1\n");
  // v_writelane_b32's lane select (VOP2's vsrc1 field) holding 255, the
  // literal code, which the assembler refuses there (the fuzzer found the
  // word listed as `v_writelane_b32_e32 v127, -2.0, 0xe02400`).
  const std::vector<uint8_t> lane = bytesOf({0x04fffef5, 0x00e02400});
  const std::string text = gcn.disassemble(lane, {}, error);
  EXPECT_EQ(text,
            ".long 0x04fffef5, 0x00e02400 // the lane select names a literal (255), which it "
            "cannot read\n");
  EXPECT_EQ(assembleBytes(gcn, text, nullptr), lane);
}

// s_waitcnt, s_sendmsg and hwreg print as llvm-mc-14 prints them for SI
// (tests/data/gcn/llvm_symbolic_operands.txt, scripts/oracle/
// gcn_symbolic_operands.py: llvm's printer over every s_waitcnt value to
// 0xfff, every s_sendmsg value to 0x3ff, 1,000 hwreg values); where llvm's
// text loses bits (`lossy`), the raw value, which reassembles.
TEST(GcnDisassembler, SymbolicOperandsPrintAsLlvmMc14PrintsThem) {
  const Target& gcn = *findTarget("gcn");
  std::ifstream in(gpuasm::testing::sourceDirectory() +
                   "/tests/data/gcn/llvm_symbolic_operands.txt");
  ASSERT_TRUE(in) << "the oracle file is missing";
  std::string line;
  size_t same = 0, lossy = 0, failures = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const size_t at = line.find(" ; encoding: ");
    ASSERT_NE(at, std::string::npos) << line;
    const std::string llvmText = line.substr(0, at);
    const std::string hex = line.substr(at + 13, 8);
    std::vector<uint8_t> bytes;
    for (size_t i = 0; i < 8; i += 2)
      bytes.push_back(static_cast<uint8_t>(std::stoul(hex.substr(i, 2), nullptr, 16)));
    std::string error;
    std::string text = gcn.disassemble(bytes, {}, error);
    if (!text.empty() && text.back() == '\n') text.pop_back();
    std::string why;
    const bool reassembles = assembleBytes(gcn, text + "\n", &why) == bytes;
    if (line.ends_with("; lossy")) {
      ++lossy;
      // the raw value: hex for s_waitcnt, decimal for s_sendmsg, as llvm takes them
      const uint32_t value = bytes[0] | uint32_t{bytes[1]} << 8;
      const std::string raw = line.starts_with("s_waitcnt") ? fmt::format("s_waitcnt {:#x}", value)
                                                            : fmt::format("s_sendmsg {}", value);
      if ((text != raw || !reassembles) && failures++ < 20)
        ADD_FAILURE() << line << "\n  gpuasm: " << text << why;
    } else {
      ++same;
      if ((text != llvmText || !reassembles) && failures++ < 20)
        ADD_FAILURE() << line << "\n  gpuasm: " << text << why;
    }
  }
  EXPECT_GT(same, 3000u);
  EXPECT_GT(lossy, 100u);
  EXPECT_EQ(failures, 0u);
}

// The counters by hand (SI: vmcnt bits 3:0, expcnt 6:4, lgkmcnt 11:8), and
// the text the assembler takes back.
TEST(GcnDisassembler, WaitcntPrintsItsCountersAndReassembles) {
  const Target& gcn = *findTarget("gcn");
  struct Case {
    uint32_t value;
    const char* text;
  };
  const Case cases[] = {
      {0x007f, "s_waitcnt lgkmcnt(0)"},  // vm 15, exp 7: only lgkm waits
      {0x0f13, "s_waitcnt vmcnt(3) expcnt(1)"},
      {0x0f70, "s_waitcnt vmcnt(0)"},
      {0x0000, "s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)"},
      {0x0f7f, "s_waitcnt vmcnt(15) expcnt(7) lgkmcnt(15)"},  // none waits: all named
      {0xff7f, "s_waitcnt 0xff7f"},  // bits 15:12 set: raw, so that they survive
  };
  for (const Case& c : cases) {
    const std::vector<uint8_t> bytes = {static_cast<uint8_t>(c.value),
                                        static_cast<uint8_t>(c.value >> 8), 0x8c, 0xbf};
    std::string error;
    EXPECT_EQ(gcn.disassemble(bytes, {}, error), std::string(c.text) + "\n");
    std::string why;
    EXPECT_EQ(assembleBytes(gcn, std::string(c.text) + "\n", &why), bytes) << c.text << why;
  }
}

}  // namespace
}  // namespace gpuasm::testing
