// Tokens of assembly source. The lexer knows no target: which characters start
// a comment is an option, so dialects that use ';' as a separator can turn it off.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gpuasm/diagnostics.hpp"

namespace gpuasm {

enum class TokenKind : uint8_t {
  Identifier,  // letters, digits, '_', '.', '$'; also a lone '.'
  Integer,     // decimal, 0x hex, 0b binary, 0o or leading-0 octal, 'c' character
  Float,       // `1.0`, `1.4e6`, `2e3`: `value` holds the double's bits
  String,      // "..." with C escapes; text holds the quotes
  Punct,       // operators and separators
  EndOfLine,
};

struct Token {
  TokenKind kind = TokenKind::EndOfLine;
  std::string_view text;  // as written (points into the source buffer)
  uint64_t value = 0;     // Integer: its value
  SourceLocation location;

  bool is(std::string_view punct) const { return kind == TokenKind::Punct && text == punct; }
  bool isIdentifier(std::string_view name) const;  // case-insensitive
};

// One logical source line: its tokens, ending with an EndOfLine token.
using TokenLine = std::vector<Token>;

struct LexerOptions {
  bool semicolonComments = true;
  bool hashComments = true;
  bool slashComments = true;
  // Numbered local labels, as GNU as has them: `1:` defines one (many times
  // over), `1f` / `1b` refer to the next / the latest definition and lex as
  // identifiers rather than as bad numbers.
  bool numberedLabels = false;
};

// Reads a buffer one logical line at a time, so that a file's tokens need not
// all be in memory at once; lexical errors go to `diagnostics`. The tokens
// point into the buffer, which must outlive them.
class LineLexer {
 public:
  LineLexer(const SourceManager& sources, uint32_t file, const LexerOptions& options,
            DiagnosticEngine& diagnostics);
  ~LineLexer();
  LineLexer(LineLexer&&) noexcept;
  LineLexer& operator=(LineLexer&&) noexcept;
  // The next line into `line` (replacing its contents); false at the end of
  // the buffer. Lines that hold only blanks and comments come back as a lone
  // EndOfLine token.
  bool next(TokenLine& line);
  // The next physical line unlexed (TargetAssembler::rawLines): one String
  // token holding it as written, then EndOfLine; no lexical errors.
  bool nextRaw(TokenLine& line);

 private:
  class Impl;
  std::unique_ptr<Impl> impl_;
};

// Splits a whole buffer into lines of tokens; lexical errors go to `diagnostics`.
std::vector<TokenLine> lexBuffer(const SourceManager& sources, uint32_t file,
                                 const LexerOptions& options, DiagnosticEngine& diagnostics);

// Decodes a String token (with its quotes) into its value; reports bad escapes.
std::string decodeString(const Token& token, DiagnosticEngine& diagnostics);

// Integer literals exactly as the lexer reads them (TokenKind::Integer):
// decimal, 0x hex, 0b binary, 0o or leading-0 octal (`017` is 15), '_'
// between digits; up to 2^64-1. nullopt, with `error` saying why ("invalid
// digit '9' in octal number '09'", "number '0x' has no digits", "number '...'
// does not fit in 64 bits"), for anything else. For other programs that take
// numbers (the command line), so that they read them as the assembler does.
std::optional<uint64_t> parseIntegerLiteral(std::string_view text, std::string& error);

// A signed integer in the assembler's literal syntax: an optional '+' or '-'
// and a literal as above, within int64_t (-0x8000000000000000 to
// 0x7fffffffffffffff). A float (`1e3`, `1.5`) is refused: it is a number to
// the assembler, but not an integer ("'1e3' is a floating-point number, not an
// integer").
std::optional<int64_t> parseInteger(std::string_view text, std::string& error);

}  // namespace gpuasm
