// GFX9 kernels compiled by scripts/oracle/gcn_gfx9_code_objects.sh into HSA
// code objects (clang-14, amdgcn-amd-amdhsa, -nogpulib): packed 16-bit math
// (half2 arithmetic and v_pk_* through vectors of shorts, v_mad_mix through
// half-to-float products), and gfx906's dot products. Run by
// tests/targets/gcn/gfx9_code_object_run_test.cpp against host computations.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#define LID __builtin_amdgcn_workitem_id_x()
#define GSIZE __builtin_amdgcn_workgroup_size_x()
#define GID (__builtin_amdgcn_workgroup_id_x() * GSIZE + LID)

// Packed f16: out[i] = a[i] * b[i] + c[i] (v_pk_fma_f16) and a[i] + b[i] (v_pk_add_f16).
__kernel void half2_fma(__global const half2* a, __global const half2* b,
                        __global const half2* c, __global half2* fma_out,
                        __global half2* sum_out) {
  uint i = GID;
  fma_out[i] = a[i] * b[i] + c[i];  // contracted: -ffp-contract=fast
  sum_out[i] = a[i] + b[i];
}

// Packed integers: shorts two at a time (v_pk_add_u16, v_pk_mul_lo_u16, v_pk_lshlrev_b16).
__kernel void short2_math(__global const ushort2* a, __global const ushort2* b,
                          __global ushort2* out) {
  uint i = GID;
  ushort2 x = a[i], y = b[i];
  out[i] = (x * y + y) << (ushort2)(3, 5);
}

// Mixed precision: float accumulation of half products (v_mad_mix_f32 / v_fma_mix).
__kernel void mix(__global const half* a, __global const half* b, __global const float* c,
                  __global float* out) {
  uint i = GID;
  out[i] = (float)a[i] * (float)b[i] + c[i];
}
