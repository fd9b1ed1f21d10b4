// Hex helpers and the SP 800-38A appendix F inputs for the AES tests.
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

// SP 800-38A appendix F: the four plaintext blocks, keys, IV and initial
// counter block every mode's vectors use.
inline constexpr const char* kSp80038aPlaintext =
    "6bc1bee22e409f96e93d7e117393172a ae2d8a571e03ac9c9eb76fac45af8e51"
    "30c81c46a35ce411e5fbc1191a0a52ef f69f2445df4f9b17ad2b417be66c3710";
inline constexpr const char* kSp80038aKey128 = "2b7e151628aed2a6abf7158809cf4f3c";
inline constexpr const char* kSp80038aKey192 = "8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b";
inline constexpr const char* kSp80038aKey256 =
    "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4";
inline constexpr const char* kSp80038aCbcIv = "000102030405060708090a0b0c0d0e0f";
inline constexpr const char* kSp80038aCtrCounter = "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff";

}  // namespace gpuasm::crypto::testing
