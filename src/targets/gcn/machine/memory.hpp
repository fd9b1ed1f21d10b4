// The memory the scalar and vector memory instructions see: one flat,
// little-endian byte space (the host places buffers and constant buffers in
// it), and the buffer resource descriptor (V#) that MUBUF and
// s_buffer_load address it through (SI ISA manual, section 8.1.8 "Buffer
// Resource"; table "Buffer Resource Descriptor").
#pragma once

#include <cstdint>
#include <cstring>
#include <optional>
#include <vector>

namespace gpuasm::gcn::machine {

struct Memory {
  std::vector<uint8_t> bytes;
  // The upper 32 bits of a FLAT address in the shared (LDS) and the private
  // (scratch) aperture, as the queue gives them (amd_queue_t's
  // group_segment_aperture_base_hi, private_segment_aperture_base_hi); 0: none.
  uint32_t sharedApertureHigh = 0, privateApertureHigh = 0;
  // A code object's scratch (code_object_launch.cpp): where it starts and
  // ends (the private segment V#'s base, plus a wave's offset, lies in it)
  // and each work-item's private segment size
  // (.private_segment_fixed_size). A private access past that size is a
  // fault naming the offset and the size, as a global one outside the
  // memory is. None: not checked (AMD OpenCL binaries, kernels that set
  // FLAT_SCRATCH themselves).
  uint64_t scratchBase = 0, scratchEnd = 0;
  std::optional<uint32_t> privateSegmentBytes;
  // Whether `size` bytes at a work-item's private `offset` stay inside its
  // private segment (always, when none is known).
  bool insidePrivate(uint64_t offset, uint64_t size) const {
    return !privateSegmentBytes || offset + size <= *privateSegmentBytes;
  }

  bool contains(uint64_t address, uint64_t size) const {
    return address <= bytes.size() && size <= bytes.size() - address;
  }
  // False (and nothing copied) where [address, address + size) is not inside.
  bool read(uint64_t address, void* out, uint64_t size) const {
    if (!contains(address, size)) return false;
    std::memcpy(out, bytes.data() + address, size);
    return true;
  }
  bool write(uint64_t address, const void* in, uint64_t size) {
    if (!contains(address, size)) return false;
    std::memcpy(bytes.data() + address, in, size);
    return true;
  }
};

// The fields of a V# (SI ISA manual, section 8.1.8, table "Buffer Resource
// Descriptor"): dword 0-1 the 48-bit base, stride [61:48], cache_swizzle
// [62], swizzle_enable [63]; dword 2 num_records (bytes for a raw buffer,
// stride units for a structured one); dword 3 dst_sel_x/y/z/w [2:0] [5:3]
// [8:6] [11:9], num_format [14:12], data_format [18:15], element_size
// [20:19] (2, 4, 8, 16 bytes), index_stride [22:21] (8, 16, 32, 64),
// add_tid_enable [23].
struct BufferResource {
  uint64_t base = 0;
  uint32_t stride = 0;
  uint32_t numRecords = 0;
  bool addThreadId = false;
  bool swizzle = false;
  uint32_t elementSize = 2;  // bytes
  uint32_t indexStride = 8;  // records
  uint32_t numberFormat = 0, dataFormat = 0;
  uint8_t destinationSelect[4] = {4, 5, 6, 7};  // SQ_SEL_X..W: the identity
  static BufferResource fromDwords(const uint32_t* dwords) {
    BufferResource r;
    r.base = dwords[0] | uint64_t{dwords[1] & 0xffff} << 32;
    r.stride = (dwords[1] >> 16) & 0x3fff;
    r.swizzle = dwords[1] >> 31;
    r.numRecords = dwords[2];
    for (uint32_t c = 0; c < 4; ++c) r.destinationSelect[c] = (dwords[3] >> (3 * c)) & 7;
    r.numberFormat = (dwords[3] >> 12) & 7;
    r.dataFormat = (dwords[3] >> 15) & 15;
    r.elementSize = 2u << ((dwords[3] >> 19) & 3);
    r.indexStride = 8u << ((dwords[3] >> 21) & 3);
    r.addThreadId = (dwords[3] >> 23) & 1;
    return r;
  }
};

}  // namespace gpuasm::gcn::machine
