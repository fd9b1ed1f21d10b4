// gpuasm's own kernels for the gcn corpus: the matrix instructions of gfx908 and gfx90a through
// clang's __builtin_amdgcn_mfma_*, so that clang-14's output for them (AGPRs, v_accvgpr_*,
// v_mfma_* with cbsz/abid/blgp, .amdhsa_accum_offset) is tested as written.
typedef float v4f __attribute__((ext_vector_type(4)));
typedef float v16f __attribute__((ext_vector_type(16)));
typedef float v32f __attribute__((ext_vector_type(32)));
typedef half v4h __attribute__((ext_vector_type(4)));
typedef int v4i __attribute__((ext_vector_type(4)));
typedef int v16i __attribute__((ext_vector_type(16)));
typedef short v2s __attribute__((ext_vector_type(2)));
typedef short v4s __attribute__((ext_vector_type(4)));
typedef double v4d __attribute__((ext_vector_type(4)));

#define LANE __builtin_amdgcn_workitem_id_x()

// C += A * B over K steps of the 32x32x1 product, the matrix kept in 32 AGPRs a lane.
kernel void sgemm_32x32x1(global const float* a, global const float* b, global v32f* c, int k) {
  const uint lane = LANE;
  v32f acc = c[lane];
  for (int i = 0; i < k; ++i)
    acc = __builtin_amdgcn_mfma_f32_32x32x1f32(a[i * 64 + lane], b[i * 64 + lane], acc, 0, 0, 0);
  c[lane] = acc;
}

// The broadcast controls: cbsz/abid (A from one block to the others), blgp (B's lane groups).
kernel void sgemm_16x16x4_broadcast(global const float* a, global const float* b, global v4f* c) {
  const uint lane = LANE;
  v4f acc = c[lane];
  acc = __builtin_amdgcn_mfma_f32_16x16x4f32(a[lane], b[lane], acc, 2, 3, 1);
  acc = __builtin_amdgcn_mfma_f32_16x16x4f32(a[lane + 64], b[lane + 64], acc, 0, 0, 4);
  c[lane] = acc;
}

kernel void hgemm_4x4x4(global const v4h* a, global const v4h* b, global v4f* c) {
  const uint lane = LANE;
  c[lane] = __builtin_amdgcn_mfma_f32_4x4x4f16(a[lane], b[lane], c[lane], 4, 1, 0);
}

kernel void hgemm_32x32x8(global const v4h* a, global const v4h* b, global v16f* c) {
  const uint lane = LANE;
  c[lane] = __builtin_amdgcn_mfma_f32_32x32x8f16(a[lane], b[lane], c[lane], 0, 0, 0);
}

kernel void igemm_32x32x8(global const int* a, global const int* b, global v16i* c) {
  const uint lane = LANE;
  c[lane] = __builtin_amdgcn_mfma_i32_32x32x8i8(a[lane], b[lane], c[lane], 0, 0, 0);
}

kernel void igemm_16x16x16(global const int* a, global const int* b, global v4i* c) {
  const uint lane = LANE;
  c[lane] = __builtin_amdgcn_mfma_i32_16x16x16i8(a[lane], b[lane], c[lane], 0, 0, 2);
}

kernel void bf16gemm_16x16x8(global const v2s* a, global const v2s* b, global v4f* c) {
  const uint lane = LANE;
  c[lane] = __builtin_amdgcn_mfma_f32_16x16x8bf16(a[lane], b[lane], c[lane], 0, 0, 0);
}

#ifdef __gfx90a__
kernel void bf16gemm_32x32x8_1k(global const v4s* a, global const v4s* b, global v16f* c) {
  const uint lane = LANE;
  c[lane] = __builtin_amdgcn_mfma_f32_32x32x8bf16_1k(a[lane], b[lane], c[lane], 0, 0, 0);
}

kernel void dgemm_16x16x4(global const double* a, global const double* b, global v4d* c, int k) {
  const uint lane = LANE;
  v4d acc = c[lane];
  for (int i = 0; i < k; ++i)
    acc = __builtin_amdgcn_mfma_f64_16x16x4f64(a[i * 64 + lane], b[i * 64 + lane], acc, 0, 0, 0);
  c[lane] = acc;
}

kernel void dgemm_4x4x4(global const double* a, global const double* b, global double* c) {
  const uint lane = LANE;
  c[lane] = __builtin_amdgcn_mfma_f64_4x4x4f64(a[lane], b[lane], c[lane], 0, 0, 0);
}
#endif
