// Deriving the AMD OpenCL binary from a kernel description
// (kernel_description.hpp). Where the fact sheet leaves a choice, the driver
// files of ../shared/corpora/gcn/ decide (samplekernels.clo for a kernel that
// uses its buffers; sample_dummy.bin for drivers before 1348.05).
#include "targets/gcn/binary/kernel_description.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <charconv>

#include "targets/gcn/binary/amdcl_layout.hpp"

namespace gpuasm::gcn::binary {
namespace {

constexpr uint32_t kMaxLdsBytes = 32768;  // LDS_SIZE_AVAIL (PROGINFO 0x80000081)

void appendWord(std::vector<uint8_t>& bytes, uint32_t value) {
  for (int i = 0; i < 4; ++i) bytes.push_back(static_cast<uint8_t>(value >> (8 * i)));
}

CalNote wordsNote(CalNoteType type, std::initializer_list<uint32_t> words) {
  CalNote n{uint32_t(type), {}};
  for (uint32_t w : words) appendWord(n.payload, w);
  return n;
}

}  // namespace

uint32_t storedVgprs(const CodeUse& use) {
  return std::max<uint32_t>(use.vgprs, 3);
}

uint32_t storedSgprs(const CodeUse& use, uint32_t userSgprs) {
  // Rounded up to 4: every count in the driver's files is a multiple of 4 but
  // the empty kernels' 3 (the hardware allocates 8 at a time).
  if (use.sgprs == 0 && !use.usesVcc) return 3;
  const uint32_t count = std::max(use.sgprs, userSgprs) + (use.usesVcc ? 2 : 0);
  return (count + 3) / 4 * 4;
}

std::optional<ScalarType> openClScalar(std::string_view cType) {
  struct Entry {
    std::string_view cName;
    ScalarType type;
  };
  static constexpr Entry kTypes[] = {
      {"uchar", {"u8", 1}},      {"char", {"i8", 1}},  {"ushort", {"u16", 2}},
      {"short", {"i16", 2}},     {"uint", {"u32", 4}}, {"int", {"i32", 4}},
      {"ulong", {"u64", 8}},     {"long", {"i64", 8}}, {"float", {"float", 4}},
      {"double", {"double", 8}}, {"void", {"u8", 1}},  {"sampler_t", {"u32", 4}},
  };
  for (const Entry& e : kTypes)
    if (e.cName == cType) return e.type;
  return std::nullopt;
}

uint32_t cb1Bytes(const KernelArgument& a) {
  if (a.kind == "image") return 32;
  if (a.kind == "struct") return (a.vectorSize + 15) / 16 * 16;
  if (a.kind != "value") return 16;
  // Each component widened to 32 bits at least; a 3-vector of 32-bit or
  // smaller components takes 16 bytes, and (alltypes.clo: ulong3 at 992,
  // the next argument at 1008) so does a 3-vector of 64-bit ones.
  const bool wide = a.type == "u64" || a.type == "i64" || a.type == "double";
  const uint32_t components =
      a.vectorSize == 3 ? (wide ? 2 : 4) : std::max<uint32_t>(a.vectorSize, 1);
  return std::max<uint32_t>(16, (components * (wide ? 8 : 4) + 15) / 16 * 16);
}

AmdKernel deriveKernel(const ProgramDescription& program, const KernelDescription& d, size_t index,
                       const CodeTools& tools) {
  const bool newDriver = program.driverVersion >= kDriver1348;
  const bool oldMetadata = program.driverVersion < kDriver1124;
  const uint32_t granule = ldsGranuleBytes(program.machine);
  const size_t count = program.kernels.size();
  AmdKernel k;
  k.name = d.name;

  // Resource ids: global pointers get their own UAVs from 12 (10 before
  // 1348.05: sample_dummy's in and out), constant pointers theirs after the
  // globals (before 1348.05: constant buffers from 2, `hc`).
  std::vector<KernelArgument> args = d.arguments;
  uint32_t nextUav = newDriver ? 12 : 10, nextConstant = 2, offset = 0;
  bool hasLocalPointer = false;
  for (size_t i = 0; i < args.size(); ++i) {
    KernelArgument& a = args[i];
    // A constant pointer from the directives: a UAV (`c`) from 1348.05 on,
    // a constant buffer (`hc`) before (section 6).
    if (a.addressSpace == "constant") a.addressSpace = newDriver ? "c" : "hc";
    a.cb1Offset = offset;
    offset += cb1Bytes(a);
    const bool given = i < d.resourceGiven.size() && d.resourceGiven[i];
    if (a.kind != "pointer") continue;
    if (a.addressSpace == "hl") hasLocalPointer = true;
    if (given) continue;
    if (a.addressSpace == "uav") a.resourceId = nextUav++;
    if (a.addressSpace == "hl") a.resourceId = 1;
  }
  for (KernelArgument& a : args)
    if (a.kind == "pointer" && (a.addressSpace == "c" || a.addressSpace == "hc") &&
        a.resourceId == 0)
      a.resourceId = a.addressSpace == "hc" ? nextConstant++ : nextUav++;

  const uint32_t uavId = d.uavId.value_or(11);
  // printfid and cbid appear from 1348.05 on (section 6), or when given.
  const bool hasPrintfId = d.printfId || newDriver, hasCbId = d.cbId || newDriver;
  const uint32_t printfId = d.printfId.value_or(9), cbId = d.cbId.value_or(10);
  const uint32_t privateId = d.privateId.value_or(8);
  const uint32_t uavPrivate = d.uavPrivate.value_or(0);
  const uint32_t uniqueId = d.uniqueId.value_or(1024 + static_cast<uint32_t>(index));
  const uint32_t functionId =
      d.functionId.value_or(1024 + static_cast<uint32_t>((newDriver ? 2 : 3) * count + index));

  // Metadata (section 3), in the driver's order.
  std::string m = fmt::format(";ARGSTART:__OpenCL_{}_kernel\n", d.name);
  m += fmt::format(";version:3:1:{}\n", oldMetadata ? 104 : 111);
  m += fmt::format(";device:{}\n", gpuMetadataName(program.machine));
  m += fmt::format(";uniqueid:{}\n", uniqueId);
  m += fmt::format(";memory:uavprivate:{}\n", uavPrivate);
  m += fmt::format(";memory:hwlocal:{}\n", d.localBytes);
  m += fmt::format(";memory:hwregion:{}\n", d.hwRegion.value_or(0));
  if (d.requiredWorkGroupSize)
    m += fmt::format(";cws:{}:{}:{}\n", (*d.requiredWorkGroupSize)[0],
                     (*d.requiredWorkGroupSize)[1], (*d.requiredWorkGroupSize)[2]);
  for (size_t i = 0; i < args.size(); ++i) {
    const KernelArgument& a = args[i];
    if (a.kind == "value")
      m += fmt::format(";value:{}:{}:{}:1:{}\n", a.name, a.type, a.vectorSize, a.cb1Offset);
    else if (a.kind == "struct")
      m += fmt::format(";value:{}:struct:{}:1:{}\n", a.name, a.vectorSize, a.cb1Offset);
    else if (a.kind == "pointer")
      m += fmt::format(";pointer:{}:{}:1:1:{}:{}:{}:{}:{}:{}:{}\n", a.name, a.type, a.cb1Offset,
                       a.addressSpace, a.resourceId, a.elementSize, a.access, int(a.isVolatile),
                       int(a.isRestrict));
    if (a.isConst) m += fmt::format(";constarg:{}:{}\n", i, a.name);
  }
  m += fmt::format(";function:1:{}\n", functionId);
  if (program.is64) m += ";memory:64bitABI\n";
  m += fmt::format(";uavid:{}\n", uavId);
  if (hasPrintfId) m += fmt::format(";printfid:{}\n", printfId);
  if (hasCbId) m += fmt::format(";cbid:{}\n", cbId);
  m += fmt::format(";privateid:{}\n", privateId);
  for (size_t i = 0; i < args.size(); ++i)
    m += fmt::format(";reflection:{}:{}\n", i, args[i].cType);
  m += fmt::format(";ARGEND:__OpenCL_{}_kernel\n", d.name);
  std::string error;
  if (auto parsed = parseMetadata(d.metadata ? *d.metadata : m, error)) k.metadata = *parsed;
  k.metadata.text = d.metadata ? *d.metadata : m;

  // LDS (section 4): the static bytes, or all of it for a local pointer.
  const uint32_t ldsGranules =
      hasLocalPointer ? kMaxLdsBytes / granule : (d.localBytes + granule - 1) / granule;

  // Header (section 1).
  k.header = {program.driverVersion >= kDriver1642 ? uavPrivate : 0,
              0,
              newDriver ? uavPrivate : 0,
              d.localBytes,
              program.is64 ? 8u : 0u,
              1,
              0,
              0};
  if (d.header) k.header = *d.header;

  // User elements: the UAV table, CB0 and CB1 (1702.3); before 1348.05 the
  // constant-buffer table and an immediate UAV per global pointer (sample_dummy).
  std::vector<UserElement> elements;
  if (d.userElements) {
    elements = *d.userElements;
  } else if (newDriver) {
    elements = {{0x17, 0, 2, 2}, {0x02, 0, 4, 4}, {0x02, 1, 8, 4}};
  } else {
    elements = {{0x14, 0, 2, 2}};
    for (const KernelArgument& a : args)
      if (a.kind == "pointer" && a.addressSpace == "uav" && elements.size() < 16)
        elements.push_back(
            {0x04, a.resourceId, elements.back().startSgpr + elements.back().sgprCount, 4});
  }
  uint32_t userSgprs = 0;
  for (const UserElement& e : elements) userSgprs = std::max(userSgprs, e.startSgpr + e.sgprCount);
  PgmRsrc2 rsrc2;
  rsrc2.userSgprs = elements.empty() ? 2 : userSgprs;
  rsrc2.tgidXEnable = !elements.empty();
  rsrc2.ldsSize = ldsGranules;
  const uint32_t rsrc2Value = d.pgmRsrc2.value_or(rsrc2.encode());
  const CodeUse use = tools.use(d.code);

  std::array<uint32_t, 32> uavMask{};
  for (const KernelArgument& a : args)
    if (a.kind == "pointer" && a.addressSpace == "uav" && a.resourceId < 1024)
      uavMask[a.resourceId / 32] |= 1u << (a.resourceId % 32);

  using namespace proginfo;
  std::vector<ProgInfoEntry> info;
  const size_t slots = oldMetadata ? 16 : elements.size();
  info.push_back({kUserElementCount, static_cast<uint32_t>(elements.size())});
  for (size_t i = 0; i < slots; ++i) {
    const UserElement e = i < elements.size() ? elements[i] : UserElement{};
    const uint32_t key = kUserElementFirst + 4 * static_cast<uint32_t>(i);
    info.push_back({key, e.dataClass});
    info.push_back({key + 1, e.apiSlot});
    info.push_back({key + 2, e.startSgpr});
    info.push_back({key + 3, e.sgprCount});
  }
  info.push_back({kVgprCount, d.vgprs.value_or(storedVgprs(use))});
  // The user SGPRs and the work-group ids the hardware writes after them.
  const uint32_t loadedSgprs = rsrc2.userSgprs + uint32_t{rsrc2.tgidXEnable} +
                               uint32_t{rsrc2.tgidYEnable} + uint32_t{rsrc2.tgidZEnable};
  info.push_back({kSgprCount, d.sgprs.value_or(storedSgprs(use, loadedSgprs))});
  info.push_back({kMaxSgprs, 102});
  info.push_back({kMaxVgprs, 256});
  info.push_back({kFloatMode, d.floatMode.value_or(0xc0)});
  info.push_back({kIeeeMode, d.ieeeMode.value_or(0)});
  info.push_back({kScratchDwords, d.scratchDwords.value_or(0)});
  info.push_back({kComputePgmRsrc2, rsrc2Value});
  const auto group = d.requiredWorkGroupSize.value_or(std::array<uint32_t, 3>{256, 0, 0});
  info.push_back({kThreadsPerGroupX, group[0]});
  info.push_back({kThreadsPerGroupY, group[1]});
  info.push_back({kThreadsPerGroupZ, group[2]});
  info.push_back({0x80001841, 0});
  info.push_back({kRatOpIsUsed, uavMask[0]});
  for (uint32_t i = 0; i < 32; ++i) info.push_back({kUavUseMaskFirst + i, uavMask[i]});
  info.push_back({kWavefrontsPerSimd, 1});
  info.push_back({kWavefrontSize, 64});
  info.push_back({kLdsSizeAvailable, kMaxLdsBytes});
  info.push_back({kLdsSizeUsed, PgmRsrc2::decode(rsrc2Value).ldsSize * granule});
  for (const ProgInfoEntry& e : d.progInfo) {
    auto it = std::find_if(info.begin(), info.end(),
                           [&](const ProgInfoEntry& x) { return x.key == e.key; });
    if (it != info.end())
      it->value = e.value;
    else
      info.push_back(e);
  }
  CalNote progInfo{uint32_t(CalNoteType::ProgInfo), {}};
  for (const ProgInfoEntry& e : info) {
    appendWord(progInfo.payload, e.key);
    appendWord(progInfo.payload, e.value);
  }

  // The notes, in the driver's order (section 2).
  CalNote uav{uint32_t(CalNoteType::Uav), {}};
  for (const KernelArgument& a : args)
    if (a.kind == "pointer" && a.addressSpace == "uav")
      for (uint32_t w : {a.resourceId, 4u, 0u, 5u}) appendWord(uav.payload, w);
  for (uint32_t w : {newDriver ? uavId : privateId, newDriver ? 4u : 3u, 0u, 5u})
    appendWord(uav.payload, w);
  CalNote constantBuffers = wordsNote(CalNoteType::ConstantBuffers, {0, 0, 1, 0});
  for (const KernelArgument& a : args)
    if (a.kind == "pointer" && (a.addressSpace == "c" || a.addressSpace == "hc"))
      for (uint32_t w : {a.resourceId, 0u}) appendWord(constantBuffers.payload, w);
  CalNote opMask{uint32_t(CalNoteType::UavOpMask), std::vector<uint8_t>(128, 0)};
  for (uint32_t i = 0; i < 32; ++i)
    for (int b = 0; b < 4; ++b)
      opMask.payload[4 * i + b] = static_cast<uint8_t>(uavMask[i] >> (8 * b));
  std::vector<CalNote> notes = {
      wordsNote(CalNoteType::Inputs, {}),
      wordsNote(CalNoteType::Outputs, {}),
      uav,
      wordsNote(CalNoteType::CondOut, {0}),
      wordsNote(CalNoteType::Float32Consts, {}),
      wordsNote(CalNoteType::Int32Consts, {}),
      wordsNote(CalNoteType::Bool32Consts, {}),
      wordsNote(CalNoteType::EarlyExit, {0}),
      wordsNote(CalNoteType::GlobalBuffers, {}),
      constantBuffers,
      wordsNote(CalNoteType::InputSamplers, {}),
      wordsNote(CalNoteType::ScratchBuffers, {0}),
      wordsNote(CalNoteType::PersistentBuffers, {}),
      progInfo,
      wordsNote(CalNoteType::SubConstantBuffers, {}),
      wordsNote(CalNoteType::UavMailboxSize, {0}),
      opMask,
  };
  for (const CalNote& n : d.notes) {
    auto it = std::find_if(notes.begin(), notes.end(),
                           [&](const CalNote& x) { return x.type == n.type; });
    if (it != notes.end())
      it->payload = n.payload;
    else
      notes.push_back(n);
  }
  k.inner.notes = std::move(notes);
  k.inner.code = d.code;
  return k;
}

std::string driverStringOf(uint32_t v) {
  return fmt::format("@(#) OpenCL 1.2 AMD-APP ({0}.{1}).  Driver version: {0}.{1} (VM)", v / 100,
                     v % 100);
}

std::optional<uint32_t> driverVersionOf(std::string_view s) {
  const size_t at = s.find("AMD-APP (");
  if (at == std::string_view::npos) return std::nullopt;
  const char* p = s.data() + at + 9;
  const char* end = s.data() + s.size();
  uint32_t major = 0, minor = 0;
  auto r = std::from_chars(p, end, major);
  if (r.ec != std::errc{}) return std::nullopt;
  if (r.ptr < end && *r.ptr == '.') {
    auto m = std::from_chars(r.ptr + 1, end, minor);
    if (m.ec != std::errc{}) return std::nullopt;
  }
  return major * 100 + minor;
}

std::optional<AmdBinary> buildAmdBinary(const ProgramDescription& program, const CodeTools& tools,
                                        std::string& error) {
  if (!innerDeviceCode(program.machine)) {
    error = fmt::format("cannot generate for e_machine {:#x}", program.machine);
    return std::nullopt;
  }
  AmdBinary model;
  model.outer.machine = program.machine;
  model.outer.is64 = program.is64;
  model.compileOptions = program.compileOptions;
  model.driverString =
      program.driverString ? *program.driverString : driverStringOf(program.driverVersion);
  for (size_t i = 0; i < program.kernels.size(); ++i)
    model.kernels.push_back(deriveKernel(program, program.kernels[i], i, tools));
  auto bytes = layoutAmdBinary(model, error);
  if (!bytes) return std::nullopt;
  return readAmdBinary(*bytes, error);
}

}  // namespace gpuasm::gcn::binary
