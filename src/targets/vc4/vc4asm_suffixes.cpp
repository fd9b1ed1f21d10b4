#include "targets/vc4/vc4asm_suffixes.hpp"

#include <array>

#include "targets/vc4/syntax.hpp"

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
  return std::nullopt;
}

std::optional<uint8_t> unpackBySuffix(std::string_view suffix) {
  return lookUp(kUnpacks, suffix);
}

std::string_view packPrintName(PackMode mode) {
  if (!mode.colour) return kRegfileAPrintNames[mode.code & 15];
  return mode.code < kColourPrintNames.size() ? kColourPrintNames[mode.code] : "";
}

std::string_view unpackPrintName(uint8_t code) {
  return kUnpackPrintNames[code & 7];
}

}  // namespace gpuasm::vc4
