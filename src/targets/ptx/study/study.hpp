// Seed 001's chapter 4 and 5.2 on the SM timing model: the microbenchmarks of
// kernels/ptx/microbench/ run in one block of 1..1024 threads, timed with
// %clock64 inside the kernel as the seed timed them, and the seed's findings
// (the knees, the step at a knee, the loop's cost, the mixes, two streams,
// plan A against the GTX 580, plan B on float code) taken from the curves.
// `gpuasm study -t ptx` prints and plots what this computes.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "gpuasm/ptx/host.hpp"
#include "gpuasm/ptx/sm_model.hpp"

namespace gpuasm::ptx {

// A chain of dependent operations in a microbenchmark's loop body: the
// seed's multiplications (Int: mul.lo.u32, Float: mul.rn.f32), or one
// operation of an instruction class of kernels/ptx/microbench/classes.ptx
// (generate.py there says what each computes).
enum class ChainType : uint8_t {
  None,
  Int,
  Float,
  MulHi,    // mad.hi.u32 x, x, k, x
  MadWide,  // mad.wide.u32 w, lo(w), k, w
  Addc,     // addc.cc.u32 x, x, k
  Lop3,     // lop3.b32 x, x, k, t, 0x6a: (x & k) ^ t
  Shf,      // shf.l.wrap.b32 x, x, x, k
  Ffma,     // fma.rn.f32 f, f, factor, 1.0
  Mont,     // mad.lo.cc.u32 + madc.hi.u32: (y:x) += x * k
  Shared,   // ld.shared.u32 x, [x]
};

// Which suite a microbenchmark belongs to: seed 001's (mul_chain, mix,
// two_streams) or the instruction classes (classes.ptx).
enum class Suite : uint8_t { Seed, Classes, All };

struct Microbenchmark {
  std::string_view id;      // "int", "float", "mix_1i1f", ...
  std::string_view label;   // for tables and legends
  std::string_view file;    // embedded kernel, "ptx/microbench/mul_chain.ptx"
  std::string_view kernel;  // the .entry
  // The seed's "operations" an iteration (iterations = ops / this): every
  // multiplication for one chain or two streams, the integer ones for a mix.
  uint32_t opsPerIteration;
  ChainType chainA;  // what results word 0 holds, and its multiplications an iteration
  uint32_t chainAPerIteration;
  ChainType chainB;  // word 1
  uint32_t chainBPerIteration;
  // Independent chains of chainA's type, interleaved (a class kernel's 4):
  // chainAPerIteration counts all of them.
  uint32_t chains;
  Suite suite;  // Seed or Classes
};
std::span<const Microbenchmark> microbenchmarks();
const Microbenchmark* findMicrobenchmark(std::string_view id);

// One launch: one block of `threads`, `ops` operations a thread.
struct StudyPoint {
  uint32_t threads = 0;
  uint64_t clockSpan = 0;  // max %clock64 after the loop - min before it, over the block
  uint64_t cycles = 0;     // the model's launch cycles (TimingReport::cycles)
  uint64_t threadInstructions = 0;
};

struct StudySeries {
  std::string id;  // the microbenchmark's, or "plan-a:int" for another configuration's
  std::string label;
  std::string model;  // the configuration's name
  std::vector<StudyPoint> points;
  std::optional<std::string> fault;  // the first launch that faulted, described
};

struct StudyFinding {
  std::string name;
  std::string ours, seed;       // as printed
  std::optional<double> value;  // ours, the number compared
  std::optional<double> seedValue;
  bool flagged = false;  // more than 5 % (or, for a thread count, any) from the seed
  std::string note;
};

struct StudyRequest {
  SmConfig model;                 // the study's configuration (--model)
  SmConfig gtx580, planA, planB;  // figure 5.6 and plan B's float code
  uint64_t ops = 10000;           // a thread, a multiple of 1000 (the seed: 1,000,000)
  std::vector<uint32_t> threads;  // the sweep; empty: studyThreadCounts(false)
  unsigned hostThreads = 0;       // launches run side by side; 0: one per host core
  // Which microbenchmarks. Only the seed's suite runs figure 5.6's other
  // configurations and gives the seed's findings.
  Suite suite = Suite::Seed;
  // A GPU (the CUDA device): every microbenchmark's launches also run on it,
  // one at a time, into StudyResult::hardware.
  Device* hardware = nullptr;
  // Skip the model's launches (a GPU's measurements only).
  bool modelRuns = true;
};

struct StudyResult {
  std::string model;
  uint64_t ops = 0;
  std::vector<uint32_t> threads;
  std::vector<StudySeries> series;
  std::vector<StudyFinding> findings;
  // The GPU's series (StudyRequest::hardware), clockSpan its %clock64 span.
  std::string hardwareName;
  std::vector<StudySeries> hardware;
  // What the model's host did: every launch, their thread-instructions, wall time.
  size_t launches = 0;
  uint64_t threadInstructions = 0;
  double hostSeconds = 0;
  unsigned hostThreads = 0;
  const StudySeries* find(std::string_view id) const;
};

// 1 and every 32k and 32k + 1 up to 1024 (the cycles of a block change only
// with its warps: 288/289 and 576/577 are among them), or with `every` all
// of 1..1024.
std::vector<uint32_t> studyThreadCounts(bool every);

// Runs every launch; throws StudyError when a kernel cannot be loaded or a
// launch's results differ from the host's (the model must not change what
// the kernels compute). A launch that faults is recorded in its series.
struct StudyError {
  std::string message;
};
StudyResult runStudy(const StudyRequest& request);

// The first thread count whose cycles exceed the flat line (the cycles of
// one thread) by more than 2 %; nothing when none does.
std::optional<uint32_t> kneeOf(const StudySeries& series);

// Cycles a multiplication a thread at a point of `b` run with `ops`
// operations a thread: the block's %clock64 span over the iterations'
// multiplications, as ../shared/reference/ptx-h200/microbench_sweep.py
// computes it on a GPU.
double cyclesPerMultiplication(const Microbenchmark& b, uint64_t ops, const StudyPoint& point);

// A GPU's measurement of one point: lines "ID<TAB>ENTRY<TAB>THREADS<TAB>PER_OP"
// ('#' starts a comment), as tests/data/ptx/h200/microbench.tsv holds the H200's.
struct MeasuredPoint {
  std::string id;  // the microbenchmark's ("mix_1i1f")
  uint32_t threads = 0;
  double perOp = 0;  // cycles a multiplication a thread
};
// Nothing, with `error` as "NAME:LINE: message", when a line is not one.
std::optional<std::vector<MeasuredPoint>> parseMeasuredPoints(std::string_view text,
                                                              std::string_view name,
                                                              std::string& error);

// The model against the measurements, point by point (those the study ran).
struct PointComparison {
  std::string id;
  uint32_t threads = 0;
  double measured = 0, model = 0;
  double error = 0;  // model / measured - 1
};
std::vector<PointComparison> compareWithMeasured(const StudyResult& result,
                                                 std::span<const MeasuredPoint> measured);

// The GPU's series of a study as measurements (cycles an operation a thread).
std::vector<MeasuredPoint> measuredOnHardware(const StudyResult& result);
// Measurements as parseMeasuredPoints reads them, one line a point, with a
// header comment naming `source`.
std::string measuredPointsText(std::span<const MeasuredPoint> points, std::string_view source);

// What a microbenchmark's thread `thread` leaves in its two result words after
// `iterations` iterations, computed on the host (int_factor 3, float_factor
// 1 + 2^-23).
std::array<uint32_t, 2> expectedResults(const Microbenchmark& b, uint32_t thread,
                                        uint64_t iterations);
// The arguments every microbenchmark takes.
inline constexpr uint32_t kStudyIntFactor = 3;
inline constexpr uint32_t kStudyFloatFactor = 0x3F800001;  // 1 + 2^-23

}  // namespace gpuasm::ptx
