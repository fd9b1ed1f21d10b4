// The memory the scalar and vector memory instructions see: one flat,
// little-endian byte space (the host places buffers and constant buffers in
// it), and the buffer resource descriptor (V#) that MUBUF and
// s_buffer_load address it through (SI ISA manual, section 8.1.8 "Buffer
// Resource"; table "Buffer Resource Descriptor").
#pragma once

#include <cstdint>
#include <cstring>
#include <vector>

namespace gpuasm::gcn::machine {

struct Memory {
  std::vector<uint8_t> bytes;

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

// The fields of a V# the functional model uses: a 48-bit base, the stride
// (14 bits), num_records (bytes for a raw buffer, stride units for a
// structured one) and add_tid_enable.
struct BufferResource {
  uint64_t base = 0;
  uint32_t stride = 0;
  uint32_t numRecords = 0;
  bool addThreadId = false;
  static BufferResource fromDwords(const uint32_t* dwords) {
    BufferResource r;
    r.base = dwords[0] | uint64_t{dwords[1] & 0xffff} << 32;
    r.stride = (dwords[1] >> 16) & 0x3fff;
    r.numRecords = dwords[2];
    r.addThreadId = (dwords[3] >> 23) & 1;
    return r;
  }
};

}  // namespace gpuasm::gcn::machine
