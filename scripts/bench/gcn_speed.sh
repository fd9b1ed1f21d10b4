#!/bin/sh
# gcn beside llvm-mc-14 on the same 10^6-instruction program (issue 14, item 5):
# assembly wall time (whole process, hyperfine), peak memory per instruction
# (GNU time's maximum resident set), disassembly instructions per second. The
# binaries are compared first: the timings mean nothing unless both give the
# same bytes. Run from the repository root after `cmake --build --preset release`.
#
#   scripts/bench/gcn_speed.sh [INSTRUCTIONS] [WORKDIR]
set -eu
count=${1:-1000000}
work=${2:-/tmp/gcn-speed}
gpuasm=${GPUASM:-build/release/gpuasm}
mkdir -p "$work"
python3 scripts/bench/gcn_mix.py "$count" "$work/mix.s"
echo "input: $(grep -vc ':$' "$work/mix.s") instructions, $(wc -c <"$work/mix.s") bytes"

llvm-mc-14 -arch=amdgcn -mcpu=tahiti -filetype=obj "$work/mix.s" -o "$work/llvm.o"
llvm-objcopy-14 -O binary -j .text "$work/llvm.o" "$work/llvm.bin"
# the mix breaks SI wait-state rules here and there: warnings, not errors
"$gpuasm" asm -t gcn "$work/mix.s" -o "$work/gpuasm.bin" 2>/dev/null
cmp "$work/llvm.bin" "$work/gpuasm.bin"
echo "same bytes: $(wc -c <"$work/gpuasm.bin") bytes"

hyperfine --runs 5 --warmup 1 -N \
  -n llvm-mc-14 "llvm-mc-14 -arch=amdgcn -mcpu=tahiti -filetype=obj $work/mix.s -o $work/llvm.o" \
  -n gpuasm "$gpuasm asm -t gcn $work/mix.s -o $work/gpuasm.bin"

for tool in llvm-mc gpuasm; do
  if [ "$tool" = gpuasm ]; then
    set -- "$gpuasm" asm -t gcn "$work/mix.s" -o "$work/gpuasm.bin"
  else
    set -- llvm-mc-14 -arch=amdgcn -mcpu=tahiti -filetype=obj "$work/mix.s" -o "$work/llvm.o"
  fi
  /usr/bin/time -o "$work/time.txt" -f "$tool peak memory: %M KiB" "$@" 2>/dev/null
  cat "$work/time.txt"
done

"$gpuasm" dis -t gcn "$work/gpuasm.bin" -o "$work/dis.s"
"$gpuasm" asm -t gcn "$work/dis.s" -o "$work/again.bin" 2>/dev/null
cmp "$work/gpuasm.bin" "$work/again.bin"
echo "disassembly reassembles: $(wc -l <"$work/dis.s") instructions"
hyperfine --runs 10 --warmup 2 -N \
  -n "gpuasm dis" "$gpuasm dis -t gcn $work/gpuasm.bin -o $work/dis.s"
