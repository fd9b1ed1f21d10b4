// GFX9's 16-bit MUBUF rows (Vega ISA manual, the MUBUF opcode table),
// addressed as every untyped buffer access is (buffer_addressing.hpp): the
// d16 loads write one half of vdata and keep the other (bytes extended to
// 16 bits, signed or not), the d16_hi stores store the high half (a byte:
// bits 23:16). An out-of-range load gives 0 in its half; an out-of-range
// store is dropped.
#include <fmt/format.h>

#include "targets/gcn/machine/buffer_addressing.hpp"
#include "targets/gcn/machine/semantics.hpp"

namespace gpuasm::gcn::machine {
namespace {

template <uint32_t Bytes, bool Signed, bool High>
void bufferLoadHalf(Execution& x, const Decoded& d) {
  Wavefront& wave = x.wave;
  const BufferAddressing a = BufferAddressing::decode(wave, d.raw);
  if (!prepareBuffer(x, d, a, 1)) return;
  const uint64_t exec = wave.exec();
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    if (!(exec >> lane & 1)) continue;
    const auto [at, outOfRange] = a.locate(a.lane(wave, lane), 0);
    uint32_t value = 0;
    if (!outOfRange && !x.memory->read(at, &value, Bytes))
      return x.raise(d, "address", fmt::format("the load reads 0x{:x}, outside the memory", at),
                     lane, at);
    if (Signed) value = static_cast<uint32_t>(static_cast<int32_t>(value << 24) >> 24);
    uint32_t& target = wave.vgpr[a.vdata][lane];
    target = High ? (target & 0xffffu) | value << 16 : (target & 0xffff0000u) | (value & 0xffffu);
  }
}

template <uint32_t Bytes>
void bufferStoreHigh(Execution& x, const Decoded& d) {
  Wavefront& wave = x.wave;
  const BufferAddressing a = BufferAddressing::decode(wave, d.raw);
  if (!prepareBuffer(x, d, a, 1)) return;
  const uint64_t exec = wave.exec();
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    if (!(exec >> lane & 1)) continue;
    const auto [at, outOfRange] = a.locate(a.lane(wave, lane), 0);
    if (outOfRange) continue;
    const uint32_t value = wave.vgpr[a.vdata][lane] >> 16;
    if (!x.memory->write(at, &value, Bytes))
      return x.raise(d, "address", fmt::format("the store writes 0x{:x}, outside the memory", at),
                     lane, at);
  }
}

}  // namespace

GCN_SEMANTICS_AS(buffer_load_ubyte_d16, (bufferLoadHalf<1, false, false>));
GCN_SEMANTICS_AS(buffer_load_ubyte_d16_hi, (bufferLoadHalf<1, false, true>));
GCN_SEMANTICS_AS(buffer_load_sbyte_d16, (bufferLoadHalf<1, true, false>));
GCN_SEMANTICS_AS(buffer_load_sbyte_d16_hi, (bufferLoadHalf<1, true, true>));
GCN_SEMANTICS_AS(buffer_load_short_d16, (bufferLoadHalf<2, false, false>));
GCN_SEMANTICS_AS(buffer_load_short_d16_hi, (bufferLoadHalf<2, false, true>));
GCN_SEMANTICS_AS(buffer_store_byte_d16_hi, bufferStoreHigh<1>);
GCN_SEMANTICS_AS(buffer_store_short_d16_hi, bufferStoreHigh<2>);

}  // namespace gpuasm::gcn::machine
