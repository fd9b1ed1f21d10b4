#pragma once

// The 64-byte kernel descriptor of an HSA code object (v3 and later), the
// `NAME.kd` object in .rodata that the dispatch packet points at (LLVM's
// AMDGPUUsage, "Kernel Descriptor"; AMDHSAKernelDescriptor.h):
//   0  group_segment_fixed_size      u32
//   4  private_segment_fixed_size    u32
//   8  kernarg_size                  u32
//  12  reserved                      4 bytes
//  16  kernel_code_entry_byte_offset i64, from the descriptor's own address
//  24  reserved                      20 bytes
//  44  compute_pgm_rsrc3             u32 (GFX90A, GFX10+)
//  48  compute_pgm_rsrc1             u32
//  52  compute_pgm_rsrc2             u32
//  56  kernel_code_properties        u16
//  58  reserved                      6 bytes
// Each field an llvm-mc `.amdhsa_*` directive sets is a row below, listed in
// the order llvm-objdump-14 prints a descriptor.
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "targets/gcn/binary/hsa_target.hpp"

namespace gpuasm::gcn::binary {

inline constexpr size_t kKernelDescriptorBytes = 64;

struct KernelDescriptorField {
  std::string_view directive;  // without ".amdhsa_"
  uint8_t byteOffset;          // of the little-endian u32 (u16 at 56) holding it
  uint8_t shift, width;
  // What the directive's value is in the field: the value itself, or a
  // register count granulated as (count + granule - 1) / granule - 1.
  uint8_t granule = 0;  // 0: the value itself
  bool printed = true;  // llvm-objdump prints it (reserve_* cannot be recovered: 0)
};

std::span<const KernelDescriptorField> kernelDescriptorFields();
const KernelDescriptorField* findKernelDescriptorField(std::string_view directive);

struct KernelDescriptor {
  std::array<uint8_t, kKernelDescriptorBytes> bytes{};

  uint32_t u32(size_t at) const {
    return uint32_t{bytes[at]} | uint32_t{bytes[at + 1]} << 8 | uint32_t{bytes[at + 2]} << 16 |
           uint32_t{bytes[at + 3]} << 24;
  }
  uint32_t groupSegmentFixedSize() const { return u32(0); }
  uint32_t privateSegmentFixedSize() const { return u32(4); }
  uint32_t kernargSize() const { return u32(8); }
  int64_t entryOffset() const {
    return static_cast<int64_t>(uint64_t{u32(16)} | uint64_t{u32(20)} << 32);
  }
  uint32_t rsrc1() const { return u32(48); }
  uint32_t rsrc2() const { return u32(52); }
  uint16_t properties() const { return static_cast<uint16_t>(bytes[56] | bytes[57] << 8); }

  // A field's value as its directive states it (register counts as the next
  // free register the granulated count stands for).
  uint64_t value(const KernelDescriptorField& field) const;
  // Sets the field from a directive's value; false when it does not fit.
  bool set(const KernelDescriptorField& field, uint64_t value);
  void setEntryOffset(int64_t offset);

  // The fields llvm-objdump-14 shows, as lines "\t.amdhsa_NAME VALUE\n".
  std::string directives() const;
  // The lines llvm-mc-14 assembles back into these bytes for the processor
  // `target` (hsa_target.hpp): only the directives its generation takes
  // (.amdhsa_reserve_flat_scratch from GFX7, .amdhsa_reserve_xnack_mask from
  // GFX8 and as the target's XNACK says, .amdhsa_fp16_overflow from GFX9),
  // VCC and flat scratch not reserved and .amdhsa_next_free_sgpr the granulated
  // count less what the assembler adds back, .amdhsa_user_sgpr_count where RSRC2's
  // count is not the one the user SGPR flags imply.
  std::string reassemblingDirectives(const HsaTargetId& target) const;
};

// The RSRC2 and code-property bits a launch reads.
namespace descriptor_bits {
inline constexpr uint32_t kRsrc2ScratchEnable = 1u << 0;
inline constexpr uint32_t kRsrc2UserSgprShift = 1, kRsrc2UserSgprMask = 0x1f;
inline constexpr uint32_t kRsrc2TrapHandler = 1u << 6;
inline constexpr uint32_t kRsrc2WorkgroupIdX = 1u << 7;
inline constexpr uint32_t kRsrc2WorkgroupInfo = 1u << 10;
inline constexpr uint32_t kRsrc2WorkitemIdShift = 11;
inline constexpr uint32_t kRsrc2LdsShift = 15, kRsrc2LdsMask = 0x1ff;
inline constexpr uint16_t kPrivateSegmentBuffer = 1u << 0;
inline constexpr uint16_t kDispatchPtr = 1u << 1;
inline constexpr uint16_t kQueuePtr = 1u << 2;
inline constexpr uint16_t kKernargSegmentPtr = 1u << 3;
inline constexpr uint16_t kDispatchId = 1u << 4;
inline constexpr uint16_t kFlatScratchInit = 1u << 5;
inline constexpr uint16_t kPrivateSegmentSize = 1u << 6;
inline constexpr uint16_t kWavefrontSize32 = 1u << 10;
}  // namespace descriptor_bits

}  // namespace gpuasm::gcn::binary
