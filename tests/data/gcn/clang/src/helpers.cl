// Calls to helper functions that are not inlined.
__attribute__((noinline)) uint mix(uint a, uint b) { return (a ^ (b << 7)) * 0x01000193u; }
__attribute__((noinline)) float scale(float x, int e) { return x * (float)(1 << (e & 15)); }
__kernel void helpers(__global uint* out, __global float* fout, __global const uint* in) {
  size_t i = get_global_id(0);
  out[i] = mix(in[i], (uint)i);
  fout[i] = scale((float)in[i], (int)i);
}
