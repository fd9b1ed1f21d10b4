#!/bin/sh
# Installs what is missing, builds with clang, AddressSanitizer and
# UndefinedBehaviorSanitizer (the tests and the libFuzzer targets in one build,
# the `debug` preset), runs every test, and runs each fuzz target on its seed
# corpus.
set -eu
cd "$(dirname "$0")/.."
scripts/install-deps.sh
jobs="$(nproc)"
# ccache's hashes leave out this clone's path, so a build in a fresh clone
# reuses what an earlier clone compiled (the cache itself is ccache's own,
# outside the clone).
CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=1
export CCACHE_BASEDIR CCACHE_NOHASHDIR
started=$(date +%s)
phase() { echo "test.sh: $1 took $(( $(date +%s) - started )) s"; started=$(date +%s); }
phase "installing"
cmake --preset debug >/dev/null
cmake --build --preset debug -j"$jobs"
phase "the build"
ctest --preset debug -j"$jobs"
phase "the tests"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# A short run of each fuzz target from a copy of its seed corpus, $jobs at a
# time: the targets build and the seeds still pass. The long runs are recorded
# in docs/limits.md.
run_fuzzer() {
  name=$(basename "$1")
  cp -r "fuzz/corpus/$name" "$scratch/$name"
  if "$1" -runs=5000 -max_total_time=60 "$scratch/$name" >"$scratch/$name.log" 2>&1; then
    echo "$name: ok"
  else
    echo "$name failed:"; tail -n 40 "$scratch/$name.log"; return 1
  fi
}
fuzzers=""
for fuzzer in build/debug/fuzz/fuzz_*; do
  [ -x "$fuzzer" ] && fuzzers="$fuzzers $fuzzer"
done
failed=0
set -- $fuzzers
while [ $# -gt 0 ]; do
  pids=""
  i=0
  while [ $i -lt "$jobs" ] && [ $# -gt 0 ]; do
    run_fuzzer "$1" & pids="$pids $!"
    shift; i=$((i + 1))
  done
  for pid in $pids; do wait "$pid" || failed=1; done
done
phase "the fuzz seeds"
[ "$failed" -eq 0 ]
