// The simulated device: device memory, modules loaded once per program
// (their .global and .const variables placed, each kernel predecoded), and
// launches that run the grid's blocks on host threads. A block runs its warps
// in turn, each until it reaches bar.sync or ends; a warp runs its SIMT stack
// (post-dominator reconvergence: docs/ptx.md, "The simulator").
#include "targets/ptx/machine/simulator.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstring>
#include <map>
#include <mutex>
#include <new>
#include <thread>
#include <utility>

#include "gpuasm/input_file.hpp"
#include "targets/ptx/machine/calls.hpp"
#include "targets/ptx/machine/lanes.hpp"
#include "targets/ptx/program.hpp"

namespace gpuasm::ptx {

BlockRun::BlockRun(const LoadedKernel& kernel, const LaunchShape& shape)
    : kernel_(kernel), shape_(shape) {
  const Code& code = *kernel.code;
  const uint32_t threads = shape.block[0] * shape.block[1] * shape.block[2];
  const uint32_t warps = (threads + kLanes - 1) / kLanes;
  registers_.resize(size_t{warps} * code.slots * kLanes);
  shared_.resize(std::max<uint64_t>(1, shape.sharedBytes));
  warps_.resize(warps);
  for (uint32_t i = 0; i < warps; ++i) {
    WarpRun& run = warps_[i];
    Warp& w = run.warp;
    run.kernelRegisters = registers_.data() + size_t{i} * code.slots * kLanes;
    w.registers = run.kernelRegisters;
    w.code = &code;
    w.global = kernel.global;
    w.constBank = kernel.constBank;
    w.constBytes = kernel.constBytes;
    w.parameters = shape.parameters.data();
    w.parameterBytes = static_cast<uint32_t>(shape.parameters.size());
    w.shared = shared_.data();
    w.sharedBytes = shape.sharedBytes;
    run.local.resize(size_t{kLanes} * code.localBytes + 1);
    w.local = run.local.data();
    w.localBytes = code.localBytes;
  }
}

void BlockRun::fillFrame(uint32_t warp, uint64_t* registers,
                         const std::vector<std::pair<uint32_t, uint64_t>>& constants,
                         const std::vector<std::pair<uint32_t, SpecialValue>>& specials,
                         uint64_t frameBase) const {
  const auto& b = shape_.block;
  for (const auto& [slot, value] : constants)
    std::fill_n(registers + size_t{slot} * kLanes, kLanes, value);
  for (const auto& [slot, which] : specials) {
    uint64_t* lanes = registers + size_t{slot} * kLanes;
    for (uint32_t l = 0; l < kLanes; ++l) {
      const uint32_t t = warp * kLanes + l;
      const uint32_t tid[3] = {t % b[0], t / b[0] % b[1], t / (b[0] * b[1])};
      uint64_t v = 0;
      switch (which) {
        case SpecialValue::TidX:
        case SpecialValue::TidY:
        case SpecialValue::TidZ:
          v = tid[static_cast<int>(which) - static_cast<int>(SpecialValue::TidX)];
          break;
        case SpecialValue::NtidX:
        case SpecialValue::NtidY:
        case SpecialValue::NtidZ:
          v = b[static_cast<int>(which) - static_cast<int>(SpecialValue::NtidX)];
          break;
        case SpecialValue::CtaidX:
        case SpecialValue::CtaidY:
        case SpecialValue::CtaidZ:
          v = block_[static_cast<int>(which) - static_cast<int>(SpecialValue::CtaidX)];
          break;
        case SpecialValue::NctaidX:
        case SpecialValue::NctaidY:
        case SpecialValue::NctaidZ:
          v = shape_.grid[static_cast<int>(which) - static_cast<int>(SpecialValue::NctaidX)];
          break;
        case SpecialValue::Laneid:
          v = l;
          break;
        case SpecialValue::Warpid:
          v = warp;
          break;
        case SpecialValue::Nwarpid:
          v = 64;
          break;
        case SpecialValue::LanemaskEq:
          v = uint64_t{1} << l;
          break;
        case SpecialValue::LanemaskLe:
          v = (uint64_t{2} << l) - 1;
          break;
        case SpecialValue::LanemaskLt:
          v = (uint64_t{1} << l) - 1;
          break;
        case SpecialValue::LanemaskGe:
          v = ~((uint64_t{1} << l) - 1) & 0xffffffffu;
          break;
        case SpecialValue::LanemaskGt:
          v = ~((uint64_t{2} << l) - 1) & 0xffffffffu;
          break;
        case SpecialValue::DynamicSmemSize:
          v = shape_.dynamicSharedBytes;
          break;
        case SpecialValue::TotalSmemSize:
          v = shape_.sharedBytes;
          break;
        case SpecialValue::One:
          v = 1;
          break;
        case SpecialValue::Zero:
          break;
        case SpecialValue::FrameBase:
          v = frameBase;
          break;
      }
      lanes[l] = v;
    }
  }
}

void BlockRun::start(std::array<uint32_t, 3> block) {
  const Code& code = *kernel_.code;
  block_ = block;
  std::fill(registers_.begin(), registers_.end(), 0);
  std::fill(shared_.begin(), shared_.end(), 0);
  const auto& b = shape_.block;
  const uint32_t threads = b[0] * b[1] * b[2];
  for (uint32_t i = 0; i < warps_.size(); ++i) {
    WarpRun& run = warps_[i];
    Warp& w = run.warp;
    w.registers = run.kernelRegisters;
    std::fill(run.local.begin(), run.local.end(), 0);
    run.calls.clear();
    run.output.clear();
    fillFrame(i, w.registers, code.constants, code.specials, 0);
    const uint32_t present = std::min(kLanes, threads - i * kLanes);
    const uint32_t mask = present == kLanes ? kAllLanes : (uint32_t{1} << present) - 1;
    run.stack.assign(1, {0, mask, kNoPc, 0});
    run.waiting = false;
    run.instructions = 0;
    w.clock = 0;
  }
  issued_ = 0;
  threadInstructions_ = 0;
  barriers_ = {};
  released_ = false;
  const uint64_t linear =
      block[0] + uint64_t{shape_.grid[0]} * (block[1] + uint64_t{shape_.grid[1]} * block[2]);
  heapArena_ = shape_.heapBase + linear * shape_.heapArenaBytes;
  heapUsed_ = 0;
  heapLive_.clear();
  heapFreed_.clear();
}

std::array<uint32_t, 3> BlockRun::threadOf(uint32_t warp, uint32_t lane) const {
  const auto& b = shape_.block;
  const uint32_t t = warp * kLanes + lane;
  return {t % b[0], t / b[0] % b[1], t / (b[0] * b[1])};
}

// The lanes of `mask` whose predicate in `slot` is true (false when negated).
static uint32_t predicateMask(const uint64_t* predicate, uint32_t mask, bool negated) {
  uint32_t set = 0;
  for (uint32_t l = 0; l < kLanes; ++l) set |= static_cast<uint32_t>(predicate[l] != 0) << l;
  return mask & (negated ? ~set : set);
}

StepResult BlockRun::step(uint32_t warpIndex) {
  WarpRun& run = warps_[warpIndex];
  Warp& w = run.warp;
  std::vector<StackEntry>& stack = run.stack;
  StackEntry& top = stack.back();
  const uint32_t pc = top.pc;
  const Op& op = kernel_.code->ops[pc];
  const uint32_t active = top.mask;
  const uint32_t mask =
      op.guard == kNoSlot ? active : predicateMask(w.slot(op.guard), active, op.guardNegated);
  StepResult result{StepResult::Kind::Ran, pc, mask};
  ++run.instructions;
  ++issued_;
  w.clock = externalClock_ ? clock_ : issued_;
  threadInstructions_ += static_cast<uint64_t>(std::popcount(active));  // issued to, guard or not
  switch (op.control) {
    case Control::None:
      if (mask && !op.handler(w, op, mask)) return {StepResult::Kind::Fault, pc, mask};
      top.pc = pc + 1;
      break;
    case Control::Branch: {
      const uint32_t notTaken = active & ~mask;
      if (!notTaken) {
        top.pc = op.target;
      } else if (!mask) {
        top.pc = pc + 1;
      } else {
        // Diverge: this entry waits at the reconvergence point; the two
        // paths run above it, the taken one first.
        const uint32_t reconverge = op.reconverge, depth = top.depth;
        top.pc = reconverge;
        stack.push_back({pc + 1, notTaken, reconverge, depth});
        stack.push_back({op.target, mask, reconverge, depth});
      }
      break;
    }
    case Control::Exit:
      for (StackEntry& e : stack) e.mask &= ~mask;
      stack.back().pc = pc + 1;
      break;
    case Control::Call:
      top.pc = pc + 1;
      if (mask && !call(warpIndex, op, pc, mask)) return {StepResult::Kind::Fault, pc, mask};
      break;
    case Control::Return: {
      // The lanes leave every entry of the call's frame; the call returns
      // when the last entry empties (below).
      top.pc = pc + 1;
      const uint32_t depth = top.depth;
      for (auto e = stack.rbegin(); e != stack.rend() && e->depth == depth; ++e) e->mask &= ~mask;
      break;
    }
    case Control::BranchIndexed:
      if (!branchIndexed(warpIndex, op, pc, active, mask))
        return {StepResult::Kind::Fault, pc, mask};
      break;
    case Control::Barrier:
      top.pc = pc + 1;
      if (mask) {
        if (!arrive(warpIndex, op, mask, pc)) return {StepResult::Kind::Fault, pc, mask};
        result.kind = StepResult::Kind::Barrier;
      }
      break;
  }
  // Reconverge (an entry reaching its post-dominator), drop emptied entries.
  while (!stack.empty() && (stack.back().mask == 0 || stack.back().pc == stack.back().reconverge)) {
    const uint32_t depth = stack.back().depth;
    stack.pop_back();
    if (depth != 0 && (stack.empty() || stack.back().depth < depth)) finishCall(run);
  }
  if (stack.empty()) result.kind = StepResult::Kind::Exited;
  return result;
}

void BlockRun::reserveLocal(WarpRun& run, uint64_t bytes) {
  Warp& w = run.warp;
  if (bytes <= w.localBytes) return;
  // Grow each lane's memory, keeping what the frames below hold (addresses
  // are offsets in the thread's .local memory, so none changes).
  const uint64_t stride = std::max<uint64_t>((bytes + 15) / 16 * 16, uint64_t{w.localBytes} * 2);
  std::vector<uint8_t> grown(size_t{kLanes} * stride + 1, 0);
  for (uint32_t l = 0; l < kLanes; ++l)
    std::memcpy(grown.data() + l * stride, run.local.data() + size_t{l} * w.localBytes,
                w.localBytes);
  run.local = std::move(grown);
  w.local = run.local.data();
  w.localBytes = static_cast<uint32_t>(stride);
}

bool BlockRun::call(uint32_t warpIndex, const Op& op, uint32_t pc, uint32_t mask) {
  WarpRun& run = warps_[warpIndex];
  Warp& w = run.warp;
  const Code& code = *kernel_.code;
  const CallSite& site = code.calls[op.target];
  const uint32_t depth = static_cast<uint32_t>(run.calls.size());
  uint32_t calleeIndex = site.callee, lanes = mask;
  if (calleeIndex == kNoPc) {
    // Indirect: the lowest lane's target now, for the lanes that share it;
    // the others wait at the call, above the caller, and make theirs after.
    const uint64_t* target = w.slot(op.source[0]);
    const uint32_t first = static_cast<uint32_t>(std::countr_zero(mask));
    const uint64_t address = target[first];
    const uint64_t index = (address - kCodeWindow) / 16;
    if (address < kCodeWindow || (address - kCodeWindow) % 16 != 0 ||
        index >= code.functionOfModuleIndex.size() || code.functionOfModuleIndex[index] == kNoPc)
      return w.fail("call",
                    fmt::format("indirect call to 0x{:x}: not the address of a function this "
                                "kernel reaches",
                                address),
                    first, address);
    calleeIndex = code.functionOfModuleIndex[index];
    lanes = 0;
    for (uint32_t m = mask; m; m &= m - 1) {
      const uint32_t l = static_cast<uint32_t>(std::countr_zero(m));
      if (target[l] == address) lanes |= uint32_t{1} << l;
    }
    if (lanes != mask) run.stack.push_back({pc, mask & ~lanes, pc + 1, depth});
  }
  const FunctionCode& callee = code.functions[calleeIndex];
  if (callee.builtin != Builtin::None) return builtin(warpIndex, site, callee.builtin, lanes);
  const uint32_t first = static_cast<uint32_t>(std::countr_zero(lanes));
  if (depth + 1 > kMaxCallDepth)
    return w.fail("stack",
                  fmt::format("stack overflow: calling '{}' would make {} nested calls, past the "
                              "simulator's limit of {} a thread",
                              callee.function->name, depth + 1, kMaxCallDepth),
                  first, depth + 1);
  // The caller's frame, then the callee's above it.
  const uint64_t callerBase = depth ? run.calls.back().localBase : 0;
  const uint64_t callerBytes =
      depth ? code.functions[run.calls.back().function].frameBytes : code.localBytes;
  const uint64_t base = callerBase + callerBytes;
  if (base + callee.frameBytes > kMaxLocalStack)
    return w.fail("stack",
                  fmt::format("stack overflow: calling '{}' needs {} bytes of .local memory a "
                              "thread, past the simulator's limit of {}",
                              callee.function->name, base + callee.frameBytes, kMaxLocalStack),
                  first, base + callee.frameBytes);
  reserveLocal(run, base + callee.frameBytes);
  const size_t registerOffset =
      depth ? run.calls.back().registerOffset +
                  size_t{code.functions[run.calls.back().function].slots} * kLanes
            : 0;
  const size_t frameSlots = size_t{callee.slots} * kLanes;
  // Slots hold 32 lanes of 8 bytes: a thread's share of the frames' registers.
  const uint64_t registerStack = (registerOffset + frameSlots) / kLanes * 8;
  if (registerStack > kMaxRegisterStack)
    return w.fail("stack",
                  fmt::format("stack overflow: calling '{}' needs {} bytes of registers a thread "
                              "for the frames, past the simulator's limit of {}",
                              callee.function->name, registerStack, kMaxRegisterStack),
                  first, registerStack);
  if (run.frameRegisters.size() < registerOffset + frameSlots)
    run.frameRegisters.resize(registerOffset + frameSlots);
  const uint64_t* caller =
      depth ? run.frameRegisters.data() + run.calls.back().registerOffset : run.kernelRegisters;
  uint64_t* frame = run.frameRegisters.data() + registerOffset;
  std::fill_n(frame, frameSlots, 0);
  fillFrame(warpIndex, frame, callee.constants, callee.specials, base);
  // CC.CF goes into the call and comes back out (finishCall), as if the
  // callee were inlined: the PTX ISA leaves the flag undefined across calls,
  // and nvcc -G's PTX carries a chain through them (CGBN's chain_t methods,
  // each a .func at -G: mad.lo.cc in one call, madc.lo.cc in the next).
  const uint32_t callerCarry =
      depth ? code.functions[run.calls.back().function].carrySlot : code.carrySlot;
  for (uint32_t m = lanes; m; m &= m - 1) {
    const uint32_t l = static_cast<uint32_t>(std::countr_zero(m));
    frame[size_t{callee.carrySlot} * kLanes + l] = caller[size_t{callerCarry} * kLanes + l];
  }
  // The callee's frame starts zeroed, its parameters copied in.
  const size_t arguments = std::min(site.arguments.size(), callee.paramOffsets.size());
  for (uint32_t m = lanes; m; m &= m - 1) {
    const uint32_t l = static_cast<uint32_t>(std::countr_zero(m));
    uint8_t* thread = w.local + size_t{l} * w.localBytes;
    std::memset(thread + base, 0, callee.frameBytes);
    for (size_t i = 0; i < arguments; ++i) {
      const CallValue& value = site.arguments[i];
      if (callee.paramSlots[i] != kNoSlot) {
        // A .reg parameter: the callee's register, the value cut to its bits.
        uint64_t bits = 0;
        if (value.slot != kNoSlot)
          bits = caller[size_t{value.slot} * kLanes + l];
        else
          std::memcpy(&bits, thread + callerBase + value.offset, std::min<size_t>(8, value.bytes));
        frame[size_t{callee.paramSlots[i]} * kLanes + l] = bits & callee.paramMasks[i];
        continue;
      }
      uint8_t* into = thread + base + callee.paramOffsets[i];
      if (value.slot != kNoSlot) {
        const uint64_t bits = caller[size_t{value.slot} * kLanes + l];
        std::memcpy(into, &bits, std::min<size_t>(8, callee.paramBytes[i]));
      } else {
        std::memcpy(into, thread + callerBase + value.offset,
                    std::min(value.bytes, callee.paramBytes[i]));
      }
    }
  }
  run.calls.push_back({calleeIndex, op.target, lanes, registerOffset, base});
  w.registers = frame;
  run.stack.push_back({callee.firstPc, lanes, kNoPc, depth + 1});
  return true;
}

void BlockRun::finishCall(WarpRun& run) {
  Warp& w = run.warp;
  const Code& code = *kernel_.code;
  const CallFrame frame = run.calls.back();
  run.calls.pop_back();
  const FunctionCode& callee = code.functions[frame.function];
  const CallSite& site = code.calls[frame.site];
  uint64_t* caller = run.calls.empty()
                         ? run.kernelRegisters
                         : run.frameRegisters.data() + run.calls.back().registerOffset;
  const uint64_t callerBase = run.calls.empty() ? 0 : run.calls.back().localBase;
  const uint64_t* calleeRegisters = run.frameRegisters.data() + frame.registerOffset;
  const uint32_t callerCarry =
      run.calls.empty() ? code.carrySlot : code.functions[run.calls.back().function].carrySlot;
  for (uint32_t m = frame.mask; m; m &= m - 1) {
    const uint32_t l = static_cast<uint32_t>(std::countr_zero(m));
    caller[size_t{callerCarry} * kLanes + l] =
        calleeRegisters[size_t{callee.carrySlot} * kLanes + l];
  }
  const size_t returns = std::min(site.returns.size(), callee.returnOffsets.size());
  for (uint32_t m = frame.mask; m && returns; m &= m - 1) {
    const uint32_t l = static_cast<uint32_t>(std::countr_zero(m));
    uint8_t* thread = w.local + size_t{l} * w.localBytes;
    for (size_t i = 0; i < returns; ++i) {
      const CallValue& value = site.returns[i];
      if (callee.returnSlots[i] != kNoSlot) {
        // A .reg return value: the callee's register, cut to its bits.
        const uint64_t bits =
            calleeRegisters[size_t{callee.returnSlots[i]} * kLanes + l] & callee.returnMasks[i];
        if (value.slot != kNoSlot)
          caller[size_t{value.slot} * kLanes + l] =
              value.bytes >= 8 ? bits : bits & ((uint64_t{1} << (value.bytes * 8)) - 1);
        else
          std::memcpy(thread + callerBase + value.offset, &bits, std::min<size_t>(8, value.bytes));
        continue;
      }
      const uint8_t* from = thread + frame.localBase + callee.returnOffsets[i];
      if (value.slot != kNoSlot) {
        uint64_t bits = 0;
        std::memcpy(&bits, from, std::min<size_t>({8, callee.returnBytes[i], value.bytes}));
        caller[size_t{value.slot} * kLanes + l] = bits;
      } else {
        std::memcpy(thread + callerBase + value.offset, from,
                    std::min(value.bytes, callee.returnBytes[i]));
      }
    }
  }
  w.registers = caller;
}

bool BlockRun::branchIndexed(uint32_t warpIndex, const Op& op, uint32_t pc, uint32_t active,
                             uint32_t mask) {
  WarpRun& run = warps_[warpIndex];
  Warp& w = run.warp;
  std::vector<StackEntry>& stack = run.stack;
  if (!mask) {
    stack.back().pc = pc + 1;
    return true;
  }
  const std::vector<uint32_t>& table = kernel_.code->branchTables[op.target];
  const uint64_t* index = w.slot(op.source[0]);
  for (uint32_t m = mask; m; m &= m - 1) {
    const uint32_t l = static_cast<uint32_t>(std::countr_zero(m));
    const uint32_t i = static_cast<uint32_t>(index[l]);
    if (i >= table.size())
      return w.fail(
          "branch",
          fmt::format("brx.idx: index {} is outside its table of {} targets", i, table.size()), l,
          i);
  }
  // The lanes by target: one entry each, the lowest lane's target on top.
  uint32_t groups[kLanes], targets[kLanes], count = 0;
  for (uint32_t m = mask; m;) {
    const uint32_t l = static_cast<uint32_t>(std::countr_zero(m));
    const uint32_t target = table[static_cast<uint32_t>(index[l])];
    uint32_t lanes = 0;
    for (uint32_t n = m; n; n &= n - 1) {
      const uint32_t k = static_cast<uint32_t>(std::countr_zero(n));
      if (table[static_cast<uint32_t>(index[k])] == target) lanes |= uint32_t{1} << k;
    }
    groups[count] = lanes;
    targets[count++] = target;
    m &= ~lanes;
  }
  const uint32_t notTaken = active & ~mask;
  StackEntry& top = stack.back();
  if (count == 1 && !notTaken) {
    top.pc = targets[0];
    return true;
  }
  const uint32_t reconverge = op.reconverge, depth = top.depth;
  top.pc = reconverge;
  if (notTaken) stack.push_back({pc + 1, notTaken, reconverge, depth});
  for (uint32_t g = count; g-- > 0;) stack.push_back({targets[g], groups[g], reconverge, depth});
  return true;
}

std::string BlockRun::output() const {
  std::string text;
  for (const WarpRun& run : warps_) text += run.output;
  return text;
}

std::optional<BlockFault> BlockRun::run(const RunBudget& budget) {
  // Rounds in a row in which every warp that ran ended its turn waiting on an
  // mbarrier phase and no mbarrier changed: past kStalledRounds, none ever
  // will (a spin loop with a give-up count of its own ends before that).
  constexpr uint32_t kStalledRounds = 10000;
  uint32_t stalled = 0;
  while (true) {
    bool anyLive = false, anyRan = false, allYielded = true, changed = false;
    uint32_t lastWaiter = 0, lastWaitPc = 0;
    for (uint32_t i = 0; i < warps_.size(); ++i) {
      WarpRun& run = warps_[i];
      if (run.stack.empty()) continue;
      anyLive = true;
      bool yielded = false;
      const bool ran = !run.waiting;
      while (!run.waiting && !run.stack.empty()) {
        const StepResult r = step(i);
        if (r.kind == StepResult::Kind::Fault) {
          const Warp& w = run.warp;
          return BlockFault{w.faultKind, w.faultMessage, r.pc, i, w.faultLane, w.faultValue};
        }
        if (run.instructions >= budget.maxInstructions) {
          return BlockFault{"watchdog",
                            fmt::format("warp {} ran {} instructions without ending (the limit; "
                                        "raise it with --max-instructions)",
                                        i, run.instructions),
                            run.stack.back().pc,
                            i,
                            static_cast<uint32_t>(std::countr_zero(run.stack.back().mask)),
                            run.instructions};
        }
        if ((run.instructions & 0xffff) == 0) {
          const uint32_t lane = static_cast<uint32_t>(std::countr_zero(run.stack.back().mask));
          if (budget.firstFault &&
              budget.block > budget.firstFault->load(std::memory_order_relaxed))
            return BlockFault{"cancelled", "", run.stack.back().pc, i, lane, std::nullopt};
          if (budget.deadline.passed())
            return BlockFault{"time-limit", "", run.stack.back().pc, i, lane, std::nullopt};
        }
        Warp& w = run.warp;
        changed = changed || w.mbarrierChanged;
        w.mbarrierChanged = false;
        if (w.mbarrierWaiting) {
          // An incomplete mbarrier phase: the other warps run before this
          // one tests it again.
          w.mbarrierWaiting = false;
          yielded = true;
          lastWaiter = i;
          lastWaitPc = r.pc;
          break;
        }
      }
      if (ran) {
        anyRan = true;
        allYielded = allYielded && yielded;
      }
    }
    if (!anyLive) return std::nullopt;
    stalled = anyRan && allYielded && !changed ? stalled + 1 : 0;
    if (stalled > kStalledRounds) {
      const Warp& w = warps_[lastWaiter].warp;
      return BlockFault{"deadlock",
                        fmt::format("every warp still running waits on an mbarrier phase that "
                                    "never completes (warp {} on the object at 0x{:x}, after {} "
                                    "rounds in which no warp arrived)",
                                    lastWaiter, w.mbarrierAddress, kStalledRounds),
                        lastWaitPc,
                        lastWaiter,
                        0,
                        w.mbarrierAddress};
    }
    // Every live warp has run until it waits, yields or ended; one released
    // after its turn runs next.
    bool live = false, moving = false;
    for (const WarpRun& run : warps_) {
      live = live || !run.stack.empty();
      moving = moving || (!run.stack.empty() && !run.waiting);
    }
    if (live && !moving && !releaseBarrier()) return barrierFault();
  }
}

// --- Barriers (PTX ISA 9.7.13.1) ---------------------------------------------------
// A barrier counts the threads that arrive (bar.arrive, bar.sync, bar.red)
// and releases its waiting warps when as many have arrived as its thread count
// says, or, without a count, every thread of the block that has not exited.
// When no warp can run and a barrier still waits, the threads missing from it
// will never come (they branched around it, or wait at another barrier): a
// fault names the barrier and them, as compute-sanitizer's synccheck does.

// The lanes a barrier waits for: those not exited, less those parked at a
// reconvergence point that is an exit (`@%p bra END; bar.sync 0; ... END:
// ret;`, nvcc's early return): they only wait to exit.
uint32_t BlockRun::liveLanes(uint32_t warp) const {
  const WarpRun& run = warps_[warp];
  const std::vector<Op>& ops = kernel_.code->ops;
  uint32_t lanes = run.waiting ? run.arrived : 0, above = 0;
  for (auto e = run.stack.rbegin(); e != run.stack.rend(); ++e) {
    const uint32_t own = e->mask & ~above;
    const bool exits =
        e->pc < ops.size() && ops[e->pc].control == Control::Exit && ops[e->pc].guard == kNoSlot;
    if (!exits) lanes |= own;
    above |= e->mask;
  }
  return lanes;
}

uint32_t BlockRun::liveThreads() const {
  uint32_t threads = 0;
  for (uint32_t i = 0; i < warps_.size(); ++i)
    threads += static_cast<uint32_t>(std::popcount(liveLanes(i)));
  return threads;
}

bool BlockRun::arrive(uint32_t warpIndex, const Op& op, uint32_t mask, uint32_t pc) {
  WarpRun& run = warps_[warpIndex];
  Warp& w = run.warp;
  const uint32_t lane = static_cast<uint32_t>(std::countr_zero(mask));
  const uint64_t id = w.slot(op.source[0])[lane];
  if (id >= barriers_.size())
    return w.fail("barrier",
                  fmt::format("barrier {} does not exist: a block has barriers 0 to 15", id), lane,
                  id);
  const auto& b = shape_.block;
  const uint32_t blockThreads = b[0] * b[1] * b[2];
  uint32_t expected = 0;
  if (op.source[1] != kNoSlot) {
    // 0 stands for every thread of the block (ptxas takes `bar.sync 0, 0`), but
    // for bar.arrive, which needs a count.
    const uint64_t count = w.slot(op.source[1])[lane];
    const uint64_t rounded = (uint64_t{blockThreads} + kLanes - 1) / kLanes * kLanes;
    const bool arrive = static_cast<BarrierKind>(op.variant) == BarrierKind::Arrive;
    if ((count == 0 && arrive) || count % kLanes != 0 || count > rounded)
      return w.fail("barrier",
                    fmt::format("barrier {}'s thread count {} is not a multiple of 32 from 32 to "
                                "the block's {} threads",
                                id, count, rounded),
                    lane, count);
    expected = static_cast<uint32_t>(count);
  }
  Barrier& barrier = barriers_[id];
  if (barrier.arrived == 0) {
    barrier = Barrier{};
    barrier.expected = expected;
    barrier.pc = pc;
  } else if (barrier.expected != expected) {
    const auto described = [](uint32_t n) {
      return n ? fmt::format("{} threads", n) : std::string("all the block's threads");
    };
    return w.fail("barrier",
                  fmt::format("barrier {} is awaited here for {}, but for {} by the threads that "
                              "reached it first",
                              id, described(expected), described(barrier.expected)),
                  lane, id);
  }
  barrier.arrived += static_cast<uint32_t>(std::popcount(mask));
  const auto kind = static_cast<BarrierKind>(op.variant);
  if (kind == BarrierKind::ReducePopc || kind == BarrierKind::ReduceAnd ||
      kind == BarrierKind::ReduceOr) {
    const uint64_t* predicate = w.slot(op.source[2]);
    uint32_t set = 0;
    for (uint32_t l = 0; l < kLanes; ++l) set |= static_cast<uint32_t>(predicate[l] != 0) << l;
    if ((op.negated >> 2) & 1) set = ~set;  // `!%p`
    set &= mask;
    barrier.popc += static_cast<uint32_t>(std::popcount(set));
    barrier.all = barrier.all && set == mask;
    barrier.any = barrier.any || set != 0;
  }
  if (kind != BarrierKind::Arrive) {
    run.waiting = true;
    run.barrier = static_cast<uint32_t>(id);
    run.arrived = mask;
    run.barrierOp = &op;
  }
  complete(static_cast<uint32_t>(id));
  return true;
}

void BlockRun::complete(uint32_t id) {
  Barrier& barrier = barriers_[id];
  if (barrier.arrived == 0) return;
  const uint32_t expected = barrier.expected ? barrier.expected : liveThreads();
  if (barrier.arrived < expected) return;
  for (WarpRun& run : warps_) {
    if (!run.waiting || run.barrier != id) continue;
    run.waiting = false;
    const Op& op = *run.barrierOp;
    const auto kind = static_cast<BarrierKind>(op.variant);
    if (kind == BarrierKind::Sync || op.dest[0] == kNoSlot) continue;
    const uint64_t value = kind == BarrierKind::ReducePopc  ? barrier.popc
                           : kind == BarrierKind::ReduceAnd ? uint64_t{barrier.all}
                                                            : uint64_t{barrier.any};
    uint64_t* d = run.warp.slot(op.dest[0]);
    for (uint32_t m = run.arrived; m; m &= m - 1) d[std::countr_zero(m)] = value;
  }
  barrier = Barrier{};
  released_ = true;
}

bool BlockRun::releaseBarrier() {
  for (uint32_t id = 0; id < barriers_.size(); ++id) complete(id);  // exits may complete one
  const bool released = released_;
  released_ = false;
  return released;
}

std::optional<BlockFault> BlockRun::barrierFault() const {
  auto lineOf = [&](uint32_t pc) {
    const Instruction* instruction = kernel_.code->instructionAt(pc);
    return instruction && kernel_.code->module ? kernel_.code->module->location(*instruction).line
                                               : 0;
  };
  for (uint32_t id = 0; id < barriers_.size(); ++id) {
    const Barrier& barrier = barriers_[id];
    if (barrier.arrived == 0) continue;
    // The threads still alive that are not waiting here, and where the first is.
    std::vector<std::pair<uint32_t, uint32_t>> missing;  // (warp, lane mask)
    uint32_t missingCount = 0;
    std::string where;
    uint32_t firstWarp = 0, firstLane = 0;
    bool haveFirst = false;
    for (uint32_t i = 0; i < warps_.size(); ++i) {
      const WarpRun& run = warps_[i];
      const bool here = run.waiting && run.barrier == id;
      if (here && !haveFirst) {
        firstWarp = i;
        firstLane = static_cast<uint32_t>(std::countr_zero(run.arrived));
        haveFirst = true;
      }
      const uint32_t absent = liveLanes(i) & ~(here ? run.arrived : 0u);
      if (absent == 0) continue;
      missing.push_back({i, absent});
      missingCount += static_cast<uint32_t>(std::popcount(absent));
      if (!where.empty()) continue;
      const uint32_t lane = static_cast<uint32_t>(std::countr_zero(absent));
      if (run.waiting && run.barrier != id) {
        where = fmt::format("waits at barrier {} (line {})", run.barrier,
                            lineOf(barriers_[run.barrier].pc));
      } else {
        // The innermost SIMT stack entry holding it: where it would go on.
        for (auto e = run.stack.rbegin(); e != run.stack.rend(); ++e) {
          if ((e->mask >> lane) & 1) {
            where = run.waiting || here
                        ? fmt::format("is on another path of its warp (line {})", lineOf(e->pc))
                        : fmt::format("is at line {}", lineOf(e->pc));
            break;
          }
        }
      }
    }
    if (!haveFirst) continue;  // arrivals (bar.arrive) but nobody waits
    std::string threads;
    size_t shown = 0;
    for (const auto& [warp, lanes] : missing) {
      // Runs of consecutive lanes, each named by its first and last thread.
      for (uint32_t m = lanes; m && shown < 4; ++shown) {
        const uint32_t first = static_cast<uint32_t>(std::countr_zero(m));
        uint32_t last = first;
        while (last + 1 < kLanes && ((m >> (last + 1)) & 1)) ++last;
        const uint32_t run = last - first + 1;
        m &= ~((run >= kLanes ? kAllLanes : (uint32_t{1} << run) - 1) << first);
        const auto a = threadOf(warp, first), z = threadOf(warp, last);
        if (!threads.empty()) threads += ", ";
        threads += first == last
                       ? fmt::format("({},{},{})", a[0], a[1], a[2])
                       : fmt::format("({},{},{})..({},{},{})", a[0], a[1], a[2], z[0], z[1], z[2]);
      }
    }
    if (shown >= 4) threads += ", ...";
    const std::string waitsFor = barrier.expected ? fmt::format("{} threads", barrier.expected)
                                                  : fmt::format("all {} live threads of the block",
                                                                barrier.arrived + missingCount);
    std::string message = fmt::format(
        "divergent barrier: barrier {} waits for {}, {} arrived and no other thread can reach it",
        id, waitsFor, barrier.arrived);
    if (missingCount > 0)
      message += fmt::format("; {} thread{} missing: {} (the first {})", missingCount,
                             missingCount == 1 ? "" : "s", threads, where);
    return BlockFault{"barrier", message, barrier.pc, firstWarp, firstLane, id};
  }
  return BlockFault{
      "barrier", "every live warp waits at a barrier and none can complete", 0, 0, 0, std::nullopt};
}

}  // namespace gpuasm::ptx
