// clang-14's GFX9-only kernels (tests/data/gcn/code_objects/gfx9_kernels.cl
// for gfx900, gfx906_dot.cl for gfx906; scripts/oracle/gcn_gfx9_code_objects.sh)
// launched through the HIP-shaped API (gpuasm/gcn/hip.h) and `gpuasm run`,
// each result compared with the host's: packed f16 fma and add (rounded to
// half by half.hpp's conversion of the exact float), packed 16-bit integer
// arithmetic, a mixed-precision multiply-add, and the dot products.
#include <gtest/gtest.h>

#include <bit>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <vector>

#include "gpuasm/gcn/hip.h"
#include "support/build_paths.hpp"
#include "targets/gcn/machine/half.hpp"
#include "tools/cli_support.hpp"

namespace gpuasm::gcn {
namespace {

namespace fs = std::filesystem;
const fs::path kData = fs::path(gpuasm::testing::sourceDirectory()) / "tests/data/gcn/code_objects";

std::vector<uint8_t> fileBytes(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  const std::string text = s.str();
  return {text.begin(), text.end()};
}

// A module and its device buffers through the HIP-shaped API.
struct HipRun {
  hipModule_t module = nullptr;
  std::vector<void*> allocations;
  explicit HipRun(const std::string& file) {
    const std::vector<uint8_t> image = fileBytes(kData / file);
    EXPECT_EQ(hipModuleLoadData(&module, image.data()), hipSuccess);
  }
  ~HipRun() {
    for (void* p : allocations) hipFree(p);
    if (module) hipModuleUnload(module);
  }
  template <class T>
  void* upload(const std::vector<T>& host) {
    void* device = nullptr;
    EXPECT_EQ(hipMalloc(&device, host.size() * sizeof(T)), hipSuccess);
    EXPECT_EQ(hipMemcpy(device, host.data(), host.size() * sizeof(T), hipMemcpyHostToDevice),
              hipSuccess);
    allocations.push_back(device);
    return device;
  }
  void* zeroed(size_t bytes) { return upload(std::vector<uint8_t>(bytes, 0)); }
  template <class T>
  std::vector<T> download(void* device, size_t count) {
    std::vector<T> host(count);
    EXPECT_EQ(hipMemcpy(host.data(), device, count * sizeof(T), hipMemcpyDeviceToHost), hipSuccess);
    return host;
  }
  // Launches `name` over `items` work-items in groups of 64; the arguments
  // are the device pointers, packed as the kernarg segment lays them out.
  void launch(const char* name, std::vector<void*> pointers, uint32_t items) {
    hipFunction_t function = nullptr;
    ASSERT_EQ(hipModuleGetFunction(&function, module, name), hipSuccess);
    std::vector<uint8_t> arguments(pointers.size() * 8);
    std::memcpy(arguments.data(), pointers.data(), arguments.size());
    size_t size = arguments.size();
    void* config[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, arguments.data(),
                      HIP_LAUNCH_PARAM_BUFFER_SIZE, &size, HIP_LAUNCH_PARAM_END};
    const hipError_t error =
        hipModuleLaunchKernel(function, items / 64, 1, 1, 64, 1, 1, 0, nullptr, nullptr, config);
    ASSERT_EQ(error, hipSuccess) << hipGetErrorString(error);
  }
};

// Halves in [1, 2): products and sums of them are exact in a float, so
// half.hpp's rounding of the float is the correctly rounded half.
std::vector<uint16_t> randomHalves(size_t n, uint32_t seed) {
  std::mt19937 random(seed);
  std::vector<uint16_t> v(n);
  for (uint16_t& h : v) h = static_cast<uint16_t>(0x3c00 | (random() & 0x3ff));
  return v;
}
float halfFloat(uint16_t h) {
  return machine::fromHalf(h);
}
uint16_t nearestHalf(float value) {
  return static_cast<uint16_t>(
      machine::toHalf(std::bit_cast<uint32_t>(value), machine::kRoundNearestEven));
}

TEST(Gfx9CodeObjectRun, PackedHalfFmaAndAddMatchTheHost) {
  constexpr uint32_t n = 128;  // half2 elements
  const std::vector<uint16_t> a = randomHalves(2 * n, 1), b = randomHalves(2 * n, 2),
                              c = randomHalves(2 * n, 3);
  HipRun run("gfx9-kernels-gfx900.co");
  void* fmaOut = run.zeroed(4 * n);
  void* sumOut = run.zeroed(4 * n);
  run.launch("half2_fma", {run.upload(a), run.upload(b), run.upload(c), fmaOut, sumOut}, n);
  if (HasFatalFailure()) return;
  const std::vector<uint16_t> fma = run.download<uint16_t>(fmaOut, 2 * n);
  const std::vector<uint16_t> sum = run.download<uint16_t>(sumOut, 2 * n);
  for (uint32_t i = 0; i < 2 * n; ++i) {
    EXPECT_EQ(fma[i], nearestHalf(halfFloat(a[i]) * halfFloat(b[i]) + halfFloat(c[i]))) << i;
    EXPECT_EQ(sum[i], nearestHalf(halfFloat(a[i]) + halfFloat(b[i]))) << i;
  }
}

TEST(Gfx9CodeObjectRun, PackedShortArithmeticMatchesTheHost) {
  constexpr uint32_t n = 256;
  std::mt19937 random(5);
  std::vector<uint16_t> a(2 * n), b(2 * n);
  for (uint32_t i = 0; i < 2 * n; ++i) {
    a[i] = static_cast<uint16_t>(random());
    b[i] = static_cast<uint16_t>(random());
  }
  HipRun run("gfx9-kernels-gfx900.co");
  void* out = run.zeroed(4 * n);
  run.launch("short2_math", {run.upload(a), run.upload(b), out}, n);
  if (HasFatalFailure()) return;
  const std::vector<uint16_t> got = run.download<uint16_t>(out, 2 * n);
  for (uint32_t i = 0; i < 2 * n; ++i) {
    const uint32_t shift = i % 2 ? 5 : 3;
    EXPECT_EQ(got[i], static_cast<uint16_t>((uint32_t{a[i]} * b[i] + b[i]) << shift)) << i;
  }
}

TEST(Gfx9CodeObjectRun, MixedPrecisionMultiplyAddMatchesTheHost) {
  constexpr uint32_t n = 128;
  const std::vector<uint16_t> a = randomHalves(n, 7), b = randomHalves(n, 8);
  std::mt19937 random(9);
  std::vector<float> c(n);
  for (float& x : c) x = static_cast<float>(random() % 100000) / 977.0f - 50.0f;
  HipRun run("gfx9-kernels-gfx900.co");
  void* out = run.zeroed(4 * n);
  run.launch("mix", {run.upload(a), run.upload(b), run.upload(c), out}, n);
  if (HasFatalFailure()) return;
  const std::vector<float> got = run.download<float>(out, n);
  for (uint32_t i = 0; i < n; ++i)
    EXPECT_EQ(std::bit_cast<uint32_t>(got[i]),
              std::bit_cast<uint32_t>(halfFloat(a[i]) * halfFloat(b[i]) + c[i]))
        << i;
}

TEST(Gfx9CodeObjectRun, Gfx906DotProductsMatchTheHost) {
  constexpr uint32_t n = 128;
  std::mt19937 random(13);
  std::vector<uint32_t> a(n), b(n);
  std::vector<int32_t> c(n);
  for (uint32_t i = 0; i < n; ++i) {
    a[i] = random();
    b[i] = random();
    c[i] = static_cast<int32_t>(random());
  }
  HipRun run("gfx906-dot.co");
  void* out = run.zeroed(12 * n);
  run.launch("dots", {run.upload(a), run.upload(b), run.upload(c), out}, n);
  if (HasFatalFailure()) return;
  const std::vector<int32_t> got = run.download<int32_t>(out, 3 * n);
  for (uint32_t i = 0; i < n; ++i) {
    int64_t dot2 = c[i], dot8 = c[i];
    uint64_t dot4 = static_cast<uint32_t>(c[i]);
    for (uint32_t e = 0; e < 2; ++e)
      dot2 +=
          int64_t{static_cast<int16_t>(a[i] >> (16 * e))} * static_cast<int16_t>(b[i] >> (16 * e));
    for (uint32_t e = 0; e < 4; ++e)
      dot4 += uint64_t{(a[i] >> (8 * e)) & 0xff} * ((b[i] >> (8 * e)) & 0xff);
    for (uint32_t e = 0; e < 8; ++e) {
      const auto nibble = [&](uint32_t v) {
        return static_cast<int64_t>(static_cast<int32_t>(v << (28 - 4 * e)) >> 28);
      };
      dot8 += nibble(a[i]) * nibble(b[i]);
    }
    EXPECT_EQ(got[3 * i], static_cast<int32_t>(dot2)) << i;
    EXPECT_EQ(static_cast<uint32_t>(got[3 * i + 1]), static_cast<uint32_t>(dot4)) << i;
    EXPECT_EQ(got[3 * i + 2], static_cast<int32_t>(dot8)) << i;
  }
}

// `gpuasm run` on gfx906 code: the dot kernel's arguments by name, its
// output dumped and compared with the host's v_dot4_u32_u8 (element sums).
TEST(Gfx9CodeObjectRunCli, RunsTheGfx906DotKernelByArgumentNames) {
  const fs::path dir = cli_test::scratch();
  std::vector<uint32_t> a(64), b(64), c(64);
  for (uint32_t i = 0; i < 64; ++i) {
    a[i] = 0x01020304u * (i + 1);
    b[i] = 0x05060708u + i;
    c[i] = 1000 * i;
  }
  auto put = [&](const char* name, const std::vector<uint32_t>& v) {
    cli_test::write(dir / name, std::string(reinterpret_cast<const char*>(v.data()), v.size() * 4));
  };
  put("a.bin", a);
  put("b.bin", b);
  put("c.bin", c);
  const cli_test::Result r = cli_test::gpuasm(
      "run -t gcn " + (kData / "gfx906-dot.co").string() + " --kernel dots --global 64" +
      " --buffer a=@" + (dir / "a.bin").string() + " --buffer b=@" + (dir / "b.bin").string() +
      " --buffer c=@" + (dir / "c.bin").string() +
      " --buffer out=768 --arg a=a --arg b=b --arg c=c --arg out=out --dump out=" +
      (dir / "out.bin").string());
  ASSERT_EQ(r.exitCode, 0) << r.err << r.out;
  const std::string out = cli_test::slurp(dir / "out.bin");
  ASSERT_EQ(out.size(), 768u);
  for (uint32_t i = 0; i < 64; ++i) {
    uint32_t dot4 = c[i];
    for (uint32_t e = 0; e < 4; ++e)
      dot4 += ((a[i] >> (8 * e)) & 0xff) * ((b[i] >> (8 * e)) & 0xff);
    uint32_t got = 0;
    std::memcpy(&got, out.data() + (3 * i + 1) * 4, 4);
    EXPECT_EQ(got, dot4) << i;
  }
}

}  // namespace
}  // namespace gpuasm::gcn
