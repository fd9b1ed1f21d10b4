/* A C program of a user of the QPU AES library, written against the public
 * headers only (gpuasm/vc4/qpu_aes.h): built against an installed gpuasm
 * with `cc qpu_aes_program.c $(pkg-config --cflags --libs gpuasm)` it runs
 * on the simulated Pi; built with the library's sources and hello_pi's
 * mailbox.c it is the same program on a Pi (run_qpu_aes_program.sh builds
 * both). It checks the known answers of FIPS-197 appendix C and NIST SP
 * 800-38A appendix F in every mode, key size and direction, a stream of
 * 100000 bytes through a 256-byte GPU buffer against the same stream in one
 * launch, and an error message. Exit 0 when every check passed. */
#include <gpuasm/vc4/qpu_aes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0;

static size_t from_hex(const char* hex, uint8_t* bytes) {
  size_t count = 0;
  for (; hex[0] && hex[1]; hex += 2) {
    unsigned value;
    sscanf(hex, "%2x", &value);
    bytes[count++] = (uint8_t)value;
  }
  return count;
}

static void expect_bytes(const char* what, const uint8_t* got, const char* want_hex) {
  uint8_t want[64];
  const size_t length = from_hex(want_hex, want);
  if (memcmp(got, want, length) == 0) return;
  printf("FAIL %s:\n  got      ", what);
  for (size_t i = 0; i < length; ++i) printf("%02x", got[i]);
  printf("\n  expected %s\n", want_hex);
  ++failures;
}

static void expect_ok(const char* what, qpu_aes_status status, const qpu_aes_error* error) {
  if (status == QPU_AES_OK) return;
  printf("FAIL %s: %s: %s\n", what, qpu_aes_status_name(status), error->message);
  ++failures;
}

/* FIPS-197 appendix C: one block, plaintext 00112233..ff, key 000102... */
static const struct {
  const char *key, *ciphertext;
} fips197[] = {
    {"000102030405060708090a0b0c0d0e0f", "69c4e0d86a7b0430d8cdb78070b4c55a"},
    {"000102030405060708090a0b0c0d0e0f1011121314151617", "dda97ca4864cdfe06eaf70a0ec0d7191"},
    {"000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
     "8ea2b7ca516745bfeafc49904b496089"},
};

/* SP 800-38A appendix F: the same four plaintext blocks throughout. */
static const char* const sp800_38a_plaintext =
    "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51"
    "30c81c46a35ce411e5fbc1191a0a52eff69f2445df4f9b17ad2b417be66c3710";
#define KEY128 "2b7e151628aed2a6abf7158809cf4f3c"
#define KEY192 "8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b"
#define KEY256 "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4"
#define CBC_IV "000102030405060708090a0b0c0d0e0f"
#define CTR_COUNTER "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff"
static const struct {
  const char* section;
  qpu_aes_mode mode;
  const char *key, *iv, *ciphertext;
} sp800_38a[] = {
    {"F.1.1 ECB-AES128", QPU_AES_ECB, KEY128, "",
     "3ad77bb40d7a3660a89ecaf32466ef97f5d3d58503b9699de785895a96fdbaaf"
     "43b1cd7f598ece23881b00e3ed0306887b0c785e27e8ad3f8223207104725dd4"},
    {"F.1.3 ECB-AES192", QPU_AES_ECB, KEY192, "",
     "bd334f1d6e45f25ff712a214571fa5cc974104846d0ad3ad7734ecb3ecee4eef"
     "ef7afd2270e2e60adce0ba2face6444e9a4b41ba738d6c72fb16691603c18e0e"},
    {"F.1.5 ECB-AES256", QPU_AES_ECB, KEY256, "",
     "f3eed1bdb5d2a03c064b5a7e3db181f8591ccb10d410ed26dc5ba74a31362870"
     "b6ed21b99ca6f4f9f153e7b1beafed1d23304b7a39f9f3ff067d8d8f9e24ecc7"},
    {"F.2.1 CBC-AES128", QPU_AES_CBC, KEY128, CBC_IV,
     "7649abac8119b246cee98e9b12e9197d5086cb9b507219ee95db113a917678b2"
     "73bed6b8e3c1743b7116e69e222295163ff1caa1681fac09120eca307586e1a7"},
    {"F.2.3 CBC-AES192", QPU_AES_CBC, KEY192, CBC_IV,
     "4f021db243bc633d7178183a9fa071e8b4d9ada9ad7dedf4e5e738763f69145a"
     "571b242012fb7ae07fa9baac3df102e008b0e27988598881d920a9e64f5615cd"},
    {"F.2.5 CBC-AES256", QPU_AES_CBC, KEY256, CBC_IV,
     "f58c4c04d6e5f1ba779eabfb5f7bfbd69cfc4e967edb808d679f777bc6702c7d"
     "39f23369a9d9bacfa530e26304231461b2eb05e2c39be9fcda6c19078c6a9d1b"},
    {"F.5.1 CTR-AES128", QPU_AES_CTR, KEY128, CTR_COUNTER,
     "874d6191b620e3261bef6864990db6ce9806f66b7970fdff8617187bb9fffdff"
     "5ae4df3edbd5d35e5b4f09020db03eab1e031dda2fbe03d1792170a0f3009cee"},
    {"F.5.3 CTR-AES192", QPU_AES_CTR, KEY192, CTR_COUNTER,
     "1abc932417521ca24f2b0459fe7e6e0b090339ec0aa6faefd5ccc2c6f4ce8e94"
     "1e36b26bd1ebc670d1bd1d665620abf74f78a7f6d29809585a97daec58c6b050"},
    {"F.5.5 CTR-AES256", QPU_AES_CTR, KEY256, CTR_COUNTER,
     "601ec313775789a5b7a7f504bbf3d228f443e3ca4d62b59aca84e990cacaf5c5"
     "2b0930daa23de94ce87017ba2d84988ddfc9c58db67aada613c2dd08457941a6"},
};

/* The same stream through a 256-byte buffer (391 launches) and a large one
 * (one launch), and back. */
static void check_stream(qpu_aes* small, qpu_aes* large, qpu_aes_mode mode) {
  enum { kLength = 100000 };
  static uint8_t plain[kLength], through_small[kLength], through_large[kLength];
  uint8_t key[32], iv[16];
  uint32_t state = 2463534242u; /* xorshift32 */
  for (size_t i = 0; i < sizeof key + sizeof iv + kLength; ++i) {
    state ^= state << 13, state ^= state >> 17, state ^= state << 5;
    uint8_t* at = i < sizeof key               ? &key[i]
                  : i < sizeof key + sizeof iv ? &iv[i - sizeof key]
                                               : &plain[i - sizeof key - sizeof iv];
    *at = (uint8_t)state;
  }
  const size_t length = mode == QPU_AES_CTR ? kLength : kLength / 16 * 16;
  const size_t iv_bytes = mode == QPU_AES_ECB ? 0 : 16;
  qpu_aes_error error;
  expect_ok("stream, small buffer",
            qpu_aes_encrypt(small, mode, key, 32, iv_bytes ? iv : NULL, iv_bytes, plain,
                            through_small, length, &error),
            &error);
  expect_ok("stream, large buffer",
            qpu_aes_encrypt(large, mode, key, 32, iv_bytes ? iv : NULL, iv_bytes, plain,
                            through_large, length, &error),
            &error);
  if (memcmp(through_small, through_large, length) != 0) {
    printf("FAIL %s stream: a 256-byte buffer and a 1 MiB one disagree\n", qpu_aes_mode_name(mode));
    ++failures;
  }
  expect_ok("stream, decrypt in place",
            qpu_aes_decrypt(small, mode, key, 32, iv_bytes ? iv : NULL, iv_bytes, through_small,
                            through_small, length, &error),
            &error);
  if (memcmp(through_small, plain, length) != 0) {
    printf("FAIL %s stream: decryption does not give the plaintext back\n",
           qpu_aes_mode_name(mode));
    ++failures;
  }
}

int main(void) {
  qpu_aes *aes, *small;
  qpu_aes_error error;
  if (qpu_aes_open(&aes, 12, 0, &error) != QPU_AES_OK) {
    printf("FAIL qpu_aes_open: %s\n", error.message);
    return 1;
  }
  expect_ok("qpu_aes_open, 256-byte buffer", qpu_aes_open(&small, 5, 256, &error), &error);
  if (!small) return 1;

  for (size_t i = 0; i < sizeof fips197 / sizeof fips197[0]; ++i) {
    uint8_t key[32], block[16];
    const size_t key_bytes = from_hex(fips197[i].key, key);
    from_hex("00112233445566778899aabbccddeeff", block);
    expect_ok("FIPS-197 C",
              qpu_aes_encrypt(aes, QPU_AES_ECB, key, key_bytes, NULL, 0, block, block, 16, &error),
              &error);
    expect_bytes("FIPS-197 appendix C encryption", block, fips197[i].ciphertext);
    expect_ok("FIPS-197 C",
              qpu_aes_decrypt(aes, QPU_AES_ECB, key, key_bytes, NULL, 0, block, block, 16, &error),
              &error);
    expect_bytes("FIPS-197 appendix C decryption", block, "00112233445566778899aabbccddeeff");
  }
  for (size_t i = 0; i < sizeof sp800_38a / sizeof sp800_38a[0]; ++i) {
    uint8_t key[32], iv[16], plain[64], cipher[64], out[64];
    const size_t key_bytes = from_hex(sp800_38a[i].key, key);
    const size_t iv_bytes = from_hex(sp800_38a[i].iv, iv);
    from_hex(sp800_38a_plaintext, plain);
    from_hex(sp800_38a[i].ciphertext, cipher);
    char what[64];
    snprintf(what, sizeof what, "SP 800-38A %s encryption", sp800_38a[i].section);
    expect_ok(what,
              qpu_aes_encrypt(aes, sp800_38a[i].mode, key, key_bytes, iv_bytes ? iv : NULL,
                              iv_bytes, plain, out, 64, &error),
              &error);
    expect_bytes(what, out, sp800_38a[i].ciphertext);
    snprintf(what, sizeof what, "SP 800-38A %s decryption", sp800_38a[i].section);
    expect_ok(what,
              qpu_aes_decrypt(small, sp800_38a[i].mode, key, key_bytes, iv_bytes ? iv : NULL,
                              iv_bytes, cipher, out, 64, &error),
              &error);
    expect_bytes(what, out, sp800_38a_plaintext);
  }
  check_stream(small, aes, QPU_AES_ECB);
  check_stream(small, aes, QPU_AES_CBC);
  check_stream(small, aes, QPU_AES_CTR);

  uint8_t block[16] = {0};
  if (qpu_aes_encrypt(aes, QPU_AES_ECB, block, 15, NULL, 0, block, block, 16, &error) !=
          QPU_AES_BAD_KEY_LENGTH ||
      strcmp(error.message, "the key is 15 bytes; it must be 16, 24 or 32 bytes") != 0) {
    printf("FAIL a 15-byte key: %s\n", error.message);
    ++failures;
  }
  qpu_aes_close(small);
  qpu_aes_close(aes);
  if (failures == 0) printf("qpu_aes program: all checks passed\n");
  return failures == 0 ? 0 : 1;
}
