// Our kernels over a field type of supranational/sppark (mont_t: Montgomery arithmetic with
// inline PTX madc chains). Included by sppark_bls12_381.cu and sppark_bn254.cu, which define
// FIELD (the sppark type), FIELD_BASE (its mont_t) and KERNEL(name) (the kernel's extern "C" name). An element is its
// limbs as sppark stores them: 32-bit words, least significant first, in Montgomery form
// (value * 2^(32 * words) mod p) except where a kernel converts. One element a thread.
#pragma once
#include <cstdint>

#ifdef __CUDA_ARCH__
#define ELEMENT_LOAD(x, from) FIELD x = FIELD_BASE(from + i * (sizeof(FIELD) / 4))
#define ELEMENT_STORE(x, to) x.store(to + i * (sizeof(FIELD) / 4))
#else
#define ELEMENT_LOAD(x, from)
#define ELEMENT_STORE(x, to)
#endif

#define ELEMENT()                                                                                  \
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;                                        \
    if (i >= n)                                                                                    \
        return;

#define BINARY(name, expr)                                                                         \
    extern "C" __global__ void KERNEL(name)(const uint32_t *a, const uint32_t *b, uint32_t *c,     \
                                            unsigned int n) {                                      \
        ELEMENT();                                                                                 \
        ELEMENT_LOAD(x, a);                                                                        \
        ELEMENT_LOAD(y, b);                                                                        \
        ELEMENT_LOAD_RESULT(expr);                                                                 \
    }

#define UNARY(name, expr)                                                                          \
    extern "C" __global__ void KERNEL(name)(const uint32_t *a, uint32_t *c, unsigned int n) {      \
        ELEMENT();                                                                                 \
        ELEMENT_LOAD(x, a);                                                                        \
        ELEMENT_LOAD_RESULT(expr);                                                                 \
    }

#ifdef __CUDA_ARCH__
#define ELEMENT_LOAD_RESULT(expr)                                                                  \
    FIELD z = expr;                                                                                \
    ELEMENT_STORE(z, c)
#else
#define ELEMENT_LOAD_RESULT(expr)
#endif

BINARY(mul, x * y)
BINARY(add, x + y)
BINARY(sub, x - y)
UNARY(sqr, x ^ 2)
UNARY(neg, -x)
UNARY(reciprocal, x.reciprocal())
#ifdef __CUDA_ARCH__
#define TO_MONT(x) ([&] { FIELD t = x; t.to(); return t; }())
#define FROM_MONT(x) ([&] { FIELD t = x; t.from(); return t; }())
#endif
UNARY(to_montgomery, TO_MONT(x))
UNARY(from_montgomery, FROM_MONT(x))
