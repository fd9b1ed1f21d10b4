#include "targets/ptx/tokenizer.hpp"

#include <fmt/format.h>

#include <array>
#include <bit>
#include <cstdlib>
#include <string>

namespace gpuasm::ptx {
namespace {

// What each byte can be, looked up once per character (the lexer's inner loop).
enum CharClass : uint8_t { kWordStart = 1, kWordChar = 2, kPunct = 4 };
constexpr std::array<uint8_t, 256> kCharClasses = [] {
  std::array<uint8_t, 256> classes{};
  for (int c = 0; c < 256; ++c) {
    const bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    const bool digit = c >= '0' && c <= '9';
    if (letter || c == '_' || c == '$' || c == '%' || c == '.') classes[c] |= kWordStart;
    if (letter || digit || c == '_' || c == '$' || c == '.') classes[c] |= kWordChar;
    if (std::string_view(";,:{}[]()<>@!+-=|#*/&^~").find(static_cast<char>(c)) !=
        std::string_view::npos)
      classes[c] |= kPunct;
  }
  return classes;
}();
bool isWordStart(char c) {
  return kCharClasses[static_cast<uint8_t>(c)] & kWordStart;
}
bool isWordChar(char c) {
  return kCharClasses[static_cast<uint8_t>(c)] & kWordChar;
}
bool isDigit(char c) {
  return c >= '0' && c <= '9';
}

int digitValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return 99;
}

// Digits in `base` into a 64-bit value; false when a digit is bad or it
// overflows (`why` says which).
bool readDigits(std::string_view digits, unsigned base, uint64_t& value, std::string& why) {
  if (digits.empty()) {
    why = "has no digits";
    return false;
  }
  value = 0;
  for (char c : digits) {
    int d = digitValue(c);
    if (d >= static_cast<int>(base)) {
      why = fmt::format("has the digit '{}', which is not one of base {}", c, base);
      return false;
    }
    if (value > (UINT64_MAX - static_cast<uint64_t>(d)) / base) {
      why = "does not fit in 64 bits";
      return false;
    }
    value = value * base + static_cast<uint64_t>(d);
  }
  return true;
}

// PTX ISA 4.5 "Constants": integer literals (with an optional U), 0f/0d
// floating-point bits, and decimal floating-point numbers.
bool interpretNumber(std::string_view text, PtxToken& token, std::string& why) {
  auto lower = [](char c) { return static_cast<char>(c | 0x20); };
  if (text.size() >= 2 && text[0] == '0' && (lower(text[1]) == 'f' || lower(text[1]) == 'd')) {
    size_t want = lower(text[1]) == 'f' ? 8 : 16;
    std::string_view digits = text.substr(2);
    if (digits.size() != want) {
      why = fmt::format("needs exactly {} hexadecimal digits", want);
      return false;
    }
    if (!readDigits(digits, 16, token.value, why)) return false;
    token.kind = PtxToken::Kind::Float;
    token.isDouble = want == 16;
    return true;
  }
  bool decimalFloat =
      text.find('.') != std::string_view::npos ||
      ((text.find('e') != std::string_view::npos || text.find('E') != std::string_view::npos) &&
       !(text.size() > 1 && lower(text[1]) == 'x'));
  if (decimalFloat) {
    std::string copy(text);
    char* end = nullptr;
    double parsed = std::strtod(copy.c_str(), &end);
    if (end != copy.c_str() + copy.size()) {
      why = "is not a number";
      return false;
    }
    token.kind = PtxToken::Kind::Float;
    token.isDouble = true;
    token.value = std::bit_cast<uint64_t>(parsed);
    return true;
  }
  if (!text.empty() && (text.back() == 'U' || text.back() == 'u')) text.remove_suffix(1);
  token.kind = PtxToken::Kind::Integer;
  if (text.size() >= 2 && text[0] == '0' && lower(text[1]) == 'x')
    return readDigits(text.substr(2), 16, token.value, why);
  if (text.size() >= 2 && text[0] == '0' && lower(text[1]) == 'b')
    return readDigits(text.substr(2), 2, token.value, why);
  if (text.size() >= 2 && text[0] == '0') return readDigits(text.substr(1), 8, token.value, why);
  return readDigits(text, 10, token.value, why);
}

}  // namespace

PtxLexer::PtxLexer(const SourceManager& sources, uint32_t file, DiagnosticEngine& diagnostics)
    : source_(sources.file(file)),
      text_(sources.text(file)),
      file_(file),
      diagnostics_(diagnostics) {}

SourceLocation PtxLexer::locationAt(size_t at) const {
  return source_->locationAt(at, file_);
}

PtxToken PtxLexer::next() {
  if (nextPiece_ < pieces_.size()) return pieces_[nextPiece_++];
  pieces_.clear();
  nextPiece_ = 0;
  const std::string_view text = text_;
  size_t& i = position_;
  while (i < text.size()) {
    char c = text[i];
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') {
      ++i;
      continue;
    }
    if (c == '/' && i + 1 < text.size() && text[i + 1] == '/') {
      while (i < text.size() && text[i] != '\n') ++i;
      continue;
    }
    if (c == '/' && i + 1 < text.size() && text[i + 1] == '*') {
      const size_t start = i;
      size_t close = text.find("*/", i + 2);
      i = close == std::string_view::npos ? text.size() : close + 2;
      if (close == std::string_view::npos)
        diagnostics_.error(locationAt(start), "unterminated-comment",
                           "'/*' comment without its '*/'");
      continue;
    }
    PtxToken token;
    token.offset = static_cast<uint32_t>(i);
    size_t start = i;
    if (isWordStart(c)) {
      ++i;
      // `::` joins the parts of a qualifier (`ld.global.L2::cache_hint`).
      while (i < text.size() &&
             (isWordChar(text[i]) ||
              (text[i] == ':' && i + 2 < text.size() && text[i + 1] == ':' &&
               isWordChar(text[i + 2]) && c != '.' && c != '%' &&
               text.substr(start, i - start).find('.') != std::string_view::npos))) {
        i += text[i] == ':' ? 2 : 1;
      }
      token.kind = PtxToken::Kind::Word;
      // Directives written without spaces (`.reg.pred`, `.shared.align 4`, as
      // inline asm does): each `.word` is a token of its own.
      if (c == '.') {
        size_t piece = start;
        for (size_t dot = text.find('.', piece + 1); dot < i; dot = text.find('.', piece + 1)) {
          PtxToken part = token;
          part.text = text.substr(piece, dot - piece);
          part.offset = static_cast<uint32_t>(piece);
          pieces_.push_back(part);
          piece = dot;
        }
        token.offset = static_cast<uint32_t>(piece);
        start = piece;
      }
    } else if (isDigit(c)) {
      // A sign continues a decimal number after its exponent's 'e' (`1e-3`);
      // in `0x1e` and `0f3e...` the 'e' is a digit.
      auto signOfExponent = [&](size_t at) {
        return (text[at] == '-' || text[at] == '+') && (text[at - 1] | 0x20) == 'e' &&
               text.substr(start, at - start).find_first_not_of("0123456789.eE") ==
                   std::string_view::npos;
      };
      ++i;
      while (i < text.size() && (isWordChar(text[i]) || signOfExponent(i))) ++i;
      std::string why;
      if (!interpretNumber(text.substr(start, i - start), token, why)) {
        diagnostics_.error(locationAt(start), "bad-number",
                           fmt::format("number '{}' {}", text.substr(start, i - start), why));
        token.kind = PtxToken::Kind::Integer;
        token.value = 0;
      }
    } else if (c == '"') {
      ++i;
      while (i < text.size() && text[i] != '"' && text[i] != '\n') i += text[i] == '\\' ? 2 : 1;
      if (i >= text.size() || text[i] != '"') {
        diagnostics_.error(locationAt(start), "unterminated-string",
                           "string without its closing '\"'");
        i = std::min(i, text.size());
      } else {
        ++i;
      }
      token.kind = PtxToken::Kind::String;
    } else if (kCharClasses[static_cast<uint8_t>(c)] & kPunct) {
      ++i;
      token.kind = PtxToken::Kind::Punct;
    } else {
      diagnostics_.error(
          locationAt(start), "bad-character",
          fmt::format("unexpected character '{}'", escapeControlCharacters(text.substr(i, 1))));
      ++i;
      continue;
    }
    token.text = text.substr(start, i - start);
    if (pieces_.empty()) return token;
    pieces_.push_back(token);
    nextPiece_ = 1;
    return pieces_[0];
  }
  PtxToken end;
  end.offset = static_cast<uint32_t>(i);
  end.text = text.substr(i, 0);  // empty, at the end: a place in the text
  return end;
}

}  // namespace gpuasm::ptx
