// Our driver for JeanLucPons/VanitySearch's GPU math (secp256k1 field arithmetic on 64-bit limbs
// with inline PTX carry chains: add.cc/addc/madc.hi, and a divstep modular inverse) and its
// hash of a compressed public key (SHA-256 then RIPEMD-160). A field element is four 64-bit
// limbs, least significant first, little-endian in memory. One element a thread; n elements.
#include <cstdint>
#define GRP_SIZE 1024
#include "GPUMath.h"
#include "GPUHash.h"

#define ELEMENT()                                                                                  \
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;                                        \
    if (i >= n)                                                                                    \
        return;

__device__ static void load4(const uint64_t *from, unsigned int i, uint64_t x[4]) {
    for (int k = 0; k < 4; k++)
        x[k] = from[i * 4 + k];
}

__device__ static void store4(uint64_t *to, unsigned int i, const uint64_t x[4]) {
    for (int k = 0; k < 4; k++)
        to[i * 4 + k] = x[k];
}

extern "C" __global__ void vanity_modmult(const uint64_t *a, const uint64_t *b, uint64_t *c,
                                          unsigned int n) {
    ELEMENT();
    uint64_t x[4], y[4], z[4];
    load4(a, i, x);
    load4(b, i, y);
    _ModMult(z, x, y);
    store4(c, i, z);
}

extern "C" __global__ void vanity_modsqr(const uint64_t *a, uint64_t *c, unsigned int n) {
    ELEMENT();
    uint64_t x[4], z[4];
    load4(a, i, x);
    _ModSqr(z, x);
    store4(c, i, z);
}

extern "C" __global__ void vanity_modsub(const uint64_t *a, const uint64_t *b, uint64_t *c,
                                         unsigned int n) {
    ELEMENT();
    uint64_t x[4], y[4], z[4];
    load4(a, i, x);
    load4(b, i, y);
    ModSub256(z, x, y);
    store4(c, i, z);
}

extern "C" __global__ void vanity_modneg(const uint64_t *a, uint64_t *c, unsigned int n) {
    ELEMENT();
    uint64_t x[4], z[4];
    load4(a, i, x);
    ModNeg256(z, x);
    store4(c, i, z);
}

// _ModInv works in place on five limbs (the fifth is a sign limb, zero on entry and exit).
extern "C" __global__ void vanity_modinv(const uint64_t *a, uint64_t *c, unsigned int n) {
    ELEMENT();
    uint64_t x[5];
    load4(a, i, x);
    x[4] = 0;
    _ModInv(x);
    store4(c, i, x);
}

// hash160 of the compressed key (0x02 or 0x03 by isOdd, then x big-endian): 20 bytes.
extern "C" __global__ void vanity_hash160_compressed(const uint64_t *px, const uint8_t *odd,
                                                     uint8_t *hash, unsigned int n) {
    ELEMENT();
    uint64_t x[4];
    load4(px, i, x);
    _GetHash160Comp(x, odd[i], hash + i * 20);
}
