#!/usr/bin/env bash
# Every check that needs an NVIDIA GPU, as one prepared run on a machine that has one (the device
# tool's `run`, with `.gpu-carry` carried: scripts/gpu-pack.sh made it here from the release build).
#
#   bash scripts/gpu-session.sh [STAGE ...]      # default: tests montmul transfer
#
# Stages (each under its own time limit, so that one that hangs leaves the others their time):
#   tests         the CUDA tests of the test program (real driver, then the fakes)     ~1 min
#   montmul       scripts/gpu-montmul.sh: every size, the row kernel, sppark; GMP     ~3 min
#   transfer      host <-> cuda:0, 1 GiB: sequential, concurrent (1..16 threads), direct ~2 min
#   calibrate     scripts/calibrate-gpu.sh: the microbenchmarks, the model, the fit     ~4 min
#   differential  scripts/ptx-differential.sh: the PTX corpus and random programs, sim and cuda ~4 min
# Two calls fit a session's device time: `tests montmul transfer`, then `calibrate differential`.
# Everything goes under $OUT (the device tool's folder; else ./gpu-session-out): summary.txt, and
# session.tar.gz with each stage's files (tests/data/ptx/gpu/<GPU>/ as the scripts write them).
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
out=${OUT:-$root/gpu-session-out}
mkdir -p "$out"
if [[ -f .gpu-carry/gpuasm-gpu.tar.xz && ! -x build/release/gpuasm ]]; then
  tar -xJf .gpu-carry/gpuasm-gpu.tar.xz -C .gpu-carry
  mkdir -p build
  rm -rf build/release
  mv .gpu-carry/build/release build/release
fi
export LD_LIBRARY_PATH=$root/build/release:$root/.gpu-carry/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
source scripts/gpu-common.sh
data=${gpu_data#"$root/"}
mkdir -p "$data"
summary=$out/summary.txt
: >"$summary"
log() { echo "$*" | tee -a "$summary"; }
log "gpu-session $(date -u +%FT%TZ) on ${gpu_name:-no GPU} ($(git rev-parse --short HEAD 2>/dev/null || echo '?'))"
nvidia-smi -q >"$data/gpu.txt" 2>&1 || log "nvidia-smi failed"
stages=("$@")
[[ ${#stages[@]} -gt 0 ]] || stages=(tests montmul transfer)

stage_tests() {
  timeout 300 build/release/tests/gpuasm-tests --gtest_filter='*Cuda*:*CUDA*' \
    --gtest_output=json:"$data/cuda-tests.json" >"$data/cuda-tests.txt" 2>&1
  grep -E '^\[  (PASSED|FAILED|SKIPPED) |^\[  FAILED  \]' "$data/cuda-tests.txt" | tee -a "$summary"
}
stage_montmul() {
  timeout 420 scripts/gpu-montmul.sh "$data" >/dev/null 2>&1
  grep -E '^(==|device:|checked)|wrong' "$data/montmul.txt" | tee -a "$summary"
}
stage_transfer() {
  local t=$data/transfer.txt
  : >"$t"
  for dir in "--from host --to cuda:0" "--from cuda:0 --to host"; do
    for s in "--strategy direct" "--strategy sequential" \
      "--strategy concurrent --threads 1" "--strategy concurrent --threads 4" \
      "--strategy concurrent --threads 8" "--strategy concurrent --threads 16" \
      "--strategy concurrent"; do
      echo "== $dir $s" >>"$t"
      timeout 60 build/release/gpuasm transfer $dir --size 1G --repeat 3 --verify $s >>"$t" 2>&1
    done
  done
  grep -E '^==|MB/s' "$t" | tee -a "$summary"
}
stage_calibrate() {
  timeout 540 scripts/calibrate-gpu.sh "$data" >"$data/calibrate.log" 2>&1
  tail -20 "$data/calibrate.log" | tee -a "$summary"
}
stage_differential() {
  timeout 540 scripts/ptx-differential.sh build/release/gpuasm "$data/differential" \
    --devices sim,cuda >"$data/differential.log" 2>&1
  tail -20 "$data/differential.log" | tee -a "$summary"
}
for s in "${stages[@]}"; do
  start=$(date +%s)
  log "== stage $s"
  if declare -F "stage_$s" >/dev/null; then "stage_$s"; else log "unknown stage '$s'"; fi
  log "== stage $s: exit $?, $(($(date +%s) - start)) s"
done
tar -czf "$out/session.tar.gz" "$data"
log "wrote $out/summary.txt and $out/session.tar.gz ($data)"
