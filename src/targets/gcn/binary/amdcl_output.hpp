#pragma once

// `gpuasm asm -t gcn --format amdcl`: the AMD OpenCL 1.2 binary of an image
// whose source described its kernels (kernel_directives.hpp), or an existing
// binary with one kernel's code replaced (-m patch=FILE, --patch).
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "gpuasm/image.hpp"

namespace gpuasm::gcn::binary {

std::optional<std::vector<uint8_t>> writeAmdclFormat(
    const Image& image, const std::map<std::string, std::string>& options, std::string& error);

}  // namespace gpuasm::gcn::binary
