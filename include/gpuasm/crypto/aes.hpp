// AES (FIPS-197) with the ECB, CBC and CTR modes of NIST SP 800-38A and
// PKCS#7 padding: the host side of every GPU AES kernel (the key schedule is
// expanded here, as the thesis does) and the reference the kernels are tested
// against. docs/crypto.md describes the byte orders a kernel receives.
//
// Nothing here throws: every failure (key or IV of the wrong length, a length
// that is not whole blocks without padding, bad padding on decryption) is an
// AesError value with a sentence for people.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace gpuasm::crypto {

inline constexpr std::size_t kAesBlockBytes = 16;
inline constexpr std::size_t kAesMaxRounds = 14;
// 4 * (Nr + 1) words for AES-256, the largest schedule (FIPS-197 section 5.2).
inline constexpr std::size_t kAesMaxScheduleWords = 4 * (kAesMaxRounds + 1);

enum class AesErrorCode {
  BadKeyLength,        // not 16, 24 or 32 bytes
  BadIvLength,         // CBC and CTR take exactly 16 bytes; ECB takes none
  BadPadding,          // PKCS#7 check failed on decryption
  NotWholeBlocks,      // ECB/CBC without padding, or padded ciphertext, not a multiple of 16
  OutputSizeMismatch,  // the output span is not as long as the input
  OverlappingBuffers,  // input and output overlap without being the same bytes
};

struct AesError {
  AesErrorCode code;
  std::string message;  // a sentence without a trailing period, e.g. for "error: <message>"
};

// A value or the reason there is none (std::expected is C++23).
template <typename T>
using AesResult = std::variant<T, AesError>;

enum class AesMode { Ecb, Cbc, Ctr };
enum class AesPadding { None, Pkcs7 };

// How a 32-bit word holds the four bytes of a state column or round-key word.
//   BigEndian:    FIPS-197's notation (w[0] = 0x2b7e1516 for the appendix A.1
//                 key): byte 0 of the column in bits 31..24. The Rijndael
//                 reference code's convention.
//   LittleEndian: the word a little-endian machine (the QPU, x86) loads from
//                 the four bytes in memory order: byte 0 in bits 7..0, so
//                 w[0] = 0x16157e2b. A kernel that loads a block with 32-bit
//                 reads wants this one.
enum class AesWordOrder { BigEndian, LittleEndian };

// The software implementations in src/crypto/; all give the same bytes.
//   Fips197:  the standard's pseudo-code, literally (state array, SubBytes,
//             ShiftRows, MixColumns with xtime); the reference.
//   TTable:   four 1 KiB lookup tables per direction and the equivalent
//             inverse cipher, in the style of the Rijndael reference code.
//   ByteWise: byte-oriented, in place, xtime for MixColumns, in the style of
//             tiny-AES; small and slow.
enum class AesImplementation { Fips197, TTable, ByteWise };
std::string_view implementationName(AesImplementation implementation);

// The expanded key of FIPS-197 section 5.2, and the decryption schedule of the
// equivalent inverse cipher (section 5.3.5).
class AesKeySchedule {
 public:
  // Fails with BadKeyLength unless the key is 16, 24 or 32 bytes.
  static AesResult<AesKeySchedule> expand(std::span<const uint8_t> key);

  int rounds() const { return rounds_; }              // Nr: 10, 12 or 14
  std::size_t keyBytes() const { return keyBytes_; }  // 16, 24 or 32
  std::size_t wordCount() const { return 4 * (static_cast<std::size_t>(rounds_) + 1); }

  // w[0 .. 4*(Nr+1)-1] of section 5.2 in FIPS-197's (big-endian) notation;
  // round r uses words 4r .. 4r+3.
  std::span<const uint32_t> encryptionWords() const { return {encryption_.data(), wordCount()}; }
  // The decryption schedule in the order the equivalent inverse cipher of
  // section 5.3.5 reads it, so that a kernel streams it front to back: words
  // 4j .. 4j+3 are dw of round Nr - j, i.e. the first four are w of round Nr,
  // then InvMixColumns(w of round r) for r = Nr-1 down to 1, then w of round 0
  // (the Rijndael reference code's rijndaelKeySetupDec layout).
  std::span<const uint32_t> equivalentDecryptionWords() const {
    return {equivalentDecryption_.data(), wordCount()};
  }
  // The same schedules in a chosen word order, for a kernel's uniforms.
  std::vector<uint32_t> encryptionWords(AesWordOrder order) const;
  std::vector<uint32_t> equivalentDecryptionWords(AesWordOrder order) const;
  // The 16 bytes of round r's key in memory order (what AddRoundKey XORs into
  // the state bytes in0 .. in15): r in 0 .. Nr.
  std::span<const uint8_t, kAesBlockBytes> roundKeyBytes(int round) const {
    return std::span<const uint8_t, kAesBlockBytes>(
        encryptionBytes_.data() + kAesBlockBytes * static_cast<std::size_t>(round), kAesBlockBytes);
  }

 private:
  AesKeySchedule() = default;
  int rounds_ = 0;
  std::size_t keyBytes_ = 0;
  std::array<uint32_t, kAesMaxScheduleWords> encryption_{};
  std::array<uint32_t, kAesMaxScheduleWords> equivalentDecryption_{};
  std::array<uint8_t, 4 * kAesMaxScheduleWords> encryptionBytes_{};
};

// The lookup tables, computed at compile time from the definitions of
// FIPS-197 section 4 (GF(2^8) modulo x^8+x^4+x^3+x+1, section 5.1.1's affine
// map), never pasted. In BigEndian order te[0][x] is the column
// (02*S[x], S[x], S[x], 03*S[x]) with the first byte in bits 31..24 (the
// Rijndael reference's Te0), te[i] is te[0] rotated right by 8*i bits, and
// td[i] is the same for InvSubBytes and InvMixColumns (0e, 09, 0d, 0b). In
// LittleEndian order every te/td word is byte-swapped, so that it XORs into
// columns loaded in that order.
struct AesTables {
  std::array<uint8_t, 256> sbox;
  std::array<uint8_t, 256> inverseSbox;
  std::array<std::array<uint32_t, 256>, 4> te;
  std::array<std::array<uint32_t, 256>, 4> td;
};
const AesTables& aesTables(AesWordOrder order);

// Multiplication in GF(2^8) as FIPS-197 section 4.2 defines it.
constexpr uint8_t gfMultiply(uint8_t a, uint8_t b) {
  uint8_t product = 0;
  while (b != 0) {
    if ((b & 1) != 0) product = static_cast<uint8_t>(product ^ a);
    // xtime (section 4.2.1): multiply by x, reducing by 0x11b.
    a = static_cast<uint8_t>((a << 1) ^ ((a & 0x80) != 0 ? 0x1b : 0x00));
    b = static_cast<uint8_t>(b >> 1);
  }
  return product;
}

// One block (16 bytes, in and out may be the same bytes) with the chosen implementation.
void encryptBlock(AesImplementation implementation, const AesKeySchedule& schedule,
                  const uint8_t* in, uint8_t* out);
void decryptBlock(AesImplementation implementation, const AesKeySchedule& schedule,
                  const uint8_t* in, uint8_t* out);

// The modes without padding, on spans: `out` is as long as `in` and is either
// the same bytes (in place) or does not overlap them. ECB and CBC need whole
// blocks; CTR takes any length. `iv` is empty for ECB and 16 bytes for CBC
// (the IV) and CTR (the initial counter block, incremented as one 128-bit
// big-endian integer with the carry across all 128 bits and wrapping at 2^128,
// SP 800-38A appendix B.1 with m = 128). CTR decryption is its encryption.
std::optional<AesError> encrypt(const AesKeySchedule& schedule, AesMode mode,
                                std::span<const uint8_t> iv, std::span<const uint8_t> in,
                                std::span<uint8_t> out,
                                AesImplementation implementation = AesImplementation::TTable);
std::optional<AesError> decrypt(const AesKeySchedule& schedule, AesMode mode,
                                std::span<const uint8_t> iv, std::span<const uint8_t> in,
                                std::span<uint8_t> out,
                                AesImplementation implementation = AesImplementation::TTable);

// What `openssl enc` does: key and IV as bytes, PKCS#7 padding for ECB and CBC
// when asked (CTR is never padded; asking for it is ignored, as openssl does).
struct AesCipherSpec {
  AesMode mode = AesMode::Ecb;
  std::span<const uint8_t> key;
  std::span<const uint8_t> iv;
  AesPadding padding = AesPadding::Pkcs7;
  AesImplementation implementation = AesImplementation::TTable;
};
AesResult<std::vector<uint8_t>> encrypt(const AesCipherSpec& spec, std::span<const uint8_t> in);
AesResult<std::vector<uint8_t>> decrypt(const AesCipherSpec& spec, std::span<const uint8_t> in);

// PKCS#7 (RFC 5652 section 6.3) with 16-byte blocks: 1 to 16 bytes, each the count.
std::vector<uint8_t> pkcs7Pad(std::span<const uint8_t> data);
// The length of `data` without its padding, or BadPadding / NotWholeBlocks.
AesResult<std::size_t> pkcs7UnpaddedLength(std::span<const uint8_t> data);

// Adds `blocks` to a 16-byte big-endian counter, carrying across all 128 bits.
void addToCounter(std::span<uint8_t, kAesBlockBytes> counter, uint64_t blocks);

}  // namespace gpuasm::crypto
