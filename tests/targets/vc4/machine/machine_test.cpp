// The vc4 machine: small programs assembled with our assembler, run on 1..12
// QPUs, checked on registers, memory, faults, hazards and the report. Every
// expected value is derived in the comment beside it from the guide's
// definitions (VideoCoreIV-AG100-R section 3).
#include <gtest/gtest.h>

#include <cstring>

#include "targets/vc4/machine/machine.hpp"
#include "targets/vc4/vc4_support.hpp"

namespace gpuasm::vc4 {
namespace {

using testing::assembleVc4Unchecked;

// One run: code, uniforms per QPU and a data buffer in simulated memory.
struct Run {
  Memory memory;
  MachineConfig config;
  uint32_t code = 0, data = 0;
  std::vector<Qpu> qpus;
  RunReport report;

  uint32_t allocate(uint32_t bytes) {
    uint32_t handle = memory.allocate(bytes, 4096, 0x4);
    return *memory.lock(handle);
  }
  uint32_t word(uint32_t bus) const {
    uint32_t v = 0;
    EXPECT_TRUE(memory.read32(bus, v)) << std::hex << bus;
    return v;
  }
};

Run run(const std::string& source, std::vector<std::vector<uint32_t>> uniforms = {{}},
        Mode mode = Mode::Functional, std::vector<uint32_t> data = std::vector<uint32_t>(64)) {
  Run r;
  r.config.mode = mode;
  r.config.maxInstructions = 100000;
  auto assembled = assembleVc4Unchecked(source);
  EXPECT_EQ(assembled.errors, 0u) << assembled.diagnostics;
  r.data = r.allocate(static_cast<uint32_t>(data.size() * 4));
  std::memcpy(r.memory.map(r.data, static_cast<uint32_t>(data.size() * 4)), data.data(), data.size() * 4);
  r.code = r.allocate(static_cast<uint32_t>(assembled.words.size() * 8 + 8));
  std::memcpy(r.memory.map(r.code, static_cast<uint32_t>(assembled.words.size() * 8)),
              assembled.words.data(), assembled.words.size() * 8);
  std::vector<QpuStart> starts;
  for (auto& list : uniforms) {
    // The word "DATA" in a uniform list stands for the data buffer's bus address.
    for (uint32_t& u : list)
      if (u == 0xDA7A) u = r.data;
    uint32_t bus = r.allocate(static_cast<uint32_t>(list.size() * 4 + 4));
    if (!list.empty()) std::memcpy(r.memory.map(bus, static_cast<uint32_t>(list.size() * 4)), list.data(), list.size() * 4);
    starts.push_back({bus, r.code, std::nullopt});
  }
  Machine machine(r.config, r.memory);
  r.report = machine.run(starts);
  r.qpus = machine.qpus();
  return r;
}

constexpr uint32_t kData = 0xDA7A;

const char* kEnd = R"(
  nop; thrend
  nop
  nop
)";

TEST(Vc4Machine, ReadsUniformsInOrderAndAddsIntegers) {
  auto r = run(std::string(R"(
    mov r0, unif
    mov r1, unif
    add r2, r0, r1
    sub r3, r0, r1
  )") + kEnd,
               {{40, 2}});
  ASSERT_FALSE(r.report.fault) << r.report.table();
  // 40 + 2 = 42 and 40 - 2 = 38 in every lane.
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    EXPECT_EQ(r.qpus[0].acc()[2][lane], 42u);
    EXPECT_EQ(r.qpus[0].acc()[3][lane], 38u);
  }
  EXPECT_EQ(r.report.perQpu[0].uniformsRead, 2u);
  // 4 instructions, the thread end and its two delay slots.
  EXPECT_EQ(r.report.perQpu[0].instructions, 7u);
}

TEST(Vc4Machine, ElementAndQpuNumbersDifferPerLaneAndPerQpu) {
  auto r = run(std::string(R"(
    mov r0, elem_num
    mov r1, qpu_num
  )") + kEnd,
               {{}, {}, {}});
  ASSERT_FALSE(r.report.fault) << r.report.table();
  for (uint32_t q = 0; q < 3; ++q)
    for (uint32_t lane = 0; lane < kLanes; ++lane) {
      EXPECT_EQ(r.qpus[q].acc()[0][lane], lane);
      EXPECT_EQ(r.qpus[q].acc()[1][lane], q);
    }
}

TEST(Vc4Machine, ConditionalWritesFollowTheFlagsOfEachLane) {
  // r0 = elem_num - 8 sets N in lanes 0..7; the conditional mov writes only there.
  auto r = run(std::string(R"(
    mov r0, elem_num
    sub.setf r1, r0, 8
    mov r2, 0
    mov.ifn r2, 1
    mov.ifnn r3, 5
  )") + kEnd);
  ASSERT_FALSE(r.report.fault) << r.report.table();
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    EXPECT_EQ(r.qpus[0].acc()[2][lane], lane < 8 ? 1u : 0u) << lane;
    EXPECT_EQ(r.qpus[0].flags.negative[lane], lane < 8 ? 1u : 0u) << lane;
    EXPECT_EQ(r.qpus[0].flags.zero[lane], lane == 8 ? 1u : 0u) << lane;
  }
}

TEST(Vc4Machine, ConditionsOfASetfInstructionSeeTheFlagsFromBeforeIt) {
  // Lanes 0..7 have N set. The or writes 7 there and, being setf, clears
  // their N at the same time: both its own write and the mul ALU's write
  // (ifn) still follow the N from before the instruction (addendum: flags
  // update only where the condition held, from the result).
  auto r = run(std::string(R"(
    mov r0, elem_num
    sub.setf nop, r0, 8
    or.ifn.setf r1, r3, 7; mov.ifn r2, r0
  )") + kEnd);
  ASSERT_FALSE(r.report.fault) << r.report.table();
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    EXPECT_EQ(r.qpus[0].acc()[1][lane], lane < 8 ? 7u : 0u) << lane;
    EXPECT_EQ(r.qpus[0].acc()[2][lane], lane < 8 ? lane : 0u) << lane;
    EXPECT_EQ(r.qpus[0].flags.negative[lane], 0u) << lane;
    EXPECT_EQ(r.qpus[0].flags.zero[lane], lane == 8 ? 1u : 0u) << lane;  // lane 8 kept its Z
  }
}

TEST(Vc4Machine, PerElementLoadImmediateGivesEachLaneItsValue) {
  auto r = run(std::string(R"(
    ldi r0, [0, 1, -2, -1, 0, 1, -2, -1, 0, 1, -2, -1, 0, 1, -2, -1]
  )") + kEnd);
  ASSERT_FALSE(r.report.fault) << r.report.table();
  const int32_t expect[4] = {0, 1, -2, -1};
  for (uint32_t lane = 0; lane < kLanes; ++lane)
    EXPECT_EQ(static_cast<int32_t>(r.qpus[0].acc()[0][lane]), expect[lane % 4]);
}

TEST(Vc4Machine, CountedLoopRunsItsBodyAndDelaySlotsTheRightNumberOfTimes) {
  // r0 counts 5 down to 0; every pass runs the branch's three delay slots
  // (each adds 1 to r1): 5 passes x 3 = 15; the exit is the fall-through.
  auto r = run(std::string(R"(
    mov r0, 5
    mov r1, 0
  loop:
    sub.setf r0, r0, 1
    brr.anynz -, r:loop
    add r1, r1, 1
    add r1, r1, 1
    add r1, r1, 1
  )") + kEnd);
  ASSERT_FALSE(r.report.fault) << r.report.table();
  EXPECT_EQ(r.qpus[0].acc()[1][0], 15u);
  EXPECT_EQ(r.qpus[0].acc()[0][3], 0u);
}

TEST(Vc4Machine, BranchWithLinkWritesTheReturnAddress) {
  // The link is the branch's address plus four instructions (page 34): the
  // branch is instruction 0, so ra0 = code + 32, and the return lands there.
  auto r = run(std::string(R"(
    brr ra0, r:sub
    nop
    nop
    nop
    mov r1, 7
  )") + kEnd + R"(
  sub:
    mov r2, 9
    bra -, ra0
    nop
    nop
    nop
  )");
  ASSERT_FALSE(r.report.fault) << r.report.table();
  EXPECT_EQ(r.qpus[0].fileA()[0][0], r.code + 32);
  EXPECT_EQ(r.qpus[0].acc()[2][0], 9u);
  EXPECT_EQ(r.qpus[0].acc()[1][0], 7u);
}

TEST(Vc4Machine, TmuGeneralLookupLoadsOneWordPerLaneIntoR4) {
  // Lane i asks for data word (15 - i); the data holds 1000 + index.
  std::vector<uint32_t> data(64);
  for (uint32_t i = 0; i < 64; ++i) data[i] = 1000 + i;
  auto r = run(std::string(R"(
    mov r0, unif
    mov r1, elem_num
    sub r1, 15, r1
    shl r1, r1, 2
    add tmu0_s, r0, r1
    nop; ldtmu0
    mov r2, r4
  )") + kEnd,
               {{kData}}, Mode::Functional, data);
  ASSERT_FALSE(r.report.fault) << r.report.table();
  for (uint32_t lane = 0; lane < kLanes; ++lane) EXPECT_EQ(r.qpus[0].acc()[2][lane], 1000 + 15 - lane);
  EXPECT_EQ(r.report.perQpu[0].tmuRequests, 1u);
}

TEST(Vc4Machine, TmuLookupOutsideMemoryIsAFaultNamingLaneAndAddress) {
  auto r = run(std::string(R"(
    mov r0, unif
    mov r1, elem_num
    shl r1, r1, 10
    shl r1, r1, 10
    add tmu0_s, r0, r1
    nop; ldtmu0
  )") + kEnd,
               {{kData}});
  ASSERT_TRUE(r.report.fault);
  EXPECT_EQ(r.report.fault->kind, "bad-address");
  // Lane 0's address is the data; lane 1's is 1 MiB past it, where nothing is allocated.
  EXPECT_EQ(r.report.fault->lane, 1u);
  EXPECT_EQ(r.report.fault->value, r.data + (1u << 20));
  EXPECT_EQ(r.report.fault->qpu, 0u);
  EXPECT_EQ(r.report.fault->address, r.code + 4 * 8);
  EXPECT_NE(r.report.fault->instruction.find("tmu0_s"), std::string::npos) << r.report.fault->instruction;
}

TEST(Vc4Machine, LdtmuWithoutARequestIsAFaultNotAHang) {
  auto r = run(std::string("nop; ldtmu1\n") + kEnd);
  ASSERT_TRUE(r.report.fault);
  EXPECT_EQ(r.report.fault->kind, "tmu-empty");
}

TEST(Vc4Machine, SfuResultArrivesInR4ForTheThirdInstructionAfter) {
  // recip(4.0) = 0.25 = 0x3e800000 (exact in any precision).
  auto r = run(std::string(R"(
    ldi r0, 0x40800000
    mov sfu_recip, r0
    nop
    nop
    mov r1, r4
  )") + kEnd);
  ASSERT_FALSE(r.report.fault) << r.report.table();
  EXPECT_EQ(r.qpus[0].acc()[1][0], 0x3e800000u);
  EXPECT_EQ(r.report.hazardCount, 0u);
}

TEST(Vc4Machine, ReadingR4BeforeTheSfuResultIsAHazard) {
  auto r = run(std::string(R"(
    ldi r0, 0x40800000
    mov sfu_recip, r0
    mov r1, r4
  )") + kEnd);
  EXPECT_EQ(r.report.hazardCount, 1u);
  ASSERT_FALSE(r.report.hazards.empty());
  EXPECT_EQ(r.report.hazards[0].kind, "r4-read-too-soon");
  EXPECT_EQ(r.report.hazards[0].address, r.code + 2 * 8);
}

TEST(Vc4Machine, RegisterFileReadRightAfterItsWriteIsAHazard) {
  auto r = run(std::string(R"(
    mov ra1, 3
    mov r0, ra1
  )") + kEnd);
  EXPECT_EQ(r.report.hazardCount, 1u);
  ASSERT_FALSE(r.report.hazards.empty());
  EXPECT_EQ(r.report.hazards[0].kind, "regfile-read-after-write");
}

TEST(Vc4Machine, UniformsAddressWriteRepointsTheStream) {
  // The second uniform is the data buffer's address; after unif_addr = it
  // (and two instructions without uniform reads) uniforms come from the data.
  std::vector<uint32_t> data(64);
  data[0] = 77;
  data[1] = 78;
  auto r = run(std::string(R"(
    mov r0, unif
    mov r1, unif
    mov unif_addr, r1
    nop
    nop
    mov r2, unif
    mov r3, unif
  )") + kEnd,
               {{10, kData}}, Mode::Functional, data);
  ASSERT_FALSE(r.report.fault) << r.report.table();
  EXPECT_EQ(r.qpus[0].acc()[0][0], 10u);
  EXPECT_EQ(r.qpus[0].acc()[2][0], 77u);
  EXPECT_EQ(r.qpus[0].acc()[3][5], 78u);
  EXPECT_EQ(r.report.hazardCount, 0u);
}

TEST(Vc4Machine, SemaphoresOrderTwoQpusAndCountInFourBits) {
  // QPU 1 acquires semaphore 3 twice, so it can only finish after QPU 0 has
  // released it twice; in both models both QPUs end.
  std::string source = std::string(R"(
    mov r0, unif            # data address
    mov r1, qpu_num
    sub.setf -, r1, 0
    brr.anynz -, r:consumer
    nop
    nop
    nop
    # QPU 0 releases semaphore 3 twice
    mov r2, 55
    srel -, 3
    srel -, 3
  )") + kEnd + R"(
  consumer:
    sacq -, 3
    sacq -, 3
    mov r2, 66
  )" + kEnd;
  for (Mode mode : {Mode::Functional, Mode::Cycle}) {
    auto r = run(source, {{kData}, {kData}}, mode);
    ASSERT_FALSE(r.report.fault) << r.report.table();
    EXPECT_EQ(r.qpus[0].acc()[2][0], 55u);
    EXPECT_EQ(r.qpus[1].acc()[2][0], 66u);
  }
}

TEST(Vc4Machine, WaitingForASemaphoreNobodyReleasesIsADeadlockFault) {
  auto r = run(std::string("sacq -, 7\n") + kEnd, {{}, {}});
  ASSERT_TRUE(r.report.fault);
  EXPECT_EQ(r.report.fault->kind, "deadlock");
  EXPECT_NE(r.report.fault->message.find("QPU 0 on semaphore 7"), std::string::npos) << r.report.fault->message;
  EXPECT_NE(r.report.fault->message.find("QPU 1 on semaphore 7"), std::string::npos) << r.report.fault->message;
}

TEST(Vc4Machine, ProgramWithoutThreadEndHitsTheWatchdog) {
  auto r = run(R"(
  loop:
    brr -, r:loop
    nop
    nop
    nop
  )");
  ASSERT_TRUE(r.report.fault);
  EXPECT_EQ(r.report.fault->kind, "watchdog");
}

TEST(Vc4Machine, BranchingOutsideAllocatedMemoryIsABadAddressFault) {
  auto r = run("bra -, 0x100\nnop\nnop\nnop\n");
  ASSERT_TRUE(r.report.fault);
  EXPECT_EQ(r.report.fault->kind, "bad-address");
  EXPECT_NE(r.report.fault->message.find("instruction fetch"), std::string::npos);
}

TEST(Vc4Machine, ReservedOpcodeIsAnIllegalInstructionFault) {
  // Add opcode 9 is reserved (table 12). Low word 0x09000000: op_add (bits
  // 28:24) = 9; high word 0x1002a7e0: signal 1 (none), the rest plain.
  auto r = run(std::string(".quad 0x1002a7e009000000\n") + kEnd);
  ASSERT_TRUE(r.report.fault);
  EXPECT_EQ(r.report.fault->kind, "illegal-instruction");
  EXPECT_NE(r.report.fault->message.find("reserved add opcode 9"), std::string::npos) << r.report.fault->message;
}

TEST(Vc4Machine, AllZeroWordIsTheBreakpointSignal) {
  // Signal 0 is the software breakpoint (table 4); there is no debugger to stop in.
  auto r = run(std::string(".quad 0\n") + kEnd);
  ASSERT_TRUE(r.report.fault);
  EXPECT_EQ(r.report.fault->kind, "breakpoint");
}

TEST(Vc4Machine, GraphicsOnlySignalsAndTextureWritesAreReportedUnsupported) {
  for (const char* text : {"nop; sbwait\n", "mov tmu0_t, 0\n", "mov tlbc, 0\n", "mov r0, vary\n"}) {
    auto r = run(std::string(text) + kEnd);
    ASSERT_TRUE(r.report.fault) << text;
    EXPECT_EQ(r.report.fault->kind, "unsupported") << text;
  }
}

TEST(Vc4Machine, HostInterruptsAreCounted) {
  auto r = run(std::string("mov host_int, 1\n") + kEnd, {{}, {}, {}});
  ASSERT_FALSE(r.report.fault) << r.report.table();
  EXPECT_EQ(r.report.hostInterrupts, 3u);
}

TEST(Vc4Machine, MutexSerialisesTwoQpusAndIsReleasedByAWrite) {
  std::string source = std::string(R"(
    mov r0, mutex
    mov r1, 1
    mov mutex, 0
  )") + kEnd;
  for (Mode mode : {Mode::Functional, Mode::Cycle}) {
    auto r = run(source, {{}, {}}, mode);
    ASSERT_FALSE(r.report.fault) << r.report.table();
    EXPECT_EQ(r.qpus[1].acc()[1][0], 1u);
  }
}

TEST(Vc4Machine, CycleModelIsDeterministicAndCountsAtLeastOneCyclePerInstruction) {
  std::string source = std::string(R"(
    mov r0, unif
    mov r1, elem_num
    shl r1, r1, 2
    add tmu0_s, r0, r1
    nop; ldtmu0
    mov r2, r4
  )") + kEnd;
  auto a = run(source, {{kData}, {kData}, {kData}, {kData}, {kData}}, Mode::Cycle);
  auto b = run(source, {{kData}, {kData}, {kData}, {kData}, {kData}}, Mode::Cycle);
  ASSERT_FALSE(a.report.fault) << a.report.table();
  EXPECT_EQ(a.report.cycles, b.report.cycles);
  EXPECT_GE(a.report.cycles, 9u);
  // The first fetch misses every cache: the instruction-cache stall is charged.
  EXPECT_GT(a.report.total().stalls[static_cast<int>(Stall::InstructionCache)], 0u);
  EXPECT_GT(a.report.total().stalls[static_cast<int>(Stall::Tmu)], 0u);
  for (uint32_t q = 0; q < 5; ++q) EXPECT_EQ(a.qpus[q].acc()[2], b.qpus[q].acc()[2]);
}

TEST(Vc4Machine, EachRunTimeHazardIsReportedWithItsKind) {
  struct Case {
    const char* kind;
    std::string source;
  };
  const Case cases[] = {
      {"uniform-after-address-write", "mov r0, unif\nmov unif_addr, r0\nmov r1, unif\n"},
      // Page 22: neither of the two instructions after the write reads a uniform.
      {"uniform-after-address-write", "mov r0, unif\nmov unif_addr, r0\nnop\nmov r1, unif\n"},
      {"conditional-peripheral-write",
       "mov r1, unif\nmov r0, elem_num\nsub.setf -, r0, 4\nmov.ifn tmu0_s, r1\nnop; ldtmu0\n"},
      {"tmu-fifo-overflow",
       "mov r0, unif\nmov tmu0_s, r0\nmov tmu0_s, r0\nmov tmu0_s, r0\nmov tmu0_s, r0\n"
       "mov tmu0_s, r0\nnop; ldtmu0\nnop; ldtmu0\nnop; ldtmu0\nnop; ldtmu0\nnop; ldtmu0\n"},
      {"branch-in-delay-slot", "brr -, r:a\nbrr -, r:a\nnop\nnop\na:\nnop\nnop\nnop\n"},
  };
  for (const Case& c : cases) {
    auto r = run(c.source + kEnd, {{kData, kData}});
    EXPECT_GE(r.report.hazardCount, 1u) << c.kind << "\n" << r.report.table();
    ASSERT_FALSE(r.report.hazards.empty()) << c.kind;
    EXPECT_EQ(r.report.hazards[0].kind, c.kind) << r.report.table();
    EXPECT_FALSE(r.report.hazards[0].instruction.empty());
  }
}

TEST(Vc4Machine, VpmReadBeyondItsSetupIsAFault) {
  // One vector set up for reading (vpm_setup count 1), two read.
  auto r = run(std::string(R"(
    mov vr_setup, vpm_setup(1, 1, h32(0))
    nop
    nop
    mov r0, vpm
    mov r1, vpm
  )") + kEnd);
  ASSERT_TRUE(r.report.fault) << r.report.table();
  EXPECT_EQ(r.report.fault->kind, "vpm");
  EXPECT_EQ(r.report.fault->address, r.code + 4 * 8);
}

TEST(Vc4Machine, RotationMovesAccumulatorLanesUpwardsOnlyOnTheMulUnit) {
  // Table 5: small immediate 48 + n rotates the mul ALU's r0-r3 inputs by n
  // lanes upwards: lane i of the result is lane i - n of the input.
  auto r = run(std::string(R"(
    mov r0, elem_num
    nop
    nop; v8min r1, r0, r0 >> 3
    nop; v8min r2, r0, r0 >> 15
  )") + kEnd);
  ASSERT_FALSE(r.report.fault) << r.report.table();
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    EXPECT_EQ(r.qpus[0].acc()[1][lane], (lane + 16 - 3) % 16) << lane;
    EXPECT_EQ(r.qpus[0].acc()[2][lane], (lane + 16 - 15) % 16) << lane;
  }
}

TEST(Vc4Machine, RegfileAPackWritesOnlyItsHalfAndUnpackSignExtends) {
  // ra1 = 0x11112222; writing 0xffff8001 with .16a keeps the high half:
  // 0x11118001. Reading ra1.16a sign-extends 0x8001 to 0xffff8001.
  auto r = run(std::string(R"(
    mov ra1, 0x11112222
    ldi r0, 0xffff8001
    mov ra1.16a, r0
    nop
    mov r1, ra1
    mov r2, ra1.16a
  )") + kEnd);
  ASSERT_FALSE(r.report.fault) << r.report.table();
  EXPECT_EQ(r.qpus[0].acc()[1][0], 0x11118001u);
  EXPECT_EQ(r.qpus[0].acc()[2][0], 0xffff8001u);
}

TEST(Vc4Machine, SemaphoreReleaseBeyondFifteenWaitsLikeTheHardware) {
  // Sixteen releases without an acquire: the sixteenth would take the count
  // past 15 (page 33) and waits for ever, a deadlock with one QPU.
  std::string source;
  for (int i = 0; i < 16; ++i) source += "srel -, 2\n";
  auto r = run(source + kEnd);
  ASSERT_TRUE(r.report.fault);
  EXPECT_EQ(r.report.fault->kind, "deadlock");
  EXPECT_EQ(r.report.perQpu[0].instructions, 15u);
}

}  // namespace
}  // namespace gpuasm::vc4
