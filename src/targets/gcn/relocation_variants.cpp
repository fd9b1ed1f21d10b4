#include "targets/gcn/relocation_variants.hpp"

#include <array>
#include <cctype>

namespace gpuasm::gcn {
namespace {

constexpr std::array<std::string_view, 8> kNames = {"rel32@lo", "rel32@hi",      "abs32@lo",
                                                    "abs32@hi", "gotpcrel32@lo", "gotpcrel32@hi",
                                                    "gotpcrel", "rel64"};

bool sameIgnoringCase(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(a[i])) != b[i]) return false;
  return true;
}

}  // namespace

std::optional<RelocationVariant> relocationVariant(std::string_view name) {
  for (size_t i = 0; i < kNames.size(); ++i)
    if (sameIgnoringCase(name, kNames[i])) return static_cast<RelocationVariant>(i);
  return std::nullopt;
}

std::string_view relocationVariantName(RelocationVariant variant) {
  return kNames[static_cast<size_t>(variant)];
}

uint8_t relocationVariantBytes(RelocationVariant variant) {
  return variant == RelocationVariant::Rel64 ? 8 : 4;
}

std::string_view relocationVariantList() {
  return "rel32@lo, rel32@hi, abs32@lo, abs32@hi, gotpcrel32@lo, gotpcrel32@hi, gotpcrel, rel64";
}

}  // namespace gpuasm::gcn
