/* AES on the VideoCore IV QPUs, for C programs on a Raspberry Pi (or on
 * gpuasm's simulated one): ECB, CBC and CTR with 128-, 192- and 256-bit keys.
 *
 * The library talks to the GPU through the mailbox API alone (mbox_open,
 * qpu_enable, mem_alloc, mem_lock, mapmem, execute_qpu: hello_pi's
 * mailbox.c), so the same sources build against the real mailbox.c on a Pi
 * and against libgpuasm's simulated board elsewhere. The QPU kernels
 * (kernels/vc4/aes/, assembled at build time) and the lookup tables are
 * copied into GPU memory once, by qpu_aes_open; every call after that only
 * writes the round keys, the IV and the data (the "preloaded pipe").
 *
 *   qpu_aes *aes;
 *   qpu_aes_error error;
 *   if (qpu_aes_open(&aes, 12, 0, &error) != QPU_AES_OK) { puts(error.message); ... }
 *   qpu_aes_encrypt(aes, QPU_AES_CTR, key, 16, iv, 16, in, out, length, &error);
 *   qpu_aes_close(aes);
 *
 * The modes are NIST SP 800-38A's, bit for bit what `openssl enc -nopad`
 * gives: ECB and CBC take whole 16-byte blocks (pad before, unpad after:
 * PKCS#7 is the caller's, as it is in most crypto libraries' raw modes),
 * CTR any length, its 16-byte initial counter block incremented as one
 * 128-bit big-endian number. CBC encryption is sequential (each block needs
 * the ciphertext before it), so it runs on the ARM; the other three run on
 * the QPUs. Inputs larger than the GPU buffer stream through it in chunks.
 *
 * A handle is for one thread at a time. T-table AES is not constant-time. */
#ifndef GPUASM_VC4_QPU_AES_H
#define GPUASM_VC4_QPU_AES_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum qpu_aes_mode { QPU_AES_ECB, QPU_AES_CBC, QPU_AES_CTR } qpu_aes_mode;

typedef enum qpu_aes_status {
  QPU_AES_OK = 0,
  QPU_AES_BAD_ARGUMENT,     /* a null pointer, an unknown mode, QPUs outside 1..12 */
  QPU_AES_BAD_KEY_LENGTH,   /* the key is not 16, 24 or 32 bytes */
  QPU_AES_BAD_IV_LENGTH,    /* CBC and CTR take 16 bytes; ECB takes none */
  QPU_AES_NOT_WHOLE_BLOCKS, /* ECB or CBC on a length that is not a multiple of 16 */
  QPU_AES_NO_KERNEL,        /* this build of the library lacks the mode's QPU kernel */
  QPU_AES_OUT_OF_MEMORY,    /* host memory */
  QPU_AES_MAILBOX_FAILED,   /* mbox_open, qpu_enable, mem_alloc, mem_lock or mapmem failed */
  QPU_AES_QPU_FAILED        /* execute_qpu reported a timeout or fault */
} qpu_aes_status;

/* What went wrong: the status, and a sentence for people without a trailing
 * period ("the key is 15 bytes; it must be 16, 24 or 32 bytes"). */
typedef struct qpu_aes_error {
  qpu_aes_status status;
  char message[200];
} qpu_aes_error;

/* The most QPUs a VideoCore IV has, and the GPU buffer used when
 * qpu_aes_open is given 0 bytes. */
#define QPU_AES_MAX_QPUS 12
#define QPU_AES_DEFAULT_BUFFER_BYTES (1u << 20)

typedef struct qpu_aes qpu_aes;

/* Opens the mailbox, enables the QPUs, allocates GPU memory and loads the
 * kernels and tables: `qpus` (1..12) QPUs run every launch, and inputs
 * stream through a GPU buffer of `buffer_bytes` (rounded up to a multiple of
 * 256; 0 for QPU_AES_DEFAULT_BUFFER_BYTES), twice over (input and output).
 * On success *aes is the handle; otherwise *aes is NULL. `error` may be NULL. */
qpu_aes_status qpu_aes_open(qpu_aes** aes, unsigned qpus, size_t buffer_bytes,
                            qpu_aes_error* error);

/* Encrypts or decrypts `length` bytes from `in` into `out`, which may be the
 * same buffer (in place) or a separate one. The key is 16, 24 or 32 bytes
 * (AES-128, -192, -256); the IV is 16 bytes for CBC and the initial counter
 * block for CTR, and NULL with 0 bytes for ECB. */
qpu_aes_status qpu_aes_encrypt(qpu_aes* aes, qpu_aes_mode mode, const uint8_t* key,
                               size_t key_bytes, const uint8_t* iv, size_t iv_bytes,
                               const uint8_t* in, uint8_t* out, size_t length,
                               qpu_aes_error* error);
qpu_aes_status qpu_aes_decrypt(qpu_aes* aes, qpu_aes_mode mode, const uint8_t* key,
                               size_t key_bytes, const uint8_t* iv, size_t iv_bytes,
                               const uint8_t* in, uint8_t* out, size_t length,
                               qpu_aes_error* error);

/* The number of QPUs each launch uses. */
unsigned qpu_aes_qpus(const qpu_aes* aes);

/* Frees the GPU memory, disables the QPUs (qpu_enable(mb, 0), as GPU_FFT's
 * release does; the other open handles enable them again when they next
 * launch) and closes the mailbox. NULL is allowed. */
void qpu_aes_close(qpu_aes* aes);

/* "ecb", "cbc", "ctr"; NULL for another value. */
const char* qpu_aes_mode_name(qpu_aes_mode mode);
/* The status as a word ("QPU_AES_BAD_KEY_LENGTH"). */
const char* qpu_aes_status_name(qpu_aes_status status);

#ifdef __cplusplus
}
#endif

#endif
