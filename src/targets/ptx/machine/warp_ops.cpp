// Warp-level instructions (PTX ISA 9.7.13.7-9.7.13.12): lanes that exchange
// values or agree on one within the warp. Their membermask names the lanes
// taking part; on hardware a lane named there that is not executing the
// instruction with the others (not converged, exited, or guarded off), or an
// executing lane the mask leaves out, is undefined behaviour: here it is a
// fault that names the mask and the executing lanes.
#include <fmt/format.h>

#include <bit>
#include <string_view>

#include "targets/ptx/machine/lanes.hpp"

namespace gpuasm::ptx {
using namespace lanes;
namespace {

// Whether each executing lane's membermask names exactly lanes that execute
// and itself; records the fault otherwise.
bool membersConverged(Warp& w, const uint64_t* members, uint32_t mask) {
  for (uint32_t m = mask; m; m &= m - 1) {
    const uint32_t l = static_cast<uint32_t>(std::countr_zero(m));
    const uint32_t named = static_cast<uint32_t>(members[l]);
    if ((named & ~mask) == 0 && ((named >> l) & 1) != 0) continue;
    const uint32_t absent = named & ~mask;
    return w.fail("membermask",
                  absent != 0
                      ? fmt::format("membermask 0x{:08x} names lanes 0x{:08x} that are not "
                                    "executing this instruction (the executing lanes: 0x{:08x})",
                                    named, absent, mask)
                      : fmt::format("lane {} executes it, but its membermask 0x{:08x} leaves it "
                                    "out (the executing lanes: 0x{:08x})",
                                    l, named, mask),
                  l, named);
  }
  return true;
}

// bar.warp.sync membermask: the lanes are converged already (a SIMT stack
// runs them together), so it checks the mask and waits for nobody.
bool warpSync(Warp& w, const Op& op, uint32_t mask) {
  return membersConverged(w, w.slot(op.source[0]), mask);
}

}  // namespace

Handler chooseWarpSync(const Instruction&) {
  return &warpSync;
}

}  // namespace gpuasm::ptx
