#include "targets/gcn/isa.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <map>
#include <string>
#include <unordered_map>

namespace gpuasm::gcn {
namespace {

using Layouts = std::array<EncodingLayout, kEncodingCount>;

// SI ISA manual, chapter 13; FLAT from the CI (Sea Islands) manual.
constexpr Layouts kSouthernIslandsLayouts = {{
    {Encoding::Sop2, 0xC0000000, 0x80000000, {23, 7}, 1},
    {Encoding::Sopk, 0xF0000000, 0xB0000000, {23, 5}, 1},
    {Encoding::Sop1, 0xFF800000, 0xBE800000, {8, 8}, 1},
    {Encoding::Sopc, 0xFF800000, 0xBF000000, {16, 7}, 1},
    {Encoding::Sopp, 0xFF800000, 0xBF800000, {16, 7}, 1},
    {Encoding::Smrd, 0xF8000000, 0xC0000000, {22, 5}, 1},
    {Encoding::Vop2, 0x80000000, 0x00000000, {25, 6}, 1},
    {Encoding::Vop1, 0xFE000000, 0x7E000000, {9, 8}, 1},
    {Encoding::Vopc, 0xFE000000, 0x7C000000, {17, 8}, 1},
    {Encoding::Vop3, 0xFC000000, 0xD0000000, {17, 9}, 2},
    {Encoding::Vintrp, 0xFC000000, 0xC8000000, {16, 2}, 1},
    {Encoding::Ds, 0xFC000000, 0xD8000000, {18, 8}, 2},
    {Encoding::Mubuf, 0xFC000000, 0xE0000000, {18, 7}, 2},
    {Encoding::Mtbuf, 0xFC000000, 0xE8000000, {16, 3}, 2},
    {Encoding::Mimg, 0xFC000000, 0xF0000000, {18, 7}, 2},
    {Encoding::Exp, 0xFC000000, 0xF8000000, {0, 0}, 2},
    {Encoding::Flat, 0xFC000000, 0xDC000000, {18, 7}, 2},
    // GFX9's (hasEncoding)
    {Encoding::FlatGlobal, 0xFC00C000, 0xDC008000, {18, 7}, 2},
    {Encoding::FlatScratch, 0xFC00C000, 0xDC004000, {18, 7}, 2},
    {Encoding::Vop3p, 0xFF800000, 0xD3800000, {16, 7}, 2},
}};

// GFX8 (the VI ISA manual, chapter 12) and GFX9 (the Vega manual): SMEM in
// SMRD's place (two dwords), VOP3's opcode 10 bits wide, VINTRP and EXP at
// new prefixes, DS's opcode one bit lower (gds at 16), MTBUF's opcode 4 bits.
constexpr Layouts kVolcanicIslandsLayouts = {{
    {Encoding::Sop2, 0xC0000000, 0x80000000, {23, 7}, 1},
    {Encoding::Sopk, 0xF0000000, 0xB0000000, {23, 5}, 1},
    {Encoding::Sop1, 0xFF800000, 0xBE800000, {8, 8}, 1},
    {Encoding::Sopc, 0xFF800000, 0xBF000000, {16, 7}, 1},
    {Encoding::Sopp, 0xFF800000, 0xBF800000, {16, 7}, 1},
    {Encoding::Smrd, 0xFC000000, 0xC0000000, {18, 8}, 2},
    {Encoding::Vop2, 0x80000000, 0x00000000, {25, 6}, 1},
    {Encoding::Vop1, 0xFE000000, 0x7E000000, {9, 8}, 1},
    {Encoding::Vopc, 0xFE000000, 0x7C000000, {17, 8}, 1},
    {Encoding::Vop3, 0xFC000000, 0xD0000000, {16, 10}, 2},
    {Encoding::Vintrp, 0xFC000000, 0xD4000000, {16, 2}, 1},
    {Encoding::Ds, 0xFC000000, 0xD8000000, {17, 8}, 2},
    {Encoding::Mubuf, 0xFC000000, 0xE0000000, {18, 7}, 2},
    {Encoding::Mtbuf, 0xFC000000, 0xE8000000, {15, 4}, 2},
    {Encoding::Mimg, 0xFC000000, 0xF0000000, {18, 7}, 2},
    {Encoding::Exp, 0xFC000000, 0xC4000000, {0, 0}, 2},
    {Encoding::Flat, 0xFC000000, 0xDC000000, {18, 7}, 2},
    // GFX9's (hasEncoding): the segment in fixed bits below bit 23, which
    // classify() reads after its table
    {Encoding::FlatGlobal, 0xFC00C000, 0xDC008000, {18, 7}, 2},
    {Encoding::FlatScratch, 0xFC00C000, 0xDC004000, {18, 7}, 2},
    {Encoding::Vop3p, 0xFF800000, 0xD3800000, {16, 7}, 2},
}};

constexpr const Layouts& layoutsOf(Generation generation) {
  return generation == Generation::SouthernIslands || generation == Generation::SeaIslands
             ? kSouthernIslandsLayouts
             : kVolcanicIslandsLayouts;
}

// The formats each generation has (SI has no FLAT; GLOBAL, SCRATCH and
// VOP3P came with GFX9).
constexpr bool hasEncoding(Generation generation, Encoding encoding) {
  if (encoding == Encoding::FlatGlobal || encoding == Encoding::FlatScratch ||
      encoding == Encoding::Vop3p)
    return generation == Generation::Gfx9;
  return encoding != Encoding::Flat || generation != Generation::SouthernIslands;
}

constexpr std::array<std::string_view, kEncodingCount> kEncodingNames = {
    "SOP2",   "SOPK", "SOP1",  "SOPC",  "SOPP", "SMRD", "VOP2", "VOP1",   "VOPC",    "VOP3",
    "VINTRP", "DS",   "MUBUF", "MTBUF", "MIMG", "EXP",  "FLAT", "GLOBAL", "SCRATCH", "VOP3P"};

std::optional<OperandField> fieldByName(std::string_view name) {
  static const std::map<std::string_view, OperandField> kFields = {
      {"sdst", OperandField::Sdst},
      {"ssrc0", OperandField::Ssrc0},
      {"ssrc1", OperandField::Ssrc1},
      {"simm16", OperandField::Simm16},
      {"imm32", OperandField::Imm32},
      {"hwreg", OperandField::Hwreg},
      {"label", OperandField::Label},
      {"waitcnt", OperandField::Waitcnt},
      {"sendmsg", OperandField::Sendmsg},
      {"gpridx", OperandField::GprIdx},
      {"probe", OperandField::Probe},
      {"sbase", OperandField::Sbase},
      {"soffset", OperandField::Soffset},
      {"vdst", OperandField::Vdst},
      {"vcc", OperandField::Vcc},
      {"src0", OperandField::Src0},
      {"vsrc1", OperandField::Vsrc1},
      {"src1", OperandField::Src1},
      {"src2", OperandField::Src2},
      {"addr", OperandField::Addr},
      {"data0", OperandField::Data0},
      {"data1", OperandField::Data1},
      {"gds", OperandField::Gds},
      {"vdata", OperandField::Vdata},
      {"vaddr", OperandField::Vaddr},
      {"srsrc", OperandField::Srsrc},
      {"ssamp", OperandField::Ssamp},
      {"vsrc", OperandField::Vsrc},
      {"param", OperandField::Param},
      {"attr", OperandField::Attr},
      {"target", OperandField::Target},
      {"vsrc0", OperandField::ExportSource},
      {"vsrc2", OperandField::ExportSource},
      {"vsrc3", OperandField::ExportSource},
  };
  auto it = kFields.find(name);
  if (it == kFields.end()) return std::nullopt;
  return it->second;
}

// A generation's mnemonics, found by one hash and a probe or two: an
// open-addressing table built once, when the table is, so that the lookup
// every source line makes costs no std::hash call and no node chasing (a
// suffixed name, `v_add_f32_e64`, is looked up twice: whole, then bare).
class MnemonicIndex {
 public:
  // FNV-1a over the name's bytes: mnemonics are short, and it spreads them well.
  static constexpr uint32_t hash(std::string_view name) {
    uint32_t h = 2166136261u;
    for (char c : name) h = (h ^ static_cast<uint8_t>(c)) * 16777619u;
    return h;
  }
  // Room for `rows` names at most, with at least half the slots free.
  void reserve(size_t rows) {
    size_t size = 16;
    while (size < rows * 2) size *= 2;
    slots_.assign(size, Slot{});
    mask_ = size - 1;
  }
  // False when the name is in already.
  bool insert(const InstructionInfo& row) {
    const uint32_t h = hash(row.mnemonic);
    size_t i = h & mask_;
    for (; slots_[i].row; i = (i + 1) & mask_)
      if (slots_[i].hash == h && slots_[i].row->mnemonic == row.mnemonic) return false;
    slots_[i] = {&row, h};
    return true;
  }
  const InstructionInfo* find(std::string_view name) const {
    const uint32_t h = hash(name);
    for (size_t i = h & mask_;; i = (i + 1) & mask_) {
      const Slot& slot = slots_[i];
      if (!slot.row) return nullptr;
      if (slot.hash == h && slot.row->mnemonic == name) return slot.row;
    }
  }

 private:
  struct Slot {
    const InstructionInfo* row = nullptr;
    uint32_t hash = 0;
  };
  std::vector<Slot> slots_;
  size_t mask_ = 0;
};

struct Table {
  std::array<MnemonicIndex, kGenerations> byMnemonic;
  std::array<std::array<std::vector<const InstructionInfo*>, kEncodingCount>, kGenerations>
      byOpcode;
  // Every row's operands, one after another: row i's are operandSpans[i]
  // (one allocation for the table rather than one a row, at start-up).
  std::vector<Operand> operandStore;
  std::vector<std::pair<uint32_t, uint32_t>> operandSpans;  // first, count; parallel to rows
  std::vector<InstructionTraits> traits;                    // parallel to instructions()
  std::vector<std::string> problems;  // signatures that do not parse, opcodes given twice
  // A row's twin at its opcode on other processors of the generation (byOpcode keeps the
  // row earlier in the table: v_mad_mix*, v_mul_legacy_f32)
  std::unordered_map<const InstructionInfo*, const InstructionInfo*> processorTwins;

  Table() {
    const auto rows = instructions();
    operandSpans.resize(rows.size());
    traits.resize(rows.size());
    operandStore.reserve(rows.size() * 4);
    for (MnemonicIndex& index : byMnemonic) index.reserve(rows.size());
    for (size_t i = 0; i < rows.size(); ++i) {
      const InstructionInfo& info = rows[i];
      for (size_t g = 0; g < kGenerations; ++g) {
        if (info.opcode[g] == kNoOpcode) continue;
        // (named only for a problem: the start-up builds no string a row)
        auto problem = [&](std::string_view what) {
          problems.push_back(fmt::format("{} on {}: {}", info.mnemonic,
                                         generationName(static_cast<Generation>(g)), what));
        };
        if (!byMnemonic[g].insert(info)) problem("a second row of the mnemonic");
        auto& slots = byOpcode[g][static_cast<size_t>(info.encoding)];
        const auto op = static_cast<size_t>(info.opcode[g]);
        if (op > layout(info.encoding, static_cast<Generation>(g)).opcode.mask() >>
                layout(info.encoding, static_cast<Generation>(g)).opcode.shift &&
            info.encoding != Encoding::Exp)
          problem("opcode wider than the field");
        if (slots.size() <= op) slots.resize(op + 1, nullptr);
        if (const InstructionInfo* other = slots[op]) {
          // rows no processor has both of share their opcodes: v_mad_mix* and gfx906's
          // v_fma_mix*, v_mul_legacy_f32 and gfx90a's v_fmac_f64
          const bool twins = (other->has(RowFlag::MadMix) && info.has(RowFlag::DeepLearning)) ||
                             (other->has(RowFlag::NotGfx90a) && info.has(RowFlag::Gfx90a));
          if (!twins) {
            problem("opcode taken");
          } else {
            processorTwins[other] = &info;
            continue;
          }
        }
        slots[op] = &info;
      }
      operandSpans[i].first = static_cast<uint32_t>(operandStore.size());
      std::string_view rest = info.signature;
      while (!rest.empty()) {
        size_t space = rest.find(' ');
        std::string_view token = rest.substr(0, space);
        rest = space == std::string_view::npos ? std::string_view{} : rest.substr(space + 1);
        if (token == "clamp" || token == "omod" || token == "vccread" || token == "m0read" ||
            token == "lds" || token == "tfe" || token == "clamp8" || token == "nogds" ||
            token == "opsel" || token == "mix" || token == "high" || token == "mai") {
          traits[i].high |= token == "high";
          traits[i].mai |= token == "mai";
          traits[i].opSel |= token == "opsel";
          traits[i].mix |= token == "mix";
          traits[i].clamp |= token == "clamp";
          traits[i].clampGfx8 |= token == "clamp8" || token == "clamp";
          traits[i].noGds |= token == "nogds";
          traits[i].omod |= token == "omod";
          traits[i].readsVcc |= token == "vccread";
          traits[i].readsM0 |= token == "m0read";
          traits[i].lds |= token == "lds";
          traits[i].tfe |= token == "tfe";
          continue;
        }
        Operand operand{};
        size_t colon = token.find(':');
        std::string_view name = token.substr(0, colon);
        if (name == "simm16u") {
          name = "simm16";
          operand.isUnsigned = true;
        }
        // vsrc1 of EXP shares its name with VOP2's VGPR-only source
        auto field = info.encoding == Encoding::Exp && name == "vsrc1"
                         ? std::optional(OperandField::ExportSource)
                         : fieldByName(name);
        if (!field) {
          problems.push_back(std::string(info.mnemonic) + ": unknown operand '" +
                             std::string(token) + "'");
          continue;
        }
        operand.field = *field;
        operand.dwords = name == "vdata" ? 0 : 1;
        if (colon != std::string_view::npos && name == "vaddr") {
          // the address sizes: hex digits, g for 16
          for (char c : token.substr(colon + 1))
            operand.addressWidths |= 1u << (c == 'g' ? 16 : c >= 'a' ? c - 'a' + 10 : c - '0');
          operandStore.push_back(operand);
          continue;
        }
        if (colon != std::string_view::npos) {
          std::string_view spec = token.substr(colon + 1);
          unsigned count = 0;
          while (!spec.empty() && spec[0] >= '0' && spec[0] <= '9') {
            count = count * 10 + static_cast<unsigned>(spec[0] - '0');
            spec.remove_prefix(1);
          }
          operand.dwords = static_cast<uint8_t>(count);
          uint8_t kinds = 0;
          for (char c : spec) {
            switch (c) {
              case 'v':
                kinds |= kVgprKind;
                break;
              case 's':
                kinds |= kScalarKind;
                break;
              case 'i':
                kinds |= kInlineKind;
                break;
              case 'l':
                kinds |= kLiteralKind;
                break;
              case 'x':
                kinds |= kAgprKind;
                break;
              case 'n':
                operand.neg = true;
                break;
              case 'a':
                operand.abs = true;
                break;
              case 'h':
                operand.half = true;
                break;
              case 'w':
                operand.int16 = true;
                break;
              default:
                break;
            }
          }
          if (kinds) operand.kinds = kinds;
        }
        operandStore.push_back(operand);
      }
      operandSpans[i].second = static_cast<uint32_t>(operandStore.size()) - operandSpans[i].first;
      // VOP3b: a carry-out (VOP2's vcc after the destination) or a VOP3-only
      // scalar destination beside the vector one takes bits 14:8, where VOP3a
      // has abs and clamp. A VOP3-only row whose one destination is scalar
      // (GFX8's v_readlane_b32) keeps it in vdst.
      const std::span<const Operand> ops(operandStore.data() + operandSpans[i].first,
                                         operandSpans[i].second);
      auto hasField = [&](OperandField field) {
        return std::any_of(ops.begin(), ops.end(),
                           [field](const Operand& o) { return o.field == field; });
      };
      traits[i].vop3b = (info.encoding == Encoding::Vop2 && ops.size() > 1 &&
                         ops[1].field == OperandField::Vcc) ||
                        (info.encoding == Encoding::Vop3 && hasField(OperandField::Sdst) &&
                         hasField(OperandField::Vdst));
      traits[i].interpolation = info.encoding == Encoding::Vop3 && hasField(OperandField::Attr);
    }
  }
};

const Table& table() {
  static const Table kTable;
  return kTable;
}

}  // namespace

std::string_view encodingName(Encoding encoding) {
  return kEncodingNames[static_cast<size_t>(encoding)];
}

const EncodingLayout& layout(Encoding encoding, Generation generation) {
  return layoutsOf(generation)[static_cast<size_t>(encoding)];
}

std::string_view generationName(Generation generation) {
  constexpr std::string_view kNames[kGenerations] = {"gfx6", "gfx7", "gfx8", "gfx9"};
  return kNames[static_cast<size_t>(generation)];
}

std::optional<Generation> processorGeneration(std::string_view name) {
  const Processor* processor = findProcessor(name);
  if (!processor) return std::nullopt;
  return processor->generation;
}

const Processor* findProcessor(std::string_view name) {
  for (const Processor& p : kProcessors)
    if (p.name == name) return &p;
  return nullptr;
}

namespace {

// Every format's fixed bits lie in the top nine bits of the first dword, so
// those nine bits name the format: a table of 512 entries, built at compile
// time from the layouts, narrowest masks first (SOP1/SOPC/SOPP lie inside
// SOP2's and SOPK's space; VOP1/VOPC inside VOP2's bit 31 = 0).
constexpr size_t kClassifyShift = 23;
constexpr uint8_t kNoEncoding = 0xff;
using ClassifyTable = std::array<uint8_t, 512>;
constexpr ClassifyTable classifyTable(Generation generation) {
  constexpr Encoding kOrder[] = {Encoding::Sop1, Encoding::Sopc,  Encoding::Sopp,  Encoding::Sopk,
                                 Encoding::Sop2, Encoding::Vop1,  Encoding::Vopc,  Encoding::Vop2,
                                 Encoding::Smrd, Encoding::Vop3p, Encoding::Vop3,  Encoding::Vintrp,
                                 Encoding::Ds,   Encoding::Mubuf, Encoding::Mtbuf, Encoding::Mimg,
                                 Encoding::Exp,  Encoding::Flat};
  ClassifyTable table{};
  for (size_t top = 0; top < table.size(); ++top) {
    const auto word = static_cast<uint32_t>(top << kClassifyShift);
    table[top] = kNoEncoding;
    for (Encoding e : kOrder) {
      if (!hasEncoding(generation, e)) continue;
      const EncodingLayout& l = layoutsOf(generation)[static_cast<size_t>(e)];
      if (l.fixedMask & ((uint32_t{1} << kClassifyShift) - 1)) throw "a fixed bit below bit 23";
      if ((word & l.fixedMask) == l.fixedBits) {
        table[top] = static_cast<uint8_t>(e);
        break;
      }
    }
  }
  return table;
}
constexpr std::array<ClassifyTable, kGenerations> kEncodingByTopBits = {
    classifyTable(Generation::SouthernIslands), classifyTable(Generation::SeaIslands),
    classifyTable(Generation::VolcanicIslands), classifyTable(Generation::Gfx9)};

}  // namespace

std::optional<Encoding> classify(uint32_t word, Generation generation) {
  const uint8_t e = kEncodingByTopBits[static_cast<size_t>(generation)][word >> kClassifyShift];
  if (e == kNoEncoding) return std::nullopt;
  if (static_cast<Encoding>(e) == Encoding::Flat && generation == Generation::Gfx9) {
    for (Encoding segment : {Encoding::Flat, Encoding::FlatScratch, Encoding::FlatGlobal}) {
      const EncodingLayout& l = layout(segment, generation);
      if ((word & (l.fixedMask | flat::seg.mask())) == l.fixedBits) return segment;
    }
    return std::nullopt;  // seg 3
  }
  return static_cast<Encoding>(e);
}

const InstructionInfo* findInstruction(std::string_view mnemonic, Generation generation) {
  return table().byMnemonic[static_cast<size_t>(generation)].find(mnemonic);
}

uint32_t generationsOf(std::string_view mnemonic) {
  // Asked only for a mnemonic the generation lacks (an error): the indexes
  // answer it without a map of its own to build at start-up.
  uint32_t mask = 0;
  for (size_t g = 0; g < kGenerations; ++g)
    if (table().byMnemonic[g].find(mnemonic)) mask |= 1u << g;
  return mask;
}

std::string describeGenerations(uint32_t mask) {
  std::vector<std::string_view> names;
  for (size_t g = 0; g < kGenerations; ++g)
    if (mask & (1u << g)) names.push_back(generationName(static_cast<Generation>(g)));
  if (names.empty()) return "no generation";
  // A mask that runs to the last generation is "gfxN or later".
  const uint32_t all = (1u << kGenerations) - 1;
  if (names.size() > 1 && (mask | (mask - 1)) == all && (mask & (1u << (kGenerations - 1))))
    return std::string(names.front()) + " or later";
  std::string out;
  for (size_t i = 0; i < names.size(); ++i) {
    if (i) out += i + 1 == names.size() ? " or " : ", ";
    out += names[i];
  }
  return out;
}

const InstructionInfo* findByOpcode(Encoding encoding, uint32_t opcode, Generation generation) {
  const auto& slots =
      table().byOpcode[static_cast<size_t>(generation)][static_cast<size_t>(encoding)];
  return opcode < slots.size() ? slots[opcode] : nullptr;
}

bool rowOnProcessor(const InstructionInfo& info, const Processor* processor) {
  const bool deepLearning = processor && processor->deepLearning;
  const Cdna cdna = processor ? processor->cdna : Cdna::None;
  if (info.has(RowFlag::DeepLearning) && !deepLearning) return false;
  if (info.has(RowFlag::MadMix) && deepLearning) return false;
  if (info.has(RowFlag::Cdna) && cdna == Cdna::None) return false;
  if (info.has(RowFlag::Gfx90a) && cdna != Cdna::Gfx90a) return false;
  return !(info.has(RowFlag::NotGfx90a) && cdna == Cdna::Gfx90a);
}

std::string processorsWith(const InstructionInfo& info) {
  std::vector<std::string_view> names;
  // GFX9's, whose processors differ in rows (the first name of each, not its other names)
  for (const Processor& p : kProcessors)
    if (p.generation == Generation::Gfx9 && info.on(p.generation) && rowOnProcessor(info, &p))
      names.push_back(p.name);
  if (names.size() < 2) return names.empty() ? std::string() : std::string(names[0]);
  return fmt::format("{} or {}", fmt::join(names.begin(), names.end() - 1, ", "), names.back());
}

const InstructionInfo* processorTwin(const InstructionInfo& info) {
  auto it = table().processorTwins.find(&info);
  return it == table().processorTwins.end() ? nullptr : it->second;
}

const InstructionInfo& rowForProcessor(const InstructionInfo& info, const Processor* processor) {
  const InstructionInfo* twin = processorTwin(info);
  return !rowOnProcessor(info, processor) && twin && rowOnProcessor(*twin, processor) ? *twin
                                                                                      : info;
}

std::span<const Operand> operands(const InstructionInfo& info) {
  const Table& t = table();
  const auto [first, count] = t.operandSpans[static_cast<size_t>(&info - instructions().data())];
  return {t.operandStore.data() + first, count};
}

std::span<const std::string> tableProblems() {
  return table().problems;
}

const InstructionTraits& traits(const InstructionInfo& info) {
  return table().traits[static_cast<size_t>(&info - instructions().data())];
}

bool packedIntegerSource(const InstructionInfo& info, const Operand& o) {
  return info.encoding == Encoding::Vop3p && !info.has(RowFlag::FloatOperands) && !o.half &&
         !traits(info).mix &&
         (!(info.has(RowFlag::DeepLearning) || info.has(RowFlag::Cdna) ||
            info.has(RowFlag::Gfx90a)) ||
          o.int16);
}

std::optional<uint32_t> exportTarget(std::string_view name) {
  auto number = [&](std::string_view prefix, uint32_t count) -> std::optional<uint32_t> {
    if (!name.starts_with(prefix) || name.size() == prefix.size() ||
        name.size() > prefix.size() + 2)
      return std::nullopt;
    uint32_t n = 0;
    for (char c : name.substr(prefix.size())) {
      if (c < '0' || c > '9') return std::nullopt;
      n = n * 10 + static_cast<uint32_t>(c - '0');
    }
    if (n >= count || (name.size() > prefix.size() + 1 && name[prefix.size()] == '0'))
      return std::nullopt;
    return n;
  };
  if (name == "mrtz") return 8;
  if (name == "null") return 9;
  if (auto n = number("mrt", 8)) return *n;
  if (auto n = number("pos", 4)) return 12 + *n;
  if (auto n = number("param", 32)) return 32 + *n;
  return std::nullopt;
}

std::string exportTargetName(uint32_t target) {
  if (target < 8) return "mrt" + std::to_string(target);
  if (target == 8) return "mrtz";
  if (target == 9) return "null";
  if (target >= 12 && target < 16) return "pos" + std::to_string(target - 12);
  if (target >= 32 && target < 64) return "param" + std::to_string(target - 32);
  return {};
}

namespace {
constexpr std::string_view kDataFormats[] = {
    "BUF_DATA_FORMAT_INVALID",     "BUF_DATA_FORMAT_8",        "BUF_DATA_FORMAT_16",
    "BUF_DATA_FORMAT_8_8",         "BUF_DATA_FORMAT_32",       "BUF_DATA_FORMAT_16_16",
    "BUF_DATA_FORMAT_10_11_11",    "BUF_DATA_FORMAT_11_11_10", "BUF_DATA_FORMAT_10_10_10_2",
    "BUF_DATA_FORMAT_2_10_10_10",  "BUF_DATA_FORMAT_8_8_8_8",  "BUF_DATA_FORMAT_32_32",
    "BUF_DATA_FORMAT_16_16_16_16", "BUF_DATA_FORMAT_32_32_32", "BUF_DATA_FORMAT_32_32_32_32",
    "BUF_DATA_FORMAT_RESERVED_15"};
constexpr std::string_view kNumberFormats[] = {"BUF_NUM_FORMAT_UNORM",     "BUF_NUM_FORMAT_SNORM",
                                               "BUF_NUM_FORMAT_USCALED",   "BUF_NUM_FORMAT_SSCALED",
                                               "BUF_NUM_FORMAT_UINT",      "BUF_NUM_FORMAT_SINT",
                                               "BUF_NUM_FORMAT_SNORM_OGL", "BUF_NUM_FORMAT_FLOAT"};

constexpr std::string_view kReservedNumberFormat6 = "BUF_NUM_FORMAT_RESERVED_6";

std::optional<uint32_t> indexOf(std::span<const std::string_view> names, std::string_view name) {
  for (size_t i = 0; i < names.size(); ++i)
    if (names[i] == name) return static_cast<uint32_t>(i);
  return std::nullopt;
}
}  // namespace

std::optional<uint32_t> bufferDataFormat(std::string_view name) {
  return indexOf(kDataFormats, name);
}
std::optional<uint32_t> bufferNumberFormat(std::string_view name, Generation generation) {
  if (gfx8OrLater(generation)) {
    if (name == kReservedNumberFormat6) return 6;
    if (name == kNumberFormats[6]) return std::nullopt;
  }
  return indexOf(kNumberFormats, name);
}
std::string_view bufferDataFormatName(uint32_t format) {
  return format < std::size(kDataFormats) ? kDataFormats[format] : std::string_view{};
}
std::string_view bufferNumberFormatName(uint32_t format, Generation generation) {
  if (format == 6 && gfx8OrLater(generation)) return kReservedNumberFormat6;
  return format < std::size(kNumberFormats) ? kNumberFormats[format] : std::string_view{};
}

namespace {
constexpr bool vop1At0x140(Generation generation) {
  return generation == Generation::VolcanicIslands || generation == Generation::Gfx9;
}
}  // namespace

std::optional<uint32_t> vop3Opcode(const InstructionInfo& info, Generation generation) {
  if (!info.on(generation)) return std::nullopt;
  auto op = info.opcodeOn(generation);
  switch (info.encoding) {
    case Encoding::Vopc:
      return op;
    case Encoding::Vop2:
      return op + 0x100;
    case Encoding::Vop1:
      return op + (vop1At0x140(generation) ? 0x140 : 0x180);
    case Encoding::Vop3:
      return op;
    default:
      return std::nullopt;
  }
}

const InstructionInfo* rowOfWord(Encoding encoding, uint32_t opcode, bool& promoted,
                                 Generation generation) {
  promoted = false;
  if (encoding != Encoding::Vop3) return findByOpcode(encoding, opcode, generation);
  const InstructionInfo* info = nullptr;
  if (opcode < 0x100) {
    info = findByOpcode(Encoding::Vopc, opcode, generation);
  } else if (opcode < 0x140) {
    info = findByOpcode(Encoding::Vop2, opcode - 0x100, generation);
  } else if (vop1At0x140(generation) ? opcode < 0x1c0 : opcode >= 0x180) {
    info = findByOpcode(Encoding::Vop1, opcode - (vop1At0x140(generation) ? 0x140 : 0x180),
                        generation);
  }
  promoted = info != nullptr;
  return info ? info : findByOpcode(Encoding::Vop3, opcode, generation);
}

}  // namespace gpuasm::gcn
