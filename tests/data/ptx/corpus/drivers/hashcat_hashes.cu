// Our driver over hashcat's hash functions (OpenCL/inc_hash_*.cl, compiled as CUDA through
// inc_vendor.h as hashcat's CUDA backend does): thread i hashes lens[i] bytes of message i
// (256-byte slots of `msgs`) and writes the digest state words to out[16 i ..].
// MD5, RIPEMD-160 and BLAKE2b/2s read little-endian words (the bytes as they are); SHA-1,
// SHA-256 and SHA-512 read big-endian words (their _update_swap forms). hashcat's update
// functions expect the bytes of the last word past the length to be zero, as its password
// buffers are: the host zero-pads each message.
#include "inc_vendor.h"
#include "inc_types.h"
#include "inc_platform.cl"
#include "inc_common.cl"
#include "inc_hash_md5.cl"
#include "inc_hash_sha1.cl"
#include "inc_hash_sha256.cl"
#include "inc_hash_sha512.cl"
#include "inc_hash_ripemd160.cl"
#include "inc_hash_blake2b.cl"
#include "inc_hash_blake2s.cl"

#define MSG_WORDS 64
#define OUT_WORDS 16

#define HASH_KERNEL(NAME, CTX, INIT, UPDATE, FINAL, WORDS, HTYPE)                          \
  extern "C" __global__ void NAME(const u32* msgs, const u32* lens, u32* out, u32 n) {   \
    const u32 i = blockIdx.x * blockDim.x + threadIdx.x;                                  \
    if (i >= n) return;                                                                   \
    u32 w[MSG_WORDS];                                                                     \
    for (int k = 0; k < MSG_WORDS; k++) w[k] = msgs[i * MSG_WORDS + k];                   \
    CTX ctx;                                                                              \
    INIT(&ctx);                                                                           \
    UPDATE(&ctx, w, (int)lens[i]);                                                        \
    FINAL(&ctx);                                                                          \
    const u32* h = (const u32*)ctx.h;                                                     \
    for (int k = 0; k < (WORDS) * (int)(sizeof(HTYPE) / 4); k++)                          \
      out[i * OUT_WORDS + k] = h[k];                                                      \
  }

HASH_KERNEL(hc_md5, md5_ctx_t, md5_init, md5_update, md5_final, 4, u32)
HASH_KERNEL(hc_sha1, sha1_ctx_t, sha1_init, sha1_update_swap, sha1_final, 5, u32)
HASH_KERNEL(hc_sha256, sha256_ctx_t, sha256_init, sha256_update_swap, sha256_final, 8, u32)
HASH_KERNEL(hc_sha512, sha512_ctx_t, sha512_init, sha512_update_swap, sha512_final, 8, u64)
HASH_KERNEL(hc_ripemd160, ripemd160_ctx_t, ripemd160_init, ripemd160_update, ripemd160_final, 5, u32)
HASH_KERNEL(hc_blake2b, blake2b_ctx_t, blake2b_init, blake2b_update, blake2b_final, 8, u64)
HASH_KERNEL(hc_blake2s, blake2s_ctx_t, blake2s_init, blake2s_update, blake2s_final, 8, u32)
