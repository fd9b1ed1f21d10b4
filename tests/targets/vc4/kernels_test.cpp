// gpuasm's own vc4 kernels (kernels/vc4/), run on the simulator and checked
// against what they should compute, derived here in C++ independently of the
// simulator.
#include "gpuasm/kernels.hpp"

#include <gtest/gtest.h>

#include <cfenv>
#include <cstring>
#include <string>
#include <vector>

#include "gpuasm/image.hpp"
#include "gpuasm/target.hpp"
#include "gpuasm/vc4/device.hpp"
#include "gpuasm/vc4/memory.hpp"

namespace gpuasm::vc4 {
namespace {

constexpr uint32_t kWidth = 256, kHeight = 192, kIterations = 48;

// The escape count of pixel (x, y) with the QPU's arithmetic: every float
// operation rounds toward zero (docs/vc4.md, "What the machine does"), in the
// kernel's order of operations.
uint32_t escapeCount(uint32_t x, uint32_t y) {
  const float d = 3.0f / 256, cx = float(x) * d + -2.25f, cy = float(y) * d + -1.125f;
  float zr = 0, zi = 0;
  uint32_t n = 0;
  for (uint32_t i = 0; i < kIterations; ++i) {
    volatile float zr2 = zr * zr, zi2 = zi * zi;
    if (!(zr2 + zi2 - 4.0f < 0)) break;
    volatile float twice = zr * zi;
    zi = (twice + twice) + cy;
    zr = (zr2 - zi2) + cx;
    ++n;
  }
  return n;
}

// The kernel's palette: black inside, else R = min(16 n, 255), G = 5 n, B = 96 + 3 n.
uint32_t colour(uint32_t n) {
  if (n == kIterations) return 0xff000000u;
  return 0xff000000u | (96 + 3 * n) << 16 | (5 * n) << 8 | std::min(16 * n, 255u);
}

std::vector<uint32_t> expectedImage() {
  const int rounding = std::fegetround();
  std::fesetround(FE_TOWARDZERO);
  std::vector<uint32_t> pixels(kWidth * kHeight);
  for (uint32_t y = 0; y < kHeight; ++y)
    for (uint32_t x = 0; x < kWidth; ++x) pixels[y * kWidth + x] = colour(escapeCount(x, y));
  std::fesetround(rounding);
  return pixels;
}

struct Rendered {
  std::vector<uint32_t> pixels;
  RunReport report;
};

// As `gpuasm run -t vc4 builtin:vc4/mandelbrot.qasm --qpus N --buffer image=...
// --uniform image --uniform qpu --uniform qpus` does it.
Rendered render(Mode mode, uint32_t qpus) {
  std::optional<std::string_view> text = findEmbeddedKernel("vc4/mandelbrot.qasm");
  EXPECT_TRUE(text);
  AssembleOutcome assembled =
      assembleText(*findTarget("vc4"), "mandelbrot.qasm", std::string(text.value_or("")), {});
  EXPECT_EQ(assembled.errors + assembled.warnings, 0u) << assembled.diagnosticsText;
  if (!assembled.image) return {};
  const std::string code = writeImage(*assembled.image, OutputFormat::Binary);

  MachineConfig config;
  config.mode = mode;
  Device device(config);
  Memory& memory = device.memory();
  auto allocate = [&](uint32_t bytes) { return *memory.lock(memory.allocate(bytes, 4096, 4)); };
  const uint32_t image = allocate(kWidth * kHeight * 4), program = allocate(code.size());
  const uint32_t uniforms = allocate(qpus * 12);
  std::memcpy(memory.map(program, code.size()), code.data(), code.size());
  std::vector<QpuStart> starts;
  for (uint32_t q = 0; q < qpus; ++q) {
    const uint32_t values[3] = {image, q, qpus};
    std::memcpy(memory.map(uniforms + q * 12, 12), values, 12);
    starts.push_back({uniforms + q * 12, program, std::nullopt});
  }
  Rendered rendered;
  rendered.report = device.execute(starts);
  rendered.pixels.resize(kWidth * kHeight);
  std::memcpy(rendered.pixels.data(), memory.map(image, kWidth * kHeight * 4),
              kWidth * kHeight * 4);
  return rendered;
}

TEST(Vc4Kernels, MandelbrotPaletteAndEscapeCountsByHand) {
  // x = 0: c = -2.25; |z|^2 = 0 < 4, z = c; 5.06 >= 4: one iteration.
  EXPECT_EQ(escapeCount(0, 96), 1u);
  EXPECT_EQ(colour(1), 0xff630510u);  // B 99, G 5, R 16
  // x = 149: c = 149 * 3/256 - 2.25 = -0.50390625, in the main cardioid: inside.
  EXPECT_EQ(escapeCount(149, 96), kIterations);
  EXPECT_EQ(colour(kIterations), 0xff000000u);
  // x = 255: c = 0.73828125; z = 0.738, 1.283, 2.385 (|z|^2 5.69): three iterations.
  EXPECT_EQ(escapeCount(255, 96), 3u);
  EXPECT_EQ(colour(20), 0xff9c64ffu);  // R saturates at 255
}

TEST(Vc4Kernels, MandelbrotOnTwelveQpusDrawsTheSetPixelForPixel) {
  const std::vector<uint32_t> expected = expectedImage();
  for (Mode mode : {Mode::Functional, Mode::Cycle}) {
    SCOPED_TRACE(mode == Mode::Cycle ? "cycle" : "functional");
    Rendered rendered = render(mode, 12);
    ASSERT_TRUE(rendered.report.ok()) << rendered.report.table();
    size_t wrong = 0, inside = 0;
    for (size_t i = 0; i < expected.size(); ++i) {
      inside += expected[i] == 0xff000000u;
      if (rendered.pixels[i] != expected[i] && ++wrong <= 5) {
        ADD_FAILURE() << "pixel (" << i % kWidth << ", " << i / kWidth << "): 0x" << std::hex
                      << rendered.pixels[i] << ", expected 0x" << expected[i];
      }
    }
    EXPECT_EQ(wrong, 0u);
    EXPECT_GT(inside, expected.size() / 8);  // the set itself is in the picture
    EXPECT_LT(inside, expected.size() / 2);
    EXPECT_EQ(rendered.report.perQpu.size(), 12u);
    // Every QPU stored its 16 rows of 1 KiB through the VPM.
    for (const auto& qpu : rendered.report.perQpu) EXPECT_EQ(qpu.dmaStoreBytes, 16u * 1024);
  }
}

// The rows a QPU draws depend on the count, the picture does not.
TEST(Vc4Kernels, MandelbrotIsTheSameOnOneQpuAsOnTwelve) {
  Rendered one = render(Mode::Functional, 1);
  ASSERT_TRUE(one.report.ok()) << one.report.table();
  EXPECT_EQ(one.pixels, expectedImage());
}

}  // namespace
}  // namespace gpuasm::vc4
