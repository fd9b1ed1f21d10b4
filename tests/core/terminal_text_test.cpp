// TerminalText (gpuasm/terminal_text.hpp): what a terminal is sent for text
// from any source. The expected bytes are written out by hand from the rules:
// C0 controls, DEL, the C1 controls and bytes that are not well-formed UTF-8
// as \xNN (NUL as \0), newline and tab kept, lines cut at their limit.
#include "gpuasm/terminal_text.hpp"

#include <gtest/gtest.h>

#include <string>

namespace gpuasm {
namespace {

TEST(TerminalText, ControlBytesAreShownEscapedAndTextStays) {
  EXPECT_EQ(TerminalText::shown("plain text, UTF-8: \xc3\xa9t\xc3\xa9\n"),
            "plain text, UTF-8: \xc3\xa9t\xc3\xa9\n");
  // ESC [ 2 J clears a screen; BEL rings; CR returns over what was written.
  EXPECT_EQ(TerminalText::shown("a\x1b[2Jb\x07"
                                "c\rd\n"),
            "a\\x1b[2Jb\\x07c\\x0dd\n");
  EXPECT_EQ(TerminalText::shown(std::string("nul\0del\x7f\ttab", 12)), "nul\\0del\\x7f\ttab");
  // U+009B is CSI in one byte pair: ESC [ on terminals that take C1 codes.
  EXPECT_EQ(TerminalText::shown("x\xc2\x9b"
                                "2Jy"),
            "x\\xc2\\x9b2Jy");
  // U+00A0 (no-break space) is the first character after the C1 block: kept.
  EXPECT_EQ(TerminalText::shown("\xc2\xa0"), "\xc2\xa0");
}

TEST(TerminalText, BytesThatAreNotUtf8AreShownEscaped) {
  EXPECT_EQ(TerminalText::shown("\xff\xfe"), "\\xff\\xfe");
  EXPECT_EQ(TerminalText::shown("\xc3("), "\\xc3(");                  // lead without continuation
  EXPECT_EQ(TerminalText::shown("\xc0\xaf"), "\\xc0\\xaf");           // overlong '/'
  EXPECT_EQ(TerminalText::shown("\xed\xa0\x80"), "\\xed\\xa0\\x80");  // a surrogate
  EXPECT_EQ(TerminalText::shown("end\xe2\x82"), "end\\xe2\\x82");     // cut off at the end
}

TEST(TerminalText, ACharacterSplitBetweenPiecesIsHeldNotEscaped) {
  TerminalText terminal;
  // U+20AC EURO SIGN, E2 82 AC, written a byte at a time (an ostream's put).
  EXPECT_EQ(terminal.write("price \xe2"), "price ");
  EXPECT_EQ(terminal.write("\x82"), "");
  EXPECT_EQ(terminal.write("\xac"
                           "5\n"),
            "\xe2\x82\xac"
            "5\n");
  // A lead byte followed by something else is not UTF-8.
  EXPECT_EQ(terminal.write("\xe2"), "");
  EXPECT_EQ(terminal.write("x"), "\\xe2x");
  // Held at the end, then finished: the byte shown escaped.
  EXPECT_EQ(terminal.write("\xf0\x9f"), "");
  EXPECT_EQ(terminal.finish(), "\\xf0\\x9f");
  EXPECT_EQ(terminal.finish(), "");
}

TEST(TerminalText, EachLineKeepsItsFirstBytesThenDots) {
  EXPECT_EQ(TerminalText::shown("abcdefgh\nij\n", 5), "abcde...\nij\n");
  // Counted as shown: "\x1b" takes 4 of the 6 bytes, and is never split.
  EXPECT_EQ(TerminalText::shown("ab\x1b\x1b", 6), "ab\\x1b...");
  // A UTF-8 character is never split either (e-acute is two bytes).
  EXPECT_EQ(TerminalText::shown("abcd\xc3\xa9", 5), "abcd...");
  // The count goes on across pieces and starts again at each newline.
  TerminalText terminal(4);
  EXPECT_EQ(terminal.write("ab"), "ab");
  EXPECT_EQ(terminal.write("cdef"), "cd...");
  EXPECT_EQ(terminal.write("gh\nxy"), "\nxy");
  terminal.restartLine();  // a progress line drawn again from its start
  EXPECT_EQ(terminal.write("1234"), "1234");
}

TEST(TerminalText, AFiftyMegabyteLineCostsOneKilobyte) {
  std::string huge(50 << 20, 'n');
  huge[7] = '\x1b';
  const std::string shown = TerminalText::shown("name " + huge + "\nnext\n");
  // "name " and 7 n (12 bytes), the escape (4), then n up to the 1,024th byte.
  const std::string expected = "name " + std::string(7, 'n') + "\\x1b" +
                               std::string(TerminalText::kMaxLineBytes - 16, 'n') + "...\nnext\n";
  EXPECT_EQ(shown, expected);
}

}  // namespace
}  // namespace gpuasm
