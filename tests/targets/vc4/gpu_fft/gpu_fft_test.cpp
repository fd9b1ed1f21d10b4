// GPU_FFT's host side: the facts it is built from (shader table, twiddles,
// layout, uniforms, control blocks, published figures) checked by hand
// without a machine, and real transforms on the simulator through the
// mailbox (suite Vc4GpuFftRun) checked against FFTW. The shaders are
// Broadcom's, read from ../shared/corpora/hello_fft; tests that need them skip
// when it is absent.
#include "gpuasm/vc4/gpu_fft.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <numbers>
#include <string>
#include <vector>

#include "gpuasm/image.hpp"
#include "gpuasm/target.hpp"
#include "gpuasm/vc4/device.hpp"
#include "gpuasm/vc4/mailbox.h"
#include "support/build_paths.hpp"
#include "targets/vc4/gpu_fft/layout.hpp"
#include "targets/vc4/gpu_fft/twiddles.hpp"

namespace gpuasm::vc4::gpu_fft {
namespace {

constexpr double kPi = std::numbers::pi;

const std::filesystem::path kHelloFft =
    gpuasm::testing::sourceDirectory() + "/../shared/corpora/hello_fft";

// hello_fft's hex/ shaders, read once; nullptr when the corpus is absent.
const ShaderSet* corpusShaders() {
  static const std::optional<ShaderSet> shaders = [] {
    std::string error;
    return ShaderSet::load(kHelloFft, ShaderOrigin::Hex, error);
  }();
  return shaders ? &*shaders : nullptr;
}

#define REQUIRE_HELLO_FFT()                                                                   \
  if (!corpusShaders())                                                                       \
    GTEST_SKIP() << "GPU_FFT's shaders are not part of gpuasm and no hello_fft corpus is at " \
                 << kHelloFft.string();                                                       \
  const ShaderSet& shaders = *corpusShaders()

std::vector<uint8_t> shaderBytes(const ShaderSet& shaders, std::string_view name) {
  std::span<const uint8_t> code = shaders.code(name);
  return {code.begin(), code.end()};
}

std::vector<uint32_t> wordsAt(std::span<const uint8_t> memory, uint32_t offset, size_t count) {
  std::vector<uint32_t> words(count);
  std::memcpy(words.data(), memory.data() + offset, count * 4);
  return words;
}

// Complex number i of a twiddle table.
std::complex<float> entry(const std::vector<float>& table, size_t i) {
  return {table.at(2 * i), table.at(2 * i + 1)};
}

// ---- The shader table ------------------------------------------------------

TEST(Vc4GpuFftShaders, TableHoldsGpuFftThreeZerosPassesAndTwiddleSizes) {
  struct Row {
    int passes, shared, unique;
    const char* file;
  };
  const Row expected[] = {
      {2, 2, 1, "shader_256"},   {2, 3, 1, "shader_512"},    {2, 4, 2, "shader_1k"},
      {2, 6, 2, "shader_2k"},    {3, 3, 1, "shader_4k"},     {3, 4, 1, "shader_8k"},
      {3, 5, 1, "shader_16k"},   {3, 6, 2, "shader_32k"},    {3, 8, 2, "shader_64k"},
      {4, 5, 1, "shader_128k"},  {4, 6, 2, "shader_256k"},   {4, 7, 2, "shader_512k"},
      {4, 8, 2, "shader_1024k"}, {4, 10, 2, "shader_2048k"}, {4, 12, 2, "shader_4096k"},
  };
  ASSERT_EQ(shaders().size(), std::size(expected));
  for (int log2N = 8; log2N <= 22; ++log2N) {
    SCOPED_TRACE(log2N);
    const Shader* shader = shaderFor(log2N);
    ASSERT_NE(shader, nullptr);
    const Row& row = expected[log2N - 8];
    EXPECT_EQ(shader->log2N, log2N);
    EXPECT_EQ(shader->passes, row.passes);
    EXPECT_EQ(shader->shared, row.shared);
    EXPECT_EQ(shader->unique, row.unique);
    EXPECT_EQ(std::string_view(row.file).substr(7), shader->name);  // after "shader_"
  }
}

TEST(Vc4GpuFftShaders, SizesOutsideEightToTwentyTwoHaveNoShader) {
  EXPECT_EQ(shaderFor(7), nullptr);
  EXPECT_EQ(shaderFor(23), nullptr);
  EXPECT_EQ(shaderFor(-1), nullptr);
}

TEST(Vc4GpuFftShaders, EveryHelloFftShaderIsReadAsWholeInstructions) {
  REQUIRE_HELLO_FFT();
  for (const Shader& shader : gpu_fft::shaders()) {
    SCOPED_TRACE(shader.name);
    std::vector<uint8_t> bytes = shaderBytes(shaders, shader.name);
    ASSERT_FALSE(bytes.empty());
    EXPECT_EQ(bytes.size() % 8, 0u);
  }
  std::vector<uint8_t> trans = shaderBytes(shaders, kTransName);
  ASSERT_FALSE(trans.empty());
  EXPECT_EQ(trans.size() % 8, 0u);
  EXPECT_LE(trans.size(), kPageBytes);  // gpu_fft_trans.c's shader_trans[1024]
  // shader_256.hex opens with "0x00000040, 0xe00217a7, // mov rb_0x40, 0x40":
  // the low word first, each little-endian in memory.
  std::vector<uint8_t> first = shaderBytes(shaders, "256");
  ASSERT_GE(first.size(), 8u);
  EXPECT_EQ(std::vector<uint8_t>(first.begin(), first.begin() + 8),
            (std::vector<uint8_t>{0x40, 0x00, 0x00, 0x00, 0xa7, 0x17, 0x02, 0xe0}));
}

TEST(Vc4GpuFftShaders, AFolderWithoutQasmOrHexIsRefusedWithTheReason) {
  const std::filesystem::path empty = std::filesystem::temp_directory_path() /
                                      ("gpuasm_no_hello_fft_" + std::to_string(::getpid()));
  std::filesystem::create_directories(empty);
  std::string error;
  EXPECT_FALSE(ShaderSet::load(empty, ShaderOrigin::Auto, error));
  std::string expected = "'";
  expected += empty.string();
  expected +=
      "' is not a hello_fft folder: it has neither qasm/gpu_fft_256.qasm nor hex/shader_256.hex "
      "(give the folder that holds GPU_FFT's qasm/ and hex/)";
  EXPECT_EQ(error, expected);
  std::filesystem::remove_all(empty);
}

TEST(Vc4GpuFftShaders, HexTextIsLowWordThenHighWordOfEachInstruction) {
  ShaderSet set;
  EXPECT_TRUE(set.addHex("256", "0x00000040, 0xe00217a7, // mov rb_0x40, 0x40\n"));
  EXPECT_EQ(shaderBytes(set, "256"),
            (std::vector<uint8_t>{0x40, 0x00, 0x00, 0x00, 0xa7, 0x17, 0x02, 0xe0}));
  EXPECT_FALSE(set.addHex("512", "0x00000040,\n"));  // half an instruction
  EXPECT_TRUE(set.code("512").empty());
  std::optional<Fft> fft;
  EXPECT_EQ(prepare(-1, set, 9, Direction::Forward, 1, fft), Status::MissingShader);
}

// Broadcom's qasm sources, assembled by gpuasm in the Broadcom dialect, give
// exactly the words of hex/.
TEST(Vc4GpuFftShaders, HelloFftQasmSourcesAssembleToTheHexShaders) {
  REQUIRE_HELLO_FFT();
  if (!std::filesystem::is_directory(kHelloFft / "qasm")) GTEST_SKIP() << "no qasm/ in the corpus";
  std::string error;
  std::optional<ShaderSet> assembled = ShaderSet::load(kHelloFft, ShaderOrigin::Qasm, error);
  ASSERT_TRUE(assembled) << error;
  for (const Shader& shader : gpu_fft::shaders()) {
    SCOPED_TRACE(shader.name);
    EXPECT_TRUE(std::ranges::equal(assembled->code(shader.name), shaders.code(shader.name)));
  }
  EXPECT_TRUE(std::ranges::equal(assembled->code(kTransName), shaders.code(kTransName)));
}

// ---- Twiddles --------------------------------------------------------------

TEST(Vc4GpuFftTwiddles, TableHoldsSharedPlusEightUniqueBlocksOfSixteen) {
  for (const Shader& shader : shaders()) {
    SCOPED_TRACE(shader.log2N);
    EXPECT_EQ(twiddles(shader.log2N, Direction::Forward).size(),
              size_t(2 * 16 * (shader.shared + 8 * shader.unique)));
  }
  EXPECT_TRUE(twiddles(7, Direction::Forward).empty());
  EXPECT_TRUE(twiddles(23, Direction::Inverse).empty());
}

// 256 points: base_16(0) | step_16(2 pi/256 * 8) | base_16(2 pi/256 * q) per QPU.
TEST(Vc4GpuFftTwiddles, TwoFiftySixPointForwardTableFollowsTheRadixSixteenPattern) {
  std::vector<float> t = twiddles(8, Direction::Forward);
  // base_16: angle -2 pi/16 * k * m with k = {0,8,4,4,2,2,2,2,1...}, m = {0,0,0,1,0,1,2,3,0..7}.
  EXPECT_EQ(entry(t, 0), std::complex<float>(1, 0));
  EXPECT_EQ(entry(t, 1), std::complex<float>(1, 0));  // k=8, m=0
  EXPECT_NEAR(entry(t, 3).real(), 0, 1e-7);           // k=4, m=1: -pi/2
  EXPECT_EQ(entry(t, 3).imag(), -1.0f);
  EXPECT_FLOAT_EQ(entry(t, 7).real(), -0.70710678f);  // k=2, m=3: -3 pi/4
  EXPECT_FLOAT_EQ(entry(t, 7).imag(), -0.70710678f);
  EXPECT_FLOAT_EQ(entry(t, 15).real(), -0.92387953f);  // k=1, m=7: -7 pi/8
  EXPECT_FLOAT_EQ(entry(t, 15).imag(), -0.38268343f);
  // step_16 with theta = -2 pi/256 * 8 = -pi/16: (2 sin^2(k theta/2), sin(k theta)).
  EXPECT_EQ(entry(t, 16), std::complex<float>(0, 0));  // k=0
  EXPECT_FLOAT_EQ(entry(t, 17).real(), 1.0f);          // k=8: -pi/2
  EXPECT_FLOAT_EQ(entry(t, 17).imag(), -1.0f);
  EXPECT_FLOAT_EQ(entry(t, 24).real(), 0.019214718f);  // k=1: 1 - cos(pi/16)
  EXPECT_FLOAT_EQ(entry(t, 24).imag(), -0.19509032f);
  // QPU 3's base_16 at 16 * (shared + 3 * unique) = 80, theta = -3 pi/128.
  EXPECT_EQ(entry(t, 80), std::complex<float>(1, 0));
  EXPECT_FLOAT_EQ(entry(t, 88).real(), 0.99729046f);  // k=1, m=0: theta
  EXPECT_FLOAT_EQ(entry(t, 88).imag(), -0.073564567f);
  EXPECT_FLOAT_EQ(entry(t, 81).real(), 0.83146961f);  // k=8, m=0: 8 theta = -3 pi/16
  EXPECT_FLOAT_EQ(entry(t, 81).imag(), -0.55557023f);
}

// 4M points: base_64 | step_64(2 pi/N * 1024) | step_32(2 pi/N * 32) |
// step_32(2 pi/N * 8) | base_32(2 pi/N * q) per QPU.
TEST(Vc4GpuFftTwiddles, FourMegaPointTableStartsWithBaseSixtyFourAndStepSixtyFour) {
  const double n = 4194304;
  std::vector<float> t = twiddles(22, Direction::Forward);
  EXPECT_FLOAT_EQ(entry(t, 8).real(), 0.70710678f);  // -2 pi/64 * 8 = -pi/4
  EXPECT_FLOAT_EQ(entry(t, 8).imag(), -0.70710678f);
  EXPECT_EQ(entry(t, 16).imag(), -1.0f);      // -pi/2
  EXPECT_EQ(entry(t, 32 + 8).imag(), -1.0f);  // base_32(0): -2 pi/32 * 8
  EXPECT_EQ(entry(t, 48 + 3).imag(), -1.0f);  // its base_16: k=4, m=1
  const double theta = -2 * kPi / n * 1024;   // step_64: 32 equal entries
  for (size_t i = 64; i < 96; ++i) {
    EXPECT_FLOAT_EQ(entry(t, i).real(), float(2 * std::pow(std::sin(theta / 2), 2)));
    EXPECT_FLOAT_EQ(entry(t, i).imag(), float(std::sin(theta)));
  }
  EXPECT_FLOAT_EQ(entry(t, 96).imag(), float(std::sin(2 * theta)));  // then step_32(2 theta)
  EXPECT_NE(entry(t, 95), entry(t, 96));
  // QPU 1's base_32 at 16 * (12 + 1 * 2) = 224, rotated by -2 pi/N.
  EXPECT_FLOAT_EQ(entry(t, 224).real(), float(std::cos(-2 * kPi / n)));
  EXPECT_FLOAT_EQ(entry(t, 224).imag(), float(std::sin(-2 * kPi / n)));
  EXPECT_LT(entry(t, 224).imag(), 0.0f);
}

TEST(Vc4GpuFftTwiddles, InverseTableIsTheConjugateOfTheForwardOne) {
  for (int log2N : {8, 11, 12, 16, 17, 22}) {
    SCOPED_TRACE(log2N);
    std::vector<float> forward = twiddles(log2N, Direction::Forward);
    std::vector<float> inverse = twiddles(log2N, Direction::Inverse);
    ASSERT_EQ(forward.size(), inverse.size());
    for (size_t i = 0; i < forward.size(); i += 2) {
      ASSERT_EQ(forward[i], inverse[i]) << i;
      ASSERT_EQ(forward[i + 1], -inverse[i + 1]) << i;
    }
  }
}

// ---- Layout, uniforms, control blocks --------------------------------------

TEST(Vc4GpuFftLayout, DataBuffersArePageAlignedWithGuardSpace) {
  // data_bytes = 1 + ((8 << log2N) | 4095)
  auto dataBytes = [](int log2N) { return fftLayout(*shaderFor(log2N), 1, 8)->dataBytes; };
  EXPECT_EQ(dataBytes(8), 4096u);
  EXPECT_EQ(dataBytes(9), 8192u);
  EXPECT_EQ(dataBytes(12), 36864u);
  EXPECT_EQ(dataBytes(22), 33558528u);
}

TEST(Vc4GpuFftLayout, TwoJobsOfTwoFiftySixPointsLayOutAsGpuFftDoes) {
  std::optional<FftLayout> layout = fftLayout(*shaderFor(8), 2, 2872);
  ASSERT_TRUE(layout);
  EXPECT_EQ(layout->dataOffset(), 4096u);
  EXPECT_EQ(layout->codeOffset(), 4096u + 4 * 4096);
  EXPECT_EQ(layout->twiddleOffset(), 20480u + 2872);
  EXPECT_EQ(layout->twiddleBytes, 8u * 16 * (2 + 8 * 1));
  EXPECT_EQ(layout->uniformWords, 9u);
  EXPECT_EQ(layout->uniformOffset(0), 23352u + 1280);
  EXPECT_EQ(layout->uniformOffset(3), 24632u + 3 * 36);
  EXPECT_EQ(layout->mailOffset(), 24632u + 8 * 36);
  EXPECT_EQ(layout->size, 24920u + 64);
}

TEST(Vc4GpuFftLayout, UniformsNameTwiddlesQpuBuffersAndTheMaster) {
  const Shader& shader = *shaderFor(8);
  FftLayout layout = *fftLayout(shader, 2, 2872);
  const uint32_t base = 0xC0100000;
  // twiddles at +0x5B38; QPU 3's own part 8 * 16 * (2 + 3) bytes further;
  // job buffers at +0x1000, +0x2000 and their partners 2 buffers on.
  EXPECT_EQ(fftUniforms(layout, shader, base, 3),
            (std::vector<uint32_t>{0xC0105B38, 0xC0105DB8, 3, 0xC0101000, 0xC0103000, 0xC0102000,
                                   0xC0104000, 0, 0}));
  std::vector<uint32_t> master = fftUniforms(layout, shader, base, 0);
  EXPECT_EQ(master[1], 0xC0105B38u + 8 * 16 * 2);
  EXPECT_EQ(master[2], 0u);
  EXPECT_EQ(master.back(), 1u);  // only QPU 0 interrupts the host
}

TEST(Vc4GpuFftLayout, ControlBlockPairsEachQpusUniformsWithTheCode) {
  EXPECT_EQ(controlBlock({0x100, 0x200, 0x300}, 0x80),
            (std::vector<uint32_t>{0x100, 0x80, 0x200, 0x80, 0x300, 0x80}));
}

TEST(Vc4GpuFftLayout, TransposeUniformsNameBothControlBlocksStridesAndTheSmallerSides) {
  TransSide src{0xC0008000, 0x40000, 544, 512, 300};
  TransSide dst{0xC0090000, 0x12345, 1056, 1024, 512};
  EXPECT_EQ(transUniforms(src, dst), (std::array<uint32_t, 8>{0xC0008000, 0x40000, 0xC0090000, 0,
                                                              544 * 8, 1056 * 8, 512, 300}));
}

TEST(Vc4GpuFftLayout, BatchesBeyondThirtyTwoBitsAreRefused) {
  EXPECT_FALSE(fftLayout(*shaderFor(22), 200, 8));
  EXPECT_FALSE(fftLayout(*shaderFor(8), 0, 8));
}

// ---- Checker pieces --------------------------------------------------------

TEST(Vc4GpuFftCheck, ReferenceFollowsGpuFftsSignsAndDoesNotScale) {
  std::vector<Complex> impulse(8);
  impulse[1] = {1, 0};
  std::vector<std::complex<double>> forward = reference(impulse, Direction::Forward);
  std::vector<std::complex<double>> inverse = reference(impulse, Direction::Inverse);
  for (int k = 0; k < 8; ++k) {
    EXPECT_NEAR(std::abs(forward[k] - std::polar(1.0, -2 * kPi * k / 8)), 0, 1e-15) << k;
    EXPECT_NEAR(std::abs(inverse[k] - std::polar(1.0, 2 * kPi * k / 8)), 0, 1e-15) << k;
  }
}

TEST(Vc4GpuFftCheck, ReferenceMatchesADirectDft) {
  std::vector<Complex> signal = randomSignal(256, 7);
  std::vector<std::complex<double>> fft = reference(signal, Direction::Inverse);
  for (int k : {0, 1, 17, 128, 255}) {
    std::complex<double> sum = 0;
    for (int j = 0; j < 256; ++j)
      sum += std::complex<double>(signal[j].re, signal[j].im) *
             std::polar(1.0, 2 * kPi * double(j) * k / 256);
    EXPECT_NEAR(std::abs(fft[k] - sum), 0, 1e-12) << k;
  }
}

TEST(Vc4GpuFftCheck, RelRmsErrorIsHelloFftsMeasureInPpm) {
  const float off = 1.0f + std::ldexp(1.0f, -20);
  std::vector<Complex> out = {{1, 0}, {0, off}};
  std::vector<std::complex<double>> ref = {{1, 0}, {0, 1}};
  EXPECT_NEAR(relRmsErrorPpm(out, ref), 1e6 * std::ldexp(1.0, -20) / std::sqrt(2.0), 1e-9);
  EXPECT_EQ(relRmsErrorPpm(std::vector<Complex>{{1, 0}, {0, 1}}, ref), 0);
  EXPECT_TRUE(std::isinf(relRmsErrorPpm(std::vector<Complex>{{1, 0}}, ref)));
}

TEST(Vc4GpuFftCheck, ToneSignalIsHelloFftsAndTransformsToACosine) {
  std::vector<Complex> job0 = toneSignal(256, 0);
  EXPECT_EQ(toneFrequency(256, 0), 1);
  EXPECT_EQ(job0[1].re, 0.5f);
  EXPECT_EQ(job0[255].re, 0.5f);
  int nonZero = 0;
  for (const Complex& c : job0) nonZero += c.re != 0 || c.im != 0;
  EXPECT_EQ(nonZero, 2);
  EXPECT_EQ(toneFrequency(256, 127), 0);  // (127 + 1) & 127: both halves on bin 0
  EXPECT_EQ(toneSignal(256, 127)[0].re, 1.0f);
  EXPECT_EQ(toneFrequency(256, 128), 1);

  for (Direction direction : {Direction::Forward, Direction::Inverse}) {
    std::vector<std::complex<double>> out = reference(toneSignal(256, 4), direction);
    for (int i = 0; i < 256; ++i)
      ASSERT_NEAR(std::abs(out[i] - std::cos(2 * kPi * 5 * i / 256)), 0, 1e-13) << i;
  }
}

TEST(Vc4GpuFftCheck, RandomSignalIsDeterministicAndCentred) {
  std::vector<Complex> a = randomSignal(1024, 3), b = randomSignal(1024, 3);
  std::vector<Complex> c = randomSignal(1024, 4);
  double mean = 0;
  bool differs = false;
  for (size_t i = 0; i < a.size(); ++i) {
    ASSERT_EQ(a[i].re, b[i].re);
    ASSERT_EQ(a[i].im, b[i].im);
    differs |= a[i].re != c[i].re;
    for (float v : {a[i].re, a[i].im}) {
      ASSERT_GE(v, -0.5f);
      ASSERT_LT(v, 0.5f);
      mean += v;
    }
  }
  EXPECT_TRUE(differs);
  EXPECT_NEAR(mean / 2048, 0, 0.05);
}

TEST(Vc4GpuFftPublished, FiguresAreGpuFftTxtsForReleaseThree) {
  ASSERT_EQ(publishedFigures().size(), 15u);
  std::optional<Published> smallest = publishedFor(8);
  ASSERT_TRUE(smallest);
  EXPECT_EQ(smallest->ppmRms, 0.33);
  EXPECT_EQ(smallest->pi1MsBatch1, 0.033);
  EXPECT_EQ(smallest->pi1MsBatch10, 0.017);
  EXPECT_EQ(smallest->fftwMs, 0.092);
  std::optional<Published> four = publishedFor(12);
  EXPECT_EQ(four->ppmRms, 0.78);
  EXPECT_EQ(four->pi1MsBatch1, 0.25);
  EXPECT_EQ(four->pi1MsBatch10, 0.27);
  EXPECT_EQ(four->fftwMs, 3.0);
  std::optional<Published> largest = publishedFor(22);
  EXPECT_EQ(largest->ppmRms, 1.5);
  EXPECT_EQ(largest->pi1MsBatch1, 786);
  EXPECT_FALSE(largest->pi1MsBatch10);
  EXPECT_EQ(largest->fftwMs, 8800);
  EXPECT_FALSE(publishedFor(7));
}

// These fail before any mailbox call, as gpu_fft_prepare does for sizes.
TEST(Vc4GpuFftPrepare, RefusesSizesAndBatchesItCannotRunBeforeTouchingTheMailbox) {
  std::optional<Fft> fft;
  ShaderSet none;
  EXPECT_EQ(prepare(-1, none, 7, Direction::Forward, 1, fft), Status::UnsupportedSize);
  EXPECT_EQ(prepare(-1, none, 23, Direction::Forward, 1, fft), Status::UnsupportedSize);
  EXPECT_EQ(prepare(-1, none, 8, Direction::Forward, 0, fft), Status::InvalidJobs);
  EXPECT_FALSE(fft);
  CheckResult result = check(-1, ShaderSet(), {.log2N = 7});
  EXPECT_EQ(result.status, Status::UnsupportedSize);
  EXPECT_FALSE(result.ok());
  EXPECT_NE(result.table().find("prepare failed (-2)"), std::string::npos);
  EXPECT_EQ(result.json()["ok"], false);
}

// ---- On the simulator, through the mailbox ---------------------------------

TEST(Vc4GpuFftRun, PrepareFillsItsAllocationAsGpuFftDoes) {
  REQUIRE_HELLO_FFT();
  int mb = mbox_open();
  std::optional<Fft> fft;
  ASSERT_EQ(prepare(mb, shaders, 8, Direction::Inverse, 2, fft), Status::Ok);
  std::vector<uint8_t> code = shaderBytes(shaders, "256");
  FftLayout layout = *fftLayout(fft->shader(), 2, static_cast<uint32_t>(code.size()));
  std::span<const uint8_t> memory = fft->memory();
  ASSERT_EQ(memory.size(), layout.size);

  EXPECT_EQ(fft->busCode(), fft->busBase() + layout.codeOffset());
  EXPECT_EQ(0, std::memcmp(memory.data() + layout.codeOffset(), code.data(), code.size()));
  std::vector<float> table = twiddles(8, Direction::Inverse);
  EXPECT_EQ(0, std::memcmp(memory.data() + layout.twiddleOffset(), table.data(),
                           table.size() * sizeof(float)));
  std::vector<uint32_t> busUniforms;
  for (int q = 0; q < kQpus; ++q) {
    EXPECT_EQ(fft->busUniforms(q), fft->busBase() + layout.uniformOffset(q));
    EXPECT_EQ(wordsAt(memory, layout.uniformOffset(q), layout.uniformWords),
              fftUniforms(layout, fft->shader(), fft->busBase(), q));
    busUniforms.push_back(fft->busUniforms(q));
  }
  EXPECT_EQ(fft->busMessage(), fft->busBase() + layout.mailOffset());
  EXPECT_EQ(wordsAt(memory, layout.mailOffset(), 2 * kQpus),
            controlBlock(busUniforms, fft->busCode()));

  EXPECT_TRUE(fft->inPlace());
  EXPECT_EQ(fft->step(), 512);
  EXPECT_EQ(fft->in(1).data() - fft->in(0).data(), 512);
  EXPECT_EQ(reinterpret_cast<const uint8_t*>(fft->in(0).data()),
            memory.data() + layout.dataOffset());
  EXPECT_TRUE(fft->in(2).empty());

  fft->release();
  EXPECT_FALSE(fft->held());
  EXPECT_EQ(fft->execute(), 0x80000000u);

  std::optional<Fft> odd;
  ASSERT_EQ(prepare(mb, shaders, 12, Direction::Forward, 3, odd), Status::Ok);
  EXPECT_FALSE(odd->inPlace());  // 3 passes: the result lands in the other buffers
  EXPECT_EQ(odd->out(0).data() - odd->in(0).data(), 3 * odd->step());
}

TEST(Vc4GpuFftRun, ForwardAndInverseMatchFftwFrom256To4096Points) {
  REQUIRE_HELLO_FFT();
  int mb = mbox_open();
  for (int log2N = 8; log2N <= 12; ++log2N) {
    for (Direction direction : {Direction::Forward, Direction::Inverse}) {
      CheckResult result = check(mb, shaders, {.log2N = log2N, .direction = direction});
      SCOPED_TRACE(result.table());
      ASSERT_TRUE(result.ok());
      ASSERT_TRUE(mailboxDevice().lastReport().ok());
      // gpu_fft.txt gives 0.33 ... 0.78 ppm for these sizes (hello_fft's tone);
      // a wrong twiddle, pass or buffer gives errors of order 1e5 ppm.
      ASSERT_TRUE(result.published);
      EXPECT_LT(result.worstPpm(), 3 * result.published->ppmRms);
    }
  }
}

// The simulator's arithmetic is the hardware's (round toward zero, flushed
// denormals), so hello_fft's tone test must give gpu_fft.txt's accuracy figure
// (two significant figures) at every size, not just something small.
TEST(Vc4GpuFftRun, ToneErrorIsGpuFftsPublishedAccuracyUpTo65536Points) {
  REQUIRE_HELLO_FFT();
  int mb = mbox_open();
  for (int log2N = 8; log2N <= 16; ++log2N) {
    Direction direction = log2N % 2 ? Direction::Inverse : Direction::Forward;
    CheckResult result = check(mb, shaders, {.log2N = log2N, .direction = direction});
    SCOPED_TRACE(result.table());
    ASSERT_TRUE(result.ok());
    ASSERT_TRUE(result.published);
    ASSERT_EQ(result.jobs.size(), 1u);
    EXPECT_NEAR(result.jobs[0].tonePpm, result.published->ppmRms,
                0.05 * result.published->ppmRms + 0.005)
        << "log2 N = " << log2N;
  }
}

// The engines that run the simulator (MachineConfig::engine) must agree bit
// for bit on the real program: outputs, instruction counts, and the cycle
// model's cycles. The interpreter's results are the ones checked against FFTW above.
TEST(Vc4GpuFftRun, EveryEngineGivesTheInterpretersBitsAndCounts) {
  REQUIRE_HELLO_FFT();
  int mb = mbox_open();
  Device& device = mailboxDevice();
  MachineConfig saved = device.config();
  for (Mode mode : {Mode::Functional, Mode::Cycle}) {
    for (int log2N : {8, 11, 13}) {
      std::vector<std::vector<Complex>> outputs;
      std::vector<uint64_t> instructions, cycles;
      for (Engine engine : {Engine::Interpreter, Engine::Portable, Engine::Best}) {
        MachineConfig config = saved;
        config.mode = mode;
        config.engine = engine;
        device.configure(config);
        std::optional<Fft> fft;
        ASSERT_EQ(prepare(mb, shaders, log2N, log2N % 2 ? Direction::Inverse : Direction::Forward,
                          2, fft),
                  Status::Ok);
        for (uint32_t job = 0; job < 2; ++job) {
          auto signal = randomSignal(1u << log2N, 5 + job);
          std::copy(signal.begin(), signal.end(), fft->in(job).begin());
        }
        ASSERT_EQ(fft->execute(), 0u);
        std::vector<Complex> out;
        for (uint32_t job = 0; job < 2; ++job)
          out.insert(out.end(), fft->out(job).begin(), fft->out(job).end());
        outputs.push_back(std::move(out));
        instructions.push_back(device.lastReport().total().instructions);
        cycles.push_back(device.lastReport().cycles);
        fft->release();
      }
      for (size_t e = 1; e < outputs.size(); ++e) {
        SCOPED_TRACE("log2 N = " + std::to_string(log2N) + ", engine " + std::to_string(e));
        ASSERT_EQ(outputs[e].size(), outputs[0].size());
        EXPECT_EQ(std::memcmp(outputs[e].data(), outputs[0].data(),
                              outputs[0].size() * sizeof outputs[0][0]),
                  0);
        EXPECT_EQ(instructions[e], instructions[0]);
        EXPECT_EQ(cycles[e], cycles[0]);
      }
    }
  }
  device.configure(saved);
  mbox_close(mb);
}

// 4096 points take 3 passes: each job's result lands in its partner buffer.
TEST(Vc4GpuFftRun, ABatchKeepsEachJobsTransformApart) {
  REQUIRE_HELLO_FFT();
  CheckResult result = check(mbox_open(), shaders,
                             {.log2N = 12, .direction = Direction::Forward, .jobs = 2, .seed = 11});
  SCOPED_TRACE(result.table());
  ASSERT_TRUE(result.ok());
  EXPECT_FALSE(result.inPlace);
  ASSERT_EQ(result.jobs.size(), 2u);
  for (const JobCheck& job : result.jobs) {
    EXPECT_EQ(job.toneFrequency, job.job + 1);
    EXPECT_LT(job.tonePpm, 2 * 0.78);
    EXPECT_LT(job.randomPpm, 3 * 0.78);
  }
}

// hello_fft_2d.c's sequence: FFT the rows, transpose, FFT the rows again.
TEST(Vc4GpuFftRun, TransposeBetweenTwoPassesGivesTheTwoDimensionalTransform) {
  REQUIRE_HELLO_FFT();
  constexpr int n = 256;
  int mb = mbox_open();
  std::optional<Fft> rows, columns;
  ASSERT_EQ(prepare(mb, shaders, 8, Direction::Inverse, n, rows), Status::Ok);
  ASSERT_EQ(prepare(mb, shaders, 8, Direction::Inverse, n, columns), Status::Ok);
  std::optional<Trans> trans;
  ASSERT_EQ(prepareTrans(mb, shaders, *rows, *columns, trans), Status::Ok);

  std::vector<std::vector<Complex>> input;
  for (int y = 0; y < n; ++y) {
    input.push_back(randomSignal(n, 1000 + y));
    std::copy(input.back().begin(), input.back().end(), rows->in(y).begin());
  }
  ASSERT_EQ(rows->execute(), 0u);
  ASSERT_EQ(trans->execute(), 0u);
  ASSERT_EQ(columns->execute(), 0u);

  // Reference: transform the rows, then the columns; the GPU's result is
  // transposed, out[k][l] = F[l][k].
  std::vector<std::vector<std::complex<double>>> pass(n);
  for (int y = 0; y < n; ++y) pass[y] = reference(input[y], Direction::Inverse);
  double signal = 0, error = 0;
  for (int k = 0; k < n; ++k) {
    std::vector<std::complex<double>> column(n);
    for (int y = 0; y < n; ++y) column[y] = pass[y][k];
    std::vector<std::complex<double>> exact =
        reference(std::span<const std::complex<double>>(column), Direction::Inverse);
    std::span<const Complex> out = columns->out(k);
    for (int l = 0; l < n; ++l) {
      signal += std::norm(exact[l]);
      error += std::norm(std::complex<double>(out[l].re, out[l].im) - exact[l]);
    }
  }
  EXPECT_LT(std::sqrt(error / signal) * 1e6, 10.0);
  trans->release();
  columns->release();
  rows->release();
}

}  // namespace
}  // namespace gpuasm::vc4::gpu_fft
