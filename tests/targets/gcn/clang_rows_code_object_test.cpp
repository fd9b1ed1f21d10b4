// clang-14's code of tests/data/gcn/code_objects/clang_rows.cl for gfx701,
// gfx803 and gfx900 (scripts/oracle/gcn_clang_rows_code_objects.sh): the
// rows clang emits for double floor/ceil/rint/trunc, sub-group shuffles,
// __builtin_trap, the cycle counter, LDS append counters and float adds,
// half division and (GFX9) saturating int adds, launched as the ROCm runtime
// launches them and compared with host computations.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <climits>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <limits>
#include <vector>

#include "gpuasm/gcn/host.hpp"
#include "support/build_paths.hpp"
#include "targets/gcn/machine/half.hpp"

namespace gpuasm::gcn {
namespace {

namespace fs = std::filesystem;

// One kernel of clang-rows-<mcpu>.co with its buffers on a device.
struct ClangRowsLaunch {
  Program program;
  Device device;
  std::optional<Kernel> kernel;
  ClangRowsLaunch(const std::string& mcpu, std::string_view name) : program(load(mcpu)) {
    std::string error;
    kernel = Kernel::create(program, name, error);
    EXPECT_TRUE(kernel) << error;
  }
  static Program load(const std::string& mcpu) {
    std::ifstream in(fs::path(gpuasm::testing::sourceDirectory()) / "tests/data/gcn/code_objects" /
                         ("clang-rows-" + mcpu + ".co"),
                     std::ios::binary);
    const std::vector<uint8_t> bytes{std::istreambuf_iterator<char>(in), {}};
    std::string error;
    std::optional<Program> p = Program::fromBinary(bytes, error);
    EXPECT_TRUE(p) << error;
    return std::move(p.value());
  }
  template <class T>
  Buffer input(std::string_view argument, const std::vector<T>& values) {
    const Buffer b = device.createBuffer(
        values.size() * sizeof(T),
        {reinterpret_cast<const uint8_t*>(values.data()), values.size() * sizeof(T)});
    set(argument, ArgumentValue::ofBuffer(b));
    return b;
  }
  Buffer output(std::string_view argument, size_t bytes) {
    const Buffer b = device.createBuffer(bytes);
    set(argument, ArgumentValue::ofBuffer(b));
    return b;
  }
  void set(std::string_view argument, ArgumentValue value) {
    std::string error;
    EXPECT_TRUE(kernel->setArgument(argument, std::move(value), error)) << error;
  }
  LaunchReport run(uint64_t global, uint32_t local, uint32_t threads = 2) {
    LaunchSettings s;
    s.global = {global, 1, 1};
    s.local = {local, 1, 1};
    s.threads = threads;
    return device.enqueueNDRange(*kernel, s);
  }
  template <class T>
  std::vector<T> read(Buffer b) {
    const std::span<const uint8_t> bytes = device.map(b);
    std::vector<T> out(bytes.size() / sizeof(T));
    std::memcpy(out.data(), bytes.data(), out.size() * sizeof(T));
    return out;
  }
};

class ClangRowsEveryGeneration : public ::testing::TestWithParam<std::string> {};

TEST_P(ClangRowsEveryGeneration, DoubleFloorCeilRintTruncMatchTheHost) {
  ClangRowsLaunch l(GetParam(), "double_round");
  std::vector<double> in(64);
  for (size_t i = 0; i < in.size(); ++i)
    in[i] = (static_cast<double>(i) - 32.0) * 0.25 + (i % 5 == 0 ? 1e-9 : 0.0);
  in[7] = 4503599627370497.0;  // above 2^52: already whole
  l.input("in", in);
  const Buffer out = l.output("out", in.size() * 4 * 8);
  const LaunchReport r = l.run(64, 64);
  ASSERT_FALSE(r.fault) << r.fault->describe();
  const std::vector<double> got = l.read<double>(out);
  for (size_t i = 0; i < in.size(); ++i) {
    EXPECT_EQ(got[4 * i], std::floor(in[i])) << in[i];
    EXPECT_EQ(got[4 * i + 1], std::ceil(in[i])) << in[i];
    EXPECT_EQ(got[4 * i + 2], std::rint(in[i])) << in[i];  // ties to even
    EXPECT_EQ(got[4 * i + 3], std::trunc(in[i])) << in[i];
  }
}

TEST_P(ClangRowsEveryGeneration, SwizzleSwapsNeighboursAndReversesQuads) {
  ClangRowsLaunch l(GetParam(), "swizzle");
  std::vector<int32_t> in(128);
  for (size_t i = 0; i < in.size(); ++i) in[i] = static_cast<int32_t>(i * 7919 + 3);
  l.input("in", in);
  const Buffer out = l.output("out", in.size() * 8);
  const LaunchReport r = l.run(128, 64);
  ASSERT_FALSE(r.fault) << r.fault->describe();
  const std::vector<int32_t> got = l.read<int32_t>(out);
  for (size_t i = 0; i < in.size(); ++i) {
    EXPECT_EQ(got[2 * i], in[i ^ 1]) << i;
    EXPECT_EQ(got[2 * i + 1], in[(i & ~size_t{3}) + 3 - (i & 3)]) << i;
  }
}

TEST_P(ClangRowsEveryGeneration, BuiltinTrapEndsTheLaunchWithATrapFault) {
  ClangRowsLaunch quiet(GetParam(), "trap_if");
  const Buffer ids = quiet.output("out", 64 * 4);
  quiet.set("trigger", ArgumentValue::number(3));
  const LaunchReport ran = quiet.run(64, 64);
  ASSERT_FALSE(ran.fault) << ran.fault->describe();
  EXPECT_EQ(quiet.read<int32_t>(ids)[63], 63);
  ClangRowsLaunch trapped(GetParam(), "trap_if");
  trapped.output("out", 64 * 4);
  trapped.set("trigger", ArgumentValue::number(7));
  const LaunchReport r = trapped.run(64, 64);
  ASSERT_TRUE(r.fault);
  EXPECT_EQ(r.fault->kind, "trap");
  EXPECT_NE(r.fault->message.find("trap 2 at"), std::string::npos) << r.fault->message;
}

// clang puts the two s_memtime next to each other (the .s listing of each
// object): one instruction apart on the simulator's instruction clock.
TEST_P(ClangRowsEveryGeneration, TheCycleCounterIsTheWavesInstructionCount) {
  ClangRowsLaunch l(GetParam(), "clock_twice");
  const Buffer out = l.output("out", 64 * 8);
  const LaunchReport r = l.run(64, 64);
  ASSERT_FALSE(r.fault) << r.fault->describe();
  for (uint64_t v : l.read<uint64_t>(out)) EXPECT_EQ(v, 1u);
}

// clang's code loads two kernel arguments before its s_memtime (the .s
// listing for each processor): every wave reads 2, whichever group and host
// thread runs it (a wave object a host thread reuses starts its count anew).
TEST_P(ClangRowsEveryGeneration, TheCycleCounterStartsWithEachWave) {
  for (uint32_t threads : {1u, 3u}) {
    ClangRowsLaunch l(GetParam(), "clock_now");
    const Buffer out = l.output("out", 512 * 8);
    const LaunchReport r = l.run(512, 64, threads);
    ASSERT_FALSE(r.fault) << r.fault->describe();
    for (uint64_t v : l.read<uint64_t>(out)) EXPECT_EQ(v, 2u) << threads;
  }
}

// One wave a group: the first ds_append gives every lane 0 and adds 64,
// the second gives 64.
TEST_P(ClangRowsEveryGeneration, AppendGivesTheCounterBeforeTheWavesLanes) {
  ClangRowsLaunch l(GetParam(), "append_twice");
  const Buffer out = l.output("out", 128 * 4);
  const LaunchReport r = l.run(128, 64);
  ASSERT_FALSE(r.fault) << r.fault->describe();
  for (int32_t v : l.read<int32_t>(out)) EXPECT_EQ(v, 64);
}

// .private_segment_fixed_size is 36 (the notes.txt beside each object): a[3]
// is inside, a[100] at private offset 4 + 400 is not, and the launch says so.
TEST_P(ClangRowsEveryGeneration, APrivateIndexPastTheSegmentFaultsNamingTheSize) {
  ClangRowsLaunch inside(GetParam(), "private_index");
  const Buffer out = inside.output("out", 128 * 4);
  inside.set("index", ArgumentValue::number(3));
  const LaunchReport ran = inside.run(128, 64);
  ASSERT_FALSE(ran.fault) << ran.fault->describe();
  const std::vector<int32_t> got = inside.read<int32_t>(out);
  for (int32_t i = 0; i < 128; ++i) EXPECT_EQ(got[i], 3 * (i % 64)) << i;
  ClangRowsLaunch past(GetParam(), "private_index");
  past.output("out", 128 * 4);
  past.set("index", ArgumentValue::number(100));
  const LaunchReport r = past.run(128, 64);
  ASSERT_TRUE(r.fault);
  EXPECT_EQ(r.fault->kind, "address");
  EXPECT_NE(r.fault->message.find("past the work-item's 36 bytes of private memory"),
            std::string::npos)
      << r.fault->message;
}

INSTANTIATE_TEST_SUITE_P(Gfx7Gfx8Gfx9, ClangRowsEveryGeneration,
                         ::testing::Values("gfx701", "gfx803", "gfx900"));

class ClangRowsGfx8AndLater : public ::testing::TestWithParam<std::string> {};

TEST_P(ClangRowsGfx8AndLater, PermuteAndBackwardPermuteRotateByOneLane) {
  ClangRowsLaunch l(GetParam(), "permute");
  std::vector<int32_t> in(128);
  for (size_t i = 0; i < in.size(); ++i) in[i] = static_cast<int32_t>(i * 104729 + 11);
  l.input("in", in);
  const Buffer out = l.output("out", in.size() * 8);
  const LaunchReport r = l.run(128, 64);
  ASSERT_FALSE(r.fault) << r.fault->describe();
  const std::vector<int32_t> got = l.read<int32_t>(out);
  for (size_t i = 0; i < in.size(); ++i) {
    const size_t base = i & ~size_t{63}, lane = i & 63;
    EXPECT_EQ(got[2 * i], in[base + (lane + 1) % 64]) << i;       // read from the lane above
    EXPECT_EQ(got[2 * i + 1], in[base + (lane + 63) % 64]) << i;  // sent by the lane below
  }
}

// Whole numbers: the sum is exact in any order.
TEST_P(ClangRowsGfx8AndLater, LdsFloatAddSumsTheGroup) {
  ClangRowsLaunch l(GetParam(), "local_fadd");
  std::vector<float> in(128);
  for (size_t i = 0; i < in.size(); ++i) in[i] = static_cast<float>(i % 17) - 4.0f;
  l.input("in", in);
  const Buffer out = l.output("out", in.size() * 4);
  const LaunchReport r = l.run(128, 64);
  ASSERT_FALSE(r.fault) << r.fault->describe();
  const std::vector<float> got = l.read<float>(out);
  for (size_t g = 0; g < 2; ++g) {
    float sum = 0;
    for (size_t i = 64 * g; i < 64 * (g + 1); ++i) sum += in[i];
    for (size_t i = 64 * g; i < 64 * (g + 1); ++i) EXPECT_EQ(got[i], sum) << i;
  }
}

// Quotients exact in a half (power-of-two divisors) and the special cases
// v_div_fixup_f16 settles: x/0 infinity, 0/0 NaN, x/inf zero.
TEST_P(ClangRowsGfx8AndLater, HalfDivisionGivesTheQuotientAndIeeesSpecialCases) {
  ClangRowsLaunch l(GetParam(), "half_divide");
  const float inf = std::numeric_limits<float>::infinity();
  const std::vector<float> a = {6.0f, -3.0f, 1.0f, 0.0f, 5.0f, 1000.0f, -0.5f, 7.0f};
  const std::vector<float> b = {2.0f, 4.0f, 0.0f, 0.0f, inf, 0.125f, 8.0f, -1.0f};
  std::vector<uint16_t> ha(64), hb(64);
  for (size_t i = 0; i < 64; ++i) {
    ha[i] = static_cast<uint16_t>(
        machine::toHalf(std::bit_cast<uint32_t>(a[i % a.size()]), machine::kRoundNearestEven));
    hb[i] = static_cast<uint16_t>(
        machine::toHalf(std::bit_cast<uint32_t>(b[i % b.size()]), machine::kRoundNearestEven));
  }
  l.input("a", ha);
  l.input("b", hb);
  const Buffer out = l.output("out", 64 * 2);
  const LaunchReport r = l.run(64, 64);
  ASSERT_FALSE(r.fault) << r.fault->describe();
  const std::vector<uint16_t> got = l.read<uint16_t>(out);
  for (size_t i = 0; i < 64; ++i) {
    const float q = a[i % a.size()] / b[i % b.size()];  // exact in a half, or special
    if (std::isnan(q)) {
      EXPECT_EQ(got[i] & 0x7c00, 0x7c00) << i;
      EXPECT_NE(got[i] & 0x3ff, 0) << i;
    } else {
      EXPECT_EQ(got[i], machine::toHalf(std::bit_cast<uint32_t>(q), machine::kRoundNearestEven))
          << i;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Gfx8Gfx9, ClangRowsGfx8AndLater, ::testing::Values("gfx803", "gfx900"));

TEST(ClangRowsGfx9, SaturatingIntAddAndSubtractClampAtTheIntRange) {
  ClangRowsLaunch l("gfx900", "saturate");
  const std::vector<int32_t> a = {INT_MAX, INT_MIN, 5, -7, INT_MAX - 3, INT_MIN + 2, 0, 100};
  const std::vector<int32_t> b = {1, -1, 9, INT_MAX, 2, -5, INT_MIN, -100};
  std::vector<int32_t> aa(64), bb(64);
  for (size_t i = 0; i < 64; ++i) aa[i] = a[i % a.size()], bb[i] = b[i % b.size()];
  l.input("a", aa);
  l.input("b", bb);
  const Buffer out = l.output("out", 64 * 8);
  const LaunchReport r = l.run(64, 64);
  ASSERT_FALSE(r.fault) << r.fault->describe();
  const std::vector<int32_t> got = l.read<int32_t>(out);
  for (size_t i = 0; i < 64; ++i) {
    const int64_t x = aa[i], y = bb[i];
    EXPECT_EQ(got[2 * i], std::clamp<int64_t>(x + y, INT_MIN, INT_MAX)) << i;
    EXPECT_EQ(got[2 * i + 1], std::clamp<int64_t>(x - y, INT_MIN, INT_MAX)) << i;
  }
}

}  // namespace
}  // namespace gpuasm::gcn
