#!/bin/sh
# Regenerates tests/data/vc4asm/directives/*.expected: the words vc4asm
# assembles from each tests/data/vc4asm/directives/*.qasm, as its -C output
# (`0xLOW, 0xHIGH,` per instruction). vc4asm is the oracle (built from
# maazl/vc4asm outside this repository); only its output is kept.
#   scripts/oracle/vc4asm_directives.sh [path/to/vc4asm]
set -eu
vc4asm=${1:-/work/oracles/vc4asm/build/vc4asm}
dir=$(cd "$(dirname "$0")/../.." && pwd)/tests/data/vc4asm/directives
for source in "$dir"/*.qasm; do
  "$vc4asm" -C "${source%.qasm}.expected" "$source"
  echo >> "${source%.qasm}.expected"
done
echo "wrote $dir/*.expected"
