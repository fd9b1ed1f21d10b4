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
// instruction: 4 cycles for each [[ptxas]] row of h100.toml the kernels use
// (IMAD.HI, IMAD.WIDE, IMAD.X, LOP3, SHF, FFMA's class), 30 for a shared
// load ([memory] shared_latency).
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
  // mont_x1 is 6, not 4: the model times the pair as two instructions (it
  // does not fuse them as ptxas does), so madc.hi waits 4 cycles for
  // mad.lo.cc's carry and the next pair's mad.lo.cc issues its stall count
  // (2) after it: 4 + 2 a pair (docs/sm-model.md, "What ptxas does").
  const std::pair<const char*, double> latencies[] = {
      {"mul_hi_x1", 4}, {"mad_wide_x1", 4}, {"addc_x1", 4}, {"lop3_x1", 4},
      {"shf_x1", 4},    {"ffma_x1", 4},     {"mont_x1", 6}, {"lds_x1", 30}};
  for (auto [id, latency] : latencies) {
    const StudySeries* s = r.find(id);
    ASSERT_NE(s, nullptr) << id;
    const double perOp = cyclesPerMultiplication(*findMicrobenchmark(id), r.ops, s->points[0]);
    EXPECT_NEAR(perOp, latency, 0.05 * latency) << id;
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
  fs::path script = fs::path(GPUASM_SOURCE_DIR) / "kernels/ptx/microbench/generate.py";
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
