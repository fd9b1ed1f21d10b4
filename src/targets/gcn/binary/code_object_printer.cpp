// The listing of an HSA code object (code_object_printer.hpp).
#include "targets/gcn/binary/code_object_printer.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <string_view>

#include "gpuasm/target.hpp"
#include "targets/gcn/amd_kernel_code.hpp"
#include "targets/gcn/binary/code_object.hpp"
#include "targets/gcn/binary/hsa_target.hpp"
#include "targets/gcn/isa.hpp"

namespace gpuasm::gcn::binary {
namespace {

std::string argumentLine(size_t index, const CodeObjectArgument& a) {
  std::string line =
      fmt::format("//   argument {}: {}", index, a.name.empty() ? "(no name)" : a.name);
  if (!a.typeName.empty()) line += fmt::format(" ({})", a.typeName);
  line += fmt::format(", {}", a.valueKind);
  if (!a.addressSpace.empty()) line += fmt::format(" {}", a.addressSpace);
  return line + fmt::format(", kernarg offset {}, {} bytes\n", a.offset, a.size);
}

// Code as .long words, four a line, for generations the table does not decode.
std::string codeWords(std::span<const uint8_t> code) {
  std::string out;
  for (size_t at = 0; at + 4 <= code.size(); at += 4) {
    const uint32_t w = uint32_t{code[at]} | uint32_t{code[at + 1]} << 8 |
                       uint32_t{code[at + 2]} << 16 | uint32_t{code[at + 3]} << 24;
    out += at % 16 == 0 ? fmt::format("\t.long 0x{:08x}", w) : fmt::format(", 0x{:08x}", w);
    if (at % 16 == 12 || at + 8 > code.size()) out += '\n';
  }
  for (size_t at = code.size() / 4 * 4; at < code.size(); ++at)
    out += fmt::format("\t.byte 0x{:02x}\n", code[at]);
  return out;
}

// The processor and its XNACK and SRAMECC settings: from amdhsa.target when
// the metadata has one, else from e_flags (v3: 0x100 XNACK and 0x200 SRAMECC
// on or any; v4 and v5: two bits each, 1 any, 2 off, 3 on).
HsaTargetId listingTarget(const CodeObject& co) {
  if (const size_t dashes = co.target.rfind("--"); dashes != std::string::npos) {
    std::string error;
    if (auto id = parseTargetId(std::string_view(co.target).substr(dashes + 2), error)) return *id;
  }
  return targetIdOfElfFlags(co.mcpu, co.flags, co.version());
}

// A v2 kernel's amd_kernel_code_t as the block clang-14 -S writes: every field by name in the
// header's order, but the whole RSRC1/RSRC2 word (its fields are listed) and the two fields
// LLVM 14 neither writes nor reads unless they hold something. Bytes no field covers (the
// reserved ones, control_directives) are named in a comment when they are not zero: no
// directive gives them back.
std::string amdKernelCodeBlock(const std::array<uint8_t, kAmdKernelCodeBytes>& header) {
  std::string out = "\t.amd_kernel_code_t\n";
  std::array<uint8_t, kAmdKernelCodeBytes> covered{};
  for (const AmdKernelCodeField& f : amdKernelCodeFields()) {
    const int64_t value = amdKernelCodeValue(header, f);
    for (uint32_t bit = f.shift; bit < uint32_t{f.shift} + f.width; ++bit)
      covered[f.byteOffset + bit / 8] |= static_cast<uint8_t>(1u << (bit % 8));
    if (f.name == "compute_pgm_resource_registers") continue;
    if ((f.name == "kernel_code_prefetch_byte_offset" ||
         f.name == "max_scratch_backing_memory_byte_size") &&
        value == 0)
      continue;
    out += fmt::format("\t\t{} = {}\n", f.name, value);
  }
  std::string unlisted;
  for (size_t at = 0; at < kAmdKernelCodeBytes; ++at)
    if (header[at] & ~covered[at])
      unlisted +=
          fmt::format("{}{}: {:#04x}", unlisted.empty() ? "" : ", ", at, header[at] & ~covered[at]);
  if (!unlisted.empty())
    out += fmt::format("\t\t// bits no field holds, not listed (byte: bits): {}\n", unlisted);
  return out + "\t.end_amd_kernel_code_t\n";
}

}  // namespace

std::string printCodeObject(const CodeObject& co, const DisassemblyOptions& options,
                            const CodeTools& tools, std::string& error) {
  std::string out;
  out += fmt::format("// HSA code object v{} for {} (e_flags {:#x}), {} kernel{}\n", co.version(),
                     co.mcpu, co.flags, co.kernels.size(), co.kernels.size() == 1 ? "" : "s");
  // The code is decoded for the processor's generation (GFX6 to GFX9: the
  // disassembler is told the processor); a later one's code stays words.
  const bool decoded = processorGeneration(co.mcpu).has_value();
  DisassemblyOptions codeOptions = options;
  codeOptions.targetOptions["mcpu"] = co.mcpu;
  if (!decoded)
    out += fmt::format(
        "// {} code is listed as .long words: this build decodes GFX6 to GFX9 only\n", co.mcpu);
  // The target id the assembler needs to make these bytes again: the metadata's
  // (v4, v5), else the one e_flags spells (v3 has no amdhsa.target); v2's notes as clang -S
  // writes them.
  const bool v2 = co.version() == 2;
  const HsaTargetId target = v2 ? HsaTargetId{} : listingTarget(co);
  if (v2) {
    out += fmt::format("\t.hsa_code_object_version {},{}\n", co.hsaCodeObjectVersion[0],
                       co.hsaCodeObjectVersion[1]);
    out += fmt::format("\t.hsa_code_object_isa {},{},{},\"{}\",\"{}\"\n", co.hsaIsaVersion[0],
                       co.hsaIsaVersion[1], co.hsaIsaVersion[2], co.hsaIsaVendor,
                       co.hsaIsaArchitecture);
  } else {
    out += fmt::format("\t.amdgcn_target \"{}\"\n",
                       co.target.empty() ? targetIdString(target, co.version()) : co.target);
    out += fmt::format("\t.amdhsa_code_object_version {}\n", co.version());
  }
  // Code as indented text: decoded (clang -S's indentation, labels in column 0), else words.
  auto listCode = [&](std::span<const uint8_t> code, std::string& codeError) {
    if (!decoded) return codeWords(code);
    std::string text = tools.print(code, codeOptions, codeError);
    std::string indented;
    for (size_t at = 0; at < text.size();) {
      const size_t end = std::min(text.find('\n', at), text.size());
      const std::string_view line = std::string_view(text).substr(at, end - at);
      indented += line.ends_with(':') || line.empty() ? "" : "\t";
      indented += line;
      indented += '\n';
      at = end + 1;
    }
    return indented;
  };
  auto listKernel = [&](const CodeObjectKernel& k) -> bool {
    const KernelDescriptor& d = k.descriptor;
    out += fmt::format(
        "\n// kernel {}: kernarg segment {} bytes (align {}), group segment {}, "
        "private segment {}, {} SGPRs, {} VGPRs, wavefront {}\n",
        k.name, k.kernargSegmentSize, k.kernargSegmentAlign, k.groupSegmentFixedSize,
        k.privateSegmentFixedSize, k.sgprCount, k.vgprCount, k.wavefrontSize);
    for (size_t i = 0; i < k.arguments.size(); ++i) out += argumentLine(i, k.arguments[i]);
    out += fmt::format(
        "//   {} {} at {:#x}: rsrc1 {:#010x}, rsrc2 {:#010x}, code properties {:#06x}, "
        "code at {:#x} (entry offset {}), {} bytes\n",
        v2 ? "amd_kernel_code_t" : "descriptor", k.symbol, k.descriptorAddress, d.rsrc1(),
        d.rsrc2(), d.properties(), k.codeAddress, d.entryOffset(), k.code.size());
    if (v2) {
      // The kernel's symbol names its amd_kernel_code_t, the code follows it.
      out += fmt::format(
          "\t.text\n\t.protected {}\n\t.globl {}\n\t.p2align 8\n\t.type {},@function\n"
          "\t.amdgpu_hsa_kernel {}\n{}:\n",
          k.symbol, k.symbol, k.symbol, k.symbol, k.symbol);
      out += amdKernelCodeBlock(*k.amdKernelCode);
    } else {
      out += fmt::format("\t.text\n\t.globl {}\n\t.p2align 8\n\t.type {},@function\n{}:\n", k.name,
                         k.name, k.name);
    }
    std::string codeError;
    out += listCode(k.code, codeError);
    if (!codeError.empty()) {
      error = fmt::format("kernel '{}': {}", k.name, codeError);
      return false;
    }
    if (v2) {
      // The symbol's size covers the header and the code (where the code ends when read back).
      out += fmt::format(".Lfunc_end_{}:\n\t.size {}, .Lfunc_end_{}-{}\n", k.symbol, k.symbol,
                         k.symbol, k.symbol);
    }
    if (decoded)
      for (size_t i = 0; i < k.paddingNops; ++i) out += "\ts_nop 0\n";
    if (!v2)
      out += fmt::format("\t.rodata\n\t.p2align 6\n.amdhsa_kernel {}\n{}.end_amdhsa_kernel\n",
                         k.name, d.reassemblingDirectives(target));
    return true;
  };
  // A function that is no kernel, as clang -S writes one (4-byte aligned, local): listed so that
  // the listing reassembles into the same .text, its calls' offsets unchanged.
  auto listFunction = [&](const CodeObjectFunction& f) {
    out += fmt::format(
        "\n// function {}: {} bytes at {:#x}\n\t.text\n\t.p2align 2\n"
        "\t.type {},@function\n{}:\n",
        f.name, f.code.size(), f.address, f.name, f.name);
    std::string codeError;
    std::string text = listCode(f.code, codeError);
    out += codeError.empty() ? text : codeWords(f.code);
    if (decoded)
      for (size_t i = 0; i < f.paddingNops; ++i) out += "\ts_nop 0\n";
  };
  if (co.functions.empty()) {
    for (const CodeObjectKernel& k : co.kernels)
      if (!listKernel(k)) return out;
  } else {
    // With other functions beside the kernels everything goes in address order, so that each
    // keeps its place and the offsets between callers and callees hold.
    std::vector<std::pair<uint64_t, size_t>> order;  // address, kernel index or ~function index
    for (size_t i = 0; i < co.kernels.size(); ++i) order.emplace_back(co.kernels[i].codeAddress, i);
    for (size_t i = 0; i < co.functions.size(); ++i)
      order.emplace_back(co.functions[i].address, ~i);
    std::sort(order.begin(), order.end());
    for (const auto& [address, which] : order) {
      if (which < co.kernels.size()) {
        if (!listKernel(co.kernels[which])) return out;
      } else {
        listFunction(co.functions[~which]);
      }
    }
  }
  if (v2) {
    // The note's YAML as written (llvm-mc-14 reads it and writes it back the same).
    out += "\n";
    if (!co.hsaIsaName.empty()) out += fmt::format("\t.amd_amdgpu_isa \"{}\"\n", co.hsaIsaName);
    out += "\t.amd_amdgpu_hsa_metadata\n" + co.metadataYaml;
    if (!co.metadataYaml.ends_with('\n')) out += '\n';
    out += "\t.end_amd_amdgpu_hsa_metadata\n";
  } else {
    out +=
        "\n\t.amdgpu_metadata\n---\n" + msgPackText(co.metadata) + "...\n\t.end_amdgpu_metadata\n";
  }
  return out;
}

std::string printCodeObject(std::span<const uint8_t> bytes, const DisassemblyOptions& options,
                            const CodeTools& tools, std::string& error) {
  std::optional<CodeObject> co = readCodeObject(bytes, error);
  if (!co) {
    error = "HSA code object: " + error;
    return {};
  }
  return printCodeObject(*co, options, tools, error);
}

}  // namespace gpuasm::gcn::binary
