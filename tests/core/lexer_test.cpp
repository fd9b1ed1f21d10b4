// The lexer: comments, numbers in every base, character and string literals,
// operators, locations, and the diagnostics for malformed input.
#include "gpuasm/lexer.hpp"

#include <gtest/gtest.h>

#include <bit>
#include <limits>
#include <string>
#include <vector>

namespace gpuasm::testing {
namespace {

class LexerTest : public ::testing::Test {
 protected:
  std::vector<TokenLine> lex(std::string text, LexerOptions options = {}) {
    uint32_t file = sources_.addBuffer("lex.s", std::move(text));
    return lexBuffer(sources_, file, options, diagnostics_);
  }

  // The texts of a line's tokens, EndOfLine left out.
  static std::vector<std::string> texts(const TokenLine& line) {
    std::vector<std::string> out;
    for (const Token& t : line)
      if (t.kind != TokenKind::EndOfLine) out.emplace_back(t.text);
    return out;
  }

  // The values of the Integer tokens of a single-line buffer.
  std::vector<uint64_t> integers(std::string text) {
    std::vector<uint64_t> out;
    for (const TokenLine& line : lex(std::move(text)))
      for (const Token& t : line)
        if (t.kind == TokenKind::Integer) out.push_back(t.value);
    return out;
  }

  std::string rendered() const { return diagnostics_.renderAll(); }

  SourceManager sources_;
  DiagnosticEngine diagnostics_{sources_};
};

TEST_F(LexerTest, SemicolonHashAndDoubleSlashStartComments) {
  auto lines = lex("a ; one\nb # two\nc // three\nd / e\n");
  ASSERT_EQ(lines.size(), 4u);
  EXPECT_EQ(texts(lines[0]), (std::vector<std::string>{"a"}));
  EXPECT_EQ(texts(lines[1]), (std::vector<std::string>{"b"}));
  EXPECT_EQ(texts(lines[2]), (std::vector<std::string>{"c"}));
  EXPECT_EQ(texts(lines[3]), (std::vector<std::string>{"d", "/", "e"}));
  EXPECT_EQ(diagnostics_.errorCount(), 0u);
}

TEST_F(LexerTest, DisabledCommentCharactersBecomeTokens) {
  LexerOptions options;
  options.semicolonComments = false;
  options.slashComments = false;
  auto lines = lex("a ; b // c\n", options);
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(texts(lines[0]), (std::vector<std::string>{"a", ";", "b", "/", "/", "c"}));
  EXPECT_TRUE(lines[0][1].is(";"));
  EXPECT_EQ(diagnostics_.errorCount(), 0u);
}

TEST_F(LexerTest, CommentCharactersInsideLiteralsDoNotStartComments) {
  auto lines = lex("\"a;b#c//d\" ';' '#'\n");
  ASSERT_EQ(lines.size(), 1u);
  ASSERT_EQ(lines[0].size(), 4u);
  EXPECT_EQ(lines[0][0].kind, TokenKind::String);
  EXPECT_EQ(lines[0][0].text, "\"a;b#c//d\"");
  EXPECT_EQ(lines[0][1].value, uint64_t{';'});
  EXPECT_EQ(lines[0][2].value, uint64_t{'#'});
}

TEST_F(LexerTest, DecimalNumbers) {
  EXPECT_EQ(integers("0 7 42 65535 18446744073709551615"),
            (std::vector<uint64_t>{0, 7, 42, 65535, UINT64_MAX}));
}

// A short decimal that nothing continues is read as it is scanned; 19 digits
// and more, digit separators and anything after the digits take the full
// path. Both give the same values (10^19 - 1 and 10^19 fit in 64 bits).
TEST_F(LexerTest, DecimalNumbersEitherSideOfNineteenDigits) {
  EXPECT_EQ(integers("9999999999999999999 10000000000000000000 1_000 5,6)"),
            (std::vector<uint64_t>{9999999999999999999u, 10000000000000000000u, 1000, 5, 6}));
  auto lines = lex("7\n12.5 3e2 8");  // the last number ends the buffer
  ASSERT_EQ(lines.size(), 2u);
  ASSERT_EQ(lines[0].size(), 2u);
  EXPECT_EQ(lines[0][0].kind, TokenKind::Integer);
  EXPECT_EQ(lines[0][0].value, 7u);
  ASSERT_EQ(lines[1].size(), 4u);
  EXPECT_EQ(lines[1][0].kind, TokenKind::Float);
  EXPECT_EQ(std::bit_cast<double>(lines[1][0].value), 12.5);
  EXPECT_EQ(lines[1][1].kind, TokenKind::Float);
  EXPECT_EQ(std::bit_cast<double>(lines[1][1].value), 300.0);
  EXPECT_EQ(lines[1][2].kind, TokenKind::Integer);
  EXPECT_EQ(lines[1][2].text, "8");
  EXPECT_EQ(lines[1][2].value, 8u);
  EXPECT_EQ(diagnostics_.errorCount(), 0u);
}

TEST_F(LexerTest, HexNumbersWithEitherPrefixCase) {
  EXPECT_EQ(integers("0x0 0x1F 0X1f 0xdeadBEEF 0xFFFFFFFFFFFFFFFF"),
            (std::vector<uint64_t>{0, 31, 31, 0xdeadbeef, UINT64_MAX}));
}

TEST_F(LexerTest, BinaryNumbersWithDigitSeparators) {
  EXPECT_EQ(integers("0b0 0b101 0B11 0b1111_0000"), (std::vector<uint64_t>{0, 5, 3, 240}));
}

TEST_F(LexerTest, OctalNumbersWithPrefixOrLeadingZero) {
  // 0o17 = 1*8 + 7 = 15; 017 is the same in C's spelling; 0777 = 7*64 + 7*8 + 7 = 511.
  EXPECT_EQ(integers("0o17 0O17 017 0777 00"), (std::vector<uint64_t>{15, 15, 15, 511, 0}));
}

TEST_F(LexerTest, CharacterLiteralsAndEscapes) {
  EXPECT_EQ(integers(R"('A' ' ' '\n' '\t' '\0' '\\' '\'' '"' '\x41' '\e')"),
            (std::vector<uint64_t>{65, 32, 10, 9, 0, 92, 39, 34, 65, 27}));
  EXPECT_EQ(diagnostics_.errorCount(), 0u);
}

TEST_F(LexerTest, CharacterLiteralIsAnIntegerTokenWithItsSpelling) {
  auto lines = lex("'\\n'");
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(lines[0][0].kind, TokenKind::Integer);
  EXPECT_EQ(lines[0][0].text, "'\\n'");
  EXPECT_EQ(lines[0][0].value, 10u);
}

TEST_F(LexerTest, PrefixWithoutDigitsIsAnError) {
  auto lines = lex("0x + 1\n");
  EXPECT_EQ(rendered(),
            "lex.s:1:1: error: number '0x' has no digits [invalid-number]\n"
            "  0x + 1\n"
            "  ^\n"
            "1 error, 0 warnings generated.\n");
  // The bad number is dropped; the rest of the line still lexes.
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(texts(lines[0]), (std::vector<std::string>{"+", "1"}));
}

TEST_F(LexerTest, DigitOutsideTheBaseIsAnErrorNamingTheBase) {
  lex("12a\n0b102\n09\n0x1g\n");
  EXPECT_EQ(rendered(),
            "lex.s:1:1: error: invalid digit 'a' in decimal number '12a' [invalid-number]\n"
            "  12a\n"
            "  ^\n"
            "lex.s:2:1: error: invalid digit '2' in binary number '0b102' [invalid-number]\n"
            "  0b102\n"
            "  ^\n"
            "lex.s:3:1: error: invalid digit '9' in octal number '09' [invalid-number]\n"
            "  09\n"
            "  ^\n"
            "lex.s:4:1: error: invalid digit 'g' in hexadecimal number '0x1g' [invalid-number]\n"
            "  0x1g\n"
            "  ^\n"
            "4 errors, 0 warnings generated.\n");
}

TEST_F(LexerTest, NumberBeyondSixtyFourBitsIsAnError) {
  // 2^64 = 18446744073709551616, one more than the largest 64-bit value.
  auto values = integers("18446744073709551616 0x1_0000_0000_0000_0000");
  EXPECT_TRUE(values.empty());
  EXPECT_EQ(rendered(),
            "lex.s:1:1: error: number '18446744073709551616' does not fit in 64 bits "
            "[invalid-number]\n"
            "  18446744073709551616 0x1_0000_0000_0000_0000\n"
            "  ^\n"
            "lex.s:1:22: error: number '0x1_0000_0000_0000_0000' does not fit in 64 bits "
            "[invalid-number]\n"
            "  18446744073709551616 0x1_0000_0000_0000_0000\n"
            "                       ^\n"
            "2 errors, 0 warnings generated.\n");
}

TEST_F(LexerTest, UnterminatedStringIsReportedAndLexingGoesOn) {
  auto lines = lex("  .error \"oops\nnext 1\n");
  EXPECT_EQ(rendered(),
            "lex.s:1:10: error: missing terminating '\"' [unterminated-string]\n"
            "    .error \"oops\n"
            "           ^\n"
            "1 error, 0 warnings generated.\n");
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(texts(lines[0]), (std::vector<std::string>{".error"}));
  EXPECT_EQ(texts(lines[1]), (std::vector<std::string>{"next", "1"}));
}

TEST_F(LexerTest, StringAtEndOfBufferWithoutQuoteIsUnterminated) {
  lex("\"abc\\\"");  // the escaped quote does not close it
  EXPECT_EQ(diagnostics_.errorCount(), 1u);
  ASSERT_EQ(diagnostics_.diagnostics().size(), 1u);
  EXPECT_EQ(diagnostics_.diagnostics()[0].code, "unterminated-string");
}

TEST_F(LexerTest, StringTokenKeepsQuotesAndDecodesEscapes) {
  auto lines = lex(R"("a\"b\x41\t\\")");
  ASSERT_EQ(lines.size(), 1u);
  const Token& t = lines[0][0];
  EXPECT_EQ(t.kind, TokenKind::String);
  EXPECT_EQ(t.text, R"("a\"b\x41\t\\")");
  EXPECT_EQ(decodeString(t, diagnostics_), "a\"bA\t\\");
  EXPECT_EQ(diagnostics_.errorCount(), 0u);
}

// Octal escapes of one to three digits, as llvm-mc-14 reads them (clang's
// .ascii of binary data: `.ascii "\362\0011\7\101"` assembles to f2 01 31 07
// 41); \777 is out of range there too.
TEST_F(LexerTest, OctalEscapesTakeOneToThreeDigits) {
  auto lines = lex(R"("\362\0011\7\101\0" "\777")");
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(decodeString(lines[0][0], diagnostics_), std::string("\xf2\x01"
                                                                 "1\x07"
                                                                 "A",
                                                                 5) +
                                                         '\0');
  EXPECT_EQ(diagnostics_.errorCount(), 0u);
  decodeString(lines[0][1], diagnostics_);
  EXPECT_EQ(diagnostics_.errorCount(), 1u);
}

TEST_F(LexerTest, BadEscapeInStringIsReportedAtTheString) {
  auto lines = lex(R"(x "a\qb")");
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(decodeString(lines[0][1], diagnostics_), "ab");
  EXPECT_EQ(rendered(),
            "lex.s:1:3: error: invalid escape sequence in string [invalid-escape]\n"
            "  x \"a\\qb\"\n"
            "    ^\n"
            "1 error, 0 warnings generated.\n");
}

TEST_F(LexerTest, CharacterLiteralWithoutExactlyOneCharacterIsAnError) {
  auto lines = lex("'' 'AB' 'C\n1\n");
  EXPECT_EQ(rendered(),
            "lex.s:1:1: error: character literal must hold exactly one character "
            "[invalid-character-literal]\n"
            "  '' 'AB' 'C\n"
            "  ^\n"
            "lex.s:1:4: error: character literal must hold exactly one character "
            "[invalid-character-literal]\n"
            "  '' 'AB' 'C\n"
            "     ^\n"
            "lex.s:1:9: error: character literal must hold exactly one character "
            "[invalid-character-literal]\n"
            "  '' 'AB' 'C\n"
            "          ^\n"
            "3 errors, 0 warnings generated.\n");
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(texts(lines[1]), (std::vector<std::string>{"1"}));
}

TEST_F(LexerTest, BadEscapeInCharacterLiteralIsOneError) {
  auto lines = lex("'\\q' 5\n");
  EXPECT_EQ(rendered(),
            "lex.s:1:1: error: invalid escape sequence in character [invalid-escape]\n"
            "  '\\q' 5\n"
            "  ^\n"
            "1 error, 0 warnings generated.\n");
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(texts(lines[0]), (std::vector<std::string>{"5"}));
}

TEST_F(LexerTest, UnexpectedCharactersAndBytesAreErrors) {
  lex("a ` b\n\x01\n");
  EXPECT_EQ(rendered(),
            "lex.s:1:3: error: unexpected character '`' [invalid-character]\n"
            "  a ` b\n"
            "    ^\n"
            "lex.s:2:1: error: unexpected byte 0x01 [invalid-character]\n"
            "  \\x01\n"  // shown escaped, not sent to the terminal
            "  ^\n"
            "2 errors, 0 warnings generated.\n");
}

// A run of bytes that are not printable is one error (100 MB of NULs is one
// error, not 10^8 of them); printable characters are reported one by one.
TEST_F(LexerTest, ARunOfUnprintableBytesIsOneError) {
  auto lines = lex(std::string("x \xc3\xa9 y ``\n", 10) + std::string(1000, '\0') + "\nz\n");
  EXPECT_EQ(diagnostics_.errorCount(), 4u);
  std::string text = rendered();
  EXPECT_NE(text.find("lex.s:1:3: error: unexpected bytes 0xc3 0xa9 [invalid-character]\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("lex.s:1:8: error: unexpected character '`'"), std::string::npos) << text;
  EXPECT_NE(text.find("lex.s:2:1: error: 1000 unexpected bytes: 0x00 0x00 0x00 0x00 ... "
                      "[invalid-character]\n"),
            std::string::npos)
      << text;
  ASSERT_FALSE(lines.empty());
  EXPECT_EQ(texts(lines[0]), (std::vector<std::string>{"x", "y"}));
}

// vc4asm's floats (doc/expressions.html): a decimal dot or an exponent.
TEST_F(LexerTest, FloatsHaveADotOrAnExponent) {
  auto lines = lex("1.5 2e3 1.4e-6 1. 0.25E+2 0x1e3 7 ra0.16a 1.x");
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(texts(lines[0]), (std::vector<std::string>{"1.5", "2e3", "1.4e-6", "1.", "0.25E+2",
                                                       "0x1e3", "7", "ra0.16a", "1", ".x"}));
  const TokenLine& t = lines[0];
  std::vector<double> floats;
  for (size_t i = 0; i < 5; ++i) {
    ASSERT_EQ(t[i].kind, TokenKind::Float) << t[i].text;
    floats.push_back(std::bit_cast<double>(t[i].value));
  }
  EXPECT_EQ(floats, (std::vector<double>{1.5, 2000.0, 1.4e-6, 1.0, 25.0}));
  EXPECT_EQ(t[5].kind, TokenKind::Integer);
  EXPECT_EQ(t[5].value, 0x1e3u);
  EXPECT_EQ(t[8].kind, TokenKind::Integer);
}

// Past the double's range a float is what strtod makes of it (C11 7.22.1.3):
// infinity above, zero below; the smallest subnormal and the largest double stay.
TEST_F(LexerTest, FloatsPastTheDoublesRangeAreInfinityOrZero) {
  auto lines = lex("1e400 1e-400 4.9406564584124654e-324 1.7976931348623157e308 0.1");
  ASSERT_EQ(lines.size(), 1u);
  std::vector<double> floats;
  for (const Token& t : lines[0])
    if (t.kind == TokenKind::Float) floats.push_back(std::bit_cast<double>(t.value));
  EXPECT_EQ(floats, (std::vector<double>{std::numeric_limits<double>::infinity(), 0.0,
                                         std::numeric_limits<double>::denorm_min(),
                                         std::numeric_limits<double>::max(), 0.1}));
  EXPECT_EQ(diagnostics_.errorCount(), 0u);
}

TEST_F(LexerTest, MultiCharacterOperatorsAreSingleTokens) {
  // vc4asm's operators (doc/expressions.html) too, the longest match first.
  auto lines =
      lex("<< >> <= >= == != && || <<< = ><<< >>>< ><< >>< >>> <=> === !== !^^ ^^ !^ ** <<<<");
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(texts(lines[0]),
            (std::vector<std::string>{"<<",  ">>",  "<=",   ">=",   "==",  "!=",  "&&",  "||",
                                      "<<<", "=",   "><<<", ">>><", "><<", ">><", ">>>", "<=>",
                                      "===", "!==", "!^^",  "^^",   "!^",  "**",  "<<<", "<"}));
  for (const Token& t : lines[0]) {
    if (t.kind != TokenKind::EndOfLine) {
      EXPECT_EQ(t.kind, TokenKind::Punct) << t.text;
    }
  }
}

TEST_F(LexerTest, IdentifiersTakeDotsDollarsAndDigits) {
  auto lines = lex("$data .text _x1 a.b$c . .L0");
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(texts(lines[0]),
            (std::vector<std::string>{"$data", ".text", "_x1", "a.b$c", ".", ".L0"}));
  for (const Token& t : lines[0]) {
    if (t.kind != TokenKind::EndOfLine) {
      EXPECT_EQ(t.kind, TokenKind::Identifier) << t.text;
    }
  }
  EXPECT_TRUE(lines[0][1].isIdentifier(".TEXT"));
  EXPECT_FALSE(lines[0][1].isIdentifier(".tex"));
}

TEST_F(LexerTest, LocationsAreOneBasedLineAndColumn) {
  auto lines = lex("first\n  \tsecond 12\n");
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0][0].location.line, 1u);
  EXPECT_EQ(lines[0][0].location.column, 1u);
  EXPECT_EQ(lines[1][0].location.line, 2u);
  EXPECT_EQ(lines[1][0].location.column, 4u);  // two spaces and a tab before it
  EXPECT_EQ(lines[1][1].location.column, 11u);
  EXPECT_EQ(lines[1][2].kind, TokenKind::EndOfLine);
  EXPECT_EQ(lines[1][2].location.column, 13u);
}

TEST_F(LexerTest, EveryPhysicalLineIsALogicalLine) {
  auto lines = lex("a\n\n; only a comment\nb");  // the last line has no newline
  ASSERT_EQ(lines.size(), 4u);
  EXPECT_EQ(lines[1].size(), 1u);  // just EndOfLine
  EXPECT_EQ(lines[2].size(), 1u);
  EXPECT_EQ(texts(lines[3]), (std::vector<std::string>{"b"}));
  EXPECT_EQ(lines[3][0].location.line, 4u);
}

TEST_F(LexerTest, BackslashNewlineContinuesTheLogicalLine) {
  auto lines = lex("a, \\\n  b\nc\n");
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(texts(lines[0]), (std::vector<std::string>{"a", ",", "b"}));
  EXPECT_EQ(lines[0][2].location.line, 2u);
  EXPECT_EQ(lines[0][2].location.column, 3u);
  EXPECT_EQ(lines[1][0].location.line, 3u);
}

TEST_F(LexerTest, CarriageReturnsAreWhitespace) {
  auto lines = lex("a 1\r\nb\r\n");
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(texts(lines[0]), (std::vector<std::string>{"a", "1"}));
  EXPECT_EQ(texts(lines[1]), (std::vector<std::string>{"b"}));
  EXPECT_EQ(sources_.lineText(1, 1), "a 1");
  EXPECT_EQ(diagnostics_.errorCount(), 0u);
}

}  // namespace
}  // namespace gpuasm::testing
