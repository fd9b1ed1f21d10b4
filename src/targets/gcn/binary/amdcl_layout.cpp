// A fresh layout of the AMD OpenCL 1.2 binary (amdcl_layout.hpp). Offsets and
// field values are those of the driver's files in the corpus
// (../shared/corpora/gcn/), which the tests compare against.
#include "targets/gcn/binary/amdcl_layout.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace gpuasm::gcn::binary {
namespace {

struct GpuCodes {
  uint16_t machine;
  uint32_t innerCode;
  std::string_view metadataName;
};
// Section 2, "CAL encoding dictionary": the SI parts, and the two CI parts
// the fact sheet gives a code for.
constexpr GpuCodes kGpuCodes[] = {
    {0x3fd, 0x1a, "tahiti"}, {0x3fe, 0x1b, "pitcairn"}, {0x3ff, 0x1c, "capeverde"},
    {0x402, 0x20, "oland"},  {0x407, 0x25, "hainan"},   {0x403, 0x21, "bonaire"},
    {0x408, 0x27, "hawaii"},
};

constexpr uint32_t kInnerDataBytes = 4736;  // .data: 256x16 + 32x16 + 32x4 (section 2)
constexpr uint32_t kNotesOffset = 0x1c0;

class Writer {
 public:
  std::vector<uint8_t> bytes;
  size_t put(std::span<const uint8_t> data) {
    size_t at = bytes.size();
    bytes.insert(bytes.end(), data.begin(), data.end());
    return at;
  }
  size_t put(std::string_view text) {
    return put({reinterpret_cast<const uint8_t*>(text.data()), text.size()});
  }
  void le(size_t at, unsigned width, uint64_t value) {
    if (bytes.size() < at + width) bytes.resize(at + width, 0);
    for (unsigned i = 0; i < width; ++i) bytes[at + i] = static_cast<uint8_t>(value >> (8 * i));
  }
  void append(unsigned width, uint64_t value) { le(bytes.size(), width, value); }
  void alignTo(size_t alignment) {
    bytes.resize((bytes.size() + alignment - 1) / alignment * alignment, 0);
  }
};

std::vector<uint8_t> noteBytes(const std::vector<CalNote>& notes) {
  Writer w;
  for (const CalNote& n : notes) {
    w.append(4, 8);
    w.append(4, n.payload.size());
    w.append(4, n.type);
    w.put(std::string_view("ATI CAL\0", 8));
    w.put(n.payload);
    w.alignTo(4);
  }
  return w.bytes;
}

std::vector<uint8_t> innerElf(const InnerKernel& kernel, uint32_t deviceCode) {
  const std::vector<uint8_t> notes = noteBytes(kernel.notes);
  const uint32_t textAt = kNotesOffset + static_cast<uint32_t>(notes.size());
  const uint32_t dataAt = textAt + static_cast<uint32_t>(kernel.code.size());
  const uint32_t symtabAt = dataAt + kInnerDataBytes, strtabAt = symtabAt + 16;
  const uint32_t total = strtabAt + 2;
  Writer w;
  w.bytes.assign(kNotesOffset, 0);
  const uint8_t ident[16] = {0x7f, 'E', 'L', 'F', 1, 1, 1, 0x64, 1};
  std::copy(std::begin(ident), std::end(ident), w.bytes.begin());
  w.le(16, 2, 2);     // ET_EXEC
  w.le(18, 2, 0x7d);  // e_machine
  w.le(20, 4, 1);     // e_version
  w.le(28, 4, 0x34);  // e_phoff
  w.le(32, 4, 0xd0);  // e_shoff
  w.le(36, 4, 1);     // e_flags
  w.le(40, 2, 52);    // e_ehsize
  w.le(42, 2, 32);    // e_phentsize
  w.le(44, 2, 3);     // e_phnum
  w.le(46, 2, 40);    // e_shentsize
  w.le(48, 2, 6);     // e_shnum
  w.le(50, 2, 1);     // e_shstrndx
  auto segment = [&](size_t index, uint32_t type, uint32_t offset, uint32_t fileSize,
                     uint32_t memorySize) {
    const size_t at = 0x34 + 32 * index;
    w.le(at, 4, type);
    w.le(at + 4, 4, offset);
    w.le(at + 16, 4, fileSize);
    w.le(at + 20, 4, memorySize);
  };
  segment(0, 0x70000002, 0x94, 20, 0);
  segment(1, 4, kNotesOffset, static_cast<uint32_t>(notes.size()), 0);
  segment(2, 1, textAt, total - textAt, total - textAt);
  // One encoding: this device's code from the notes to the end (section 2).
  w.le(0x94, 4, deviceCode);
  w.le(0x98, 4, 4);
  w.le(0x9c, 4, kNotesOffset);
  w.le(0xa0, 4, total - kNotesOffset);
  const std::string_view names(".shstrtab\0.text\0.data\0.symtab\0.strtab\0\0", 39);
  std::copy(names.begin(), names.end(), w.bytes.begin() + 0xa9);
  struct Header {
    uint32_t name, type, offset, size, link, info, entrySize;
  };
  const Header headers[] = {{0, 0, 0, 0, 0, 0, 0},
                            {1, 3, 0xa8, 0x28, 0, 0, 0},
                            {11, 1, textAt, uint32_t(kernel.code.size()), 0, 0, 0},
                            {17, 1, dataAt, kInnerDataBytes, 0, 0, kInnerDataBytes},
                            {23, 2, symtabAt, 16, 5, 1, 16},
                            {31, 3, strtabAt, 2, 0, 0, 0}};
  for (size_t i = 0; i < std::size(headers); ++i) {
    const size_t at = 0xd0 + 40 * i;
    const Header& h = headers[i];
    w.le(at, 4, h.name);
    w.le(at + 4, 4, h.type);
    w.le(at + 16, 4, h.offset);
    w.le(at + 20, 4, h.size);
    w.le(at + 24, 4, h.link);
    w.le(at + 28, 4, h.info);
    w.le(at + 36, 4, h.entrySize);
  }
  w.put(notes);
  w.put(kernel.code);
  w.bytes.resize(total, 0);
  return w.bytes;
}

}  // namespace

std::optional<uint32_t> innerDeviceCode(uint16_t machine) {
  for (const GpuCodes& g : kGpuCodes)
    if (g.machine == machine) return g.innerCode;
  return std::nullopt;
}

std::optional<uint16_t> gpuNamed(std::string_view name) {
  std::string lower;
  for (char c : name)
    if (c != ' ' && c != '_' && c != '-') lower += static_cast<char>(std::tolower(c));
  for (const GpuCodes& g : kGpuCodes)
    if (g.metadataName == lower) return g.machine;
  return std::nullopt;
}

std::string gpuMetadataName(uint16_t machine) {
  for (const GpuCodes& g : kGpuCodes)
    if (g.machine == machine) return std::string(g.metadataName);
  return {};
}

std::optional<std::vector<uint8_t>> layoutAmdBinary(const AmdBinary& binary, std::string& error) {
  const ElfFile& model = binary.outer;
  const auto deviceCode = innerDeviceCode(model.machine);
  if (!deviceCode) {
    error = fmt::format("no inner device code known for e_machine {:#x} ({})", model.machine,
                        gpuName(model.machine));
    return std::nullopt;
  }
  const bool is64 = model.is64;
  const ElfSection* llvmir = model.section(".llvmir");
  const unsigned address = is64 ? 8 : 4;
  const size_t headerSize = is64 ? 64 : 52, sectionHeaderSize = is64 ? 64 : 40,
               symbolSize = is64 ? 24 : 16;

  // Section names, in the driver's order.
  std::vector<std::string> sectionNames = {".shstrtab", ".strtab", ".symtab"};
  if (llvmir) sectionNames.push_back(".llvmir");
  for (const char* n : {".comment", ".rodata", ".text"}) sectionNames.emplace_back(n);
  std::string shstrtab(1, '\0');
  std::vector<uint32_t> sectionNameAt;
  for (const std::string& n : sectionNames) {
    sectionNameAt.push_back(static_cast<uint32_t>(shstrtab.size()));
    shstrtab += n + '\0';
  }
  const auto sectionIndex = [&](std::string_view name) {
    return static_cast<uint16_t>(
        1 + (std::find(sectionNames.begin(), sectionNames.end(), name) - sectionNames.begin()));
  };

  // .rodata, .text and the symbols that point into them.
  struct Symbol {
    uint32_t name;
    uint64_t value, size;
    uint8_t info;
    uint16_t section;
  };
  std::string strtab(1, '\0');
  auto symbolName = [&](const std::string& name) {
    const auto at = static_cast<uint32_t>(strtab.size());
    strtab += name + '\0';
    return at;
  };
  std::vector<Symbol> symbols;
  symbols.push_back({symbolName("__OpenCL_compile_options"), 0, binary.compileOptions.size(), 1,
                     sectionIndex(".comment")});
  Writer rodata, text;
  for (const AmdKernel& k : binary.kernels) {
    const std::string prefix = "__OpenCL_" + k.name;
    const size_t metadataAt = rodata.put(k.metadata.text);
    const size_t headerAt = rodata.bytes.size();
    for (uint32_t v : k.header) rodata.append(4, v);
    const size_t innerAt = text.put(innerElf(k.inner, *deviceCode));
    symbols.push_back({symbolName(prefix + "_metadata"), metadataAt, k.metadata.text.size(), 1,
                       sectionIndex(".rodata")});
    symbols.push_back({symbolName(prefix + "_kernel"), innerAt, text.bytes.size() - innerAt, 2,
                       sectionIndex(".text")});
    symbols.push_back({symbolName(prefix + "_header"), headerAt, 32, 1, sectionIndex(".rodata")});
  }
  Writer symtab;
  symtab.bytes.assign(symbolSize, 0);
  for (const Symbol& s : symbols) {
    const size_t at = symtab.bytes.size();
    symtab.le(at, 4, s.name);
    if (is64) {
      symtab.le(at + 4, 1, s.info);
      symtab.le(at + 6, 2, s.section);
      symtab.le(at + 8, 8, s.value);
      symtab.le(at + 16, 8, s.size);
    } else {
      symtab.le(at + 4, 4, s.value);
      symtab.le(at + 8, 4, s.size);
      symtab.le(at + 12, 1, s.info);
      symtab.le(at + 14, 2, s.section);
    }
  }
  const std::string comment = binary.compileOptions + binary.driverString;

  struct Placed {
    uint32_t type;
    uint64_t flags, offset, size;
    uint32_t link, info;
    uint64_t alignment, entrySize;
  };
  Writer out;
  out.bytes.assign(headerSize, 0);
  std::vector<Placed> placed;
  auto place = [&](std::span<const uint8_t> data, uint32_t type, uint64_t flags, size_t alignment,
                   uint32_t link = 0, uint32_t info = 0, uint64_t entrySize = 0) {
    out.alignTo(alignment);
    placed.push_back({type, flags, out.put(data), data.size(), link, info, alignment, entrySize});
  };
  auto textBytes = [](std::string_view s) {
    return std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(s.data()), s.size());
  };
  constexpr uint64_t kStrings = 0x20, kAlloc = 2, kAllocExec = 6;
  place(textBytes(shstrtab), 3, kStrings, 1);
  place(textBytes(strtab), 3, kStrings, 1);
  place(symtab.bytes, 2, 0, 8, sectionIndex(".strtab"), static_cast<uint32_t>(symbols.size() + 1),
        symbolSize);
  // The bitcode is carried as the driver writes it, PROGBITS without flags,
  // whatever type the read file gave it (a ".llvmir" of type SYMTAB would be
  // taken for the symbol table when the file is read again).
  if (llvmir) place(llvmir->contents, 1, 0, 1);
  place(textBytes(comment), 1, 0, 1);
  place(rodata.bytes, 1, kAlloc, 1);
  place(text.bytes, 1, kAllocExec, 1);
  out.alignTo(address);
  const size_t sectionHeadersAt = out.bytes.size();
  out.bytes.resize(sectionHeadersAt + sectionHeaderSize * (placed.size() + 1), 0);
  for (size_t i = 0; i < placed.size(); ++i) {
    const size_t at = sectionHeadersAt + sectionHeaderSize * (i + 1);
    const Placed& p = placed[i];
    out.le(at, 4, sectionNameAt[i]);
    out.le(at + 4, 4, p.type);
    if (is64) {
      out.le(at + 8, 8, p.flags);
      out.le(at + 24, 8, p.offset);
      out.le(at + 32, 8, p.size);
      out.le(at + 40, 4, p.link);
      out.le(at + 44, 4, p.info);
      out.le(at + 48, 8, p.alignment);
      out.le(at + 56, 8, p.entrySize);
    } else {
      out.le(at + 8, 4, p.flags);
      out.le(at + 16, 4, p.offset);
      out.le(at + 20, 4, p.size);
      out.le(at + 24, 4, p.link);
      out.le(at + 28, 4, p.info);
      out.le(at + 32, 4, p.alignment);
      out.le(at + 36, 4, p.entrySize);
    }
  }
  const uint8_t ident[8] = {0x7f, 'E', 'L', 'F', uint8_t(is64 ? 2 : 1), 1, 1, 0};
  std::copy(std::begin(ident), std::end(ident), out.bytes.begin());
  out.le(16, 2, 2);  // ET_EXEC
  out.le(18, 2, model.machine);
  out.le(20, 4, 1);
  if (is64) {
    out.le(40, 8, sectionHeadersAt);
    out.le(52, 2, headerSize);
    out.le(58, 2, sectionHeaderSize);
    out.le(60, 2, placed.size() + 1);
    out.le(62, 2, 1);
  } else {
    out.le(32, 4, sectionHeadersAt);
    out.le(40, 2, headerSize);
    out.le(46, 2, sectionHeaderSize);
    out.le(48, 2, placed.size() + 1);
    out.le(50, 2, 1);
  }
  return out.bytes;
}

}  // namespace gpuasm::gcn::binary
