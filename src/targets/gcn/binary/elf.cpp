// ELF32/ELF64 little-endian reading and writing that keeps the layout (elf.hpp).
#include "targets/gcn/binary/elf.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <utility>

namespace gpuasm::gcn::binary {
namespace {

uint64_t readLe(std::span<const uint8_t> bytes, size_t at, unsigned width) {
  uint64_t value = 0;
  for (unsigned i = 0; i < width; ++i) value |= uint64_t{bytes[at + i]} << (8 * i);
  return value;
}

void writeLe(std::vector<uint8_t>& bytes, size_t at, unsigned width, uint64_t value) {
  for (unsigned i = 0; i < width; ++i) bytes[at + i] = uint8_t(value >> (8 * i));
}

// Field offsets of the ELF header, section header and program header in each
// class (the System V ABI, chapter 4).
struct Layout {
  unsigned word;  // width of addresses and offsets: 4 or 8
  size_t header, sectionHeader, programHeader;
};
constexpr Layout kLayout32{4, 52, 40, 32};
constexpr Layout kLayout64{8, 64, 64, 56};

// A reader over the file that checks every access against its end.
struct Cursor {
  std::span<const uint8_t> bytes;
  unsigned word;
  bool fits(uint64_t at, uint64_t length) const {
    return at <= bytes.size() && length <= bytes.size() - at;
  }
  uint64_t u8(size_t at) const { return bytes[at]; }
  uint64_t u16(size_t at) const { return readLe(bytes, at, 2); }
  uint64_t u32(size_t at) const { return readLe(bytes, at, 4); }
  uint64_t addr(size_t at) const { return readLe(bytes, at, word); }
};

constexpr size_t kLongestSymbolName = 4096;

struct Claim {
  uint64_t begin, end;
  std::string what;
};

}  // namespace

uint32_t readLe32(std::span<const uint8_t> bytes, size_t at) {
  return uint32_t(readLe(bytes, at, 4));
}

void writeLe32(std::span<uint8_t> bytes, size_t at, uint32_t value) {
  for (unsigned i = 0; i < 4; ++i) bytes[at + i] = uint8_t(value >> (8 * i));
}

const ElfSection* ElfFile::section(std::string_view name) const {
  for (const ElfSection& s : sections)
    if (s.name == name) return &s;
  return nullptr;
}

ElfSection* ElfFile::section(std::string_view name) {
  for (ElfSection& s : sections)
    if (s.name == name) return &s;
  return nullptr;
}

bool hasElfMagic(std::span<const uint8_t> bytes) {
  return bytes.size() >= 4 && bytes[0] == 0x7f && bytes[1] == 'E' && bytes[2] == 'L' &&
         bytes[3] == 'F';
}

std::optional<ElfFile> readElf(std::span<const uint8_t> bytes, std::string& error) {
  auto fail = [&](uint64_t at, std::string message) -> std::optional<ElfFile> {
    error = fmt::format("offset {:#x}: {}", at, message);
    return std::nullopt;
  };
  if (bytes.size() < 16)
    return fail(0, fmt::format("truncated ELF identification ({} bytes)", bytes.size()));
  if (!hasElfMagic(bytes)) return fail(0, "no ELF magic (7f 45 4c 46)");
  if (bytes[4] != 1 && bytes[4] != 2) return fail(4, fmt::format("unknown ELF class {}", bytes[4]));
  if (bytes[5] != 1) return fail(5, "not little-endian (EI_DATA is not 1)");
  ElfFile file;
  file.is64 = bytes[4] == 2;
  const Layout layout = file.is64 ? kLayout64 : kLayout32;
  const Cursor in{bytes, layout.word};
  if (!in.fits(0, layout.header))
    return fail(0,
                fmt::format("truncated ELF header ({} of {} bytes)", bytes.size(), layout.header));
  const unsigned w = layout.word;
  std::copy_n(bytes.begin(), 16, file.ident.begin());
  file.type = uint16_t(in.u16(16));
  file.machine = uint16_t(in.u16(18));
  file.version = uint32_t(in.u32(20));
  file.entry = in.addr(24);
  file.programHeaderOffset = in.addr(24 + w);
  file.sectionHeaderOffset = in.addr(24 + 2 * w);
  const size_t rest = 24 + 3 * w;
  file.flags = uint32_t(in.u32(rest));
  file.headerSize = uint16_t(in.u16(rest + 4));
  file.programHeaderSize = uint16_t(in.u16(rest + 6));
  const uint64_t programHeaders = in.u16(rest + 8);
  file.sectionHeaderSize = uint16_t(in.u16(rest + 10));
  const uint64_t sectionHeaders = in.u16(rest + 12);
  file.sectionNameIndex = uint16_t(in.u16(rest + 14));
  file.fileSize = bytes.size();

  if (file.headerSize != layout.header)
    return fail(rest + 4, fmt::format("e_ehsize is {}, not {}", file.headerSize, layout.header));
  std::vector<Claim> claims{{0, layout.header, "the ELF header"}};

  if (programHeaders) {
    if (file.programHeaderSize != layout.programHeader)
      return fail(rest + 6, fmt::format("e_phentsize is {}, not {}", file.programHeaderSize,
                                        layout.programHeader));
    if (!in.fits(file.programHeaderOffset, programHeaders * layout.programHeader))
      return fail(file.programHeaderOffset,
                  fmt::format("{} program headers run past the end of the file ({} bytes)",
                              programHeaders, bytes.size()));
    claims.push_back({file.programHeaderOffset,
                      file.programHeaderOffset + programHeaders * layout.programHeader,
                      "the program headers"});
  }
  uint64_t segmentBytes = 0;
  for (uint64_t i = 0; i < programHeaders; ++i) {
    const size_t at = file.programHeaderOffset + i * layout.programHeader;
    ElfSegment s;
    s.type = uint32_t(in.u32(at));
    if (file.is64) {
      s.flags = uint32_t(in.u32(at + 4));
      s.offset = in.addr(at + 8);
      s.virtualAddress = in.addr(at + 16);
      s.physicalAddress = in.addr(at + 24);
      s.fileSize = in.addr(at + 32);
      s.memorySize = in.addr(at + 40);
      s.alignment = in.addr(at + 48);
    } else {
      s.offset = in.u32(at + 4);
      s.virtualAddress = in.u32(at + 8);
      s.physicalAddress = in.u32(at + 12);
      s.fileSize = in.u32(at + 16);
      s.memorySize = in.u32(at + 20);
      s.flags = uint32_t(in.u32(at + 24));
      s.alignment = in.u32(at + 28);
    }
    if (!in.fits(s.offset, s.fileSize))
      return fail(at, fmt::format("program header {}: its {:#x} bytes at {:#x} run past the end "
                                  "of the file ({:#x} bytes)",
                                  i, s.fileSize, s.offset, bytes.size()));
    // Segments may share bytes (a PT_LOAD covers others), but a file whose
    // segments copy it many times over is no driver's: this bounds the memory.
    segmentBytes += s.fileSize;
    if (segmentBytes > 4 * bytes.size() + 4096)
      return fail(
          at, fmt::format("program header {}: the segments cover the file more than 4 times", i));
    s.contents.assign(bytes.begin() + s.offset, bytes.begin() + s.offset + s.fileSize);
    file.segments.push_back(std::move(s));
  }

  if (sectionHeaders) {
    if (file.sectionHeaderSize != layout.sectionHeader)
      return fail(rest + 10, fmt::format("e_shentsize is {}, not {}", file.sectionHeaderSize,
                                         layout.sectionHeader));
    if (!in.fits(file.sectionHeaderOffset, sectionHeaders * layout.sectionHeader))
      return fail(file.sectionHeaderOffset,
                  fmt::format("{} section headers run past the end of the file ({} bytes)",
                              sectionHeaders, bytes.size()));
    claims.push_back({file.sectionHeaderOffset,
                      file.sectionHeaderOffset + sectionHeaders * layout.sectionHeader,
                      "the section headers"});
    if (file.sectionNameIndex >= sectionHeaders)
      return fail(rest + 14, fmt::format("e_shstrndx {} is not one of the {} sections",
                                         file.sectionNameIndex, sectionHeaders));
  }
  for (uint64_t i = 0; i < sectionHeaders; ++i) {
    const size_t at = file.sectionHeaderOffset + i * layout.sectionHeader;
    ElfSection s;
    s.nameOffset = uint32_t(in.u32(at));
    s.type = uint32_t(in.u32(at + 4));
    s.flags = in.addr(at + 8);
    s.address = in.addr(at + 8 + w);
    s.offset = in.addr(at + 8 + 2 * w);
    s.size = in.addr(at + 8 + 3 * w);
    s.link = uint32_t(in.u32(at + 8 + 4 * w));
    s.info = uint32_t(in.u32(at + 12 + 4 * w));
    s.alignment = in.addr(at + 16 + 4 * w);
    s.entrySize = in.addr(at + 16 + 5 * w);
    if (s.type != kSectionNoBits && i != 0) {
      if (!in.fits(s.offset, s.size))
        return fail(at, fmt::format("section {}: its {:#x} bytes at {:#x} run past the end of the "
                                    "file ({:#x} bytes)",
                                    i, s.size, s.offset, bytes.size()));
      if (s.size) claims.push_back({s.offset, s.offset + s.size, fmt::format("section {}", i)});
    }
    file.sections.push_back(std::move(s));
  }
  // Sections and tables may not share bytes (segments do: they cover sections).
  std::sort(claims.begin(), claims.end(),
            [](const Claim& a, const Claim& b) { return a.begin < b.begin; });
  for (size_t i = 1; i < claims.size(); ++i)
    if (claims[i].begin < claims[i - 1].end)
      return fail(claims[i].begin,
                  fmt::format("{} overlaps {} ({:#x}..{:#x})", claims[i].what, claims[i - 1].what,
                              claims[i - 1].begin, claims[i - 1].end));

  // Contents only now: sections that do not overlap copy the file at most once.
  for (ElfSection& s : file.sections)
    if (s.type != kSectionNoBits && &s != &file.sections.front())
      s.contents.assign(bytes.begin() + s.offset, bytes.begin() + s.offset + s.size);

  if (!file.sections.empty()) {
    const ElfSection& names = file.sections[file.sectionNameIndex];
    for (size_t i = 0; i < file.sections.size(); ++i) {
      ElfSection& s = file.sections[i];
      if (s.nameOffset >= names.contents.size()) {
        if (i == 0 && s.nameOffset == 0) continue;
        return fail(file.sectionHeaderOffset + i * layout.sectionHeader,
                    fmt::format("section {}: name offset {:#x} is outside the section-name table "
                                "({:#x} bytes)",
                                i, s.nameOffset, names.contents.size()));
      }
      const auto* first = reinterpret_cast<const char*>(names.contents.data()) + s.nameOffset;
      const auto* end =
          reinterpret_cast<const char*>(names.contents.data()) + names.contents.size();
      s.name.assign(first, std::find(first, end, '\0'));
    }
  }

  // What nobody claims is kept so that writing gives the same file: the gaps
  // between the claimed ranges, merged in offset order (a byte map of the
  // file made loading a file of 40,000 kernels a byte loop over each of them).
  std::vector<std::pair<uint64_t, uint64_t>> ranges;
  ranges.reserve(claims.size() + file.segments.size());
  for (const Claim& c : claims) ranges.emplace_back(c.begin, c.end);
  for (const ElfSegment& s : file.segments) ranges.emplace_back(s.offset, s.offset + s.fileSize);
  std::sort(ranges.begin(), ranges.end());
  uint64_t at = 0;
  for (const auto& [begin, end] : ranges) {
    if (begin == end) continue;  // an empty segment claims nothing, and splits no gap
    if (begin > at) file.unclaimed.push_back({at, {bytes.begin() + at, bytes.begin() + begin}});
    at = std::max(at, end);
  }
  if (at < bytes.size()) file.unclaimed.push_back({at, {bytes.begin() + at, bytes.end()}});
  return file;
}

std::vector<uint8_t> writeElf(const ElfFile& file) {
  const Layout layout = file.is64 ? kLayout64 : kLayout32;
  const unsigned w = layout.word;
  uint64_t size = std::max<uint64_t>(file.fileSize, layout.header);
  auto grow = [&](uint64_t end) { size = std::max(size, end); };
  if (!file.segments.empty())
    grow(file.programHeaderOffset + file.segments.size() * layout.programHeader);
  if (!file.sections.empty())
    grow(file.sectionHeaderOffset + file.sections.size() * layout.sectionHeader);
  // Only what has bytes: the null section's or a NOBITS section's offset can be anything.
  for (const ElfSegment& s : file.segments)
    if (!s.contents.empty()) grow(s.offset + s.contents.size());
  for (const ElfSection& s : file.sections)
    if (!s.contents.empty()) grow(s.offset + s.contents.size());
  for (const ElfUnclaimed& u : file.unclaimed) grow(u.offset + u.bytes.size());
  std::vector<uint8_t> out(size, 0);

  for (const ElfUnclaimed& u : file.unclaimed)
    std::copy(u.bytes.begin(), u.bytes.end(), out.begin() + u.offset);
  for (const ElfSegment& s : file.segments)
    std::copy(s.contents.begin(), s.contents.end(), out.begin() + s.offset);
  for (const ElfSection& s : file.sections)
    std::copy(s.contents.begin(), s.contents.end(), out.begin() + s.offset);

  std::copy(file.ident.begin(), file.ident.end(), out.begin());
  writeLe(out, 16, 2, file.type);
  writeLe(out, 18, 2, file.machine);
  writeLe(out, 20, 4, file.version);
  writeLe(out, 24, w, file.entry);
  writeLe(out, 24 + w, w, file.programHeaderOffset);
  writeLe(out, 24 + 2 * w, w, file.sectionHeaderOffset);
  const size_t rest = 24 + 3 * w;
  writeLe(out, rest, 4, file.flags);
  writeLe(out, rest + 4, 2, file.headerSize);
  writeLe(out, rest + 6, 2, file.programHeaderSize);
  writeLe(out, rest + 8, 2, file.segments.size());
  writeLe(out, rest + 10, 2, file.sectionHeaderSize);
  writeLe(out, rest + 12, 2, file.sections.size());
  writeLe(out, rest + 14, 2, file.sectionNameIndex);

  for (size_t i = 0; i < file.segments.size(); ++i) {
    const ElfSegment& s = file.segments[i];
    const size_t at = file.programHeaderOffset + i * layout.programHeader;
    writeLe(out, at, 4, s.type);
    if (file.is64) {
      writeLe(out, at + 4, 4, s.flags);
      writeLe(out, at + 8, 8, s.offset);
      writeLe(out, at + 16, 8, s.virtualAddress);
      writeLe(out, at + 24, 8, s.physicalAddress);
      writeLe(out, at + 32, 8, s.fileSize);
      writeLe(out, at + 40, 8, s.memorySize);
      writeLe(out, at + 48, 8, s.alignment);
    } else {
      writeLe(out, at + 4, 4, s.offset);
      writeLe(out, at + 8, 4, s.virtualAddress);
      writeLe(out, at + 12, 4, s.physicalAddress);
      writeLe(out, at + 16, 4, s.fileSize);
      writeLe(out, at + 20, 4, s.memorySize);
      writeLe(out, at + 24, 4, s.flags);
      writeLe(out, at + 28, 4, s.alignment);
    }
  }
  for (size_t i = 0; i < file.sections.size(); ++i) {
    const ElfSection& s = file.sections[i];
    const size_t at = file.sectionHeaderOffset + i * layout.sectionHeader;
    writeLe(out, at, 4, s.nameOffset);
    writeLe(out, at + 4, 4, s.type);
    writeLe(out, at + 8, w, s.flags);
    writeLe(out, at + 8 + w, w, s.address);
    writeLe(out, at + 8 + 2 * w, w, s.offset);
    writeLe(out, at + 8 + 3 * w, w, s.size);
    writeLe(out, at + 8 + 4 * w, 4, s.link);
    writeLe(out, at + 12 + 4 * w, 4, s.info);
    writeLe(out, at + 16 + 4 * w, w, s.alignment);
    writeLe(out, at + 16 + 5 * w, w, s.entrySize);
  }
  return out;
}

std::optional<std::vector<ElfSymbol>> readSymbols(const ElfFile& file,
                                                  const ElfSection& symbolTable,
                                                  std::string& error) {
  const size_t entry = file.is64 ? 24 : 16;
  if (symbolTable.link >= file.sections.size()) {
    error = fmt::format("offset {:#x}: symbol table links to section {}, which does not exist",
                        symbolTable.offset, symbolTable.link);
    return std::nullopt;
  }
  const std::vector<uint8_t>& names = file.sections[symbolTable.link].contents;
  const std::span<const uint8_t> table = symbolTable.contents;
  std::vector<ElfSymbol> symbols;
  for (size_t at = 0; at + entry <= table.size(); at += entry) {
    ElfSymbol s;
    const uint32_t nameOffset = readLe32(table, at);
    if (file.is64) {
      s.info = table[at + 4];
      s.other = table[at + 5];
      s.sectionIndex = uint16_t(readLe(table, at + 6, 2));
      s.value = readLe(table, at + 8, 8);
      s.size = readLe(table, at + 16, 8);
    } else {
      s.value = readLe32(table, at + 4);
      s.size = readLe32(table, at + 8);
      s.info = table[at + 12];
      s.other = table[at + 13];
      s.sectionIndex = uint16_t(readLe(table, at + 14, 2));
    }
    if (nameOffset >= names.size() && !(nameOffset == 0 && names.empty())) {
      error = fmt::format(
          "offset {:#x}: symbol {}: name offset {:#x} is outside the string table "
          "({:#x} bytes)",
          symbolTable.offset + at, at / entry, nameOffset, names.size());
      return std::nullopt;
    }
    if (!names.empty()) {
      // Bounded so that many symbols naming one long string cost no more than the file.
      const auto* first = reinterpret_cast<const char*>(names.data()) + nameOffset;
      const auto* end = first + std::min<size_t>(names.size() - nameOffset, kLongestSymbolName + 1);
      s.name.assign(first, std::find(first, end, '\0'));
      if (s.name.size() > kLongestSymbolName) {
        error = fmt::format("offset {:#x}: symbol {}: name longer than {} bytes",
                            symbolTable.offset + at, at / entry, kLongestSymbolName);
        return std::nullopt;
      }
    }
    symbols.push_back(std::move(s));
  }
  return symbols;
}

}  // namespace gpuasm::gcn::binary
