// `gpuasm study transfer` sweeps transfer sizes over strategies and endpoint
// pairs (by default the seed's figure 7.3 on the modelled FPGA and GPU),
// prints a table of MB/s, and writes the figure as SVG. It lives under the
// targets' `study` command, as a transfer is no instruction set's (see
// transfer_command.cpp), and shows a progress bar when standard error is a
// terminal.
#include "transfer_study_command.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <vector>

#include "commands.hpp"
#include "gpuasm/output_file.hpp"
#include "gpuasm/transfer/study.hpp"

namespace gpuasm::cli {
namespace {

using transfer::StudySeriesResult;

std::vector<transfer::Strategy> parseStrategies(const std::string& list) {
  std::vector<transfer::Strategy> strategies;
  std::size_t start = 0;
  while (start <= list.size()) {
    const std::size_t comma = std::min(list.find(',', start), list.size());
    const std::string name = list.substr(start, comma - start);
    const std::optional<transfer::Strategy> strategy = transfer::parseStrategy(name);
    if (!strategy)
      throw transfer::TransferUsageError(
          fmt::format("--strategies: unknown strategy '{}' ({})", name, transfer::strategyList()));
    if (std::find(strategies.begin(), strategies.end(), *strategy) == strategies.end())
      strategies.push_back(*strategy);
    start = comma + 1;
  }
  return strategies;
}

// A terminal line redrawn in place: a bar, the share done, what runs now.
class ProgressBar {
 public:
  ProgressBar(Console& console, bool shown) : console_(console), shown_(shown) {}
  ~ProgressBar() { clear(); }
  void update(std::size_t done, std::size_t total, const transfer::StudySeries& series,
              std::size_t bytes) {
    if (!shown_ || total == 0) return;
    constexpr std::size_t kWidth = 30;
    const std::size_t filled = done * kWidth / total;
    std::string line = fmt::format("[{}{}] {:3}% {}{}", std::string(filled, '#'),
                                   std::string(kWidth - filled, '.'), done * 100 / total,
                                   transfer::seriesLabel(series),
                                   bytes ? " " + transfer::sizeText(bytes) : std::string());
    if (line == line_) return;  // small transfers finish faster than a terminal redraws
    console_.redrawErrLine(line);
    line_ = std::move(line);
  }
  void clear() {
    if (!line_.empty()) console_.redrawErrLine("");
    line_.clear();
  }

 private:
  Console& console_;
  bool shown_;
  std::string line_;  // what the terminal shows; empty: nothing
};

std::string table(const std::vector<StudySeriesResult>& results, const transfer::StudyPlan& plan) {
  std::string text;
  std::vector<const StudySeriesResult*> ran;
  for (const StudySeriesResult& result : results) {
    if (!result.skipped.empty()) continue;
    ran.push_back(&result);
    const bool modelled = std::any_of(result.points.begin(), result.points.end(),
                                      [](const auto& p) { return p.median && p.median->modelled; });
    text += fmt::format("[{}] {}{}\n", ran.size(), transfer::seriesLabel(result.series),
                        modelled ? " (modelled)" : "");
  }
  if (ran.empty()) return text;
  text += fmt::format("\n{:>6}", "size");
  for (std::size_t i = 0; i < ran.size(); ++i)
    text += fmt::format(" {:>9}", fmt::format("[{}]", i + 1));
  text += "\n";
  for (std::size_t row = 0; row < plan.sizes.size(); ++row) {
    text += fmt::format("{:>6}", transfer::sizeText(plan.sizes[row]));
    for (const StudySeriesResult* result : ran) {
      const transfer::StudyPoint& point = result->points[row];
      text += point.median ? fmt::format(" {:>9.1f}", point.median->bandwidthMBs())
                           : fmt::format(" {:>9}", "failed");
    }
    text += "\n";
  }
  return text;
}

std::string notes(const std::vector<StudySeriesResult>& results) {
  std::string text;
  for (const StudySeriesResult& result : results) {
    if (!result.skipped.empty())
      text += fmt::format("skipped {}: {}\n", transfer::seriesLabel(result.series), result.skipped);
    for (const transfer::StudyPoint& point : result.points)
      if (!point.median)
        text += fmt::format("failed {} at {}: {}\n", transfer::seriesLabel(result.series),
                            transfer::sizeText(point.bytes), point.error);
  }
  return text;
}

nlohmann::json json(const std::vector<StudySeriesResult>& results,
                    const transfer::StudyPlan& plan) {
  nlohmann::json series = nlohmann::json::array();
  for (const StudySeriesResult& result : results) {
    nlohmann::json entry = {{"from", result.series.from},
                            {"to", result.series.to},
                            {"strategy", transfer::strategyName(result.series.strategy)},
                            {"label", transfer::seriesLabel(result.series)}};
    if (!result.skipped.empty()) entry["skipped"] = result.skipped;
    nlohmann::json points = nlohmann::json::array();
    for (const transfer::StudyPoint& point : result.points) {
      if (!point.median) {
        points.push_back({{"bytes", point.bytes}, {"error", point.error}});
        continue;
      }
      const transfer::TransferReport& report = *point.median;
      points.push_back({{"bytes", report.bytes},
                        {"seconds", report.seconds()},
                        {"bandwidth_mb_s", report.bandwidthMBs()},
                        {"time", report.modelled ? "modelled" : "measured"},
                        {"block_bytes", report.blockBytes},
                        {"blocks", report.blocks}});
    }
    entry["points"] = std::move(points);
    series.push_back(std::move(entry));
  }
  return {{"warmups", plan.warmups}, {"repeats", plan.repeats}, {"series", std::move(series)}};
}

}  // namespace

void addTransferStudy(CLI::App& study, Console& console) {
  auto* command = study.add_subcommand(
      "transfer",
      "Sweep transfer sizes over strategies and print MB/s (by default the seed's figure 7.3 on "
      "the modelled FPGA and GPU)");
  struct State {
    std::string from, to, strategies = "sequential,concurrent,direct", min = "4K", max = "256M",
                          block, plot;
    unsigned repeat = 3, warmup = 1;
    bool reverse = false, verify = false, json = false;
  };
  auto state = std::make_shared<State>();
  const std::string endpoints = transfer::endpointFormList();
  command->add_option("--from", state->from,
                      "Source endpoint (" + endpoints + "); with --to, instead of the seed's set");
  command->add_option("--to", state->to, "Destination endpoint");
  command->add_flag("--reverse", state->reverse, "Also run --to to --from");
  command->add_option("--strategies", state->strategies,
                      "Comma-separated strategies for --from/--to (default: all three)");
  command->add_option("--min", state->min, "Smallest size (default 4K)");
  command->add_option("--max", state->max, "Largest size; sizes double from --min (default 256M)");
  command->add_option("--block", state->block,
                      "Concurrent strategy's staging block: a size, seed (the seed's rule) or "
                      "auto (the default with --from/--to; the seed's set uses seed)");
  command->add_option("--repeat", state->repeat, "Counted transfers a size; the median is shown")
      ->check(CLI::Range(1u, 1000u));
  command
      ->add_option("--warmup", state->warmup,
                   "Uncounted transfers a size first (the seed left out the first, which pins)")
      ->check(CLI::Range(0u, 1000u));
  command->add_flag("--verify", state->verify,
                    "Fill with random bytes and compare after each size");
  command->add_option("--plot", state->plot, "Write the figure as SVG to this file");
  command->add_flag("--json", state->json, "Print the results as JSON");
  command->footer(
      "MB/s counts 10^6 bytes. With a modelled endpoint the time is the model's. A series whose "
      "strategy the pair cannot serve (direct without a direct path) is skipped with the reason.");
  CLI::Option* target = study.get_option_no_throw("--target");
  command->callback([state, target, &console] {
    if (target && target->count() > 0)
      fail(2,
           "study transfer: -t means nothing here (a transfer runs between endpoints, not on a "
           "target)");
    if (state->from.empty() != state->to.empty())
      fail(2, "study transfer: give both --from and --to, or neither (the seed's set)");
    transfer::StudyPlan plan;
    std::vector<StudySeriesResult> results;
    ProgressBar progress(console, console.errIsTerminal() && !state->json);
    try {
      if (state->from.empty()) {
        plan = transfer::seedFigurePlan();
      } else {
        for (transfer::Strategy strategy : parseStrategies(state->strategies)) {
          plan.series.push_back({state->from, state->to, strategy});
          if (state->reverse) plan.series.push_back({state->to, state->from, strategy});
        }
      }
      plan.sizes =
          transfer::doublingSizes(transfer::parseSize(state->min), transfer::parseSize(state->max));
      plan.repeats = state->repeat;
      plan.warmups = state->warmup;
      plan.options.verify = state->verify;
      if (!state->block.empty()) transfer::setBlockChoice(plan.options, state->block);
      results = transfer::runStudy(
          plan, [&](std::size_t done, std::size_t total, const transfer::StudySeries& series,
                    std::size_t bytes) { progress.update(done, total, series, bytes); });
    } catch (const transfer::TransferUsageError& e) {
      progress.clear();
      fail(2, fmt::format("study transfer: {}", e.what()));
    } catch (const transfer::TransferError& e) {
      progress.clear();
      fail(1, fmt::format("study transfer: {}", e.what()));
    }
    progress.clear();
    if (!state->plot.empty()) {
      std::string error;
      if (!writeFileReplacing(state->plot, transfer::studyFigureSvg(results), error))
        fail(1, fmt::format("study transfer: cannot write {}: {}", state->plot, error));
    }
    if (state->json) {
      console.report(json(results, plan).dump(2) + "\n");
    } else {
      console.report(fmt::format(
          "Bandwidth in MB/s (10^6 bytes a second): the median of {} transfer{} after {} "
          "warm-up{}.\n",
          plan.repeats, plan.repeats == 1 ? "" : "s", plan.warmups, plan.warmups == 1 ? "" : "s"));
      console.report(table(results, plan));
      console.report(notes(results));
    }
    const bool anyFailed = std::any_of(results.begin(), results.end(), [](const auto& result) {
      return std::any_of(result.points.begin(), result.points.end(),
                         [](const transfer::StudyPoint& point) { return !point.median; });
    });
    if (anyFailed) throw Exit{1, {}};
  });
}

}  // namespace gpuasm::cli
