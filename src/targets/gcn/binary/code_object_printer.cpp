// The listing of an HSA code object (code_object_printer.hpp).
#include "targets/gcn/binary/code_object_printer.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <map>
#include <optional>
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

// The label an address of the loaded image goes by in the listing, and the offset from it: the
// variable holding it, else the start of its data section (`.LdataN`, put there by listData).
struct Name {
  std::string label;
  int64_t offset = 0;
};
std::optional<Name> dataName(const CodeObject& co, uint64_t address) {
  const DataSymbol* holder = nullptr;
  for (const DataSymbol& s : co.dataSymbols) {
    if (s.address > address) break;
    if (address < s.address + std::max<uint64_t>(s.size, 1)) holder = &s;
  }
  if (holder) return Name{holder->name, static_cast<int64_t>(address - holder->address)};
  for (size_t i = 0; i < co.dataSections.size(); ++i) {
    const DataSection& d = co.dataSections[i];
    if (address >= d.address && address <= d.address + d.size)
      return Name{fmt::format(".Ldata{}", i), static_cast<int64_t>(address - d.address)};
  }
  return std::nullopt;
}

std::string plusOffset(int64_t offset) {
  return offset > 0 ? fmt::format("+{}", offset) : offset < 0 ? fmt::format("{}", offset) : "";
}

uint32_t word(std::span<const uint8_t> code, size_t at) {
  return uint32_t{code[at]} | uint32_t{code[at + 1]} << 8 | uint32_t{code[at + 2]} << 16 |
         uint32_t{code[at + 3]} << 24;
}

// The variable a GOT entry at `address` holds the address of, where the loader fills it in: a
// dynamic relocation there against the symbol (R_AMDGPU_ABS64, a preemptible one) or, for a
// variable of this code object, R_AMDGPU_RELATIVE64 with its address as the addend.
std::optional<std::string> gotEntry(const CodeObject& co, uint64_t address) {
  for (const DynamicRelocation& r : co.dynamicRelocations) {
    if (r.offset != address) continue;
    if (!r.symbol.empty()) {
      if (r.addend == 0) return r.symbol;
    } else if (const std::optional<Name> name = dataName(co, static_cast<uint64_t>(r.addend));
               name && name->offset == 0 && !name->label.starts_with(".L")) {
      return name->label;
    }
    return std::nullopt;
  }
  return std::nullopt;
}

// The PC-relative literals of linked code, named as the source had them: clang reaches a
// variable as
//   s_getpc_b64 s[4:5]                       ; s[4:5] = A, the next instruction's address
//   s_add_u32 s4, s4, table@rel32@lo+4       ; at A, its literal at A + 4
//   s_addc_u32 s5, s5, table@rel32@hi+12     ; its literal at A + 12
// and ld.lld writes S + addend - P into each literal (P: the literal's address), so the two
// hold the 64-bit T - A of the target T: named after the variable holding T (S) with the
// addends (T - S) + 4 and (T - S) + 12, which the assembler and ld.lld turn back into the
// same offset wherever the variable lands. A variable another code object may preempt (one of
// default visibility) is reached through the GOT instead (table@gotpcrel32@lo+4, @hi+12: T is
// the GOT entry ld.lld made for it), named after the variable the entry holds.
// By byte offset into `code` (at `address`).
std::map<size_t, std::string> pcRelativeLiterals(const CodeObject& co,
                                                 std::span<const uint8_t> code, uint64_t address) {
  std::map<size_t, std::string> names;
  if (co.dataSections.empty()) return names;
  const uint32_t getpc = co.generation() >= 8 ? 28 : 31;  // SOP1 s_getpc_b64
  for (size_t at = 0; at + 20 <= code.size(); at += 4) {
    const uint32_t first = word(code, at);
    if ((first & 0xff800000u) != 0xbe800000u || ((first >> 8) & 0xff) != getpc) continue;
    const uint32_t low = (first >> 16) & 0x7f;
    // SOP2 s_add_u32 sLOW, sLOW, literal; s_addc_u32 sLOW+1, sLOW+1, literal.
    const uint32_t add = 0x80000000u | low << 16 | 0xffu << 8 | low;
    const uint32_t addc = 0x82000000u | (low + 1) << 16 | 0xffu << 8 | (low + 1);
    if (word(code, at + 4) != add || word(code, at + 12) != addc) continue;
    const uint64_t base = address + at + 4;
    const uint64_t offset = uint64_t{word(code, at + 8)} | uint64_t{word(code, at + 16)} << 32;
    if (const std::optional<Name> target = dataName(co, base + offset)) {
      names[at + 8] = fmt::format("{}@rel32@lo{}", target->label, plusOffset(target->offset + 4));
      names[at + 16] = fmt::format("{}@rel32@hi{}", target->label, plusOffset(target->offset + 12));
    } else if (const std::optional<std::string> variable = gotEntry(co, base + offset)) {
      names[at + 8] = fmt::format("{}@gotpcrel32@lo+4", *variable);
      names[at + 16] = fmt::format("{}@gotpcrel32@hi+12", *variable);
    }
  }
  return names;
}

// The program-scope data, so that a listing reassembled and linked by ld.lld keeps its
// variables: each data section with a label at its start, each variable's label (its binding,
// visibility, type and size), the bytes, and each pointer the loader relocates
// (R_AMDGPU_RELATIVE64: the address of a variable or a function, named; or a symbol another
// code object defines) as `.quad NAME+OFFSET`. The kernel descriptors in .rodata are left to
// the .amdhsa_kernel blocks.
std::string listData(const CodeObject& co) {
  std::string out;
  std::map<uint64_t, std::string> pointers;  // by address: the .quad's operand
  for (const DynamicRelocation& r : co.dynamicRelocations) {
    const uint64_t target = static_cast<uint64_t>(r.addend);
    if (!r.symbol.empty()) {
      pointers[r.offset] = r.symbol + plusOffset(r.addend);
    } else if (const std::optional<Name> name = dataName(co, target)) {
      pointers[r.offset] = name->label + plusOffset(name->offset);
    } else {
      for (const CodeObjectKernel& k : co.kernels)
        if (target == k.codeAddress && !k.amdKernelCode) pointers[r.offset] = k.name;
      for (const CodeObjectFunction& f : co.functions)
        if (target == f.address) pointers[r.offset] = f.name;
    }
  }
  std::map<uint64_t, uint64_t> skipped;  // the descriptors: address -> end
  for (const CodeObjectKernel& k : co.kernels)
    if (!k.amdKernelCode)
      skipped[k.descriptorAddress] = k.descriptorAddress + kKernelDescriptorBytes;
  for (size_t i = 0; i < co.dataSections.size(); ++i) {
    const DataSection& d = co.dataSections[i];
    out += fmt::format(
        "\n// {}: {} bytes at {:#x}\n\t.section {},\"a{}\",@{}\n\t.p2align {}\n.Ldata{}:\n", d.name,
        d.size, d.address, d.name, (d.flags & 1) ? "w" : "", d.nobits ? "nobits" : "progbits",
        std::countr_zero(std::bit_ceil(std::min<uint64_t>(d.alignment, uint64_t{1} << 32))), i);
    const uint64_t end = d.address + d.size;
    auto symbol = co.dataSymbols.begin();
    for (uint64_t at = d.address; at < end;) {
      while (symbol != co.dataSymbols.end() && symbol->address < at) ++symbol;
      for (; symbol != co.dataSymbols.end() && symbol->address == at; ++symbol) {
        const DataSymbol& s = *symbol;
        if (s.info >> 4 == 1) out += fmt::format("\t.globl {}\n", s.name);
        if (s.info >> 4 == 2) out += fmt::format("\t.weak {}\n", s.name);
        if ((s.other & 3) == 2) out += fmt::format("\t.hidden {}\n", s.name);
        if ((s.other & 3) == 3) out += fmt::format("\t.protected {}\n", s.name);
        if ((s.info & 0xf) == 1) out += fmt::format("\t.type {},@object\n", s.name);
        out += fmt::format("{}:\n", s.name);
        if (s.size) out += fmt::format("\t.size {}, {}\n", s.name, s.size);
      }
      if (const auto skip = skipped.find(at); skip != skipped.end()) {
        at = std::min(skip->second, end);
        continue;
      }
      if (const auto pointer = pointers.find(at); pointer != pointers.end() && at + 8 <= end) {
        out += fmt::format("\t.quad {}\n", pointer->second);
        at += 8;
        continue;
      }
      // Bytes up to the next label, pointer, descriptor or the end.
      uint64_t next = end;
      if (symbol != co.dataSymbols.end()) next = std::min(next, symbol->address);
      if (const auto p = pointers.upper_bound(at); p != pointers.end())
        next = std::min(next, p->first);
      if (const auto k = skipped.upper_bound(at); k != skipped.end())
        next = std::min(next, k->first);
      if (d.nobits) {
        out += fmt::format("\t.zero {}\n", next - at);
      } else {
        for (uint64_t line = at; line < next; line += 16) {
          out += "\t.byte ";
          for (uint64_t b = line; b < std::min(next, line + 16); ++b)
            out += fmt::format("{}0x{:02x}", b == line ? "" : ", ", d.bytes[b - d.address]);
          out += '\n';
        }
      }
      at = next;
    }
  }
  return out;
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
  auto listCode = [&](std::span<const uint8_t> code, uint64_t address, std::string& codeError) {
    if (!decoded) return codeWords(code);
    CodeNames names;
    names.literals = pcRelativeLiterals(co, code, address);
    std::string text = names.literals.empty()
                           ? tools.print(code, codeOptions, codeError)
                           : tools.printNamed(code, codeOptions, names, codeError);
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
    out += listCode(k.code, k.codeAddress, codeError);
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
    std::string text = listCode(f.code, f.address, codeError);
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
  out += listData(co);
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
