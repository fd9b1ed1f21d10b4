// Our driver over CUTLASS example 77's Blackwell FMHA (sm_100a): one instantiation of its
// generation (decode) kernel, the first configuration its main runs (UMMA_I, tile 128x64x128,
// e5m2 Q/K/V, f32 accumulators, f16 output), where the example's own file instantiates 13
// kernels (3 MB of PTX). Its softmax is sm_100's packed f32 arithmetic (add/mul/fma.rn.f32x2)
// beside tcgen05 MMA on tensor memory and TMA loads. Built with the example's folder on the
// include path.
#include "cutlass/cutlass.h"
#include "cutlass/device_kernel.h"
// (The example's headers in its own order: the mainloop's before the epilogue's.)
#include "collective/fmha_fusion.hpp"
#include "collective/sm100_fmha_gen_mainloop_warpspecialized.hpp"
#include "collective/sm100_fmha_gen_epilogue_warpspecialized.hpp"
#include "kernel/sm100_fmha_gen_kernel_warpspecialized.hpp"
#include "kernel/fmha_tile_scheduler.hpp"

using namespace cute;
using ProblemShape = Shape<_1, int, int, Shape<Shape<int, int>, int>>;
using StrideQ = Stride<_0, _1, Stride<Stride<int, int>, int>>;
using StrideNewK = Stride<_0, _1, Stride<Stride<_0, int>, int>>;
using StrideCacheK = Stride<int, _1, Stride<Stride<_0, int>, int>>;
using Kernel = cutlass::fmha::kernel::Sm100FmhaGenKernelWarpspecialized<
    ProblemShape,
    cutlass::fmha::collective::Sm100FmhaGenMainloopWarpspecialized<
        cutlass::float_e5m2_t, float, float, cutlass::half_t, Shape<_128, _64, _128>, StrideQ,
        StrideNewK, StrideNewK, StrideCacheK, StrideCacheK, StrideQ>,
    cutlass::fmha::collective::Sm100FmhaGenEpilogueWarpspecialized<cutlass::half_t, StrideQ>,
    cutlass::fmha::kernel::IndividualTileScheduler>;

template __global__ void cutlass::device_kernel<Kernel>(CUTLASS_GRID_CONSTANT Kernel::Params const);
