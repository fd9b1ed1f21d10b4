#!/bin/sh
# Regenerates tests/data/vc4asm/aes/*.expected: the words vc4asm assembles
# from each kernels/vc4/aes/*.qasm (with its own vc4.qinc and its verifier,
# -V), as its -C output (`0xLOW, 0xHIGH,` per instruction). vc4asm is the
# oracle (built from maazl/vc4asm outside this repository); only its output is
# kept. Rerun it after changing a kernel.
#   scripts/oracle/vc4asm_aes_kernels.sh [path/to/vc4asm [path/to/vc4inc]]
set -eu
vc4asm=${1:-/work/oracles/vc4asm/build/vc4asm}
include=${2:-/work/oracles/vc4asm/share/vc4inc}
root=$(cd "$(dirname "$0")/../.." && pwd)
out=$root/tests/data/vc4asm/aes
mkdir -p "$out"
cd "$root/kernels/vc4/aes"
for source in *.qasm; do
  "$vc4asm" -V -I "$include" -i vc4.qinc -C "$out/${source%.qasm}.expected" "$source"
  echo >> "$out/${source%.qasm}.expected"
done
echo "wrote $out/*.expected"
