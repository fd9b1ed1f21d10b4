// The fast path (fast.cpp) against the general interpreter: random programs
// of register-only ALU instructions (every opcode, condition, flag setting,
// small immediate and rotation, with NaN, infinity, denormal and -0 among the
// values) must leave every register, flag, count and hazard report exactly
// as the interpreter leaves them, in both modes. The interpreter itself is
// checked against hand-derived values in alu_test.cpp and machine_test.cpp;
// GPU_FFT's results across engines are compared in gpu_fft/gpu_fft_test.cpp.
#include <gtest/gtest.h>

#include <cstring>
#include <random>

#include "targets/vc4/machine/machine.hpp"

namespace gpuasm::vc4 {
namespace {

struct Outcome {
  std::vector<Qpu> qpus;
  RunReport report;
};

Outcome runWords(const std::vector<uint64_t>& words, Engine engine, Mode mode, uint32_t qpus,
                 uint64_t maxInstructions = 1'000'000) {
  Memory memory;
  uint32_t bytes = static_cast<uint32_t>(words.size() * 8);
  uint32_t code = *memory.lock(memory.allocate(bytes, 4096, 0x4));
  std::memcpy(memory.map(code, bytes), words.data(), bytes);
  uint32_t uniforms = *memory.lock(memory.allocate(64, 4096, 0x4));
  MachineConfig config;
  config.mode = mode;
  config.engine = engine;
  config.maxInstructions = maxInstructions;
  config.maxReportedHazards = 1000;
  std::vector<QpuStart> starts(qpus, QpuStart{uniforms, code, std::nullopt});
  Machine machine(config, memory);
  Outcome out;
  out.report = machine.run(starts);
  out.qpus = machine.qpus();
  return out;
}

uint64_t aluWord(std::mt19937& random, uint32_t signal) {
  auto pick = [&](uint32_t n) { return std::uniform_int_distribution<uint32_t>(0, n - 1)(random); };
  uint64_t w = 0;
  w = kSignal.put(w, signal);
  uint32_t addOp = 0, mulOp = 0;
  do addOp = pick(32);
  while (!findOp(Unit::Add, addOp));
  mulOp = pick(8);
  w = kOpAdd.put(w, addOp);
  w = kOpMul.put(w, mulOp);
  w = kConditionAdd.put(w, pick(8));
  w = kConditionMul.put(w, pick(8));
  w = kSetFlags.put(w, pick(3) == 0);
  w = kWriteSwap.put(w, pick(2));
  // Registers, accumulators r0..r3, r5 (37) and nop; no other peripheral.
  auto target = [&] {
    uint32_t t = pick(40);
    return t == 36 || t == 38 ? 39 : t;
  };
  w = kWriteAddressAdd.put(w, target());
  w = kWriteAddressMul.put(w, target());
  // Registers, the element / QPU number (38) and nop (39).
  auto source = [&] {
    uint32_t s = pick(36);
    return s >= 32 ? 38 + (s & 1) : s;
  };
  w = kReadAddressA.put(w, source());
  w = kReadAddressB.put(w, signal == kSignalSmallImmediate ? pick(64) : source());
  w = kAddMuxA.put(w, pick(8));
  w = kAddMuxB.put(w, pick(8));
  w = kMulMuxA.put(w, pick(8));
  w = kMulMuxB.put(w, pick(8));
  if (pick(8) == 0) {  // some packs and unpacks, which take the general route
    w = kPackSelect.put(w, pick(2));
    w = kPack.put(w, pick(16));
    w = kUnpack.put(w, pick(8));
    if (kPackSelect.get(w) && kMulPackNames[kPack.get(w)].empty()) w = kPack.put(w, 0);
  }
  return w;
}

uint64_t loadImmediate(uint32_t type, uint32_t address, uint32_t value) {
  uint64_t w = 0;
  w = kSignal.put(w, kSignalLoadImmediate);
  w = kLoadImmediateType.put(w, type);
  w = kConditionAdd.put(w, kConditionAlways);
  w = kWriteAddressAdd.put(w, address);
  w = kWriteAddressMul.put(w, kNopAddress);
  return kImmediate.put(w, value);
}

std::vector<uint64_t> randomProgram(uint32_t seed) {
  std::mt19937 random(seed);
  std::vector<uint64_t> words;
  // Values that float operations treat specially, then per-lane patterns,
  // into regfile A, regfile B (by the write swap) and the accumulators.
  const uint32_t specials[] = {0x7fc00000u, 0x7f800000u, 0xff800000u, 0x00000001u, 0x80000000u,
                               0x3f800000u, 0xbf800000u, 0x7f7fffffu, 0x00800000u, 0xffffffffu,
                               0x80000001u, 0x4b000000u};
  for (uint32_t r = 0; r < 32; ++r) {
    uint32_t value = r < 12 ? specials[r] : static_cast<uint32_t>(random());
    words.push_back(loadImmediate(0, r, value));
    uint64_t toB = kWriteSwap.put(loadImmediate(r % 3 == 0 ? 1 : 0, r, static_cast<uint32_t>(random())), 1);
    words.push_back(toB);
  }
  for (uint32_t a = 32; a < 36; ++a) words.push_back(loadImmediate(a % 2, a, static_cast<uint32_t>(random())));
  for (int i = 0; i < 400; ++i) {
    uint32_t signal = random() % 3 == 0 ? kSignalSmallImmediate : kSignalNone;
    words.push_back(aluWord(random, signal));
  }
  uint64_t end = aluWord(random, 3);  // thread end
  end = kOpAdd.put(kOpMul.put(end, 0), 0);
  words.push_back(end);
  uint64_t nop = kWriteAddressAdd.put(kWriteAddressMul.put(kSignal.put(0, kSignalNone), kNopAddress), kNopAddress);
  words.push_back(nop);
  words.push_back(nop);
  return words;
}

void expectSame(const Outcome& got, const Outcome& want, const std::string& what) {
  ASSERT_EQ(got.report.fault.has_value(), want.report.fault.has_value()) << what;
  if (want.report.fault) {
    EXPECT_EQ(got.report.fault->message, want.report.fault->message) << what;
  }
  ASSERT_EQ(got.qpus.size(), want.qpus.size());
  for (size_t q = 0; q < want.qpus.size(); ++q) {
    const Qpu& g = got.qpus[q];
    const Qpu& w = want.qpus[q];
    for (uint32_t r = 0; r < 32; ++r) {
      EXPECT_EQ(g.fileA()[r], w.fileA()[r]) << what << " QPU " << q << " ra" << r;
      EXPECT_EQ(g.fileB()[r], w.fileB()[r]) << what << " QPU " << q << " rb" << r;
    }
    for (uint32_t r = 0; r < 6; ++r) EXPECT_EQ(g.acc()[r], w.acc()[r]) << what << " QPU " << q << " r" << r;
    EXPECT_EQ(g.flags.zero, w.flags.zero) << what << " QPU " << q;
    EXPECT_EQ(g.flags.negative, w.flags.negative) << what << " QPU " << q;
    EXPECT_EQ(g.flags.carry, w.flags.carry) << what << " QPU " << q;
    EXPECT_EQ(g.report.instructions, w.report.instructions) << what;
    EXPECT_EQ(g.report.addOps, w.report.addOps) << what;
    EXPECT_EQ(g.report.mulOps, w.report.mulOps) << what;
    EXPECT_EQ(g.readyCycle, w.readyCycle) << what;
  }
  EXPECT_EQ(got.report.cycles, want.report.cycles) << what;
  ASSERT_EQ(got.report.hazardCount, want.report.hazardCount) << what;
  ASSERT_EQ(got.report.hazards.size(), want.report.hazards.size()) << what;
  for (size_t i = 0; i < want.report.hazards.size(); ++i) {
    EXPECT_EQ(got.report.hazards[i].message, want.report.hazards[i].message) << what;
    EXPECT_EQ(got.report.hazards[i].address, want.report.hazards[i].address) << what;
    EXPECT_EQ(got.report.hazards[i].cycle, want.report.hazards[i].cycle) << what;
  }
}

TEST(Vc4Engines, FastPathLeavesEverythingAsTheInterpreterDoes) {
  for (uint32_t seed = 1; seed <= 40; ++seed) {
    auto program = randomProgram(seed);
    for (Mode mode : {Mode::Functional, Mode::Cycle}) {
      Outcome want = runWords(program, Engine::Interpreter, mode, 2);
      ASSERT_FALSE(want.report.fault) << want.report.fault->message;
      // The programs do what they are for: many register-only instructions,
      // some of them with hazards.
      EXPECT_GT(want.report.total().instructions, 2u * 400u);
      for (Engine engine : {Engine::Portable, Engine::Best}) {
        std::string what = "seed " + std::to_string(seed) + (mode == Mode::Cycle ? " cycle " : " functional ") +
                           fastEngine(engine).name;
        expectSame(runWords(program, engine, mode, 2), want, what);
      }
    }
  }
}

TEST(Vc4Engines, ProgramsReachTheFastPathsSpecialCases) {
  // The random programs above would prove little if their instructions
  // never took the fast path, never wrote a NaN or never hit a hazard.
  uint32_t fast = 0, nanResults = 0, hazards = 0;
  for (uint32_t seed = 1; seed <= 40; ++seed) {
    auto program = randomProgram(seed);
    for (uint64_t w : program) fast += predecode(w).fast;
    Outcome out = runWords(program, Engine::Interpreter, Mode::Functional, 1);
    hazards += static_cast<uint32_t>(out.report.hazardCount);
    for (uint32_t r = 0; r < 32; ++r)
      for (uint32_t v : out.qpus[0].fileA()[r]) nanResults += v == 0x7f800000u;
  }
  EXPECT_GT(fast, 40u * 250u);
  EXPECT_GT(nanResults, 0u);
  EXPECT_GT(hazards, 40u);
}

TEST(Vc4Engines, RunsOfFastInstructionsStopWhereTheWatchdogStops) {
  // The fast engines run stretches of fast instructions at a time
  // (Predecoded::run); the watchdog must still stop a program after exactly
  // the instruction past its limit, with every register as the interpreter
  // leaves it there. Limits land before, inside and at the end of stretches.
  auto program = randomProgram(7);
  for (uint64_t limit : {1u, 66u, 67u, 68u, 90u, 131u, 200u, 333u, 399u, 466u}) {
    Outcome want = runWords(program, Engine::Interpreter, Mode::Functional, 1, limit);
    ASSERT_TRUE(want.report.fault) << limit;
    ASSERT_EQ(want.report.fault->kind, "watchdog") << limit;
    EXPECT_EQ(want.qpus[0].report.instructions, limit + 1);
    for (Engine engine : {Engine::Portable, Engine::Best})
      expectSame(runWords(program, engine, Mode::Functional, 1, limit), want,
                 "limit " + std::to_string(limit) + " " + fastEngine(engine).name);
  }
}

TEST(Vc4Engines, StretchesEndBeforeAPossibleReadAfterWrite) {
  // A stretch of fast instructions runs without per-instruction hazard
  // checks, so it must end before an instruction that reads in place a
  // regfile register the one before it may write (even conditionally).
  constexpr uint32_t kIfZeroSet = 2;  // table 5: "zs"
  auto word = [](uint32_t writeAdd, bool swap, uint32_t condition, uint32_t readA, uint32_t readB) {
    uint64_t w = 0;
    w = kSignal.put(w, kSignalNone);
    w = kOpAdd.put(w, kOpAddOr);
    w = kOpMul.put(w, 0);
    w = kConditionAdd.put(w, condition);
    w = kWriteSwap.put(w, swap);
    w = kWriteAddressAdd.put(w, writeAdd);
    w = kWriteAddressMul.put(w, kNopAddress);
    w = kReadAddressA.put(w, readA);
    w = kReadAddressB.put(w, readB);
    w = kAddMuxA.put(w, kMuxFileA);
    return kAddMuxB.put(w, kMuxFileB);
  };
  std::vector<uint64_t> code = {
      word(5, false, kConditionAlways, 1, 2),   // writes ra5
      word(32, false, kConditionAlways, 3, 4),  // r0: no regfile write
      word(6, true, kIfZeroSet, 7, 8),          // may write rb6
      word(32, false, kConditionAlways, 9, 6),  // reads rb6: a new stretch
      word(7, false, kConditionAlways, 5, 9),   // reads ra5, written two before: same stretch
  };
  CodeCache cache;
  Memory memory;
  uint32_t at = *memory.lock(memory.allocate(64, 4096, 0x4));
  std::memcpy(memory.map(at, 40), code.data(), 40);
  const Predecoded* first = cache.fetch(memory, at);
  ASSERT_TRUE(first && first->fast);
  EXPECT_EQ(cache.run(memory, at, *first), 3u);
  EXPECT_EQ(cache.fetch(memory, at + 16)->run, 1u);
  const Predecoded* fourth = cache.fetch(memory, at + 24);
  EXPECT_EQ(cache.run(memory, at + 24, *fourth), 2u);
}

TEST(Vc4Engines, NamesSayWhichCodeRuns) {
  EXPECT_STREQ(fastEngine(Engine::Interpreter).name, "interpreter");
  EXPECT_STREQ(fastEngine(Engine::Portable).name, "portable");
  std::string best = fastEngine(Engine::Best).name;
  EXPECT_TRUE(best == "portable" || best == "avx512") << best;
}

}  // namespace
}  // namespace gpuasm::vc4
