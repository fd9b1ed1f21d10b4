// The QPU AES library (gpuasm/vc4/qpu_aes.h) on the simulated Pi: its C key
// schedule and tables against FIPS-197 and the C++ crypto core, its errors,
// CBC encryption on the host against SP 800-38A, and every QPU kernel the
// build has against SP 800-38A and the crypto core (1-12 QPUs, lengths that
// stream through a small GPU buffer in several launches). A kernel that is
// not in the tree (kernels/vc4/aes/) is reported as skipped, by name.
#include "gpuasm/vc4/qpu_aes.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "crypto/aes_test_support.hpp"
#include "gpuasm/crypto/aes.hpp"
#include "targets/vc4/qpu_aes/qpu_aes_cipher.h"
#include "targets/vc4/qpu_aes/qpu_aes_kernels.h"

namespace gpuasm::vc4 {
namespace {

using crypto::testing::fromHex;
using crypto::testing::toHex;
using Bytes = std::vector<uint8_t>;

using crypto::testing::kSp80038aPlaintext;
constexpr const char* kPlaintext = kSp80038aPlaintext;
constexpr const char* kKey128 = crypto::testing::kSp80038aKey128;
constexpr const char* kKey192 = crypto::testing::kSp80038aKey192;
constexpr const char* kKey256 = crypto::testing::kSp80038aKey256;
constexpr const char* kCbcIv = crypto::testing::kSp80038aCbcIv;
constexpr const char* kCtrCounter = crypto::testing::kSp80038aCtrCounter;

// SP 800-38A appendix F.
struct ModeVector {
  const char* section;
  qpu_aes_mode mode;
  const char* key;
  const char* iv;
  const char* ciphertext;
};
constexpr ModeVector kSp80038a[] = {
    {"F.1.1 ECB-AES128", QPU_AES_ECB, kKey128, "",
     "3ad77bb40d7a3660a89ecaf32466ef97f5d3d58503b9699de785895a96fdbaaf"
     "43b1cd7f598ece23881b00e3ed0306887b0c785e27e8ad3f8223207104725dd4"},
    {"F.1.3 ECB-AES192", QPU_AES_ECB, kKey192, "",
     "bd334f1d6e45f25ff712a214571fa5cc974104846d0ad3ad7734ecb3ecee4eef"
     "ef7afd2270e2e60adce0ba2face6444e9a4b41ba738d6c72fb16691603c18e0e"},
    {"F.1.5 ECB-AES256", QPU_AES_ECB, kKey256, "",
     "f3eed1bdb5d2a03c064b5a7e3db181f8591ccb10d410ed26dc5ba74a31362870"
     "b6ed21b99ca6f4f9f153e7b1beafed1d23304b7a39f9f3ff067d8d8f9e24ecc7"},
    {"F.2.1 CBC-AES128", QPU_AES_CBC, kKey128, kCbcIv,
     "7649abac8119b246cee98e9b12e9197d5086cb9b507219ee95db113a917678b2"
     "73bed6b8e3c1743b7116e69e222295163ff1caa1681fac09120eca307586e1a7"},
    {"F.2.3 CBC-AES192", QPU_AES_CBC, kKey192, kCbcIv,
     "4f021db243bc633d7178183a9fa071e8b4d9ada9ad7dedf4e5e738763f69145a"
     "571b242012fb7ae07fa9baac3df102e008b0e27988598881d920a9e64f5615cd"},
    {"F.2.5 CBC-AES256", QPU_AES_CBC, kKey256, kCbcIv,
     "f58c4c04d6e5f1ba779eabfb5f7bfbd69cfc4e967edb808d679f777bc6702c7d"
     "39f23369a9d9bacfa530e26304231461b2eb05e2c39be9fcda6c19078c6a9d1b"},
    {"F.5.1 CTR-AES128", QPU_AES_CTR, kKey128, kCtrCounter,
     "874d6191b620e3261bef6864990db6ce9806f66b7970fdff8617187bb9fffdff"
     "5ae4df3edbd5d35e5b4f09020db03eab1e031dda2fbe03d1792170a0f3009cee"},
    {"F.5.3 CTR-AES192", QPU_AES_CTR, kKey192, kCtrCounter,
     "1abc932417521ca24f2b0459fe7e6e0b090339ec0aa6faefd5ccc2c6f4ce8e94"
     "1e36b26bd1ebc670d1bd1d665620abf74f78a7f6d29809585a97daec58c6b050"},
    {"F.5.5 CTR-AES256", QPU_AES_CTR, kKey256, kCtrCounter,
     "601ec313775789a5b7a7f504bbf3d228f443e3ca4d62b59aca84e990cacaf5c5"
     "2b0930daa23de94ce87017ba2d84988ddfc9c58db67aada613c2dd08457941a6"},
};

qpu_aes_kernel kernelFor(qpu_aes_mode mode, bool decrypt) {
  return mode == QPU_AES_CTR ? QPU_AES_KERNEL_CTR
         : mode == QPU_AES_CBC
             ? QPU_AES_KERNEL_CBC_DECRYPT
             : (decrypt ? QPU_AES_KERNEL_ECB_DECRYPT : QPU_AES_KERNEL_ECB_ENCRYPT);
}

// CBC encryption runs on the host and needs no kernel.
bool runsWithoutKernel(qpu_aes_mode mode, bool decrypt) {
  return mode == QPU_AES_CBC && !decrypt;
}

bool haveKernel(qpu_aes_mode mode, bool decrypt) {
  return runsWithoutKernel(mode, decrypt) || qpu_aes_kernels[kernelFor(mode, decrypt)].words;
}

// An open handle, closed at the end of the test.
struct Handle {
  qpu_aes* aes = nullptr;
  explicit Handle(unsigned qpus, size_t bufferBytes = 0) {
    qpu_aes_error error{};
    EXPECT_EQ(qpu_aes_open(&aes, qpus, bufferBytes, &error), QPU_AES_OK) << error.message;
  }
  ~Handle() { qpu_aes_close(aes); }
  Handle(const Handle&) = delete;
  Handle& operator=(const Handle&) = delete;
};

qpu_aes_status crypt(qpu_aes* aes, bool decrypt, qpu_aes_mode mode, const Bytes& key,
                     const Bytes& iv, const Bytes& in, Bytes& out, qpu_aes_error& error) {
  out.resize(in.size());
  const uint8_t* ivBytes = iv.empty() ? nullptr : iv.data();
  return decrypt ? qpu_aes_decrypt(aes, mode, key.data(), key.size(), ivBytes, iv.size(), in.data(),
                                   out.data(), in.size(), &error)
                 : qpu_aes_encrypt(aes, mode, key.data(), key.size(), ivBytes, iv.size(), in.data(),
                                   out.data(), in.size(), &error);
}

qpu_aes_tables builtTables() {
  qpu_aes_tables tables;
  qpu_aes_build_tables(&tables);
  return tables;
}

TEST(Vc4QpuAesCipher, TablesAreFips197sAndTheCryptoCoresInLittleEndianOrder) {
  const qpu_aes_tables tables = builtTables();
  // FIPS-197 figure 7: S(0x53) = 0xed; figure 14: InvS(0xed) = 0x53.
  EXPECT_EQ(tables.sbox[0x53], 0xed);
  EXPECT_EQ(tables.sbox[0x00], 0x63);
  EXPECT_EQ(tables.inverse_sbox[0xed], 0x53);
  // The reference code's Te0[0] = c66363a5 and Td0[0] = 51f4a750, byte-swapped.
  EXPECT_EQ(tables.te[0][0], 0xa56363c6u);
  EXPECT_EQ(tables.td[0][0], 0x50a7f451u);
  const crypto::AesTables& core = crypto::aesTables(crypto::AesWordOrder::LittleEndian);
  for (int x = 0; x < 256; ++x) {
    ASSERT_EQ(tables.sbox[x], core.sbox[x]) << x;
    ASSERT_EQ(tables.inverse_sbox[x], core.inverseSbox[x]) << x;
    for (int t = 0; t < 4; ++t) {
      ASSERT_EQ(tables.te[t][x], core.te[t][x]) << "te" << t << "[" << x << "]";
      ASSERT_EQ(tables.td[t][x], core.td[t][x]) << "td" << t << "[" << x << "]";
    }
  }
}

TEST(Vc4QpuAesCipher, KeyExpansionGivesFips197AppendixAsLastWordsAndTheCoresSchedules) {
  const qpu_aes_tables tables = builtTables();
  // Appendix A.1-A.3: the last word of each expansion, big-endian as printed.
  const struct {
    const char* key;
    int rounds;
    uint32_t lastWordBigEndian;
  } cases[] = {{kKey128, 10, 0xb6630ca6u}, {kKey192, 12, 0x01002202u}, {kKey256, 14, 0x706c631eu}};
  for (const auto& c : cases) {
    const Bytes key = fromHex(c.key);
    qpu_aes_schedule schedule;
    ASSERT_EQ(qpu_aes_expand_key(&tables, key.data(), key.size(), &schedule), 0);
    EXPECT_EQ(schedule.rounds, c.rounds);
    EXPECT_EQ(schedule.encryption[4 * c.rounds + 3], __builtin_bswap32(c.lastWordBigEndian));
  }
  std::mt19937 random(13);
  for (size_t keyBytes : {16u, 24u, 32u}) {
    for (int trial = 0; trial < 20; ++trial) {
      Bytes key(keyBytes);
      for (auto& b : key) b = static_cast<uint8_t>(random());
      qpu_aes_schedule schedule;
      ASSERT_EQ(qpu_aes_expand_key(&tables, key.data(), key.size(), &schedule), 0);
      const auto core = std::get<crypto::AesKeySchedule>(crypto::AesKeySchedule::expand(key));
      const auto encryption = core.encryptionWords(crypto::AesWordOrder::LittleEndian);
      const auto decryption = core.equivalentDecryptionWords(crypto::AesWordOrder::LittleEndian);
      ASSERT_EQ(schedule.rounds, core.rounds());
      for (size_t i = 0; i < encryption.size(); ++i) {
        ASSERT_EQ(schedule.encryption[i], encryption[i]) << keyBytes << " bytes, w[" << i << "]";
        ASSERT_EQ(schedule.decryption[i], decryption[i]) << keyBytes << " bytes, dw[" << i << "]";
      }
    }
  }
  const Bytes fifteen(15);
  qpu_aes_schedule schedule;
  EXPECT_EQ(qpu_aes_expand_key(&tables, fifteen.data(), fifteen.size(), &schedule), -1);
}

TEST(Vc4QpuAesCipher, BlockEncryptionMatchesFips197AppendixC) {
  const qpu_aes_tables tables = builtTables();
  const struct {
    const char* key;
    const char* ciphertext;
  } cases[] = {
      {"000102030405060708090a0b0c0d0e0f", "69c4e0d86a7b0430d8cdb78070b4c55a"},
      {"000102030405060708090a0b0c0d0e0f1011121314151617", "dda97ca4864cdfe06eaf70a0ec0d7191"},
      {"000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
       "8ea2b7ca516745bfeafc49904b496089"},
  };
  for (const auto& c : cases) {
    const Bytes key = fromHex(c.key);
    qpu_aes_schedule schedule;
    ASSERT_EQ(qpu_aes_expand_key(&tables, key.data(), key.size(), &schedule), 0);
    Bytes block = fromHex("00112233445566778899aabbccddeeff");
    qpu_aes_encrypt_block(&tables, &schedule, block.data(), block.data());
    EXPECT_EQ(toHex(block), c.ciphertext);
  }
}

TEST(Vc4QpuAesLibrary, OpenRefusesQpuCountsOutsideOneToTwelveAndHugeBuffers) {
  qpu_aes* aes = reinterpret_cast<qpu_aes*>(1);
  qpu_aes_error error{};
  EXPECT_EQ(qpu_aes_open(&aes, 0, 0, &error), QPU_AES_BAD_ARGUMENT);
  EXPECT_EQ(aes, nullptr);
  EXPECT_EQ(error.status, QPU_AES_BAD_ARGUMENT);
  EXPECT_STREQ(error.message, "0 QPUs asked for; a VideoCore IV has 1 to 12");
  EXPECT_EQ(qpu_aes_open(&aes, 13, 0, &error), QPU_AES_BAD_ARGUMENT);
  EXPECT_STREQ(error.message, "13 QPUs asked for; a VideoCore IV has 1 to 12");
  EXPECT_EQ(qpu_aes_open(&aes, 1, size_t{1} << 30, &error), QPU_AES_BAD_ARGUMENT);
  EXPECT_STREQ(error.message, "a buffer of 1073741824 bytes asked for; at most 67108864");
  EXPECT_EQ(qpu_aes_open(nullptr, 1, 0, nullptr), QPU_AES_BAD_ARGUMENT);
  qpu_aes_close(nullptr);
}

TEST(Vc4QpuAesLibrary, BadKeysIvsAndLengthsAreErrorsWithMessages) {
  Handle handle(4);
  qpu_aes_error error{};
  Bytes out;
  const Bytes block(16), key15(15), iv16(16);
  EXPECT_EQ(crypt(handle.aes, false, QPU_AES_ECB, key15, {}, block, out, error),
            QPU_AES_BAD_KEY_LENGTH);
  EXPECT_STREQ(error.message, "the key is 15 bytes; it must be 16, 24 or 32 bytes");
  EXPECT_EQ(crypt(handle.aes, false, QPU_AES_CBC, fromHex(kKey128), Bytes(8), block, out, error),
            QPU_AES_BAD_IV_LENGTH);
  EXPECT_STREQ(error.message, "the CBC IV is 8 bytes; it must be 16 bytes");
  EXPECT_EQ(crypt(handle.aes, true, QPU_AES_CTR, fromHex(kKey128), {}, block, out, error),
            QPU_AES_BAD_IV_LENGTH);
  EXPECT_STREQ(error.message, "the CTR IV is 0 bytes; it must be 16 bytes");
  EXPECT_EQ(crypt(handle.aes, false, QPU_AES_ECB, fromHex(kKey128), iv16, block, out, error),
            QPU_AES_BAD_IV_LENGTH);
  EXPECT_STREQ(error.message, "ECB takes no IV, but one of 16 bytes was given");
  EXPECT_EQ(crypt(handle.aes, true, QPU_AES_CBC, fromHex(kKey128), iv16, Bytes(17), out, error),
            QPU_AES_NOT_WHOLE_BLOCKS);
  EXPECT_STREQ(error.message,
               "17 bytes is not a whole number of 16-byte blocks (CBC takes whole blocks: pad "
               "first)");
  EXPECT_EQ(qpu_aes_encrypt(handle.aes, static_cast<qpu_aes_mode>(7), nullptr, 0, nullptr, 0,
                            nullptr, nullptr, 0, &error),
            QPU_AES_BAD_ARGUMENT);
  EXPECT_STREQ(error.message, "unknown mode 7");
  EXPECT_EQ(
      qpu_aes_encrypt(nullptr, QPU_AES_ECB, nullptr, 0, nullptr, 0, nullptr, nullptr, 0, &error),
      QPU_AES_BAD_ARGUMENT);
  EXPECT_STREQ(qpu_aes_status_name(QPU_AES_NO_KERNEL), "QPU_AES_NO_KERNEL");
  EXPECT_STREQ(qpu_aes_mode_name(QPU_AES_CTR), "ctr");
}

// Every SP 800-38A vector in both directions, in place and into another
// buffer, on 1, 5 and 12 QPUs.
TEST(Vc4QpuAesLibrary, EverySp80038aVectorBothDirectionsOnOneFiveAndTwelveQpus) {
  std::string skipped;
  for (unsigned qpus : {1u, 5u, 12u}) {
    Handle handle(qpus);
    for (const ModeVector& vector : kSp80038a) {
      const Bytes key = fromHex(vector.key), iv = fromHex(vector.iv);
      const Bytes plaintext = fromHex(kPlaintext), ciphertext = fromHex(vector.ciphertext);
      for (bool decrypt : {false, true}) {
        SCOPED_TRACE(std::string(vector.section) + (decrypt ? " decrypt" : " encrypt") + " on " +
                     std::to_string(qpus) + " QPUs");
        if (!haveKernel(vector.mode, decrypt)) {
          if (qpus == 1)
            skipped += std::string(" ") + vector.section + (decrypt ? " decrypt" : " encrypt");
          continue;
        }
        const Bytes& in = decrypt ? ciphertext : plaintext;
        const Bytes& expected = decrypt ? plaintext : ciphertext;
        qpu_aes_error error{};
        Bytes out;
        ASSERT_EQ(crypt(handle.aes, decrypt, vector.mode, key, iv, in, out, error), QPU_AES_OK)
            << error.message;
        EXPECT_EQ(toHex(out), toHex(expected));
        Bytes inPlace = in;
        const uint8_t* ivBytes = iv.empty() ? nullptr : iv.data();
        ASSERT_EQ(decrypt ? qpu_aes_decrypt(handle.aes, vector.mode, key.data(), key.size(),
                                            ivBytes, iv.size(), inPlace.data(), inPlace.data(),
                                            inPlace.size(), &error)
                          : qpu_aes_encrypt(handle.aes, vector.mode, key.data(), key.size(),
                                            ivBytes, iv.size(), inPlace.data(), inPlace.data(),
                                            inPlace.size(), &error),
                  QPU_AES_OK)
            << error.message;
        EXPECT_EQ(toHex(inPlace), toHex(expected));
      }
    }
  }
  if (!skipped.empty()) GTEST_SKIP() << "no QPU kernel in this build for:" << skipped;
}

// Random keys, IVs and lengths through a 512-byte GPU buffer: inputs up to
// 40 launches long, so that CBC chains and CTR counts across launches, with
// counters that carry past 32 and 64 bits; the crypto core is the oracle.
TEST(Vc4QpuAesLibrary, RandomInputsStreamThroughASmallBufferAsTheCryptoCoreComputes) {
  std::mt19937 random(2026);
  std::string skipped;
  for (unsigned qpus : {1u, 3u, 12u}) {
    Handle handle(qpus, 512);
    for (qpu_aes_mode mode : {QPU_AES_ECB, QPU_AES_CBC, QPU_AES_CTR}) {
      for (bool decrypt : {false, true}) {
        if (!haveKernel(mode, decrypt)) {
          if (qpus == 1)
            skipped +=
                fmt::format(" {} {}", qpu_aes_mode_name(mode), decrypt ? "decrypt" : "encrypt");
          continue;
        }
        for (int trial = 0; trial < 6; ++trial) {
          Bytes key(16 + 8 * (trial % 3)), iv(16);
          for (auto& b : key) b = static_cast<uint8_t>(random());
          for (auto& b : iv) b = static_cast<uint8_t>(random());
          if (trial == 4) std::fill(iv.begin() + 8, iv.end(), 0xff);  // carries past 64 bits
          if (trial == 5) std::fill(iv.begin() + 12, iv.end(), 0xff);
          if (mode == QPU_AES_ECB) iv.clear();
          size_t length = 16 * (1 + random() % 1280);
          if (mode == QPU_AES_CTR) length -= random() % 16;
          Bytes in(length);
          for (auto& b : in) b = static_cast<uint8_t>(random());
          SCOPED_TRACE(fmt::format("{} {} {} bytes, key {} bytes, {} QPUs", qpu_aes_mode_name(mode),
                                   decrypt ? "decrypt" : "encrypt", length, key.size(), qpus));
          qpu_aes_error error{};
          Bytes out;
          ASSERT_EQ(crypt(handle.aes, decrypt, mode, key, iv, in, out, error), QPU_AES_OK)
              << error.message;
          const crypto::AesMode coreMode = mode == QPU_AES_ECB   ? crypto::AesMode::Ecb
                                           : mode == QPU_AES_CBC ? crypto::AesMode::Cbc
                                                                 : crypto::AesMode::Ctr;
          const crypto::AesCipherSpec spec{coreMode, key, iv, crypto::AesPadding::None};
          auto expected = decrypt ? crypto::decrypt(spec, in) : crypto::encrypt(spec, in);
          ASSERT_TRUE(std::holds_alternative<Bytes>(expected));
          EXPECT_TRUE(out == std::get<Bytes>(expected));
        }
      }
    }
  }
  if (!skipped.empty()) GTEST_SKIP() << "no QPU kernel in this build for:" << skipped;
}

}  // namespace
}  // namespace gpuasm::vc4
