// The h100 preset against an H200 (the H100's SM): every point of seed 001's
// microbenchmarks as the GPU ran them (tests/data/ptx/h200/microbench.tsv,
// copied from ../shared/reference/ptx-h200/), and the reading of such files.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include "support/build_paths.hpp"
#include "targets/ptx/study/study.hpp"

namespace gpuasm::ptx {
namespace {

std::vector<MeasuredPoint> h200Points() {
  const std::filesystem::path file = std::filesystem::path(gpuasm::testing::sourceDirectory()) /
                                     "tests/data/ptx/h200/microbench.tsv";
  std::ifstream in(file);
  std::stringstream text;
  text << in.rdbuf();
  std::string error;
  std::optional<std::vector<MeasuredPoint>> points =
      parseMeasuredPoints(text.str(), file.string(), error);
  EXPECT_TRUE(points) << error;
  return points ? *points : std::vector<MeasuredPoint>{};
}

// Issue 29's goal is every point within 5 %; what the h100 preset reaches
// (docs/sm-model.md, "Against hardware") is held here kernel by kernel, each
// bound its worst error over these points (`gpuasm study -t ptx --model h100
// --ops 1000 --against tests/data/ptx/h200/microbench.tsv`) rounded up, on the
// thread counts where a sub-partition's warp count changes (1, 128, 129, ...
// 1024: 11 of the 64). Since the yield rule and FP32 on the FMA-lite pipe
// first, mix_1i2f, mix_1i3f, float_mul_2streams and int_mul_x10 are within
// 4 % everywhere (12 %, 7 %, 22 % and 9 % before); mix_1i1f is 27 % fast at
// 1,024 threads, where the model locks into an IMAD/FMUL alternation.
TEST(PtxStudyH200, EachKernelOfTheH200IsWithinItsBoundOnTheH100Preset) {
  const std::map<std::string, double> bound = {
      {"int", 0.01},      {"float", 0.025},         {"int_2streams", 0.025},
      {"mix_1i1f", 0.28}, {"mix_1i2f", 0.02},       {"mix_2i1f", 0.055},
      {"mix_1i3f", 0.02}, {"float_2streams", 0.03}, {"int_x10", 0.04}};
  const std::vector<uint32_t> threads = {1, 128, 129, 256, 257, 384, 385, 512, 513, 768, 1024};
  std::vector<MeasuredPoint> measured;
  for (const MeasuredPoint& m : h200Points())
    if (std::find(threads.begin(), threads.end(), m.threads) != threads.end())
      measured.push_back(m);
  ASSERT_EQ(measured.size(), 9 * threads.size());
  std::string error;
  StudyRequest request;
  for (auto [config, name] : {std::pair{&request.model, "h100"},
                              {&request.gtx580, "gtx580"},
                              {&request.planA, "plan-a"},
                              {&request.planB, "plan-b"}}) {
    std::optional<SmConfig> c = findSmConfig(name, error);
    ASSERT_TRUE(c) << error;
    *config = *c;
  }
  request.ops = 1000;
  request.threads = threads;
  const StudyResult result = runStudy(request);  // throws if a kernel's results were wrong
  const std::vector<PointComparison> compared = compareWithMeasured(result, measured);
  ASSERT_EQ(compared.size(), measured.size());
  size_t withinFive = 0;
  for (const PointComparison& c : compared) {
    ASSERT_TRUE(bound.count(c.id)) << c.id;
    EXPECT_LE(std::abs(c.error), bound.at(c.id))
        << c.id << " at " << c.threads << " threads: model " << c.model << " cycles, the H200 "
        << c.measured;
    withinFive += std::abs(c.error) <= 0.05;
  }
  // 91 of these 99 points are within 5 % (81 before the yield rule).
  EXPECT_GE(withinFive, 91u);
}

// The hand-computed per-multiplication figure: a span of 8,000 cycles over
// 10 iterations of mix_1i2f's 100 + 200 multiplications is 8000 / 3000.
TEST(PtxStudyH200, CyclesPerMultiplicationCountsEveryChainsMultiplications) {
  const Microbenchmark* mix = findMicrobenchmark("mix_1i2f");
  ASSERT_NE(mix, nullptr);
  StudyPoint point;
  point.clockSpan = 8000;
  EXPECT_DOUBLE_EQ(cyclesPerMultiplication(*mix, 1000, point), 8000.0 / 3000);
}

TEST(PtxStudyH200, AMeasurementFileWithABadLineNamesItsPlace) {
  std::string error;
  EXPECT_TRUE(parseMeasuredPoints("# c\n\nint\tint_mul_x1000\t32\t4.0\n", "m.tsv", error));
  EXPECT_FALSE(parseMeasuredPoints("int\tint_mul_x1000\t32\n", "m.tsv", error));
  EXPECT_EQ(error, "m.tsv:1: 3 fields, not the 4 of ID, ENTRY, THREADS, PER_OP (tab-separated)");
  EXPECT_FALSE(parseMeasuredPoints("# x\nnope\tk\t32\t4.0\n", "m.tsv", error));
  EXPECT_EQ(error, "m.tsv:2: unknown microbenchmark 'nope'");
  EXPECT_FALSE(parseMeasuredPoints("int\tk\t2000\t4.0\n", "m.tsv", error));
  EXPECT_EQ(error, "m.tsv:1: threads '2000' is not a number 1..1024");
  EXPECT_FALSE(parseMeasuredPoints("int\tk\t32\t-1\n", "m.tsv", error));
  EXPECT_EQ(error, "m.tsv:1: cycles '-1' is not a positive number");
}

}  // namespace
}  // namespace gpuasm::ptx
