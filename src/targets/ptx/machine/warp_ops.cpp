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

// Whether source `s` is a predicate read negated (`!%p`).
bool sourceNegated(const Op& op, uint32_t s) {
  return ((op.negated >> s) & 1) != 0;
}

// The lanes of `mask` whose predicate (source `s`) is true.
uint32_t predicateLanes(Warp& w, const Op& op, uint32_t s, uint32_t mask) {
  const uint64_t* predicate = w.slot(op.source[s]);
  uint32_t set = 0;
  for (uint32_t l = 0; l < kLanes; ++l) set |= static_cast<uint32_t>(predicate[l] != 0) << l;
  return (sourceNegated(op, s) ? ~set : set) & mask;
}

// The word after `.sync` or before it that names a warp op's mode
// ("shfl.sync.bfly": bfly; "match.any.sync": any).
std::string_view modeOf(const InstructionRow& row) {
  std::string_view rest = row.spelling.substr(row.spelling.find('.') + 1);
  const size_t dot = rest.find('.');
  const std::string_view first = rest.substr(0, dot);
  if (first != "sync" || dot == std::string_view::npos) return first;
  rest = rest.substr(dot + 1);
  return rest.substr(0, rest.find('.'));
}

// --- shfl.sync (9.7.13.7) --------------------------------------------------------
enum class ShuffleMode : uint8_t { Up, Down, Butterfly, Index };

// d[|p], a, b, c, membermask: lane j's a, where j comes from b and the clamp
// and segment mask of c (c[4:0] the clamp, c[12:8] the segment mask); p says
// whether j was in range (else the lane keeps its own a).
template <ShuffleMode Mode>
bool shuffle(Warp& w, const Op& op, uint32_t mask) {
  const uint64_t* members = w.slot(op.source[3]);
  if (!membersConverged(w, members, mask)) return false;
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = w.slot(op.source[1]);
  const uint64_t* c = w.slot(op.source[2]);
  uint64_t values[kLanes];
  for (uint32_t l = 0; l < kLanes; ++l) values[l] = a[l];  // d may be a
  uint64_t* d = w.slot(op.dest[0]);
  uint64_t* p = op.dest[1] == kNoSlot ? nullptr : w.slot(op.dest[1]);
  for (uint32_t m = mask; m; m &= m - 1) {
    const int32_t lane = std::countr_zero(m);
    const int32_t bval = static_cast<int32_t>(b[lane] & 31);
    const int32_t cval = static_cast<int32_t>(c[lane] & 31);
    const int32_t segmask = static_cast<int32_t>((c[lane] >> 8) & 31);
    const int32_t maxLane = (lane & segmask) | (cval & ~segmask);
    const int32_t minLane = lane & segmask;
    int32_t j = 0;
    bool inRange = false;
    if constexpr (Mode == ShuffleMode::Up) {
      j = lane - bval;
      inRange = j >= maxLane;
    } else if constexpr (Mode == ShuffleMode::Down) {
      j = lane + bval;
      inRange = j <= maxLane;
    } else if constexpr (Mode == ShuffleMode::Butterfly) {
      j = lane ^ bval;
      inRange = j <= maxLane;
    } else {
      j = minLane | (bval & ~segmask);
      inRange = j <= maxLane;
    }
    if (!inRange) j = lane;
    const uint32_t source = static_cast<uint32_t>(j);
    if (source >= kLanes || ((members[lane] >> source) & 1) == 0) {
      return w.fail("membermask",
                    fmt::format("lane {} reads lane {}, which its membermask 0x{:08x} leaves out "
                                "(undefined on hardware)",
                                lane, j, static_cast<uint32_t>(members[lane])),
                    static_cast<uint32_t>(lane), static_cast<uint32_t>(members[lane]));
    }
    d[lane] = values[source] & 0xffffffffu;
    if (p) p[lane] = inRange ? 1 : 0;
  }
  return true;
}

// --- vote.sync (9.7.13.8) ---------------------------------------------------------
enum class VoteMode : uint8_t { All, Any, Uniform, Ballot };

// d, {!}a, membermask: over the lanes of each lane's membermask.
template <VoteMode Mode>
bool vote(Warp& w, const Op& op, uint32_t mask) {
  const uint64_t* members = w.slot(op.source[1]);
  if (!membersConverged(w, members, mask)) return false;
  const uint32_t set = predicateLanes(w, op, 0, mask);
  uint64_t* d = w.slot(op.dest[0]);
  forLanes(mask, [&](uint32_t l) {
    const uint32_t group = static_cast<uint32_t>(members[l]);
    const uint32_t yes = set & group;
    if constexpr (Mode == VoteMode::All) d[l] = yes == group ? 1 : 0;
    if constexpr (Mode == VoteMode::Any) d[l] = yes != 0 ? 1 : 0;
    if constexpr (Mode == VoteMode::Uniform) d[l] = (yes == 0 || yes == group) ? 1 : 0;
    if constexpr (Mode == VoteMode::Ballot) d[l] = yes;
  });
  return true;
}

// --- match.sync (9.7.13.9) --------------------------------------------------------
// d[|p], a, membermask: .any: the lanes of the membermask whose a equals this
// lane's; .all: the membermask when every one's a is equal (p true), else 0.
template <bool All, class T>
bool match(Warp& w, const Op& op, uint32_t mask) {
  const uint64_t* members = w.slot(op.source[1]);
  if (!membersConverged(w, members, mask)) return false;
  const uint64_t* a = w.slot(op.source[0]);
  uint64_t values[kLanes];
  for (uint32_t l = 0; l < kLanes; ++l) values[l] = static_cast<T>(a[l]);
  uint64_t* d = w.slot(op.dest[0]);
  uint64_t* p = op.dest[1] == kNoSlot ? nullptr : w.slot(op.dest[1]);
  uint32_t same[kLanes];
  for (uint32_t m = mask; m; m &= m - 1) {
    const uint32_t l = static_cast<uint32_t>(std::countr_zero(m));
    const uint32_t group = static_cast<uint32_t>(members[l]);
    uint32_t equal = 0;
    for (uint32_t g = group; g; g &= g - 1) {
      const uint32_t other = static_cast<uint32_t>(std::countr_zero(g));
      if (values[other] == values[l]) equal |= uint32_t{1} << other;
    }
    same[l] = equal;
  }
  forLanes(mask, [&](uint32_t l) {
    const uint32_t group = static_cast<uint32_t>(members[l]);
    if constexpr (All) {
      const bool all = same[l] == group;
      d[l] = all ? group : 0;
      if (p) p[l] = all ? 1 : 0;
    } else {
      d[l] = same[l];
    }
  });
  return true;
}

// --- redux.sync (9.7.13.10), activemask (9.7.13.11), elect.sync (9.7.13.12) --------
enum class ReduxMode : uint8_t { Add, Min, Max, And, Or, Xor };

template <ReduxMode Mode, class T>
bool redux(Warp& w, const Op& op, uint32_t mask) {
  const uint64_t* members = w.slot(op.source[1]);
  if (!membersConverged(w, members, mask)) return false;
  const uint64_t* a = w.slot(op.source[0]);
  uint64_t results[kLanes];
  for (uint32_t m = mask; m; m &= m - 1) {
    const uint32_t l = static_cast<uint32_t>(std::countr_zero(m));
    const uint32_t group = static_cast<uint32_t>(members[l]);
    const uint32_t first = static_cast<uint32_t>(std::countr_zero(group));
    T value = static_cast<T>(a[first]);
    for (uint32_t g = group & (group - 1); g; g &= g - 1) {
      const T x = static_cast<T>(a[std::countr_zero(g)]);
      if constexpr (Mode == ReduxMode::Add)
        value = static_cast<T>(static_cast<uint32_t>(value) + static_cast<uint32_t>(x));
      if constexpr (Mode == ReduxMode::Min) value = x < value ? x : value;
      if constexpr (Mode == ReduxMode::Max) value = x > value ? x : value;
      if constexpr (Mode == ReduxMode::And) value = value & x;
      if constexpr (Mode == ReduxMode::Or) value = value | x;
      if constexpr (Mode == ReduxMode::Xor) value = value ^ x;
    }
    results[l] = static_cast<uint32_t>(value);
  }
  uint64_t* d = w.slot(op.dest[0]);
  forLanes(mask, [&](uint32_t l) { d[l] = results[l]; });
  return true;
}

bool activemask(Warp& w, const Op& op, uint32_t mask) {
  uint64_t* d = w.slot(op.dest[0]);
  forLanes(mask, [&](uint32_t l) { d[l] = mask; });
  return true;
}

// d|p, membermask: the leader is the lowest lane of the membermask (the ISA
// leaves which one open); d gets its lane id, p is true in it alone.
bool elect(Warp& w, const Op& op, uint32_t mask) {
  const uint64_t* members = w.slot(op.source[0]);
  if (!membersConverged(w, members, mask)) return false;
  uint64_t* d = w.slot(op.dest[0]);
  uint64_t* p = op.dest[1] == kNoSlot ? nullptr : w.slot(op.dest[1]);
  forLanes(mask, [&](uint32_t l) {
    const uint32_t leader = static_cast<uint32_t>(std::countr_zero(members[l]));
    d[l] = leader;
    if (p) p[l] = leader == l ? 1 : 0;
  });
  return true;
}

}  // namespace

Handler chooseWarpSync(const Instruction&) {
  return &warpSync;
}

Handler chooseShfl(const Instruction& instruction) {
  const std::string_view mode = modeOf(*instruction.row);
  if (mode == "up") return &shuffle<ShuffleMode::Up>;
  if (mode == "down") return &shuffle<ShuffleMode::Down>;
  if (mode == "bfly") return &shuffle<ShuffleMode::Butterfly>;
  if (mode == "idx") return &shuffle<ShuffleMode::Index>;
  return nullptr;
}

Handler chooseVote(const Instruction& instruction) {
  const std::string_view mode = modeOf(*instruction.row);
  if (mode == "all") return &vote<VoteMode::All>;
  if (mode == "any") return &vote<VoteMode::Any>;
  if (mode == "uni") return &vote<VoteMode::Uniform>;
  if (mode == "ballot") return &vote<VoteMode::Ballot>;
  return nullptr;
}

Handler chooseMatch(const Instruction& instruction) {
  const bool all = modeOf(*instruction.row) == "all";
  const bool wide = typeBits(instruction.type) == 64;
  if (all) return wide ? &match<true, uint64_t> : &match<true, uint32_t>;
  return wide ? &match<false, uint64_t> : &match<false, uint32_t>;
}

Handler chooseRedux(const Instruction& instruction) {
  const std::string_view mode = modeOf(*instruction.row);
  const bool isSigned = instruction.type == Type::S32;
  if (mode == "add") return &redux<ReduxMode::Add, uint32_t>;
  if (mode == "min")
    return isSigned ? &redux<ReduxMode::Min, int32_t> : &redux<ReduxMode::Min, uint32_t>;
  if (mode == "max")
    return isSigned ? &redux<ReduxMode::Max, int32_t> : &redux<ReduxMode::Max, uint32_t>;
  if (mode == "and") return &redux<ReduxMode::And, uint32_t>;
  if (mode == "or") return &redux<ReduxMode::Or, uint32_t>;
  if (mode == "xor") return &redux<ReduxMode::Xor, uint32_t>;
  return nullptr;
}

Handler chooseActivemask(const Instruction&) {
  return &activemask;
}

Handler chooseElect(const Instruction&) {
  return &elect;
}

}  // namespace gpuasm::ptx
