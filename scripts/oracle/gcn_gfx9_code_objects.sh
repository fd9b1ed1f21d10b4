#!/bin/sh
# Compiles the GFX9-only kernels of tests/data/gcn/code_objects (gfx9_kernels.cl
# for gfx900, gfx906_dot.cl for gfx906) into HSA code objects with clang-14
# (amdgcn-amd-amdhsa, -nogpulib), the inputs of
# tests/targets/gcn/gfx9_code_object_run_test.cpp, with llvm-readelf-14 -n
# beside each (the metadata). -ffp-contract=fast makes a * b + c one
# v_pk_fma_f16; -cl-denorms-are-zero lets LLVM select v_mad_mix_f32 (it does
# only without f32 denormals). kernels-gfx900.co (the common kernels) comes
# from scripts/oracle/gcn_code_objects.sh.
# Run from the repository root: scripts/oracle/gcn_gfx9_code_objects.sh
set -eu
dir=tests/data/gcn/code_objects
clang-14 -x cl -target amdgcn-amd-amdhsa -mcpu=gfx900 -nogpulib -O2 -cl-kernel-arg-info \
  -ffp-contract=fast -cl-denorms-are-zero "$dir/gfx9_kernels.cl" -o "$dir/gfx9-kernels-gfx900.co"
llvm-readelf-14 -n "$dir/gfx9-kernels-gfx900.co" | sed "s|$dir/||" > "$dir/gfx9-kernels-gfx900.notes.txt"
clang-14 -x cl -target amdgcn-amd-amdhsa -mcpu=gfx906 -nogpulib -O2 -cl-kernel-arg-info \
  "$dir/gfx906_dot.cl" -o "$dir/gfx906-dot.co"
llvm-readelf-14 -n "$dir/gfx906-dot.co" | sed "s|$dir/||" > "$dir/gfx906-dot.notes.txt"
