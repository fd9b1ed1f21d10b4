// vc4 throughput on Broadcom's GPU_FFT shaders (../shared/corpora/hello_fft/hex:
// 16 shaders, 12,112 instructions): disassembly of the words, and assembly of
// that disassembly (the corpus's own qasm comments use hello_fft's macros and
// aliases, so they are not assemblable on their own). Items are instructions.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "gpuasm/image.hpp"
#include "gpuasm/target.hpp"

namespace {

struct Shader {
  std::string name;
  std::vector<uint8_t> bytes;
  std::string text;  // the disassembly, branch targets as labels
};

// The corpus, read once; empty when it is not there.
const std::vector<Shader>& corpus() {
  static const std::vector<Shader> shaders = [] {
    std::vector<Shader> out;
    const gpuasm::Target& target = *gpuasm::findTarget("vc4");
    std::vector<std::filesystem::path> files;
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(
             GPUASM_SOURCE_DIR "/../shared/corpora/hello_fft/hex", ec)) {
      if (entry.path().extension() == ".hex") files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    for (const auto& path : files) {
      std::ifstream in(path);
      std::ostringstream text;
      text << in.rdbuf();
      std::string error;
      auto bytes = gpuasm::readHexWords(text.str(), target.wordBytes, error, target.textWordBytes);
      if (!bytes) continue;
      gpuasm::DisassemblyOptions options;
      options.labels = true;
      std::string disassembly = target.disassemble(*bytes, options, error);
      out.push_back({path.filename().string(), std::move(*bytes), std::move(disassembly)});
    }
    return out;
  }();
  return shaders;
}

size_t corpusInstructions() {
  size_t n = 0;
  for (const Shader& s : corpus()) n += s.bytes.size() / 8;
  return n;
}

void disassembleCorpus(benchmark::State& state, bool labels) {
  const gpuasm::Target& target = *gpuasm::findTarget("vc4");
  if (corpus().empty()) {
    state.SkipWithError("no GPU_FFT corpus in ../shared/corpora/hello_fft/hex");
    return;
  }
  gpuasm::DisassemblyOptions options;
  options.labels = labels;
  size_t characters = 0;
  for (auto _ : state) {
    characters = 0;
    for (const Shader& shader : corpus()) {
      std::string error;
      std::string text = target.disassemble(shader.bytes, options, error);
      characters += text.size();
      benchmark::DoNotOptimize(text);
    }
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * corpusInstructions()));
  state.counters["instructions"] = static_cast<double>(corpusInstructions());
  state.counters["text_bytes"] = static_cast<double>(characters);
}

void BM_Vc4DisassembleGpuFft(benchmark::State& state) {
  disassembleCorpus(state, false);
}
BENCHMARK(BM_Vc4DisassembleGpuFft)->Unit(benchmark::kMillisecond);

void BM_Vc4DisassembleGpuFftLabels(benchmark::State& state) {
  disassembleCorpus(state, true);
}
BENCHMARK(BM_Vc4DisassembleGpuFftLabels)->Unit(benchmark::kMillisecond);

void BM_Vc4AssembleGpuFft(benchmark::State& state) {
  const gpuasm::Target& target = *gpuasm::findTarget("vc4");
  if (corpus().empty()) {
    state.SkipWithError("no GPU_FFT corpus in ../shared/corpora/hello_fft/hex");
    return;
  }
  for (auto _ : state) {
    for (const Shader& shader : corpus()) {
      gpuasm::AssembleOutcome outcome = gpuasm::assembleText(target, shader.name, shader.text, {});
      if (!outcome.image || outcome.errors || outcome.image->sections.at(0).bytes != shader.bytes) {
        state.SkipWithError("a shader's disassembly did not reassemble to its words");
        return;
      }
      benchmark::DoNotOptimize(outcome);
    }
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * corpusInstructions()));
  state.counters["instructions"] = static_cast<double>(corpusInstructions());
}
BENCHMARK(BM_Vc4AssembleGpuFft)->Unit(benchmark::kMillisecond);

}  // namespace
