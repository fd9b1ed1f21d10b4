// A loop whose trip count comes from an argument.
__kernel void loop_sum(__global uint* out, __global const uint* in, uint n) {
  uint gid = get_global_id(0);
  uint acc = 0;
  for (uint j = 0; j < n; ++j) acc += in[gid * n + j] ^ (j * 2654435761u);
  out[gid] = acc;
}
