// Runs the AES kernels of kernels/vc4/aes/ on the simulated board, set up as
// docs/crypto.md ("QPU kernels: interface") says, for the kernel tests and
// their measurements.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <fstream>
#include <map>
#include <span>
#include <sstream>
#include <string>
#include <vector>

#include "gpuasm/assembler.hpp"
#include "gpuasm/crypto/aes.hpp"
#include "gpuasm/image.hpp"
#include "gpuasm/target.hpp"
#include "gpuasm/vc4/device.hpp"
#include "gpuasm/vc4/memory.hpp"
#include "support/build_paths.hpp"

namespace gpuasm::vc4::testing {

// EcbEncryptSbox: the S-box-and-ALU-MixColumns design that the T-tables
// were measured against (docs/crypto.md, "QPU kernels: design").
enum class AesKernel { EcbEncrypt, EcbDecrypt, Ctr, CbcDecrypt, EcbEncryptSbox };

inline const char* aesKernelFile(AesKernel kernel) {
  switch (kernel) {
    case AesKernel::EcbEncrypt:
      return "aes_ecb_encrypt.qasm";
    case AesKernel::EcbDecrypt:
      return "aes_ecb_decrypt.qasm";
    case AesKernel::Ctr:
      return "aes_ctr.qasm";
    case AesKernel::CbcDecrypt:
      return "aes_cbc_decrypt.qasm";
    case AesKernel::EcbEncryptSbox:
      return "aes_ecb_encrypt_sbox.qasm";
  }
  return "";
}

inline bool aesKernelDecrypts(AesKernel kernel) {
  return kernel == AesKernel::EcbDecrypt || kernel == AesKernel::CbcDecrypt;
}

struct AesKernelCode {
  std::string binary;  // instruction words, little-endian
  std::string diagnostics;
  size_t errors = 0, warnings = 0;
};

// Assembles kernels/vc4/aes/<file> from the source tree with the default
// (restriction-checking) settings, once per kernel.
inline const AesKernelCode& assembledAesKernel(AesKernel kernel) {
  static std::map<AesKernel, AesKernelCode> cache;
  auto found = cache.find(kernel);
  if (found != cache.end()) return found->second;
  const std::string directory = gpuasm::testing::sourceDirectory() + "/kernels/vc4/aes";
  std::ifstream file(directory + "/" + aesKernelFile(kernel), std::ios::binary);
  std::stringstream text;
  text << file.rdbuf();
  AssembleSettings settings;
  settings.includePaths.push_back(directory);
  AssembleOutcome outcome =
      assembleText(*findTarget("vc4"), aesKernelFile(kernel), text.str(), settings);
  AesKernelCode code;
  code.diagnostics = outcome.diagnosticsText;
  code.errors = outcome.errors;
  code.warnings = outcome.warnings;
  if (outcome.image) code.binary = writeImage(*outcome.image, OutputFormat::Binary);
  return cache.emplace(kernel, std::move(code)).first->second;
}

struct AesRun {
  std::vector<uint8_t> output;  // 16 x blocks bytes
  RunReport report;
};

// What a kernel's uniforms point at (docs/crypto.md, "QPU kernels:
// interface"): the round keys (4(Nr + 1) words) and the tables, as words in
// LittleEndian order.
struct AesKernelWords {
  std::vector<uint32_t> keys;
  std::vector<uint32_t> tables;
};
inline AesKernelWords aesKernelWords(AesKernel kernel, std::span<const uint8_t> key) {
  auto schedule = std::get<crypto::AesKeySchedule>(crypto::AesKeySchedule::expand(key));
  const bool decrypts = aesKernelDecrypts(kernel);
  AesKernelWords words;
  words.keys = decrypts ? schedule.equivalentDecryptionWords(crypto::AesWordOrder::LittleEndian)
                        : schedule.encryptionWords(crypto::AesWordOrder::LittleEndian);
  const crypto::AesTables& tables = crypto::aesTables(crypto::AesWordOrder::LittleEndian);
  for (const auto& table : decrypts ? tables.td : tables.te)
    words.tables.insert(words.tables.end(), table.begin(), table.end());
  for (uint8_t byte : decrypts ? tables.inverseSbox : tables.sbox) words.tables.push_back(byte);
  return words;
}

// One execute on `qpus` QPUs: `data` is whole blocks, `iv` the counter block
// (CTR) or IV (CBC), ignored by ECB. `inPlace`: the output buffer is the
// input's (not for CBC decryption).
inline AesRun runAesKernel(AesKernel kernel, Mode mode, uint32_t qpus, std::span<const uint8_t> key,
                           std::span<const uint8_t, 16> iv, std::span<const uint8_t> data,
                           bool inPlace = false) {
  AesRun run;
  const AesKernelCode& code = assembledAesKernel(kernel);
  if (code.binary.empty()) {
    ADD_FAILURE() << code.diagnostics;
    return run;
  }
  const auto [keyWords, tableWords] = aesKernelWords(kernel, key);

  const uint32_t blocks = static_cast<uint32_t>(data.size() / 16);
  const uint32_t padded = (blocks + 15) / 16 * 256;  // whole passes (docs/crypto.md)

  MachineConfig config;
  config.mode = mode;
  Device device(config);
  Memory& memory = device.memory();
  auto allocate = [&](size_t bytes) {
    return *memory.lock(memory.allocate(static_cast<uint32_t>(bytes), 4096, 4));
  };
  auto copyIn = [&](uint32_t address, const void* bytes, size_t size) {
    std::memcpy(memory.map(address, static_cast<uint32_t>(size)), bytes, size);
  };
  const uint32_t program = allocate(code.binary.size());
  copyIn(program, code.binary.data(), code.binary.size());
  const uint32_t input = allocate(padded);
  copyIn(input, data.data(), data.size());
  const uint32_t output = inPlace ? input : allocate(padded);
  const uint32_t keys = allocate(keyWords.size() * 4);
  copyIn(keys, keyWords.data(), keyWords.size() * 4);
  const uint32_t tableAddress = allocate(tableWords.size() * 4);
  copyIn(tableAddress, tableWords.data(), tableWords.size() * 4);
  const uint32_t ivAddress = allocate(16);
  copyIn(ivAddress, iv.data(), 16);
  const uint32_t uniforms = allocate(qpus * 9 * 4);
  std::vector<QpuStart> starts;
  for (uint32_t q = 0; q < qpus; ++q) {
    const uint32_t values[9] = {q,
                                qpus,
                                blocks,
                                input,
                                output,
                                keys,
                                static_cast<uint32_t>(keyWords.size() / 4 - 1),
                                tableAddress,
                                ivAddress};
    copyIn(uniforms + q * 36, values, sizeof values);
    starts.push_back({uniforms + q * 36, program, std::nullopt});
  }
  run.report = device.execute(starts);
  run.output.resize(data.size());
  std::memcpy(run.output.data(), memory.map(output, padded), data.size());
  return run;
}

// What the kernel should give, from the crypto core (itself checked against
// OpenSSL).
inline std::vector<uint8_t> aesReference(AesKernel kernel, std::span<const uint8_t> key,
                                         std::span<const uint8_t, 16> iv,
                                         std::span<const uint8_t> data) {
  auto expanded = crypto::AesKeySchedule::expand(key);
  const auto& schedule = std::get<crypto::AesKeySchedule>(expanded);
  std::vector<uint8_t> out(data.size());
  std::optional<crypto::AesError> error;
  switch (kernel) {
    case AesKernel::EcbEncrypt:
    case AesKernel::EcbEncryptSbox:
      error = crypto::encrypt(schedule, crypto::AesMode::Ecb, {}, data, out);
      break;
    case AesKernel::EcbDecrypt:
      error = crypto::decrypt(schedule, crypto::AesMode::Ecb, {}, data, out);
      break;
    case AesKernel::Ctr:
      error = crypto::encrypt(schedule, crypto::AesMode::Ctr, iv, data, out);
      break;
    case AesKernel::CbcDecrypt:
      error = crypto::decrypt(schedule, crypto::AesMode::Cbc, iv, data, out);
      break;
  }
  EXPECT_FALSE(error) << error->message;
  return out;
}

}  // namespace gpuasm::vc4::testing
