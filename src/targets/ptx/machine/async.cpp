// The asynchronous family: cp.async (PTX ISA 9.7.9.25) and mbarrier objects
// (9.7.13.15) on the simulator.
//
// cp.async copies at once, as a synchronous load and store would: its groups
// are complete when committed, and wait_group and wait_all have nothing to
// wait for. A correct program (one that reads the destination only after
// waiting, and leaves the source alone until then) sees the same memory.
//
// An mbarrier is 64 bits of shared (or generic) memory, laid out here as
//   bits 0-19   pending arrivals of the current phase
//   bits 20-39  expected arrivals of each phase (init's count, less arrive_drop's)
//   bits 40-60  the transaction count (expect_tx adds, complete_tx takes),
//               21-bit two's complement
//   bit 63      the phase's parity
// The phase completes when no arrival and no transaction is pending: its
// parity flips and the pending count starts again from the expected one.
// arrive returns a state token: the parity of the phase it arrived on (bit 63)
// and the pending count after it (bits 0-19, what pending_count reads).
// test_wait and try_wait tell whether the token's phase (or the phase of the
// parity given) has completed; when one has not, the warp yields so that the
// others can arrive (BlockRun::run), and a block whose every live warp keeps
// waiting with no mbarrier changing is a deadlock, reported as one.
#include <fmt/format.h>

#include <algorithm>
#include <cstring>

#include "targets/ptx/machine/lanes.hpp"

namespace gpuasm::ptx {
using namespace lanes;
namespace {

// --- cp.async --------------------------------------------------------------------------

bool copyAsync(Warp& w, const Op& op, uint32_t mask) {
  const uint64_t* destination = w.slot(op.base);
  const uint64_t* source = w.slot(op.source[0]);
  const uint64_t* size = w.slot(op.source[1]);
  const uint64_t* limit = op.mode != 0 ? w.slot(op.source[2]) : nullptr;
  bool good = true;
  forLanes(mask, [&](uint32_t l) {
    if (!good) return;
    const auto bytes = static_cast<uint32_t>(size[l]);
    const uint64_t to = (destination[l] + op.addressOffset) & op.addressMask;
    const uint64_t from = source[l] + op.window;
    for (const uint64_t address : {to, from}) {
      if (address % bytes != 0) {
        good = w.fail("misaligned",
                      fmt::format("cp.async of {} bytes at 0x{:x} is not aligned to {} bytes",
                                  bytes, address, bytes),
                      l, address);
        return;
      }
    }
    // src-size: the bytes read, the rest zero; ignore-src (a .pred): none read.
    uint64_t read = bytes;
    if (op.mode == 1) read = std::min<uint64_t>(bytes, static_cast<uint32_t>(limit[l]));
    if (op.mode == 2 && (limit[l] & 1)) read = 0;
    uint8_t staged[16] = {};
    if (read != 0) {
      const uint8_t* in = resolve(w, StateSpace::Global, from, read, l, false);
      if (!in) {
        good = false;
        return;
      }
      std::memcpy(staged, in, read);
    }
    uint8_t* out = resolve(w, StateSpace::Shared, to, bytes, l, true);
    if (!out) {
      good = false;
      return;
    }
    std::memcpy(out, staged, bytes);
  });
  return good;
}

// --- mbarrier --------------------------------------------------------------------------

constexpr uint64_t kCountMask = (uint64_t{1} << 20) - 1;
constexpr uint32_t kExpectedShift = 20;
constexpr uint32_t kTxShift = 40;
constexpr uint64_t kTxMask = (uint64_t{1} << 21) - 1;
constexpr uint64_t kPhaseBit = uint64_t{1} << 63;

struct MbarrierState {
  uint64_t pending = 0, expected = 0;
  int64_t tx = 0;
  bool phase = false;

  static MbarrierState of(uint64_t bits) {
    MbarrierState s;
    s.pending = bits & kCountMask;
    s.expected = (bits >> kExpectedShift) & kCountMask;
    const uint64_t tx = (bits >> kTxShift) & kTxMask;
    s.tx = (tx & (uint64_t{1} << 20)) ? static_cast<int64_t>(tx) - (int64_t{1} << 21)
                                      : static_cast<int64_t>(tx);
    s.phase = (bits & kPhaseBit) != 0;
    return s;
  }
  uint64_t bits() const {
    return (pending & kCountMask) | (expected & kCountMask) << kExpectedShift |
           (static_cast<uint64_t>(tx) & kTxMask) << kTxShift | (phase ? kPhaseBit : 0);
  }
  void completeIfDone() {
    if (pending != 0 || tx != 0) return;
    phase = !phase;
    pending = expected;
  }
};

enum class MbarrierOp : uint8_t {
  Init,
  Inval,
  Arrive,
  ArriveDrop,
  ArriveExpectTx,
  ArriveDropExpectTx,
  ExpectTx,
  CompleteTx,
  TestWait,
  TestWaitParity,
  CopyArrive,       // cp.async.mbarrier.arrive: +1 then the copies' arrival: no change
  CopyArriveNoinc,  // .noinc: the copies' arrival alone
  PendingCount,
};

// The lane's mbarrier object (8 bytes, aligned), or nullptr after the fault.
uint8_t* objectAt(Warp& w, const Op& op, uint32_t lane) {
  const uint64_t address = (w.slot(op.base)[lane] + op.addressOffset) & op.addressMask;
  const auto space = static_cast<StateSpace>(op.variant);
  if (address % 8 != 0) {
    w.fail("misaligned",
           fmt::format("the mbarrier object at 0x{:x} is not aligned to 8 bytes", address), lane,
           address);
    return nullptr;
  }
  return resolve(w, space == StateSpace::Generic ? StateSpace::Generic : StateSpace::Shared,
                 address, 8, lane, true);
}

template <MbarrierOp Kind>
bool mbarrier(Warp& w, const Op& op, uint32_t mask) {
  constexpr bool arrives = Kind == MbarrierOp::Arrive || Kind == MbarrierOp::ArriveDrop ||
                           Kind == MbarrierOp::ArriveExpectTx ||
                           Kind == MbarrierOp::ArriveDropExpectTx;
  constexpr bool waits = Kind == MbarrierOp::TestWait || Kind == MbarrierOp::TestWaitParity;
  if constexpr (Kind == MbarrierOp::PendingCount) {
    uint64_t* d = w.slot(op.dest[0]);
    const uint64_t* state = w.slot(op.source[0]);
    forLanes(mask, [&](uint32_t l) { d[l] = state[l] & kCountMask; });
    return true;
  }
  // The count (init's, arrive's, a transaction's) or the token (test_wait).
  const uint64_t* operand = op.source[0] == kNoSlot ? nullptr : w.slot(op.source[0]);
  uint64_t* d = op.dest[0] == kNoSlot ? nullptr : w.slot(op.dest[0]);
  bool good = true;
  // Lane by lane, in lane order: the arrivals of one warp land one after another.
  forLanes(mask, [&](uint32_t l) {
    if (!good) return;
    uint8_t* at = objectAt(w, op, l);
    if (!at) {
      good = false;
      return;
    }
    uint64_t bits = 0;
    std::memcpy(&bits, at, 8);
    MbarrierState s = MbarrierState::of(bits);
    const uint64_t address = (w.slot(op.base)[l] + op.addressOffset) & op.addressMask;
    auto fail = [&](std::string message) {
      good = w.fail("mbarrier", std::move(message), l, address);
    };
    const uint64_t count = operand ? operand[l] & 0xffffffffu : 1;
    if constexpr (Kind == MbarrierOp::Init) {
      if (count == 0 || count > kCountMask)
        return fail(fmt::format("mbarrier.init's count {} is outside 1 to {}", count, kCountMask));
      s = MbarrierState{count, count, 0, false};
    } else if constexpr (Kind == MbarrierOp::Inval) {
      s = MbarrierState{};
    } else if constexpr (waits) {
      // test_wait's token carries the phase in bit 63; .parity names it.
      const bool parity = Kind == MbarrierOp::TestWaitParity ? (operand[l] & 1) != 0
                                                             : (operand[l] & kPhaseBit) != 0;
      const bool complete = s.phase != parity;
      d[l] = complete ? 1 : 0;
      if (!complete) {
        w.mbarrierWaiting = true;
        w.mbarrierAddress = address;
      }
      return;
    } else {
      if (s.expected == 0)
        return fail(
            fmt::format("the mbarrier object at 0x{:x} was not initialised "
                        "(mbarrier.init)",
                        address));
      const bool oldPhase = s.phase;
      uint64_t arrivals =
          arrives ? (Kind == MbarrierOp::ArriveExpectTx || Kind == MbarrierOp::ArriveDropExpectTx
                         ? 1
                         : count)
                  : 0;
      if constexpr (Kind == MbarrierOp::CopyArriveNoinc) arrivals = 1;
      if constexpr (Kind == MbarrierOp::ExpectTx || Kind == MbarrierOp::ArriveExpectTx ||
                    Kind == MbarrierOp::ArriveDropExpectTx)
        s.tx += static_cast<int64_t>(count);
      if constexpr (Kind == MbarrierOp::CompleteTx) s.tx -= static_cast<int64_t>(count);
      if (arrivals > s.pending)
        return fail(
            fmt::format("{} arrival(s) at the mbarrier object at 0x{:x}, which waits "
                        "for {} more in this phase",
                        arrivals, address, s.pending));
      if constexpr (Kind == MbarrierOp::ArriveDrop || Kind == MbarrierOp::ArriveDropExpectTx)
        s.expected -= std::min(s.expected, arrivals);
      s.pending -= arrivals;
      if (arrivals != 0 || Kind == MbarrierOp::CompleteTx) s.completeIfDone();
      if (d) d[l] = (oldPhase ? kPhaseBit : 0) | (s.phase == oldPhase ? s.pending : 0);
    }
    bits = s.bits();
    std::memcpy(at, &bits, 8);
    w.mbarrierChanged = true;
  });
  return good;
}

}  // namespace

Handler chooseCopyAsync(const Instruction&) {
  return &copyAsync;
}

Handler chooseMbarrier(const Instruction& instruction) {
  using K = MbarrierOp;
  const std::string_view s = instruction.row->spelling;
  if (s.starts_with("cp.async.mbarrier.arrive.noinc")) return &mbarrier<K::CopyArriveNoinc>;
  if (s.starts_with("cp.async.mbarrier.arrive")) return &mbarrier<K::CopyArrive>;
  if (s.starts_with("mbarrier.init")) return &mbarrier<K::Init>;
  if (s.starts_with("mbarrier.inval")) return &mbarrier<K::Inval>;
  if (s.starts_with("mbarrier.arrive_drop.expect_tx")) return &mbarrier<K::ArriveDropExpectTx>;
  if (s.starts_with("mbarrier.arrive_drop")) return &mbarrier<K::ArriveDrop>;
  if (s.starts_with("mbarrier.arrive.expect_tx")) return &mbarrier<K::ArriveExpectTx>;
  if (s.starts_with("mbarrier.arrive")) return &mbarrier<K::Arrive>;
  if (s.starts_with("mbarrier.expect_tx")) return &mbarrier<K::ExpectTx>;
  if (s.starts_with("mbarrier.complete_tx")) return &mbarrier<K::CompleteTx>;
  if (s.starts_with("mbarrier.test_wait.parity") || s.starts_with("mbarrier.try_wait.parity"))
    return &mbarrier<K::TestWaitParity>;
  if (s.starts_with("mbarrier.test_wait") || s.starts_with("mbarrier.try_wait"))
    return &mbarrier<K::TestWait>;
  if (s.starts_with("mbarrier.pending_count")) return &mbarrier<K::PendingCount>;
  return nullptr;
}

}  // namespace gpuasm::ptx
