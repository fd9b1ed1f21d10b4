// disassemble(assemble(x)) == x and assemble(disassemble(word)) == word over
// every opcode, every register field and sampled immediates, plus random words.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <random>

#include "support/assemble.hpp"
#include "targets/demolicious/isa.hpp"

namespace gpuasm::testing {
namespace {

using namespace gpuasm::demolicious;

// Assembles one line per word in a single run and checks each word comes back.
void expectReassembles(const std::vector<uint32_t>& words) {
  std::string text;
  for (uint32_t w : words) text += formatInstruction(decode(w)) + "\n";
  AssembleSettings quiet;
  quiet.warningOptions = {"no-missing-finish",     "no-uninitialized-register",
                          "no-memory-spacing",     "no-store-before-finish",
                          "no-read-only-register", "no-predicate-ignored"};
  auto result = assembleDemolicious(text, quiet);
  ASSERT_TRUE(result.image) << result.diagnostics;
  auto back = result.words();
  ASSERT_EQ(back.size(), words.size());
  for (size_t i = 0; i < words.size(); ++i) {
    ASSERT_EQ(back[i], words[i]) << fmt::format("0x{:08x} printed as '{}' reassembled to 0x{:08x}",
                                                words[i], formatInstruction(decode(words[i])),
                                                back[i]);
  }
}

// Every canonical encoding of each table row with each register in each field.
std::vector<uint32_t> canonicalWords() {
  std::vector<uint32_t> words;
  const uint32_t immediates[] = {0, 1, 2, 5, 63, 64, 127, 255, 256, 0x7fff, 0x8000, 0xfffe, 0xffff};
  for (const InstructionInfo& info : instructionTable()) {
    for (bool predicated : {false, true}) {
      if (predicated && info.kind == Kind::Store) continue;
      for (uint32_t a = 0; a < 16; ++a) {
        for (uint32_t b = 0; b < 16; ++b) {
          EncodeFields f{predicated, a, b, (a + b) % 16, 0, 0};
          switch (info.format) {
            case Format::Register3:
              words.push_back(encode(info, f));
              break;
            case Format::Shift:
              f.shamt = b;
              f.rt = (a * 7) % 16;
              words.push_back(encode(info, f));
              break;
            case Format::Immediate:
              f.rd = a;
              f.rs = b;
              for (uint32_t imm : immediates) {
                f.immediate = imm;
                words.push_back(encode(info, f));
              }
              break;
            case Format::ConstantLoad:
              f.rd = a;
              f.immediate = (b * 17) % 256;
              words.push_back(encode(info, f));
              break;
            case Format::NoOperands:
              if (a == 0 && b == 0) words.push_back(encode(info, f));
              break;
          }
        }
      }
    }
  }
  return words;
}

TEST(DemoliciousRoundTrip, EveryOpcodeAndRegisterFieldReassembles) {
  auto words = canonicalWords();
  EXPECT_GT(words.size(), 5000u);
  for (uint32_t w : words) {
    Decoded d = decode(w);
    ASSERT_NE(d.info, nullptr) << std::hex << w;
    ASSERT_TRUE(d.nonCanonical.empty()) << std::hex << w << ": " << d.nonCanonical;
  }
  expectReassembles(words);
}

TEST(DemoliciousRoundTrip, RandomWordsReassembleIncludingDotWord) {
  std::mt19937 rng(2014);
  std::vector<uint32_t> words;
  size_t instructions = 0;
  for (int i = 0; i < 40000; ++i) {
    uint32_t w = rng();
    // Half the samples with a valid opcode so that instruction paths are hit too.
    if (i % 2)
      w = (w & 0x83ffffffu) | uint32_t{std::array<uint32_t, 6>{0, 1, 2, 4, 8, 16}[rng() % 6]} << 26;
    if (i % 2)
      w &= ~((1u << 25) | (1u << 20) | (1u << 15) | (1u << 10) | (1u << 5));  // 4-bit fields
    if (i % 4 == 1) w &= 0x83ffffffu & ~0x7c0u;  // R-type without a shift amount
    words.push_back(w);
    if (formatInstruction(decode(w)).rfind(".word", 0) != 0) ++instructions;
  }
  EXPECT_GT(instructions, 4000u);
  expectReassembles(words);
}

TEST(DemoliciousRoundTrip, SourceToWordsToSourceIsStable) {
  const char* source =
      "add $7, $8, $9\nsub $data, $mask, $15\nmul $10, $11, $12\nslt $13, $14, $15\n"
      "seq $7, $0, $id_hi\nand $8, $id_lo, $address_hi\nor $9, $address_lo, $data\nxor $10, $mask, "
      "$7\n"
      "sll $11, $12, 15\nsrl $mask, $id_lo, 6\nsra $7, $8, 1\naddi $7, $8, -1\n"
      "ldi $9, 2016\nldc $data, 255\nmv $address_hi, $id_hi\n? mv $data, $11\nlw\nsw\nnop\n"
      "thread_finished\n";
  auto first = assembleDemolicious(
      source,
      {{}, {}, {"no-uninitialized-register", "no-memory-spacing", "no-store-before-finish"}, {}});
  ASSERT_TRUE(first.image) << first.diagnostics;
  std::string again;
  for (uint32_t w : first.words()) again += formatInstruction(decode(w)) + "\n";
  EXPECT_EQ(again, source);
}

TEST(DemoliciousDisassembler, NonInstructionsPrintAsWordWithReason) {
  EXPECT_EQ(formatInstruction(decode(0x0c000000)),
            ".word 0x0c000000  ; opcode 0b00011 is not one of the one-hot I-type opcodes");
  EXPECT_EQ(formatInstruction(decode(0x0000000b)),
            ".word 0x0000000b  ; R-type function 0xb does not exist");
  EXPECT_EQ(
      formatInstruction(decode(0x90000000)),
      ".word 0x90000000  ; sw cannot be predicated (the hardware ignores the predicate on memory "
      "instructions)");
  EXPECT_EQ(formatInstruction(decode(0x00000400)),  // sll with shamt 16
            ".word 0x00000400  ; shift amount 16 is outside 0..15");
  EXPECT_EQ(formatInstruction(decode(0x02000004)),  // add with rs = 16
            ".word 0x02000004  ; rs field 16 uses bit 4, which the hardware ignores");
  EXPECT_EQ(formatInstruction(decode(0x08050100)),
            ".word 0x08050100  ; constant index 256 is outside 0..255");
  EXPECT_EQ(formatInstruction(decode(0x10000001)),
            ".word 0x10000001  ; sw takes no operands but its operand bits are set");
}

TEST(DemoliciousDisassembler, TruncatedInputIsReportedAfterTheWholeWords) {
  const Target& t = *findTarget("demolicious");
  std::vector<uint8_t> bytes = {0x00, 0x00, 0x05, 0x08, 0x00, 0x00};
  std::string error;
  std::string text = t.disassemble(bytes, {true, true}, error);
  // Address and word in a comment at column 25, so that the text reassembles.
  EXPECT_EQ(text, "ldc $data, 0            ; 0000: 08050000\n");
  EXPECT_EQ(error, "input ends with 2 bytes that do not make a whole 32-bit word (offset 4)");
}

}  // namespace
}  // namespace gpuasm::testing
