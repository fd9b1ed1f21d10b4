// The image and its writers: hex words, a C array with the source as comments,
// a listing, raw binary; reading hex back; line records and lookups.
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "core/core_target.hpp"
#include "gpuasm/image.hpp"
#include "support/assemble.hpp"

namespace gpuasm::testing {
namespace {

// A word-addressed image of two 4-byte words with hand-written line records.
Image twoWordImage() {
  Image image;
  image.addressUnitBytes = 4;
  image.wordBytes = 4;
  image.sections.push_back({".text", 0, {0x78, 0x56, 0x34, 0x12, 0x01, 0x00, 0x00, 0x00}});
  uint32_t file = image.addSourceFile(
      std::make_shared<SourceFile>("k.s", "; k\n\n    ldi $7, 0x5678  ; set\n\tnop\n"));
  image.lines.push_back({0, 1, 0, file, 3, 0});
  image.lines.push_back({1, 1, 0, file, 4, image.addNote("inserted by --fix-hazards")});
  return image;
}

TEST(WriterHex, OneZeroPaddedWordPerLine) {
  EXPECT_EQ(writeImage(twoWordImage(), OutputFormat::Hex), "0x12345678\n0x00000001\n");
}

TEST(WriterHex, WordWidthFollowsTheImage) {
  Image image;
  image.wordBytes = 2;
  image.addressUnitBytes = 2;
  image.sections.push_back({".text", 0, {0x34, 0x12, 0x0f, 0x00}});
  EXPECT_EQ(writeImage(image, OutputFormat::Hex), "0x1234\n0x000f\n");
}

TEST(WriterHex, ReadsBackToTheSameBytes) {
  Image image = twoWordImage();
  std::string error;
  auto bytes = readHexWords(writeImage(image, OutputFormat::Hex), 4, error);
  ASSERT_TRUE(bytes) << error;
  EXPECT_EQ(*bytes, image.sections[0].bytes);
}

TEST(WriterHex, ReaderAcceptsCommasCommentsAndBarePrefixlessWords) {
  std::string error;
  auto bytes = readHexWords(
      "0x12345678, 0xA ; comment 0xffffffff\n"
      "# whole-line comment\n"
      "deadBEEF // trailing\n",
      4, error);
  ASSERT_TRUE(bytes) << error;
  EXPECT_EQ(*bytes,
            (std::vector<uint8_t>{0x78, 0x56, 0x34, 0x12, 0x0a, 0, 0, 0, 0xef, 0xbe, 0xad, 0xde}));
}

TEST(WriterHex, ReaderRejectsWideOrNonHexWordsNamingTheLineAndColumn) {
  std::string error;
  EXPECT_FALSE(readHexWords("0x1\n0x123456789\n", 4, error));
  EXPECT_EQ(error, "2:1: '0x123456789' is not a 32-bit hex word");
  EXPECT_FALSE(readHexWords("\n\n0x12g4\n", 4, error));
  EXPECT_EQ(error, "3:1: '0x12g4' is not a hex word");
  EXPECT_FALSE(readHexWords("0x\n", 4, error));
  EXPECT_EQ(error, "1:1: '0x' is not a hex word");
  // Columns count from 1 at the start of the token's line.
  EXPECT_FALSE(readHexWords("0x1 // one\n0x2,  0x3,\t0xq\n", 4, error));
  EXPECT_EQ(error, "2:12: '0xq' is not a hex word");
}

// A byte-addressed image of two 64-bit words that text shows as 32-bit halves.
Image splitWordImage() {
  Image image;
  image.addressUnitBytes = 1;
  image.wordBytes = 8;
  image.textWordBytes = 4;
  image.sections.push_back({".text",
                            0,
                            {0x40, 0, 0, 0, 0xa7, 0x17, 0x02, 0xe0,  //
                             0, 0, 0, 0, 0, 0, 0, 0x10}});
  uint32_t file =
      image.addSourceFile(std::make_shared<SourceFile>("k.s", "  mov rb_0x40, 0x40  \\\n"));
  image.lines.push_back({0, 8, 0, file, 1, 0});
  return image;
}

TEST(WriterHex, SplitWordsAreLowHalfFirstWithTheSourceAsComment) {
  EXPECT_EQ(writeImage(splitWordImage(), OutputFormat::Hex),
            "0x00000040, 0xe00217a7, // mov rb_0x40, 0x40\n"
            "0x00000000, 0x10000000,\n");
}

TEST(WriterHex, SplitWordsReadBackToTheSameBytes) {
  Image image = splitWordImage();
  std::string error;
  auto bytes = readHexWords(writeImage(image, OutputFormat::Hex), 8, error, 4);
  ASSERT_TRUE(bytes) << error;
  EXPECT_EQ(*bytes, image.sections[0].bytes);
}

TEST(WriterHex, ReaderTakesLongTokensAsWholeWordsAndShortOnesAsHalves) {
  std::string error;
  auto bytes = readHexWords("0x100000000000000a\n0x2, 0x30000000\n", 8, error, 4);
  ASSERT_TRUE(bytes) << error;
  EXPECT_EQ(*bytes, (std::vector<uint8_t>{0x0a, 0, 0, 0, 0, 0, 0, 0x10,  //
                                          2, 0, 0, 0, 0, 0, 0, 0x30}));
  EXPECT_FALSE(readHexWords("0x1\n0x100000000000000a\n", 8, error, 4));
  EXPECT_EQ(error,
            "2:1: '0x100000000000000a' is a whole 64-bit word but follows an unpaired "
            "32-bit one");
}

TEST(WriterCArray, SplitWordsArePairsOfThirtyTwoBitElements) {
  EXPECT_EQ(writeImage(splitWordImage(), OutputFormat::CArray, "shader"),
            "#include <stdint.h>\n"
            "\n"
            "const uint32_t shader[] = {\n"
            "    0x00000040, 0xe00217a7, // mov rb_0x40, 0x40\n"
            "    0x00000000, 0x10000000,\n"
            "};\n");
}

TEST(WriterListing, SplitWordsAreListedWhole) {
  EXPECT_EQ(writeImage(splitWordImage(), OutputFormat::Listing),
            "; section .text at 0x0\n"
            "000000  0xe00217a700000040  mov rb_0x40, 0x40  \\\n"
            "000008  0x1000000000000000\n");
}

TEST(WriterCArray, WordsWithTheirSourceAsComments) {
  EXPECT_EQ(writeImage(twoWordImage(), OutputFormat::CArray, "demo"),
            "#include <stdint.h>\n"
            "\n"
            "const uint32_t demo[] = {\n"
            "    0x12345678, // ldi $7, 0x5678  ; set\n"
            "    0x00000001, // nop  (inserted by --fix-hazards)\n"
            "};\n");
}

TEST(WriterCArray, ElementTypeFollowsTheWordSize) {
  Image image;
  image.wordBytes = 8;
  image.addressUnitBytes = 8;
  image.sections.push_back({".text", 0, {1, 0, 0, 0, 0, 0, 0, 0x80}});
  EXPECT_EQ(writeImage(image, OutputFormat::CArray),
            "#include <stdint.h>\n"
            "\n"
            "const uint64_t kernel[] = {\n"
            "    0x8000000000000001,\n"
            "};\n");
}

TEST(WriterCArray, AssembledProgramCommentsEveryLineThatStartsAWord) {
  // Data of several words is commented on its first word only.
  auto r = assembleDemolicious(
      "start:  ldi $7, 3   ; three\n"
      "        .word 1, 2\n"
      "        thread_finished\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(writeImage(*r.image, OutputFormat::CArray),
            "#include <stdint.h>\n"
            "\n"
            "const uint32_t kernel[] = {\n"
            "    0x04070003, // start:  ldi $7, 3   ; three\n"
            "    0x00000001, // .word 1, 2\n"
            "    0x00000002,\n"
            "    0x40000000, // thread_finished\n"
            "};\n");
}

TEST(WriterCArray, CommentNeverEndsInABackslashThatWouldSwallowTheNextWord) {
  // In C a `//` comment ending in '\' continues onto the next line, which would
  // turn the next array element into comment text.
  auto r = assembleCore(".word 1, \\\n  2\nemit 3 ; ends in \\\nemit 4\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(writeImage(*r.image, OutputFormat::CArray),
            "#include <stdint.h>\n"
            "\n"
            "const uint32_t kernel[] = {\n"
            "    0x00000001, // .word 1,\n"
            "    0x00000002,\n"
            "    0x00000003, // emit 3 ; ends in\n"
            "    0x00000004, // emit 4\n"
            "};\n");
}

TEST(WriterCArray, TrigraphsInCommentsCannotSwallowTheNextWordUnderC99) {
  // `??/` is a backslash to gcc -std=c99: a comment ending in it continued
  // onto the next line and the array lost an element.
  auto r = assembleCore("emit 3 ; why?\?/\nemit 4 ; ??\?/\nemit 5 ; ?\?=?\?(\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  std::string array = writeImage(*r.image, OutputFormat::CArray);
  EXPECT_EQ(array.find("??"), std::string::npos) << array;
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / fmt::format("gpuasm-c99-{}", getpid());
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "kernel.c")
      << array
      << "#include <stdio.h>\n"
         "int main(void) {\n"
         "  for (unsigned i = 0; i < sizeof kernel / sizeof *kernel; ++i)\n"
         "    printf(\"%u \", (unsigned)kernel[i]);\n"
         "  return 0;\n"
         "}\n";
  std::string build = fmt::format(
      "cd '{}' && gcc -std=c99 -Wall -Werror kernel.c -o kernel 2>&1 && ./kernel > out.txt",
      dir.string());
  ASSERT_EQ(std::system(build.c_str()), 0) << array;
  std::ifstream in(dir / "out.txt");
  std::string printed((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_EQ(printed, "3 4 5 ");
  std::filesystem::remove_all(dir);
}

TEST(WriterListing, AddressWordAndSourcePerWord) {
  EXPECT_EQ(writeImage(twoWordImage(), OutputFormat::Listing),
            "; section .text at 0x0\n"
            "000000  0x12345678  ldi $7, 0x5678  ; set\n"
            "000001  0x00000001  nop  (inserted by --fix-hazards)\n");
}

TEST(WriterListing, AssembledProgramShowsAlignmentAndMacroOrigins) {
  auto r = assembleCore(
      ".macro two v\n"
      "emit \\v\n"
      "emit \\v + 1\n"
      ".endm\n"
      "emit 0x10\n"
      ".align 4\n"
      "two 5\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(writeImage(*r.image, OutputFormat::Listing),
            "; section .text at 0x0\n"
            "000000  0x00000010  emit 0x10\n"
            "000001  0xf4f3f2f1\n"
            "000002  0xf4f3f2f1\n"
            "000003  0xf4f3f2f1\n"
            "000004  0x00000005  emit \\v  (from macro 'two' at line 7)\n"
            "000005  0x00000006  emit \\v + 1  (from macro 'two' at line 7)\n");
}

TEST(WriterListing, EverySectionHasAHeaderAndItsAddresses) {
  auto r = assembleCore("emit 1\n.section consts\n.word 7, 8\n.text\nemit 2\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(writeImage(*r.image, OutputFormat::Listing),
            "; section .text at 0x0\n"
            "000000  0x00000001  emit 1\n"
            "000001  0x00000002  emit 2\n"
            "; section consts at 0x2\n"
            "000002  0x00000007  .word 7, 8\n"
            "000003  0x00000008\n");
}

TEST(WriterListing, ByteAddressedAddressesCountBytes) {
  CoreOptions options;
  options.unitBytes = 1;
  auto r = assembleCore("emit 1\nemit 2\n", options);
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(writeImage(*r.image, OutputFormat::Listing),
            "; section .text at 0x0\n"
            "000000  0x00000001  emit 1\n"
            "000004  0x00000002  emit 2\n");
}

TEST(WriterBinary, LittleEndianBytesOfTheSection) {
  auto r = assembleDemolicious("ldi $7, 0x1234\nthread_finished\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(writeImage(*r.image, OutputFormat::Binary),
            std::string("\x34\x12\x07\x04\x00\x00\x00\x40", 8));
}

TEST(WriterBinary, SectionsAreLaidOutByBaseWithGapsZeroFilled) {
  Image image;
  image.addressUnitBytes = 4;
  image.sections.push_back({"high", 3, {0xbb, 0xbb, 0xbb, 0xbb}});
  image.sections.push_back({"low", 0, {0xaa, 0xaa, 0xaa, 0xaa}});
  EXPECT_EQ(writeImage(image, OutputFormat::Binary), std::string("\xaa\xaa\xaa\xaa"
                                                                 "\x00\x00\x00\x00"
                                                                 "\x00\x00\x00\x00"
                                                                 "\xbb\xbb\xbb\xbb",
                                                                 16));
}

TEST(WriterBinary, EmptyImageIsEmpty) {
  Image image;
  EXPECT_EQ(writeImage(image, OutputFormat::Binary), "");
  EXPECT_EQ(writeImage(image, OutputFormat::Hex), "");
  EXPECT_EQ(writeImage(image, OutputFormat::CArray),
            "#include <stdint.h>\n\nconst uint32_t kernel[] = {\n};\n");
}

// ---- the image itself -------------------------------------------------------

TEST(WriterImage, LineRecordsMapAddressesToSource) {
  auto r = assembleCore("emit 1\n\n  .word 2, 3\nemit 4\n");
  ASSERT_TRUE(r.image) << r.diagnostics;
  const Image& image = *r.image;
  ASSERT_EQ(image.lines.size(), 3u);
  const LineRecord* data = image.lineAt(2);  // the second word of `.word 2, 3`
  ASSERT_TRUE(data);
  EXPECT_EQ(data->address, 1u);
  EXPECT_EQ(data->units, 2u);
  EXPECT_EQ(data->line, 3u);
  EXPECT_EQ(image.fileName(*data), "test.s");
  EXPECT_EQ(image.lineText(*data), "  .word 2, 3");
  EXPECT_EQ(image.note(*data), "");
  EXPECT_EQ(image.lineAt(3)->line, 4u);
  EXPECT_EQ(image.lineAt(4), nullptr);
  EXPECT_EQ(image.lineAt(0, 1), nullptr);  // no such section
}

TEST(WriterImage, WordsAreLittleEndianAndIgnoreATrailingPartialWord) {
  Image image;
  image.wordBytes = 4;
  image.sections.push_back({".text", 0, {1, 2, 3, 4, 5, 6}});
  EXPECT_EQ(image.words(), (std::vector<uint64_t>{0x04030201}));
  EXPECT_TRUE(image.words(7).empty());
}

}  // namespace
}  // namespace gpuasm::testing
