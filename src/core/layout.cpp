#include "core/layout.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <bit>
#include <tuple>
#include <unordered_map>

namespace gpuasm {
ProgramItem::ProgramItem(ProgramItem&& other) noexcept
    : kind(other.kind),
      state_(other.state_),
      section(other.section),
      units(other.units),
      payload_(other.payload_),
      place_(other.place_) {
  other.payload_ = 0;
  other.setState(Storage::Bytes, 0);
}

ProgramItem& ProgramItem::operator=(ProgramItem&& other) noexcept {
  if (this == &other) return *this;
  release();
  kind = other.kind;
  state_ = other.state_;
  section = other.section;
  units = other.units;
  payload_ = other.payload_;
  place_ = other.place_;
  other.payload_ = 0;
  other.setState(Storage::Bytes, 0);
  return *this;
}

ProgramItem::~ProgramItem() {
  release();
}

void ProgramItem::release() {
  // Given back to the unique_ptr that made it, which deletes it.
  if (storage() == Storage::Instruction)
    std::unique_ptr<PendingInstruction>(reinterpret_cast<PendingInstruction*>(payload_)).reset();
  if (storage() == Storage::Details) std::unique_ptr<Details>(details_()).reset();
  if (storage() == Storage::Label) std::unique_ptr<LabelRecord>(label_()).reset();
  payload_ = 0;
  setState(Storage::Bytes, 0);
}

uint64_t ProgramItem::pack(SourceLocation where) {
  // file 10 bits, line 24, column 10, expansion 20; all ones is kUnpacked.
  if (where.file >= (1u << 10) - 1 || where.line >= (1u << 24) || where.column >= (1u << 10) ||
      where.expansion >= (1u << 20))
    return kUnpacked;
  return uint64_t{where.file} | uint64_t{where.line} << 10 | uint64_t{where.column} << 34 |
         uint64_t{where.expansion} << 44;
}

SourceLocation ProgramItem::location() const {
  if (place_ == kUnpacked) return details_()->location;
  return {static_cast<uint32_t>(place_ & 0x3ff), static_cast<uint32_t>(place_ >> 10 & 0xffffff),
          static_cast<uint32_t>(place_ >> 34 & 0x3ff), static_cast<uint32_t>(place_ >> 44)};
}

void ProgramItem::setLocation(SourceLocation where) {
  place_ = pack(where);
  if (place_ == kUnpacked) detailsForWriting().location = where;
}

PendingInstruction* ProgramItem::instruction() const {
  if (storage() == Storage::Instruction) return reinterpret_cast<PendingInstruction*>(payload_);
  if (const Details* details = details_()) return details->instruction.get();
  return nullptr;
}

void ProgramItem::setInstruction(std::unique_ptr<PendingInstruction> instruction) {
  if (storage() == Storage::Label) detailsForWriting();  // the name stays
  if (Details* details = details_()) {
    details->instruction = std::move(instruction);
    setState(Storage::Details, 0);
    return;
  }
  release();
  if (!instruction) return;
  payload_ = reinterpret_cast<uintptr_t>(instruction.release());
  setState(Storage::Instruction, 0);
}

std::unique_ptr<PendingInstruction> ProgramItem::takeInstruction() {
  if (Details* details = details_()) return std::move(details->instruction);
  if (storage() != Storage::Instruction) return nullptr;
  std::unique_ptr<PendingInstruction> taken(reinterpret_cast<PendingInstruction*>(payload_));
  payload_ = 0;
  setState(Storage::Bytes, 0);
  return taken;
}

std::span<const uint8_t> ProgramItem::encodedBytes() const {
  if (const Details* details = details_()) return {details->encoded.data(), encodedSize()};
  return {reinterpret_cast<const uint8_t*>(&payload_), encodedSize()};
}

void ProgramItem::setEncoded(std::span<const uint8_t> bytes, uint32_t addressUnits) {
  static_assert(sizeof(payload_) == kMaxEncodedBytes);
  units = addressUnits;
  if (storage() == Storage::Label) detailsForWriting();  // the name stays
  if (Details* details = details_()) {
    details->instruction.reset();
    std::copy(bytes.begin(), bytes.end(), details->encoded.begin());
    setState(Storage::Details, bytes.size());
    return;
  }
  release();
  std::copy(bytes.begin(), bytes.end(), reinterpret_cast<uint8_t*>(&payload_));
  setState(Storage::Bytes, bytes.size());
}

void ProgramItem::setAddress(uint64_t address) {
  if (LabelRecord* label = label_()) label->address = address;
  if (Details* details = details_()) details->address = address;
}

const std::string& ProgramItem::name() const {
  if (const LabelRecord* label = label_()) return label->name;
  return details_() ? details_()->name : noText();
}

void ProgramItem::setName(std::string name) {
  if (LabelRecord* label = label_()) {
    label->name = std::move(name);
  } else if (storage() == Storage::Bytes && encodedSize() == 0) {
    auto label = std::make_unique<LabelRecord>();
    label->name = std::move(name);
    payload_ = reinterpret_cast<uintptr_t>(label.release());
    setState(Storage::Label, 0);
  } else {
    detailsForWriting().name = std::move(name);
  }
}

ProgramItem::Details& ProgramItem::detailsForWriting() {
  if (Details* details = details_()) return *details;
  auto details = std::make_unique<Details>();
  const size_t size = encodedSize();
  if (storage() == Storage::Instruction) {
    details->instruction.reset(reinterpret_cast<PendingInstruction*>(payload_));
  } else if (storage() == Storage::Label) {
    std::unique_ptr<LabelRecord> label(label_());
    details->name = std::move(label->name);
    details->address = label->address;
  } else {
    std::copy_n(reinterpret_cast<const uint8_t*>(&payload_), size, details->encoded.begin());
  }
  payload_ = reinterpret_cast<uintptr_t>(details.release());
  setState(Storage::Details, size);
  return *details_();
}

const std::string& ProgramItem::noText() {
  static const std::string none;
  return none;
}

bool EarlyEncoder::tryEncode(const PendingInstruction& instruction, uint64_t address,
                             std::span<uint8_t> out) {
  size_t reported = scratch_.errorCount() + scratch_.warningCount();
  askedForSymbol_ = false;
  EncodeContext context(noSymbols_, scratch_);
  context.address = address;
  instruction.encode(context, out);
  return !askedForSymbol_ && scratch_.errorCount() + scratch_.warningCount() == reported;
}

std::unique_ptr<PendingInstruction> EarlyEncoder::encode(ProgramItem& item, uint32_t unitBytes) {
  const PendingInstruction& instruction = *item.instruction();
  uint32_t units = instruction.units();
  size_t size = size_t{units} * unitBytes;
  if (size == 0 || size > ProgramItem::kMaxEncodedBytes) return nullptr;
  // Encoded at two addresses: bytes that differ depend on the address (a
  // branch relative to a constant target), which layout has yet to give.
  std::array<uint8_t, ProgramItem::kMaxEncodedBytes> first{}, second{};
  std::span<uint8_t> a(first.data(), size), b(second.data(), size);
  constexpr uint64_t kOtherAddress = 0x1234'5678;
  if (!tryEncode(instruction, 0, a)) return nullptr;
  if (instruction.mayDependOnAddress() &&
      (!tryEncode(instruction, kOtherAddress, b) || first != second)) {
    return nullptr;
  }
  std::unique_ptr<PendingInstruction> spent = item.takeInstruction();
  item.setEncoded(a, units);
  return spent;
}

std::optional<std::vector<uint64_t>> layoutItems(std::vector<ProgramItem>& items,
                                                 size_t sectionCount, uint32_t unitBytes,
                                                 uint64_t maxUnits, DiagnosticEngine& diagnostics) {
  std::vector<uint64_t> counters(sectionCount, 0);
  std::vector<uint64_t> alignment(sectionCount, 1);
  auto tooLarge = [&](SourceLocation where) {
    diagnostics.error(where, "image-too-large",
                      fmt::format("program is larger than {} address units", maxUnits));
  };
  for (ProgramItem& item : items) {
    uint64_t& at = counters[item.section];
    item.setAddress(at);
    switch (item.kind) {
      case ProgramItem::Kind::Label:
        item.units = 0;
        break;
      case ProgramItem::Kind::Instruction:
        if (!item.isEncoded()) item.units = item.instruction()->units();
        break;
      case ProgramItem::Kind::Data: {
        const ProgramItem::Details& data = *item.details();
        uint64_t bytes =
            data.dataBits ? (data.data.size() + 7) / 8 : data.data.size() * data.dataBytes;
        item.units = static_cast<uint32_t>((bytes + unitBytes - 1) / unitBytes);
        break;
      }
      case ProgramItem::Kind::Align: {
        const ProgramItem::Details& details = *item.details();
        uint32_t align = details.alignment;
        uint64_t base = static_cast<uint64_t>(details.alignBase);
        if (!details.alignLabel.empty()) {
          // `.align n, :label` names a label before it: laid out already.
          auto label = std::find_if(items.begin(), items.end(), [&](const ProgramItem& other) {
            return other.kind == ProgramItem::Kind::Label && other.name() == details.alignLabel;
          });
          base = label != items.end() ? label->address() : 0;
        }
        item.units = static_cast<uint32_t>((align - (at - base) % align) % align);
        if (item.units != 0 && details.padsInstruction) {
          diagnostics.warning(item.location(), "instruction-padding",
                              fmt::format("instruction padded with zeros to a multiple of {} "
                                          "bytes after data",
                                          align * unitBytes));
        }
        alignment[item.section] = std::max<uint64_t>(alignment[item.section], align);
        break;
      }
    }
    at += item.units;
    if (at > maxUnits) {
      tooLarge(item.location());
      return std::nullopt;
    }
  }
  std::vector<uint64_t> bases(sectionCount, 0);
  uint64_t next = 0;
  for (size_t s = 0; s < sectionCount; ++s) {
    next = (next + alignment[s] - 1) / alignment[s] * alignment[s];
    bases[s] = next;
    next += counters[s];
  }
  if (next > maxUnits) {
    tooLarge({});
    return std::nullopt;
  }
  // Only labels and items with details keep an address (setAddress ignores
  // the others).
  for (ProgramItem& item : items)
    if (item.kind == ProgramItem::Kind::Label || item.details())
      item.setAddress(item.address() + bases[item.section]);
  return bases;
}

namespace {

// IEEE-754 binary16, rounded to nearest even (vc4asm's `.half`).
uint16_t halfBits(float f) {
  uint32_t x = std::bit_cast<uint32_t>(f);
  auto sign = static_cast<uint16_t>((x >> 16) & 0x8000);
  uint32_t biased = (x >> 23) & 0xff, mantissa = x & 0x7fffff;
  if (biased == 0xff) return static_cast<uint16_t>(sign | 0x7c00 | (mantissa ? 0x200 : 0));
  int32_t exponent = static_cast<int32_t>(biased) - 127 + 15;
  if (exponent >= 31) return static_cast<uint16_t>(sign | 0x7c00);
  uint32_t half = 0, rest = 0, midpoint = 0;
  if (exponent <= 0) {
    if (exponent < -10) return sign;
    mantissa |= 0x800000;
    auto shift = static_cast<uint32_t>(14 - exponent);
    half = mantissa >> shift;
    rest = mantissa & ((1u << shift) - 1);
    midpoint = 1u << (shift - 1);
  } else {
    half = static_cast<uint32_t>(exponent) << 10 | mantissa >> 13;
    rest = mantissa & 0x1fff;
    midpoint = 0x1000;
  }
  if (rest > midpoint || (rest == midpoint && (half & 1))) ++half;  // a carry is the next exponent
  return static_cast<uint16_t>(sign | half);
}

// `.half`, `.float`, `.double`: an integer value is converted, a float rounded.
void encodeFloat(const Expr& expr, std::span<uint8_t> out, const SymbolResolver& resolve,
                 DiagnosticEngine& diagnostics) {
  auto value = evaluateValue(expr, resolve, diagnostics);
  if (!value) return;
  uint64_t bits = 0;
  if (out.size() == 8) {
    bits = std::bit_cast<uint64_t>(value->asReal());
  } else if (out.size() == 4) {
    bits = std::bit_cast<uint32_t>(static_cast<float>(value->asReal()));
  } else {
    bits = halfBits(static_cast<float>(value->asReal()));
  }
  for (size_t b = 0; b < out.size(); ++b) out[b] = static_cast<uint8_t>(bits >> (8 * b));
}

// `item`'s bytes; the target first sees each integer field
// (TargetAssembler::encodeDataField: a relocation) at `address` on.
void encodeData(const ProgramItem::Details& item, std::span<uint8_t> out, uint32_t section,
                uint64_t address, uint32_t unitBytes, const TargetAssembler& target,
                const EncodeContext& ctx, const SymbolResolver& resolve,
                DiagnosticEngine& diagnostics) {
  if (item.dataBits) {
    // vc4asm's `.bit`: the first value is the lowest bit of the first byte.
    for (size_t i = 0; i < item.data.size(); ++i) {
      auto value = evaluateValue(*item.data[i], resolve, diagnostics);
      if (!value) continue;
      if (value->isFloat || (value->integer != 0 && value->integer != 1)) {
        diagnostics.error(item.data[i]->location, "value-out-of-range", "a '.bit' value is 0 or 1");
        continue;
      }
      out[i / 8] |= static_cast<uint8_t>(value->integer << (i % 8));
    }
    return;
  }
  for (size_t i = 0; i < item.data.size(); ++i) {
    if (item.dataFloat) {
      encodeFloat(*item.data[i], out.subspan(i * item.dataBytes, item.dataBytes), resolve,
                  diagnostics);
      continue;
    }
    std::span<uint8_t> field = out.subspan(i * item.dataBytes, item.dataBytes);
    if (target.encodeDataField(
            {*item.data[i], section, address + i * item.dataBytes / unitBytes, field}, ctx))
      continue;
    auto value = evaluate(*item.data[i], resolve, diagnostics);
    if (!value) continue;
    if (item.dataBytes < 8) {
      int64_t limit = int64_t{1} << (8 * item.dataBytes);
      if (*value < -(limit / 2) || *value >= limit) {
        diagnostics.error(
            item.data[i]->location, "value-out-of-range",
            fmt::format("value {} does not fit in {} bits", *value, 8 * item.dataBytes));
        continue;
      }
    }
    auto u = static_cast<uint64_t>(*value);
    for (uint32_t b = 0; b < item.dataBytes; ++b) {
      out[i * item.dataBytes + b] = static_cast<uint8_t>(u >> (8 * b));
    }
  }
}

}  // namespace

Image buildImage(const std::vector<ProgramItem>& items,
                 const std::vector<std::string>& sectionNames,
                 const std::vector<uint64_t>& sectionBases, const TargetAssembler& target,
                 const SymbolResolver& resolve, const SourceManager& sources,
                 DiagnosticEngine& diagnostics, bool lineRecords, const SetValueLookup* setValues) {
  const uint32_t unitBytes = target.addressUnitBytes();
  Image image;
  image.addressUnitBytes = unitBytes;
  image.wordBytes = target.wordBytes();
  for (size_t i = 0; i < sectionNames.size(); ++i) {
    image.sections.push_back({sectionNames[i], sectionBases[i], {}});
  }
  size_t exported = 0;
  for (const ProgramItem& item : items)
    if (item.kind == ProgramItem::Kind::Label && !item.name().starts_with(".L.")) ++exported;
  image.symbols.reserve(exported);
  for (const ProgramItem& item : items) {
    if (item.kind == ProgramItem::Kind::Align)
      image.sections[item.section].alignment =
          std::max<uint64_t>(image.sections[item.section].alignment, item.details()->alignment);
    if (item.kind == ProgramItem::Kind::Label && !item.name().starts_with(".L.")) {
      image.symbols.push_back({item.name(), item.address(), item.section});
    }
  }
  std::sort(image.symbols.begin(), image.symbols.end(), [](const auto& a, const auto& b) {
    return std::tie(a.address, a.name) < std::tie(b.address, b.name);
  });
  // Sized once: a record per instruction, and a million instructions would
  // otherwise leave up to half of the vector's capacity unused.
  size_t records = 0;
  std::vector<uint64_t> sectionUnits(image.sections.size(), 0);
  for (const ProgramItem& item : items) {
    sectionUnits[item.section] += item.units;
    if (lineRecords && item.units != 0 && item.kind != ProgramItem::Kind::Align &&
        item.location().valid())
      ++records;
  }
  image.lines.reserve(records);
  for (size_t s = 0; s < image.sections.size(); ++s)
    image.sections[s].bytes.reserve(sectionUnits[s] * unitBytes);
  const std::vector<uint8_t> fill = target.fillPattern();
  // Each label's section, for the relocations of data fields: made when a
  // target first asks (most programs have data naming no label, or none).
  std::unordered_map<std::string_view, uint32_t> labelSectionMap;
  bool labelSectionsMade = false;
  const LabelSectionLookup labelSections = [&](std::string_view name) -> std::optional<uint32_t> {
    if (!labelSectionsMade) {
      for (const ProgramItem& item : items)
        if (item.kind == ProgramItem::Kind::Label)
          labelSectionMap.emplace(item.name(), item.section);
      labelSectionsMade = true;
    }
    auto it = labelSectionMap.find(name);
    if (it == labelSectionMap.end()) return std::nullopt;
    return it->second;
  };
  // Each source file and each distinct note is kept once; records hold indices.
  std::unordered_map<uint32_t, uint32_t> fileIndices;
  auto fileIndex = [&](uint32_t file) {
    auto [it, added] = fileIndices.try_emplace(file, 0);
    if (added) it->second = image.addSourceFile(sources.file(file));
    return it->second;
  };
  std::unordered_map<std::string, uint32_t> noteIndices;
  auto noteIndex = [&](std::string note) {
    auto [it, added] = noteIndices.try_emplace(note, 0);
    if (added) it->second = image.addNote(std::move(note));
    return it->second;
  };
  for (const ProgramItem& item : items) {
    if (item.units == 0) continue;
    auto& bytes = image.sections[item.section].bytes;
    size_t offset = bytes.size();
    // Layout gave the items of a section consecutive addresses from its base:
    // an item's address is where its bytes begin.
    const uint64_t address = image.sections[item.section].base + offset / unitBytes;
    bytes.resize(offset + size_t{item.units} * unitBytes, 0);
    std::span<uint8_t> out(bytes.data() + offset, size_t{item.units} * unitBytes);
    switch (item.kind) {
      case ProgramItem::Kind::Instruction: {
        if (item.isEncoded()) {
          std::span<const uint8_t> encoded = item.encodedBytes();
          std::copy_n(encoded.begin(), std::min(encoded.size(), out.size()), out.begin());
          break;
        }
        EncodeContext ctx(resolve, diagnostics);
        ctx.address = address;
        item.instruction()->encode(ctx, out);
        break;
      }
      case ProgramItem::Kind::Data: {
        EncodeContext ctx(resolve, diagnostics, &labelSections, setValues);
        ctx.address = address;
        encodeData(*item.details(), out, item.section, address, unitBytes, target, ctx, resolve,
                   diagnostics);
        break;
      }
      case ProgramItem::Kind::Align: {
        // Whole fill patterns (a nop) where they fit at their own alignment,
        // zeros in a partial one, as vc4asm pads.
        const bool zeroFill = item.details()->zeroFill;
        for (size_t i = 0; i < out.size(); ++i) {
          uint64_t at = address * unitBytes + i;
          uint64_t slot = at - at % std::max<size_t>(fill.size(), 1);
          bool whole = !fill.empty() && slot >= address * unitBytes &&
                       slot + fill.size() <= (address + item.units) * unitBytes;
          out[i] = whole && !zeroFill ? fill[at % fill.size()] : 0;
        }
        break;
      }
      case ProgramItem::Kind::Label:
        break;
    }
    if (!lineRecords || item.kind == ProgramItem::Kind::Align) continue;
    const SourceLocation location = item.location();
    if (!location.valid()) continue;
    uint32_t note = 0;
    if (!item.note().empty()) {
      note = noteIndex(item.note());
    } else if (location.expansion) {
      const ExpansionFrame& frame = sources.expansion(location.expansion);
      note = noteIndex(fmt::format("from macro '{}' at line {}", frame.macroName, frame.site.line));
    }
    image.lines.push_back(
        {address, item.units, item.section, fileIndex(location.file), location.line, note});
  }
  return image;
}

}  // namespace gpuasm
