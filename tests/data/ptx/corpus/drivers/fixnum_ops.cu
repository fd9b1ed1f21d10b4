// Our driver over data61/cuda-fixnum's warp-cooperative fixed-width numbers: a number is spread
// over a slot of lanes (warp_fixnum<BYTES, digit>: BYTES / sizeof(digit) lanes, lane L holding
// digit L, least significant first), as the library's own dispatch kernel lays them out: the
// number of slot s is words s * W .. s * W + W - 1 of each array. Carries and borrows go to
// cy[s] from the slot's lane 0. Every launch is a whole number of warps.
#include "fixnum/warp_fixnum.cu"
#include "functions/modexp.cu"
#include "modnum/modnum_monty_cios.cu"
#include "modnum/modnum_monty_redc.cu"

using namespace cuFIXNUM;

typedef warp_fixnum<32, u32_fixnum> f256;   // 8 lanes of 32-bit digits
typedef warp_fixnum<64, u64_fixnum> f512;   // 8 lanes of 64-bit digits
typedef warp_fixnum<128, u32_fixnum> f1024; // 32 lanes of 32-bit digits

template <typename F>
__device__ int slot() {
  return (blockIdx.x * blockDim.x + threadIdx.x) / F::SLOT_WIDTH;
}
template <typename F>
__device__ int place() {
  return slot<F>() * F::layout::WIDTH + F::layout::laneIdx();
}

#define ADD_CY(NAME, F)                                                                  \
  extern "C" __global__ void NAME(F* r, typename F::digit* cy, const F* a, const F* b) { \
    const int i = place<F>();                                                            \
    F s;                                                                                 \
    typename F::digit c;                                                                 \
    F::add_cy(s, c, a[i], b[i]);                                                         \
    r[i] = s;                                                                            \
    if (F::layout::laneIdx() == 0) cy[slot<F>()] = c;                                    \
  }
#define SUB_BR(NAME, F)                                                                  \
  extern "C" __global__ void NAME(F* r, typename F::digit* br, const F* a, const F* b) { \
    const int i = place<F>();                                                            \
    F s;                                                                                 \
    typename F::digit c;                                                                 \
    F::sub_br(s, c, a[i], b[i]);                                                         \
    r[i] = s;                                                                            \
    if (F::layout::laneIdx() == 0) br[slot<F>()] = c;                                    \
  }
#define MUL_WIDE(NAME, F)                                                        \
  extern "C" __global__ void NAME(F* hi, F* lo, const F* a, const F* b) {        \
    const int i = place<F>();                                                    \
    F s, r;                                                                      \
    F::mul_wide(s, r, a[i], b[i]);                                               \
    hi[i] = s;                                                                   \
    lo[i] = r;                                                                   \
  }
#define SQR_WIDE(NAME, F)                                                        \
  extern "C" __global__ void NAME(F* hi, F* lo, const F* a) {                    \
    const int i = place<F>();                                                    \
    F s, r;                                                                      \
    F::sqr_wide(s, r, a[i]);                                                     \
    hi[i] = s;                                                                   \
    lo[i] = r;                                                                   \
  }
// z = x^e mod m (m odd) by the library's sliding-window modexp (which mallocs its windows).
#define MODEXP(NAME, F, MODNUM)                                                            \
  extern "C" __global__ void NAME(F* z, const F* x, const F* e, const F* m) {              \
    const int i = place<F>();                                                              \
    modexp<MODNUM<F>> me(m[i], e[i]);                                                      \
    F r;                                                                                   \
    me(r, x[i]);                                                                           \
    z[i] = r;                                                                              \
  }

ADD_CY(fixnum_add_cy_256, f256)
SUB_BR(fixnum_sub_br_512, f512)
MUL_WIDE(fixnum_mul_wide_256, f256)
MUL_WIDE(fixnum_mul_wide_512, f512)
SQR_WIDE(fixnum_sqr_wide_1024, f1024)
MODEXP(fixnum_modexp_cios_256, f256, modnum_monty_cios)
MODEXP(fixnum_modexp_redc_512, f512, modnum_monty_redc)
