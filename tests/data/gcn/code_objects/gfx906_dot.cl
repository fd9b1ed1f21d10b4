// gfx906's dot products (LLVM's FeatureDLInsts), compiled by
// scripts/oracle/gcn_gfx9_code_objects.sh: out[i] = the sums of the element
// products of a[i] and b[i] plus c[i], as v_dot2_i32_i16, v_dot4_u32_u8 and
// v_dot8_i32_i4 compute them.
#define LID __builtin_amdgcn_workitem_id_x()
#define GSIZE __builtin_amdgcn_workgroup_size_x()
#define GID (__builtin_amdgcn_workgroup_id_x() * GSIZE + LID)

typedef short short2_t __attribute__((ext_vector_type(2)));

__kernel void dots(__global const uint* a, __global const uint* b, __global const int* c,
                   __global int* out) {
  uint i = GID;
  uint x = a[i], y = b[i];
  short2_t xs = __builtin_astype(x, short2_t), ys = __builtin_astype(y, short2_t);
  out[3 * i] = __builtin_amdgcn_sdot2(xs, ys, c[i], false);
  out[3 * i + 1] = (int)__builtin_amdgcn_udot4(x, y, (uint)c[i], false);
  out[3 * i + 2] = __builtin_amdgcn_sdot8((int)x, (int)y, c[i], false);
}
