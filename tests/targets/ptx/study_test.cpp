// `gpuasm study -t ptx`: seed 001's area estimate (section 5.3) against a
// derivation by hand from its inputs, the microbenchmarks' findings on the
// gtx580 model against the seed's measurements (chapter 4), the figures it
// writes, and its usage errors.
#include "targets/ptx/study.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>

#include "targets/ptx/area_model.hpp"
#include "tools/cli_support.hpp"

namespace gpuasm::ptx {
namespace {

namespace fs = std::filesystem;
using cli_test::gpuasm;

// Section 5.3 by hand: the seed's numbers, its formulas written out, each
// step from the one before (the seed's method: 40/65 for an area, plan B's SM
// grown by 16 cores).
TEST(PtxStudyArea, TheSeedsMethodRecomputedMatchesAHandDerivation) {
  const double mul24 = 10354.0 * 40 / 65;                // 6,371.69 (the seed prints 6,471)
  const double mul32 = 24052.0 * 40 / 65;                // 14,801.23
  const double um2PerPixel = 520e6 / (1200.0 * 1200.0);  // 361.11
  const double sm = 41600 * um2PerPixel;                 // 1.5022e7
  const double averageCore = 2688 * um2PerPixel / 32;    // 30,333.3
  const double pair = 2 * averageCore;                   // u(FP24) + u(FP24INT32) = 60,666.7
  const double fp24 = 1.2 * mul24, fp24Int32 = 0.2 * mul24 + mul32;
  const double alpha = pair / (fp24 + fp24Int32);  // 2.5574
  const double planBCore = alpha * mul32;          // 37,853.3

  AreaEstimate e = estimateArea({}, {});
  EXPECT_NEAR(e.mul24, 6371.69, 0.01);
  EXPECT_NEAR(e.mul32, 14801.23, 0.01);
  EXPECT_NEAR(e.um2PerPixel, 361.111, 0.001);
  EXPECT_NEAR(e.sm, 15022222.2, 0.1);
  EXPECT_NEAR(e.cores, 970666.7, 0.1);
  EXPECT_NEAR(e.averageCore, 30333.33, 0.01);
  EXPECT_NEAR(e.planACore, averageCore + mul32 / 2, 1e-6);
  EXPECT_NEAR(e.planACore, 37733.95, 0.01);
  EXPECT_NEAR(e.planACoreIncrease, 0.243976, 1e-6);
  EXPECT_NEAR(e.planASm, sm + 16 * mul32, 1e-6);
  EXPECT_NEAR(e.planASm, 15259041.9, 0.1);  // the seed prints 1.53e6
  EXPECT_NEAR(e.planASmIncrease, 0.0157646, 1e-7);
  EXPECT_NEAR(e.planAChip, 520e6 + 16 * 16 * mul32, 1e-3);
  EXPECT_NEAR(e.planAChipIncrease, 0.00728676, 1e-8);
  EXPECT_NEAR(e.corePair, pair, 1e-6);
  EXPECT_NEAR(e.fp24, fp24, 1e-9);
  EXPECT_NEAR(e.fp24Int32, fp24Int32, 1e-9);
  EXPECT_NEAR(e.alpha, alpha, 1e-12);
  EXPECT_NEAR(e.alpha, 2.557444, 1e-6);
  EXPECT_NEAR(e.uFp24, 19554.30, 0.01);
  EXPECT_NEAR(e.planBCore, planBCore, 1e-6);
  EXPECT_NEAR(e.planBCoreIncrease, 0.247912, 1e-6);
  EXPECT_NEAR(e.planBSm, sm + 16 * (planBCore - averageCore), 1e-6);
  EXPECT_NEAR(e.planBSmIncrease, 0.00800945, 1e-8);
  EXPECT_NEAR(e.planBChipIncrease, 16 * 16 * (planBCore - averageCore) / 520e6, 1e-12);
  EXPECT_NEAR(e.mulsPerMm2, 16 / 15.0222222, 1e-6);
  EXPECT_NEAR(e.planAMulsPerMm2, 32 / (e.planASm * 1e-6), 1e-9);
  EXPECT_NEAR(e.planBMulsPerMm2, 2.113252, 1e-6);
}

// The corrections: an area scales as the node squared, and plan B changes
// every one of the 32 cores.
TEST(PtxStudyArea, CorrectedAreaScalesWithTheNodeSquaredAndPlanBCountsEveryCore) {
  const double scale = (40.0 / 65) * (40.0 / 65);
  const double mul24 = 10354 * scale, mul32 = 24052 * scale;  // 3,921.0 and 9,108.4
  AreaEstimate e = estimateArea({}, {true, true});
  EXPECT_NEAR(e.mul24, mul24, 1e-9);
  EXPECT_NEAR(e.mul32, 9108.45, 0.01);
  EXPECT_NEAR(e.planASmIncrease, 16 * mul32 / 15022222.2, 1e-8);  // 0.97 %
  // alpha mul32 = pair mul32 / (1.4 mul24 + mul32): the scale cancels.
  EXPECT_NEAR(e.planBCore, 60666.667 * 24052 / (1.4 * 10354 + 24052), 0.01);
  EXPECT_NEAR(e.planBSmIncrease, 32 * (e.planBCore - 30333.333) / 15022222.2, 1e-8);  // 1.60 %
  EXPECT_GT(e.planBSmIncrease, e.planASmIncrease);  // not the smaller plan, corrected
}

TEST(PtxStudyArea, TheTableFlagsTheSeedsSlips) {
  std::vector<AreaRow> rows = areaTable();
  auto row = [&](std::string_view quantity) -> const AreaRow& {
    for (const AreaRow& r : rows)
      if (r.quantity == quantity) return r;
    ADD_FAILURE() << "no row " << quantity;
    return rows.front();
  };
  EXPECT_EQ(*row("A: SM").printed, 1.53e6);
  EXPECT_EQ(*row("mul24 at 40 nm").printed, 6471);
  EXPECT_EQ(*row("B: alpha").printed, 2.52);
  const std::string text = areaTableText(rows);
  // The exponent slip is off by 90 % and flagged with its note; a figure the
  // seed got right (the SM from the photo) is not flagged; alpha's slip
  // carries into plan B's core increase, 8 % off.
  EXPECT_NE(text.find("\nA: SM                      SM + 16 mul32                    1.53e+06   "
                      "1.5259e+07   1.5168e+07       um^2 off -90 % [3]\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("\nSM                         41,600 px                        1.50e+07   "
                      "1.5022e+07   1.5022e+07       um^2 \n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("\nB: core increase                                                22.9 "
                      "      24.791       24.791          % off -8 % [8]\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("\n[3] A: SM: the seed prints 1.53e6: 1.50e7 + 16 x 14,801 is 1.53e7"),
            std::string::npos)
      << text;
}

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

TEST(PtxStudyCommand, PrintsTheFindingsAndWritesFiveFigures) {
  const fs::path plots = cli_test::scratch() / "study_plots";
  fs::remove_all(plots);
  auto r = gpuasm("study -t ptx --ops 1000 --plots " + plots.string());
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(r.err, "");
  EXPECT_NE(r.out.find("on the SM model gtx580: one block of 1..1024 threads, 1000 "
                       "multiplications a thread"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("\nint knee (threads) "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\n    289 "), std::string::npos) << r.out;  // a row of the table
  for (const char* file :
       {"fig4_1.svg", "fig4_5.svg", "fig4_6_4_7.svg", "fig4_9.svg", "fig5_6.svg"}) {
    const std::string svg = cli_test::slurp(plots / file);
    EXPECT_EQ(svg.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\"", 0), 0u) << file;
    EXPECT_TRUE(svg.ends_with("</svg>\n")) << file;
    EXPECT_NE(svg.find("<polyline"), std::string::npos) << file;
    EXPECT_NE(r.out.find("wrote " + (plots / file).string() + "\n"), std::string::npos);
  }
}

// A configuration file, here plan B's: its float series fault and are left
// out of the table; the JSON says why.
TEST(PtxStudyCommand, AModelFileWithoutFloatsReportsTheFaultInTheJson) {
  auto r =
      gpuasm("study -t ptx --ops 1000 --json --model " GPUASM_SOURCE_DIR "/configs/sm/plan-b.toml");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["model"], "plan-b");
  EXPECT_EQ(j["ops_per_thread"], 1000);
  EXPECT_EQ(j["threads"].size(), 64u);
  for (const auto& s : j["series"]) {
    const std::string id = s["id"];
    const bool floats = id.starts_with("float") || id.starts_with("mix") || id == "plan-b:float";
    EXPECT_EQ(s["fault"].is_string(), floats) << id;
    if (floats) {
      EXPECT_NE(s["fault"].get<std::string>().find("has no unit that executes float-mul"),
                std::string::npos)
          << s["fault"];
      EXPECT_TRUE(s["points"].empty()) << id;
    }
  }
  for (const auto& f : j["findings"])
    // 32 lanes that multiply integers: the knee moves to the float one's, 577.
    if (f["name"] == "int knee (threads)") {
      EXPECT_EQ(f["value"], 577);
    }
}

TEST(PtxStudyCommand, AreaPrintsTheTableAndItsJson) {
  auto r = gpuasm("study -t ptx --area");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("A: SM                      SM + 16 mul32"), std::string::npos) << r.out;
  r = gpuasm("study -t ptx --area --json");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  nlohmann::json j = nlohmann::json::parse(r.out);
  bool found = false;
  for (const auto& row : j["area"])
    if (row["quantity"] == "A: SM") {
      found = true;
      EXPECT_EQ(row["seed"], 1.53e6);
      EXPECT_NEAR(row["recomputed"].get<double>(), 15259041.9, 0.1);
    }
  EXPECT_TRUE(found) << r.out;
}

TEST(PtxStudyCommand, BadFlagsAreUsageErrors) {
  for (const char* args :
       {"study -t ptx --ops 1500", "study -t ptx --ops 0", "study -t ptx --ops many",
        "study -t ptx --model no-such-preset", "study -t ptx --area --model gtx580",
        "study -t ptx --area --plots x", "study -t ptx --threads 0", "study -t ptx --frob"}) {
    auto r = gpuasm(args);
    EXPECT_EQ(r.exitCode, 2) << args << "\n" << r.err;
    EXPECT_EQ(r.out, "") << args;
    EXPECT_NE(r.err, "") << args;
  }
  // A configuration file that is not there is a bad input.
  auto r = gpuasm("study -t ptx --model /nonexistent/sm.toml");
  EXPECT_EQ(r.exitCode, 1) << r.err;
  EXPECT_NE(r.err.find("gpuasm study: "), std::string::npos) << r.err;
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
