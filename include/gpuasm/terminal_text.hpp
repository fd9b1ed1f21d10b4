// Text bound for a terminal, written in pieces: every message on standard
// error and every report on standard output passes through one of these (the
// gpuasm program's Console), so that no source (a file's name or metadata, an
// option's value, a model's name) sends a control byte to the terminal or a
// line of megabytes. The characters are shown as the diagnostics show them
// (appendEscaped, gpuasm/diagnostics.hpp): control characters escaped (`\x1b`,
// `\0`, the C1 controls U+0080..U+009F as their two bytes `\xc2\x9b`) and so
// are bytes that are not well-formed UTF-8; newlines and tabs stay.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace gpuasm {

class TerminalText {
 public:
  // docs/limits.md: a line of a message or a report keeps its first 1,024
  // bytes as shown (whole characters), then "...".
  static constexpr size_t kMaxLineBytes = 1024;
  explicit TerminalText(size_t maxLineBytes = kMaxLineBytes) : maxLineBytes_(maxLineBytes) {}

  // What to send now for `piece`. A UTF-8 character split between two pieces
  // is held back until the next.
  std::string write(std::string_view piece);
  // What is held back (an unfinished character), shown escaped.
  std::string finish();
  // The cursor went back to the start of the line (a progress line redrawn).
  void restartLine() { lineBytes_ = 0, cut_ = false; }

  // The whole of `text` as a terminal may show it.
  static std::string shown(std::string_view text, size_t maxLineBytes = kMaxLineBytes);

 private:
  void append(std::string& out, std::string_view text, bool final);

  size_t maxLineBytes_;
  std::string held_;
  size_t lineBytes_ = 0;
  bool cut_ = false;  // the line reached its limit: the rest of it is dropped
};

}  // namespace gpuasm
