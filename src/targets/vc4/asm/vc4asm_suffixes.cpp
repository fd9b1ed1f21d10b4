#include "targets/vc4/asm/vc4asm_suffixes.hpp"

#include <fmt/format.h>

#include <array>
#include <string>

#include "targets/vc4/asm/syntax.hpp"

namespace gpuasm::vc4 {
namespace {

struct Named {
  std::string_view name;
  uint8_t code;
};

template <size_t N>
std::optional<uint8_t> lookUp(const std::array<Named, N>& table, std::string_view name) {
  for (const Named& entry : table) {
    if (equalsIgnoringCase(entry.name, name)) return entry.code;
  }
  return std::nullopt;
}

// Table 2's codes under vc4asm's names. vc4asm's `.ifnc` is "N clear" (5),
// as in VC4C's output; "C clear" (7) is `.ifcc`.
constexpr std::array<Named, 13> kConditions = {{{"never", 0},
                                                {"always", 1},
                                                {"ifz", 2},
                                                {"ifzs", 2},
                                                {"ifnz", 3},
                                                {"ifzc", 3},
                                                {"ifn", 4},
                                                {"ifns", 4},
                                                {"ifnn", 5},
                                                {"ifnc", 5},
                                                {"ifc", 6},
                                                {"ifcs", 6},
                                                {"ifcc", 7}}};

constexpr std::array<Named, 12> kDestinationConditions = {{{"z", 2},
                                                           {"zs", 2},
                                                           {"nz", 3},
                                                           {"zc", 3},
                                                           {"n", 4},
                                                           {"ns", 4},
                                                           {"nn", 5},
                                                           {"nc", 5},
                                                           {"c", 6},
                                                           {"cs", 6},
                                                           {"cc", 7},
                                                           {"never", 0}}};

// Regfile-A pack (tables 6 and 7): vc4asm's names with the integer (`i`)
// spellings, `8888` for `8abcd`, and `32` for "no pack".
constexpr std::array<Named, 37> kRegfileAPacks = {
    {{"32", 0},     {"16a", 1},     {"16ai", 1},    {"16af", 1},     {"16b", 2},    {"16bi", 2},
     {"16bf", 2},   {"8888", 3},    {"8888i", 3},   {"8abcd", 3},    {"8abcdi", 3}, {"8a", 4},
     {"8ai", 4},    {"8b", 5},      {"8bi", 5},     {"8c", 6},       {"8ci", 6},    {"8d", 7},
     {"8di", 7},    {"32s", 8},     {"16as", 9},    {"16asi", 9},    {"16bs", 10},  {"16bsi", 10},
     {"8888s", 11}, {"8888si", 11}, {"8abcds", 11}, {"8abcdsi", 11}, {"8as", 12},   {"8asi", 12},
     {"8bs", 13},   {"8bsi", 13},   {"8cs", 14},    {"8csi", 14},    {"8ds", 15},   {"8dsi", 15},
     {"32si", 8}}};

// Mul colour pack (table 9, pm = 1): vc4asm's saturating float names and ours.
constexpr std::array<Named, 12> kColourPacks = {{{"8888sf", 3},
                                                 {"8abcdsf", 3},
                                                 {"8asf", 4},
                                                 {"8bsf", 5},
                                                 {"8csf", 6},
                                                 {"8dsf", 7},
                                                 {"8abcdc", 3},
                                                 {"8ac", 4},
                                                 {"8bc", 5},
                                                 {"8cc", 6},
                                                 {"8dc", 7},
                                                 {"8888c", 3}}};

// Unpack (tables 4 and 8): the code is the same for regfile A and r4.
constexpr std::array<Named, 21> kUnpacks = {
    {{"32", 0},  {"16a", 1},   {"16ai", 1}, {"16af", 1}, {"16b", 2}, {"16bi", 2}, {"16bf", 2},
     {"8dr", 3}, {"8ddup", 3}, {"8a", 4},   {"8ai", 4},  {"8af", 4}, {"8b", 5},   {"8bi", 5},
     {"8bf", 5}, {"8c", 6},    {"8ci", 6},  {"8cf", 6},  {"8d", 7},  {"8di", 7},  {"8df", 7}}};

constexpr std::array<std::string_view, 16> kRegfileAPrintNames = {
    "",    "16a",  "16b",  "8888",  "8a",  "8b",  "8c",  "8d",
    "32s", "16as", "16bs", "8888s", "8as", "8bs", "8cs", "8ds"};
constexpr std::array<std::string_view, 8> kColourPrintNames = {"",     "",     "",     "8888sf",
                                                               "8asf", "8bsf", "8csf", "8dsf"};
constexpr std::array<std::string_view, 8> kUnpackPrintNames = {"",   "16a", "16b", "8dr",
                                                               "8a", "8b",  "8c",  "8d"};

}  // namespace

std::optional<uint8_t> conditionBySuffix(std::string_view suffix) {
  return lookUp(kConditions, suffix);
}

std::optional<uint8_t> destinationConditionBySuffix(std::string_view suffix) {
  if (auto code = lookUp(kDestinationConditions, suffix)) return code;
  if (equalsIgnoringCase(suffix, "always")) return std::nullopt;
  return conditionBySuffix(suffix);
}

bool isSetFlagsSuffix(std::string_view suffix) {
  return equalsIgnoringCase(suffix, "setf") || equalsIgnoringCase(suffix, "sf");
}

std::optional<PackMode> packBySuffix(std::string_view suffix) {
  if (auto code = lookUp(kRegfileAPacks, suffix)) return PackMode{*code, false};
  if (auto code = lookUp(kColourPacks, suffix)) return PackMode{*code, true};
  return rawPackBySuffix(suffix);
}

std::optional<PackMode> rawPackBySuffix(std::string_view suffix) {
  for (bool colour : {false, true}) {
    std::string_view prefix = colour ? "mpack" : "apack";
    if (suffix.size() <= prefix.size() || !equalsIgnoringCase(suffix.substr(0, 5), prefix))
      continue;
    unsigned code = 0;
    for (char c : suffix.substr(5)) {
      if (c < '0' || c > '9') return std::nullopt;
      code = code * 10 + static_cast<unsigned>(c - '0');
      if (code > 15) return std::nullopt;
    }
    return PackMode{static_cast<uint8_t>(code), colour};
  }
  return std::nullopt;
}

std::optional<uint8_t> unpackBySuffix(std::string_view suffix) {
  return lookUp(kUnpacks, suffix);
}

// Established by assembling every name of the corpus's pack section with
// vc4asm 80ab48de (ops add, fadd, itof, ftoi, fmul, mul24, v8min, mov and ldi;
// targets ra5, rb5, r0, tmurs) and reading pm (bit 56) and pack (52..55):
// a name without `i`/`f` on a mul output outside regfile A becomes pm = 1
// with `8888` -> 3, `8888s` -> 11, `8a`..`8d` -> 12..15 and `8as`..`8ds` ->
// 4..7; `sf` names are pm = 1 always (`8888sf` -> 11, `8asf` -> 4); `8af`
// (no saturation) is refused.
std::optional<Vc4asmPack> vc4asmPackBySuffix(std::string_view suffix) {
  std::string name;
  for (char c : suffix) name += static_cast<char>(c >= 'A' && c <= 'Z' ? c + 32 : c);
  ValueType type = ValueType::Any;
  if (name.ends_with('i') || name.ends_with('f')) {
    type = name.back() == 'i' ? ValueType::Integer : ValueType::Float;
    name.pop_back();
  }
  bool saturate = name.ends_with('s');
  if (saturate) name.pop_back();
  uint8_t s = saturate ? 8 : 0;
  Vc4asmPack pack;
  if (name == "32") {
    if (type != ValueType::Any && !(saturate && type == ValueType::Integer)) return std::nullopt;
    pack.regfileA = s;
    if (!saturate) pack.mul = 0;
    return pack;
  }
  if (name == "16a" || name == "16b") {
    if (saturate && type == ValueType::Float) return std::nullopt;
    pack.regfileA = static_cast<uint8_t>((name == "16a" ? 1 : 2) + s);
    pack.type = type;
    return pack;
  }
  uint8_t code = 0;
  if (name == "8888" || name == "8abcd") {
    code = 3;
  } else if (name.size() == 2 && name[0] == '8' && name[1] >= 'a' && name[1] <= 'd') {
    code = static_cast<uint8_t>(4 + (name[1] - 'a'));
  } else {
    return std::nullopt;
  }
  pack.regfileA = static_cast<uint8_t>(code + s);
  if (type == ValueType::Integer) return pack;
  // The mul unit's pm = 1 code as vc4asm writes it (the saturation bit of
  // the 8-bit lanes reversed, 8888's not).
  uint8_t mulCode = code == 3 ? static_cast<uint8_t>(code + s) : static_cast<uint8_t>(code + 8 - s);
  if (type == ValueType::Float) {
    if (!saturate) return std::nullopt;
    pack.mulOnly = true;
  }
  pack.mul = mulCode;
  return pack;
}

std::optional<Vc4asmPack> vc4asmOpcodePackBySuffix(std::string_view suffix) {
  // `8af`..`8df` (no saturation) are the mul unit's pm = 1 codes 12..15 on an
  // opcode (vc4asm 80ab48de: `or.pack8af ra5, r1, r2` is v8min, 0x11c059c5
  // 0x809e700a), though vc4asm refuses them on a destination.
  if (suffix.size() == 3 && suffix[0] == '8' && (suffix[2] == 'f' || suffix[2] == 'F')) {
    char lane = static_cast<char>(suffix[1] | 0x20);
    if (lane >= 'a' && lane <= 'd') {
      Vc4asmPack pack;
      pack.regfileA = static_cast<uint8_t>(4 + (lane - 'a'));
      pack.mul = static_cast<uint8_t>(12 + (lane - 'a'));
      pack.mulOnly = true;
      return pack;
    }
  }
  // vc4asm 80ab48de does not know `.pack32si` on an opcode; it is taken as
  // `.pack32s` (code 8), which it is on a destination.
  auto pack = vc4asmPackBySuffix(suffix);
  if (pack && equalsIgnoringCase(suffix, "16bs")) pack->regfileA = 2;
  return pack;
}

ValueType unpackTypeOfSuffix(std::string_view suffix) {
  if (suffix.empty()) return ValueType::Any;
  char last = suffix.back();
  if (last == 'i' || last == 'I') return ValueType::Integer;
  if (last == 'f' || last == 'F') return ValueType::Float;
  return ValueType::Any;
}

// vc4asm reads a regfile-A name as pm = 0 only on a regfile-A register and
// `8888`, `8a`..`8d` as pm = 1 codes 3, 12..15 only on a mul output elsewhere
// (vc4asmPackBySuffix); `8888sf` (11) and `8asf`..`8dsf` (4..7) are pm = 1
// anywhere. Other combinations take our raw names.
std::string packPrintName(PackMode mode, bool regfileATarget) {
  uint8_t code = mode.code & 15;
  if (!mode.colour) {
    if (regfileATarget) return std::string(kRegfileAPrintNames[code]);
    return fmt::format("apack{}", code);
  }
  if (code >= 4 && code <= 7) return std::string(kColourPrintNames[code]);
  if (code == 11) return "8888sf";
  if (!regfileATarget && code == 3) return "8888";
  if (!regfileATarget && code >= 12) return std::string(kRegfileAPrintNames[code - 8]);
  return fmt::format("mpack{}", code);
}

std::string_view unpackPrintName(uint8_t code) {
  return kUnpackPrintNames[code & 7];
}

}  // namespace gpuasm::vc4
