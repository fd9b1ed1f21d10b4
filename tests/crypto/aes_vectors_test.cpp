// The published test vectors, for every implementation.
//
// The standards are not in ../shared/reference, so the numbers are copied
// from their text:
//   FIPS-197, "Advanced Encryption Standard (AES)", NIST, November 26, 2001:
//     appendix A (key expansion, A.1 p. 27, A.2 p. 28, A.3 p. 30),
//     appendix B (cipher example, p. 33), appendix C (example vectors,
//     C.1 AES-128 p. 35, C.2 AES-192 p. 38, C.3 AES-256 p. 42).
//   NIST SP 800-38A, "Recommendation for Block Cipher Modes of Operation",
//     December 2001, appendix F: F.1 ECB (pp. 24-26), F.2 CBC (pp. 27-29),
//     F.5 CTR (pp. 55-57).
#include <gtest/gtest.h>

#include <variant>

#include "crypto/aes_block_ciphers.hpp"
#include "crypto/aes_test_support.hpp"
#include "gpuasm/crypto/aes.hpp"

namespace gpuasm::crypto {
namespace {

using testing::fromHex;
using testing::kSp80038aPlaintext;
using testing::toHex;

constexpr AesImplementation kImplementations[] = {
    AesImplementation::Fips197, AesImplementation::TTable, AesImplementation::ByteWise};

AesKeySchedule scheduleOf(std::string_view keyHex) {
  auto schedule = AesKeySchedule::expand(fromHex(keyHex));
  EXPECT_TRUE(std::holds_alternative<AesKeySchedule>(schedule));
  return std::get<AesKeySchedule>(schedule);
}

// FIPS-197 appendix A: the first derived word and the last word of each schedule.
TEST(AesKeyExpansion, MatchesFips197AppendixA) {
  const auto a1 = scheduleOf("2b7e151628aed2a6abf7158809cf4f3c");
  EXPECT_EQ(a1.rounds(), 10);
  ASSERT_EQ(a1.encryptionWords().size(), 44u);
  EXPECT_EQ(a1.encryptionWords()[0], 0x2b7e1516u);
  EXPECT_EQ(a1.encryptionWords()[4], 0xa0fafe17u);
  EXPECT_EQ(a1.encryptionWords()[5], 0x88542cb1u);
  EXPECT_EQ(a1.encryptionWords()[43], 0xb6630ca6u);

  const auto a2 = scheduleOf("8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b");
  EXPECT_EQ(a2.rounds(), 12);
  ASSERT_EQ(a2.encryptionWords().size(), 52u);
  EXPECT_EQ(a2.encryptionWords()[6], 0xfe0c91f7u);
  EXPECT_EQ(a2.encryptionWords()[51], 0x01002202u);

  const auto a3 = scheduleOf("603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4");
  EXPECT_EQ(a3.rounds(), 14);
  ASSERT_EQ(a3.encryptionWords().size(), 60u);
  EXPECT_EQ(a3.encryptionWords()[8], 0x9ba35411u);
  EXPECT_EQ(a3.encryptionWords()[12], 0xa8b09c1au);  // i = 12: the SubWord-only step (Nk = 8)
  EXPECT_EQ(a3.encryptionWords()[59], 0x706c631eu);
}

TEST(AesKeyExpansion, LittleEndianOrderIsTheWordAMachineLoadsFromTheKeyBytes) {
  const auto a1 = scheduleOf("2b7e151628aed2a6abf7158809cf4f3c");
  const auto words = a1.encryptionWords(AesWordOrder::LittleEndian);
  EXPECT_EQ(words[0], 0x16157e2bu);
  EXPECT_EQ(words[43], 0xa60c63b6u);
  const auto last = a1.roundKeyBytes(10);
  EXPECT_EQ(toHex({last.begin(), last.end()}), "d014f9a8c9ee2589e13f0cc8b6630ca6");
}

// The decryption schedule: round Nr's key first, round 0's last, the middle
// ones through InvMixColumns (FIPS-197 section 5.3.5).
TEST(AesKeyExpansion, EquivalentDecryptionScheduleRunsFromTheLastRound) {
  const auto a1 = scheduleOf("2b7e151628aed2a6abf7158809cf4f3c");
  const auto dw = a1.equivalentDecryptionWords();
  const auto w = a1.encryptionWords();
  for (int c = 0; c < 4; ++c) {
    EXPECT_EQ(dw[c], w[40 + c]);
    EXPECT_EQ(dw[40 + c], w[c]);
  }
  for (int round = 1; round < 10; ++round) {
    for (int c = 0; c < 4; ++c) {
      EXPECT_EQ(dw[4 * (10 - round) + c], detail::invMixColumn(w[4 * round + c]));
    }
  }
  const auto littleEndian = a1.equivalentDecryptionWords(AesWordOrder::LittleEndian);
  EXPECT_EQ(littleEndian[0], 0xa8f914d0u);   // w[40] = d014f9a8, appendix A.1
  EXPECT_EQ(littleEndian[43], 0x3c4fcf09u);  // w[3] = 09cf4f3c
}

// Appendix B, round 1: the column d4 bf 5d 30 after ShiftRows is 04 66 81 e5
// after MixColumns, so InvMixColumns takes it back.
TEST(AesKeyExpansion, InvMixColumnUndoesTheMixColumnsOfFips197AppendixB) {
  EXPECT_EQ(detail::invMixColumn(0x046681e5u), 0xd4bf5d30u);
}

struct CipherVector {
  const char* name;
  const char* key;
  const char* plaintext;
  const char* ciphertext;
};

constexpr CipherVector kFips197Vectors[] = {
    {"B", "2b7e151628aed2a6abf7158809cf4f3c", "3243f6a8885a308d313198a2e0370734",
     "3925841d02dc09fbdc118597196a0b32"},
    {"C.1", "000102030405060708090a0b0c0d0e0f", "00112233445566778899aabbccddeeff",
     "69c4e0d86a7b0430d8cdb78070b4c55a"},
    {"C.2", "000102030405060708090a0b0c0d0e0f1011121314151617", "00112233445566778899aabbccddeeff",
     "dda97ca4864cdfe06eaf70a0ec0d7191"},
    {"C.3", "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
     "00112233445566778899aabbccddeeff", "8ea2b7ca516745bfeafc49904b496089"},
};

TEST(AesBlock, EveryImplementationMatchesFips197AppendicesBAndC) {
  for (const auto& vector : kFips197Vectors) {
    const auto schedule = scheduleOf(vector.key);
    const auto plaintext = fromHex(vector.plaintext);
    const auto ciphertext = fromHex(vector.ciphertext);
    for (const auto implementation : kImplementations) {
      SCOPED_TRACE(std::string(vector.name) + " " +
                   std::string(implementationName(implementation)));
      std::vector<uint8_t> block(16);
      encryptBlock(implementation, schedule, plaintext.data(), block.data());
      EXPECT_EQ(toHex(block), vector.ciphertext);
      decryptBlock(implementation, schedule, ciphertext.data(), block.data());
      EXPECT_EQ(toHex(block), vector.plaintext);
      // In place.
      block = plaintext;
      encryptBlock(implementation, schedule, block.data(), block.data());
      EXPECT_EQ(toHex(block), vector.ciphertext);
    }
  }
}

// SP 800-38A appendix F (inputs in aes_test_support.hpp).
constexpr const char* kKey128 = testing::kSp80038aKey128;
constexpr const char* kKey192 = testing::kSp80038aKey192;
constexpr const char* kKey256 = testing::kSp80038aKey256;
constexpr const char* kCbcIv = testing::kSp80038aCbcIv;
constexpr const char* kCtrInitialCounter = testing::kSp80038aCtrCounter;

struct ModeVector {
  const char* section;
  AesMode mode;
  const char* key;
  const char* iv;
  const char* ciphertext;
};

constexpr ModeVector kSp80038aVectors[] = {
    {"F.1.1/F.1.2 ECB-AES128", AesMode::Ecb, kKey128, "",
     "3ad77bb40d7a3660a89ecaf32466ef97 f5d3d58503b9699de785895a96fdbaaf"
     "43b1cd7f598ece23881b00e3ed030688 7b0c785e27e8ad3f8223207104725dd4"},
    {"F.1.3/F.1.4 ECB-AES192", AesMode::Ecb, kKey192, "",
     "bd334f1d6e45f25ff712a214571fa5cc 974104846d0ad3ad7734ecb3ecee4eef"
     "ef7afd2270e2e60adce0ba2face6444e 9a4b41ba738d6c72fb16691603c18e0e"},
    {"F.1.5/F.1.6 ECB-AES256", AesMode::Ecb, kKey256, "",
     "f3eed1bdb5d2a03c064b5a7e3db181f8 591ccb10d410ed26dc5ba74a31362870"
     "b6ed21b99ca6f4f9f153e7b1beafed1d 23304b7a39f9f3ff067d8d8f9e24ecc7"},
    {"F.2.1/F.2.2 CBC-AES128", AesMode::Cbc, kKey128, kCbcIv,
     "7649abac8119b246cee98e9b12e9197d 5086cb9b507219ee95db113a917678b2"
     "73bed6b8e3c1743b7116e69e22229516 3ff1caa1681fac09120eca307586e1a7"},
    {"F.2.3/F.2.4 CBC-AES192", AesMode::Cbc, kKey192, kCbcIv,
     "4f021db243bc633d7178183a9fa071e8 b4d9ada9ad7dedf4e5e738763f69145a"
     "571b242012fb7ae07fa9baac3df102e0 08b0e27988598881d920a9e64f5615cd"},
    {"F.2.5/F.2.6 CBC-AES256", AesMode::Cbc, kKey256, kCbcIv,
     "f58c4c04d6e5f1ba779eabfb5f7bfbd6 9cfc4e967edb808d679f777bc6702c7d"
     "39f23369a9d9bacfa530e26304231461 b2eb05e2c39be9fcda6c19078c6a9d1b"},
    {"F.5.1/F.5.2 CTR-AES128", AesMode::Ctr, kKey128, kCtrInitialCounter,
     "874d6191b620e3261bef6864990db6ce 9806f66b7970fdff8617187bb9fffdff"
     "5ae4df3edbd5d35e5b4f09020db03eab 1e031dda2fbe03d1792170a0f3009cee"},
    {"F.5.3/F.5.4 CTR-AES192", AesMode::Ctr, kKey192, kCtrInitialCounter,
     "1abc932417521ca24f2b0459fe7e6e0b 090339ec0aa6faefd5ccc2c6f4ce8e94"
     "1e36b26bd1ebc670d1bd1d665620abf7 4f78a7f6d29809585a97daec58c6b050"},
    {"F.5.5/F.5.6 CTR-AES256", AesMode::Ctr, kKey256, kCtrInitialCounter,
     "601ec313775789a5b7a7f504bbf3d228 f443e3ca4d62b59aca84e990cacaf5c5"
     "2b0930daa23de94ce87017ba2d84988d dfc9c58db67aada613c2dd08457941a6"},
};

TEST(AesModes, EveryImplementationMatchesEverySp80038aEcbCbcCtrVector) {
  const auto plaintext = fromHex(kSp80038aPlaintext);
  for (const auto& vector : kSp80038aVectors) {
    const auto schedule = scheduleOf(vector.key);
    const auto iv = fromHex(vector.iv);
    const auto expected = fromHex(vector.ciphertext);
    for (const auto implementation : kImplementations) {
      SCOPED_TRACE(std::string(vector.section) + " " +
                   std::string(implementationName(implementation)));
      std::vector<uint8_t> out(plaintext.size());
      ASSERT_FALSE(encrypt(schedule, vector.mode, iv, plaintext, out, implementation));
      EXPECT_EQ(toHex(out), toHex(expected));
      ASSERT_FALSE(decrypt(schedule, vector.mode, iv, expected, out, implementation));
      EXPECT_EQ(toHex(out), toHex(plaintext));
      // In place, both directions.
      out = plaintext;
      ASSERT_FALSE(encrypt(schedule, vector.mode, iv, out, out, implementation));
      EXPECT_EQ(toHex(out), toHex(expected));
      ASSERT_FALSE(decrypt(schedule, vector.mode, iv, out, out, implementation));
      EXPECT_EQ(toHex(out), toHex(plaintext));
    }
  }
}

// CTR on a partial last block uses the leading bytes of its keystream block,
// so a prefix of the F.5.1 plaintext encrypts to the prefix of its ciphertext.
TEST(AesModes, CtrOnAPartialBlockIsThePrefixOfTheWholeBlockResult) {
  const auto plaintext = fromHex(kSp80038aPlaintext);
  const auto expected = fromHex(kSp80038aVectors[6].ciphertext);
  const auto schedule = scheduleOf(kKey128);
  const auto iv = fromHex(kCtrInitialCounter);
  for (const std::size_t length : {1u, 15u, 17u, 63u}) {
    std::vector<uint8_t> out(length);
    ASSERT_FALSE(encrypt(schedule, AesMode::Ctr, iv,
                         std::span<const uint8_t>(plaintext.data(), length), out));
    EXPECT_EQ(toHex(out), toHex({expected.begin(), expected.begin() + static_cast<long>(length)}));
  }
}

}  // namespace
}  // namespace gpuasm::crypto
