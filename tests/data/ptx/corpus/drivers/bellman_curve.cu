// Our driver over matter-labs/era-bellman-cuda's BN254 G1 curve (ec.cuh: y^2 = x^3 + 3 over the
// base field fd_p in Montgomery form; projective and XYZZ coordinates, the scalar
// multiplication by the bits of a plain 8-limb scalar). Every kernel reads affine points
// (x, y in Montgomery form) and writes its result back in affine coordinates as plain integers
// (x = X / Z, ... then out of Montgomery form), so the bytes do not depend on which projective
// representative the library's formulas chose; that conversion is a call of ours (__noinline__:
// a 64-byte structure returned through .param), so each inverse is in the file once. Thread i
// works on element i.
#include "ec.cuh"
#include "ff_dispatch_st.cuh"

// Defined by the library's ff_config.cu, which this driver does not compile.
__device__ __constant__ uint32_t inv_p = ff_config_p::inv;
__device__ __constant__ uint32_t inv_q = ff_config_q::inv;

typedef ec<fd_p, 3> curve;
typedef curve::storage storage;
typedef curve::point_affine pa;
typedef curve::point_projective pp;
typedef curve::point_xyzz pz;

__device__ __noinline__ static pa plain(const storage &x, const storage &y) {
  return {fd_p::from_montgomery(x), fd_p::from_montgomery(y)};
}

__device__ __noinline__ static pa affine(const pp &p) {
  const storage zi = fd_p::inverse(p.z);
  return plain(fd_p::mul(p.x, zi), fd_p::mul(p.y, zi));
}

__device__ __noinline__ static pa affine(const pz &p) {
  return plain(fd_p::mul(p.x, fd_p::inverse(p.zz)), fd_p::mul(p.y, fd_p::inverse(p.zzz)));
}

#define ELEMENT()                                             \
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;   \
  if (i >= n) return;                                         \
  const fd_p fd = fd_p();

// out[i] = [k[i]] a[i], in projective and in XYZZ coordinates (the one the library's MSM uses).
extern "C" __global__ void bellman_ec_mul_projective(pa *out, const fd_q::storage *k, const pa *a,
                                                     unsigned n) {
  ELEMENT();
  out[i] = affine(curve::mul<fd_q>(k[i], pa::to_projective(a[i], fd), fd));
}

extern "C" __global__ void bellman_ec_mul_xyzz(pa *out, const fd_q::storage *k, const pa *a,
                                               unsigned n) {
  ELEMENT();
  out[i] = affine(curve::mul<fd_q>(k[i], pa::to_xyzz(a[i], fd), fd));
}

// out[2 i] = a[i] - b[i] (an XYZZ point minus an affine one), out[2 i + 1] = 2 a[i] (projective).
extern "C" __global__ void bellman_ec_sub_dbl(pa *out, const pa *a, const pa *b, unsigned n) {
  ELEMENT();
  out[2 * i] = affine(curve::sub(pa::to_xyzz(a[i], fd), b[i], fd));
  out[2 * i + 1] = affine(curve::dbl(pa::to_projective(a[i], fd), fd));
}
