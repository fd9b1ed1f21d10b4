// The microbenchmark study (study/study.cpp): the knee of a series, the
// thread counts of the sweep, the findings on the gtx580 model against the
// seed's measurements (chapter 4), and the generated microbenchmarks.
#include "targets/ptx/study/study.hpp"

#include <gtest/gtest.h>

#include <algorithm>
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
