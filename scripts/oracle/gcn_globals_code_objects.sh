#!/bin/sh
# Code objects whose kernels read program-scope variables (tests/data/gcn/code_objects/
# globals.cl: .data, .bss, .rodata, a pointer table ld.lld relocates with R_AMDGPU_RELATIVE64,
# a callee), for code object v3 and v4, with and without -fPIC, for gfx803 and gfx900, and with
# -fvisibility=default (every variable and the callee reached through the GOT: @gotpcrel32
# literals, R_AMDGPU_ABS64 against the code object's own symbols): the
# inputs of tests/targets/gcn/code_object_globals_test.cpp, which runs them and compares with
# the host's computation. llvm-readelf-14 -r -n beside each (the dynamic relocations, the
# metadata). printf.cl: a kernel whose code object names a symbol it does not define.
# Run from the repository root: scripts/oracle/gcn_globals_code_objects.sh
set -eu
dir=tests/data/gcn/code_objects
for spec in gfx900:4: gfx803:3:-fPIC gfx900:3:-fPIC gfx900:4:-fvisibility=default; do
  mcpu=${spec%%:*}; rest=${spec#*:}; version=${rest%%:*}; flag=${rest#*:}
  case $flag in -fPIC) suffix=-pic ;; -fvisibility=default) suffix=-default ;; *) suffix= ;; esac
  name=globals-$mcpu-v$version$suffix
  clang-14 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu="$mcpu" -nogpulib -O2 \
    -mcode-object-version="$version" $flag "$dir/globals.cl" -o "$dir/$name.co"
  llvm-readelf-14 -r -n "$dir/$name.co" | sed "s|$dir/||" > "$dir/$name.notes.txt"
done
clang-14 -x cl -target amdgcn-amd-amdhsa -mcpu=gfx900 -nogpulib -O2 "$dir/printf.cl" \
  -o "$dir/printf-gfx900.co"
llvm-readelf-14 -r -n "$dir/printf-gfx900.co" | sed "s|$dir/||" > "$dir/printf-gfx900.notes.txt"
