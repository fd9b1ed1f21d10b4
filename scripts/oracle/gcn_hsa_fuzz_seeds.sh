#!/bin/sh
# Writes fuzz_gcn_hsa_directives' seeds: clang-14 -S of a small OpenCL
# program (an LDS kernel with a barrier and a float4 one) for gfx701, gfx803,
# gfx900 and gfx906, comments stripped; and for gfx803 as code object v2
# (-mcode-object-version=2: .hsa_code_object_*, .amd_kernel_code_t blocks, v2's
# YAML), the source for fuzz_gcn_hsa_directives and the linked code object for
# fuzz_gcn_code_object. Run from the repository root.
set -eu
out=fuzz/corpus/fuzz_gcn_hsa_directives
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cat >"$tmp/k.cl" <<'CL'
__kernel void add(__global int* out, __global const int* in, int n, __local int* scratch) {
  int i = get_global_id(0);
  scratch[get_local_id(0)] = in[i];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (i < n) out[i] = scratch[get_local_id(0)] + n;
}
__kernel void fill(__global float4* out, float v) { out[get_global_id(0)] = (float4)(v); }
CL
# seed MCPU NAME [clang flags]: clang-14 -S for MCPU, comments stripped, as NAME.s.
seed() {
  mcpu=$1 name=$2
  shift 2
  clang-14 -target amdgcn-amd-amdhsa -mcpu=$mcpu -nogpulib -O2 -S -x cl "$@" "$tmp/k.cl" \
    -o "$tmp/k.s"
  python3 - "$tmp/k.s" "$out/$name.s" <<'PY'
import re, sys
lines = open(sys.argv[1]).read().splitlines()
keep = [l for l in lines if not l.strip().startswith(";")]
keep = [l if '"' in l else re.sub(r"\s+;.*$", "", l) for l in keep]
open(sys.argv[2], "w").write("\n".join(keep) + "\n")
PY
}
for mcpu in gfx701 gfx803 gfx900 gfx906; do
  seed $mcpu clang14-$mcpu
done
seed gfx803 clang14-gfx803-v2 -mcode-object-version=2
# The code object links only without external functions: the ids from the builtins.
cat >"$tmp/co.cl" <<'CL'
__kernel void add(__global int* out, __global const int* in, int n) {
  int i = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() +
          __builtin_amdgcn_workitem_id_x();
  if (i < n) out[i] = in[i] + n;
}
CL
clang-14 -target amdgcn-amd-amdhsa -mcpu=gfx803 -nogpulib -O2 -x cl -cl-kernel-arg-info \
  -mcode-object-version=2 "$tmp/co.cl" -o fuzz/corpus/fuzz_gcn_code_object/clang14-gfx803-v2.co
