// The rules of ptxas 13 over a row and an opcode's words that the table's
// columns do not hold (isa.hpp): targets and versions a form needs, which
// opcodes are complete, memory-order and scope words, and what is invalid.
#include <fmt/format.h>

#include <algorithm>
#include <utility>
#include <vector>

#include "targets/ptx/isa.hpp"

namespace gpuasm::ptx {

RowRequirement requirementOf(const InstructionRow& row, Type type) {
  // ptxas 13's verdicts: "Instruction 'szext' requires .target sm_70 or higher".
  struct Entry {
    std::string_view spelling;
    RowRequirement requirement;
    TypeSet types = 0;  // the forms of these types alone; 0: every form
  };
  using enum TargetFamily;
  static constexpr Entry kRequirements[] = {
      {"dp4a", {61, 5, 0}},
      {"dp2a.lo", {61, 5, 0}},
      {"dp2a.hi", {61, 5, 0}},
      {"lop3.or", {70, 8, 2}},
      // s10: "Feature 'barrier.cluster.arrive' requires .target sm_90", "Feature 'mapa'
      // requires .target sm_90" (PTX ISA 7.8; the bulk copies 8.0, as the manual says), and
      // griddepcontrol's "Modifier '.wait' requires .target sm_90".
      {"barrier.cluster.arrive.{bcarrive?}.{aligned?}", {90, 7, 8}},
      {"barrier.cluster.wait.{bcwait?}.{aligned?}", {90, 7, 8}},
      {"mapa.{mapa?}", {90, 7, 8}},
      {"getctarank.{mapa?}", {90, 7, 8}},
      {"cp.async.bulk.{bulkcluster}.global.mbarrier::complete_tx::bytes", {90, 8, 0}},
      // "Feature 'cp.async.bulk with destination state space as .shared::cta' requires PTX ISA
      // .version 8.6", "Feature 'cp.reduce.async.bulk' requires .target sm_90".
      {"cp.async.bulk.{bulkcta}.global.mbarrier::complete_tx::bytes", {90, 8, 6}},
      {"cp.async.bulk.{bulkcluster}.{bulkcta}.mbarrier::complete_tx::bytes", {90, 8, 0}},
      {"cp.async.bulk.global.{bulkcta}.bulk_group", {90, 8, 0}},
      {"cp.async.bulk.prefetch.L2.global", {90, 8, 0}},
      {"cp.reduce.async.bulk.global.{bulkcta}.bulk_group.add", {90, 8, 0}},
      {"cp.reduce.async.bulk.global.{bulkcta}.bulk_group.add.noftz", {90, 8, 0}},
      {"cp.reduce.async.bulk.global.{bulkcta}.bulk_group.{bulkminmax}", {90, 8, 0}},
      {"cp.reduce.async.bulk.global.{bulkcta}.bulk_group.{bulkincdec}", {90, 8, 0}},
      {"cp.reduce.async.bulk.global.{bulkcta}.bulk_group.{bulkbits}", {90, 8, 0}},
      {"cp.reduce.async.bulk.{bulkcluster}.{bulkcta}.mbarrier::complete_tx::bytes.add", {90, 8, 0}},
      {"cp.reduce.async.bulk.{bulkcluster}.{bulkcta}.mbarrier::complete_tx::bytes.{bulkminmax}",
       {90, 8, 0}},
      {"cp.reduce.async.bulk.{bulkcluster}.{bulkcta}.mbarrier::complete_tx::bytes.{bulkincdec}",
       {90, 8, 0}},
      {"cp.reduce.async.bulk.{bulkcluster}.{bulkcta}.mbarrier::complete_tx::bytes.{bulkbits}",
       {90, 8, 0}},
      {"cp.async.bulk.commit_group", {90, 8, 0}},
      {"cp.async.bulk.wait_group", {90, 8, 0}},
      {"cp.async.bulk.wait_group.read", {90, 8, 0}},
      {"griddepcontrol.launch_dependents", {90, 7, 8}},
      {"griddepcontrol.wait", {90, 7, 8}},
      {"lop3.and", {70, 8, 2}},
      // "Feature 'createpolicy' requires .target sm_80", PTX ISA 7.4.
      {"createpolicy.fractional.{cppri}.{cpsec?}", {80, 7, 4}},
      {"createpolicy.range.{cpglobal?}.{cppri}.{cpsec?}", {80, 7, 4}},
      {"createpolicy.cvt.L2", {80, 7, 4}},
      {"szext.clamp", {70, 7, 6}},
      {"szext.wrap", {70, 7, 6}},
      {"bmsk.clamp", {70, 7, 6}},
      {"bmsk.wrap", {70, 7, 6}},
      {"min.relu", {90, 8, 0}},
      {"max.relu", {90, 8, 0}},
      // "Feature 'max.s16x2' requires .target sm_90 or higher".
      {"min.u16x2", {90, 8, 0}},
      {"min.s16x2", {90, 8, 0}},
      {"min.relu.s16x2", {90, 8, 0}},
      {"max.u16x2", {90, 8, 0}},
      {"max.s16x2", {90, 8, 0}},
      {"max.relu.s16x2", {90, 8, 0}},
      {"add.u16x2", {90, 8, 0}},
      // "Feature 'cp.async' requires .target sm_80", "Feature 'mbarrier.try_wait'
      // requires .target sm_90" (PTX ISA 7.0, 7.8 and 8.0 as the manual says).
      {"cp.async.ca.{cpshared}.global.{cpl2?}", {80, 7, 0}},
      {"cp.async.cg.{cpshared}.global.{cpl2?}", {80, 7, 0}},
      {"cp.async.commit_group", {80, 7, 0}},
      {"cp.async.wait_group", {80, 7, 0}},
      {"cp.async.wait_all", {80, 7, 0}},
      {"cp.async.mbarrier.arrive.{mb*}", {80, 7, 0}},
      {"cp.async.mbarrier.arrive.noinc.{mb*}", {80, 7, 0}},
      {"mbarrier.init.{mb*}", {80, 7, 0}},
      {"mbarrier.inval.{mb*}", {80, 7, 0}},
      {"mbarrier.arrive.{mb*}", {80, 7, 0}},
      {"mbarrier.arrive.noComplete.{mb*}", {80, 7, 0}},
      {"mbarrier.arrive.expect_tx.{mb*}", {90, 8, 0}},
      {"mbarrier.arrive_drop.{mb*}", {80, 7, 0}},
      {"mbarrier.arrive_drop.noComplete.{mb*}", {80, 7, 0}},
      {"mbarrier.arrive_drop.expect_tx.{mb*}", {90, 8, 0}},
      {"mbarrier.expect_tx.{mb*}", {90, 8, 0}},
      {"mbarrier.complete_tx.{mb*}", {90, 8, 0}},
      {"mbarrier.test_wait.{mb*}", {80, 7, 0}},
      {"mbarrier.test_wait.parity.{mb*}", {80, 7, 1}},
      {"mbarrier.try_wait.{mb*}", {90, 7, 8}},
      {"mbarrier.try_wait.parity.{mb*}", {90, 7, 8}},
      {"mbarrier.pending_count", {80, 7, 0}},
      {"add.s16x2", {90, 8, 0}},
      // "Feature '.tf32' requires .target sm_80", "Feature 'cvt with
      // .tf32.f32.rn' requires .target sm_90", "... PTX ISA .version 7.8".
      {"cvt.rna.tf32", {80, 7, 0}},
      {"cvt.rn.tf32", {90, 7, 8}},
      {"cvt.rz.tf32", {90, 7, 8}},
      // "Feature 'cvt.pack' requires PTX ISA .version 6.5" (and sm_72, PTX ISA 9.7.9.21).
      {"cvt.pack.sat.u16", {72, 6, 5}},
      {"cvt.pack.sat.s16", {72, 6, 5}},
      {"cvt.pack.sat.u8.s32", {72, 6, 5}},
      {"cvt.pack.sat.s8.s32", {72, 6, 5}},
      // "Modifier 'cache eviction priority' on 'prefetch' requires .target sm_80".
      // "Feature 'prefetch.tensormap' requires .target sm_90" (PTX ISA 8.0).
      {"prefetch.{pftensormap?}.tensormap", {90, 8, 0}},
      {"prefetch.L2::evict_last", {80, 7, 4}},
      {"prefetch.L2::evict_normal", {80, 7, 4}},
      {"prefetch.global.L2::evict_last", {80, 7, 4}},
      {"prefetch.global.L2::evict_normal", {80, 7, 4}},
      // "Feature 'add.f32x2' requires .target sm_100 or higher" (and PTX ISA 8.6).
      {"add.{rnd?}.{ftz?}.{sat?}", {100, 8, 6}, typeBit(Type::F32x2)},
      {"sub.{rnd?}.{ftz?}.{sat?}", {100, 8, 6}, typeBit(Type::F32x2)},
      {"mul.{rnd?}.{ftz?}.{sat?}", {100, 8, 6}, typeBit(Type::F32x2)},
      {"fma.{rnd?}.{ftz?}.{sat?}.{relu?}", {100, 8, 6}, typeBit(Type::F32x2)},
      // The asynchronous tensor operations (async_tensor_forms.cpp): "Instruction 'wgmma.fence'
      // not supported on .target 'sm_90'", "Feature 'tcgen05.fence' requires PTX ISA .version
      // 8.6 or later".
      {"wgmma.fence", {90, 8, 0, Sm90a}},
      {"wgmma.commit_group", {90, 8, 0, Sm90a}},
      {"wgmma.wait_group", {90, 8, 0, Sm90a}},
      {"wgmma.mma_async", {90, 8, 0, Sm90a}},
      {"setmaxnreg", {90, 8, 0, ArchSpecific}},
      {"cp.async.bulk.tensor", {90, 8, 0}},
      {"cp.reduce.async.bulk.tensor", {90, 8, 0}},
      {"cp.async.bulk.prefetch.tensor", {90, 8, 0}},
      {"tensormap.replace", {90, 8, 3, ArchSpecific}},
      {"tensormap.cp_fenceproxy", {90, 8, 3}},
      {"fence.proxy.tensormap::generic", {90, 8, 3}},
      {"movmatrix", {75, 7, 8}},
      {"tcgen05.alloc", {100, 8, 6, Sm100Family}},
      {"tcgen05.dealloc", {100, 8, 6, Sm100Family}},
      {"tcgen05.relinquish_alloc_permit", {100, 8, 6, Sm100Family}},
      {"tcgen05.mma", {100, 8, 6, Sm100Family}},
      {"tcgen05.commit", {100, 8, 6, Sm100Family}},
      {"tcgen05.ld", {100, 8, 6, Sm100Family}},
      {"tcgen05.st", {100, 8, 6, Sm100Family}},
      {"tcgen05.wait", {100, 8, 6, Sm100Family}},
      {"tcgen05.fence", {100, 8, 6, Sm100Family}},
      {"tcgen05.cp", {100, 8, 6, Sm100Family}},
      {"tcgen05.shift", {100, 8, 6, Sm100ArchSpecific}},
      {"clusterlaunchcontrol.try_cancel", {100, 8, 6}},
      {"clusterlaunchcontrol.query_cancel", {100, 8, 6}},
  };
  for (const Entry& entry : kRequirements)
    if (entry.spelling == row.spelling && (entry.types == 0 || contains(entry.types, type)))
      return entry.requirement;
  return {};
}

std::string targetProblem(const RowRequirement& need, std::string_view opcode, std::string_view why,
                          std::string_view target) {
  uint32_t sm = 0;
  if (target.starts_with("sm_"))
    for (char c : target.substr(3)) {
      if (c < '0' || c > '9') break;
      sm = sm * 10 + static_cast<uint32_t>(c - '0');
    }
  const bool specific = target.ends_with('a') || target.ends_with('f');
  bool fits = sm == 0 || need.sm == 0;
  switch (need.family) {
    case TargetFamily::From:
      fits = fits || sm >= need.sm;
      break;
    case TargetFamily::Sm90a:
      fits = fits || target == "sm_90a";
      break;
    case TargetFamily::ArchSpecific:
      fits = fits || (sm >= need.sm && specific);
      break;
    case TargetFamily::Sm100Family:
      fits = fits || (specific && (sm == 100 || sm == 103 || sm == 110));
      break;
    case TargetFamily::Sm100ArchSpecific:
      fits = fits || (target.ends_with('a') && (sm == 100 || sm == 103 || sm == 110));
      break;
  }
  if (fits) return "";
  const std::string form =
      fmt::format("'{}'{}", opcode, why.empty() ? "" : fmt::format(" ({})", why));
  switch (need.family) {
    case TargetFamily::From:
      break;
    case TargetFamily::Sm90a:
      return fmt::format("{} is not supported on .target {}: it needs sm_90a", form, target);
    case TargetFamily::ArchSpecific:
      return fmt::format(
          "{} is not supported on .target {}: it needs an architecture-specific target from "
          "sm_{} (sm_90a, sm_100a, sm_100f, sm_120a, ...)",
          form, target, need.sm);
    case TargetFamily::Sm100Family:
      return fmt::format(
          "{} is not supported on .target {}: it needs sm_100a, sm_103a or sm_110a (or "
          "sm_100f, ...)",
          form, target);
    case TargetFamily::Sm100ArchSpecific:
      return fmt::format(
          "{} is not supported on .target {}: it needs sm_100a, sm_103a or sm_110a (not an "
          "`f` target)",
          form, target);
  }
  return fmt::format("{} requires .target sm_{} or higher", form, need.sm);
}

bool formsAreComplete(std::string_view opcode) {
  // The integer, bit and logic opcodes whose every form is a row (add, sub,
  // min, max lack the .u16x2/.s16x2 forms of sm_90, setp the bool forms on
  // floats), createpolicy, the texture and surface instructions, and istypep.
  static constexpr std::string_view kComplete[] = {
      "addc",  "and",  "bfe",  "bfi",  "bfind", "bmsk", "brev",  "clz",   "cnot", "createpolicy",
      "div",   "dp2a", "dp4a", "fns",  "lop3",  "mad",  "mad24", "madc",  "mul",  "mul24",
      "not",   "or",   "popc", "prmt", "rem",   "sad",  "shf",   "shl",   "shr",  "subc",
      "szext", "xor",  "tex",  "tld4", "txq",   "suld", "sust",  "sured", "suq",  "istypep",
  };
  return std::find(std::begin(kComplete), std::end(kComplete), opcode) != std::end(kComplete);
}

bool saturationApplies(Type dest, Type source) {
  // ptxas 13 takes cvt.sat between integers only where some source value
  // does not fit the destination ("Illegal modifier '.sat'" otherwise).
  const bool destSigned = typeKind(dest) == TypeKind::Signed;
  const bool sourceSigned = typeKind(source) == TypeKind::Signed;
  const uint32_t destBits = typeBits(dest), sourceBits = typeBits(source);
  bool fits = false;
  if (sourceSigned == destSigned)
    fits = sourceBits <= destBits;
  else if (!sourceSigned)
    fits = sourceBits < destBits;  // unsigned into a wider signed
  return !fits;
}

namespace {

using enum Type;

// The words of an opcode after its first ("atom.global.add.u32": global, add, u32).
std::vector<std::string_view> modifierWords(std::string_view opcode) {
  std::vector<std::string_view> words;
  size_t start = opcode.find('.');
  while (start != std::string_view::npos) {
    const size_t dot = opcode.find('.', start + 1);
    words.push_back(opcode.substr(start + 1, dot - start - 1));
    start = dot;
  }
  return words;
}

bool hasWord(std::string_view opcode, std::string_view word) {
  const std::vector<std::string_view> words = modifierWords(opcode);
  return std::find(words.begin(), words.end(), word) != words.end();
}

}  // namespace

uint32_t minimumTarget(std::string_view opcode) {
  // ptxas 13: "Feature 'redux' requires .target sm_80 or higher", 'elect'
  // sm_90, fence.proxy.async and fence.mbarrier_init sm_90, "Instruction
  // 'match' requires .target sm_70", "Feature '.cluster scope' requires
  // .target sm_90", "Instruction 'atom.add.bf16.global' requires sm_90",
  // "'atom.add.f64.global' requires sm_60".
  constexpr std::pair<std::string_view, uint32_t> kNeeds[] = {{"redux.", 80},
                                                              {"elect.", 90},
                                                              {"fence.proxy.async", 90},
                                                              {"fence.mbarrier_init", 90},
                                                              {"match.", 70}};
  for (const auto& [prefix, sm] : kNeeds)
    if (opcode.starts_with(prefix)) return sm;
  const std::string_view first = opcode.substr(0, opcode.find('.'));
  const bool family = first == "atom" || first == "red" || first == "fence" || first == "ld" ||
                      first == "st" || first == "barrier" || first == "bar";
  if (family && hasWord(opcode, "cluster")) return 90;
  if ((first == "atom" || first == "red") && (hasWord(opcode, "bf16") || hasWord(opcode, "bf16x2")))
    return 90;
  if ((first == "atom" || first == "red") && hasWord(opcode, "add") && hasWord(opcode, "f64"))
    return 60;
  return 0;
}

std::string warpFormProblem(const InstructionRow& row, std::string_view opcode, Type type) {
  if (row.semantics == Semantics::Atom || row.semantics == Semantics::Red ||
      row.semantics == Semantics::Load || row.semantics == Semantics::Store) {
    constexpr std::string_view kOrders[] = {"relaxed", "acquire", "release", "acq_rel"};
    constexpr std::string_view kScopes[] = {"cta", "gpu", "sys", "cluster"};
    constexpr std::string_view kSpaces[] = {"global", "shared", "shared::cta", "shared::cluster"};
    const std::vector<std::string_view> words = modifierWords(opcode);
    auto count = [&](std::span<const std::string_view> group, std::string& seen) {
      size_t n = 0;
      for (std::string_view word : words) {
        if (std::find(group.begin(), group.end(), word) == group.end()) continue;
        seen += fmt::format("{}.{}", n++ ? " and " : "", word);
      }
      return n;
    };
    std::string orders, scopes, spaces;
    if (count(kOrders, orders) > 1)
      return fmt::format("'{}' is invalid: duplicate memory orders {}", opcode, orders);
    if (count(kScopes, scopes) > 1)
      return fmt::format("'{}' is invalid: duplicate scopes {}", opcode, scopes);
    if (count(kSpaces, spaces) > 1)
      return fmt::format("'{}' is invalid: duplicate state spaces {}", opcode, spaces);
    if (row.semantics == Semantics::Red &&
        (hasWord(opcode, "acquire") || hasWord(opcode, "acq_rel")))
      return fmt::format("'{}' is invalid: red takes the memory order .relaxed or .release",
                         opcode);
    const bool half = type == F16 || type == BF16 || type == F16x2 || type == BF16x2;
    if ((row.semantics == Semantics::Atom || row.semantics == Semantics::Red) && half &&
        !hasWord(opcode, "noftz"))
      return fmt::format("'{}' needs .noftz: a 16-bit float add is .add.noftz", opcode);
  }
  return "";
}

bool refusedAsInvalid(std::string_view opcode) {
  constexpr std::string_view kFamily[] = {
      "atom", "red",     "shfl",   "vote",  "match", "redux",    "activemask", "elect",
      "bar",  "barrier", "membar", "fence", "ldu",   "isspacep", "prefetch",   "prefetchu"};
  const std::string_view first = opcode.substr(0, opcode.find('.'));
  if (first == "ld" || first == "st") {
    // A memory order ld or st never takes, or an order without a scope or
    // a scope without an order (ptxas: "Modifier '.relaxed' requires scope").
    const bool order =
        hasWord(opcode, "relaxed") || hasWord(opcode, "acquire") || hasWord(opcode, "release");
    const bool scope = hasWord(opcode, "cta") || hasWord(opcode, "gpu") || hasWord(opcode, "sys") ||
                       hasWord(opcode, "cluster");
    return hasWord(opcode, "sc") || hasWord(opcode, "acq_rel") || order != scope ||
           (first == "ld" && hasWord(opcode, "release")) ||
           (first == "st" && hasWord(opcode, "acquire"));
  }
  if (std::find(std::begin(kFamily), std::end(kFamily), first) == std::end(kFamily)) return false;
  for (std::string_view word : modifierWords(opcode))
    if (word.find("::") != std::string_view::npos) return false;
  return true;
}

bool isSystemFunction(std::string_view name) {
  // Each tried on ptxas 13 (-arch=sm_75 to sm_90, a call to an .extern
  // declaration): these link; cudaGraphLaunch_ptsz, cudaGraphKernelNodeUpdate,
  // the device runtime's cudaMalloc, cudaGetLastError, cudaLaunchDevice and the
  // cooperative groups' cudaCG* do not (they come from -rdc's cudadevrt).
  constexpr std::string_view kSystem[] = {"vprintf",
                                          "malloc",
                                          "free",
                                          "__assertfail",
                                          "cudaGraphLaunch",
                                          "cudaGraphSetConditional",
                                          "cudaGraphKernelNodeSetParam",
                                          "cudaGraphKernelNodeSetEnabled",
                                          "cudaGraphKernelNodeSetGridDim",
                                          "cudaGraphKernelNodeUpdatesApply"};
  return std::find(std::begin(kSystem), std::end(kSystem), name) != std::end(kSystem);
}

}  // namespace gpuasm::ptx
