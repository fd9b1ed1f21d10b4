// Compiled by scripts/oracle/gcn_code_objects.sh (clang-14 -x hip --cuda-device-only, no
// HIP headers: the two attributes spelled out); run by tests/targets/gcn/hip_test.cpp.
// A HIP kernel: reverses each block's elements through dynamic shared memory.
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
extern "C" __global__ void reverse(int* data) {
  extern __shared__ int tile[];
  unsigned l = __builtin_amdgcn_workitem_id_x();
  unsigned n = __builtin_amdgcn_workgroup_size_x();
  unsigned base = __builtin_amdgcn_workgroup_id_x() * n;
  tile[l] = data[base + l];
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
  data[base + l] = tile[n - 1 - l] + 1;
}
