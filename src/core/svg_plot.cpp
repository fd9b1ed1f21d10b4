// Linear axes run from zero to a round number above the largest value, five
// ticks each; a log2 x axis spans the powers of two around the points, a tick
// at each (every second or fourth one when there are many). One colour a
// series, a dot at each point, a legend at the top left.
#include "core/svg_plot.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <vector>

namespace gpuasm {
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

// Where x values land on the plot, as a fraction of its width, and the ticks.
struct XScale {
  std::function<double(double)> fraction;
  std::vector<double> ticks;
};

XScale xScale(const LinePlot& plot) {
  double xMin = 0, xMax = 0;
  bool any = false;
  for (const PlotSeries& s : plot.series)
    for (auto [x, y] : s.points) {
      if (plot.xAxis == PlotXAxis::Log2 && x <= 0) continue;
      xMin = any ? std::min(xMin, x) : x;
      xMax = any ? std::max(xMax, x) : x;
      any = true;
    }
  XScale scale;
  if (plot.xAxis == PlotXAxis::Linear) {
    xMax = roundUp(xMax);
    scale.fraction = [xMax](double x) { return x / xMax; };
    for (int i = 0; i <= 5; ++i) scale.ticks.push_back(xMax * i / 5);
    return scale;
  }
  const double low = any ? std::floor(std::log2(xMin)) : 0;
  const double high = std::max(low + 1, any ? std::ceil(std::log2(xMax)) : 1);
  scale.fraction = [low, high](double x) { return (std::log2(x) - low) / (high - low); };
  const double step = std::max(1.0, std::ceil((high - low) / 10));
  for (double e = low; e <= high; e += step) scale.ticks.push_back(std::exp2(e));
  return scale;
}

}  // namespace

std::string svgLinePlot(const LinePlot& plot) {
  const double width = 760, height = 480, left = 90, right = 20, top = 40, bottom = 60;
  double yMax = 0;
  for (const PlotSeries& s : plot.series)
    for (auto [x, y] : s.points) yMax = std::max(yMax, y);
  yMax = roundUp(yMax * 1.05);
  const XScale scale = xScale(plot);
  const double plotWidth = width - left - right, plotHeight = height - top - bottom;
  auto px = [&](double x) { return left + plotWidth * scale.fraction(x); };
  auto py = [&](double y) { return top + plotHeight * (1 - y / yMax); };
  auto shown = [&](double x) { return plot.xAxis == PlotXAxis::Linear || x > 0; };
  auto xTick = [&](double x) { return plot.xTickText ? plot.xTickText(x) : tick(x); };

  std::string svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" "
      "font-family=\"sans-serif\" "
      "font-size=\"12\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
      "<text x=\"{}\" y=\"22\" text-anchor=\"middle\" font-size=\"15\">{}</text>\n",
      width, height, width / 2, escaped(plot.title));
  for (double x : scale.ticks)
    svg += fmt::format(
        "<line x1=\"{0:.1f}\" y1=\"{1:.1f}\" x2=\"{0:.1f}\" y2=\"{2:.1f}\" stroke=\"#ddd\"/>\n"
        "<text x=\"{0:.1f}\" y=\"{3:.1f}\" text-anchor=\"middle\">{4}</text>\n",
        px(x), py(0), py(yMax), py(0) + 16, escaped(xTick(x)));
  for (int i = 0; i <= 5; ++i) {
    const double y = yMax * i / 5;
    svg += fmt::format(
        "<line x1=\"{0:.1f}\" y1=\"{1:.1f}\" x2=\"{2:.1f}\" y2=\"{1:.1f}\" stroke=\"#ddd\"/>\n"
        "<text x=\"{3:.1f}\" y=\"{4:.1f}\" text-anchor=\"end\">{5}</text>\n",
        left, py(y), left + plotWidth, left - 6, py(y) + 4, tick(y));
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
    std::string points, dots;
    for (auto [x, y] : s.points) {
      if (!shown(x)) continue;
      points += fmt::format("{:.1f},{:.1f} ", px(x), py(y));
      dots += fmt::format("<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"2.5\" fill=\"{}\"/>\n", px(x),
                          py(y), colour);
    }
    svg +=
        fmt::format("<polyline fill=\"none\" stroke=\"{}\" stroke-width=\"1.5\" points=\"{}\"/>\n",
                    colour, points) +
        dots;
    const double legendY = top + 16 + 16 * static_cast<double>(i);
    svg += fmt::format(
        "<line x1=\"{0:.1f}\" y1=\"{1:.1f}\" x2=\"{2:.1f}\" y2=\"{1:.1f}\" stroke=\"{3}\" "
        "stroke-width=\"3\"/>\n<text x=\"{4:.1f}\" y=\"{5:.1f}\">{6}</text>\n",
        left + 10, legendY, left + 30, colour, left + 36, legendY + 4, escaped(s.label));
  }
  return svg + "</svg>\n";
}

}  // namespace gpuasm
