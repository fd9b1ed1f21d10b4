// Which multi-line blocks are open while a file is read a line at a time: the
// assembler gathers a block's lines before processing it, because a macro
// definition or a repeat looks ahead to its closing line.
#pragma once

#include <algorithm>
#include <cstddef>
#include <iterator>
#include <string_view>

#include "gpuasm/lexer.hpp"

namespace gpuasm {

// The blocks whose lines the assembler looks ahead through (findClose in
// assembler.cpp): gathering a few more lines than needed is harmless, fewer
// is not, so a directive that only some dialects have is listed too.
class OpenBlocks {
 public:
  // Follows one line, given its first token.
  void track(const Token& first) {
    // Every block directive starts with '.': an instruction's line (most
    // lines) is none of them, told by its first character.
    if (first.kind != TokenKind::Identifier || !first.text.starts_with('.')) return;
    for (size_t b = 0; b < std::size(kBlocks); ++b) {
      const Block& block = kBlocks[b];
      if (first.isIdentifier(block.open) || first.isIdentifier(block.otherOpen)) ++depth_[b];
      if (first.isIdentifier(block.close) && depth_[b] > 0) --depth_[b];
    }
  }
  bool any() const {
    return std::any_of(std::begin(depth_), std::end(depth_), [](size_t d) { return d > 0; });
  }

 private:
  struct Block {
    std::string_view open, otherOpen, close;  // .rept and .rep share one .endr
  };
  static constexpr Block kBlocks[] = {
      {".macro", {}, ".endm"}, {".rept", ".rep", ".endr"},  {".func", {}, ".endf"},
      {".back", {}, ".endb"},  {".foreach", {}, ".endfor"},
  };
  size_t depth_[std::size(kBlocks)] = {};
};

}  // namespace gpuasm
