// The gcn functional simulator's foundation: kernels assembled by the real
// gcn assembler, predecoded and run on one wavefront; every expected value
// is derived by hand (in the comments) or computed by the host lane by lane
// from the same inputs, never taken from the simulator's output.
#include "targets/gcn/machine/machine.hpp"

#include <gtest/gtest.h>

#include <memory>
#include <random>
#include <vector>

#include "targets/gcn/machine/kernel_runner.hpp"
#include "targets/gcn/machine/lds.hpp"
#include "targets/gcn/machine/memory.hpp"

namespace gpuasm::gcn::machine {
namespace {

// --- the run loop ---------------------------------------------------------

TEST(GcnMachine, EndpgmEndsTheWaveAndCountsInstructions) {
  auto r = run("s_nop 0\ns_mov_b32 s0, 5\ns_endpgm\ns_mov_b32 s0, 6\n");
  EXPECT_TRUE(r.result.ended);
  EXPECT_FALSE(r.result.fault);
  EXPECT_EQ(r.result.instructions, 3u);
  EXPECT_EQ(r.wave->sgpr(0), 5u);
}

TEST(GcnMachine, WatchdogEndsAnEndlessLoopWithAReport) {
  auto r = run("s_nop 0\nL: s_branch L\n", {}, RunLimits{1000});
  ASSERT_TRUE(r.result.fault);
  EXPECT_FALSE(r.result.ended);
  EXPECT_EQ(r.result.fault->kind, "watchdog");
  EXPECT_EQ(r.result.fault->instruction, "s_branch");
  EXPECT_EQ(r.result.fault->address, 4u);
  EXPECT_EQ(r.result.instructions, 1000u);
  EXPECT_NE(r.result.fault->describe().find("'s_branch' at 0x0004 (wave 0"), std::string::npos)
      << r.result.fault->describe();
}

TEST(GcnMachine, InstructionWithoutSemanticsFaultsNamingItAndItsAddress) {
  auto r = run("s_mov_b32 s0, 1\nv_cubeid_f32 v0, v1, v2, v3\ns_mov_b32 s0, 2\ns_endpgm\n");
  ASSERT_TRUE(r.result.fault);
  EXPECT_EQ(r.result.fault->kind, "unsupported");
  EXPECT_EQ(r.result.fault->instruction, "v_cubeid_f32");
  EXPECT_EQ(r.result.fault->address, 4u);
  EXPECT_EQ(r.wave->sgpr(0), 1u);  // not skipped: nothing after it ran
  EXPECT_NE(r.result.fault->describe().find("unsupported"), std::string::npos);
}

TEST(GcnMachine, UnreachedUnsupportedInstructionDoesNotFault) {
  auto r = run("s_branch L\nv_cubeid_f32 v0, v1, v2, v3\nL: s_endpgm\n");
  EXPECT_TRUE(r.result.ended);
  EXPECT_FALSE(r.result.fault);
}

TEST(GcnMachine, IllegalDwordAndRunningOffTheEndAreFaults) {
  // 0xffffffff: encoding bits 0b111111... is no SI format (classify says so).
  Wavefront* wave = new Wavefront();
  std::unique_ptr<Wavefront> owner(wave);
  Program illegal = predecode(std::vector<uint32_t>{0xffffffffu});
  RunResult r = runWave(illegal, *wave);
  ASSERT_TRUE(r.fault);
  EXPECT_EQ(r.fault->kind, "illegal");
  EXPECT_EQ(r.fault->instruction, "0xffffffff");

  auto off = run("s_nop 0\n");
  ASSERT_TRUE(off.result.fault);
  EXPECT_EQ(off.result.fault->kind, "pc");
  EXPECT_EQ(off.result.fault->instruction, "s_nop");
}

TEST(GcnMachine, TruncatedLiteralIsAFaultNotARead) {
  // s_mov_b32 s0, <literal> (0xbe8003ff) without its literal dword.
  std::unique_ptr<Wavefront> wave = std::make_unique<Wavefront>();
  RunResult r = runWave(predecode(std::vector<uint32_t>{0xbe8003ffu}), *wave);
  ASSERT_TRUE(r.fault);
  EXPECT_EQ(r.fault->kind, "illegal");
  EXPECT_EQ(r.fault->instruction, "s_mov_b32");
}

TEST(GcnMachine, ScalarLoopWithSccBranchRunsTenTimes) {
  auto r = run(R"(
    s_mov_b32 s0, 0
    s_mov_b32 s1, 10
  L:
    s_add_u32 s0, s0, 3
    s_sub_u32 s1, s1, 1
    s_cmp_lg_u32 s1, 0
    s_cbranch_scc1 L
    s_endpgm
  )");
  ASSERT_TRUE(r.result.ended) << (r.result.fault ? r.result.fault->describe() : "");
  EXPECT_EQ(r.wave->sgpr(0), 30u);
  EXPECT_EQ(r.wave->sgpr(1), 0u);
  EXPECT_EQ(r.result.instructions, 2u + 10 * 4 + 1);
}

TEST(GcnMachine, VccAndExecBranchesTakeTheirSide) {
  // Each taken branch skips an s_add that would set a bit of s9.
  auto r = run(R"(
    s_mov_b32 s9, 0
    s_mov_b64 vcc, 0
    s_cbranch_vccz A
    s_or_b32 s9, s9, 1
  A:
    s_cbranch_vccnz B
    s_or_b32 s9, s9, 2
  B:
    s_cbranch_execnz C
    s_or_b32 s9, s9, 4
  C:
    s_cbranch_execz D
    s_or_b32 s9, s9, 8
  D:
    s_mov_b64 exec, 0
    s_cbranch_execz E
    s_or_b32 s9, s9, 16
  E:
    s_cmp_eq_u32 s9, 10
    s_cbranch_scc0 F
    s_or_b32 s9, s9, 32
  F:
    s_endpgm
  )");
  ASSERT_TRUE(r.result.ended);
  // taken: vccz, execnz, execz(after exec=0); not taken: vccnz (+2), execz (+8);
  // then s9 == 10, so scc0 is not taken (+32).
  EXPECT_EQ(r.wave->sgpr(9), 2u + 8 + 32);
}

// --- the scalar ALU -------------------------------------------------------

TEST(GcnMachine, ScalarAddAndSubtractCarryThroughScc) {
  const uint64_t a = 0xfedcba9876543210, b = 0x0123456789abcdf0 + 0x9000000000000000;
  auto r = run(R"(
    s_add_u32 s4, s0, s2
    s_addc_u32 s5, s1, s3
    s_cselect_b32 s12, 1, 0
    s_sub_u32 s6, s0, s2
    s_subb_u32 s7, s1, s3
    s_cselect_b32 s13, 1, 0
    s_add_i32 s8, s10, s11
    s_cselect_b32 s14, 1, 0
    s_endpgm
  )",
               [&](Wavefront& w) {
                 w.setPair(0, a);
                 w.setPair(2, b);
                 w.sgpr(10) = 0x7fffffff;
                 w.sgpr(11) = 1;
               });
  ASSERT_TRUE(r.result.ended);
  EXPECT_EQ(r.wave->pair(4), a + b);
  EXPECT_EQ(r.wave->sgpr(12), (a + b < a) ? 1u : 0u);  // carry out of the 64-bit sum
  EXPECT_EQ(r.wave->pair(6), a - b);
  EXPECT_EQ(r.wave->sgpr(13), b > a ? 1u : 0u);
  EXPECT_EQ(r.wave->sgpr(8), 0x80000000u);
  EXPECT_EQ(r.wave->sgpr(14), 1u);  // signed overflow
}

TEST(GcnMachine, ScalarBitOperationsShiftsAndFields) {
  auto r = run(R"(
    s_mov_b32 s0, 0x12345678
    s_mov_b32 s1, 0xf0f0f0f0
    s_and_b32 s2, s0, s1
    s_or_b32 s3, s0, s1
    s_xor_b32 s4, s0, s1
    s_andn2_b32 s5, s0, s1
    s_lshl_b32 s6, s0, 36
    s_lshr_b32 s7, s1, 4
    s_ashr_i32 s8, s1, 4
    s_bfe_u32 s9, s0, 0x80008
    s_movk_i32 s21, 0xf80
    s_bfe_i32 s10, s21, 0x80004
    s_mul_i32 s11, s0, -3
    s_movk_i32 s12, 0x8000
    s_min_i32 s13, s1, s0
    s_max_u32 s14, s1, s0
    s_not_b32 s15, s0
    s_bcnt1_i32_b32 s16, s0
    s_ff1_i32_b32 s17, 0x80
    s_flbit_i32_b32 s18, 0x80
    s_brev_b32 s19, 1
    s_sext_i32_i8 s20, 0x80
    s_mov_b64 s[22:23], -1
    s_lshr_b64 s[24:25], s[22:23], 4
    s_and_b64 s[26:27], s[22:23], 0
    s_cselect_b64 s[28:29], 1, 2
    s_endpgm
  )");
  ASSERT_TRUE(r.result.ended) << (r.result.fault ? r.result.fault->describe() : "");
  const uint32_t a = 0x12345678, b = 0xf0f0f0f0;
  EXPECT_EQ(r.wave->sgpr(2), a & b);
  EXPECT_EQ(r.wave->sgpr(3), a | b);
  EXPECT_EQ(r.wave->sgpr(4), a ^ b);
  EXPECT_EQ(r.wave->sgpr(5), a & ~b);
  EXPECT_EQ(r.wave->sgpr(6), a << 4);  // the shift count is S1[4:0]
  EXPECT_EQ(r.wave->sgpr(7), 0x0f0f0f0fu);
  EXPECT_EQ(r.wave->sgpr(8), 0xff0f0f0fu);
  EXPECT_EQ(r.wave->sgpr(9), 0x56u);         // bits 15:8
  EXPECT_EQ(r.wave->sgpr(10), 0xfffffff8u);  // bits 11:4 = 0xf8, sign-extended
  EXPECT_EQ(r.wave->sgpr(11), a * 0xfffffffdu);
  EXPECT_EQ(r.wave->sgpr(12), 0xffff8000u);  // simm16 sign-extended
  EXPECT_EQ(r.wave->sgpr(13), b);            // b is negative as i32
  EXPECT_EQ(r.wave->sgpr(14), b);
  EXPECT_EQ(r.wave->sgpr(15), ~a);
  EXPECT_EQ(r.wave->sgpr(16), 13u);  // 0x12345678 has 13 ones
  EXPECT_EQ(r.wave->sgpr(17), 7u);
  EXPECT_EQ(r.wave->sgpr(18), 24u);
  EXPECT_EQ(r.wave->sgpr(19), 0x80000000u);
  EXPECT_EQ(r.wave->sgpr(20), 0xffffff80u);
  EXPECT_EQ(r.wave->pair(22), ~uint64_t{0});  // -1 sign-extended to 64 bits
  EXPECT_EQ(r.wave->pair(24), ~uint64_t{0} >> 4);
  EXPECT_EQ(r.wave->pair(26), 0u);
  EXPECT_EQ(r.wave->pair(28), 2u);  // SCC was cleared by the zero result of s_and_b64
  EXPECT_FALSE(r.wave->scc);
}

TEST(GcnMachine, ScalarComparesSetScc) {
  // Each compare's SCC is shifted into s9 (bit n for the n-th compare).
  auto r = run(R"(
    s_mov_b32 s9, 0
    s_mov_b32 s0, -5
    s_cmp_lt_i32 s0, 3
    s_cselect_b32 s1, 1, 0
    s_or_b32 s9, s9, s1
    s_cmp_lt_u32 s0, 3
    s_cselect_b32 s1, 2, 0
    s_or_b32 s9, s9, s1
    s_cmpk_eq_i32 s0, 0xfffb
    s_cselect_b32 s1, 4, 0
    s_or_b32 s9, s9, s1
    s_cmpk_gt_u32 s0, 0xfffb
    s_cselect_b32 s1, 8, 0
    s_or_b32 s9, s9, s1
    s_bitcmp1_b32 s0, 1
    s_cselect_b32 s1, 16, 0
    s_or_b32 s9, s9, s1
    s_endpgm
  )");
  ASSERT_TRUE(r.result.ended) << (r.result.fault ? r.result.fault->describe() : "");
  // -5 < 3 signed (1); 0xfffffffb < 3 unsigned no; s_cmpk_eq_i32: simm16
  // 0xfffb is -5 (4); s_cmpk_gt_u32: 0xfffffffb > 0xfffb (8); -5 = ...11111011:
  // bit 1 is 1 (16).
  EXPECT_EQ(r.wave->sgpr(9), 1u + 4 + 8 + 16);
}

TEST(GcnMachine, SaveExecFamilySavesAndMasks) {
  auto r = run(R"(
    s_mov_b64 exec, s[0:1]
    s_and_saveexec_b64 s[4:5], s[2:3]
    s_mov_b64 s[6:7], exec
    s_mov_b64 exec, s[0:1]
    s_andn2_saveexec_b64 s[8:9], s[2:3]
    s_mov_b64 s[10:11], exec
    s_mov_b64 exec, s[0:1]
    s_or_saveexec_b64 s[12:13], s[2:3]
    s_endpgm
  )",
               [](Wavefront& w) {
                 w.setPair(0, 0x00ff00ff00ff00ff);
                 w.setPair(2, 0x0f0f0f0f0f0f0f0f);
               });
  ASSERT_TRUE(r.result.ended);
  EXPECT_EQ(r.wave->pair(4), 0x00ff00ff00ff00ffu);
  EXPECT_EQ(r.wave->pair(6), 0x000f000f000f000fu);
  EXPECT_EQ(r.wave->pair(8), 0x00ff00ff00ff00ffu);
  EXPECT_EQ(r.wave->pair(10), 0x0f000f000f000f00u);  // S0 & ~EXEC
  EXPECT_EQ(r.wave->exec(), 0x0fff0fff0fff0fffu);
  EXPECT_TRUE(r.wave->scc);
}

}  // namespace
}  // namespace gpuasm::gcn::machine

namespace gpuasm::gcn::machine {
namespace {

// Random dwords as kernels: every run ends (s_endpgm, a fault or the
// watchdog) and every fault names an instruction; under ASan/UBSan this is
// the check that no handler reads or writes outside the wave or the memory.
TEST(GcnMachine, RandomDwordsAlwaysEndWithAResultOrANamedFault) {
  std::mt19937 random(15);
  Memory memory;
  Lds lds;
  size_t ended = 0, faulted = 0;
  for (int kernel = 0; kernel < 3000; ++kernel) {
    std::vector<uint32_t> words(2 + random() % 6);
    // half the dwords forced into a format the simulator runs, so that the
    // handlers, not only the decoder, meet random fields
    constexpr Encoding kFormats[] = {Encoding::Sop2,  Encoding::Sop1,  Encoding::Sopk,
                                     Encoding::Sopc,  Encoding::Vop2,  Encoding::Vop1,
                                     Encoding::Vopc,  Encoding::Vop3,  Encoding::Smrd,
                                     Encoding::Mubuf, Encoding::Mtbuf, Encoding::Ds};
    for (uint32_t& w : words) {
      w = static_cast<uint32_t>(random());
      if (random() & 1) {
        const EncodingLayout& l = layout(kFormats[random() % std::size(kFormats)]);
        w = (w & ~l.fixedMask) | l.fixedBits;
      }
    }
    words.back() = 0xbf810000;  // s_endpgm
    memory.bytes.assign(4096, 0);
    // two waves of one work-group, so that s_barrier is met too
    auto first = std::make_unique<Wavefront>(), second = std::make_unique<Wavefront>();
    for (Wavefront* wave : {first.get(), second.get()}) {
      wave->setExec(random() | uint64_t{random()} << 32);
      for (uint32_t& s : wave->scalar) s = static_cast<uint32_t>(random()) & 0xfff;
    }
    second->id = 1;
    Wavefront* const waves[] = {first.get(), second.get()};
    WorkGroupResult r = runWorkGroup(predecode(words), waves, RunLimits{256}, &memory, &lds);
    if (r.ended) ++ended;
    if (r.fault) {
      ++faulted;
      EXPECT_FALSE(r.fault->instruction.empty());
      EXPECT_FALSE(r.fault->describe().empty());
    }
    EXPECT_NE(r.ended, r.fault.has_value());
  }
  EXPECT_EQ(ended + faulted, 3000u);
  EXPECT_GT(ended, 10u);  // some random kernels run to their s_endpgm
}

}  // namespace
}  // namespace gpuasm::gcn::machine

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "support/build_paths.hpp"

namespace gpuasm::gcn::machine {
namespace {

TEST(GcnMachine, PredecoderRefusesWhatSiHasNoOperandFor) {
  // v_add_f32_e64 v0, <literal>, v1: VOP3 (0xd2060000) with src0 = 255;
  // SI's VOP3 has no literal. s_mov_b32 s0, <code 209> (reserved).
  // v_mov_b32 v0, lds_direct (src0 = 254).
  Program p = predecode(std::vector<uint32_t>{0xd2060000u, 0x000202ffu, 0xbe8003d1u, 0x7e0002feu});
  ASSERT_EQ(p.code.size(), 3u);
  EXPECT_EQ(p.code[0].support, Support::Illegal);
  EXPECT_EQ(p.code[1].support, Support::Illegal);
  EXPECT_EQ(p.code[2].support, Support::Unsupported);
  auto wave = std::make_unique<Wavefront>();
  RunResult r = runWave(p, *wave);
  ASSERT_TRUE(r.fault);
  EXPECT_EQ(r.fault->instruction, "v_add_f32");
  EXPECT_EQ(r.fault->value, 255u);
  EXPECT_NE(r.fault->message.find("literal"), std::string::npos);
}

TEST(GcnMachine, M0RelativeVgprMoves) {
  auto r = run(R"(
    s_mov_b32 m0, 3
    v_movrels_b32 v10, v1
    v_movreld_b32 v11, v0
    v_movrelsd_b32 v20, v2
    s_mov_b32 m0, 250
    v_movrels_b32 v12, v6
  )",
               [](Wavefront& w) {
                 for (uint32_t l = 0; l < kLanes; ++l) w.vgpr[14][l] = 0xabc;
               });
  for (uint32_t l = 0; l < kLanes; ++l) {
    EXPECT_EQ(r.wave->vgpr[10][l], initial(4, l));  // v[1 + 3]
    EXPECT_EQ(r.wave->vgpr[14][l], initial(0, l));  // v[11 + 3] = v0
    EXPECT_EQ(r.wave->vgpr[23][l], initial(5, l));  // v[20 + 3] = v[2 + 3]
  }
  // v[6 + 250] is past v255: a fault naming M0's value, not a wild read
  ASSERT_TRUE(r.result.fault);
  EXPECT_EQ(r.result.fault->instruction, "v_movrels_b32");
  EXPECT_EQ(r.result.fault->value, 250u);
}

// AMD's compiler output for John the Ripper's raw-md4 kernel: every
// instruction it contains has semantics (running it needs the launch of
// issue 15 item 3).
TEST(GcnMachine, EveryInstructionOfTheMd4KernelHasSemantics) {
  namespace fs = std::filesystem;
  const char* corpora = std::getenv("GPUASM_CORPORA");
  const fs::path path =
      corpora
          ? fs::path(corpora) / "gcn/md4_test.isa"
          : fs::path(gpuasm::testing::sourceDirectory() + "/../shared/corpora/gcn/md4_test.isa");
  std::ifstream in(path);
  if (!in)
    GTEST_SKIP() << "md4_test.isa not found at " << path << " (the shared corpora are absent)";
  std::stringstream text;
  text << in.rdbuf();
  AssembleOutcome o = assembleText(*findTarget("gcn"), "md4_test.isa", text.str(), {});
  ASSERT_TRUE(o.image) << o.diagnosticsText;
  std::vector<uint32_t> words;
  for (uint64_t w : o.image->words(0)) words.push_back(static_cast<uint32_t>(w));
  Program p = predecode(words);
  EXPECT_GT(p.code.size(), 400u);
  for (const Decoded& d : p.code)
    EXPECT_EQ(d.support, Support::Runs)
        << (d.info ? d.info->mnemonic : "?") << " at 0x" << std::hex << d.address;
}

}  // namespace
}  // namespace gpuasm::gcn::machine

namespace gpuasm::gcn::machine {
namespace {

// By hand: wqm(0x00000110) = 0x00000ff0, quadmask(0x8000_0000_0000_0011) =
// 0x8003, brev64(1) = 1 << 63, ff0(0xffffffff_ffffffff0fff...) and flbit.
TEST(GcnMachine, ScalarQuadMasksSixtyFourBitScansAndRelativeMoves) {
  auto r = run(R"(
    s_mov_b32 s0, 0x110
    s_wqm_b32 s1, s0
    s_mov_b32 s2, 0x11
    s_mov_b32 s3, 0x80000000
    s_quadmask_b64 s[4:5], s[2:3]
    s_mov_b64 s[6:7], 1
    s_brev_b64 s[8:9], s[6:7]
    s_mov_b32 s10, -1
    s_mov_b32 s11, 0xfffffeff
    s_ff0_i32_b64 s12, s[10:11]
    s_mov_b32 s14, -1
    s_mov_b32 s15, 0xfff0ffff
    s_flbit_i32_i64 s13, s[14:15]
    s_flbit_i32_b64 s16, s[6:7]
    s_mov_b64 s[18:19], 0
    s_bitset1_b64 s[18:19], 40
    s_mov_b32 m0, 3
    s_movrels_b32 s20, s10
    s_movreld_b64 s[30:31], s[6:7]
    s_mov_b32 m0, 100
    s_movreld_b32 s4, 7
    s_endpgm
  )");
  ASSERT_TRUE(r.result.fault);
  EXPECT_EQ(r.result.fault->instruction, "s_movreld_b32");  // s104 is past the file
  EXPECT_EQ(r.result.fault->value, 100u);
  const Wavefront& w = *r.wave;
  EXPECT_EQ(w.sgpr(1), 0xff0u);
  EXPECT_EQ(w.pair(4), 0x8003u);
  EXPECT_EQ(w.pair(8), uint64_t{1} << 63);
  EXPECT_EQ(w.sgpr(12), 40u);  // bit 8 of the high dword
  EXPECT_EQ(w.sgpr(13), 12u);  // the first 0 below the sign bit: bit 51
  EXPECT_EQ(w.sgpr(16), 63u);
  EXPECT_EQ(w.pair(18), uint64_t{1} << 40);
  EXPECT_EQ(w.sgpr(20), w.sgpr(13));  // s[10 + 3]
  EXPECT_EQ(w.pair(33), 1u);          // s[30 + 3 : 31 + 3]
}

// s_flbit_i32 (SOP1 23): the first bit from the top that differs from the
// sign bit, -1 where every bit is the sign (SI ISA manual, S_FLBIT_I32).
TEST(GcnMachine, SignedFindFirstBitCountsFromTheSign) {
  auto r = run(R"(
    s_flbit_i32 s0, 0x00800000
    s_flbit_i32 s1, 0xff7fffff
    s_flbit_i32 s2, 0
    s_flbit_i32 s3, -1
    s_flbit_i32 s4, 1
    s_flbit_i32 s5, 0x80000000
    s_endpgm
  )");
  ASSERT_TRUE(r.result.ended) << (r.result.fault ? r.result.fault->describe() : "");
  const Wavefront& w = *r.wave;
  EXPECT_EQ(w.sgpr(0), 8u);  // bit 23: eight zeros above it
  EXPECT_EQ(w.sgpr(1), 8u);  // bit 23 is the first 0 under eight ones
  EXPECT_EQ(w.sgpr(2), 0xffffffffu);
  EXPECT_EQ(w.sgpr(3), 0xffffffffu);
  EXPECT_EQ(w.sgpr(4), 31u);
  EXPECT_EQ(w.sgpr(5), 1u);  // bit 30 is the first 0 under the sign
}

}  // namespace
}  // namespace gpuasm::gcn::machine
