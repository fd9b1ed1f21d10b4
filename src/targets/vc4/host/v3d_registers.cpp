// The V3D registers on the simulated board. Facts: the reference guide's
// section 10 (page numbers beside each register); where a register's value
// is ours rather than the guide's, the comment says why.
#include "gpuasm/vc4/v3d_registers.hpp"

#include <algorithm>
#include <cstdio>
#include <span>

#include "gpuasm/vc4/device.hpp"

namespace gpuasm::vc4 {
namespace {

// V3D_IDENT0 (table 79, page 96): technology version 2, "V3D" in the low bytes.
constexpr uint32_t kIdent0Value = 2u << 24 | 'D' << 16 | '3' << 8 | 'V';
// V3D_IDENT2 (table 81, page 96): double-buffered full-size tile buffer, full VRI.
constexpr uint32_t kIdent2Value = 1u << 8 | 2u << 4 | 1u;

// SRQCS fields (table 68, page 91).
constexpr uint32_t kCompletedShift = 16, kRequestsShift = 8;
constexpr uint32_t kQueueErrorBit = 1u << 7;
constexpr uint32_t kResetCompleted = 1u << 16, kResetRequests = 1u << 8, kClearQueue = 1u << 0;

// L2CACTL (table 71, page 93).
constexpr uint32_t kL2Enable = 1u << 0, kL2Disable = 1u << 1;

constexpr uint32_t kQpuBits = 0xffff;  // one bit per QPU: DBQITE, DBQITC (tables 73-74)

bool modelled(uint32_t offset) {
  switch (offset & ~3u) {
    case v3d::kIdent0:
    case v3d::kIdent1:
    case v3d::kIdent2:
    case v3d::kScratch:
    case v3d::kL2cactl:
    case v3d::kSlcactl:
    case v3d::kSqrsv0:
    case v3d::kSqrsv1:
    case v3d::kSqcntl:
    case v3d::kSrqpc:
    case v3d::kSrqua:
    case v3d::kSrqul:
    case v3d::kSrqcs:
    case v3d::kVpacntl:
    case v3d::kVpmbase:
    case v3d::kDbcfg:
    case v3d::kDbqite:
    case v3d::kDbqitc:
      return true;
    default:
      return false;
  }
}

}  // namespace

uint32_t V3dRegisters::peek(uint32_t offset) const {
  const MachineConfig& config = device_.config();
  switch (offset & ~3u) {
    case v3d::kIdent0:
      return kIdent0Value;
    case v3d::kIdent1: {
      // Table 80, page 96, for this board: VPM size 0 (16 KiB, the VPM the
      // simulator has), HDR, 16 semaphores, 2 TMUs and 4 QPUs per slice,
      // slices enough for the configured QPUs, revision 1.
      const uint32_t slices = (config.qpus + 3) / 4;
      return 0u << 28 | 1u << 24 | 16u << 16 | 2u << 12 | 4u << 8 | slices << 4 | 1u;
    }
    case v3d::kIdent2:
      return kIdent2Value;
    case v3d::kScratch:
      return s_.scratch;
    case v3d::kL2cactl:
      return s_.l2Enabled ? kL2Enable : 0;  // only L2CENA reads back
    case v3d::kSqrsv0:
      return s_.reserve0;
    case v3d::kSqrsv1:
      return s_.reserve1;
    case v3d::kSqcntl:
      return s_.schedulerControl;
    case v3d::kSrqua:
      return s_.uniformsAddress;
    case v3d::kSrqul:
      return s_.uniformsLength;
    case v3d::kSrqcs:
      return uint32_t{s_.programsCompleted} << kCompletedShift |
             uint32_t{s_.requestsMade} << kRequestsShift | (s_.queueError ? kQueueErrorBit : 0) |
             queueLength();
    case v3d::kVpacntl:
      return s_.vpmAllocator;
    case v3d::kVpmbase:
      return s_.vpmBase;
    case v3d::kDbcfg:
      return s_.debugConfig;
    case v3d::kDbqite:
      return s_.interruptEnable;
    case v3d::kDbqitc:
      return s_.interruptLatched;
    default:  // write-only ports (SRQPC, SLCACTL) and what is not modelled
      return 0;
  }
}

uint32_t V3dRegisters::read(uint32_t offset) {
  switch (offset & ~3u) {
    case v3d::kSrqcs:
    case v3d::kDbqitc:
      runQueued();
      break;
    case v3d::kSrqpc:
    case v3d::kSlcactl:
      break;  // write-only: reads as 0 (tables 65 and 72)
    default:
      if (!modelled(offset)) noteUnmodelled(offset, false);
      break;
  }
  return peek(offset);
}

void V3dRegisters::write(uint32_t offset, uint32_t value) {
  switch (offset & ~3u) {
    case v3d::kIdent0:
    case v3d::kIdent1:
    case v3d::kIdent2:
      return;  // read-only
    case v3d::kScratch:
      s_.scratch = value;
      return;
    case v3d::kL2cactl:
      // Writing 1 to L2CENA enables, to L2CDIS disables; L2CCLR clears, which
      // the simulator (no caches) has nothing to do for.
      if (value & kL2Enable) s_.l2Enabled = true;
      if (value & kL2Disable) s_.l2Enabled = false;
      return;
    case v3d::kSlcactl:
      return;  // cache clears: no caches in the simulator
    case v3d::kSqrsv0:
      s_.reserve0 = value;
      return;
    case v3d::kSqrsv1:
      s_.reserve1 = value;
      return;
    case v3d::kSqcntl:
      s_.schedulerControl = value & 0xf;
      return;
    case v3d::kSrqpc: {
      // Table 65: a full FIFO or a set error bit ignores the request and sets
      // the error; the request count goes up either way (table 68).
      ++s_.requestsMade;
      const size_t capacity = v3d::kRequestFifoDepth + userQpus().size();
      if (s_.queueError || s_.queue.size() >= capacity) {
        s_.queueError = true;
        return;
      }
      s_.queue.push_back({s_.uniformsAddress, value});
      if (!userQpus().empty() && s_.queue.size() == userQpus().size()) runQueued();
      return;
    }
    case v3d::kSrqua:
      s_.uniformsAddress = value;
      return;
    case v3d::kSrqul:
      s_.uniformsLength = value & 0xfff;
      return;
    case v3d::kSrqcs:
      if (value & kResetCompleted) s_.programsCompleted = 0;
      if (value & kResetRequests) s_.requestsMade = 0;
      if (value & kQueueErrorBit) s_.queueError = false;
      if (value & kClearQueue) s_.queue.clear();
      return;
    case v3d::kVpacntl:
      s_.vpmAllocator = value & 0x3fff;
      return;
    case v3d::kVpmbase:
      s_.vpmBase = value & 0x1f;
      return;
    case v3d::kDbcfg:
      s_.debugConfig = value;
      return;
    case v3d::kDbqite:
      s_.interruptEnable = value & kQpuBits;
      return;
    case v3d::kDbqitc:
      s_.interruptLatched &= ~value;  // write 1 to clear
      return;
    default:
      noteUnmodelled(offset, true);
      return;
  }
}

std::vector<uint32_t> V3dRegisters::userQpus() const {
  // SQRSV0/1 (tables 62-63, pages 89-90): four bits per QPU, bit 0 set keeps
  // user programs off that QPU.
  std::vector<uint32_t> qpus;
  for (uint32_t qpu = 0; qpu < device_.config().qpus && qpu < 16; ++qpu) {
    const uint32_t settings =
        (qpu < 8 ? s_.reserve0 >> (4 * qpu) : s_.reserve1 >> (4 * (qpu - 8))) & 0xf;
    if ((settings & 1) == 0) qpus.push_back(qpu);
  }
  return qpus;
}

uint32_t V3dRegisters::queueLength() const {
  // The hardware starts a request as soon as a QPU is free, so only those
  // beyond the free QPUs wait in the FIFO.
  const size_t waiting = s_.queue.size() - std::min(s_.queue.size(), userQpus().size());
  return static_cast<uint32_t>(std::min<size_t>(waiting, 0x3f));
}

void V3dRegisters::runQueued() {
  while (!s_.queue.empty()) {
    const std::vector<uint32_t> qpus = userQpus();
    if (qpus.empty()) {
      if (!s_.warnedReserved)
        std::fprintf(
            stderr,
            "gpuasm V3D: %zu user programs queued but V3D_SQRSV0/1 reserve every QPU against "
            "user programs: they wait\n",
            s_.queue.size());
      s_.warnedReserved = true;
      return;
    }
    const size_t count = std::min(s_.queue.size(), qpus.size());
    std::vector<QpuStart> starts(count);
    for (size_t i = 0; i < count; ++i) {
      starts[i].uniforms = s_.queue[i].uniforms;
      starts[i].code = s_.queue[i].code;
    }
    s_.queue.erase(s_.queue.begin(), s_.queue.begin() + static_cast<std::ptrdiff_t>(count));
    const RunReport& report = device_.execute(starts);
    if (report.fault) {
      std::fprintf(stderr, "gpuasm V3D: user programs started through V3D_SRQPC failed:\n%s",
                   report.table().c_str());
      s_.queueError = true;
    }
    // Program i ran on the i-th QPU free for user programs; its host_int
    // writes latch that QPU's DBQITC bit when DBQITE lets it interrupt.
    for (size_t i = 0; i < count && i < report.perQpu.size(); ++i)
      if (report.perQpu[i].hostInterrupts != 0)
        s_.interruptLatched |= (1u << qpus[i]) & s_.interruptEnable;
    s_.programsCompleted = static_cast<uint8_t>(s_.programsCompleted + count);
  }
}

void V3dRegisters::reset() {
  s_ = State{};
}

void V3dRegisters::noteUnmodelled(uint32_t offset, bool write) {
  if (std::find(s_.notedUnmodelled.begin(), s_.notedUnmodelled.end(), offset) !=
      s_.notedUnmodelled.end())
    return;
  s_.notedUnmodelled.push_back(offset);
  std::fprintf(stderr, "gpuasm V3D: register at offset 0x%03x is not simulated (%s)\n", offset,
               write ? "the write is ignored" : "it reads as 0");
}

}  // namespace gpuasm::vc4
