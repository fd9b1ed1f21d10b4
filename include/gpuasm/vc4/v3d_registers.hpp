// The V3D block's registers as the host sees them in the peripheral window
// (mapmem(bcm_host_get_peripheral_address(), bcm_host_get_peripheral_size())
// + 0xc00000): the user program request queue that starts QPU programs without
// the mailbox, its completion counts, the QPU interrupt latches, the QPU
// scheduler and cache controls and the identity registers, as the reference
// guide's section 10 describes them (tables 48 and 62-81, pages 82-96).
//
// The simulator runs programs to completion, not beside the host, so queued
// programs run as a batch when the host could first tell whether they ran:
// when it reads V3D_SRQCS or V3D_DBQITC, or when as many are queued as there
// are QPUs free for user programs (the hardware would have started them all
// by then). A program that faults or runs into the watchdog ends the batch:
// the fault is printed to stderr, QPURQERR is set, and the batch still counts
// as completed so that a host polling the completion count stops.
#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <vector>

namespace gpuasm::vc4 {

class Device;

namespace v3d {
// Offsets in the V3D block (table 48, pages 82-84).
inline constexpr uint32_t kIdent0 = 0x000, kIdent1 = 0x004, kIdent2 = 0x008, kScratch = 0x010;
inline constexpr uint32_t kL2cactl = 0x020, kSlcactl = 0x024;
inline constexpr uint32_t kSqrsv0 = 0x410, kSqrsv1 = 0x414, kSqcntl = 0x418;
inline constexpr uint32_t kSrqpc = 0x430, kSrqua = 0x434, kSrqul = 0x438, kSrqcs = 0x43c;
inline constexpr uint32_t kVpacntl = 0x500, kVpmbase = 0x504;
// Not in the guide's map: GPU_FFT's gpu_fft_base.c (and Linux's vc4_regs.h)
// place the debug configuration and the QPU interrupt registers here.
inline constexpr uint32_t kDbcfg = 0xe00, kDbqite = 0xe2c, kDbqitc = 0xe30;
inline constexpr uint32_t kBlockBytes = 0x1000;
// The user program request FIFO is 16 requests deep (table 65).
inline constexpr uint32_t kRequestFifoDepth = 16;
}  // namespace v3d

class V3dRegisters {
 public:
  explicit V3dRegisters(Device& device) : device_(device) {}

  // A host's 32-bit read: status registers first run what is queued.
  uint32_t read(uint32_t offset);
  // What a read would answer now, without running anything.
  uint32_t peek(uint32_t offset) const;
  void write(uint32_t offset, uint32_t value);

  // Programs queued and not yet run.
  std::size_t queued() const { return s_.queue.size(); }
  // Runs every queued program (in batches of the QPUs free for user programs).
  void runQueued();
  // Back to the reset state (Device::configure calls it between runs).
  void reset();

 private:
  struct Request {
    uint32_t uniforms = 0, code = 0;
  };
  std::vector<uint32_t> userQpus() const;  // QPUs that SQRSV0/1 leave to user programs
  uint32_t queueLength() const;            // QPURQL: requests waiting for a QPU
  void noteUnmodelled(uint32_t offset, bool write);

  struct State {
    std::deque<Request> queue;
    uint32_t scratch = 0, reserve0 = 0, reserve1 = 0, schedulerControl = 0;
    // SRQUL resets to 0 in table 67 (no uniforms), yet GPU_FFT's direct launch
    // never writes it and works on a Pi: the firmware leaves it unlimited.
    // The simulator does not enforce the length (a stream is never cut short).
    uint32_t uniformsAddress = 0, uniformsLength = 1024, vpmAllocator = 0, vpmBase = 0;
    uint32_t debugConfig = 0, interruptEnable = 0, interruptLatched = 0;
    uint8_t requestsMade = 0, programsCompleted = 0;
    bool queueError = false, l2Enabled = false, warnedReserved = false;
    std::vector<uint32_t> notedUnmodelled;
  };
  Device& device_;
  State s_;
};

}  // namespace gpuasm::vc4
