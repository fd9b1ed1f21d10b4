// `gpuasm run -t ptx` end to end: a shipped kernel with named parameters, the
// report, --json, dumps to files, and every bad option, missing device or
// kernel fault answered with its message and exit code.
#include <gtest/gtest.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <random>

#include "gpuasm/kernels.hpp"
#include "support/build_paths.hpp"
#include "tools/cli_support.hpp"

namespace {

using cli_test::gpuasm;
namespace fs = std::filesystem;
const std::string kAdd256 = gpuasm::testing::sourceDirectory() + "/kernels/ptx/add256.ptx";

fs::path scratch(const std::string& name) {
  fs::path dir = fs::temp_directory_path() / "gpuasm-ptx-run-test";
  fs::create_directories(dir);
  return dir / name;
}

void writeWords(const fs::path& path, const std::vector<uint32_t>& words) {
  std::ofstream out(path, std::ios::binary);
  out.write(reinterpret_cast<const char*>(words.data()),
            static_cast<std::streamsize>(words.size() * 4));
}

std::vector<uint32_t> readWords(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::vector<uint32_t> words(bytes.size() / 4);
  if (!words.empty()) std::memcpy(words.data(), bytes.data(), words.size() * 4);
  return words;
}

// add256 on 100 numbers (4 blocks of 32, the last one partly past `count`):
// c = a + b mod 2^256, computed here limb by limb with its carry.
TEST(PtxRunCli, Add256RunsWithNamedParametersAndDumpsToAFile) {
  constexpr int kNumbers = 100;
  std::vector<uint32_t> a(kNumbers * 8), b(kNumbers * 8);
  std::mt19937 random(11);
  for (size_t i = 0; i < a.size(); ++i) a[i] = random(), b[i] = i % 3 ? random() : 0xffffffffu;
  writeWords(scratch("a.bin"), a);
  writeWords(scratch("b.bin"), b);
  const fs::path c = scratch("c.bin");
  cli_test::Result r =
      gpuasm("run -t ptx " + kAdd256 + " --grid 4 --block 32 --buffer a=@" +
             scratch("a.bin").string() + " --buffer b=@" + scratch("b.bin").string() +
             " --buffer c=3200 --arg add256_a=a --arg add256_b=b --arg add256_c=c"
             " --arg add256_count=100 --dump c=" +
             c.string());
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(r.out.substr(0, r.out.find('\n')),
            "kernel add256 on gpuasm SIMT simulator: grid 4x1x1, block 32x1x1 (128 threads)");
  const std::vector<uint32_t> got = readWords(c);
  ASSERT_EQ(got.size(), a.size());
  for (int n = 0; n < kNumbers; ++n) {
    uint64_t carry = 0;
    for (int limb = 0; limb < 8; ++limb) {
      const uint64_t sum = uint64_t{a[n * 8 + limb]} + b[n * 8 + limb] + carry;
      ASSERT_EQ(got[n * 8 + limb], static_cast<uint32_t>(sum))
          << "number " << n << " limb " << limb;
      carry = sum >> 32;
    }
  }
}

// A struct passed by value (`.param .align 8 .b8 s[16]`, what CUB's device-wide kernels
// take; ptxas 13 takes the kernel): --arg s=hex:... gives its 16 bytes in memory order. The
// kernel stores its first 8 bytes as a .u64 and the sum of its two last .u32.
TEST(PtxRunCli, AStructParameterTakesItsBytesInHex) {
  const fs::path kernel = scratch("struct.ptx");
  std::ofstream(kernel) << ".version 8.0\n.target sm_80\n.address_size 64\n"
                           ".visible .entry k(.param .align 8 .b8 s[16], .param .u64 out)\n{\n"
                           "  .reg .b64 %rd<4>;\n  .reg .b32 %r<3>;\n"
                           "  ld.param.u64 %rd1, [out];\n  ld.param.u64 %rd2, [s];\n"
                           "  ld.param.u32 %r1, [s+8];\n  ld.param.u32 %r2, [s+12];\n"
                           "  add.u32 %r1, %r1, %r2;\n  st.global.u64 [%rd1], %rd2;\n"
                           "  st.global.u32 [%rd1+8], %r1;\n  ret;\n}\n";
  const fs::path out = scratch("struct.bin");
  // Bytes 88 77 ... 11 are the .u64 0x1122334455667788 (little-endian); then 5 and 7.
  cli_test::Result r = gpuasm("run -t ptx " + kernel.string() +
                              " --buffer o=12 --arg out=o"
                              " --arg s=hex:88776655443322110500000007000000 --dump o=" +
                              out.string());
  ASSERT_EQ(r.exitCode, 0) << r.err;
  const std::vector<uint32_t> got = readWords(out);
  ASSERT_EQ(got.size(), 3u);
  EXPECT_EQ(got[0], 0x55667788u);
  EXPECT_EQ(got[1], 0x11223344u);
  EXPECT_EQ(got[2], 12u);  // 5 + 7
  // Too few bytes, or not hex: a usage error naming the size.
  for (const char* bad : {"hex:8877", "hex:zz776655443322110500000007000000"}) {
    cli_test::Result refused =
        gpuasm("run -t ptx " + kernel.string() + " --buffer o=12 --arg out=o --arg s=" + bad);
    EXPECT_EQ(refused.exitCode, 2) << bad;
    EXPECT_NE(refused.err.find("parameter 's' is 16 bytes: hex: takes 32 hex digits"),
              std::string::npos)
        << refused.err;
  }
  // A number does not fill it, and says what does.
  cli_test::Result number =
      gpuasm("run -t ptx " + kernel.string() + " --buffer o=12 --arg out=o --arg s=5");
  EXPECT_NE(number.exitCode, 0);
  EXPECT_NE(number.err.find("give its bytes"), std::string::npos) << number.err;
}

TEST(PtxRunCli, JsonReportsTheLaunchAndTheDumpedWords) {
  cli_test::Result r =
      gpuasm("run -t ptx " + kAdd256 +
             " --block 2 --buffer a=64 --buffer b=64 --buffer c=64 --arg add256_a=a"
             " --arg add256_b=b --arg add256_c=c --arg add256_count=0xffffffff"
             " --dump c --json");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["kernel"], "add256");
  EXPECT_EQ(j["device"], "gpuasm SIMT simulator");
  EXPECT_EQ(j["threads"], 2);
  EXPECT_EQ(j["dumps"]["c"]["bytes"], 64);
  EXPECT_EQ(j["dumps"]["c"]["words"].size(), 16u);
  EXPECT_GT(j["thread_instructions"].get<uint64_t>(), j["warp_instructions"].get<uint64_t>());
}

TEST(PtxRunCli, BadOptionsAreUsageErrors) {
  const std::string base = "run -t ptx " + kAdd256 + " --buffer a=64 ";
  struct Case {
    std::string args, message;
  };
  const Case cases[] = {
      {"--grid 0", "gpuasm run: --grid 0: expected 1 to 3 numbers X[,Y[,Z]], each 1 .. 2^32-1\n"},
      {"--block 1,2,3,4",
       "gpuasm run: --block 1,2,3,4: expected 1 to 3 numbers X[,Y[,Z]], each 1 .. 2^32-1\n"},
      {"--arg nope=1",
       "gpuasm run: --arg nope=1: kernel 'add256' has no parameter 'nope' (it has: add256_a, "
       "add256_b, "
       "add256_c, add256_count)\n"},
      {"--arg add256_count=a",
       "gpuasm run: --arg add256_count=a: parameter 'add256_count' is .u32 (4 bytes): a buffer's "
       "address "
       "needs 8\n"},
      {"--arg add256_count=0x100000000",
       "gpuasm run: --arg add256_count=0x100000000: 0x100000000 does not fit parameter "
       "'add256_count' (.u32)\n"},
      // Issue 28: the value as written, not as a signed 64-bit number (-1).
      {"--arg add256_count=18446744073709551615",
       "gpuasm run: --arg add256_count=18446744073709551615: 18446744073709551615 does not fit "
       "parameter 'add256_count' (.u32)\n"},
      {"--arg add256_count=18446744073709551616",
       "gpuasm run: --arg add256_count=18446744073709551616: neither a number (number "
       "'18446744073709551616' does not fit in 64 bits) nor a buffer\n"},
      {"--arg add256_count=-0x80000001",
       "gpuasm run: --arg add256_count=-0x80000001: -0x80000001 does not fit parameter "
       "'add256_count' (.u32)\n"},
      {"--arg add256_a=a --arg add256_a=a",
       "gpuasm run: --arg add256_a=a: 'add256_a' is given twice\n"},
      {"--arg add256_a=a",
       "gpuasm run: kernel 'add256' parameter 'add256_b' (.u64) has no --arg add256_b=...\n"},
      {"--arg add256_a=a --arg add256_b=a --arg add256_c=a --arg add256_count=1 --block 2000",
       "gpuasm run: block 2000x1x1: at most 1024 threads a block (and 64 in z), as CUDA has it\n"},
      {"--kernel other", "gpuasm run: --kernel other: " + kAdd256 +
                             " has no kernel (.entry) 'other' (its kernels: add256)\n"},
  };
  for (const Case& c : cases) {
    cli_test::Result r = gpuasm(base + c.args);
    EXPECT_EQ(r.exitCode, 2) << c.args << "\n" << r.err;
    EXPECT_EQ(r.err, c.message) << c.args;
    EXPECT_EQ(r.out, "") << c.args;
  }
  cli_test::Result device = gpuasm(base + "--device tpu");
  EXPECT_EQ(device.exitCode, 2);
  EXPECT_NE(device.err.find("--device"), std::string::npos) << device.err;
}

TEST(PtxRunCli, AKernelFaultIsExitOneWithWhereAndWhat) {
  // add256 with `count` past the buffers: thread 2 loads 32 bytes at a + 64, past a's 64 bytes.
  cli_test::Result r =
      gpuasm("run -t ptx " + kAdd256 +
             " --block 4 --buffer a=64 --buffer b=128 --buffer c=128 --arg add256_a=a"
             " --arg add256_b=b --arg add256_c=c --arg add256_count=4");
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_NE(r.err.find("gpuasm: kernel fault [address]: " + kAdd256 + ":"), std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("in block (0,0,0) thread (2,0,0): load of 16 bytes at 0x"),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("in 'ld.global.v4.u32"), std::string::npos) << r.err;
}

TEST(PtxRunCli, TheCudaDeviceWithoutAGpuSaysWhatIsMissing) {
  // The library's embedded add256, not the source tree's: on a machine with
  // a GPU the build may have been carried from elsewhere.
  const fs::path add256 = scratch("add256.ptx");
  std::ofstream(add256, std::ios::binary) << *gpuasm::findEmbeddedKernel("ptx/add256.ptx");
  cli_test::Result r = gpuasm("run -t ptx " + add256.string() +
                              " --device cuda --buffer a=64 --arg add256_a=a --arg add256_b=a"
                              " --arg add256_c=a --arg add256_count=1");
  if (r.exitCode == 0) GTEST_SKIP() << "a GPU is present: the CUDA device ran the kernel";
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_EQ(r.err.rfind("gpuasm run: --device cuda: ", 0), 0u) << r.err;
  EXPECT_EQ(r.out, "");
}

}  // namespace

namespace {

// --model: the same kernel on the timing model; the report adds cycles,
// stalls and units; a bad model is a bad input, and it does not go with cuda.
TEST(PtxRunCli, ModelRunsTheKernelAndReportsCycles) {
  const std::string base =
      "run -t ptx " + kAdd256 +
      " --block 64 --buffer a=2048 --buffer b=2048 --buffer c=2048 --arg add256_a=a"
      " --arg add256_b=b --arg add256_c=c --arg add256_count=64 ";
  cli_test::Result r = gpuasm(base + "--model gtx580 --json");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["model"], "gtx580");
  EXPECT_EQ(j["device"], "gpuasm SM model 'gtx580'");
  // At least the loads' latency: the kernel loads before it adds and stores.
  EXPECT_GT(j["cycles"].get<uint64_t>(), 400u);
  EXPECT_TRUE(j["units"].is_array());
  cli_test::Result table = gpuasm(base + "--model h100");
  ASSERT_EQ(table.exitCode, 0) << table.err;
  EXPECT_NE(table.out.find("model 'h100': "), std::string::npos) << table.out;
  EXPECT_NE(table.out.find("  unit "), std::string::npos) << table.out;

  cli_test::Result missing = gpuasm(base + "--model nope");
  EXPECT_EQ(missing.exitCode, 2);
  EXPECT_EQ(missing.err.rfind("gpuasm run: --model nope: ", 0), 0u) << missing.err;
  cli_test::Result cuda = gpuasm(base + "--model gtx580 --device cuda");
  EXPECT_EQ(cuda.exitCode, 2);
  EXPECT_EQ(cuda.err,
            "gpuasm run: --model runs on the simulator: it does not go with --device cuda\n");
}

}  // namespace
