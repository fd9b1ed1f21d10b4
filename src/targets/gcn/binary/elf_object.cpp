#include "targets/gcn/binary/elf_object.hpp"

#include <fmt/format.h>

#include <map>

#include "targets/gcn/binary/elf.hpp"

namespace gpuasm::gcn::binary {
namespace {

constexpr uint32_t kShtStrtab = 3, kShtSymtab = 2, kShtRela = 4, kShtRel = 9,
                   kShtLlvmAddrsig = 0x6fff4c03;
constexpr uint64_t kShfInfoLink = 0x40, kShfExclude = 0x80000000;
constexpr uint16_t kEmAmdgpu = 224;

std::string_view relocationName(AmdgpuRelocation type) {
  switch (type) {
    case AmdgpuRelocation::Abs32Lo:
      return "R_AMDGPU_ABS32_LO";
    case AmdgpuRelocation::Abs32Hi:
      return "R_AMDGPU_ABS32_HI";
    case AmdgpuRelocation::Abs64:
      return "R_AMDGPU_ABS64";
    case AmdgpuRelocation::Rel32:
      return "R_AMDGPU_REL32";
    case AmdgpuRelocation::Rel64:
      return "R_AMDGPU_REL64";
    case AmdgpuRelocation::Abs32:
      return "R_AMDGPU_ABS32";
    case AmdgpuRelocation::GotPcRel:
      return "R_AMDGPU_GOTPCREL";
    case AmdgpuRelocation::GotPcRel32Lo:
      return "R_AMDGPU_GOTPCREL32_LO";
    case AmdgpuRelocation::GotPcRel32Hi:
      return "R_AMDGPU_GOTPCREL32_HI";
    case AmdgpuRelocation::Rel32Lo:
      return "R_AMDGPU_REL32_LO";
    case AmdgpuRelocation::Rel32Hi:
      return "R_AMDGPU_REL32_HI";
  }
  return "R_AMDGPU_?";
}

// One string table for section and symbol names, as llvm-mc writes it.
class StringTable {
 public:
  uint32_t add(const std::string& s) {
    if (s.empty()) return 0;
    auto [it, added] = offsets_.try_emplace(s, static_cast<uint32_t>(bytes_.size()));
    if (added) {
      bytes_.insert(bytes_.end(), s.begin(), s.end());
      bytes_.push_back(0);
    }
    return it->second;
  }
  const std::vector<uint8_t>& bytes() const { return bytes_; }

 private:
  std::vector<uint8_t> bytes_{0};
  std::map<std::string, uint32_t> offsets_;
};

void put(std::vector<uint8_t>& out, uint64_t value, unsigned bytes) {
  for (unsigned i = 0; i < bytes; ++i) out.push_back(static_cast<uint8_t>(value >> (8 * i)));
}

}  // namespace

std::string ElfObject::rawOutputProblem() const {
  if (!relocations.empty()) {
    const ObjectRelocation& r = relocations.front();
    return fmt::format(
        "{}: {} against '{}' ({} relocation{} in all): a raw binary has no place for "
        "relocations; write a relocatable ELF object with --format elf",
        r.where, relocationName(r.type), symbols[r.symbol].name, relocations.size(),
        relocations.size() == 1 ? "" : "s");
  }
  if (severalSections)
    return "the code has several sections with bytes (.text, .AMDGPU.config, .rodata, ...): a raw "
           "binary is one run of bytes; write a relocatable ELF object with --format elf";
  return {};
}

ObjectSection defaultObjectSection(std::string_view name) {
  auto under = [&](std::string_view prefix) {
    return name == prefix || (name.starts_with(prefix) && name[prefix.size()] == '.');
  };
  ObjectSection s;
  if (under(".text"))
    s.flags = kShfAlloc | kShfExecinstr;
  else if (under(".rodata") || name == ".eh_frame")
    s.flags = kShfAlloc;
  else if (under(".data"))
    s.flags = kShfAlloc | kShfWrite;
  else if (under(".bss"))
    s = {kShtNobits, kShfAlloc | kShfWrite, 0, 1};
  else if (name.starts_with(".note"))
    s.type = kShtNote;
  else if (name == ".debug_str" || name == ".debug_line_str")
    s = {kShtProgbits, kShfMerge | kShfStrings, 1, 1};  // llvm-mc's own (MCObjectFileInfo)
  return s;
}

bool isSectionSymbol(const Image& image, const ImageSymbol& symbol) {
  const Section& section = image.sections[symbol.section];
  return symbol.name == section.name && symbol.address == section.base;
}

ElfObject plainElfObject(const Image& image) {
  ElfObject object;
  for (const Section& section : image.sections) {
    ObjectSection s = defaultObjectSection(section.name);
    s.alignment = section.alignment;
    if (section.name == ".text") s.alignment = std::max<uint64_t>(s.alignment, 4);  // as llvm-mc
    object.sections.push_back(s);
  }
  for (const ImageSymbol& symbol : image.symbols) {
    if (symbol.name.starts_with(".L") || isSectionSymbol(image, symbol)) continue;
    ObjectSymbol s;
    s.name = symbol.name;
    s.section = symbol.section;
    s.value = symbol.address - image.sections[symbol.section].base;
    object.symbols.push_back(std::move(s));
  }
  return object;
}

std::vector<uint8_t> writeElfObject(const Image& image, const ElfObject& object) {
  ElfFile elf;
  elf.is64 = true;
  elf.ident = {0x7f, 'E', 'L', 'F', 2, 1, 1, object.osAbi, object.abiVersion};
  elf.type = kElfTypeRelocatable;
  elf.machine = kEmAmdgpu;
  elf.version = 1;
  elf.flags = object.flags;
  elf.headerSize = 64;
  elf.sectionHeaderSize = 64;
  elf.sectionNameIndex = 1;
  StringTable strings;
  elf.sections.emplace_back();  // the null section
  elf.sections.emplace_back();  // .strtab, filled last
  // The image's sections in order, each followed by its relocations (llvm-mc's order).
  std::vector<uint32_t> elfIndex(image.sections.size(), 0);
  std::vector<size_t> relIndex(image.sections.size(), 0);
  for (size_t i = 0; i < image.sections.size(); ++i) {
    const Section& section = image.sections[i];
    const ObjectSection& attributes = object.sections[i];
    ElfSection s;
    s.name = section.name;
    s.type = attributes.type;
    s.flags = attributes.flags;
    s.alignment = attributes.alignment;
    s.entrySize = attributes.entrySize;
    s.size = section.bytes.size();
    if (attributes.type != kShtNobits) s.contents = section.bytes;
    elfIndex[i] = static_cast<uint32_t>(elf.sections.size());
    elf.sections.push_back(std::move(s));
    bool relocated = false;
    for (const ObjectRelocation& r : object.relocations) relocated |= r.section == i;
    if (!relocated) continue;
    ElfSection rel;
    rel.name = (object.rela ? ".rela" : ".rel") + section.name;
    rel.type = object.rela ? kShtRela : kShtRel;
    rel.flags = kShfInfoLink;
    rel.info = elfIndex[i];
    rel.alignment = 8;
    rel.entrySize = object.rela ? 24 : 16;
    relIndex[i] = elf.sections.size();
    elf.sections.push_back(std::move(rel));
  }
  size_t addrsigIndex = 0;
  if (object.addressSignificance) {
    ElfSection s;
    s.name = ".llvm_addrsig";
    s.type = kShtLlvmAddrsig;
    s.flags = kShfExclude;
    s.alignment = 1;
    for (uint32_t symbol : object.significantSymbols) {
      uint32_t v = symbol + 1;  // ULEB128 of the symbol's index (after the null symbol)
      do {
        uint8_t byte = v & 0x7f;
        v >>= 7;
        s.contents.push_back(static_cast<uint8_t>(byte | (v ? 0x80 : 0)));
      } while (v);
    }
    s.size = s.contents.size();
    addrsigIndex = elf.sections.size();
    elf.sections.push_back(std::move(s));
  }
  const auto symtabIndex = static_cast<uint32_t>(elf.sections.size());
  ElfSection symtab;
  symtab.name = ".symtab";
  symtab.type = kShtSymtab;
  symtab.link = 1;
  symtab.alignment = 8;
  symtab.entrySize = 24;
  symtab.contents.assign(24, 0);  // the null symbol
  uint32_t locals = 1;
  for (const ObjectSymbol& symbol : object.symbols) {
    if (symbol.binding == kStbLocal) ++locals;
    put(symtab.contents, symbol.type == kSttSection ? 0 : strings.add(symbol.name), 4);
    symtab.contents.push_back(static_cast<uint8_t>(symbol.binding << 4 | symbol.type));
    symtab.contents.push_back(symbol.visibility);
    put(symtab.contents, symbol.section ? elfIndex[*symbol.section] : kShnUndef, 2);
    put(symtab.contents, symbol.value, 8);
    put(symtab.contents, symbol.size, 8);
  }
  symtab.info = locals;
  symtab.size = symtab.contents.size();
  for (const ObjectRelocation& r : object.relocations) {
    ElfSection& rel = elf.sections[relIndex[r.section]];
    put(rel.contents, r.offset, 8);
    put(rel.contents, uint64_t{r.symbol + 1} << 32 | static_cast<uint32_t>(r.type), 8);
    if (object.rela) put(rel.contents, static_cast<uint64_t>(r.addend), 8);
  }
  for (ElfSection& s : elf.sections) {
    if (s.type == kShtRel || s.type == kShtRela) {
      s.link = symtabIndex;
      s.size = s.contents.size();
    }
  }
  if (addrsigIndex) elf.sections[addrsigIndex].link = symtabIndex;
  elf.sections.push_back(std::move(symtab));
  for (ElfSection& s : elf.sections) s.nameOffset = strings.add(s.name);
  ElfSection& strtab = elf.sections[1];
  strtab.name = ".strtab";
  strtab.nameOffset = strings.add(".strtab");
  strtab.type = kShtStrtab;
  strtab.alignment = 1;
  strtab.contents = strings.bytes();
  strtab.size = strtab.contents.size();
  // Contents one after another at their alignments, then the section headers.
  uint64_t at = 64;
  for (ElfSection& s : elf.sections) {
    if (s.type == 0) continue;
    const uint64_t align = std::max<uint64_t>(s.alignment, 1);
    at = (at + align - 1) / align * align;
    s.offset = at;
    if (s.type != kShtNobits) at += s.contents.size();
  }
  elf.sectionHeaderOffset = (at + 7) / 8 * 8;
  elf.fileSize = elf.sectionHeaderOffset + elf.sections.size() * 64;
  return writeElf(elf);
}

}  // namespace gpuasm::gcn::binary
