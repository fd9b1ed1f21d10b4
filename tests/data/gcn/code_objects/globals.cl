// Program-scope variables: a table in .data, a pointer table that ld.lld leaves as
// R_AMDGPU_RELATIVE64 dynamic relocations, a counter in .bss, a __constant table in .rodata,
// all reached PC-relatively (s_getpc_b64 and sym@rel32@lo/hi), and a callee not inlined.
__global int counter;
__global int table[4] = {3, 5, 7, 11};
__global int* ptrs[2] = {&table[1], &counter};
__constant int weights[4] = {1, 2, 4, 8};
__attribute__((noinline)) int mix(int a, int b) { return (a ^ (b << 7)) * 0x01000193; }
__kernel void bump(__global int* out) {
  int i = __builtin_amdgcn_workitem_id_x();
  out[i] = mix(table[i & 3], weights[i & 3]) + *ptrs[i & 1];
}
__kernel void fill(__global int* out, int v) {
  int i = __builtin_amdgcn_workitem_id_x();
  table[i & 3] = v;
  out[i] = v + weights[(i + 1) & 3];
}
