// Divergent control flow.
__kernel void branches(__global int* out, __global const int* in) {
  int v = in[get_global_id(0)];
  int r;
  if (v < 0) r = -v * 3;
  else if (v < 100) r = v + 7;
  else r = v / 5;
  while (r > 1000) r -= 999;
  out[get_global_id(0)] = r;
}
