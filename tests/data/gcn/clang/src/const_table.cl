// Constant tables: program-scope __constant arrays go to .rodata.
__constant uint sbox[16] = {0xc, 0x5, 0x6, 0xb, 0x9, 0x0, 0xa, 0xd,
                            0x3, 0xe, 0xf, 0x8, 0x4, 0x7, 0x1, 0x2};
__constant float weights[4] = {0.125f, 0.25f, 0.5f, 1.0f};
__kernel void const_table(__global uint* out, __global float* fout, __global const uint* in) {
  size_t i = get_global_id(0);
  uint v = in[i];
  out[i] = sbox[v & 15] | sbox[(v >> 4) & 15] << 4;
  fout[i] = weights[v & 3] * (float)v;
}
