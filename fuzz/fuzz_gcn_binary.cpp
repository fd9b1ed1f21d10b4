// Random bytes through the AMD OpenCL binary reader (src/targets/gcn/binary/):
// it must answer with a model or an error, never crash, hang or grow past the
// file; a file it reads must write back byte for byte, and list.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <span>
#include <string>

#include "targets/gcn/binary/amdcl.hpp"
#include "targets/gcn/binary/amdcl_printer.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::span<const uint8_t> bytes(data, size);
  std::string error;
  const auto binary = gpuasm::gcn::binary::readAmdBinary(bytes, error);
  if (!binary) {
    if (error.empty()) {
      std::fprintf(stderr, "read failed without a message\n");
      std::abort();
    }
    return 0;
  }
  const auto written = gpuasm::gcn::binary::writeAmdBinary(*binary, error);
  if (!written || written->size() != size ||
      !std::equal(written->begin(), written->end(), bytes.begin())) {
    std::fprintf(stderr, "write-back differs: %s\n", error.c_str());
    std::abort();
  }
  std::string listingError;
  (void)gpuasm::gcn::binary::printAmdBinary(bytes, {}, listingError);
  return 0;
}
