// Reading an AMD OpenCL binary of many kernels (issue 28: 40,000 kernels took
// 40 s and 1.7 GB): one assembled kernel copied N times under new names and
// laid out afresh, then read (readAmdBinary) and loaded as a Program (the
// route of `run -t gcn`). Items are kernels; Complexity fits the time to N.
#include <benchmark/benchmark.h>
#include <fmt/format.h>

#include <string>
#include <vector>

#include "gpuasm/gcn/host.hpp"
#include "gpuasm/target.hpp"
#include "targets/gcn/binary/amdcl_layout.hpp"
#include "targets/gcn/binary/image_binary.hpp"

namespace {

using namespace gpuasm;
using namespace gpuasm::gcn;

std::vector<uint8_t> binaryOfKernels(size_t count) {
  AssembleOutcome o =
      assembleText(*findTarget("gcn"), "one.s", ".kernel k\n  .arg n, uint\n  s_endpgm\n", {});
  const binary::AmdBinary* one = o.image ? binary::amdBinaryOf(*o.image) : nullptr;
  if (!one || one->kernels.size() != 1) return {};
  binary::AmdBinary many = *one;
  many.kernels.clear();
  for (size_t i = 0; i < count; ++i) {
    many.kernels.push_back(one->kernels.front());
    many.kernels.back().name = fmt::format("k{}", i);
  }
  std::string error;
  return binary::layoutAmdBinary(many, error).value_or(std::vector<uint8_t>{});
}

void BM_GcnReadManyKernels(benchmark::State& state) {
  const size_t kernels = static_cast<size_t>(state.range(0));
  const std::vector<uint8_t> bytes = binaryOfKernels(kernels);
  if (bytes.empty()) return state.SkipWithError("could not generate the binary");
  for (auto _ : state) {
    std::string error;
    std::optional<binary::AmdBinary> read = binary::readAmdBinary(bytes, error);
    if (!read) return state.SkipWithError(error.c_str());
    benchmark::DoNotOptimize(read->kernels.data());
  }
  state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(kernels));
  state.SetBytesProcessed(state.iterations() * static_cast<int64_t>(bytes.size()));
  state.SetComplexityN(static_cast<int64_t>(kernels));
}
BENCHMARK(BM_GcnReadManyKernels)
    ->RangeMultiplier(4)
    ->Range(1000, 16000)
    ->Unit(benchmark::kMillisecond)
    ->Complexity(benchmark::oN);

void BM_GcnLoadManyKernels(benchmark::State& state) {
  const size_t kernels = static_cast<size_t>(state.range(0));
  const std::vector<uint8_t> bytes = binaryOfKernels(kernels);
  if (bytes.empty()) return state.SkipWithError("could not generate the binary");
  for (auto _ : state) {
    std::string error;
    std::optional<Image> image = binary::loadAmdBinaryImage(bytes, error);
    std::optional<Program> program = image ? Program::fromImage(*image, error) : std::nullopt;
    if (!program) return state.SkipWithError(error.c_str());
    std::optional<Kernel> last = Kernel::create(*program, fmt::format("k{}", kernels - 1), error);
    benchmark::DoNotOptimize(last);
  }
  state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(kernels));
  state.SetComplexityN(static_cast<int64_t>(kernels));
}
BENCHMARK(BM_GcnLoadManyKernels)
    ->RangeMultiplier(4)
    ->Range(1000, 16000)
    ->Unit(benchmark::kMillisecond)
    ->Complexity(benchmark::oN);

}  // namespace
