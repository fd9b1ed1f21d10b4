// The twiddle tables of gpu_fft_twiddles.c, rebuilt from its recipe: a base
// table of rotations, then "step" tables of (alpha, beta) = (2 sin^2(d/2),
// sin d) for the shader's recurrences, then a base table per QPU rotated by
// its own phase. Everything is evaluated in double, in the original's order,
// and rounded to float when stored, so the tables match bit for bit.
#include "targets/vc4/gpu_fft/twiddles.hpp"

#include <array>
#include <cmath>

namespace gpuasm::vc4::gpu_fft {

namespace {

constexpr double kPi = 3.14159265358979323846;  // GPU_FFT_PI
// The radix-16 butterfly's rotation pattern (k[], m[] in gpu_fft_twiddles.c).
constexpr std::array<double, 16> kK = {0, 8, 4, 4, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1};
constexpr std::array<double, 16> kM = {0, 0, 0, 1, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 6, 7};

enum class Base { B16, B32, B64 };
enum class Step { S16, S32, S64 };

struct StepTable {
  Step kind;
  int multiple;  // theta = 2 pi / N * multiple
};

struct Recipe {
  Base shared;
  std::array<StepTable, 4> steps;
  int stepCount;
  Base perQpu;
};

// twiddles_256 ... twiddles_4096k; the last step's multiple is GPU_FFT_QPUS.
constexpr Recipe kRecipes[] = {
    {Base::B16, {{{Step::S16, kQpus}}}, 1, Base::B16},
    {Base::B32, {{{Step::S16, kQpus}}}, 1, Base::B16},
    {Base::B32, {{{Step::S32, kQpus}}}, 1, Base::B32},
    {Base::B64, {{{Step::S32, kQpus}}}, 1, Base::B32},
    {Base::B16, {{{Step::S16, 16}, {Step::S16, kQpus}}}, 2, Base::B16},
    {Base::B32, {{{Step::S16, 16}, {Step::S16, kQpus}}}, 2, Base::B16},
    {Base::B32, {{{Step::S32, 16}, {Step::S16, kQpus}}}, 2, Base::B16},
    {Base::B32, {{{Step::S32, 32}, {Step::S32, kQpus}}}, 2, Base::B32},
    {Base::B64, {{{Step::S32, 32}, {Step::S32, kQpus}}}, 2, Base::B32},
    {Base::B32, {{{Step::S16, 16 * 16}, {Step::S16, 16}, {Step::S16, kQpus}}}, 3, Base::B16},
    {Base::B32, {{{Step::S16, 32 * 16}, {Step::S16, 32}, {Step::S32, kQpus}}}, 3, Base::B32},
    {Base::B32, {{{Step::S16, 32 * 32}, {Step::S32, 32}, {Step::S32, kQpus}}}, 3, Base::B32},
    {Base::B32, {{{Step::S32, 32 * 32}, {Step::S32, 32}, {Step::S32, kQpus}}}, 3, Base::B32},
    {Base::B64, {{{Step::S32, 32 * 32}, {Step::S32, 32}, {Step::S32, kQpus}}}, 3, Base::B32},
    {Base::B64, {{{Step::S64, 32 * 32}, {Step::S32, 32}, {Step::S32, kQpus}}}, 3, Base::B32},
};

double alpha(double dx) {
  return 2 * std::pow(std::sin(dx / 2), 2);
}
double beta(double dx) {
  return std::sin(dx);
}

class TableWriter {
 public:
  TableWriter(double twoPi, std::vector<float>& out) : twoPi_(twoPi), out_(out) {}

  void base(Base kind, double theta) {
    switch (kind) {
      case Base::B16:
        return base16(theta);
      case Base::B32:
        return base32(theta);
      case Base::B64:
        return base64();
    }
  }
  void step(Step kind, double theta) {
    switch (kind) {
      case Step::S16:
        return step16(theta);
      case Step::S32:
        return step32(theta);
      case Step::S64:
        return step64(theta);
    }
  }

 private:
  void push(double re, double im) {
    out_.push_back(static_cast<float>(re));
    out_.push_back(static_cast<float>(im));
  }
  void base16(double theta) {
    for (int i = 0; i < 16; ++i) {
      double angle = twoPi_ / 16 * kK[i] * kM[i] + theta * kK[i];
      push(std::cos(angle), std::sin(angle));
    }
  }
  void base32(double theta) {
    for (int i = 0; i < 16; ++i) {
      double angle = twoPi_ / 32 * i + theta;
      push(std::cos(angle), std::sin(angle));
    }
    base16(2 * theta);
  }
  void base64() {
    for (int i = 0; i < 32; ++i) {
      double angle = twoPi_ / 64 * i;
      push(std::cos(angle), std::sin(angle));
    }
    base32(0);
  }
  void step16(double theta) {
    for (int i = 0; i < 16; ++i) push(alpha(theta * kK[i]), beta(theta * kK[i]));
  }
  void step32(double theta) {
    for (int i = 0; i < 16; ++i) push(alpha(theta), beta(theta));
    step16(2 * theta);
  }
  void step64(double theta) {
    for (int i = 0; i < 32; ++i) push(alpha(theta), beta(theta));
    step32(2 * theta);
  }

  double twoPi_;
  std::vector<float>& out_;
};

}  // namespace

int twiddleCount(const Shader& shader) {
  return 16 * (shader.shared + kQpus * shader.unique);
}

std::vector<float> twiddles(int log2N, Direction direction) {
  const Shader* shader = shaderFor(log2N);
  if (!shader) return {};
  const Recipe& recipe = kRecipes[log2N - kMinLog2N];
  // gpu_fft_twiddle_data: the forward transform turns the other way.
  const double twoPi = (direction == Direction::Forward ? -2 : 2) * kPi;
  const double n = static_cast<double>(1 << log2N);

  std::vector<float> out;
  out.reserve(2 * twiddleCount(*shader));
  TableWriter writer(twoPi, out);
  writer.base(recipe.shared, 0);
  for (int s = 0; s < recipe.stepCount; ++s)
    writer.step(recipe.steps[s].kind, twoPi / n * recipe.steps[s].multiple);
  for (int q = 0; q < kQpus; ++q) writer.base(recipe.perQpu, twoPi / n * q);
  return out;
}

}  // namespace gpuasm::vc4::gpu_fft
