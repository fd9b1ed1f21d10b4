// Global and local atomics.
__kernel void atomics(__global int* counters, __global const int* in) {
  __local int hits;
  if (get_local_id(0) == 0) hits = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  int v = in[get_global_id(0)];
  atomic_add(&counters[0], v);
  atomic_max(&counters[1], v);
  atomic_cmpxchg(&counters[2], 0, v);
  atomic_inc(&hits);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_id(0) == 0) atomic_add(&counters[3], hits);
}
