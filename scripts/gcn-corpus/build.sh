#!/usr/bin/env bash
# Regenerates tests/data/gcn/corpus/ from public OpenCL C sources with clang-14, for every GCN
# generation gpuasm is measured on, then has expected.py write llvm-mc-14's expectations.
#
#   scripts/gcn-corpus/build.sh EXT_DIR
#   ONLY="hashcat rodinia" scripts/gcn-corpus/build.sh EXT_DIR   # those groups only (the others kept)
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
hashcat/hashcat                    d3983edaf22f5370d1bb136c930460bcad2d9f6e
yuhc/gpu-rodinia                   9c10d3ea16ddba2ba057cc3951a9efc4c2cc18a4
CNugteren/CLBlast                  eeff251463434753470bccc16f2879437c220808
sgminer-dev/sgminer                8bf1c1807cca1ca0ec0f87b452e3d1cb395f0b1b
bulletphysics/bullet3              6c888f4abd7b46f572587360cc214985f02e5c6b
vetter/shoc                        0aea03beba2f09fcb5935cc11737372fe4de9ec0
ekondis/mixbench                   236a0be007a5937e9ffb4a6c7eb1fafed6108e80
'
echo "$SOURCES" | while read -r repo commit; do
    [ -n "$repo" ] || continue
    dir=$EXT/${repo/\//+}
    # With ONLY, a group whose repository is missing fails where it reads it.
    [ -d "$dir" ] || [ -n "${ONLY:-}" ] ||
        { echo "build.sh: missing $dir (unpack $repo at $commit there)" >&2; exit 2; }
done

"$CLANG" --version | head -1 >&2
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
ONLY=${ONLY:-}
if [ -n "$ONLY" ]; then
    for group in $ONLY; do rm -rf "${OUT:?}/$group"; done
else
    find "$OUT" -mindepth 1 -maxdepth 1 -type d ! -name drivers -exec rm -rf {} +
fi
mkdir -p "$OUT"
# wanted GROUP: whether this run makes GROUP (all of them without ONLY).
wanted() { [ -z "$ONLY" ] || [[ " $ONLY " == *" $1 "* ]]; }

ALL="tahiti gfx701 gfx803 gfx900"
CLFLAGS=(-nogpulib -cl-std=CL1.2 -O2 -S -Xclang -finclude-default-header)

# cl GROUP NAME SOURCE.cl "MCPUS" TRIPLE [clang flags...]: one assembly file per processor.
cl() {
    local group=$1 name=$2 src=$3 mcpus=$4 triple=$5
    shift 5
    wanted "$group" || return 0
    local suffix=
    [ "$triple" = amdgcn-amd-amdhsa ] || suffix=-amdgcn
    mkdir -p "$OUT/$group"
    for mcpu in $mcpus; do
        # A processor with an XNACK setting (gfx900:xnack+) is named by its processor and the
        # setting is a tag in the name (<name>-xnackon.gfx900.s; <name>-xnackon-co for a code
        # object's source), which expected.py reads.
        local processor=${mcpu%%:*} tag= file
        case $mcpu in *:xnack+*) tag=-xnackon ;; *:xnack-*) tag=-xnackoff ;; esac
        file=$name$tag$suffix
        [[ $name == *-co ]] && file=${name%-co}$tag-co$suffix
        echo "  $group/$file.$processor.s" >&2
        "$CLANG" -target "$triple" -mcpu="$mcpu" "${CLFLAGS[@]}" "$@" \
            -o "$OUT/$group/$file.$processor.s" "$src"
    done
}
# co GROUP NAME SOURCE.cl "MCPUS" [clang flags...]: the source behind drivers/workitem.cl, for
# amdgcn-amd-amdhsa, into <name>-co.<mcpu>.s; with -cl-kernel-arg-info, so that the metadata
# names the arguments (`gpuasm run --arg NAME=...`).
# CO_PRELUDE: more of our own definitions to put after workitem.cl (drivers/builtins.cl: rotate,
# bitselect, which hashcat and rodinia call).
co() {
    local group=$1 name=$2 src=$3 mcpus=$4
    shift 4
    wanted "$group" || return 0
    cat "$OUT/drivers/workitem.cl" ${CO_PRELUDE:-} "$src" >"$TMP/$name-co.cl"
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
wanted xmr-stak && unwrap xmrstak --cryptonight-only "$X" "$TMP/cryptonight.cl"
XMR=(-DITERATIONS=524288 -DMASK=2097136U -DWORKSIZE=8U -DSTRIDED_INDEX=1 -DMEM_CHUNK_EXPONENT=4U
     -DCOMP_MODE=1 -DMEMORY=2097152LU -DALGO=11 -DCN_UNROLL=8 -DOPENCL_DRIVER_MAJOR=14
     -DIS_WINDOWS_OS=0 -Xclang -cl-ext=-cl_amd_media_ops,-cl_amd_media_ops2)
cl xmr-stak cryptonight "$TMP/cryptonight.cl" "gfx900" $HSA "${XMR[@]}"

# --- krrishnarraj/clpeak: the peak-throughput kernels (long MAD chains at every vector width),
# rebuilt from their MSTRINGIFY form as cl_kernels.cpp does.
P=$EXT/krrishnarraj+clpeak/src/opencl/kernels
clpeak() {
    local k=$1 mcpus=$2
    wanted clpeak || return 0
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

# --- hashcat/hashcat: the password-hash kernels of hashcat's OpenCL/ (m<mode>*.cl with the
# inc_*.cl they include), with the options src/backend.c passes to the OpenCL compiler for an
# AMD GPU (VENDOR_ID 1, DEVICE_TYPE 4, LOCAL_MEM_TYPE 1, VECT_SIZE 1; KERNEL_STATIC, the
# includes through INCLUDE_PATH and M2S from the hashcat folder), the mode's own from its
# src/modules/module_<mode>.c (KERN_TYPE, ATTACK_EXEC 10 outside or 11 inside the kernel,
# DGST_R0-3 and DGST_ELEM from DGST_POS0-3 and DGST_SIZE / 4, the jit options), the attack's
# (ATTACK_KERN and ATTACK_MODE: 3, brute force, for the a3 kernels; 0 for the slow hashes), and
# the HAS_* that hashcat's host finds by building one-line inline-assembly kernels
# (V_ADD_U32 ... V_PERM_B32, backend.c): here each is 1 where llvm-mc-14 takes that line for the
# processor, so that the kernels' own inline assembly (V_PERM_B32 in capitals with a trailing ';',
# V_ADD3_U32 on gfx9) is what a real build has. amd_bitalign, which hashcat calls on AMD, is the
# device libraries' __builtin_amdgcn_alignbit. The files are large (the smallest, Keccak, 6,000
# lines; MD5's 29,000; WPA's 219,000): a few modes for one processor each.
H=$EXT/hashcat+hashcat
hashcat_has() {  # the HAS_* of MCPU, as llvm-mc-14 answers hashcat's test lines
    local v
    case $1 in
        gfx701) v=(0 1 0 0 0 1 0 0 0 1 0) ;;
        gfx803) v=(1 1 0 0 1 1 0 0 0 1 1) ;;
        *) v=(0 0 1 1 0 0 1 1 1 1 1) ;;  # gfx900, gfx906
    esac
    echo "-DHAS_VADD=${v[0]} -DHAS_VADDC=${v[1]} -DHAS_VADD_CO=${v[2]} -DHAS_VADDC_CO=${v[3]}" \
         "-DHAS_VSUB=${v[4]} -DHAS_VSUBB=${v[5]} -DHAS_VSUB_CO=${v[6]} -DHAS_VSUBB_CO=${v[7]}" \
         "-DHAS_VADD3=${v[8]} -DHAS_VBFE=${v[9]} -DHAS_VPERM=${v[10]}"
}
HASHCAT=(-DKERNEL_STATIC -I . -DINCLUDE_PATH=OpenCL '-DXM2S(x)=#x' '-DM2S(x)=XM2S(x)'
         -DMAX_THREADS_PER_BLOCK=256 -DLOCAL_MEM_TYPE=1 -DVENDOR_ID=1 -DCUDA_ARCH=0 -DHAS_ADD=0
         -DHAS_ADDC=0 -DHAS_SUB=0 -DHAS_SUBC=0 -DHAS_BFE=0 -DHAS_LOP3=0 -DHAS_MOV64=0 -DHAS_PRMT=0
         -DHAS_SHFW=0 -DVECT_SIZE=1 -DDEVICE_TYPE=4 -w
         '-Damd_bitalign(a,b,c)=__builtin_amdgcn_alignbit(a,b,c)')
# hashcat NAME FILE "MCPUS" MODE ATTACK_EXEC ATTACK "R0 R1 R2 R3" ELEM [more -D...]; FILE in OpenCL/.
hashcat() {
    local name=$1 file=$2 mcpus=$3 mode=$4 exec=$5 attack=$6 r=($7) elem=$8 mcpu
    shift 8
    wanted hashcat || return 0
    for mcpu in $mcpus; do
        # shellcheck disable=SC2046
        (cd "$H" && cl hashcat "$name" "OpenCL/$file" "$mcpu" $HSA "${HASHCAT[@]}" \
            $(hashcat_has "$mcpu") -DKERN_TYPE="$mode" -DATTACK_EXEC="$exec" \
            -DATTACK_KERN="$attack" -DATTACK_MODE="$attack" -DDGST_R0="${r[0]}" \
            -DDGST_R1="${r[1]}" -DDGST_R2="${r[2]}" -DDGST_R3="${r[3]}" -DDGST_ELEM="$elem" "$@")
    done
}
hashcat keccak m17400_a3-optimized.cl "gfx701 gfx900" 17400 11 3 "6 7 4 5" 50      # SHA3-256
hashcat descrypt m01500_a3-pure.cl "gfx701" 1500 11 3 "0 1 2 3" 4 -DDESCRYPT_SALT=0x123 -D_unroll
hashcat bcrypt m03200-pure.cl "gfx803" 3200 10 0 "0 1 2 3" 6 -DFIXED_LOCAL_SIZE=16  # 64 KiB LDS
hashcat aes256-ecb m26403_a3-optimized.cl "gfx900" 26403 11 3 "0 1 2 3" 4
hashcat sha1 m00100_a3-pure.cl "gfx803" 100 11 3 "3 4 2 1" 5
# bcrypt also as a code object: drivers/builtins.cl defines rotate and bitselect, which hashcat
# calls on ROCm (USE_ROTATE, USE_BITSELECT) and which stay external without the device libraries.
# shellcheck disable=SC2046
wanted hashcat && (cd "$H" && CO_PRELUDE=$OUT/drivers/builtins.cl co hashcat bcrypt OpenCL/m03200-pure.cl "gfx900" \
    "${HASHCAT[@]}" $(hashcat_has gfx900) -DKERN_TYPE=3200 -DATTACK_EXEC=10 -DATTACK_KERN=0 \
    -DATTACK_MODE=0 -DDGST_R0=0 -DDGST_R1=1 -DDGST_R2=2 -DDGST_R3=3 -DDGST_ELEM=6 \
    -DFIXED_LOCAL_SIZE=16)

# --- yuhc/gpu-rodinia: the Rodinia 3.1 benchmarks' OpenCL kernels (B+tree, back propagation,
# BFS, CFD's Euler solver, 2-D DWT, Gaussian elimination, heart wall tracking, HotSpot 2-D and
# 3-D, hybrid sort, k-means, lavaMD, leukocyte tracking, LU decomposition, myocyte, nearest
# neighbour, Needleman-Wunsch, particle filter, path finder, SRAD, stream cluster): floating
# point, doubles and LDS tiles, where the other groups are integer hashes. -D options as each
# host program passes them (BLOCK_SIZE 16, DEFAULT_ORDER 256) and the include folders it gives.
# All at -O2 for gfx803; a few with -cl-fast-relaxed-math for gfx701 (<name>-fast), at -O0 for
# gfx900 (<name>-O0) and as code objects for gfx900 (drivers/workitem.cl and builtins.cl in
# front; the math library's sqrt, exp, ... stay external, so only kernels without them).
R=$EXT/yuhc+gpu-rodinia/opencl
RODINIA='
bptree b+tree/kernel/kernel_gpu_opencl.cl -DDEFAULT_ORDER=256
bptree2 b+tree/kernel/kernel_gpu_opencl_2.cl -DDEFAULT_ORDER_2=256
backprop backprop/backprop_kernel.cl
bfs bfs/Kernels.cl
cfd cfd/Kernels.cl
dwt2d dwt2d/com_dwt.cl
gaussian gaussian/gaussianElim_kernels.cl
heartwall heartwall/kernel/kernel_gpu_opencl.cl -I@R/heartwall
hotspot hotspot/hotspot_kernel.cl -DBLOCK_SIZE=16
hotspot3D hotspot3D/hotspotKernel.cl
bucketsort hybridsort/bucketsort_kernels.cl
histogram1024 hybridsort/histogram1024.cl
mergesort hybridsort/mergesort.cl
kmeans kmeans/kmeans.cl
lavaMD lavaMD/kernel/kernel_gpu_opencl.cl
find_ellipse leukocyte/OpenCL/find_ellipse_kernel.cl
track_ellipse leukocyte/OpenCL/track_ellipse_kernel_opt.cl
lud lud/lud_kernel.cl -DBLOCK_SIZE=16
myocyte myocyte/kernel/kernel_gpu_opencl.cl
nn nn/nearestNeighbor_kernel.cl
nw nw/nw.cl -DBLOCK_SIZE=16
particle_double particlefilter/particle_double.cl
particle_single particlefilter/particle_single.cl
pathfinder pathfinder/kernels.cl
srad srad/kernel/kernel_gpu_opencl.cl -I@R/srad
streamcluster streamcluster/Kernels.cl
'
# rodinia NAME "MCPUS" [clang flags...]: NAME's file and -D options from the list above.
rodinia() {
    local name=$1 mcpus=$2 file flags
    shift 2
    read -r file flags < <(echo "$RODINIA" | awk -v n="$name" '$1 == n { $1 = ""; print }')
    # shellcheck disable=SC2086
    cl rodinia "$name" "$R/$file" "$mcpus" $HSA -I "$(dirname "$R/$file")" ${flags//@R/$R} "$@"
}
for k in $(echo "$RODINIA" | awk '{ print $1 }'); do rodinia "$k" "gfx803"; done
for k in cfd hotspot kmeans lavaMD particle_single srad; do
    read -r file flags < <(echo "$RODINIA" | awk -v n="$k" '$1 == n { $1 = ""; print }')
    # shellcheck disable=SC2086
    cl rodinia "$k-fast" "$R/$file" "gfx701" $HSA -I "$(dirname "$R/$file")" ${flags//@R/$R} \
        -cl-fast-relaxed-math
done
for k in bfs gaussian nn pathfinder; do
    read -r file flags < <(echo "$RODINIA" | awk -v n="$k" '$1 == n { $1 = ""; print }')
    # shellcheck disable=SC2086
    cl rodinia "$k-O0" "$R/$file" "gfx900" $HSA -I "$(dirname "$R/$file")" ${flags//@R/$R} -O0
done
for k in backprop bfs bptree bucketsort dwt2d gaussian hotspot kmeans lud mergesort nw pathfinder \
         streamcluster; do
    read -r file flags < <(echo "$RODINIA" | awk -v n="$k" '$1 == n { $1 = ""; print }')
    # shellcheck disable=SC2086
    CO_PRELUDE=$OUT/drivers/builtins.cl co rodinia "$k" "$R/$file" "gfx900" \
        -I "$(dirname "$R/$file")" ${flags//@R/$R}
done

# --- CNugteren/CLBlast: the OpenCL BLAS's kernels (level 1 axpy, dot, nrm2, amax; level 2 gemv,
# ger; level 3 gemm, direct gemm, the padded copy and transpose; im2col), each the raw strings a
# routine's source joins (unwrap.py clblast: common.opencl first) with the library's defaults for
# the tuning parameters (WGS 64, WPT 1, VW 1, the gemm's MWG 8 ...: the #ifndef blocks of the
# files) and PRECISION as the routine's template sets it: 32 single (the files without a suffix),
# 64 double, 3232 complex single, 16 half (cl_khr_fp16: f16 instructions on GFX8 and GFX9). Also
# at -O0, -O3 and with -cl-fast-relaxed-math (CLBlast's own option for fast math), and code objects of
# axpy, dot and the padded copy/transpose.
K=$EXT/CNugteren+CLBlast/src/kernels
# clblast NAME "FILES" "MCPUS" [clang flags...]: the joined raw strings of common.opencl and FILES.
clblast() {
    local name=$1 files=$2 mcpus=$3
    shift 3
    wanted clblast || return 0
    # shellcheck disable=SC2086
    unwrap clblast "$K" "$TMP/clblast-$name.cl" $files
    cl clblast "$name" "$TMP/clblast-$name.cl" "$mcpus" $HSA "$@"
}
L3=(level3/level3.opencl level3/xgemm_part1.opencl level3/xgemm_part2.opencl
    level3/xgemm_part3.opencl level3/xgemm_part4.opencl)
clblast xaxpy "level1/level1.opencl level1/xaxpy.opencl" "$ALL"
clblast xaxpy-O0 "level1/level1.opencl level1/xaxpy.opencl" "gfx701" -O0
clblast xdot "level1/xdot.opencl" "gfx701 gfx803 gfx900"
clblast xdot-64 "level1/xdot.opencl" "gfx701" -DPRECISION=64
clblast xdot-16 "level1/xdot.opencl" "gfx803 gfx906" -DPRECISION=16
clblast xdot-O3 "level1/xdot.opencl" "gfx900" -O3
clblast xnrm2 "level1/xnrm2.opencl" "gfx803"
clblast xamax "level1/xamax.opencl" "gfx900"
clblast xamax-3232 "level1/xamax.opencl" "gfx701" -DPRECISION=3232
clblast xgemv "level2/xgemv.opencl level2/xgemv_fast.opencl" "gfx900"
clblast xgemv-3232 "level2/xgemv.opencl level2/xgemv_fast.opencl" "gfx803" -DPRECISION=3232
clblast xger "level2/level2.opencl level2/xger.opencl" "gfx701"
clblast xger-16 "level2/level2.opencl level2/xger.opencl" "gfx900" -DPRECISION=16
clblast xgemm "${L3[*]}" "gfx701 gfx803 gfx900"
clblast xgemm-16 "${L3[*]}" "gfx803 gfx900 gfx906" -DPRECISION=16
clblast xgemm-64 "${L3[*]}" "gfx701 gfx900" -DPRECISION=64
clblast xgemm-3232 "${L3[*]}" "gfx803" -DPRECISION=3232
clblast xgemm-O0 "${L3[*]}" "gfx900" -O0
clblast xgemm-fast "${L3[*]}" "gfx803" -cl-fast-relaxed-math
clblast xgemm_direct "level3/level3.opencl level3/xgemm_direct_part1.opencl
    level3/xgemm_direct_part2.opencl level3/xgemm_direct_part3.opencl" "gfx900"
clblast pad "level3/level3.opencl level3/copy_pad.opencl level3/transpose_pad.opencl" "gfx803"
clblast pad-64 "level3/level3.opencl level3/copy_pad.opencl level3/transpose_pad.opencl" "gfx701" \
    -DPRECISION=64
clblast im2col "levelx/im2col.opencl" "gfx900"
if wanted clblast; then
    for k in xaxpy xdot pad; do
        co clblast "$k" "$TMP/clblast-$k.cl" "gfx803 gfx900"
    done
fi

# --- sgminer-dev/sgminer: the coin-hash kernels of the GPU miner (kernel/*.cl), with the options
# ocl/build_kernel.c and algorithm.c pass (WORKSIZE 256, the include folder; the X11 family's
# SPH_* defaults): Keccak (maxcoin), Whirlpool (whirlpoolx), Fugue (fuguecoin): table lookups
# and 64-bit rotates; amd_bfe, which whirlpoolx calls on AMD's compiler,
# is the builtin the device libraries give it. Files sgminer's AMD compiler built with 64-bit
# `unsigned long long` (darkcoin-mod, groestl, animecoin...: 128 bits in OpenCL C, so clang
# refuses their as_* casts) and the scrypt kernels (ckolivas.cl: 144,000 lines) are left out.
G=$EXT/sgminer-dev+sgminer/kernel
SGMINER=(-I "$G" -DWORKSIZE=256 -DSPH_COMPACT_BLAKE_64=0 -DSPH_LUFFA_PARALLEL=0
         -DSPH_KECCAK_UNROLL=0 -DSPH_HAMSI_EXPAND_BIG=4 -DSPH_HAMSI_SHORT=0
         '-Damd_bfe(a,b,c)=__builtin_amdgcn_ubfe(a,b,c)')
cl sgminer maxcoin "$G/maxcoin.cl" "gfx701 gfx900" $HSA "${SGMINER[@]}"
cl sgminer whirlpoolx "$G/whirlpoolx.cl" "gfx803 gfx906" $HSA "${SGMINER[@]}"
cl sgminer fuguecoin "$G/fuguecoin.cl" "gfx701" $HSA "${SGMINER[@]}"

# --- xianggong/cl_kernel_compilation: the AMD APP SDK samples app-sdk does not take (option
# pricing in single and double precision, N-body, DCT, random numbers, Sobel, quasi-random
# sequences, recursive Gaussian, LU decomposition, double matrix multiply, image reads), for
# gfx701, gfx803 and gfx900; a few at -O0 for gfx803.
for k in BlackScholes BlackScholesDP BinomialOption NBody DCT URNG SobelFilter \
         QuasiRandomSequence RecursiveGaussian LUDecomposition MatrixMulDouble SimpleImage; do
    cl amd-samples "$k" "$A/${k}_Kernels.cl" "gfx701 gfx803 gfx900" $HSA
done
for k in DCT URNG LUDecomposition; do
    cl amd-samples "$k-O0" "$A/${k}_Kernels.cl" "gfx803" $HSA -O0
done

# --- debug: clang-14's -g output of a few APP SDK samples (DWARF 5 by default; -gdwarf-4 too):
# `.file N ... md5`, `.loc`, `.cfi_sections/startproc/endproc`, and the .debug_abbrev, .debug_info,
# .debug_str, .debug_str_offsets, .debug_addr, .debug_loclists sections as data with label
# differences, section names as symbols and `.uleb128` (docs/gcn.md, "Debug information"), for
# tahiti, bonaire, gfx803, gfx900 and gfx906 at -O2 and -O0, for amdgcn-- and as a code object.
# The paths clang writes are mapped (/ext for EXT_DIR, /tmp for our temporaries) so that the
# output does not depend on where this runs.
DBG=(-g -fdebug-compilation-dir=/ext "-fdebug-prefix-map=$EXT=/ext" "-fdebug-prefix-map=$TMP=/tmp")
for k in Reduction BinarySearch; do
    cl debug "$k-g" "$A/${k}_Kernels.cl" "tahiti bonaire gfx803 gfx900 gfx906" $HSA "${DBG[@]}"
done
cl debug PrefixSum-g "$A/PrefixSum_Kernels.cl" "gfx803 gfx900" $HSA "${DBG[@]}"
cl debug Reduction-g-O0 "$A/Reduction_Kernels.cl" "tahiti gfx900" $HSA "${DBG[@]}" -O0
cl debug BitonicSort-g-O0 "$A/BitonicSort_Kernels.cl" "gfx803 gfx906" $HSA "${DBG[@]}" -O0
cl debug Reduction-gdwarf4 "$A/Reduction_Kernels.cl" "bonaire gfx900" $HSA "${DBG[@]}" -gdwarf-4
cl debug Reduction-g "$A/Reduction_Kernels.cl" "tahiti" amdgcn-- "${DBG[@]}"
co debug Reduction-g "$A/Reduction_Kernels.cl" "gfx900" "${DBG[@]}"

# --- cdna: gfx908 (MI100) and gfx90a (MI200). drivers/mfma.cl is our own: the matrix
# instructions through clang's __builtin_amdgcn_mfma_* (AGPRs, v_accvgpr_*, cbsz/abid/blgp, the
# f64 and bf16_1k forms on gfx90a); with it a few of the APP SDK's and amd-samples' kernels
# (f32 and f64 arithmetic, LDS, atomics) as clang-14 writes them for those processors.
CDNA="gfx908 gfx90a"
cl cdna mfma "$OUT/drivers/mfma.cl" "$CDNA" $HSA
for k in Reduction MatrixMultiplication HistogramAtomics BitonicSort; do
    cl cdna "$k" "$A/${k}_Kernels.cl" "$CDNA" $HSA
done
for k in MatrixMulDouble BlackScholesDP NBody; do
    cl cdna "$k" "$A/${k}_Kernels.cl" "$CDNA" $HSA
done

# --- bulletphysics/bullet3: the GPU rigid-body pipeline's kernels (src/Bullet3OpenCL/*/kernels:
# prefix scans, fills and copies, bound search, the broadphase grid and sweep-and-prune, the
# BVH traversal, the AABB update, the contact batching, the solver setup, integration, ray
# casts): float4 geometry, LDS scans, atomics; their headers through -I src as the library's
# stringified kernels include them. One processor each, over the GCN line's less common ones
# (gfx90c, gfx810 stoney, tahiti, gfx702, gfx904, gfx805); Fill and Copy also as code
# objects. The SAT, MPR and contact kernels (15,000-32,000 lines) are left out.
BT=$EXT/bulletphysics+bullet3/src
BULLET='
FillKernels ParallelPrimitives gfx90c
CopyKernels ParallelPrimitives gfx810
BoundSearchKernels ParallelPrimitives tahiti
PrefixScanKernels ParallelPrimitives gfx702
PrefixScanFloat4Kernels ParallelPrimitives gfx904
integrateKernel RigidBody gfx805
updateAabbsKernel RigidBody gfx90c
batchingKernelsNew RigidBody gfx810
solverSetup2 RigidBody tahiti
bvhTraversal NarrowphaseCollision gfx702
sap BroadphaseCollision gfx904
gridBroadphase BroadphaseCollision gfx805
rayCastKernels Raycast gfx900
'
echo "$BULLET" | while read -r k folder mcpu; do
    [ -n "$k" ] || continue
    cl bullet "$k" "$BT/Bullet3OpenCL/$folder/kernels/$k.cl" "$mcpu" $HSA -I "$BT"
done
for k in FillKernels CopyKernels; do
    CO_PRELUDE=$OUT/drivers/builtins.cl co bullet "$k" \
        "$BT/Bullet3OpenCL/ParallelPrimitives/kernels/$k.cl" "gfx90c gfx810" -I "$BT"
done

# --- vetter/shoc: the Scalable HeterOgeneous Computing benchmarks' OpenCL kernels (level 1:
# FFT, GEMM, MD, MD5 hash, reduction, scan, SpMV, 2-D stencil, BFS; level 2: S3D's chemistry
# rates), with the options the hosts pass: -DSINGLE_PRECISION (-SP) or -DK_DOUBLE_PRECISION
# (-DP), the stencil's -DLROWS/-DLCOLS, S3D's -DDIM/-DN_GP. One processor each, over gfx702,
# gfx704, gfx801, gfx802, gfx906, gfx909.
SH=$EXT/vetter+shoc/src/opencl
SHOC='
fft level1/fft SP gfx802
gemmN level1/gemm DP gfx906
md level1/md SP gfx704
md5 level1/md5hash SP gfx909
reduction level1/reduction DP gfx702
scan level1/scan SP gfx801
spmv level1/spmv DP gfx906
bfs_iiit level1/bfs SP gfx704
stencil2d level1/stencil2d DP gfx802
ratt2 level2/s3d SP gfx801
rdwdot9 level2/s3d DP gfx909
qssab level2/s3d SP gfx702
'
echo "$SHOC" | while read -r k folder precision mcpu; do
    [ -n "$k" ] || continue
    define=-DSINGLE_PRECISION
    [ "$precision" = SP ] || define=-DK_DOUBLE_PRECISION
    cl shoc "$k-$precision" "$SH/$folder/$k.cl" "$mcpu" $HSA -I "$SH/$folder" "$define" \
        -DLROWS=8 -DLCOLS=256 -DDIM=8 -DN_GP=1024
done

# --- ekondis/mixbench: the operational-intensity sweep kernel (mixbench-opencl/mix_kernels.cl)
# with the options mix_kernels_ocl.cpp builds it with (-cl-mad-enable, class_T and the sizes;
# -DENABLE_DP for double, -DENABLE_HP for half2) for its five types, one processor each.
MIX=(-cl-mad-enable -Dblockdim=256 -DCOMPUTE_ITERATIONS=32 -DELEMENTS_PER_THREAD=8
     -DFUSION_DEGREE=4)
MB=$EXT/ekondis+mixbench/mixbench-opencl/mix_kernels.cl
cl mixbench float "$MB" "gfx909" $HSA "${MIX[@]}" -Dclass_T=float
cl mixbench int "$MB" "gfx902" $HSA "${MIX[@]}" -Dclass_T=int
cl mixbench short "$MB" "gfx705" $HSA "${MIX[@]}" -Dclass_T=short
cl mixbench double "$MB" "gfx805" $HSA "${MIX[@]}" -Dclass_T=double -DENABLE_DP
cl mixbench half2 "$MB" "gfx90c" $HSA "${MIX[@]}" -Dclass_T=half2 -DENABLE_HP

# --- variants: three APP SDK samples (reduction, bitonic sort, atomics histogram) with the
# options that change what clang writes: -O1, -cl-fast-relaxed-math,
# -fno-unroll-loops, -ffp-contract=off, -cl-std=CL2.0; code object v2 (-mcode-object-version=2:
# .hsa_code_object_isa, .amd_kernel_code_t; gfx902:xnack- and gfx906:xnack-, whose v2 stepping
# says XNACK off) and v3 (gfx906's target id `+xnack+sram-ecc`, gfx909 at -O0); XNACK on and
# off in v4's target id (gfx900:xnack+, gfx906:xnack-); a few also as code objects.
for k in Reduction BitonicSort HistogramAtomics; do
    src=$A/${k}_Kernels.cl
    cl variants "$k-O1" "$src" "gfx702" $HSA -O1
    cl variants "$k-fast" "$src" "gfx805" $HSA -cl-fast-relaxed-math
    cl variants "$k-nounroll" "$src" "gfx904" $HSA -fno-unroll-loops
    cl variants "$k-nocontract" "$src" "gfx801" $HSA -ffp-contract=off
    cl variants "$k-cl20" "$src" "gfx902" $HSA -cl-std=CL2.0
    cl variants "$k-v2" "$src" "gfx900 gfx803 gfx902:xnack- gfx906:xnack-" $HSA \
        -mcode-object-version=2
    cl variants "$k-v3" "$src" "gfx906" $HSA -mcode-object-version=3
    cl variants "$k-O0-v3" "$src" "gfx909" $HSA -mcode-object-version=3 -O0
    cl variants "$k" "$src" "gfx900:xnack+ gfx906:xnack-" $HSA
done
for k in Reduction HistogramAtomics; do
    co variants "$k-v3" "$A/${k}_Kernels.cl" "gfx906" -mcode-object-version=3
    co variants "$k" "$A/${k}_Kernels.cl" "gfx900:xnack+ gfx906:xnack-"
done

# --- targets (session 12): what the probes of clang-14's -O0, -g and code object versions for
# gfx700-gfx908 found: the triple without an OS for processors with XNACK or SRAMECC (e_flags
# with code object v3's bits: gfx900 0x12c, gfx908 0x330) at -O2, -O0 (calls through
# s_swappc_b64, scratch) and -g (DWARF 5, frames); code object v2 at -O0 and -g for gfx700 and
# gfx803 and with XNACK off (their objects list back: `.amdhsa_code_object_version 2`); code
# object v3 with XNACK off (refused: its target ids were read as v4's).
cl targets Reduction "$A/Reduction_Kernels.cl" "gfx801 gfx810 gfx909 gfx90c" amdgcn--
cl targets Reduction-O0 "$A/Reduction_Kernels.cl" "gfx900 gfx908" amdgcn-- -O0
cl targets BinarySearch-g "$A/BinarySearch_Kernels.cl" "gfx906 gfx90a" amdgcn-- "${DBG[@]}"
cl targets Reduction-O0-v2 "$A/Reduction_Kernels.cl" "gfx700 gfx803" $HSA -O0 \
    -mcode-object-version=2
cl targets BinarySearch-g-v2 "$A/BinarySearch_Kernels.cl" "gfx902:xnack-" $HSA "${DBG[@]}" \
    -mcode-object-version=2
# Code object v3 for gfx803 (its target id v4's too: the metadata's `amdhsa.version: [1, 0]`
# says v3) and with XNACK off: `gfx900` (no feature: off in v3, which a descriptor's
# `.amdhsa_reserve_xnack_mask 0` tells from v4's "any"), `gfx906+sram-ecc`, `gfx908+sram-ecc`.
cl targets Reduction-v3 "$A/Reduction_Kernels.cl" "gfx803 gfx900:xnack- gfx906:xnack- gfx908:xnack-" \
    $HSA -mcode-object-version=3

python3 "$ROOT/scripts/gcn-corpus/expected.py"
