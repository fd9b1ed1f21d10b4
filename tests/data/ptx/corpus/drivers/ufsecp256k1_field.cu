// gpuasm corpus driver (ours): UltrafastSecp256k1's secp256k1 field and scalar arithmetic
// (4 x 64-bit limbs, inline PTX carry chains in ptx_math.cuh) on operands read from buffers,
// one operation a thread. Each kernel: r[i] = op(a[i], b[i]) for i < n.
#include "secp256k1.cuh"

using namespace secp256k1::cuda;

#define BINARY(NAME, CALL, T)                                                              \
  extern "C" __global__ void NAME(const T* a, const T* b, T* r, int n) {                  \
    int i = blockIdx.x * blockDim.x + threadIdx.x;                                        \
    if (i < n) {                                                                          \
      T x = a[i], y = b[i], z;                                                            \
      CALL(&x, &y, &z);                                                                   \
      r[i] = z;                                                                           \
    }                                                                                     \
  }
#define UNARY(NAME, CALL, T)                                                               \
  extern "C" __global__ void NAME(const T* a, const T* b, T* r, int n) {                  \
    int i = blockIdx.x * blockDim.x + threadIdx.x;                                        \
    if (i < n) {                                                                          \
      T x = a[i], z;                                                                      \
      CALL(&x, &z);                                                                       \
      r[i] = z;                                                                           \
    }                                                                                     \
  }

BINARY(ufs_field_mul, field_mul, FieldElement)
BINARY(ufs_field_add, field_add, FieldElement)
BINARY(ufs_field_sub, field_sub, FieldElement)
UNARY(ufs_field_sqr, field_sqr, FieldElement)
UNARY(ufs_field_inv, field_inv, FieldElement)
UNARY(ufs_field_negate, field_negate, FieldElement)
BINARY(ufs_scalar_mul, scalar_mul_mod_n, Scalar)
BINARY(ufs_scalar_add, scalar_add, Scalar)
UNARY(ufs_scalar_inverse, scalar_inverse, Scalar)
