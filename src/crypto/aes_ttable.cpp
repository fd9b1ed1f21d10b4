// AES with T-tables in the style of the Rijndael reference code
// (rijndael-alg-fst.c by Rijmen, Bosselaers and Barreto, written here from
// its published description, not copied): a round is 16 table lookups and
// XORs on four 32-bit columns, Te/Td combining SubBytes (InvSubBytes) with a
// column of MixColumns (InvMixColumns); decryption is the equivalent inverse
// cipher of FIPS-197 section 5.3.5. Our CPU baseline and the shape of the
// table-based GPU kernels.
#include "crypto/aes_block_ciphers.hpp"

namespace gpuasm::crypto::detail {
namespace {

uint32_t loadBigEndian(const uint8_t* bytes) {
  return (uint32_t{bytes[0]} << 24) | (uint32_t{bytes[1]} << 16) | (uint32_t{bytes[2]} << 8) |
         bytes[3];
}

void storeBigEndian(uint32_t word, uint8_t* bytes) {
  bytes[0] = static_cast<uint8_t>(word >> 24);
  bytes[1] = static_cast<uint8_t>(word >> 16);
  bytes[2] = static_cast<uint8_t>(word >> 8);
  bytes[3] = static_cast<uint8_t>(word);
}

constexpr uint32_t byteAt(uint32_t word, int shift) {
  return (word >> shift) & 0xff;
}

}  // namespace

void tTableEncryptBlock(const AesKeySchedule& schedule, const uint8_t* in, uint8_t* out) {
  const auto& tables = aesTables(AesWordOrder::BigEndian);
  const auto& [te0, te1, te2, te3] = tables.te;
  const uint32_t* roundKey = schedule.encryptionWords().data();
  uint32_t s0 = loadBigEndian(in) ^ roundKey[0];
  uint32_t s1 = loadBigEndian(in + 4) ^ roundKey[1];
  uint32_t s2 = loadBigEndian(in + 8) ^ roundKey[2];
  uint32_t s3 = loadBigEndian(in + 12) ^ roundKey[3];
  for (int round = 1; round < schedule.rounds(); ++round) {
    roundKey += 4;
    // Column c takes row r from column c + r (ShiftRows).
    const uint32_t t0 =
        te0[s0 >> 24] ^ te1[byteAt(s1, 16)] ^ te2[byteAt(s2, 8)] ^ te3[byteAt(s3, 0)] ^ roundKey[0];
    const uint32_t t1 =
        te0[s1 >> 24] ^ te1[byteAt(s2, 16)] ^ te2[byteAt(s3, 8)] ^ te3[byteAt(s0, 0)] ^ roundKey[1];
    const uint32_t t2 =
        te0[s2 >> 24] ^ te1[byteAt(s3, 16)] ^ te2[byteAt(s0, 8)] ^ te3[byteAt(s1, 0)] ^ roundKey[2];
    const uint32_t t3 =
        te0[s3 >> 24] ^ te1[byteAt(s0, 16)] ^ te2[byteAt(s1, 8)] ^ te3[byteAt(s2, 0)] ^ roundKey[3];
    s0 = t0;
    s1 = t1;
    s2 = t2;
    s3 = t3;
  }
  roundKey += 4;
  // The last round has no MixColumns: S-box bytes only.
  const auto& sbox = tables.sbox;
  const auto last = [&sbox](uint32_t a, uint32_t b, uint32_t c, uint32_t d) {
    return (uint32_t{sbox[a >> 24]} << 24) | (uint32_t{sbox[byteAt(b, 16)]} << 16) |
           (uint32_t{sbox[byteAt(c, 8)]} << 8) | sbox[byteAt(d, 0)];
  };
  storeBigEndian(last(s0, s1, s2, s3) ^ roundKey[0], out);
  storeBigEndian(last(s1, s2, s3, s0) ^ roundKey[1], out + 4);
  storeBigEndian(last(s2, s3, s0, s1) ^ roundKey[2], out + 8);
  storeBigEndian(last(s3, s0, s1, s2) ^ roundKey[3], out + 12);
}

void tTableDecryptBlock(const AesKeySchedule& schedule, const uint8_t* in, uint8_t* out) {
  const auto& tables = aesTables(AesWordOrder::BigEndian);
  const auto& [td0, td1, td2, td3] = tables.td;
  const uint32_t* roundKey = schedule.equivalentDecryptionWords().data();
  uint32_t s0 = loadBigEndian(in) ^ roundKey[0];
  uint32_t s1 = loadBigEndian(in + 4) ^ roundKey[1];
  uint32_t s2 = loadBigEndian(in + 8) ^ roundKey[2];
  uint32_t s3 = loadBigEndian(in + 12) ^ roundKey[3];
  for (int round = 1; round < schedule.rounds(); ++round) {
    roundKey += 4;
    // Column c takes row r from column c - r (InvShiftRows).
    const uint32_t t0 =
        td0[s0 >> 24] ^ td1[byteAt(s3, 16)] ^ td2[byteAt(s2, 8)] ^ td3[byteAt(s1, 0)] ^ roundKey[0];
    const uint32_t t1 =
        td0[s1 >> 24] ^ td1[byteAt(s0, 16)] ^ td2[byteAt(s3, 8)] ^ td3[byteAt(s2, 0)] ^ roundKey[1];
    const uint32_t t2 =
        td0[s2 >> 24] ^ td1[byteAt(s1, 16)] ^ td2[byteAt(s0, 8)] ^ td3[byteAt(s3, 0)] ^ roundKey[2];
    const uint32_t t3 =
        td0[s3 >> 24] ^ td1[byteAt(s2, 16)] ^ td2[byteAt(s1, 8)] ^ td3[byteAt(s0, 0)] ^ roundKey[3];
    s0 = t0;
    s1 = t1;
    s2 = t2;
    s3 = t3;
  }
  roundKey += 4;
  const auto& inverseSbox = tables.inverseSbox;
  const auto last = [&inverseSbox](uint32_t a, uint32_t b, uint32_t c, uint32_t d) {
    return (uint32_t{inverseSbox[a >> 24]} << 24) | (uint32_t{inverseSbox[byteAt(b, 16)]} << 16) |
           (uint32_t{inverseSbox[byteAt(c, 8)]} << 8) | inverseSbox[byteAt(d, 0)];
  };
  storeBigEndian(last(s0, s3, s2, s1) ^ roundKey[0], out);
  storeBigEndian(last(s1, s0, s3, s2) ^ roundKey[1], out + 4);
  storeBigEndian(last(s2, s1, s0, s3) ^ roundKey[2], out + 8);
  storeBigEndian(last(s3, s2, s1, s0) ^ roundKey[3], out + 12);
}

}  // namespace gpuasm::crypto::detail
