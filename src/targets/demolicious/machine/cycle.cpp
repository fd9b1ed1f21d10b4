// Cycle model of seed 002 chapter 7: one barrel line issues per cycle, lines
// run the kernel jagged by one rotation each (figure 7.4.2), the spawner
// refills a line when it executes thread_finished, and memory requests go
// through two queues (even and odd cores) each serving one request a cycle.
#include <fmt/format.h>

#include <algorithm>

#include "targets/demolicious/machine/machine.hpp"

namespace gpuasm::demolicious {
namespace {

struct Request {
  uint32_t address;
  uint16_t data;
  uint8_t line;
  uint8_t core;
  bool store;
};

// A growable ring buffer: the queues' depth is unbounded in the model so that
// an overrun can be reported instead of silently dropping requests.
class RequestQueue {
 public:
  RequestQueue() : slots_(64) {}
  bool empty() const { return size_ == 0; }
  uint32_t size() const { return size_; }
  void push(const Request& r) {
    if (size_ == slots_.size()) {
      std::vector<Request> grown(slots_.size() * 2);
      for (uint32_t i = 0; i < size_; ++i) grown[i] = slots_[(head_ + i) % slots_.size()];
      slots_ = std::move(grown);
      head_ = 0;
    }
    slots_[(head_ + size_) % slots_.size()] = r;
    ++size_;
  }
  Request pop() {
    Request r = slots_[head_];
    head_ = (head_ + 1) % static_cast<uint32_t>(slots_.size());
    --size_;
    return r;
  }

 private:
  std::vector<Request> slots_;
  uint32_t head_ = 0;
  uint32_t size_ = 0;
};

struct BarrelLine {
  std::vector<uint16_t> storage;
  Lanes lanes;
  bool active = false;
  uint64_t firstCycle = 0;  // jagged start
  size_t pc = 0;
  uint32_t baseId = 0;
  uint32_t activeLanes = 0;
  uint32_t outstanding = 0;  // requests of this line still queued
};

constexpr size_t kMaxHazardsKept = 16;

}  // namespace

void Machine::runCycle(const Program& program, uint32_t threads, RunReport& report) {
  const uint32_t cores = config.cores;
  const uint32_t height = report.barrelHeight;
  const uint32_t memoryWords = static_cast<uint32_t>(dataMemory.size());
  uint16_t* memory = dataMemory.data();
  const uint32_t warps = (threads + cores - 1) / cores;
  uint32_t nextWarp = 0;
  uint64_t finishedThreads = 0;  // for the watchdog's report

  std::vector<BarrelLine> lines(height);
  auto spawn = [&](BarrelLine& line) {
    std::fill(line.storage.begin(), line.storage.end(), 0);
    line.baseId = nextWarp * cores;
    line.activeLanes = std::min(cores, threads - line.baseId);
    for (uint32_t i = 0; i < cores; ++i) {
      line.lanes.reg[kIdHi][i] = static_cast<uint16_t>((line.baseId + i) >> 16);
      line.lanes.reg[kIdLo][i] = static_cast<uint16_t>(line.baseId + i);
    }
    line.pc = 0;
    line.active = true;
    ++nextWarp;
  };
  uint32_t activeLines = 0;
  for (uint32_t k = 0; k < height; ++k) {
    BarrelLine& line = lines[k];
    line.storage.assign(size_t{kLaneRegisters} * cores, 0);
    for (uint32_t r = 0; r < kLaneRegisters; ++r)
      line.lanes.reg[r] = line.storage.data() + size_t{r} * cores;
    line.lanes.lanes = cores;
    line.lanes.constants = constants.data();
    line.firstCycle = uint64_t{k} * height + k;  // line k starts k rotations late
    if (nextWarp < warps) {
      spawn(line);
      ++activeLines;
    }
  }

  RequestQueue queues[2];
  uint64_t occupancySum[2] = {0, 0};
  auto addHazard = [&](std::string kind, uint64_t cycle, uint32_t lineIndex, size_t pc,
                       uint32_t pending) {
    ++report.hazardCount;
    if (report.hazards.size() >= kMaxHazardsKept) return;
    uint32_t address = program.start + static_cast<uint32_t>(pc);
    report.hazards.push_back({std::move(kind), cycle, lineIndex, address,
                              formatInstruction(program.code[pc]), sourceOf(address), pending});
  };

  uint64_t cycle = 0;
  uint32_t lineIndex = 0;
  while (activeLines > 0 || !queues[0].empty() || !queues[1].empty()) {
    if (cycle >= config.maxCycles) {
      report.fault = Fault::make(
          "watchdog", fmt::format("watchdog: the kernel ran {} cycles without finishing", cycle));
      report.fault->cycle = cycle;
      break;
    }
    if (cycle % kClockCheckCycles == 0 && pastTimeLimit(report, finishedThreads)) {
      report.fault->cycle = cycle;
      break;
    }
    // The SRAMs answer the oldest request of each queue; loads write back into
    // the issuing line's $data before that line's next instruction.
    for (int q = 0; q < 2; ++q) {
      occupancySum[q] += queues[q].size();
      if (queues[q].empty()) continue;
      Request r = queues[q].pop();
      if (r.store) {
        memory[r.address] = r.data;
      } else {
        lines[r.line].lanes.reg[kData][r.core] = memory[r.address];
      }
      --lines[r.line].outstanding;
    }

    BarrelLine& line = lines[lineIndex];
    const bool issues = line.active && cycle >= line.firstCycle;
    if (cycle < config.traceCycles) {
      TraceEntry entry{cycle, lineIndex, std::nullopt, "", line.baseId};
      if (issues && line.pc < program.code.size()) {
        entry.address = program.start + static_cast<uint32_t>(line.pc);
        entry.instruction = formatInstruction(program.code[line.pc]);
      }
      report.trace.push_back(std::move(entry));
    }
    if (issues) {
      const size_t pc = line.pc;
      if (pc == program.code.size()) {
        report.fault = ranOffEnd(program, pc, line.baseId);
        report.fault->cycle = cycle;
        break;
      }
      const Decoded& d = program.code[pc];
      ++report.instructionsIssued;
      report.threadInstructions += line.activeLanes;
      ++line.pc;
      if (!d.info) {
        report.fault = illegalInstruction(program, pc, line.baseId);
        report.fault->cycle = cycle;
        break;
      }
      switch (d.info->kind) {
        case Kind::Alu:
        case Kind::ConstantLoad:
          executeAlu(d, line.lanes);
          break;
        case Kind::Load:
        case Kind::Store: {
          uint32_t pending = queues[0].size() + queues[1].size();
          if (pending) addHazard("queue-overrun", cycle, lineIndex, pc, pending);
          const bool store = d.info->kind == Kind::Store;
          const uint16_t* high = line.lanes.reg[kAddressHi];
          const uint16_t* low = line.lanes.reg[kAddressLo];
          const uint16_t* data = line.lanes.reg[kData];
          for (uint32_t i = 0; i < line.activeLanes; ++i) {
            uint32_t address = memoryAddress(high[i], low[i]);
            if (address >= memoryWords) {
              report.fault = badAddress(program, pc, line.baseId + i, address);
              report.fault->cycle = cycle;
              break;
            }
            queues[i & 1].push({address, data[i], static_cast<uint8_t>(lineIndex),
                                static_cast<uint8_t>(i), store});
            ++report.bankRequests[i & 1];
            ++line.outstanding;
          }
          for (int q = 0; q < 2; ++q) {
            report.maxQueueOccupancy[q] = std::max(report.maxQueueOccupancy[q], queues[q].size());
          }
          break;
        }
        case Kind::Finish:
          finishedThreads += line.activeLanes;
          if (nextWarp < warps) {
            if (line.outstanding)
              addHazard("loads-pending-at-finish", cycle, lineIndex, pc, line.outstanding);
            spawn(line);
          } else {
            line.active = false;
            if (--activeLines == 0 && (!queues[0].empty() || !queues[1].empty())) {
              // The GPU signals "kernel done" now, with requests still queued.
              addHazard("requests-pending-at-finish", cycle, lineIndex, pc,
                        queues[0].size() + queues[1].size());
            }
          }
          break;
      }
      if (report.fault) break;
    }
    ++cycle;
    if (++lineIndex == height) lineIndex = 0;
  }
  report.cycles = cycle;
  for (int q = 0; q < 2; ++q) {
    report.meanQueueOccupancy[q] = cycle ? double(occupancySum[q]) / double(cycle) : 0;
  }
}

}  // namespace gpuasm::demolicious
