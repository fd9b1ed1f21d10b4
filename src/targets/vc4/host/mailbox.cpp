// The Raspberry Pi mailbox calls (gpuasm/vc4/mailbox.h) on the simulated
// board. The firmware's replies are mirrored: mem_alloc gives 0 when it
// cannot allocate, execute_qpu gives 0 on success and 0x80000000 when the
// QPUs did not all end (the firmware's timeout); what went wrong is printed
// to stderr, since a C caller has no other way to learn it, and is in
// mailboxDevice().lastReport().
#include "gpuasm/vc4/mailbox.h"

#include <fmt/format.h>

#include <cstdio>
#include <mutex>
#include <string>
#include <vector>

#include "gpuasm/vc4/device.hpp"
#include "gpuasm/vc4/memory.hpp"
#include "targets/vc4/host/board.hpp"
#include "targets/vc4/host/peripheral_window.hpp"

namespace {

using gpuasm::vc4::Device;
using gpuasm::vc4::mailboxDevice;

constexpr unsigned kTimeoutReply = 0x80000000u;
// What get_version answers: an arbitrary firmware revision of our own (no
// program depends on the value; the real answer varies with the firmware).
constexpr unsigned kFirmwareRevision = 0x5564f58cu;
constexpr int kMailboxHandle = 0x7663;  // "vc": any non-negative descriptor will do

std::mutex& boardLock() {
  static std::mutex lock;
  return lock;
}

struct Board {
  int opens = 0;
  bool qpusEnabled = false;
};

Board& board() {
  static Board b;
  return b;
}

bool badHandle(int file_desc, const char* call) {
  if (file_desc == kMailboxHandle && board().opens > 0) return false;
  std::fprintf(stderr, "gpuasm mailbox: %s: %d is not an open mailbox (call mbox_open first)\n",
               call, file_desc);
  return true;
}

// The V3D registers behind the peripheral window, under the board's lock
// (the window's fault handler calls these; peripheral_window.cpp says why
// that is safe: the faulting thread never holds the lock).
const gpuasm::vc4::V3dAccess kV3dAccess{
    [](uint32_t offset) {
      std::lock_guard guard(boardLock());
      return mailboxDevice().v3d().read(offset);
    },
    [](uint32_t offset) {
      std::lock_guard guard(boardLock());
      return mailboxDevice().v3d().peek(offset);
    },
    [](uint32_t offset, uint32_t value) {
      std::lock_guard guard(boardLock());
      mailboxDevice().v3d().write(offset, value);
    },
};

bool inPeripheralRange(unsigned base) {
  return base >= gpuasm::vc4::board::kPeripheralAddress &&
         base - gpuasm::vc4::board::kPeripheralAddress < gpuasm::vc4::board::kPeripheralSize;
}

}  // namespace

extern "C" {

int mbox_open(void) {
  std::lock_guard guard(boardLock());
  ++board().opens;
  return kMailboxHandle;
}

void mbox_close(int file_desc) {
  std::lock_guard guard(boardLock());
  if (!badHandle(file_desc, "mbox_close")) --board().opens;
}

unsigned get_version(int file_desc) {
  std::lock_guard guard(boardLock());
  return badHandle(file_desc, "get_version") ? 0 : kFirmwareRevision;
}

unsigned mem_alloc(int file_desc, unsigned size, unsigned align, unsigned flags) {
  std::lock_guard guard(boardLock());
  if (badHandle(file_desc, "mem_alloc")) return 0;
  return mailboxDevice().memory().allocate(size, align, flags);
}

unsigned mem_free(int file_desc, unsigned handle) {
  std::lock_guard guard(boardLock());
  if (badHandle(file_desc, "mem_free")) return ~0u;
  return mailboxDevice().memory().release(handle) ? 0 : ~0u;
}

unsigned mem_lock(int file_desc, unsigned handle) {
  std::lock_guard guard(boardLock());
  if (badHandle(file_desc, "mem_lock")) return 0;
  return mailboxDevice().memory().lock(handle).value_or(0);
}

unsigned mem_unlock(int file_desc, unsigned handle) {
  std::lock_guard guard(boardLock());
  if (badHandle(file_desc, "mem_unlock")) return ~0u;
  return mailboxDevice().memory().unlock(handle) ? 0 : ~0u;
}

void* mapmem(unsigned base, unsigned size) {
  std::lock_guard guard(boardLock());
  if (inPeripheralRange(base)) {
    std::string error;
    void* window = gpuasm::vc4::mapPeripheralWindow(base, size, kV3dAccess, error);
    if (!window)
      std::fprintf(stderr, "gpuasm mailbox: mapmem(0x%08x, %u): %s\n", base, size, error.c_str());
    return window;
  }
  uint8_t* host = mailboxDevice().memory().map(base, size);
  if (!host)
    std::fprintf(
        stderr, "gpuasm mailbox: mapmem(0x%08x, %u): not inside memory from mem_alloc + mem_lock\n",
        base, size);
  return host;
}

// The memory stays until mem_free, as the pages would; the peripheral window
// stays for the process (mapping it again gives the same addresses).
void unmapmem(void*, unsigned) {}

unsigned execute_code(int file_desc, unsigned code, unsigned, unsigned, unsigned, unsigned,
                      unsigned, unsigned) {
  std::lock_guard guard(boardLock());
  if (badHandle(file_desc, "execute_code")) return kTimeoutReply;
  std::fprintf(
      stderr,
      "gpuasm mailbox: execute_code(0x%08x): the VideoCore VPU is not simulated, only the QPUs\n",
      code);
  return kTimeoutReply;
}

unsigned qpu_enable(int file_desc, unsigned enable) {
  std::lock_guard guard(boardLock());
  if (badHandle(file_desc, "qpu_enable")) return ~0u;
  board().qpusEnabled = enable != 0;
  return 0;
}

unsigned execute_qpu(int file_desc, unsigned num_qpus, unsigned control, unsigned noflush,
                     unsigned timeout) {
  (void)noflush;  // the simulator has no caches to flush between runs
  std::lock_guard guard(boardLock());
  if (badHandle(file_desc, "execute_qpu")) return kTimeoutReply;
  if (!board().qpusEnabled) {
    std::fprintf(stderr, "gpuasm mailbox: execute_qpu before qpu_enable(mb, 1)\n");
    return kTimeoutReply;
  }
  Device& device = mailboxDevice();
  // The control block: num_qpus pairs of (uniforms, code) bus addresses.
  std::vector<gpuasm::vc4::QpuStart> starts(num_qpus);
  for (unsigned i = 0; i < num_qpus; ++i) {
    if (!device.memory().read32(control + 8 * i, starts[i].uniforms) ||
        !device.memory().read32(control + 8 * i + 4, starts[i].code)) {
      std::fprintf(
          stderr,
          "gpuasm mailbox: execute_qpu: control block entry %u at 0x%08x is outside memory\n", i,
          control + 8 * i);
      return kTimeoutReply;
    }
  }
  const gpuasm::vc4::RunReport& report = device.execute(starts);
  if (report.fault) {
    std::fprintf(stderr, "gpuasm mailbox: execute_qpu failed:\n%s", report.table().c_str());
    return kTimeoutReply;
  }
  if (device.config().mode == gpuasm::vc4::Mode::Cycle && report.seconds() * 1e3 > timeout) {
    std::fprintf(stderr,
                 "gpuasm mailbox: execute_qpu: %.3f ms of QPU time exceeds the %u ms timeout\n",
                 report.seconds() * 1e3, timeout);
    return kTimeoutReply;
  }
  return 0;
}

}  // extern "C"
