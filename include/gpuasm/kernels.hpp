// Shipped kernels, gpuasm's own (kernels/<target>/*.s, *.qasm and *.ptx), embedded
// into the library at build time so that tools and studies run without the
// source tree. Other people's kernels (GPU_FFT) are never among them.
#pragma once

#include <optional>
#include <span>
#include <string_view>

namespace gpuasm {

struct EmbeddedKernel {
  std::string_view name;  // "<target>/<file>", e.g. "demolicious/tunnel.s", "vc4/mandelbrot.qasm"
  std::string_view text;
};

std::span<const EmbeddedKernel> embeddedKernels();
std::optional<std::string_view> findEmbeddedKernel(std::string_view name);

}  // namespace gpuasm
