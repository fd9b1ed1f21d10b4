#include "targets/gcn/binary/object_printer.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cctype>
#include <map>
#include <string_view>
#include <utility>
#include <vector>

#include "gpuasm/target.hpp"
#include "targets/gcn/binary/code_object.hpp"
#include "targets/gcn/binary/elf.hpp"
#include "targets/gcn/binary/hsa_target.hpp"

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

constexpr uint32_t kSttSection = 3, kShnUndef = 0;
constexpr uint32_t kRelAbs32Lo = 1, kRelAbs64 = 3, kRelRel32 = 4, kRelRel64 = 5, kRelAbs32 = 6,
                   kRelGotPcRel = 7, kRelGotPcRel32Lo = 8, kRelGotPcRel32Hi = 9, kRelRel32Lo = 10,
                   kRelRel32Hi = 11;

// One relocation record, its symbol resolved and its addend read (REL: from
// the field it relocates, 4 or 8 bytes as its type's).
struct Record {
  uint64_t offset = 0;
  uint32_t type = 0;
  uint32_t symbol = 0;  // into the symbol table
  int64_t addend = 0;
};

// How many bytes a relocation of this type fills.
size_t fieldBytes(uint32_t type) {
  return type == kRelAbs64 || type == kRelRel64 ? 8 : 4;
}

std::string addendText(int64_t addend) {
  if (addend > 0) return fmt::format("+0x{:x}", addend);
  if (addend < 0) return fmt::format("-0x{:x}", 0 - static_cast<uint64_t>(addend));
  return {};
}

// What reads back as the record: the symbol's name (a section's own symbol
// is the label the listing puts at the section's start), its variant, its
// addend; empty where no text the assembler takes gives this relocation.
class RecordText {
 public:
  RecordText(const std::vector<ElfSymbol>& symbols, const std::vector<std::string>& sectionLabels)
      : symbols_(symbols), sectionLabels_(sectionLabels) {}

  std::string symbol(const Record& r) const {
    if (r.symbol == 0 || r.symbol >= symbols_.size()) return {};
    const ElfSymbol& s = symbols_[r.symbol];
    if ((s.info & 15) == kSttSection)
      return s.sectionIndex < sectionLabels_.size() ? sectionLabels_[s.sectionIndex]
                                                    : std::string();
    return s.name;
  }
  bool undefined(const Record& r) const {
    return r.symbol < symbols_.size() && symbols_[r.symbol].sectionIndex == kShnUndef;
  }

  // An instruction's literal (operand_parser.cpp reads `sym@rel32@lo+4`).
  std::string literal(const Record& r) const {
    const std::string name = symbol(r);
    if (name.empty()) return {};
    const std::string addend = addendText(r.addend);
    switch (r.type) {
      case kRelRel32Lo:
        return name + "@rel32@lo" + addend;
      case kRelRel32Hi:
        return name + "@rel32@hi" + addend;
      case kRelAbs32:  // @abs32@hi gives the same record (llvm-mc-14)
        return name + "@abs32@lo" + addend;
      case kRelGotPcRel32Lo:
        return name + "@gotpcrel32@lo" + addend;
      case kRelGotPcRel32Hi:
        return name + "@gotpcrel32@hi" + addend;
      case kRelGotPcRel:
        return name + "@gotpcrel" + addend;
      case kRelRel32:  // a plain symbol defined nowhere
        return undefined(r) ? name + addend : std::string();
      case kRelAbs32Lo:  // the scratch descriptor's words (object_directives.cpp)
        return undefined(r) && (name == "SCRATCH_RSRC_DWORD0" || name == "SCRATCH_RSRC_DWORD1")
                   ? name + addend
                   : std::string();
      default:
        return {};
    }
  }

  // A data directive (data_relocations.cpp reads `.quad sym+8`, `.long sym - .`).
  std::string data(const Record& r) const {
    const std::string name = symbol(r);
    if (name.empty()) return {};
    const std::string addend = addendText(r.addend);
    switch (r.type) {
      case kRelAbs64:
        return "\t.quad\t" + name + addend;
      case kRelAbs32:
        return "\t.long\t" + name + addend;
      case kRelRel64:
        return "\t.quad\t" + name + "@rel64" + addend;
      case kRelRel32:
        return "\t.long\t" + name + " - ." + addend;
      case kRelAbs32Lo:
        return {};
      default: {
        const std::string text = literal(r);
        return text.empty() || r.type == kRelRel32 ? std::string() : "\t.long\t" + text;
      }
    }
  }

 private:
  const std::vector<ElfSymbol>& symbols_;
  const std::vector<std::string>& sectionLabels_;
};

// `.section` with what the assembler needs to give the section its header.
std::string sectionLine(const ElfSection& s) {
  std::string flags;
  if (s.flags & 2) flags += 'a';
  if (s.flags & 1) flags += 'w';
  if (s.flags & kShfExecinstr) flags += 'x';
  if (s.flags & 0x10) flags += 'M';
  if (s.flags & 0x20) flags += 'S';
  const std::string_view type = s.type == kShtNobits ? "@nobits"
                                : s.type == 7        ? "@note"
                                                     : "@progbits";
  // A name that is more than an identifier (`.note.GNU-stack`) in quotes, as clang -S writes it.
  const bool plain = std::all_of(s.name.begin(), s.name.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '$';
  });
  std::string line = fmt::format("\t.section\t{}{}{},\"{}\",{}", plain ? "" : "\"", s.name,
                                 plain ? "" : "\"", flags, type);
  if (s.flags & 0x10) line += fmt::format(",{}", s.entrySize);
  line += '\n';
  if (s.alignment > 1 && (s.alignment & (s.alignment - 1)) == 0)
    line += fmt::format("\t.p2align\t{}\n", std::countr_zero(s.alignment));
  return line;
}

// Whether the listing writes this section: what holds bytes or symbols, not
// the tables the assembler makes again (symbols, strings, relocations, the
// address-significance table, which `.addrsig` lines make).
bool listed(const ElfSection& s) {
  constexpr uint32_t kShtLlvmAddrsig = 0x6fff4c03;
  return !s.name.empty() && s.type != 2 && s.type != 3 && s.type != kShtRel && s.type != kShtRela &&
         s.type != kShtLlvmAddrsig;
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
      "// a relocatable object (ELF type ET_REL) for {}, OS ABI {}{}: its symbols, its sections "
      "with relocated fields by name (`gpuasm asm -t gcn --format elf{}` makes the object "
      "again), then its relocations as llvm-objdump -r lists them\n",
      mcpu.empty() ? fmt::format("e_flags {:#x}", elf->flags) : mcpu, osAbi,
      osAbi == kElfOsAbiAmdgpuHsa ? " (amdgcn-amd-amdhsa; `ld.lld -shared -o k.co k.o` links it)"
                                  : "",
      osAbi == kElfOsAbiAmdgpuHsa || mcpu.empty() ? "" : " -m mcpu=" + mcpu);
  if (osAbi == kElfOsAbiAmdgpuHsa && !mcpu.empty()) {
    const unsigned version = elf->ident[8] + 2u;
    out += fmt::format(
        "\t.amdgcn_target \"{}\"\n\t.amdhsa_code_object_version {}\n",
        targetIdString(targetIdOfElfFlags(canonicalProcessor(mcpu), elf->flags, version), version),
        version);
  }

  // The records by section, their REL addends read from the fields.
  std::map<uint32_t, std::vector<Record>> records;
  for (const ElfSection& s : elf->sections) {
    if (s.type != kShtRel && s.type != kShtRela) continue;
    const size_t entry = s.type == kShtRela ? 24 : 16;
    const ElfSection* target = s.info < elf->sections.size() ? &elf->sections[s.info] : nullptr;
    for (size_t at = 0; at + entry <= s.contents.size(); at += entry) {
      const uint64_t info = le(s.contents, at + 8, 8);
      Record r{le(s.contents, at, 8), static_cast<uint32_t>(info),
               static_cast<uint32_t>(info >> 32), 0};
      const size_t width = fieldBytes(r.type);
      if (s.type == kShtRela) {
        r.addend = static_cast<int64_t>(le(s.contents, at + 16, 8));
      } else if (target && r.offset + width <= target->contents.size()) {
        const uint64_t field = le(target->contents, r.offset, width);
        r.addend = width == 8 ? static_cast<int64_t>(field)
                              : static_cast<int64_t>(static_cast<int32_t>(field));
      }
      records[s.info].push_back(r);
    }
  }
  for (auto& [section, list] : records)
    std::sort(list.begin(), list.end(),
              [](const Record& a, const Record& b) { return a.offset < b.offset; });

  // Each section's start as a label of llvm's temporaries (no symbol of its
  // own), for the relocations against the section's symbol.
  std::vector<std::string> sectionLabels(elf->sections.size());
  for (size_t i = 1; i < elf->sections.size(); ++i)
    sectionLabels[i] = fmt::format(".Lsection{}", i);
  const RecordText recordText(symbols, sectionLabels);

  // The symbols: their binding, visibility and type first; labels where they
  // point; sizes last.
  std::map<std::pair<uint32_t, uint64_t>, std::vector<std::string>> labels;
  std::string sizes;
  for (size_t i = 1; i < symbols.size(); ++i) {
    const ElfSymbol& sym = symbols[i];
    const uint32_t type = sym.info & 15, binding = sym.info >> 4;
    if (type == kSttSection || type == 4 /* STT_FILE */ || sym.name.empty()) continue;
    if (binding == 1) out += fmt::format("\t.globl\t{}\n", sym.name);
    if (binding == 2) out += fmt::format("\t.weak\t{}\n", sym.name);
    static constexpr std::string_view kVisibility[] = {"", ".internal", ".hidden", ".protected"};
    if (sym.other & 3) out += fmt::format("\t{}\t{}\n", kVisibility[sym.other & 3], sym.name);
    if (type == 1) out += fmt::format("\t.type\t{},@object\n", sym.name);
    if (type == 2) out += fmt::format("\t.type\t{},@function\n", sym.name);
    if (type == 10) out += fmt::format("\t.amdgpu_hsa_kernel\t{}\n", sym.name);
    if (sym.sectionIndex != kShnUndef && sym.sectionIndex < elf->sections.size())
      labels[{sym.sectionIndex, sym.value}].push_back(sym.name);
    if (sym.sectionIndex == 0xfff1)  // SHN_ABS: a `.set` symbol's number
      out += fmt::format("\t.set\t{}, {:#x}\n", sym.name, sym.value);
    if (sym.size) sizes += fmt::format("\t.size\t{}, {}\n", sym.name, sym.size);
  }
  for (const ElfSection& s : elf->sections) {
    if (s.type != 0x6fff4c03) continue;  // SHT_LLVM_ADDRSIG: ULEB128 symbol indices
    out += "\t.addrsig\n";
    for (size_t at = 0; at < s.contents.size();) {
      uint64_t index = 0;
      for (unsigned shift = 0; at < s.contents.size() && shift < 64; shift += 7) {
        const uint8_t byte = s.contents[at++];
        index |= uint64_t{byte & 0x7fu} << shift;
        if (!(byte & 0x80)) break;
      }
      if (index < symbols.size() && !symbols[index].name.empty())
        out += fmt::format("\t.addrsig_sym\t{}\n", symbols[index].name);
    }
  }

  for (size_t i = 1; i < elf->sections.size(); ++i) {
    const ElfSection& s = elf->sections[i];
    if (!listed(s)) continue;
    const auto index = static_cast<uint32_t>(i);
    out += sectionLine(s);
    out += sectionLabels[i] + ":\n";
    const std::vector<Record>& relocated = records[index];
    auto labelsAt = [&](uint64_t offset) -> const std::vector<std::string>* {
      auto it = labels.find({index, offset});
      return it == labels.end() ? nullptr : &it->second;
    };
    if (s.type == kShtNobits) {
      // no bytes: the labels, and zeros that give the section its size
      uint64_t at = 0;
      for (auto it = labels.lower_bound({index, 0}); it != labels.end() && it->first.first == index;
           ++it) {
        if (it->first.second > at) out += fmt::format("\t.zero\t{}\n", it->first.second - at);
        at = std::max(at, it->first.second);
        for (const std::string& name : it->second) out += name + ":\n";
      }
      if (s.size > at) out += fmt::format("\t.zero\t{}\n", s.size - at);
      continue;
    }
    std::string text;
    if ((s.flags & kShfExecinstr) && s.contents.size() % 4 == 0) {
      CodeNames names;
      for (auto it = labels.lower_bound({index, 0}); it != labels.end() && it->first.first == index;
           ++it)
        names.labels[it->first.second] = it->second;
      for (const Record& r : relocated)
        if (std::string literal = recordText.literal(r); !literal.empty())
          names.literals[r.offset] = std::move(literal);
      std::string why;
      text = tools.printNamed(s.contents, code, names, why);
      if (!why.empty()) text.clear();  // a processor not disassembled: its bytes below
    }
    if (!text.empty()) {
      out += text;
      if (out.back() != '\n') out += '\n';
      continue;
    }
    // Data: `.byte` lines, broken where a label or a relocated field is.
    size_t next = 0;  // the next record
    for (uint64_t at = 0; at <= s.contents.size();) {
      if (const auto* names = labelsAt(at))
        for (const std::string& name : *names) out += name + ":\n";
      if (at == s.contents.size()) break;
      while (next < relocated.size() && relocated[next].offset < at) ++next;
      if (next < relocated.size() && relocated[next].offset == at) {
        const Record& r = relocated[next];
        const size_t width = fieldBytes(r.type);
        if (const std::string field = recordText.data(r);
            !field.empty() && at + width <= s.contents.size()) {
          out += field + '\n';
          at += width;
          continue;
        }
      }
      uint64_t end = std::min<uint64_t>(at + 16, s.contents.size());
      for (uint64_t b = at + 1; b < end; ++b)
        if (labelsAt(b) || (next < relocated.size() && relocated[next].offset == b)) end = b;
      out += "\t.byte\t";
      for (uint64_t b = at; b < end; ++b)
        out += fmt::format("{}0x{:02x}", b == at ? "" : ", ", s.contents[b]);
      out += '\n';
      at = end;
    }
  }
  out += sizes;

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
        value = (sym.info & 15) == kSttSection && sym.sectionIndex < elf->sections.size()
                    ? elf->sections[sym.sectionIndex].name  // STT_SECTION: its section's name
                    : sym.name;
      }
      if (s.type == kShtRela) value += addendText(static_cast<int64_t>(le(s.contents, at + 16, 8)));
      out += fmt::format("// {:016x} {:<24} {}\n", offset,
                         relocationTypeName(static_cast<uint32_t>(info)), value);
    }
  }
  return out;
}

}  // namespace gpuasm::gcn::binary
