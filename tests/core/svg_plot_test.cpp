// The plot writers' SVG text: where the ticks fall, that series which
// coincide stay visible and say so, and that a log bar chart's floor hides
// no bar.
#include "core/svg_plot.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cmath>
#include <regex>
#include <string>
#include <vector>

namespace gpuasm {
namespace {

std::vector<std::string> xTickTexts(const std::string& svg) {
  // x tick labels are the middle-anchored texts under the plot (y = 436)
  std::vector<std::string> ticks;
  std::regex tick(R"re(<text x="[0-9.]+" y="436.0" text-anchor="middle">([^<]*)</text>)re");
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), tick); it != std::sregex_iterator();
       ++it)
    ticks.push_back((*it)[1]);
  return ticks;
}

LinePlot threadsPlot(double step, double last) {
  LinePlot plot{"t", "threads", "cycles", {{"int", {}}}};
  for (double t = step; t <= last; t += step) plot.series[0].points.emplace_back(t, t * 3);
  plot.xAxis = PlotXAxis::LinearPowerOfTwo;
  return plot;
}

TEST(SvgPlot, ThreadCountsGetTicksAtMultiplesOfAPowerOfTwo) {
  // 32 .. 1024 threads: the smallest power of two with at most five steps
  // to 1024 is 256 (128 would take eight)
  EXPECT_EQ(xTickTexts(svgLinePlot(threadsPlot(32, 1024))),
            (std::vector<std::string>{"0", "256", "512", "768", "1024"}));
  // up to 100: 32 (16 would take seven steps), the axis ends at 128
  EXPECT_EQ(xTickTexts(svgLinePlot(threadsPlot(4, 100))),
            (std::vector<std::string>{"0", "32", "64", "96", "128"}));
  // the decimal axis of the same data: 1024 rounds up to 1200, ticks 240 apart
  LinePlot decimal = threadsPlot(32, 1024);
  decimal.xAxis = PlotXAxis::Linear;
  EXPECT_EQ(xTickTexts(svgLinePlot(decimal)),
            (std::vector<std::string>{"0", "240", "480", "720", "960", "1200"}));
}

TEST(SvgPlot, CoincidingSeriesDifferInMarkerAndDashAndTheLegendSaysSo) {
  LinePlot plot{
      "t", "x", "y", {{"direct", {{1, 10}, {2, 20}}}, {"fpga->host", {{1, 10}, {2, 20}}}}};
  const std::string svg = svgLinePlot(plot);
  // first series: solid line, hollow circles; second: dashed, hollow squares
  EXPECT_NE(svg.find("<polyline fill=\"none\" stroke=\"#1f77b4\" stroke-width=\"1.5\" points="),
            std::string::npos)
      << svg;
  EXPECT_NE(svg.find("stroke=\"#d62728\" stroke-width=\"1.5\" stroke-dasharray=\"7 4\" points="),
            std::string::npos)
      << svg;
  EXPECT_NE(svg.find("<g fill=\"none\" stroke=\"#1f77b4\" stroke-width=\"1.2\"><circle"),
            std::string::npos);
  EXPECT_NE(svg.find("<g fill=\"none\" stroke=\"#d62728\" stroke-width=\"1.2\"><rect"),
            std::string::npos);
  EXPECT_NE(svg.find(">fpga-&gt;host (drawn over direct: the same values)</text>"),
            std::string::npos)
      << svg;
  // two points of which one parts: not called the same, nor mostly so
  plot.series[1].points[1].second = 15;
  EXPECT_EQ(svgLinePlot(plot).find("drawn over"), std::string::npos);
  // three of four points the same (the transfer study's direct curve under
  // fpga->host but at the largest size)
  LinePlot mostly{"t",
                  "x",
                  "y",
                  {{"direct", {{1, 10}, {2, 20}, {3, 30}, {4, 40}}},
                   {"fpga->host", {{1, 10}, {2, 20}, {3, 30}, {4, 25}}}}};
  EXPECT_NE(svgLinePlot(mostly).find(">fpga-&gt;host (drawn over direct at 3 of 4 points)</text>"),
            std::string::npos);
}

TEST(SvgPlot, LogBarFloorIsADecadeBelowTheSmallestBar) {
  LogBarChart chart;
  chart.title = "AES";
  chart.unit = "MB/s";
  chart.groups = {"192 B", "1 MB"};
  chart.series = {"OpenSSL", "FIPS-197 literal"};
  chart.values = {{3000, 5000}, {1.0, 0.0}};
  const std::string svg = svgLogBarPanel(chart);
  // smallest bar 1 MB/s: the floor is 0.1, the top 10^4; the 1 MB/s bar is
  // one of five decades high: 320 px * 1/5 = 64 px (at the old floor of 1
  // MB/s it had no height at all)
  EXPECT_NE(svg.find("text-anchor=\"end\">0.1</text>"), std::string::npos) << svg;
  EXPECT_NE(svg.find("text-anchor=\"end\">10000</text>"), std::string::npos);
  EXPECT_NE(svg.find("height=\"64.0\" fill=\"#1f77b4\"><title>FIPS-197 literal 192 B: 1.0 MB/s"),
            std::string::npos)
      << svg;
  // 3000 MB/s: (log10(3000) + 1) / 5 of 320 px
  const double expected = 320 * (std::log10(3000.0) + 1) / 5;
  EXPECT_NE(
      svg.find(fmt::format("height=\"{:.1f}\" fill=\"#d62728\"><title>OpenSSL 192 B", expected)),
      std::string::npos);
  EXPECT_NE(svg.find("log scale from 0.1 MB/s, a decade below the smallest bar; 1 bar at 0 MB/s "
                     "not drawn"),
            std::string::npos)
      << svg;
  // all bars above 1 MB/s: the floor stays at 1
  chart.values = {{3000, 5000}, {20, 30}};
  const std::string fast = svgLogBarPanel(chart);
  EXPECT_NE(fast.find("log scale from 1 MB/s"), std::string::npos);
  EXPECT_EQ(fast.find(">0.1</text>"), std::string::npos);
}

}  // namespace
}  // namespace gpuasm
