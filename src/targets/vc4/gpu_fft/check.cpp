// hello_fft.c's test, measured against FFTW in double precision.
#include <fftw3.h>
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <memory>
#include <nlohmann/json.hpp>

#include "gpuasm/vc4/gpu_fft.hpp"

namespace gpuasm::vc4::gpu_fft {

namespace {

uint64_t splitMix64(uint64_t& state) {
  uint64_t z = (state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

// 24 random bits, so that every value is exact in a float.
float unitOffset(uint64_t& state) {
  return static_cast<float>(splitMix64(state) >> 40) / 16777216.0f - 0.5f;
}

struct PlanDeleter {
  void operator()(fftw_plan_s* plan) const { fftw_destroy_plan(plan); }
};

const char* directionName(Direction direction) {
  return direction == Direction::Forward ? "forward" : "inverse";
}

}  // namespace

std::vector<Complex> randomSignal(int points, uint64_t seed) {
  std::vector<Complex> signal(static_cast<size_t>(std::max(points, 0)));
  uint64_t state = seed;
  for (Complex& c : signal) {
    c.re = unitOffset(state);
    c.im = unitOffset(state);
  }
  return signal;
}

int toneFrequency(int points, int job) {
  return (job + 1) & (points / 2 - 1);
}

std::vector<Complex> toneSignal(int points, int job) {
  std::vector<Complex> signal(static_cast<size_t>(std::max(points, 0)));
  if (points < 2) return signal;
  const int f = toneFrequency(points, job);
  // hello_fft writes base[f].re += base[(N-f) & (N-1)].re = 0.5: at f = 0
  // both land on bin 0, which then holds 1.0.
  signal[f].re += 0.5f;
  signal[(points - f) & (points - 1)].re += 0.5f;
  return signal;
}

std::vector<std::complex<double>> reference(std::span<const std::complex<double>> input,
                                            Direction direction) {
  std::vector<std::complex<double>> in(input.begin(), input.end()), out(input.size());
  if (in.empty()) return out;
  // std::complex<double> is layout-compatible with fftw_complex (double[2]).
  std::unique_ptr<fftw_plan_s, PlanDeleter> plan(fftw_plan_dft_1d(
      static_cast<int>(in.size()), reinterpret_cast<fftw_complex*>(in.data()),
      reinterpret_cast<fftw_complex*>(out.data()),
      direction == Direction::Forward ? FFTW_FORWARD : FFTW_BACKWARD, FFTW_ESTIMATE));
  fftw_execute(plan.get());
  return out;
}

std::vector<std::complex<double>> reference(std::span<const Complex> input, Direction direction) {
  std::vector<std::complex<double>> in;
  in.reserve(input.size());
  for (const Complex& c : input) in.emplace_back(c.re, c.im);
  return reference(std::span<const std::complex<double>>(in), direction);
}

double relRmsErrorPpm(std::span<const Complex> output,
                      std::span<const std::complex<double>> reference) {
  if (output.size() != reference.size()) return std::numeric_limits<double>::infinity();
  double signal = 0, error = 0;
  for (size_t i = 0; i < output.size(); ++i) {
    signal += std::norm(reference[i]);
    error += std::norm(std::complex<double>(output[i].re, output[i].im) - reference[i]);
  }
  if (signal == 0) return error == 0 ? 0 : std::numeric_limits<double>::infinity();
  return std::sqrt(error / signal) * 1e6;
}

double CheckResult::worstPpm() const {
  double worst = 0;
  for (const JobCheck& job : jobs) worst = std::max({worst, job.tonePpm, job.randomPpm});
  return worst;
}

CheckResult check(int mb, const ShaderSet& shaders, const CheckOptions& options) {
  CheckResult result;
  result.options = options;
  result.published = publishedFor(options.log2N);
  std::optional<Fft> fft;
  result.status = prepare(mb, shaders, options.log2N, options.direction, options.jobs, fft);
  if (result.status != Status::Ok) return result;
  result.shader = fmt::format("shader_{}", fft->shader().name);
  result.passes = fft->shader().passes;
  result.inPlace = fft->inPlace();

  const int points = fft->points();
  for (int j = 0; j < options.jobs; ++j) result.jobs.push_back({j, toneFrequency(points, j)});

  // Runs one signal per job and measures each job's output; false when the
  // run failed.
  auto run = [&](auto signalOf, double JobCheck::*ppm, double* seconds) {
    std::vector<std::vector<Complex>> inputs;
    for (int j = 0; j < options.jobs; ++j) {
      inputs.push_back(signalOf(j));
      std::copy(inputs.back().begin(), inputs.back().end(), fft->in(j).begin());
    }
    auto start = std::chrono::steady_clock::now();
    uint32_t status = fft->execute();
    if (seconds)
      *seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (status != 0) {
      result.executeStatus = status;
      return false;
    }
    for (int j = 0; j < options.jobs; ++j)
      result.jobs[j].*ppm = relRmsErrorPpm(fft->out(j), reference(inputs[j], options.direction));
    return true;
  };
  if (run([&](int j) { return toneSignal(points, j); }, &JobCheck::tonePpm, nullptr))
    run([&](int j) { return randomSignal(points, options.seed + static_cast<uint64_t>(j)); },
        &JobCheck::randomPpm, &result.hostSeconds);
  return result;
}

std::string CheckResult::table() const {
  std::string text =
      fmt::format("GPU_FFT 2^{} points, {}, {} job{}", options.log2N,
                  directionName(options.direction), options.jobs, options.jobs == 1 ? "" : "s");
  if (status != Status::Ok)
    return text + fmt::format(": prepare failed ({}): {}\n", static_cast<int>(status),
                              statusMessage(status));
  text += fmt::format(": {}, {} passes ({}), {} QPUs\n", shader, passes,
                      inPlace ? "in place" : "out of place", qpus);
  if (executeStatus != 0)
    return text + fmt::format("execute_qpu failed: {:#010x}\n", executeStatus);
  text += fmt::format("{:>5}  {:>6}  {:>12}  {:>12}\n", "job", "tone f", "tone ppm", "random ppm");
  for (const JobCheck& job : jobs)
    text += fmt::format("{:>5}  {:>6}  {:>12.3f}  {:>12.3f}\n", job.job, job.toneFrequency,
                        job.tonePpm, job.randomPpm);
  if (published) {
    text += fmt::format("gpu_fft.txt (Pi 1): {} ppm rms typical; {} ms per transform (batch of 1)",
                        published->ppmRms, published->pi1MsBatch1);
    if (published->pi1MsBatch10)
      text += fmt::format(", {} ms (batch of 10)", *published->pi1MsBatch10);
    text += fmt::format("; FFTW {} ms\n", published->fftwMs);
  }
  return text;
}

nlohmann::json CheckResult::json() const {
  nlohmann::json out;
  out["log2n"] = options.log2N;
  out["points"] = 1LL << std::clamp(options.log2N, 0, 62);
  out["direction"] = directionName(options.direction);
  out["jobs"] = options.jobs;
  out["seed"] = options.seed;
  out["status"] = static_cast<int>(status);
  out["status_message"] = std::string(statusMessage(status));
  out["execute_status"] = executeStatus;
  out["ok"] = ok();
  out["shader"] = shader;
  out["passes"] = passes;
  out["qpus"] = qpus;
  out["in_place"] = inPlace;
  out["host_seconds"] = hostSeconds;
  nlohmann::json rows = nlohmann::json::array();
  for (const JobCheck& job : jobs)
    rows.push_back({{"job", job.job},
                    {"tone_frequency", job.toneFrequency},
                    {"tone_ppm", job.tonePpm},
                    {"random_ppm", job.randomPpm}});
  out["results"] = rows;
  out["worst_ppm"] = worstPpm();
  if (published) {
    nlohmann::json p = {{"ppm_rms", published->ppmRms},
                        {"pi1_ms_batch1", published->pi1MsBatch1},
                        {"fftw_ms", published->fftwMs}};
    p["pi1_ms_batch10"] =
        published->pi1MsBatch10 ? nlohmann::json(*published->pi1MsBatch10) : nlohmann::json();
    out["published"] = p;
  }
  return out;
}

}  // namespace gpuasm::vc4::gpu_fft
