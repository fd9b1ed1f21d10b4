// Kernels whose clang-14 code reaches the rows the simulator gained in
// session 8 (tests/targets/gcn/clang_rows_code_object_test.cpp runs them
// against host computations; scripts/oracle/gcn_clang_rows_code_objects.sh
// builds them for gfx701, gfx803 and gfx900).
// No OpenCL library (-nogpulib): the ids come from the builtins.
#define LID __builtin_amdgcn_workitem_id_x()
#define GSIZE __builtin_amdgcn_workgroup_size_x()
#define GID (__builtin_amdgcn_workgroup_id_x() * GSIZE + LID)
#define BARRIER()                                          \
  do {                                                     \
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup"); \
    __builtin_amdgcn_s_barrier();                          \
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup"); \
  } while (0)

#if defined(__gfx803__) || defined(__gfx900__)
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#define GFX8_OR_LATER 1
#endif

// v_floor_f64, v_ceil_f64, v_rndne_f64, v_trunc_f64 (CI and later).
__kernel void double_round(__global double* out, __global const double* in) {
  uint i = GID;
  double x = in[i];
  out[4 * i] = __builtin_floor(x);
  out[4 * i + 1] = __builtin_ceil(x);
  out[4 * i + 2] = __builtin_rint(x);
  out[4 * i + 3] = __builtin_trunc(x);
}

// ds_swizzle_b32: swap neighbours (BITMASK_PERM and 0x1f, xor 1), and the
// quad reversal (QUAD_PERM 3 2 1 0).
__kernel void swizzle(__global int* out, __global const int* in) {
  uint i = GID;
  int v = in[i];
  out[2 * i] = __builtin_amdgcn_ds_swizzle(v, 0x041f);
  out[2 * i + 1] = __builtin_amdgcn_ds_swizzle(v, 0x801b);
}

// __builtin_trap: s_trap 2.
__kernel void trap_if(__global int* out, int trigger) {
  uint i = GID;
  if (trigger == 7) __builtin_trap();
  out[i] = (int)i;
}

// s_memtime: the simulator's clock counts the wave's instructions.
__kernel void clock_twice(__global ulong* out) {
  uint i = GID;
  ulong a = __builtin_readcyclecounter();
  ulong b = __builtin_readcyclecounter();
  out[i] = b - a;
}

// ds_append twice on one LDS counter: the value before, for the wave.
__kernel void append_twice(__global int* out) {
  __local int counter;
  if (LID == 0) counter = 0;
  BARRIER();
  int a = __builtin_amdgcn_ds_append(&counter);
  int b = __builtin_amdgcn_ds_append(&counter);
  out[GID] = a * 1000 + b;
}

#ifdef GFX8_OR_LATER
// ds_bpermute_b32 (read the lane above, wrapping) and ds_permute_b32 (send
// to it).
__kernel void permute(__global int* out, __global const int* in) {
  uint i = GID;
  int lane = (int)LID;
  int v = in[i];
  out[2 * i] = __builtin_amdgcn_ds_bpermute(((lane + 1) & 63) * 4, v);
  out[2 * i + 1] = __builtin_amdgcn_ds_permute(((lane + 1) & 63) * 4, v);
}

// ds_add_rtn_f32 / ds_add_f32 on one LDS float.
__kernel void local_fadd(__global float* out, __global const float* in) {
  __local float sum;
  if (LID == 0) sum = 0.0f;
  BARRIER();
  __builtin_amdgcn_ds_faddf(&sum, in[GID], 0, 0, false);
  BARRIER();
  out[GID] = sum;
}

// half division: v_rcp_f32 on the converted operands, then v_div_fixup_f16.
__kernel void half_divide(__global half* out, __global const half* a, __global const half* b) {
  uint i = GID;
  out[i] = a[i] / b[i];
}
#endif

#ifdef __gfx900__
// Saturating int add and subtract (OpenCL's add_sat, written out: no
// library), which LLVM turns into llvm.sadd.sat: GFX9's v_add_i32 /
// v_sub_i32 with clamp.
__kernel void saturate(__global int* out, __global const int* a, __global const int* b) {
  uint i = GID;
  int sum, difference;
  out[2 * i] = __builtin_add_overflow(a[i], b[i], &sum) ? (b[i] < 0 ? INT_MIN : INT_MAX) : sum;
  out[2 * i + 1] =
      __builtin_sub_overflow(a[i], b[i], &difference) ? (b[i] < 0 ? INT_MAX : INT_MIN) : difference;
}
#endif

// A volatile private array lives in scratch; an index past it reaches past
// the work-item's .private_segment_fixed_size, which the simulator refuses.
__kernel void private_index(__global int* out, int index) {
  volatile int a[8];
  for (int k = 0; k < 8; ++k) a[k] = k * (int)LID;
  out[GID] = a[index];
}
