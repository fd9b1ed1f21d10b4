// enqueueNDRange of an HSA code object's kernel (host_model.hpp): the
// dispatch as the ROCm runtime and the command processor set it up (LLVM's
// AMDGPUUsage, "Kernel Dispatch", "Initial Kernel Execution State",
// "Kernarg Segment"; the HSA runtime's hsa_kernel_dispatch_packet_t):
// - the kernarg segment laid out from the metadata: each explicit argument at
//   its .offset (a global buffer its 64-bit device address, a dynamic shared
//   pointer its 32-bit LDS offset after the static group segment, a value its
//   bytes), the hidden ones the runtime's values (global offsets, zero
//   pointers; v5's block counts, group sizes and remainders);
// - the dispatch packet (workgroup and grid sizes, segment sizes, the kernel
//   object and kernarg addresses) and a zeroed queue but for the flat
//   apertures (GFX7's FLAT instructions, machine/flat_instructions.cpp);
// - the user SGPRs the descriptor's kernel_code_properties enable, in order:
//   private segment buffer V# (4), dispatch ptr (2), queue ptr (2), kernarg
//   segment ptr (2), dispatch id (2), flat scratch init (2), private segment
//   size (1); then, from RSRC2.USER_SGPR on, the system SGPRs RSRC2 enables:
//   work-group id x, y, z, work-group info, the private segment wave offset;
// - v0, v1, v2 the work-item ids RSRC2.ENABLE_VGPR_WORKITEM_ID asks for;
// - LDS of group_segment_fixed_size plus the dynamic arguments, scratch of
//   private_segment_fixed_size per work-item, swizzled as ROCr's V# has it.
#include <fmt/format.h>

#include <algorithm>
#include <cstring>
#include <thread>

#include "targets/gcn/binary/code_object.hpp"
#include "targets/gcn/host_model.hpp"
#include "targets/gcn/machine/lds.hpp"

namespace gpuasm::gcn {
namespace {

namespace bits = binary::descriptor_bits;
using binary::CodeObjectArgument;
using binary::CodeObjectKernel;

constexpr uint64_t kAlign = 256;
constexpr uint32_t kDispatchPacketBytes = 64;
constexpr uint32_t kQueueBytes = 256;         // amd_queue_t's hsa_queue_t and more, zeroed
constexpr uint32_t kMaxWorkGroupSize = 1024;  // 16 waves, the hardware's limit
// The private segment buffer's V# as ROCr writes it for GFX6-9: swizzled
// (SWIZZLE_ENABLE), stride 0; ADD_TID_ENABLE, INDEX_STRIDE 64, ELEMENT_SIZE
// 4 bytes, DST_SEL_XYZW, DATA_FORMAT 32.
constexpr uint32_t kScratchDword1 = 1u << 31;
constexpr uint32_t kScratchDword3 = 0x00027fac | 1u << 19 | 3u << 21 | 1u << 23;

uint64_t alignUp(uint64_t value, uint64_t align) {
  return (value + align - 1) / align * align;
}

void put(std::vector<uint8_t>& memory, uint64_t at, uint64_t value, uint32_t bytes) {
  for (uint32_t i = 0; i < bytes; ++i) memory[at + i] = static_cast<uint8_t>(value >> (8 * i));
}

struct Plan {
  std::array<uint64_t, 3> global{}, local{}, groups{}, offset{};
  uint32_t dimensions = 1, groupSize = 0, wavesPerGroup = 0;
  uint64_t groupCount = 0;
  std::vector<uint32_t> userSgprs;
  uint32_t systemSgprStart = 0;
  std::array<bool, 3> groupIdEnabled{};
  bool workgroupInfo = false, scratchWaveOffset = false;
  uint32_t workitemIdVgprs = 1;
  uint32_t mode = 0;
  uint64_t scratchBase = 0, waveScratchBytes = 0;
  bool usesLds = false;
  uint32_t entry = 0;     // the kernel's first byte in its section's program
  uint64_t codeBase = 0;  // where the program's first byte lies in memory
  Generation generation = Generation::SouthernIslands;
};

// The NDRange checked as the runtime checks it; a local size chosen when none is given.
void planRange(const CodeObjectKernel& k, const LaunchSettings& s, Plan& plan) {
  uint32_t dims = s.dimensions;
  if (dims == 0) dims = s.global[2] != 1 ? 3 : s.global[1] != 1 ? 2 : 1;
  if (dims > 3) throw LaunchError{fmt::format("{} dimensions: a dispatch has 1 to 3", dims), true};
  plan.dimensions = dims;
  const auto& required = k.requiredWorkgroupSize;
  for (uint32_t d = 0; d < 3; ++d) {
    plan.global[d] = d < dims ? s.global[d] : 1;
    plan.offset[d] = d < dims ? s.offset[d] : 0;
    if (plan.global[d] == 0 || plan.global[d] > UINT32_MAX)
      throw LaunchError{
          fmt::format("the global size in dimension {} is {}: 1 .. 2^32-1", d, plan.global[d]),
          true};
    uint64_t local = d < dims ? s.local[d] : 1;
    if (local == 0 && required) local = (*required)[d];
    if (local == 0) {
      local = 1;
      if (d == 0)
        for (uint64_t l = 64; l >= 1; --l)
          if (plan.global[0] % l == 0) {
            local = l;
            break;
          }
    }
    if (required && local != (*required)[d])
      throw LaunchError{
          fmt::format("the local size in dimension {} is {}, but kernel '{}' requires "
                      "{}x{}x{} (.reqd_workgroup_size)",
                      d, local, k.name, (*required)[0], (*required)[1], (*required)[2]),
          true};
    if (plan.global[d] % local)
      throw LaunchError{fmt::format("the global size in dimension {} ({}) is not a multiple of the "
                                    "local size ({}): the simulator runs whole work-groups only",
                                    d, plan.global[d], local),
                        true};
    plan.local[d] = local;
    plan.groups[d] = plan.global[d] / local;
  }
  const uint64_t groupSize = plan.local[0] * plan.local[1] * plan.local[2];
  const uint32_t limit =
      std::min(kMaxWorkGroupSize, k.maxFlatWorkgroupSize ? k.maxFlatWorkgroupSize : 256u);
  if (groupSize > limit)
    throw LaunchError{fmt::format("a work-group of {} work-items: kernel '{}' takes at most {} "
                                  "(.max_flat_workgroup_size {})",
                                  groupSize, k.name, limit, k.maxFlatWorkgroupSize),
                      true};
  plan.groupSize = static_cast<uint32_t>(groupSize);
  plan.wavesPerGroup = (plan.groupSize + machine::kLanes - 1) / machine::kLanes;
  plan.groupCount = plan.groups[0] * plan.groups[1] * plan.groups[2];
}

// What the kernel asks for that the simulator cannot give, refused by name.
void refuseUnmodelled(const binary::CodeObject& co, const CodeObjectKernel& k) {
  auto refuse = [&](std::string what) {
    throw LaunchError{
        fmt::format("kernel '{}' {}, which the simulator does not run", k.name, what)};
  };
  if (!processorGeneration(co.mcpu))
    throw LaunchError{
        fmt::format("kernel '{}' is {} code: the simulator runs GCN (GFX6 to GFX9) only", k.name,
                    co.mcpu.empty() ? std::string("unknown") : co.mcpu)};
  if (k.wavefrontSize != 64) refuse(fmt::format("runs waves of {}", k.wavefrontSize));
  if (k.descriptor.properties() & bits::kWavefrontSize32) refuse("asks for wave32");
  if (k.descriptor.rsrc2() & bits::kRsrc2TrapHandler) refuse("enables the trap handler");
}

struct Layout {
  uint64_t kernarg = 0, dispatch = 0, queue = 0, descriptor = 0, scratch = 0, end = 0;
  uint64_t image = 0, imageEnd = 0;  // the loaded code object, after the scratch
};

// The code object as ROCr's loader places it (loader/executable.cpp): each
// loadable segment at the image's base plus its virtual address, zeros to its
// memory size, then the dynamic relocations: R_AMDGPU_RELATIVE64 (13) writes
// base + addend, which ld.lld -shared leaves for each pointer in .data; R_AMDGPU_ABS64 (3)
// against a symbol the code object defines (the GOT entry of a variable of default
// visibility) base + its address + addend.
void loadImage(const binary::CodeObject& co, const Layout& layout, std::vector<uint8_t>& memory) {
  for (const binary::LoadSegment& segment : co.segments)
    std::copy(segment.bytes.begin(), segment.bytes.end(),
              memory.begin() + static_cast<ptrdiff_t>(layout.image + segment.address));
  constexpr uint32_t kAbsolute64 = 3, kRelative64 = 13;
  for (const binary::DynamicRelocation& r : co.dynamicRelocations) {
    const bool ownSymbol = r.type == kAbsolute64 && r.symbolAddress;
    if (r.type != kRelative64 && !ownSymbol)
      throw LaunchError{fmt::format(
          "the dynamic relocation at file offset {:#x} (type {}{}) asks for a symbol that "
          "another code object defines (clang -nogpulib leaves the device libraries' "
          "undefined: printf's __printf_alloc): the simulator loads this code object alone and "
          "applies R_AMDGPU_RELATIVE64 (13) and R_AMDGPU_ABS64 (3) against its own symbols only",
          r.fileOffset, r.type, r.symbol.empty() ? "" : ", against '" + r.symbol + "'")};
    if (r.offset > co.imageSize || co.imageSize - r.offset < 8)
      throw LaunchError{fmt::format(
          "the dynamic relocation at file offset {:#x} writes 8 bytes at {:#x}, outside the "
          "loaded segments ({:#x} bytes)",
          r.fileOffset, r.offset, co.imageSize)};
    const uint64_t value =
        layout.image + (ownSymbol ? *r.symbolAddress : 0) + static_cast<uint64_t>(r.addend);
    for (int b = 0; b < 8; ++b)
      memory[layout.image + r.offset + b] = static_cast<uint8_t>(value >> (8 * b));
  }
}

// The kernarg segment: explicit arguments from the kernel's values, hidden
// ones as the runtime fills them. Returns the LDS bytes the launch needs.
uint64_t writeKernarg(const Kernel& kernel, const CodeObjectKernel& k, const Plan& plan,
                      const Layout& layout, std::span<const DeviceRegion> buffers,
                      uint32_t dynamicLds, std::vector<uint8_t>& memory) {
  uint64_t lds = k.groupSegmentFixedSize;
  size_t explicitIndex = 0;
  for (const CodeObjectArgument& a : k.arguments) {
    const uint64_t at = layout.kernarg + a.offset;
    if (a.hidden()) {
      const std::string_view kind = a.valueKind;
      uint64_t value = 0;
      for (uint32_t d = 0; d < 3; ++d) {
        const char axis = static_cast<char>('x' + d);
        if (kind == fmt::format("hidden_global_offset_{}", axis)) value = plan.offset[d];
        if (kind == fmt::format("hidden_block_count_{}", axis)) value = plan.groups[d];
        if (kind == fmt::format("hidden_group_size_{}", axis)) value = plan.local[d];
        if (kind == fmt::format("hidden_remainder_{}", axis))
          value = plan.global[d] % plan.local[d];
      }
      if (kind == "hidden_grid_dims") value = plan.dimensions;
      if (kind == "hidden_queue_ptr") value = layout.queue;
      // hidden_none, printf and hostcall buffers, default queue, completion
      // action, multigrid sync: null, as ROCm gives a kernel that uses none.
      put(memory, at, value, std::min<uint32_t>(a.size, 8));
      continue;
    }
    const size_t index = explicitIndex++;
    const std::optional<ArgumentValue>& value = kernel.values()[index];
    const ArgumentInfo& info = kernel.arguments()[index];
    if (!value)
      throw LaunchError{
          fmt::format("argument {} '{}' of kernel '{}' is not set", index, info.name, k.name),
          true};
    switch (value->kind) {
      case ArgumentValue::Kind::Bytes: {
        const size_t size = std::min<size_t>(value->bytes.size(), a.size);
        if (size) std::memcpy(memory.data() + at, value->bytes.data(), size);
        break;
      }
      case ArgumentValue::Kind::Local:
        lds = alignUp(lds, 16);
        put(memory, at, lds, std::min<uint32_t>(a.size, 4));
        lds += value->localBytes;
        break;
      case ArgumentValue::Kind::Buffer: {
        const uint32_t id = value->buffer.id;
        if (id == 0 || id > buffers.size())
          throw LaunchError{
              fmt::format("argument '{}': buffer {} was not created by this device", info.name, id),
              true};
        const DeviceRegion& r = buffers[id - 1];
        if (value->offset > r.size)
          throw LaunchError{fmt::format("argument '{}': offset {} is past the end of buffer {} ({} "
                                        "bytes)",
                                        info.name, value->offset, id, r.size),
                            true};
        put(memory, at, r.address + value->offset, std::min<uint32_t>(a.size, 8));
        break;
      }
    }
  }
  lds += dynamicLds;
  // Too much is the launch's fault where it asked for dynamic LDS, the code
  // object's where its own group segment is too large.
  if (lds > machine::kLdsBytes)
    throw LaunchError{fmt::format("kernel '{}' needs {} bytes of LDS ({} static, .group_segment_"
                                  "fixed_size, plus dynamic LDS): a work-group has {}",
                                  k.name, lds, k.groupSegmentFixedSize, machine::kLdsBytes),
                      lds - dynamicLds <= machine::kLdsBytes};
  return lds;
}

void writeDispatchPacket(const CodeObjectKernel& k, const Plan& plan, const Layout& layout,
                         uint64_t lds, std::vector<uint8_t>& memory) {
  const uint64_t p = layout.dispatch;
  // header: HSA_PACKET_TYPE_KERNEL_DISPATCH (2), barrier bit, system-scope fences.
  put(memory, p + 0, 2 | 1u << 8 | 2u << 9 | 2u << 11, 2);
  put(memory, p + 2, plan.dimensions, 2);  // setup: dimensions
  for (uint32_t d = 0; d < 3; ++d) {
    put(memory, p + 4 + 2 * d, plan.local[d], 2);
    put(memory, p + 12 + 4 * d, plan.global[d], 4);
  }
  put(memory, p + 24, k.privateSegmentFixedSize, 4);
  put(memory, p + 28, lds, 4);
  put(memory, p + 32, layout.descriptor, 8);
  put(memory, p + 40, layout.kernarg, 8);
}

// The user SGPRs in the order the descriptor's properties enable them.
void planSgprs(const CodeObjectKernel& k, const Layout& layout, uint64_t dispatchId, Plan& plan) {
  const uint16_t properties = k.descriptor.properties();
  const uint32_t rsrc2 = k.descriptor.rsrc2();
  std::vector<uint32_t>& s = plan.userSgprs;
  auto pointer = [&](uint64_t address) {
    s.push_back(static_cast<uint32_t>(address));
    s.push_back(static_cast<uint32_t>(address >> 32));
  };
  if (properties & bits::kPrivateSegmentBuffer) {
    s.push_back(static_cast<uint32_t>(plan.scratchBase));
    s.push_back((static_cast<uint32_t>(plan.scratchBase >> 32) & 0xffff) | kScratchDword1);
    s.push_back(
        static_cast<uint32_t>(std::min<uint64_t>(layout.end - plan.scratchBase, UINT32_MAX)));
    s.push_back(kScratchDword3);
  }
  if (properties & bits::kDispatchPtr) pointer(layout.dispatch);
  if (properties & bits::kQueuePtr) pointer(layout.queue);
  if (properties & bits::kKernargSegmentPtr) pointer(layout.kernarg);
  if (properties & bits::kDispatchId) pointer(dispatchId);
  // LLVM's AMDGPUUsage, "Flat Scratch": GFX6-8 get the queue's scratch as
  // an offset from the private aperture's base (ours starts at it: 0) and
  // the work-item's private size, which the kernel puts into FLAT_SCRATCH
  // (GFX8: flat_scratch_hi = (offset + wave offset) >> 8, flat_scratch_lo =
  // the size); GFX9 gets the scratch's 64-bit address, to which the kernel
  // adds its wave offset.
  if (properties & bits::kFlatScratchInit) {
    if (plan.generation == Generation::Gfx9) {
      pointer(plan.scratchBase);
    } else {
      s.push_back(0);
      s.push_back(k.privateSegmentFixedSize);
    }
  }
  if (properties & bits::kPrivateSegmentSize) s.push_back(k.privateSegmentFixedSize);
  const uint32_t count = (rsrc2 >> bits::kRsrc2UserSgprShift) & bits::kRsrc2UserSgprMask;
  if (s.size() > count)
    throw LaunchError{fmt::format(
        "kernel '{}': its descriptor's kernel_code_properties enable {} user SGPRs, but "
        "compute_pgm_rsrc2.user_sgpr_count is {}",
        k.name, s.size(), count)};
  s.resize(count, 0);
  plan.systemSgprStart = count;
  for (uint32_t d = 0; d < 3; ++d) plan.groupIdEnabled[d] = rsrc2 & (bits::kRsrc2WorkgroupIdX << d);
  plan.workgroupInfo = rsrc2 & bits::kRsrc2WorkgroupInfo;
  plan.scratchWaveOffset = rsrc2 & bits::kRsrc2ScratchEnable;
  plan.workitemIdVgprs = std::min<uint32_t>((rsrc2 >> bits::kRsrc2WorkitemIdShift) & 3, 2) + 1;
  // MODE: the float round and denorm modes (RSRC1 [19:12] to MODE [7:0]),
  // DX10_CLAMP (bit 21 to 8), IEEE (bit 23 to 9).
  const uint32_t rsrc1 = k.descriptor.rsrc1();
  plan.mode = ((rsrc1 >> 12) & 0xff) | ((rsrc1 >> 21) & 1) << 8 | ((rsrc1 >> 23) & 1) << 9;
}

// The flat apertures of GFX7 and GFX8, where the kernel reads them (amd_queue_t's
// group_segment_aperture_base_hi at 0x40 and private_segment_aperture_base_hi at 0x44, what
// LLVM's SIISelLowering::getSegmentAperture loads) and where FLAT finds them: KFD's
// LDS and scratch apertures (kfd_flat_memory.c: 1 << 61, and 1 << 61 + 2^32).
constexpr uint32_t kSharedApertureHigh = 0x20000000, kPrivateApertureHigh = 0x20000001;

void writeApertures(const Layout& layout, machine::Memory& memory) {
  for (const auto& [offset, value] : {std::pair<uint64_t, uint32_t>{0x40, kSharedApertureHigh},
                                      std::pair<uint64_t, uint32_t>{0x44, kPrivateApertureHigh}})
    std::memcpy(memory.bytes.data() + layout.queue + offset, &value, 4);
  memory.sharedApertureHigh = kSharedApertureHigh;
  memory.privateApertureHigh = kPrivateApertureHigh;
}

void startWave(machine::Wavefront& wave, const Plan& plan, uint32_t index,
               const std::array<uint64_t, 3>& id, uint32_t slot) {
  wave.scalar.fill(0);
  std::memset(wave.vgpr, 0, sizeof wave.vgpr);
  wave.scc = false;
  wave.pc = plan.entry;
  wave.codeBase = plan.codeBase;
  wave.mode = plan.mode;
  wave.id = index;
  wave.retired = 0;  // s_memtime counts from the wave's start
  wave.sharedApertureHigh = kSharedApertureHigh;
  wave.privateApertureHigh = kPrivateApertureHigh;
  std::copy(plan.userSgprs.begin(), plan.userSgprs.end(), wave.scalar.begin());
  uint32_t next = plan.systemSgprStart;
  for (uint32_t d = 0; d < 3; ++d)
    if (plan.groupIdEnabled[d]) wave.sgpr(next++) = static_cast<uint32_t>(id[d]);
  // {first_wave, ordered_append_term, threadgroup_size_in_waves}
  if (plan.workgroupInfo) wave.sgpr(next++) = (index == 0 ? 1u << 31 : 0) | plan.wavesPerGroup;
  if (plan.scratchWaveOffset)
    wave.sgpr(next++) = static_cast<uint32_t>((uint64_t{slot} * plan.wavesPerGroup + index) *
                                              plan.waveScratchBytes);
  startWorkItems(wave, index, plan.groupSize, plan.local, plan.workitemIdVgprs);
}

}  // namespace

LaunchReport enqueueCodeObjectKernel(Device::State& device, const Kernel& kernel,
                                     const LaunchSettings& settings) {
  const Program::Model& model = kernel.program().model();
  const binary::CodeObject& co = *model.codeObject;
  const CodeObjectKernel& k = co.kernels[kernel.index()];
  const machine::Program& program = model.programs[model.programOfKernel[kernel.index()]];
  const uint32_t entry = model.entryOfKernel[kernel.index()];
  refuseUnmodelled(co, k);
  Plan plan;
  plan.entry = entry;
  plan.generation = processorGeneration(co.mcpu).value_or(Generation::SouthernIslands);
  planRange(k, settings, plan);
  const uint32_t hostThreads =
      settings.threads ? settings.threads : std::max(1u, std::thread::hardware_concurrency());
  const uint32_t threads = static_cast<uint32_t>(std::min<uint64_t>(hostThreads, plan.groupCount));

  // The launch's own memory goes after the buffers and is given back after.
  machine::Memory& memory = device.memory;
  struct Restore {
    machine::Memory& memory;
    uint64_t size;
    ~Restore() {
      memory.bytes.resize(size);
      memory.privateSegmentBytes.reset();
    }
  } restore{memory, device.end};
  constexpr uint32_t kMaxKernarg = 1u << 20;
  if (k.kernargSegmentSize > kMaxKernarg)
    throw LaunchError{
        fmt::format("kernel '{}': a kernarg segment of {} bytes "
                    "(.kernarg_segment_size), past the simulator's {}",
                    k.name, k.kernargSegmentSize, kMaxKernarg)};
  Layout layout;
  layout.kernarg = alignUp(device.end, kAlign);
  layout.dispatch = alignUp(layout.kernarg + std::max<uint32_t>(k.kernargSegmentSize, 1), kAlign);
  layout.queue = alignUp(layout.dispatch + kDispatchPacketBytes, kAlign);
  layout.descriptor = alignUp(layout.queue + kQueueBytes, kAlign);
  layout.scratch = alignUp(layout.descriptor + binary::kKernelDescriptorBytes, kAlign);
  // Scratch for the waves each host thread runs at once; a group's waves
  // end before its thread takes the next group.
  plan.waveScratchBytes = alignUp(uint64_t{k.privateSegmentFixedSize} * machine::kLanes, kAlign);
  const uint64_t scratchBytes = plan.waveScratchBytes * plan.wavesPerGroup * threads;
  constexpr uint64_t kMaxScratch = uint64_t{256} << 20;
  if (scratchBytes > kMaxScratch)
    throw LaunchError{
        fmt::format("kernel '{}': {} bytes of private memory per work-item take {} "
                    "bytes of scratch on {} host threads, past the simulator's {}",
                    k.name, k.privateSegmentFixedSize, scratchBytes, threads, kMaxScratch)};
  plan.scratchBase = layout.scratch;
  layout.end = alignUp(layout.scratch + std::max<uint64_t>(scratchBytes, 4), kAlign);
  layout.image = alignUp(layout.end, 4096);
  layout.imageEnd = alignUp(layout.image + co.imageSize, kAlign);
  memory.bytes.resize(layout.imageEnd, 0);  // zeroed: Restore shrank it after the last launch
  loadImage(co, layout, memory.bytes);
  plan.codeBase = layout.image + co.codeSections.at(k.section).address;
  memory.scratchBase = layout.scratch;
  memory.scratchEnd = layout.end;
  memory.privateSegmentBytes = k.privateSegmentFixedSize;

  const uint64_t lds =
      writeKernarg(kernel, k, plan, layout, device.buffers, settings.dynamicLdsBytes, memory.bytes);
  writeDispatchPacket(k, plan, layout, lds, memory.bytes);
  std::copy(k.descriptor.bytes.begin(), k.descriptor.bytes.end(),
            memory.bytes.begin() + static_cast<ptrdiff_t>(layout.descriptor));
  writeApertures(layout, memory);
  planSgprs(k, layout, ++device.dispatches, plan);
  plan.usesLds = lds > 0;
  for (const machine::Decoded& d : program.code)
    plan.usesLds =
        plan.usesLds ||
        (d.info && (d.info->encoding == Encoding::Ds || d.info->encoding == Encoding::Flat));

  LaunchReport report;
  report.kernel = k.name;
  report.dimensions = plan.dimensions;
  report.global = plan.global;
  report.local = plan.local;
  report.groups = plan.groups;
  report.wavesPerGroup = plan.wavesPerGroup;
  report.waves = plan.groupCount * plan.wavesPerGroup;
  report.threads = threads;

  machine::RunLimits limits(settings.maxInstructions);
  limits.deadline = Deadline(settings.maxHostSeconds);
  std::atomic<bool> cancelled{false};
  limits.cancelled = &cancelled;
  const GroupGrid grid{.groups = plan.groups,
                       .groupCount = plan.groupCount,
                       .wavesPerGroup = plan.wavesPerGroup,
                       .usesLds = plan.usesLds,
                       .startWave = [&plan](machine::Wavefront& wave, uint32_t index,
                                            const std::array<uint64_t, 3>& id, uint32_t slot) {
                         startWave(wave, plan, index, id, slot);
                       }};
  runGroups(grid, program, memory, limits, cancelled, report);
  report.seconds = limits.deadline.elapsedSeconds();
  return report;
}

}  // namespace gpuasm::gcn
