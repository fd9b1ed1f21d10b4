#pragma once

// Replacing one kernel's code in an existing AMD OpenCL binary, recomputing
// what the code changes: VGPR/SGPR counts, LDS in its four places (RSRC2.
// LDS_SIZE, PROGINFO 0x80000082, the metadata's hwlocal, header dword 3) and
// every size and offset that moves. docs/gcn.md, "Patching a binary".
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "targets/gcn/binary/amdcl.hpp"
#include "targets/gcn/binary/code_tools.hpp"

namespace gpuasm::gcn::binary {

struct PatchRequest {
  std::string kernel;  // empty: the binary's only kernel
  std::vector<uint8_t> code;
  std::optional<uint32_t> ldsBytes;  // static LDS; nullopt keeps the binary's
  // gcnasm's dummy_elf_patcher: the code goes over the kernel's first run of
  // s_nop and the rest stays, so that nothing moves; else it replaces the code.
  bool intoNops = false;
};

// The patched binary; `warnings` gets a DS instruction reached before M0 is
// written. Register counts never go below the binary's (the driver reserves
// some its code does not show); they grow to what the new code uses.
std::optional<AmdBinary> patchAmdBinary(const AmdBinary& base, const PatchRequest& request,
                                        const CodeTools& tools, std::vector<std::string>& warnings,
                                        std::string& error);

// The file: the binary's recorded layout when nothing changed size (a patch
// over s_nops gives the base file with only the code bytes and counts
// changed), a fresh layout otherwise.
std::optional<std::vector<uint8_t>> writePatchedBinary(const AmdBinary& binary, std::string& error);

}  // namespace gpuasm::gcn::binary
