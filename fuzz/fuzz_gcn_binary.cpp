// Random bytes through the AMD OpenCL binary reader (src/targets/gcn/binary/):
// it must answer with a model or an error, never crash, hang or grow past the
// file; a file it reads must write back byte for byte, and list; laid out
// afresh it must read again with the same kernels; its description
// (the disassembly's directives) must build, and a patch of its first kernel
// must write. Every message and the listing, as the terminal is sent them
// (TerminalText), hold no control byte from the file (a corrupt .clo's
// metadata, kernel names) and no line over 1,024 bytes (issue 28).
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <span>
#include <string>

#include "shown_check.hpp"
#include "targets/gcn/binary/amdcl.hpp"
#include "targets/gcn/binary/amdcl_layout.hpp"
#include "targets/gcn/binary/amdcl_patch.hpp"
#include "targets/gcn/binary/amdcl_printer.hpp"
#include "targets/gcn/binary/amdcl_source.hpp"
#include "targets/gcn/code_use.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::span<const uint8_t> bytes(data, size);
  std::string error;
  const auto binary = gpuasm::gcn::binary::readAmdBinary(bytes, error);
  if (!binary) {
    if (error.empty()) {
      std::fprintf(stderr, "read failed without a message\n");
      std::abort();
    }
    fuzz::checkShown(error);
    std::string listingError;
    fuzz::checkShown(
        gpuasm::gcn::binary::printAmdBinary(bytes, {}, gpuasm::gcn::codeTools(), listingError));
    fuzz::checkShown(listingError);
    return 0;
  }
  const auto written = gpuasm::gcn::binary::writeAmdBinary(*binary, error);
  if (!written || written->size() != size ||
      !std::equal(written->begin(), written->end(), bytes.begin())) {
    std::fprintf(stderr, "write-back differs: %s\n", error.c_str());
    std::abort();
  }
  std::string listingError;
  fuzz::checkShown(
      gpuasm::gcn::binary::printAmdBinary(bytes, {}, gpuasm::gcn::codeTools(), listingError));
  fuzz::checkShown(listingError);

  using namespace gpuasm::gcn::binary;
  if (!innerDeviceCode(binary->outer.machine)) return 0;
  const auto laidOut = layoutAmdBinary(*binary, error);
  const auto again = laidOut ? readAmdBinary(*laidOut, error) : std::nullopt;
  if (!again || again->kernels.size() != binary->kernels.size()) {
    std::fprintf(stderr, "a fresh layout does not read back: %s\n", error.c_str());
    std::abort();
  }
  const ProgramDescription program = describeAmdBinary(*binary, gpuasm::gcn::codeTools());
  if (!buildAmdBinary(program, gpuasm::gcn::codeTools(), error)) {
    std::fprintf(stderr, "the description does not build: %s\n", error.c_str());
    std::abort();
  }
  if (!binary->kernels.empty()) {
    std::vector<std::string> warnings;
    PatchRequest request;
    request.kernel = binary->kernels[0].name;
    request.code = {0x00, 0x00, 0x81, 0xbf};  // s_endpgm
    request.ldsBytes = 1024;
    auto patched = patchAmdBinary(*binary, request, gpuasm::gcn::codeTools(), warnings, error);
    if (patched) (void)writePatchedBinary(*patched, error);
    for (const std::string& warning : warnings) fuzz::checkShown(warning);
    fuzz::checkShown(error);
  }
  return 0;
}
