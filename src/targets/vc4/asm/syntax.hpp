// Helpers shared by the vc4 source dialects.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "gpuasm/assembler.hpp"
#include "targets/vc4/isa.hpp"

namespace gpuasm::vc4 {

// ASCII only and inline: names are looked up for every operand the assembler
// reads, and std::tolower is a locale-aware library call.
constexpr char lowerAscii(char c) {
  return c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c;
}

inline bool equalsIgnoringCase(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (lowerAscii(a[i]) != lowerAscii(b[i])) return false;
  }
  return true;
}

// `tokens` closed as a line (an EndOfLine token at `end`), for a cursor that
// reads a piece of an operand alone: a register offset, an expression, a
// parenthesised rotation.
inline std::vector<Token> asLine(std::vector<Token> tokens, SourceLocation end) {
  Token endOfLine;
  endOfLine.kind = TokenKind::EndOfLine;
  endOfLine.location = end;
  tokens.push_back(endOfLine);
  return tokens;
}

// r5's two write names, `r5quad` (regfile A's address 37: per quad) and `r5rep`
// (regfile B's: all elements), which vc4asm also reads as r5 and counts as an
// accumulator (isAccu).
inline bool isR5WriteName(std::string_view name) {
  return equalsIgnoringCase(name, "r5quad") || equalsIgnoringCase(name, "r5rep");
}

// A case-insensitive map from a table's names to values, built once: the
// assembler looks up a name for every mnemonic, register and suffix it reads,
// and a linear scan of ~100 register names was a tenth of its time. Where a
// name occurs twice, the first row wins (as a search of the table would).
template <typename Value>
class NameIndex {
 public:
  void add(std::string_view name, Value value) {
    std::string key(name);
    for (char& c : key) c = lowerAscii(c);
    if (find(key)) return;  // an earlier row with this name wins
    entries_.push_back({std::move(key), value});
    rebuild();
  }
  const Value* find(std::string_view name) const {
    if (slots_.empty()) return nullptr;
    for (size_t slot = hash(name) & mask_;; slot = (slot + 1) & mask_) {
      uint32_t entry = slots_[slot];
      if (entry == kEmpty) return nullptr;
      if (equalsLowered(entries_[entry].key, name)) return &entries_[entry].value;
    }
  }

 private:
  struct Entry {
    std::string key;  // lower case
    Value value;
  };
  static constexpr uint32_t kEmpty = UINT32_MAX;
  // FNV-1a of the lower-case name, inline: the names are short.
  static uint64_t hash(std::string_view name) {
    uint64_t h = 0xcbf29ce484222325;
    for (char c : name) h = (h ^ static_cast<uint8_t>(lowerAscii(c))) * 0x100000001b3;
    return h;
  }
  static bool equalsLowered(std::string_view lowered, std::string_view name) {
    if (lowered.size() != name.size()) return false;
    for (size_t i = 0; i < name.size(); ++i) {
      if (lowered[i] != lowerAscii(name[i])) return false;
    }
    return true;
  }
  // Open addressing at most a quarter full, so that a miss ends quickly.
  void rebuild() {
    size_t size = 8;
    while (size < 4 * entries_.size()) size *= 2;
    slots_.assign(size, kEmpty);
    mask_ = size - 1;
    for (uint32_t e = 0; e < entries_.size(); ++e) {
      size_t slot = hash(entries_[e].key) & mask_;
      while (slots_[slot] != kEmpty) slot = (slot + 1) & mask_;
      slots_[slot] = e;
    }
  }
  std::vector<Entry> entries_;
  std::vector<uint32_t> slots_;
  size_t mask_ = 0;
};

// The suffixes of a dotted name, split as they are read: `ifz.setf` gives
// "ifz" then "setf" (an empty piece where two dots meet), without building a
// container: names are split for every operation and operand.
class DotSeparated {
 public:
  DotSeparated() = default;  // no suffixes
  explicit DotSeparated(std::string_view afterFirstDot) : text_(afterFirstDot), any_(true) {}

  class iterator {
   public:
    iterator() = default;
    iterator(std::string_view text, size_t begin) : text_(text), begin_(begin) { findEnd(); }
    std::string_view operator*() const { return text_.substr(begin_, end_ - begin_); }
    iterator& operator++() {
      begin_ = end_ == text_.size() ? std::string_view::npos : end_ + 1;
      findEnd();
      return *this;
    }
    bool operator==(const iterator& other) const { return begin_ == other.begin_; }

   private:
    void findEnd() {
      if (begin_ == std::string_view::npos) return;
      end_ = std::min(text_.find('.', begin_), text_.size());
    }
    std::string_view text_;
    size_t begin_ = std::string_view::npos;  // npos: past the last piece
    size_t end_ = 0;
  };

  iterator begin() const { return any_ ? iterator(text_, 0) : iterator(); }
  iterator end() const { return iterator(); }
  bool empty() const { return !any_; }
  size_t size() const {
    return any_ ? 1 + static_cast<size_t>(std::count(text_.begin(), text_.end(), '.')) : 0;
  }
  std::string_view front() const { return *begin(); }

 private:
  std::string_view text_;
  bool any_ = false;
};

// `fadd.ifz.setf` -> "fadd" and {"ifz", "setf"}; `ra1.16a` -> "ra1" and {"16a"}.
struct DottedName {
  std::string_view base;
  DotSeparated suffixes;
};

inline DottedName splitDots(std::string_view text) {
  DottedName out;
  size_t dot = text.find('.', 1);
  out.base = text.substr(0, dot);
  if (dot != std::string_view::npos) out.suffixes = DotSeparated(text.substr(dot + 1));
  return out;
}

// Index of `name` in a table of names (empty entries are reserved codes).
template <size_t N>
std::optional<uint8_t> indexOf(const std::array<std::string_view, N>& names,
                               std::string_view name) {
  for (size_t i = 0; i < N; ++i) {
    if (!names[i].empty() && equalsIgnoringCase(names[i], name)) return static_cast<uint8_t>(i);
  }
  return std::nullopt;
}

// Encodes a fully built instruction into `out` (little-endian), or reports why
// the hardware has no encoding for it.
inline void writeInstruction(const Instruction& in, SourceLocation where, const EncodeContext& ctx,
                             std::span<uint8_t> out) {
  std::string error;
  auto word = encode(in, error);
  if (!word) {
    ctx.diagnostics().error(where, "invalid-combination", error);
    return;
  }
  for (size_t b = 0; b < kInstructionBytes; ++b) out[b] = static_cast<uint8_t>(*word >> (8 * b));
}

}  // namespace gpuasm::vc4
