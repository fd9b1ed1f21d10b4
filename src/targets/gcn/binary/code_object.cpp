// Reading HSA code objects (code_object.hpp).
#include "targets/gcn/binary/code_object.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <unordered_map>
#include <unordered_set>

#include "targets/gcn/binary/elf.hpp"

namespace gpuasm::gcn::binary {
namespace {

struct Processor {
  std::string_view name;
  uint32_t machine;  // EF_AMDGPU_MACH
};

// LLVM's ELF.h, EF_AMDGPU_MACH_AMDGCN_* (LLVM 14).
constexpr Processor kProcessors[] = {
    {"gfx600", 0x20},  {"gfx601", 0x21},  {"gfx602", 0x3a},  {"gfx700", 0x22},  {"gfx701", 0x23},
    {"gfx702", 0x24},  {"gfx703", 0x25},  {"gfx704", 0x26},  {"gfx705", 0x3b},  {"gfx801", 0x28},
    {"gfx802", 0x29},  {"gfx803", 0x2a},  {"gfx805", 0x3c},  {"gfx810", 0x2b},  {"gfx900", 0x2c},
    {"gfx902", 0x2d},  {"gfx904", 0x2e},  {"gfx906", 0x2f},  {"gfx908", 0x30},  {"gfx909", 0x31},
    {"gfx90a", 0x3f},  {"gfx90c", 0x32},  {"gfx1010", 0x33}, {"gfx1011", 0x34}, {"gfx1012", 0x35},
    {"gfx1013", 0x42}, {"gfx1030", 0x36}, {"gfx1031", 0x37}, {"gfx1032", 0x38}, {"gfx1033", 0x39},
    {"gfx1034", 0x3e}, {"gfx1035", 0x3d},
};

constexpr uint32_t kSectionNote = 7;
constexpr uint64_t kSectionExecutable = 0x4;
constexpr uint32_t kSectionSymbolTable = 2, kSectionDynamicSymbols = 11;

using Type = MsgValue::Type;

// The reader of one kernel's metadata map: each problem names the kernel and key.
struct KernelFields {
  const MsgValue& map;
  std::string place;
  std::string& error;

  bool fail(std::string_view key, std::string_view what) {
    error = fmt::format("{}: {}: {}", place, key, what);
    return false;
  }
  bool string(std::string_view key, std::string& out, bool required) {
    const MsgValue* v = map.find(key);
    if (!v) return !required || fail(key, "missing");
    if (v->type != Type::String) return fail(key, "not a string");
    out = v->text;
    return true;
  }
  bool number(std::string_view key, uint32_t& out, bool required) {
    const MsgValue* v = map.find(key);
    if (!v) return !required || fail(key, "missing");
    std::optional<uint64_t> n = v->number(UINT32_MAX);
    if (!n) return fail(key, "not a number 0 .. 2^32-1");
    out = static_cast<uint32_t>(*n);
    return true;
  }
};

bool readArgument(const MsgValue& entry, const std::string& place, CodeObjectArgument& a,
                  std::string& error) {
  if (entry.type != Type::Map) {
    error = fmt::format("{}: not a map", place);
    return false;
  }
  KernelFields f{entry, place, error};
  return f.string(".name", a.name, false) && f.string(".type_name", a.typeName, false) &&
         f.string(".value_kind", a.valueKind, true) &&
         f.string(".address_space", a.addressSpace, false) && f.number(".offset", a.offset, true) &&
         f.number(".size", a.size, true);
}

bool readKernelMetadata(const MsgValue& entry, size_t index, CodeObjectKernel& k,
                        std::string& error) {
  const std::string place = fmt::format("metadata amdhsa.kernels[{}]", index);
  if (entry.type != Type::Map) {
    error = fmt::format("{}: not a map", place);
    return false;
  }
  KernelFields f{entry, place, error};
  if (!f.string(".name", k.name, true)) return false;
  f.place = fmt::format("{} (kernel '{}')", place, k.name);
  if (!f.string(".symbol", k.symbol, true) ||
      !f.number(".kernarg_segment_size", k.kernargSegmentSize, true) ||
      !f.number(".kernarg_segment_align", k.kernargSegmentAlign, true) ||
      !f.number(".group_segment_fixed_size", k.groupSegmentFixedSize, true) ||
      !f.number(".private_segment_fixed_size", k.privateSegmentFixedSize, true) ||
      !f.number(".sgpr_count", k.sgprCount, true) || !f.number(".vgpr_count", k.vgprCount, true) ||
      !f.number(".wavefront_size", k.wavefrontSize, true) ||
      !f.number(".max_flat_workgroup_size", k.maxFlatWorkgroupSize, false))
    return false;
  if (const MsgValue* reqd = entry.find(".reqd_workgroup_size")) {
    std::array<uint32_t, 3> size{};
    if (reqd->type != Type::Array || reqd->items.size() != 3)
      return f.fail(".reqd_workgroup_size", "not a list of 3 numbers");
    for (size_t d = 0; d < 3; ++d) {
      std::optional<uint64_t> n = reqd->items[d].number(UINT32_MAX);
      if (!n || *n == 0)
        return f.fail(".reqd_workgroup_size", "not a list of 3 numbers 1 .. 2^32-1");
      size[d] = static_cast<uint32_t>(*n);
    }
    k.requiredWorkgroupSize = size;
  }
  if (const MsgValue* args = entry.find(".args")) {
    if (args->type != Type::Array) return f.fail(".args", "not a list");
    for (size_t i = 0; i < args->items.size(); ++i) {
      CodeObjectArgument a;
      if (!readArgument(args->items[i], fmt::format("{} .args[{}]", f.place, i), a, error))
        return false;
      if (uint64_t{a.offset} + a.size > k.kernargSegmentSize) {
        error = fmt::format("{} .args[{}]: offset {} and size {} run past .kernarg_segment_size {}",
                            f.place, i, a.offset, a.size, k.kernargSegmentSize);
        return false;
      }
      k.arguments.push_back(std::move(a));
    }
  }
  return true;
}

struct Note {
  std::span<const uint8_t> description;
  uint64_t offset = 0;  // of the description in the file
};

// The metadata note's description; an error names the note's file offset.
std::optional<Note> findMetadataNote(const ElfFile& elf, std::string& error) {
  for (const ElfSection& s : elf.sections) {
    if (s.type != kSectionNote) continue;
    const std::span<const uint8_t> b = s.contents;
    for (size_t at = 0; at < b.size();) {
      const uint64_t where = s.offset + at;
      if (b.size() - at < 12) {
        error = fmt::format("note at offset {:#x} in {}: truncated header ({} bytes left)", where,
                            s.name, b.size() - at);
        return std::nullopt;
      }
      const uint32_t nameSize = readLe32(b, at), descSize = readLe32(b, at + 4),
                     type = readLe32(b, at + 8);
      const uint64_t nameEnd = at + 12 + (uint64_t{nameSize} + 3) / 4 * 4;
      const uint64_t descEnd = nameEnd + (uint64_t{descSize} + 3) / 4 * 4;
      if (nameEnd > b.size() || nameEnd + descSize > b.size()) {
        error = fmt::format(
            "note at offset {:#x} in {}: name of {} and description of {} bytes run past the "
            "section's {} bytes",
            where, s.name, nameSize, descSize, s.size);
        return std::nullopt;
      }
      const std::string_view name(reinterpret_cast<const char*>(b.data() + at + 12),
                                  nameSize ? nameSize - 1 : 0);
      if (name == "AMDGPU" && type == kNtAmdgpuMetadata)
        return Note{b.subspan(nameEnd, descSize), s.offset + nameEnd};
      at = std::min<uint64_t>(descEnd, b.size());
    }
  }
  error = "no NT_AMDGPU_METADATA note (an AMDGPU note of type 32): not a code object v3 or later";
  return std::nullopt;
}

// The allocated section holding [address, address + size), or nullptr.
const ElfSection* sectionAt(const ElfFile& elf, uint64_t address, uint64_t size) {
  for (const ElfSection& s : elf.sections)
    if (s.type != kSectionNoBits && (s.flags & 0x2) && address >= s.address &&
        address - s.address <= s.contents.size() &&
        size <= s.contents.size() - (address - s.address))
      return &s;
  return nullptr;
}

// The symbol table indexed once: by name, and the functions by address (a
// code object of thousands of kernels is read in time linear in its size).
struct SymbolIndex {
  std::unordered_map<std::string_view, const ElfSymbol*> byName;
  std::map<uint64_t, const ElfSymbol*> functions;  // STT_FUNC, the first at each address

  explicit SymbolIndex(std::span<const ElfSymbol> symbols) {
    for (const ElfSymbol& s : symbols) {
      byName.emplace(s.name, &s);
      if ((s.info & 0xf) == 2) functions.emplace(s.value, &s);
    }
  }
};

// ld.lld's fill from `end` up to the next function (or the section's end): the number of
// s_nop 0 words when every word there is one, else 0.
size_t fillNops(const ElfSection& text, const SymbolIndex& index, uint64_t end) {
  uint64_t fillEnd = text.address + text.contents.size();
  if (const auto next = index.functions.lower_bound(end);
      next != index.functions.end() && next->first < fillEnd)
    fillEnd = next->first;
  constexpr uint32_t kNop0 = 0xbf800000u;
  size_t nops = 0;
  const std::vector<uint8_t>& t = text.contents;
  for (uint64_t at = end - text.address; at + 4 <= fillEnd - text.address; at += 4, ++nops)
    if ((uint32_t{t[at]} | uint32_t{t[at + 1]} << 8 | uint32_t{t[at + 2]} << 16 |
         uint32_t{t[at + 3]} << 24) != kNop0)
      break;
  return end + 4 * nops == fillEnd ? nops : 0;
}

bool readKernelCode(const ElfFile& elf, const SymbolIndex& index, CodeObject& co,
                    CodeObjectKernel& k, std::string& error) {
  const auto found = index.byName.find(k.symbol);
  const ElfSymbol* symbol = found == index.byName.end() ? nullptr : found->second;
  if (!symbol) {
    error = fmt::format("kernel '{}': its descriptor symbol '{}' is not in the symbol table",
                        k.name, k.symbol);
    return false;
  }
  const ElfSection* rodata = sectionAt(elf, symbol->value, kKernelDescriptorBytes);
  if (!rodata) {
    error =
        fmt::format("kernel '{}': descriptor '{}' at address {:#x}: its 64 bytes are in no section",
                    k.name, k.symbol, symbol->value);
    return false;
  }
  k.descriptorAddress = symbol->value;
  std::copy_n(rodata->contents.begin() + static_cast<ptrdiff_t>(symbol->value - rodata->address),
              kKernelDescriptorBytes, k.descriptor.bytes.begin());
  const int64_t entry = k.descriptor.entryOffset();
  k.codeAddress = symbol->value + static_cast<uint64_t>(entry);
  const ElfSection* text = sectionAt(elf, k.codeAddress, 4);
  if (!text || !(text->flags & kSectionExecutable)) {
    error = fmt::format(
        "kernel '{}': descriptor field kernel_code_entry_byte_offset {} puts the code at {:#x}, "
        "which is in no executable section",
        k.name, entry, k.codeAddress);
    return false;
  }
  // The code runs to the end of the function symbol at the entry, else to
  // the next kernel's code or the end of the section.
  uint64_t end = text->address + text->contents.size();
  const auto at = index.functions.find(k.codeAddress);
  if (at != index.functions.end() && at->second->size && at->second->size <= end - k.codeAddress) {
    end = k.codeAddress + at->second->size;
  } else {
    const auto next = index.functions.upper_bound(k.codeAddress);
    if (next != index.functions.end() && next->first < end) end = next->first;
  }
  const auto from = text->contents.begin() + static_cast<ptrdiff_t>(k.codeAddress - text->address);
  k.code.assign(from, from + static_cast<ptrdiff_t>(end - k.codeAddress));
  k.paddingNops = fillNops(*text, index, end);
  // The section once, with the functions that start in it.
  auto known = std::find_if(co.codeSections.begin(), co.codeSections.end(),
                            [&](const CodeSection& c) { return c.address == text->address; });
  if (known == co.codeSections.end()) {
    CodeSection c;
    c.address = text->address;
    c.bytes = text->contents;
    c.functionStarts.push_back(0);
    for (auto f = index.functions.lower_bound(text->address);
         f != index.functions.end() && f->first < text->address + text->contents.size(); ++f)
      if (f->first > text->address) c.functionStarts.push_back(f->first - text->address);
    co.codeSections.push_back(std::move(c));
    known = co.codeSections.end() - 1;
  }
  k.section = static_cast<size_t>(known - co.codeSections.begin());
  return true;
}

}  // namespace

std::string_view mcpuOfMachine(uint32_t mach) {
  for (const Processor& p : kProcessors)
    if (p.machine == mach) return p.name;
  return {};
}

std::optional<uint32_t> machineOfMcpu(std::string_view mcpu) {
  for (const Processor& p : kProcessors)
    if (p.name == mcpu) return p.machine;
  return std::nullopt;
}

uint32_t CodeObject::generation() const {
  if (mcpu.size() < 4 || !mcpu.starts_with("gfx")) return 0;
  if (mcpu.size() >= 7) return 10;  // gfx10xx
  return static_cast<uint32_t>(mcpu[3] - '0');
}

bool isCodeObject(std::span<const uint8_t> bytes) {
  return hasElfMagic(bytes) && bytes.size() >= 20 && bytes[4] == 2 && bytes[5] == 1 &&
         bytes[7] == kElfOsAbiAmdgpuHsa && (bytes[18] | bytes[19] << 8) == kEmAmdgpu;
}

namespace {

uint64_t readLe64(std::span<const uint8_t> bytes, size_t at) {
  return uint64_t{readLe32(bytes, at)} | uint64_t{readLe32(bytes, at + 4)} << 32;
}

// The loadable segments and the dynamic relocations (what the launch places
// in memory, code_object_launch.cpp), bounded so that a damaged header cannot
// ask for more memory than the simulator gives.
bool readLoadImage(const ElfFile& elf, CodeObject& co, std::string& error) {
  constexpr uint32_t kProgramLoad = 1, kSectionRela = 4;
  constexpr uint64_t kSectionAlloc = 2, kMaxImage = uint64_t{256} << 20;
  for (size_t i = 0; i < elf.segments.size(); ++i) {
    const ElfSegment& segment = elf.segments[i];
    if (segment.type != kProgramLoad) continue;
    if (segment.memorySize < segment.fileSize || segment.virtualAddress > kMaxImage ||
        segment.memorySize > kMaxImage - segment.virtualAddress) {
      error = fmt::format(
          "program header {}: a loadable segment of {:#x} bytes in memory ({:#x} in the file) "
          "at {:#x}: past the simulator's {} MiB image, or smaller than its file bytes",
          i, segment.memorySize, segment.fileSize, segment.virtualAddress, kMaxImage >> 20);
      return false;
    }
    co.segments.push_back({segment.virtualAddress, segment.memorySize, segment.contents});
    co.imageSize = std::max(co.imageSize, segment.virtualAddress + segment.memorySize);
  }
  std::sort(co.segments.begin(), co.segments.end(),
            [](const LoadSegment& a, const LoadSegment& b) { return a.address < b.address; });
  for (const ElfSection& section : elf.sections) {
    if (section.type != kSectionRela || !(section.flags & kSectionAlloc)) continue;
    std::vector<ElfSymbol> symbols;
    if (section.link && section.link < elf.sections.size()) {
      std::optional<std::vector<ElfSymbol>> read =
          readSymbols(elf, elf.sections[section.link], error);
      if (!read) return false;
      symbols = std::move(*read);
    }
    for (size_t at = 0; at + 24 <= section.contents.size(); at += 24) {
      DynamicRelocation r;
      r.offset = readLe64(section.contents, at);
      const uint64_t info = readLe64(section.contents, at + 8);
      r.type = static_cast<uint32_t>(info);
      if (const uint64_t index = info >> 32; index && index < symbols.size())
        r.symbol = symbols[index].name;
      r.addend = static_cast<int64_t>(readLe64(section.contents, at + 16));
      r.fileOffset = section.offset + at;
      co.dynamicRelocations.push_back(r);
    }
  }
  return true;
}

}  // namespace

std::optional<CodeObject> readCodeObject(std::span<const uint8_t> bytes, std::string& error) {
  error.clear();
  if (!isCodeObject(bytes)) {
    error = "not an HSA code object (an ELF64 of e_machine EM_AMDGPU 0xe0 and OS ABI 64)";
    return std::nullopt;
  }
  std::optional<ElfFile> elf = readElf(bytes, error);
  if (!elf) return std::nullopt;
  if (elf->type == kElfTypeRelocatable) {
    // clang -c's output: each descriptor's entry offset is still a relocation.
    error =
        "a relocatable object (ELF type ET_REL), not yet a code object: link it with "
        "`ld.lld -shared -o k.co k.o` (what clang does without -c), then list or run k.co";
    return std::nullopt;
  }
  CodeObject co;
  co.flags = elf->flags;
  co.abiVersion = elf->ident[8];
  if (co.abiVersion < 1 || co.abiVersion > 3) {
    error = fmt::format(
        "ELF header byte 8 (EI_ABIVERSION) is {}: code object v{}, not v3, v4 or v5 (v2's "
        "amd_kernel_code_t objects are not read)",
        co.abiVersion, co.abiVersion + 2);
    return std::nullopt;
  }
  co.mcpu = mcpuOfMachine(co.flags & 0xff);
  if (co.mcpu.empty()) {
    error = fmt::format("ELF header e_flags {:#x}: EF_AMDGPU_MACH {:#x} names no processor",
                        co.flags, co.flags & 0xff);
    return std::nullopt;
  }
  std::optional<Note> note = findMetadataNote(*elf, error);
  if (!note) return std::nullopt;
  std::optional<MsgValue> metadata = readMsgPack(note->description, error);
  if (!metadata) {
    error = fmt::format("NT_AMDGPU_METADATA note at offset {:#x}: {}", note->offset, error);
    return std::nullopt;
  }
  co.metadata = std::move(*metadata);
  if (const MsgValue* target = co.metadata.find("amdhsa.target");
      target && target->type == Type::String)
    co.target = target->text;
  const MsgValue* kernels = co.metadata.find("amdhsa.kernels");
  if (!kernels || kernels->type != Type::Array) {
    error = "metadata: amdhsa.kernels is missing or not a list";
    return std::nullopt;
  }

  // Symbols from .symtab, else the dynamic ones (a stripped object keeps those).
  std::vector<ElfSymbol> symbols;
  for (uint32_t wanted : {kSectionSymbolTable, kSectionDynamicSymbols}) {
    auto table = std::find_if(elf->sections.begin(), elf->sections.end(),
                              [&](const ElfSection& s) { return s.type == wanted; });
    if (table == elf->sections.end()) continue;
    std::optional<std::vector<ElfSymbol>> read = readSymbols(*elf, *table, error);
    if (!read) return std::nullopt;
    symbols = std::move(*read);
    break;
  }
  const SymbolIndex index(symbols);
  std::unordered_set<std::string> names;
  for (size_t i = 0; i < kernels->items.size(); ++i) {
    CodeObjectKernel k;
    if (!readKernelMetadata(kernels->items[i], i, k, error) ||
        !readKernelCode(*elf, index, co, k, error))
      return std::nullopt;
    if (!names.insert(k.name).second) {
      error = fmt::format("metadata amdhsa.kernels[{}]: a second kernel named '{}'", i, k.name);
      return std::nullopt;
    }
    co.kernels.push_back(std::move(k));
  }
  if (!readLoadImage(*elf, co, error)) return std::nullopt;
  // The other functions with bytes in an executable section, by address.
  for (const auto& [address, symbol] : index.functions) {
    if (names.count(symbol->name) || symbol->size == 0) continue;
    const ElfSection* text = sectionAt(*elf, address, symbol->size);
    if (!text || !(text->flags & kSectionExecutable)) continue;
    CodeObjectFunction f;
    f.name = symbol->name;
    f.address = address;
    const auto from = text->contents.begin() + static_cast<ptrdiff_t>(address - text->address);
    f.code.assign(from, from + static_cast<ptrdiff_t>(symbol->size));
    f.paddingNops = fillNops(*text, index, address + symbol->size);
    co.functions.push_back(std::move(f));
  }
  return co;
}

}  // namespace gpuasm::gcn::binary
