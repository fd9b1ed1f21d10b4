// What the SM timing model knows of each op before it runs (timing_ops.hpp):
// the configuration's timing of each op, and ptxas's static schedule.
#include "targets/ptx/machine/timing_ops.hpp"

#include <algorithm>
#include <map>

#include "targets/ptx/machine/simulator.hpp"

namespace gpuasm::ptx {

std::vector<TimedOp> timeOps(const Code& code, const SmConfig& config) {
  std::vector<bool> fixed(code.maxSlots, false);  // numbers and special registers: never written
  for (const auto& [slot, value] : code.constants) fixed[slot] = true;
  for (const auto& [slot, which] : code.specials) fixed[slot] = true;
  std::vector<TimedOp> timed;
  timed.reserve(code.ops.size());
  std::map<std::vector<uint32_t>, uint32_t> unitSets;
  for (const Op& op : code.ops) {
    TimedOp t;
    const Instruction* instruction =
        code.instructionAt(static_cast<uint32_t>(&op - code.ops.data()));
    t.opClass = instruction ? instruction->row->timing.of(instruction->type) : OpClass::Branch;
    const ClassTiming& timing = config.timing[static_cast<size_t>(t.opClass)];
    t.latency = timing.latency;
    t.interval = timing.interval;
    t.stall = timing.stall;
    // An arithmetic instruction the configuration's [[ptxas]] table names is
    // timed as the machine operations ptxas emits for it.
    const bool arithmetic = t.opClass != OpClass::LoadStore && t.opClass != OpClass::Branch &&
                            t.opClass != OpClass::Barrier;
    if (const PtxasOp* row = instruction && arithmetic && op.handler && op.control == Control::None
                                 ? config.ptxasFor(instruction->opcode())
                                 : nullptr) {
      if (row->sass.empty()) {
        t.free = true;
        t.latency = 0;
        t.stall = 0;
      } else {
        t.opClass = row->opClass;
        t.latency = row->latency;
        t.interval = row->interval;
        t.stall = row->stall;
        t.carryLatency = row->carryLatency;
      }
    }
    // The collector reads the general registers; the guard and CC.CF come
    // from registers of their own (predicates, the condition code).
    auto read = [&](uint32_t slot, bool general) {
      if (slot == kNoSlot) return;
      t.reads.push_back(slot);
      if (general && !fixed[slot]) ++t.registerReads;
    };
    for (uint32_t s : op.source) read(s, true);
    read(op.base, true);
    read(op.guard, false);
    for (uint32_t d : op.dest)
      if (d != kNoSlot) t.writes.push_back(d);
    if (instruction) {
      const Carry carry = instruction->row->carry;
      if (carry == Carry::In || carry == Carry::InOut) read(code.carrySlot, false);
      if (carry == Carry::Out || carry == Carry::InOut) t.writes.push_back(code.carrySlot);
      if (t.opClass == OpClass::LoadStore) {
        const MemoryTiming& m = config.memory;
        switch (instruction->space) {
          case StateSpace::Shared:
            t.latency = m.sharedLatency;
            t.sharedAccess = true;
            t.accessBytes = uint32_t{op.bytes} * op.vector;
            break;
          case StateSpace::Local:
            t.latency = m.localLatency;
            t.dramBytes = uint32_t{op.bytes} * op.vector;
            break;
          case StateSpace::Const:
            t.latency = m.constLatency;
            break;
          case StateSpace::Param:
            t.latency = m.paramLatency;
            break;
          default:
            t.latency = m.globalLatency;
            t.dramBytes = uint32_t{op.bytes} * op.vector;
            if (instruction->row->semantics == Semantics::Load) {
              t.globalLoad = true;
              t.accessBytes = t.dramBytes;
            }
            break;
        }
      }
    }
    for (uint32_t u = 0; u < config.units.size(); ++u) {
      const UnitGroup& unit = config.units[u];
      if (std::find(unit.classes.begin(), unit.classes.end(), t.opClass) != unit.classes.end())
        t.units.push_back(u);
    }
    t.unitSet = unitSets.emplace(t.units, static_cast<uint32_t>(unitSets.size())).first->second;
    timed.push_back(std::move(t));
  }
  return timed;
}

namespace {

// Whether an op may move within its basic block as ptxas moves it: register
// arithmetic only (no memory, no control, no fence, no warp-wide exchange,
// no clock or other special-register read, whose value depends on when it runs).
bool movable(const Code& code, const Op& op, const TimedOp& t, const std::vector<bool>& special) {
  if (op.handler == nullptr || op.control != Control::None || op.base != kNoSlot) return false;
  switch (t.opClass) {
    case OpClass::IntAlu:
    case OpClass::IntMul:
    case OpClass::IntMul64:
    case OpClass::FloatAdd:
    case OpClass::FloatMul:
    case OpClass::Float64:
    case OpClass::Special:
      break;
    default:
      return false;
  }
  const Instruction* instruction = code.instructionAt(static_cast<uint32_t>(&op - code.ops.data()));
  if (!instruction) return false;
  switch (instruction->row->semantics) {
    case Semantics::NoEffect:
    case Semantics::Shfl:
    case Semantics::Vote:
    case Semantics::Elect:
    case Semantics::WarpSync:
      return false;
    default:
      break;
  }
  for (uint32_t slot : t.reads)
    if (slot < special.size() && special[slot]) return false;
  return true;
}

// The cycles after `t` issues until the value of `slot` it writes is there.
uint32_t latencyOf(const TimedOp& t, uint32_t slot, uint32_t carrySlot) {
  return slot == carrySlot && t.carryLatency ? t.carryLatency : t.latency;
}

// Whether a unit group executes both ops (the same pipe).
bool sharesUnit(const TimedOp& a, const TimedOp& b) {
  for (uint32_t u : a.units)
    if (std::find(b.units.begin(), b.units.end(), u) != b.units.end()) return true;
  return false;
}

}  // namespace

std::vector<uint32_t> scheduleLikePtxas(Code& code, std::vector<TimedOp>& timed) {
  const size_t count = code.ops.size();
  std::vector<uint32_t> stall(count, 1);
  auto stallOf = [](const TimedOp& t) { return t.stall; };
  for (size_t pc = 0; pc < count; ++pc) stall[pc] = stallOf(timed[pc]);
  // Pcs something jumps to, returns to or reconverges at start a block.
  std::vector<bool> leader(count + 1, false);
  for (const Op& op : code.ops) {
    if (op.control != Control::Branch) continue;  // a call's or brx.idx's target is an index
    if (op.target != kNoPc && op.target <= count) leader[op.target] = true;
    if (op.reconverge != kNoPc && op.reconverge <= count) leader[op.reconverge] = true;
  }
  for (const auto& table : code.branchTables)
    for (uint32_t pc : table)
      if (pc <= count) leader[pc] = true;
  for (const FunctionCode& f : code.functions) {
    if (f.firstPc <= count) leader[f.firstPc] = true;
    if (f.endPc <= count) leader[f.endPc] = true;
  }
  std::vector<bool> special(code.maxSlots, false);
  for (const auto& [slot, which] : code.specials)
    if (which == SpecialValue::Zero && slot < special.size()) special[slot] = true;
  std::vector<bool> canMove(count);
  for (size_t pc = 0; pc < count; ++pc)
    canMove[pc] = movable(code, code.ops[pc], timed[pc], special);

  size_t start = 0;
  while (start < count) {
    if (!canMove[start]) {
      ++start;
      continue;
    }
    size_t end = start + 1;
    while (end < count && canMove[end] && !leader[end]) ++end;
    const size_t n = end - start;
    if (n >= 2) {
      // Dependences within the run: read after write (the producer's
      // latency), write after write (1), write after read (0).
      struct Edge {
        uint32_t to, delay;
      };
      std::vector<std::vector<Edge>> successors(n);
      std::vector<uint32_t> waiting(n, 0);
      std::map<uint32_t, uint32_t> lastWriter;
      std::map<uint32_t, std::vector<uint32_t>> readersSince;
      auto edge = [&](uint32_t from, uint32_t to, uint32_t delay) {
        successors[from].push_back({to, delay});
        ++waiting[to];
      };
      for (uint32_t j = 0; j < n; ++j) {
        const TimedOp& t = timed[start + j];
        for (uint32_t slot : t.reads)
          if (auto w = lastWriter.find(slot); w != lastWriter.end())
            edge(w->second, j, latencyOf(timed[start + w->second], slot, code.carrySlot));
        for (uint32_t slot : t.writes) {
          if (auto w = lastWriter.find(slot); w != lastWriter.end()) edge(w->second, j, 1);
          for (uint32_t reader : readersSince[slot])
            if (reader != j) edge(reader, j, 0);
          readersSince[slot].clear();
          lastWriter[slot] = j;
        }
        for (uint32_t slot : t.reads) readersSince[slot].push_back(j);
      }
      std::vector<uint64_t> priority(n, 0);  // the longest latency path to the run's end
      for (uint32_t i = static_cast<uint32_t>(n); i-- > 0;) {
        uint64_t longest = timed[start + i].latency;
        for (const Edge& e : successors[i]) longest = std::max(longest, e.delay + priority[e.to]);
        priority[i] = longest;
      }
      std::vector<uint64_t> readyAt(n, 0);
      std::vector<bool> placed(n, false);
      std::vector<uint32_t> order;
      std::vector<uint64_t> issueAt;
      order.reserve(n);
      // An op issues a cycle after the op placed before it, and its stall
      // count after the last op placed on the same units, whatever went
      // between (ptxas 13, sm_90: IMAD then FMUL 2 cycles apart, IMAD then
      // IADD3 1; MUFUs 8 apart with FMULs between them). Per unit set
      // (a handful): an op of the set, and the cycle from which the units'
      // next op may issue.
      struct UnitsFree {
        uint32_t unitSet, op;
        uint64_t from;
      };
      std::vector<UnitsFree> unitsFree;
      bool placedOne = false;
      uint64_t previousAt = 0;
      auto allowedAt = [&](uint32_t j) -> uint64_t {
        if (!placedOne) return 0;
        uint64_t at = previousAt + 1;
        for (const UnitsFree& f : unitsFree)
          if (f.from > at && sharesUnit(timed[start + f.op], timed[start + j])) at = f.from;
        return at;
      };
      uint64_t cycle = 0;
      while (order.size() < n) {
        int64_t best = -1;
        uint64_t soonest = UINT64_MAX;
        for (uint32_t j = 0; j < n; ++j) {
          if (placed[j] || waiting[j] != 0) continue;
          const uint64_t at = std::max(readyAt[j], allowedAt(j));
          if (at > cycle) {
            soonest = std::min(soonest, at);
            continue;
          }
          if (best < 0 || priority[j] > priority[static_cast<size_t>(best)]) best = j;
        }
        if (best < 0) {
          cycle = soonest;
          continue;
        }
        const uint32_t chosen = static_cast<uint32_t>(best);
        placed[chosen] = true;
        order.push_back(chosen);
        issueAt.push_back(cycle);
        for (const Edge& e : successors[chosen]) {
          readyAt[e.to] = std::max(readyAt[e.to], cycle + e.delay);
          --waiting[e.to];
        }
        // An op ptxas emits nothing for takes no issue cycle.
        const TimedOp& placedOp = timed[start + chosen];
        if (placedOp.free) continue;
        placedOne = true;
        previousAt = cycle;
        const uint64_t from = cycle + stallOf(placedOp);
        auto same = std::find_if(unitsFree.begin(), unitsFree.end(),
                                 [&](const UnitsFree& f) { return f.unitSet == placedOp.unitSet; });
        if (same == unitsFree.end())
          unitsFree.push_back({placedOp.unitSet, chosen, from});
        else if (from > same->from)
          *same = {placedOp.unitSet, chosen, from};
        ++cycle;
      }
      std::vector<Op> ops(n);
      std::vector<TimedOp> times(n);
      for (uint32_t k = 0; k < n; ++k) {
        ops[k] = code.ops[start + order[k]];
        times[k] = std::move(timed[start + order[k]]);
      }
      for (uint32_t k = 0; k < n; ++k) {
        code.ops[start + k] = ops[k];
        timed[start + k] = std::move(times[k]);
      }
      // Each op's stall: the cycles to the next op that takes an issue slot.
      uint64_t nextIssue = UINT64_MAX;
      for (uint32_t k = static_cast<uint32_t>(n); k-- > 0;) {
        const TimedOp& t = timed[start + k];
        if (t.free) {
          stall[start + k] = 0;
          continue;
        }
        stall[start + k] =
            nextIssue == UINT64_MAX ? stallOf(t) : static_cast<uint32_t>(nextIssue - issueAt[k]);
        nextIssue = issueAt[k];
      }
    }
    start = end;
  }
  return stall;
}

}  // namespace gpuasm::ptx
