// What the fuzz targets check of any message or report text: as the terminal
// is sent it (TerminalText, gpuasm/terminal_text.hpp), no control byte but
// newline and tab, and no line past the 1,024-byte limit and its "..."
// (docs/limits.md). Aborts otherwise, so that libFuzzer keeps the input.
#pragma once

#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "gpuasm/terminal_text.hpp"

namespace fuzz {

inline void checkShown(std::string_view text) {
  const std::string shown = gpuasm::TerminalText::shown(text);
  std::size_t line = 0;
  for (unsigned char c : shown) {
    if (c == '\n') {
      line = 0;
      continue;
    }
    if ((c < 0x20 && c != '\t') || c == 0x7f || ++line > gpuasm::TerminalText::kMaxLineBytes + 3) {
      std::fprintf(stderr, "text reaches the terminal unescaped or too long\n");
      std::abort();
    }
  }
}

}  // namespace fuzz
