// The parts of the gcn disassembler: the decoder state of one instruction and
// its operand printer (operand_printer.cpp), the memory and export formats
// (memory_printer.cpp), the ALU formats and the listing (disassembler.cpp).
// Each decoder appends the instruction's text to the output and returns its
// size in dwords, or 0 (why in Decoder::invalid) when the words are not an
// instruction that reassembles to them; the caller then cuts the output back.
// Nothing is built per operand: a million instructions print in a fraction
// of a second.
#pragma once

#include <algorithm>
#include <array>
#include <charconv>
#include <cstdint>
#include <cstring>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "targets/gcn/dialect.hpp"
#include "targets/gcn/isa.hpp"

namespace gpuasm::gcn {

// The output text, appended to without a call per piece (std::string's
// append is out of line, and an instruction is a dozen pieces).
class TextOut {
 public:
  [[gnu::always_inline]] TextOut& operator+=(std::string_view text) {
    if (text.size() > buffer_.size() - used_) grow(text.size());
    std::memcpy(buffer_.data() + used_, text.data(), text.size());
    used_ += text.size();
    return *this;
  }
  TextOut& operator+=(char c) {
    if (used_ == buffer_.size()) grow(1);
    buffer_[used_++] = c;
    return *this;
  }
  void append(size_t count, char c) {
    if (count > buffer_.size() - used_) grow(count);
    std::memset(buffer_.data() + used_, c, count);
    used_ += count;
  }
  size_t size() const { return used_; }
  std::string_view view(size_t from) const { return {buffer_.data() + from, used_ - from}; }
  void cut(size_t size) { used_ = std::min(used_, size); }
  void insert(size_t at, std::string_view text) {
    if (text.size() > buffer_.size() - used_) grow(text.size());
    std::memmove(buffer_.data() + at + text.size(), buffer_.data() + at, used_ - at);
    std::memcpy(buffer_.data() + at, text.data(), text.size());
    used_ += text.size();
  }
  void reserve(size_t size) {
    if (size > buffer_.size()) buffer_.resize(size);
  }
  std::string take() {
    buffer_.resize(used_);
    used_ = 0;
    return std::move(buffer_);
  }

 private:
  void grow(size_t more) { buffer_.resize(std::max(buffer_.size() * 2, used_ + more + 4096)); }

  std::string buffer_;
  size_t used_ = 0;
};

[[gnu::always_inline]] inline void appendDecimal(TextOut& out, int64_t value) {
  if (value >= 0 && value < 10) {  // most register numbers and constants
    out += static_cast<char>('0' + value);
    return;
  }
  char digits[24];
  auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
  out += std::string_view(digits, static_cast<size_t>(end - digits));
}

// `0x1f`, or with `width` at least that many digits (`0x0000001f`), lower case.
inline void appendHex(TextOut& out, uint64_t value, int width = 0) {
  char digits[24];
  auto end = std::to_chars(digits, digits + sizeof digits, value, 16).ptr;
  out += "0x";
  out.append(static_cast<size_t>(std::max<ptrdiff_t>(0, width - (end - digits))), '0');
  out += std::string_view(digits, static_cast<size_t>(end - digits));
}

// `v3`, `s[4:7]`, `ttmp[0:1]`: `prefix` is the register file's name.
[[gnu::always_inline]] inline void appendRegisterRange(TextOut& out, std::string_view prefix,
                                                       uint32_t first, uint32_t dwords) {
  out += prefix;
  if (dwords <= 1) {
    appendDecimal(out, first);
    return;
  }
  out += '[';
  appendDecimal(out, first);
  out += ':';
  appendDecimal(out, first + dwords - 1);
  out += ']';
}

// The separators of an operand list: " " before the first, ", " after.
struct OperandList {
  TextOut& out;
  bool first = true;
  [[gnu::always_inline]] TextOut& next() {
    out += first ? std::string_view(" ") : std::string_view(", ");
    first = false;
    return out;
  }
};

struct Decoder {
  std::span<const uint8_t> bytes;
  size_t offset = 0;  // of the instruction
  DialectRules rules;
  Generation generation = Generation::SouthernIslands;  // -m mcpu=
  // -m mcpu= when named: the rows it has beyond its generation's (rowOnProcessor)
  const Processor* processor = nullptr;
  bool packedD16 = false;  // MIMG d16 data: two halves a register (Processor::packedD16)
  Cdna cdna() const { return processor ? processor->cdna : Cdna::None; }
  bool literalUsed = false;  // the instruction reads the dword after it
  bool truncated = false;
  std::string invalid;  // why the word is not an instruction we print
  // What the printed instruction does not say about its word (an unused
  // field's unusual value): the listing adds it as a comment.
  std::string note;

  // Branch targets: with labels, labelNames[i] names dword i (empty: none).
  const std::vector<std::string>* labelNames = nullptr;
  // A relocatable object's relocated literals by byte offset (binary::CodeNames).
  const std::map<size_t, std::string>* literalNames = nullptr;
  // The text of the literal dword `literalIndex` when a relocation fills it.
  const std::string* literalName(size_t literalIndex) const {
    if (!literalNames) return nullptr;
    auto it = literalNames->find(offset + literalIndex * 4);
    return it == literalNames->end() ? nullptr : &it->second;
  }
  std::optional<int64_t> branchTarget;  // the dword a branch goes to, set by decodeOne

  uint32_t dword(size_t index) const {
    size_t at = offset + index * 4;
    return uint32_t{bytes[at]} | uint32_t{bytes[at + 1]} << 8 | uint32_t{bytes[at + 2]} << 16 |
           uint32_t{bytes[at + 3]} << 24;
  }
  bool has(size_t dwords) const { return offset + dwords * 4 <= bytes.size(); }

  // The scalar values on the constant bus, as (code, dwords); a few at most.
  std::array<std::pair<uint32_t, uint32_t>, 4> scalarReads{};
  size_t scalarReadCount = 0;
  bool literalRead = false;
  // A VOP2 whose first source is the operation's second operand (v_subrev_f32):
  // it cannot read lds_direct (vector_formats.cpp).
  bool reversedOperands = false;

  void readScalar(uint32_t code, uint32_t dwords);
  // A literal dword as the dialect writes it: the AMD dump's eight digits,
  // which its parser takes as a literal whatever the value.
  // A relocated literal (literalNames) is its name.
  void literal(TextOut& out, size_t literalIndex) const;
  // A source as the assembler takes it back: of a kind the operand allows,
  // and no literal that the dialect would fold into an inline constant.
  void operand(TextOut& out, uint32_t code, const Operand& o, size_t literalIndex);
  // `v3`, `v[4:7]` (`a3`, `a[4:7]` for AGPRs), which the assembler reads back: on gfx90a
  // a tuple that starts odd is refused (llvm-mc-14: "vgpr tuples must be 64 bit aligned").
  void vectorRange(TextOut& out, uint32_t first, uint32_t dwords, bool agpr = false);
  // An 8- or 9-bit source operand code, as the assembler reads it back.
  void source(TextOut& out, uint32_t code, uint32_t dwords, size_t literalIndex);
  // Sets why the words are no instruction; returns 0, the decoders' "none".
  size_t refuse(std::string why) {
    invalid = std::move(why);
    return 0;
  }
};

size_t decodeDs(Decoder& d, TextOut& out, const InstructionInfo& info, uint64_t w);
size_t decodeBuffer(Decoder& d, TextOut& out, const InstructionInfo& info, uint64_t w);
size_t decodeImage(Decoder& d, TextOut& out, const InstructionInfo& info, uint64_t w);
size_t decodeInterpolation(Decoder& d, TextOut& out, const InstructionInfo& info, uint64_t w);
size_t decodeExport(Decoder& d, TextOut& out, const InstructionInfo& info, uint64_t w);
size_t decodeFlat(Decoder& d, TextOut& out, const InstructionInfo& info, uint64_t w);
// GFX8's SDWA and DPP forms of a VOP1/VOP2/VOPC word (extension_printer.cpp)
size_t decodeExtension(Decoder& d, TextOut& out, const InstructionInfo& info, uint32_t word);
// GFX9's VOP3P (packed_printer.cpp)
size_t decodeVop3p(Decoder& d, TextOut& out, const InstructionInfo& info, uint64_t w);

}  // namespace gpuasm::gcn
