/* FIPS-197 in C for the QPU AES library's host side: the S-boxes from the
 * GF(2^8) inverse and the affine map (section 5.1.1), the T-tables, the key
 * expansion (section 5.2) and the equivalent inverse cipher's schedule
 * (section 5.3.5). Nothing is pasted: every table is computed. */
#include "qpu_aes_cipher.h"

#include <string.h>

/* Multiplication in GF(2^8) modulo x^8 + x^4 + x^3 + x + 1 (section 4.2). */
static uint8_t gf_multiply(uint8_t a, uint8_t b) {
  uint8_t product = 0;
  while (b) {
    if (b & 1) product ^= a;
    a = (uint8_t)((a << 1) ^ ((a & 0x80) ? 0x1b : 0));
    b >>= 1;
  }
  return product;
}

static uint32_t rotate_left(uint32_t word, unsigned bits) {
  return bits == 0 ? word : (word << bits) | (word >> (32 - bits));
}

/* The four bytes as a LittleEndian word: b0 in bits 7..0. */
static uint32_t pack(uint8_t b0, uint8_t b1, uint8_t b2, uint8_t b3) {
  return (uint32_t)b0 | (uint32_t)b1 << 8 | (uint32_t)b2 << 16 | (uint32_t)b3 << 24;
}

static uint8_t byte_of(uint32_t word, unsigned row) {
  return (uint8_t)(word >> (8 * row));
}

void qpu_aes_build_tables(qpu_aes_tables* tables) {
  for (unsigned x = 0; x < 256; ++x) {
    /* The multiplicative inverse (0 for 0): x^254. */
    uint8_t inverse = 1, power = (uint8_t)x;
    for (unsigned bit = 254; bit; bit >>= 1) {
      if (bit & 1) inverse = gf_multiply(inverse, power);
      power = gf_multiply(power, power);
    }
    if (x == 0) inverse = 0;
    /* b'_i = b_i ^ b_(i+4) ^ b_(i+5) ^ b_(i+6) ^ b_(i+7) ^ c_i, c = 0x63. */
    uint8_t s = 0x63;
    for (unsigned shift = 0; shift < 5; ++shift)
      s ^= (uint8_t)((inverse << shift) | (inverse >> ((8 - shift) & 7)));
    tables->sbox[x] = s;
    tables->inverse_sbox[s] = (uint8_t)x;
  }
  for (unsigned x = 0; x < 256; ++x) {
    const uint8_t s = tables->sbox[x], i = tables->inverse_sbox[x];
    const uint32_t te0 = pack(gf_multiply(s, 2), s, s, gf_multiply(s, 3));
    const uint32_t td0 = pack(gf_multiply(i, 0x0e), gf_multiply(i, 0x09), gf_multiply(i, 0x0d),
                              gf_multiply(i, 0x0b));
    for (unsigned t = 0; t < 4; ++t) {
      tables->te[t][x] = rotate_left(te0, 8 * t);
      tables->td[t][x] = rotate_left(td0, 8 * t);
    }
  }
}

/* SubWord on a LittleEndian word: each byte through the S-box. */
static uint32_t sub_word(const qpu_aes_tables* tables, uint32_t word) {
  return pack(tables->sbox[byte_of(word, 0)], tables->sbox[byte_of(word, 1)],
              tables->sbox[byte_of(word, 2)], tables->sbox[byte_of(word, 3)]);
}

/* InvMixColumns of one column (section 5.3.3). */
static uint32_t inverse_mix_column(uint32_t column) {
  const uint8_t s0 = byte_of(column, 0), s1 = byte_of(column, 1), s2 = byte_of(column, 2),
                s3 = byte_of(column, 3);
  return pack(
      gf_multiply(s0, 0x0e) ^ gf_multiply(s1, 0x0b) ^ gf_multiply(s2, 0x0d) ^ gf_multiply(s3, 0x09),
      gf_multiply(s0, 0x09) ^ gf_multiply(s1, 0x0e) ^ gf_multiply(s2, 0x0b) ^ gf_multiply(s3, 0x0d),
      gf_multiply(s0, 0x0d) ^ gf_multiply(s1, 0x09) ^ gf_multiply(s2, 0x0e) ^ gf_multiply(s3, 0x0b),
      gf_multiply(s0, 0x0b) ^ gf_multiply(s1, 0x0d) ^ gf_multiply(s2, 0x09) ^
          gf_multiply(s3, 0x0e));
}

int qpu_aes_expand_key(const qpu_aes_tables* tables, const uint8_t* key, size_t key_bytes,
                       qpu_aes_schedule* schedule) {
  if (key_bytes != 16 && key_bytes != 24 && key_bytes != 32) return -1;
  const unsigned nk = (unsigned)key_bytes / 4;
  const int rounds = (int)nk + 6;
  const unsigned words = 4 * ((unsigned)rounds + 1);
  uint32_t* w = schedule->encryption;
  memset(schedule, 0, sizeof *schedule);
  schedule->rounds = rounds;
  for (unsigned i = 0; i < nk; ++i)
    w[i] = pack(key[4 * i], key[4 * i + 1], key[4 * i + 2], key[4 * i + 3]);
  uint8_t rcon = 1;
  for (unsigned i = nk; i < words; ++i) {
    uint32_t temp = w[i - 1];
    if (i % nk == 0) {
      /* RotWord moves byte 1 to byte 0: a right rotation of the LittleEndian word. */
      temp = sub_word(tables, (temp >> 8) | (temp << 24)) ^ rcon;
      rcon = gf_multiply(rcon, 2);
    } else if (nk > 6 && i % nk == 4) {
      temp = sub_word(tables, temp);
    }
    w[i] = w[i - nk] ^ temp;
  }
  /* Round r of decryption uses round Nr-r's key, InvMixColumns applied to
   * the middle rounds. */
  for (int round = 0; round <= rounds; ++round) {
    for (unsigned column = 0; column < 4; ++column) {
      const uint32_t word = w[4 * (unsigned)(rounds - round) + column];
      schedule->decryption[4 * (unsigned)round + column] =
          round == 0 || round == rounds ? word : inverse_mix_column(word);
    }
  }
  return 0;
}

void qpu_aes_encrypt_block(const qpu_aes_tables* tables, const qpu_aes_schedule* schedule,
                           const uint8_t in[QPU_AES_BLOCK_BYTES],
                           uint8_t out[QPU_AES_BLOCK_BYTES]) {
  const uint32_t* key = schedule->encryption;
  uint32_t state[4], next[4];
  for (unsigned c = 0; c < 4; ++c)
    state[c] = pack(in[4 * c], in[4 * c + 1], in[4 * c + 2], in[4 * c + 3]) ^ key[c];
  /* Column c takes row r from column c + r (ShiftRows), then SubBytes and
   * MixColumns through the tables, then AddRoundKey. */
  for (int round = 1; round < schedule->rounds; ++round) {
    key += 4;
    for (unsigned c = 0; c < 4; ++c)
      next[c] = tables->te[0][byte_of(state[c], 0)] ^
                tables->te[1][byte_of(state[(c + 1) & 3], 1)] ^
                tables->te[2][byte_of(state[(c + 2) & 3], 2)] ^
                tables->te[3][byte_of(state[(c + 3) & 3], 3)] ^ key[c];
    memcpy(state, next, sizeof state);
  }
  key += 4;
  for (unsigned c = 0; c < 4; ++c)
    next[c] = pack(tables->sbox[byte_of(state[c], 0)], tables->sbox[byte_of(state[(c + 1) & 3], 1)],
                   tables->sbox[byte_of(state[(c + 2) & 3], 2)],
                   tables->sbox[byte_of(state[(c + 3) & 3], 3)]) ^
              key[c];
  for (unsigned c = 0; c < 4; ++c)
    for (unsigned r = 0; r < 4; ++r) out[4 * c + r] = byte_of(next[c], r);
}
