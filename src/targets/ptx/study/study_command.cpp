// `gpuasm study -t ptx [--model gtx580|FILE.toml] [--plots DIR] [--json] [--area]
// [--against FILE]`:
// the tables and findings of study.hpp, beside the seed's figures.
#include "targets/ptx/study/study_command.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "core/svg_plot.hpp"
#include "gpuasm/input_file.hpp"
#include "gpuasm/output_file.hpp"
#include "targets/ptx/study/area_model.hpp"
#include "targets/ptx/study/study.hpp"

namespace gpuasm::ptx {
namespace {

constexpr OptionSpec kStudyOptions[] = {
    {"--model", OptionArity::Single,
     "The SM configuration: a preset (gtx580, the default; plan-a, plan-b, h100, h200, a100, "
     "rtx4090, v100) or a FILE.toml"},
    {"--ops", OptionArity::Single,
     "Multiplications a thread, a multiple of 1000 (default 5000; the seed ran 1,000,000: the "
     "model's cycles grow linearly with them)"},
    {"--every", OptionArity::Flag,
     "Every thread count 1..1024 (default: 1 and each 32k and 32k + 1, where a block's warps "
     "change)"},
    {"--threads", OptionArity::Single, "Host threads running launches (default: one per core)"},
    {"--plots", OptionArity::Single,
     "Write figures 4.1, 4.5, 4.6/4.7, 4.9 and 5.6 as SVG files into this folder"},
    {"--json", OptionArity::Flag, "Print the results as JSON"},
    {"--against", OptionArity::Single,
     "A GPU's measurements (ID<TAB>ENTRY<TAB>THREADS<TAB>CYCLES_A_MULTIPLICATION lines, as "
     "tests/data/ptx/h200/microbench.tsv): print the model beside them, each point's error, and "
     "each kernel's mean and worst"},
    {"--area", OptionArity::Flag,
     "Print the seed's area estimate (section 5.3) recomputed from its inputs, instead"},
};

SmConfig configNamed(const std::string& name) {
  std::string error;
  std::optional<SmConfig> config = findSmConfig(name, error);
  if (!config) throw OptionError{fmt::format("--model {}: {}", name, error)};
  return *config;
}

nlohmann::json areaJson(const std::vector<AreaRow>& rows) {
  nlohmann::json j = nlohmann::json::array();
  for (const AreaRow& r : rows)
    j.push_back({{"quantity", r.quantity},
                 {"formula", r.formula},
                 {"unit", r.unit},
                 {"seed", r.printed ? nlohmann::json(*r.printed) : nlohmann::json(nullptr)},
                 {"recomputed", r.recomputed},
                 {"corrected", r.corrected},
                 {"note", r.note}});
  return j;
}

std::string cyclesTable(const StudyResult& r) {
  // The columns in figure order; figure 5.6's GTX 580 is the int column when the model is it.
  std::vector<const StudySeries*> columns;
  for (const StudySeries& s : r.series)
    if (s.points.size() == r.threads.size() && !(s.id == "gtx580:int" && r.model == s.model))
      columns.push_back(&s);
  std::string text = fmt::format("{:>7}", "threads");
  for (const StudySeries* s : columns) text += fmt::format(" {:>14}", s->id);
  text += "\n";
  for (size_t i = 0; i < r.threads.size(); ++i) {
    text += fmt::format("{:>7}", r.threads[i]);
    for (const StudySeries* s : columns) text += fmt::format(" {:>14}", s->points[i].clockSpan);
    text += "\n";
  }
  text += "\n";
  for (const StudySeries* s : columns)
    text += fmt::format("{:>14}: {} on {}\n", s->id, s->label, s->model);
  for (const StudySeries& s : r.series)
    if (s.fault) text += fmt::format("{} on {}: {}\n", s.label, s.model, *s.fault);
  return text;
}

std::string findingsTable(const StudyResult& r) {
  std::string text =
      fmt::format("{:<50} {:>12} {:>20}  {}\n", "finding", "ours", "seed (GTX 580)", "");
  for (const StudyFinding& f : r.findings) {
    const bool longOurs = f.ours.size() > 12, longSeed = f.seed.size() > 20;
    text += fmt::format("{:<50} {:>12} {:>20}  {}\n", f.name, longOurs ? "(below)" : f.ours,
                        longSeed ? "(below)" : f.seed, f.flagged ? "FLAGGED" : "ok");
    if (longOurs) text += fmt::format("    ours: {}\n", f.ours);
    if (longSeed) text += fmt::format("    seed: {}\n", f.seed);
    if (!f.note.empty()) text += fmt::format("    ({})\n", f.note);
  }
  return text;
}

// The figures: cycles scaled to the seed's million operations.
std::vector<std::pair<std::string, LinePlot>> figures(const StudyResult& r) {
  const double scale = 1e6 / static_cast<double>(r.ops);
  auto series = [&](std::string_view id) {
    PlotSeries p;
    const StudySeries* s = r.find(id);
    if (!s || s->fault) return p;
    p.label = fmt::format("{} ({})", s->label, s->model);
    for (const StudyPoint& point : s->points)
      p.points.emplace_back(point.threads, static_cast<double>(point.clockSpan) * scale);
    return p;
  };
  const std::string x = "threads in the block";
  const std::string y =
      fmt::format("cycles for 1e6 multiplications (model: {} a thread x {:g})", r.ops, scale);
  auto plot = [&](std::string title, std::vector<std::string_view> ids) {
    LinePlot p{std::move(title), x, y, {}};
    p.xAxis = PlotXAxis::LinearPowerOfTwo;  // threads: ticks at warps' multiples, not 240
    for (std::string_view id : ids)
      if (PlotSeries s = series(id); !s.points.empty()) p.series.push_back(std::move(s));
    return p;
  };
  return {
      {"fig4_1.svg", plot("Figure 4.1: integer and float multiplication", {"int", "float"})},
      {"fig4_5.svg", plot("Figure 4.5: 10 against 1000 multiplications a loop iteration",
                          {"float_x10", "float", "int_x10", "int"})},
      {"fig4_6_4_7.svg", plot("Figures 4.6 and 4.7: integer and float multiplications mixed",
                              {"int", "mix_1i1f", "mix_2i1f", "mix_1i2f", "mix_1i3f", "float"})},
      {"fig4_9.svg", plot("Figure 4.9: two independent streams",
                          {"float", "float_2streams", "int", "int_2streams"})},
      {"fig5_6.svg", plot("Figure 5.6: integer multiplication, GTX 580 and plan A",
                          {"gtx580:int", "plan-a:int"})},
  };
}

nlohmann::json studyJson(const StudyResult& r) {
  nlohmann::json series = nlohmann::json::array();
  for (const StudySeries& s : r.series) {
    nlohmann::json points = nlohmann::json::array();
    for (const StudyPoint& p : s.points)
      points.push_back({{"threads", p.threads}, {"clock_span", p.clockSpan}, {"cycles", p.cycles}});
    series.push_back({{"id", s.id},
                      {"label", s.label},
                      {"model", s.model},
                      {"fault", s.fault ? nlohmann::json(*s.fault) : nlohmann::json(nullptr)},
                      {"points", points}});
  }
  nlohmann::json findings = nlohmann::json::array();
  for (const StudyFinding& f : r.findings)
    findings.push_back(
        {{"name", f.name},
         {"ours", f.ours},
         {"seed", f.seed},
         {"value", f.value ? nlohmann::json(*f.value) : nlohmann::json(nullptr)},
         {"seed_value", f.seedValue ? nlohmann::json(*f.seedValue) : nlohmann::json(nullptr)},
         {"flagged", f.flagged},
         {"note", f.note}});
  return {{"model", r.model},
          {"launches", r.launches},
          {"thread_instructions", r.threadInstructions},
          {"host_seconds", r.hostSeconds},
          {"host_threads", r.hostThreads},
          {"ops_per_thread", r.ops},
          {"seed_ops_per_thread", 1000000},
          {"threads", r.threads},
          {"series", series},
          {"findings", findings}};
}

// The model beside a GPU's measurements: each point, then each kernel's mean
// and worst error and how many points are within 5 %.
std::string againstTable(const std::vector<PointComparison>& compared, std::string_view file) {
  std::string text = fmt::format(
      "against {}: cycles a multiplication a thread, measured and modelled\n{:<16} {:>7} "
      "{:>10} {:>10} {:>8}\n",
      file, "kernel", "threads", "measured", "model", "error");
  struct Summary {
    double sum = 0, worst = 0;
    size_t points = 0, within = 0;
  };
  std::vector<std::pair<std::string, Summary>> kernels;
  Summary all;
  for (const PointComparison& c : compared) {
    text += fmt::format("{:<16} {:>7} {:>10.3f} {:>10.3f} {:>+7.1f}%\n", c.id, c.threads,
                        c.measured, c.model, 100 * c.error);
    auto at = std::find_if(kernels.begin(), kernels.end(),
                           [&](const auto& k) { return k.first == c.id; });
    if (at == kernels.end()) at = kernels.insert(kernels.end(), {c.id, Summary{}});
    for (Summary* s : {&at->second, &all}) {
      s->sum += std::abs(c.error);
      s->worst = std::max(s->worst, std::abs(c.error));
      ++s->points;
      s->within += std::abs(c.error) <= 0.05;
    }
  }
  text += fmt::format("\n{:<16} {:>7} {:>10} {:>10} {:>10}\n", "kernel", "points", "mean |err|",
                      "worst", "within 5%");
  kernels.emplace_back("all", all);
  for (const auto& [id, s] : kernels)
    text += fmt::format("{:<16} {:>7} {:>9.1f}% {:>9.1f}% {:>10}\n", id, s.points,
                        s.points ? 100 * s.sum / static_cast<double>(s.points) : 0.0, 100 * s.worst,
                        s.within);
  return text;
}

int study(const OptionValues& options, std::ostream& out, std::ostream& err) {
  const bool json = options.has("json");
  if (options.has("area")) {
    for (std::string_view other : {"model", "ops", "every", "threads", "plots", "against"})
      if (options.has(other))
        throw OptionError{fmt::format("--{} is the microbenchmarks'; not with --area", other)};
    std::vector<AreaRow> rows = areaTable();
    out << (json ? nlohmann::json{{"area", areaJson(rows)}}.dump(2) + "\n" : areaTableText(rows));
    return 0;
  }
  StudyRequest request;
  const std::string modelName = options.text("model", "gtx580");
  std::string error;
  std::optional<SmConfig> model = findSmConfig(modelName, error);
  // An unknown name or a file that does not load: a usage error, as
  // transfer's model:FILE.toml is.
  if (!model) throw OptionError{fmt::format("--model {}", error)};
  request.model = *model;
  request.gtx580 = configNamed("gtx580");
  request.planA = configNamed("plan-a");
  request.planB = configNamed("plan-b");
  const int64_t ops = options.integer("ops", 1000, 1000000, 5000);
  if (ops % 1000 != 0) throw OptionError{fmt::format("--ops {}: not a multiple of 1000", ops)};
  request.ops = static_cast<uint64_t>(ops);
  request.threads = studyThreadCounts(options.has("every"));
  request.hostThreads = static_cast<unsigned>(options.integer("threads", 1, 256, 0));
  std::optional<std::filesystem::path> plots;
  if (options.has("plots")) {
    // The folder is made and checked now, not after the study's 20 s.
    plots = options.text("plots");
    std::error_code code;
    std::filesystem::create_directories(*plots, code);
    std::string writeError;
    if (code) writeError = code.message();
    if (!code && !std::filesystem::is_directory(*plots, code)) writeError = "not a directory";
    if (writeError.empty()) checkOutputFile(*plots / "plot.svg", writeError);
    if (!writeError.empty()) {
      err << fmt::format("gpuasm study: --plots {}: {}\n", plots->string(), writeError);
      return 1;
    }
  }

  std::vector<MeasuredPoint> measured;
  if (options.has("against")) {
    const std::string file = options.text("against");
    InputText input = readInputFile(std::filesystem::path(file));
    if (!input.ok()) {
      err << fmt::format("gpuasm study: {}\n", input.message);
      return 1;
    }
    std::optional<std::vector<MeasuredPoint>> points = parseMeasuredPoints(input.text, file, error);
    if (!points) {
      err << fmt::format("gpuasm study: {}\n", error);
      return 1;
    }
    measured = std::move(*points);
    // The GPU's thread counts are the sweep.
    std::vector<uint32_t> threads;
    for (const MeasuredPoint& m : measured) threads.push_back(m.threads);
    std::sort(threads.begin(), threads.end());
    threads.erase(std::unique(threads.begin(), threads.end()), threads.end());
    if (!threads.empty()) request.threads = threads;
  }

  StudyResult result;
  try {
    result = runStudy(request);
  } catch (const StudyError& e) {
    err << fmt::format("gpuasm study: {}\n", e.message);
    return 1;
  }
  std::vector<std::string> written;
  if (plots) {
    for (const auto& [file, plot] : figures(result)) {
      std::string writeError;
      if (!writeFileReplacing(*plots / file, svgLinePlot(plot), writeError)) {
        err << fmt::format("gpuasm study: cannot write '{}': {}\n", (*plots / file).string(),
                           writeError);
        return 1;
      }
      written.push_back((*plots / file).string());
    }
  }
  const std::vector<PointComparison> compared = compareWithMeasured(result, measured);
  if (json) {
    nlohmann::json j = studyJson(result);
    j["plots"] = written;
    if (options.has("against")) {
      nlohmann::json points = nlohmann::json::array();
      for (const PointComparison& c : compared)
        points.push_back({{"id", c.id},
                          {"threads", c.threads},
                          {"measured", c.measured},
                          {"model", c.model},
                          {"error", c.error}});
      j["against"] = points;
    }
    out << j.dump(2) << "\n";
    return 0;
  }
  out << fmt::format(
      "Seed 001, chapter 4, on the SM model {}: one block of 1..1024 threads, {} multiplications "
      "a thread\n(the seed ran 1,000,000: its cycles are these x {:g}; the model is linear in "
      "the loop's iterations, and the knees are per iteration)\n\ncycles, the %clock64 span of "
      "the block (first start to last stop):\n",
      result.model, result.ops, 1e6 / static_cast<double>(result.ops));
  out << cyclesTable(result) << "\n" << findingsTable(result);
  if (options.has("against")) out << "\n" << againstTable(compared, options.text("against"));
  for (const std::string& file : written) out << "wrote " << file << "\n";
  out << fmt::format(
      "\n{} launches, {} thread-instructions on the model in {:.1f} s on {} host threads "
      "({:.3g} a second)\n",
      result.launches, result.threadInstructions, result.hostSeconds, result.hostThreads,
      result.hostSeconds > 0 ? static_cast<double>(result.threadInstructions) / result.hostSeconds
                             : 0.0);
  return 0;
}

}  // namespace

TargetCommand studyCommand() {
  return {"study",
          "Seed 001's microbenchmarks on the SM timing model (figures 4.1-4.9, 5.6, findings "
          "beside the seed's), or with --area its cost model",
          kStudyOptions, &study};
}

}  // namespace gpuasm::ptx
