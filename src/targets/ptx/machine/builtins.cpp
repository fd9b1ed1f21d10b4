// The functions the simulator provides in place of the CUDA runtime's
// device library: vprintf (CUDA's printf) and __assertfail (assert).
#include <fmt/format.h>

#include <bit>
#include <cstring>

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
    if (!site.returns.empty()) {
      const CallValue& value = site.returns[0];
      const uint32_t bits = static_cast<uint32_t>(result);
      if (value.slot != kNoSlot) {
        w.slot(value.slot)[lane] = bits;
      } else {
        std::memcpy(w.local + size_t{lane} * w.localBytes + callerBase + value.offset, &bits,
                    std::min<size_t>(4, value.bytes));
      }
    }
  }
  return true;
}

}  // namespace gpuasm::ptx
