// `gpuasm bench -t ptx montmul`: a batch of random Montgomery multiplications
// on the simulator or a GPU (the shipped kernels/ptx/montmul_<bits>.ptx), every
// result checked against the host's, and the host's own time for the same
// batch with GMP on one thread.
#include "targets/ptx/study/bench_command.hpp"

#include <fmt/format.h>
#include <gmp.h>

#include <algorithm>
#include <bit>
#include <cctype>
#include <chrono>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>
#include <random>
#include <sstream>
#include <vector>

#include "gpuasm/kernels.hpp"
#include "gpuasm/ptx/host.hpp"

namespace gpuasm::ptx {
namespace {

// The kernels' numbers are little-endian arrays of 32-bit limbs; on a
// little-endian host with 64-bit GMP limbs the same bytes are an mpn number.
static_assert(std::endian::native == std::endian::little);
static_assert(sizeof(mp_limb_t) == 8 && GMP_NUMB_BITS == 64);

constexpr std::string_view kWhat[] = {"montmul"};
constexpr std::string_view kBits[] = {"256", "384", "512", "1024", "2048"};
constexpr std::string_view kDevices[] = {"sim", "cuda"};

constexpr OptionSpec kBenchOptions[] = {
    {"kernel", OptionArity::Single, "What to measure: montmul (Montgomery multiplication)", kWhat},
    {"--bits", OptionArity::Single, "Operand size: 256 (the default), 384, 512, 1024 or 2048",
     kBits},
    {"--device", OptionArity::Single, "sim (the simulator, the default) or cuda (a GPU)", kDevices},
    {"--count", OptionArity::Single,
     "Multiplications a launch, one a thread (default: sim 4096, cuda 1048576)"},
    {"--repeat", OptionArity::Single,
     "Multiplications each thread chains on one load and store (default: sim 4; cuda and "
     "--model 64 (256/bits)^2: 64 at 256 bits, 1 at 2048)"},
    {"--block", OptionArity::Single, "Threads a block (default 256)"},
    {"--threads", OptionArity::Single, "Simulator: host threads (default: one per host core)"},
    {"--model", OptionArity::Single,
     "Time the kernel on the SM timing model (a preset: gtx580, plan-a, plan-b, h100, h200, a100, "
     "rtx4090, v100, or a "
     "FILE.toml): the device rate is the model's, its time the busiest SM's cycles at the "
     "model's clock (default --count: two blocks an SM)"},
    {"--seed", OptionArity::Single, "Seed of the random operands (default 1)"},
    {"--modulus", OptionArity::Single,
     "The modulus n, in hexadecimal: odd, below 2^bits (a field's prime, e.g. for a --ptx "
     "kernel that has its own compiled in; default: a random odd number of exactly `bits` "
     "bits)"},
    {"--ptx", OptionArity::Single,
     "Measure this PTX file's montmul_<bits> instead of the shipped kernels/ptx/montmul_<bits>.ptx "
     "(the shipped kernel's parameters: by name, or by position where nvcc named them "
     "montmul_<bits>_param_<i>)"},
    {"--json", OptionArity::Flag, "Print the results as JSON"},
    {"--time-limit", OptionArity::Single,
     "Simulator and --model: stop the launch after this many seconds of host time (default 60, "
     "at most 1000000; none: no limit)"},
};

// -n^-1 mod 2^(bits of T), n odd: Newton's iteration doubles the correct low
// bits each step, from the 3 that n itself gets right.
template <typename T>
T negativeInverse(T n) {
  T inverse = n;
  for (int i = 0; i < 6; ++i) inverse *= T(2) - n * inverse;
  return T(0) - inverse;
}

// Montgomery multiplication on the host with GMP's mpn layer (as mpz_powm's
// REDC does it): r = x y R^-1 mod n, R = 2^(64 k), x, y < n; r may be x.
class HostMontgomery {
 public:
  HostMontgomery(const mp_limb_t* n, mp_size_t limbs)
      : n_(n), limbs_(limbs), inverse_(negativeInverse<mp_limb_t>(n[0])), t_(2 * limbs) {}

  void multiply(mp_limb_t* r, const mp_limb_t* x, const mp_limb_t* y) {
    mp_limb_t* t = t_.data();
    mpn_mul_n(t, x, y, limbs_);
    mp_limb_t high = 0;
    for (mp_size_t i = 0; i < limbs_; ++i) {
      mp_limb_t carry = mpn_addmul_1(t + i, n_, limbs_, t[i] * inverse_);
      high += mpn_add_1(t + i + limbs_, t + i + limbs_, limbs_ - i, carry);
    }
    if (high || mpn_cmp(t + limbs_, n_, limbs_) >= 0)
      mpn_sub_n(r, t + limbs_, n_, limbs_);
    else
      std::copy(t + limbs_, t + 2 * limbs_, r);
  }

 private:
  const mp_limb_t* n_;
  mp_size_t limbs_;
  mp_limb_t inverse_;
  std::vector<mp_limb_t> t_;
};

std::string hexOf(const mp_limb_t* limbs, mp_size_t count) {
  mpz_t value;
  mpz_roinit_n(value, limbs, count);
  std::vector<char> text(mpz_sizeinbase(value, 16) + 2);
  mpz_get_str(text.data(), 16, value);
  return fmt::format("0x{}", text.data());
}

// a (b R^-1)^repeat mod n with mpz alone, for the host path's own check.
bool mpzAgrees(const mp_limb_t* a, const mp_limb_t* b, const mp_limb_t* n, const mp_limb_t* got,
               mp_size_t limbs, uint64_t repeat) {
  mpz_t za, zb, zn, zgot, r, want;
  mpz_roinit_n(za, a, limbs);
  mpz_roinit_n(zb, b, limbs);
  mpz_roinit_n(zn, n, limbs);
  mpz_roinit_n(zgot, got, limbs);
  mpz_inits(r, want, nullptr);
  mpz_setbit(r, static_cast<mp_bitcnt_t>(64 * limbs));
  mpz_invert(r, r, zn);
  mpz_mul(want, zb, r);
  mpz_powm_ui(want, want, repeat, zn);
  mpz_mul(want, want, za);
  mpz_mod(want, want, zn);
  bool same = mpz_cmp(want, zgot) == 0;
  mpz_clears(r, want, nullptr);
  return same;
}

// --modulus HEX: an odd number below 2^bits, as `bits` / 64 limbs.
std::vector<mp_limb_t> modulusOption(const std::string& text, uint32_t bits) {
  std::string digits = text;
  if (digits.starts_with("0x") || digits.starts_with("0X")) digits.erase(0, 2);
  const std::string problem =
      fmt::format("--modulus {}: expected an odd hexadecimal number below 2^{}", text, bits);
  // GMP reads the digits (it would also skip spaces: only hex digits pass).
  if (digits.empty() || !std::all_of(digits.begin(), digits.end(), [](char c) {
        return std::isxdigit(static_cast<unsigned char>(c));
      }))
    throw OptionError{problem};
  mpz_t value;
  mpz_init_set_str(value, digits.c_str(), 16);
  const bool fits =
      mpz_sizeinbase(value, 2) <= bits && mpz_odd_p(value) && mpz_cmp_ui(value, 1) > 0;
  std::vector<mp_limb_t> n(bits / 64);
  if (fits)
    for (size_t i = 0; i < mpz_size(value); ++i)
      n[i] = mpz_getlimbn(value, static_cast<mp_size_t>(i));
  mpz_clear(value);
  if (!fits) throw OptionError{problem};
  return n;
}

std::span<const uint8_t> bytesOf(const std::vector<mp_limb_t>& limbs) {
  return {reinterpret_cast<const uint8_t*>(limbs.data()), limbs.size() * sizeof(mp_limb_t)};
}

int montmulBench(const OptionValues& options, std::ostream& out, std::ostream& err) {
  const uint32_t bits = static_cast<uint32_t>(std::stoul(options.choice("bits", kBits, "256")));
  const std::string deviceName = options.choice("device", kDevices, "sim");
  const bool simulator = deviceName == "sim";
  std::string error;
  std::optional<SmConfig> model;
  if (options.has("model")) {
    if (!simulator)
      throw OptionError{"--model runs on the simulator: it does not go with --device cuda"};
    model = findSmConfig(options.text("model"), error);
    if (!model) throw OptionError{fmt::format("--model {}: {}", options.text("model"), error)};
  }
  const mp_size_t limbs = bits / 64;
  const uint64_t elementBytes = bits / 8;
  const uint32_t block = static_cast<uint32_t>(options.integer("block", 1, 1024, 256));
  const int64_t defaultCount = model ? int64_t{model->sms} * 2 * block : simulator ? 4096 : 1 << 20;
  const uint64_t count = static_cast<uint64_t>(options.integer(
      "count", 1, static_cast<int64_t>((uint64_t{1} << 30) / elementBytes), defaultCount));
  // On a GPU, 64 chained multiplications at 256 bits, fewer for larger sizes
  // (the cost grows as bits^2), so that the host's share stays seconds. The
  // model times a GPU: the same chains, so that its rate compares with the
  // GPU's (the loads and stores of a short chain would weigh more).
  const int64_t gpuRepeat = std::max<int64_t>(1, 64 * 256 * 256 / (int64_t{bits} * bits));
  const uint64_t repeat = static_cast<uint64_t>(
      options.integer("repeat", 1, 1 << 24, simulator && !model ? 4 : gpuRepeat));
  const uint32_t hostThreads = static_cast<uint32_t>(options.integer("threads", 0, 1024, 0));
  const uint64_t seed = static_cast<uint64_t>(options.integer("seed", 0, INT64_MAX, 1));
  const bool json = options.has("json");
  if (options.has("threads") && !simulator)
    throw OptionError{"--threads is the simulator's (host threads); not with --device cuda"};
  // A shipped kernel ends; a --ptx one may not. The default leaves the
  // slowest shipped case (--model h100: 7 s here) room on a slower host.
  constexpr double kBenchTimeLimitSeconds = 60;
  const double timeLimit = timeLimitSeconds(options, kBenchTimeLimitSeconds);
  if (options.has("time-limit") && !simulator)
    throw OptionError{"--time-limit is the simulator's watchdog; not with --device cuda"};

  std::unique_ptr<Device> device =
      model ? openModelDevice(*model) : openDevice(*deviceKindNamed(deviceName), error);
  if (!device) {
    err << fmt::format("gpuasm bench: {}\n", error);
    return 1;
  }
  const std::string kernelName = fmt::format("montmul_{}", bits);
  std::string fileName = fmt::format("{}.ptx", kernelName), text;
  if (options.has("ptx")) {
    fileName = options.text("ptx");
    std::ifstream in(fileName, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    if (!in) {
      err << fmt::format("gpuasm bench: cannot read '{}'\n", fileName);
      return 1;
    }
    text = bytes.str();
  } else {
    text = std::string(*findEmbeddedKernel("ptx/" + fileName));
  }
  std::optional<Program> program = Program::fromText(std::move(text), fileName, error);
  std::optional<Kernel> kernel =
      program ? Kernel::create(*program, kernelName, error) : std::nullopt;
  if (!kernel) {
    err << fmt::format("gpuasm bench: {}{}", error, error.ends_with('\n') ? "" : "\n");
    return 1;
  }

  // The modulus: --modulus, or a random one of exactly `bits` bits, odd;
  // random operands below it.
  std::mt19937_64 random(seed);
  std::vector<mp_limb_t> n(limbs), a(count * limbs), b(count * limbs);
  for (mp_limb_t& limb : n) limb = random();
  n[0] |= 1;
  n[limbs - 1] |= mp_limb_t{1} << 63;
  if (options.has("modulus")) n = modulusOption(options.text("modulus"), bits);
  mp_size_t nLimbs = limbs;
  while (n[nLimbs - 1] == 0) --nLimbs;
  std::vector<mp_limb_t> quotient(limbs - nLimbs + 1), remainder(limbs);
  for (std::vector<mp_limb_t>* operand : {&a, &b}) {
    for (mp_limb_t& limb : *operand) limb = random();
    for (uint64_t i = 0; i < count; ++i) {
      mp_limb_t* x = operand->data() + i * limbs;
      mpn_tdiv_qr(quotient.data(), remainder.data(), 0, x, limbs, n.data(), nLimbs);
      std::copy(remainder.begin(), remainder.end(), x);
    }
  }

  std::vector<mp_limb_t> result(count * limbs);
  LaunchReport report;
  try {
    Buffer bufferA = device->createBuffer(count * elementBytes, bytesOf(a));
    Buffer bufferB = device->createBuffer(count * elementBytes, bytesOf(b));
    Buffer bufferN = device->createBuffer(elementBytes, bytesOf(n));
    Buffer bufferR = device->createBuffer(count * elementBytes);
    // By name (the shipped kernels'), else by position (nvcc's names for an
    // extern "C" kernel's parameters).
    int position = 0;
    auto set = [&](std::string_view parameter, ArgumentValue value) {
      std::string setError, positionalError;
      if (!kernel->setArgument(fmt::format("{}_{}", kernelName, parameter), value, setError) &&
          !kernel->setArgument(fmt::format("{}_param_{}", kernelName, position), value,
                               positionalError))
        throw LaunchError{setError, false};  // a --ptx kernel with other parameters
      ++position;
    };
    set("a", ArgumentValue::ofBuffer(bufferA));
    set("b", ArgumentValue::ofBuffer(bufferB));
    set("n", ArgumentValue::ofBuffer(bufferN));
    set("n0inv", ArgumentValue::of(negativeInverse<uint32_t>(static_cast<uint32_t>(n[0]))));
    set("r", ArgumentValue::ofBuffer(bufferR));
    set("count", ArgumentValue::of(count));
    set("repeat", ArgumentValue::of(repeat));
    LaunchSettings settings;
    settings.grid = {static_cast<uint32_t>((count + block - 1) / block), 1, 1};
    settings.block = {block, 1, 1};
    settings.threads = hostThreads;
    settings.maxInstructions = uint64_t{1} << 40;
    settings.maxHostSeconds = simulator ? timeLimit : 0;
    // On a GPU one launch first, untimed: the driver may compile the PTX and
    // load the module lazily, at the first launch.
    if (!simulator) device->launch(*kernel, settings);
    report = device->launch(*kernel, settings);
    if (report.fault) {
      err << fmt::format("gpuasm bench: {}\n", report.fault->describe());
      return 1;
    }
    device->read(bufferR, 0,
                 {reinterpret_cast<uint8_t*>(result.data()), result.size() * sizeof(mp_limb_t)});
  } catch (const LaunchError& e) {
    err << fmt::format("gpuasm bench: {}\n", e.message);
    return e.badSettings ? 2 : 1;
  }

  // The same batch on the host, one thread: x = a; repeat times x = montmul(x, b).
  std::vector<mp_limb_t> host = a;
  HostMontgomery montgomery(n.data(), limbs);
  auto start = std::chrono::steady_clock::now();
  for (uint64_t i = 0; i < count; ++i) {
    mp_limb_t* x = host.data() + i * limbs;
    const mp_limb_t* y = b.data() + i * limbs;
    for (uint64_t k = 0; k < repeat; ++k) montgomery.multiply(x, x, y);
  }
  const double hostSeconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  // The host path itself against plain mpz arithmetic, on a few elements.
  for (uint64_t i = 0; i < std::min<uint64_t>(count, 16); ++i) {
    if (!mpzAgrees(a.data() + i * limbs, b.data() + i * limbs, n.data(), host.data() + i * limbs,
                   limbs, repeat)) {
      err << fmt::format(
          "gpuasm bench: internal error: the host's Montgomery multiplication "
          "disagrees with mpz at element {}\n",
          i);
      return 1;
    }
  }
  for (uint64_t i = 0; i < count; ++i) {
    const mp_limb_t* got = result.data() + i * limbs;
    const mp_limb_t* want = host.data() + i * limbs;
    if (!std::equal(got, got + limbs, want)) {
      err << fmt::format(
          "gpuasm bench: element {} of {} is wrong: a = {}, b = {}, n = {}, repeat {}: the device "
          "gives {}, GMP {}\n",
          i, count, hexOf(a.data() + i * limbs, limbs), hexOf(b.data() + i * limbs, limbs),
          hexOf(n.data(), limbs), repeat, hexOf(got, limbs), hexOf(want, limbs));
      return 1;
    }
  }

  const double multiplications = static_cast<double>(count) * static_cast<double>(repeat);
  // On the model the device's time is the model's, not the host's.
  const double deviceSeconds = report.timing ? report.timing->seconds() : report.seconds;
  const double deviceRate = deviceSeconds > 0 ? multiplications / deviceSeconds : 0;
  const double hostRate = hostSeconds > 0 ? multiplications / hostSeconds : 0;
  const double ratio = hostRate > 0 ? deviceRate / hostRate : 0;
  const double instructionRate =
      report.seconds > 0 ? static_cast<double>(report.threadInstructions) / report.seconds : 0;
  if (json) {
    nlohmann::json j = {{"kernel", kernelName},
                        {"bits", bits},
                        {"device", report.device},
                        {"count", count},
                        {"repeat", repeat},
                        {"multiplications", count * repeat},
                        {"grid", report.grid},
                        {"block", report.block},
                        {"device_seconds", deviceSeconds},
                        {"device_multiplications_per_second", deviceRate},
                        {"host", "GMP mpn, one thread"},
                        {"host_seconds", hostSeconds},
                        {"host_multiplications_per_second", hostRate},
                        {"device_over_host", ratio},
                        {"checked", count}};
    if (simulator) {
      j["thread_instructions"] = report.threadInstructions;
      j["thread_instructions_per_second"] = instructionRate;
      j["host_threads"] = report.hostThreads;
    }
    if (report.timing) {
      const nlohmann::json timing = report.json();
      for (const char* key : {"model", "cycles", "sms", "blocks_on_busiest_sm", "stalls", "units"})
        j[key] = timing[key];
    }
    out << j.dump(2) << "\n";
    return 0;
  }
  out << fmt::format("{} on {}: {} x {} = {} multiplications of {} bits (grid {}, block {})\n",
                     kernelName, report.device, count, repeat, count * repeat, bits, report.grid[0],
                     report.block[0]);
  if (report.timing) {
    const TimingReport& t = *report.timing;
    out << fmt::format(
        "device: {} cycles on the busiest of {} SMs = {:.6f} s at {} GHz, {:.4g} "
        "multiplications/s (the model's)\n",
        t.cycles, t.sms, deviceSeconds, t.clockGhz, deviceRate);
    for (const TimingReport::UnitUse& u : t.units)
      if (u.busyCycles)
        out << fmt::format(
            "        unit {:<16} busy {:5.1f} %\n", u.name,
            100.0 * static_cast<double>(u.busyCycles) / static_cast<double>(t.cycles));
  } else {
    out << fmt::format("device: {:.6f} s, {:.4g} multiplications/s\n", deviceSeconds, deviceRate);
  }
  if (simulator)
    out << fmt::format(
        "        {} thread-instructions ({:.1f} a multiplication), {:.4g}/s on {} "
        "host thread{}\n",
        report.threadInstructions, static_cast<double>(report.threadInstructions) / multiplications,
        instructionRate, report.hostThreads, report.hostThreads == 1 ? "" : "s");
  out << fmt::format("host:   {:.6f} s, {:.4g} multiplications/s (GMP mpn, one thread)\n",
                     hostSeconds, hostRate);
  out << fmt::format("device / host: {:.3g}\n", ratio);
  out << fmt::format("checked: all {} results equal GMP's\n", count);
  return 0;
}

int runBench(const OptionValues& options, std::ostream& out, std::ostream& err) {
  if (!options.has("kernel"))
    throw OptionError{"say what to measure: gpuasm bench -t ptx montmul [--bits N] ..."};
  return montmulBench(options, out, err);
}

}  // namespace

TargetCommand benchCommand() {
  return {"bench",
          "Measure a shipped kernel: montmul (Montgomery multiplication), every result checked "
          "against GMP, beside GMP on the host",
          kBenchOptions, &runBench};
}

}  // namespace gpuasm::ptx
