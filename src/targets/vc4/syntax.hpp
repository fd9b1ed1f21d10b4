// Helpers shared by the vc4 source dialects.
#pragma once

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

// `fadd.ifz.setf` -> "fadd" and {"ifz", "setf"}; `ra1.16a` -> "ra1" and {"16a"}.
struct DottedName {
  std::string_view base;
  std::vector<std::string_view> suffixes;
};

inline DottedName splitDots(std::string_view text) {
  DottedName out;
  size_t dot = text.find('.', 1);
  out.base = text.substr(0, dot);
  while (dot != std::string_view::npos) {
    size_t next = text.find('.', dot + 1);
    out.suffixes.push_back(
        text.substr(dot + 1, next == std::string_view::npos ? next : next - dot - 1));
    dot = next;
  }
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
