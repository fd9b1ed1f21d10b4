// Warp-level instructions on the simulator: shfl.sync in its four modes with
// CUDA's widths (the segment mask of c) against the source lanes CUDA's
// programming guide gives, written as plain loops in the test; vote and
// ballot masks with `!%p`; match.sync sets; redux.sync results; activemask
// in a divergent branch; elect.sync's leader; and membermasks that name lanes
// not executing with the others, which are faults.
#include <gtest/gtest.h>

#include <algorithm>

#include "targets/ptx/machine/kernel_runner.hpp"

namespace gpuasm::testing {
namespace {

using namespace ptxkernel;

// a = 7 * lane + 3 (kLaneValue puts it in %r1 of every lane).
uint32_t valueOf(uint32_t lane) {
  return 7 * lane + 3;
}

const char* kLaneValue = R"(
  mad.lo.u32 %r1, %r61, 7, 3;
)";

// Stores result k of each lane of one warp to out[32 * k + lane].
std::string store(int k, const char* reg) {
  return "  st.global.u32 [%rd30+" + std::to_string(128 * k) + "], " + reg + ";\n";
}

TEST(PtxWarp, ShflUpDownBflyIdxWithCudasWidthsReadTheLanesCudaSays) {
  std::string body = std::string(kThreadOut) + kLaneValue;
  // k: 0 up 3 (width 32), 2 down 5 (width 32), 4 bfly 6, 6 idx by lane*5,
  // 8 idx 3 at width 8, 10 up 2 at width 8, 12 down 3 at width 16.
  body += R"(
  shfl.sync.up.b32 %r2|%p1, %r1, 3, 0, -1;
  selp.u32 %r3, 1, 0, %p1;
  shfl.sync.down.b32 %r4|%p2, %r1, 5, 31, -1;
  selp.u32 %r5, 1, 0, %p2;
  shfl.sync.bfly.b32 %r6|%p3, %r1, 6, 31, -1;
  selp.u32 %r7, 1, 0, %p3;
  mul.lo.u32 %r20, %r61, 5;
  shfl.sync.idx.b32 %r8|%p4, %r1, %r20, 31, 0xffffffff;
  selp.u32 %r9, 1, 0, %p4;
  shfl.sync.idx.b32 %r10|%p5, %r1, 3, 0x181f, -1;
  selp.u32 %r11, 1, 0, %p5;
  shfl.sync.up.b32 %r12|%p6, %r1, 2, 0x1800, -1;
  selp.u32 %r13, 1, 0, %p6;
  shfl.down.sync.b32 %r14, %r1, 3, 0x101f, -1;
  shfl.sync.down.b32 %r15|%p7, %r1, 3, 0x101f, -1;
  selp.u32 %r16, 1, 0, %p7;
)";
  const char* regs[] = {"%r2", "%r3",  "%r4",  "%r5",  "%r6",  "%r7",  "%r8",
                        "%r9", "%r10", "%r11", "%r12", "%r13", "%r14", "%r16"};
  for (int k = 0; k < 14; ++k) body += store(k, regs[k]);
  body += "  ret;";
  LaunchSettings settings;
  settings.block = {32, 1, 1};
  Outcome o = run(kernel(body), {}, 32 * 14, settings);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  auto at = [&](int k, uint32_t lane) { return o.out[32 * k + lane]; };
  for (uint32_t l = 0; l < 32; ++l) {
    // __shfl_up_sync(v, 3): lanes 3.. read l - 3; lanes below keep their own.
    const bool up = l >= 3;
    EXPECT_EQ(at(0, l), valueOf(up ? l - 3 : l)) << "up, lane " << l;
    EXPECT_EQ(at(1, l), up ? 1u : 0u);
    const bool down = l + 5 < 32;
    EXPECT_EQ(at(2, l), valueOf(down ? l + 5 : l)) << "down, lane " << l;
    EXPECT_EQ(at(3, l), down ? 1u : 0u);
    EXPECT_EQ(at(4, l), valueOf(l ^ 6)) << "bfly, lane " << l;
    EXPECT_EQ(at(5, l), 1u);
    EXPECT_EQ(at(6, l), valueOf((l * 5) % 32)) << "idx, lane " << l;
    EXPECT_EQ(at(7, l), 1u);
    // Width 8: lane l reads lane 3 of its group of 8.
    EXPECT_EQ(at(8, l), valueOf(l / 8 * 8 + 3)) << "idx width 8, lane " << l;
    EXPECT_EQ(at(9, l), 1u);
    // Width 8, up 2: lanes 0 and 1 of each group keep their own.
    const bool up8 = l % 8 >= 2;
    EXPECT_EQ(at(10, l), valueOf(up8 ? l - 2 : l)) << "up width 8, lane " << l;
    EXPECT_EQ(at(11, l), up8 ? 1u : 0u);
    // Width 16, down 3: the last three lanes of each half keep their own.
    const bool down16 = l % 16 + 3 < 16;
    EXPECT_EQ(at(12, l), valueOf(down16 ? l + 3 : l)) << "down width 16, lane " << l;
    EXPECT_EQ(at(13, l), down16 ? 1u : 0u);
  }
}

TEST(PtxWarp, VoteAndBallotOverTheMembermaskWithNegatedPredicates) {
  // p: lane % 3 == 0. Full warp, then lanes 0..15 alone with membermask 0xffff.
  // `.sync` after the mode (`vote.ballot.sync.b32`, CUB's spelling) is the
  // same instruction to ptxas 13.
  std::string body = std::string(kThreadOut) + R"(
  mul.hi.u32 %r9, %r61, 0xAAAAAAAB;
  shr.u32 %r9, %r9, 1;
  mul.lo.u32 %r9, %r9, 3;
  sub.u32 %r8, %r61, %r9;
  setp.eq.u32 %p1, %r8, 0;
  setp.lt.u32 %p9, %r61, 40;
  vote.sync.ballot.b32 %r1, %p1, -1;
  vote.ballot.sync.b32 %r2, !%p1, -1;
  vote.sync.all.pred %p2, %p1, -1;
  vote.sync.any.pred %p3, %p1, -1;
  vote.sync.uni.pred %p4, %p1, -1;
  vote.all.sync.pred %p5, %p9, -1;
  vote.sync.uni.pred %p6, !%p9, -1;
  selp.u32 %r3, 1, 0, %p2;
  selp.u32 %r4, 1, 0, %p3;
  selp.u32 %r5, 1, 0, %p4;
  selp.u32 %r6, 1, 0, %p5;
  selp.u32 %r7, 1, 0, %p6;
  mov.u32 %r10, 0;
  setp.ge.u32 %p10, %r61, 16;
  @%p10 bra DONE;
  vote.sync.ballot.b32 %r10, %p1, 0xffff;
  vote.sync.any.pred %p11, !%p1, 0xffff;
  selp.u32 %r11, 1, 0, %p11;
DONE:
)";
  const char* regs[] = {"%r1", "%r2", "%r3", "%r4", "%r5", "%r6", "%r7", "%r10"};
  for (int k = 0; k < 8; ++k) body += store(k, regs[k]);
  body += "  ret;";
  LaunchSettings settings;
  settings.block = {32, 1, 1};
  Outcome o = run(kernel(body), {}, 32 * 8, settings);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  uint32_t ballot = 0;
  for (uint32_t l = 0; l < 32; ++l) ballot |= (l % 3 == 0 ? 1u : 0u) << l;
  EXPECT_EQ(ballot, 0x49249249u);  // every third bit from bit 0
  for (uint32_t l = 0; l < 32; ++l) {
    EXPECT_EQ(o.out[l], ballot);
    EXPECT_EQ(o.out[32 + l], ~ballot);
    EXPECT_EQ(o.out[64 + l], 0u);   // not all
    EXPECT_EQ(o.out[96 + l], 1u);   // some
    EXPECT_EQ(o.out[128 + l], 0u);  // not uniform
    EXPECT_EQ(o.out[160 + l], 1u);  // lane < 40 everywhere
    EXPECT_EQ(o.out[192 + l], 1u);  // !(lane < 40): false everywhere, uniform
    EXPECT_EQ(o.out[224 + l], l < 16 ? (ballot & 0xffffu) : 0u);
  }
}

TEST(PtxWarp, MatchSetsAreTheLanesHoldingEqualValues) {
  // .any on lane % 5 (b32) and on (lane % 3) << 40 (b64); .all on a value
  // equal everywhere and on one that is not.
  std::string body = std::string(kThreadOut) + R"(
  mul.hi.u32 %r9, %r61, 0xCCCCCCCD;
  shr.u32 %r9, %r9, 2;
  mul.lo.u32 %r9, %r9, 5;
  sub.u32 %r1, %r61, %r9;
  match.any.sync.b32 %r2, %r1, -1;
  mul.hi.u32 %r9, %r61, 0xAAAAAAAB;
  shr.u32 %r9, %r9, 1;
  mul.lo.u32 %r9, %r9, 3;
  sub.u32 %r8, %r61, %r9;
  cvt.u64.u32 %rd1, %r8;
  shl.b64 %rd1, %rd1, 40;
  match.sync.any.b64 %r3, %rd1, -1;
  mov.u32 %r4, 42;
  match.all.sync.b32 %r5|%p1, %r4, -1;
  selp.u32 %r6, 1, 0, %p1;
  match.all.sync.b32 %r7|%p2, %r1, -1;
  selp.u32 %r10, 1, 0, %p2;
)";
  const char* regs[] = {"%r2", "%r3", "%r5", "%r6", "%r7", "%r10"};
  for (int k = 0; k < 6; ++k) body += store(k, regs[k]);
  body += "  ret;";
  LaunchSettings settings;
  settings.block = {32, 1, 1};
  Outcome o = run(kernel(body), {}, 32 * 6, settings);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  for (uint32_t l = 0; l < 32; ++l) {
    uint32_t five = 0, three = 0;
    for (uint32_t m = 0; m < 32; ++m) {
      five |= (m % 5 == l % 5 ? 1u : 0u) << m;
      three |= (m % 3 == l % 3 ? 1u : 0u) << m;
    }
    EXPECT_EQ(o.out[l], five) << "lane " << l;
    EXPECT_EQ(o.out[32 + l], three) << "lane " << l;
    EXPECT_EQ(o.out[64 + l], 0xffffffffu);
    EXPECT_EQ(o.out[96 + l], 1u);
    EXPECT_EQ(o.out[128 + l], 0u);
    EXPECT_EQ(o.out[160 + l], 0u);
  }
}

TEST(PtxWarp, ReduxCombinesTheMembermasksValues) {
  // a = 7 * lane + 3 - 100 as s32 (negative for lanes 0..13).
  std::string body = std::string(kThreadOut) + kLaneValue + R"(
  sub.u32 %r2, %r1, 100;
  redux.sync.add.u32 %r3, %r1, -1;
  redux.sync.min.s32 %r4, %r2, -1;
  redux.sync.max.s32 %r5, %r2, -1;
  redux.sync.min.u32 %r6, %r2, -1;
  redux.sync.max.u32 %r7, %r2, -1;
  redux.sync.and.b32 %r8, %r1, -1;
  redux.sync.or.b32 %r9, %r1, -1;
  redux.sync.xor.b32 %r10, %r1, -1;
  redux.sync.add.s32 %r11, %r2, -1;
)";
  const char* regs[] = {"%r3", "%r4", "%r5", "%r6", "%r7", "%r8", "%r9", "%r10", "%r11"};
  for (int k = 0; k < 9; ++k) body += store(k, regs[k]);
  body += "  ret;";
  LaunchSettings settings;
  settings.block = {32, 1, 1};
  Outcome o = run(kernel(body), {}, 32 * 9, settings);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  uint32_t sum = 0, andAll = ~0u, orAll = 0, xorAll = 0, umin = ~0u, umax = 0;
  int32_t smin = INT32_MAX, smax = INT32_MIN, ssum = 0;
  for (uint32_t l = 0; l < 32; ++l) {
    const uint32_t a = valueOf(l);
    const int32_t s = static_cast<int32_t>(a) - 100;
    sum += a;
    andAll &= a;
    orAll |= a;
    xorAll ^= a;
    smin = std::min(smin, s);
    smax = std::max(smax, s);
    umin = std::min(umin, static_cast<uint32_t>(s));
    umax = std::max(umax, static_cast<uint32_t>(s));
    ssum += s;
  }
  const uint32_t expected[] = {
      sum,    static_cast<uint32_t>(smin), static_cast<uint32_t>(smax), umin, umax, andAll, orAll,
      xorAll, static_cast<uint32_t>(ssum)};
  for (int k = 0; k < 9; ++k)
    for (uint32_t l = 0; l < 32; ++l) EXPECT_EQ(o.out[32 * k + l], expected[k]) << k << " " << l;
}

TEST(PtxWarp, ActivemaskAndElectSeeTheLanesRunningTogether) {
  std::string body = std::string(kThreadOut) + R"(
  activemask.b32 %r1;
  mov.u32 %r2, 0;
  mov.u32 %r3, 99;
  mov.u32 %r4, 0;
  setp.lt.u32 %p1, %r61, 10;
  @!%p1 bra SKIP;
  activemask.b32 %r2;
  elect.sync %r3|%p2, 0x3ff;
  selp.u32 %r4, 1, 0, %p2;
SKIP:
)";
  const char* regs[] = {"%r1", "%r2", "%r3", "%r4"};
  for (int k = 0; k < 4; ++k) body += store(k, regs[k]);
  body += "  ret;";
  LaunchSettings settings;
  settings.block = {32, 1, 1};
  Outcome o = run(kernel(body), {}, 32 * 4, settings);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  for (uint32_t l = 0; l < 32; ++l) {
    EXPECT_EQ(o.out[l], 0xffffffffu);
    EXPECT_EQ(o.out[32 + l], l < 10 ? 0x3ffu : 0u);
    EXPECT_EQ(o.out[64 + l], l < 10 ? 0u : 99u);  // the leader: lane 0
    EXPECT_EQ(o.out[96 + l], l == 0 ? 1u : 0u);
  }
}

TEST(PtxWarp, AMembermaskNamingLanesOnAnotherPathIsAFault) {
  // Lanes 0..15 run shfl.sync naming all 32 lanes.
  const std::string body = std::string(kThreadOut) + kLaneValue + R"(
  setp.lt.u32 %p1, %r61, 16;
  @!%p1 bra DONE;
  shfl.sync.bfly.b32 %r2, %r1, 1, 31, -1;
DONE:
  ret;)";
  LaunchSettings settings;
  settings.block = {32, 1, 1};
  Outcome o = run(kernel(body), {}, 1, settings);
  ASSERT_TRUE(o.report.fault);
  EXPECT_EQ(o.report.fault->kind, "membermask");
  EXPECT_EQ(o.report.fault->message,
            "membermask 0xffffffff names lanes 0xffff0000 that are not executing this "
            "instruction (the executing lanes: 0x0000ffff)");
  EXPECT_EQ(o.report.fault->instruction, "shfl.sync.bfly.b32 %r2, %r1, 1, 31, -1;");
  EXPECT_EQ(o.report.fault->thread, (std::array<uint32_t, 3>{0, 0, 0}));
}

TEST(PtxWarp, ReadingALaneOutsideTheMembermaskIsAFault) {
  // Membermask 0xff: lane 0 reads lane 0 ^ 8 = 8.
  const std::string body = std::string(kThreadOut) + kLaneValue + R"(
  setp.lt.u32 %p1, %r61, 8;
  @!%p1 bra DONE;
  shfl.sync.bfly.b32 %r2, %r1, 8, 31, 0xff;
DONE:
  ret;)";
  LaunchSettings settings;
  settings.block = {32, 1, 1};
  Outcome o = run(kernel(body), {}, 1, settings);
  ASSERT_TRUE(o.report.fault);
  EXPECT_EQ(o.report.fault->message,
            "lane 0 reads lane 8, which its membermask 0x000000ff leaves out (undefined on "
            "hardware)");
}

TEST(PtxWarp, FormsPtxasRefusesAreRefused) {
  // ptxas 13: "Instruction 'shfl' without '.sync' is not supported on .target
  // sm_70 and higher"; "Feature 'redux' requires .target sm_80"; 'elect' sm_90;
  // "Incorrect type '.u32' for operation '.and' in instruction 'redux'".
  EXPECT_NE(refusal(kernel("  shfl.idx.b32 %r1, %r2, 3, 31;\n  ret;")), "");
  EXPECT_NE(refusal(kernel("  vote.all.pred %p1, %p2;\n  ret;")), "");
  EXPECT_NE(refusal(kernel("  redux.sync.and.u32 %r1, %r2, -1;\n  ret;")), "");
  EXPECT_NE(refusal(kernel("  redux.sync.add.b32 %r1, %r2, -1;\n  ret;")), "");
  EXPECT_NE(refusal(kernel("  redux.sync.add.u32 %r1, %r2, -1;\n  ret;", "", "sm_75")), "");
  EXPECT_EQ(refusal(kernel("  redux.sync.add.u32 %r1, %r2, -1;\n  ret;", "", "sm_80")), "");
  EXPECT_NE(refusal(kernel("  elect.sync %r1|%p1, -1;\n  ret;", "", "sm_80")), "");
  // "Predicate output expected for instruction 'elect'"; `_|%p` is taken.
  EXPECT_NE(refusal(kernel("  elect.sync %r1, -1;\n  ret;")), "");
  EXPECT_EQ(refusal(kernel("  elect.sync _|%p1, -1;\n  ret;")), "");
  // "Arguments mismatch for instruction 'activemask'".
  EXPECT_NE(refusal(kernel("  activemask.b32 %r1, %r2;\n  ret;")), "");
  const std::string legacy = refusal(kernel("  vote.ballot.b32 %r1, %p1;\n  ret;"));
  EXPECT_NE(legacy.find("it needs .sync"), std::string::npos) << legacy;
  const std::string needs = refusal(kernel("  elect.sync %r1|%p1, -1;\n  ret;", "", "sm_80"));
  EXPECT_NE(needs.find("needs target sm_90 or later"), std::string::npos) << needs;
}

}  // namespace
}  // namespace gpuasm::testing
