// Hex helpers for the AES tests.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace gpuasm::crypto::testing {

// "00112233 4455" -> {0x00, 0x11, ...}; spaces are ignored.
inline std::vector<uint8_t> fromHex(std::string_view hex) {
  std::vector<uint8_t> bytes;
  int high = -1;
  for (const char c : hex) {
    if (c == ' ') continue;
    const int nibble = c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10;
    if (high < 0) {
      high = nibble;
    } else {
      bytes.push_back(static_cast<uint8_t>(high << 4 | nibble));
      high = -1;
    }
  }
  return bytes;
}

inline std::string toHex(const std::vector<uint8_t>& bytes) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string hex;
  for (const uint8_t byte : bytes) {
    hex += kDigits[byte >> 4];
    hex += kDigits[byte & 15];
  }
  return hex;
}

}  // namespace gpuasm::crypto::testing
