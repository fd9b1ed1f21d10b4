#!/usr/bin/env bash
# Builds qpu_aes_program.c, a user's program of the QPU AES library, against
# an installed copy of gpuasm, as a user would:
#   simulator  cmake --install into a prefix, cc qpu_aes_program.c
#              $(pkg-config --cflags --libs gpuasm), shared and static, and
#              runs both on the simulated Pi
#   pi         compiles the installed library sources (share/gpuasm/qpu_aes/)
#              with the program and hello_pi's own mailbox.c from the
#              hello_fft corpus, and links them: the program a Pi would run
#              (there is no /dev/vcio here to run it). Exit 77 (ctest
#              SKIP_RETURN_CODE) when the corpus is absent.
# Usage: run_qpu_aes_program.sh MODE BUILD_DIR SOURCE_DIR C_COMPILER WORK_DIR
# GPUASM_CORPORA overrides where the corpora folder is.
set -euo pipefail
mode=$1 build=$2 source=$3 cc=$4 work=$5
here=$(cd "$(dirname "$0")" && pwd)
corpus=${GPUASM_CORPORA:-$(cd "$source/.." && pwd)/shared/corpora}/hello_fft

if [[ $mode == pi && ! -f $corpus/host/mailbox.c ]]; then
  echo "SKIP: hello_pi's mailbox.c not found at $corpus/host (the shared corpora folder is absent)"
  exit 77
fi

rm -rf "$work"
mkdir -p "$work"
prefix=$work/prefix
cmake --install "$build" --prefix "$prefix" > "$work/install.log"
pc=$(dirname "$(find "$prefix" -name gpuasm.pc | head -n 1)")
export PKG_CONFIG_PATH=$pc
strict=(-std=c11 -Wall -Wextra -Wpedantic -Werror)

case $mode in
simulator)
  flags=$(pkg-config --cflags --libs gpuasm)
  echo "pkg-config --cflags --libs gpuasm: $flags"
  "$cc" "${strict[@]}" -o "$work/qpu_aes_program" "$here/qpu_aes_program.c" $flags
  "$work/qpu_aes_program"
  "$cc" "${strict[@]}" -o "$work/qpu_aes_program_static" "$here/qpu_aes_program.c" \
    $(pkg-config --cflags --libs gpuasm-static)
  "$work/qpu_aes_program_static"
  ;;

pi)
  library=$prefix/share/gpuasm/qpu_aes
  include=$prefix/include
  # hello_pi's mailbox.c is Broadcom's, built as its makefile builds it
  # (gnu99, its own mailbox.h beside it); ours must build strictly.
  "$cc" -std=gnu99 -w -c -o "$work/mailbox.o" -I"$corpus/host" "$corpus/host/mailbox.c"
  objects=()
  for file in "$library"/*.c "$here/qpu_aes_program.c"; do
    object=$work/$(basename "$file" .c).o
    "$cc" "${strict[@]}" -c -o "$object" -I"$include" -I"$library" "$file"
    objects+=("$object")
  done
  "$cc" -o "$work/qpu_aes_program_pi" "${objects[@]}" "$work/mailbox.o"
  # Nothing but the C library and libc: no gpuasm, no C++.
  if nm -u "$work/qpu_aes_program_pi" | grep -Ev ' (__|_ITM|_Jv)' | grep -Eq '_Z|gpuasm'; then
    echo "FAIL: the Pi build of the program needs C++ or gpuasm symbols:"
    nm -u "$work/qpu_aes_program_pi"
    exit 1
  fi
  echo "built $work/qpu_aes_program_pi from share/gpuasm/qpu_aes/*.c and hello_pi's mailbox.c"
  ;;

*)
  echo "unknown mode $mode" >&2
  exit 2
  ;;
esac
