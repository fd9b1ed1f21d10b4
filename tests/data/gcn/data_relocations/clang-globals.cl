// Program-scope globals (.data, .bss, .rodata), a callee that is not inlined, two kernels.
__global int counter;
__global int table[4] = {3, 5, 7, 11};
__constant int weights[4] = {1, 2, 4, 8};
__attribute__((noinline)) int mix(int a, int b) { return (a ^ (b << 7)) * 0x01000193; }
__kernel void bump(__global int* out) {
  int i = __builtin_amdgcn_workitem_id_x();
  out[i] = mix(table[i & 3], weights[i & 3]) + counter;
  atomic_add(&counter, 1);
}
__kernel void fill(__global int* out, int v) {
  int i = __builtin_amdgcn_workitem_id_x();
  table[i & 3] = v;
  out[i] = v + weights[(i + 1) & 3];
}
