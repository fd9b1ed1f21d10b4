// Key expansion, FIPS-197 section 5.2, and the decryption schedule of the
// equivalent inverse cipher, section 5.3.5.
#include <fmt/format.h>

#include <bit>

#include "crypto/aes_block_ciphers.hpp"
#include "gpuasm/crypto/aes.hpp"

namespace gpuasm::crypto {
namespace {

uint32_t subWord(uint32_t word) {
  const auto& sbox = aesTables(AesWordOrder::BigEndian).sbox;
  return (uint32_t{sbox[word >> 24]} << 24) | (uint32_t{sbox[(word >> 16) & 0xff]} << 16) |
         (uint32_t{sbox[(word >> 8) & 0xff]} << 8) | sbox[word & 0xff];
}

}  // namespace

namespace detail {

uint32_t invMixColumn(uint32_t column) {
  const auto byte = [column](int row) { return static_cast<uint8_t>(column >> (24 - 8 * row)); };
  uint32_t result = 0;
  for (int row = 0; row < 4; ++row) {
    // Row r of the matrix of equation (5.10) is (0e 0b 0d 09) rotated right by r.
    const uint8_t mixed = gfMultiply(byte(row), 0x0e) ^ gfMultiply(byte((row + 1) % 4), 0x0b) ^
                          gfMultiply(byte((row + 2) % 4), 0x0d) ^
                          gfMultiply(byte((row + 3) % 4), 0x09);
    result |= uint32_t{mixed} << (24 - 8 * row);
  }
  return result;
}

}  // namespace detail

AesResult<AesKeySchedule> AesKeySchedule::expand(std::span<const uint8_t> key) {
  if (key.size() != 16 && key.size() != 24 && key.size() != 32) {
    return AesError{AesErrorCode::BadKeyLength,
                    fmt::format("the AES key is {} byte{}; it must be 16, 24 or 32 bytes "
                                "(AES-128, AES-192 or AES-256)",
                                key.size(), key.size() == 1 ? "" : "s")};
  }
  AesKeySchedule schedule;
  const std::size_t keyWords = key.size() / 4;  // Nk
  schedule.keyBytes_ = key.size();
  schedule.rounds_ = static_cast<int>(keyWords) + 6;  // Nr, section 5 figure 4
  const std::size_t words = schedule.wordCount();
  auto& w = schedule.encryption_;
  for (std::size_t i = 0; i < keyWords; ++i) {
    w[i] = (uint32_t{key[4 * i]} << 24) | (uint32_t{key[4 * i + 1]} << 16) |
           (uint32_t{key[4 * i + 2]} << 8) | key[4 * i + 3];
  }
  uint8_t roundConstant = 0x01;  // Rcon[i/Nk] = x^(i/Nk - 1), section 5.2
  for (std::size_t i = keyWords; i < words; ++i) {
    uint32_t temp = w[i - 1];
    if (i % keyWords == 0) {
      temp = subWord(std::rotl(temp, 8)) ^ (uint32_t{roundConstant} << 24);
      roundConstant = gfMultiply(roundConstant, 2);
    } else if (keyWords > 6 && i % keyWords == 4) {
      temp = subWord(temp);
    }
    w[i] = w[i - keyWords] ^ temp;
  }
  for (std::size_t i = 0; i < words; ++i) {
    for (std::size_t b = 0; b < 4; ++b) {
      schedule.encryptionBytes_[4 * i + b] = static_cast<uint8_t>(w[i] >> (24 - 8 * b));
    }
  }
  // Equivalent inverse cipher keys, in the order it uses them.
  const auto rounds = static_cast<std::size_t>(schedule.rounds_);
  for (std::size_t j = 0; j <= rounds; ++j) {
    const std::size_t round = rounds - j;
    for (std::size_t c = 0; c < 4; ++c) {
      const uint32_t word = w[4 * round + c];
      schedule.equivalentDecryption_[4 * j + c] =
          (round == 0 || round == rounds) ? word : detail::invMixColumn(word);
    }
  }
  return schedule;
}

namespace {

std::vector<uint32_t> inOrder(std::span<const uint32_t> words, AesWordOrder order) {
  std::vector<uint32_t> result(words.begin(), words.end());
  if (order == AesWordOrder::LittleEndian) {
    for (auto& word : result) word = detail::reverseBytes(word);
  }
  return result;
}

}  // namespace

std::vector<uint32_t> AesKeySchedule::encryptionWords(AesWordOrder order) const {
  return inOrder(encryptionWords(), order);
}

std::vector<uint32_t> AesKeySchedule::equivalentDecryptionWords(AesWordOrder order) const {
  return inOrder(equivalentDecryptionWords(), order);
}

}  // namespace gpuasm::crypto
