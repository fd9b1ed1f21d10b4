// The asynchronous tensor instructions of sm_90 and sm_100: wgmma (PTX ISA 9.7.15), tcgen05
// (9.7.16), the tensor copies of TMA (9.7.9.25.5), tensormap (9.7.9.26), setmaxnreg (9.7.17.1),
// movmatrix (9.7.14.5.17) and the tensormap proxy fences (9.7.13.4). One row an operation
// (isa.cpp: "wgmma.mma_async", "tcgen05.ld", "cp.async.bulk.tensor"); its words are read here in
// any order, as ptxas 13 reads them, and its operands checked by operation.
#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "targets/ptx/parser.hpp"
#include "targets/ptx/tensor_elements.hpp"

namespace gpuasm::ptx {
namespace {

using tensor::Element;
using tensor::elementNamed;

// Which targets take an operation (ptxas 13: "Instruction 'wgmma.fence' not supported on
// .target 'sm_90'"): any from sm_NN, sm_90a alone, any `a`/`f` target from sm_90, or the
// sm_100 family's (sm_100, sm_103, sm_110 with `a` or `f`).
enum class Targets : uint8_t { From, Sm90a, ArchSpecific, Sm100Family };

struct AsyncRule {
  std::string_view operation;  // the row's spelling
  Targets targets;
  uint32_t sm, major, minor;
};
constexpr AsyncRule kAsyncRules[] = {
    {"wgmma.fence", Targets::Sm90a, 90, 8, 0},
    {"wgmma.commit_group", Targets::Sm90a, 90, 8, 0},
    {"wgmma.wait_group", Targets::Sm90a, 90, 8, 0},
    {"wgmma.mma_async", Targets::Sm90a, 90, 8, 0},
    {"setmaxnreg", Targets::ArchSpecific, 90, 8, 0},
    {"cp.async.bulk.tensor", Targets::From, 90, 8, 0},
    {"cp.reduce.async.bulk.tensor", Targets::From, 90, 8, 0},
    {"cp.async.bulk.prefetch.tensor", Targets::From, 90, 8, 0},
    {"tensormap.replace", Targets::ArchSpecific, 90, 8, 3},
    {"tensormap.cp_fenceproxy", Targets::From, 90, 8, 3},
    {"fence.proxy.tensormap::generic", Targets::From, 90, 8, 3},
    {"movmatrix", Targets::From, 75, 7, 8},
    {"tcgen05.alloc", Targets::Sm100Family, 100, 8, 6},
    {"tcgen05.dealloc", Targets::Sm100Family, 100, 8, 6},
    {"tcgen05.relinquish_alloc_permit", Targets::Sm100Family, 100, 8, 6},
    {"tcgen05.mma", Targets::Sm100Family, 100, 8, 6},
    {"tcgen05.commit", Targets::Sm100Family, 100, 8, 6},
    {"tcgen05.ld", Targets::Sm100Family, 100, 8, 6},
    {"tcgen05.st", Targets::Sm100Family, 100, 8, 6},
    {"tcgen05.wait", Targets::Sm100Family, 100, 8, 6},
    {"tcgen05.fence", Targets::Sm100Family, 100, 8, 6},
    {"clusterlaunchcontrol.try_cancel", Targets::From, 100, 8, 6},
    {"clusterlaunchcontrol.query_cancel", Targets::From, 100, 8, 6},
};

// The rule of an opcode (its operation's words first: tcgen05's `wait::ld` is `wait`), or null.
const AsyncRule* asyncRuleOf(std::string_view opcode) {
  const AsyncRule* found = nullptr;
  for (const AsyncRule& rule : kAsyncRules) {
    const std::string_view name = rule.operation;
    if (!opcode.starts_with(name) || (opcode.size() > name.size() && opcode[name.size()] != '.' &&
                                      opcode.substr(name.size(), 2) != "::"))
      continue;
    if (!found || name.size() > found->operation.size()) found = &rule;
  }
  return found;
}

struct AsyncForm {
  const AsyncRule* rule = nullptr;
  std::vector<std::string_view> words;  // after the operation's
  // wgmma.mma_async: m64nNkK, d's, a's and b's types.
  size_t n = 0, k = 0;
  std::vector<Element> types;
  bool satfinite = false;
  // TMA: dimensions, a load (global to shared), im2col, multicast, a cache hint.
  size_t dims = 0;
  bool load = false, im2col = false, multicast = false, cacheHint = false;
  // tcgen05.ld/st: registers a thread holds; tcgen05 and tensormap: the cta group, the field.
  size_t registers = 0;
  bool halfSplit = false, ctaGroup = false, twoCtas = false;
  bool clusterAll = false;  // clusterlaunchcontrol.try_cancel's .multicast::cluster::all
  std::string_view field;
};

bool isWord(std::string_view word, std::initializer_list<std::string_view> names) {
  return std::find(names.begin(), names.end(), word) != names.end();
}

// The shapes of wgmma.mma_async (9.7.15.5.1): m64nNk16 (.f16, .bf16), k8 (.tf32), k32 (8-bit
// floats and integers); N a multiple of 8 to 256, integers' N 8, 16, 24 and multiples of 16.
std::string wgmmaProblem(std::string_view opcode, AsyncForm& form, std::string_view shape) {
  if (form.types.size() != 3)
    return fmt::format("'{}' is invalid: wgmma.mma_async takes three types (d's, a's and b's)",
                       opcode);
  const Element d = form.types[0], a = form.types[1], b = form.types[2];
  auto eightBit = [](Element e) { return e == Element::E4M3 || e == Element::E5M2; };
  auto integer = [](Element e) { return e == Element::S8 || e == Element::U8; };
  const bool fits = (a == Element::F16 && b == a && (d == Element::F16 || d == Element::F32)) ||
                    ((a == Element::BF16 || a == Element::TF32) && b == a && d == Element::F32) ||
                    (eightBit(a) && eightBit(b) && (d == Element::F16 || d == Element::F32)) ||
                    (integer(a) && integer(b) && d == Element::S32);
  if (!fits)
    return fmt::format(
        "'{}' is invalid: its types do not go together (d .f16 or .f32 of .f16 or 8-bit "
        "floats, .f32 of .bf16 and .tf32, .s32 of .s8 and .u8; a and b of one type but for "
        "8-bit floats and integers)",
        opcode);
  const size_t k = a == Element::TF32 ? 8 : a == Element::F16 || a == Element::BF16 ? 16 : 32;
  size_t n = 0;
  const bool read = shape.size() > 5 && shape.starts_with("m64n") &&
                    std::sscanf(std::string(shape).c_str(), "m64n%zuk%zu", &n, &form.k) == 2 &&
                    fmt::format("m64n{}k{}", n, form.k) == shape;
  const bool nFits = integer(a) ? n == 8 || n == 16 || n == 24 || (n % 16 == 0 && n <= 256)
                                : n % 8 == 0 && n <= 256;
  if (!read || n == 0 || !nFits || form.k != k)
    return fmt::format(
        "'{}' is invalid: shape .{} is none of wgmma's for these types (m64nNk{}, N {})", opcode,
        shape, k, integer(a) ? "8, 16, 24 or a multiple of 16 to 256" : "a multiple of 8 to 256");
  form.n = n;
  if (form.satfinite && !integer(a))
    return fmt::format("'{}' is invalid: .satfinite is for integer products", opcode);
  return "";
}

// Reads an asynchronous tensor opcode; "" or why it is no form of its operation.
std::string readAsyncForm(std::string_view opcode, AsyncForm& form) {
  form.rule = asyncRuleOf(opcode);
  if (!form.rule) return fmt::format("'{}' is not supported yet", opcode);
  const std::string_view operation = form.rule->operation;
  std::string_view rest = opcode.substr(operation.size());
  if (rest.starts_with("::"))
    rest = rest.substr(2);  // tcgen05.wait::ld, tcgen05.fence::...
  else if (rest.starts_with('.'))
    rest = rest.substr(1);
  for (size_t start = 0; !rest.empty();) {
    const size_t dot = rest.find('.', start);
    form.words.push_back(rest.substr(start, dot - start));
    if (dot == std::string_view::npos) break;
    start = dot + 1;
  }
  bool sync = false, aligned = false;
  std::string_view shape, mode;
  std::vector<std::string_view> spaces;
  size_t counted = 0;
  std::string_view type;
  for (size_t i = 0; i < form.words.size(); ++i) {
    const std::string_view word = form.words[i];
    const bool first = i == 0;
    bool taken = true;
    if (word == "sync" && !sync) {
      sync = true;
    } else if (word == "aligned" && !aligned) {
      aligned = true;
    } else if (isWord(word, {"shared::cluster", "shared::cta", "global"}) && spaces.size() < 2) {
      spaces.push_back(word);
    } else if (word == "L2::cache_hint" && !form.cacheHint) {
      form.cacheHint = true;
    } else if (word == "multicast::cluster" && !form.multicast) {
      form.multicast = true;
    } else if ((word == "cta_group::1" || word == "cta_group::2") && !form.ctaGroup &&
               (operation.starts_with("tcgen05") || operation == "cp.async.bulk.tensor")) {
      form.ctaGroup = true;
      form.twoCtas = word == "cta_group::2";
    } else if (operation.starts_with("clusterlaunchcontrol") &&
               isWord(word, {"async", "mbarrier::complete_tx::bytes", "multicast::cluster::all",
                             "b128", "is_canceled", "get_first_ctaid", "get_first_ctaid::x",
                             "get_first_ctaid::y", "get_first_ctaid::z", "pred", "v4"}) &&
               std::find(form.words.begin(), form.words.begin() + static_cast<ptrdiff_t>(i),
                         word) == form.words.begin() + static_cast<ptrdiff_t>(i)) {
      form.clusterAll |= word == "multicast::cluster::all";
    } else if (operation == "wgmma.mma_async" && elementNamed(word) != Element::None) {
      form.types.push_back(elementNamed(word));
    } else if (operation == "wgmma.mma_async" && word == "satfinite" && !form.satfinite) {
      form.satfinite = true;
    } else if ((operation == "wgmma.mma_async" || operation == "movmatrix") && word[0] == 'm' &&
               shape.empty()) {
      shape = word;
    } else if (operation.starts_with("cp.") && word.size() == 2 && word[1] == 'd' &&
               form.dims == 0 && word[0] >= '1' && word[0] <= '5') {
      form.dims = static_cast<size_t>(word[0] - '0');
    } else if (operation.starts_with("cp.") && isWord(word, {"tile", "im2col", "im2col_no_offs"}) &&
               mode.empty()) {
      mode = word;
      form.im2col = word == "im2col";
    } else if (operation == "cp.async.bulk.tensor" && word == "mbarrier::complete_tx::bytes" &&
               !form.load) {
      form.load = true;
    } else if ((operation == "cp.async.bulk.tensor" ||
                operation == "cp.reduce.async.bulk.tensor") &&
               word == "bulk_group" && counted == 0) {
      counted = 1;
    } else if (operation == "cp.reduce.async.bulk.tensor" &&
               isWord(word, {"add", "min", "max", "inc", "dec", "and", "or", "xor"}) &&
               shape.empty()) {
      shape = word;
    } else if (operation == "cp.async.bulk.prefetch.tensor" && word == "L2" && counted == 0) {
      counted = 1;
    } else if (operation == "setmaxnreg" && isWord(word, {"inc", "dec"}) && shape.empty()) {
      shape = word;
    } else if (isWord(word, {"b16", "b32", "b64", "u32", "s32"}) && type.empty()) {
      type = word;
    } else if (operation == "movmatrix" && word == "trans" && counted == 0) {
      counted = 1;
    } else if (operation == "tensormap.replace" && first && word == "tile") {
      mode = word;
    } else if (operation == "tensormap.replace" && form.field.empty() &&
               isWord(word, {"global_address", "rank", "box_dim", "global_dim", "global_stride",
                             "element_stride", "elemtype", "interleave_layout", "swizzle_mode",
                             "fill_mode"})) {
      form.field = word;
    } else if (operation == "tensormap.replace" && word == "b1024" && counted == 0) {
      counted = 1;
    } else if ((operation == "tensormap.cp_fenceproxy" ||
                operation == "fence.proxy.tensormap::generic") &&
               (word == "tensormap::generic" || isWord(word, {"release", "acquire"}) ||
                isWord(word, {"cta", "cluster", "gpu", "sys"}))) {
      form.field = form.field.empty() ? word : form.field;
      counted += isWord(word, {"release", "acquire"});
      shape = isWord(word, {"cta", "cluster", "gpu", "sys"}) ? word : shape;
      if (word == "acquire") mode = word;
    } else if (operation == "tcgen05.mma" && word.starts_with("kind::") && form.field.empty() &&
               isWord(word.substr(6),
                      {"f16", "tf32", "f8f6f4", "i8", "mxf8f6f4", "mxf4", "mxf4nvf4"})) {
      form.field = word;
    } else if (operation == "tcgen05.commit" && word == "mbarrier::arrive::one" && counted == 0) {
      counted = 1;
    } else if (((operation == "tcgen05.ld" && word == "pack::16b") ||
                (operation == "tcgen05.st" && word == "unpack::16b") ||
                (operation == "tcgen05.mma" && word.starts_with("collector::a::") &&
                 isWord(word.substr(14), {"fill", "use", "lastuse", "discard"}))) &&
               std::none_of(
                   form.words.begin(), form.words.begin() + static_cast<ptrdiff_t>(i),
                   [&](std::string_view seen) { return seen.substr(0, 6) == word.substr(0, 6); })) {
      // Two 16-bit elements a register, and the collector buffer's use of a: the same operands.
    } else if ((operation == "tcgen05.ld" || operation == "tcgen05.st") && shape.empty() &&
               isWord(word, {"16x64b", "16x128b", "16x256b", "32x32b", "16x32bx2"})) {
      shape = word;
    } else if ((operation == "tcgen05.ld" || operation == "tcgen05.st") && word[0] == 'x' &&
               form.registers == 0 && word.size() > 1 &&
               word.find_first_not_of("0123456789", 1) == std::string_view::npos) {
      form.registers = static_cast<size_t>(std::atoi(std::string(word.substr(1)).c_str()));
      if (form.registers == 0 || form.registers > 128 ||
          (form.registers & (form.registers - 1)) != 0)
        return fmt::format("'{}' is invalid: .{} is no count (.x1, .x2, .x4 ... .x128)", opcode,
                           word);
    } else if (operation == "tcgen05.wait" && first && isWord(word, {"ld", "st"})) {
      mode = word;
    } else if (operation == "tcgen05.fence" && first &&
               isWord(word, {"before_thread_sync", "after_thread_sync"})) {
      mode = word;
    } else {
      taken = false;
    }
    // tcgen05.mma's warp-specialized, sparse and block-scaled forms (other operands): PTX, not
    // read yet.
    if (!taken && operation == "tcgen05.mma" &&
        (isWord(word, {"ws", "sp", "block_scale", "ashift"}) || word.starts_with("scale_vec")))
      return fmt::format("'{}' is not supported yet (tcgen05.mma's .{} form)", opcode, word);
    if (!taken)
      return fmt::format("'{}' is invalid: modifier '.{}' is no modifier of {}", opcode, word,
                         operation);
  }
  auto needs = [&](bool present, std::string_view what) {
    return present ? std::string()
                   : fmt::format("'{}' is invalid: {} needs {}", opcode, operation, what);
  };
  auto spacesAre = [&](std::initializer_list<std::string_view> want) {
    return std::equal(spaces.begin(), spaces.end(), want.begin(), want.end());
  };
  std::string problem;
  const bool warpgroup =
      operation.starts_with("wgmma") || operation == "setmaxnreg" || operation == "movmatrix" ||
      operation == "tcgen05.alloc" || operation == "tcgen05.dealloc" ||
      operation == "tcgen05.relinquish_alloc_permit" || operation == "tcgen05.ld" ||
      operation == "tcgen05.st" || operation == "tcgen05.wait";
  if (warpgroup && (!sync || !aligned)) return needs(false, ".sync and .aligned");
  if (!warpgroup && operation != "tensormap.cp_fenceproxy" && (sync || aligned))
    return fmt::format("'{}' is invalid: {} takes no .sync or .aligned", opcode, operation);
  if (operation.starts_with("tcgen05") && operation != "tcgen05.ld" && operation != "tcgen05.st" &&
      operation != "tcgen05.wait" && operation != "tcgen05.fence")
    problem = needs(form.ctaGroup, "a cta group (.cta_group::1 or .cta_group::2)");
  if (!problem.empty()) return problem;
  if (operation == "wgmma.mma_async") return wgmmaProblem(opcode, form, shape);
  auto has = [&](std::string_view word) {
    return std::find(form.words.begin(), form.words.end(), word) != form.words.end();
  };
  if (operation == "clusterlaunchcontrol.try_cancel")
    return needs(has("async") && has("mbarrier::complete_tx::bytes") && has("b128") &&
                     type.empty() && (spaces.empty() || spacesAre({"shared::cta"})) &&
                     !has("pred") && !has("v4") && !has("is_canceled"),
                 ".async.mbarrier::complete_tx::bytes and the type .b128");
  if (operation == "clusterlaunchcontrol.query_cancel") {
    const std::string_view query = form.words.empty() ? "" : form.words[0];
    const bool fits =
        has("b128") && spaces.empty() && !has("async") && !has("mbarrier::complete_tx::bytes") &&
        (query == "is_canceled" ? form.words.size() == 3 && has("pred")
                                : query.starts_with("get_first_ctaid") && type == "b32" &&
                                      form.words.size() == (query == "get_first_ctaid" ? 4u : 3u) &&
                                      has("v4") == (query == "get_first_ctaid"));
    form.registers = query == "get_first_ctaid" ? 4 : 1;
    form.field = query;
    return needs(fits,
                 ".is_canceled.pred.b128, .get_first_ctaid.v4.b32.b128 or "
                 ".get_first_ctaid::x.b32.b128 (::y, ::z)");
  }
  if (operation.starts_with("wgmma."))
    return form.words.size() == 2 ? "" : needs(false, ".sync.aligned alone");
  if (operation == "setmaxnreg") {
    if (shape.empty()) return needs(false, ".inc or .dec");
    return needs(type == "u32" || type == "s32", "its type .u32");
  }
  if (operation == "movmatrix") {
    if (shape != "m8n8" || type != "b16") return needs(false, "the shape .m8n8 and the type .b16");
    return needs(counted == 1, ".trans");
  }
  if (operation.starts_with("cp.")) {
    if (form.dims == 0) return needs(false, "a dimension, .1d to .5d (a tensor has at most five)");
    if (form.im2col && form.dims < 3)
      return fmt::format("'{}' is invalid: .im2col takes a tensor of 3 to 5 dimensions", opcode);
    if (operation == "cp.async.bulk.prefetch.tensor") {
      if (!spacesAre({"global"}) || counted != 1) return needs(false, ".L2.global");
      return "";
    }
    if (operation == "cp.reduce.async.bulk.tensor" && shape.empty())
      return needs(false, "a reduction (.add, .min, .max, .inc, .dec, .and, .or, .xor)");
    form.load = form.load || spacesAre({"shared::cluster", "global"}) ||
                spacesAre({"shared::cta", "global"});
    if (operation == "cp.async.bulk.tensor" && form.load) {
      if (!spacesAre({"shared::cluster", "global"}) && !spacesAre({"shared::cta", "global"}))
        return needs(false, "its spaces .shared::cluster.global");
      if (counted) return fmt::format("'{}' is invalid: a load completes on an mbarrier", opcode);
      return needs(std::find(form.words.begin(), form.words.end(),
                             "mbarrier::complete_tx::bytes") != form.words.end(),
                   "its completion .mbarrier::complete_tx::bytes");
    }
    if (!spacesAre({"global", "shared::cta"}))
      return needs(false, "its spaces .global.shared::cta (a load: .shared::cluster.global)");
    if (form.multicast || form.im2col)
      return fmt::format("'{}' is invalid: a store takes no .multicast::cluster or .im2col",
                         opcode);
    return needs(counted == 1, "its completion .bulk_group");
  }
  if (operation == "tensormap.replace") {
    if (mode.empty() || form.field.empty() || counted != 1 || spaces.size() != 1 ||
        spaces[0] == "shared::cluster" || type.empty())
      return needs(false,
                   ".tile, a field (.global_address, .box_dim, ...), a space (.global or "
                   ".shared::cta), .b1024 and a type");
    const bool wide = form.field == "global_address" || form.field == "global_stride";
    if (type != (wide ? "b64" : "b32"))
      return fmt::format("'{}' is invalid: its field .{} is a .{}", opcode, form.field,
                         wide ? "b64" : "b32");
    return "";
  }
  if (operation == "tensormap.cp_fenceproxy") {
    if (!spacesAre({"global", "shared::cta"}) || counted != 1 || shape.empty() || !sync ||
        !aligned || mode == "acquire")
      return needs(false, ".global.shared::cta.tensormap::generic.release.SCOPE.sync.aligned");
    return "";
  }
  if (operation == "fence.proxy.tensormap::generic") {
    if (counted != 1 || shape.empty() || !spaces.empty() || !type.empty())
      return needs(false, ".release or .acquire and a scope (.cta, .cluster, .gpu, .sys)");
    form.load = mode == "acquire";  // the acquire form names the tensor map: [a], 128
    return "";
  }
  if (operation == "tcgen05.alloc")
    return needs(spacesAre({"shared::cta"}) && type == "b32", ".shared::cta.b32");
  if (operation == "tcgen05.dealloc") return needs(spaces.empty() && type == "b32", ".b32");
  if (operation == "tcgen05.relinquish_alloc_permit" || operation == "tcgen05.fence" ||
      operation == "tcgen05.wait") {
    if (!spaces.empty() || !type.empty() ||
        (operation != "tcgen05.relinquish_alloc_permit" && mode.empty()))
      return needs(false, operation == "tcgen05.wait"    ? "::ld or ::st (tcgen05.wait::ld)"
                          : operation == "tcgen05.fence" ? "::before_thread_sync or "
                                                           "::after_thread_sync"
                                                         : "no space or type");
    return "";
  }
  if (operation == "tcgen05.mma")
    return needs(!form.field.empty() && spaces.empty() && type.empty(),
                 "a kind (.kind::f16, .kind::tf32, .kind::f8f6f4, .kind::i8, ...)");
  if (operation == "tcgen05.commit")
    return needs(
        counted == 1 && type == "b64" && (spaces.empty() || spacesAre({"shared::cluster"})),
        ".mbarrier::arrive::one and the type .b64");
  // tcgen05.ld and tcgen05.st: the registers of a thread by shape (9.7.16.8.3).
  if (shape.empty() || form.registers == 0 || type != "b32" || !spaces.empty())
    return needs(false,
                 "a shape (.32x32b, .16x64b, .16x128b, .16x256b, .16x32bx2), a count "
                 "(.x1 to .x128) and the type .b32");
  form.registers *= shape == "16x128b" ? 2 : shape == "16x256b" ? 4 : 1;
  form.halfSplit = shape == "16x32bx2";
  if (form.registers > 128)
    return fmt::format("'{}' is invalid: a thread holds at most 128 registers of it", opcode);
  return "";
}

}  // namespace

bool isAsyncTensorOpcode(std::string_view opcode) {
  return asyncRuleOf(opcode) != nullptr;
}

bool Parser::matchAsyncOpcode(std::string_view opcode, const PtxToken& at,
                              Instruction& instruction) {
  AsyncForm form;
  if (std::string problem = readAsyncForm(opcode, form); !problem.empty()) {
    error(at,
          problem.find("is not supported yet") != std::string::npos ? "unsupported-instruction"
                                                                    : "bad-modifier",
          problem);
    return false;
  }
  const AsyncRule& rule = *form.rule;
  const std::string_view target = module_.target;
  const uint32_t sm = targetSm(target);
  const bool specific = target.ends_with('a') || target.ends_with('f');
  const bool fits =
      sm == 0 || (rule.targets == Targets::From && sm >= rule.sm) ||
      (rule.targets == Targets::Sm90a && target == "sm_90a") ||
      (rule.targets == Targets::ArchSpecific && sm >= rule.sm && specific) ||
      (rule.targets == Targets::Sm100Family && specific && (sm == 100 || sm == 103 || sm == 110));
  if (!fits) {
    const std::string_view needs = rule.targets == Targets::Sm90a ? "sm_90a"
                                   : rule.targets == Targets::ArchSpecific
                                       ? "an architecture-specific target from sm_90 (sm_90a, "
                                         "sm_100a, sm_100f, sm_120a, ...)"
                                   : rule.targets == Targets::Sm100Family
                                       ? "sm_100a, sm_103a or sm_110a (or sm_100f, ...)"
                                       : "";
    error(at, "bad-target",
          needs.empty() ? fmt::format("'{}' requires .target sm_{} or higher", opcode, rule.sm)
                        : fmt::format("'{}' is not supported on .target {}: it needs {}", opcode,
                                      target, needs));
    return false;
  }
  // ptxas 13: "Feature '.cta_group::2' not supported on .target 'sm_100'" (TMA's, PTX ISA 8.6),
  // "Feature '.multicast::cluster::all' not supported on .target 'sm_100'".
  const bool tmaGroup = rule.operation == "cp.async.bulk.tensor" && form.ctaGroup;
  if (sm != 0 && ((tmaGroup && !(specific && (sm == 100 || sm == 103 || sm == 110))) ||
                  (form.clusterAll && !specific))) {
    error(at, "bad-target",
          fmt::format("'{}' is not supported on .target {}: its .{} needs {}", opcode, target,
                      tmaGroup ? "cta_group" : "multicast::cluster::all",
                      tmaGroup ? "sm_100a, sm_103a or sm_110a (or sm_100f, ...)"
                               : "an architecture-specific target (sm_100a, ...)"));
    return false;
  }
  // ptxas 13: "Feature 'WGMMA with mixed integer types' requires PTX ISA .version 8.4".
  const bool mixed = rule.operation == "wgmma.mma_async" && form.types[1] != form.types[2] &&
                     form.types[0] == Element::S32;
  const uint32_t minor = mixed ? 4 : tmaGroup ? 6 : rule.minor;
  if (versionBefore(module_, rule.major, minor)) {
    error(at, "bad-version",
          fmt::format("'{}'{} needs PTX ISA version {}.{} or later", opcode,
                      mixed      ? " (a and b of two integer types)"
                      : tmaGroup ? " (a cta group)"
                                 : "",
                      rule.major, minor));
    return false;
  }
  return takeRow(rule.operation, "", at, instruction);
}

bool Parser::checkAsyncOperands(const Instruction& instruction) {
  const std::string_view opcode = instruction.opcode();
  AsyncForm form;
  readAsyncForm(opcode, form);  // matched: it reads
  const std::string_view operation = form.rule->operation;
  const std::span<Operand> operands = instruction.operands();
  auto fail = [&](const Operand& at, std::string message) {
    diagnostics_.error(locationOf(at), "operand-kind", std::move(message));
    return false;
  };
  auto count = [&](size_t least, size_t most, std::string_view which) {
    if (operands.size() >= least && operands.size() <= most) return true;
    diagnostics_.error(
        locationOf(instruction), "operand-count",
        fmt::format("'{}' takes {} operand{} ({}), not {}", opcode,
                    least == most ? fmt::format("{}", most) : fmt::format("{} to {}", least, most),
                    most == 1 ? "" : "s", which, operands.size()));
    return false;
  };
  // A shared-memory address: [reg], [reg+offset] or [variable].
  auto shared = [&](size_t i) {
    Instruction at = instruction;
    at.space = StateSpace::Shared;
    if (operands[i].kind != Operand::Kind::Address)
      return fail(operands[i], fmt::format("the {} operand of '{}' is an address in shared memory",
                                           i + 1 == 1 ? "first" : "next", opcode));
    return checkAddress(at, operands[i]);
  };
  auto global = [&](size_t i) {
    Instruction at = instruction;
    at.space = StateSpace::Global;
    if (operands[i].kind != Operand::Kind::Address)
      return fail(operands[i], fmt::format("operand {} of '{}' is an address", i + 1, opcode));
    return checkAddress(at, operands[i]);
  };
  auto value = [&](size_t i, Type type) {
    if (operands[i].kind == Operand::Kind::Vector || operands[i].kind == Operand::Kind::Address)
      return fail(operands[i], fmt::format("operand {} of '{}' is a .{} register or a number",
                                           i + 1, opcode, typeName(type)));
    return checkValue(instruction, operands[i], type, i);
  };
  auto reg = [&](size_t i, Type type) {
    if (operands[i].kind != Operand::Kind::Register)
      return fail(operands[i], fmt::format("operand {} of '{}' is a .{} register", i + 1, opcode,
                                           typeName(type)));
    return checkRegister(instruction, operands[i], type, false, i);
  };
  // A number in [low, high] that is a multiple of `step`, or one of two values.
  auto number = [&](size_t i, int64_t low, int64_t high, int64_t step, std::string_view what) {
    const Operand& o = operands[i];
    if (o.kind != Operand::Kind::Immediate)
      return fail(o, fmt::format("operand {} of '{}' is a number ({})", i + 1, opcode, what));
    const auto v = static_cast<int64_t>(o.value);
    if (v < low || v > high || (v - low) % step != 0) {
      diagnostics_.error(
          locationOf(o), "operand-range",
          fmt::format("operand {} of '{}' is out of range: {}, not {}", i + 1, opcode, what, v));
      return false;
    }
    return true;
  };
  auto vector = [&](size_t i, size_t size, Type type, std::string_view what) {
    const Operand& o = operands[i];
    if (o.kind != Operand::Kind::Vector || *o.place() == '[' || o.elements().size() != size)
      return fail(o, fmt::format("operand {} of '{}' is {}: a vector of {} .{} register{}", i + 1,
                                 opcode, what, size, typeName(type), size == 1 ? "" : "s"));
    for (const Operand& element : o.elements()) {
      if (element.kind == Operand::Kind::Sink && operation.starts_with("clusterlaunchcontrol"))
        continue;  // an id dropped: {%r1, %r2, %r3, _}
      if (element.kind != Operand::Kind::Register)
        return fail(element, fmt::format("{} of '{}' holds registers", what, opcode));
      if (!checkRegister(instruction, element, type, false, i)) return false;
    }
    return true;
  };
  // A predicate or the number 0 or 1.
  auto predicate = [&](size_t i) {
    if (operands[i].kind == Operand::Kind::Immediate)
      return number(i, 0, 1, 1, "a predicate or 0 or 1");
    return reg(i, Type::Pred);
  };
  // A tensor: [tensor-map, {coordinates}], the map a .b64 register or a variable.
  auto tensor = [&](size_t i) {
    const Operand& o = operands[i];
    if (o.kind != Operand::Kind::Vector || *o.place() != '[' || o.elements().empty() ||
        o.elements()[0].kind != Operand::Kind::Address)
      return fail(o, fmt::format("operand {} of '{}' is a tensor: [tensor-map, {{coordinates}}]",
                                 i + 1, opcode));
    const std::span<Operand> elements = o.elements();
    if (elements.size() - 1 != form.dims)
      return fail(o, fmt::format("operand {} of '{}' takes a vector of {} coordinate{} for .{}d, "
                                 "not {}",
                                 i + 1, opcode, form.dims, form.dims == 1 ? "" : "s", form.dims,
                                 elements.size() - 1));
    if (!checkRegister(instruction, elements[0], Type::B64, false, i)) return false;
    for (size_t e = 1; e < elements.size(); ++e)
      if (!checkValue(instruction, elements[e], Type::B32, i)) return false;
    return true;
  };
  // TMA's trailing operands: im2col offsets (a vector of .b16), a cta mask (.b16), a policy.
  auto trailing = [&](size_t first) {
    size_t i = first;
    if (form.im2col && form.load &&
        !(i < operands.size() && operands[i].kind == Operand::Kind::Vector &&
          vector(i++, form.dims - 2, Type::B16, "the im2col offsets")))
      return i <= operands.size() && i > first
                 ? false
                 : fail(operands.back(), fmt::format("'{}' takes its im2col offsets, "
                                                     "a vector of {} .b16, next",
                                                     opcode, form.dims - 2));
    if (form.multicast && !(i < operands.size() && value(i++, Type::B16))) return false;
    if (form.cacheHint && !(i < operands.size() && reg(i++, Type::B64))) return false;
    return count(i, i, "with the operands its modifiers name");
  };
  if (operation == "wgmma.fence" || operation == "wgmma.commit_group" ||
      operation == "tcgen05.relinquish_alloc_permit" || operation == "tcgen05.wait" ||
      operation == "tcgen05.fence")
    return count(0, 0, "none");
  if (operation == "wgmma.wait_group")
    return count(1, 1, "the groups left pending") &&
           number(0, 0, 0x7fffffff, 1, "the count of groups left pending");
  if (operation == "setmaxnreg")
    return count(1, 1, "a register count") &&
           number(0, 24, 256, 8, "a register count in the range 24 to 256, a multiple of 8");
  if (operation == "movmatrix")
    return count(2, 2, "d, a") && reg(0, Type::B32) && reg(1, Type::B32);
  if (operation == "wgmma.mma_async") {
    const Element d = form.types[0], a = form.types[1];
    const bool integer = d == Element::S32;
    const bool halves = a == Element::F16 || a == Element::BF16;
    const bool aInRegisters = operands.size() > 1 && operands[1].kind == Operand::Kind::Vector;
    const size_t expected = integer ? 4 : 6 + (halves ? (aInRegisters ? 1 : 2) : 0);
    const size_t dCount = d == Element::F16 ? form.n / 4 : form.n / 2;
    const Type dType = d == Element::F16 ? Type::B32 : d == Element::F32 ? Type::F32 : Type::S32;
    if (!count(expected, expected,
               integer  ? "d, a, b, scale-d"
               : halves ? "d, a, b, scale-d, imm-scale-a, imm-scale-b, imm-trans-a (a "
                          "descriptor's), imm-trans-b"
                        : "d, a, b, scale-d, imm-scale-a, imm-scale-b"))
      return false;
    if (!vector(0, dCount, dType, "fragment d")) return false;
    if (aInRegisters ? !vector(1, 4, Type::B32, "fragment a") : !reg(1, Type::B64)) return false;
    if (!reg(2, Type::B64) || !predicate(3)) return false;
    for (size_t i = 4; i < expected; ++i) {
      const bool scale = i < 6;
      if (scale ? !number(i, -1, 1, 2, "a scale, -1 or 1")
                : !number(i, 0, 1, 1, "a transpose, 0 or 1"))
        return false;
    }
    return true;
  }
  if (operation == "cp.async.bulk.tensor") {
    if (form.load)
      return count(3, 6,
                   "[dst], [tensor-map, {coordinates}], [mbar] and what its modifiers name") &&
             shared(0) && tensor(1) && shared(2) && trailing(3);
    return count(2, 3, "[tensor-map, {coordinates}], [src] and a cache policy") && tensor(0) &&
           shared(1) && trailing(2);
  }
  if (operation == "cp.reduce.async.bulk.tensor")
    return count(2, 3, "[tensor-map, {coordinates}], [src] and a cache policy") && tensor(0) &&
           shared(1) && trailing(2);
  if (operation == "cp.async.bulk.prefetch.tensor")
    return count(1, 3, "[tensor-map, {coordinates}] and what its modifiers name") && tensor(0) &&
           trailing(1);
  if (operation == "tensormap.replace") {
    const bool ordinal = form.field == "box_dim" || form.field == "global_dim" ||
                         form.field == "global_stride" || form.field == "element_stride";
    const bool wide = form.field == "global_address" || form.field == "global_stride";
    const size_t n = ordinal ? 3 : 2;
    const bool space =
        std::find(form.words.begin(), form.words.end(), "global") != form.words.end();
    if (!count(n, n, ordinal ? "[tensor-map], ordinal, value" : "[tensor-map], value") ||
        !(space ? global(0) : shared(0)))
      return false;
    if (ordinal && !number(1, 0, 4, 1, "a dimension, 0 to 4")) return false;
    return value(n - 1, wide ? Type::B64 : Type::B32);
  }
  if (operation == "tensormap.cp_fenceproxy")
    return count(3, 3, "[dst], [src], 128") && global(0) && shared(1) &&
           number(2, 128, 128, 1, "the size of a tensor map, 128");
  if (operation == "fence.proxy.tensormap::generic") {
    if (!form.load) return count(0, 0, "none: the release form names no address");
    return count(2, 2, "[tensor-map], 128") && global(0) &&
           number(1, 128, 128, 1, "the size of a tensor map, 128");
  }
  if (operation == "clusterlaunchcontrol.try_cancel")
    return count(2, 2, "[result], [mbar]") && shared(0) && shared(1);
  if (operation == "clusterlaunchcontrol.query_cancel") {
    if (!count(2, 2, "d, the try_cancel result (a .b128 register)")) return false;
    const bool vectorResult = form.registers == 4;
    if (form.field == "is_canceled" ? !reg(0, Type::Pred)
        : vectorResult              ? !vector(0, 4, Type::B32, "the first cta's id")
                                    : !reg(0, Type::B32))
      return false;
    return reg(1, Type::B128);
  }
  if (operation == "tcgen05.alloc")
    return count(2, 2, "[dst], ncols") && shared(0) && value(1, Type::B32);
  if (operation == "tcgen05.dealloc")
    return count(2, 2, "taddr, ncols") && value(0, Type::B32) && value(1, Type::B32);
  if (operation == "tcgen05.commit")
    return count(form.multicast ? 2 : 1, form.multicast ? 2 : 1,
                 form.multicast ? "[mbar], cta mask" : "[mbar]") &&
           shared(0) && (!form.multicast || value(1, Type::B16));
  if (operation == "tcgen05.mma") {
    // [d], a, b, idesc{, disable-output-lane}, enable-input-d{, scale-input-d}: a is a descriptor
    // or [a] in tensor memory.
    if (!count(5, 7, "[d], a, b, idesc, {disable-output-lane,} enable-input-d{, scale-input-d}"))
      return false;
    if (!shared(0)) return false;
    if (operands[1].kind == Operand::Kind::Address ? !shared(1) : !reg(1, Type::B64)) return false;
    if (!reg(2, Type::B64) || !value(3, Type::B32)) return false;
    size_t i = 4;
    if (operands[i].kind == Operand::Kind::Vector &&
        !vector(i++, form.twoCtas ? 8 : 4, Type::B32, "the disabled output lanes"))
      return false;
    if (i >= operands.size()) return count(i + 1, i + 2, "enable-input-d after the lanes");
    if (!predicate(i)) return false;
    // ptxas 13 takes one number after enable-input-d (scale-input-d) or two, each 0..15.
    for (++i; i < operands.size(); ++i)
      if (!number(i, 0, 15, 1, "a scale, 0 to 15")) return false;
    return true;
  }
  // tcgen05.ld and tcgen05.st.
  const bool load = operation == "tcgen05.ld";
  const size_t n = form.halfSplit ? 3 : 2;
  if (!count(n, n, load ? "d, [taddr]" : "[taddr], a")) return false;
  if (!vector(load ? 0 : n - 1, form.registers, Type::B32, load ? "d" : "a")) return false;
  if (!shared(load ? 1 : 0)) return false;
  return !form.halfSplit || number(load ? 2 : 1, 0, 0x7fffffff, 1, "the half-split offset");
}

}  // namespace gpuasm::ptx
