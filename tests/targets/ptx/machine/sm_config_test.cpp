// The SM timing model's configurations (src/targets/ptx/machine/sm_config.cpp): the
// shipped presets hold what their comments and the seed say, a user's file is
// read from disk, and every kind of bad input is an error at its place.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "gpuasm/ptx/host.hpp"
#include "gpuasm/ptx/sm_model.hpp"
#include "multiply_chain.hpp"

namespace {

namespace fs = std::filesystem;
using gpuasm::ptx::findSmConfig;
using gpuasm::ptx::loadSmConfig;
using gpuasm::ptx::OpClass;
using gpuasm::ptx::SmConfig;
using gpuasm::ptx::UnitGroup;
using gpuasm::testing::multiplyChain;

SmConfig preset(const std::string& name) {
  std::string error;
  std::optional<SmConfig> config = findSmConfig(name, error);
  EXPECT_TRUE(config) << error;
  return config.value_or(SmConfig{});
}

const UnitGroup* unitNamed(const SmConfig& config, std::string_view name) {
  for (const UnitGroup& unit : config.units)
    if (unit.name == name) return &unit;
  return nullptr;
}

bool executes(const UnitGroup& unit, OpClass c) {
  return std::find(unit.classes.begin(), unit.classes.end(), c) != unit.classes.end();
}

// Lanes an SM has for a class: its peak operations a clock at interval 1.
uint32_t lanesFor(const SmConfig& config, OpClass c) {
  uint32_t lanes = 0;
  for (const UnitGroup& unit : config.units)
    if (executes(unit, c)) lanes += unit.lanes;
  return lanes;
}

const gpuasm::ptx::ClassTiming& timing(const SmConfig& config, OpClass c) {
  return config.timing[static_cast<size_t>(c)];
}

TEST(PtxSmConfig, ClassNamesRoundTrip) {
  const std::vector<std::string> names = {"int-alu",   "int-mul",    "int-mul64", "float-add",
                                          "float-mul", "load-store", "branch",    "barrier",
                                          "float64",   "special"};
  for (size_t i = 0; i < names.size(); ++i) {
    EXPECT_EQ(gpuasm::ptx::opClassName(static_cast<OpClass>(i)), names[i]);
    EXPECT_EQ(gpuasm::ptx::opClassNamed(names[i]), static_cast<OpClass>(i));
  }
  EXPECT_FALSE(gpuasm::ptx::opClassNamed("int-mull"));
  EXPECT_FALSE(gpuasm::ptx::opClassNamed(""));
}

TEST(PtxSmConfig, ThePresetsAreShipped) {
  EXPECT_EQ(gpuasm::ptx::smConfigPresets(),
            (std::vector<std::string>{"a100", "gtx580", "h100", "h200", "plan-a", "plan-b",
                                      "rtx4090", "v100"}));
}

// Seed 001, sections 3.1 and 4.2-4.4, against configs/sm/gtx580.toml.
TEST(PtxSmConfig, Gtx580IsFermiAsTheSeedMeasuredIt) {
  SmConfig c = preset("gtx580");
  EXPECT_EQ(c.name, "gtx580");
  EXPECT_DOUBLE_EQ(c.clockGhz, 1.544);
  EXPECT_EQ(c.sms, 16u);  // seed 3.1
  EXPECT_EQ(c.schedulers, 2u);
  EXPECT_EQ(c.dispatch, 1u);
  EXPECT_EQ(c.maxWarps, 48u);
  EXPECT_EQ(c.maxBlocks, 8u);
  EXPECT_EQ(c.sharedBytes, 48u * 1024u);
  ASSERT_EQ(c.units.size(), 4u);

  // Two 16-lane core groups, group s fed by scheduler s only.
  for (uint32_t s = 0; s < 2; ++s) {
    const UnitGroup* cores = unitNamed(c, s == 0 ? "cores-0" : "cores-1");
    ASSERT_TRUE(cores);
    EXPECT_EQ(cores->lanes, 16u);
    EXPECT_EQ(cores->schedulers, std::vector<uint32_t>{s});
    EXPECT_TRUE(executes(*cores, OpClass::IntAlu));
    EXPECT_TRUE(executes(*cores, OpClass::FloatAdd));
    EXPECT_TRUE(executes(*cores, OpClass::FloatMul));
    EXPECT_FALSE(executes(*cores, OpClass::IntMul));
  }
  // One 16-lane multiplier both schedulers issue to (seed 4.4: mixing one
  // float per integer multiply costs nothing, so it is not the float lanes).
  const UnitGroup* multiplier = unitNamed(c, "int-multiplier");
  ASSERT_TRUE(multiplier);
  EXPECT_EQ(multiplier->lanes, 16u);
  EXPECT_TRUE(multiplier->schedulers.empty());
  EXPECT_EQ(multiplier->classes, (std::vector<OpClass>{OpClass::IntMul, OpClass::IntMul64}));
  const UnitGroup* loadStore = unitNamed(c, "load-store");
  ASSERT_TRUE(loadStore);
  EXPECT_EQ(loadStore->lanes, 16u);  // seed 3.1: 16 LD/ST units

  // Seed 4.2: the flat part of figure 4.1 ends where the threads in flight
  // fill every lane for one latency: 576 for floats (32 lanes x 18), 288 for
  // integer multiplies (16 lanes x 18).
  EXPECT_EQ(timing(c, OpClass::FloatMul).latency * lanesFor(c, OpClass::FloatMul), 576u);
  EXPECT_EQ(timing(c, OpClass::IntMul).latency * lanesFor(c, OpClass::IntMul), 288u);
  EXPECT_EQ(timing(c, OpClass::IntMul).interval, 1u);
  EXPECT_EQ(timing(c, OpClass::IntAlu).latency, 18u);
  EXPECT_EQ(timing(c, OpClass::FloatAdd).latency, 18u);
  // No 64-bit multiplier: four 32-bit passes, three of them dependent.
  EXPECT_EQ(timing(c, OpClass::IntMul64).interval, 4u);
  EXPECT_EQ(timing(c, OpClass::IntMul64).latency, 3u * 18u);
  // 16 SMs x 16 multiplies a clock x 1.544 GHz = 395 G integer multiplies/s (study A2).
  EXPECT_NEAR(c.sms * lanesFor(c, OpClass::IntMul) * c.clockGhz, 395.3, 0.1);

  EXPECT_EQ(c.memory.sharedLatency, 50u);
  EXPECT_EQ(c.memory.globalLatency, 600u);
  EXPECT_EQ(c.memory.localLatency, 600u);
  EXPECT_EQ(c.memory.constLatency, 50u);
  EXPECT_EQ(c.memory.paramLatency, 50u);
}

// Seed 5.1.1: a 32-bit multiplier in every core: 32 integer multiplies a
// clock an SM, the float rate unchanged.
TEST(PtxSmConfig, PlanAMultipliesIntegersOnBothCoreGroups) {
  SmConfig c = preset("plan-a");
  EXPECT_EQ(c.name, "plan-a");
  EXPECT_EQ(lanesFor(c, OpClass::IntMul), 32u);
  EXPECT_EQ(lanesFor(c, OpClass::FloatMul), 32u);
  EXPECT_EQ(unitNamed(c, "int-multiplier"), nullptr);
  for (const char* name : {"cores-0", "cores-1"}) {
    const UnitGroup* cores = unitNamed(c, name);
    ASSERT_TRUE(cores);
    EXPECT_TRUE(executes(*cores, OpClass::IntMul));
    EXPECT_TRUE(executes(*cores, OpClass::FloatMul));
  }
  // The integer knee moves to the float one: 32 lanes x 18 = 576 threads.
  EXPECT_EQ(timing(c, OpClass::IntMul).latency * lanesFor(c, OpClass::IntMul), 576u);
  SmConfig fermi = preset("gtx580");
  EXPECT_EQ(c.sms, fermi.sms);
  EXPECT_EQ(c.clockGhz, fermi.clockGhz);
  EXPECT_EQ(c.schedulers, fermi.schedulers);
  EXPECT_EQ(c.memory.globalLatency, fermi.memory.globalLatency);
}

// Seed 5.1.2: integer-only cores with a 32-bit multiplier, no float unit.
TEST(PtxSmConfig, PlanBHasNoFloatUnit) {
  SmConfig c = preset("plan-b");
  EXPECT_EQ(c.name, "plan-b");
  EXPECT_EQ(lanesFor(c, OpClass::IntMul), 32u);
  EXPECT_EQ(lanesFor(c, OpClass::FloatAdd), 0u);
  EXPECT_EQ(lanesFor(c, OpClass::FloatMul), 0u);
  EXPECT_EQ(lanesFor(c, OpClass::IntAlu), 32u);
}

// ptx-integer-study.md A1-A3 against configs/sm/h100.toml.
TEST(PtxSmConfig, H100IsFourSubPartitionsOfSixteenFmaLanes) {
  SmConfig c = preset("h100");
  EXPECT_EQ(c.name, "h100");
  EXPECT_EQ(c.sms, 132u);
  EXPECT_DOUBLE_EQ(c.clockGhz, 1.98);
  EXPECT_EQ(c.schedulers, 4u);
  EXPECT_EQ(c.maxWarps, 64u);
  EXPECT_EQ(c.maxBlocks, 32u);
  EXPECT_EQ(c.sharedBytes, 228u * 1024u);
  // IMAD on 16 FMA-heavy lanes a sub-partition: 64 a clock an SM; FP32 on
  // both FMA pipes: 128; each sub-partition's pipes its own.
  EXPECT_EQ(lanesFor(c, OpClass::IntMul), 64u);
  EXPECT_EQ(lanesFor(c, OpClass::FloatMul), 128u);
  EXPECT_EQ(lanesFor(c, OpClass::IntAlu), 64u);
  // FP64 on 16 lanes a sub-partition (64 a clock an SM), the SFU on 4 (16).
  EXPECT_EQ(lanesFor(c, OpClass::Float64), 64u);
  EXPECT_EQ(lanesFor(c, OpClass::Special), 16u);
  for (const UnitGroup& unit : c.units) {
    if (unit.name == "load-store") continue;
    EXPECT_EQ(unit.lanes, unit.name.starts_with("sfu-") ? 4u : 16u) << unit.name;
    EXPECT_EQ(unit.schedulers.size(), 1u) << unit.name;
  }
  // 132 SMs x 64 x 1.98 GHz = 16.7 T IMAD/s (study A2).
  EXPECT_NEAR(c.sms * lanesFor(c, OpClass::IntMul) * c.clockGhz / 1000, 16.7, 0.05);
  for (OpClass k : {OpClass::IntAlu, OpClass::IntMul, OpClass::FloatAdd, OpClass::FloatMul})
    EXPECT_EQ(timing(c, k).latency, 4u);
  EXPECT_EQ(timing(c, OpClass::IntMul).interval, 1u);
  // A 64-bit multiply: IMAD.WIDE at half rate (2 slots) and two IMADs.
  EXPECT_EQ(timing(c, OpClass::IntMul64).interval, 4u);
}

// The other generations' presets against the CUDA C++ Programming Guide's
// throughput table (ops a clock an SM: FP32 64 on cc 7.0 and 8.0, 128 on 8.9
// and 9.0; 32-bit integer multiply 64 on all four) and its residency limits.
TEST(PtxSmConfig, EachGenerationsPresetHasTheGuidesRatesAndLimits) {
  struct Expected {
    const char* name;
    uint32_t sms, fp32, imad, maxWarps, maxBlocks, sharedKib;
  };
  for (const Expected& e :
       {Expected{"v100", 80, 64, 64, 64, 32, 96}, Expected{"a100", 108, 64, 64, 64, 32, 164},
        Expected{"rtx4090", 128, 128, 64, 48, 24, 100},
        Expected{"h200", 132, 128, 64, 64, 32, 228}}) {
    SmConfig c = preset(e.name);
    EXPECT_EQ(c.name, e.name);
    EXPECT_EQ(c.sms, e.sms) << e.name;
    EXPECT_EQ(c.schedulers, 4u) << e.name;
    EXPECT_EQ(lanesFor(c, OpClass::FloatMul), e.fp32) << e.name;
    EXPECT_EQ(lanesFor(c, OpClass::IntMul), e.imad) << e.name;
    EXPECT_EQ(c.maxWarps, e.maxWarps) << e.name;
    EXPECT_EQ(c.maxBlocks, e.maxBlocks) << e.name;
    EXPECT_EQ(c.sharedBytes, e.sharedKib * 1024) << e.name;
    EXPECT_GT(c.memory.globalBandwidthGbs, 0u) << e.name;
  }
  // The H200 is the H100's SM: only its name, description and memory differ.
  SmConfig h100 = preset("h100"), h200 = preset("h200");
  EXPECT_DOUBLE_EQ(h200.clockGhz, h100.clockGhz);
  ASSERT_EQ(h200.units.size(), h100.units.size());
  for (size_t u = 0; u < h100.units.size(); ++u) EXPECT_EQ(h200.units[u].name, h100.units[u].name);
  EXPECT_EQ(h100.memory.globalBandwidthGbs, 3350u);
  EXPECT_EQ(h200.memory.globalBandwidthGbs, 4800u);
}

// Issue 29 item 4: every Volta-and-later preset times global loads through an
// L1 (the SM's unified L1 and shared memory, so at least the largest shared
// memory a block may have) and its share of an L2, each hit faster than the
// next level, and shared accesses over 32 banks. The sizes are the vendors'
// (the presets' comments): H100/H200 256 KB an SM and 50 MB, A100 192 KB and
// 40 MB, RTX 4090 128 KB and 72 MB, V100 128 KB and 6 MB.
TEST(PtxSmConfig, EachGenerationsPresetHasItsCachesAndBanks) {
  struct Expected {
    const char* name;
    uint32_t l1Kib, l2Mib;
  };
  for (const Expected& e :
       {Expected{"h100", 256, 50}, Expected{"h200", 256, 50}, Expected{"a100", 192, 40},
        Expected{"rtx4090", 128, 72}, Expected{"v100", 128, 6}}) {
    SmConfig c = preset(e.name);
    EXPECT_EQ(c.memory.l1Bytes, e.l1Kib * 1024) << e.name;
    EXPECT_EQ(c.memory.l2Bytes, e.l2Mib * 1024 * 1024) << e.name;
    EXPECT_GE(c.memory.l1Bytes, c.sharedBytes) << e.name;
    EXPECT_LT(c.memory.l1Latency, c.memory.l2Latency) << e.name;
    EXPECT_LT(c.memory.l2Latency, c.memory.globalLatency) << e.name;
    EXPECT_EQ(c.memory.sharedBanks, 32u) << e.name;
  }
  EXPECT_EQ(preset("gtx580").memory.l1Bytes, 0u);  // the seed measured no memory: no caches
}

TEST(PtxSmConfig, FindsPresetsFromAnyDirectory) {
  fs::path before = fs::current_path();
  fs::current_path(fs::temp_directory_path());
  std::string error;
  std::optional<SmConfig> config = findSmConfig("plan-b", error);
  fs::current_path(before);
  ASSERT_TRUE(config) << error;
  EXPECT_EQ(config->name, "plan-b");
}

TEST(PtxSmConfig, AnUnknownPresetListsThePresets) {
  std::string error;
  EXPECT_FALSE(findSmConfig("gtx480", error));
  EXPECT_EQ(error,
            "unknown SM configuration 'gtx480': the presets are a100, gtx580, h100, h200, plan-a, "
            "plan-b, rtx4090, v100; a file's name ends in .toml");
}

// The presets on the timing engine (openModelDevice): seed 001's knees of
// figure 4.1 from configs/sm/*.toml as shipped.

// The model's cycles for one block of `threads`; 0 and a test failure on a fault.
uint64_t modelCycles(const std::string& presetName, const std::string& text, uint32_t threads) {
  using namespace gpuasm::ptx;
  std::unique_ptr<Device> device = openModelDevice(preset(presetName));
  std::string error;
  std::optional<Program> program = Program::fromText(text, "k.ptx", error);
  EXPECT_TRUE(program) << error;
  if (!program) return 0;
  std::optional<Kernel> kernel = Kernel::create(*program, "k", error);
  EXPECT_TRUE(kernel) << error;
  if (!kernel) return 0;
  Buffer out = device->createBuffer(threads * 4);
  EXPECT_TRUE(kernel->setArgument("out", ArgumentValue::ofBuffer(out), error)) << error;
  EXPECT_TRUE(kernel->setArgument("n", ArgumentValue::of(uint32_t{2}), error)) << error;
  LaunchSettings settings;
  settings.block = {threads, 1, 1};
  LaunchReport report = device->launch(*kernel, settings);
  EXPECT_FALSE(report.fault) << presetName << ": " << report.fault->describe();
  EXPECT_TRUE(report.timing);
  if (report.fault || !report.timing) return 0;
  EXPECT_EQ(report.timing->model, presetName);
  return report.timing->cycles;
}

TEST(PtxSmConfigOnTheModel, Gtx580KneesAt289And577ThreadsPlanAAt577) {
  // 1000 multiplies an iteration, as the seed's 1,000 x 1,000 benchmark: the
  // loop's add, setp and bra share the float lanes, 3 slots in 1003 at 576
  // threads, where those lanes are exactly full.
  const std::string integer = multiplyChain("mul.lo.u32", "b32", 1000);
  const std::string floating = multiplyChain("mul.rn.f32", "f32", 1000);
  auto ratio = [](uint64_t a, uint64_t b) {
    return static_cast<double>(a) / static_cast<double>(b);
  };
  const uint64_t int32 = modelCycles("gtx580", integer, 32);
  EXPECT_LT(ratio(modelCycles("gtx580", integer, 288), int32), 1.03);
  EXPECT_GT(ratio(modelCycles("gtx580", integer, 289), int32), 1.08);
  const uint64_t float32 = modelCycles("gtx580", floating, 32);
  EXPECT_LT(ratio(modelCycles("gtx580", floating, 576), float32), 1.03);
  EXPECT_GT(ratio(modelCycles("gtx580", floating, 577), float32), 1.08);
  // Plan A: the integer knee moves to the float one (seed 5.1.1).
  const uint64_t planA32 = modelCycles("plan-a", integer, 32);
  EXPECT_LT(ratio(modelCycles("plan-a", integer, 576), planA32), 1.03);
  EXPECT_GT(ratio(modelCycles("plan-a", integer, 577), planA32), 1.08);
}

TEST(PtxSmConfigOnTheModel, EveryPresetRunsIntegerCodeAndPlanBRefusesFloats) {
  const std::string integer = multiplyChain("mul.hi.u32", "b32", 8);
  for (const std::string& name : gpuasm::ptx::smConfigPresets())
    EXPECT_GT(modelCycles(name, integer, 128), 0u) << name;
  using namespace gpuasm::ptx;
  std::unique_ptr<Device> device = openModelDevice(preset("plan-b"));
  std::string error;
  std::optional<Program> program =
      Program::fromText(multiplyChain("mul.rn.f32", "f32", 1), "k.ptx", error);
  ASSERT_TRUE(program) << error;
  std::optional<Kernel> kernel = Kernel::create(*program, "k", error);
  ASSERT_TRUE(kernel) << error;
  Buffer out = device->createBuffer(32 * 4);
  kernel->setArgument("out", ArgumentValue::ofBuffer(out), error);
  kernel->setArgument("n", ArgumentValue::of(uint32_t{1}), error);
  LaunchSettings settings;
  settings.block = {32, 1, 1};
  LaunchReport report = device->launch(*kernel, settings);
  ASSERT_TRUE(report.fault);
  EXPECT_EQ(report.fault->kind, "unit");
  EXPECT_NE(report.fault->message.find("float-mul"), std::string::npos) << report.fault->message;
}

class PtxSmConfigFile : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("gpuasm-sm-config-" + std::to_string(::getpid()));
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  fs::path dir_;
};

constexpr const char* kTiny = R"(name = "tiny"
clock_ghz = 2
sms = 3
[scheduler]
count = 2
[[unit]]
name = "alu"
lanes = 32
classes = ["int-alu"]
[class.int-alu]
latency = 4
)";

TEST_F(PtxSmConfigFile, AUserFileFromDiskIsRead) {
  fs::path file = dir_ / "mine.toml";
  std::ofstream(file) << kTiny;
  std::string error;
  std::optional<SmConfig> config = findSmConfig(file.string(), error);
  ASSERT_TRUE(config) << error;
  EXPECT_EQ(config->name, "tiny");
  EXPECT_EQ(config->description, "");
  EXPECT_DOUBLE_EQ(config->clockGhz, 2.0);  // an integer clock is a number too
  EXPECT_EQ(config->sms, 3u);
  EXPECT_EQ(config->schedulers, 2u);
  ASSERT_EQ(config->units.size(), 1u);
  EXPECT_EQ(config->units[0].lanes, 32u);
  EXPECT_TRUE(config->units[0].schedulers.empty());
  EXPECT_EQ(timing(*config, OpClass::IntAlu).latency, 4u);
  EXPECT_EQ(timing(*config, OpClass::IntAlu).interval, 1u);
  // The documented defaults (docs/sm-model.md).
  EXPECT_EQ(config->dispatch, 1u);
  EXPECT_EQ(config->operandPorts, 3u);
  EXPECT_EQ(config->maxWarps, 48u);
  EXPECT_EQ(config->maxBlocks, 8u);
  EXPECT_EQ(config->sharedBytes, 49152u);
  EXPECT_EQ(config->memory.sharedLatency, 30u);
  EXPECT_EQ(config->memory.globalLatency, 400u);
}

TEST_F(PtxSmConfigFile, AMissingFileIsNamed) {
  std::string path = (dir_ / "absent.toml").string();
  std::string error;
  EXPECT_FALSE(findSmConfig(path, error));
  EXPECT_NE(error.find(path), std::string::npos) << error;
}

TEST_F(PtxSmConfigFile, AnErrorInAFileNamesItsPath) {
  fs::path file = dir_ / "typo.toml";
  std::string text = kTiny;
  text.replace(text.find("lanes = 32"), 10, "lanse = 32");
  std::ofstream(file) << text;
  std::string error;
  EXPECT_FALSE(findSmConfig(file.string(), error));
  EXPECT_EQ(error, file.string() +
                       ":8:1: error: unknown key 'lanse' in [[unit]] #1: the keys are name, lanes, "
                       "schedulers, classes [sm-config]");
}

// kTiny with `from` replaced by `to`, loaded as t.toml: its error.
std::string errorOf(std::string_view from, std::string_view to) {
  std::string text = kTiny;
  size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at == std::string::npos) return "";
  text.replace(at, from.size(), to);
  std::string error;
  std::optional<SmConfig> config = loadSmConfig(text, "t.toml", error);
  EXPECT_FALSE(config) << text;
  return error;
}

constexpr const char* kClassList =
    "int-alu, int-mul, int-mul64, float-add, float-mul, load-store, branch, barrier, float64, "
    "special";

// docs/sm-model.md, "A minimal file".
TEST(PtxSmConfig, TheDocsMinimalFileLoads) {
  constexpr const char* kDocs = R"(name = "tiny"
clock_ghz = 2
sms = 1
[scheduler]
count = 1
[[unit]]
name = "alu"
lanes = 32
classes = ["int-alu", "branch", "load-store"]
[class.int-alu]
latency = 4
[class.branch]
latency = 4
[class.load-store]
latency = 4
)";
  std::string error;
  std::optional<SmConfig> config = loadSmConfig(kDocs, "docs.toml", error);
  ASSERT_TRUE(config) << error;
  EXPECT_EQ(lanesFor(*config, OpClass::LoadStore), 32u);
  EXPECT_EQ(lanesFor(*config, OpClass::IntMul), 0u);
}

TEST(PtxSmConfigErrors, TheTinyConfigurationIsValid) {
  std::string error;
  EXPECT_TRUE(loadSmConfig(kTiny, "t.toml", error)) << error;
}

TEST(PtxSmConfigErrors, TomlSyntax) {
  // toml++'s own words; the place is ours to check: line 1, where the string
  // that never ends starts or ends.
  std::string error = errorOf("name = \"tiny\"", "name = \"tiny");
  EXPECT_EQ(error.rfind("t.toml:1:", 0), 0u) << error;
  EXPECT_NE(error.find(": error: "), std::string::npos) << error;
  EXPECT_EQ(error.substr(error.size() - 14), " [toml-syntax]") << error;
  // A key given twice is TOML's error, not ours.
  error = errorOf("sms = 3", "sms = 3\nsms = 4");
  EXPECT_EQ(error.rfind("t.toml:4:", 0), 0u) << error;
}

TEST(PtxSmConfigErrors, UnknownKeysSayWhichAreKnown) {
  EXPECT_EQ(errorOf("sms = 3", "sm = 3"),
            "t.toml:3:1: error: unknown key 'sm' in the top level: the keys are name, description, "
            "clock_ghz, sms, max_warps, max_blocks, shared_bytes, scheduler, unit, class, memory, "
            "ptxas [sm-config]");
  EXPECT_EQ(errorOf("count = 2", "count = 2\ndispatch_width = 2"),
            "t.toml:6:1: error: unknown key 'dispatch_width' in [scheduler]: the keys are count, "
            "dispatch, operand_ports, stall_counts, yield_stall [sm-config]");
  EXPECT_EQ(errorOf("latency = 4", "latncy = 4"),
            "t.toml:11:1: error: unknown key 'latncy' in [class.int-alu]: the keys are latency, "
            "interval, stall [sm-config]");
  EXPECT_EQ(errorOf("latency = 4\n", "latency = 4\n[memory]\nglobal = 500\n"),
            "t.toml:13:1: error: unknown key 'global' in [memory]: the keys are shared_latency, "
            "global_latency, local_latency, const_latency, param_latency, global_bandwidth_gbs, "
            "shared_banks, l1_bytes, l1_latency, l2_bytes, l2_latency [sm-config]");
}

// A message is one line: a key's own characters and toml++'s words escaped.
TEST(PtxSmConfigErrors, MessagesAreOneLine) {
  EXPECT_EQ(errorOf("sms = 3", "sms = 3\n\"s\\nm\" = 1"),
            "t.toml:4:1: error: unknown key 's\\x0am' in the top level: the keys are name, "
            "description, clock_ghz, sms, max_warps, max_blocks, shared_bytes, scheduler, unit, "
            "class, memory, ptxas [sm-config]");
  std::string error = errorOf("sms = 3", "sms = t\n");
  EXPECT_EQ(error.find('\n'), std::string::npos) << error;
  EXPECT_EQ(error.rfind("t.toml:3:", 0), 0u) << error;
}

TEST(PtxSmConfigErrors, WrongTypes) {
  EXPECT_EQ(errorOf("lanes = 32", "lanes = \"32\""),
            "t.toml:8:9: error: 'lanes' in [[unit]] 'alu' must be an integer, not a string "
            "[sm-config]");
  EXPECT_EQ(errorOf("lanes = 32", "lanes = 16.0"),
            "t.toml:8:9: error: 'lanes' in [[unit]] 'alu' must be an integer, not a floating-point "
            "number [sm-config]");
  EXPECT_EQ(errorOf("clock_ghz = 2", "clock_ghz = \"fast\""),
            "t.toml:2:13: error: 'clock_ghz' in the top level must be a number, not a string "
            "[sm-config]");
  EXPECT_EQ(errorOf("name = \"tiny\"", "name = 7"),
            "t.toml:1:8: error: 'name' in the top level must be a string, not an integer "
            "[sm-config]");
  EXPECT_EQ(errorOf("classes = [\"int-alu\"]", "classes = \"int-alu\""),
            "t.toml:9:11: error: 'classes' in [[unit]] 'alu' must be an array, not a string "
            "[sm-config]");
  EXPECT_EQ(errorOf("classes = [\"int-alu\"]", "classes = [1]"),
            "t.toml:9:12: error: 'classes' in [[unit]] 'alu' must be an array of strings, not an "
            "integer [sm-config]");
  EXPECT_EQ(errorOf("[[unit]]", "[unit]"),
            "t.toml:6:1: error: 'unit' in the top level must be an array of tables ([[unit]]), not "
            "a table [sm-config]");
}

TEST(PtxSmConfigErrors, NumbersOutOfRange) {
  EXPECT_EQ(errorOf("lanes = 32", "lanes = 64"),
            "t.toml:8:9: error: 'lanes' in [[unit]] 'alu' is 64, out of range 1..32 [sm-config]");
  EXPECT_EQ(errorOf("lanes = 32", "lanes = 0"),
            "t.toml:8:9: error: 'lanes' in [[unit]] 'alu' is 0, out of range 1..32 [sm-config]");
  EXPECT_EQ(errorOf("count = 2", "count = 0"),
            "t.toml:5:9: error: 'count' in [scheduler] is 0, out of range 1..32 [sm-config]");
  EXPECT_EQ(errorOf("count = 2", "count = 2\nyield_stall = 2000"),
            "t.toml:6:15: error: 'yield_stall' in [scheduler] is 2000, out of range 0..1024 "
            "[sm-config]");
  EXPECT_EQ(errorOf("sms = 3", "sms = -1"),
            "t.toml:3:7: error: 'sms' in the top level is -1, out of range 1..1024 [sm-config]");
  EXPECT_EQ(errorOf("latency = 4", "latency = 0"),
            "t.toml:11:11: error: 'latency' in [class.int-alu] is 0, out of range 1..1000000 "
            "[sm-config]");
  EXPECT_EQ(errorOf("clock_ghz = 2", "clock_ghz = 0.0"),
            "t.toml:2:13: error: 'clock_ghz' in the top level is 0, out of range 0.001..100 "
            "[sm-config]");
  EXPECT_EQ(errorOf("clock_ghz = 2", "clock_ghz = nan"),
            "t.toml:2:13: error: 'clock_ghz' in the top level is nan, out of range 0.001..100 "
            "[sm-config]");
  EXPECT_EQ(errorOf("lanes = 32", "lanes = 32\nschedulers = [0, 2]"),
            "t.toml:9:18: error: scheduler 2 in [[unit]] 'alu' does not exist: [scheduler] count "
            "is 2 (schedulers 0..1) [sm-config]");
  EXPECT_EQ(errorOf("latency = 4\n", "latency = 4\n[memory]\nshared_banks = 65\n"),
            "t.toml:13:16: error: 'shared_banks' in [memory] is 65, out of range 0..64 "
            "[sm-config]");
  EXPECT_EQ(errorOf("latency = 4\n", "latency = 4\n[memory]\nl2_bytes = 2147483648\n"),
            "t.toml:13:12: error: 'l2_bytes' in [memory] is 2147483648, out of range "
            "0..1073741824 [sm-config]");
  EXPECT_EQ(errorOf("latency = 4\n", "latency = 4\n[memory]\nl1_latency = 0\n"),
            "t.toml:13:14: error: 'l1_latency' in [memory] is 0, out of range 1..1000000 "
            "[sm-config]");
  EXPECT_EQ(errorOf("lanes = 32", "lanes = 32\nschedulers = [1, 1]"),
            "t.toml:9:18: error: scheduler 1 is listed twice in [[unit]] 'alu' [sm-config]");
  EXPECT_EQ(errorOf("lanes = 32", "lanes = 32\nschedulers = []"),
            "t.toml:9:14: error: 'schedulers' in [[unit]] 'alu' is empty: leave it out for every "
            "scheduler [sm-config]");
}

// Issue 28: a clock of 1e-300 GHz made every report's seconds "inf"; a name
// with ESC[2J cleared the screen during `study -t ptx`, and one of megabytes
// printed megabytes. 1 MHz is the slowest clock; names are short and printable.
TEST(PtxSmConfigErrors, UnphysicalClocksAndUnprintableNamesAreRefused) {
  EXPECT_EQ(errorOf("clock_ghz = 2", "clock_ghz = 1e-300"),
            "t.toml:2:13: error: 'clock_ghz' in the top level is 1e-300, out of range "
            "0.001..100 [sm-config]");
  EXPECT_EQ(errorOf("clock_ghz = 2", "clock_ghz = 0.0009"),
            "t.toml:2:13: error: 'clock_ghz' in the top level is 0.0009, out of range "
            "0.001..100 [sm-config]");
  EXPECT_EQ(errorOf("name = \"tiny\"", "name = \"\\u001b[2J\""),
            "t.toml:1:8: error: 'name' in the top level is '\\x1b[2J': control characters and "
            "bytes that are not UTF-8 are not allowed [sm-config]");
  EXPECT_EQ(errorOf("name = \"tiny\"", "name = \"ring\\u0007\""),
            "t.toml:1:8: error: 'name' in the top level is 'ring\\x07': control characters and "
            "bytes that are not UTF-8 are not allowed [sm-config]");
  EXPECT_EQ(errorOf("name = \"alu\"", "name = \"a\\u009bu\""),
            "t.toml:7:8: error: 'name' in [[unit]] #1 is 'a\\xc2\\x9bu': control characters and "
            "bytes that are not UTF-8 are not allowed [sm-config]");
  EXPECT_EQ(errorOf("name = \"tiny\"", "name = \"" + std::string(65, 'n') + "\""),
            "t.toml:1:8: error: 'name' in the top level is 65 bytes long: at most 64 [sm-config]");
  std::string error;
  std::string text = kTiny;
  text.replace(text.find("clock_ghz = 2"), 13, "clock_ghz = 0.001");
  text.replace(text.find("\"tiny\""), 6, "\"" + std::string(64, 'n') + "\"");
  EXPECT_TRUE(loadSmConfig(text, "t.toml", error)) << error;  // the bounds themselves
}

TEST(PtxSmConfigErrors, UnknownClassNames) {
  EXPECT_EQ(errorOf("classes = [\"int-alu\"]", "classes = [\"int-alu\", \"int-mull\"]"),
            std::string("t.toml:9:23: error: unknown operation class 'int-mull' in [[unit]] 'alu': "
                        "the classes are ") +
                kClassList + " [sm-config]");
  EXPECT_EQ(errorOf("latency = 4\n", "latency = 4\n[class.int-mull]\nlatency = 4\n"),
            std::string("t.toml:12:8: error: unknown operation class 'int-mull' in [class]: the "
                        "classes are ") +
                kClassList + " [sm-config]");
}

TEST(PtxSmConfigErrors, MissingRequiredKeys) {
  EXPECT_EQ(errorOf("sms = 3\n", ""),
            "t.toml:1:1: error: missing key 'sms' in the top level [sm-config]");
  EXPECT_EQ(errorOf("name = \"tiny\"\n", ""),
            "t.toml:1:1: error: missing key 'name' in the top level [sm-config]");
  EXPECT_EQ(errorOf("count = 2\n", ""),
            "t.toml:4:1: error: missing key 'count' in [scheduler] [sm-config]");
  EXPECT_EQ(errorOf("lanes = 32\n", ""),
            "t.toml:6:1: error: missing key 'lanes' in [[unit]] 'alu' [sm-config]");
  EXPECT_EQ(errorOf("latency = 4\n", "interval = 2\n"),
            "t.toml:10:1: error: missing key 'latency' in [class.int-alu] [sm-config]");
  EXPECT_EQ(errorOf("[scheduler]\ncount = 2\n", ""),
            "t.toml:1:1: error: missing table [scheduler] in the top level [sm-config]");
  EXPECT_EQ(errorOf("[[unit]]\nname = \"alu\"\nlanes = 32\nclasses = [\"int-alu\"]\n", ""),
            "t.toml:1:1: error: missing [[unit]] in the top level: a configuration needs a "
            "functional unit [sm-config]");
  // A class a unit executes needs its latency.
  EXPECT_EQ(errorOf("[class.int-alu]\nlatency = 4\n", ""),
            "t.toml:9:12: error: class 'int-alu' is executed by unit 'alu' but has no "
            "[class.int-alu] with its latency [sm-config]");
}

TEST(PtxSmConfigErrors, UnitsAreNamedOnceAndExecuteSomething) {
  EXPECT_EQ(errorOf("latency = 4\n",
                    "latency = 4\n[[unit]]\nname = \"alu\"\nlanes = 1\nclasses = [\"int-alu\"]\n"),
            "t.toml:13:8: error: unit 'alu' is defined twice [sm-config]");
  EXPECT_EQ(errorOf("classes = [\"int-alu\"]", "classes = []"),
            "t.toml:9:11: error: 'classes' in [[unit]] 'alu' is empty: a unit executes at least "
            "one operation class [sm-config]");
  EXPECT_EQ(errorOf("classes = [\"int-alu\"]", "classes = [\"int-alu\", \"int-alu\"]"),
            "t.toml:9:23: error: class 'int-alu' is listed twice in [[unit]] 'alu' [sm-config]");
}

// [[ptxas]]: a row names opcodes, exactly or by a prefix ending in '.', and
// the longest match wins; a bad row names its place.
TEST(PtxSmConfigErrors, PtxasRowsMatchByNameThenLongestPrefixAndBadRowsSayWhere) {
  std::string text = std::string(kTiny) +
                     "[[ptxas]]\nptx = \"mul.\"\nsass = \"A\"\nclass = \"int-alu\"\nlatency = 5\n"
                     "[[ptxas]]\nptx = [\"mul.hi.\"]\nsass = \"B\"\nclass = \"int-alu\"\n"
                     "latency = 6\nstall = 3\n"
                     "[[ptxas]]\nptx = [\"mul.hi.u32\", \"cvt.u32.u64\"]\nsass = \"\"\n";
  std::string error;
  std::optional<SmConfig> config = loadSmConfig(text, "t.toml", error);
  ASSERT_TRUE(config) << error;
  ASSERT_EQ(config->ptxas.size(), 3u);
  EXPECT_EQ(config->ptxasFor("mul.lo.u32")->sass, "A");
  EXPECT_EQ(config->ptxasFor("mul.hi.s32")->sass, "B");
  EXPECT_EQ(config->ptxasFor("mul.hi.s32")->stall, 3u);
  EXPECT_EQ(config->ptxasFor("mul.hi.u32")->sass, "");  // the exact name wins
  EXPECT_EQ(config->ptxasFor("mad.lo.u32"), nullptr);
  EXPECT_EQ(config->ptxasFor("mul"), nullptr);

  auto bad = [&](std::string_view row) {
    std::string file = std::string(kTiny) + std::string(row);
    EXPECT_FALSE(loadSmConfig(file, "t.toml", error)) << row;
    return error;
  };
  EXPECT_EQ(
      bad("[[ptxas]]\nptx = \"mul.\"\nsass = \"A\"\nclass = \"int-sum\"\nlatency = 4\n"),
      std::string("t.toml:15:9: error: unknown operation class 'int-sum' in [[ptxas]] #1: the "
                  "classes are ") +
          kClassList + " [sm-config]");
  EXPECT_EQ(bad("[[ptxas]]\nptx = \"cvt.\"\nsass = \"\"\nlatency = 4\n"),
            "t.toml:15:11: error: 'latency' in [[ptxas]] #1: an empty 'sass' (ptxas emits "
            "nothing) takes no timing [sm-config]");
  EXPECT_EQ(bad("[[ptxas]]\nptx = \"a.\"\nsass = \"\"\n[[ptxas]]\nptx = [\"a.\"]\nsass = \"\"\n"),
            "t.toml:16:7: error: 'a.' is in two [[ptxas]] rows [sm-config]");
  EXPECT_EQ(bad("[[ptxas]]\nptx = \"mul.\"\nsass = \"A\"\nclass = \"int-alu\"\n"),
            "t.toml:12:1: error: missing key 'latency' in [[ptxas]] #1 [sm-config]");
  EXPECT_EQ(bad("[[ptxas]]\nptx = \"mul.\"\nsass = \"A\"\nclass = \"int-alu\"\nlatency = 4\n"
                "stall = 0\n"),
            "t.toml:17:9: error: 'stall' in [[ptxas]] #1 is 0, out of range 1..1024 [sm-config]");
  EXPECT_EQ(bad("[[ptxas]]\nptx = \"mad.\"\nsass = \"A\"\nclass = \"int-alu\"\nlatency = 4\n"
                "carry_latency = 0\n"),
            "t.toml:17:17: error: 'carry_latency' in [[ptxas]] #1 is 0, out of range 1..1000000 "
            "[sm-config]");
  EXPECT_EQ(bad("[[ptxas]]\nptx = \"cvt.\"\nsass = \"\"\ncarry_latency = 2\n"),
            "t.toml:15:17: error: 'carry_latency' in [[ptxas]] #1: an empty 'sass' (ptxas emits "
            "nothing) takes no timing [sm-config]");
  // A row's carry latency, where it has one (0: its latency's).
  std::optional<SmConfig> pair = loadSmConfig(
      std::string(kTiny) +
          "[[ptxas]]\nptx = \"mad.lo.cc.u32\"\nsass = \"A\"\nclass = \"int-alu\"\nlatency = 6\n"
          "carry_latency = 2\n",
      "t.toml", error);
  ASSERT_TRUE(pair) << error;
  EXPECT_EQ(pair->ptxasFor("mad.lo.cc.u32")->carryLatency, 2u);
  EXPECT_EQ(config->ptxasFor("mul.lo.u32")->carryLatency, 0u);
}

// Plan B's floats: a class no unit executes is allowed (its instructions
// fault when run), with or without a timing.
TEST(PtxSmConfigErrors, AClassNoUnitExecutesIsAllowed) {
  std::string text = std::string(kTiny) + "[class.float-mul]\nlatency = 4\n";
  std::string error;
  std::optional<SmConfig> config = loadSmConfig(text, "t.toml", error);
  ASSERT_TRUE(config) << error;
  EXPECT_EQ(lanesFor(*config, OpClass::FloatMul), 0u);
  EXPECT_EQ(timing(*config, OpClass::FloatMul).latency, 4u);
}

}  // namespace
