// By-value arguments of typedef'd scalar types, as CLBlast passes its `real_arg`: the
// metadata's .type_name is the typedef's name, which says nothing of the type
// (scripts/oracle/gcn_code_objects.sh; tests/targets/gcn/code_object_run_test.cpp).
typedef float real_arg;
typedef double real64_arg;
typedef int count_arg;

__kernel void axpb(real_arg alpha, real64_arg beta, count_arg n, __global float* x,
                   __global double* y) {
  uint i = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() +
           __builtin_amdgcn_workitem_id_x();
  if ((int)i < n) {
    x[i] = alpha * x[i];
    y[i] = beta + (double)i;
  }
}
