#!/bin/sh
# The main job: build gpuasm and show our own kernels. The demolicious tunnel
# demo renders to tunnel.png, with the report's frame-rate study (cores x fps
# at 512x256); our vc4 Mandelbrot kernel (kernels/vc4/mandelbrot.qasm) runs on
# 12 QPUs of the cycle model and renders to mandelbrot.png with the run report.
#
# GPU_FFT is Broadcom's code and is not part of gpuasm: it runs only on the
# user's own hello_fft folder, given as the first argument (or
# ../shared/corpora/hello_fft when that exists).
#
#   scripts/main-job.sh [HELLO_FFT_DIR]
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
$gpuasm run -t vc4 kernels/vc4/mandelbrot.qasm --mode cycle --qpus 12 \
  --buffer image=196608 --uniform image --uniform qpu --uniform qpus \
  --png image=mandelbrot.png:256x192
echo "wrote mandelbrot.png"
hello_fft=${1:-../shared/corpora/hello_fft}
if [ -d "$hello_fft" ]; then
  $gpuasm fft --hello-fft "$hello_fft" -n 8 -n 10 -n 12 -n 14 -n 16
else
  echo "GPU_FFT not run: no hello_fft folder at $hello_fft (scripts/main-job.sh HELLO_FFT_DIR)"
fi
