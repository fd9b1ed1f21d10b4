// The study's launches run side by side, each worker with its own model
// device per configuration (a device is not shared between host threads);
// the results do not depend on the order, since each launch is a fresh
// block on a fresh model clock.
#include "targets/ptx/study/study.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <bit>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <thread>

#include "gpuasm/diagnostics.hpp"
#include "gpuasm/kernels.hpp"
#include "gpuasm/ptx/host.hpp"

namespace gpuasm::ptx {
namespace {

constexpr std::string_view kChains = "ptx/microbench/mul_chain.ptx";
constexpr std::string_view kMix = "ptx/microbench/mix.ptx";
constexpr std::string_view kStreams = "ptx/microbench/two_streams.ptx";
using C = ChainType;

// The figures' integer and float series are the 1,000-a-loop kernels, whose
// loop costs nothing; the 10-a-loop ones are figure 4.5's comparison.
constexpr std::string_view kClasses = "ptx/microbench/classes.ptx";
using S = Suite;
constexpr Microbenchmark kMicrobenchmarks[] = {
    {"int", "int mul", kChains, "int_mul_x1000", 1000, C::Int, 1000, C::None, 0, 1, S::Seed},
    {"float", "float mul", kChains, "float_mul_x1000", 1000, C::Float, 1000, C::None, 0, 1,
     S::Seed},
    {"int_x10", "int mul, 10 a loop", kChains, "int_mul_x10", 10, C::Int, 10, C::None, 0, 1,
     S::Seed},
    {"float_x10", "float mul, 10 a loop", kChains, "float_mul_x10", 10, C::Float, 10, C::None, 0, 1,
     S::Seed},
    {"mix_1i1f", "int:float 1:1", kMix, "mix_1i1f", 100, C::Int, 100, C::Float, 100, 1, S::Seed},
    {"mix_1i2f", "int:float 1:2", kMix, "mix_1i2f", 100, C::Int, 100, C::Float, 200, 1, S::Seed},
    {"mix_2i1f", "int:float 2:1", kMix, "mix_2i1f", 100, C::Int, 100, C::Float, 50, 1, S::Seed},
    {"mix_1i3f", "int:float 1:3", kMix, "mix_1i3f", 100, C::Int, 100, C::Float, 300, 1, S::Seed},
    {"float_2streams", "float mul, 2 streams", kStreams, "float_mul_2streams", 100, C::Float, 50,
     C::Float, 50, 1, S::Seed},
    {"int_2streams", "int mul, 2 streams", kStreams, "int_mul_2streams", 100, C::Int, 50, C::Int,
     50, 1, S::Seed},
    // The instruction classes: an operation is one PTX instruction but for
    // mad_wide (with its free cvt) and mont (the pair ptxas fuses).
    {"mul_hi_x1", "mad.hi.u32, 1 chain", kClasses, "mul_hi_x1", 100, C::MulHi, 100, C::None, 0, 1,
     S::Classes},
    {"mul_hi_x4", "mad.hi.u32, 4 chains", kClasses, "mul_hi_x4", 200, C::MulHi, 200, C::None, 0, 4,
     S::Classes},
    {"mad_wide_x1", "mad.wide.u32, 1 chain", kClasses, "mad_wide_x1", 100, C::MadWide, 100, C::None,
     0, 1, S::Classes},
    {"mad_wide_x4", "mad.wide.u32, 4 chains", kClasses, "mad_wide_x4", 200, C::MadWide, 200,
     C::None, 0, 4, S::Classes},
    {"addc_x1", "addc.cc.u32, 1 chain", kClasses, "addc_x1", 100, C::Addc, 100, C::None, 0, 1,
     S::Classes},
    {"lop3_x1", "lop3.b32, 1 chain", kClasses, "lop3_x1", 100, C::Lop3, 100, C::None, 0, 1,
     S::Classes},
    {"lop3_x4", "lop3.b32, 4 chains", kClasses, "lop3_x4", 200, C::Lop3, 200, C::None, 0, 4,
     S::Classes},
    {"shf_x1", "shf.l.wrap.b32, 1 chain", kClasses, "shf_x1", 100, C::Shf, 100, C::None, 0, 1,
     S::Classes},
    {"shf_x4", "shf.l.wrap.b32, 4 chains", kClasses, "shf_x4", 200, C::Shf, 200, C::None, 0, 4,
     S::Classes},
    {"ffma_x1", "fma.rn.f32, 1 chain", kClasses, "ffma_x1", 100, C::Ffma, 100, C::None, 0, 1,
     S::Classes},
    {"ffma_x4", "fma.rn.f32, 4 chains", kClasses, "ffma_x4", 200, C::Ffma, 200, C::None, 0, 4,
     S::Classes},
    {"mont_x1", "mad.lo.cc + madc.hi, 1 chain", kClasses, "mont_x1", 100, C::Mont, 100, C::None, 0,
     1, S::Classes},
    {"mont_x4", "mad.lo.cc + madc.hi, 4 chains", kClasses, "mont_x4", 200, C::Mont, 200, C::None, 0,
     4, S::Classes},
    {"lds_x1", "ld.shared, 1 chain", kClasses, "lds_x1", 100, C::Shared, 100, C::None, 0, 1,
     S::Classes},
    {"lds_x4", "ld.shared, 4 chains", kClasses, "lds_x4", 200, C::Shared, 200, C::None, 0, 4,
     S::Classes},
};

constexpr uint32_t kIntFactor = kStudyIntFactor;
constexpr uint32_t kFloatFactor = kStudyFloatFactor;  // no overflow in a million steps
constexpr uint32_t kMaxThreads = 1024;

// What a chain of `count` multiplications leaves in thread `tid` (the seeds
// are those of generate.py: tid + 1 and tid + 65537, 1.0 and 2.0).
uint32_t intChain(uint32_t seed, uint64_t count) {
  uint32_t power = 1, base = kIntFactor;
  for (uint64_t e = count; e; e >>= 1, base *= base)
    if (e & 1) power *= base;
  return seed * power;
}
uint32_t floatChain(float seed, uint64_t count) {
  const float factor = std::bit_cast<float>(kFloatFactor);
  float x = seed;
  for (uint64_t i = 0; i < count; ++i) x *= factor;  // round to nearest, as mul.rn.f32
  return std::bit_cast<uint32_t>(x);
}

// One chain of a class kernel, operation by operation, as the PTX computes it.
struct ClassChain {
  ChainType type;
  uint32_t thread, index;  // the chain's index: its seed
  uint64_t state;          // the chain's register(s): (high:low) for MadWide, Addc, Mont
  uint64_t operations = 0;

  ClassChain(ChainType t, uint32_t tid, uint32_t i) : type(t), thread(tid), index(i) {
    const uint32_t seed = tid + 1 + 65536 * i;
    switch (type) {
      case ChainType::Ffma:
        state = std::bit_cast<uint32_t>(1.0f + static_cast<float>(i));
        break;
      case ChainType::Shared:
        state = 16 * tid + 4 * i;  // the slot's offset in the array
        break;
      case ChainType::Addc:
        // add.cc before the loop: the carry out of seed + k in bit 32.
        state = uint64_t{seed} + kIntFactor;
        break;
      default:
        state = seed;
    }
  }
  void step() {
    const uint32_t low = static_cast<uint32_t>(state);
    switch (type) {
      case ChainType::MulHi:
        state = static_cast<uint32_t>((uint64_t{low} * kIntFactor >> 32) + low);
        break;
      case ChainType::MadWide:
      case ChainType::Mont:
        state += uint64_t{low} * kIntFactor;
        break;
      case ChainType::Addc:
        state = uint64_t{low} + kIntFactor + (state >> 32);
        break;
      case ChainType::Lop3: {
        const uint32_t t = operations % 2 == 0 ? thread << 3 : thread ^ 0x5a5a;
        state = (low & kIntFactor) ^ t;
        break;
      }
      case ChainType::Shf:
        state = std::rotl(low, kIntFactor % 32);
        break;
      case ChainType::Ffma:
        state = std::bit_cast<uint32_t>(
            std::fma(std::bit_cast<float>(low), std::bit_cast<float>(kFloatFactor), 1.0f));
        break;
      default:
        break;
    }
    ++operations;
  }
  uint32_t folded() const {
    if (type == ChainType::MadWide || type == ChainType::Mont)
      return static_cast<uint32_t>(state) ^ static_cast<uint32_t>(state >> 32);
    return static_cast<uint32_t>(state);
  }
};

struct Job {
  size_t series;
  size_t point;
  const SmConfig* config;
  const Microbenchmark* benchmark;
  uint32_t threads;
};

struct Worker {
  std::map<const SmConfig*, std::unique_ptr<Device>> devices;
  std::map<const SmConfig*, std::pair<Buffer, Buffer>> buffers;  // clocks, results
};

const Program& programOf(std::map<std::string_view, Program>& programs, std::string_view file) {
  auto at = programs.find(file);
  if (at != programs.end()) return at->second;
  std::optional<std::string_view> text = findEmbeddedKernel(file);
  if (!text) throw StudyError{fmt::format("the shipped kernel {} is missing", file)};
  std::string error;
  std::optional<Program> program = Program::fromText(std::string(*text), std::string(file), error);
  if (!program) throw StudyError{error};
  return programs.emplace(file, std::move(*program)).first->second;
}

// One launch on `device`; the results checked, the clocks read. A fault
// returns its text.
std::optional<std::string> runOn(Device& device, Buffer clocks, Buffer results, const Job& job,
                                 const Program& program, uint64_t ops, StudyPoint& point) {
  const Microbenchmark& b = *job.benchmark;
  std::string error;
  std::optional<Kernel> kernel = Kernel::create(program, b.kernel, error);
  if (!kernel) throw StudyError{error};
  const uint64_t iterations = ops / b.opsPerIteration;
  auto set = [&](std::string_view parameter, ArgumentValue value) {
    if (!kernel->setArgument(fmt::format("{}_{}", b.kernel, parameter), value, error))
      throw StudyError{error};
  };
  set("clocks", ArgumentValue::ofBuffer(clocks));
  set("results", ArgumentValue::ofBuffer(results));
  set("iterations", ArgumentValue::of(iterations));
  set("int_factor", ArgumentValue::of(kIntFactor));
  set("float_factor", ArgumentValue::of(kFloatFactor));
  LaunchSettings settings;
  settings.block = {job.threads, 1, 1};
  settings.threads = 1;
  settings.maxInstructions = uint64_t{1} << 40;
  const bool model = device.kind() == DeviceKind::Model;
  LaunchReport report;
  std::vector<uint8_t> bytes(16 * job.threads);
  std::vector<uint8_t> words(8 * job.threads);
  try {
    report = device.launch(*kernel, settings);
    if (!report.fault) {
      device.read(clocks, 0, bytes);
      device.read(results, 0, words);
    }
  } catch (const LaunchError& e) {
    return e.message;
  }
  if (report.fault) return report.fault->describe();
  if (model && !report.timing) throw StudyError{"the model device gave no timing report"};

  uint64_t start = UINT64_MAX, stop = 0;
  for (uint32_t t = 0; t < job.threads; ++t) {
    uint64_t before, after;
    std::memcpy(&before, &bytes[16 * t], 8);
    std::memcpy(&after, &bytes[16 * t + 8], 8);
    start = std::min(start, before);
    stop = std::max(stop, after);
  }
  if (stop < start)
    throw StudyError{fmt::format("{} on {} with {} threads: the clocks run backwards ({} to {})",
                                 b.kernel, model ? job.config->name : device.name(), job.threads,
                                 start, stop)};
  for (uint32_t t = 0; t < job.threads; ++t) {
    const std::array<uint32_t, 2> want = expectedResults(b, t, iterations);
    for (int word = 0; word < 2; ++word) {
      uint32_t got;
      std::memcpy(&got, &words[8 * t + 4 * word], 4);
      if (got != want[word])
        throw StudyError{fmt::format(
            "{} on {} with {} threads: thread {} result word {} is 0x{:08x}, the host computes "
            "0x{:08x}",
            b.kernel, model ? job.config->name : device.name(), job.threads, t, word, got,
            want[word])};
    }
  }
  point = {job.threads, stop - start, model ? report.timing->cycles : 0, report.threadInstructions};
  return std::nullopt;
}

// One launch on the worker's model device of the job's configuration.
std::optional<std::string> runJob(const Job& job, const Program& program, uint64_t ops,
                                  Worker& worker, StudyPoint& point) {
  std::unique_ptr<Device>& device = worker.devices[job.config];
  if (!device) {
    device = openModelDevice(*job.config);
    worker.buffers[job.config] = {device->createBuffer(16 * kMaxThreads),
                                  device->createBuffer(8 * kMaxThreads)};
  }
  auto [clocks, results] = worker.buffers[job.config];
  return runOn(*device, clocks, results, job, program, ops, point);
}

const StudyPoint* pointAt(const StudySeries* series, uint32_t threads) {
  if (!series || series->fault) return nullptr;
  for (const StudyPoint& p : series->points)
    if (p.threads == threads) return &p;
  return nullptr;
}

std::string fraction(double value) {
  return fmt::format("{:.4f}", value);
}

StudyFinding compared(std::string name, std::optional<double> ours, double seed,
                      std::string seedText, std::string note = {}) {
  StudyFinding f{
      std::move(name), ours ? fraction(*ours) : "n/a", std::move(seedText), ours, seed, true,
      std::move(note)};
  if (ours) f.flagged = std::fabs(*ours - seed) > 0.05 * std::fabs(seed);
  return f;
}

void addFindings(StudyResult& r, const StudyRequest& request) {
  const double scale = 1e6 / static_cast<double>(r.ops);  // to the seed's million operations
  auto& out = r.findings;
  const StudySeries* intSeries = r.find("int");
  const StudySeries* floatSeries = r.find("float");
  for (auto [series, seedKnee, name] : {std::tuple{intSeries, 289u, "int knee (threads)"},
                                        std::tuple{floatSeries, 577u, "float knee (threads)"}}) {
    const uint32_t knee = series && !series->fault ? kneeOf(*series).value_or(0) : 0;
    StudyFinding f;
    f.name = name;
    f.ours = knee ? std::to_string(knee) : "none";
    f.seed = std::to_string(seedKnee);
    if (knee) f.value = knee;
    f.seedValue = seedKnee;
    f.flagged = knee != seedKnee;
    out.push_back(f);
    std::optional<double> step;
    const StudyPoint* at = knee ? pointAt(series, knee) : nullptr;
    const StudyPoint* before = knee ? pointAt(series, knee - 1) : nullptr;
    if (at && before && before->clockSpan)
      step = static_cast<double>(at->clockSpan) / static_cast<double>(before->clockSpan) - 1;
    out.push_back(compared(fmt::format("{} step at the knee", series ? series->label : "?"), step,
                           1.0 / 9, "1/9 = 0.1111", "(t(knee) - t(knee - 1)) / t(knee - 1)"));
  }
  const StudyPoint* one = pointAt(floatSeries, 64);
  const StudyPoint* two = pointAt(r.find("float_2streams"), 64);
  out.push_back(compared("float, 1 stream, 64 threads (cycles a million)",
                         one ? std::optional<double>(one->clockSpan * scale) : std::nullopt, 18e6,
                         "18e6"));
  out.back().ours = one ? fmt::format("{:.4g}", one->clockSpan * scale) : "n/a";
  out.push_back(compared("float, 2 streams, 64 threads (cycles a million)",
                         two ? std::optional<double>(two->clockSpan * scale) : std::nullopt, 9e6,
                         "9e6"));
  out.back().ours = two ? fmt::format("{:.4g}", two->clockSpan * scale) : "n/a";
  out.push_back(compared("2 streams / 1 stream, 64 threads",
                         one && two ? std::optional<double>(static_cast<double>(two->clockSpan) /
                                                            static_cast<double>(one->clockSpan))
                                    : std::nullopt,
                         0.5, "9e6/18e6 = 0.5"));

  // Ratios over the whole sweep: the largest, where the seed saw none.
  auto worstRatio = [&](std::string_view over, std::string_view under) -> std::optional<double> {
    const StudySeries* a = r.find(over);
    const StudySeries* b = r.find(under);
    if (!a || !b || a->fault || b->fault || a->points.size() != b->points.size()) return {};
    double worst = 0;
    for (size_t i = 0; i < a->points.size(); ++i)
      worst = std::max(worst, static_cast<double>(a->points[i].clockSpan) /
                                  static_cast<double>(b->points[i].clockSpan));
    return worst;
  };
  out.push_back(compared("float: 10 a loop / 1000 a loop, largest",
                         worstRatio("float_x10", "float"), 1.0, "1 (loop negligible)",
                         "the loop's sub, setp and bra issue to the same cores as the float "
                         "multiplies: 3 of 13 issue slots at 10 a loop once the cores are full"));
  out.push_back(compared("int: 10 a loop / 1000 a loop, largest", worstRatio("int_x10", "int"), 1.0,
                         "1 (loop negligible)"));
  out.push_back(compared("int:float 1:1 / int only, largest", worstRatio("mix_1i1f", "int"), 1.0,
                         "1 (no more than int)"));

  // Figure 5.6 and plan B.
  const StudySeries* base = r.find("gtx580:int");
  const StudySeries* planA = r.find("plan-a:int");
  const uint32_t high = r.threads.back();
  const StudyPoint* baseHigh = pointAt(base, high);
  const StudyPoint* planAHigh = pointAt(planA, high);
  out.push_back(compared(
      fmt::format("plan A / gtx580, int, {} threads", high),
      baseHigh && planAHigh ? std::optional<double>(static_cast<double>(planAHigh->clockSpan) /
                                                    static_cast<double>(baseHigh->clockSpan))
                            : std::nullopt,
      0.58, "0.58 (GPGPU-Sim)",
      "plan A doubles the multiplier's lanes: at full occupancy the integer chain is bound by "
      "them, 32 cycles a multiply instead of 64, so 0.5; the seed's 58 % is GPGPU-Sim's GTX 480 "
      "with integer multiplies on SP pipes at initiation interval 2 (figures 5.4, 5.5)"));
  // The seed does not say where on figure 5.6 it read 58 %: the whole curve
  // past the GTX 580's knee, summed, is the other reading.
  std::optional<double> pastKnee;
  if (base && planA && !base->fault && !planA->fault &&
      base->points.size() == planA->points.size()) {
    double baseSum = 0, planASum = 0;
    for (size_t i = 0; i < base->points.size(); ++i) {
      if (base->points[i].threads < 289) continue;
      baseSum += static_cast<double>(base->points[i].clockSpan);
      planASum += static_cast<double>(planA->points[i].clockSpan);
    }
    if (baseSum > 0) pastKnee = planASum / baseSum;
  }
  out.push_back(compared("plan A / gtx580, int, summed over 289..1024 threads", pastKnee, 0.58,
                         "0.58 (GPGPU-Sim)"));
  const StudySeries* planBFloat = r.find("plan-b:float");
  StudyFinding b;
  b.name = "plan B, float code";
  b.seed = "no float unit";
  if (!planBFloat) {
    b.ours = "not run";
    b.flagged = true;
  } else if (planBFloat->fault) {
    b.ours = "faults: " + *planBFloat->fault;
  } else {
    b.ours = fmt::format("runs, {} cycles at {} threads ({} executes float multiplies)",
                         planBFloat->points.front().clockSpan, planBFloat->points.front().threads,
                         request.planB.name);
    b.flagged = true;
  }
  out.push_back(b);
  const StudySeries* planBInt = r.find("plan-b:int");
  const StudyPoint* planBHigh = pointAt(planBInt, high);
  out.push_back(compared(fmt::format("plan B / plan A, int, {} threads", high),
                         planBHigh && planAHigh
                             ? std::optional<double>(static_cast<double>(planBHigh->clockSpan) /
                                                     static_cast<double>(planAHigh->clockSpan))
                             : std::nullopt,
                         1.0, "1 (32 muls a clock)"));
}

}  // namespace

std::span<const Microbenchmark> microbenchmarks() {
  return kMicrobenchmarks;
}

const Microbenchmark* findMicrobenchmark(std::string_view id) {
  for (const Microbenchmark& b : kMicrobenchmarks)
    if (b.id == id) return &b;
  return nullptr;
}

std::array<uint32_t, 2> expectedResults(const Microbenchmark& b, uint32_t thread,
                                        uint64_t iterations) {
  std::array<uint32_t, 2> words{};
  if (b.suite == Suite::Classes) {
    std::vector<ClassChain> chains;
    for (uint32_t i = 0; i < b.chains; ++i) chains.emplace_back(b.chainA, thread, i);
    const uint64_t each = iterations * (b.chainAPerIteration / b.chains);
    for (ClassChain& chain : chains)
      for (uint64_t n = 0; n < each; ++n) chain.step();
    for (uint32_t i = 0; i < b.chains; ++i) words[i % 2] ^= chains[i].folded();
    return words;
  }
  for (int word = 0; word < 2; ++word) {
    const ChainType type = word == 0 ? b.chainA : b.chainB;
    const uint64_t count = iterations * (word == 0 ? b.chainAPerIteration : b.chainBPerIteration);
    // Word 1 is the second chain of its type (seeded differently) only in
    // the two-stream kernels; in a mix it is the float chain, the first of its type.
    const bool second = word == 1 && b.chainA == b.chainB;
    if (type == ChainType::Int) words[word] = intChain(thread + (second ? 65537 : 1), count);
    if (type == ChainType::Float) words[word] = floatChain(second ? 2.0f : 1.0f, count);
  }
  return words;
}

const StudySeries* StudyResult::find(std::string_view id) const {
  for (const StudySeries& s : series)
    if (s.id == id) return &s;
  return nullptr;
}

std::vector<uint32_t> studyThreadCounts(bool every) {
  std::vector<uint32_t> counts{1};
  for (uint32_t t = 2; t <= kMaxThreads; ++t)
    if (every || t % 32 == 0 || t % 32 == 1) counts.push_back(t);
  return counts;
}

std::optional<uint32_t> kneeOf(const StudySeries& series) {
  if (series.points.empty()) return std::nullopt;
  const double flat = static_cast<double>(series.points.front().clockSpan);
  for (const StudyPoint& p : series.points)
    if (static_cast<double>(p.clockSpan) > flat * 1.02) return p.threads;
  return std::nullopt;
}

double cyclesPerMultiplication(const Microbenchmark& b, uint64_t ops, const StudyPoint& point) {
  const uint64_t iterations = ops / b.opsPerIteration;
  const uint64_t multiplications = iterations * (b.chainAPerIteration + b.chainBPerIteration);
  return multiplications
             ? static_cast<double>(point.clockSpan) / static_cast<double>(multiplications)
             : 0;
}

std::optional<std::vector<MeasuredPoint>> parseMeasuredPoints(std::string_view text,
                                                              std::string_view name,
                                                              std::string& error) {
  std::vector<MeasuredPoint> points;
  size_t lineNumber = 0;
  while (!text.empty()) {
    const size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
    ++lineNumber;
    if (const size_t hash = line.find('#'); hash != std::string_view::npos)
      line = line.substr(0, hash);
    if (line.find_first_not_of(" \t\r") == std::string_view::npos) continue;
    std::vector<std::string> fields;
    for (size_t at = 0; at <= line.size();) {
      const size_t tab = std::min(line.find('\t', at), line.size());
      fields.emplace_back(line.substr(at, tab - at));
      at = tab + 1;
    }
    auto bad = [&](std::string message) {
      error = escapeControlCharacters(fmt::format("{}:{}: {}", name, lineNumber, message));
      return std::nullopt;
    };
    if (fields.size() != 4)
      return bad(fmt::format("{} fields, not the 4 of ID, ENTRY, THREADS, PER_OP (tab-separated)",
                             fields.size()));
    if (!findMicrobenchmark(fields[0]))
      return bad(fmt::format("unknown microbenchmark '{}'", fields[0]));
    MeasuredPoint point;
    point.id = fields[0];
    const std::string& threads = fields[2];
    auto [tail, problem] =
        std::from_chars(threads.data(), threads.data() + threads.size(), point.threads);
    if (problem != std::errc() || tail != threads.data() + threads.size() || point.threads == 0 ||
        point.threads > kMaxThreads)
      return bad(fmt::format("threads '{}' is not a number 1..{}", threads, kMaxThreads));
    char* stop = nullptr;
    point.perOp = std::strtod(fields[3].c_str(), &stop);
    if (fields[3].empty() || *stop != '\0' || !std::isfinite(point.perOp) || point.perOp <= 0)
      return bad(fmt::format("cycles '{}' is not a positive number", fields[3]));
    points.push_back(std::move(point));
  }
  return points;
}

std::vector<PointComparison> compareWithMeasured(const StudyResult& result,
                                                 std::span<const MeasuredPoint> measured) {
  std::vector<PointComparison> out;
  for (const MeasuredPoint& m : measured) {
    const Microbenchmark* b = findMicrobenchmark(m.id);
    const StudyPoint* p = b ? pointAt(result.find(m.id), m.threads) : nullptr;
    if (!p) continue;
    const double model = cyclesPerMultiplication(*b, result.ops, *p);
    out.push_back({m.id, m.threads, m.perOp, model, model / m.perOp - 1});
  }
  return out;
}

std::vector<MeasuredPoint> measuredOnHardware(const StudyResult& result) {
  std::vector<MeasuredPoint> out;
  for (const StudySeries& s : result.hardware) {
    const Microbenchmark* b = findMicrobenchmark(s.id);
    if (!b || s.fault) continue;
    for (const StudyPoint& p : s.points)
      out.push_back({s.id, p.threads, cyclesPerMultiplication(*b, result.ops, p)});
  }
  return out;
}

std::string measuredPointsText(std::span<const MeasuredPoint> points, std::string_view source) {
  std::string text = fmt::format(
      "# {}\n# id\tentry\tthreads\tcycles an operation a thread (the block's %clock64 span / "
      "its chains' operations)\n",
      source);
  for (const MeasuredPoint& p : points) {
    const Microbenchmark* b = findMicrobenchmark(p.id);
    text += fmt::format("{}\t{}\t{}\t{:.4f}\n", p.id, b ? b->kernel : "?", p.threads, p.perOp);
  }
  return text;
}

StudyResult runStudy(const StudyRequest& request) {
  if (request.ops == 0 || request.ops % 1000 != 0)
    throw StudyError{fmt::format("operations a thread must be a positive multiple of 1000, not {}",
                                 request.ops)};
  StudyResult r;
  r.model = request.model.name;
  r.ops = request.ops;
  r.threads = request.threads.empty() ? studyThreadCounts(false) : request.threads;

  std::vector<Job> jobs;
  auto addSeries = [&](std::string id, const SmConfig& config, std::string_view benchmark,
                       const std::vector<uint32_t>& threads) {
    const Microbenchmark* b = findMicrobenchmark(benchmark);
    r.series.push_back({std::move(id), std::string(b->label), config.name,
                        std::vector<StudyPoint>(threads.size()), std::nullopt});
    for (size_t i = 0; i < threads.size(); ++i)
      jobs.push_back({r.series.size() - 1, i, &config, b, threads[i]});
  };
  auto inSuite = [&](const Microbenchmark& b) {
    return request.suite == Suite::All || b.suite == request.suite;
  };
  const bool seedStudy = request.suite == Suite::Seed && request.modelRuns;
  if (request.modelRuns)
    for (const Microbenchmark& b : kMicrobenchmarks)
      if (inSuite(b)) addSeries(std::string(b.id), request.model, b.id, r.threads);
  // Figure 5.6's GTX 580 is the study's own integer series when --model is it.
  const bool modelIsGtx580 = request.model.name == request.gtx580.name;
  if (seedStudy) {
    if (!modelIsGtx580) addSeries("gtx580:int", request.gtx580, "int", r.threads);
    addSeries("plan-a:int", request.planA, "int", r.threads);
    addSeries("plan-b:int", request.planB, "int", {r.threads.back()});
    addSeries("plan-b:float", request.planB, "float", {32});
  }
  // The largest blocks first, so that the workers end together.
  std::stable_sort(jobs.begin(), jobs.end(),
                   [](const Job& a, const Job& b) { return a.threads > b.threads; });

  const auto began = std::chrono::steady_clock::now();
  std::map<std::string_view, Program> programs;
  for (const Job& job : jobs) programOf(programs, job.benchmark->file);
  if (request.hardware) {
    // The GPU's launches, one at a time, in the sweep's order; a launch that
    // faults ends its series (the GPU may be unusable after it).
    Device& gpu = *request.hardware;
    r.hardwareName = gpu.name();
    Buffer clocks = gpu.createBuffer(16 * kMaxThreads);
    Buffer results = gpu.createBuffer(8 * kMaxThreads);
    for (const Microbenchmark& b : kMicrobenchmarks) {
      if (!inSuite(b)) continue;
      StudySeries series{std::string(b.id), std::string(b.label), r.hardwareName, {}, std::nullopt};
      const Program& program = programOf(programs, b.file);
      for (uint32_t threads : r.threads) {
        StudyPoint point;
        const Job job{0, 0, &request.model, &b, threads};
        series.fault = runOn(gpu, clocks, results, job, program, request.ops, point);
        if (series.fault) break;
        series.points.push_back(point);
      }
      if (series.fault) series.points.clear();
      r.hardware.push_back(std::move(series));
    }
  }
  std::vector<std::optional<std::string>> faults(jobs.size());
  std::atomic<size_t> next{0};
  std::optional<StudyError> failure;
  std::mutex failureLock;
  auto work = [&] {
    Worker worker;
    for (size_t i; (i = next.fetch_add(1)) < jobs.size();) {
      const Job& job = jobs[i];
      try {
        faults[i] = runJob(job, programs.at(job.benchmark->file), request.ops, worker,
                           r.series[job.series].points[job.point]);
      } catch (const StudyError& e) {
        std::lock_guard lock(failureLock);
        if (!failure) failure = e;
        next = jobs.size();
      }
    }
  };
  unsigned workers =
      request.hostThreads ? request.hostThreads : std::thread::hardware_concurrency();
  workers = std::clamp<unsigned>(workers, 1, 64);
  std::vector<std::thread> threads;
  for (unsigned w = 1; w < workers; ++w) threads.emplace_back(work);
  work();
  for (std::thread& t : threads) t.join();
  if (failure) throw *failure;
  r.launches = jobs.size();
  r.hostThreads = workers;
  r.hostSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
  for (const StudySeries& s : r.series)
    for (const StudyPoint& p : s.points) r.threadInstructions += p.threadInstructions;
  // The fault of the smallest block of each series (jobs ran largest first).
  for (size_t i = jobs.size(); i-- > 0;)
    if (faults[i]) r.series[jobs[i].series].fault = faults[i];
  if (seedStudy && modelIsGtx580) {
    StudySeries copy = *r.find("int");
    copy.id = "gtx580:int";
    r.series.push_back(std::move(copy));
  }
  // A faulted series keeps no points.
  for (StudySeries& s : r.series)
    if (s.fault) s.points.clear();
  if (seedStudy) addFindings(r, request);
  return r;
}

}  // namespace gpuasm::ptx
