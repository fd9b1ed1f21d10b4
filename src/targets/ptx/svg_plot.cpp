// Axes from zero to a round number above the largest value, five ticks each,
// one colour a series, a legend at the top left.
#include "targets/ptx/svg_plot.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace gpuasm::ptx {
namespace {

constexpr const char* kColours[] = {"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e",
                                    "#9467bd", "#8c564b", "#e377c2", "#17becf"};

// The smallest round number at or above `value` whose fifths are round too.
double roundUp(double value) {
  if (value <= 0) return 1;
  const double power = std::pow(10.0, std::floor(std::log10(value)));
  for (double step : {1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0})
    if (step * power >= value) return step * power;
  return 10 * power;
}

std::string escaped(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '<')
      out += "&lt;";
    else if (c == '>')
      out += "&gt;";
    else if (c == '&')
      out += "&amp;";
    else
      out += c;
  }
  return out;
}

std::string tick(double value) {
  if (value != 0 && std::fabs(value) >= 1e6) return fmt::format("{:.3g}", value);
  return fmt::format("{:g}", value);
}

}  // namespace

std::string svgLinePlot(const LinePlot& plot) {
  const double width = 760, height = 480, left = 90, right = 20, top = 40, bottom = 60;
  double xMax = 0, yMax = 0;
  for (const PlotSeries& s : plot.series)
    for (auto [x, y] : s.points) {
      xMax = std::max(xMax, x);
      yMax = std::max(yMax, y);
    }
  xMax = roundUp(xMax);
  yMax = roundUp(yMax * 1.05);
  const double plotWidth = width - left - right, plotHeight = height - top - bottom;
  auto px = [&](double x) { return left + plotWidth * x / xMax; };
  auto py = [&](double y) { return top + plotHeight * (1 - y / yMax); };

  std::string svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" "
      "font-family=\"sans-serif\" "
      "font-size=\"12\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
      "<text x=\"{}\" y=\"22\" text-anchor=\"middle\" font-size=\"15\">{}</text>\n",
      width, height, width / 2, escaped(plot.title));
  for (int i = 0; i <= 5; ++i) {
    const double x = xMax * i / 5, y = yMax * i / 5;
    svg += fmt::format(
        "<line x1=\"{0:.1f}\" y1=\"{1:.1f}\" x2=\"{0:.1f}\" y2=\"{2:.1f}\" stroke=\"#ddd\"/>\n"
        "<text x=\"{0:.1f}\" y=\"{3:.1f}\" text-anchor=\"middle\">{4}</text>\n",
        px(x), py(0), py(yMax), py(0) + 16, tick(x));
    svg += fmt::format(
        "<line x1=\"{0:.1f}\" y1=\"{1:.1f}\" x2=\"{2:.1f}\" y2=\"{1:.1f}\" stroke=\"#ddd\"/>\n"
        "<text x=\"{3:.1f}\" y=\"{4:.1f}\" text-anchor=\"end\">{5}</text>\n",
        px(0), py(y), px(xMax), px(0) - 6, py(y) + 4, tick(y));
  }
  svg += fmt::format(
      "<rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" height=\"{:.1f}\" fill=\"none\" "
      "stroke=\"black\"/>\n",
      left, top, plotWidth, plotHeight);
  svg += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"middle\">{}</text>\n",
                     left + plotWidth / 2, height - 18, escaped(plot.xLabel));
  svg += fmt::format(
      "<text x=\"18\" y=\"{0:.1f}\" text-anchor=\"middle\" transform=\"rotate(-90 18 {0:.1f})\">"
      "{1}</text>\n",
      top + plotHeight / 2, escaped(plot.yLabel));
  for (size_t i = 0; i < plot.series.size(); ++i) {
    const PlotSeries& s = plot.series[i];
    const char* colour = kColours[i % std::size(kColours)];
    std::string points;
    for (auto [x, y] : s.points) points += fmt::format("{:.1f},{:.1f} ", px(x), py(y));
    svg +=
        fmt::format("<polyline fill=\"none\" stroke=\"{}\" stroke-width=\"1.5\" points=\"{}\"/>\n",
                    colour, points);
    const double legendY = top + 16 + 16 * static_cast<double>(i);
    svg += fmt::format(
        "<line x1=\"{0:.1f}\" y1=\"{1:.1f}\" x2=\"{2:.1f}\" y2=\"{1:.1f}\" stroke=\"{3}\" "
        "stroke-width=\"3\"/>\n<text x=\"{4:.1f}\" y=\"{5:.1f}\">{6}</text>\n",
        left + 10, legendY, left + 30, colour, left + 36, legendY + 4, escaped(s.label));
  }
  return svg + "</svg>\n";
}

}  // namespace gpuasm::ptx
