#!/usr/bin/env bash
# Issue 32, item 1: Montgomery multiplication on a GPU, side by side in one run. For each size,
# the shipped kernel (kernels/ptx/montmul_<bits>.ptx); at 256 bits also the kernel the H200
# measured before (tests/data/ptx/h200/montmul_256_row.ptx) and supranational/sppark's BN254
# multiplication as nvcc compiles it (tests/data/ptx/corpus/sppark/sppark_bn254_montmul.sm_90.ptx,
# with BN254's p as the modulus). Every result is checked against GMP, which also runs on the host.
#
#   scripts/gpu-montmul.sh [OUT_DIR]    # default tests/data/ptx/gpu/<GPU name>
#
# Writes OUT_DIR/montmul.txt (each run's report) and OUT_DIR/montmul.jsonl (one JSON a run), and
# the h100 model's prediction of each for comparison. Commit OUT_DIR as data (docs/PERFORMANCE.md).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
source scripts/gpu-common.sh
out=${1:-$gpu_data}
mkdir -p "$out"
: >"$out/montmul.txt"
: >"$out/montmul.jsonl"
p=0x30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47   # BN254's p

# run LABEL ARGS...: the GPU's figure, then the model's (at its default count), both appended;
# gpu LABEL ARGS...: the GPU's alone (a count too large for the model).
run() {
  local devices=("--device cuda" "--model h100")
  each "$@"
}
gpu() {
  local devices=("--device cuda")
  each "$@"
}
each() {
  local label=$1
  shift
  for device in "${devices[@]}"; do
    echo "== $label $device" | tee -a "$out/montmul.txt"
    timeout 600 "$gpuasm" bench -t ptx montmul $device "$@" | tee -a "$out/montmul.txt" || true
    timeout 600 "$gpuasm" bench -t ptx montmul $device "$@" --json |
      python3 -c 'import json,sys; j=json.load(sys.stdin); j["label"]=sys.argv[1]; print(json.dumps(j))' \
        "$label $device" >>"$out/montmul.jsonl" || true
  done
}
for bits in 256 384 512 1024 2048; do
  run "shipped $bits" --bits "$bits"
done
gpu "shipped 256, 4M threads" --bits 256 --count 4194304
run "row 256 (measured before)" --ptx tests/data/ptx/h200/montmul_256_row.ptx
gpu "row 256 (measured before), 4M threads" --ptx tests/data/ptx/h200/montmul_256_row.ptx --count 4194304
run "sppark bn254" --ptx tests/data/ptx/corpus/sppark/sppark_bn254_montmul.sm_90.ptx --modulus "$p"
gpu "sppark bn254, 4M threads" --ptx tests/data/ptx/corpus/sppark/sppark_bn254_montmul.sm_90.ptx \
  --modulus "$p" --count 4194304
run "shipped 256, bn254's p" --modulus "$p"
grep -E '^(==|device:|checked)' "$out/montmul.txt"
echo "wrote $out"
