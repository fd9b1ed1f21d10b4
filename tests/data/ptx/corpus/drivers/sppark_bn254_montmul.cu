// Our driver for `gpuasm bench -t ptx montmul --ptx FILE --modulus BN254_P` (issue 32): supranational/
// sppark's BN254 base-field Montgomery multiplication (mont_t, 8 words of 32 bits, R = 2^256) behind
// the parameters of the shipped kernels/ptx/montmul_256.ptx, in their order: for each thread
// i < count, x = a[i]; `repeat` times x = x * b[i] (sppark's operator*: x b R^-1 mod p); r[i] = x.
// n and n0inv are the bench's and unused: sppark's modulus is p, compiled in (the bench's
// --modulus gives the same p, so that GMP checks every result). a, b, r: 32 bytes an element.
#include <cstdint>

#include "ff/alt_bn128.hpp"

extern "C" __global__ void montmul_256(const uint32_t *a, const uint32_t *b, const uint32_t *n,
                                       uint32_t n0inv, uint32_t *r, uint32_t count,
                                       uint32_t repeat) {
#ifdef __CUDA_ARCH__
    const uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= count)
        return;
    alt_bn128::fp_t x = alt_bn128::fp_mont(a + 8 * i);
    const alt_bn128::fp_t y = alt_bn128::fp_mont(b + 8 * i);
    for (uint32_t k = 0; k < repeat; ++k)
        x = x * y;
    x.store(r + 8 * i);
#endif
}
