// The transfer study's sweep (gpuasm/transfer/study.hpp).
#include "gpuasm/transfer/study.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <memory>

#include "core/svg_plot.hpp"

namespace gpuasm::transfer {

std::string seriesLabel(const StudySeries& series) {
  if (!series.label.empty()) return series.label;
  return fmt::format("{} -> {} {}", series.from, series.to, strategyName(series.strategy));
}

std::vector<std::size_t> doublingSizes(std::size_t smallest, std::size_t largest) {
  if (smallest == 0 || largest < smallest)
    throw TransferUsageError(fmt::format(
        "bad size range {} .. {} bytes: the smallest must be at least 1 and at most the largest",
        smallest, largest));
  std::vector<std::size_t> sizes;
  for (std::size_t size = smallest; size <= largest; size *= 2) {
    sizes.push_back(size);
    if (size > largest / 2) break;
  }
  return sizes;
}

std::string sizeText(std::size_t bytes) {
  for (auto [shift, unit] : {std::pair{30, 'G'}, {20, 'M'}, {10, 'K'}})
    if (bytes >= (std::size_t{1} << shift) && bytes % (std::size_t{1} << shift) == 0)
      return fmt::format("{}{}", bytes >> shift, unit);
  return fmt::format("{}", bytes);
}

StudyPlan seedFigurePlan() {
  StudyPlan plan;
  for (auto [from, to] : {std::pair{"model:fpga", "model:gpu"}, {"model:gpu", "model:fpga"}})
    for (Strategy strategy : {Strategy::Sequential, Strategy::Concurrent, Strategy::Direct})
      plan.series.push_back({from, to, strategy});
  plan.series.push_back({"host-pinned", "model:fpga", Strategy::Direct, "host -> model:fpga"});
  plan.series.push_back({"model:fpga", "host-pinned", Strategy::Direct, "model:fpga -> host"});
  plan.sizes = doublingSizes(std::size_t{4} << 10, std::size_t{256} << 20);
  plan.options.blockRule = BlockRule::Seed;  // as section 7.4 chose the blocks
  return plan;
}

std::vector<StudySeriesResult> runStudy(const StudyPlan& plan, const StudyProgress& progress) {
  const std::size_t perPoint = std::size_t{plan.warmups} + std::max(plan.repeats, 1u);
  const std::size_t total = plan.series.size() * plan.sizes.size() * perPoint;
  std::size_t done = 0;
  std::vector<StudySeriesResult> results;
  for (const StudySeries& series : plan.series) {
    StudySeriesResult& result = results.emplace_back();
    result.series = series;
    TransferOptions options = plan.options;
    options.strategy = series.strategy;
    // Opened once for the series: a modelled device's pinned-block cache, a
    // context, a driver's state carry from one size to the next, as in a
    // program that moves data again and again.
    EndpointPair pair =
        plan.open ? plan.open(series.from, series.to) : openEndpoints(series.from, series.to);
    if (series.strategy == Strategy::Direct) {
      result.skipped = directPathBlocker(*pair.from, *pair.to);
      if (!result.skipped.empty()) {
        done += plan.sizes.size() * perPoint;
        if (progress) progress(done, total, series, 0);
        continue;
      }
    }
    for (std::size_t bytes : plan.sizes) {
      StudyPoint& point = result.points.emplace_back();
      point.bytes = bytes;
      std::size_t left = perPoint;
      try {
        std::vector<TransferReport> reports = runTransfers(
            *pair.from, *pair.to, bytes, options, static_cast<unsigned>(perPoint),
            [&](const TransferReport& report) {
              if (report.verify && !report.verify->equal)
                throw TransferError(fmt::format(
                    "the destination differs from the source at byte {} (expected 0x{:02x}, "
                    "found 0x{:02x})",
                    *report.verify->firstDifference, report.verify->expected,
                    report.verify->actual));
              --left;
              if (progress) progress(++done, total, series, bytes);
            });
        reports.erase(reports.begin(), reports.begin() + plan.warmups);
        point.median = medianReport(reports);
      } catch (const std::exception& e) {
        // A device error, a mismatch, memory that could not be had: this
        // size failed; the next may not.
        point.median.reset();
        point.error = e.what();
        done += left;
        if (progress) progress(done, total, series, bytes);
      }
    }
  }
  return results;
}

std::string studyFigureSvg(const std::vector<StudySeriesResult>& results) {
  LinePlot figure{"Transfer bandwidth by size (seed 004, figure 7.3)",
                  "transfer size (bytes)",
                  "bandwidth (MB/s, 10^6 bytes)",
                  {}};
  figure.xAxis = PlotXAxis::Log2;
  figure.xTickText = [](double bytes) { return sizeText(static_cast<std::size_t>(bytes)); };
  for (const StudySeriesResult& result : results) {
    if (!result.skipped.empty()) continue;
    PlotSeries series{seriesLabel(result.series), {}};
    for (const StudyPoint& point : result.points)
      if (point.median)
        series.points.emplace_back(static_cast<double>(point.bytes), point.median->bandwidthMBs());
    figure.series.push_back(std::move(series));
  }
  return svgLinePlot(figure);
}

}  // namespace gpuasm::transfer
