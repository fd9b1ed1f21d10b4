#!/bin/sh
# Writes fuzz_gcn_hsa_directives' seeds: clang-14 -S of a small OpenCL
# program (an LDS kernel with a barrier and a float4 one) for gfx701, gfx803,
# gfx900 and gfx906, comments stripped. Run from the repository root.
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
for mcpu in gfx701 gfx803 gfx900 gfx906; do
  clang-14 -target amdgcn-amd-amdhsa -mcpu=$mcpu -nogpulib -O2 -S -x cl "$tmp/k.cl" -o "$tmp/k.s"
  python3 - "$tmp/k.s" "$out/clang14-$mcpu.s" <<'PY'
import re, sys
lines = open(sys.argv[1]).read().splitlines()
keep = [l for l in lines if not l.strip().startswith(";")]
keep = [l if '"' in l else re.sub(r"\s+;.*$", "", l) for l in keep]
open(sys.argv[2], "w").write("\n".join(keep) + "\n")
PY
done
