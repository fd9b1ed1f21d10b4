#!/usr/bin/env bash
# Issue 29, items 3 and 6: the one script a session with an NVIDIA GPU runs.
# It builds gpuasm (release, with the CUDA toolkit's cuda.h), runs every
# microbenchmark (seed 001's and the instruction classes of
# kernels/ptx/microbench/classes.ptx) on the GPU beside the SM model, and fits
# the model to what the GPU measured:
#
#   scripts/calibrate-gpu.sh [OUT_DIR]          # default tests/data/ptx/gpu/<GPU name>
#   BASE=a100 OPS=10000 scripts/calibrate-gpu.sh
#
# It writes, into OUT_DIR:
#   measured.tsv     the GPU's cycles an operation a thread, each kernel at 1 and
#                    every 32k and 32k + 1 threads (gpuasm study --against reads it)
#   study.json       the GPU beside the BASE preset, point by point (--json)
#   study.txt        the same as tables: each point, each kernel's mean and worst error
#   calibrated.toml  BASE with the latencies and intervals fitted to the GPU
#   calibration.txt  what was fitted from which point, and the calibrated model
#                    against the same points
#   gpu.txt          nvidia-smi's view of the GPU (name, clocks, driver)
# Commit OUT_DIR as data (docs/sm-model.md, "Calibration"). The whole run takes
# about a minute of GPU time and a few minutes of the model's on 16 cores.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
base=${BASE:-h100}
ops=${OPS:-10000}   # operations a thread: the model's time grows with it, the GPU's error shrinks

cd "$root"
source scripts/gpu-common.sh
out=${1:-$gpu_data}
mkdir -p "$out"
nvidia-smi -q >"$out/gpu.txt" 2>&1 || echo "nvidia-smi not found" >"$out/gpu.txt"

# The GPU beside the model, and the measurements saved.
timeout 900 "$gpuasm" study -t ptx --device cuda --suite all --model "$base" --ops "$ops" \
  --save "$out/measured.tsv" --json >"$out/study.json"
timeout 900 "$gpuasm" study -t ptx --suite all --model "$base" --ops "$ops" \
  --against "$out/measured.tsv" >"$out/study.txt"
# The fit, from the saved measurements (no GPU needed from here on).
timeout 900 "$gpuasm" study -t ptx --suite all --model "$base" --ops "$ops" \
  --against "$out/measured.tsv" --calibrate -o "$out/calibrated.toml" >"$out/calibration.txt"

sed -n '/^kernel .*points/,$p' "$out/study.txt"
sed -n '/^calibrated /,/^the calibrated model/p' "$out/calibration.txt"
echo "wrote $out"
