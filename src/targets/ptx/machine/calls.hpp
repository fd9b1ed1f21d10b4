// The control family's pieces that are not the SIMT stack (simulator.cpp):
// the frame-address handler predecode gives `mov %SPL, __local_depot0` in a
// .func, and CUDA's device printf (vprintf), formatted as the CUDA driver
// formats it: on the host, with the host C library's printf, from the
// arguments the kernel packed in a buffer.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "targets/ptx/machine/predecode.hpp"

namespace gpuasm::ptx {

// d[l] = (frame base)[l] + op.addressOffset: a .func's .local variable's
// address (op.base is the FrameBase slot).
Handler frameAddressHandler();

// Reads `bytes` of device memory at a generic address into `into`; false
// (the reader has recorded why) where nothing is there.
using DeviceReader = std::function<bool(uint64_t address, uint64_t bytes, uint8_t* into)>;

// The NUL-terminated string at `address` (at most `limit` bytes); nothing
// when the reader fails.
std::optional<std::string> readDeviceString(const DeviceReader& read, uint64_t address,
                                            size_t limit = 1 << 16);

struct DevicePrintf {
  std::string text;
  int32_t arguments = 0;  // what vprintf returns: the arguments the format consumed
};
// CUDA's printf: `format` applied to the arguments packed at `buffer`, each
// at its natural alignment (4-byte int, 8-byte long long, pointer and
// double; char and short promoted to int, float to double). Nothing when a
// read fails (a %s pointing nowhere, a buffer too short).
std::optional<DevicePrintf> formatDevicePrintf(std::string_view format, uint64_t buffer,
                                               const DeviceReader& read);

}  // namespace gpuasm::ptx
