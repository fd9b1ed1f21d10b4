// clang-14's kernels that read program-scope variables (tests/data/gcn/code_objects/globals.cl:
// .data, .bss, a __constant table in .rodata, a pointer table ld.lld leaves as
// R_AMDGPU_RELATIVE64, a callee; code object v3 and v4, -fPIC; scripts/oracle/
// gcn_globals_code_objects.sh) launched through the HIP-shaped API and `gpuasm run`, each
// result against the host's computation of globals.cl. Before the code object was loaded
// whole, s_getpc_b64 gave the code's offset in its section and the first load of a variable
// faulted outside the memory.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

#include "gpuasm/gcn/hip.h"
#include "tools/cli_support.hpp"

namespace gpuasm::gcn {
namespace {

namespace fs = std::filesystem;
const fs::path kData = fs::path(GPUASM_SOURCE_DIR) / "tests/data/gcn/code_objects";
const char* const kObjects[] = {"globals-gfx900-v4.co", "globals-gfx803-v3-pic.co",
                                "globals-gfx900-v3-pic.co"};

std::vector<uint8_t> fileBytes(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  const std::string text = s.str();
  return {text.begin(), text.end()};
}

// globals.cl on the host: the initial table, weights and pointers.
constexpr int32_t kTable[4] = {3, 5, 7, 11}, kWeights[4] = {1, 2, 4, 8};
int32_t mix(int32_t a, int32_t b) {
  return static_cast<int32_t>((static_cast<uint32_t>(a) ^ (static_cast<uint32_t>(b) << 7)) *
                              0x01000193u);
}
int32_t bump(int i) {
  return mix(kTable[i & 3], kWeights[i & 3]) + (i & 1 ? 0 : kTable[1]);
}
int32_t fill(int i, int32_t v) {
  return v + kWeights[(i + 1) & 3];
}

std::vector<int32_t> launch(const std::vector<uint8_t>& image, const char* kernel, bool withValue,
                            int32_t value) {
  hipModule_t module = nullptr;
  EXPECT_EQ(hipModuleLoadData(&module, image.data()), hipSuccess);
  hipFunction_t function = nullptr;
  EXPECT_EQ(hipModuleGetFunction(&function, module, kernel), hipSuccess);
  void* out = nullptr;
  EXPECT_EQ(hipMalloc(&out, 64 * sizeof(int32_t)), hipSuccess);
  std::vector<uint8_t> arguments(withValue ? 12 : 8);
  std::memcpy(arguments.data(), &out, 8);
  if (withValue) std::memcpy(arguments.data() + 8, &value, 4);
  size_t size = arguments.size();
  void* config[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, arguments.data(), HIP_LAUNCH_PARAM_BUFFER_SIZE,
                    &size, HIP_LAUNCH_PARAM_END};
  const hipError_t error =
      hipModuleLaunchKernel(function, 1, 1, 1, 64, 1, 1, 0, nullptr, nullptr, config);
  EXPECT_EQ(error, hipSuccess) << hipGetErrorString(error);
  std::vector<int32_t> host(64);
  EXPECT_EQ(hipMemcpy(host.data(), out, host.size() * 4, hipMemcpyDeviceToHost), hipSuccess);
  hipFree(out);
  hipModuleUnload(module);
  return host;
}

TEST(GcnCodeObjectGlobals, KernelsReadDataBssRodataAndRelocatedPointers) {
  for (const char* name : kObjects) {
    SCOPED_TRACE(name);
    const std::vector<uint8_t> image = fileBytes(kData / name);
    ASSERT_FALSE(image.empty());
    const std::vector<int32_t> filled = launch(image, "fill", true, 100);
    const std::vector<int32_t> bumped = launch(image, "bump", false, 0);
    for (int i = 0; i < 64; ++i) {
      EXPECT_EQ(filled[i], fill(i, 100)) << "fill, work-item " << i;
      EXPECT_EQ(bumped[i], bump(i)) << "bump, work-item " << i;
    }
  }
}

TEST(GcnCodeObjectGlobals, GpuasmRunPrintsTheHostsValues) {
  const cli_test::Result r =
      cli_test::gpuasm("run -t gcn " + (kData / "globals-gfx900-v4.co").string() +
                       " --kernel bump --global 4 --buffer out=16 "
                       "--arg 0=out --dump out");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  const std::string words =
      fmt::format("  000000: {:08x} {:08x} {:08x} {:08x}\n", static_cast<uint32_t>(bump(0)),
                  static_cast<uint32_t>(bump(1)), static_cast<uint32_t>(bump(2)),
                  static_cast<uint32_t>(bump(3)));
  EXPECT_NE(r.out.find(words), std::string::npos) << r.out;
}

// printf without the device libraries: the code object asks the loader for __printf_alloc
// (an R_AMDGPU_ABS64 dynamic relocation against it, llvm-readelf-14 -r in
// printf-gfx900.notes.txt), which no loaded code object defines. Refused, naming it; it used
// to run a million and a half instructions through a null function pointer and exit 0.
TEST(GcnCodeObjectGlobals, ASymbolNoLoadedObjectDefinesIsRefusedNamingIt) {
  const cli_test::Result r = cli_test::gpuasm(
      "run -t gcn " + (kData / "printf-gfx900.co").string() +
      " --global 4 --buffer out=16 --arg 0=out --arg 1=7 --max-instructions 100000");
  EXPECT_EQ(r.exitCode, 1) << r.out;
  EXPECT_NE(r.err.find("the dynamic relocation at file offset 0x6a0 (type 3, against "
                       "'__printf_alloc') asks for a symbol that another code object defines"),
            std::string::npos)
      << r.err;
}

}  // namespace
}  // namespace gpuasm::gcn
