// GPU_FFT's facts as data: the shader table (gpu_fft_twiddles.c `shaders[]`,
// gpu_fft_shaders.c), the published figures (gpu_fft.txt, release 3.0) and
// hello_fft.c's messages for gpu_fft_prepare's return values.
#include <algorithm>

#include "gpuasm/vc4/gpu_fft.hpp"

namespace gpuasm::vc4::gpu_fft {

namespace {

constexpr Shader kShaders[] = {
    {8, 2, 2, 1, "256"},     {9, 2, 3, 1, "512"},
    {10, 2, 4, 2, "1k"},     {11, 2, 6, 2, "2k"},
    {12, 3, 3, 1, "4k"},     {13, 3, 4, 1, "8k"},
    {14, 3, 5, 1, "16k"},    {15, 3, 6, 2, "32k"},
    {16, 3, 8, 2, "64k"},    {17, 4, 5, 1, "128k"},
    {18, 4, 6, 2, "256k"},   {19, 4, 7, 2, "512k"},
    {20, 4, 8, 2, "1024k"},  {21, 4, 10, 2, "2048k"},
    {22, 4, 12, 2, "4096k"},
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
      return "GPU_FFT shader missing: give the hello_fft folder that holds hex/ or qasm/.";
    case Status::NotPrepared:
      return "transpose of an FFT that is not prepared.";
  }
  return "unknown status";
}

}  // namespace gpuasm::vc4::gpu_fft
