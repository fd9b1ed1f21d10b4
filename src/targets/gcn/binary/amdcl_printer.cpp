// The listing of an AMD OpenCL binary (amdcl_printer.hpp).
#include "targets/gcn/binary/amdcl_printer.hpp"

#include <fmt/format.h>

#include "targets/gcn/binary/amdcl.hpp"
#include "targets/gcn/binary/amdcl_source.hpp"

namespace gpuasm::gcn::binary {
namespace {

// User-data classes (fact sheet section 2, CLRX's dataClassMap).
std::string userDataClassName(uint32_t value) {
  constexpr std::string_view kNames[] = {"IMM_RESOURCE", "IMM_SAMPLER", "IMM_CONST_BUFFER",
                                         "IMM_VERTEX_BUFFER", "IMM_UAV"};
  if (value < std::size(kNames)) return std::string(kNames[value]);
  switch (value) {
    case 0x10:
      return "SUB_PTR_FETCH_SHADER";
    case 0x11:
      return "PTR_RESOURCE_TABLE";
    case 0x12:
      return "PTR_INTERNAL_RESOURCE_TABLE";
    case 0x13:
      return "PTR_SAMPLER_TABLE";
    case 0x14:
      return "PTR_CONST_BUFFER_TABLE";
    case 0x15:
      return "PTR_VERTEX_BUFFER_TABLE";
    case 0x16:
      return "PTR_SO_BUFFER_TABLE";
    case 0x17:
      return "PTR_UAV_TABLE";
    case 0x18:
      return "PTR_INTERNAL_GLOBAL_TABLE";
    case 0x1d:
      return "IMM_CONTEXT_BASE";
    case 0x1e:
      return "IMM_LDS_ESGS_SIZE";
    case 0x1f:
      return "IMM_GLOBAL_OFFSET";
    case 0x20:
      return "IMM_GENERIC_USER_DATA";
    default:
      return fmt::format("class {:#x}", value);
  }
}

std::string argumentLine(size_t index, const KernelArgument& a) {
  std::string line = fmt::format("//   argument {}: {} {}", index, a.kind, a.name);
  if (!a.cType.empty()) line += fmt::format(" ({})", a.cType);
  if (a.kind == "pointer") {
    line += fmt::format(", {} {} address space, resource {}, element {} bytes, {}", a.type,
                        a.addressSpace, a.resourceId, a.elementSize, a.access);
    if (a.isConst) line += " const";
    if (a.isVolatile) line += " volatile";
    if (a.isRestrict) line += " restrict";
  } else if (a.kind == "value") {
    line += fmt::format(", {} x{}", a.type, a.vectorSize);
  } else if (a.kind == "struct") {
    line += fmt::format(", {} bytes", a.vectorSize);
  } else {
    line += fmt::format(", {} {}, resource {}", a.type, a.access, a.resourceId);
  }
  return line + fmt::format(", CB1 offset {}\n", a.cb1Offset);
}

void printKernel(std::string& out, const AmdKernel& k, uint32_t granule,
                 const ProgramDescription& program, const KernelDescription& description,
                 const DisassemblyOptions& options, const CodeTools& tools, std::string& error) {
  const KernelMetadata& m = k.metadata;
  out += fmt::format("// kernel {}\n", k.name);
  out += fmt::format("//   metadata: version {}, device {}, uniqueid {}, function {}\n", m.version,
                     m.device, m.uniqueId, m.functionId);
  out += fmt::format("//   memory: uavprivate {}, hwlocal {}, hwregion {}{}{}\n", m.uavPrivate,
                     m.hwLocal, m.hwRegion, m.is64BitAbi ? ", 64bitABI" : "",
                     m.dataRequired ? ", datareqd" : "");
  if (m.requiredWorkGroupSize)
    out += fmt::format("//   required work-group size: {} {} {}\n", (*m.requiredWorkGroupSize)[0],
                       (*m.requiredWorkGroupSize)[1], (*m.requiredWorkGroupSize)[2]);
  std::string ids;
  auto id = [&](std::string_view name, const std::optional<uint32_t>& v) {
    if (v) ids += fmt::format(" {} {}", name, *v);
  };
  id("uavid", m.uavId);
  id("printfid", m.printfId);
  id("cbid", m.cbId);
  id("privateid", m.privateId);
  if (!ids.empty()) out += fmt::format("//   resource ids:{}\n", ids);
  for (size_t i = 0; i < m.arguments.size(); ++i) out += argumentLine(i, m.arguments[i]);
  out += fmt::format("//   header: {:#x}\n", fmt::join(k.header, " "));

  const InnerKernel& inner = k.inner;
  auto value = [&](uint32_t key) { return inner.progInfoValue(key); };
  auto shown = [](std::optional<uint32_t> v) { return v ? fmt::format("{}", *v) : "-"; };
  out += fmt::format("//   registers: {} VGPRs, {} SGPRs (at most {} VGPRs, {} SGPRs)\n",
                     shown(value(proginfo::kVgprCount)), shown(value(proginfo::kSgprCount)),
                     shown(value(proginfo::kMaxVgprs)), shown(value(proginfo::kMaxSgprs)));
  const auto floatMode = value(proginfo::kFloatMode);
  out += fmt::format("//   float mode {}, IEEE mode {}, scratch {} dwords\n",
                     floatMode ? fmt::format("{:#x}", *floatMode) : "-",
                     shown(value(proginfo::kIeeeMode)), shown(value(proginfo::kScratchDwords)));
  const auto rsrc2Value = value(proginfo::kComputePgmRsrc2);
  const PgmRsrc2 r = PgmRsrc2::decode(rsrc2Value.value_or(0));
  if (rsrc2Value)
    out += fmt::format(
        "//   COMPUTE_PGM_RSRC2 {:#010x}: SCRATCH_EN {} USER_SGPR {} TRAP_PRESENT {} TGID_X_EN {} "
        "TGID_Y_EN {} TGID_Z_EN {} TG_SIZE_EN {} TIDIG_COMP_CNT {} EXCP_EN_MSB {} LDS_SIZE {} "
        "EXCP_EN {:#x}\n",
        *rsrc2Value, int(r.scratchEnable), r.userSgprs, int(r.trapPresent), int(r.tgidXEnable),
        int(r.tgidYEnable), int(r.tgidZEnable), int(r.tgSizeEnable), r.tidigCompCount,
        r.exceptionMsb, r.ldsSize, r.exceptionEnable);
  out += fmt::format(
      "//   LDS: {} bytes allocated (RSRC2.LDS_SIZE {} x {}), LDS_SIZE_USED {}, hwlocal {}, "
      "header dword 3 {}\n",
      r.ldsSize * granule, r.ldsSize, granule, shown(value(proginfo::kLdsSizeUsed)), m.hwLocal,
      k.header[3]);
  if (const auto count = value(proginfo::kUserElementCount))
    for (uint32_t i = 0; i < *count && i < 16; ++i) {
      const uint32_t key = proginfo::kUserElementFirst + 4 * i;
      const uint32_t start = value(key + 2).value_or(0), size = value(key + 3).value_or(0);
      out += fmt::format("//   user element {}: {} slot {} in s[{}:{}]\n", i,
                         userDataClassName(value(key).value_or(0)), value(key + 1).value_or(0),
                         start, start + size - (size ? 1 : 0));
    }
  for (const CalEncoding& e : inner.encodings)
    out +=
        fmt::format("//   CAL encoding: machine {:#x} type {} offset {:#x} size {:#x} flags {}\n",
                    e.machine, e.type, e.offset, e.size, e.flags);
  for (const CalNote& n : inner.notes) {
    if (n.type == uint32_t(CalNoteType::ProgInfo)) {
      out += fmt::format("//   note PROGINFO ({} entries)\n", n.payload.size() / 8);
      for (const ProgInfoEntry& e : inner.progInfo()) {
        const std::string name = proginfoKeyName(e.key);
        out += fmt::format("//     {:#010x} {:<26} = {:#x}\n", e.key, name.empty() ? "?" : name,
                           e.value);
      }
      continue;
    }
    const std::string_view name = calNoteName(n.type);
    out += fmt::format("//   note {}",
                       name.empty() ? fmt::format("type {}", n.type) : std::string(name));
    if (n.type == uint32_t(CalNoteType::UavOpMask)) {
      // 1024 bits: print the UAV ids that are set rather than 128 bytes.
      std::vector<uint32_t> set;
      for (size_t bit = 0; bit < n.payload.size() * 8; ++bit)
        if (n.payload[bit / 8] >> (bit % 8) & 1) set.push_back(uint32_t(bit));
      out += fmt::format(": UAVs {}\n", fmt::join(set, " "));
      continue;
    }
    if (!n.payload.empty()) {
      std::vector<uint32_t> words;
      for (size_t at = 0; at + 4 <= n.payload.size(); at += 4)
        words.push_back(readLe32(n.payload, at));
      out += fmt::format(": {}", fmt::join(words, " "));
    }
    out += "\n";
  }
  out += fmt::format("//   code: {} bytes\n", inner.code.size());
  out += kernelDirectives(program, description);
  out += fmt::format("{}:\n", k.name);
  out += tools.print(inner.code, options, error);
}

}  // namespace

std::string printAmdBinary(std::span<const uint8_t> bytes, const DisassemblyOptions& options,
                           const CodeTools& tools, std::string& error) {
  std::optional<AmdBinary> binary = readAmdBinary(bytes, error);
  if (!binary) return {};
  std::string out = fmt::format("// AMD OpenCL 1.2 binary: {}, ELF{}, {} kernel{}\n",
                                gpuName(binary->outer.machine), binary->outer.is64 ? 64 : 32,
                                binary->kernels.size(), binary->kernels.size() == 1 ? "" : "s");
  if (!binary->compileOptions.empty())
    out += fmt::format("// compile options: {}\n", binary->compileOptions);
  if (!binary->driverString.empty()) out += fmt::format("// driver: {}\n", binary->driverString);
  // The description as directives, so that `gpuasm asm -t gcn --format
  // amdcl` of this text makes the binary again (amdcl_source.hpp).
  const ProgramDescription program = describeAmdBinary(*binary, tools);
  out += programDirectives(*binary, program);
  for (size_t i = 0; i < binary->kernels.size(); ++i) {
    const AmdKernel& k = binary->kernels[i];
    printKernel(out, k, ldsGranuleBytes(binary->outer.machine), program, program.kernels[i],
                options, tools, error);
    if (!error.empty()) return out;
  }
  return out;
}

}  // namespace gpuasm::gcn::binary
