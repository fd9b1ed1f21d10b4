#pragma once

// The `amd_kernel_code_t` header that Mesa's GCN kernels start with (256
// bytes before the code), as llvm-mc writes it from the block
// `.amd_kernel_code_t` / `field = value` lines / `.end_amd_kernel_code_t`
// that clang-14 and llc-14 emit for amdgcn-mesa-mesa3d. The layout is
// AMD's amd_kernel_code_t (LLVM's AMDKernelCodeT.h): each field a byte
// offset and a bit range in a little-endian integer.
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace gpuasm::gcn {

inline constexpr size_t kAmdKernelCodeBytes = 256;

struct AmdKernelCodeField {
  std::string_view name;
  uint16_t byteOffset;   // of the integer holding it
  uint8_t bytes;         // that integer's size
  uint8_t shift, width;  // the bits within it
  bool isSigned;
};

// The field called `name`, or nullptr.
const AmdKernelCodeField* findAmdKernelCodeField(std::string_view name);
// Every field, in the order of the header (and of clang-14's `.amd_kernel_code_t` blocks).
std::span<const AmdKernelCodeField> amdKernelCodeFields();

// The field's value in `header` (sign-extended when the field is signed).
int64_t amdKernelCodeValue(std::span<const uint8_t, kAmdKernelCodeBytes> header,
                           const AmdKernelCodeField& field);

// The header with llvm-mc-14's defaults for a GFX6 (SI) device: version 1.2,
// machine kind 1, machine version 6.0.0 (`stepping` and `minor` from the
// device), code 256 bytes on, wavefront 64 (2^6), 4-byte alignments, 64-bit
// pointers, 4-byte private elements, dx10 clamp and IEEE mode on, call
// convention -1.
std::array<uint8_t, kAmdKernelCodeBytes> defaultAmdKernelCode();

// Writes `value` into the field; false when it does not fit its bits.
bool setAmdKernelCodeField(std::array<uint8_t, kAmdKernelCodeBytes>& header,
                           const AmdKernelCodeField& field, int64_t value);

}  // namespace gpuasm::gcn
