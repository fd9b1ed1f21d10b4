// `gpuasm run -t gcn` end to end: a driver-built binary and a shipped kernel
// run with named arguments, the report, --json, dumps to files, and every
// bad option or kernel fault answered with its message and exit code.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <random>

#include "support/build_paths.hpp"
#include "support/corpora.hpp"
#include "tools/cli_support.hpp"

namespace {

using cli_test::gpuasm;
namespace fs = std::filesystem;
const std::string kSourceDir = gpuasm::testing::sourceDirectory();

std::string samplekernels() {
  return gpuasm::testing::corporaPath("gcn/amdcl/samplekernels.clo").string();
}

fs::path scratch(const std::string& name) {
  fs::path dir = fs::temp_directory_path() / "gpuasm-gcn-run-test";
  fs::create_directories(dir);
  return dir / name;
}

std::vector<uint32_t> readWords(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::vector<uint32_t> words(bytes.size() / 4);
  if (!words.empty()) std::memcpy(words.data(), bytes.data(), words.size() * 4);
  return words;
}

TEST(GcnRunCli, DriverBinaryRunsWithNamedArgumentsAndDumpsToAFile) {
  if (!fs::exists(samplekernels())) GTEST_SKIP() << "corpus gcn/amdcl is absent";
  std::vector<uint32_t> a(512), b(512);
  std::mt19937 random(7);
  for (size_t i = 0; i < a.size(); ++i) a[i] = random(), b[i] = random();
  for (auto& [name, words] : {std::pair{"a.bin", &a}, std::pair{"b.bin", &b}}) {
    std::ofstream out(scratch(name), std::ios::binary);
    out.write(reinterpret_cast<const char*>(words->data()), words->size() * 4);
  }
  const fs::path c = scratch("c.bin");
  cli_test::Result r = gpuasm("run -t gcn " + samplekernels() +
                              " --kernel multiply --global 512 --local 128 --buffer a=@" +
                              scratch("a.bin").string() + " --buffer b=@" +
                              scratch("b.bin").string() + " --buffer c=2048 --arg n=500 " +
                              "--arg adat=a --arg bdat=b --arg cdat=c --dump c=" + c.string());
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(r.out.substr(0, r.out.find("  ") + 2),
            "kernel multiply: 1 dimension, global 512, local 128\n  ");
  EXPECT_NE(r.out.find("4 work-groups of 2 waves (8 waves in all)"), std::string::npos) << r.out;
  std::vector<uint32_t> got = readWords(c);
  ASSERT_EQ(got.size(), 512u);
  for (uint32_t i = 0; i < 512; ++i) ASSERT_EQ(got[i], i < 500 ? a[i] * b[i] : 0u) << i;
}

// Seed 003's flow end to end: sample.cl's body assembled, written over
// sample_dummy.bin's NOP sled as gcnasm's patcher did (the dummy's own store
// stays), and the patched driver binary run for a million elements.
TEST(GcnRunCli, SampleDummyPatchedWithSampleClsCodeGivesInPlus42ForAMillionElements) {
  const fs::path dummy = gpuasm::testing::corporaPath("gcn/gcnasm/sample_dummy.bin");
  if (!fs::exists(dummy)) GTEST_SKIP() << "corpus gcn/gcnasm is absent";
  const fs::path patched = scratch("sample42.bin"), in = scratch("in1m.bin"),
                 out = scratch("out1m.bin");
  cli_test::Result r =
      gpuasm("asm -t gcn " + kSourceDir + "/tests/data/gcn/sample_in_plus_42.s " +
             "--format amdcl --patch " + dummy.string() + " --patch-nops -o " + patched.string());
  ASSERT_EQ(r.exitCode, 0) << r.err;
  constexpr uint32_t kElements = 1'000'000;
  std::vector<uint32_t> values(kElements);
  std::mt19937 random(42);
  for (uint32_t& v : values) v = random();
  std::ofstream(in, std::ios::binary)
      .write(reinterpret_cast<const char*>(values.data()), values.size() * 4);
  r = gpuasm("run -t gcn " + patched.string() + " --global 1000000 --buffer in=@" + in.string() +
             " --buffer salt=4 --buffer out=4000000 --arg in=in --arg salt=salt --arg out=out "
             "--dump out=" +
             out.string());
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("kernel sample: 1 dimension, global 1000000, local 64"), std::string::npos);
  std::vector<uint32_t> got = readWords(out);
  ASSERT_EQ(got.size(), kElements);
  for (uint32_t i = 0; i < kElements; ++i) ASSERT_EQ(got[i], values[i] + 42) << i;
}

TEST(GcnRunCli, JsonReportHoldsTheRunAndTheDumps) {
  cli_test::Result r = gpuasm(
      "run -t gcn builtin:gcn/reduce_sum.s --global 512 --buffer in=2048 --buffer out=8 "
      "--arg in=in --arg out=out --dump out --json --threads 1");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["kernel"], "reduce_sum");
  EXPECT_EQ(j["global"], nlohmann::json::array({512}));
  EXPECT_EQ(j["local"], nlohmann::json::array({256}));
  EXPECT_EQ(j["work_groups"], 2);
  EXPECT_EQ(j["waves"], 8);
  EXPECT_EQ(j["host_threads"], 1);
  EXPECT_EQ(j["dumps"]["out"]["words"], nlohmann::json::array({0, 0}));
  EXPECT_FALSE(j.contains("fault"));
}

TEST(GcnRunCli, BadOptionsAreUsageErrorsNamingTheProblem) {
  const std::string collatz = "run -t gcn builtin:gcn/collatz.s --buffer i=256 --buffer o=256 ";
  struct Case {
    std::string args, message;
  } cases[] = {
      {"--global 64 --arg in=i",
       "kernel 'collatz' parameter 'steps' (uint*) has no --arg steps=..."},
      {"--global 64 --arg in=i --arg steps=o --arg x=1",
       "--arg x=1: kernel 'collatz' has no parameter 'x' (it has: in, steps)"},
      {"--global 64 --arg in=7 --arg steps=o",
       "--arg in=7: 'in' is a global pointer: give a --buffer name[+OFFSET]"},
      {"--global 64 --arg in=i+300 --arg steps=o",
       "--arg in=i+300: the offset is outside buffer 'i' (0..256 bytes)"},
      {"--global 64 --arg in=i --arg in=i --arg steps=o", "--arg in=i: 'in' is given twice"},
      {"--global 100 --local 64 --arg in=i --arg steps=o",
       "the global size in dimension 0 (100) is not a multiple of the local size (64), as "
       "OpenCL 1.2 requires"},
      {"--global 64,3 --local 64,2 --arg in=i --arg steps=o",
       "the global size in dimension 1 (3) is not a multiple of the local size (2), as OpenCL "
       "1.2 requires"},
      {"--global 64,2 --local 64 --arg in=i --arg steps=o",
       "--local gives 1 sizes for 2 dimensions"},
      {"--global 1,2,3,4 --arg in=i --arg steps=o",
       "--global 1,2,3,4: expected 1 to 3 numbers N[,N[,N]], each 1 .. 2^32-1"},
      {"--global 512 --local 512 --arg in=i --arg steps=o",
       "a work-group of 512 work-items: SI runs at most 256"},
      {"--global 64 --kernel nope --arg in=i --arg steps=o",
       "--kernel nope: the program has no kernel 'nope' (it has: collatz)"},
      {"--global 64 --arg in=i --arg steps=o --dump q", "--dump q: no --buffer named 'q'"},
  };
  for (const Case& c : cases) {
    cli_test::Result r = gpuasm(collatz + c.args);
    EXPECT_EQ(r.exitCode, 2) << c.args << "\n" << r.err;
    EXPECT_EQ(r.err, "gpuasm run: " + c.message + "\n") << c.args;
  }
}

TEST(GcnRunCli, AValueArgumentTakesNumbersOfItsType) {
  if (!fs::exists(samplekernels())) GTEST_SKIP() << "corpus gcn/amdcl is absent";
  const std::string add = "run -t gcn " + samplekernels() +
                          " --kernel add --buffer a=64 --arg adat=a --arg bdat=a --arg cdat=a ";
  cli_test::Result r = gpuasm(add + "--arg n=a");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(r.err, "gpuasm run: --arg n=a: 'a' is not a number\n");
  r = gpuasm(add + "--arg n=4294967296");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(r.err, "gpuasm run: --arg n=4294967296: 4294967296 does not fit in 32 bits (u32)\n");
  r = gpuasm(add + "--arg n=0x100000000");  // as written, not converted
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(r.err, "gpuasm run: --arg n=0x100000000: 0x100000000 does not fit in 32 bits (u32)\n");
  r = gpuasm(add + "--arg n=18446744073709551615");  // all ones: not -1, not a parse error
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(r.err,
            "gpuasm run: --arg n=18446744073709551615: 18446744073709551615 does not fit in "
            "32 bits (u32)\n");
  r = gpuasm(add + "--arg n=1,2");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(r.err, "gpuasm run: --arg n=1,2: 'n' (uint) takes 1 number, separated by commas\n");
  r = gpuasm("run -t gcn " + samplekernels() + " --arg n=1");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(r.err,
            "gpuasm run: the binary has 2 kernels: choose one with --kernel (add, "
            "multiply)\n");
}

TEST(GcnRunCli, KernelFaultsAndBadInputExitWithOne) {
  // The watchdog: Collatz of 27 takes 111 trips round the loop.
  std::ofstream(scratch("27.bin"), std::ios::binary).write("\x1b\0\0\0", 4);
  cli_test::Result r = gpuasm("run -t gcn builtin:gcn/collatz.s --global 1 --buffer i=@" +
                              scratch("27.bin").string() +
                              " --buffer o=4 --arg in=i --arg steps=o --max-instructions 100");
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_NE(r.err.find("gpuasm: kernel fault [watchdog]: watchdog fault: '"), std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("(work-group 0,0,0, wave 0"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("the wave ran 100 instructions without reaching s_endpgm"),
            std::string::npos)
      << r.err;

  // Source without kernel directives, and a --buffer file that is not there.
  r = gpuasm("run -t gcn - --global 64", "s_endpgm\n");
  EXPECT_EQ(r.exitCode, 1);
  const std::string noKernel =
      "gpuasm run: no kernel to run: the input is neither an AMD OpenCL binary nor source with "
      "kernel directives (.kernel, .arg ...: docs/gcn.md)\n";
  EXPECT_EQ(r.err, noKernel);
  // Bytes that are no AMD binary: taken as raw code, which describes no kernel either.
  r = gpuasm("run -t gcn - --input-format bin --global 64", std::string("\x00\x00\x81\xbf", 4));
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_EQ(r.err, noKernel);
  r = gpuasm("run -t gcn builtin:gcn/collatz.s --buffer i=@/nonexistent/x --arg in=i");
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_NE(r.err.find("gpuasm run: --buffer i=@/nonexistent/x: "), std::string::npos) << r.err;

  // A binary whose PROGINFO asks for what the launch cannot give is refused by
  // name (a user element whose start + count wraps in 32 bits, once a fuzzer find).
  r = gpuasm("run -t gcn - --global 64",
             ".device tahiti\n.kernel k\n.proginfo 0x80001003, 2\n.proginfo 0x80001004, "
             "0xfffffffe\n  s_endpgm\n");
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_EQ(r.err,
            "gpuasm run: kernel 'k': user element 0 (s[2:4294967295]) is outside its 12 "
            "user SGPRs (RSRC2.USER_SGPR)\n");
  r = gpuasm("run -t gcn - --global 64", ".kernel k\n.pgm_rsrc2 0x99\n  s_endpgm\n");
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_EQ(r.err,
            "gpuasm run: kernel 'k' uses scratch memory (RSRC2.SCRATCH_EN), which the "
            "simulator does not model\n");

  // An instruction without semantics is a fault naming it, not a skip.
  r = gpuasm("run -t gcn - --global 64",
             ".kernel k\n  image_sample v[0:3], v0, s[0:7], s[8:11] dmask:0xf\n  s_endpgm\n");
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_NE(r.err.find("gpuasm: kernel fault [unsupported]: unsupported fault: 'image_sample' at "
                       "0x0000 (work-group 0,0,0, wave 0)"),
            std::string::npos)
      << r.err;
}

// `run --mcpu gfx803`: the assembler writes GFX8's encodings and the run
// decodes them by GFX8 (the binary keeps the processor). The kernel is
// kernels/gcn/collatz.s in GFX8's terms: SMEM offsets in bytes (SI's dword
// offsets 0x4, 0x18, 0x60, 0x68 times 4) and v_add_u32 for SI's v_add_i32.
// Each lane's steps come from the host's own Collatz count.
TEST(GcnRunCli, Gfx8SourceRunsDecodedByGfx8) {
  const std::string kernel = R"(.kernel collatz
.arg in, global const uint*
.arg steps, global uint*
  s_buffer_load_dword s0, s[4:7], 0x10
  s_buffer_load_dword s1, s[4:7], 0x60
  s_buffer_load_dword s13, s[8:11], 0x0
  s_buffer_load_dword s14, s[8:11], 0x10
  s_load_dwordx4 s[16:19], s[2:3], 0x180
  s_load_dwordx4 s[20:23], s[2:3], 0x1a0
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s0, s12, s0
  s_add_u32 s0, s0, s1
  v_add_u32 v1, vcc, s0, v0
  v_lshlrev_b32 v1, 2, v1
  v_add_u32 v9, vcc, s13, v1
  buffer_load_dword v2, v9, s[16:19], 0 offen
  v_mov_b32 v5, 0
  s_mov_b64 s[26:27], exec
  s_waitcnt vmcnt(0)
  v_cmp_lt_u32 vcc, 1, v2
  s_and_b64 exec, exec, vcc
  s_cbranch_execz done
again:
  v_and_b32 v6, 1, v2
  v_cmp_eq_u32 vcc, 0, v6
  s_and_saveexec_b64 s[28:29], vcc
  v_lshrrev_b32 v2, 1, v2
  s_andn2_b64 exec, s[28:29], exec
  v_mul_lo_u32 v2, v2, 3
  v_add_u32 v2, vcc, 1, v2
  s_mov_b64 exec, s[28:29]
  v_add_u32 v5, vcc, 1, v5
  v_cmp_lt_u32 vcc, 1, v2
  s_and_b64 exec, exec, vcc
  s_cbranch_execnz again
done:
  s_mov_b64 exec, s[26:27]
  v_add_u32 v1, vcc, s14, v1
  buffer_store_dword v5, v1, s[20:23], 0 offen
  s_endpgm
)";
  const fs::path source = scratch("collatz8.s"), in = scratch("collatz8-in.bin"),
                 out = scratch("collatz8-out.bin");
  std::ofstream(source) << kernel;
  std::vector<uint32_t> numbers(64);
  for (uint32_t i = 0; i < 64; ++i) numbers[i] = 3 * i + 1;
  std::ofstream(in, std::ios::binary)
      .write(reinterpret_cast<const char*>(numbers.data()), numbers.size() * 4);
  cli_test::Result r = gpuasm(
      "run -t gcn --mcpu gfx803 " + source.string() + " --global 64 --buffer in=@" + in.string() +
      " --buffer steps=256 --arg in=in --arg steps=steps --dump steps=" + out.string());
  ASSERT_EQ(r.exitCode, 0) << r.err << r.out;
  const std::vector<uint32_t> got = readWords(out);
  ASSERT_EQ(got.size(), 64u);
  for (uint32_t i = 0; i < 64; ++i) {
    uint32_t n = numbers[i], count = 0;
    while (n > 1) n = n % 2 ? 3 * n + 1 : n / 2, ++count;
    EXPECT_EQ(got[i], count) << i;
  }
  // Without --mcpu the source is SI's, which has no v_add_u32.
  cli_test::Result si = gpuasm("run -t gcn " + source.string() + " --global 64 --buffer in=@" +
                               in.string() + " --buffer steps=256 --arg in=in --arg steps=steps");
  EXPECT_EQ(si.exitCode, 1);
  EXPECT_NE(si.err.find("v_add_u32"), std::string::npos) << si.err;
}

}  // namespace
