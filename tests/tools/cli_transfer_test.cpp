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
  EXPECT_TRUE(r.out.starts_with("host -> host: 4095 bytes, sequential (one staging buffer), "))
      << r.out;
  EXPECT_NE(r.out.find(", verified\n"), std::string::npos) << r.out;
}

struct UsageCase {
  const char* args;
  const char* message;
};

TEST(CliTransfer, BadEndpointsSizesAndStrategiesAreUsageErrorsNamingTheProblem) {
  const UsageCase cases[] = {
      {"--from gpu7 --to host --size 1K",
       "gpuasm: transfer: unknown endpoint 'gpu7' (endpoints: host, host-pinned, opencl:P.D, "
       "cuda:N, vc4, demolicious)\n"},
      {"--from host --to opencl:zero --size 1K",
       "gpuasm: transfer: bad OpenCL endpoint 'opencl:zero': write opencl:P.D (platform P, "
       "device D, from 0)\n"},
      {"--from host --to host --size 12Q",
       "gpuasm: transfer: bad size '12Q': write a number of bytes, optionally with K, M or G "
       "(powers of 1024)\n"},
      {"--from host --to host --size 0", "gpuasm: transfer: bad size '0': at least 1 byte\n"},
      {"--from host --to host --size 1K --block 0",
       "gpuasm: transfer: --block: bad size '0': at least 1 byte\n"},
      {"--from host --to host-pinned --size 1K --strategy direct",
       "gpuasm: transfer: no direct path from host to host-pinned: host has no copy engine of "
       "its own\n"},
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

}  // namespace
