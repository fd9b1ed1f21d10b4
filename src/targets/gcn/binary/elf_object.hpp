#pragma once

// A relocatable ELF64 object for AMDGPU, as llvm-mc-14 writes one for
// `-triple=amdgcn-- -filetype=obj` (docs/gcn.md, "ELF objects"): the image's
// sections with their types and flags, a REL section (RELA for amdhsa) beside
// each one that has relocations, the symbol table (locals first), `.llvm_addrsig` when the
// source asked for it, and one string table for section and symbol names.
// Written with our own ELF layer (elf.hpp) as the AMD OpenCL binary is.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "gpuasm/image.hpp"

namespace gpuasm::gcn::binary {

// ELF constants this writer uses (the ELF gABI; AMDGPU's from LLVM's
// BinaryFormat/ELF.h).
inline constexpr uint32_t kShtProgbits = 1, kShtNote = 7, kShtNobits = 8;
inline constexpr uint64_t kShfWrite = 1, kShfAlloc = 2, kShfExecinstr = 4, kShfMerge = 0x10,
                          kShfStrings = 0x20;
inline constexpr uint8_t kStbLocal = 0, kStbGlobal = 1, kStbWeak = 2;
inline constexpr uint8_t kSttNotype = 0, kSttObject = 1, kSttFunc = 2, kSttSection = 3,
                         kSttAmdgpuHsaKernel = 10;
inline constexpr uint16_t kShnUndef = 0;

enum class AmdgpuRelocation : uint32_t {
  Abs32Lo = 1,
  Abs32Hi = 2,
  Abs64 = 3,
  Rel32 = 4,
  Rel64 = 5,
  Abs32 = 6,
  GotPcRel = 7,
  GotPcRel32Lo = 8,
  GotPcRel32Hi = 9,
  Rel32Lo = 10,
  Rel32Hi = 11,
};

struct ObjectSection {
  uint32_t type = kShtProgbits;
  uint64_t flags = 0;
  uint64_t entrySize = 0;
  uint64_t alignment = 1;
};

struct ObjectSymbol {
  std::string name;
  uint8_t binding = kStbLocal, type = kSttNotype, visibility = 0;
  std::optional<uint32_t> section;  // an image section; nullopt: undefined
  uint64_t value = 0;               // offset in its section
  uint64_t size = 0;
};

struct ObjectRelocation {
  uint32_t section = 0;  // the image section patched
  uint64_t offset = 0;
  AmdgpuRelocation type = AmdgpuRelocation::Rel32;
  // Into ElfObject::symbols; a section's own symbol (STT_SECTION) is one too.
  uint32_t symbol = 0;
  std::string where;   // "k.s:12" for messages
  int64_t addend = 0;  // SHT_RELA's; SHT_REL keeps it in the bytes
};

struct ElfObject final : TargetData {
  uint8_t osAbi = 0;                    // 0 for amdgcn--, 66 (ELFOSABI_AMDGPU_MESA3D) for mesa3d
  uint8_t abiVersion = 0;               // EI_ABIVERSION: an HSA code object's version - 2
  bool rela = false;                    // SHT_RELA (amdgcn-amd-amdhsa), else SHT_REL
  uint32_t flags = 0x20;                // EF_AMDGPU_MACH_AMDGCN_GFX600
  std::vector<ObjectSection> sections;  // one per image section
  std::vector<ObjectSymbol> symbols;    // locals first
  std::vector<ObjectRelocation> relocations;
  bool addressSignificance = false;          // `.addrsig`: a .llvm_addrsig section
  std::vector<uint32_t> significantSymbols;  // `.addrsig_sym`, into symbols
  bool severalSections = false;              // more than one section holds bytes

  std::string rawOutputProblem() const override;
};

// A section's type, flags and entry size as GNU as and llvm-mc give them
// when `.section` names none: `.text*` AX, `.rodata*` A, `.data*` WA,
// `.bss*` NOBITS WA, `.note*` NOTE, anything else PROGBITS without flags.
ObjectSection defaultObjectSection(std::string_view name);

// Whether `symbol` is its section's name at the section's start: the label
// the core makes for a section named as a symbol (`.long .debug_abbrev`),
// which the object has as the section's STT_SECTION symbol.
bool isSectionSymbol(const Image& image, const ImageSymbol& symbol);

// The object of an image that no directive described: every section with its
// defaults, every label but llvm's temporaries (`.L...`) a local symbol.
ElfObject plainElfObject(const Image& image);

std::vector<uint8_t> writeElfObject(const Image& image, const ElfObject& object);

}  // namespace gpuasm::gcn::binary
