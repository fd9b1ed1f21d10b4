#!/bin/sh
# Compiles tests/data/gcn/code_objects/clang_rows.cl (kernels whose code
# reaches the f64 roundings, ds_swizzle/permute/bpermute, ds_append,
# ds_add_f32, s_trap, s_memtime, v_div_fixup_f16 and GFX9's saturating
# v_add_i32/v_sub_i32) into HSA code objects for gfx701, gfx803 and gfx900
# with clang-14 (amdgcn-amd-amdhsa, -nogpulib), the inputs of
# tests/targets/gcn/clang_rows_code_object_test.cpp, with llvm-readelf-14 -n
# beside each (the metadata).
# Run from the repository root: scripts/oracle/gcn_clang_rows_code_objects.sh
set -eu
dir=tests/data/gcn/code_objects
for mcpu in gfx701 gfx803 gfx900; do
  clang-14 -x cl -Xclang -finclude-default-header -target amdgcn-amd-amdhsa -mcpu=$mcpu \
    -nogpulib -O2 -cl-kernel-arg-info "$dir/clang_rows.cl" -o "$dir/clang-rows-$mcpu.co"
  llvm-readelf-14 -n "$dir/clang-rows-$mcpu.co" | sed "s|$dir/||" > "$dir/clang-rows-$mcpu.notes.txt"
done
