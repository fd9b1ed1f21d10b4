// Assembler throughput: source lines per second over a large generated file,
// the tunnel kernel (report appendix C) repeated to about 100k lines.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <string>
#include <string_view>

#include "gpuasm/kernels.hpp"
#include "gpuasm/target.hpp"

namespace {

struct GeneratedSource {
  std::string text;
  size_t lines = 0;
};

// The tunnel kernel's `.macro square` definition once, then the rest of the
// file (comments, instructions, two macro calls, thread_finished) repeated:
// every copy is a complete kernel, so the hazard checks run on each.
GeneratedSource repeatedTunnel(size_t targetLines) {
  const std::string_view tunnel = *gpuasm::findEmbeddedKernel("demolicious/tunnel.s");
  const size_t macroBegin = tunnel.find(".macro");
  const size_t macroEnd = tunnel.find('\n', tunnel.find(".endm")) + 1;
  const std::string macro(tunnel.substr(macroBegin, macroEnd - macroBegin));
  const std::string body =
      std::string(tunnel.substr(0, macroBegin)) + std::string(tunnel.substr(macroEnd));
  const size_t bodyLines = static_cast<size_t>(std::count(body.begin(), body.end(), '\n'));

  GeneratedSource source;
  source.text = macro;
  source.lines = static_cast<size_t>(std::count(macro.begin(), macro.end(), '\n'));
  while (source.lines < targetLines) {
    source.text += body;
    source.lines += bodyLines;
  }
  return source;
}

void BM_AssembleTunnelRepeated(benchmark::State& state) {
  const gpuasm::Target& target = *gpuasm::findTarget("demolicious");
  const GeneratedSource source = repeatedTunnel(static_cast<size_t>(state.range(0)));
  size_t words = 0;
  for (auto _ : state) {
    gpuasm::AssembleOutcome outcome =
        gpuasm::assembleText(target, "tunnel_repeated.s", source.text, {});
    if (!outcome.image || outcome.errors) {
      state.SkipWithError("the generated source did not assemble");
      return;
    }
    words = outcome.image->sections.at(0).bytes.size() / 4;
    benchmark::DoNotOptimize(outcome);
  }
  // items = source lines (comments and blank lines included, as written).
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * source.lines));
  state.counters["lines"] = static_cast<double>(source.lines);
  state.counters["words_per_second"] = benchmark::Counter(
      static_cast<double>(state.iterations() * words), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_AssembleTunnelRepeated)->Arg(100'000)->Unit(benchmark::kMillisecond);

}  // namespace
