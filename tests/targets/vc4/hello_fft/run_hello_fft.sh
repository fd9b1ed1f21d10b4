#!/usr/bin/env bash
# Builds C programs against an installed copy of gpuasm, exactly as a user
# would (cmake --install into a prefix, then cc prog.c $(pkg-config --cflags
# --libs gpuasm)), and runs them on the simulator:
#   program   our own mailbox program (mailbox_program.c): needs no corpus
#   sweep     Broadcom's unmodified hello_fft for each log2_N in $SIZES with
#             batches 1 and 10; every printed rel_rms_err is compared with the
#             accuracy table of gpu_fft.txt (same corpus folder)
#   2d        Broadcom's unmodified hello_fft_2d; its bitmap is checked
# Usage: run_hello_fft.sh MODE BUILD_DIR SOURCE_DIR C_COMPILER WORK_DIR [SIZES...]
# Exit 77 (ctest SKIP_RETURN_CODE) when the hello_fft corpus is absent.
# GPUASM_CORPORA overrides where the corpora folder is.
set -euo pipefail
mode=$1 build=$2 source=$3 cc=$4 work=$5
shift 5
sizes=("$@")
here=$(cd "$(dirname "$0")" && pwd)
# ../shared/corpora beside the repository, as the other corpus tests look;
# GPUASM_CORPORA names another corpora folder.
corpus=${GPUASM_CORPORA:-$(cd "$source/.." && pwd)/shared/corpora}/hello_fft

if [[ $mode != program && ! -f $corpus/host/hello_fft.c ]]; then
  echo "SKIP: hello_fft corpus not found at $corpus (the shared corpora folder is absent)"
  exit 77
fi

rm -rf "$work"
mkdir -p "$work"
prefix=$work/prefix
cmake --install "$build" --prefix "$prefix" > "$work/install.log"
pc=$(dirname "$(find "$prefix" -name gpuasm.pc | head -n 1)")
export PKG_CONFIG_PATH=$pc
flags=$(pkg-config --cflags --libs gpuasm)
echo "pkg-config --cflags --libs gpuasm: $flags"
# A sanitized library reports leaks of the C programs' own (GPU_FFT never
# frees its host-side structures on every path); errors still fail the run.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}

case $mode in
program)
  "$cc" -o "$work/mailbox_program" "$here/mailbox_program.c" $(pkg-config --cflags --libs gpuasm bcm_host)
  "$work/mailbox_program"
  # The static library, with what it needs (C++ runtime, fmt, ...).
  "$cc" -o "$work/mailbox_program_static" "$here/mailbox_program.c" \
    $(pkg-config --cflags --libs gpuasm-static bcm_host)
  if ldd "$work/mailbox_program_static" | grep -q libgpuasm; then
    echo "FAIL: mailbox_program_static loads libgpuasm.so"
    exit 1
  fi
  "$work/mailbox_program_static"
  ;;

sweep)
  host=$corpus/host
  # The makefile's build with libgpuasm and our libbcm_host instead of
  # mailbox.c and the Pi's libbcm_host; -I finds gpu_fft_shaders.c's hex/.
  "$cc" -o "$work/hello_fft.bin" -I"$corpus" "$host/gpu_fft.c" "$host/gpu_fft_base.c" \
    "$host/gpu_fft_twiddles.c" "$host/gpu_fft_shaders.c" "$host/hello_fft.c" $flags -lrt -lm -ldl
  # gpu_fft.txt's "ppm rms" rows, by log2(N).
  declare -A published
  while read -r log2n ppm; do published[$log2n]=$ppm; done < <(awk -F'|' '
    /^log2\(N\) \|/ { n = NF; for (i = 2; i <= NF; ++i) sizes[i] = $i + 0 }
    /^ppm rms \|/ { for (i = 2; i <= NF; ++i) print sizes[i], $i + 0 }' "$host/gpu_fft.txt")
  failures=0
  printf '%7s %6s %14s %14s %10s %s\n' log2_N jobs "rel_rms_err" "published" "seconds" path
  for log2n in "${sizes[@]}"; do
    for jobs in 1 10; do
      # gpu_fft.c: batches of at most 5 << 12 points poke the V3D registers.
      if (((jobs << log2n) <= (5 << 12))); then path=V3D-registers; else path=mailbox; fi
      start=$(date +%s.%N)
      if ! output=$(cd "$work" && ./hello_fft.bin "$log2n" "$jobs" 1 2>&1); then
        echo "FAIL: hello_fft.bin $log2n $jobs 1 failed:"
        echo "$output"
        failures=$((failures + 1))
        continue
      fi
      seconds=$(awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN { printf "%.2f", e - s }')
      error=$(sed -n 's/^rel_rms_err = \([^,]*\),.*/\1/p' <<< "$output")
      ppm=${published[$log2n]:-}
      printf '%7s %6s %14s %12s ppm %10s %s\n' "$log2n" "$jobs" "${error:-none}" "$ppm" "$seconds" "$path"
      # gpu_fft.txt's table is hello_fft with one transform: a batch of one
      # must print it (two significant figures, so within 5%). A batch of ten
      # averages ten tones; "typically" allows a factor of two either way. A
      # wrong transform is off by orders of magnitude.
      if ((jobs == 1)); then tolerance='e * 1e6 <= 1.05 * p && e * 1e6 >= p / 1.05'
      else tolerance='e * 1e6 <= 2 * p && e * 1e6 >= p / 2'; fi
      if [[ -z $error || -z $ppm ]] || ! awk -v e="$error" -v p="$ppm" "BEGIN { exit !($tolerance) }"; then
        echo "FAIL: log2_N=$log2n jobs=$jobs: rel_rms_err ${error:-missing} against ${ppm:-?} ppm in gpu_fft.txt"
        echo "$output"
        failures=$((failures + 1))
      fi
    done
  done
  ((failures == 0)) || { echo "$failures runs failed"; exit 1; }
  ;;

2d)
  host=$corpus/host
  "$cc" -o "$work/hello_fft_2d.bin" -I"$corpus" "$host/gpu_fft.c" "$host/gpu_fft_base.c" \
    "$host/gpu_fft_twiddles.c" "$host/gpu_fft_shaders.c" "$host/hello_fft_2d.c" "$host/gpu_fft_trans.c" \
    $flags -lrt -lm -ldl
  "$cc" -o "$work/check_bmp" "$here/check_bmp.c" -lm
  (cd "$work" && ./hello_fft_2d.bin)
  "$work/check_bmp" "$work/hello_fft_2d.bmp"
  ;;

*)
  echo "unknown mode $mode" >&2
  exit 2
  ;;
esac
