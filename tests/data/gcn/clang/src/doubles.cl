// Double precision: fused multiply-add, divide, conversions.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void doubles(__global double* out, __global const double* a, __global const float* b) {
  size_t i = get_global_id(0);
  double x = a[i];
  double y = (double)b[i];
  out[i] = fma(x, y, 0.5) / (x + 3.0) + (double)(int)y;
}
