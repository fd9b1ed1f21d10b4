// The functions the simulator provides in place of the CUDA runtime's
// device library: vprintf (CUDA's printf), __assertfail (assert), and
// malloc and free on the device heap.
#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cstring>
#include <iterator>

#include "targets/ptx/machine/calls.hpp"
#include "targets/ptx/machine/lanes.hpp"
#include "targets/ptx/machine/simulator.hpp"

namespace gpuasm::ptx {

bool BlockRun::builtin(uint32_t warpIndex, const CallSite& site, Builtin which, uint32_t mask) {
  WarpRun& run = warps_[warpIndex];
  Warp& w = run.warp;
  const uint64_t callerBase = run.calls.empty() ? 0 : run.calls.back().localBase;
  auto argument = [&](size_t i, uint32_t lane) -> uint64_t {
    if (i >= site.arguments.size()) return 0;
    const CallValue& value = site.arguments[i];
    if (value.slot != kNoSlot) return w.slot(value.slot)[lane];
    uint64_t bits = 0;
    std::memcpy(&bits, w.local + size_t{lane} * w.localBytes + callerBase + value.offset,
                std::min<size_t>(8, value.bytes));
    return bits;
  };
  // A return value of `bytes` into the call's first return operand.
  auto setReturn = [&](uint32_t lane, uint64_t bits, size_t bytes) {
    if (site.returns.empty()) return;
    const CallValue& value = site.returns[0];
    if (value.slot != kNoSlot) {
      w.slot(value.slot)[lane] = bits;
    } else {
      std::memcpy(w.local + size_t{lane} * w.localBytes + callerBase + value.offset, &bits,
                  std::min<size_t>(bytes, value.bytes));
    }
  };
  if (which == Builtin::Malloc || which == Builtin::Free) {
    // Lane by lane, in lane order: the same addresses whatever the host threads.
    for (uint32_t m = mask; m; m &= m - 1) {
      const uint32_t l = static_cast<uint32_t>(std::countr_zero(m));
      if (which == Builtin::Malloc)
        setReturn(l, heapAllocate(argument(0, l)), 8);
      else if (!heapFree(w, l, argument(0, l)))
        return false;
    }
    return true;
  }
  uint32_t lane = 0;
  const DeviceReader read = [&](uint64_t address, uint64_t bytes, uint8_t* into) {
    const uint8_t* at = lanes::resolve(w, StateSpace::Generic, address, bytes, lane, false);
    if (!at) return false;
    std::memcpy(into, at, bytes);
    return true;
  };
  if (which == Builtin::AssertFail) {
    lane = static_cast<uint32_t>(std::countr_zero(mask));
    auto message = readDeviceString(read, argument(0, lane));
    auto file = readDeviceString(read, argument(1, lane));
    auto function = readDeviceString(read, argument(3, lane));
    if (!message || !file || !function) return false;
    const auto thread = threadOf(warpIndex, lane);
    // As the CUDA runtime words it.
    return w.fail("assert",
                  fmt::format("{}:{}: {}: block: [{},{},{}], thread: [{},{},{}] Assertion `{}` "
                              "failed.",
                              *file, static_cast<uint32_t>(argument(2, lane)), *function, block_[0],
                              block_[1], block_[2], thread[0], thread[1], thread[2], *message),
                  lane, 0);
  }
  for (uint32_t m = mask; m; m &= m - 1) {
    lane = static_cast<uint32_t>(std::countr_zero(m));
    int32_t result = -1;  // a null format
    if (const uint64_t format = argument(0, lane)) {
      auto text = readDeviceString(read, format);
      if (!text) return false;
      auto printed = formatDevicePrintf(*text, argument(1, lane), read);
      if (!printed) return false;
      result = printed->arguments;
      if (run.output.size() + printed->text.size() <= kMaxPrintfBytes) {
        run.output += printed->text;
      } else if (run.output.size() < kMaxPrintfBytes + 1) {
        run.output.resize(kMaxPrintfBytes);
        run.output += "\n[printf: output past 16 MiB dropped]\n";
      }
    }
    setReturn(lane, static_cast<uint32_t>(result), 4);
  }
  return true;
}

// First fit among the freed ranges, else the bump pointer; 16-byte aligned,
// as CUDA's malloc; 0 when the block's share of the heap cannot hold it (a
// GPU shares the whole heap among the blocks, so it may still succeed there).
uint64_t BlockRun::heapAllocate(uint64_t bytes) {
  if (bytes > shape_.heapArenaBytes) return 0;
  const uint64_t size = std::max<uint64_t>(16, (bytes + 15) / 16 * 16);
  uint64_t address = 0;
  for (auto it = heapFreed_.begin(); it != heapFreed_.end(); ++it) {
    if (it->second < size) continue;
    address = it->first;
    if (it->second > size) heapFreed_.emplace(address + size, it->second - size);
    heapFreed_.erase(it);
    break;
  }
  if (!address) {
    if (size > shape_.heapArenaBytes - heapUsed_) return 0;
    address = heapArena_ + heapUsed_;
    heapUsed_ += size;
  }
  heapLive_.emplace(address, size);
  return address;
}

// free(0) does nothing; free of anything but a live allocation of this
// block's is a fault (on a GPU, undefined behaviour).
bool BlockRun::heapFree(Warp& w, uint32_t lane, uint64_t address) {
  if (!address) return true;
  auto live = heapLive_.find(address);
  if (live == heapLive_.end())
    return w.fail("heap",
                  fmt::format("free(0x{:x}): not an address malloc returned to this block, or "
                              "freed already",
                              address),
                  lane, address);
  uint64_t start = address, size = live->second;
  heapLive_.erase(live);
  // Merged with the freed ranges either side.
  auto next = heapFreed_.find(start + size);
  if (next != heapFreed_.end()) {
    size += next->second;
    heapFreed_.erase(next);
  }
  auto after = heapFreed_.lower_bound(start);
  if (after != heapFreed_.begin()) {
    auto before = std::prev(after);
    if (before->first + before->second == start) {
      start = before->first;
      size += before->second;
      heapFreed_.erase(before);
    }
  }
  heapFreed_.emplace(start, size);
  return true;
}

}  // namespace gpuasm::ptx
