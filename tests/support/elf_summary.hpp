// An ELF64 relocatable object as summary lines, in the format the GCN corpus
// scripts write from llvm-mc-14's objects (scripts/oracle/gcn_clang_corpus.py,
// and scripts/gcn-corpus/expected.py with RELA entries as `rela` lines), read
// here by gpuasm's own ELF reader from the object gpuasm wrote:
//
//   header osabi=0 abiversion=0 flags=0x0
//   section .text type=1 flags=0x6 entsize=0 align=256 link=- info=0 size=40
//   data .text 0000807e...               (every section's bytes in order)
//   addrsig NAME ...                     (SHT_LLVM_ADDRSIG: the symbols, sorted)
//   reloc .text 0xc 8 table              (SHT_REL: section, offset, type, symbol)
//   rela .text 0x14 1 k 4                (SHT_RELA, with Rela::Entries: ... addend)
//   symbol k value=0x0 size=8 type=2 bind=1 vis=0 section=.text
//
// canonicalSummary() puts the symbol lines in sorted order: their order in the
// table is llvm-mc's order of first mention, which carries no meaning.
#pragma once

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "targets/gcn/binary/elf.hpp"

namespace gpuasm::testing {

// SHT_RELA sections: as their bytes (`data`, gcn_clang_corpus.py's format) or
// as one `rela` line an entry (expected.py's).
enum class Rela { Data, Entries };

inline std::vector<std::string> summarizeElf(const std::vector<uint8_t>& bytes, Rela rela) {
  using gcn::binary::ElfSection;
  constexpr uint32_t kSymtab = 2, kStrtab = 3, kRela = 4, kNobits = 8, kRel = 9;
  constexpr uint32_t kLlvmAddrsig = 0x6fff4c03;
  auto le = [&](const std::vector<uint8_t>& b, size_t at, size_t size) {
    uint64_t v = 0;
    for (size_t i = 0; i < size && at + i < b.size(); ++i) v |= uint64_t{b[at + i]} << (8 * i);
    return v;
  };
  std::string error;
  auto elf = gcn::binary::readElf(bytes, error);
  if (!elf) return {"unreadable: " + error};
  const auto& sections = elf->sections;
  auto sectionName = [&](uint64_t index) {
    return index < sections.size() ? sections[index].name : std::string("?");
  };
  const ElfSection* symtab = nullptr;
  for (const ElfSection& s : sections)
    if (s.type == kSymtab) symtab = &s;
  if (!symtab) return {"no symbol table"};

  std::vector<std::string> names, symbolLines;  // the symbols' names, by index
  const ElfSection& strings = sections.at(symtab->link);
  for (size_t at = 0; at + 24 <= symtab->contents.size(); at += 24) {
    const auto nameOffset = static_cast<size_t>(le(symtab->contents, at, 4));
    const uint8_t info = symtab->contents[at + 4];
    const uint64_t index = le(symtab->contents, at + 6, 2);
    const std::string where = index == 0 ? "UND" : index == 0xfff1 ? "ABS" : sectionName(index);
    std::string name;
    if ((info & 15) == 3)  // STT_SECTION: named by its section
      name = where;
    else if (nameOffset < strings.contents.size())
      name = reinterpret_cast<const char*>(strings.contents.data() + nameOffset);
    if (at > 0)
      symbolLines.push_back(
          fmt::format("symbol {} value=0x{:x} size={} type={} bind={} vis={} section={}", name,
                      le(symtab->contents, at + 8, 8), le(symtab->contents, at + 16, 8), info & 15,
                      info >> 4, symtab->contents[at + 5] & 3, where));
    names.push_back(std::move(name));
  }
  auto symbolName = [&](uint64_t index) {
    return index < names.size() ? names[index] : std::string("?");
  };

  std::vector<std::string> lines{fmt::format("header osabi={} abiversion={} flags=0x{:x}",
                                             elf->ident[7], elf->ident[8], elf->flags)};
  for (size_t i = 1; i < sections.size(); ++i) {
    const ElfSection& s = sections[i];
    if (s.type == kSymtab || s.type == kStrtab) continue;
    lines.push_back(fmt::format(
        "section {} type={} flags=0x{:x} entsize={} align={} link={} info={} size={}", s.name,
        s.type, s.flags, s.entrySize, s.alignment, s.link ? sectionName(s.link) : "-",
        s.type == kRel ? sectionName(s.info) : std::to_string(s.info), s.size));
  }
  for (size_t i = 1; i < sections.size(); ++i) {
    const ElfSection& s = sections[i];
    if (s.type == kSymtab || s.type == kStrtab || s.type == kNobits || s.type == kRel ||
        (s.type == kRela && rela == Rela::Entries) || s.size == 0)
      continue;
    if (s.type == kLlvmAddrsig) {  // ULEB128 symbol indices, by name
      std::vector<std::string> significant;
      uint64_t value = 0;
      unsigned shift = 0;
      for (uint8_t byte : s.contents) {
        value |= uint64_t{byte & 0x7fu} << shift;
        shift += 7;
        if (byte & 0x80) continue;
        significant.push_back(symbolName(value));
        value = shift = 0;
      }
      std::sort(significant.begin(), significant.end());
      lines.push_back(fmt::format("addrsig {}", fmt::join(significant, " ")));
      continue;
    }
    std::string hex;
    for (uint8_t b : s.contents) hex += fmt::format("{:02x}", b);
    lines.push_back(fmt::format("data {} {}", s.name, hex));
  }
  for (uint32_t type : {kRel, kRela}) {
    if (type == kRela && rela == Rela::Data) continue;
    const size_t entry = type == kRela ? 24 : 16;
    for (const ElfSection& s : sections) {
      if (s.type != type) continue;
      for (size_t at = 0; at + entry <= s.contents.size(); at += entry) {
        const uint64_t info = le(s.contents, at + 8, 8);
        std::string line =
            fmt::format("{} {} 0x{:x} {} {}", type == kRela ? "rela" : "reloc", sectionName(s.info),
                        le(s.contents, at, 8), info & 0xffffffff, symbolName(info >> 32));
        if (type == kRela)
          line += fmt::format(" {}", static_cast<int64_t>(le(s.contents, at + 16, 8)));
        lines.push_back(std::move(line));
      }
    }
  }
  lines.insert(lines.end(), symbolLines.begin(), symbolLines.end());
  return lines;
}

// The symbol lines sorted at the end; the rest in order.
inline std::vector<std::string> canonicalSummary(std::vector<std::string> lines) {
  auto symbols = std::stable_partition(
      lines.begin(), lines.end(), [](const std::string& l) { return !l.starts_with("symbol "); });
  std::sort(symbols, lines.end());
  return lines;
}

}  // namespace gpuasm::testing
