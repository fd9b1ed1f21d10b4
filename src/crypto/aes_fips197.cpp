// The cipher and inverse cipher of FIPS-197 sections 5.1 and 5.3, written as
// the standard's pseudo-code reads: a 4x4 state of bytes, one function per
// transformation. This is the reference the other implementations and the
// GPU kernels are tested against, so clarity wins over speed here.
#include <array>

#include "crypto/aes_block_ciphers.hpp"

namespace gpuasm::crypto::detail {
namespace {

using State = std::array<std::array<uint8_t, 4>, 4>;  // state[row][column], section 3.4

State loadState(const uint8_t* in) {
  State state{};
  for (std::size_t r = 0; r < 4; ++r) {
    for (std::size_t c = 0; c < 4; ++c) state[r][c] = in[r + 4 * c];
  }
  return state;
}

void storeState(const State& state, uint8_t* out) {
  for (std::size_t r = 0; r < 4; ++r) {
    for (std::size_t c = 0; c < 4; ++c) out[r + 4 * c] = state[r][c];
  }
}

// Section 5.1.4: column c XORs with w[round*Nb + c], row r with its byte r
// (bits 31-8r .. 24-8r in FIPS-197's word notation).
void addRoundKey(State& state, const AesKeySchedule& schedule, int round) {
  const auto words = schedule.encryptionWords();
  for (std::size_t c = 0; c < 4; ++c) {
    const uint32_t word = words[4 * static_cast<std::size_t>(round) + c];
    for (std::size_t r = 0; r < 4; ++r) state[r][c] ^= static_cast<uint8_t>(word >> (24 - 8 * r));
  }
}

void subBytes(State& state) {  // section 5.1.1
  const auto& sbox = aesTables(AesWordOrder::BigEndian).sbox;
  for (auto& row : state) {
    for (auto& byte : row) byte = sbox[byte];
  }
}

void invSubBytes(State& state) {  // section 5.3.2
  const auto& inverseSbox = aesTables(AesWordOrder::BigEndian).inverseSbox;
  for (auto& row : state) {
    for (auto& byte : row) byte = inverseSbox[byte];
  }
}

// Section 5.1.2: s'[r][c] = s[r][(c + shift(r)) mod 4], shift(r) = r for Nb = 4.
void shiftRows(State& state) {
  for (std::size_t r = 1; r < 4; ++r) {
    const auto row = state[r];
    for (std::size_t c = 0; c < 4; ++c) state[r][c] = row[(c + r) % 4];
  }
}

// Section 5.3.1: s'[r][(c + shift(r)) mod 4] = s[r][c].
void invShiftRows(State& state) {
  for (std::size_t r = 1; r < 4; ++r) {
    const auto row = state[r];
    for (std::size_t c = 0; c < 4; ++c) state[r][(c + r) % 4] = row[c];
  }
}

// Sections 5.1.3 and 5.3.3: each column times a fixed polynomial, i.e. the
// circulant matrix whose first row is `coefficients`.
void mixColumnsWith(State& state, const std::array<uint8_t, 4>& coefficients) {
  for (std::size_t c = 0; c < 4; ++c) {
    std::array<uint8_t, 4> column{};
    for (std::size_t r = 0; r < 4; ++r) column[r] = state[r][c];
    for (std::size_t r = 0; r < 4; ++r) {
      uint8_t mixed = 0;
      for (std::size_t k = 0; k < 4; ++k) {
        mixed ^= gfMultiply(coefficients[(k + 4 - r) % 4], column[k]);
      }
      state[r][c] = mixed;
    }
  }
}

void mixColumns(State& state) {
  mixColumnsWith(state, {0x02, 0x03, 0x01, 0x01});
}
void invMixColumns(State& state) {
  mixColumnsWith(state, {0x0e, 0x0b, 0x0d, 0x09});
}

}  // namespace

// Figure 5, Cipher().
void fips197EncryptBlock(const AesKeySchedule& schedule, const uint8_t* in, uint8_t* out) {
  State state = loadState(in);
  addRoundKey(state, schedule, 0);
  for (int round = 1; round < schedule.rounds(); ++round) {
    subBytes(state);
    shiftRows(state);
    mixColumns(state);
    addRoundKey(state, schedule, round);
  }
  subBytes(state);
  shiftRows(state);
  addRoundKey(state, schedule, schedule.rounds());
  storeState(state, out);
}

// Figure 12, InvCipher().
void fips197DecryptBlock(const AesKeySchedule& schedule, const uint8_t* in, uint8_t* out) {
  State state = loadState(in);
  addRoundKey(state, schedule, schedule.rounds());
  for (int round = schedule.rounds() - 1; round >= 1; --round) {
    invShiftRows(state);
    invSubBytes(state);
    addRoundKey(state, schedule, round);
    invMixColumns(state);
  }
  invShiftRows(state);
  invSubBytes(state);
  addRoundKey(state, schedule, 0);
  storeState(state, out);
}

}  // namespace gpuasm::crypto::detail
