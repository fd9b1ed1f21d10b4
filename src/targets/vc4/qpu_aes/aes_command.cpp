// `gpuasm aes`: a file or standard input through the QPU AES library
// (gpuasm/vc4/qpu_aes.h) on the simulated Pi, byte for byte what
// `openssl enc -aes-<bits>-<mode> -K KEY -iv IV [-d] [-nopad]` gives.
#include <fmt/format.h>

#include <algorithm>
#include <ostream>
#include <string>
#include <vector>

#include "gpuasm/crypto/aes.hpp"
#include "gpuasm/input_file.hpp"
#include "gpuasm/output_file.hpp"
#include "gpuasm/vc4/device.hpp"
#include "gpuasm/vc4/qpu_aes.h"
#include "targets/vc4/options.hpp"

namespace gpuasm::vc4 {
namespace {

// The bytes of a hex option value; OptionError naming the option otherwise.
std::vector<uint8_t> hexBytes(const OptionValues& options, std::string_view key) {
  const std::string text = options.text(key);
  const std::string name = fmt::format("--{}", key);
  if (text.empty()) throw OptionError{fmt::format("{} is empty: give the bytes in hex", name)};
  std::vector<uint8_t> bytes;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    const int digit = c >= '0' && c <= '9'   ? c - '0'
                      : c >= 'a' && c <= 'f' ? c - 'a' + 10
                      : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                             : -1;
    if (digit < 0) {
      const unsigned char u = static_cast<unsigned char>(c);
      const std::string shown =
          u >= 0x20 && u < 0x7f ? fmt::format("'{}'", c) : fmt::format("byte 0x{:02x}", u);
      throw OptionError{
          fmt::format("{}: {} at position {} is not a hex digit", name, shown, i + 1)};
    }
    if (i % 2 == 0)
      bytes.push_back(static_cast<uint8_t>(digit << 4));
    else
      bytes.back() |= static_cast<uint8_t>(digit);
  }
  if (text.size() % 2 != 0)
    throw OptionError{fmt::format("{} has an odd number of hex digits ({}): two digits per byte",
                                  name, text.size())};
  return bytes;
}

// Closes the handle however the command ends.
struct OpenQpuAes {
  qpu_aes* handle = nullptr;
  ~OpenQpuAes() { qpu_aes_close(handle); }
};

}  // namespace

int aesCommand(const OptionValues& options, std::ostream& out, std::ostream& err) {
  if (options.has("bench")) return aesBenchCommand(options, out, err);
  if (options.has("plot")) throw OptionError{"--plot goes with --bench"};
  if (!options.has("mode")) throw OptionError{"give the mode: --mode ecb, cbc or ctr"};
  const std::string modeName = options.choice("mode", kCipherModes, "ecb");
  const qpu_aes_mode mode = modeName == "ecb"   ? QPU_AES_ECB
                            : modeName == "cbc" ? QPU_AES_CBC
                                                : QPU_AES_CTR;
  if (!options.has("key")) throw OptionError{"give the key: --key HEX (32, 48 or 64 hex digits)"};
  const std::vector<uint8_t> key = hexBytes(options, "key");
  if (key.size() != 16 && key.size() != 24 && key.size() != 32)
    throw OptionError{fmt::format(
        "--key is {} byte{} ({} hex digits); AES takes 16, 24 or 32 bytes (32, 48 or 64 digits)",
        key.size(), key.size() == 1 ? "" : "s", 2 * key.size())};
  std::vector<uint8_t> iv;
  if (mode == QPU_AES_ECB) {
    // openssl enc warns and goes on; so do we.
    if (options.has("iv")) {
      hexBytes(options, "iv");
      err << "gpuasm aes: warning: --iv is not used by --mode ecb\n";
    }
  } else {
    if (!options.has("iv"))
      throw OptionError{
          fmt::format("--mode {} needs --iv HEX (16 bytes, 32 hex digits)", modeName)};
    iv = hexBytes(options, "iv");
    if (iv.size() != 16)
      throw OptionError{
          fmt::format("--iv is {} byte{} ({} hex digits); it must be 16 bytes (32 digits)",
                      iv.size(), iv.size() == 1 ? "" : "s", 2 * iv.size())};
  }
  const bool decrypt = options.has("decrypt");
  const bool padded =
      mode != QPU_AES_CTR && options.choice("padding", kPaddings, "pkcs7") == "pkcs7";
  const unsigned qpus =
      static_cast<unsigned>(options.integer("qpus", 1, QPU_AES_MAX_QPUS, QPU_AES_MAX_QPUS));
  const std::string inputPath = options.text("input", "-");
  const std::string outputPath = options.text("output", "-");

  InputText input = inputPath == "-" ? readStandardInput() : readInputFile(inputPath);
  if (!input.ok()) {
    err << fmt::format("gpuasm aes: {}\n", input.message);
    return 1;
  }
  const std::string inputName = inputPath == "-" ? "<stdin>" : inputPath;
  std::vector<uint8_t> data(input.text.begin(), input.text.end());
  input.text.clear();
  if (mode != QPU_AES_CTR && (decrypt || !padded) && data.size() % 16 != 0) {
    err << fmt::format("gpuasm aes: {}: {} bytes is not a whole number of 16-byte blocks{}\n",
                       inputName, data.size(),
                       decrypt ? " (a --mode " + modeName + " ciphertext always is)"
                               : " (--padding none encrypts whole blocks only)");
    return 1;
  }
  if (padded && !decrypt) data = crypto::pkcs7Pad(data);

  // The simulated Pi: functional mode (the results, not the timings).
  Device& device = mailboxDevice();
  MachineConfig config = device.config();
  config.mode = Mode::Functional;
  device.configure(config);
  OpenQpuAes aes;
  qpu_aes_error error{};
  if (qpu_aes_open(&aes.handle, qpus, 0, &error) != QPU_AES_OK) {
    err << fmt::format("gpuasm aes: {}\n", error.message);
    return 1;
  }
  const uint8_t* ivBytes = iv.empty() ? nullptr : iv.data();
  const qpu_aes_status status =
      decrypt ? qpu_aes_decrypt(aes.handle, mode, key.data(), key.size(), ivBytes, iv.size(),
                                data.data(), data.data(), data.size(), &error)
              : qpu_aes_encrypt(aes.handle, mode, key.data(), key.size(), ivBytes, iv.size(),
                                data.data(), data.data(), data.size(), &error);
  if (status != QPU_AES_OK) {
    err << fmt::format("gpuasm aes: {}: {}\n", inputName, error.message);
    return 1;
  }
  if (padded && decrypt) {
    auto unpadded = crypto::pkcs7UnpaddedLength(data);
    if (auto* bad = std::get_if<crypto::AesError>(&unpadded)) {
      err << fmt::format(
          "gpuasm aes: {}: bad decrypt: {} (a wrong key or IV, or not a --padding pkcs7 "
          "ciphertext)\n",
          inputName, bad->message);
      return 1;
    }
    data.resize(std::get<size_t>(unpadded));
  }
  const std::string_view bytes(reinterpret_cast<const char*>(data.data()), data.size());
  if (outputPath == "-") {
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    return 0;
  }
  std::string writeError;
  if (!writeFileReplacing(outputPath, bytes, writeError)) {
    err << fmt::format("gpuasm aes: cannot write '{}': {}\n", outputPath, writeError);
    return 1;
  }
  return 0;
}

}  // namespace gpuasm::vc4
