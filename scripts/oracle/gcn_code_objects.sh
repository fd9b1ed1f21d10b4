#!/bin/sh
# Compiles tests/data/gcn/code_objects/kernels.cl (and reverse.hip, typedef.cl) into HSA
# code objects with clang-14 (amdgcn-amd-amdhsa, -nogpulib) and keeps beside
# each what LLVM's own tools say of it, the oracles of the code-object tests:
#   kernels-<mcpu>[-v3|-noinfo].co    the code object as clang-14 links it
#   <same>.notes.txt                  llvm-readelf-14 -n (the metadata as YAML)
#   <same>.symbols.txt                llvm-readelf-14 -s (each kernel's code and
#                                     descriptor: address and size)
#   <same>.kd.txt                     llvm-objdump-14 -D -j .rodata (each kernel
#                                     descriptor as .amdhsa_* directives; gfx8/9
#                                     only: llvm-objdump-14 aborts on gfx6 and gfx7)
#   kernels-gfx600.s                  clang-14 -S: the assembly the object is made
#                                     of, its .amdhsa_kernel blocks as written
#   kernels-<mcpu>-v2.co              code object v2 (-mcode-object-version=2, what
#                                     ROCm 1.x-2.x wrote): an amd_kernel_code_t before
#                                     each kernel's code, NT_AMD_HSA_METADATA's YAML;
#                                     no descriptors, so no .kd.txt
#   kernels-gfx803-v2.s               clang-14 -S of it: its .amd_kernel_code_t
#                                     blocks and metadata YAML as written
# -cl-kernel-arg-info gives the arguments their names; the -noinfo object has
# none (arguments then go by index). The default is code object v4; -v3 is
# -mcode-object-version=3.
# Run from the repository root: scripts/oracle/gcn_code_objects.sh
set -eu
dir=tests/data/gcn/code_objects
src=$dir/kernels.cl
build() {  # name mcpu clang-flags...
  name=$1 mcpu=$2
  shift 2
  clang-14 -x cl -target amdgcn-amd-amdhsa -mcpu="$mcpu" -nogpulib -O2 "$@" "$src" \
    -o "$dir/$name.co"
  llvm-readelf-14 -n "$dir/$name.co" | sed "s|$dir/||" > "$dir/$name.notes.txt"
  llvm-readelf-14 -s "$dir/$name.co" | sed "s|$dir/||" > "$dir/$name.symbols.txt"
  case $mcpu-$name in
    gfx6* | gfx7* | *-v2) ;;
    *) llvm-objdump-14 -D -j .rodata "$dir/$name.co" | sed "s|$dir/||" > "$dir/$name.kd.txt" ;;
  esac
}
build kernels-gfx600 gfx600 -cl-kernel-arg-info
clang-14 -x cl -target amdgcn-amd-amdhsa -mcpu=gfx600 -nogpulib -O2 -cl-kernel-arg-info -S \
  "$src" -o "$dir/kernels-gfx600.s"
build kernels-gfx600-noinfo gfx600
build kernels-gfx600-v3 gfx600 -cl-kernel-arg-info -mcode-object-version=3
build kernels-gfx701 gfx701 -cl-kernel-arg-info
build kernels-gfx803 gfx803 -cl-kernel-arg-info
build kernels-gfx900 gfx900 -cl-kernel-arg-info
build kernels-gfx900-v3 gfx900 -cl-kernel-arg-info -mcode-object-version=3
for mcpu in gfx600 gfx701 gfx803 gfx900; do
  build kernels-$mcpu-v2 $mcpu -cl-kernel-arg-info -mcode-object-version=2
done
clang-14 -x cl -target amdgcn-amd-amdhsa -mcpu=gfx803 -nogpulib -O2 -cl-kernel-arg-info \
  -mcode-object-version=2 -S "$src" -o "$dir/kernels-gfx803-v2.s"
# A HIP kernel (dynamic shared memory, HIP's metadata: .max_flat_workgroup_size 1024).
clang-14 -x hip --cuda-device-only -nogpulib -nogpuinc --offload-arch=gfx600 -O2 \
  --no-gpu-bundle-output "$dir/reverse.hip" -o "$dir/reverse-gfx600.co"
llvm-readelf-14 -n "$dir/reverse-gfx600.co" | sed "s|$dir/||" > "$dir/reverse-gfx600.notes.txt"
# By-value arguments of typedef'd scalars (CLBlast's real_arg): .type_name is the typedef's name.
clang-14 -x cl -target amdgcn-amd-amdhsa -mcpu=gfx803 -nogpulib -O2 -cl-kernel-arg-info \
  "$dir/typedef.cl" -o "$dir/typedef-gfx803.co"
llvm-readelf-14 -n "$dir/typedef-gfx803.co" | sed "s|$dir/||" > "$dir/typedef-gfx803.notes.txt"
