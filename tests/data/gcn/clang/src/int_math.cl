// Integer arithmetic: multiply, divide, remainder, shifts, min/max.
__kernel void int_math(__global int* out, __global const int* a, __global const uint* b, int k) {
  int i = get_global_id(0);
  int x = a[i];
  uint y = b[i] | 1u;
  out[i] = x * k + (int)(y / 7u) - (x % 13) + (x >> 3) + (int)(y << (k & 7)) + max(x, k) - min(x, -k);
}
