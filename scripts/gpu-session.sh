#!/usr/bin/env bash
# Every check that needs an NVIDIA GPU, as one prepared run on a machine that has one (the device
# tool's `run`, with `.gpu-carry` carried: scripts/gpu-pack.sh made it here from the release build).
#
#   bash scripts/gpu-session.sh [STAGE ...]      # default: tests montmul transfer
#
# Stages (each under its own time limit, so that one that hangs leaves the others their time):
#   tests         the CUDA tests of the test program (real driver, then the fakes)     ~1 min
#   montmul       scripts/gpu-montmul.sh: every size, the row kernel, sppark; GMP     ~3 min
#   transfer      host <-> cuda:0 and an OpenCL GPU, 1 GiB: direct, sequential, staged  ~4 min
#   calibrate     scripts/calibrate-gpu.sh: the microbenchmarks, the model, the fit     ~4 min
#   differential  scripts/ptx-differential.sh: the PTX corpus and random programs, sim and cuda ~4 min
#   pipes         the pipe probes (scripts/bench/pipes_sweep.py) on the GPU and the model, and
#                 Nsight Compute's per-pipe counts and stall reasons where ncu is installed ~3 min
# Two calls fit a session's device time: `tests montmul transfer`, then `pipes calibrate differential`.
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
# Pageable host <-> GPU, 1 GiB: the driver's own copy (direct) against the staged path with the
# copy threads docs/transfer.md's model names (2: 2.04x predicted on an H200's host, 3: 3.05x,
# 6: the pinned copy's bound), staging in the driver's pinned memory (the default) and in mlock'd
# memory (the driver copies it through its bounce buffers). CUDA, then an OpenCL GPU where the
# NVIDIA driver installs its ICD (/etc/OpenCL/vendors/nvidia.icd: platform 0 alone then).
stage_transfer() {
  local t=$data/transfer.txt
  : >"$t"
  local icd
  icd=$(mktemp -d)
  [[ -f /etc/OpenCL/vendors/nvidia.icd ]] && cp /etc/OpenCL/vendors/nvidia.icd "$icd/"
  for gpu in cuda:0 opencl:0.0; do
    if [[ $gpu == opencl:0.0 && ! -f $icd/nvidia.icd ]]; then
      echo "== no NVIDIA OpenCL ICD (/etc/OpenCL/vendors/nvidia.icd): no OpenCL GPU" | tee -a "$t"
      continue
    fi
    for dir in "--from host --to $gpu" "--from $gpu --to host"; do
      for s in "--strategy direct" "--strategy sequential" \
        "--strategy concurrent --threads 1" "--strategy concurrent --threads 2" \
        "--strategy concurrent --threads 3" "--strategy concurrent --threads 6" \
        "--strategy concurrent" "--strategy concurrent --threads 2 --staging mlock --block 2M"; do
        echo "== $dir $s" >>"$t"
        OCL_ICD_VENDORS=$icd timeout 60 build/release/gpuasm transfer $dir --size 1G --repeat 3 \
          --verify $s >>"$t" 2>&1
      done
    done
  done
  rm -rf "$icd"
  grep -E '^==|median|MB/s' "$t" | grep -v '^run ' | tee -a "$summary"
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
# Issue 29 item 2: what makes the H200's mix_1i1f take 2.8 cycles a pair where two pipes would
# take 2.0 (docs/sm-model.md, "Against hardware"). The probes' clock spans on the GPU beside the
# h100 model, then, where Nsight Compute is installed, how many FMULs went to the FMA-heavy pipe
# and why warps did not issue (math pipe throttle, dispatch stall, not selected).
stage_pipes() {
  local p=$data/pipes.txt
  {
    timeout 120 python3 scripts/bench/pipes_sweep.py build/release/gpuasm cuda 100
    timeout 240 python3 scripts/bench/pipes_sweep.py build/release/gpuasm sim 5 --model h100
  } >"$p" 2>&1
  local ncu
  ncu=$(command -v ncu || ls /usr/local/cuda/bin/ncu /opt/nvidia/nsight-compute/*/ncu \
    /usr/local/cuda*/nsight-compute*/ncu 2>/dev/null | head -1)
  if [[ -z $ncu ]]; then
    echo "== no ncu (Nsight Compute) on this machine: per-pipe counts not measured" >>"$p"
  else
    local metrics='regex:^smsp__(inst_executed_pipe_(fma|fmaheavy|fmalite|alu)|pipe_(fma|fmaheavy|fmalite|alu)_cycles_active|issue_active|cycles_active|average_warps_issue_stalled_(math_pipe_throttle|dispatch_stall|not_selected|wait|selected|short_scoreboard|no_instruction)_per_issue_active)'
    local kernel file block
    for run in "mix.ptx mix_1i1f" "mix.ptx mix_1i2f" "mix.ptx mix_2i1f" "pipes.ptx pipe_imad_lop3" \
      "pipes.ptx pipe_lop3_fmul"; do
      read -r file kernel <<<"$run"
      for block in 384 1024; do
        echo "== ncu $kernel --block $block" >>"$p"
        timeout 120 "$ncu" --metrics "$metrics" --csv --page raw \
          build/release/gpuasm run -t ptx "kernels/ptx/microbench/$file" --kernel "$kernel" \
          --grid 1 --block "$block" --buffer clocks=16384 --buffer results=16384 \
          --arg "${kernel}_clocks=clocks" --arg "${kernel}_results=results" \
          --arg "${kernel}_iterations=100" --arg "${kernel}_int_factor=3" \
          --arg "${kernel}_float_factor=0x3F800001" --device cuda >>"$p" 2>&1
      done
    done
  fi
  grep -vE '^==PROF==' "$p" | head -20 | tee -a "$summary"
}
for s in "${stages[@]}"; do
  start=$(date +%s)
  log "== stage $s"
  if declare -F "stage_$s" >/dev/null; then "stage_$s"; else log "unknown stage '$s'"; fi
  log "== stage $s: exit $?, $(($(date +%s) - start)) s"
done
tar -czf "$out/session.tar.gz" "$data"
log "wrote $out/summary.txt and $out/session.tar.gz ($data)"
