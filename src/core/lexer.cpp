#include "gpuasm/lexer.hpp"

#include <fmt/format.h>

#include <array>
#include <bit>
#include <cctype>
#include <charconv>
#include <cstdlib>
#include <optional>

namespace gpuasm {
namespace {

constexpr char lowerAscii(char c) {
  return c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c;
}

}  // namespace

bool Token::isIdentifier(std::string_view name) const {
  if (kind != TokenKind::Identifier || text.size() != name.size()) return false;
  // ASCII case folding, inline: the driver asks this of every line's first
  // token for each block directive, and std::tolower is a library call.
  for (size_t i = 0; i < name.size(); ++i) {
    if (lowerAscii(text[i]) != lowerAscii(name[i])) return false;
  }
  return true;
}

namespace {

// ASCII only, without the locale lookups of <cctype> (the lexer's hot path):
// one table lookup a character.
// kBlank: the spaces between tokens; kSeparator (with kPunct): `,` `[` `]`
// `(` `)` `:`, which start no comment and no longer operator.
enum CharClass : uint8_t {
  kIdentifierStart = 1,
  kDigit = 2,
  kPunct = 4,
  kBlank = 8,
  kSeparator = 16
};
// ';' is here too: it only reaches the punctuation test where it does not
// start a comment (a dialect's separator).
constexpr std::string_view kPunctuation = "+-*/%&|^~!()[]{},:;=?<>@\\";
constexpr std::array<uint8_t, 256> kCharClasses = [] {
  std::array<uint8_t, 256> classes{};
  for (int c = 'a'; c <= 'z'; ++c) classes[static_cast<size_t>(c)] = kIdentifierStart;
  for (int c = 'A'; c <= 'Z'; ++c) classes[static_cast<size_t>(c)] = kIdentifierStart;
  for (char c : {'_', '.', '$'}) classes[static_cast<uint8_t>(c)] = kIdentifierStart;
  for (int c = '0'; c <= '9'; ++c) classes[static_cast<size_t>(c)] = kDigit;
  for (char c : kPunctuation) classes[static_cast<uint8_t>(c)] = kPunct;
  for (char c : {',', '[', ']', '(', ')', ':'}) classes[static_cast<uint8_t>(c)] |= kSeparator;
  for (char c : {' ', '\t', '\r', '\f', '\v'}) classes[static_cast<uint8_t>(c)] = kBlank;
  return classes;
}();
bool isPunctuation(char c) {
  return (kCharClasses[static_cast<uint8_t>(c)] & kPunct) != 0;
}
bool isIdentifierStart(char c) {
  return kCharClasses[static_cast<uint8_t>(c)] == kIdentifierStart;
}
bool isDecimalDigit(char c) {
  return kCharClasses[static_cast<uint8_t>(c)] == kDigit;
}
bool isIdentifierChar(char c) {
  return (kCharClasses[static_cast<uint8_t>(c)] & (kIdentifierStart | kDigit)) != 0;
}
bool isDigitOrLetter(char c) {
  return isDecimalDigit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

// Decodes one escape sequence after a backslash at text[i]; advances i past it.
std::optional<uint32_t> decodeEscape(std::string_view text, size_t& i) {
  if (i >= text.size()) return std::nullopt;
  char c = text[i++];
  switch (c) {
    case 'n':
      return '\n';
    case 't':
      return '\t';
    case 'r':
      return '\r';
    case '0':
    case '1':
    case '2':
    case '3':
    case '4':
    case '5':
    case '6':
    case '7': {
      // Octal, one to three digits, as C and llvm-mc read them ("\362", "\0011"
      // is 1 then '1'); above 255 is no byte (llvm-mc: "out of range").
      uint32_t value = static_cast<uint32_t>(c - '0');
      for (int digits = 1; digits < 3 && i < text.size() && text[i] >= '0' && text[i] <= '7';
           ++digits)
        value = value * 8 + static_cast<uint32_t>(text[i++] - '0');
      if (value > 255) return std::nullopt;
      return value;
    }
    case 'a':
      return '\a';
    case 'b':
      return '\b';
    case 'f':
      return '\f';
    case 'v':
      return '\v';
    case 'e':
      return 27;
    case '\\':
      return '\\';
    case '\'':
      return '\'';
    case '"':
      return '"';
    case 'x': {
      uint32_t value = 0;
      size_t digits = 0;
      while (i < text.size() && digits < 2 && std::isxdigit(static_cast<unsigned char>(text[i]))) {
        char h = static_cast<char>(std::tolower(static_cast<unsigned char>(text[i++])));
        value = value * 16 + static_cast<uint32_t>(h <= '9' ? h - '0' : h - 'a' + 10);
        ++digits;
      }
      if (digits == 0) return std::nullopt;
      return value;
    }
    default:
      return std::nullopt;
  }
}

}  // namespace

class LineLexer::Impl {
 public:
  Impl(const SourceManager& sources, uint32_t file, const LexerOptions& options,
       DiagnosticEngine& diagnostics)
      : text_(sources.text(file)),
        source_(*sources.file(file)),
        file_(file),
        options_(options),
        diagnostics_(diagnostics) {}

  // One physical line as written, unlexed: a String token holding it whole
  // (without the line break), then the EndOfLine; a blank line is a lone EndOfLine.
  bool nextRaw(TokenLine& line) {
    line.clear();
    if (pos_ >= text_.size()) return false;
    const size_t begin = pos_;
    while (pos_ < text_.size() && text_[pos_] != '\n') ++pos_;
    if (text_.substr(begin, pos_ - begin).find_first_not_of(" \t\r") != std::string_view::npos)
      line.push_back(make(TokenKind::String, begin));
    line.push_back(endOfLine());
    if (pos_ < text_.size()) {
      ++pos_;
      ++lineNumber_;
      lineStart_ = pos_;
    }
    return true;
  }

  bool next(TokenLine& line) {
    line.clear();
    while (pos_ < text_.size()) {
      scanCommon(line);
      if (pos_ >= text_.size()) break;
      char c = text_[pos_];
      if (c == '\n') {
        line.push_back(endOfLine());
        ++pos_;
        ++lineNumber_;
        lineStart_ = pos_;
        // Every step, the text up to the step before is given back (a mapped
        // source's pages, SourceFile::passed): the lines read last stay resident.
        if (pos_ >= passedTo_ + kPassStep) {
          source_.passed(passedTo_);
          passedTo_ = pos_;
        }
        return true;
      }
      if (solarisSectionAttribute(line)) {
        line.push_back(make(TokenKind::Punct, pos_++));
        continue;
      }
      if (md5Checksum(line)) {
        const size_t begin = pos_;
        while (pos_ < text_.size() && isDigitOrLetter(text_[pos_])) ++pos_;
        line.push_back(make(TokenKind::Integer, begin));
        continue;
      }
      if (startsComment()) {
        while (pos_ < text_.size() && text_[pos_] != '\n') ++pos_;
        continue;
      }
      if (c == '\\' && pos_ + 1 < text_.size() && text_[pos_ + 1] == '\n') {
        // Line continuation: the next physical line belongs to this logical line.
        pos_ += 2;
        ++lineNumber_;
        lineStart_ = pos_;
        continue;
      }
      if (auto token = nextToken()) line.push_back(*token);
    }
    if (line.empty()) return false;
    line.push_back(endOfLine());
    return true;
  }

 private:
  // Blanks and the common tokens, names, short decimals and the separators
  // `,` `[` `]` `(` `)` `:` (none of which starts a comment or a longer
  // operator), appended in place with the position kept in a local: one
  // table lookup a character. Stops at a line break and at anything else.
  void scanCommon(TokenLine& line) {
    const char* const text = text_.data();
    const size_t size = text_.size();
    size_t pos = pos_;
    while (pos < size) {
      const uint8_t charClass = kCharClasses[static_cast<uint8_t>(text[pos])];
      if (charClass == kBlank) {
        ++pos;
        continue;
      }
      if (charClass == kIdentifierStart) {
        size_t end = pos + 1;
        while (end < size && isIdentifierChar(text[end])) ++end;
        line.push_back(
            {TokenKind::Identifier, std::string_view(text + pos, end - pos), 0, here(pos)});
        pos = end;
        continue;
      }
      if (charClass & kSeparator) {
        line.push_back({TokenKind::Punct, std::string_view(text + pos, 1), 0, here(pos)});
        ++pos;
        continue;
      }
      size_t end = 0;
      uint64_t value = 0;
      if (charClass == kDigit && shortDecimal(pos, end, value)) {
        line.push_back(
            {TokenKind::Integer, std::string_view(text + pos, end - pos), value, here(pos)});
        pos = end;
        continue;
      }
      break;
    }
    pos_ = pos;
  }

  bool startsComment() const {
    char c = text_[pos_];
    if (c == ';' && options_.semicolonComments) return true;
    if (c == '#' && options_.hashComments) return true;
    return c == '/' && options_.slashComments && pos_ + 1 < text_.size() && text_[pos_ + 1] == '/';
  }

  // GNU as's Solaris-style section attributes, as clang writes them for
  // AMDGPU (`.section .rodata,#alloc`, `,#write`, `,#execinstr`): a '#' right
  // after a ',' of a `.section` line and before a letter is a token, not a
  // comment.
  bool solarisSectionAttribute(const TokenLine& line) const {
    return text_[pos_] == '#' && line.size() >= 2 && line.front().kind == TokenKind::Identifier &&
           line.front().text == ".section" && line.back().text == "," && pos_ + 1 < text_.size() &&
           std::isalpha(static_cast<unsigned char>(text_[pos_ + 1]));
  }

  // llvm-mc's `.file N "dir" "name" md5 0x<32 hexadecimal digits>`: a
  // 128-bit number, an Integer token kept as written (its value unread) for
  // the directive to read (core/debug_directives.cpp).
  bool md5Checksum(const TokenLine& line) const {
    return line.size() >= 2 && line.front().isIdentifier(".file") &&
           line.back().isIdentifier("md5") && text_[pos_] == '0' && pos_ + 1 < text_.size() &&
           (text_[pos_ + 1] == 'x' || text_[pos_ + 1] == 'X');
  }

  SourceLocation here(size_t at) const {
    return {file_, lineNumber_, static_cast<uint32_t>(at - lineStart_ + 1), 0};
  }

  Token endOfLine() const { return {TokenKind::EndOfLine, {}, 0, here(pos_)}; }

  Token make(TokenKind kind, size_t begin, uint64_t value = 0) const {
    return {kind, text_.substr(begin, pos_ - begin), value, here(begin)};
  }

  std::optional<Token> nextToken() {
    size_t begin = pos_;
    char c = text_[pos_];
    if (isDecimalDigit(c)) return number();
    if (isIdentifierStart(c)) {
      while (pos_ < text_.size() && isIdentifierChar(text_[pos_])) ++pos_;
      return make(TokenKind::Identifier, begin);
    }
    if (c == '"') return string();
    if (c == '\'') return character();
    // Longest first: vc4asm's rotations `><<<` `>>><` `><<` `>><`, logical
    // shifts `<<<` `>>>`, `<=>`, identity `===` `!==`, `!^^` `^^` `!^` `**`.
    static constexpr std::string_view kOperators[] = {
        "><<<", ">>><", "><<", ">><", "<<<", ">>>", "<=>", "===", "!==", "!^^", "<<",
        ">>",   "<=",   ">=",  "==",  "!=",  "&&",  "||",  "^^",  "!^",  "**"};
    bool mayBeLonger = c == '<' || c == '>' || c == '=' || c == '!' || c == '&' || c == '|' ||
                       c == '^' || c == '*';
    for (std::string_view op : kOperators) {
      if (!mayBeLonger) break;
      // The first character rules out most rows without a string compare
      // (every `,` of every operand list comes through here).
      if (op[0] != c) continue;
      if (text_.substr(pos_, op.size()) == op) {
        pos_ += op.size();
        return make(TokenKind::Punct, begin);
      }
    }
    if (isPunctuation(c)) {
      ++pos_;
      return make(TokenKind::Punct, begin);
    }
    unexpectedRun(begin);
    return std::nullopt;
  }

  // Whether the byte at `at` is one that can start nothing and is not
  // printable: a control character (blanks and line breaks aside) or a byte
  // of 0x80 and above.
  bool unprintableAt(size_t at) const {
    unsigned char c = static_cast<unsigned char>(text_[at]);
    if (c == '\n' || c == '\t' || c == '\r' || c == '\f' || c == '\v') return false;
    return c < 0x20 || c >= 0x7f;
  }

  // One error for a character that can start nothing, or for a whole run of
  // such bytes that are not printable (a NUL-filled or binary file is a
  // handful of errors, not one per byte; UTF-8 text is one error per run):
  // the first few bytes are named, the rest counted.
  void unexpectedRun(size_t begin) {
    pos_ = begin + 1;
    if (unprintableAt(begin))
      while (pos_ < text_.size() && unprintableAt(pos_)) ++pos_;
    size_t count = pos_ - begin;
    unsigned char first = static_cast<unsigned char>(text_[begin]);
    if (count == 1) {
      diagnostics_.error(here(begin), "invalid-character",
                         std::isprint(first) ? fmt::format("unexpected character '{}'", char(first))
                                             : fmt::format("unexpected byte 0x{:02x}", first));
      return;
    }
    constexpr size_t kNamed = 4;
    std::string bytes;
    for (size_t i = 0; i < std::min(count, kNamed); ++i)
      bytes += fmt::format(" 0x{:02x}", static_cast<unsigned char>(text_[begin + i]));
    diagnostics_.error(here(begin), "invalid-character",
                       count <= kNamed ? fmt::format("unexpected bytes{}", bytes)
                                       : fmt::format("{} unexpected bytes:{} ...", count, bytes));
  }

  // Most numbers are short decimals (`4`, `128`) that nothing continues:
  // read as they are scanned, their end and value set. Anything else (a
  // prefix, a leading 0, a fraction, an exponent, a suffix, 19 digits or
  // more) is false here and takes number()'s full path.
  bool shortDecimal(size_t begin, size_t& end, uint64_t& value) const {
    end = begin;
    value = 0;
    while (end < text_.size() && end - begin < 19 && isDecimalDigit(text_[end]))
      value = value * 10 + static_cast<uint64_t>(text_[end++] - '0');
    const bool leadingZero = text_[begin] == '0' && end - begin > 1;
    return !leadingZero && (end == text_.size() || !isIdentifierChar(text_[end]));
  }

  std::optional<Token> number() {
    size_t begin = pos_;
    {
      size_t end = 0;
      uint64_t value = 0;
      if (shortDecimal(pos_, end, value)) {
        pos_ = end;
        return make(TokenKind::Integer, begin, value);
      }
    }
    if (options_.numberedLabels) {
      size_t end = pos_;
      while (end < text_.size() && isDecimalDigit(text_[end])) ++end;
      bool suffix = end < text_.size() && (text_[end] == 'f' || text_[end] == 'b');
      if (suffix && (end + 1 == text_.size() || !isIdentifierChar(text_[end + 1]))) {
        pos_ = end + 1;
        return make(TokenKind::Identifier, begin);  // `1f`, `1b`: a numbered label reference
      }
      // Right after a ':' (vc4asm's label mark), a name may start with a digit: `:0_pass`
      // (GPU_FFT's newer headers), as vc4asm reads any run there as the label's name.
      if (begin > 0 && text_[begin - 1] == ':' && end < text_.size() &&
          !isDecimalDigit(text_[end]) && isIdentifierChar(text_[end])) {
        while (pos_ < text_.size() && isIdentifierChar(text_[pos_])) ++pos_;
        return make(TokenKind::Identifier, begin);
      }
    }
    if (auto real = floatNumber()) return real;
    // The prefix letters (0x, 0b, 0o) are alphanumeric too: the literal is
    // the whole run, and a bad digit in it an error rather than a new token.
    while (pos_ < text_.size() && (isDigitOrLetter(text_[pos_]) || text_[pos_] == '_')) {
      ++pos_;
    }
    std::string error;
    std::optional<uint64_t> value = parseIntegerLiteral(text_.substr(begin, pos_ - begin), error);
    if (!value) {
      diagnostics_.error(here(begin), "invalid-number", std::move(error));
      return std::nullopt;
    }
    return make(TokenKind::Integer, begin, *value);
  }

  // A decimal number with a fraction `1.5`, `1.` or an exponent `2e3`, `1.4e-6`;
  // nullopt, consuming nothing, for anything else (`0x1e3` is hexadecimal).
  std::optional<Token> floatNumber() {
    size_t begin = pos_, end = pos_;
    auto digit = [&](size_t at) { return at < text_.size() && isDecimalDigit(text_[at]); };
    while (digit(end)) ++end;
    bool real = false;
    if (end < text_.size() && text_[end] == '.' &&
        (digit(end + 1) || end + 1 == text_.size() || !isIdentifierChar(text_[end + 1]))) {
      real = true;  // `1.5`, or `1.` as vc4asm's vc4.qinc writes `1./0.`
      ++end;
      while (digit(end)) ++end;
    }
    if (end < text_.size() && (text_[end] == 'e' || text_[end] == 'E')) {
      size_t exponent = end + 1;
      if (exponent < text_.size() && (text_[exponent] == '+' || text_[exponent] == '-')) ++exponent;
      if (digit(exponent)) {
        real = true;
        end = exponent;
        while (digit(end)) ++end;
      }
    }
    if (!real || (end < text_.size() && isIdentifierChar(text_[end]))) return std::nullopt;
    // Decimal digits, a point and an exponent only (checked above), which
    // from_chars reads as strtod does, correctly rounded, with no copy;
    // past the double's range strtod says what it becomes (inf, 0).
    double value = 0;
    if (std::from_chars(text_.data() + begin, text_.data() + end, value).ec != std::errc{})
      value = std::strtod(std::string(text_.substr(begin, end - begin)).c_str(), nullptr);
    pos_ = end;
    return make(TokenKind::Float, begin, std::bit_cast<uint64_t>(value));
  }

  std::optional<Token> string() {
    size_t begin = pos_++;
    while (pos_ < text_.size() && text_[pos_] != '"' && text_[pos_] != '\n') {
      if (text_[pos_] == '\\' && pos_ + 1 < text_.size() && text_[pos_ + 1] != '\n') ++pos_;
      ++pos_;
    }
    if (pos_ >= text_.size() || text_[pos_] != '"') {
      diagnostics_.error(here(begin), "unterminated-string", "missing terminating '\"'");
      return std::nullopt;
    }
    ++pos_;
    return make(TokenKind::String, begin);
  }

  std::optional<Token> character() {
    size_t begin = pos_++;
    std::optional<uint32_t> value;
    if (pos_ < text_.size() && text_[pos_] == '\\') {
      ++pos_;
      value = decodeEscape(text_, pos_);
      if (!value) {
        // Skip the rest of the literal so that its closing quote does not open another.
        while (pos_ < text_.size() && text_[pos_] != '\n' && text_[pos_] != '\'') ++pos_;
        if (pos_ < text_.size() && text_[pos_] == '\'') ++pos_;
        diagnostics_.error(here(begin), "invalid-escape", "invalid escape sequence in character");
        return std::nullopt;
      }
    } else if (pos_ < text_.size() && text_[pos_] != '\n' && text_[pos_] != '\'') {
      value = static_cast<unsigned char>(text_[pos_++]);
    }
    if (!value || pos_ >= text_.size() || text_[pos_] != '\'') {
      while (pos_ < text_.size() && text_[pos_] != '\n' && text_[pos_] != '\'') ++pos_;
      if (pos_ < text_.size() && text_[pos_] == '\'') ++pos_;
      diagnostics_.error(here(begin), "invalid-character-literal",
                         "character literal must hold exactly one character");
      return std::nullopt;
    }
    ++pos_;
    return make(TokenKind::Integer, begin, *value);
  }

  static constexpr size_t kPassStep = size_t{1} << 20;
  std::string_view text_;
  const SourceFile& source_;
  uint32_t file_;
  LexerOptions options_;  // a copy: callers pass temporaries
  DiagnosticEngine& diagnostics_;
  size_t pos_ = 0;
  size_t lineStart_ = 0;
  size_t passedTo_ = 0;  // the text before it is given back (SourceFile::passed)
  uint32_t lineNumber_ = 1;
};

LineLexer::LineLexer(const SourceManager& sources, uint32_t file, const LexerOptions& options,
                     DiagnosticEngine& diagnostics)
    : impl_(std::make_unique<Impl>(sources, file, options, diagnostics)) {}
LineLexer::~LineLexer() = default;
LineLexer::LineLexer(LineLexer&&) noexcept = default;
LineLexer& LineLexer::operator=(LineLexer&&) noexcept = default;

bool LineLexer::next(TokenLine& line) {
  return impl_->next(line);
}

bool LineLexer::nextRaw(TokenLine& line) {
  return impl_->nextRaw(line);
}

std::vector<TokenLine> lexBuffer(const SourceManager& sources, uint32_t file,
                                 const LexerOptions& options, DiagnosticEngine& diagnostics) {
  std::vector<TokenLine> lines;
  LineLexer lexer(sources, file, options, diagnostics);
  TokenLine line;
  while (lexer.next(line)) lines.push_back(line);
  return lines;
}

std::string decodeString(const Token& token, DiagnosticEngine& diagnostics) {
  std::string out;
  std::string_view body = token.text.substr(1, token.text.size() - 2);
  for (size_t i = 0; i < body.size();) {
    if (body[i] != '\\') {
      out += body[i++];
      continue;
    }
    ++i;
    auto value = decodeEscape(body, i);
    if (!value) {
      diagnostics.error(token.location, "invalid-escape", "invalid escape sequence in string");
      continue;
    }
    out += static_cast<char>(*value);
  }
  return out;
}

std::optional<uint64_t> parseIntegerLiteral(std::string_view text, std::string& error) {
  unsigned base = 10;
  size_t digitsBegin = 0;
  if (text.size() > 1 && text[0] == '0') {
    char prefix = static_cast<char>(std::tolower(static_cast<unsigned char>(text[1])));
    if (prefix == 'x') base = 16;
    if (prefix == 'b') base = 2;
    if (prefix == 'o') base = 8;
    if (base != 10) {
      digitsBegin = 2;
    } else if (std::isdigit(static_cast<unsigned char>(text[1]))) {
      base = 8;  // C-style leading zero
      digitsBegin = 1;
    }
  }
  if (text.empty() || !std::isdigit(static_cast<unsigned char>(text[0]))) {
    error = fmt::format("'{}' is not a number", text);
    return std::nullopt;
  }
  uint64_t value = 0;
  bool overflow = false;
  size_t count = 0;
  for (char d : text.substr(digitsBegin)) {
    if (d == '_') continue;  // digit separator: 0b1111_0000
    // ASCII by hand: <cctype>'s calls are the lexer's hot path for numbers.
    unsigned v = 36;  // not a digit of any base
    if (d >= '0' && d <= '9') {
      v = static_cast<unsigned>(d - '0');
    } else if (lowerAscii(d) >= 'a' && lowerAscii(d) <= 'z') {
      v = static_cast<unsigned>(lowerAscii(d) - 'a' + 10);
    }
    if (v >= base) {
      error = fmt::format("invalid digit '{}' in {} number '{}'", d,
                          base == 16  ? "hexadecimal"
                          : base == 8 ? "octal"
                          : base == 2 ? "binary"
                                      : "decimal",
                          text);
      return std::nullopt;
    }
    if (value > (UINT64_MAX - v) / base) overflow = true;
    value = value * base + v;
    ++count;
  }
  if (count == 0) {
    error = fmt::format("number '{}' has no digits", text);
    return std::nullopt;
  }
  if (overflow) {
    error = fmt::format("number '{}' does not fit in 64 bits", text);
    return std::nullopt;
  }
  return value;
}

std::optional<int64_t> parseInteger(std::string_view text, std::string& error) {
  std::string_view literal = text;
  bool negative = false;
  if (!literal.empty() && (literal[0] == '-' || literal[0] == '+')) {
    negative = literal[0] == '-';
    literal.remove_prefix(1);
  }
  // A decimal fraction or exponent makes a float (`1.5`, `1e3`), as in the
  // lexer's floatNumber; `0x1e3` is hexadecimal.
  size_t digits = 0;
  while (digits < literal.size() && std::isdigit(static_cast<unsigned char>(literal[digits])))
    ++digits;
  bool hexadecimal =
      literal.size() > 1 && literal[0] == '0' && (literal[1] == 'x' || literal[1] == 'X');
  if (digits > 0 && digits < literal.size() && !hexadecimal &&
      (literal[digits] == '.' || literal[digits] == 'e' || literal[digits] == 'E')) {
    char* end = nullptr;
    std::string spelled(literal);
    std::strtod(spelled.c_str(), &end);
    if (end == spelled.c_str() + spelled.size()) {
      error = fmt::format("'{}' is a floating-point number, not an integer", text);
      return std::nullopt;
    }
  }
  std::optional<uint64_t> magnitude = parseIntegerLiteral(literal, error);
  if (!magnitude) {
    if (literal.empty() || !std::isdigit(static_cast<unsigned char>(literal[0])))
      error = fmt::format("'{}' is not a number", text);
    return std::nullopt;
  }
  constexpr uint64_t kMostNegative = uint64_t{1} << 63;
  if (negative ? *magnitude > kMostNegative : *magnitude >= kMostNegative) {
    error = fmt::format("number '{}' does not fit in a signed 64-bit integer", text);
    return std::nullopt;
  }
  return negative ? static_cast<int64_t>(0 - *magnitude) : static_cast<int64_t>(*magnitude);
}

}  // namespace gpuasm
