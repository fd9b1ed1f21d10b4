// Random keys, IVs, modes, paddings and data through the AES core's
// decoding path (src/crypto/): decryption with and without PKCS#7 padding
// must give bytes or an AesError, never a crash, and what it accepts must
// re-encrypt to the input; encryption must decrypt back; the three
// implementations must agree. A broken property aborts.
//
// Input: byte 0 picks the mode (bits 0-1), padding (bit 2), direction of the
// span call (bit 3) and implementation (bits 4-5); byte 1 the key length
// (16, 24, 32 or a bad one) and byte 2 the IV length; then the key, the IV and
// the data.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <span>
#include <variant>
#include <vector>

#include "gpuasm/crypto/aes.hpp"

namespace {

using namespace gpuasm::crypto;

[[noreturn]] void fail(const char* what) {
  std::fprintf(stderr, "fuzz_aes_modes: %s\n", what);
  std::abort();
}

const std::vector<uint8_t>* bytesOf(const AesResult<std::vector<uint8_t>>& result) {
  return std::get_if<std::vector<uint8_t>>(&result);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 3) return 0;
  const uint8_t modeByte = data[0];
  static constexpr AesMode kModes[] = {AesMode::Ecb, AesMode::Cbc, AesMode::Ctr, AesMode::Cbc};
  static constexpr AesImplementation kImplementations[] = {
      AesImplementation::TTable, AesImplementation::Fips197, AesImplementation::ByteWise,
      AesImplementation::TTable};
  const AesMode mode = kModes[modeByte & 3];
  const AesPadding padding = (modeByte & 4) != 0 ? AesPadding::Pkcs7 : AesPadding::None;
  const AesImplementation implementation = kImplementations[(modeByte >> 4) & 3];
  static constexpr std::size_t kKeyLengths[] = {16, 24, 32, 16, 24, 32, 0, 15, 31, 33};
  const std::size_t keyLength = kKeyLengths[data[1] % 10];
  static constexpr std::size_t kIvLengths[] = {16, 16, 16, 0, 0, 8, 17};
  const std::size_t ivLength = kIvLengths[data[2] % 7];
  std::span<const uint8_t> rest(data + 3, size - 3);
  if (rest.size() < keyLength + ivLength) return 0;
  const auto key = rest.first(keyLength);
  const auto iv = rest.subspan(keyLength, ivLength);
  const auto message = rest.subspan(keyLength + ivLength);

  const AesCipherSpec spec{mode, key, iv, padding, implementation};
  const AesCipherSpec reference{mode, key, iv, padding, AesImplementation::Fips197};

  // Decoding: bytes or an error with a message, never both ways for one input.
  const auto decrypted = decrypt(spec, message);
  const auto referenceDecrypted = decrypt(reference, message);
  if (bytesOf(decrypted) == nullptr) {
    const auto& error = std::get<AesError>(decrypted);
    if (error.message.empty()) fail("an error without a message");
    if (bytesOf(referenceDecrypted) != nullptr) fail("implementations disagree on an error");
  } else {
    if (bytesOf(referenceDecrypted) == nullptr ||
        *bytesOf(referenceDecrypted) != *bytesOf(decrypted)) {
      fail("implementations decrypt differently");
    }
    const auto again = encrypt(spec, *bytesOf(decrypted));
    if (bytesOf(again) == nullptr ||
        *bytesOf(again) != std::vector(message.begin(), message.end())) {
      fail("accepted ciphertext does not re-encrypt to itself");
    }
  }

  // Encoding: decrypts back to the message.
  const auto encrypted = encrypt(spec, message);
  if (const auto* ciphertext = bytesOf(encrypted)) {
    const auto back = decrypt(spec, *ciphertext);
    if (bytesOf(back) == nullptr || *bytesOf(back) != std::vector(message.begin(), message.end())) {
      fail("encryption does not decrypt back");
    }
  }

  // The span API in place, in the chosen direction, on any length.
  const auto schedule = AesKeySchedule::expand(key);
  if (const auto* expanded = std::get_if<AesKeySchedule>(&schedule)) {
    std::vector<uint8_t> buffer(message.begin(), message.end());
    const bool encrypting = (modeByte & 8) != 0;
    const auto error = encrypting ? encrypt(*expanded, mode, iv, buffer, buffer, implementation)
                                  : decrypt(*expanded, mode, iv, buffer, buffer, implementation);
    if (!error) {
      const auto undo = encrypting ? decrypt(*expanded, mode, iv, buffer, buffer, implementation)
                                   : encrypt(*expanded, mode, iv, buffer, buffer, implementation);
      if (undo || buffer != std::vector(message.begin(), message.end())) {
        fail("the span API in place does not undo");
      }
    } else if (error->message.empty()) {
      fail("an error without a message");
    }
  }
  (void)pkcs7UnpaddedLength(message);
  return 0;
}
