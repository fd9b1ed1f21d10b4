#include "targets/gcn/binary/object_printer.hpp"

#include <fmt/format.h>

#include <string_view>
#include <vector>

#include "gpuasm/target.hpp"
#include "targets/gcn/binary/code_object.hpp"
#include "targets/gcn/binary/elf.hpp"

namespace gpuasm::gcn::binary {
namespace {

constexpr uint32_t kShtRela = 4, kShtNobits = 8, kShtRel = 9;
constexpr uint64_t kShfExecinstr = 4;

// LLVM's BinaryFormat/ELFRelocs/AMDGPU.def, as llvm-objdump-14 names them.
std::string relocationTypeName(uint32_t type) {
  static constexpr std::string_view kNames[] = {"R_AMDGPU_NONE",
                                                "R_AMDGPU_ABS32_LO",
                                                "R_AMDGPU_ABS32_HI",
                                                "R_AMDGPU_ABS64",
                                                "R_AMDGPU_REL32",
                                                "R_AMDGPU_REL64",
                                                "R_AMDGPU_ABS32",
                                                "R_AMDGPU_GOTPCREL",
                                                "R_AMDGPU_GOTPCREL32_LO",
                                                "R_AMDGPU_GOTPCREL32_HI",
                                                "R_AMDGPU_REL32_LO",
                                                "R_AMDGPU_REL32_HI",
                                                "Unknown",
                                                "R_AMDGPU_RELATIVE64",
                                                "R_AMDGPU_REL16"};
  return type < std::size(kNames) ? std::string(kNames[type]) : std::string("Unknown");
}

uint64_t le(std::span<const uint8_t> bytes, size_t at, size_t size) {
  uint64_t v = 0;
  for (size_t i = 0; i < size; ++i) v |= uint64_t{bytes[at + i]} << (8 * i);
  return v;
}

}  // namespace

bool isRelocatableObject(std::span<const uint8_t> bytes) {
  return hasElfMagic(bytes) && bytes.size() >= 20 && bytes[4] == 2 && bytes[5] == 1 &&
         (bytes[16] | bytes[17] << 8) == kElfTypeRelocatable &&
         (bytes[18] | bytes[19] << 8) == kEmAmdgpu;
}

std::string printRelocatableObject(std::span<const uint8_t> bytes,
                                   const DisassemblyOptions& options, const CodeTools& tools,
                                   std::string& error) {
  std::optional<ElfFile> elf = readElf(bytes, error);
  if (!elf) {
    error = "relocatable object: " + error;
    return {};
  }
  std::vector<ElfSymbol> symbols;
  for (const ElfSection& s : elf->sections) {
    if (s.type != 2) continue;  // SHT_SYMTAB
    auto read = readSymbols(*elf, s, error);
    if (!read) {
      error = "relocatable object: " + error;
      return {};
    }
    symbols = std::move(*read);
  }
  DisassemblyOptions code = options;
  std::string mcpu(mcpuOfMachine(elf->flags & 0xff));
  if (auto given = options.targetOptions.find("mcpu"); given != options.targetOptions.end())
    mcpu = given->second;
  else if (!mcpu.empty())
    code.targetOptions["mcpu"] = mcpu;
  const uint8_t osAbi = elf->ident[7];
  std::string out = fmt::format(
      "// a relocatable object (ELF type ET_REL) for {}, OS ABI {}{}: its sections, then its "
      "relocations as llvm-objdump -r lists them\n",
      mcpu.empty() ? fmt::format("e_flags {:#x}", elf->flags) : mcpu, osAbi,
      osAbi == kElfOsAbiAmdgpuHsa ? " (amdgcn-amd-amdhsa; `ld.lld -shared -o k.co k.o` links it)"
                                  : "");
  for (const ElfSection& s : elf->sections) {
    if (s.name.empty() || s.size == 0 || s.type == kShtNobits || s.type == 2 || s.type == 3 ||
        s.type == kShtRel || s.type == kShtRela)
      continue;
    out += fmt::format("\t.section\t{}\n", s.name);
    std::string text;
    if ((s.flags & kShfExecinstr) && s.contents.size() % 4 == 0) {
      std::string why;
      text = tools.print(s.contents, code, why);
      if (!why.empty()) text.clear();  // a processor not disassembled: its bytes below
    }
    if (!text.empty()) {
      out += text;
      if (out.back() != '\n') out += '\n';
      continue;
    }
    for (size_t at = 0; at < s.contents.size(); at += 16) {
      out += "\t.byte\t";
      for (size_t i = at; i < std::min(at + 16, s.contents.size()); ++i)
        out += fmt::format("{}0x{:02x}", i == at ? "" : ", ", s.contents[i]);
      out += '\n';
    }
  }
  for (const ElfSection& s : elf->sections) {
    if (s.type != kShtRel && s.type != kShtRela) continue;
    const size_t entry = s.type == kShtRela ? 24 : 16;
    const std::string target =
        s.info < elf->sections.size() ? elf->sections[s.info].name : fmt::format("{}", s.info);
    out += fmt::format(
        "\n// RELOCATION RECORDS FOR [{}]:\n// OFFSET           TYPE                     "
        "VALUE\n",
        target);
    for (size_t at = 0; at + entry <= s.contents.size(); at += entry) {
      const uint64_t offset = le(s.contents, at, 8), info = le(s.contents, at + 8, 8);
      const uint64_t index = info >> 32;
      std::string value = "*unknown*";
      if (index < symbols.size()) {
        const ElfSymbol& sym = symbols[index];
        value = (sym.info & 15) == 3 && sym.sectionIndex < elf->sections.size()
                    ? elf->sections[sym.sectionIndex].name  // STT_SECTION: its section's name
                    : sym.name;
      }
      if (s.type == kShtRela) {
        const auto addend = static_cast<int64_t>(le(s.contents, at + 16, 8));
        if (addend > 0) value += fmt::format("+0x{:x}", addend);
        if (addend < 0) value += fmt::format("-0x{:x}", 0 - static_cast<uint64_t>(addend));
      }
      out += fmt::format("// {:016x} {:<24} {}\n", offset,
                         relocationTypeName(static_cast<uint32_t>(info)), value);
    }
  }
  return out;
}

}  // namespace gpuasm::gcn::binary
