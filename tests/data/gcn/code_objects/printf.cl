// printf without the device libraries (-nogpulib): the code calls __printf_alloc, which ld.lld
// leaves undefined, an R_AMDGPU_ABS64 dynamic relocation against it.
__kernel void say(__global int* out, int v) {
  int i = __builtin_amdgcn_workitem_id_x();
  printf("v=%d i=%d\n", v, i);
  out[i] = v + i;
}
