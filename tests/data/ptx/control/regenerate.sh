#!/bin/sh
# Regenerates control.ptx from control.cu and heap.ptx from heap.cu with nvcc (CUDA 13: nvcc 13.0.88
# wrote the committed file). Run from anywhere.
set -e
cd "$(dirname "$0")"
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
"$NVCC" -arch=sm_80 -ptx control.cu -o control.ptx
"$NVCC" -arch=sm_80 -ptx heap.cu -o heap.ptx
