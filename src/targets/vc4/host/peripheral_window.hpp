// The peripheral window that mapmem() gives for the board's peripheral
// addresses (board.hpp), with the V3D registers behind it. See
// peripheral_window.cpp for how accesses are trapped and why.
#pragma once

#include <cstdint>
#include <string>

namespace gpuasm::vc4 {

// What the window does with a trapped access to the V3D block; offsets are
// within the block. The callbacks run inside the fault handler, on the
// faulting thread (peripheral_window.cpp says why that is safe).
struct V3dAccess {
  uint32_t (*read)(uint32_t offset);  // a host read (may run queued programs)
  uint32_t (*peek)(uint32_t offset);  // the value without side effects
  void (*write)(uint32_t offset, uint32_t value);
};

// Host address of `size` bytes at `physical` inside the peripheral window,
// or nullptr with the reason in `error`. The window is mapped once per
// process and stays; later calls return the same addresses.
void* mapPeripheralWindow(uint32_t physical, uint32_t size, V3dAccess access, std::string& error);

// True when `host` lies in the window (unmapmem leaves it mapped).
bool inPeripheralWindow(const void* host);

}  // namespace gpuasm::vc4
