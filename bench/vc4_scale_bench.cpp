// vc4 assembly and disassembly of large programs: the same kind of program as
// scripts/bench/vc4_mix.py writes for the side-by-side runs with vc4asm and
// vc4dis (docs/PERFORMANCE.md), generated here so that the benchmark needs no
// file: ALU operations on accumulators and register-file registers (one unit
// or both), small immediates, load immediates (some of `.set` constants),
// labels and conditional relative branches with their delay slots. Items are
// instructions.
#include <benchmark/benchmark.h>
#include <fmt/format.h>

#include <random>
#include <string>
#include <vector>

#include "gpuasm/image.hpp"
#include "gpuasm/target.hpp"

namespace {

constexpr const char* kAddOps[] = {"fadd", "fsub", "fmin", "fmax", "add", "sub", "shr", "asr",
                                   "ror",  "shl",  "min",  "max",  "and", "or",  "xor"};
constexpr const char* kMulOps[] = {"fmul", "mul24", "v8muld", "v8min", "v8max"};
constexpr const char* kConditions[] = {"", "", "", "", ".ifz", ".ifnz", ".ifn", ".ifc"};
constexpr const char* kBranchConditions[] = {"",       ".allz", ".allnz", ".anyz",
                                             ".anynz", ".anyn", ".anync"};
constexpr const char* kImmediateOps[] = {"add", "sub", "and", "or", "xor",
                                         "shl", "shr", "min", "max"};

template <size_t N>
const char* pick(std::mt19937& rng, const char* const (&names)[N]) {
  return names[rng() % N];
}

// Sources read even register-file registers and destinations write odd ones
// (a register written by one instruction cannot be read by the next).
std::string program(size_t instructions) {
  std::mt19937 rng(11);
  auto accumulator = [&] { return fmt::format("r{}", rng() % 4); };
  auto read = [&](char file) { return fmt::format("r{}{}", file, 2 * (rng() % 16)); };
  auto written = [&](char file) { return fmt::format("r{}{}", file, 2 * (rng() % 16) + 1); };
  auto either = [&](std::string a, std::string b) { return rng() % 5 == 0 ? b : a; };
  std::string text;
  size_t constants = 0, labels = 0, emitted = 0;
  while (emitted < instructions) {
    uint32_t roll = rng() % 100;
    if (roll < 1) {
      text += fmt::format(".set K{}, 0x{:x}\n", constants++, rng() & 0xffffff);
    } else if (roll < 4 && emitted + 4 <= instructions) {
      text += fmt::format(":loop{}\nbrr{} -, r:loop{}\nnop\nnop\nnop\n", labels,
                          pick(rng, kBranchConditions), labels);
      ++labels;
      emitted += 4;
    } else if (roll < 12) {
      std::string target = either(accumulator(), written(rng() % 2 ? 'a' : 'b'));
      text += constants && rng() % 3 == 0
                  ? fmt::format("ldi {}, K{}\n", target, rng() % constants)
                  : fmt::format("ldi {}, 0x{:08x}\n", target, static_cast<uint32_t>(rng()));
      ++emitted;
    } else if (roll < 30) {
      text += fmt::format("{}{} {}, {}, {}\n", pick(rng, kImmediateOps),
                          rng() % 5 == 0 ? ".setf" : "", either(accumulator(), written('a')),
                          either(accumulator(), read('a')), static_cast<int>(rng() % 32) - 16);
      ++emitted;
    } else {
      std::string ra = read('a'), rb = read('b');
      std::string a = either(accumulator(), ra), b = either(accumulator(), rb);
      while (a == b) b = either(accumulator(), rb);
      std::string add = either(accumulator(), written('a'));
      text += fmt::format("{}{} {}, {}, {}", pick(rng, kAddOps), pick(rng, kConditions), add, a, b);
      if (rng() % 5 < 3) {
        std::string mul = either(accumulator(), written('b'));
        while (mul == add) mul = either(accumulator(), written('b'));
        text += fmt::format("; {}{} {}, {}, {}", pick(rng, kMulOps), pick(rng, kConditions), mul,
                            either(accumulator(), ra), either(accumulator(), rb));
      }
      text += '\n';
      ++emitted;
    }
  }
  return text;
}

void BM_Vc4AssembleLargeProgram(benchmark::State& state) {
  const gpuasm::Target& target = *gpuasm::findTarget("vc4");
  const auto instructions = static_cast<size_t>(state.range(0));
  const std::string text = program(instructions);
  for (auto _ : state) {
    gpuasm::AssembleOutcome outcome = gpuasm::assembleText(target, "mix.qasm", text, {});
    if (!outcome.image || outcome.image->sections.at(0).bytes.size() != instructions * 8) {
      state.SkipWithError(outcome.diagnosticsText.substr(0, 300).c_str());
      return;
    }
    benchmark::DoNotOptimize(outcome);
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * instructions));
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * text.size()));
}
BENCHMARK(BM_Vc4AssembleLargeProgram)->Arg(100'000)->Arg(1'000'000)->Unit(benchmark::kMillisecond);

void BM_Vc4DisassembleLargeProgram(benchmark::State& state) {
  const gpuasm::Target& target = *gpuasm::findTarget("vc4");
  const auto instructions = static_cast<size_t>(state.range(0));
  gpuasm::AssembleOutcome assembled =
      gpuasm::assembleText(target, "mix.qasm", program(instructions), {});
  if (!assembled.image) {
    state.SkipWithError(assembled.diagnosticsText.substr(0, 300).c_str());
    return;
  }
  const std::vector<uint8_t>& bytes = assembled.image->sections.at(0).bytes;
  gpuasm::DisassemblyOptions options;
  options.labels = true;
  std::string text;
  for (auto _ : state) {
    std::string error;
    text = target.disassemble(bytes, options, error);
    benchmark::DoNotOptimize(text);
  }
  // The text must give the words back, or the speed means nothing.
  gpuasm::AssembleOutcome again = gpuasm::assembleText(target, "dis.qasm", text, {});
  if (!again.image || again.image->sections.at(0).bytes != bytes) {
    state.SkipWithError("the disassembly did not reassemble to the same words");
    return;
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * instructions));
}
BENCHMARK(BM_Vc4DisassembleLargeProgram)
    ->Arg(100'000)
    ->Arg(1'000'000)
    ->Unit(benchmark::kMillisecond);

}  // namespace
