#!/bin/sh
# The main job: build gpuasm, render the tunnel demo to tunnel.png, print
# the report's frame-rate study (cores x fps at 512x256), and run GPU_FFT's
# shaders on the vc4 simulator (accuracy against FFTW, predicted Pi 1 times).
set -eu
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release -j"$(nproc)"
gpuasm=build/release/gpuasm
$gpuasm run -t demolicious kernels/demolicious/tunnel.s --mode cycle --size 64x64 \
  --const 5=0 --const 10=10 --const 11=20 --png tunnel.png
echo "wrote tunnel.png"
$gpuasm study -t demolicious
$gpuasm fft -n 8 -n 10 -n 12 -n 14 -n 16
