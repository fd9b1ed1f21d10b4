// `gpuasm aes` end to end: byte for byte what the openssl command gives
// (skipped with a message where it is not installed), every mode, key size
// and direction, standard input and files, and each error with its message,
// its exit code and no output file. Modes whose QPU kernel is not in this
// build yet (kernels/vc4/aes/) are listed as skipped.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "targets/vc4/qpu_aes/qpu_aes_kernels.h"
#include "tools/cli_support.hpp"

namespace {

using namespace cli_test;
using cli_test::gpuasm;  // the function, not the namespace

const std::string kKey128 = "2b7e151628aed2a6abf7158809cf4f3c";
const std::string kKey192 = "8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b";
const std::string kKey256 = "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4";
const std::string kIv = "000102030405060708090a0b0c0d0e0f";

bool haveOpenssl() {
  return std::system("openssl version >/dev/null 2>&1") == 0;
}

// CBC encryption runs on the host; the rest needs the mode's kernel.
bool haveKernel(const std::string& mode, bool decrypt) {
  if (mode == "cbc" && !decrypt) return true;
  const qpu_aes_kernel kernel = mode == "ctr"   ? QPU_AES_KERNEL_CTR
                                : mode == "cbc" ? QPU_AES_KERNEL_CBC_DECRYPT
                                : decrypt       ? QPU_AES_KERNEL_ECB_DECRYPT
                                                : QPU_AES_KERNEL_ECB_ENCRYPT;
  return qpu_aes_kernels[kernel].words != nullptr;
}

std::string randomBytes(size_t size, std::mt19937& random) {
  std::string bytes(size, '\0');
  for (char& c : bytes) c = static_cast<char>(random());
  return bytes;
}

// `openssl enc` on `input`; its output, or nullopt when it failed.
std::optional<std::string> openssl(const std::string& mode, const std::string& key,
                                   const std::string& iv, bool decrypt, bool nopad,
                                   const std::string& input) {
  const fs::path dir = scratch();
  write(dir / "openssl_in", input);
  fs::remove(dir / "openssl_out");
  std::string command = "openssl enc -aes-" + std::to_string(key.size() * 4) + "-" + mode + " -K " +
                        key + (iv.empty() ? "" : " -iv " + iv) + (decrypt ? " -d" : "") +
                        (nopad ? " -nopad" : "") + " -in " + (dir / "openssl_in").string() +
                        " -out " + (dir / "openssl_out").string() + " 2>/dev/null";
  if (std::system(command.c_str()) != 0) return std::nullopt;
  return slurp(dir / "openssl_out");
}

std::string aesArguments(const std::string& mode, const std::string& key, const std::string& iv,
                         bool decrypt, bool nopad) {
  return "aes --mode " + mode + " --key " + key + (iv.empty() ? "" : " --iv " + iv) +
         (decrypt ? " -d" : "") + (nopad ? " --padding none" : "");
}

TEST(CliAes, CbcEncryptionMatchesOpensslForEveryKeySizeFromStdinAndFiles) {
  if (!haveOpenssl())
    GTEST_SKIP() << "the openssl command is not installed (apt-get install openssl)";
  std::mt19937 random(7);
  const fs::path dir = scratch();
  for (const std::string& key : {kKey128, kKey192, kKey256}) {
    for (size_t length : {0u, 1u, 15u, 16u, 17u, 100u, 4096u}) {
      SCOPED_TRACE(std::to_string(key.size() * 4) + "-bit key, " + std::to_string(length) +
                   " bytes");
      const std::string input = randomBytes(length, random);
      const auto expected = openssl("cbc", key, kIv, false, false, input);
      ASSERT_TRUE(expected);
      ASSERT_EQ(expected->size(), (length / 16 + 1) * 16);  // PKCS#7 adds 1 to 16 bytes
      Result r = gpuasm(aesArguments("cbc", key, kIv, false, false), input);
      EXPECT_EQ(r.exitCode, 0) << r.err;
      EXPECT_EQ(r.err, "");
      EXPECT_TRUE(r.out == *expected);
      write(dir / "plain.bin", input);
      fs::remove(dir / "cipher.bin");
      r = gpuasm(aesArguments("cbc", key, kIv, false, false) + " " + (dir / "plain.bin").string() +
                 " -o " + (dir / "cipher.bin").string());
      EXPECT_EQ(r.exitCode, 0) << r.err;
      EXPECT_EQ(r.out, "");
      EXPECT_TRUE(slurp(dir / "cipher.bin") == *expected);
    }
  }
}

TEST(CliAes, EveryModeKeySizeDirectionAndPaddingMatchesOpenssl) {
  if (!haveOpenssl())
    GTEST_SKIP() << "the openssl command is not installed (apt-get install openssl)";
  std::mt19937 random(13);
  std::string skipped;
  for (const std::string mode : {"ecb", "cbc", "ctr"}) {
    for (bool decrypt : {false, true}) {
      if (!haveKernel(mode, decrypt)) {
        skipped += " " + mode + (decrypt ? " decrypt" : " encrypt");
        continue;
      }
      for (const std::string& key : {kKey128, kKey192, kKey256}) {
        const std::string iv = mode == "ecb" ? "" : kIv;
        for (bool nopad : {false, true}) {
          for (size_t length : {0u, 16u, 33u, 256u, 1000u, 5000u}) {
            if (nopad && mode != "ctr" && length % 16 != 0) continue;
            SCOPED_TRACE(mode + (decrypt ? " -d " : " ") + std::to_string(key.size() * 4) +
                         "-bit key, " + std::to_string(length) + " bytes" +
                         (nopad ? ", nopad" : ""));
            std::string input = randomBytes(length, random);
            // Decryption gets what openssl encrypted, so that the padding is good.
            if (decrypt) {
              auto encrypted = openssl(mode, key, iv, false, nopad, input);
              ASSERT_TRUE(encrypted);
              input = *encrypted;
            }
            const auto expected = openssl(mode, key, iv, decrypt, nopad, input);
            ASSERT_TRUE(expected);
            Result r = gpuasm(aesArguments(mode, key, iv, decrypt, nopad) + " -", input);
            EXPECT_EQ(r.exitCode, 0) << r.err;
            EXPECT_TRUE(r.out == *expected)
                << r.out.size() << " bytes, expected " << expected->size();
          }
        }
      }
    }
  }
  if (!skipped.empty()) GTEST_SKIP() << "no QPU kernel in this build for:" << skipped;
}

// Over the library's 1 MiB GPU buffer: three launches, the CTR counter and
// the CBC chain carried from one to the next.
TEST(CliAes, InputsOfSeveralBuffersFullMatchOpenssl) {
  if (!haveOpenssl())
    GTEST_SKIP() << "the openssl command is not installed (apt-get install openssl)";
  std::mt19937 random(21);
  const fs::path dir = scratch();
  const std::string input = randomBytes((2 << 20) + 5, random);
  for (const std::string mode : {"ecb", "cbc", "ctr"}) {
    for (bool decrypt : {false, true}) {
      SCOPED_TRACE(mode + (decrypt ? " decrypt" : " encrypt"));
      const std::string iv = mode == "ecb" ? "" : kIv;
      // Decryption without padding: the file's first whole blocks as a ciphertext.
      const bool nopad = decrypt && mode != "ctr";
      const std::string data = nopad ? input.substr(0, input.size() / 16 * 16) : input;
      write(dir / "large_in.bin", data);
      const auto expected = openssl(mode, kKey256, iv, decrypt, nopad, data);
      ASSERT_TRUE(expected);
      fs::remove(dir / "large_out.bin");
      Result r =
          gpuasm(aesArguments(mode, kKey256, iv, decrypt, nopad) + " " +
                 (dir / "large_in.bin").string() + " -o " + (dir / "large_out.bin").string());
      EXPECT_EQ(r.exitCode, 0) << r.err;
      EXPECT_TRUE(slurp(dir / "large_out.bin") == *expected);
    }
  }
}

TEST(CliAes, EmptyInputGivesOnePaddingBlockInEcbAndCbcAndNothingInCtr) {
  std::string skipped;
  for (const std::string mode : {"ecb", "cbc", "ctr"}) {
    if (!haveKernel(mode, false)) {
      skipped += " " + mode;
      continue;
    }
    Result r = gpuasm(aesArguments(mode, kKey128, mode == "ecb" ? "" : kIv, false, false), "");
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.out.size(), mode == "ctr" ? 0u : 16u) << mode;
  }
  // SP 800-38A F.2.1's first block is E(P1 ^ IV); an empty input's block is
  // E(sixteen 0x10 bytes ^ IV): its round trip through openssl is in the
  // tests above.
  if (!skipped.empty()) GTEST_SKIP() << "no QPU kernel in this build for:" << skipped;
}

// Each error: its message (the option as typed), its exit code, and no -o
// file left behind.
TEST(CliAes, ErrorsNameTheOptionExitOneOrTwoAndWriteNothing) {
  const fs::path dir = scratch();
  const std::string out = (dir / "never.bin").string();
  write(dir / "plain17.bin", std::string(17, 'x'));
  struct Case {
    std::string arguments, input;
    int exitCode;
    std::string err;
  };
  const Case cases[] = {
      {"aes --key " + kKey128, "", 2, "gpuasm aes: give the mode: --mode ecb, cbc or ctr\n"},
      {"aes --mode ecb", "", 2, "gpuasm aes: give the key: --key HEX (32, 48 or 64 hex digits)\n"},
      {"aes --mode ecb --key 00112233", "", 2,
       "gpuasm aes: --key is 4 bytes (8 hex digits); AES takes 16, 24 or 32 bytes (32, 48 or 64 "
       "digits)\n"},
      {"aes --mode ecb --key " + kKey128 + "0", "", 2,
       "gpuasm aes: --key has an odd number of hex digits (33): two digits per byte\n"},
      {"aes --mode ecb --key 2b7e151628aed2a6abf7158809cf4fxx", "", 2,
       "gpuasm aes: --key: 'x' at position 31 is not a hex digit\n"},
      {"aes --mode ecb --key ''", "", 2, "gpuasm aes: --key is empty: give the bytes in hex\n"},
      {"aes --mode cbc --key " + kKey128, "", 2,
       "gpuasm aes: --mode cbc needs --iv HEX (16 bytes, 32 hex digits)\n"},
      {"aes --mode ecb --key 2b", "", 2,
       "gpuasm aes: --key is 1 byte (2 hex digits); AES takes 16, 24 or 32 bytes (32, 48 or 64 "
       "digits)\n"},
      {"aes --mode ctr --key " + kKey128 + " --iv 0001", "", 2,
       "gpuasm aes: --iv is 2 bytes (4 hex digits); it must be 16 bytes (32 digits)\n"},
      {"aes --mode ctr --key " + kKey128 + " --iv 000102030405060708090a0b0c0d0e0", "", 2,
       "gpuasm aes: --iv has an odd number of hex digits (31): two digits per byte\n"},
      {"aes --mode cbc --key " + kKey128 + " --iv " + kIv + " --qpus 13", "", 2,
       "gpuasm aes: --qpus 13 is outside 1..12\n"},
      {"aes --mode cbc --key " + kKey128 + " --iv " + kIv + " --padding none", std::string(17, 'x'),
       1,
       "gpuasm aes: <stdin>: 17 bytes is not a whole number of 16-byte blocks (--padding none "
       "encrypts whole blocks only)\n"},
      {"aes --mode cbc --key " + kKey128 + " --iv " + kIv + " --padding none " +
           (dir / "plain17.bin").string(),
       "", 1,
       "gpuasm aes: " + (dir / "plain17.bin").string() +
           ": 17 bytes is not a whole number of 16-byte blocks (--padding none encrypts whole "
           "blocks only)\n"},
      {"aes --mode ecb -d --key " + kKey128, std::string(20, 'x'), 1,
       "gpuasm aes: <stdin>: 20 bytes is not a whole number of 16-byte blocks (a --mode ecb "
       "ciphertext always is)\n"},
      {"aes --mode ecb --key " + kKey128 + " " + (dir / "absent.bin").string(), "", 1, ""},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.arguments);
    fs::remove(out);
    Result r = gpuasm(c.arguments + " -o " + out, c.input);
    EXPECT_EQ(r.exitCode, c.exitCode);
    if (!c.err.empty())
      EXPECT_EQ(r.err, c.err);
    else
      EXPECT_NE(r.err.find("absent.bin"), std::string::npos) << r.err;
    EXPECT_EQ(r.out, "");
    EXPECT_FALSE(fs::exists(out));
  }
  // An unknown mode is refused by the option's list of choices.
  Result r = gpuasm("aes --mode xts --key " + kKey128 + " -o " + out);
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("--mode: xts not in {ecb,cbc,ctr}"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(out));
}

// --bench is a minute of measurements (docs/PERFORMANCE.md); its plot needs it.
TEST(CliAes, PlotWithoutBenchIsAUsageError) {
  const fs::path plot = fs::temp_directory_path() / "gpuasm_cli_aes_plot.svg";
  fs::remove(plot);
  Result r = gpuasm("aes --mode ecb --key " + kKey128 + " --plot " + plot.string(), "x");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(r.err, "gpuasm aes: --plot goes with --bench\n");
  EXPECT_FALSE(fs::exists(plot));
}

// Issue 28: the plot's path is checked before the minute of measuring, not
// after it (aes --bench --plot /dev/full measured for 20 s, then failed).
TEST(CliAes, BenchPlotPathThatCannotBeWrittenFailsAtOnce) {
  struct Case {
    std::string path, message;
  } cases[] = {
      {"/dev/full", "gpuasm aes: cannot write '/dev/full': No space left on device\n"},
      {"/nonexistent/plot.svg",
       "gpuasm aes: cannot write '/nonexistent/plot.svg': No such file or directory\n"},
      {fs::temp_directory_path().string(), "gpuasm aes: cannot write '" +
                                               fs::temp_directory_path().string() +
                                               "': it is a directory\n"},
  };
  for (const Case& c : cases) {
    const auto start = std::chrono::steady_clock::now();
    Result r = gpuasm("aes --bench --plot " + c.path);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    EXPECT_EQ(r.exitCode, 1) << c.path;
    EXPECT_EQ(r.err, c.message);
    EXPECT_EQ(r.out, "") << c.path;
    EXPECT_LT(seconds, 5.0) << c.path << ": the benchmark ran first";
  }
}

TEST(CliAes, AnIvGivenToEcbIsIgnoredWithAWarningAsOpensslDoes) {
  if (!haveKernel("ecb", false)) GTEST_SKIP() << "no ECB encryption kernel in this build";
  Result with = gpuasm("aes --mode ecb --key " + kKey128 + " --iv " + kIv, "sixteen bytes!!!");
  Result without = gpuasm("aes --mode ecb --key " + kKey128, "sixteen bytes!!!");
  EXPECT_EQ(with.exitCode, 0);
  EXPECT_EQ(with.err, "gpuasm aes: warning: --iv is not used by --mode ecb\n");
  EXPECT_TRUE(with.out == without.out);
  EXPECT_EQ(with.out.size(), 32u);
}

TEST(CliAes, BadPaddingOnDecryptionIsAnErrorAndWritesNothing) {
  if (!haveKernel("cbc", true)) GTEST_SKIP() << "no CBC decryption kernel in this build";
  const fs::path dir = scratch();
  const std::string out = (dir / "never.bin").string();
  fs::remove(out);
  // Encrypted with one key, decrypted with another: the last byte is random.
  Result encrypted = gpuasm("aes --mode cbc --key " + kKey128 + " --iv " + kIv, "attack at dawn");
  ASSERT_EQ(encrypted.exitCode, 0);
  Result r =
      gpuasm("aes -d --mode cbc --key " + kKey192 + " --iv " + kIv + " -o " + out, encrypted.out);
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_NE(r.err.find("gpuasm aes: <stdin>: bad decrypt: "), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("(a wrong key or IV, or not a --padding pkcs7 ciphertext)"),
            std::string::npos)
      << r.err;
  EXPECT_FALSE(fs::exists(out));
  // The right key gives the message back.
  r = gpuasm("aes -d --mode cbc --key " + kKey128 + " --iv " + kIv, encrypted.out);
  EXPECT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(r.out, "attack at dawn");
}

}  // namespace
