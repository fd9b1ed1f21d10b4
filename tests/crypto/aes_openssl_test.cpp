// Every implementation and mode against OpenSSL's EVP interface (the oracle)
// on random keys, IVs, counters and lengths. The generator is seeded, so a
// failure is reproducible; the trace names the case.
#include <gtest/gtest.h>
#include <openssl/evp.h>

#include <random>
#include <variant>

#include "crypto/aes_test_support.hpp"
#include "gpuasm/crypto/aes.hpp"

namespace gpuasm::crypto {
namespace {

using testing::toHex;

const EVP_CIPHER* evpCipher(AesMode mode, std::size_t keyBytes) {
  switch (mode) {
    case AesMode::Ecb:
      return keyBytes == 16   ? EVP_aes_128_ecb()
             : keyBytes == 24 ? EVP_aes_192_ecb()
                              : EVP_aes_256_ecb();
    case AesMode::Cbc:
      return keyBytes == 16   ? EVP_aes_128_cbc()
             : keyBytes == 24 ? EVP_aes_192_cbc()
                              : EVP_aes_256_cbc();
    case AesMode::Ctr:
      return keyBytes == 16   ? EVP_aes_128_ctr()
             : keyBytes == 24 ? EVP_aes_192_ctr()
                              : EVP_aes_256_ctr();
  }
  return nullptr;
}

// OpenSSL's answer, or nullopt where it refuses (bad padding on decryption).
std::optional<std::vector<uint8_t>> openssl(bool encrypting, AesMode mode,
                                            const std::vector<uint8_t>& key,
                                            const std::vector<uint8_t>& iv, bool padding,
                                            const std::vector<uint8_t>& in) {
  EVP_CIPHER_CTX* context = EVP_CIPHER_CTX_new();
  std::vector<uint8_t> out(in.size() + 32);
  int written = 0;
  int finalWritten = 0;
  bool ok = EVP_CipherInit_ex(context, evpCipher(mode, key.size()), nullptr, key.data(),
                              iv.empty() ? nullptr : iv.data(), encrypting ? 1 : 0) == 1 &&
            EVP_CIPHER_CTX_set_padding(context, padding ? 1 : 0) == 1 &&
            EVP_CipherUpdate(context, out.data(), &written, in.data(),
                             static_cast<int>(in.size())) == 1 &&
            EVP_CipherFinal_ex(context, out.data() + written, &finalWritten) == 1;
  EVP_CIPHER_CTX_free(context);
  if (!ok) return std::nullopt;
  out.resize(static_cast<std::size_t>(written + finalWritten));
  return out;
}

std::vector<uint8_t> randomBytes(std::mt19937_64& random, std::size_t count) {
  std::vector<uint8_t> bytes(count);
  for (auto& byte : bytes) byte = static_cast<uint8_t>(random());
  return bytes;
}

constexpr AesImplementation kImplementations[] = {
    AesImplementation::Fips197, AesImplementation::TTable, AesImplementation::ByteWise};
constexpr AesMode kModes[] = {AesMode::Ecb, AesMode::Cbc, AesMode::Ctr};

TEST(AesOpenSsl, RandomKeysIvsAndLengthsGiveOpenSslsBytesBothWays) {
  std::mt19937_64 random(20261124);
  int cases = 0;
  for (const std::size_t keyBytes : {16u, 24u, 32u}) {
    for (const AesMode mode : kModes) {
      for (const bool padding : {false, true}) {
        for (const auto implementation : kImplementations) {
          for (int trial = 0; trial < 12; ++trial) {
            const auto key = randomBytes(random, keyBytes);
            const auto iv = mode == AesMode::Ecb ? std::vector<uint8_t>{} : randomBytes(random, 16);
            // Mostly short lengths (partial blocks, empty), some long ones.
            std::size_t length = random() % 200;
            if (trial == 0) length = 0;
            if (trial == 1) length = 4096 + random() % 4096;
            const bool wholeBlocks = mode != AesMode::Ctr && !padding;
            if (wholeBlocks) length -= length % 16;
            const auto plaintext = randomBytes(random, length);
            SCOPED_TRACE(::testing::Message()
                         << "AES-" << keyBytes * 8 << " mode " << static_cast<int>(mode)
                         << " padding " << padding << " " << implementationName(implementation)
                         << " length " << length << " key " << toHex(key) << " iv " << toHex(iv));
            const AesCipherSpec spec{mode, key, iv, padding ? AesPadding::Pkcs7 : AesPadding::None,
                                     implementation};
            const auto expected = openssl(true, mode, key, iv, padding, plaintext);
            ASSERT_TRUE(expected);
            const auto ours = encrypt(spec, plaintext);
            ASSERT_TRUE(std::holds_alternative<std::vector<uint8_t>>(ours))
                << std::get<AesError>(ours).message;
            ASSERT_EQ(toHex(std::get<std::vector<uint8_t>>(ours)), toHex(*expected));
            const auto decrypted = decrypt(spec, *expected);
            ASSERT_TRUE(std::holds_alternative<std::vector<uint8_t>>(decrypted))
                << std::get<AesError>(decrypted).message;
            ASSERT_EQ(toHex(std::get<std::vector<uint8_t>>(decrypted)), toHex(plaintext));
            ++cases;
          }
        }
      }
    }
  }
  EXPECT_EQ(cases, 3 * 3 * 2 * 3 * 12);
}

// Counters whose low bytes are all ones, so that the increment carries into
// the upper 64 bits and, from ff..ff, wraps to zero: OpenSSL's CTR counts the
// whole 128-bit block as one big-endian integer too.
TEST(AesOpenSsl, CtrCounterCarriesAcross64BitsAndWrapsAt128LikeOpenSsl) {
  std::mt19937_64 random(13);
  const auto key = randomBytes(random, 32);
  const auto plaintext = randomBytes(random, 16 * 40 + 5);
  for (const char* start : {"0123456789abcdeffffffffffffffff0", "00000000fffffffffffffffffffffffe",
                            "fffffffffffffffffffffffffffffffc"}) {
    const auto iv = testing::fromHex(start);
    SCOPED_TRACE(start);
    const auto expected = openssl(true, AesMode::Ctr, key, iv, false, plaintext);
    ASSERT_TRUE(expected);
    for (const auto implementation : kImplementations) {
      const auto ours =
          encrypt({AesMode::Ctr, key, iv, AesPadding::None, implementation}, plaintext);
      ASSERT_TRUE(std::holds_alternative<std::vector<uint8_t>>(ours));
      EXPECT_EQ(toHex(std::get<std::vector<uint8_t>>(ours)), toHex(*expected));
    }
  }
}

// Random ciphertexts decrypted with padding: we accept exactly what OpenSSL
// accepts and return the same bytes.
TEST(AesOpenSsl, PaddingCheckAcceptsAndRefusesWhatOpenSslDoes) {
  std::mt19937_64 random(7);
  int accepted = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    const auto key = randomBytes(random, 16);
    const auto iv = randomBytes(random, 16);
    auto ciphertext = randomBytes(random, 16 * (1 + random() % 3));
    if (trial % 2 == 0) {
      // Make valid padding likely: encrypt a block ending in a chosen count.
      auto plain = randomBytes(random, ciphertext.size());
      const auto count = static_cast<uint8_t>(1 + random() % 16);
      for (std::size_t i = plain.size() - count; i < plain.size(); ++i) plain[i] = count;
      if (trial % 4 == 0) plain[plain.size() - 1 - random() % count] ^= 0x20;
      ciphertext = *openssl(true, AesMode::Cbc, key, iv, false, plain);
    }
    const auto expected = openssl(false, AesMode::Cbc, key, iv, true, ciphertext);
    const auto ours = decrypt({AesMode::Cbc, key, iv}, ciphertext);
    ASSERT_EQ(expected.has_value(), std::holds_alternative<std::vector<uint8_t>>(ours)) << trial;
    if (expected) {
      EXPECT_EQ(toHex(std::get<std::vector<uint8_t>>(ours)), toHex(*expected));
      ++accepted;
    } else {
      EXPECT_EQ(std::get<AesError>(ours).code, AesErrorCode::BadPadding);
    }
  }
  EXPECT_GT(accepted, 500);  // both sides of the check were exercised
  EXPECT_LT(accepted, 1500);
}

}  // namespace
}  // namespace gpuasm::crypto
