// GPU_FFT's facts as data: the shader table (gpu_fft_twiddles.c `shaders[]`,
// gpu_fft_shaders.c), the published figures (gpu_fft.txt, release 3.0) and
// hello_fft.c's messages for gpu_fft_prepare's return values.
#include <algorithm>

#include "gpuasm/vc4/gpu_fft.hpp"

namespace gpuasm::vc4::gpu_fft {

namespace {

constexpr Shader kShaders[] = {
    {8, 2, 2, 1, "vc4/gpu_fft/shader_256.hex"},     {9, 2, 3, 1, "vc4/gpu_fft/shader_512.hex"},
    {10, 2, 4, 2, "vc4/gpu_fft/shader_1k.hex"},     {11, 2, 6, 2, "vc4/gpu_fft/shader_2k.hex"},
    {12, 3, 3, 1, "vc4/gpu_fft/shader_4k.hex"},     {13, 3, 4, 1, "vc4/gpu_fft/shader_8k.hex"},
    {14, 3, 5, 1, "vc4/gpu_fft/shader_16k.hex"},    {15, 3, 6, 2, "vc4/gpu_fft/shader_32k.hex"},
    {16, 3, 8, 2, "vc4/gpu_fft/shader_64k.hex"},    {17, 4, 5, 1, "vc4/gpu_fft/shader_128k.hex"},
    {18, 4, 6, 2, "vc4/gpu_fft/shader_256k.hex"},   {19, 4, 7, 2, "vc4/gpu_fft/shader_512k.hex"},
    {20, 4, 8, 2, "vc4/gpu_fft/shader_1024k.hex"},  {21, 4, 10, 2, "vc4/gpu_fft/shader_2048k.hex"},
    {22, 4, 12, 2, "vc4/gpu_fft/shader_4096k.hex"},
};

const Published kPublished[] = {
    {8, 0.33, 0.033, 0.017, 0.092}, {9, 0.46, 0.049, 0.029, 0.22}, {10, 0.52, 0.070, 0.049, 0.48},
    {11, 0.59, 0.12, 0.11, 0.95},   {12, 0.78, 0.25, 0.27, 3.0},   {13, 0.83, 0.61, 0.66, 5.1},
    {14, 0.92, 1.2, 1.2, 12},       {15, 0.98, 3.5, 3.3, 31},      {16, 1.0, 7.0, {}, 83},
    {17, 1.3, 17, {}, 180},         {18, 1.3, 43, {}, 560},        {19, 1.4, 97, {}, 670},
    {20, 1.5, 194, {}, 1600},       {21, 1.5, 388, {}, 3400},      {22, 1.5, 786, {}, 8800},
};

}  // namespace

std::span<const Shader> shaders() {
  return kShaders;
}

const Shader* shaderFor(int log2N) {
  if (log2N < kMinLog2N || log2N > kMaxLog2N) return nullptr;
  return &kShaders[log2N - kMinLog2N];
}

std::span<const Published> publishedFigures() {
  return kPublished;
}

std::optional<Published> publishedFor(int log2N) {
  auto it = std::find_if(std::begin(kPublished), std::end(kPublished),
                         [&](const Published& p) { return p.log2N == log2N; });
  if (it == std::end(kPublished)) return std::nullopt;
  return *it;
}

std::string_view statusMessage(Status status) {
  switch (status) {
    case Status::Ok:
      return "ok";
    case Status::QpuEnableFailed:
      return "Unable to enable V3D. Please check your firmware is up to date.";
    case Status::UnsupportedSize:
      return "log2_N not supported.  Try between 8 and 22.";
    case Status::OutOfMemory:
      return "Out of memory.  Try a smaller batch or increase GPU memory.";
    case Status::MapFailed:
      return "Unable to map Videocore peripherals into ARM memory space.";
    case Status::NoHostInfo:
      return "Can't open libbcm_host.";
    case Status::InvalidJobs:
      return "jobs must be at least 1.";
    case Status::MissingShader:
      return "GPU_FFT shader missing from this build.";
    case Status::NotPrepared:
      return "transpose of an FFT that is not prepared.";
  }
  return "unknown status";
}

}  // namespace gpuasm::vc4::gpu_fft
