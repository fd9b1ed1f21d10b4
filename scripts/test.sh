#!/bin/sh
# Installs what is missing, builds with AddressSanitizer and
# UndefinedBehaviorSanitizer, runs every test, and checks that the libFuzzer
# targets still build and run on their seed corpora.
set -eu
cd "$(dirname "$0")/.."
scripts/install-deps.sh
jobs="$(nproc)"
cmake --preset debug >/dev/null
cmake --build --preset debug -j"$jobs"
ctest --preset debug -j"$jobs"
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz -j"$jobs"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
for fuzzer in build/fuzz/fuzz/fuzz_*; do
  [ -x "$fuzzer" ] || continue
  name=$(basename "$fuzzer")
  # A short run from a copy of the seed corpus: the targets build and the
  # seeds still pass. The long runs are recorded in docs/limits.md.
  cp -r "fuzz/corpus/$name" "$scratch/$name"
  if ! "$fuzzer" -runs=5000 -max_total_time=60 "$scratch/$name" >"$scratch/$name.log" 2>&1; then
    echo "$name failed:"; tail -n 40 "$scratch/$name.log"; exit 1
  fi
  echo "$name: ok"
done
