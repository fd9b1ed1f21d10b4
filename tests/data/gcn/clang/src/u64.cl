// 64-bit integers: multiply, add with carry, shifts, compare.
__kernel void u64(__global ulong* out, __global const ulong* a, ulong m) {
  size_t i = get_global_id(0);
  ulong x = a[i];
  ulong y = x * m + (x >> 17) + (x << 5);
  out[i] = y > m ? y - m : y ^ 0x9e3779b97f4a7c15ul;
}
