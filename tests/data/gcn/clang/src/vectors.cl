// Vector types: int4 and float4 loads, stores and lane arithmetic.
__kernel void vectors(__global float4* out, __global const float4* a, __global const int4* b) {
  size_t i = get_global_id(0);
  float4 x = a[i];
  int4 y = b[i];
  out[i] = x * convert_float4(y) + (float4)(1.0f, 2.0f, 3.0f, 4.0f);
}
