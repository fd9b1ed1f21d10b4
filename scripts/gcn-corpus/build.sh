#!/usr/bin/env bash
# Regenerates tests/data/gcn/corpus/ from public OpenCL C sources with clang-14, for every GCN
# generation gpuasm is measured on, then has expected.py write llvm-mc-14's expectations.
#
#   scripts/gcn-corpus/build.sh EXT_DIR
#
# EXT_DIR holds the public sources unpacked one repository a folder, named OWNER+NAME, at the
# commits listed in SOURCES below (e.g. `git -C clone archive COMMIT | tar -x -C EXT_DIR/OWNER+NAME`).
# Their sources are never copied into this repository: only clang's assembly, llvm-mc's
# expectations, the code objects ld.lld links and the list of files are. Each kernel file is
# compiled as
#
#   clang-14 -target amdgcn-amd-amdhsa -mcpu=MCPU -nogpulib -cl-std=CL1.2 -O2 -S
#            -Xclang -finclude-default-header [the host's -D options] FILE.cl
#
# (get_global_id & co. stay calls of external functions: without the device libraries they are
# never linked, which assembly does not need) into tests/data/gcn/corpus/<source>/<name>.<mcpu>.s,
# kept as clang wrote it; a few also for the triple amdgcn-- (<name>-amdgcn.<mcpu>.s: no HSA
# kernel descriptors, the .AMDGPU.config block instead). The "-co" files (<name>-co.<mcpu>.s) are
# the same sources behind our drivers/workitem.cl, which defines the work-item, barrier and
# atomic functions with clang's __builtin_amdgcn_* so that nothing stays external: expected.py
# links each into a code object (<name>-co.<mcpu>.co) for the code-object loader and the run
# driver (tahiti's, gfx600 code, run on the simulator today). Large files are kept for one or two processors only, so the data stays a few MB.
set -euo pipefail

EXT=${1:?usage: build.sh EXT_DIR}
EXT=$(cd "$EXT" && pwd)
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OUT=$ROOT/tests/data/gcn/corpus
CLANG=${CLANG:-clang-14}

# repository                       commit
SOURCES='
ethereum-mining/ethminer           8eaf50ab3baad9a1747e04dc295793d46740dcae
brichard19/BitCrack                6bf8059ef075eb1622298395866b0bd02375e1d9
fireice-uk/xmr-stak                67cf951b15ccac79763706e392b49ebc95957c51
krrishnarraj/clpeak                a68fbf0514f0ada6a88823dba7cb7067569dbbf1
xianggong/cl_kernel_compilation    52b804909281be596aa36ff2b0c845703b3f9b92
openwall/john                      3c2e19c0dbe0bb6172780018b1d5a6097250dad1
'
echo "$SOURCES" | while read -r repo commit; do
    [ -n "$repo" ] || continue
    dir=$EXT/${repo/\//+}
    [ -d "$dir" ] || { echo "build.sh: missing $dir (unpack $repo at $commit there)" >&2; exit 2; }
done

"$CLANG" --version | head -1 >&2
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
find "$OUT" -mindepth 1 -maxdepth 1 -type d ! -name drivers -exec rm -rf {} +
mkdir -p "$OUT"

ALL="tahiti gfx701 gfx803 gfx900"
CLFLAGS=(-nogpulib -cl-std=CL1.2 -O2 -S -Xclang -finclude-default-header)

# cl GROUP NAME SOURCE.cl "MCPUS" TRIPLE [clang flags...]: one assembly file per processor.
cl() {
    local group=$1 name=$2 src=$3 mcpus=$4 triple=$5
    shift 5
    local suffix=
    [ "$triple" = amdgcn-amd-amdhsa ] || suffix=-amdgcn
    mkdir -p "$OUT/$group"
    for mcpu in $mcpus; do
        echo "  $group/$name$suffix.$mcpu.s" >&2
        "$CLANG" -target "$triple" -mcpu="$mcpu" "${CLFLAGS[@]}" "$@" \
            -o "$OUT/$group/$name$suffix.$mcpu.s" "$src"
    done
}
# co GROUP NAME SOURCE.cl "MCPUS" [clang flags...]: the source behind drivers/workitem.cl, for
# amdgcn-amd-amdhsa, into <name>-co.<mcpu>.s; with -cl-kernel-arg-info, so that the metadata
# names the arguments (`gpuasm run --arg NAME=...`).
co() {
    local group=$1 name=$2 src=$3 mcpus=$4
    shift 4
    cat "$OUT/drivers/workitem.cl" "$src" >"$TMP/$name-co.cl"
    cl "$group" "$name-co" "$TMP/$name-co.cl" "$mcpus" $HSA -cl-kernel-arg-info "$@"
}
HSA=amdgcn-amd-amdhsa

# --- ethereum-mining/ethminer: the Ethash search kernel (Keccak-f[1600], the DAG walk), with the
# -D options libethash-cl/CLMiner.cpp passes (PLATFORM 2: AMD; COMPUTE 0: not a compute-only
# device); GenerateDAG stays in the same file.
E=$EXT/ethereum-mining+ethminer/libethash-cl/kernels/cl/ethash.cl
ETHASH=(-DWORKSIZE=128 -DACCESSES=64 -DMAX_OUTPUTS=4 -DPLATFORM=2 -DCOMPUTE=0)
cl ethminer ethash "$E" "$ALL" $HSA "${ETHASH[@]}"
cl ethminer ethash "$E" "tahiti" amdgcn-- "${ETHASH[@]}"

# --- brichard19/BitCrack: the secp256k1 field arithmetic (256-bit add/sub/mul mod p, inverse,
# the batched point additions) and the hash helpers (SHA-256, RIPEMD-160), as the callable
# functions OpenCL emits for them (the whole key-search kernel is 60,000 lines of assembly;
# CLUnitTests/secp256k1test.cl calls names secp256k1.cl no longer has at this commit).
B=$EXT/brichard19+BitCrack
cl bitcrack secp256k1 "$B/clMath/secp256k1.cl" "gfx900" $HSA
cl bitcrack sha256 "$B/clMath/sha256.cl" "gfx803" $HSA
cl bitcrack ripemd160 "$B/clMath/ripemd160.cl" "gfx701" $HSA

# --- fireice-uk/xmr-stak: the CryptoNight kernels (cn0, cn1, cn2 for monero_v8, ALGO 11) as
# amd_gpu/gpu.cpp assembles and builds them, with its -D options for a 2 MiB scratchpad. The four
# final-hash kernels at the end of the file (Skein, JH, Blake, Groestl: 70,000 lines of assembly)
# and the files only they include are left out; the media-ops extensions are switched off so the file's own amd_bfe/amd_bitalign
# (written for drivers without them) are used, as clang without device libraries has none.
unwrap() { python3 "$ROOT/scripts/gcn-corpus/unwrap.py" "$@"; }
X=$EXT/fireice-uk+xmr-stak/xmrstak/backend/amd/amd_gpu/opencl
unwrap xmrstak --cryptonight-only "$X" "$TMP/cryptonight.cl"
XMR=(-DITERATIONS=524288 -DMASK=2097136U -DWORKSIZE=8U -DSTRIDED_INDEX=1 -DMEM_CHUNK_EXPONENT=4U
     -DCOMP_MODE=1 -DMEMORY=2097152LU -DALGO=11 -DCN_UNROLL=8 -DOPENCL_DRIVER_MAJOR=14
     -DIS_WINDOWS_OS=0 -Xclang -cl-ext=-cl_amd_media_ops,-cl_amd_media_ops2)
cl xmr-stak cryptonight "$TMP/cryptonight.cl" "gfx900" $HSA "${XMR[@]}"

# --- krrishnarraj/clpeak: the peak-throughput kernels (long MAD chains at every vector width),
# rebuilt from their MSTRINGIFY form as cl_kernels.cpp does.
P=$EXT/krrishnarraj+clpeak/src/opencl/kernels
clpeak() {
    local k=$1 mcpus=$2
    [ -f "$TMP/$k.cl" ] || unwrap clpeak "$P/${k}_kernels.cl" "$TMP/$k.cl"
    cl clpeak "$k" "$TMP/$k.cl" "$mcpus" $HSA
}
clpeak compute_integer "$ALL"
cl clpeak compute_integer "$TMP/compute_integer.cl" "tahiti" amdgcn--
co clpeak compute_integer "$TMP/compute_integer.cl" "tahiti gfx803 gfx900"
clpeak compute_short "gfx701 gfx900"
clpeak compute_char "gfx803"
clpeak global_bandwidth "gfx900"
clpeak local_bandwidth "gfx701 gfx803"
co clpeak local_bandwidth "$TMP/local_bandwidth.cl" "gfx900"
clpeak compute_sp "gfx900"

# --- xianggong/cl_kernel_compilation: the AMD APP SDK 2.9 samples' kernels (sorting, scans,
# reductions, histograms with atomics and LDS, transposes, convolution, random numbers).
A=$EXT/xianggong+cl_kernel_compilation/kernel-src
for k in BinarySearch BitonicSort FloydWarshall HistogramAtomics Histogram MatrixTranspose \
         PrefixSum RadixSort Reduction ScanLargeArrays SimpleConvolution StringSearch \
         FastWalshTransform MatrixMultiplication DwtHaar1D; do
    cl app-sdk "$k" "$A/${k}_Kernels.cl" "$ALL" $HSA
done
cl app-sdk Reduction "$A/Reduction_Kernels.cl" "tahiti" amdgcn--
# -O0 (every value through scratch, calls kept): a few small ones, as <name>-O0.<mcpu>.s; the
# later option wins over CLFLAGS' -O2. Reduction also as a code object.
for k in Reduction BitonicSort FloydWarshall SimpleConvolution; do
    cl app-sdk "$k-O0" "$A/${k}_Kernels.cl" "gfx701 gfx803 gfx900" $HSA -O0
done
co app-sdk Reduction-O0 "$A/Reduction_Kernels.cl" "tahiti gfx900" -O0
for k in BinarySearch BitonicSort HistogramAtomics MatrixTranspose PrefixSum RadixSort Reduction \
         ScanLargeArrays; do
    co app-sdk "$k" "$A/${k}_Kernels.cl" "tahiti gfx803 gfx900"
done

# --- openwall/john: John the Ripper's OpenCL format kernels (MD5-crypt, Lotus, DES bitslice
# hash checking, PBKDF2-HMAC-MD5, SHA-256 crypt, bcrypt, the Agile Keychain and STRIP PBKDF2s),
# with the -D options of its build-time defaults that the files take from the host
# (opencl_*.h in run/opencl supply the rest); one or two processors each. bcrypt also as a
# code object.
J=$EXT/openwall+john/run/opencl
JOHN=(-I"$J" -DDEVICE_INFO=130 -DSIZEOF_SIZE_T=8 -DDEV_VER_MAJOR=2000 -DDEV_VER_MINOR=0
      -D_OPENCL_COMPILER -DPLAINTEXT_LENGTH=32 -DHASH_LOOPS=1 -DOUTLEN=32 -DSALTLEN=32 -DKEYLEN=32
      -DBINARY_SIZE=16 -DSALT_SIZE=16)
cl john cryptmd5 "$J/cryptmd5_kernel.cl" "gfx701" $HSA "${JOHN[@]}"
cl john lotus5 "$J/lotus5_kernel.cl" "gfx803" $HSA "${JOHN[@]}"
cl john agile "$J/agile_kernel.cl" "gfx900" $HSA "${JOHN[@]}"
cl john strip "$J/strip_kernel.cl" "gfx701 gfx803" $HSA "${JOHN[@]}"
cl john DES_bs_hash_checking "$J/DES_bs_hash_checking_kernel.cl" "gfx701" $HSA "${JOHN[@]}"
cl john pbkdf2_hmac_md5 "$J/pbkdf2_hmac_md5_kernel.cl" "gfx900" $HSA "${JOHN[@]}"
cl john sha256 "$J/sha256_kernel.cl" "gfx803" $HSA "${JOHN[@]}"
co john bf_cpu "$J/bf_cpu_kernel.cl" "gfx900" "${JOHN[@]}"

python3 "$ROOT/scripts/gcn-corpus/expected.py"
