// parseIntegerLiteral / parseInteger: the assembler's integer syntax for other
// programs (the command line), so that `017`, `0b101` and `1e3` mean there
// what they mean in a source file.
#include <gtest/gtest.h>

#include "gpuasm/lexer.hpp"

namespace gpuasm {
namespace {

std::optional<int64_t> integer(std::string_view text) {
  std::string error;
  return parseInteger(text, error);
}

std::string integerError(std::string_view text) {
  std::string error;
  EXPECT_FALSE(parseInteger(text, error)) << text;
  return error;
}

TEST(ParseInteger, ReadsEveryBaseTheLexerReads) {
  EXPECT_EQ(integer("42"), 42);
  EXPECT_EQ(integer("017"), 15);  // C-style octal, as `.int 017` is 15
  EXPECT_EQ(integer("0o17"), 15);
  EXPECT_EQ(integer("0b101"), 5);
  EXPECT_EQ(integer("0B1111_0000"), 0xf0);
  EXPECT_EQ(integer("0x1e3"), 0x1e3);  // hexadecimal, not a float
  EXPECT_EQ(integer("0XfF"), 255);
  EXPECT_EQ(integer("0"), 0);
}

TEST(ParseInteger, TakesASignWithinSignedSixtyFourBits) {
  EXPECT_EQ(integer("-5"), -5);
  EXPECT_EQ(integer("+5"), 5);
  EXPECT_EQ(integer("-0x8000000000000000"), INT64_MIN);
  EXPECT_EQ(integer("0x7fffffffffffffff"), INT64_MAX);
  EXPECT_EQ(integerError("0x8000000000000000"),
            "number '0x8000000000000000' does not fit in a signed 64-bit integer");
  EXPECT_EQ(integerError("-9223372036854775809"),
            "number '-9223372036854775809' does not fit in a signed 64-bit integer");
}

TEST(ParseInteger, OverflowIsAnErrorNotAWrap) {
  EXPECT_EQ(integerError("99999999999999999999"),
            "number '99999999999999999999' does not fit in 64 bits");
}

TEST(ParseInteger, FloatsAreNamedAsFloats) {
  EXPECT_EQ(integerError("1e3"), "'1e3' is a floating-point number, not an integer");
  EXPECT_EQ(integerError("-1.5"), "'-1.5' is a floating-point number, not an integer");
}

TEST(ParseInteger, BadDigitsAndEmptyTextAreErrorsInTheLexersWords) {
  EXPECT_EQ(integerError("09"), "invalid digit '9' in octal number '09'");
  EXPECT_EQ(integerError("0b102"), "invalid digit '2' in binary number '0b102'");
  EXPECT_EQ(integerError("12abc"), "invalid digit 'a' in decimal number '12abc'");
  EXPECT_EQ(integerError("0x"), "number '0x' has no digits");
  EXPECT_EQ(integerError(""), "'' is not a number");
  EXPECT_EQ(integerError("-"), "'-' is not a number");
  EXPECT_EQ(integerError("x1"), "'x1' is not a number");
  EXPECT_EQ(integerError(" 1"), "' 1' is not a number");
  EXPECT_EQ(integerError("1 "), "invalid digit ' ' in decimal number '1 '");
}

TEST(ParseIntegerLiteral, TakesTheFullUnsignedRangeAsTheLexerDoes) {
  std::string error;
  EXPECT_EQ(parseIntegerLiteral("0xffffffffffffffff", error), UINT64_MAX);
  EXPECT_FALSE(parseIntegerLiteral("-1", error));
  EXPECT_EQ(error, "'-1' is not a number");
}

}  // namespace
}  // namespace gpuasm
