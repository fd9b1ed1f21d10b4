#!/usr/bin/env bash
# Assembles the QPU programs of public repositories (vc4asm's syntax) with
# vc4asm and with gpuasm, and compares the bytes, file by file.
#
#   scripts/vc4-corpus/check.sh EXT_DIR [VC4ASM] [GPUASM]
#
# EXT_DIR holds the repositories unpacked one a folder, named OWNER+NAME, at
# the commits listed in SOURCES (`git -C clone archive COMMIT | tar -x -C
# EXT_DIR/OWNER+NAME`). They are other people's programs, so they stay
# outside this repository: what they taught us is in our own
# tests/data/vc4asm/directives/idioms.qasm, and the outcome of this check in
# docs/vc4.md ("Programs from public repositories"). VC4ASM is vc4asm built
# from maazl/vc4asm (the oracle); GPUASM defaults to build/release/gpuasm.
# Prints one line a file (same: bytes equal; differs; refused by one or both,
# with the first message) and a summary; exits 1 when a file vc4asm
# assembles is not the same and is not listed in EXPECTED_APART.
set -uo pipefail

EXT=${1:?usage: check.sh EXT_DIR [VC4ASM] [GPUASM]}
EXT=$(cd "$EXT" && pwd)
VC4ASM=${2:-${VC4ASM:-vc4asm}}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
GPUASM=${3:-$ROOT/build/release/gpuasm}
absolute() { case $1 in /*) echo "$1" ;; */*) echo "$(cd "$(dirname "$1")" && pwd)/$(basename "$1")" ;; *) command -v "$1" ;; esac; }
VC4ASM=$(absolute "$VC4ASM") GPUASM=$(absolute "$GPUASM")

# repository                                commit                                    files
SOURCES='
maazl/vc4asm                                80ab48de58ca6db3c0c52fbc93b6ed3e77177297  sample/simple/smitest.qasm test/*.qasm
sarahlc888/cellular-automata-on-rpi-gpu     34dd1fe0db8ac63261d65ca7216cecba787a7dc1  gpu_examples/*.qasm src/qasm/*.qasm
rohanchanani/raspberry-pi-gpu               cd8a3d9858044c7817d4edefa5ef22b95fa64939  code/*.qasm staff/*.qasm lab/code/0-deadbeef/*.qasm
vdaita/crab-pi                              47f72b272507a65462de8f78875e52af522e4ec2  pi/src/gpu_kernels/*.qasm
swrenn/qpu                                  530802e9dc654c0cc036b86a6e137cbf14898585  examples/*.qasm
Haibib/rpi-QPUDSL                           233b8f96b46761f7670065e4317f362b93731896  parallel-*/*.qasm
'
# Files vc4asm assembles that gpuasm refuses on purpose, with the reason.
EXPECTED_APART='
vdaita+crab-pi/pi/src/gpu_kernels/exp.qasm      sfu-r4-hazard: an SFU write 2 instructions after another (page 37; vc4asm does not check it)
vdaita+crab-pi/pi/src/gpu_kernels/softmax.qasm  sfu-r4-hazard: the same
maazl+vc4asm/test/gpu_fft_256_new.qasm          rotate-after-write: r1 rotated right after it is written (page 37; vc4asm warns); the same bytes as vc4asm with -m restrictions=off
maazl+vc4asm/test/parser.rot.qasm               rotate-after-write: the same, on purpose (a test of the warning of vc4asm); the same bytes as vc4asm with -m restrictions=off
maazl+vc4asm/test/validator.VPM.qasm            vpm-conflict: two VPM writes in one instruction (addendum; vc4asm warns); the same bytes as vc4asm with -m restrictions=off
maazl+vc4asm/test/parser.macro.qasm             unterminated-conditional: an .if left open at the end of a macro (vc4asm warns)
'

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
same=0 apart=0 bad=0 both=0
while read -r repo commit globs; do
  [ -n "$repo" ] || continue
  dir=$EXT/${repo/\//+}
  if [ ! -d "$dir" ]; then echo "check.sh: missing $dir (unpack $repo at $commit there)" >&2; exit 2; fi
  for pattern in $globs; do
    for file in "$dir"/$pattern; do
      [ -f "$file" ] || continue
      name=${file#"$EXT"/}
      (cd "$(dirname "$file")" && "$VC4ASM" -I "$(dirname "$VC4ASM")/../share/vc4inc" -i vc4.qinc \
         -o "$scratch/v.bin" "$(basename "$file")" >"$scratch/v.log" 2>&1)
      v=$?
      (cd "$(dirname "$file")" && "$GPUASM" asm -t vc4 "$(basename "$file")" \
         -o "$scratch/g.bin" >"$scratch/g.log" 2>&1)
      g=$?
      reason=$(echo "$EXPECTED_APART" | awk -v f="$name" '$1 == f { $1 = ""; print substr($0, 2) }')
      if [ $v -ne 0 ] && [ $g -ne 0 ]; then
        both=$((both + 1)); echo "refused by both  $name"
      elif [ $v -eq 0 ] && [ $g -eq 0 ] && cmp -s "$scratch/v.bin" "$scratch/g.bin"; then
        same=$((same + 1)); echo "same             $name ($(stat -c %s "$scratch/v.bin") bytes)"
      elif [ -n "$reason" ]; then
        apart=$((apart + 1)); echo "apart            $name: $reason"
      else
        bad=$((bad + 1))
        if [ $v -ne 0 ]; then echo "vc4asm refuses   $name: $(grep -m1 -i error "$scratch/v.log")"
        elif [ $g -ne 0 ]; then echo "gpuasm refuses   $name: $(grep -m1 error: "$scratch/g.log")"
        else echo "differs          $name: $(cmp "$scratch/v.bin" "$scratch/g.bin" | head -1)"; fi
      fi
    done
  done
done <<<"$SOURCES"
echo "check.sh: $same same, $apart apart on purpose, $both refused by both, $bad otherwise"
[ "$bad" -eq 0 ]
