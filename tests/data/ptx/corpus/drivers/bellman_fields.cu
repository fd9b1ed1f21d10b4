// Our driver over matter-labs/era-bellman-cuda's BN254 fields (ff_dispatch_st.cuh: fd_p, the
// base field, and fd_q, the scalar field; 8 limbs of 32 bits, least significant first, in
// Montgomery form with R = 2^256, their carry chains in inline PTX). Thread i computes element
// i of out from element i of a (and b).
#include "ff_dispatch_st.cuh"

// Defined by the library's ff_config.cu, which this driver does not compile.
__device__ __constant__ uint32_t inv_p = ff_config_p::inv;
__device__ __constant__ uint32_t inv_q = ff_config_q::inv;

#define BINARY(NAME, FD, EXPR)                                                              \
  extern "C" __global__ void NAME(typename FD::storage* out, const typename FD::storage* a, \
                                  const typename FD::storage* b, unsigned n) {              \
    const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;                               \
    if (i >= n) return;                                                                     \
    const typename FD::storage x = a[i], y = b[i];                                          \
    out[i] = EXPR;                                                                          \
  }

BINARY(bellman_p_mul, fd_p, fd_p::mul(x, y))
BINARY(bellman_p_add, fd_p, fd_p::add(x, y))
BINARY(bellman_p_sub, fd_p, fd_p::sub(x, y))
BINARY(bellman_p_sqr, fd_p, fd_p::sqr(x))
BINARY(bellman_p_neg, fd_p, fd_p::neg(x))
BINARY(bellman_p_to_montgomery, fd_p, fd_p::to_montgomery(x))
BINARY(bellman_p_from_montgomery, fd_p, fd_p::from_montgomery(x))
BINARY(bellman_p_inverse, fd_p, fd_p::inverse(x))
BINARY(bellman_q_mul, fd_q, fd_q::mul(x, y))
BINARY(bellman_q_sqr, fd_q, fd_q::sqr(x))
BINARY(bellman_q_inverse, fd_q, fd_q::inverse(x))
