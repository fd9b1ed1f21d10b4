// Our driver for brichard19/BitCrack's cudaMath (secp256k1 field arithmetic with inline PTX
// carry chains, SHA-256 of a public key, RIPEMD-160 of a 32-byte message). A 256-bit number is
// eight 32-bit words, most significant first (BitCrack's order), each word little-endian in
// memory. One element a thread; n elements. (invModP is left out: inlined, its kernel alone is
// 800 KB of PTX.)
#include "secp256k1.cuh"
#include "sha256.cuh"
#include "ripemd160.cuh"

__device__ static void load8(const unsigned int *from, unsigned int i, unsigned int x[8]) {
    for (int k = 0; k < 8; k++)
        x[k] = from[i * 8 + k];
}

__device__ static void store(unsigned int *to, unsigned int i, const unsigned int *x, int words) {
    for (int k = 0; k < words; k++)
        to[i * words + k] = x[k];
}

#define ELEMENT()                                                                                  \
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;                                        \
    if (i >= n)                                                                                    \
        return;

extern "C" __global__ void bitcrack_mulmodp(const unsigned int *a, const unsigned int *b,
                                            unsigned int *c, unsigned int n) {
    ELEMENT();
    unsigned int x[8], y[8], z[8];
    load8(a, i, x);
    load8(b, i, y);
    mulModP(x, y, z);
    store(c, i, z, 8);
}

extern "C" __global__ void bitcrack_squaremodp(const unsigned int *a, unsigned int *c,
                                               unsigned int n) {
    ELEMENT();
    unsigned int x[8], z[8];
    load8(a, i, x);
    squareModP(x, z);
    store(c, i, z, 8);
}

extern "C" __global__ void bitcrack_addmodp(const unsigned int *a, const unsigned int *b,
                                            unsigned int *c, unsigned int n) {
    ELEMENT();
    unsigned int x[8], y[8], z[8];
    load8(a, i, x);
    load8(b, i, y);
    addModP(x, y, z);
    store(c, i, z, 8);
}

extern "C" __global__ void bitcrack_submodp(const unsigned int *a, const unsigned int *b,
                                            unsigned int *c, unsigned int n) {
    ELEMENT();
    unsigned int x[8], y[8], z[8];
    load8(a, i, x);
    load8(b, i, y);
    subModP(x, y, z);
    store(c, i, z, 8);
}

extern "C" __global__ void bitcrack_negmodp(const unsigned int *a, unsigned int *c, unsigned int n) {
    ELEMENT();
    unsigned int x[8], z[8];
    load8(a, i, x);
    negModP(x, z);
    store(c, i, z, 8);
}

extern "C" __global__ void bitcrack_sha256_pubkey(const unsigned int *px, const unsigned int *py,
                                                  unsigned int *digest, unsigned int n) {
    ELEMENT();
    unsigned int x[8], y[8], d[8];
    load8(px, i, x);
    load8(py, i, y);
    sha256PublicKey(x, y, d);
    store(digest, i, d, 8);
}

extern "C" __global__ void bitcrack_sha256_pubkey_compressed(const unsigned int *px,
                                                             const unsigned int *parity,
                                                             unsigned int *digest, unsigned int n) {
    ELEMENT();
    unsigned int x[8], d[8];
    load8(px, i, x);
    sha256PublicKeyCompressed(x, parity[i], d);
    store(digest, i, d, 8);
}

extern "C" __global__ void bitcrack_ripemd160_32(const unsigned int *message, unsigned int *digest,
                                                 unsigned int n) {
    ELEMENT();
    unsigned int x[8], d[5];
    load8(message, i, x);
    ripemd160sha256(x, d);
    store(digest, i, d, 5);
}
