#!/usr/bin/env bash
# The PTX corpus and random programs on the simulator and on an NVIDIA GPU, compared byte for
# byte (see scripts/ptx-differential.py for the options and the record it writes).
#
#   scripts/ptx-differential.sh GPUASM OUT_DIR [--devices sim,cuda] [--random N] [--filter REGEX]
#
# On a GPU machine, with the release build carried over:
#   scripts/ptx-differential.sh build/release/gpuasm ptx-differential-out
# Here, without a GPU (the simulator against the expected bytes):
#   scripts/ptx-differential.sh build/debug/gpuasm /tmp/diff --devices sim --random 20
set -euo pipefail
if [ $# -lt 2 ]; then
    sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
fi
GPUASM=$1 OUT=$2
shift 2
exec python3 "$(dirname "$0")/ptx-differential.py" --gpuasm "$GPUASM" --out "$OUT" "$@"
