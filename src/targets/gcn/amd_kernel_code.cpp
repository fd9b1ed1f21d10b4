#include "targets/gcn/amd_kernel_code.hpp"

#include <algorithm>

namespace gpuasm::gcn {
namespace {

// amd_kernel_code_t (AMD's HSA header, LLVM's AMDKernelCodeT.h): bytes 48-55
// are COMPUTE_PGM_RSRC1 (low) and RSRC2 (high), 56-59 the code properties.
constexpr AmdKernelCodeField kFields[] = {
    {"amd_code_version_major", 0, 4, 0, 32, false},
    {"amd_code_version_minor", 4, 4, 0, 32, false},
    {"amd_machine_kind", 8, 2, 0, 16, false},
    {"amd_machine_version_major", 10, 2, 0, 16, false},
    {"amd_machine_version_minor", 12, 2, 0, 16, false},
    {"amd_machine_version_stepping", 14, 2, 0, 16, false},
    {"kernel_code_entry_byte_offset", 16, 8, 0, 64, true},
    {"kernel_code_prefetch_byte_offset", 24, 8, 0, 64, true},
    {"kernel_code_prefetch_byte_size", 32, 8, 0, 64, false},
    {"max_scratch_backing_memory_byte_size", 40, 8, 0, 64, false},
    {"compute_pgm_resource_registers", 48, 8, 0, 64, false},
    {"granulated_workitem_vgpr_count", 48, 8, 0, 6, false},
    {"granulated_wavefront_sgpr_count", 48, 8, 6, 4, false},
    {"priority", 48, 8, 10, 2, false},
    {"float_mode", 48, 8, 12, 8, false},
    {"priv", 48, 8, 20, 1, false},
    {"enable_dx10_clamp", 48, 8, 21, 1, false},
    {"debug_mode", 48, 8, 22, 1, false},
    {"enable_ieee_mode", 48, 8, 23, 1, false},
    {"enable_wgp_mode", 48, 8, 29, 1, false},
    {"enable_mem_ordered", 48, 8, 30, 1, false},
    {"enable_fwd_progress", 48, 8, 31, 1, false},
    {"enable_sgpr_private_segment_wave_byte_offset", 48, 8, 32, 1, false},
    {"user_sgpr_count", 48, 8, 33, 5, false},
    {"enable_trap_handler", 48, 8, 38, 1, false},
    {"enable_sgpr_workgroup_id_x", 48, 8, 39, 1, false},
    {"enable_sgpr_workgroup_id_y", 48, 8, 40, 1, false},
    {"enable_sgpr_workgroup_id_z", 48, 8, 41, 1, false},
    {"enable_sgpr_workgroup_info", 48, 8, 42, 1, false},
    {"enable_vgpr_workitem_id", 48, 8, 43, 2, false},
    {"enable_exception_msb", 48, 8, 45, 2, false},
    {"granulated_lds_size", 48, 8, 47, 9, false},
    {"enable_exception", 48, 8, 56, 7, false},
    {"enable_sgpr_private_segment_buffer", 56, 4, 0, 1, false},
    {"enable_sgpr_dispatch_ptr", 56, 4, 1, 1, false},
    {"enable_sgpr_queue_ptr", 56, 4, 2, 1, false},
    {"enable_sgpr_kernarg_segment_ptr", 56, 4, 3, 1, false},
    {"enable_sgpr_dispatch_id", 56, 4, 4, 1, false},
    {"enable_sgpr_flat_scratch_init", 56, 4, 5, 1, false},
    {"enable_sgpr_private_segment_size", 56, 4, 6, 1, false},
    {"enable_sgpr_grid_workgroup_count_x", 56, 4, 7, 1, false},
    {"enable_sgpr_grid_workgroup_count_y", 56, 4, 8, 1, false},
    {"enable_sgpr_grid_workgroup_count_z", 56, 4, 9, 1, false},
    {"enable_wavefront_size32", 56, 4, 10, 1, false},
    {"enable_ordered_append_gds", 56, 4, 16, 1, false},
    {"private_element_size", 56, 4, 17, 2, false},
    {"is_ptr64", 56, 4, 19, 1, false},
    {"is_dynamic_callstack", 56, 4, 20, 1, false},
    {"is_debug_enabled", 56, 4, 21, 1, false},
    {"is_xnack_enabled", 56, 4, 22, 1, false},
    {"workitem_private_segment_byte_size", 60, 4, 0, 32, false},
    {"workgroup_group_segment_byte_size", 64, 4, 0, 32, false},
    {"gds_segment_byte_size", 68, 4, 0, 32, false},
    {"kernarg_segment_byte_size", 72, 8, 0, 64, false},
    {"workgroup_fbarrier_count", 80, 4, 0, 32, false},
    {"wavefront_sgpr_count", 84, 2, 0, 16, false},
    {"workitem_vgpr_count", 86, 2, 0, 16, false},
    {"reserved_vgpr_first", 88, 2, 0, 16, false},
    {"reserved_vgpr_count", 90, 2, 0, 16, false},
    {"reserved_sgpr_first", 92, 2, 0, 16, false},
    {"reserved_sgpr_count", 94, 2, 0, 16, false},
    {"debug_wavefront_private_segment_offset_sgpr", 96, 2, 0, 16, false},
    {"debug_private_segment_buffer_sgpr", 98, 2, 0, 16, false},
    {"kernarg_segment_alignment", 100, 1, 0, 8, false},
    {"group_segment_alignment", 101, 1, 0, 8, false},
    {"private_segment_alignment", 102, 1, 0, 8, false},
    {"wavefront_size", 103, 1, 0, 8, false},
    {"call_convention", 104, 4, 0, 32, true},
    {"runtime_loader_kernel_symbol", 120, 8, 0, 64, false},
};

uint64_t readInteger(std::span<const uint8_t, kAmdKernelCodeBytes> h, size_t at, size_t bytes) {
  uint64_t v = 0;
  for (size_t i = 0; i < bytes; ++i) v |= uint64_t{h[at + i]} << (8 * i);
  return v;
}

void writeInteger(std::array<uint8_t, kAmdKernelCodeBytes>& h, size_t at, size_t bytes,
                  uint64_t v) {
  for (size_t i = 0; i < bytes; ++i) h[at + i] = static_cast<uint8_t>(v >> (8 * i));
}

}  // namespace

const AmdKernelCodeField* findAmdKernelCodeField(std::string_view name) {
  auto it = std::find_if(std::begin(kFields), std::end(kFields),
                         [&](const AmdKernelCodeField& f) { return f.name == name; });
  return it == std::end(kFields) ? nullptr : &*it;
}

std::span<const AmdKernelCodeField> amdKernelCodeFields() {
  return kFields;
}

int64_t amdKernelCodeValue(std::span<const uint8_t, kAmdKernelCodeBytes> header,
                           const AmdKernelCodeField& field) {
  const uint64_t word = readInteger(header, field.byteOffset, field.bytes) >> field.shift;
  if (field.width == 64) return static_cast<int64_t>(word);
  const uint64_t value = word & ((uint64_t{1} << field.width) - 1);
  const uint64_t sign = uint64_t{1} << (field.width - 1);
  return field.isSigned && (value & sign)
             ? static_cast<int64_t>(value) - static_cast<int64_t>(2 * sign)
             : static_cast<int64_t>(value);
}

bool setAmdKernelCodeField(std::array<uint8_t, kAmdKernelCodeBytes>& header,
                           const AmdKernelCodeField& field, int64_t value) {
  const uint64_t mask = field.width == 64 ? ~uint64_t{0} : (uint64_t{1} << field.width) - 1;
  if (field.width < 64) {
    const int64_t low = field.isSigned ? -(int64_t{1} << (field.width - 1)) : 0;
    const int64_t high =
        field.isSigned ? (int64_t{1} << (field.width - 1)) - 1 : static_cast<int64_t>(mask);
    if (value < low || value > high) return false;
  } else if (!field.isSigned && value < 0) {
    return false;
  }
  uint64_t word = readInteger(header, field.byteOffset, field.bytes);
  word &= ~(mask << field.shift);
  word |= (static_cast<uint64_t>(value) & mask) << field.shift;
  writeInteger(header, field.byteOffset, field.bytes, word);
  return true;
}

std::array<uint8_t, kAmdKernelCodeBytes> defaultAmdKernelCode() {
  std::array<uint8_t, kAmdKernelCodeBytes> h{};
  auto set = [&](std::string_view name, int64_t value) {
    setAmdKernelCodeField(h, *findAmdKernelCodeField(name), value);
  };
  set("amd_code_version_major", 1);
  set("amd_code_version_minor", 2);
  set("amd_machine_kind", 1);
  set("amd_machine_version_major", 6);
  set("kernel_code_entry_byte_offset", 256);
  set("wavefront_size", 6);
  set("kernarg_segment_alignment", 4);
  set("group_segment_alignment", 4);
  set("private_segment_alignment", 4);
  set("private_element_size", 1);
  set("is_ptr64", 1);
  set("enable_dx10_clamp", 1);
  set("enable_ieee_mode", 1);
  set("call_convention", -1);
  return h;
}

}  // namespace gpuasm::gcn
