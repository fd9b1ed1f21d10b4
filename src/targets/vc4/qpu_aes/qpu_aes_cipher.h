/* The host side of the QPU AES library, in C: the tables and key schedules
 * the kernels receive (in the word order of docs/crypto.md, "QPU kernels:
 * interface") and a block cipher for CBC encryption, which is sequential and
 * runs on the ARM. Written from FIPS-197; tests/targets/vc4/qpu_aes_test.cpp
 * checks it against the standard's vectors and gpuasm's C++ crypto core. */
#ifndef GPUASM_VC4_QPU_AES_CIPHER_H
#define GPUASM_VC4_QPU_AES_CIPHER_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define QPU_AES_BLOCK_BYTES 16
#define QPU_AES_MAX_ROUNDS 14
#define QPU_AES_MAX_SCHEDULE_WORDS (4 * (QPU_AES_MAX_ROUNDS + 1))

/* FIPS-197's tables in LittleEndian word order: a column's row-0 byte in
 * bits 7..0, as the QPU loads four bytes from memory. te[0][x] holds the
 * bytes (02.S[x], S[x], S[x], 03.S[x]) and te[i] is te[0] rotated left by 8i
 * bits; td likewise with InvS and (0e, 09, 0d, 0b). */
typedef struct qpu_aes_tables {
  uint8_t sbox[256];
  uint8_t inverse_sbox[256];
  uint32_t te[4][256];
  uint32_t td[4][256];
} qpu_aes_tables;

void qpu_aes_build_tables(qpu_aes_tables* tables);

/* A key schedule in LittleEndian order: `encryption` is w[0 .. 4(Nr+1)-1]
 * of FIPS-197 section 5.2, `decryption` the equivalent inverse cipher's
 * (section 5.3.5) in the order it is used: round Nr's key first, then
 * InvMixColumns of rounds Nr-1 down to 1, then round 0's. */
typedef struct qpu_aes_schedule {
  int rounds; /* Nr: 10, 12 or 14 */
  uint32_t encryption[QPU_AES_MAX_SCHEDULE_WORDS];
  uint32_t decryption[QPU_AES_MAX_SCHEDULE_WORDS];
} qpu_aes_schedule;

/* Expands a 16-, 24- or 32-byte key; 0 on success, -1 for another length. */
int qpu_aes_expand_key(const qpu_aes_tables* tables, const uint8_t* key, size_t key_bytes,
                       qpu_aes_schedule* schedule);

/* One block through the cipher (T-tables, section 5.1), in may equal out. */
void qpu_aes_encrypt_block(const qpu_aes_tables* tables, const qpu_aes_schedule* schedule,
                           const uint8_t in[QPU_AES_BLOCK_BYTES], uint8_t out[QPU_AES_BLOCK_BYTES]);

#ifdef __cplusplus
}
#endif

#endif
