// The gcn host API and launch (gpuasm/gcn/host.hpp) on driver-built AMD
// OpenCL binaries, run unmodified: what their OpenCL C sources compute,
// worked out on the host.
#include <gtest/gtest.h>

// MD4 is deprecated in OpenSSL 3 but is the independent reference here.
#define OPENSSL_SUPPRESS_DEPRECATED
#include <fmt/format.h>
#include <openssl/md4.h>

#include <cstring>
#include <random>

#include "gpuasm/gcn/host.hpp"
#include "support/assemble.hpp"
#include "support/corpora.hpp"

namespace gpuasm::gcn {
namespace {

std::optional<Program> corpusProgram(std::string_view relative) {
  std::optional<std::string> bytes = testing::readCorporaFile(relative);
  if (!bytes) return std::nullopt;
  std::string error;
  std::optional<Program> program = Program::fromBinary(
      std::span(reinterpret_cast<const uint8_t*>(bytes->data()), bytes->size()), error);
  EXPECT_TRUE(program) << error;
  return program;
}

std::vector<uint32_t> randomWords(size_t n, uint32_t seed) {
  std::mt19937 random(seed);
  std::vector<uint32_t> words(n);
  for (uint32_t& w : words) w = random();
  return words;
}

std::span<const uint8_t> bytesOf(const std::vector<uint32_t>& words) {
  return {reinterpret_cast<const uint8_t*>(words.data()), words.size() * 4};
}

std::vector<uint32_t> wordsIn(std::span<const uint8_t> bytes) {
  std::vector<uint32_t> words(bytes.size() / 4);
  if (!words.empty()) std::memcpy(words.data(), bytes.data(), words.size() * 4);
  return words;
}

// samplekernels.cl: add and multiply, `if (gid >= n) return; cdat[gid] =
// adat[gid] op bdat[gid];`, with n below the global size so that the guard
// matters, buffers one element longer than n to show that nothing past n is
// written, and a global offset. `expected` is what the OpenCL C computes,
// `got` what the simulator left in cdat (empty when the launch could not be
// set up: the test then fails on the comparison).
struct SampleRun {
  std::vector<uint32_t> got, expected;
  LaunchReport report;
};

SampleRun runSampleKernel(const Program& program, std::string_view name, uint32_t threads) {
  const uint32_t n = 1000, global = 1024, offset = 64;
  std::vector<uint32_t> a = randomWords(global + offset, 1), b = randomWords(global + offset, 2);
  SampleRun run;
  run.expected.assign(a.size(), 0);
  for (uint32_t gid = offset; gid < n; ++gid)
    run.expected[gid] = name == "add" ? a[gid] + b[gid] : a[gid] * b[gid];
  std::string error;
  std::optional<Kernel> kernel = Kernel::create(program, name, error);
  Device device;
  Buffer adat = device.createBuffer(a.size() * 4, bytesOf(a));
  Buffer bdat = device.createBuffer(b.size() * 4, bytesOf(b));
  Buffer cdat = device.createBuffer(a.size() * 4);
  const bool set = kernel && kernel->setArgument("n", ArgumentValue::number(n), error) &&
                   kernel->setArgument("adat", ArgumentValue::ofBuffer(adat), error) &&
                   kernel->setArgument("bdat", ArgumentValue::ofBuffer(bdat), error) &&
                   kernel->setArgument("cdat", ArgumentValue::ofBuffer(cdat), error);
  EXPECT_TRUE(set) << error;
  if (!set) return run;
  LaunchSettings settings;
  settings.global = {global, 1, 1};
  settings.local = {64, 1, 1};
  settings.offset = {offset, 0, 0};
  settings.threads = threads;
  run.report = device.enqueueNDRange(*kernel, settings);
  run.got = wordsIn(device.map(cdat));
  return run;
}

TEST(GcnLaunch, SampleKernelsAddAndMultiply32And64BitGiveWhatTheOpenClSourceComputes) {
  for (std::string_view file : {"gcn/amdcl/samplekernels.clo", "gcn/amdcl/samplekernels_64.clo"}) {
    std::optional<Program> program = corpusProgram(file);
    if (!program) GTEST_SKIP() << "corpus file " << file << " is absent";
    for (const auto& [name, threads] : {std::pair{"add", 1u}, std::pair{"multiply", 2u}}) {
      SampleRun run = runSampleKernel(*program, name, threads);
      ASSERT_FALSE(run.report.fault) << run.report.fault->describe();
      EXPECT_EQ(run.report.groups[0], 16u);
      EXPECT_EQ(run.report.waves, 16u);
      EXPECT_EQ(run.got, run.expected) << file << " " << name;
    }
  }
}

// structkernel2.cl's kernel takes structs and a union by value (its body is
// empty): they go into CB1 whole, sized as the metadata says; the private
// memory it declares cannot be reached (no user elements), so it runs.
// alltypes.cl's kernel takes images, which the simulator does not model.
TEST(GcnLaunch, StructArgumentsAreFedAndImagesRefused) {
  std::optional<Program> structs = corpusProgram("gcn/amdcl/structkernel2.clo");
  std::optional<Program> alltypes = corpusProgram("gcn/amdcl/alltypes.clo");
  if (!structs || !alltypes) GTEST_SKIP() << "corpus gcn/amdcl is absent";
  std::string error;
  std::optional<Kernel> k = Kernel::create(*structs, "myKernel1", error);
  ASSERT_TRUE(k) << error;
  EXPECT_EQ(k->arguments()[0].bytes, 80u);
  EXPECT_EQ(k->arguments()[4].bytes, 6u);
  const std::vector<uint8_t> seven(7, 1), six(6, 1), eighty(80, 2), union32(32, 3);
  EXPECT_FALSE(k->setArgument("xdf", ArgumentValue::of(seven), error));
  EXPECT_EQ(error, "argument 'xdf' (struct mystructsub2) takes 6 bytes; the value does not fit");
  Device device;
  Buffer inout = device.createBuffer(256);
  ASSERT_TRUE(k->setArgument("b", ArgumentValue::of(eighty), error)) << error;
  ASSERT_TRUE(k->setArgument("n", ArgumentValue::number(1), error)) << error;
  ASSERT_TRUE(k->setArgument("inout", ArgumentValue::ofBuffer(inout), error)) << error;
  ASSERT_TRUE(k->setArgument("ddv", ArgumentValue::of(union32), error)) << error;
  ASSERT_TRUE(k->setArgument("xdf", ArgumentValue::of(six), error)) << error;
  ASSERT_TRUE(k->setArgument("enumx", ArgumentValue::number(1), error)) << error;
  LaunchSettings settings;
  settings.global = {64, 1, 1};
  LaunchReport report = device.enqueueNDRange(*k, settings);
  EXPECT_FALSE(report.fault);
  EXPECT_EQ(report.instructions, 1u);  // s_endpgm

  std::optional<Kernel> all = Kernel::create(*alltypes, "myKernel", error);
  ASSERT_TRUE(all) << error;
  EXPECT_FALSE(all->setArgument("v49", ArgumentValue::ofBuffer(inout), error));
  EXPECT_EQ(error,
            "argument 'v49' is an image: the simulator models no images, samplers or "
            "counters");
  EXPECT_FALSE(all->setArgument("v61", ArgumentValue::number(1), error));
  EXPECT_EQ(error, "argument 'v61' is a global pointer (void*): give it a buffer");
}

// A __local pointer argument: CB1 holds its LDS byte offset, placed after
// the static LDS (20 bytes here) at 16-byte alignment, so 32; the kernel
// reverses each group of 64 through it and reports the offset it was given.
constexpr std::string_view kLocalReverse = R"(.device tahiti
.kernel local_reverse
.arg in, global const uint*
.arg out, global uint*
.arg tmp, local uint*
.arg where, global uint*
.reqd_work_group_size 64, 1, 1
.local_bytes 20
  s_buffer_load_dword s0, s[4:7], 0x4
  s_buffer_load_dword s13, s[8:11], 0x0
  s_buffer_load_dword s14, s[8:11], 0x4
  s_buffer_load_dword s15, s[8:11], 0x8
  s_buffer_load_dword s24, s[8:11], 0xc
  s_load_dwordx4 s[16:19], s[2:3], 0x60
  s_load_dwordx4 s[20:23], s[2:3], 0x68
  s_load_dwordx4 s[28:31], s[2:3], 0x70
  s_mov_b32 m0, -1
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s0, s12, s0
  v_add_i32 v1, vcc, s0, v0
  v_lshlrev_b32 v1, 2, v1
  v_add_i32 v2, vcc, s13, v1
  buffer_load_dword v3, v2, s[16:19], 0 offen
  v_lshlrev_b32 v4, 2, v0
  v_add_i32 v4, vcc, s15, v4
  s_waitcnt vmcnt(0)
  ds_write_b32 v4, v3
  s_waitcnt lgkmcnt(0)
  s_barrier
  v_sub_i32 v5, vcc, 63, v0
  v_lshlrev_b32 v5, 2, v5
  v_add_i32 v5, vcc, s15, v5
  ds_read_b32 v6, v5
  v_add_i32 v7, vcc, s14, v1
  s_waitcnt lgkmcnt(0)
  buffer_store_dword v6, v7, s[20:23], 0 offen
  v_mov_b32 v8, s15
  v_mov_b32 v9, s24
  buffer_store_dword v8, v9, s[28:31], 0 offen
  s_endpgm
)";

TEST(GcnLaunch, LocalPointerArgumentsGetTheirLdsOffsetAfterTheStaticLds) {
  testing::Assembled a = testing::assembleFor("gcn", std::string(kLocalReverse));
  ASSERT_EQ(a.errors, 0u) << a.diagnostics;
  std::string error;
  std::optional<Program> program = Program::fromImage(*a.image, error);
  ASSERT_TRUE(program) << error;
  std::optional<Kernel> kernel = Kernel::create(*program, "local_reverse", error);
  ASSERT_TRUE(kernel) << error;
  EXPECT_FALSE(kernel->setArgument("tmp", ArgumentValue::number(256), error));
  EXPECT_EQ(error, "argument 'tmp' is a __local pointer: give its size in bytes");
  std::vector<uint32_t> in = randomWords(256, 9);
  Device device;
  Buffer input = device.createBuffer(1024, bytesOf(in)), output = device.createBuffer(1024),
         where = device.createBuffer(4);
  ASSERT_TRUE(kernel->setArgument("in", ArgumentValue::ofBuffer(input), error));
  ASSERT_TRUE(kernel->setArgument("out", ArgumentValue::ofBuffer(output), error));
  ASSERT_TRUE(kernel->setArgument("tmp", ArgumentValue::local(256), error));
  ASSERT_TRUE(kernel->setArgument("where", ArgumentValue::ofBuffer(where), error));
  LaunchSettings settings;
  settings.global = {256, 1, 1};
  LaunchReport report = device.enqueueNDRange(*kernel, settings);
  ASSERT_FALSE(report.fault) << report.fault->describe();
  std::vector<uint32_t> out = wordsIn(device.map(output));
  for (uint32_t i = 0; i < 256; ++i) ASSERT_EQ(out[i], in[i / 64 * 64 + 63 - i % 64]) << i;
  EXPECT_EQ(wordsIn(device.map(where))[0], 32u);

  // More LDS than SI gives a work-group: refused, naming both sizes.
  ASSERT_TRUE(kernel->setArgument("tmp", ArgumentValue::local(40000), error));
  try {
    device.enqueueNDRange(*kernel, settings);
    ADD_FAILURE() << "no LaunchError";
  } catch (const LaunchError& e) {
    EXPECT_EQ(e.message,
              "kernel 'local_reverse' needs 40032 bytes of LDS (20 static plus __local "
              "arguments), but its binary allocates 32768 (RSRC2.LDS_SIZE 128)");
  }
}

// md4_test.isa is the raw-md4 kernel of John the Ripper's OpenCL format as
// AMD's compiler built it (seed 003's test file). Its arguments, deduced from
// the ISA (docs/gcn-simulator.md, "The raw-md4 kernel"): CB1 dword 0 is the
// keys buffer's offset (read through UAV 12), dword 4 the index buffer's
// (UAV 11), dword 8 the hashes buffer's (UAV 10, written); index[gid] is
// (word offset of the key in keys << 6) | its length; hashes[k * gs + gid]
// is MD4 state word k (k = 0..3) of key gid, gs the global size (CB0 dword 0).
constexpr std::string_view kMd4Description = R"(.device tahiti
.kernel md4
.arg keys, global const uint*, resource 12
.arg index, global const uint*, resource 11
.arg hashes, global uint*, resource 10
)";

std::optional<Program> md4Program() {
  std::optional<std::string> isa = testing::readCorporaFile("gcn/md4_test.isa");
  if (!isa) return std::nullopt;
  testing::Assembled a =
      testing::assembleFor("gcn", std::string(kMd4Description) + *isa, {}, "md4.isa");
  EXPECT_EQ(a.errors, 0u) << a.diagnostics;
  if (!a.image) return std::nullopt;
  std::string error;
  std::optional<Program> program = Program::fromImage(*a.image, error);
  EXPECT_TRUE(program) << error;
  return program;
}

struct Md4Run {
  std::vector<std::array<uint32_t, 4>> digests;
  LaunchReport report;
};

Md4Run runMd4(const Program& program, const std::vector<std::string>& keys, uint32_t threads) {
  std::vector<uint32_t> packed, index;
  for (const std::string& key : keys) {
    index.push_back(static_cast<uint32_t>(packed.size()) << 6 | static_cast<uint32_t>(key.size()));
    const size_t at = packed.size();
    packed.resize(at + (key.size() + 3) / 4, 0);
    for (size_t i = 0; i < key.size(); ++i)
      packed[at + i / 4] |= uint32_t{static_cast<uint8_t>(key[i])} << (8 * (i % 4));
  }
  packed.push_back(0);
  Device device;
  Buffer keysBuffer = device.createBuffer(packed.size() * 4, bytesOf(packed));
  Buffer indexBuffer = device.createBuffer(index.size() * 4, bytesOf(index));
  Buffer hashes = device.createBuffer(keys.size() * 16);
  std::string error;
  std::optional<Kernel> kernel = Kernel::create(program, "md4", error);
  EXPECT_TRUE(kernel) << error;
  EXPECT_TRUE(kernel->setArgument("keys", ArgumentValue::ofBuffer(keysBuffer), error)) << error;
  EXPECT_TRUE(kernel->setArgument("index", ArgumentValue::ofBuffer(indexBuffer), error)) << error;
  EXPECT_TRUE(kernel->setArgument("hashes", ArgumentValue::ofBuffer(hashes), error)) << error;
  LaunchSettings settings;
  settings.global = {keys.size(), 1, 1};
  settings.threads = threads;
  Md4Run run;
  run.report = device.enqueueNDRange(*kernel, settings);
  std::vector<uint32_t> words = wordsIn(device.map(hashes));
  for (size_t i = 0; i < keys.size(); ++i)
    run.digests.push_back(
        {words[i], words[keys.size() + i], words[2 * keys.size() + i], words[3 * keys.size() + i]});
  return run;
}

std::string hex(const std::array<uint32_t, 4>& digest) {
  std::string text;
  for (uint32_t word : digest)
    for (int b = 0; b < 4; ++b) text += fmt::format("{:02x}", (word >> (8 * b)) & 0xff);
  return text;
}

TEST(GcnLaunch, RawMd4KernelGivesTheRfc1320TestVectors) {
  std::optional<Program> program = md4Program();
  if (!program) GTEST_SKIP() << "corpus file gcn/md4_test.isa is absent";
  // RFC 1320, appendix A.5 (the suite's keys up to the kernel's 55 bytes).
  const std::vector<std::pair<std::string, std::string>> vectors = {
      {"", "31d6cfe0d16ae931b73c59d7e0c089c0"},
      {"a", "bde52cb31de33e46245e05fbdbd6fb24"},
      {"abc", "a448017aaf21d8525fc10ae87aa6729d"},
      {"message digest", "d9130a8164549fe818874806e1c7014b"},
      {"abcdefghijklmnopqrstuvwxyz", "d79e1c308aa5bbcdeea8ed63df412da9"},
  };
  std::vector<std::string> keys;
  for (const auto& v : vectors) keys.push_back(v.first);
  Md4Run run = runMd4(*program, keys, 1);
  ASSERT_FALSE(run.report.fault) << run.report.fault->describe();
  for (size_t i = 0; i < vectors.size(); ++i)
    EXPECT_EQ(hex(run.digests[i]), vectors[i].second) << "MD4(\"" << vectors[i].first << "\")";
}

TEST(GcnLaunch, RawMd4KernelMatchesOpenSslForAHundredThousandPasswords) {
  std::optional<Program> program = md4Program();
  if (!program) GTEST_SKIP() << "corpus file gcn/md4_test.isa is absent";
  std::mt19937 random(15);
  std::vector<std::string> keys(100'000);
  for (std::string& key : keys) {
    key.resize(random() % 56);  // 0 to 55 bytes: what fits one MD4 block
    for (char& c : key) c = static_cast<char>(32 + random() % 95);
  }
  Md4Run run = runMd4(*program, keys, 0);
  ASSERT_FALSE(run.report.fault) << run.report.fault->describe();
  for (size_t i = 0; i < keys.size(); ++i) {
    std::array<uint32_t, 4> expected{};
    MD4(reinterpret_cast<const unsigned char*>(keys[i].data()), keys[i].size(),
        reinterpret_cast<unsigned char*>(expected.data()));
    ASSERT_EQ(hex(run.digests[i]), hex(expected)) << "key " << i << " '" << keys[i] << "'";
  }
}

}  // namespace
}  // namespace gpuasm::gcn
