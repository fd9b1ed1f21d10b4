#!/usr/bin/env bash
# Packs the release build for a machine with an NVIDIA GPU (the device tool's `run`): the
# stripped gpuasm, libgpuasm, the test program and its fake drivers, and the libraries they link
# that such a machine may lack (every one ldd names but the C and C++ runtimes), into
# .gpu-carry/gpuasm-gpu.tar.xz (ignored by git through .git/info/exclude). There:
#
#   scripts/gpu-session.sh [STAGE ...]       # carry .gpu-carry; see gpu-session.sh
#
# The build must have found the CUDA toolkit (cuda.h), as `cmake --preset release` does where
# /usr/local/cuda is: its CUDA device is then compiled in, and opens libcuda.so.1 at run time.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
build=build/release
[[ -x $build/gpuasm && -x $build/tests/gpuasm-tests ]] || {
  echo "gpu-pack.sh: build the release preset first (cmake --preset release && cmake --build --preset release)" >&2
  exit 1
}
grep -qx '/.gpu-carry/' .git/info/exclude 2>/dev/null || echo '/.gpu-carry/' >>"$(git rev-parse --git-common-dir)/info/exclude"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/$build/tests" "$stage/lib"
for f in gpuasm libgpuasm.so.* libbcm_host.so; do
  cp -P $build/$f "$stage/$build/"
done
ln -sf libgpuasm.so.1 "$stage/$build/libgpuasm.so"
cp $build/tests/gpuasm-tests $build/tests/libgpuasm-fake-cuda*.so "$stage/$build/tests/"
find "$stage/$build" -type f -exec strip --strip-unneeded {} +
# The libraries a bare CUDA image may lack: all but libc, libm, libstdc++, libgcc_s, the loader.
ldd $build/gpuasm $build/tests/gpuasm-tests | awk '/=> \// {print $3}' | sort -u |
  grep -v -E '/(libc|libm|libstdc\+\+|libgcc_s|libpthread|libdl|librt|ld-linux[^/]*)\.so' |
  grep -v "^$root/" | while read -r lib; do cp -L "$lib" "$stage/lib/"; done
mkdir -p .gpu-carry
tar -C "$stage" -cJf .gpu-carry/gpuasm-gpu.tar.xz .
echo "wrote .gpu-carry/gpuasm-gpu.tar.xz ($(du -h .gpu-carry/gpuasm-gpu.tar.xz | cut -f1)): $(tar -tJf .gpu-carry/gpuasm-gpu.tar.xz | grep -c '[^/]$') files"
echo 'on the GPU machine: bash scripts/gpu-session.sh tests montmul transfer   (carry: .gpu-carry)'
