#!/usr/bin/env bash
# Reads every PTX file of the corpus with `gpuasm asm -t ptx` and prints, per kernel (.entry),
# "read" or the first refusal (the first error inside the kernel's lines, else the file's first
# error), then a histogram of the refusals by message, and the read fractions.
#
#   scripts/ptx-corpus/report.sh BUILD_DIR [CORPUS_DIR]
#
# BUILD_DIR holds the gpuasm program (e.g. build/debug); CORPUS_DIR defaults to the repository's
# tests/data/ptx/corpus. Exit status 0 whatever the fraction: this script measures, the test asserts.
set -euo pipefail
BUILD=${1:?usage: report.sh BUILD_DIR [CORPUS_DIR]}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
CORPUS=${2:-$ROOT/tests/data/ptx/corpus}
GPUASM=$BUILD/gpuasm
[ -x "$GPUASM" ] || GPUASM=$BUILD/tools/gpuasm/gpuasm
[ -x "$GPUASM" ] || { echo "report.sh: no gpuasm program in $BUILD" >&2; exit 2; }
exec python3 - "$GPUASM" "$CORPUS" <<'PY'
import collections, os, re, subprocess, sys

gpuasm, corpus = sys.argv[1], sys.argv[2]
entry = re.compile(r'^\s*(?:\.visible\s+|\.weak\s+)?\.entry\s+([A-Za-z_$%][\w$]*)')
error = re.compile(r'^(.*?):(\d+):(\d+): error: (.*)$')
files = sorted(os.path.join(d, f) for d, _, fs in os.walk(corpus) for f in fs if f.endswith('.ptx'))
kernels_total = kernels_read = files_read = 0
histogram = collections.Counter()
file_histogram = collections.Counter()
for path in files:
    name = os.path.relpath(path, corpus)
    with open(path) as f:
        lines = f.read().split('\n')
    starts = [(i + 1, m.group(1)) for i, l in enumerate(lines) for m in [entry.match(l)] if m]
    try:
        run = subprocess.run([gpuasm, 'asm', '-t', 'ptx', path, '-o', os.devnull],
                             capture_output=True, text=True, timeout=300)
        ok, out = run.returncode == 0, run.stdout + run.stderr
    except subprocess.TimeoutExpired:
        ok, out = False, f'{path}:1:1: error: timed out after 300 s'
    errors = [(int(m.group(2)), m.group(4)) for l in out.split('\n') for m in [error.match(l)] if m]
    if not ok and not errors:
        tail = out.strip().split('\n')[-1] if out.strip() else f'exit status {run.returncode}'
        errors = [(0, 'no diagnostic: ' + tail)]
    files_read += ok
    if not ok:
        file_histogram[errors[0][1]] += 1
    for k, (line, kernel) in enumerate(starts):
        end = starts[k + 1][0] if k + 1 < len(starts) else len(lines) + 1
        kernels_total += 1
        if ok:
            kernels_read += 1
            print(f'{name} {kernel}: read')
            continue
        inside = [e for e in errors if line <= e[0] < end]
        first = inside[0] if inside else errors[0]
        histogram[first[1]] += 1
        print(f'{name} {kernel}: line {first[0]}: {first[1]}')

print()
print('refusals by message (kernels: the first refusal of each kernel):')
for message, count in histogram.most_common():
    print(f'{count:6d}  {message}')
print()
print('refusals by message (files: the first error of each file):')
for message, count in file_histogram.most_common():
    print(f'{count:6d}  {message}')
print()
pct = lambda a, b: 100.0 * a / b if b else 0.0
print(f'files read: {files_read}/{len(files)} ({pct(files_read, len(files)):.1f} %)')
print(f'kernels read: {kernels_read}/{kernels_total} ({pct(kernels_read, kernels_total):.1f} %)')
PY
