// The confidentiality modes of NIST SP 800-38A (ECB 6.1, CBC 6.2, CTR 6.5)
// over any of the block implementations, PKCS#7 padding, and the openssl-enc
// style whole-buffer calls.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cstring>
#include <functional>

#include "crypto/aes_block_ciphers.hpp"
#include "gpuasm/crypto/aes.hpp"

namespace gpuasm::crypto {
namespace {

using BlockFunction = void (*)(const AesKeySchedule&, const uint8_t*, uint8_t*);

BlockFunction encryptFunction(AesImplementation implementation) {
  switch (implementation) {
    case AesImplementation::Fips197:
      return detail::fips197EncryptBlock;
    case AesImplementation::ByteWise:
      return detail::byteWiseEncryptBlock;
    case AesImplementation::TTable:
      break;
  }
  return detail::tTableEncryptBlock;
}

BlockFunction decryptFunction(AesImplementation implementation) {
  switch (implementation) {
    case AesImplementation::Fips197:
      return detail::fips197DecryptBlock;
    case AesImplementation::ByteWise:
      return detail::byteWiseDecryptBlock;
    case AesImplementation::TTable:
      break;
  }
  return detail::tTableDecryptBlock;
}

std::string_view modeName(AesMode mode) {
  switch (mode) {
    case AesMode::Ecb:
      return "ECB";
    case AesMode::Cbc:
      return "CBC";
    case AesMode::Ctr:
      return "CTR";
  }
  return "?";
}

std::string bytesWord(std::size_t count) {
  return fmt::format("{} byte{}", count, count == 1 ? "" : "s");
}

std::optional<AesError> checkIv(AesMode mode, std::span<const uint8_t> iv) {
  if (mode == AesMode::Ecb) {
    if (iv.empty()) return std::nullopt;
    return AesError{AesErrorCode::BadIvLength,
                    fmt::format("ECB uses no IV, but one of {} was given", bytesWord(iv.size()))};
  }
  if (iv.size() == kAesBlockBytes) return std::nullopt;
  return AesError{
      AesErrorCode::BadIvLength,
      fmt::format("the {} {} is {}; it must be 16 bytes", modeName(mode),
                  mode == AesMode::Ctr ? "initial counter block" : "IV", bytesWord(iv.size()))};
}

std::optional<AesError> checkBuffers(AesMode mode, std::span<const uint8_t> in,
                                     std::span<uint8_t> out) {
  if (out.size() != in.size()) {
    return AesError{AesErrorCode::OutputSizeMismatch,
                    fmt::format("the output is {} but the input is {}; they must be equal",
                                bytesWord(out.size()), bytesWord(in.size()))};
  }
  // std::less gives a total order on pointers into different objects.
  const std::less<const uint8_t*> before;
  const uint8_t* outBegin = out.data();
  if (in.data() != outBegin && !in.empty() && before(in.data(), outBegin + out.size()) &&
      before(outBegin, in.data() + in.size())) {
    return AesError{AesErrorCode::OverlappingBuffers,
                    "the input and output overlap without being the same bytes"};
  }
  if (mode != AesMode::Ctr && in.size() % kAesBlockBytes != 0) {
    return AesError{
        AesErrorCode::NotWholeBlocks,
        fmt::format("{} without padding needs whole 16-byte blocks, but the input is "
                    "{} ({} left over)",
                    modeName(mode), bytesWord(in.size()), bytesWord(in.size() % kAesBlockBytes))};
  }
  return std::nullopt;
}

void xorBlock(const uint8_t* a, const uint8_t* b, uint8_t* out, std::size_t count) {
  for (std::size_t i = 0; i < count; ++i) out[i] = static_cast<uint8_t>(a[i] ^ b[i]);
}

// CTR encryption and decryption (SP 800-38A section 6.5): the keystream is
// the cipher of successive counter blocks; a last partial block uses the
// leading bytes of its keystream block.
void ctrTransform(const AesKeySchedule& schedule, BlockFunction encryptBlock,
                  std::span<const uint8_t> iv, std::span<const uint8_t> in,
                  std::span<uint8_t> out) {
  std::array<uint8_t, kAesBlockBytes> counter{};
  std::array<uint8_t, kAesBlockBytes> keystream{};
  std::copy(iv.begin(), iv.end(), counter.begin());
  for (std::size_t offset = 0; offset < in.size(); offset += kAesBlockBytes) {
    encryptBlock(schedule, counter.data(), keystream.data());
    const std::size_t count = std::min(kAesBlockBytes, in.size() - offset);
    xorBlock(in.data() + offset, keystream.data(), out.data() + offset, count);
    addToCounter(counter, 1);
  }
}

}  // namespace

std::string_view implementationName(AesImplementation implementation) {
  switch (implementation) {
    case AesImplementation::Fips197:
      return "fips197";
    case AesImplementation::TTable:
      return "t-table";
    case AesImplementation::ByteWise:
      return "byte-wise";
  }
  return "?";
}

void encryptBlock(AesImplementation implementation, const AesKeySchedule& schedule,
                  const uint8_t* in, uint8_t* out) {
  encryptFunction(implementation)(schedule, in, out);
}

void decryptBlock(AesImplementation implementation, const AesKeySchedule& schedule,
                  const uint8_t* in, uint8_t* out) {
  decryptFunction(implementation)(schedule, in, out);
}

void addToCounter(std::span<uint8_t, kAesBlockBytes> counter, uint64_t blocks) {
  // Add from the least significant (last) byte up, carrying through all 16.
  uint64_t carry = blocks;
  for (std::size_t i = kAesBlockBytes; i-- > 0 && carry != 0;) {
    const uint64_t sum = counter[i] + (carry & 0xff);
    counter[i] = static_cast<uint8_t>(sum);
    carry = (carry >> 8) + (sum >> 8);
  }
}

std::optional<AesError> encrypt(const AesKeySchedule& schedule, AesMode mode,
                                std::span<const uint8_t> iv, std::span<const uint8_t> in,
                                std::span<uint8_t> out, AesImplementation implementation) {
  if (auto error = checkIv(mode, iv)) return error;
  if (auto error = checkBuffers(mode, in, out)) return error;
  const BlockFunction encryptBlock = encryptFunction(implementation);
  switch (mode) {
    case AesMode::Ecb:  // section 6.1: C_j = CIPH_K(P_j)
      for (std::size_t offset = 0; offset < in.size(); offset += kAesBlockBytes) {
        encryptBlock(schedule, in.data() + offset, out.data() + offset);
      }
      break;
    case AesMode::Cbc: {  // section 6.2: C_j = CIPH_K(P_j ^ C_(j-1)), C_0 = IV
      std::array<uint8_t, kAesBlockBytes> chain{};
      std::copy(iv.begin(), iv.end(), chain.begin());
      for (std::size_t offset = 0; offset < in.size(); offset += kAesBlockBytes) {
        xorBlock(in.data() + offset, chain.data(), chain.data(), kAesBlockBytes);
        encryptBlock(schedule, chain.data(), chain.data());
        std::memcpy(out.data() + offset, chain.data(), kAesBlockBytes);
      }
      break;
    }
    case AesMode::Ctr:
      ctrTransform(schedule, encryptBlock, iv, in, out);
      break;
  }
  return std::nullopt;
}

std::optional<AesError> decrypt(const AesKeySchedule& schedule, AesMode mode,
                                std::span<const uint8_t> iv, std::span<const uint8_t> in,
                                std::span<uint8_t> out, AesImplementation implementation) {
  if (auto error = checkIv(mode, iv)) return error;
  if (auto error = checkBuffers(mode, in, out)) return error;
  const BlockFunction decryptBlock = decryptFunction(implementation);
  switch (mode) {
    case AesMode::Ecb:  // section 6.1: P_j = CIPH^-1_K(C_j)
      for (std::size_t offset = 0; offset < in.size(); offset += kAesBlockBytes) {
        decryptBlock(schedule, in.data() + offset, out.data() + offset);
      }
      break;
    case AesMode::Cbc: {  // section 6.2: P_j = CIPH^-1_K(C_j) ^ C_(j-1), C_0 = IV
      std::array<uint8_t, kAesBlockBytes> previous{};
      std::array<uint8_t, kAesBlockBytes> current{};
      std::array<uint8_t, kAesBlockBytes> decrypted{};
      std::copy(iv.begin(), iv.end(), previous.begin());
      for (std::size_t offset = 0; offset < in.size(); offset += kAesBlockBytes) {
        // Keep the ciphertext block: in place, writing the plaintext destroys it.
        std::memcpy(current.data(), in.data() + offset, kAesBlockBytes);
        decryptBlock(schedule, current.data(), decrypted.data());
        xorBlock(decrypted.data(), previous.data(), out.data() + offset, kAesBlockBytes);
        previous = current;
      }
      break;
    }
    case AesMode::Ctr:  // section 6.5: decryption is encryption
      ctrTransform(schedule, encryptFunction(implementation), iv, in, out);
      break;
  }
  return std::nullopt;
}

std::vector<uint8_t> pkcs7Pad(std::span<const uint8_t> data) {
  const std::size_t padding = kAesBlockBytes - data.size() % kAesBlockBytes;
  std::vector<uint8_t> padded(data.begin(), data.end());
  padded.insert(padded.end(), padding, static_cast<uint8_t>(padding));
  return padded;
}

AesResult<std::size_t> pkcs7UnpaddedLength(std::span<const uint8_t> data) {
  if (data.empty()) {
    return AesError{AesErrorCode::BadPadding,
                    "bad PKCS#7 padding: the input is empty, but padding takes at least one block"};
  }
  if (data.size() % kAesBlockBytes != 0) {
    return AesError{AesErrorCode::NotWholeBlocks,
                    fmt::format("padded data must be whole 16-byte blocks, but it is {}",
                                bytesWord(data.size()))};
  }
  const uint8_t padding = data.back();
  if (padding == 0 || padding > kAesBlockBytes) {
    return AesError{AesErrorCode::BadPadding,
                    fmt::format("bad PKCS#7 padding: the last byte is 0x{:02x}, not 0x01 to 0x10 "
                                "(wrong key or IV, or the data was not padded)",
                                padding)};
  }
  for (std::size_t i = data.size() - padding; i < data.size(); ++i) {
    if (data[i] != padding) {
      return AesError{AesErrorCode::BadPadding,
                      fmt::format("bad PKCS#7 padding: the last {} bytes should all be 0x{:02x}, "
                                  "but byte {} of the last block is 0x{:02x} (wrong key or IV?)",
                                  padding, padding, i % kAesBlockBytes, data[i])};
    }
  }
  return data.size() - padding;
}

namespace {

bool padded(const AesCipherSpec& spec) {
  return spec.padding == AesPadding::Pkcs7 && spec.mode != AesMode::Ctr;
}

}  // namespace

AesResult<std::vector<uint8_t>> encrypt(const AesCipherSpec& spec, std::span<const uint8_t> in) {
  auto schedule = AesKeySchedule::expand(spec.key);
  if (auto* error = std::get_if<AesError>(&schedule)) return std::move(*error);
  if (auto error = checkIv(spec.mode, spec.iv)) return std::move(*error);
  std::vector<uint8_t> out =
      padded(spec) ? pkcs7Pad(in) : std::vector<uint8_t>(in.begin(), in.end());
  if (auto error = encrypt(std::get<AesKeySchedule>(schedule), spec.mode, spec.iv, out, out,
                           spec.implementation)) {
    return std::move(*error);
  }
  return out;
}

AesResult<std::vector<uint8_t>> decrypt(const AesCipherSpec& spec, std::span<const uint8_t> in) {
  auto schedule = AesKeySchedule::expand(spec.key);
  if (auto* error = std::get_if<AesError>(&schedule)) return std::move(*error);
  if (auto error = checkIv(spec.mode, spec.iv)) return std::move(*error);
  if (padded(spec) && in.size() % kAesBlockBytes != 0) {
    return AesError{AesErrorCode::NotWholeBlocks,
                    fmt::format("the {} ciphertext is {}, not whole 16-byte blocks (PKCS#7 padded "
                                "ciphertext always is)",
                                modeName(spec.mode), bytesWord(in.size()))};
  }
  std::vector<uint8_t> out(in.begin(), in.end());
  if (auto error = decrypt(std::get<AesKeySchedule>(schedule), spec.mode, spec.iv, out, out,
                           spec.implementation)) {
    return std::move(*error);
  }
  if (padded(spec)) {
    auto length = pkcs7UnpaddedLength(out);
    if (auto* error = std::get_if<AesError>(&length)) return std::move(*error);
    out.resize(std::get<std::size_t>(length));
  }
  return out;
}

}  // namespace gpuasm::crypto
