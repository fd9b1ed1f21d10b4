// The AES lookup tables, computed by the compiler from FIPS-197's definitions.
#include <bit>

#include "crypto/aes_block_ciphers.hpp"
#include "gpuasm/crypto/aes.hpp"

namespace gpuasm::crypto {
namespace {

// The multiplicative inverse in GF(2^8), with 0 mapped to 0 (section 5.1.1):
// a^254, since a^255 = 1 for every non-zero a.
constexpr uint8_t gfInverse(uint8_t a) {
  uint8_t result = 1;
  uint8_t power = a;
  for (unsigned exponent = 254; exponent != 0; exponent >>= 1) {
    if ((exponent & 1) != 0) result = gfMultiply(result, power);
    power = gfMultiply(power, power);
  }
  return a == 0 ? 0 : result;
}

// Section 5.1.1, equation (5.1): b'_i = b_i ^ b_(i+4) ^ b_(i+5) ^ b_(i+6) ^ b_(i+7) ^ c_i
// with c = 0x63, which is b ^ rotl(b,1) ^ rotl(b,2) ^ rotl(b,3) ^ rotl(b,4) ^ 0x63.
constexpr uint8_t affineTransform(uint8_t b) {
  return static_cast<uint8_t>(b ^ std::rotl(b, 1) ^ std::rotl(b, 2) ^ std::rotl(b, 3) ^
                              std::rotl(b, 4) ^ 0x63);
}

constexpr uint32_t column(uint8_t row0, uint8_t row1, uint8_t row2, uint8_t row3) {
  return (uint32_t{row0} << 24) | (uint32_t{row1} << 16) | (uint32_t{row2} << 8) | row3;
}

constexpr AesTables makeTables(AesWordOrder order) {
  AesTables tables{};
  for (unsigned x = 0; x < 256; ++x) {
    const auto substituted = affineTransform(gfInverse(static_cast<uint8_t>(x)));
    tables.sbox[x] = substituted;
    tables.inverseSbox[substituted] = static_cast<uint8_t>(x);
  }
  for (unsigned x = 0; x < 256; ++x) {
    // One column of MixColumns (section 5.1.3) applied to (S[x], 0, 0, 0),
    // and of InvMixColumns (section 5.3.3) to (InvS[x], 0, 0, 0).
    const uint8_t s = tables.sbox[x];
    const uint8_t si = tables.inverseSbox[x];
    const uint32_t te0 = column(gfMultiply(s, 2), s, s, gfMultiply(s, 3));
    const uint32_t td0 = column(gfMultiply(si, 0x0e), gfMultiply(si, 0x09), gfMultiply(si, 0x0d),
                                gfMultiply(si, 0x0b));
    for (int i = 0; i < 4; ++i) {
      uint32_t te = std::rotr(te0, 8 * i);
      uint32_t td = std::rotr(td0, 8 * i);
      if (order == AesWordOrder::LittleEndian) {
        te = detail::reverseBytes(te);
        td = detail::reverseBytes(td);
      }
      tables.te[static_cast<std::size_t>(i)][x] = te;
      tables.td[static_cast<std::size_t>(i)][x] = td;
    }
  }
  return tables;
}

constexpr AesTables kBigEndianTables = makeTables(AesWordOrder::BigEndian);
constexpr AesTables kLittleEndianTables = makeTables(AesWordOrder::LittleEndian);

// Spot checks against FIPS-197 figure 7 (S-box) and figure 14 (inverse S-box).
static_assert(kBigEndianTables.sbox[0x00] == 0x63 && kBigEndianTables.sbox[0x53] == 0xed &&
              kBigEndianTables.sbox[0xff] == 0x16);
static_assert(kBigEndianTables.inverseSbox[0x00] == 0x52 &&
              kBigEndianTables.inverseSbox[0xff] == 0x7d);

}  // namespace

const AesTables& aesTables(AesWordOrder order) {
  return order == AesWordOrder::BigEndian ? kBigEndianTables : kLittleEndianTables;
}

}  // namespace gpuasm::crypto
