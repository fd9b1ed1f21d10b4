// The kernel descriptor's fields (kernel_descriptor.hpp).
#include "targets/gcn/binary/kernel_descriptor.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace gpuasm::gcn::binary {
namespace {

constexpr uint8_t kRsrc1 = 48, kRsrc2 = 52, kProperties = 56;

// AMDGPUUsage, "compute_pgm_rsrc1", "compute_pgm_rsrc2" and
// "kernel_code_properties" tables; register granules of GFX6-9 in wave64
// (VGPRs 4, SGPRs 8, as llvm-objdump-14 decodes them).
constexpr KernelDescriptorField kFields[] = {
    {"group_segment_fixed_size", 0, 0, 32},
    {"private_segment_fixed_size", 4, 0, 32},
    {"kernarg_size", 8, 0, 32},
    {"next_free_vgpr", kRsrc1, 0, 6, 4},
    {"reserve_vcc", kRsrc1, 0, 0, 0},
    {"reserve_flat_scratch", kRsrc1, 0, 0, 0},
    {"reserve_xnack_mask", kRsrc1, 0, 0, 0},
    {"next_free_sgpr", kRsrc1, 6, 4, 8},
    {"float_round_mode_32", kRsrc1, 12, 2},
    {"float_round_mode_16_64", kRsrc1, 14, 2},
    {"float_denorm_mode_32", kRsrc1, 16, 2},
    {"float_denorm_mode_16_64", kRsrc1, 18, 2},
    {"dx10_clamp", kRsrc1, 21, 1},
    {"ieee_mode", kRsrc1, 23, 1},
    {"fp16_overflow", kRsrc1, 26, 1},
    {"system_sgpr_private_segment_wavefront_offset", kRsrc2, 0, 1},
    {"system_sgpr_workgroup_id_x", kRsrc2, 7, 1},
    {"system_sgpr_workgroup_id_y", kRsrc2, 8, 1},
    {"system_sgpr_workgroup_id_z", kRsrc2, 9, 1},
    {"system_sgpr_workgroup_info", kRsrc2, 10, 1},
    {"system_vgpr_workitem_id", kRsrc2, 11, 2},
    {"exception_fp_ieee_invalid_op", kRsrc2, 24, 1},
    {"exception_fp_denorm_src", kRsrc2, 25, 1},
    {"exception_fp_ieee_div_zero", kRsrc2, 26, 1},
    {"exception_fp_ieee_overflow", kRsrc2, 27, 1},
    {"exception_fp_ieee_underflow", kRsrc2, 28, 1},
    {"exception_fp_ieee_inexact", kRsrc2, 29, 1},
    {"exception_int_div_zero", kRsrc2, 30, 1},
    {"user_sgpr_private_segment_buffer", kProperties, 0, 1},
    {"user_sgpr_dispatch_ptr", kProperties, 1, 1},
    {"user_sgpr_queue_ptr", kProperties, 2, 1},
    {"user_sgpr_kernarg_segment_ptr", kProperties, 3, 1},
    {"user_sgpr_dispatch_id", kProperties, 4, 1},
    {"user_sgpr_flat_scratch_init", kProperties, 5, 1},
    {"user_sgpr_private_segment_size", kProperties, 6, 1},
    // Not in llvm-objdump-14's listing: RSRC2's user SGPR count, which
    // llvm-mc-14 computes from the user_sgpr_* directives.
    {"user_sgpr_count", kRsrc2, 1, 5, 0, false},
};

}  // namespace

std::span<const KernelDescriptorField> kernelDescriptorFields() {
  return kFields;
}

const KernelDescriptorField* findKernelDescriptorField(std::string_view directive) {
  for (const KernelDescriptorField& f : kernelDescriptorFields())
    if (f.directive == directive) return &f;
  return nullptr;
}

uint64_t KernelDescriptor::value(const KernelDescriptorField& field) const {
  if (field.width == 0) return 0;
  const uint32_t word = field.byteOffset == kProperties ? properties() : u32(field.byteOffset);
  const uint32_t mask = field.width == 32 ? 0xffffffffu : (1u << field.width) - 1;
  const uint32_t raw = (word >> field.shift) & mask;
  return field.granule ? (uint64_t{raw} + 1) * field.granule : raw;
}

bool KernelDescriptor::set(const KernelDescriptorField& field, uint64_t value) {
  if (field.width == 0) return value <= 1;
  uint64_t raw = value;
  if (field.granule) raw = value == 0 ? 0 : (value + field.granule - 1) / field.granule - 1;
  const uint64_t mask = field.width == 32 ? 0xffffffffu : (uint64_t{1} << field.width) - 1;
  if (raw > mask) return false;
  const size_t bytesOfWord = field.byteOffset == kProperties ? 2 : 4;
  uint32_t word = 0;
  for (size_t i = 0; i < bytesOfWord; ++i) word |= uint32_t{bytes[field.byteOffset + i]} << (8 * i);
  word = static_cast<uint32_t>((word & ~(mask << field.shift)) | raw << field.shift);
  for (size_t i = 0; i < bytesOfWord; ++i)
    bytes[field.byteOffset + i] = static_cast<uint8_t>(word >> (8 * i));
  return true;
}

void KernelDescriptor::setEntryOffset(int64_t offset) {
  const auto u = static_cast<uint64_t>(offset);
  for (size_t i = 0; i < 8; ++i) bytes[16 + i] = static_cast<uint8_t>(u >> (8 * i));
}

std::string KernelDescriptor::directives() const {
  std::string text;
  for (const KernelDescriptorField& f : kernelDescriptorFields())
    if (f.printed) text += fmt::format("\t.amdhsa_{} {}\n", f.directive, value(f));
  return text;
}

std::string KernelDescriptor::reassemblingDirectives(const HsaTargetId& target) const {
  const unsigned major = target.major();
  const uint32_t sgprBlocks = (rsrc1() >> 6) & 15;
  const unsigned extra = extraSgprs(target, false, major < 7, target.xnackOnOrAny());
  const uint64_t sgprs = (uint64_t{sgprBlocks} + 1) * 8;
  uint64_t nextFreeSgpr = sgprs > extra ? sgprs - extra : 0;
  // GFX8 and later (but the SGPR init bug's) check .amdhsa_next_free_sgpr against the addressable
  // SGPRs before adding VCC's, flat scratch's and the XNACK mask's (AMDGPUAsmParser::
  // calculateGPRBlocks, LLVM 14): clang's 102 with all three reserved (108, 14 blocks) would list
  // as 110 - 2 = 108 and be refused. Such a count lists with VCC and flat scratch reserved and
  // the largest next free SGPR that stays addressable and gives the same blocks.
  bool reserveVccAndFlatScratch = false;
  const uint64_t addressable = addressableSgprs(target);
  if (major >= 8 && !hasSgprInitBug(target.processor) && nextFreeSgpr > addressable) {
    const unsigned all = extraSgprs(target, true, true, target.xnackOnOrAny());
    const uint64_t candidate = std::min(addressable, sgprs > all ? sgprs - all : 0);
    if ((candidate + all + 7) / 8 - 1 == sgprBlocks) {
      nextFreeSgpr = candidate;
      reserveVccAndFlatScratch = true;
    }
  }
  const uint32_t vgprBlocks = rsrc1() & 63;
  unsigned implied = 0;
  const uint16_t p = properties();
  for (const auto& [bit, count] :
       {std::pair{descriptor_bits::kPrivateSegmentBuffer, 4u},
        std::pair{descriptor_bits::kDispatchPtr, 2u}, std::pair{descriptor_bits::kQueuePtr, 2u},
        std::pair{descriptor_bits::kKernargSegmentPtr, 2u},
        std::pair{descriptor_bits::kDispatchId, 2u},
        std::pair{descriptor_bits::kFlatScratchInit, 2u},
        std::pair{descriptor_bits::kPrivateSegmentSize, 1u}})
    if (p & bit) implied += count;
  const uint32_t userSgprs =
      (rsrc2() >> descriptor_bits::kRsrc2UserSgprShift) & descriptor_bits::kRsrc2UserSgprMask;
  std::string text;
  for (const KernelDescriptorField& f : kernelDescriptorFields()) {
    const std::string_view name = f.directive;
    if (name == "next_free_vgpr") {
      text += fmt::format("\t.amdhsa_next_free_vgpr {}\n",
                          (uint64_t{vgprBlocks} + 1) * vgprGranule(target));
    } else if (name == "next_free_sgpr") {
      text += fmt::format("\t.amdhsa_next_free_sgpr {}\n", nextFreeSgpr);
    } else if (name == "reserve_vcc") {
      text += fmt::format("\t.amdhsa_reserve_vcc {}\n", reserveVccAndFlatScratch ? 1 : 0);
    } else if (name == "reserve_flat_scratch") {
      if (major >= 7)
        text +=
            fmt::format("\t.amdhsa_reserve_flat_scratch {}\n", reserveVccAndFlatScratch ? 1 : 0);
    } else if (name == "reserve_xnack_mask") {
      if (major >= 8)
        text += fmt::format("\t.amdhsa_reserve_xnack_mask {}\n", target.xnackOnOrAny() ? 1 : 0);
    } else if (name == "fp16_overflow") {
      if (major >= 9) text += fmt::format("\t.amdhsa_fp16_overflow {}\n", value(f));
    } else if (name == "user_sgpr_count") {
      if (userSgprs != implied) text += fmt::format("\t.amdhsa_user_sgpr_count {}\n", userSgprs);
    } else {
      text += fmt::format("\t.amdhsa_{} {}\n", name, value(f));
    }
  }
  return text;
}

}  // namespace gpuasm::gcn::binary
