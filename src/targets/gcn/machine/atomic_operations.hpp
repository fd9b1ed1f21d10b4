// The integer read-modify-write operations the buffer, FLAT and GLOBAL
// atomics (buffer_atomics.cpp, flat_instructions.cpp, gfx9_flat.cpp) and the
// LDS atomics (lds_instructions.cpp) share: the new memory value from the old
// one and the data (SI ISA manual, the BUFFER_ATOMIC_* and DS_* tables). The
// third operand is unused but by compareSwap. And what the memory atomics
// share around them: a lane's operand from its VGPRs, the operation applied
// atomically, the old value back (glc).
#pragma once

#include <algorithm>
#include <atomic>
#include <bit>
#include <cmath>
#include <cstdint>
#include <type_traits>

#include "targets/gcn/machine/wavefront.hpp"

namespace gpuasm::gcn::machine::atomic {

template <typename T>
using Signed = std::make_signed_t<T>;

template <typename T>
T swap(T, T data, T) {
  return data;
}
template <typename T>
T add(T memory, T data, T) {
  return memory + data;
}
template <typename T>
T subtract(T memory, T data, T) {
  return memory - data;
}
template <typename T>
T reverseSubtract(T memory, T data, T) {
  return data - memory;
}
template <typename T>
T signedMin(T memory, T data, T) {
  return static_cast<Signed<T>>(data) < static_cast<Signed<T>>(memory) ? data : memory;
}
template <typename T>
T signedMax(T memory, T data, T) {
  return static_cast<Signed<T>>(data) > static_cast<Signed<T>>(memory) ? data : memory;
}
template <typename T>
T unsignedMin(T memory, T data, T) {
  return std::min(memory, data);
}
template <typename T>
T unsignedMax(T memory, T data, T) {
  return std::max(memory, data);
}
template <typename T>
T bitAnd(T memory, T data, T) {
  return memory & data;
}
template <typename T>
T bitOr(T memory, T data, T) {
  return memory | data;
}
template <typename T>
T bitXor(T memory, T data, T) {
  return memory ^ data;
}
// inc: memory >= data ? 0 : memory + 1; dec: memory == 0 || memory > data ?
// data : memory - 1 (unsigned).
template <typename T>
T increment(T memory, T data, T) {
  return memory >= data ? 0 : memory + 1;
}
template <typename T>
T decrement(T memory, T data, T) {
  return (memory == 0 || memory > data) ? data : memory - 1;
}

// The memory atomics' cmpswap (BUFFER, FLAT, GLOBAL): the new value in the
// data register(s), the compare value in the next (DS's order differs: it
// stays in lds_instructions.cpp).
template <typename T>
T compareSwap(T memory, T data, T compare) {
  return memory == compare ? data : memory;
}

template <typename T>
using Float = std::conditional_t<sizeof(T) == 4, float, double>;

// The memory atomics' float forms (BUFFER, and CI's FLAT): the values
// compared as floats (IEEE ==: -0 equals +0, NaN equals nothing), min/max as
// v_min/v_max take them.
template <typename T>
T floatCompareSwap(T memory, T data, T compare) {
  return std::bit_cast<Float<T>>(memory) == std::bit_cast<Float<T>>(compare) ? data : memory;
}
template <typename T>
T floatMin(T memory, T data, T) {
  return std::bit_cast<T>(
      std::fmin(std::bit_cast<Float<T>>(memory), std::bit_cast<Float<T>>(data)));
}
template <typename T>
T floatMax(T memory, T data, T) {
  return std::bit_cast<T>(
      std::fmax(std::bit_cast<Float<T>>(memory), std::bit_cast<Float<T>>(data)));
}

template <typename T>
using Operation = T (*)(T memory, T data, T compare);

// A lane's 32- or 64-bit operand from `reg` (and the next register).
template <typename T>
T laneOperand(const Wavefront& wave, uint32_t reg, uint32_t lane) {
  T v = wave.vgpr[reg & 255][lane];
  if constexpr (sizeof(T) == 8) v |= T{wave.vgpr[(reg + 1) & 255][lane]} << 32;
  return v;
}

// `Op` on the word at `at` (aligned: the memory's and the LDS's storage are
// aligned for new, so an aligned offset is an aligned word), atomically
// against the other host threads; the value before.
template <typename T, Operation<T> Op>
T apply(uint8_t* at, T data, T compare) {
  std::atomic_ref<T> word(*reinterpret_cast<T*>(at));
  T old = word.load(std::memory_order_relaxed);
  while (!word.compare_exchange_weak(old, Op(old, data, compare), std::memory_order_acq_rel,
                                     std::memory_order_relaxed)) {
  }
  return old;
}

// glc: the value before the operation to `vdst` (and the next register).
template <typename T>
void returnOld(Wavefront& wave, uint32_t vdst, uint32_t lane, T old) {
  wave.vgpr[vdst & 255][lane] = static_cast<uint32_t>(old);
  if constexpr (sizeof(T) == 8)
    wave.vgpr[(vdst + 1) & 255][lane] = static_cast<uint32_t>(old >> 32);
}

}  // namespace gpuasm::gcn::machine::atomic
