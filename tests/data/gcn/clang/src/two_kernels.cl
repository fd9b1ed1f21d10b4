// Two kernels in one file, one with a private array (scratch).
__kernel void fill(__global uint* out, uint value) { out[get_global_id(0)] = value; }
__kernel void scratch(__global uint* out, __global const uint* in, uint k) {
  uint tmp[24];
  for (int j = 0; j < 24; ++j) tmp[j] = in[j] * k;
  out[get_global_id(0)] = tmp[in[get_global_id(0)] % 24];
}
