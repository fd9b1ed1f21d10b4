#!/usr/bin/env bash
# Regenerates tests/data/ptx/corpus/ from public CUDA sources with nvcc.
#
#   scripts/ptx-corpus/build.sh EXT_DIR [NVCC]
#
# EXT_DIR holds the public sources unpacked one repository a folder, named OWNER+NAME, at the
# commits listed in SOURCES below (e.g. `git -C clone archive COMMIT | tar -x -C EXT_DIR/OWNER+NAME`).
# Their sources are never copied into this repository: only nvcc's PTX, our drivers and the
# manifest are. The PTX is written to tests/data/ptx/corpus/<source>/<file>.<sm>.ptx.
set -euo pipefail

EXT=${1:?usage: build.sh EXT_DIR [NVCC]}
EXT=$(cd "$EXT" && pwd)
NVCC=${2:-${NVCC:-/usr/local/cuda/bin/nvcc}}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OUT=$ROOT/tests/data/ptx/corpus
DRIVERS=$OUT/drivers

# repository                     commit
SOURCES='
NVIDIA/cuda-samples              c94ff366aed18c797b8a85dfaac7817b0228b420
NVlabs/CGBN                      6e6fdc1ab3e7c4e7899a83dc52ee1005b7e8c217
supranational/sppark             17278d74295392f9813f009300b257a688422b7a
JeanLucPons/VanitySearch         c8d48ce5f03f5357c0e87cbdb3e1e93cd50af88b
brichard19/BitCrack              6bf8059ef075eb1622298395866b0bd02375e1d9
tpruvot/ccminer                  6ff4e50987e59a70056324a94ed8667cc0bf598d
mochimodev/cuda-hashing-algos    5f80d58c10dbf9d3fcd502fee8118e49fddc593a
hashcat/hashcat                  d3983edaf22f5370d1bb136c930460bcad2d9f6e
data61/cuda-fixnum               5a422c70fcdb2571387270edabaf828adbc69fc7
matter-labs/era-bellman-cuda     a87a309e7c07ef6b3fc5532e50d5d244aab9f4d0
karpathy/llm.c                   f1e2ace651495b74ae22d45d1723443fd00ecd3a
shrec/UltrafastSecp256k1         bd39cfbc0802ecd6eb21b7ee3b582a89617d20f0
solana-labs/solana-perf-libs     233c4457fd8d425da99cb3db46b2be8eb8b98997
xmrig/xmrig-cuda                 01d534864b5d82c2ab153af4d995414e419ed069
NVIDIA/cutlass                   7107b05535f8977f5ecb9d01ee203205b1fd9bc4
'
echo "$SOURCES" | while read -r repo commit; do
    [ -n "$repo" ] || continue
    dir=$EXT/${repo/\//+}
    [ -d "$dir" ] || { echo "build.sh: missing $dir (unpack $repo at $commit there)" >&2; exit 2; }
done

"$NVCC" --version | tail -1 >&2
STUB=$(mktemp -d)
trap 'rm -rf "$STUB"' EXIT

# ptx GROUP SOURCE.cu "ARCHS" [nvcc flags...]: one PTX file per architecture. With VARIANT=v
# set, the file is <name>.v.<sm>.ptx (a debug build of a source the corpus has already).
VARIANT=
ptx() {
    local group=$1 src=$2 archs=$3
    shift 3
    local name
    name=$(basename "$src" .cu)${VARIANT:+.$VARIANT}
    mkdir -p "$OUT/$group"
    for sm in $archs; do
        echo "  $group/$name.$sm.ptx" >&2
        "$NVCC" -arch="$sm" -ptx -o "$OUT/$group/$name.$sm.ptx" "$@" "$src"
    done
}
ALL="sm_75 sm_80 sm_90"

# --- NVIDIA/cuda-samples: integer samples compiled as they are (their kernels are instantiated
# by the host code of the same file).
S=$EXT/NVIDIA+cuda-samples/Samples
CS="-I$EXT/NVIDIA+cuda-samples/Common"
for f in 2_Concepts_and_Techniques/scan/scan.cu \
         2_Concepts_and_Techniques/histogram/histogram256.cu \
         2_Concepts_and_Techniques/histogram/histogram64.cu \
         2_Concepts_and_Techniques/sortingNetworks/bitonicSort.cu \
         2_Concepts_and_Techniques/sortingNetworks/oddEvenMergeSort.cu \
         2_Concepts_and_Techniques/shfl_scan/shfl_scan.cu \
         2_Concepts_and_Techniques/inlinePTX/inlinePTX.cu \
         2_Concepts_and_Techniques/reductionMultiBlockCG/reductionMultiBlockCG.cu \
         0_Introduction/simpleVoteIntrinsics/simpleVoteIntrinsics.cu \
         0_Introduction/simpleAtomicIntrinsics/simpleAtomicIntrinsics.cu \
         0_Introduction/mergeSort/bitonic.cu \
         0_Introduction/mergeSort/mergeSort.cu \
         0_Introduction/clock/clock.cu \
         0_Introduction/vectorAdd/vectorAdd.cu \
         0_Introduction/simpleTemplates/simpleTemplates.cu \
         3_CUDA_Features/binaryPartitionCG/binaryPartitionCG.cu \
         3_CUDA_Features/warpAggregatedAtomicsCG/warpAggregatedAtomicsCG.cu \
         6_Performance/transpose/transpose.cu; do
    ptx cuda-samples "$S/$f" "$ALL" $CS -I"$(dirname "$S/$f")"
done
# cp.async and cuda::barrier (mbarrier) as memcpy_async writes them: sm_80 only (sm_90's
# build uses TMA bulk copies, which the simulator does not model).
ptx cuda-samples "$S/3_CUDA_Features/globalToShmemAsyncCopy/globalToShmemAsyncCopy.cu" "sm_80" \
    $CS -I"$S/3_CUDA_Features/globalToShmemAsyncCopy"
# The large template file (213 kernels): one architecture keeps the data small.
ptx cuda-samples "$S/2_Concepts_and_Techniques/reduction/reduction_kernel.cu" "sm_80" $CS \
    -I"$S/2_Concepts_and_Techniques/reduction"

# --- tpruvot/ccminer: hash kernels of cryptocurrency miners (fully unrolled rounds). miner.h
# wants libcurl's header for types the kernels never use: a stub stands in.
mkdir -p "$STUB/curl"
printf 'typedef void CURL; typedef int CURLcode; typedef int curl_socket_t;\n#define CURL_ERROR_SIZE 256\nstruct curl_slist;\n' >"$STUB/curl/curl.h"
cp "$EXT/tpruvot+ccminer/compat/ccminer-config.h" "$STUB/"
C=$EXT/tpruvot+ccminer
CM="-I$STUB -I$C -I$C/compat/jansson -DcudaThreadSynchronize=cudaDeviceSynchronize"
ptx ccminer "$C/quark/cuda_quark_keccak512.cu" "$ALL" $CM
for f in Algo256/blake2s.cu Algo256/decred.cu Algo256/cuda_bmw256.cu \
         x11/cuda_x11_cubehash512.cu x11/cuda_x11_echo.cu lbry/cuda_sha512_lbry.cu \
         sha256/cuda_sha256d.cu blake2b.cu sia/sia.cu Algo256/vanilla.cu \
         cuda_checkhash.cu; do
    ptx ccminer "$C/$f" "sm_80" $CM
done

# --- mochimodev/cuda-hashing-algos: batch hash kernels (one message a thread), runnable as
# they are; blake2b needs a key set by the host, so our driver initialises it in the kernel.
H=$EXT/mochimodev+cuda-hashing-algos
for f in md5 sha256 keccak; do
    ptx hashing-algos "$H/$f.cu" "sm_80 sm_90" -I"$H"
done
for f in sha1 md2; do
    ptx hashing-algos "$H/$f.cu" "sm_80" -I"$H"
done
ptx hashing-algos "$DRIVERS/hash_blake2b.cu" "sm_80" -I"$H"

# --- Our drivers over the field, curve and multi-precision libraries (drivers/*.cu).
B=$EXT/brichard19+BitCrack/cudaMath
ptx bitcrack "$DRIVERS/bitcrack_secp256k1.cu" "sm_80" -I"$B"
ptx vanitysearch "$DRIVERS/vanity_secp256k1.cu" "$ALL" -I"$EXT/JeanLucPons+VanitySearch/GPU"
SP="-I$EXT/supranational+sppark -I$EXT/supranational+sppark/src"
ptx sppark "$DRIVERS/sppark_bls12_381.cu" "sm_90" $SP
ptx sppark "$DRIVERS/sppark_bn254.cu" "sm_75 sm_80" $SP
ptx sppark "$DRIVERS/sppark_bls12_381_fr.cu" "sm_80" $SP
ptx sppark "$DRIVERS/sppark_pallas.cu" "sm_90" $SP
ptx sppark "$DRIVERS/sppark_bn254_montmul.cu" "sm_80 sm_90" $SP   # bench -t ptx montmul --ptx
ptx cgbn "$DRIVERS/cgbn_ops.cu" "sm_80" -I"$EXT/NVlabs+CGBN/include"

# --- hashcat/hashcat: its OpenCL hash functions compiled as CUDA, as its CUDA backend builds
# them (inc_vendor.h's IS_CUDA path; the defines are those of an NVIDIA device; the DGST_*
# ones only size a digest compare the driver never calls), behind our driver.
HC=$EXT/hashcat+hashcat/OpenCL
ptx hashcat "$DRIVERS/hashcat_hashes.cu" "sm_80" -I"$HC" -DINCLUDE_PATH="$HC" -DKERNEL_STATIC \
    -DVENDOR_ID=32 -DHAS_SHFW=1 -DHAS_LOP3=1 -DHAS_PRMT=1 -DHAS_MOV64=1 -DVECT_SIZE=1 \
    -DDEVICE_TYPE=4 -DCUDA_ARCH=800 -DDGST_ELEM=4 -DDGST_R0=0 -DDGST_R1=1 -DDGST_R2=2 -DDGST_R3=3

# --- data61/cuda-fixnum: warp-cooperative fixed-width numbers (header-only), behind our driver.
ptx cuda-fixnum "$DRIVERS/fixnum_ops.cu" "sm_80" -I"$EXT/data61+cuda-fixnum/src"

# --- matter-labs/era-bellman-cuda: BN254 field arithmetic (carry chains in inline PTX), behind
# our driver (which defines the two constants the library's ff_config.cu would).
BC=$EXT/matter-labs+era-bellman-cuda/src
ptx bellman-cuda "$DRIVERS/bellman_fields.cu" "sm_80" -std=c++17 --expt-relaxed-constexpr -I"$BC"
# Its BN254 G1 curve (ec.cuh): scalar multiplication in projective and XYZZ coordinates, an XYZZ
# minus affine subtraction, a projective doubling. At -O3 nvcc declares more than 65,536 registers
# in one kernel (`%r<70663>`).
ptx bellman-cuda "$DRIVERS/bellman_curve.cu" "sm_80" -std=c++17 --expt-relaxed-constexpr -I"$BC"

# --- shrec/UltrafastSecp256k1: secp256k1 field (mod p) and scalar (mod n) arithmetic on 4 x 64-bit
# limbs, its carry chains in inline PTX (ptx_math.cuh), behind our driver. One architecture: the
# unrolled inverses make the file large.
U=$EXT/shrec+UltrafastSecp256k1
ptx ufsecp256k1 "$DRIVERS/ufsecp256k1_field.cu" "sm_80" -std=c++17 -I"$U/src/cuda/include" \
    -I"$U/include" -I"$U/src/cpu/include"

# --- solana-labs/solana-perf-libs: Ed25519 (cuda-ecc-ed25519: ref10's field and group arithmetic,
# LibTomCrypt's SHA-512) with the library's own sign and verify kernels, behind our driver. A
# debug build (-G): at -O3 the fully inlined file is 12 MB of PTX, at -G 0.9 MB.
SL=$EXT/solana-labs+solana-perf-libs/src
VARIANT=G ptx solana-ed25519 "$DRIVERS/solana_ed25519.cu" "sm_80" -G -I"$SL/cuda-ecc-ed25519" \
    -I"$SL/common"

# --- xmrig/xmrig-cuda: RandomX's hashing kernels (src/RandomX/blake2b_cuda.hpp, aes_cuda.hpp) as
# they are, their templates instantiated small by our driver.
ptx xmrig-randomx "$DRIVERS/randomx_aes_blake2b.cu" "sm_80" -I"$EXT/xmrig+xmrig-cuda/src/RandomX"

# --- CUDA 13's integer intrinsics (its headers' device functions: no EXT folder) as nvcc lowers
# them, in one kernel of ours; at sm_90 the DPX functions are instructions (`max.s32.relu`).
ptx cuda-intrinsics "$DRIVERS/cuda_intrinsics.cu" "sm_80 sm_90" -O3

# --- CUB's block- and warp-level primitives (cub/cub.cuh as the CUDA toolkit ships it, NVIDIA/cccl:
# no EXT folder), behind our driver: radix sort of u32 keys and of u64/u32 pairs, scan, reduce,
# warp reduce and scan, histogram.
ptx cub "$DRIVERS/cub_block.cu" "$ALL" -O3

# --- Debug builds, as users compile them too: nvcc -G (no optimisation, DWARF in `.section
# .debug_*` with labels, `.loc`, `.file`, `@@DWARF`), -lineinfo (`.loc` with inlined_at)
# of sources the corpus has, each with its runs.
VARIANT=G ptx debug "$H/sha256.cu" "sm_80" -G -I"$H"
VARIANT=G ptx debug "$H/keccak.cu" "sm_75" -G -I"$H"
VARIANT=lineinfo ptx debug "$H/md5.cu" "sm_90" -lineinfo -I"$H"
# CGBN's gcd at -G: each chain_t method (one mad.lo.cc or madc.lo.cc) is a .func, so its carry
# chains run through calls and returns.
VARIANT=G ptx debug "$DRIVERS/cgbn_gcd.cu" "sm_80" -G -I"$EXT/NVlabs+CGBN/include"

# --- s10: the kinds of CUDA code the groups above lack. NVIDIA/cuda-samples beyond the integer
# ones: texture objects (tex of 1d, 2d, 3d, cube, layered and pitch-linear textures; bindless
# mipmaps: tex.level), surfaces (suld/sust), device printf and assert (vprintf,
# __assertfail), cooperative groups (grid sync), half precision, float kernels (BlackScholes,
# binomial options, Sobol and quasirandom generators, Walsh and Haar transforms, DXT
# compression, interval arithmetic, eigenvalue bisection), video SIMD (stereoDisparity), wmma
# tensor cores at bf16 (sm_80, one architecture: 0.4 MB), and cp.async.bulk under an mbarrier's
# transaction count (globalToShmemAsyncCopy at sm_90).
for f in 0_Introduction/simpleTexture/simpleTexture.cu \
         0_Introduction/simpleCubemapTexture/simpleCubemapTexture.cu \
         0_Introduction/simpleLayeredTexture/simpleLayeredTexture.cu \
         0_Introduction/simplePitchLinearTexture/simplePitchLinearTexture.cu \
         0_Introduction/simpleTexture3D/simpleTexture3D_kernel.cu \
         0_Introduction/simpleSurfaceWrite/simpleSurfaceWrite.cu \
         0_Introduction/simplePrintf/simplePrintf.cu \
         0_Introduction/simpleAssert/simpleAssert.cu \
         0_Introduction/simpleCooperativeGroups/simpleCooperativeGroups.cu \
         0_Introduction/fp16ScalarProduct/fp16ScalarProduct.cu \
         0_Introduction/matrixMul/matrixMul.cu \
         0_Introduction/systemWideAtomics/systemWideAtomics.cu \
         3_CUDA_Features/bindlessTexture/bindlessTexture_kernel.cu \
         2_Concepts_and_Techniques/convolutionTexture/convolutionTexture.cu \
         2_Concepts_and_Techniques/convolutionSeparable/convolutionSeparable.cu \
         2_Concepts_and_Techniques/scalarProd/scalarProd.cu \
         2_Concepts_and_Techniques/interval/interval.cu \
         2_Concepts_and_Techniques/eigenvalues/bisect_small.cu \
         4_CUDA_Libraries/conjugateGradientMultiBlockCG/conjugateGradientMultiBlockCG.cu \
         5_Domain_Specific/BlackScholes/BlackScholes.cu \
         5_Domain_Specific/binomialOptions/binomialOptions_kernel.cu \
         5_Domain_Specific/SobolQRNG/sobol_gpu.cu \
         5_Domain_Specific/quasirandomGenerator/quasirandomGenerator_kernel.cu \
         5_Domain_Specific/fastWalshTransform/fastWalshTransform.cu \
         5_Domain_Specific/dwtHaar1D/dwtHaar1D.cu \
         5_Domain_Specific/dxtc/dxtc.cu \
         5_Domain_Specific/stereoDisparity/stereoDisparity.cu \
         5_Domain_Specific/bicubicTexture/bicubicTexture_cuda.cu \
         5_Domain_Specific/HSOpticalFlow/flowCUDA.cu \
         3_CUDA_Features/bf16TensorCoreGemm/bf16TensorCoreGemm.cu; do
    ptx cuda-samples "$S/$f" "sm_80" $CS -I"$(dirname "$S/$f")"
done
ptx cuda-samples "$S/0_Introduction/simpleAWBarrier/simpleAWBarrier.cu" "sm_80 sm_90" $CS \
    -I"$S/0_Introduction/simpleAWBarrier"
# The later targets, each as its own .target (ptxas -arch=TARGET): sm_86, sm_89, sm_90a, sm_100,
# sm_120 (PTX ISA 8.7).
for sm in sm_86 sm_89 sm_90a sm_100 sm_120; do
    ptx cuda-samples "$S/0_Introduction/matrixMul/matrixMul.cu" "$sm" $CS \
        -I"$S/0_Introduction/matrixMul"
done
VARIANT=tma ptx cuda-samples "$S/3_CUDA_Features/globalToShmemAsyncCopy/globalToShmemAsyncCopy.cu" \
    "sm_90" $CS -I"$S/3_CUDA_Features/globalToShmemAsyncCopy"
# -rdc=true (separate compilation: .extern and .weak) and -lineinfo of a texture sample.
VARIANT=rdc ptx cuda-samples "$S/0_Introduction/simplePrintf/simplePrintf.cu" "sm_80" -rdc=true \
    $CS -I"$S/0_Introduction/simplePrintf"
VARIANT=lineinfo ptx cuda-samples "$S/0_Introduction/simpleTexture/simpleTexture.cu" "sm_90" \
    -lineinfo $CS -I"$S/0_Introduction/simpleTexture"

# --- karpathy/llm.c: its dev/cuda kernels of GPT-2 training as its Makefile builds them (-O3
# --use_fast_math): layernorm, attention, softmax (online softmax, warp and cooperative-group
# reductions), AdamW, GELU, bias gradients, the global norm, the fused classifier, cross-entropy,
# residual adds (in bf16, which the file chooses: cvt to and from .bf16, 128-bit packed loads
# with .cs), the permutation.
L=$EXT/karpathy+llm.c
LC="-O3 --use_fast_math -std=c++17 -I$L/dev/cuda"
for f in layernorm_forward attention_forward softmax_forward adamw gelu_forward \
         matmul_backward_bias global_norm classifier_fused crossentropy_softmax_backward \
         residual_forward permute; do
    ptx llm-c "$L/dev/cuda/$f.cu" "sm_80" $LC
done

# --- Thread block clusters (sm_90): our driver over cooperative_groups::this_cluster()
# (barrier.cluster, mapa, %cluster_ctarank, distributed shared memory atomics).
ptx cluster "$DRIVERS/cluster_histogram.cu" "sm_90" -O3

# --- NVIDIA/cutlass: Hopper and Blackwell kernels as its examples instantiate them (s11), each at
# the one architecture it is written for (they are large): CuTe's wgmma tutorial with TMA loads
# (sm_90a: wgmma.mma_async on .f16, cp.async.bulk.tensor, mbarrier transaction counts), the
# grouped FP8 GEMM (sm_90a: wgmma on .e4m3/.e5m2, tensor maps rewritten on the device with
# tensormap.replace and tensormap.cp_fenceproxy, setmaxnreg, TMA stores), and the Blackwell FP16
# GEMM (sm_100a: tcgen05.alloc/mma/commit/ld on tensor memory, TMA for a pair of CTAs,
# clusterlaunchcontrol). Header-only: the toolkit's headers and CUTLASS's own.
C=$EXT/NVIDIA+cutlass
CC="-std=c++17 --expt-relaxed-constexpr -I$C/include -I$C/tools/util/include -I$C/examples/common"
ptx cutlass "$C/examples/cute/tutorial/hopper/wgmma_tma_sm90.cu" "sm_90a" $CC
ptx cutlass "$C/examples/57_hopper_grouped_gemm/57_hopper_grouped_gemm.cu" "sm_90a" $CC
ptx cutlass "$C/examples/70_blackwell_gemm/70_blackwell_fp16_gemm.cu" "sm_100a" $CC
# Example 77's Blackwell FMHA (s12): our driver instantiates one generation kernel (sm_100a:
# add/mul/fma.rn.f32x2 in its softmax, tcgen05 MMA, TMA); the example's file makes 13 (3 MB).
ptx cutlass "$DRIVERS/cutlass_fmha_gen.cu" "sm_100a" $CC --use_fast_math \
    -I"$C/examples/77_blackwell_fmha"
