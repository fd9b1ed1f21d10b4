/* The QPU AES library (gpuasm/vc4/qpu_aes.h): GPU memory set up once, then
 * one execute_qpu per chunk of input. The kernels' side of the contract is
 * docs/crypto.md, "QPU kernels: interface"; this file follows it word for
 * word: nine uniforms per QPU, round keys and tables in LittleEndian order,
 * input and output padded to whole groups of 16 blocks (256 bytes). */
#include "gpuasm/vc4/qpu_aes.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpuasm/vc4/mailbox.h"
#include "qpu_aes_cipher.h"
#include "qpu_aes_kernels.h"

enum {
  kUniformsPerQpu = 9,
  /* Lanes per QPU: each lane encrypts a block of its own, so the buffers
   * are padded to whole groups of 16 blocks. */
  kGroupBytes = 16 * QPU_AES_BLOCK_BYTES,
  /* T0..T3 as 4 x 256 words, then the S-box as 256 words. */
  kTableBytes = 5 * 256 * 4,
  kKeyBytes = 4 * QPU_AES_MAX_SCHEDULE_WORDS,
  kUniformBytes = QPU_AES_MAX_QPUS * kUniformsPerQpu * 4,
  kControlBytes = QPU_AES_MAX_QPUS * 2 * 4,
  /* The firmware's execute_qpu timeout, in milliseconds. */
  kTimeoutMs = 10000,
};
/* mem_alloc's MEM_FLAG_DIRECT: the uncached alias, so that the ARM's
 * writes through mapmem and the QPUs' reads and writes meet without cache
 * flushes on every Pi model (hello_pi's GPU_FFT uses it on the Pi 2 and 3). */
#define MEMORY_FLAGS 0x4u
/* BUS_TO_PHYS in hello_pi: the bus address with the cache alias bits off. */
#define BUS_TO_PHYSICAL(address) ((address) & ~0xC0000000u)
/* The largest GPU buffer qpu_aes_open accepts: 2 x 64 MiB. */
#define MAX_BUFFER_BYTES ((size_t)64 << 20)

struct qpu_aes {
  int mailbox;
  unsigned qpus;
  unsigned handle, bus, total_bytes; /* the one GPU allocation */
  uint8_t* memory;                   /* its host mapping */
  size_t buffer_bytes;               /* each of the input and output buffers */
  /* Offsets into the allocation. */
  unsigned code[QPU_AES_KERNEL_COUNT], encrypt_tables, decrypt_tables, keys, counter, uniforms,
      control, input, output;
  qpu_aes_tables tables;
};

static qpu_aes_status fail(qpu_aes_error* error, qpu_aes_status status, const char* format, ...) {
  if (error) {
    va_list arguments;
    va_start(arguments, format);
    error->status = status;
    vsnprintf(error->message, sizeof error->message, format, arguments);
    va_end(arguments);
  }
  return status;
}

static qpu_aes_status succeed(qpu_aes_error* error) {
  if (error) {
    error->status = QPU_AES_OK;
    error->message[0] = '\0';
  }
  return QPU_AES_OK;
}

/* GPU memory holds LittleEndian words whatever the host's byte order. */
static void put_word(uint8_t* at, uint32_t word) {
  at[0] = (uint8_t)word;
  at[1] = (uint8_t)(word >> 8);
  at[2] = (uint8_t)(word >> 16);
  at[3] = (uint8_t)(word >> 24);
}

static unsigned align_up(unsigned value, unsigned alignment) {
  return (value + alignment - 1) / alignment * alignment;
}

static void write_tables(uint8_t* at, uint32_t (*t)[256], const uint8_t sbox[256]) {
  for (unsigned table = 0; table < 4; ++table)
    for (unsigned x = 0; x < 256; ++x) put_word(at + 4 * (256 * table + x), t[table][x]);
  for (unsigned x = 0; x < 256; ++x) put_word(at + 4 * (1024 + x), sbox[x]);
}

static void release(qpu_aes* aes) {
  if (aes->memory) unmapmem(aes->memory, aes->total_bytes);
  if (aes->bus) mem_unlock(aes->mailbox, aes->handle);
  if (aes->handle) mem_free(aes->mailbox, aes->handle);
  qpu_enable(aes->mailbox, 0);
  mbox_close(aes->mailbox);
  free(aes);
}

qpu_aes_status qpu_aes_open(qpu_aes** result, unsigned qpus, size_t buffer_bytes,
                            qpu_aes_error* error) {
  if (!result) return fail(error, QPU_AES_BAD_ARGUMENT, "no place for the handle (aes is NULL)");
  *result = NULL;
  if (qpus < 1 || qpus > QPU_AES_MAX_QPUS)
    return fail(error, QPU_AES_BAD_ARGUMENT, "%u QPUs asked for; a VideoCore IV has 1 to %d", qpus,
                QPU_AES_MAX_QPUS);
  if (buffer_bytes == 0) buffer_bytes = QPU_AES_DEFAULT_BUFFER_BYTES;
  if (buffer_bytes > MAX_BUFFER_BYTES)
    return fail(error, QPU_AES_BAD_ARGUMENT, "a buffer of %zu bytes asked for; at most %zu",
                buffer_bytes, MAX_BUFFER_BYTES);
  qpu_aes* aes = calloc(1, sizeof *aes);
  if (!aes) return fail(error, QPU_AES_OUT_OF_MEMORY, "out of host memory");
  aes->qpus = qpus;
  aes->buffer_bytes = align_up((unsigned)buffer_bytes, kGroupBytes);
  qpu_aes_build_tables(&aes->tables);

  unsigned offset = 0;
  for (unsigned k = 0; k < QPU_AES_KERNEL_COUNT; ++k) {
    aes->code[k] = offset;
    offset = align_up(offset + 4 * (unsigned)qpu_aes_kernels[k].word_count, 16);
  }
  aes->encrypt_tables = offset;
  aes->decrypt_tables = offset += kTableBytes;
  aes->keys = offset += kTableBytes;
  aes->counter = offset += kKeyBytes;
  aes->uniforms = offset += QPU_AES_BLOCK_BYTES;
  aes->control = offset += kUniformBytes;
  aes->input = offset = align_up(offset + kControlBytes, kGroupBytes);
  aes->output = offset += (unsigned)aes->buffer_bytes;
  aes->total_bytes = offset + (unsigned)aes->buffer_bytes;

  aes->mailbox = mbox_open();
  if (aes->mailbox < 0) {
    free(aes);
    return fail(error, QPU_AES_MAILBOX_FAILED, "mbox_open failed (no " DEVICE_FILE_NAME "?)");
  }
  if (qpu_enable(aes->mailbox, 1) != 0) {
    release(aes);
    return fail(error, QPU_AES_MAILBOX_FAILED, "qpu_enable failed (are you root?)");
  }
  aes->handle = mem_alloc(aes->mailbox, aes->total_bytes, 4096, MEMORY_FLAGS);
  if (!aes->handle) {
    const unsigned bytes = aes->total_bytes;
    release(aes);
    return fail(error, QPU_AES_MAILBOX_FAILED,
                "mem_alloc of %u bytes of GPU memory failed (is gpu_mem large enough?)", bytes);
  }
  aes->bus = mem_lock(aes->mailbox, aes->handle);
  if (!aes->bus) {
    release(aes);
    return fail(error, QPU_AES_MAILBOX_FAILED, "mem_lock failed");
  }
  aes->memory = mapmem(BUS_TO_PHYSICAL(aes->bus), aes->total_bytes);
  if (!aes->memory) {
    release(aes);
    return fail(error, QPU_AES_MAILBOX_FAILED, "mapmem of GPU memory failed (are you root?)");
  }
  for (unsigned k = 0; k < QPU_AES_KERNEL_COUNT; ++k)
    for (size_t i = 0; i < qpu_aes_kernels[k].word_count; ++i)
      put_word(aes->memory + aes->code[k] + 4 * i, qpu_aes_kernels[k].words[i]);
  write_tables(aes->memory + aes->encrypt_tables, aes->tables.te, aes->tables.sbox);
  write_tables(aes->memory + aes->decrypt_tables, aes->tables.td, aes->tables.inverse_sbox);
  *result = aes;
  return succeed(error);
}

void qpu_aes_close(qpu_aes* aes) {
  if (aes) release(aes);
}

unsigned qpu_aes_qpus(const qpu_aes* aes) {
  return aes ? aes->qpus : 0;
}

const char* qpu_aes_mode_name(qpu_aes_mode mode) {
  switch (mode) {
    case QPU_AES_ECB:
      return "ecb";
    case QPU_AES_CBC:
      return "cbc";
    case QPU_AES_CTR:
      return "ctr";
  }
  return NULL;
}

const char* qpu_aes_status_name(qpu_aes_status status) {
  static const char* const names[] = {"QPU_AES_OK",
                                      "QPU_AES_BAD_ARGUMENT",
                                      "QPU_AES_BAD_KEY_LENGTH",
                                      "QPU_AES_BAD_IV_LENGTH",
                                      "QPU_AES_NOT_WHOLE_BLOCKS",
                                      "QPU_AES_NO_KERNEL",
                                      "QPU_AES_OUT_OF_MEMORY",
                                      "QPU_AES_MAILBOX_FAILED",
                                      "QPU_AES_QPU_FAILED"};
  return (unsigned)status < sizeof names / sizeof names[0] ? names[status] : "QPU_AES_UNKNOWN";
}

/* The counter block plus `blocks`, as one 128-bit big-endian number. */
static void add_to_counter(uint8_t counter[QPU_AES_BLOCK_BYTES], uint64_t blocks) {
  for (int i = QPU_AES_BLOCK_BYTES - 1; i >= 0 && blocks; --i) {
    const uint64_t sum = counter[i] + (blocks & 0xff);
    counter[i] = (uint8_t)sum;
    blocks = (blocks >> 8) + (sum >> 8);
  }
}

/* CBC encryption: C_i = E(P_i ^ C_(i-1)), one block after the other. */
static void cbc_encrypt_on_host(const qpu_aes* aes, const qpu_aes_schedule* schedule,
                                const uint8_t* iv, const uint8_t* in, uint8_t* out, size_t length) {
  uint8_t chain[QPU_AES_BLOCK_BYTES];
  memcpy(chain, iv, sizeof chain);
  for (size_t at = 0; at < length; at += QPU_AES_BLOCK_BYTES) {
    for (unsigned i = 0; i < QPU_AES_BLOCK_BYTES; ++i) chain[i] ^= in[at + i];
    qpu_aes_encrypt_block(&aes->tables, schedule, chain, chain);
    memcpy(out + at, chain, sizeof chain);
  }
}

/* One launch: `length` bytes (at most the buffer) already in the input
 * buffer, padded; `chain` (the counter block or CBC IV) in place. */
static qpu_aes_status launch(qpu_aes* aes, qpu_aes_kernel kernel, int rounds, size_t length,
                             size_t done, qpu_aes_error* error) {
  const unsigned blocks = (unsigned)((length + QPU_AES_BLOCK_BYTES - 1) / QPU_AES_BLOCK_BYTES);
  const unsigned tables = kernel == QPU_AES_KERNEL_ECB_ENCRYPT || kernel == QPU_AES_KERNEL_CTR
                              ? aes->encrypt_tables
                              : aes->decrypt_tables;
  for (unsigned q = 0; q < aes->qpus; ++q) {
    const uint32_t uniforms[kUniformsPerQpu] = {q,
                                                aes->qpus,
                                                blocks,
                                                aes->bus + aes->input,
                                                aes->bus + aes->output,
                                                aes->bus + aes->keys,
                                                (uint32_t)rounds,
                                                aes->bus + tables,
                                                aes->bus + aes->counter};
    const unsigned at = aes->uniforms + 4 * kUniformsPerQpu * q;
    for (unsigned u = 0; u < kUniformsPerQpu; ++u) put_word(aes->memory + at + 4 * u, uniforms[u]);
    put_word(aes->memory + aes->control + 8 * q, aes->bus + at);
    put_word(aes->memory + aes->control + 8 * q + 4, aes->bus + aes->code[kernel]);
  }
  const unsigned reply =
      execute_qpu(aes->mailbox, aes->qpus, aes->bus + aes->control, 1, kTimeoutMs);
  if (reply != 0)
    return fail(error, QPU_AES_QPU_FAILED,
                "execute_qpu of %s on %u QPUs failed (reply 0x%08x: a timeout or fault) on the "
                "%u blocks from byte %zu",
                qpu_aes_kernels[kernel].file, aes->qpus, reply, blocks, done);
  return QPU_AES_OK;
}

static qpu_aes_status crypt(qpu_aes* aes, int decrypt, qpu_aes_mode mode, const uint8_t* key,
                            size_t key_bytes, const uint8_t* iv, size_t iv_bytes, const uint8_t* in,
                            uint8_t* out, size_t length, qpu_aes_error* error) {
  if (!aes) return fail(error, QPU_AES_BAD_ARGUMENT, "the handle is NULL (qpu_aes_open failed?)");
  const char* name = qpu_aes_mode_name(mode);
  if (!name) return fail(error, QPU_AES_BAD_ARGUMENT, "unknown mode %d", (int)mode);
  if (!key && key_bytes) return fail(error, QPU_AES_BAD_ARGUMENT, "the key is NULL");
  if (length && (!in || !out))
    return fail(error, QPU_AES_BAD_ARGUMENT, "the input or output buffer is NULL");
  qpu_aes_schedule schedule;
  if (qpu_aes_expand_key(&aes->tables, key, key_bytes, &schedule) != 0)
    return fail(error, QPU_AES_BAD_KEY_LENGTH,
                "the key is %zu byte%s; it must be 16, 24 or 32 bytes", key_bytes,
                key_bytes == 1 ? "" : "s");
  if (mode == QPU_AES_ECB && iv_bytes != 0)
    return fail(error, QPU_AES_BAD_IV_LENGTH, "ECB takes no IV, but one of %zu byte%s was given",
                iv_bytes, iv_bytes == 1 ? "" : "s");
  if (mode != QPU_AES_ECB && (iv_bytes != QPU_AES_BLOCK_BYTES || !iv))
    return fail(error, QPU_AES_BAD_IV_LENGTH, "the %s IV is %zu byte%s; it must be 16 bytes",
                mode == QPU_AES_CBC ? "CBC" : "CTR", iv ? iv_bytes : (size_t)0,
                iv && iv_bytes == 1 ? "" : "s");
  if (mode != QPU_AES_CTR && length % QPU_AES_BLOCK_BYTES != 0)
    return fail(error, QPU_AES_NOT_WHOLE_BLOCKS,
                "%zu bytes is not a whole number of 16-byte blocks (%s takes whole blocks: pad "
                "first)",
                length, mode == QPU_AES_ECB ? "ECB" : "CBC");
  if (mode == QPU_AES_CBC && !decrypt) {
    cbc_encrypt_on_host(aes, &schedule, iv, in, out, length);
    return succeed(error);
  }
  const qpu_aes_kernel kernel = mode == QPU_AES_CTR   ? QPU_AES_KERNEL_CTR
                                : mode == QPU_AES_CBC ? QPU_AES_KERNEL_CBC_DECRYPT
                                : decrypt             ? QPU_AES_KERNEL_ECB_DECRYPT
                                                      : QPU_AES_KERNEL_ECB_ENCRYPT;
  if (!qpu_aes_kernels[kernel].words)
    return fail(error, QPU_AES_NO_KERNEL,
                "this build has no QPU kernel for %s %s (kernels/vc4/aes/%s was absent)", name,
                decrypt ? "decryption" : "encryption", qpu_aes_kernels[kernel].file);
  if (length == 0) return succeed(error);
  /* Another handle's qpu_aes_close (or GPU_FFT's release) may have switched
   * the QPUs off: qpu_enable is one switch for the whole GPU. */
  if (qpu_enable(aes->mailbox, 1) != 0)
    return fail(error, QPU_AES_MAILBOX_FAILED, "qpu_enable failed");

  const uint32_t* words =
      kernel == QPU_AES_KERNEL_ECB_DECRYPT || kernel == QPU_AES_KERNEL_CBC_DECRYPT
          ? schedule.decryption
          : schedule.encryption;
  for (unsigned i = 0; i < 4 * ((unsigned)schedule.rounds + 1); ++i)
    put_word(aes->memory + aes->keys + 4 * i, words[i]);
  uint8_t chain[QPU_AES_BLOCK_BYTES] = {0};
  if (mode != QPU_AES_ECB) memcpy(chain, iv, sizeof chain);
  uint8_t* input = aes->memory + aes->input;
  for (size_t done = 0; done < length;) {
    const size_t chunk = length - done < aes->buffer_bytes ? length - done : aes->buffer_bytes;
    const size_t padded = (chunk + kGroupBytes - 1) / kGroupBytes * kGroupBytes;
    memcpy(input, in + done, chunk);
    memset(input + chunk, 0, padded - chunk);
    memcpy(aes->memory + aes->counter, chain, sizeof chain);
    qpu_aes_status status = launch(aes, kernel, schedule.rounds, chunk, done, error);
    if (status != QPU_AES_OK) return status;
    /* The next chunk continues the stream: CBC chains on this chunk's last
     * ciphertext block (still in the input buffer if out is in), CTR counts
     * on from this chunk's blocks. */
    if (mode == QPU_AES_CBC) memcpy(chain, input + chunk - QPU_AES_BLOCK_BYTES, sizeof chain);
    if (mode == QPU_AES_CTR)
      add_to_counter(chain, (chunk + QPU_AES_BLOCK_BYTES - 1) / QPU_AES_BLOCK_BYTES);
    memcpy(out + done, aes->memory + aes->output, chunk);
    done += chunk;
  }
  return succeed(error);
}

qpu_aes_status qpu_aes_encrypt(qpu_aes* aes, qpu_aes_mode mode, const uint8_t* key,
                               size_t key_bytes, const uint8_t* iv, size_t iv_bytes,
                               const uint8_t* in, uint8_t* out, size_t length,
                               qpu_aes_error* error) {
  return crypt(aes, 0, mode, key, key_bytes, iv, iv_bytes, in, out, length, error);
}

qpu_aes_status qpu_aes_decrypt(qpu_aes* aes, qpu_aes_mode mode, const uint8_t* key,
                               size_t key_bytes, const uint8_t* iv, size_t iv_bytes,
                               const uint8_t* in, uint8_t* out, size_t length,
                               qpu_aes_error* error) {
  return crypt(aes, 1, mode, key, key_bytes, iv, iv_bytes, in, out, length, error);
}
