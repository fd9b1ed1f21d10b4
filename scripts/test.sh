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
for fuzzer in build/fuzz/fuzz/fuzz_*; do
  [ -x "$fuzzer" ] || continue
  name=$(basename "$fuzzer")
  "$fuzzer" -runs=2000 -max_total_time=60 "fuzz/corpus/${name#fuzz_}" >/dev/null 2>&1 \
    || { echo "$name failed"; "$fuzzer" -runs=2000 "fuzz/corpus/${name#fuzz_}"; exit 1; }
  echo "$name: ok"
done
