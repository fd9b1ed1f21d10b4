// PTX opcodes: each spelling matched to its row of the table (isa.hpp), its
// modifiers and ld's and st's qualifiers taken apart and checked, and why an
// opcode no row matches is invalid PTX rather than a form we lack.
#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <vector>

#include "targets/ptx/parser.hpp"
#include "targets/ptx/video.hpp"

namespace gpuasm::ptx {
namespace {

std::vector<std::string_view> splitDots(std::string_view text) {
  std::vector<std::string_view> parts;
  size_t start = 0;
  while (true) {
    size_t dot = text.find('.', start);
    parts.push_back(text.substr(start, dot - start));
    if (dot == std::string_view::npos) return parts;
    start = dot + 1;
  }
}

bool inModifierClass(std::string_view modifierClass, std::string_view word) {
  auto any = [&](std::initializer_list<std::string_view> names) {
    return std::find(names.begin(), names.end(), word) != names.end();
  };
  if (modifierClass == "cmp") return compareNamed(word).has_value();
  if (modifierClass == "rnd") return any({"rn", "rz", "rm", "rp"});
  if (modifierClass == "ld") return any({"global", "shared", "local", "param", "const"});
  if (modifierClass == "st") return any({"global", "shared", "local", "param"});
  if (modifierClass == "cvta")
    return any({"global", "shared", "shared::cta", "shared::cluster", "local", "const", "param"});
  if (modifierClass == "vec") return any({"v2", "v4"});
  if (modifierClass == "avec") return any({"v2", "v4", "v8"});  // vector atomics
  // Floating point (the float rows of isa.cpp).
  if (modifierClass == "cvtrnd") return any({"rn", "rz", "rm", "rp", "rni", "rzi", "rmi", "rpi"});
  if (modifierClass == "testp")
    return any({"finite", "infinite", "number", "notanumber", "normal", "subnormal"});
  if (modifierClass == "nan") return word == "NaN";
  if (modifierClass == "ftz" || modifierClass == "sat" || modifierClass == "relu" ||
      modifierClass == "satfinite")
    return word == modifierClass;
  // The warp family's classes (isa.hpp lists them).
  if (modifierClass == "atom" || modifierClass == "atomh")
    return any({"relaxed", "acquire", "release", "acq_rel", "cta", "gpu", "sys", "cluster",
                "global", "shared", "shared::cta", "shared::cluster"}) ||
           (modifierClass == "atomh" && word == "noftz");
  if (modifierClass == "scope") return any({"cta", "gpu", "sys", "cluster"});
  if (modifierClass == "ldv") return any({"global", "shared", "shared::cta"});
  if (modifierClass == "ldu") return word == "global";
  if (modifierClass == "fsem") return any({"sc", "acq_rel", "acquire", "release"});
  if (modifierClass == "membar") return any({"cta", "gl", "sys"});
  if (modifierClass == "proxy") return any({"global", "shared::cta", "shared::cluster"});
  if (modifierClass == "isspace")
    return any({"global", "shared", "shared::cta", "shared::cluster", "local", "const", "param"});
  if (modifierClass == "pf") return any({"global", "local"});
  if (modifierClass == "pftensormap") return any({"const", "param"});
  if (modifierClass == "cta" || modifierClass == "aligned") return word == modifierClass;
  // bar.sync.all/.any (and bar.all.sync): undocumented words ptxas 13 takes on
  // bar.sync alone; its code for them is bar.sync's, byte for byte.
  if (modifierClass == "barany") return any({"all", "any"});
  // The asynchronous family's classes.
  if (modifierClass == "cpshared") return any({"shared", "shared::cta"});
  if (modifierClass == "cpl2") return any({"L2::64B", "L2::128B", "L2::256B"});
  if (modifierClass == "cppri")
    return any({"L2::evict_last", "L2::evict_normal", "L2::evict_first", "L2::evict_unchanged"});
  if (modifierClass == "cpsec") return any({"L2::evict_first", "L2::evict_unchanged"});
  if (modifierClass == "cpglobal") return word == "global";
  if (modifierClass == "mb")
    return any({"relaxed", "acquire", "release", "cta", "cluster", "shared", "shared::cta",
                "shared::cluster"});
  // Clusters and bulk copies (isa.cpp's rows).
  if (modifierClass == "bcarrive") return any({"release", "relaxed"});
  if (modifierClass == "bcwait") return word == "acquire";
  if (modifierClass == "mapa") return word == "shared::cluster";
  if (modifierClass == "bulkcta") return word == "shared::cta";
  if (modifierClass == "bulkcluster") return word == "shared::cluster";
  if (modifierClass == "bulkminmax") return any({"min", "max"});
  if (modifierClass == "bulkincdec") return any({"inc", "dec"});
  if (modifierClass == "bulkbits") return any({"and", "or", "xor"});
  // Textures and surfaces (isa.cpp's rows).
  if (modifierClass == "texgeom")
    return any({"1d", "2d", "3d", "a1d", "a2d", "cube", "acube", "2dms", "a2dms"});
  if (modifierClass == "tld4") return any({"r", "g", "b", "a"});
  if (modifierClass == "tld4geom") return any({"2d", "a2d", "cube", "acube"});
  if (modifierClass == "txq")
    return any({"width", "height", "depth", "channel_data_type", "channel_order",
                "normalized_coords", "array_size", "num_mipmap_levels", "num_samples",
                "force_unnormalized_coords", "filter_mode", "addr_mode_0", "addr_mode_1",
                "addr_mode_2"});
  if (modifierClass == "txql") return any({"width", "height", "depth"});
  if (modifierClass == "suq")
    return any({"width", "height", "depth", "channel_data_type", "channel_order", "array_size",
                "memory_layout"});
  if (modifierClass == "sugeom") return any({"1d", "2d", "3d", "a1d", "a2d"});
  if (modifierClass == "sucop") return any({"ca", "cg", "cs", "cv", "wb", "wt"});
  if (modifierClass == "suclamp") return any({"trap", "clamp", "zero"});
  if (modifierClass == "surop") return any({"add", "min", "max", "and", "or"});
  if (modifierClass == "opaque") return any({"texref", "samplerref", "surfref"});
  return false;
}

// The float_modifier bit (isa.hpp) a word of a float modifier class sets.
uint16_t floatModifierBit(std::string_view modifierClass, std::string_view word) {
  using namespace float_modifier;
  if (modifierClass == "rnd") return kRounding;
  if (modifierClass == "cvtrnd") return word.size() == 3 ? kRounding | kIntegerRounding : kRounding;
  if (modifierClass == "ftz") return kFtz;
  if (modifierClass == "sat") return kSat;
  if (modifierClass == "relu") return kRelu;
  if (modifierClass == "nan") return kNaN;
  if (modifierClass == "satfinite") return kSatfinite;
  if (modifierClass == "testp") {
    constexpr std::string_view kTests[] = {"finite",     "infinite", "number",
                                           "notanumber", "normal",   "subnormal"};
    const auto index = std::find(std::begin(kTests), std::end(kTests), word) - std::begin(kTests);
    return static_cast<uint16_t>(index << kTestShift);
  }
  return 0;
}

std::string_view modifierClassDescription(std::string_view modifierClass) {
  if (modifierClass == "cmp")
    return "a comparison: .eq, .ne, .lt, .le, .gt, .ge, .lo, .ls, .hi or .hs";
  if (modifierClass == "rnd") return "a rounding modifier: .rn, .rz, .rm or .rp";
  if (modifierClass == "testp")
    return "a test: .finite, .infinite, .number, .notanumber, .normal or .subnormal";
  if (modifierClass == "cvta") return "a state space: .global, .shared, .local, .const or .param";
  return "a modifier";
}

std::string typeList(TypeSet types) {
  std::vector<std::string> names;
  for (size_t i = 0; i < kTypeCount; ++i)
    if (contains(types, static_cast<Type>(i)))
      names.push_back(fmt::format(".{}", typeName(static_cast<Type>(i))));
  std::string out;
  for (size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += i + 1 == names.size() ? " or " : ", ";
    out += names[i];
  }
  return out;
}

// Whether `parts` (an opcode split at its dots) ends in a float type and its
// mnemonic has float rows, which cover every modifier ptxas takes on floats
// (cvt's .tf32/.e4m3 forms and setp/set's .and/.or/.xor aside).
bool floatFormsRefuse(const std::vector<std::string_view>& parts) {
  if (parts.size() < 2 || parts[0] == "cvt" || parts[0] == "setp" || parts[0] == "set")
    return false;
  auto last = typeNamed(parts.back());
  if (!last || typeKind(*last) != TypeKind::Float) return false;
  for (const InstructionRow& row : instructionTable())
    if (isFloatFamily(row.semantics) && splitDots(row.spelling)[0] == parts[0]) return true;
  return false;
}

// The forms of an opcode, for saying which ones there are: "add, add.{rnd}, add.cc".
std::string formsOf(std::string_view base) {
  std::string out;
  for (const InstructionRow& row : instructionTable()) {
    if (splitDots(row.spelling)[0] != base) continue;
    if (!out.empty()) out += ", ";
    out += row.spelling;
  }
  return out;
}

// The modifiers the PTX ISA (9.0) gives the opcodes whose every form the
// table does not have, so that a word outside them is no PTX (ptxas:
// "Unknown modifier", "Illegal modifier"), not a form we lack. ld's and st's
// cache, eviction and order qualifiers are gone by then (takeMemoryQualifiers).
struct ModifierWords {
  std::string_view opcode;
  std::initializer_list<std::string_view> words;
  bool types = false;  // and the type names
};

const ModifierWords* modifierWordsOf(std::string_view opcode) {
  static const ModifierWords kWords[] = {
      {"bra", {"uni"}},
      {"ret", {"uni"}},
      {"exit", {}},
      {"trap", {}},
      {"brkpt", {}},
      {"setp",
       {"eq",  "ne",  "lt",  "le",  "gt",  "ge",  "lo",  "ls", "hi",  "hs",  "equ",   "neu",
        "ltu", "leu", "gtu", "geu", "num", "nan", "and", "or", "xor", "ftz", "u16x2", "s16x2"},
       true},
      {"set",
       {"eq",  "ne",  "lt",  "le",  "gt",  "ge",  "lo",  "ls",  "hi", "hs",  "equ",
        "neu", "ltu", "leu", "gtu", "geu", "num", "nan", "and", "or", "xor", "ftz"},
       true},
      {"ld",
       {"global", "shared", "local", "const", "param", "shared::cta", "shared::cluster",
        "param::entry", "param::func", "unified", "v2", "v4", "v8", "b128"},
       true},
      {"st",
       {"global", "shared", "local", "param", "shared::cta", "shared::cluster", "param::func", "v2",
        "v4", "v8", "b128"},
       true},
  };
  for (const ModifierWords& entry : kWords)
    if (entry.opcode == opcode) return &entry;
  return nullptr;
}

// Why an opcode no row matches is invalid PTX rather than a form we lack: a
// modifier its opcode never takes, two that never go together, or a form
// newer than the module's target or version; "" when none of these is known.
std::string invalidFormProblem(std::string_view opcode, const std::vector<std::string_view>& parts,
                               const Module& module) {
  auto has = [&](std::string_view word) {
    return std::find(parts.begin() + 1, parts.end(), word) != parts.end();
  };
  const std::string_view base = parts[0];
  if ((base == "add" || base == "sub") && has("cc") && has("sat"))
    return fmt::format("'{}' is invalid: modifier '.cc' cannot be combined with '.sat'", opcode);
  if (base == "st" && has("const"))
    return fmt::format("'{}' is invalid: st does not write the .const state space (ld reads it)",
                       opcode);
  // ptxas 13: "Feature 'atom instruction with vector types' requires .target
  // sm_90 or higher" and "... requires PTX ISA .version 8.1 or later".
  const bool vector = has("v2") || has("v4") || has("v8");
  if ((base == "atom" || base == "red") && vector) {
    if (targetSm(module.target) < 90)
      return fmt::format("'{}' (an atomic on a vector) needs .target sm_90 or higher", opcode);
    if (versionBefore(module, 8, 1))
      return fmt::format("'{}' (an atomic on a vector) needs PTX ISA .version 8.1 or later",
                         opcode);
  }
  // ptxas 13: "Unexpected instruction types specified for 'sub'" (add has the pairs, sub not).
  if (base == "sub" && (has("u16x2") || has("s16x2")))
    return fmt::format("'{}' is invalid: add takes .u16x2 and .s16x2, sub no such type", opcode);
  // ptxas 13: "Illegal modifier '.relu' for instruction 'max' with type '.u16x2'".
  if ((base == "min" || base == "max") && has("relu") && has("u16x2"))
    return fmt::format("'{}' is invalid: .relu takes signed types (.s32, .s16x2), not .u16x2",
                       opcode);
  // ptxas 13: "Feature 'cvt with .e4m3x2/.e5m2x2' requires .target sm_90".
  if (base == "cvt" && (has("e4m3x2") || has("e5m2x2")) && targetSm(module.target) < 89)
    return fmt::format("'{}' (a conversion to or from 8-bit floats) needs .target sm_90 or higher",
                       opcode);
  // Every form of them has a row (ptxas 13: "'.satfinite' modifier required",
  // "Illegal rounding modifier", "Illegal modifier '.ftz'").
  if (base == "cvt" && (has("e4m3x2") || has("e5m2x2")))
    return fmt::format(
        "'{}' is invalid: its modifiers and types are none of the 8-bit float pairs' forms "
        "(cvt.rn.satfinite{{.relu}}.e4m3x2/.e5m2x2.f32/.f16x2, "
        "cvt.rn{{.relu}}.f16x2.e4m3x2/.e5m2x2)",
        opcode);
  if ((base == "ld" || base == "st") && has("v8") && versionBefore(module, 8, 8))
    return fmt::format("'{}' is invalid: a 256-bit vector load or store needs PTX ISA .version 8.8",
                       opcode);
  const ModifierWords* words = modifierWordsOf(base);
  if (!words) return "";
  for (size_t i = 1; i < parts.size(); ++i) {
    const std::string_view word = parts[i];
    if (std::find(words->words.begin(), words->words.end(), word) != words->words.end()) continue;
    if (words->types && typeNamed(word)) continue;
    if (base == "ld" || base == "st")
      return fmt::format(
          "invalid modifier '.{}' for '{}': it takes a state space, a vector (.v2, "
          ".v4, .v8) and a type",
          word, base);
    return fmt::format("invalid modifier '.{}' for '{}'", word, base);
  }
  return "";
}

// The families the simulator leaves out (docs/ptx.md, "Not modelled"), by an
// opcode's first words: what to call them; "" for the others.
std::string_view unsupportedFamily(std::string_view opcode) {
  struct Family {
    std::string_view prefix, what;
  };
  static constexpr Family kFamilies[] = {
      {"wgmma", "tensor cores"},
      {"movmatrix", "tensor cores"},
      {"tcgen05", "tensor cores"},
      {"cp.async.bulk.tensor", "TMA and bulk copies"},
      {"tensormap", "TMA and bulk copies"},
      {"clusterlaunchcontrol", "clusters"},
  };
  for (const Family& family : kFamilies)
    if (opcode == family.prefix ||
        (opcode.starts_with(family.prefix) && opcode[family.prefix.size()] == '.'))
      return family.what;
  return "";
}

}  // namespace

bool Parser::takeMemoryQualifiers(std::vector<std::string_view>& parts, const PtxToken& at,
                                  Instruction& instruction) {
  using M = MemoryQualifiers;
  M& m = instruction.memory;
  const bool load = parts[0] == "ld";
  std::vector<std::string_view> kept{parts[0]};
  auto illegal = [&](std::string_view word) {
    error(at, "invalid-modifier",
          fmt::format("'{}': modifier '.{}' is invalid for '{}'", instruction.opcode(), word,
                      parts[0]));
    return false;
  };
  for (size_t i = 1; i < parts.size(); ++i) {
    const std::string_view word = parts[i];
    std::optional<M::Cache> cache;
    if (word == "ca") cache = M::Cache::Ca;
    if (word == "cg") cache = M::Cache::Cg;
    if (word == "cs") cache = M::Cache::Cs;
    if (word == "lu") cache = M::Cache::Lu;
    if (word == "cv") cache = M::Cache::Cv;
    if (word == "wb") cache = M::Cache::Wb;
    if (word == "wt") cache = M::Cache::Wt;
    std::optional<M::Eviction> eviction;
    std::string_view level;
    if (word.starts_with("L1::") || word.starts_with("L2::")) {
      level = word.substr(0, 2);
      const std::string_view what = word.substr(4);
      if (what == "evict_normal") eviction = M::Eviction::Normal;
      if (what == "evict_unchanged") eviction = M::Eviction::Unchanged;
      if (what == "evict_first") eviction = M::Eviction::First;
      if (what == "evict_last") eviction = M::Eviction::Last;
      if (what == "no_allocate") eviction = M::Eviction::NoAllocate;
    }
    std::optional<M::Order> order;
    if (word == "weak") order = M::Order::Weak;
    if (word == "volatile") order = M::Order::Volatile;
    if (word == "relaxed") order = M::Order::Relaxed;
    if (word == "acquire") order = M::Order::Acquire;
    if (word == "release") order = M::Order::Release;
    std::optional<M::Scope> scope;
    if (word == "cta") scope = M::Scope::Cta;
    if (word == "cluster") scope = M::Scope::Cluster;
    if (word == "gpu") scope = M::Scope::Gpu;
    if (word == "sys") scope = M::Scope::Sys;
    if (cache) {
      const bool fits = load ? *cache <= M::Cache::Cv
                             : *cache == M::Cache::Wb || *cache == M::Cache::Wt ||
                                   *cache == M::Cache::Cg || *cache == M::Cache::Cs;
      if (!fits) return illegal(word);
      if (m.cache != M::Cache::None) {
        error(at, "invalid-modifier",
              fmt::format("'{}' has two cache operations: one of .ca, .cg, .cs, .lu, .cv "
                          "(ld) or .wb, .cg, .cs, .wt (st)",
                          instruction.opcode()));
        return false;
      }
      m.cache = *cache;
    } else if (word == "nc") {
      if (!load) return illegal(word);
      m.nonCoherent = true;
    } else if (eviction && level == "L1") {
      if (m.l1 != M::Eviction::None) {
        error(at, "invalid-modifier",
              fmt::format("'{}' has two .L1 eviction priorities", instruction.opcode()));
        return false;
      }
      m.l1 = *eviction;
    } else if (eviction && level == "L2" && *eviction != M::Eviction::NoAllocate &&
               *eviction != M::Eviction::Unchanged) {
      // ptxas 13: "Instruction 'ld' requires '.v8.b32/.v4.b64' type with
      // '.L2::evict_last' modifier", a 256-bit access of sm_100 and PTX ISA 8.8.
      error(at, "invalid-modifier",
            fmt::format("'{}': '.{}' needs a 256-bit access (.v8.b32, .v4.b64) of sm_100, "
                        "beyond sm_90",
                        instruction.opcode(), word));
      return false;
    } else if (word == "L2::64B" || word == "L2::128B" || word == "L2::256B") {
      if (!load) return illegal(word);
      if (m.prefetchBytes != 0) {
        error(at, "invalid-modifier",
              fmt::format("'{}' has two .L2 prefetch sizes", instruction.opcode()));
        return false;
      }
      m.prefetchBytes = word == "L2::64B" ? 64 : word == "L2::128B" ? 128 : 256;
    } else if (word == "L2::cache_hint") {
      m.cacheHint = true;
    } else if (order) {
      if ((load && *order == M::Order::Release) || (!load && *order == M::Order::Acquire))
        return illegal(word);
      if (m.order != M::Order::None) {
        error(at, "invalid-modifier",
              fmt::format("'{}' has two memory orders", instruction.opcode()));
        return false;
      }
      m.order = *order;
    } else if (scope) {
      if (m.scope != M::Scope::None) return illegal(word);
      m.scope = *scope;
    } else if (word == "mmio") {
      m.mmio = true;
    } else if (word.find("::") != std::string_view::npos) {
      return illegal(word);
    } else {
      kept.push_back(word);
    }
  }
  parts = std::move(kept);
  return true;
}

bool Parser::checkMemoryQualifiers(const Instruction& instruction, const PtxToken& at) {
  using M = MemoryQualifiers;
  const M& m = instruction.memory;
  auto conflict = [&](std::string_view a, std::string_view b) {
    error(at, "invalid-modifier",
          fmt::format("'{}': '.{}' cannot be combined with '.{}'", instruction.opcode(), a, b));
    return false;
  };
  constexpr std::string_view kCacheNames[] = {"", "ca", "cg", "cs", "lu", "cv", "wb", "wt"};
  constexpr std::string_view kOrderNames[] = {"",        "weak",    "volatile", "relaxed",
                                              "acquire", "release", "mmio"};
  const std::string_view cache = kCacheNames[static_cast<size_t>(m.cache)];
  const std::string_view order = kOrderNames[static_cast<size_t>(m.order)];
  if (m.nonCoherent && instruction.space != StateSpace::Global) {
    error(at, "invalid-modifier",
          fmt::format("'{}': '.nc' reads the .global space only", instruction.opcode()));
    return false;
  }
  if (m.nonCoherent && (m.cache == M::Cache::Lu || m.cache == M::Cache::Cv)) {
    error(at, "invalid-modifier",
          fmt::format("'{}': ld.nc takes the cache operations .ca, .cg and .cs, not .{}",
                      instruction.opcode(), cache));
    return false;
  }
  if (m.nonCoherent && m.order != M::Order::None && m.order != M::Order::Weak)
    return conflict(order, "nc");
  if (m.l1 != M::Eviction::None && m.cache != M::Cache::None)
    return conflict("L1 eviction priority", cache);
  if (m.l1 != M::Eviction::None && m.order == M::Order::Volatile)
    return conflict("L1 eviction priority", order);
  const bool strong = m.order == M::Order::Volatile || m.order == M::Order::Relaxed ||
                      m.order == M::Order::Acquire || m.order == M::Order::Release;
  if (strong && m.cache != M::Cache::None) return conflict(order, cache);
  // ptxas 13: "Modifier '.volatile' cannot be applied to '.local' space".
  if (strong && (instruction.space == StateSpace::Local || instruction.space == StateSpace::Const ||
                 instruction.space == StateSpace::Param)) {
    error(at, "invalid-modifier",
          fmt::format("'{}': '.{}' cannot be applied to the .{} space", instruction.opcode(), order,
                      stateSpaceName(instruction.space)));
    return false;
  }
  const bool scoped =
      m.order == M::Order::Relaxed || m.order == M::Order::Acquire || m.order == M::Order::Release;
  if (scoped && m.scope == M::Scope::None) {
    error(at, "invalid-modifier",
          fmt::format("'{}': '.{}' needs a scope: .cta, .cluster, .gpu or .sys",
                      instruction.opcode(), order));
    return false;
  }
  if (!scoped && m.scope != M::Scope::None) {
    error(at, "invalid-modifier",
          fmt::format("'{}': a scope goes with .relaxed, .acquire or .release",
                      instruction.opcode()));
    return false;
  }
  if (m.mmio && !(m.order == M::Order::Relaxed && m.scope == M::Scope::Sys)) {
    error(at, "invalid-modifier",
          fmt::format("'{}': '.mmio' goes with '.relaxed.sys'", instruction.opcode()));
    return false;
  }
  // ptxas 13: "Modifier '.L2::256B' requires .target sm_80 or higher".
  if (m.prefetchBytes == 256 && targetSm(module_.target) != 0 && targetSm(module_.target) < 80) {
    error(at, "bad-target",
          fmt::format("'{}': '.L2::256B' needs .target sm_80 or higher", instruction.opcode()));
    return false;
  }
  if (m.scope == M::Scope::Cluster && module_.target < std::string_view("sm_90")) {
    error(at, "bad-target",
          fmt::format("'{}': scope .cluster needs target sm_90", instruction.opcode()));
    return false;
  }
  return true;
}

bool Parser::matchOpcode(std::string_view opcode, const PtxToken& at, Instruction& instruction) {
  std::vector<std::string_view> parts = splitDots(opcode);
  if ((parts[0] == "ld" || parts[0] == "st") && !takeMemoryQualifiers(parts, at, instruction))
    return false;
  const bool copyAsync =
      parts[0] == "cp" && parts.size() > 1 && (parts[1] == "async" || parts[1] == "reduce");
  if (parts[0] == "atom" || parts[0] == "red" || copyAsync) {
    // A cache policy after the operands (ptxas 13's rules); no caches in the
    // simulator, so checkOperands drops it once checked. cp.async's is the
    // last operand too, after src-size where there is one.
    auto hint = std::find(parts.begin() + 1, parts.end(), "L2::cache_hint");
    if (hint != parts.end()) {
      auto has = [&](std::string_view word) {
        return std::find(parts.begin() + 1, parts.end(), word) != parts.end();
      };
      if (targetSm(module_.target) != 0 && targetSm(module_.target) < 80) {
        error(at, "bad-target",
              fmt::format("'{}': '.L2::cache_hint' needs .target sm_80 or higher", opcode));
        return false;
      }
      if (versionBefore(module_, 7, 4)) {
        error(at, "bad-version",
              fmt::format("'{}': '.L2::cache_hint' needs PTX ISA .version 7.4 or later", opcode));
        return false;
      }
      if (has("cas")) {
        error(at, "bad-modifier",
              fmt::format("'{}' is invalid: atom.cas takes no '.L2::cache_hint'", opcode));
        return false;
      }
      if (!copyAsync && (has("shared") || has("shared::cta") || has("shared::cluster"))) {
        error(at, "state-space",
              fmt::format("'{}' is invalid: '.L2::cache_hint' cannot be applied to the .shared "
                          "state space",
                          opcode));
        return false;
      }
      parts.erase(hint);
      instruction.memory.cacheHint = true;
    }
  }
  // A vector atomic's vector and type may come anywhere after the opcode
  // (ptxas 13 takes `atom.global.v2.f32.add`); the rows spell them last.
  if ((parts[0] == "atom" || parts[0] == "red") &&
      std::any_of(parts.begin() + 1, parts.end(),
                  [](std::string_view p) { return p == "v2" || p == "v4" || p == "v8"; })) {
    std::vector<std::string_view> vector, types;
    std::vector<std::string_view> rest{parts[0]};
    for (size_t i = 1; i < parts.size(); ++i) {
      if (parts[i] == "v2" || parts[i] == "v4" || parts[i] == "v8")
        vector.push_back(parts[i]);
      else if (typeNamed(parts[i]))
        types.push_back(parts[i]);
      else
        rest.push_back(parts[i]);
    }
    rest.insert(rest.end(), vector.begin(), vector.end());
    rest.insert(rest.end(), types.begin(), types.end());
    parts = std::move(rest);
  }
  // ptxas 13 takes `.sync` after the mode too (`vote.ballot.sync.b32`, as
  // CUB writes it; `shfl.down.sync.b32`); the table spells it first.
  if ((parts[0] == "vote" || parts[0] == "shfl") && parts.size() > 2 && parts[2] == "sync")
    std::swap(parts[1], parts[2]);
  // ptxas 13 takes an integer min/max's .relu after its type too, and again
  // (`max.s32.relu`, `min.s16x2.relu.relu`): CUDA 13's DPX intrinsics
  // (__vimax3_s32_relu, __vimax_s16x2_relu, ...) write the type first. The
  // table spells `min.relu.s32`; a float type keeps its own order (its rows).
  if ((parts[0] == "min" || parts[0] == "max") && parts.size() > 2 &&
      std::find(parts.begin() + 2, parts.end(), "relu") != parts.end() &&
      std::none_of(parts.begin() + 1, parts.end(), [](std::string_view p) {
        const auto type = typeNamed(p);
        return type && typeKind(*type) == TypeKind::Float;
      })) {
    std::vector<std::string_view> rest{parts[0], "relu"};
    for (size_t i = 1; i < parts.size(); ++i)
      if (parts[i] != "relu") rest.push_back(parts[i]);
    parts = std::move(rest);
  }
  // ptxas 13 takes a surface instruction's clamp mode before or after its type
  // (`suld.b.2d.b32.trap`, as nvcc writes it, and `suld.b.2d.trap.b32`); the
  // rows spell it before.
  if (parts[0] == "suld" || parts[0] == "sust" || parts[0] == "sured") {
    auto clamp = std::find_if(parts.begin() + 1, parts.end(), [](std::string_view p) {
      return p == "trap" || p == "clamp" || p == "zero";
    });
    auto firstType = std::find_if(parts.begin() + 1, parts.end(),
                                  [](std::string_view p) { return typeNamed(p).has_value(); });
    if (clamp != parts.end() && firstType < clamp) std::rotate(firstType, clamp, clamp + 1);
  }
  if (isVideoOpcode(parts[0])) return matchVideoOpcode(opcode, at, instruction);
  if (parts[0] == "wmma" || parts[0] == "mma" || parts[0] == "ldmatrix" || parts[0] == "stmatrix" ||
      isAsyncTensorOpcode(opcode))
    return matchMatrixOpcode(opcode, at, instruction);
  if (std::string_view family = unsupportedFamily(opcode); !family.empty()) {
    error(at, "unsupported-instruction",
          fmt::format("'{}' is not supported: the simulator does not model {}", opcode, family));
    return false;
  }
  const InstructionRow* typeMismatch = nullptr;
  std::string typeProblem;
  std::string_view missingModifier;
  bool known = false;
  for (const InstructionRow& row : instructionTable()) {
    // Rows of other opcodes, without splitting their spelling: most of them.
    const std::string_view base = parts[0];
    if (!row.spelling.starts_with(base) ||
        (row.spelling.size() > base.size() && row.spelling[base.size()] != '.'))
      continue;
    std::vector<std::string_view> spelling = splitDots(row.spelling);
    if (spelling[0] != parts[0]) continue;
    known = true;
    Instruction candidate = instruction;
    size_t i = 1;
    bool matches = true;
    for (size_t s = 1; s < spelling.size() && matches; ++s) {
      std::string_view want = spelling[s];
      if (want.front() != '{') {
        matches = i < parts.size() && parts[i] == want;
        ++i;
        continue;
      }
      if (want.ends_with("*}")) {
        // Any number of the class's modifiers, in any order (warpFormProblem
        // refuses two of one kind).
        std::string_view modifierClass = want.substr(1, want.size() - 3);
        while (i < parts.size() && inModifierClass(modifierClass, parts[i])) {
          if (auto space = stateSpaceNamed(parts[i])) candidate.space = *space;
          ++i;
        }
        continue;
      }
      bool optional = want.ends_with("?}");
      std::string_view modifierClass = want.substr(1, want.size() - (optional ? 3 : 2));
      if (i < parts.size() && inModifierClass(modifierClass, parts[i])) {
        std::string_view word = parts[i++];
        if (modifierClass == "cmp") candidate.compare = *compareNamed(word);
        if (modifierClass == "rnd" || modifierClass == "cvtrnd")
          candidate.rounding = static_cast<Rounding>(std::string_view("nzmp").find(word[1]));
        candidate.floatModifiers |= floatModifierBit(modifierClass, word);
        if (modifierClass != "membar" && stateSpaceNamed(word))
          candidate.space = *stateSpaceNamed(word);
        if (modifierClass == "vec" || modifierClass == "avec")
          candidate.vectorWidth = word == "v2" ? 2 : word == "v4" ? 4 : 8;
      } else {
        matches = optional;
        // Only types left where a required modifier goes: it is missing
        // (`fma.f32`, `setp.u32`), which ptxas calls an error of its own.
        bool onlyTypes = i < parts.size() && std::all_of(parts.begin() + static_cast<ptrdiff_t>(i),
                                                         parts.end(), [](std::string_view part) {
                                                           return typeNamed(part).has_value();
                                                         });
        if (!optional && onlyTypes && missingModifier.empty()) missingModifier = modifierClass;
      }
    }
    if (!matches) continue;
    std::vector<Type> types;
    for (; i < parts.size(); ++i) {
      auto type = typeNamed(parts[i]);
      if (!type) break;
      types.push_back(*type);
    }
    if (i < parts.size()) continue;  // a modifier this row does not have
    size_t wanted = row.types == 0 ? 0 : row.sourceTypes == 0 ? 1 : 2;
    if (types.size() != wanted) {
      typeMismatch = &row;
      typeProblem = wanted == 0   ? "takes no type"
                    : wanted == 1 ? fmt::format("needs one type: {}", typeList(row.types))
                                  : "needs two types, the result's and the source's";
      continue;
    }
    if (wanted >= 1 && !contains(row.types, types[0])) {
      typeMismatch = &row;
      typeProblem = fmt::format("takes {}, not .{}", typeList(row.types), typeName(types[0]));
      continue;
    }
    if (wanted == 2 && !contains(row.sourceTypes, types[1])) {
      typeMismatch = &row;
      typeProblem = row.semantics == Semantics::Cvt
                        ? fmt::format("converts from {}, not .{}", typeList(row.sourceTypes),
                                      typeName(types[1]))
                        : fmt::format("takes {} as its second type, not .{}",
                                      typeList(row.sourceTypes), typeName(types[1]));
      continue;
    }
    candidate.row = &row;
    if (wanted >= 1) candidate.type = types[0];
    if (wanted == 2) candidate.sourceType = types[1];
    instruction = std::move(candidate);
    break;
  }
  if (!instruction.row) {
    if (std::string problem = known ? invalidFormProblem(opcode, parts, module_) : "";
        !problem.empty()) {
      error(at, "bad-modifier", problem);
    } else if (typeMismatch) {
      // The opcode without its type suffixes (two for cvt, dp4a, set, slct).
      std::string_view spelled = opcode.substr(0, opcode.rfind('.'));
      if (typeMismatch->sourceTypes) spelled = spelled.substr(0, spelled.rfind('.'));
      error(at, "bad-type", fmt::format("invalid type: '{}' {}", spelled, typeProblem));
    } else if (!missingModifier.empty()) {
      error(at, "missing-modifier",
            fmt::format("'{}' needs {}", opcode, modifierClassDescription(missingModifier)));
    } else if (known && refusedAsInvalid(opcode)) {
      // Every valid form of the warp family's opcodes has a row.
      const bool legacy = (parts[0] == "shfl" || parts[0] == "vote") &&
                          std::find(parts.begin(), parts.end(), "sync") == parts.end();
      auto wrongSpace = std::find_if(parts.begin() + 1, parts.end(), [](std::string_view p) {
        return p == "local" || p == "const" || p == "param";
      });
      if (legacy) {
        error(at, "bad-modifier",
              fmt::format("'{}' is invalid on sm_70 and later: it needs .sync ({}.sync...)", opcode,
                          parts[0]));
      } else if (wrongSpace != parts.end() && parts[0] != "ld") {
        error(at, "state-space",
              fmt::format("'{}' is invalid: '{}' does not take the state space .{}", opcode,
                          parts[0], *wrongSpace));
      } else {
        error(at, "bad-modifier",
              fmt::format("'{}' is invalid: it needs one of the forms of '{}': {}", opcode,
                          parts[0], formsOf(parts[0])));
      }
    } else if (known && floatFormsRefuse(parts)) {
      // A float form with a modifier none of its rows has: ptxas's "Illegal
      // modifier", "Illegal rounding modifier" or "modifier required".
      error(at, "bad-modifier",
            fmt::format("'{}' is invalid: its modifiers are none of a float form of '{}' ({})",
                        opcode, parts[0], formsOf(parts[0])));
    } else if (known && formsAreComplete(parts[0])) {
      // Every form of it is in the table: what is not one is no PTX.
      error(at, "bad-modifier",
            fmt::format("invalid modifier: '{}' is not a form of '{}' (its forms: {})", opcode,
                        parts[0], formsOf(parts[0])));
    } else if (known) {
      error(at, "unsupported-instruction",
            fmt::format("'{}' is not supported yet (the forms of '{}': {})", opcode, parts[0],
                        formsOf(parts[0])));
    } else if (isPtxOpcode(parts[0])) {
      error(at, "unsupported-instruction", fmt::format("'{}' is not supported yet", parts[0]));
    } else {
      error(at, "unknown-instruction", fmt::format("unknown instruction '{}'", parts[0]));
    }
    return false;
  }
  const InstructionRow& row = *instruction.row;
  if ((row.semantics == Semantics::Load || row.semantics == Semantics::Store) &&
      !checkMemoryQualifiers(instruction, at))
    return false;
  if ((row.semantics == Semantics::Cvta || row.semantics == Semantics::CvtaTo) &&
      typeBits(instruction.type) == 32) {
    error(at, "address-size",
          fmt::format("'{}' converts 32-bit addresses: ptxas 13 compiles 64-bit addresses only "
                      "(type .u64)",
                      opcode));
    return false;
  }
  if (instruction.row->spelling.ends_with(".xorsign.abs"))
    instruction.floatModifiers |= float_modifier::kXorsignAbs;
  if (row.semantics == Semantics::ConvertFp8 && row.spelling.find(".relu.") != std::string::npos)
    instruction.floatModifiers |= float_modifier::kRelu;  // written before .satfinite
  if (std::string problem =
          floatFormProblem(row.semantics, opcode, instruction.type, instruction.sourceType,
                           instruction.floatModifiers, instruction.rounding, instruction.compare);
      !problem.empty()) {
    error(at, "bad-modifier", problem);
    return false;
  }
  if (std::string problem = warpFormProblem(row, opcode, instruction.type); !problem.empty()) {
    error(at, "bad-modifier", problem);
    return false;
  }
  if (uint32_t needs = minimumTarget(opcode); needs != 0 && module_.target.starts_with("sm_")) {
    uint32_t sm = 0;
    for (char c : std::string_view(module_.target).substr(3)) {
      if (c < '0' || c > '9') break;
      sm = sm * 10 + static_cast<uint32_t>(c - '0');
    }
    if (sm < needs) {
      error(at, "bad-target", fmt::format("'{}' needs target sm_{} or later", opcode, needs));
      return false;
    }
  }
  if (module_.target.starts_with("sm_")) {
    const auto sm = static_cast<uint32_t>(std::atoi(module_.target.c_str() + 3));
    if (std::string problem =
            floatTargetProblem(row.semantics, opcode, instruction.type, instruction.sourceType,
                               instruction.floatModifiers, sm);
        !problem.empty()) {
      error(at, "bad-target", problem);
      return false;
    }
  }
  if (row.semantics == Semantics::Setp && !compareFits(instruction.compare, instruction.type)) {
    error(at, "bad-type",
          fmt::format("invalid type: '{}': comparison .{} does not apply to .{} values", opcode,
                      parts[1], typeName(instruction.type)));
    return false;
  }
  const bool atomic = row.spelling.starts_with("atom.") || row.spelling.starts_with("red.");
  if (atomic && instruction.vectorWidth > 1) {
    if (targetSm(module_.target) != 0 && targetSm(module_.target) < 90) {
      error(at, "bad-target",
            fmt::format("'{}' (an atomic on a vector) needs .target sm_90 or higher", opcode));
      return false;
    }
    if (versionBefore(module_, 8, 1)) {
      error(
          at, "bad-version",
          fmt::format("'{}' (an atomic on a vector) needs PTX ISA .version 8.1 or later", opcode));
      return false;
    }
    // ptxas 13: "Vector type too large, exceeds 128 bit limit", "State space
    // incorrect for feature 'atom instruction with vector types'".
    if (instruction.vectorWidth * typeBits(instruction.type) > 128) {
      error(at, "bad-modifier",
            fmt::format("'{}' is invalid: a vector atomic moves at most 128 bits (.v8 of a "
                        "16-bit type, .v4 of a 32-bit one)",
                        opcode));
      return false;
    }
    if (instruction.space != StateSpace::Global && instruction.space != StateSpace::Generic) {
      error(at, "state-space",
            fmt::format("'{}' is invalid: a vector atomic takes the .global state space (or a "
                        "generic address), not .{}",
                        opcode, stateSpaceName(instruction.space)));
      return false;
    }
  }
  if (instruction.vectorWidth * typeBits(instruction.type) > 128 && versionBefore(module_, 8, 8)) {
    error(at, "bad-version",
          fmt::format("'{}' is invalid: a 256-bit vector load or store needs PTX ISA .version 8.8",
                      opcode));
    return false;
  }
  if (instruction.vectorWidth * typeBits(instruction.type) > 128) {
    error(at, "unsupported-instruction",
          fmt::format("'{}' moves {} bits: wider than 128 is not supported yet", opcode,
                      instruction.vectorWidth * typeBits(instruction.type)));
    return false;
  }
  // ptxas 13: `mad.cc` and `madc` need PTX ISA 3.0 and sm_20
  // (reference/ptx-integer-study.md A4).
  bool multiplyCarry = row.carry != Carry::None &&
                       (row.semantics == Semantics::MadLo || row.semantics == Semantics::MadHi);
  if (multiplyCarry && versionBefore(module_, 3, 0)) {
    error(at, "bad-version", fmt::format("'{}' needs PTX ISA version 3.0 or later", opcode));
    return false;
  }
  if (multiplyCarry && module_.target.starts_with("sm_1")) {
    error(at, "bad-target", fmt::format("'{}' needs target sm_20 or later", opcode));
    return false;
  }
  bool carry64 = row.carry != Carry::None && typeBits(instruction.type) == 64;
  if (carry64 && versionBefore(module_, 4, 3)) {
    error(at, "bad-version",
          fmt::format("'{}' (64-bit carry) needs PTX ISA version 4.3 or later", opcode));
    return false;
  }
  return checkRequirements(opcode, at, instruction);
}

// A video instruction (video.hpp): its types and modifiers in any order, read
// by readVideoForm; its row is its opcode's one.
bool Parser::matchVideoOpcode(std::string_view opcode, const PtxToken& at,
                              Instruction& instruction) {
  VideoForm form;
  if (std::string problem = readVideoForm(opcode, form); !problem.empty()) {
    error(at, "bad-modifier", problem);
    return false;
  }
  const std::string_view base = opcode.substr(0, opcode.find('.'));
  for (const InstructionRow& row : instructionTable()) {
    if (row.spelling != base) continue;
    instruction.row = &row;
    instruction.type = form.dSigned ? Type::S32 : Type::U32;
    instruction.sourceType = form.aSigned ? Type::S32 : Type::U32;
    return true;
  }
  error(at, "unsupported-instruction", fmt::format("'{}' is not supported yet", base));
  return false;
}

// The int helper's checks (issue 27): set's comparison against its source
// type, cvt.sat where it can saturate, and the target and version a row needs.
bool Parser::checkRequirements(std::string_view opcode, const PtxToken& at,
                               const Instruction& instruction) {
  const InstructionRow& row = *instruction.row;
  if (row.semantics == Semantics::Set &&
      !compareFits(instruction.compare, instruction.sourceType)) {
    error(at, "bad-type",
          fmt::format("invalid type: '{}': comparison .{} does not apply to .{} values", opcode,
                      splitDots(opcode)[1], typeName(instruction.sourceType)));
    return false;
  }
  if (row.semantics == Semantics::Cvt && row.spelling == "cvt.sat" &&
      !saturationApplies(instruction.type, instruction.sourceType)) {
    error(at, "bad-modifier",
          fmt::format("invalid modifier .sat in '{}': every .{} value fits .{}", opcode,
                      typeName(instruction.sourceType), typeName(instruction.type)));
    return false;
  }
  const RowRequirement need = requirementOf(row, instruction.type);
  const uint32_t sm = targetSm(module_.target);
  // ptxas 13: "Feature 'cvt with .e4m3x2/.e5m2x2 on sm_89' requires PTX ISA
  // .version 8.1 or later" (sm_90 has them from 7.8, as it has everything).
  // ptxas 13: "Instruction 'atom.cas.b128.global' requires .target sm_90".
  if (row.semantics == Semantics::Atom && instruction.type == Type::B128 && sm != 0 && sm < 90) {
    error(at, "bad-target", fmt::format("'{}' requires .target sm_90 or higher", opcode));
    return false;
  }
  if (instruction.type == Type::B128 && versionBefore(module_, 8, 3)) {
    error(at, "bad-version",
          fmt::format("'{}' (type .b128) needs PTX ISA version 8.3 or later", opcode));
    return false;
  }
  if (row.semantics == Semantics::ConvertFp8 && sm != 0 && sm < 89) {
    error(
        at, "bad-target",
        fmt::format("'{}' (a conversion to or from 8-bit floats) requires .target sm_90 or higher",
                    opcode));
    return false;
  }
  if (row.semantics == Semantics::ConvertFp8 && sm == 89 && versionBefore(module_, 8, 1)) {
    error(at, "bad-version",
          fmt::format("'{}' on sm_89 needs PTX ISA version 8.1 or later", opcode));
    return false;
  }
  if (std::string problem = targetProblem(need, opcode, "", module_.target); !problem.empty()) {
    error(at, "bad-target", problem);
    return false;
  }
  if (versionBefore(module_, need.ptxMajor, need.ptxMinor)) {
    error(at, "bad-version",
          fmt::format("'{}' needs PTX ISA version {}.{} or later", opcode, need.ptxMajor,
                      need.ptxMinor));
    return false;
  }
  return true;
}

}  // namespace gpuasm::ptx
