// Reading HSA code objects (code_object.hpp).
#include "targets/gcn/binary/code_object.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <unordered_map>
#include <unordered_set>

#include "targets/gcn/binary/elf.hpp"
#include "targets/gcn/binary/metadata_yaml.hpp"

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

// The reader of one kernel's metadata map: each problem names the kernel and key. Code
// object v2's YAML (`anyScalar`) has its scalars read as written, whatever their type (an
// argument called 'y' stays a name).
struct KernelFields {
  const MsgValue& map;
  std::string place;
  std::string& error;
  bool anyScalar = false;

  bool fail(std::string_view key, std::string_view what) {
    error = fmt::format("{}: {}: {}", place, key, what);
    return false;
  }
  bool string(std::string_view key, std::string& out, bool required) {
    const MsgValue* v = map.find(key);
    if (!v) return !required || fail(key, "missing");
    if (!anyScalar && v->type != Type::String) return fail(key, "not a string");
    if (v->type == Type::Array || v->type == Type::Map || v->type == Type::Binary)
      return fail(key, "not a scalar");
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
      k.arguments.push_back(std::move(a));
    }
  }
  return true;
}

struct Note {
  std::string_view owner;
  uint32_t type = 0;
  std::span<const uint8_t> description;
  uint64_t offset = 0;  // of the description in the file
};

// Every note of the SHT_NOTE sections; an error names the note's file offset.
std::optional<std::vector<Note>> readNotes(const ElfFile& elf, std::string& error) {
  std::vector<Note> notes;
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
      notes.push_back({name, type, b.subspan(nameEnd, descSize), s.offset + nameEnd});
      at = std::min<uint64_t>(descEnd, b.size());
    }
  }
  return notes;
}

const Note* findNote(const std::vector<Note>& notes, std::string_view owner, uint32_t type) {
  for (const Note& n : notes)
    if (n.owner == owner && n.type == type) return &n;
  return nullptr;
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

constexpr uint8_t kSymbolFunction = 2, kSymbolAmdgpuHsaKernel = 10;

// The symbol table indexed once: by name, and the functions by address (a
// code object of thousands of kernels is read in time linear in its size).
// v2's kernels (STT_AMDGPU_HSA_KERNEL) count as functions: each begins with its header.
struct SymbolIndex {
  std::unordered_map<std::string_view, const ElfSymbol*> byName;
  std::map<uint64_t, const ElfSymbol*> functions;  // the first at each address

  explicit SymbolIndex(std::span<const ElfSymbol> symbols) {
    for (const ElfSymbol& s : symbols) {
      byName.emplace(s.name, &s);
      if ((s.info & 0xf) == kSymbolFunction || (s.info & 0xf) == kSymbolAmdgpuHsaKernel)
        functions.emplace(s.value, &s);
    }
  }
  const ElfSymbol* find(std::string_view name) const {
    const auto found = byName.find(name);
    return found == byName.end() ? nullptr : found->second;
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

// Where a function's code begins: at its symbol, or for a v2 kernel after its
// amd_kernel_code_t, at the header's kernel_code_entry_byte_offset.
uint64_t codeStart(const ElfSection& text, const ElfSymbol& symbol) {
  if ((symbol.info & 0xf) != kSymbolAmdgpuHsaKernel) return symbol.value;
  const uint64_t at = symbol.value - text.address + 16;
  if (at + 8 > text.contents.size()) return symbol.value;
  return symbol.value +
         (uint64_t{readLe32(text.contents, at)} | uint64_t{readLe32(text.contents, at + 4)} << 32);
}

// v3-v5: the kernel descriptor `.symbol` names, its entry offset the code's place.
bool readDescriptor(const ElfFile& elf, const SymbolIndex& index, CodeObjectKernel& k,
                    std::string& error) {
  const ElfSymbol* symbol = index.find(k.symbol);
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
  k.codeAddress = symbol->value + static_cast<uint64_t>(k.descriptor.entryOffset());
  return true;
}

// v2: the amd_kernel_code_t at the kernel's symbol, and the descriptor the
// launch reads made from it: the segment sizes, the entry offset, RSRC1,
// RSRC2 and the user SGPR flags (the same bits 0-6 and 10 in both).
bool readAmdKernelCode(const ElfFile& elf, const SymbolIndex& index, CodeObjectKernel& k,
                       std::string& error) {
  const ElfSymbol* symbol = index.find(k.symbol);
  if (!symbol) {
    error =
        fmt::format("kernel '{}': its symbol '{}' is not in the symbol table", k.name, k.symbol);
    return false;
  }
  const ElfSection* text = sectionAt(elf, symbol->value, kAmdKernelCodeBytes);
  if (!text) {
    error = fmt::format(
        "kernel '{}': symbol '{}' at {:#x}: its 256-byte amd_kernel_code_t is in no section",
        k.name, k.symbol, symbol->value);
    return false;
  }
  std::array<uint8_t, kAmdKernelCodeBytes> header{};
  std::copy_n(text->contents.begin() + static_cast<ptrdiff_t>(symbol->value - text->address),
              kAmdKernelCodeBytes, header.begin());
  auto field = [&](std::string_view name) {
    return amdKernelCodeValue(header, *findAmdKernelCodeField(name));
  };
  if (field("amd_code_version_major") != 1) {
    error = fmt::format(
        "kernel '{}': the 256 bytes at its symbol '{}' ({:#x}) are no amd_kernel_code_t: "
        "amd_code_version_major is {}, not 1",
        k.name, k.symbol, symbol->value, field("amd_code_version_major"));
    return false;
  }
  const int64_t entry = field("kernel_code_entry_byte_offset");
  const int64_t kernarg = field("kernarg_segment_byte_size");
  if (entry < static_cast<int64_t>(kAmdKernelCodeBytes) || kernarg < 0 || kernarg > UINT32_MAX) {
    error = fmt::format(
        "kernel '{}': amd_kernel_code_t at {:#x}: kernel_code_entry_byte_offset {} (the code "
        "follows the 256-byte header) or kernarg_segment_byte_size {} out of range",
        k.name, symbol->value, entry, kernarg);
    return false;
  }
  k.amdKernelCode = header;
  k.descriptorAddress = symbol->value;
  k.codeAddress = symbol->value + static_cast<uint64_t>(entry);
  KernelDescriptor& d = k.descriptor;
  auto put32 = [&](size_t at, uint64_t value) {
    for (size_t i = 0; i < 4; ++i) d.bytes[at + i] = static_cast<uint8_t>(value >> (8 * i));
  };
  put32(0, static_cast<uint64_t>(field("workgroup_group_segment_byte_size")));
  put32(4, static_cast<uint64_t>(field("workitem_private_segment_byte_size")));
  put32(8, static_cast<uint64_t>(kernarg));
  d.setEntryOffset(entry);
  const uint64_t resources = static_cast<uint64_t>(field("compute_pgm_resource_registers"));
  put32(48, resources);
  put32(52, resources >> 32);
  const uint32_t properties = readLe32(header, 56);
  constexpr uint32_t kSharedProperties = 0x7f | descriptor_bits::kWavefrontSize32;
  d.bytes[56] = static_cast<uint8_t>(properties & kSharedProperties);
  d.bytes[57] = static_cast<uint8_t>((properties & kSharedProperties) >> 8);
  k.kernargSegmentSize = static_cast<uint32_t>(kernarg);
  // The metadata's KernargSegmentAlign where it gives one (clang-14: 8, where the header's
  // kernarg_segment_alignment says 2^4).
  if (k.kernargSegmentAlign == 0)
    k.kernargSegmentAlign = 1u << std::min<int64_t>(field("kernarg_segment_alignment"), 31);
  k.groupSegmentFixedSize = d.groupSegmentFixedSize();
  k.privateSegmentFixedSize = d.privateSegmentFixedSize();
  k.sgprCount = static_cast<uint32_t>(field("wavefront_sgpr_count"));
  k.vgprCount = static_cast<uint32_t>(field("workitem_vgpr_count"));
  k.wavefrontSize = 1u << std::min<int64_t>(field("wavefront_size"), 31);
  return true;
}

// The kernel's code from codeAddress: to `end` (v2: its symbol's), else to the end of the
// function symbol at the entry, else to the next function or the end of the section.
bool readKernelCode(const ElfFile& elf, const SymbolIndex& index, CodeObject& co,
                    CodeObjectKernel& k, std::optional<uint64_t> symbolEnd, std::string& error) {
  const ElfSection* text = sectionAt(elf, k.codeAddress, 4);
  if (!text || !(text->flags & kSectionExecutable)) {
    error = fmt::format(
        "kernel '{}': {} field kernel_code_entry_byte_offset {} puts the code at {:#x}, "
        "which is in no executable section",
        k.name, k.amdKernelCode ? "amd_kernel_code_t" : "descriptor", k.descriptor.entryOffset(),
        k.codeAddress);
    return false;
  }
  uint64_t end = text->address + text->contents.size();
  const auto at = index.functions.find(k.codeAddress);
  if (symbolEnd && *symbolEnd > k.codeAddress && *symbolEnd <= end) {
    end = *symbolEnd;
  } else if (at != index.functions.end() && at->second->size &&
             at->second->size <= end - k.codeAddress) {
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
      if (const uint64_t start = codeStart(*text, *f->second);
          start > text->address && start < text->address + text->contents.size())
        c.functionStarts.push_back(start - text->address);
    std::sort(c.functionStarts.begin(), c.functionStarts.end());
    c.functionStarts.erase(std::unique(c.functionStarts.begin(), c.functionStarts.end()),
                           c.functionStarts.end());
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
      if (const uint64_t index = info >> 32; index && index < symbols.size()) {
        r.symbol = symbols[index].name;
        if (symbols[index].sectionIndex) r.symbolAddress = symbols[index].value;  // defined
      }
      r.addend = static_cast<int64_t>(readLe64(section.contents, at + 16));
      r.fileOffset = section.offset + at;
      co.dynamicRelocations.push_back(r);
    }
  }
  return true;
}

// v2's ValueKind and AddrSpaceQual spellings and v3's, which the rest of gpuasm reads.
constexpr std::pair<std::string_view, std::string_view> kV2ValueKinds[] = {
    {"ByValue", "by_value"},
    {"GlobalBuffer", "global_buffer"},
    {"DynamicSharedPointer", "dynamic_shared_pointer"},
    {"Sampler", "sampler"},
    {"Image", "image"},
    {"Pipe", "pipe"},
    {"Queue", "queue"},
    {"HiddenGlobalOffsetX", "hidden_global_offset_x"},
    {"HiddenGlobalOffsetY", "hidden_global_offset_y"},
    {"HiddenGlobalOffsetZ", "hidden_global_offset_z"},
    {"HiddenNone", "hidden_none"},
    {"HiddenPrintfBuffer", "hidden_printf_buffer"},
    {"HiddenHostcallBuffer", "hidden_hostcall_buffer"},
    {"HiddenDefaultQueue", "hidden_default_queue"},
    {"HiddenCompletionAction", "hidden_completion_action"},
    {"HiddenMultiGridSyncArg", "hidden_multigrid_sync_arg"},
};
constexpr std::pair<std::string_view, std::string_view> kV2AddressSpaces[] = {
    {"Private", "private"}, {"Global", "global"},   {"Constant", "constant"},
    {"Local", "local"},     {"Generic", "generic"}, {"Region", "region"},
};

// One of v2's Args: its offset the one before it ends, aligned to its Align.
bool readV2Argument(const MsgValue& entry, const std::string& place, uint64_t& offset,
                    CodeObjectArgument& a, std::string& error) {
  if (entry.type != Type::Map) {
    error = fmt::format("{}: not a map", place);
    return false;
  }
  KernelFields f{entry, place, error, true};
  std::string kind, space;
  uint32_t align = 0;
  if (!f.string("Name", a.name, false) || !f.string("TypeName", a.typeName, false) ||
      !f.string("ValueKind", kind, true) || !f.string("AddrSpaceQual", space, false) ||
      !f.number("Size", a.size, true) || !f.number("Align", align, true))
    return false;
  const auto k = std::find_if(std::begin(kV2ValueKinds), std::end(kV2ValueKinds),
                              [&](const auto& p) { return p.first == kind; });
  if (k == std::end(kV2ValueKinds))
    return f.fail("ValueKind", fmt::format("'{}' is no value kind of code object v2", kind));
  a.valueKind = k->second;
  if (!space.empty()) {
    const auto s = std::find_if(std::begin(kV2AddressSpaces), std::end(kV2AddressSpaces),
                                [&](const auto& p) { return p.first == space; });
    if (s == std::end(kV2AddressSpaces))
      return f.fail("AddrSpaceQual", fmt::format("'{}' is no address space qualifier", space));
    a.addressSpace = s->second;
  }
  if (align == 0 || (align & (align - 1)) || align > 256)
    return f.fail("Align", fmt::format("{} is not a power of two 1 .. 256", align));
  offset = (offset + align - 1) / align * align;
  a.offset = static_cast<uint32_t>(offset);
  offset += a.size;
  return true;
}

// One of v2's Kernels: its name, symbol and arguments (the sizes are the amd_kernel_code_t's);
// CodeProps' MaxFlatWorkGroupSize and KernargSegmentAlign, Attrs' ReqdWorkGroupSize.
bool readV2KernelMetadata(const MsgValue& entry, size_t index, CodeObjectKernel& k,
                          std::string& error) {
  const std::string place = fmt::format("metadata Kernels[{}]", index);
  if (entry.type != Type::Map) {
    error = fmt::format("{}: not a map", place);
    return false;
  }
  KernelFields f{entry, place, error, true};
  if (!f.string("Name", k.name, true)) return false;
  f.place = fmt::format("{} (kernel '{}')", place, k.name);
  std::string symbolName = k.name + "@kd";
  if (!f.string("SymbolName", symbolName, false)) return false;
  // LLVM names the kernel object NAME@kd; the symbol itself is NAME.
  k.symbol = symbolName.ends_with("@kd") ? symbolName.substr(0, symbolName.size() - 3) : symbolName;
  if (const MsgValue* props = entry.find("CodeProps")) {
    if (props->type != Type::Map) return f.fail("CodeProps", "not a map");
    KernelFields p{*props, f.place + " CodeProps", error, true};
    if (!p.number("MaxFlatWorkGroupSize", k.maxFlatWorkgroupSize, false) ||
        !p.number("KernargSegmentAlign", k.kernargSegmentAlign, false))
      return false;
  }
  if (const MsgValue* attrs = entry.find("Attrs"); attrs && attrs->type == Type::Map)
    if (const MsgValue* reqd = attrs->find("ReqdWorkGroupSize")) {
      std::array<uint32_t, 3> size{};
      for (size_t d = 0; d < 3; ++d) {
        std::optional<uint64_t> n;
        if (reqd->type == Type::Array && reqd->items.size() == 3)
          n = reqd->items[d].number(UINT32_MAX);
        if (!n || *n == 0)
          return f.fail("Attrs ReqdWorkGroupSize", "not a list of 3 numbers 1 .. 2^32-1");
        size[d] = static_cast<uint32_t>(*n);
      }
      k.requiredWorkgroupSize = size;
    }
  if (const MsgValue* args = entry.find("Args")) {
    if (args->type != Type::Array) return f.fail("Args", "not a list");
    uint64_t offset = 0;
    for (size_t i = 0; i < args->items.size(); ++i) {
      CodeObjectArgument a;
      if (!readV2Argument(args->items[i], fmt::format("{} Args[{}]", f.place, i), offset, a, error))
        return false;
      k.arguments.push_back(std::move(a));
    }
  }
  return true;
}

// v2's notes: the version (two u32), the ISA (u16 vendor and architecture name sizes, u32
// major, minor, stepping, the two names) and the metadata's YAML, read into `co`.
bool readV2Notes(const std::vector<Note>& notes, CodeObject& co, MsgValue& root,
                 std::string& error) {
  if (const Note* n = findNote(notes, "AMD", kNtAmdHsaCodeObjectVersion)) {
    if (n->description.size() < 8) {
      error = fmt::format("NT_AMD_HSA_CODE_OBJECT_VERSION note at offset {:#x}: {} bytes, not 8",
                          n->offset, n->description.size());
      return false;
    }
    co.hsaCodeObjectVersion = {readLe32(n->description, 0), readLe32(n->description, 4)};
  }
  if (const Note* n = findNote(notes, "AMD", kNtAmdHsaIsaVersion)) {
    const std::span<const uint8_t> d = n->description;
    const size_t vendor = d.size() >= 4 ? (d[0] | d[1] << 8) : 0,
                 architecture = d.size() >= 4 ? (d[2] | d[3] << 8) : 0;
    if (d.size() < 16 || d.size() - 16 < vendor + architecture) {
      error = fmt::format(
          "NT_AMD_HSA_ISA_VERSION note at offset {:#x}: {} bytes, too few for its header and "
          "names",
          n->offset, d.size());
      return false;
    }
    co.hsaIsaVersion = {readLe32(d, 4), readLe32(d, 8), readLe32(d, 12)};
    auto name = [&](size_t at, size_t size) {
      std::string text(reinterpret_cast<const char*>(d.data() + at), size);
      return text.substr(0, text.find('\0'));
    };
    co.hsaIsaVendor = name(16, vendor);
    co.hsaIsaArchitecture = name(16 + vendor, architecture);
  }
  if (const Note* n = findNote(notes, "AMD", kNtAmdHsaIsaName)) {
    co.hsaIsaName.assign(reinterpret_cast<const char*>(n->description.data()),
                         n->description.size());
    co.hsaIsaName = co.hsaIsaName.substr(0, co.hsaIsaName.find('\0'));
  }
  const Note* n = findNote(notes, "AMD", kNtAmdHsaMetadata);
  if (!n) {
    error =
        "no NT_AMD_HSA_METADATA note (an AMD note of type 10): the kernels' arguments are "
        "unknown";
    return false;
  }
  co.metadataYaml.assign(reinterpret_cast<const char*>(n->description.data()),
                         n->description.size());
  co.metadataYaml = co.metadataYaml.substr(0, co.metadataYaml.find('\0'));
  std::vector<std::string> lines;
  for (size_t at = 0; at < co.metadataYaml.size();) {
    const size_t end = std::min(co.metadataYaml.find('\n', at), co.metadataYaml.size());
    lines.push_back(co.metadataYaml.substr(at, end - at));
    at = end + 1;
  }
  YamlError yamlError;
  std::optional<MsgValue> read = readMetadataYaml(lines, yamlError);
  if (!read) {
    error = fmt::format("NT_AMD_HSA_METADATA note at offset {:#x}: YAML line {} column {}: {}",
                        n->offset, yamlError.line + 1, yamlError.column + 1, yamlError.message);
    return false;
  }
  root = std::move(*read);
  return true;
}

// The arguments within the kernarg segment (v3: the metadata's; v2: the amd_kernel_code_t's).
bool checkArgumentsFit(const CodeObjectKernel& k, bool v2, size_t index, std::string& error) {
  for (size_t i = 0; i < k.arguments.size(); ++i) {
    const CodeObjectArgument& a = k.arguments[i];
    if (uint64_t{a.offset} + a.size > k.kernargSegmentSize) {
      error = fmt::format(
          "metadata {}[{}] (kernel '{}') {}[{}]: offset {} and size {} run past {} {}",
          v2 ? "Kernels" : "amdhsa.kernels", index, k.name, v2 ? "Args" : ".args", i, a.offset,
          a.size,
          v2 ? "the amd_kernel_code_t's kernarg_segment_byte_size" : ".kernarg_segment_size",
          k.kernargSegmentSize);
      return false;
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
  if (co.abiVersion > 3) {
    error = fmt::format(
        "ELF header byte 8 (EI_ABIVERSION) is {}: code object v{}, not v2, v3, v4 or v5",
        co.abiVersion, co.abiVersion + 2);
    return std::nullopt;
  }
  const bool v2 = co.abiVersion == 0;
  std::optional<std::vector<Note>> notes = readNotes(*elf, error);
  if (!notes) return std::nullopt;
  MsgValue v2Root;
  if (v2 && !readV2Notes(*notes, co, v2Root, error)) return std::nullopt;
  co.mcpu = mcpuOfMachine(co.flags & 0xff);
  // Before LLVM 7, a v2 object's e_flags named no processor: its ISA note does (8,0,3: gfx803).
  if (co.mcpu.empty() && v2 && (co.flags & 0xff) == 0) {
    const auto& [major, minor, stepping] = co.hsaIsaVersion;
    if (major < 10 && minor < 10 && stepping < 10)
      co.mcpu = mcpuOfMachine(
          machineOfMcpu(fmt::format("gfx{}{}{}", major, minor, stepping)).value_or(0));
  }
  if (co.mcpu.empty()) {
    error = fmt::format("ELF header e_flags {:#x}: EF_AMDGPU_MACH {:#x} names no processor",
                        co.flags, co.flags & 0xff);
    return std::nullopt;
  }
  const MsgValue* kernels = nullptr;
  if (v2) {
    co.metadata = std::move(v2Root);
    kernels = co.metadata.find("Kernels");
    if (!kernels || kernels->type != Type::Array) {
      error = "metadata: Kernels is missing or not a list";
      return std::nullopt;
    }
  } else {
    const Note* note = findNote(*notes, "AMDGPU", kNtAmdgpuMetadata);
    if (!note) {
      error =
          "no NT_AMDGPU_METADATA note (an AMDGPU note of type 32): not a code object v3 or later";
      return std::nullopt;
    }
    std::optional<MsgValue> metadata = readMsgPack(note->description, error);
    if (!metadata) {
      error = fmt::format("NT_AMDGPU_METADATA note at offset {:#x}: {}", note->offset, error);
      return std::nullopt;
    }
    co.metadata = std::move(*metadata);
    if (const MsgValue* target = co.metadata.find("amdhsa.target");
        target && target->type == Type::String)
      co.target = target->text;
    kernels = co.metadata.find("amdhsa.kernels");
    if (!kernels || kernels->type != Type::Array) {
      error = "metadata: amdhsa.kernels is missing or not a list";
      return std::nullopt;
    }
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
    if (v2) {
      if (!readV2KernelMetadata(kernels->items[i], i, k, error) ||
          !readAmdKernelCode(*elf, index, k, error))
        return std::nullopt;
      const ElfSymbol& symbol = *index.find(k.symbol);
      if (!readKernelCode(*elf, index, co, k, symbol.value + symbol.size, error))
        return std::nullopt;
    } else if (!readKernelMetadata(kernels->items[i], i, k, error) ||
               !readDescriptor(*elf, index, k, error) ||
               !readKernelCode(*elf, index, co, k, std::nullopt, error)) {
      return std::nullopt;
    }
    if (!checkArgumentsFit(k, v2, i, error)) return std::nullopt;
    if (!names.insert(k.name).second) {
      error = fmt::format("metadata {}[{}]: a second kernel named '{}'",
                          v2 ? "Kernels" : "amdhsa.kernels", i, k.name);
      return std::nullopt;
    }
    co.kernels.push_back(std::move(k));
  }
  if (!readLoadImage(*elf, co, error)) return std::nullopt;
  // The program-scope data: allocated sections of bytes or zeros that are no code and none of
  // ld.lld's own (the GOT, the dynamic section and tables are PROGBITS or their own types).
  constexpr uint32_t kSectionProgbits = 1;
  constexpr uint64_t kSectionAlloc = 2;
  std::unordered_set<std::string> descriptors;
  for (const CodeObjectKernel& k : co.kernels) descriptors.insert(k.symbol);
  std::map<uint16_t, size_t> dataSectionOf;  // section index -> dataSections' index
  for (size_t i = 0; i < elf->sections.size(); ++i) {
    const ElfSection& s = elf->sections[i];
    if ((s.type != kSectionProgbits && s.type != kSectionNoBits) || !(s.flags & kSectionAlloc) ||
        (s.flags & kSectionExecutable) || s.name == ".got" || s.size == 0)
      continue;
    dataSectionOf[static_cast<uint16_t>(i)] = co.dataSections.size();
    co.dataSections.push_back({s.name, s.address, s.size, std::max<uint64_t>(s.alignment, 1),
                               s.flags, s.type == kSectionNoBits, s.contents});
  }
  for (const ElfSymbol& s : symbols) {
    const uint8_t type = s.info & 0xf;
    if ((type != 0 && type != 1) || s.name.empty() || descriptors.count(s.name) ||
        !dataSectionOf.count(s.sectionIndex))
      continue;
    co.dataSymbols.push_back({s.name, s.value, s.size, s.info, s.other});
  }
  std::sort(co.dataSections.begin(), co.dataSections.end(),
            [](const DataSection& a, const DataSection& b) { return a.address < b.address; });
  std::stable_sort(co.dataSymbols.begin(), co.dataSymbols.end(),
                   [](const DataSymbol& a, const DataSymbol& b) { return a.address < b.address; });
  // The other functions with bytes in an executable section, by address.
  for (const auto& [address, symbol] : index.functions) {
    if (names.count(symbol->name) || (symbol->info & 0xf) == kSymbolAmdgpuHsaKernel ||
        symbol->size == 0)
      continue;
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
