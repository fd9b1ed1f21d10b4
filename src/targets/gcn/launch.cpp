// Device and enqueueNDRange (gpuasm/gcn/host.hpp): the launch as the AMD
// OpenCL runtime sets it up for an OpenCL 1.2 binary, then the work-groups
// on host threads.
//
// What the runtime gives a kernel (fact sheet ../shared/reference/gcn/
// amdcl-format.md, sections 2-4; CLRX's doc/AmdAbi.md):
// - user SGPRs as the PROGINFO user elements say: the UAV table pointer
//   (PTR_UAV_TABLE), constant buffer V#s (IMM_CONST_BUFFER, slot = buffer id),
//   UAV V#s (IMM_UAV, slot = UAV id), the constant-buffer table pointer
//   (PTR_CONST_BUFFER_TABLE), the internal global table pointer;
// - after the user SGPRs, the work-group id of each enabled dimension
//   (RSRC2.TGID_*_EN), and v0..v2 the work-item's local id (TIDIG_COMP_CNT);
// - CB0: global size (dwords 0-2), work_dim (3), local size (4-6), number of
//   groups (8-10), global offset (24-26 and 36-38, or 37-39 for 64-bit);
// - CB1: the arguments in 16-byte slots at their metadata offsets; a global
//   or constant pointer is its byte offset within its buffer (the buffer is
//   the UAV, or the constant buffer, of the argument's resource id), a local
//   pointer its LDS byte offset;
// - UAV table entries of 8 dwords, the first 4 a buffer V#.
#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <cstring>
#include <mutex>
#include <nlohmann/json.hpp>
#include <thread>

#include "gpuasm/gcn/host.hpp"
#include "targets/gcn/host_model.hpp"
#include "targets/gcn/machine/lds.hpp"
#include "targets/gcn/machine/machine.hpp"
#include "targets/gcn/machine/memory.hpp"

namespace gpuasm::gcn {

using binary::AmdKernel;
using binary::PgmRsrc2;
namespace proginfo = binary::proginfo;

namespace {

constexpr uint64_t kBufferAlign = 256;
constexpr uint32_t kMaxWorkGroupSize = 256;  // the AMD runtime's limit on SI
constexpr uint32_t kUavEntryBytes = 32;
constexpr uint32_t kConstBufferEntryBytes = 16;
constexpr uint32_t kCb0Bytes = 64 * 4;
constexpr uint32_t kMaxCb1Bytes = 64 * 1024;  // a constant buffer's reach
constexpr uint32_t kMaxResourceIds = 1024;
// A raw-buffer V#'s word 3 as the runtime writes it: DST_SEL_XYZW, NUM_FORMAT
// float, DATA_FORMAT 32 (SI ISA manual, table "Buffer Resource Descriptor").
constexpr uint32_t kBufferDword3 = 0x00027fac;

// User data classes (fact sheet, "User-data classes").
enum UserData : uint32_t {
  kImmConstBuffer = 0x02,
  kImmUav = 0x04,
  kPtrConstBufferTable = 0x14,
  kPtrUavTable = 0x17,
  kPtrInternalGlobalTable = 0x18,
};

uint64_t alignUp(uint64_t value, uint64_t align) {
  return (value + align - 1) / align * align;
}

using Region = DeviceRegion;

std::array<uint32_t, 4> bufferDescriptor(uint64_t base, uint64_t bytes) {
  return {static_cast<uint32_t>(base), static_cast<uint32_t>(base >> 32) & 0xffff,
          static_cast<uint32_t>(std::min<uint64_t>(bytes, UINT32_MAX)), kBufferDword3};
}

}  // namespace

Device::Device() : state_(std::make_unique<State>()) {}
Device::~Device() = default;
Device::Device(Device&&) noexcept = default;
Device& Device::operator=(Device&&) noexcept = default;

Buffer Device::createBuffer(uint64_t bytes, std::span<const uint8_t> initial) {
  Region r{state_->end, std::max<uint64_t>(bytes, initial.size())};
  state_->end = alignUp(r.address + std::max<uint64_t>(r.size, 1), kBufferAlign);
  state_->memory.bytes.resize(state_->end, 0);
  if (!initial.empty())
    std::memcpy(state_->memory.bytes.data() + r.address, initial.data(), initial.size());
  state_->buffers.push_back(r);
  return Buffer{static_cast<uint32_t>(state_->buffers.size())};
}

std::span<uint8_t> Device::map(Buffer buffer) {
  const Region& r = state_->region(buffer);
  return {state_->memory.bytes.data() + r.address, r.size};
}

uint64_t Device::address(Buffer buffer) const {
  return state_->region(buffer).address;
}

namespace {

// Everything a launch computes once before the groups run.
struct LaunchPlan {
  std::array<uint64_t, 3> global{}, local{}, groups{}, offset{};
  uint32_t dimensions = 1;
  uint32_t groupSize = 0, wavesPerGroup = 0;
  uint64_t groupCount = 0;
  std::vector<uint32_t> userSgprs;  // s0.. as the user elements fill them
  std::array<bool, 3> groupIdEnabled{};
  uint32_t localIdVgprs = 1;
  uint32_t mode = 0;
  bool usesLds = false;
};

// Whether the kernel's user SGPRs give it UAV `id`: the UAV table, or that
// UAV's own descriptor.
bool reachesUav(const AmdKernel& kernel, uint32_t id) {
  const uint32_t elements = kernel.inner.progInfoValue(proginfo::kUserElementCount).value_or(0);
  for (uint32_t e = 0; e < std::min<uint32_t>(elements, 16); ++e) {
    const uint32_t first = proginfo::kUserElementFirst + 4 * e;
    const uint32_t dataClass = kernel.inner.progInfoValue(first).value_or(0);
    if (dataClass == kPtrUavTable ||
        (dataClass == kImmUav && kernel.inner.progInfoValue(first + 1) == id))
      return true;
  }
  return false;
}

uint64_t product(const std::array<uint64_t, 3>& v) {
  return v[0] * v[1] * v[2];
}

// The NDRange checked as clEnqueueNDRangeKernel checks it; the local size
// chosen as the runtime would when none is given.
void planRange(const AmdKernel& kernel, const LaunchSettings& s, LaunchPlan& plan) {
  uint32_t dims = s.dimensions;
  if (dims == 0) dims = s.global[2] != 1 ? 3 : s.global[1] != 1 ? 2 : 1;
  if (dims > 3) throw LaunchError{fmt::format("{} dimensions: OpenCL has 1 to 3", dims), true};
  plan.dimensions = dims;
  const auto& required = kernel.metadata.requiredWorkGroupSize;
  for (uint32_t d = 0; d < 3; ++d) {
    plan.global[d] = d < dims ? s.global[d] : 1;
    plan.offset[d] = d < dims ? s.offset[d] : 0;
    if (plan.global[d] == 0)
      throw LaunchError{fmt::format("the global size in dimension {} is 0", d), true};
    uint64_t local = d < dims ? s.local[d] : 1;
    if (local == 0 && required && (*required)[d]) local = (*required)[d];
    if (local == 0) {
      // The largest divisor of the global size that keeps the group within one
      // wave in the first dimension and 1 in the others, as the runtime's default.
      local = 1;
      if (d == 0)
        for (uint64_t l = 64; l >= 1; --l)
          if (plan.global[0] % l == 0) {
            local = l;
            break;
          }
    }
    if (required && (*required)[d] && local != (*required)[d])
      throw LaunchError{fmt::format("the local size in dimension {} is {}, but the kernel requires "
                                    "{}x{}x{} (reqd_work_group_size)",
                                    d, local, (*required)[0], (*required)[1], (*required)[2]),
                        true};
    if (plan.global[d] % local)
      throw LaunchError{
          fmt::format(
              "the global size in dimension {} ({}) is not a multiple of the local size ({}), as "
              "OpenCL 1.2 requires",
              d, plan.global[d], local),
          true};
    plan.local[d] = local;
    plan.groups[d] = plan.global[d] / local;
    if (plan.global[d] > UINT32_MAX || plan.global[d] + plan.offset[d] > UINT32_MAX)
      throw LaunchError{
          fmt::format("the global size and offset in dimension {} must stay below 2^32", d), true};
  }
  if (product(plan.local) > kMaxWorkGroupSize)
    throw LaunchError{fmt::format("a work-group of {} work-items: SI runs at most {}",
                                  product(plan.local), kMaxWorkGroupSize),
                      true};
  plan.groupSize = static_cast<uint32_t>(product(plan.local));
  plan.wavesPerGroup = (plan.groupSize + machine::kLanes - 1) / machine::kLanes;
  plan.groupCount = product(plan.groups);
}

// CB0, as the runtime fills it (CLRX doc/AmdAbi.md).
std::vector<uint32_t> constantBuffer0(const LaunchPlan& plan, bool is64) {
  std::vector<uint32_t> cb0(kCb0Bytes / 4, 0);
  for (uint32_t d = 0; d < 3; ++d) {
    cb0[d] = static_cast<uint32_t>(plan.global[d]);
    cb0[4 + d] = static_cast<uint32_t>(plan.local[d]);
    cb0[8 + d] = static_cast<uint32_t>(plan.groups[d]);
    cb0[24 + d] = static_cast<uint32_t>(plan.offset[d]);
    cb0[(is64 ? 37 : 36) + d] = static_cast<uint32_t>(plan.offset[d]);
  }
  cb0[3] = plan.dimensions;
  // Dword 27 as CLRX's ABI notes give it.
  cb0[27] = static_cast<uint32_t>(plan.offset[0] * (plan.dimensions >= 1 ? plan.offset[1] : 1) *
                                  (plan.dimensions == 2 ? plan.offset[2] : 1));
  return cb0;
}

void put32(std::vector<uint8_t>& bytes, uint64_t at, uint32_t value) {
  std::memcpy(bytes.data() + at, &value, 4);
}

void putDescriptor(std::vector<uint8_t>& bytes, uint64_t at, const std::array<uint32_t, 4>& v) {
  std::memcpy(bytes.data() + at, v.data(), 16);
}

}  // namespace

std::string LaunchFault::describe() const {
  // A launch stopped between work-groups (the time limit) is at no instruction.
  if (instruction.empty()) return message;
  std::string text = fmt::format("{} fault: '{}' at 0x{:04x} (work-group {},{},{}, wave {}", kind,
                                 instruction, address, group[0], group[1], group[2], wave);
  if (lane) text += fmt::format(", lane {}", *lane);
  if (value) text += fmt::format(", value 0x{:x}", *value);
  return text + "): " + message;
}

namespace {

// What the binary asks for that the simulator does not model, refused by name.
void refuseUnmodelled(const AmdKernel& k, const PgmRsrc2& rsrc2) {
  auto refuse = [&](std::string_view what) {
    throw LaunchError{
        fmt::format("kernel '{}' {}, which the simulator does not model", k.name, what)};
  };
  if (rsrc2.scratchEnable) refuse("uses scratch memory (RSRC2.SCRATCH_EN)");
  if (rsrc2.tgSizeEnable) refuse("asks for the work-group size SGPR (RSRC2.TG_SIZE_EN)");
  // Private memory is a UAV (privateid) whose layout the simulator does not
  // know: refused only when the kernel can reach that UAV at all.
  if (k.metadata.uavPrivate && reachesUav(k, k.metadata.privateId.value_or(UINT32_MAX)))
    refuse(fmt::format("uses {} bytes of private memory per work-item (;memory:uavprivate)",
                       k.metadata.uavPrivate));
  if (k.metadata.dataRequired) refuse("reads program-scope constant data (;memory:datareqd)");
}

// Where a launch puts CB0, CB1 and the tables, after the buffers. CB1 holds
// every argument whole; UAV and constant-buffer ids index tables of at most
// 1024 entries (the UAV mask's bits): anything past that is a broken binary,
// not a reason to allocate gigabytes.
struct LaunchTables {
  uint64_t cb0 = 0, cb1 = 0, uavTable = 0, constTable = 0, internalTable = 0, end = 0;
  uint32_t cb1Bytes = 16, maxUav = 0, maxConstBuffer = 2;
};

LaunchTables layOutTables(const AmdKernel& k, std::span<const ArgumentInfo> arguments,
                          uint64_t at) {
  LaunchTables t;
  auto checkId = [&](uint32_t id, std::string_view what) {
    if (id >= kMaxResourceIds)
      throw LaunchError{fmt::format("kernel '{}': {} {} is past the {} the runtime has", k.name,
                                    what, id, kMaxResourceIds)};
  };
  for (std::optional<uint32_t> id :
       {k.metadata.uavId, k.metadata.printfId, k.metadata.cbId, k.metadata.privateId})
    if (id) {
      checkId(*id, "UAV");
      t.maxUav = std::max(t.maxUav, *id);
    }
  const auto& args = k.metadata.arguments;
  for (size_t i = 0; i < args.size(); ++i) {
    const binary::KernelArgument& a = args[i];
    const uint64_t end = uint64_t{a.cb1Offset} + std::max(32u, arguments[i].bytes);
    if (end > kMaxCb1Bytes)
      throw LaunchError{fmt::format(
          "kernel '{}': argument '{}' at CB1 offset {} lies past the {} bytes of a constant buffer",
          k.name, a.name, a.cb1Offset, kMaxCb1Bytes)};
    t.cb1Bytes = std::max(t.cb1Bytes, static_cast<uint32_t>(end));
    if (a.kind != "pointer") continue;
    if (a.addressSpace == "hc") {
      checkId(a.resourceId, "constant buffer");
      t.maxConstBuffer = std::max(t.maxConstBuffer, a.resourceId);
    } else if (a.addressSpace != "hl") {
      checkId(a.resourceId, "UAV");
      t.maxUav = std::max(t.maxUav, a.resourceId);
    }
  }
  t.cb0 = at;
  t.cb1 = alignUp(t.cb0 + kCb0Bytes, kBufferAlign);
  t.uavTable = alignUp(t.cb1 + t.cb1Bytes, kBufferAlign);
  t.constTable = alignUp(t.uavTable + (t.maxUav + 1) * kUavEntryBytes, kBufferAlign);
  t.internalTable =
      alignUp(t.constTable + (t.maxConstBuffer + 1) * kConstBufferEntryBytes, kBufferAlign);
  t.end = alignUp(t.internalTable + 4 * kConstBufferEntryBytes, kBufferAlign);
  return t;
}

// CB1's slots and the buffers' V#s in the UAV or constant table; returns the
// LDS bytes the launch needs (static plus __local arguments), checked against
// what the binary allocates (RSRC2.LDS_SIZE; with __local arguments the
// maximum, LDS_SIZE_AVAIL).
uint64_t writeArguments(const Kernel& kernel, const AmdKernel& k, bool is64, uint16_t machine,
                        const PgmRsrc2& rsrc2, const LaunchTables& t,
                        std::span<const Region> buffers, std::vector<uint8_t>& memory) {
  uint64_t ldsNext = k.metadata.hwLocal;
  bool localArguments = false;
  const auto& args = k.metadata.arguments;
  for (size_t i = 0; i < args.size(); ++i) {
    const binary::KernelArgument& a = args[i];
    const std::optional<ArgumentValue>& value = kernel.values()[i];
    if (!value)
      throw LaunchError{
          fmt::format("argument {} '{}' of kernel '{}' is not set", i, a.name, k.name), true};
    const uint64_t slot = t.cb1 + a.cb1Offset;
    if (value->kind == ArgumentValue::Kind::Bytes) {
      const size_t size = std::min<size_t>(value->bytes.size(), t.cb1Bytes - a.cb1Offset);
      if (size) std::memcpy(memory.data() + slot, value->bytes.data(), size);
    } else if (value->kind == ArgumentValue::Kind::Local) {
      localArguments = true;
      ldsNext = alignUp(ldsNext, 16);
      put32(memory, slot, static_cast<uint32_t>(ldsNext));
      ldsNext += value->localBytes;
    } else {
      const uint32_t id = value->buffer.id;
      if (id == 0 || id > buffers.size())
        throw LaunchError{
            fmt::format("argument '{}': buffer {} was not created by this device", a.name, id),
            true};
      const Region& r = buffers[id - 1];
      if (value->offset > r.size)
        throw LaunchError{fmt::format("argument '{}': offset {} is past the end of buffer {} "
                                      "({} bytes)",
                                      a.name, value->offset, id, r.size),
                          true};
      put32(memory, slot, static_cast<uint32_t>(value->offset));
      if (is64) put32(memory, slot + 4, static_cast<uint32_t>(value->offset >> 32));
      const auto descriptor = bufferDescriptor(r.address, r.size);
      if (a.addressSpace == "hc")
        putDescriptor(memory, t.constTable + a.resourceId * kConstBufferEntryBytes, descriptor);
      else
        putDescriptor(memory, t.uavTable + a.resourceId * kUavEntryBytes, descriptor);
    }
  }
  const uint32_t allocated = rsrc2.ldsSize * binary::ldsGranuleBytes(machine);
  const uint32_t available = k.inner.progInfoValue(proginfo::kLdsSizeAvailable).value_or(32768);
  if (ldsNext > std::max(allocated, localArguments ? available : 0u))
    throw LaunchError{
        fmt::format("kernel '{}' needs {} bytes of LDS ({} static{}), but its binary allocates {} "
                    "(RSRC2.LDS_SIZE {})",
                    k.name, ldsNext, k.metadata.hwLocal,
                    localArguments ? " plus __local arguments" : "", allocated, rsrc2.ldsSize)};
  return ldsNext;
}

// The user SGPRs, as the PROGINFO user elements say.
std::vector<uint32_t> userSgprs(const AmdKernel& k, const PgmRsrc2& rsrc2, const LaunchTables& t,
                                const std::vector<uint8_t>& memory) {
  std::vector<uint32_t> sgprs(rsrc2.userSgprs, 0);
  const uint32_t elements = k.inner.progInfoValue(proginfo::kUserElementCount).value_or(0);
  for (uint32_t e = 0; e < std::min<uint32_t>(elements, 16); ++e) {
    auto field = [&](uint32_t n) {
      return k.inner.progInfoValue(proginfo::kUserElementFirst + 4 * e + n).value_or(0);
    };
    const uint32_t dataClass = field(0), slot = field(1), start = field(2), count = field(3);
    if (uint64_t{start} + count > sgprs.size())
      throw LaunchError{fmt::format(
          "kernel '{}': user element {} (s[{}:{}]) is outside its {} user SGPRs (RSRC2.USER_SGPR)",
          k.name, e, start, uint64_t{start} + count - 1, sgprs.size())};
    std::array<uint32_t, 8> data{};
    auto fromMemory = [&](uint64_t at, uint32_t dwords) {
      std::memcpy(data.data(), memory.data() + at, dwords * 4);
    };
    auto pointer = [&](uint64_t at) {
      data[0] = static_cast<uint32_t>(at);
      data[1] = static_cast<uint32_t>(at >> 32);
    };
    auto noSuch = [&](std::string_view what) {
      throw LaunchError{
          fmt::format("kernel '{}': user element {} names {} {}, which no "
                      "argument provides",
                      k.name, e, what, slot)};
    };
    switch (dataClass) {
      case kImmConstBuffer:
        if (slot > t.maxConstBuffer) noSuch("constant buffer");
        fromMemory(t.constTable + slot * kConstBufferEntryBytes, 4);
        break;
      case kImmUav:
        if (slot > t.maxUav) noSuch("UAV");
        fromMemory(t.uavTable + slot * kUavEntryBytes, 8);
        break;
      case kPtrUavTable:
        pointer(t.uavTable);
        break;
      case kPtrConstBufferTable:
        pointer(t.constTable);
        break;
      case kPtrInternalGlobalTable:
        pointer(t.internalTable);
        break;
      default:
        throw LaunchError{fmt::format(
            "kernel '{}': user element {} has data class 0x{:x}, which the simulator does not "
            "provide",
            k.name, e, dataClass)};
    }
    std::copy_n(data.begin(), std::min<uint32_t>(count, 8), sgprs.begin() + start);
  }
  return sgprs;
}

// A wave of group `id` as the hardware starts it: the user SGPRs, then the
// enabled group ids; v0..v2 the local ids; EXEC its work-items. Registers the
// kernel does not set start at zero, so that no value of an earlier group
// shows through (deterministic whatever the threads).
void startWave(machine::Wavefront& wave, const LaunchPlan& plan, uint32_t index,
               const std::array<uint64_t, 3>& id) {
  wave.scalar.fill(0);
  std::memset(wave.vgpr, 0, sizeof wave.vgpr);
  wave.scc = false;
  wave.pc = 0;
  wave.mode = plan.mode;
  wave.id = index;
  wave.retired = 0;  // s_memtime counts from the wave's start
  std::copy(plan.userSgprs.begin(), plan.userSgprs.end(), wave.scalar.begin());
  uint32_t next = static_cast<uint32_t>(plan.userSgprs.size());
  for (uint32_t d = 0; d < 3; ++d)
    if (plan.groupIdEnabled[d]) wave.sgpr(next++) = static_cast<uint32_t>(id[d]);
  startWorkItems(wave, index, plan.groupSize, plan.local, plan.localIdVgprs);
}

}  // namespace

void startWorkItems(machine::Wavefront& wave, uint32_t index, uint32_t groupSize,
                    const std::array<uint64_t, 3>& local, uint32_t vgprs) {
  uint64_t exec = 0;
  const uint64_t lx = local[0], ly = local[1];
  for (uint32_t lane = 0; lane < machine::kLanes; ++lane) {
    const uint32_t flat = index * machine::kLanes + lane;
    if (flat >= groupSize) break;
    exec |= uint64_t{1} << lane;
    const uint32_t localId[3] = {static_cast<uint32_t>(flat % lx),
                                 static_cast<uint32_t>(flat / lx % ly),
                                 static_cast<uint32_t>(flat / lx / ly)};
    for (uint32_t v = 0; v < vgprs; ++v) wave.vgpr[v][lane] = localId[v];
  }
  wave.setExec(exec);
}

// The work-groups on `threads` host threads, taken in order from one counter.
// The fault reported is the one of the lowest-numbered faulting group: every
// group before it was taken earlier and runs to its end, so the report does
// not depend on timing.
void runGroups(const GroupGrid& plan, const machine::Program& program, machine::Memory& memory,
               const machine::RunLimits& limits, std::atomic<bool>& cancelled,
               LaunchReport& report) {
  std::atomic<uint64_t> nextGroup{0}, instructions{0}, perLane{0}, groupsRan{0};
  std::atomic<uint64_t> faultGroup{UINT64_MAX};
  std::atomic<bool> timeUp{false};
  std::mutex faultMutex;
  auto worker = [&](uint32_t slot) {
    std::vector<std::unique_ptr<machine::Wavefront>> waves;
    std::vector<machine::Wavefront*> pointers;
    for (uint32_t w = 0; w < plan.wavesPerGroup; ++w) {
      waves.push_back(std::make_unique<machine::Wavefront>());
      pointers.push_back(waves.back().get());
    }
    machine::Lds lds;
    uint64_t executed = 0, executedPerLane = 0;
    while (true) {
      // Between work-groups as well as inside them: a huge NDRange of short
      // groups stops too.
      if (timeUp.load(std::memory_order_relaxed) || limits.deadline.passed()) {
        timeUp.store(true);
        cancelled.store(true);
        break;
      }
      const uint64_t g = nextGroup.fetch_add(1, std::memory_order_relaxed);
      if (g >= plan.groupCount || g > faultGroup.load(std::memory_order_relaxed)) break;
      const std::array<uint64_t, 3> id = {g % plan.groups[0], g / plan.groups[0] % plan.groups[1],
                                          g / plan.groups[0] / plan.groups[1]};
      for (uint32_t w = 0; w < plan.wavesPerGroup; ++w) plan.startWave(*waves[w], w, id, slot);
      if (plan.usesLds) std::fill(lds.bytes.begin(), lds.bytes.end(), 0);
      machine::WorkGroupResult r =
          machine::runWorkGroup(program, pointers, limits, &memory, plan.usesLds ? &lds : nullptr);
      executed += r.instructions;
      executedPerLane += r.perLane;
      if (r.ended) groupsRan.fetch_add(1, std::memory_order_relaxed);
      if (!r.fault) continue;
      std::lock_guard lock(faultMutex);
      if (g < faultGroup.load()) {
        faultGroup.store(g);
        const machine::Fault& f = *r.fault;
        report.fault =
            LaunchFault{f.kind, f.message, f.instruction, f.address, id, f.wave, f.lane, f.value};
        // Only the host-time watchdog stops the groups before this one too.
        if (f.kind == "time-limit") {
          timeUp.store(true);
          cancelled.store(true);
        }
      }
    }
    instructions.fetch_add(executed);
    perLane.fetch_add(executedPerLane);
  };
  std::vector<std::thread> threads;
  for (uint32_t t = 1; t < report.threads; ++t) threads.emplace_back(worker, t);
  worker(0);
  for (std::thread& t : threads) t.join();
  report.instructions = instructions.load();
  report.perLaneInstructions = perLane.load();
  if (timeUp && (!report.fault || report.fault->kind == "time-limit")) {
    // Where a wave was stopped, if one was (nowhere when the limit fell
    // between work-groups), and how many of the NDRange's groups ran.
    if (!report.fault) report.fault = LaunchFault{};
    report.fault->kind = "watchdog";
    report.fault->message =
        limits.deadline.stoppedMessage(groupsRan.load(), plan.groupCount, "work-group");
  }
}

LaunchReport Device::enqueueNDRange(const Kernel& kernel, const LaunchSettings& settings) {
  const Program::Model& model = kernel.program().model();
  if (model.codeObject) return enqueueCodeObjectKernel(*state_, kernel, settings);
  const AmdKernel& k = model.binary->kernels[kernel.index()];
  const machine::Program& program = model.programs[kernel.index()];
  LaunchPlan plan;
  planRange(k, settings, plan);
  const PgmRsrc2 rsrc2 =
      PgmRsrc2::decode(k.inner.progInfoValue(proginfo::kComputePgmRsrc2).value_or(0));
  refuseUnmodelled(k, rsrc2);
  plan.groupIdEnabled = {rsrc2.tgidXEnable, rsrc2.tgidYEnable, rsrc2.tgidZEnable};
  plan.localIdVgprs = std::min<uint32_t>(rsrc2.tidigCompCount, 2) + 1;
  plan.mode = (k.inner.progInfoValue(proginfo::kFloatMode).value_or(0xc0) & 0xff) |
              (k.inner.progInfoValue(proginfo::kIeeeMode).value_or(0) ? 1u << 9 : 0);
  for (const machine::Decoded& d : program.code)
    plan.usesLds = plan.usesLds || (d.info && d.info->encoding == Encoding::Ds);

  // The launch's own memory goes after the buffers and is given back after.
  machine::Memory& memory = state_->memory;
  struct Restore {
    machine::Memory& memory;
    uint64_t size;
    ~Restore() { memory.bytes.resize(size); }
  } restore{memory, state_->end};
  const LaunchTables tables = layOutTables(k, kernel.arguments(), state_->end);
  memory.bytes.resize(tables.end, 0);
  const std::vector<uint32_t> cb0 = constantBuffer0(plan, model.binary->outer.is64);
  std::memcpy(memory.bytes.data() + tables.cb0, cb0.data(), kCb0Bytes);
  putDescriptor(memory.bytes, tables.constTable, bufferDescriptor(tables.cb0, kCb0Bytes));
  putDescriptor(memory.bytes, tables.constTable + kConstBufferEntryBytes,
                bufferDescriptor(tables.cb1, tables.cb1Bytes));
  writeArguments(kernel, k, model.binary->outer.is64, model.binary->outer.machine, rsrc2, tables,
                 state_->buffers, memory.bytes);
  plan.userSgprs = userSgprs(k, rsrc2, tables, memory.bytes);

  LaunchReport report;
  report.kernel = k.name;
  report.dimensions = plan.dimensions;
  report.global = plan.global;
  report.local = plan.local;
  report.groups = plan.groups;
  report.wavesPerGroup = plan.wavesPerGroup;
  report.waves = plan.groupCount * plan.wavesPerGroup;
  const uint32_t hostThreads =
      settings.threads ? settings.threads : std::max(1u, std::thread::hardware_concurrency());
  report.threads = static_cast<uint32_t>(std::min<uint64_t>(hostThreads, plan.groupCount));

  machine::RunLimits limits(settings.maxInstructions);
  limits.deadline = Deadline(settings.maxHostSeconds);
  std::atomic<bool> cancelled{false};
  limits.cancelled = &cancelled;
  const GroupGrid grid{.groups = plan.groups,
                       .groupCount = plan.groupCount,
                       .wavesPerGroup = plan.wavesPerGroup,
                       .usesLds = plan.usesLds,
                       .startWave = [&plan](machine::Wavefront& wave, uint32_t index,
                                            const std::array<uint64_t, 3>& id, uint32_t /*slot*/) {
                         startWave(wave, plan, index, id);
                       }};
  runGroups(grid, program, memory, limits, cancelled, report);
  report.seconds = limits.deadline.elapsedSeconds();
  return report;
}

std::string LaunchReport::table() const {
  std::string text = fmt::format("kernel {}: {} dimension{}, global {}", kernel, dimensions,
                                 dimensions == 1 ? "" : "s", global[0]);
  for (uint32_t d = 1; d < dimensions; ++d) text += fmt::format("x{}", global[d]);
  text += fmt::format(", local {}", local[0]);
  for (uint32_t d = 1; d < dimensions; ++d) text += fmt::format("x{}", local[d]);
  const uint64_t groupCount = groups[0] * groups[1] * groups[2];
  text += fmt::format("\n  {} work-group{} of {} wave{} ({} wave{} in all)\n", groupCount,
                      groupCount == 1 ? "" : "s", wavesPerGroup, wavesPerGroup == 1 ? "" : "s",
                      waves, waves == 1 ? "" : "s");
  text += fmt::format(
      "  {} wave instructions ({} vector, {} scalar), {} lane-instructions, in {:.3f} s on {} "
      "host thread{}\n",
      instructions, perLaneInstructions, instructions - perLaneInstructions, laneInstructions(),
      seconds, threads, threads == 1 ? "" : "s");
  return text;
}

nlohmann::json LaunchReport::json() const {
  nlohmann::json j = {
      {"kernel", kernel},
      {"dimensions", dimensions},
      {"global", std::vector<uint64_t>(global.begin(), global.begin() + dimensions)},
      {"local", std::vector<uint64_t>(local.begin(), local.begin() + dimensions)},
      {"work_groups", groups[0] * groups[1] * groups[2]},
      {"waves_per_group", wavesPerGroup},
      {"waves", waves},
      {"instructions", instructions},
      {"per_lane_instructions", perLaneInstructions},
      {"host_threads", threads},
      {"seconds", seconds}};
  if (fault) {
    j["fault"] = {{"kind", fault->kind},
                  {"message", fault->message},
                  {"instruction", fault->instruction},
                  {"address", fault->address},
                  {"work_group", fault->group},
                  {"wave", fault->wave}};
    if (fault->lane) j["fault"]["lane"] = *fault->lane;
    if (fault->value) j["fault"]["value"] = *fault->value;
  }
  return j;
}

}  // namespace gpuasm::gcn
