// `gpuasm transfer` to and from the simulated devices' memories and cuda:N,
// end to end: verified transfers from a PoCL device into a vc4 board and a
// Demolicious data memory, the latter's limit, and the names' usage errors.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tools/cli_support.hpp"

namespace {

const std::string kPocl = "POCL_DEVICES='pthread pthread'";

cli_test::Result transfer(const std::string& args) {
  return cli_test::gpuasmShell("transfer " + args, "", "", kPocl);
}

TEST(CliTransferDevices, OpenClToVc4AndDemoliciousVerified) {
  for (const char* to : {"vc4", "demolicious"}) {
    auto r = transfer(std::string("--from opencl:0.0 --to ") + to + " --size 1M --verify --json");
    if (r.err.find("no OpenCL platform 0") != std::string::npos)
      GTEST_SKIP() << "no OpenCL platform: " << r.err;
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const nlohmann::json json = nlohmann::json::parse(r.out);
    EXPECT_EQ(json["to"], to);
    EXPECT_EQ(json["bytes"], 1048576);
    EXPECT_EQ(json["verified"], true);
    EXPECT_EQ(json["time"], "measured");
  }
}

TEST(CliTransferDevices, WithinOneSimulatedDeviceDirectAndTheDataMemorysLimit) {
  auto r = transfer("--from vc4 --to vc4 --size 3M --strategy direct --verify --json");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(nlohmann::json::parse(r.out)["verified"], true);
  r = transfer("--from host --to demolicious --size 2M --verify");
  EXPECT_EQ(r.exitCode, 0) << r.err;
  r = transfer("--from host --to demolicious --size 3M --verify");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(r.err,
            "gpuasm: transfer: demolicious: 3145728 bytes do not fit in the data memory, which "
            "holds 2097152 bytes (1048576 words of 16 bits)\n");
  r = transfer("--from vc4 --to demolicious --size 1K --strategy direct");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(r.err,
            "gpuasm: transfer: no direct path from vc4 to demolicious: the simulated board shares "
            "its memory with nothing else\n");
}

TEST(CliTransferDevices, BadDeviceNamesAreUsageErrors) {
  struct Case {
    const char* args;
    const char* message;
  };
  const Case cases[] = {
      {"--from cuda:x --to host --size 1K",
       "gpuasm: transfer: bad CUDA endpoint 'cuda:x': write cuda:N (CUDA device N, from 0)\n"},
      {"--from host --to vc4:3 --size 1K",
       "gpuasm: transfer: bad endpoint 'vc4:3': write vc4 (one simulated VideoCore IV board per "
       "transfer, with no index)\n"},
  };
  for (const Case& c : cases) {
    auto r = transfer(c.args);
    EXPECT_EQ(r.exitCode, 2) << c.args;
    EXPECT_EQ(r.err, c.message) << c.args;
  }
  // cuda:99: whatever this machine has (no driver, no GPU, fewer GPUs, or a
  // build without CUDA), a usage error that says which.
  auto r = transfer("--from host --to cuda:99 --size 1K");
  EXPECT_EQ(r.exitCode, 2) << r.err;
  EXPECT_TRUE(r.err.starts_with("gpuasm: transfer: cuda:99: no NVIDIA driver: ") ||
              r.err.starts_with("gpuasm: transfer: no CUDA device 99: ") ||
              r.err.starts_with("gpuasm: transfer: cuda:99: gpuasm was built without CUDA"))
      << r.err;
}

}  // namespace
