# Sourced by the scripts a session with an NVIDIA GPU runs (calibrate-gpu.sh, gpu-montmul.sh,
# gpu-session.sh), from the repository root: sets `gpuasm` (the release build, built first if
# absent) and `gpu_data` (tests/data/ptx/gpu/<the GPU's name>, where their records go, made).
if [[ ! -x build/release/gpuasm ]]; then
  cmake --preset release >/dev/null
  cmake --build --preset release -j"$(nproc)" --target gpuasm-cli
fi
gpuasm=$PWD/build/release/gpuasm
gpu_name=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1 | tr ' /' '__' || true)
gpu_data=$PWD/tests/data/ptx/gpu/${gpu_name:-unknown}
