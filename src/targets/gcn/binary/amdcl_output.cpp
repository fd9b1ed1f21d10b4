// `gpuasm asm -t gcn --format amdcl` (amdcl_output.hpp).
#include "targets/gcn/binary/amdcl_output.hpp"

#include "targets/gcn/binary/amdcl_layout.hpp"
#include "targets/gcn/binary/image_binary.hpp"

namespace gpuasm::gcn::binary {

std::optional<std::vector<uint8_t>> writeAmdclFormat(
    const Image& image, const std::map<std::string, std::string>& /*options*/, std::string& error) {
  const AmdBinary* binary = amdBinaryOf(image);
  if (!binary) {
    error =
        "the source describes no kernel: --format amdcl needs a '.kernel NAME' directive and the "
        "kernel's description (docs/gcn.md, \"Writing an AMD OpenCL binary\")";
    return std::nullopt;
  }
  return layoutAmdBinary(*binary, error);
}

}  // namespace gpuasm::gcn::binary
