// The PTX reader's throughput: source lines per second over one generated
// kernel of 200,000 instructions (carry chains, loads, stores, compares,
// guarded branches to labels), read by `gpuasm asm -t ptx` (issue 27's goal:
// 2 million lines a second, docs/PERFORMANCE.md).
#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>

#include "gpuasm/target.hpp"

namespace {

struct GeneratedPtx {
  std::string text;
  size_t lines = 0;
};

GeneratedPtx generatedKernel(size_t instructions) {
  GeneratedPtx source;
  source.text =
      ".version 8.0\n.target sm_90\n.address_size 64\n\n.visible .entry k(.param .u64 out)\n{\n"
      " .reg .pred %p<8>;\n .reg .b32 %r<64>;\n .reg .b64 %rd<16>;\n ld.param.u64 %rd1, [out];\n";
  source.lines = 10;
  uint32_t state = 1;
  auto pick = [&](uint32_t n) {
    state = state * 1664525u + 1013904223u;
    return (state >> 8) % n;
  };
  size_t label = 0;
  for (size_t i = 0; i < instructions; ++i) {
    const std::string a = std::to_string(pick(64)), b = std::to_string(pick(64)),
                      c = std::to_string(pick(64));
    const std::string offset = std::to_string(4 * (i % 256));
    switch (i % 8) {
      case 0:
        source.text += " mad.lo.cc.u32 %r" + a + ", %r" + b + ", %r" + c + ", %r" + a + ";\n";
        break;
      case 1:
        source.text += " madc.hi.cc.u32 %r" + a + ", %r" + b + ", %r" + c + ", %r" + a + ";\n";
        break;
      case 2:
        source.text += " addc.u32 %r" + a + ", %r" + b + ", 0;\n";
        break;
      case 3:
        source.text += " ld.global.u32 %r" + a + ", [%rd1+" + offset + "];\n";
        break;
      case 4:
        source.text +=
            " setp.lt.u32 %p" + std::to_string(pick(8)) + ", %r" + b + ", %r" + c + ";\n";
        break;
      case 5:
        source.text += " @%p" + std::to_string(pick(8)) + " bra $L" + std::to_string(label) + ";\n";
        break;
      case 6:
        source.text += " st.global.u32 [%rd1+" + offset + "], %r" + b + ";\n";
        break;
      default:
        source.text +=
            "$L" + std::to_string(label++) + ":\n xor.b32 %r" + a + ", %r" + b + ", %r" + c + ";\n";
        ++source.lines;
        break;
    }
    ++source.lines;
  }
  source.text += " ret;\n}\n";
  source.lines += 2;
  return source;
}

void BM_PtxReadGeneratedKernel(benchmark::State& state) {
  const gpuasm::Target& target = *gpuasm::findTarget("ptx");
  const GeneratedPtx source = generatedKernel(static_cast<size_t>(state.range(0)));
  for (auto _ : state) {
    gpuasm::AssembleOutcome outcome =
        gpuasm::assembleText(target, "generated.ptx", source.text, {});
    if (!outcome.image || outcome.errors) {
      state.SkipWithError("the generated kernel did not assemble");
      return;
    }
    benchmark::DoNotOptimize(outcome);
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * source.lines));
  state.counters["lines"] = static_cast<double>(source.lines);
}
BENCHMARK(BM_PtxReadGeneratedKernel)->Arg(200'000)->Unit(benchmark::kMillisecond);

}  // namespace
