// Our driver for NVlabs/CGBN's gcd alone, for a debug build (nvcc -G makes each of its chain_t
// carry-chain methods a .func: a chain runs through calls). As cgbn_ops.cu: TPI threads share one
// number. Each kernel works on `count` instances; instance k's operands are cgbn_mem_t values
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

BINARY(gcd_256, 8, 256, cgbn_gcd)
