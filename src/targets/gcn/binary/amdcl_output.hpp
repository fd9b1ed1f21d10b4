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
#include "targets/gcn/binary/code_tools.hpp"

namespace gpuasm::gcn::binary {

// -m patch=FILE (--patch): FILE with one kernel's code replaced by the
// image's (its .kernel's code, or all its bytes for a source without one or
// raw code from `--input-format bin`); patch-kernel=NAME picks the kernel,
// patch-lds=BYTES sets its static LDS (else the source's .local_bytes, else
// the binary's), patch-nops=1 writes over its first run of s_nop.
std::optional<std::vector<uint8_t>> writeAmdclFormat(
    const Image& image, const std::map<std::string, std::string>& options, const CodeTools& tools,
    std::vector<std::string>& warnings, std::string& error);

}  // namespace gpuasm::gcn::binary
