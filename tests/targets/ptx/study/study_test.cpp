// The microbenchmark study (study/study.cpp): the knee of a series, the
// thread counts of the sweep, the findings on the gtx580 model against the
// seed's measurements (chapter 4), and the generated microbenchmarks.
#include "targets/ptx/study/study.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "support/build_paths.hpp"

namespace gpuasm::ptx {
namespace {

namespace fs = std::filesystem;

TEST(PtxStudy, TheKneeIsTheFirstThreadCountAboveTheFlatLine) {
  StudySeries s;
  s.points = {{1, 18000, 0, 0}, {288, 18100, 0, 0}, {289, 20000, 0, 0}, {577, 22000, 0, 0}};
  EXPECT_EQ(kneeOf(s), 289u);
  s.points = {{1, 18000, 0, 0}, {1024, 18300, 0, 0}};  // within 2 %: flat
  EXPECT_EQ(kneeOf(s), std::nullopt);
}

TEST(PtxStudy, TheSweepHasEveryWarpBoundary) {
  std::vector<uint32_t> counts = studyThreadCounts(false);
  for (uint32_t t : {1u, 32u, 33u, 288u, 289u, 576u, 577u, 1024u})
    EXPECT_NE(std::find(counts.begin(), counts.end(), t), counts.end()) << t;
  EXPECT_EQ(counts.size(), 64u);
  EXPECT_EQ(studyThreadCounts(true).size(), 1024u);
}

// Chapter 4 on the gtx580 preset: the knees at 289 and 577 threads, a 1/9
// step at each, two streams in half the time of one (seed figures 4.1, 4.9).
TEST(PtxStudy, Gtx580HasTheSeedsKneesStepAndInstructionLevelParallelism) {
  std::string error;
  StudyRequest request;
  for (auto [config, name] : {std::pair{&request.model, "gtx580"},
                              {&request.gtx580, "gtx580"},
                              {&request.planA, "plan-a"},
                              {&request.planB, "plan-b"}}) {
    std::optional<SmConfig> c = findSmConfig(name, error);
    ASSERT_TRUE(c) << error;
    *config = *c;
  }
  request.ops = 1000;
  StudyResult r = runStudy(request);
  auto finding = [&](std::string_view name) -> const StudyFinding& {
    for (const StudyFinding& f : r.findings)
      if (f.name == name) return f;
    ADD_FAILURE() << "no finding " << name;
    return r.findings.front();
  };
  EXPECT_EQ(finding("int knee (threads)").value, 289);
  EXPECT_EQ(finding("float knee (threads)").value, 577);
  for (std::string_view step : {"int mul step at the knee", "float mul step at the knee"}) {
    ASSERT_TRUE(finding(step).value) << step;
    EXPECT_NEAR(*finding(step).value, 1.0 / 9, 0.05 / 9) << step;
  }
  ASSERT_TRUE(finding("2 streams / 1 stream, 64 threads").value);
  EXPECT_NEAR(*finding("2 streams / 1 stream, 64 threads").value, 0.5, 0.025);
  // Plan B has no float unit: float code cannot run on it.
  const StudySeries* planBFloat = r.find("plan-b:float");
  ASSERT_NE(planBFloat, nullptr);
  EXPECT_TRUE(planBFloat->fault.has_value());
  // Plan A doubles the integer multiplier's lanes: at 1024 threads it is faster.
  ASSERT_TRUE(finding("plan A / gtx580, int, 1024 threads").value);
  EXPECT_LT(*finding("plan A / gtx580, int, 1024 threads").value, 0.75);
}

// The instruction-class kernels (classes.ptx) on the h100 preset: every
// thread's chains end where the host's do (runStudy checks each, from
// generate.py's description of what each kernel computes), and one chain at
// one thread costs an operation the latency the preset gives its PTX
// instruction: the [[ptxas]] rows of h100.toml the kernels use (IMAD.HI,
// IMAD.WIDE, IADD3, LOP3, SHF, FFMA's class), 30 for a shared load ([memory]
// shared_latency).
TEST(PtxStudy, TheClassKernelsComputeWhatTheHostDoesAndTakeTheirLatencyAtOneThread) {
  std::string error;
  StudyRequest request;
  std::optional<SmConfig> h100 = findSmConfig("h100", error);
  ASSERT_TRUE(h100) << error;
  request.model = *h100;
  request.suite = Suite::Classes;
  request.threads = {1, 33};
  request.ops = 1000;
  StudyResult r = runStudy(request);
  EXPECT_TRUE(r.findings.empty());  // the seed's findings are the seed suite's
  EXPECT_EQ(r.series.size(), 15u);  // 8 classes x 2 shapes, addc with one chain only
  for (const StudySeries& s : r.series) {
    EXPECT_FALSE(s.fault) << s.id << ": " << *s.fault;
    EXPECT_EQ(s.points.size(), 2u) << s.id;
  }
  // IMAD.HI 6 and a mad.wide 8 (h100.toml, from ptxas's stall counts); the
  // Montgomery pair 4: one IMAD.WIDE on sm_90, its product there 4 cycles
  // after its low half issues (the high half 2 cycles after, on its carry).
  const std::pair<const char*, double> latencies[] = {
      {"mul_hi_x1", 6}, {"mad_wide_x1", 8}, {"addc_x1", 4}, {"lop3_x1", 4},
      {"shf_x1", 4},    {"ffma_x1", 4},     {"mont_x1", 4}, {"lds_x1", 30}};
  for (auto [id, latency] : latencies) {
    const StudySeries* s = r.find(id);
    ASSERT_NE(s, nullptr) << id;
    const double perOp = cyclesPerMultiplication(*findMicrobenchmark(id), r.ops, s->points[0]);
    EXPECT_NEAR(perOp, latency, 0.05 * latency) << id;
  }
}

// Issue 29 item 2: every instruction class of the hidden suite (multiply-high,
// wide multiply-add, add-with-carry, logic, shifts, FMA, the Montgomery pair)
// at one thread on each Volta-and-later preset, against what ptxas 13 plans
// for the same kernel: the sum of the stall counts in the control bits of its
// cubin's loop, an operation (one warp issues exactly on its stall counts).
// Read with `ptxas -arch=ARCH classes.ptx` (sm_75 for v100: ptxas 13 no
// longer targets sm_70) from bits 105-108 of each instruction of the loop;
// the loops' sub/setp/bra sit in the stalls. One chain (x1) is the latency
// ptxas waits, four (x4) the issue rate it plans. Within 5 %.
TEST(PtxStudy, EveryClassKernelAtOneThreadTakesWhatPtxasPlansOnEveryPreset) {
  struct Plan {
    const char* preset;
    std::vector<std::pair<const char*, double>> cycles;  // an operation, from the cubin
  };
  const std::vector<std::pair<const char*, double>> sm90 = {
      {"mul_hi_x1", 6.01}, {"mul_hi_x4", 4.01}, {"mad_wide_x1", 8.08}, {"mad_wide_x4", 4.19},
      {"addc_x1", 4.03},   {"lop3_x1", 4.04},   {"lop3_x4", 2.04},     {"shf_x1", 4.04},
      {"shf_x4", 2.04},    {"ffma_x1", 4.03},   {"ffma_x4", 1.04},     {"mont_x1", 4.10},
      {"mont_x4", 4.04}};
  // sm_75 to sm_89: IMAD.WIDE's latency is 6 (mad_wide_x1 10, mont_x1 6), yet
  // independent pairs issue 4 cycles apart (mont_x4 4): the pair's high half
  // waits for its low half's carry only (the rows' carry_latency 2).
  const auto sm75to89 = [](double ffmaX4) {
    std::vector<std::pair<const char*, double>> v = {
        {"mul_hi_x1", 6.00}, {"mul_hi_x4", 4.01}, {"mad_wide_x1", 10.06}, {"mad_wide_x4", 4.1},
        {"addc_x1", 4.03},   {"lop3_x1", 4.03},   {"lop3_x4", 2.03},      {"shf_x1", 4.03},
        {"shf_x4", 2.03},    {"ffma_x1", 4.02},   {"ffma_x4", ffmaX4},    {"mont_x1", 6.07},
        {"mont_x4", 4.0}};
    return v;
  };
  const Plan plans[] = {
      {"h100", sm90},
      {"h200", sm90},
      {"a100", sm75to89(2.02)},     // sm_80: one FP32 pipe
      {"rtx4090", sm75to89(1.03)},  // sm_89: two
      {"v100", sm75to89(2.02)},     // sm_75
  };
  for (const Plan& plan : plans) {
    std::string error;
    std::optional<SmConfig> model = findSmConfig(plan.preset, error);
    ASSERT_TRUE(model) << error;
    StudyRequest request;
    request.model = *model;
    request.suite = Suite::Classes;
    request.threads = {1};
    request.ops = 1000;
    StudyResult r = runStudy(request);
    for (auto [id, planned] : plan.cycles) {
      const StudySeries* s = r.find(id);
      ASSERT_NE(s, nullptr) << id;
      ASSERT_FALSE(s->fault) << plan.preset << " " << id << ": " << *s->fault;
      const double perOp = cyclesPerMultiplication(*findMicrobenchmark(id), r.ops, s->points[0]);
      EXPECT_NEAR(perOp, planned, 0.05 * planned) << plan.preset << " " << id;
    }
  }
}

// Issue 29 item 1: every class kernel at 1,024 threads (8 warps a
// sub-partition) on h100, bound by its pipe at the rates the sources give, an
// operation of each of the 8 warps one after the other on its sub-partition's
// pipe (docs/sm-model.md, "The instruction classes"):
// - IMAD.HI, IMAD.WIDE and the mad.lo.cc/madc.hi pair (one IMAD.WIDE) at half
//   the FMA-heavy pipe's rate: 4 cycles a warp (ptxas 13 spaces independent
//   ones 4 cycles apart: mul_hi_x4, mont_x4), 8 x 4 = 32 cycles an operation;
// - IADD3.X, LOP3 and SHF on the 16-lane ALU pipe: 2 cycles a warp (64 a clock
//   an SM: the CUDA guide's cc 9.0 throughput of 32-bit add, logic and shift),
//   16; the loop's sub, setp and bra take the same pipe, 3 for 100
//   operations: 16 x 1.03 = 16.5 (addc's IMAD.X on the FMA pipe: 16);
// - FFMA on both FP32 pipes (128 a clock an SM): a warp a cycle, bound by the
//   one issue a cycle of its scheduler, 103 issues for 100: 8 x 1.03 = 8.24;
// - LDS: 128 bytes a clock an SM (32 banks of 4 bytes), a warp a cycle, but
//   the kernels' slots (word 4t + chain) put 4 of a warp's 32 words in each
//   of 8 banks: 4 passes, 32 warps x 4 = 128.
TEST(PtxStudy, EveryClassKernelAtFullOccupancyRunsAtItsPipesRateOnH100) {
  std::string error;
  std::optional<SmConfig> h100 = findSmConfig("h100", error);
  ASSERT_TRUE(h100) << error;
  StudyRequest request;
  request.model = *h100;
  request.suite = Suite::Classes;
  request.threads = {1024};
  request.ops = 1000;
  StudyResult r = runStudy(request);
  const std::pair<const char*, double> rates[] = {
      {"mul_hi_x1", 32}, {"mul_hi_x4", 32}, {"mad_wide_x1", 32}, {"mad_wide_x4", 32},
      {"mont_x1", 32},   {"mont_x4", 32},   {"addc_x1", 16},     {"lop3_x1", 16.5},
      {"lop3_x4", 16.5}, {"shf_x1", 16.5},  {"shf_x4", 16.5},    {"ffma_x1", 8.24},
      {"ffma_x4", 8.24}, {"lds_x1", 128},   {"lds_x4", 128}};
  for (auto [id, cycles] : rates) {
    const StudySeries* s = r.find(id);
    ASSERT_NE(s, nullptr) << id;
    ASSERT_FALSE(s->fault) << id << ": " << *s->fault;
    const double perOp = cyclesPerMultiplication(*findMicrobenchmark(id), r.ops, s->points[0]);
    EXPECT_NEAR(perOp, cycles, 0.03 * cycles) << id;
  }
}

// Issue 29 item 1: the hidden suite's shapes (the class kernels, one chain and
// four, a block of 1 to 1,024 threads) between the two ends above, from the
// published Hopper figures (configs/sm/h100.toml's [AS], [GUIDE], [MT4G],
// [PMC], [PTXAS] notes; docs/sm-model.md, "Each class against the
// literature"). A block of N threads has W = ceil(N / 32) warps, w = ceil(W /
// 4) on the busiest sub-partition. Each of its warps runs the same loop, so a
// thread's cycles an operation are the larger of
// - what one warp alone takes: its chain's dependent latency (x1), or the
//   issue spacing of four independent chains (x4): IADD3.X, LOP3, SHF and
//   FFMA 4 ([AS] int and sp 4, [PMC] 4); IMAD.HI 6, a mad.wide (IMAD.WIDE +
//   IADD3) 8, the Montgomery pair (one IMAD.WIDE) 4 ([PTXAS]: no published
//   Hopper figure); four chains: a quarter of that, or the pipe's spacing below
//   when it is longer;
// - and the pipe's time for the w warps of its sub-partition: the 16-lane ALU
//   pipe 2 cycles a warp (64 adds, logic ops and shifts a clock an SM:
//   [GUIDE]; [AS] initiation 2), IMAD.HI and IMAD.WIDE 4 (half of IMAD's 64:
//   study A2, [PTXAS] mul_hi_x4 and mont_x4), FFMA 1 (128 a clock an SM:
//   [GUIDE]; one issue a cycle);
// times the loop's share where its sub, setp and bra take the same pipe or
// issue slots (3 a 100 operations: ALU and FFMA kernels). LDS: 30 cycles
// ([MT4G] 29.9) plus a pass for each further word a bank holds (a full warp's
// slots 4t + chain: 4 words in a bank, 3 more passes: the CUDA guide's
// serialised conflicts), and the SM's one shared-memory pipe takes those passes
// for all W warps, a cycle each (128 bytes a clock an SM: [PMC]'s 32,348 GB/s
// over 144 SMs at 1.755 GHz). Within 5 % at every block size.
TEST(PtxStudy, EveryClassKernelFollowsItsPublishedLatencyAndRateAtEveryBlockSizeOnH100) {
  std::string error;
  std::optional<SmConfig> h100 = findSmConfig("h100", error);
  ASSERT_TRUE(h100) << error;
  StudyRequest request;
  request.model = *h100;
  request.suite = Suite::Classes;
  request.threads = {1, 32, 128, 129, 256, 257, 384, 513, 768, 1024};
  request.ops = 1000;
  StudyResult r = runStudy(request);
  struct Shape {
    const char* id;
    double alone;       // one warp alone, cycles an operation
    double warpCycles;  // a warp's operation on its sub-partition's pipe
    double loopShare;   // the loop's instructions on the same pipe or issue slots
    bool sharedPipe;    // LDS: one pipe for the SM's W warps, 4 passes a warp
  };
  const Shape shapes[] = {
      {"mul_hi_x1", 6, 4, 1, false},    {"mul_hi_x4", 4, 4, 1, false},
      {"mad_wide_x1", 8, 4, 1, false},  {"mad_wide_x4", 4, 4, 1, false},
      {"mont_x1", 4, 4, 1, false},      {"mont_x4", 4, 4, 1, false},
      {"addc_x1", 4, 2, 1, false},      {"lop3_x1", 4, 2, 1.03, false},
      {"lop3_x4", 1, 2, 1.03, false},   {"shf_x1", 4, 2, 1.03, false},
      {"shf_x4", 1, 2, 1.03, false},    {"ffma_x1", 4, 1, 1.03, false},
      {"ffma_x4", 1, 1, 1.03, false},   {"lds_x1", 30, 4, 1, true},
      {"lds_x4", 30.0 / 4, 4, 1, true},
  };
  for (const Shape& shape : shapes) {
    const StudySeries* s = r.find(shape.id);
    ASSERT_NE(s, nullptr) << shape.id;
    ASSERT_FALSE(s->fault) << shape.id << ": " << *s->fault;
    for (const StudyPoint& point : s->points) {
      // Not held: LDS where a block's last warp has one thread (129, 257, 513):
      // there the model is above the bound (lds_x4 at 129: 19.2 against 17,
      // lds_x1 at 513: 68.2 against 65), the one-thread warp's loads taking the
      // shared pipe between full warps' (docs/sm-model.md, "Each class against
      // the literature"); the bound has no figure to say what the GPU does.
      if (shape.sharedPipe && point.threads > 32 && point.threads % 32 != 0) continue;
      const uint32_t busiest = ((point.threads + 31) / 32 + 3) / 4;
      // A warp of k threads puts ceil(k / 8) words in a bank (slots 4t + chain,
      // threads t and t + 8 in one bank): that many passes, at most 4.
      auto passes = [](uint32_t k) { return std::min(4u, (k + 7) / 8); };
      double alone = shape.alone;
      if (shape.sharedPipe) {
        const double extra = passes(std::min(point.threads, 32u)) - 1.0;
        alone += std::string_view(shape.id) == "lds_x1" ? extra : extra / 4;
      }
      double pipe = shape.warpCycles * busiest;
      if (shape.sharedPipe)
        pipe = 4.0 * (point.threads / 32) + (point.threads % 32 ? passes(point.threads % 32) : 0);
      const double expected = std::max(alone, pipe * shape.loopShare);
      const double perOp = cyclesPerMultiplication(*findMicrobenchmark(shape.id), r.ops, point);
      EXPECT_NEAR(perOp, expected, 0.05 * expected) << shape.id << " at " << point.threads;
    }
  }
}

// The host's results of a class kernel, worked by hand for thread 0 after
// one iteration where the chain is short enough to follow.
TEST(PtxStudy, TheHostsResultsOfTheClassKernelsFollowTheirDefinitions) {
  // addc_x1: x = 1 + 3 before the loop (no carry), then 100 x (x + 3 + 0).
  EXPECT_EQ(expectedResults(*findMicrobenchmark("addc_x1"), 0, 1)[0], 4u + 300u);
  // lds: the pointer chase stays on the slot: thread 5's offsets 80 and 84
  // (chains 0 and 2: 80 ^ 88, chains 1 and 3: 84 ^ 92).
  EXPECT_EQ(expectedResults(*findMicrobenchmark("lds_x4"), 5, 3),
            (std::array<uint32_t, 2>{80u ^ 88u, 84u ^ 92u}));
  // shf: 100 rotations by 3 are a rotation by 300 % 32 = 12.
  EXPECT_EQ(expectedResults(*findMicrobenchmark("shf_x1"), 0, 1)[0], 1u << 12);
  // mul_hi: (x * 3) >> 32 is 0 while x < 2^32 / 3: x stays 1.
  EXPECT_EQ(expectedResults(*findMicrobenchmark("mul_hi_x1"), 0, 1)[0], 1u);
  // mont from (0:1): each pair adds 3 x the low word, so (high:low) is 4^n
  // until 4^16 = 2^32, whose low word 0 adds nothing more: (1:0), folded 1.
  EXPECT_EQ(expectedResults(*findMicrobenchmark("mont_x1"), 0, 1)[0], 1u);
  // lop3 with thread 0: t alternates 0 and 0x5a5a; x = 1 goes 1, 0x5a5b, 3,
  // 0x5a59, 1, ...: a period of 4, and 100 operations end on the fourth.
  EXPECT_EQ(expectedResults(*findMicrobenchmark("lop3_x1"), 0, 1)[0], 0x5a59u);
}

TEST(PtxMicrobench, GeneratedFilesAreUpToDate) {
  fs::path script =
      fs::path(gpuasm::testing::sourceDirectory()) / "kernels/ptx/microbench/generate.py";
  if (std::system("python3 --version >/dev/null 2>&1") != 0)
    GTEST_SKIP() << "python3 not found: cannot run " << script << " --check";
  std::string command = "python3 '" + script.string() + "' --check 2>&1";
  std::string output;
  FILE* pipe = popen(command.c_str(), "r");
  ASSERT_NE(pipe, nullptr);
  char buffer[512];
  while (size_t n = fread(buffer, 1, sizeof buffer, pipe)) output.append(buffer, n);
  EXPECT_EQ(pclose(pipe), 0) << output;
}

}  // namespace
}  // namespace gpuasm::ptx
