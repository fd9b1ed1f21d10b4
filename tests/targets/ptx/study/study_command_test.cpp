// `gpuasm study -t ptx` (study/study_command.cpp): the findings and the
// figures it writes, a model file's faults in the JSON, the area table, and
// its usage errors.
#include <gtest/gtest.h>

#include <array>
#include <bit>
#include <chrono>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>

#include "support/build_paths.hpp"
#include "tools/cli_support.hpp"

namespace gpuasm::ptx {
namespace {

namespace fs = std::filesystem;
using cli_test::gpuasm;

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
  auto r = gpuasm("study -t ptx --ops 1000 --json --model " + gpuasm::testing::sourceDirectory() +
                  "/configs/sm/plan-b.toml");
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

// The pipe probes (kernels/ptx/microbench/pipes.ptx, run on a GPU by scripts/gpu-session.sh's
// `pipes` stage): each computes its two chains, checked against the host's own arithmetic at one
// thread and one iteration (100 operations a chain). LOP3 from 65,537 with t alternating 0 and
// 0x5a5a: 1, 0x5a5b, 3, 0x5a59, then a period of 4, so the hundredth is 0x5a59; FMUL by 1 + 2^-23
// from 1.0 rounds to 1 + 100 x 2^-23 exactly (each product's excess is below half an ulp).
TEST(PtxStudyCommand, ThePipeProbesComputeTheirChains) {
  const float factor = std::bit_cast<float>(0x3F800001u);
  uint32_t imad = 1;
  float ffma = 1.0f, fadd = 1.0f;
  for (int i = 0; i < 100; ++i) {
    imad *= 3;
    ffma = std::fma(ffma, factor, 1.0f);
    fadd += factor;
  }
  const uint32_t fmul = 0x3F800064, lop3 = 0x5a59;
  const std::pair<const char*, std::array<uint32_t, 2>> probes[] = {
      {"pipe_imad_fmul", {imad, fmul}},
      {"pipe_lop3_fmul", {lop3, fmul}},
      {"pipe_imad_lop3", {imad, lop3}},
      {"pipe_imad_ffma", {imad, std::bit_cast<uint32_t>(ffma)}},
      {"pipe_imad_fadd", {imad, std::bit_cast<uint32_t>(fadd)}}};
  const fs::path results = cli_test::scratch() / "pipe_results.bin";
  for (const auto& [kernel, words] : probes) {
    const std::string k = kernel;
    auto r = gpuasm("run -t ptx " + gpuasm::testing::sourceDirectory() +
                    "/kernels/ptx/microbench/pipes.ptx --kernel " + k +
                    " --block 1 --buffer clocks=16 --buffer results=8 --arg " + k +
                    "_clocks=clocks --arg " + k + "_results=results --arg " + k +
                    "_iterations=1 --arg " + k + "_int_factor=3 --arg " + k +
                    "_float_factor=0x3F800001 --dump results=" + results.string());
    ASSERT_EQ(r.exitCode, 0) << k << ": " << r.err;
    const std::string bytes = cli_test::slurp(results);
    ASSERT_EQ(bytes.size(), 8u) << k;
    std::array<uint32_t, 2> got{};
    std::memcpy(got.data(), bytes.data(), 8);
    EXPECT_EQ(got[0], words[0]) << k;
    EXPECT_EQ(got[1], words[1]) << k;
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

// Issue 28: the --plots folder is checked before the study (which takes 20 s
// and more), and the message names it (it said "Not a directory" after them).
TEST(PtxStudyCommand, APlotsPathThatCannotBeAFolderFailsAtOnceNamingIt) {
  const fs::path file = cli_test::scratch() / "study_plots_is_a_file";
  cli_test::write(file, "x");
  for (const std::string& path :
       {std::string("/dev/full"), file.string(), file.string() + "/below"}) {
    const auto start = std::chrono::steady_clock::now();
    auto r = gpuasm("study -t ptx --plots " + path);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    EXPECT_EQ(r.exitCode, 1) << path << "\n" << r.err;
    EXPECT_TRUE(r.err.starts_with("gpuasm study: --plots " + path + ": ")) << r.err;
    EXPECT_EQ(r.err.find('\n'), r.err.size() - 1) << r.err;  // one line
    EXPECT_EQ(r.out, "") << path;
    EXPECT_LT(seconds, 5.0) << path << ": the study ran first";
  }
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
  // The GPU's and calibration's options, each with the message that says what is missing.
  for (auto [args, message] : {
           std::pair{"study -t ptx --save m.tsv",
                     "gpuasm study: --save writes the GPU's measurements: it goes with --device "
                     "cuda\n"},
           {"study -t ptx --calibrate -o x.toml",
            "gpuasm study: --calibrate fits measurements: give --device cuda or --against FILE\n"},
           {"study -t ptx --against m.tsv --calibrate",
            "gpuasm study: --calibrate writes a file: give -o FILE.toml\n"},
           {"study -t ptx --against m.tsv --calibrate -o x.txt",
            "gpuasm study: -o x.txt: a configuration's name ends in .toml (so that --model reads "
            "it as a file)\n"},
           {"study -t ptx -o x.toml", "gpuasm study: -o/--output is --calibrate's\n"},
           {"study -t ptx --device cuda --against m.tsv",
            "gpuasm study: --against and --device cuda both give the measurements: one of "
            "them\n"},
           {"study -t ptx --sizes 1,2000",
            "gpuasm study: --sizes 1,2000: '2000' is not a block size 1..1024\n"},
           {"study -t ptx --sizes 1,,2",
            "gpuasm study: --sizes 1,,2: '' is not a block size 1..1024\n"},
           {"study -t ptx --area --suite classes",
            "gpuasm study: --suite is the microbenchmarks'; not with --area\n"},
       }) {
    auto r = gpuasm(args);
    EXPECT_EQ(r.exitCode, 2) << args << "\n" << r.err;
    EXPECT_EQ(r.out, "") << args;
    EXPECT_EQ(r.err, message) << args;
  }
  // A configuration file that is not there is a usage error too, as
  // transfer's model:FILE.toml is (issue 28).
  auto r = gpuasm("study -t ptx --model /nonexistent/sm.toml");
  EXPECT_EQ(r.exitCode, 2) << r.err;
  EXPECT_EQ(r.err.rfind("gpuasm study: --model ", 0), 0u) << r.err;
}

}  // namespace
}  // namespace gpuasm::ptx
