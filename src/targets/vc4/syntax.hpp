// Small text helpers shared by the vc4 source dialects.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

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

}  // namespace gpuasm::vc4
