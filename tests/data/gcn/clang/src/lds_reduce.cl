// A work-group sum in local memory with barriers.
__kernel void lds_reduce(__global float* out, __global const float* in) {
  __local float part[64];
  uint lid = get_local_id(0);
  part[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = 32; s > 0; s >>= 1) {
    if (lid < s) part[lid] += part[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0) out[get_group_id(0)] = part[0];
}
