// Reading and writing the AMD OpenCL 1.2 binary (amdcl.hpp); the fact sheet
// is ../shared/reference/gcn/amdcl-format.md, its sections cited below.
#include "targets/gcn/binary/amdcl.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <unordered_map>

namespace gpuasm::gcn::binary {
namespace {

constexpr uint32_t kNoteSegment = 4;               // PT_NOTE
constexpr uint32_t kEncodingSegment = 0x70000002;  // PT_LOPROC+2: the CAL encoding dictionary
constexpr uint32_t kSymbolTable = 2;               // SHT_SYMTAB
constexpr std::string_view kCalOwner{"ATI CAL\0", 8};

struct GpuMachine {
  uint16_t machine;
  std::string_view name;
};
// Section 1, e_machine (GPU).
constexpr GpuMachine kGpus[] = {
    {0x3fd, "Tahiti"},  {0x3fe, "Pitcairn"}, {0x3ff, "Cape Verde"}, {0x402, "Oland"},
    {0x407, "Hainan"},  {0x403, "Bonaire"},  {0x404, "Spectre"},    {0x405, "Spooky"},
    {0x406, "Kalindi"}, {0x408, "Hawaii"},   {0x40b, "Mullins"},    {0x409, "Iceland"},
    {0x40a, "Tonga"},   {0x40c, "Fiji"},     {0x40d, "Carrizo"},    {0x40e, "Ellesmere"},
    {0x40f, "Baffin"},  {0x411, "Stoney"},   {0x412, "gfx804"},
};

std::optional<uint32_t> number(std::string_view text) {
  uint32_t value = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc{} || end != text.data() + text.size()) return std::nullopt;
  return value;
}

std::vector<std::string_view> splitFields(std::string_view line) {
  std::vector<std::string_view> fields;
  size_t start = 0;
  for (size_t colon; (colon = line.find(':', start)) != std::string_view::npos; start = colon + 1)
    fields.push_back(line.substr(start, colon - start));
  fields.push_back(line.substr(start));
  return fields;
}

// The ATI CAL notes of the PT_NOTE segment (section 2, "ATI CAL notes").
std::optional<std::vector<CalNote>> readNotes(const ElfSegment& segment, uint64_t base,
                                              std::string& error) {
  std::vector<CalNote> notes;
  const std::span<const uint8_t> bytes = segment.contents;
  for (size_t at = 0; at < bytes.size();) {
    const uint64_t where = base + segment.offset + at;
    if (bytes.size() - at < 12 + kCalOwner.size()) {
      error = fmt::format("offset {:#x}: truncated note header ({} bytes left in the note segment)",
                          where, bytes.size() - at);
      return std::nullopt;
    }
    const uint32_t nameSize = readLe32(bytes, at), payloadSize = readLe32(bytes, at + 4);
    const std::string_view owner(reinterpret_cast<const char*>(bytes.data()) + at + 12,
                                 kCalOwner.size());
    if (nameSize != kCalOwner.size() || owner != kCalOwner) {
      error = fmt::format("offset {:#x}: note owner is not \"ATI CAL\" (name size {})", where,
                          nameSize);
      return std::nullopt;
    }
    const size_t payloadAt = at + 12 + kCalOwner.size();
    const uint64_t padded = (uint64_t{payloadSize} + 3) & ~uint64_t{3};
    if (padded > bytes.size() - payloadAt) {
      error = fmt::format("offset {:#x}: note payload of {} bytes runs past the note segment",
                          where, payloadSize);
      return std::nullopt;
    }
    if (!std::all_of(bytes.begin() + payloadAt + payloadSize, bytes.begin() + payloadAt + padded,
                     [](uint8_t b) { return b == 0; })) {
      error = fmt::format("offset {:#x}: note padding is not zero", where);
      return std::nullopt;
    }
    notes.push_back({readLe32(bytes, at + 8),
                     {bytes.begin() + payloadAt, bytes.begin() + payloadAt + payloadSize}});
    at = payloadAt + padded;
  }
  return notes;
}

std::vector<uint8_t> writeNotes(const std::vector<CalNote>& notes) {
  std::vector<uint8_t> out;
  for (const CalNote& n : notes) {
    const size_t at = out.size();
    out.resize(at + 12);
    writeLe32(out, at, uint32_t(kCalOwner.size()));
    writeLe32(out, at + 4, uint32_t(n.payload.size()));
    writeLe32(out, at + 8, n.type);
    out.insert(out.end(), kCalOwner.begin(), kCalOwner.end());
    out.insert(out.end(), n.payload.begin(), n.payload.end());
    out.resize((out.size() + 3) & ~size_t{3}, 0);
  }
  return out;
}

// The first segment of a type: the one the reader, the writer and the
// write-back check all mean (a file may carry more than one). `File` is
// ElfFile or const ElfFile.
template <typename File>
auto* segmentOfType(File& elf, uint32_t type) {
  decltype(&elf.segments.front()) found = nullptr;
  for (auto& s : elf.segments)
    if (s.type == type) return &s;
  return found;
}

// `base`: the inner ELF's offset in the outer file, so that errors name a file offset.
std::optional<InnerKernel> readInner(std::span<const uint8_t> bytes, uint64_t base,
                                     std::string& error) {
  std::string inner;
  std::optional<ElfFile> elf = readElf(bytes, inner);
  if (!elf) {
    error = fmt::format("inner ELF at offset {:#x}: {}", base, inner);
    return std::nullopt;
  }
  InnerKernel kernel{.elf = std::move(*elf), .encodings = {}, .notes = {}, .code = {}};
  const ElfSegment* dictionary = segmentOfType(kernel.elf, kEncodingSegment);
  if (dictionary && dictionary->contents.size() % 20) {
    error = fmt::format(
        "offset {:#x}: the CAL encoding dictionary's {} bytes are no whole number "
        "of 20-byte entries",
        base + dictionary->offset, dictionary->contents.size());
    return std::nullopt;
  }
  if (dictionary)
    for (size_t at = 0; at + 20 <= dictionary->contents.size(); at += 20) {
      const auto& c = dictionary->contents;
      kernel.encodings.push_back({readLe32(c, at), readLe32(c, at + 4), readLe32(c, at + 8),
                                  readLe32(c, at + 12), readLe32(c, at + 16)});
    }
  const ElfSegment* notes = segmentOfType(kernel.elf, kNoteSegment);
  if (!notes) {
    error = fmt::format("inner ELF at offset {:#x}: no PT_NOTE segment (the ATI CAL notes)", base);
    return std::nullopt;
  }
  auto parsed = readNotes(*notes, base, error);
  if (!parsed) return std::nullopt;
  kernel.notes = std::move(*parsed);
  const ElfSection* text = kernel.elf.section(".text");
  if (!text) {
    error = fmt::format("inner ELF at offset {:#x}: no .text section", base);
    return std::nullopt;
  }
  kernel.code = text->contents;
  return kernel;
}

std::vector<uint8_t> writeInner(const InnerKernel& kernel) {
  ElfFile elf = kernel.elf;
  if (ElfSegment* notes = segmentOfType(elf, kNoteSegment))
    notes->contents = writeNotes(kernel.notes);
  if (ElfSegment* dictionary = segmentOfType(elf, kEncodingSegment)) {
    std::vector<uint8_t> bytes(kernel.encodings.size() * 20);
    for (size_t i = 0; i < kernel.encodings.size(); ++i) {
      const CalEncoding& e = kernel.encodings[i];
      for (uint32_t j = 0; const uint32_t v : {e.machine, e.type, e.offset, e.size, e.flags})
        writeLe32(bytes, i * 20 + 4 * j++, v);
    }
    dictionary->contents = std::move(bytes);
  }
  if (ElfSection* text = elf.section(".text")) text->contents = kernel.code;
  return writeElf(elf);
}

bool endsWith(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

}  // namespace

std::string_view calNoteName(uint32_t type) {
  constexpr std::string_view kNames[] = {"",
                                         "PROGINFO",
                                         "INPUTS",
                                         "OUTPUTS",
                                         "CONDOUT",
                                         "FLOAT32CONSTS",
                                         "INT32CONSTS",
                                         "BOOL32CONSTS",
                                         "EARLYEXIT",
                                         "GLOBAL_BUFFERS",
                                         "CONSTANT_BUFFERS",
                                         "INPUT_SAMPLERS",
                                         "PERSISTENT_BUFFERS",
                                         "SCRATCH_BUFFERS",
                                         "SUB_CONSTANT_BUFFERS",
                                         "UAV_MAILBOX_SIZE",
                                         "UAV",
                                         "UAV_OP_MASK"};
  return type < std::size(kNames) ? kNames[type] : std::string_view{};
}

std::string proginfoKeyName(uint32_t key) {
  using namespace proginfo;
  if (key > kUserElementCount && key < kUserElementFirst + 64) {
    constexpr std::string_view kParts[] = {"dataClass", "apiSlot", "startUserReg", "userRegCount"};
    const uint32_t index = key - kUserElementFirst;
    return fmt::format("USER_ELEMENT[{}].{}", index / 4, kParts[index % 4]);
  }
  if (key >= kUavUseMaskFirst && key < kUavUseMaskFirst + 32)
    return fmt::format("UAV_USE_MASK[{}]", key - kUavUseMaskFirst);
  switch (key) {
    case kUserElementCount:
      return "USER_ELEMENT_COUNT";
    case kVgprCount:
      return "NUM_VGPRS";
    case kSgprCount:
      return "NUM_SGPRS";
    case kFloatMode:
      return "FLOAT_MODE";
    case kIeeeMode:
      return "IEEE_MODE";
    case kScratchDwords:
      return "SCRATCH_SIZE";
    case kMaxSgprs:
      return "MAX_SGPRS";
    case kMaxVgprs:
      return "MAX_VGPRS";
    case kComputePgmRsrc2:
      return "COMPUTE_PGM_RSRC2";
    case kThreadsPerGroupX:
      return "NUM_THREAD_PER_GROUP_X";
    case kThreadsPerGroupY:
      return "NUM_THREAD_PER_GROUP_Y";
    case kThreadsPerGroupZ:
      return "NUM_THREAD_PER_GROUP_Z";
    case 0x80001841:
      return "UNKNOWN_80001841";
    case kRatOpIsUsed:
      return "RAT_OP_IS_USED";
    case kWavefrontsPerSimd:
      return "NUM_WAVEFRONT_PER_SIMD";
    case kWavefrontSize:
      return "WAVEFRONT_SIZE";
    case kLdsSizeAvailable:
      return "LDS_SIZE_AVAIL";
    case kLdsSizeUsed:
      return "LDS_SIZE_USED";
    default:
      return {};
  }
}

PgmRsrc2 PgmRsrc2::decode(uint32_t v) {
  return {.scratchEnable = (v & 1) != 0,
          .userSgprs = v >> 1 & 0x1f,
          .trapPresent = (v >> 6 & 1) != 0,
          .tgidXEnable = (v >> 7 & 1) != 0,
          .tgidYEnable = (v >> 8 & 1) != 0,
          .tgidZEnable = (v >> 9 & 1) != 0,
          .tgSizeEnable = (v >> 10 & 1) != 0,
          .tidigCompCount = v >> 11 & 3,
          .exceptionMsb = v >> 13 & 3,
          .ldsSize = v >> 15 & 0x1ff,
          .exceptionEnable = v >> 24 & 0x7f};
}

uint32_t PgmRsrc2::encode() const {
  return uint32_t{scratchEnable} | (userSgprs & 0x1f) << 1 | uint32_t{trapPresent} << 6 |
         uint32_t{tgidXEnable} << 7 | uint32_t{tgidYEnable} << 8 | uint32_t{tgidZEnable} << 9 |
         uint32_t{tgSizeEnable} << 10 | (tidigCompCount & 3) << 11 | (exceptionMsb & 3) << 13 |
         (ldsSize & 0x1ff) << 15 | (exceptionEnable & 0x7f) << 24;
}

const CalNote* InnerKernel::note(CalNoteType type) const {
  for (const CalNote& n : notes)
    if (n.type == uint32_t(type)) return &n;
  return nullptr;
}

std::vector<ProgInfoEntry> InnerKernel::progInfo() const {
  std::vector<ProgInfoEntry> entries;
  if (const CalNote* n = note(CalNoteType::ProgInfo))
    for (size_t at = 0; at + 8 <= n->payload.size(); at += 8)
      entries.push_back({readLe32(n->payload, at), readLe32(n->payload, at + 4)});
  return entries;
}

std::optional<uint32_t> InnerKernel::progInfoValue(uint32_t key) const {
  // Read in place: a launch asks for some 80 keys, each once.
  if (const CalNote* n = note(CalNoteType::ProgInfo))
    for (size_t at = 0; at + 8 <= n->payload.size(); at += 8)
      if (readLe32(n->payload, at) == key) return readLe32(n->payload, at + 4);
  return std::nullopt;
}

std::string_view gpuName(uint16_t machine) {
  for (const GpuMachine& g : kGpus)
    if (g.machine == machine) return g.name;
  return {};
}

uint32_t ldsGranuleBytes(uint16_t machine) {
  constexpr uint16_t kSouthernIslands[] = {0x3fd, 0x3fe, 0x3ff, 0x402, 0x407};
  return std::find(std::begin(kSouthernIslands), std::end(kSouthernIslands), machine) !=
                 std::end(kSouthernIslands)
             ? 256
             : 512;
}

bool isAmdBinary(std::span<const uint8_t> bytes) {
  return hasElfMagic(bytes) && bytes.size() >= 20 &&
         !gpuName(uint16_t(bytes[18] | bytes[19] << 8)).empty();
}

std::optional<KernelMetadata> parseMetadata(std::string_view text, std::string& error) {
  KernelMetadata m;
  m.text = std::string(text);
  size_t lineNumber = 0;
  auto fail = [&](std::string_view line, std::string_view why) -> std::optional<KernelMetadata> {
    error = fmt::format("metadata line {} '{}': {}", lineNumber, line, why);
    return std::nullopt;
  };
  auto argumentNamed = [&](std::string_view name) -> KernelArgument* {
    for (KernelArgument& a : m.arguments)
      if (a.name == name) return &a;
    return nullptr;
  };
  for (size_t start = 0; start < text.size();) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(start, end - start);
    start = end + 1;
    ++lineNumber;
    if (line.empty()) continue;
    if (line[0] != ';') return fail(line, "does not start with ';'");
    const std::vector<std::string_view> f = splitFields(line.substr(1));
    const std::string_view tag = f[0];
    auto num = [&](size_t i) -> std::optional<uint32_t> {
      return i < f.size() ? number(f[i]) : std::nullopt;
    };
    if (tag == "version") {
      m.version = std::string(line.substr(std::min(line.size(), size_t{9})));
    } else if (tag == "device" && f.size() == 2) {
      m.device = std::string(f[1]);
    } else if (tag == "uniqueid" && num(1)) {
      m.uniqueId = *num(1);
    } else if (tag == "function" && num(2)) {
      m.functionId = *num(2);
    } else if (tag == "memory" && f.size() == 3 && num(2)) {
      if (f[1] == "uavprivate") m.uavPrivate = *num(2);
      if (f[1] == "hwlocal") m.hwLocal = *num(2);
      if (f[1] == "hwregion") m.hwRegion = *num(2);
    } else if (tag == "memory" && f.size() == 2) {
      if (f[1] == "64bitABI") m.is64BitAbi = true;
      if (f[1] == "datareqd") m.dataRequired = true;
    } else if (tag == "cws") {
      if (!num(1) || !num(2) || !num(3)) return fail(line, "cws wants three numbers");
      m.requiredWorkGroupSize = std::array{*num(1), *num(2), *num(3)};
    } else if (tag == "value") {
      // ;value:<name>:<type>:<vecsize>:1:<cb1 offset>
      if (f.size() != 6 || !num(3) || !num(5)) return fail(line, "a value wants 5 fields");
      KernelArgument& a = m.arguments.emplace_back();
      a.kind = f[2] == "struct" ? "struct" : "value";
      a.name = std::string(f[1]);
      a.type = std::string(f[2]);
      a.vectorSize = *num(3);
      a.cb1Offset = *num(5);
    } else if (tag == "pointer") {
      // ;pointer:<name>:<type>:1:1:<offset>:<space>:<resid>:<elemsize>:<access>:<volatile>:<restrict>
      if (f.size() != 12 || !num(5) || !num(7) || !num(8) || !num(10) || !num(11))
        return fail(line, "a pointer wants 11 fields");
      KernelArgument& a = m.arguments.emplace_back();
      a.kind = "pointer";
      a.name = std::string(f[1]);
      a.type = std::string(f[2]);
      a.vectorSize = 0;
      a.cb1Offset = *num(5);
      a.addressSpace = std::string(f[6]);
      a.resourceId = *num(7);
      a.elementSize = *num(8);
      a.access = std::string(f[9]);
      a.isVolatile = *num(10) != 0;
      a.isRestrict = *num(11) != 0;
    } else if (tag == "image") {
      // ;image:<name>:<dim>:<access>:<resid>:1:<offset>
      if (f.size() != 7 || !num(4) || !num(6)) return fail(line, "an image wants 6 fields");
      KernelArgument& a = m.arguments.emplace_back();
      a.kind = "image";
      a.name = std::string(f[1]);
      a.type = std::string(f[2]);
      a.cb1Offset = *num(6);
      a.resourceId = *num(4);
      a.access = std::string(f[3]);
    } else if (tag == "counter") {
      // ;counter:<name>:32:<resid>:1:<offset>
      if (f.size() != 6 || !num(3) || !num(5)) return fail(line, "a counter wants 5 fields");
      KernelArgument& a = m.arguments.emplace_back();
      a.kind = "counter";
      a.name = std::string(f[1]);
      a.type = std::string(f[2]);
      a.cb1Offset = *num(5);
      a.resourceId = *num(3);
    } else if (tag == "constarg" && f.size() == 3) {
      if (KernelArgument* a = argumentNamed(f[2])) a->isConst = true;
    } else if (tag == "reflection" && f.size() >= 3 && num(1)) {
      if (*num(1) < m.arguments.size())
        m.arguments[*num(1)].cType = std::string(line.substr(line.find(':', 12) + 1));
    } else if (tag == "uavid" && num(1)) {
      m.uavId = *num(1);
    } else if (tag == "printfid" && num(1)) {
      m.printfId = *num(1);
    } else if (tag == "cbid" && num(1)) {
      m.cbId = *num(1);
    } else if (tag == "privateid" && num(1)) {
      m.privateId = *num(1);
    }
    // ARGSTART, ARGEND, sampler and lines we do not know stay in `text` only.
  }
  return m;
}

std::optional<AmdBinary> readAmdBinary(std::span<const uint8_t> bytes, std::string& error) {
  std::optional<ElfFile> outer = readElf(bytes, error);
  if (!outer) return std::nullopt;
  if (gpuName(outer->machine).empty()) {
    error = fmt::format("offset 0x12: e_machine {:#x} is no AMD GPU of the OpenCL 1.2 format",
                        outer->machine);
    return std::nullopt;
  }
  AmdBinary binary;
  binary.outer = std::move(*outer);
  const ElfFile& elf = binary.outer;
  const ElfSection* symtab = nullptr;
  for (const ElfSection& s : elf.sections)
    if (s.type == kSymbolTable) symtab = &s;
  const ElfSection* rodata = elf.section(".rodata");
  const ElfSection* text = elf.section(".text");
  if (!symtab || !rodata || !text) {
    error = fmt::format("offset {:#x}: no {} section", elf.sectionHeaderOffset,
                        !symtab   ? ".symtab"
                        : !rodata ? ".rodata"
                                  : ".text");
    return std::nullopt;
  }
  auto symbols = readSymbols(elf, *symtab, error);
  if (!symbols) return std::nullopt;

  // A symbol's bytes in its section, checked to lie inside it.
  auto place = [&](const ElfSymbol& s, const ElfSection& section,
                   uint64_t length) -> std::optional<std::span<const uint8_t>> {
    if (s.value > section.contents.size() || length > section.contents.size() - s.value) {
      error = fmt::format(
          "offset {:#x}: symbol {} ({:#x} bytes at {:#x}) lies outside {} ({:#x} "
          "bytes)",
          section.offset, s.name, length, s.value, section.name, section.contents.size());
      return std::nullopt;
    }
    return std::span<const uint8_t>(section.contents).subspan(s.value, length);
  };
  std::unordered_map<std::string_view, const ElfSymbol*> byName;
  for (const ElfSymbol& s : *symbols) byName.emplace(s.name, &s);
  auto find = [&](const std::string& name) -> const ElfSymbol* {
    auto it = byName.find(name);
    return it == byName.end() ? nullptr : it->second;
  };
  if (const ElfSection* comment = elf.section(".comment")) {
    const std::string all(comment->contents.begin(), comment->contents.end());
    const ElfSymbol* options = find("__OpenCL_compile_options");
    const size_t split = options ? std::min<size_t>(options->size, all.size()) : 0;
    binary.compileOptions = all.substr(0, split);
    binary.driverString = all.substr(split);
  }

  // First each kernel's three symbols, checked to lie in their sections.
  struct KernelSymbols {
    std::string name;
    const ElfSymbol *kernel, *metadata, *header;
  };
  std::vector<KernelSymbols> found;
  for (const ElfSymbol& s : *symbols) {
    if (s.name.size() < 9 + 7 || !s.name.starts_with("__OpenCL_") || !endsWith(s.name, "_kernel"))
      continue;
    const std::string name = s.name.substr(9, s.name.size() - 9 - 7);
    const ElfSymbol* metadata = find("__OpenCL_" + name + "_metadata");
    const ElfSymbol* header = find("__OpenCL_" + name + "_header");
    if (!metadata || !header) {
      error = fmt::format("offset {:#x}: kernel {} has no {} symbol", symtab->offset, name,
                          !metadata ? "_metadata" : "_header");
      return std::nullopt;
    }
    if (header->size != 32) {
      error = fmt::format("offset {:#x}: kernel {}'s header is {} bytes, not 32",
                          rodata->offset + header->value, name, header->size);
      return std::nullopt;
    }
    if (!place(*metadata, *rodata, metadata->size) || !place(*header, *rodata, 32) ||
        !place(s, *text, s.size))
      return std::nullopt;
    found.push_back({name, &s, metadata, header});
  }

  // Kernels' inner ELFs and metadata texts may not share bytes: each is read
  // once, so a hostile symbol table cannot make the model larger than the file.
  auto disjoint = [&](const ElfSection& section, auto symbolOf) {
    std::vector<const ElfSymbol*> sorted;
    for (const KernelSymbols& k : found) sorted.push_back(symbolOf(k));
    std::sort(sorted.begin(), sorted.end(),
              [](const ElfSymbol* a, const ElfSymbol* b) { return a->value < b->value; });
    for (size_t i = 1; i < sorted.size(); ++i)
      if (sorted[i]->value < sorted[i - 1]->value + sorted[i - 1]->size) {
        error = fmt::format("offset {:#x}: {} overlaps {}", section.offset + sorted[i]->value,
                            sorted[i]->name, sorted[i - 1]->name);
        return false;
      }
    return true;
  };
  if (!disjoint(*text, [](const KernelSymbols& k) { return k.kernel; }) ||
      !disjoint(*rodata, [](const KernelSymbols& k) { return k.metadata; }))
    return std::nullopt;

  for (const KernelSymbols& entry : found) {
    AmdKernel kernel;
    kernel.name = entry.name;
    const auto metadataBytes = *place(*entry.metadata, *rodata, entry.metadata->size);
    const auto headerBytes = *place(*entry.header, *rodata, 32);
    const auto innerBytes = *place(*entry.kernel, *text, entry.kernel->size);
    const std::string_view metadataText(reinterpret_cast<const char*>(metadataBytes.data()),
                                        metadataBytes.size());
    std::string why;
    auto parsed = parseMetadata(metadataText, why);
    if (!parsed) {
      error = fmt::format("offset {:#x}: kernel {}: {}", rodata->offset + entry.metadata->value,
                          kernel.name, why);
      return std::nullopt;
    }
    kernel.metadata = std::move(*parsed);
    for (size_t i = 0; i < 8; ++i) kernel.header[i] = readLe32(headerBytes, 4 * i);
    auto inner = readInner(innerBytes, text->offset + entry.kernel->value, error);
    if (!inner) return std::nullopt;
    kernel.inner = std::move(*inner);
    binary.kernels.push_back(std::move(kernel));
  }
  return binary;
}

std::optional<std::vector<uint8_t>> writeAmdBinary(const AmdBinary& binary, std::string& error) {
  ElfFile elf = binary.outer;
  ElfSection* rodata = elf.section(".rodata");
  ElfSection* text = elf.section(".text");
  const ElfSection* symtab = nullptr;
  for (const ElfSection& s : elf.sections)
    if (s.type == kSymbolTable) symtab = &s;
  if (!rodata || !text || !symtab) {
    error = "the outer ELF has no .rodata, .text or .symtab";
    return std::nullopt;
  }
  auto symbols = readSymbols(elf, *symtab, error);
  if (!symbols) return std::nullopt;
  // The first symbol of each name, as a scan would find it: a lookup each, not
  // a scan of every symbol for each of a kernel's three.
  std::unordered_map<std::string_view, const ElfSymbol*> byName;
  for (const ElfSymbol& s : *symbols) byName.emplace(s.name, &s);
  auto put = [&](ElfSection& section, std::string_view symbol, std::span<const uint8_t> bytes) {
    if (auto found = byName.find(symbol); found != byName.end()) {
      const ElfSymbol& s = *found->second;
      if (s.value > section.contents.size() || bytes.size() > section.contents.size() - s.value ||
          (s.size != bytes.size() && !symbol.ends_with("_header"))) {
        error = fmt::format(
            "{} is now {} bytes where the layout has {}: changing a kernel's "
            "size is not supported by write-back",
            symbol, bytes.size(), s.size);
        return false;
      }
      std::copy(bytes.begin(), bytes.end(), section.contents.begin() + s.value);
      return true;
    }
    error = fmt::format("no symbol {} in the outer ELF", symbol);
    return false;
  };
  for (const AmdKernel& k : binary.kernels) {
    const std::string prefix = "__OpenCL_" + k.name;
    // Code and notes go back into their recorded sections and segment, so
    // they must keep their sizes (layoutAmdBinary lays out a changed kernel).
    const ElfSection* code = k.inner.elf.section(".text");
    const ElfSegment* notes = segmentOfType(k.inner.elf, kNoteSegment);
    if (!code || code->size != k.inner.code.size() || !notes ||
        notes->fileSize != writeNotes(k.inner.notes).size()) {
      error = fmt::format(
          "kernel {}'s code or notes changed size: changing a kernel's size is not supported by "
          "write-back",
          k.name);
      return std::nullopt;
    }
    const std::vector<uint8_t> inner = writeInner(k.inner);
    std::vector<uint8_t> header(32);
    for (size_t i = 0; i < 8; ++i) writeLe32(header, 4 * i, k.header[i]);
    const auto* metadata = reinterpret_cast<const uint8_t*>(k.metadata.text.data());
    if (!put(*rodata, prefix + "_metadata", {metadata, k.metadata.text.size()}) ||
        !put(*rodata, prefix + "_header", header) || !put(*text, prefix + "_kernel", inner))
      return std::nullopt;
  }
  if (ElfSection* comment = elf.section(".comment")) {
    const std::string all = binary.compileOptions + binary.driverString;
    comment->contents.assign(all.begin(), all.end());
  }
  return writeElf(elf);
}

}  // namespace gpuasm::gcn::binary
