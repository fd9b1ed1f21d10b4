// The CPU baselines of the AES benchmark (issue 13 item 6): our three
// implementations (src/crypto/) beside OpenSSL's EVP, ECB encryption and
// decryption of 16 B, 1 KiB and 1 MiB with AES-128 and AES-256. Bytes per
// second are of the message. docs/PERFORMANCE.md "AES on the CPU" quotes them;
// OpenSSL without AES-NI is the same binary run with
// OPENSSL_ia32cap='~0x200000000000000' in the environment.
#include <benchmark/benchmark.h>
#include <openssl/evp.h>

#include <cstdint>
#include <random>
#include <variant>
#include <vector>

#include "gpuasm/crypto/aes.hpp"

namespace {

using gpuasm::crypto::AesImplementation;
using gpuasm::crypto::AesKeySchedule;
using gpuasm::crypto::AesMode;

std::vector<uint8_t> randomBytes(std::size_t count, uint64_t seed) {
  std::mt19937_64 random(seed);
  std::vector<uint8_t> bytes(count);
  for (auto& byte : bytes) byte = static_cast<uint8_t>(random());
  return bytes;
}

// Arguments: key bits, message bytes, 1 = encrypt / 0 = decrypt.
void BM_AesEcb(benchmark::State& state, AesImplementation implementation) {
  const auto keyBytes = static_cast<std::size_t>(state.range(0) / 8);
  const auto length = static_cast<std::size_t>(state.range(1));
  const bool encrypting = state.range(2) == 1;
  const auto schedule = std::get<AesKeySchedule>(AesKeySchedule::expand(randomBytes(keyBytes, 1)));
  auto buffer = randomBytes(length, 2);
  for (auto _ : state) {
    const auto error =
        encrypting
            ? gpuasm::crypto::encrypt(schedule, AesMode::Ecb, {}, buffer, buffer, implementation)
            : gpuasm::crypto::decrypt(schedule, AesMode::Ecb, {}, buffer, buffer, implementation);
    if (error) state.SkipWithError(error->message.c_str());
    benchmark::DoNotOptimize(buffer.data());
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * length));
}

void BM_AesEcbOpenSsl(benchmark::State& state) {
  const auto keyBytes = static_cast<std::size_t>(state.range(0) / 8);
  const auto length = static_cast<std::size_t>(state.range(1));
  const bool encrypting = state.range(2) == 1;
  const auto key = randomBytes(keyBytes, 1);
  auto buffer = randomBytes(length, 2);
  EVP_CIPHER_CTX* context = EVP_CIPHER_CTX_new();
  const EVP_CIPHER* cipher = keyBytes == 16 ? EVP_aes_128_ecb() : EVP_aes_256_ecb();
  // The key is set up once, as our schedule is: the loop measures the cipher.
  EVP_CipherInit_ex(context, cipher, nullptr, key.data(), nullptr, encrypting ? 1 : 0);
  EVP_CIPHER_CTX_set_padding(context, 0);
  for (auto _ : state) {
    int written = 0;
    if (EVP_CipherUpdate(context, buffer.data(), &written, buffer.data(),
                         static_cast<int>(length)) != 1) {
      state.SkipWithError("EVP_CipherUpdate failed");
    }
    benchmark::DoNotOptimize(buffer.data());
    benchmark::ClobberMemory();
  }
  EVP_CIPHER_CTX_free(context);
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * length));
}

void aesArguments(benchmark::internal::Benchmark* benchmark) {
  benchmark->ArgNames({"bits", "bytes", "encrypt"});
  for (const int64_t bits : {128, 256}) {
    for (const int64_t encrypt : {1, 0}) {
      for (const int64_t bytes : {16, 1024, 1 << 20}) benchmark->Args({bits, bytes, encrypt});
    }
  }
}

BENCHMARK_CAPTURE(BM_AesEcb, fips197, AesImplementation::Fips197)->Apply(aesArguments);
BENCHMARK_CAPTURE(BM_AesEcb, tTable, AesImplementation::TTable)->Apply(aesArguments);
BENCHMARK_CAPTURE(BM_AesEcb, byteWise, AesImplementation::ByteWise)->Apply(aesArguments);
BENCHMARK(BM_AesEcbOpenSsl)->Apply(aesArguments);

}  // namespace
