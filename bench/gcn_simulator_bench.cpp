// The gcn functional simulator on one wavefront: an integer loop of the kind
// hash kernels are made of (adds, rotates by shift and or, xors, and-nots on
// 64 lanes; a scalar counter and a branch back). Items are lane-instructions:
// each executed vector instruction counts its 64 lanes, each scalar one 1.
// Issue 15 asks for 1e9 lane-instructions per second on the md4 kernel:
// BM_GcnSimulatorMd4Kernel launches it (md4_test.isa from the corpora, with
// the kernel directives of tests/targets/gcn/launch_test.cpp) on one host
// thread.
#include <benchmark/benchmark.h>
// MD4 is deprecated in OpenSSL 3; here it is the host baseline.
#define OPENSSL_SUPPRESS_DEPRECATED
#include <openssl/md4.h>

#include <cstring>
#include <fstream>
#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "gpuasm/gcn/host.hpp"
#include "gpuasm/image.hpp"
#include "gpuasm/target.hpp"
#include "targets/gcn/machine/machine.hpp"
#include "targets/gcn/machine/program.hpp"
#include "targets/gcn/machine/wavefront.hpp"

namespace {

constexpr uint32_t kIterations = 10'000;
constexpr uint64_t kVectorPerIteration = 12, kScalarPerIteration = 3;

// An MD4 round step, F(b, c, d) = (b & c) | (~b & d), a + F + x, rotate by 3,
// on v1..v4 with the message word in v5; then a scalar count and branch.
const char* const kLoop = R"(
  s_mov_b32 s0, 10000
loop:
  v_and_b32 v6, v2, v3
  v_bfi_b32 v6, v2, v3, v4
  v_add_i32 v1, vcc, v1, v6
  v_add_i32 v1, vcc, v1, v5
  v_lshlrev_b32 v7, 3, v1
  v_lshrrev_b32 v8, 29, v1
  v_or_b32 v1, v7, v8
  v_xor_b32 v4, v4, v1
  v_add_i32 v2, vcc, v2, v1
  v_alignbit_b32 v3, v3, v3, 7
  v_mov_b32 v5, v4
  v_add_i32 v5, vcc, 0x5a827999, v5
  s_sub_u32 s0, s0, 1
  s_cmp_lg_u32 s0, 0
  s_cbranch_scc1 loop
  s_endpgm
)";

// The loop assembled for `mcpu` (GFX8 names SI's v_add_i32 v_add_u32) and
// decoded by its generation: issue 31 asks the simulator to keep its SI
// throughput on later generations' code.
void integerLoop(benchmark::State& state, const char* mcpu, gpuasm::gcn::Generation generation) {
  std::string text = kLoop;
  gpuasm::AssembleSettings settings;
  if (mcpu) {
    settings.targetOptions["mcpu"] = mcpu;
    for (size_t at; (at = text.find("v_add_i32")) != std::string::npos;)
      text.replace(at, 9, "v_add_u32");
    // GFX9's v_add_u32 has no carry-out (clang's choice where it is unused)
    // (copied piecewise: GCC 12 warns -Wrestrict on replace() with a shorter string)
    if (generation == gpuasm::gcn::Generation::Gfx9) {
      std::string without;
      size_t from = 0;
      for (size_t at; (at = text.find(", vcc,", from)) != std::string::npos; from = at + 6)
        without.append(text, from, at - from).push_back(',');
      text = without.append(text, from);
    }
  }
  auto outcome = gpuasm::assembleText(*gpuasm::findTarget("gcn"), "loop.s", text, settings);
  if (!outcome.image) {
    state.SkipWithError(outcome.diagnosticsText.c_str());
    return;
  }
  std::vector<uint32_t> words;
  for (uint64_t w : outcome.image->words(0)) words.push_back(static_cast<uint32_t>(w));
  const auto program = gpuasm::gcn::machine::predecode(words, generation);
  auto wave = std::make_unique<gpuasm::gcn::machine::Wavefront>();
  uint64_t executed = 0;
  for (auto _ : state) {
    wave->pc = 0;
    wave->setExec(~uint64_t{0});
    auto result = gpuasm::gcn::machine::runWave(program, *wave);
    if (!result.ended) {
      state.SkipWithError("the loop did not end");
      return;
    }
    executed += result.instructions;
    benchmark::DoNotOptimize(wave->vgpr[1][0]);
  }
  const uint64_t perRun = kIterations * (kVectorPerIteration * 64 + kScalarPerIteration);
  state.counters["lane_instructions_per_second"] =
      benchmark::Counter(static_cast<double>(perRun * static_cast<uint64_t>(state.iterations())),
                         benchmark::Counter::kIsRate);
  state.counters["instructions_per_run"] =
      static_cast<double>(executed) / static_cast<double>(state.iterations());
}
void BM_GcnSimulatorIntegerLoop(benchmark::State& state) {
  integerLoop(state, nullptr, gpuasm::gcn::Generation::SouthernIslands);
}
BENCHMARK(BM_GcnSimulatorIntegerLoop)->Unit(benchmark::kMillisecond);
void BM_GcnSimulatorIntegerLoopGfx8(benchmark::State& state) {
  integerLoop(state, "gfx803", gpuasm::gcn::Generation::VolcanicIslands);
}
BENCHMARK(BM_GcnSimulatorIntegerLoopGfx8)->Unit(benchmark::kMillisecond);
void BM_GcnSimulatorIntegerLoopGfx9(benchmark::State& state) {
  integerLoop(state, "gfx900", gpuasm::gcn::Generation::Gfx9);
}
BENCHMARK(BM_GcnSimulatorIntegerLoopGfx9)->Unit(benchmark::kMillisecond);

// The baseline beside it: the same loop compiled for the host, 64 lanes as
// plain arrays (what the simulator's vector handlers do, without decoding
// or dispatch). The ratio of the two rates is the simulator's overhead.
void BM_GcnHostIntegerLoop(benchmark::State& state) {
  alignas(64) uint32_t v[9][64] = {};
  for (auto _ : state) {
    for (uint32_t i = 0; i < kIterations; ++i) {
      for (int l = 0; l < 64; ++l) v[6][l] = v[2][l] & v[3][l];
      for (int l = 0; l < 64; ++l) v[6][l] = (v[2][l] & v[3][l]) | (~v[2][l] & v[4][l]);
      for (int l = 0; l < 64; ++l) v[1][l] += v[6][l];
      for (int l = 0; l < 64; ++l) v[1][l] += v[5][l];
      for (int l = 0; l < 64; ++l) v[7][l] = v[1][l] << 3;
      for (int l = 0; l < 64; ++l) v[8][l] = v[1][l] >> 29;
      for (int l = 0; l < 64; ++l) v[1][l] = v[7][l] | v[8][l];
      for (int l = 0; l < 64; ++l) v[4][l] ^= v[1][l];
      for (int l = 0; l < 64; ++l) v[2][l] += v[1][l];
      for (int l = 0; l < 64; ++l) v[3][l] = (v[3][l] >> 7) | (v[3][l] << 25);
      for (int l = 0; l < 64; ++l) v[5][l] = v[4][l];
      for (int l = 0; l < 64; ++l) v[5][l] += 0x5a827999u;
      benchmark::ClobberMemory();
    }
    benchmark::DoNotOptimize(v);
  }
  const uint64_t perRun = kIterations * (kVectorPerIteration * 64 + kScalarPerIteration);
  state.counters["lane_instructions_per_second"] =
      benchmark::Counter(static_cast<double>(perRun * static_cast<uint64_t>(state.iterations())),
                         benchmark::Counter::kIsRate);
}
BENCHMARK(BM_GcnHostIntegerLoop)->Unit(benchmark::kMillisecond);

// The keys both MD4 benchmarks hash: 102,400 of 0 to 55 bytes, packed as the
// raw-md4 kernel reads them (docs/gcn-simulator.md, "The raw-md4 kernel").
constexpr uint32_t kKeys = 102'400;
struct Md4Keys {
  std::vector<uint32_t> packed, index;
};
Md4Keys md4Keys() {
  std::mt19937 random(15);
  Md4Keys keys;
  for (uint32_t k = 0; k < kKeys; ++k) {
    const uint32_t length = random() % 56;
    keys.index.push_back(static_cast<uint32_t>(keys.packed.size()) << 6 | length);
    for (uint32_t w = 0; w < (length + 3) / 4; ++w) keys.packed.push_back(random() & 0x7f7f7f7f);
  }
  keys.packed.push_back(0);
  return keys;
}

// The raw-md4 kernel of md4_test.isa (AMD's compiler output for John the
// Ripper's OpenCL raw-md4) on 102,400 keys of 0 to 55 bytes, one host thread.
// Lane-instructions as the launch counts them: a vector ALU, memory or LDS
// instruction 64, a scalar one 1.
void BM_GcnSimulatorMd4Kernel(benchmark::State& state) {
  std::ifstream in(GPUASM_SOURCE_DIR "/../shared/corpora/gcn/md4_test.isa");
  if (!in) {
    state.SkipWithError("../shared/corpora/gcn/md4_test.isa is absent");
    return;
  }
  std::ostringstream isa;
  isa << ".device tahiti\n.kernel md4\n.arg keys, global const uint*, resource 12\n"
         ".arg index, global const uint*, resource 11\n.arg hashes, global uint*, resource 10\n"
      << in.rdbuf();
  auto outcome = gpuasm::assembleText(*gpuasm::findTarget("gcn"), "md4.isa", isa.str(), {});
  std::string error;
  std::optional<gpuasm::gcn::Program> program;
  if (outcome.image) program = gpuasm::gcn::Program::fromImage(*outcome.image, error);
  if (!program) {
    state.SkipWithError((outcome.diagnosticsText + error).c_str());
    return;
  }
  const Md4Keys keys = md4Keys();
  const std::vector<uint32_t>& packed = keys.packed;
  const std::vector<uint32_t>& index = keys.index;
  gpuasm::gcn::Device device;
  auto bytes = [](const std::vector<uint32_t>& words) {
    return std::span(reinterpret_cast<const uint8_t*>(words.data()), words.size() * 4);
  };
  auto keyBuffer = device.createBuffer(packed.size() * 4, bytes(packed));
  auto indices = device.createBuffer(index.size() * 4, bytes(index));
  auto hashes = device.createBuffer(kKeys * 16);
  auto kernel = gpuasm::gcn::Kernel::create(*program, "md4", error);
  using gpuasm::gcn::ArgumentValue;
  kernel->setArgument("keys", ArgumentValue::ofBuffer(keyBuffer), error);
  kernel->setArgument("index", ArgumentValue::ofBuffer(indices), error);
  kernel->setArgument("hashes", ArgumentValue::ofBuffer(hashes), error);
  gpuasm::gcn::LaunchSettings settings;
  settings.global = {kKeys, 1, 1};
  settings.local = {64, 1, 1};
  settings.threads = 1;
  uint64_t instructions = 0, laneInstructions = 0;
  for (auto _ : state) {
    gpuasm::gcn::LaunchReport report = device.enqueueNDRange(*kernel, settings);
    if (report.fault) {
      state.SkipWithError(report.fault->describe().c_str());
      return;
    }
    instructions += report.instructions;
    laneInstructions += report.laneInstructions();
  }
  state.counters["lane_instructions_per_second"] =
      benchmark::Counter(static_cast<double>(laneInstructions), benchmark::Counter::kIsRate);
  state.counters["wave_instructions_per_launch"] =
      static_cast<double>(instructions) / static_cast<double>(state.iterations());
  state.counters["keys_per_second"] = benchmark::Counter(
      static_cast<double>(kKeys * state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_GcnSimulatorMd4Kernel)->Unit(benchmark::kMillisecond);

// The baseline beside it: the same keys hashed by OpenSSL's MD4 on the host.
void BM_HostMd4(benchmark::State& state) {
  const Md4Keys keys = md4Keys();
  const auto* bytes = reinterpret_cast<const unsigned char*>(keys.packed.data());
  unsigned char digest[16];
  for (auto _ : state)
    for (uint32_t index : keys.index) {
      MD4(bytes + (index >> 6) * 4, index & 63, digest);
      benchmark::DoNotOptimize(digest);
    }
  state.counters["keys_per_second"] = benchmark::Counter(
      static_cast<double>(kKeys * state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_HostMd4)->Unit(benchmark::kMillisecond);

}  // namespace
