// Our driver over CUDA 13's integer intrinsics (the device functions of its headers:
// byte_perm, funnel shifts, high products, bit reversal and counts, dp4a/dp2a, sad, 24-bit
// products, halving adds, the SIMD video functions, 64- and 128-bit division, warp reductions
// and matches, cooperative groups' tile reduce and scan, and a few conversions), each as nvcc
// lowers it; every result is widened to 64 bits as C++ converts it.
#include <cstdint>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;
// out[80 i + k] = the k-th intrinsic of thread i's operands x, y (32 bits) and u, v (64 bits).
extern "C" __global__ void cuda_intrinsics(const uint32_t *a, const uint64_t *c, uint64_t *out) {
  uint32_t i = threadIdx.x;
  uint32_t x = a[2 * i], y = a[2 * i + 1];
  uint64_t u = c[2 * i], v = c[2 * i + 1] | 1;
  uint64_t *o = out + 80 * i;
  int k = 0;
  o[k++] = __byte_perm(x, y, y & 0x7777);
  o[k++] = __funnelshift_l(x, y, u);
  o[k++] = __funnelshift_rc(x, y, u);
  o[k++] = __umulhi(x, y);
  o[k++] = __mulhi((int)x, (int)y);
  o[k++] = __umul64hi(u, v);
  o[k++] = __mul64hi((long long)u, (long long)v);
  o[k++] = __brev(x);
  o[k++] = __brevll(u);
  o[k++] = __clz(x);
  o[k++] = __clzll(u);
  o[k++] = __ffs(x);
  o[k++] = __ffsll(u);
  o[k++] = __popc(x);
  o[k++] = __popcll(u);
  o[k++] = __dp4a((int)x, (int)y, (int)u);
  o[k++] = __dp4a(x, y, (unsigned)u);
  o[k++] = __dp2a_lo((int)x, (int)y, (int)u);
  o[k++] = __dp2a_hi(x, y, (unsigned)u);
  o[k++] = __sad((int)x, (int)y, (unsigned)u);
  o[k++] = __usad(x, y, (unsigned)u);
  o[k++] = __mul24((int)x, (int)y);
  o[k++] = __umul24(x, y);
  o[k++] = __hadd((int)x, (int)y);
  o[k++] = __rhadd((int)x, (int)y);
  o[k++] = __uhadd(x, y);
  o[k++] = __urhadd(x, y);
  o[k++] = __vadd2(x, y);
  o[k++] = __vaddss2(x, y);
  o[k++] = __vabsdiffu4(x, y);
  o[k++] = __vavgu4(x, y);
  o[k++] = __vcmpgtu4(x, y);
  o[k++] = __vmaxs2(x, y);
  o[k++] = __vsads4(x, y);
  o[k++] = __vsub4(x, y);
  o[k++] = __vneg2(x);
  o[k++] = __vsetles4(x, y);
  o[k++] = __vabsss4(x);
  o[k++] = u / v;
  o[k++] = u % v;
  o[k++] = (long long)u / (long long)v;
  o[k++] = (long long)u % (long long)v;
  unsigned __int128 w = ((unsigned __int128)u << 64) | v;
  o[k++] = (uint64_t)(w / (v | 0x100000000ull));
  o[k++] = (uint64_t)(w % (v | 0x100000000ull));
  o[k++] = (uint64_t)((w * w) >> 64);
  o[k++] = __reduce_add_sync(0xffffffff, x);
  o[k++] = __reduce_max_sync(0xffffffff, (int)x);
  o[k++] = __reduce_or_sync(0xffffffff, x);
  o[k++] = __match_any_sync(0xffffffff, x & 3);
  int pred;
  o[k++] = __match_all_sync(0xffffffff, x & 0, &pred) + pred;
  auto tile = cg::tiled_partition<8>(cg::this_thread_block());
  o[k++] = cg::reduce(tile, x, cg::plus<uint32_t>());
  o[k++] = cg::inclusive_scan(tile, x);
  o[k++] = __float_as_uint(__uint2float_rn(x)) ^ __double_as_longlong(__ull2double_rz(u));
  o[k++] = __half_as_ushort(__float2half_rn((float)(int)x)) | ((uint64_t)__bfloat16_as_ushort(__float2bfloat16_rz((float)x)) << 16);
  o[k++] = __float2int_rn(__int_as_float(x)) + __double2ll_rz(__longlong_as_double(u));
  // DPX (sm_90 instructions, emulated before it).
  bool p1, p2;
  o[k++] = __vimax3_s32(x, y, (int)u);
  o[k++] = __vimin3_s32_relu(x, y, (int)u);
  o[k++] = __viaddmax_s32(x, y, (int)u);
  o[k++] = __viaddmin_s32_relu(x, y, (int)u);
  o[k++] = __vimax_s16x2_relu(x, y);
  o[k++] = __vimin3_s16x2_relu(x, y, (unsigned)u);
  o[k++] = __vimax3_u16x2(x, y, (unsigned)u);
  o[k++] = __viaddmax_u16x2(x, y, (unsigned)u);
  o[k++] = __vibmax_s32(x, y, &p1) + 2 * p1;
  o[k++] = __vibmin_u16x2(x, y, &p1, &p2) + 2 * p1 + 4 * p2;
}
