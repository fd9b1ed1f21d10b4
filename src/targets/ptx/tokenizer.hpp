// PTX tokens. The core lexer (gpuasm/lexer.hpp) reads one line at a time and
// numbers as GNU as writes them; PTX statements end at ';' and span lines, and
// its literals (`0f3F800000`, `1U`) and names (`%r1`, `$L__BB0_1`) are its
// own, so the ptx target reads its files with this tokenizer (docs/ptx.md).
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "gpuasm/diagnostics.hpp"
#include "gpuasm/source.hpp"

namespace gpuasm::ptx {

struct PtxToken {
  enum class Kind : uint8_t {
    Word,     // `add.cc.u32`, `.reg` (`.reg.pred` is two), `%r1`, `%tid.x`, `$L1`, `sm_90`,
              // `ld.global.L2::cache_hint.b32`
    Integer,  // `42`, `0x2a`, `052`, `0b101`, `42U`: value
    Float,    // `0f3F800000` (f32 bits), `0d...` and `1.5` (f64 bits): value
    String,   // "..." with its quotes
    Punct,    // one of ; , : { } [ ] ( ) < > @ ! + - = | # * / & ^ ~ (a lone `%` is a Word)
    End,
  };
  // 32 bytes: a statement's tokens are held as it is read (the parser's
  // window). The location comes from the text's line table when a
  // diagnostic asks (Parser::locationOf), as the records' do.
  Kind kind = Kind::End;
  bool isDouble = false;  // Float: value holds an f64
  uint32_t offset = 0;    // byte in the file
  std::string_view text;  // the End token's: empty, at the end of the file
  uint64_t value = 0;

  bool is(char punct) const { return kind == Kind::Punct && text.size() == 1 && text[0] == punct; }
  bool isWord(std::string_view word) const { return kind == Kind::Word && text == word; }
};

// The tokens of one file, produced one at a time as the parser asks for them
// (a whole file's tokens held at once cost more than its module: issue 27);
// lexical errors (a bad number, a stray character, an unterminated comment)
// go to `diagnostics` as the lexer meets them.
class PtxLexer {
 public:
  PtxLexer(const SourceManager& sources, uint32_t file, DiagnosticEngine& diagnostics);
  // The next token; an End token at the end, and again on every later call.
  PtxToken next();
  // The whole file's text, which every token's text views, and the file.
  std::string_view text() const { return text_; }
  const std::shared_ptr<const SourceFile>& source() const { return source_; }
  uint32_t file() const { return file_; }

 private:
  SourceLocation locationAt(size_t at) const;

  std::shared_ptr<const SourceFile> source_;
  std::string_view text_;
  uint32_t file_ = 0;
  DiagnosticEngine& diagnostics_;
  size_t position_ = 0;
  // The `.word` pieces of a directive written without spaces, still to give.
  std::vector<PtxToken> pieces_;
  size_t nextPiece_ = 0;
};

}  // namespace gpuasm::ptx
