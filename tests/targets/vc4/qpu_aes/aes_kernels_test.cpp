// The AES kernels of kernels/vc4/aes/ (ECB encryption and decryption, CTR,
// CBC decryption; AES-128/192/256) on the simulated board, against the
// crypto core (gpuasm::crypto, itself checked against OpenSSL's EVP): random
// keys, IVs and data, lengths around the pass size (16 blocks per QPU), 1 to
// 12 QPUs, both simulator modes.
#include <gtest/gtest.h>
#include <openssl/evp.h>

#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "aes_kernels_support.hpp"
#include "gpuasm/vc4/mailbox.h"
#include "support/build_paths.hpp"

namespace gpuasm::vc4::testing {
namespace {

constexpr AesKernel kKernels[] = {AesKernel::EcbEncrypt, AesKernel::EcbDecrypt, AesKernel::Ctr,
                                  AesKernel::CbcDecrypt, AesKernel::EcbEncryptSbox};
constexpr size_t kKeySizes[] = {16, 24, 32};

std::vector<uint8_t> randomBytes(std::mt19937& random, size_t size) {
  std::vector<uint8_t> bytes(size);
  for (uint8_t& byte : bytes) byte = static_cast<uint8_t>(random());
  return bytes;
}

std::array<uint8_t, 16> randomBlock(std::mt19937& random) {
  std::array<uint8_t, 16> block{};
  for (uint8_t& byte : block) byte = static_cast<uint8_t>(random());
  return block;
}

std::string caseName(AesKernel kernel, size_t keyBytes, uint32_t qpus, size_t blocks) {
  return std::string(aesKernelFile(kernel)) + ", AES-" + std::to_string(8 * keyBytes) + ", " +
         std::to_string(qpus) + " QPUs, " + std::to_string(blocks) + " blocks";
}

// Runs one case and compares every byte with the reference.
void expectKernelMatchesReference(AesKernel kernel, Mode mode, uint32_t qpus,
                                  std::span<const uint8_t> key, std::span<const uint8_t, 16> iv,
                                  std::span<const uint8_t> data, bool inPlace = false) {
  AesRun run = runAesKernel(kernel, mode, qpus, key, iv, data, inPlace);
  ASSERT_TRUE(run.report.ok()) << run.report.table();
  EXPECT_EQ(run.report.hazardCount, 0u) << run.report.table();
  EXPECT_EQ(run.report.hostInterrupts, qpus);
  const std::vector<uint8_t> expected = aesReference(kernel, key, iv, data);
  ASSERT_EQ(run.output.size(), expected.size());
  size_t firstWrong = expected.size();
  for (size_t i = 0; i < expected.size() && firstWrong == expected.size(); ++i)
    if (run.output[i] != expected[i]) firstWrong = i;
  EXPECT_EQ(firstWrong, expected.size()) << "first wrong byte (block " << firstWrong / 16 << ")";
}

TEST(Vc4AesKernels, EveryKernelAssemblesWithTheRestrictionChecksClean) {
  for (AesKernel kernel : kKernels) {
    const AesKernelCode& code = assembledAesKernel(kernel);
    EXPECT_EQ(code.errors, 0u) << aesKernelFile(kernel) << "\n" << code.diagnostics;
    EXPECT_EQ(code.warnings, 0u) << aesKernelFile(kernel) << "\n" << code.diagnostics;
    EXPECT_FALSE(code.binary.empty());
  }
}

// vc4asm (the oracle) assembles the same sources, with its own vc4.qinc and
// verifier, to the same words: tests/data/vc4asm/aes/*.expected, written by
// scripts/oracle/vc4asm_aes_kernels.sh.
TEST(Vc4AesKernels, EveryKernelIsTheWordsVc4asmAssembles) {
  for (AesKernel kernel : kKernels) {
    std::string name = aesKernelFile(kernel);
    name = name.substr(0, name.size() - 5);  // without .qasm
    std::ifstream expected(gpuasm::testing::sourceDirectory() + "/tests/data/vc4asm/aes/" + name +
                           ".expected");
    ASSERT_TRUE(expected) << name;
    std::vector<uint32_t> words;
    std::string token;
    while (expected >> token)
      words.push_back(static_cast<uint32_t>(std::stoul(token, nullptr, 16)));
    const std::string& binary = assembledAesKernel(kernel).binary;
    ASSERT_EQ(binary.size(), words.size() * 4) << name;
    for (size_t i = 0; i < words.size(); ++i) {
      uint32_t ours = 0;
      std::memcpy(&ours, binary.data() + 4 * i, 4);
      ASSERT_EQ(ours, words[i]) << name << ", instruction " << i / 2;
    }
  }
}

// FIPS-197 appendix C.1: the kernel's words in, the standard's bytes out.
TEST(Vc4AesKernels, EncryptsTheFips197AppendixC1Block) {
  std::array<uint8_t, 16> key{}, plain{}, zero{};
  for (int i = 0; i < 16; ++i) {
    key[i] = static_cast<uint8_t>(i);
    plain[i] = static_cast<uint8_t>(0x11 * i);
  }
  const uint8_t expected[16] = {0x69, 0xc4, 0xe0, 0xd8, 0x6a, 0x7b, 0x04, 0x30,
                                0xd8, 0xcd, 0xb7, 0x80, 0x70, 0xb4, 0xc5, 0x5a};
  AesRun run = runAesKernel(AesKernel::EcbEncrypt, Mode::Functional, 1, key, zero, plain);
  ASSERT_TRUE(run.report.ok()) << run.report.table();
  EXPECT_EQ(run.output, std::vector<uint8_t>(expected, expected + 16));
  run = runAesKernel(AesKernel::EcbDecrypt, Mode::Functional, 1, key, zero, run.output);
  ASSERT_TRUE(run.report.ok()) << run.report.table();
  EXPECT_EQ(run.output, std::vector<uint8_t>(plain.begin(), plain.end()));
}

// Every kernel, key size and QPU count, on lengths around the pass size:
// one block, a partial first pass, exactly one, one more, and two rounds of
// passes over all QPUs plus or minus one block.
TEST(Vc4AesKernels, EveryKernelKeySizeAndQpuCountMatchesTheReference) {
  std::mt19937 random(13);
  for (AesKernel kernel : kKernels) {
    for (size_t keyBytes : kKeySizes) {
      for (uint32_t qpus : {1u, 2u, 5u, 12u}) {
        for (size_t blocks : {size_t{1}, size_t{15}, size_t{16}, size_t{17}, size_t{32 * qpus - 1},
                              size_t{32 * qpus + 1}}) {
          SCOPED_TRACE(caseName(kernel, keyBytes, qpus, blocks));
          const std::vector<uint8_t> key = randomBytes(random, keyBytes);
          const std::array<uint8_t, 16> iv = randomBlock(random);
          const std::vector<uint8_t> data = randomBytes(random, 16 * blocks);
          expectKernelMatchesReference(kernel, Mode::Functional, qpus, key, iv, data);
        }
      }
    }
  }
}

// The cycle model runs the same instructions with timing: a few small cases.
TEST(Vc4AesKernels, TheCycleModelGivesTheSameBytes) {
  std::mt19937 random(14);
  for (AesKernel kernel : kKernels) {
    for (size_t keyBytes : {size_t{16}, size_t{32}}) {
      for (uint32_t qpus : {1u, 12u}) {
        const size_t blocks = qpus == 1 ? 17 : 16 * qpus + 1;
        SCOPED_TRACE(caseName(kernel, keyBytes, qpus, blocks));
        const std::vector<uint8_t> key = randomBytes(random, keyBytes);
        const std::array<uint8_t, 16> iv = randomBlock(random);
        const std::vector<uint8_t> data = randomBytes(random, 16 * blocks);
        expectKernelMatchesReference(kernel, Mode::Cycle, qpus, key, iv, data);
      }
    }
  }
}

// The way a Pi program launches them: the mailbox API (hello_pi's
// mailbox.c calls) on one block of GPU memory, as the C host library does.
TEST(Vc4AesKernels, CtrAndCbcThroughTheMailboxApi) {
  Device& device = mailboxDevice();
  device.configure(MachineConfig{});
  std::mt19937 random(21);
  for (AesKernel kernel : {AesKernel::Ctr, AesKernel::CbcDecrypt}) {
    SCOPED_TRACE(aesKernelFile(kernel));
    const uint32_t qpus = kernel == AesKernel::Ctr ? 12 : 5, blocks = 1000;
    const std::vector<uint8_t> key = randomBytes(random, 24);
    const std::array<uint8_t, 16> iv = randomBlock(random);
    const std::vector<uint8_t> data = randomBytes(random, 16 * blocks);
    const std::string& code = assembledAesKernel(kernel).binary;
    ASSERT_FALSE(code.empty());
    const auto [keyWords, tableWords] = aesKernelWords(kernel, key);

    // One allocation: code, tables, keys, IV, uniforms, messages, input, output.
    const uint32_t padded = (blocks + 15) / 16 * 256;
    const uint32_t tablesAt = 0x4000, keysAt = tablesAt + 5 * 1024, ivAt = keysAt + 256;
    const uint32_t uniformsAt = ivAt + 16, messagesAt = uniformsAt + 12 * 36;
    const uint32_t inAt = 0x8000, outAt = inAt + padded, total = outAt + padded;
    ASSERT_LE(code.size(), tablesAt);
    unsigned mailbox = mbox_open();
    EXPECT_EQ(qpu_enable(mailbox, 1), 0u);
    unsigned handle = mem_alloc(mailbox, total, 4096, 0xc);
    ASSERT_NE(handle, 0u);
    const unsigned bus = mem_lock(mailbox, handle);
    auto* cpu = static_cast<uint8_t*>(mapmem(bus, total));
    ASSERT_NE(cpu, nullptr);
    std::memcpy(cpu, code.data(), code.size());
    std::memcpy(cpu + tablesAt, tableWords.data(), tableWords.size() * 4);
    std::memcpy(cpu + keysAt, keyWords.data(), keyWords.size() * 4);
    std::memcpy(cpu + ivAt, iv.data(), 16);
    std::memcpy(cpu + inAt, data.data(), data.size());
    for (uint32_t q = 0; q < qpus; ++q) {
      const uint32_t uniforms[9] = {q,
                                    qpus,
                                    blocks,
                                    bus + inAt,
                                    bus + outAt,
                                    bus + keysAt,
                                    static_cast<uint32_t>(keyWords.size() / 4 - 1),
                                    bus + tablesAt,
                                    bus + ivAt};
      std::memcpy(cpu + uniformsAt + 36 * q, uniforms, 36);
      const uint32_t message[2] = {bus + uniformsAt + 36 * q, bus};
      std::memcpy(cpu + messagesAt + 8 * q, message, 8);
    }
    EXPECT_EQ(execute_qpu(mailbox, qpus, bus + messagesAt, 1, 10000), 0u)
        << device.lastReport().table();
    EXPECT_EQ(device.lastReport().hazardCount, 0u) << device.lastReport().table();
    EXPECT_EQ(std::vector<uint8_t>(cpu + outAt, cpu + outAt + data.size()),
              aesReference(kernel, key, iv, data));
    unmapmem(cpu, total);
    EXPECT_EQ(mem_unlock(mailbox, handle), 0u);
    EXPECT_EQ(mem_free(mailbox, handle), 0u);
    EXPECT_EQ(qpu_enable(mailbox, 0), 0u);
    mbox_close(mailbox);
  }
}

// ECB and CTR may write over their input (docs/crypto.md): every lane has
// read its block before any store of its pass.
// OpenSSL's EVP directly (besides the crypto core, which is itself checked
// against it): every kernel and key size on random keys, IVs and lengths.
std::vector<uint8_t> openSslReference(AesKernel kernel, std::span<const uint8_t> key,
                                      std::span<const uint8_t, 16> iv,
                                      std::span<const uint8_t> data) {
  const size_t bits = 8 * key.size();
  const bool ctr = kernel == AesKernel::Ctr, cbc = kernel == AesKernel::CbcDecrypt;
  const EVP_CIPHER* cipher = ctr   ? (bits == 128   ? EVP_aes_128_ctr()
                                      : bits == 192 ? EVP_aes_192_ctr()
                                                    : EVP_aes_256_ctr())
                             : cbc ? (bits == 128   ? EVP_aes_128_cbc()
                                      : bits == 192 ? EVP_aes_192_cbc()
                                                    : EVP_aes_256_cbc())
                                   : (bits == 128   ? EVP_aes_128_ecb()
                                      : bits == 192 ? EVP_aes_192_ecb()
                                                    : EVP_aes_256_ecb());
  const bool decrypt = kernel == AesKernel::EcbDecrypt || cbc;
  EVP_CIPHER_CTX* ctx = EVP_CIPHER_CTX_new();
  std::vector<uint8_t> out(data.size());
  int written = 0;
  EXPECT_EQ(EVP_CipherInit_ex(ctx, cipher, nullptr, key.data(), ctr || cbc ? iv.data() : nullptr,
                              decrypt ? 0 : 1),
            1);
  EVP_CIPHER_CTX_set_padding(ctx, 0);
  EXPECT_EQ(EVP_CipherUpdate(ctx, out.data(), &written, data.data(), static_cast<int>(data.size())),
            1);
  EXPECT_EQ(static_cast<size_t>(written), data.size());
  EVP_CIPHER_CTX_free(ctx);
  return out;
}

TEST(Vc4AesKernels, EveryKernelAgreesWithOpenSslEvp) {
  std::mt19937 random(1913);
  for (AesKernel kernel : kKernels) {
    for (size_t keyBytes : kKeySizes) {
      for (uint32_t qpus : {1u, 7u, 12u}) {
        const std::vector<uint8_t> key = randomBytes(random, keyBytes);
        const std::array<uint8_t, 16> iv = randomBlock(random);
        const size_t blocks = 1 + random() % 700;
        const std::vector<uint8_t> data = randomBytes(random, 16 * blocks);
        AesRun run = runAesKernel(kernel, Mode::Functional, qpus, key, iv, data);
        ASSERT_TRUE(run.report.ok()) << run.report.table();
        EXPECT_TRUE(run.output == openSslReference(kernel, key, iv, data))
            << caseName(kernel, keyBytes, qpus, blocks);
      }
    }
  }
}

TEST(Vc4AesKernels, EcbAndCtrWorkInPlace) {
  std::mt19937 random(15);
  for (AesKernel kernel : {AesKernel::EcbEncrypt, AesKernel::EcbDecrypt, AesKernel::Ctr}) {
    SCOPED_TRACE(aesKernelFile(kernel));
    const std::vector<uint8_t> key = randomBytes(random, 24);
    const std::array<uint8_t, 16> iv = randomBlock(random);
    const std::vector<uint8_t> data = randomBytes(random, 16 * 100);
    expectKernelMatchesReference(kernel, Mode::Functional, 5, key, iv, data, true);
  }
}

// The counter is one 128-bit big-endian number: block i uses counter + i,
// carrying out of the low 32 bits, out of the low 64 bits, and wrapping at
// 2^128.
TEST(Vc4AesKernels, CtrCountersCarryAcross32And64BitsAndWrap) {
  std::mt19937 random(16);
  std::array<uint8_t, 16> nearWordCarry{}, near64Carry{}, nearWrap{};
  for (int i = 0; i < 16; ++i) nearWordCarry[i] = static_cast<uint8_t>(random());
  for (int i = 12; i < 16; ++i) nearWordCarry[i] = 0xff;
  nearWordCarry[15] = 0xf0;  // low word 0x...fffffff0: block 16 carries into word 2
  near64Carry = nearWordCarry;
  for (int i = 8; i < 16; ++i) near64Carry[i] = 0xff;
  near64Carry[15] = 0xfb;  // low 64 bits all ones but for the last nibble: carries into bit 64
  nearWrap.fill(0xff);
  nearWrap[15] = 0xfe;  // 2^128 - 2: wraps to 0 at block 2
  for (const auto& counter : {nearWordCarry, near64Carry, nearWrap}) {
    for (uint32_t qpus : {1u, 5u, 12u}) {
      const std::vector<uint8_t> key = randomBytes(random, 16);
      const std::vector<uint8_t> data = randomBytes(random, 16 * 300);
      expectKernelMatchesReference(AesKernel::Ctr, Mode::Functional, qpus, key, counter, data);
    }
  }
}

#if defined(__SANITIZE_ADDRESS__)
#define GPUASM_TEST_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define GPUASM_TEST_SANITIZED 1
#endif
#endif

// One execute_qpu streams a megabyte: 65536 blocks, 4096 passes.
TEST(Vc4AesKernels, OneMegabyteInOneLaunchOnEveryKernel) {
#ifdef GPUASM_TEST_SANITIZED
  GTEST_SKIP() << "1 MB runs in the release build only (slow under the sanitizers)";
#endif
  std::mt19937 random(17);
  const std::vector<uint8_t> data = randomBytes(random, 1 << 20);
  for (AesKernel kernel : kKernels) {
    SCOPED_TRACE(aesKernelFile(kernel));
    const std::vector<uint8_t> key = randomBytes(random, kernel == AesKernel::Ctr ? 16 : 32);
    const std::array<uint8_t, 16> iv = randomBlock(random);
    expectKernelMatchesReference(kernel, Mode::Functional, 12, key, iv, data);
  }
}

// The longest stream: 16 MB (a million blocks) in one execute_qpu.
TEST(Vc4AesKernels, SixteenMegabytesOfCtrInOneLaunch) {
#ifdef GPUASM_TEST_SANITIZED
  GTEST_SKIP() << "16 MB runs in the release build only (slow under the sanitizers)";
#endif
  std::mt19937 random(20);
  const std::vector<uint8_t> data = randomBytes(random, 16 << 20);
  const std::vector<uint8_t> key = randomBytes(random, 32);
  const std::array<uint8_t, 16> iv = randomBlock(random);
  expectKernelMatchesReference(AesKernel::Ctr, Mode::Functional, 12, key, iv, data);
}

// The measurements of docs/PERFORMANCE.md, "AES on the QPUs (cycle model)":
//   build/release/tests/gpuasm-tests --gtest_also_run_disabled_tests
//       --gtest_filter='Vc4AesKernels.DISABLED_MeasureOnTheCycleModel'
// AES-128 on 12 QPUs at 250 MHz, the launch (4500 cycles) included.
TEST(Vc4AesKernels, DISABLED_MeasureOnTheCycleModel) {
  std::mt19937 random(18);
  const std::array<uint8_t, 16> iv = randomBlock(random);
  std::printf(
      "| kernel | key | bytes | cycles | us | MB/s | QPU-cycles/byte | "
      "instructions/round (16 blocks) | TMU stall share |\n"
      "|---|---|---|---|---|---|---|---|---|\n");
  struct Case {
    AesKernel kernel;
    size_t keyBytes;
  };
  for (Case c :
       {Case{AesKernel::EcbEncrypt, 16}, Case{AesKernel::EcbDecrypt, 16}, Case{AesKernel::Ctr, 16},
        Case{AesKernel::EcbEncrypt, 32}, Case{AesKernel::EcbDecrypt, 32}}) {
    const std::vector<uint8_t> key = randomBytes(random, c.keyBytes);
    const int rounds = c.keyBytes == 16 ? 10 : 14;
    std::vector<size_t> sizes = {192, 1536, 10240, size_t{1} << 20};
    if (c.kernel == AesKernel::Ctr) sizes.push_back(size_t{16} << 20);
    for (size_t bytes : sizes) {
      const uint32_t qpus = 12;
      const std::vector<uint8_t> data = randomBytes(random, bytes);
      AesRun run = runAesKernel(c.kernel, Mode::Cycle, qpus, key, iv, data);
      ASSERT_TRUE(run.report.ok()) << run.report.table();
      ASSERT_EQ(run.output, aesReference(c.kernel, key, iv, data));
      if (std::getenv("GPUASM_AES_REPORT")) std::printf("%s\n", run.report.table().c_str());
      const QpuReport total = run.report.total();
      const double cycles = static_cast<double>(run.report.cycles);
      const size_t passes = (bytes / 16 + 15) / 16;  // over all QPUs
      std::printf(
          "| %s | %zu | %zu | %.0f | %.1f | %.1f | %.2f | %.1f | %.2f |\n", aesKernelFile(c.kernel),
          8 * c.keyBytes, bytes, cycles, run.report.seconds() * 1e6,
          bytes / run.report.seconds() / 1e6, cycles * qpus / bytes,
          static_cast<double>(total.instructions) / (passes * rounds),
          static_cast<double>(total.stalls[static_cast<int>(Stall::Tmu)]) / (cycles * qpus));
    }
  }
}

// The design comparison of docs/crypto.md, "QPU kernels: design": T-tables
// against S-box lookups with MixColumns on the ALUs, AES-128 ECB encryption of
// 256 KiB on 1 to 12 QPUs of the cycle model.
//   build/release/tests/gpuasm-tests --gtest_also_run_disabled_tests
//       --gtest_filter='Vc4AesKernels.DISABLED_CompareTableDesigns'
TEST(Vc4AesKernels, DISABLED_CompareTableDesigns) {
  std::mt19937 random(19);
  const std::vector<uint8_t> key = randomBytes(random, 16);
  const std::array<uint8_t, 16> iv = randomBlock(random);
  const std::vector<uint8_t> data = randomBytes(random, 256 * 1024);
  std::printf(
      "| kernel | QPUs | cycles | QPU-cycles/byte | instructions/round (16 blocks) | "
      "TMU stall share | VPM DMA + mutex stall share |\n|---|---|---|---|---|---|---|\n");
  for (uint32_t qpus : {1u, 2u, 4u, 8u, 12u}) {
    for (AesKernel kernel : {AesKernel::EcbEncrypt, AesKernel::EcbEncryptSbox}) {
      AesRun run = runAesKernel(kernel, Mode::Cycle, qpus, key, iv, data);
      ASSERT_TRUE(run.report.ok()) << run.report.table();
      ASSERT_EQ(run.output, aesReference(kernel, key, iv, data));
      const QpuReport total = run.report.total();
      const double qpuCycles = static_cast<double>(run.report.cycles) * qpus;
      const double passes = static_cast<double>(data.size()) / 256;
      std::printf("| %s | %u | %llu | %.2f | %.1f | %.2f | %.2f |\n", aesKernelFile(kernel), qpus,
                  static_cast<unsigned long long>(run.report.cycles), qpuCycles / data.size(),
                  static_cast<double>(total.instructions) / (passes * 10),
                  total.stalls[static_cast<int>(Stall::Tmu)] / qpuCycles,
                  (total.stalls[static_cast<int>(Stall::VpmDma)] +
                   total.stalls[static_cast<int>(Stall::Mutex)]) /
                      qpuCycles);
    }
  }
}

}  // namespace
}  // namespace gpuasm::vc4::testing
