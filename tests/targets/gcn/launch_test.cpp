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
  std::memcpy(words.data(), bytes.data(), words.size() * 4);
  return words;
}

// samplekernels.cl: add and multiply, `if (gid >= n) return; cdat[gid] =
// adat[gid] op bdat[gid];`, with n below the global size so that the guard
// matters, buffers one element longer than n to show that nothing past n is
// written, and a global offset.
void runSampleKernel(std::string_view file, std::string_view name, uint32_t threads) {
  std::optional<Program> program = corpusProgram(file);
  if (!program) GTEST_SKIP() << "corpus file " << file << " is absent";
  std::string error;
  std::optional<Kernel> kernel = Kernel::create(*program, name, error);
  ASSERT_TRUE(kernel) << error;
  const uint32_t n = 1000, global = 1024, offset = 64;
  std::vector<uint32_t> a = randomWords(global + offset, 1), b = randomWords(global + offset, 2);
  Device device;
  Buffer adat = device.createBuffer(a.size() * 4, bytesOf(a));
  Buffer bdat = device.createBuffer(b.size() * 4, bytesOf(b));
  Buffer cdat = device.createBuffer(a.size() * 4);
  ASSERT_TRUE(kernel->setArgument("n", ArgumentValue::number(n), error)) << error;
  ASSERT_TRUE(kernel->setArgument("adat", ArgumentValue::ofBuffer(adat), error)) << error;
  ASSERT_TRUE(kernel->setArgument("bdat", ArgumentValue::ofBuffer(bdat), error)) << error;
  ASSERT_TRUE(kernel->setArgument("cdat", ArgumentValue::ofBuffer(cdat), error)) << error;
  LaunchSettings settings;
  settings.global = {global, 1, 1};
  settings.local = {64, 1, 1};
  settings.offset = {offset, 0, 0};
  settings.threads = threads;
  LaunchReport report = device.enqueueNDRange(*kernel, settings);
  ASSERT_FALSE(report.fault) << report.fault->describe();
  EXPECT_EQ(report.groups[0], 16u);
  EXPECT_EQ(report.waves, 16u);
  std::vector<uint32_t> c = wordsIn(device.map(cdat));
  for (uint32_t gid = 0; gid < c.size(); ++gid) {
    uint32_t expected = 0;
    if (gid >= offset && gid < n) expected = name == "add" ? a[gid] + b[gid] : a[gid] * b[gid];
    ASSERT_EQ(c[gid], expected) << name << " gid " << gid;
  }
}

TEST(GcnLaunch, SampleKernelsAddAndMultiply32BitGiveWhatTheOpenClSourceComputes) {
  runSampleKernel("gcn/amdcl/samplekernels.clo", "add", 1);
  runSampleKernel("gcn/amdcl/samplekernels.clo", "multiply", 2);
}

TEST(GcnLaunch, SampleKernelsAddAndMultiply64BitGiveWhatTheOpenClSourceComputes) {
  runSampleKernel("gcn/amdcl/samplekernels_64.clo", "add", 2);
  runSampleKernel("gcn/amdcl/samplekernels_64.clo", "multiply", 1);
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
  EXPECT_EQ(error, "argument 'v49' is an image: the simulator models no images, samplers or "
                   "counters");
  EXPECT_FALSE(all->setArgument("v61", ArgumentValue::number(1), error));
  EXPECT_EQ(error, "argument 'v61' is a global pointer (void*): give it a buffer");
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
    std::vector<uint32_t> words((key.size() + 3) / 4, 0);
    std::memcpy(words.data(), key.data(), key.size());
    packed.insert(packed.end(), words.begin(), words.end());
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
