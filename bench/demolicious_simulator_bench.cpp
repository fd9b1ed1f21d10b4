// Simulator throughput in thread-instructions per second: the tunnel kernel
// (report appendix C) over a 512x256 launch (131072 threads) in the
// functional and the cycle-level model, next to a naive baseline: a scalar
// interpreter that runs one thread at a time and decodes every word every
// time it executes it (a switch per instruction, nothing predecoded).
// docs/PERFORMANCE.md reports the ratios of the models to that baseline.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "gpuasm/demolicious/host.hpp"
#include "gpuasm/kernels.hpp"
#include "gpuasm/target.hpp"

namespace {

using namespace gpuasm::demolicious;

constexpr uint32_t kFrameThreads = 512 * 256;

std::vector<uint32_t> tunnelWords() {
  const gpuasm::Target& target = *gpuasm::findTarget("demolicious");
  auto outcome = gpuasm::assembleText(
      target, "tunnel.s", std::string(*gpuasm::findEmbeddedKernel("demolicious/tunnel.s")), {});
  std::vector<uint32_t> words;
  for (uint64_t w : outcome.image->words(0)) words.push_back(static_cast<uint32_t>(w));
  return words;
}

void loadTunnelConstants(Host& host) {
  host.load_constant(5, 0);    // frame base
  host.load_constant(10, 10);  // the squares' offsets from the edges
  host.load_constant(11, 20);
}

// The baseline. Semantics as reference/demolicious.md: predication gates
// register writes only, $mask keeps bit 0, writes to $0..$2 are dropped,
// registers start cleared (as in the simulator's models).
struct NaiveResult {
  uint64_t threadInstructions = 0;
  bool ok = true;
};

NaiveResult naiveInterpret(std::span<const uint32_t> code, std::span<const uint16_t> constants,
                           std::span<uint16_t> memory, uint32_t threads) {
  NaiveResult result;
  for (uint32_t id = 0; id < threads; ++id) {
    uint16_t reg[16] = {};
    reg[1] = static_cast<uint16_t>(id >> 16);
    reg[2] = static_cast<uint16_t>(id);
    for (size_t pc = 0;; ++pc) {
      if (pc >= code.size()) return {result.threadInstructions, false};
      const uint32_t word = code[pc];
      ++result.threadInstructions;
      const bool predicated = word >> 31;
      const uint32_t opcode = word >> 26 & 0x1f;
      const uint32_t rs = word >> 21 & 0xf, rt = word >> 16 & 0xf, rd = word >> 11 & 0xf;
      const uint32_t shamt = word >> 6 & 0x1f, funct = word & 0x1f;
      const uint16_t imm = static_cast<uint16_t>(word);
      uint32_t destination = rd;
      uint16_t value = 0;
      switch (opcode) {
        case 0b00000: {
          const uint16_t a = reg[rs], b = reg[rt];
          switch (funct) {
            case 0x0:
              value = shamt > 15 ? 0 : static_cast<uint16_t>(b << shamt);
              break;
            case 0x1:
              value = shamt > 15 ? 0 : static_cast<uint16_t>(b >> shamt);
              break;
            case 0x2:
              value = static_cast<uint16_t>(static_cast<int16_t>(b) >> (shamt > 15 ? 15 : shamt));
              break;
            case 0x3:
              value = static_cast<int16_t>(a) < static_cast<int16_t>(b);
              break;
            case 0x4:
              value = static_cast<uint16_t>(a + b);
              break;
            case 0x5:
              value = static_cast<uint16_t>(a - b);
              break;
            case 0x6:
              value = a & b;
              break;
            case 0x7:
              value = a | b;
              break;
            case 0x8:
              value = a ^ b;
              break;
            case 0x9:
              value = static_cast<uint16_t>(uint32_t{a} * b);
              break;
            case 0xA:
              value = a == b;
              break;
            default:
              return {result.threadInstructions, false};
          }
          break;
        }
        case 0b00001:
          destination = rt;
          value = static_cast<uint16_t>(reg[rs] + imm);
          break;
        case 0b00010:
          destination = rt;
          value = constants[imm % constants.size()];
          break;
        case 0b00100:
        case 0b01000: {
          const uint32_t address = (uint32_t{reg[3]} & 0xf) << 16 | reg[4];
          if (address >= memory.size()) return {result.threadInstructions, false};
          if (opcode == 0b00100) {
            memory[address] = reg[5];
          } else {
            reg[5] = memory[address];  // loads are never gated
          }
          continue;
        }
        case 0b10000:
          goto finished;
        default:
          return {result.threadInstructions, false};
      }
      if (destination <= 2 || (predicated && reg[6])) continue;
      reg[destination] = destination == 6 ? value & 1 : value;
    }
  finished:;
  }
  return result;
}

void BM_NaiveInterpreterTunnel(benchmark::State& state) {
  const std::vector<uint32_t> code = tunnelWords();
  std::vector<uint16_t> constants(256, 0);
  constants[5] = 0;
  constants[10] = 10;
  constants[11] = 20;
  std::vector<uint16_t> memory(1u << 20, 0);
  const auto threads = static_cast<uint32_t>(state.range(0));

  // The baseline must compute what the simulator computes.
  {
    Host host;
    loadTunnelConstants(host);
    RunReport report = host.run_kernel(host.load_kernel(code), threads);
    NaiveResult naive = naiveInterpret(code, constants, memory, threads);
    if (!report.ok() || !naive.ok || naive.threadInstructions != report.threadInstructions ||
        !std::equal(memory.begin(), memory.begin() + threads, host.data_memory().begin())) {
      state.SkipWithError("the naive interpreter disagrees with the functional model");
      return;
    }
  }

  uint64_t total = 0;
  for (auto _ : state) {
    NaiveResult r = naiveInterpret(code, constants, memory, threads);
    total += r.threadInstructions;
    benchmark::DoNotOptimize(memory.data());
    benchmark::ClobberMemory();
  }
  state.counters["thread_instructions_per_second"] =
      benchmark::Counter(static_cast<double>(total), benchmark::Counter::kIsRate);
  state.counters["threads"] = threads;
}

void runModel(benchmark::State& state, Mode mode) {
  MachineConfig config;
  config.mode = mode;
  config.cores = static_cast<uint32_t>(state.range(1));
  Host host(config);
  loadTunnelConstants(host);
  const Kernel kernel = host.load_kernel(tunnelWords());
  const auto threads = static_cast<uint32_t>(state.range(0));
  uint64_t total = 0, cycles = 0;
  for (auto _ : state) {
    RunReport report = host.run_kernel(kernel, threads);
    if (!report.ok()) {
      state.SkipWithError("the tunnel kernel faulted or reported hazards");
      return;
    }
    total += report.threadInstructions;
    cycles += report.cycles;
  }
  state.counters["thread_instructions_per_second"] =
      benchmark::Counter(static_cast<double>(total), benchmark::Counter::kIsRate);
  if (mode == Mode::Cycle) {
    state.counters["simulated_cycles_per_second"] =
        benchmark::Counter(static_cast<double>(cycles), benchmark::Counter::kIsRate);
  }
  state.counters["threads"] = threads;
  state.counters["cores"] = config.cores;
}

void BM_FunctionalTunnel(benchmark::State& state) {
  runModel(state, Mode::Functional);
}
void BM_CycleTunnel(benchmark::State& state) {
  runModel(state, Mode::Cycle);
}

BENCHMARK(BM_NaiveInterpreterTunnel)->Arg(kFrameThreads)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FunctionalTunnel)->Args({kFrameThreads, 8})->Unit(benchmark::kMillisecond);
BENCHMARK(BM_CycleTunnel)->Args({kFrameThreads, 8})->Unit(benchmark::kMillisecond);

}  // namespace
