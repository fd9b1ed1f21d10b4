// Our driver for NVlabs/CGBN (warp-cooperative multi-precision arithmetic: TPI threads share one
// number). Each kernel works on `count` instances; instance k's operands are cgbn_mem_t values
// (BITS/32 32-bit words, least significant first) at index k of its buffers, and TPI threads
// (consecutive in the block) handle it. Launch count * TPI threads.
#include <cstdint>
#include "cgbn/cgbn.h"

template <uint32_t TPI, uint32_t BITS> struct Math {
    typedef cgbn_context_t<TPI> context_t;
    typedef cgbn_env_t<context_t, BITS> env_t;
    typedef cgbn_mem_t<BITS> mem_t;
};

#ifdef __CUDA_ARCH__
#define INSTANCE(TPI, BITS)                                                                        \
    typedef Math<TPI, BITS> M;                                                                     \
    uint32_t instance = (blockIdx.x * blockDim.x + threadIdx.x) / TPI;                             \
    if (instance >= count)                                                                         \
        return;                                                                                    \
    M::context_t context(cgbn_no_checks);                                                          \
    M::env_t env(context.env<M::env_t>());                                                         \
    M::env_t::cgbn_t x, y, z, r;
#define BODY(...) __VA_ARGS__
#else
#define INSTANCE(TPI, BITS)
#define BODY(...)
#endif

#define MEM(BITS) cgbn_mem_t<BITS>

// r = a op b (two operands)
#define BINARY(name, TPI, BITS, op)                                                                \
    extern "C" __global__ void cgbn_##name(MEM(BITS) * a, MEM(BITS) * b,               \
                                           MEM(BITS) * out, uint32_t count) {                      \
        INSTANCE(TPI, BITS)                                                                        \
        BODY(cgbn_load(env, x, &a[instance]); cgbn_load(env, y, &b[instance]);                     \
             op(env, r, x, y); cgbn_store(env, &out[instance], r);)                                \
    }

// r = f(a, b, m) (three operands)
#define TERNARY(name, TPI, BITS, op)                                                               \
    extern "C" __global__ void cgbn_##name(MEM(BITS) * a, MEM(BITS) * b,               \
                                           MEM(BITS) * m, MEM(BITS) * out, uint32_t count) { \
        INSTANCE(TPI, BITS)                                                                        \
        BODY(cgbn_load(env, x, &a[instance]); cgbn_load(env, y, &b[instance]);                     \
             cgbn_load(env, z, &m[instance]); op(env, r, x, y, z);                                 \
             cgbn_store(env, &out[instance], r);)                                                  \
    }

BINARY(add_256, 8, 256, cgbn_add)
BINARY(sub_256, 8, 256, cgbn_sub)
BINARY(mul_256, 8, 256, cgbn_mul)
BINARY(mul_high_256, 8, 256, cgbn_mul_high)
BINARY(gcd_256, 8, 256, cgbn_gcd)
BINARY(rem_256, 8, 256, cgbn_rem)
BINARY(div_256, 8, 256, cgbn_div)
BINARY(add_1024, 32, 1024, cgbn_add)
BINARY(mul_high_1024, 32, 1024, cgbn_mul_high)
TERNARY(powm_256, 8, 256, cgbn_modular_power)
TERNARY(powm_512, 16, 512, cgbn_modular_power)

#ifdef __CUDA_ARCH__
template <class env_t>
__device__ void mont_mul_roundtrip(env_t env, typename env_t::cgbn_t &r, const typename env_t::cgbn_t &a,
                                   const typename env_t::cgbn_t &b, const typename env_t::cgbn_t &n) {
    typename env_t::cgbn_t am, bm, rm;
    uint32_t np0 = cgbn_bn2mont(env, am, a, n);
    cgbn_bn2mont(env, bm, b, n);
    cgbn_mont_mul(env, rm, am, bm, n, np0);
    cgbn_mont2bn(env, r, rm, n, np0);
}

template <class env_t>
__device__ void inverse_or_zero(env_t env, typename env_t::cgbn_t &r, const typename env_t::cgbn_t &a,
                                const typename env_t::cgbn_t &n) {
    if (!cgbn_modular_inverse(env, r, a, n))
        cgbn_set_ui32(env, r, 0);
}
#endif

// a * b mod m through Montgomery form (m odd)
TERNARY(mont_mul_512, 16, 512, mont_mul_roundtrip)
// a^-1 mod m, or 0 where none exists
BINARY(modinv_256, 8, 256, inverse_or_zero)

// sqrt(a), floor
extern "C" __global__ void cgbn_sqrt_256(MEM(256) * a, MEM(256) * out, uint32_t count) {
    INSTANCE(8, 256)
    BODY(cgbn_load(env, x, &a[instance]); cgbn_sqrt(env, r, x); cgbn_store(env, &out[instance], r);)
}

// popcount and leading zeros of a, as two 32-bit words
extern "C" __global__ void cgbn_bits_256(MEM(256) * a, uint32_t *out, uint32_t count) {
    INSTANCE(8, 256)
    BODY(cgbn_load(env, x, &a[instance]); uint32_t pop = cgbn_pop_count(env, x);
         uint32_t clz = cgbn_clz(env, x);
         if (threadIdx.x % 8 == 0) {
             out[2 * instance] = pop;
             out[2 * instance + 1] = clz;
         })
}
