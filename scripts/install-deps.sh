#!/bin/sh
# Installs what gpuasm needs from Debian 12's archive, skipping what is there.
set -eu
# ccache: recompiles only what changed, across clones (scripts/test.sh sets its base dir).
# libgmp-dev: GMP, the oracle of the PTX big-integer kernels (`gpuasm bench -t ptx montmul`).
# libtomlplusplus-dev: toml++, the reader of the SM timing model's configurations
# (configs/sm/*.toml and a user's own: `gpuasm run -t ptx --model FILE.toml`).
# openssl: the command, the oracle of `gpuasm aes`'s tests (tests/tools/cli_aes_test.cpp
# compares its output with `openssl enc`; they skip without it).
# ocl-icd-opencl-dev, opencl-headers: the OpenCL ICD loader and headers, for the transfer
# library's opencl:P.D endpoints (`gpuasm transfer`); pocl-opencl-icd: PoCL's CPU devices, the
# OpenCL platform of machines without a GPU (the transfer tests run on two of them:
# POCL_DEVICES="pthread pthread"); clinfo: to see which platforms and devices there are.
# python3: runs the ctest `doc-commands` (scripts/check-doc-commands.py: every command line
# of README.md and docs/*.md, run as written).
packages="cmake ninja-build ccache g++ clang-14 libclang-rt-14-dev pkg-config libcli11-dev libfmt-dev
nlohmann-json3-dev libpng-dev libgtest-dev libgmock-dev libbenchmark-dev libfftw3-dev
libssl-dev openssl libgmp-dev libtomlplusplus-dev ocl-icd-opencl-dev opencl-headers
pocl-opencl-icd clinfo python3"
missing=""
for p in $packages; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
  echo "installing:$missing"
  as_root=""
  [ "$(id -u)" -eq 0 ] || as_root="sudo"
  $as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -qq --no-install-recommends $missing
fi
