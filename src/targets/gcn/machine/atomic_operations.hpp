// The integer read-modify-write operations the buffer atomics
// (buffer_atomics.cpp) and the LDS atomics (lds_instructions.cpp) share: the
// new memory value from the old one and the data (SI ISA manual, the
// BUFFER_ATOMIC_* and DS_* tables). The third operand is unused here; the
// compare-and-swap forms, whose operands differ between the two, stay with
// their instructions.
#pragma once

#include <algorithm>
#include <type_traits>

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

}  // namespace gpuasm::gcn::machine::atomic
