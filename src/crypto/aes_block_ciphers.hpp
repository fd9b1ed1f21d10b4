// The block functions of the three software implementations (aes_fips197.cpp,
// aes_ttable.cpp, aes_bytewise.cpp); aes_modes.cpp picks one by
// AesImplementation. `in` and `out` are 16 bytes and may be the same bytes.
#pragma once

#include <cstdint>

#include "gpuasm/crypto/aes.hpp"

namespace gpuasm::crypto::detail {

void fips197EncryptBlock(const AesKeySchedule& schedule, const uint8_t* in, uint8_t* out);
void fips197DecryptBlock(const AesKeySchedule& schedule, const uint8_t* in, uint8_t* out);
void tTableEncryptBlock(const AesKeySchedule& schedule, const uint8_t* in, uint8_t* out);
void tTableDecryptBlock(const AesKeySchedule& schedule, const uint8_t* in, uint8_t* out);
void byteWiseEncryptBlock(const AesKeySchedule& schedule, const uint8_t* in, uint8_t* out);
void byteWiseDecryptBlock(const AesKeySchedule& schedule, const uint8_t* in, uint8_t* out);

// std::byteswap is C++23.
constexpr uint32_t reverseBytes(uint32_t word) {
  return (word >> 24) | ((word >> 8) & 0xff00) | ((word << 8) & 0xff0000) | (word << 24);
}

// InvMixColumns (FIPS-197 section 5.3.3) of one column in big-endian word order.
uint32_t invMixColumn(uint32_t column);

}  // namespace gpuasm::crypto::detail
