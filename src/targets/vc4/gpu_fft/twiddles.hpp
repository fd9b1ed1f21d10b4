// GPU_FFT's twiddle tables (gpu_fft_twiddles.c): the layout the shaders read
// through their first two uniforms, computed in double and stored as float.
#pragma once

#include <vector>

#include "gpuasm/vc4/gpu_fft.hpp"

namespace gpuasm::vc4::gpu_fft {

// The table for 2^log2N points as interleaved (re, im) floats: `shared`
// blocks of 16 complex numbers every QPU reads, then `unique` blocks for each
// of the 8 QPUs. Empty outside 8..22.
std::vector<float> twiddles(int log2N, Direction direction);

// Complex numbers in the table: 16 * (shared + 8 * unique).
int twiddleCount(const Shader& shader);

}  // namespace gpuasm::vc4::gpu_fft
