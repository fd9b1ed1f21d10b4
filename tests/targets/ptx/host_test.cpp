// The big-integer kernels of kernels/ptx/ (generate.py's, and the hand-written
// add256 and mul_word) on the simulator, through the host API a CUDA program
// would use, against GMP on random inputs: sums and products by a word
// (mpz_add, mpz_mul), full products (mpz_mul), Montgomery multiplication
// (mpz_mul and mpz_mod with R^-1 from mpz_invert) and modular exponentiation
// (mpz_powm). Each batch spans several blocks with a partial last one, and
// the element after the last is checked untouched (out-of-range threads
// return).
#include "gpuasm/ptx/host.hpp"

#include <gmpxx.h>
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "support/build_paths.hpp"

namespace gpuasm::testing {
namespace {

namespace fs = std::filesystem;
using Words = std::vector<uint32_t>;

constexpr uint32_t kBlock = 64;
constexpr uint32_t kSentinel = 0xa5a5a5a5;

std::string readKernel(const std::string& file) {
  std::ifstream in(fs::path(gpuasm::testing::sourceDirectory()) / "kernels/ptx" / file,
                   std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// x as `limbs` little-endian 32-bit words, appended to `out`.
void append(Words& out, const mpz_class& x, size_t limbs) {
  size_t start = out.size();
  out.resize(start + limbs, 0);
  size_t written = 0;
  mpz_export(out.data() + start, &written, -1, 4, 0, 0, x.get_mpz_t());
  EXPECT_LE(written, limbs) << x.get_str(16) << " does not fit";
}

mpz_class numberAt(const Words& words, size_t element, size_t limbs) {
  mpz_class x;
  mpz_import(x.get_mpz_t(), limbs, -1, 4, 0, 0, words.data() + element * limbs);
  return x;
}

class Numbers {
 public:
  explicit Numbers(uint64_t seed) : random_(seed) {}
  mpz_class bits(uint32_t count) {
    Words words((count + 31) / 32);
    for (uint32_t& w : words) w = static_cast<uint32_t>(random_());
    if (count % 32) words.back() &= (uint32_t{1} << (count % 32)) - 1;
    mpz_class x;
    mpz_import(x.get_mpz_t(), words.size(), -1, 4, 0, 0, words.data());
    return x;
  }
  mpz_class below(const mpz_class& n) {
    mpz_class x = bits(static_cast<uint32_t>(mpz_sizeinbase(n.get_mpz_t(), 2)) + 32);
    return x % n;
  }
  // An odd modulus of exactly `size` bits; a few of a special shape.
  mpz_class modulus(uint32_t size, int shape) {
    mpz_class top = mpz_class(1) << (size - 1);
    switch (shape) {
      case 0:
        return (mpz_class(1) << size) - 1;  // all ones
      case 1:
        return top + 1;  // the smallest
      default:
        return bits(size - 1) | top | 1;
    }
  }

 private:
  std::mt19937_64 random_;
};

uint32_t negativeInverse32(const mpz_class& n) {
  mpz_class w = mpz_class(1) << 32, inverse;
  mpz_invert(inverse.get_mpz_t(), n.get_mpz_t(), w.get_mpz_t());
  return static_cast<uint32_t>(mpz_class(w - inverse).get_ui());
}

// One kernel of one file, on the simulator.
class Launcher {
 public:
  Launcher(const std::string& file, const std::string& kernel) : kernelName_(kernel) {
    std::string error;
    program_ = ptx::Program::fromText(readKernel(file), file, error);
    if (!program_) throw std::runtime_error(file + ": " + error);
    kernel_ = ptx::Kernel::create(*program_, kernel, error);
    if (!kernel_) throw std::runtime_error(kernel + ": " + error);
    device_ = ptx::openDevice(ptx::DeviceKind::Simulator, error);
    if (!device_) throw std::runtime_error("simulator: " + error);
  }
  ptx::Buffer buffer(const Words& words) {
    return device_->createBuffer(
        words.size() * 4, {reinterpret_cast<const uint8_t*>(words.data()), words.size() * 4});
  }
  void set(const std::string& parameter, ptx::ArgumentValue value) {
    std::string error;
    ASSERT_TRUE(kernel_->setArgument(kernelName_ + "_" + parameter, value, error)) << error;
  }
  void setBuffer(const std::string& parameter, ptx::Buffer buffer) {
    set(parameter, ptx::ArgumentValue::ofBuffer(buffer));
  }
  void setNumber(const std::string& parameter, uint64_t value) {
    set(parameter, ptx::ArgumentValue::of(value));
  }
  // Runs `count` threads in blocks of kBlock, the last one partial.
  void launch(uint32_t count) {
    ptx::LaunchSettings settings;
    settings.grid = {(count + kBlock - 1) / kBlock, 1, 1};
    settings.block = {kBlock, 1, 1};
    ptx::LaunchReport report = device_->launch(*kernel_, settings);
    ASSERT_FALSE(report.fault) << report.fault->describe();
    EXPECT_EQ(report.threads, uint64_t{settings.grid[0]} * kBlock);
  }
  Words read(ptx::Buffer buffer) {
    Words words(device_->size(buffer) / 4);
    device_->read(buffer, 0, {reinterpret_cast<uint8_t*>(words.data()), words.size() * 4});
    return words;
  }

 private:
  std::string kernelName_;
  std::optional<ptx::Program> program_;
  std::optional<ptx::Kernel> kernel_;
  std::unique_ptr<ptx::Device> device_;
};

// count results of `limbs` words and one more element of sentinels.
Words resultWords(uint32_t count, size_t limbs) {
  return Words((count + 1) * limbs, kSentinel);
}

void expectSentinelAfter(const Words& words, uint32_t count, size_t limbs) {
  for (size_t i = count * limbs; i < words.size(); ++i)
    ASSERT_EQ(words[i], kSentinel) << "word " << i << ": a thread past `count` wrote";
}

class PtxBigIntKernels : public ::testing::TestWithParam<uint32_t> {};

// ---- Seed 001's algorithm 1 and the 256-bit sum -------------------------------

// r = a w (eight limbs by one, nine out), both entries of mul_word.ptx.
TEST(PtxMulWord, BothEntriesEqualMpzMulUi) {
  const uint32_t count = 200;
  Numbers numbers(5);
  std::vector<mpz_class> a;
  Words wordsA;
  for (uint32_t i = 0; i < count; ++i) {
    a.push_back(i == 0 ? (mpz_class(1) << 256) - 1 : numbers.bits(256));
    append(wordsA, a.back(), 8);
  }
  for (const char* entry : {"mul_word", "mul_word_two_chains"}) {
    for (uint32_t w : {0xffffffffu, 0x9e3779b9u, 1u}) {
      Launcher launcher("mul_word.ptx", entry);
      ptx::Buffer r = launcher.buffer(resultWords(count, 9));
      launcher.setBuffer("a", launcher.buffer(wordsA));
      launcher.setNumber("w", w);
      launcher.setBuffer("r", r);
      launcher.setNumber("count", count);
      launcher.launch(count);
      Words out = launcher.read(r);
      for (uint32_t i = 0; i < count; ++i)
        ASSERT_EQ(numberAt(out, i, 9), a[i] * w) << entry << " element " << i << ", w " << w;
      expectSentinelAfter(out, count, 9);
    }
  }
}

// c = a + b mod 2^256.
TEST(PtxAdd256, EqualsMpzAddModuloTwoTo256) {
  const uint32_t count = 200;
  Numbers numbers(6);
  std::vector<mpz_class> a, b;
  Words wordsA, wordsB;
  for (uint32_t i = 0; i < count; ++i) {
    a.push_back(i == 0 ? (mpz_class(1) << 256) - 1 : numbers.bits(256));
    b.push_back(i == 0 ? mpz_class(1) : numbers.bits(256));
    append(wordsA, a.back(), 8);
    append(wordsB, b.back(), 8);
  }
  Launcher launcher("add256.ptx", "add256");
  ptx::Buffer c = launcher.buffer(resultWords(count, 8));
  launcher.setBuffer("a", launcher.buffer(wordsA));
  launcher.setBuffer("b", launcher.buffer(wordsB));
  launcher.setBuffer("c", c);
  launcher.setNumber("count", count);
  launcher.launch(count);
  Words out = launcher.read(c);
  const mpz_class modulus = mpz_class(1) << 256;
  for (uint32_t i = 0; i < count; ++i)
    ASSERT_EQ(numberAt(out, i, 8), mpz_class((a[i] + b[i]) % modulus)) << "element " << i;
  expectSentinelAfter(out, count, 8);
}

// ---- Full products ------------------------------------------------------------

class PtxMulNxN : public PtxBigIntKernels {};

TEST_P(PtxMulNxN, EqualsMpzMul) {
  const uint32_t bits = GetParam(), limbs = bits / 32, count = bits >= 1024 ? 130 : 200;
  Numbers numbers(bits);
  std::vector<mpz_class> a, b;
  Words wordsA, wordsB;
  for (uint32_t i = 0; i < count; ++i) {
    mpz_class x = numbers.bits(bits), y = numbers.bits(bits);
    if (i == 0) x = y = (mpz_class(1) << bits) - 1;  // every carry
    if (i == 1) x = 0;
    if (i == 2) y = 1;
    a.push_back(x);
    b.push_back(y);
    append(wordsA, x, limbs);
    append(wordsB, y, limbs);
  }
  Launcher launcher("mul_nxn.ptx", "mul" + std::to_string(bits));
  ptx::Buffer r = launcher.buffer(resultWords(count, 2 * limbs));
  launcher.setBuffer("a", launcher.buffer(wordsA));
  launcher.setBuffer("b", launcher.buffer(wordsB));
  launcher.setBuffer("r", r);
  launcher.setNumber("count", count);
  launcher.launch(count);
  Words out = launcher.read(r);
  for (uint32_t i = 0; i < count; ++i) {
    mpz_class want = a[i] * b[i];
    ASSERT_EQ(numberAt(out, i, 2 * limbs), want)
        << "element " << i << ": " << a[i].get_str(16) << " * " << b[i].get_str(16);
  }
  expectSentinelAfter(out, count, 2 * limbs);
}

INSTANTIATE_TEST_SUITE_P(Ptx, PtxMulNxN, ::testing::Values(256u, 512u, 1024u, 2048u));

// ---- Montgomery multiplication ------------------------------------------------

class PtxMontmul : public PtxBigIntKernels {};

// r = a (b R^-1)^repeat mod n, for a few moduli and repeat counts.
TEST_P(PtxMontmul, EqualsMpzWithRInverse) {
  const uint32_t bits = GetParam(), limbs = bits / 32, count = bits >= 1024 ? 100 : 200;
  const std::string name = "montmul_" + std::to_string(bits);
  Numbers numbers(bits + 1);
  struct Case {
    int shape;
    uint32_t repeat;
  };
  for (Case c : {Case{2, 1}, Case{0, 3}, Case{1, 2}, Case{2, 0}}) {
    SCOPED_TRACE(::testing::Message() << "modulus shape " << c.shape << ", repeat " << c.repeat);
    mpz_class n = numbers.modulus(bits, c.shape), rInverse = mpz_class(1) << bits;
    ASSERT_NE(mpz_invert(rInverse.get_mpz_t(), rInverse.get_mpz_t(), n.get_mpz_t()), 0);
    std::vector<mpz_class> a, b;
    Words wordsA, wordsB, wordsN;
    for (uint32_t i = 0; i < count; ++i) {
      mpz_class x = numbers.below(n), y = numbers.below(n);
      if (i == 0) x = y = n - 1;
      if (i == 1) x = 0;
      if (i == 2) y = 1;
      a.push_back(x);
      b.push_back(y);
      append(wordsA, x, limbs);
      append(wordsB, y, limbs);
    }
    append(wordsN, n, limbs);
    Launcher launcher(name + ".ptx", name);
    ptx::Buffer r = launcher.buffer(resultWords(count, limbs));
    launcher.setBuffer("a", launcher.buffer(wordsA));
    launcher.setBuffer("b", launcher.buffer(wordsB));
    launcher.setBuffer("n", launcher.buffer(wordsN));
    launcher.setNumber("n0inv", negativeInverse32(n));
    launcher.setBuffer("r", r);
    launcher.setNumber("count", count);
    launcher.setNumber("repeat", c.repeat);
    launcher.launch(count);
    Words out = launcher.read(r);
    for (uint32_t i = 0; i < count; ++i) {
      mpz_class want = a[i];
      for (uint32_t k = 0; k < c.repeat; ++k) {
        want = want * b[i] * rInverse;
        mpz_mod(want.get_mpz_t(), want.get_mpz_t(), n.get_mpz_t());
      }
      ASSERT_EQ(numberAt(out, i, limbs), want)
          << "element " << i << ": a = " << a[i].get_str(16) << ", b = " << b[i].get_str(16)
          << ", n = " << n.get_str(16);
    }
    expectSentinelAfter(out, count, limbs);
  }
}

INSTANTIATE_TEST_SUITE_P(Ptx, PtxMontmul, ::testing::Values(256u, 384u, 512u, 1024u, 2048u));

// ---- Modular exponentiation ----------------------------------------------------

class PtxModexp : public PtxBigIntKernels {};

TEST_P(PtxModexp, EqualsMpzPowm) {
  const uint32_t bits = GetParam(), limbs = bits / 32;
  const uint32_t count = bits >= 1024 ? 70 : 150;
  const std::string name = "modexp_" + std::to_string(bits);
  Numbers numbers(bits + 2);
  // Exponents: none (e = 0), one bit, a short odd one, one as wide as n
  // (shorter for the big sizes, to keep the simulated work small).
  const uint32_t wide = bits >= 1024 ? 40 : bits;
  for (uint32_t ebits : {0u, 1u, 33u, wide}) {
    SCOPED_TRACE(::testing::Message() << ebits << "-bit exponent");
    mpz_class n = numbers.modulus(bits, ebits == 33 ? 0 : 2);
    mpz_class e = ebits ? numbers.bits(ebits) | (mpz_class(1) << (ebits - 1)) : mpz_class(0);
    mpz_class r2 = mpz_class(1) << (2 * bits);
    r2 %= n;
    std::vector<mpz_class> base;
    Words wordsBase, wordsE, wordsN, wordsR2;
    for (uint32_t i = 0; i < count; ++i) {
      mpz_class x = numbers.below(n);
      if (i == 0) x = n - 1;
      if (i == 1) x = 0;
      if (i == 2) x = 1;
      base.push_back(x);
      append(wordsBase, x, limbs);
    }
    append(wordsE, e, std::max<size_t>(1, (ebits + 31) / 32));
    append(wordsN, n, limbs);
    append(wordsR2, r2, limbs);
    Launcher launcher(name + ".ptx", name);
    ptx::Buffer r = launcher.buffer(resultWords(count, limbs));
    launcher.setBuffer("base", launcher.buffer(wordsBase));
    launcher.setBuffer("e", launcher.buffer(wordsE));
    launcher.setNumber("ebits", ebits);
    launcher.setBuffer("n", launcher.buffer(wordsN));
    launcher.setNumber("n0inv", negativeInverse32(n));
    launcher.setBuffer("r2", launcher.buffer(wordsR2));
    launcher.setBuffer("r", r);
    launcher.setNumber("count", count);
    launcher.launch(count);
    Words out = launcher.read(r);
    for (uint32_t i = 0; i < count; ++i) {
      mpz_class want;
      mpz_powm(want.get_mpz_t(), base[i].get_mpz_t(), e.get_mpz_t(), n.get_mpz_t());
      ASSERT_EQ(numberAt(out, i, limbs), want)
          << "element " << i << ": base = " << base[i].get_str(16) << ", e = " << e.get_str(16)
          << ", n = " << n.get_str(16);
    }
    expectSentinelAfter(out, count, limbs);
  }
}

INSTANTIATE_TEST_SUITE_P(Ptx, PtxModexp, ::testing::Values(256u, 384u, 512u, 1024u, 2048u));

// ---- The generated files are what generate.py writes ---------------------------

TEST(PtxKernels, GeneratedFilesAreUpToDate) {
  fs::path script = fs::path(gpuasm::testing::sourceDirectory()) / "kernels/ptx/generate.py";
  if (std::system("python3 --version >/dev/null 2>&1") != 0)
    GTEST_SKIP() << "python3 not found: cannot run kernels/ptx/generate.py --check";
  std::string command = "python3 '" + script.string() + "' --check 2>&1";
  std::string output;
  FILE* pipe = popen(command.c_str(), "r");
  ASSERT_NE(pipe, nullptr);
  char buffer[512];
  while (size_t n = fread(buffer, 1, sizeof buffer, pipe)) output.append(buffer, n);
  int status = pclose(pipe);
  EXPECT_EQ(status, 0) << output;
}

}  // namespace
}  // namespace gpuasm::testing
