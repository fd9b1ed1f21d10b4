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

// The operations this reader takes, one row each; the targets and versions each needs are
// form_rules.cpp's (requirementOf).
constexpr std::string_view kAsyncOperations[] = {
    "wgmma.fence",
    "wgmma.commit_group",
    "wgmma.wait_group",
    "wgmma.mma_async",
    "setmaxnreg",
    "cp.async.bulk.tensor",
    "cp.reduce.async.bulk.tensor",
    "cp.async.bulk.prefetch.tensor",
    "tensormap.replace",
    "tensormap.cp_fenceproxy",
    "fence.proxy.tensormap::generic",
    "movmatrix",
    "tcgen05.alloc",
    "tcgen05.dealloc",
    "tcgen05.relinquish_alloc_permit",
    "tcgen05.mma",
    "tcgen05.commit",
    "tcgen05.ld",
    "tcgen05.st",
    "tcgen05.wait",
    "tcgen05.fence",
    "tcgen05.cp",
    "tcgen05.shift",
    "clusterlaunchcontrol.try_cancel",
    "clusterlaunchcontrol.query_cancel",
};

// The operation of an opcode (its operation's words first: tcgen05's `wait::ld` is `wait`), or
// "".
std::string_view asyncOperationOf(std::string_view opcode) {
  std::string_view found;
  for (const std::string_view name : kAsyncOperations) {
    if (!opcode.starts_with(name) || (opcode.size() > name.size() && opcode[name.size()] != '.' &&
                                      opcode.substr(name.size(), 2) != "::"))
      continue;
    if (name.size() > found.size()) found = name;
  }
  return found;
}

struct AsyncForm {
  std::string_view operation;
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
  // tcgen05.mma's warp-specialized (.ws), sparse (.sp) and block-scaled forms, .ashift, its
  // scale vector (.scale_vec::NX, .block16, .block32) and collector (::a:: or .ws's ::bN::).
  bool warpSpecialized = false, sparse = false, blockScale = false, shiftA = false;
  std::string_view scaleVector, collector;
};

bool isWord(std::string_view word, std::initializer_list<std::string_view> names) {
  return std::find(names.begin(), names.end(), word) != names.end();
}

// tcgen05.mma's use of a collector buffer: .collector::a::USE, or .ws's .collector::bN::USE.
bool isCollector(std::string_view word) {
  for (std::string_view buffer : {"a", "b0", "b1", "b2", "b3"})
    for (std::string_view use : {"fill", "use", "lastuse", "discard"})
      if (word == fmt::format("collector::{}::{}", buffer, use)) return true;
  return false;
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

// tcgen05.mma's words (9.7.16.10.9): a kind; .ws (.cta_group::1, .collector::bN::USE) or not
// (.collector::a::USE, .ashift); .block_scale with the kinds .mxf8f6f4, .mxf4, .mxf4nvf4 and
// their scale vectors (ptxas 13: "Modifier '.kind::mxf4' cannot be combined with modifier
// '.scale_vec::1X'").
std::string tcgen05MmaProblem(std::string_view opcode, const AsyncForm& form,
                              const std::vector<std::string_view>& spaces, std::string_view type) {
  auto invalid = [&](std::string_view why) {
    return fmt::format("'{}' is invalid: {}", opcode, why);
  };
  if (form.field.empty() || !spaces.empty() || !type.empty())
    return invalid(
        "tcgen05.mma needs a kind (.kind::f16, .kind::tf32, .kind::f8f6f4, .kind::i8, "
        ".kind::mxf8f6f4, .kind::mxf4, .kind::mxf4nvf4)");
  const std::string_view kind = form.field.substr(6);
  const bool scaledKind = kind.starts_with("mx");
  const bool collectorA = form.collector.starts_with("collector::a::");
  if (form.warpSpecialized) {
    if (form.twoCtas) return invalid("the warp-specialized form (.ws) takes .cta_group::1 only");
    if (collectorA || form.shiftA)
      return invalid(fmt::format(".{} is not the warp-specialized form's (.ws)",
                                 form.shiftA ? "ashift" : form.collector));
    if (form.blockScale || scaledKind)
      return invalid("the warp-specialized form (.ws) has no block scaling");
  } else if (!form.collector.empty() && !collectorA) {
    return invalid(fmt::format(".{} is the warp-specialized form's (.ws)", form.collector));
  }
  if (scaledKind && !form.blockScale)
    return invalid(fmt::format("tcgen05.mma needs .block_scale with .{}", form.field));
  if (!scaledKind && (form.blockScale || !form.scaleVector.empty()))
    return invalid(
        fmt::format(".{} is for the block-scaled kinds (.kind::mxf8f6f4, .kind::mxf4, "
                    ".kind::mxf4nvf4), not .{}",
                    form.blockScale ? "block_scale" : form.scaleVector, form.field));
  const std::string_view vector = form.scaleVector;
  const bool fits =
      kind == "mxf8f6f4" ? vector.empty() || vector == "scale_vec::1X" || vector == "block32"
      : kind == "mxf4"   ? vector.empty() || vector == "scale_vec::2X" || vector == "block32"
                         : kind != "mxf4nvf4" || (!vector.empty() && vector != "scale_vec::1X");
  if (kind == "mxf4nvf4" && vector.empty())
    return invalid(
        "tcgen05.mma needs a scale vector with .kind::mxf4nvf4 (.scale_vec::2X, .scale_vec::4X, "
        ".block16 or .block32)");
  if (!fits)
    return invalid(
        fmt::format(".{} takes {}", form.field,
                    kind == "mxf8f6f4" ? "the scale vector .scale_vec::1X (.block32)"
                    : kind == "mxf4"
                        ? "the scale vector .scale_vec::2X (.block32)"
                        : "the scale vector .scale_vec::2X, .scale_vec::4X, .block16 or .block32"));
  return "";
}

// What an asynchronous tensor form's words need beyond its operation's row (form_rules.cpp's
// requirementOf), each with the word that needs it: ptxas 13's "Feature '.cta_group::2' not
// supported on .target 'sm_100'" (TMA's), "Feature '.kind::i8' not supported on .target
// 'sm_100f'", "Feature 'WGMMA with mixed integer types' requires PTX ISA .version 8.4",
// "Feature '.kind::mxf4nvf4' requires PTX ISA .version 8.7", "Feature '.block32' requires PTX
// ISA .version 8.8" (also where .block_scale implies it).
std::vector<std::pair<std::string, RowRequirement>> wordNeedsOf(const AsyncForm& form) {
  using enum TargetFamily;
  std::vector<std::pair<std::string, RowRequirement>> needs;
  if (form.operation == "cp.async.bulk.tensor" && form.ctaGroup)
    needs.push_back({"its .cta_group", {100, 8, 6, Sm100Family}});
  if (form.clusterAll) needs.push_back({"its .multicast::cluster::all", {100, 8, 6, ArchSpecific}});
  if (form.operation == "wgmma.mma_async" && form.types[1] != form.types[2] &&
      form.types[0] == Element::S32)
    needs.push_back({"a and b of two integer types", {90, 8, 4, Sm90a}});
  if (form.operation != "tcgen05.mma") return needs;
  if (form.field == "kind::i8") needs.push_back({"its .kind::i8", {100, 8, 6, Sm100ArchSpecific}});
  if (form.field == "kind::mxf4nvf4") needs.push_back({"its .kind::mxf4nvf4", {100, 8, 7}});
  if (form.scaleVector == "scale_vec::4X") needs.push_back({"its .scale_vec::4X", {100, 8, 7}});
  if (form.blockScale && (form.scaleVector.empty() || form.scaleVector.starts_with("block")))
    needs.push_back(
        {fmt::format("its .{}", form.scaleVector.empty() ? "block32" : form.scaleVector),
         {100, 8, 8}});
  return needs;
}

// Reads an asynchronous tensor opcode; "" or why it is no form of its operation.
std::string readAsyncForm(std::string_view opcode, AsyncForm& form) {
  form.operation = asyncOperationOf(opcode);
  if (form.operation.empty()) return fmt::format("'{}' is not supported yet", opcode);
  const std::string_view operation = form.operation;
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
    } else if (operation == "tcgen05.mma" && word == "ws" && !form.warpSpecialized) {
      form.warpSpecialized = true;
    } else if (operation == "tcgen05.mma" && word == "sp" && !form.sparse) {
      form.sparse = true;
    } else if (operation == "tcgen05.mma" && word == "block_scale" && !form.blockScale) {
      form.blockScale = true;
    } else if (operation == "tcgen05.mma" && word == "ashift" && !form.shiftA) {
      form.shiftA = true;
    } else if (operation == "tcgen05.mma" && form.scaleVector.empty() &&
               isWord(word,
                      {"scale_vec::1X", "scale_vec::2X", "scale_vec::4X", "block16", "block32"})) {
      form.scaleVector = word;
    } else if (operation == "tcgen05.mma" && form.collector.empty() && isCollector(word)) {
      form.collector = word;  // the collector buffer's use of a (or of b): the same operands
    } else if (operation == "tcgen05.cp" && shape.empty() &&
               isWord(word, {"128x256b", "4x256b", "128x128b", "64x128b", "32x128b"})) {
      shape = word;
    } else if (operation == "tcgen05.cp" && mode.empty() &&
               isWord(word, {"warpx2::02_13", "warpx2::01_23", "warpx4"})) {
      mode = word;
    } else if (operation == "tcgen05.cp" && word == "b8x16" && form.field.empty()) {
      form.field = word;  // the decompressing copy: .b8x16.b6x16_p32 or .b8x16.b4x16_p64
    } else if (operation == "tcgen05.cp" && form.field == "b8x16" && counted == 0 &&
               isWord(word, {"b6x16_p32", "b4x16_p64"}) && form.words[i - 1] == "b8x16") {
      counted = 1;
    } else if (operation == "tcgen05.shift" && word == "down" && mode.empty()) {
      mode = word;
    } else if (operation == "tcgen05.commit" && word == "mbarrier::arrive::one" && counted == 0) {
      counted = 1;
    } else if (((operation == "tcgen05.ld" && word == "pack::16b") ||
                (operation == "tcgen05.st" && word == "unpack::16b")) &&
               std::find(form.words.begin(), form.words.begin() + static_cast<ptrdiff_t>(i),
                         word) == form.words.begin() + static_cast<ptrdiff_t>(i)) {
      // Two 16-bit elements a register: the same operands.
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
  if (operation == "tcgen05.mma") return tcgen05MmaProblem(opcode, form, spaces, type);
  if (operation == "tcgen05.cp") {
    if (shape.empty() || !spaces.empty() || !type.empty())
      return needs(false, "a shape (.128x256b, .4x256b, .128x128b, .64x128b, .32x128b)");
    const std::string_view multicast = shape == "64x128b"   ? ".warpx2::02_13 or .warpx2::01_23"
                                       : shape == "32x128b" ? ".warpx4"
                                                            : "";
    if (multicast.empty() != mode.empty() || (shape == "32x128b") != (mode == "warpx4"))
      return multicast.empty()
                 ? fmt::format("'{}' is invalid: shape .{} takes no .{}", opcode, shape, mode)
                 : needs(false, fmt::format("{} with shape .{}", multicast, shape));
    if (form.field == "b8x16" && counted != 1)
      return needs(false, "a source format after .b8x16 (.b6x16_p32 or .b4x16_p64)");
    return "";
  }
  if (operation == "tcgen05.shift")
    return needs(mode == "down" && spaces.empty() && type.empty(), ".down");
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
  return !asyncOperationOf(opcode).empty();
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
  if (!takeRow(form.operation, "", at, instruction)) return false;
  const RowRequirement need = requirementOf(*instruction.row, instruction.type);
  const std::string_view target = module_.target;
  if (std::string problem = targetProblem(need, opcode, "", target); !problem.empty()) {
    error(at, "bad-target", problem);
    return false;
  }
  for (const auto& [why, wordNeed] : wordNeedsOf(form)) {
    if (std::string problem = targetProblem(wordNeed, opcode, why, target); !problem.empty()) {
      error(at, "bad-target", problem);
      return false;
    }
    if (versionBefore(module_, wordNeed.ptxMajor, wordNeed.ptxMinor)) {
      error(at, "bad-version",
            fmt::format("'{}' ({}) needs PTX ISA version {}.{} or later", opcode, why,
                        wordNeed.ptxMajor, wordNeed.ptxMinor));
      return false;
    }
  }
  if (versionBefore(module_, need.ptxMajor, need.ptxMinor)) {
    error(at, "bad-version",
          fmt::format("'{}' needs PTX ISA version {}.{} or later", opcode, need.ptxMajor,
                      need.ptxMinor));
    return false;
  }
  return true;
}

bool Parser::checkAsyncOperands(const Instruction& instruction) {
  const std::string_view opcode = instruction.opcode();
  AsyncForm form;
  readAsyncForm(opcode, form);  // matched: it reads
  const std::string_view operation = form.operation;
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
  if (operation == "tcgen05.cp")
    return count(2, 2, "[taddr], s-desc") && shared(0) && reg(1, Type::B64);
  if (operation == "tcgen05.shift") return count(1, 1, "[taddr]") && shared(0);
  if (operation == "tcgen05.mma") {
    // [d], a, b{, [sp-meta]}, idesc, then by form: {disable-output-lane,} enable-input-d{,
    // scale-input-d}; [scale-a], [scale-b], enable-input-d (block-scaled); enable-input-d{,
    // zero-column-mask-desc} (.ws). a is a descriptor or [a] in tensor memory (.ashift's).
    const size_t least = 5 + (form.sparse ? 1 : 0) + (form.blockScale ? 2 : 0);
    const size_t most = form.blockScale ? least : least + (form.warpSpecialized ? 1 : 2);
    const std::string_view tail = form.blockScale ? "[scale-a], [scale-b], enable-input-d"
                                  : form.warpSpecialized
                                      ? "enable-input-d{, zero-column-mask-desc}"
                                      : "{disable-output-lane,} enable-input-d{, scale-input-d}";
    if (!count(least, most,
               fmt::format("[d], a, b, {}idesc, {}", form.sparse ? "[sp-meta], " : "", tail)))
      return false;
    if (!shared(0)) return false;
    if (form.shiftA && operands[1].kind != Operand::Kind::Address)
      return fail(operands[1],
                  fmt::format("'{}' is invalid: .ashift shifts a in tensor memory, so operand 2 "
                              "is [a]",
                              opcode));
    if (operands[1].kind == Operand::Kind::Address ? !shared(1) : !reg(1, Type::B64)) return false;
    if (!reg(2, Type::B64)) return false;
    size_t i = 3;
    if (form.sparse && !shared(i++)) return false;
    if (!value(i++, Type::B32)) return false;
    if (form.blockScale) return shared(i) && shared(i + 1) && predicate(i + 2);
    if (!form.warpSpecialized && operands[i].kind == Operand::Kind::Vector &&
        !vector(i++, form.twoCtas ? 8 : 4, Type::B32, "the disabled output lanes"))
      return false;
    if (i >= operands.size()) return count(i + 1, i + 2, "enable-input-d after the lanes");
    if (!predicate(i)) return false;
    if (form.warpSpecialized) return ++i == operands.size() || value(i, Type::B64);
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
