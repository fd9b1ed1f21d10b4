// The simulated device (simulator.hpp): device memory and its buffers,
// modules loaded once per program (their .global and .const variables
// placed, each kernel predecoded), and launches that run the grid's blocks on
// host threads, each block a BlockRun (simulator.cpp).
#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <cstring>
#include <map>
#include <mutex>
#include <new>
#include <thread>
#include <utility>

#include "gpuasm/input_file.hpp"
#include "targets/ptx/machine/simulator.hpp"
#include "targets/ptx/program.hpp"

namespace gpuasm::ptx {

GlobalMemory::Allocation& GlobalMemory::allocate(uint64_t bytes) {
  Allocation a;
  a.address = next_;
  a.bytes = bytes;
  a.data = std::make_unique<uint8_t[]>(std::max<uint64_t>(bytes, 1));  // zeroed
  // Keep a gap of at least 4 KiB after each allocation: running off its end faults.
  next_ += (bytes + 4096 + 255) / 256 * 256;
  allocations_.push_back(std::move(a));
  return allocations_.back();
}

GlobalMemory::Allocation* GlobalMemory::find(uint64_t address, uint64_t bytes) {
  return const_cast<Allocation*>(std::as_const(*this).find(address, bytes));
}

const GlobalMemory::Allocation* GlobalMemory::find(uint64_t address, uint64_t bytes) const {
  // Allocations are made at rising addresses: the vector is sorted.
  auto it = std::upper_bound(allocations_.begin(), allocations_.end(), address,
                             [](uint64_t a, const Allocation& x) { return a < x.address; });
  if (it == allocations_.begin()) return nullptr;
  const Allocation& a = *--it;
  if (address - a.address > a.bytes || bytes > a.bytes - (address - a.address)) return nullptr;
  return &a;
}
Buffer SimulatorDevice::createBuffer(uint64_t bytes, std::span<const uint8_t> initial) {
  if (bytes > (uint64_t{1} << 36))
    throw LaunchError{
        fmt::format("cannot allocate {} bytes: the simulator holds at most 64 GiB", bytes), true};
  GlobalMemory::Allocation* a = nullptr;
  try {
    a = &memory_.allocate(bytes);
  } catch (const std::bad_alloc&) {
    throw LaunchError{fmt::format("cannot allocate {} bytes: the host is out of memory", bytes),
                      false};
  }
  if (!initial.empty())
    std::memcpy(a->data.get(), initial.data(), std::min<uint64_t>(bytes, initial.size()));
  buffers_.push_back(a->address);
  return Buffer{static_cast<uint32_t>(buffers_.size())};
}

void SimulatorDevice::write(Buffer buffer, uint64_t offset, std::span<const uint8_t> bytes) {
  uint8_t* at = range(buffer, offset, bytes.size());
  if (!bytes.empty()) std::memcpy(at, bytes.data(), bytes.size());
}

void SimulatorDevice::read(Buffer buffer, uint64_t offset, std::span<uint8_t> bytes) {
  const uint8_t* at = range(buffer, offset, bytes.size());
  if (!bytes.empty()) std::memcpy(bytes.data(), at, bytes.size());
}

const GlobalMemory::Allocation& SimulatorDevice::allocation(Buffer buffer) const {
  if (buffer.id == 0 || buffer.id > buffers_.size())
    throw LaunchError{fmt::format("buffer {} is not one of this device's", buffer.id), true};
  return *memory_.find(buffers_[buffer.id - 1], 0);
}

uint8_t* SimulatorDevice::range(Buffer buffer, uint64_t offset, uint64_t bytes) {
  const GlobalMemory::Allocation& a = allocation(buffer);
  if (offset > a.bytes || bytes > a.bytes - offset)
    throw LaunchError{fmt::format("bytes {}..{} are outside buffer {} ({} bytes)", offset,
                                  offset + bytes, buffer.id, a.bytes),
                      true};
  return a.data.get() + offset;
}

LoadedKernel SimulatorDevice::load(const Kernel& kernel) {
  const Program::State* state = &kernel.program().state();
  auto it = std::find_if(loaded_.begin(), loaded_.end(),
                         [&](const Loaded& l) { return &l.program.state() == state; });
  if (it == loaded_.end()) {
    // Checked before anything is allocated: a 17 GiB .global array is a few bytes of text.
    if (std::string error = moduleVariablesError(*state->module); !error.empty())
      throw LaunchError{fmt::format("{}:{}", state->name, error), false};
    Loaded l{kernel.program(), 0, 0, 0, {}};
    ModuleLayout layout = moduleLayout(*state->module);
    l.globalsBase = memory_.allocate(layout.globals.size()).address;
    l.constBase = memory_.allocate(layout.constants.size()).address;
    if (std::string error =
            fillAddressInitializers(*state->module, layout, {l.globalsBase, l.constBase});
        !error.empty())
      throw LaunchError{fmt::format("{}: {}", state->name, error), false};
    // (Allocating may move the records: found again by address.)
    std::copy(layout.globals.begin(), layout.globals.end(),
              memory_.find(l.globalsBase, 0)->data.get());
    std::copy(layout.constants.begin(), layout.constants.end(),
              memory_.find(l.constBase, 0)->data.get());
    l.constBytes = layout.constants.size();
    loaded_.push_back(std::move(l));
    it = std::prev(loaded_.end());
  }
  auto code = it->kernels.find(kernel.functionIndex());
  if (code == it->kernels.end()) {
    std::string error;
    const Function& f = state->module->functions[kernel.functionIndex()];
    std::optional<Code> c = predecode(*state->module, f, {it->globalsBase, it->constBase}, error);
    if (!c) throw LaunchError{fmt::format("{}:{}", state->name, error), false};
    code = it->kernels.emplace(kernel.functionIndex(), std::move(*c)).first;
  }
  return LoadedKernel{&code->second, &memory_, memory_.find(it->constBase, 0)->data.get(),
                      it->constBytes, state};
}

LaunchShape SimulatorDevice::prepare(const Kernel& kernel, const LaunchSettings& settings,
                                     const LoadedKernel& loaded) {
  checkLaunchShape(settings);
  LaunchShape shape;
  shape.grid = settings.grid;
  shape.block = settings.block;
  shape.parameters = parameterBlock(kernel, *this);
  const Code& code = *loaded.code;
  shape.sharedBytes = uint64_t{code.dynamicSharedOffset} + settings.dynamicSharedBytes;
  shape.dynamicSharedBytes = settings.dynamicSharedBytes;
  if (settings.dynamicSharedBytes == 0) shape.sharedBytes = code.sharedBytes;
  if (shape.sharedBytes > kMaxBlockSharedBytes)
    throw LaunchError{
        fmt::format("{} bytes of shared memory a block: more than the {} an SM gives a block",
                    shape.sharedBytes, kMaxBlockSharedBytes),
        true};
  const uint64_t warps =
      (uint64_t{settings.block[0]} * settings.block[1] * settings.block[2] + kLanes - 1) / kLanes;
  const uint64_t registerBytes = warps * kLanes * code.slots * 8;
  if (registerBytes > kMaxBlockRegisterBytes)
    throw LaunchError{
        fmt::format("kernel '{}' has {} registers a thread: a block of {} warps would hold {} "
                    "bytes of them, more than the simulator's limit of {} ({} bytes)",
                    kernel.name(), code.slots, warps, registerBytes,
                    describeByteLimit(kMaxBlockRegisterBytes), kMaxBlockRegisterBytes),
        false};
  shape.blockBytes = registerBytes + warps * (kLanes * uint64_t{code.localBytes} + 1) +
                     std::max<uint64_t>(1, shape.sharedBytes);
  return shape;
}

LaunchFault faultOf(const LoadedKernel& loaded, const BlockRun& run, const BlockFault& f,
                    std::array<uint32_t, 3> block) {
  const Function& function = *loaded.code->functionAt(f.pc).function;
  const Instruction* instruction = loaded.code->instructionAt(f.pc);
  LaunchFault fault;
  fault.kind = f.kind;
  fault.message = f.message;
  if (instruction) {
    fault.instruction = textOf(*loaded.program, *instruction);
    fault.location = locationOf(*loaded.program, *instruction);
  } else {
    fault.location = fmt::format("{}: the end of {} '{}'", loaded.program->name,
                                 function.entry ? "kernel" : "function", function.name);
  }
  fault.block = block;
  fault.thread = run.threadOf(f.warp, f.lane);
  fault.value = f.value;
  return fault;
}

LaunchReport SimulatorDevice::launch(const Kernel& kernel, const LaunchSettings& settings) {
  const auto& g = settings.grid;
  const auto& b = settings.block;
  const LoadedKernel loaded = load(kernel);
  LaunchShape shape = prepare(kernel, settings, loaded);
  const uint64_t blockThreads = uint64_t{b[0]} * b[1] * b[2];

  const uint64_t blocks = uint64_t{g[0]} * g[1] * g[2];
  if (loaded.code->usesHeap) {
    // Made before the host threads start: GlobalMemory is not theirs to change.
    if (!heap_) heap_ = memory_.allocate(kHeapBytes).address;
    shape.heapBase = heap_;
    shape.heapArenaBytes = kHeapBytes / blocks / 16 * 16;
  }
  uint32_t hostThreads =
      settings.threads ? settings.threads : std::max(1u, std::thread::hardware_concurrency());
  hostThreads = static_cast<uint32_t>(std::min<uint64_t>(hostThreads, blocks));
  // Each host thread holds a block: large blocks run on fewer of them (the
  // results are the same whatever the count).
  hostThreads = static_cast<uint32_t>(std::clamp<uint64_t>(
      kMaxRunningBlocksBytes / std::max<uint64_t>(shape.blockBytes, 1), 1, hostThreads));
  std::atomic<uint64_t> nextBlock{0}, lowestFault{UINT64_MAX}, blocksRan{0};
  std::atomic<uint64_t> warpInstructions{0}, threadInstructions{0};
  std::mutex faultLock;
  std::optional<LaunchFault> fault;
  // Where the time limit stopped a block, the lowest one: the report points
  // there unless a kernel fault came first.
  std::optional<LaunchFault> timeFault;
  uint64_t timeFaultBlock = UINT64_MAX;
  std::atomic<bool> timeUp{false};
  std::map<uint64_t, std::string> outputs;  // printf's, by block

  RunBudget budget;
  budget.maxInstructions = settings.maxInstructions;
  budget.deadline = Deadline(settings.maxHostSeconds);
  budget.firstFault = &lowestFault;
  auto worker = [&] {
    BlockRun run(loaded, shape);
    RunBudget mine = budget;
    while (true) {
      // Between blocks as well as inside them: a huge grid of short blocks
      // stops too.
      if (timeUp.load(std::memory_order_relaxed) || budget.deadline.passed()) {
        timeUp = true;
        break;
      }
      const uint64_t index = nextBlock.fetch_add(1);
      if (index >= blocks || index > lowestFault.load()) break;
      const std::array<uint32_t, 3> block = {
          static_cast<uint32_t>(index % g[0]), static_cast<uint32_t>(index / g[0] % g[1]),
          static_cast<uint32_t>(index / (uint64_t{g[0]} * g[1]))};
      run.start(block);
      mine.block = index;
      std::optional<BlockFault> f = run.run(mine);
      warpInstructions += run.issued();
      threadInstructions += run.threadInstructions();
      if (std::string text = run.output(); !text.empty()) {
        std::lock_guard lock(faultLock);
        outputs[index] = std::move(text);
      }
      if (!f) {
        ++blocksRan;
        continue;
      }
      if (f->kind == "cancelled") continue;
      std::lock_guard lock(faultLock);
      if (f->kind == "time-limit") {
        timeUp = true;
        if (index < timeFaultBlock) {
          timeFaultBlock = index;
          timeFault = faultOf(loaded, run, *f, block);
        }
        break;
      }
      if (index >= lowestFault.load()) continue;
      lowestFault = index;
      // Blocks after this one stop; blocks before it run on, so that the
      // fault reported is the first block's, whatever the thread count.
      fault = faultOf(loaded, run, *f, block);
    }
  };
  if (hostThreads <= 1) {
    worker();
  } else {
    std::vector<std::jthread> pool;
    for (uint32_t t = 0; t < hostThreads; ++t) pool.emplace_back(worker);
  }
  if (timeUp && (!fault || timeFaultBlock < lowestFault.load())) {
    // The time limit: where a block was stopped (nowhere when it fell
    // between blocks), and how many of the grid's blocks ran to their end.
    if (!timeFault) timeFault.emplace();
    fault = std::move(timeFault);
    fault->kind = "watchdog";
    fault->message = budget.deadline.stoppedMessage(blocksRan, blocks, "block");
  }
  LaunchReport report;
  report.kernel = kernel.name();
  report.device = name();
  report.grid = g;
  report.block = b;
  report.threads = blocks * blockThreads;
  report.warpInstructions = warpInstructions;
  report.threadInstructions = threadInstructions;
  report.hostThreads = hostThreads;
  report.seconds = budget.deadline.elapsedSeconds();
  report.fault = std::move(fault);
  // Block by block, as far as the first block that faulted (those after it
  // were stopped, at whatever point).
  for (const auto& [index, text] : outputs) {
    if (index > lowestFault.load()) break;
    if (report.output.size() + text.size() > kMaxPrintfBytes) {
      report.output += "[printf: output past 16 MiB dropped]\n";
      break;
    }
    report.output += text;
  }
  return report;
}

std::unique_ptr<Device> makeSimulatorDevice() {
  return std::make_unique<SimulatorDevice>();
}

}  // namespace gpuasm::ptx
