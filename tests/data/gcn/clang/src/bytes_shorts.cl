// Narrow types: bytes and shorts, loads and stores of each width.
__kernel void bytes_shorts(__global uchar* bytes, __global short* shorts, __global const ushort* in) {
  size_t i = get_global_id(0);
  ushort v = in[i];
  bytes[i] = (uchar)(v >> 3);
  shorts[i] = (short)(v * 3) - (short)bytes[i ^ 1];
}
