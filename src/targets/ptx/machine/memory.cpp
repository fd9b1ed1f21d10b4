// Data movement through the state spaces: ld, st, cvta and isspacep (PTX ISA 9.7.9),
// generic addresses resolved through the shared and local windows
// (predecode.hpp), every access checked against what it reaches.
#include <fmt/format.h>

#include <cstring>

#include "targets/ptx/machine/lanes.hpp"

namespace gpuasm::ptx {
using namespace lanes;
namespace {

// cvta.SPACE: a window address to a generic one; cvta.to.SPACE back.
template <bool ToGeneric>
bool convertAddress(Warp& w, const Op& op, uint32_t mask) {
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t base = op.window, keep = op.resultMask;
  forLanes(mask, [&](uint32_t l) { d[l] = (ToGeneric ? a[l] + base : a[l] - base) & keep; });
  return true;
}

// --- Memory --------------------------------------------------------------------------

// Where lane `lane`'s access of `bytes` at `address` in `space` lands, or
// nullptr after recording the fault.
}  // namespace

uint8_t* lanes::resolve(Warp& w, StateSpace space, uint64_t address, uint64_t bytes, uint32_t lane,
                        bool store) {
  if (space == StateSpace::Generic) {
    if (address - kSharedWindow < kWindowBytes) {
      space = StateSpace::Shared;
      address -= kSharedWindow;
    } else if (address - kLocalWindow < kWindowBytes) {
      space = StateSpace::Local;
      address -= kLocalWindow;
    } else if (address - kParamWindow < kWindowBytes) {
      space = StateSpace::Param;
      address -= kParamWindow;
    } else {
      space = StateSpace::Global;
    }
  }
  auto outside = [&](std::string_view what, uint64_t size) -> uint8_t* {
    w.fail("address",
           fmt::format("{} of {} bytes at {} 0x{:x} is outside {} ({} bytes)",
                       store ? "store" : "load", bytes, stateSpaceName(space), address, what, size),
           lane, address);
    return nullptr;
  };
  switch (space) {
    case StateSpace::Global: {
      GlobalMemory::Allocation* a = w.global->find(address, bytes);
      if (!a) {
        w.fail("address",
               fmt::format("{} of {} bytes at 0x{:x}: no device memory there",
                           store ? "store" : "load", bytes, address),
               lane, address);
        return nullptr;
      }
      return a->data.get() + (address - a->address);
    }
    case StateSpace::Shared:
      if (address > w.sharedBytes || bytes > w.sharedBytes - address)
        return outside("the block's shared memory", w.sharedBytes);
      return w.shared + address;
    case StateSpace::Local:
      if (address > w.localBytes || bytes > w.localBytes - address)
        return outside("the thread's local memory", w.localBytes);
      return w.local + size_t{lane} * w.localBytes + address;
    case StateSpace::Const:
      if (address > w.constBytes || bytes > w.constBytes - address)
        return outside("the module's constant bank", w.constBytes);
      return w.constBank + address;
    case StateSpace::Param:
      if (address > w.parameterBytes || bytes > w.parameterBytes - address)
        return outside("the kernel's parameters", w.parameterBytes);
      if (store) return outside("what a kernel may write: its parameters are read-only", 0);
      return const_cast<uint8_t*>(w.parameters) + address;
    default:
      return outside("memory", 0);
  }
}

namespace {

template <StateSpace Space, bool Store>
bool memory(Warp& w, const Op& op, uint32_t mask) {
  const uint64_t* base = w.slot(op.base);
  const uint32_t elementBytes = op.bytes, total = elementBytes * op.vector;
  const uint64_t keep = widthMask(op.registerBits);
  bool good = true;
  forLanes(mask, [&](uint32_t l) {
    if (!good) return;
    const uint64_t address = (base[l] + op.addressOffset) & op.addressMask;
    if (address % total != 0) {
      good = w.fail("misaligned",
                    fmt::format("{} of {} bytes at 0x{:x} is not aligned to {} bytes",
                                Store ? "store" : "load", total, address, total),
                    l, address);
      return;
    }
    uint8_t* at = resolve(w, Space, address, total, l, Store);
    if (!at) {
      good = false;
      return;
    }
    for (uint32_t e = 0; e < op.vector; ++e, at += elementBytes) {
      if constexpr (Store) {
        uint64_t value = w.slot(op.source[e])[l];
        std::memcpy(at, &value, elementBytes);  // little-endian host
      } else {
        uint64_t value = 0;
        std::memcpy(&value, at, elementBytes);
        w.slot(op.dest[e])[l] = extend(value, 8 * elementBytes, op.signExtend) & keep;
      }
    }
  });
  return good;
}

template <StateSpace Space>
Handler memoryHandler(bool store) {
  return store ? &memory<Space, true> : &memory<Space, false>;
}

Handler memoryFor(StateSpace space, bool store) {
  switch (space) {
    case StateSpace::Generic:
      return memoryHandler<StateSpace::Generic>(store);
    case StateSpace::Global:
      return memoryHandler<StateSpace::Global>(store);
    case StateSpace::Shared:
      return memoryHandler<StateSpace::Shared>(store);
    case StateSpace::Local:
      return memoryHandler<StateSpace::Local>(store);
    case StateSpace::Const:
      return memoryHandler<StateSpace::Const>(store);
    case StateSpace::Param:
      return memoryHandler<StateSpace::Param>(store);
    default:
      return nullptr;
  }
}

// isspacep.SPACE: whether a generic address falls in the space's window (PTX
// ISA 9.7.9.18); the const bank is a range of device memory, and .global is
// every generic address outside the windows and the bank.
template <StateSpace Space>
bool spaceTest(Warp& w, const Op& op, uint32_t mask) {
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t constBase = op.window;  // for every space (predecode)
  forLanes(mask, [&](uint32_t l) {
    const uint64_t address = a[l];
    const bool shared = address - kSharedWindow < kWindowBytes;
    const bool local = address - kLocalWindow < kWindowBytes;
    const bool param = address - kParamWindow < kWindowBytes;
    bool in = false;
    if constexpr (Space == StateSpace::Shared) in = shared;
    if constexpr (Space == StateSpace::Local) in = local;
    if constexpr (Space == StateSpace::Param) in = param;
    if constexpr (Space == StateSpace::Const) in = address - constBase < w.constBytes;
    if constexpr (Space == StateSpace::Global)
      in = !shared && !local && !param && !(address - constBase < w.constBytes);
    d[l] = in ? 1 : 0;
  });
  return true;
}

// createpolicy: the simulator has no caches, so a policy is a value only
// passed on: 0 for a fractional or range policy, and .cvt's access property
// unchanged (the PTX ISA leaves both opaque).
bool createPolicy(Warp& w, const Op& op, uint32_t mask) {
  uint64_t* d = w.slot(op.dest[0]);
  forLanes(mask, [&](uint32_t l) { d[l] = 0; });
  return true;
}
bool convertPolicy(Warp& w, const Op& op, uint32_t mask) {
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  forLanes(mask, [&](uint32_t l) { d[l] = a[l]; });
  return true;
}

}  // namespace

Handler chooseCreatePolicy(const Instruction& instruction) {
  return spelledWith(instruction, "cvt") ? &convertPolicy : &createPolicy;
}

Handler chooseIsspacep(const Instruction& instruction) {
  switch (instruction.space) {
    case StateSpace::Global:
      return &spaceTest<StateSpace::Global>;
    case StateSpace::Shared:
      return &spaceTest<StateSpace::Shared>;
    case StateSpace::Local:
      return &spaceTest<StateSpace::Local>;
    case StateSpace::Const:
      return &spaceTest<StateSpace::Const>;
    case StateSpace::Param:
      return &spaceTest<StateSpace::Param>;
    default:
      return nullptr;
  }
}

Handler chooseCvta(const Instruction&) {
  return &convertAddress<true>;
}
Handler chooseCvtaTo(const Instruction&) {
  return &convertAddress<false>;
}
Handler chooseLoad(const Instruction& instruction) {
  return memoryFor(instruction.space, false);
}
Handler chooseStore(const Instruction& instruction) {
  return memoryFor(instruction.space, true);
}

}  // namespace gpuasm::ptx
