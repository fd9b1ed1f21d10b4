// `gpuasm study transfer` end to end: the table, JSON, the SVG file and the
// usage errors.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tools/cli_support.hpp"

namespace {

using cli_test::gpuasm;

TEST(CliStudyTransfer, JsonHasEverySizeOfEverySeriesAndTheSkippedOnesReason) {
  auto r = gpuasm(
      "study transfer --from vc4 --to demolicious --min 4K --max 16K --repeat 1 --verify --json");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(r.err, "");  // no progress bar off a terminal
  const nlohmann::json json = nlohmann::json::parse(r.out);
  EXPECT_EQ(json["repeats"], 1);
  EXPECT_EQ(json["warmups"], 1);
  ASSERT_EQ(json["series"].size(), 3u);
  EXPECT_EQ(json["series"][0]["strategy"], "sequential");
  EXPECT_EQ(json["series"][1]["strategy"], "concurrent");
  EXPECT_EQ(json["series"][2]["strategy"], "direct");
  EXPECT_EQ(json["series"][2]["skipped"],
            "no direct path from vc4 to demolicious: the simulated board shares its memory with "
            "nothing else");
  EXPECT_TRUE(json["series"][2]["points"].empty());
  for (int s = 0; s < 2; ++s) {
    const nlohmann::json& points = json["series"][s]["points"];
    ASSERT_EQ(points.size(), 3u);
    for (int i = 0; i < 3; ++i) {
      EXPECT_EQ(points[i]["bytes"], 4096 << i);
      EXPECT_EQ(points[i]["time"], "measured");
      const double seconds = points[i]["seconds"];
      EXPECT_GT(seconds, 0.0);
      EXPECT_DOUBLE_EQ(points[i]["bandwidth_mb_s"].get<double>(), (4096 << i) / seconds / 1e6);
    }
  }
}

TEST(CliStudyTransfer, TablePrintsARowASizeAndWritesTheFigure) {
  const auto svg = cli_test::scratch() / "study_transfer.svg";
  std::filesystem::remove(svg);
  auto r = gpuasm(
      "study transfer --from host --to host --strategies concurrent,sequential --reverse "
      "--min 1K --max 4K --repeat 1 --plot " +
      svg.string());
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_TRUE(
      r.out.starts_with("Bandwidth in MB/s (10^6 bytes a second): the median of 1 "
                        "transfer after 1 warm-up.\n[1] host -> host concurrent\n"
                        "[2] host -> host concurrent\n[3] host -> host sequential\n"
                        "[4] host -> host sequential\n\n  size       [1]       [2]       "
                        "[3]       [4]\n    1K "))
      << r.out;
  EXPECT_NE(r.out.find("\n    2K "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\n    4K "), std::string::npos) << r.out;
  const std::string figure = cli_test::slurp(svg);
  EXPECT_TRUE(figure.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\"")) << figure;
  EXPECT_NE(figure.find(">1K<"), std::string::npos);
}

TEST(CliStudyTransfer, UsageErrorsSayWhatIsWrong) {
  struct Case {
    const char* args;
    const char* message;
  } cases[] = {
      {"study transfer --from host",
       "gpuasm: study transfer: give both --from and --to, or "
       "neither (the seed's set)\n"},
      {"study -t ptx transfer --from host --to host",
       "gpuasm: study transfer: -t means nothing here (a transfer runs between endpoints, not on "
       "a target)\n"},
      {"study transfer --from host --to gpu3",
       "gpuasm: study transfer: unknown endpoint 'gpu3' (endpoints: host, host-pinned, "
       "opencl:P.D, cuda:N, vc4, demolicious, model:NAME)\n"},
      {"study transfer --from host --to host --strategies sequential,fast",
       "gpuasm: study transfer: --strategies: unknown strategy 'fast' (sequential, concurrent, "
       "direct)\n"},
      {"study transfer --from host --to host --min 8K --max 4K",
       "gpuasm: study transfer: bad size range 8192 .. 4096 bytes: the smallest must be at least "
       "1 and at most the largest\n"},
  };
  for (const Case& c : cases) {
    auto r = gpuasm(c.args);
    EXPECT_EQ(r.exitCode, 2) << c.args;
    EXPECT_EQ(r.err, c.message) << c.args;
    EXPECT_EQ(r.out, "") << c.args;
  }
}

}  // namespace
