#!/bin/sh
# The main job: build gpuasm and show our own kernels. The demolicious tunnel
# demo renders to tunnel.png, with the report's frame-rate study (cores x fps
# at 512x256); our vc4 Mandelbrot kernel (kernels/vc4/mandelbrot.qasm) runs on
# 12 QPUs of the cycle model and renders to mandelbrot.png with the run report.
# gpuasm aes encrypts a file on the simulated Pi's QPUs, checked against
# openssl enc, and prints the thesis's AES benchmark side by side. PTX
# Montgomery multiplication runs on the simulated GPU and on the H100 SM
# model, checked against GMP; the transfer study draws seed 004's figure 7.3
# on the modelled FPGA and GPU.
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
# AES on the QPUs (kernels/vc4/aes/): a file encrypted with gpuasm aes on the
# simulated Pi, checked against openssl enc, then the thesis's benchmark.
key=000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
iv=f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff
head -c 1048576 /dev/urandom >aes-plain.bin
$gpuasm aes --mode ctr --key $key --iv $iv aes-plain.bin -o aes-gpuasm.bin
openssl enc -aes-256-ctr -K $key -iv $iv -in aes-plain.bin -out aes-openssl.bin
cmp aes-gpuasm.bin aes-openssl.bin
echo "gpuasm aes (AES-256-CTR, 1 MiB, 12 simulated QPUs) = openssl enc: identical"
$gpuasm aes --bench --plot aes_bench.svg
echo "wrote aes_bench.svg"
rm -f aes-plain.bin aes-gpuasm.bin aes-openssl.bin
# PTX (kernels/ptx/): 1024-bit Montgomery products, every result checked
# against GMP, timed by the H100 SM model.
$gpuasm bench -t ptx montmul --bits 1024 --model h100
# Transfers (seed 004): sequential, concurrent and direct over 4 KB .. 256 MB
# on the modelled FPGA and GPU.
$gpuasm study transfer --plot transfer.svg
echo "wrote transfer.svg"
hello_fft=${1:-../shared/corpora/hello_fft}
if [ -d "$hello_fft" ]; then
  $gpuasm fft --hello-fft "$hello_fft" -n 8 -n 10 -n 12 -n 14 -n 16
else
  echo "GPU_FFT not run: no hello_fft folder at $hello_fft (scripts/main-job.sh HELLO_FFT_DIR)"
fi
