// An AMD OpenCL binary as kernel directives (amdcl_source.hpp).
#include "targets/gcn/binary/amdcl_source.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "targets/gcn/binary/amdcl_layout.hpp"

namespace gpuasm::gcn::binary {
namespace {

std::string_view openClName(std::string_view metadataType) {
  struct Entry {
    std::string_view metadata, c;
  };
  static constexpr Entry kNames[] = {{"u8", "uchar"},     {"i8", "char"},  {"u16", "ushort"},
                                     {"i16", "short"},    {"u32", "uint"}, {"i32", "int"},
                                     {"u64", "ulong"},    {"i64", "long"}, {"float", "float"},
                                     {"double", "double"}};
  for (const Entry& e : kNames)
    if (e.metadata == metadataType) return e.c;
  return {};
}

std::string quoted(std::string_view text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '\n')
      out += "\\n";
    else if (c == '"' || c == '\\')
      out += fmt::format("\\{}", c);
    else if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) > 0x7e)
      out += fmt::format("\\x{:02x}", static_cast<unsigned char>(c));
    else
      out += c;
  }
  return out + "\"";
}

std::vector<uint32_t> words(std::span<const uint8_t> bytes) {
  std::vector<uint32_t> out;
  for (size_t at = 0; at + 4 <= bytes.size(); at += 4) out.push_back(readLe32(bytes, at));
  return out;
}

std::vector<UserElement> userElementsOf(const InnerKernel& inner) {
  std::vector<UserElement> elements;
  const uint32_t count = inner.progInfoValue(proginfo::kUserElementCount).value_or(0);
  for (uint32_t i = 0; i < count && i < 16; ++i) {
    const uint32_t key = proginfo::kUserElementFirst + 4 * i;
    elements.push_back(
        {inner.progInfoValue(key).value_or(0), inner.progInfoValue(key + 1).value_or(0),
         inner.progInfoValue(key + 2).value_or(0), inner.progInfoValue(key + 3).value_or(0)});
  }
  return elements;
}

bool sameElements(const std::vector<UserElement>& a, const std::vector<UserElement>& b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                    [](const UserElement& x, const UserElement& y) {
                      return x.dataClass == y.dataClass && x.apiSlot == y.apiSlot &&
                             x.startSgpr == y.startSgpr && x.sgprCount == y.sgprCount;
                    });
}

// The arguments the directives can say (values, structs, pointers); false
// when the metadata has others (images, counters), which only `.metadata`
// and `.cal_note` reproduce.
bool describableArguments(const KernelMetadata& m, KernelDescription& d) {
  for (const KernelArgument& a : m.arguments) {
    if (a.kind == "value" && openClName(a.type).empty()) return false;
    if (a.kind == "pointer" && openClName(a.type).empty()) return false;
    if (a.kind != "value" && a.kind != "struct" && a.kind != "pointer") return false;
    d.arguments.push_back(a);
    d.resourceGiven.push_back(false);
  }
  return true;
}

}  // namespace

ProgramDescription describeAmdBinary(const AmdBinary& binary, const CodeTools& tools) {
  ProgramDescription program;
  program.machine = binary.outer.machine;
  program.is64 = binary.outer.is64;
  program.driverVersion = driverVersionOf(binary.driverString).value_or(kDefaultDriver);
  program.compileOptions = binary.compileOptions;
  if (binary.driverString != driverStringOf(program.driverVersion))
    program.driverString = binary.driverString;
  for (const AmdKernel& k : binary.kernels) {
    KernelDescription d;
    d.name = k.name;
    d.code = k.inner.code;
    const KernelMetadata& m = k.metadata;
    if (!describableArguments(m, d)) {
      d.arguments.clear();
      d.resourceGiven.clear();
    }
    d.requiredWorkGroupSize = m.requiredWorkGroupSize;
    d.localBytes = m.hwLocal;
    program.kernels.push_back(std::move(d));
  }
  // Each kernel against what the derivation makes of it; overrides where
  // they differ, high-level ones first, then raw entries and notes.
  for (size_t i = 0; i < binary.kernels.size(); ++i) {
    const AmdKernel& actual = binary.kernels[i];
    KernelDescription& d = program.kernels[i];
    const KernelMetadata& m = actual.metadata;
    AmdKernel derived = deriveKernel(program, d, i, tools);
    for (size_t a = 0; a < d.arguments.size() && a < derived.metadata.arguments.size(); ++a)
      if (derived.metadata.arguments[a].resourceId != m.arguments[a].resourceId) {
        d.arguments[a].resourceId = m.arguments[a].resourceId;
        d.resourceGiven[a] = true;
      }
    const KernelMetadata& dm = derived.metadata;
    auto id = [](std::optional<uint32_t>& field, std::optional<uint32_t> want,
                 std::optional<uint32_t> got) {
      if (want && want != got) field = want;
    };
    id(d.uniqueId, m.uniqueId, dm.uniqueId);
    id(d.functionId, m.functionId, dm.functionId);
    id(d.uavPrivate, m.uavPrivate, dm.uavPrivate);
    id(d.hwRegion, m.hwRegion, dm.hwRegion);
    id(d.uavId, m.uavId, dm.uavId);
    id(d.cbId, m.cbId, dm.cbId);
    id(d.printfId, m.printfId, dm.printfId);
    id(d.privateId, m.privateId, dm.privateId);
    const InnerKernel& inner = actual.inner;
    const std::vector<UserElement> elements = userElementsOf(inner);
    if (!sameElements(elements, userElementsOf(derived.inner))) d.userElements = elements;
    derived = deriveKernel(program, d, i, tools);
    auto field = [&](std::optional<uint32_t>& member, uint32_t key) {
      const auto want = inner.progInfoValue(key);
      if (want && want != derived.inner.progInfoValue(key)) member = want;
    };
    field(d.vgprs, proginfo::kVgprCount);
    field(d.sgprs, proginfo::kSgprCount);
    field(d.floatMode, proginfo::kFloatMode);
    field(d.ieeeMode, proginfo::kIeeeMode);
    field(d.scratchDwords, proginfo::kScratchDwords);
    field(d.pgmRsrc2, proginfo::kComputePgmRsrc2);
    derived = deriveKernel(program, d, i, tools);
    // PROGINFO: single entries when the keys are the same ones in the same
    // order, else the whole note.
    const auto want = inner.progInfo(), got = derived.inner.progInfo();
    const bool sameKeys =
        std::equal(want.begin(), want.end(), got.begin(), got.end(),
                   [](const ProgInfoEntry& x, const ProgInfoEntry& y) { return x.key == y.key; });
    for (size_t e = 0; sameKeys && e < want.size(); ++e)
      if (want[e].value != got[e].value) d.progInfo.push_back(want[e]);
    if (!sameKeys)
      if (const CalNote* n = inner.note(CalNoteType::ProgInfo)) d.notes.push_back(*n);
    for (const CalNote& n : inner.notes) {
      if (n.type == uint32_t(CalNoteType::ProgInfo)) continue;
      const CalNote* mine = derived.inner.note(CalNoteType(n.type));
      if (!mine || mine->payload != n.payload) d.notes.push_back(n);
    }
    if (derived.metadata.text != m.text) d.metadata = m.text;
    if (derived.header != actual.header) d.header = actual.header;
  }
  return program;
}

std::string programDirectives(const AmdBinary& binary, const ProgramDescription& program) {
  std::string out = fmt::format(".device {}\n", gpuMetadataName(binary.outer.machine));
  if (program.is64) out += ".bits 64\n";
  out += fmt::format(".driver_version {}\n", program.driverVersion);
  if (!program.compileOptions.empty())
    out += fmt::format(".compile_options {}\n", quoted(program.compileOptions));
  if (program.driverString)
    out += fmt::format(".driver_string {}\n", quoted(*program.driverString));
  return out;
}

std::string kernelDirectives(const ProgramDescription& /*program*/, const KernelDescription& d) {
  std::string out = fmt::format(".kernel {}\n", d.name);
  for (size_t i = 0; i < d.arguments.size(); ++i) {
    const KernelArgument& a = d.arguments[i];
    std::string line = fmt::format("  .arg {}, ", a.name);
    std::string cType;
    if (a.kind == "struct") {
      const bool named = a.cType.starts_with("struct ") || a.cType.starts_with("union ");
      line += fmt::format("{}, {}", named ? a.cType : "struct", a.vectorSize);
      cType = named ? a.cType : "struct";
    } else if (a.kind == "value") {
      cType = fmt::format("{}{}", openClName(a.type),
                          a.vectorSize > 1 ? std::to_string(a.vectorSize) : "");
      line += cType;
    } else {
      const std::string_view space = a.addressSpace == "uav"  ? "global"
                                     : a.addressSpace == "hl" ? "local"
                                                              : "constant";
      const uint32_t scalarBytes = openClScalar(openClName(a.type))->bytes;
      const uint32_t lanes = a.elementSize / std::max<uint32_t>(scalarBytes, 1);
      std::string element = a.cType == "void*" ? "void" : std::string(openClName(a.type));
      if (element != "void" && lanes > 1) element += std::to_string(lanes);
      line +=
          fmt::format("{} {}{}{}{}*", space, a.isConst ? "const " : "",
                      a.isVolatile ? "volatile " : "", a.isRestrict ? "restrict " : "", element);
      cType = element + "*";
      const std::string_view defaultAccess = a.addressSpace == "uav"
                                                 ? (a.isConst && element != "void" ? "RO" : "RW")
                                             : a.addressSpace == "hl" ? "RW"
                                                                      : "RO";
      if (a.access != defaultAccess) line += a.access == "RO" ? ", read_only" : ", read_write";
    }
    if (i < d.resourceGiven.size() && d.resourceGiven[i])
      line += fmt::format(", resource {}", a.resourceId);
    if (a.cType != cType) line += fmt::format(", ctype {}", quoted(a.cType));
    out += line + "\n";
  }
  if (d.requiredWorkGroupSize)
    out += fmt::format("  .reqd_work_group_size {}, {}, {}\n", (*d.requiredWorkGroupSize)[0],
                       (*d.requiredWorkGroupSize)[1], (*d.requiredWorkGroupSize)[2]);
  if (d.localBytes) out += fmt::format("  .local_bytes {}\n", d.localBytes);
  auto field = [&](std::string_view name, const std::optional<uint32_t>& v, bool hex = false) {
    if (v) out += hex ? fmt::format("  {} {:#x}\n", name, *v) : fmt::format("  {} {}\n", name, *v);
  };
  field(".uniqueid", d.uniqueId);
  field(".function_id", d.functionId);
  field(".uavprivate", d.uavPrivate);
  field(".hwregion", d.hwRegion);
  field(".uavid", d.uavId);
  field(".cbid", d.cbId);
  field(".printfid", d.printfId);
  field(".privateid", d.privateId);
  field(".vgprs", d.vgprs);
  field(".sgprs", d.sgprs);
  field(".float_mode", d.floatMode, true);
  field(".ieee_mode", d.ieeeMode);
  field(".scratch_dwords", d.scratchDwords);
  field(".pgm_rsrc2", d.pgmRsrc2, true);
  if (d.userElements) {
    if (d.userElements->empty()) out += "  .user_element none\n";
    for (const UserElement& e : *d.userElements)
      out += fmt::format("  .user_element {:#x}, {}, {}, {}\n", e.dataClass, e.apiSlot, e.startSgpr,
                         e.sgprCount);
  }
  for (const ProgInfoEntry& e : d.progInfo)
    out += fmt::format("  .proginfo {:#010x}, {:#x}\n", e.key, e.value);
  for (const CalNote& n : d.notes) {
    const std::string_view name = calNoteName(n.type);
    out += fmt::format("  .cal_note {}", name.empty() ? std::to_string(n.type) : std::string(name));
    for (uint32_t w : words(n.payload)) out += fmt::format(", {:#x}", w);
    out += "\n";
  }
  if (d.metadata) out += fmt::format("  .metadata {}\n", quoted(*d.metadata));
  if (d.header) out += fmt::format("  .kernel_header {:#x}\n", fmt::join(*d.header, ", "));
  return out;
}

}  // namespace gpuasm::gcn::binary
