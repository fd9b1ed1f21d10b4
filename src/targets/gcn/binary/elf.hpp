#pragma once

// A small little-endian ELF32/ELF64 reader and writer for the AMD OpenCL
// binary (amdcl.hpp). Our own rather than libelf: a driver file must come back
// byte for byte, so the model keeps every header field, each section's and
// segment's recorded offset, and the bytes nothing claims (padding, data only
// a segment covers); libelf's ELF_F_LAYOUT can keep offsets too, but not the
// unclaimed bytes, and it would be a new dependency for a few hundred lines (docs/gcn.md,
// "The AMD OpenCL binary").
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace gpuasm::gcn::binary {

inline constexpr uint32_t kSectionNoBits = 8;       // SHT_NOBITS: no bytes in the file
inline constexpr uint16_t kElfTypeRelocatable = 1;  // ET_REL: an object ld.lld has not linked

struct ElfSection {
  std::string name;
  uint32_t nameOffset = 0;  // into the section-name string table, as recorded
  uint32_t type = 0;
  uint64_t flags = 0, address = 0, offset = 0, size = 0;
  uint32_t link = 0, info = 0;
  uint64_t alignment = 0, entrySize = 0;
  std::vector<uint8_t> contents;  // size bytes (none for SHT_NOBITS)
};

struct ElfSegment {
  uint32_t type = 0, flags = 0;
  uint64_t offset = 0, virtualAddress = 0, physicalAddress = 0, fileSize = 0, memorySize = 0,
           alignment = 0;
  // The fileSize bytes at offset. Sections inside a segment are written
  // after it, so a section's new contents win over a stale copy here.
  std::vector<uint8_t> contents;
};

// Bytes at an offset that no header, table, section or segment claims.
struct ElfUnclaimed {
  uint64_t offset = 0;
  std::vector<uint8_t> bytes;
};

struct ElfFile {
  bool is64 = false;
  std::array<uint8_t, 16> ident{};  // e_ident: magic, class, data, version, OSABI, ABI version
  uint16_t type = 0, machine = 0;
  uint32_t version = 0;
  uint64_t entry = 0, programHeaderOffset = 0, sectionHeaderOffset = 0;
  uint32_t flags = 0;
  uint16_t headerSize = 0, programHeaderSize = 0, sectionHeaderSize = 0, sectionNameIndex = 0;
  std::vector<ElfSegment> segments;
  std::vector<ElfSection> sections;  // index 0 is the null section
  std::vector<ElfUnclaimed> unclaimed;
  uint64_t fileSize = 0;

  const ElfSection* section(std::string_view name) const;
  ElfSection* section(std::string_view name);
};

struct ElfSymbol {
  std::string name;
  uint64_t value = 0, size = 0;
  uint8_t info = 0, other = 0;
  uint16_t sectionIndex = 0;
};

bool hasElfMagic(std::span<const uint8_t> bytes);

// The file, or nothing with `error` naming the file offset and the problem
// (truncated, wrong magic, big-endian, a table or section outside the file,
// sections overlapping each other or the headers).
std::optional<ElfFile> readElf(std::span<const uint8_t> bytes, std::string& error);

// Every recorded field at its recorded offset: readElf then writeElf gives
// the same bytes.
std::vector<uint8_t> writeElf(const ElfFile& file);

// The symbols of the SHT_SYMTAB section `symbolTable` with names from its
// linked string table; an error names the entry's file offset.
std::optional<std::vector<ElfSymbol>> readSymbols(const ElfFile& file,
                                                  const ElfSection& symbolTable,
                                                  std::string& error);

uint32_t readLe32(std::span<const uint8_t> bytes, size_t at);
void writeLe32(std::span<uint8_t> bytes, size_t at, uint32_t value);

}  // namespace gpuasm::gcn::binary
