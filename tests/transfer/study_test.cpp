// The transfer study (gpuasm/transfer/study.hpp): its sizes, its counting of
// warm-ups and repeats, skipped series and failed points, progress, and the
// SVG figure. Expected times come from hand-composed schedules of scripted
// endpoints whose operations report fixed modelled seconds.
#include "gpuasm/transfer/study.hpp"

#include <gtest/gtest.h>

#include <sstream>

#include "transfer/test_endpoints.hpp"

namespace {

using namespace gpuasm::transfer;
using transfer_test::ScriptedBehaviour;
using transfer_test::ScriptedEndpoint;

constexpr std::size_t KiB = 1024, MiB = 1024 * KiB;

TEST(TransferStudySizes, DoubleFromTheSmallestToTheLargest) {
  const std::vector<std::size_t> seed = doublingSizes(4 * KiB, 256 * MiB);
  ASSERT_EQ(seed.size(), 17u);  // 2^12 .. 2^28
  EXPECT_EQ(seed.front(), 4 * KiB);
  EXPECT_EQ(seed[8], 1 * MiB);
  EXPECT_EQ(seed.back(), 256 * MiB);
  EXPECT_EQ(doublingSizes(3, 20), (std::vector<std::size_t>{3, 6, 12}));
  EXPECT_EQ(doublingSizes(5, 5), (std::vector<std::size_t>{5}));
  EXPECT_THROW(doublingSizes(0, 5), TransferUsageError);
  try {
    doublingSizes(8, 4);
    FAIL();
  } catch (const TransferUsageError& e) {
    EXPECT_STREQ(e.what(),
                 "bad size range 8 .. 4 bytes: the smallest must be at least 1 and at most the "
                 "largest");
  }
}

TEST(TransferStudySizes, PrintInPowersOf1024WhereWhole) {
  EXPECT_EQ(sizeText(4096), "4K");
  EXPECT_EQ(sizeText(256 * MiB), "256M");
  EXPECT_EQ(sizeText(std::size_t{1} << 30), "1G");
  EXPECT_EQ(sizeText(1536 * KiB), "1536K");
  EXPECT_EQ(sizeText(3000), "3000");
}

// The study owns the endpoints it opens; these forward to endpoints the test
// keeps, so that their counters can be read after the study.
class Borrowed final : public Endpoint {
 public:
  explicit Borrowed(Endpoint& endpoint) : endpoint_(endpoint) {}
  std::string name() const override { return endpoint_.name(); }
  bool modelled() const override { return endpoint_.modelled(); }
  bool concurrentWith(const Endpoint& other) const override {
    return endpoint_.concurrentWith(other);
  }
  std::unique_ptr<EndpointBuffer> allocate(std::size_t bytes) override {
    return endpoint_.allocate(bytes);
  }

 private:
  Endpoint& endpoint_;
};

struct Scripted {
  ScriptedEndpoint from, to;
  StudyPlan plan;
  Scripted(ScriptedBehaviour reads, ScriptedBehaviour writes)
      : from(std::move(reads)), to(std::move(writes)) {
    plan.open = [this](std::string_view, std::string_view) {
      return EndpointPair{std::make_unique<Borrowed>(from), std::make_unique<Borrowed>(to)};
    };
  }
};

ScriptedBehaviour modelled(std::string name, double readSeconds, double writeSeconds) {
  ScriptedBehaviour behaviour;
  behaviour.name = std::move(name);
  behaviour.modelled = true;
  behaviour.modelledReadSeconds = readSeconds;
  behaviour.modelledWriteSeconds = writeSeconds;
  return behaviour;
}

TEST(TransferStudy, PointsAreTheComposedScheduleAndWarmupsAreNotCounted) {
  // Every read and every write takes 1 ms (modelled), whatever its length.
  Scripted s(modelled("a", 1e-3, 0), modelled("b", 0, 1e-3));
  s.plan.series = {{"a", "b", Strategy::Sequential}, {"a", "b", Strategy::Concurrent}};
  s.plan.sizes = {4 * KiB, 2 * MiB};
  s.plan.warmups = 2;
  s.plan.repeats = 3;
  s.plan.options.blockRule = BlockRule::Seed;
  const std::vector<StudySeriesResult> results = runStudy(s.plan);
  ASSERT_EQ(results.size(), 2u);
  // Sequential: one read then one write, 2 ms at every size.
  ASSERT_EQ(results[0].points.size(), 2u);
  for (const StudyPoint& point : results[0].points) {
    ASSERT_TRUE(point.median) << point.error;
    EXPECT_DOUBLE_EQ(point.median->seconds(), 2e-3);
    EXPECT_DOUBLE_EQ(point.median->bandwidthMBs(), point.bytes / 2e-3 / 1e6);
  }
  // Concurrent, the seed's rule: 4K is 2 blocks (read 0-1, read and write
  // overlap 1-2, write 2-3 ms), 2M is 4 blocks (a pipeline of 5 ms).
  EXPECT_DOUBLE_EQ(results[1].points[0].median->seconds(), 3e-3);
  EXPECT_EQ(results[1].points[0].median->blocks, 2u);
  EXPECT_DOUBLE_EQ(results[1].points[1].median->seconds(), 5e-3);
  EXPECT_EQ(results[1].points[1].median->blocks, 4u);
  // Five transfers a point (2 warm-ups, 3 counted): sequential reads once a
  // transfer, concurrent once a block.
  EXPECT_EQ(s.from.counters.reads, 2 * 5 * 1 + 5 * 2 + 5 * 4);
  EXPECT_EQ(s.from.counters.liveBuffers, 0u);
  EXPECT_EQ(s.to.counters.liveBuffers, 0u);
}

TEST(TransferStudy, ASeriesWithoutADirectPathIsSkippedWithTheReason) {
  Scripted s(modelled("a", 1e-3, 0), modelled("b", 0, 1e-3));
  s.plan.series = {{"a", "b", Strategy::Direct}, {"a", "b", Strategy::Sequential}};
  s.plan.sizes = {4 * KiB, 8 * KiB};
  std::vector<std::size_t> progress;
  const auto results =
      runStudy(s.plan, [&](std::size_t done, std::size_t total, const StudySeries&, std::size_t) {
        EXPECT_EQ(total, 2u * 2u * 4u);  // series x sizes x (1 warm-up + 3 counted)
        progress.push_back(done);
      });
  EXPECT_EQ(results[0].skipped, "no direct path from a to b: a has no copy engine of its own");
  EXPECT_TRUE(results[0].points.empty());
  EXPECT_EQ(results[1].points.size(), 2u);
  ASSERT_FALSE(progress.empty());
  EXPECT_TRUE(std::is_sorted(progress.begin(), progress.end()));
  EXPECT_EQ(progress.back(), 16u);
  EXPECT_EQ(progress.front(), 8u);  // the skipped series counts as done at once
}

TEST(TransferStudy, AFailedSizeIsRecordedAndTheSeriesGoesOn) {
  ScriptedBehaviour reads = modelled("a", 1e-3, 0);
  reads.failReadAt = 6;  // sequential reads once a transfer: the 2nd transfer of the 2nd size
  Scripted s(reads, modelled("b", 0, 1e-3));
  s.plan.series = {{"a", "b", Strategy::Sequential}};
  s.plan.sizes = {4 * KiB, 8 * KiB, 16 * KiB};
  std::size_t last = 0;
  const auto results = runStudy(
      s.plan, [&](std::size_t done, std::size_t, const StudySeries&, std::size_t) { last = done; });
  ASSERT_EQ(results[0].points.size(), 3u);
  EXPECT_TRUE(results[0].points[0].median);
  EXPECT_FALSE(results[0].points[1].median);
  EXPECT_EQ(results[0].points[1].error, "injected read failure");
  EXPECT_TRUE(results[0].points[2].median);
  EXPECT_EQ(last, 12u);  // the failed point's remaining transfers count as done
  EXPECT_EQ(s.from.counters.liveBuffers, 0u);
  EXPECT_EQ(s.to.counters.liveBuffers, 0u);
}

TEST(TransferStudy, VerifiesEachSizeThroughRealHostMemory) {
  StudyPlan plan;
  plan.series = {{"host", "host", Strategy::Concurrent}};
  plan.sizes = doublingSizes(1000, 64000);
  plan.repeats = 1;
  plan.options.verify = true;
  const auto results = runStudy(plan);
  ASSERT_EQ(results[0].points.size(), 7u);
  for (const StudyPoint& point : results[0].points) {
    ASSERT_TRUE(point.median) << point.error;
    ASSERT_TRUE(point.median->verify);
    EXPECT_TRUE(point.median->verify->equal) << point.bytes;
    EXPECT_FALSE(point.median->modelled);
  }
}

TEST(TransferStudy, TheSeedsFigureOnTheModelShowsSection74sFigures) {
  // The default study through model:fpga and model:gpu, from 64 MB up (the
  // sizes section 7.4 speaks of): direct peaks at 740 MB/s and drops after
  // 192 MB; concurrent reaches 730 FPGA to GPU and 525 GPU to FPGA, with
  // speed-ups of about 28-30 % and 39 % over sequential. Within 10 %.
  StudyPlan plan = seedFigurePlan();
  plan.sizes = {64 * MiB, 128 * MiB, 192 * MiB, 256 * MiB};
  plan.repeats = 1;
  const auto results = runStudy(plan);
  auto mbps = [&](std::string_view from, Strategy strategy, std::size_t row) {
    for (const StudySeriesResult& result : results)
      if (result.series.from == from && result.series.strategy == strategy &&
          result.series.to.starts_with("model:"))
        return result.points.at(row).median->bandwidthMBs();
    ADD_FAILURE() << from;
    return 0.0;
  };
  EXPECT_NEAR(mbps("model:fpga", Strategy::Direct, 2), 740, 74);
  EXPECT_LT(mbps("model:fpga", Strategy::Direct, 3),
            0.95 * mbps("model:fpga", Strategy::Direct, 2));
  EXPECT_NEAR(mbps("model:fpga", Strategy::Concurrent, 3), 730, 73);
  // Blocks by the seed's rule, as section 7.4 chose them: 1/8 from 16 MB.
  for (const StudySeriesResult& result : results) {
    if (result.series.strategy == Strategy::Concurrent) {
      EXPECT_EQ(result.points.at(3).median->blocks, 8u) << seriesLabel(result.series);
    }
  }
  EXPECT_NEAR(mbps("model:gpu", Strategy::Concurrent, 3), 525, 52.5);
  const double fpgaGain =
      mbps("model:fpga", Strategy::Concurrent, 3) / mbps("model:fpga", Strategy::Sequential, 3);
  const double gpuGain =
      mbps("model:gpu", Strategy::Concurrent, 3) / mbps("model:gpu", Strategy::Sequential, 3);
  EXPECT_NEAR(fpgaGain, 1.29, 0.129);
  EXPECT_NEAR(gpuGain, 1.39, 0.139);
  // The GPU's engine cannot master a transfer into the FPGA (section 7.1).
  for (const StudySeriesResult& result : results) {
    if (result.series.from == "model:gpu" && result.series.strategy == Strategy::Direct) {
      EXPECT_NE(result.skipped.find("no direct path from model:gpu to model:fpga"),
                std::string::npos);
    }
  }
  // The host's own copies, the seed's upper limit, are direct paths.
  for (const StudySeriesResult& result : results) {
    if (result.series.from.starts_with("host") || result.series.to.starts_with("host")) {
      EXPECT_EQ(result.skipped, "") << seriesLabel(result.series);
    }
  }
}

TEST(TransferStudyFigure, PlotsEachSeriesThatRanOnALog2SizeAxis) {
  std::vector<StudySeriesResult> results(3);
  results[0].series = {"a", "b", Strategy::Sequential};
  results[1].series = {"a", "b", Strategy::Direct};
  results[1].skipped = "no direct path";
  results[2].series = {"a", "b", Strategy::Concurrent, "the pipeline"};
  for (std::size_t bytes : {4 * KiB, 64 * KiB, 1 * MiB}) {
    for (StudySeriesResult* result : {&results[0], &results[2]}) {
      TransferReport report;
      report.bytes = bytes;
      report.measuredSeconds = bytes / 100e6;  // 100 MB/s
      result->points.push_back({bytes, report, {}});
    }
  }
  const std::string svg = studyFigureSvg(results);
  auto count = [&](const std::string& what) {
    std::size_t n = 0;
    for (std::size_t at = svg.find(what); at != std::string::npos; at = svg.find(what, at + 1)) ++n;
    return n;
  };
  EXPECT_EQ(count("<polyline"), 2u);
  // a marker shape a series: the first's three circles and its legend's, the
  // second's squares (and its line dashed)
  EXPECT_EQ(count("<circle"), 4u);
  EXPECT_EQ(count("<rect x="), 4u + 1u);  // and the plot's frame
  EXPECT_EQ(count("stroke-dasharray=\"7 4\""), 2u);
  EXPECT_NE(svg.find(">a -&gt; b sequential</text>"), std::string::npos);
  // both run at 100 MB/s: the second lies on the first, and the legend says so
  EXPECT_NE(svg.find(">the pipeline (drawn over a -&gt; b sequential: the same values)</text>"),
            std::string::npos);
  EXPECT_EQ(svg.find("direct"), std::string::npos);
  // 4K .. 1M is 2^12 .. 2^20: ticks at every power, 4K at the left edge of
  // the plot (x 90) and 1M at its right (760 - 20), 64K half-way between.
  for (const char* label : {">4K<", ">8K<", ">64K<", ">512K<", ">1M<"})
    EXPECT_NE(svg.find(label), std::string::npos) << label;
  // The first polyline's points: "x,y x,y x,y ".
  const std::size_t start = svg.find("points=\"");
  ASSERT_NE(start, std::string::npos) << svg;
  std::istringstream points(svg.substr(start + 8, svg.find('"', start + 8) - start - 8));
  std::vector<std::string> xs;
  for (std::string point; points >> point;) xs.push_back(point.substr(0, point.find(',')));
  EXPECT_EQ(xs, (std::vector<std::string>{"90.0", "415.0", "740.0"}));
}

}  // namespace
