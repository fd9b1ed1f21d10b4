// Target ids, e_flags and register counting of HSA code objects (hsa_target.hpp).
#include "targets/gcn/binary/hsa_target.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <utility>

#include "targets/gcn/binary/code_object.hpp"

namespace gpuasm::gcn::binary {
namespace {

// LLVM 14's GCNProcessors.td: the older names of the gfx processors.
constexpr std::array<std::pair<std::string_view, std::string_view>, 18> kAliases = {{
    {"tahiti", "gfx600"},
    {"pitcairn", "gfx601"},
    {"verde", "gfx601"},
    {"hainan", "gfx602"},
    {"oland", "gfx602"},
    {"kaveri", "gfx700"},
    {"hawaii", "gfx701"},
    {"kabini", "gfx703"},
    {"mullins", "gfx703"},
    {"bonaire", "gfx704"},
    {"carrizo", "gfx801"},
    {"iceland", "gfx802"},
    {"tonga", "gfx802"},
    {"fiji", "gfx803"},
    {"polaris10", "gfx803"},
    {"polaris11", "gfx803"},
    {"tongapro", "gfx805"},
    {"stoney", "gfx810"},
}};

// FeatureSupportsXNACK and FeatureSupportsSRAMECC of AMDGPU.td (LLVM 14).
constexpr std::array<std::string_view, 10> kXnack = {"gfx801", "gfx810", "gfx900", "gfx902",
                                                     "gfx904", "gfx906", "gfx908", "gfx909",
                                                     "gfx90a", "gfx90c"};
constexpr std::array<std::string_view, 3> kSramecc = {"gfx906", "gfx908", "gfx90a"};

template <size_t N>
bool among(const std::array<std::string_view, N>& list, std::string_view name) {
  return std::find(list.begin(), list.end(), name) != list.end();
}

}  // namespace

unsigned HsaTargetId::major() const {
  if (processor.size() < 6 || !processor.starts_with("gfx")) return 0;
  if (processor.size() >= 7) return 10;
  return static_cast<unsigned>(processor[3] - '0');
}

std::string canonicalProcessor(std::string_view name) {
  for (const auto& [alias, gfx] : kAliases)
    if (alias == name) return std::string(gfx);
  if (machineOfMcpu(name)) return std::string(name);
  return {};
}

HsaTargetId defaultTargetId(std::string_view gfxName) {
  HsaTargetId id;
  id.processor = std::string(gfxName);
  id.xnack = among(kXnack, gfxName) ? TargetSetting::Any : TargetSetting::Unsupported;
  id.sramecc = among(kSramecc, gfxName) ? TargetSetting::Any : TargetSetting::Unsupported;
  return id;
}

std::optional<HsaTargetId> parseTargetId(std::string_view text, std::string& error) {
  const size_t end = text.find_first_of(":+");
  const std::string processor = canonicalProcessor(text.substr(0, end));
  if (processor.empty()) {
    error =
        fmt::format("'{}' is no processor gpuasm knows (gfx600 ... gfx90c)", text.substr(0, end));
    return std::nullopt;
  }
  HsaTargetId id = defaultTargetId(processor);
  std::string_view rest = end == std::string_view::npos ? std::string_view{} : text.substr(end);
  const bool v3 = !rest.empty() && rest[0] == '+';
  while (!rest.empty()) {
    const char mark = rest[0];
    rest.remove_prefix(1);
    // v4's features end at the next ':' (their own '+' or '-' is the last character: `xnack+`),
    // v3's at the next '+' or ':'
    const size_t next = mark == ':' ? rest.find(':') : rest.find_first_of(":+");
    std::string_view feature = rest.substr(0, next);
    rest = next == std::string_view::npos ? std::string_view{} : rest.substr(next);
    TargetSetting setting = TargetSetting::On;
    if (mark == ':') {
      // v4: name+ or name-
      if (feature.empty() || (feature.back() != '+' && feature.back() != '-')) {
        error = fmt::format("target feature '{}' needs '+' or '-' after it", feature);
        return std::nullopt;
      }
      setting = feature.back() == '+' ? TargetSetting::On : TargetSetting::Off;
      feature.remove_suffix(1);
    }
    TargetSetting* slot = nullptr;
    if (feature == "xnack") slot = &id.xnack;
    if (feature == "sramecc" || feature == "sram-ecc") slot = &id.sramecc;
    if (!slot) {
      error = fmt::format("'{}' is no target feature (xnack, sramecc)", feature);
      return std::nullopt;
    }
    if (*slot == TargetSetting::Unsupported) {
      error = fmt::format("{} has no {}", processor, feature);
      return std::nullopt;
    }
    *slot = setting;
  }
  // v3 has no "any": a feature it does not name is off (clang-14 -mcode-object-version=3
  // -mcpu=gfx906:xnack- writes gfx906+sram-ecc)
  if (v3) {
    if (id.xnack == TargetSetting::Any) id.xnack = TargetSetting::Off;
    if (id.sramecc == TargetSetting::Any) id.sramecc = TargetSetting::Off;
  }
  return id;
}

std::string targetIdString(const HsaTargetId& id, unsigned codeObjectVersion) {
  std::string s = "amdgcn-amd-amdhsa--" + id.processor;
  if (codeObjectVersion == 3) {
    if (id.xnackOnOrAny()) s += "+xnack";
    if (id.sramEccOnOrAny()) s += "+sram-ecc";
    return s;
  }
  if (id.sramecc == TargetSetting::Off) s += ":sramecc-";
  if (id.sramecc == TargetSetting::On) s += ":sramecc+";
  if (id.xnack == TargetSetting::Off) s += ":xnack-";
  if (id.xnack == TargetSetting::On) s += ":xnack+";
  return s;
}

HsaTargetId targetIdOfElfFlags(std::string_view mcpu, uint32_t flags, unsigned codeObjectVersion) {
  HsaTargetId id = defaultTargetId(mcpu);
  auto setting = [&](TargetSetting& slot, uint32_t bits) {
    if (slot == TargetSetting::Unsupported) return;
    slot = bits == 1   ? TargetSetting::Any
           : bits == 2 ? TargetSetting::Off
           : bits == 3 ? TargetSetting::On
                       : slot;
  };
  if (codeObjectVersion <= 3) {  // v2's bits are v3's
    setting(id.xnack, flags & 0x100 ? 1 : 2);
    setting(id.sramecc, flags & 0x200 ? 1 : 2);
  } else {
    setting(id.xnack, (flags >> 8) & 3);
    setting(id.sramecc, (flags >> 10) & 3);
  }
  return id;
}

std::optional<uint32_t> hsaElfFlags(const HsaTargetId& id, unsigned codeObjectVersion) {
  auto mach = machineOfMcpu(id.processor);
  if (!mach) return std::nullopt;
  uint32_t flags = *mach;
  if (codeObjectVersion == 3) {
    if (id.xnackOnOrAny()) flags |= 0x100;
    if (id.sramEccOnOrAny()) flags |= 0x200;
    return flags;
  }
  auto bits = [](TargetSetting s) -> uint32_t {
    switch (s) {
      case TargetSetting::Any:
        return 1;
      case TargetSetting::Off:
        return 2;
      case TargetSetting::On:
        return 3;
      default:
        return 0;
    }
  };
  return flags | bits(id.xnack) << 8 | bits(id.sramecc) << 10;
}

unsigned extraSgprs(const HsaTargetId& id, bool vcc, bool flatScratch, bool xnackMask) {
  unsigned extra = vcc ? 2 : 0;
  if (id.major() >= 10) return extra;
  if (id.major() < 8) {
    if (flatScratch) extra = 4;
  } else {
    if (xnackMask) extra = 4;
    if (flatScratch) extra = 6;
  }
  return extra;
}

bool hasSgprInitBug(std::string_view gfxName) {
  return gfxName == "gfx802" || gfxName == "gfx805";
}

unsigned addressableSgprs(const HsaTargetId& id) {
  if (hasSgprInitBug(id.processor)) return 96;
  if (id.major() >= 10) return 106;
  if (id.major() >= 8) return 102;
  return 104;
}

unsigned vgprGranule(const HsaTargetId& id) {
  return id.processor == "gfx90a" ? 8 : 4;
}

}  // namespace gpuasm::gcn::binary
