// `gpuasm bench -t ptx montmul`: what it prints, that it checks every result,
// and its usage errors (exit 2).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "gpuasm/ptx/host.hpp"
#include "support/build_paths.hpp"
#include "tools/cli_support.hpp"

namespace {

using cli_test::gpuasm;

TEST(PtxBenchCommand, MontmulOnTheSimulatorChecksEveryResultAndPrintsRates) {
  auto r = gpuasm("bench -t ptx montmul --bits 256 --count 300 --repeat 2 --block 64");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(r.err, "");
  EXPECT_NE(r.out.find("montmul_256 on "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(": 300 x 2 = 600 multiplications of 256 bits (grid 5, block 64)\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("\ndevice: "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("thread-instructions ("), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("multiplications/s (GMP mpn, one thread)\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\ndevice / host: "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("checked: all 300 results equal GMP's\n"), std::string::npos) << r.out;
}

TEST(PtxBenchCommand, JsonHasTheCountsAndRates) {
  for (const char* bits : {"384", "1024"}) {
    auto r = gpuasm(std::string("bench -t ptx montmul --json --count 70 --repeat 1 --block 32 "
                                "--seed 7 --bits ") +
                    bits);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    nlohmann::json j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["kernel"], std::string("montmul_") + bits);
    EXPECT_EQ(j["bits"], std::stoi(bits));
    EXPECT_EQ(j["count"], 70);
    EXPECT_EQ(j["repeat"], 1);
    EXPECT_EQ(j["multiplications"], 70);
    EXPECT_EQ(j["checked"], 70);
    EXPECT_EQ(j["grid"][0], 3);
    EXPECT_EQ(j["block"][0], 32);
    EXPECT_EQ(j["host"], "GMP mpn, one thread");
    // A Montgomery multiplication of s limbs is at least 4 s^2 multiply-adds.
    const uint64_t limbs = std::stoul(bits) / 32;
    EXPECT_GE(j["thread_instructions"].get<uint64_t>(), 70 * 4 * limbs * limbs);
    EXPECT_GT(j["device_seconds"].get<double>(), 0);
    EXPECT_GT(j["host_multiplications_per_second"].get<double>(), 0);
  }
}

// A kernel whose first product writes its low half where the high one belongs:
// every result is off, and the command names the first.
TEST(PtxBenchCommand, AWrongResultIsExitOneNamingTheFirstBadElement) {
  std::string text =
      cli_test::slurp(gpuasm::testing::sourceDirectory() + "/kernels/ptx/montmul_256.ptx");
  const std::string pair = "mul.hi.u32 \t%e1, %x0, %y0;";
  size_t at = text.find(pair);
  ASSERT_NE(at, std::string::npos);
  text.replace(at, pair.size(), "mul.lo.u32 \t%e1, %x0, %y0;");
  auto file = cli_test::scratch() / "wrong_montmul_256.ptx";
  cli_test::write(file, text);
  auto r = gpuasm("bench -t ptx montmul --count 40 --ptx " + file.string());
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err.rfind("gpuasm bench: element 0 of 40 is wrong: a = 0x", 0), 0u) << r.err;
  EXPECT_NE(r.err.find(", repeat 4: the device gives 0x"), std::string::npos) << r.err;
  // The shipped kernel, given the same way, passes.
  auto good = gpuasm("bench -t ptx montmul --count 40 --ptx " + gpuasm::testing::sourceDirectory() +
                     "/kernels/ptx/montmul_256.ptx");
  EXPECT_EQ(good.exitCode, 0) << good.err;
  // A kernel with other parameters, a file without the kernel, or none at
  // all: a bad input.
  auto renamed = text;
  for (size_t at = 0; (at = renamed.find("montmul_256_repeat", at)) != std::string::npos;)
    renamed.replace(at, 18, "montmul_256_times");
  cli_test::write(file, renamed);
  auto other = gpuasm("bench -t ptx montmul --ptx " + file.string());
  EXPECT_EQ(other.exitCode, 1);
  EXPECT_NE(other.err.find("no parameter 'montmul_256_repeat'"), std::string::npos) << other.err;
  auto none = gpuasm("bench -t ptx montmul --ptx " + gpuasm::testing::sourceDirectory() +
                     "/kernels/ptx/add256.ptx");
  EXPECT_EQ(none.exitCode, 1);
  EXPECT_NE(none.err.find("has no kernel (.entry) 'montmul_256'"), std::string::npos) << none.err;
  auto missing =
      gpuasm("bench -t ptx montmul --ptx " + (cli_test::scratch() / "absent.ptx").string());
  EXPECT_EQ(missing.exitCode, 1);
  EXPECT_NE(missing.err.find("gpuasm bench: cannot read '"), std::string::npos) << missing.err;
}

// supranational/sppark's BN254 Montgomery multiplication as nvcc compiles it
// (tests/data/ptx/corpus/drivers/sppark_bn254_montmul.cu, parameters named
// montmul_256_param_<i>: bound by position), its modulus compiled in: with
// --modulus p every result equals GMP's; with another modulus the check
// catches it. The shipped kernel takes the 254-bit p too (n below 2^255).
TEST(PtxBenchCommand, AFieldsKernelRunsWithItsModulusAndParametersByPosition) {
  // p of BN254 (alt_bn128), as EIP-196 gives it.
  const std::string p = "0x30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47";
  const std::string sppark = gpuasm::testing::sourceDirectory() +
                             "/tests/data/ptx/corpus/sppark/sppark_bn254_montmul.sm_90.ptx";
  auto r = gpuasm("bench -t ptx montmul --count 64 --block 32 --repeat 3 --modulus " + p +
                  " --ptx " + sppark);
  EXPECT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("checked: all 64 results equal GMP's\n"), std::string::npos) << r.out;
  auto other = gpuasm("bench -t ptx montmul --count 64 --block 32 --ptx " + sppark);
  EXPECT_EQ(other.exitCode, 1);
  EXPECT_NE(other.err.find("element 0 of 64 is wrong"), std::string::npos) << other.err;
  auto shipped = gpuasm("bench -t ptx montmul --count 64 --block 32 --modulus " + p);
  EXPECT_EQ(shipped.exitCode, 0) << shipped.err;
  // Leading zeros have no weight: 2^256 - 1 written with two of them.
  auto zeros = gpuasm("bench -t ptx montmul --count 8 --modulus 0x00" + std::string(64, 'f'));
  EXPECT_EQ(zeros.exitCode, 0) << zeros.err;
  for (const char* bad :
       {"0x30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd48", "1", "0x", "12g5",
        "0x1"
        "0000000000000000000000000000000000000000000000000000000000000001"}) {
    auto b = gpuasm(std::string("bench -t ptx montmul --count 8 --modulus ") + bad);
    EXPECT_EQ(b.exitCode, 2) << bad;
    EXPECT_NE(b.err.find(std::string("--modulus ") + bad +
                         ": expected an odd hexadecimal number below 2^256"),
              std::string::npos)
        << b.err;
  }
}

// A --ptx kernel that never ends (its threads spin before the return): the
// watchdog stops it, as `run` does, and the bench says so with exit 1.
TEST(PtxBenchCommand, AKernelThatNeverEndsIsStoppedByTheTimeLimit) {
  std::string text =
      cli_test::slurp(gpuasm::testing::sourceDirectory() + "/kernels/ptx/montmul_256.ptx");
  const std::string ret = "\tret \t;";
  const size_t at = text.find(ret);
  ASSERT_NE(at, std::string::npos);
  text.replace(at, ret.size(), "$spin: bra.uni $spin;\n\tret;");
  auto file = cli_test::scratch() / "spinning_montmul_256.ptx";
  cli_test::write(file, text);
  auto r =
      gpuasm("bench -t ptx montmul --count 64 --block 32 --time-limit 0.5 --ptx " + file.string());
  EXPECT_EQ(r.exitCode, 1) << r.out << r.err;
  EXPECT_EQ(r.out, "");
  EXPECT_NE(r.err.find("time limit (--time-limit 0.5)"), std::string::npos) << r.err;
  auto bad = gpuasm("bench -t ptx montmul --time-limit soon");
  EXPECT_EQ(bad.exitCode, 2);
  EXPECT_NE(bad.err.find("--time-limit soon: expected a positive number"), std::string::npos)
      << bad.err;
}

TEST(PtxBenchCommand, WithoutAGpuTheCudaDeviceSaysWhyAndExitsOne) {
  std::string error;
  if (gpuasm::ptx::openDevice(gpuasm::ptx::DeviceKind::Cuda, error))
    GTEST_SKIP() << "a CUDA device is present";
  auto r = gpuasm("bench -t ptx montmul --device cuda --count 64");
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_EQ(r.err, "gpuasm bench: " + error + "\n");
  EXPECT_EQ(r.out, "");
}

TEST(PtxBenchCommand, BadOptionsAreUsageErrors) {
  for (const char* args :
       {"bench -t ptx", "bench -t ptx mulmont", "bench -t ptx montmul --bits 300",
        "bench -t ptx montmul --device gpu", "bench -t ptx montmul --count 0",
        "bench -t ptx montmul --count x", "bench -t ptx montmul --repeat 0",
        "bench -t ptx montmul --block 2000", "bench -t ptx montmul --frobnicate",
        "bench -t ptx montmul --device cuda --threads 2",
        "bench -t ptx montmul --device cuda --model gtx580",
        "bench -t ptx montmul --bits 2048 --count 9999999"}) {
    auto r = gpuasm(args);
    EXPECT_EQ(r.exitCode, 2) << args << "\n" << r.err;
    EXPECT_NE(r.err, "") << args;
    EXPECT_EQ(r.out, "") << args;
  }
  auto r = gpuasm("bench -t ptx montmul --count 0");
  EXPECT_NE(r.err.find("gpuasm bench: "), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("count"), std::string::npos) << r.err;
}

// --model: the rate is the model's (cycles of the busiest SM at its clock),
// every result still checked against GMP; the unit use says where the cycles
// went: on gtx580 the one shared integer multiplier is the bottleneck.
TEST(PtxBenchCommand, OnTheModelTheRateIsTheModelsAndTheMultiplierIsBusy) {
  auto r = gpuasm("bench -t ptx montmul --model gtx580 --count 1024 --repeat 2 --json");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["model"], "gtx580");
  EXPECT_EQ(j["checked"], 1024);
  const double cycles = j["cycles"].get<double>();
  EXPECT_NEAR(j["device_seconds"].get<double>(), cycles / 1.544e9, 1e-12);
  bool found = false;
  for (const nlohmann::json& unit : j["units"]) {
    if (unit["name"] != "int-multiplier") continue;
    found = true;
    EXPECT_GT(unit["busy_cycles"].get<double>() / cycles, 0.5);
  }
  EXPECT_TRUE(found) << r.out;
  auto missing = gpuasm("bench -t ptx montmul --model nope");
  EXPECT_EQ(missing.exitCode, 2);
  EXPECT_EQ(missing.err.rfind("gpuasm bench: --model nope: ", 0), 0u) << missing.err;
}

}  // namespace
