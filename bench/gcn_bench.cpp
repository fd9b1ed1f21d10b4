// gcn assembly and disassembly in process, without reading or writing files:
// the same program as scripts/bench/gcn_mix.py writes for the whole-process
// runs beside llvm-mc-14 (docs/PERFORMANCE.md): the llvm-mc corpus's
// instructions in a shuffled order, a label every 64 and a branch back in
// each block. Items are instructions.
#include <benchmark/benchmark.h>
#include <fmt/format.h>

#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "gpuasm/image.hpp"
#include "gpuasm/target.hpp"

namespace {

constexpr size_t kInstructions = 200'000;
constexpr size_t kBlock = 64;

// The corpus lines llvm-mc-14 encodes, without the corpus's known
// differences (llvm-mc drops a field SI cannot encode) and its branches.
std::vector<std::string> corpusInstructions() {
  std::ifstream in(std::string(GPUASM_SOURCE_DIR) + "/tests/data/gcn/llvm_corpus.txt");
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#' || line.find("; encoding:") == std::string::npos) continue;
    std::string text = line.substr(0, line.find(" ;"));
    const bool divScale = text.starts_with("v_div_scale_") &&
                          (text.find('|') != std::string::npos ||
                           text.find("abs(") != std::string::npos ||
                           text.find("clamp") != std::string::npos);
    if (text.find("offset:4096") != std::string::npos || divScale ||
        text.starts_with("s_branch") || text.starts_with("s_cbranch"))
      continue;
    lines.push_back(std::move(text));
  }
  return lines;
}

std::string program(size_t instructions) {
  static const std::vector<std::string> pool = corpusInstructions();
  if (pool.empty()) return {};
  std::mt19937 rng(14);
  std::string text;
  for (size_t written = 0, block = 0; written < instructions; ++block) {
    text += fmt::format("L{}:\n", block);
    for (size_t position = 0; position < kBlock && written < instructions; ++position, ++written) {
      text += position == kBlock / 2 && block > 0
                  ? fmt::format("  s_cbranch_scc0 L{}\n", block - 1)
                  : "  " + pool[rng() % pool.size()] + "\n";
    }
  }
  return text;
}

void BM_GcnAssemble(benchmark::State& state) {
  const gpuasm::Target& gcn = *gpuasm::findTarget("gcn");
  const std::string text = program(kInstructions);
  if (text.empty()) {
    state.SkipWithError("tests/data/gcn/llvm_corpus.txt not found");
    return;
  }
  for (auto _ : state) {
    auto outcome = gpuasm::assembleText(gcn, "mix.s", text, {});
    if (!outcome.image) state.SkipWithError("the program does not assemble");
    benchmark::DoNotOptimize(outcome);
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * kInstructions));
}
BENCHMARK(BM_GcnAssemble)->Unit(benchmark::kMillisecond);

void BM_GcnDisassemble(benchmark::State& state, const char* dialect) {
  const gpuasm::Target& gcn = *gpuasm::findTarget("gcn");
  const std::string text = program(kInstructions);
  auto outcome = gpuasm::assembleText(gcn, "mix.s", text, {});
  if (!outcome.image) {
    state.SkipWithError("the program does not assemble");
    return;
  }
  const std::vector<uint8_t>& bytes = outcome.image->sections.front().bytes;
  gpuasm::DisassemblyOptions options;
  options.targetOptions["dialect"] = dialect;
  for (auto _ : state) {
    std::string error;
    std::string listing = gcn.disassemble(bytes, options, error);
    benchmark::DoNotOptimize(listing);
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * kInstructions));
}
BENCHMARK_CAPTURE(BM_GcnDisassemble, llvm, "llvm")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_GcnDisassemble, amd, "amd")->Unit(benchmark::kMillisecond);

}  // namespace
