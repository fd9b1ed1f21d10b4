// Calibration (study/calibration.cpp) and `gpuasm study --device cuda` over
// the fake CUDA driver (tests/targets/ptx/fake_cuda_driver.c), which "runs"
// each microbenchmark by writing the %clock64 readings of a GPU planted here:
// each kernel's cycles an operation from a latency and an issue interval
// chosen for the test, by the hand derivation below, not by the model.
#include "targets/ptx/study/calibration.hpp"

#include <dlfcn.h>
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <tuple>

#include "gpuasm/ptx/sm_model.hpp"
#include "support/beside_test_program.hpp"
#include "targets/ptx/cuda_device.hpp"
#include "targets/ptx/fake_cuda_driver.h"
#include "targets/ptx/study/study.hpp"
#include "targets/ptx/study/study_command.hpp"
#include "tools/cli_support.hpp"

namespace gpuasm::ptx {
namespace {

// The planted GPU: an SM laid out as the h100 preset's (4 schedulers, each
// with one 16-lane unit for the integer classes, two for FP32), with other
// latencies and intervals. A warp instruction holds its 16-lane unit
// 2 x interval cycles, so with w warps on a scheduler an operation of
// `instructions` PTX instructions costs each thread
//   max(latency / chains, w x 2 x interval x instructions / units)
// cycles: the chains' latency or the scheduler's units, whichever binds.
struct Planted {
  double latency;
  uint32_t interval, instructions, units;
};
const std::map<std::string, Planted> kPlanted = {
    {"int", {5, 1, 1, 1}},      {"float", {6, 1, 1, 2}}, {"mul_hi", {7, 2, 1, 1}},
    {"mad_wide", {6, 3, 1, 1}}, {"addc", {3, 1, 1, 1}},  {"lop3", {5, 2, 1, 1}},
    {"shf", {6, 2, 1, 1}},      {"ffma", {6, 1, 1, 2}},  {"mont", {8, 2, 2, 1}},
    {"lds", {33, 1, 1, 1}},
};

const Planted& plantedFor(const Microbenchmark& b) {
  // The seed's kernels (in --suite all) run as the integer or float chain.
  if (b.suite == Suite::Seed) return kPlanted.at(b.chainA == ChainType::Float ? "float" : "int");
  std::string family(b.id);
  if (const size_t x = family.rfind("_x"); b.suite == Suite::Classes && x != std::string::npos)
    family.resize(x);
  return kPlanted.at(family);
}

double plantedPerOp(const Microbenchmark& b, uint32_t threads) {
  const Planted& p = plantedFor(b);
  const uint32_t warps = (threads + 31) / 32;
  const uint32_t perScheduler = (warps + 3) / 4;
  return std::max(p.latency / b.chains, perScheduler * 2.0 * p.interval * p.instructions / p.units);
}

std::vector<MeasuredPoint> plantedPoints(std::initializer_list<const char*> ids,
                                         std::initializer_list<uint32_t> sizes) {
  std::vector<MeasuredPoint> points;
  for (const char* id : ids)
    for (uint32_t threads : sizes)
      points.push_back({id, threads, plantedPerOp(*findMicrobenchmark(id), threads)});
  return points;
}

std::string textOf(const std::string& preset) {
  std::string error;
  auto text = findSmConfigText(preset, error);
  if (!text) throw std::runtime_error(error);
  return text->first;
}

TEST(PtxCalibration, RecoversThePlantedLatenciesAndIntervalsIntoTheTomlText) {
  std::string error;
  const SmConfig h100 = *findSmConfig("h100", error);
  const std::vector<MeasuredPoint> measured =
      plantedPoints({"int", "float", "mul_hi_x1", "mul_hi_x4", "mad_wide_x1", "mad_wide_x4",
                     "addc_x1", "lop3_x1", "lop3_x4", "shf_x1", "shf_x4", "ffma_x1", "ffma_x4",
                     "mont_x1", "mont_x4", "lds_x1", "lds_x4"},
                    {1, 128, 1024});
  std::optional<Calibration> c = calibrate(h100, textOf("h100"), "configs/sm/h100.toml", measured,
                                           "planted", "the test", error);
  ASSERT_TRUE(c) << error;
  std::optional<SmConfig> fitted = loadSmConfig(c->toml, "planted.toml", error);
  ASSERT_TRUE(fitted) << error;
  EXPECT_EQ(fitted->name, "planted");
  auto row = [&](const char* ptx) { return fitted->ptxasFor(ptx); };
  // Latencies: the one-chain kernel at one thread.
  EXPECT_EQ(row("mul.lo.u32")->latency, 5u);
  EXPECT_EQ(row("mad.hi.u32")->latency, 7u);
  EXPECT_EQ(row("mad.wide.u32")->latency, 6u);
  EXPECT_EQ(row("addc.cc.u32")->latency, 3u);
  EXPECT_EQ(row("lop3.b32")->latency, 5u);
  EXPECT_EQ(row("shf.l.wrap.b32")->latency, 6u);
  EXPECT_EQ(row("mad.lo.cc.u32")->latency, 8u);
  // FP32 has no [[ptxas]] row in h100: its class, from the seed's float chain.
  EXPECT_EQ(fitted->timing[static_cast<size_t>(OpClass::FloatMul)].latency, 6u);
  EXPECT_EQ(fitted->memory.sharedLatency, 33u);
  // Intervals: the largest block, bound by the scheduler's units.
  EXPECT_EQ(row("mul.lo.u32")->interval, 1u);
  EXPECT_EQ(row("mad.hi.u32")->interval, 2u);
  EXPECT_EQ(row("mad.wide.u32")->interval, 3u);
  EXPECT_EQ(row("lop3.b32")->interval, 2u);
  EXPECT_EQ(row("shf.l.wrap.b32")->interval, 2u);
  EXPECT_EQ(row("mad.lo.cc.u32")->interval, 2u);  // per instruction: 2 an operation
  EXPECT_EQ(fitted->timing[static_cast<size_t>(OpClass::FloatMul)].interval, 1u);
  // What was not fitted stays as it was.
  EXPECT_EQ(row("setp.eq.u32")->latency, 4u);
  EXPECT_EQ(fitted->timing[static_cast<size_t>(OpClass::IntAlu)].latency, 4u);
  EXPECT_EQ(fitted->clockGhz, h100.clockGhz);
  // The file says where each value came from, and keeps the preset's sources.
  EXPECT_NE(c->toml.find("# calibrated: 7 (was 6) from mul_hi_x1 at 1 thread: 7.00 cycles an "
                         "operation\nlatency = 7"),
            std::string::npos)
      << c->toml;
  EXPECT_NE(c->toml.find("study A2: \"H100 SXM5: 132 SMs, 1.98 GHz\""), std::string::npos);
  // The Montgomery pair's two instructions share a row: fitted once.
  bool madcSkipped = false;
  for (const std::string& s : c->skipped)
    madcSkipped |= s.starts_with("[[ptxas]] mad.lo.cc.u32") &&
                   s.find("already fitted from mont_x1") != std::string::npos;
  EXPECT_TRUE(madcSkipped) << ::testing::PrintToString(c->skipped);
}

TEST(PtxCalibration, AnIntervalIsNotFittedWhereTheLargestBlockIsNotBoundByThePipe) {
  std::string error;
  const SmConfig h100 = *findSmConfig("h100", error);
  // 128 threads: one warp a scheduler, as at one thread.
  std::optional<Calibration> c =
      calibrate(h100, textOf("h100"), "h100.toml",
                plantedPoints({"mul_hi_x1", "mul_hi_x4"}, {1, 128}), "x", "the test", error);
  ASSERT_TRUE(c) << error;
  std::optional<SmConfig> fitted = loadSmConfig(c->toml, "x.toml", error);
  ASSERT_TRUE(fitted) << error;
  EXPECT_EQ(fitted->ptxasFor("mad.hi.u32")->latency, 7u);
  EXPECT_EQ(fitted->ptxasFor("mad.hi.u32")->interval, 2u);  // h100's
  bool said = false;
  for (const std::string& s : c->skipped)
    said |= s.starts_with(
        "mad.hi.u32 interval: mul_hi_x4 at 128 threads (4.00 cycles an "
        "operation) is not bound by the pipe");
  EXPECT_TRUE(said) << ::testing::PrintToString(c->skipped);
  // What was not measured at all is one line a fit.
  const auto& skipped = c->skipped;
  EXPECT_NE(std::find(skipped.begin(), skipped.end(), "lop3.b32: lop3_x1 and lop3_x4 not measured"),
            skipped.end())
      << ::testing::PrintToString(skipped);
  EXPECT_NE(std::find(skipped.begin(), skipped.end(), "addc.cc.u32: addc_x1 not measured"),
            skipped.end());
}

// A configuration without [[ptxas]] rows (gtx580): the classes are fitted,
// and a [memory] table is added where there is none.
TEST(PtxCalibration, WithoutRowsTheClassesAreFittedAndMemoryIsAdded) {
  const std::string text =
      "name = \"tiny\"\nclock_ghz = 1\nsms = 1\n[scheduler]\ncount = 4\n[[unit]]\nname = "
      "\"alu\"\nlanes = 16\nclasses = [\"int-alu\", \"int-mul\", \"branch\", \"load-store\", "
      "\"float-mul\"]\n[class.int-alu]\nlatency = 4\n[class.int-mul]\nlatency = 9\n"
      "[class.branch]\nlatency = 4\n[class.load-store]\nlatency = 4\n[class.float-mul]\n"
      "latency = 4\n";
  std::string error;
  std::optional<SmConfig> tiny = loadSmConfig(text, "tiny.toml", error);
  ASSERT_TRUE(tiny) << error;
  std::optional<Calibration> c = calibrate(
      *tiny, text, "tiny.toml", plantedPoints({"int", "lds_x1"}, {1, 1024}), "tiny2", "t", error);
  ASSERT_TRUE(c) << error;
  std::optional<SmConfig> fitted = loadSmConfig(c->toml, "tiny2.toml", error);
  ASSERT_TRUE(fitted) << c->toml << error;
  const ClassTiming& mul = fitted->timing[static_cast<size_t>(OpClass::IntMul)];
  EXPECT_EQ(mul.latency, 5u);
  // One 16-lane unit for the SM: 1024 threads at 16 cycles an operation each
  // (the planted GPU's 64 lanes) is interval 16 x 16 / 1024 = 0.25: 1.
  EXPECT_EQ(mul.interval, 1u);
  EXPECT_NE(c->toml.find("[class.int-mul]\ninterval = 1  # calibrated: 1 (was 1)"),
            std::string::npos)
      << c->toml;
  EXPECT_EQ(fitted->memory.sharedLatency, 33u);
  EXPECT_NE(c->toml.find("\n[memory]\n# calibrated: 33 (was 30)"), std::string::npos) << c->toml;
}

#ifdef GPUASM_FAKE_CUDA_DRIVER
const std::string kFakeDriverPath =
    gpuasm::testing::besideTestProgram("GPUASM_FAKE_CUDA_DRIVER", GPUASM_FAKE_CUDA_DRIVER);
const char* const kFakeDriver = kFakeDriverPath.c_str();
#else
constexpr const char* kFakeDriver = nullptr;
#endif

// What the fake GPU's kernels leave: every thread starts at 1000 and ends the
// planted cycles later; the results are the host's, but for a thread the
// test breaks.
uint32_t gBrokenThread = UINT32_MAX;
void plantedKernel(const char* kernel, const unsigned block[3], const unsigned char* parameters,
                   size_t bytes) {
  if (bytes < 28) return;
  const Microbenchmark* b = nullptr;
  for (const Microbenchmark& m : microbenchmarks())
    if (m.kernel == kernel) b = &m;
  if (!b) return;
  uint64_t clocks, results;
  uint32_t iterations;
  std::memcpy(&clocks, parameters, 8);
  std::memcpy(&results, parameters + 8, 8);
  std::memcpy(&iterations, parameters + 16, 4);
  const uint32_t threads = block[0];
  const uint64_t span = static_cast<uint64_t>(
      std::llround(plantedPerOp(*b, threads) * iterations * b->chainAPerIteration));
  auto* clock = reinterpret_cast<uint64_t*>(clocks);
  auto* words = reinterpret_cast<uint32_t*>(results);
  for (uint32_t t = 0; t < threads; ++t) {
    clock[2 * t] = 1000 + t % 7;
    clock[2 * t + 1] = 1000 + span - t % 5;
    const std::array<uint32_t, 2> want = expectedResults(*b, t, iterations);
    words[2 * t] = want[0] ^ (t == gBrokenThread ? 1u : 0u);
    words[2 * t + 1] = want[1];
  }
}

class PtxStudyOnFakeGpu : public ::testing::Test {
 protected:
  void SetUp() override {
    if (kFakeDriver == nullptr)
      GTEST_SKIP() << "gpuasm was built without the CUDA toolkit's cuda.h: no fake driver";
    library_ = dlopen(kFakeDriver, RTLD_NOW | RTLD_LOCAL);
    ASSERT_NE(library_, nullptr) << dlerror();
    auto newProcess = reinterpret_cast<void (*)()>(dlsym(library_, "gpuasm_fake_cuda_new_process"));
    ASSERT_NE(newProcess, nullptr) << dlerror();
    newProcess();
    auto stateOf =
        reinterpret_cast<GpuasmFakeCudaState* (*)()>(dlsym(library_, "gpuasm_fake_cuda_state"));
    ASSERT_NE(stateOf, nullptr) << dlerror();
    state_ = stateOf();
    state_->runKernel = &plantedKernel;
    gBrokenThread = UINT32_MAX;
  }
  void TearDown() override {
    if (state_) state_->runKernel = nullptr;
    if (library_ != nullptr) dlclose(library_);
  }
  struct Output {
    int exitCode;
    std::string out, err;
  };
  Output study(const std::vector<std::pair<std::string, std::string>>& given) {
    OptionValues options;
    for (const auto& [key, value] : given) options.add(key, value);
    std::ostringstream out, err;
    const int code = studyWith(options, out, err, [](std::string& error) {
      return openCudaDeviceFromLibrary(kFakeDriver, error);
    });
    return {code, out.str(), err.str()};
  }
  void* library_ = nullptr;
  GpuasmFakeCudaState* state_ = nullptr;
};

TEST_F(PtxStudyOnFakeGpu, PrintsTheGpuBesideTheModelPointByPointAndByKernel) {
  Output r = study({{"device", "cuda"}, {"suite", "classes"}, {"sizes", "1,128"}, {"ops", "1000"}});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(r.err, "");
  // Each point's row: kernel, threads, measured, model, error. Measured: the
  // planted cycles (mul_hi 7 at one thread, lds 33); the model: h100's
  // IMAD.HI latency 6 and shared latency 30, plus what the loop adds (under 2 %).
  EXPECT_NE(r.out.find("against gpuasm fake CUDA driver (--device cuda): cycles a "
                       "multiplication a thread, measured and modelled"),
            std::string::npos)
      << r.out;
  auto row = [&](const std::string& id, uint32_t threads) {
    std::istringstream lines(r.out);
    for (std::string line; std::getline(lines, line);) {
      std::istringstream fields(line);
      std::string kernel, errorText;
      uint32_t t = 0;
      double measured = 0, model = 0;
      if (fields >> kernel >> t >> measured >> model >> errorText && kernel == id && t == threads)
        return std::tuple{measured, model, errorText};
    }
    ADD_FAILURE() << "no row " << id << " " << threads << " in\n" << r.out;
    return std::tuple{0.0, 0.0, std::string()};
  };
  for (auto [id, planted, modelled] :
       {std::tuple{"mul_hi_x1", 7.0, 6.0}, std::tuple{"lds_x1", 33.0, 30.0}}) {
    auto [measured, model, errorText] = row(id, 1);
    EXPECT_EQ(measured, planted) << id;
    EXPECT_NEAR(model, modelled, 0.02 * modelled) << id;
    EXPECT_EQ(errorText, fmt::format("{:+.1f}%", 100 * (model / measured - 1))) << id;
  }
  // The summary: one row a kernel and "all" over the 15 kernels' 30 points.
  EXPECT_NE(r.out.find("\nall                   30 "), std::string::npos) << r.out;
}

TEST_F(PtxStudyOnFakeGpu, JsonHasTheGpusSpansAndEachPointsError) {
  Output r = study({{"device", "cuda"},
                    {"suite", "classes"},
                    {"sizes", "1,128"},
                    {"ops", "1000"},
                    {"json", "1"}});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["device"], "gpuasm fake CUDA driver");
  EXPECT_EQ(j["suite"], "classes");
  ASSERT_EQ(j["hardware"].size(), 15u);
  // mont_x4 at 128 threads: one warp a scheduler, 2 x 2 x 2 = 8 cycles an
  // operation (the scheduler's unit, not the latency 8 / 4), 5 iterations of
  // 200: 8000 cycles; the fake's threads start up to 6 cycles late and stop
  // up to 4 early, the span is first start to last stop.
  bool seen = false;
  for (const auto& s : j["hardware"])
    if (s["id"] == "mont_x4") {
      seen = true;
      EXPECT_EQ(s["points"][1]["threads"], 128);
      EXPECT_EQ(s["points"][1]["clock_span"], 8000);
    }
  EXPECT_TRUE(seen);
  ASSERT_EQ(j["against"].size(), 30u);
  for (const auto& p : j["against"]) {
    const double measured = p["measured"], model = p["model"], error = p["error"];
    EXPECT_NEAR(error, model / measured - 1, 1e-12) << p;
    if (p["id"] == "shf_x1" && p["threads"] == 1) {
      EXPECT_EQ(measured, 6.0);
    }
  }
}

TEST_F(PtxStudyOnFakeGpu, CalibrateWritesAPresetWithThePlantedLatencies) {
  const std::filesystem::path file = cli_test::scratch() / "fake-gpu.toml";
  std::filesystem::remove(file);
  Output r = study({{"device", "cuda"},
                    {"suite", "all"},
                    {"sizes", "1,128"},
                    {"ops", "1000"},
                    {"calibrate", "1"},
                    {"output", file.string()}});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  std::string error;
  std::optional<SmConfig> fitted = findSmConfig(file.string(), error);
  ASSERT_TRUE(fitted) << error;
  EXPECT_EQ(fitted->name, "h100-calibrated");
  EXPECT_EQ(fitted->ptxasFor("mul.lo.u32")->latency, 5u);
  EXPECT_EQ(fitted->ptxasFor("mad.hi.u32")->latency, 7u);
  EXPECT_EQ(fitted->ptxasFor("mad.wide.u32")->latency, 6u);
  EXPECT_EQ(fitted->ptxasFor("addc.cc.u32")->latency, 3u);
  EXPECT_EQ(fitted->ptxasFor("mad.lo.cc.u32")->latency, 8u);
  EXPECT_EQ(fitted->memory.sharedLatency, 33u);
  EXPECT_NE(r.out.find("  [[ptxas]] mul.hi.u32 mul.hi.s32 mad.hi.u32 mad.hi.s32 latency: 6 -> 7  "
                       "(mul_hi_x1 at 1 thread: 7.00 cycles an operation)\n"),
            std::string::npos)
      << r.out;
  // The calibrated model is run against the same points: at one thread each
  // one-chain kernel is now its planted latency.
  EXPECT_NE(r.out.find("the calibrated model against gpuasm fake CUDA driver"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("wrote " + file.string() + "\n"), std::string::npos);
}

TEST_F(PtxStudyOnFakeGpu, AWrongResultOnTheGpuIsExitOneNamingKernelAndThread) {
  gBrokenThread = 3;
  Output r = study({{"device", "cuda"}, {"suite", "classes"}, {"sizes", "8"}, {"ops", "1000"}});
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_NE(r.err.find("gpuasm study: mul_hi_x1 on gpuasm fake CUDA driver with 8 threads: thread "
                       "3 result word 0 is 0x"),
            std::string::npos)
      << r.err;
}

TEST(PtxStudyOnGpu, WithoutAGpuTheCommandSaysWhyAndExitsOne) {
  OptionValues options;
  options.add("device", "cuda");
  std::ostringstream out, err;
  const int code = studyWith(options, out, err, [](std::string& error) {
    error = "no NVIDIA driver";
    return std::unique_ptr<Device>();
  });
  EXPECT_EQ(code, 1);
  EXPECT_EQ(err.str(), "gpuasm study: --device cuda: no NVIDIA driver\n");
}

}  // namespace
}  // namespace gpuasm::ptx
