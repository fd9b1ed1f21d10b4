#include "gpuasm/kernels.hpp"

namespace gpuasm {

std::optional<std::string_view> findEmbeddedKernel(std::string_view name) {
  for (const EmbeddedKernel& k : embeddedKernels())
    if (k.name == name) return k.text;
  return std::nullopt;
}

}  // namespace gpuasm
