// A byte-oriented AES in the style of tiny-AES (kokke/tiny-AES-c, written
// here from its description, not copied): the block is transformed in place
// as 16 bytes, S-box lookups for SubBytes, xtime for MixColumns and
// InvMixColumns computed by repeated doubling. No 32-bit tables: the small
// and slow end of the CPU baselines, the shape of the thesis's kernel.
#include <cstring>
#include <utility>

#include "crypto/aes_block_ciphers.hpp"

namespace gpuasm::crypto::detail {
namespace {

using Block = uint8_t[16];  // byte 4c + r is row r of column c

uint8_t xtime(uint8_t x) {
  return static_cast<uint8_t>((x << 1) ^ (((x >> 7) & 1) * 0x1b));
}

void addRoundKey(Block& block, const AesKeySchedule& schedule, int round) {
  const auto key = schedule.roundKeyBytes(round);
  for (int i = 0; i < 16; ++i) block[i] ^= key[static_cast<std::size_t>(i)];
}

void substitute(Block& block, const std::array<uint8_t, 256>& box) {
  for (auto& byte : block) byte = box[byte];
}

void shiftRows(Block& block) {
  uint8_t temp = block[1];  // row 1: left by one
  block[1] = block[5];
  block[5] = block[9];
  block[9] = block[13];
  block[13] = temp;
  std::swap(block[2], block[10]);  // row 2: left by two
  std::swap(block[6], block[14]);
  temp = block[15];  // row 3: left by three, i.e. right by one
  block[15] = block[11];
  block[11] = block[7];
  block[7] = block[3];
  block[3] = temp;
}

void invShiftRows(Block& block) {
  uint8_t temp = block[13];
  block[13] = block[9];
  block[9] = block[5];
  block[5] = block[1];
  block[1] = temp;
  std::swap(block[2], block[10]);
  std::swap(block[6], block[14]);
  temp = block[3];
  block[3] = block[7];
  block[7] = block[11];
  block[11] = block[15];
  block[15] = temp;
}

// 2a + 3b + c + d written as a ^ xtime(a ^ b) ^ ... with one shared sum.
void mixColumns(Block& block) {
  for (int c = 0; c < 16; c += 4) {
    const uint8_t a0 = block[c], a1 = block[c + 1], a2 = block[c + 2], a3 = block[c + 3];
    const uint8_t all = a0 ^ a1 ^ a2 ^ a3;
    block[c] ^= all ^ xtime(a0 ^ a1);
    block[c + 1] ^= all ^ xtime(a1 ^ a2);
    block[c + 2] ^= all ^ xtime(a2 ^ a3);
    block[c + 3] ^= all ^ xtime(a3 ^ a0);
  }
}

// Multiplication by a constant of InvMixColumns through xtime powers.
uint8_t multiply(uint8_t x, uint8_t constant) {
  const uint8_t x2 = xtime(x), x4 = xtime(x2), x8 = xtime(x4);
  return static_cast<uint8_t>(((constant & 1) * x) ^ (((constant >> 1) & 1) * x2) ^
                              (((constant >> 2) & 1) * x4) ^ (((constant >> 3) & 1) * x8));
}

void invMixColumns(Block& block) {
  for (int c = 0; c < 16; c += 4) {
    const uint8_t a0 = block[c], a1 = block[c + 1], a2 = block[c + 2], a3 = block[c + 3];
    block[c] = multiply(a0, 0x0e) ^ multiply(a1, 0x0b) ^ multiply(a2, 0x0d) ^ multiply(a3, 0x09);
    block[c + 1] =
        multiply(a0, 0x09) ^ multiply(a1, 0x0e) ^ multiply(a2, 0x0b) ^ multiply(a3, 0x0d);
    block[c + 2] =
        multiply(a0, 0x0d) ^ multiply(a1, 0x09) ^ multiply(a2, 0x0e) ^ multiply(a3, 0x0b);
    block[c + 3] =
        multiply(a0, 0x0b) ^ multiply(a1, 0x0d) ^ multiply(a2, 0x09) ^ multiply(a3, 0x0e);
  }
}

}  // namespace

void byteWiseEncryptBlock(const AesKeySchedule& schedule, const uint8_t* in, uint8_t* out) {
  const auto& sbox = aesTables(AesWordOrder::BigEndian).sbox;
  Block block;
  std::memcpy(block, in, sizeof block);
  addRoundKey(block, schedule, 0);
  for (int round = 1;; ++round) {
    substitute(block, sbox);
    shiftRows(block);
    if (round == schedule.rounds()) break;
    mixColumns(block);
    addRoundKey(block, schedule, round);
  }
  addRoundKey(block, schedule, schedule.rounds());
  std::memcpy(out, block, sizeof block);
}

void byteWiseDecryptBlock(const AesKeySchedule& schedule, const uint8_t* in, uint8_t* out) {
  const auto& inverseSbox = aesTables(AesWordOrder::BigEndian).inverseSbox;
  Block block;
  std::memcpy(block, in, sizeof block);
  addRoundKey(block, schedule, schedule.rounds());
  for (int round = schedule.rounds() - 1;; --round) {
    invShiftRows(block);
    substitute(block, inverseSbox);
    addRoundKey(block, schedule, round);
    if (round == 0) break;
    invMixColumns(block);
  }
  std::memcpy(out, block, sizeof block);
}

}  // namespace gpuasm::crypto::detail
