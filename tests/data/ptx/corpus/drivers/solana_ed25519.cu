// Our driver for solana-labs/solana-perf-libs' Ed25519 (cuda-ecc-ed25519: ref10's field and group
// arithmetic, LibTomCrypt's SHA-512, the scalar reduction mod l), compiled as one translation
// unit: verify.cu includes the field, group, scalar and SHA-512 files, sign.cu is included after
// it, so the library's own kernels (ed25519_sign_kernel, ed25519_verify_kernel, ...) are in the
// PTX beside ours. One item a thread.
#include <cstdint>
#include "verify.cu"
#include "sign.cu"

// out[64 i..] = SHA-512 of lens[i] bytes of the 256-byte slot i of msgs.
extern "C" __global__ void solana_sha512(const unsigned char *msgs, const uint32_t *lens,
                                         unsigned char *out, uint32_t n) {
    uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    sha512(msgs + 256 * i, lens[i], out + 64 * i);
}

// RFC 8032's key generation as ed25519_create_keypair does it: private = SHA-512(seed), clamped;
// public = [private[0..31]] B. out[96 i..] = public (32 bytes), then private (64 bytes).
extern "C" __global__ void solana_keypair(const unsigned char *seeds, unsigned char *out,
                                          uint32_t n) {
    uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    unsigned char *pub = out + 96 * i, *priv = pub + 32;
    ge_p3 A;
    sha512(seeds + 32 * i, 32, priv);
    priv[0] &= 248;
    priv[31] &= 63;
    priv[31] |= 64;
    ge_scalarmult_base(&A, priv);
    ge_p3_tobytes(pub, &A);
}

// The whole verification of signature i (64 bytes) of lens[i] bytes of slot i (256 bytes) under
// public key i (32 bytes), as the host's ed25519_verify chains it: out[i] = 1 if valid, else 0.
extern "C" __global__ void solana_verify(const unsigned char *sigs, const unsigned char *msgs,
                                         const uint32_t *lens, const unsigned char *pubs,
                                         unsigned char *out, uint32_t n) {
    uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    const unsigned char *sig = sigs + 64 * i, *pub = pubs + 32 * i;
    unsigned char h[SHA512_SIZE];
    ge_cached Ai[GE_LOOKUP_SIZE];
    out[i] = ed25519_verify_device(sig, msgs + 256 * i, lens[i], pub, h) &&
             ge_gen_lookup(pub, Ai) && ed25519_verify_scalar_double(sig, h, Ai);
}
