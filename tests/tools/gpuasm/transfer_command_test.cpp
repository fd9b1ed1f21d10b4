// `gpuasm transfer` end to end: a verified transfer's report (text and JSON)
// and every usage error with exit 2 and its message.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tools/cli_support.hpp"

namespace {

using cli_test::gpuasm;

TEST(CliTransfer, HostToPinnedVerifiedJsonReportsBytesSecondsAndBandwidth) {
  auto r = gpuasm(
      "transfer --from host --to host-pinned --size 1M --block 300K --verify --repeat 3 --json");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  const nlohmann::json json = nlohmann::json::parse(r.out);
  EXPECT_EQ(json["bytes"], 1048576);
  EXPECT_EQ(json["from"], "host");
  EXPECT_EQ(json["to"], "host-pinned");
  EXPECT_EQ(json["strategy"], "concurrent");
  EXPECT_EQ(json["block"], "300K");
  EXPECT_EQ(json["block_bytes"], 300 * 1024);
  EXPECT_EQ(json["blocks"], 4);  // 3 x 300K + 124K
  EXPECT_EQ(json["time"], "measured");
  EXPECT_EQ(json["verified"], true);
  EXPECT_EQ(json["runs"].size(), 3u);
  const double seconds = json["seconds"];
  EXPECT_GT(seconds, 0.0);
  EXPECT_DOUBLE_EQ(json["bandwidth_mb_s"].get<double>(), 1048576 / seconds / 1e6);
}

TEST(CliTransfer, TextReportNamesThePairStrategyAndBlocks) {
  auto r = gpuasm("transfer --from host --to host --size 4095 --strategy sequential --verify");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_TRUE(r.out.starts_with(
      "host -> host: 4095 bytes, sequential (one staging buffer; staging: pageable), "))
      << r.out;
  EXPECT_NE(r.out.find(", verified\n"), std::string::npos) << r.out;
}

TEST(CliTransfer, HostToHostIsCopiedInPlaceByTheThreadsAndSaysSo) {
  auto r = gpuasm(
      "transfer --from host --to host-pinned --size 1M --block 256K --threads 2 "
      "--verify");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_TRUE(
      r.out.starts_with("host -> host-pinned: 1048576 bytes, concurrent (in place, no "
                        "staging: block 262144 bytes, 4 blocks, 2 threads), "))
      << r.out;
  r = gpuasm("transfer --from host --to host --size 1M --staging pinned --threads 1 --json");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(nlohmann::json::parse(r.out)["in_place"], false);
}

struct UsageCase {
  const char* args;
  const char* message;
};

TEST(CliTransfer, BadEndpointsSizesAndStrategiesAreUsageErrorsNamingTheProblem) {
  const UsageCase cases[] = {
      {"--from gpu7 --to host --size 1K",
       "gpuasm: transfer: unknown endpoint 'gpu7' (endpoints: host, host-pinned, opencl:P.D, "
       "cuda:N, vc4, demolicious, model:NAME)\n"},
      {"--from host --to opencl:zero --size 1K",
       "gpuasm: transfer: bad OpenCL endpoint 'opencl:zero': write opencl:P.D (platform P, "
       "device D, from 0)\n"},
      {"--from host --to host --size 12Q",
       "gpuasm: transfer: bad size '12Q': write a number of bytes, optionally with K, M or G "
       "(powers of 1024)\n"},
      {"--from host --to host --size 0", "gpuasm: transfer: bad size '0': at least 1 byte\n"},
      {"--from host --to host --size 1K --block 0",
       "gpuasm: transfer: --block: bad size '0': at least 1 byte\n"},
      {"--from model:gpu --to model:gpu --size 1K --strategy direct",
       "gpuasm: transfer: no direct path from model:gpu to model:gpu: model:gpu has no DMA "
       "engine that can address a peer's memory\n"},
      {"--from model:fpga --to model:tpu --size 1K",
       "gpuasm: transfer: unknown modelled device 'tpu' (model:NAME presets: fpga, gpu; or "
       "model:FILE.toml)\n"},
      {"--from model:fpga --to model:gpu --size 1K --strategy sequential --block 1K",
       "gpuasm: transfer: --block applies to the concurrent strategy only (sequential has no "
       "staging blocks)\n"},
      {"--from model:fpga --to model:gpu --size 1K --strategy direct --block auto",
       "gpuasm: transfer: --block applies to the concurrent strategy only (direct has no "
       "staging blocks)\n"},
      {"--from model:fpga --to model:gpu --size 1K --strategy direct --staging pinned",
       "gpuasm: transfer: --staging applies to the indirect strategies only (direct has no host "
       "staging)\n"},
  };
  for (const UsageCase& c : cases) {
    auto r = gpuasm(std::string("transfer ") + c.args);
    EXPECT_EQ(r.exitCode, 2) << c.args;
    EXPECT_EQ(r.err, c.message) << c.args;
    EXPECT_EQ(r.out, "") << c.args;
  }
  auto r = gpuasm("transfer --from host --to host --size 1K --strategy fastest");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("fastest"), std::string::npos) << r.err;
  r = gpuasm("transfer --from host --size 1K");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("--to is required"), std::string::npos) << r.err;
}

TEST(CliTransfer, ModelledDirectRepeatsShowLazyUnpinningAndSayModelled) {
  // Seed 7.2/7.4: the first transfer pins the GPU's memory, a repeat into the
  // same buffer finds it pinned; the steady state is the seed's 740 MB/s.
  auto r = gpuasm(
      "transfer --from model:fpga --to model:gpu --size 64M --strategy direct --repeat 2 "
      "--verify --json");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  const nlohmann::json json = nlohmann::json::parse(r.out);
  EXPECT_EQ(json["time"], "modelled");
  EXPECT_EQ(json["modelled"], true);
  EXPECT_EQ(json["bytes"], 64 << 20);
  EXPECT_EQ(json["verified"], true);
  const double first = json["runs"][0]["bandwidth_mb_s"];
  const double repeat = json["runs"][1]["bandwidth_mb_s"];
  EXPECT_GT(repeat, first * 1.05);
  EXPECT_NEAR(repeat, 740, 74);
  // The median of two runs is the lower middle one: the faster repeat.
  EXPECT_DOUBLE_EQ(json["seconds"].get<double>(), json["runs"][1]["seconds"].get<double>());
}

TEST(CliTransfer, BlockSeedAutoAndStagingReachTheStrategy) {
  auto r = gpuasm("transfer --from model:gpu --to model:fpga --size 64M --block seed --json");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  nlohmann::json json = nlohmann::json::parse(r.out);
  EXPECT_EQ(json["block"], "seed");
  EXPECT_EQ(json["block_bytes"], 8 << 20);  // seed 7.4: one eighth from 16 MB on
  EXPECT_EQ(json["staging_pinned"], true);  // listing 6.3: concurrent stages through pinned memory
  r = gpuasm("transfer --from model:gpu --to model:fpga --size 64M --json");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  json = nlohmann::json::parse(r.out);
  EXPECT_EQ(json["block"], "auto");
  EXPECT_NE(json["block_bytes"], 8 << 20);
  // Sequential stages through pageable memory (listing 6.1), which the GPU's
  // driver copies through its own bounce buffer: pinned staging saves that.
  r = gpuasm("transfer --from model:gpu --to model:fpga --size 64M --strategy sequential --json");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  json = nlohmann::json::parse(r.out);
  EXPECT_EQ(json["staging_pinned"], false);
  const double pageable = json["bandwidth_mb_s"];
  r = gpuasm(
      "transfer --from model:gpu --to model:fpga --size 64M --strategy sequential --staging "
      "pinned --json");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  json = nlohmann::json::parse(r.out);
  EXPECT_EQ(json["staging_pinned"], true);
  EXPECT_GT(json["bandwidth_mb_s"].get<double>(), pageable * 1.1);
}

TEST(CliTransfer, DirectBetweenTwoPoclDevicesVerifiedAndAMissingDeviceIsAUsageError) {
  // The environment is given to the program: PoCL offers two devices then.
  const std::string pocl = "POCL_DEVICES='pthread pthread'";
  auto r = cli_test::gpuasmShell(
      "transfer --from opencl:0.0 --to opencl:0.1 --size 1M --strategy direct --verify --json", "",
      "", pocl);
  if (r.err.find("no OpenCL platform 0") != std::string::npos)
    GTEST_SKIP() << "no OpenCL platform: " << r.err;
  ASSERT_EQ(r.exitCode, 0) << r.err;
  const nlohmann::json json = nlohmann::json::parse(r.out);
  EXPECT_EQ(json["strategy"], "direct");
  EXPECT_EQ(json["block"], nullptr);
  EXPECT_EQ(json["verified"], true);
  r = cli_test::gpuasmShell("transfer --from opencl:0.0 --to opencl:0.9 --size 1M", "", "", pocl);
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("gpuasm: transfer: no OpenCL device 9 on platform 0"), std::string::npos)
      << r.err;
}

// --staging pinned beside an OpenCL device stages in the runtime's pinned
// memory, and the report says whose memory the staging was.
TEST(CliTransfer, PinnedStagingBesideAnOpenClDeviceIsTheRuntimesAndTheReportSaysSo) {
  auto r = cli_test::gpuasmShell(
      "transfer --from host --to opencl:0.0 --size 3M --block 1M --staging pinned --threads 2 "
      "--verify --json",
      "", "", "POCL_DEVICES=pthread");
  if (r.err.find("no OpenCL platform 0") != std::string::npos)
    GTEST_SKIP() << "no OpenCL platform: " << r.err;
  ASSERT_EQ(r.exitCode, 0) << r.err;
  const nlohmann::json json = nlohmann::json::parse(r.out);
  EXPECT_EQ(json["in_place"], false);
  EXPECT_EQ(json["staging_pinned"], true);
  EXPECT_EQ(json["staging_memory"], "opencl:0.0's runtime (CL_MEM_ALLOC_HOST_PTR, mapped)");
  EXPECT_EQ(json["verified"], true);
  r = cli_test::gpuasmShell(
      "transfer --from host --to opencl:0.0 --size 3M --block 1M --staging pinned --threads 2", "",
      "", "POCL_DEVICES=pthread");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("(block 1048576 bytes, 3 blocks, 2 readers and 1 writer; staging: "
                       "opencl:0.0's runtime (CL_MEM_ALLOC_HOST_PTR, mapped)), "),
            std::string::npos)
      << r.out;
  r = cli_test::gpuasmShell(
      "transfer --from host --to opencl:0.0 --size 3M --block 1M --staging mlock --threads 2 "
      "--verify --json",
      "", "", "POCL_DEVICES=pthread");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  const std::string mlocked = nlohmann::json::parse(r.out)["staging_memory"];
  EXPECT_TRUE(mlocked == "mlock" || mlocked == "pageable") << mlocked;  // RLIMIT_MEMLOCK decides
  r = gpuasm("transfer --from host --to host --size 1M --strategy direct --json");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(nlohmann::json::parse(r.out)["staging_memory"], nullptr);
}

}  // namespace
